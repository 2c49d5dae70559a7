//! The driver of an Auction Flop Poker hand, shared by the arena and the table: it asks the
//! seat to act for its move (from that seat's view only) and applies it; a move the hand
//! refuses is replaced by the game's fallback (discard nothing, pass, take the flop, keep its
//! first card), so a bot's mistake never stalls the table. [`step`] makes one move, for front
//! ends that pace the bots; [`play_out`] plays the hand to its end.

use crate::engine::auction_flop::{
    AuctionFlopAction, AuctionFlopError, AuctionFlopHand, AuctionFlopView,
};
use crate::engine::{Game, Seat};

/// One move the driver made.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Played {
    /// The seat that moved.
    pub seat: Seat,
    /// The move the hand took.
    pub action: AuctionFlopAction,
    /// The seat's own answer and why it was refused, when the fallback was played instead.
    pub refused: Option<(AuctionFlopAction, AuctionFlopError)>,
}

/// Asks `ask` for the move of the seat to act, given that seat's view, and applies it (or the
/// fallback if it is refused). `None` when the hand is over.
pub fn step(
    hand: &mut AuctionFlopHand,
    ask: impl FnOnce(Seat, &AuctionFlopView) -> AuctionFlopAction,
) -> Option<Played> {
    let seat = hand.to_act()?;
    let answer = ask(seat, &hand.view(seat));
    let refused = match hand.apply(seat, answer) {
        Ok(_) => {
            return Some(Played {
                seat,
                action: answer,
                refused: None,
            });
        }
        Err(e) => (answer, e),
    };
    let action = Game::fallback(hand)?;
    // The fallback is legal by the game's rule; should the hand refuse it anyway, it stays
    // unchanged and the caller sees the refused answer.
    let _ = hand.apply(seat, action);
    Some(Played {
        seat,
        action,
        refused: Some(refused),
    })
}

/// Plays the hand to its end, `ask` answering for every seat in turn.
pub fn play_out(
    hand: &mut AuctionFlopHand,
    mut ask: impl FnMut(Seat, &AuctionFlopView) -> AuctionFlopAction,
) {
    while step(hand, &mut ask).is_some() {}
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::{CardSet, Deck};
    use crate::engine::auction_flop::{AuctionFlopPhase, AuctionFlopSetup};
    use rand::SeedableRng;
    use rand::rngs::SmallRng;

    fn table() -> AuctionFlopHand {
        let setup = AuctionFlopSetup {
            stacks: vec![300; 4],
            ante: 3,
            dealer: Seat(3),
            reshuffle_seed: 1,
        };
        AuctionFlopHand::new(setup, Deck::shuffled(&mut SmallRng::seed_from_u64(4)))
            .expect("a table")
    }

    #[test]
    fn a_refused_move_is_replaced_by_the_fallback() {
        let mut hand = table();
        // A bid during the discards is not a choice: the seat discards nothing instead.
        let played = step(&mut hand, |_, _| AuctionFlopAction::Bid).expect("a move");
        assert_eq!(played.seat, Seat(0));
        assert_eq!(played.action, AuctionFlopAction::Discard(CardSet::EMPTY));
        assert!(matches!(
            played.refused,
            Some((AuctionFlopAction::Bid, AuctionFlopError::WrongPhase))
        ));
        assert_eq!(hand.to_act(), Some(Seat(1)));
    }

    #[test]
    fn seats_that_only_answer_nonsense_still_finish_the_hand() {
        let mut hand = table();
        let mut asked = 0;
        play_out(&mut hand, |seat, view| {
            asked += 1;
            assert_eq!(view.seat, seat, "each seat sees its own view");
            AuctionFlopAction::Offer
        });
        assert!(hand.is_over());
        assert_eq!(hand.phase(), AuctionFlopPhase::Done);
        assert_eq!(hand.net().expect("a result").iter().sum::<i64>(), 0);
        assert!(asked >= 4);
    }
}
