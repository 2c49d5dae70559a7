//! `felt review`: a seat's decisions graded by the hard core from that seat's information. A
//! random bot and a tight-aggressive style review worse than `hard` over the same matches; a
//! fold of the nuts on the river is a blunder; a hand played exactly as the core advises is
//! graded best at every decision; the report is the same on any number of threads.

#![allow(clippy::unwrap_used, clippy::expect_used)]

mod common;

use std::path::PathBuf;

use common::{BB, SB, felt, scripted, stderr, stdout, temp_dir};
use felt::coach::{Grade, Judgement};
use felt::engine::{Action, Hand, Seat, VariantId};
use felt::history::LoadedHand;
use felt::review::{
    Analyst, REVIEW_BUDGET, ReviewOptions, has_choice, review, review_hand, seat_names,
};

/// Plays an arena match with its hand histories kept, and returns the folder (removed when the
/// returned guard is dropped).
fn match_history(tag: &str, bots: &str, hands: u32) -> (common::TempDir, PathBuf) {
    let dir = temp_dir(tag);
    let hist = dir.join("hands");
    let out = felt(&[
        "arena",
        "--variant",
        "auction",
        "--bots",
        bots,
        "--hands",
        &hands.to_string(),
        "--seed",
        "5",
        "--history",
        hist.to_str().expect("a path"),
    ]);
    assert!(out.status.success(), "{}", stderr(&out));
    (dir, hist)
}

/// `felt review DIR --seat NAME --json`: (accuracy, chips lost per 100 hands).
fn reviewed(dir: &std::path::Path, seat: &str) -> (f64, f64) {
    let out = felt(&[
        "review",
        dir.to_str().expect("a path"),
        "--seat",
        seat,
        "--json",
    ]);
    assert!(out.status.success(), "{}", stderr(&out));
    let v: serde_json::Value = serde_json::from_str(&stdout(&out)).expect("one JSON document");
    let s = &v["seats"][0];
    assert_eq!(s["seat"], seat);
    (
        s["accuracy"].as_f64().expect("accuracy"),
        s["lost_per_100"].as_f64().expect("lost per 100"),
    )
}

#[test]
fn a_random_bot_reviews_worse_than_hard() {
    let (_scratch, dir) = match_history("review-random", "hard,random", 300);
    let (hard_acc, hard_lost) = reviewed(&dir, "hard");
    let (rand_acc, rand_lost) = reviewed(&dir, "random");
    assert!(rand_acc < hard_acc, "random {rand_acc} vs hard {hard_acc}");
    assert!(
        rand_lost > hard_lost,
        "random {rand_lost} vs hard {hard_lost}"
    );
}

#[test]
fn a_tight_aggressive_style_reviews_worse_than_hard() {
    let (_scratch, dir) = match_history("review-tag", "hard,tag", 300);
    let (hard_acc, hard_lost) = reviewed(&dir, "hard");
    let (tag_acc, tag_lost) = reviewed(&dir, "tag");
    assert!(tag_acc < hard_acc, "tag {tag_acc} vs hard {hard_acc}");
    assert!(tag_lost > hard_lost, "tag {tag_lost} vs hard {hard_lost}");
}

fn loaded(hand: Hand) -> LoadedHand {
    LoadedHand {
        hand,
        names: ["you".to_string(), "bot".to_string()],
        source: PathBuf::from("scripted.phh"),
        number: 1,
        table_grades: None,
        played_for: Vec::new(),
    }
}

/// The small blind holds Ah Kh; the board makes it a royal flush. The big blind bets the
/// river and the small blind folds. With the number of events before each of the small
/// blind's decisions.
fn nuts_folded() -> (Hand, Vec<usize>) {
    let mut h = scripted(VariantId::Holdem, "AhKh 2c7d QhJhTh 3s 4d");
    let mut at = Vec::new();
    for (seat, action) in [
        (SB, Action::Call),
        (BB, Action::Check),
        (BB, Action::Check),
        (SB, Action::Check),
        (BB, Action::Check),
        (SB, Action::Check),
        (BB, Action::RaiseTo(4)),
        (SB, Action::Fold),
    ] {
        if seat == SB {
            at.push(h.view(SB).events.len());
        }
        h.apply(seat, action)
            .unwrap_or_else(|e| panic!("{seat} {action}: {e}"));
    }
    (h, at)
}

#[test]
fn folding_the_nuts_on_the_river_is_a_blunder() {
    let (h, _) = nuts_folded();
    let r = review_hand(&loaded(h), "you", 1, REVIEW_BUDGET);
    let last = r.last().expect("a reviewed decision");
    assert_eq!(last.action, "folding");
    assert_eq!(last.grade, Grade::Blunder, "{last:?}");
    assert!(last.lost > 5.0, "{last:?}");
}

#[test]
fn a_hand_graded_at_the_table_is_reviewed_with_the_tables_own_figures() {
    use felt::history::graded::{TableGrade, fields};
    // The fold of the nuts again, as the table's coach graded it when it was played: the
    // review repeats the table's figures, leaves out the decision the table did not grade,
    // and analyses afresh only the decisions the table showed nothing for.
    let (h, at) = nuts_folded();
    let grade = |at: usize, action: &str, grade: Option<&str>| TableGrade {
        at,
        action: action.to_string(),
        best: "calling 4".to_string(),
        value: 0.0,
        best_value: 3.25,
        lost: 3.25,
        grade: grade.map(str::to_string),
        equity: 0.97,
    };
    let meta = felt::history::HandMeta {
        number: Some(1),
        names: Some(["you".to_string(), "bot".to_string()]),
        ..Default::default()
    };
    let mut text = felt::history::write(&h, &meta);
    text.push_str(&fields(
        SB,
        &[
            grade(at[1], "checking", None),
            grade(at[3], "folding", Some("fine")),
        ],
    ));
    let hands =
        felt::history::load_text(std::path::Path::new("table.phh"), &text).expect("the file loads");
    let r = review_hand(&hands[0], "you", 1, REVIEW_BUDGET);
    let last = r.last().expect("a reviewed decision");
    assert_eq!(last.action, "folding");
    assert_eq!(
        last.grade,
        Grade::Fine,
        "the table's grade, not a fresh one: {last:?}"
    );
    assert!(
        (last.lost - 3.25).abs() < 1e-9 && last.from_table,
        "{last:?}"
    );
    // The preflop call and the turn check were analysed afresh; the flop check, shown but not
    // graded at the table, is not graded here either.
    assert_eq!(r.len(), 3, "{r:?}");
    assert!(r[..2].iter().all(|d| !d.from_table), "{r:?}");
    assert_eq!(r[0].action, "calling 1");
    // The file's words are outside text: a terminal escape in them is shown, not obeyed.
    let meta = felt::history::HandMeta {
        number: Some(1),
        names: Some(["you".to_string(), "bot".to_string()]),
        ..Default::default()
    };
    let mut text = felt::history::write(&h, &meta);
    // Written by hand, as a hostile file would be (felt's own writer blanks control
    // characters): TOML's \u001b is an escape character.
    text.push_str(&format!(
        "_felt_coached = \"p2\"\n_felt_coach = [{{ at = {}, action = \"folding\\u001b[2J\", best = \"calling 4\", value = 0.0, best_value = 3.25, lost = 3.25, grade = \"fine\", equity = 0.97 }}]\n",
        at[3]
    ));
    let hands =
        felt::history::load_text(std::path::Path::new("table.phh"), &text).expect("the file loads");
    let r = review_hand(&hands[0], "you", 1, REVIEW_BUDGET);
    let last = r.last().expect("a reviewed decision");
    assert!(!last.action.contains('\u{1b}'), "{last:?}");
}

#[test]
fn a_hand_played_as_the_core_advises_is_best_at_every_decision() {
    for (variant, order) in [
        (VariantId::Holdem, "QsQd 9c4h Kd7s2c 8h 3d"),
        (VariantId::Auction, "8s8d Ac5h 8c9hJd Qs 2c 4d 6h"),
        (VariantId::RiverOfBlood, "AdKd 7c7h Kc8d3h 5d 9h 2s"),
    ] {
        // The seat "you" (the small blind) follows the analyst; the bot checks or calls (and
        // bids nothing).
        let mut h = scripted(variant, order);
        let mut analyst = Analyst::new(&loaded(h.clone()), 1, REVIEW_BUDGET);
        let mut guard = 0;
        while !h.is_over() && guard < 100 {
            guard += 1;
            let seat = h.to_act().expect("a seat to act");
            let legal = h.legal_actions().expect("legal actions");
            let action = if seat == Seat(0) && has_choice(&legal) {
                let view = h.view(seat);
                let advice = analyst.advise(&view).expect("an analysis");
                match advice.bid_value {
                    Some(v) => Action::Bid(v.max(0.0).floor() as u32),
                    None => {
                        Judgement::new(&view, advice)
                            .expect("a judgement")
                            .suggested
                    }
                }
            } else if legal.bid.is_some() {
                Action::Bid(0)
            } else if legal.can_check {
                Action::Check
            } else if seat == Seat(0) {
                legal.check_or_fold()
            } else {
                Action::Call
            };
            h.apply(seat, action)
                .unwrap_or_else(|e| panic!("{variant}: {seat} {action}: {e}"));
        }
        let r = review_hand(&loaded(h), "you", 1, REVIEW_BUDGET);
        assert!(!r.is_empty(), "{variant}: no decisions");
        for d in &r {
            assert_eq!(d.grade, Grade::Best, "{variant}: {d:?}");
        }
    }
}

#[test]
fn the_report_is_the_same_on_one_thread_or_four() {
    let (_scratch, dir) = match_history("review-threads", "hard,lag", 60);
    let mut hands = Vec::new();
    for e in std::fs::read_dir(&dir).expect("the history folder") {
        let p = e.expect("an entry").path();
        let text = std::fs::read_to_string(&p).expect("a hand file");
        hands.extend(felt::history::load_text(&p, &text).expect("a hand"));
    }
    hands.sort_by_key(|h| h.number);
    let names = seat_names(&hands);
    let one = review(
        &hands,
        &names,
        ReviewOptions {
            threads: 1,
            ..ReviewOptions::default()
        },
        &|_| {},
    );
    let four = review(
        &hands,
        &names,
        ReviewOptions {
            threads: 4,
            ..ReviewOptions::default()
        },
        &|_| {},
    );
    assert_eq!(one, four);
    assert!(one.seats.iter().all(|s| s.decisions > 0), "{one:?}");
}

#[test]
fn review_names_an_unknown_seat_and_the_seats_it_found() {
    let (_scratch, dir) = match_history("review-seat", "hard,caller", 5);
    let out = felt(&["review", dir.to_str().expect("a path"), "--seat", "nobody"]);
    assert_eq!(out.status.code(), Some(2));
    let err = stderr(&out);
    assert!(err.contains("no seat named \"nobody\""), "{err}");
    assert!(err.contains("hard") && err.contains("caller"), "{err}");
}

#[test]
fn a_shove_too_deep_to_price_is_counted_as_not_graded_and_said() {
    // 200 big blinds deep, the small blind moves all in before the flop and is called: the
    // coach prices a street at a time and grades no such shove; the review says it left it out.
    let mut h = scripted(VariantId::Holdem, "AhKh 2c7d QhJhTh 3s 4d");
    for (seat, action) in [(SB, Action::RaiseTo(400)), (BB, Action::Call)] {
        h.apply(seat, action)
            .unwrap_or_else(|e| panic!("{seat} {action}: {e}"));
    }
    let hand = loaded(h);
    let full = felt::review::review_hand_in_full(&hand, "you", 1, REVIEW_BUDGET);
    assert!(full.reviewed.is_empty(), "{:?}", full.reviewed);
    assert_eq!((full.not_graded, full.played_for), (1, 0));
    let report = felt::review::review(
        std::slice::from_ref(&hand),
        &["you".to_string()],
        ReviewOptions::default(),
        &|_| {},
    );
    assert_eq!(report.seats[0].not_graded, 1);
    // The note wraps at 80 columns: read as running text.
    let text = felt::review::report_text(&report)
        .join(" ")
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ");
    assert!(
        text.contains(
            "1 decision not graded: it is an all-in with cards to come that puts in more than one and a half pots beyond a call (too deep for the coach's street-by-street prices), or a bet of more than five pots"
        ),
        "{text}"
    );
}

#[test]
fn auction_flop_hands_beside_heads_up_ones_are_said_to_be_skipped() {
    use felt::cards::{CardSet, Deck};
    use felt::engine::auction_flop::{AuctionFlopAction, AuctionFlopHand, AuctionFlopSetup};
    let (_scratch, dir) = match_history("review-with-flop", "hard,random", 20);
    // One Auction Flop hand where every seat stands pat: no flops, straight to the payout.
    let setup = AuctionFlopSetup {
        stacks: vec![300; 4],
        ante: 3,
        dealer: Seat(0),
        reshuffle_seed: 1,
    };
    let mut h =
        AuctionFlopHand::new(setup, Deck::from_order(&[]).expect("a deck")).expect("a hand");
    while let Some(seat) = h.to_act() {
        h.apply(seat, AuctionFlopAction::Discard(CardSet::EMPTY))
            .expect("standing pat");
    }
    std::fs::write(
        dir.join("flop.phh"),
        felt::history::auction_flop::write(&h, None),
    )
    .expect("a file");
    let out = felt(&["review", dir.to_str().expect("a path"), "--seat", "hard"]);
    assert!(out.status.success(), "{}", stderr(&out));
    let text = stdout(&out);
    assert!(
        text.contains(
            "1 Auction Flop Poker hand was not reviewed (felt review reads the heads-up games; felt replay shows them)"
        ),
        "{text}"
    );
}

#[test]
fn a_damaged_hand_file_in_a_folder_is_named_and_other_files_pass_in_silence() {
    let (_scratch, dir) = match_history("review-damaged", "hard,caller", 3);
    let first = std::fs::read_dir(&dir)
        .expect("the hands")
        .map(|e| e.expect("an entry").path())
        .find(|p| p.extension().is_some_and(|x| x == "phh"))
        .expect("a hand file");
    let text = std::fs::read_to_string(&first).expect("a hand file");
    // A hand file cut short, and a note beside the hands that is no hand file at all.
    std::fs::write(dir.join("cut.phh"), &text[..60]).expect("written");
    std::fs::write(dir.join("notes.txt"), "my notes").expect("written");
    let out = felt(&["review", dir.to_str().expect("a path"), "--seat", "hard"]);
    assert!(out.status.success(), "{}", stderr(&out));
    let err = stderr(&out);
    assert!(err.contains("skipped") && err.contains("cut.phh"), "{err}");
    assert!(!err.contains("notes.txt"), "{err}");
    assert!(stdout(&out).contains("3 hands"), "{}", stdout(&out));
}
