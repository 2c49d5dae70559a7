//! The `felt` binary as a user meets it: output of `equity` and `rules`, and one-line errors
//! with exit code 2 for bad input.

#![allow(clippy::unwrap_used, clippy::expect_used)]

mod common;

use std::process::{Command, Output};

fn felt(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_felt"))
        .args(args)
        .env("RUST_BACKTRACE", "1")
        .output()
        .expect("run felt")
}

fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

#[test]
fn equity_json_gives_the_exact_preflop_figures() {
    let o = felt(&["equity", "AhAs", "KdKc", "--json"]);
    assert!(o.status.success(), "{}", stderr(&o));
    let v: serde_json::Value = serde_json::from_str(&stdout(&o)).expect("one JSON object");
    assert_eq!(v["exact"], true);
    assert_eq!(v["boards_enumerated"], 1_712_304);
    assert_eq!(v["hands"][0]["hand"], "AhAs");
    assert_eq!(v["hands"][0]["wins"], 1_388_072);
    assert_eq!(v["hands"][1]["wins"], 317_694);
    assert_eq!(v["hands"][0]["ties"], 6_538);
    let eq = v["hands"][0]["equity"].as_f64().unwrap();
    assert!((eq - 0.812_555).abs() < 1e-5);
}

#[test]
fn equity_table_names_hands_and_method() {
    let o = felt(&["equity", "AsKs", "QdQh", "--board", "8s5hJs"]);
    assert!(o.status.success());
    let out = stdout(&o);
    assert!(out.contains("AsKs") && out.contains("QdQh"));
    assert!(out.contains("exact: 990 boards"), "{out}");
}

#[test]
fn river_of_blood_equity_is_sampled_with_a_standard_error() {
    let o = felt(&[
        "equity",
        "AsKs",
        "QdQh",
        "--variant",
        "river-of-blood",
        "--samples",
        "20000",
        "--json",
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    let v: serde_json::Value = serde_json::from_str(&stdout(&o)).unwrap();
    assert_eq!(v["exact"], false);
    assert_eq!(v["samples"], 20_000);
    assert!(v["hands"][0]["std_error"].as_f64().unwrap() > 0.0);
}

#[test]
fn bad_input_gets_one_line_and_exit_code_2() {
    let cases: [(&[&str], &str); 7] = [
        (&["equity", "Xx", "KdKc"], "unknown card \"Xx\""),
        (&["equity", "AhAs", "AhKc"], "Ah is used twice"),
        (
            &["equity", "AhAs", "KdKc", "--board", "2c3c4c5c6c7c"],
            "a board has 0, 3, 4 or 5 cards (got 6)",
        ),
        (
            &["equity", "AhAs", "KdKc", "--variant", "omaha"],
            "unknown variant \"omaha\"",
        ),
        (
            &["equity", "AhAsKc", "KdKc", "--variant", "holdem"],
            "only Auction Hold'em",
        ),
        (
            &["equity", "AhAs", "KdKc", "--samples", "0"],
            "samples must be at least 1",
        ),
        (&["rules", "poker"], "unknown variant \"poker\""),
    ];
    for (args, want) in cases {
        let o = felt(args);
        assert_eq!(o.status.code(), Some(2), "{args:?}");
        let err = stderr(&o);
        assert_eq!(err.lines().count(), 1, "{args:?}: {err}");
        assert!(err.contains(want), "{args:?}: {err}");
        assert!(!err.contains("panicked") && !err.contains("backtrace"));
    }
}

#[test]
fn clap_usage_errors_exit_2_too() {
    let o = felt(&["equity", "AhAs"]);
    assert_eq!(o.status.code(), Some(2));
    let o = felt(&["frobnicate"]);
    assert_eq!(o.status.code(), Some(2));
}

#[test]
fn rules_prints_each_variant_and_lists_them_all() {
    for id in [
        "holdem",
        "auction",
        "sneak-peek",
        "river-of-blood",
        "auction-flop",
    ] {
        let o = felt(&["rules", id]);
        assert!(o.status.success());
        assert!(stdout(&o).starts_with("# "), "{id}");
    }
    let list = stdout(&felt(&["rules"]));
    for id in [
        "holdem",
        "auction",
        "sneak-peek",
        "river-of-blood",
        "auction-flop",
    ] {
        assert!(list.contains(id));
    }
}

#[test]
fn every_subcommand_explains_itself() {
    for sub in ["play", "equity", "rules"] {
        let o = felt(&[sub, "--help"]);
        assert!(o.status.success());
        assert!(stdout(&o).contains("Usage"), "{sub}");
    }
}

/// Runs felt with its config and data folders inside `home`.
fn felt_in(home: &std::path::Path, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_felt"))
        .args(args)
        .env("HOME", home)
        .env("XDG_CONFIG_HOME", home.join(".config"))
        .env("XDG_DATA_HOME", home.join(".local/share"))
        .output()
        .expect("run felt")
}

fn temp_home(tag: &str) -> common::TempDir {
    common::TempDir::new("cli", tag)
}

#[test]
fn a_broken_config_file_is_named_with_its_line_and_exit_code_2() {
    let home = temp_home("badconfig");
    let file = home.join("bad.toml");
    std::fs::write(&file, "[auction]\nstack = 400\nbig_blind = 0\n").unwrap();
    let o = felt_in(
        &home,
        &[
            "play",
            "--config",
            file.to_str().unwrap(),
            "--variant",
            "auction",
        ],
    );
    assert_eq!(o.status.code(), Some(2));
    let err = stderr(&o);
    assert!(
        err.contains("bad.toml") && err.contains("line 3") && err.contains("big_blind"),
        "{err}"
    );
    let o = felt_in(
        &home,
        &[
            "stats",
            "--config",
            home.join("missing.toml").to_str().unwrap(),
        ],
    );
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("missing.toml"));
}

#[test]
fn stats_and_replay_work_on_what_the_arena_and_play_write() {
    let home = temp_home("statsreplay");
    // No hands yet.
    let o = felt_in(&home, &["stats"]);
    assert!(o.status.success());
    assert!(
        stdout(&o).contains("No hands recorded yet"),
        "{}",
        stdout(&o)
    );
    let o = felt_in(&home, &["replay"]);
    assert!(stdout(&o).contains("No saved hands yet"));
    // A hand history from the arena replays as text, every card shown.
    let dir = home.join("hist");
    let o = felt_in(
        &home,
        &[
            "arena",
            "--variant",
            "auction",
            "--bots",
            "heuristic,caller",
            "--hands",
            "4",
            "--history",
            dir.to_str().unwrap(),
        ],
    );
    assert!(o.status.success(), "{}", stderr(&o));
    let file = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .find(|p| p.extension().is_some_and(|x| x == "phh"))
        .unwrap();
    let o = felt_in(&home, &["replay", file.to_str().unwrap()]);
    assert!(o.status.success(), "{}", stderr(&o));
    let text = stdout(&o);
    assert!(
        text.contains("Auction Hold'em")
            && text.contains("Heuristic is dealt")
            && text.contains("Caller is dealt"),
        "{text}"
    );
    // A file that is not a hand history gets a clear error.
    std::fs::write(home.join("junk.phh"), "not toml [").unwrap();
    let o = felt_in(&home, &["replay", home.join("junk.phh").to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("junk.phh"));
}

#[test]
fn arena_json_reports_every_field_and_bad_bots_are_refused() {
    let o = felt(&[
        "arena",
        "--variant",
        "sneak-peek",
        "--bots",
        "heuristic,random",
        "--hands",
        "40",
        "--duplicate",
        "--json",
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    let v: serde_json::Value = serde_json::from_str(&stdout(&o)).unwrap();
    assert_eq!(v["hands"], 40);
    assert_eq!(v["duplicate"], true);
    for field in [
        "mbb_per_hand",
        "ci95",
        "hands",
        "seconds_per_1000_hands",
        "showdown_share",
        "auction_wins",
        "avg_bid_to_pot",
    ] {
        assert!(!v["bots"][0][field].is_null(), "{field}");
    }
    let a = v["bots"][0]["mbb_per_hand"].as_f64().unwrap();
    let b = v["bots"][1]["mbb_per_hand"].as_f64().unwrap();
    assert!((a + b).abs() < 1e-9);
    let o = felt(&["arena", "--bots", "heuristic,shark"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("unknown bot \"shark\""));
    let o = felt(&["arena", "--bots", "external:/nonexistent/bot,caller"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("cannot start the bot"));
    let o = felt(&[
        "arena",
        "--variant",
        "auction-flop",
        "--bots",
        "heuristic,caller",
    ]);
    assert_eq!(o.status.code(), Some(2));
}

#[test]
fn the_gauntlet_plays_a_bot_against_every_style_and_refuses_what_it_cannot_play() {
    let o = felt(&[
        "arena",
        "--gauntlet",
        "medium",
        "--variant",
        "holdem",
        "--hands",
        "20",
        "--json",
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    let v: serde_json::Value = serde_json::from_str(&stdout(&o)).expect("one JSON object");
    let rows = v["rows"].as_array().unwrap();
    let opponents: Vec<&str> = rows
        .iter()
        .map(|r| r["opponent"].as_str().unwrap())
        .collect();
    assert_eq!(
        opponents,
        felt::gauntlet::opponents(felt::engine::VariantId::Holdem)
    );
    for r in rows {
        assert_eq!(r["hands"], 20);
        assert!(r["mbb_per_hand"].is_number() && r["ci95"].is_number());
    }
    assert!(v["worst"]["opponent"].is_string());

    let text = felt(&[
        "arena",
        "--gauntlet",
        "medium",
        "--variant",
        "auction",
        "--hands",
        "4",
    ]);
    assert!(text.status.success(), "{}", stderr(&text));
    let out = stdout(&text);
    assert!(out.contains("bid-high") && out.contains("worst:"), "{out}");

    for (args, says) in [
        (vec!["arena", "--gauntlet", "shark"], "unknown bot"),
        (
            vec!["arena", "--gauntlet", "hard", "--variant", "auction-flop"],
            "heads-up",
        ),
        (
            vec!["arena", "--gauntlet", "hard", "--hands", "1"],
            "at least 2",
        ),
    ] {
        let o = felt(&args);
        assert_eq!(o.status.code(), Some(2), "{args:?}");
        assert!(stderr(&o).contains(says), "{args:?}: {}", stderr(&o));
    }
}

#[test]
fn drill_asks_again_after_bad_bids_and_saves_the_score_for_felt_stats() {
    use std::io::Write as _;
    let home = temp_home("drill");
    let mut child = Command::new(env!("CARGO_BIN_EXE_felt"))
        .args(["drill", "--seed", "3", "--count", "1"])
        .env("HOME", &home)
        .env("XDG_CONFIG_HOME", home.join(".config"))
        .env("XDG_DATA_HOME", home.join(".local/share"))
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("run felt drill");
    child
        .stdin
        .take()
        .unwrap()
        .write_all(b"abc\n-5\n1.5\n999999\n0\n")
        .unwrap();
    let o = child.wait_with_output().unwrap();
    let out = stdout(&o);
    assert!(o.status.success(), "{out}{}", stderr(&o));
    assert!(out.contains("\"abc\" is not a bid"), "{out}");
    assert!(out.contains("\"-5\" is not a bid"), "{out}");
    assert!(out.contains("\"1.5\" is not a bid"), "{out}");
    assert!(out.contains("is more than your stack"), "{out}");
    assert_eq!(out.matches("Spot 1 of 1").count(), 1, "{out}");
    assert!(
        out.contains("The third card was worth a bid of up to"),
        "{out}"
    );
    assert!(
        out.contains("A chip bid costs 0.")
            && out.contains("(it joins the pot, and six tenths of your"),
        "{out}"
    );
    assert!(
        out.contains("what hard pays into the pot is not counted"),
        "{out}"
    );
    assert!(out.contains("Done: 1 spot,"), "{out}");
    let stats = felt_in(&home, &["stats"]);
    assert!(stdout(&stats).contains("Bidding drill, auction: 1 spot,"));
    let _ = std::fs::remove_dir_all(home);
}

#[test]
fn learn_walks_a_lesson_asks_again_for_the_wrong_move_and_remembers_it() {
    use std::io::Write as _;
    let home = temp_home("learn");
    let mut child = Command::new(env!("CARGO_BIN_EXE_felt"))
        .args(["learn", "river-of-blood"])
        .env("LC_ALL", "C.UTF-8")
        .env("HOME", &home)
        .env("XDG_CONFIG_HOME", home.join(".config"))
        .env("XDG_DATA_HOME", home.join(".local/share"))
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .spawn()
        .expect("run felt learn");
    let mut input = String::from("fold\ncall\n\n");
    for _ in 0..6 {
        input.push_str("\ncheck\n");
    }
    input.push_str("x\n2\n1\n2\n");
    child
        .stdin
        .take()
        .unwrap()
        .write_all(input.as_bytes())
        .unwrap();
    let o = child.wait_with_output().unwrap();
    let out = stdout(&o);
    assert!(o.status.success(), "{out}");
    assert!(out.contains("This lesson's move is \"call\""), "{out}");
    // The table between steps is the table's own felt, seen from your seat.
    assert!(
        out.contains("THE BOT") && out.contains("YOU ") && out.contains("Pot "),
        "{out}"
    );
    // The log under the table shows the cards as the table does: with suit symbols.
    assert!(out.contains("  > Flop: 2♠ 7♣ 9♠"), "{out}");
    assert!(
        out.contains("Run card 3: 3♣ (black: the run ends)"),
        "{out}"
    );
    assert!(out.contains("You show A♠ Q♠"), "{out}");
    // The answers are numbered "1) ", with a space.
    assert!(
        out.contains("\n  1) Showdown\n  2) Another board card"),
        "{out}"
    );
    assert!(out.contains("Type a number from 1 to 3."), "{out}");
    assert!(out.contains("3 of 3 right."), "{out}");
    let list = felt_in(&home, &["learn"]);
    assert!(
        stdout(&list).contains("River of Blood Hold'em (1 of 1 lesson done)"),
        "{}",
        stdout(&list)
    );
    let _ = std::fs::remove_dir_all(home);
}

#[test]
fn every_command_names_bots_from_one_registry_with_the_same_messages() {
    let menu = "(choose from: easy, medium, hard, heuristic, montecarlo, random, caller, allin, \
                bid-all, hard:static (hard with its reads of you frozen); the playing styles nit, \
                tag, lag, station, maniac, min-raiser, overbettor, trapper, bid-high, bid-low, \
                bid-sniper; the styles modelled on competition bots strength-bidder, size-teller, \
                threshold-caller, limper, adaptive-bluffer; or external:PATH for your own \
                competition bot)";
    for args in [
        vec!["arena", "--bots", "caller,shark"],
        vec!["arena", "--gauntlet", "shark"],
        vec!["play", "--variant", "holdem", "--bot", "shark"],
    ] {
        // A full terminal and no config file, so the bot's name is what play refuses.
        let home = temp_home("registry");
        let o = Command::new(env!("CARGO_BIN_EXE_felt"))
            .args(&args)
            .env("TERM", "xterm-256color")
            .env("HOME", &home)
            .env("XDG_CONFIG_HOME", home.join(".config"))
            .env("XDG_DATA_HOME", home.join(".local/share"))
            .output()
            .expect("run felt");
        let _ = std::fs::remove_dir_all(&home);
        assert_eq!(o.status.code(), Some(2), "{args:?}");
        let err = stderr(&o);
        assert_eq!(
            err.trim_end(),
            format!("felt: error: unknown bot \"shark\" {menu}"),
            "{args:?}"
        );
    }
    let o = felt(&[
        "arena",
        "--variant",
        "auction-flop",
        "--bots",
        "heuristic,random,caller",
    ]);
    assert_eq!(
        stderr(&o).trim_end(),
        "felt: error: unknown bot \"caller\" for Auction Flop Poker (choose from: easy, medium, \
         hard, heuristic, montecarlo, random)"
    );
}

#[test]
fn piped_arena_and_gauntlet_draw_no_progress_bar() {
    for args in [
        vec!["arena", "--bots", "caller,random", "--hands", "600"],
        vec![
            "arena",
            "--gauntlet",
            "caller",
            "--variant",
            "holdem",
            "--hands",
            "4",
        ],
    ] {
        let o = felt(&args);
        assert!(o.status.success(), "{args:?}: {}", stderr(&o));
        assert_eq!(stderr(&o), "", "{args:?}");
        assert!(stdout(&o).starts_with("felt "), "{args:?}");
    }
}

#[test]
fn equity_takes_ranges_and_reports_each_range() {
    let o = felt(&["equity", "QQ+,AKs", "22+,A2s+,KTs+,QJs"]);
    assert!(o.status.success(), "{}", stderr(&o));
    let out = stdout(&o);
    assert!(
        out.contains("QQ+,AKs") && out.contains("22+,A2s+,KTs+,QJs"),
        "{out}"
    );
    assert!(
        out.contains("exact: 2,722 deals of hands x 1,712,304 boards, read from felt's table"),
        "{out}"
    );
    // One hand against one: still from the table, and said so.
    let o = felt(&["equity", "AhAd", "KsKc"]);
    assert!(
        stdout(&o).contains("exact: 1,712,304 boards, read from felt's table"),
        "{}",
        stdout(&o)
    );
    // After the flop the boards are enumerated there and then.
    let o = felt(&["equity", "AhAd", "KsKc", "--board", "2c3d4h"]);
    assert!(
        stdout(&o).contains("exact: 990 boards enumerated"),
        "{}",
        stdout(&o)
    );
    assert!(out.contains("71.082%"), "{out}");
}

#[test]
fn equity_json_with_ranges_gives_per_range_figures() {
    let o = felt(&["equity", "AKs", "qq", "--json"]);
    assert!(o.status.success(), "{}", stderr(&o));
    let v: serde_json::Value = serde_json::from_str(&stdout(&o)).expect("one JSON object");
    assert_eq!(v["exact"], true);
    assert_eq!(v["matchups"], 24);
    assert_eq!(v["boards_enumerated"], 1_712_304);
    assert_eq!(v["hands"][0]["hand"], "AKs");
    assert_eq!(v["hands"][1]["hand"], "QQ");
    assert_eq!(v["hands"][0]["hands"], 4);
    assert_eq!(v["hands"][1]["range"], true);
    let eq = v["hands"][0]["equity"].as_f64().unwrap();
    // Published: AKs holds 46% against QQ (tests/equity_ranges.rs).
    assert!((eq - 0.4605).abs() < 0.0005, "{eq}");
}

#[test]
fn equity_mixes_exact_hands_and_ranges_with_card_removal() {
    let o = felt(&[
        "equity", "AhKh", "QQ+", "--board", "Qs7h2d", "--dead", "Ac", "--json",
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    let v: serde_json::Value = serde_json::from_str(&stdout(&o)).unwrap();
    // QQ+ loses the hands holding Qs (board), Ac (dead), Ah or Kh (the exact hand): 3 pairs
    // of queens, 1 of aces (AdAs) and 3 of kings are left.
    assert_eq!(v["hands"][0]["hands"], 1);
    assert_eq!(v["hands"][1]["hands"], 3 + 1 + 3);
    assert_eq!(v["exact"], true);
    // 52 cards less the flop, the dead card and two hands leave 44: 946 turns and rivers.
    assert_eq!(v["boards_enumerated"], 946);
}

#[test]
fn equity_samples_three_ranges_with_a_standard_error() {
    let o = felt(&[
        "equity",
        "QQ+",
        "AK",
        "random",
        "--samples",
        "20000",
        "--json",
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    let v: serde_json::Value = serde_json::from_str(&stdout(&o)).unwrap();
    assert_eq!(v["exact"], false);
    assert_eq!(v["samples"], 20_000);
    let total: f64 = (0..3)
        .map(|i| v["hands"][i]["equity"].as_f64().unwrap())
        .sum();
    assert!((total - 1.0).abs() < 1e-9);
    assert!(v["hands"][2]["std_error"].as_f64().unwrap() > 0.0);
}

#[test]
fn equity_grid_piped_is_a_plain_text_grid_per_range() {
    let o = felt(&["equity", "QQ+,AKs:0.5", "22-55", "--grid"]);
    assert!(o.status.success(), "{}", stderr(&o));
    let out = stdout(&o);
    assert!(!out.contains('\u{1b}'), "no escape codes when piped");
    assert!(
        out.contains("QQ+,AKs:0.5: 22 hands, 1.5% of 1,326"),
        "{out}"
    );
    assert!(out.contains("AA █") && out.contains("AKs▒"), "{out}");
    assert!(out.contains("55-22: 24 hands"), "{out}");
    assert!(out.contains("█ all"), "{out}");
    // Two grids of 16 lines, one row of cells for each rank.
    assert_eq!(out.matches("┌").count(), 2);
}

#[test]
fn range_errors_name_the_entry_and_what_was_expected() {
    let cases: [(&[&str], &str); 4] = [
        (
            &["equity", "QQ+,AKx", "KK"],
            "range entry \"AKx\": expected s (suited), o (offsuit), + or - after \"AK\"",
        ),
        (
            &["equity", "A2s-K5s", "KK"],
            "range entry \"A2s-K5s\": the two ends of a dash range",
        ),
        (
            &["equity", "AA", "AhAs", "--dead", "AdAc"],
            "range 1 (AA) holds no hand once the board, the dead cards and the other hands are taken out",
        ),
        (
            &["equity", "AhKh", "KhQh,KhJh"],
            "range 2 (KhQh,KhJh) holds no hand",
        ),
    ];
    for (args, want) in cases {
        let o = felt(args);
        assert_eq!(o.status.code(), Some(2), "{args:?}");
        let err = stderr(&o);
        assert_eq!(err.lines().count(), 1, "{args:?}: {err}");
        assert!(err.contains(want), "{args:?}: {err}");
    }
}

#[test]
fn arena_tournaments_report_the_share_won_and_refuse_what_they_cannot_play() {
    let o = felt(&[
        "arena",
        "--variant",
        "holdem",
        "--tournaments",
        "6",
        "--bots",
        "tag,random",
        "--json",
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    let v: serde_json::Value = serde_json::from_str(&stdout(&o)).unwrap();
    assert_eq!(v["tournaments"], 6);
    assert_eq!(v["stack"], 500);
    let wins = v["bots"][0]["wins"].as_u64().unwrap() + v["bots"][1]["wins"].as_u64().unwrap();
    assert_eq!(wins, 6);
    assert_eq!(v["bots"][0]["name"], "tag");
    let text = felt(&[
        "arena",
        "--variant",
        "holdem",
        "--tournaments",
        "4",
        "--bots",
        "tag,random",
    ]);
    assert!(text.status.success(), "{}", stderr(&text));
    assert!(stdout(&text).contains("4 played"), "{}", stdout(&text));
    for (args, says) in [
        (
            vec!["arena", "--tournaments", "3", "--bots", "tag,random"],
            "add --variant holdem",
        ),
        (
            vec!["arena", "--variant", "holdem", "--tournaments", "0"],
            "at least 1",
        ),
        (
            vec![
                "arena",
                "--variant",
                "holdem",
                "--tournaments",
                "2",
                "--bots",
                "tag,shark",
            ],
            "unknown bot \"shark\"",
        ),
        (
            vec![
                "arena",
                "--variant",
                "holdem",
                "--tournaments",
                "2",
                "--bots",
                "external:/x/bot,tag",
            ],
            "built-in bots",
        ),
        (
            vec![
                "arena",
                "--variant",
                "holdem",
                "--tournaments",
                "2",
                "--duplicate",
            ],
            "cannot be used with",
        ),
    ] {
        let o = felt(&args);
        assert_eq!(o.status.code(), Some(2), "{args:?}");
        assert!(stderr(&o).contains(says), "{args:?}: {}", stderr(&o));
        assert!(!stderr(&o).contains("panicked"), "{}", stderr(&o));
    }
}
