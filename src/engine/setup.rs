//! What a hand starts from: the variant, both stacks, the blinds, and the peek choices that
//! Sneak Peek's random reveal needs. Plain data, checked by [`HandSetup::validate`].

use std::fmt;
use std::str::FromStr;

use thiserror::Error;

use super::variant::VariantId;

/// An amount of chips. Amounts are whole chips everywhere.
pub type Chips = u32;

/// A seat at the table, numbered from 0. One type serves every table felt deals, from 2 seats
/// (the heads-up games) to 6 (Auction Flop Poker). In a heads-up hand seat 0 is the small blind
/// and the button, seat 1 the big blind.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Seat(pub u8);

impl Seat {
    /// The small blind and button of a heads-up hand.
    pub const SMALL_BLIND: Seat = Seat(0);
    /// The big blind of a heads-up hand.
    pub const BIG_BLIND: Seat = Seat(1);

    /// The seat number as an index.
    #[inline]
    pub fn index(self) -> usize {
        usize::from(self.0)
    }

    /// The other seat of a heads-up hand. Heads-up only: at a table of more than two seats
    /// there is no single other seat (this folds the number to 0 or 1).
    #[inline]
    pub fn other(self) -> Seat {
        Seat(1 - (self.0 & 1))
    }
}

impl fmt::Display for Seat {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "seat {}", self.0)
    }
}

impl FromStr for Seat {
    type Err = std::num::ParseIntError;

    /// Parses "1" or "seat 1".
    fn from_str(s: &str) -> Result<Seat, Self::Err> {
        let t = s.trim();
        t.strip_prefix("seat").unwrap_or(t).trim().parse().map(Seat)
    }
}

/// The starting data of one heads-up hand.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct HandSetup {
    /// The game.
    pub variant: VariantId,
    /// Chips in front of seat 0 (small blind) and seat 1 (big blind) before the blinds.
    pub stacks: [Chips; 2],
    /// The small blind.
    pub small_blind: Chips,
    /// The big blind; also the smallest bet.
    pub big_blind: Chips,
    /// Sneak Peek: which of the opponent's two hole cards (0 or 1) seat 0 and seat 1 would
    /// see on winning the auction. Drawn at random by whoever deals the hand.
    pub peek: [u8; 2],
}

impl HandSetup {
    /// The setup with stacks and blinds for `variant` and no peek choice made yet.
    pub fn new(
        variant: VariantId,
        stacks: [Chips; 2],
        small_blind: Chips,
        big_blind: Chips,
    ) -> HandSetup {
        HandSetup {
            variant,
            stacks,
            small_blind,
            big_blind,
            peek: [0, 0],
        }
    }

    /// Checks that the hand can be played.
    ///
    /// # Errors
    /// [`SetupError`] naming the problem.
    pub fn validate(&self) -> Result<(), SetupError> {
        if !self.variant.is_heads_up() {
            return Err(SetupError::NotHeadsUp(self.variant));
        }
        if self.big_blind == 0 {
            return Err(SetupError::ZeroBigBlind);
        }
        if self.small_blind > self.big_blind {
            return Err(SetupError::SmallBlindAboveBigBlind {
                small: self.small_blind,
                big: self.big_blind,
            });
        }
        if let Some(seat) = (0..2).find(|&i| self.stacks[i] == 0) {
            return Err(SetupError::EmptyStack(Seat(seat as u8)));
        }
        if self.stacks.iter().map(|&s| u64::from(s)).sum::<u64>() > u64::from(Chips::MAX) {
            return Err(SetupError::TooManyChips);
        }
        if self.peek.iter().any(|&p| p > 1) {
            return Err(SetupError::PeekChoice);
        }
        Ok(())
    }
}

/// Why a hand cannot start.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum SetupError {
    #[error("{0} is not a heads-up game")]
    NotHeadsUp(VariantId),
    #[error("the big blind must be at least 1 chip")]
    ZeroBigBlind,
    #[error("the small blind ({small}) is larger than the big blind ({big})")]
    SmallBlindAboveBigBlind { small: Chips, big: Chips },
    #[error("{0} has no chips")]
    EmptyStack(Seat),
    #[error("the stacks add up to more chips than felt can count")]
    TooManyChips,
    #[error("a peek choice must be 0 or 1")]
    PeekChoice,
    #[error("the deck has too few cards to deal this hand")]
    ShortDeck,
}
