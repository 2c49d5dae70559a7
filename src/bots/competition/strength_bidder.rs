//! The strength bidder, modelled on a Sneak Peek competition bot: in both auction games it bids
//! by its equity against a random hand (nothing below 40%, 0.3 of the pot up to 65%, half the
//! pot above), calls when its equity beats the pot odds plus a margin, and bets or raises
//! strong equity. Its bid is therefore an honest signal of its hand.

use rand::RngCore;

use crate::engine::{Action, Chips, LegalActions, SeatView, Street};

use super::super::Bot;
use super::super::styles::pot_raise;
use super::equity;

/// Equity it needs above the pot odds to call.
const CALL_MARGIN: f64 = 0.05;

/// The strength bidder.
#[derive(Debug, Clone, Copy, Default)]
pub struct StrengthBidder;

/// The share of the pot it bids with `equity` against a random hand.
pub fn bid_share(equity: f64) -> f64 {
    if equity < 0.40 {
        0.0
    } else if equity <= 0.65 {
        0.3
    } else {
        0.5
    }
}

/// Equity to bet when checked to, and to raise a bet, by street.
fn lines(street: Street) -> (f64, f64) {
    if street == Street::Preflop {
        (0.58, 0.66)
    } else {
        (0.68, 0.82)
    }
}

fn decide(view: &SeatView, legal: &LegalActions, eq: f64) -> Action {
    let (value, raise) = lines(view.street);
    let cost = f64::from(legal.call_cost);
    if legal.call_cost == 0 {
        if eq >= value {
            return pot_raise(view, legal, 0.66).unwrap_or(Action::Check);
        }
        return Action::Check;
    }
    if eq >= raise
        && let Some(a) = pot_raise(view, legal, 1.0)
    {
        return a;
    }
    let pot_odds = cost / (f64::from(view.pot) + cost);
    if eq >= pot_odds + CALL_MARGIN {
        Action::Call
    } else {
        Action::Fold
    }
}

impl Bot for StrengthBidder {
    fn name(&self) -> &str {
        "strength-bidder"
    }

    fn act(&mut self, view: &SeatView, rng: &mut dyn RngCore) -> Action {
        let Some(legal) = view.legal else {
            return Action::Check;
        };
        let eq = equity(view, rng);
        if let Some((_, max)) = legal.bid {
            let bid = (f64::from(view.pot) * bid_share(eq)).round().max(0.0) as Chips;
            return Action::Bid(bid.min(max));
        }
        decide(view, &legal, eq)
    }
}

#[cfg(test)]
mod tests {
    use super::super::test_hands::{BB, SB, rng, view_to_act};
    use super::*;
    use crate::engine::VariantId;

    /// Both seats call preflop in Sneak Peek (pot 40): the big blind bids first on `flop`.
    fn bid_with(hole: &str, flop: &str) -> (Action, u32) {
        let order = format!("7c 2d {hole} {flop}");
        let view = view_to_act(
            VariantId::SneakPeek,
            5000,
            &order,
            &[(SB, Action::Call), (BB, Action::Check)],
        );
        (StrengthBidder.act(&view, &mut rng(3)), view.pot)
    }

    #[test]
    fn strength_bidder_bids_nothing_weak_and_half_the_pot_strong() {
        let (weak, pot) = bid_with("3h 4s", "Ad Kc Qs");
        assert_eq!(weak, Action::Bid(0));
        let (strong, _) = bid_with("Ah As", "Ad Kc 9s");
        assert_eq!(strong, Action::Bid(pot / 2));
    }

    #[test]
    fn strength_bidder_bids_three_tenths_of_the_pot_in_the_middle_band() {
        assert_eq!(bid_share(0.39), 0.0);
        assert_eq!(bid_share(0.5), 0.3);
        assert_eq!(bid_share(0.66), 0.5);
    }

    #[test]
    fn strength_bidder_calls_only_when_equity_beats_the_pot_odds_plus_a_margin() {
        let view = view_to_act(
            VariantId::Holdem,
            400,
            "Ah Ks 7c 2d 9h 8h 3c",
            &[(SB, Action::Call), (BB, Action::RaiseTo(10))],
        );
        let legal = view.legal.expect("to act");
        // Pot 12, cost 8: pot odds 0.4.
        assert_eq!(decide(&view, &legal, 0.44), Action::Fold);
        assert_eq!(decide(&view, &legal, 0.46), Action::Call);
        assert!(matches!(decide(&view, &legal, 0.7), Action::RaiseTo(_)));
    }
}
