//! Printing a range in its shortest common form: `random` for every hand; pairs as runs
//! (`QQ+`, `99-66`, `55`); for each first rank, kickers as runs (`A2s+`, `K9o-K6o`, `Q8s`),
//! one token without `s` or `o` when the suited and offsuit runs agree (`AK`, `AT+`); single
//! classes with the same gap in a row of three or more as a sliding run (`T9s-65s`); a class
//! held only in part as its hands (`AhKh`); a weight other than 1 after a colon (`AKs:0.5`).
//! `text.parse::<HandRange>()` of the printed form gives the same range back for weights from
//! 0 to 1.

use std::fmt;

use super::HandRange;
use super::class::{HandClass, Shape};
use crate::cards::card::Rank;

/// How a class is held: not at all, every hand at one weight, or in part.
#[derive(Debug, Clone, Copy, PartialEq)]
enum Held {
    No,
    All(f64),
    Part,
}

fn held(range: &HandRange, class: HandClass) -> Held {
    let mut weights = class.cards().map(|(a, b)| range.weight(a, b));
    let Some(first) = weights.next() else {
        return Held::No;
    };
    if weights.all(|w| w == first) {
        if first > 0.0 {
            Held::All(first)
        } else {
            Held::No
        }
    } else {
        Held::Part
    }
}

/// A run of classes with one first rank (or of pairs) and one weight: kickers (or pair
/// ranks) from `top` down to `bottom`.
#[derive(Debug, Clone, Copy, PartialEq)]
struct Run {
    high: Rank,
    top: Rank,
    bottom: Rank,
    /// `None` for both suited and offsuit.
    shape: Option<Shape>,
    weight: f64,
}

impl Run {
    fn single(self) -> bool {
        self.top == self.bottom
    }

    fn name(&self, high: Rank, low: Rank) -> String {
        let suffix = match self.shape {
            Some(s) => s.suffix(),
            None => "",
        };
        format!("{}{}{suffix}", high.char(), low.char())
    }

    fn text(&self) -> String {
        if self.shape == Some(Shape::Pair) {
            let top = self.name(self.top, self.top);
            return if self.single() {
                top
            } else if self.top == Rank::Ace {
                format!("{}+", self.name(self.bottom, self.bottom))
            } else {
                format!("{top}-{}", self.name(self.bottom, self.bottom))
            };
        }
        let top = self.name(self.high, self.top);
        if self.single() {
            top
        } else if self.top.index() + 1 == self.high.index() {
            format!("{}+", self.name(self.high, self.bottom))
        } else {
            format!("{top}-{}", self.name(self.high, self.bottom))
        }
    }
}

/// Maximal runs of equal weights in `cells` (top rank first), as (top, bottom, weight).
fn runs(cells: &[(Rank, Held)]) -> Vec<(Rank, Rank, f64)> {
    let mut out: Vec<(Rank, Rank, f64)> = Vec::new();
    let mut prev: Option<(Rank, f64)> = None;
    for &(rank, h) in cells {
        match (h, out.last_mut()) {
            (Held::All(w), Some(last)) if prev.is_some_and(|(_, pw)| pw == w) => last.1 = rank,
            (Held::All(w), _) => out.push((rank, rank, w)),
            _ => {}
        }
        prev = match h {
            Held::All(w) => Some((rank, w)),
            _ => None,
        };
    }
    out
}

fn weight_text(w: f64) -> String {
    if w == 1.0 {
        String::new()
    } else {
        format!(":{w}")
    }
}

impl fmt::Display for HandRange {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.weights().iter().all(|&w| w == 1.0) {
            return f.write_str("random");
        }
        // (sort key, text): pairs, then first ranks from the ace down, then single hands.
        let mut tokens: Vec<((u8, u8, u8, u8), String)> = Vec::new();
        let down = |r: Rank| 12 - r.index();
        let ranks_down: Vec<Rank> = Rank::ALL.iter().rev().copied().collect();
        let pairs: Vec<(Rank, Held)> = ranks_down
            .iter()
            .map(|&r| (r, held(self, HandClass::pair(r))))
            .collect();
        for (top, bottom, weight) in runs(&pairs) {
            let run = Run {
                high: top,
                top,
                bottom,
                shape: Some(Shape::Pair),
                weight,
            };
            tokens.push((
                (0, down(top), 0, 0),
                format!("{}{}", run.text(), weight_text(weight)),
            ));
        }
        let mut singles: Vec<Run> = Vec::new();
        for &high in &ranks_down {
            let kickers: Vec<Rank> = ranks_down.iter().copied().filter(|&k| k < high).collect();
            let kept = [
                merged_runs(self, high, &kickers),
                both_first_runs(self, high, &kickers),
            ]
            .into_iter()
            .min_by_key(|runs| runs.iter().map(|r| r.text().len() + 1).sum::<usize>())
            .unwrap_or_default();
            for run in kept {
                if run.single() {
                    singles.push(run);
                } else {
                    tokens.push((
                        run_key(&run),
                        format!("{}{}", run.text(), weight_text(run.weight)),
                    ));
                }
            }
        }
        // Single classes with one gap, shape and weight, three or more in a row: T9s-65s.
        singles.sort_by_key(|r| {
            (
                r.high.index() - r.top.index(),
                r.shape,
                std::cmp::Reverse(r.high),
            )
        });
        let mut i = 0;
        while i < singles.len() {
            let first = singles[i];
            let gap = first.high.index() - first.top.index();
            let mut j = i + 1;
            while j < singles.len() {
                let next = singles[j];
                let prev = singles[j - 1];
                let same = next.high.index() - next.top.index() == gap
                    && next.shape == first.shape
                    && next.weight == first.weight
                    && next.high.index() + 1 == prev.high.index();
                if !same {
                    break;
                }
                j += 1;
            }
            let text = if j - i >= 3 {
                let last = singles[j - 1];
                format!(
                    "{}-{}",
                    first.name(first.high, first.top),
                    last.name(last.high, last.top)
                )
            } else {
                j = i + 1;
                first.text()
            };
            tokens.push((
                run_key(&first),
                format!("{text}{}", weight_text(first.weight)),
            ));
            i = j;
        }
        // Classes held in part: their hands one by one, the higher card first.
        for class in HandClass::all() {
            if held(self, class) != Held::Part {
                continue;
            }
            for (a, b) in class.cards() {
                let w = self.weight(a, b);
                if w > 0.0 {
                    let (x, y) = if a > b { (a, b) } else { (b, a) };
                    tokens.push((
                        (2, down(class.high), down(class.low), 0),
                        format!("{x}{y}{}", weight_text(w)),
                    ));
                }
            }
        }
        tokens.sort_by_key(|a| a.0);
        let text: Vec<String> = tokens.into_iter().map(|(_, t)| t).collect();
        f.write_str(&text.join(","))
    }
}

/// The runs of one first rank's kickers in `shape`, over the cells `keep` lets through.
fn shape_runs(
    range: &HandRange,
    high: Rank,
    kickers: &[Rank],
    shape: Option<Shape>,
    keep: impl Fn(Rank) -> bool,
) -> Vec<Run> {
    let cells: Vec<(Rank, Held)> = kickers
        .iter()
        .map(|&k| {
            let h = match shape {
                Some(s) => HandClass::new(high, k, s).map_or(Held::No, |c| held(range, c)),
                None => both_held(range, high, k),
            };
            (k, if keep(k) { h } else { Held::No })
        })
        .collect();
    runs(&cells)
        .into_iter()
        .map(|(top, bottom, weight)| Run {
            high,
            top,
            bottom,
            shape,
            weight,
        })
        .collect()
}

/// How a first rank and kicker is held in both shapes at once: `All(w)` when the suited and
/// the offsuit class are both held whole at the weight `w`.
fn both_held(range: &HandRange, high: Rank, kicker: Rank) -> Held {
    let of = |s| HandClass::new(high, kicker, s).map_or(Held::No, |c| held(range, c));
    match (of(Shape::Suited), of(Shape::Offsuit)) {
        (Held::All(a), Held::All(b)) if a == b => Held::All(a),
        _ => Held::No,
    }
}

/// Suited and offsuit runs found apart, then merged where they coincide (`ATs+,ATo+` is
/// `AT+`).
fn merged_runs(range: &HandRange, high: Rank, kickers: &[Rank]) -> Vec<Run> {
    let suited = shape_runs(range, high, kickers, Some(Shape::Suited), |_| true);
    let offsuit = shape_runs(range, high, kickers, Some(Shape::Offsuit), |_| true);
    let same = |a: &Run, b: &Run| (a.top, a.bottom, a.weight) == (b.top, b.bottom, b.weight);
    let mut kept: Vec<Run> = suited
        .iter()
        .map(|run| Run {
            shape: if offsuit.iter().any(|o| same(o, run)) {
                None
            } else {
                run.shape
            },
            ..*run
        })
        .collect();
    kept.extend(
        offsuit
            .into_iter()
            .filter(|o| !suited.iter().any(|s| same(s, o))),
    );
    kept
}

/// Runs held in both shapes first, then what is left of each shape (`AK,AQs` rather than
/// `AQs+,AKo`).
fn both_first_runs(range: &HandRange, high: Rank, kickers: &[Rank]) -> Vec<Run> {
    let both = |k: Rank| both_held(range, high, k) != Held::No;
    let mut out = shape_runs(range, high, kickers, None, |_| true);
    out.extend(shape_runs(range, high, kickers, Some(Shape::Suited), |k| {
        !both(k)
    }));
    out.extend(shape_runs(
        range,
        high,
        kickers,
        Some(Shape::Offsuit),
        |k| !both(k),
    ));
    out
}

/// Where a non-pair run sorts: by first rank, then top kicker, both shapes before suited
/// before offsuit.
fn run_key(run: &Run) -> (u8, u8, u8, u8) {
    let shape = match run.shape {
        None => 0,
        Some(Shape::Suited) => 1,
        _ => 2,
    };
    (1, 12 - run.high.index(), 12 - run.top.index(), shape)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::card::Card;
    use rand::rngs::SmallRng;
    use rand::{Rng, SeedableRng};

    fn shown(text: &str) -> String {
        text.parse::<HandRange>()
            .unwrap_or_else(|e| panic!("{text}: {e}"))
            .to_string()
    }

    #[test]
    fn ranges_print_in_their_shortest_common_form() {
        let cases = [
            ("any", "random"),
            ("AA,KK,QQ", "QQ+"),
            ("AKs,AKo", "AK"),
            ("ATs+,ATo+", "AT+"),
            ("A2s+", "A2s+"),
            ("KTo+", "KTo+"),
            ("22-55", "55-22"),
            ("55", "55"),
            ("T9s-65s", "T9s-65s"),
            ("T9s,98s", "T9s,98s"),
            ("A5s-A2s", "A5s-A2s"),
            ("QQ+,AKs", "QQ+,AKs"),
            ("AhKh", "AhKh"),
            ("KhAh, AsKs", "AhKh,AsKs"),
            ("AKs:0.5,QQ+", "QQ+,AKs:0.5"),
            ("22+,A2s+,KTs+,QJs", "22+,A2s+,KTs+,QJs"),
            ("JJ:0.5,TT:0.5,99", "JJ-TT:0.5,99"),
            ("AK,AQs", "AK,AQs"),
        ];
        for (input, want) in cases {
            assert_eq!(shown(input), want, "{input}");
        }
    }

    #[test]
    fn printing_then_parsing_gives_the_same_range() {
        let mut rng = SmallRng::seed_from_u64(22);
        let weights = [1.0, 0.5, 0.25, 0.3, 0.75];
        for round in 0..400 {
            let mut r = HandRange::empty();
            let density = rng.random_range(0.05..0.9);
            for class in HandClass::all() {
                if rng.random_bool(density) {
                    let w = weights[rng.random_range(0..weights.len())];
                    r.set_class(class, w);
                }
            }
            // A few classes held in part.
            for _ in 0..round % 4 {
                let (a, b) = loop {
                    let a = Card::from_index(rng.random_range(0..52)).expect("card");
                    let b = Card::from_index(rng.random_range(0..52)).expect("card");
                    if a != b {
                        break (a, b);
                    }
                };
                r.set(a, b, weights[rng.random_range(0..weights.len())]);
            }
            let text = r.to_string();
            let back: HandRange = text.parse().unwrap_or_else(|e| panic!("{text}: {e}"));
            assert_eq!(back, r, "{text}");
        }
        for text in ["20%", "random", "5%,AhKh:0.5"] {
            let r: HandRange = text.parse().expect("range");
            assert_eq!(r.to_string().parse::<HandRange>().expect("range"), r);
        }
    }
}
