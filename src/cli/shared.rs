//! Helpers every command shares: what the terminal can do, loading the config, the theme it
//! sets, and numbers grouped by thousands.

use std::io::IsTerminal;

use super::UserError;

/// 1712304 -> "1,712,304".
pub(super) fn group(n: u64) -> String {
    let digits = n.to_string();
    let mut out = String::new();
    for (i, ch) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(ch);
    }
    out
}

pub(super) fn load_config(
    path: Option<&std::path::Path>,
) -> Result<felt::config::Config, UserError> {
    felt::config::Config::load(path)
        .map(|(c, _)| c)
        .map_err(|e| UserError(e.to_string()))
}

pub(super) fn theme_of(config: &felt::config::Config) -> crate::tui::theme::Theme {
    crate::tui::theme::Theme {
        colour: config.table.colour,
        four_colour: config.table.four_colour,
        ascii: config.table.ascii,
        light: config.table.theme == felt::config::TableTheme::Light,
    }
}

/// True when stdin and stdout are a terminal that can show a full screen (not `TERM=dumb`).
pub(super) fn full_screen_terminal() -> bool {
    std::io::stdout().is_terminal() && std::io::stdin().is_terminal() && !dumb_terminal()
}

/// `TERM=dumb`: no cursor movement, no colour.
pub(super) fn dumb_terminal() -> bool {
    std::env::var("TERM").is_ok_and(|t| t == "dumb")
}

/// True when the locale says the terminal speaks UTF-8 (so suit symbols can be drawn).
pub(super) fn utf8_terminal() -> bool {
    ["LC_ALL", "LC_CTYPE", "LANG"]
        .iter()
        .find_map(|k| std::env::var(k).ok().filter(|v| !v.is_empty()))
        .is_none_or(|v| v.to_ascii_uppercase().replace('-', "").contains("UTF8"))
}
