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
    /// Wins and samples by the next board card dealt (indexed by the card), when a card is
    /// still to come: how the equity moves with the next card (a draw's is all or little).
    pub next: Vec<(f64, f64)>,
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

    /// The equity after each next board card, with the card's share of the samples: each
    /// card's sampled equity drawn toward the whole equity as far as the sampling noise
    /// explains its spread (a made hand that no card moves reads flat, a draw keeps its
    /// hits and misses). Empty when no card is to come.
    pub fn after_next_card(&self) -> Vec<(f64, f64)> {
        let seen: Vec<(f64, f64)> = self
            .next
            .iter()
            .filter(|(_, c)| *c > 0.0)
            .map(|&(w, c)| (w / c, c))
            .collect();
        let n: f64 = seen.iter().map(|(_, c)| c).sum();
        if seen.len() < 2 || n <= 0.0 {
            return Vec::new();
        }
        let mean = seen.iter().map(|(e, c)| e * c).sum::<f64>() / n;
        let spread = seen
            .iter()
            .map(|(e, c)| c * (e - mean).powi(2))
            .sum::<f64>()
            / n;
        // The variance a card's sampled equity has from sampling alone, `m (1 - m) / c` for
        // `c` samples, weighted by the card's share `c / n` as the spread is: `m (1 - m) / n`
        // for each card.
        let noise = seen.len() as f64 * mean * (1.0 - mean) / n;
        let between = (spread - noise).max(0.0);
        let keep = if between + noise > 0.0 {
            between / (between + noise)
        } else {
            0.0
        };
        seen.iter()
            .map(|&(e, c)| (mean + keep * (e - mean), c / n))
            .collect()
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
    let mut next = [(0.0, 0.0); 52];
    let mut any_next = false;
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
        if n_board > 0 {
            let slot = &mut next[usize::from(rest[0].index())];
            slot.0 += win;
            slot.1 += 1.0;
            any_next = true;
        }
    }
    if any_next {
        tally.next = next.to_vec();
    }
    tally
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A tally whose next cards give `equities` (each card sampled `n` times).
    fn next_cards(equities: &[f64], n: f64) -> Tally {
        let mut t = Tally {
            next: vec![(0.0, 0.0); 52],
            ..Tally::default()
        };
        for (i, e) in equities.iter().enumerate() {
            t.next[i] = (e * n, n);
        }
        t
    }

    #[test]
    fn a_next_card_spread_within_the_sampling_noise_reads_flat() {
        // 40 cards around 0.6, each sampled 30 times: the spread is what 30 samples give.
        let equities: Vec<f64> = (0..40)
            .map(|i| 0.6 + if i % 2 == 0 { 0.06 } else { -0.06 })
            .collect();
        let read = next_cards(&equities, 30.0).after_next_card();
        assert_eq!(read.len(), 40);
        for (e, p) in &read {
            assert!((e - 0.6).abs() < 1e-9, "{e}");
            assert!((p - 1.0 / 40.0).abs() < 1e-12, "{p}");
        }
    }

    #[test]
    fn a_draw_keeps_its_hits_and_misses() {
        // 15 cards of 40 win nearly always, the rest nearly never.
        let equities: Vec<f64> = (0..40).map(|i| if i < 15 { 0.95 } else { 0.05 }).collect();
        let read = next_cards(&equities, 30.0).after_next_card();
        let mean: f64 = read.iter().map(|(e, p)| e * p).sum();
        assert!(
            (mean - (15.0 * 0.95 + 25.0 * 0.05) / 40.0).abs() < 1e-9,
            "{mean}"
        );
        assert!(read[0].0 > 0.9 && read[39].0 < 0.1, "{read:?}");
        // Nothing to come: nothing read.
        assert!(Tally::default().after_next_card().is_empty());
    }
}
