//! Evaluator benchmark: felt against rs_poker (=5.0.0), side by side in one run, on the same
//! pregenerated random hands of 5, 7 and 8 cards. Prints each rate, the ratio, and (with
//! `--census`) the time of the full seven-card census.
//!
//! Run: `cargo bench --bench evaluator` (add `-- --census` for the 133,784,560-hand census).
//!
//! rs_poker 5.0.0 ranks at most seven cards (more give a meaningless score), so its eight-card
//! figure is measured the way a user of it must rank eight cards correctly: the best of the
//! eight seven-card subsets.

use std::hint::black_box;
use std::time::Instant;

use felt::cards::{Card, CardSet, Evaluator};
use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};
use rs_poker::core::{Card as RsCard, Rankable, Suit as RsSuit, Value as RsValue};

const HANDS: usize = 1 << 20;
const RUNS: usize = 9;

fn random_hands(n_cards: usize, seed: u64) -> Vec<Vec<Card>> {
    let mut rng = SmallRng::seed_from_u64(seed);
    (0..HANDS)
        .map(|_| {
            let mut set = CardSet::EMPTY;
            let mut hand = Vec::with_capacity(n_cards);
            while hand.len() < n_cards {
                let card = Card::from_index(rng.random_range(0..52)).expect("index below 52");
                if set.insert(card) {
                    hand.push(card);
                }
            }
            hand
        })
        .collect()
}

fn to_rs(card: Card) -> RsCard {
    RsCard::new(
        RsValue::from(card.rank().index()),
        RsSuit::from(card.suit().index()),
    )
}

/// Millions of hands per second for one pass of `f` over `n` hands.
fn rate(n: usize, f: impl FnOnce() -> u64) -> f64 {
    let start = Instant::now();
    black_box(f());
    n as f64 / start.elapsed().as_secs_f64() / 1e6
}

fn median(mut v: Vec<f64>) -> f64 {
    v.sort_by(|a, b| a.total_cmp(b));
    v[v.len() / 2]
}

fn bench_cards(n_cards: usize) {
    let hands = random_hands(n_cards, 42 + n_cards as u64);
    let felt_sets: Vec<CardSet> = hands.iter().map(|h| h.iter().copied().collect()).collect();
    let rs_hands: Vec<Vec<RsCard>> = hands
        .iter()
        .map(|h| h.iter().copied().map(to_rs).collect())
        .collect();
    let rs_sets: Vec<rs_poker::core::Hand> = rs_hands
        .iter()
        .map(|h| rs_poker::core::Hand::new_with_cards(h.clone()))
        .collect();
    let ev = Evaluator::get();

    // Both libraries must agree on which of two hands wins (same order of hands).
    let agree = felt_sets
        .windows(2)
        .zip(rs_hands.windows(2))
        .take(100_000)
        .all(|(f, r)| {
            let fo = ev.evaluate(f[0]).cmp(&ev.evaluate(f[1]));
            let ro = rs_rank(&r[0]).cmp(&rs_rank(&r[1]));
            fo == ro
        });

    let (mut felt_rates, mut rs_slice_rates, mut rs_set_rates) = (vec![], vec![], vec![]);
    for _ in 0..RUNS {
        felt_rates.push(rate(HANDS, || {
            felt_sets.iter().fold(0u64, |acc, &s| {
                acc.wrapping_add(u64::from(ev.evaluate(s).code()))
            })
        }));
        rs_slice_rates.push(rate(HANDS, || {
            rs_hands
                .iter()
                .fold(0u64, |acc, h| acc.wrapping_add(rs_rank(h).score()))
        }));
        if n_cards <= 7 {
            rs_set_rates.push(rate(HANDS, || {
                rs_sets
                    .iter()
                    .fold(0u64, |acc, h| acc.wrapping_add(h.rank().score()))
            }));
        }
    }
    let felt = median(felt_rates);
    let rs_slice = median(rs_slice_rates);
    let rs_best = if rs_set_rates.is_empty() {
        rs_slice
    } else {
        rs_slice.max(median(rs_set_rates))
    };
    println!(
        "{n_cards} cards, random: felt {felt:7.1} M/s   rs_poker {rs_best:7.1} M/s   ratio {:.2}x   (orders agree: {agree})",
        felt / rs_best
    );
}

/// rs_poker's rank of a hand; past seven cards, the best seven-card subset.
fn rs_rank(cards: &[RsCard]) -> rs_poker::core::Rank {
    if cards.len() <= 7 {
        return cards.rank();
    }
    let mut best = None;
    let mut sub: Vec<RsCard> = Vec::with_capacity(7);
    for skip in 0..cards.len() {
        sub.clear();
        sub.extend(
            cards
                .iter()
                .enumerate()
                .filter(|(i, _)| *i != skip)
                .map(|(_, c)| *c),
        );
        let r = sub.as_slice().rank();
        if best.is_none_or(|b| r > b) {
            best = Some(r);
        }
    }
    best.expect("at least one subset")
}

trait Score {
    fn score(&self) -> u64;
}

impl Score for rs_poker::core::Rank {
    fn score(&self) -> u64 {
        // The category band and the dense sub-rank together: the whole packed score.
        ((self.category() as u64) << 12) | u64::from(self.value_bits())
    }
}

fn main() {
    let census = std::env::args().any(|a| a == "--census");
    println!(
        "felt evaluator benchmark: {HANDS} pregenerated random hands per size, median of {RUNS} runs"
    );
    for n in [5, 7, 8] {
        bench_cards(n);
    }
    if census {
        let start = Instant::now();
        let counts = felt::cards::census::seven_card_census();
        let secs = start.elapsed().as_secs_f64();
        let total: u64 = counts.iter().sum();
        println!(
            "7-card census (sequential enumeration): {total} hands in {secs:.2} s = {:.0} M/s; counts by category (high card first): {counts:?}",
            total as f64 / secs / 1e6
        );
    }
}
