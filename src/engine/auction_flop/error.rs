//! Why an Auction Flop hand cannot start ([`AuctionFlopSetupError`]) and why an action is
//! refused ([`AuctionFlopError`]), with the numbers a message needs. A refused action never
//! changes the hand.

use thiserror::Error;

use crate::engine::{Chips, Seat};

/// Why a hand cannot start.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum AuctionFlopSetupError {
    #[error("Auction Flop Poker needs 3 to 6 seats (got {0})")]
    Seats(usize),
    #[error("{0} cannot pay the ante")]
    Ante(Seat),
    #[error("the dealer must be one of the seats")]
    Dealer,
}

/// Why an action is not legal now.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Error)]
pub enum AuctionFlopError {
    #[error("the hand is over")]
    HandOver,
    #[error("it is {to_act}'s turn")]
    NotYourTurn { to_act: Seat },
    #[error("that is not a choice in this phase")]
    WrongPhase,
    #[error("you can only discard cards you hold")]
    NotYourCards,
    #[error("discarding {count} cards costs {cost}, more than your {stack} chips")]
    DiscardTooDear {
        count: u32,
        cost: Chips,
        stack: Chips,
    },
    #[error("a bid of {price} is more than your {stack} chips")]
    CannotAfford { price: Chips, stack: Chips },
    #[error("you hold the best bid already")]
    AlreadyBest,
    #[error("keep {} of the flop's cards", keep_count_words(*min, *max))]
    KeepCount { min: u32, max: u32 },
    #[error("keep only cards of the flop")]
    NotFlopCards,
}

/// How many of the flop's cards may be kept, as the refusal says it: "exactly 1" when there
/// is no choice (as the teaching note says it), else "between 1 and 3".
fn keep_count_words(min: u32, max: u32) -> String {
    if min == max {
        format!("exactly {min}")
    } else {
        format!("between {min} and {max}")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_keep_count_with_no_choice_says_exactly_how_many() {
        let says = |min, max| AuctionFlopError::KeepCount { min, max }.to_string();
        assert_eq!(says(1, 1), "keep exactly 1 of the flop's cards");
        assert_eq!(says(2, 2), "keep exactly 2 of the flop's cards");
        assert_eq!(says(1, 3), "keep between 1 and 3 of the flop's cards");
    }
}
