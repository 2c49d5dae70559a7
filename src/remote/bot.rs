//! The hosted bot as a [`Bot`]: launching the bot's process, asking it for each action
//! (replacing what it cannot answer), telling it how each hand ended, and ending it; and the
//! stand-in for a bot that could not be started, which checks or folds.
//!
//! An official match is [`MATCH_HANDS`] hands, and a competition bot is written for one: its
//! skeleton counts rounds up to 1,000, its bankroll from 0, and many bots stop playing once
//! their lead cannot be caught in the rounds left (which, past round 1,000, is any lead). So a
//! longer arena match or table session is a series of official matches: after every
//! [`MATCH_HANDS`] hands the bot is sent `Q` and started afresh (no build step, its output in
//! a log of its own), with a full clock, as a competition starts each match.

use std::time::Duration;

use rand::RngCore;

use super::clock::MATCH_HANDS;
use super::protocol::{HandTrack, cards};
use super::{BotCommand, BotProcess, LaunchError, RemoteConfig};
use crate::bots::{Bot, Hosted};
use crate::engine::{Action, Chips, SeatView};

/// A competition bot in a separate process, speaking the pokerbots protocol.
pub struct RemoteBot {
    pub(super) name: String,
    pub(super) process: Option<BotProcess>,
    /// Bytes read past the end of the last answer line.
    pub(super) pending: Vec<u8>,
    pub(super) config: RemoteConfig,
    pub(super) clock_left: Duration,
    /// Why the bot is no longer asked (out of time, disconnected).
    pub(super) dead: Option<String>,
    pub(super) queue: Vec<String>,
    pub(super) track: HandTrack,
    pub(super) notes: Vec<String>,
    pub(super) leaked: Option<Chips>,
    /// Hands this bot has finished, so a note names the hand it happened in.
    pub(super) hands_done: u32,
    /// Answers replaced (illegal or not an action) since the last [`Hosted::take_replaced`].
    pub(super) replaced: u64,
    /// Asking the end-of-hand question (a time-out there is named as such).
    pub(super) at_hand_end: bool,
    /// The last decision was played in the bot's place (see [`Hosted::played_for_it`]).
    pub(super) played_for: bool,
    /// How to start it again for the next official match (none: it only reads answers).
    pub(super) command: Option<BotCommand>,
    /// The first match's log, which the later matches' logs are named after.
    pub(super) first_log: Option<std::path::PathBuf>,
    /// An official match has ended: the bot is started afresh before it is next asked.
    pub(super) match_due: bool,
}

impl RemoteBot {
    /// Starts the bot at `path` (a folder with `commands.json`, or a `.py` file).
    ///
    /// # Errors
    /// [`LaunchError`] when it cannot be started or does not connect in time.
    pub fn launch(path: &std::path::Path, config: RemoteConfig) -> Result<RemoteBot, LaunchError> {
        let cmd = BotCommand::from_path(path)?;
        let process = BotProcess::launch(&cmd, config.log.as_deref(), config.connect_limit)?;
        // A folder or file name: shown in every note, so made printable once here.
        let mut bot = RemoteBot::new(crate::text::printable(&cmd.name), Some(process), config);
        // The next matches start it without its build step: it was built for this one.
        bot.command = Some(BotCommand {
            build: Vec::new(),
            ..cmd
        });
        Ok(bot)
    }

    /// A hosted bot named `name` on `process` (none: it only reads answers, for tests), before
    /// its first hand.
    pub(super) fn new(
        name: String,
        process: Option<BotProcess>,
        config: RemoteConfig,
    ) -> RemoteBot {
        RemoteBot {
            name,
            process,
            first_log: config.log.clone(),
            command: None,
            match_due: false,
            pending: Vec::new(),
            clock_left: config.clock.total,
            config,
            dead: None,
            queue: Vec::new(),
            track: HandTrack::default(),
            notes: Vec::new(),
            leaked: None,
            hands_done: 0,
            replaced: 0,
            at_hand_end: false,
            played_for: false,
        }
    }

    /// The bot process's id, while it runs.
    pub fn pid(&self) -> Option<u32> {
        self.process.as_ref().map(BotProcess::pid)
    }

    /// Why the bot is no longer asked, if it is not.
    pub fn dead(&self) -> Option<&str> {
        self.dead.as_deref()
    }

    /// Sends `Q` and ends the process (also done on drop).
    pub fn finish(&mut self) {
        if let Some(mut p) = self.process.take() {
            p.finish(self.config.exit_grace);
            self.note_log_problem(&p);
        }
    }

    /// Says once that the bot's log could not be written (a full disk).
    fn note_log_problem(&mut self, process: &BotProcess) {
        if let Some(problem) = process.take_log_problem() {
            self.note(problem);
        }
    }

    /// Counts a finished hand: the next starts afresh, and after every [`MATCH_HANDS`] hands
    /// a new official match is due (started when the bot is next needed, so none is started
    /// after the last hand).
    pub(super) fn hand_finished(&mut self) {
        self.track.hole.clear();
        self.hands_done += 1;
        self.match_due = self.hands_done.is_multiple_of(MATCH_HANDS);
    }

    /// Starts the official match that is due, if one is ([`RemoteBot::next_match`]).
    pub(super) fn start_due_match(&mut self) {
        if std::mem::take(&mut self.match_due) {
            self.next_match();
        }
    }

    /// Ends the official match just played and starts the bot afresh for the next, with a
    /// full clock, as a competition does: a bot that crashed or ran out of time in one match
    /// plays the next. One that cannot be started again checks or folds from then on, and
    /// says why.
    fn next_match(&mut self) {
        self.clock_left = self.config.clock.total;
        let Some(cmd) = self.command.clone() else {
            // Not a process of its own (tests): only the clock is the match's.
            return;
        };
        self.finish();
        self.pending.clear();
        self.queue.clear();
        let number = self.hands_done / MATCH_HANDS + 1;
        let log = self
            .first_log
            .as_deref()
            .map(|first| match_log(first, number));
        match BotProcess::launch(&cmd, log.as_deref(), self.config.connect_limit) {
            Ok(process) => {
                self.process = Some(process);
                self.config.log = log;
                self.dead = None;
            }
            Err(e) => {
                self.command = None;
                let status = format!("could not be started for official match {number} ({e})");
                self.note(format!(
                    "{status}; it will check or fold for the rest of the match"
                ));
                self.dead = Some(status);
            }
        }
    }

    /// Notes what happened, with the bot's name and, during a hand, which of its hands (the
    /// first is 1) it happened in.
    pub(super) fn note(&mut self, text: String) {
        let when = if self.track.hole.is_empty() {
            String::new()
        } else {
            format!("hand {}: ", self.hands_done + 1)
        };
        self.notes.push(format!("{}: {when}{text}", self.name));
    }
}

impl Bot for RemoteBot {
    fn name(&self) -> &str {
        &self.name
    }

    fn act(&mut self, view: &SeatView, _rng: &mut dyn RngCore) -> Action {
        self.played_for = false;
        let Some(legal) = view.legal else {
            return Action::Check;
        };
        self.start_due_match();
        self.sync(view);
        self.leaked = None;
        let answer = self.ask();
        let replaced_before = self.replaced;
        let answered = answer.is_some();
        let action = self.answer_to_action(answer, &legal, view.variant());
        self.played_for = !answered || self.replaced != replaced_before;
        action
    }

    fn hand_over(&mut self, view: &SeatView) {
        self.start_due_match();
        self.sync(view);
        if view.outcome.is_some_and(|o| o.showdown) {
            self.queue.push(format!(
                "O{}",
                cards(&view.opponent_known.iter().collect::<Vec<_>>())
            ));
        }
        if let Some(o) = view.outcome {
            self.queue.push(format!("D{}", o.net[view.seat.index()]));
        }
        // The bot answers K; whatever it answers is ignored.
        self.at_hand_end = true;
        let _ = self.ask();
        self.at_hand_end = false;
        self.hand_finished();
    }

    fn hosted(&mut self) -> Option<&mut dyn Hosted> {
        Some(self)
    }
}

impl Hosted for RemoteBot {
    fn take_notes(&mut self) -> Vec<String> {
        if let Some(problem) = self.process.as_ref().and_then(BotProcess::take_log_problem) {
            self.note(problem);
        }
        std::mem::take(&mut self.notes)
    }

    fn take_replaced(&mut self) -> u64 {
        std::mem::take(&mut self.replaced)
    }

    fn played_for_it(&self) -> bool {
        self.played_for
    }

    fn clock(&self) -> Option<f64> {
        Some(self.clock_left.as_secs_f64())
    }

    fn leaked_bid(&mut self, opponent_bid: Chips) {
        self.leaked = Some(opponent_bid);
    }
}

/// The log of official match `number` (from 2): the first match's log name with
/// `-match<number>` before its extension.
fn match_log(first: &std::path::Path, number: u32) -> std::path::PathBuf {
    let stem = first
        .file_stem()
        .map_or_else(|| "bot".to_string(), |s| s.to_string_lossy().into_owned());
    first.with_file_name(format!("{stem}-match{number}.log"))
}

impl Drop for RemoteBot {
    fn drop(&mut self) {
        self.finish();
    }
}

/// A bot that could not be started: it checks or folds, and says why once.
pub struct FailedBot {
    name: String,
    reason: Option<String>,
}

impl FailedBot {
    /// A stand-in for the bot `name` that failed for `reason`.
    pub fn new(name: &str, reason: String) -> FailedBot {
        FailedBot {
            name: crate::text::printable(name),
            reason: Some(crate::text::printable(&reason)),
        }
    }
}

impl Bot for FailedBot {
    fn name(&self) -> &str {
        &self.name
    }

    fn act(&mut self, view: &SeatView, _rng: &mut dyn RngCore) -> Action {
        view.legal.map_or(Action::Check, |l| l.check_or_fold())
    }

    fn hosted(&mut self) -> Option<&mut dyn Hosted> {
        Some(self)
    }
}

/// A stand-in plays like one of felt's own bots (its forced moves are made for it); it only
/// reports why it stands in.
impl Hosted for FailedBot {
    fn auto_forced(&self) -> bool {
        true
    }

    fn take_notes(&mut self) -> Vec<String> {
        self.reason
            .take()
            .map(|r| vec![format!("{}: {r}; it checks or folds", self.name)])
            .unwrap_or_default()
    }

    /// Every decision of a stand-in is felt's, not the bot's.
    fn played_for_it(&self) -> bool {
        true
    }
}
