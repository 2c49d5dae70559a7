//! Reading a range: entries separated by commas, each a class expression (`AA`, `AKs`,
//! `AKo`, `AK`, `QQ+`, `A2s+`, `KTo+`, `22-55`, `A5s-A2s`, `T9s-65s`), `random` or `any`, a
//! percentage of the preflop ranking (`20%`), or one hand of two cards (`AhKh`), optionally
//! weighted (`AKs:0.5`, PioSolver's form, or `AKs@50`, Equilab's and pokers'). A later entry
//! overrides an earlier one for the hands they share. Errors name the entry and say what was
//! expected there.

use std::fmt;
use std::str::FromStr;

use thiserror::Error;

use super::class::{HandClass, Shape};
use super::ranking::top_classes;
use super::{HandRange, combo_index};
use crate::cards::card::{Card, Rank};

/// Why a range does not parse: the entry and what was expected in it.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error("{}", describe(.token, .problem))]
pub struct RangeError {
    /// The entry as written (empty when the whole range is empty).
    pub token: String,
    /// What is wrong with it.
    pub problem: RangeProblem,
}

fn describe(token: &str, problem: &RangeProblem) -> String {
    match problem {
        RangeProblem::NoRange => problem.to_string(),
        _ => format!("range entry \"{token}\": {problem}"),
    }
}

/// What is wrong with a range entry.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum RangeProblem {
    #[error("no range given (like \"QQ+,AKs\", \"22-55\", \"20%\" or \"random\")")]
    NoRange,
    #[error("empty entry (two commas in a row?)")]
    EmptyEntry,
    #[error("expected a rank (2-9, T, J, Q, K, A), found {0}")]
    Rank(Found),
    #[error(
        "expected s (suited), o (offsuit), + or - after \"{after}\", or nothing more, found {found}"
    )]
    Suffix { after: String, found: Found },
    #[error("a pair is neither suited nor offsuit: write \"{0}\"")]
    PairShape(String),
    #[error("expected nothing after \"+\", found {0}")]
    AfterPlus(Found),
    #[error(
        "the two ends of a dash range must be two pairs (22-55), share their first rank (A5s-A2s) or their gap (T9s-65s), with the same s or o"
    )]
    DashEnds,
    #[error("expected a weight from 0 to 1 after \":\" (like AKs:0.5) or 0 to 100 after \"@\"")]
    Weight,
    #[error("expected a percentage above 0 and at most 100 (like 20%)")]
    Percent,
    #[error("a hand holds two different cards")]
    SameCard,
    #[error("expected a hand class like AKs or QQ+, or two cards like AhKh")]
    Cards,
}

/// What was found where something else was expected: a character or the end of the entry.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Found {
    Char(char),
    End,
}

impl fmt::Display for Found {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Found::Char(c) => write!(f, "'{c}'"),
            Found::End => write!(f, "the end"),
        }
    }
}

impl FromStr for HandRange {
    type Err = RangeError;

    /// Parses a range (see the module documentation for the notation).
    ///
    /// # Errors
    /// [`RangeError`] naming the first entry that does not parse.
    fn from_str(text: &str) -> Result<HandRange, RangeError> {
        if text.trim().is_empty() {
            return Err(RangeError {
                token: String::new(),
                problem: RangeProblem::NoRange,
            });
        }
        let mut range = HandRange::empty();
        for raw in text.split(',') {
            let token = raw.trim();
            let fail = |problem| RangeError {
                token: token.to_string(),
                problem,
            };
            if token.is_empty() {
                return Err(fail(RangeProblem::EmptyEntry));
            }
            let (body, weight) = split_weight(token).map_err(fail)?;
            for (a, b) in entry_hands(body).map_err(fail)? {
                range.set(a, b, weight);
            }
        }
        Ok(range)
    }
}

/// The entry without its weight, and the weight (1 when none is written).
fn split_weight(token: &str) -> Result<(&str, f64), RangeProblem> {
    let Some(at) = token.rfind([':', '@']) else {
        return Ok((token, 1.0));
    };
    let (body, rest) = token.split_at(at);
    let percent = rest.starts_with('@');
    let number: f64 = rest[1..].trim().parse().map_err(|_| RangeProblem::Weight)?;
    let weight = if percent { number / 100.0 } else { number };
    if !(0.0..=1.0).contains(&weight) {
        return Err(RangeProblem::Weight);
    }
    Ok((body.trim(), weight))
}

/// Every hand an entry (without weight) names.
fn entry_hands(body: &str) -> Result<Vec<(Card, Card)>, RangeProblem> {
    let lower = body.to_ascii_lowercase();
    if lower == "random" || lower == "any" {
        return Ok(HandRange::random()
            .combos()
            .map(|(a, b, _)| (a, b))
            .collect());
    }
    if let Some(number) = body.strip_suffix('%') {
        let p: f64 = number.trim().parse().map_err(|_| RangeProblem::Percent)?;
        if !(p > 0.0 && p <= 100.0) {
            return Err(RangeProblem::Percent);
        }
        return Ok(top_classes(p).into_iter().flat_map(|c| c.cards()).collect());
    }
    if let Ok(cards) = Card::parse_list(body) {
        return match cards.as_slice() {
            [a, b] if combo_index(*a, *b).is_some() => Ok(vec![(*a, *b)]),
            [_, _] => Err(RangeProblem::SameCard),
            _ => Err(RangeProblem::Cards),
        };
    }
    Ok(class_expression(body)?
        .into_iter()
        .flat_map(|c| c.cards())
        .collect())
}

/// One side of a class expression: two ranks and `Some(shape)` when written (or for a pair),
/// `None` for both suited and offsuit.
#[derive(Debug, Clone, Copy)]
struct Written {
    high: Rank,
    low: Rank,
    shape: Option<Shape>,
}

impl Written {
    fn gap(self) -> u8 {
        self.high.index() - self.low.index()
    }

    /// The classes of two ranks in this written shape.
    fn classes(self, high: Rank, low: Rank) -> Vec<HandClass> {
        let shapes: &[Shape] = match self.shape {
            Some(Shape::Pair) => &[Shape::Pair],
            Some(Shape::Suited) => &[Shape::Suited],
            Some(Shape::Offsuit) => &[Shape::Offsuit],
            None => &[Shape::Suited, Shape::Offsuit],
        };
        shapes
            .iter()
            .filter_map(|&s| HandClass::new(high, low, s))
            .collect()
    }
}

fn rank_of(c: Option<char>) -> Result<Rank, RangeProblem> {
    let found = c.map_or(Found::End, Found::Char);
    let i = c
        .and_then(|c| "23456789TJQKA".find(c.to_ascii_uppercase()))
        .ok_or(RangeProblem::Rank(found))?;
    Rank::from_index(i as u8).ok_or(RangeProblem::Rank(found))
}

/// Reads two ranks and an optional s / o from `chars`.
fn written(chars: &mut std::iter::Peekable<std::str::Chars<'_>>) -> Result<Written, RangeProblem> {
    let a = rank_of(chars.next())?;
    let b = rank_of(chars.next())?;
    let (high, low) = if a >= b { (a, b) } else { (b, a) };
    let pair_text = format!("{}{}", high.char(), low.char());
    let shape = match chars.peek().map(|c| c.to_ascii_lowercase()) {
        Some(c @ ('s' | 'o')) => {
            chars.next();
            if high == low {
                return Err(RangeProblem::PairShape(pair_text));
            }
            Some(if c == 's' {
                Shape::Suited
            } else {
                Shape::Offsuit
            })
        }
        _ if high == low => Some(Shape::Pair),
        _ => None,
    };
    Ok(Written { high, low, shape })
}

fn suffix_text(w: Written) -> String {
    format!(
        "{}{}{}",
        w.high.char(),
        w.low.char(),
        w.shape.map_or("", Shape::suffix)
    )
}

/// The classes of one class expression: `AKs`, `QQ+`, `A2s+`, `22-55`, `T9s-65s`.
fn class_expression(body: &str) -> Result<Vec<HandClass>, RangeProblem> {
    let mut chars = body.chars().peekable();
    let first = written(&mut chars)?;
    match chars.next() {
        None => Ok(first.classes(first.high, first.low)),
        Some('+') => {
            if let Some(c) = chars.next() {
                return Err(RangeProblem::AfterPlus(Found::Char(c)));
            }
            if first.shape == Some(Shape::Pair) {
                Ok(Rank::ALL[usize::from(first.high.index())..]
                    .iter()
                    .flat_map(|&r| first.classes(r, r))
                    .collect())
            } else {
                Ok(
                    Rank::ALL[usize::from(first.low.index())..usize::from(first.high.index())]
                        .iter()
                        .flat_map(|&k| first.classes(first.high, k))
                        .collect(),
                )
            }
        }
        Some('-') => {
            let second = written(&mut chars)?;
            if let Some(c) = chars.next() {
                return Err(RangeProblem::Suffix {
                    after: suffix_text(second),
                    found: Found::Char(c),
                });
            }
            dash(first, second)
        }
        Some(c) => Err(RangeProblem::Suffix {
            after: suffix_text(first),
            found: Found::Char(c),
        }),
    }
}

/// The classes between two ends of a dash range, both included, in either order.
fn dash(a: Written, b: Written) -> Result<Vec<HandClass>, RangeProblem> {
    if a.shape != b.shape {
        return Err(RangeProblem::DashEnds);
    }
    let between = |x: u8, y: u8| x.min(y)..=x.max(y);
    if a.shape == Some(Shape::Pair) {
        return Ok(between(a.high.index(), b.high.index())
            .filter_map(Rank::from_index)
            .flat_map(|r| a.classes(r, r))
            .collect());
    }
    if a.high == b.high {
        return Ok(between(a.low.index(), b.low.index())
            .filter_map(Rank::from_index)
            .flat_map(|k| a.classes(a.high, k))
            .collect());
    }
    if a.gap() == b.gap() {
        let gap = a.gap();
        return Ok(between(a.high.index(), b.high.index())
            .filter_map(|h| Some((Rank::from_index(h)?, Rank::from_index(h - gap)?)))
            .flat_map(|(h, l)| a.classes(h, l))
            .collect());
    }
    Err(RangeProblem::DashEnds)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(s: &str) -> HandRange {
        s.parse()
            .unwrap_or_else(|e| panic!("{s:?} should parse: {e}"))
    }

    fn classes(s: &str) -> Vec<String> {
        let r = parse(s);
        HandClass::all()
            .filter(|c| c.cards().all(|(a, b)| r.weight(a, b) > 0.0))
            .map(|c| c.to_string())
            .collect()
    }

    fn problem(s: &str) -> (String, RangeProblem) {
        let e = s.parse::<HandRange>().expect_err(s);
        (e.token, e.problem)
    }

    #[test]
    fn every_form_of_the_notation_names_the_right_hands() {
        let cases: [(&str, usize, &[&str]); 20] = [
            ("AA", 6, &["AA"]),
            ("AKs", 4, &["AKs"]),
            ("AKo", 12, &["AKo"]),
            ("AK", 16, &["AKs", "AKo"]),
            ("KA", 16, &["AKs", "AKo"]),
            ("QQ+", 18, &["AA", "KK", "QQ"]),
            ("A2s+", 48, &["AKs", "AQs", "AJs", "ATs", "A2s"]),
            ("KTo+", 36, &["KQo", "KJo", "KTo"]),
            ("KT+", 48, &["KQs", "KQo", "KTs", "KTo"]),
            ("22-55", 24, &["55", "44", "33", "22"]),
            ("55-22", 24, &["55", "22"]),
            ("T9s-65s", 20, &["T9s", "98s", "87s", "76s", "65s"]),
            ("65s-T9s", 20, &["T9s", "65s"]),
            ("A5s-A2s", 16, &["A5s", "A4s", "A3s", "A2s"]),
            ("K9o-K6o", 48, &["K9o", "K6o"]),
            ("random", 1326, &["AA", "72o"]),
            ("any", 1326, &["32o"]),
            ("AhKh", 1, &[]),
            ("qq+, aks", 22, &["QQ", "AKs"]),
            ("JJ-99,AQs+,AKo", 18 + 8 + 12, &["TT", "AQs", "AKo"]),
        ];
        for (text, combos, some) in cases {
            let r = parse(text);
            assert_eq!(r.len(), combos, "{text}");
            let named = classes(text);
            for class in some {
                assert!(named.contains(&class.to_string()), "{text} lacks {class}");
            }
        }
        let c = |s: &str| s.parse::<Card>().expect("card");
        assert_eq!(parse("AhKh").weight(c("Kh"), c("Ah")), 1.0);
        assert_eq!(parse("AhKh").weight(c("As"), c("Ks")), 0.0);
        assert_eq!(classes("A2s+").len(), 12);
        assert_eq!(classes("T9s-65s").len(), 5);
    }

    #[test]
    fn weights_follow_the_entry_and_later_entries_override() {
        let c = |s: &str| s.parse::<Card>().expect("card");
        let r = parse("AKs:0.5,QQ+@25,KK");
        assert_eq!(r.weight(c("As"), c("Ks")), 0.5);
        assert_eq!(r.weight(c("Qs"), c("Qh")), 0.25);
        assert_eq!(r.weight(c("Ks"), c("Kh")), 1.0);
        assert_eq!(r.weight(c("As"), c("Ah")), 0.25);
        assert!((r.total_weight() - (2.0 + 1.5 + 1.5 + 6.0)).abs() < 1e-12);
        assert_eq!(parse("AKs:0").len(), 0);
    }

    #[test]
    fn percentages_take_the_top_of_the_ranking() {
        let r = parse("20%");
        // The closest whole-class count to 20% of 1,326 (265.2 hands).
        assert!((r.len() as f64 - 265.2).abs() <= 6.0, "{}", r.len());
        let names = classes("20%");
        for strong in ["AA", "KK", "AKs", "AKo", "QQ"] {
            assert!(names.contains(&strong.to_string()), "20% lacks {strong}");
        }
        assert!(!names.contains(&"72o".to_string()));
        assert_eq!(parse("100%").len(), 1326);
        assert_eq!(parse("0.5%").len(), 6);
        assert!(parse("5%").len() < parse("10%").len());
    }

    #[test]
    fn errors_name_the_entry_and_what_was_expected() {
        assert_eq!(problem(""), (String::new(), RangeProblem::NoRange));
        assert_eq!(problem("AA,,KK").1, RangeProblem::EmptyEntry);
        assert_eq!(
            problem("AX"),
            ("AX".into(), RangeProblem::Rank(Found::Char('X')))
        );
        assert_eq!(problem("A"), ("A".into(), RangeProblem::Rank(Found::End)));
        assert_eq!(
            problem("QQ+,AKx").1,
            RangeProblem::Suffix {
                after: "AK".into(),
                found: Found::Char('x')
            }
        );
        assert_eq!(problem("AAs").1, RangeProblem::PairShape("AA".into()));
        assert_eq!(problem("QQ+x").1, RangeProblem::AfterPlus(Found::Char('x')));
        assert_eq!(problem("A2s-K5s").1, RangeProblem::DashEnds);
        assert_eq!(problem("A2s-A5o").1, RangeProblem::DashEnds);
        assert_eq!(problem("22-A5").1, RangeProblem::DashEnds);
        assert_eq!(problem("AKs:2").1, RangeProblem::Weight);
        assert_eq!(problem("AKs:x").1, RangeProblem::Weight);
        assert_eq!(problem("AKs@150").1, RangeProblem::Weight);
        assert_eq!(problem("0%").1, RangeProblem::Percent);
        assert_eq!(problem("abc%").1, RangeProblem::Percent);
        assert_eq!(problem("AhAh").1, RangeProblem::SameCard);
        assert_eq!(problem("Ah").1, RangeProblem::Cards);
        assert_eq!(problem("AhKhQh").1, RangeProblem::Cards);
        let text = "QQ+,AKx".parse::<HandRange>().expect_err("bad").to_string();
        assert_eq!(
            text,
            "range entry \"AKx\": expected s (suited), o (offsuit), + or - after \"AK\", or nothing more, found 'x'"
        );
        let text = "".parse::<HandRange>().expect_err("bad").to_string();
        assert!(text.starts_with("no range given"), "{text}");
    }
}
