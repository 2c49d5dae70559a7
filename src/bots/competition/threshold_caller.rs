//! The threshold caller, modelled on a River of Blood competition bot: it calls a bet when its
//! equity against a random hand, less a margin that grows with the chips asked, still beats
//! the pot odds, and folds otherwise; it bets and raises its strong hands for value. It calls
//! small bets light and folds big ones, so it pays small value bets and folds to pot-sized
//! ones.

use rand::{Rng, RngCore};

use crate::engine::{Action, LegalActions, SeatView, Street};

use super::super::Bot;
use super::super::styles::pot_raise;
use super::equity;

/// The threshold caller.
#[derive(Debug, Clone, Copy, Default)]
pub struct ThresholdCaller;

/// The margin it asks over the pot odds when `cost` chips are asked at big blind `big_blind`:
/// 0.15 at 6 chips, 0.5 at 100 chips or more, straight lines between (and from 0 at 0 chips).
/// Chips are counted at the bot's home stakes (blinds 1/2), so other stakes are scaled.
pub fn call_margin(cost: u32, big_blind: u32) -> f64 {
    let chips = f64::from(cost) * 2.0 / f64::from(big_blind.max(1));
    if chips <= 6.0 {
        0.15 * chips / 6.0
    } else if chips >= 100.0 {
        0.5
    } else {
        0.15 + 0.35 * (chips - 6.0) / 94.0
    }
}

fn decide(view: &SeatView, legal: &LegalActions, eq: f64, rng: &mut dyn RngCore) -> Action {
    let preflop = view.street == Street::Preflop;
    if legal.call_cost == 0 {
        let value = if preflop { 0.6 } else { 0.68 };
        if eq >= value {
            let size = rng.random_range(0.5..0.75);
            return pot_raise(view, legal, size).unwrap_or(Action::Check);
        }
        return Action::Check;
    }
    let raise = if preflop { 0.68 } else { 0.85 };
    if eq >= raise
        && let Some(a) = pot_raise(view, legal, 0.75)
    {
        return a;
    }
    let cost = f64::from(legal.call_cost);
    let pot_odds = cost / (f64::from(view.pot) + cost);
    if eq - call_margin(legal.call_cost, view.setup.big_blind) > pot_odds {
        Action::Call
    } else {
        Action::Fold
    }
}

impl Bot for ThresholdCaller {
    fn name(&self) -> &str {
        "threshold-caller"
    }

    fn act(&mut self, view: &SeatView, rng: &mut dyn RngCore) -> Action {
        let Some(legal) = view.legal else {
            return Action::Check;
        };
        let eq = equity(view, rng);
        if let Some((_, max)) = legal.bid {
            // Not its game: a small bid by strength.
            let bid = (f64::from(view.pot) * 0.3 * eq).round().max(0.0) as u32;
            return Action::Bid(bid.min(max));
        }
        decide(view, &legal, eq, rng)
    }
}

#[cfg(test)]
mod tests {
    use super::super::test_hands::{BB, SB, rng, view_to_act};
    use super::*;
    use crate::engine::VariantId;

    #[test]
    fn threshold_margin_grows_from_015_at_6_chips_to_05_at_100() {
        assert!((call_margin(6, 2) - 0.15).abs() < 1e-9);
        assert!((call_margin(53, 2) - 0.325).abs() < 1e-9);
        assert!((call_margin(20, 2) - (0.15 + 0.35 * 14.0 / 94.0)).abs() < 1e-9);
        assert!((call_margin(100, 2) - 0.5).abs() < 1e-9);
        assert!((call_margin(400, 2) - 0.5).abs() < 1e-9);
        assert!((call_margin(60, 20) - 0.15).abs() < 1e-9);
        assert!(call_margin(3, 2) < 0.15);
    }

    #[test]
    fn threshold_caller_calls_a_small_bet_and_folds_a_big_one_with_the_same_hand() {
        // Flop, pot 12 after a raise to 6 called; the button bets into the big blind's check.
        let facing = |bet: u32| {
            let view = view_to_act(
                VariantId::RiverOfBlood,
                400,
                "7c 2d Qs Jd Qh 8c 3s 4c 5s 9c",
                &[
                    (SB, Action::RaiseTo(6)),
                    (BB, Action::Call),
                    (BB, Action::Check),
                    (SB, Action::RaiseTo(bet)),
                ],
            );
            let legal = view.legal.expect("to act");
            decide(&view, &legal, 0.45, &mut rng(1))
        };
        assert_eq!(facing(3), Action::Call);
        assert_eq!(facing(12), Action::Fold);
    }
}
