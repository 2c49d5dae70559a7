//! Nothing lost, nothing hangs (issue #12) at the table: the real binary in a real terminal
//! (tmux). Two tables at once keep every hand and every statistic; signals mid-hand restore
//! the terminal; quitting never waits on a pause or on a bot that does not answer. Needs tmux
//! (skipped with a message unless FELT_REQUIRE_TMUX is set) and python3 for the fake bot.
//! Limits are generous: only a hang crosses them.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::path::Path;
use std::process::Command;
use std::thread::sleep;
use std::time::{Duration, Instant};

mod common;
use common::tmux::{felt_command, have_tmux, kill_session, new_session, screen, tmux, wait_for};
use common::{fake_bot_in, python, skipped, temp_dir};

/// Starts `felt ARGS` in a new tmux session (the shell then prints the exit code and the
/// terminal's line mode, and stays open).
fn start(session: &str, home: &Path, args: &str) {
    let cmd = format!(
        "{}; echo FELT-EXIT=$?; stty -a | tr ' ;' '\\n\\n' | grep -x -- '-\\?icanon'; sleep 120",
        felt_command(home, args)
    );
    new_session(session, &cmd);
}

/// The felt process running in the session's shell.
fn felt_pid(session: &str) -> Option<u32> {
    let shell = tmux(&["display-message", "-p", "-t", session, "#{pane_pid}"]);
    let out = Command::new("pgrep")
        .args(["-P", shell.trim()])
        .output()
        .ok()?;
    String::from_utf8_lossy(&out.stdout)
        .lines()
        .next()
        .and_then(|l| l.trim().parse().ok())
}

/// Plays a whole match of check/call against the caller and quits.
fn play_match(session: &str) {
    let start = Instant::now();
    while start.elapsed() < Duration::from_secs(60) {
        let s = screen(session);
        if s.contains("match is over") {
            break;
        }
        if s.contains("next hand") {
            tmux(&["send-keys", "-t", session, "n"]);
        } else if s.contains("your turn") {
            tmux(&["send-keys", "-t", session, "c"]);
        }
        sleep(Duration::from_millis(150));
    }
    tmux(&["send-keys", "-t", session, "q"]);
    wait_for(session, "Quit felt?", Duration::from_secs(10));
    tmux(&["send-keys", "-t", session, "y"]);
    wait_for(session, "FELT-EXIT=", Duration::from_secs(10));
}

#[test]
fn two_tables_at_once_keep_every_hand_and_every_statistic() {
    if !have_tmux() {
        return;
    }
    let home = temp_dir("two-tables");
    let sessions = [
        format!("felt-rel-a-{}", std::process::id()),
        format!("felt-rel-b-{}", std::process::id()),
    ];
    // Started in the same second, on the same data folder.
    for (i, s) in sessions.iter().enumerate() {
        start(
            s,
            &home,
            &format!(
                "play --variant holdem --bot caller --seed {} --pause 0 --hands 3",
                i + 1
            ),
        );
    }
    let players: Vec<_> = sessions
        .iter()
        .map(|s| {
            let s = s.clone();
            std::thread::spawn(move || play_match(&s))
        })
        .collect();
    for p in players {
        p.join().unwrap();
    }
    let screens: Vec<String> = sessions.iter().map(|s| screen(s)).collect();
    for s in &sessions {
        kill_session(s);
    }
    for sc in &screens {
        assert!(sc.contains("FELT-EXIT=0"), "{sc}");
    }
    let data = home.join(".local/share/felt");
    let stats: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(data.join("stats.json")).unwrap()).unwrap();
    assert_eq!(stats["variants"]["holdem"]["hands"], 6, "{stats}");
    assert_eq!(stats["variants"]["holdem"]["matches"], 2, "{stats}");
    let files = std::fs::read_dir(data.join("hands/holdem"))
        .unwrap()
        .flatten()
        .filter(|e| e.path().extension().is_some_and(|x| x == "phh"))
        .count();
    assert_eq!(files, 6, "every hand of both tables has its own file");
    let _ = std::fs::remove_dir_all(&home);
}

#[test]
fn a_signal_mid_hand_restores_the_terminal_and_exits() {
    if !have_tmux() {
        return;
    }
    for (signal, number) in [("TERM", 15), ("HUP", 1), ("QUIT", 3), ("INT", 2)] {
        let home = temp_dir(&format!("signal-{signal}"));
        let session = format!("felt-rel-sig-{signal}-{}", std::process::id());
        start(
            &session,
            &home,
            "play --variant auction --bot caller --seed 4 --pause 0 --hands 3",
        );
        let s = wait_for(&session, "your turn", Duration::from_secs(15));
        assert!(s.contains("your turn"), "{signal}: {s}");
        let pid = felt_pid(&session).expect("felt runs");
        Command::new("kill")
            .args([&format!("-{signal}"), &pid.to_string()])
            .status()
            .unwrap();
        let s = wait_for(&session, "FELT-EXIT=", Duration::from_secs(15));
        sleep(Duration::from_millis(300));
        let s = if s.contains("icanon") {
            s
        } else {
            screen(&session)
        };
        let flags = tmux(&[
            "display-message",
            "-p",
            "-t",
            &session,
            "#{alternate_on} #{cursor_flag} #{mouse_any_flag}",
        ]);
        kill_session(&session);
        assert!(
            s.contains(&format!("FELT-EXIT={}", 128 + number)),
            "{signal}: {s}"
        );
        assert!(
            s.lines().any(|l| l.trim() == "icanon"),
            "{signal}: the terminal was left raw: {s}"
        );
        // Main screen, cursor shown, no mouse reporting.
        assert_eq!(flags.trim(), "0 1 0", "{signal}: {s}");
        let _ = std::fs::remove_dir_all(&home);
    }
}

#[test]
fn quitting_during_a_long_pause_does_not_wait_for_it() {
    if !have_tmux() {
        return;
    }
    let home = temp_dir("pause");
    let session = format!("felt-rel-pause-{}", std::process::id());
    // The longest pause allowed (10 s) after each bot action.
    start(
        &session,
        &home,
        "play --variant holdem --bot caller --seed 4 --pause 10000 --hands 3",
    );
    let s = wait_for(&session, "hand 1", Duration::from_secs(15));
    assert!(s.contains("hand 1"), "{s}");
    // Check/call once (or, if the bot acts first, it is already pausing), so the bot's
    // answer is held back by the pause; then quit.
    tmux(&["send-keys", "-t", &session, "c"]);
    sleep(Duration::from_millis(500));
    let asked = Instant::now();
    tmux(&["send-keys", "-t", &session, "q"]);
    wait_for(&session, "Quit felt?", Duration::from_secs(10));
    tmux(&["send-keys", "-t", &session, "y"]);
    let s = wait_for(&session, "FELT-EXIT=", Duration::from_secs(50));
    let took = asked.elapsed();
    kill_session(&session);
    assert!(s.contains("FELT-EXIT=0"), "{s}");
    // Waiting out the pause took about 9 s; without it quitting is immediate.
    assert!(took < Duration::from_secs(6), "quitting took {took:?}");
    let _ = std::fs::remove_dir_all(&home);
}

#[test]
fn a_bot_that_never_answers_neither_blanks_the_screen_nor_outlives_ctrl_c() {
    if !have_tmux() {
        return;
    }
    if !python() {
        skipped("python3 is not installed");
        return;
    }
    let home = temp_dir("mute");
    let bot = home.join("mutebot");
    std::fs::create_dir_all(&bot).unwrap();
    let marker = format!("felt-mute-marker-{}", std::process::id());
    fake_bot_in(&bot, "mute", &marker);
    let session = format!("felt-rel-mute-{}", std::process::id());
    start(
        &session,
        &home,
        &format!(
            "play --variant holdem --opponent {} --seed 3 --pause 0 --hands 5",
            bot.display()
        ),
    );
    // The table is on screen well before a 10 s wait on the bot could end.
    let s = wait_for(&session, "hand 1", Duration::from_secs(8));
    assert!(s.contains("hand 1"), "blank screen: {s}");
    // Make the bot think (call if it is our turn), then Ctrl-C while it does not answer.
    tmux(&["send-keys", "-t", &session, "c"]);
    sleep(Duration::from_millis(500));
    let asked = Instant::now();
    tmux(&["send-keys", "-t", &session, "C-c"]);
    let s = wait_for(&session, "FELT-EXIT=", Duration::from_secs(30));
    let took = asked.elapsed();
    kill_session(&session);
    assert!(s.contains("FELT-EXIT="), "{s}");
    assert!(took < Duration::from_secs(8), "Ctrl-C took {took:?}");
    let start = Instant::now();
    let running = || {
        Command::new("pgrep")
            .args(["-f", &marker])
            .output()
            .is_ok_and(|o| o.status.success())
    };
    while running() && start.elapsed() < Duration::from_secs(10) {
        sleep(Duration::from_millis(100));
    }
    assert!(!running(), "the bot outlived felt");
    let _ = std::fs::remove_dir_all(&home);
}

#[test]
fn a_plain_locale_gets_a_plain_ascii_screen() {
    if !have_tmux() {
        return;
    }
    let home = temp_dir("ascii");
    let cmd = format!(
        "LANG=C LC_ALL=C {}",
        felt_command(
            &home,
            "play --variant auction --bot caller --seed 4 --pause 0 --hands 3"
        )
    );
    let session = format!("felt-rel-ascii2-{}", std::process::id());
    new_session(&session, &cmd);
    let s = wait_for(&session, "your turn", Duration::from_secs(15));
    kill_session(&session);
    assert!(s.contains("your turn"), "{s}");
    let odd: String = s.chars().filter(|c| !c.is_ascii()).collect();
    assert!(odd.is_empty(), "non-ASCII on a C locale: {odd:?}\n{s}");
    let _ = std::fs::remove_dir_all(&home);
}

#[test]
fn a_corrupt_file_in_the_replay_picker_is_reported_in_the_list() {
    if !have_tmux() {
        return;
    }
    let home = temp_dir("picker");
    let hands = home.join(".local/share/felt/hands/holdem");
    std::fs::create_dir_all(&hands).unwrap();
    std::fs::write(hands.join("broken.phh"), "this is not a hand\n").unwrap();
    let session = format!("felt-rel-picker-{}", std::process::id());
    start(&session, &home, "replay");
    let s = wait_for(&session, "Saved hands", Duration::from_secs(15));
    assert!(s.contains("broken.phh"), "{s}");
    tmux(&["send-keys", "-t", &session, "Enter"]);
    let s = wait_for(
        &session,
        "not a hand felt can replay",
        Duration::from_secs(10),
    );
    assert!(
        s.contains("not a hand felt can replay") && s.contains("Saved hands"),
        "the picker should stay open with the error: {s}"
    );
    tmux(&["send-keys", "-t", &session, "q"]);
    let s = wait_for(&session, "FELT-EXIT=", Duration::from_secs(10));
    kill_session(&session);
    assert!(s.contains("FELT-EXIT=0"), "{s}");
    let _ = std::fs::remove_dir_all(&home);
}

#[test]
fn ctrl_c_in_a_replay_opened_from_the_picker_quits_felt() {
    if !have_tmux() {
        return;
    }
    let home = temp_dir("picker-ctrl-c");
    let hands = home.join(".local/share/felt/hands/holdem");
    std::fs::create_dir_all(&hands).unwrap();
    let out = common::felt(&[
        "arena",
        "--variant",
        "holdem",
        "--bots",
        "hard,caller",
        "--hands",
        "1",
        "--seed",
        "3",
        "--history",
        hands.to_str().unwrap(),
    ]);
    assert!(out.status.success(), "{}", common::stderr(&out));
    let session = format!("felt-rel-picker-ctrl-c-{}", std::process::id());
    start(&session, &home, "replay");
    wait_for(&session, "Saved hands", Duration::from_secs(15));
    tmux(&["send-keys", "-t", &session, "Enter"]);
    wait_for(
        &session,
        "Heads-up No-Limit Hold'em",
        Duration::from_secs(10),
    );
    tmux(&["send-keys", "-t", &session, "C-c"]);
    wait_for(&session, "FELT-EXIT=", Duration::from_secs(10));
    let s = wait_for(&session, "icanon", Duration::from_secs(10));
    kill_session(&session);
    // felt ended: the list did not come back, and the terminal is in its line mode again.
    assert!(s.contains("FELT-EXIT=0"), "{s}");
    assert!(!s.contains("Saved hands"), "{s}");
    assert!(s.lines().any(|l| l.trim() == "icanon"), "{s}");
    let _ = std::fs::remove_dir_all(&home);
}

// ----- issue #19: nothing escapes, nothing freezes -----

/// Whether process `pid` runs (exists and is not a zombie).
fn running(pid: u32) -> bool {
    std::fs::read_to_string(format!("/proc/{pid}/stat")).is_ok_and(|s| {
        s.rfind(')')
            .and_then(|i| s[i + 1..].split_whitespace().next())
            .is_some_and(|state| state != "Z" && state != "X")
    })
}

/// Reads a pid the fake bot wrote to `LOG.suffix`, waiting up to 20 s.
fn pid_from(log: &Path, suffix: &str) -> Option<u32> {
    let path = format!("{}.{suffix}", log.display());
    let start = Instant::now();
    while start.elapsed() < Duration::from_secs(20) {
        if let Some(pid) = std::fs::read_to_string(&path)
            .ok()
            .and_then(|s| s.trim().parse().ok())
        {
            return Some(pid);
        }
        sleep(Duration::from_millis(50));
    }
    None
}

#[test]
fn kill_9_of_felt_play_with_an_opponent_bot_leaves_no_descendant() {
    if !have_tmux() {
        return;
    }
    if !python() {
        skipped("python3 is not installed");
        return;
    }
    let home = temp_dir("kill9-play");
    let bot_dir = home.join("bot");
    std::fs::create_dir_all(&bot_dir).unwrap();
    let log = fake_bot_in(&bot_dir, "setsid", "");
    let session = format!("felt-rel-kill9-{}", std::process::id());
    start(
        &session,
        &home,
        &format!(
            "play --variant auction --opponent {} --pause 0 --hands 3",
            bot_dir.display()
        ),
    );
    let bot = pid_from(&log, "pid").expect("the bot starts");
    let helper = pid_from(&log, "helper").expect("the bot starts its helper");
    let felt = felt_pid(&session).expect("felt runs");
    let mut all: Vec<u32> = common::descendants(felt);
    all.extend([bot, helper]);
    Command::new("kill")
        .args(["-9", &felt.to_string()])
        .status()
        .unwrap();
    let start = Instant::now();
    while all.iter().any(|&p| running(p)) && start.elapsed() < Duration::from_secs(3) {
        sleep(Duration::from_millis(25));
    }
    let left: Vec<u32> = all.iter().copied().filter(|&p| running(p)).collect();
    kill_session(&session);
    assert!(
        left.is_empty(),
        "still running after kill -9 of felt: {left:?}"
    );
    let _ = std::fs::remove_dir_all(&home);
}

#[test]
fn a_fifo_in_the_hands_folder_does_not_freeze_the_replay_picker() {
    if !have_tmux() {
        return;
    }
    let home = temp_dir("fifo-picker");
    let hands = home.join(".local/share/felt/hands/auction");
    std::fs::create_dir_all(&hands).unwrap();
    let o = common::felt(&[
        "arena",
        "--bots",
        "caller,caller",
        "--hands",
        "1",
        "--history",
        hands.to_str().unwrap(),
    ]);
    assert!(o.status.success());
    sleep(Duration::from_millis(1100));
    // The newest entry, so it is the one selected.
    nix::unistd::mkfifo(&hands.join("zz.phh"), nix::sys::stat::Mode::S_IRWXU).unwrap();
    let session = format!("felt-rel-fifo-{}", std::process::id());
    start(&session, &home, "replay");
    let s = wait_for(&session, "Saved hands", Duration::from_secs(10));
    assert!(s.contains("Saved hands"), "{s}");
    tmux(&["send-keys", "-t", &session, "Enter"]);
    for _ in 0..3 {
        sleep(Duration::from_millis(400));
        tmux(&["send-keys", "-t", &session, "q"]);
    }
    let s = wait_for(&session, "FELT-EXIT=", Duration::from_secs(5));
    kill_session(&session);
    assert!(s.contains("FELT-EXIT=0"), "the picker froze: {s}");
    let _ = std::fs::remove_dir_all(&home);
}

#[test]
fn a_held_stats_lock_does_not_freeze_the_table() {
    if !have_tmux() {
        return;
    }
    let home = temp_dir("held-lock");
    let data = home.join(".local/share/felt");
    std::fs::create_dir_all(&data).unwrap();
    let mut holder = Command::new("flock")
        .arg(data.join("stats.json.lock"))
        .args(["sleep", "25"])
        .spawn()
        .unwrap();
    sleep(Duration::from_millis(200));
    let session = format!("felt-rel-lock-{}", std::process::id());
    start(
        &session,
        &home,
        "play --variant holdem --bot caller --seed 1 --pause 0 --hands 3",
    );
    // Play the first hand: its end must show at once, the save running on its own.
    let begin = Instant::now();
    let mut s = String::new();
    while begin.elapsed() < Duration::from_secs(10) {
        s = screen(&session);
        if s.contains("next hand") {
            break;
        }
        if s.contains("your turn") {
            tmux(&["send-keys", "-t", &session, "c"]);
        }
        sleep(Duration::from_millis(150));
    }
    let shown = s.contains("next hand");
    let said = wait_for(
        &session,
        "locked by another program",
        Duration::from_secs(8),
    );
    tmux(&["send-keys", "-t", &session, "q"]);
    wait_for(&session, "Quit felt?", Duration::from_secs(5));
    tmux(&["send-keys", "-t", &session, "y"]);
    let end = wait_for(&session, "FELT-EXIT=", Duration::from_secs(10));
    kill_session(&session);
    let _ = holder.kill();
    let _ = holder.wait();
    assert!(shown, "the table froze at the end of the hand: {s}");
    assert!(
        said.contains("locked by another program") && said.contains("kept"),
        "{said}"
    );
    assert!(end.contains("FELT-EXIT=0"), "{end}");
    let _ = std::fs::remove_dir_all(&home);
}
