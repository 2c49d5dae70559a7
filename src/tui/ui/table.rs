//! The heads-up table: the header, the bot's seat, the board and pot, and the person's
//! seat, drawn from the person's view of the hand.

use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::Paragraph;

use felt::cards::{CardSet, evaluate};
use felt::engine::{Phase, Seat, SeatView};

use crate::tui::app::{App, HUMAN, Table};
use crate::tui::theme::Theme;
use crate::tui::widgets::cards;

use super::layout::regions;
use super::panels::render_panels;

fn seat_line(
    theme: &Theme,
    name: &str,
    view: &SeatView,
    seat: Seat,
    to_act: bool,
    extra: Option<Span<'static>>,
) -> Line<'static> {
    let role = if seat == Seat(0) {
        "button · small blind"
    } else {
        "big blind"
    };
    let mut spans = vec![
        Span::styled(
            format!(" {name} "),
            if to_act {
                theme.highlight()
            } else {
                theme.strong()
            },
        ),
        Span::raw(format!(
            "  stack {}   in this round {}   ",
            view.stacks[seat.index()],
            view.pips[seat.index()]
        )),
        Span::styled(format!("[{role}]"), theme.dim()),
    ];
    if let Some(e) = extra {
        spans.push(Span::raw("   "));
        spans.push(e);
    }
    Line::from(spans)
}

pub(super) fn render_table(app: &App, t: &Table, frame: &mut Frame, area: Rect) {
    let theme = &app.settings.theme;
    let r = regions(area, t.teaching.on);
    let Some(hand) = t.shown_hand() else {
        frame.render_widget(
            Paragraph::new(t.message.as_ref().map_or(String::new(), |m| m.0.clone())),
            area,
        );
        return;
    };
    let me = t.human_seat();
    let opp = me.other();
    // The screen draws from the person's view only: what their seat may know.
    let view = hand.view(me);
    let bankroll = t.session.bankroll()[HUMAN];
    let total = t
        .session
        .config()
        .hands
        .map_or(String::new(), |n| format!("/{n}"));
    let header = Line::from(vec![
        Span::styled(" felt ", theme.highlight()),
        Span::styled(format!(" {} ", view.variant().short_name()), theme.strong()),
        Span::raw(format!(
            "· hand {}{total} · blinds {}/{} · bankroll {bankroll:+} · vs {}{} ",
            t.session.hand_number(),
            view.setup.small_blind,
            view.setup.big_blind,
            t.bot_name,
            t.bot_clock
                .map_or(String::new(), |c| format!(" (clock {c:.1} s)"))
        )),
        Span::styled(if t.teaching.on { "· learn" } else { "" }, theme.teach()),
    ]);
    frame.render_widget(Paragraph::new(header), r.header);

    // The opponent: cards face down, a peeked card face up, everything at showdown.
    let to_act = view.to_act;
    let thinking = t.thinking_since.map(|since| {
        let spin = ['⠋', '⠙', '⠹', '⠸', '⠼', '⠴', '⠦', '⠧', '⠇', '⠏'];
        let i = (since.elapsed().as_millis() / 100) as usize % spin.len();
        Span::styled(
            format!("{} thinking…", if theme.ascii { '*' } else { spin[i] }),
            theme.teach(),
        )
    });
    let mut opp_cards: Vec<Span> = Vec::new();
    let known: CardSet = view.opponent_known.iter().collect();
    let showdown = view.outcome.is_some_and(|o| o.showdown);
    let opp_count = view.opponent_card_count();
    if showdown {
        opp_cards = cards::faces(theme, view.opponent_known.as_slice());
        if let Some(v) = view.outcome.and_then(|o| o.values) {
            opp_cards.push(Span::styled(
                format!("   {}", v[opp.index()]),
                theme.strong(),
            ));
        }
    } else {
        for (i, _) in (0..opp_count).enumerate() {
            if i > 0 {
                opp_cards.push(Span::raw(" "));
            }
            match view.opponent_known.iter().nth(i) {
                Some(c) if known.contains(c) => opp_cards.push(cards::face(theme, c)),
                _ => opp_cards.push(cards::back(theme)),
            }
        }
        if !view.opponent_known.is_empty() {
            opp_cards.push(Span::styled("  ← you saw this card", theme.teach()));
        }
    }
    let bot_saw = view.opponent_peeked();
    let opp_lines = vec![
        seat_line(
            theme,
            &t.bot_name.to_uppercase(),
            &view,
            opp,
            to_act == Some(opp),
            thinking,
        ),
        Line::from(opp_cards),
        Line::default(),
    ];
    frame.render_widget(Paragraph::new(opp_lines), r.opponent);

    // The board and the pot.
    let mut board = vec![Span::styled(" Board ", theme.strong())];
    if view.board.is_empty() {
        board.push(Span::styled(" (no cards yet)", theme.dim()));
    }
    board.extend(cards::faces(theme, view.board.as_slice()));
    let phase = match view.phase {
        Phase::Auction => "auction".to_string(),
        Phase::Done => "hand over".to_string(),
        Phase::Betting => view.street.to_string(),
    };
    let pot_line = Line::from(vec![
        Span::styled(format!(" Pot {}", view.pot), theme.strong()),
        Span::raw(format!("   ·   {phase}")),
        Span::styled(
            if view.variant().deals_run_card(view.board.as_slice()) && view.phase != Phase::Done {
                "   ·   last card red: the board grows".to_string()
            } else {
                String::new()
            },
            theme.teach(),
        ),
    ]);
    frame.render_widget(Paragraph::new(vec![Line::from(board), pot_line]), r.board);

    // The human.
    let mine: CardSet = view.hole.iter().chain(view.board.iter()).collect();
    let name = if view.hole.is_empty() {
        String::new()
    } else {
        evaluate(mine).describe()
    };
    let turn = (to_act == Some(me) && t.finished.is_none())
        .then(|| Span::styled("← your turn", theme.highlight()));
    let mut my_cards = cards::faces(theme, view.hole.as_slice());
    my_cards.push(Span::styled(format!("   {name}"), theme.strong()));
    if bot_saw {
        my_cards.push(Span::styled(
            format!("   ({} has seen one of these)", t.bot_name),
            theme.dim(),
        ));
    }
    let mut me_lines = vec![
        seat_line(theme, "YOU", &view, me, to_act == Some(me), turn),
        Line::from(my_cards),
    ];
    if r.me.height > 2 {
        me_lines.insert(0, Line::default());
    }
    frame.render_widget(Paragraph::new(me_lines), r.me);

    render_panels(app, t, frame, area, &r);
}
