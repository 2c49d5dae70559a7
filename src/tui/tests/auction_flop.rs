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

/// A table of `seats` seats (you and the medium bots), 300 chips and an ante of `ante` each.
fn table_of(seats: usize, ante: u32, seed: u64, learn: bool) -> Harness {
    let mut s = settings();
    s.auction_flop = (seats, 300, ante);
    let (tx, rx) = std::sync::mpsc::channel();
    let choice = crate::tui::app::Choice {
        variant: VariantId::AuctionFlop,
        bot: "medium".to_string(),
        hands: 20,
        learn,
        seed,
        tournament: false,
    };
    let mut h = Harness {
        app: crate::tui::app::App::new(s, Some(choice), None, tx),
        rx,
    };
    h.settle();
    h
}

/// The felt of a rendered screen: the rows inside its rail (the rounded frame from the
/// second row), each cut to the rail's width.
fn felt_rows(screen: &str) -> Vec<Vec<char>> {
    let lines: Vec<Vec<char>> = screen.lines().map(|l| l.chars().collect()).collect();
    let Some(right) = lines.get(1).and_then(|l| l.iter().position(|&c| c == '╮')) else {
        return Vec::new();
    };
    lines
        .iter()
        .skip(2)
        .take_while(|l| l.first() != Some(&'╰'))
        .map(|l| {
            let mut row: Vec<char> = l.iter().take(right).skip(1).copied().collect();
            row.resize(right - 1, ' ');
            row
        })
        .collect()
}

/// Framed cards on the felt whose border is broken: a corner without its side and other
/// corner below (or above), or a top or bottom edge that does not reach its far corner.
fn broken_cards(felt: &[Vec<char>]) -> Vec<String> {
    let at = |x: usize, y: usize| felt.get(y).and_then(|r| r.get(x)).copied().unwrap_or(' ');
    let mut out = Vec::new();
    for (y, row) in felt.iter().enumerate() {
        for (x, &c) in row.iter().enumerate() {
            let whole = match c {
                '╭' => at(x, y + 1) == '│' && at(x, y + 2) == '╰',
                '╮' => at(x, y + 1) == '│' && at(x, y + 2) == '╯',
                '╰' => y >= 2 && at(x, y - 1) == '│' && at(x, y - 2) == '╭',
                '╯' => y >= 2 && at(x, y - 1) == '│' && at(x, y - 2) == '╮',
                _ => true,
            };
            // An edge runs on to its far corner through edge, corner and tag characters.
            let edge =
                match c {
                    '╭' => {
                        row[x..].iter().skip(1).find(|&&e| {
                            !("─╭".contains(e) || e.is_ascii_digit() || "✗✓".contains(e))
                        }) == Some(&'╮')
                    }
                    '╰' => row[x..].iter().skip(1).find(|&&e| !"─╰".contains(e)) == Some(&'╯'),
                    _ => true,
                };
            if !(whole && edge) {
                out.push(format!(
                    "a broken card at column {x}, row {y}: {}",
                    row.iter().collect::<String>()
                ));
            }
        }
    }
    out
}

/// What is wrong with the felt of `h` drawn at `w`x`hgt`: a seat whose name and chips are not
/// side by side on it, a broken card, your hand's name missing.
fn felt_problems(h: &Harness, w: u16, hgt: u16) -> Vec<String> {
    let screen = h.screen(w, hgt);
    let felt = felt_rows(&screen);
    let text: Vec<String> = felt.iter().map(|r| r.iter().collect()).collect();
    let on_felt = |s: &str| text.iter().any(|r| r.contains(s));
    let d = auction_flop_table(h);
    let Some(view) = d.view.as_ref() else {
        return Vec::new();
    };
    let mut out: Vec<String> = broken_cards(&felt);
    for (i, &player) in d.seated().iter().enumerate() {
        let name = crate::tui::scene::NAMES[player].to_uppercase();
        let plate = format!("{name}  {}", view.stacks[i]);
        if !on_felt(&plate) {
            out.push(format!("no \"{plate}\" on the felt"));
        }
    }
    if !view.cards.is_empty() {
        let name = felt::cards::evaluate(view.cards).to_string();
        if !on_felt(&name) {
            out.push(format!("no \"{name}\" on the felt"));
        }
    }
    out.into_iter()
        .map(|p| format!("{w}x{hgt}: {p}\n{screen}"))
        .collect()
}

#[test]
fn five_and_six_seats_show_every_name_and_chip_count_and_whole_cards_at_every_size() {
    for (seats, seed) in [(6, 9), (6, 3), (5, 4)] {
        for learn in [false, true] {
            let mut h = table_of(seats, 3, seed, learn);
            let mut problems = Vec::new();
            let mut checked = 0;
            for _ in 0..2 {
                play_auction_flop_hand_watching(&mut h, |h| {
                    for (w, hgt) in [(80, 24), (100, 32), (120, 40)] {
                        problems.extend(felt_problems(h, w, hgt));
                    }
                    checked += 1;
                });
                for (w, hgt) in [(80, 24), (100, 32), (120, 40)] {
                    problems.extend(felt_problems(&h, w, hgt));
                }
                h.key(KeyCode::Enter);
            }
            assert!(checked > 20, "the hands were watched");
            assert!(
                problems.is_empty(),
                "{seats} seats, seed {seed}, learn {learn}: {} problems, the first: {}",
                problems.len(),
                problems[0]
            );
        }
    }
}

#[test]
fn with_no_cards_held_no_hand_is_named_and_the_note_says_so() {
    use felt::engine::auction_flop::AuctionFlopPhase;
    // Seed 3's third hand: throw all five away (as the play-tester did).
    let mut h = Harness::new(VariantId::AuctionFlop, "medium", 3, true);
    for _ in 0..2 {
        play_auction_flop_hand(&mut h);
        h.key(KeyCode::Enter);
    }
    assert_eq!(auction_flop_table(&h).hand_number(), 3);
    h.settle();
    assert_eq!(
        auction_flop_table(&h).view.as_ref().map(|v| v.phase),
        Some(AuctionFlopPhase::Discard)
    );
    h.keys("12345");
    h.key(KeyCode::Enter);
    for _ in 0..400 {
        let d = auction_flop_table(&h);
        if d.view.as_ref().is_some_and(|v| v.legal.is_some()) {
            break;
        }
        h.app.update(Msg::Tick);
    }
    let d = auction_flop_table(&h);
    assert!(d.view.as_ref().is_some_and(|v| v.cards.is_empty()));
    let screen = h.screen(120, 40);
    assert!(screen.contains("Your hand: no cards yet."), "{screen}");
    assert!(!screen.contains("(0 cards)"), "{screen}");
    assert!(!screen.contains("High Card, Two"), "{screen}");
    assert!(!screen.contains("two high"), "{screen}");
    assert!(screen.contains("would give you"), "{screen}");
}

#[test]
fn the_results_say_what_each_seat_won_and_paid_only_of_chips_put_in() {
    let mut h = Harness::new(VariantId::AuctionFlop, "medium", 8, true);
    play_auction_flop_hand(&mut h);
    let d = auction_flop_table(&h);
    let results: Vec<&String> = d
        .log
        .iter()
        .filter(|l| l.starts_with(|c: char| c.is_ascii_digit()) && l.contains(". "))
        .collect();
    assert_eq!(results.len(), 4, "{:?}", d.log);
    for line in &results {
        assert!(line.contains(", won ") && !line.contains("paid"), "{line}");
    }
    let screen = h.screen(120, 40);
    assert!(!screen.contains("was paid"), "{screen}");
}

#[test]
fn the_game_over_line_gives_the_result_in_brackets_and_errors_start_with_a_capital() {
    use felt::engine::auction_flop::AuctionFlopPhase;
    // A keep of no cards is refused with the engine's reason, as a sentence.
    let mut h = Harness::new(VariantId::AuctionFlop, "medium", 8, false);
    let mut refused = None;
    for _ in 0..400 {
        h.app.update(Msg::Tick);
        let d = auction_flop_table(&h);
        let Some(view) = d.view.as_ref() else { break };
        if d.hand_over() {
            break;
        }
        match (view.legal.is_some(), view.phase) {
            (true, AuctionFlopPhase::Discard) => {
                h.key(KeyCode::Char('1'));
                h.key(KeyCode::Enter);
            }
            (true, AuctionFlopPhase::Auction) => h.key(KeyCode::Char('b')),
            (true, AuctionFlopPhase::Keep) => {
                h.key(KeyCode::Enter);
                refused = auction_flop_table(&h).message.clone();
                break;
            }
            (true, _) => h.key(KeyCode::Char('t')),
            _ => {}
        }
    }
    let refused = refused.expect("a keep came");
    // With no choice of how many (one card to keep here), it says exactly how many, as the
    // teaching note does: not "between 1 and 1".
    assert_eq!(refused, "Keep exactly 1 of the flop's cards.");
    // Two hands at an ante of 100 leave you short of the third ante, or the table short of
    // three players who can pay it.
    let mut h = table_of(3, 100, 8, false);
    for _ in 0..4 {
        if auction_flop_table(&h).over {
            break;
        }
        play_auction_flop_hand(&mut h);
        h.key(KeyCode::Enter);
    }
    let d = auction_flop_table(&h);
    assert!(d.over);
    let ended = d.ended.clone().unwrap_or_default();
    assert!(ended.starts_with("The game is over after "), "{ended}");
    assert_eq!(ended.matches(':').count(), 1, "{ended}");
    assert!(ended.contains(" (you "), "{ended}");
}

#[test]
fn a_card_run_into_by_another_is_found_broken() {
    // The six-seat felt the play-tester saw: your cards over South-west's, South-east's fan
    // run into by your hand's name.
    let felt: Vec<Vec<char>> = [
        " SOUTH-WEST╭─1─╮ ╭─2─╮ ╭─3─╮ ╭─4─╮ ╭─5─╮             SOUTH-EAST  296 ",
        "╭───╭───╭──│ 3♠│╭│ 4♠│ │ 7♣│ │ 7♦│ │ J♦│   Pair of Sevens──╭───╭───╮ ",
        "│ 4♦│ 4♥│ 8╰───╯│╰───╯ ╰───╯ ╰───╯ ╰───╯       │ 2♦│ 2♠│ 5♣│10♣│10♠│ ",
        "╰───╰───╰───╰───╰───╯     YOU  297 · dealer    ╰───╰───╰───╰───╰───╯ ",
    ]
    .iter()
    .map(|r| r.chars().collect())
    .collect();
    let broken = broken_cards(&felt);
    assert!(broken.len() >= 3, "{broken:#?}");
    let whole: Vec<Vec<char>> = ["╭─1─╮ ╭╭╭───╮", "│ 3♠│ │││▚▚▚│", "╰───╯ ╰╰╰───╯"]
        .iter()
        .map(|r| r.chars().collect())
        .collect();
    assert_eq!(broken_cards(&whole), Vec::<String>::new());
}

#[test]
fn the_start_screen_describes_the_auction_flop_levels_by_that_game() {
    let mut s = crate::tui::app::StartScreen::new(None, 1, false);
    let mut seen = 0;
    for variant in 0..8 {
        s.variant = variant;
        let (list, _) = s.opponents();
        let about = |name: &str| {
            list.iter()
                .find(|o| o.name == name)
                .map_or("", |o| o.about)
                .to_string()
        };
        if s.variant() == VariantId::AuctionFlop {
            seen += 1;
            for level in ["easy", "medium", "hard"] {
                let line = about(level);
                assert!(!line.is_empty(), "{level}");
                // Nothing of hold'em: no calls, bluffs, pot odds or ranges.
                for word in ["call", "bluff", "pot odds", "range"] {
                    assert!(!line.contains(word), "{level}: {line}");
                }
            }
            assert!(about("easy").contains("bids"), "{}", about("easy"));
        } else {
            assert_eq!(
                about("easy"),
                "loose and passive: calls a lot, rarely bluffs"
            );
        }
    }
    assert!(seen > 0, "Auction Flop is offered");
}

#[test]
fn a_wait_said_while_the_bots_play_gives_way_to_your_prompt_at_your_turn() {
    // You deal the first hand, so the bots discard before you: a key pressed at the start is
    // told to wait.
    let (tx, rx) = std::sync::mpsc::channel();
    let choice = crate::tui::app::Choice {
        variant: VariantId::AuctionFlop,
        bot: "medium".to_string(),
        hands: 20,
        learn: false,
        seed: 8,
        tournament: false,
    };
    let mut h = Harness {
        app: crate::tui::app::App::new(settings(), Some(choice), None, tx),
        rx,
    };
    assert!(h.app.bot_thinking(), "the bots are to move");
    h.app
        .update(Msg::Key(ratatui::crossterm::event::KeyEvent::new(
            KeyCode::Char('x'),
            ratatui::crossterm::event::KeyModifiers::NONE,
        )));
    assert_eq!(
        auction_flop_table(&h).message.as_deref(),
        Some("Wait: the bots are playing.")
    );
    h.settle();
    let d = auction_flop_table(&h);
    assert!(
        d.view.as_ref().is_some_and(|v| v.legal.is_some()),
        "your turn"
    );
    assert_eq!(d.message, None);
    let screen = h.screen(120, 40);
    assert!(!screen.contains("Wait:"), "{screen}");
    assert!(screen.contains("1-5 pick cards"), "{screen}");
}
