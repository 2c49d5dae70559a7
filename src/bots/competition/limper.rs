//! The limper, modelled on a competition bot: on the button it raises only its best hands and
//! limps most of the rest (about three buttons in four), and it folds every limp to a raise.
//! Everywhere else it plays the gauntlet's tight-aggressive style.

use rand::RngCore;

use crate::engine::{Action, SeatView, Street};

use super::super::Bot;
use super::super::heuristic::raise_to;
use super::super::styles::{StyleBot, percentile, raises_this_street, tag};
use super::limped;

/// Starting hands it raises from the button (a share of all hands, the best first).
const RAISE_SHARE: f64 = 0.08;
/// Starting hands it raises or limps from the button; the limps are the hands between.
const PLAY_SHARE: f64 = 0.82;

/// The limper.
#[derive(Debug, Clone)]
pub struct Limper {
    tag: StyleBot,
}

impl Limper {
    /// A fresh limper.
    pub fn new() -> Limper {
        Limper { tag: tag() }
    }
}

impl Default for Limper {
    fn default() -> Self {
        Limper::new()
    }
}

impl Bot for Limper {
    fn name(&self) -> &str {
        "limper"
    }

    fn act(&mut self, view: &SeatView, rng: &mut dyn RngCore) -> Action {
        let Some(legal) = view.legal else {
            return Action::Check;
        };
        if view.street == Street::Preflop && legal.bid.is_none() {
            if limped(view) && legal.call_cost > 0 {
                return Action::Fold;
            }
            let button_first_in = raises_this_street(view) == 0
                && legal.call_cost > 0
                && legal.call_cost * 2 <= view.setup.big_blind;
            if button_first_in {
                let p = percentile(view);
                let bb = f64::from(view.setup.big_blind);
                if p < RAISE_SHARE {
                    return raise_to(&legal, 3.0 * bb).unwrap_or(Action::Call);
                }
                return if p < PLAY_SHARE {
                    Action::Call
                } else {
                    Action::Fold
                };
            }
        }
        self.tag.act(view, rng)
    }

    fn hand_over(&mut self, view: &SeatView) {
        self.tag.hand_over(view);
    }
}

#[cfg(test)]
mod tests {
    use super::super::test_hands::{BB, SB, rng, view_to_act};
    use super::*;
    use crate::engine::VariantId;

    fn button(hole: &str, moves: &[(crate::engine::Seat, Action)]) -> Action {
        let view = view_to_act(
            VariantId::Holdem,
            400,
            &format!("{hole} Kc Js 9h 8h 3c 4d 5s"),
            moves,
        );
        Limper::new().act(&view, &mut rng(1))
    }

    #[test]
    fn limper_limps_a_middling_button_and_folds_it_to_a_raise() {
        assert_eq!(button("Th 8d", &[]), Action::Call);
        assert_eq!(
            button("Th 8d", &[(SB, Action::Call), (BB, Action::RaiseTo(8))]),
            Action::Fold
        );
        // Its best hands are raised, its worst folded.
        assert!(matches!(button("Ah Ad", &[]), Action::RaiseTo(6)));
        assert_eq!(button("7h 2d", &[]), Action::Fold);
    }

    #[test]
    fn limper_limps_about_three_buttons_in_four() {
        use crate::bots::strength::preflop_percentile;
        use crate::cards::Card;
        let cards: Vec<Card> = Card::all().collect();
        let (mut limps, mut all) = (0, 0);
        for (i, &a) in cards.iter().enumerate() {
            for &b in &cards[i + 1..] {
                all += 1;
                let p = preflop_percentile(a, b);
                limps += usize::from((RAISE_SHARE..PLAY_SHARE).contains(&p));
            }
        }
        let share = limps as f64 / f64::from(all);
        assert!((0.70..=0.78).contains(&share), "{share}");
    }
}
