//! What a seat can do in Auction Flop Poker: [`AuctionFlopAction`] (discard, pass, bid, take,
//! offer, keep) with its text form ("discard Kd2s", "bid", "keep 9h8c") read back by one
//! parser with a typed [`AuctionFlopActionParseError`], the [`AuctionFlopPhase`] that says
//! which of them fit, and [`AuctionFlopLegal`], the exact options of the seat to act.

use std::fmt;
use std::str::FromStr;

use thiserror::Error;

use crate::cards::{CardParseError, CardSet};
use crate::engine::{Chips, Seat, parse_chips};

/// A decision in Auction Flop Poker.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AuctionFlopAction {
    /// Discard these cards (possibly none), paying 1 + 2 + ... for them.
    Discard(CardSet),
    /// Forward auction: stay out for now.
    Pass,
    /// Forward auction: bid one more than the best bid (the first bid is 1).
    Bid,
    /// Reverse auction: take the flop for free.
    Take,
    /// Reverse auction: offer one more than the last offer not to take it.
    Offer,
    /// Keep these cards of the flop you got.
    Keep(CardSet),
}

impl fmt::Display for AuctionFlopAction {
    /// "discard Kd2s" ("discard" alone stands pat), "pass", "bid", "take", "offer",
    /// "keep 9h8c".
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            AuctionFlopAction::Discard(cards) if cards.is_empty() => f.write_str("discard"),
            AuctionFlopAction::Discard(cards) => write!(f, "discard {cards}"),
            AuctionFlopAction::Pass => f.write_str("pass"),
            AuctionFlopAction::Bid => f.write_str("bid"),
            AuctionFlopAction::Take => f.write_str("take"),
            AuctionFlopAction::Offer => f.write_str("offer"),
            AuctionFlopAction::Keep(cards) if cards.is_empty() => f.write_str("keep"),
            AuctionFlopAction::Keep(cards) => write!(f, "keep {cards}"),
        }
    }
}

/// The text is not an Auction Flop move.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum AuctionFlopActionParseError {
    #[error(
        "unknown Auction Flop move \"{0}\" (discard CARDS, pass, bid, take, offer, keep CARDS)"
    )]
    Unknown(String),
    #[error("bad cards in \"{text}\": {source}")]
    Cards {
        text: String,
        source: CardParseError,
    },
    #[error("\"{0}\" is not a whole number of chips")]
    Amount(String),
}

impl FromStr for AuctionFlopAction {
    type Err = AuctionFlopActionParseError;

    /// Parses the move as [`Display`](fmt::Display) writes it, a lesson scripts it or a hand
    /// history records it: "discard Kd 2s" (or the history's "sd Kd2s"; no cards stands
    /// pat), "pass", "bid", "take", "offer", "keep 8c 9h". The verb may be in any case. A
    /// history writes the price after "bid" and "offer" ("bid 3"); the engine sets the price,
    /// so a whole number there is read and dropped.
    fn from_str(s: &str) -> Result<AuctionFlopAction, AuctionFlopActionParseError> {
        let text = s.trim();
        let (verb, rest) = text.split_once(char::is_whitespace).unwrap_or((text, ""));
        let rest = rest.trim();
        let cards = || {
            rest.parse::<CardSet>()
                .map_err(|source| AuctionFlopActionParseError::Cards {
                    text: text.to_string(),
                    source,
                })
        };
        let price = |action: AuctionFlopAction| match rest {
            "" => Ok(action),
            n => parse_chips(n)
                .map(|_| action)
                .map_err(|_| AuctionFlopActionParseError::Amount(n.to_string())),
        };
        match verb.to_ascii_lowercase().as_str() {
            "discard" | "sd" => Ok(AuctionFlopAction::Discard(cards()?)),
            "keep" => Ok(AuctionFlopAction::Keep(cards()?)),
            "pass" if rest.is_empty() => Ok(AuctionFlopAction::Pass),
            "take" if rest.is_empty() => Ok(AuctionFlopAction::Take),
            "bid" => price(AuctionFlopAction::Bid),
            "offer" => price(AuctionFlopAction::Offer),
            _ => Err(AuctionFlopActionParseError::Unknown(text.to_string())),
        }
    }
}

/// Where the hand stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AuctionFlopPhase {
    /// Seats choose their discards, privately.
    Discard,
    /// A flop is up for a forward auction.
    Auction,
    /// Nobody bid: the reverse auction.
    Reverse,
    /// The flop's new owner chooses what to keep.
    Keep,
    Done,
}

/// The options of the seat to act.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct AuctionFlopLegal {
    pub seat: Seat,
    pub phase: AuctionFlopPhase,
    /// Discard: the most cards this seat can pay for.
    pub max_discards: u32,
    /// Forward auction: the price of a bid, if this seat may bid.
    pub bid: Option<Chips>,
    /// Reverse auction: the amount of an offer, if this seat may offer.
    pub offer: Option<Chips>,
    /// Keep: how many of the flop's cards.
    pub keep: (u32, u32),
}

impl AuctionFlopLegal {
    /// The options of a seat holding `held` cards that has a flop to keep from: at least one
    /// card, at most what fills its hand to five (and never more than the flop's three).
    pub fn keeping(seat: Seat, held: u32) -> AuctionFlopLegal {
        let room = 5 - held.min(5);
        AuctionFlopLegal {
            seat,
            phase: AuctionFlopPhase::Keep,
            max_discards: 0,
            bid: None,
            offer: None,
            keep: (1, room.clamp(1, 3)),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn set(text: &str) -> CardSet {
        text.parse().unwrap()
    }

    #[test]
    fn every_move_reads_back_as_it_is_written() {
        for action in [
            AuctionFlopAction::Discard(CardSet::EMPTY),
            AuctionFlopAction::Discard(set("Kd2s")),
            AuctionFlopAction::Discard(set("As Kd Qh Jc Ts")),
            AuctionFlopAction::Pass,
            AuctionFlopAction::Bid,
            AuctionFlopAction::Take,
            AuctionFlopAction::Offer,
            AuctionFlopAction::Keep(CardSet::EMPTY),
            AuctionFlopAction::Keep(set("9h")),
            AuctionFlopAction::Keep(set("8c9h2d")),
        ] {
            let text = action.to_string();
            assert_eq!(text.parse::<AuctionFlopAction>(), Ok(action), "{text}");
        }
        assert_eq!(
            AuctionFlopAction::Discard(set("2sKd")).to_string(),
            "discard Kd2s"
        );
        assert_eq!(
            AuctionFlopAction::Discard(CardSet::EMPTY).to_string(),
            "discard"
        );
    }

    #[test]
    fn lesson_and_history_spellings_read_as_the_same_move() {
        let discard = AuctionFlopAction::Discard(set("Kd2s"));
        for text in [
            "discard Kd 2s",
            "DISCARD Kd2s",
            "sd Kd2s",
            " discard  Kd, 2s ",
        ] {
            assert_eq!(text.parse(), Ok(discard), "{text}");
        }
        assert_eq!("sd".parse(), Ok(AuctionFlopAction::Discard(CardSet::EMPTY)));
        assert_eq!("bid 3".parse(), Ok(AuctionFlopAction::Bid));
        assert_eq!("offer 12".parse(), Ok(AuctionFlopAction::Offer));
        assert_eq!(
            "keep 8c 9h".parse(),
            Ok(AuctionFlopAction::Keep(set("8c9h")))
        );
    }

    #[test]
    fn text_that_is_not_a_move_is_refused_with_the_reason() {
        let err = |text: &str| text.parse::<AuctionFlopAction>().unwrap_err();
        for unknown in ["", "fold", "raise 5", "pass now", "take 9h"] {
            assert_eq!(
                err(unknown),
                AuctionFlopActionParseError::Unknown(unknown.trim().to_string()),
                "{unknown}"
            );
        }
        assert!(matches!(
            err("discard Kx"),
            AuctionFlopActionParseError::Cards { .. }
        ));
        assert!(matches!(
            err("keep 9h 9h"),
            AuctionFlopActionParseError::Cards { .. }
        ));
        assert_eq!(
            err("bid lots"),
            AuctionFlopActionParseError::Amount("lots".to_string())
        );
    }
}
