//! The table driven by key events with no terminal: whole hands of every variant, bad amounts,
//! help and quit, mouse clicks, and screen snapshots at 80x24 and 120x40 (seeded).

use std::sync::mpsc::{self, Receiver};
use std::time::Duration;

use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::crossterm::event::{
    KeyCode, KeyEvent, KeyModifiers, MouseButton, MouseEvent, MouseEventKind,
};

use felt::engine::{Phase, VariantId};
use felt::session::MatchConfig;

use super::app::{App, Choice, Overlay, Settings};
use super::event::Msg;
use super::input::KeyMap;
use super::theme::Theme;
use super::ui;

pub(super) fn settings() -> Settings {
    Settings {
        theme: Theme {
            colour: true,
            four_colour: false,
            ascii: false,
            light: false,
        },
        keys: KeyMap::default(),
        pause: Duration::ZERO,
        data_dir: None,
        tables: VariantId::ALL
            .iter()
            .map(|&v| (v, MatchConfig::defaults(v)))
            .collect(),
        auction_flop: (4, 300, 3),
        motion: false,
    }
}

pub(super) struct Harness {
    pub(super) app: App,
    pub(super) rx: Receiver<Msg>,
}

impl Harness {
    pub(super) fn new(variant: VariantId, bot: &str, seed: u64, learn: bool) -> Harness {
        Harness::with_hands(variant, bot, seed, learn, 20)
    }

    pub(super) fn with_hands(
        variant: VariantId,
        bot: &str,
        seed: u64,
        learn: bool,
        hands: u32,
    ) -> Harness {
        let (tx, rx) = mpsc::channel();
        let choice = Choice {
            variant,
            bot: bot.to_string(),
            hands,
            learn,
            seed,
        };
        let mut h = Harness {
            app: App::new(settings(), Some(choice), None, tx),
            rx,
        };
        h.settle();
        h
    }

    /// Waits for the bot until the human is to act or the hand is over.
    fn settle(&mut self) {
        // Auction Flop bots play on ticks, on this thread.
        if matches!(self.app.screen, super::app::Screen::AuctionFlop(_)) {
            for _ in 0..500 {
                if !self.app.bot_thinking() {
                    break;
                }
                self.app.update(Msg::Tick);
            }
            return;
        }
        while self.app.bot_thinking() {
            let msg = self
                .rx
                .recv_timeout(Duration::from_secs(20))
                .expect("the bot answers");
            self.app.update(msg);
        }
    }

    pub(super) fn key(&mut self, code: KeyCode) {
        self.app
            .update(Msg::Key(KeyEvent::new(code, KeyModifiers::NONE)));
        self.settle();
    }

    pub(super) fn keys(&mut self, text: &str) {
        for c in text.chars() {
            self.key(KeyCode::Char(c));
        }
    }

    pub(super) fn screen(&self, w: u16, h: u16) -> String {
        let mut terminal = Terminal::new(TestBackend::new(w, h)).expect("test terminal");
        terminal.draw(|f| ui::render(&self.app, f)).expect("draw");
        let buffer = terminal.backend().buffer().clone();
        let mut out = String::new();
        for y in 0..h {
            let line: String = (0..w)
                .map(|x| buffer[(x, y)].symbol().to_string())
                .collect();
            out.push_str(line.trim_end());
            out.push('\n');
        }
        out
    }

    pub(super) fn phase(&self) -> Option<Phase> {
        self.app
            .table()
            .and_then(|t| t.session.hand())
            .map(|h| h.phase())
    }

    pub(super) fn hand_over(&self) -> bool {
        self.app.table().is_some_and(|t| t.finished.is_some())
    }

    /// Plays the human's decisions by keys until the hand ends: bids 3, otherwise checks or
    /// calls.
    pub(super) fn play_out(&mut self) {
        for _ in 0..60 {
            if self.hand_over() {
                return;
            }
            if self.phase() == Some(Phase::Auction) {
                self.keys("3");
                self.key(KeyCode::Enter);
            } else {
                self.key(KeyCode::Char('c'));
            }
        }
        panic!("the hand did not end");
    }
}

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
            let record = t.finished.as_ref().unwrap();
            assert!(record.hand.is_over());
            assert_eq!(t.session.bankroll()[0], record.net[0]);
            // And the next hand deals.
            h.key(KeyCode::Enter);
            assert_eq!(h.app.table().unwrap().session.hand_number(), 2, "{variant}");
        }
    }
}

#[test]
fn bad_amounts_get_an_inline_message_and_change_nothing() {
    let mut h = Harness::new(VariantId::Holdem, "caller", 3, false);
    let before = h
        .app
        .table()
        .unwrap()
        .session
        .hand()
        .unwrap()
        .events()
        .len();
    h.key(KeyCode::Char('r'));
    assert!(h.app.table().unwrap().amount.is_some());
    for (typed, want) in [
        ("abc", "not a whole number"),
        ("-5", "-5 cannot be negative"),
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
        assert_eq!(
            t.session.hand().unwrap().events().len(),
            before,
            "{typed} changed the hand"
        );
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
    assert!(h.screen(80, 24).contains("Keys (change them"));
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

fn click(h: &mut Harness, label_part: &str) {
    let area = ratatui::layout::Rect::new(0, 0, 120, 40);
    let t = h.app.table().unwrap();
    let b = ui::buttons(&h.app, t, area)
        .into_iter()
        .find(|b| b.label.contains(label_part))
        .unwrap_or_else(|| panic!("no {label_part} button"));
    h.app.update(Msg::Mouse(MouseEvent {
        kind: MouseEventKind::Down(MouseButton::Left),
        column: b.area.x + 1,
        row: b.area.y,
        modifiers: KeyModifiers::NONE,
    }));
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

fn snapshot_name(variant: VariantId, what: &str, w: u16, h: u16) -> String {
    format!("{}_{what}_{w}x{h}", variant.id())
}

#[test]
fn screens_match_their_snapshots() {
    for variant in [
        VariantId::Auction,
        VariantId::SneakPeek,
        VariantId::RiverOfBlood,
        VariantId::Holdem,
    ] {
        for (w, hgt) in [(80, 24), (120, 40)] {
            let mut h = Harness::new(variant, "caller", 21, true);
            // The first decision point after the flop (the auction in the auction games).
            h.key(KeyCode::Char('c'));
            while h
                .app
                .table()
                .is_some_and(|t| t.session.hand().is_some_and(|x| x.board().is_empty()))
                && !h.hand_over()
            {
                h.key(KeyCode::Char('c'));
            }
            insta::assert_snapshot!(snapshot_name(variant, "flop", w, hgt), h.screen(w, hgt));
            h.play_out();
            insta::assert_snapshot!(snapshot_name(variant, "showdown", w, hgt), h.screen(w, hgt));
            h.key(KeyCode::Char('?'));
            insta::assert_snapshot!(snapshot_name(variant, "help", w, hgt), h.screen(w, hgt));
        }
    }
}

/// Plays the person's Auction Flop decisions by keys until the hand ends: discard the first
/// card, pass in auctions, take in reverse auctions, keep the first flop card.
pub(super) fn play_auction_flop_hand(h: &mut Harness) {
    play_auction_flop_hand_watching(h, |_| {});
}

/// [`play_auction_flop_hand`], calling `watch` with the table after every tick.
fn play_auction_flop_hand_watching(h: &mut Harness, mut watch: impl FnMut(&Harness)) {
    use felt::engine::auction_flop::AuctionFlopPhase;
    for _ in 0..400 {
        // Let the bots move (they play on ticks).
        h.app.update(Msg::Tick);
        watch(h);
        let super::app::Screen::AuctionFlop(d) = &h.app.screen else {
            panic!("not the Auction Flop table")
        };
        let Some(hand) = &d.hand else { return };
        if hand.is_over() {
            return;
        }
        let me = d.my_seat().unwrap();
        if hand.to_act() != Some(me) {
            continue;
        }
        match hand.phase() {
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
        let super::app::Screen::AuctionFlop(d) = &h.app.screen else {
            panic!()
        };
        assert_eq!(
            d.chips.iter().sum::<u32>(),
            1200,
            "chips are conserved across the table"
        );
        h.key(KeyCode::Enter);
        let super::app::Screen::AuctionFlop(d) = &h.app.screen else {
            panic!()
        };
        assert_eq!(d.hand_no, 2);
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

#[test]
fn the_award_line_says_the_net_not_the_pot() {
    let mut h = Harness::new(VariantId::Holdem, "caller", 11, false);
    h.play_out();
    let t = h.app.table().unwrap();
    let net = t.finished.as_ref().unwrap().net[0];
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

fn auction_flop_table(h: &Harness) -> &super::auction_flop::AuctionFlopTable {
    match &h.app.screen {
        super::app::Screen::AuctionFlop(d) => d,
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
    assert_eq!(d.hand_no, 2, "no third hand is dealt");
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
        if let Some(f) = d.hand.as_ref().and_then(|x| x.flop()) {
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
        let me = d.my_seat().unwrap();
        if d.hand.as_ref().and_then(|x| x.to_act()) == Some(me) {
            h.key(KeyCode::Char('1'));
            h.key(KeyCode::Enter);
        }
    }
    panic!("no flop came");
}

/// Places where text is cut at a border in a rendered screen: a character other than a space
/// or a frame piece in the last column (text running off the screen), or right against a box's
/// right border (text running into the frame). A right border is a `│` column that leads up to
/// a `┐`.
pub(super) fn cut_at_border(screen: &str, w: usize) -> Vec<String> {
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
            let Some(hand) = &d.hand else { break };
            if hand.is_over() {
                break;
            }
            let me = d.my_seat().unwrap();
            if hand.to_act() != Some(me) {
                continue;
            }
            let phase = hand.phase();
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
    let labels = |h: &Harness| -> Vec<String> {
        let t = h.app.table().unwrap();
        ui::buttons(&h.app, t, ratatui::layout::Rect::new(0, 0, 120, 40))
            .into_iter()
            .map(|b| b.label)
            .collect()
    };
    assert!(
        labels(&h).iter().any(|l| l.contains("raise to")),
        "{:?}",
        labels(&h)
    );
    // Play to the flop: nothing is in, so the amount is a bet.
    h.key(KeyCode::Char('c'));
    while h
        .app
        .table()
        .is_some_and(|t| t.session.hand().is_some_and(|x| x.board().is_empty()))
        && !h.hand_over()
    {
        h.key(KeyCode::Char('c'));
    }
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
    if t.human_to_act() && t.session.hand().is_some_and(|x| x.board().is_empty()) {
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
fn auction_flop_keep_phase_names_who_is_choosing() {
    use felt::engine::auction_flop::AuctionFlopPhase;
    let mut h = Harness::new(VariantId::AuctionFlop, "medium", 8, true);
    let mut keeps = 0;
    play_auction_flop_hand_watching(&mut h, |h| {
        let Some(hand) = &auction_flop_table(h).hand else {
            return;
        };
        if hand.phase() == AuctionFlopPhase::Keep {
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
fn t_on_the_start_screen_asks_for_the_selected_games_tutorial() {
    use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
    let (tx, _rx) = std::sync::mpsc::channel();
    let mut app = super::app::App::new(settings(), None, None, tx);
    app.update(super::event::Msg::Key(KeyEvent::new(
        KeyCode::Down,
        KeyModifiers::NONE,
    )));
    app.update(super::event::Msg::Key(KeyEvent::new(
        KeyCode::Char('t'),
        KeyModifiers::NONE,
    )));
    assert!(app.quit);
    assert_eq!(app.tutorial, Some(VariantId::SneakPeek));
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

/// A fake competition bot (tests/fixtures/fakebot.py) in `mode`, in a fresh folder; returns
/// the folder and the file where it logs every line it is sent.
fn fake_hosted_bot(tag: &str, mode: &str) -> Option<(std::path::PathBuf, std::path::PathBuf)> {
    let python = std::process::Command::new("python3")
        .arg("--version")
        .output()
        .is_ok_and(|o| o.status.success());
    if !python {
        eprintln!("skipped: python3 is not installed");
        return None;
    }
    // The folder's name is the bot's name, the same wherever it is put.
    let dir = std::env::temp_dir()
        .join(format!("felt-table-fake-{}-{tag}", std::process::id()))
        .join("fakebot");
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("temp dir");
    let script = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/fakebot.py");
    let log = dir.join("received.txt");
    let commands = serde_json::json!({
        "build": [],
        "run": ["python3", script.to_string_lossy(), mode, log.to_string_lossy(), ""],
    });
    std::fs::write(dir.join("commands.json"), commands.to_string()).expect("commands.json");
    Some((dir, log))
}

/// The questions a hosted bot was sent during its first hand (a new hand's first question
/// carries its hole cards, `H...`).
fn first_hand_questions(log: &std::path::Path) -> Vec<String> {
    let text = std::fs::read_to_string(log).unwrap_or_default();
    let mut hands = 0;
    let mut out = Vec::new();
    for line in text.lines() {
        if line.split_whitespace().any(|c| c.starts_with('H')) {
            hands += 1;
        }
        if hands == 1 && !line.starts_with('Q') {
            out.push(
                line.split_whitespace()
                    .skip(1)
                    .collect::<Vec<_>>()
                    .join(" "),
            );
        }
    }
    out
}

#[test]
fn a_hosted_bot_is_asked_and_replaced_at_the_table_as_in_the_arena() {
    use felt::arena::{ArenaConfig, run};
    use felt::bots::{AllIn, Bot};
    use felt::remote::{RemoteBot, RemoteConfig};

    for (mode, tag) in [("script", "calls"), ("illegal", "illegal")] {
        let Some((table_dir, table_log)) = fake_hosted_bot(&format!("table-{tag}"), mode) else {
            return;
        };
        let Some((arena_dir, arena_log)) = fake_hosted_bot(&format!("arena-{tag}"), mode) else {
            return;
        };
        // At the table: hand 1 has the person in the small blind, moving all in at once.
        let bot = format!("external:{}", table_dir.display());
        let mut h = Harness::with_hands(VariantId::Auction, &bot, 5, false, 1);
        h.key(KeyCode::Char('a'));
        h.key(KeyCode::Enter);
        h.play_out();
        let table_notes: Vec<String> = h
            .app
            .table()
            .map(|t| t.log.iter().map(|l| l.text.clone()).collect())
            .unwrap_or_default();
        drop(h);

        // In the arena: the all-in bot in the small blind, the same fake bot in the big blind.
        let dir = arena_dir.clone();
        let hosted = move || -> Box<dyn Bot> {
            match RemoteBot::launch(&dir, RemoteConfig::default()) {
                Ok(b) => Box::new(b),
                Err(e) => Box::new(felt::remote::FailedBot::new("fake", e.to_string())),
            }
        };
        let allin = || -> Box<dyn Bot> { Box::new(AllIn) };
        let arena = ArenaConfig {
            table: MatchConfig::defaults(VariantId::Auction),
            deals: 1,
            duplicate: false,
            seed: 5,
            threads: 1,
            history: None,
        };
        let report = run(&arena, [&allin, &hosted], &|_, _, _| {});

        // Forced moves: the hosted bot is asked the same questions, forced ones included
        // (the cards differ; the clauses asked for do not).
        let shape = |qs: Vec<String>| -> Vec<String> {
            qs.iter()
                .map(|q| {
                    q.split_whitespace()
                        .map(|c| c.chars().next().unwrap_or(' ').to_string())
                        .collect::<Vec<_>>()
                        .join(" ")
                })
                .collect()
        };
        let at_table = shape(first_hand_questions(&table_log));
        let in_arena = shape(first_hand_questions(&arena_log));
        assert!(
            !at_table.is_empty(),
            "{mode}: the bot was asked at the table"
        );
        assert_eq!(
            at_table, in_arena,
            "{mode}: the same questions at the table and in the arena"
        );
        // Replacement notes: every note the arena reports is on the table's log.
        let arena_notes = &report.bots[1].notes;
        if mode == "illegal" {
            assert!(!arena_notes.is_empty(), "the illegal answers are reported");
        }
        for note in arena_notes {
            assert!(
                table_notes.iter().any(|l| l == note),
                "{mode}: {note:?} is not on the table's log:\n{}",
                table_notes.join("\n")
            );
        }
        for dir in [&table_dir, &arena_dir] {
            if let Some(parent) = dir.parent() {
                let _ = std::fs::remove_dir_all(parent);
            }
        }
    }
}
