//! The key table, written once: every action a key can do at the table with its name in the
//! file's `[keys]`, its default key and its line in the help overlay; the syntax of a key
//! ([`Key`]); and the `[keys]` section as read from the file ([`Keys`]). The screen maps
//! terminal key presses through this table and draws its help from it.

use std::fmt;
use std::str::FromStr;

use serde::de::{self, MapAccess, Visitor};
use serde::ser::SerializeMap;
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use thiserror::Error;

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

/// Something a key does at a table, of either game: the one key table. The variants are in
/// the order of the file's `[keys]` (and of [`BINDINGS`]); [`KeyAction::ALL`] is the help
/// overlay's order. Each action belongs to a [`KeyScope`]: two actions of different games may
/// share a key (`t`: two thirds of the pot heads-up, take the flop at Auction Flop).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum KeyAction {
    Fold,
    CheckCall,
    Raise,
    AllIn,
    Min,
    HalfPot,
    TwoThirdsPot,
    Pot,
    Help,
    Learn,
    Quit,
    LogUp,
    LogDown,
    NextHand,
    MoreNotes,
    Range,
    /// Auction Flop: bid one more than the best bid.
    Bid,
    /// Auction Flop: pass in the flop's auction.
    Pass,
    /// Auction Flop: take the flop in the reverse auction.
    Take,
    /// Auction Flop: offer one more not to take the flop.
    Offer,
}

/// Which table an action works at.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum KeyScope {
    /// Every table (help, quit, teaching, the log, the next hand).
    Anywhere,
    /// The heads-up games.
    HeadsUp,
    /// Auction Flop Poker.
    AuctionFlop,
}

impl KeyScope {
    /// True when an action of this scope works at a table of `table`'s scope.
    pub fn works_at(self, table: KeyScope) -> bool {
        self == KeyScope::Anywhere || table == KeyScope::Anywhere || self == table
    }
}

/// How many actions a key can do.
const ACTION_COUNT: usize = 20;

/// One row of the key table.
struct Binding {
    action: KeyAction,
    /// The name in the file's `[keys]`.
    name: &'static str,
    /// The key when the file does not set one.
    default: &'static str,
    /// What the key does, for the help overlay.
    help: &'static str,
    /// Where it works.
    scope: KeyScope,
}

/// The key table, in the order of the file: row `i` is the action declared `i`th.
const BINDINGS: [Binding; ACTION_COUNT] = [
    bind(KeyAction::Fold, "fold", "f", "fold"),
    bind(
        KeyAction::CheckCall,
        "check_call",
        "c",
        "check or call (space works too)",
    ),
    bind(
        KeyAction::Raise,
        "raise",
        "r",
        "bet or raise: opens the amount box",
    ),
    bind(
        KeyAction::AllIn,
        "all_in",
        "a",
        "all in: fills the amount box with your maximum",
    ),
    bind(KeyAction::Min, "min", "m", "amount box: the minimum"),
    bind(
        KeyAction::HalfPot,
        "half_pot",
        "h",
        "amount box: half the pot",
    ),
    bind(
        KeyAction::TwoThirdsPot,
        "two_thirds_pot",
        "t",
        "amount box: two thirds of the pot",
    ),
    bind(KeyAction::Pot, "pot", "p", "amount box: the pot"),
    bind(KeyAction::Help, "help", "?", "this help"),
    bind(KeyAction::Learn, "learn", "l", "teaching mode on or off"),
    bind(KeyAction::Quit, "quit", "q", "quit (asks first)"),
    bind(KeyAction::LogUp, "log_up", "pageup", "scroll the log back"),
    bind(
        KeyAction::LogDown,
        "log_down",
        "pagedown",
        "scroll the log forward",
    ),
    bind(
        KeyAction::NextHand,
        "next_hand",
        "n",
        "deal the next hand (enter and space work too)",
    ),
    bind(
        KeyAction::MoreNotes,
        "more_notes",
        "tab",
        "teaching: the next page of a note too long for its panel",
    ),
    bind(
        KeyAction::Range,
        "range",
        "g",
        "teaching: the bot's likely hands as a 13x13 grid",
    ),
    bind(
        KeyAction::Bid,
        "bid",
        "b",
        "Auction Flop: bid one more than the best bid",
    ),
    bind(
        KeyAction::Pass,
        "pass",
        "s",
        "Auction Flop: pass (space works too)",
    ),
    bind(
        KeyAction::Take,
        "take",
        "t",
        "Auction Flop: take the flop when nobody bid",
    ),
    bind(
        KeyAction::Offer,
        "offer",
        "o",
        "Auction Flop: offer one more not to take the flop",
    ),
];

const fn bind(
    action: KeyAction,
    name: &'static str,
    default: &'static str,
    help: &'static str,
) -> Binding {
    let scope = match action {
        KeyAction::Help
        | KeyAction::Learn
        | KeyAction::Quit
        | KeyAction::LogUp
        | KeyAction::LogDown
        | KeyAction::NextHand
        | KeyAction::MoreNotes => KeyScope::Anywhere,
        KeyAction::Bid | KeyAction::Pass | KeyAction::Take | KeyAction::Offer => {
            KeyScope::AuctionFlop
        }
        _ => KeyScope::HeadsUp,
    };
    Binding {
        action,
        name,
        default,
        help,
        scope,
    }
}

// The compiler checks that row `i` of the table is the action declared `i`th, so
// `BINDINGS[action as usize]` is that action's row.
const _: () = {
    let mut i = 0;
    while i < ACTION_COUNT {
        assert!(BINDINGS[i].action as usize == i);
        i += 1;
    }
};

impl KeyAction {
    /// Every action, in the help overlay's order.
    pub const ALL: [KeyAction; ACTION_COUNT] = [
        KeyAction::Fold,
        KeyAction::CheckCall,
        KeyAction::Raise,
        KeyAction::AllIn,
        KeyAction::Min,
        KeyAction::HalfPot,
        KeyAction::TwoThirdsPot,
        KeyAction::Pot,
        KeyAction::NextHand,
        KeyAction::Learn,
        KeyAction::MoreNotes,
        KeyAction::Range,
        KeyAction::LogUp,
        KeyAction::LogDown,
        KeyAction::Bid,
        KeyAction::Pass,
        KeyAction::Take,
        KeyAction::Offer,
        KeyAction::Help,
        KeyAction::Quit,
    ];

    fn binding(self) -> &'static Binding {
        // In bounds: the table has one row per action (checked above).
        &BINDINGS[self as usize]
    }

    /// The name used in the config file's `[keys]` section.
    pub fn config_name(self) -> &'static str {
        self.binding().name
    }

    /// The key when the file does not set one, as written in the file.
    pub fn default_key(self) -> &'static str {
        self.binding().default
    }

    /// What the key does, for the help overlay.
    pub fn help(self) -> &'static str {
        self.binding().help
    }

    /// Which table the action works at.
    pub fn scope(self) -> KeyScope {
        self.binding().scope
    }

    /// The action named `name` in `[keys]`.
    pub fn from_config_name(name: &str) -> Option<KeyAction> {
        BINDINGS.iter().find(|b| b.name == name).map(|b| b.action)
    }
}

impl<'de> Deserialize<'de> for KeyAction {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<KeyAction, D::Error> {
        let name = String::deserialize(d)?;
        KeyAction::from_config_name(&name)
            .ok_or_else(|| de::Error::unknown_field(&name, &Keys::ACTIONS))
    }
}

/// `[keys]`: the key for each action at the table, as written in the file (see [`Key`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Keys {
    /// Entry `i` is the key of the action declared `i`th.
    written: [String; ACTION_COUNT],
}

impl Default for Keys {
    fn default() -> Keys {
        Keys {
            written: BINDINGS.map(|b| b.default.to_string()),
        }
    }
}

impl Keys {
    /// The action names, in the order of the file.
    pub const ACTIONS: [&'static str; ACTION_COUNT] = {
        let mut names = [""; ACTION_COUNT];
        let mut i = 0;
        while i < ACTION_COUNT {
            names[i] = BINDINGS[i].name;
            i += 1;
        }
        names
    };

    /// The key written for `action`.
    pub fn key(&self, action: KeyAction) -> &str {
        // In bounds: one entry per action, like the table.
        &self.written[action as usize]
    }

    /// Sets the key of `action` (as it would be written in the file).
    pub fn set(&mut self, action: KeyAction, key: impl Into<String>) {
        self.written[action as usize] = key.into();
    }

    /// The key written for `action` (one of [`Keys::ACTIONS`]); `None` for an unknown action.
    pub fn get(&self, action: &str) -> Option<&str> {
        KeyAction::from_config_name(action).map(|a| self.key(a))
    }

    /// Every (action, key) pair, in the order of [`Keys::ACTIONS`].
    pub fn pairs(&self) -> Vec<(&'static str, &str)> {
        BINDINGS
            .iter()
            .map(|b| (b.name, self.key(b.action)))
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

impl Serialize for Keys {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut map = s.serialize_map(Some(ACTION_COUNT))?;
        for (name, key) in self.pairs() {
            map.serialize_entry(name, key)?;
        }
        map.end()
    }
}

impl<'de> Deserialize<'de> for Keys {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Keys, D::Error> {
        d.deserialize_map(KeysVisitor)
    }
}

/// Reads a `[keys]` table: each key written replaces that action's default.
struct KeysVisitor;

impl<'de> Visitor<'de> for KeysVisitor {
    type Value = Keys;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("a table of keys")
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Keys, A::Error> {
        let mut keys = Keys::default();
        while let Some(action) = map.next_key::<KeyAction>()? {
            keys.set(action, map.next_value::<String>()?);
        }
        Ok(keys)
    }
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
    fn the_help_lists_every_action_once() {
        let mut seen = std::collections::HashSet::new();
        for a in KeyAction::ALL {
            assert!(seen.insert(a), "{a:?} twice");
            assert_eq!(KeyAction::from_config_name(a.config_name()), Some(a));
        }
        assert_eq!(seen.len(), ACTION_COUNT);
    }
}
