//! The bidding drill (`felt drill`): a seeded stream of post-flop auction spots in Auction
//! Hold'em or Sneak Peek, each reached by a short scripted preflop, and the scoring of the
//! player's bid against the `hard` bot's core ([`MonteCarlo`](crate::bots::MonteCarlo)).
//!
//! For each spot the core values the prize from the player's seat (its `bid_value`: the
//! change in expected result between winning and losing the prize) and bids from the bot's
//! seat. The player's bid is then resolved by the engine's own second-price auction, and
//! scored as **chips of expected value lost** ([`score_bid`]):
//! - with value `V` for the prize and the bot's bid `b`, the best achievable result given `b`
//!   is `max(V - b, 0)`: buy the prize when it is worth more than its price, else let it go;
//! - the player's result is `V - paid` when the player alone gets the prize, `V / 2 - bid` on
//!   a tie (both seats get the prize and both pay: the prize's edge is shared, so it counts
//!   half), and `0` when the bot gets it;
//! - the loss is best minus actual, never negative. Bidding the valuation (rounded down to a
//!   whole chip, [`DrillSpot::truthful_bid`]) loses 0 whatever the bot bids, except when the
//!   bot bids exactly the same (a tie); as at the table, that tie is not held against it (it
//!   was the right bid before the other was known), and the answer says what it cost
//!   ([`BidScore::judged`]). A spot counts as lost nothing when its loss shows as 0.0
//!   ([`BidScore::no_loss`]).
//!
//! The same seed gives the same spots and the same valuations: the core thinks with a sample
//! budget and no time limit, from RNGs derived from the seed and the spot's number.
//!
//! The pieces: `bid` reads a typed bid, `score` scores it, `spot` makes and analyses the
//! spots, `session` runs a drill from spot to spot, and `text` words a spot and its answer.

mod bid;
mod session;
mod spot;
mod text;

use thiserror::Error;

use crate::bots::Budget;
use crate::engine::{ActionError, SetupError, VariantId};

pub use crate::coach::bid_score::{BidScore, score_bid};
pub use bid::{BidError, parse_bid};
pub use session::{Answered, Drill};
pub use spot::{DrillSpot, PreflopLine, auction_view};

/// The budget the core thinks with in the drill: `hard`'s samples, with no time limit so a
/// seed reproduces every valuation.
pub const DRILL_BUDGET: Budget = Budget {
    samples: Budget::FULL.samples,
    max_ms: 1.0e9,
};

/// Why a drill cannot be made or a bid cannot be taken.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum DrillError {
    /// The drill needs a game with an auction.
    #[error("{0} has no auction to drill (choose auction or sneak-peek)")]
    NoAuction(VariantId),
    /// A generated hand could not be set up (a bug).
    #[error("could not deal a drill hand: {0}")]
    Setup(#[from] SetupError),
    /// A scripted preflop action was refused (a bug).
    #[error("a scripted preflop action was refused: {0}")]
    Script(#[from] ActionError),
}

/// A small budget keeps the tests fast; the drill's rules do not depend on it.
#[cfg(test)]
const FAST: Budget = Budget {
    samples: 200,
    max_ms: 1.0e9,
};
