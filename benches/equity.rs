//! Equity benchmark: exact heads-up preflop enumeration and Monte Carlo showdowns per second,
//! felt beside rs_poker (=5.0.0) in one run.
//!
//! Run: `cargo bench --bench equity`.
//!
//! The exact reference is the plain enumeration a user of rs_poker would write with its
//! incremental `SevenCardAccum`; the Monte Carlo reference is rs_poker's `MonteCarloGame`.

use std::hint::black_box;
use std::time::Instant;

use felt::cards::Card;
use felt::cards::equity::{EquityQuery, Method, calculate};
use rand::SeedableRng;
use rand::rngs::SmallRng;
use rs_poker::core::{
    Card as RsCard, Hand as RsHand, SevenCardAccum, Suit as RsSuit, Value as RsValue,
};

const RUNS: usize = 9;

fn to_rs(card: Card) -> RsCard {
    RsCard::new(
        RsValue::from(card.rank().index()),
        RsSuit::from(card.suit().index()),
    )
}

fn median(mut v: Vec<f64>) -> f64 {
    v.sort_by(|a, b| a.total_cmp(b));
    v[v.len() / 2]
}

fn query(a: &str, b: &str) -> EquityQuery {
    EquityQuery {
        hands: vec![
            Card::parse_list(a).expect("card"),
            Card::parse_list(b).expect("card"),
        ],
        ..EquityQuery::default()
    }
}

/// rs_poker: all 1,712,304 boards with its incremental accumulator; returns hand 0's wins.
fn rs_exact(h0: &[Card], h1: &[Card]) -> u64 {
    let avail: Vec<RsCard> = Card::all()
        .filter(|c| !h0.contains(c) && !h1.contains(c))
        .map(to_rs)
        .collect();
    let acc = |cards: &[Card]| {
        let mut a = SevenCardAccum::new();
        for &c in cards {
            a.add(to_rs(c));
        }
        a
    };
    let (a0, a1) = (acc(h0), acc(h1));
    let n = avail.len();
    let mut wins = 0u64;
    for i in 0..n {
        let (b0, b1) = (a0 + avail[i], a1 + avail[i]);
        for j in i + 1..n {
            let (c0, c1) = (b0 + avail[j], b1 + avail[j]);
            for k in j + 1..n {
                let (d0, d1) = (c0 + avail[k], c1 + avail[k]);
                for l in k + 1..n {
                    let (e0, e1) = (d0 + avail[l], d1 + avail[l]);
                    for &card in &avail[l + 1..] {
                        wins += u64::from((e0 + card).rank() > (e1 + card).rank());
                    }
                }
            }
        }
    }
    wins
}

fn main() {
    println!("felt equity benchmark, median of {RUNS} runs (one core)");
    // Warm the evaluator tables so timings measure the calculation alone.
    let _ = felt::cards::Evaluator::get();
    for (a, b) in [("AhAs", "KdKc"), ("8h7h", "2c2d"), ("AsKd", "QcJc")] {
        let q = query(a, b);
        let mut felt_ms = vec![];
        let mut rs_ms = vec![];
        for _ in 0..RUNS {
            let t = Instant::now();
            let r = calculate(
                &q,
                Method::Auto { samples: 1 },
                &mut SmallRng::seed_from_u64(1),
            )
            .expect("valid");
            felt_ms.push(t.elapsed().as_secs_f64() * 1e3);
            assert!(r.exact);
            let t = Instant::now();
            let wins = black_box(rs_exact(&q.hands[0], &q.hands[1]));
            rs_ms.push(t.elapsed().as_secs_f64() * 1e3);
            assert_eq!(wins, r.hands[0].wins, "felt and rs_poker disagree");
        }
        let (f, r) = (median(felt_ms), median(rs_ms));
        println!(
            "exact preflop {a} vs {b} (1,712,304 boards): felt {f:6.2} ms   rs_poker {r:6.2} ms   ratio {:.2}x",
            r / f
        );
    }

    let q = query("AhAs", "KdKc");
    let samples = 4_000_000u64;
    let mut felt_rates = vec![];
    let mut rs_rates = vec![];
    let rs_hands: Vec<RsHand> = q
        .hands
        .iter()
        .map(|h| RsHand::new_with_cards(h.iter().copied().map(to_rs).collect()))
        .collect();
    for seed in 0..RUNS as u64 {
        let t = Instant::now();
        let r = calculate(
            &q,
            Method::MonteCarlo { samples },
            &mut SmallRng::seed_from_u64(seed),
        )
        .expect("valid");
        felt_rates.push(samples as f64 / t.elapsed().as_secs_f64() / 1e6);
        black_box(r);
        let mut game =
            rs_poker::holdem::MonteCarloGame::new(rs_hands.clone()).expect("valid hands");
        let rs_samples = samples as usize / 4;
        let t = Instant::now();
        black_box(game.estimate_equity(rs_samples));
        rs_rates.push(rs_samples as f64 / t.elapsed().as_secs_f64() / 1e6);
    }
    let (f, r) = (median(felt_rates), median(rs_rates));
    println!(
        "Monte Carlo heads-up showdowns: felt {f:6.1} M/s   rs_poker MonteCarloGame {r:6.1} M/s   ratio {:.2}x",
        f / r
    );

    let mut rob = query("AhAs", "KdKc");
    rob.rule = felt::cards::equity::BoardRule::RiverOfBlood;
    let t = Instant::now();
    black_box(
        calculate(
            &rob,
            Method::MonteCarlo { samples },
            &mut SmallRng::seed_from_u64(9),
        )
        .expect("valid"),
    );
    println!(
        "Monte Carlo River of Blood showdowns (boards of 5+ cards): felt {:6.1} M/s",
        samples as f64 / t.elapsed().as_secs_f64() / 1e6
    );
}
