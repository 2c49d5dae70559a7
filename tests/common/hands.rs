//! Scripted hands: decks in a fixed order ("AsKs QdQh 2c7d9h Th 3s" deals seat 0's two hole
//! cards, seat 1's two, the flop, any auction cards, the turn, the river and any run cards),
//! hands built on them, and moves played with a message naming the move that was refused.

use felt::cards::{Card, Deck};
use felt::engine::{Action, Chips, Hand, HandSetup, Seat, VariantId};
use felt::session::MatchConfig;

/// The small blind (the button), first to act preflop.
pub const SB: Seat = Seat(0);
/// The big blind, first to act after the flop.
pub const BB: Seat = Seat(1);

/// Every heads-up variant.
pub const VARIANTS: [VariantId; 4] = [
    VariantId::Holdem,
    VariantId::Auction,
    VariantId::SneakPeek,
    VariantId::RiverOfBlood,
];

/// A deck dealing the cards of `order` first.
pub fn deck(order: &str) -> Deck {
    Deck::from_order(&Card::parse_list(order).unwrap()).unwrap()
}

/// A hand of `variant` with `stacks` and (small, big) `blinds`, dealt from `order`.
pub fn scripted_with(
    variant: VariantId,
    stacks: [Chips; 2],
    blinds: (Chips, Chips),
    order: &str,
) -> Hand {
    Hand::new(
        HandSetup::new(variant, stacks, blinds.0, blinds.1),
        deck(order),
    )
    .unwrap()
}

/// A hand of `variant` at the pokerbots stakes (400 chips each, blinds 1 and 2), dealt from
/// `order`.
pub fn scripted(variant: VariantId, order: &str) -> Hand {
    scripted_with(variant, [400, 400], (1, 2), order)
}

/// Plays `moves` in order; a refused move fails the test, naming it.
pub fn play(h: &mut Hand, moves: &[(Seat, Action)]) {
    for &(seat, action) in moves {
        h.apply(seat, action)
            .unwrap_or_else(|e| panic!("{seat} {action}: {e}"));
    }
}

/// A [`scripted`] hand of `variant` from `order` with `moves` played.
pub fn played(variant: VariantId, order: &str, moves: &[(Seat, Action)]) -> Hand {
    let mut hand = scripted(variant, order);
    play(&mut hand, moves);
    hand
}

/// The setup of a hand of `variant` at the match defaults' stacks and blinds.
pub fn default_setup(variant: VariantId) -> HandSetup {
    let table = MatchConfig::defaults(variant);
    HandSetup::new(
        variant,
        [table.stack; 2],
        table.small_blind,
        table.big_blind,
    )
}

/// Both seats check from the flop (or from after the auction) to the river.
pub const CHECK_DOWN: [(Seat, Action); 6] = [
    (BB, Action::Check),
    (SB, Action::Check),
    (BB, Action::Check),
    (SB, Action::Check),
    (BB, Action::Check),
    (SB, Action::Check),
];
