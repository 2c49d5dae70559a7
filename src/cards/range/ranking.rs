//! The preflop ranking behind percentages ("20%" is the top 20% of hands): the 169 classes
//! ordered by their all-in equity against one random hand, exact over every board (from the
//! matchup table; `the_ranking_is_equity_against_a_random_hand` recomputes it).

use std::sync::LazyLock;

use super::class::{HandClass, Shape};
use crate::cards::card::Rank;

/// The classes from the strongest, as names.
const ORDER: &str = "\
    AA KK QQ JJ TT 99 88 AKs 77 AQs AJs AKo ATs AQo AJo KQs 66 A9s ATo KJs A8s KTs KQo A7s A9o \
    KJo 55 QJs K9s A5s A6s A8o KTo QTs A4s A7o K8s A3s QJo K9o A5o A6o Q9s K7s JTs A2s QTo 44 \
    A4o K6s K8o Q8s A3o K5s J9s Q9o JTo K7o A2o K4s Q7s K6o K3s T9s J8s 33 Q6s Q8o K5o J9o K2s \
    Q5s T8s K4o J7s Q4s Q7o T9o J8o K3o Q6o Q3s 98s T7s J6s K2o 22 Q2s Q5o J5s T8o J7o Q4o 97s \
    J4s T6s J3s Q3o 98o 87s T7o J6o 96s J2s Q2o T5s J5o T4s 97o 86s J4o T6o 95s T3s 76s J3o 87o \
    T2s 85s 96o J2o T5o 94s 75s T4o 93s 86o 65s 84s 95o T3o 92s 76o 74s T2o 54s 85o 64s 83s 94o \
    75o 82s 73s 93o 65o 53s 63s 84o 92o 43s 74o 72s 54o 64o 52s 62s 83o 42s 82o 73o 53o 63o 32s \
    43o 72o 52o 62o 42o 32o";

/// The 169 classes, strongest first, by equity against one random hand.
pub static RANKING: LazyLock<Vec<HandClass>> = LazyLock::new(|| {
    ORDER
        .split_whitespace()
        .filter_map(|name| {
            let mut chars = name.chars();
            let rank = |c: Option<char>| {
                "23456789TJQKA"
                    .find(c?)
                    .and_then(|i| Rank::from_index(i as u8))
            };
            let (a, b) = (rank(chars.next())?, rank(chars.next())?);
            let shape = match chars.next() {
                None => Shape::Pair,
                Some('s') => Shape::Suited,
                Some(_) => Shape::Offsuit,
            };
            HandClass::new(a, b, shape)
        })
        .collect()
});

/// The top `percent` of all 1,326 hands by [`RANKING`], in whole classes: the prefix of the
/// ranking whose number of hands is closest to `percent` of 1,326 (the larger on a tie).
pub fn top_classes(percent: f64) -> Vec<HandClass> {
    let target = percent / 100.0 * 1326.0;
    let mut taken = 0usize;
    let mut best = (f64::INFINITY, 0usize);
    for (i, class) in RANKING.iter().enumerate() {
        taken += class.combos();
        let miss = (taken as f64 - target).abs();
        if miss <= best.0 {
            best = (miss, i + 1);
        }
    }
    RANKING.iter().take(best.1).copied().collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::card::Card;
    use crate::cards::equity::preflop_matchup;

    /// Each class's equity against a random hand, exact.
    fn equity_against_random(class: HandClass) -> f64 {
        let Some((a, b)) = class.cards().next() else {
            return 0.0;
        };
        let (mut share, mut n) = (0u64, 0u64);
        let cards: Vec<Card> = Card::all().filter(|&c| c != a && c != b).collect();
        for (i, &c) in cards.iter().enumerate() {
            for &d in &cards[i + 1..] {
                let (w, _, t) = preflop_matchup([a, b], [c, d]).expect("disjoint hands");
                share += 2 * w + t;
                n += 2 * 1_712_304;
            }
        }
        share as f64 / n as f64
    }

    #[test]
    fn the_ranking_is_equity_against_a_random_hand() {
        let mut all: Vec<(f64, HandClass)> = HandClass::all()
            .map(|c| (equity_against_random(c), c))
            .collect();
        all.sort_by(|x, y| y.0.total_cmp(&x.0));
        let names: Vec<String> = all.iter().map(|(_, c)| c.to_string()).collect();
        if std::env::var_os("FELT_PRINT_RANKING").is_some() {
            println!("{}", names.join(" "));
        }
        let ranking: Vec<String> = RANKING.iter().map(|c| c.to_string()).collect();
        assert_eq!(ranking, names);
        // The published figure: AA holds 85.2% against a random hand.
        assert!((all[0].0 - 0.852).abs() < 0.001);
        assert_eq!(names[0], "AA");
        assert_eq!(names[168], "32o");
    }
}
