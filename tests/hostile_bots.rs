//! Hostile bots (issue #19): a bot whose helper calls `setsid` or double-forks into a session
//! of its own, a build step that leaves a `setsid` process behind, a bot that answers with
//! escape sequences, and `kill -9` of felt while it hosts a bot. Nothing may outlive felt or
//! the match, and nothing a bot sends reaches the terminal raw. Through the real binary (felt
//! starts each bot through its supervisor); needs python3 (skipped with a message if missing).

#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::thread::sleep;
use std::time::{Duration, Instant};

mod common;
use common::{descendants, fake_bot, felt, python, skipped, stderr, stdout};

/// Whether process `pid` runs (exists and is not a zombie).
fn alive(pid: u32) -> bool {
    std::fs::read_to_string(format!("/proc/{pid}/stat")).is_ok_and(|s| {
        s.rfind(')')
            .and_then(|i| s[i + 1..].split_whitespace().next())
            .is_some_and(|state| state != "Z" && state != "X")
    })
}

/// Waits up to `limit` for every pid in `pids` to be gone; returns those still running.
fn still_running(pids: &[u32], limit: Duration) -> Vec<u32> {
    let start = Instant::now();
    loop {
        let left: Vec<u32> = pids.iter().copied().filter(|&p| alive(p)).collect();
        if left.is_empty() || start.elapsed() > limit {
            return left;
        }
        sleep(Duration::from_millis(25));
    }
}

/// Reads a pid the fake bot wrote to `LOG.suffix`, waiting up to 20 s for it.
fn pid_file(log: &Path, suffix: &str) -> u32 {
    let path = PathBuf::from(format!("{}.{suffix}", log.display()));
    let start = Instant::now();
    loop {
        if let Some(pid) = std::fs::read_to_string(&path)
            .ok()
            .and_then(|s| s.trim().parse().ok())
        {
            return pid;
        }
        assert!(
            start.elapsed() < Duration::from_secs(20),
            "{} never appeared",
            path.display()
        );
        sleep(Duration::from_millis(20));
    }
}

/// Plays a short arena match hosting the fake bot in `mode`; returns the run's output and the
/// pids of the bot and its helper.
fn arena_with(tag: &str, mode: &str) -> (std::process::Output, u32, u32) {
    let (dir, log) = fake_bot(tag, mode, "");
    let o = felt(&[
        "arena",
        "--bots",
        &format!("external:{},caller", dir.display()),
        "--hands",
        "10",
        "--threads",
        "1",
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    (o, pid_file(&log, "pid"), pid_file(&log, "helper"))
}

#[test]
fn a_bot_helper_that_calls_setsid_does_not_outlive_the_match() {
    if !python() {
        skipped("python3 is not installed");
        return;
    }
    let (_, bot, helper) = arena_with("setsid", "setsid");
    let left = still_running(&[bot, helper], Duration::from_secs(2));
    assert!(left.is_empty(), "still running after felt: {left:?}");
}

#[test]
fn a_double_forked_bot_helper_does_not_outlive_the_match() {
    if !python() {
        skipped("python3 is not installed");
        return;
    }
    let (_, bot, helper) = arena_with("doublefork", "doublefork");
    let left = still_running(&[bot, helper], Duration::from_secs(2));
    assert!(left.is_empty(), "still running after felt: {left:?}");
}

/// Pids of running processes whose command line is exactly `argv`.
fn processes_running(argv: &[&str]) -> Vec<u32> {
    let want = argv.join("\0") + "\0";
    std::fs::read_dir("/proc")
        .unwrap()
        .flatten()
        .filter_map(|e| e.file_name().to_str()?.parse::<u32>().ok())
        .filter(|&pid| {
            std::fs::read(format!("/proc/{pid}/cmdline")).is_ok_and(|c| c == want.as_bytes())
                && alive(pid)
        })
        .collect()
}

#[test]
fn a_build_step_that_calls_setsid_leaves_nothing_behind() {
    if !python() {
        skipped("python3 is not installed");
        return;
    }
    // The build step (`setsid sleep 1000 & sleep 1000`), with a sleep length unique to
    // this run, and a bot after it: the build step is cut off at its limit (1 s here, through
    // the library with felt's supervisor) and nothing it started may remain.
    felt::remote::contain::use_supervisor(PathBuf::from(env!("CARGO_BIN_EXE_felt")));
    let long = format!("1000.{}", std::process::id());
    let (dir, _) = fake_bot("build-setsid", "script", "");
    let script = format!("setsid sleep {long} & sleep {long}");
    let commands = serde_json::json!({"build": ["sh", "-c", script], "run": ["true"]});
    std::fs::write(dir.join("commands.json"), commands.to_string()).unwrap();
    let cmd = felt::remote::BotCommand::from_path(&dir).unwrap();
    let e = felt::remote::BotProcess::launch(&cmd, None, Duration::from_secs(1))
        .err()
        .map(|e| e.to_string());
    assert_eq!(
        e.as_deref(),
        Some("the build step failed (took more than 1 s)")
    );
    sleep(Duration::from_millis(300));
    let left = processes_running(&["sleep", &long]);
    assert!(
        left.is_empty(),
        "the build step's sleeps still run: {left:?}"
    );
    // A build step that exits at once, leaving a setsid process behind.
    let quick = format!("1001.{}", std::process::id());
    let script = format!("setsid sleep {quick} & exit 0");
    let commands = serde_json::json!({"build": ["sh", "-c", script], "run": ["false"]});
    std::fs::write(dir.join("commands.json"), commands.to_string()).unwrap();
    let cmd = felt::remote::BotCommand::from_path(&dir).unwrap();
    let _ = felt::remote::BotProcess::launch(&cmd, None, Duration::from_secs(2));
    let start = Instant::now();
    let mut left = processes_running(&["sleep", &quick]);
    while !left.is_empty() && start.elapsed() < Duration::from_secs(2) {
        sleep(Duration::from_millis(25));
        left = processes_running(&["sleep", &quick]);
    }
    assert!(
        left.is_empty(),
        "the build step's helper still runs: {left:?}"
    );
}

#[test]
fn an_escape_sequence_answer_is_reported_as_escapes_never_raw() {
    if !python() {
        skipped("python3 is not installed");
        return;
    }
    let (o, _, _) = {
        let (dir, log) = fake_bot("escape", "escape", "");
        let o = felt(&[
            "arena",
            "--bots",
            &format!("external:{},caller", dir.display()),
            "--hands",
            "3",
            "--threads",
            "1",
        ]);
        (o, pid_file(&log, "pid"), 0)
    };
    assert!(o.status.success(), "{}", stderr(&o));
    let out = stdout(&o) + &stderr(&o);
    assert!(
        out.contains("\\x1b]2;BOT-PWNED\\x07\\x1b[2J\\x00\\x01"),
        "the answer is not reported as escapes: {out}"
    );
    // Nothing but newlines among the control characters of everything felt printed.
    let raw: Vec<u8> = o
        .stdout
        .iter()
        .chain(o.stderr.iter())
        .copied()
        .filter(|&b| (b < 0x20 && b != b'\n') || b == 0x7f)
        .collect();
    assert!(
        raw.is_empty(),
        "raw control bytes reached the output: {raw:?}"
    );
    assert!(!out.contains('\u{9b}') && !out.contains('\u{85}'), "{out}");
}

#[test]
fn kill_9_of_felt_hosting_a_bot_leaves_no_descendant() {
    if !python() {
        skipped("python3 is not installed");
        return;
    }
    for mode in ["setsid", "doublefork"] {
        let tag = format!("kill9-{mode}");
        let (dir, log) = fake_bot(&tag, mode, "");
        let mut felt = Command::new(env!("CARGO_BIN_EXE_felt"))
            .args([
                "arena",
                "--bots",
                &format!("external:{},caller", dir.display()),
                "--hands",
                "100000000",
                "--threads",
                "1",
            ])
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        let bot = pid_file(&log, "pid");
        let helper = pid_file(&log, "helper");
        let mut all = descendants(felt.id());
        all.extend([bot, helper]);
        assert!(alive(bot) && alive(helper), "{mode}: the bot runs");
        felt.kill().unwrap();
        felt.wait().unwrap();
        let left = still_running(&all, Duration::from_secs(3));
        assert!(
            left.is_empty(),
            "{mode}: still running after kill -9 of felt: {left:?} (bot {bot}, helper {helper})"
        );
    }
}

#[test]
fn concurrent_arenas_hosting_the_same_bot_keep_every_log() {
    if !python() {
        skipped("python3 is not installed");
        return;
    }
    // Three arenas at once, the same bot (which writes to its output) and the same log
    // folder: the data folder's bot-logs/ (a --history folder is one match's alone).
    let (dir, _) = fake_bot("same-bot", "flood", "");
    let data = common::temp_dir("three-arenas");
    let history = data.join("felt").join("bot-logs");
    let runs: Vec<_> = (0..3)
        .map(|_| {
            Command::new(env!("CARGO_BIN_EXE_felt"))
                .args([
                    "arena",
                    "--bots",
                    &format!("external:{},caller", dir.display()),
                    "--hands",
                    "2",
                    "--threads",
                    "1",
                ])
                .env("XDG_DATA_HOME", &data)
                .stdout(Stdio::null())
                .stderr(Stdio::piped())
                .spawn()
                .unwrap()
        })
        .collect();
    for r in runs {
        let o = r.wait_with_output().unwrap();
        assert!(o.status.success(), "{}", stderr(&o));
    }
    let logs: Vec<_> = std::fs::read_dir(&history)
        .unwrap()
        .flatten()
        .filter(|e| e.path().extension().is_some_and(|x| x == "log"))
        .collect();
    assert_eq!(logs.len(), 3, "one log per arena: {logs:?}");
    for l in &logs {
        assert!(l.metadata().unwrap().len() > 0, "{:?} is empty", l.path());
    }
    let _ = std::fs::remove_dir_all(&data);
}

#[test]
fn a_bot_log_that_cannot_be_written_is_reported_once() {
    use felt::bots::Hosted;
    if !python() {
        skipped("python3 is not installed");
        return;
    }
    // /dev/full: every write fails with "No space left on device", like a full disk.
    let (dir, _) = fake_bot("full-disk", "flood", "");
    let config = felt::remote::RemoteConfig {
        log: Some(PathBuf::from("/dev/full")),
        ..Default::default()
    };
    let mut bot = felt::remote::RemoteBot::launch(&dir, config).unwrap();
    let start = Instant::now();
    let mut notes = Vec::new();
    while start.elapsed() < Duration::from_secs(5) {
        notes.extend(bot.take_notes());
        if !notes.is_empty() {
            break;
        }
        sleep(Duration::from_millis(20));
    }
    sleep(Duration::from_millis(200));
    notes.extend(bot.take_notes());
    bot.finish();
    notes.extend(bot.take_notes());
    let said: Vec<_> = notes
        .iter()
        .filter(|n| n.contains("could not be written"))
        .collect();
    assert_eq!(said.len(), 1, "{notes:?}");
    assert!(
        said[0].contains("/dev/full") && said[0].contains("No space left"),
        "{said:?}"
    );
}
