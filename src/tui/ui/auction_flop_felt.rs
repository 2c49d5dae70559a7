//! The Auction Flop felt: the bots around the rail (West left, North top, East right), each
//! with its name, chips, the dealer button and its cards in a fan; the flop with its auction and
//! the pot in the centre; your cards numbered for picking at the bottom. Five and six seats (the
//! south seats low at the sides) are laid out by [`ring`], in bands that never share a row's
//! columns with your cards.

mod ring;

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};

use felt::cards::{CardSet, evaluate};
use felt::engine::Seat;
use felt::engine::auction_flop::{AuctionFlopPhase, AuctionFlopView, seat_at};

use super::felt_view::Pen;
use crate::tui::app::AuctionFlopTable;
use crate::tui::scene::{NAMES, auction_words};
use crate::tui::theme::Theme;
use crate::tui::widgets::cards::{CardSize, Drawn, draw_fan, draw_row, fan_width};

/// Card numbers as tags, and the same numbers marked as picked.
const NUMBERS: [&str; 7] = ["1", "2", "3", "4", "5", "6", "7"];
const THROWN: [&str; 7] = ["✗1", "✗2", "✗3", "✗4", "✗5", "✗6", "✗7"];
const KEPT: [&str; 7] = ["✓1", "✓2", "✓3", "✓4", "✓5", "✓6", "✓7"];

/// Rows the felt takes with framed cards, with framed cards and the words beside them (three
/// bands of three rows), and with compact ones.
pub(super) const FRAMED_ROWS: u16 = 17;
pub(super) const BESIDE_ROWS: u16 = 11;
pub(super) const COMPACT_ROWS: u16 = 8;

/// Where a bot sits.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Place {
    Left,
    Top,
    Right,
    LowRight,
    LowLeft,
}

impl Place {
    /// The south seats, low at the sides (five and six seats).
    fn is_low(self) -> bool {
        matches!(self, Place::LowLeft | Place::LowRight)
    }
}

const PLACES: [Place; 5] = [
    Place::Left,
    Place::Top,
    Place::Right,
    Place::LowRight,
    Place::LowLeft,
];

/// A bot's seat as drawn.
struct BotSeat {
    plate: Vec<Span<'static>>,
    cards: Vec<Drawn>,
}

/// The felt for `t`, filling `area`: framed cards when it is tall enough.
pub(super) fn render_felt(t: &AuctionFlopTable, theme: &Theme, buf: &mut Buffer, area: Rect) {
    let mut pen = Pen::on_felt(buf, theme, area);
    let inner = pen.inner;
    let beside = area.height < FRAMED_ROWS && area.height >= BESIDE_ROWS && inner.width >= 72;
    let size = if (area.height >= FRAMED_ROWS && inner.width >= 60) || beside {
        CardSize::Small
    } else {
        CardSize::Compact
    };
    let view = t.view.as_ref();
    let me = t.my_seat();
    let done = t.hand_over();
    let seated = t.seated();
    let seat_of = |player: usize| seated.iter().position(|&p| p == player).map(seat_at);
    let acting = |seat: Option<Seat>| view.and_then(|v| v.to_act).is_some_and(|a| Some(a) == seat);
    let dealer = |player: usize| seated.get(view.map_or(0, |v| v.dealer.index())) == Some(&player);

    // The bots.
    let mut bots = Vec::new();
    for player in 1..t.chips().len().min(PLACES.len() + 1) {
        let seat = seat_of(player);
        let chips = match (view, seat) {
            (Some(v), Some(s)) => v.stacks[s.index()],
            _ => t.chips()[player],
        };
        let mut plate = vec![
            Span::styled(
                format!(" {} ", NAMES[player].to_uppercase()),
                if acting(seat) {
                    theme.acting()
                } else {
                    theme.felt_strong()
                },
            ),
            Span::styled(format!(" {chips}"), theme.felt()),
        ];
        if dealer(player) {
            plate.push(Span::styled(" · dealer", theme.felt_dim()));
        }
        let cards = match (seat, view) {
            (None, _) => {
                plate.push(Span::styled(" · out", theme.felt_dim()));
                Vec::new()
            }
            (Some(s), Some(v)) if done => v
                .shown
                .get(s.index())
                .map_or_else(Vec::new, |c| c.iter().map(Drawn::up).collect()),
            (Some(s), _) => {
                let count = view.map_or(0, |v| v.counts[s.index()]);
                vec![Drawn::down(); count as usize]
            }
        };
        bots.push((PLACES[player - 1], BotSeat { plate, cards }));
    }

    if bots.iter().any(|(place, _)| place.is_low()) {
        ring::render(t, &mut pen, &bots, me);
        return;
    }
    if beside {
        render_beside(t, &mut pen, &bots, me);
        return;
    }
    let h = size.height();
    let compact = size == CardSize::Compact;
    // Rows: the top seat, the middle (side seats and the flop), the bottom (you).
    let needed = if compact { 5 } else { 13 };
    let extra = inner.height.saturating_sub(needed);
    let gap = extra / 3;
    let top = inner.y + (extra - 2 * gap) / 2;
    let middle = top + if compact { 1 } else { 1 + h } + gap;
    let bottom = middle + if compact { 2 } else { 2 + h } + gap;
    for (place, bot) in &bots {
        let faces = bot.cards.first().is_some_and(|c| c.card.is_some());
        let step = if faces { 4 } else { 1 };
        let fan = fan_width(bot.cards.len(), size, step, faces);
        let plate = Line::from(bot.plate.clone()).width() as u16;
        let (row, left) = match place {
            Place::Top => (top, None),
            Place::Left => (middle, Some(true)),
            Place::Right => (middle, Some(false)),
            // Five or six seats are drawn by `ring`.
            Place::LowLeft | Place::LowRight => continue,
        };
        match left {
            None if compact => {
                // The plate and the backs on one row.
                let x = inner.x + inner.width.saturating_sub(plate + 2 + fan) / 2;
                let end = pen.spans_at(x, row, &bot.plate);
                draw_fan(pen.buf, theme, (end + 2, row), &bot.cards, size, step);
            }
            None => {
                pen.centred(row, bot.plate.clone());
                let x = inner.x + inner.width.saturating_sub(fan) / 2;
                draw_fan(pen.buf, theme, (x, row + 1), &bot.cards, size, step);
            }
            Some(left) => {
                let x = |w: u16| {
                    if left {
                        inner.x
                    } else {
                        inner.right().saturating_sub(w)
                    }
                };
                pen.spans_at(x(plate), row, &bot.plate);
                if fan <= inner.width / 3 {
                    draw_fan(pen.buf, theme, (x(fan), row + 1), &bot.cards, size, step);
                }
            }
        }
    }

    // The flop with its auction, and the pot.
    let Some(view) = view else { return };
    if view.flop.is_some() {
        let cards = flop_cards(t, view);
        let w = size.row_width(&cards);
        let x = inner.x + inner.width.saturating_sub(w) / 2;
        draw_row(pen.buf, theme, Rect::new(x, middle, w, h), &cards, size);
    } else {
        pen.centred(
            middle + h / 2,
            vec![Span::styled("no flop on offer", theme.felt_dim())],
        );
    }
    let pot = view.pot;
    let what = auction_words(view, &t.seat_names(), me);
    let mut line = vec![Span::styled(format!("Pot {pot}"), theme.felt_strong())];
    if !what.is_empty() {
        line.push(Span::styled("  ·  ", theme.felt_dim()));
        line.push(Span::styled(what, theme.felt()));
    }
    pen.centred(middle + h, line);

    // You.
    let Some(s) = me else { return };
    let mine = my_cards(t, view);
    let w = size.row_width(&mine);
    let name = hand_name(view.cards);
    let x = inner.x
        + inner
            .width
            .saturating_sub(w + 3 + name.chars().count() as u16)
            / 2;
    let end = x + draw_row(pen.buf, theme, Rect::new(x, bottom, w, h), &mine, size);
    pen.spans_at(
        end + 3,
        bottom + h / 2,
        &[Span::styled(name, theme.felt_strong())],
    );
    let chips = view.stacks[s.index()];
    let mut plate = vec![
        Span::styled(
            " YOU ",
            if acting(me) {
                theme.acting()
            } else {
                theme.felt_strong()
            },
        ),
        Span::styled(format!(" {chips}"), theme.felt()),
    ];
    if dealer(0) {
        plate.push(Span::styled(" · dealer", theme.felt_dim()));
    }
    pen.centred(bottom + h, plate);
}

/// The felt in three bands of three rows, framed cards with their words beside them: North's
/// fan with its plate; West's fan, the flop with the pot and its auction, East's fan (their
/// plates on the row above, at the rail); your cards with your plate and your hand's name.
fn render_beside(t: &AuctionFlopTable, pen: &mut Pen, bots: &[(Place, BotSeat)], me: Option<Seat>) {
    let theme = pen.theme;
    let inner = pen.inner;
    let size = CardSize::Small;
    let extra = inner.height.saturating_sub(9);
    let gap = extra / 4;
    let top = inner.y + (extra - 2 * gap) / 2;
    let middle = top + 3 + gap;
    let bottom = middle + 3 + gap;
    // The widths of the side seats' fans, which the flop and its words keep clear of.
    let mut sides = (0u16, 0u16);
    for (place, bot) in bots {
        let faces = bot.cards.first().is_some_and(|c| c.card.is_some());
        let step = if faces { 4 } else { 1 };
        let fan = fan_width(bot.cards.len(), size, step, faces);
        let plate = Line::from(bot.plate.clone()).width() as u16;
        match place {
            Place::Top => {
                let x = inner.x + inner.width.saturating_sub(fan + 3 + plate) / 2;
                draw_fan(pen.buf, theme, (x, top), &bot.cards, size, step);
                let after = if fan > 0 { x + fan + 3 } else { x };
                pen.spans_at(after, top + 1, &bot.plate);
            }
            Place::Left | Place::Right => {
                let left = *place == Place::Left;
                let at = |w: u16| {
                    if left {
                        inner.x
                    } else {
                        inner.right().saturating_sub(w)
                    }
                };
                pen.spans_at(at(plate), middle.saturating_sub(1), &bot.plate);
                draw_fan(pen.buf, theme, (at(fan), middle), &bot.cards, size, step);
                if left {
                    sides.0 = sides.0.max(fan);
                } else {
                    sides.1 = sides.1.max(fan);
                }
            }
            // Five or six seats are drawn by `ring`.
            Place::LowLeft | Place::LowRight => {}
        }
    }
    let Some(view) = t.view.as_ref() else { return };

    // The flop, and the pot and its auction beside it.
    let cards = flop_cards(t, view);
    let what = auction_words(view, &t.seat_names(), me);
    let mut words = vec![vec![Span::styled(
        format!("Pot {}", view.pot),
        theme.felt_strong(),
    )]];
    if view.flop.is_none() {
        words.insert(0, vec![Span::styled("no flop on offer", theme.felt_dim())]);
    }
    let cards_w = size.row_width(&cards);
    // Between the side fans, a column clear of each: the words of the auction wrap to fit
    // beside the flop rather than run into a fan.
    let (left_edge, right_edge) = (
        inner.x + sides.0 + u16::from(sides.0 > 0),
        inner
            .right()
            .saturating_sub(sides.1 + u16::from(sides.1 > 0)),
    );
    let free = right_edge.saturating_sub(left_edge);
    if !what.is_empty() {
        let room = if cards.is_empty() {
            free
        } else {
            free.saturating_sub(cards_w + 3)
        };
        for line in felt::text::wrap_words(&what, usize::from(room.max(12))) {
            words.push(vec![Span::styled(line, theme.felt())]);
        }
    }
    let words_w = words
        .iter()
        .map(|w| Line::from(w.clone()).width() as u16)
        .max()
        .unwrap_or(0);
    let block = if cards.is_empty() {
        words_w
    } else {
        cards_w + 3 + words_w
    };
    let x = if block <= free {
        left_edge + (free - block) / 2
    } else {
        inner.x + inner.width.saturating_sub(block) / 2
    };
    let end = x + draw_row(
        pen.buf,
        theme,
        Rect::new(x, middle, cards_w, 3),
        &cards,
        size,
    );
    let text_x = if cards.is_empty() { x } else { end + 3 };
    for (i, row) in words.iter().enumerate() {
        pen.spans_at(text_x, middle + i as u16, row);
    }

    // You.
    let Some(s) = me else { return };
    let mine = my_cards(t, view);
    let plate = ring::my_plate(t, pen, view, s);
    let name = vec![Span::styled(hand_name(view.cards), theme.felt_strong())];
    let w = size.row_width(&mine);
    let words_w = Line::from(plate.clone())
        .width()
        .max(Line::from(name.clone()).width()) as u16;
    let x = inner.x + inner.width.saturating_sub(w + 3 + words_w) / 2;
    let end = x + draw_row(pen.buf, theme, Rect::new(x, bottom, w, 3), &mine, size);
    pen.spans_at(end + 3, bottom, &plate);
    pen.spans_at(end + 4, bottom + 1, &name);
}

/// The name of the person's hand beside their cards ("Pair of Sevens"); none for no cards
/// (every card thrown away: the evaluator would call nothing "High Card, Two").
pub(super) fn hand_name(cards: CardSet) -> String {
    if cards.is_empty() {
        String::new()
    } else {
        evaluate(cards).to_string()
    }
}

/// The flop's cards as drawn: numbered for the keys, marked when picked to keep, and only
/// those already turned (while they are shown card by card).
fn flop_cards(t: &AuctionFlopTable, view: &AuctionFlopView) -> Vec<Drawn> {
    let keeping = view.phase == AuctionFlopPhase::Keep;
    view.flop.map_or_else(Vec::new, |flop| {
        flop.iter()
            .enumerate()
            .filter(|(_, c)| t.dealing.shows(**c))
            .map(|(i, &c)| {
                let tag = if keeping && t.selected.contains(c) {
                    KEPT[i]
                } else {
                    NUMBERS[i]
                };
                Drawn::up(c).tagged(tag)
            })
            .collect()
    })
}

/// The person's cards as drawn: numbered for the keys, marked when picked to throw away, and
/// only those already dealt (while the deal is shown card by card).
fn my_cards(t: &AuctionFlopTable, view: &AuctionFlopView) -> Vec<Drawn> {
    let discarding = view.phase == AuctionFlopPhase::Discard;
    view.cards
        .iter()
        .enumerate()
        .filter(|(_, c)| t.dealing.shows(*c))
        .map(|(i, c)| {
            let i = i.min(NUMBERS.len() - 1);
            let tag = if discarding && t.selected.contains(c) {
                THROWN[i]
            } else {
                NUMBERS[i]
            };
            Drawn::up(c).tagged(tag)
        })
        .collect()
}
