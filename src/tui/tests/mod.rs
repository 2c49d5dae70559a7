//! The table driven by key events with no terminal, in groups: whole hands and keys
//! (`keys`), Auction Flop (`auction_flop`), nothing cut at a border (`borders`), hosted bots
//! (`hosted`); here the shared harness and the screen snapshots at 80x24 and 120x40 (seeded).

mod amount_box;
mod auction_flop;
mod borders;
mod hosted;
mod keys;
mod small;
mod start;

pub(crate) use auction_flop::play_auction_flop_hand;
pub(crate) use borders::cut_at_border;

use std::sync::mpsc::{self, Receiver};
use std::time::Duration;

use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

use felt::engine::{Phase, VariantId};
use felt::session::MatchConfig;

use super::app::{App, Choice, Settings};
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
        stakes: VariantId::ALL
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
            tournament: false,
        };
        let mut h = Harness {
            app: App::new(settings(), Some(choice), None, tx),
            rx,
        };
        h.settle();
        h
    }

    /// Waits for the bot until the human is to act or the hand is over.
    pub(super) fn settle(&mut self) {
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
            .filter(|t| !t.finished)
            .and_then(|t| t.view.as_ref())
            .map(|v| v.phase)
    }

    pub(super) fn hand_over(&self) -> bool {
        self.app.table().is_some_and(|t| t.finished)
    }

    /// Calls or checks until the first decision with a board (the auction in the auction
    /// games), or the end of the hand.
    pub(super) fn play_to_the_flop(&mut self) {
        self.key(KeyCode::Char('c'));
        while self
            .app
            .table()
            .is_some_and(|t| t.view.as_ref().is_some_and(|v| v.board.is_empty()))
            && !self.hand_over()
        {
            self.key(KeyCode::Char('c'));
        }
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
            h.play_to_the_flop();
            insta::assert_snapshot!(snapshot_name(variant, "flop", w, hgt), h.screen(w, hgt));
            h.play_out();
            insta::assert_snapshot!(snapshot_name(variant, "showdown", w, hgt), h.screen(w, hgt));
            h.key(KeyCode::Char('?'));
            insta::assert_snapshot!(snapshot_name(variant, "help", w, hgt), h.screen(w, hgt));
        }
    }
}

#[test]
fn a_tournament_announces_each_rise_of_the_blinds_in_the_log() {
    let (tx, rx) = mpsc::channel();
    let mut s = settings();
    // Deep enough that folding every hand does not end the match before the second level.
    let deep = MatchConfig {
        stack: 5000,
        ..MatchConfig::tournament()
    };
    s.stakes.retain(|(v, _)| *v != VariantId::Holdem);
    s.stakes.push((VariantId::Holdem, deep));
    let choice = Choice {
        variant: VariantId::Holdem,
        bot: "caller".to_string(),
        hands: 0,
        learn: false,
        seed: 5,
        tournament: false,
    };
    let mut h = Harness {
        app: App::new(s, Some(choice), None, tx),
        rx,
    };
    h.settle();
    let log = |h: &Harness| -> Vec<String> {
        h.app
            .table()
            .unwrap()
            .log
            .iter()
            .map(|l| l.text.clone())
            .collect()
    };
    for _ in 0..200 {
        if h.app.table().unwrap().session.hand_number() >= 11 {
            break;
        }
        let t = h.app.table().unwrap();
        if t.finished {
            h.key(KeyCode::Char('n'));
        } else if t
            .view
            .as_ref()
            .is_some_and(|v| v.legal.is_some_and(|l| l.can_fold))
        {
            h.key(KeyCode::Char('f'));
        } else {
            h.key(KeyCode::Char('c'));
        }
    }
    let lines = log(&h);
    assert!(
        lines
            .iter()
            .any(|l| l == "The blinds rise to 15/30 (level 2)."),
        "{lines:?}"
    );
    // Only at a change of level.
    let rises = lines
        .iter()
        .filter(|l| l.starts_with("The blinds rise"))
        .count();
    assert_eq!(rises, 1, "{lines:?}");
    // The header names the level beside the blinds.
    let screen = h.screen(120, 40);
    assert!(screen.contains("blinds 15/30 (level 2)"), "{screen}");
}
