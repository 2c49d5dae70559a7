//! Heads-up betting arithmetic, written once for every variant: the legal options from the
//! pips and stacks, and when a round is over.

use super::action::LegalActions;
use super::setup::{Chips, Seat};

/// The betting options of `seat` given both pips and stacks (index = seat).
pub(crate) fn legal_bets(
    seat: Seat,
    pips: [Chips; 2],
    stacks: [Chips; 2],
    big_blind: Chips,
) -> LegalActions {
    let (me, opp) = (seat.index(), seat.other().index());
    let cost = pips[opp].saturating_sub(pips[me]);
    let (my_stack, opp_stack) = (stacks[me], stacks[opp]);
    let can_raise = if cost == 0 {
        my_stack > 0 && opp_stack > 0
    } else {
        cost < my_stack && opp_stack > 0
    };
    let raise = can_raise.then(|| {
        // Never more than the opponent can match; an all-in short of a full raise only as the
        // maximum.
        let max_contribution = my_stack.min(opp_stack + cost);
        let min_contribution = max_contribution.min(cost + cost.max(big_blind));
        (pips[me] + min_contribution, pips[me] + max_contribution)
    });
    LegalActions {
        seat,
        call_cost: cost,
        can_fold: cost > 0,
        can_check: cost == 0,
        can_call: cost > 0,
        raise,
        bid: None,
    }
}

/// What the last action of a round was, to decide whether a check or call ends it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum RoundMark {
    /// Nobody has acted yet this round.
    Open,
    /// The last action was a check.
    Checked,
    /// The small blind limped (called the big blind preflop as its first action).
    Limped,
    /// The last action was a bet or raise.
    Raised,
}
