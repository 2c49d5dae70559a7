//! The size teller, modelled on the runner-up of a Sneak Peek competition: its bet size tells
//! its hand. It leads small (a quarter to under half the pot) with strong hands, big (0.55 to
//! 0.9 of the pot) with bluffs and draws, re-raises a raise of its own lead only with two pair
//! or better, and 4-bets preflop only with aces or kings. It bids a share of the expected
//! final pot (2.5 pots and 5 big blinds) by equity band, 3% to 30%.

use rand::{Rng, RngCore};

use crate::cards::{CardSet, Category, evaluate};
use crate::engine::{Action, Chips, LegalActions, SeatView, Street};

use super::super::Bot;
use super::super::styles::{is_allin_call, percentile, pot_raise, raises_this_street};
use super::{equity, raised_this_street};

/// Equity against a random hand from which it leads small for value.
pub const VALUE_EQUITY: f64 = 0.63;
/// Equity below which a hand is a bluff or a draw (it leads big with some of them).
const BLUFF_EQUITY: f64 = 0.42;
/// Chance of leading big with a hand below [`BLUFF_EQUITY`].
const BLUFF_RATE: f64 = 0.45;

/// The size teller.
#[derive(Debug, Clone, Copy, Default)]
pub struct SizeTeller;

/// Two pair or better that uses a hole card (better than the board alone).
fn two_pair_or_better(view: &SeatView) -> bool {
    let board: CardSet = view.board.iter().collect();
    let all: CardSet = view.hole.iter().chain(view.board.iter()).collect();
    let made = evaluate(all).category();
    made >= Category::TwoPair && made > evaluate(board).category()
}

/// Aces or kings.
fn aces_or_kings(view: &SeatView) -> bool {
    match view.hole.as_slice() {
        [a, b] => a.rank() == b.rank() && a.rank() >= crate::cards::Rank::King,
        _ => false,
    }
}

fn preflop(view: &SeatView, legal: &LegalActions) -> Action {
    let p = percentile(view);
    let bb = f64::from(view.setup.big_blind);
    let raises = raises_this_street(view);
    let first_in =
        legal.call_cost == 0 || (raises == 0 && legal.call_cost * 2 <= view.setup.big_blind);
    if first_in {
        if p < 0.45 {
            return super::super::heuristic::raise_to(legal, 2.5 * bb)
                .unwrap_or(legal.check_or_call());
        }
        return legal.check_or_fold();
    }
    let opp_pip = f64::from(view.pips[view.opponent().index()]);
    if raised_this_street(view) {
        // Facing a 3-bet (or more): only aces and kings go on.
        if aces_or_kings(view) {
            return super::super::heuristic::raise_to(legal, 2.5 * opp_pip).unwrap_or(Action::Call);
        }
        return if p < 0.06 && !is_allin_call(view, legal) {
            Action::Call
        } else {
            Action::Fold
        };
    }
    if is_allin_call(view, legal) {
        return if p < 0.03 { Action::Call } else { Action::Fold };
    }
    if p < 0.06 {
        return super::super::heuristic::raise_to(legal, 3.0 * opp_pip).unwrap_or(Action::Call);
    }
    if p < 0.35 { Action::Call } else { Action::Fold }
}

fn postflop(view: &SeatView, legal: &LegalActions, eq: f64, rng: &mut dyn RngCore) -> Action {
    if legal.call_cost == 0 {
        if eq >= VALUE_EQUITY {
            let size = rng.random_range(0.25..0.45);
            return pot_raise(view, legal, size).unwrap_or(Action::Check);
        }
        if eq < BLUFF_EQUITY && rng.random_bool(BLUFF_RATE) {
            let size = rng.random_range(0.55..0.9);
            return pot_raise(view, legal, size).unwrap_or(Action::Check);
        }
        return Action::Check;
    }
    let cost = f64::from(legal.call_cost);
    let pot_odds = cost / (f64::from(view.pot) + cost);
    if raised_this_street(view) {
        // Its lead was raised: two pair or better re-raises, the rest calls or folds.
        if two_pair_or_better(view)
            && let Some(a) = pot_raise(view, legal, 1.0)
        {
            return a;
        }
        return if eq >= pot_odds + 0.1 {
            Action::Call
        } else {
            Action::Fold
        };
    }
    if eq >= 0.85
        && let Some(a) = pot_raise(view, legal, 0.8)
    {
        return a;
    }
    if eq >= pot_odds + 0.05 {
        Action::Call
    } else {
        Action::Fold
    }
}

/// Its bid: a share of the expected final pot by equity band.
fn bid(view: &SeatView, eq: f64, max: Chips, rng: &mut dyn RngCore) -> Chips {
    let expected_pot = 2.5 * f64::from(view.pot) + 5.0 * f64::from(view.setup.big_blind);
    let share = if eq < 0.35 {
        0.03
    } else if eq < 0.5 {
        0.1
    } else if eq < 0.65 {
        0.2
    } else {
        0.3
    };
    let amount = expected_pot * share * rng.random_range(0.9..1.1);
    (amount.round().max(0.0) as Chips).min(max)
}

impl Bot for SizeTeller {
    fn name(&self) -> &str {
        "size-teller"
    }

    fn act(&mut self, view: &SeatView, rng: &mut dyn RngCore) -> Action {
        let Some(legal) = view.legal else {
            return Action::Check;
        };
        if view.street == Street::Preflop && legal.bid.is_none() {
            return preflop(view, &legal);
        }
        let eq = equity(view, rng);
        if let Some((_, max)) = legal.bid {
            return Action::Bid(bid(view, eq, max, rng));
        }
        postflop(view, &legal, eq, rng)
    }
}

#[cfg(test)]
mod tests {
    use super::super::test_hands::{BB, SB, rng, view_to_act};
    use super::*;
    use crate::engine::VariantId;

    /// The share of the pot a bet to `action` puts in, from `view`.
    fn share(view: &SeatView, action: Action) -> Option<f64> {
        match action {
            Action::RaiseTo(n) => Some(f64::from(n) / f64::from(view.pot)),
            _ => None,
        }
    }

    /// Hold'em, a raise to 6 called preflop (pot 12): the big blind, holding `hole`, acts
    /// first on `flop`.
    fn lead_view(hole: &str, flop: &str) -> SeatView {
        view_to_act(
            VariantId::Holdem,
            400,
            &format!("7c 2d {hole} {flop} 3c 4d"),
            &[(SB, Action::RaiseTo(6)), (BB, Action::Call)],
        )
    }

    #[test]
    fn size_teller_leads_small_with_value_and_big_with_bluffs() {
        let value = lead_view("Ah As", "Ad Kc 9s");
        for seed in 0..20 {
            let s = share(&value, SizeTeller.act(&value, &mut rng(seed)));
            assert!(s.is_some_and(|s| (0.24..=0.46).contains(&s)), "{s:?}");
        }
        let weak = lead_view("5h 6s", "Ad Kc 9s");
        let mut bluffs = 0;
        for seed in 0..40 {
            if let Some(s) = share(&weak, SizeTeller.act(&weak, &mut rng(seed))) {
                assert!(s >= 0.55, "{s}");
                bluffs += 1;
            }
        }
        assert!((5..40).contains(&bluffs), "{bluffs}");
    }

    /// The big blind leads 2 into 4 on `flop` holding `hole`; the button raises to 8.
    fn raised_lead(hole: &str, flop: &str) -> Action {
        let view = view_to_act(
            VariantId::Holdem,
            400,
            &format!("7c 2d {hole} {flop} 3c 4d"),
            &[
                (SB, Action::Call),
                (BB, Action::Check),
                (BB, Action::RaiseTo(2)),
                (SB, Action::RaiseTo(8)),
            ],
        );
        SizeTeller.act(&view, &mut rng(1))
    }

    #[test]
    fn size_teller_reraises_a_raised_lead_only_with_two_pair_or_better() {
        assert!(matches!(
            raised_lead("Ks Qd", "Kh Qc 5s"),
            Action::RaiseTo(_)
        ));
        assert!(!matches!(
            raised_lead("Ks Ad", "Kh Qc 5s"),
            Action::RaiseTo(_)
        ));
    }

    /// The button opens, the big blind 3-bets to 24: the button holds `hole`.
    fn facing_three_bet(hole: &str) -> Action {
        let view = view_to_act(
            VariantId::Holdem,
            400,
            &format!("{hole} 7c 2d 9h 8h 3c 4d 5s"),
            &[(SB, Action::RaiseTo(5)), (BB, Action::RaiseTo(24))],
        );
        SizeTeller.act(&view, &mut rng(1))
    }

    #[test]
    fn size_teller_four_bets_only_aces_and_kings() {
        assert!(matches!(facing_three_bet("Kh Kd"), Action::RaiseTo(_)));
        assert!(matches!(facing_three_bet("Ah As"), Action::RaiseTo(_)));
        assert!(!matches!(facing_three_bet("Qh Qd"), Action::RaiseTo(_)));
        assert!(!matches!(facing_three_bet("Ah Kd"), Action::RaiseTo(_)));
    }
}
