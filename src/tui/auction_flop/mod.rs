//! The Auction Flop Poker table: its state and keys ([`table`]), its teaching notes and its
//! drawing. The rules, the bots, the driver and the narration are the library's.

mod motion;
mod render;
mod seats;
mod table;
mod teaching;

pub use render::render;
pub use table::{AuctionFlopSetting, AuctionFlopTable};
