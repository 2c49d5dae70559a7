//! `ActionError`: why an action was refused, with the numbers a message needs. A refused
//! action never changes the hand.

use thiserror::Error;

use super::setup::{Chips, Seat};

/// Why an action is not legal now.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Error)]
pub enum ActionError {
    #[error("the hand is over")]
    HandOver,
    #[error("it is {to_act}'s turn, not {seat}'s")]
    NotYourTurn { seat: Seat, to_act: Seat },
    #[error("this is the auction: enter a bid")]
    BidExpected,
    #[error("there is no auction now")]
    NoAuction,
    #[error("you cannot check: it costs {to_call} to call")]
    CannotCheck { to_call: Chips },
    #[error("there is nothing to call: check instead")]
    NothingToCall,
    #[error("you owe nothing, so there is nothing to fold to: check instead")]
    NothingToFold,
    #[error("raising is not possible here")]
    CannotRaise,
    #[error("the smallest raise is to {min}")]
    RaiseBelowMin { min: Chips },
    #[error("the largest raise is to {max}")]
    RaiseAboveMax { max: Chips },
    #[error("the largest bid is {max} (your stack)")]
    BidAboveStack { max: Chips },
}
