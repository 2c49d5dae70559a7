//! The tutorial's lessons checked against the engine: each script plays through and shows
//! its rule; the questions and the progress file.

use super::lessons::step;
use super::*;
use crate::cards::{Rank, evaluate};
use crate::engine::auction_flop::{AuctionFlopEvent, payouts};
use crate::engine::{Event, Street};
use std::fs;

fn lesson(id: &str) -> Lesson {
    lessons().into_iter().find(|l| l.id == id).unwrap()
}

fn heads_up(id: &str) -> Hand {
    lesson(id)
        .play()
        .unwrap()
        .heads_up_hand()
        .cloned()
        .unwrap_or_else(|| panic!("{id} is heads-up"))
}

#[test]
fn every_lesson_script_plays_to_the_end_of_the_hand() {
    for l in lessons() {
        assert!(l.play().unwrap().is_over(), "{}", l.id);
    }
}

/// The lesson's hand just before each step, with the step.
fn before_each_step(id: &str) -> Vec<(Hand, Step)> {
    let l = lesson(id);
    let mut game = l.start().unwrap();
    let mut out = Vec::new();
    for s in &l.steps {
        out.push((game.heads_up_hand().cloned().unwrap(), *s));
        game.apply(s, true).unwrap();
    }
    out
}

#[test]
fn the_holdem_lessons_quote_the_engines_numbers() {
    let steps = before_each_step("holdem-basics");
    let at = |text: &str| {
        steps
            .iter()
            .find(|(_, s)| s.text == text)
            .map(|(h, _)| h.clone())
            .unwrap()
    };
    // "the smallest is to 4"
    let first = at("raise 6");
    assert_eq!(first.legal_actions().unwrap().raise.map(|r| r.0), Some(4));
    // "Bet 8, two thirds of the pot of 12", with top pair.
    let flop = at("bet 8");
    assert_eq!(flop.view(Seat(0)).pot, 12);
    let view = flop.view(Seat(0));
    let cards: CardSet = view.hole.iter().chain(view.board.iter()).collect();
    assert_eq!(evaluate(cards).describe(), "Pair of Kings");
    // "Calling 14 to win the pot of 42 ... 14 / (42 + 14) = 25%".
    let (river, _) = steps.last().unwrap();
    assert_eq!(river.view(Seat(0)).pot, 42);
    assert_eq!(river.legal_actions().unwrap().call_cost, 14);
    let h = heads_up("holdem-basics");
    assert_eq!(h.outcome().unwrap().net, [28, -28]);
    assert!(h.outcome().unwrap().showdown);
    // The fold: "staying costs 6 more, in a pot of 10", "you lose only the 2".
    let steps = before_each_step("holdem-fold");
    let (facing, _) = steps.last().unwrap();
    assert_eq!(facing.view(Seat(0)).pot, 10);
    assert_eq!(facing.legal_actions().unwrap().call_cost, 6);
    assert_eq!(heads_up("holdem-fold").outcome().unwrap().net, [-2, 2]);
    // The board plays: the pot of 4 is split.
    let h = heads_up("holdem-split");
    assert_eq!(h.outcome().unwrap().net, [0, 0]);
    let board: Vec<_> = h.view(Seat(0)).board.iter().collect();
    for seat in [Seat(0), Seat(1)] {
        let all: CardSet = h
            .hole_cards(seat)
            .iter()
            .copied()
            .chain(board.iter().copied())
            .collect();
        assert_eq!(evaluate(all), evaluate(board.iter().copied().collect()));
    }
}

#[test]
fn auction_won_gives_the_winner_a_third_card_at_the_other_bid() {
    let h = heads_up("auction-won");
    let a = h.auction().unwrap();
    assert_eq!(a.winners, [true, false]);
    assert_eq!(a.paid, [2, 0]);
    assert_eq!(h.hole_cards(Seat(0)).len(), 3);
    assert_eq!(h.hole_cards(Seat(1)).len(), 2);
}

#[test]
fn auction_tie_gives_both_seats_a_third_card_and_both_pay() {
    let h = heads_up("auction-tie");
    let a = h.auction().unwrap();
    assert_eq!(a.winners, [true, true]);
    assert_eq!(a.paid, [6, 6]);
    assert_eq!(h.hole_cards(Seat(0)).len(), 3);
    assert_eq!(h.hole_cards(Seat(1)).len(), 3);
}

#[test]
fn peek_won_shows_the_player_a_bot_card_and_peek_lost_shows_the_bot_one() {
    let h = heads_up("peek-won");
    assert_eq!(h.auction().unwrap().paid, [0, 0]);
    assert_eq!(h.auction().unwrap().winners, [true, false]);
    let seen = h.view(Seat(0));
    let peeked: Vec<_> = seen
        .events
        .iter()
        .filter(|e| matches!(e, Event::Peek { seat: Seat(0), .. }))
        .collect();
    assert_eq!(peeked.len(), 1);
    let h = heads_up("peek-lost");
    assert_eq!(h.auction().unwrap().paid, [0, 0]);
    assert_eq!(h.auction().unwrap().winners, [false, true]);
    assert!(
        h.events()
            .iter()
            .any(|e| matches!(e, Event::Peek { seat: Seat(1), .. }))
    );
    assert!(
        !h.events()
            .iter()
            .any(|e| matches!(e, Event::Peek { seat: Seat(0), .. }))
    );
}

#[test]
fn river_run_deals_three_run_cards_while_red() {
    let h = heads_up("river-run");
    assert_eq!(h.board().len(), 8);
    assert!(h.board()[4..7].iter().all(|c| c.is_red()));
    assert!(!h.board()[7].is_red());
    assert!(h.events().iter().any(|e| matches!(
        e,
        Event::DealBoard {
            street: Street::Run(3),
            ..
        }
    )));
    assert_eq!(h.board()[7].rank(), Rank::Three);
}

#[test]
fn auction_flop_shows_discards_both_auctions_and_a_tied_settlement() {
    let play = lesson("auction-flop").play().unwrap();
    let h = play.auction_flop_hand().expect("auction flop");
    let ev = h.events();
    let fees: Vec<_> = ev
        .iter()
        .filter_map(|e| match e {
            AuctionFlopEvent::Discard { fee, .. } => Some(*fee),
            _ => None,
        })
        .collect();
    assert_eq!(fees, [3, 3, 1]);
    assert!(ev.contains(&AuctionFlopEvent::Sold {
        seat: Seat(0),
        price: 1
    }));
    assert!(ev.contains(&AuctionFlopEvent::Taken {
        taker: Seat(2),
        payer: Some(Seat(1)),
        amount: 1
    }));
    assert!(ev.contains(&AuctionFlopEvent::Free { seat: Seat(1) }));
    let payouts: Vec<_> = payouts(ev)
        .into_iter()
        .map(|p| (p.seat, p.place, p.value, p.amount))
        .collect();
    let first: Vec<_> = payouts.iter().filter(|p| p.1 == payouts[0].1).collect();
    assert_eq!(first.len(), 2, "{payouts:?}");
    assert_eq!(first[0].2, first[1].2);
    assert!(first[0].3.abs_diff(first[1].3) <= 1);
}

#[test]
fn auction_flop_lesson_tells_each_rule_as_the_table_does() {
    let l = lesson("auction-flop");
    let mut game = l.start().unwrap();
    let mut said = Vec::new();
    for step in &l.steps {
        said.extend(game.apply(step, true).unwrap());
    }
    let told = said.join("\n");
    for line in [
        "You discard 2 cards and pay 3",
        "Bot 1 offers 1 not to take it",
        "You buy the flop for 1",
        "Bot 2 takes the flop; Bot 1 pays 1",
        "Bot 1 is the last needing cards: the flop is free",
        "You keep 8c 9h",
        "Bot 2 keeps 1 card",
        "Bot 1 keeps 2 cards",
    ] {
        assert!(told.contains(line), "{line:?} in:\n{told}");
    }
    // A bot discards the rest of its flop face down: which cards it kept is never told.
    for hidden in ["keeps 2h", "keeps 8s"] {
        assert!(!told.contains(hidden), "{hidden:?} in:\n{told}");
    }
    assert!(said.iter().any(|l| l.starts_with("1. You: ")), "{told}");
    // What each seat got from the pot is what it won, not "paid" (chips put in).
    let results: Vec<&String> = said.iter().filter(|l| l.contains(". You: ")).collect();
    assert!(
        results
            .iter()
            .all(|l| l.contains(", won ") && !l.contains("paid")),
        "{results:?}"
    );
}

#[test]
fn auction_flop_cards_may_be_typed_in_any_order_and_a_wrong_card_is_named() {
    let l = lesson("auction-flop");
    let mut game = l.start().unwrap();
    let discard = &l.steps[0];
    assert_eq!(discard.text, "discard Kd 2s");
    assert!(discard.accepts("discard 2s Kd"));
    assert!(discard.accepts("DISCARD 2S kd"));
    assert_eq!(game.refusal(discard, "discard 2s  Kd"), None);
    // A card not in the hand, and a card that is no card, are named.
    let why = game.refusal(discard, "discard Ks 2s").unwrap_or_default();
    assert!(
        why.starts_with("You do not hold Ks: your cards are ")
            && why.ends_with("This lesson's move is \"discard Kd 2s\": type it."),
        "{why}"
    );
    let why = game.refusal(discard, "discard Kx 2s").unwrap_or_default();
    assert!(
        why.starts_with("Unknown card \"Kx\"") && why.contains("\"Th\"). This lesson's move"),
        "{why}"
    );
    // Another move of the right kind is only told the lesson's move.
    assert_eq!(
        game.refusal(discard, "discard Kd").as_deref(),
        Some("This lesson's move is \"discard Kd 2s\": type it.")
    );
    let mut keep = None;
    for step in &l.steps {
        if step.text.starts_with("keep") && step.is_players() {
            keep = Some(step);
            break;
        }
        game.apply(step, true).unwrap();
    }
    let keep = keep.expect("the player keeps cards");
    assert_eq!(keep.text, "keep 8c 9h");
    assert_eq!(game.refusal(keep, "keep 9h 8c"), None);
    let why = game.refusal(keep, "keep 9h 2c").unwrap_or_default();
    assert!(
        why.starts_with("2c is not on the flop (8c 9h Qs)."),
        "{why}"
    );
    // The scripted move with its cards reordered is the same move.
    game.apply(&step(0, "keep 9h 8c", ""), true).unwrap();
}

#[test]
fn question_answers_are_right() {
    use crate::drill::score_bid;
    let q = questions(VariantId::Auction);
    assert_eq!(
        q[0].choices[q[0].answer],
        score_bid(0.0, 20, 8).paid[0].to_string()
    );
    assert_eq!(score_bid(0.0, 6, 6).paid, [6, 6]);
    // Hold'em: calling 10 into 20 + 10 needs 10 / 40; the broadway board splits.
    let q = questions(VariantId::Holdem);
    assert_eq!(
        q[1].choices[q[1].answer],
        format!("{:.0}%", 100.0 * 10.0 / 40.0)
    );
    // "ace, king, queen, jack and ten, no three of one suit", "two-three", "the four and five
    // of hearts": two hearts on the board at most.
    let board = crate::cards::Card::parse_list("Ah Kh Qd Jc Ts").unwrap();
    let with = |hole: &str| {
        let mut all = crate::cards::Card::parse_list(hole).unwrap();
        all.extend(board.iter().copied());
        evaluate(all.into_iter().collect())
    };
    assert_eq!(with("2c 3d"), with("4h 5h"));
    assert!(q[2].prompt.contains("no three of one suit"));
    assert!(q[2].choices[q[2].answer].contains("split"));
    let q = questions(VariantId::AuctionFlop);
    assert_eq!(
        q[0].choices[q[0].answer],
        crate::engine::auction_flop::discard_fee(3).to_string()
    );
    assert_eq!(
        q[2].choices[q[2].answer],
        format!(
            "{}% each",
            (crate::engine::auction_flop::PAYOUTS[0] + crate::engine::auction_flop::PAYOUTS[1]) / 2
        )
    );
    for v in games() {
        let qs = questions(v);
        assert!((3..=4).contains(&qs.len()));
        for q in qs {
            assert!(q.answer < q.choices.len(), "{}", q.prompt);
        }
        assert!(!lessons_for(v).is_empty());
    }
}

#[test]
fn steps_accept_the_move_as_typed_in_any_case() {
    let s = step(0, "discard Kd 2s", "");
    assert!(s.accepts("  Discard  kd 2s "));
    assert!(!s.accepts("discard Kd"));
    // A heads-up bid is its amount: the Auction Flop reading (which drops it) never applies.
    let bid = step(0, "bid 10", "");
    assert!(!bid.accepts("bid 12"));
}

#[test]
fn progress_is_saved_and_read_back() {
    let dir = std::env::temp_dir().join(format!("felt-learn-{}", std::process::id()));
    let path = dir.join(PROGRESS_FILE);
    assert_eq!(
        LearnProgress::load(&path).unwrap().progress,
        LearnProgress::default()
    );
    let mut p = LearnProgress::default();
    p.done.insert("auction-tie".to_string());
    p.save(&path).unwrap();
    assert_eq!(LearnProgress::load(&path).unwrap().progress, p);
    let _ = fs::remove_dir_all(dir);
}

/// The lesson's hand just before each of the player's bids, with the step.
fn player_bids() -> Vec<(String, Hand, Step)> {
    let mut out = Vec::new();
    for l in lessons() {
        let Ok(mut game) = l.start() else {
            continue;
        };
        for s in &l.steps {
            if let Some(h) = game.heads_up_hand()
                && s.seat == 0
                && s.text.starts_with("bid")
            {
                out.push((l.id.to_string(), h.clone(), *s));
            }
            game.apply(s, true).unwrap();
        }
    }
    out
}

#[test]
fn a_sealed_bid_is_not_described_before_the_players_bid_is_in() {
    for l in lessons() {
        for s in l
            .steps
            .iter()
            .filter(|s| s.seat == 1 && s.text.starts_with("bid"))
        {
            let amount = s.text.trim_start_matches("bid").trim();
            let words: Vec<String> = s
                .explain
                .split(|c: char| !c.is_alphanumeric())
                .map(str::to_ascii_lowercase)
                .collect();
            for telling in [amount, "high", "low", "big", "small", "nothing", "little"] {
                assert!(
                    !words.iter().any(|w| w == telling),
                    "{}: \"{}\" tells the bot's sealed bid",
                    l.id,
                    s.explain
                );
            }
        }
    }
}

#[test]
fn the_lessons_name_hands_as_the_table_does_and_bid_near_the_tables_advice() {
    use crate::bots::{Budget, MonteCarlo};
    use crate::cards::evaluate;
    use rand::SeedableRng;
    let bids = player_bids();
    assert_eq!(bids.len(), 4);
    for (id, hand, step) in bids {
        let view = hand.view(Seat(0));
        let cards: CardSet = view.hole.iter().chain(view.board.iter()).collect();
        // As the teaching note names it ("a pair of kings", "ace high").
        let name = evaluate(cards).phrase();
        assert!(
            step.explain.contains(&name),
            "{id}: the hand is {name}: \"{}\"",
            step.explain
        );
        // The advisor behind the table's suggestion, averaged over a few seeds.
        let mut value = 0.0;
        for seed in 0..4u64 {
            let mut advisor = MonteCarlo::new(
                "advisor",
                Budget {
                    samples: 2000,
                    max_ms: 60_000.0,
                },
            );
            let mut rng = rand::rngs::StdRng::seed_from_u64(seed);
            value += advisor.advise(&view, &mut rng).unwrap().bid_value.unwrap() / 4.0;
        }
        let bid: f64 = step.text.trim_start_matches("bid").trim().parse().unwrap();
        assert!(
            (bid - value).abs() <= 1.5,
            "{id}: the lesson bids {bid}, the table's advice values the prize at {value:.1}"
        );
    }
}
