//! Saving a match's finished hands (each hand's history file and the statistics) in a way
//! that can run off the table's thread: a hand is a [`PendingHand`] until both are saved, a
//! save that fails (another program holding the stats lock, a full disk) keeps it for the next
//! try, and the stats lock is waited for a bounded time only ([`LOCK_WAIT`](super::LOCK_WAIT)).
//! A pending hand holds its history file's text and what it adds to the statistics, never the
//! hand itself, so either game is saved the same way.

use std::path::PathBuf;
use std::time::Duration;

use super::{PlayerStats, VariantStats};
use crate::engine::{Hand, Seat, VariantId};
use crate::history::HistoryStore;

/// What a finished hand adds to the player's statistics.
#[derive(Debug, Clone)]
pub enum HandCount {
    /// A heads-up hand played from `seat`: the net, preflop habits, showdowns and auctions.
    HeadsUp(Box<Hand>, Seat),
    /// A hand of a game counted by its net alone (Auction Flop Poker).
    Net(i64),
}

impl HandCount {
    /// Adds the hand to `stats`.
    pub fn add_to(&self, stats: &mut VariantStats) {
        match self {
            HandCount::HeadsUp(hand, seat) => stats.record(hand, *seat),
            HandCount::Net(net) => stats.record_net(*net),
        }
    }
}

/// A finished hand not yet fully saved.
#[derive(Debug, Clone)]
pub struct PendingHand {
    /// The game.
    pub variant: VariantId,
    /// The name its statistics are counted under: the game's id, or
    /// [`TOURNAMENT`](super::TOURNAMENT) for a hold'em tournament's hand.
    pub stats_key: &'static str,
    /// The hand's number in its file name.
    pub number: u32,
    /// The history file's text.
    pub history: String,
    /// What the hand adds to the statistics (`None`: nothing, the player did not sit in).
    pub count: Option<HandCount>,
    /// The hand ended the match (the match is counted with it).
    pub match_over: bool,
    /// The history file is written.
    pub history_saved: bool,
    /// The hand is counted in the statistics.
    pub stats_saved: bool,
}

impl PendingHand {
    /// A hand nothing of which is saved yet.
    pub fn new(
        variant: VariantId,
        number: u32,
        history: String,
        count: Option<HandCount>,
        match_over: bool,
    ) -> PendingHand {
        PendingHand {
            variant,
            stats_key: variant.id(),
            number,
            history,
            count,
            match_over,
            history_saved: false,
            stats_saved: false,
        }
    }
}

/// Where a table's hands are saved (either may be off).
#[derive(Debug, Clone, Default)]
pub struct SaveTargets {
    pub store: Option<HistoryStore>,
    pub stats: Option<PathBuf>,
}

/// What one save did.
#[derive(Debug, Clone, Default)]
pub struct SaveReport {
    /// The hands still not fully saved (to try again later), oldest first.
    pub pending: Vec<PendingHand>,
    /// The statistics as written, when they were.
    pub stats: Option<PlayerStats>,
    /// What failed (or a note, such as a damaged stats file moved aside), one line each.
    pub messages: Vec<String>,
    /// Why the first history file could not be written, when one could not.
    pub history_error: Option<String>,
}

/// Saves `pending` hands to `targets`: each hand's history file, then every hand not yet
/// counted in one update of the statistics, waiting at most `lock_wait` for their lock.
pub fn save_pending(
    targets: &SaveTargets,
    mut pending: Vec<PendingHand>,
    lock_wait: Duration,
) -> SaveReport {
    let mut messages = Vec::new();
    let mut history_error = None;
    for p in &mut pending {
        match &targets.store {
            Some(store) if !p.history_saved => match store.save_text(p.number, &p.history) {
                Ok(_) => p.history_saved = true,
                Err(e) => {
                    messages.push(format!("could not save the hand history: {e}"));
                    history_error.get_or_insert_with(|| e.to_string());
                }
            },
            _ => p.history_saved = true,
        }
    }
    let mut stats = None;
    match &targets.stats {
        Some(path) if pending.iter().any(|p| !p.stats_saved) => {
            let result = PlayerStats::update_within(path, lock_wait, |fresh| {
                for p in pending.iter().filter(|p| !p.stats_saved) {
                    let v = fresh.variant_mut(p.stats_key);
                    if let Some(count) = &p.count {
                        count.add_to(v);
                    }
                    if p.match_over {
                        v.record_match_end();
                    }
                }
            });
            match result {
                Ok(loaded) => {
                    for p in &mut pending {
                        p.stats_saved = true;
                    }
                    messages.extend(loaded.warning);
                    stats = Some(loaded.stats);
                }
                Err(e) => messages.push(format!("could not save stats: {e}")),
            }
        }
        _ => {
            for p in &mut pending {
                p.stats_saved = true;
            }
        }
    }
    pending.retain(|p| !(p.history_saved && p.stats_saved));
    SaveReport {
        pending,
        stats,
        messages,
        history_error,
    }
}
