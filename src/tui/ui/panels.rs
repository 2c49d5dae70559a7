//! The table's panels: the log (wrapped, following the end unless scrolled back), the
//! teaching notes, the amount box or message line, and the action buttons.

use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Padding, Paragraph};

use crate::tui::app::{App, LogKind, Table};
use crate::tui::input::KeyAction;

use super::log::{log_lines, log_title};
use super::notes::note_page;
use super::*;
use felt::narration::capitalised;

/// Draws the log, the teaching panel, the prompt line and the buttons into `r`.
pub(super) fn render_panels(app: &App, t: &Table, frame: &mut Frame, area: Rect, r: &Regions) {
    let theme = &app.settings.theme;
    // The log, wrapped to its width, following the end unless scrolled back.
    let height = r.log.height.saturating_sub(2) as usize;
    let width = r.log.width.saturating_sub(2) as usize;
    let log = log_lines(&t.log, t.log_back, width, height, |l| {
        let style = match l.kind {
            LogKind::Header => theme.strong(),
            LogKind::Good => theme.good(),
            LogKind::Bad => theme.error(),
            LogKind::Teach => theme.teach(),
            LogKind::Plain => ratatui::style::Style::new(),
        };
        (l.text.as_str(), style)
    });
    t.log_rows.set((height.max(1), log.rows));
    let mut title = log_title(log.back);
    // Finished hands are saved off the input path; the table says so while it happens.
    if t.saving {
        title.push_str("· saving… ");
    }
    frame.render_widget(Paragraph::new(log.lines).block(theme.panel(title)), r.log);

    if let Some(teach_area) = r.teach {
        // A note longer than the panel (a long review on a small terminal) is shown a page
        // at a time, and the title says which page and the key for the next. At a decision
        // the note's last line (the suggestion) stays in view under every page.
        let shown = note_page(
            &t.teaching.panel,
            usize::from(teach_area.width.saturating_sub(3)),
            usize::from(teach_area.height.saturating_sub(2)),
            t.note_page,
            t.human_to_act(),
        );
        let (page, pages) = (shown.page, shown.pages);
        let mut lines: Vec<Line> = shown
            .lines
            .into_iter()
            .map(|l| Line::from(Span::styled(l, theme.teach())))
            .collect();
        if lines.is_empty() {
            lines.push(Line::from(Span::styled(
                if t.human_to_act() {
                    "Thinking about your options…"
                } else {
                    "Notes appear here when it is your turn."
                },
                theme.dim(),
            )));
        }
        let title = if pages > 1 {
            // The last page's key goes back to the first.
            let next = if page + 1 == pages { "first" } else { "more" };
            format!(
                " Teaching {}/{pages} · {} {next} ",
                page + 1,
                app.settings.keys.label(KeyAction::MoreNotes)
            )
        } else {
            " Teaching ".to_string()
        };
        frame.render_widget(
            Paragraph::new(lines).block(theme.panel(title).padding(Padding::right(1))),
            teach_area,
        );
    }

    // The amount box or the message line.
    let prompt = if let Some(a) = &t.amount {
        let (lo, hi) = t.amount_range().unwrap_or((0, 0));
        let keys = &app.settings.keys;
        let what = if a.bid {
            "Your bid".to_string()
        } else {
            capitalised(t.raise_word())
        };
        let mut spans = vec![
            Span::styled(format!(" {what}: "), theme.strong()),
            Span::styled(format!("[{}▏]", a.text), theme.highlight()),
            Span::raw(format!(" ({lo} to {hi})  ")),
        ];
        match &a.error {
            Some(e) => {
                // Narrow: the range gives way to the message (which names the problem).
                let used: usize = spans.iter().map(|s| s.content.chars().count()).sum();
                if used + e.chars().count() > r.prompt.width as usize {
                    spans[2] = Span::raw("  ");
                }
                spans.push(Span::styled(e.clone(), theme.error()));
            }
            None => {
                // The box opened at the coach's suggestion: said, so enter is not taken for
                // the smallest amount.
                let from_note = a.fresh
                    && t.teaching.on
                    && t.teaching.suggested_amount().map(|n| n.to_string()) == Some(a.text.clone());
                if from_note {
                    // The suggestion's own amount, or (with a check, call or fold suggested)
                    // the raise the coach prices highest, which the note need not name.
                    let label = if t.teaching.amount_is_suggested() {
                        "suggested · "
                    } else {
                        "if raising, best · "
                    };
                    spans.push(Span::styled(label, theme.teach()));
                }
                // A fraction's glyph closes up to its word ("½pot"); spelled out in ASCII
                // mode, it keeps the space ("1/2 pot").
                let gap = if theme.ascii { " " } else { "" };
                let most = t.amount_box_most();
                let full = format!(
                    "{} min {} {}{gap}pot {} {}{gap}pot {} pot {} {most} · ↑↓ · enter · esc",
                    keys.label(KeyAction::Min),
                    keys.label(KeyAction::HalfPot),
                    theme.half(),
                    keys.label(KeyAction::TwoThirdsPot),
                    theme.two_thirds(),
                    keys.label(KeyAction::Pot),
                    keys.label(KeyAction::AllIn),
                );
                // Narrow: the size keys are on the buttons below, so the line keeps the rest.
                let used: usize = spans.iter().map(|s| s.content.chars().count()).sum();
                let hint = if used + full.chars().count() <= r.prompt.width as usize {
                    full
                } else {
                    "↑↓ step · enter ok · esc".to_string()
                };
                spans.push(Span::styled(hint, theme.dim()));
            }
        }
        Line::from(spans)
    } else if let Some((m, err)) = &t.message {
        Line::from(Span::styled(
            format!(" {}", felt::text::printable(m)),
            if *err { theme.error() } else { theme.teach() },
        ))
    } else {
        Line::default()
    };
    frame.render_widget(Paragraph::new(prompt), r.prompt);
    for b in buttons(app, t, area) {
        let style = if b.enabled {
            theme.button()
        } else {
            theme.button_off()
        };
        // A button as wide as its label is drawn without its padding.
        let text = if usize::from(b.area.width) > b.label.chars().count() {
            format!(" {} ", b.label)
        } else {
            b.label.clone()
        };
        frame.render_widget(Paragraph::new(Span::styled(text, style)), b.area);
    }
}
