//! End to end: the real binary in a real terminal (tmux), played by keys, read off the screen.
//! Needs tmux; CI installs it and sets FELT_REQUIRE_TMUX=1 so the test cannot be skipped.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::process::Command;
use std::thread::sleep;
use std::time::Duration;

mod common;
use common::temp_dir;
use common::tmux::{felt_command, have_tmux, kill_session, new_session, tmux, wait_for};

/// How long the screen may take to show what a step waits for.
const LIMIT: Duration = Duration::from_secs(15);

#[test]
fn a_hand_played_by_keys_in_a_real_terminal() {
    if !have_tmux() {
        return;
    }
    let home = temp_dir("tmux-home");
    let session = format!("felt-e2e-{}", std::process::id());
    new_session(
        &session,
        &felt_command(
            &home,
            "play --variant auction --bot caller --seed 4 --pause 0 --hands 3",
        ),
    );
    let screen = wait_for(&session, "your turn", LIMIT);
    assert!(
        screen.contains(" Auction · hand 1/3") && screen.contains("YOU"),
        "{screen}"
    );
    // Call preflop, then bid 5 at the auction, then check down.
    for _ in 0..12 {
        let screen = tmux(&["capture-pane", "-p", "-t", &session]);
        if screen.contains("next hand") {
            break;
        }
        if screen.contains("Your bid") {
            tmux(&["send-keys", "-t", &session, "5", "Enter"]);
        } else {
            tmux(&["send-keys", "-t", &session, "c"]);
        }
        sleep(Duration::from_millis(300));
    }
    let screen = wait_for(&session, "next hand", LIMIT);
    assert!(screen.contains("Bids: you 5"), "{screen}");
    assert!(screen.contains("hand over"), "{screen}");
    // The hand was saved, and quitting asks first, then ends the program.
    tmux(&["send-keys", "-t", &session, "q"]);
    assert!(wait_for(&session, "Quit felt?", LIMIT).contains("Quit felt?"));
    tmux(&["send-keys", "-t", &session, "y"]);
    sleep(Duration::from_millis(500));
    let alive = Command::new("tmux")
        .args(["has-session", "-t", &session])
        .output()
        .unwrap()
        .status
        .success();
    if alive {
        kill_session(&session);
    }
    assert!(!alive, "felt should exit after confirming quit");
    let hands = home.join(".local/share/felt/hands/auction");
    assert_eq!(
        std::fs::read_dir(&hands).map(|d| d.count()).unwrap_or(0),
        1,
        "one PHH file saved in {}",
        hands.display()
    );
    let _ = std::fs::remove_dir_all(&home);
}

/// CPU clock ticks (user + system) used so far by process `pid`, from `/proc`.
fn cpu_ticks(pid: u32) -> Option<u64> {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).ok()?;
    // The fields after the command name (which may hold spaces) start after its ')'.
    let rest = &stat[stat.rfind(')')? + 2..];
    let fields: Vec<&str> = rest.split_whitespace().collect();
    // utime and stime are fields 14 and 15 of the whole line, 12 and 13 after the name.
    Some(fields.get(11)?.parse::<u64>().ok()? + fields.get(12)?.parse::<u64>().ok()?)
}

/// The felt process in the tmux `session` (the pane's process, or its child when a shell
/// runs it).
fn felt_pid(session: &str) -> Option<u32> {
    let pane: u32 = tmux(&["display-message", "-p", "-t", session, "#{pane_pid}"])
        .trim()
        .parse()
        .ok()?;
    let comm = std::fs::read_to_string(format!("/proc/{pane}/comm")).unwrap_or_default();
    if comm.trim() == "felt" {
        return Some(pane);
    }
    let children = std::fs::read_to_string(format!("/proc/{pane}/task/{pane}/children")).ok()?;
    children.split_whitespace().find_map(|c| c.parse().ok())
}

#[test]
fn the_table_uses_no_cpu_while_waiting_for_the_person() {
    if !have_tmux() || !std::path::Path::new("/proc/self/stat").exists() {
        return;
    }
    let home = temp_dir("tmux-idle");
    let session = format!("felt-idle-{}", std::process::id());
    // Motion on (a pause above zero), so the cards' arrival ticks and then must stop.
    new_session(
        &session,
        &felt_command(
            &home,
            "play --variant holdem --bot caller --seed 4 --pause 150 --hands 3",
        ),
    );
    wait_for(&session, "your turn", LIMIT);
    // Let the deal's motion finish, then watch the process while it waits for a key.
    sleep(Duration::from_millis(1500));
    let pid = felt_pid(&session);
    let before = pid.and_then(cpu_ticks);
    sleep(Duration::from_secs(3));
    let after = pid.and_then(cpu_ticks);
    kill_session(&session);
    let _ = std::fs::remove_dir_all(&home);
    let (Some(before), Some(after)) = (before, after) else {
        panic!("could not read felt's CPU time (pid {pid:?})");
    };
    // A clock tick is 10 ms: an idle table waiting on its channel uses none (one allowed
    // for the screen's own housekeeping).
    assert!(
        after - before <= 1,
        "felt used {} ticks in 3 s while waiting for a key",
        after - before
    );
}
