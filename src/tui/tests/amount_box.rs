//! The amount box and the bid box: letters that are not size keys are typed (and named as a
//! bad amount); a size key fills the box with what it shows whenever it is pressed, replacing
//! what was typed; an amount too big to count is out of range; esc leaves either box; `q` and
//! `?` work from inside it as the key bar says.

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
    h.keys("xbc");
    let (text, error) = amount(&h).expect("the box is open");
    assert_eq!(text, "xbc", "the letters are what the box shows");
    let error = error.expect("named at once");
    assert!(error.contains("\"xbc\" is not a whole number"), "{error}");
    h.key(KeyCode::Enter);
    assert_eq!(events(&h), before, "nothing was played");
    assert!(amount(&h).is_some(), "the box stays open");
    // The same from a box just opened by the raise key (filled with the minimum).
    h.key(KeyCode::Esc);
    h.key(KeyCode::Char('r'));
    h.keys("xbc");
    assert_eq!(amount(&h).unwrap().0, "xbc");
    h.key(KeyCode::Enter);
    assert_eq!(events(&h), before);
}

#[test]
fn abc_typed_after_the_raise_key_is_named_whole_though_a_is_the_all_in_key() {
    let mut h = Harness::new(VariantId::Holdem, "caller", 3, false);
    let before = events(&h);
    h.key(KeyCode::Char('r'));
    h.keys("abc");
    let (text, error) = amount(&h).expect("the box is open");
    assert_eq!(text, "abc", "every letter typed is in the box");
    let error = error.expect("named at once");
    assert!(error.contains("\"abc\" is not a whole number"), "{error}");
    h.key(KeyCode::Enter);
    assert_eq!(events(&h), before, "nothing was played");
    // The all-in key alone still fills the box, and a number typed after it replaces it.
    h.key(KeyCode::Esc);
    h.key(KeyCode::Char('r'));
    h.key(KeyCode::Char('a'));
    assert_eq!(amount(&h).unwrap().0, "400");
    h.keys("12");
    assert_eq!(amount(&h).unwrap().0, "12");
}

#[test]
fn a_size_key_after_digits_replaces_them_with_its_size() {
    // The raise box: digits typed, then each size key the key bar offers.
    let mut h = Harness::new(VariantId::Holdem, "caller", 3, false);
    h.key(KeyCode::Char('r'));
    let (lo, hi) = h.app.table().unwrap().amount_range().unwrap();
    let mut sizes = Vec::new();
    for size in ['m', 'h', 't', 'p', 'a'] {
        h.key(KeyCode::Backspace);
        h.keys("12");
        assert_eq!(amount(&h).unwrap().0, "12");
        h.key(KeyCode::Char(size));
        let (text, error) = amount(&h).unwrap();
        assert_eq!(error, None, "{size}: nothing to name");
        let n: u32 = text.parse().unwrap_or_else(|_| panic!("{size}: {text:?}"));
        assert!((lo..=hi).contains(&n), "{size}: {n}");
        sizes.push(n);
        // Every size is the one the key gives in a box just opened.
        h.key(KeyCode::Esc);
        h.key(KeyCode::Char('r'));
        h.key(KeyCode::Char(size));
        assert_eq!(amount(&h).unwrap().0, n.to_string(), "{size}");
    }
    assert_eq!((sizes[0], sizes[4]), (lo, hi), "min and all in");
    // After a bad letter too, and a digit typed next replaces the size.
    h.key(KeyCode::Backspace);
    h.keys("7x");
    assert!(amount(&h).unwrap().1.is_some());
    h.key(KeyCode::Char('a'));
    assert_eq!(amount(&h).unwrap(), (hi.to_string(), None));
    h.keys("9");
    assert_eq!(amount(&h).unwrap().0, "9");
    // A sign after a size starts a new amount too, named as it was typed.
    h.key(KeyCode::Char('p'));
    h.keys("-5");
    let (text, error) = amount(&h).unwrap();
    assert_eq!(text, "-5");
    assert!(error.is_some_and(|e| e.contains("cannot be negative (-5)")));
    // The bid box at the auction: the same.
    let mut h = Harness::new(VariantId::Auction, "caller", 21, false);
    h.play_to_the_flop();
    assert_eq!(h.phase(), Some(Phase::Auction));
    let (lo, hi) = h.app.table().unwrap().amount_range().unwrap();
    h.keys("999");
    h.key(KeyCode::Char('m'));
    assert_eq!(amount(&h).unwrap(), (lo.to_string(), None));
    h.keys("7");
    h.key(KeyCode::Char('a'));
    assert_eq!(amount(&h).unwrap(), (hi.to_string(), None));
    h.key(KeyCode::Enter);
    assert_ne!(h.phase(), Some(Phase::Auction), "the bid is in");
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

/// The line of the amount box on screen, from its label to the end.
fn box_line(h: &Harness, w: u16, hgt: u16) -> String {
    let screen = h.screen(w, hgt);
    screen
        .lines()
        .find(|l| l.contains("▏]"))
        .unwrap_or_else(|| panic!("no amount box on screen\n{screen}"))
        .to_string()
}

#[test]
fn a_size_key_fills_the_box_with_what_it_shows_and_the_next_key_replaces_it() {
    // The raise box, emptied: `a` fills it with the all-in amount for real.
    let mut h = Harness::new(VariantId::Holdem, "caller", 3, false);
    h.key(KeyCode::Char('r'));
    h.key(KeyCode::Backspace);
    assert_eq!(amount(&h).unwrap().0, "");
    h.key(KeyCode::Char('a'));
    assert_eq!(amount(&h).unwrap().0, "400");
    assert!(box_line(&h, 80, 24).contains("[400▏]"));
    // A letter typed next replaces the amount shown, and the size key's letter counts as
    // typed with it: the box names the word typed, not the half after the size key.
    h.key(KeyCode::Char('b'));
    let (text, error) = amount(&h).unwrap();
    assert_eq!(text, "ab");
    assert!(box_line(&h, 80, 24).contains("[ab▏]"));
    assert!(error.is_some_and(|e| e.contains("\"ab\" is not a whole number")));
    // A digit after a size replaces it too.
    h.key(KeyCode::Backspace);
    h.key(KeyCode::Backspace);
    assert_eq!(amount(&h).unwrap().0, "");
    h.key(KeyCode::Char('a'));
    h.keys("7");
    assert_eq!(amount(&h).unwrap().0, "7");
    // The bid box, open and empty by itself at the auction: the same.
    let mut h = Harness::new(VariantId::Auction, "caller", 21, false);
    h.play_to_the_flop();
    assert_eq!(h.phase(), Some(Phase::Auction));
    assert_eq!(amount(&h).unwrap().0, "");
    let (_, hi) = h.app.table().unwrap().amount_range().unwrap();
    h.key(KeyCode::Char('a'));
    assert_eq!(amount(&h).unwrap().0, hi.to_string());
    assert!(box_line(&h, 80, 24).contains(&format!("[{hi}▏]")));
    h.key(KeyCode::Char('b'));
    assert_eq!(amount(&h).unwrap().0, "ab");
    assert!(box_line(&h, 80, 24).contains("[ab▏]"));
}

#[test]
fn an_amount_above_the_most_is_named_as_it_is_typed_and_one_below_the_least_is_not() {
    let mut h = Harness::new(VariantId::Holdem, "caller", 3, false);
    h.key(KeyCode::Char('r'));
    h.key(KeyCode::Backspace);
    // "1" may be on its way to "100": nothing is said yet.
    h.keys("1");
    assert_eq!(amount(&h), Some(("1".to_string(), None)));
    // "4000" can only grow: it is out of range now.
    h.key(KeyCode::Backspace);
    h.keys("4000");
    assert_eq!(
        amount(&h).and_then(|a| a.1).as_deref(),
        Some("Raise to between 4 and 400.")
    );
    // Back within range, the message goes.
    h.key(KeyCode::Backspace);
    assert_eq!(amount(&h), Some(("400".to_string(), None)));
}

#[test]
fn an_amount_of_digits_too_big_to_count_is_out_of_range_like_any_other() {
    let mut h = Harness::new(VariantId::Holdem, "caller", 3, false);
    let before = events(&h);
    for typed in ["401", "4294967295", "4294967296", "150000000000"] {
        h.key(KeyCode::Esc);
        h.key(KeyCode::Char('r'));
        h.key(KeyCode::Backspace);
        h.keys(typed);
        h.key(KeyCode::Enter);
        assert_eq!(
            amount(&h).and_then(|a| a.1).as_deref(),
            Some("Raise to between 4 and 400."),
            "{typed}"
        );
    }
    assert_eq!(events(&h), before, "nothing was played");
}

#[test]
fn a_full_amount_box_answers_the_next_key() {
    let mut h = Harness::new(VariantId::Holdem, "caller", 3, false);
    h.key(KeyCode::Char('r'));
    h.key(KeyCode::Backspace);
    // Twelve digits fit (out of range, said at once); the thirteenth is refused with the
    // range message, not in silence.
    h.keys("150000000000");
    assert_eq!(
        amount(&h).unwrap(),
        (
            "150000000000".to_string(),
            Some("Raise to between 4 and 400.".to_string())
        )
    );
    h.keys("0");
    assert_eq!(
        amount(&h).unwrap(),
        (
            "150000000000".to_string(),
            Some("Raise to between 4 and 400.".to_string())
        )
    );
    // Twelve zeros and a digit would be a fine amount: the box says it is full.
    h.key(KeyCode::Esc);
    h.key(KeyCode::Char('r'));
    h.key(KeyCode::Backspace);
    h.keys("0000000000004");
    assert_eq!(
        amount(&h).unwrap().1.as_deref(),
        Some("The box holds 12 characters.")
    );
}

#[test]
fn a_bad_amounts_message_fits_the_line_at_80_columns() {
    // The longest label: a re-raise (the maniac re-raises the person's raise, seed 3).
    let mut h = Harness::new(VariantId::Holdem, "maniac", 3, false);
    h.key(KeyCode::Char('r'));
    h.key(KeyCode::Char('m'));
    h.key(KeyCode::Enter);
    h.key(KeyCode::Char('r'));
    assert!(box_line(&h, 80, 24).contains(" Re-raise to: "));
    for typed in [
        "150000000000",
        "xbcdefgijklz",
        "-12345678901",
        "1.5555555555",
        "xyz",
        "-5",
    ] {
        h.key(KeyCode::Esc);
        h.key(KeyCode::Char('r'));
        h.key(KeyCode::Backspace);
        h.keys(typed);
        h.key(KeyCode::Enter);
        let error = amount(&h).and_then(|a| a.1).expect("a bad amount");
        let line = box_line(&h, 80, 24);
        assert!(
            line.contains(&format!("[{typed}▏]")) && line.ends_with(&error),
            "{typed}: {error:?} is cut\n{line}"
        );
    }
}

/// The screen as `--ascii` draws it.
fn ascii_screen(h: &Harness, w: u16, hgt: u16) -> String {
    let mut terminal =
        ratatui::Terminal::new(ratatui::backend::TestBackend::new(w, hgt)).expect("test terminal");
    terminal
        .draw(|f| {
            crate::tui::ui::render(&h.app, f);
            h.app.settings.theme.fit_frame(f);
        })
        .expect("draw");
    let buffer = terminal.backend().buffer().clone();
    (0..hgt)
        .map(|y| {
            let line: String = (0..w).map(|x| buffer[(x, y)].symbol()).collect();
            format!("{}\n", line.trim_end())
        })
        .collect()
}

#[test]
fn in_ascii_mode_half_and_two_thirds_of_the_pot_are_told_apart() {
    let mut h = Harness::new(VariantId::Holdem, "caller", 3, false);
    h.app.settings.theme.ascii = true;
    h.key(KeyCode::Char('r'));
    for (w, hgt) in [(120, 40), (80, 24)] {
        let screen = ascii_screen(&h, w, hgt);
        let bar = screen.lines().rev().find(|l| !l.is_empty()).unwrap_or("");
        assert!(
            bar.contains("h 1/2 pot") && bar.contains("t 2/3 pot"),
            "{w}x{hgt}: {bar}\n{screen}"
        );
        assert!(!screen.contains('~'), "{w}x{hgt}\n{screen}");
    }
    // The amount box's line names the keys too where it has room.
    let screen = ascii_screen(&h, 120, 40);
    assert!(
        screen.contains("h 1/2 pot t 2/3 pot p pot"),
        "the box's line\n{screen}"
    );
}
