//! Scrolling a table's log, the same at either game's table: the log-up key (pgup) moves it
//! back five lines, the log-down key (pgdn) forward again; the table brings it back to the end
//! when a new line arrives.

use crate::tui::input::KeyAction;

/// Lines one key press scrolls.
const STEP: usize = 5;

/// How far back a log of `lines` lines is scrolled after `action`, from `back` lines back; or
/// `None` when `action` does not scroll the log. It never scrolls past the first line.
pub(crate) fn scrolled(back: usize, action: Option<KeyAction>, lines: usize) -> Option<usize> {
    match action {
        Some(KeyAction::LogUp) => Some((back + STEP).min(lines.saturating_sub(1))),
        Some(KeyAction::LogDown) => Some(back.saturating_sub(STEP)),
        _ => None,
    }
}
