//! What a seat can do: `Action` (fold, check, call, raise to, bid) and `LegalActions`, the
//! exact options at a decision with the call cost and the raise-to and bid ranges.

use std::fmt;
use std::str::FromStr;

use thiserror::Error;

use super::setup::{Chips, Seat};

/// A decision. Raises are always "raise to": the seat's total for this street.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Action {
    Fold,
    Check,
    Call,
    /// Bet or raise so that this seat's chips in this street total the amount.
    RaiseTo(Chips),
    /// A sealed bid in an auction.
    Bid(Chips),
}

impl fmt::Display for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Action::Fold => f.write_str("fold"),
            Action::Check => f.write_str("check"),
            Action::Call => f.write_str("call"),
            Action::RaiseTo(n) => write!(f, "raise {n}"),
            Action::Bid(n) => write!(f, "bid {n}"),
        }
    }
}

/// The text is not an action.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum ActionParseError {
    #[error("unknown action \"{0}\" (fold, check, call, raise N, bid N)")]
    Unknown(String),
    #[error("\"{0}\" is not a whole number of chips")]
    Amount(String),
}

/// Parses a whole, non-negative number of chips, rejecting "abc", "-5" and "1.5" by name.
///
/// # Errors
/// [`ActionParseError::Amount`] with the text.
pub fn parse_chips(text: &str) -> Result<Chips, ActionParseError> {
    let t = text.trim();
    if t.is_empty() || !t.bytes().all(|b| b.is_ascii_digit()) {
        return Err(ActionParseError::Amount(t.to_string()));
    }
    t.parse()
        .map_err(|_| ActionParseError::Amount(t.to_string()))
}

impl FromStr for Action {
    type Err = ActionParseError;

    /// Parses "fold", "check", "call", "raise 12" (or "raise to 12", "bet 12"), "bid 9".
    fn from_str(s: &str) -> Result<Action, ActionParseError> {
        let t = s.trim().to_ascii_lowercase();
        let mut words = t.split_whitespace();
        let verb = words.next().unwrap_or("");
        let rest: Vec<&str> = words.filter(|w| *w != "to").collect();
        match (verb, rest.as_slice()) {
            ("fold" | "f", []) => Ok(Action::Fold),
            ("check" | "k", []) => Ok(Action::Check),
            ("call" | "c", []) => Ok(Action::Call),
            ("raise" | "bet" | "r", [n]) => Ok(Action::RaiseTo(parse_chips(n)?)),
            ("bid" | "b", [n]) => Ok(Action::Bid(parse_chips(n)?)),
            _ => Err(ActionParseError::Unknown(s.trim().to_string())),
        }
    }
}

/// Everything a seat may do at its decision.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct LegalActions {
    /// The seat to act.
    pub seat: Seat,
    /// What it costs to call (0 when nothing is owed).
    pub call_cost: Chips,
    /// Fold is allowed (something is owed).
    pub can_fold: bool,
    /// Check is allowed (nothing is owed).
    pub can_check: bool,
    /// Call is allowed (something is owed).
    pub can_call: bool,
    /// Bet or raise: the smallest and largest legal raise-to totals.
    pub raise: Option<(Chips, Chips)>,
    /// An auction: the smallest and largest legal bid (betting actions are not allowed).
    pub bid: Option<(Chips, Chips)>,
}

impl LegalActions {
    /// True if `action` is one of these options.
    pub fn allows(&self, action: Action) -> bool {
        match action {
            Action::Fold => self.can_fold,
            Action::Check => self.can_check,
            Action::Call => self.can_call,
            Action::RaiseTo(n) => self.raise.is_some_and(|(lo, hi)| (lo..=hi).contains(&n)),
            Action::Bid(n) => self.bid.is_some_and(|(lo, hi)| (lo..=hi).contains(&n)),
        }
    }

    /// True when the only legal choice is a check (or a bid of 0): a forced move that a front
    /// end may make for the seat.
    pub fn is_forced(&self) -> bool {
        match self.bid {
            Some((_, hi)) => hi == 0,
            None => self.can_check && self.raise.is_none(),
        }
    }

    /// The forced move, if there is only one choice.
    pub fn forced_action(&self) -> Option<Action> {
        if !self.is_forced() {
            return None;
        }
        Some(if self.bid.is_some() {
            Action::Bid(0)
        } else {
            Action::Check
        })
    }

    /// Check if allowed, else fold (bid 0 in an auction): what the official engines do with a
    /// bad or missing answer.
    pub fn check_or_fold(&self) -> Action {
        if self.bid.is_some() {
            Action::Bid(0)
        } else if self.can_check {
            Action::Check
        } else {
            Action::Fold
        }
    }

    /// Check if allowed, else call (or bid 0): the calling station's answer.
    pub fn check_or_call(&self) -> Action {
        if self.bid.is_some() {
            Action::Bid(0)
        } else if self.can_check {
            Action::Check
        } else {
            Action::Call
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn actions_round_trip_through_text() {
        for a in [
            Action::Fold,
            Action::Check,
            Action::Call,
            Action::RaiseTo(12),
            Action::Bid(0),
        ] {
            assert_eq!(a.to_string().parse::<Action>(), Ok(a));
        }
        assert_eq!("raise to 30".parse::<Action>(), Ok(Action::RaiseTo(30)));
        assert_eq!("Bet 4".parse::<Action>(), Ok(Action::RaiseTo(4)));
    }

    #[test]
    fn amounts_that_are_not_whole_chips_are_rejected_by_name() {
        for bad in ["abc", "-5", "1.5", "", "12e3", "99999999999"] {
            assert_eq!(
                parse_chips(bad),
                Err(ActionParseError::Amount(bad.to_string())),
                "{bad}"
            );
        }
        assert_eq!(parse_chips(" 42 "), Ok(42));
        assert!(matches!(
            "raise -5".parse::<Action>(),
            Err(ActionParseError::Amount(_))
        ));
        assert!(matches!(
            "shove".parse::<Action>(),
            Err(ActionParseError::Unknown(_))
        ));
    }
}
