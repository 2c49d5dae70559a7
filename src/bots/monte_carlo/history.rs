//! The betting so far, replayed from a seat's events: for every action, the street, what it
//! cost to call, the pot, how many raises came before it on that street and the bet's size.
//! The opponent model and the range updates read actions through this one walk.

use crate::engine::{Action, Chips, Event, HandSetup, Ledger, Seat, Street};

/// One betting action and the situation it was taken in.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Decision {
    /// Index of the action in the event list.
    pub index: usize,
    pub seat: Seat,
    pub action: Action,
    pub street: Street,
    /// Board cards out when it acted.
    pub board_len: usize,
    /// What calling cost before the action.
    pub cost: Chips,
    /// Every chip in the middle before the action (pips included).
    pub pot: Chips,
    /// Raises already made on this street (blinds are not raises).
    pub raises: u8,
    /// Chips behind, by seat, before the action.
    pub stacks: [Chips; 2],
    /// Chips this action put in.
    pub added: Chips,
}

impl Decision {
    /// The chips put in beyond a call, as a share of the pot after the call (0 for a call or
    /// check): the bet's size as players speak of it ("a pot-sized bet" is 1).
    pub fn size(&self) -> f64 {
        let beyond = self.added.saturating_sub(self.cost);
        f64::from(beyond) / f64::from((self.pot + self.cost).max(1))
    }

    /// True for a bet or raise.
    pub fn aggressive(&self) -> bool {
        matches!(self.action, Action::RaiseTo(_))
    }
}

/// Replays `events` from `setup` and calls `each` for every betting action, in order.
pub fn walk(setup: &HandSetup, events: &[Event], mut each: impl FnMut(&Decision)) {
    let mut ledger = Ledger::new(setup.stacks);
    let mut board_len = 0;
    let mut raises = 0u8;
    for (index, e) in events.iter().enumerate() {
        match *e {
            Event::DealBoard { street, .. } => {
                if street != ledger.street() {
                    raises = 0;
                }
                board_len += 1;
            }
            Event::Act {
                seat,
                action,
                chips,
            } => {
                let pips = ledger.pips();
                let stacks = ledger.stacks();
                each(&Decision {
                    index,
                    seat,
                    action,
                    street: ledger.street(),
                    board_len,
                    cost: pips[seat.other().index()].saturating_sub(pips[seat.index()]),
                    pot: ledger.pot(),
                    raises,
                    stacks,
                    added: chips,
                });
                if matches!(action, Action::RaiseTo(_)) {
                    raises = raises.saturating_add(1);
                }
            }
            _ => {}
        }
        ledger.record(e);
    }
}

/// Where the auction resolved in `events` and the pot as it closed (before any price was
/// paid), once it has resolved; `None` before then or in a game without one.
pub fn auction_pot(setup: &HandSetup, events: &[Event]) -> Option<(usize, Chips)> {
    let mut ledger = Ledger::new(setup.stacks);
    for (index, e) in events.iter().enumerate() {
        if matches!(e, Event::AuctionResolved { .. }) {
            return Some((index, ledger.pot()));
        }
        ledger.record(e);
    }
    None
}
