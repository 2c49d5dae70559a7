//! `felt drill` on the full screen: the spot at the top, the bid being typed under it (a bad bid
//! is explained and the same spot waits), and what the last answer revealed below. The spots and
//! their scoring are the library's (`felt::drill`); this screen only reads keys and draws.

use ratatui::Frame;
use ratatui::crossterm::event::{KeyCode, KeyEvent};
use ratatui::layout::{Constraint, Layout};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Wrap};

use felt::drill::{Answered, Drill};

use super::screen::{is_ctrl_c, next_press, with_terminal};
use super::theme::Theme;

/// The drill screen's state.
pub struct DrillScreen<'a> {
    pub drill: &'a mut Drill,
    /// How many spots the session has.
    pub count: u32,
    /// The bid as typed so far.
    pub input: String,
    /// Why the last bid was refused.
    pub error: Option<String>,
    /// The last answer, shown until the next one.
    pub last: Option<Answered>,
    pub quit: bool,
}

impl<'a> DrillScreen<'a> {
    /// A screen on `drill`'s current spot.
    pub fn new(drill: &'a mut Drill, count: u32) -> DrillScreen<'a> {
        DrillScreen {
            drill,
            count,
            input: String::new(),
            error: None,
            last: None,
            quit: false,
        }
    }

    /// The most the player can bid at the spot (0 once every spot is answered).
    fn drill_max(&self) -> felt::engine::Chips {
        if self.finished() {
            0
        } else {
            self.drill.spot().my_stack()
        }
    }

    /// True when every spot of the session is answered.
    pub fn finished(&self) -> bool {
        self.drill.scores.len() as u32 >= self.count
    }

    /// One key: typing edits the bid, Enter submits it (or leaves when finished), Esc leaves,
    /// q leaves when nothing is typed.
    pub fn on_key(&mut self, key: KeyEvent) {
        if is_ctrl_c(&key) {
            self.quit = true;
            return;
        }
        match key.code {
            KeyCode::Esc => self.quit = true,
            KeyCode::Char('q') if self.input.is_empty() => self.quit = true,
            KeyCode::Enter if self.finished() => self.quit = true,
            KeyCode::Enter => match self.drill.answer(&self.input) {
                Ok(answered) => {
                    self.last = Some(answered);
                    self.input.clear();
                    self.error = None;
                }
                Err(e) => self.error = Some(e.to_string()),
            },
            KeyCode::Backspace => {
                self.input.pop();
            }
            KeyCode::Char(c) if !self.finished() && self.input.chars().count() < 12 => {
                self.input.push(c);
            }
            _ => {}
        }
    }
}

/// Rows `lines` take wrapped between words in `width` columns (as the panels wrap them).
fn wrapped_rows(lines: &[String], width: u16) -> u16 {
    let width = usize::from(width.max(8));
    let rows: usize = lines
        .iter()
        .map(|line| {
            let mut rows = 1;
            let mut used = 0;
            for word in line.split_whitespace() {
                let len = word.chars().count();
                if used > 0 && used + 1 + len > width {
                    rows += 1;
                    used = len;
                } else {
                    used += len + usize::from(used > 0);
                }
            }
            rows
        })
        .sum();
    u16::try_from(rows).unwrap_or(u16::MAX)
}

fn render(s: &DrillScreen<'_>, theme: &Theme, frame: &mut Frame) {
    // The spot's box takes the rows its text needs (up to 10) and the bid's box one line (two
    // with an error), so the last spot's answer below keeps the rest of a small screen.
    let inner = frame.area().width.saturating_sub(2);
    let spot_rows = if s.finished() {
        1
    } else {
        wrapped_rows(&s.drill.spot().describe(s.count, theme.ascii), inner)
    };
    // An error goes beside the bid when it fits there, else on a line of its own.
    let input_width = format!("Your bid (0-{}): {}_  ", s.drill_max(), s.input)
        .chars()
        .count();
    let error_beside = s
        .error
        .as_ref()
        .is_some_and(|e| input_width + e.chars().count() <= usize::from(inner));
    let [spot_area, bid_area, reveal_area, help] = Layout::vertical([
        Constraint::Length((spot_rows + 2).min(10)),
        Constraint::Length(if s.error.is_some() && !error_beside {
            4
        } else {
            3
        }),
        Constraint::Min(5),
        Constraint::Length(1),
    ])
    .areas(frame.area());
    let title = format!(
        " Bidding drill: {} · seed {} ",
        s.drill.variant().name(),
        s.drill.seed()
    );
    let spot_lines: Vec<Line> = if s.finished() {
        vec![Line::from(format!(
            "All {} spots answered: {:.1} chips of EV lost. Enter to finish.",
            s.drill.scores.len(),
            s.drill.total_loss()
        ))]
    } else {
        s.drill
            .spot()
            .describe(s.count, theme.ascii)
            .into_iter()
            .map(|l| Line::from(l.trim_start().to_string()))
            .collect()
    };
    frame.render_widget(
        Paragraph::new(spot_lines)
            .wrap(Wrap { trim: false })
            .block(theme.text_panel(title)),
        spot_area,
    );
    // Once every spot is answered there is nothing to bid on: the box says how to leave.
    let mut bid_lines = if s.finished() {
        vec![Line::from(Span::styled(
            "No spots left: Enter finishes the drill.",
            theme.dim(),
        ))]
    } else {
        vec![Line::from(vec![
            Span::raw(format!("Your bid (0-{}): ", s.drill.spot().my_stack())),
            Span::styled(format!("{}_", s.input), theme.strong()),
        ])]
    };
    if let Some(e) = &s.error {
        let error = Span::styled(e.clone(), theme.error());
        match bid_lines.last_mut() {
            Some(line) if error_beside => {
                line.spans.push(Span::raw("  "));
                line.spans.push(error);
            }
            _ => bid_lines.push(Line::from(error)),
        }
    }
    frame.render_widget(
        Paragraph::new(bid_lines).block(theme.panel(" Bid ")),
        bid_area,
    );
    let reveal: Vec<Line> = s.last.as_ref().map_or_else(
        || vec![Line::from("Bid what the prize is worth to you.")],
        |a| {
            a.describe()
                .into_iter()
                .map(|l| Line::from(l.trim_start().to_string()))
                .collect()
        },
    );
    let answered = s.drill.scores.len();
    let so_far = if answered == 0 {
        " Last spot ".to_string()
    } else {
        format!(
            " Last spot · {answered} answered, {:.1} chips lost so far ",
            s.drill.total_loss()
        )
    };
    frame.render_widget(
        Paragraph::new(reveal)
            .wrap(Wrap { trim: false })
            .block(theme.text_panel(so_far)),
        reveal_area,
    );
    frame.render_widget(
        Paragraph::new(Span::styled(
            if s.finished() {
                " enter finish · esc quit (answered spots are saved)"
            } else {
                " type a bid · enter submit · esc quit (answered spots are saved)"
            },
            theme.dim(),
        )),
        help,
    );
}

/// Runs the drill on the full screen until the session is done or the player leaves.
///
/// # Errors
/// A message if the terminal fails.
pub fn run(drill: &mut Drill, count: u32, theme: Theme) -> Result<(), String> {
    let mut screen = DrillScreen::new(drill, count);
    with_terminal(|terminal| {
        while !screen.quit {
            terminal.draw(|f| {
                render(&screen, &theme, f);
                theme.fit_frame(f);
            })?;
            if let Some(k) = next_press()? {
                screen.on_key(k);
            }
        }
        Ok(())
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use felt::bots::Budget;
    use felt::engine::VariantId;
    use ratatui::Terminal;
    use ratatui::backend::TestBackend;
    use ratatui::crossterm::event::KeyModifiers;

    fn press(s: &mut DrillScreen<'_>, code: KeyCode) {
        s.on_key(KeyEvent::new(code, KeyModifiers::NONE));
    }

    fn typed(s: &mut DrillScreen<'_>, text: &str) {
        for c in text.chars() {
            press(s, KeyCode::Char(c));
        }
        press(s, KeyCode::Enter);
    }

    #[test]
    fn bad_bids_on_screen_are_explained_and_the_spot_waits() {
        let budget = Budget {
            samples: 100,
            max_ms: 1.0e9,
        };
        let mut drill = Drill::new(VariantId::Auction, 4, budget).unwrap();
        let mut s = DrillScreen::new(&mut drill, 2);
        typed(&mut s, "abc");
        assert!(s.error.as_deref().unwrap().contains("\"abc\" is not a bid"));
        assert!(s.drill.scores.is_empty());
        for _ in 0..3 {
            press(&mut s, KeyCode::Backspace);
        }
        typed(&mut s, "2");
        assert_eq!(s.drill.scores.len(), 1);
        assert!(s.error.is_none() && s.last.is_some());
        let theme = Theme {
            colour: true,
            four_colour: false,
            ascii: false,
            light: false,
        };
        let mut terminal = Terminal::new(TestBackend::new(100, 24)).unwrap();
        terminal.draw(|f| render(&s, &theme, f)).unwrap();
        let buf = terminal.backend().buffer().clone();
        let text: String = (0..24)
            .flat_map(|y| (0..100).map(move |x| (x, y)))
            .map(|(x, y)| buf[(x, y)].symbol().to_string())
            .collect();
        assert!(text.contains("Spot 2 of 2"), "{text}");
        assert!(
            text.contains("The third card was worth a bid of up to"),
            "{text}"
        );
        typed(&mut s, "1");
        assert!(s.finished());
        // Nothing is left to bid on: no bid box, and the way out is named.
        let done = drawn(&s, 80, 24);
        assert!(!done.contains("Your bid"), "{done}");
        assert!(done.contains("Enter finishes the drill"), "{done}");
        press(&mut s, KeyCode::Enter);
        assert!(s.quit);
    }

    /// The screen as text, `w` x `h`.
    fn drawn(s: &DrillScreen<'_>, w: u16, h: u16) -> String {
        let theme = Theme {
            colour: false,
            four_colour: false,
            ascii: false,
            light: false,
        };
        let mut terminal = Terminal::new(TestBackend::new(w, h)).unwrap();
        terminal.draw(|f| render(s, &theme, f)).unwrap();
        let buf = terminal.backend().buffer().clone();
        (0..h)
            .map(|y| (0..w).map(|x| buf[(x, y)].symbol()).collect::<String>() + "\n")
            .collect()
    }

    #[test]
    fn no_drill_screen_cuts_text_at_a_border() {
        let budget = Budget {
            samples: 100,
            max_ms: 1.0e9,
        };
        let mut problems = Vec::new();
        for variant in [VariantId::Auction, VariantId::SneakPeek] {
            for seed in 0..6 {
                let mut drill = Drill::new(variant, seed, budget).unwrap();
                let mut s = DrillScreen::new(&mut drill, 3);
                typed(&mut s, "1.5");
                for stage in [
                    "spot with an error",
                    "answered",
                    "answered twice",
                    "finished",
                ] {
                    for (w, h) in [(80u16, 24u16), (120, 40)] {
                        let screen = drawn(&s, w, h);
                        for p in crate::tui::tests::cut_at_border(&screen, w as usize) {
                            problems.push(format!("{variant} seed {seed} {stage} {w}x{h}: {p}"));
                        }
                    }
                    for _ in 0..3 {
                        press(&mut s, KeyCode::Backspace);
                    }
                    typed(&mut s, "7");
                }
            }
        }
        assert!(problems.is_empty(), "{}", problems.join("\n"));
    }
}
