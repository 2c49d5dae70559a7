//! The grades the table's coach showed for a player's decisions, kept in the hand's file so
//! that `felt review` reports the very figures the table showed. A fresh analysis of a saved
//! hand does not have the reads of the bot the table had built up over the match, and could
//! grade the same decision differently; a review that contradicts the table's teaching is
//! worse than none.
//!
//! In the file (felt's extension fields, after the standard ones):
//! `_felt_coached = "p2"` (the player graded, PHH numbering) and `_felt_coach = [ { at = 7,
//! action = "calling 40", best = "folding", value = -21.5, best_value = 0.0, lost = 21.5,
//! grade = "mistake", equity = 0.31 }, ... ]`, one entry per decision the table graded, `at`
//! being the number of the hand's events the graded player had seen before it (so a review
//! finds the decision again whatever else it skips). A decision the table showed but did
//! not grade (a shove too deep for its prices) has no `grade`.

use serde::Deserialize;

use crate::engine::Seat;

/// One decision as the table's coach graded it.
#[derive(Debug, Clone, PartialEq, Deserialize)]
pub struct TableGrade {
    /// The hand's events before the decision.
    pub at: usize,
    /// What the player did and the best option, in words ("calling 40", "bidding 12").
    pub action: String,
    pub best: String,
    /// Their values in chips as the table showed them.
    pub value: f64,
    pub best_value: f64,
    /// Chips given up against the best option.
    pub lost: f64,
    /// The grade's name ("best", "fine", "mistake", "blunder"); none when not graded.
    #[serde(default)]
    pub grade: Option<String>,
    /// The player's equity against the bot's likely hands.
    pub equity: f64,
}

/// The fields for the file: `seat` graded, one entry per grade.
pub fn fields(seat: Seat, grades: &[TableGrade]) -> String {
    if grades.is_empty() {
        return String::new();
    }
    // PHH's p1 is the big blind (felt's seat 1), p2 the small blind.
    let player = if seat == Seat(1) { "p1" } else { "p2" };
    let mut out = format!("_felt_coached = \"{player}\"\n_felt_coach = [\n");
    for g in grades {
        let grade = g
            .grade
            .as_ref()
            .map(|name| format!(", grade = {}", super::phh::quote(name)))
            .unwrap_or_default();
        out.push_str(&format!(
            "  {{ at = {}, action = {}, best = {}, value = {:.3}, best_value = {:.3}, lost = {:.3}{grade}, equity = {:.4} }},\n",
            g.at,
            super::phh::quote(&g.action),
            super::phh::quote(&g.best),
            finite(g.value),
            finite(g.best_value),
            finite(g.lost),
            finite(g.equity),
        ));
    }
    out.push_str("]\n");
    out
}

/// The seat a file's `_felt_coached` names.
pub fn coached_seat(player: &str) -> Option<Seat> {
    match player {
        "p1" => Some(Seat(1)),
        "p2" => Some(Seat(0)),
        _ => None,
    }
}

/// TOML has no spelling for an infinite value; a figure the table showed is always finite.
fn finite(x: f64) -> f64 {
    if x.is_finite() { x } else { 0.0 }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn grade(at: usize, name: Option<&str>) -> TableGrade {
        TableGrade {
            at,
            action: "calling 40 \"all in\"".to_string(),
            best: "folding".to_string(),
            value: -21.5,
            best_value: 0.0,
            lost: 21.5,
            grade: name.map(str::to_string),
            equity: 0.31,
        }
    }

    #[derive(Deserialize)]
    struct Fields {
        _felt_coached: String,
        _felt_coach: Vec<TableGrade>,
    }

    #[test]
    fn grades_written_read_back_the_same() {
        let grades = vec![grade(7, Some("mistake")), grade(12, None)];
        let text = fields(Seat(1), &grades);
        let read: Fields = toml::from_str(&text).expect("valid TOML");
        assert_eq!(coached_seat(&read._felt_coached), Some(Seat(1)));
        assert_eq!(read._felt_coach, grades);
        assert_eq!(fields(Seat(0), &[]), "");
        assert_eq!(coached_seat("p3"), None);
    }
}
