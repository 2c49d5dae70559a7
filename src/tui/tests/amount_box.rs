//! The amount box and the bid box: letters are typed (and named as a bad amount), never
//! taken as size keys in the middle of an amount; esc leaves either box; `q` and `?` work
//! from inside it as the key bar says.

use ratatui::crossterm::event::KeyCode;

use felt::engine::{Phase, VariantId};

use crate::tui::app::Overlay;

use super::*;

/// How many events the person has been told: an amount that changes nothing adds none.
fn events(h: &Harness) -> usize {
    h.app.table().map_or(0, |t| t.told.len())
}

fn amount(h: &Harness) -> Option<(String, Option<String>)> {
    h.app
        .table()
        .and_then(|t| t.amount.as_ref())
        .map(|a| (a.text.clone(), a.error.clone()))
}

#[test]
fn typing_abc_in_the_amount_box_names_the_bad_amount_and_changes_nothing() {
    let mut h = Harness::new(VariantId::Holdem, "caller", 3, false);
    let before = events(&h);
    h.key(KeyCode::Char('r'));
    h.key(KeyCode::Backspace);
    h.keys("abc");
    let (text, error) = amount(&h).expect("the box is open");
    assert_eq!(text, "abc", "the letters are what the box shows");
    let error = error.expect("named at once");
    assert!(error.contains("\"abc\" is not a whole number"), "{error}");
    h.key(KeyCode::Enter);
    assert_eq!(events(&h), before, "nothing was played");
    assert!(amount(&h).is_some(), "the box stays open");
    // The same from a box just opened by the raise key (filled with the minimum).
    h.key(KeyCode::Esc);
    h.key(KeyCode::Char('r'));
    h.keys("abc");
    assert_eq!(amount(&h).unwrap().0, "abc");
    h.key(KeyCode::Enter);
    assert_eq!(events(&h), before);
}

#[test]
fn a_size_letter_in_the_middle_of_an_amount_is_typed_not_a_size() {
    let mut h = Harness::new(VariantId::Holdem, "caller", 3, false);
    h.key(KeyCode::Char('r'));
    h.keys("12a");
    let (text, error) = amount(&h).unwrap();
    assert_eq!(text, "12a", "a is not all in after digits");
    assert!(error.is_some_and(|e| e.contains("not a whole number")));
    // Before any typing a size key still chooses its size.
    h.key(KeyCode::Esc);
    h.key(KeyCode::Char('r'));
    h.key(KeyCode::Char('a'));
    assert_eq!(amount(&h).unwrap().0, "400");
}

#[test]
fn esc_leaves_the_bid_box_and_r_opens_it_again() {
    let mut h = Harness::new(VariantId::Auction, "caller", 21, false);
    h.play_to_the_flop();
    assert_eq!(h.phase(), Some(Phase::Auction));
    assert!(amount(&h).is_some(), "the bid box opens by itself");
    h.key(KeyCode::Esc);
    assert!(amount(&h).is_none(), "esc leaves the bid box");
    let screen = h.screen(80, 24);
    assert!(
        screen.contains("r bid 0-398"),
        "the key bar says how to bid\n{screen}"
    );
    // The table's keys work while the box is closed: teaching on and off.
    h.key(KeyCode::Char('l'));
    assert!(h.app.table().unwrap().teaching.on);
    h.key(KeyCode::Char('r'));
    assert!(amount(&h).is_some());
    h.keys("3");
    h.key(KeyCode::Enter);
    assert_ne!(h.phase(), Some(Phase::Auction), "the bid is in");
    // A digit opens the box with that digit too.
    let mut h = Harness::new(VariantId::Auction, "caller", 21, false);
    h.play_to_the_flop();
    h.key(KeyCode::Esc);
    h.keys("5");
    assert_eq!(amount(&h).unwrap().0, "5");
}

#[test]
fn q_and_help_work_from_inside_the_bid_box() {
    let mut h = Harness::new(VariantId::Auction, "caller", 21, false);
    h.play_to_the_flop();
    h.keys("4");
    h.key(KeyCode::Char('q'));
    assert_eq!(h.app.overlay, Some(Overlay::ConfirmQuit), "q asks to quit");
    assert_eq!(amount(&h).unwrap().0, "4", "q is not typed into the box");
    h.key(KeyCode::Char('n'));
    assert!(!h.app.quit);
    h.key(KeyCode::Char('?'));
    assert_eq!(h.app.overlay, Some(Overlay::Help));
    h.key(KeyCode::Char('x'));
    h.key(KeyCode::Char('q'));
    h.key(KeyCode::Char('y'));
    assert!(h.app.quit);
}
