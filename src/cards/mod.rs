//! Cards and what can be computed from cards alone: ranks, suits, sets, decks, how a board
//! runs out (the board rule), the hand evaluator, the equity calculator and hand ranges.
//! Nothing here knows about betting or the screen.

mod board_rule;
mod card;
pub mod census;
mod deck;
pub mod equity;
mod eval;
mod list;
pub mod range;
mod set;
mod value;

pub use board_rule::{BoardError, BoardRule, MAX_BOARD, RIVER_BOARD, Runout};
pub use card::{Card, CardParseError, Rank, Suit};
pub use deck::{Deck, DeckError};
pub use eval::{Evaluator, HandKey, evaluate, evaluate_cards, evaluate_general, straight_high};
pub use list::CardList;
pub use set::CardSet;
pub use value::{Category, HandValue};
