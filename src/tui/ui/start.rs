//! The start screen: the game, the bot, the match length, teaching and the seed, with a
//! line on each choice.

use ratatui::Frame;
use ratatui::layout::{Alignment, Constraint, Layout, Rect};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Borders, Padding, Paragraph, Wrap};

use felt::engine::VariantId;
use felt::session::{MatchConfig, MatchFormat};

use crate::tui::app::{App, LENGTHS, StartScreen, VARIANTS};

use super::layout::indented;
use super::*;

/// The start screen's teaching-mode line.
const LEARN_LINE: &str =
    " Teaching mode: explains each step, the pot odds and your equity, and suggests a move.";

pub(super) fn render_start(app: &App, s: &StartScreen, frame: &mut Frame, area: Rect) {
    let theme = &app.settings.theme;
    // The footer grows with the notices (a refused config, a bot that cannot start), so none
    // is cut at the bottom; the menus keep at least ten rows.
    let width = usize::from(area.width.max(1));
    let footer_rows = std::iter::once(format!("[ ]{LEARN_LINE}"))
        .chain(app.notices.iter().cloned())
        .map(|l| wrap_text(&l, width).len())
        .sum::<usize>()
        .clamp(3, usize::from(area.height.saturating_sub(14)).max(3)) as u16;
    let [title, body, footer] = Layout::vertical([
        Constraint::Length(4),
        Constraint::Min(10),
        Constraint::Length(footer_rows),
    ])
    .areas(area);
    let head = vec![
        Line::from(Span::styled("felt", theme.strong().patch(theme.frame()))),
        Line::from("Poker for pokerbots players: practise the competition games against bots."),
        Line::from(Span::styled(
            "←→ columns · ↑↓ choose · l teach · t tutorial · enter play · ? help · q quit",
            theme.dim(),
        )),
    ];
    frame.render_widget(
        Paragraph::new(head)
            .alignment(Alignment::Center)
            .wrap(Wrap { trim: true }),
        title,
    );
    // The match column is as wide as its longest entry ("▶ until you stop") plus the frame.
    let [games, opponents, lengths] = Layout::horizontal([
        Constraint::Fill(46),
        Constraint::Fill(34),
        Constraint::Length(20),
    ])
    .areas(body);
    let column = |focus: bool, name: &str| {
        Block::new()
            .borders(Borders::ALL)
            .padding(Padding::horizontal(1))
            .title(format!(" {name} "))
            .border_style(if focus {
                theme.highlight()
            } else {
                theme.frame()
            })
    };
    // Inside the frame and its one-column padding.
    let inner = |r: Rect| r.width.saturating_sub(4) as usize;
    // Every game's line plus its wrapped description, when they fit; otherwise the chosen
    // game's description only.
    let described: usize = VARIANTS
        .iter()
        .map(|v| 1 + indented(v.tagline(), inner(games)).len())
        .sum();
    let all_taglines = described <= body.height.saturating_sub(2) as usize;
    let mut lines = Vec::new();
    for (i, v) in VARIANTS.iter().enumerate() {
        let style = if i == s.variant {
            theme.highlight()
        } else {
            theme.strong()
        };
        lines.push(Line::from(Span::styled(
            format!("{} {}", if i == s.variant { "▶" } else { " " }, v.name()),
            style,
        )));
        if all_taglines || i == s.variant {
            for piece in indented(v.tagline(), inner(games)) {
                lines.push(Line::from(Span::styled(piece, theme.dim())));
            }
        }
    }
    frame.render_widget(
        Paragraph::new(lines).block(column(s.focus == 0, "Game")),
        games,
    );
    // The levels, then the practice partners under their heading; each with its line when
    // chosen. A list taller than the column scrolls to keep the chosen one in view.
    let (list, chosen) = s.opponents();
    let mut lines = Vec::new();
    let mut chosen_at = 0;
    for (i, o) in list.iter().enumerate() {
        if o.partner && i > 0 && !list[i - 1].partner {
            lines.push(Line::from(Span::styled("Practice partners:", theme.dim())));
        }
        let style = if i == chosen {
            theme.highlight()
        } else {
            theme.strong()
        };
        if i == chosen {
            chosen_at = lines.len();
        }
        lines.push(Line::from(Span::styled(
            format!("{} {}", if i == chosen { "▶" } else { " " }, o.name),
            style,
        )));
        if i == chosen {
            for piece in indented(o.about, inner(opponents)) {
                lines.push(Line::from(Span::styled(piece, theme.dim())));
            }
        }
    }
    let rows = usize::from(opponents.height.saturating_sub(2));
    let described = chosen_at + 1 + indented(list[chosen].about, inner(opponents)).len();
    let mut skip = described.saturating_sub(rows);
    // Scrolled past the partners' heading: it stays on top of the partners.
    let heading = lines
        .iter()
        .position(|l| l.to_string().starts_with("Practice partners"));
    let pin = heading.filter(|&h| skip > h && list[chosen].partner);
    if pin.is_some() {
        skip += 1;
    }
    let mut shown: Vec<Line> = pin.map(|h| lines[h].clone()).into_iter().collect();
    shown.extend(lines.into_iter().skip(skip));
    let lines = shown;
    frame.render_widget(
        Paragraph::new(lines).block(column(s.focus == 1, "Opponent")),
        opponents,
    );
    let mut lines = Vec::new();
    for (i, n) in LENGTHS.iter().enumerate() {
        let label = if *n == 0 {
            "until you stop".to_string()
        } else {
            format!("{n} hands")
        };
        let style = if i == s.length {
            theme.highlight()
        } else {
            theme.strong()
        };
        lines.push(Line::from(Span::styled(
            format!("{} {label}", if i == s.length { "▶" } else { " " }),
            style,
        )));
    }
    if s.matches() > LENGTHS.len() {
        let chosen = s.tournament();
        lines.push(Line::from(Span::styled(
            format!("{} tournament", if chosen { "▶" } else { " " }),
            if chosen {
                theme.highlight()
            } else {
                theme.strong()
            },
        )));
        if chosen {
            let stakes = app.settings.stakes(VariantId::Holdem);
            let about = tournament_line(&stakes);
            for piece in indented(&about, inner(lengths)) {
                lines.push(Line::from(Span::styled(piece, theme.dim())));
            }
        }
    }
    frame.render_widget(
        Paragraph::new(lines).block(column(s.focus == 2, "Match")),
        lengths,
    );
    let learn = Line::from(vec![
        Span::styled(
            if s.learn { "[x]" } else { "[ ]" },
            if s.focus == 3 {
                theme.highlight()
            } else {
                theme.strong()
            },
        ),
        Span::raw(LEARN_LINE),
    ]);
    let notices: Vec<Line> = app
        .notices
        .iter()
        .map(|n| Line::from(Span::styled(n.clone(), theme.error())))
        .collect();
    let mut foot = vec![learn];
    foot.extend(notices);
    frame.render_widget(Paragraph::new(foot).wrap(Wrap { trim: true }), footer);
}

/// The start screen's line on the tournament: the config's own when its [holdem] is one,
/// else the usual tournament's.
fn tournament_line(stakes: &MatchConfig) -> String {
    let t = match stakes.format {
        MatchFormat::Tournament { .. } => *stakes,
        MatchFormat::ResetStacks => MatchConfig::tournament(),
    };
    let every = match t.format {
        MatchFormat::Tournament { hands_per_level } => hands_per_level,
        MatchFormat::ResetStacks => 0,
    };
    format!(
        "{} chips, blinds {}/{} rising every {every} hands, to the last chip.",
        t.stack, t.small_blind, t.big_blind
    )
}
