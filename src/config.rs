//! felt's configuration file: the serde structs with felt's built-in defaults, their
//! validation, the key map's syntax, and where the file and the data directory live.
//!
//! The file is TOML, read from `config.toml` in the platform config directory (for example
//! `~/.config/felt/config.toml` on Linux) or from a path given on the command line. Every key
//! is optional; a missing key keeps its default, so an empty file is the default
//! configuration. `config.example.toml` at the repository root lists every key with its
//! default. Mistakes are reported as a [`ConfigError`] naming the file, the line and the key:
//!
//! ```
//! use felt::config::Config;
//!
//! let err = Config::from_str_named("[auction]\nbig_blind = 0\n", "config.toml").unwrap_err();
//! assert_eq!(
//!     err.to_string(),
//!     "config.toml, line 2: [auction] big_blind must be at least 1"
//! );
//! ```

use std::collections::HashMap;
use std::fmt;
use std::io;
use std::path::{Path, PathBuf};
use std::str::FromStr;
use std::time::Duration;

use directories::{BaseDirs, ProjectDirs};
use serde::{Deserialize, Deserializer, Serialize};
use thiserror::Error;

use crate::bots::BOTS;
use crate::engine::{Chips, VariantId};
use crate::session::MatchConfig;

/// The name of the configuration file inside felt's config directory.
pub const FILE_NAME: &str = "config.toml";

/// The longest pause after a bot acts that the file may ask for, in milliseconds.
pub const MAX_PAUSE_MS: u64 = 10_000;

/// The seat counts Auction Flop Poker can be played with.
pub const AUCTION_FLOP_SEATS: std::ops::RangeInclusive<u8> = 3..=6;

/// Everything the configuration file can set.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct Config {
    /// Where hand histories and statistics are kept; `None` is the platform data directory.
    /// See [`Config::data_dir`].
    #[serde(skip_serializing_if = "Option::is_none")]
    pub data_dir: Option<String>,
    /// How the table looks and paces itself.
    pub table: TableConfig,
    /// What the start screen offers.
    pub play: PlayConfig,
    /// Heads-up no-limit hold'em.
    pub holdem: HoldemConfig,
    /// Auction Hold'em.
    #[serde(deserialize_with = "auction_stakes")]
    pub auction: Stakes,
    /// Sneak Peek Hold'em.
    #[serde(rename = "sneak-peek", deserialize_with = "sneak_peek_stakes")]
    pub sneak_peek: Stakes,
    /// River of Blood Hold'em.
    #[serde(rename = "river-of-blood", deserialize_with = "river_of_blood_stakes")]
    pub river_of_blood: Stakes,
    /// Auction Flop Poker.
    #[serde(rename = "auction-flop")]
    pub auction_flop: AuctionFlopConfig,
    /// The key map.
    pub keys: Keys,
}

impl Default for Config {
    fn default() -> Config {
        Config {
            data_dir: None,
            table: TableConfig::default(),
            play: PlayConfig::default(),
            holdem: HoldemConfig::default(),
            auction: Stakes::defaults(VariantId::Auction),
            sneak_peek: Stakes::defaults(VariantId::SneakPeek),
            river_of_blood: Stakes::defaults(VariantId::RiverOfBlood),
            auction_flop: AuctionFlopConfig::default(),
            keys: Keys::default(),
        }
    }
}

/// `[table]`: how the table looks and paces itself.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct TableConfig {
    /// The pause after a bot acts so a person can read it, in milliseconds (0: no pause).
    pub pause_ms: u64,
    /// A four-colour deck: spades black, hearts red, diamonds blue, clubs green.
    pub four_colour: bool,
    /// Cards drawn as "Ah", without suit symbols.
    pub ascii: bool,
    /// Teaching mode on at start.
    pub learn: bool,
    /// Colours at all.
    pub colour: bool,
}

impl Default for TableConfig {
    fn default() -> TableConfig {
        TableConfig {
            pause_ms: 600,
            four_colour: false,
            ascii: false,
            learn: false,
            colour: true,
        }
    }
}

impl TableConfig {
    /// The pause after a bot acts.
    pub fn pause(&self) -> Duration {
        Duration::from_millis(self.pause_ms)
    }
}

/// `[play]`: what the start screen offers.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct PlayConfig {
    /// The game selected at start, a [`VariantId`] ("auction", "sneak-peek", ...).
    pub variant: String,
    /// The opponent selected at start, one of the names in [`BOTS`].
    pub bot: String,
    /// The match length offered, in hands (0: unlimited).
    pub hands: u32,
}

impl Default for PlayConfig {
    fn default() -> PlayConfig {
        PlayConfig {
            variant: VariantId::Auction.id().to_string(),
            bot: "medium".to_string(),
            hands: 100,
        }
    }
}

/// The stack and blinds of a heads-up variant: `[auction]`, `[sneak-peek]`,
/// `[river-of-blood]`. Inside a [`Config`] each table's missing keys take that variant's
/// defaults ([`Stakes::defaults`]); `Stakes::default()` is Auction Hold'em's.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct Stakes {
    /// Each player's stack at the start of a hand.
    pub stack: Chips,
    pub small_blind: Chips,
    pub big_blind: Chips,
}

impl Stakes {
    /// The stack and blinds of [`MatchConfig::defaults`] for `variant`.
    pub fn defaults(variant: VariantId) -> Stakes {
        let m = MatchConfig::defaults(variant);
        Stakes {
            stack: m.stack,
            small_blind: m.small_blind,
            big_blind: m.big_blind,
        }
    }
}

impl Default for Stakes {
    fn default() -> Stakes {
        Stakes::defaults(VariantId::Auction)
    }
}

/// A `[auction]`-style table as written: the keys present, so the rest can take the
/// variant's defaults.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct StakesPatch {
    stack: Option<Chips>,
    small_blind: Option<Chips>,
    big_blind: Option<Chips>,
}

fn stakes_for<'de, D: Deserializer<'de>>(d: D, variant: VariantId) -> Result<Stakes, D::Error> {
    let patch = StakesPatch::deserialize(d)?;
    let base = Stakes::defaults(variant);
    Ok(Stakes {
        stack: patch.stack.unwrap_or(base.stack),
        small_blind: patch.small_blind.unwrap_or(base.small_blind),
        big_blind: patch.big_blind.unwrap_or(base.big_blind),
    })
}

fn auction_stakes<'de, D: Deserializer<'de>>(d: D) -> Result<Stakes, D::Error> {
    stakes_for(d, VariantId::Auction)
}

fn sneak_peek_stakes<'de, D: Deserializer<'de>>(d: D) -> Result<Stakes, D::Error> {
    stakes_for(d, VariantId::SneakPeek)
}

fn river_of_blood_stakes<'de, D: Deserializer<'de>>(d: D) -> Result<Stakes, D::Error> {
    stakes_for(d, VariantId::RiverOfBlood)
}

/// How hold'em stacks behave between hands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum HoldemFormat {
    /// Stacks reset every hand.
    #[default]
    Cash,
    /// Stacks carry over and the blinds rise (see [`MatchConfig::tournament`]).
    Tournament,
}

/// `[holdem]`: heads-up no-limit hold'em.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct HoldemConfig {
    /// Each player's stack at the start of a hand (cash) or of the match (tournament).
    pub stack: Chips,
    /// The blinds (the first level's in a tournament).
    pub small_blind: Chips,
    pub big_blind: Chips,
    pub format: HoldemFormat,
}

impl Default for HoldemConfig {
    fn default() -> HoldemConfig {
        let s = Stakes::defaults(VariantId::Holdem);
        HoldemConfig {
            stack: s.stack,
            small_blind: s.small_blind,
            big_blind: s.big_blind,
            format: HoldemFormat::Cash,
        }
    }
}

impl HoldemConfig {
    /// The stack and blinds.
    pub fn stakes(&self) -> Stakes {
        Stakes {
            stack: self.stack,
            small_blind: self.small_blind,
            big_blind: self.big_blind,
        }
    }
}

/// `[auction-flop]`: Auction Flop Poker.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct AuctionFlopConfig {
    /// Seats at the table, 3 to 6 (one person, the rest bots).
    pub seats: u8,
    /// Each seat's stack at the start of a hand.
    pub stack: Chips,
    /// What every seat puts in before the deal.
    pub ante: Chips,
}

impl Default for AuctionFlopConfig {
    fn default() -> AuctionFlopConfig {
        AuctionFlopConfig {
            seats: 4,
            stack: 300,
            ante: 3,
        }
    }
}

/// A key as written in `[keys]`: one printable character, or a named key. Case does not
/// matter: the table treats "F" and "f" as the same key, so both parse to `Char('f')`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Key {
    Char(char),
    Space,
    Enter,
    Esc,
    Tab,
    Backspace,
    Up,
    Down,
    Left,
    Right,
    PageUp,
    PageDown,
    Home,
    End,
    /// A function key, 1 to 12.
    F(u8),
}

/// The named keys, as written in the file (f1 to f12 aside).
const NAMED_KEYS: [(&str, Key); 13] = [
    ("space", Key::Space),
    ("enter", Key::Enter),
    ("esc", Key::Esc),
    ("tab", Key::Tab),
    ("backspace", Key::Backspace),
    ("up", Key::Up),
    ("down", Key::Down),
    ("left", Key::Left),
    ("right", Key::Right),
    ("pageup", Key::PageUp),
    ("pagedown", Key::PageDown),
    ("home", Key::Home),
    ("end", Key::End),
];

/// The text is not a key felt knows.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error(
    "\"{0}\" is not a key (write one printable character, or one of: space, enter, esc, tab, \
     backspace, up, down, left, right, pageup, pagedown, home, end, f1 to f12)"
)]
pub struct BadKey(pub String);

impl FromStr for Key {
    type Err = BadKey;

    fn from_str(s: &str) -> Result<Key, BadKey> {
        let bad = || BadKey(s.to_string());
        let mut chars = s.chars();
        if let (Some(c), None) = (chars.next(), chars.next()) {
            return match c {
                ' ' => Ok(Key::Space),
                c if c.is_control() => Err(bad()),
                c => Ok(Key::Char(c.to_ascii_lowercase())),
            };
        }
        let lower = s.to_ascii_lowercase();
        if let Some((_, key)) = NAMED_KEYS.iter().find(|(name, _)| *name == lower) {
            return Ok(*key);
        }
        lower
            .strip_prefix('f')
            .filter(|n| !n.starts_with('0'))
            .and_then(|n| n.parse::<u8>().ok())
            .filter(|n| (1..=12).contains(n))
            .map(Key::F)
            .ok_or_else(bad)
    }
}

impl fmt::Display for Key {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Key::Char(c) => write!(f, "{c}"),
            Key::F(n) => write!(f, "f{n}"),
            named => {
                let name = NAMED_KEYS
                    .iter()
                    .find(|(_, key)| key == named)
                    .map_or("?", |(name, _)| name);
                f.write_str(name)
            }
        }
    }
}

/// `[keys]`: the key for each action at the table, as written in the file (see [`Key`]).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct Keys {
    pub fold: String,
    pub check_call: String,
    pub raise: String,
    pub all_in: String,
    /// Raise size presets: the minimum, half the pot, two thirds of the pot, the pot.
    pub min: String,
    pub half_pot: String,
    pub two_thirds_pot: String,
    pub pot: String,
    pub help: String,
    pub learn: String,
    pub quit: String,
    /// Scroll the hand log.
    pub log_up: String,
    pub log_down: String,
    pub next_hand: String,
}

impl Default for Keys {
    fn default() -> Keys {
        Keys {
            fold: "f".into(),
            check_call: "c".into(),
            raise: "r".into(),
            all_in: "a".into(),
            min: "m".into(),
            half_pot: "h".into(),
            two_thirds_pot: "t".into(),
            pot: "p".into(),
            help: "?".into(),
            learn: "l".into(),
            quit: "q".into(),
            log_up: "pageup".into(),
            log_down: "pagedown".into(),
            next_hand: "n".into(),
        }
    }
}

impl Keys {
    /// The action names, in the order of the file and the help overlay.
    pub const ACTIONS: [&'static str; 14] = [
        "fold",
        "check_call",
        "raise",
        "all_in",
        "min",
        "half_pot",
        "two_thirds_pot",
        "pot",
        "help",
        "learn",
        "quit",
        "log_up",
        "log_down",
        "next_hand",
    ];

    /// The key written for `action` (one of [`Keys::ACTIONS`]); `None` for an unknown action.
    pub fn get(&self, action: &str) -> Option<&str> {
        let key = match action {
            "fold" => &self.fold,
            "check_call" => &self.check_call,
            "raise" => &self.raise,
            "all_in" => &self.all_in,
            "min" => &self.min,
            "half_pot" => &self.half_pot,
            "two_thirds_pot" => &self.two_thirds_pot,
            "pot" => &self.pot,
            "help" => &self.help,
            "learn" => &self.learn,
            "quit" => &self.quit,
            "log_up" => &self.log_up,
            "log_down" => &self.log_down,
            "next_hand" => &self.next_hand,
            _ => return None,
        };
        Some(key)
    }

    /// Every (action, key) pair, in the order of [`Keys::ACTIONS`].
    pub fn pairs(&self) -> Vec<(&'static str, &str)> {
        Keys::ACTIONS
            .iter()
            .filter_map(|&action| self.get(action).map(|key| (action, key)))
            .collect()
    }

    /// Every (action, key) pair with the key parsed.
    ///
    /// # Errors
    /// The first key that is not a [`Key`], with its action.
    pub fn parsed(&self) -> Result<Vec<(&'static str, Key)>, (&'static str, BadKey)> {
        self.pairs()
            .into_iter()
            .map(|(action, text)| {
                text.parse::<Key>()
                    .map(|key| (action, key))
                    .map_err(|e| (action, e))
            })
            .collect()
    }
}

/// Where in which file something went wrong.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Location {
    /// The file as shown to the user (the home directory written as `~`).
    pub file: String,
    /// 1-based line, when known.
    pub line: Option<usize>,
}

impl fmt::Display for Location {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.line {
            Some(line) => write!(f, "{}, line {line}", self.file),
            None => f.write_str(&self.file),
        }
    }
}

/// A well-formed configuration with a value felt cannot use.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error("{}{key} {message}", table.map(|t| format!("[{t}] ")).unwrap_or_default())]
pub struct Problem {
    /// The table holding the key (`None` at the top level).
    pub table: Option<&'static str>,
    pub key: &'static str,
    /// What is wrong, in words that follow the key ("must be at least 1").
    pub message: String,
}

impl Problem {
    fn new(table: Option<&'static str>, key: &'static str, message: impl Into<String>) -> Problem {
        Problem {
            table,
            key,
            message: message.into(),
        }
    }
}

/// Why a configuration file could not be used.
#[derive(Debug, Error)]
pub enum ConfigError {
    /// The file could not be read (an explicitly named file that does not exist included).
    #[error("cannot read {}: {source}", display_path(path))]
    Io {
        path: PathBuf,
        #[source]
        source: io::Error,
    },
    /// Not valid TOML, or a value of the wrong type; `key` is the dotted key when known.
    #[error("{at}: {}{message}", key.as_ref().map(|k| format!("{k}: ")).unwrap_or_default())]
    Toml {
        at: Location,
        key: Option<String>,
        message: String,
    },
    /// A key felt does not know (often a typo).
    #[error("{at}: unknown key \"{key}\" {}{}", table_words(table.as_deref()), known_words(expected))]
    UnknownKey {
        at: Location,
        /// The dotted table name (`None` at the top level).
        table: Option<String>,
        key: String,
        /// The keys that table does know.
        expected: Vec<String>,
    },
    /// A value felt cannot use (a big blind of 0, an unknown bot, a key used twice).
    #[error("{at}: {problem}")]
    Invalid { at: Location, problem: Problem },
}

fn table_words(table: Option<&str>) -> String {
    match table {
        Some(t) => format!("in [{t}]"),
        None => "at the top level".to_string(),
    }
}

fn known_words(expected: &[String]) -> String {
    if expected.is_empty() {
        String::new()
    } else {
        format!(" (known keys: {})", expected.join(", "))
    }
}

impl Config {
    /// The default file: `config.toml` in the platform config directory (for example
    /// `~/.config/felt/config.toml`); `None` when the platform has no home directory.
    pub fn default_path() -> Option<PathBuf> {
        ProjectDirs::from("", "", "felt").map(|dirs| dirs.config_dir().join(FILE_NAME))
    }

    /// Reads the configuration: from `explicit` when given (it must exist), otherwise from
    /// [`Config::default_path`] if that file exists, otherwise the defaults. Returns the file
    /// read, if any.
    ///
    /// # Errors
    /// [`ConfigError::Io`] when the file cannot be read (or `explicit` does not exist); the
    /// other variants when it is not a valid configuration (see [`Config::from_str_named`]).
    pub fn load(explicit: Option<&Path>) -> Result<(Config, Option<PathBuf>), ConfigError> {
        let path = match explicit {
            Some(path) => path.to_path_buf(),
            None => match Config::default_path() {
                Some(path) => path,
                None => return Ok((Config::default(), None)),
            },
        };
        let text = match std::fs::read_to_string(&path) {
            Ok(text) => text,
            Err(e) if explicit.is_none() && e.kind() == io::ErrorKind::NotFound => {
                return Ok((Config::default(), None));
            }
            Err(source) => return Err(ConfigError::Io { path, source }),
        };
        let config = Config::from_str_named(&text, &display_path(&path))?;
        Ok((config, Some(path)))
    }

    /// Parses and validates `text`; errors name the file as `name`.
    ///
    /// # Errors
    /// [`ConfigError::Toml`] for TOML syntax and wrongly typed values,
    /// [`ConfigError::UnknownKey`] for a key felt does not know, and [`ConfigError::Invalid`]
    /// for a value felt cannot use (see [`Config::validate`]).
    pub fn from_str_named(text: &str, name: &str) -> Result<Config, ConfigError> {
        let config: Config = toml::from_str(text).map_err(|e| toml_error(&e, text, name))?;
        config.validate().map_err(|problem| ConfigError::Invalid {
            at: Location {
                file: name.to_string(),
                line: problem_line(text, &problem),
            },
            problem,
        })?;
        Ok(config)
    }

    /// Checks the values: blinds of at least 1 with the small blind no larger than the big
    /// blind, stacks of at least a big blind (an ante for Auction Flop Poker), 3 to 6 Auction
    /// Flop seats, a pause of at most [`MAX_PAUSE_MS`], a known variant and bot, and keys that
    /// are valid and all different.
    ///
    /// # Errors
    /// The first [`Problem`] found.
    pub fn validate(&self) -> Result<(), Problem> {
        let t = &self.table;
        if t.pause_ms > MAX_PAUSE_MS {
            return Err(Problem::new(
                Some("table"),
                "pause_ms",
                format!(
                    "must be at most {MAX_PAUSE_MS} (ten seconds), not {}",
                    t.pause_ms
                ),
            ));
        }
        if self.play.variant.parse::<VariantId>().is_err() {
            return Err(Problem::new(
                Some("play"),
                "variant",
                format!(
                    "\"{}\" is not a game felt knows (choose one of: {})",
                    self.play.variant,
                    VariantId::ALL.map(VariantId::id).join(", ")
                ),
            ));
        }
        let bot = self.play.bot.trim();
        if !BOTS.iter().any(|(name, _)| name.eq_ignore_ascii_case(bot)) {
            return Err(Problem::new(
                Some("play"),
                "bot",
                format!(
                    "\"{}\" is not a bot felt knows (choose one of: {})",
                    self.play.bot,
                    BOTS.map(|(name, _)| name).join(", ")
                ),
            ));
        }
        check_stakes("holdem", self.holdem.stakes())?;
        check_stakes("auction", self.auction)?;
        check_stakes("sneak-peek", self.sneak_peek)?;
        check_stakes("river-of-blood", self.river_of_blood)?;
        let af = &self.auction_flop;
        if !AUCTION_FLOP_SEATS.contains(&af.seats) {
            return Err(Problem::new(
                Some("auction-flop"),
                "seats",
                format!("must be 3 to 6, not {}", af.seats),
            ));
        }
        if af.ante == 0 {
            return Err(Problem::new(
                Some("auction-flop"),
                "ante",
                "must be at least 1",
            ));
        }
        if af.stack < af.ante {
            return Err(Problem::new(
                Some("auction-flop"),
                "stack",
                format!("({}) must be at least the ante ({})", af.stack, af.ante),
            ));
        }
        if af.stack.checked_mul(Chips::from(af.seats)).is_none() {
            return Err(Problem::new(
                Some("auction-flop"),
                "stack",
                format!(
                    "({}) is too large: the {} stacks must add up to at most {} chips",
                    af.stack,
                    af.seats,
                    Chips::MAX
                ),
            ));
        }
        check_keys(&self.keys)?;
        if self
            .data_dir
            .as_deref()
            .is_some_and(|d| d.trim().is_empty())
        {
            return Err(Problem::new(
                None,
                "data_dir",
                "must not be empty (leave it out for the default)",
            ));
        }
        Ok(())
    }

    /// The game selected at start ([`VariantId::Auction`] if `[play] variant` is not valid,
    /// which [`Config::validate`] rejects).
    pub fn variant(&self) -> VariantId {
        self.play.variant.parse().unwrap_or(VariantId::Auction)
    }

    /// Where hand histories and statistics go: `data_dir` (a leading `~` is the home
    /// directory), or else the platform data directory (for example `~/.local/share/felt`);
    /// `None` when neither is known.
    pub fn data_dir(&self) -> Option<PathBuf> {
        match &self.data_dir {
            Some(dir) => Some(expand_home(dir)),
            None => ProjectDirs::from("", "", "felt").map(|dirs| dirs.data_dir().to_path_buf()),
        }
    }

    /// The rules of a match of `variant` with this configuration: the variant's stack and
    /// blinds, `[play] hands` (0: unlimited), and for hold'em with `format = "tournament"`
    /// [`MatchConfig::tournament`] with the configured stack and blinds. For Auction Flop
    /// Poker only the stack is taken (its seats and ante are in [`Config::auction_flop`]).
    pub fn match_config(&self, variant: VariantId) -> MatchConfig {
        let hands = (self.play.hands > 0).then_some(self.play.hands);
        let (base, stakes) = match variant {
            VariantId::Holdem => {
                let base = match self.holdem.format {
                    HoldemFormat::Cash => MatchConfig::defaults(variant),
                    HoldemFormat::Tournament => MatchConfig::tournament(),
                };
                (base, self.holdem.stakes())
            }
            VariantId::Auction => (MatchConfig::defaults(variant), self.auction),
            VariantId::SneakPeek => (MatchConfig::defaults(variant), self.sneak_peek),
            VariantId::RiverOfBlood => (MatchConfig::defaults(variant), self.river_of_blood),
            VariantId::AuctionFlop => {
                let base = MatchConfig::defaults(variant);
                let stakes = Stakes {
                    stack: self.auction_flop.stack,
                    small_blind: base.small_blind,
                    big_blind: base.big_blind,
                };
                (base, stakes)
            }
        };
        MatchConfig {
            variant,
            stack: stakes.stack,
            small_blind: stakes.small_blind,
            big_blind: stakes.big_blind,
            hands,
            format: base.format,
        }
    }
}

fn check_stakes(table: &'static str, s: Stakes) -> Result<(), Problem> {
    if s.big_blind == 0 {
        return Err(Problem::new(Some(table), "big_blind", "must be at least 1"));
    }
    if s.small_blind > s.big_blind {
        return Err(Problem::new(
            Some(table),
            "small_blind",
            format!(
                "({}) must not be larger than big_blind ({})",
                s.small_blind, s.big_blind
            ),
        ));
    }
    if s.stack < s.big_blind {
        return Err(Problem::new(
            Some(table),
            "stack",
            format!("({}) must be at least big_blind ({})", s.stack, s.big_blind),
        ));
    }
    if s.stack.checked_mul(2).is_none() {
        return Err(Problem::new(
            Some(table),
            "stack",
            format!(
                "({}) is too large: the two stacks must add up to at most {} chips",
                s.stack,
                Chips::MAX
            ),
        ));
    }
    Ok(())
}

fn check_keys(keys: &Keys) -> Result<(), Problem> {
    let mut taken: HashMap<Key, &'static str> = HashMap::new();
    for (action, text) in keys.pairs() {
        let key = text
            .parse::<Key>()
            .map_err(|e| Problem::new(Some("keys"), action, e.to_string()))?;
        if let Some(other) = taken.insert(key, action) {
            // Name the key the file sets: when this action kept its default, the other one
            // was written (and so has a line to point at).
            let (named, kept) = if Keys::default().get(action) == Some(text) {
                (other, action)
            } else {
                (action, other)
            };
            return Err(Problem::new(
                Some("keys"),
                named,
                format!("\"{text}\" is already the key for {kept}"),
            ));
        }
    }
    Ok(())
}

/// `path` with the home directory written as `~`, for messages.
fn display_path(path: &Path) -> String {
    if let Some(home) = BaseDirs::new().map(|b| b.home_dir().to_path_buf())
        && let Ok(rest) = path.strip_prefix(&home)
    {
        return Path::new("~").join(rest).display().to_string();
    }
    path.display().to_string()
}

/// `dir` with a leading `~` replaced by the home directory.
fn expand_home(dir: &str) -> PathBuf {
    let home = || BaseDirs::new().map(|b| b.home_dir().to_path_buf());
    if dir == "~" {
        if let Some(home) = home() {
            return home;
        }
    } else if let Some(rest) = dir.strip_prefix("~/")
        && let Some(home) = home()
    {
        return home.join(rest);
    }
    PathBuf::from(dir)
}

/// A TOML or serde error as a [`ConfigError`] with the line and key it points at.
fn toml_error(e: &toml::de::Error, text: &str, name: &str) -> ConfigError {
    let line = e.span().map(|span| line_of(text, span.start));
    let at = Location {
        file: name.to_string(),
        line,
    };
    let message = e.message().trim().to_string();
    let place = line.map(|l| key_at_line(text, l));
    if let Some(rest) = message.strip_prefix("unknown field `")
        && let Some((key, expected)) = rest.split_once('`')
    {
        let table = match &place {
            Some(KeyAt::Header { name }) => parent(name),
            Some(KeyAt::Assignment { table, .. }) => table.clone(),
            None => None,
        };
        return ConfigError::UnknownKey {
            at,
            table,
            key: key.to_string(),
            expected: expected
                .split('`')
                .skip(1)
                .step_by(2)
                .map(str::to_string)
                .collect(),
        };
    }
    let key = match place {
        Some(KeyAt::Assignment { table, key }) => Some(match table {
            Some(table) => format!("{table}.{key}"),
            None => key,
        }),
        Some(KeyAt::Header { name }) => Some(name),
        None => None,
    };
    ConfigError::Toml {
        at,
        key,
        message: reword_serde(&message),
    }
}

/// serde's "invalid type: string \"x\", expected u64" as "invalid type: found string \"x\",
/// expected u64".
fn reword_serde(message: &str) -> String {
    for prefix in ["invalid type: ", "invalid value: "] {
        if let Some(rest) = message.strip_prefix(prefix) {
            return format!("{prefix}found {rest}");
        }
    }
    message.to_string()
}

/// The 1-based line holding byte `offset` of `text`.
fn line_of(text: &str, offset: usize) -> usize {
    let end = offset.min(text.len());
    text.as_bytes()[..end]
        .iter()
        .filter(|&&b| b == b'\n')
        .count()
        + 1
}

/// What a line of the file is.
enum KeyAt {
    /// A `[table]` header.
    Header { name: String },
    /// `key = value`, inside `table` (`None`: the top level).
    Assignment { table: Option<String>, key: String },
}

/// What line `line` (1-based) of `text` holds: a header, or a key inside the table above it.
fn key_at_line(text: &str, line: usize) -> KeyAt {
    let mut table = None;
    for (i, content) in text.lines().enumerate() {
        if let Some(name) = header_name(content) {
            if i + 1 == line {
                return KeyAt::Header { name };
            }
            table = Some(name);
        } else if i + 1 == line {
            let key = content
                .split_once('=')
                .map_or(content, |(key, _)| key)
                .trim();
            let key = dotted(key);
            // `a.b = 1` at the top level is key b in table a.
            let (table, key) = match (table, key.rsplit_once('.')) {
                (None, Some((t, k))) => (Some(t.to_string()), k.to_string()),
                (Some(t), Some((inner, k))) => (Some(format!("{t}.{inner}")), k.to_string()),
                (table, None) => (table, key),
            };
            return KeyAt::Assignment { table, key };
        }
    }
    KeyAt::Assignment {
        table,
        key: String::new(),
    }
}

/// The table a dotted name sits in (`None`: the top level).
fn parent(name: &str) -> Option<String> {
    name.rsplit_once('.').map(|(t, _)| t.to_string())
}

/// A key as written (`"sneak-peek" . stack`) in its plain dotted form (`sneak-peek.stack`).
fn dotted(key: &str) -> String {
    key.split('.')
        .map(|part| part.trim().trim_matches(|c| c == '"' || c == '\''))
        .collect::<Vec<_>>()
        .join(".")
}

/// The name of the `[table]` header on `line`, if it is one.
fn header_name(line: &str) -> Option<String> {
    let line = line.trim_start();
    let rest = line.strip_prefix('[')?;
    if rest.starts_with('[') {
        return None;
    }
    let (inside, _) = rest.split_once(']')?;
    Some(dotted(inside))
}

/// The line where `problem`'s key is written in its table, or else the table's header
/// (best effort: plain `key = value` lines and top-level dotted keys).
fn problem_line(text: &str, problem: &Problem) -> Option<usize> {
    let mut current: Option<String> = None;
    let mut header = None;
    for (i, content) in text.lines().enumerate() {
        if let Some(name) = header_name(content) {
            if Some(name.as_str()) == problem.table {
                header = header.or(Some(i + 1));
            }
            current = Some(name);
            continue;
        }
        let Some((key, _)) = content.split_once('=') else {
            continue;
        };
        let key = dotted(key.trim());
        let full = match &current {
            Some(t) => format!("{t}.{key}"),
            None => key,
        };
        let wanted = match problem.table {
            Some(t) => format!("{t}.{}", problem.key),
            None => problem.key.to_string(),
        };
        if full == wanted {
            return Some(i + 1);
        }
    }
    header
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_parse_characters_and_names_and_display_them_back() {
        assert_eq!("f".parse(), Ok(Key::Char('f')));
        assert_eq!("F".parse(), Ok(Key::Char('f')));
        assert_eq!("?".parse(), Ok(Key::Char('?')));
        assert_eq!(" ".parse(), Ok(Key::Space));
        assert_eq!("PageUp".parse(), Ok(Key::PageUp));
        assert_eq!("F12".parse(), Ok(Key::F(12)));
        for bad in ["", "f0", "f13", "f01", "ctrl-f", "\t", "pgup"] {
            assert!(bad.parse::<Key>().is_err(), "{bad:?}");
        }
        for text in ["f", "space", "enter", "pagedown", "f1", "f10"] {
            assert_eq!(text.parse::<Key>().map(|k| k.to_string()), Ok(text.into()));
        }
    }

    #[test]
    fn every_action_has_a_key_and_the_defaults_are_all_different() {
        let keys = Keys::default();
        assert_eq!(keys.pairs().len(), Keys::ACTIONS.len());
        assert_eq!(keys.get("log_up"), Some("pageup"));
        assert_eq!(keys.get("dance"), None);
        assert!(check_keys(&keys).is_ok());
        assert!(Config::default().validate().is_ok());
    }

    #[test]
    fn lines_are_found_inside_their_table() {
        let text = "[holdem]\nstack = 1\n\n[auction]\nbig_blind = 0\nstack = 1\n";
        let p = Problem::new(Some("auction"), "stack", "x");
        assert_eq!(problem_line(text, &p), Some(6));
        let p = Problem::new(Some("auction"), "small_blind", "x");
        assert_eq!(problem_line(text, &p), Some(4));
        let p = Problem::new(Some("sneak-peek"), "stack", "x");
        assert_eq!(problem_line("sneak-peek.stack = 0\n", &p), Some(1));
        assert_eq!(line_of("a\nb\nc", 2), 2);
    }
}
