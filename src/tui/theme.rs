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
    /// The light felt (dark text on a light green), for a light terminal; otherwise dark.
    pub light: bool,
}

impl Default for Theme {
    /// Colour on, two-colour deck, suit symbols, the dark felt.
    fn default() -> Theme {
        Theme {
            colour: true,
            four_colour: false,
            ascii: false,
            light: false,
        }
    }
}

/// Fixed colours from the 256-colour palette: unlike the first sixteen, these do not change
/// with the terminal's own scheme, so every pair below keeps its contrast on any terminal.
mod ink {
    use ratatui::style::Color;
    pub const BLACK: Color = Color::Indexed(16);
    pub const WHITE: Color = Color::Indexed(231);
    pub const PAPER: Color = Color::Indexed(255);
    pub const RED: Color = Color::Indexed(160);
    pub const BLUE: Color = Color::Indexed(26);
    pub const GREEN: Color = Color::Indexed(28);
    pub const GREY: Color = Color::Indexed(244);
    pub const FELT_DARK: Color = Color::Indexed(22);
    pub const FELT_LIGHT: Color = Color::Indexed(151);
    pub const MOSS: Color = Color::Indexed(150);
    pub const PINE: Color = Color::Indexed(22);
    pub const RAIL_DARK: Color = Color::Indexed(136);
    pub const RAIL_LIGHT: Color = Color::Indexed(94);
    pub const GOLD: Color = Color::Indexed(220);
    pub const CHIP: Color = Color::Indexed(222);
    pub const NAVY: Color = Color::Indexed(24);
    pub const SKY: Color = Color::Indexed(117);
}

impl Theme {
    /// In ASCII mode (`--ascii`, or a locale that is not UTF-8), replaces every symbol on
    /// the drawn frame that such a terminal cannot show: box lines, `·`, arrows, shades.
    pub fn fit_frame(&self, f: &mut ratatui::Frame) {
        if self.ascii {
            ascii_only(f.buffer_mut());
        }
    }

    /// Half, as the amount box's size keys name it: "½", or "1/2" in ASCII mode (where one
    /// stand-in character could not tell it from two thirds).
    pub fn half(&self) -> &'static str {
        if self.ascii { "1/2" } else { "½" }
    }

    /// Two thirds, as the amount box's size keys name it: "⅔", or "2/3" in ASCII mode.
    pub fn two_thirds(&self) -> &'static str {
        if self.ascii { "2/3" } else { "⅔" }
    }

    /// The face of a card: rank and suit symbol (or letter in ASCII mode).
    pub fn card_text(&self, card: Card) -> String {
        felt::narration::card_text(card, self.ascii)
    }

    /// The style of a face-up card: an explicit ink on white, so it reads on any terminal.
    pub fn card(&self, card: Card) -> Style {
        if !self.colour {
            return Style::new().add_modifier(Modifier::REVERSED | Modifier::BOLD);
        }
        let fg = match (card.suit(), self.four_colour) {
            (Suit::Hearts, _) => ink::RED,
            (Suit::Diamonds, false) => ink::RED,
            (Suit::Diamonds, true) => ink::BLUE,
            (Suit::Clubs, true) => ink::GREEN,
            _ => ink::BLACK,
        };
        Style::new()
            .fg(fg)
            .bg(ink::WHITE)
            .add_modifier(Modifier::BOLD)
    }

    /// The frame of a drawn card face.
    pub fn card_frame(&self) -> Style {
        self.either(Style::new().fg(ink::GREY).bg(ink::WHITE), Style::new())
    }

    /// A face-down card (its patterned back).
    pub fn card_back(&self) -> Style {
        self.either(
            Style::new().fg(ink::SKY).bg(ink::NAVY),
            Style::new().add_modifier(Modifier::DIM),
        )
    }

    /// The tag on a marked card ("3rd", "saw", a run card's colour).
    pub fn card_tag(&self) -> Style {
        self.either(
            Style::new()
                .fg(ink::BLACK)
                .bg(ink::GOLD)
                .add_modifier(Modifier::BOLD),
            Style::new().add_modifier(Modifier::REVERSED),
        )
    }

    /// The felt: the table's cloth, with its text.
    pub fn felt(&self) -> Style {
        match (self.colour, self.light) {
            (false, _) => Style::new(),
            (true, false) => Style::new().fg(ink::PAPER).bg(ink::FELT_DARK),
            (true, true) => Style::new().fg(ink::BLACK).bg(ink::FELT_LIGHT),
        }
    }

    /// Quieter text on the felt (roles, the phase, last actions).
    pub fn felt_dim(&self) -> Style {
        match (self.colour, self.light) {
            (false, _) => Style::new().add_modifier(Modifier::DIM),
            (true, false) => self.felt().fg(ink::MOSS),
            (true, true) => self.felt().fg(ink::PINE),
        }
    }

    /// Names and the pot on the felt.
    pub fn felt_strong(&self) -> Style {
        self.felt().add_modifier(Modifier::BOLD)
    }

    /// The rail around the felt.
    pub fn rail(&self) -> Style {
        match (self.colour, self.light) {
            (false, _) => Style::new(),
            (true, false) => self.felt().fg(ink::RAIL_DARK),
            (true, true) => self.felt().fg(ink::RAIL_LIGHT),
        }
    }

    /// The seat to act: its name plate.
    pub fn acting(&self) -> Style {
        self.either(
            Style::new()
                .fg(ink::BLACK)
                .bg(ink::GOLD)
                .add_modifier(Modifier::BOLD),
            Style::new().add_modifier(Modifier::REVERSED | Modifier::BOLD),
        )
    }

    /// Chips in front of a seat (its pip) and in the pot.
    pub fn chips(&self) -> Style {
        self.either(
            Style::new()
                .fg(ink::BLACK)
                .bg(ink::CHIP)
                .add_modifier(Modifier::BOLD),
            Style::new().add_modifier(Modifier::BOLD),
        )
    }

    /// The felt's frame and titles.
    pub fn frame(&self) -> Style {
        self.either(Style::new().fg(Color::Green), Style::new())
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
        self.either(
            Style::new().fg(Color::Red).add_modifier(Modifier::BOLD),
            Style::new().add_modifier(Modifier::BOLD),
        )
    }

    /// Good news (a win, a positive number).
    pub fn good(&self) -> Style {
        self.either(
            Style::new().fg(Color::Green).add_modifier(Modifier::BOLD),
            Style::new().add_modifier(Modifier::BOLD),
        )
    }

    /// A highlighted selection or the seat to act.
    pub fn highlight(&self) -> Style {
        self.either(
            Style::new().fg(Color::Black).bg(Color::Yellow),
            Style::new().add_modifier(Modifier::REVERSED),
        )
    }

    /// An action button.
    pub fn button(&self) -> Style {
        self.either(
            Style::new().fg(Color::White).bg(Color::DarkGray),
            Style::new().add_modifier(Modifier::REVERSED),
        )
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

    /// `coloured` when colour is on, `plain` when it is off.
    fn either(&self, coloured: Style, plain: Style) -> Style {
        if self.colour { coloured } else { plain }
    }

    /// Teaching text.
    pub fn teach(&self) -> Style {
        self.either(Style::new().fg(Color::Cyan), Style::new())
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
        '░' | '▒' | '▓' | '█' | '▚' | '▞' | '╳' => '#',
        '●' => 'o',
        '♠' => 's',
        '♥' => 'h',
        '♦' => 'd',
        '♣' => 'c',
        '✓' => 'v',
        '✗' | '×' => 'x',
        // A last resort only: text with fractions says them in ASCII ([`Theme::half`]).
        '½' | '⅔' => '~',
        '⠋' | '⠙' | '⠹' | '⠸' | '⠼' | '⠴' | '⠦' | '⠧' | '⠇' | '⠏' => '*',
        _ => '?',
    }
}
