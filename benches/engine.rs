//! Engine benchmark: complete hands of random legal actions, per variant, on one core.
//! Each hand shuffles a deck, posts blinds, deals, and plays random legal actions (uniform
//! action kind, uniform raise size, uniform bid) to the end, showdown included.
//!
//! Run: `cargo bench --bench engine`. The reference is PokerKit, the best-known rules engine:
//! when `python3` can import `pokerkit`, the same run plays random heads-up hold'em hands in
//! PokerKit (`benches/pokerkit_random_hands.py`, all its automations on) and prints the ratio.

use std::hint::black_box;
use std::time::Instant;

use felt::bots::random_legal_action;
use felt::cards::Deck;
use felt::engine::{Hand, HandSetup, VariantId};
use rand::SeedableRng;
use rand::rngs::SmallRng;

const HANDS: u32 = 400_000;
const RUNS: usize = 5;

fn play(variant: VariantId, rng: &mut SmallRng) -> i64 {
    let (stacks, sb, bb) = if variant == VariantId::SneakPeek {
        ([5000, 5000], 10, 20)
    } else {
        ([400, 400], 1, 2)
    };
    let mut net = 0;
    for _ in 0..HANDS {
        let setup = HandSetup::new(variant, stacks, sb, bb);
        let mut hand = Hand::new(setup, Deck::shuffled(rng)).expect("valid setup");
        while let Some(legal) = hand.legal_actions() {
            let action = random_legal_action(&legal, rng);
            hand.apply(legal.seat, action).expect("legal action");
        }
        net += hand.outcome().map_or(0, |o| o.net[0]);
    }
    net
}

/// PokerKit's random-hand rate, if python3 with pokerkit is available.
fn pokerkit_rate() -> Option<f64> {
    let script = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/benches/pokerkit_random_hands.py"
    );
    let out = std::process::Command::new("python3")
        .args([script, "3"])
        .output()
        .ok()?;
    let text = String::from_utf8_lossy(&out.stdout);
    // "pokerkit 668.5 hands/s (1338 hands)"
    text.split_whitespace().nth(1)?.parse().ok()
}

fn main() {
    println!(
        "felt engine benchmark: {HANDS} random hands per run, median of {RUNS} runs, one core"
    );
    let reference = pokerkit_rate();
    match reference {
        Some(r) => println!("PokerKit (heads-up NLHE, random legal actions): {r:.0} hands/s"),
        None => println!("PokerKit not available (pip install pokerkit) - showing felt alone"),
    }
    for variant in [
        VariantId::Holdem,
        VariantId::Auction,
        VariantId::SneakPeek,
        VariantId::RiverOfBlood,
    ] {
        let mut rates = Vec::new();
        for run in 0..RUNS {
            let mut rng = SmallRng::seed_from_u64(run as u64);
            let t = Instant::now();
            black_box(play(variant, &mut rng));
            rates.push(f64::from(HANDS) / t.elapsed().as_secs_f64());
        }
        rates.sort_by(|a, b| a.total_cmp(b));
        let median = rates[RUNS / 2];
        match reference {
            Some(r) => println!(
                "{:<15} {:>10.0} hands/s   {:>6.0}x PokerKit",
                variant.id(),
                median,
                median / r
            ),
            None => println!("{:<15} {:>10.0} hands/s", variant.id(), median),
        }
    }
}
