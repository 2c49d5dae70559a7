//! felt's configuration file: the [`Config`] model with felt's built-in defaults and its
//! loading. The pieces live beside it: `table` and `stakes` (the sections), `keys` (the key
//! table), `validate` (the checks), `diagnostics` (errors with file and line) and `paths`
//! (where the file and the data directory live).
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

mod diagnostics;
mod keys;
mod paths;
mod stakes;
mod table;
mod validate;

use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};
use toml::de::DeTable;

use crate::engine::VariantId;
use crate::session::MatchConfig;

use diagnostics::KeySpans;
pub use diagnostics::{ConfigError, Location, Problem};
pub use keys::{BadKey, Key, KeyAction, KeyScope, Keys};
pub use paths::FILE_NAME;
use paths::display_path;
pub use stakes::{AuctionFlopConfig, HoldemConfig, HoldemFormat, Stakes};
use stakes::{auction_stakes, river_of_blood_stakes, sneak_peek_stakes};
pub use table::{PlayConfig, TableConfig, TableTheme};

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

impl Config {
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
        let text = match crate::files::read_to_string(&path, crate::files::FileKind::Config) {
            Ok(text) => text,
            Err(e) if explicit.is_none() && e.is_not_found() => {
                return Ok((Config::default(), None));
            }
            Err(crate::files::ReadError::Io { source, .. }) => {
                return Err(ConfigError::Io { path, source });
            }
            Err(e) => return Err(ConfigError::File(e)),
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
        let (tree, errors) = DeTable::parse_recoverable(text);
        let spans = KeySpans::new(text, tree.get_ref());
        if let Some(e) = errors.first() {
            return Err(spans.toml_error(e, name));
        }
        let config = Config::deserialize(toml::de::Deserializer::from(tree))
            .map_err(|e| spans.toml_error(&e, name))?;
        config
            .validate()
            .map_err(|problem| spans.invalid(problem, name))?;
        Ok(config)
    }

    /// The game selected at start ([`VariantId::Auction`] if `[play] variant` is not valid,
    /// which [`Config::validate`] rejects).
    pub fn variant(&self) -> VariantId {
        self.play.variant.parse().unwrap_or(VariantId::Auction)
    }

    /// The match length for `variant` in hands (0: until the player stops): `[play] hands`
    /// when set, else the game's own ([`VariantId::match_hands`]).
    pub fn play_hands(&self, variant: VariantId) -> u32 {
        self.play.hands.unwrap_or(variant.match_hands())
    }

    /// The rules of a match of `variant` with this configuration: the variant's stack and
    /// blinds, `[play] hands` (0: unlimited), and for hold'em with `format = "tournament"`
    /// [`MatchConfig::tournament`] with the configured stack and blinds. For Auction Flop
    /// Poker only the stack is taken (its seats and ante are in [`Config::auction_flop`]).
    pub fn match_config(&self, variant: VariantId) -> MatchConfig {
        let hands = self.play_hands(variant);
        let hands = (hands > 0).then_some(hands);
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
