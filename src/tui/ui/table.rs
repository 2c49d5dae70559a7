//! The heads-up table: the header, then the felt with the bot's seat at the top and the
//! person's at the bottom, drawn from the person's view of the hand (never the hidden state).

use std::time::Instant;

use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::Paragraph;

use felt::cards::{CardSet, evaluate};
use felt::engine::{Event, Phase, VariantId};

use crate::tui::app::{App, HUMAN, Table};
use crate::tui::widgets::cards::Drawn;

use super::felt_view::{Plate, Scene, render_felt};
use super::layout::regions;
use super::panels::render_panels;
use super::scene::{board_cards, last_actions, role};

/// The felt as the person sees it now (before any motion): `None` before the first deal.
pub fn table_scene(t: &Table, ascii: bool) -> Option<Scene> {
    let view = t.view.as_ref()?;
    let me = view.seat;
    let opp = me.other();
    let variant = view.variant();
    // Whether a seat bid is public (the log says so); the amounts only once resolved.
    let last = last_actions(&t.told);
    let showdown = view.outcome.is_some_and(|o| o.showdown);
    let values = view.outcome.and_then(|o| o.values);

    // The bot: cards face down, a peeked card face up, everything at showdown.
    let mut top_cards = Vec::new();
    if showdown {
        top_cards = view.opponent_known.iter().map(Drawn::up).collect();
    } else {
        for i in 0..view.opponent_card_count() {
            top_cards.push(match view.opponent_known.iter().nth(i) {
                Some(c) => Drawn::up(c).tagged("saw"),
                None => Drawn::down(),
            });
        }
    }
    if variant == VariantId::Auction && top_cards.len() == 3 {
        top_cards[2] = top_cards[2].tagged("3rd");
    }
    // The card the person peeked at stays marked at showdown.
    for e in &view.events {
        if let Event::Peek { seat, card } = *e
            && seat == me
        {
            for d in top_cards.iter_mut().filter(|d| d.card == Some(card)) {
                *d = d.tagged("saw");
            }
        }
    }
    let thinking = t.thinking_since.map(|since| {
        let spin = ['⠋', '⠙', '⠹', '⠸', '⠼', '⠴', '⠦', '⠧', '⠇', '⠏'];
        let i = (since.elapsed().as_millis() / 100) as usize % spin.len();
        format!("{} thinking…", if ascii { '*' } else { spin[i] })
    });
    let top_note = if showdown {
        values.map(|v| v[opp.index()].to_string())
    } else if !view.opponent_known.is_empty() {
        Some("← you saw this card".to_string())
    } else {
        thinking
    };

    // The person.
    let mut my_cards: Vec<Drawn> = view.hole.iter().map(Drawn::up).collect();
    if variant == VariantId::Auction && my_cards.len() == 3 {
        my_cards[2] = my_cards[2].tagged("3rd");
    }
    let mine: CardSet = view.hole.iter().chain(view.board.iter()).collect();
    let mut my_note = (!view.hole.is_empty()).then(|| evaluate(mine).describe());
    if view.opponent_peeked() {
        my_note = Some(format!(
            "{} · {} has seen one",
            my_note.unwrap_or_default(),
            t.bot_name
        ));
    }
    let to_act = view.to_act.filter(|_| !t.finished);
    let plate = |seat: felt::engine::Seat, name: String, cards, note, flag| Plate {
        name,
        stack: view.stacks[seat.index()],
        role: role(seat),
        pip: view.pips[seat.index()],
        cards,
        to_act: to_act == Some(seat),
        last: last[seat.index()].clone(),
        note,
        flag,
    };
    let phase = match view.phase {
        Phase::Auction => "auction".to_string(),
        Phase::Done => "hand over".to_string(),
        Phase::Betting => view.street.to_string(),
    };
    let run = variant.deals_run_card(view.board.as_slice()) && view.phase != Phase::Done;
    Some(Scene {
        top: plate(opp, t.bot_name.to_uppercase(), top_cards, top_note, None),
        bottom: plate(
            me,
            "YOU".to_string(),
            my_cards,
            my_note,
            (to_act == Some(me)).then(|| "← your turn".to_string()),
        ),
        board: board_cards(variant, view.board.as_slice()),
        pot: view.pot,
        phase,
        note: run.then(|| "last card red: the board grows".to_string()),
        sliding: None,
    })
}

pub(super) fn render_table(app: &App, t: &Table, frame: &mut Frame, area: Rect) {
    let theme = &app.settings.theme;
    let r = regions(area, t.teaching.on);
    let Some(mut scene) = table_scene(t, theme.ascii) else {
        frame.render_widget(
            Paragraph::new(t.message.as_ref().map_or(String::new(), |m| m.0.clone())),
            area,
        );
        return;
    };
    if let Some(m) = t.motion.filter(|_| app.settings.motion) {
        m.frame(&mut scene, Instant::now());
    }
    let Some(view) = &t.view else { return };
    let setup = view.setup;
    let bankroll = t.session.bankroll()[HUMAN];
    let total = t
        .session
        .rules()
        .hands
        .map_or(String::new(), |n| format!("/{n}"));
    let clock = t
        .bot_clock
        .map_or(String::new(), |c| format!(" (clock {c:.1} s)"));
    let header_line = |blinds: bool| {
        let blinds = if blinds {
            format!(" · blinds {}/{}", setup.small_blind, setup.big_blind)
        } else {
            String::new()
        };
        Line::from(vec![
            Span::styled(" felt ", theme.highlight()),
            Span::styled(format!(" {} ", setup.variant.short_name()), theme.strong()),
            Span::raw(format!(
                "· hand {}{total}{blinds} · bankroll {bankroll:+} · vs {}{clock} ",
                t.session.hand_number(),
                t.bot_name,
            )),
            Span::styled(if t.teaching.on { "· learn" } else { "" }, theme.teach()),
        ])
    };
    // The blinds give way first when the line is too long for the screen.
    let mut header = header_line(true);
    if header.width() >= usize::from(r.header.width) {
        header = header_line(false);
    }
    frame.render_widget(Paragraph::new(header), r.header);
    render_felt(frame.buffer_mut(), theme, &scene, r.felt);
    render_panels(app, t, frame, area, &r);
    if t.show_range
        && let Some(grid) = &t.teaching.likely
    {
        let (w, h) = crate::tui::widgets::range_grid::RangeGrid::MIN_SIZE;
        let over = super::centered(area, w.max(area.width.min(72)), h + 1);
        frame.render_widget(ratatui::widgets::Clear, over);
        frame.render_widget(
            crate::tui::widgets::range_grid::RangeGrid::new(
                grid,
                theme,
                " The bot's likely hands (any key closes) ",
            ),
            over,
        );
    }
}
