//! Scrolling a table's log, the same at either game's table: the log-up key (pgup) moves it
//! back a page of the rows on screen (less one kept for context), the log-down key (pgdn)
//! forward again; the table brings it back to the end when a new line arrives.

use crate::tui::input::KeyAction;

/// How many rows back a log is scrolled after `action`, from `back` rows back, when its panel
/// last showed `shown` rows of the `rows` wrapped; or `None` when `action` does not scroll the
/// log. It never scrolls past the first row.
pub(crate) fn scrolled(
    back: usize,
    action: Option<KeyAction>,
    (shown, rows): (usize, usize),
) -> Option<usize> {
    let page = shown.saturating_sub(1).max(1);
    match action {
        Some(KeyAction::LogUp) => Some((back + page).min(rows.saturating_sub(shown))),
        Some(KeyAction::LogDown) => Some(back.saturating_sub(page)),
        _ => None,
    }
}
