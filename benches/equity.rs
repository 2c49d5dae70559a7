//! Equity benchmark: exact heads-up preflop enumeration and Monte Carlo showdowns per second,
//! felt beside `pokers` (=0.10.0) and rs_poker (=5.0.0) in one run.
//!
//! Run: `cargo bench --bench equity` (`-- ranges` for the range races alone).
//!
//! The exact references are pokers' `exact_equity` (OMPEval's enumeration, which skips suits
//! that can no longer make a flush) on one thread, and the plain enumeration a user of
//! rs_poker would write with its incremental `SevenCardAccum`; the Monte Carlo reference is
//! rs_poker's `MonteCarloGame`. Times are the process's CPU time (pokers works on a thread
//! of its own), the libraries take turns in interleaved rounds, and each ratio is taken within
//! a round; the bench prints the minimum and the median over rounds. In the exact races each
//! library's time in a round is the median of three calls, so one call slowed by another
//! process sharing the machine (and its caches) does not decide the round.

use std::hint::black_box;
use std::sync::Arc;
use std::sync::atomic::AtomicBool;

use cpu_time::ProcessTime;
use felt::cards::Card;
use felt::cards::equity::{EquityQuery, Holding, Method, RangeQuery, calculate, calculate_ranges};
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

fn min(v: &[f64]) -> f64 {
    v.iter().copied().fold(f64::INFINITY, f64::min)
}

/// Milliseconds of process CPU time taken by `f`, and its result.
fn cpu_ms<T>(f: impl FnOnce() -> T) -> (f64, T) {
    let t = ProcessTime::now();
    let out = black_box(f());
    (t.elapsed().as_secs_f64() * 1e3, out)
}

/// Calls of each library per round in the exact races; the round keeps the middle time.
const CALLS: usize = 3;

/// The median CPU time of [`CALLS`] calls of `f`, and the last result: a call that shares its
/// core with another process (and loses its caches) does not decide the round, nor does a
/// call whose time is misread (pokers' worker thread, rarely, seems to cost nothing).
fn middle_ms<T>(mut f: impl FnMut() -> T) -> (f64, T) {
    let (first, mut out) = cpu_ms(&mut f);
    let mut times = vec![first];
    for _ in 1..CALLS {
        let (ms, o) = cpu_ms(&mut f);
        times.push(ms);
        out = o;
    }
    (median(times), out)
}

/// pokers: exact equity of two fixed hands on one thread; returns hand 0's equity.
fn pokers_exact(a: &str, b: &str) -> f64 {
    let ranges = pokers::HandRange::from_strings(vec![a.to_string(), b.to_string()]);
    let result = pokers::exact_equity(&ranges, 0, 0, 1, Arc::new(AtomicBool::new(false)), |_| {})
        .expect("valid ranges");
    result.equities[0]
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

/// pokers: exact range-against-range equity on one thread; returns range 0's equity.
fn pokers_ranges(a: &str, b: &str, board: &str) -> f64 {
    let ranges = pokers::HandRange::from_strings(vec![a.to_string(), b.to_string()]);
    let board_mask = pokers::get_card_mask(board);
    let result = pokers::exact_equity(
        &ranges,
        board_mask,
        0,
        1,
        Arc::new(AtomicBool::new(false)),
        |_| {},
    )
    .expect("valid ranges");
    result.equities[0]
}

/// felt: exact range-against-range equity (the matchup table preflop, the runout sweep on a
/// board); returns range 0's equity.
fn felt_ranges(a: &str, b: &str, board: &str) -> f64 {
    let q = RangeQuery {
        players: vec![
            Holding::Range(a.parse().expect("range")),
            Holding::Range(b.parse().expect("range")),
        ],
        board: Card::parse_list(board).expect("board"),
        ..RangeQuery::default()
    };
    let r = calculate_ranges(
        &q,
        Method::Auto { samples: 1 },
        &mut SmallRng::seed_from_u64(1),
    )
    .expect("valid");
    assert!(r.exact);
    r.players[0].equity
}

/// Range against range, exact, felt beside pokers in alternating rounds.
fn range_races() {
    const RANGE_ROUNDS: usize = 5;
    let (a, b) = ("QQ+,AKs", "22+,A2s+,KTs+,QJs");
    for board in ["", "Ts9h2c"] {
        let (mut felt_ms, mut pokers_ms, mut ratios) = (vec![], vec![], vec![]);
        for round in 0..RANGE_ROUNDS {
            let mut t = [0.0f64; 2];
            let mut eq = [0.0f64; 2];
            for k in 0..2 {
                if (round + k) % 2 == 0 {
                    let (ms, e) = middle_ms(|| felt_ranges(a, b, board));
                    t[0] = ms;
                    eq[0] = e;
                } else {
                    let (ms, e) = cpu_ms(|| pokers_ranges(a, b, board));
                    t[1] = ms;
                    eq[1] = e;
                }
            }
            assert!(
                (eq[0] - eq[1]).abs() < 1e-6,
                "felt and pokers disagree on {a} v {b} on '{board}': {} v {}",
                eq[0],
                eq[1]
            );
            felt_ms.push(t[0]);
            pokers_ms.push(t[1]);
            ratios.push(t[1] / t[0]);
        }
        let where_ = if board.is_empty() {
            "preflop".to_string()
        } else {
            format!("on {board}")
        };
        println!(
            "exact range v range {where_}: \"{a}\" v \"{b}\": felt {:8.3} ms  pokers (1 thread) {:9.2} ms (medians)",
            median(felt_ms.clone()),
            median(pokers_ms.clone())
        );
        println!(
            "  felt speed / pokers   min {:.1}x  median {:.1}x",
            min(&ratios),
            median(ratios.clone())
        );
    }
}

fn main() {
    let _ = felt::cards::Evaluator::get();
    range_races();
    if std::env::args().any(|a| a == "ranges") {
        return;
    }
    println!(
        "felt equity benchmark: {RUNS} interleaved rounds (exact: median of {CALLS} calls each), process CPU time; ratios are the peer's time over felt's in the same round"
    );
    // Warm the evaluator tables so timings measure the calculation alone.
    let _ = felt::cards::Evaluator::get();
    for (a, b) in [("AhAs", "KdKc"), ("8h7h", "2c2d"), ("AsKd", "QcJc")] {
        let q = query(a, b);
        let (mut felt_ms, mut pokers_ms, mut rs_ms) = (vec![], vec![], vec![]);
        let mut enum_ms = vec![];
        for round in 0..RUNS {
            let mut t = [0.0f64; 4];
            for k in 0..4 {
                match (round + k) % 4 {
                    3 => {
                        let (ms, r) = middle_ms(|| {
                            calculate(&q, Method::Enumerate, &mut SmallRng::seed_from_u64(1))
                                .expect("valid")
                        });
                        let table = calculate(
                            &q,
                            Method::Auto { samples: 1 },
                            &mut SmallRng::seed_from_u64(1),
                        )
                        .expect("valid");
                        assert_eq!(
                            r.hands, table.hands,
                            "the table and the enumeration disagree"
                        );
                        t[3] = ms;
                    }
                    0 => {
                        let (ms, r) = middle_ms(|| {
                            calculate(
                                &q,
                                Method::Auto { samples: 1 },
                                &mut SmallRng::seed_from_u64(1),
                            )
                            .expect("valid")
                        });
                        assert!(r.exact);
                        t[0] = ms;
                    }
                    1 => {
                        let (ms, eq) = middle_ms(|| pokers_exact(a, b));
                        let r = calculate(
                            &q,
                            Method::Auto { samples: 1 },
                            &mut SmallRng::seed_from_u64(1),
                        )
                        .expect("valid");
                        assert!(
                            (eq - r.hands[0].equity).abs() < 1e-9,
                            "felt and pokers disagree: {eq} vs {}",
                            r.hands[0].equity
                        );
                        t[1] = ms;
                    }
                    _ => {
                        let (ms, wins) = middle_ms(|| rs_exact(&q.hands[0], &q.hands[1]));
                        let r = calculate(
                            &q,
                            Method::Auto { samples: 1 },
                            &mut SmallRng::seed_from_u64(1),
                        )
                        .expect("valid");
                        assert_eq!(wins, r.hands[0].wins, "felt and rs_poker disagree");
                        t[2] = ms;
                    }
                }
            }
            felt_ms.push(t[0]);
            pokers_ms.push(t[1]);
            rs_ms.push(t[2]);
            enum_ms.push(t[3]);
        }
        let enum_vs_pokers: Vec<f64> = pokers_ms.iter().zip(&enum_ms).map(|(p, f)| p / f).collect();
        let vs_pokers: Vec<f64> = pokers_ms.iter().zip(&felt_ms).map(|(p, f)| p / f).collect();
        let vs_rs: Vec<f64> = rs_ms.iter().zip(&felt_ms).map(|(r, f)| r / f).collect();
        println!(
            "exact preflop {a} vs {b} (1,712,304 boards): felt {:7.4} ms (matchup table; enumeration {:5.2} ms, min {:5.2})   pokers {:5.2} ms   rs_poker {:6.2} ms (medians)",
            median(felt_ms.clone()),
            median(enum_ms.clone()),
            min(&enum_ms),
            median(pokers_ms.clone()),
            median(rs_ms.clone())
        );
        println!(
            "  felt speed / pokers   min {:.2}x  median {:.2}x;  felt speed / rs_poker min {:.2}x  median {:.2}x",
            min(&vs_pokers),
            median(vs_pokers.clone()),
            min(&vs_rs),
            median(vs_rs.clone())
        );
        println!(
            "  felt enumeration speed / pokers   min {:.2}x  median {:.2}x",
            min(&enum_vs_pokers),
            median(enum_vs_pokers.clone())
        );
    }

    let q = query("AhAs", "KdKc");
    let samples = 4_000_000u64;
    let mut ratios = vec![];
    let (mut felt_rates, mut rs_rates) = (vec![], vec![]);
    let rs_hands: Vec<RsHand> = q
        .hands
        .iter()
        .map(|h| RsHand::new_with_cards(h.iter().copied().map(to_rs).collect()))
        .collect();
    for seed in 0..RUNS as u64 {
        let (ms, r) = cpu_ms(|| {
            calculate(
                &q,
                Method::MonteCarlo { samples },
                &mut SmallRng::seed_from_u64(seed),
            )
            .expect("valid")
        });
        black_box(r);
        let felt_rate = samples as f64 / ms / 1e3;
        let mut game =
            rs_poker::holdem::MonteCarloGame::new(rs_hands.clone()).expect("valid hands");
        let rs_samples = samples as usize / 4;
        let (ms, _) = cpu_ms(|| game.estimate_equity(rs_samples));
        let rs_rate = rs_samples as f64 / ms / 1e3;
        ratios.push(felt_rate / rs_rate);
        felt_rates.push(felt_rate);
        rs_rates.push(rs_rate);
    }
    println!(
        "Monte Carlo heads-up showdowns: felt {:6.1} M/s   rs_poker MonteCarloGame {:6.1} M/s   felt / rs_poker min {:.2}x  median {:.2}x",
        median(felt_rates),
        median(rs_rates),
        min(&ratios),
        median(ratios.clone())
    );

    let mut rob = query("AhAs", "KdKc");
    rob.rule = felt::cards::BoardRule::RiverOfBlood;
    let (ms, _) = cpu_ms(|| {
        calculate(
            &rob,
            Method::MonteCarlo { samples },
            &mut SmallRng::seed_from_u64(9),
        )
        .expect("valid")
    });
    println!(
        "Monte Carlo River of Blood showdowns (boards of 5+ cards): felt {:6.1} M/s",
        samples as f64 / ms / 1e3
    );
}
