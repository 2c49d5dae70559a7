//! The rules engine: the heads-up games and Auction Flop Poker, exactly as the official engines
//! play them.
//!
//! A [`Hand`] is built from plain setup data and a deck; at each decision it offers
//! [`LegalActions`]; [`Hand::apply`] takes an [`Action`] or refuses it with an
//! [`ActionError`] and no change; every change is an [`Event`]; [`Hand::view`] gives one
//! seat's knowledge only. Auction Flop Poker, the game for 3 to 6 seats, is its own state
//! machine in [`auction_flop`]; both speak the one vocabulary of [`Game`]. The engine knows
//! nothing of bots, files, clocks or screens.

mod action;
pub mod auction_flop;
mod betting;
mod error;
mod event;
mod game;
mod hand;
mod ledger;
mod seen;
mod setup;
mod sizes;
pub mod variant;
mod view;

pub use action::{Action, ActionParseError, LegalActions, parse_chips};
pub use error::ActionError;
pub use event::{Event, Street};
pub use game::Game;
pub use hand::{AuctionResult, Hand, Outcome, Phase};
pub use ledger::Ledger;
pub use seen::Seen;
pub use setup::{Chips, HandSetup, Seat, SetupError};
pub use sizes::RaiseSize;
pub use variant::VariantId;
pub use view::SeatView;
