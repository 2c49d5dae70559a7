//! The options at each decision of an Auction Flop hand: [`AuctionFlopHand::legal`] for the
//! seat to act, [`AuctionFlopHand::check`] saying why an action is refused, and
//! [`AuctionFlopHand::fallback`], the move played for a seat that fails to answer.

use crate::cards::CardSet;
use crate::engine::Seat;

use super::action::{AuctionFlopAction, AuctionFlopLegal, AuctionFlopPhase};
use super::error::AuctionFlopError;
use super::hand::AuctionFlopHand;
use super::payout::discard_fee;
use super::seat_at;

impl AuctionFlopHand {
    /// The options of the seat to act.
    pub fn legal(&self) -> Option<AuctionFlopLegal> {
        let seat = self.to_act;
        let stack = self.stacks()[seat];
        let mut legal = AuctionFlopLegal {
            seat: seat_at(seat),
            phase: self.phase,
            max_discards: 0,
            bid: None,
            offer: None,
            keep: (0, 0),
        };
        match self.phase {
            AuctionFlopPhase::Done => return None,
            AuctionFlopPhase::Discard => {
                legal.max_discards = (0..=5u32)
                    .rev()
                    .find(|&k| discard_fee(k) <= stack)
                    .unwrap_or(0)
            }
            AuctionFlopPhase::Auction => {
                let price = self.best + 1;
                legal.bid = (price <= stack && self.best_bidder != Some(seat)).then_some(price);
            }
            AuctionFlopPhase::Reverse => {
                let amount = self.offer + 1;
                legal.offer = (amount <= stack).then_some(amount);
            }
            AuctionFlopPhase::Keep => {
                legal = AuctionFlopLegal::keeping(legal.seat, self.hands[seat].len());
            }
        }
        Some(legal)
    }

    /// What a seat that fails to answer, or answers illegally, plays: discard nothing, pass,
    /// take the flop, or keep the flop's first card. Always legal; `None` when the hand is over.
    pub fn fallback(&self) -> Option<AuctionFlopAction> {
        Some(match self.phase {
            AuctionFlopPhase::Done => return None,
            AuctionFlopPhase::Discard => AuctionFlopAction::Discard(CardSet::EMPTY),
            AuctionFlopPhase::Auction => AuctionFlopAction::Pass,
            AuctionFlopPhase::Reverse => AuctionFlopAction::Take,
            AuctionFlopPhase::Keep => AuctionFlopAction::Keep(
                self.flop.map(|f| CardSet::single(f[0])).unwrap_or_default(),
            ),
        })
    }

    /// Checks an action without changing anything.
    ///
    /// # Errors
    /// [`AuctionFlopError`] saying why it is not legal.
    pub fn check(&self, seat: Seat, action: AuctionFlopAction) -> Result<(), AuctionFlopError> {
        use AuctionFlopAction as A;
        use AuctionFlopPhase as P;
        let legal = self.legal().ok_or(AuctionFlopError::HandOver)?;
        if seat != legal.seat {
            return Err(AuctionFlopError::NotYourTurn { to_act: legal.seat });
        }
        let stack = self.stacks()[seat.index()];
        match (self.phase, action) {
            (P::Discard, A::Discard(cards)) => {
                if !cards.difference(self.hands[seat.index()]).is_empty() {
                    return Err(AuctionFlopError::NotYourCards);
                }
                let fee = discard_fee(cards.len());
                if fee > stack {
                    return Err(AuctionFlopError::DiscardTooDear {
                        count: cards.len(),
                        cost: fee,
                        stack,
                    });
                }
                Ok(())
            }
            (P::Auction, A::Pass) | (P::Reverse, A::Take) => Ok(()),
            (P::Auction, A::Bid) => match legal.bid {
                Some(_) => Ok(()),
                None if self.best_bidder == Some(seat.index()) => {
                    Err(AuctionFlopError::AlreadyBest)
                }
                None => Err(AuctionFlopError::CannotAfford {
                    price: self.best + 1,
                    stack,
                }),
            },
            (P::Reverse, A::Offer) => {
                legal
                    .offer
                    .map(|_| ())
                    .ok_or(AuctionFlopError::CannotAfford {
                        price: self.offer + 1,
                        stack,
                    })
            }
            (P::Keep, A::Keep(cards)) => {
                let flop: CardSet = self
                    .flop
                    .map(|f| f.into_iter().collect())
                    .unwrap_or_default();
                if !cards.difference(flop).is_empty() {
                    return Err(AuctionFlopError::NotFlopCards);
                }
                let (min, max) = legal.keep;
                if !(min..=max).contains(&cards.len()) {
                    return Err(AuctionFlopError::KeepCount { min, max });
                }
                Ok(())
            }
            _ => Err(AuctionFlopError::WrongPhase),
        }
    }
}
