//! How a bot is hosted: the game clock (MIT's, IIT's engine's and IIT's documented one),
//! whether the small blind is shown the big blind's bid, the bot's log and its connect and
//! exit limits.

use std::path::PathBuf;
use std::time::Duration;

use super::process;
use crate::engine::VariantId;

/// Whether the small blind sees the big blind's bid before bidding.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum BidReveal {
    /// felt's default: the skeletons need an `A` clause there; it is sent as `A0`.
    #[default]
    Sealed,
    /// The official engines' behaviour: the real bid is sent.
    Leaky,
}

/// Hands in one official match: a hosted bot's clock is refilled after each this many hands
/// (a longer arena match or table session is several official matches in a row, each with
/// its own clock).
pub const MATCH_HANDS: u32 = 1000;

/// The game clock.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Clock {
    /// For the whole match of [`MATCH_HANDS`] hands.
    pub total: Duration,
    /// For a single answer.
    pub per_question: Duration,
}

impl Clock {
    /// MIT's official clock: 30 s for the match; an answer slower than 10 s runs it out.
    pub const MIT: Clock = Clock {
        total: Duration::from_secs(30),
        per_question: Duration::from_secs(10),
    };
    /// The IIT 2026 engine's clock: 30 s for the match, at most 10 s for one answer (the
    /// engine wins over IIT's documents, which say 20 s and 2 s).
    pub const IIT: Clock = Clock {
        total: Duration::from_secs(30),
        per_question: Duration::from_secs(10),
    };
    /// The stricter clock of IIT's documents: 20 s for the match, 2 s per question.
    pub const IIT_DOCUMENTED: Clock = Clock {
        total: Duration::from_secs(20),
        per_question: Duration::from_secs(2),
    };

    /// The clock of `variant`'s official engine: IIT's for Sneak Peek (IIT's 2026 game), MIT's
    /// for the others.
    pub fn for_variant(variant: VariantId) -> Clock {
        if variant == VariantId::SneakPeek {
            Clock::IIT
        } else {
            Clock::MIT
        }
    }
}

/// How to host a bot.
#[derive(Debug, Clone)]
pub struct RemoteConfig {
    pub clock: Clock,
    pub reveal: BidReveal,
    /// Where the bot's output is saved (capped at 512 KiB).
    pub log: Option<PathBuf>,
    /// How long the bot may take to connect (and to build).
    pub connect_limit: Duration,
    /// How long to wait for the bot to exit after `Q`.
    pub exit_grace: Duration,
}

impl Default for RemoteConfig {
    fn default() -> Self {
        RemoteConfig {
            clock: Clock::MIT,
            reveal: BidReveal::Sealed,
            log: None,
            connect_limit: process::CONNECT_LIMIT,
            exit_grace: Duration::from_secs(10),
        }
    }
}
