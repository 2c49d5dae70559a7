//! What each game is played for: the stack and blinds of the heads-up variants
//! (`[holdem]`, `[auction]`, `[sneak-peek]`, `[river-of-blood]`) and Auction Flop Poker's
//! seats, stack and ante (`[auction-flop]`). A partly written table keeps its variant's
//! defaults.

use serde::{Deserialize, Deserializer, Serialize};

use crate::engine::{Chips, VariantId};
use crate::session::MatchConfig;

/// The stack and blinds of a heads-up variant: `[auction]`, `[sneak-peek]`,
/// `[river-of-blood]`. Inside a [`Config`] each table's missing keys take that variant's
/// defaults ([`Stakes::defaults`]); `Stakes::default()` is Auction Hold'em's.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct Stakes {
    /// Each player's stack at the start of a hand.
    pub stack: Chips,
    pub small_blind: Chips,
    pub big_blind: Chips,
}

impl Stakes {
    /// The stack and blinds of [`MatchConfig::defaults`] for `variant`.
    pub fn defaults(variant: VariantId) -> Stakes {
        let m = MatchConfig::defaults(variant);
        Stakes {
            stack: m.stack,
            small_blind: m.small_blind,
            big_blind: m.big_blind,
        }
    }
}

impl Default for Stakes {
    fn default() -> Stakes {
        Stakes::defaults(VariantId::Auction)
    }
}

/// A `[auction]`-style table as written: the keys present, so the rest can take the
/// variant's defaults.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct StakesPatch {
    stack: Option<Chips>,
    small_blind: Option<Chips>,
    big_blind: Option<Chips>,
}

fn stakes_for<'de, D: Deserializer<'de>>(d: D, variant: VariantId) -> Result<Stakes, D::Error> {
    let patch = StakesPatch::deserialize(d)?;
    let base = Stakes::defaults(variant);
    Ok(Stakes {
        stack: patch.stack.unwrap_or(base.stack),
        small_blind: patch.small_blind.unwrap_or(base.small_blind),
        big_blind: patch.big_blind.unwrap_or(base.big_blind),
    })
}

pub(super) fn auction_stakes<'de, D: Deserializer<'de>>(d: D) -> Result<Stakes, D::Error> {
    stakes_for(d, VariantId::Auction)
}

pub(super) fn sneak_peek_stakes<'de, D: Deserializer<'de>>(d: D) -> Result<Stakes, D::Error> {
    stakes_for(d, VariantId::SneakPeek)
}

pub(super) fn river_of_blood_stakes<'de, D: Deserializer<'de>>(d: D) -> Result<Stakes, D::Error> {
    stakes_for(d, VariantId::RiverOfBlood)
}

/// How hold'em stacks behave between hands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum HoldemFormat {
    /// Stacks reset every hand.
    #[default]
    Cash,
    /// Stacks carry over and the blinds rise (see [`MatchConfig::tournament`]).
    Tournament,
}

/// `[holdem]`: heads-up no-limit hold'em. The stack and blinds not written take the
/// format's defaults: the cash game's, or the tournament's ([`MatchConfig::tournament`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(from = "HoldemPatch")]
pub struct HoldemConfig {
    /// Each player's stack at the start of a hand (cash) or of the match (tournament).
    pub stack: Chips,
    /// The blinds (the first level's in a tournament).
    pub small_blind: Chips,
    pub big_blind: Chips,
    pub format: HoldemFormat,
}

impl Default for HoldemConfig {
    fn default() -> HoldemConfig {
        let s = Stakes::defaults(VariantId::Holdem);
        HoldemConfig {
            stack: s.stack,
            small_blind: s.small_blind,
            big_blind: s.big_blind,
            format: HoldemFormat::Cash,
        }
    }
}

/// A `[holdem]` table as written.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct HoldemPatch {
    stack: Option<Chips>,
    small_blind: Option<Chips>,
    big_blind: Option<Chips>,
    #[serde(default)]
    format: HoldemFormat,
}

impl From<HoldemPatch> for HoldemConfig {
    fn from(patch: HoldemPatch) -> HoldemConfig {
        let base = match patch.format {
            HoldemFormat::Cash => Stakes::defaults(VariantId::Holdem),
            HoldemFormat::Tournament => {
                let t = MatchConfig::tournament();
                Stakes {
                    stack: t.stack,
                    small_blind: t.small_blind,
                    big_blind: t.big_blind,
                }
            }
        };
        HoldemConfig {
            stack: patch.stack.unwrap_or(base.stack),
            small_blind: patch.small_blind.unwrap_or(base.small_blind),
            big_blind: patch.big_blind.unwrap_or(base.big_blind),
            format: patch.format,
        }
    }
}

impl HoldemConfig {
    /// The stack and blinds.
    pub fn stakes(&self) -> Stakes {
        Stakes {
            stack: self.stack,
            small_blind: self.small_blind,
            big_blind: self.big_blind,
        }
    }
}

/// `[auction-flop]`: Auction Flop Poker.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct AuctionFlopConfig {
    /// Seats at the table, 3 to 6 (one person, the rest bots).
    pub seats: u8,
    /// Each seat's stack at the start of a hand.
    pub stack: Chips,
    /// What every seat puts in before the deal.
    pub ante: Chips,
}

impl Default for AuctionFlopConfig {
    fn default() -> AuctionFlopConfig {
        AuctionFlopConfig {
            seats: 4,
            stack: 300,
            ante: 3,
        }
    }
}
