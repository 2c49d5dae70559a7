//! The rules engine: one heads-up hand at a time, exactly as the official engines play it.
//!
//! A [`Hand`] is built from plain setup data and a deck; at each decision it offers
//! [`LegalActions`]; [`Hand::apply`] takes an [`Action`] or refuses it with an
//! [`ActionError`] and no change; every change is an [`Event`]; [`Hand::view`] gives one
//! seat's knowledge only. The engine knows nothing of bots, files, clocks or screens.

mod action;
mod betting;
pub mod draw;
mod error;
mod event;
mod hand;
mod ledger;
mod setup;
pub mod variant;
mod view;

pub use action::{Action, ActionParseError, LegalActions, parse_chips};
pub use error::ActionError;
pub use event::{Event, Street};
pub use hand::{AuctionResult, Hand, MAX_BOARD, Outcome, Phase};
pub use ledger::Ledger;
pub use setup::{Chips, HandSetup, Seat, SetupError};
pub use variant::VariantId;
pub use view::SeatView;
