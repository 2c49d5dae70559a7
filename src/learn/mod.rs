//! The guided tutorial (`felt learn`): fixed, scripted deals that show each rule happening,
//! step by step, and a few multiple-choice questions per game. The player is always seat 0.
//!
//! A [`Lesson`] holds a deck order (dealt with [`Deck::from_order`], so the cards are fixed) and
//! a script of [`Step`]s: each step is a move written as the player would type it ("bid 10",
//! "discard Kd 2s") with the explanation shown before it. [`Lesson::play`] runs a whole script
//! through the engine, which is also how the tests check that each lesson shows its rule.
//! [`LearnProgress`] remembers the lessons finished, in `learn.json` in felt's data folder,
//! written atomically.
mod lessons;
mod progress;
mod questions;
#[cfg(test)]
mod tests;

pub use lessons::{lessons, lessons_for};
pub use progress::{LearnProgress, LoadedProgress};
pub use questions::questions;

use std::io;

use thiserror::Error;

use crate::cards::{Card, CardParseError, CardSet, Deck};
use crate::engine::auction_flop::{
    AuctionFlopAction, AuctionFlopActionParseError, AuctionFlopError, AuctionFlopHand,
    AuctionFlopSetup, AuctionFlopSetupError,
};
use crate::engine::{
    Action, ActionError, ActionParseError, Hand, HandSetup, Seat, SetupError, VariantId,
};
use crate::narration::auction_flop;
use crate::narration::heads_up::table_line;

/// The file name of the tutorial progress inside felt's data directory.
pub const PROGRESS_FILE: &str = "learn.json";

/// Why a lesson's script cannot be played (a bug in the script) or progress not saved.
#[derive(Debug, Error)]
pub enum LearnError {
    #[error("bad cards in a lesson: {0}")]
    Cards(#[from] CardParseError),
    #[error("a lesson's deck repeats a card: {0}")]
    Deck(#[from] crate::cards::DeckError),
    #[error("a lesson's table cannot be set up: {0}")]
    Setup(#[from] SetupError),
    #[error("a lesson's table cannot be set up: {0}")]
    AuctionFlopSetup(#[from] AuctionFlopSetupError),
    #[error("a lesson's move is not a move: {0}")]
    Parse(#[from] ActionParseError),
    #[error("a lesson's move is not a move: {0}")]
    AuctionFlopParse(#[from] AuctionFlopActionParseError),
    #[error("a lesson's move was refused: {0}")]
    Action(#[from] ActionError),
    #[error("a lesson's move was refused: {0}")]
    AuctionFlop(#[from] AuctionFlopError),
    #[error("could not read the tutorial progress {path}: {source}")]
    Read { path: String, source: io::Error },
    #[error("could not save the tutorial progress {path}: {source}")]
    Write { path: String, source: io::Error },
    #[error("the tutorial progress was not read: {0}")]
    File(crate::files::ReadError),
    #[error(
        "the tutorial progress {path} is unreadable ({reason}) and could not be moved aside: {source}"
    )]
    MoveAside {
        path: String,
        reason: String,
        source: io::Error,
    },
}

/// One scripted move and what the table says before it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Step {
    /// The seat that moves (0 is the player).
    pub seat: usize,
    /// The move as typed: "call", "bid 10", "discard Kd 2s", "keep 8c 9h", "pass".
    pub text: &'static str,
    /// The explanation shown before the move.
    pub explain: &'static str,
}

impl Step {
    /// True when the player makes this move (seat 0).
    pub fn is_players(&self) -> bool {
        self.seat == 0
    }

    /// True when `typed` is this move (case and spaces do not matter).
    pub fn accepts(&self, typed: &str) -> bool {
        let norm = |s: &str| {
            s.split_whitespace()
                .collect::<Vec<_>>()
                .join(" ")
                .to_ascii_lowercase()
        };
        norm(typed) == norm(self.text)
    }
}

/// A multiple-choice question with its answer explained.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Question {
    pub prompt: &'static str,
    pub choices: &'static [&'static str],
    /// The index of the right choice.
    pub answer: usize,
    pub explanation: &'static str,
}

/// The table a lesson is played at.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Table {
    /// A heads-up hand: the setup and the deck order (hole cards seat 0, seat 0, seat 1,
    /// seat 1, then the board and auction cards as needed).
    HeadsUp {
        setup: HandSetup,
        deck: &'static str,
    },
    /// Auction Flop Poker: the setup and the deck order (five cards per seat from the seat
    /// after the dealer, then the flops).
    AuctionFlop {
        setup: AuctionFlopSetup,
        deck: &'static str,
    },
}

/// One scripted lesson.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Lesson {
    /// A short id, remembered in the progress file ("auction-tie").
    pub id: &'static str,
    pub variant: VariantId,
    pub title: &'static str,
    /// Said before the first step.
    pub intro: &'static str,
    pub table: Table,
    pub steps: Vec<Step>,
}

/// A lesson's game in progress.
#[derive(Debug, Clone)]
pub enum Game {
    HeadsUp(Box<Hand>),
    AuctionFlop(Box<AuctionFlopHand>),
}

impl Lesson {
    /// The table before the first step.
    ///
    /// # Errors
    /// [`LearnError`] if the script's cards or setup are wrong (a bug).
    pub fn start(&self) -> Result<Game, LearnError> {
        match &self.table {
            Table::HeadsUp { setup, deck } => {
                let order = Card::parse_list(deck)?;
                Ok(Game::HeadsUp(Box::new(Hand::new(
                    *setup,
                    Deck::from_order(&order)?,
                )?)))
            }
            Table::AuctionFlop { setup, deck } => {
                let order = Card::parse_list(deck)?;
                Ok(Game::AuctionFlop(Box::new(AuctionFlopHand::new(
                    setup.clone(),
                    Deck::from_order(&order)?,
                )?)))
            }
        }
    }

    /// Plays the whole script.
    ///
    /// # Errors
    /// [`LearnError`] if a scripted move is refused (a bug).
    pub fn play(&self) -> Result<Game, LearnError> {
        let mut game = self.start()?;
        for step in &self.steps {
            game.apply(step)?;
        }
        Ok(game)
    }
}

/// The names the tutorial gives the seats: "You" for seat 0, "Bot 1", "Bot 2"... for the rest.
fn seat_names(seats: usize) -> Vec<String> {
    (0..seats)
        .map(|s| match s {
            0 => "You".to_string(),
            s => format!("Bot {s}"),
        })
        .collect()
}

fn card_list(set: CardSet) -> String {
    set.iter()
        .map(|c| c.to_string())
        .collect::<Vec<_>>()
        .join(" ")
}

impl Game {
    /// Makes a scripted move and says what happened, line by line.
    ///
    /// # Errors
    /// [`LearnError`] if the move is not legal now (the game does not change).
    pub fn apply(&mut self, step: &Step) -> Result<Vec<String>, LearnError> {
        match self {
            Game::HeadsUp(hand) => {
                let action: Action = step.text.parse()?;
                let seat = Seat(u8::try_from(step.seat).unwrap_or(0));
                let start = hand.events().len();
                hand.apply(seat, action)?;
                // Told as the table tells it, from seat 0's side, with plain-letter suits.
                Ok((start..hand.events().len())
                    .filter_map(|i| table_line(hand, i, Seat(0), "the bot", true))
                    .map(|(line, _)| line)
                    .collect())
            }
            Game::AuctionFlop(hand) => {
                let action: AuctionFlopAction = step.text.parse()?;
                let seat = Seat(u8::try_from(step.seat).unwrap_or(0));
                let names = seat_names(hand.seat_count());
                let events = hand.apply(seat, action)?;
                // Told as the table tells it, from seat 0's side, with plain-letter suits.
                Ok(events
                    .iter()
                    .filter_map(|e| auction_flop::table_line(e, Seat(0), &names, true))
                    .collect())
            }
        }
    }

    /// What the table shows seat 0 now: its cards, the board and the chips.
    pub fn table_text(&self) -> String {
        match self {
            Game::HeadsUp(hand) => {
                let mine: Vec<String> = hand
                    .hole_cards(Seat(0))
                    .iter()
                    .map(|c| c.to_string())
                    .collect();
                let board: Vec<String> = hand.board().iter().map(|c| c.to_string()).collect();
                let s = hand.stacks();
                format!(
                    "Your cards: {}   Board: {}   Pot {} · your stack {} · bot's stack {}",
                    mine.join(" "),
                    if board.is_empty() {
                        "-".to_string()
                    } else {
                        board.join(" ")
                    },
                    hand.pot(),
                    s[0],
                    s[1]
                )
            }
            Game::AuctionFlop(hand) => {
                let flop = hand
                    .flop()
                    .map_or("-".to_string(), |f| format!("{} {} {}", f[0], f[1], f[2]));
                format!(
                    "Your cards: {}   Flop: {flop}   Pot {} · stacks {:?}",
                    card_list(hand.cards(Seat(0))),
                    hand.pot(),
                    hand.stacks()
                )
            }
        }
    }
}

/// The games that have a tutorial, in menu order.
pub fn games() -> Vec<VariantId> {
    VariantId::ALL
        .into_iter()
        .filter(|v| !questions(*v).is_empty())
        .collect()
}
