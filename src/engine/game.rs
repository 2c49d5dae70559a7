//! [`Game`]: the one vocabulary both games speak. A heads-up [`Hand`] and an
//! [`AuctionFlopHand`] each offer the seat to act, its options, a check that changes nothing,
//! an apply that records events, a seat's view, what a seat may be told of the events, the
//! move played for a seat that fails to answer (and the move a seat is forced to make), each
//! seat's chips and each seat's result. The session runs every match of either game through
//! this trait alone.

use super::action::{Action, LegalActions};
use super::auction_flop::{
    AuctionFlopAction, AuctionFlopError, AuctionFlopEvent, AuctionFlopHand, AuctionFlopLegal,
    AuctionFlopView,
};
use super::error::ActionError;
use super::event::Event;
use super::hand::Hand;
use super::seen::Seen;
use super::setup::{Chips, Seat};
use super::view::SeatView;

/// One hand of a game: a state machine driven by the seat to act.
pub trait Game {
    /// A decision.
    type Action: Copy;
    /// A change to the hand, appended to its log.
    type Event;
    /// The options of the seat to act.
    type Legal;
    /// One seat's knowledge of the hand.
    type View;
    /// An event as one seat is told it ([`Seen`] heads-up; Auction Flop's own events, their
    /// secrets blanked).
    type Told;
    /// Why an action is refused.
    type Error: std::error::Error;

    /// How many seats are at the table.
    fn seat_count(&self) -> usize;
    /// The seat to act, or `None` when the hand is over.
    fn to_act(&self) -> Option<Seat>;
    /// The options of the seat to act, or `None` when the hand is over.
    fn legal(&self) -> Option<Self::Legal>;
    /// Checks whether `seat` may take `action` now, without changing anything.
    ///
    /// # Errors
    /// The game's error saying why not.
    fn check(&self, seat: Seat, action: Self::Action) -> Result<(), Self::Error>;
    /// Takes `action` for `seat` and returns the events it caused.
    ///
    /// # Errors
    /// The game's error when the action is not legal; the hand is then unchanged.
    fn apply(&mut self, seat: Seat, action: Self::Action) -> Result<&[Self::Event], Self::Error>;
    /// What `seat` may know.
    fn view(&self, seat: Seat) -> Self::View;
    /// What a seat that fails to answer (or answers illegally) plays: check or fold for
    /// betting, bid 0 in a sealed auction, the Auction Flop pass, take, keep-one or
    /// discard-nothing. Always legal; `None` when the hand is over.
    fn fallback(&self) -> Option<Self::Action>;
    /// Every event so far.
    fn events(&self) -> &[Self::Event];
    /// What `seat` may be told now of the events from index `from`, and the index to go on
    /// from next time (an event not yet public waits until it is).
    fn told(&self, seat: Seat, from: usize) -> (Vec<Self::Told>, usize);
    /// The only legal move, when the seat to act has no choice (check when the other seat is
    /// all in, bid 0 with an empty stack); `None` otherwise.
    fn forced(&self) -> Option<Self::Action> {
        None
    }
    /// The other seat's sealed bid, when it is in and `seat` is about to bid (the official
    /// engines leak it to a hosted bot).
    fn sealed_bid(&self, _seat: Seat) -> Option<Chips> {
        None
    }
    /// Chips behind, by seat.
    fn stacks(&self) -> Vec<Chips>;
    /// True once the hand is over.
    fn is_over(&self) -> bool;
    /// Each seat's change in chips once the hand is over.
    fn net(&self) -> Option<Vec<i64>>;
}

impl Game for Hand {
    type Action = Action;
    type Event = Event;
    type Legal = LegalActions;
    type View = SeatView;
    type Told = Seen;
    type Error = ActionError;

    fn seat_count(&self) -> usize {
        2
    }
    fn to_act(&self) -> Option<Seat> {
        Hand::to_act(self)
    }
    fn legal(&self) -> Option<LegalActions> {
        self.legal_actions()
    }
    fn check(&self, seat: Seat, action: Action) -> Result<(), ActionError> {
        Hand::check(self, seat, action)
    }
    fn apply(&mut self, seat: Seat, action: Action) -> Result<&[Event], ActionError> {
        Hand::apply(self, seat, action)
    }
    fn view(&self, seat: Seat) -> SeatView {
        Hand::view(self, seat)
    }
    fn fallback(&self) -> Option<Action> {
        self.legal_actions().map(|l| l.check_or_fold())
    }
    fn events(&self) -> &[Event] {
        Hand::events(self)
    }
    fn told(&self, seat: Seat, from: usize) -> (Vec<Seen>, usize) {
        Hand::told(self, seat, from)
    }
    fn forced(&self) -> Option<Action> {
        self.legal_actions().and_then(|l| l.forced_action())
    }
    fn sealed_bid(&self, seat: Seat) -> Option<Chips> {
        let legal = self.legal_actions()?;
        if legal.seat == seat && legal.bid.is_some() {
            self.bids[seat.other().index()]
        } else {
            None
        }
    }
    fn stacks(&self) -> Vec<Chips> {
        Hand::stacks(self).to_vec()
    }
    fn is_over(&self) -> bool {
        Hand::is_over(self)
    }
    fn net(&self) -> Option<Vec<i64>> {
        self.outcome().map(|o| o.net.to_vec())
    }
}

impl Game for AuctionFlopHand {
    type Action = AuctionFlopAction;
    type Event = AuctionFlopEvent;
    type Legal = AuctionFlopLegal;
    type View = AuctionFlopView;
    type Told = AuctionFlopEvent;
    type Error = AuctionFlopError;

    fn seat_count(&self) -> usize {
        AuctionFlopHand::seat_count(self)
    }
    fn to_act(&self) -> Option<Seat> {
        AuctionFlopHand::to_act(self)
    }
    fn legal(&self) -> Option<AuctionFlopLegal> {
        AuctionFlopHand::legal(self)
    }
    fn check(&self, seat: Seat, action: AuctionFlopAction) -> Result<(), AuctionFlopError> {
        AuctionFlopHand::check(self, seat, action)
    }
    fn apply(
        &mut self,
        seat: Seat,
        action: AuctionFlopAction,
    ) -> Result<&[AuctionFlopEvent], AuctionFlopError> {
        AuctionFlopHand::apply(self, seat, action)
    }
    fn view(&self, seat: Seat) -> AuctionFlopView {
        AuctionFlopHand::view(self, seat)
    }
    fn fallback(&self) -> Option<AuctionFlopAction> {
        AuctionFlopHand::fallback(self)
    }
    fn events(&self) -> &[AuctionFlopEvent] {
        AuctionFlopHand::events(self)
    }
    fn told(&self, seat: Seat, from: usize) -> (Vec<AuctionFlopEvent>, usize) {
        AuctionFlopHand::told(self, seat, from)
    }
    fn stacks(&self) -> Vec<Chips> {
        AuctionFlopHand::stacks(self).to_vec()
    }
    fn is_over(&self) -> bool {
        AuctionFlopHand::is_over(self)
    }
    fn net(&self) -> Option<Vec<i64>> {
        AuctionFlopHand::net(self)
    }
}

#[cfg(test)]
mod tests {
    use rand::rngs::SmallRng;
    use rand::seq::IndexedRandom;
    use rand::{Rng, SeedableRng};

    use super::*;
    use crate::cards::{CardSet, Deck};
    use crate::engine::auction_flop::AuctionFlopSetup;
    use crate::engine::{HandSetup, VariantId};

    /// Plays `game` to its end through the trait only: `pick` suggests a move (legal or not),
    /// a refused one is replaced by the fallback. Checks that the other seats are refused,
    /// that each apply appends exactly the events it returns, and that chips are conserved.
    fn play_out<G: Game>(
        game: &mut G,
        rng: &mut SmallRng,
        mut pick: impl FnMut(&G, Seat, &mut SmallRng) -> G::Action,
    ) -> Vec<i64> {
        let mut moves = 0;
        while let Some(seat) = game.to_act() {
            assert!(!game.is_over() && game.net().is_none());
            assert!(game.legal().is_some());
            let action = pick(game, seat, rng);
            for other in (0..game.seat_count()).map(|s| Seat(s as u8)) {
                if other != seat {
                    assert!(game.check(other, action).is_err(), "not {other}'s turn");
                }
            }
            let action = match game.check(seat, action) {
                Ok(()) => action,
                Err(_) => game.fallback().expect("a fallback while the hand is on"),
            };
            let before = game.events().len();
            let added = game.apply(seat, action).expect("a checked move").len();
            assert_eq!(game.events().len(), before + added);
            moves += 1;
            assert!(moves < 10_000, "the hand ends");
        }
        assert!(game.is_over() && game.legal().is_none() && game.fallback().is_none());
        let net = game.net().expect("a result once over");
        assert_eq!(net.len(), game.seat_count());
        assert_eq!(net.iter().sum::<i64>(), 0, "chips are conserved: {net:?}");
        net
    }

    fn random_subset(cards: &[crate::cards::Card], rng: &mut SmallRng) -> CardSet {
        cards
            .iter()
            .copied()
            .filter(|_| rng.random_bool(0.4))
            .collect()
    }

    #[test]
    fn both_games_play_to_the_end_through_the_trait_and_conserve_chips() {
        let mut rng = SmallRng::seed_from_u64(10);
        for i in 0..200 {
            let variant = [
                VariantId::Holdem,
                VariantId::Auction,
                VariantId::SneakPeek,
                VariantId::RiverOfBlood,
            ][i % 4];
            let setup = HandSetup::new(variant, [rng.random_range(1..400), 400], 1, 2);
            let mut hand = Hand::new(setup, Deck::shuffled(&mut rng)).expect("a heads-up hand");
            play_out(&mut hand, &mut rng, |h, _, rng| {
                let legal = h.legal().expect("a decision");
                let (lo, hi) = legal.raise.or(legal.bid).unwrap_or((0, 0));
                let amount = rng.random_range(lo..=hi + 1);
                *[
                    Action::Fold,
                    Action::Check,
                    Action::Call,
                    Action::RaiseTo(amount),
                    Action::Bid(amount),
                ]
                .choose(rng)
                .expect("five choices")
            });
            let seats = rng.random_range(3..=6);
            let setup = AuctionFlopSetup {
                stacks: (0..seats).map(|_| rng.random_range(3..=40)).collect(),
                ante: 3,
                dealer: Seat(rng.random_range(0..seats as u8)),
                reshuffle_seed: rng.random(),
            };
            let mut hand = AuctionFlopHand::new(setup, Deck::shuffled(&mut rng)).expect("a table");
            play_out(&mut hand, &mut rng, |h, seat, rng| {
                let view = h.view(seat);
                let mine: Vec<_> = view.cards.iter().collect();
                let flop = view.flop.map(|f| f.to_vec()).unwrap_or_default();
                *[
                    AuctionFlopAction::Pass,
                    AuctionFlopAction::Bid,
                    AuctionFlopAction::Take,
                    AuctionFlopAction::Offer,
                    AuctionFlopAction::Discard(random_subset(&mine, rng)),
                    AuctionFlopAction::Keep(random_subset(&flop, rng)),
                ]
                .choose(rng)
                .expect("six choices")
            });
        }
    }
}
