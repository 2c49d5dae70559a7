//! Every file read is bounded and never blocks, and damaged data is kept (issue #19, sections
//! 3 and 4), through the real binary: a stats or learn file linked to `/dev/zero`, a FIFO as
//! `learn.json`, a hand file with a huge player name, an oversized config, a damaged
//! `learn.json` moved aside and said once. Each run has a memory limit and a time limit, so
//! the old behaviour (growing without end, hanging) fails fast instead of taking the machine.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::io::Read;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

mod common;
use common::temp_dir;

/// What a finished (or timed-out) run printed, and whether it finished in time.
struct Run {
    finished: bool,
    code: Option<i32>,
    stdout: String,
    stderr: String,
}

/// Runs felt with `data` as its data folder (through a config file), at most 1 GiB of
/// address space and `limit` of time, stdin empty.
fn felt_with_data(home: &Path, data: &Path, args: &[&str], limit: Duration) -> Run {
    let config = home.join("config.toml");
    std::fs::write(
        &config,
        format!("data_dir = {:?}\n", data.to_str().unwrap()),
    )
    .unwrap();
    let mut full: Vec<String> = args.iter().map(|s| s.to_string()).collect();
    full.push("--config".into());
    full.push(config.to_str().unwrap().into());
    let script = format!(
        "ulimit -v 1048576; exec '{}' {}",
        env!("CARGO_BIN_EXE_felt"),
        full.iter()
            .map(|a| format!("'{a}'"))
            .collect::<Vec<_>>()
            .join(" ")
    );
    let mut child = Command::new("sh")
        .args(["-c", &script])
        .env("HOME", home)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let start = Instant::now();
    let mut finished = false;
    while start.elapsed() < limit {
        if child.try_wait().unwrap().is_some() {
            finished = true;
            break;
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    if !finished {
        let _ = child.kill();
    }
    let status = child.wait().unwrap();
    let mut stdout = String::new();
    let mut stderr = String::new();
    let _ = child.stdout.take().unwrap().read_to_string(&mut stdout);
    let _ = child.stderr.take().unwrap().read_to_string(&mut stderr);
    Run {
        finished,
        code: status.code(),
        stdout,
        stderr,
    }
}

fn data_dir(home: &Path) -> PathBuf {
    let data = home.join("data");
    std::fs::create_dir_all(&data).unwrap();
    data
}

#[test]
fn a_stats_file_linked_to_dev_zero_is_refused_not_read() {
    let home = temp_dir("stats-dev-zero");
    let data = data_dir(&home);
    std::os::unix::fs::symlink("/dev/zero", data.join("stats.json")).unwrap();
    let r = felt_with_data(&home, &data, &["stats"], Duration::from_secs(10));
    assert!(r.finished, "felt stats did not finish");
    assert_eq!(r.code, Some(2), "{}", r.stderr);
    assert!(
        r.stderr.contains("a device, not a regular file"),
        "{}",
        r.stderr
    );
    let _ = std::fs::remove_dir_all(&home);
}

#[test]
fn a_learn_file_linked_to_dev_zero_is_refused_not_read() {
    let home = temp_dir("learn-dev-zero");
    let data = data_dir(&home);
    std::os::unix::fs::symlink("/dev/zero", data.join("learn.json")).unwrap();
    let r = felt_with_data(&home, &data, &["learn"], Duration::from_secs(10));
    assert!(r.finished, "felt learn did not finish");
    assert_eq!(r.code, Some(2), "{}", r.stderr);
    assert!(r.stderr.contains("not a regular file"), "{}", r.stderr);
    let _ = std::fs::remove_dir_all(&home);
}

#[test]
fn a_fifo_as_the_learn_file_does_not_hang_felt_learn() {
    let home = temp_dir("learn-fifo");
    let data = data_dir(&home);
    nix::unistd::mkfifo(&data.join("learn.json"), nix::sys::stat::Mode::S_IRWXU).unwrap();
    let r = felt_with_data(&home, &data, &["learn"], Duration::from_secs(5));
    assert!(r.finished, "felt learn hung on a FIFO");
    assert_eq!(r.code, Some(2), "{}", r.stderr);
    assert!(r.stderr.contains("named pipe (FIFO)"), "{}", r.stderr);
    let _ = std::fs::remove_dir_all(&home);
}

#[test]
fn a_hand_file_with_a_huge_player_name_is_refused_at_its_size_limit() {
    let home = temp_dir("huge-name");
    let data = data_dir(&home);
    let file = home.join("huge.phh");
    let name = "x".repeat(5 * 1024 * 1024);
    std::fs::write(
        &file,
        format!(
            "variant = \"NT\"\nantes = [0, 0]\nblinds_or_straddles = [1, 2]\nmin_bet = 2\n\
             starting_stacks = [200, 200]\nplayers = [\"{name}\", \"b\"]\nactions = []\n"
        ),
    )
    .unwrap();
    let start = Instant::now();
    let r = felt_with_data(
        &home,
        &data,
        &["replay", file.to_str().unwrap()],
        Duration::from_secs(10),
    );
    assert!(r.finished);
    assert!(
        start.elapsed() < Duration::from_secs(2),
        "{:?}",
        start.elapsed()
    );
    assert_eq!(r.code, Some(2), "{}", r.stderr);
    assert!(
        r.stderr
            .contains("larger than the 4 MiB limit for a hand file"),
        "{}",
        r.stderr
    );
    let _ = std::fs::remove_dir_all(&home);
}

#[test]
fn a_config_file_over_its_size_limit_is_refused_naming_the_limit() {
    let home = temp_dir("huge-config");
    let config = home.join("big.toml");
    std::fs::write(&config, "#".repeat(2 * 1024 * 1024)).unwrap();
    let o = common::felt(&["stats", "--config", config.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(2));
    assert!(
        common::stderr(&o).contains("larger than the 1 MiB limit for a config file"),
        "{}",
        common::stderr(&o)
    );
    let _ = std::fs::remove_dir_all(&home);
}

#[test]
fn a_damaged_learn_file_is_moved_aside_and_said_once() {
    for (tag, damage) in [
        ("json", &b"{ not json"[..]),
        ("types", &br#"{"done": 7}"#[..]),
        ("binary", &[0u8, 159, 146, 150, 255, 1][..]),
    ] {
        let home = temp_dir(&format!("learn-damaged-{tag}"));
        let data = data_dir(&home);
        std::fs::write(data.join("learn.json"), damage).unwrap();
        let r = felt_with_data(&home, &data, &["learn"], Duration::from_secs(10));
        assert_eq!(r.code, Some(0), "{tag}: {}", r.stderr);
        assert!(
            r.stderr.contains("was unreadable") && r.stderr.contains("learn.json.corrupt-"),
            "{tag}: {}",
            r.stderr
        );
        let kept: Vec<_> = std::fs::read_dir(&data)
            .unwrap()
            .flatten()
            .filter(|e| {
                e.file_name()
                    .to_string_lossy()
                    .starts_with("learn.json.corrupt-")
            })
            .collect();
        assert_eq!(kept.len(), 1, "{tag}: the damaged file is kept");
        assert_eq!(std::fs::read(kept[0].path()).unwrap(), damage, "{tag}");
        assert!(r.stdout.contains("0 of"), "{tag}: {}", r.stdout);
        // Said once: the next run finds no damaged file.
        let r = felt_with_data(&home, &data, &["learn"], Duration::from_secs(10));
        assert_eq!(r.code, Some(0), "{tag}: {}", r.stderr);
        assert!(!r.stderr.contains("unreadable"), "{tag}: {}", r.stderr);
        let _ = std::fs::remove_dir_all(&home);
    }
}

#[test]
fn the_history_caps_are_documented_and_drill_totals_stay_exact_past_them() {
    let readme =
        std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("README.md")).unwrap();
    assert_eq!(felt::stats::BANKROLL_HISTORY_CAP, 5000);
    assert_eq!(felt::stats::DRILL_HISTORY_CAP, 500);
    assert!(
        readme.contains("last 5,000 hands") && readme.contains("last 500 drill sessions"),
        "the README says where the histories are cut"
    );
    let mut d = felt::stats::DrillStats::default();
    for i in 0..600u64 {
        d.record(felt::stats::DrillSession {
            unix_time: i,
            seed: i,
            spots: 3,
            loss: 1.5,
            perfect: 1,
        });
    }
    assert_eq!(d.sessions.len(), 500);
    assert_eq!((d.spots, d.perfect), (1800, 600));
    assert!((d.total_loss - 900.0).abs() < 1e-9);
}
