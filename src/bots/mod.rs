//! Bots: the [`Bot`] trait and felt's built-in players. A bot sees one seat's
//! [`SeatView`](crate::engine::SeatView) and its own seeded RNG, never the hidden state.

mod baseline;
mod preflop_table;
pub mod strength;

pub use baseline::{AllIn, BidAll, Caller, RandomBot, random_legal_action};

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
}
