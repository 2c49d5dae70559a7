//! A review's report as plain text: a summary per seat, the breakdowns by street and by spot
//! with a bar chart of the chips lost, and the biggest losses with the command that opens
//! each hand.

use super::report::{Report, Row, SeatReport};
use crate::text::printable;

pub use crate::text::count;

/// The width the report's long lines are wrapped to.
const WIDTH: usize = 80;

/// An action with its value in chips: "folding (+0.0)", and "betting 335 (all in, +196.9)"
/// where the action already ends in a bracket.
fn with_value(action: &str, value: f64) -> String {
    with_worth(action, &format!("{value:+.1}"))
}

/// [`with_value`] with the worth already written ("+65.9bb").
fn with_worth(action: &str, worth: &str) -> String {
    match action.strip_suffix(')') {
        Some(open) if open.contains(" (") => format!("{open}, {worth})"),
        _ => format!("{action} ({worth})"),
    }
}

/// A bar of `value` against `max` in `width` cells.
fn bar(value: f64, max: f64, width: usize) -> String {
    if max <= 0.0 || value <= 0.0 {
        return String::new();
    }
    let n = ((value / max) * width as f64).round() as usize;
    "#".repeat(n.clamp(1, width))
}

fn rows(out: &mut Vec<String>, title: &str, rows: &[Row], max: f64) {
    out.push(format!(
        "  {title:<16} {:>9} {:>9} {:>13}",
        "decisions", "accuracy", "lost/100 hands"
    ));
    for r in rows {
        out.push(format!(
            "  {:<16} {:>9} {:>8.0}% {:>13.1}  {}",
            r.name,
            r.decisions,
            r.accuracy * 100.0,
            r.lost_per_100,
            bar(r.lost_per_100, max, 24)
        ));
    }
}

fn seat_text(out: &mut Vec<String>, s: &SeatReport) {
    // The seat's name was made printable when the report was built.
    out.extend(crate::text::wrap_words(&s.headline(), WIDTH));
    out.push(format!("  {}", s.grades_line()));
    // The notes under the grades, each wrapped at the report's width.
    let mut note = |text: String| out.extend(crate::text::wrap_hanging("  ", &text, WIDTH));
    if !s.one_stake {
        note(
            "(hands at different blinds: the rows and the mistakes below count big blinds)"
                .to_string(),
        );
    }
    if s.from_table > 0 {
        note(format!(
            "({} as the table's coach graded {} when you played)",
            count(s.from_table, "decision"),
            if s.from_table == 1 { "it" } else { "them" }
        ));
    }
    if let Some(line) = s.left_out_line() {
        note(format!("({line})"));
    }
    out.push(String::new());
    rows(out, "by street", &s.by_street, s.chart_max());
    out.push(String::new());
    rows(out, "by spot", &s.by_spot, s.chart_max());
    if !s.biggest.is_empty() {
        out.push(String::new());
        out.push("  biggest losses against the best option:".to_string());
        for r in &s.biggest {
            // Hands of different stakes are counted in big blinds, the worths with them.
            let worth = |action: &str, value: f64| {
                if s.one_stake {
                    with_value(action, value)
                } else {
                    let bb = f64::from(r.big_blind.max(1));
                    with_worth(action, &format!("{:+.1}bb", value / bb))
                }
            };
            let text = format!(
                "{} ({}): {}; best was {} — {}",
                s.hand_name(r),
                r.place(),
                worth(&r.action, r.value),
                worth(&r.best, r.best_value),
                r.grade.name()
            );
            let prefix = format!("  {}  ", s.loss_text(r));
            out.extend(crate::text::wrap_hanging(&prefix, &text, WIDTH));
            out.push(format!(
                "    felt replay {} --hand {}",
                printable(&r.file),
                r.hand
            ));
        }
    }
}

/// The report as lines of plain text.
pub fn report_text(report: &Report) -> Vec<String> {
    // The seed only draws the decisions analysed afresh: with none, it is not named.
    let afresh: usize = report
        .seats
        .iter()
        .map(|s| s.decisions.saturating_sub(s.from_table))
        .sum();
    let seed = if afresh > 0 {
        format!(" (analysis seed {})", report.seed)
    } else {
        String::new()
    };
    let mut out = vec![format!(
        "felt review: {} from {}{seed}",
        count(report.hands, "hand"),
        count(report.files, "file"),
    )];
    if report.seats.iter().any(|s| s.decisions > 0) {
        out.extend(crate::text::wrap_words(
            &crate::coach::judgement::Grade::key(),
            WIDTH,
        ));
    }
    for s in &report.seats {
        out.push(String::new());
        seat_text(&mut out, s);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_action_in_brackets_takes_its_value_inside_them() {
        assert_eq!(
            with_value("betting 335 (all in)", 196.94),
            "betting 335 (all in, +196.9)"
        );
        assert_eq!(with_value("folding", 0.0), "folding (+0.0)");
        assert_eq!(with_value("calling 48", -35.5), "calling 48 (-35.5)");
        assert_eq!(
            with_worth("calling 20 (all in)", "+65.9bb"),
            "calling 20 (all in, +65.9bb)"
        );
    }
}
