//! Helpers shared by the integration tests: fresh temporary folders, a note for a skipped test,
//! running the felt binary, scripted hands from fixed deck orders (`hands`), hosted fake bots
//! (`bots`) and driving the binary in tmux (`tmux`). Each test file uses it with `mod common;`.

// Every test binary compiles this module on its own and uses only some of the helpers, so the
// rest would warn as unused there.
#![allow(dead_code, unused_imports)]

pub mod bots;
pub mod hands;
pub mod tmux;

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

pub use bots::{fake_bot, fake_bot_in, python};
pub use hands::{
    BB, CHECK_DOWN, SB, VARIANTS, deck, default_setup, play, played, scripted, scripted_with,
};

/// A fresh, empty folder in the system's temp dir, named after the test process, a `kind`
/// and a `tag`, and removed with everything in it when dropped, so test runs leave nothing
/// behind. It reads as the folder's path.
pub struct TempDir(PathBuf);

impl TempDir {
    /// Makes `felt-<kind>-<pid>-<tag>`, emptied first if a run of the same process id left one.
    pub fn new(kind: &str, tag: &str) -> TempDir {
        let dir = std::env::temp_dir().join(format!("felt-{kind}-{}-{tag}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        TempDir(dir)
    }
}

impl std::ops::Deref for TempDir {
    type Target = Path;
    fn deref(&self) -> &Path {
        &self.0
    }
}

impl AsRef<Path> for TempDir {
    fn as_ref(&self) -> &Path {
        &self.0
    }
}

impl AsRef<std::ffi::OsStr> for TempDir {
    fn as_ref(&self) -> &std::ffi::OsStr {
        self.0.as_os_str()
    }
}

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// A fresh, empty folder for a test, removed when dropped (see [`TempDir`]).
pub fn temp_dir(tag: &str) -> TempDir {
    TempDir::new("test", tag)
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

/// Every live descendant of `pid`, read from /proc (each process's parent is the fourth field
/// of /proc/PID/stat, after the command name in parentheses).
pub fn descendants(pid: u32) -> Vec<u32> {
    let table: Vec<(u32, u32)> = std::fs::read_dir("/proc")
        .map(|d| {
            d.flatten()
                .filter_map(|e| e.file_name().to_str()?.parse::<u32>().ok())
                .filter_map(|p| {
                    let stat = std::fs::read_to_string(format!("/proc/{p}/stat")).ok()?;
                    let rest = &stat[stat.rfind(')')? + 1..];
                    Some((p, rest.split_whitespace().nth(1)?.parse().ok()?))
                })
                .collect()
        })
        .unwrap_or_default();
    let mut found = Vec::new();
    let mut frontier = vec![pid];
    while let Some(parent) = frontier.pop() {
        for &(p, pp) in &table {
            if pp == parent && !found.contains(&p) {
                found.push(p);
                frontier.push(p);
            }
        }
    }
    found
}
