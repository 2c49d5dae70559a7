//! Scripted hands with fixed deck orders, one test per rule of RULES.md sections 1 and 3.
//! Deck orders deal seat 0's two hole cards, seat 1's two, the flop, (auction cards), the
//! turn, the river and any run cards, in that order.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use felt::cards::Card;
use felt::engine::{Action, ActionError, Event, Hand, HandSetup, Phase, Street, VariantId};

mod common;
use common::{BB, CHECK_DOWN, SB, deck, play, scripted, scripted_with};

fn holdem(order: &str) -> Hand {
    scripted(VariantId::Holdem, order)
}

fn card(s: &str) -> Card {
    s.parse().unwrap()
}

// ----- betting -----

#[test]
fn limp_gives_big_blind_the_option() {
    let mut h = holdem("AsKs QdQh 2c7d9h Th 3s");
    play(&mut h, &[(SB, Action::Call)]);
    // Still preflop, big blind to act, may check or raise.
    assert_eq!(h.street(), Street::Preflop);
    let legal = h.legal_actions().unwrap();
    assert_eq!(legal.seat, BB);
    assert!(legal.can_check && !legal.can_fold && !legal.can_call);
    assert_eq!(legal.raise, Some((4, 400)));
    play(&mut h, &[(BB, Action::Check)]);
    assert_eq!(h.street(), Street::Flop);
    assert_eq!(h.board().len(), 3);
    assert_eq!(h.pot(), 4);
}

#[test]
fn big_blind_acts_first_after_the_flop_and_two_checks_end_a_round() {
    let mut h = holdem("AsKs QdQh 2c7d9h Th 3s");
    play(&mut h, &[(SB, Action::Call), (BB, Action::Check)]);
    assert_eq!(h.to_act(), Some(BB));
    play(&mut h, &[(BB, Action::Check)]);
    assert_eq!(h.street(), Street::Flop);
    play(&mut h, &[(SB, Action::Check)]);
    assert_eq!(h.street(), Street::Turn);
    assert_eq!(h.to_act(), Some(BB));
}

#[test]
fn min_raise_after_a_raise_is_the_call_plus_the_same_again() {
    let mut h = holdem("AsKs QdQh 2c7d9h Th 3s");
    // SB raises to 6 (cost 1, min raise to 4); BB faces cost 4: min reraise to 6 + 4 = 10.
    assert_eq!(h.legal_actions().unwrap().raise, Some((4, 400)));
    play(&mut h, &[(SB, Action::RaiseTo(6))]);
    let legal = h.legal_actions().unwrap();
    assert_eq!(legal.call_cost, 4);
    assert_eq!(legal.raise, Some((10, 400)));
    assert_eq!(
        h.check(BB, Action::RaiseTo(9)),
        Err(ActionError::RaiseBelowMin { min: 10 })
    );
    play(&mut h, &[(BB, Action::RaiseTo(20))]);
    // SB faces 14 more: min to 20 + 14 = 34.
    assert_eq!(h.legal_actions().unwrap().raise, Some((34, 400)));
}

#[test]
fn all_in_for_less_than_a_min_raise_is_legal_only_as_the_maximum() {
    // SB has 30, BB 400. BB raises to 24 after a limp; SB's cost is 22, a full raise would be
    // to 46, but SB only has 30 in total: the only raise is all in to 30.
    let mut h = scripted_with(
        VariantId::Holdem,
        [30, 400],
        (1, 2),
        "AsKs QdQh 2c7d9h Th 3s",
    );
    play(&mut h, &[(SB, Action::Call), (BB, Action::RaiseTo(24))]);
    let legal = h.legal_actions().unwrap();
    assert_eq!(legal.call_cost, 22);
    assert_eq!(legal.raise, Some((30, 30)));
    assert_eq!(
        h.check(SB, Action::RaiseTo(29)),
        Err(ActionError::RaiseBelowMin { min: 30 })
    );
    play(&mut h, &[(SB, Action::RaiseTo(30))]);
    // BB can only call or fold: SB has nothing left to match a raise.
    let legal = h.legal_actions().unwrap();
    assert_eq!(legal.raise, None);
    assert_eq!(
        h.check(BB, Action::RaiseTo(60)),
        Err(ActionError::CannotRaise)
    );
}

#[test]
fn a_bet_is_capped_at_what_the_opponent_can_match() {
    let mut h = scripted_with(
        VariantId::Holdem,
        [400, 50],
        (1, 2),
        "AsKs QdQh 2c7d9h Th 3s",
    );
    // SB may not put in more than BB's 50 in total.
    assert_eq!(h.legal_actions().unwrap().raise, Some((4, 50)));
    assert_eq!(
        h.check(SB, Action::RaiseTo(51)),
        Err(ActionError::RaiseAboveMax { max: 50 })
    );
    play(&mut h, &[(SB, Action::RaiseTo(50)), (BB, Action::Call)]);
    // Both all in: only checks remain on every street, and the hand still walks to showdown.
    for _ in 0..3 {
        let legal = h.legal_actions().unwrap();
        assert!(legal.is_forced());
        play(&mut h, &[(BB, Action::Check), (SB, Action::Check)]);
    }
    assert!(h.is_over());
    assert_eq!(h.board().len(), 5);
}

#[test]
fn calling_all_in_leaves_only_call_or_fold() {
    let mut h = scripted_with(
        VariantId::Holdem,
        [400, 20],
        (1, 2),
        "AsKs QdQh 2c7d9h Th 3s",
    );
    play(&mut h, &[(SB, Action::Call), (BB, Action::RaiseTo(20))]);
    let legal = h.legal_actions().unwrap();
    assert!(legal.can_call && legal.can_fold && legal.raise.is_none());
}

#[test]
fn illegal_actions_are_refused_and_change_nothing() {
    let mut h = holdem("AsKs QdQh 2c7d9h Th 3s");
    let before = h.events().len();
    assert_eq!(
        h.apply(BB, Action::Check).unwrap_err(),
        ActionError::NotYourTurn {
            seat: BB,
            to_act: SB
        }
    );
    assert_eq!(
        h.apply(SB, Action::Check).unwrap_err(),
        ActionError::CannotCheck { to_call: 1 }
    );
    assert_eq!(
        h.apply(SB, Action::Bid(3)).unwrap_err(),
        ActionError::NoAuction
    );
    assert_eq!(
        h.apply(SB, Action::RaiseTo(401)).unwrap_err(),
        ActionError::RaiseAboveMax { max: 400 }
    );
    assert_eq!(h.events().len(), before);
    assert_eq!(h.stacks(), [399, 398]);
    play(&mut h, &[(SB, Action::Call), (BB, Action::Check)]);
    assert_eq!(
        h.apply(BB, Action::Fold).unwrap_err(),
        ActionError::NothingToFold
    );
    assert_eq!(
        h.apply(BB, Action::Call).unwrap_err(),
        ActionError::NothingToCall
    );
}

#[test]
fn a_fold_loses_what_the_folder_put_in() {
    let mut h = holdem("AsKs QdQh 2c7d9h Th 3s");
    play(&mut h, &[(SB, Action::RaiseTo(6)), (BB, Action::Fold)]);
    let o = h.outcome().unwrap();
    assert_eq!(o.net, [2, -2]);
    assert_eq!(o.folded, Some(BB));
    assert!(!o.showdown);
    assert_eq!(
        h.apply(SB, Action::Check).unwrap_err(),
        ActionError::HandOver
    );
}

#[test]
fn the_better_hand_wins_the_pot_at_showdown() {
    let mut h = holdem("AsKs QdQh 2c7d9h Th 3s");
    play(&mut h, &[(SB, Action::RaiseTo(6)), (BB, Action::Call)]);
    play(&mut h, &CHECK_DOWN);
    let o = h.outcome().unwrap();
    assert!(o.showdown);
    assert_eq!(o.net, [-6, 6], "queens beat ace-king high");
    assert_eq!(o.values.unwrap()[1].describe(), "Pair of Queens");
}

#[test]
fn split_pot_with_an_odd_chip_gives_it_to_the_big_blind() {
    // Both play the board (a broadway straight). Auction payments make the pot odd: BB wins
    // the auction 3 to 1 and pays 1, so SB put in 2 and BB 3. The pot of 5 splits 2.5 each;
    // the odd chip goes to BB: SB gets 2 back, BB 3, and neither gains.
    let mut h = scripted(VariantId::Auction, "2c3d 2h3s TsJsQd 4c AhKc 9d 8h");
    play(&mut h, &[(SB, Action::Call), (BB, Action::Check)]);
    assert_eq!(h.phase(), Phase::Auction);
    play(&mut h, &[(BB, Action::Bid(3)), (SB, Action::Bid(1))]);
    assert_eq!(h.pot(), 5);
    play(&mut h, &CHECK_DOWN);
    let o = h.outcome().unwrap();
    assert_eq!(o.values.unwrap()[0], o.values.unwrap()[1]);
    assert_eq!(o.net, [0, 0]);
    assert_eq!(h.stacks(), [400, 400]);
}

#[test]
fn split_pot_odd_chip_when_the_small_blind_paid_more() {
    // SB wins the auction 5 to 3 and pays 3: SB put in 5, BB 2. The pot of 7 splits 3.5 each;
    // the odd chip goes to BB: SB gets 3 back, BB 4.
    let mut h = scripted(VariantId::Auction, "2c3d 2h3s TsJsQd 4c AhKc 9d 8h");
    play(
        &mut h,
        &[
            (SB, Action::Call),
            (BB, Action::Check),
            (BB, Action::Bid(3)),
            (SB, Action::Bid(5)),
        ],
    );
    assert_eq!(h.pot(), 7);
    play(&mut h, &CHECK_DOWN);
    // The third card (4c) gives SB nothing better than the board straight.
    let o = h.outcome().unwrap();
    assert_eq!(o.net, [-2, 2]);
    assert_eq!(h.stacks(), [398, 402]);
}

// ----- auctions -----

#[test]
fn auction_winner_pays_the_lower_bid_and_gets_a_third_card() {
    let mut h = scripted(VariantId::Auction, "AsKs QdQh 2c7d9h 5c Th 3s");
    play(&mut h, &[(SB, Action::RaiseTo(4)), (BB, Action::Call)]);
    assert_eq!(h.phase(), Phase::Auction);
    let legal = h.legal_actions().unwrap();
    assert_eq!(legal.seat, BB, "the big blind bids first");
    assert_eq!(legal.bid, Some((0, 396)));
    assert_eq!(h.check(BB, Action::Check), Err(ActionError::BidExpected));
    assert_eq!(
        h.check(BB, Action::Bid(397)),
        Err(ActionError::BidAboveStack { max: 396 })
    );
    play(&mut h, &[(BB, Action::Bid(6)), (SB, Action::Bid(9))]);
    let a = h.auction().unwrap();
    assert_eq!(a.bids, [9, 6]);
    assert_eq!(a.paid, [6, 0]);
    assert_eq!(h.hole_cards(SB), &Card::parse_list("AsKs5c").unwrap()[..]);
    assert_eq!(h.hole_cards(BB).len(), 2);
    assert_eq!(h.stacks(), [390, 396]);
    assert_eq!(h.pot(), 14);
    assert_eq!(h.pips(), [0, 0]);
    assert_eq!(
        h.to_act(),
        Some(BB),
        "flop betting starts with the big blind"
    );
}

#[test]
fn auction_loser_pays_nothing() {
    let mut h = scripted(VariantId::Auction, "AsKs QdQh 2c7d9h 5c Th 3s");
    play(
        &mut h,
        &[
            (SB, Action::Call),
            (BB, Action::Check),
            (BB, Action::Bid(10)),
            (SB, Action::Bid(4)),
        ],
    );
    let a = h.auction().unwrap();
    assert_eq!(a.paid, [0, 4]);
    assert_eq!(a.winners, [false, true]);
    assert_eq!(h.hole_cards(BB), &Card::parse_list("QdQh5c").unwrap()[..]);
    assert_eq!(h.stacks(), [398, 394]);
}

#[test]
fn auction_tie_both_pay_and_both_get_a_card() {
    let mut h = scripted(VariantId::Auction, "AsKs QdQh 2c7d9h 5c 6c Th 3s");
    play(
        &mut h,
        &[
            (SB, Action::Call),
            (BB, Action::Check),
            (BB, Action::Bid(7)),
            (SB, Action::Bid(7)),
        ],
    );
    assert_eq!(h.auction().unwrap().paid, [7, 7]);
    assert_eq!(h.hole_cards(SB), &Card::parse_list("AsKs5c").unwrap()[..]);
    assert_eq!(h.hole_cards(BB), &Card::parse_list("QdQh6c").unwrap()[..]);
    assert_eq!(h.pot(), 18);
    // The turn and river come after the two auction cards.
    play(&mut h, &[(BB, Action::Check), (SB, Action::Check)]);
    assert_eq!(h.board()[3], card("Th"));
}

#[test]
fn all_in_preflop_means_a_free_card_each_in_a_zero_zero_auction() {
    let mut h = scripted(VariantId::Auction, "AsKs QdQh 2c7d9h 5c 6c Th 3s");
    play(&mut h, &[(SB, Action::RaiseTo(400)), (BB, Action::Call)]);
    let legal = h.legal_actions().unwrap();
    assert_eq!(legal.bid, Some((0, 0)));
    assert_eq!(legal.forced_action(), Some(Action::Bid(0)));
    assert_eq!(
        h.check(BB, Action::Bid(1)),
        Err(ActionError::BidAboveStack { max: 0 })
    );
    play(&mut h, &[(BB, Action::Bid(0)), (SB, Action::Bid(0))]);
    assert_eq!(h.hole_cards(SB).len(), 3);
    assert_eq!(h.hole_cards(BB).len(), 3);
    assert_eq!(h.pot(), 800);
}

#[test]
fn the_bid_of_the_big_blind_is_sealed_until_both_are_in() {
    let mut h = scripted(VariantId::Auction, "AsKs QdQh 2c7d9h 5c Th 3s");
    play(
        &mut h,
        &[
            (SB, Action::Call),
            (BB, Action::Check),
            (BB, Action::Bid(11)),
        ],
    );
    let sb_view = h.view(SB);
    assert!(
        !sb_view
            .events
            .iter()
            .any(|e| matches!(e, Event::Bid { seat, .. } if *seat == BB))
    );
    assert_eq!(sb_view.auction, None);
    assert_eq!(h.view(BB).my_bid, Some(11));
    play(&mut h, &[(SB, Action::Bid(2))]);
    let sb_view = h.view(SB);
    assert_eq!(sb_view.auction.unwrap().bids, [2, 11]);
}

#[test]
fn sneak_peek_winner_sees_one_opponent_card_and_the_loser_sees_nothing() {
    for (peek, want) in [(0u8, "Qd"), (1, "Qh")] {
        let mut setup = HandSetup::new(VariantId::SneakPeek, [5000, 5000], 10, 20);
        setup.peek = [peek, 0];
        let mut h = Hand::new(setup, deck("AsKs QdQh 2c7d9h Th 3s")).unwrap();
        play(
            &mut h,
            &[
                (SB, Action::Call),
                (BB, Action::Check),
                (BB, Action::Bid(30)),
                (SB, Action::Bid(50)),
            ],
        );
        assert_eq!(h.auction().unwrap().paid, [30, 0]);
        assert_eq!(
            h.hole_cards(SB).len(),
            2,
            "the prize is information, not a card"
        );
        assert_eq!(h.view(SB).opponent_known.as_slice(), &[card(want)]);
        assert!(h.view(BB).opponent_known.is_empty());
        assert!(
            !h.view(BB)
                .events
                .iter()
                .any(|e| matches!(e, Event::Peek { .. }))
        );
        // The turn is the next deck card: no card was dealt for the peek.
        play(&mut h, &[(BB, Action::Check), (SB, Action::Check)]);
        assert_eq!(h.board()[3], card("Th"));
    }
}

#[test]
fn sneak_peek_big_blind_wins_and_a_tie_shows_each_a_card() {
    let mut setup = HandSetup::new(VariantId::SneakPeek, [5000, 5000], 10, 20);
    setup.peek = [1, 0];
    let mut h = Hand::new(setup, deck("AsKs QdQh 2c7d9h Th 3s")).unwrap();
    play(
        &mut h,
        &[
            (SB, Action::Call),
            (BB, Action::Check),
            (BB, Action::Bid(90)),
            (SB, Action::Bid(40)),
        ],
    );
    assert_eq!(h.view(BB).opponent_known.as_slice(), &[card("As")]);
    assert!(h.view(SB).opponent_known.is_empty());

    let mut h = Hand::new(setup, deck("AsKs QdQh 2c7d9h Th 3s")).unwrap();
    play(
        &mut h,
        &[
            (SB, Action::Call),
            (BB, Action::Check),
            (BB, Action::Bid(40)),
            (SB, Action::Bid(40)),
        ],
    );
    assert_eq!(h.view(SB).opponent_known.as_slice(), &[card("Qh")]);
    assert_eq!(h.view(BB).opponent_known.as_slice(), &[card("As")]);
    assert_eq!(h.auction().unwrap().paid, [40, 40]);
}

// ----- River of Blood -----

#[test]
fn river_red_then_red_then_black_gives_two_run_streets() {
    // River 9h (red) -> run 1: 4d (red) -> run 2: 8c (black): stop.
    let mut h = scripted(VariantId::RiverOfBlood, "AsKs QdQc 2c7s9c Ts 9h 4d 8c 5h");
    play(&mut h, &[(SB, Action::Call), (BB, Action::Check)]);
    for street in [
        Street::Flop,
        Street::Turn,
        Street::River,
        Street::Run(1),
        Street::Run(2),
    ] {
        assert_eq!(h.street(), street);
        assert_eq!(h.to_act(), Some(BB), "{street}: the big blind acts first");
        play(&mut h, &[(BB, Action::Check), (SB, Action::Check)]);
    }
    assert!(h.is_over());
    assert_eq!(h.board(), &Card::parse_list("2c7s9cTs9h4d8c").unwrap()[..]);
}

#[test]
fn a_black_river_ends_river_of_blood_like_holdem() {
    let mut h = scripted(VariantId::RiverOfBlood, "AsKs QdQc 2c7s9c Ts 9s 4d");
    play(&mut h, &[(SB, Action::Call), (BB, Action::Check)]);
    play(&mut h, &CHECK_DOWN);
    assert!(h.is_over());
    assert_eq!(h.board().len(), 5);
}

#[test]
fn holdem_does_not_deal_run_cards_after_a_red_river() {
    let mut h = holdem("AsKs QdQc 2c7s9c Ts 9h 4d");
    play(&mut h, &[(SB, Action::Call), (BB, Action::Check)]);
    play(&mut h, &CHECK_DOWN);
    assert!(h.is_over());
    assert_eq!(h.board().len(), 5);
}

// ----- blinds -----

#[test]
fn a_short_stack_posts_all_in_and_the_excess_blind_is_returned() {
    // Blinds 10/20 and the small blind has only 6 chips: it posts all 6, and the 14 of the big
    // blind that it cannot match go back.
    let mut h = scripted_with(
        VariantId::Holdem,
        [6, 500],
        (10, 20),
        "AsKs QdQh 2c7d9h Th 3s",
    );
    assert_eq!(h.stacks(), [0, 494]);
    assert_eq!(h.pips(), [6, 6]);
    assert!(h.events().contains(&Event::ReturnUncalled {
        seat: BB,
        amount: 14
    }));
    // Nothing is owed and SB is all in: checks to the end.
    assert_eq!(
        h.legal_actions().unwrap().forced_action(),
        Some(Action::Check)
    );
    while let Some(seat) = h.to_act() {
        play(&mut h, &[(seat, Action::Check)]);
    }
    assert_eq!(
        h.outcome().unwrap().net,
        [-6, 6],
        "queens beat ace-king high"
    );
}

#[test]
fn a_short_big_blind_posts_all_in_and_the_small_blind_gets_its_excess_back() {
    let h = scripted_with(
        VariantId::Holdem,
        [500, 7],
        (10, 20),
        "AsKs QdQh 2c7d9h Th 3s",
    );
    assert_eq!(h.pips(), [7, 7]);
    assert_eq!(h.stacks(), [493, 0]);
    assert!(h.events().contains(&Event::ReturnUncalled {
        seat: SB,
        amount: 3
    }));
    assert_eq!(
        h.legal_actions().unwrap().forced_action(),
        Some(Action::Check)
    );
}

#[test]
fn a_stack_shorter_than_the_call_calls_all_in_and_the_rest_comes_back() {
    // SB covers its 10 but has only 5 more: calling the 20 is all in for 15 in total.
    let mut h = scripted_with(
        VariantId::Holdem,
        [15, 500],
        (10, 20),
        "AsKs QdQh 2c7d9h Th 3s",
    );
    let legal = h.legal_actions().unwrap();
    assert_eq!(legal.call_cost, 10);
    assert!(legal.raise.is_none(), "calling already takes every chip");
    play(&mut h, &[(SB, Action::Call)]);
    assert_eq!(h.stacks(), [0, 485]);
    assert_eq!(h.pips(), [15, 15]);
    assert!(h.events().contains(&Event::ReturnUncalled {
        seat: BB,
        amount: 5
    }));
}
