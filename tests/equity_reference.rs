//! felt's equity calculator against an outside reference: rs_poker's evaluator, enumerating
//! the same boards independently. Counts of wins and ties must agree exactly.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use felt::cards::Card;
use felt::cards::equity::{EquityQuery, Method, calculate};
use rand::SeedableRng;
use rand::rngs::SmallRng;
use rs_poker::core::{Card as RsCard, SevenCardAccum, Suit as RsSuit, Value as RsValue};

fn to_rs(card: Card) -> RsCard {
    RsCard::new(
        RsValue::from(card.rank().index()),
        RsSuit::from(card.suit().index()),
    )
}

/// (wins of hand 0, wins of hand 1, ties) over every completion of `board` without the
/// `dead` cards, by rs_poker.
fn reference_counts(h0: &[Card], h1: &[Card], board: &[Card], dead: &[Card]) -> (u64, u64, u64) {
    let used: Vec<Card> = h0
        .iter()
        .chain(h1)
        .chain(board)
        .chain(dead)
        .copied()
        .collect();
    let avail: Vec<Card> = Card::all().filter(|c| !used.contains(c)).collect();
    let acc = |cards: &[Card]| {
        let mut a = SevenCardAccum::new();
        for &c in cards {
            a.add(to_rs(c));
        }
        a
    };
    let (a0, a1) = (acc(&[h0, board].concat()), acc(&[h1, board].concat()));
    let missing = 5 - board.len();
    let mut counts = (0, 0, 0);
    let mut idx: Vec<usize> = (0..missing).collect();
    loop {
        let (mut x0, mut x1) = (a0, a1);
        for &i in &idx {
            x0.add(to_rs(avail[i]));
            x1.add(to_rs(avail[i]));
        }
        match x0.rank().cmp(&x1.rank()) {
            std::cmp::Ordering::Greater => counts.0 += 1,
            std::cmp::Ordering::Less => counts.1 += 1,
            std::cmp::Ordering::Equal => counts.2 += 1,
        }
        // Next combination of `missing` indices out of avail.len().
        let n = avail.len();
        let mut k = missing;
        loop {
            if k == 0 {
                return counts;
            }
            k -= 1;
            if idx[k] < n - missing + k {
                idx[k] += 1;
                for j in k + 1..missing {
                    idx[j] = idx[j - 1] + 1;
                }
                break;
            }
        }
    }
}

fn check(h0: &str, h1: &str, board: &str) {
    check_with_dead(h0, h1, board, "");
}

fn check_with_dead(h0: &str, h1: &str, board: &str, dead: &str) {
    let (h0, h1, board, dead) = (
        Card::parse_list(h0).unwrap(),
        Card::parse_list(h1).unwrap(),
        Card::parse_list(board).unwrap(),
        Card::parse_list(dead).unwrap(),
    );
    let want = reference_counts(&h0, &h1, &board, &dead);
    let q = EquityQuery {
        hands: vec![h0, h1],
        board,
        dead,
        ..EquityQuery::default()
    };
    let r = calculate(
        &q,
        Method::Auto { samples: 1 },
        &mut SmallRng::seed_from_u64(1),
    )
    .unwrap();
    assert!(r.exact);
    assert_eq!((r.hands[0].wins, r.hands[1].wins, r.hands[0].ties), want);
}

#[test]
fn preflop_aces_against_kings_agrees_with_rs_poker_board_by_board() {
    check("AhAs", "KdKc", "");
}

#[test]
fn preflop_suited_connectors_against_a_pair_agrees_with_rs_poker() {
    check("8h7h", "2c2d", "");
}

#[test]
fn preflop_hands_sharing_a_suit_agree_with_rs_poker() {
    // Both hands suited in spades: flushes for both, and a flush already possible on the flop.
    check("AsKs", "7s2s", "");
    check("AsKd", "QcJc", "");
}

#[test]
fn preflop_with_dead_cards_agrees_with_rs_poker() {
    // Dead cards leave ranks and suits short: the by-rank counting must see them.
    check_with_dead("AhAs", "KdKc", "", "Kh7h7d2c");
    check_with_dead("9h8h", "AcQd", "", "ThJhQh");
}

#[test]
fn flop_and_turn_equities_agree_with_rs_poker() {
    check("AsKs", "QdQh", "8s5hJs");
    check("9c9d", "AhKh", "2h7hTc4s");
}
