//! The human player's lifetime statistics, one set per variant, kept in [`STATS_FILE`] in
//! felt's data directory: hands, bankroll and its history, how often the player puts chips in
//! preflop (VPIP) and raises (PFR), showdowns won, and auctions won with the bid paid per chip
//! of pot. Each finished [`Hand`] is read from its events; the file is JSON, written atomically,
//! and a file that cannot be read back is moved aside rather than overwritten. Sessions add
//! their hands with [`PlayerStats::update`], which reads, changes and writes the file under an
//! exclusive lock, so two tables open at once both count.

use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::fs;
use std::io;
use std::path::{Path, PathBuf};
use std::time::{SystemTime, UNIX_EPOCH};

use serde::{Deserialize, Serialize};
use thiserror::Error;

use crate::engine::{Action, Chips, Event, Hand, Ledger, Seat, Street};
use crate::history::write_atomically;

/// The file name of the statistics file inside felt's data directory.
pub const STATS_FILE: &str = "stats.json";

/// How many entries of the bankroll history are kept (the most recent ones).
pub const BANKROLL_HISTORY_CAP: usize = 5000;

/// The player's statistics for every variant played, keyed by variant id ("auction").
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct PlayerStats {
    /// One entry per variant id.
    #[serde(default)]
    pub variants: BTreeMap<String, VariantStats>,
    /// Bidding drill results (`felt drill`), keyed by variant id; absent in older files.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub drill: BTreeMap<String, DrillStats>,
}

/// How many drill sessions are kept per variant (the most recent ones).
pub const DRILL_HISTORY_CAP: usize = 500;

/// The player's bidding drill results in one variant: totals and one entry per session.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct DrillStats {
    /// Spots answered.
    pub spots: u64,
    /// Chips of expected value lost over all spots (see `felt::drill`).
    pub total_loss: f64,
    /// Spots answered with no loss.
    pub perfect: u64,
    /// One entry per drill session, oldest first; at most [`DRILL_HISTORY_CAP`].
    pub sessions: Vec<DrillSession>,
}

/// One drill session's result.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct DrillSession {
    /// When the session was saved, in seconds since 1970.
    pub unix_time: u64,
    /// The seed the spots came from.
    pub seed: u64,
    /// Spots answered.
    pub spots: u64,
    /// Chips of expected value lost in the session.
    pub loss: f64,
    /// Spots answered with no loss.
    pub perfect: u64,
}

impl DrillSession {
    /// The average loss per spot, or `None` with no spots.
    pub fn loss_per_spot(&self) -> Option<f64> {
        ratio(self.loss, self.spots)
    }
}

impl DrillStats {
    /// Adds one session (ignored when it has no spots).
    pub fn record(&mut self, session: DrillSession) {
        if session.spots == 0 {
            return;
        }
        self.spots += session.spots;
        self.total_loss += session.loss;
        self.perfect += session.perfect;
        self.sessions.push(session);
        if self.sessions.len() > DRILL_HISTORY_CAP {
            let excess = self.sessions.len() - DRILL_HISTORY_CAP;
            self.sessions.drain(..excess);
        }
    }

    /// The average loss per spot over all sessions, or `None` with no spots.
    pub fn loss_per_spot(&self) -> Option<f64> {
        ratio(self.total_loss, self.spots)
    }

    /// A small text chart of the average loss per spot in each of the last `width` sessions,
    /// oldest on the left, `height` rows tall (lower is better), with a scale on the left.
    pub fn chart_text(&self, width: usize, height: usize) -> String {
        let height = height.max(1);
        let start = self.sessions.len().saturating_sub(width.max(1));
        let points: Vec<f64> = self.sessions[start..]
            .iter()
            .map(|s| s.loss_per_spot().unwrap_or(0.0))
            .collect();
        if points.is_empty() {
            return String::new();
        }
        let top = points.iter().copied().fold(0.0_f64, f64::max).max(1e-9);
        let mut out = String::new();
        for row in (0..height).rev() {
            // Each row covers (row / height, (row + 1) / height] of the top value.
            let floor = top * row as f64 / height as f64;
            let label = if row + 1 == height {
                format!("{top:>7.1}")
            } else if row == 0 {
                format!("{:>7.1}", 0.0)
            } else {
                " ".repeat(7)
            };
            let bars: String = points
                .iter()
                .map(|&p| if p > floor { '#' } else { ' ' })
                .collect();
            let _ = writeln!(out, "{label} |{}", bars.trim_end());
        }
        let _ = writeln!(out, "{} +{}", " ".repeat(7), "-".repeat(points.len()));
        out
    }
}

/// The player's statistics in one variant.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct VariantStats {
    /// Hands finished.
    pub hands: u64,
    /// Chips won (or lost, when negative) over all hands.
    pub bankroll: i64,
    /// The bankroll after each hand, oldest first; at most the last
    /// [`BANKROLL_HISTORY_CAP`] hands.
    pub bankroll_history: Vec<i64>,
    /// Matches finished.
    pub matches: u64,
    /// Hands where the player put chips in voluntarily preflop (a call that cost something or
    /// a raise; the big blind checking its option does not count).
    pub vpip_hands: u64,
    /// Hands where the player raised preflop.
    pub pfr_hands: u64,
    /// Hands where the player had at least one preflop decision.
    pub preflop_decisions: u64,
    /// Hands that went to showdown.
    pub showdowns: u64,
    /// Showdowns won; a split pot counts one half.
    pub showdown_wins: f64,
    /// Auctions taken part in.
    pub auctions: u64,
    /// Auctions won; a tie counts as won.
    pub auction_wins: u64,
    /// The player's bid divided by the pot at the auction, summed over auctions.
    pub bid_to_pot_sum: f64,
}

impl VariantStats {
    /// Adds one finished hand as played from `seat`. A hand that is not over is ignored.
    pub fn record(&mut self, hand: &Hand, seat: Seat) {
        let Some(outcome) = hand.outcome() else {
            return;
        };
        let me = seat.index();
        let Some(&net) = outcome.net.get(me) else {
            return;
        };
        self.hands += 1;
        self.bankroll += net;
        self.bankroll_history.push(self.bankroll);
        if self.bankroll_history.len() > BANKROLL_HISTORY_CAP {
            let excess = self.bankroll_history.len() - BANKROLL_HISTORY_CAP;
            self.bankroll_history.drain(..excess);
        }

        let preflop = Preflop::read(hand, seat);
        self.preflop_decisions += u64::from(preflop.decided);
        self.vpip_hands += u64::from(preflop.voluntary);
        self.pfr_hands += u64::from(preflop.raised);

        if let Some(values) = outcome.values.filter(|_| outcome.showdown) {
            self.showdowns += 1;
            self.showdown_wins += match values[me].cmp(&values[seat.other().index()]) {
                std::cmp::Ordering::Greater => 1.0,
                std::cmp::Ordering::Equal => 0.5,
                std::cmp::Ordering::Less => 0.0,
            };
        }

        if let Some(auction) = hand.auction() {
            self.auctions += 1;
            if auction.winners[me] {
                self.auction_wins += 1;
            }
            if preflop.pot > 0 {
                self.bid_to_pot_sum += f64::from(auction.bids[me]) / f64::from(preflop.pot);
            }
        }
    }

    /// Counts one finished match.
    pub fn record_match_end(&mut self) {
        self.matches += 1;
    }

    /// The share of hands with a preflop decision where the player put chips in voluntarily.
    pub fn vpip(&self) -> Option<f64> {
        ratio(self.vpip_hands as f64, self.preflop_decisions)
    }

    /// The share of hands with a preflop decision where the player raised preflop.
    pub fn pfr(&self) -> Option<f64> {
        ratio(self.pfr_hands as f64, self.preflop_decisions)
    }

    /// The share of showdowns won (split pots count one half).
    pub fn showdown_win_rate(&self) -> Option<f64> {
        ratio(self.showdown_wins, self.showdowns)
    }

    /// The share of auctions won (ties count as won).
    pub fn auction_win_rate(&self) -> Option<f64> {
        ratio(self.auction_wins as f64, self.auctions)
    }

    /// The average bid as a fraction of the pot at the auction.
    pub fn avg_bid_to_pot(&self) -> Option<f64> {
        ratio(self.bid_to_pot_sum, self.auctions)
    }

    /// Milli-big-blinds won per hand, or `None` with no hands (or a big blind of 0).
    pub fn mbb_per_hand(&self, big_blind: u32) -> Option<f64> {
        if big_blind == 0 {
            return None;
        }
        ratio(
            1000.0 * self.bankroll as f64 / f64::from(big_blind),
            self.hands,
        )
    }
}

/// `part / whole`, or `None` when `whole` is 0.
fn ratio(part: f64, whole: u64) -> Option<f64> {
    (whole > 0).then(|| part / whole as f64)
}

/// What one seat did before the flop, read from a hand's events.
#[derive(Debug, Default)]
struct Preflop {
    /// The seat acted at least once preflop.
    decided: bool,
    /// The seat called something or raised.
    voluntary: bool,
    /// The seat raised.
    raised: bool,
    /// Every chip in when the flop was dealt (0 if it never was).
    pot: Chips,
}

impl Preflop {
    fn read(hand: &Hand, seat: Seat) -> Preflop {
        let mut ledger = Ledger::new(hand.setup().stacks);
        let mut out = Preflop::default();
        for event in hand.events() {
            ledger.record(event);
            match *event {
                Event::Act {
                    seat: s,
                    action,
                    chips,
                } if s == seat => {
                    out.decided = true;
                    out.voluntary |= chips > 0;
                    out.raised |= matches!(action, Action::RaiseTo(_));
                }
                Event::DealBoard {
                    street: Street::Flop,
                    ..
                } => {
                    out.pot = ledger.collected();
                    break;
                }
                _ => {}
            }
        }
        out
    }
}

/// Statistics read from disk, with a note for the player when the old file had to be set aside.
#[derive(Debug, Clone, PartialEq)]
pub struct LoadedStats {
    /// The statistics (empty for a new or unreadable file).
    pub stats: PlayerStats,
    /// Set when the file could not be read and was moved aside; says where, in plain words.
    pub warning: Option<String>,
}

/// Why the statistics file could not be read or written.
#[derive(Debug, Error)]
pub enum StatsError {
    #[error("could not read the stats file {}: {source}", path.display())]
    Read {
        path: PathBuf,
        #[source]
        source: io::Error,
    },
    #[error(
        "the stats file {} is unreadable ({reason}) and could not be moved aside to {}: {source}",
        path.display(),
        to.display()
    )]
    MoveAside {
        path: PathBuf,
        to: PathBuf,
        reason: String,
        #[source]
        source: io::Error,
    },
    #[error("could not lock the stats file with {}: {source}", path.display())]
    Lock {
        path: PathBuf,
        #[source]
        source: io::Error,
    },
    #[error("could not encode the stats: {0}")]
    Encode(#[source] serde_json::Error),
    #[error("could not write the stats file {}: {source}", path.display())]
    Write {
        path: PathBuf,
        #[source]
        source: io::Error,
    },
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

    /// The drill results of `variant` (an id such as "auction"), created empty if new.
    pub fn drill_mut(&mut self, variant: &str) -> &mut DrillStats {
        self.drill.entry(variant.to_string()).or_default()
    }

    /// Drill spots answered over all variants.
    pub fn total_drill_spots(&self) -> u64 {
        self.drill.values().map(|d| d.spots).sum()
    }

    /// The drill section of `felt stats`: per variant, spots, loss per spot, spots with no
    /// loss, and a chart of the loss per spot over the last sessions. Empty with no drills.
    pub fn drill_text(&self) -> String {
        self.drill_lines(true)
    }

    /// The drill section's one line per variant (with the text chart under each when
    /// `with_chart`; the full-screen stats draw their own chart).
    pub fn drill_lines(&self, with_chart: bool) -> String {
        let mut out = String::new();
        for (id, d) in self.drill.iter().filter(|(_, d)| d.spots > 0) {
            let _ = writeln!(
                out,
                "Bidding drill, {id}: {} spot{}, {} chips of EV lost per spot, {} with no loss",
                d.spots,
                if d.spots == 1 { "" } else { "s" },
                or_dash(d.loss_per_spot(), |x| format!("{x:.2}")),
                percent(d.perfect as f64 / d.spots as f64),
            );
            if with_chart {
                let _ = writeln!(out, "Chips lost per spot, by session (lower is better):");
                out.push_str(&d.chart_text(60, 5));
            }
        }
        out
    }

    /// Hands recorded over all variants.
    pub fn total_hands(&self) -> u64 {
        self.variants.values().map(|v| v.hands).sum()
    }

    /// Reads the statistics from `path`. A missing file gives empty statistics. A file that
    /// cannot be parsed is renamed to `<name>.corrupt-<unix seconds>` beside it (never
    /// overwritten), and empty statistics come back with a warning saying so.
    ///
    /// # Errors
    /// [`StatsError::Read`] when the file exists but cannot be read;
    /// [`StatsError::MoveAside`] when an unreadable file cannot be renamed.
    pub fn load(path: &Path) -> Result<LoadedStats, StatsError> {
        let bytes = match fs::read(path) {
            Ok(bytes) => bytes,
            Err(e) if e.kind() == io::ErrorKind::NotFound => {
                return Ok(LoadedStats {
                    stats: PlayerStats::default(),
                    warning: None,
                });
            }
            Err(source) => {
                return Err(StatsError::Read {
                    path: path.to_path_buf(),
                    source,
                });
            }
        };
        let reason = match serde_json::from_slice::<PlayerStats>(&bytes) {
            Ok(stats) => {
                return Ok(LoadedStats {
                    stats,
                    warning: None,
                });
            }
            Err(e) => e.to_string(),
        };
        let to = corrupt_path(path);
        fs::rename(path, &to).map_err(|source| StatsError::MoveAside {
            path: path.to_path_buf(),
            to: to.clone(),
            reason: reason.clone(),
            source,
        })?;
        Ok(LoadedStats {
            stats: PlayerStats::default(),
            warning: Some(format!(
                "stats file {} was unreadable ({reason}); moved it to {} and started fresh",
                path.display(),
                to.display()
            )),
        })
    }

    /// Reads the statistics at `path`, applies `change` and writes them back, all while
    /// holding an exclusive lock on `<path>.lock`: concurrent sessions merge instead of the
    /// last save winning. Returns the statistics as written (and a warning if the file was
    /// unreadable and moved aside).
    ///
    /// # Errors
    /// [`StatsError::Lock`] when the lock file cannot be opened or locked, and the errors of
    /// [`PlayerStats::load`] and [`PlayerStats::save`].
    pub fn update(
        path: &Path,
        change: impl FnOnce(&mut PlayerStats),
    ) -> Result<LoadedStats, StatsError> {
        use nix::fcntl::{Flock, FlockArg};
        let lock_path = path.with_extension("json.lock");
        if let Some(dir) = path.parent() {
            let _ = fs::create_dir_all(dir);
        }
        let lock_error = |source: io::Error| StatsError::Lock {
            path: lock_path.clone(),
            source,
        };
        let file = fs::OpenOptions::new()
            .create(true)
            .truncate(false)
            .write(true)
            .open(&lock_path)
            .map_err(lock_error)?;
        let _lock = Flock::lock(file, FlockArg::LockExclusive)
            .map_err(|(_, errno)| lock_error(io::Error::from(errno)))?;
        let mut loaded = PlayerStats::load(path)?;
        change(&mut loaded.stats);
        loaded.stats.save(path)?;
        Ok(loaded)
    }

    /// Writes the statistics to `path` as pretty-printed JSON, atomically (a temporary file
    /// beside it, renamed into place), creating the folder if needed.
    ///
    /// # Errors
    /// [`StatsError::Encode`] if the statistics cannot be encoded; [`StatsError::Write`] when
    /// the file cannot be written.
    pub fn save(&self, path: &Path) -> Result<(), StatsError> {
        let mut json = serde_json::to_vec_pretty(self).map_err(StatsError::Encode)?;
        json.push(b'\n');
        write_atomically(path, &json).map_err(|source| StatsError::Write {
            path: path.to_path_buf(),
            source,
        })
    }

    /// A table for the terminal, one row per variant played: hands, bankroll in chips,
    /// mbb/hand (using `big_blind_of(variant id)`), VPIP, PFR, showdowns won, auctions won and
    /// the average bid per chip of pot. With no hands, a line saying how to start.
    pub fn summary_text(&self, big_blind_of: impl Fn(&str) -> u32) -> String {
        let played: Vec<(&String, &VariantStats)> =
            self.variants.iter().filter(|(_, v)| v.hands > 0).collect();
        if played.is_empty() {
            return "No hands recorded yet. Play some with `felt play` and your statistics \
                    will appear here.\n"
                .to_string();
        }
        let header = [
            "variant", "hands", "bankroll", "mbb/hand", "VPIP", "PFR", "SD won", "auct won",
            "bid/pot",
        ];
        let rows: Vec<[String; 9]> = played
            .iter()
            .map(|(id, v)| {
                [
                    (*id).clone(),
                    v.hands.to_string(),
                    format!("{:+}", v.bankroll),
                    or_dash(v.mbb_per_hand(big_blind_of(id)), |x| format!("{x:+.0}")),
                    or_dash(v.vpip(), percent),
                    or_dash(v.pfr(), percent),
                    or_dash(v.showdown_win_rate(), percent),
                    or_dash(v.auction_win_rate(), percent),
                    or_dash(v.avg_bid_to_pot(), |x| format!("{x:.2}")),
                ]
            })
            .collect();
        let mut widths = header.map(str::len);
        for row in &rows {
            for (w, cell) in widths.iter_mut().zip(row) {
                *w = (*w).max(cell.chars().count());
            }
        }
        let mut out = String::new();
        let mut line = |cells: &[&str]| {
            let mut text = String::new();
            for (i, (cell, w)) in cells.iter().zip(widths).enumerate() {
                // The variant column is left-aligned, the numbers right-aligned.
                let _ = if i == 0 {
                    write!(text, "{cell:<w$}")
                } else {
                    write!(text, "  {cell:>w$}")
                };
            }
            out.push_str(text.trim_end());
            out.push('\n');
        };
        line(&header);
        for row in &rows {
            let cells: Vec<&str> = row.iter().map(String::as_str).collect();
            line(&cells);
        }
        out
    }
}

fn percent(x: f64) -> String {
    format!("{:.1}%", 100.0 * x)
}

fn or_dash(value: Option<f64>, show: impl Fn(f64) -> String) -> String {
    value.map_or_else(|| "-".to_string(), show)
}

/// `<name>.corrupt-<unix seconds>` beside `path`, with `-2`, `-3`, ... added if taken.
fn corrupt_path(path: &Path) -> PathBuf {
    let secs = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_secs());
    let name = path
        .file_name()
        .map_or_else(|| STATS_FILE.into(), |n| n.to_string_lossy());
    let base = path.with_file_name(format!("{name}.corrupt-{secs}"));
    let mut candidate = base.clone();
    let mut n = 2;
    while candidate.exists() {
        candidate = path.with_file_name(format!("{name}.corrupt-{secs}-{n}"));
        n += 1;
    }
    candidate
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rates_are_none_without_data() {
        let v = VariantStats::default();
        assert_eq!(v.vpip(), None);
        assert_eq!(v.pfr(), None);
        assert_eq!(v.showdown_win_rate(), None);
        assert_eq!(v.auction_win_rate(), None);
        assert_eq!(v.avg_bid_to_pot(), None);
        assert_eq!(v.mbb_per_hand(2), None);
    }

    #[test]
    fn mbb_per_hand_is_thousandths_of_a_big_blind_per_hand() {
        let v = VariantStats {
            hands: 4,
            bankroll: 10,
            ..VariantStats::default()
        };
        assert_eq!(v.mbb_per_hand(2), Some(1250.0));
        assert_eq!(v.mbb_per_hand(0), None);
    }

    #[test]
    fn stats_files_from_older_versions_with_missing_fields_still_load() {
        let stats: PlayerStats =
            serde_json::from_str(r#"{"variants":{"holdem":{"hands":3,"bankroll":-7}}}"#).unwrap();
        assert_eq!(stats.variants["holdem"].hands, 3);
        assert_eq!(stats.variants["holdem"].bankroll, -7);
        assert!(stats.variants["holdem"].bankroll_history.is_empty());
        assert!(stats.drill.is_empty());
    }

    #[test]
    fn drill_sessions_add_up_and_files_without_drills_stay_unchanged() {
        let empty = serde_json::to_string(&PlayerStats::default()).unwrap();
        assert!(!empty.contains("drill"));
        let mut stats = PlayerStats::default();
        let d = stats.drill_mut("auction");
        d.record(DrillSession {
            unix_time: 1,
            seed: 1,
            spots: 4,
            loss: 10.0,
            perfect: 2,
        });
        d.record(DrillSession::default());
        d.record(DrillSession {
            unix_time: 2,
            seed: 2,
            spots: 6,
            loss: 5.0,
            perfect: 5,
        });
        assert_eq!((d.spots, d.perfect, d.sessions.len()), (10, 7, 2));
        assert_eq!(d.loss_per_spot(), Some(1.5));
        let chart = d.chart_text(10, 2);
        assert_eq!(chart.lines().count(), 3);
        assert!(chart.lines().next().unwrap().ends_with("|#"));
        let back: PlayerStats =
            serde_json::from_str(&serde_json::to_string(&stats).unwrap()).unwrap();
        assert_eq!(back, stats);
        assert!(stats.drill_text().contains("10 spots"));
    }

    #[test]
    fn drill_results_merge_under_the_lock() {
        let dir = std::env::temp_dir().join(format!("felt-drill-stats-{}", std::process::id()));
        let path = dir.join(STATS_FILE);
        for seed in [1, 2] {
            PlayerStats::update(&path, |s| {
                s.drill_mut("sneak-peek").record(DrillSession {
                    seed,
                    spots: 1,
                    ..DrillSession::default()
                });
            })
            .unwrap();
        }
        let loaded = PlayerStats::load(&path).unwrap().stats;
        assert_eq!(loaded.drill["sneak-peek"].spots, 2);
        let _ = fs::remove_dir_all(dir);
    }
}
