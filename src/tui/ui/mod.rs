//! Drawing: the start screen, the table, the overlays. Rendering only reads the app's state.

mod auction_flop;
mod auction_flop_felt;
pub mod felt_view;
mod layout;
mod log;
mod notes;
mod panels;
mod start;
mod table;

pub use layout::{buttons, side_panel, wrap_text};
pub use notes::note_page;

use ratatui::Frame;
use ratatui::crossterm::event::KeyCode;
use ratatui::layout::{Alignment, Rect};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Borders, Clear, Paragraph, Wrap};

use super::app::{App, Overlay, Screen};
use super::input::{KeyAction, KeyScope};

use layout::Regions;
use start::render_start;
use table::render_table;

/// The smallest terminal felt draws in.
pub const MIN_SIZE: (u16, u16) = (80, 24);

/// A clickable action button: clicking it presses its key.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Button {
    pub label: String,
    pub code: KeyCode,
    pub enabled: bool,
    pub area: Rect,
}

/// Draws the whole screen.
pub fn render(app: &App, frame: &mut Frame) {
    let area = frame.area();
    if area.width < MIN_SIZE.0 || area.height < MIN_SIZE.1 {
        let text = format!(
            "felt needs a terminal of at least {}x{}; this one is {}x{}.\nPlease enlarge it (or press q to quit).",
            MIN_SIZE.0, MIN_SIZE.1, area.width, area.height
        );
        frame.render_widget(
            Paragraph::new(text)
                .alignment(Alignment::Center)
                .wrap(Wrap { trim: true }),
            area,
        );
        return;
    }
    match &app.screen {
        Screen::Start(s) => render_start(app, s, frame, area),
        Screen::Table(t) => render_table(app, t, frame, area),
        Screen::AuctionFlop(d) => {
            auction_flop::render(d, &app.settings.theme, &app.settings.keys, frame, area)
        }
    }
    match app.overlay {
        Some(Overlay::Help) => render_help(app, frame, area),
        Some(Overlay::ConfirmQuit) => render_confirm(app, frame, area),
        None => {}
    }
}

/// The key of the enabled button at (`col`, `row`) of the screen as drawn, if any.
pub fn button_at(app: &App, col: u16, row: u16) -> Option<KeyCode> {
    let area = Rect::new(0, 0, app.size.0, app.size.1);
    match &app.screen {
        Screen::Table(t) => buttons(app, t, area)
            .into_iter()
            .find(|b| b.area.contains((col, row).into()))
            .filter(|b| b.enabled)
            .map(|b| b.code),
        Screen::Start(_) | Screen::AuctionFlop(_) => None,
    }
}

fn centered(area: Rect, width: u16, height: u16) -> Rect {
    let w = width.min(area.width);
    let h = height.min(area.height);
    Rect::new(
        area.x + (area.width - w) / 2,
        area.y + (area.height - h) / 2,
        w,
        h,
    )
}

fn render_help(app: &App, frame: &mut Frame, area: Rect) {
    let theme = &app.settings.theme;
    let keys = &app.settings.keys;
    let mut lines = vec![
        Line::from(Span::styled(
            "Keys (change them in the config file's [keys])",
            theme.strong(),
        )),
        Line::default(),
    ];
    let scope = app.key_scope();
    // The start screen has its own keys: the table's come once a game is chosen.
    let start = matches!(app.screen, Screen::Start(_));
    if start {
        lines.truncate(1);
        lines[0] = Line::from(Span::styled("Keys on the start screen", theme.strong()));
        lines.push(Line::default());
        for (key, what) in [
            (
                "←→ tab",
                "move between the columns (game, opponent, match, teaching)",
            ),
            ("↑↓ j k", "choose in the column"),
            ("l", "teaching mode on or off"),
            ("t", "the tutorial of the game chosen"),
            ("enter", "play"),
            ("?", "this help"),
            ("q", "quit"),
        ] {
            lines.push(Line::from(vec![
                Span::styled(format!("  {key:>6}  "), theme.highlight()),
                Span::raw(what),
            ]));
        }
        lines.push(Line::default());
        lines.push(Line::from(
            "  The table's keys (fold, call, raise, bid...) are shown once a game starts.",
        ));
    }
    for a in KeyAction::ALL
        .into_iter()
        .filter(|a| !start && a.scope().works_at(scope))
    {
        lines.push(Line::from(vec![
            Span::styled(format!("  {:>6}  ", keys.label(a)), theme.highlight()),
            Span::raw(a.help()),
        ]));
    }
    lines.push(Line::default());
    if start {
        // Its keys are all above.
    } else if scope == KeyScope::AuctionFlop {
        lines.push(Line::from(
            "  1-5 pick cards to discard (1-3: flop cards to keep), enter confirms.",
        ));
        lines.push(Line::from("  Ctrl-C quits at once."));
    } else {
        lines.push(Line::from(
            "  In the amount box: type a number, ↑↓ step by a big blind,",
        ));
        // Bids only where the game has an auction (Auction, Sneak Peek).
        let bids = match &app.screen {
            Screen::Table(t) => t.session.rules().variant.has_auction(),
            Screen::Start(s) => s.variant().has_auction(),
            Screen::AuctionFlop(_) => false,
        };
        lines.push(Line::from(if bids {
            format!(
                "  enter confirms, esc closes the box (a closed bid box: {} opens it).",
                keys.label(KeyAction::Raise)
            )
        } else {
            "  enter confirms, esc closes the box.".to_string()
        }));
        lines.push(Line::from(
            "  The mouse works on the buttons at the bottom. Ctrl-C quits at once.",
        ));
    }
    lines.push(Line::from(Span::styled(
        "  Press any key to close.",
        theme.dim(),
    )));
    // On a short screen the blank spacer lines go first, so every key and note still fits.
    if lines.len() + 2 > usize::from(area.height) {
        lines.retain(|l| l.width() > 0);
    }
    // As wide as the longest line plus the frame, so nothing is cut.
    let widest = lines.iter().map(Line::width).max().unwrap_or(0) as u16;
    let box_area = centered(area, widest + 4, lines.len() as u16 + 2);
    frame.render_widget(Clear, box_area);
    frame.render_widget(Paragraph::new(lines).block(theme.panel(" Help ")), box_area);
}

fn render_confirm(app: &App, frame: &mut Frame, area: Rect) {
    let theme = &app.settings.theme;
    let lines = vec![
        Line::from(Span::styled("Quit felt?", theme.strong())),
        Line::from("Finished hands are saved; a hand in progress is not."),
        Line::from(Span::styled(
            "y / enter: quit    any other key: stay",
            theme.dim(),
        )),
    ];
    let box_area = centered(area, 56, 5);
    frame.render_widget(Clear, box_area);
    frame.render_widget(
        Paragraph::new(lines).alignment(Alignment::Center).block(
            Block::new()
                .borders(Borders::ALL)
                .border_style(theme.frame()),
        ),
        box_area,
    );
}
