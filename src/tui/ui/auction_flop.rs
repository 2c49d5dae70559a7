//! Drawing the Auction Flop table: the header, the felt (see [`super::auction_flop_felt`]),
//! the log, the teaching panel and the key hint. Rendering only reads the table's state.

use ratatui::Frame;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Padding, Paragraph};

use felt::engine::auction_flop::{AuctionFlopPhase, discard_fee};

use super::auction_flop_felt::{BESIDE_ROWS, COMPACT_ROWS, FRAMED_ROWS, render_felt};
use super::log::{log_lines, log_title};
use super::{note_page, side_panel};
use crate::tui::app::AuctionFlopTable;
use crate::tui::input::{KeyAction, KeyMap};
use crate::tui::scene::{keys_hint, teaching};
use crate::tui::theme::Theme;

/// Draws the Auction Flop table.
pub fn render(t: &AuctionFlopTable, theme: &Theme, keys: &KeyMap, frame: &mut Frame, area: Rect) {
    let [head, body, prompt, buttons] = Layout::vertical([
        Constraint::Length(1),
        Constraint::Min(0),
        Constraint::Length(1),
        Constraint::Length(1),
    ])
    .areas(area);
    // The felt with the log and notes beside it when wide, below it when narrow.
    let wide = side_panel(area.width, t.learn);
    let (felt_area, rest) = if wide {
        let side = (area.width * 2 / 5).clamp(44, 72);
        let [f, r] = Layout::horizontal([Constraint::Min(0), Constraint::Length(side)]).areas(body);
        (f, r)
    } else {
        // The log keeps at least four lines (eight beside the notes).
        let panels = if t.learn { 10 } else { 6 };
        let rows = if body.height >= FRAMED_ROWS + 11 {
            FRAMED_ROWS
        } else if body.height >= BESIDE_ROWS + panels || t.chips().len() > 4 {
            // Five or six seats need the rows of the framed cards even with one-row cards:
            // each bot has its own band.
            BESIDE_ROWS
        } else {
            COMPACT_ROWS
        };
        let [f, r] = Layout::vertical([Constraint::Length(rows), Constraint::Min(0)]).areas(body);
        (Rect::new(f.x, f.y, f.width.saturating_sub(1), f.height), r)
    };
    let me = t.my_seat();
    let view = t.view.as_ref();
    let pot = view.map_or(0, |v| v.pot);
    frame.render_widget(
        Paragraph::new(Line::from(vec![
            Span::styled(" felt ", theme.highlight()),
            Span::styled(" Auction Flop ", theme.strong()),
            Span::raw(format!(
                "· hand {}{} · pot {pot} · your chips {} · vs {}{}",
                t.hand_number(),
                t.hands().map_or(String::new(), |n| format!("/{n}")),
                view.zip(me)
                    .map_or(t.chips()[0], |(v, m)| v.stacks[m.index()]),
                t.bot_name,
                if t.learn { " · learn" } else { "" }
            )),
        ])),
        head,
    );
    render_felt(t, theme, frame.buffer_mut(), felt_area);
    let done = t.hand_over();
    // Log and teaching.
    let (log_area, teach_area) = if t.learn {
        let split = if wide {
            Layout::vertical([Constraint::Percentage(40), Constraint::Percentage(60)])
        } else {
            Layout::horizontal([Constraint::Percentage(50), Constraint::Percentage(50)])
        };
        let [a, b] = split.areas(rest);
        (a, Some(b))
    } else {
        (rest, None)
    };
    // The log, wrapped to its width, following the end unless scrolled back.
    let height = log_area.height.saturating_sub(2) as usize;
    let width = log_area.width.saturating_sub(2) as usize;
    let log = log_lines(&t.log, t.log_back, width, height, |l| {
        (l.as_str(), ratatui::style::Style::new())
    });
    t.log_rows.set((height.max(1), log.rows));
    frame.render_widget(
        Paragraph::new(log.lines).block(theme.panel(log_title(log.back))),
        log_area,
    );
    if let Some(a) = teach_area {
        // A note longer than the panel is shown a page at a time (tab turns the page).
        let shown = note_page(
            &t.view
                .as_ref()
                .map_or_else(Vec::new, |v| teaching(v, t.selected, &t.seat_names(), keys)),
            usize::from(a.width.saturating_sub(3)),
            usize::from(a.height.saturating_sub(2)),
            t.note_page,
            // At the person's own choice (a bid, taking a flop, picking its cards) the last
            // line is the verdict or the suggestion: kept under every page.
            t.view.as_ref().is_some_and(|v| {
                v.to_act == Some(v.seat)
                    && v.legal.is_some()
                    && matches!(
                        v.phase,
                        AuctionFlopPhase::Auction
                            | AuctionFlopPhase::Reverse
                            | AuctionFlopPhase::Keep
                    )
            }),
        );
        let title = if shown.pages > 1 {
            // On the last page tab goes back to the first, as the heads-up panel says.
            let next = if shown.page + 1 == shown.pages {
                "first"
            } else {
                "more"
            };
            format!(" Teaching {}/{} · tab {next} ", shown.page + 1, shown.pages)
        } else {
            " Teaching ".to_string()
        };
        let lines: Vec<Line> = shown
            .lines
            .into_iter()
            .map(|l| Line::from(Span::styled(l, theme.teach())))
            .collect();
        frame.render_widget(
            Paragraph::new(lines).block(theme.panel(title).padding(Padding::right(1))),
            a,
        );
    }
    let hint = t
        .message
        .clone()
        .or_else(|| t.ended.clone())
        .unwrap_or_else(|| {
            view.filter(|v| v.to_act == me && !done)
                .map_or(String::new(), |v| {
                    // The running cost of the discards picked so far.
                    if v.phase == AuctionFlopPhase::Discard {
                        let k = t.selected.len();
                        let cards = if k == 1 { "card" } else { "cards" };
                        format!(
                            "Discarding {k} {cards} costs {}. 1-5 pick cards, enter confirms.",
                            discard_fee(k)
                        )
                    } else {
                        keys_hint(v.phase, keys)
                    }
                })
        });
    frame.render_widget(
        Paragraph::new(Span::styled(format!(" {hint}"), theme.teach())),
        prompt,
    );
    frame.render_widget(
        Paragraph::new(Span::styled(
            format!(
                " {} teach · {} help · {} quit",
                keys.label(KeyAction::Learn),
                keys.label(KeyAction::Help),
                keys.label(KeyAction::Quit)
            ),
            theme.dim(),
        )),
        buttons,
    );
}
