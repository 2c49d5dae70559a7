//! The Auction Flop Poker table's state and keys: you and three bots (or however many seats the
//! config says), hand after hand with chips carried over, played on the match runner
//! ([`AuctionFlopSession`]). Bots decide in a few milliseconds, so they play on the UI thread,
//! one move per tick after the configured pause, which keeps their moves readable. The table
//! holds the person's view of the hand, never the hand.

use std::time::{Duration, Instant};

use ratatui::crossterm::event::{KeyCode, KeyEvent};

use felt::cards::{Card, CardSet};
use felt::engine::auction_flop::{AuctionFlopAction, AuctionFlopPhase, AuctionFlopView};
use felt::engine::{Chips, Seat};
use felt::history::HistoryStore;
use felt::narration::auction_flop::table_line;
use felt::narration::{capitalised, hand_heading, signed_words};
use felt::session::{
    AuctionFlopBotPlayer, AuctionFlopRules, AuctionFlopSession, Deals, MatchEnd, Rotation, Saving,
    Turn,
};
use felt::stats::SaveTargets;

use crate::tui::input::{KeyAction, KeyMap};
use crate::tui::scene::{Dealing, NAMES, hands_words, keys_hint};

use super::HUMAN;

/// How an Auction Flop table is set up.
#[derive(Debug, Clone)]
pub struct AuctionFlopSetting {
    /// The bots' name (every bot plays the same).
    pub bot: String,
    pub seats: usize,
    pub stack: Chips,
    pub ante: Chips,
    /// Hands in the match (`None`: until you stop).
    pub hands: Option<u32>,
    pub seed: u64,
    pub learn: bool,
    pub pause: Duration,
    /// Where finished hands and statistics are saved (`None`: nothing is saved).
    pub data_dir: Option<std::path::PathBuf>,
}

/// A game of Auction Flop Poker in progress.
pub struct AuctionFlopTable {
    pub bot_name: String,
    session: AuctionFlopSession,
    /// The bots, player 1 first.
    bots: Vec<AuctionFlopBotPlayer>,
    /// What the person may know of the hand on the table (in progress, or just finished).
    pub view: Option<AuctionFlopView>,
    /// The person's selection: cards to discard, or flop cards to keep.
    pub selected: CardSet,
    pub log: Vec<String>,
    /// Lines scrolled back from the end of the log.
    pub log_back: usize,
    /// The log panel as last drawn: its visible rows and the rows wrapped.
    pub log_rows: std::cell::Cell<(usize, usize)>,
    pub message: Option<String>,
    pub learn: bool,
    /// The page of the teaching note shown when it is longer than its panel (tab turns it).
    pub note_page: usize,
    pause: Duration,
    last_move: Instant,
    pub over: bool,
    /// What the prompt line says once the match is over (it stays, whatever is pressed).
    pub ended: Option<String>,
    /// Your chips at the start of the match.
    first_chips: Chips,
    /// Face-up cards arriving on the felt (motion).
    pub dealing: Dealing,
}

impl AuctionFlopTable {
    /// A table as `setting` says, the person against its bots; `None` when no Auction Flop bot
    /// has that name or the stakes cannot make a hand.
    pub fn new(setting: &AuctionFlopSetting) -> Option<AuctionFlopTable> {
        felt::registry::auction_flop(&setting.bot).ok()?;
        let bots = (1..setting.seats)
            .filter_map(|i| {
                let bot = felt::registry::auction_flop(&setting.bot).ok()?;
                Some(AuctionFlopBotPlayer::new(
                    bot,
                    setting.seed ^ (0x5eed + i as u64),
                ))
            })
            .collect();
        let rules = AuctionFlopRules {
            stack: setting.stack,
            ante: setting.ante,
            hands: setting.hands,
            carry: true,
        };
        let mut session =
            AuctionFlopSession::new(rules, setting.seats, Deals::seeded(setting.seed))
                .ok()?
                .rotating(Rotation::Button { first: HUMAN })
                .requiring(HUMAN);
        if let Some(dir) = &setting.data_dir {
            let stamp = std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .map_or(0, |d| d.as_secs());
            // The process id keeps two tables started in the same second apart.
            let store = HistoryStore::new(
                dir.join("hands")
                    .join(felt::engine::VariantId::AuctionFlop.id()),
                format!("{stamp}-{}", std::process::id()),
            );
            session = session.saving(Saving {
                targets: SaveTargets {
                    store: Some(store),
                    stats: Some(dir.join(felt::stats::STATS_FILE)),
                },
                names: NAMES.iter().map(|n| n.to_lowercase()).collect(),
                counted: Some(HUMAN),
                lanes: 1,
                lane: 0,
            });
        }
        let mut t = AuctionFlopTable {
            // The name the player chose ("medium"), not the engine behind it ("heuristic").
            bot_name: setting.bot.clone(),
            session,
            bots,
            view: None,
            selected: CardSet::EMPTY,
            log: Vec::new(),
            log_back: 0,
            log_rows: std::cell::Cell::new((1, 0)),
            message: None,
            learn: setting.learn,
            note_page: 0,
            pause: setting.pause,
            last_move: Instant::now(),
            over: false,
            ended: None,
            first_chips: setting.stack,
            dealing: Default::default(),
        };
        t.deal();
        Some(t)
    }

    /// Looks at the face-up cards (yours, then the flop's) after a change and lets the new
    /// ones arrive one by one (`on`: the motion switch).
    pub fn watch_felt(&mut self, on: bool) {
        let Some(view) = &self.view else { return };
        let mut cards: Vec<Card> = view.cards.iter().collect();
        cards.extend(view.flop.into_iter().flatten());
        self.dealing.watch(&cards, on);
    }

    /// True while face-up cards are arriving on the felt.
    pub fn animating(&self) -> bool {
        self.dealing.running()
    }

    /// The person's seat in the hand on the table.
    pub fn my_seat(&self) -> Option<Seat> {
        self.session.seat_of(HUMAN)
    }

    /// The players in each seat of the hand on the table.
    pub fn seated(&self) -> &[usize] {
        self.session.seated()
    }

    /// Each player's chips between hands (the person first).
    pub fn chips(&self) -> &[Chips] {
        self.session.chips()
    }

    /// The hand's number in the match.
    pub fn hand_number(&self) -> u32 {
        self.session.hand_number()
    }

    /// Hands in the match (`None`: until you stop).
    pub fn hands(&self) -> Option<u32> {
        self.session.rules().hands
    }

    /// True once the hand on the table is over (or before the first deal).
    pub fn hand_over(&self) -> bool {
        self.view
            .as_ref()
            .is_none_or(|v| v.phase == AuctionFlopPhase::Done)
    }

    /// Every seat's name in the hand on the table.
    pub fn seat_names(&self) -> Vec<&'static str> {
        self.seated().iter().map(|&p| NAMES[p.min(5)]).collect()
    }

    /// Ends the match: says so in the prompt and the log.
    fn end_match(&mut self, end: MatchEnd) {
        self.over = true;
        let net = i64::from(self.chips()[HUMAN]) - i64::from(self.first_chips);
        let hands = hands_words(self.hand_number());
        let result = format!("after {hands}: you {}", signed_words(net));
        // One colon a sentence: the reason a game ends early follows the result in brackets.
        let early = format!("The game is over after {hands} (you {})", signed_words(net));
        self.ended = Some(match end {
            MatchEnd::Played => format!("The match is over {result}. Press q to leave."),
            MatchEnd::TooFew => {
                format!("{early}: fewer than three players can pay the ante. Press q to leave.")
            }
            MatchEnd::Out(_) => format!("{early}: you cannot pay the ante. Press q to leave."),
        });
        self.message.clone_from(&self.ended);
        self.add_to_log(vec![format!("Match over {result}.")]);
    }

    /// Deals the next hand, or ends the game when fewer than three can pay the ante (or the
    /// person cannot).
    pub fn deal(&mut self) {
        if let Some(end) = self.session.end() {
            if !self.over {
                self.end_match(end);
            }
            return;
        }
        if self.session.start_hand().is_err() {
            return;
        }
        self.selected = CardSet::EMPTY;
        self.view = self.session.view(HUMAN);
        let dealer = self
            .view
            .as_ref()
            .and_then(|v| self.seated().get(v.dealer.index()).copied())
            .unwrap_or(HUMAN);
        let dealer = if dealer == HUMAN {
            "you deal".to_string()
        } else {
            format!("{} deals", NAMES[dealer.min(5)])
        };
        self.add_to_log(vec![hand_heading(self.hand_number(), None, &dealer)]);
        self.catch_up();
    }

    /// True while a bot is to move (the loop ticks then).
    pub fn bots_to_move(&self) -> bool {
        self.session.to_act().is_some_and(|p| p != HUMAN)
    }

    /// One bot move, if one is due and the pause has passed.
    pub fn tick(&mut self) {
        if !self.bots_to_move() || self.last_move.elapsed() < self.pause {
            return;
        }
        let Turn::Ask { seat, view, .. } = self.session.proceed(&[]).0 else {
            return;
        };
        let Some(player) = self.session.player_in(seat) else {
            return;
        };
        // Players are numbered from the person (0), so bot `p` is at index `p - 1`.
        let Some(bot) = player.checked_sub(1).and_then(|i| self.bots.get_mut(i)) else {
            return;
        };
        let action = felt::session::Player::act(bot, &view);
        let over = self
            .session
            .answer(player, action, false)
            .is_ok_and(|(_, over)| over);
        self.last_move = Instant::now();
        self.after_move(over);
    }

    fn after_move(&mut self, over: bool) {
        self.catch_up();
        if !over {
            return;
        }
        let report = self.session.save_now(felt::stats::LOCK_WAIT);
        self.add_to_log(report.messages);
        // The last hand says the match is over, not that another hand follows.
        match self.session.end() {
            Some(end) => self.end_match(end),
            None => self.message = Some("Press enter for the next hand.".to_string()),
        }
    }

    /// Takes the person's view and the events told since, and logs them. Once the person is
    /// to act, a "Wait" said to a key pressed while the bots played gives way to the prompt
    /// for the person's decision.
    fn catch_up(&mut self) {
        self.view = self.session.view(HUMAN);
        if self.view.as_ref().is_some_and(|v| v.legal.is_some())
            && self.message.as_deref() == Some(BOTS_PLAYING)
        {
            self.message = None;
        }
        let me = self.my_seat().unwrap_or(Seat(0));
        let names = self.seat_names();
        let lines: Vec<String> = self
            .session
            .news(HUMAN)
            .iter()
            .filter_map(|e| table_line(e, me, &names, false))
            .collect();
        self.add_to_log(lines);
    }

    /// Adds `lines` to the log; new lines bring a scrolled-back log to its end again.
    fn add_to_log(&mut self, lines: Vec<String>) {
        if !lines.is_empty() {
            self.log.extend(lines);
            self.log_back = 0;
        }
    }

    /// Keys at the Auction Flop table: `action` is the key table's action for `key`.
    pub fn on_key(&mut self, key: KeyEvent, action: Option<KeyAction>, keys: &KeyMap) {
        // Turning the note's page or scrolling the log leaves the message up.
        let message = self.message.take();
        if action == Some(KeyAction::MoreNotes) {
            self.note_page += 1;
            self.message = message;
            return;
        }
        if let Some(back) = super::log::scrolled(self.log_back, action, self.log_rows.get()) {
            self.log_back = back;
            self.message = message;
            return;
        }
        self.note_page = 0;
        if action == Some(KeyAction::Learn) {
            self.learn = !self.learn;
            return;
        }
        if self.hand_over() {
            if (action == Some(KeyAction::NextHand)
                || matches!(key.code, KeyCode::Enter | KeyCode::Char(' ')))
                && !self.over
            {
                self.deal();
            }
            return;
        }
        let Some(view) = &self.view else { return };
        let Some(legal) = view.legal else {
            self.message = Some(BOTS_PLAYING.to_string());
            return;
        };
        let mine: Vec<Card> = view.cards.iter().collect();
        let flop: Vec<Card> = view.flop.map(|f| f.to_vec()).unwrap_or_default();
        let pass = action == Some(KeyAction::Pass) || key.code == KeyCode::Char(' ');
        let action = match (legal.phase, key.code) {
            (AuctionFlopPhase::Discard, KeyCode::Char(c @ '1'..='5')) => {
                toggle(
                    &mut self.selected,
                    mine.get(c as usize - '1' as usize).copied(),
                );
                None
            }
            (AuctionFlopPhase::Keep, KeyCode::Char(c @ '1'..='3')) => {
                toggle(
                    &mut self.selected,
                    flop.get(c as usize - '1' as usize).copied(),
                );
                None
            }
            (AuctionFlopPhase::Discard, KeyCode::Enter) => {
                Some(AuctionFlopAction::Discard(self.selected))
            }
            (AuctionFlopPhase::Keep, KeyCode::Enter) => {
                Some(AuctionFlopAction::Keep(self.selected))
            }
            (AuctionFlopPhase::Auction, _) if action == Some(KeyAction::Bid) => {
                Some(AuctionFlopAction::Bid)
            }
            (AuctionFlopPhase::Auction, _) if pass => Some(AuctionFlopAction::Pass),
            (AuctionFlopPhase::Reverse, _) if action == Some(KeyAction::Take) => {
                Some(AuctionFlopAction::Take)
            }
            (AuctionFlopPhase::Reverse, _) if action == Some(KeyAction::Offer) => {
                Some(AuctionFlopAction::Offer)
            }
            _ => {
                self.message = Some(keys_hint(legal.phase, keys));
                None
            }
        };
        let Some(action) = action else { return };
        match self.session.act(HUMAN, action) {
            Ok(over) => {
                self.selected = CardSet::EMPTY;
                self.last_move = Instant::now();
                self.after_move(over);
            }
            // The engine's reason, as a sentence of the prompt line.
            Err(e) => self.message = Some(format!("{}.", capitalised(&e.to_string()))),
        }
    }
}

/// What the table says to a key pressed while the bots play.
const BOTS_PLAYING: &str = "Wait: the bots are playing.";

fn toggle(set: &mut CardSet, card: Option<Card>) {
    if let Some(c) = card
        && !set.remove(c)
    {
        set.insert(c);
    }
}
