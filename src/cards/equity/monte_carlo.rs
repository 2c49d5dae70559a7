//! Monte Carlo equity: boards sampled uniformly, following the board rule (River of Blood
//! keeps dealing while the last card is red).

use rand::Rng;

use super::tally::Tally;
use super::{BoardRule, EquityQuery};
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
    let base_len = query.board.len();
    let last_known_red = query.board.last().is_some_and(|c| c.is_red());
    let run_rule = query.rule == BoardRule::RiverOfBlood;
    // Heads-up outcome counts: (hand 0 wins, hand 1 wins, ties).
    let mut hu = (0u64, 0u64, 0u64);
    for _ in 0..samples {
        let mut b = board;
        let mut dealt = 0;
        let mut len = base_len;
        let mut last_red = last_known_red;
        // Partial Fisher-Yates: deal distinct random cards from the front of `deck`.
        loop {
            let needs_card = len < 5 || (run_rule && last_red);
            if !needs_card || dealt == n {
                break;
            }
            let j = rng.random_range(dealt..n);
            deck.swap(dealt, j);
            let card = deck[dealt];
            b = b.with_card(card);
            last_red = card.is_red();
            dealt += 1;
            len += 1;
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
