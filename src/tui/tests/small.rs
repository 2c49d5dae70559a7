//! The table at the smallest terminal felt draws in (80x24), and at 100x32, in every game with
//! teaching on and off: framed cards for both seats and the board, the log's last lines in
//! view (at least four, beside the notes when teaching is on), and the whole key bar.

use ratatui::crossterm::event::KeyCode;

use felt::engine::VariantId;

use super::*;

const HEADS_UP: [VariantId; 4] = [
    VariantId::Auction,
    VariantId::SneakPeek,
    VariantId::RiverOfBlood,
    VariantId::Holdem,
];

/// Rows of the felt (under the header, inside the rail) with the top edge of a framed card.
fn card_bands(screen: &str) -> usize {
    let lines: Vec<&str> = screen.lines().collect();
    let Some(end) = lines.iter().skip(2).position(|l| l.starts_with('╰')) else {
        return 0;
    };
    lines[2..2 + end]
        .iter()
        .filter(|l| {
            let inside: String = l.chars().skip(1).collect();
            inside.contains('╭')
                && (inside.contains("───╮") || inside.contains("─╮") || inside.contains("╮"))
        })
        .count()
}

/// The rows inside the log panel's frame.
fn log_rows(screen: &str) -> usize {
    let lines: Vec<&str> = screen.lines().collect();
    let Some(top) = lines.iter().position(|l| l.contains("┌ Log")) else {
        return 0;
    };
    lines[top + 1..]
        .iter()
        .take_while(|l| !l.starts_with('└'))
        .count()
}

/// The lines written in the log panel (inside its frame).
fn log_lines(screen: &str) -> Vec<String> {
    let lines: Vec<Vec<char>> = screen.lines().map(|l| l.chars().collect()).collect();
    let Some((top, x)) = lines.iter().enumerate().find_map(|(y, l)| {
        let s: String = l.iter().collect();
        s.find("┌ Log").map(|b| (y, s[..b].chars().count()))
    }) else {
        return Vec::new();
    };
    let right = (x + 1..lines[top].len())
        .find(|&i| lines[top][i] == '┐')
        .unwrap_or(lines[top].len());
    let mut out = Vec::new();
    for l in &lines[top + 1..] {
        if l.get(x) == Some(&'└') {
            break;
        }
        let text: String = l[x + 1..right.min(l.len())].iter().collect();
        if !text.trim().is_empty() {
            out.push(text.trim_end().to_string());
        }
    }
    out
}

/// The key bar (the screen's last line) holds every button whole and ends with quit.
fn whole_key_bar(screen: &str) -> bool {
    let bar = screen.lines().last().unwrap_or_default().trim_end();
    bar.ends_with("quit") && !bar.contains('…')
}

fn check(screen: &str, what: &str, cards: usize) {
    assert!(
        card_bands(screen) >= cards,
        "{what}: framed cards for both seats and the board\n{screen}"
    );
    assert!(
        log_rows(screen) >= 4,
        "{what}: the log has room for at least four lines\n{screen}"
    );
    assert!(whole_key_bar(screen), "{what}: the whole key bar\n{screen}");
}

#[test]
fn at_80x24_every_heads_up_game_is_a_real_table_with_teaching_on_and_off() {
    for variant in HEADS_UP {
        for learn in [true, false] {
            let mut h = Harness::new(variant, "caller", 21, learn);
            h.play_to_the_flop();
            let screen = h.screen(80, 24);
            let what = format!("{variant} learn={learn}");
            check(&screen, &what, 3);
            assert!(
                log_lines(&screen).len() >= 4,
                "{what}: the log shows its last four lines\n{screen}"
            );
            insta::assert_snapshot!(format!("small_{}_learn_{learn}", variant.id()), screen);
            // The raise box (or the bid box) keeps the whole key bar too.
            if h.phase() != Some(felt::engine::Phase::Auction) {
                h.key(KeyCode::Char('r'));
            }
            let screen = h.screen(80, 24);
            check(&screen, &format!("{what} amount box"), 3);
            assert!(
                screen.contains("esc"),
                "{what}: esc is on the bar\n{screen}"
            );
        }
    }
}

/// A River of Blood hand whose board runs long (seed found by playing hand 1 with `caller`).
const LONG_RUN_SEED: u64 = 28;

#[test]
fn at_80x24_a_long_river_of_blood_board_fits_with_its_pot() {
    for learn in [true, false] {
        let mut h = Harness::new(VariantId::RiverOfBlood, "caller", LONG_RUN_SEED, learn);
        h.play_out();
        let t = h.app.table().unwrap();
        let board = t.view.as_ref().unwrap().board.len();
        assert!(board >= 8, "the seed deals a long run ({board} cards)");
        let screen = h.screen(80, 24);
        check(&screen, &format!("long run learn={learn}"), 3);
        assert!(screen.contains("Pot "), "the pot is shown\n{screen}");
        let cuts = super::cut_at_border(&screen, 80);
        assert!(cuts.is_empty(), "nothing runs off the felt: {cuts:?}");
        insta::assert_snapshot!(format!("small_long_run_learn_{learn}"), screen);
    }
}

#[test]
fn at_80x24_auction_flop_is_a_real_table_with_teaching_on_and_off() {
    for learn in [true, false] {
        let mut h = Harness::with_hands(VariantId::AuctionFlop, "medium", 8, learn, 1);
        for _ in 0..50 {
            h.app.update(crate::tui::event::Msg::Tick);
        }
        let screen = h.screen(80, 24);
        // North, the side seats with the flop row, and you: three bands of framed cards.
        check(&screen, &format!("auction-flop learn={learn}"), 3);
        insta::assert_snapshot!(format!("small_auction-flop_learn_{learn}"), screen);
        super::play_auction_flop_hand(&mut h);
        let screen = h.screen(80, 24);
        check(&screen, &format!("auction-flop over learn={learn}"), 3);
    }
}

#[test]
fn with_teaching_on_the_log_keeps_four_lines_at_80x24_and_100x32() {
    for variant in HEADS_UP {
        let mut h = Harness::new(variant, "caller", 21, true);
        h.play_to_the_flop();
        for (w, hgt) in [(80, 24), (100, 32)] {
            let screen = h.screen(w, hgt);
            assert!(
                log_lines(&screen).len() >= 4,
                "{variant} {w}x{hgt}: the log shows four lines or more\n{screen}"
            );
            assert!(
                screen.contains("Teaching"),
                "{variant}: the notes are there too"
            );
        }
    }
}

#[test]
fn a_note_longer_than_its_panel_turns_its_pages_with_tab() {
    let mut h = Harness::new(VariantId::SneakPeek, "caller", 21, true);
    h.play_to_the_flop();
    let first = h.screen(80, 24);
    assert!(
        first.contains("Teaching 1/"),
        "the title says there is more\n{first}"
    );
    assert!(first.contains("tab more"), "and names the key\n{first}");
    h.key(KeyCode::Tab);
    let second = h.screen(80, 24);
    assert!(second.contains("Teaching 2/"), "{second}");
    assert_ne!(first, second);
    // The last page says its key goes back to the first, and it does.
    let mut last = second;
    for _ in 0..8 {
        if last.contains("tab first") {
            break;
        }
        h.key(KeyCode::Tab);
        last = h.screen(80, 24);
    }
    assert!(last.contains("tab first"), "{last}");
    assert!(!last.contains("tab more"), "{last}");
    h.key(KeyCode::Tab);
    assert!(h.screen(80, 24).contains("Teaching 1/"));
    // The bid box is still open, holding the suggested bid it opened with (teaching is
    // on), and nothing was typed into it.
    let t = h.app.table().unwrap();
    let suggested = t.teaching.suggested_amount().expect("a suggested bid");
    let amount = t.amount.as_ref().expect("the bid box");
    assert_eq!(amount.text, suggested.to_string());
    assert!(amount.fresh, "the next key replaces it");
}

#[test]
fn turning_the_review_s_pages_keeps_the_next_hand_prompt() {
    let mut h = Harness::new(VariantId::Holdem, "caller", 21, true);
    h.key(KeyCode::Char('f'));
    let over = h.screen(120, 40);
    assert!(over.contains("for the next hand."), "{over}");
    h.key(KeyCode::Tab);
    let turned = h.screen(120, 40);
    assert!(turned.contains("for the next hand."), "{turned}");
}

#[test]
fn after_the_bot_wins_a_third_card_the_grid_says_it_shows_its_first_two() {
    // `bid-high` bids nearly its stack: it wins the auction against a bid of 3.
    let mut h = Harness::new(VariantId::Auction, "bid-high", 21, true);
    h.play_to_the_flop();
    h.keys("3");
    h.key(KeyCode::Enter);
    let view = h.app.table().and_then(|t| t.view.clone()).expect("a view");
    assert_eq!(view.opponent_card_count(), 3, "{view:?}");
    h.key(KeyCode::Char('g'));
    let screen = h.screen(80, 24);
    assert!(
        screen.contains("The bot's likely first two cards, of three"),
        "{screen}"
    );
}

#[test]
fn in_teaching_mode_g_shows_the_bots_likely_hands_as_a_grid() {
    let mut h = Harness::new(VariantId::Holdem, "caller", 21, true);
    h.play_to_the_flop();
    let note = h.app.table().expect("the table").teaching.panel.join(" ");
    assert!(
        note.contains("g shows them"),
        "the note names the key: {note}"
    );
    h.key(KeyCode::Char('g'));
    for (w, hgt) in [(80, 24), (120, 40)] {
        let screen = h.screen(w, hgt);
        assert!(screen.contains("likely hands"), "{w}x{hgt}\n{screen}");
        // The grid's corners: aces at the top left, deuces at the bottom right.
        assert!(
            screen.contains("AA") && screen.contains("22"),
            "{w}x{hgt}\n{screen}"
        );
        insta::assert_snapshot!(format!("range_grid_{w}x{hgt}"), screen);
    }
    // Any key closes it.
    h.key(KeyCode::Char('x'));
    assert!(!h.screen(120, 40).contains("any key closes"));
}

#[test]
fn at_80x24_page_up_walks_the_log_row_by_row_to_its_first_line() {
    // A whole hand against a caller leaves more log than the small table shows; each page up
    // moves by what is on screen, so every row comes into view on the way to the first.
    let mut h = Harness::new(VariantId::Holdem, "caller", 7, true);
    h.play_out();
    // The start of the match's first log line, its heading.
    let heading: String = h.app.table().unwrap().log[0]
        .text
        .chars()
        .take(14)
        .collect();
    let first = h.screen(80, 24);
    assert!(!first.contains("scrolled back"), "{first}");
    assert!(!first.contains(&heading), "{first}");
    let mut pages = 0;
    let mut screen = first.clone();
    while !screen.contains(&heading) && pages < 200 {
        h.key(KeyCode::PageUp);
        screen = h.screen(80, 24);
        pages += 1;
        let t = h.app.table().unwrap();
        let (shown, total) = t.log_rows.get();
        // One page is what the panel shows less a row of context (at least one row), up to
        // the first row.
        let step = shown.saturating_sub(1).max(1);
        assert!(
            t.log_back == pages * step || t.log_back == total - shown,
            "{} after {pages} pages of {step}",
            t.log_back
        );
    }
    assert!(screen.contains(&heading), "after {pages} pages:\n{screen}");
    assert!(screen.contains("scrolled back"), "{screen}");
    assert!(pages >= 2, "the log is longer than a page: {pages}");
    // Pressing on at the top changes nothing; page down returns to the end.
    let top = h.app.table().unwrap().log_back;
    h.key(KeyCode::PageUp);
    assert_eq!(h.app.table().unwrap().log_back, top);
    for _ in 0..pages + 1 {
        h.key(KeyCode::PageDown);
    }
    assert_eq!(h.app.table().unwrap().log_back, 0);
    let end = h.screen(80, 24);
    assert!(!end.contains("scrolled back"), "{end}");
    // The log's last line is in view again (its start: a long line wraps).
    let last: String = h
        .app
        .table()
        .unwrap()
        .log
        .last()
        .unwrap()
        .text
        .chars()
        .take(12)
        .collect();
    assert!(end.contains(&last), "{last:?} in {end}");
}
