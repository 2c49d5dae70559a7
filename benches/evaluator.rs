//! Evaluator benchmark: felt against `pokers` (=0.10.0, the OMPEval port that is the fastest
//! peer we know of) and rs_poker (=5.0.0), side by side in one process, on the same
//! pregenerated random hands of 5, 7 and 8 cards.
//!
//! Run: `cargo bench --bench evaluator` (add `-- --census` for the 133,784,560-hand census
//! against pokers', `-- incremental` for the incremental seven-card path alone, or `-- 7` to
//! run one hand size).
//!
//! Fairness rules:
//! - Every library reads the same hands from a flat array of cards in its own card type
//!   (`[Card; N]` for felt and rs_poker, `[u8; N]` card indices for pokers) and builds its own
//!   evaluation state from them inside the timed loop, the fastest path each library offers
//!   for a loose hand (pokers: a sum of its `CARDS` entries; rs_poker: `Rankable` on a slice).
//! - Time is the thread's CPU time, so other processes on a busy machine do not count.
//! - The libraries run in interleaved rounds (the order rotates every round); each round gives
//!   one ratio per peer, and the bench prints the minimum and the median ratio over rounds.
//! - pokers and rs_poker rank at most seven cards, so for eight cards they take the best of
//!   the eight seven-card subsets (built from shared prefixes), the cheapest correct way a
//!   user of either can rank eight cards.

use std::hint::black_box;

use cpu_time::ThreadTime;
use felt::cards::{Card, CardSet, Evaluator, HandKey};
use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};
use rs_poker::core::{Card as RsCard, Rankable, SevenCardAccum, Suit as RsSuit, Value as RsValue};

/// Hands per size (the same hands for every library).
const HANDS: usize = 10_000_000;
/// Eight-card hands: the peers need eight evaluations each, so fewer hands.
const HANDS_8: usize = 2_000_000;
/// Interleaved rounds per size.
const ROUNDS: usize = 7;

fn random_hands<const N: usize>(count: usize, seed: u64) -> Vec<[Card; N]> {
    let mut rng = SmallRng::seed_from_u64(seed);
    let filler = Card::all().next().expect("a deck has cards");
    (0..count)
        .map(|_| {
            let mut set = CardSet::EMPTY;
            let mut hand = [filler; N];
            let mut len = 0;
            while len < N {
                let card = Card::from_index(rng.random_range(0..52)).expect("index below 52");
                if set.insert(card) {
                    hand[len] = card;
                    len += 1;
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

/// pokers numbers cards `4 * rank + suit` like felt (its suit order differs, which no hand
/// value depends on).
fn to_pokers(card: Card) -> u8 {
    card.index()
}

/// Millions of hands per CPU second for one pass of `f` over `n` hands.
fn rate(n: usize, f: impl FnOnce() -> u64) -> f64 {
    let start = ThreadTime::now();
    black_box(f());
    n as f64 / start.elapsed().as_secs_f64().max(1e-9) / 1e6
}

fn median(mut v: Vec<f64>) -> f64 {
    v.sort_by(|a, b| a.total_cmp(b));
    v[v.len() / 2]
}

fn min(v: &[f64]) -> f64 {
    v.iter().copied().fold(f64::INFINITY, f64::min)
}

fn pokers_rank(cards: &[u8]) -> u16 {
    if cards.len() <= 7 {
        let mut h = pokers::Hand::default();
        for &c in cards {
            h += pokers::CARDS[usize::from(c)];
        }
        return h.evaluate();
    }
    // Best seven-card subset: extend the prefix before the skipped card with the rest.
    let mut best = 0;
    let mut prefix = pokers::Hand::default();
    for skip in 0..cards.len() {
        let mut h = prefix;
        for &c in &cards[skip + 1..] {
            h += pokers::CARDS[usize::from(c)];
        }
        best = best.max(h.evaluate());
        prefix += pokers::CARDS[usize::from(cards[skip])];
    }
    best
}

fn rs_rank(cards: &[RsCard]) -> rs_poker::core::Rank {
    if cards.len() <= 7 {
        return cards.rank();
    }
    let mut best = None;
    let mut prefix = SevenCardAccum::new();
    for skip in 0..cards.len() {
        let mut acc = prefix;
        for &c in &cards[skip + 1..] {
            acc.add(c);
        }
        let r = acc.rank();
        if best.is_none_or(|b| r > b) {
            best = Some(r);
        }
        prefix.add(cards[skip]);
    }
    best.expect("at least one subset")
}

fn rs_score(r: rs_poker::core::Rank) -> u64 {
    // The category band and the dense sub-rank together: the whole packed score.
    ((r.category() as u64) << 12) | u64::from(r.value_bits())
}

fn bench_cards<const N: usize>(count: usize) {
    let hands: Vec<[Card; N]> = random_hands(count, 42 + N as u64);
    let pokers_hands: Vec<[u8; N]> = hands.iter().map(|h| h.map(to_pokers)).collect();
    let rs_hands: Vec<[RsCard; N]> = hands.iter().map(|h| h.map(to_rs)).collect();
    let ev = Evaluator::get();

    // All three must order every pair of neighbouring hands the same way.
    let agree = (0..200_000.min(count - 1)).all(|i| {
        let f = ev
            .evaluate_hand(&hands[i])
            .cmp(&ev.evaluate_hand(&hands[i + 1]));
        let p = pokers_rank(&pokers_hands[i]).cmp(&pokers_rank(&pokers_hands[i + 1]));
        let r = rs_rank(&rs_hands[i]).cmp(&rs_rank(&rs_hands[i + 1]));
        f == p && f == r
    });
    assert!(agree, "the evaluators disagree on {N}-card hands");

    let felt_pass = || {
        rate(count, || {
            hands.iter().fold(0u64, |acc, h| {
                acc.wrapping_add(u64::from(ev.evaluate_hand(h).code()))
            })
        })
    };
    let pokers_pass = || {
        rate(count, || {
            pokers_hands
                .iter()
                .fold(0u64, |acc, h| acc.wrapping_add(u64::from(pokers_rank(h))))
        })
    };
    let rs_pass = || {
        rate(count, || {
            rs_hands
                .iter()
                .fold(0u64, |acc, h| acc.wrapping_add(rs_score(rs_rank(h))))
        })
    };
    // felt's general entry point on its own set type, built outside the timed loop: shown
    // for reference (it is the path the game uses), not in the ratios.
    let sets: Vec<CardSet> = hands.iter().map(|h| h.iter().copied().collect()).collect();
    let set_pass = || {
        rate(count, || {
            sets.iter().fold(0u64, |acc, &s| {
                acc.wrapping_add(u64::from(ev.evaluate(s).code()))
            })
        })
    };
    let (mut felt, mut pk, mut rs, mut set) = (vec![], vec![], vec![], vec![]);
    for round in 0..ROUNDS {
        // Rotate who goes first so no library always runs on a warm or cold cache.
        let mut r = [0.0f64; 4];
        for k in 0..4 {
            match (round + k) % 4 {
                0 => r[0] = felt_pass(),
                1 => r[1] = pokers_pass(),
                2 => r[2] = rs_pass(),
                _ => r[3] = set_pass(),
            }
        }
        felt.push(r[0]);
        pk.push(r[1]);
        rs.push(r[2]);
        set.push(r[3]);
    }
    let vs_pokers: Vec<f64> = felt.iter().zip(&pk).map(|(f, p)| f / p).collect();
    let vs_rs: Vec<f64> = felt.iter().zip(&rs).map(|(f, r)| f / r).collect();
    println!(
        "{N} cards: felt {:6.1} M/s  pokers {:6.1} M/s  rs_poker {:6.1} M/s (medians, CPU time; felt from a CardSet: {:6.1} M/s)",
        median(felt.clone()),
        median(pk.clone()),
        median(rs.clone()),
        median(set.clone()),
    );
    println!(
        "  felt / pokers   min {:.2}x  median {:.2}x",
        min(&vs_pokers),
        median(vs_pokers.clone())
    );
    println!(
        "  felt / rs_poker min {:.2}x  median {:.2}x",
        min(&vs_rs),
        median(vs_rs.clone())
    );
}

/// Every seven-card hand counted by category with pokers, the way felt's census does it: each
/// nested loop adds one card's `Hand` to the level above, the seventh card then ranks.
fn pokers_census() -> [u64; 9] {
    let cards: Vec<pokers::Hand> = (0..52).map(|i| pokers::CARDS[i]).collect();
    let mut counts = [0u64; 9];
    let empty = pokers::Hand::default();
    for a in 0..52 {
        let ka = empty + cards[a];
        for b in a + 1..52 {
            let kb = ka + cards[b];
            for c in b + 1..52 {
                let kc = kb + cards[c];
                for d in c + 1..52 {
                    let kd = kc + cards[d];
                    for e in d + 1..52 {
                        let ke = kd + cards[e];
                        for f in e + 1..52 {
                            let kf = ke + cards[f];
                            for &card in &cards[f + 1..] {
                                let rank = (kf + card).evaluate();
                                counts[usize::from(rank >> pokers::HAND_CATEGORY_SHIFT) - 1] += 1;
                            }
                        }
                    }
                }
            }
        }
    }
    counts
}

/// The census (every seven-card hand by category), felt against pokers, in alternating
/// rounds; CPU time of this thread.
fn census() {
    const CENSUS_ROUNDS: usize = 3;
    let (mut felt_rates, mut pokers_rates, mut ratios) = (vec![], vec![], vec![]);
    let mut felt_counts = [0u64; 9];
    for round in 0..CENSUS_ROUNDS {
        let mut r = [0.0f64; 2];
        for k in 0..2 {
            let start = ThreadTime::now();
            if (round + k) % 2 == 0 {
                felt_counts = black_box(felt::cards::census::seven_card_census());
                r[0] = 133_784_560.0 / start.elapsed().as_secs_f64() / 1e6;
            } else {
                let counts = black_box(pokers_census());
                r[1] = 133_784_560.0 / start.elapsed().as_secs_f64() / 1e6;
                assert_eq!(counts.iter().sum::<u64>(), 133_784_560);
            }
        }
        felt_rates.push(r[0]);
        pokers_rates.push(r[1]);
        ratios.push(r[0] / r[1]);
    }
    let total: u64 = felt_counts.iter().sum();
    println!(
        "7-card census ({total} hands): felt {:.0} M/s  pokers {:.0} M/s (medians, CPU time); by category (high card first): {felt_counts:?}",
        median(felt_rates),
        median(pokers_rates)
    );
    println!(
        "  felt / pokers   min {:.2}x  median {:.2}x",
        min(&ratios),
        median(ratios.clone())
    );
}

/// The incremental seven-card path: keys built card by card beforehand (felt's `HandKey`,
/// pokers' `Hand`), then only the ranking timed, over the same random hands.
fn bench_incremental() {
    let hands: Vec<[Card; 7]> = random_hands(HANDS, 77);
    let ev = Evaluator::get();
    let keys: Vec<HandKey> = hands
        .iter()
        .map(|h| h.iter().fold(HandKey::of(&[]), |k, &c| k.with_card(c)))
        .collect();
    let pk: Vec<pokers::Hand> = hands
        .iter()
        .map(|h| {
            h.iter().fold(pokers::Hand::default(), |acc, &c| {
                acc + pokers::CARDS[usize::from(to_pokers(c))]
            })
        })
        .collect();
    let agree = (0..200_000).all(|i| {
        let f = keys[i]
            .value_of_seven(ev)
            .cmp(&keys[i + 1].value_of_seven(ev));
        let s = keys[i].strength7(ev).cmp(&keys[i + 1].strength7(ev));
        let p = pk[i].evaluate().cmp(&pk[i + 1].evaluate());
        f == p && s == p
    });
    assert!(agree, "felt's keys and pokers' hands disagree");
    let value_pass = || {
        rate(HANDS, || {
            keys.iter().fold(0u64, |a, k| {
                a.wrapping_add(u64::from(k.value_of_seven(ev).code()))
            })
        })
    };
    let strength_pass = || {
        rate(HANDS, || {
            keys.iter().fold(0u64, |a, k| {
                a.wrapping_add(u64::from(k.strength_of_seven(ev)))
            })
        })
    };
    let pokers_pass = || {
        rate(HANDS, || {
            pk.iter()
                .fold(0u64, |a, h| a.wrapping_add(u64::from(h.evaluate())))
        })
    };
    let (mut value, mut strength, mut pokers) = (vec![], vec![], vec![]);
    for round in 0..ROUNDS {
        let mut r = [0.0f64; 3];
        for k in 0..3 {
            match (round + k) % 3 {
                0 => r[0] = value_pass(),
                1 => r[1] = strength_pass(),
                _ => r[2] = pokers_pass(),
            }
        }
        value.push(r[0]);
        strength.push(r[1]);
        pokers.push(r[2]);
    }
    let v: Vec<f64> = value.iter().zip(&pokers).map(|(f, p)| f / p).collect();
    let st: Vec<f64> = strength.iter().zip(&pokers).map(|(f, p)| f / p).collect();
    println!(
        "incremental 7 cards (prebuilt keys, ranking timed): felt HandKey::value_of_seven {:6.1} M/s  HandKey::strength_of_seven {:6.1} M/s  pokers Hand::evaluate {:6.1} M/s (medians, CPU time)",
        median(value.clone()),
        median(strength.clone()),
        median(pokers.clone())
    );
    println!(
        "  felt value_of_seven / pokers     min {:.2}x  median {:.2}x",
        min(&v),
        median(v.clone())
    );
    println!(
        "  felt strength_of_seven / pokers  min {:.2}x  median {:.2}x",
        min(&st),
        median(st.clone())
    );
}

fn main() {
    let with_census = std::env::args().any(|a| a == "--census");
    println!(
        "felt evaluator benchmark: {HANDS} random hands of 5 and 7 cards, {HANDS_8} of 8; {ROUNDS} interleaved rounds; ratios are felt's rate over the peer's in the same round"
    );
    // `-- 7` (or 5, 8) runs one hand size only.
    let only: Vec<String> = std::env::args()
        .skip(1)
        .filter(|a| ["5", "7", "8"].contains(&a.as_str()))
        .collect();
    let incremental_only = std::env::args().any(|a| a == "incremental");
    let wanted = |n: &str| !incremental_only && (only.is_empty() || only.iter().any(|a| a == n));
    let _ = Evaluator::get();
    if incremental_only || only.is_empty() {
        bench_incremental();
    }
    if wanted("7") {
        bench_cards::<7>(HANDS);
    }
    if wanted("5") {
        bench_cards::<5>(HANDS);
    }
    if wanted("8") {
        bench_cards::<8>(HANDS_8);
    }
    if with_census {
        census();
    }
}
