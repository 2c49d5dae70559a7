//! Starting-hand classes: the 169 kinds of two-card hand that ignore suits (a pair, suited
//! or offsuit, by rank), their combos, their names ("AKs", "QQ", "72o") and their place in
//! the 13x13 grid (aces first; pairs on the diagonal, suited above it, offsuit below).

use std::fmt;

use crate::cards::card::{Card, Rank, Suit};

/// Whether a class is a pair, suited or offsuit.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Shape {
    /// Two cards of one rank (6 combos).
    Pair,
    /// Two ranks in one suit (4 combos).
    Suited,
    /// Two ranks in different suits (12 combos).
    Offsuit,
}

impl Shape {
    /// Combos of one class of this shape.
    pub const fn combos(self) -> usize {
        match self {
            Shape::Pair => 6,
            Shape::Suited => 4,
            Shape::Offsuit => 12,
        }
    }

    /// The letter after the ranks: none for a pair, `s` or `o`.
    pub fn suffix(self) -> &'static str {
        match self {
            Shape::Pair => "",
            Shape::Suited => "s",
            Shape::Offsuit => "o",
        }
    }
}

/// A starting-hand class: `high` is at least `low` (equal only for a pair).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct HandClass {
    /// The higher rank.
    pub high: Rank,
    /// The lower rank (the kicker).
    pub low: Rank,
    /// Pair, suited or offsuit.
    pub shape: Shape,
}

impl HandClass {
    /// The class of two ranks in the given shape; the ranks may come in either order. A
    /// pair's shape is always [`Shape::Pair`], and two different ranks are never a pair
    /// (`None` for those mismatches).
    pub fn new(a: Rank, b: Rank, shape: Shape) -> Option<HandClass> {
        let (high, low) = if a >= b { (a, b) } else { (b, a) };
        if (high == low) != (shape == Shape::Pair) {
            return None;
        }
        Some(HandClass { high, low, shape })
    }

    /// The pair of `rank`.
    pub fn pair(rank: Rank) -> HandClass {
        HandClass {
            high: rank,
            low: rank,
            shape: Shape::Pair,
        }
    }

    /// The class of two cards.
    pub fn of(a: Card, b: Card) -> HandClass {
        let (high, low) = if a.rank() >= b.rank() {
            (a.rank(), b.rank())
        } else {
            (b.rank(), a.rank())
        };
        let shape = if high == low {
            Shape::Pair
        } else if a.suit() == b.suit() {
            Shape::Suited
        } else {
            Shape::Offsuit
        };
        HandClass { high, low, shape }
    }

    /// All 169 classes, in grid order (row by row, aces first).
    pub fn all() -> impl Iterator<Item = HandClass> {
        (0..13).flat_map(|row| (0..13).map(move |col| HandClass::at(row, col)))
    }

    /// The class in grid cell (`row`, `col`), both `0..13` with 0 for the ace (larger
    /// numbers wrap): the pair on the diagonal, suited above it, offsuit below.
    pub fn at(row: usize, col: usize) -> HandClass {
        let rank = |i: usize| Rank::ALL[12 - i.min(12)];
        let (r, c) = (rank(row), rank(col));
        match row.cmp(&col) {
            std::cmp::Ordering::Equal => HandClass::pair(r),
            std::cmp::Ordering::Less => HandClass {
                high: r,
                low: c,
                shape: Shape::Suited,
            },
            std::cmp::Ordering::Greater => HandClass {
                high: c,
                low: r,
                shape: Shape::Offsuit,
            },
        }
    }

    /// This class's grid cell (`row`, `col`), the inverse of [`HandClass::at`].
    pub fn cell(self) -> (usize, usize) {
        let (h, l) = (
            12 - usize::from(self.high.index()),
            12 - usize::from(self.low.index()),
        );
        match self.shape {
            Shape::Pair | Shape::Suited => (h, l),
            Shape::Offsuit => (l, h),
        }
    }

    /// A dense index in `0..169` (row * 13 + col of the grid cell).
    pub fn index(self) -> usize {
        let (row, col) = self.cell();
        row * 13 + col
    }

    /// How many two-card hands the class holds: 6, 4 or 12.
    pub fn combos(self) -> usize {
        self.shape.combos()
    }

    /// The class's two-card hands, the higher card first.
    pub fn cards(self) -> impl Iterator<Item = (Card, Card)> {
        let (high, low, shape) = (self.high, self.low, self.shape);
        Suit::ALL.into_iter().flat_map(move |s1| {
            Suit::ALL.into_iter().filter_map(move |s2| {
                let keep = match shape {
                    Shape::Pair => s1 < s2,
                    Shape::Suited => s1 == s2,
                    Shape::Offsuit => s1 != s2,
                };
                keep.then(|| (Card::new(high, s1), Card::new(low, s2)))
            })
        })
    }
}

impl fmt::Display for HandClass {
    /// "AKs", "AKo", "QQ".
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}{}{}",
            self.high.char(),
            self.low.char(),
            self.shape.suffix()
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_grid_has_pairs_on_the_diagonal_suited_above_and_offsuit_below() {
        assert_eq!(HandClass::at(0, 0).to_string(), "AA");
        assert_eq!(HandClass::at(0, 1).to_string(), "AKs");
        assert_eq!(HandClass::at(1, 0).to_string(), "AKo");
        assert_eq!(HandClass::at(12, 12).to_string(), "22");
        assert_eq!(HandClass::at(12, 7).to_string(), "72o");
        let all: Vec<HandClass> = HandClass::all().collect();
        assert_eq!(all.len(), 169);
        for (i, class) in all.iter().enumerate() {
            assert_eq!(class.index(), i);
            assert_eq!(HandClass::at(class.cell().0, class.cell().1), *class);
            assert_eq!(class.cards().count(), class.combos());
            for (a, b) in class.cards() {
                assert_eq!(HandClass::of(a, b), *class);
                assert_eq!(HandClass::of(b, a), *class);
            }
        }
        let total: usize = all.iter().map(|c| c.combos()).sum();
        assert_eq!(total, 1326);
    }
}
