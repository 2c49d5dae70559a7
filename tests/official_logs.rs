//! The official engines' game logs (`tests/fixtures/official-logs`, written by the MIT 2023 and
//! 2024 and IIT 2026 engines, unchanged) replay through felt's engine with every round's chips
//! equal to the engine's `awarded` lines and the final bankrolls equal to their sum; damaged
//! copies give an error naming the file and the line.
//!
//! The expected chips are read here from the log text on their own, not through the parser.
#![allow(clippy::unwrap_used, clippy::expect_used)]

mod common;

use std::collections::HashMap;
use std::path::{Path, PathBuf};

use felt::engine::{Event, Seat, VariantId};
use felt::history::{LoadError, LoadedHand, load_text, official};

fn fixture(name: &str) -> (PathBuf, String) {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/official-logs")
        .join(name);
    let text = std::fs::read_to_string(&path).unwrap();
    (path, text)
}

const MIT2024: &str = "mit2024-auction-gamelog.txt";
const MIT2023: &str = "mit2023-river-of-blood-gamelog.txt";
const IIT2026: &str = "iit2026-sneak-peek.glog";

/// Each round's `awarded` lines and the `Final` line, read straight from the text.
struct Expected {
    awarded: Vec<HashMap<String, i64>>,
    last: HashMap<String, i64>,
}

fn expected(text: &str) -> Expected {
    let mut awarded: Vec<HashMap<String, i64>> = Vec::new();
    let mut last = HashMap::new();
    for line in text.lines() {
        if line.starts_with("Round #") {
            awarded.push(HashMap::new());
        } else if let Some((name, n)) = line.split_once(" awarded ") {
            awarded
                .last_mut()
                .unwrap()
                .insert(name.to_string(), n.parse().unwrap());
        } else if let Some(rest) = line.strip_prefix("Final, ") {
            for part in rest.split(", ") {
                let (name, n) = part.split_once(" (").unwrap();
                last.insert(name.to_string(), n.trim_end_matches(')').parse().unwrap());
            }
        }
    }
    Expected { awarded, last }
}

/// Every round loaded, numbered 1..=200, of `variant`, with felt's chips equal to the
/// engine's awards round by round and the final bankrolls equal to their sum.
fn replays_to_the_engines_awards(name: &str, variant: VariantId) -> Vec<LoadedHand> {
    let (path, text) = fixture(name);
    assert!(official::is_official_log(&text));
    let hands = load_text(&path, &text).unwrap_or_else(|e| panic!("{e}"));
    let want = expected(&text);
    assert_eq!(hands.len(), 200);
    assert_eq!(want.awarded.len(), 200);
    let mut bankroll: HashMap<String, i64> = HashMap::new();
    for (i, loaded) in hands.iter().enumerate() {
        assert_eq!(loaded.number as usize, i + 1);
        assert_eq!(loaded.source, path);
        assert_eq!(loaded.hand.variant(), variant);
        let outcome = loaded
            .hand
            .outcome()
            .unwrap_or_else(|| panic!("round {} is not over", loaded.number));
        for seat in 0..2 {
            let name = &loaded.names[seat];
            assert_eq!(
                Some(&outcome.net[seat]),
                want.awarded[i].get(name),
                "round {}: {name}",
                loaded.number
            );
            *bankroll.entry(name.clone()).or_default() += outcome.net[seat];
        }
    }
    assert_eq!(bankroll, want.last);
    hands
}

#[test]
fn mit_2024_auction_log_replays_every_round_to_the_engines_awards() {
    let hands = replays_to_the_engines_awards(MIT2024, VariantId::Auction);
    let (_, text) = fixture(MIT2024);
    // Every prize card the log names is the third hole card of that seat in felt's hand.
    let prizes: usize = hands
        .iter()
        .map(|h| {
            (0..2)
                .filter(|&s| h.hand.hole_cards(Seat(s)).len() == 3)
                .count()
        })
        .sum();
    assert_eq!(
        prizes,
        text.matches("won the auction and was dealt").count()
    );
    assert!(prizes > 0);
    let round3 = &hands[2];
    assert_eq!(round3.names, ["A".to_string(), "B".to_string()]);
    assert_eq!(
        round3.hand.hole_cards(Seat(0)),
        felt::cards::Card::parse_list("Kh 9h 7d").unwrap()
    );
    assert_eq!(
        round3.hand.hole_cards(Seat(1)),
        felt::cards::Card::parse_list("Ah Qd 4s").unwrap()
    );
}

#[test]
fn mit_2023_river_of_blood_log_replays_every_round_to_the_engines_awards() {
    let hands = replays_to_the_engines_awards(MIT2023, VariantId::RiverOfBlood);
    let longest = hands.iter().map(|h| h.hand.board().len()).max();
    assert_eq!(
        longest,
        Some(7),
        "the log holds run cards up to a seventh board card"
    );
    assert_eq!(hands[1].names, ["B".to_string(), "A".to_string()]);
}

#[test]
fn iit_2026_sneak_peek_log_replays_every_round_to_the_engines_awards() {
    let hands = replays_to_the_engines_awards(IIT2026, VariantId::SneakPeek);
    let (_, text) = fixture(IIT2026);
    // The peeked card felt shows is the one the engine revealed.
    let revealed: Vec<&str> = text
        .lines()
        .filter_map(|l| l.split_once(" won the auction and was revealed ["))
        .map(|(_, card)| card.trim_end_matches(']'))
        .collect();
    let peeked: Vec<String> = hands
        .iter()
        .flat_map(|h| h.hand.events().iter())
        .filter_map(|e| match e {
            Event::Peek { card, .. } => Some(card.to_string()),
            _ => None,
        })
        .collect();
    assert_eq!(peeked, revealed);
    assert!(!peeked.is_empty());
    for h in &hands {
        assert_eq!(h.hand.setup().stacks, [5000, 5000]);
        assert_eq!(
            (h.hand.setup().small_blind, h.hand.setup().big_blind),
            (10, 20)
        );
    }
}

/// The 1-based number of the first line that is exactly `line`.
fn line_of(text: &str, line: &str) -> usize {
    text.lines()
        .position(|l| l == line)
        .unwrap_or_else(|| panic!("no line {line:?}"))
        + 1
}

/// `text` with line `n` (1-based) replaced by `with` (or removed for `None`).
fn damaged(text: &str, n: usize, with: Option<&str>) -> String {
    let mut lines: Vec<&str> = text.lines().collect();
    match with {
        Some(w) => lines[n - 1] = w,
        None => {
            lines.remove(n - 1);
        }
    }
    lines.join("\n")
}

/// Loads a damaged copy and returns the error's line and message, checking its file.
fn error_of(name: &str, text: &str) -> (usize, String) {
    let path = PathBuf::from(format!("/logs/damaged-{name}"));
    match load_text(&path, text) {
        Err(LoadError::Log {
            file,
            line,
            message,
        }) => {
            assert_eq!(file, path.display().to_string());
            (line, message)
        }
        other => panic!("expected a log error, got {:?}", other.map(|h| h.len())),
    }
}

fn assert_error_at(name: &str, text: &str, line: usize, words: &str) {
    let (at, message) = error_of(name, text);
    assert_eq!(at, line, "{message}");
    assert!(message.contains(words), "{message:?} should say {words:?}");
}

#[test]
fn a_line_cut_in_half_is_an_error_at_that_line() {
    for (name, line) in [
        (MIT2024, "A raises to 372"),
        (MIT2024, "Flop [Th Qh 6c], B (12), A (12)"),
        (MIT2023, "Run [6c 9c Tc Ts 5d 9s], B (400), A (400)"),
        (IIT2026, "A won the auction and was revealed [Td]"),
        (IIT2026, "Round #2, B (-200), A (200)"),
    ] {
        let (_, text) = fixture(name);
        let n = line_of(&text, line);
        let half = &line[..line.len() / 2];
        assert_error_at(name, &damaged(&text, n, Some(half)), n, "not one the");
    }
}

#[test]
fn a_raise_below_the_minimum_is_an_error_at_that_line() {
    let (_, text) = fixture(MIT2024);
    // A bet 37 on the turn: a raise must go to at least 74.
    let n = line_of(&text, "B raises to 167");
    assert_eq!(text.lines().nth(n - 2), Some("A bets 37"));
    let text = damaged(&text, n, Some("B raises to 73"));
    assert_error_at(MIT2024, &text, n, "the smallest raise is to 74");
}

#[test]
fn a_bet_larger_than_the_stack_is_an_error_at_that_line() {
    let (_, text) = fixture(MIT2024);
    let n = line_of(&text, "A raises to 372");
    let text = damaged(&text, n, Some("A raises to 373"));
    assert_error_at(MIT2024, &text, n, "the largest raise is to 372");
    let (_, text) = fixture(IIT2026);
    let n = line_of(&text, "B bets 20");
    assert_error_at(
        IIT2026,
        &damaged(&text, n, Some("B bets 5001")),
        n,
        "the largest raise",
    );
}

#[test]
fn a_bid_above_the_stack_is_an_error_at_that_line() {
    let (_, text) = fixture(MIT2024);
    let n = line_of(&text, "B bids 6");
    // B has 394 behind after the preflop raise to 6.
    assert_error_at(
        MIT2024,
        &damaged(&text, n, Some("B bids 395")),
        n,
        "the largest bid is 394",
    );
}

#[test]
fn an_unknown_card_is_an_error_at_that_line() {
    let (_, text) = fixture(MIT2024);
    let n = line_of(&text, "B dealt [Ad 7s]");
    assert_error_at(
        MIT2024,
        &damaged(&text, n, Some("B dealt [Ad 7x]")),
        n,
        "unknown card \"7x\"",
    );
    let (_, text) = fixture(MIT2023);
    let n = line_of(&text, "Run [6c 9c Tc Ts 5d 9s], B (400), A (400)");
    assert_error_at(
        MIT2023,
        &damaged(&text, n, Some("Run [6c 9c Tc Ts 5d 1s], B (400), A (400)")),
        n,
        "unknown card",
    );
}

#[test]
fn a_card_dealt_twice_is_an_error_at_its_second_line() {
    let (_, text) = fixture(MIT2023);
    let n = line_of(&text, "Run [6c 9c Tc Ts 5d 9s], B (400), A (400)");
    // The run card made the same as the flop's first card.
    let (at, message) = error_of(
        MIT2023,
        &damaged(&text, n, Some("Run [6c 9c Tc Ts 5d 6c], B (400), A (400)")),
    );
    assert_eq!(at, n, "{message}");
    assert!(message.contains("6c is dealt twice"), "{message}");
}

#[test]
fn an_award_or_bankroll_that_differs_from_felts_chips_is_an_error_at_that_line() {
    let (_, text) = fixture(MIT2023);
    let n = line_of(&text, "B awarded 1");
    assert_error_at(
        MIT2023,
        &damaged(&text, n, Some("B awarded 2")),
        n,
        "felt's replay gives 1",
    );
    let (_, text) = fixture(IIT2026);
    let n = line_of(&text, "Final, A (8948), B (-8948)");
    assert_error_at(
        IIT2026,
        &damaged(&text, n, Some("Final, A (8949), B (-8948)")),
        n,
        "add up to 8948",
    );
    let n = line_of(&text, "Round #2, B (-200), A (200)");
    assert_error_at(
        IIT2026,
        &damaged(&text, n, Some("Round #2, B (-200), A (201)")),
        n,
        "A's bankroll is 201",
    );
}

#[test]
fn a_revealed_card_not_in_the_opponents_hand_is_an_error_at_that_line() {
    let (_, text) = fixture(IIT2026);
    let n = line_of(&text, "A won the auction and was revealed [Td]");
    assert_error_at(
        IIT2026,
        &damaged(&text, n, Some("A won the auction and was revealed [Tc]")),
        n,
        "not one of B's hole cards",
    );
}

#[test]
fn a_missing_move_or_a_log_cut_short_is_an_error() {
    let (_, text) = fixture(MIT2024);
    // Without B's call the flop line comes while B still has to act.
    let n = line_of(&text, "B calls");
    assert_error_at(MIT2024, &damaged(&text, n, None), n, "a move by B");
    // Cut in the middle of a round: the round's last line.
    let n = line_of(&text, "A raises to 372");
    let cut: String = text.lines().take(n).collect::<Vec<_>>().join("\n");
    assert_error_at(MIT2024, &cut, n, "ends before its awarded lines");
    // Cut between rounds: no Final line.
    let n = line_of(&text, "Round #100, B (40), A (-40)") - 1;
    let cut: String = text.lines().take(n).collect::<Vec<_>>().join("\n");
    assert_eq!(
        cut.lines().count(),
        n - 1,
        "the blank line between rounds ends the text"
    );
    assert_error_at(MIT2024, &cut, n - 1, "without its Final line");
}

#[test]
fn logs_are_told_by_content_and_a_log_without_its_header_is_reported() {
    for name in [MIT2024, MIT2023, IIT2026] {
        let (_, text) = fixture(name);
        let renamed = Path::new("/tmp/whatever.phh");
        assert_eq!(load_text(renamed, &text).map(|h| h.len()).ok(), Some(200));
        let headless = text.lines().skip(2).collect::<Vec<_>>().join("\n");
        assert!(official::is_official_log(&headless));
        assert_error_at(
            name,
            &headless,
            1,
            "first line should be the engine's header",
        );
    }
    assert!(!official::is_official_log(
        "variant = \"NT\"\nactions = []\nstarting_stacks = [1, 2]\n"
    ));
}

// ----- `felt replay` on game logs -----

fn felt(args: &[&str]) -> std::process::Output {
    let home = common::TempDir::new("official-logs-home", "replay");
    std::process::Command::new(env!("CARGO_BIN_EXE_felt"))
        .args(args)
        .env("HOME", &home)
        .output()
        .expect("run felt")
}

fn path_of(name: &str) -> String {
    fixture(name).0.display().to_string()
}

/// A file named `name` holding `text` in a fresh folder, removed with the folder when the
/// returned guard is dropped.
fn temp_file(name: &str, text: &str) -> (common::TempDir, PathBuf) {
    let dir = common::TempDir::new("official-logs", name);
    let path = dir.join(name);
    std::fs::write(&path, text).unwrap();
    (dir, path)
}

#[test]
fn replay_prints_every_round_of_a_log_or_only_the_round_asked_for() {
    let o = felt(&["replay", &path_of(MIT2024)]);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let text = String::from_utf8_lossy(&o.stdout);
    let titles = text
        .lines()
        .filter(|l| {
            l.starts_with("Round ")
                && l.ends_with(" of 200 · Auction Hold'em · mit2024-auction-gamelog.txt")
        })
        .count();
    assert_eq!(titles, 200);
    let o = felt(&["replay", &path_of(MIT2024), "--hand", "74"]);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let text = String::from_utf8_lossy(&o.stdout);
    assert!(text.starts_with("Round 74 of 200 · Auction Hold'em · mit2024-auction-gamelog.txt\n"));
    for line in [
        "B is dealt K♣ K♠",
        "A is dealt Q♦ K♦",
        "B gets a third card: J♣",
        "A gets a third card: 9♦",
        "A re-raises to 372 (all in)",
    ] {
        assert!(text.lines().any(|l| l == line), "{line:?} in {text}");
    }
    assert!(!text.contains("round 73") && !text.contains("round 75"));
    let o = felt(&["replay", &path_of(IIT2026), "--hand", "1"]);
    let text = String::from_utf8_lossy(&o.stdout);
    assert!(text.lines().any(|l| l == "A sees B's 10♦"), "{text}");
}

#[test]
fn replay_hand_out_of_range_is_a_one_line_error_with_exit_code_2() {
    for n in ["0", "201"] {
        let o = felt(&["replay", &path_of(MIT2023), "--hand", n]);
        assert_eq!(o.status.code(), Some(2));
        let err = String::from_utf8_lossy(&o.stderr);
        assert_eq!(err.lines().count(), 1, "{err}");
        assert!(
            err.contains("mit2023-river-of-blood-gamelog.txt has rounds 1 to 200")
                && err.contains(&format!("no round {n}")),
            "{err}"
        );
    }
    // A PHH file holds one hand: --hand 1 or its own number.
    let (path, text) = fixture(MIT2024);
    let round = load_text(&path, &text).unwrap().swap_remove(73);
    let phh = felt::history::write(
        &round.hand,
        &felt::history::HandMeta {
            number: Some(round.number),
            names: Some(round.names.clone()),
            ..Default::default()
        },
    );
    let (_dir, file) = temp_file("round74.phh", &phh);
    let file = file.to_str().unwrap();
    for ok in ["1", "74"] {
        let o = felt(&["replay", file, "--hand", ok]);
        assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
        assert!(String::from_utf8_lossy(&o.stdout).contains("B gets a third card: J♣"));
    }
    let o = felt(&["replay", file, "--hand", "2"]);
    assert_eq!(o.status.code(), Some(2));
    let err = String::from_utf8_lossy(&o.stderr);
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(err.contains("--hand 1 or --hand 74"), "{err}");
}

#[test]
fn replay_of_a_damaged_log_names_the_file_and_line() {
    let (_, text) = fixture(MIT2024);
    let n = line_of(&text, "A raises to 372");
    let (_dir, file) = temp_file("damaged.txt", &damaged(&text, n, Some("A raises to 400")));
    let o = felt(&["replay", file.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(2));
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(
        err.contains(&format!(
            "damaged.txt, line {n}: A cannot raise to 400 here: the largest raise is to 372"
        )),
        "{err}"
    );
}

#[test]
fn replay_shows_names_from_a_log_as_escapes() {
    let evil = "\u{1b}]2;PWNED\u{7}";
    let (_, text) = fixture(IIT2026);
    let renamed: Vec<String> = text
        .lines()
        .map(|l| {
            let l = l.replace(" A vs B", &format!(" {evil} vs B"));
            let l = l.replace(", A (", &format!(", {evil} ("));
            match l.strip_prefix("A ") {
                Some(rest) => format!("{evil} {rest}"),
                None => l,
            }
        })
        .collect();
    let renamed = renamed.join("\n");
    let (_dir, file) = temp_file("evil.glog", &renamed);
    assert_eq!(
        load_text(&file, &renamed).map(|h| h.len()).ok(),
        Some(200),
        "the renamed log still loads"
    );
    let o = felt(&["replay", file.to_str().unwrap(), "--hand", "2"]);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let out = String::from_utf8_lossy(&o.stdout);
    assert!(!out.contains('\u{1b}') && !out.contains('\u{7}'), "{out:?}");
    assert!(out.contains("\\x1b]2;PWNED\\x07"), "{out}");
}

#[test]
fn a_log_cut_short_is_replayed_and_reviewed_up_to_its_last_complete_round() {
    let (_, text) = fixture(IIT2026);
    let n = line_of(&text, "Round #100, B (-4842), A (4842)");
    // Round 100 breaks off after its first three lines.
    let cut: String = text.lines().take(n + 2).collect::<Vec<_>>().join("\n");
    let (dir, path) = temp_file("cut.glog", &cut);
    let path = path.display().to_string();
    let o = felt(&["replay", &path, "--hand", "99"]);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let out = String::from_utf8_lossy(&o.stdout);
    assert!(
        out.starts_with("Round 99 of 99, log cut · Sneak Peek Hold'em · cut.glog\n"),
        "{out}"
    );
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(
        err.contains("cut.glog stops in round #100")
            && err.contains("its 99 complete rounds are read"),
        "{err}"
    );
    let o = felt(&["replay", &path, "--hand", "100"]);
    assert_eq!(o.status.code(), Some(2), "round 100 is not there to replay");
    let o = felt(&["review", &path, "--threads", "1"]);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let out = String::from_utf8_lossy(&o.stdout);
    assert!(out.contains("99 hands from 1 file"), "{out}");
    assert!(String::from_utf8_lossy(&o.stderr).contains("stops in round #100"));
    // Beside the whole log, the cut copy's rounds are the same hands: counted once.
    std::fs::write(dir.join("whole.glog"), &text).unwrap();
    let folder = dir.display().to_string();
    let o = felt(&["review", &folder, "--threads", "1"]);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let out = String::from_utf8_lossy(&o.stdout);
    assert!(out.contains("200 hands from 2 files"), "{out}");
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(
        err.contains("99 of the hands found are in more than one file; each is counted once"),
        "{err}"
    );
}
