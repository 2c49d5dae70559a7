//! `felt review` on screen: for the seat shown, the summary (accuracy, grades, chips lost per
//! 100 hands), charts of the chips lost by spot and by street, and the biggest losses as a
//! list; enter opens the chosen hand's replay, tab moves to the next seat.

use ratatui::Frame;
use ratatui::crossterm::event::KeyCode;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Wrap};

use felt::history::LoadedHand;
use felt::review::{Report, Row, SeatReport};
use felt::text::printable;

use crate::tui::replay::{Replay, run_replay};
use crate::tui::screen::{is_ctrl_c, next_press, with_terminal};
use crate::tui::theme::Theme;

/// What the screen shows.
pub struct ReviewScreen<'a> {
    pub report: &'a Report,
    /// The line about how fast the review ran.
    pub speed: String,
    /// The seat shown (an index into the report's seats).
    pub seat: usize,
    /// The mistake selected in the list.
    pub selected: usize,
}

impl ReviewScreen<'_> {
    fn current(&self) -> Option<&SeatReport> {
        self.report.seats.get(self.seat)
    }
}

/// Bars of the chips lost per 100 hands, one row each.
fn chart_lines(rows: &[Row], max: f64, width: usize, theme: &Theme) -> Vec<Line<'static>> {
    let label = 15;
    let number = 9;
    let room = width.saturating_sub(label + number + 2).max(1);
    let mark = if theme.ascii { "#" } else { "█" };
    rows.iter()
        .map(|r| {
            let n = if max > 0.0 && r.lost_per_100 > 0.0 {
                ((r.lost_per_100 / max) * room as f64).round().max(1.0) as usize
            } else {
                0
            };
            Line::from(vec![
                Span::raw(format!("{:<label$}", r.name)),
                Span::raw(format!("{:>8.1} ", r.lost_per_100)),
                Span::styled(mark.repeat(n.min(room)), theme.error()),
            ])
        })
        .collect()
}

/// The rows `line` takes when wrapped at word boundaries to `width` columns.
fn wrapped_rows(line: &Line, width: usize) -> usize {
    let text: String = line.spans.iter().map(|s| s.content.as_ref()).collect();
    let mut rows = 1;
    let mut used = 0;
    for word in text.split(' ') {
        let w = word.chars().count();
        let need = if used == 0 { w } else { used + 1 + w };
        if need <= width {
            used = need;
        } else {
            rows += 1;
            used = w.min(width);
        }
    }
    rows
}

/// Draws the review.
pub fn render(s: &ReviewScreen, theme: &Theme, frame: &mut Frame) {
    let area = frame.area();
    let Some(seat) = s.current() else {
        return;
    };
    let mut summary = vec![
        Line::from(Span::styled(seat.headline(), theme.strong())),
        Line::from(seat.grades_line()),
    ];
    if let Some(line) = seat.left_out_line() {
        summary.push(Line::from(line));
    }
    if seat.decisions > 0 {
        summary.push(Line::from(Span::styled(
            felt::coach::Grade::short_key(),
            theme.dim(),
        )));
    }
    // The analysis's speed only where the losses below keep room.
    if area.height >= 30 {
        summary.push(Line::from(Span::styled(s.speed.clone(), theme.dim())));
    }
    // As tall as the summary wraps to (a narrow screen wraps the headline), at least the
    // usual four rows, at most eight.
    let inner = usize::from(area.width.saturating_sub(2)).max(1);
    let rows: usize = summary.iter().map(|l| wrapped_rows(l, inner)).sum();
    let chart_rows = seat.by_spot.len().max(seat.by_street.len()).min(6) as u16;
    let [top, charts, list, help] = Layout::vertical([
        Constraint::Length(rows.clamp(4, 8) as u16 + 2),
        Constraint::Length(chart_rows + 2),
        Constraint::Min(4),
        Constraint::Length(1),
    ])
    .areas(area);
    let title = format!(
        " Review · {} hand{} from {} file{} · seat {} of {} ",
        s.report.hands,
        if s.report.hands == 1 { "" } else { "s" },
        s.report.files,
        if s.report.files == 1 { "" } else { "s" },
        s.seat + 1,
        s.report.seats.len()
    );
    frame.render_widget(
        Paragraph::new(summary)
            .wrap(Wrap { trim: false })
            .block(theme.text_panel(title)),
        top,
    );
    let [left, right] =
        Layout::horizontal([Constraint::Percentage(50), Constraint::Percentage(50)]).areas(charts);
    let inner = |r: Rect| usize::from(r.width.saturating_sub(2));
    // One scale for both charts: the same loss draws the same bar.
    let max = seat.chart_max();
    frame.render_widget(
        Paragraph::new(chart_lines(&seat.by_spot, max, inner(left), theme))
            // Hands at different blinds are counted in big blinds (chips would not add up).
            .block(theme.text_panel(if seat.one_stake {
                " Chips lost per 100 hands, by spot "
            } else {
                " BB lost per 100 hands, by spot "
            })),
        left,
    );
    frame.render_widget(
        Paragraph::new(chart_lines(&seat.by_street, max, inner(right), theme))
            .block(theme.text_panel(" by street ")),
        right,
    );
    let rows = usize::from(list.height.saturating_sub(2)).max(1);
    let width = usize::from(list.width.saturating_sub(2)).max(1);
    let lines: Vec<Line> = if seat.biggest.is_empty() {
        vec![Line::from(
            "Nothing given up: every decision was the best option.",
        )]
    } else {
        // Each loss in full, wrapped under its description when the screen is narrow (a cut
        // line would cut the advice's amounts).
        let entries: Vec<Vec<String>> = seat
            .biggest
            .iter()
            .map(|r| {
                // The grade before the rest, so the columns line up.
                let prefix = format!(
                    "{}  {:<8} {:<10} ",
                    seat.loss_text(r),
                    r.grade.name(),
                    seat.hand_name(r)
                );
                let text = format!("{}: {} instead of {}", r.place(), r.action, r.best);
                felt::text::wrap_hanging(&prefix, &text, width)
            })
            .collect();
        let selected = s.selected.min(entries.len() - 1);
        // Scrolled so the chosen loss is shown whole, as many before it as fit.
        let mut first = selected;
        let mut used = entries[selected].len();
        while first > 0 && used + entries[first - 1].len() <= rows {
            first -= 1;
            used += entries[first].len();
        }
        // Only whole losses below it: one that would be cut is left for the next scroll.
        let mut room = rows;
        let shown = entries
            .iter()
            .skip(first)
            .take_while(|e| {
                let fits = e.len() <= room;
                room = room.saturating_sub(e.len());
                fits
            })
            .count()
            .max(1);
        entries
            .iter()
            .enumerate()
            .skip(first)
            .take(shown)
            .flat_map(|(i, rows)| {
                let style = if i == selected {
                    theme.highlight()
                } else {
                    ratatui::style::Style::default()
                };
                rows.iter()
                    .map(move |row| Line::from(Span::styled(row.clone(), style)))
            })
            .take(rows)
            .collect()
    };
    frame.render_widget(
        Paragraph::new(lines).block(theme.text_panel(" Biggest losses ")),
        list,
    );
    let keys = if s.report.seats.len() > 1 {
        " ↑↓ choose · enter open the hand · tab next seat · q quit"
    } else {
        " ↑↓ choose · enter open the hand · q quit"
    };
    frame.render_widget(Paragraph::new(Span::styled(keys, theme.dim())), help);
}

/// Takes a key; returns the hand to open when enter picks a mistake.
pub fn on_key(s: &mut ReviewScreen, code: KeyCode) -> Option<(String, u32)> {
    let count = s.current().map_or(0, |seat| seat.biggest.len());
    match code {
        KeyCode::Down | KeyCode::Char('j') if count > 0 => {
            s.selected = (s.selected + 1).min(count - 1);
        }
        KeyCode::Up | KeyCode::Char('k') => s.selected = s.selected.saturating_sub(1),
        KeyCode::Tab if !s.report.seats.is_empty() => {
            s.seat = (s.seat + 1) % s.report.seats.len();
            s.selected = 0;
        }
        KeyCode::Enter => {
            let r = s.current()?.biggest.get(s.selected)?;
            return Some((r.file.clone(), r.hand));
        }
        _ => {}
    }
    None
}

/// Shows the report until the person quits, opening a hand's replay on enter.
///
/// # Errors
/// A message if the terminal fails.
pub fn run(report: &Report, hands: &[LoadedHand], speed: &str, theme: Theme) -> Result<(), String> {
    let mut s = ReviewScreen {
        report,
        speed: speed.to_string(),
        seat: 0,
        selected: 0,
    };
    loop {
        let open = with_terminal(|terminal| {
            loop {
                terminal.draw(|f| {
                    render(&s, &theme, f);
                    theme.fit_frame(f);
                })?;
                if let Some(k) = next_press()? {
                    if matches!(k.code, KeyCode::Char('q') | KeyCode::Esc) || is_ctrl_c(&k) {
                        return Ok(None);
                    }
                    if let Some(pick) = on_key(&mut s, k.code) {
                        return Ok(Some(pick));
                    }
                }
            }
        })?;
        let Some((file, number)) = open else {
            return Ok(());
        };
        let Some(h) = hands
            .iter()
            .find(|h| printable(&h.source.display().to_string()) == file && h.number == number)
        else {
            continue;
        };
        let title = format!("{} · {} hand {}", h.hand.variant().name(), file, number);
        let replay = Replay::new(
            title,
            h.names.clone(),
            *h.hand.setup(),
            h.hand.events().to_vec(),
        );
        run_replay(replay, theme)?;
        // Ctrl-C in the replay ends the review too.
        if crate::tui::quitting() {
            return Ok(());
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_summary_line_counts_the_rows_it_wraps_to() {
        let line = Line::from(
            "5 decisions not graded: felt played them in the bot's place, as its answers were illegal or late",
        );
        // 97 characters at 78 columns: the word "were" goes to a second row.
        assert_eq!(wrapped_rows(&line, 78), 2);
        assert_eq!(wrapped_rows(&line, 200), 1);
        // Word by word at 30 columns: four rows.
        assert_eq!(wrapped_rows(&line, 30), 4);
        assert_eq!(wrapped_rows(&Line::from(""), 10), 1);
    }

    #[test]
    fn a_loss_too_long_for_80_columns_wraps_and_keeps_its_amounts() {
        use felt::coach::Grade;
        use felt::engine::VariantId;
        use felt::review::{Reviewed, SpotKind, StreetClass, seat_report};
        use ratatui::{Terminal, backend::TestBackend};
        let loss = Reviewed {
            file: "f".to_string(),
            hand: 182,
            game: VariantId::Auction,
            decision: 3,
            street: StreetClass::River,
            spot: SpotKind::ALL[0],
            action: "betting 86".to_string(),
            best: "betting 335 (all in)".to_string(),
            value: 163.8,
            best_value: 196.9,
            lost: 33.1,
            grade: Grade::Mistake,
            equity: 0.9,
            pot: 200,
            big_blind: 2,
            from_table: false,
        };
        let report = Report {
            files: 1,
            hands: 200,
            seed: 1,
            seats: vec![seat_report("B", &[loss], 200)],
        };
        let screen = ReviewScreen {
            report: &report,
            speed: String::new(),
            seat: 0,
            selected: 0,
        };
        let theme = Theme {
            colour: false,
            four_colour: false,
            ascii: true,
            light: false,
        };
        let mut terminal = Terminal::new(TestBackend::new(80, 24)).unwrap();
        terminal.draw(|f| render(&screen, &theme, f)).unwrap();
        let text = crate::tui::widgets::range_grid::buffer_text(terminal.backend().buffer(), false);
        // The advice's amount is shown whole, on the row under the cut.
        assert!(text.contains("betting 86 instead of betting"), "{text}");
        assert!(text.contains("335 (all in)"), "{text}");
        assert!(
            text.contains("Grades by the loss's share of the pot"),
            "{text}"
        );
    }
}
