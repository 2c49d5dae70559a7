//! [`AuctionFlopEvent`]: every change to a hand of Auction Flop Poker, appended to the hand's
//! log. Histories, the table's log, narration and replays all read that same list.

use crate::cards::{Card, CardSet, HandValue};
use crate::engine::{Chips, Seat};

/// Every change to a hand of Auction Flop Poker.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum AuctionFlopEvent {
    Ante {
        seat: Seat,
        amount: Chips,
    },
    /// Five cards dealt face down.
    Deal {
        seat: Seat,
        cards: CardSet,
    },
    /// A seat's discards: the count and fee are public once every seat has chosen; the cards
    /// never are.
    Discard {
        seat: Seat,
        count: u32,
        fee: Chips,
        cards: CardSet,
    },
    /// The discard pile became the new stock.
    Reshuffle {
        cards: u32,
    },
    /// Three cards turned face up; `first_voice` opens the bidding.
    Flop {
        cards: [Card; 3],
        first_voice: Seat,
    },
    Pass {
        seat: Seat,
    },
    Bid {
        seat: Seat,
        amount: Chips,
    },
    /// The forward auction ended: `seat` pays `price`.
    Sold {
        seat: Seat,
        price: Chips,
    },
    Offer {
        seat: Seat,
        amount: Chips,
    },
    /// The reverse auction ended: `taker` takes the flop; `payer` pays `amount`.
    Taken {
        taker: Seat,
        payer: Option<Seat>,
        amount: Chips,
    },
    /// The only seat still needing cards gets the flop for free.
    Free {
        seat: Seat,
    },
    /// A seat keeps some of the flop; the rest go face down to the discards. The count is
    /// public; which cards were kept is not (another seat's view carries no cards).
    Keep {
        seat: Seat,
        count: u32,
        cards: CardSet,
    },
    /// Hands shown and ranked; payouts from the pot.
    Payout {
        seat: Seat,
        place: usize,
        value: HandValue,
        amount: Chips,
    },
    End {
        net: Vec<i64>,
    },
}

/// One finishing place, as a [`AuctionFlopEvent::Payout`] tells it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Payout {
    pub seat: Seat,
    /// The finishing place, 1 for the best hand.
    pub place: usize,
    pub value: HandValue,
    /// Chips paid from the pot.
    pub amount: Chips,
}

/// The payouts among `events`, in the order they were paid (best hand first).
pub fn payouts(events: &[AuctionFlopEvent]) -> Vec<Payout> {
    events
        .iter()
        .filter_map(|e| match *e {
            AuctionFlopEvent::Payout {
                seat,
                place,
                value,
                amount,
            } => Some(Payout {
                seat,
                place,
                value,
                amount,
            }),
            _ => None,
        })
        .collect()
}
