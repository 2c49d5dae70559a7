//! The `hard` bot's core is sound where simple styles used to beat it: its auction bids never
//! exceed its own valuation of the prize (so a near-all-in bidder is out-waited, never
//! outbid), and deep stacks go in before the flop only with the top of its range.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use felt::bots::{Bot, Budget, MonteCarlo, by_name};
use felt::cards::{Card, Deck};
use felt::engine::{Action, Hand, Seat, VariantId};
use felt::session::MatchConfig;
use rand::SeedableRng;
use rand::rngs::SmallRng;

mod common;
use common::default_setup;

fn hard() -> MonteCarlo {
    MonteCarlo::new("hard", Budget::FULL)
}

/// A hand of `variant` at the default stakes, limped and checked to the auction.
fn at_auction(variant: VariantId, seed: u64) -> Hand {
    let setup = default_setup(variant);
    let mut rng = SmallRng::seed_from_u64(seed);
    let mut hand = Hand::new(setup, Deck::shuffled(&mut rng)).unwrap();
    hand.apply(Seat(0), Action::Call).unwrap();
    hand.apply(Seat(1), Action::Check).unwrap();
    assert!(hand.legal_actions().unwrap().bid.is_some());
    hand
}

#[test]
fn auction_bids_never_exceed_the_bots_own_valuation() {
    let mut rng = SmallRng::seed_from_u64(3);
    for variant in [VariantId::Auction, VariantId::SneakPeek] {
        for seed in 0..40 {
            let hand = at_auction(variant, seed);
            let seat = hand.legal_actions().unwrap().seat;
            let mut bot = hard();
            let advice = bot.advise(&hand.view(seat), &mut rng).unwrap();
            let value = advice.bid_value.expect("an auction has a valuation");
            let Action::Bid(bid) = advice.best else {
                panic!("{variant}: not a bid: {}", advice.best);
            };
            assert!(
                f64::from(bid) <= value + 1e-9,
                "{variant} seed {seed}: bid {bid} above its valuation {value:.1}"
            );
            // The prize of a limped pot is worth a few pots at most, never the stack.
            let pot = f64::from(hand.pot());
            assert!(
                value <= 6.0 * pot,
                "{variant}: valuation {value} for pot {pot}"
            );
        }
    }
}

#[test]
fn a_near_all_in_bidder_is_out_waited_not_outbid() {
    for variant in [VariantId::Auction, VariantId::SneakPeek] {
        let table = MatchConfig::defaults(variant);
        let mut bot = hard();
        let mut bidder = by_name("bid-high").unwrap();
        let mut rng = SmallRng::seed_from_u64(11);
        // Forty hands against a seat that bids 90-99% of its stack every time.
        for seed in 0..40 {
            let mut hand = at_auction(variant, 100 + seed);
            while let Some(legal) = hand.legal_actions() {
                let view = hand.view(legal.seat);
                let action = if legal.seat == Seat(0) {
                    bot.act(&view, &mut rng)
                } else {
                    bidder.act(&view, &mut rng)
                };
                let action = if legal.allows(action) {
                    action
                } else {
                    legal.check_or_fold()
                };
                hand.apply(legal.seat, action).unwrap();
            }
            bot.hand_over(&hand.view(Seat(0)));
            bidder.hand_over(&hand.view(Seat(1)));
        }
        // Now it knows the opponent bids nearly everything; its bid stays its valuation.
        for seed in 0..10 {
            let hand = at_auction(variant, 500 + seed);
            let seat = hand.legal_actions().unwrap().seat;
            let advice = bot.advise(&hand.view(seat), &mut rng).unwrap();
            let Action::Bid(bid) = advice.best else {
                panic!("not a bid");
            };
            assert!(f64::from(bid) <= advice.bid_value.unwrap() + 1e-9);
            assert!(
                bid < table.stack / 4,
                "{variant}: bid {bid} of a {} stack against a near-all-in bidder",
                table.stack
            );
        }
    }
}

/// The big blind's answer, for a fresh bot holding `cards`, to a small blind that moves all in
/// 200 big blinds deep before the flop.
fn answer_to_a_first_in_shove(cards: &str) -> Action {
    let setup = default_setup(VariantId::Holdem);
    let hole = Card::parse_list(cards).unwrap();
    // Seat 0 gets the first two cards of the deck, seat 1 the next two.
    let mut order: Vec<Card> = Card::parse_list("2c3d").unwrap();
    order.extend(&hole);
    let mut hand = Hand::new(setup, Deck::from_order(&order).unwrap()).unwrap();
    let (_, max) = hand.legal_actions().unwrap().raise.unwrap();
    hand.apply(Seat(0), Action::RaiseTo(max)).unwrap();
    let mut rng = SmallRng::seed_from_u64(5);
    hard().act(&hand.view(Seat(1)), &mut rng)
}

#[test]
fn deep_stacks_go_in_preflop_only_with_the_top_of_the_range() {
    for junk in ["3s3h", "8s6h", "As7d", "4s4h"] {
        assert_eq!(
            answer_to_a_first_in_shove(junk),
            Action::Fold,
            "{junk} calls off 200 big blinds"
        );
    }
    for premium in ["AsAh", "KsKh"] {
        assert_eq!(
            answer_to_a_first_in_shove(premium),
            Action::Call,
            "{premium}"
        );
    }
}

#[test]
fn the_small_blind_never_opens_deep_stacks_with_a_shove() {
    let table = MatchConfig::defaults(VariantId::Holdem);
    let mut rng = SmallRng::seed_from_u64(8);
    for seed in 0..200 {
        let setup = default_setup(VariantId::Holdem);
        let hand = Hand::new(setup, Deck::shuffled(&mut SmallRng::seed_from_u64(seed))).unwrap();
        let action = hard().act(&hand.view(Seat(0)), &mut rng);
        if let Action::RaiseTo(total) = action {
            assert!(
                total <= 4 * table.big_blind,
                "opened to {total} with {:?}",
                hand.hole_cards(Seat(0))
            );
        }
    }
}
