//! `Ledger`: the chips of a heads-up hand as its events tell them. Every event that moves
//! chips says how many ([`Event::Act`] carries what the action put in), so stacks, pips and
//! the pot follow from the log alone. The hand keeps its own chips in a ledger, and anyone
//! reading a log (statistics, bots, the arena, the hosting code, narration, the screen)
//! replays it through the same ledger instead of redoing the betting arithmetic.
//!
//! Pips are collected into the pot when their street ends: at the next board card, and
//! before a showdown or an award.

use super::event::{Event, Street};
use super::setup::{Chips, Seat};

/// Stacks, pips and pot of a heads-up hand after some prefix of its events.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Ledger {
    start: [Chips; 2],
    stacks: [Chips; 2],
    pips: [Chips; 2],
    /// Chips collected from finished streets and auction payments.
    collected: Chips,
    street: Street,
}

impl Default for Ledger {
    /// No chips at all: a placeholder until a hand starts.
    fn default() -> Ledger {
        Ledger::new([0, 0])
    }
}

impl Ledger {
    /// A hand about to start with these stacks (index = seat), before the blinds.
    pub fn new(stacks: [Chips; 2]) -> Ledger {
        Ledger {
            start: stacks,
            stacks,
            pips: [0, 0],
            collected: 0,
            street: Street::Preflop,
        }
    }

    /// The chips after `events`, starting from `stacks`.
    pub fn replay<'a>(stacks: [Chips; 2], events: impl IntoIterator<Item = &'a Event>) -> Ledger {
        let mut ledger = Ledger::new(stacks);
        for event in events {
            ledger.record(event);
        }
        ledger
    }

    /// Moves the chips `event` moved. Events that move none (cards, bids, shows) change
    /// nothing here but the street.
    ///
    /// A log that does not come from a hand (amounts larger than a stack) saturates at zero
    /// rather than wrapping.
    pub fn record(&mut self, event: &Event) {
        match *event {
            Event::PostBlind { seat, amount }
            | Event::Act {
                seat,
                chips: amount,
                ..
            } => {
                self.put_in(seat, amount);
            }
            Event::ReturnUncalled { seat, amount } => {
                let i = seat.index();
                self.pips[i] = self.pips[i].saturating_sub(amount);
                self.stacks[i] += amount;
            }
            Event::DealBoard { street, .. } => {
                if street != self.street {
                    self.collect();
                    self.street = street;
                }
            }
            Event::AuctionResolved { paid, .. } => {
                self.collect();
                for (stack, amount) in self.stacks.iter_mut().zip(paid) {
                    *stack = stack.saturating_sub(amount);
                    self.collected += amount;
                }
            }
            Event::Show { .. } => self.collect(),
            Event::Award { seat, amount } => {
                self.collect();
                self.collected = self.collected.saturating_sub(amount);
                self.stacks[seat.index()] += amount;
            }
            Event::DealHole { .. } | Event::Bid { .. } | Event::Peek { .. } | Event::End { .. } => {
            }
        }
    }

    fn put_in(&mut self, seat: Seat, amount: Chips) {
        let i = seat.index();
        let paid = amount.min(self.stacks[i]);
        self.stacks[i] -= paid;
        self.pips[i] += paid;
    }

    /// Ends the street's betting: the pips go to the pot.
    fn collect(&mut self) {
        self.collected += self.pips[0] + self.pips[1];
        self.pips = [0, 0];
    }

    /// Chips behind, by seat.
    pub fn stacks(&self) -> [Chips; 2] {
        self.stacks
    }

    /// Chips put in during the current street, by seat.
    pub fn pips(&self) -> [Chips; 2] {
        self.pips
    }

    /// Every chip in the middle: finished streets, auction payments and this street's pips.
    pub fn pot(&self) -> Chips {
        self.collected + self.pips[0] + self.pips[1]
    }

    /// The pot without this street's pips.
    pub fn collected(&self) -> Chips {
        self.collected
    }

    /// Chips `seat` has put in so far this hand (blinds, bets, auction payments), less what
    /// came back to it.
    pub fn invested(&self, seat: Seat) -> Chips {
        let i = seat.index();
        self.start[i].saturating_sub(self.stacks[i])
    }

    /// Each seat's stack at the start of the hand.
    pub fn start(&self) -> [Chips; 2] {
        self.start
    }

    /// The street of the last board card recorded.
    pub fn street(&self) -> Street {
        self.street
    }
}
