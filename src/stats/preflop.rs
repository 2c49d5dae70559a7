//! Reading what one seat did before the flop from a finished hand's events (did it decide,
//! put chips in voluntarily, raise) and the pot when the flop came, as the VPIP, PFR and
//! bid-per-pot statistics need.

use crate::engine::{Action, Chips, Event, Hand, Ledger, Seat, Street};

/// What one seat did before the flop, read from a hand's events.
#[derive(Debug, Default)]
pub(super) struct Preflop {
    /// The seat acted at least once preflop.
    pub(super) decided: bool,
    /// The seat called something or raised.
    pub(super) voluntary: bool,
    /// The seat raised.
    pub(super) raised: bool,
    /// Every chip in when the flop was dealt (0 if it never was).
    pub(super) pot: Chips,
}

impl Preflop {
    pub(super) fn read(hand: &Hand, seat: Seat) -> Preflop {
        let mut ledger = Ledger::new(hand.setup().stacks);
        let mut out = Preflop::default();
        for event in hand.events() {
            ledger.record(event);
            match *event {
                Event::Act {
                    seat: s,
                    action,
                    chips,
                } if s == seat => {
                    out.decided = true;
                    out.voluntary |= chips > 0;
                    out.raised |= matches!(action, Action::RaiseTo(_));
                }
                Event::DealBoard {
                    street: Street::Flop,
                    ..
                } => {
                    out.pot = ledger.collected();
                    break;
                }
                _ => {}
            }
        }
        out
    }
}
