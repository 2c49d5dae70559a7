//! Bots only ever return legal actions, a seed reproduces a match exactly, and every named
//! bot plays every heads-up variant.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use felt::arena::{ArenaConfig, run};
use felt::bots::{BOTS, Bot, by_name, random_legal_action};
use felt::cards::Deck;
use felt::engine::{Hand, HandSetup, VariantId};
use felt::session::MatchConfig;
use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};

mod common;
use common::VARIANTS;

#[test]
fn every_bot_answers_every_decision_legally() {
    let mut rng = SmallRng::seed_from_u64(77);
    for (name, _) in BOTS
        .iter()
        .chain(felt::bots::styles::STYLES.iter())
        .chain(felt::bots::competition::COMPETITION_STYLES.iter())
    {
        for variant in VARIANTS {
            let mut bot = by_name(name).unwrap();
            let hands = if *name == "hard" || *name == "montecarlo" {
                25
            } else {
                150
            };
            for _ in 0..hands {
                let stacks = [rng.random_range(20..=600), rng.random_range(20..=600)];
                let mut setup = HandSetup::new(variant, stacks, 1, 2);
                setup.peek = [rng.random_range(0..2), rng.random_range(0..2)];
                let mut hand = Hand::new(setup, Deck::shuffled(&mut rng)).unwrap();
                // The bot plays one seat; random legal moves play the other, so the bot meets
                // states its own opponent would not create.
                let seat = felt::engine::Seat(rng.random_range(0..2));
                while let Some(legal) = hand.legal_actions() {
                    let action = if legal.seat == seat {
                        let a = bot.act(&hand.view(seat), &mut rng);
                        assert!(
                            legal.allows(a),
                            "{name} in {variant}: {a} is not legal in {legal:?}"
                        );
                        a
                    } else {
                        random_legal_action(&legal, &mut rng)
                    };
                    hand.apply(legal.seat, action).unwrap();
                }
                bot.hand_over(&hand.view(seat));
            }
        }
    }
}

fn small_match(bots: &str, threads: usize) -> felt::arena::ArenaReport {
    let [a, b]: [String; 2] = {
        let v: Vec<String> = bots.split(',').map(String::from).collect();
        [v[0].clone(), v[1].clone()]
    };
    let fa = move || by_name(&a).unwrap();
    let fb = move || by_name(&b).unwrap();
    let config = ArenaConfig {
        stakes: MatchConfig::defaults(VariantId::Auction),
        deals: 600,
        duplicate: true,
        seed: 42,
        threads,
        history: None,
    };
    run(&config, [&fa, &fb], &|_, _, _| {})
}

#[test]
fn a_seed_reproduces_a_match_exactly_whatever_the_threads() {
    let one = small_match("heuristic,random", 1);
    let two = small_match("heuristic,random", 2);
    assert_eq!(one.bots[0].chips, two.bots[0].chips);
    assert_eq!(one.bots[0].mbb_per_hand, two.bots[0].mbb_per_hand);
    assert_eq!(one.bots[0].auction_wins, two.bots[0].auction_wins);
    assert_eq!(one.bots[0].hands, 1200);
}

#[test]
fn duplicate_deals_cancel_the_cards_between_identical_bots() {
    // Two copies of the same deterministic bot on swapped seats: every pair nets zero.
    let r = small_match("caller,caller", 2);
    assert_eq!(r.bots[0].chips, 0);
    assert_eq!(r.bots[0].ci95, Some(0.0));
}

#[test]
fn unknown_bot_names_are_refused() {
    assert!(by_name("shark").is_none());
    for (name, _) in BOTS {
        let bot: Box<dyn Bot> = by_name(name).unwrap();
        assert!(!bot.name().is_empty());
    }
}
