//! What a hand of Auction Flop Poker starts from: the stacks around the table, the ante, the
//! dealer and the seed of any reshuffle. Plain data, checked when the hand is built.

use crate::engine::{Chips, Seat};

use super::error::AuctionFlopSetupError;

/// What a hand of Auction Flop Poker starts from.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AuctionFlopSetup {
    /// Chips of each seat at the table (3 to 6 seats), before the ante.
    pub stacks: Vec<Chips>,
    /// The ante every seat pays.
    pub ante: Chips,
    /// The dealer's seat; the first voice of the first flop is the seat after it.
    pub dealer: Seat,
    /// Seeds the reshuffle of the discard pile when the stock runs out.
    pub reshuffle_seed: u64,
}

impl AuctionFlopSetup {
    /// Checks that the hand can be played.
    ///
    /// # Errors
    /// [`AuctionFlopSetupError`] when the seats, antes or dealer do not make a hand.
    pub fn validate(&self) -> Result<(), AuctionFlopSetupError> {
        let n = self.stacks.len();
        if !(3..=6).contains(&n) {
            return Err(AuctionFlopSetupError::Seats(n));
        }
        if self.dealer.index() >= n {
            return Err(AuctionFlopSetupError::Dealer);
        }
        if let Some(seat) = self.stacks.iter().position(|&s| s < self.ante) {
            return Err(AuctionFlopSetupError::Ante(super::seat_at(seat)));
        }
        Ok(())
    }
}
