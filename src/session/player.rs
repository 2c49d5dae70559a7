//! The one seat interface: [`Player`], what the session asks for a decision at any seat of
//! either game (the person at the terminal is asked through the session's steps instead, see
//! [`Session::turn`](super::Session::turn)); and [`BotPlayer`], a bot in a seat with its own
//! seeded RNG and a record of how long it thinks; a hosted bot's notes and clock pass through
//! it.

use std::time::{Duration, Instant};

use rand::SeedableRng;
use rand::rngs::StdRng;

use crate::bots::Bot;
use crate::engine::{Chips, Game, Hand};

/// Something that takes a seat and decides: a built-in bot, a hosted competition bot, a
/// scripted seat in a test.
pub trait Player<G: Game = Hand> {
    /// The decision at `view` (the seat's knowledge only; the view holds the options).
    fn act(&mut self, view: &G::View) -> G::Action;

    /// The hand is over; `view` shows what this seat may know of it (cards shown at showdown,
    /// both bids, every hand at the Auction Flop settlement).
    fn hand_over(&mut self, _view: &G::View) {}

    /// True if the session may answer a forced move (only check, or only bid 0) itself.
    /// Hosted competition bots must be asked every time, as the official engines do.
    fn auto_forced(&self) -> bool {
        true
    }

    /// The opponent's sealed bid, given before this seat bids, for players that reproduce
    /// the official engines' leak (see [`Hosted::leaked_bid`](crate::bots::Hosted::leaked_bid)).
    fn leaked_bid(&mut self, _opponent_bid: Chips) {}

    /// True when this player's last answer was not its own: a hosted bot's host played in
    /// its place (see [`Hosted::played_for_it`](crate::bots::Hosted::played_for_it)).
    fn played_for(&mut self) -> bool {
        false
    }
}

/// A bot in a seat: its own seeded RNG, and a record of how long it thinks: CPU time of the
/// thread that asks a built-in bot, so a busy machine does not inflate it; for a bot hosted in
/// another process, the wall-clock time felt waits for its answer (what its game clock is
/// charged), since its CPU time is spent elsewhere.
pub struct BotPlayer<G: Game = Hand> {
    bot: Box<dyn Bot<G>>,
    rng: StdRng,
    /// Whether the session may make the bot's forced moves (a hosted bot is asked).
    auto_forced: bool,
    /// Whether its thinking is timed by the wall clock (a hosted bot, its answers to the
    /// hand's end included) rather than CPU time.
    pub wall_clock: bool,
    /// Total time spent in the bot's decisions.
    pub think: Duration,
    /// The longest single decision.
    pub longest: Duration,
    /// Decisions asked.
    pub decisions: u64,
}

impl<G: Game> BotPlayer<G> {
    /// Seats `bot` with an RNG seeded by `seed`.
    pub fn new(mut bot: Box<dyn Bot<G>>, seed: u64) -> BotPlayer<G> {
        let auto_forced = bot.hosted().is_none_or(|h| h.auto_forced());
        // A bot with a game clock runs in its own process (a bot that failed to start answers
        // here, with no clock).
        let wall_clock = bot.hosted().is_some_and(|h| h.clock().is_some());
        BotPlayer {
            auto_forced,
            wall_clock,
            bot,
            rng: StdRng::seed_from_u64(seed),
            think: Duration::ZERO,
            longest: Duration::ZERO,
            decisions: 0,
        }
    }

    /// The bot's name.
    pub fn name(&self) -> &str {
        self.bot.name()
    }

    /// A hosted bot's notes since the last call (see [`Hosted::take_notes`](crate::bots::Hosted::take_notes)).
    pub fn take_notes(&mut self) -> Vec<String> {
        self.bot
            .hosted()
            .map(|h| h.take_notes())
            .unwrap_or_default()
    }

    /// How many of a hosted bot's answers its host replaced since the last call (see
    /// [`Hosted::take_replaced`](crate::bots::Hosted::take_replaced)).
    pub fn take_replaced(&mut self) -> u64 {
        self.bot.hosted().map_or(0, |h| h.take_replaced())
    }

    /// A hosted bot's game clock, if it has one.
    pub fn clock(&mut self) -> Option<f64> {
        self.bot.hosted().and_then(|h| h.clock())
    }

    /// True when the session may make this bot's forced moves (false for a hosted bot).
    pub fn auto_forced(&self) -> bool {
        self.auto_forced
    }
}

impl<G: Game> Player<G> for BotPlayer<G> {
    fn act(&mut self, view: &G::View) -> G::Action {
        let (action, spent) = timed(self.wall_clock, || self.bot.act(view, &mut self.rng));
        self.think += spent;
        self.longest = self.longest.max(spent);
        self.decisions += 1;
        action
    }

    fn hand_over(&mut self, view: &G::View) {
        let ((), spent) = timed(self.wall_clock, || self.bot.hand_over(view));
        // A hosted bot answers the hand's end too, on its clock: that wait counts, in the
        // total and as the longest answer it gave.
        if self.wall_clock {
            self.think += spent;
            self.longest = self.longest.max(spent);
        }
    }

    fn auto_forced(&self) -> bool {
        self.auto_forced
    }

    fn leaked_bid(&mut self, opponent_bid: Chips) {
        if let Some(h) = self.bot.hosted() {
            h.leaked_bid(opponent_bid);
        }
    }

    fn played_for(&mut self) -> bool {
        self.bot.hosted().is_some_and(|h| h.played_for_it())
    }
}

/// Runs `work` and how long it took: by the wall clock when `wall`, else the CPU time of this
/// thread, so a busy machine does not inflate it (zero if that clock is unavailable).
fn timed<R>(wall: bool, work: impl FnOnce() -> R) -> (R, Duration) {
    if wall {
        let start = Instant::now();
        let out = work();
        (out, start.elapsed())
    } else {
        let start = cpu_time::ThreadTime::try_now().ok();
        let out = work();
        (
            out,
            start.and_then(|t| t.try_elapsed().ok()).unwrap_or_default(),
        )
    }
}
