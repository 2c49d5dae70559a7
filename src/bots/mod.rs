//! Bots: the [`Bot`] trait and felt's built-in players. A bot sees one seat's
//! [`SeatView`](crate::engine::SeatView) and its own seeded RNG, never the hidden state.

mod baseline;
pub mod draw;
pub mod heuristic;
pub mod monte_carlo;
mod preflop_table;
pub mod range;
pub mod registry;
pub mod stats;
pub mod strength;
pub mod styles;

pub use baseline::{AllIn, BidAll, Caller, RandomBot, random_legal_action};
pub use heuristic::{Heuristic, Style};
pub use monte_carlo::{Advice, Budget, MonteCarlo};
pub use registry::{BOTS, EXTERNAL, by_name};

use rand::RngCore;

use crate::engine::{Action, SeatView};

/// A poker player that decides from one seat's view.
pub trait Bot: Send {
    /// The bot's name, as shown at the table and in arena results.
    fn name(&self) -> &str;

    /// The decision at `view` (its `legal` field holds the options). A bot should return a
    /// legal action; an illegal one is replaced by check-or-fold.
    fn act(&mut self, view: &SeatView, rng: &mut dyn RngCore) -> Action;

    /// The hand is over: `view` shows what this seat may know (cards shown at showdown, both
    /// bids), so the bot can model its opponent.
    fn hand_over(&mut self, _view: &SeatView) {}

    /// True if the table may make a forced move (only check, or only bid 0) for this bot.
    /// Hosted competition bots are asked every time, as the official engines do.
    fn auto_forced(&self) -> bool {
        true
    }

    /// Things worth telling the person or the match log since the last call (a hosted bot's
    /// illegal answer, a timeout, a crash).
    fn take_notes(&mut self) -> Vec<String> {
        Vec::new()
    }

    /// Seconds left on the bot's game clock, for bots that have one.
    fn clock(&self) -> Option<f64> {
        None
    }

    /// Only for hosting competition bots in the official engines' "leaky" mode: the big
    /// blind's sealed bid, given to the small blind before it bids. Built-in bots ignore it.
    fn leaked_bid(&mut self, _opponent_bid: crate::engine::Chips) {}
}
