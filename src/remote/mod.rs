//! Hosting a student's competition bot as a [`Bot`]: the pokerbots wire protocol of MIT
//! Pokerbots (2023 River of Blood, 2024 Auction Hold'em) and IIT Pokerbots (2026 Sneak Peek).
//!
//! felt is the TCP server; the bot connects and is sent one line of clauses before each
//! question, always starting with its remaining game clock (`T29.871`). It rebuilds the game
//! from the echoes of both seats' actions, so the clauses go out in exactly the official
//! engines' order (see PROTOCOL.md): `P` and `H` at a new hand, `F` `C` `K` `R###` for
//! actions, `B` with the whole board when a street starts, `A###` for bids, then after the
//! auction `P`, `N` (stacks, bids and cards) and the board again, and at the end `O` (the
//! opponent's cards after a showdown) and `D` (the bot's change in chips). An illegal or
//! malformed answer is replaced by check-if-legal-else-fold (bid 0), except that a Sneak Peek
//! bid with a decimal point folds the hand, as in the IIT engine; a bot that runs out of
//! clock, disconnects or crashes is never asked again and plays check-or-fold. At the end the
//! bot is sent `Q` and its process is ended.
//!
//! The pieces: `clock` holds the game clocks and how a bot is hosted, `bot` the hosted bot
//! (and the stand-in for one that failed to start) as a [`Bot`], `protocol` turns a seat's view
//! into clauses and answers into actions, `ask` sends one question and reads the answer on the
//! clock, `layout` reads what the bot is on disk (and the game its layout implies) and the
//! command that starts it, and [`process`] starts and ends the bot's process.

mod ask;
mod bot;
mod clock;
pub mod contain;
mod layout;
pub mod process;
mod protocol;
pub mod tree;

#[cfg(doc)]
use crate::bots::Bot;

pub use bot::{FailedBot, RemoteBot};
pub use clock::{BidReveal, Clock, RemoteConfig};
pub use layout::{BotCommand, Layout};
pub use process::{BotProcess, LaunchError, end_all};
pub use protocol::parse_answer;

/// The longest answer line felt reads from a bot (an answer is one short clause; anything
/// longer is a broken or hostile bot, which is then dropped for the rest of the match).
pub const MAX_ANSWER: usize = 4096;
