//! Auction bids, truthful. Both auctions are sealed and second price (the winner pays the
//! other bid into the pot), so bidding what winning is worth is the best a seat can do
//! whatever the other bids: more only adds wins that cost more than they bring, less only
//! loses prizes that would have paid. The value is the change in expected result between
//! winning and losing the prize, over the pot expected by the end of the hand:
//! - Auction Hold'em: the equity with the third card against the equity when the opponent
//!   gets it (both by rollouts against the range), times the final pot; a price paid goes
//!   into a pot this seat then owns a share of, so it costs less than its face value.
//! - Sneak Peek: the information is worth a few percent of the final pot, most for middling
//!   hands (strong and hopeless hands play the same either way).
//!
//! The bid is that value shaded down a little at random, so it does not give the hand away;
//! never up, and never toward the opponent's bids.

use rand::{Rng, RngCore};

use crate::engine::{Action, Chips, SeatView, VariantId};

use super::rollout::Extra;
use super::{Advice, MonteCarlo};

/// The pot expected by the end of the hand, from the pot now and what is behind.
fn final_pot(pot: f64, behind: f64) -> f64 {
    pot + behind.min(1.2 * pot)
}

impl MonteCarlo {
    /// The bid and the analysis behind it.
    pub(super) fn bid_advice(
        &mut self,
        view: &SeatView,
        max: Chips,
        rng: &mut dyn RngCore,
    ) -> Advice {
        let (me, opp) = (view.seat.index(), view.opponent().index());
        let pot = f64::from(view.pot.max(1));
        let behind = f64::from(view.stacks[me].min(view.stacks[opp]));
        let final_pot = final_pot(pot, behind);
        let equity = self.tally(view, Extra::default(), rng).equity();
        let (value, card_equities) = if view.variant() == VariantId::SneakPeek {
            let medium = 1.0 - (2.0 * equity - 1.0).abs();
            (final_pot * (0.03 + 0.09 * medium), None)
        } else {
            let win = self.tally(view, Extra { mine: 1, theirs: 0 }, rng).equity();
            let lose = self.tally(view, Extra { mine: 0, theirs: 1 }, rng).equity();
            let swing = (win - lose).max(0.0) * final_pot;
            // A price paid joins the pot, and this seat wins part of it back: not all of its
            // equity (pots are folded, equity is not all realised), so only part is counted.
            (swing / (1.0 - 0.6 * win), Some((win, lose)))
        };
        let value = value.clamp(0.0, f64::from(max));
        let bid = (value * rng.random_range(0.85..=1.0)).floor() as Chips;
        let best = Action::Bid(bid.min(max));
        Advice {
            equity,
            options: vec![(best, 0.0)],
            best,
            bid_value: Some(value),
            card_equities,
        }
    }
}
