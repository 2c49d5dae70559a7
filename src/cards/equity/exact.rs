//! Exact equity: every way to deal the rest of the board, each complete board scored once.
//! Heads-up counts stay in registers; heads-up preflop with two-card hands goes to
//! `preflop`.

use super::preflop::heads_up_preflop;
use super::tally::Tally;
use crate::cards::card::Card;
use crate::cards::eval::{Evaluator, HandKey as Acc};

/// Calls `f(partial, last)` for every way to deal `k - 1` more cards from `avail` onto
/// `board`, where `last` holds the candidates for the final card; `f` deals each of them
/// itself, so the innermost loop runs without a call per board. With `k == 0`, `f` gets the
/// board as it is and no candidates.
#[inline(always)]
fn for_each_board(avail: &[Card], k: usize, board: Acc, f: &mut impl FnMut(Acc, &[Card])) {
    fn walk(avail: &[Card], start: usize, k: usize, b: Acc, f: &mut impl FnMut(Acc, &[Card])) {
        if k == 1 {
            f(b, &avail[start..]);
            return;
        }
        for i in start..=avail.len() - k {
            walk(avail, i + 1, k - 1, b.with_card(avail[i]), f);
        }
    }
    if k == 0 {
        f(board, &[])
    } else {
        walk(avail, 0, k, board, f)
    }
}

/// Visits every way to deal `k` more cards from `avail` and scores each complete board.
pub(super) fn enumerate(avail: &[Card], k: usize, board: Acc, holes: &[Acc], tally: &mut Tally) {
    let ev = Evaluator::get();
    if let [h0, h1] = holes {
        let keys: Vec<Acc> = avail.iter().map(|&c| Acc::board_of(&[c])).collect();
        let (win0, win1, tie) = if k == 5 && h0.len() == 2 && h1.len() == 2 {
            heads_up_preflop(avail, &keys, *h0, *h1, ev)
        } else {
            heads_up_counts(&keys, 0, k, board, *h0, *h1, ev)
        };
        tally.add_heads_up(win0, win1, tie);
        return;
    }
    let mut values = vec![0u32; holes.len()];
    for_each_board(avail, k, board, &mut |b, last| {
        let boards = std::iter::once(b)
            .filter(|_| k == 0)
            .chain(last.iter().map(|&c| b.with_card(c)));
        for full in boards {
            for (v, h) in values.iter_mut().zip(holes) {
                *v = h.value_with(full, ev).code();
            }
            tally.record(&values, false);
        }
    });
}

/// Heads-up outcome counts (hand 0 wins, hand 1 wins, ties) over every way to deal `k` more
/// cards from `avail[start..]` (given as single-card board keys); the counters stay in
/// registers in the innermost loop.
pub(super) fn heads_up_counts(
    avail: &[Acc],
    start: usize,
    k: usize,
    b: Acc,
    h0: Acc,
    h1: Acc,
    ev: &Evaluator,
) -> (u64, u64, u64) {
    let (mut win0, mut win1, mut tie) = (0u64, 0u64, 0u64);
    match k {
        0 => {
            let (v0, v1) = (h0.value_with(b, ev), h1.value_with(b, ev));
            return (u64::from(v0 > v1), u64::from(v1 > v0), u64::from(v0 == v1));
        }
        1 if h0.len() + b.len() < 7 && h1.len() + b.len() < 7 => {
            // Seven cards at most: the table path, with each hand's part of the board added once.
            let (p0, p1) = (h0.combine(b), h1.combine(b));
            for &c in &avail[start..] {
                let (v0, v1) = (p0.combine(c).strength7(ev), p1.combine(c).strength7(ev));
                win0 += u64::from(v0 > v1);
                win1 += u64::from(v1 > v0);
                tie += u64::from(v0 == v1);
            }
        }
        1 => {
            for &c in &avail[start..] {
                let full = b.combine(c);
                let (v0, v1) = (h0.value_with(full, ev), h1.value_with(full, ev));
                win0 += u64::from(v0 > v1);
                win1 += u64::from(v1 > v0);
                tie += u64::from(v0 == v1);
            }
        }
        _ => {
            for i in start..=avail.len() - k {
                let (a, b2, c) =
                    heads_up_counts(avail, i + 1, k - 1, b.combine(avail[i]), h0, h1, ev);
                win0 += a;
                win1 += b2;
                tie += c;
            }
        }
    }
    (win0, win1, tie)
}

#[cfg(test)]
mod cross_check {
    use crate::cards::equity::{EquityQuery, Method, calculate};
    use crate::cards::{Card, CardSet, evaluate};
    use rand::SeedableRng;
    use rand::rngs::SmallRng;

    #[test]
    fn enumeration_matches_a_plain_loop_over_evaluate() {
        let hands = [
            Card::parse_list("AhAs").unwrap(),
            Card::parse_list("KdKc").unwrap(),
        ];
        let board = Card::parse_list("2d7c").unwrap();
        let _ = board;
        let used: CardSet = hands.iter().flatten().copied().collect();
        let avail: Vec<Card> = Card::all().filter(|c| !used.contains(*c)).collect();
        let (mut w0, mut w1, mut t) = (0u64, 0u64, 0u64);
        let h0: CardSet = hands[0].iter().copied().collect();
        let h1: CardSet = hands[1].iter().copied().collect();
        for a in 0..avail.len() {
            for b in a + 1..avail.len() {
                for c in b + 1..avail.len() {
                    for d in c + 1..avail.len() {
                        for e in d + 1..avail.len() {
                            let bd: CardSet = [avail[a], avail[b], avail[c], avail[d], avail[e]]
                                .into_iter()
                                .collect();
                            let (v0, v1) = (evaluate(h0.union(bd)), evaluate(h1.union(bd)));
                            match v0.cmp(&v1) {
                                std::cmp::Ordering::Greater => w0 += 1,
                                std::cmp::Ordering::Less => w1 += 1,
                                std::cmp::Ordering::Equal => t += 1,
                            }
                        }
                    }
                }
            }
        }
        let q = EquityQuery {
            hands: hands.to_vec(),
            ..EquityQuery::default()
        };
        let r = calculate(
            &q,
            Method::Auto { samples: 1 },
            &mut SmallRng::seed_from_u64(1),
        )
        .unwrap();
        assert_eq!(
            (r.hands[0].wins, r.hands[1].wins, r.hands[0].ties),
            (w0, w1, t)
        );
    }
}
