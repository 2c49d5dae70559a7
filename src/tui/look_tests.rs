//! The table's look: snapshots of every heads-up game at 80x24, 100x32 and 160x48, every
//! cell of every screen checked for readable colours (dark and light felt, four colours, no
//! colour), the replay drawn on the same felt, and motion that stops when the cards are down.

use std::sync::mpsc;
use std::time::{Duration, Instant};

use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::buffer::Buffer;
use ratatui::crossterm::event::KeyCode;
use ratatui::style::Color;

use felt::engine::{Phase, VariantId};

use super::app::{App, Choice};
use super::replay::{Replay, render_replay};
use super::tests::{Harness, settings};
use super::theme::Theme;
use super::ui;

const HEADS_UP: [VariantId; 4] = [
    VariantId::Auction,
    VariantId::SneakPeek,
    VariantId::RiverOfBlood,
    VariantId::Holdem,
];

const SIZES: [(u16, u16); 3] = [(80, 24), (100, 32), (160, 48)];

#[test]
fn every_heads_up_game_on_the_felt_at_three_sizes() {
    for variant in HEADS_UP {
        let mut h = Harness::new(variant, "caller", 21, true);
        h.play_to_the_flop();
        for (w, hgt) in SIZES {
            insta::assert_snapshot!(
                format!("felt_{}_flop_{w}x{hgt}", variant.id()),
                h.screen(w, hgt)
            );
        }
        h.play_out();
        for (w, hgt) in SIZES {
            insta::assert_snapshot!(
                format!("felt_{}_showdown_{w}x{hgt}", variant.id()),
                h.screen(w, hgt)
            );
        }
    }
}

fn buffer(app: &App, w: u16, h: u16) -> Buffer {
    let mut terminal = Terminal::new(TestBackend::new(w, h)).expect("test terminal");
    terminal
        .draw(|f| {
            ui::render(app, f);
            app.settings.theme.fit_frame(f);
        })
        .expect("draw");
    terminal.backend().buffer().clone()
}

/// Cells whose colours do not read: a set background under the terminal's default
/// foreground, or a foreground equal to its background.
fn unreadable(buf: &Buffer) -> Vec<String> {
    let mut out = Vec::new();
    for y in 0..buf.area.height {
        for x in 0..buf.area.width {
            let c = &buf[(x, y)];
            let bad = (c.bg != Color::Reset && c.fg == Color::Reset)
                || (c.fg != Color::Reset && c.fg == c.bg);
            if bad {
                out.push(format!(
                    "({x},{y}) {:?} fg {:?} bg {:?}",
                    c.symbol(),
                    c.fg,
                    c.bg
                ));
            }
        }
    }
    out
}

fn themes() -> [Theme; 4] {
    let dark = Theme::default();
    [
        dark,
        Theme {
            light: true,
            ..dark
        },
        Theme {
            four_colour: true,
            ..dark
        },
        Theme {
            colour: false,
            ascii: true,
            ..dark
        },
    ]
}

fn check(app: &App, name: &str, problems: &mut Vec<String>) {
    for (w, h) in SIZES {
        for cell in unreadable(&buffer(app, w, h)).into_iter().take(3) {
            problems.push(format!("{name} {w}x{h}: {cell}"));
        }
    }
}

#[test]
fn every_cell_of_every_screen_has_readable_colours() {
    let mut problems = Vec::new();
    for theme in themes() {
        let mut s = settings();
        s.theme = theme;
        let (tx, _rx) = mpsc::channel();
        let start = App::new(s.clone(), None, None, tx);
        check(&start, "start", &mut problems);
        for variant in HEADS_UP {
            let mut h = Harness::new(variant, "caller", 21, true);
            h.app.settings.theme = theme;
            for step in 0..40 {
                if h.hand_over() {
                    break;
                }
                let name = format!("{variant} {theme:?} step {step}");
                check(&h.app, &name, &mut problems);
                if h.phase() == Some(Phase::Auction) {
                    h.keys("3");
                    check(&h.app, &format!("{name} bid box"), &mut problems);
                    h.key(KeyCode::Enter);
                } else {
                    h.key(KeyCode::Char('c'));
                }
            }
            check(&h.app, &format!("{variant} {theme:?} over"), &mut problems);
            h.key(KeyCode::Char('?'));
            check(&h.app, &format!("{variant} {theme:?} help"), &mut problems);
            h.key(KeyCode::Esc);
            let replay = replay_of(&h);
            for step in [0, replay.events.len()] {
                let mut r = replay_of(&h);
                r.step = step;
                for (w, hgt) in SIZES {
                    let mut terminal = Terminal::new(TestBackend::new(w, hgt)).expect("terminal");
                    terminal
                        .draw(|f| render_replay(&r, &theme, f))
                        .expect("draw");
                    for cell in unreadable(terminal.backend().buffer()).into_iter().take(3) {
                        problems.push(format!("replay {variant} {theme:?} {w}x{hgt}: {cell}"));
                    }
                }
            }
        }
    }
    assert!(
        problems.is_empty(),
        "{} unreadable cell(s):\n{}",
        problems.len(),
        problems[..problems.len().min(25)].join("\n")
    );
}

/// The hand just finished at `h`'s table, as `felt replay` would show it.
fn replay_of(h: &Harness) -> Replay {
    let t = h.app.table().expect("a table");
    assert!(t.finished, "a finished hand");
    let names = if t.session.seat_of(0) == Some(felt::engine::Seat(0)) {
        ["You".to_string(), t.bot_name.clone()]
    } else {
        [t.bot_name.clone(), "You".to_string()]
    };
    let text = t
        .session
        .last_history(&["You".to_string(), t.bot_name.clone()])
        .expect("a history");
    let saved = felt::history::replay(&text).expect("a saved hand");
    Replay::new(
        "test".into(),
        names,
        *saved.setup(),
        saved.events().to_vec(),
    )
}

#[test]
fn the_replay_is_drawn_on_the_same_felt_with_every_card_up() {
    let mut h = Harness::new(VariantId::Auction, "caller", 21, false);
    h.play_out();
    let mut r = replay_of(&h);
    r.step = r.events.len();
    for (w, hgt) in SIZES {
        let mut terminal = Terminal::new(TestBackend::new(w, hgt)).expect("terminal");
        terminal
            .draw(|f| render_replay(&r, &Theme::default(), f))
            .expect("draw");
        let buf = terminal.backend().buffer();
        let screen: String = (0..hgt)
            .map(|y| (0..w).map(|x| buf[(x, y)].symbol()).collect::<String>() + "\n")
            .collect();
        assert!(screen.contains('╭') && screen.contains("Pot"), "{screen}");
        assert!(!screen.contains('▚'), "every card is face up:\n{screen}");
        if w == 160 {
            insta::assert_snapshot!("felt_replay_auction_160x48", screen);
        }
    }
}

fn motion_app() -> App {
    let mut s = settings();
    s.motion = true;
    let (tx, _rx) = mpsc::channel();
    let choice = Choice {
        variant: VariantId::Holdem,
        bot: "caller".to_string(),
        hands: 3,
        learn: false,
        seed: 5,
        tournament: false,
    };
    App::new(s, Some(choice), None, tx)
}

#[test]
fn dealt_cards_appear_one_by_one_and_the_motion_then_stops() {
    let app = motion_app();
    let t = app.table().expect("a table");
    let motion = t.motion.expect("the deal moves");
    assert!(app.animating(), "the loop ticks while cards come out");
    let full = t.scene(false).expect("a hand");
    let mut first = full.clone();
    motion.frame(&mut first, Instant::now());
    assert!(
        first.card_count() < full.card_count(),
        "not all cards at once"
    );
    let mut last = full.clone();
    motion.frame(&mut last, Instant::now() + Duration::from_secs(1));
    assert_eq!(last.card_count(), full.card_count());
    std::thread::sleep(Duration::from_millis(600));
    assert!(!app.animating(), "no ticks once the cards are down");
}

#[test]
fn motion_off_deals_everything_at_once() {
    let mut s = settings();
    s.motion = false;
    let (tx, _rx) = mpsc::channel();
    let choice = Choice {
        variant: VariantId::Holdem,
        bot: "caller".to_string(),
        hands: 3,
        learn: false,
        seed: 5,
        tournament: false,
    };
    let app = App::new(s, Some(choice), None, tx);
    assert!(app.table().is_some_and(|t| t.motion.is_none()));
    assert!(!app.animating());
}

#[test]
fn auction_flop_cards_arrive_one_by_one_and_the_motion_then_stops() {
    let mut s = settings();
    s.motion = true;
    let (tx, rx) = mpsc::channel();
    let choice = Choice {
        variant: VariantId::AuctionFlop,
        bot: "medium".to_string(),
        hands: 1,
        learn: false,
        seed: 8,
        tournament: false,
    };
    let h = Harness {
        app: App::new(s, Some(choice), None, tx),
        rx,
    };
    assert!(
        h.app.animating(),
        "the loop ticks while your cards come out"
    );
    let frames = |screen: &str| screen.matches('╭').count();
    let early = frames(&h.screen(120, 40));
    std::thread::sleep(Duration::from_millis(600));
    let late = frames(&h.screen(120, 40));
    assert!(
        early < late,
        "cards arrive one by one ({early} then {late} frames)"
    );
    assert!(!h.app.animating(), "no ticks once the cards are down");
}

#[test]
fn auction_flop_seats_four_around_the_felt() {
    let mut h = Harness::with_hands(VariantId::AuctionFlop, "medium", 8, true, 1);
    for (w, hgt) in SIZES {
        insta::assert_snapshot!(
            format!("felt_auction-flop_discard_{w}x{hgt}"),
            h.screen(w, hgt)
        );
    }
    super::tests::play_auction_flop_hand(&mut h);
    for (w, hgt) in SIZES {
        insta::assert_snapshot!(
            format!("felt_auction-flop_over_{w}x{hgt}"),
            h.screen(w, hgt)
        );
    }
    for theme in themes() {
        h.app.settings.theme = theme;
        let mut problems = Vec::new();
        check(&h.app, &format!("auction-flop {theme:?}"), &mut problems);
        assert!(problems.is_empty(), "{}", problems.join("\n"));
    }
}

#[test]
fn chips_slide_to_the_pot_when_a_street_ends() {
    let mut h = Harness::new(VariantId::Holdem, "caller", 21, false);
    h.app.settings.motion = true;
    // The person limps, the bot checks: the preflop chips go to the pot and the flop comes.
    h.key(KeyCode::Char('c'));
    let t = h.app.table().expect("a table");
    assert_eq!(t.view.as_ref().map(|v| v.board.len()), Some(3));
    let motion = t.motion.expect("the flop moves");
    let full = t.scene(false).expect("a hand");
    let mut first = full.clone();
    motion.frame(&mut first, Instant::now());
    assert_eq!(first.sliding, Some([2, 2]), "both pips slide in");
    assert!(first.board.is_empty(), "the flop comes after the chips");
}
