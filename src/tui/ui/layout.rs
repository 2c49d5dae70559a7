//! Where things go on the table's screen: the regions for the seats, board, log and
//! teaching panel, the action buttons (also used to find mouse clicks), and text wrapping.

use ratatui::crossterm::event::KeyCode;
use ratatui::layout::{Constraint, Layout, Rect};

use crate::tui::app::{App, Table};
use crate::tui::input::KeyAction;

use super::felt_view::felt_rows;

use super::*;

/// The table's regions.
pub(super) struct Regions {
    pub(super) header: Rect,
    pub(super) felt: Rect,
    pub(super) log: Rect,
    pub(super) teach: Option<Rect>,
    pub(super) prompt: Rect,
    pub(super) buttons: Rect,
}

/// Rows the log needs below the felt: four lines and its frame.
pub const LOG_ROWS: u16 = 6;
/// Rows the log and the teaching notes need side by side below the felt: eight lines each.
pub const NOTES_ROWS: u16 = 10;

/// True when the log (and the notes, with `teaching`) go in a side panel beside the felt:
/// from 120 columns, or from 100 when there is only the log.
pub fn side_panel(width: u16, teaching: bool) -> bool {
    width >= if teaching { 120 } else { 100 }
}

pub(super) fn regions(area: Rect, teach: bool) -> Regions {
    let [header, body, prompt, buttons] = Layout::vertical([
        Constraint::Length(1),
        Constraint::Min(0),
        Constraint::Length(1),
        Constraint::Length(1),
    ])
    .areas(area);
    let (felt, rest, side) = if side_panel(area.width, teach) {
        let side = (area.width * 2 / 5).clamp(44, 72);
        let [felt, rest] =
            Layout::horizontal([Constraint::Min(0), Constraint::Length(side)]).areas(body);
        (felt, rest, true)
    } else {
        // Below the felt: the panels keep what they need (the log at least four lines, and
        // with teaching eight lines beside the notes), the felt takes the largest cards that
        // leave it.
        let panels = if teach { NOTES_ROWS } else { LOG_ROWS };
        let [felt, rest] = Layout::vertical([
            Constraint::Length(felt_rows(body.height, panels)),
            Constraint::Min(0),
        ])
        .areas(body);
        // A column free at the right edge: the rail never sits in the last column.
        (
            Rect::new(felt.x, felt.y, felt.width.saturating_sub(1), felt.height),
            rest,
            false,
        )
    };
    let (log, teach) = if !teach {
        (rest, None)
    } else if side {
        let log_rows = (rest.height * 2 / 5).max(LOG_ROWS);
        let [l, t] =
            Layout::vertical([Constraint::Length(log_rows), Constraint::Min(0)]).areas(rest);
        (l, Some(t))
    } else {
        // Narrow: the log and the notes side by side, so the log keeps its last lines in
        // view while the notes are read.
        let [l, t] =
            Layout::horizontal([Constraint::Percentage(40), Constraint::Min(0)]).areas(rest);
        (l, Some(t))
    };
    Regions {
        header,
        felt,
        log,
        teach,
        prompt,
        buttons,
    }
}

/// `text` wrapped to `width` with every line indented by two spaces (under a list entry's name).
pub(super) fn indented(text: &str, width: usize) -> Vec<String> {
    wrap_text(text, width.saturating_sub(2))
        .into_iter()
        .map(|l| format!("  {}", l.trim_start()))
        .collect()
}

/// Splits `text` into lines of at most `width` characters at spaces, each line after the
/// first indented two spaces. A last line of one short word (a number: "Medium posts the
/// small blind of / 1") takes the word before it along when that fits.
pub fn wrap_text(text: &str, width: usize) -> Vec<String> {
    let width = width.max(8);
    let mut lines = Vec::new();
    let mut current = String::new();
    for word in text.split(' ') {
        let len = current.chars().count();
        if len > 0 && len + 1 + word.chars().count() > width {
            lines.push(std::mem::take(&mut current));
            current.push_str("  ");
        } else if len > 0 {
            current.push(' ');
        }
        current.push_str(word);
    }
    let last = current.trim_start();
    if let Some(previous) = lines.last_mut()
        && !last.contains(' ')
        && last.chars().count() <= 3
        && let Some((kept, moved)) = previous.rsplit_once(' ')
        && !kept.trim().is_empty()
        && 2 + moved.chars().count() + 1 + last.chars().count() <= width
    {
        current = format!("  {moved} {last}");
        previous.truncate(kept.len());
    }
    lines.push(current);
    lines
}

/// The action buttons and where they are drawn (also used to find mouse clicks).
pub fn buttons(app: &App, table: &Table, area: Rect) -> Vec<Button> {
    let keys = &app.settings.keys;
    let r = regions(area, table.teaching.on);
    let mut specs: Vec<(String, KeyCode, bool)> = Vec::new();
    let add = |specs: &mut Vec<(String, KeyCode, bool)>,
               action: KeyAction,
               what: String,
               enabled: bool| {
        specs.push((
            format!("{} {what}", keys.label(action)),
            keys.key_of(action),
            enabled,
        ));
    };
    let legal = table
        .view
        .as_ref()
        .and_then(|v| v.legal)
        .filter(|_| table.human_to_act());
    if let Some(a) = &table.amount {
        // The amount box: sizes, confirm, cancel (a bid box closes; the bid is still owed).
        add(&mut specs, KeyAction::Min, "min".into(), true);
        // Spelled out in ASCII mode ("1/2 pot"), where one stand-in glyph would name both.
        let theme = &app.settings.theme;
        let half = format!("{} pot", theme.half());
        let two_thirds = format!("{} pot", theme.two_thirds());
        add(&mut specs, KeyAction::HalfPot, half, true);
        add(&mut specs, KeyAction::TwoThirdsPot, two_thirds, true);
        add(&mut specs, KeyAction::Pot, "pot".into(), true);
        add(
            &mut specs,
            KeyAction::AllIn,
            table.amount_box_most().into(),
            true,
        );
        specs.push(("enter ok".into(), KeyCode::Enter, true));
        let esc = if a.bid { "esc close" } else { "esc cancel" };
        specs.push((esc.into(), KeyCode::Esc, true));
    } else if let Some((lo, hi)) = legal.and_then(|l| l.bid) {
        // The bid box closed with esc: the bid key opens it again.
        add(&mut specs, KeyAction::Raise, format!("bid {lo}-{hi}"), true);
    } else if table.finished && !table.session.is_over() {
        add(&mut specs, KeyAction::NextHand, "next hand".into(), true);
    } else if let Some(l) = legal.filter(|l| l.bid.is_none()) {
        // Only what is legal is offered: no fold when checking is free, no raise when none is
        // possible (the keys still answer with a message).
        if l.can_fold {
            add(&mut specs, KeyAction::Fold, "fold".into(), true);
        }
        let cc = if l.can_check {
            "check".to_string()
        } else {
            format!("call {}", l.call_cost)
        };
        add(&mut specs, KeyAction::CheckCall, cc, true);
        // The most a raise can be is all in only when it is this seat's whole stack; when the
        // other seat has less behind, it is all that seat can call, and is named by its size.
        match l.raise {
            Some((lo, hi)) if lo == hi && table.largest_is_all_in(hi) => {
                add(&mut specs, KeyAction::Raise, format!("all in {hi}"), true);
            }
            Some((lo, hi)) if lo == hi => {
                let raise = format!("{} {hi}", table.raise_word());
                add(&mut specs, KeyAction::Raise, raise, true);
            }
            Some((lo, hi)) => {
                let raise = format!("{} {lo}-{hi}", table.raise_word());
                add(&mut specs, KeyAction::Raise, raise, true);
                let most = if table.largest_is_all_in(hi) {
                    "all in".to_string()
                } else {
                    format!("max {hi}")
                };
                add(&mut specs, KeyAction::AllIn, most, true);
            }
            None => {}
        }
    }
    if table.amount.is_none() {
        add(&mut specs, KeyAction::Learn, "teach".into(), true);
    }
    add(&mut specs, KeyAction::Help, "help".into(), true);
    add(&mut specs, KeyAction::Quit, "quit".into(), true);
    // Each button padded by a space on both sides and one column apart; when that does not
    // fit, unpadded and two columns apart, so the whole bar stays on screen.
    let width = |specs: &[(String, KeyCode, bool)], per: usize| -> usize {
        specs.iter().map(|(l, _, _)| l.chars().count() + per).sum()
    };
    // Too long even unpadded (a wide raise range at 80 columns): the all-in button goes first
    // (its key still works, and `?` lists it), so the help and quit keys stay on screen.
    if width(&specs, 2) > usize::from(r.buttons.width) {
        let all_in = keys.label(KeyAction::AllIn);
        let prefix = format!("{all_in} ");
        specs.retain(|(l, _, _)| {
            !(l.starts_with(&prefix) && (l.ends_with(" all in") || l.contains(" max ")))
        });
    }
    let padded = width(&specs, 3);
    let (pad, gap, indent) = if padded <= usize::from(r.buttons.width) + 1 {
        (2, 1, 0)
    } else {
        (0, 2, 1)
    };
    let mut x = r.buttons.x + indent;
    let mut out = Vec::new();
    for (label, code, enabled) in specs {
        let width = (label.chars().count() as u16 + pad).min(r.buttons.right().saturating_sub(x));
        if width == 0 {
            break;
        }
        out.push(Button {
            label,
            code,
            enabled,
            area: Rect::new(x, r.buttons.y, width, 1),
        });
        x += width + gap;
    }
    out
}

#[cfg(test)]
mod tests {
    use super::wrap_text;

    #[test]
    fn a_number_is_not_left_alone_on_the_last_line() {
        assert_eq!(
            wrap_text("Medium posts the small blind of 1", 29),
            vec!["Medium posts the small blind", "  of 1"]
        );
        // A longer last word stays where it falls.
        assert_eq!(
            wrap_text("Medium posts the small blind of chips", 29),
            vec!["Medium posts the small blind", "  of chips"]
        );
        assert_eq!(
            wrap_text("Medium posts the small blind ante", 29),
            vec!["Medium posts the small blind", "  ante"]
        );
        // One line: untouched.
        assert_eq!(wrap_text("You fold", 29), vec!["You fold"]);
    }
}
