//! Helpers shared by the integration tests: fresh temporary folders, a note for a skipped test,
//! running the felt binary, scripted hands from fixed deck orders (`hands`), hosted fake bots
//! (`bots`) and driving the binary in tmux (`tmux`). Each test file uses it with `mod common;`.

// Every test binary compiles this module on its own and uses only some of the helpers, so the
// rest would warn as unused there.
#![allow(dead_code, unused_imports)]

pub mod bots;
pub mod hands;
pub mod tmux;

use std::path::PathBuf;
use std::process::{Command, Output};

pub use bots::{fake_bot, fake_bot_in, python};
pub use hands::{
    BB, CHECK_DOWN, SB, VARIANTS, deck, default_setup, play, played, scripted, scripted_with,
};

/// A fresh, empty folder in the system's temp dir, named after the test process and `tag`.
pub fn temp_dir(tag: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("felt-test-{}-{tag}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// Says that a test was skipped where the test output shows it (a passing test's own output
/// is captured, so this writes to stderr directly).
pub fn skipped(why: &str) {
    use std::io::Write;
    let _ = writeln!(std::io::stderr(), "skipped: {why}");
}

/// Runs the felt binary with `args` and waits for it.
pub fn felt(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_felt"))
        .args(args)
        .output()
        .expect("run felt")
}

/// What a finished run printed on stdout.
pub fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

/// What a finished run printed on stderr.
pub fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}
