//! The log panel's lines, the same at either game's table: the log wrapped one column short of
//! its frame, following the end unless scrolled back (pgup, pgdn), and the title that says how
//! far back it is.

use ratatui::style::Style;
use ratatui::text::{Line, Span};

use super::wrap_text;

/// The lines of `log` that fit a panel `width` by `height` (inside its frame), ending `back`
/// entries before the last; `entry` gives an entry's text and style.
pub(super) fn log_lines<T>(
    log: &[T],
    back: usize,
    width: usize,
    height: usize,
    entry: impl Fn(&T) -> (&str, Style),
) -> Vec<Line<'static>> {
    let end = log.len().saturating_sub(back);
    let mut lines: Vec<Line> = Vec::new();
    for l in log[..end].iter().rev() {
        let (text, style) = entry(l);
        // One column short of the frame, so no line runs into it. Log lines quote bots and
        // files: printable only.
        let text = felt::text::printable_capped(text, felt::text::REPORT_LINE_CAP);
        for piece in wrap_text(&text, width.saturating_sub(1)).into_iter().rev() {
            lines.push(Line::from(Span::styled(piece, style)));
        }
        if lines.len() >= height {
            break;
        }
    }
    lines.truncate(height);
    lines.reverse();
    lines
}

/// The log panel's title: " Log ", or " Log (scrolled back 5) " when scrolled back.
pub(super) fn log_title(back: usize) -> String {
    if back > 0 {
        format!(" Log (scrolled back {back}) ")
    } else {
        " Log ".to_string()
    }
}
