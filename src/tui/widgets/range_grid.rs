//! The range grid: the 169 starting-hand classes in a 13x13 grid (aces first; pairs on the
//! diagonal, suited above it, offsuit below), each held cell shaded by its weight. The weight
//! is shown twice, so the grid reads without colour: a shade mark after the class name
//! (`█ ▓ ▒ ░`, or `# + - ,` in ASCII) and, with colour, the cell's background; a class not
//! held is a dot in plain terminals and a dim name in colour. Used by `felt equity --grid`
//! and ready for the teaching notes (the bot's likely hands, from
//! `felt::bots::range::Range::grid`).

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Color, Modifier, Style};
use ratatui::text::Line;
use ratatui::widgets::Widget;

use felt::cards::range::{HandClass, HandGrid};

use crate::tui::theme::Theme;

/// Columns of the narrowest cell: a class name and its shade mark.
const MIN_CELL: u16 = 4;
/// The widest cell drawn.
const MAX_CELL: u16 = 7;

/// Shades from the heaviest: a cell at or above the bound takes the colour and the marks.
const SHADES: [(f64, u8, &str, &str); 4] = [
    (0.999, 28, "█", "#"),
    (2.0 / 3.0, 64, "▓", "+"),
    (1.0 / 3.0, 101, "▒", "-"),
    (0.0, 239, "░", "~"),
];

/// The grid widget: a framed 13x13 grid with a title and a legend line.
pub struct RangeGrid<'a> {
    grid: &'a HandGrid,
    theme: &'a Theme,
    title: String,
}

impl<'a> RangeGrid<'a> {
    /// The grid of `grid` (weights 0 to 1; see [`HandGrid::normalized`] for a bot's
    /// likelihoods) under `title`.
    pub fn new(grid: &'a HandGrid, theme: &'a Theme, title: impl Into<String>) -> RangeGrid<'a> {
        RangeGrid {
            grid,
            theme,
            title: title.into(),
        }
    }

    /// The smallest area that shows the whole grid: 13 cells of 4 columns and the frame
    /// across; 13 rows, the legend and the frame down.
    pub const MIN_SIZE: (u16, u16) = (13 * MIN_CELL + 2, 13 + 1 + 2);

    /// The size the grid takes in an area of `width` x `height` (cells grow with the
    /// room, up to 7 columns and 2 rows each).
    pub fn size_in(width: u16, height: u16) -> (u16, u16) {
        let (cell_w, cell_h) = cell_size(width, height);
        (13 * cell_w + 2, 13 * cell_h + 1 + 2)
    }
}

/// Columns and rows per cell in an area of `width` x `height`.
fn cell_size(width: u16, height: u16) -> (u16, u16) {
    let w = (width.saturating_sub(2) / 13).clamp(MIN_CELL, MAX_CELL);
    let h = if height >= 13 * 2 + 1 + 2 { 2 } else { 1 };
    (w, h)
}

/// The shade of a held weight: (background colour, mark, ASCII mark).
fn shade(weight: f64) -> (u8, &'static str, &'static str) {
    SHADES
        .iter()
        .find(|(bound, ..)| weight >= *bound)
        .map_or((239, "░", "~"), |&(_, colour, mark, ascii)| {
            (colour, mark, ascii)
        })
}

impl RangeGrid<'_> {
    fn cell_style(&self, weight: f64) -> Style {
        let held = weight > 0.0;
        match (self.theme.colour, held) {
            (true, true) => {
                let (bg, ..) = shade(weight);
                Style::new()
                    .fg(Color::Indexed(231))
                    .bg(Color::Indexed(bg))
                    .add_modifier(Modifier::BOLD)
            }
            (true, false) => Style::new().fg(Color::Indexed(244)),
            (false, true) if weight >= 0.999 => Style::new().add_modifier(Modifier::BOLD),
            (false, _) => Style::new(),
        }
    }

    fn cell_text(&self, class: HandClass, weight: f64, width: usize) -> String {
        let name = class.to_string();
        let text = if weight > 0.0 {
            let (_, mark, ascii) = shade(weight);
            let mark = if self.theme.ascii { ascii } else { mark };
            format!("{name:<3}{mark}")
        } else if self.theme.colour {
            format!("{name:<3} ")
        } else {
            format!(" {}  ", if self.theme.ascii { "." } else { "·" })
        };
        let pad = width.saturating_sub(4);
        format!("{}{text}{}", " ".repeat(pad / 2), " ".repeat(pad - pad / 2))
    }

    fn legend(&self) -> String {
        let mark = |i: usize| {
            let (_, _, m, a) = SHADES[i];
            if self.theme.ascii { a } else { m }
        };
        // Without colour an unheld hand is a dot; in colour its name is shown grey.
        let none = if self.theme.colour {
            "grey: none"
        } else if self.theme.ascii {
            ". none"
        } else {
            "· none"
        };
        format!(
            "{} all  {} 2/3+  {} 1/3+  {} less  {none}",
            mark(0),
            mark(1),
            mark(2),
            mark(3)
        )
    }
}

impl Widget for RangeGrid<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let (want_w, want_h) = RangeGrid::size_in(area.width, area.height);
        let frame = Rect {
            x: area.x + area.width.saturating_sub(want_w) / 2,
            y: area.y,
            width: want_w.min(area.width),
            height: want_h.min(area.height),
        };
        let block = self.theme.panel(Line::from(format!(" {} ", self.title)));
        let inner = block.inner(frame);
        block.render(frame, buf);
        let (cell_w, cell_h) = cell_size(area.width, area.height);
        for row in 0..13u16 {
            for col in 0..13u16 {
                let class = HandClass::at(usize::from(row), usize::from(col));
                let weight = self.grid.class_weight(class);
                let style = self.cell_style(weight);
                let (x, y) = (inner.x + col * cell_w, inner.y + row * cell_h);
                if x + cell_w > inner.right() || y + cell_h > inner.bottom() {
                    continue;
                }
                let text = self.cell_text(class, weight, usize::from(cell_w));
                for line in 0..cell_h {
                    let shown = if line == 0 {
                        text.clone()
                    } else {
                        " ".repeat(usize::from(cell_w))
                    };
                    buf.set_string(x, y + line, shown, style);
                }
            }
        }
        let legend_y = inner.y + 13 * cell_h;
        if legend_y < inner.bottom() {
            buf.set_line(
                inner.x + 1,
                legend_y,
                &Line::styled(self.legend(), self.theme.dim()),
                inner.width.saturating_sub(1),
            );
        }
    }
}

/// A buffer as text, one line per row: plain (trailing spaces trimmed), or with the cells'
/// colours and bold, dim and reverse as ANSI escape codes for a terminal.
pub fn buffer_text(buf: &Buffer, ansi: bool) -> String {
    let area = buf.area;
    let mut out = String::new();
    for y in area.top()..area.bottom() {
        let mut line = String::new();
        let mut current: Option<Style> = None;
        for x in area.left()..area.right() {
            let Some(cell) = buf.cell((x, y)) else {
                continue;
            };
            if ansi {
                let style = cell.style();
                if current != Some(style) {
                    line.push_str(&sgr(style));
                    current = Some(style);
                }
            }
            line.push_str(cell.symbol());
        }
        if ansi {
            line.push_str("\x1b[0m");
        } else {
            line.truncate(line.trim_end().len());
        }
        out.push_str(&line);
        out.push('\n');
    }
    out
}

/// The escape sequence that sets `style` from scratch.
fn sgr(style: Style) -> String {
    let mut codes = vec!["0".to_string()];
    let m = style.add_modifier;
    for (modifier, code) in [
        (Modifier::BOLD, "1"),
        (Modifier::DIM, "2"),
        (Modifier::REVERSED, "7"),
    ] {
        if m.contains(modifier) {
            codes.push(code.to_string());
        }
    }
    let colour = |c: Option<Color>, base: u8| -> Option<String> {
        match c? {
            Color::Indexed(i) => Some(format!("{};5;{i}", base + 8)),
            Color::Rgb(r, g, b) => Some(format!("{};2;{r};{g};{b}", base + 8)),
            Color::Reset => None,
            named => {
                let i = match named {
                    Color::Black => 0,
                    Color::Red => 1,
                    Color::Green => 2,
                    Color::Yellow => 3,
                    Color::Blue => 4,
                    Color::Magenta => 5,
                    Color::Cyan => 6,
                    Color::Gray => 7,
                    Color::DarkGray => 8,
                    Color::LightRed => 9,
                    Color::LightGreen => 10,
                    Color::LightYellow => 11,
                    Color::LightBlue => 12,
                    Color::LightMagenta => 13,
                    Color::LightCyan => 14,
                    _ => 15,
                };
                Some(format!("{};5;{i}", base + 8))
            }
        }
    };
    codes.extend(colour(style.fg, 30));
    codes.extend(colour(style.bg, 40));
    format!("\x1b[{}m", codes.join(";"))
}

#[cfg(test)]
mod tests {
    use super::*;
    use felt::cards::range::HandRange;
    use ratatui::Terminal;
    use ratatui::backend::TestBackend;

    fn theme(colour: bool, ascii: bool) -> Theme {
        Theme {
            colour,
            ascii,
            ..Theme::default()
        }
    }

    fn draw(grid: &HandGrid, theme: &Theme, title: &str, w: u16, h: u16) -> Buffer {
        let mut terminal = Terminal::new(TestBackend::new(w, h)).expect("test terminal");
        terminal
            .draw(|f| {
                f.render_widget(RangeGrid::new(grid, theme, title), f.area());
                theme.fit_frame(f);
            })
            .expect("draw");
        terminal.backend().buffer().clone()
    }

    fn range_grid(text: &str) -> HandGrid {
        text.parse::<HandRange>().expect("range").grid()
    }

    #[test]
    fn the_grid_at_80x24_and_120x40() {
        let grid = range_grid("QQ+,AKs,AQs:0.5,T9s-65s:0.25,A5s-A2s:0.75,AKo");
        for (w, h) in [(80, 24), (120, 40)] {
            for (name, t) in [
                ("colour", theme(true, false)),
                ("plain", theme(false, false)),
                ("ascii", theme(false, true)),
            ] {
                let buf = draw(&grid, &t, "QQ+,AKs,...", w, h);
                insta::assert_snapshot!(
                    format!("range_grid_{name}_{w}x{h}"),
                    buffer_text(&buf, false)
                );
            }
        }
    }

    #[test]
    fn the_bots_likely_hands_as_a_grid() {
        // A range as the Monte Carlo bot keeps it after a raise: weights by strength.
        let dead = felt::cards::CardSet::EMPTY;
        let mut range = felt::bots::range::Range::uniform(dead, None);
        let strengths = felt::bots::range::strengths(&[], dead);
        range.update(&strengths, |s| if s > 0.7 { 1.0 } else { s * s * 0.3 });
        let grid = range.grid();
        assert!((grid.max() - 1.0).abs() < 1e-12);
        let buf = draw(
            &grid,
            &theme(false, false),
            "the bot's likely hands",
            80,
            24,
        );
        insta::assert_snapshot!("range_grid_bot_80x24", buffer_text(&buf, false));
    }

    #[test]
    fn every_cell_fits_and_plain_cells_say_their_weight_in_text() {
        let grid = range_grid("AA,KK:0.5,QQ:0.2");
        let min = RangeGrid::MIN_SIZE;
        let buf = draw(&grid, &theme(false, false), "t", min.0, min.1);
        let text = buffer_text(&buf, false);
        assert!(text.contains("AA █"), "{text}");
        assert!(text.contains("KK ▒"), "{text}");
        assert!(text.contains("QQ ░"), "{text}");
        assert!(!text.contains("72o") && text.contains('·'));
        // In colour, held cells differ from empty ones by more than the mark.
        let buf = draw(&grid, &theme(true, false), "t", 80, 24);
        let ansi = buffer_text(&buf, true);
        assert!(ansi.contains("48;5;28"), "full weight shaded");
    }
}
