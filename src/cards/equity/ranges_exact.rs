//! Exact range-against-range equity: heads-up before the flop, every pair of hands read from
//! the matchup table; heads-up on a flop, turn or river, each runout dealt once, both ranges
//! ranked on it and compared by a sweep over their sorted strengths that takes card removal
//! into account; otherwise every deal of hands enumerated by the single-deal calculator.

use super::ranges::{PlayerEquity, Prepared, RangeReport, Weighted};
use rand::SeedableRng;
use rand::rngs::SmallRng;

use super::{EquityError, EquityQuery, Method, calculate, matchups};
use crate::cards::card::Card;
use crate::cards::eval::{Evaluator, HandKey};
use crate::cards::range::{COMBOS, combo_index};

/// Weighted heads-up totals: hand 0 wins, ties, all (deals times boards, weighted).
#[derive(Debug, Default, Clone, Copy)]
struct HeadsUp {
    win0: f64,
    tie: f64,
    total: f64,
}

impl HeadsUp {
    fn report(self, prepared: &Prepared, matchups: u64, boards: u64) -> RangeReport {
        let t = self.total.max(f64::MIN_POSITIVE);
        let (win0, tie) = (self.win0 / t, self.tie / t);
        let win1 = (1.0 - win0 - tie).max(0.0);
        let player = |i: usize, win: f64| PlayerEquity {
            hands: prepared.players[i].len(),
            win,
            tie,
            equity: win + tie / 2.0,
            std_error: 0.0,
        };
        RangeReport {
            players: vec![player(0, win0), player(1, win1)],
            exact: true,
            matchups,
            boards,
        }
    }
}

fn two_cards(h: &Weighted) -> Option<[Card; 2]> {
    Some([*h.cards.first()?, *h.cards.get(1)?])
}

/// Heads-up before the flop with no dead cards: every pair of hands that share no card,
/// weighted by the product of their weights, from the matchup table.
pub(super) fn each_pair_preflop(prepared: &Prepared) -> Result<RangeReport, EquityError> {
    let (a, b) = (&prepared.players[0], &prepared.players[1]);
    let mut sum = HeadsUp::default();
    let mut matchups = 0u64;
    for ha in a {
        let Some(ca) = two_cards(ha) else { continue };
        for hb in b {
            if ha.mask & hb.mask != 0 {
                continue;
            }
            let Some(cb) = two_cards(hb) else { continue };
            // Invariant: the hands are disjoint, so the table holds the matchup.
            let Some((w0, _, t)) = matchups::lookup(ca, cb) else {
                continue;
            };
            let w = ha.weight * hb.weight;
            sum.win0 += w * w0 as f64;
            sum.tie += w * t as f64;
            sum.total += w * matchups::BOARDS as f64;
            matchups += 1;
        }
    }
    if matchups == 0 {
        return Err(EquityError::NoDeal);
    }
    Ok(sum.report(prepared, matchups, matchups::BOARDS))
}

/// One hand of a range on one runout: its strength, cards and weight.
#[derive(Debug, Clone, Copy)]
struct Ranked {
    strength: u16,
    c0: u8,
    c1: u8,
    combo: u16,
    weight: f64,
}

/// Heads-up on a flop, turn or river with two-card hands: every runout dealt once, each hand
/// of both ranges ranked once on it, and the ranges compared by a sweep over sorted
/// strengths. For a hand of range 0, the weight of range 1's hands it beats is the weight
/// below its strength minus the part that holds one of its cards (per-card running sums);
/// ties and totals likewise, adding back the same hand where it was taken out twice.
pub(super) fn sweep_runouts(prepared: &Prepared) -> Result<RangeReport, EquityError> {
    let ev = Evaluator::get();
    let (a, b) = (&prepared.players[0], &prepared.players[1]);
    let known = prepared
        .board
        .iter()
        .chain(&prepared.dead)
        .fold(0u64, |m, c| m | c.bit());
    let deck: Vec<Card> = Card::all().filter(|c| known & c.bit() == 0).collect();
    let board = HandKey::board_of(&prepared.board);
    // Range 1's weight of each hand, for the hand both ranges hold.
    let mut weight_b = vec![0.0f64; COMBOS];
    for h in b {
        if let Some(i) = two_cards(h).and_then(|[x, y]| combo_index(x, y)) {
            weight_b[i] = h.weight;
        }
    }
    let mut sum = HeadsUp::default();
    let mut scratch = Sweep::default();
    let mut visit = |runout: HandKey| {
        scratch.rank(a, runout, ev, true);
        scratch.rank(b, runout, ev, false);
        scratch.compare(&weight_b, &mut sum);
    };
    match prepared.to_deal {
        0 => visit(board),
        1 => deck.iter().for_each(|&c| visit(board.with_card(c))),
        _ => {
            for (i, &c) in deck.iter().enumerate() {
                let first = board.with_card(c);
                for &d in &deck[i + 1..] {
                    visit(first.with_card(d));
                }
            }
        }
    }
    let matchups = a
        .iter()
        .map(|ha| b.iter().filter(|hb| ha.mask & hb.mask == 0).count() as u64)
        .sum::<u64>();
    if matchups == 0 {
        return Err(EquityError::NoDeal);
    }
    let left = deck.len() as u64 - 4;
    let boards = super::binomial(left, prepared.to_deal as u64);
    Ok(sum.report(prepared, matchups, boards))
}

/// The sweep's buffers, reused from runout to runout.
#[derive(Default)]
struct Sweep {
    a: Vec<Ranked>,
    b: Vec<Ranked>,
}

impl Sweep {
    /// Ranks every hand of `hands` that the runout leaves live, sorted by strength.
    fn rank(&mut self, hands: &[Weighted], runout: HandKey, ev: &Evaluator, first: bool) {
        let out = if first { &mut self.a } else { &mut self.b };
        out.clear();
        let taken = runout.cards().bits();
        for h in hands {
            if h.mask & taken != 0 {
                continue;
            }
            let (Some(&x), Some(&y)) = (h.cards.first(), h.cards.get(1)) else {
                continue;
            };
            out.push(Ranked {
                strength: h.key.combine(runout).strength_of_seven(ev),
                c0: x.index(),
                c1: y.index(),
                combo: combo_index(x, y).unwrap_or(0) as u16,
                weight: h.weight,
            });
        }
        out.sort_unstable_by_key(|r| r.strength);
    }

    /// Adds range 0's wins, ties and totals against range 1 on this runout.
    fn compare(&self, weight_b: &[f64], sum: &mut HeadsUp) {
        let (a, b) = (&self.a, &self.b);
        let mut total_card = [0.0f64; 52];
        let mut total = 0.0;
        for r in b {
            total += r.weight;
            total_card[usize::from(r.c0)] += r.weight;
            total_card[usize::from(r.c1)] += r.weight;
        }
        let (mut below, mut below_card) = (0.0, [0.0f64; 52]);
        let mut equal_card = [0.0f64; 52];
        let (mut p, mut i) = (0usize, 0usize);
        while i < a.len() {
            let s = a[i].strength;
            while p < b.len() && b[p].strength < s {
                let r = b[p];
                below += r.weight;
                below_card[usize::from(r.c0)] += r.weight;
                below_card[usize::from(r.c1)] += r.weight;
                p += 1;
            }
            let mut q = p;
            let mut equal = 0.0;
            while q < b.len() && b[q].strength == s {
                let r = b[q];
                equal += r.weight;
                equal_card[usize::from(r.c0)] += r.weight;
                equal_card[usize::from(r.c1)] += r.weight;
                q += 1;
            }
            while i < a.len() && a[i].strength == s {
                let h = a[i];
                let (x, y) = (usize::from(h.c0), usize::from(h.c1));
                let same = weight_b.get(usize::from(h.combo)).copied().unwrap_or(0.0);
                let win = below - below_card[x] - below_card[y];
                let tie = equal - equal_card[x] - equal_card[y] + same;
                let all = total - total_card[x] - total_card[y] + same;
                sum.win0 += h.weight * win;
                sum.tie += h.weight * tie;
                sum.total += h.weight * all;
                i += 1;
            }
            for r in &b[p..q] {
                equal_card[usize::from(r.c0)] = 0.0;
                equal_card[usize::from(r.c1)] = 0.0;
            }
        }
    }
}

/// Every deal of hands in which no two players share a card, each scored exactly by the
/// single-deal calculator (`method`: `Auto` uses the matchup table where it can) and weighted
/// by the product of the hands' weights.
pub(super) fn per_deal(prepared: &Prepared, method: Method) -> Result<RangeReport, EquityError> {
    let n = prepared.players.len();
    let mut win = vec![0.0; n];
    let mut tie = vec![0.0; n];
    let mut equity = vec![0.0; n];
    let mut total = 0.0;
    let mut matchups = 0u64;
    let mut boards = 0u64;
    let mut chosen: Vec<&Weighted> = Vec::with_capacity(n);
    // The exact methods draw nothing; the generator only fills the signature.
    let mut rng = SmallRng::seed_from_u64(0);
    let mut failure = None;
    walk(&prepared.players, 0, &mut chosen, &mut |deal| {
        let query = EquityQuery {
            hands: deal.iter().map(|h| h.cards.clone()).collect(),
            board: prepared.board.clone(),
            dead: prepared.dead.clone(),
            rule: prepared.rule,
        };
        match calculate(&query, method, &mut rng) {
            Ok(report) => {
                let w: f64 = deal.iter().map(|h| h.weight).product();
                let trials = report.trials.max(1) as f64;
                for (i, h) in report.hands.iter().enumerate() {
                    win[i] += w * h.wins as f64 / trials;
                    tie[i] += w * h.ties as f64 / trials;
                    equity[i] += w * h.equity;
                }
                total += w;
                matchups += 1;
                boards = report.trials;
            }
            Err(e) => failure = Some(e),
        }
    });
    if let Some(e) = failure {
        return Err(e);
    }
    if matchups == 0 {
        return Err(EquityError::NoDeal);
    }
    let t = if total > 0.0 { total } else { 1.0 };
    let players = (0..n)
        .map(|i| PlayerEquity {
            hands: prepared.players[i].len(),
            win: win[i] / t,
            tie: tie[i] / t,
            equity: equity[i] / t,
            std_error: 0.0,
        })
        .collect();
    Ok(RangeReport {
        players,
        exact: true,
        matchups,
        boards,
    })
}

/// Calls `f` with every choice of one hand per player in which no two share a card.
fn walk<'a>(
    players: &'a [Vec<Weighted>],
    used: u64,
    chosen: &mut Vec<&'a Weighted>,
    f: &mut impl FnMut(&[&'a Weighted]),
) {
    let Some((first, rest)) = players.split_first() else {
        f(chosen);
        return;
    };
    for h in first {
        if h.mask & used == 0 {
            chosen.push(h);
            walk(rest, used | h.mask, chosen, f);
            chosen.pop();
        }
    }
}
