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
