//! A heads-up game on screen: the table's state, and the hand moved along through the
//! session (forced moves, the bot's turn, the person's turn). The table holds the person's
//! view of the hand and the events as the person was told them, logged as they come; the
//! hand itself stays in the session.

use std::time::Instant;

use ratatui::crossterm::event::KeyCode;

use felt::engine::{Action, Seat, SeatView, Seen};
use felt::narration::heads_up::table_line;
use felt::narration::{Tone, hand_heading, signed_words};
use felt::session::{HeadsUpSession, Turn};
use felt::stats::{PendingHand, PlayerStats, SaveReport};

use crate::tui::event::{BotWorker, Msg};
use crate::tui::scene::{FeltMark, Motion, Scene, TableFacts, table_scene};
use felt::coach::Teaching;

use super::*;

/// The amount box for a raise or a bid.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AmountBox {
    pub bid: bool,
    pub text: String,
    pub error: Option<String>,
    /// The text was filled in by a size key or an arrow: the next key typed replaces it.
    pub fresh: bool,
    /// The letter of the size key that filled the box, while nothing has been typed since:
    /// a letter typed next makes the two part of one word ("abc" is named as typed, not
    /// as "bc" after an all-in).
    pub size_letter: Option<char>,
}

impl AmountBox {
    /// An empty box.
    pub fn empty(bid: bool) -> AmountBox {
        AmountBox {
            bid,
            text: String::new(),
            error: None,
            fresh: false,
            size_letter: None,
        }
    }
}

/// A line of the table's log.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LogLine {
    pub text: String,
    pub kind: LogKind,
}

/// How a log line is shown.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LogKind {
    Plain,
    Header,
    Good,
    Bad,
    Teach,
}

impl From<Tone> for LogKind {
    fn from(tone: Tone) -> LogKind {
        match tone {
            Tone::Plain => LogKind::Plain,
            Tone::Header => LogKind::Header,
            Tone::Good => LogKind::Good,
            Tone::Bad => LogKind::Bad,
        }
    }
}

/// A game in progress.
pub struct Table {
    /// What the player chose at the start (read by the tests; saving reads the hand's own
    /// variant).
    #[cfg_attr(not(test), allow(dead_code))]
    pub choice: Choice,
    pub session: HeadsUpSession,
    /// What the person may know of the hand on the table (in progress, or just finished).
    pub view: Option<SeatView>,
    /// The events of that hand as the person was told them.
    pub told: Vec<Seen>,
    /// Cards in the log without suit symbols.
    pub(super) ascii: bool,
    pub bot_name: String,
    /// Whether the bot lets the session make its forced moves (a hosted bot is asked).
    pub(super) bot_auto_forced: bool,
    pub(super) worker: Option<BotWorker>,
    /// The bot's request being waited for.
    pub waiting: Option<u64>,
    pub(super) next_token: u64,
    pub thinking_since: Option<Instant>,
    pub log: Vec<LogLine>,
    /// Rows (of the log as wrapped on screen) scrolled back from its end.
    pub log_back: usize,
    /// The log panel as last drawn: its visible rows and the wrapped rows of the whole log,
    /// so a page up moves by what is on screen and stops at the first row.
    pub log_rows: std::cell::Cell<(usize, usize)>,
    pub(super) logged: usize,
    pub amount: Option<AmountBox>,
    pub message: Option<(String, bool)>,
    /// The hand on the table is finished, waiting for the next deal.
    pub finished: bool,
    pub teaching: Teaching,
    /// The page of the teaching note shown when it is longer than its panel.
    pub note_page: usize,
    /// The grid of the bot's likely hands is open over the table (teaching mode).
    pub show_range: bool,
    /// A hosted bot's game clock, in seconds.
    pub bot_clock: Option<f64>,
    pub(super) stats: Option<PlayerStats>,
    /// Finished hands not yet saved (a failed save keeps them here to retry with the next).
    pub pending: Vec<PendingHand>,
    /// A save runs on its own thread (the screen shows "saving…").
    pub saving: bool,
    /// Where a save's report is posted ([`Msg::Saved`]).
    pub(super) saves_to: Option<std::sync::mpsc::Sender<Msg>>,
    /// Cards being dealt or chips sliding on the felt (None: the felt is still).
    pub motion: Option<Motion>,
    pub(super) on_felt: FeltMark,
}

impl Table {
    /// The felt as the person sees it now (before any motion): `None` before the first deal.
    pub fn scene(&self, ascii: bool) -> Option<Scene> {
        let view = self.view.as_ref()?;
        Some(table_scene(&TableFacts {
            view,
            told: &self.told,
            bot_name: &self.bot_name,
            thinking_since: self.thinking_since,
            finished: self.finished,
            ascii,
        }))
    }

    /// Looks at the felt after a change and starts a motion when cards came out (`on`: the
    /// motion switch).
    pub(crate) fn watch_felt(&mut self, on: bool) {
        let Some(scene) = self.scene(self.ascii) else {
            self.motion = None;
            return;
        };
        if let Some(motion) = self.on_felt.watch(&scene, on) {
            self.motion = Some(motion);
        }
    }

    /// True when the human is to act.
    pub fn human_to_act(&self) -> bool {
        self.session.to_act() == Some(HUMAN)
    }

    pub(crate) fn push(&mut self, text: impl Into<String>, kind: LogKind) {
        self.log.push(LogLine {
            text: text.into(),
            kind,
        });
        self.log_back = 0;
    }

    pub(super) fn say(&mut self, text: impl Into<String>, error: bool) {
        self.message = Some((text.into(), error));
    }

    /// What the table says to a key pressed while the bot thinks.
    pub(super) fn wait_words(&self) -> String {
        format!("Wait: {} is thinking.", self.bot_name)
    }

    /// Clears the message telling a key pressed while the bot thought to wait: once it is
    /// the person's turn the key bar offers their choices, and "Wait" would contradict it.
    fn clear_wait(&mut self) {
        if self
            .message
            .as_ref()
            .is_some_and(|(m, _)| *m == self.wait_words())
        {
            self.message = None;
        }
    }

    /// Deals the next hand, or ends the match.
    pub(super) fn deal(&mut self) {
        self.amount = None;
        self.note_page = 0;
        if self.session.is_over() {
            // The last hand stays on the table.
            self.say("The match is over. Press q to leave.", false);
            return;
        }
        self.finished = false;
        if self.session.start_hand().is_err() {
            self.say("The match is over. Press q to leave.", false);
            return;
        }
        self.told.clear();
        self.logged = 0;
        let number = self.session.hand_number();
        let role = if self.session.seat_of(HUMAN) == Some(Seat(0)) {
            "small blind and button"
        } else {
            "big blind"
        };
        let heading = hand_heading(
            number,
            self.session.rules().hands,
            &format!("you are the {role}"),
        );
        self.push(heading, LogKind::Header);
        let rules = self.session.rules();
        if let Some(level) = rules.level_of_hand(number)
            && number > 1
            && rules.blinds_for_hand(number) != rules.blinds_for_hand(number - 1)
        {
            let (small, big) = rules.blinds_for_hand(number);
            self.push(
                format!("The blinds rise to {small}/{big} (level {level})."),
                LogKind::Plain,
            );
        }
        self.catch_up();
        self.advance();
    }

    /// Moves the hand along as the session says: the session makes the forced moves, then
    /// the bot is asked or the table waits for the human.
    pub(super) fn advance(&mut self) {
        let mut auto_forced = [true; 2];
        auto_forced[BOT] = self.bot_auto_forced;
        let in_progress = self.session.in_progress();
        let (turn, forced) = self.session.proceed(&auto_forced);
        if !forced.is_empty() {
            for (_, action) in forced.iter().filter(|(p, _)| *p == HUMAN) {
                self.teaching.record_decision(*action);
            }
            self.catch_up();
            if in_progress && !self.session.in_progress() {
                self.finish();
            }
        }
        match turn {
            Turn::Over | Turn::Forced { .. } => {}
            Turn::Ask { view, .. } if Some(view.seat) == self.session.seat_of(HUMAN) => {
                self.clear_wait();
                self.teaching.prepare(&view);
                if let Some(range) = view.legal.and_then(|l| l.bid)
                    && self.amount.is_none()
                {
                    self.amount = Some(AmountBox::empty(true));
                    // Teaching on: the bid box starts at the suggested bid.
                    self.fill_suggestion_in(range);
                }
            }
            Turn::Ask {
                view, leaked_bid, ..
            } => {
                if self.waiting.is_none() {
                    let token = self.next_token;
                    self.next_token += 1;
                    self.waiting = Some(token);
                    self.thinking_since = Some(Instant::now());
                    if let Some(w) = &self.worker {
                        w.ask(token, *view, leaked_bid);
                    }
                }
            }
        }
    }

    pub(super) fn on_bot_action(&mut self, token: u64, action: Action, played_for: bool) {
        if self.waiting != Some(token) {
            return;
        }
        self.waiting = None;
        self.thinking_since = None;
        // The session replaces an illegal answer (a hosted bot's decimal Sneak Peek bid
        // folds the hand, as in the official engine) and says so.
        match self.session.answer(BOT, action, played_for) {
            Ok((replaced, over)) => {
                if let Some(r) = replaced {
                    self.push(r.note(&self.bot_name), LogKind::Bad);
                }
                self.catch_up();
                if over {
                    self.finish();
                }
            }
            Err(e) => self.say(e.to_string(), true),
        }
        self.advance();
    }

    /// Applies a legal action and logs what happened; finishes the hand if it ended.
    pub(super) fn apply(&mut self, player: usize, action: Action) {
        if player == HUMAN {
            self.teaching.record_decision(action);
        }
        match self.session.act(player, action) {
            Ok(over) => {
                self.catch_up();
                if over {
                    self.finish();
                }
            }
            Err(e) => self.say(e.to_string(), true),
        }
    }

    /// Takes the person's view of the hand and the events told since, and logs them.
    pub(super) fn catch_up(&mut self) {
        self.view = self.session.view(HUMAN);
        self.told.extend(self.session.news(HUMAN));
        let Some(view) = &self.view else { return };
        let start = self.logged.min(self.told.len());
        self.logged = self.told.len();
        let lines: Vec<(String, Tone)> = (start..self.told.len())
            .filter_map(|i| table_line(view, &self.told, i, &self.bot_name, self.ascii))
            .collect();
        for (text, tone) in lines {
            self.push(text, LogKind::from(tone));
        }
    }

    pub(super) fn finish(&mut self) {
        self.amount = None;
        self.note_page = 0;
        let net = self.session.last_net(HUMAN).unwrap_or(0);
        let kind = if net > 0 {
            LogKind::Good
        } else if net < 0 {
            LogKind::Bad
        } else {
            LogKind::Plain
        };
        let bankroll = self.session.bankroll()[HUMAN];
        // In a tournament the chips stay at the table: the stack, not a bankroll.
        let score = if self
            .session
            .rules()
            .level_of_hand(self.session.hand_number())
            .is_some()
        {
            format!("You have {} chips.", self.session.chips()[HUMAN])
        } else {
            format!("Bankroll {bankroll:+}.")
        };
        self.push(
            format!("You {} this hand. {score}", signed_words(net)),
            kind,
        );
        let mut graded = None;
        if let Some(view) = self.view.clone() {
            for line in self.teaching.review(&view) {
                self.push(line, LogKind::Teach);
            }
            graded = Some((view.seat, self.teaching.take_table_grades()));
            self.teaching.observe(&view);
        }
        if let (Some(w), Some(bot_view)) = (&self.worker, self.session.view(BOT)) {
            w.hand_over(bot_view);
        }
        let mut unsaved = self.session.take_unsaved();
        // The grades the review just showed go into the hand's file, so `felt review` repeats
        // them rather than grading the hand afresh.
        if let (Some((seat, grades)), Some(last)) = (graded, unsaved.last_mut()) {
            last.history
                .push_str(&felt::history::graded::fields(seat, &grades));
        }
        self.pending.extend(unsaved);
        self.start_saving();
        let over = self.session.is_over();
        self.finished = true;
        if over {
            self.push(
                format!(
                    "Match over after {}: you {}.",
                    match self.session.hand_number() {
                        1 => "1 hand".to_string(),
                        n => format!("{n} hands"),
                    },
                    signed_words(bankroll)
                ),
                LogKind::Header,
            );
            self.say("The match is over. Press q to leave.", false);
        } else {
            let next = crate::tui::input::key_label(KeyCode::Enter);
            self.say(format!("Press {next} (or n) for the next hand."), false);
        }
    }

    /// Saves the pending hands on a worker thread (never on the input path: a stats lock held
    /// by another program cannot freeze the table); the report comes back as [`Msg::Saved`].
    /// Without a channel (tests), saves right away.
    pub(super) fn start_saving(&mut self) {
        if self.saving || self.pending.is_empty() {
            return;
        }
        let Some(targets) = self.session.save_targets().cloned() else {
            self.pending.clear();
            return;
        };
        let pending = std::mem::take(&mut self.pending);
        match &self.saves_to {
            Some(tx) => {
                let tx = tx.clone();
                self.saving = true;
                std::thread::spawn(move || {
                    let report =
                        felt::stats::save_pending(&targets, pending, felt::stats::LOCK_WAIT);
                    let _ = tx.send(Msg::Saved(report));
                });
            }
            None => {
                let report = felt::stats::save_pending(&targets, pending, felt::stats::LOCK_WAIT);
                self.on_saved(report);
            }
        }
    }

    /// A save's report: the statistics as written, what failed (said in the log), and the
    /// hands kept to retry with the next one.
    pub fn on_saved(&mut self, report: SaveReport) {
        self.saving = false;
        if let Some(stats) = report.stats {
            self.stats = Some(stats);
        }
        let failed = !report.pending.is_empty();
        let mut pending = report.pending;
        let kept = pending.len();
        pending.append(&mut self.pending);
        self.pending = pending;
        for m in report.messages {
            let text = if failed {
                format!(
                    "{m}; {} kept, to be saved with the next hand",
                    if kept == 1 {
                        "the hand is".to_string()
                    } else {
                        format!("{kept} hands are")
                    }
                )
            } else {
                m
            };
            self.log.push(LogLine {
                text,
                kind: LogKind::Bad,
            });
        }
        // Hands finished while this save ran are saved now; failed ones wait for the next.
        if !failed {
            self.start_saving();
        }
    }
}
