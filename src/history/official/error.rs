//! What can be wrong at one line of a game log, with the facts a message needs. The parser
//! turns each into [`LoadError::Log`](crate::history::LoadError::Log) with the file and the
//! 1-based line.

use thiserror::Error;

use crate::cards::Card;
use crate::engine::{ActionError, Chips};

/// The problem found at one line of a game log.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum LogError {
    /// The first line is not an engine's header.
    #[error(
        "the first line should be the engine's header (\"6.9630 MIT Pokerbots - A vs B\" or \"2026-01-31 12:00:00 A vs B\"), not \"{0}\""
    )]
    Header(String),
    /// An MIT header with a version felt does not know.
    #[error(
        "MIT engine version {0} is not one felt reads (6.176 is the 2023 River of Blood engine, 6.9630 the 2024 Auction engine)"
    )]
    Version(String),
    /// The header's names cannot be told apart.
    #[error("the header's two names (\"{0}\") cannot be told apart")]
    Names(String),
    /// A line this engine does not write.
    #[error("this line is not one the {engine} writes: \"{text}\"")]
    NotUnderstood { engine: &'static str, text: String },
    /// A card that does not exist.
    #[error("unknown card \"{0}\"")]
    UnknownCard(String),
    /// A card seen twice in one round.
    #[error("{card} is dealt twice in round {round} (first on line {first})")]
    RepeatedCard {
        card: Card,
        round: u32,
        first: usize,
    },
    /// A line in a place where another was expected.
    #[error("expected {expected} here, not \"{text}\"")]
    Expected { expected: String, text: String },
    /// Round numbers that do not follow on.
    #[error("round #{found} follows round #{previous}")]
    RoundNumber { previous: u32, found: u32 },
    /// A bankroll that is not the sum of the rounds before it.
    #[error("{name}'s bankroll is {log} here but the rounds before add up to {felt}")]
    Bankroll { name: String, log: i64, felt: i64 },
    /// A blind other than the engine's.
    #[error("the blinds {small}/{big} cannot be played: {reason}")]
    Blinds {
        small: Chips,
        big: Chips,
        reason: String,
    },
    /// A move out of turn.
    #[error("it is {to_act}'s turn, not {name}'s")]
    NotYourTurn { name: String, to_act: String },
    /// A move the rules forbid.
    #[error("{name} cannot {action} here: {}", rule(.error))]
    Illegal {
        name: String,
        action: String,
        error: ActionError,
    },
    /// A move after the hand ended.
    #[error("{name} acts after the hand is over")]
    AfterHand { name: String },
    /// "bets" where the engine writes "raises to", or the other way round.
    #[error(
        "the engine writes \"{expected}\" for this raise (it writes \"bets\" only when no chips are in yet on the street)"
    )]
    RaiseWording { expected: &'static str },
    /// A street line that differs from felt's deal.
    #[error("{what}: the log says {log}, felt's replay has {felt}")]
    Differs {
        what: String,
        log: String,
        felt: String,
    },
    /// A street, auction result or showdown the log leaves out.
    #[error("the log does not show {0}")]
    Missing(String),
    /// An auction winner's line for a seat that did not win.
    #[error("{name} did not win the auction (bids: {bids})")]
    NotAWinner { name: String, bids: String },
    /// Sneak Peek: a revealed card that is not in the opponent's hand.
    #[error("{name} is shown {card}, which is not one of {opponent}'s hole cards")]
    PeekNotInHand {
        name: String,
        card: Card,
        opponent: String,
    },
    /// The chips the engine awarded differ from felt's result.
    #[error("the engine awarded {name} {log} chips; felt's replay gives {felt}")]
    Awarded { name: String, log: i64, felt: i64 },
    /// A round that stops before its end.
    #[error("round #{0} ends before its awarded lines (the log is cut short?)")]
    RoundCut(u32),
    /// No `Final` line.
    #[error("the log ends without its Final line (cut short?)")]
    NoFinal,
    /// A round with more cards than a deck.
    #[error("felt cannot replay this hand: {0}")]
    Setup(String),
}

/// The rule an action broke, said of a seat rather than to it.
fn rule(error: &ActionError) -> String {
    match error {
        ActionError::HandOver => "the hand is over".into(),
        ActionError::NotYourTurn { to_act, .. } => format!("it is {to_act}'s turn"),
        ActionError::BidExpected => "the auction is on, so a bid is due".into(),
        ActionError::NoAuction => "there is no auction now".into(),
        ActionError::CannotCheck { to_call } => format!("it costs {to_call} to call"),
        ActionError::NothingToCall => "there is nothing to call".into(),
        ActionError::NothingToFold => "nothing is owed, so there is nothing to fold to".into(),
        ActionError::CannotRaise => "raising is not possible here".into(),
        ActionError::RaiseBelowMin { min } => format!("the smallest raise is to {min}"),
        ActionError::RaiseAboveMax { max } => format!("the largest raise is to {max}"),
        ActionError::BidAboveStack { max } => format!("the largest bid is {max} (the stack)"),
    }
}
