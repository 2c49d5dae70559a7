//! Exact heads-up preflop equity with two-card hands, the hot case (1,712,304 boards): flops
//! dealt card by card, then turns and rivers counted by rank where no flush is possible.

use crate::cards::card::Card;
use crate::cards::eval::{Evaluator, HandKey as Acc, RANK_KEYS};

/// Heads-up preflop with two-card hands: all five board cards (the hot case: 1,712,304
/// boards). Flops are dealt card by card, each hand's part of the board added once per level;
/// the turn and river then go by [`Runouts::count`].
pub(super) fn heads_up_preflop(
    avail: &[Card],
    keys: &[Acc],
    h0: Acc,
    h1: Acc,
    ev: &Evaluator,
) -> (u64, u64, u64) {
    let n = keys.len();
    let runouts = Runouts::new(avail);
    let mut out = (0u64, 0u64, 0u64);
    for a in 0..n {
        let (a0, a1) = (h0.combine(keys[a]), h1.combine(keys[a]));
        for b in a + 1..n {
            let (b0, b1) = (a0.combine(keys[b]), a1.combine(keys[b]));
            for c in b + 1..n {
                let (c0, c1) = (b0.combine(keys[c]), b1.combine(keys[c]));
                let (w0, w1, t) = runouts.count(keys, c + 1, c0, c1, ev);
                out.0 += w0;
                out.1 += w1;
                out.2 += t;
            }
        }
    }
    out
}

/// For each starting position in the remaining cards (in card order) and each set of suits
/// that can still make a flush ("live" suits, a 4-bit mask): how many of the cards from that
/// position on are of each rank in the other ("dead") suits, and which positions hold
/// live-suit cards.
struct Runouts {
    /// `[start * 16 + live]`: the dead-suit cards by rank.
    dead: Vec<[u8; 13]>,
    /// `[start * 16 + live]`: bit `i` set when position `i` (from `start` on) is live.
    live: Vec<u64>,
}

impl Runouts {
    fn new(avail: &[Card]) -> Runouts {
        let n = avail.len();
        let mut dead = vec![[0u8; 13]; (n + 1) * 16];
        let mut live = vec![0u64; (n + 1) * 16];
        for start in (0..n).rev() {
            let card = avail[start];
            let (rank, suit) = (usize::from(card.rank().index()), card.suit().index());
            for mask in 0..16 {
                let (here, next) = (start * 16 + mask, (start + 1) * 16 + mask);
                dead[here] = dead[next];
                live[here] = live[next];
                if mask & (1 << suit) != 0 {
                    live[here] |= 1 << start;
                } else {
                    dead[here][rank] += 1;
                }
            }
        }
        Runouts { dead, live }
    }

    /// Heads-up counts over every turn and river from the cards at positions `start..` of
    /// `keys` (two-card hands plus a flop in `c0` and `c1`).
    ///
    /// A suit in which neither hand holds three cards cannot make a flush with two cards to
    /// come, so its cards matter by rank alone: pairs of such dead-suit cards are scored once
    /// per pair of ranks and weighted by the number of card pairs, and a live-suit card meets
    /// each dead-suit rank once. Only pairs of live-suit cards are dealt card by card.
    #[inline(always)]
    fn count(
        &self,
        keys: &[Acc],
        start: usize,
        c0: Acc,
        c1: Acc,
        ev: &Evaluator,
    ) -> (u64, u64, u64) {
        let (mut win0, mut win1, mut tie) = (0u64, 0u64, 0u64);
        let mut add = |ways: u64, v0: u16, v1: u16| {
            win0 += ways * u64::from(v0 > v1);
            win1 += ways * u64::from(v1 > v0);
            tie += ways * u64::from(v0 == v1);
        };
        if c0.has_flush() || c1.has_flush() {
            // A flush already on the flop (rare): every turn and river card by card.
            for d in start..keys.len() {
                let (d0, d1) = (c0.combine(keys[d]), c1.combine(keys[d]));
                for &ke in &keys[d + 1..] {
                    add(
                        1,
                        d0.combine(ke).strength_of_seven(ev),
                        d1.combine(ke).strength_of_seven(ev),
                    );
                }
            }
            return (win0, win1, tie);
        }
        let live = (c0.live_suits(2) | c1.live_suits(2)) as usize;
        let at = start * 16 + live;
        // Invariant: `start <= keys.len()` and the tables hold `keys.len() + 1` positions, so
        // both entries exist; the fallback is never taken.
        let (Some(dead), Some(&live_bits)) = (self.dead.get(at), self.live.get(at)) else {
            return (0, 0, 0);
        };
        // The dead-suit ranks present, as (rank key, cards).
        let mut ranks = [(0u32, 0u64); 13];
        let mut n_ranks = 0;
        for (r, &m) in dead.iter().enumerate() {
            if m > 0 {
                ranks[n_ranks] = (RANK_KEYS[r], u64::from(m));
                n_ranks += 1;
            }
        }
        let ranks = &ranks[..n_ranks];
        // Dead with dead: by pairs of ranks.
        for (i, &(k1, m1)) in ranks.iter().enumerate() {
            if m1 > 1 {
                let pair = k1 + k1;
                add(
                    m1 * (m1 - 1) / 2,
                    c0.strength7_plus_ranks(pair, ev),
                    c1.strength7_plus_ranks(pair, ev),
                );
            }
            for &(k2, m2) in &ranks[i + 1..] {
                add(
                    m1 * m2,
                    c0.strength7_plus_ranks(k1 + k2, ev),
                    c1.strength7_plus_ranks(k1 + k2, ev),
                );
            }
        }
        let mut xs = live_bits;
        while xs != 0 {
            let x = xs.trailing_zeros() as usize;
            xs &= xs - 1;
            let kx = keys.get(x).copied().unwrap_or(Acc::board_of(&[]));
            let (x0, x1) = (c0.combine(kx), c1.combine(kx));
            // Live with dead: each dead rank once.
            for &(k, m) in ranks {
                add(
                    m,
                    x0.strength7_plus_ranks(k, ev),
                    x1.strength7_plus_ranks(k, ev),
                );
            }
            // Live with live: card by card.
            let mut ys = xs;
            while ys != 0 {
                let y = ys.trailing_zeros() as usize;
                ys &= ys - 1;
                let ky = keys.get(y).copied().unwrap_or(Acc::board_of(&[]));
                add(
                    1,
                    x0.combine(ky).strength_of_seven(ev),
                    x1.combine(ky).strength_of_seven(ev),
                );
            }
        }
        (win0, win1, tie)
    }
}
