//! Whole heads-up hands by keys and mouse, the amount box, help and quit, the start screen.

use std::sync::mpsc::{self};

use ratatui::crossterm::event::{
    KeyCode, KeyEvent, KeyModifiers, MouseButton, MouseEvent, MouseEventKind,
};

use felt::engine::{Phase, VariantId};

use crate::tui::app::{App, Overlay};
use crate::tui::event::Msg;
use crate::tui::ui;

use super::*;

#[test]
fn a_whole_hand_of_every_variant_can_be_played_by_keys() {
    for variant in [
        VariantId::Auction,
        VariantId::SneakPeek,
        VariantId::RiverOfBlood,
        VariantId::Holdem,
    ] {
        for learn in [false, true] {
            let mut h = Harness::new(variant, "caller", 11, learn);
            h.play_out();
            let t = h.app.table().unwrap();
            assert!(t.finished && !t.session.in_progress());
            assert_eq!(t.session.bankroll()[0], t.session.last_net(0).unwrap());
            // And the next hand deals.
            h.key(KeyCode::Enter);
            assert_eq!(h.app.table().unwrap().session.hand_number(), 2, "{variant}");
        }
    }
}

#[test]
fn bad_amounts_get_an_inline_message_and_change_nothing() {
    let mut h = Harness::new(VariantId::Holdem, "caller", 3, false);
    let before = h.app.table().unwrap().told.len();
    h.key(KeyCode::Char('r'));
    assert!(h.app.table().unwrap().amount.is_some());
    for (typed, want) in [
        ("abc", "not a whole number"),
        ("-5", "An amount cannot be negative (-5): type 4 or more."),
        ("-", "Type a whole number of chips, 4 or more"),
        ("1.5", "not a whole number"),
        ("9999", "Raise to between 4 and 400"),
    ] {
        // Clear the box, type, confirm.
        for _ in 0..6 {
            h.key(KeyCode::Backspace);
        }
        h.keys(typed);
        h.key(KeyCode::Enter);
        let t = h.app.table().unwrap();
        let err = t
            .amount
            .as_ref()
            .and_then(|a| a.error.clone())
            .unwrap_or_default();
        assert!(err.contains(want), "{typed}: {err}");
        assert_eq!(t.told.len(), before, "{typed} changed the hand");
    }
    // Esc closes the box; a good amount raises.
    h.key(KeyCode::Esc);
    assert!(h.app.table().unwrap().amount.is_none());
    h.key(KeyCode::Char('r'));
    for _ in 0..6 {
        h.key(KeyCode::Backspace);
    }
    h.keys("10");
    h.key(KeyCode::Enter);
    let t = h.app.table().unwrap();
    assert!(
        t.log.iter().any(|l| l.text == "You raise to 10"),
        "{:?}",
        t.log
    );
}

#[test]
fn presets_and_arrows_fill_the_amount_box_within_the_legal_range() {
    let mut h = Harness::new(VariantId::Holdem, "caller", 3, false);
    h.key(KeyCode::Char('a'));
    assert_eq!(h.app.table().unwrap().amount.as_ref().unwrap().text, "400");
    h.key(KeyCode::Up);
    assert_eq!(
        h.app.table().unwrap().amount.as_ref().unwrap().text,
        "400",
        "never above the maximum"
    );
    h.key(KeyCode::Char('m'));
    assert_eq!(h.app.table().unwrap().amount.as_ref().unwrap().text, "4");
    h.key(KeyCode::Down);
    assert_eq!(
        h.app.table().unwrap().amount.as_ref().unwrap().text,
        "4",
        "never below the minimum"
    );
    h.key(KeyCode::Up);
    assert_eq!(
        h.app.table().unwrap().amount.as_ref().unwrap().text,
        "6",
        "a big blind more"
    );
    h.key(KeyCode::Char('p'));
    // A pot-sized raise: call 1 (the pot becomes 4), then raise by 4: to 2 + 4 = 6.
    assert_eq!(h.app.table().unwrap().amount.as_ref().unwrap().text, "6");
}

#[test]
fn the_bots_bid_stays_hidden_until_the_players_bid_is_in() {
    // Seed chosen so the human is the small blind on hand 1 and bids second.
    let mut h = Harness::new(VariantId::Auction, "medium", 5, false);
    h.key(KeyCode::Char('c'));
    while h.phase() != Some(Phase::Auction) && !h.hand_over() {
        h.key(KeyCode::Char('c'));
    }
    if h.hand_over() {
        return;
    }
    let screen = h.screen(120, 40);
    assert!(screen.contains("Your bid"), "{screen}");
    assert!(!screen.contains("Bids:"), "{screen}");
    h.keys("7");
    h.key(KeyCode::Enter);
    let screen = h.screen(120, 40);
    assert!(screen.contains("Bids: you 7"), "{screen}");
}

#[test]
fn help_opens_and_any_key_closes_it_and_quit_asks_first() {
    let mut h = Harness::new(VariantId::Auction, "caller", 1, false);
    h.key(KeyCode::Char('?'));
    assert_eq!(h.app.overlay, Some(Overlay::Help));
    let help = h.screen(80, 24);
    assert!(help.contains("Keys (change them"));
    // Every key and the closing line fit at 80x24.
    assert!(help.contains("Press any key to close."), "{help}");
    assert!(help.contains("likely hands as a 13x13 grid"), "{help}");
    h.key(KeyCode::Char('x'));
    assert_eq!(h.app.overlay, None);
    h.key(KeyCode::Char('q'));
    assert_eq!(h.app.overlay, Some(Overlay::ConfirmQuit));
    h.key(KeyCode::Char('n'));
    assert!(!h.app.quit);
    h.key(KeyCode::Char('q'));
    h.key(KeyCode::Char('y'));
    assert!(h.app.quit);
}

#[test]
fn ctrl_c_quits_at_once() {
    let mut h = Harness::new(VariantId::Holdem, "caller", 1, false);
    h.app.update(Msg::Key(KeyEvent::new(
        KeyCode::Char('c'),
        KeyModifiers::CONTROL,
    )));
    assert!(h.app.quit);
}

#[test]
fn clicking_the_call_button_calls() {
    let mut h = Harness::new(VariantId::Holdem, "caller", 3, false);
    h.app.update(Msg::Resize(120, 40));
    click(&mut h, "call");
    assert!(
        h.app
            .table()
            .unwrap()
            .log
            .iter()
            .any(|l| l.text == "You call")
    );
}

/// The key bar's button labels at the table, on a `w` x `hgt` screen.
fn button_labels(h: &Harness, w: u16, hgt: u16) -> Vec<String> {
    let t = h.app.table().unwrap();
    ui::buttons(&h.app, t, ratatui::layout::Rect::new(0, 0, w, hgt))
        .into_iter()
        .map(|b| b.label)
        .collect()
}

fn click(h: &mut Harness, label_part: &str) {
    let area = ratatui::layout::Rect::new(0, 0, 120, 40);
    let t = h.app.table().unwrap();
    let b = ui::buttons(&h.app, t, area)
        .into_iter()
        .find(|b| b.label.contains(label_part))
        .unwrap_or_else(|| panic!("no {label_part} button"));
    let click = Msg::Mouse(MouseEvent {
        kind: MouseEventKind::Down(MouseButton::Left),
        column: b.area.x + 1,
        row: b.area.y,
        modifiers: KeyModifiers::NONE,
    });
    let msg = crate::tui::resolve(&h.app, click);
    h.app.update(msg);
    h.settle();
}

#[test]
fn a_whole_auction_hand_can_be_played_by_mouse() {
    let mut h = Harness::new(VariantId::Auction, "caller", 11, false);
    h.app.update(Msg::Resize(120, 40));
    for _ in 0..40 {
        if h.hand_over() {
            break;
        }
        let t = h.app.table().unwrap();
        if t.amount.is_some() {
            // A bid by mouse: a size button, then ok.
            click(&mut h, "½ pot");
            click(&mut h, "ok");
        } else {
            let labels: Vec<String> =
                ui::buttons(&h.app, t, ratatui::layout::Rect::new(0, 0, 120, 40))
                    .into_iter()
                    .map(|b| b.label)
                    .collect();
            let pick = if labels.iter().any(|l| l.contains("check")) {
                "check"
            } else {
                "call"
            };
            click(&mut h, pick);
        }
    }
    assert!(h.hand_over());
    assert!(
        h.app
            .table()
            .unwrap()
            .log
            .iter()
            .any(|l| l.text.starts_with("Bids: you"))
    );
    click(&mut h, "help");
    assert_eq!(h.app.overlay, Some(Overlay::Help));
}

#[test]
fn a_small_terminal_asks_to_be_enlarged() {
    let h = Harness::new(VariantId::Holdem, "caller", 1, false);
    assert!(h.screen(60, 20).contains("at least 80x24"));
}

#[test]
fn the_start_screen_starts_the_chosen_game() {
    let (tx, _rx) = mpsc::channel();
    let mut app = App::new(settings(), None, None, tx);
    assert!(app.table().is_none());
    // Down to Sneak Peek, enter.
    app.update(Msg::Key(KeyEvent::new(KeyCode::Down, KeyModifiers::NONE)));
    app.update(Msg::Key(KeyEvent::new(KeyCode::Enter, KeyModifiers::NONE)));
    assert_eq!(app.table().unwrap().choice.variant, VariantId::SneakPeek);
}

#[test]
fn the_award_line_says_the_net_not_the_pot() {
    let mut h = Harness::new(VariantId::Holdem, "caller", 11, false);
    h.play_out();
    let t = h.app.table().unwrap();
    let net = t.session.last_net(0).unwrap();
    let award = t
        .log
        .iter()
        .find(|l| l.text.contains("the pot of"))
        .map(|l| l.text.clone())
        .unwrap_or_default();
    let words = match net {
        n if n > 0 => format!("(you won {n})"),
        n if n < 0 => format!("(you lost {})", -n),
        _ => "(you broke even)".to_string(),
    };
    assert!(award.contains(&words), "{award} / net {net}");
}

#[test]
fn q_twice_on_the_start_screen_quits() {
    let (tx, _rx) = mpsc::channel();
    let mut app = App::new(settings(), None, None, tx);
    app.update(Msg::Key(KeyEvent::new(
        KeyCode::Char('q'),
        KeyModifiers::NONE,
    )));
    assert_eq!(app.overlay, Some(Overlay::ConfirmQuit));
    app.update(Msg::Key(KeyEvent::new(
        KeyCode::Char('q'),
        KeyModifiers::NONE,
    )));
    assert!(app.quit);
}

#[test]
fn after_the_match_the_table_stays_and_q_quits_at_once() {
    let mut h = Harness::with_hands(VariantId::Holdem, "caller", 11, false, 1);
    h.play_out();
    let t = h.app.table().unwrap();
    assert!(
        t.log
            .iter()
            .any(|l| l.text.starts_with("Match over after 1 hand:")),
        "{:?}",
        t.log
    );
    h.key(KeyCode::Char('n'));
    let screen = h.screen(80, 24);
    assert!(screen.contains("YOU"), "the table is still drawn: {screen}");
    assert!(screen.contains("The match is over"), "{screen}");
    h.key(KeyCode::Char('q'));
    assert!(h.app.quit, "no question once the match is over");
}

#[test]
fn a_bet_is_called_a_bet_and_the_big_blinds_raise_after_a_limp_a_raise() {
    // Seed 3: the person is the small blind of hand 1; calling is a limp.
    let mut h = Harness::new(VariantId::Holdem, "caller", 3, false);
    let labels = |h: &Harness| button_labels(h, 120, 40);
    assert!(
        labels(&h).iter().any(|l| l.contains("raise to")),
        "{:?}",
        labels(&h)
    );
    // Play to the flop: nothing is in, so the amount is a bet.
    h.play_to_the_flop();
    if h.app.table().unwrap().human_to_act() {
        assert!(
            labels(&h).iter().any(|l| l.contains("bet ")),
            "{:?}",
            labels(&h)
        );
        h.key(KeyCode::Char('r'));
        assert!(h.screen(80, 24).contains(" Bet: "));
    }
    // The big blind after a limp raises (seed 3, hand 2: the person is the big blind).
    let mut h = Harness::new(VariantId::Holdem, "caller", 3, false);
    h.play_out();
    h.key(KeyCode::Enter);
    let t = h.app.table().unwrap();
    if t.human_to_act() && t.view.as_ref().is_some_and(|v| v.board.is_empty()) {
        let l = labels(&h);
        assert!(l.iter().any(|x| x.contains("raise to")), "{l:?}");
        assert!(!l.iter().any(|x| x.contains(" bet ")), "{l:?}");
    }
}

#[test]
fn a_negative_amount_is_called_negative() {
    let mut h = Harness::new(VariantId::Holdem, "caller", 3, false);
    h.key(KeyCode::Char('r'));
    for _ in 0..6 {
        h.key(KeyCode::Backspace);
    }
    h.keys("-5");
    h.key(KeyCode::Enter);
    let err = h
        .app
        .table()
        .unwrap()
        .amount
        .as_ref()
        .unwrap()
        .error
        .clone()
        .unwrap();
    assert!(
        err.contains("cannot be negative") && !err.contains("whole number"),
        "{err}"
    );
}

#[test]
fn t_on_the_start_screen_asks_for_the_selected_games_tutorial() {
    use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
    let (tx, _rx) = std::sync::mpsc::channel();
    let mut app = crate::tui::app::App::new(settings(), None, None, tx);
    app.update(crate::tui::event::Msg::Key(KeyEvent::new(
        KeyCode::Down,
        KeyModifiers::NONE,
    )));
    app.update(crate::tui::event::Msg::Key(KeyEvent::new(
        KeyCode::Char('t'),
        KeyModifiers::NONE,
    )));
    assert!(app.quit);
    assert_eq!(app.tutorial.map(|c| c.variant), Some(VariantId::SneakPeek));
}

#[test]
fn a_long_start_screen_notice_is_shown_whole_at_80x24() {
    let (tx, _rx) = mpsc::channel();
    let mut app = App::new(settings(), None, None, tx);
    app.notices.push(
        "config: /home/someone/.config/felt/config.toml line 12: stack = 4294967295 is more chips than felt can count; using the default stack of 400 for this game (last-word)".to_string(),
    );
    let h = Harness {
        app,
        rx: mpsc::channel().1,
    };
    for (w, hgt) in [(80, 24), (120, 40)] {
        let screen = h.screen(w, hgt);
        assert!(screen.contains("(last-word)"), "{w}x{hgt}:\n{screen}");
        assert!(screen.contains("Teaching mode"), "{w}x{hgt}:\n{screen}");
    }
}

#[test]
fn over_a_raise_the_key_bar_says_re_raise() {
    // The maniac re-raises a raise: the person's next raise is a re-raise.
    let mut h = Harness::new(VariantId::Holdem, "maniac", 3, false);
    h.key(KeyCode::Char('r'));
    h.key(KeyCode::Char('m'));
    h.key(KeyCode::Enter);
    let t = h.app.table().unwrap();
    let facing_a_reraise = t.human_to_act()
        && t.view
            .as_ref()
            .is_some_and(|v| v.board.is_empty() && v.legal.is_some_and(|l| l.call_cost > 0));
    assert!(
        facing_a_reraise,
        "seed 3: the maniac re-raises the opening raise"
    );
    let labels = button_labels(&h, 120, 40);
    assert!(
        labels.iter().any(|l| l.contains("re-raise to")),
        "{labels:?}"
    );
    // At 80 columns the wide "re-raise to" range leaves the help and quit keys on the bar
    // (the all-in button gives way).
    let narrow = button_labels(&h, 80, 24);
    assert!(
        narrow.iter().any(|l| l.contains("re-raise to")),
        "{narrow:?}"
    );
    assert!(narrow.iter().any(|l| l == "q quit"), "{narrow:?}");
    h.key(KeyCode::Char('r'));
    assert!(h.screen(80, 24).contains(" Re-raise to: "));
}

#[test]
fn the_key_bar_offers_only_legal_moves() {
    // The person is the small blind; after a limp and the big blind's check, the flop is
    // checked to the person: nothing to fold to.
    let mut h = Harness::new(VariantId::Holdem, "caller", 3, false);
    let labels = |h: &Harness| button_labels(h, 120, 40);
    assert!(labels(&h).iter().any(|l| l == "f fold"), "{:?}", labels(&h));
    h.key(KeyCode::Char('c'));
    let t = h.app.table().unwrap();
    assert!(
        t.human_to_act()
            && t.view
                .as_ref()
                .is_some_and(|v| v.legal.is_some_and(|l| l.can_check)),
        "checked to the person"
    );
    assert!(
        !labels(&h).iter().any(|l| l.contains("fold")),
        "{:?}",
        labels(&h)
    );
}

#[test]
fn the_help_names_the_bid_box_only_in_the_games_with_bids() {
    for variant in [
        VariantId::Auction,
        VariantId::SneakPeek,
        VariantId::RiverOfBlood,
        VariantId::Holdem,
    ] {
        let mut h = Harness::new(variant, "caller", 21, false);
        h.key(KeyCode::Char('?'));
        for (w, hgt) in [(80, 24), (120, 40)] {
            let screen = h.screen(w, hgt);
            assert!(screen.contains("esc closes the box"), "{variant}\n{screen}");
            assert_eq!(
                screen.contains("a closed bid box: r opens it"),
                variant.has_auction(),
                "{variant} {w}x{hgt}\n{screen}"
            );
        }
    }
}

#[test]
fn with_teaching_on_the_raise_key_starts_the_box_at_the_suggested_raise() {
    let mut checked = 0;
    for seed in 1..40 {
        let mut h = Harness::new(VariantId::Holdem, "caller", seed, true);
        let t = h.app.table().unwrap();
        let Some(suggested) = t.teaching.suggested_amount() else {
            continue;
        };
        let (min, _) = t.view.as_ref().and_then(|v| v.legal?.raise).unwrap();
        h.key(KeyCode::Char('r'));
        let amount = h.app.table().unwrap().amount.clone().unwrap();
        assert_eq!(amount.text, suggested.to_string(), "seed {seed}");
        // The same deal without teaching starts at the smallest raise.
        let mut plain = Harness::new(VariantId::Holdem, "caller", seed, false);
        plain.key(KeyCode::Char('r'));
        let amount = plain.app.table().unwrap().amount.clone().unwrap();
        assert_eq!(amount.text, min.to_string(), "seed {seed}");
        if suggested != min {
            checked += 1;
        }
    }
    assert!(checked > 0, "no deal suggested a raise above the smallest");
}

#[test]
fn a_wait_said_while_the_bot_thinks_is_gone_once_it_is_your_turn() {
    // The first hand: you are the small blind and call; the big blind then thinks.
    let mut h = Harness::new(VariantId::Holdem, "caller", 3, false);
    h.app.update(Msg::Key(KeyEvent::new(
        KeyCode::Char('c'),
        KeyModifiers::NONE,
    )));
    assert!(h.app.bot_thinking(), "the bot is to act");
    // A key pressed meanwhile is told to wait.
    h.app.update(Msg::Key(KeyEvent::new(
        KeyCode::Char('c'),
        KeyModifiers::NONE,
    )));
    let t = h.app.table().unwrap();
    assert_eq!(
        t.message.as_ref().map(|(m, _)| m.as_str()),
        Some("Wait: caller is thinking.")
    );
    // The bot acts; at your turn the wait is gone, from the table and the screen.
    h.settle();
    let t = h.app.table().unwrap();
    assert!(t.human_to_act(), "your turn");
    assert_eq!(t.message, None);
    let screen = h.screen(80, 24);
    assert!(!screen.contains("Wait:"), "{screen}");
    assert!(screen.contains("← your turn"), "{screen}");
}

#[test]
fn an_unknown_key_names_only_the_actions_open_now() {
    // Hold'em against a caller: the small blind first (fold, call or raise), then on the
    // flop with nobody to bet (check or bet, no fold).
    let mut h = Harness::new(VariantId::Holdem, "caller", 3, false);
    let message = |h: &Harness| {
        h.app
            .table()
            .and_then(|t| t.message.clone())
            .map(|(m, _)| m)
            .unwrap_or_default()
    };
    let mut seen_free_check = false;
    for _ in 0..8 {
        let Some(legal) = h
            .app
            .table()
            .and_then(|t| t.view.as_ref())
            .and_then(|v| v.legal)
        else {
            break;
        };
        if legal.bid.is_some() {
            break;
        }
        h.key(KeyCode::Char('z'));
        let m = message(&h);
        assert!(m.starts_with("Keys: "), "{m}");
        assert_eq!(m.contains("fold"), legal.can_fold, "{m}");
        assert_eq!(m.contains("check"), legal.can_check, "{m}");
        assert_eq!(m.contains("call"), !legal.can_check, "{m}");
        let flop = h
            .app
            .table()
            .and_then(|t| t.view.as_ref())
            .is_some_and(|v| !v.board.is_empty());
        if legal.can_check && legal.raise.is_some() && flop {
            seen_free_check = true;
            assert!(m.contains("r bet") && !m.contains("raise"), "{m}");
        }
        h.key(KeyCode::Char('c'));
    }
    assert!(seen_free_check, "a street where nobody had bet was reached");
}
