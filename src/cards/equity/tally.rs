//! Win, tie and share counts over boards, turned into each hand's equity at the end.

use super::{EquityQuery, EquityReport, HandEquity};

/// Win, tie and share counts. Shares are counted in units of 1/2520 of a pot, so splits among
/// up to nine players stay exact integers.
pub(super) struct Tally {
    wins: Vec<u64>,
    ties: Vec<u64>,
    shares: Vec<u64>,
    share_squares: Vec<f64>,
    trials: u64,
}

const SHARE_UNIT: u64 = 2520;

impl Tally {
    pub(super) fn new(n: usize) -> Tally {
        Tally {
            wins: vec![0; n],
            ties: vec![0; n],
            shares: vec![0; n],
            share_squares: vec![0.0; n],
            trials: 0,
        }
    }

    /// Adds heads-up outcome counts (shares of 1, 0 or 1/2 each).
    pub(super) fn add_heads_up(&mut self, win0: u64, win1: u64, tie: u64) {
        self.trials += win0 + win1 + tie;
        self.wins[0] += win0;
        self.wins[1] += win1;
        self.ties[0] += tie;
        self.ties[1] += tie;
        self.shares[0] += win0 * SHARE_UNIT + tie * SHARE_UNIT / 2;
        self.shares[1] += win1 * SHARE_UNIT + tie * SHARE_UNIT / 2;
        self.share_squares[0] += win0 as f64 + tie as f64 / 4.0;
        self.share_squares[1] += win1 as f64 + tie as f64 / 4.0;
    }

    #[inline(always)]
    pub(super) fn record(&mut self, values: &[u32], squares: bool) {
        self.trials += 1;
        let best = values.iter().copied().max().unwrap_or(0);
        let winners = values.iter().filter(|&&v| v == best).count() as u64;
        let share = SHARE_UNIT / winners;
        for (i, &v) in values.iter().enumerate() {
            if v == best {
                if winners == 1 {
                    self.wins[i] += 1;
                } else {
                    self.ties[i] += 1;
                }
                self.shares[i] += share;
                if squares {
                    let s = 1.0 / winners as f64;
                    self.share_squares[i] += s * s;
                }
            }
        }
    }

    /// Boards counted.
    pub(super) fn trials(&self) -> u64 {
        self.trials
    }

    /// Hand `i`'s wins, ties, equity and the standard error of the equity (0 when exact).
    pub(super) fn summary(&self, i: usize, exact: bool) -> (u64, u64, f64, f64) {
        let n = self.trials.max(1) as f64;
        let equity = self.shares[i] as f64 / SHARE_UNIT as f64 / n;
        let std_error = if exact {
            0.0
        } else {
            let var = (self.share_squares[i] / n - equity * equity).max(0.0);
            (var / n).sqrt()
        };
        (self.wins[i], self.ties[i], equity, std_error)
    }

    pub(super) fn report(&self, query: &EquityQuery, exact: bool) -> EquityReport {
        let hands = query
            .hands
            .iter()
            .enumerate()
            .map(|(i, hand)| {
                let (wins, ties, equity, std_error) = self.summary(i, exact);
                HandEquity {
                    hand: hand.clone(),
                    wins,
                    ties,
                    equity,
                    std_error,
                }
            })
            .collect();
        EquityReport {
            hands,
            trials: self.trials,
            exact,
        }
    }
}
