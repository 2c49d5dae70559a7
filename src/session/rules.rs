//! The stakes of a match: [`MatchConfig`] for the heads-up games (stacks reset every hand, or
//! carry over with the tournament's rising blinds) and [`AuctionFlopRules`] for Auction Flop
//! Poker (the ante; stacks carried at the table, reset in the arena).

use crate::engine::{Chips, VariantId};

/// How stacks behave between hands.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MatchFormat {
    /// Every hand starts both seats at the full stack (pokerbots and cash games).
    ResetStacks,
    /// Stacks carry over and the blinds rise every `hands_per_level` hands; the match ends
    /// when a player has no chips.
    Tournament { hands_per_level: u32 },
}

/// The rules of a match.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct MatchConfig {
    pub variant: VariantId,
    /// Each player's stack at the start of a hand (reset) or of the match (tournament).
    pub stack: Chips,
    /// The blinds (the first level's in a tournament).
    pub small_blind: Chips,
    pub big_blind: Chips,
    /// Hands in the match; `None` plays until stopped (or until a tournament is won).
    pub hands: Option<u32>,
    pub format: MatchFormat,
}

impl MatchConfig {
    /// The defaults of RULES.md for a heads-up variant (hold'em: the cash format).
    pub fn defaults(variant: VariantId) -> MatchConfig {
        let (stack, small_blind, big_blind, hands) = match variant {
            VariantId::SneakPeek => (5000, 10, 20, Some(1000)),
            VariantId::Holdem => (400, 1, 2, None),
            _ => (400, 1, 2, Some(1000)),
        };
        MatchConfig {
            variant,
            stack,
            small_blind,
            big_blind,
            hands,
            format: MatchFormat::ResetStacks,
        }
    }

    /// The theaigames heads-up tournament: 500 chips, blinds 10/20 rising every 10 hands.
    pub fn tournament() -> MatchConfig {
        MatchConfig {
            variant: VariantId::Holdem,
            stack: 500,
            small_blind: 10,
            big_blind: 20,
            hands: None,
            format: MatchFormat::Tournament {
                hands_per_level: 10,
            },
        }
    }

    /// The blind level of hand `number` (1-based, the first level 1) in a tournament; `None`
    /// when the blinds never change.
    pub fn level_of_hand(&self, number: u32) -> Option<u32> {
        match self.format {
            MatchFormat::ResetStacks => None,
            MatchFormat::Tournament { hands_per_level } => {
                Some(number.saturating_sub(1) / hands_per_level.max(1) + 1)
            }
        }
    }

    /// The blinds of hand `number` (1-based).
    pub fn blinds_for_hand(&self, number: u32) -> (Chips, Chips) {
        match self.format {
            MatchFormat::ResetStacks => (self.small_blind, self.big_blind),
            MatchFormat::Tournament { hands_per_level } => {
                let level = (number.saturating_sub(1) / hands_per_level.max(1)) as usize;
                let bb = tournament_big_blind(self.big_blind, level);
                (bb / 2, bb)
            }
        }
    }
}

/// The big blind after `level` raises, from a first big blind of `first`: the theaigames
/// steps 20, 30, 40, 50, 60, 80, then 1, 1.2, 1.6, 2, 2.4, 3, 4, 5, 6, 8 times each power of
/// ten from 100, capped at 1,000,000. A first big blind other than 20 scales the same steps.
pub fn tournament_big_blind(first: Chips, level: usize) -> Chips {
    const HEAD: [u64; 6] = [20, 30, 40, 50, 60, 80];
    const STEPS: [u64; 10] = [10, 12, 16, 20, 24, 30, 40, 50, 60, 80];
    let base = if level < HEAD.len() {
        HEAD[level]
    } else {
        let i = level - HEAD.len();
        let decade = 10u64.saturating_pow(1 + (i / STEPS.len()) as u32);
        STEPS[i % STEPS.len()].saturating_mul(decade)
    };
    let scaled = base.min(1_000_000).saturating_mul(u64::from(first)) / 20;
    scaled.min(u64::from(Chips::MAX)) as Chips
}

/// The stakes of an Auction Flop Poker match.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct AuctionFlopRules {
    /// Each player's chips at the start (of the match, or of every hand when they reset).
    pub stack: Chips,
    pub ante: Chips,
    /// Hands in the match; `None` plays until stopped (or until too few can pay the ante).
    pub hands: Option<u32>,
    /// Chips carry from hand to hand (the table); otherwise every hand starts afresh (the
    /// arena).
    pub carry: bool,
}
