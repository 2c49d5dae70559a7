//! The Auction Flop felt with five or six seats. The south seats sit low at the sides, where
//! they met your cards and your hand's name when the table had one bottom row for all three;
//! here every seat has its band, and no band puts a bot's plate or fan in the columns of the
//! flop, the pot's line or your cards:
//!
//! - tall felts (stacked, framed cards): North; West and East; the flop and the pot; South-west
//!   and South-east; you, each band below the last;
//! - short, wide felts (banded): West, North and East in one band of plates over one-row fans;
//!   the pot's line; the framed flop between the south seats' plates and fans; your framed
//!   cards with your plate and hand's name beside them;
//! - short, narrow felts: the stacked bands with one-row cards.

use ratatui::layout::Rect;
use ratatui::text::{Line, Span};

use felt::engine::Seat;
use felt::engine::auction_flop::AuctionFlopView;

use super::super::felt_view::Pen;
use super::{BotSeat, Place, flop_cards, hand_name, my_cards};
use crate::tui::app::AuctionFlopTable;
use crate::tui::scene::auction_words;
use crate::tui::widgets::cards::{CardSize, draw_fan, draw_row, fan_width};

/// Rows the stacked layout takes with framed cards: five bands of four rows (with one-row
/// cards, nine: North on one row, the other bands on two).
const STACKED_FRAMED: u16 = 20;
/// Rows the banded layout takes: plates and fans, the pot's line and the flop, your cards.
const BANDED: u16 = 9;
/// The narrowest felt the stacked layout draws framed cards in: two side plates with the
/// dealer's mark and four-figure stacks, side by side.
const STACKED_FRAMED_WIDTH: u16 = 52;
/// The narrowest felt the banded layout fits in: a south seat's plate at each side of the
/// framed flop.
const BANDED_WIDTH: u16 = 72;
/// Rows left empty between two bands at most, when the felt is taller than its bands.
const MOST_GAP: u16 = 2;

/// Draws the seats of a five- or six-seat table and the flop, the pot and your cards.
pub(super) fn render(
    t: &AuctionFlopTable,
    pen: &mut Pen,
    bots: &[(Place, BotSeat)],
    me: Option<Seat>,
) {
    let inner = pen.inner;
    if inner.height >= STACKED_FRAMED && inner.width >= STACKED_FRAMED_WIDTH {
        stacked(t, pen, bots, me, CardSize::Small);
    } else if inner.height >= BANDED && inner.width >= BANDED_WIDTH {
        banded(t, pen, bots, me);
    } else {
        stacked(t, pen, bots, me, CardSize::Compact);
    }
}

/// The first row of each of `bands` (their heights), spread down the felt: at most
/// [`MOST_GAP`] rows between two, the whole block centred.
fn band_rows(pen: &Pen, bands: &[u16]) -> Vec<u16> {
    let inner = pen.inner;
    let needed: u16 = bands.iter().sum();
    let gaps = (bands.len() as u16).saturating_sub(1).max(1);
    let gap = (inner.height.saturating_sub(needed) / gaps).min(MOST_GAP);
    let used = needed + gap * gaps;
    let mut y = inner.y + inner.height.saturating_sub(used) / 2;
    bands
        .iter()
        .map(|&h| {
            let row = y;
            y += h + gap;
            row
        })
        .collect()
}

/// The seat at `place`, if it is at the table.
fn at(bots: &[(Place, BotSeat)], place: Place) -> Option<&BotSeat> {
    bots.iter().find(|(p, _)| *p == place).map(|(_, b)| b)
}

fn width(spans: &[Span]) -> u16 {
    Line::from(spans.to_vec()).width() as u16
}

/// A bot's fan at `size`: the columns between its cards, and its width.
fn fan(bot: &BotSeat, size: CardSize) -> (u16, u16) {
    let faces = bot.cards.first().is_some_and(|c| c.card.is_some());
    let step = if faces && size != CardSize::Compact {
        4
    } else {
        1
    };
    (step, fan_width(bot.cards.len(), size, step, faces))
}

/// A bot at the rail (`left` or right): its plate on `row`, its fan below.
fn side_seat(pen: &mut Pen, bot: &BotSeat, left: bool, row: u16, size: CardSize) {
    let inner = pen.inner;
    let x = |w: u16| {
        if left {
            inner.x
        } else {
            inner.right().saturating_sub(w)
        }
    };
    pen.spans_at(x(width(&bot.plate)), row, &bot.plate);
    let (step, w) = fan(bot, size);
    draw_fan(pen.buf, pen.theme, (x(w), row + 1), &bot.cards, size, step);
}

/// A bot in the middle of the felt: its plate centred on `row` and its fan below, or, with
/// one-row cards and `one_row`, the plate and the fan side by side on `row`.
fn centre_seat(pen: &mut Pen, bot: &BotSeat, row: u16, size: CardSize, one_row: bool) {
    let inner = pen.inner;
    let (step, w) = fan(bot, size);
    if one_row {
        let plate = width(&bot.plate);
        let x = inner.x + inner.width.saturating_sub(plate + 2 + w) / 2;
        let end = pen.spans_at(x, row, &bot.plate);
        draw_fan(pen.buf, pen.theme, (end + 2, row), &bot.cards, size, step);
    } else {
        pen.centred(row, bot.plate.clone());
        let x = inner.x + inner.width.saturating_sub(w) / 2;
        draw_fan(pen.buf, pen.theme, (x, row + 1), &bot.cards, size, step);
    }
}

/// The flop centred from `row` (or "no flop on offer" in its middle row).
fn flop(t: &AuctionFlopTable, pen: &mut Pen, view: &AuctionFlopView, row: u16, size: CardSize) {
    let inner = pen.inner;
    let h = size.height();
    if view.flop.is_some() {
        let cards = flop_cards(t, view);
        let w = size.row_width(&cards);
        let x = inner.x + inner.width.saturating_sub(w) / 2;
        draw_row(pen.buf, pen.theme, Rect::new(x, row, w, h), &cards, size);
    } else {
        let words = vec![Span::styled("no flop on offer", pen.theme.felt_dim())];
        pen.centred(row + h / 2, words);
    }
}

/// The pot and where its auction stands, centred on `row` (closer together when the felt is
/// narrow).
fn pot_line(
    t: &AuctionFlopTable,
    pen: &mut Pen,
    view: &AuctionFlopView,
    me: Option<Seat>,
    row: u16,
) {
    let theme = pen.theme;
    let pot = format!("Pot {}", view.pot);
    let what = auction_words(view, &t.seat_names(), me);
    let mut line = Vec::new();
    if !what.is_empty() {
        let wide = pot.chars().count() + 5 + what.chars().count() <= usize::from(pen.inner.width);
        line.push(Span::styled(
            if wide { "  ·  " } else { " · " },
            theme.felt_dim(),
        ));
        line.push(Span::styled(what, theme.felt()));
    }
    line.insert(0, Span::styled(pot, theme.felt_strong()));
    pen.centred(row, line);
}

/// Your plate: name, chips and the dealer's mark (at every size of table).
pub(super) fn my_plate(
    t: &AuctionFlopTable,
    pen: &Pen,
    view: &AuctionFlopView,
    me: Seat,
) -> Vec<Span<'static>> {
    let theme = pen.theme;
    let acting = view.to_act == Some(me);
    let mut plate = vec![
        Span::styled(
            " YOU ",
            if acting {
                theme.acting()
            } else {
                theme.felt_strong()
            },
        ),
        Span::styled(format!(" {}", view.stacks[me.index()]), theme.felt()),
    ];
    if t.seated().get(view.dealer.index()) == Some(&0) {
        plate.push(Span::styled(" · dealer", theme.felt_dim()));
    }
    plate
}

/// Your cards centred from `row`, your plate below them, and your hand's name beside the
/// cards, or after the plate when the felt is too narrow for it beside them.
fn my_seat_below(
    t: &AuctionFlopTable,
    pen: &mut Pen,
    view: &AuctionFlopView,
    me: Seat,
    row: u16,
    size: CardSize,
) {
    let inner = pen.inner;
    let theme = pen.theme;
    let h = size.height();
    let mine = my_cards(t, view);
    let w = size.row_width(&mine);
    let name = hand_name(view.cards);
    let name_w = name.chars().count() as u16;
    let mut plate = my_plate(t, pen, view, me);
    let beside = !name.is_empty() && w + 3 + name_w <= inner.width;
    let block = if beside { w + 3 + name_w } else { w };
    let x = inner.x + inner.width.saturating_sub(block) / 2;
    let end = x + draw_row(pen.buf, theme, Rect::new(x, row, w, h), &mine, size);
    if beside {
        let name = [Span::styled(name, theme.felt_strong())];
        pen.spans_at(end + 3, row + h / 2, &name);
    } else if !name.is_empty() {
        plate.push(Span::styled(" · ", theme.felt_dim()));
        plate.push(Span::styled(name, theme.felt_strong()));
    }
    pen.centred(row + h, plate);
}

/// Five bands, each below the last: North; West and East; the flop and the pot; the south
/// seats; you.
fn stacked(
    t: &AuctionFlopTable,
    pen: &mut Pen,
    bots: &[(Place, BotSeat)],
    me: Option<Seat>,
    size: CardSize,
) {
    let h = size.height();
    let compact = size == CardSize::Compact;
    // North on one row when the cards are; every other band a plate (or the flop) over cards.
    let top = if compact { 1 } else { 1 + h };
    let rows = band_rows(pen, &[top, 1 + h, h + 1, 1 + h, h + 1]);
    let first = pen.inner.y;
    let row = |i: usize| rows.get(i).copied().unwrap_or(first);
    if let Some(north) = at(bots, Place::Top) {
        centre_seat(pen, north, row(0), size, compact);
    }
    for (place, band, left) in [
        (Place::Left, 1, true),
        (Place::Right, 1, false),
        (Place::LowLeft, 3, true),
        (Place::LowRight, 3, false),
    ] {
        if let Some(bot) = at(bots, place) {
            side_seat(pen, bot, left, row(band), size);
        }
    }
    let Some(view) = t.view.as_ref() else { return };
    flop(t, pen, view, row(2), size);
    pot_line(t, pen, view, me, row(2) + h);
    if let Some(s) = me {
        my_seat_below(t, pen, view, s, row(4), size);
    }
}

/// Three bands on a short, wide felt: West, North and East (plates over one-row fans); the pot's
/// line over the framed flop, the south seats' plates and one-row fans at its sides; your
/// framed cards with your plate and hand's name beside them.
fn banded(t: &AuctionFlopTable, pen: &mut Pen, bots: &[(Place, BotSeat)], me: Option<Seat>) {
    let inner = pen.inner;
    let theme = pen.theme;
    let size = CardSize::Small;
    let rows = band_rows(pen, &[2, 4, 3]);
    let row = |i: usize| rows.get(i).copied().unwrap_or(inner.y);
    let compact = CardSize::Compact;
    if let Some(north) = at(bots, Place::Top) {
        centre_seat(pen, north, row(0), compact, false);
    }
    for (place, at_row, left) in [
        (Place::Left, row(0), true),
        (Place::Right, row(0), false),
        (Place::LowLeft, row(1) + 1, true),
        (Place::LowRight, row(1) + 1, false),
    ] {
        if let Some(bot) = at(bots, place) {
            side_seat(pen, bot, left, at_row, compact);
        }
    }
    let Some(view) = t.view.as_ref() else { return };
    pot_line(t, pen, view, me, row(1));
    flop(t, pen, view, row(1) + 1, size);

    // You: the framed cards, the plate and the hand's name beside them.
    let Some(s) = me else { return };
    let mine = my_cards(t, view);
    let plate = my_plate(t, pen, view, s);
    let name = vec![Span::styled(hand_name(view.cards), theme.felt_strong())];
    let w = size.row_width(&mine);
    let words_w = width(&plate).max(width(&name));
    let x = inner.x + inner.width.saturating_sub(w + 3 + words_w) / 2;
    let bottom = row(2);
    let end = x + draw_row(pen.buf, theme, Rect::new(x, bottom, w, 3), &mine, size);
    pen.spans_at(end + 3, bottom, &plate);
    pen.spans_at(end + 4, bottom + 1, &name);
}
