//! The usual raise sizes of a betting decision: the minimum, half the pot, two thirds of the
//! pot, the pot, and all in. A pot-fraction raise calls first and then adds that fraction of
//! the pot after the call (the pot-limit way of counting). The table's size keys fill the
//! amount box with these totals, and the coach prices each of them, so a size a player reaches
//! with one key is always one the suggestion weighed.

use super::{Chips, LegalActions, SeatView};

/// One of the usual raise sizes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RaiseSize {
    Min,
    HalfPot,
    TwoThirdsPot,
    Pot,
    AllIn,
}

impl RaiseSize {
    /// Every usual size, smallest first.
    pub const ALL: [RaiseSize; 5] = [
        RaiseSize::Min,
        RaiseSize::HalfPot,
        RaiseSize::TwoThirdsPot,
        RaiseSize::Pot,
        RaiseSize::AllIn,
    ];

    /// The raise-to total of this size at `view`'s decision, within the legal range; `None`
    /// when no raise is legal.
    pub fn total(self, view: &SeatView, legal: &LegalActions) -> Option<Chips> {
        let (lo, hi) = legal.raise?;
        let seat = view.seat.index();
        let opp_pip = view.pips[1 - seat];
        let cost = opp_pip.saturating_sub(view.pips[seat]);
        let after_call = view.pot + cost;
        // To the nearest chip, as the bot's own sizes are (two thirds of 130 is 87, not 86).
        let sized = |num: u32, den: u32| opp_pip + (after_call * num + den / 2) / den;
        let total = match self {
            RaiseSize::Min => lo,
            RaiseSize::AllIn => hi,
            RaiseSize::HalfPot => sized(1, 2),
            RaiseSize::TwoThirdsPot => sized(2, 3),
            RaiseSize::Pot => sized(1, 1),
        };
        Some(total.clamp(lo, hi))
    }
}
