//! The configuration file: the example file is exactly felt's defaults, a custom file is read
//! table by table, every mistake names the file, the line and the key, and a file's stakes
//! become the right match rules.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::path::{Path, PathBuf};

use felt::config::{Config, ConfigError, HoldemFormat, Key, Keys, Stakes};
use felt::engine::VariantId;
use felt::session::{MatchConfig, MatchFormat};

const EXAMPLE: &str = include_str!("../config.example.toml");

fn parse(text: &str) -> Result<Config, ConfigError> {
    Config::from_str_named(text, "config.toml")
}

fn error(text: &str) -> String {
    parse(text).unwrap_err().to_string()
}

#[test]
fn example_file_is_exactly_the_defaults() {
    let config = Config::from_str_named(EXAMPLE, "config.example.toml").unwrap();
    assert_eq!(config, Config::default());
}

#[test]
fn example_file_mentions_every_key() {
    let defaults = toml::to_string(&Config::default()).unwrap();
    for line in defaults.lines().filter(|l| l.contains('=')) {
        let key = line.split('=').next().unwrap().trim();
        assert!(
            EXAMPLE
                .lines()
                .any(|l| l.trim_start().starts_with(&format!("{key} ="))),
            "config.example.toml lacks {key}"
        );
    }
    assert!(EXAMPLE.contains("# data_dir ="));
}

#[test]
fn empty_file_is_the_defaults() {
    assert_eq!(parse("").unwrap(), Config::default());
    assert_eq!(parse("# nothing yet\n").unwrap(), Config::default());
}

#[test]
fn defaults_are_felts_built_in_defaults() {
    let config = Config::default();
    assert_eq!(config.table.pause_ms, 600);
    assert!(config.table.colour && !config.table.four_colour);
    assert!(!config.table.ascii && !config.table.learn);
    assert_eq!(config.play.variant, "auction");
    assert_eq!(config.play.bot, "medium");
    // No length set: each game plays its own (the competition's 1,000 hands, hold'em cash
    // until you stop).
    assert_eq!(config.play.hands, None);
    assert_eq!(config.play_hands(VariantId::SneakPeek), 1000);
    assert_eq!(config.play_hands(VariantId::Holdem), 0);
    assert_eq!(config.match_config(VariantId::Auction).hands, Some(1000));
    assert_eq!(config.match_config(VariantId::Holdem).hands, None);
    assert_eq!(config.holdem.format, HoldemFormat::Cash);
    assert_eq!(config.data_dir, None);
    for (variant, stakes) in [
        (VariantId::Holdem, config.holdem.stakes()),
        (VariantId::Auction, config.auction),
        (VariantId::SneakPeek, config.sneak_peek),
        (VariantId::RiverOfBlood, config.river_of_blood),
    ] {
        let m = MatchConfig::defaults(variant);
        assert_eq!(
            (stakes.stack, stakes.small_blind, stakes.big_blind),
            (m.stack, m.small_blind, m.big_blind),
            "{variant}"
        );
    }
    assert_eq!(
        (
            config.auction_flop.seats,
            config.auction_flop.stack,
            config.auction_flop.ante
        ),
        (4, 300, 3)
    );
    assert_eq!(config.keys.get("fold"), Some("f"));
    assert_eq!(config.keys.get("log_down"), Some("pagedown"));
}

#[test]
fn defaults_written_out_read_back_the_same() {
    let text = toml::to_string(&Config::default()).unwrap();
    assert_eq!(parse(&text).unwrap(), Config::default());
    assert!(text.contains("[sneak-peek]") && text.contains("next_hand = \"n\""));
}

#[test]
fn custom_file_is_read_table_by_table() {
    let text = r#"
data_dir = "/tmp/felt-data"

[table]
pause_ms = 0
four_colour = true
ascii = true
learn = true
colour = false

[play]
variant = "sneak-peek"
bot = "hard"
hands = 0

[holdem]
stack = 1000
small_blind = 5
big_blind = 10
format = "tournament"

[auction]
stack = 800

[river-of-blood]
small_blind = 2
big_blind = 4

[auction-flop]
seats = 6
stack = 500
ante = 5

[keys]
fold = "x"
check_call = "space"
help = "F1"
quit = "Esc"
"#;
    let config = parse(text).unwrap();
    assert_eq!(config.data_dir(), Some(PathBuf::from("/tmp/felt-data")));
    assert_eq!(config.table.pause_ms, 0);
    assert!(config.table.four_colour && config.table.ascii && config.table.learn);
    assert!(!config.table.colour);
    assert_eq!(config.variant(), VariantId::SneakPeek);
    assert_eq!(config.play.bot, "hard");
    assert_eq!(config.holdem.format, HoldemFormat::Tournament);
    assert_eq!(config.holdem.stack, 1000);
    assert_eq!(
        config.auction,
        Stakes {
            stack: 800,
            small_blind: 1,
            big_blind: 2
        }
    );
    assert_eq!(
        config.river_of_blood,
        Stakes {
            stack: 400,
            small_blind: 2,
            big_blind: 4
        }
    );
    assert_eq!(config.sneak_peek, Stakes::defaults(VariantId::SneakPeek));
    assert_eq!(config.auction_flop.seats, 6);
    assert_eq!(config.keys.get("fold"), Some("x"));
    assert_eq!(config.keys.get("raise"), Some("r"));
    let parsed = config.keys.parsed().unwrap();
    assert!(parsed.contains(&("check_call", Key::Space)));
    assert!(parsed.contains(&("help", Key::F(1))));
    assert!(parsed.contains(&("quit", Key::Esc)));
}

#[test]
fn a_partly_written_table_keeps_that_variants_defaults() {
    let config = parse("[sneak-peek]\nstack = 6000\n").unwrap();
    assert_eq!(
        config.sneak_peek,
        Stakes {
            stack: 6000,
            small_blind: 10,
            big_blind: 20
        }
    );
}

#[test]
fn keys_list_every_action_in_order() {
    let keys = Keys::default();
    let pairs = keys.pairs();
    assert_eq!(pairs.len(), 20);
    assert_eq!(pairs[0], ("fold", "f"));
    assert_eq!(pairs[13], ("next_hand", "n"));
    assert_eq!(pairs[14], ("more_notes", "tab"));
    let actions: Vec<&str> = pairs.iter().map(|(a, _)| *a).collect();
    assert_eq!(actions, Keys::ACTIONS);
}

#[test]
fn big_blind_of_zero_names_table_key_and_line() {
    let text = "[table]\npause_ms = 100\n\n# cheap\n[auction]\nstack = 100\nbig_blind = 0\n";
    assert_eq!(
        error(text),
        "config.toml, line 7: [auction] big_blind must be at least 1"
    );
}

#[test]
fn small_blind_above_big_blind_is_rejected() {
    let text = "[river-of-blood]\nsmall_blind = 5\nbig_blind = 4\n";
    assert_eq!(
        error(text),
        "config.toml, line 2: [river-of-blood] small_blind (5) must not be larger than big_blind (4)"
    );
}

#[test]
fn stack_below_big_blind_is_rejected() {
    let text = "[holdem]\nbig_blind = 20\nsmall_blind = 10\nstack = 19\n";
    assert_eq!(
        error(text),
        "config.toml, line 4: [holdem] stack (19) must be at least big_blind (20)"
    );
    // The stack is not written: the error points at the table.
    let text = "[play]\nhands = 5\n[auction]\nbig_blind = 500\nsmall_blind = 250\n";
    assert_eq!(
        error(text),
        "config.toml, line 3: [auction] stack (400) must be at least big_blind (500)"
    );
}

#[test]
fn auction_flop_seats_must_be_three_to_six() {
    for seats in [0, 2, 7] {
        let text = format!("[auction-flop]\nstack = 300\nseats = {seats}\n");
        assert_eq!(
            error(&text),
            format!("config.toml, line 3: [auction-flop] seats must be 3 to 6, not {seats}")
        );
    }
    for seats in 3..=6 {
        assert!(parse(&format!("[auction-flop]\nseats = {seats}\n")).is_ok());
    }
}

#[test]
fn auction_flop_needs_an_ante_the_stack_can_pay() {
    let msg = error("[auction-flop]\nante = 0\n");
    assert!(
        msg.contains("line 2: [auction-flop] ante must be at least 1"),
        "{msg}"
    );
    let msg = error("[auction-flop]\nante = 50\nstack = 40\n");
    assert!(msg.contains("line 3: [auction-flop] stack (40)"), "{msg}");
}

#[test]
fn pause_longer_than_ten_seconds_is_rejected() {
    assert!(parse("[table]\npause_ms = 10000\n").is_ok());
    assert_eq!(
        error("[table]\npause_ms = 10001\n"),
        "config.toml, line 2: [table] pause_ms must be at most 10000 (ten seconds), not 10001"
    );
}

#[test]
fn unknown_variant_is_named_with_the_choices() {
    let msg = error("[play]\nbot = \"easy\"\nvariant = \"omaha\"\n");
    assert!(
        msg.starts_with("config.toml, line 3: [play] variant \"omaha\" is not a game"),
        "{msg}"
    );
    assert!(msg.contains("sneak-peek"), "{msg}");
    assert!(parse("[play]\nvariant = \"River_Of_Blood\"\n").is_ok());
}

#[test]
fn unknown_bot_is_named_with_the_choices() {
    let msg = error("[play]\nbot = \"shark\"\n");
    assert!(
        msg.starts_with("config.toml, line 2: [play] bot \"shark\" is not a bot"),
        "{msg}"
    );
    assert!(
        msg.contains("medium") && msg.contains("montecarlo"),
        "{msg}"
    );
    assert!(parse("[play]\nbot = \"Hard\"\n").is_ok());
}

#[test]
fn a_key_that_is_not_a_key_is_rejected() {
    for bad in ["ctrl-x", "", "f13", "pgup"] {
        let msg = error(&format!("[keys]\nfold = \"x\"\nraise = \"{bad}\"\n"));
        assert!(
            msg.starts_with(&format!(
                "config.toml, line 3: [keys] raise \"{bad}\" is not a key"
            )),
            "{msg}"
        );
    }
}

#[test]
fn two_actions_on_one_key_are_rejected() {
    assert_eq!(
        error("[keys]\nfold = \"x\"\nraise = \"x\"\n"),
        "config.toml, line 3: [keys] raise \"x\" is already the key for fold"
    );
    // The default of an action not written counts too, and letters match in either case.
    assert_eq!(
        error("[keys]\nquit = \"F\"\n"),
        "config.toml, line 2: [keys] quit \"F\" is already the key for fold"
    );
    assert!(error("[keys]\nnext_hand = \"PageUp\"\n").contains("already the key for log_up"));
}

#[test]
fn a_misspelt_key_names_key_table_and_line() {
    let msg = error("[auction]\nsmall_blind = 1\nstakc = 400\n");
    assert!(
        msg.starts_with("config.toml, line 3: unknown key \"stakc\" in [auction]"),
        "{msg}"
    );
    assert!(msg.contains("stack"), "{msg}");
    let msg = error("[play]\nhands = 10\n\n[auctoin]\nstack = 1\n");
    assert!(
        msg.starts_with("config.toml, line 4: unknown key \"auctoin\" at the top level"),
        "{msg}"
    );
    let msg = error("[table]\npause = 5\n");
    assert!(
        msg.starts_with("config.toml, line 2: unknown key \"pause\" in [table]"),
        "{msg}"
    );
}

#[test]
fn a_value_of_the_wrong_type_names_key_and_line() {
    assert_eq!(
        error("[play]\nhands = 3\n[table]\npause_ms = \"fast\"\n"),
        "config.toml, line 4: table.pause_ms: invalid type: found string \"fast\", expected u64"
    );
    let msg = error("[holdem]\nformat = \"sit-and-go\"\n");
    assert!(
        msg.starts_with("config.toml, line 2: holdem.format: unknown variant `sit-and-go`"),
        "{msg}"
    );
    let msg = error("[auction]\nstack = -1\n");
    assert!(
        msg.starts_with("config.toml, line 2: auction.stack: invalid value"),
        "{msg}"
    );
}

#[test]
fn broken_toml_names_the_line() {
    let msg = error("[table]\nascii = true\ncolour = \n");
    assert!(
        msg.starts_with("config.toml, line 3: table.colour: "),
        "{msg}"
    );
    let msg = error("[table\n");
    assert!(msg.starts_with("config.toml, line 1: "), "{msg}");
}

#[test]
fn missing_explicit_file_is_an_error_naming_the_path() {
    let path = Path::new(env!("CARGO_TARGET_TMPDIR")).join("no-such-felt-config.toml");
    let err = Config::load(Some(&path)).unwrap_err();
    assert!(matches!(err, ConfigError::Io { .. }), "{err:?}");
    let msg = err.to_string();
    assert!(msg.contains("no-such-felt-config.toml"), "{msg}");
    assert!(msg.starts_with("cannot read "), "{msg}");
}

#[test]
fn explicit_file_is_read_and_its_path_returned() {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR"));
    let path = dir.join(format!("felt-config-{}.toml", std::process::id()));
    std::fs::write(&path, "[play]\nhands = 20\n").unwrap();
    let (config, from) = Config::load(Some(&path)).unwrap();
    assert_eq!(config.play.hands, Some(20));
    assert_eq!(from.as_deref(), Some(path.as_path()));

    std::fs::write(&path, "[play]\nhands = 20\nbot = \"shark\"\n").unwrap();
    let msg = Config::load(Some(&path)).unwrap_err().to_string();
    assert!(
        msg.contains(&format!(
            "felt-config-{}.toml, line 3: [play] bot",
            std::process::id()
        )),
        "{msg}"
    );
    std::fs::remove_file(&path).unwrap();
}

#[test]
fn default_locations_are_felts_platform_directories() {
    if let Some(path) = Config::default_path() {
        assert!(path.ends_with("config.toml"));
        assert!(path.parent().unwrap().ends_with("felt"));
    }
    if let Some(dir) = Config::default().data_dir() {
        assert!(dir.to_string_lossy().contains("felt"));
    }
}

#[test]
fn match_config_takes_the_variants_stakes_and_the_match_length() {
    let config = parse("[sneak-peek]\nstack = 3000\n[play]\nhands = 50\n").unwrap();
    assert_eq!(
        config.match_config(VariantId::SneakPeek),
        MatchConfig {
            variant: VariantId::SneakPeek,
            stack: 3000,
            small_blind: 10,
            big_blind: 20,
            hands: Some(50),
            format: MatchFormat::ResetStacks,
        }
    );
    let defaults = Config::default();
    assert_eq!(
        defaults.match_config(VariantId::Auction),
        MatchConfig {
            hands: Some(1000),
            ..MatchConfig::defaults(VariantId::Auction)
        }
    );
    let unlimited = parse("[play]\nhands = 0\n").unwrap();
    assert_eq!(unlimited.match_config(VariantId::Holdem).hands, None);
    assert_eq!(
        unlimited.match_config(VariantId::Holdem),
        MatchConfig::defaults(VariantId::Holdem)
    );
}

#[test]
fn holdem_tournament_keeps_the_configured_stack_and_blinds() {
    let config = parse(
        "[play]\nhands = 0\n[holdem]\nformat = \"tournament\"\nstack = 1500\nsmall_blind = 15\nbig_blind = 30\n",
    )
    .unwrap();
    assert_eq!(
        config.match_config(VariantId::Holdem),
        MatchConfig {
            stack: 1500,
            small_blind: 15,
            big_blind: 30,
            ..MatchConfig::tournament()
        }
    );
    // The tournament format does not touch the other variants.
    assert_eq!(
        config.match_config(VariantId::Auction).format,
        MatchFormat::ResetStacks
    );
    // Unwritten, the stack and blinds are the tournament's own (500 chips, 10/20), as the
    // rules page and the arena's tournaments describe it, not the cash game's.
    let plain = parse("[play]\nhands = 0\n[holdem]\nformat = \"tournament\"\n").unwrap();
    assert_eq!(
        plain.match_config(VariantId::Holdem),
        MatchConfig::tournament()
    );
    let deep =
        parse("[play]\nhands = 0\n[holdem]\nformat = \"tournament\"\nstack = 1000\n").unwrap();
    assert_eq!(
        deep.match_config(VariantId::Holdem),
        MatchConfig {
            stack: 1000,
            ..MatchConfig::tournament()
        }
    );
    // The cash game keeps its own defaults, and a key felt does not know is still refused.
    let cash = parse("[play]\nhands = 0\n[holdem]\nformat = \"cash\"\n").unwrap();
    assert_eq!(
        cash.match_config(VariantId::Holdem),
        MatchConfig::defaults(VariantId::Holdem)
    );
    assert!(parse("[holdem]\nformat = \"tournament\"\nstacks = 5\n").is_err());
}
