//! The log panel's lines, the same at either game's table: the log wrapped one column short of
//! its frame, following the end unless scrolled back (pgup, pgdn, a page of rows at a time),
//! and the title that says how many rows back it is.

use ratatui::style::Style;
use ratatui::text::{Line, Span};

use super::wrap_text;

/// What a log panel shows: its rows, how far back they end (cut to the first row), and how
/// many rows were wrapped (the whole log, or enough for a page up from here).
pub(super) struct LogView {
    pub lines: Vec<Line<'static>>,
    pub back: usize,
    pub rows: usize,
}

/// The rows of `log`, wrapped to a panel `width` by `height` (inside its frame), that end
/// `back` rows before the last; `entry` gives an entry's text and style. Entries are wrapped
/// from the end back as far as the panel and a page beyond it reach.
pub(super) fn log_lines<T>(
    log: &[T],
    back: usize,
    width: usize,
    height: usize,
    entry: impl Fn(&T) -> (&str, Style),
) -> LogView {
    let need = back + 2 * height + 1;
    let mut lines: Vec<Line> = Vec::new();
    for l in log.iter().rev() {
        let (text, style) = entry(l);
        // One column short of the frame, so no line runs into it. Log lines quote bots and
        // files: printable only.
        let text = felt::text::printable_capped(text, felt::text::REPORT_LINE_CAP);
        for piece in wrap_text(&text, width.saturating_sub(1)).into_iter().rev() {
            lines.push(Line::from(Span::styled(piece, style)));
        }
        if lines.len() >= need {
            break;
        }
    }
    let rows = lines.len();
    let back = back.min(rows.saturating_sub(height));
    lines.reverse();
    let end = rows - back;
    let lines = lines
        .into_iter()
        .take(end)
        .skip(end.saturating_sub(height))
        .collect();
    LogView { lines, back, rows }
}

/// The log panel's title: " Log ", or " Log (scrolled back 5) " when scrolled back.
pub(super) fn log_title(back: usize) -> String {
    if back > 0 {
        format!(" Log (scrolled back {back}) ")
    } else {
        " Log ".to_string()
    }
}
