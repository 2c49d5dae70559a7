//! No text cut at a border, on every screen the table shows, at 80x24 and 120x40.

use std::sync::mpsc::{self};

use ratatui::crossterm::event::KeyCode;

use felt::engine::{Phase, VariantId};

use crate::tui::app::App;
use crate::tui::event::Msg;

use super::auction_flop::auction_flop_table;
use super::*;

/// Places where text is cut at a border in a rendered screen: a character other than a space
/// or a frame piece in the last column (text running off the screen), or right against a box's
/// right border (text running into the frame). A right border is a `│` column that leads up to
/// a `┐`.
pub(crate) fn cut_at_border(screen: &str, w: usize) -> Vec<String> {
    let rows: Vec<Vec<char>> = screen
        .lines()
        .map(|l| {
            let mut r: Vec<char> = l.chars().collect();
            r.resize(w, ' ');
            r
        })
        .collect();
    let frame = |c: char| "│─┌┐└┘├┤┬┴┼".contains(c);
    let mut out = Vec::new();
    for (y, row) in rows.iter().enumerate() {
        let last = row[w - 1];
        if last != ' ' && !frame(last) {
            out.push(format!(
                "row {y} runs off the right edge: {}",
                row.iter().collect::<String>()
            ));
        }
        for x in 1..w {
            if row[x] != '│' || row[x - 1] == ' ' || frame(row[x - 1]) {
                continue;
            }
            let right_border = (0..y)
                .rev()
                .map(|yy| rows[yy][x])
                .find(|&c| c != '│')
                .is_some_and(|c| c == '┐' || c == '┤');
            if right_border {
                out.push(format!(
                    "row {y} runs into a frame at column {x}: {}",
                    row.iter().collect::<String>()
                ));
            }
        }
    }
    out
}

/// Collects the screen at both sizes under `name`.
fn walk(h: &Harness, name: &str, seen: &mut Vec<String>) {
    for (w, hgt) in [(80u16, 24u16), (120, 40)] {
        let screen = h.screen(w, hgt);
        for problem in cut_at_border(&screen, w as usize) {
            seen.push(format!("{name} at {w}x{hgt}: {problem}"));
        }
        // A decision's note is never cut off at the bottom before its suggestion.
        let suggests = h.app.table().is_some_and(|t| {
            t.teaching.on
                && h.app.overlay.is_none()
                && t.teaching
                    .panel
                    .last()
                    .is_some_and(|l| l.starts_with("Suggestion:"))
        });
        if suggests && !screen.contains("Suggestion:") {
            seen.push(format!(
                "{name} at {w}x{hgt}: the suggestion is cut off:\n{screen}"
            ));
        }
    }
}

#[test]
fn no_screen_cuts_text_at_a_border() {
    let mut problems = Vec::new();
    // The start screen, with its help and quit question.
    {
        let (tx, _rx) = mpsc::channel();
        let app = App::new(settings(), None, None, tx);
        let mut h = Harness {
            app,
            rx: mpsc::channel().1,
        };
        walk(&h, "start", &mut problems);
        for v in 0..5 {
            h.key(KeyCode::Down);
            walk(&h, &format!("start game {v}"), &mut problems);
        }
        h.key(KeyCode::Char('?'));
        walk(&h, "start help", &mut problems);
        h.key(KeyCode::Esc);
        h.key(KeyCode::Char('q'));
        walk(&h, "start quit", &mut problems);
    }
    // Every heads-up game, teaching on and off, at each decision, with the amount box open.
    for variant in [
        VariantId::Auction,
        VariantId::SneakPeek,
        VariantId::RiverOfBlood,
        VariantId::Holdem,
    ] {
        for learn in [true, false] {
            let mut h = Harness::with_hands(variant, "caller", 21, learn, 1);
            let name = format!("{variant} learn={learn}");
            for step in 0..40 {
                if h.hand_over() {
                    break;
                }
                walk(&h, &format!("{name} step {step}"), &mut problems);
                if h.phase() == Some(Phase::Auction) {
                    h.keys("3");
                    walk(&h, &format!("{name} bid box"), &mut problems);
                    h.key(KeyCode::Enter);
                } else {
                    h.key(KeyCode::Char('r'));
                    walk(&h, &format!("{name} amount box {step}"), &mut problems);
                    h.keys("x");
                    h.key(KeyCode::Enter);
                    walk(&h, &format!("{name} amount error {step}"), &mut problems);
                    h.key(KeyCode::Esc);
                    h.key(KeyCode::Char('c'));
                }
            }
            walk(&h, &format!("{name} match over"), &mut problems);
            h.key(KeyCode::Char('?'));
            walk(&h, &format!("{name} help"), &mut problems);
            h.key(KeyCode::Esc);
        }
    }
    // The Auction Flop table, teaching on and off, through a whole hand and the match end.
    for learn in [true, false] {
        let mut h = Harness::with_hands(VariantId::AuctionFlop, "medium", 8, learn, 1);
        use felt::engine::auction_flop::AuctionFlopPhase;
        for step in 0..400 {
            h.app.update(Msg::Tick);
            let d = auction_flop_table(&h);
            let Some(view) = &d.view else { break };
            if d.hand_over() {
                break;
            }
            if view.legal.is_none() {
                continue;
            }
            let phase = view.phase;
            walk(
                &h,
                &format!("auction-flop learn={learn} step {step}"),
                &mut problems,
            );
            match phase {
                AuctionFlopPhase::Discard => {
                    h.key(KeyCode::Char('1'));
                    h.key(KeyCode::Char('2'));
                    walk(&h, "auction-flop discards picked", &mut problems);
                    h.key(KeyCode::Enter);
                }
                AuctionFlopPhase::Auction => h.key(KeyCode::Char('s')),
                AuctionFlopPhase::Reverse => h.key(KeyCode::Char('t')),
                _ => {
                    h.key(KeyCode::Char('1'));
                    h.key(KeyCode::Enter);
                }
            }
        }
        walk(
            &h,
            &format!("auction-flop learn={learn} hand over"),
            &mut problems,
        );
        h.key(KeyCode::Enter);
        walk(
            &h,
            &format!("auction-flop learn={learn} match over"),
            &mut problems,
        );
        h.key(KeyCode::Char('?'));
        walk(&h, "auction-flop help", &mut problems);
    }
    problems.dedup();
    assert!(
        problems.is_empty(),
        "{} cut(s):\n{}",
        problems.len(),
        problems[..problems.len().min(25)].join("\n")
    );
}

#[test]
fn the_border_check_finds_cut_text() {
    let cut = "┌ Help ──────┐\n│enter to con│\n└────────────┘\n";
    assert_eq!(cut_at_border(cut, 14).len(), 1);
    let off = "Press enter to confi\n";
    assert_eq!(cut_at_border(off, 20).len(), 1);
    let fine = "┌ Log ───┐┌ Help ┐\n│a b     ││ok    │\n└────────┘└──────┘\n";
    assert!(cut_at_border(fine, 18).is_empty());
}
