//! Hosting a student's competition bot as a [`Bot`]: the pokerbots wire protocol of MIT
//! Pokerbots (2023 River of Blood, 2024 Auction Hold'em) and IIT Pokerbots (2026 Sneak Peek).
//!
//! felt is the TCP server; the bot connects and is sent one line of clauses before each
//! question, always starting with its remaining game clock (`T29.871`). It rebuilds the game
//! from the echoes of both seats' actions, so the clauses go out in exactly the official
//! engines' order (see PROTOCOL.md): `P` and `H` at a new hand, `F` `C` `K` `R###` for
//! actions, `B` with the whole board when a street starts, `A###` for bids, then after the
//! auction `P`, `N` (stacks, bids and cards) and the board again, and at the end `O` (the
//! opponent's cards after a showdown) and `D` (the bot's change in chips). An illegal or
//! malformed answer is replaced by check-if-legal-else-fold (bid 0), except that a Sneak Peek
//! bid with a decimal point folds the hand, as in the IIT engine; a bot that runs out of
//! clock, disconnects or crashes is never asked again and plays check-or-fold. At the end the
//! bot is sent `Q` and its process is ended.

pub mod process;

use std::io::{self, Read, Write};
use std::path::PathBuf;
use std::time::{Duration, Instant};

use rand::RngCore;

use crate::bots::Bot;
use crate::cards::Card;
use crate::engine::{Action, Chips, Event, Ledger, LegalActions, Phase, Seat, SeatView, VariantId};

pub use process::{BotCommand, BotProcess, LaunchError, end_all};

/// The longest answer line felt reads from a bot (an answer is one short clause; anything
/// longer is a broken or hostile bot, which is then dropped for the rest of the match).
pub const MAX_ANSWER: usize = 4096;

/// Whether the small blind sees the big blind's bid before bidding.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum BidReveal {
    /// felt's default: the skeletons need an `A` clause there; it is sent as `A0`.
    #[default]
    Sealed,
    /// The official engines' behaviour: the real bid is sent.
    Leaky,
}

/// The game clock.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Clock {
    /// For the whole match.
    pub total: Duration,
    /// For a single answer.
    pub per_question: Duration,
}

impl Clock {
    /// MIT's official clock: 30 s for the match; an answer slower than 10 s runs it out.
    pub const MIT: Clock = Clock {
        total: Duration::from_secs(30),
        per_question: Duration::from_secs(10),
    };
    /// The IIT 2026 engine's clock: 30 s for the match, at most 10 s for one answer (the
    /// engine wins over IIT's documents, which say 20 s and 2 s).
    pub const IIT: Clock = Clock {
        total: Duration::from_secs(30),
        per_question: Duration::from_secs(10),
    };
    /// The stricter clock of IIT's documents: 20 s for the match, 2 s per question.
    pub const IIT_DOCUMENTED: Clock = Clock {
        total: Duration::from_secs(20),
        per_question: Duration::from_secs(2),
    };
}

/// How to host a bot.
#[derive(Debug, Clone)]
pub struct RemoteConfig {
    pub clock: Clock,
    pub reveal: BidReveal,
    /// Where the bot's output is saved (capped at 512 KiB).
    pub log: Option<PathBuf>,
    /// How long the bot may take to connect (and to build).
    pub connect_limit: Duration,
    /// How long to wait for the bot to exit after `Q`.
    pub exit_grace: Duration,
}

impl Default for RemoteConfig {
    fn default() -> Self {
        RemoteConfig {
            clock: Clock::MIT,
            reveal: BidReveal::Sealed,
            log: None,
            connect_limit: process::CONNECT_LIMIT,
            exit_grace: Duration::from_secs(10),
        }
    }
}

/// What felt tracks of the current hand to speak the protocol.
#[derive(Debug, Clone, Default)]
struct HandTrack {
    hole: Vec<Card>,
    processed: usize,
    /// The chips as the events so far moved them.
    ledger: Ledger,
    board: Vec<Card>,
    opp_bid_sent: bool,
}

/// A competition bot in a separate process, speaking the pokerbots protocol.
pub struct RemoteBot {
    name: String,
    process: Option<BotProcess>,
    /// Bytes read past the end of the last answer line.
    pending: Vec<u8>,
    config: RemoteConfig,
    clock_left: Duration,
    /// Why the bot is no longer asked (out of time, disconnected).
    dead: Option<String>,
    queue: Vec<String>,
    track: HandTrack,
    notes: Vec<String>,
    leaked: Option<Chips>,
}

impl RemoteBot {
    /// Starts the bot at `path` (a folder with `commands.json`, or a `.py` file).
    ///
    /// # Errors
    /// [`LaunchError`] when it cannot be started or does not connect in time.
    pub fn launch(path: &std::path::Path, config: RemoteConfig) -> Result<RemoteBot, LaunchError> {
        let cmd = BotCommand::from_path(path)?;
        let process = BotProcess::launch(&cmd, config.log.as_deref(), config.connect_limit)?;
        Ok(RemoteBot {
            name: cmd.name,
            process: Some(process),
            pending: Vec::new(),
            clock_left: config.clock.total,
            config,
            dead: None,
            queue: Vec::new(),
            track: HandTrack::default(),
            notes: Vec::new(),
            leaked: None,
        })
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
        }
    }

    fn note(&mut self, text: String) {
        self.notes.push(format!("{}: {text}", self.name));
    }

    /// Brings the clause queue up to date with `view`.
    fn sync(&mut self, view: &SeatView) {
        let me = view.seat;
        let hole: Vec<Card> = view.hole.iter().take(2).collect();
        if hole != self.track.hole || view.events.len() < self.track.processed {
            self.track = HandTrack {
                hole: hole.clone(),
                ledger: Ledger::new(view.setup.stacks),
                ..HandTrack::default()
            };
            self.queue.push(format!("P{}", me.0));
            self.queue.push(format!("H{}", cards(&hole)));
        }
        // The opponent's hole cards join the view at a showdown, at their places in the hand;
        // leaving them out keeps the positions the bot has already been told about stable.
        let events: Vec<Event> = view
            .events
            .iter()
            .filter(|e| !matches!(e, Event::DealHole { seat, .. } if *seat != me))
            .copied()
            .collect();
        let events = &events;
        let start = self.track.processed;
        for i in start..events.len() {
            let t = &mut self.track;
            t.ledger.record(&events[i]);
            match events[i] {
                Event::DealBoard { street, card } => {
                    t.board.push(card);
                    let more = matches!(events.get(i + 1), Some(Event::DealBoard { street: s, .. }) if *s == street);
                    if !more {
                        self.queue.push(format!("B{}", cards(&t.board)));
                    }
                }
                Event::Act { action, .. } => {
                    let clause = match action {
                        Action::Fold => "F".to_string(),
                        Action::Check => "K".to_string(),
                        Action::Call => "C".to_string(),
                        Action::RaiseTo(to) => format!("R{to}"),
                        Action::Bid(n) => format!("A{n}"),
                    };
                    self.queue.push(clause);
                }
                Event::Bid { seat, amount } => {
                    if seat == me {
                        self.queue.push(format!("A{amount}"));
                    } else if !t.opp_bid_sent {
                        t.opp_bid_sent = true;
                        self.queue.push(format!("A{amount}"));
                    }
                }
                Event::AuctionResolved { bids, .. } => {
                    let stacks = t.ledger.stacks();
                    let shown: Vec<Card> = match view.variant() {
                        VariantId::SneakPeek => events[i..]
                            .iter()
                            .filter_map(|e| match e {
                                Event::Peek { seat, card } if *seat == me => Some(*card),
                                _ => None,
                            })
                            .collect(),
                        _ => view.hole.iter().collect(),
                    };
                    self.queue.push(format!("P{}", me.0));
                    self.queue.push(format!(
                        "N{},{}_{},{}_{}",
                        stacks[0],
                        stacks[1],
                        bids[0],
                        bids[1],
                        cards(&shown)
                    ));
                    self.queue.push(format!("B{}", cards(&t.board)));
                }
                _ => {}
            }
        }
        self.track.processed = events.len();
        // The small blind bids second: the skeletons expect the big blind's bid before it.
        if view.phase == Phase::Auction
            && !self.track.opp_bid_sent
            && view.legal.is_some_and(|l| l.bid.is_some())
            && me == Seat(0)
        {
            self.track.opp_bid_sent = true;
            let shown = match self.config.reveal {
                BidReveal::Sealed => 0,
                BidReveal::Leaky => self.leaked.unwrap_or(0),
            };
            self.queue.push(format!("A{shown}"));
        }
    }

    /// Sends the queued clauses and reads one answer line, charging the game clock.
    fn ask(&mut self) -> Option<String> {
        if self.dead.is_some() {
            self.queue.clear();
            return None;
        }
        let line = format!(
            "T{:.3} {}\n",
            self.clock_left.as_secs_f64(),
            self.queue.join(" ")
        );
        self.queue.clear();
        let limit = self.config.clock.per_question.min(self.clock_left);
        let process = self.process.as_ref()?;
        let start = Instant::now();
        let sent = process
            .stream()
            .and_then(|mut stream| stream.write_all(line.as_bytes()));
        if sent.is_err() {
            self.dead = Some("disconnected".to_string());
            self.note("disconnected; it will check or fold for the rest of the match".to_string());
            return None;
        }
        // The limit covers the whole answer, however slowly its bytes arrive.
        let read = read_line(process, &mut self.pending, start + limit);
        let spent = start.elapsed();
        self.clock_left = self.clock_left.saturating_sub(spent);
        let gone =
            |status: &str| format!("{status}; it will check or fold for the rest of the match");
        match read {
            LineRead::Line(bytes) if spent <= limit && !self.clock_left.is_zero() => {
                // Invalid UTF-8 is a malformed answer like any other: replaced, not fatal.
                Some(String::from_utf8_lossy(&bytes).trim().to_string())
            }
            LineRead::Closed => {
                let status = self
                    .process
                    .as_mut()
                    .and_then(|p| p.child.try_wait().ok().flatten())
                    .map_or("closed the connection".to_string(), |s| {
                        format!("exited ({s})")
                    });
                self.note(gone(&status));
                self.dead = Some(status);
                None
            }
            LineRead::TooLong => {
                let status = format!("sent an answer longer than {MAX_ANSWER} bytes");
                self.note(gone(&status));
                self.dead = Some(status);
                None
            }
            LineRead::Line(_) | LineRead::TimedOut => {
                self.clock_left = Duration::ZERO;
                self.dead = Some("out of time".to_string());
                self.note(gone("ran out of time"));
                None
            }
        }
    }

    /// The action an answer stands for, or a replacement with a note.
    fn answer_to_action(
        &mut self,
        answer: Option<String>,
        legal: &LegalActions,
        variant: VariantId,
    ) -> Action {
        let fallback = legal.check_or_fold();
        let Some(text) = answer else { return fallback };
        let parsed = parse_answer(&text);
        match parsed {
            Some(a) if legal.allows(a) => a,
            Some(a) => {
                self.note(format!(
                    "answered \"{text}\" ({a}), which is not legal now; played {fallback} instead"
                ));
                fallback
            }
            None if variant == VariantId::SneakPeek
                && legal.bid.is_some()
                && text.starts_with('A')
                && text.contains('.') =>
            {
                // The IIT engine folds the hand there (Hand::folds_at_the_auction).
                self.note(format!(
                    "bid \"{text}\" with a decimal point; as in the IIT engine, it folds the hand"
                ));
                Action::Fold
            }
            None => {
                self.note(format!(
                    "answered \"{text}\", which is not an action; played {fallback} instead"
                ));
                fallback
            }
        }
    }
}

/// What came back for one question.
enum LineRead {
    /// One line, without its newline.
    Line(Vec<u8>),
    /// The connection closed or failed.
    Closed,
    /// The deadline passed before a whole line arrived.
    TimedOut,
    /// More than [`MAX_ANSWER`] bytes without a newline.
    TooLong,
}

/// Reads one answer line from the bot by `deadline`, keeping what follows it in `pending`.
fn read_line(process: &BotProcess, pending: &mut Vec<u8>, deadline: Instant) -> LineRead {
    let Ok(mut stream) = process.stream() else {
        return LineRead::Closed;
    };
    let mut buf = [0u8; 1024];
    loop {
        if let Some(end) = pending.iter().position(|&b| b == b'\n') {
            let line = pending[..end].to_vec();
            pending.drain(..=end);
            return LineRead::Line(line);
        }
        if pending.len() > MAX_ANSWER {
            pending.clear();
            return LineRead::TooLong;
        }
        let left = deadline.saturating_duration_since(Instant::now());
        if left.is_zero() {
            return LineRead::TimedOut;
        }
        if stream.set_read_timeout(Some(left)).is_err() {
            return LineRead::Closed;
        }
        match stream.read(&mut buf) {
            Ok(0) => return LineRead::Closed,
            Ok(n) => pending.extend_from_slice(&buf[..n]),
            Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
            Err(e)
                if matches!(
                    e.kind(),
                    io::ErrorKind::WouldBlock | io::ErrorKind::TimedOut
                ) =>
            {
                return LineRead::TimedOut;
            }
            Err(_) => return LineRead::Closed,
        }
    }
}

/// Cards as the protocol writes them: "Td,As".
fn cards(list: &[Card]) -> String {
    list.iter()
        .map(Card::to_string)
        .collect::<Vec<_>>()
        .join(",")
}

/// Parses one answer clause: F, C, K, R<int>, A<int>.
pub fn parse_answer(text: &str) -> Option<Action> {
    let t = text.trim();
    let number = |s: &str| {
        s.parse::<Chips>()
            .ok()
            .filter(|_| !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit()))
    };
    match t.chars().next()? {
        'F' if t.len() == 1 => Some(Action::Fold),
        'C' if t.len() == 1 => Some(Action::Call),
        'K' if t.len() == 1 => Some(Action::Check),
        'R' => number(&t[1..]).map(Action::RaiseTo),
        'A' => number(&t[1..]).map(Action::Bid),
        _ => None,
    }
}

impl Bot for RemoteBot {
    fn name(&self) -> &str {
        &self.name
    }

    fn act(&mut self, view: &SeatView, _rng: &mut dyn RngCore) -> Action {
        let Some(legal) = view.legal else {
            return Action::Check;
        };
        self.sync(view);
        self.leaked = None;
        let answer = self.ask();
        self.answer_to_action(answer, &legal, view.variant())
    }

    fn hand_over(&mut self, view: &SeatView) {
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
        let _ = self.ask();
        // The next hand starts afresh.
        self.track.hole.clear();
    }

    fn auto_forced(&self) -> bool {
        false
    }

    fn take_notes(&mut self) -> Vec<String> {
        std::mem::take(&mut self.notes)
    }

    fn clock(&self) -> Option<f64> {
        Some(self.clock_left.as_secs_f64())
    }

    fn leaked_bid(&mut self, opponent_bid: Chips) {
        self.leaked = Some(opponent_bid);
    }
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
            name: name.to_string(),
            reason: Some(reason),
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

    fn take_notes(&mut self) -> Vec<String> {
        self.reason
            .take()
            .map(|r| vec![format!("{}: {r}; it checks or folds", self.name)])
            .unwrap_or_default()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn answers_parse_exactly_and_nothing_else() {
        assert_eq!(parse_answer("R12"), Some(Action::RaiseTo(12)));
        assert_eq!(parse_answer("A0"), Some(Action::Bid(0)));
        assert_eq!(parse_answer("K"), Some(Action::Check));
        assert_eq!(parse_answer(" C\r"), Some(Action::Call));
        for bad in ["", "X", "R", "R-5", "R1.5", "A1.5", "KK", "raise 4", "F2"] {
            assert_eq!(parse_answer(bad), None, "{bad}");
        }
    }
}
