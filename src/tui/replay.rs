//! `felt replay`: steps through a saved hand with every card shown, through the rounds of an
//! official engine's game log one by one, and a picker for the saved hands.

use std::path::PathBuf;

use ratatui::Frame;
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::style::Style;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Wrap};

use felt::engine::{Event, HandSetup};

use crate::tui::scene::replay_scene;
use crate::tui::screen::{next_press, show, with_terminal};
use crate::tui::theme::Theme;
use crate::tui::ui::felt_view::{felt_rows, render_felt};
use crate::tui::ui::side_panel;
use felt::narration::heads_up::{replay_line, untold_forced};

/// A saved hand being stepped through: its setup and its events, every card of them public.
pub struct Replay {
    pub title: String,
    pub names: [String; 2],
    pub setup: HandSetup,
    pub events: Vec<Event>,
    /// Events shown so far.
    pub step: usize,
}

impl Replay {
    /// A replay at its start (the deal). The title and names come from a file: they are made
    /// printable here, for the screen and the text alike.
    pub fn new(title: String, names: [String; 2], setup: HandSetup, events: Vec<Event>) -> Replay {
        let first = first_decision(&setup, &events);
        Replay {
            title: felt::text::printable(&title),
            names: names.map(|n| felt::text::printable(&n)),
            setup,
            events,
            step: first,
        }
    }

    /// The replay's log lines up to the current step, told from seat 0's side but with every
    /// card shown.
    pub fn lines(&self, upto: usize, ascii: bool) -> Vec<String> {
        (0..upto.min(self.events.len()))
            .filter_map(|i| replay_line(&self.setup, &self.events, i, &self.names, ascii))
            .collect()
    }

    /// Steps forward (`true`) or back to the previous decision or deal: back is the stop
    /// before this one of the same stops forward goes through.
    pub fn step(&mut self, forward: bool) {
        self.step = if forward {
            next_stop(&self.setup, &self.events, self.step)
        } else {
            let stops = self.stops();
            stops
                .iter()
                .rev()
                .find(|&&s| s < self.step)
                .or(stops.first())
                .copied()
                .unwrap_or(0)
        };
    }

    /// The steps the replay stops at, in order: the deal (the first decision), then each
    /// stop forward to the end. These are the steps the header counts.
    pub fn stops(&self) -> Vec<usize> {
        let flags = stop_flags(&self.setup, &self.events);
        let first = flags
            .iter()
            .position(|&stop| stop)
            .unwrap_or(self.events.len());
        let mut stops = vec![first];
        while let Some(&last) = stops.last().filter(|&&s| s < self.events.len()) {
            stops.push(next_stop_by(&flags, &self.events, last));
        }
        stops
    }

    /// "Step 1 of 7" for the header: the stops up to the one shown, of all the stops.
    pub fn position(&self) -> (usize, usize) {
        let stops = self.stops();
        let at = stops.iter().filter(|&&s| s <= self.step).count().max(1);
        (at, stops.len())
    }
}

/// True for each event the replay stops after: not the blinds, the deal or a returned bet, nor
/// a forced move the replay does not tell ([`untold_forced`]).
fn stop_flags(setup: &HandSetup, events: &[Event]) -> Vec<bool> {
    (0..events.len())
        .map(|i| {
            !untold_forced(setup.stacks, events, i)
                && !matches!(
                    events[i],
                    Event::PostBlind { .. } | Event::DealHole { .. } | Event::ReturnUncalled { .. }
                )
        })
        .collect()
}

/// The stop after `step`: past the events that are no stop, a street's cards together.
fn next_stop(setup: &HandSetup, events: &[Event], step: usize) -> usize {
    next_stop_by(&stop_flags(setup, events), events, step)
}

/// [`next_stop`] by the events' [`stop_flags`].
fn next_stop_by(stops: &[bool], events: &[Event], step: usize) -> usize {
    let n = events.len();
    let mut i = step + 1;
    while i < n && !stops[i - 1] {
        i += 1;
    }
    // The hand's end tells nothing of its own: the last stop shows it with the award.
    if events[i.min(n)..]
        .iter()
        .all(|e| matches!(e, Event::End { .. }))
    {
        return n;
    }
    // A street's cards come out together.
    while i < n
        && matches!((events[i - 1], events[i]), (Event::DealBoard { street: a, .. }, Event::DealBoard { street: b, .. }) if a == b)
    {
        i += 1;
    }
    i.min(n)
}

fn first_decision(setup: &HandSetup, events: &[Event]) -> usize {
    stop_flags(setup, events)
        .iter()
        .position(|&stop| stop)
        .unwrap_or(events.len())
}

/// The keys of a replay, in its bottom line.
const HELP: &str = " → / space next · ← back · home start · end finish · q quit";
/// The keys of a game log's rounds.
const HELP_ROUNDS: &str = " → next · ← back · home/end · n / p next or previous round · q quit";

pub(crate) fn render_replay(r: &Replay, theme: &Theme, frame: &mut Frame) {
    render_replay_with_help(r, theme, frame, HELP);
}

fn render_replay_with_help(r: &Replay, theme: &Theme, frame: &mut Frame, keys: &str) {
    let area = frame.area();
    let [head, body, help] = Layout::vertical([
        Constraint::Length(1),
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
    // The same felt as the table: beside the log when wide, above it when narrow.
    let (felt, log) = if side_panel(area.width, false) {
        let side = (area.width * 2 / 5).clamp(44, 72);
        let [felt, log] =
            Layout::horizontal([Constraint::Min(0), Constraint::Length(side)]).areas(body);
        (felt, log)
    } else {
        let rows = felt_rows(body.height, 6);
        let [felt, log] =
            Layout::vertical([Constraint::Length(rows), Constraint::Min(0)]).areas(body);
        (
            Rect::new(felt.x, felt.y, felt.width.saturating_sub(1), felt.height),
            log,
        )
    };
    let scene = replay_scene(&r.setup, &r.events, r.step, &r.names);
    render_felt(frame.buffer_mut(), theme, &scene, felt);
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
            .block(theme.text_panel({
                let (at, of) = r.position();
                format!(" Step {at} of {of} ")
            })),
        log,
    );
    frame.render_widget(Paragraph::new(Span::styled(keys, theme.dim())), help);
}

/// Steps through a replay on screen until the player quits.
///
/// # Errors
/// A message if the terminal fails.
pub fn run_replay(mut r: Replay, theme: Theme) -> Result<(), String> {
    show(&theme, &mut r, |r, f| render_replay(r, &theme, f), step_key)
}

/// A key inside one hand: step forward or back, or jump to its start or end.
fn step_key(r: &mut Replay, k: KeyEvent) {
    match k.code {
        KeyCode::Right | KeyCode::Char(' ') | KeyCode::Char('l') | KeyCode::Enter => r.step(true),
        KeyCode::Left | KeyCode::Char('h') | KeyCode::Backspace => r.step(false),
        KeyCode::Home => r.step = first_decision(&r.setup, &r.events),
        KeyCode::End => r.step = r.events.len(),
        _ => {}
    }
}

/// The rounds of a game log, one shown at a time.
pub struct Rounds {
    pub rounds: Vec<Replay>,
    /// The round on screen (an index into `rounds`).
    pub current: usize,
}

impl Rounds {
    /// A key: `n` / page down / `]` the next round, `p` / page up / `[` the previous one
    /// (each opens at its start), anything else steps inside the round.
    pub fn key(&mut self, k: KeyEvent) {
        let last = self.rounds.len().saturating_sub(1);
        let goto = match k.code {
            KeyCode::Char('n') | KeyCode::PageDown | KeyCode::Char(']') => {
                Some((self.current + 1).min(last))
            }
            KeyCode::Char('p') | KeyCode::PageUp | KeyCode::Char('[') => {
                Some(self.current.saturating_sub(1))
            }
            _ => None,
        };
        match goto {
            Some(i) if i != self.current => {
                self.current = i;
                if let Some(r) = self.rounds.get_mut(i) {
                    r.step = first_decision(&r.setup, &r.events);
                }
            }
            Some(_) => {}
            None => {
                if let Some(r) = self.rounds.get_mut(self.current) {
                    step_key(r, k);
                }
            }
        }
    }
}

pub(crate) fn render_rounds(rounds: &Rounds, theme: &Theme, frame: &mut Frame) {
    if let Some(r) = rounds.rounds.get(rounds.current) {
        render_replay_with_help(r, theme, frame, HELP_ROUNDS);
    }
}

/// Steps through a game log's rounds on screen, from round index `start`, until the player
/// quits.
///
/// # Errors
/// A message if the terminal fails.
pub fn run_rounds(rounds: Vec<Replay>, start: usize, theme: Theme) -> Result<(), String> {
    let mut state = Rounds {
        current: start.min(rounds.len().saturating_sub(1)),
        rounds,
    };
    show(
        &theme,
        &mut state,
        |s, f| render_rounds(s, &theme, f),
        |s, k| s.key(k),
    )
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
                let notice_line = notice.map(|n| {
                    Line::from(Span::styled(
                        format!(" {}", felt::text::printable(n)),
                        theme.error(),
                    ))
                });
                let lines: Vec<Line> = notice_line
                    .into_iter()
                    .chain(
                        files
                            .iter()
                            .enumerate()
                            .skip(start)
                            .take(height)
                            .map(|(i, p)| {
                                let name = felt::text::printable(
                                    &p.strip_prefix(
                                        p.parent().and_then(|d| d.parent()).unwrap_or(p),
                                    )
                                    .unwrap_or(p)
                                    .display()
                                    .to_string(),
                                );
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

#[cfg(test)]
mod tests {
    use super::*;
    use felt::cards::{Card, Deck};
    use felt::engine::{Action, Seen, VariantId};
    use ratatui::Terminal;
    use ratatui::backend::TestBackend;

    /// The monochrome theme the tests draw with.
    const PLAIN: Theme = Theme {
        colour: false,
        four_colour: false,
        ascii: false,
        light: false,
    };

    /// What `draw` puts on a `w` x `h` screen, as text, a line per row.
    fn drawn(w: u16, h: u16, draw: impl FnOnce(&mut ratatui::Frame)) -> String {
        let mut terminal = Terminal::new(TestBackend::new(w, h)).unwrap();
        terminal.draw(draw).unwrap();
        let buf = terminal.backend().buffer().clone();
        (0..h)
            .map(|y| (0..w).map(|x| buf[(x, y)].symbol()).collect::<String>() + "\n")
            .collect()
    }

    fn replay() -> Replay {
        let deck =
            Deck::from_order(&Card::parse_list("AsKs QdQh 2c7d9h 5c Th 3s").unwrap()).unwrap();
        let stakes = felt::session::MatchConfig {
            stack: 400,
            hands: Some(1),
            ..felt::session::MatchConfig::defaults(VariantId::Auction)
        };
        let mut h =
            felt::session::HeadsUpSession::new(stakes, 2, felt::session::Deals::one(deck, [0, 0]))
                .unwrap();
        h.start_hand().unwrap();
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
            h.act(s, a).unwrap();
        }
        // Told after a showdown, every event is public.
        let events = h
            .news(0)
            .into_iter()
            .map(|s| match s {
                Seen::Event(e) => e,
                hidden => panic!("{hidden:?} after a showdown"),
            })
            .collect();
        let setup = h.view(0).unwrap().setup;
        Replay::new("test".into(), ["alice".into(), "bob".into()], setup, events)
    }

    /// A hand of `variant` where seat 0 moves all in before the flop and is called, run out
    /// (in an auction game both bid the forced 0).
    fn all_in_replay(variant: VariantId) -> Replay {
        let deck = Deck::from_order(&Card::parse_list("AsKs QdQh 2c7d9h 5c Th").unwrap()).unwrap();
        let stakes = felt::session::MatchConfig {
            stack: 400,
            hands: Some(1),
            ..felt::session::MatchConfig::defaults(variant)
        };
        let mut h =
            felt::session::HeadsUpSession::new(stakes, 2, felt::session::Deals::one(deck, [0, 0]))
                .unwrap();
        h.start_hand().unwrap();
        h.act(0, Action::RaiseTo(400)).unwrap();
        h.act(1, Action::Call).unwrap();
        while let Some(view) = h.view(0).filter(|v| v.outcome.is_none()) {
            let player = usize::from(view.to_act != Some(view.seat));
            let bidding = h.view(player).and_then(|v| v.legal).and_then(|l| l.bid);
            let action = if bidding.is_some() {
                Action::Bid(0)
            } else {
                Action::Check
            };
            h.act(player, action).unwrap();
        }
        let events = h.news(0).into_iter().filter_map(|s| s.event()).collect();
        let setup = h.view(0).unwrap().setup;
        Replay::new(
            "all in".into(),
            ["alice".into(), "bob".into()],
            setup,
            events,
        )
    }

    #[test]
    fn every_step_of_an_all_in_replay_tells_something_new() {
        // Six checks are asked after the all in (the narration's tests count them); the
        // replay stops at the first only.
        for variant in [VariantId::Holdem, VariantId::Auction] {
            let mut r = all_in_replay(variant);
            let mut told = r.lines(r.step, true).len();
            let (_, stops) = r.position();
            for _ in 1..stops {
                r.step(true);
                let now = r.lines(r.step, true).len();
                assert!(
                    now > told,
                    "{variant:?}: a step that tells nothing at {}",
                    r.step
                );
                told = now;
            }
            assert_eq!(r.step, r.events.len());
            let text = r.lines(r.step, true).join("\n");
            assert_eq!(text.matches("No more betting").count(), 1, "{text}");
            assert!(!text.contains("(sealed)"), "{text}");
        }
    }

    #[test]
    fn a_replay_on_screen_shows_hand_file_names_as_escapes() {
        let evil: String = std::iter::once("\x1b]2;PWNED\x07")
            .chain(std::iter::once("\u{9b}\u{202e}"))
            .collect::<String>()
            + &(0u8..0x20).map(char::from).collect::<String>();
        let mut r = replay();
        r = Replay::new(
            evil.clone(),
            [evil.clone(), "bob".into()],
            r.setup,
            r.events,
        );
        r.step = r.events.len();
        let mut shown = r.lines(r.step, false);
        shown.push(r.title.clone());
        shown.extend(r.names.iter().cloned());
        for line in &shown {
            assert!(
                !line.chars().any(|c| c.is_control() || c == '\u{202e}'),
                "{line:?}"
            );
        }
        assert!(
            r.names[0].starts_with("\\x1b]2;PWNED\\x07"),
            "{}",
            r.names[0]
        );
        let mut terminal = Terminal::new(TestBackend::new(100, 30)).unwrap();
        terminal
            .draw(|f| {
                render_replay(
                    &r,
                    &Theme {
                        colour: false,
                        four_colour: false,
                        ascii: true,
                        light: false,
                    },
                    f,
                )
            })
            .unwrap();
        let buf = terminal.backend().buffer().clone();
        let text: String = (0..30)
            .flat_map(|y| (0..100).map(move |x| (x, y)))
            .map(|(x, y)| buf[(x, y)].symbol().to_string())
            .collect();
        assert!(text.contains("\\x1b]2;PWNED"), "{text}");
    }

    #[test]
    fn replay_steps_forward_and_back_over_decisions_with_all_cards_shown() {
        let mut r = replay();
        let start = r.step;
        r.step(true);
        assert!(r.step > start);
        r.step(false);
        assert_eq!(r.step, start);
        r.step = r.events.len();
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
                        light: false,
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

    /// The header of the replay's log panel as drawn at 80x24.
    fn header(r: &Replay) -> String {
        let screen = drawn(80, 24, |f| render_replay(r, &PLAIN, f));
        let start = screen.find(" Step ").expect("a step header");
        screen[start..]
            .split(" ─")
            .next()
            .unwrap_or_default()
            .trim()
            .to_string()
    }

    #[test]
    fn a_replay_counts_the_steps_it_can_show_from_one_and_reaches_each() {
        let mut r = replay();
        let stops = r.stops();
        assert!(stops.len() > 2, "{stops:?}");
        let last = stops.len();
        assert_eq!(header(&r), format!("Step 1 of {last}"));
        // Forward: each step in turn, to the last.
        for (i, &stop) in stops.iter().enumerate() {
            assert_eq!(r.step, stop);
            assert_eq!(header(&r), format!("Step {} of {last}", i + 1));
            step_key(&mut r, press(KeyCode::Right));
        }
        assert_eq!(r.step, r.events.len(), "the last step shows the whole hand");
        assert_eq!(header(&r), format!("Step {last} of {last}"));
        // Back: the same steps in reverse, down to step 1 and no further.
        for (i, &stop) in stops.iter().enumerate().rev() {
            assert_eq!(r.step, stop, "back to step {}", i + 1);
            step_key(&mut r, press(KeyCode::Left));
        }
        assert_eq!(header(&r), format!("Step 1 of {last}"));
        step_key(&mut r, press(KeyCode::End));
        step_key(&mut r, press(KeyCode::Home));
        assert_eq!(header(&r), format!("Step 1 of {last}"));
    }

    fn press(code: KeyCode) -> KeyEvent {
        KeyEvent::new(code, KeyModifiers::NONE)
    }

    #[test]
    fn a_logs_rounds_are_stepped_with_n_and_p_and_the_steps_inside_a_round() {
        let mut rounds = Rounds {
            rounds: vec![replay(), replay(), replay()],
            current: 0,
        };
        let start = rounds.rounds[0].step;
        rounds.key(press(KeyCode::Right));
        assert!(rounds.rounds[0].step > start, "→ steps inside the round");
        rounds.key(press(KeyCode::Char('n')));
        assert_eq!(rounds.current, 1);
        rounds.key(press(KeyCode::Char('p')));
        assert_eq!(rounds.current, 0);
        assert_eq!(rounds.rounds[0].step, start, "a round opens at its start");
        for _ in 0..5 {
            rounds.key(press(KeyCode::PageDown));
        }
        assert_eq!(rounds.current, 2, "the last round stays");
        rounds.key(press(KeyCode::PageUp));
        assert_eq!(rounds.current, 1);
        let screen = drawn(80, 24, |f| render_rounds(&rounds, &PLAIN, f));
        assert!(screen.contains("n / p next or previous round"), "{screen}");
        assert!(
            crate::tui::tests::cut_at_border(&screen, 80).is_empty(),
            "{screen}"
        );
    }

    #[test]
    fn no_replay_step_cuts_text_at_a_border() {
        let mut r = replay();
        let mut problems = Vec::new();
        for step in 0..=r.events.len() {
            r.step = step;
            for (w, h) in [(80u16, 24u16), (120, 40)] {
                let screen = drawn(w, h, |f| render_replay(&r, &PLAIN, f));
                for p in crate::tui::tests::cut_at_border(&screen, w as usize) {
                    problems.push(format!("step {step} {w}x{h}: {p}"));
                }
            }
        }
        assert!(problems.is_empty(), "{}", problems.join("\n"));
    }
}
