//! `felt stats` on screen: the bankroll over the hands played, per variant, and the drill's
//! scores beside it.

use ratatui::Frame;
use ratatui::crossterm::event::KeyCode;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::symbols::Marker;
use ratatui::text::Span;
use ratatui::widgets::{Axis, Chart, Dataset, GraphType, Paragraph, Wrap};

use felt::stats::PlayerStats;

use crate::tui::screen::show;
use crate::tui::theme::Theme;

/// Draws the stats: a table per variant and the bankroll chart of one variant at a time.
fn render_stats(
    stats: &PlayerStats,
    summary: &str,
    current: usize,
    theme: &Theme,
    frame: &mut Frame,
) {
    let area = frame.area();
    let variants: Vec<(&String, &felt::stats::VariantStats)> =
        stats.variants.iter().filter(|(_, v)| v.hands > 0).collect();
    // The summary wraps inside its frame (less one column of margin): count wrapped rows.
    let inner = usize::from(area.width.saturating_sub(3)).max(1);
    let rows = summary
        .lines()
        .map(|l| l.chars().count().div_ceil(inner).max(1))
        .sum::<usize>() as u16
        + 2;
    let [top, chart_area, help] = Layout::vertical([
        Constraint::Length(rows),
        Constraint::Min(6),
        Constraint::Length(1),
    ])
    .areas(area);
    frame.render_widget(
        Paragraph::new(summary.to_string())
            .wrap(Wrap { trim: false })
            .block(theme.text_panel(" Your statistics ")),
        top,
    );
    if let Some((name, v)) = variants.get(current % variants.len().max(1)) {
        match stats.drill.get(*name).filter(|d| !d.sessions.is_empty()) {
            Some(d) => {
                let [left, right] =
                    Layout::horizontal([Constraint::Percentage(60), Constraint::Percentage(40)])
                        .areas(chart_area);
                chart(name, v, theme, frame, left);
                drill_chart(name, d, theme, frame, right);
            }
            None => chart(name, v, theme, frame, chart_area),
        }
    }
    frame.render_widget(
        Paragraph::new(Span::styled(" ←→ switch game · q quit", theme.dim())),
        help,
    );
}

fn chart(name: &str, v: &felt::stats::VariantStats, theme: &Theme, frame: &mut Frame, area: Rect) {
    let first = v.hands.saturating_sub(v.bankroll_history.len() as u64);
    let mut points: Vec<(f64, f64)> = v
        .bankroll_history
        .iter()
        .enumerate()
        .map(|(i, &b)| ((first + i as u64 + 1) as f64, b as f64))
        .collect();
    if first == 0 {
        // Every hand is kept: the line starts at zero before the first hand.
        points.insert(0, (0.0, 0.0));
    }
    let (lo, hi) = points
        .iter()
        .fold((0.0f64, 0.0f64), |(lo, hi), p| (lo.min(p.1), hi.max(p.1)));
    let pad = ((hi - lo) * 0.1).max(1.0);
    // The plot's rows: the panel less its border, the x axis and its labels.
    let rows = usize::from(area.height.saturating_sub(4));
    let (bottom, top, ticks) = axis_ticks(lo - pad, hi + pad, rows);
    let x_end = (first + v.bankroll_history.len() as u64).max(1) as f64;
    let data = [Dataset::default()
        .name("bankroll")
        .marker(Marker::Braille)
        .graph_type(GraphType::Line)
        .style(theme.good())
        .data(&points)];
    let chart = Chart::new(data.to_vec())
        .block(theme.panel(format!(" Bankroll over hands: {name} ")))
        .x_axis(
            Axis::default()
                .title("hand")
                .bounds([first as f64, x_end])
                .labels([format!("{first}"), format!("{}", x_end as u64)]),
        )
        .y_axis(
            Axis::default()
                .title("chips")
                .bounds([bottom, top])
                .labels(ticks.iter().map(|t| format!("{t:.0}")).collect::<Vec<_>>()),
        );
    frame.render_widget(chart, area);
}

/// An axis from at most `lo` to at least `hi` cut into equal steps of 1, 2 or 5 times a power
/// of ten, with a label at every step and at most `rows` labels (one per row of the plot):
/// ratatui spaces labels evenly along the axis and drops those it has no row for, so each
/// label then sits where its value is (0 among them whenever the range holds it). Returns
/// the axis's bounds and the labels' values, bottom to top.
fn axis_ticks(lo: f64, hi: f64, rows: usize) -> (f64, f64, Vec<f64>) {
    let span = (hi - lo).max(1.0);
    let rough = span / 4.0;
    let mut power = 10f64.powf(rough.log10().floor());
    let most = rows.max(2);
    loop {
        for m in [1.0, 2.0, 5.0] {
            let step = m * power;
            if step < rough {
                continue;
            }
            let bottom = (lo / step).floor() * step;
            let top = (hi / step).ceil() * step;
            let count = ((top - bottom) / step).round() as usize;
            if count < most {
                let ticks = (0..=count).map(|i| bottom + step * i as f64).collect();
                return (bottom, top, ticks);
            }
        }
        power *= 10.0;
    }
}

/// The bidding drill's chips of EV lost per spot, one point per session (lower is better).
fn drill_chart(
    name: &str,
    d: &felt::stats::DrillStats,
    theme: &Theme,
    frame: &mut Frame,
    area: Rect,
) {
    let points: Vec<(f64, f64)> = d
        .sessions
        .iter()
        .enumerate()
        .map(|(i, s)| ((i + 1) as f64, s.loss_per_spot().unwrap_or(0.0)))
        .collect();
    let hi = points.iter().map(|p| p.1).fold(0.0f64, f64::max).max(1.0) * 1.1;
    let x_end = (points.len() as f64).max(2.0);
    let data = [Dataset::default()
        .name("lost / spot")
        .marker(Marker::Braille)
        .graph_type(GraphType::Line)
        .style(theme.good())
        .data(&points)];
    let chart = Chart::new(data.to_vec())
        .block(theme.panel(format!(" Bidding drill: {name} ")))
        .x_axis(
            Axis::default()
                .title("session")
                .bounds([1.0, x_end])
                .labels(["1".to_string(), format!("{}", x_end as u64)]),
        )
        .y_axis(
            Axis::default()
                .title("chips lost/spot")
                .bounds([0.0, hi])
                .labels(["0".to_string(), format!("{hi:.1}")]),
        );
    frame.render_widget(chart, area);
}

/// Shows the stats screen until the player quits.
///
/// # Errors
/// A message if the terminal fails.
pub fn run_stats(stats: &PlayerStats, summary: &str, theme: Theme) -> Result<(), String> {
    let mut current = 0usize;
    let count = stats
        .variants
        .values()
        .filter(|v| v.hands > 0)
        .count()
        .max(1);
    show(
        &theme,
        &mut current,
        |current, f| render_stats(stats, summary, *current, &theme, f),
        |current, k| match k.code {
            KeyCode::Right | KeyCode::Tab => *current = (*current + 1) % count,
            KeyCode::Left => *current = (*current + count - 1) % count,
            _ => {}
        },
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    use ratatui::Terminal;
    use ratatui::backend::TestBackend;

    #[test]
    fn chart_labels_sit_where_their_values_are() {
        for ((lo, hi), rows) in [(-170.0, 37.0), (-5.0, 200.0), (0.0, 3.0), (-1234.0, -1.0)]
            .into_iter()
            .flat_map(|range| [(range, 12), (range, 4), (range, 3)])
        {
            let (bottom, top, ticks) = axis_ticks(lo, hi, rows);
            assert!(bottom <= lo && top >= hi, "{lo}..{hi}: {bottom}..{top}");
            // Evenly spaced labels, the first at the bottom and the last at the top: label i
            // of n sits i/(n-1) of the way up, which is where its value is.
            let n = ticks.len();
            assert!(
                (2..=7).contains(&n) && n <= rows,
                "{lo}..{hi}, {rows} rows: {ticks:?}"
            );
            for (i, t) in ticks.iter().enumerate() {
                let at = (t - bottom) / (top - bottom);
                assert!((at - i as f64 / (n - 1) as f64).abs() < 1e-9, "{ticks:?}");
            }
            if lo <= 0.0 && hi >= 0.0 {
                assert!(ticks.contains(&0.0), "{lo}..{hi}: 0 is a label: {ticks:?}");
            }
        }
        // The range of the report: 0 is a quarter or so up, not halfway.
        let (bottom, top, ticks) = axis_ticks(-190.7, 57.7, 12);
        let zero = ticks.iter().position(|t| *t == 0.0).unwrap();
        assert!(
            zero as f64 / (ticks.len() - 1) as f64 > 0.6,
            "{bottom} {top} {ticks:?}"
        );
    }

    #[test]
    fn stats_screen_draws_the_drill_chart_beside_the_bankroll() {
        let mut stats = PlayerStats::default();
        let v = stats.variant_mut("auction");
        v.hands = 2;
        v.bankroll = 5;
        v.bankroll_history = vec![3, 5];
        for loss in [6.0, 2.0] {
            stats
                .drill_mut("auction")
                .record(felt::stats::DrillSession {
                    spots: 2,
                    loss,
                    ..Default::default()
                });
        }
        let mut summary = stats.summary_text(|_| 2);
        summary.push_str(&stats.drill_lines(false));
        let mut terminal = Terminal::new(TestBackend::new(100, 24)).unwrap();
        let theme = Theme {
            colour: true,
            four_colour: false,
            ascii: false,
            light: false,
        };
        terminal
            .draw(|f| render_stats(&stats, &summary, 0, &theme, f))
            .unwrap();
        let buf = terminal.backend().buffer().clone();
        let text: String = (0..24)
            .flat_map(|y| (0..100).map(move |x| (x, y)))
            .map(|(x, y)| buf[(x, y)].symbol().to_string())
            .collect();
        assert!(text.contains("Bidding drill: auction"), "{text}");
        assert!(text.contains("Bankroll over hands: auction"), "{text}");
        assert!(text.contains("Bidding drill, auction: 4 spots"), "{text}");
        // Nothing is cut at a border at either checked size.
        for (w, h) in [(80u16, 24u16), (120, 40)] {
            let mut terminal = Terminal::new(TestBackend::new(w, h)).unwrap();
            terminal
                .draw(|f| render_stats(&stats, &summary, 0, &theme, f))
                .unwrap();
            let buf = terminal.backend().buffer().clone();
            let screen: String = (0..h)
                .map(|y| (0..w).map(|x| buf[(x, y)].symbol()).collect::<String>() + "\n")
                .collect();
            // The text panel at the top (the charts below are drawings, not text).
            let text_rows: String = screen
                .lines()
                .take_while(|l| !l.starts_with("┌ Bankroll"))
                .map(|l| format!("{l}\n"))
                .collect();
            let cut = crate::tui::tests::cut_at_border(&text_rows, w as usize);
            assert!(cut.is_empty(), "{w}x{h}: {cut:?}\n{screen}");
        }
    }
}
