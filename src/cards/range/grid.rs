//! The 13x13 grid of starting-hand classes with a weight in each cell: aces first, pairs on
//! the diagonal, suited hands above it and offsuit below, as every range tool draws it. A
//! cell's weight is the mean weight of the class's hands (a class held in part, or thinned by
//! card removal, shows lighter). The grid is data only; the terminal draws it.

use super::class::HandClass;
use super::{COMBOS, HandRange, combo_cards};

/// Class weights in grid order: `cells[row][col]`, row and column 0 for the ace.
#[derive(Debug, Clone, PartialEq)]
pub struct HandGrid {
    cells: [[f64; 13]; 13],
}

impl HandGrid {
    /// The grid of a range: each cell the mean weight of its class's hands.
    pub fn from_range(range: &HandRange) -> HandGrid {
        HandGrid::from_combo_weights(range.weights())
    }

    /// The grid of 1,326 hand weights in [`super::combo_index`] order (the order of
    /// `felt::bots::range::COMBOS`, so a bot's `Range::weights` can be passed as they are).
    /// Missing weights count as 0; negative or non-finite ones too.
    pub fn from_combo_weights(weights: &[f64]) -> HandGrid {
        let mut cells = [[0.0; 13]; 13];
        for (i, &w) in weights.iter().enumerate().take(COMBOS) {
            let Some((a, b)) = combo_cards(i) else {
                continue;
            };
            if w.is_finite() && w > 0.0 {
                let class = HandClass::of(a, b);
                let (row, col) = class.cell();
                cells[row][col] += w;
            }
        }
        for class in HandClass::all() {
            let (row, col) = class.cell();
            cells[row][col] /= class.combos() as f64;
        }
        HandGrid { cells }
    }

    /// The same grid scaled so that its heaviest cell weighs 1 (a bot's likelihoods have no
    /// scale of their own). An empty grid stays empty.
    pub fn normalized(&self) -> HandGrid {
        let max = self.max();
        if max <= 0.0 {
            return self.clone();
        }
        HandGrid {
            cells: self.cells.map(|row| row.map(|w| w / max)),
        }
    }

    /// The weight of cell (`row`, `col`), 0 outside the grid.
    pub fn weight(&self, row: usize, col: usize) -> f64 {
        self.cells
            .get(row)
            .and_then(|r| r.get(col))
            .copied()
            .unwrap_or(0.0)
    }

    /// The weight of a class's cell.
    pub fn class_weight(&self, class: HandClass) -> f64 {
        let (row, col) = class.cell();
        self.weight(row, col)
    }

    /// The heaviest cell's weight.
    pub fn max(&self) -> f64 {
        self.cells.iter().flatten().copied().fold(0.0, f64::max)
    }

    /// The share of all 1,326 hands the grid holds, weighted (0 to 1 for weights up to 1).
    pub fn share(&self) -> f64 {
        HandClass::all()
            .map(|c| self.class_weight(c) * c.combos() as f64)
            .sum::<f64>()
            / COMBOS as f64
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cells_hold_the_mean_weight_of_their_class() {
        let r: HandRange = "QQ+,AKs:0.5,AhKd".parse().expect("range");
        let g = r.grid();
        assert_eq!(g.weight(0, 0), 1.0);
        assert_eq!(g.weight(2, 2), 1.0);
        assert_eq!(g.weight(3, 3), 0.0);
        assert_eq!(g.weight(0, 1), 0.5);
        assert!((g.weight(1, 0) - 1.0 / 12.0).abs() < 1e-12);
        assert_eq!(g.max(), 1.0);
        let share = (18.0 + 2.0 + 1.0) / 1326.0;
        assert!((g.share() - share).abs() < 1e-12);
    }

    #[test]
    fn combo_weights_in_the_bots_order_make_the_same_grid() {
        let r: HandRange = "22+,A2s+,KTs+,QJs".parse().expect("range");
        let doubled: Vec<f64> = r.weights().iter().map(|w| w * 2.0).collect();
        let g = HandGrid::from_combo_weights(&doubled);
        assert_eq!(g.max(), 2.0);
        assert_eq!(g.normalized(), r.grid());
        assert_eq!(HandGrid::from_combo_weights(&[]).normalized().max(), 0.0);
    }
}
