//! The terminal table: ratatui on crossterm, Elm-style. [`run`] owns the terminal: it
//! restores it on every exit (quit, error, panic, Ctrl-C) and blocks on one channel of
//! messages (keys, mouse, resize, bot answers), ticking only while a bot thinks.
//!
//! `kill -TERM`, `-HUP`, `-QUIT` and `-INT` are handled ([`handle_signals`]): the table's loop
//! is told (through the [`Signals`] handle it is given), restores the terminal and exits (every finished hand is already saved); a screen
//! that does not answer in time, or no screen at all, is restored from the signal thread.
//! Either way every hosted bot's process group is ended and nothing waits on a bot.

pub mod app;
pub mod drill_screen;
pub mod event;
pub mod input;
pub mod replay;
pub mod review_screen;
pub mod scene;
pub mod screen;
pub mod stats_screen;
pub mod theme;
pub mod ui;
pub mod widgets;

#[cfg(test)]
mod look_tests;
#[cfg(test)]
mod tests;

use std::io::stdout;
use std::sync::atomic::{AtomicBool, AtomicI32, Ordering};
use std::sync::{Arc, Mutex, mpsc};
use std::time::Duration;

use ratatui::crossterm::event::{DisableMouseCapture, EnableMouseCapture};
use ratatui::crossterm::execute;

use app::{App, Choice, Settings, Started};
use event::Msg;

/// The signal that ended felt (0: none yet).
static SIGNALLED: AtomicI32 = AtomicI32::new(0);
/// A full-screen view owns the terminal (raw mode, alternate screen).
static SCREEN_OPEN: AtomicBool = AtomicBool::new(false);
/// Ctrl-C was pressed in a view: the views that opened it (a list of hands, a review) close
/// too, rather than coming back.
static CTRL_C: AtomicBool = AtomicBool::new(false);

/// Notes that Ctrl-C was pressed in a view.
pub fn ctrl_c_pressed() {
    CTRL_C.store(true, Ordering::SeqCst);
}

/// True once Ctrl-C was pressed in a view: whatever opened it closes as well.
pub fn quitting() -> bool {
    CTRL_C.load(Ordering::SeqCst)
}
/// Where the signal handler tells the table's loop about a signal, while one runs: made by
/// [`handle_signals`] and handed to [`run`].
#[derive(Clone, Default)]
pub struct Signals {
    table_loop: Arc<Mutex<Option<mpsc::Sender<Msg>>>>,
}

impl Signals {
    /// Tells the signal handler where the running loop listens (`None`: no loop runs).
    fn listen(&self, tx: Option<mpsc::Sender<Msg>>) {
        *self.table_loop.lock().unwrap_or_else(|e| e.into_inner()) = tx;
    }

    /// Where the running loop listens, if one runs.
    fn listener(&self) -> Option<mpsc::Sender<Msg>> {
        self.table_loop
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .clone()
    }
}

/// What a run of the table leaves for the command line.
#[derive(Default)]
pub struct Played {
    /// The game last chosen (remembered for the next start).
    pub chosen: Option<Choice>,
    /// The tutorial the start screen asked for (`t`), to run once the terminal is restored,
    /// with the start screen's selections to open it with again afterwards.
    pub tutorial: Option<Choice>,
}

/// Puts the terminal back as it was: mouse reporting off, cursor shown, main screen, cooked
/// mode. Harmless when it already is.
pub fn restore_terminal() {
    let _ = execute!(
        stdout(),
        DisableMouseCapture,
        ratatui::crossterm::cursor::Show
    );
    ratatui::restore();
}

/// Marks that a full-screen view owns the terminal (so a signal restores it).
pub fn screen_opened(open: bool) {
    SCREEN_OPEN.store(open, Ordering::SeqCst);
}

/// Ends felt for `signal` after the screen was restored: hosted bots are killed (never
/// waited on) and the exit code is 128 + the signal number.
pub fn exit_after_signal() {
    let signal = SIGNALLED.load(Ordering::SeqCst);
    if signal != 0 {
        felt::remote::end_all();
        std::process::exit(128 + signal);
    }
}

/// Handles SIGTERM, SIGHUP, SIGQUIT and SIGINT for the whole program (call once at start);
/// the handle tells the handler where a running table's loop listens.
pub fn handle_signals() -> Signals {
    use signal_hook::consts::{SIGHUP, SIGINT, SIGQUIT, SIGTERM};
    let link = Signals::default();
    let Ok(mut signals) = signal_hook::iterator::Signals::new([SIGTERM, SIGHUP, SIGQUIT, SIGINT])
    else {
        return link;
    };
    let handler = link.clone();
    std::thread::spawn(move || {
        if let Some(signal) = signals.forever().next() {
            SIGNALLED.store(signal, Ordering::SeqCst);
            if let Some(tx) = handler.listener()
                && tx.send(Msg::Signal).is_ok()
            {
                // The loop restores the screen and exits; if it is stuck, do it from here.
                std::thread::sleep(Duration::from_secs(3));
            }
            if SCREEN_OPEN.load(Ordering::SeqCst) {
                restore_terminal();
            }
            exit_after_signal();
        }
    });
    link
}

/// Runs the table until the player quits; `notices` are shown at the table (or under the
/// start screen).
///
/// # Errors
/// A message if the terminal cannot be set up or drawn.
pub fn run(
    settings: Settings,
    choice: Option<Choice>,
    last: Option<Choice>,
    started: Option<Started>,
    notices: Vec<String>,
    signals: &Signals,
) -> Result<Played, String> {
    let mut terminal = ratatui::try_init().map_err(|e| format!("cannot open the terminal: {e}"))?;
    screen_opened(true);
    let _ = execute!(stdout(), EnableMouseCapture);
    let (tx, rx) = mpsc::channel();
    signals.listen(Some(tx.clone()));
    let app = App::with_started(settings, choice, last, tx.clone(), started, notices);
    let result = event_loop(&mut terminal, app, tx, &rx);
    signals.listen(None);
    restore_terminal();
    screen_opened(false);
    let result = result.map(|(played, note)| {
        if let Some(note) = note {
            eprintln!("felt: warning: {}", felt::text::printable(&note));
        }
        played
    });
    exit_after_signal();
    result
}

/// Runs `app` until it quits; returns what it leaves for the command line and a note to print
/// once the terminal is restored (hands that could not be saved).
fn event_loop(
    terminal: &mut ratatui::DefaultTerminal,
    mut app: App,
    tx: mpsc::Sender<Msg>,
    rx: &mpsc::Receiver<Msg>,
) -> Result<(Played, Option<String>), String> {
    // Read until this run ends: the reader is stopped before the terminal is given back.
    let _input = event::spawn_input(tx);
    if let Ok(size) = terminal.size() {
        app.size = (size.width, size.height);
    }
    loop {
        terminal
            .draw(|f| {
                ui::render(&app, f);
                app.settings.theme.fit_frame(f);
            })
            .map_err(|e| format!("cannot draw: {e}"))?;
        if app.quit {
            break;
        }
        // Block until something happens; tick only while a bot thinks or cards are dealt.
        let tick = if app.animating() {
            Some(scene::FRAME)
        } else if app.bot_thinking() {
            Some(Duration::from_millis(120))
        } else {
            None
        };
        let msg = if let Some(tick) = tick {
            match rx.recv_timeout(tick) {
                Ok(m) => m,
                Err(mpsc::RecvTimeoutError::Timeout) => Msg::Tick,
                Err(mpsc::RecvTimeoutError::Disconnected) => break,
            }
        } else {
            match rx.recv() {
                Ok(m) => m,
                Err(_) => break,
            }
        };
        app.update(resolve(&app, msg));
        // Drain whatever else is queued before drawing again.
        while let Ok(m) = rx.try_recv() {
            app.update(resolve(&app, m));
            if app.quit {
                break;
            }
        }
    }
    let note = finish_saving(&mut app, rx);
    let played = Played {
        chosen: app.chosen.clone(),
        tutorial: app.tutorial.clone(),
    };
    Ok((played, note))
}

/// A message as the app is to see it: a left click becomes the key of the button under it
/// (found where the screen draws its buttons), so the app never asks the drawing for them.
pub fn resolve(app: &App, msg: Msg) -> Msg {
    use ratatui::crossterm::event::{MouseButton, MouseEventKind};
    match msg {
        Msg::Mouse(m) if matches!(m.kind, MouseEventKind::Down(MouseButton::Left)) => {
            Msg::Click(ui::button_at(app, m.column, m.row))
        }
        other => other,
    }
}

/// On leaving the table: waits (a bounded time) for a save in progress, tries once more to
/// save hands a failed save kept, and returns a note for after the screen closes on any that
/// still could not be saved.
fn finish_saving(app: &mut App, rx: &mpsc::Receiver<Msg>) -> Option<String> {
    let app::Screen::Table(t) = &mut app.screen else {
        return None;
    };
    let limit = felt::stats::LOCK_WAIT + Duration::from_secs(1);
    let start = std::time::Instant::now();
    let mut last_failed = None;
    while t.saving && start.elapsed() < limit {
        if let Ok(Msg::Saved(report)) = rx.recv_timeout(Duration::from_millis(50)) {
            t.saving = false;
            if !report.pending.is_empty() {
                last_failed = Some(report.messages.join("; "));
            }
            let mut pending = report.pending;
            pending.append(&mut t.pending);
            t.pending = pending;
        }
    }
    if t.saving {
        return Some(
            "a save was still running when felt closed; the last hands may not be saved"
                .to_string(),
        );
    }
    if t.pending.is_empty() {
        return None;
    }
    // A save that just failed is not waited for again: leaving stays quick.
    if let Some(why) = last_failed {
        return Some(format!("{}: {why}", unsaved_words(&t.pending)));
    }
    let targets = t.session.save_targets().cloned()?;
    let report = felt::stats::save_pending(
        &targets,
        std::mem::take(&mut t.pending),
        felt::stats::LOCK_WAIT,
    );
    (!report.pending.is_empty()).then(|| {
        format!(
            "{}: {}",
            unsaved_words(&report.pending),
            report.messages.join("; ")
        )
    })
}

/// What of the finished hands `pending` was not saved: their hand files, their count in the
/// statistics, or both.
fn unsaved_words(pending: &[felt::stats::PendingHand]) -> String {
    let files = pending.iter().filter(|p| !p.history_saved).count();
    let counts = pending.iter().filter(|p| !p.stats_saved).count();
    match (files, counts) {
        (0, n) => format!(
            "the statistics of {n} finished hand(s) could not be saved (their hand files were)"
        ),
        (n, 0) => {
            format!("{n} finished hand file(s) could not be saved (the statistics count them)")
        }
        (n, m) => format!("{n} finished hand file(s) and the statistics of {m} could not be saved"),
    }
}

#[cfg(test)]
mod unsaved_tests {
    use super::unsaved_words;
    use felt::engine::VariantId;
    use felt::stats::PendingHand;

    #[test]
    fn a_note_on_unsaved_hands_says_which_part_was_not_saved() {
        let mut hand = PendingHand::new(VariantId::Holdem, 1, String::new(), None, false);
        hand.history_saved = true;
        let note = unsaved_words(std::slice::from_ref(&hand));
        assert!(
            note.starts_with("the statistics of 1 finished hand(s)"),
            "{note}"
        );
        assert!(note.contains("their hand files were"), "{note}");
        hand.history_saved = false;
        hand.stats_saved = true;
        let note = unsaved_words(std::slice::from_ref(&hand));
        assert!(
            note.starts_with("1 finished hand file(s) could not be saved"),
            "{note}"
        );
        hand.stats_saved = false;
        let note = unsaved_words(&[hand]);
        assert!(note.contains("and the statistics of 1"), "{note}");
    }
}
