//! Reading the bid the player types: a whole number of chips (an optional leading "bid"),
//! at most the player's stack, with an error that says what is wrong.

use thiserror::Error;

use crate::engine::{Chips, parse_chips};

/// A bid the player typed that cannot be taken; the same question is asked again.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum BidError {
    /// Not a whole, non-negative number of chips ("abc", "-5", "1.5").
    #[error("\"{0}\" is not a bid: type a whole number of chips, like 12")]
    NotChips(String),
    /// More than the player's stack.
    #[error("{bid} is more than your stack: bid at most {max}")]
    AboveStack { bid: Chips, max: Chips },
}

/// Reads a typed bid: a whole number of chips from 0 to `max`.
///
/// # Errors
/// [`BidError`] naming what is wrong.
pub fn parse_bid(text: &str, max: Chips) -> Result<Chips, BidError> {
    let t = text.trim();
    let t = t.strip_prefix("bid").map_or(t, str::trim);
    let bid = parse_chips(t).map_err(|_| BidError::NotChips(text.trim().to_string()))?;
    if bid > max {
        return Err(BidError::AboveStack { bid, max });
    }
    Ok(bid)
}
