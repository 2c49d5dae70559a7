//! felt: a terminal poker table for the pokerbots variants.
//!
//! The library holds everything that is not the terminal: cards, the hand evaluator and
//! equity calculator, and (as they arrive) the rules engine, bots and sessions. The binary
//! (`src/main.rs`) holds the command line and the table on screen.
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
pub mod gauntlet;
pub mod history;
pub mod learn;
pub mod remote;
pub mod session;
pub mod stats;
