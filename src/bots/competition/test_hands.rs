//! Scripted hands for the competition styles' tests: a deck in a fixed order (seat 0's two
//! hole cards, seat 1's two, the flop, any auction card, the turn, the river), moves played,
//! and the view of the seat to act.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use rand::SeedableRng;
use rand::rngs::SmallRng;

use crate::cards::{Card, Deck};
use crate::engine::{Action, Chips, Hand, HandSetup, Seat, SeatView, VariantId};

/// The button and small blind.
pub const SB: Seat = Seat(0);
/// The big blind.
pub const BB: Seat = Seat(1);

/// A hand of `variant` with `stack` chips each and blinds 1/2 (10/20 in Sneak Peek), dealt
/// from `order`, with `moves` played.
pub fn hand(variant: VariantId, stack: Chips, order: &str, moves: &[(Seat, Action)]) -> Hand {
    let (sb, bb) = if variant == VariantId::SneakPeek {
        (10, 20)
    } else {
        (1, 2)
    };
    let deck = Deck::from_order(&Card::parse_list(order).unwrap()).unwrap();
    let mut h = Hand::new(HandSetup::new(variant, [stack; 2], sb, bb), deck).unwrap();
    for &(seat, action) in moves {
        h.apply(seat, action)
            .unwrap_or_else(|e| panic!("{seat} {action}: {e}"));
    }
    h
}

/// The view of the seat to act in [`hand`].
pub fn view_to_act(
    variant: VariantId,
    stack: Chips,
    order: &str,
    moves: &[(Seat, Action)],
) -> SeatView {
    let h = hand(variant, stack, order, moves);
    let seat = h.legal_actions().expect("a decision").seat;
    h.view(seat)
}

/// A seeded RNG.
pub fn rng(seed: u64) -> SmallRng {
    SmallRng::seed_from_u64(seed)
}
