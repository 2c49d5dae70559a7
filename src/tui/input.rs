//! The key table: every key the table understands, in one place. The help overlay is
//! generated from it, and the config file's `[keys]` section overrides it.

use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

/// Something a key does at the table.
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
}

impl KeyAction {
    /// Every action, in help order.
    pub const ALL: [KeyAction; 14] = [
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
        KeyAction::LogUp,
        KeyAction::LogDown,
        KeyAction::Help,
        KeyAction::Quit,
    ];

    /// The name used in the config file's `[keys]` section.
    pub fn config_name(self) -> &'static str {
        match self {
            KeyAction::Fold => "fold",
            KeyAction::CheckCall => "check_call",
            KeyAction::Raise => "raise",
            KeyAction::AllIn => "all_in",
            KeyAction::Min => "min",
            KeyAction::HalfPot => "half_pot",
            KeyAction::TwoThirdsPot => "two_thirds_pot",
            KeyAction::Pot => "pot",
            KeyAction::Help => "help",
            KeyAction::Learn => "learn",
            KeyAction::Quit => "quit",
            KeyAction::LogUp => "log_up",
            KeyAction::LogDown => "log_down",
            KeyAction::NextHand => "next_hand",
        }
    }

    /// The default key.
    pub fn default_key(self) -> &'static str {
        match self {
            KeyAction::Fold => "f",
            KeyAction::CheckCall => "c",
            KeyAction::Raise => "r",
            KeyAction::AllIn => "a",
            KeyAction::Min => "m",
            KeyAction::HalfPot => "h",
            KeyAction::TwoThirdsPot => "t",
            KeyAction::Pot => "p",
            KeyAction::Help => "?",
            KeyAction::Learn => "l",
            KeyAction::Quit => "q",
            KeyAction::LogUp => "pageup",
            KeyAction::LogDown => "pagedown",
            KeyAction::NextHand => "n",
        }
    }

    /// What the key does, for the help overlay.
    pub fn help(self) -> &'static str {
        match self {
            KeyAction::Fold => "fold",
            KeyAction::CheckCall => "check or call (space works too)",
            KeyAction::Raise => "bet or raise: opens the amount box",
            KeyAction::AllIn => "all in: fills the amount box with your maximum",
            KeyAction::Min => "amount box: the minimum",
            KeyAction::HalfPot => "amount box: half the pot",
            KeyAction::TwoThirdsPot => "amount box: two thirds of the pot",
            KeyAction::Pot => "amount box: the pot",
            KeyAction::NextHand => "deal the next hand (enter and space work too)",
            KeyAction::Learn => "teaching mode on or off",
            KeyAction::LogUp => "scroll the log back",
            KeyAction::LogDown => "scroll the log forward",
            KeyAction::Help => "this help",
            KeyAction::Quit => "quit (asks first)",
        }
    }
}

/// Parses a key name from the config file: one character, or space, enter, esc, tab,
/// backspace, up, down, left, right, pageup, pagedown, home, end, f1..f12.
pub fn parse_key(name: &str) -> Option<KeyCode> {
    let lower = name.trim().to_ascii_lowercase();
    let code = match lower.as_str() {
        "space" => KeyCode::Char(' '),
        "enter" => KeyCode::Enter,
        "esc" => KeyCode::Esc,
        "tab" => KeyCode::Tab,
        "backspace" => KeyCode::Backspace,
        "up" => KeyCode::Up,
        "down" => KeyCode::Down,
        "left" => KeyCode::Left,
        "right" => KeyCode::Right,
        "pageup" => KeyCode::PageUp,
        "pagedown" => KeyCode::PageDown,
        "home" => KeyCode::Home,
        "end" => KeyCode::End,
        f if f.starts_with('f') && f.len() > 1 => {
            KeyCode::F(f[1..].parse().ok().filter(|n| (1..=12).contains(n))?)
        }
        _ => {
            let mut chars = name.trim().chars();
            let c = chars.next()?;
            if chars.next().is_some() {
                return None;
            }
            KeyCode::Char(c)
        }
    };
    Some(code)
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
        let bindings = KeyAction::ALL
            .iter()
            .map(|&a| {
                let chosen = override_of(a.config_name()).and_then(|k| parse_key(&k));
                // Invariant: every default key name parses.
                (
                    a,
                    chosen
                        .or_else(|| parse_key(a.default_key()))
                        .unwrap_or(KeyCode::Null),
                )
            })
            .collect();
        KeyMap { bindings }
    }

    /// The action bound to a key press, if any. Space also checks or calls.
    pub fn action_of(&self, key: &KeyEvent) -> Option<KeyAction> {
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
    fn every_default_key_parses_and_no_two_actions_share_one() {
        let map = KeyMap::default();
        let mut seen = std::collections::HashSet::new();
        for a in KeyAction::ALL {
            let k = map.key_of(a);
            assert_ne!(k, KeyCode::Null, "{a:?}");
            assert!(seen.insert(format!("{k:?}")), "{a:?} shares a key");
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
        assert_eq!(parse_key("F5"), Some(KeyCode::F(5)));
        assert_eq!(parse_key("f13"), None);
        assert_eq!(parse_key("PageUp"), Some(KeyCode::PageUp));
    }
}
