//! [`Seen`]: one event of a heads-up hand as one seat was told it when it happened. The table's
//! log, the tutorial and anything else that narrates a hand for one seat read these, never the
//! hand itself: a card dealt to the other seat, the other seat's sealed bid and the card it
//! peeked at keep their fact and lose their secret.

use super::event::Event;
use super::hand::Hand;
use super::setup::Seat;

/// An event as one seat saw it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Seen {
    /// An event the seat saw whole.
    Event(Event),
    /// A card dealt face down to the other seat (`prize`: the auction's third card).
    CardDealt { seat: Seat, prize: bool },
    /// The other seat sealed its bid; the amount is hidden until the auction resolves.
    BidSealed { seat: Seat },
    /// The other seat was shown one of this seat's cards; which one stays hidden.
    Peeked { seat: Seat },
}

impl Seen {
    /// The event, when the seat saw it whole.
    pub fn event(&self) -> Option<Event> {
        match self {
            Seen::Event(e) => Some(*e),
            _ => None,
        }
    }
}

impl Hand {
    /// Events `from..` as `seat` may be told them now (the hand's whole log when `from` is 0),
    /// and where the next telling starts: every event is told at once, its secret kept.
    pub fn told(&self, seat: Seat, from: usize) -> (Vec<Seen>, usize) {
        let events = self.events();
        let resolved = self.auction.is_some();
        let showdown = self.outcome.is_some_and(|o| o.showdown);
        let seen = events
            .get(from..)
            .unwrap_or_default()
            .iter()
            .map(|&e| match e {
                Event::DealHole { seat: s, prize, .. } if s != seat && !showdown => {
                    Seen::CardDealt { seat: s, prize }
                }
                Event::Bid { seat: s, .. } if s != seat && !resolved => Seen::BidSealed { seat: s },
                Event::Peek { seat: s, .. } if s != seat => Seen::Peeked { seat: s },
                e => Seen::Event(e),
            })
            .collect();
        (seen, events.len())
    }
}
