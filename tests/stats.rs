//! The player's lifetime statistics: counters read from scripted hands, the stats file on
//! disk (round trip, a corrupt file moved aside, the capped bankroll history) and the summary
//! table. Deck orders deal seat 0's two hole cards, seat 1's two, the flop, (auction cards),
//! the turn and the river.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::fs;
use std::path::PathBuf;

use felt::engine::{Action, Hand, Seat, VariantId};
use felt::stats::{PlayerStats, STATS_FILE, StatsError, VariantStats};

mod common;
use common::{BB, CHECK_DOWN, SB, played, temp_dir};

/// Seat 0 holds AsKs, seat 1 QdQh; the board 2c7d9h Th 3s gives the queens the pot.
const QUEENS_WIN: &str = "AsKs QdQh 2c7d9h Th 3s";
/// Auction: seat 0 AsKs, seat 1 QdQh, the flop 2c7d9h, auction cards 5c 6c, then Th 3s.
const AUCTION_DECK: &str = "AsKs QdQh 2c7d9h 5c 6c Th 3s";

fn recorded(hand: &Hand, seat: Seat) -> VariantStats {
    let mut v = VariantStats::default();
    v.record(hand, seat);
    v
}

// ----- counters from hands -----

#[test]
fn a_preflop_raise_counts_for_vpip_and_pfr_and_the_fold_loses_the_blind() {
    let hand = played(
        VariantId::Holdem,
        QUEENS_WIN,
        &[(SB, Action::RaiseTo(6)), (BB, Action::Fold)],
    );
    let raiser = recorded(&hand, SB);
    assert_eq!(raiser.hands, 1);
    assert_eq!(raiser.bankroll, 2);
    assert_eq!(raiser.bankroll_history, vec![2]);
    assert_eq!(
        (
            raiser.preflop_decisions,
            raiser.vpip_hands,
            raiser.pfr_hands
        ),
        (1, 1, 1)
    );
    assert_eq!(raiser.showdowns, 0);
    assert_eq!(raiser.auctions, 0);

    let folder = recorded(&hand, BB);
    assert_eq!(folder.bankroll, -2);
    assert_eq!(
        (
            folder.preflop_decisions,
            folder.vpip_hands,
            folder.pfr_hands
        ),
        (1, 0, 0)
    );
    assert_eq!(folder.showdowns, 0);
    assert_eq!(folder.vpip(), Some(0.0));
}

#[test]
fn a_limp_counts_for_vpip_only_and_the_big_blinds_free_check_for_neither() {
    let mut moves = vec![(SB, Action::Call), (BB, Action::Check)];
    moves.extend(CHECK_DOWN);
    let hand = played(VariantId::Holdem, QUEENS_WIN, &moves);

    let limper = recorded(&hand, SB);
    assert_eq!(
        (
            limper.preflop_decisions,
            limper.vpip_hands,
            limper.pfr_hands
        ),
        (1, 1, 0)
    );
    assert_eq!(limper.bankroll, -2);
    assert_eq!(limper.showdowns, 1);
    assert_eq!(limper.showdown_wins, 0.0);
    assert_eq!(limper.showdown_win_rate(), Some(0.0));

    let big_blind = recorded(&hand, BB);
    assert_eq!(
        (
            big_blind.preflop_decisions,
            big_blind.vpip_hands,
            big_blind.pfr_hands
        ),
        (1, 0, 0)
    );
    assert_eq!(big_blind.bankroll, 2);
    assert_eq!(big_blind.showdowns, 1);
    assert_eq!(big_blind.showdown_wins, 1.0);
    assert_eq!(big_blind.showdown_win_rate(), Some(1.0));
}

#[test]
fn the_big_blind_raising_a_limp_counts_for_vpip_and_pfr() {
    let hand = played(
        VariantId::Holdem,
        QUEENS_WIN,
        &[
            (SB, Action::Call),
            (BB, Action::RaiseTo(8)),
            (SB, Action::Fold),
        ],
    );
    let big_blind = recorded(&hand, BB);
    assert_eq!(
        (
            big_blind.preflop_decisions,
            big_blind.vpip_hands,
            big_blind.pfr_hands
        ),
        (1, 1, 1)
    );
    assert_eq!(big_blind.bankroll, 2);
    let limper = recorded(&hand, SB);
    assert_eq!((limper.vpip_hands, limper.pfr_hands), (1, 0));
}

#[test]
fn a_walk_gives_the_big_blind_no_preflop_decision() {
    let hand = played(VariantId::Holdem, QUEENS_WIN, &[(SB, Action::Fold)]);
    let big_blind = recorded(&hand, BB);
    assert_eq!(big_blind.hands, 1);
    assert_eq!(big_blind.bankroll, 1);
    assert_eq!(big_blind.preflop_decisions, 0);
    assert_eq!(big_blind.vpip(), None);
    let folder = recorded(&hand, SB);
    assert_eq!(
        (folder.preflop_decisions, folder.vpip_hands, folder.bankroll),
        (1, 0, -1)
    );
}

#[test]
fn a_split_pot_counts_half_a_showdown_win() {
    // Both seats play the royal flush on the board.
    let mut moves = vec![(SB, Action::Call), (BB, Action::Check)];
    moves.extend(CHECK_DOWN);
    let hand = played(VariantId::Holdem, "2c3d 2h3h AsKsQsJsTs", &moves);
    for seat in [SB, BB] {
        let v = recorded(&hand, seat);
        assert_eq!(v.showdowns, 1);
        assert_eq!(v.showdown_wins, 0.5);
        assert_eq!(v.bankroll, 0);
    }
}

#[test]
fn a_won_auction_counts_with_the_bid_over_the_pot_at_the_auction() {
    // Raise to 4 and call: 8 chips in when the flop is dealt.
    let mut moves = vec![
        (SB, Action::RaiseTo(4)),
        (BB, Action::Call),
        (BB, Action::Bid(6)),
        (SB, Action::Bid(10)),
    ];
    moves.extend(CHECK_DOWN);
    let hand = played(VariantId::Auction, AUCTION_DECK, &moves);
    assert_eq!(hand.auction().unwrap().winners, [true, false]);

    let winner = recorded(&hand, SB);
    assert_eq!(winner.auctions, 1);
    assert_eq!(winner.auction_wins, 1);
    assert_eq!(winner.bid_to_pot_sum, 10.0 / 8.0);
    assert_eq!(winner.auction_win_rate(), Some(1.0));
    assert_eq!(winner.avg_bid_to_pot(), Some(1.25));
    assert_eq!((winner.vpip_hands, winner.pfr_hands), (1, 1));
    // The winner paid 6 for AsKs5c, which loses to the queens at showdown.
    assert_eq!(winner.showdowns, 1);
    assert_eq!(winner.showdown_wins, 0.0);
    assert_eq!(winner.bankroll, -10);

    let loser = recorded(&hand, BB);
    assert_eq!(loser.auctions, 1);
    assert_eq!(loser.auction_wins, 0);
    assert_eq!(loser.avg_bid_to_pot(), Some(0.75));
    assert_eq!((loser.vpip_hands, loser.pfr_hands), (1, 0));
    assert_eq!(loser.showdown_wins, 1.0);
    assert_eq!(loser.bankroll, 10);
}

#[test]
fn an_auction_tie_counts_as_half_won_for_both_seats() {
    // A limp and a check: 4 chips in at the auction.
    let hand = played(
        VariantId::Auction,
        AUCTION_DECK,
        &[
            (SB, Action::Call),
            (BB, Action::Check),
            (BB, Action::Bid(2)),
            (SB, Action::Bid(2)),
            (BB, Action::RaiseTo(20)),
            (SB, Action::Fold),
        ],
    );
    for seat in [SB, BB] {
        let v = recorded(&hand, seat);
        assert_eq!((v.auctions, v.auction_wins, v.auction_ties), (1, 1, 1));
        // Both got the prize: half won, as a split pot is half a showdown won.
        assert_eq!(v.auction_win_rate(), Some(0.5));
        assert_eq!(v.avg_bid_to_pot(), Some(0.5));
        assert_eq!(v.showdowns, 0);
    }
    assert_eq!(recorded(&hand, BB).bankroll, 4);
    assert_eq!(recorded(&hand, BB).pfr_hands, 0, "a flop bet is not a PFR");
}

#[test]
fn rates_and_mbb_per_hand_add_up_over_several_hands() {
    let raise_fold = played(
        VariantId::Holdem,
        QUEENS_WIN,
        &[(SB, Action::RaiseTo(6)), (BB, Action::Fold)],
    );
    let mut moves = vec![(SB, Action::Call), (BB, Action::Check)];
    moves.extend(CHECK_DOWN);
    let limp_lose = played(VariantId::Holdem, QUEENS_WIN, &moves);
    let open_fold = played(VariantId::Holdem, QUEENS_WIN, &[(SB, Action::Fold)]);

    let mut v = VariantStats::default();
    for hand in [&raise_fold, &limp_lose, &open_fold, &raise_fold] {
        v.record(hand, SB);
    }
    v.record_match_end();
    assert_eq!(v.hands, 4);
    assert_eq!(v.matches, 1);
    assert_eq!(v.bankroll_history, vec![2, 0, -1, 1]);
    assert_eq!(v.bankroll, 1);
    assert_eq!(v.vpip(), Some(0.75));
    assert_eq!(v.pfr(), Some(0.5));
    assert_eq!(v.showdown_win_rate(), Some(0.0));
    assert_eq!(v.auction_win_rate(), None);
    assert_eq!(v.avg_bid_to_pot(), None);
    // 1 chip over 4 hands at a big blind of 2: 125 mbb/hand.
    assert_eq!(v.mbb_per_hand(2), Some(125.0));
}

#[test]
fn an_unfinished_hand_is_not_recorded() {
    let hand = played(VariantId::Holdem, QUEENS_WIN, &[(SB, Action::Call)]);
    assert_eq!(recorded(&hand, SB), VariantStats::default());
    let mut stats = PlayerStats::default();
    stats.record(&hand, SB);
    assert_eq!(stats.total_hands(), 0);
}

#[test]
fn player_stats_file_each_hand_under_its_variant_id() {
    let holdem = played(VariantId::Holdem, QUEENS_WIN, &[(SB, Action::Fold)]);
    let auction = played(VariantId::Auction, AUCTION_DECK, &[(SB, Action::Fold)]);
    let mut stats = PlayerStats::default();
    stats.record(&holdem, BB);
    stats.record(&auction, BB);
    stats.record(&auction, BB);
    stats.variant_mut("auction").record_match_end();
    assert_eq!(stats.variants["holdem"].hands, 1);
    assert_eq!(stats.variants["auction"].hands, 2);
    assert_eq!(stats.variants["auction"].matches, 1);
    assert_eq!(stats.total_hands(), 3);
}

#[test]
fn the_bankroll_history_keeps_only_the_last_5000_hands() {
    let win = played(
        VariantId::Holdem,
        QUEENS_WIN,
        &[(SB, Action::RaiseTo(6)), (BB, Action::Fold)],
    );
    let mut v = VariantStats::default();
    for _ in 0..5003 {
        v.record(&win, SB);
    }
    assert_eq!(v.hands, 5003);
    assert_eq!(v.bankroll, 2 * 5003);
    assert_eq!(v.bankroll_history.len(), 5000);
    assert_eq!(v.bankroll_history.first(), Some(&8), "oldest kept: hand 4");
    assert_eq!(v.bankroll_history.last(), Some(&(2 * 5003)));
}

// ----- the file -----

fn some_stats() -> PlayerStats {
    let mut moves = vec![
        (SB, Action::RaiseTo(4)),
        (BB, Action::Call),
        (BB, Action::Bid(6)),
        (SB, Action::Bid(10)),
    ];
    moves.extend(CHECK_DOWN);
    let auction = played(VariantId::Auction, AUCTION_DECK, &moves);
    let holdem = played(VariantId::Holdem, "2c3d 2h3h AsKsQsJsTs", &{
        let mut m = vec![(SB, Action::Call), (BB, Action::Check)];
        m.extend(CHECK_DOWN);
        m
    });
    let mut stats = PlayerStats::default();
    stats.record(&auction, SB);
    stats.record(&auction, BB);
    stats.record(&holdem, SB);
    stats.variant_mut("holdem").record_match_end();
    stats
}

#[test]
fn a_missing_stats_file_loads_as_empty_stats() {
    let dir = temp_dir("missing");
    let loaded = PlayerStats::load(&dir.join(STATS_FILE)).unwrap();
    assert_eq!(loaded.stats, PlayerStats::default());
    assert_eq!(loaded.warning, None);
    fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn saved_stats_load_back_the_same() {
    let dir = temp_dir("round-trip");
    let path = dir.join("nested").join(STATS_FILE);
    let stats = some_stats();
    stats.save(&path).unwrap();
    let text = fs::read_to_string(&path).unwrap();
    assert!(text.contains("\n  \"variants\""), "pretty JSON:\n{text}");
    let loaded = PlayerStats::load(&path).unwrap();
    assert_eq!(loaded.warning, None);
    assert_eq!(loaded.stats, stats);
    // Saving again replaces the file and leaves no temporary file behind.
    stats.save(&path).unwrap();
    let names: Vec<_> = fs::read_dir(path.parent().unwrap())
        .unwrap()
        .map(|e| e.unwrap().file_name())
        .collect();
    assert_eq!(names, vec![std::ffi::OsString::from(STATS_FILE)]);
    fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_file_that_is_not_felts_statistics_or_counts_the_impossible_is_moved_aside_not_read_as_empty() {
    let dir = temp_dir("not-felts");
    let path = dir.join(STATS_FILE);
    for (contents, why) in [
        (
            r#"{"games":{"holdem":{"hands":3,"bankroll":-1200}}}"#,
            "unknown field",
        ),
        (
            r#"{"variants":{"holdem":{"hand_count":3,"bank":-1200}}}"#,
            "unknown field",
        ),
        ("[]", "invalid length"),
        ("{}", "variants"),
        (
            r#"{"variants":{"holdem":{"hands":5,"vpip_hands":9}}}"#,
            "impossible counts",
        ),
        (
            r#"{"variants":{"holdem":{"hands":5,"showdowns":2,"showdown_wins":-5.0}}}"#,
            "impossible counts",
        ),
    ] {
        let _ = fs::remove_dir_all(&dir);
        fs::create_dir_all(&dir).unwrap();
        fs::write(&path, contents).unwrap();
        let loaded = PlayerStats::load(&path).unwrap();
        let warning = loaded.warning.expect("a warning");
        assert!(warning.contains(why), "{contents}: {warning}");
        assert!(!path.exists(), "{contents}: moved aside");
        let aside = fs::read_dir(&dir).unwrap().next().unwrap().unwrap().path();
        assert_eq!(
            fs::read_to_string(aside).unwrap(),
            contents,
            "kept as it was"
        );
    }
    // Files felt wrote before a field was added still load.
    fs::write(
        &path,
        r#"{"variants":{"holdem":{"hands":3,"bankroll":-7}}}"#,
    )
    .unwrap();
    assert_eq!(PlayerStats::load(&path).unwrap().warning, None);
    fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_corrupt_stats_file_is_moved_aside_with_a_warning_and_a_fresh_file_can_be_saved() {
    let dir = temp_dir("corrupt");
    let path = dir.join(STATS_FILE);
    fs::write(&path, "{ \"variants\": { \"holdem\": [oops").unwrap();

    let loaded = PlayerStats::load(&path).unwrap();
    assert_eq!(loaded.stats, PlayerStats::default());
    let warning = loaded.warning.expect("a warning for the corrupt file");
    assert!(!path.exists(), "the corrupt file is moved away");
    let aside: Vec<PathBuf> = fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    assert_eq!(aside.len(), 1);
    let aside_name = aside[0].file_name().unwrap().to_str().unwrap().to_string();
    let secs = aside_name
        .strip_prefix("stats.json.corrupt-")
        .expect("named <name>.corrupt-<unix seconds>");
    assert!(secs.parse::<u64>().is_ok(), "{aside_name}");
    assert_eq!(
        fs::read_to_string(&aside[0]).unwrap(),
        "{ \"variants\": { \"holdem\": [oops",
        "the old contents are kept"
    );
    assert!(warning.contains("unreadable"), "{warning}");
    assert!(warning.contains(&aside_name), "{warning}");
    assert!(warning.contains("started fresh"), "{warning}");

    let stats = some_stats();
    stats.save(&path).unwrap();
    let again = PlayerStats::load(&path).unwrap();
    assert_eq!(again.warning, None);
    assert_eq!(again.stats, stats);
    assert!(aside[0].exists(), "the moved file is left alone");
    fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_stats_path_that_cannot_be_read_is_a_typed_error() {
    let dir = temp_dir("unreadable");
    // A directory where the file should be cannot be read as a file.
    let path = dir.join(STATS_FILE);
    fs::create_dir_all(&path).unwrap();
    let err = PlayerStats::load(&path).unwrap_err();
    // A folder is refused before it is opened: not a regular file.
    assert!(
        matches!(err, StatsError::Read { .. } | StatsError::File(_)),
        "{err:?}"
    );
    assert!(err.to_string().contains(STATS_FILE), "{err}");
    assert!(path.is_dir(), "nothing is moved on an I/O error");
    fs::remove_dir_all(&dir).unwrap();
}

// ----- the summary -----

#[test]
fn the_summary_has_a_row_per_variant_played() {
    let stats = some_stats();
    let text = stats.summary_text(|_| 2);
    let lines: Vec<&str> = text.lines().collect();
    // A header, one row per game and, with two games, the row of all games; then the notes
    // on how showdowns and auctions won count a split or a tie, and what bid/pot is.
    assert_eq!(lines.len(), 7, "{text}");
    assert!(lines[4].starts_with("SD won: "), "{text}");
    assert!(lines[5].starts_with("auct won: "), "{text}");
    assert!(lines[6].starts_with("bid/pot: "), "{text}");
    assert!(lines[3].starts_with("all games"), "{text}");
    for column in ["hands", "bankroll", "mbb/hand", "VPIP", "PFR", "bid/pot"] {
        assert!(lines[0].contains(column), "{text}");
    }
    let auction = lines.iter().find(|l| l.starts_with("auction")).unwrap();
    // Two hands, one from each seat: +10 and -10, one raise and one call, one auction won
    // and one lost with bids of 10/8 and 6/8 of the pot.
    for cell in ["2", "+0", "100.0%", "50.0%", "1.00"] {
        assert!(auction.contains(cell), "{auction}");
    }
    let holdem = lines.iter().find(|l| l.starts_with("holdem")).unwrap();
    assert!(holdem.contains("50.0%"), "the split pot: {holdem}");
    assert!(holdem.trim_end().ends_with('-'), "no auctions: {holdem}");
    // With Auction Flop Poker's long name too, every line still fits the stats panel of an
    // 80-column terminal (78 columns inside its border).
    let mut three = stats.clone();
    three.variant_mut("auction-flop").record_net(-74);
    let text = three.summary_text(|_| 2);
    // Three games, the row of all games, the line on Auction Flop's dashes, the ones on
    // split pots and auction ties, and the one on bid/pot.
    assert_eq!(text.lines().count(), 9, "{text}");
    for line in text.lines() {
        assert!(
            line.chars().count() <= 78,
            "{}: {line}",
            line.chars().count()
        );
    }
}

#[test]
fn the_summary_with_no_hands_says_how_to_play() {
    let mut stats = PlayerStats::default();
    for text in [stats.summary_text(|_| 2), {
        stats.variant_mut("auction").record_match_end();
        stats.summary_text(|_| 2)
    }] {
        assert!(text.contains("No hands recorded yet"), "{text}");
        assert!(text.contains("felt play"), "{text}");
    }
}

// ----- counters never wrap (issue #19) -----

#[test]
fn stats_counters_saturate_instead_of_wrapping() {
    // The issue's file: the largest hand count, and a bankroll at its largest; three more
    // hands (each won by seat 0) must not wrap either.
    let hand = played(
        VariantId::Holdem,
        QUEENS_WIN,
        &[(SB, Action::RaiseTo(6)), (BB, Action::Fold)],
    );
    let mut stats: PlayerStats = serde_json::from_str(
        r#"{"variants":{"holdem":{"hands":18446744073709551615,"bankroll":9223372036854775807,
            "matches":18446744073709551615,"vpip_hands":18446744073709551615,
            "pfr_hands":18446744073709551615,"preflop_decisions":18446744073709551615}},
            "drill":{"auction":{"spots":18446744073709551615}}}"#,
    )
    .unwrap();
    for _ in 0..3 {
        stats.record(&hand, SB);
        stats.variant_mut("holdem").record_match_end();
    }
    let v = &stats.variants["holdem"];
    assert_eq!(v.hands, u64::MAX);
    assert_eq!(v.bankroll, i64::MAX);
    assert_eq!(v.matches, u64::MAX);
    assert_eq!((v.vpip_hands, v.pfr_hands), (u64::MAX, u64::MAX));
    assert_eq!(v.bankroll_history.last(), Some(&i64::MAX));
    stats.variant_mut("auction").hands = 5;
    assert_eq!(stats.total_hands(), u64::MAX);
    stats
        .drill_mut("auction")
        .record(felt::stats::DrillSession {
            spots: 2,
            ..Default::default()
        });
    stats
        .drill_mut("sneak-peek")
        .record(felt::stats::DrillSession {
            spots: 2,
            ..Default::default()
        });
    assert_eq!(stats.total_drill_spots(), u64::MAX);
}

#[test]
fn bankroll_totals_stay_exact_when_old_history_entries_are_dropped() {
    let won = played(
        VariantId::Holdem,
        QUEENS_WIN,
        &[(SB, Action::RaiseTo(6)), (BB, Action::Fold)],
    );
    let mut v = VariantStats::default();
    for _ in 0..5010 {
        v.record(&won, SB);
    }
    assert_eq!(v.bankroll_history.len(), felt::stats::BANKROLL_HISTORY_CAP);
    assert_eq!(v.hands, 5010);
    assert_eq!(v.bankroll, 2 * 5010);
    assert_eq!(v.bankroll_history.last(), Some(&(2 * 5010)));
}
