//! [`AuctionFlopLedger`]: the chips of an Auction Flop hand as its events tell them, as the
//! heads-up [`Ledger`](crate::engine::Ledger) does for a heads-up hand. Every event that moves
//! chips says how many (an ante, a discard's fee, a flop's price, a reverse auction's payment,
//! a payout), so the stacks and the pot follow from the log alone: the hand keeps its chips in
//! a ledger, and a seat's view replays the events that seat may see through one.

use crate::engine::Chips;

use super::event::AuctionFlopEvent;

/// Stacks and pot of an Auction Flop hand after some of its events.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AuctionFlopLedger {
    stacks: Vec<Chips>,
    pot: Chips,
}

impl AuctionFlopLedger {
    /// A hand about to start with these stacks (index = seat), before the antes.
    pub fn new(stacks: Vec<Chips>) -> AuctionFlopLedger {
        AuctionFlopLedger { stacks, pot: 0 }
    }

    /// The chips after `events`, starting from `stacks`.
    pub fn replay<'a>(
        stacks: Vec<Chips>,
        events: impl IntoIterator<Item = &'a AuctionFlopEvent>,
    ) -> AuctionFlopLedger {
        let mut ledger = AuctionFlopLedger::new(stacks);
        for event in events {
            ledger.record(event);
        }
        ledger
    }

    /// Moves the chips `event` moved. A log that does not come from a hand (a payment larger
    /// than a stack, a seat beyond the table) saturates or is ignored rather than wrapping.
    pub fn record(&mut self, event: &AuctionFlopEvent) {
        match *event {
            AuctionFlopEvent::Ante { seat, amount }
            | AuctionFlopEvent::Discard {
                seat, fee: amount, ..
            }
            | AuctionFlopEvent::Sold {
                seat,
                price: amount,
            }
            | AuctionFlopEvent::Taken {
                payer: Some(seat),
                amount,
                ..
            } => {
                if let Some(stack) = self.stacks.get_mut(seat.index()) {
                    let paid = amount.min(*stack);
                    *stack -= paid;
                    self.pot += paid;
                }
            }
            AuctionFlopEvent::Payout { seat, amount, .. } => {
                if let Some(stack) = self.stacks.get_mut(seat.index()) {
                    let paid = amount.min(self.pot);
                    *stack += paid;
                    self.pot -= paid;
                }
            }
            _ => {}
        }
    }

    /// Chips behind, by seat.
    pub fn stacks(&self) -> &[Chips] {
        &self.stacks
    }

    /// Chips in the middle.
    pub fn pot(&self) -> Chips {
        self.pot
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Seat;

    #[test]
    fn fees_and_prices_go_to_the_pot_and_payouts_come_out_of_it() {
        let events = [
            AuctionFlopEvent::Ante {
                seat: Seat(0),
                amount: 3,
            },
            AuctionFlopEvent::Ante {
                seat: Seat(1),
                amount: 3,
            },
            AuctionFlopEvent::Discard {
                seat: Seat(1),
                count: 2,
                fee: 3,
                cards: crate::cards::CardSet::EMPTY,
            },
            AuctionFlopEvent::Sold {
                seat: Seat(0),
                price: 2,
            },
        ];
        let ledger = AuctionFlopLedger::replay(vec![20, 20], &events);
        assert_eq!(ledger.stacks(), &[15, 14]);
        assert_eq!(ledger.pot(), 11);
        let mut paid = ledger.clone();
        paid.record(&AuctionFlopEvent::Payout {
            seat: Seat(1),
            place: 1,
            value: crate::cards::evaluate(crate::cards::CardSet::EMPTY),
            amount: 11,
        });
        assert_eq!((paid.stacks(), paid.pot()), (&[15, 25][..], 0));
    }
}
