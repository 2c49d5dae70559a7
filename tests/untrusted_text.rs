//! Untrusted text is never written raw (issue #19, section 2): a string of every control
//! character is fed to each output path of the real binary (a PHH player name in `felt replay`
//! piped and with `TERM=dumb`, a hand file's name, a config string, a damaged stats file's
//! name, an error message quoting a bot's path) and what felt prints may hold no control
//! character but the newline; each shows the escapes (`\x1b`) instead.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::path::Path;
use std::process::{Command, Output};

mod common;
use common::{stderr, stdout, temp_dir};

/// Every C0 control but the newline (which cannot be inside a one-line field), DEL, and two
/// C1 controls (CSI and NEL), with a title-setting and screen-clearing sequence in front.
fn every_control() -> String {
    let mut s = String::from("\x1b]2;PWNED\x07\x1b[2J");
    s.extend((0u8..0x20).filter(|&b| b != b'\n').map(char::from));
    s.push('\x7f');
    s.push('\u{9b}');
    s.push('\u{85}');
    s
}

/// Asserts that `o` printed no raw control character but newlines and shows `\x1b`.
fn assert_printable(what: &str, o: &Output) {
    let all: Vec<u8> = o.stdout.iter().chain(o.stderr.iter()).copied().collect();
    let raw: Vec<u8> = all
        .iter()
        .copied()
        .filter(|&b| (b < 0x20 && b != b'\n') || b == 0x7f)
        .collect();
    assert!(
        raw.is_empty(),
        "{what}: raw control bytes {raw:?} in: {}{}",
        stdout(o),
        stderr(o)
    );
    let text = String::from_utf8_lossy(&all);
    assert!(
        !text.contains('\u{9b}') && !text.contains('\u{85}'),
        "{what}: a raw C1 control in: {text}"
    );
    assert!(
        text.contains("\\x1b"),
        "{what}: no escapes shown in: {text}"
    );
}

/// A hand felt can replay, with `name` as both players' names (TOML-escaped).
fn hand_with_names(name: &str) -> String {
    let quoted = toml_string(name);
    format!(
        r#"variant = "felt-auction"
antes = [0, 0]
blinds_or_straddles = [1, 2]
min_bet = 2
starting_stacks = [400, 400]
hand = 1
players = [{quoted}, {quoted}]
finishing_stacks = [402, 398]
_felt_variant = "auction"
_felt_bids = [0, 0]
actions = [
  "d dh p1 7s8s", "d dh p2 Jd2h", "p2 cc", "p1 cc", "d db Js9c5h", "p1 bid 0", "p2 bid 0",
  "d dh p2 6h", "d dh p1 Tc", "p1 cc", "p2 cc", "d db Ts", "p1 cc", "p2 cc", "d db 7d",
  "p1 cc", "p2 cc", "p1 sm 7s8sTc", "p2 sm Jd2h6h",
]
"#
    )
}

/// `s` as a TOML basic string, control characters as `\uXXXX`.
fn toml_string(s: &str) -> String {
    let mut out = String::from("\"");
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            c if c.is_control() => out.push_str(&format!("\\u{:04X}", c as u32)),
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

fn felt_in(home: &Path, args: &[&str], term: Option<&str>) -> Output {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_felt"));
    cmd.args(args)
        .env("HOME", home)
        .env("XDG_DATA_HOME", home.join("data"))
        .env("XDG_CONFIG_HOME", home.join("config"));
    if let Some(t) = term {
        cmd.env("TERM", t);
    }
    cmd.output().unwrap()
}

#[test]
fn a_phh_player_name_with_escape_sequences_is_replayed_as_escapes() {
    let home = temp_dir("phh-name");
    let file = home.join("hand.phh");
    std::fs::write(&file, hand_with_names(&every_control())).unwrap();
    for term in [None, Some("dumb")] {
        let o = felt_in(&home, &["replay", file.to_str().unwrap()], term);
        assert!(o.status.success(), "{}", stderr(&o));
        assert_printable(&format!("replay, TERM={term:?}"), &o);
        assert!(stdout(&o).contains("\\x1b]2;PWNED\\x07"), "{}", stdout(&o));
    }
    let _ = std::fs::remove_dir_all(&home);
}

#[test]
fn every_output_path_shows_every_control_character_as_escapes() {
    let home = temp_dir("every-path");
    let evil = every_control().replace('\0', "");
    // A hand file's name (in the error for a file that cannot be read).
    let missing = home.join(format!("{evil}.phh"));
    let o = felt_in(&home, &["replay", missing.to_str().unwrap()], None);
    assert_eq!(o.status.code(), Some(2));
    assert_printable("a file name", &o);
    // A config string (an unknown game named in the error).
    let config = home.join("config.toml");
    std::fs::write(
        &config,
        format!("[play]\nvariant = {}\n", toml_string(&every_control())),
    )
    .unwrap();
    let o = felt_in(
        &home,
        &["stats", "--config", config.to_str().unwrap()],
        None,
    );
    assert_eq!(o.status.code(), Some(2));
    assert_printable("a config string", &o);
    // A data folder whose name holds them (the damaged stats file's warning and the report).
    let data = home.join(&evil);
    std::fs::create_dir_all(&data).unwrap();
    std::fs::write(data.join("stats.json"), "not json").unwrap();
    let config = home.join("config2.toml");
    std::fs::write(
        &config,
        format!("data_dir = {}\n", toml_string(data.to_str().unwrap())),
    )
    .unwrap();
    let o = felt_in(
        &home,
        &["stats", "--config", config.to_str().unwrap()],
        None,
    );
    assert!(o.status.success(), "{}", stderr(&o));
    assert_printable("a stats warning", &o);
    // An error message quoting a bot's path.
    let bot = format!("external:{}", home.join(&evil).join("nobot").display());
    let o = felt_in(&home, &["arena", "--bots", &format!("{bot},caller")], None);
    assert_eq!(o.status.code(), Some(2));
    assert_printable("an error message", &o);
    // A hand file in the data folder, listed by the picker (piped: one name per line).
    let hands = data.join("hands").join("auction");
    std::fs::create_dir_all(&hands).unwrap();
    std::fs::write(hands.join(format!("{evil}.phh")), hand_with_names("x")).unwrap();
    let o = felt_in(
        &home,
        &["replay", "--config", config.to_str().unwrap()],
        None,
    );
    assert!(o.status.success(), "{}", stderr(&o));
    assert_printable("the saved hands list", &o);
    let _ = std::fs::remove_dir_all(&home);
}

#[test]
fn a_hosted_bots_escape_sequences_leave_the_arena_json_whole_and_printable() {
    let home = std::env::temp_dir().join(format!("felt-json-escbot-{}", std::process::id()));
    let bot = home.join("escbot");
    std::fs::create_dir_all(&bot).unwrap();
    let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/fakebot.py");
    let commands = serde_json::json!({"build": [], "run": [
        "python3", script.to_string_lossy(), "escape", bot.join("log").to_string_lossy(), ""
    ]});
    std::fs::write(bot.join("commands.json"), commands.to_string()).unwrap();
    let spec = format!("external:{},medium", bot.display());
    let args = [
        "arena",
        "--variant",
        "auction",
        "--bots",
        &spec,
        "--hands",
        "20",
        "--json",
    ];
    let o = felt_in(&home, &args, None);
    let text = String::from_utf8_lossy(&o.stdout).into_owned();
    let v: serde_json::Value = serde_json::from_str(&text).expect("the report is whole JSON");
    assert!(
        !v["bots"][0]["protocol_events"]
            .as_array()
            .unwrap()
            .is_empty(),
        "{text}"
    );
    assert!(
        !text.chars().any(|c| c.is_control() && c != '\n'),
        "raw control characters in {text:?}"
    );
    let _ = std::fs::remove_dir_all(&home);
}
