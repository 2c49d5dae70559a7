//! Messages that say what is wrong (issue #19, section 6), through the real binary: the
//! missing arguments of `felt equity` are named, a replay file with the wrong number of blinds
//! says blinds, `data_dir = "~user/..."` is expanded or refused, a failed build says its exit
//! status once, and the drill says a save failure before the first spot.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::io::Write;
use std::process::{Command, Stdio};

mod common;
use common::{felt, stderr, stdout, temp_dir};

#[test]
fn bare_felt_equity_names_the_missing_arguments() {
    let o = felt(&["equity"]);
    assert_eq!(o.status.code(), Some(2));
    let e = stderr(&o);
    assert_eq!(e.lines().count(), 1, "{e}");
    assert!(
        e.contains("required arguments were not provided: <HANDS>"),
        "{e}"
    );
}

#[test]
fn a_replay_file_with_four_blinds_says_it_is_the_blinds() {
    let dir = temp_dir("four-blinds");
    let file = dir.join("hand.phh");
    std::fs::write(
        &file,
        "variant = \"NT\"\nantes = [0, 0]\nblinds_or_straddles = [1, 2, 3, 4]\nmin_bet = 2\n\
         starting_stacks = [200, 200]\nactions = []\n",
    )
    .unwrap();
    let o = felt(&["replay", file.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(2));
    let e = stderr(&o);
    assert!(
        e.contains("two blinds") && e.contains("this file has 4"),
        "{e}"
    );
    assert!(!e.contains("two players"), "{e}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_data_dir_of_another_user_is_expanded_or_refused() {
    let dir = temp_dir("tilde-user");
    // A user the system knows: that user's home.
    let config = dir.join("known.toml");
    let leaf = format!("felt-tilde-test-{}", std::process::id());
    std::fs::write(&config, format!("data_dir = \"~root/{leaf}\"\n")).unwrap();
    let o = Command::new(env!("CARGO_BIN_EXE_felt"))
        .args(["stats", "--config", config.to_str().unwrap()])
        .current_dir(&dir)
        .output()
        .unwrap();
    let root_home = nix::unistd::User::from_name("root")
        .unwrap()
        .map(|u| u.dir)
        .unwrap();
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(
        stdout(&o).contains(&format!("{}", root_home.join(&leaf).display())),
        "{}",
        stdout(&o)
    );
    assert!(!dir.join("~root").exists(), "a folder named ~root was made");
    // A user it does not know: refused, nothing created.
    let config = dir.join("unknown.toml");
    std::fs::write(&config, "data_dir = \"~nosuchuser-felt/x\"\n").unwrap();
    let o = Command::new(env!("CARGO_BIN_EXE_felt"))
        .args(["stats", "--config", config.to_str().unwrap()])
        .current_dir(&dir)
        .output()
        .unwrap();
    assert_eq!(o.status.code(), Some(2));
    assert!(
        stderr(&o).contains("no user \"nosuchuser-felt\""),
        "{}",
        stderr(&o)
    );
    assert!(!dir.join("~nosuchuser-felt").exists());
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_failed_build_says_its_exit_status_once() {
    let dir = temp_dir("failed-build");
    std::fs::write(
        dir.join("commands.json"),
        r#"{"build": ["sh", "-c", "exit 1"], "run": ["true"]}"#,
    )
    .unwrap();
    let o = felt(&[
        "arena",
        "--bots",
        &format!("external:{},caller", dir.display()),
        "--hands",
        "1",
    ]);
    assert_eq!(o.status.code(), Some(2));
    let e = stderr(&o);
    assert!(e.contains("(exit status: 1)"), "{e}");
    assert!(!e.contains("exit status exit status"), "{e}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn the_drill_says_a_save_failure_before_the_first_spot() {
    let dir = temp_dir("drill-save");
    // The data folder cannot exist: a file stands where its parent should be.
    std::fs::write(dir.join("file"), "x").unwrap();
    let config = dir.join("config.toml");
    std::fs::write(
        &config,
        format!(
            "data_dir = {:?}\n",
            dir.join("file").join("data").to_str().unwrap()
        ),
    )
    .unwrap();
    let mut child = Command::new(env!("CARGO_BIN_EXE_felt"))
        .args([
            "drill",
            "--seed",
            "3",
            "--count",
            "3",
            "--config",
            config.to_str().unwrap(),
        ])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    // Quit at the first spot: the failure must already have been said.
    child.stdin.take().unwrap().write_all(b"q\n").unwrap();
    let o = child.wait_with_output().unwrap();
    let e = stderr(&o);
    assert!(e.contains("the drill's scores cannot be saved"), "{e}");
    assert_eq!(e.matches("cannot be saved").count(), 1, "{e}");
    let _ = std::fs::remove_dir_all(&dir);
}
