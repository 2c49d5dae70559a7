//! Key presses at a table of either game: the terminal's key events mapped through the one key
//! table of the configuration ([`felt::config::KeyAction`]: each action's name, default key,
//! help line and the table it works at), with the config file's `[keys]` overrides, and the
//! labels keys get on screen.

use felt::config::Key;
pub use felt::config::{KeyAction, KeyScope};
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

/// The terminal's code for a key of the key table.
fn code_of(key: Key) -> KeyCode {
    match key {
        Key::Char(c) => KeyCode::Char(c),
        Key::Space => KeyCode::Char(' '),
        Key::Enter => KeyCode::Enter,
        Key::Esc => KeyCode::Esc,
        Key::Tab => KeyCode::Tab,
        Key::Backspace => KeyCode::Backspace,
        Key::Up => KeyCode::Up,
        Key::Down => KeyCode::Down,
        Key::Left => KeyCode::Left,
        Key::Right => KeyCode::Right,
        Key::PageUp => KeyCode::PageUp,
        Key::PageDown => KeyCode::PageDown,
        Key::Home => KeyCode::Home,
        Key::End => KeyCode::End,
        Key::F(n) => KeyCode::F(n),
    }
}

/// How a key is shown in help and on buttons.
pub fn key_label(code: KeyCode) -> String {
    match code {
        KeyCode::Char(' ') => "space".to_string(),
        KeyCode::Char(c) => c.to_string(),
        KeyCode::Enter => "enter".to_string(),
        KeyCode::Esc => "esc".to_string(),
        KeyCode::Tab => "tab".to_string(),
        KeyCode::Backspace => "backspace".to_string(),
        KeyCode::Up => "↑".to_string(),
        KeyCode::Down => "↓".to_string(),
        KeyCode::Left => "←".to_string(),
        KeyCode::Right => "→".to_string(),
        KeyCode::PageUp => "pgup".to_string(),
        KeyCode::PageDown => "pgdn".to_string(),
        KeyCode::Home => "home".to_string(),
        KeyCode::End => "end".to_string(),
        KeyCode::F(n) => format!("F{n}"),
        other => format!("{other:?}"),
    }
}

/// The keys in force: defaults, with overrides from the config file.
#[derive(Debug, Clone)]
pub struct KeyMap {
    bindings: Vec<(KeyAction, KeyCode)>,
}

impl Default for KeyMap {
    fn default() -> Self {
        KeyMap::with_overrides(|_| None)
    }
}

impl KeyMap {
    /// The default keys, each replaced by `override_of(config name)` when that names a key.
    pub fn with_overrides(override_of: impl Fn(&str) -> Option<String>) -> KeyMap {
        let parse = |text: &str| text.parse::<Key>().ok();
        let bindings = KeyAction::ALL
            .iter()
            .map(|&a| {
                let chosen = override_of(a.config_name()).and_then(|k| parse(&k));
                // Invariant: every default key parses (the config's tests check it).
                let key = chosen.or_else(|| parse(a.default_key()));
                (a, key.map_or(KeyCode::Null, code_of))
            })
            .collect();
        KeyMap { bindings }
    }

    /// The action bound to a key press at a table of `scope`, if any.
    pub fn action_of(&self, key: &KeyEvent, scope: KeyScope) -> Option<KeyAction> {
        if key.modifiers.contains(KeyModifiers::CONTROL)
            || key.modifiers.contains(KeyModifiers::ALT)
        {
            return None;
        }
        let code = match key.code {
            KeyCode::Char(c) => KeyCode::Char(c.to_ascii_lowercase()),
            other => other,
        };
        self.bindings
            .iter()
            .filter(|(a, _)| a.scope().works_at(scope))
            .find(|(_, k)| match (k, code) {
                (KeyCode::Char(a), KeyCode::Char(b)) => a.to_ascii_lowercase() == b,
                (a, b) => *a == b,
            })
            .map(|(a, _)| *a)
    }

    /// The key of an action.
    pub fn key_of(&self, action: KeyAction) -> KeyCode {
        self.bindings
            .iter()
            .find(|(a, _)| *a == action)
            .map_or(KeyCode::Null, |(_, k)| *k)
    }

    /// The label of an action's key.
    pub fn label(&self, action: KeyAction) -> String {
        key_label(self.key_of(action))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_default_key_parses_and_no_two_actions_at_one_table_share_one() {
        let map = KeyMap::default();
        for table in [KeyScope::HeadsUp, KeyScope::AuctionFlop] {
            let mut seen = std::collections::HashSet::new();
            for a in KeyAction::ALL
                .into_iter()
                .filter(|a| a.scope().works_at(table))
            {
                let k = map.key_of(a);
                assert_ne!(k, KeyCode::Null, "{a:?}");
                assert!(seen.insert(format!("{k:?}")), "{a:?} shares a key");
                let press = KeyEvent::new(k, KeyModifiers::NONE);
                assert_eq!(map.action_of(&press, table), Some(a));
            }
        }
    }

    #[test]
    fn overrides_replace_defaults_and_bad_names_are_ignored() {
        let map = KeyMap::with_overrides(|name| match name {
            "fold" => Some("x".to_string()),
            "raise" => Some("not a key".to_string()),
            _ => None,
        });
        assert_eq!(map.key_of(KeyAction::Fold), KeyCode::Char('x'));
        assert_eq!(map.key_of(KeyAction::Raise), KeyCode::Char('r'));
        let map = KeyMap::with_overrides(|name| match name {
            "help" => Some("F5".to_string()),
            "quit" => Some("f13".to_string()),
            "log_up" => Some("PageUp".to_string()),
            "check_call" => Some("space".to_string()),
            _ => None,
        });
        assert_eq!(map.key_of(KeyAction::Help), KeyCode::F(5));
        assert_eq!(map.key_of(KeyAction::Quit), KeyCode::Char('q'));
        assert_eq!(map.key_of(KeyAction::LogUp), KeyCode::PageUp);
        assert_eq!(map.key_of(KeyAction::CheckCall), KeyCode::Char(' '));
    }
}
