//! The Auction Flop table by keys: whole hands, discards, the keep phase, the match length
//! and the log.

use ratatui::crossterm::event::KeyCode;

use felt::engine::VariantId;

use crate::tui::event::Msg;
use crate::tui::theme::Theme;

use super::*;

/// Plays the person's Auction Flop decisions by keys until the hand ends: discard the first
/// card, pass in auctions, take in reverse auctions, keep the first flop card.
pub(crate) fn play_auction_flop_hand(h: &mut Harness) {
    play_auction_flop_hand_watching(h, |_| {});
}

/// [`play_auction_flop_hand`], calling `watch` with the table after every tick.
pub(super) fn play_auction_flop_hand_watching(h: &mut Harness, mut watch: impl FnMut(&Harness)) {
    use felt::engine::auction_flop::AuctionFlopPhase;
    for _ in 0..400 {
        // Let the bots move (they play on ticks).
        h.app.update(Msg::Tick);
        watch(h);
        let crate::tui::app::Screen::AuctionFlop(d) = &h.app.screen else {
            panic!("not the Auction Flop table")
        };
        let Some(view) = &d.view else { return };
        if d.hand_over() {
            return;
        }
        if view.legal.is_none() {
            continue;
        }
        match view.phase {
            AuctionFlopPhase::Discard => {
                h.key(KeyCode::Char('1'));
                h.key(KeyCode::Enter);
            }
            AuctionFlopPhase::Auction => h.key(KeyCode::Char('s')),
            AuctionFlopPhase::Reverse => h.key(KeyCode::Char('t')),
            AuctionFlopPhase::Keep => {
                h.key(KeyCode::Char('1'));
                h.key(KeyCode::Enter);
            }
            AuctionFlopPhase::Done => return,
        }
    }
    panic!("the Auction Flop hand did not end");
}

#[test]
fn a_whole_auction_flop_hand_can_be_played_by_keys_with_teaching_on_and_off() {
    for learn in [false, true] {
        let mut h = Harness::new(VariantId::AuctionFlop, "medium", 8, learn);
        play_auction_flop_hand(&mut h);
        let screen = h.screen(100, 30);
        assert!(
            screen.contains("1. ") && screen.contains("Press enter for the next hand"),
            "{screen}"
        );
        if learn {
            assert!(screen.contains("Teaching"));
        }
        let crate::tui::app::Screen::AuctionFlop(d) = &h.app.screen else {
            panic!()
        };
        assert_eq!(
            d.chips().iter().sum::<u32>(),
            1200,
            "chips are conserved across the table"
        );
        h.key(KeyCode::Enter);
        let crate::tui::app::Screen::AuctionFlop(d) = &h.app.screen else {
            panic!()
        };
        assert_eq!(d.hand_number(), 2);
    }
}

#[test]
fn auction_flop_discards_are_chosen_by_number_and_shown_before_confirming() {
    let mut h = Harness::new(VariantId::AuctionFlop, "medium", 8, false);
    for _ in 0..50 {
        h.app.update(Msg::Tick);
    }
    h.key(KeyCode::Char('1'));
    h.key(KeyCode::Char('2'));
    let screen = h.screen(100, 30);
    assert!(screen.contains("✗"), "{screen}");
    h.key(KeyCode::Char('x'));
    assert!(h.screen(100, 30).contains("Discards: 1-5 pick cards"));
}

pub(super) fn auction_flop_table(h: &Harness) -> &crate::tui::app::AuctionFlopTable {
    match &h.app.screen {
        crate::tui::app::Screen::AuctionFlop(d) => d,
        _ => panic!("not the Auction Flop table"),
    }
}

#[test]
fn auction_flop_keeps_to_the_match_length_and_names_the_chosen_bot() {
    let mut h = Harness::with_hands(VariantId::AuctionFlop, "medium", 8, true, 2);
    let screen = h.screen(120, 40);
    assert!(screen.contains("hand 1/2"), "{screen}");
    assert!(screen.contains("vs medium"), "{screen}");
    assert!(!screen.contains("heuristic"), "{screen}");
    play_auction_flop_hand(&mut h);
    // After the hand, the teaching panel reviews it.
    let screen = h.screen(120, 40);
    assert!(screen.contains("Why:"), "{screen}");
    assert!(!screen.contains("The bots are playing"), "{screen}");
    h.key(KeyCode::Enter);
    play_auction_flop_hand(&mut h);
    h.key(KeyCode::Enter);
    let d = auction_flop_table(&h);
    assert_eq!(d.hand_number(), 2, "no third hand is dealt");
    assert!(d.over);
    let screen = h.screen(120, 40);
    assert!(screen.contains("Match over after 2 hands"), "{screen}");
    // The table stays drawn after the match.
    assert!(screen.contains("YOU"), "{screen}");
}

#[test]
fn auction_flop_log_names_the_flop_in_table_order() {
    let mut h = Harness::new(VariantId::AuctionFlop, "medium", 8, false);
    for _ in 0..400 {
        h.app.update(Msg::Tick);
        let d = auction_flop_table(&h);
        if let Some(f) = d.view.as_ref().and_then(|v| v.flop) {
            let theme = Theme {
                colour: false,
                four_colour: false,
                ascii: false,
                light: false,
            };
            let order: Vec<String> = f.iter().map(|&c| theme.card_text(c)).collect();
            let want = format!("Flop: {}", order.join(" "));
            assert!(
                d.log.iter().any(|l| l.starts_with(&want)),
                "{want} / {:?}",
                d.log
            );
            return;
        }
        if d.view.as_ref().is_some_and(|v| v.legal.is_some()) {
            h.key(KeyCode::Char('1'));
            h.key(KeyCode::Enter);
        }
    }
    panic!("no flop came");
}

#[test]
fn auction_flop_keep_phase_names_who_is_choosing() {
    use felt::engine::auction_flop::AuctionFlopPhase;
    let mut h = Harness::new(VariantId::AuctionFlop, "medium", 8, true);
    let mut keeps = 0;
    play_auction_flop_hand_watching(&mut h, |h| {
        let Some(view) = &auction_flop_table(h).view else {
            return;
        };
        if view.phase == AuctionFlopPhase::Keep {
            keeps += 1;
            let screen = h.screen(120, 40);
            assert!(!screen.contains("kept by the new owner"), "{screen}");
            assert!(
                screen.contains("pick the cards to keep")
                    || screen.contains("is choosing which cards to keep"),
                "{screen}"
            );
        }
    });
    assert!(keeps > 0, "the hand had a keep phase");
}

#[test]
fn auction_flops_last_hand_says_the_match_is_over_not_next_hand() {
    let mut h = Harness::with_hands(VariantId::AuctionFlop, "medium", 8, false, 1);
    play_auction_flop_hand(&mut h);
    let d = auction_flop_table(&h);
    assert!(d.over, "the match ends with its last hand");
    let screen = h.screen(80, 24);
    assert!(!screen.contains("next hand"), "{screen}");
    assert!(
        screen.contains("The match is over after 1 hand"),
        "{screen}"
    );
    // q leaves at once: nothing is lost.
    assert!(h.app.match_over());
    h.key(KeyCode::Char('q'));
    assert!(h.app.quit);
}

#[test]
fn auction_flop_hands_are_counted_in_the_statistics() {
    let dir = std::env::temp_dir().join(format!("felt-af-stats-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let mut s = settings();
    s.data_dir = Some(dir.clone());
    let (tx, rx) = std::sync::mpsc::channel();
    let choice = crate::tui::app::Choice {
        variant: VariantId::AuctionFlop,
        bot: "medium".to_string(),
        hands: 1,
        learn: false,
        seed: 8,
        tournament: false,
    };
    let mut h = Harness {
        app: crate::tui::app::App::new(s, Some(choice), None, tx),
        rx,
    };
    play_auction_flop_hand(&mut h);
    let net = i64::from(auction_flop_table(&h).chips()[0]) - 300;
    let stats = felt::stats::PlayerStats::load(&dir.join(felt::stats::STATS_FILE))
        .unwrap()
        .stats;
    let af = &stats.variants["auction-flop"];
    assert_eq!((af.hands, af.bankroll, af.matches), (1, net, 1));
    assert_eq!(stats.total_hands(), 1);
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn the_auction_flop_log_scrolls_back_and_forward_as_the_heads_up_log_does() {
    let mut h = Harness::new(VariantId::AuctionFlop, "medium", 8, true);
    play_auction_flop_hand(&mut h);
    let last = auction_flop_table(&h)
        .log
        .last()
        .cloned()
        .unwrap_or_default();
    // The start of the hand's first log line, its heading.
    let heading: String = auction_flop_table(&h).log[0].chars().take(10).collect();
    let screen = h.screen(80, 24);
    assert!(screen.contains(" Log "), "{screen}");
    assert!(
        !screen.contains(&heading),
        "the hand's first lines are off screen: {screen}"
    );
    h.key(KeyCode::PageUp);
    let screen = h.screen(80, 24);
    // A page of the rows on screen, less one kept for context.
    let (shown, rows) = auction_flop_table(&h).log_rows.get();
    let page = shown.saturating_sub(1).max(1);
    assert!(
        screen.contains(&format!("Log (scrolled back {page})")),
        "{screen}"
    );
    // Back to the hand's first line; never past it.
    for _ in 0..40 {
        h.key(KeyCode::PageUp);
        h.screen(80, 24);
    }
    let d = auction_flop_table(&h);
    let (shown, rows_now) = d.log_rows.get();
    assert!(rows_now >= rows);
    assert_eq!(d.log_back, rows_now - shown);
    let screen = h.screen(80, 24);
    assert!(screen.contains(&heading), "{screen}");
    for _ in 0..40 {
        h.key(KeyCode::PageDown);
    }
    let screen = h.screen(80, 24);
    assert!(screen.contains(" Log "), "{screen}");
    assert!(!screen.contains("scrolled back"), "{screen}");
    assert!(
        screen.contains(&last.chars().take(20).collect::<String>()),
        "{last} / {screen}"
    );
    // The next hand's lines bring a scrolled-back log to its end.
    h.key(KeyCode::PageUp);
    h.key(KeyCode::Enter);
    assert_eq!(auction_flop_table(&h).log_back, 0);
    // The table's help lists the keys.
    h.key(KeyCode::Char('?'));
    let help = h.screen(80, 24);
    assert!(help.contains("scroll the log back"), "{help}");
    assert!(help.contains("scroll the log forward"), "{help}");
}
