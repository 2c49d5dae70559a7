//! Acting in a hand: whether a seat may take an action now (and the typed reason why not),
//! and applying it, which records its events and moves the hand on; an illegal action changes
//! nothing.

use super::{Hand, Phase};
use crate::engine::action::Action;
use crate::engine::betting::RoundMark;
use crate::engine::error::ActionError;
use crate::engine::event::{Event, Street};
use crate::engine::setup::Seat;
use crate::engine::variant::VariantId;

impl Hand {
    /// The IIT 2026 engine folds a Sneak Peek hand when a bot bids an amount with a decimal
    /// point, so a fold is accepted during that auction. It is not offered in
    /// [`Hand::legal_actions`] (felt's own bots and the human always bid); only a host
    /// reproducing the official engine plays it.
    pub fn folds_at_the_auction(&self, action: Action) -> bool {
        action == Action::Fold
            && self.phase == Phase::Auction
            && self.variant() == VariantId::SneakPeek
    }

    /// Checks whether `seat` may take `action` now, without changing anything.
    ///
    /// # Errors
    /// [`ActionError`] saying why not.
    pub fn check(&self, seat: Seat, action: Action) -> Result<(), ActionError> {
        let legal = self.legal_actions().ok_or(ActionError::HandOver)?;
        if seat != legal.seat {
            return Err(ActionError::NotYourTurn {
                seat,
                to_act: legal.seat,
            });
        }
        if legal.allows(action) || self.folds_at_the_auction(action) {
            return Ok(());
        }
        Err(match (action, legal.bid) {
            (Action::Bid(_), Some((_, max))) => ActionError::BidAboveStack { max },
            (_, Some(_)) => ActionError::BidExpected,
            (Action::Bid(_), None) => ActionError::NoAuction,
            (Action::Check, _) => ActionError::CannotCheck {
                to_call: legal.call_cost,
            },
            (Action::Call, _) => ActionError::NothingToCall,
            (Action::Fold, _) => ActionError::NothingToFold,
            (Action::RaiseTo(n), _) => match legal.raise {
                None => ActionError::CannotRaise,
                Some((min, _)) if n < min => ActionError::RaiseBelowMin { min },
                Some((_, max)) => ActionError::RaiseAboveMax { max },
            },
        })
    }

    /// Takes `action` for `seat` and returns the events it caused.
    ///
    /// # Errors
    /// [`ActionError`] when the action is not legal; the hand is then unchanged.
    pub fn apply(&mut self, seat: Seat, action: Action) -> Result<&[Event], ActionError> {
        self.check(seat, action)?;
        let start = self.log.len();
        let (me, opp) = (seat.index(), seat.other().index());
        match action {
            Action::Fold => {
                self.record(Event::Act {
                    seat,
                    action,
                    chips: 0,
                });
                self.finish_fold(seat);
            }
            Action::Check => {
                self.record(Event::Act {
                    seat,
                    action,
                    chips: 0,
                });
                if matches!(self.mark, RoundMark::Checked | RoundMark::Limped) {
                    self.end_round();
                } else {
                    self.mark = RoundMark::Checked;
                    self.to_act = seat.other();
                }
            }
            Action::Call => {
                // A stack shorter than the call (possible only when blinds outgrow a stack)
                // calls all in, and the part it cannot match goes back.
                let (pips, stacks) = (self.ledger.pips(), self.ledger.stacks());
                let chips = (pips[opp] - pips[me]).min(stacks[me]);
                self.record(Event::Act {
                    seat,
                    action,
                    chips,
                });
                self.return_uncalled();
                let limp = self.street == Street::Preflop
                    && self.mark == RoundMark::Open
                    && seat == Seat::SMALL_BLIND;
                if limp {
                    self.mark = RoundMark::Limped;
                    self.to_act = seat.other();
                } else {
                    self.end_round();
                }
            }
            Action::RaiseTo(total) => {
                let chips = total - self.ledger.pips()[me];
                self.record(Event::Act {
                    seat,
                    action,
                    chips,
                });
                self.mark = RoundMark::Raised;
                self.to_act = seat.other();
            }
            Action::Bid(amount) => {
                self.bids[me] = Some(amount);
                self.record(Event::Bid { seat, amount });
                match self.bids {
                    [Some(b0), Some(b1)] => self.resolve_auction([b0, b1]),
                    _ => self.to_act = seat.other(),
                }
            }
        }
        self.debug_check_chips();
        Ok(&self.log[start..])
    }
}
