//! Bots: the [`Bot`] trait and felt's built-in players. A bot sees one seat's
//! [`SeatView`](crate::engine::SeatView) and its own seeded RNG, never the hidden state.

pub mod auction_flop;
mod baseline;
pub mod competition;
pub mod heuristic;
pub mod hosted;
pub mod monte_carlo;
mod preflop_table;
pub mod range;
pub mod registry;
pub mod stats;
pub mod strength;
pub mod styles;

pub use baseline::{AllIn, BidAll, Caller, RandomBot, random_legal_action};
pub use heuristic::{Heuristic, Style};
pub use hosted::Hosted;
pub use monte_carlo::{Advice, Budget, MonteCarlo, Read};
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

    /// The hosting side of a competition bot run in its own process (forced moves asked,
    /// the leaked bid, notes, a clock); `None` for felt's own bots.
    fn hosted(&mut self) -> Option<&mut dyn Hosted> {
        None
    }
}
