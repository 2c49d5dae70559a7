//! What a seat can do in Auction Flop Poker: [`AuctionFlopAction`] (discard, pass, bid, take,
//! offer, keep), the [`AuctionFlopPhase`] that says which of them fit, and
//! [`AuctionFlopLegal`], the exact options of the seat to act.

use crate::cards::CardSet;
use crate::engine::{Chips, Seat};

/// A decision in Auction Flop Poker.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AuctionFlopAction {
    /// Discard these cards (possibly none), paying 1 + 2 + ... for them.
    Discard(CardSet),
    /// Forward auction: stay out for now.
    Pass,
    /// Forward auction: bid one more than the best bid (the first bid is 1).
    Bid,
    /// Reverse auction: take the flop for free.
    Take,
    /// Reverse auction: offer one more than the last offer not to take it.
    Offer,
    /// Keep these cards of the flop you got.
    Keep(CardSet),
}

/// Where the hand stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AuctionFlopPhase {
    /// Seats choose their discards, privately.
    Discard,
    /// A flop is up for a forward auction.
    Auction,
    /// Nobody bid: the reverse auction.
    Reverse,
    /// The flop's new owner chooses what to keep.
    Keep,
    Done,
}

/// The options of the seat to act.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct AuctionFlopLegal {
    pub seat: Seat,
    pub phase: AuctionFlopPhase,
    /// Discard: the most cards this seat can pay for.
    pub max_discards: u32,
    /// Forward auction: the price of a bid, if this seat may bid.
    pub bid: Option<Chips>,
    /// Reverse auction: the amount of an offer, if this seat may offer.
    pub offer: Option<Chips>,
    /// Keep: how many of the flop's cards.
    pub keep: (u32, u32),
}

impl AuctionFlopLegal {
    /// The options of a seat holding `held` cards that has a flop to keep from: at least one
    /// card, at most what fills its hand to five (and never more than the flop's three).
    pub fn keeping(seat: Seat, held: u32) -> AuctionFlopLegal {
        let room = 5 - held.min(5);
        AuctionFlopLegal {
            seat,
            phase: AuctionFlopPhase::Keep,
            max_discards: 0,
            bid: None,
            offer: None,
            keep: (1, room.clamp(1, 3)),
        }
    }
}
