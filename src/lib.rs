//! felt: a terminal poker table for the pokerbots variants.
//!
//! The library holds everything that is not the terminal; the binary (`src/main.rs`, with the
//! default `tui` feature) holds the command line and the table on screen, and the library
//! builds without the binary's crates (`cargo check --lib --no-default-features`). Arrows point
//! one way, from cards up to the arena:
//!
//! - [`cards`]: cards, sets, decks, the hand evaluator and the equity calculator.
//! - [`engine`]: the rules of one hand (legal actions, events, chips, each seat's view) for
//!   every variant, Auction Flop Poker included.
//! - [`bots`]: the `Bot` trait (one for both games) and felt's bots.
//! - [`remote`]: hosting a student's competition bot over the pokerbots protocol.
//! - [`registry`]: every player felt can seat, by name, for either game: the built-in bots
//!   and a hosted competition bot (above both `bots` and `remote`).
//! - [`history`]: hand histories in PHH, read back and replayed event for event.
//! - [`session`]: the one match runner, for both games: deals, seats, forced moves, chips
//!   across hands, the match's end, hand files and statistics.
//! - [`arena`] and [`gauntlet`]: headless matches and their statistics.
//! - [`config`], [`stats`], [`drill`], [`learn`]: the config file, the player's statistics,
//!   the bidding drill and the guided tutorial.
//! - [`text`] and [`files`]: the two gates for what comes from outside: untrusted text made
//!   printable before it is shown, and files read only when regular, without blocking and
//!   within a size limit.
//!
//! ```
//! use felt::cards::{evaluate, CardSet, Category};
//!
//! let hand: CardSet = "AsKsQsJsTs2d3c".parse().unwrap();
//! assert_eq!(evaluate(hand).category(), Category::StraightFlush);
//! assert_eq!(evaluate(hand).describe(), "Royal Flush");
//! ```

pub mod arena;
pub mod bots;
pub mod cards;
pub mod coach;
pub mod config;
pub mod drill;
pub mod engine;
pub mod files;
pub mod gauntlet;
pub mod history;
pub mod learn;
pub mod narration;
pub mod registry;
pub mod remote;
pub mod review;
pub mod session;
pub mod stats;
pub mod text;
