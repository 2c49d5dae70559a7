//! Property tests over thousands of seeded random hands of every heads-up variant, mixing
//! legal and illegal actions: legal actions are accepted, illegal ones refused with the hand
//! unchanged, chips are conserved, payoffs sum to zero, views never show a card their seat may
//! not see, and PHH write -> read -> replay gives the same events.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use felt::bots::random_legal_action;
use felt::cards::{Card, CardSet, Deck};
use felt::engine::{Action, Event, Hand, HandSetup, Phase, Seat, SeatView, VariantId};
use felt::history::{self, HandMeta};
use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};

mod common;
use common::VARIANTS;

/// Hands per variant: 3000 by default (fast), or `FELT_PROPERTY_HANDS` for long runs
/// (`FELT_PROPERTY_HANDS=1000000 cargo test --release --test engine_properties`).
fn hands_per_variant() -> u64 {
    std::env::var("FELT_PROPERTY_HANDS")
        .ok()
        .and_then(|v| v.replace('_', "").parse().ok())
        .unwrap_or(3000)
}

/// Everything observable about a hand, to compare before and after a refused action.
fn snapshot(h: &Hand) -> String {
    format!(
        "{:?} {:?} {:?} {:?} {} {:?} {:?} {:?} {:?}",
        h.events(),
        h.stacks(),
        h.pips(),
        h.board(),
        h.pot(),
        h.to_act(),
        h.phase(),
        h.legal_actions(),
        h.auction()
    )
}

/// Any action at all, legal or not.
fn wild_action(rng: &mut SmallRng, max: u32) -> Action {
    let n = rng.random_range(0..=max + 10);
    match rng.random_range(0..5) {
        0 => Action::Fold,
        1 => Action::Check,
        2 => Action::Call,
        3 => Action::RaiseTo(n),
        _ => Action::Bid(n),
    }
}

fn random_setup(variant: VariantId, rng: &mut SmallRng) -> HandSetup {
    let bb = rng.random_range(1..=20);
    let sb = rng.random_range(0..=bb);
    // Sometimes short stacks, to reach all-ins and short blinds.
    let stack = |rng: &mut SmallRng| {
        if rng.random_bool(0.2) {
            rng.random_range(1..=3 * bb)
        } else {
            rng.random_range(bb..=200 * bb)
        }
    };
    let mut setup = HandSetup::new(variant, [stack(rng), stack(rng)], sb, bb);
    setup.peek = [rng.random_range(0..2), rng.random_range(0..2)];
    setup
}

/// A view may show: its own hole cards, the board, an opponent card it peeked, and the
/// opponent's cards after a showdown. Nothing else.
fn check_view(h: &Hand, view: &SeatView) {
    let seat = view.seat;
    let own: CardSet = h.hole_cards(seat).iter().copied().collect();
    let opp: CardSet = h.hole_cards(seat.other()).iter().copied().collect();
    assert_eq!(view.hole.as_slice(), h.hole_cards(seat));
    assert_eq!(view.board.as_slice(), h.board());
    let showdown = h.outcome().is_some_and(|o| o.showdown);
    let allowed_opp: CardSet = if showdown {
        opp
    } else {
        h.events()
            .iter()
            .filter_map(|e| match e {
                Event::Peek { seat: s, card } if *s == seat => Some(*card),
                _ => None,
            })
            .collect()
    };
    let mut seen = CardSet::EMPTY;
    for card in view.known_cards() {
        seen.insert(card);
    }
    for e in &view.events {
        match e {
            Event::DealHole { card, .. }
            | Event::DealBoard { card, .. }
            | Event::Peek { card, .. } => {
                seen.insert(*card);
            }
            Event::Bid { seat: s, .. } => {
                assert!(
                    *s == seat || h.auction().is_some(),
                    "opponent's sealed bid leaked to {seat}"
                );
            }
            _ => {}
        }
    }
    let board: CardSet = h.board().iter().copied().collect();
    let leaked = seen.difference(own.union(board).union(allowed_opp));
    assert!(leaked.is_empty(), "{seat} sees {leaked} it may not see");
    if !showdown {
        assert!(view.opponent_known.iter().all(|c| allowed_opp.contains(c)));
    }
}

fn run_variant(variant: VariantId, seed: u64) {
    let mut rng = SmallRng::seed_from_u64(seed);
    for _ in 0..hands_per_variant() {
        let setup = random_setup(variant, &mut rng);
        let mut hand = Hand::new(setup, Deck::shuffled(&mut rng)).unwrap();
        let total = setup.stacks[0] + setup.stacks[1];
        let mut steps = 0;
        while let Some(legal) = hand.legal_actions() {
            steps += 1;
            assert!(steps < 500, "hand does not end");
            for seat in [Seat(0), Seat(1)] {
                check_view(&hand, &hand.view(seat));
            }
            // A few wild tries: each is accepted exactly when it is legal.
            for _ in 0..3 {
                let seat = if rng.random_bool(0.85) {
                    legal.seat
                } else {
                    legal.seat.other()
                };
                let action = wild_action(&mut rng, setup.stacks[0].max(setup.stacks[1]));
                // Besides the legal actions, a Sneak Peek auction takes a fold (the IIT
                // engine's answer to a decimal bid), which no legal set offers.
                let legal_here = seat == legal.seat
                    && (legal.allows(action) || hand.folds_at_the_auction(action));
                let before = snapshot(&hand);
                assert_eq!(
                    hand.check(seat, action).is_ok(),
                    legal_here,
                    "{action} by {seat}: {legal:?}"
                );
                if !legal_here {
                    assert!(hand.apply(seat, action).is_err());
                    assert_eq!(
                        snapshot(&hand),
                        before,
                        "a refused {action} changed the hand"
                    );
                }
            }
            let action = random_legal_action(&legal, &mut rng);
            hand.apply(legal.seat, action)
                .unwrap_or_else(|e| panic!("legal {action} refused: {e}"));
            assert_eq!(
                hand.stacks()[0] + hand.stacks()[1] + hand.pot(),
                total,
                "chips not conserved"
            );
        }
        let outcome = hand.outcome().unwrap();
        assert_eq!(hand.phase(), Phase::Done);
        assert_eq!(outcome.net[0] + outcome.net[1], 0);
        assert_eq!(hand.pot(), 0);
        for seat in [Seat(0), Seat(1)] {
            check_view(&hand, &hand.view(seat));
        }
        // Every card dealt once.
        let dealt: Vec<Card> = hand
            .hole_cards(Seat(0))
            .iter()
            .chain(hand.hole_cards(Seat(1)))
            .chain(hand.board())
            .copied()
            .collect();
        assert_eq!(
            CardSet::try_from_cards(dealt.iter().copied()).map(|s| s.len() as usize),
            Ok(dealt.len())
        );
        // PHH round trip.
        let text = history::write(
            &hand,
            &HandMeta {
                number: Some(1),
                names: None,
                ..Default::default()
            },
        );
        let replayed = history::replay(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
        assert_eq!(replayed.events(), hand.events(), "{text}");
    }
}

#[test]
fn random_holdem_hands_keep_every_invariant() {
    run_variant(VARIANTS[0], 1);
}

#[test]
fn random_auction_hands_keep_every_invariant() {
    run_variant(VARIANTS[1], 2);
}

#[test]
fn random_sneak_peek_hands_keep_every_invariant() {
    run_variant(VARIANTS[2], 3);
}

#[test]
fn random_river_of_blood_hands_keep_every_invariant() {
    run_variant(VARIANTS[3], 4);
}
