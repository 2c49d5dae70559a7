//! Drawing the Auction Flop table: the other seats, the flop and its auction, your cards
//! numbered for picking, the log, the teaching panel and the key hint. Rendering only reads the
//! table's state.

use ratatui::Frame;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Padding, Paragraph, Wrap};

use felt::cards::{Card, evaluate};
use felt::engine::Seat;
use felt::engine::auction_flop::{AuctionFlopHand, AuctionFlopPhase, discard_fee, seat_at};

use super::table::{AuctionFlopTable, NAMES, keys_hint};
use super::teaching::teaching;
use crate::tui::theme::Theme;
use crate::tui::widgets::cards;

/// Draws the Auction Flop table.
pub fn render(t: &AuctionFlopTable, theme: &Theme, frame: &mut Frame, area: Rect) {
    let [head, others, flop_area, me_area, rest, prompt, buttons] = Layout::vertical([
        Constraint::Length(1),
        Constraint::Length(t.chips.len().saturating_sub(1) as u16),
        Constraint::Length(2),
        Constraint::Length(2),
        Constraint::Min(5),
        Constraint::Length(1),
        Constraint::Length(1),
    ])
    .areas(area);
    let me = t.my_seat();
    let view = t.hand.as_ref().map(|h| h.view(me.unwrap_or(Seat(0))));
    let pot = view.as_ref().map_or(0, |v| v.pot);
    frame.render_widget(
        Paragraph::new(Line::from(vec![
            Span::styled(" felt ", theme.highlight()),
            Span::styled(" Auction Flop ", theme.strong()),
            Span::raw(format!(
                "· hand {}{} · pot {pot} · your chips {} · vs {}{}",
                t.hand_no,
                t.hands.map_or(String::new(), |n| format!("/{n}")),
                view.as_ref()
                    .zip(me)
                    .map_or(t.chips[0], |(v, m)| v.stacks[m.index()]),
                t.bot_name,
                if t.learn { " · learn" } else { "" }
            )),
        ])),
        head,
    );
    let hand = t.hand.as_ref();
    let done = hand.is_none_or(AuctionFlopHand::is_over);
    let mut lines = Vec::new();
    for player in 1..t.chips.len() {
        let seat = t.seats.iter().position(|&p| p == player).map(seat_at);
        let count = match (&view, seat) {
            (Some(v), Some(s)) => v.counts[s.index()],
            _ => 0,
        };
        let acting = hand
            .and_then(AuctionFlopHand::to_act)
            .is_some_and(|a| Some(a) == seat);
        let mut spans = vec![Span::styled(
            format!(" {:<10}", NAMES[player.min(5)]),
            if acting {
                theme.highlight()
            } else {
                theme.strong()
            },
        )];
        let chips = match (&view, seat) {
            (Some(v), Some(s)) => v.stacks[s.index()],
            _ => t.chips[player],
        };
        spans.push(Span::raw(format!(" chips {chips:<4} ")));
        match seat {
            None => spans.push(Span::styled("out of the game", theme.dim())),
            Some(s) if done && hand.is_some() => {
                spans.extend(cards::faces(
                    theme,
                    &hand
                        .map(|h| h.cards(s).iter().collect::<Vec<_>>())
                        .unwrap_or_default(),
                ));
            }
            Some(_) => {
                for _ in 0..count {
                    spans.push(cards::back(theme));
                }
            }
        }
        if t.seats.get(hand.map_or(0, |h| h.setup().dealer.index())) == Some(&player) {
            spans.push(Span::styled("  [dealer]", theme.dim()));
        }
        lines.push(Line::from(spans));
    }
    frame.render_widget(Paragraph::new(lines), others);
    // The flop and the auction.
    let mut spans = vec![Span::styled(" Flop ", theme.strong())];
    if let Some(f) = hand.and_then(AuctionFlopHand::flop) {
        for (i, c) in f.iter().enumerate() {
            let picked = t.selected.contains(*c)
                && hand.is_some_and(|h| h.phase() == AuctionFlopPhase::Keep);
            spans.push(Span::styled(
                if picked {
                    "✓".to_string()
                } else {
                    format!("{}", i + 1)
                },
                theme.dim(),
            ));
            let mut face = cards::face(theme, *c);
            if picked {
                face = face.style(theme.highlight());
            }
            spans.push(face);
            spans.push(Span::raw(" "));
        }
        if let Some(h) = hand {
            let (amount, holder) = h.auction_state();
            let what = match h.phase() {
                AuctionFlopPhase::Auction => holder.map_or("no bid yet".to_string(), |s| {
                    format!("best bid {amount} ({})", t.name(s))
                }),
                AuctionFlopPhase::Reverse => holder
                    .map_or("reverse auction: no offer yet".to_string(), |s| {
                        format!("offer {amount} ({})", t.name(s))
                    }),
                AuctionFlopPhase::Keep => h.to_act().map_or(String::new(), |s| {
                    if Some(s) == me {
                        "yours: pick the cards to keep".to_string()
                    } else {
                        format!("{} is choosing which cards to keep", t.name(s))
                    }
                }),
                _ => String::new(),
            };
            spans.push(Span::styled(format!("  {what}"), theme.teach()));
        }
    } else {
        spans.push(Span::styled("(none on offer)", theme.dim()));
    }
    frame.render_widget(Paragraph::new(Line::from(spans)), flop_area);
    // Your cards, numbered for picking.
    let mut spans = vec![Span::styled(
        " YOU ",
        if hand
            .and_then(AuctionFlopHand::to_act)
            .is_some_and(|a| Some(a) == me)
        {
            theme.highlight()
        } else {
            theme.strong()
        },
    )];
    if let (Some(h), Some(s)) = (hand, me) {
        let mine: Vec<Card> = h.cards(s).iter().collect();
        let discarding = h.phase() == AuctionFlopPhase::Discard;
        for (i, c) in mine.iter().enumerate() {
            let thrown = discarding && t.selected.contains(*c);
            spans.push(Span::styled(
                if thrown {
                    " ✗".to_string()
                } else {
                    format!(" {}", i + 1)
                },
                theme.dim(),
            ));
            let mut face = cards::face(theme, *c);
            if discarding && t.selected.contains(*c) {
                face = face.style(theme.button_off());
            }
            spans.push(face);
        }
        spans.push(Span::styled(
            format!("   {}", evaluate(h.cards(s))),
            theme.strong(),
        ));
    }
    frame.render_widget(
        Paragraph::new(vec![Line::default(), Line::from(spans)]),
        me_area,
    );
    // Log and teaching.
    let (log_area, teach_area) = if t.learn {
        let [a, b] = Layout::horizontal([Constraint::Percentage(50), Constraint::Percentage(50)])
            .areas(rest);
        (a, Some(b))
    } else {
        (rest, None)
    };
    // The log wrapped one column short of its frame, following the end.
    let height = log_area.height.saturating_sub(2) as usize;
    let width = log_area.width.saturating_sub(3) as usize;
    let mut log: Vec<Line> = Vec::new();
    for l in t.log.iter().rev() {
        for piece in crate::tui::ui::wrap_text(l, width).into_iter().rev() {
            log.push(Line::from(piece));
        }
        if log.len() >= height {
            break;
        }
    }
    log.truncate(height);
    log.reverse();
    frame.render_widget(Paragraph::new(log).block(theme.panel(" Log ")), log_area);
    if let Some(a) = teach_area {
        let lines: Vec<Line> = teaching(t)
            .into_iter()
            .map(|l| Line::from(Span::styled(l, theme.teach())))
            .collect();
        frame.render_widget(
            Paragraph::new(lines)
                .wrap(Wrap { trim: true })
                .block(theme.panel(" Teaching ").padding(Padding::right(1))),
            a,
        );
    }
    let hint = t.message.clone().unwrap_or_else(|| {
        hand.filter(|h| h.to_act() == me && !done)
            .map_or(String::new(), |h| {
                // The running cost of the discards picked so far.
                if h.phase() == AuctionFlopPhase::Discard {
                    let k = t.selected.len();
                    format!(
                        "Discarding {k} card(s) costs {}. 1-5 pick cards, enter confirms.",
                        discard_fee(k)
                    )
                } else {
                    keys_hint(h.phase()).to_string()
                }
            })
    });
    frame.render_widget(
        Paragraph::new(Span::styled(format!(" {hint}"), theme.teach())),
        prompt,
    );
    frame.render_widget(
        Paragraph::new(Span::styled(" l teach · ? help · q quit", theme.dim())),
        buttons,
    );
}
