//! Saving a table's finished hands (each hand's history file and the statistics) in a way
//! that can run off the table's thread: a hand is a [`PendingHand`] until both are saved, a
//! save that fails (another program holding the stats lock, a full disk) keeps it for the next
//! try, and the stats lock is waited for a bounded time only ([`LOCK_WAIT`](super::LOCK_WAIT)).

use std::path::PathBuf;
use std::time::Duration;

use super::PlayerStats;
use crate::engine::{Hand, Seat};
use crate::history::{HandMeta, HistoryStore};

/// A finished hand not yet fully saved.
#[derive(Debug, Clone)]
pub struct PendingHand {
    pub hand: Hand,
    /// The player's seat in the hand.
    pub seat: Seat,
    pub meta: HandMeta,
    /// The hand ended the match (the match is counted with it).
    pub match_over: bool,
    /// The history file is written.
    pub history_saved: bool,
    /// The hand is counted in the statistics.
    pub stats_saved: bool,
}

impl PendingHand {
    /// A hand nothing of which is saved yet.
    pub fn new(hand: Hand, seat: Seat, meta: HandMeta, match_over: bool) -> PendingHand {
        PendingHand {
            hand,
            seat,
            meta,
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
}

/// Saves `pending` hands to `targets`: each hand's history file, then every hand not yet
/// counted in one update of the statistics, waiting at most `lock_wait` for their lock.
pub fn save_pending(
    targets: &SaveTargets,
    mut pending: Vec<PendingHand>,
    lock_wait: Duration,
) -> SaveReport {
    let mut messages = Vec::new();
    for p in &mut pending {
        match &targets.store {
            Some(store) if !p.history_saved => match store.save(&p.hand, &p.meta) {
                Ok(_) => p.history_saved = true,
                Err(e) => messages.push(format!("could not save the hand history: {e}")),
            },
            _ => p.history_saved = true,
        }
    }
    let mut stats = None;
    match &targets.stats {
        Some(path) if pending.iter().any(|p| !p.stats_saved) => {
            let result = PlayerStats::update_within(path, lock_wait, |fresh| {
                for p in pending.iter().filter(|p| !p.stats_saved) {
                    let v = fresh.variant_mut(p.hand.variant().id());
                    v.record(&p.hand, p.seat);
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
    }
}
