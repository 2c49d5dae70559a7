//! Census tests: every five-card hand, checked against the published category counts, and the
//! fast and general evaluator paths against each other.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::collections::HashSet;

use felt::cards::{Card, CardSet, Category, Evaluator, evaluate};
use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};

/// Published counts of the 2,598,960 five-card hands by category.
const FIVE_CARD_COUNTS: [(Category, u64); 9] = [
    (Category::HighCard, 1_302_540),
    (Category::Pair, 1_098_240),
    (Category::TwoPair, 123_552),
    (Category::ThreeOfAKind, 54_912),
    (Category::Straight, 10_200),
    (Category::Flush, 5_108),
    (Category::FullHouse, 3_744),
    (Category::FourOfAKind, 624),
    (Category::StraightFlush, 40),
];

/// Published counts of the 133,784,560 seven-card hands by category.
pub const SEVEN_CARD_COUNTS: [(Category, u64); 9] = [
    (Category::HighCard, 23_294_460),
    (Category::Pair, 58_627_800),
    (Category::TwoPair, 31_433_400),
    (Category::ThreeOfAKind, 6_461_620),
    (Category::Straight, 6_180_020),
    (Category::Flush, 4_047_644),
    (Category::FullHouse, 3_473_184),
    (Category::FourOfAKind, 224_848),
    (Category::StraightFlush, 41_584),
];

fn cards() -> Vec<Card> {
    Card::all().collect()
}

#[test]
fn all_five_card_hands_match_the_published_category_counts_and_7462_values() {
    let deck = cards();
    let mut counts = [0u64; 9];
    let mut distinct = HashSet::new();
    let ev = Evaluator::get();
    for a in 0..52 {
        for b in a + 1..52 {
            for c in b + 1..52 {
                for d in c + 1..52 {
                    for e in d + 1..52 {
                        let set: CardSet = [deck[a], deck[b], deck[c], deck[d], deck[e]]
                            .into_iter()
                            .collect();
                        let v = ev.evaluate(set);
                        counts[v.category() as usize] += 1;
                        distinct.insert(v);
                    }
                }
            }
        }
    }
    for (category, want) in FIVE_CARD_COUNTS {
        assert_eq!(counts[category as usize], want, "{category}");
    }
    assert_eq!(distinct.len(), 7462);
}

#[test]
fn table_path_and_bit_path_agree_on_random_hands_of_five_to_seven() {
    let ev = Evaluator::get();
    let mut rng = SmallRng::seed_from_u64(11);
    for _ in 0..300_000 {
        let n = rng.random_range(0..=7);
        let set = random_set(&mut rng, n);
        assert_eq!(
            ev.evaluate_upto7(set),
            felt::cards::evaluate_general(set),
            "{set}"
        );
    }
}

/// `evaluate_hand` on `N` distinct random cards, against the bit-mask path.
fn card_arrays_agree<const N: usize>(rng: &mut SmallRng, hands: usize) {
    let ev = Evaluator::get();
    for _ in 0..hands {
        let set = random_set(rng, N as u32);
        let cards: [Card; N] = set.iter().collect::<Vec<_>>().try_into().unwrap();
        assert_eq!(
            ev.evaluate_hand(&cards),
            felt::cards::evaluate_general(set),
            "{set}"
        );
    }
}

#[test]
fn card_arrays_rank_as_the_bit_path_does_from_five_to_nine_cards() {
    let mut rng = SmallRng::seed_from_u64(17);
    card_arrays_agree::<5>(&mut rng, 100_000);
    card_arrays_agree::<6>(&mut rng, 100_000);
    card_arrays_agree::<7>(&mut rng, 200_000);
    card_arrays_agree::<8>(&mut rng, 50_000);
    card_arrays_agree::<9>(&mut rng, 50_000);
    // Flushes and straight flushes take the array path's flush branch.
    let ev = Evaluator::get();
    let flush: [Card; 7] = Card::parse_list("2h9h4hJh6hAsAd")
        .unwrap()
        .try_into()
        .unwrap();
    assert_eq!(ev.evaluate_hand(&flush).describe(), "Flush, Jack high");
    let straight_flush: [Card; 7] = Card::parse_list("5s6s7s8s9sTs9h")
        .unwrap()
        .try_into()
        .unwrap();
    assert_eq!(
        ev.evaluate_hand(&straight_flush).describe(),
        "Straight Flush, Ten high"
    );
}

fn random_set(rng: &mut SmallRng, n: u32) -> CardSet {
    let mut set = CardSet::EMPTY;
    while set.len() < n {
        set.insert(Card::from_index(rng.random_range(0..52)).unwrap());
    }
    set
}

#[test]
fn more_cards_never_make_a_hand_worse() {
    let mut rng = SmallRng::seed_from_u64(5);
    for _ in 0..100_000 {
        let n = rng.random_range(5..=20);
        let set = random_set(&mut rng, n);
        let v = evaluate(set);
        let card = set.iter().next().unwrap();
        let mut smaller = set;
        smaller.remove(card);
        assert!(evaluate(smaller) <= v);
    }
}

#[test]
fn the_best_of_two_flush_suits_is_found() {
    // Ten cards: a heart flush to the nine and a spade flush to the ace.
    let set: CardSet = "2h4h6h8h9h3s5s7sJsAs".parse().unwrap();
    assert_eq!(evaluate(set).describe(), "Flush, Ace high");
    // Spades listed first: the heart straight flush must still win.
    let set: CardSet = "2s4s6s8sAs5h6h7h8h9h".parse().unwrap();
    assert_eq!(evaluate(set).describe(), "Straight Flush, Nine high");
}

#[test]
fn hands_are_named_in_plain_words() {
    let name = |s: &str| evaluate(s.parse().unwrap()).describe();
    assert_eq!(name("KhKd7s7c2h"), "Two Pair, Kings and Sevens");
    assert_eq!(name("Ah2d3s4c5h"), "Straight, Five high");
    assert_eq!(name("KhKd"), "Pair of Kings");
    assert_eq!(name("AhKhQhJhTh"), "Royal Flush");
    assert_eq!(name("9h8h7h6h5h"), "Straight Flush, Nine high");
    assert_eq!(name("KhKdKs7c7h"), "Full House, Kings full of Sevens");
    assert_eq!(name("QhQdQsQc2h"), "Four of a Kind, Queens");
    assert_eq!(name("2h5h9hJhKh"), "Flush, King high");
    assert_eq!(name("6h6d6s2cAh"), "Three of a Kind, Sixes");
    assert_eq!(name("Ah9d7s4c2h"), "High Card, Ace");
}

#[test]
fn a_wheel_loses_to_a_six_high_straight_and_beats_trips() {
    let v = |s: &str| evaluate(s.parse().unwrap());
    assert!(v("Ah2d3s4c5h") < v("2d3s4c5h6h"));
    assert!(v("Ah2d3s4c5h") > v("AhAdAs4c5h"));
    // A-K-Q-J-T beats K-Q-J-T-9, and a "round the corner" Q-K-A-2-3 is no straight.
    assert!(v("AhKdQsJcTh") > v("9hKdQsJcTh"));
    assert_eq!(v("QhKdAs2c3h").describe(), "High Card, Ace");
}

#[test]
#[ignore = "slow census (133,784,560 hands): run with cargo test --release -- --ignored"]
fn all_seven_card_hands_match_the_published_category_counts() {
    let counts = felt::cards::census::seven_card_census();
    for (category, want) in SEVEN_CARD_COUNTS {
        assert_eq!(counts[category as usize], want, "{category}");
    }
}
