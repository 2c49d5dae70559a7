//! The bidding drill's results (`felt drill`) per variant: totals, one entry per session, the
//! text chart of the loss per spot, and the drill section of `felt stats`.

use std::fmt::Write as _;

use serde::{Deserialize, Serialize};

use super::summary::{or_dash, percent};
use super::{PlayerStats, ratio};

/// How many drill sessions are kept per variant (the most recent ones).
pub const DRILL_HISTORY_CAP: usize = 500;

/// The player's bidding drill results in one variant: totals and one entry per session.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
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
#[serde(default, deny_unknown_fields)]
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
    /// The first count that cannot be true, in words; `None` when every count is possible.
    pub fn impossible(&self) -> Option<String> {
        let bad_loss = |x: f64| !x.is_finite() || x < 0.0;
        if self.perfect > self.spots {
            return Some(format!(
                "{} perfect spots out of {}",
                self.perfect, self.spots
            ));
        }
        if bad_loss(self.total_loss) {
            return Some(format!("a loss of {}", self.total_loss));
        }
        self.sessions.iter().find_map(|s| {
            if s.perfect > s.spots {
                Some(format!(
                    "a session with {} perfect spots out of {}",
                    s.perfect, s.spots
                ))
            } else if bad_loss(s.loss) {
                Some(format!("a session with a loss of {}", s.loss))
            } else {
                None
            }
        })
    }

    /// Adds one session (ignored when it has no spots).
    pub fn record(&mut self, session: DrillSession) {
        if session.spots == 0 {
            return;
        }
        // Totals are kept apart from the sessions, so they stay exact when the oldest sessions
        // are dropped at the cap; they saturate rather than wrap.
        self.spots = self.spots.saturating_add(session.spots);
        self.total_loss += session.loss;
        self.perfect = self.perfect.saturating_add(session.perfect);
        self.sessions.push(session);
        if self.sessions.len() > DRILL_HISTORY_CAP {
            let excess = self.sessions.len() - DRILL_HISTORY_CAP;
            self.sessions.drain(..excess);
        }
    }

    /// Adds `session` as it stands so far: when the last session kept is the same one (same
    /// start time and seed), it is replaced and the totals adjusted by the difference;
    /// otherwise it is recorded as new. So a session can be saved after every spot.
    pub fn record_progress(&mut self, session: DrillSession) {
        match self.sessions.last_mut() {
            Some(last) if last.unix_time == session.unix_time && last.seed == session.seed => {
                self.spots = self
                    .spots
                    .saturating_sub(last.spots)
                    .saturating_add(session.spots);
                self.total_loss += session.loss - last.loss;
                self.perfect = self
                    .perfect
                    .saturating_sub(last.perfect)
                    .saturating_add(session.perfect);
                *last = session;
            }
            _ => self.record(session),
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

impl PlayerStats {
    /// The drill results of `variant` (an id such as "auction"), created empty if new.
    pub fn drill_mut(&mut self, variant: &str) -> &mut DrillStats {
        self.drill.entry(variant.to_string()).or_default()
    }

    /// Drill spots answered over all variants.
    pub fn total_drill_spots(&self) -> u64 {
        self.drill
            .values()
            .fold(0u64, |sum, d| sum.saturating_add(d.spots))
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
}

#[cfg(test)]
mod tests {
    use super::*;

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
}
