//! Hand ranges: a weight for each of the 1,326 two-card hands a player may hold, written in
//! the notation players use ("QQ+,AKs", "A2s+", "22-55", "T9s-65s", "20%", "AhKh",
//! "AKs:0.5"), with card removal (hands that use a known card drop out) and the 13x13 grid
//! of starting-hand classes.
//!
//! Parsing lives in `parse`, printing in the shortest common form in `display`, the classes
//! (`AKs`, `QQ`, ...) in `class`, the preflop ranking behind percentages in `ranking` and the
//! grid of weights in `grid`.

mod class;
mod display;
mod grid;
mod parse;
mod ranking;

use crate::cards::card::Card;
use crate::cards::set::CardSet;

pub use class::{HandClass, Shape};
pub use grid::HandGrid;
pub use parse::{RangeError, RangeProblem};
pub use ranking::{RANKING, top_classes};

/// The number of two-card hands.
pub const COMBOS: usize = 1326;

/// The index of a two-card hand in `0..1326`: hands in order of their lower card index, then
/// their higher (the order `felt::bots::range::COMBOS` uses); `None` for a repeated card.
pub fn combo_index(a: Card, b: Card) -> Option<usize> {
    let (i, j) = (
        usize::from(a.index().min(b.index())),
        usize::from(a.index().max(b.index())),
    );
    (i != j).then(|| i * (103 - i) / 2 + (j - i - 1))
}

/// The two cards of combo `index` (lower card index first), the inverse of [`combo_index`].
pub fn combo_cards(index: usize) -> Option<(Card, Card)> {
    let mut rest = index;
    for i in 0u8..51 {
        let row = usize::from(51 - i);
        if rest < row {
            let j = i + 1 + u8::try_from(rest).ok()?;
            return Some((Card::from_index(i)?, Card::from_index(j)?));
        }
        rest -= row;
    }
    None
}

/// A hand range: a weight from 0 to 1 for each two-card hand (0: never held).
#[derive(Debug, Clone, PartialEq)]
pub struct HandRange {
    weights: Vec<f64>,
}

impl Default for HandRange {
    fn default() -> HandRange {
        HandRange::empty()
    }
}

impl HandRange {
    /// No hand at all.
    pub fn empty() -> HandRange {
        HandRange {
            weights: vec![0.0; COMBOS],
        }
    }

    /// Every hand, each with weight 1 ("random", "any").
    pub fn random() -> HandRange {
        HandRange {
            weights: vec![1.0; COMBOS],
        }
    }

    /// A range from 1,326 weights in [`combo_index`] order (as the Monte Carlo bot keeps
    /// them); `None` when there are not exactly 1,326. Weights are kept as given (a bot's
    /// likelihoods need not lie in 0 to 1); negative or non-finite ones count as 0.
    pub fn from_combo_weights(weights: &[f64]) -> Option<HandRange> {
        (weights.len() == COMBOS).then(|| HandRange {
            weights: weights
                .iter()
                .map(|&w| if w.is_finite() && w > 0.0 { w } else { 0.0 })
                .collect(),
        })
    }

    /// The weight of the hand `a b` (0 for a repeated card).
    pub fn weight(&self, a: Card, b: Card) -> f64 {
        combo_index(a, b)
            .and_then(|i| self.weights.get(i).copied())
            .unwrap_or(0.0)
    }

    /// Sets the weight of the hand `a b` (a repeated card is ignored).
    pub fn set(&mut self, a: Card, b: Card, weight: f64) {
        if let Some(w) = combo_index(a, b).and_then(|i| self.weights.get_mut(i)) {
            *w = if weight.is_finite() && weight > 0.0 {
                weight
            } else {
                0.0
            };
        }
    }

    /// Sets the weight of every hand of `class`.
    pub fn set_class(&mut self, class: HandClass, weight: f64) {
        for (a, b) in class.cards() {
            self.set(a, b, weight);
        }
    }

    /// The 1,326 weights in [`combo_index`] order.
    pub fn weights(&self) -> &[f64] {
        &self.weights
    }

    /// The hands held with a positive weight, as (lower-index card, higher-index card,
    /// weight), in [`combo_index`] order.
    pub fn combos(&self) -> impl Iterator<Item = (Card, Card, f64)> + '_ {
        self.weights
            .iter()
            .enumerate()
            .filter(|(_, w)| **w > 0.0)
            .filter_map(|(i, &w)| combo_cards(i).map(|(a, b)| (a, b, w)))
    }

    /// The number of hands held with a positive weight.
    pub fn len(&self) -> usize {
        self.weights.iter().filter(|w| **w > 0.0).count()
    }

    /// True when no hand is held.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The sum of the weights (the number of hands when every weight is 1).
    pub fn total_weight(&self) -> f64 {
        self.weights.iter().sum()
    }

    /// Card removal: drops every hand that uses one of `cards` (the board, dead cards,
    /// another player's known hand).
    pub fn remove_cards(&mut self, cards: CardSet) {
        for (i, w) in self.weights.iter_mut().enumerate() {
            if let Some((a, b)) = combo_cards(i)
                && (cards.contains(a) || cards.contains(b))
            {
                *w = 0.0;
            }
        }
    }

    /// This range with the hands that use one of `cards` removed (see
    /// [`HandRange::remove_cards`]).
    pub fn without(&self, cards: CardSet) -> HandRange {
        let mut out = self.clone();
        out.remove_cards(cards);
        out
    }

    /// The grid of this range's class weights (see [`HandGrid`]).
    pub fn grid(&self) -> HandGrid {
        HandGrid::from_range(self)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn card(s: &str) -> Card {
        s.parse().expect("card")
    }

    #[test]
    fn combo_indices_follow_the_bots_order_and_invert() {
        let mut n = 0;
        for i in 0u8..52 {
            for j in i + 1..52 {
                let (a, b) = (
                    Card::from_index(i).expect("card"),
                    Card::from_index(j).expect("card"),
                );
                assert_eq!(combo_index(a, b), Some(n));
                assert_eq!(combo_index(b, a), Some(n));
                assert_eq!(combo_cards(n), Some((a, b)));
                n += 1;
            }
        }
        assert_eq!(n, COMBOS);
        assert_eq!(combo_cards(COMBOS), None);
        assert_eq!(combo_index(card("Ah"), card("Ah")), None);
    }

    #[test]
    fn card_removal_drops_every_hand_that_uses_a_known_card() {
        let mut r = HandRange::random();
        assert_eq!(r.len(), 1326);
        r.remove_cards([card("Ah")].into_iter().collect());
        assert_eq!(r.len(), 1326 - 51);
        let board: CardSet = Card::parse_list("AsKd7c")
            .expect("cards")
            .into_iter()
            .collect();
        // 52 - 4 known cards leave 48 * 47 / 2 hands.
        assert_eq!(r.without(board).len(), 48 * 47 / 2);
        let aces: HandRange = "AA".parse().expect("range");
        // One ace known: 3 of the 6 pairs of aces remain; two known: 1.
        assert_eq!(aces.without([card("Ah")].into_iter().collect()).len(), 3);
        assert_eq!(
            aces.without([card("Ah"), card("Ac")].into_iter().collect())
                .len(),
            1
        );
        assert_eq!(aces.without(board).weight(card("Ah"), card("Ac")), 1.0);
        assert_eq!(aces.without(board).weight(card("Ah"), card("As")), 0.0);
    }
}
