//! Auction Flop Poker, scripted with fixed decks (RULES.md section 2), and property tests over
//! many seeded random hands. Seats get five cards each in turn from the seat after the dealer;
//! the stock follows.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use felt::cards::{Card, CardSet, Deck};
use felt::engine::Seat;
use felt::engine::auction_flop::{
    AuctionFlopAction, AuctionFlopEvent, AuctionFlopHand, AuctionFlopPhase, AuctionFlopSetup,
    discard_fee,
};
use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};

fn set(s: &str) -> CardSet {
    s.parse().unwrap()
}

/// Four seats, dealer 3, so seat 0 is dealt first and is the first voice of the first flop.
fn hand(order: &str, stacks: [u32; 4]) -> AuctionFlopHand {
    let deck = Deck::from_order(&Card::parse_list(order).unwrap()).unwrap();
    AuctionFlopHand::new(
        AuctionFlopSetup {
            stacks: stacks.to_vec(),
            ante: 3,
            dealer: Seat(3),
            reshuffle_seed: 1,
        },
        deck,
    )
    .unwrap()
}

const ORDER: &str = "2c3c4c5c7d 2d3d4d5d8h 2h3h4h5h9s 2s3s4s5sTc AcKdQhJs9c 6c6d6h";

/// The seat at index `i` (tables here have at most 6 seats).
fn at(i: usize) -> Seat {
    Seat(u8::try_from(i).unwrap())
}

fn stand_pat(h: &mut AuctionFlopHand, seats: &[usize]) {
    for &s in seats {
        h.apply(at(s), AuctionFlopAction::Discard(CardSet::EMPTY))
            .unwrap();
    }
}

/// The usual deal where seats 0, 1 and 2 each discard one card (7d, 8h, 9s) and seat 3
/// stands pat: the flop AcKdQh is then auctioned among the first three.
fn one_card_short_each_but_the_last() -> AuctionFlopHand {
    let mut h = hand(ORDER, [300; 4]);
    for (s, card) in [(0, "7d"), (1, "8h"), (2, "9s")] {
        h.apply(at(s), AuctionFlopAction::Discard(set(card)))
            .unwrap();
    }
    stand_pat(&mut h, &[3]);
    h
}

#[test]
fn antes_then_five_cards_each_and_discards_cost_one_two_three() {
    let mut h = hand(ORDER, [300; 4]);
    assert_eq!(h.pot(), 12);
    assert_eq!(h.stacks(), &[297, 297, 297, 297]);
    assert_eq!(h.cards(Seat(0)), set("2c3c4c5c7d"));
    assert_eq!((discard_fee(1), discard_fee(2), discard_fee(5)), (1, 3, 15));
    h.apply(Seat(0), AuctionFlopAction::Discard(set("7d")))
        .unwrap();
    h.apply(Seat(1), AuctionFlopAction::Discard(set("8h2d")))
        .unwrap();
    assert_eq!(h.stacks()[0], 296);
    assert_eq!(h.stacks()[1], 294);
    assert_eq!(h.pot(), 16);
    // Not your cards, and not more than you can pay.
    assert!(
        h.check(Seat(2), AuctionFlopAction::Discard(set("7d")))
            .is_err()
    );
    let poor = hand(ORDER, [300, 300, 8, 300]);
    assert!(poor.legal().is_some());
    let mut poor = poor;
    stand_pat(&mut poor, &[0, 1]);
    // Seat 2 has 5 chips after the ante: two cards (fee 3) are fine, three (fee 6) are not.
    assert_eq!(poor.legal().unwrap().max_discards, 2);
    assert!(
        poor.check(Seat(2), AuctionFlopAction::Discard(set("2h3h4h")))
            .is_err()
    );
}

#[test]
fn discard_choices_stay_hidden_until_everyone_has_chosen() {
    let mut h = hand(ORDER, [300; 4]);
    h.apply(Seat(0), AuctionFlopAction::Discard(set("7d")))
        .unwrap();
    let v = h.view(Seat(1));
    assert!(
        !v.events
            .iter()
            .any(|e| matches!(e, AuctionFlopEvent::Discard { seat: Seat(0), .. }))
    );
    // Not even through the pot, the stacks or the card counts.
    assert_eq!((v.pot, v.stacks[0], v.counts[0]), (12, 297, 5));
    assert_eq!(h.view(Seat(0)).pot, 13, "a seat sees its own fee");
    stand_pat(&mut h, &[1, 2, 3]);
    let v = h.view(Seat(1));
    assert!(v.events.iter().any(
        |e| matches!(e, AuctionFlopEvent::Discard { seat: Seat(0), count: 1, cards, .. } if cards.is_empty())
    ));
    assert_eq!(v.counts, vec![4, 5, 5, 5]);
}

#[test]
fn forward_auction_with_re_entry_sells_when_the_others_pass() {
    let mut h = one_card_short_each_but_the_last();
    // Flop AcKdQh; seats 0, 1, 2 need a card; seat 0 speaks first.
    assert_eq!(h.phase(), AuctionFlopPhase::Auction);
    assert_eq!(h.to_act(), Some(Seat(0)));
    h.apply(Seat(0), AuctionFlopAction::Pass).unwrap();
    h.apply(Seat(1), AuctionFlopAction::Bid).unwrap();
    assert_eq!(h.auction_state(), (1, Some(Seat(1))));
    h.apply(Seat(2), AuctionFlopAction::Pass).unwrap();
    h.apply(Seat(0), AuctionFlopAction::Bid).unwrap(); // back in after passing
    assert_eq!(h.auction_state(), (2, Some(Seat(0))));
    h.apply(Seat(1), AuctionFlopAction::Pass).unwrap();
    h.apply(Seat(2), AuctionFlopAction::Pass).unwrap();
    assert_eq!(h.phase(), AuctionFlopPhase::Keep);
    assert_eq!(h.to_act(), Some(Seat(0)));
    assert_eq!(h.stacks()[0], 300 - 3 - 1 - 2);
    // Keep exactly 1 card (seat 0 holds 4).
    assert!(
        h.check(Seat(0), AuctionFlopAction::Keep(set("AcKd")))
            .is_err()
    );
    h.apply(Seat(0), AuctionFlopAction::Keep(set("Ac")))
        .unwrap();
    assert_eq!(h.cards(Seat(0)).len(), 5);
}

#[test]
fn which_flop_cards_a_buyer_kept_is_told_to_no_other_seat() {
    let mut h = one_card_short_each_but_the_last();
    // Flop AcKdQh: seat 0 buys it and keeps the ace; the rest go face down.
    h.apply(Seat(0), AuctionFlopAction::Bid).unwrap();
    h.apply(Seat(1), AuctionFlopAction::Pass).unwrap();
    h.apply(Seat(2), AuctionFlopAction::Pass).unwrap();
    h.apply(Seat(0), AuctionFlopAction::Keep(set("Ac")))
        .unwrap();
    let keeps = |events: &[AuctionFlopEvent]| -> Vec<AuctionFlopEvent> {
        events
            .iter()
            .filter(|e| matches!(e, AuctionFlopEvent::Keep { .. }))
            .cloned()
            .collect()
    };
    let own = AuctionFlopEvent::Keep {
        seat: Seat(0),
        count: 1,
        cards: set("Ac"),
    };
    let hidden = AuctionFlopEvent::Keep {
        seat: Seat(0),
        count: 1,
        cards: CardSet::EMPTY,
    };
    assert_eq!(keeps(&h.view(Seat(0)).events), vec![own.clone()]);
    assert_eq!(keeps(&h.told(Seat(0), 0).0), vec![own]);
    for s in [1, 2, 3] {
        assert_eq!(
            keeps(&h.view(at(s)).events),
            vec![hidden.clone()],
            "seat {s}"
        );
        assert_eq!(keeps(&h.told(at(s), 0).0), vec![hidden.clone()], "seat {s}");
    }
}

#[test]
fn when_everyone_passes_the_reverse_auction_makes_the_highest_offer_pay() {
    let mut h = one_card_short_each_but_the_last();
    for s in [0, 1, 2] {
        h.apply(at(s), AuctionFlopAction::Pass).unwrap();
    }
    assert_eq!(h.phase(), AuctionFlopPhase::Reverse);
    h.apply(Seat(0), AuctionFlopAction::Offer).unwrap();
    h.apply(Seat(1), AuctionFlopAction::Offer).unwrap();
    let pot = h.pot();
    h.apply(Seat(2), AuctionFlopAction::Take).unwrap();
    assert!(h.events().contains(&AuctionFlopEvent::Taken {
        taker: Seat(2),
        payer: Some(Seat(1)),
        amount: 2
    }));
    assert_eq!(h.pot(), pot + 2);
    assert_eq!(h.to_act(), Some(Seat(2)));
    assert_eq!(h.phase(), AuctionFlopPhase::Keep);
}

#[test]
fn the_last_seat_needing_cards_gets_flops_for_free() {
    let mut h = hand(ORDER, [300; 4]);
    h.apply(Seat(0), AuctionFlopAction::Discard(set("5c7d")))
        .unwrap();
    stand_pat(&mut h, &[1, 2, 3]);
    assert!(
        h.events()
            .contains(&AuctionFlopEvent::Free { seat: Seat(0) })
    );
    let stack = h.stacks()[0];
    h.apply(Seat(0), AuctionFlopAction::Keep(set("Ac")))
        .unwrap();
    // Still one card short: another free flop.
    assert_eq!(h.phase(), AuctionFlopPhase::Keep);
    h.apply(Seat(0), AuctionFlopAction::Keep(set("9c")))
        .unwrap();
    assert!(h.is_over());
    assert_eq!(h.cards(Seat(0)).len(), 5);
    // Free flops cost nothing: seat 0 only paid its ante and its discard fee (3).
    let paid_out: u32 = h
        .events()
        .iter()
        .filter_map(|e| match e {
            AuctionFlopEvent::Payout {
                seat: Seat(0),
                amount,
                ..
            } => Some(*amount),
            _ => None,
        })
        .sum();
    assert_eq!(h.stacks()[0], stack + paid_out);
}

#[test]
fn the_stock_is_rebuilt_from_the_discards_when_it_runs_out() {
    // Every seat throws five cards and keeps one card per flop: 20 flops, far more than the
    // 32-card stock.
    let mut h = hand(ORDER, [300; 4]);
    for s in 0..4 {
        let all = h.cards(at(s));
        h.apply(at(s), AuctionFlopAction::Discard(all)).unwrap();
    }
    let mut steps = 0;
    while let Some(legal) = h.legal() {
        steps += 1;
        assert!(steps < 2000);
        let action = match legal.phase {
            AuctionFlopPhase::Auction => {
                if legal.bid.is_some() && h.auction_state().1.is_none() {
                    AuctionFlopAction::Bid
                } else {
                    AuctionFlopAction::Pass
                }
            }
            AuctionFlopPhase::Reverse => AuctionFlopAction::Take,
            AuctionFlopPhase::Keep => {
                AuctionFlopAction::Keep(CardSet::single(h.flop().unwrap()[0]))
            }
            _ => unreachable!(),
        };
        h.apply(legal.seat, action).unwrap();
    }
    assert!(
        h.events()
            .iter()
            .any(|e| matches!(e, AuctionFlopEvent::Reshuffle { .. }))
    );
    for s in 0..4 {
        assert_eq!(h.cards(at(s)).len(), 5);
    }
    let all: Vec<Card> = (0..4)
        .flat_map(|s| h.cards(at(s)).iter().collect::<Vec<_>>())
        .collect();
    assert_eq!(
        CardSet::try_from_cards(all).map(|s| s.len()),
        Ok(20),
        "no card twice"
    );
}

#[test]
fn a_three_way_tie_for_first_pools_the_three_shares_and_spreads_the_odd_chips() {
    // Seats 0, 1, 2 hold the same straight in different suits; seat 3 has less.
    let order = "5c6d7h8s9c 5d6h7s8c9d 5h6s7c8d9h 2c4d7dJcKh AcKdQhJs9s";
    let mut h = hand(order, [300; 4]);
    // Seat 3 pays 1 to discard a card, making the pot 13: 13 / 3 = 4 each, one chip left.
    stand_pat(&mut h, &[0, 1, 2]);
    h.apply(Seat(3), AuctionFlopAction::Discard(set("2c")))
        .unwrap();
    // Seat 3 alone needs a card: free flop.
    h.apply(Seat(3), AuctionFlopAction::Keep(set("Ac")))
        .unwrap();
    assert!(h.is_over());
    let payouts: Vec<(usize, usize, u32)> = h
        .events()
        .iter()
        .filter_map(|e| match e {
            AuctionFlopEvent::Payout {
                seat,
                place,
                amount,
                ..
            } => Some((seat.index(), *place, *amount)),
            _ => None,
        })
        .collect();
    // Seats 0, 1, 2 share places 1-3 (100%): 13 -> 4, 4, 4 and the odd chip to the first of
    // them after the dealer (seat 0). Seat 3 is fourth and gets nothing.
    assert_eq!(payouts, vec![(0, 1, 5), (1, 1, 4), (2, 1, 4), (3, 4, 0)]);
    let net = h.net().unwrap();
    assert_eq!(net.iter().sum::<i64>(), 0);
}

#[test]
fn sixty_thirty_ten_with_an_odd_chip_remainder() {
    // Seat 2 has trips, seat 0 a pair, seat 3 queen high after its draw, seat 1 jack high.
    // The pot is 12 in antes + 1 for seat 3's discard.
    let order = "KcKd2h3s4c 5d6h7s9cJd AcAdAh2s3c 2d3d4s6cTs QhJsTh9s8d";
    let mut h = hand(order, [300; 4]);
    stand_pat(&mut h, &[0, 1, 2]);
    h.apply(Seat(3), AuctionFlopAction::Discard(set("Ts")))
        .unwrap();
    h.apply(Seat(3), AuctionFlopAction::Keep(set("Qh")))
        .unwrap();
    assert!(h.is_over());
    let amount = |seat: usize| {
        h.events().iter().find_map(|e| match e {
            AuctionFlopEvent::Payout {
                seat: s, amount, ..
            } if s.index() == seat => Some(*amount),
            _ => None,
        })
    };
    // 13 x 60% = 7.8 -> 7, 13 x 30% = 3.9 -> 3, 13 x 10% = 1.3 -> 1; the 2 chips left go to
    // first and second place.
    assert_eq!(
        (amount(2), amount(0), amount(3), amount(1)),
        (Some(8), Some(4), Some(1), Some(0))
    );
}

#[test]
fn illegal_actions_change_nothing() {
    let mut h = hand(ORDER, [300; 4]);
    let before = format!("{:?}", h.events());
    assert!(
        h.apply(Seat(1), AuctionFlopAction::Discard(CardSet::EMPTY))
            .is_err(),
        "not seat 1's turn"
    );
    assert!(
        h.apply(Seat(0), AuctionFlopAction::Bid).is_err(),
        "no auction yet"
    );
    assert!(
        h.apply(Seat(0), AuctionFlopAction::Keep(set("Ac")))
            .is_err()
    );
    assert_eq!(format!("{:?}", h.events()), before);
}

/// A random legal move by the `random` bot.
fn random_action(h: &AuctionFlopHand, rng: &mut SmallRng) -> (Seat, AuctionFlopAction) {
    use felt::bots::Bot;
    use felt::bots::auction_flop::RandomAuctionFlop;
    let seat = h.legal().unwrap().seat;
    (seat, RandomAuctionFlop.act(&h.view(seat), rng))
}

#[test]
fn random_hands_conserve_chips_end_with_five_cards_each_and_never_leak() {
    let mut rng = SmallRng::seed_from_u64(77);
    for _ in 0..1500 {
        let seats = rng.random_range(3..=6);
        let stacks: Vec<u32> = (0..seats).map(|_| rng.random_range(3..=40)).collect();
        let total: u32 = stacks.iter().sum();
        let setup = AuctionFlopSetup {
            stacks,
            ante: 3,
            dealer: at(rng.random_range(0..seats)),
            reshuffle_seed: rng.random(),
        };
        let mut h = AuctionFlopHand::new(setup, Deck::shuffled(&mut rng)).unwrap();
        let mut steps = 0;
        while h.legal().is_some() {
            steps += 1;
            assert!(steps < 5000, "hand does not end");
            // A refused wild action changes nothing.
            let wild = [
                AuctionFlopAction::Bid,
                AuctionFlopAction::Take,
                AuctionFlopAction::Pass,
                AuctionFlopAction::Offer,
            ][rng.random_range(0..4)];
            let seat = at(rng.random_range(0..seats));
            let before = format!("{:?}{:?}", h.events(), h.stacks());
            if h.check(seat, wild).is_err() {
                assert!(h.apply(seat, wild).is_err());
                assert_eq!(format!("{:?}{:?}", h.events(), h.stacks()), before);
            }
            let (seat, action) = random_action(&h, &mut rng);
            h.apply(seat, action).unwrap();
            assert_eq!(h.stacks().iter().sum::<u32>() + h.pot(), total);
            // A view shows only its own cards before the end.
            for s in (0..seats).map(at) {
                let v = h.view(s);
                for e in &v.events {
                    match e {
                        AuctionFlopEvent::Deal { seat, .. } if !h.is_over() => assert_eq!(*seat, s),
                        AuctionFlopEvent::Discard { seat, cards, .. }
                        | AuctionFlopEvent::Keep { seat, cards, .. }
                            if *seat != s =>
                        {
                            assert!(cards.is_empty(), "{e:?} told to {s}")
                        }
                        _ => {}
                    }
                }
                // Nor is it told as the hand goes on (the last keep, after the end, too).
                for e in h.told(s, 0).0 {
                    if let AuctionFlopEvent::Keep { seat, cards, .. } = e
                        && seat != s
                    {
                        assert!(cards.is_empty(), "{e:?} told to {s}");
                    }
                }
            }
        }
        for s in (0..seats).map(at) {
            assert_eq!(h.cards(s).len(), 5);
        }
        assert_eq!(h.pot(), 0);
        assert_eq!(h.net().unwrap().iter().sum::<i64>(), 0);
        // The history replays to the same hand, event for event.
        let text = felt::history::auction_flop::write(&h, None);
        assert!(felt::history::auction_flop::is_auction_flop_history(&text));
        let again =
            felt::history::auction_flop::replay(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
        assert_eq!(again.events(), h.events());
    }
}

#[test]
fn every_auction_flop_bot_answers_legally_and_the_rotating_arena_balances() {
    use felt::arena::{AuctionFlopBotFactory, run_auction_flop};
    use felt::bots::auction_flop::{AUCTION_FLOP_BOTS, auction_flop_by_name};
    let mut rng = SmallRng::seed_from_u64(5);
    for name in AUCTION_FLOP_BOTS {
        let mut bot = auction_flop_by_name(name).unwrap();
        for _ in 0..60 {
            let seats = rng.random_range(3..=6);
            let setup = AuctionFlopSetup {
                stacks: vec![rng.random_range(3..=80); seats],
                ante: 3,
                dealer: Seat(0),
                reshuffle_seed: 3,
            };
            let mut h = AuctionFlopHand::new(setup, Deck::shuffled(&mut rng)).unwrap();
            while let Some(legal) = h.legal() {
                let action = bot.act(&h.view(legal.seat), &mut rng);
                h.check(legal.seat, action)
                    .unwrap_or_else(|e| panic!("{name}: {action:?} refused: {e}"));
                h.apply(legal.seat, action).unwrap();
            }
        }
    }
    let heuristic = || auction_flop_by_name("heuristic").unwrap();
    let random = || auction_flop_by_name("random").unwrap();
    let bots: [&AuctionFlopBotFactory; 4] = [&heuristic, &random, &random, &random];
    let report = run_auction_flop(&bots, 400, 300, 3, 1);
    let total: f64 = report.iter().map(|b| b.chips_per_hand).sum();
    assert!(total.abs() < 1e-9, "chips per hand sum to zero");
    assert!(
        report[0].chips_per_hand > 0.0,
        "heuristic beats random seats: {report:?}"
    );
}
