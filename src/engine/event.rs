//! `Event`: every change to a hand, in order. The hand's log of events is the one record that
//! history files, the on-screen log and replays all read.

use std::fmt;

use crate::cards::{Card, HandValue};

use super::action::Action;
use super::setup::{Chips, Seat};

/// A betting round of a heads-up hand.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Street {
    Preflop,
    Flop,
    Turn,
    River,
    /// River of Blood: the n-th extra board card after a red river (1, 2, ...).
    Run(u8),
}

impl Street {
    /// How many board cards are out during this street.
    pub fn board_len(self) -> usize {
        match self {
            Street::Preflop => 0,
            Street::Flop => 3,
            Street::Turn => 4,
            Street::River => 5,
            Street::Run(n) => 5 + usize::from(n),
        }
    }
}

impl fmt::Display for Street {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Street::Preflop => f.write_str("preflop"),
            Street::Flop => f.write_str("flop"),
            Street::Turn => f.write_str("turn"),
            Street::River => f.write_str("river"),
            Street::Run(n) => write!(f, "run card {n}"),
        }
    }
}

/// One change to a hand.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Event {
    /// A blind posted (less than the blind when the stack is short).
    PostBlind { seat: Seat, amount: Chips },
    /// Chips put in that the other seat could not match, given back.
    ReturnUncalled { seat: Seat, amount: Chips },
    /// A hole card dealt face down: two at the start, and one more to an auction winner,
    /// marked as the auction's `prize`.
    DealHole { seat: Seat, card: Card, prize: bool },
    /// A board card dealt face up, opening `street`.
    DealBoard { street: Street, card: Card },
    /// A betting action, as taken, with the chips it put in (0 for a check or a fold; a
    /// call's amount, capped at the stack; a raise's increase over the seat's pip).
    Act {
        seat: Seat,
        action: Action,
        chips: Chips,
    },
    /// A sealed bid; the amount stays hidden from the other seat until the auction resolves.
    Bid { seat: Seat, amount: Chips },
    /// Both bids revealed and what each seat paid into the pot.
    AuctionResolved {
        bids: [Chips; 2],
        paid: [Chips; 2],
        winners: [bool; 2],
    },
    /// Sneak Peek: `seat` is shown `card`, one of the other seat's hole cards.
    Peek { seat: Seat, card: Card },
    /// A seat shows its hand at showdown.
    Show { seat: Seat, value: HandValue },
    /// Chips from the pot to a seat.
    Award { seat: Seat, amount: Chips },
    /// The hand is over; each seat's change in chips.
    End { net: [i64; 2] },
}
