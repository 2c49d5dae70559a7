//! The terminal table: ratatui on crossterm, Elm-style. [`run`] owns the terminal: it
//! restores it on every exit (quit, error, panic, Ctrl-C) and blocks on one channel of
//! messages (keys, mouse, resize, bot answers), ticking only while a bot thinks.

pub mod app;
pub mod draw_table;
pub mod event;
pub mod input;
pub mod teach;
pub mod theme;
pub mod ui;
pub mod viewer;
pub mod widgets;

#[cfg(test)]
mod tests;

use std::io::stdout;
use std::sync::mpsc;
use std::time::Duration;

use ratatui::crossterm::event::{DisableMouseCapture, EnableMouseCapture};
use ratatui::crossterm::execute;

use app::{App, Choice, Settings};
use event::Msg;

/// Runs the table until the player quits.
///
/// # Errors
/// A message if the terminal cannot be set up or drawn.
pub fn run(
    settings: Settings,
    choice: Option<Choice>,
    last: Option<Choice>,
) -> Result<Option<Choice>, String> {
    let mut terminal = ratatui::try_init().map_err(|e| format!("cannot open the terminal: {e}"))?;
    let _ = execute!(stdout(), EnableMouseCapture);
    let result = event_loop(&mut terminal, settings, choice, last);
    let _ = execute!(stdout(), DisableMouseCapture);
    ratatui::restore();
    result
}

fn event_loop(
    terminal: &mut ratatui::DefaultTerminal,
    settings: Settings,
    choice: Option<Choice>,
    last: Option<Choice>,
) -> Result<Option<Choice>, String> {
    let (tx, rx) = mpsc::channel();
    event::spawn_input(tx.clone());
    let mut app = App::new(settings, choice, last, tx);
    if let Ok(size) = terminal.size() {
        app.size = (size.width, size.height);
    }
    loop {
        terminal
            .draw(|f| ui::render(&app, f))
            .map_err(|e| format!("cannot draw: {e}"))?;
        if app.quit {
            break;
        }
        // Block until something happens; tick only while a bot is thinking.
        let msg = if app.bot_thinking() {
            match rx.recv_timeout(Duration::from_millis(120)) {
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
        app.update(msg);
        // Drain whatever else is queued before drawing again.
        while let Ok(m) = rx.try_recv() {
            app.update(m);
            if app.quit {
                break;
            }
        }
    }
    Ok(app.chosen.clone())
}
