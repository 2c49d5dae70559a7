//! Driving the real binary in a real terminal: tmux commands, whether tmux is there (a test
//! may be skipped without it unless FELT_REQUIRE_TMUX is set), and waiting for the screen to
//! show a text.

use std::path::Path;
use std::process::Command;
use std::thread::sleep;
use std::time::{Duration, Instant};

use super::skipped;

/// Runs `tmux ARGS` and returns what it printed.
pub fn tmux(args: &[&str]) -> String {
    let out = Command::new("tmux").args(args).output().expect("run tmux");
    String::from_utf8_lossy(&out.stdout).into_owned()
}

/// True when tmux runs; otherwise says the test is skipped (and fails it when
/// FELT_REQUIRE_TMUX is set).
pub fn have_tmux() -> bool {
    if Command::new("tmux").arg("-V").output().is_err() {
        assert!(
            std::env::var_os("FELT_REQUIRE_TMUX").is_none(),
            "FELT_REQUIRE_TMUX is set but tmux is missing"
        );
        skipped("tmux is not installed");
        return false;
    }
    true
}

/// The text on the screen of tmux `session`.
pub fn screen(session: &str) -> String {
    tmux(&["capture-pane", "-p", "-t", session])
}

/// The screen once it shows `needle`, or as it is after `limit`.
pub fn wait_for(session: &str, needle: &str, limit: Duration) -> String {
    let start = Instant::now();
    loop {
        let s = screen(session);
        if s.contains(needle) || start.elapsed() > limit {
            return s;
        }
        sleep(Duration::from_millis(100));
    }
}

/// Ends tmux `session` (only that one).
pub fn kill_session(session: &str) {
    tmux(&["kill-session", "-t", session]);
}

/// The shell command running `felt ARGS` with `home` as its home (and its data and config
/// folders below it), so a test never touches the real ones.
pub fn felt_command(home: &Path, args: &str) -> String {
    format!(
        "HOME={h} XDG_DATA_HOME={h}/.local/share XDG_CONFIG_HOME={h}/.config {} {args}",
        env!("CARGO_BIN_EXE_felt"),
        h = home.display()
    )
}

/// Starts a detached tmux `session`, 100 columns by 30 rows, running the shell command `cmd`.
pub fn new_session(session: &str, cmd: &str) {
    tmux(&[
        "new-session",
        "-d",
        "-s",
        session,
        "-x",
        "100",
        "-y",
        "30",
        cmd,
    ]);
}
