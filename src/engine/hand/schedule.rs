//! The street schedule and the auction: after each betting round the next street is dealt
//! (with the auction after the flop in Auction and Sneak Peek, and run cards after a red
//! river in River of Blood), and once both bids are in the auction is paid and its prizes
//! given.

use super::{AuctionResult, Hand, Phase};
use crate::engine::betting::RoundMark;
use crate::engine::event::{Event, Street};
use crate::engine::setup::{Chips, Seat};
use crate::engine::variant::VariantId;

impl Hand {
    /// Ends the betting round and moves to whatever comes next in this variant (the ledger
    /// collects the pips at the next board card or the showdown).
    pub(super) fn end_round(&mut self) {
        self.mark = RoundMark::Open;
        self.to_act = Seat::BIG_BLIND;
        match self.street {
            Street::Preflop => {
                for _ in 0..3 {
                    self.deal_board(Street::Flop);
                }
                self.street = Street::Flop;
                if matches!(
                    self.setup.variant,
                    VariantId::Auction | VariantId::SneakPeek
                ) {
                    self.phase = Phase::Auction;
                }
            }
            Street::Flop => {
                self.deal_board(Street::Turn);
                self.street = Street::Turn;
            }
            Street::Turn => {
                self.deal_board(Street::River);
                self.street = Street::River;
            }
            Street::River | Street::Run(_) => {
                if self.setup.variant.deals_run_card(self.board.as_slice()) {
                    let next = match self.street {
                        Street::Run(n) => Street::Run(n + 1),
                        _ => Street::Run(1),
                    };
                    self.deal_board(next);
                    self.street = next;
                } else {
                    self.finish_showdown();
                }
            }
        }
    }

    /// Both bids are in: payments, prizes, then flop betting with the big blind first.
    pub(super) fn resolve_auction(&mut self, bids: [Chips; 2]) {
        let winners = [bids[0] >= bids[1], bids[1] >= bids[0]];
        let paid = match (winners[0], winners[1]) {
            (true, true) => bids,
            (true, false) => [bids[1], 0],
            _ => [0, bids[0]],
        };
        let result = AuctionResult {
            bids,
            paid,
            winners,
        };
        self.auction = Some(result);
        self.record(Event::AuctionResolved {
            bids,
            paid,
            winners,
        });
        for seat in [Seat(0), Seat(1)] {
            if !winners[seat.index()] {
                continue;
            }
            match self.setup.variant {
                VariantId::SneakPeek => {
                    let choice = usize::from(self.setup.peek[seat.index()] & 1);
                    let card = self.holes[seat.other().index()].as_slice()[choice];
                    self.peeked[seat.index()] = Some(card);
                    self.record(Event::Peek { seat, card });
                }
                _ => self.deal_hole(seat, true),
            }
        }
        self.phase = Phase::Betting;
        self.to_act = Seat::BIG_BLIND;
    }
}
