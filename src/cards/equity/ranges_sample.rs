//! Monte Carlo range equity: each sample deals every player a hand from its range (chosen by
//! weight, dealt again whenever two players would share a card, so a deal comes up in
//! proportion to the product of its weights), then the rest of the board by the board rule.

use rand::Rng;

use super::EquityError;
use super::ranges::{PlayerEquity, Prepared, RangeReport, Weighted};
use super::tally::Tally;
use crate::cards::card::Card;
use crate::cards::eval::{Evaluator, HandKey};

/// Deals in a row that may fail (two players sharing a card) before the ranges are judged
/// impossible to deal together.
const MAX_REDEALS: u32 = 100_000;

/// One player's hands and their running weights, for choosing a hand by weight.
struct Chooser<'a> {
    hands: &'a [Weighted],
    cumulative: Vec<f64>,
    total: f64,
}

impl<'a> Chooser<'a> {
    fn new(hands: &'a [Weighted]) -> Chooser<'a> {
        let mut acc = 0.0;
        let cumulative: Vec<f64> = hands
            .iter()
            .map(|h| {
                acc += h.weight;
                acc
            })
            .collect();
        Chooser {
            hands,
            cumulative,
            total: acc,
        }
    }

    fn choose<R: Rng + ?Sized>(&self, rng: &mut R) -> Option<&'a Weighted> {
        if self.hands.len() == 1 {
            return self.hands.first();
        }
        let x = rng.random::<f64>() * self.total;
        let i = self.cumulative.partition_point(|&c| c <= x);
        self.hands.get(i.min(self.hands.len() - 1))
    }
}

/// Samples `samples` deals of hands and boards.
pub(super) fn sample_ranges<R: Rng + ?Sized>(
    prepared: &Prepared,
    samples: u64,
    rng: &mut R,
) -> Result<RangeReport, EquityError> {
    let ev = Evaluator::get();
    let n = prepared.players.len();
    let choosers: Vec<Chooser> = prepared.players.iter().map(|p| Chooser::new(p)).collect();
    let known = prepared
        .board
        .iter()
        .chain(&prepared.dead)
        .fold(0u64, |m, c| m | c.bit());
    let mut deck: Vec<Card> = Card::all().filter(|c| known & c.bit() == 0).collect();
    // Where each card sits in `deck`, by card index.
    let mut place = [usize::MAX; 52];
    for (i, c) in deck.iter().enumerate() {
        place[usize::from(c.index())] = i;
    }
    let board = HandKey::board_of(&prepared.board);
    let start = prepared.rule.runout(&prepared.board);
    let mut tally = Tally::new(n);
    let mut hu = (0u64, 0u64, 0u64);
    let mut values = vec![0u32; n];
    let mut deal: Vec<&Weighted> = Vec::with_capacity(n);
    for _ in 0..samples {
        let mut redeals = 0;
        let used = loop {
            deal.clear();
            let mut used = 0u64;
            for chooser in &choosers {
                match chooser.choose(rng) {
                    Some(h) if h.mask & used == 0 => {
                        used |= h.mask;
                        deal.push(h);
                    }
                    _ => break,
                }
            }
            if deal.len() == n {
                break used;
            }
            redeals += 1;
            if redeals > MAX_REDEALS {
                return Err(EquityError::NoDeal);
            }
        };
        // Move the dealt hands' cards to the end of the deck, out of reach.
        let mut live = deck.len();
        for h in &deal {
            for c in &h.cards {
                let at = place[usize::from(c.index())];
                live -= 1;
                let other = deck[live];
                deck.swap(at, live);
                place[usize::from(other.index())] = at;
                place[usize::from(c.index())] = live;
            }
        }
        debug_assert_eq!(deal.iter().map(|h| h.mask).fold(0, |m, x| m | x), used);
        // Partial Fisher-Yates over the live part: the rest of the board.
        let mut b = board;
        let (mut dealt, mut run) = (0usize, start);
        while run.wants_card() && dealt < live {
            let j = rng.random_range(dealt..live);
            let (x, y) = (deck[dealt], deck[j]);
            deck.swap(dealt, j);
            place[usize::from(x.index())] = j;
            place[usize::from(y.index())] = dealt;
            b = b.with_card(y);
            run.push(y);
            dealt += 1;
        }
        if let [h0, h1] = deal.as_slice() {
            let (v0, v1) = (h0.key.value_with(b, ev), h1.key.value_with(b, ev));
            hu.0 += u64::from(v0 > v1);
            hu.1 += u64::from(v1 > v0);
            hu.2 += u64::from(v0 == v1);
            continue;
        }
        for (v, h) in values.iter_mut().zip(&deal) {
            *v = h.key.value_with(b, ev).code();
        }
        tally.record(&values, true);
    }
    if n == 2 {
        tally.add_heads_up(hu.0, hu.1, hu.2);
    }
    let trials = tally.trials().max(1) as f64;
    let players = (0..n)
        .map(|i| {
            let (wins, ties, equity, std_error) = tally.summary(i, false);
            PlayerEquity {
                hands: prepared.players[i].len(),
                win: wins as f64 / trials,
                tie: ties as f64 / trials,
                equity,
                std_error,
            }
        })
        .collect();
    Ok(RangeReport {
        players,
        exact: false,
        matchups: 0,
        boards: tally.trials(),
    })
}
