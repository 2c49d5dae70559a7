//! The human player's lifetime statistics, one set per variant, kept in [`STATS_FILE`] in
//! felt's data directory: hands, bankroll and its history, how often the player puts chips in
//! preflop (VPIP) and raises (PFR), showdowns won, and auctions won with the bid paid per chip
//! of pot. Each finished [`Hand`] is read from its events; the file is JSON, written atomically,
//! and a file that cannot be read back is moved aside rather than overwritten. Sessions add
//! their hands with [`PlayerStats::update`], which reads, changes and writes the file under an
//! exclusive lock, so two tables open at once both count.
//!
//! The pieces: `variant` counts one variant's hands, `preflop` reads a hand's preflop
//! line, `drill` keeps the bidding drill's results, `store` loads and saves the file under
//! its lock (waiting a bounded time for it), `saver` saves a table's finished hands (history
//! files and statistics) off the table's thread and keeps those that failed to retry, and
//! `summary` prints the table of `felt stats`.

mod drill;
mod preflop;
mod saver;
mod store;
mod summary;
mod variant;

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use crate::engine::{Hand, Seat};

pub use drill::{DRILL_HISTORY_CAP, DrillSession, DrillStats};
pub use saver::{HandCount, PendingHand, SaveReport, SaveTargets, save_pending};
pub use store::{LOCK_WAIT, LoadedStats, StatsError};
pub use variant::{BANKROLL_HISTORY_CAP, VariantStats};

/// The name hold'em tournament hands are counted under, apart from the cash game's: the blinds
/// rise, so the chips and big blinds of the two do not add up.
pub const TOURNAMENT: &str = "tournament";

/// The file name of the statistics file inside felt's data directory.
pub const STATS_FILE: &str = "stats.json";

/// The player's statistics for every variant played, keyed by variant id ("auction").
///
/// Read strictly: every file felt writes has `variants`, and no field has ever been renamed or
/// removed, so a field felt does not know, or a missing `variants`, means the file is not
/// felt's statistics, and it is set aside rather than read as empty and overwritten.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PlayerStats {
    /// One entry per variant id.
    pub variants: BTreeMap<String, VariantStats>,
    /// Bidding drill results (`felt drill`), keyed by variant id; absent in older files.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub drill: BTreeMap<String, DrillStats>,
}

impl PlayerStats {
    /// The statistics of `variant` (an id such as "auction"), created empty if new.
    pub fn variant_mut(&mut self, variant: &str) -> &mut VariantStats {
        self.variants.entry(variant.to_string()).or_default()
    }

    /// Adds one finished hand, played from `seat`, to the statistics of the hand's variant.
    /// A hand that is not over is ignored.
    pub fn record(&mut self, hand: &Hand, seat: Seat) {
        if hand.is_over() {
            self.variant_mut(hand.variant().id()).record(hand, seat);
        }
    }

    /// The first count that cannot be true, in words ("holdem: 9 hands with a voluntary
    /// bet out of 5"), or `None` when every count is possible.
    pub fn impossible(&self) -> Option<String> {
        self.variants
            .iter()
            .find_map(|(id, v)| v.impossible().map(|why| format!("{id}: {why}")))
            .or_else(|| {
                self.drill
                    .iter()
                    .find_map(|(id, d)| d.impossible().map(|why| format!("drill {id}: {why}")))
            })
    }

    /// Hands recorded over all variants.
    pub fn total_hands(&self) -> u64 {
        self.variants
            .values()
            .fold(0u64, |sum, v| sum.saturating_add(v.hands))
    }
}

/// `part / whole`, or `None` when `whole` is 0.
fn ratio(part: f64, whole: u64) -> Option<f64> {
    (whole > 0).then(|| part / whole as f64)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stats_files_from_older_versions_with_missing_fields_still_load() {
        let stats: PlayerStats =
            serde_json::from_str(r#"{"variants":{"holdem":{"hands":3,"bankroll":-7}}}"#).unwrap();
        assert_eq!(stats.variants["holdem"].hands, 3);
        assert_eq!(stats.variants["holdem"].bankroll, -7);
        assert!(stats.variants["holdem"].bankroll_history.is_empty());
        assert!(stats.drill.is_empty());
    }
}
