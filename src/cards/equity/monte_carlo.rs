//! Monte Carlo equity: boards sampled uniformly, run out by the query's board rule.

use rand::Rng;

use super::EquityQuery;
use super::tally::Tally;
use crate::cards::card::Card;
use crate::cards::eval::{Evaluator, HandKey as Acc};

/// Samples `samples` boards uniformly, following the board rule.
pub(super) fn sample<R: Rng + ?Sized>(
    avail: &[Card],
    query: &EquityQuery,
    samples: u64,
    board: Acc,
    holes: &[Acc],
    tally: &mut Tally,
    rng: &mut R,
) {
    let ev = Evaluator::get();
    let mut deck = avail.to_vec();
    let n = deck.len();
    let mut values = vec![0u32; holes.len()];
    let start = query.rule.runout(&query.board);
    // Heads-up outcome counts: (hand 0 wins, hand 1 wins, ties).
    let mut hu = (0u64, 0u64, 0u64);
    for _ in 0..samples {
        let mut b = board;
        let mut dealt = 0;
        let mut run = start;
        // Partial Fisher-Yates: deal distinct random cards from the front of `deck`.
        while run.wants_card() && dealt < n {
            let j = rng.random_range(dealt..n);
            deck.swap(dealt, j);
            let card = deck[dealt];
            b = b.with_card(card);
            run.push(card);
            dealt += 1;
        }
        if let [h0, h1] = holes {
            let (v0, v1) = (h0.value_with(b, ev), h1.value_with(b, ev));
            hu.0 += u64::from(v0 > v1);
            hu.1 += u64::from(v1 > v0);
            hu.2 += u64::from(v0 == v1);
            continue;
        }
        for (v, h) in values.iter_mut().zip(holes) {
            *v = h.value_with(b, ev).code();
        }
        tally.record(&values, true);
    }
    tally.add_heads_up(hu.0, hu.1, hu.2);
}
