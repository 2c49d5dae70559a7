//! Rollouts against a weighted range: deal the opponent a hand from the range, complete the
//! board by the variant's rule (River of Blood keeps dealing while the last card is red), give
//! out auction cards, and count wins. The tally keeps wins by the opponent hand's strength, so
//! the equity against the part of the range that continues after a bet can be read off it.

use std::time::Instant;

use rand::{Rng, RngCore};

use crate::bots::range::{COMBOS, Range};
use crate::bots::strength::deal_rest;
use crate::cards::{Card, CardSet, Evaluator, HandKey};
use crate::engine::SeatView;

/// Strength buckets for the tally.
pub const BUCKETS: usize = 20;

/// The bucket of a strength from 0 to 1.
pub fn bucket(strength: f64) -> usize {
    ((strength * BUCKETS as f64) as usize).min(BUCKETS - 1)
}

/// Wins and samples by the opponent hand's strength bucket, and the range's weight in each.
#[derive(Debug, Default, Clone, PartialEq)]
pub struct Tally {
    pub wins: [f64; BUCKETS],
    pub count: [f64; BUCKETS],
    pub weight: [f64; BUCKETS],
}

impl Tally {
    /// Equity against the whole range (0.5 with no samples).
    pub fn equity(&self) -> f64 {
        let n: f64 = self.count.iter().sum();
        if n == 0.0 {
            0.5
        } else {
            self.wins.iter().sum::<f64>() / n
        }
    }

    /// The share of the range's weight whose strength is below `strength`.
    pub fn share_below(&self, strength: f64) -> f64 {
        let total: f64 = self.weight.iter().sum();
        if total <= 0.0 {
            return 1.0;
        }
        let edge = strength * BUCKETS as f64;
        let mut below = 0.0;
        for (b, w) in self.weight.iter().enumerate() {
            // A bucket straddling the edge counts for its part below it.
            below += w * (edge - b as f64).clamp(0.0, 1.0);
        }
        below / total
    }

    /// Equity against the part of the range left when its weakest `fold` share folds.
    pub fn against_callers(&self, fold: f64) -> f64 {
        self.against_band(fold, 1.0)
    }

    /// Equity against the part of the range between the shares `lo` and `hi` of its weight,
    /// weakest first (0 to 1 is the whole range); the whole range's equity when that part is
    /// empty.
    pub fn against_band(&self, lo: f64, hi: f64) -> f64 {
        let total: f64 = self.weight.iter().sum();
        if total <= 0.0 || hi <= lo {
            return self.equity();
        }
        let mut below = 0.0;
        let (mut w, mut c) = (0.0, 0.0);
        for b in 0..BUCKETS {
            let share = self.weight[b] / total;
            // The part of this bucket inside [lo, hi], as a share of the bucket.
            let (start, end) = (below, below + share);
            below = end;
            if share <= 0.0 {
                continue;
            }
            let inside = (end.min(hi) - start.max(lo)).max(0.0) / share;
            if inside <= 0.0 {
                continue;
            }
            w += self.wins[b] * inside;
            c += self.count[b] * inside;
        }
        if c > 0.0 { w / c } else { self.equity() }
    }
}

/// What a rollout deals beyond the board.
#[derive(Debug, Clone, Copy, Default)]
pub struct Extra {
    /// Cards added to this seat's hand (an auction card it would win).
    pub mine: usize,
    /// Cards added to the opponent's hand beyond its two.
    pub theirs: usize,
}

/// Rollouts of `view`'s hand against `range` (opponent hands weighted, `strength` by combo).
pub fn rollouts(
    view: &SeatView,
    range: &Range,
    strength: &[f64],
    extra: Extra,
    samples: u32,
    max_ms: f64,
    rng: &mut dyn RngCore,
) -> Tally {
    let mut tally = Tally::default();
    for (w, st) in range.weights.iter().zip(strength) {
        tally.weight[bucket(*st)] += w;
    }
    let cum = range.cumulative();
    let total = cum.last().copied().unwrap_or(0.0);
    if total <= 0.0 {
        return tally;
    }
    let dead: CardSet = view.hole.iter().chain(view.board.iter()).collect();
    let board = view.board.as_slice();
    let ev = Evaluator::get();
    let rule = view.variant().board_rule();
    let mine = HandKey::of(view.hole.as_slice()).combine(HandKey::board_of(board));
    let start = Instant::now();
    let mut pool: Vec<Card> = Vec::with_capacity(52);
    for n in 0..samples {
        if n % 256 == 255 && start.elapsed().as_secs_f64() * 1000.0 > max_ms {
            break;
        }
        let x = rng.random::<f64>() * total;
        let idx = cum.partition_point(|&c| c < x).min(COMBOS.len() - 1);
        let (a, b) = COMBOS[idx];
        let used = dead.union(CardSet::from_iter([a, b]));
        pool.clear();
        pool.extend(Card::all().filter(|c| !used.contains(*c)));
        let n_extra = (extra.mine + extra.theirs).min(pool.len());
        for i in 0..n_extra {
            let j = rng.random_range(i..pool.len());
            pool.swap(i, j);
        }
        let (extras, rest) = pool.split_at_mut(n_extra);
        let n_board = deal_rest(rest, board, rule, rng);
        let mut my_key = mine;
        let mut opp_key = HandKey::of(&[a, b]).combine(HandKey::board_of(board));
        for &c in &rest[..n_board] {
            my_key = my_key.with_card(c);
            opp_key = opp_key.with_card(c);
        }
        for (k, &c) in extras.iter().enumerate() {
            if k < extra.mine {
                my_key = my_key.with_card(c);
            } else {
                opp_key = opp_key.with_card(c);
            }
        }
        let (v_me, v_opp) = (ev.evaluate(my_key.cards()), ev.evaluate(opp_key.cards()));
        let win = if v_me > v_opp {
            1.0
        } else if v_me == v_opp {
            0.5
        } else {
            0.0
        };
        let bk = bucket(strength[idx]);
        tally.wins[bk] += win;
        tally.count[bk] += 1.0;
    }
    tally
}
