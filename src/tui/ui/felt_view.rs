//! The felt: a rounded table in the felt's colours with the bot's seat at the top and the
//! person's at the bottom, each with its plate (name, stack, role), its cards, its last
//! action and its pip, and the board and the pot in the centre. It draws a plain [`Scene`],
//! so the live table and `felt replay` look the same.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, BorderType, Widget};

use crate::tui::scene::{Plate, Scene};
use crate::tui::theme::Theme;
use crate::tui::widgets::cards::{CardSize, Drawn, draw_fan, draw_row, fan_width};

/// Rows the felt needs (its rail included) for cards of `size`.
pub fn felt_height(size: CardSize) -> u16 {
    match size {
        // Compact: plate, cards, board and pot, cards, plate.
        CardSize::Compact => 7,
        _ => 5 + 3 * size.height() + 2,
    }
}

/// Rows the felt takes with framed cards and each seat's words beside its cards (the
/// smallest table that still draws cards): three bands of three rows, and the rail.
pub const BESIDE_ROWS: u16 = 11;

/// Rows for a felt above panels that need `panels` of `height` rows: the largest cards that
/// leave them room (framed cards beside their words before one-row cards).
pub fn felt_rows(height: u16, panels: u16) -> u16 {
    [
        felt_height(CardSize::Large),
        felt_height(CardSize::Small),
        BESIDE_ROWS,
        felt_height(CardSize::Compact),
    ]
    .into_iter()
    .find(|&h| h + panels <= height)
    .unwrap_or(felt_height(CardSize::Compact))
    .min(height)
}

/// `scene` on a felt `width` columns wide with framed cards and their words beside them, as
/// lines of plain text (the tutorial prints the table this way between its steps).
pub fn felt_text(scene: &Scene, theme: &Theme, width: u16) -> Vec<String> {
    let area = Rect::new(0, 0, width, BESIDE_ROWS);
    let mut buf = Buffer::empty(area);
    render_felt(&mut buf, theme, scene, area);
    if theme.ascii {
        crate::tui::theme::ascii_only(&mut buf);
    }
    (0..area.height)
        .map(|y| {
            let line: String = (0..area.width).map(|x| buf[(x, y)].symbol()).collect();
            line.trim_end().to_string()
        })
        .collect()
}

/// Draws `scene` on a felt filling `area`, with the largest cards that fit.
pub fn render_felt(buf: &mut Buffer, theme: &Theme, scene: &Scene, area: Rect) {
    let mut pen = Pen::on_felt(buf, theme, area);
    let inner = pen.inner;
    let widest = |size: CardSize| {
        [&scene.top.cards, &scene.bottom.cards, &scene.board]
            .iter()
            .map(|c| size.row_width(c))
            .max()
            .unwrap_or(0)
    };
    let size = [CardSize::Large, CardSize::Small]
        .into_iter()
        .find(|&s| felt_height(s) <= area.height && widest(s) <= inner.width)
        .unwrap_or(CardSize::Compact);
    // Beside their words, a long board may be fanned: only the seats' cards must fit whole.
    let seats_fit = [&scene.top.cards, &scene.bottom.cards]
        .iter()
        .all(|c| CardSize::Small.row_width(c) <= inner.width);
    let board_fits = fan_width(scene.board.len(), CardSize::Small, 4, true) + 20 <= inner.width;
    if size == CardSize::Compact && area.height >= BESIDE_ROWS && seats_fit && board_fits {
        pen.beside(scene);
        return;
    }
    let h = size.height();
    if size == CardSize::Compact {
        // Five rows: plate, cards, board and pot, cards, plate.
        let extra = inner.height.saturating_sub(5);
        let gap = (extra / 2).min(1);
        let mut y = inner.y + extra.saturating_sub(2 * gap) / 2;
        pen.plate(y, &scene.top);
        y += 1;
        pen.seat_cards(y, &scene.top, size, true);
        y += 1 + gap;
        // The board and the pot side by side, centred together.
        let board = size.row_width(&scene.board);
        let pot = Line::from(pen.pot_spans(scene)).width() as u16;
        let space = if board > 0 { 3 } else { 0 };
        let x = inner.x + inner.width.saturating_sub(board + space + pot) / 2;
        let at = Rect::new(x, y, inner.right().saturating_sub(x), 1);
        let end = draw_row(pen.buf, theme, at, &scene.board, size);
        let spans = pen.pot_spans(scene);
        pen.spans_at(x + end + space, y, &spans);
        y += 1 + gap;
        pen.seat_cards(y, &scene.bottom, size, true);
        pen.plate(y + 1, &scene.bottom);
        return;
    }
    let needed = 5 + 3 * h;
    let extra = inner.height.saturating_sub(needed);
    // Spare rows spread the seats towards the rail, as at a real table.
    let gap = extra / 4;
    let mut y = inner.y + (extra - 2 * gap) / 2;
    pen.plate(y, &scene.top);
    pen.seat_cards(y + 1, &scene.top, size, false);
    y += 1 + h;
    pen.action(y, &scene.top);
    y += 1 + gap;
    if scene.board.is_empty() {
        pen.centred(
            y + h / 2,
            vec![Span::styled("no cards yet", theme.felt_dim())],
        );
    } else {
        pen.cards(y, &scene.board, size, None);
    }
    y += h;
    pen.pot_line(y, scene);
    y += 1 + gap;
    pen.action(y, &scene.bottom);
    pen.seat_cards(y + 1, &scene.bottom, size, false);
    pen.plate(y + 1 + h, &scene.bottom);
}

/// Writes rows of the felt inside its rail.
pub(crate) struct Pen<'a> {
    pub(crate) buf: &'a mut Buffer,
    pub(crate) theme: &'a Theme,
    /// Inside the rail, a column of cloth kept at each side.
    pub(crate) inner: Rect,
}

impl<'a> Pen<'a> {
    /// Draws the felt and its rail over `area`, and a pen for inside it.
    pub(crate) fn on_felt(buf: &'a mut Buffer, theme: &'a Theme, area: Rect) -> Pen<'a> {
        Block::bordered()
            .border_type(BorderType::Rounded)
            .border_style(theme.rail())
            .style(theme.felt())
            .render(area, buf);
        let inner = Rect::new(
            area.x + 2,
            area.y + 1,
            area.width.saturating_sub(4),
            area.height.saturating_sub(2),
        );
        Pen { buf, theme, inner }
    }

    /// Writes `spans` from column `x` of row `y`, cut at the felt's edge; returns the end.
    pub(crate) fn spans_at(&mut self, x: u16, y: u16, spans: &[Span]) -> u16 {
        let mut x = x;
        for s in spans {
            let room = self.inner.right().saturating_sub(x);
            if room == 0 {
                break;
            }
            let (nx, _) = self
                .buf
                .set_stringn(x, y, &s.content, usize::from(room), s.style);
            x = nx;
        }
        x
    }

    pub(crate) fn centred(&mut self, y: u16, spans: Vec<Span>) {
        let width = Line::from(spans.clone()).width() as u16;
        let x = self.inner.x + self.inner.width.saturating_sub(width) / 2;
        self.spans_at(x, y, &spans);
    }

    /// The seat's plate: name, stack, role (and the to-act flag).
    fn plate(&mut self, y: u16, p: &Plate) {
        let t = self.theme;
        let name = if p.to_act {
            t.acting()
        } else {
            t.felt_strong()
        };
        let mut spans = vec![
            Span::styled(format!(" {} ", p.name), name),
            Span::styled(
                format!(" {} ", felt::text::count(p.stack as usize, "chip")),
                t.felt(),
            ),
            Span::styled(format!("· {}", p.role), t.felt_dim()),
        ];
        if let Some(f) = &p.flag {
            spans.push(Span::styled("  ", t.felt()));
            spans.push(Span::styled(format!(" {f} "), t.acting()));
        }
        self.centred(y, spans);
    }

    /// The table in three bands of framed cards with their words beside them: the bot's
    /// seat, the board and the pot, the person's seat. The cards line up on one column,
    /// placed so the widest band (cards and words) is centred.
    fn beside(&mut self, scene: &Scene) {
        let t = self.theme;
        let size = CardSize::Small;
        let seat_words = |pen: &Pen, p: &Plate, flag: bool| -> Vec<Vec<Span<'static>>> {
            let plate = vec![
                Span::styled(
                    format!(" {} ", p.name),
                    if p.to_act {
                        t.acting()
                    } else {
                        t.felt_strong()
                    },
                ),
                Span::styled(
                    format!(" {} ", felt::text::count(p.stack as usize, "chip")),
                    t.felt(),
                ),
                Span::styled(format!("· {}", p.role), t.felt_dim()),
            ];
            let mut action = pen.action_spans(p);
            if let Some(f) = p.flag.as_ref().filter(|_| flag) {
                if !action.is_empty() {
                    action.push(Span::styled("  ", t.felt()));
                }
                action.push(Span::styled(format!(" {f} "), t.acting()));
            }
            let note = p
                .note
                .iter()
                .map(|n| Span::styled(n.clone(), t.felt_strong()))
                .collect();
            vec![plate, note, action]
        };
        let top = seat_words(self, &scene.top, true);
        let bottom = seat_words(self, &scene.bottom, true);
        let mut pot = self.pot_spans(&Scene {
            note: None,
            ..scene.clone()
        });
        if scene.board.is_empty() {
            pot.insert(0, Span::styled("no cards yet  ·  ", t.felt_dim()));
        }
        let mut middle = vec![pot];
        let words_width = |rows: &Vec<Vec<Span>>| {
            rows.iter()
                .map(|r| Line::from(r.clone()).width() as u16)
                .max()
                .unwrap_or(0)
        };
        // A board too long to leave room for the pot beside it (a long River of Blood run)
        // is fanned: each card overlaps the last, its rank and suit still in view.
        let fanned = size.row_width(&scene.board) + 3 + words_width(&middle) > self.inner.width;
        let board_width = if fanned {
            fan_width(scene.board.len(), size, 4, true)
        } else {
            size.row_width(&scene.board)
        };
        let widest = [
            size.row_width(&scene.top.cards) + 3 + words_width(&top),
            board_width + 3 + words_width(&middle),
            size.row_width(&scene.bottom.cards) + 3 + words_width(&bottom),
        ]
        .into_iter()
        .max()
        .unwrap_or(0);
        let x = self.inner.x + self.inner.width.saturating_sub(widest) / 2;
        // The rule by the pot wraps into the rows under it, in the room the board leaves.
        let board_end = x + board_width + 3;
        if let Some(note) = &scene.note {
            let room = self.inner.right().saturating_sub(board_end);
            for piece in crate::tui::ui::wrap_text(note, usize::from(room))
                .into_iter()
                .take(2)
            {
                middle.push(vec![Span::styled(
                    piece.trim_start().to_string(),
                    t.felt_dim(),
                )]);
            }
        }
        let extra = self.inner.height.saturating_sub(9);
        let gap = extra / 4;
        let mut y = self.inner.y + (extra - 2 * gap) / 2;
        // Under a seat's plate, its words line up with the name (after the name's pad).
        for (cards, words, indent, fan) in [
            (&scene.top.cards, &top, 1, false),
            (&scene.board, &middle, 0, fanned),
            (&scene.bottom.cards, &bottom, 1, false),
        ] {
            let area = Rect::new(x, y, self.inner.right().saturating_sub(x), size.height());
            let used = if fan {
                draw_fan(self.buf, t, (x, y), cards, size, 4)
            } else {
                draw_row(self.buf, t, area, cards, size)
            };
            // With no cards yet, the words sit on the band's middle row.
            let (text_x, first) = if cards.is_empty() {
                (x, y + 1)
            } else {
                (x + used + 3, y)
            };
            for (i, row) in words.iter().enumerate().take(3) {
                let pad = if i > 0 { indent } else { 0 };
                self.spans_at(text_x + pad, first + i as u16, row);
            }
            y += size.height() + gap;
        }
    }

    /// The pip and the last action, on one row.
    fn action_spans(&self, p: &Plate) -> Vec<Span<'static>> {
        let t = self.theme;
        let mut spans = Vec::new();
        if let Some(last) = &p.last {
            spans.push(Span::styled(last.clone(), t.felt_dim()));
        }
        if p.pip > 0 {
            if !spans.is_empty() {
                spans.push(Span::styled("  ", t.felt()));
            }
            spans.push(Span::styled(format!(" ● {} ", p.pip), t.chips()));
        }
        spans
    }

    fn action(&mut self, y: u16, p: &Plate) {
        let spans = self.action_spans(p);
        self.centred(y, spans);
    }

    /// A seat's cards, centred, with its note beside them (and, compact, its action after).
    fn seat_cards(&mut self, y: u16, p: &Plate, size: CardSize, compact: bool) {
        let mut after = Vec::new();
        if let Some(n) = &p.note {
            after.push(Span::styled(n.clone(), self.theme.felt_strong()));
        }
        if compact {
            let action = self.action_spans(p);
            if !action.is_empty() && !after.is_empty() {
                after.push(Span::styled("   ", self.theme.felt()));
            }
            after.extend(action);
        }
        let note_row = y + size.height() / 2;
        self.cards(y, &p.cards, size, Some((note_row, after)));
    }

    /// Cards centred on row `y`, with text after them on `after`'s row: when the text does
    /// not fit beside centred cards, the cards move left to make room (the text is cut last).
    fn cards(
        &mut self,
        y: u16,
        cards: &[Drawn],
        size: CardSize,
        after: Option<(u16, Vec<Span>)>,
    ) -> u16 {
        let width = size.row_width(cards);
        let text = after
            .as_ref()
            .map_or(0, |(_, spans)| Line::from(spans.clone()).width() as u16 + 3);
        let centred = self.inner.x + self.inner.width.saturating_sub(width) / 2;
        let x = centred
            .min(self.inner.right().saturating_sub(width + text))
            .max(self.inner.x);
        let area = Rect::new(x, y, self.inner.right().saturating_sub(x), size.height());
        let end = x + draw_row(self.buf, self.theme, area, cards, size);
        if let Some((row, spans)) = after {
            self.spans_at(end + 3, row, &spans);
        }
        end
    }

    /// The pot and the phase, centred, with chips sliding in.
    fn pot_line(&mut self, y: u16, scene: &Scene) {
        let spans = self.pot_spans(scene);
        self.centred(y, spans);
    }

    fn pot_spans(&self, scene: &Scene) -> Vec<Span<'static>> {
        let t = self.theme;
        let dot = Span::styled("  ·  ", t.felt_dim());
        let mut spans = Vec::new();
        if let Some([top, _]) = scene.sliding {
            spans.push(Span::styled(format!(" ● {top} "), t.chips()));
            spans.push(Span::styled(" → ", t.felt_dim()));
        }
        spans.push(Span::styled(format!("Pot {}", scene.pot), t.felt_strong()));
        if let Some([_, bottom]) = scene.sliding {
            spans.push(Span::styled(" ← ", t.felt_dim()));
            spans.push(Span::styled(format!(" ● {bottom} "), t.chips()));
        }
        spans.push(dot.clone());
        spans.push(Span::styled(scene.phase.clone(), t.felt()));
        if let Some(n) = &scene.note {
            spans.push(dot);
            spans.push(Span::styled(n.clone(), t.felt_dim()));
        }
        spans
    }
}
