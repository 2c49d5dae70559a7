//! The heads-up table: the header, then the felt with the bot's seat at the top and the
//! person's at the bottom, drawn from the person's view of the hand (never the hidden state).

use std::time::Instant;

use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::Paragraph;

use crate::tui::app::{App, HUMAN, Table};

use super::felt_view::render_felt;
use super::layout::regions;
use super::panels::render_panels;

pub(super) fn render_table(app: &App, t: &Table, frame: &mut Frame, area: Rect) {
    let theme = &app.settings.theme;
    let r = regions(area, t.teaching.on);
    let Some(mut scene) = t.scene(theme.ascii) else {
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
    // A hosted bot's game clock, as its host last reported it; while it thinks (a second or
    // more), how long this answer has taken so far, since the clock is charged only when the
    // answer comes.
    let thinking = t
        .thinking_since
        .map(|since| since.elapsed().as_secs_f64())
        .filter(|&s| s >= 1.0);
    let clock = match (t.bot_clock, thinking) {
        (Some(c), Some(s)) => format!(" (clock {c:.1} s, thinking {s:.0} s)"),
        (Some(c), None) => format!(" (clock {c:.1} s)"),
        (None, _) => String::new(),
    };
    // A tournament names its level beside the blinds.
    let level = t
        .session
        .rules()
        .level_of_hand(t.session.hand_number())
        .map_or(String::new(), |l| format!(" (level {l})"));
    // A tournament's chips stay in the stacks: its score is the chips won or lost so far, not
    // a bankroll (which only the cash format keeps).
    let score = if level.is_empty() {
        format!("bankroll {bankroll:+}")
    } else {
        format!("net {bankroll:+}")
    };
    let header_line = |brand: bool, blinds: bool| {
        let blinds = if blinds {
            format!(" · blinds {}/{}{level}", setup.small_blind, setup.big_blind)
        } else {
            String::new()
        };
        Line::from(vec![
            Span::styled(if brand { " felt " } else { "" }, theme.highlight()),
            Span::styled(format!(" {} ", setup.variant.short_name()), theme.strong()),
            Span::raw(format!(
                "· hand {}{total}{blinds} · {score} · vs {}{clock} ",
                t.session.hand_number(),
                t.bot_name,
            )),
            Span::styled(if t.teaching.on { "· learn" } else { "" }, theme.teach()),
        ])
    };
    // When the line is too long for the screen the name gives way first, then the blinds.
    let fits = |l: &Line| l.width() < usize::from(r.header.width);
    let header = [(true, true), (false, true), (false, false)]
        .into_iter()
        .map(|(brand, blinds)| header_line(brand, blinds))
        .find(fits)
        .unwrap_or_else(|| header_line(false, false));
    frame.render_widget(Paragraph::new(header), r.header);
    render_felt(frame.buffer_mut(), theme, &scene, r.felt);
    render_panels(app, t, frame, area, &r);
    if t.show_range
        && let Some(grid) = &t.teaching.likely
    {
        let (w, h) = crate::tui::widgets::range_grid::RangeGrid::MIN_SIZE;
        let over = super::centered(area, w.max(area.width.min(72)), h + 1);
        // The grid has two-card hands: after the bot wins a third card at auction it shows
        // the two it was dealt first, and says so.
        let title = if view.opponent_card_count() == 3 {
            " The bot's likely first two cards, of three (any key closes) "
        } else {
            " The bot's likely hands (any key closes) "
        };
        frame.render_widget(ratatui::widgets::Clear, over);
        frame.render_widget(
            crate::tui::widgets::range_grid::RangeGrid::new(grid, theme, title),
            over,
        );
    }
}
