//! Reading the bid the player types: a whole number of chips (an optional leading "bid"),
//! at most the player's stack, with an error that says what is wrong.

use thiserror::Error;

use crate::engine::{Chips, parse_chips};

/// A bid the player typed that cannot be taken; the same question is asked again.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum BidError {
    /// Nothing typed (or only "bid").
    #[error("Type a bid first: a whole number of chips, like 12")]
    Empty,
    /// Not a whole, non-negative number of chips ("abc", "-5", "1.5").
    #[error("\"{0}\" is not a bid: type a whole number, 0 or more")]
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
    if t.is_empty() {
        return Err(BidError::Empty);
    }
    let bid = parse_chips(t).map_err(|_| BidError::NotChips(text.trim().to_string()))?;
    if bid > max {
        return Err(BidError::AboveStack { bid, max });
    }
    Ok(bid)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_empty_bid_asks_for_one_instead_of_naming_nothing() {
        assert_eq!(parse_bid("", 100), Err(BidError::Empty));
        assert_eq!(parse_bid("  bid ", 100), Err(BidError::Empty));
        assert_eq!(
            BidError::Empty.to_string(),
            "Type a bid first: a whole number of chips, like 12"
        );
        assert_eq!(parse_bid("bid 12", 100), Ok(12));
        assert!(matches!(parse_bid("abc", 100), Err(BidError::NotChips(_))));
    }
}
