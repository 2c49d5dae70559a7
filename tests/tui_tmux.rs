//! End to end: the real binary in a real terminal (tmux), played by keys, read off the screen.
//! Needs tmux; CI installs it and sets FELT_REQUIRE_TMUX=1 so the test cannot be skipped.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::process::Command;
use std::thread::sleep;
use std::time::{Duration, Instant};

fn tmux(args: &[&str]) -> String {
    let out = Command::new("tmux").args(args).output().expect("run tmux");
    String::from_utf8_lossy(&out.stdout).into_owned()
}

fn wait_for(session: &str, needle: &str) -> String {
    let start = Instant::now();
    loop {
        let screen = tmux(&["capture-pane", "-p", "-t", session]);
        if screen.contains(needle) || start.elapsed() > Duration::from_secs(15) {
            return screen;
        }
        sleep(Duration::from_millis(100));
    }
}

#[test]
fn a_hand_played_by_keys_in_a_real_terminal() {
    if Command::new("tmux").arg("-V").output().is_err() {
        assert!(
            std::env::var_os("FELT_REQUIRE_TMUX").is_none(),
            "FELT_REQUIRE_TMUX is set but tmux is missing"
        );
        skipped("tmux is not installed");
        return;
    }
    let home = std::env::temp_dir().join(format!("felt-tmux-home-{}", std::process::id()));
    std::fs::create_dir_all(&home).unwrap();
    let session = format!("felt-e2e-{}", std::process::id());
    let cmd = format!(
        "HOME={h} XDG_DATA_HOME={h}/.local/share XDG_CONFIG_HOME={h}/.config {} play --variant auction --bot caller --seed 4 --pause 0 --hands 3",
        env!("CARGO_BIN_EXE_felt"),
        h = home.display()
    );
    tmux(&[
        "new-session",
        "-d",
        "-s",
        &session,
        "-x",
        "100",
        "-y",
        "30",
        &cmd,
    ]);
    let screen = wait_for(&session, "your turn");
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
    let screen = wait_for(&session, "next hand");
    assert!(screen.contains("Bids: you 5"), "{screen}");
    assert!(screen.contains("hand over"), "{screen}");
    // The hand was saved, and quitting asks first, then ends the program.
    tmux(&["send-keys", "-t", &session, "q"]);
    assert!(wait_for(&session, "Quit felt?").contains("Quit felt?"));
    tmux(&["send-keys", "-t", &session, "y"]);
    sleep(Duration::from_millis(500));
    let alive = Command::new("tmux")
        .args(["has-session", "-t", &session])
        .output()
        .unwrap()
        .status
        .success();
    if alive {
        tmux(&["kill-session", "-t", &session]);
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

/// Says that a test was skipped where the test output shows it (a passing test's own output
/// is captured, so this writes to stderr directly).
fn skipped(why: &str) {
    use std::io::Write;
    let _ = writeln!(std::io::stderr(), "skipped: {why}");
}
