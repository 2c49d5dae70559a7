//! Looking back: `felt replay` steps through a saved hand with every card shown, and
//! `felt stats` draws the bankroll over the hands played, per variant. Both are small
//! screens of their own with the same terminal care as the table.

use std::io::stdout;
use std::path::PathBuf;

use ratatui::crossterm::event::{self, Event as TermEvent, KeyCode, KeyEventKind, KeyModifiers};
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::style::Style;
use ratatui::symbols::Marker;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Axis, Chart, Dataset, GraphType, Paragraph, Wrap};
use ratatui::{DefaultTerminal, Frame};

use felt::engine::{Event, Hand, Seat};
use felt::stats::PlayerStats;

use super::theme::Theme;
use super::widgets::cards;
use felt::narration::heads_up::replay_line;

/// A saved hand being stepped through.
pub struct Replay {
    pub title: String,
    pub names: [String; 2],
    pub hand: Hand,
    /// Events shown so far.
    pub step: usize,
}

impl Replay {
    /// A replay at its start (the deal).
    pub fn new(title: String, names: [String; 2], hand: Hand) -> Replay {
        let first = first_decision(&hand);
        Replay {
            title,
            names,
            hand,
            step: first,
        }
    }

    /// The replay's log lines up to the current step, told from seat 0's side but with every
    /// card shown.
    pub fn lines(&self, upto: usize, ascii: bool) -> Vec<String> {
        (0..upto.min(self.hand.events().len()))
            .filter_map(|i| replay_line(&self.hand, i, &self.names, ascii))
            .collect()
    }

    /// Steps forward (`true`) or back to the previous decision or deal.
    pub fn step(&mut self, forward: bool) {
        let n = self.hand.events().len();
        let is_stop = |e: &Event| {
            !matches!(
                e,
                Event::PostBlind { .. } | Event::DealHole { .. } | Event::ReturnUncalled { .. }
            )
        };
        if forward {
            let mut i = self.step + 1;
            while i < n && !is_stop(&self.hand.events()[i - 1]) {
                i += 1;
            }
            // A street's cards come out together.
            while i < n
                && matches!((self.hand.events()[i - 1], self.hand.events()[i]), (Event::DealBoard { street: a, .. }, Event::DealBoard { street: b, .. }) if a == b)
            {
                i += 1;
            }
            self.step = i.min(n);
        } else {
            let mut i = self.step.saturating_sub(1);
            while i > 0 && !is_stop(&self.hand.events()[i - 1]) {
                i -= 1;
            }
            while i > 1
                && matches!((self.hand.events()[i - 2], self.hand.events()[i - 1]), (Event::DealBoard { street: a, .. }, Event::DealBoard { street: b, .. }) if a == b)
            {
                i -= 1;
            }
            self.step = i.max(first_decision(&self.hand));
        }
    }
}

fn first_decision(hand: &Hand) -> usize {
    hand.events()
        .iter()
        .position(|e| {
            !matches!(
                e,
                Event::PostBlind { .. } | Event::DealHole { .. } | Event::ReturnUncalled { .. }
            )
        })
        .unwrap_or(hand.events().len())
}

fn render_replay(r: &Replay, theme: &Theme, frame: &mut Frame) {
    let area = frame.area();
    let [head, seats, board, log, help] = Layout::vertical([
        Constraint::Length(1),
        Constraint::Length(3),
        Constraint::Length(2),
        Constraint::Min(4),
        Constraint::Length(1),
    ])
    .areas(area);
    frame.render_widget(
        Paragraph::new(Line::from(vec![
            Span::styled(" felt replay ", theme.highlight()),
            Span::raw(format!(" {} ", r.title)),
        ])),
        head,
    );
    let shown = &r.hand.events()[..r.step];
    let mut lines = Vec::new();
    for seat in [Seat(0), Seat(1)] {
        let held: Vec<_> = shown
            .iter()
            .filter_map(|e| match e {
                Event::DealHole { seat: s, card, .. } if *s == seat => Some(*card),
                _ => None,
            })
            .collect();
        let role = if seat == Seat(0) {
            "button · small blind"
        } else {
            "big blind"
        };
        let mut spans = vec![
            Span::styled(format!(" {:<14}", r.names[seat.index()]), theme.strong()),
            Span::styled(format!("{role:<22}"), theme.dim()),
        ];
        spans.extend(cards::faces(theme, &held));
        lines.push(Line::from(spans));
    }
    frame.render_widget(Paragraph::new(lines), seats);
    let board_cards: Vec<_> = shown
        .iter()
        .filter_map(|e| match e {
            Event::DealBoard { card, .. } => Some(*card),
            _ => None,
        })
        .collect();
    let mut spans = vec![Span::styled(" Board ", theme.strong())];
    spans.extend(cards::faces(theme, &board_cards));
    frame.render_widget(Paragraph::new(Line::from(spans)), board);
    let text: Vec<Line> = r
        .lines(r.step, theme.ascii)
        .into_iter()
        .map(Line::from)
        .collect();
    let height = log.height.saturating_sub(2) as usize;
    let skip = text.len().saturating_sub(height);
    frame.render_widget(
        Paragraph::new(text.into_iter().skip(skip).collect::<Vec<_>>())
            .wrap(Wrap { trim: true })
            .block(theme.text_panel(format!(" Step {} of {} ", r.step, r.hand.events().len()))),
        log,
    );
    frame.render_widget(
        Paragraph::new(Span::styled(
            " → / space next · ← back · home start · end finish · q quit",
            theme.dim(),
        )),
        help,
    );
}

pub(super) fn with_terminal<T>(
    f: impl FnOnce(&mut DefaultTerminal) -> std::io::Result<T>,
) -> Result<T, String> {
    let mut terminal = ratatui::try_init().map_err(|e| format!("cannot open the terminal: {e}"))?;
    super::screen_opened(true);
    let result = f(&mut terminal);
    ratatui::restore();
    super::screen_opened(false);
    let _ = stdout();
    result.map_err(|e| format!("terminal error: {e}"))
}

/// Steps through a replay on screen until the player quits.
///
/// # Errors
/// A message if the terminal fails.
pub fn run_replay(mut r: Replay, theme: Theme) -> Result<(), String> {
    with_terminal(|terminal| {
        loop {
            terminal.draw(|f| {
                render_replay(&r, &theme, f);
                theme.fit_frame(f);
            })?;
            if let Some(k) = next_press()? {
                match k.code {
                    KeyCode::Char('q') | KeyCode::Esc => break,
                    _ if is_ctrl_c(&k) => break,
                    KeyCode::Right | KeyCode::Char(' ') | KeyCode::Char('l') | KeyCode::Enter => {
                        r.step(true)
                    }
                    KeyCode::Left | KeyCode::Char('h') | KeyCode::Backspace => r.step(false),
                    KeyCode::Home => r.step = first_decision(&r.hand),
                    KeyCode::End => r.step = r.hand.events().len(),
                    _ => {}
                }
            }
        }
        Ok(())
    })
}

/// Lets the player pick a saved hand (newest first); returns its path.
///
/// # Errors
/// A message if the terminal fails.
pub fn run_browser(
    files: &[PathBuf],
    theme: Theme,
    notice: Option<&str>,
) -> Result<Option<PathBuf>, String> {
    let mut selected = 0usize;
    with_terminal(|terminal| {
        loop {
            terminal.draw(|f| {
                let area = f.area();
                let height = area.height.saturating_sub(3 + u16::from(notice.is_some())) as usize;
                let start = selected.saturating_sub(height.saturating_sub(1));
                // Why the last file picked could not be shown, above the list.
                let notice_line =
                    notice.map(|n| Line::from(Span::styled(format!(" {n}"), theme.error())));
                let lines: Vec<Line> = notice_line
                    .into_iter()
                    .chain(
                        files
                            .iter()
                            .enumerate()
                            .skip(start)
                            .take(height)
                            .map(|(i, p)| {
                                let name = p
                                    .strip_prefix(p.parent().and_then(|d| d.parent()).unwrap_or(p))
                                    .unwrap_or(p)
                                    .display()
                                    .to_string();
                                Line::from(Span::styled(
                                    format!(" {name}"),
                                    if i == selected {
                                        theme.highlight()
                                    } else {
                                        Style::new()
                                    },
                                ))
                            }),
                    )
                    .collect();
                f.render_widget(
                    Paragraph::new(lines).block(theme.panel(format!(
                        " Saved hands ({}) · ↑↓ choose · enter open · q quit ",
                        files.len()
                    ))),
                    area,
                );
                theme.fit_frame(f);
            })?;
            if let Some(k) = next_press()? {
                match k.code {
                    KeyCode::Char('q') | KeyCode::Esc => return Ok(None),
                    KeyCode::Char('c') if k.modifiers.contains(KeyModifiers::CONTROL) => {
                        return Ok(None);
                    }
                    KeyCode::Up | KeyCode::Char('k') => selected = selected.saturating_sub(1),
                    KeyCode::Down | KeyCode::Char('j') => {
                        selected = (selected + 1).min(files.len().saturating_sub(1))
                    }
                    KeyCode::PageUp => selected = selected.saturating_sub(10),
                    KeyCode::PageDown => {
                        selected = (selected + 10).min(files.len().saturating_sub(1))
                    }
                    KeyCode::Enter => return Ok(files.get(selected).cloned()),
                    _ => {}
                }
            }
        }
    })
}

/// Draws the stats: a table per variant and the bankroll chart of one variant at a time.
fn render_stats(
    stats: &PlayerStats,
    summary: &str,
    current: usize,
    theme: &Theme,
    frame: &mut Frame,
) {
    let area = frame.area();
    let variants: Vec<(&String, &felt::stats::VariantStats)> =
        stats.variants.iter().filter(|(_, v)| v.hands > 0).collect();
    // The summary wraps inside its frame (less one column of margin): count wrapped rows.
    let inner = usize::from(area.width.saturating_sub(3)).max(1);
    let rows = summary
        .lines()
        .map(|l| l.chars().count().div_ceil(inner).max(1))
        .sum::<usize>() as u16
        + 2;
    let [top, chart_area, help] = Layout::vertical([
        Constraint::Length(rows),
        Constraint::Min(6),
        Constraint::Length(1),
    ])
    .areas(area);
    frame.render_widget(
        Paragraph::new(summary.to_string())
            .wrap(Wrap { trim: false })
            .block(theme.text_panel(" Your statistics ")),
        top,
    );
    if let Some((name, v)) = variants.get(current % variants.len().max(1)) {
        match stats.drill.get(*name).filter(|d| !d.sessions.is_empty()) {
            Some(d) => {
                let [left, right] =
                    Layout::horizontal([Constraint::Percentage(60), Constraint::Percentage(40)])
                        .areas(chart_area);
                chart(name, v, theme, frame, left);
                drill_chart(name, d, theme, frame, right);
            }
            None => chart(name, v, theme, frame, chart_area),
        }
    }
    frame.render_widget(
        Paragraph::new(Span::styled(" ←→ switch game · q quit", theme.dim())),
        help,
    );
}

fn chart(name: &str, v: &felt::stats::VariantStats, theme: &Theme, frame: &mut Frame, area: Rect) {
    let first = v.hands.saturating_sub(v.bankroll_history.len() as u64);
    let mut points: Vec<(f64, f64)> = v
        .bankroll_history
        .iter()
        .enumerate()
        .map(|(i, &b)| ((first + i as u64 + 1) as f64, b as f64))
        .collect();
    if first == 0 {
        // Every hand is kept: the line starts at zero before the first hand.
        points.insert(0, (0.0, 0.0));
    }
    let (lo, hi) = points
        .iter()
        .fold((0.0f64, 0.0f64), |(lo, hi), p| (lo.min(p.1), hi.max(p.1)));
    let pad = ((hi - lo) * 0.1).max(1.0);
    let x_end = (first + v.bankroll_history.len() as u64).max(1) as f64;
    let data = [Dataset::default()
        .name("bankroll")
        .marker(Marker::Braille)
        .graph_type(GraphType::Line)
        .style(theme.good())
        .data(&points)];
    let chart = Chart::new(data.to_vec())
        .block(theme.panel(format!(" Bankroll over hands: {name} ")))
        .x_axis(
            Axis::default()
                .title("hand")
                .bounds([first as f64, x_end])
                .labels([format!("{first}"), format!("{}", x_end as u64)]),
        )
        .y_axis(
            Axis::default()
                .title("chips")
                .bounds([lo - pad, hi + pad])
                .labels([
                    format!("{:.0}", lo - pad),
                    "0".to_string(),
                    format!("{:.0}", hi + pad),
                ]),
        );
    frame.render_widget(chart, area);
}

/// The bidding drill's chips of EV lost per spot, one point per session (lower is better).
fn drill_chart(
    name: &str,
    d: &felt::stats::DrillStats,
    theme: &Theme,
    frame: &mut Frame,
    area: Rect,
) {
    let points: Vec<(f64, f64)> = d
        .sessions
        .iter()
        .enumerate()
        .map(|(i, s)| ((i + 1) as f64, s.loss_per_spot().unwrap_or(0.0)))
        .collect();
    let hi = points.iter().map(|p| p.1).fold(0.0f64, f64::max).max(1.0) * 1.1;
    let x_end = (points.len() as f64).max(2.0);
    let data = [Dataset::default()
        .name("lost / spot")
        .marker(Marker::Braille)
        .graph_type(GraphType::Line)
        .style(theme.good())
        .data(&points)];
    let chart = Chart::new(data.to_vec())
        .block(theme.panel(format!(" Bidding drill: {name} ")))
        .x_axis(
            Axis::default()
                .title("session")
                .bounds([1.0, x_end])
                .labels(["1".to_string(), format!("{}", x_end as u64)]),
        )
        .y_axis(
            Axis::default()
                .title("chips lost/spot")
                .bounds([0.0, hi])
                .labels(["0".to_string(), format!("{hi:.1}")]),
        );
    frame.render_widget(chart, area);
}

/// Shows the stats screen until the player quits.
///
/// # Errors
/// A message if the terminal fails.
pub fn run_stats(stats: &PlayerStats, summary: &str, theme: Theme) -> Result<(), String> {
    let mut current = 0usize;
    let count = stats
        .variants
        .values()
        .filter(|v| v.hands > 0)
        .count()
        .max(1);
    with_terminal(|terminal| {
        loop {
            terminal.draw(|f| {
                render_stats(stats, summary, current, &theme, f);
                theme.fit_frame(f);
            })?;
            if let Some(k) = next_press()? {
                match k.code {
                    KeyCode::Char('q') | KeyCode::Esc => break,
                    _ if is_ctrl_c(&k) => break,
                    KeyCode::Right | KeyCode::Tab => current = (current + 1) % count,
                    KeyCode::Left => current = (current + count - 1) % count,
                    _ => {}
                }
            }
        }
        Ok(())
    })
}

/// The next key press (releases and other events give `None`).
pub(super) fn next_press() -> std::io::Result<Option<ratatui::crossterm::event::KeyEvent>> {
    Ok(match event::read()? {
        TermEvent::Key(k) if k.kind != KeyEventKind::Release => Some(k),
        _ => None,
    })
}

pub(super) fn is_ctrl_c(k: &ratatui::crossterm::event::KeyEvent) -> bool {
    k.code == KeyCode::Char('c') && k.modifiers.contains(KeyModifiers::CONTROL)
}

#[cfg(test)]
mod tests {
    use super::*;
    use felt::cards::{Card, Deck};
    use felt::engine::{Action, HandSetup, VariantId};
    use ratatui::Terminal;
    use ratatui::backend::TestBackend;

    fn replay() -> Replay {
        let deck =
            Deck::from_order(&Card::parse_list("AsKs QdQh 2c7d9h 5c Th 3s").unwrap()).unwrap();
        let mut h = Hand::new(HandSetup::new(VariantId::Auction, [400, 400], 1, 2), deck).unwrap();
        for (s, a) in [
            (0, Action::RaiseTo(6)),
            (1, Action::Call),
            (1, Action::Bid(4)),
            (0, Action::Bid(9)),
            (1, Action::Check),
            (0, Action::Check),
            (1, Action::Check),
            (0, Action::Check),
            (1, Action::Check),
            (0, Action::Check),
        ] {
            h.apply(Seat(s), a).unwrap();
        }
        Replay::new("test".into(), ["alice".into(), "bob".into()], h)
    }

    #[test]
    fn replay_steps_forward_and_back_over_decisions_with_all_cards_shown() {
        let mut r = replay();
        let start = r.step;
        r.step(true);
        assert!(r.step > start);
        r.step(false);
        assert_eq!(r.step, start);
        r.step = r.hand.events().len();
        let lines = r.lines(r.step, false);
        assert!(lines.iter().any(|l| l == "Alice raises to 6"), "{lines:?}");
        assert!(
            lines.iter().any(|l| l.starts_with("Bob shows Q♦ Q♥")),
            "{lines:?}"
        );
        assert!(
            lines
                .iter()
                .any(|l| l == "Bids: Alice 9, Bob 4. Alice wins and pays 4."),
            "{lines:?}"
        );
        assert!(
            lines.iter().any(|l| l == "Alice gets a third card: 5♣"),
            "{lines:?}"
        );
        let mut terminal = Terminal::new(TestBackend::new(80, 24)).unwrap();
        terminal
            .draw(|f| {
                render_replay(
                    &r,
                    &Theme {
                        colour: true,
                        four_colour: false,
                        ascii: false,
                    },
                    f,
                )
            })
            .unwrap();
        let buf = terminal.backend().buffer().clone();
        let text: String = (0..24)
            .flat_map(|y| (0..80).map(move |x| (x, y)))
            .map(|(x, y)| buf[(x, y)].symbol().to_string())
            .collect();
        assert!(
            text.contains("Q♦") && text.contains("A♠"),
            "every card is shown"
        );
    }

    #[test]
    fn no_replay_step_cuts_text_at_a_border() {
        let theme = Theme {
            colour: false,
            four_colour: false,
            ascii: false,
        };
        let mut r = replay();
        let mut problems = Vec::new();
        for step in 0..=r.hand.events().len() {
            r.step = step;
            for (w, h) in [(80u16, 24u16), (120, 40)] {
                let mut terminal = Terminal::new(TestBackend::new(w, h)).unwrap();
                terminal.draw(|f| render_replay(&r, &theme, f)).unwrap();
                let buf = terminal.backend().buffer().clone();
                let screen: String = (0..h)
                    .map(|y| (0..w).map(|x| buf[(x, y)].symbol()).collect::<String>() + "\n")
                    .collect();
                for p in crate::tui::tests::cut_at_border(&screen, w as usize) {
                    problems.push(format!("step {step} {w}x{h}: {p}"));
                }
            }
        }
        assert!(problems.is_empty(), "{}", problems.join("\n"));
    }

    #[test]
    fn stats_screen_draws_the_drill_chart_beside_the_bankroll() {
        let mut stats = PlayerStats::default();
        let v = stats.variant_mut("auction");
        v.hands = 2;
        v.bankroll = 5;
        v.bankroll_history = vec![3, 5];
        for loss in [6.0, 2.0] {
            stats
                .drill_mut("auction")
                .record(felt::stats::DrillSession {
                    spots: 2,
                    loss,
                    ..Default::default()
                });
        }
        let mut summary = stats.summary_text(|_| 2);
        summary.push_str(&stats.drill_lines(false));
        let mut terminal = Terminal::new(TestBackend::new(100, 24)).unwrap();
        let theme = Theme {
            colour: true,
            four_colour: false,
            ascii: false,
        };
        terminal
            .draw(|f| render_stats(&stats, &summary, 0, &theme, f))
            .unwrap();
        let buf = terminal.backend().buffer().clone();
        let text: String = (0..24)
            .flat_map(|y| (0..100).map(move |x| (x, y)))
            .map(|(x, y)| buf[(x, y)].symbol().to_string())
            .collect();
        assert!(text.contains("Bidding drill: auction"), "{text}");
        assert!(text.contains("Bankroll over hands: auction"), "{text}");
        assert!(text.contains("Bidding drill, auction: 4 spots"), "{text}");
        // Nothing is cut at a border at either checked size.
        for (w, h) in [(80u16, 24u16), (120, 40)] {
            let mut terminal = Terminal::new(TestBackend::new(w, h)).unwrap();
            terminal
                .draw(|f| render_stats(&stats, &summary, 0, &theme, f))
                .unwrap();
            let buf = terminal.backend().buffer().clone();
            let screen: String = (0..h)
                .map(|y| (0..w).map(|x| buf[(x, y)].symbol()).collect::<String>() + "\n")
                .collect();
            // The text panel at the top (the charts below are drawings, not text).
            let text_rows: String = screen
                .lines()
                .take_while(|l| !l.starts_with("┌ Bankroll"))
                .map(|l| format!("{l}\n"))
                .collect();
            let cut = crate::tui::tests::cut_at_border(&text_rows, w as usize);
            assert!(cut.is_empty(), "{w}x{h}: {cut:?}\n{screen}");
        }
    }
}
