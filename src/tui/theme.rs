//! Styles in one place: card faces, seats, the log, buttons and messages.

use ratatui::style::{Color, Modifier, Style};
use ratatui::text::Line;
use ratatui::widgets::{Block, Borders};

use felt::cards::{Card, Suit};

/// How cards and text are coloured.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Theme {
    /// Use colours at all.
    pub colour: bool,
    /// Four-colour deck: spades black, hearts red, diamonds blue, clubs green.
    pub four_colour: bool,
    /// Cards as "Ah" instead of "A♥".
    pub ascii: bool,
}

impl Theme {
    /// In ASCII mode (`--ascii`, or a locale that is not UTF-8), replaces every symbol on
    /// the drawn frame that such a terminal cannot show: box lines, `·`, arrows, shades.
    pub fn fit_frame(&self, f: &mut ratatui::Frame) {
        if self.ascii {
            ascii_only(f.buffer_mut());
        }
    }

    /// The face of a card: rank and suit symbol (or letter in ASCII mode).
    pub fn card_text(&self, card: Card) -> String {
        felt::narration::card_text(card, self.ascii)
    }

    /// The style of a face-up card.
    pub fn card(&self, card: Card) -> Style {
        if !self.colour {
            return Style::new().add_modifier(Modifier::REVERSED | Modifier::BOLD);
        }
        let fg = match (card.suit(), self.four_colour) {
            (Suit::Hearts, _) => Color::Red,
            (Suit::Diamonds, false) => Color::Red,
            (Suit::Diamonds, true) => Color::Blue,
            (Suit::Clubs, true) => Color::Green,
            _ => Color::Black,
        };
        Style::new()
            .fg(fg)
            .bg(Color::White)
            .add_modifier(Modifier::BOLD)
    }

    /// A face-down card.
    pub fn card_back(&self) -> Style {
        if self.colour {
            Style::new().fg(Color::White).bg(Color::Blue)
        } else {
            Style::new().add_modifier(Modifier::DIM)
        }
    }

    /// The felt's frame and titles.
    pub fn frame(&self) -> Style {
        if self.colour {
            Style::new().fg(Color::Green)
        } else {
            Style::new()
        }
    }

    /// Headings and names.
    pub fn strong(&self) -> Style {
        Style::new().add_modifier(Modifier::BOLD)
    }

    /// Less important text.
    pub fn dim(&self) -> Style {
        Style::new().add_modifier(Modifier::DIM)
    }

    /// An inline error message.
    pub fn error(&self) -> Style {
        if self.colour {
            Style::new().fg(Color::Red).add_modifier(Modifier::BOLD)
        } else {
            Style::new().add_modifier(Modifier::BOLD)
        }
    }

    /// Good news (a win, a positive number).
    pub fn good(&self) -> Style {
        if self.colour {
            Style::new().fg(Color::Green).add_modifier(Modifier::BOLD)
        } else {
            Style::new().add_modifier(Modifier::BOLD)
        }
    }

    /// A highlighted selection or the seat to act.
    pub fn highlight(&self) -> Style {
        if self.colour {
            Style::new().fg(Color::Black).bg(Color::Yellow)
        } else {
            Style::new().add_modifier(Modifier::REVERSED)
        }
    }

    /// An action button.
    pub fn button(&self) -> Style {
        if self.colour {
            Style::new().fg(Color::White).bg(Color::DarkGray)
        } else {
            Style::new().add_modifier(Modifier::REVERSED)
        }
    }

    /// A button that cannot be used now.
    pub fn button_off(&self) -> Style {
        Style::new().add_modifier(Modifier::DIM)
    }

    /// A framed panel with a title (the log, teaching notes, help, charts).
    pub fn panel(&self, title: impl Into<Line<'static>>) -> Block<'static> {
        Block::new()
            .borders(Borders::ALL)
            .title(title)
            .border_style(self.frame())
    }

    /// A framed panel for wrapped text: a column of space inside the right border, so a
    /// wrapped line never runs into the frame.
    pub fn text_panel(&self, title: impl Into<Line<'static>>) -> Block<'static> {
        self.panel(title)
            .padding(ratatui::widgets::Padding::right(1))
    }

    /// Teaching text.
    pub fn teach(&self) -> Style {
        if self.colour {
            Style::new().fg(Color::Cyan)
        } else {
            Style::new()
        }
    }
}

/// Replaces every non-ASCII symbol in `buf` with an ASCII stand-in of the same width.
pub fn ascii_only(buf: &mut ratatui::buffer::Buffer) {
    for cell in buf.content.iter_mut() {
        let symbol = cell.symbol();
        if symbol.is_ascii() {
            continue;
        }
        let plain: String = symbol.chars().map(ascii_char).collect();
        cell.set_symbol(&plain);
    }
}

/// The ASCII stand-in of one character.
fn ascii_char(c: char) -> char {
    match c {
        c if c.is_ascii() => c,
        '·' | '…' | '•' => '.',
        '─' | '━' | '═' | '—' | '–' | '╌' => '-',
        '│' | '┃' | '║' | '▏' | '▕' => '|',
        '┌' | '┐' | '└' | '┘' | '├' | '┤' | '┬' | '┴' | '┼' | '╭' | '╮' | '╰' | '╯' | '╔' | '╗'
        | '╚' | '╝' => '+',
        '←' => '<',
        '→' | '▶' => '>',
        '↑' => '^',
        '↓' => 'v',
        '░' | '▒' | '▓' | '█' => '#',
        '♠' => 's',
        '♥' => 'h',
        '♦' => 'd',
        '♣' => 'c',
        '✓' => 'v',
        '✗' | '×' => 'x',
        '½' | '⅔' => '~',
        '⠋' | '⠙' | '⠹' | '⠸' | '⠼' | '⠴' | '⠦' | '⠧' | '⠇' | '⠏' => '*',
        _ => '?',
    }
}
