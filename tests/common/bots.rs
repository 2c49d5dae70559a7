//! Hosted fake bots: whether python3 is there to run them, and bot folders whose
//! `commands.json` runs tests/fixtures/fakebot.py in a given mode, logging what it receives.

use std::path::{Path, PathBuf};
use std::process::Command;

/// True when python3 runs (the fake and reference bots need it).
pub fn python() -> bool {
    Command::new("python3")
        .arg("--version")
        .output()
        .is_ok_and(|o| o.status.success())
}

/// Makes `dir` a bot folder running fakebot.py in `mode` with `answers`; returns the path of
/// the log of what the bot receives (`received.txt` in `dir`).
pub fn fake_bot_in(dir: &Path, mode: &str, answers: &str) -> PathBuf {
    let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/fakebot.py");
    let log = dir.join("received.txt");
    let commands = serde_json::json!({
        "build": [],
        "run": ["python3", script.to_string_lossy(), mode, log.to_string_lossy(), answers],
    });
    std::fs::write(dir.join("commands.json"), commands.to_string()).unwrap();
    log
}

/// A bot folder in a fresh temp dir (`felt-fakebot-<pid>-<tag>`, which its processes'
/// command lines then contain) running fakebot.py in `mode`; returns (folder, log path).
pub fn fake_bot(tag: &str, mode: &str, answers: &str) -> (super::TempDir, PathBuf) {
    let dir = super::TempDir::new("fakebot", tag);
    let log = fake_bot_in(&dir, mode, answers);
    (dir, log)
}
