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
fn chart_lines(rows: &[Row], width: usize, theme: &Theme) -> Vec<Line<'static>> {
    let max = rows.iter().map(|r| r.lost_per_100).fold(0.0, f64::max);
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
    summary.push(Line::from(Span::styled(s.speed.clone(), theme.dim())));
    // As tall as the summary wraps to (a narrow screen wraps the headline), at least the
    // usual four rows, at most eight.
    let inner = usize::from(area.width.saturating_sub(2)).max(1);
    let rows: usize = summary.iter().map(|l| wrapped_rows(l, inner)).sum();
    let [top, charts, list, help] = Layout::vertical([
        Constraint::Length(rows.clamp(4, 8) as u16 + 2),
        Constraint::Length(8),
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
    frame.render_widget(
        Paragraph::new(chart_lines(&seat.by_spot, inner(left), theme))
            // Hands at different blinds are counted in big blinds (chips would not add up).
            .block(theme.text_panel(if seat.one_stake {
                " Chips lost per 100 hands, by spot "
            } else {
                " Big blinds lost per 100 hands, by spot "
            })),
        left,
    );
    frame.render_widget(
        Paragraph::new(chart_lines(&seat.by_street, inner(right), theme))
            .block(theme.text_panel(" by street ")),
        right,
    );
    let rows = usize::from(list.height.saturating_sub(2)).max(1);
    let first = s.selected.saturating_sub(rows.saturating_sub(1));
    let lines: Vec<Line> = if seat.biggest.is_empty() {
        vec![Line::from(
            "Nothing given up: every decision was the best option.",
        )]
    } else {
        seat.biggest
            .iter()
            .enumerate()
            .skip(first)
            .take(rows)
            .map(|(i, r)| {
                // The grade before the rest, so a narrow screen that cuts the line keeps it.
                let text = format!(
                    "{}  {:<8} {:<10} {}: {} instead of {}",
                    seat.loss_text(r),
                    r.grade.name(),
                    seat.hand_name(r),
                    r.place(),
                    r.action,
                    r.best
                );
                if i == s.selected {
                    Line::from(Span::styled(text, theme.highlight()))
                } else {
                    Line::from(text)
                }
            })
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
}
