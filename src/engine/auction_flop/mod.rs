//! Auction Flop Poker: the four-seat game (3 to 6 seats) where flops are auctioned (RULES.md
//! section 2). Money moves only through antes, discard fees and auction prices, each carried
//! by its event and counted by an [`AuctionFlopLedger`].
//!
//! An [`AuctionFlopHand`] is built from an [`AuctionFlopSetup`] and a deck, like a heads-up
//! [`Hand`](super::Hand): [`AuctionFlopHand::legal`] at every decision,
//! [`AuctionFlopHand::apply`] refuses an illegal [`AuctionFlopAction`] with an
//! [`AuctionFlopError`] and no change, every change is an [`AuctionFlopEvent`], and
//! [`AuctionFlopHand::view`] shows one seat only what it may see (its own cards, what is face
//! up, how many cards each seat holds; never the discards or the other hands before the end).
//! Seats are the engine's [`Seat`](super::Seat), numbered from 0.

mod action;
mod error;
mod event;
mod hand;
mod ledger;
mod legal;
mod payout;
mod setup;
mod view;

pub use action::{
    AuctionFlopAction, AuctionFlopActionParseError, AuctionFlopLegal, AuctionFlopPhase,
};
pub use error::{AuctionFlopError, AuctionFlopSetupError};
pub use event::{AuctionFlopEvent, Payout, payouts};
pub use hand::AuctionFlopHand;
pub use ledger::AuctionFlopLedger;
pub use payout::{PAYOUTS, discard_fee};
pub use setup::AuctionFlopSetup;
pub use view::AuctionFlopView;

use super::Seat;

/// The seat at `index` of an Auction Flop table. Tables have at most 6 seats, so every index
/// in use fits; an index beyond `u8` (never one of a table's) would map to the last seat number.
pub fn seat_at(index: usize) -> Seat {
    Seat(u8::try_from(index).unwrap_or(u8::MAX))
}
