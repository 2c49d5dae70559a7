//! Bots: the [`Bot`] trait and felt's built-in players. A bot of either game sees one seat's
//! view (a heads-up [`SeatView`](crate::engine::SeatView), an
//! [`AuctionFlopView`](crate::engine::auction_flop::AuctionFlopView)) and its own seeded RNG,
//! never the hidden state.

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

use crate::engine::{Game, Hand};

/// A player of game `G` (heads-up by default) that decides from one seat's view.
pub trait Bot<G: Game = Hand>: Send {
    /// The bot's name, as shown at the table and in arena results.
    fn name(&self) -> &str;

    /// The decision at `view` (its `legal` field holds the options). A bot should return a
    /// legal action; an illegal one is replaced by the game's fallback (check-or-fold).
    fn act(&mut self, view: &G::View, rng: &mut dyn RngCore) -> G::Action;

    /// The hand is over: `view` shows what this seat may know (cards shown at showdown, both
    /// bids), so the bot can model its opponent.
    fn hand_over(&mut self, _view: &G::View) {}

    /// The hosting side of a competition bot run in its own process (forced moves asked,
    /// the leaked bid, notes, a clock); `None` for felt's own bots.
    fn hosted(&mut self) -> Option<&mut dyn Hosted> {
        None
    }
}
