//! Hosting competition bots over real sockets with scripted fake bots (tests/fixtures/
//! fakebot.py): the exact clause sequences of PROTOCOL.md's captured exchanges, and every
//! misbehaviour (garbage, illegal raises, a sleeper, a crash, a bot that never connects, one
//! that floods its output): the match completes, the right replacements happen, no process is
//! left behind, and nothing hangs. Needs python3 (skipped with a message if missing).

#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::{Duration, Instant};

use felt::arena::{ArenaConfig, run};
use felt::bots::{Bot, Caller};
use felt::engine::{Hand, HandSetup, Seat, VariantId};
use felt::remote::{BidReveal, Clock, RemoteBot, RemoteConfig};
use felt::session::{BotPlayer, MatchConfig, Player, play_out};

mod common;
use common::{deck, fake_bot, python, scripted, skipped};

fn config(clock: Clock) -> RemoteConfig {
    RemoteConfig {
        clock,
        connect_limit: Duration::from_secs(5),
        exit_grace: Duration::from_secs(2),
        ..RemoteConfig::default()
    }
}

/// A player for the fake bot in `dir`, hosted with `clock`, its RNG seeded `seed`.
fn hosted(dir: &Path, clock: Clock, seed: u64) -> BotPlayer {
    BotPlayer::new(
        Box::new(RemoteBot::launch(dir, config(clock)).unwrap()),
        seed,
    )
}

fn received(log: &Path) -> Vec<String> {
    std::fs::read_to_string(log)
        .unwrap_or_default()
        .lines()
        .map(|l| {
            l.split_whitespace()
                .filter(|c| !c.starts_with('T'))
                .collect::<Vec<_>>()
                .join(" ")
        })
        .collect()
}

/// Plays `hand` between two fake bots answering from their `scripts` (the small blind's
/// first), hosted with `clock`, and returns what each of them received.
fn script_pair(tag: &str, clock: Clock, scripts: [&str; 2], hand: &mut Hand) -> [Vec<String>; 2] {
    let (sb_dir, sb_log) = fake_bot(&format!("{tag}-sb"), "script", scripts[0]);
    let (bb_dir, bb_log) = fake_bot(&format!("{tag}-bb"), "script", scripts[1]);
    let mut sb = hosted(&sb_dir, clock, 1);
    let mut bb = hosted(&bb_dir, clock, 2);
    play_out(hand, &mut [&mut sb, &mut bb]);
    drop(sb);
    drop(bb);
    [received(&sb_log), received(&bb_log)]
}

fn alive(pid: u32) -> bool {
    // A zombie is not alive: felt reaps its children, so a leftover would show as running.
    std::fs::read_to_string(format!("/proc/{pid}/stat")).is_ok_and(|s| !s.contains(") Z"))
}

#[test]
fn the_captured_auction_exchange_is_reproduced_clause_for_clause() {
    if !python() {
        skipped("python3 is not installed");
        return;
    }
    let (sb_dir, sb_log) = fake_bot("sb", "script", "R4,A6,K,K,K,K");
    let (bb_dir, bb_log) = fake_bot("bb", "script", "C,A4,K,K,K,K");
    let leaky = RemoteConfig {
        reveal: BidReveal::Leaky,
        ..config(Clock::MIT)
    };
    let sb = RemoteBot::launch(&sb_dir, leaky.clone()).unwrap();
    let bb = RemoteBot::launch(&bb_dir, leaky).unwrap();
    let pids = [sb.pid().unwrap(), bb.pid().unwrap()];
    let mut sb = BotPlayer::new(Box::new(sb), 1);
    let mut bb = BotPlayer::new(Box::new(bb), 2);
    let mut hand = scripted(VariantId::Auction, "TdAs TcQd 8s5hJs Kd 7s 7d");
    let replaced = play_out(&mut hand, &mut [&mut sb, &mut bb]);
    assert!(replaced.is_empty(), "{replaced:?}");
    sb.hand_over(&hand.view(Seat(0)));
    bb.hand_over(&hand.view(Seat(1)));
    assert_eq!(hand.outcome().unwrap().net, [4, -4]);
    drop(sb);
    drop(bb);
    assert_eq!(
        received(&sb_log),
        vec![
            "P0 HTd,As",
            "R4 C B8s,5h,Js A4",
            "A6 P0 N392,396_6,4_Td,As,Kd B8s,5h,Js K",
            "K B8s,5h,Js,7s K",
            "K B8s,5h,Js,7s,7d K",
            "K OTc,Qd D4",
            "Q",
        ]
    );
    assert_eq!(
        received(&bb_log),
        vec![
            "P1 HTc,Qd R4",
            "C B8s,5h,Js",
            "A4 A6 P1 N392,396_6,4_Tc,Qd B8s,5h,Js",
            "K K B8s,5h,Js,7s",
            "K K B8s,5h,Js,7s,7d",
            "K K OTd,As,Kd D-4",
            "Q",
        ]
    );
    assert!(
        !alive(pids[0]) && !alive(pids[1]),
        "bot processes must be gone"
    );
    // felt's default seals the big blind's bid: the small blind sees A0 in its place.
    let mut hand = scripted(VariantId::Auction, "TdAs TcQd 8s5hJs Kd 7s 7d");
    let [sb_lines, _] = script_pair(
        "sealed",
        Clock::MIT,
        ["R4,A6,K,K,K,K", "C,A4,K,K,K,K"],
        &mut hand,
    );
    assert_eq!(sb_lines[1], "R4 C B8s,5h,Js A0");
}

#[test]
fn sneak_peek_sends_the_revealed_card_and_the_loser_an_empty_list() {
    if !python() {
        skipped("python3 is not installed");
        return;
    }
    let mut setup = HandSetup::new(VariantId::SneakPeek, [5000, 5000], 10, 20);
    setup.peek = [0, 1];
    let deck = deck("6c9h QdQh 3s4dKh 2c 8s");
    let mut hand = Hand::new(setup, deck).unwrap();
    let [sb_lines, bb_lines] = script_pair(
        "peek",
        Clock::IIT,
        ["C,A1383,K,K,K,K", "K,A1195,K,K,K,K"],
        &mut hand,
    );
    // Small blind won the peek (1383 over 1195) and saw the big blind's first card.
    assert_eq!(sb_lines[2], "A1383 P0 N3785,4980_1383,1195_Qd B3s,4d,Kh K");
    assert_eq!(
        bb_lines[2],
        "A1195 A1383 P1 N3785,4980_1383,1195_ B3s,4d,Kh"
    );
}

#[test]
fn river_of_blood_board_clauses_grow_with_each_run_card() {
    if !python() {
        skipped("python3 is not installed");
        return;
    }
    let mut hand = scripted(VariantId::RiverOfBlood, "2s3s 4c5c 4hKsJs 6c Jh 8c");
    let [sb_lines, _] = script_pair("rob", Clock::MIT, ["C,K,K,K,K,K", "K,K,K,K,K,K"], &mut hand);
    let text = sb_lines.join(" | ");
    assert!(text.contains("B4h,Ks,Js,6c,Jh K"), "{text}");
    assert!(text.contains("B4h,Ks,Js,6c,Jh,8c K"), "{text}");
}

fn bad_bot_match(
    tag: &str,
    mode: &str,
    clock: Clock,
    hands: u32,
) -> (felt::arena::ArenaReport, Duration) {
    let (dir, _) = fake_bot(tag, mode, "");
    let cfg = config(clock);
    let factory = move || -> Box<dyn Bot> {
        match RemoteBot::launch(&dir, cfg.clone()) {
            Ok(b) => Box::new(b),
            Err(e) => Box::new(felt::remote::FailedBot::new("fake", e.to_string())),
        }
    };
    let caller = || -> Box<dyn Bot> { Box::new(Caller) };
    let arena = ArenaConfig {
        stakes: MatchConfig::defaults(VariantId::Auction),
        deals: hands,
        duplicate: false,
        seed: 3,
        threads: 1,
        history: None,
    };
    let start = Instant::now();
    let report = run(&arena, [&factory, &caller], &|_, _, _| {});
    (report, start.elapsed())
}

/// A short clock for misbehaving fake bots: 20 s a match, 1 s an answer.
const FAST: Clock = Clock {
    total: Duration::from_secs(20),
    per_question: Duration::from_secs(1),
};

fn leftover(tag: &str) -> bool {
    let marker = format!("felt-fakebot-{}-{tag}", std::process::id());
    Command::new("pgrep")
        .args(["-f", &marker])
        .output()
        .is_ok_and(|o| o.status.success())
}

#[test]
fn misbehaving_bots_are_replaced_and_the_match_completes() {
    if !python() {
        skipped("python3 is not installed");
        return;
    }
    let fast = FAST;
    for (mode, expect) in [
        ("garbage", "not an action"),
        ("illegal", "not legal"),
        ("sleep", "hand 1: ran out of time"),
        ("crash", "check or fold for the rest"),
        ("silent", "did not connect"),
        ("flood", ""),
    ] {
        let tag = format!("bad-{mode}");
        let (report, took) = bad_bot_match(&tag, mode, fast, 20);
        assert_eq!(report.bots[0].hands, 20, "{mode}: the match completes");
        assert!(took < Duration::from_secs(30), "{mode} took {took:?}");
        let notes = report.bots[0].notes.join("\n");
        assert!(notes.contains(expect), "{mode}: {notes}");
        if mode == "flood" {
            // Its output goes to its log, never into its answers. (Its plain answers, check
            // or call, are illegal at an auction: those are replaced and counted.)
            assert!(!notes.contains("not an action"), "flood: {notes}");
        }
        // Every answer felt replaced is counted, not only noted.
        if matches!(mode, "garbage" | "illegal") {
            assert!(report.bots[0].illegal_actions > 0, "{mode}: {notes}");
        }
        assert_eq!(
            report.bots[0].illegal_actions,
            replacements(&report.bots[0].notes),
            "{mode}: {notes}"
        );
        // A bot that never started answers in felt's own process: its time is CPU time.
        assert_eq!(report.bots[0].wall_clock, mode != "silent", "{mode}");
        assert!(!leftover(&tag), "{mode}: a bot process was left behind");
    }
}

#[test]
fn a_hosted_bot_is_started_afresh_for_each_official_match_of_a_thousand_hands() {
    if !python() {
        skipped("python3 is not installed");
        return;
    }
    // A bot that crashes after two answers, over a match and a bit: it is started again for
    // the second official match (hand 1001), and crashes there too.
    let tag = "rematch";
    let (report, _) = bad_bot_match(tag, "crash", FAST, 1010);
    assert_eq!(report.bots[0].hands, 1010);
    let notes = &report.bots[0].notes;
    let crashes: Vec<&String> = notes
        .iter()
        .filter(|n| n.contains("check or fold for the rest"))
        .collect();
    assert_eq!(crashes.len(), 2, "{notes:?}");
    assert!(crashes[1].contains("hand 100"), "{notes:?}");
    assert!(!leftover(tag), "a bot process was left behind");
}

#[test]
fn a_hosted_bots_note_names_the_hand_it_happened_in() {
    if !python() {
        skipped("python3 is not installed");
        return;
    }
    // The fake bot answers nonsense in its third hand only.
    let (report, _) = bad_bot_match("garbage3", "garbage3", FAST, 5);
    // (Its plain answers, check or call, are sometimes illegal too: noted in their hands.)
    let notes = report.bots[0].notes.join("\n");
    let hand_of = |note: &str| -> u32 {
        let rest = &note[note.find(": hand ").expect("a hand number") + 7..];
        rest[..rest.find(':').expect("a colon")]
            .parse()
            .expect("a number")
    };
    let hands: Vec<u32> = report.bots[0].notes.iter().map(|n| hand_of(n)).collect();
    assert!(hands.windows(2).all(|w| w[0] <= w[1]), "{notes}");
    assert!(hands.iter().all(|h| (1..=5).contains(h)), "{notes}");
    let nonsense: Vec<&String> = report.bots[0]
        .notes
        .iter()
        .filter(|n| n.contains("\"hello\""))
        .collect();
    assert!(!nonsense.is_empty(), "{notes}");
    assert!(nonsense.iter().all(|n| hand_of(n) == 3), "{notes}");
}

#[test]
fn a_hosted_bots_thinking_is_the_time_felt_waits_for_it() {
    if !python() {
        skipped("python3 is not installed");
        return;
    }
    // The fake bot sleeps 50 ms before every answer: its CPU time is near nothing, but the
    // time felt waits (what its clock is charged) is at least that per decision.
    let (report, _) = bad_bot_match("slow", "slow", FAST, 4);
    let bot = &report.bots[0];
    assert!(bot.wall_clock, "a hosted bot is timed by the wall clock");
    assert!(
        !report.bots[1].wall_clock,
        "a built-in bot is timed by CPU time"
    );
    assert!(
        bot.longest_decision_ms >= 45.0,
        "{}",
        bot.longest_decision_ms
    );
    // At least two decisions a hand (the blinds' first move and the auction's bid).
    assert!(
        bot.seconds_per_1000_hands >= 1000.0 * 2.0 * 0.045,
        "{}",
        bot.seconds_per_1000_hands
    );
    // Slow is not out of time; its plain answers (check at an auction) are replaced and
    // counted as any bot's are.
    let notes = bot.notes.join("\n");
    assert!(!notes.contains("out of time"), "{notes}");
    assert_eq!(bot.illegal_actions, replacements(&bot.notes), "{notes}");
}

/// How many of a hosted bot's notes say an answer of its was replaced.
fn replacements(notes: &[String]) -> u64 {
    notes
        .iter()
        .filter(|n| n.contains(" instead") || n.contains("with a decimal point"))
        .count() as u64
}

#[test]
fn the_reference_bot_plays_200_hands_of_every_variant_with_no_protocol_errors() {
    if !python() {
        skipped("python3 is not installed");
        return;
    }
    let assets = Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/pokerbots/reference_bot");
    for variant in [
        VariantId::Auction,
        VariantId::SneakPeek,
        VariantId::RiverOfBlood,
        VariantId::Holdem,
    ] {
        let table = MatchConfig::defaults(variant);
        // The MIT layout: a folder whose commands.json runs the bot with this game's settings.
        let dir = common::TempDir::new("refbot", variant.id());
        let commands = serde_json::json!({"build": [], "run": [
            "python3", assets.join("player.py").to_string_lossy(), "--variant", variant.id(),
            "--stack", table.stack.to_string(), "--big-blind", table.big_blind.to_string(),
        ]});
        std::fs::write(dir.join("commands.json"), commands.to_string()).unwrap();
        let clock = if variant == VariantId::SneakPeek {
            Clock::IIT
        } else {
            Clock::MIT
        };
        let cfg = config(clock);
        let reference =
            move || -> Box<dyn Bot> { Box::new(RemoteBot::launch(&dir, cfg.clone()).unwrap()) };
        let montecarlo = || felt::bots::by_name("montecarlo").unwrap();
        let arena = ArenaConfig {
            stakes: table,
            deals: 200,
            duplicate: false,
            seed: 9,
            threads: 1,
            history: None,
        };
        let report = run(
            &arena,
            [&reference as &felt::arena::BotFactory, &montecarlo],
            &|_, _, _| {},
        );
        assert_eq!(report.bots[0].hands, 200);
        assert!(
            report.bots[0].notes.is_empty(),
            "{variant}: {:?}",
            report.bots[0].notes
        );
        assert_eq!(report.bots[0].illegal_actions, 0, "{variant}");
    }
}

#[test]
fn the_iit_layout_runs_a_python_file() {
    if !python() {
        skipped("python3 is not installed");
        return;
    }
    let file =
        Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/pokerbots/reference_bot/player_iit.py");
    let bot = RemoteBot::launch(&file, config(Clock::IIT)).unwrap();
    assert_eq!(bot.name(), "player_iit");
    assert!(RemoteBot::launch(Path::new("/nonexistent/bot"), config(Clock::IIT)).is_err());
}

#[test]
fn a_bot_that_floods_its_output_is_drained_into_a_capped_log() {
    if !python() {
        skipped("python3 is not installed");
        return;
    }
    let (dir, _) = fake_bot("flood-log", "flood", "");
    let log = dir.join("bot-output.log");
    let cfg = RemoteConfig {
        log: Some(log.clone()),
        ..config(Clock::MIT)
    };
    let bot = RemoteBot::launch(&dir, cfg.clone()).unwrap();
    let mut bot = BotPlayer::new(Box::new(bot), 1);
    let mut other = BotPlayer::new(Box::new(Caller), 2);
    let mut hand = scripted(VariantId::Holdem, "TdAs TcQd 8s5hJs 7s 7d");
    play_out(&mut hand, &mut [&mut bot, &mut other]);
    assert!(hand.is_over());
    drop(bot);
    std::thread::sleep(Duration::from_millis(200));
    let size = std::fs::metadata(&log).unwrap().len();
    assert!(
        (512 * 1024..512 * 1024 + 100).contains(&size),
        "log is {size} bytes"
    );
}

#[test]
fn an_endless_line_or_a_trickle_is_cut_off_by_the_whole_answer_limit() {
    if !python() {
        skipped("python3 is not installed");
        return;
    }
    let fast = FAST;
    for (mode, expect) in [
        ("stream", "longer than 4096 bytes"),
        ("trickle", "ran out of time"),
    ] {
        let tag = format!("cut-{mode}");
        let (report, took) = bad_bot_match(&tag, mode, fast, 10);
        assert_eq!(report.bots[0].hands, 10, "{mode}: the match completes");
        // Generous: only a hang (a limit per read instead of per answer) comes near it.
        assert!(took < Duration::from_secs(25), "{mode} took {took:?}");
        let notes = report.bots[0].notes.join("\n");
        assert!(notes.contains(expect), "{mode}: {notes}");
        assert!(!leftover(&tag), "{mode}: a bot process was left behind");
    }
}

#[test]
fn an_invalid_utf8_answer_is_replaced_and_the_bot_plays_on() {
    if !python() {
        skipped("python3 is not installed");
        return;
    }
    let (report, _) = bad_bot_match("badutf8", "badutf8", Clock::MIT, 10);
    let notes = report.bots[0].notes.join("\n");
    assert!(notes.contains("not an action"), "{notes}");
    assert!(!notes.contains("out of time"), "{notes}");
    assert!(!notes.contains("rest of the match"), "{notes}");
}

#[test]
fn hosting_clocks_are_the_official_engines() {
    assert_eq!(Clock::IIT.total, Duration::from_secs(30));
    assert_eq!(Clock::IIT.per_question, Duration::from_secs(10));
    assert_eq!(Clock::MIT.total, Duration::from_secs(30));
    assert_eq!(Clock::MIT.per_question, Duration::from_secs(10));
}

/// Whether the helper process `pid` still runs (not a zombie).
fn group_alive(pid: u32) -> bool {
    alive(pid)
}

#[test]
fn a_bot_and_the_helpers_it_forks_are_ended_with_the_match() {
    if !python() {
        skipped("python3 is not installed");
        return;
    }
    // Run through `sh run.sh`, and fork a helper: neither may outlive the match.
    let (dir, log) = fake_bot("forker", "forker", "");
    let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/fakebot.py");
    std::fs::write(
        dir.join("run.sh"),
        format!(
            "python3 '{}' forker '{}' '' \"$1\"\n",
            script.display(),
            log.display()
        ),
    )
    .unwrap();
    let commands = serde_json::json!({"build": [], "run": ["sh", "run.sh"]});
    std::fs::write(dir.join("commands.json"), commands.to_string()).unwrap();
    let bot = RemoteBot::launch(&dir, config(Clock::MIT)).unwrap();
    let mut bot = BotPlayer::new(Box::new(bot), 1);
    let mut other = BotPlayer::new(Box::new(Caller), 2);
    let mut hand = scripted(VariantId::Holdem, "TdAs TcQd 8s5hJs 7s 7d");
    play_out(&mut hand, &mut [&mut bot, &mut other]);
    let helper_file = PathBuf::from(format!("{}.helper", log.display()));
    let helper: u32 = std::fs::read_to_string(&helper_file)
        .unwrap()
        .trim()
        .parse()
        .unwrap();
    assert!(group_alive(helper), "the helper runs during the match");
    drop(bot);
    let start = Instant::now();
    while group_alive(helper) && start.elapsed() < Duration::from_secs(20) {
        std::thread::sleep(Duration::from_millis(50));
    }
    assert!(!group_alive(helper), "the bot's helper outlived the match");
    assert!(!leftover("forker"), "a bot process was left behind");
}

#[test]
fn a_decimal_sneak_peek_bid_folds_the_hand_as_in_the_iit_engine() {
    if !python() {
        skipped("python3 is not installed");
        return;
    }
    let (dir, log) = fake_bot("decimal", "decimal", "");
    let bot = RemoteBot::launch(&dir, config(Clock::IIT)).unwrap();
    let mut bot = BotPlayer::new(Box::new(bot), 1);
    let mut other = BotPlayer::new(Box::new(Caller), 2);
    let mut setup = HandSetup::new(VariantId::SneakPeek, [5000, 5000], 10, 20);
    setup.peek = [0, 1];
    let deck = deck("6c9h QdQh 3s4dKh 2c 8s");
    let mut hand = Hand::new(setup, deck).unwrap();
    let replaced = play_out(&mut hand, &mut [&mut bot, &mut other]);
    assert!(replaced.is_empty(), "{replaced:?}");
    let outcome = hand.outcome().unwrap();
    assert_eq!(outcome.folded, Some(Seat(0)), "{:?}", hand.events());
    assert!(hand.auction().is_none(), "the hand ended at the auction");
    assert_eq!(outcome.net, [-20, 20]);
    let notes = bot.take_notes().join("\n");
    assert!(notes.contains("folds the hand"), "{notes}");
    bot.hand_over(&hand.view(Seat(0)));
    drop(bot);
    assert!(
        received(&log).iter().any(|l| l.ends_with("F D-20")),
        "{:?}",
        received(&log)
    );
    // In Auction Hold'em (MIT) a fold at the auction is not taken.
    let mut hand = scripted(VariantId::Auction, "TdAs TcQd 8s5hJs Kd 7s 7d");
    hand.apply(Seat(0), felt::engine::Action::Call).unwrap();
    hand.apply(Seat(1), felt::engine::Action::Check).unwrap();
    assert!(hand.check(Seat(1), felt::engine::Action::Fold).is_err());
}

#[test]
fn decisions_felt_played_for_a_bot_are_marked_in_its_files_and_not_reviewed_as_its_own() {
    if !python() {
        skipped("python3 is not installed");
        return;
    }
    // Garbage answers in its third hand, check or call the rest of the time (a check where
    // it must call or fold is replaced too).
    let (dir, _) = fake_bot("played-for", "garbage3", "");
    let history = common::temp_dir("played-for-history");
    let cfg = config(FAST);
    let factory =
        move || -> Box<dyn Bot> { Box::new(RemoteBot::launch(&dir, cfg.clone()).unwrap()) };
    let caller = || -> Box<dyn Bot> { Box::new(Caller) };
    let arena = ArenaConfig {
        stakes: MatchConfig::defaults(VariantId::Holdem),
        deals: 6,
        duplicate: false,
        seed: 3,
        threads: 1,
        history: Some(history.to_path_buf()),
    };
    let report = run(&arena, [&factory, &caller], &|_, _, _| {});
    let replaced = report.bots[0].illegal_actions as usize;
    assert!(replaced > 0, "{:?}", report.bots[0].notes);

    let mut hands = Vec::new();
    for entry in std::fs::read_dir(&history).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_some_and(|e| e == "phh") {
            let text = std::fs::read_to_string(&path).unwrap();
            hands.extend(felt::history::load_text(&path, &text).unwrap());
        }
    }
    assert_eq!(hands.len(), 6);
    // Every replaced answer is marked (its "hello"s, and a check where it must call or fold),
    // and only those.
    let marked: usize = hands.iter().map(|h| h.played_for.len()).sum();
    assert_eq!(marked, replaced);
    assert!(hands.iter().any(|h| h.played_for.is_empty()));

    let bot = hands[0]
        .names
        .iter()
        .find(|n| *n != "caller")
        .unwrap()
        .clone();
    let counted: usize = hands
        .iter()
        .map(|h| {
            felt::review::review_hand_in_full(h, &bot, 1, felt::review::REVIEW_BUDGET).played_for
        })
        .sum();
    assert_eq!(counted, replaced);
    let mut all = 0;
    for h in &hands {
        let reviewed = felt::review::review_hand(h, &bot, 1, felt::review::REVIEW_BUDGET);
        all += reviewed.len();
        // No decision felt played is among the bot's graded ones.
        let seat = Seat(h.names.iter().position(|n| *n == bot).unwrap() as u8);
        let marked: Vec<usize> = felt::review::decisions(&h.hand, seat)
            .iter()
            .enumerate()
            .filter(|(_, d)| h.played_for.contains(&d.at_event))
            .map(|(i, _)| i)
            .collect();
        assert_eq!(marked.len(), h.played_for.len(), "hand {}", h.number);
        assert!(reviewed.iter().all(|r| !marked.contains(&r.decision)));
    }
    let options = felt::review::ReviewOptions::default();
    let review = felt::review::review(&hands, std::slice::from_ref(&bot), options, &|_| {});
    assert_eq!(review.seats[0].played_for, replaced);
    assert_eq!(review.seats[0].decisions, all);
    // The note wraps at 80 columns: read as running text.
    let text = felt::review::report_text(&review)
        .join(" ")
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ");
    assert!(
        text.contains(&format!(
            "{} not graded: felt played",
            if replaced == 1 {
                "1 decision".to_string()
            } else {
                format!("{replaced} decisions")
            }
        )),
        "{text}"
    );
}
