//! The guided tutorial (`felt learn`): fixed, scripted deals that show each rule happening,
//! step by step, and a few multiple-choice questions per game. The player is always seat 0.
//!
//! A [`Lesson`] holds a deal (a setup and a deck order, dealt with [`Deck::from_order`], so the
//! cards are fixed) and a script of [`Step`]s: each step is a move written as the player would
//! type it ("bid 10", "discard Kd 2s") with the explanation shown before it. A lesson is played
//! on the match runner ([`Session`]), one scripted move at a time ([`Play`]); [`Lesson::play`]
//! runs a whole script, which is also how the tests check that each lesson shows its rule.
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
    Action, ActionError, ActionParseError, Hand, HandSetup, Seat, SeatView, Seen, SetupError,
    VariantId,
};
use crate::narration::auction_flop;
use crate::narration::heads_up::table_line;
use crate::session::{
    AuctionFlopRules, Deals, MatchConfig, MatchFormat, Playable, Rotation, Session, SessionError,
};

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
    #[error("a lesson's hand is not in play: {0}")]
    NotInPlay(String),
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

    /// True when `typed` is this move (case and spaces do not matter, nor the order of the
    /// cards of an Auction Flop discard or keep: "keep 9h 8c" is "keep 8c 9h").
    pub fn accepts(&self, typed: &str) -> bool {
        let norm = |s: &str| {
            s.split_whitespace()
                .collect::<Vec<_>>()
                .join(" ")
                .to_ascii_lowercase()
        };
        norm(typed) == norm(self.text) || self.same_cards(typed)
    }

    /// True when this step is an Auction Flop discard or keep and `typed` is the same move
    /// with the same cards, in any order.
    fn same_cards(&self, typed: &str) -> bool {
        let Ok(script @ (AuctionFlopAction::Discard(_) | AuctionFlopAction::Keep(_))) =
            self.text.parse::<AuctionFlopAction>()
        else {
            return false;
        };
        typed.parse::<AuctionFlopAction>() == Ok(script)
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

/// The deal a lesson is played with.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Deal {
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
    pub deal: Deal,
    pub steps: Vec<Step>,
}

/// A lesson being played: its one hand on the match runner, the player in seat 0 (player 0)
/// and the bots in the other seats; every move is the script's, none is made for a seat.
pub enum Play {
    HeadsUp {
        session: Box<Session<Hand>>,
        /// The events as the player was told them so far.
        told: Vec<Seen>,
    },
    AuctionFlop(Box<Session<AuctionFlopHand>>),
}

/// A session error of a lesson, as a [`LearnError`].
fn lesson_error<G: Playable>(
    e: SessionError<G>,
    setup: fn(G::SetupError) -> LearnError,
    action: fn(G::Error) -> LearnError,
) -> LearnError {
    match e {
        SessionError::Setup(e) => setup(e),
        SessionError::Action(e) => action(e),
        other => LearnError::NotInPlay(other.to_string()),
    }
}

impl Lesson {
    /// The lesson's hand, dealt, before the first step.
    ///
    /// # Errors
    /// [`LearnError`] if the script's cards or setup are wrong (a bug).
    pub fn start(&self) -> Result<Play, LearnError> {
        match &self.deal {
            Deal::HeadsUp { setup, deck } => {
                let deck = Deck::from_order(&Card::parse_list(deck)?)?;
                let rules = MatchConfig {
                    variant: setup.variant,
                    stack: setup.stacks[0],
                    small_blind: setup.small_blind,
                    big_blind: setup.big_blind,
                    hands: Some(1),
                    format: MatchFormat::ResetStacks,
                };
                let heads_up = |e| lesson_error::<Hand>(e, LearnError::Setup, LearnError::Action);
                let mut session = Session::new(rules, 2, Deals::one(deck, setup.peek))
                    .map_err(heads_up)?
                    .with_chips(setup.stacks.to_vec());
                session.start_hand().map_err(heads_up)?;
                let told = session.news(0);
                Ok(Play::HeadsUp {
                    session: Box::new(session),
                    told,
                })
            }
            Deal::AuctionFlop { setup, deck } => {
                let deck = Deck::from_order(&Card::parse_list(deck)?)?;
                let rules = AuctionFlopRules {
                    stack: setup.stacks.first().copied().unwrap_or(0),
                    ante: setup.ante,
                    hands: Some(1),
                    carry: true,
                };
                let flop = |e| {
                    lesson_error::<AuctionFlopHand>(
                        e,
                        LearnError::AuctionFlopSetup,
                        LearnError::AuctionFlop,
                    )
                };
                let mut session = Session::new(
                    rules,
                    setup.stacks.len(),
                    Deals::one(deck, setup.reshuffle_seed),
                )
                .map_err(flop)?
                .with_chips(setup.stacks.clone())
                .rotating(Rotation::Button {
                    first: setup.dealer.index(),
                });
                session.start_hand().map_err(flop)?;
                Ok(Play::AuctionFlop(Box::new(session)))
            }
        }
    }

    /// Plays the whole script.
    ///
    /// # Errors
    /// [`LearnError`] if a scripted move is refused (a bug).
    pub fn play(&self) -> Result<Play, LearnError> {
        let mut game = self.start()?;
        for step in &self.steps {
            game.apply(step, true)?;
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

impl Play {
    /// Makes a scripted move and says what happened, line by line. A heads-up lesson's cards
    /// are told as the table's log shows them (suit symbols, or plain letters when `ascii`);
    /// Auction Flop's in letters, as its table text and the moves typed name them.
    ///
    /// # Errors
    /// [`LearnError`] if the move is not legal now (the game does not change).
    pub fn apply(&mut self, step: &Step, ascii: bool) -> Result<Vec<String>, LearnError> {
        match self {
            Play::HeadsUp { session, told } => {
                let action: Action = step.text.parse()?;
                session
                    .act(step.seat, action)
                    .map_err(|e| lesson_error::<Hand>(e, LearnError::Setup, LearnError::Action))?;
                let start = told.len();
                told.extend(session.news(0));
                let Some(view) = session.view(0) else {
                    return Ok(Vec::new());
                };
                // Told as the table tells it, from seat 0's side.
                Ok((start..told.len())
                    .filter_map(|i| table_line(&view, told, i, "the bot", ascii))
                    .map(|(line, _)| line)
                    .collect())
            }
            Play::AuctionFlop(session) => {
                let action: AuctionFlopAction = step.text.parse()?;
                let names = seat_names(session.players());
                let start = session.hand().map_or(0, |h| h.events().len());
                session.act(step.seat, action).map_err(|e| {
                    lesson_error::<AuctionFlopHand>(
                        e,
                        LearnError::AuctionFlopSetup,
                        LearnError::AuctionFlop,
                    )
                })?;
                let events = session
                    .hand()
                    .map(|h| h.events().get(start..).unwrap_or_default().to_vec())
                    .unwrap_or_default();
                // Every scripted move is told as it is made (the lesson shows the bots'
                // discards too), from seat 0's side, with plain-letter suits.
                Ok(events
                    .iter()
                    .filter_map(|e| auction_flop::table_line(e, Seat(0), &names, true))
                    .collect())
            }
        }
    }

    /// Why `typed` is not `step`'s move, said to the player; `None` when it is. In Auction
    /// Flop a discard or keep names what is wrong with its cards: a card that is not a card,
    /// one not in the hand (a discard) or not on the flop (a keep).
    pub fn refusal(&self, step: &Step, typed: &str) -> Option<String> {
        if step.accepts(typed) {
            return None;
        }
        let expected = format!("This lesson's move is \"{}\": type it.", step.text);
        let Play::AuctionFlop(session) = self else {
            return Some(expected);
        };
        let why = match typed.parse::<AuctionFlopAction>() {
            Err(AuctionFlopActionParseError::Cards { source, .. }) => Some(format!(
                "{}.",
                crate::narration::capitalised(&source.to_string())
            )),
            Ok(AuctionFlopAction::Discard(cards)) => session.view(0).and_then(|view| {
                let stray = cards.difference(view.cards);
                (!stray.is_empty()).then(|| {
                    format!(
                        "You do not hold {}: your cards are {}.",
                        card_list(stray),
                        card_list(view.cards)
                    )
                })
            }),
            Ok(AuctionFlopAction::Keep(cards)) => session.view(0).and_then(|view| {
                let order = view.flop?;
                let stray = cards.difference(order.into_iter().collect());
                (!stray.is_empty()).then(|| {
                    let verb = if stray.len() == 1 { "is" } else { "are" };
                    let flop: Vec<String> = order.iter().map(|c| c.to_string()).collect();
                    format!(
                        "{} {verb} not on the flop ({}).",
                        card_list(stray),
                        flop.join(" ")
                    )
                })
            }),
            _ => None,
        };
        Some(why.map_or(expected.clone(), |why| format!("{why} {expected}")))
    }

    /// What seat 0 may know of a heads-up lesson's hand, and the events as it was told them.
    pub fn heads_up(&self) -> Option<(SeatView, &[Seen])> {
        match self {
            Play::HeadsUp { session, told } => Some((session.view(0)?, told)),
            Play::AuctionFlop(_) => None,
        }
    }

    /// True once the lesson's hand is over.
    pub fn is_over(&self) -> bool {
        match self {
            Play::HeadsUp { session, .. } => !session.in_progress(),
            Play::AuctionFlop(session) => !session.in_progress(),
        }
    }

    /// What the table shows seat 0 now: its cards, the board and the chips.
    pub fn table_text(&self) -> String {
        match self {
            Play::HeadsUp { session, .. } => {
                let Some(view) = session.view(0) else {
                    return String::new();
                };
                let mine: Vec<String> = view.hole.iter().map(|c| c.to_string()).collect();
                let board: Vec<String> = view.board.iter().map(|c| c.to_string()).collect();
                let s = view.stacks;
                format!(
                    "Your cards: {} · Board: {} · Pot {} · your stack {} · bot's stack {}",
                    mine.join(" "),
                    if board.is_empty() {
                        "-".to_string()
                    } else {
                        board.join(" ")
                    },
                    view.pot,
                    s[0],
                    s[1]
                )
            }
            Play::AuctionFlop(session) => {
                let Some(view) = session.view(0) else {
                    return String::new();
                };
                let flop = view
                    .flop
                    .map_or("-".to_string(), |f| format!("{} {} {}", f[0], f[1], f[2]));
                let stacks = session
                    .hand()
                    .map_or(view.stacks.clone(), |h| h.stacks().to_vec());
                let others: Vec<String> = stacks.iter().skip(1).map(|c| c.to_string()).collect();
                format!(
                    "Your cards: {} · Flop: {flop} · Pot {} · you {}, others {}",
                    card_list(view.cards),
                    session.hand().map_or(view.pot, |h| h.pot()),
                    stacks.first().copied().unwrap_or(0),
                    others.join(", ")
                )
            }
        }
    }

    /// The heads-up hand (for the tests).
    #[cfg(test)]
    pub(crate) fn heads_up_hand(&self) -> Option<&Hand> {
        match self {
            Play::HeadsUp { session, .. } => session.hand(),
            Play::AuctionFlop(_) => None,
        }
    }

    /// The Auction Flop hand (for the tests).
    #[cfg(test)]
    pub(crate) fn auction_flop_hand(&self) -> Option<&AuctionFlopHand> {
        match self {
            Play::AuctionFlop(session) => session.hand(),
            Play::HeadsUp { .. } => None,
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
