//! What the full-screen views that are not the table share (replay, stats, drill): opening
//! and restoring the terminal around them, reading one key press, spotting Ctrl-C.

use std::io::stdout;

use ratatui::crossterm::event::{
    self, Event as TermEvent, KeyCode, KeyEvent, KeyEventKind, KeyModifiers,
};
use ratatui::{DefaultTerminal, Frame};

use super::theme::Theme;

/// Shows a full-screen view of `state` until the person leaves (q, Esc or Ctrl-C): `draw`
/// paints it, `key` takes every other key press.
///
/// # Errors
/// A message if the terminal fails.
pub fn show<S>(
    theme: &Theme,
    state: &mut S,
    draw: impl Fn(&S, &mut Frame),
    mut key: impl FnMut(&mut S, KeyEvent),
) -> Result<(), String> {
    with_terminal(|terminal| {
        loop {
            terminal.draw(|f| {
                draw(state, f);
                theme.fit_frame(f);
            })?;
            if let Some(k) = next_press()? {
                if is_ctrl_c(&k) {
                    super::ctrl_c_pressed();
                    break;
                }
                if matches!(k.code, KeyCode::Char('q') | KeyCode::Esc) {
                    break;
                }
                key(state, k);
            }
        }
        Ok(())
    })
}

pub(super) fn with_terminal<T>(
    f: impl FnOnce(&mut DefaultTerminal) -> std::io::Result<T>,
) -> Result<T, String> {
    let mut terminal = ratatui::try_init().map_err(|e| format!("cannot open the terminal: {e}"))?;
    crate::tui::screen_opened(true);
    let result = f(&mut terminal);
    ratatui::restore();
    crate::tui::screen_opened(false);
    let _ = stdout();
    result.map_err(|e| format!("terminal error: {e}"))
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
