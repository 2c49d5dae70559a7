//! `VariantId`: which of felt's five games is played, as named on the command line, in the
//! config file and in file names.

use std::fmt;
use std::str::FromStr;

use thiserror::Error;

use crate::cards::{BoardRule, Card, RIVER_BOARD};

/// One of the five games.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum VariantId {
    /// Heads-up no-limit hold'em.
    Holdem,
    /// Auction Hold'em (MIT Pokerbots 2024): a sealed auction for a third hole card.
    Auction,
    /// Sneak Peek Hold'em (IIT Pokerbots 2026): a sealed auction to see an opponent's card.
    SneakPeek,
    /// River of Blood (MIT Pokerbots 2023): more board cards while the last one is red.
    RiverOfBlood,
    /// Auction Flop Poker: a draw game for 3 to 6 seats where flops are auctioned.
    AuctionFlop,
}

impl VariantId {
    /// All variants, in menu order.
    pub const ALL: [VariantId; 5] = [
        VariantId::Auction,
        VariantId::SneakPeek,
        VariantId::RiverOfBlood,
        VariantId::Holdem,
        VariantId::AuctionFlop,
    ];

    /// The id used on the command line and in files ("sneak-peek").
    pub fn id(self) -> &'static str {
        match self {
            VariantId::Holdem => "holdem",
            VariantId::Auction => "auction",
            VariantId::SneakPeek => "sneak-peek",
            VariantId::RiverOfBlood => "river-of-blood",
            VariantId::AuctionFlop => "auction-flop",
        }
    }

    /// The game's full name.
    pub fn name(self) -> &'static str {
        match self {
            VariantId::Holdem => "Heads-up No-Limit Hold'em",
            VariantId::Auction => "Auction Hold'em",
            VariantId::SneakPeek => "Sneak Peek Hold'em",
            VariantId::RiverOfBlood => "River of Blood Hold'em",
            VariantId::AuctionFlop => "Auction Flop Poker",
        }
    }

    /// A short name for narrow places ("Sneak Peek").
    pub fn short_name(self) -> &'static str {
        match self {
            VariantId::Holdem => "Hold'em",
            VariantId::Auction => "Auction",
            VariantId::SneakPeek => "Sneak Peek",
            VariantId::RiverOfBlood => "River of Blood",
            VariantId::AuctionFlop => "Auction Flop",
        }
    }

    /// One line saying what makes the game different.
    pub fn tagline(self) -> &'static str {
        match self {
            VariantId::Holdem => "Classic heads-up no-limit hold'em, cash or tournament.",
            VariantId::Auction => {
                "After the flop, bid for a third hole card; the winner pays the loser's bid (tied bids: both pay, both get one)."
            }
            VariantId::SneakPeek => "After the flop, bid to see one of your opponent's hole cards.",
            VariantId::RiverOfBlood => {
                "After the river, while the last board card is red, another card and betting round follow."
            }
            VariantId::AuctionFlop => {
                "Draw poker for 3 to 6 seats (four by default): discard for a fee, then bid for flops of three cards."
            }
        }
    }

    /// True for the heads-up hold'em games.
    pub fn is_heads_up(self) -> bool {
        self != VariantId::AuctionFlop
    }

    /// True for the heads-up games with a sealed-bid auction after the flop.
    pub fn has_auction(self) -> bool {
        matches!(self, VariantId::Auction | VariantId::SneakPeek)
    }

    /// How this game's board runs out: River of Blood's run cards, five cards in the other
    /// hold'em games (Auction Flop has no board; it gets the standard rule).
    pub fn board_rule(self) -> BoardRule {
        match self {
            VariantId::RiverOfBlood => BoardRule::RiverOfBlood,
            _ => BoardRule::Standard,
        }
    }

    /// True when a run card comes next: the river is out and this game's board rule deals
    /// another card (River of Blood after a red card, below the cap). False in the other games.
    pub fn deals_run_card(self, board: &[Card]) -> bool {
        board.len() >= RIVER_BOARD && self.board_rule().deals_another(board)
    }
}

/// The text is not one of the five variant ids.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error(
    "unknown variant \"{0}\" (choose one of: holdem, auction, sneak-peek, river-of-blood, auction-flop)"
)]
pub struct UnknownVariant(pub String);

impl FromStr for VariantId {
    type Err = UnknownVariant;

    fn from_str(s: &str) -> Result<VariantId, UnknownVariant> {
        let t = s.trim().to_ascii_lowercase().replace('_', "-");
        VariantId::ALL
            .into_iter()
            .find(|v| v.id() == t)
            .ok_or_else(|| UnknownVariant(s.to_string()))
    }
}

impl fmt::Display for VariantId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.id())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_round_trip_and_unknown_ids_are_named() {
        for v in VariantId::ALL {
            assert_eq!(v.id().parse::<VariantId>(), Ok(v));
        }
        assert_eq!(
            "River_Of_Blood".parse::<VariantId>(),
            Ok(VariantId::RiverOfBlood)
        );
        let err = "omaha".parse::<VariantId>().unwrap_err();
        assert!(err.to_string().contains("\"omaha\""));
    }
}

impl VariantId {
    /// The length of a match of this game unless the player sets one, in hands (0: until the
    /// player stops): the competition's 1,000 for its three games, no end for hold'em cash
    /// (RULES.md), and 100 for Auction Flop Poker, which has no competition length.
    pub fn match_hands(self) -> u32 {
        match self {
            VariantId::Auction | VariantId::SneakPeek | VariantId::RiverOfBlood => 1000,
            VariantId::Holdem => 0,
            VariantId::AuctionFlop => 100,
        }
    }

    /// The variant's rules in plain language (Markdown), as shown by `felt rules` and the table.
    pub fn rules_page(self) -> &'static str {
        match self {
            VariantId::Holdem => include_str!("../../../assets/rules/holdem.md"),
            VariantId::Auction => include_str!("../../../assets/rules/auction.md"),
            VariantId::SneakPeek => include_str!("../../../assets/rules/sneak-peek.md"),
            VariantId::RiverOfBlood => include_str!("../../../assets/rules/river-of-blood.md"),
            VariantId::AuctionFlop => include_str!("../../../assets/rules/auction-flop.md"),
        }
    }
}

#[cfg(test)]
mod rules_tests {
    use super::*;

    #[test]
    fn every_variant_has_a_rules_page_titled_with_its_name() {
        for v in VariantId::ALL {
            let page = v.rules_page();
            assert!(page.starts_with("# "), "{v}");
            assert!(page.lines().count() > 40, "{v} rules page is too short");
        }
        assert!(VariantId::Auction.rules_page().contains("third"));
        assert!(VariantId::RiverOfBlood.rules_page().contains("red"));
    }
}
