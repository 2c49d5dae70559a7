//! `Range`: a weight for each of the 1,326 two-card hands the opponent may hold, updated by
//! the likelihood of each action it takes given the hand's strength.

use std::sync::LazyLock;

use crate::cards::range::HandGrid;
use crate::cards::{Card, CardSet, Evaluator, HandKey};

use super::strength::preflop_equity;

/// All 1,326 two-card combinations.
pub static COMBOS: LazyLock<Vec<(Card, Card)>> = LazyLock::new(|| {
    let cards: Vec<Card> = Card::all().collect();
    let mut out = Vec::with_capacity(1326);
    for i in 0..52 {
        for j in i + 1..52 {
            out.push((cards[i], cards[j]));
        }
    }
    out
});

/// The opponent's possible hands and their weights.
#[derive(Debug, Clone)]
pub struct Range {
    pub weights: Vec<f64>,
}

impl Range {
    /// Every hand that does not use a card in `dead`, equally likely; if `must` holds a card,
    /// only hands containing it.
    pub fn uniform(dead: CardSet, must: Option<Card>) -> Range {
        let weights = COMBOS
            .iter()
            .map(|&(a, b)| {
                let live = !dead.contains(a) && !dead.contains(b);
                let has = must.is_none_or(|m| a == m || b == m);
                if live && has { 1.0 } else { 0.0 }
            })
            .collect();
        Range { weights }
    }

    /// Removes hands that use a card in `dead`, or lack the card `must`.
    pub fn restrict(&mut self, dead: CardSet, must: Option<Card>) {
        for (w, &(a, b)) in self.weights.iter_mut().zip(COMBOS.iter()) {
            if dead.contains(a) || dead.contains(b) || must.is_some_and(|m| a != m && b != m) {
                *w = 0.0;
            }
        }
    }

    /// Total weight.
    pub fn total(&self) -> f64 {
        self.weights.iter().sum()
    }

    /// Multiplies each hand's weight by `likelihood(strength)`; falls back to the old weights
    /// if that would leave nothing.
    pub fn update(&mut self, strengths: &[f64], likelihood: impl Fn(f64) -> f64) {
        let old = self.weights.clone();
        for (w, &s) in self.weights.iter_mut().zip(strengths) {
            *w *= likelihood(s);
        }
        if self.total() <= 1e-12 {
            self.weights = old;
        }
    }

    /// The range as a 13x13 grid of starting-hand classes ("the bot's likely hands"): each
    /// cell the mean weight of its class's hands, scaled so that the likeliest cell is 1.
    pub fn grid(&self) -> HandGrid {
        HandGrid::from_combo_weights(&self.weights).normalized()
    }

    /// Cumulative weights, for sampling.
    pub fn cumulative(&self) -> Vec<f64> {
        let mut acc = 0.0;
        self.weights
            .iter()
            .map(|w| {
                acc += w;
                acc
            })
            .collect()
    }
}

/// Each hand's strength (0 = weakest, 1 = strongest) on `board`: preflop its equity against a
/// random hand, rescaled; with a board, its rank among all live hands.
pub fn strengths(board: &[Card], dead: CardSet) -> Vec<f64> {
    if board.len() < 3 {
        return COMBOS
            .iter()
            .map(|&(a, b)| ((preflop_equity(a, b) - 0.3) / 0.55).clamp(0.0, 1.0))
            .collect();
    }
    let ev = Evaluator::get();
    let board_key = HandKey::board_of(board);
    let blocked: CardSet = board.iter().copied().collect::<CardSet>().union(dead);
    let values: Vec<Option<u32>> = COMBOS
        .iter()
        .map(|&(a, b)| {
            (!blocked.contains(a) && !blocked.contains(b))
                .then(|| HandKey::of(&[a, b]).value_with(board_key, ev).code())
        })
        .collect();
    let mut sorted: Vec<u32> = values.iter().flatten().copied().collect();
    sorted.sort_unstable();
    let n = sorted.len().max(1) as f64;
    values
        .iter()
        .map(|v| match v {
            Some(v) => {
                // Share of live hands this one beats, ties counting half.
                let below = sorted.partition_point(|x| x < v);
                let equal = sorted.partition_point(|x| x <= v) - below;
                (below as f64 + equal as f64 / 2.0) / n
            }
            None => 0.0,
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::range::{HandClass, HandRange};

    #[test]
    fn the_bots_range_draws_as_a_grid_of_its_classes() {
        let c = |s: &str| s.parse::<Card>().expect("card");
        let dead: CardSet = [c("Ah"), c("Kd")].into_iter().collect();
        let mut range = Range::uniform(dead, None);
        // Keep pairs of queens and up only, at three times the weight of anything else.
        let strengths: Vec<f64> = COMBOS
            .iter()
            .map(|&(a, b)| f64::from(u8::from(a.rank() == b.rank() && a.rank() >= c("Qs").rank())))
            .collect();
        range.update(&strengths, |s| if s > 0.5 { 3.0 } else { 0.0 });
        let grid = range.grid();
        let aa = HandClass::at(0, 0);
        // Three of the six pairs of aces are left with the ace of hearts dead, so aces weigh
        // half of what queens weigh.
        assert_eq!(grid.class_weight(HandClass::at(2, 2)), 1.0);
        assert_eq!(grid.class_weight(aa), 0.5);
        assert_eq!(grid.class_weight(HandClass::at(0, 1)), 0.0);
        let same: HandRange = "QQ+".parse().expect("range");
        assert_eq!(
            HandRange::from_combo_weights(&range.weights)
                .expect("1,326 weights")
                .len(),
            same.without(dead).len()
        );
    }
}
