//! The start screen: teaching on for a first-time player, the levels first and the playing
//! styles as practice partners, each with its line; aliases and test baselines left to the
//! command line; in hold'em, the tournament beside the match lengths; `t` on a game without a
//! tutorial says so.

use std::sync::mpsc;

use ratatui::crossterm::event::KeyCode;

use felt::bots::styles::STYLES;
use felt::engine::VariantId;

use crate::tui::app::{App, Screen};

use super::*;

fn start_app(data_dir: Option<std::path::PathBuf>) -> Harness {
    let mut s = settings();
    s.data_dir = data_dir;
    let (tx, rx) = mpsc::channel();
    Harness {
        app: App::new(s, None, None, tx),
        rx,
    }
}

fn start(h: &Harness) -> &crate::tui::app::StartScreen {
    match &h.app.screen {
        Screen::Start(s) => s,
        _ => panic!("not the start screen"),
    }
}

fn temp_dir(name: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("felt-start-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("a temporary folder");
    dir
}

#[test]
fn a_first_time_player_is_greeted_with_teaching_on() {
    let dir = temp_dir("first");
    let h = start_app(Some(dir.clone()));
    assert!(start(&h).learn, "no stats yet: teaching on");
    assert!(h.screen(80, 24).contains("[x] Teaching mode"));
    // A player with hands played keeps teaching as chosen (off by default).
    std::fs::write(
        dir.join(felt::stats::STATS_FILE),
        r#"{"variants":{"auction":{"hands":12,"bankroll":5}}}"#,
    )
    .expect("a stats file");
    let h = start_app(Some(dir.clone()));
    assert!(!start(&h).learn);
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn the_opponents_are_the_levels_then_the_practice_partners() {
    let mut h = start_app(None);
    let (list, _) = start(&h).opponents();
    let names: Vec<&str> = list.iter().map(|o| o.name).collect();
    let mut want = vec!["easy", "medium", "hard"];
    want.extend(STYLES.iter().map(|(n, _)| *n));
    want.extend(
        felt::bots::competition::COMPETITION_STYLES
            .iter()
            .map(|(n, _)| *n),
    );
    assert_eq!(names, want);
    // Aliases and test baselines stay on the command line.
    for hidden in [
        "heuristic",
        "montecarlo",
        "random",
        "caller",
        "allin",
        "bid-all",
    ] {
        assert!(!names.contains(&hidden), "{hidden}");
    }
    assert!(
        list.iter().all(|o| !o.about.is_empty()),
        "each has its line"
    );
    // Walk the column from the top (medium is chosen first): every opponent is shown with
    // its line when chosen, at 80x24.
    h.key(KeyCode::Right);
    h.key(KeyCode::Up);
    for o in &list {
        let screen = h.screen(80, 24);
        assert!(
            screen.contains(&format!("▶ {}", o.name)),
            "{}\n{screen}",
            o.name
        );
        let first_words = o.about.split(' ').next().unwrap_or_default();
        assert!(
            screen.contains(first_words),
            "{}: {}\n{screen}",
            o.name,
            o.about
        );
        if o.partner {
            assert!(screen.contains("Practice partners"), "{screen}");
        }
        h.key(KeyCode::Down);
    }
    // Choosing a style seats it.
    let mut h = start_app(None);
    h.key(KeyCode::Right);
    for _ in 0..3 {
        h.key(KeyCode::Down);
    }
    assert_eq!(start(&h).choice().bot, "tag");
}

#[test]
fn auction_flop_offers_the_levels_only() {
    let mut h = start_app(None);
    for _ in 0..4 {
        h.key(KeyCode::Down);
    }
    assert_eq!(start(&h).variant(), VariantId::AuctionFlop);
    let (list, _) = start(&h).opponents();
    assert_eq!(
        list.iter().map(|o| o.name).collect::<Vec<_>>(),
        ["easy", "medium", "hard"]
    );
}

/// The start screen with hold'em chosen and, in the match column, the tournament (the entry
/// after "until you stop", hold'em cash's own length).
fn at_the_tournament() -> Harness {
    let mut h = start_app(None);
    for _ in 0..3 {
        h.key(KeyCode::Down);
    }
    assert_eq!(start(&h).variant(), VariantId::Holdem);
    assert_eq!(
        start(&h).choice().hands,
        0,
        "hold'em cash plays until you stop"
    );
    h.key(KeyCode::Right);
    h.key(KeyCode::Right);
    h.key(KeyCode::Down);
    h
}

#[test]
fn the_match_length_is_each_games_own_until_one_is_picked() {
    let mut h = start_app(None);
    // The competition games play the competition's 1,000 hands; hold'em cash has no end.
    assert_eq!(start(&h).variant(), VariantId::Auction);
    assert_eq!(start(&h).choice().hands, 1000);
    assert!(h.screen(80, 24).contains("▶ 1000 hands"));
    for _ in 0..3 {
        h.key(KeyCode::Down);
    }
    assert_eq!(start(&h).variant(), VariantId::Holdem);
    assert_eq!(start(&h).choice().hands, 0);
    h.key(KeyCode::Down);
    assert_eq!(start(&h).variant(), VariantId::AuctionFlop);
    assert_eq!(start(&h).choice().hands, 100);
    // A length the player picks stays when the game changes.
    h.key(KeyCode::Right);
    h.key(KeyCode::Right);
    h.key(KeyCode::Up);
    let picked = start(&h).choice().hands;
    assert_eq!(picked, 50);
    h.key(KeyCode::Left);
    h.key(KeyCode::Left);
    h.key(KeyCode::Down);
    assert_eq!(start(&h).variant(), VariantId::Auction);
    assert_eq!(start(&h).choice().hands, picked);
}

#[test]
fn holdem_offers_a_tournament_beside_the_lengths_and_other_games_do_not() {
    let mut h = at_the_tournament();
    assert!(start(&h).tournament());
    let screen = h.screen(80, 24);
    assert!(screen.contains("▶ tournament"), "{screen}");
    assert!(screen.contains("blinds 10/20"), "{screen}");
    let choice = start(&h).choice();
    assert!(choice.tournament && choice.hands == 0, "{choice:?}");
    // Another game has no tournament: the choice goes back to that game's own length.
    h.key(KeyCode::Left);
    h.key(KeyCode::Left);
    h.key(KeyCode::Up);
    assert_eq!(start(&h).variant(), VariantId::RiverOfBlood);
    assert!(!start(&h).tournament() && !start(&h).choice().tournament);
    assert_eq!(start(&h).choice().hands, 1000);
    let screen = h.screen(80, 24);
    assert!(
        !screen.contains("  tournament ") && !screen.contains("▶ tournament"),
        "{screen}"
    );
}

#[test]
fn the_tournament_chosen_on_the_start_screen_plays_500_chips_and_rising_blinds() {
    let mut h = at_the_tournament();
    h.key(KeyCode::Enter);
    let Screen::Table(t) = &h.app.screen else {
        panic!("not at the table");
    };
    let rules = t.session.rules();
    assert_eq!(
        (rules.stack, rules.small_blind, rules.big_blind),
        (500, 10, 20)
    );
    assert_eq!(rules.hands, None, "to the end");
    assert_eq!(
        rules.level_of_hand(11),
        Some(2),
        "the blinds rise after 10 hands"
    );
}

#[test]
fn t_opens_the_selected_games_tutorial_hold_em_included() {
    let mut h = start_app(None);
    // Down three times: hold'em.
    for _ in 0..3 {
        h.key(KeyCode::Down);
    }
    assert_eq!(start(&h).variant(), VariantId::Holdem);
    h.key(KeyCode::Char('t'));
    assert!(h.app.quit);
    assert_eq!(
        h.app.tutorial.as_ref().map(|c| c.variant),
        Some(VariantId::Holdem)
    );
    // Another game: its tutorial, with the start screen's choices to come back to.
    let mut h = start_app(None);
    h.key(KeyCode::Down);
    h.key(KeyCode::Down);
    h.key(KeyCode::Char('t'));
    assert!(h.app.quit);
    let back = h.app.tutorial.clone().expect("the tutorial is asked for");
    assert_eq!(back.variant, VariantId::RiverOfBlood);
    assert_eq!(back, start(&h).choice());
}

#[test]
fn the_start_screens_help_lists_its_own_keys_not_the_tables() {
    let mut h = start_app(None);
    h.key(KeyCode::Char('?'));
    let screen = h.screen(80, 24);
    assert!(screen.contains("Keys on the start screen"), "{screen}");
    assert!(
        screen.contains("the tutorial of the game chosen"),
        "{screen}"
    );
    assert!(!screen.contains("amount box"), "{screen}");
    assert!(!screen.contains("check or call"), "{screen}");
}
