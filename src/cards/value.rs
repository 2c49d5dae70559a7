//! `HandValue` and `Category`: the strength of a best five-card hand as one ordered number,
//! with its poker name ("Two Pair, Kings and Sevens").
//!
//! Layout of the 32-bit code: `category << 26 | primary << 13 | kickers`, where `primary` and
//! `kickers` are 13-bit rank masks (bit 0 = deuce). Within a category, masks with the same
//! number of bits compare as integers exactly as poker compares the ranks they hold, so the
//! plain integer order of codes is the order of hands.

use std::fmt;

use super::card::Rank;

/// The kind of a five-card hand, weakest first.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[repr(u8)]
pub enum Category {
    HighCard = 0,
    Pair,
    TwoPair,
    ThreeOfAKind,
    Straight,
    Flush,
    FullHouse,
    FourOfAKind,
    StraightFlush,
}

impl Category {
    /// All categories, weakest first.
    pub const ALL: [Category; 9] = [
        Category::HighCard,
        Category::Pair,
        Category::TwoPair,
        Category::ThreeOfAKind,
        Category::Straight,
        Category::Flush,
        Category::FullHouse,
        Category::FourOfAKind,
        Category::StraightFlush,
    ];

    /// The category's name ("Full House").
    pub fn name(self) -> &'static str {
        [
            "High Card",
            "Pair",
            "Two Pair",
            "Three of a Kind",
            "Straight",
            "Flush",
            "Full House",
            "Four of a Kind",
            "Straight Flush",
        ][self as usize]
    }
}

impl fmt::Display for Category {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The value of the best five-card hand among some cards. Higher is better; equal values tie.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
pub struct HandValue(pub(crate) u32);

impl HandValue {
    pub(crate) const fn from_parts(category: Category, primary: u32, kickers: u32) -> HandValue {
        HandValue(((category as u32) << 26) | (primary << 13) | kickers)
    }

    /// The raw code; useful as a compact sort key.
    pub const fn code(self) -> u32 {
        self.0
    }

    /// The hand's category.
    pub fn category(self) -> Category {
        // Invariant: every code is built by `from_parts`, so the top bits hold a category index.
        Category::ALL[((self.0 >> 26) as usize).min(8)]
    }

    fn primary(self) -> u32 {
        (self.0 >> 13) & 0x1fff
    }

    fn kickers(self) -> u32 {
        self.0 & 0x1fff
    }

    /// The ranks that make the hand, in the order they matter (pairs before kickers).
    pub fn ranks(self) -> Vec<Rank> {
        let mut out = ranks_desc(self.primary());
        if matches!(
            self.category(),
            Category::Straight | Category::StraightFlush
        ) {
            return out;
        }
        out.extend(ranks_desc(self.kickers()));
        out
    }

    /// Whether `other` is made of the same cards' ranks as this hand apart from its kickers: the
    /// same category and the same pairs, trips or straight ("two pair, kings and sevens" against
    /// the board's own kings and sevens). Flushes and high cards count only when equal, as every
    /// card of theirs matters.
    pub fn same_made_ranks(self, other: HandValue) -> bool {
        if self.category() != other.category() {
            return false;
        }
        match self.category() {
            Category::HighCard | Category::Flush | Category::FullHouse => self == other,
            _ => self.primary() == other.primary(),
        }
    }

    /// A plain-language name: "Pair of Kings", "Straight, Five high".
    pub fn describe(self) -> String {
        let p = ranks_desc(self.primary());
        let k = ranks_desc(self.kickers());
        let first = |v: &[Rank]| v.first().copied().unwrap_or(Rank::Two);
        match self.category() {
            Category::HighCard => format!("High Card, {}", first(&k).name()),
            Category::Pair => format!("Pair of {}", first(&p).plural()),
            Category::TwoPair => format!(
                "Two Pair, {} and {}",
                first(&p).plural(),
                p.get(1).copied().unwrap_or(Rank::Two).plural()
            ),
            Category::ThreeOfAKind => format!("Three of a Kind, {}", first(&p).plural()),
            Category::Straight => format!("Straight, {} high", first(&p).name()),
            Category::Flush => format!("Flush, {} high", first(&k).name()),
            Category::FullHouse => {
                format!(
                    "Full House, {} full of {}",
                    first(&p).plural(),
                    first(&k).plural()
                )
            }
            Category::FourOfAKind => format!("Four of a Kind, {}", first(&p).plural()),
            Category::StraightFlush if first(&p) == Rank::Ace => "Royal Flush".to_string(),
            Category::StraightFlush => format!("Straight Flush, {} high", first(&p).name()),
        }
    }
}

impl HandValue {
    /// The hand in a sentence, lower case with its article: "a pair of kings", "two pair, kings
    /// and fours", "a straight, seven high", "a full house, kings full of twos", "ace high".
    pub fn phrase(self) -> String {
        let p = ranks_desc(self.primary());
        let k = ranks_desc(self.kickers());
        let first = |v: &[Rank]| v.first().copied().unwrap_or(Rank::Two);
        let low = |s: &str| s.to_lowercase();
        match self.category() {
            Category::HighCard => format!("{} high", low(first(&k).name())),
            Category::Pair => format!("a pair of {}", low(first(&p).plural())),
            Category::TwoPair => format!(
                "two pair, {} and {}",
                low(first(&p).plural()),
                low(p.get(1).copied().unwrap_or(Rank::Two).plural())
            ),
            Category::ThreeOfAKind => format!("three of a kind, {}", low(first(&p).plural())),
            Category::Straight => format!("a straight, {} high", low(first(&p).name())),
            Category::Flush => format!("a flush, {} high", low(first(&k).name())),
            Category::FullHouse => format!(
                "a full house, {} full of {}",
                low(first(&p).plural()),
                low(first(&k).plural())
            ),
            Category::FourOfAKind => format!("four of a kind, {}", low(first(&p).plural())),
            Category::StraightFlush if first(&p) == Rank::Ace => "a royal flush".to_string(),
            Category::StraightFlush => {
                format!("a straight flush, {} high", low(first(&p).name()))
            }
        }
    }

    /// [`HandValue::phrase`] without its article, to follow "your": "pair of kings", "two
    /// pair, kings and fours", "straight, seven high", "ace high".
    pub fn bare_phrase(self) -> String {
        let phrase = self.phrase();
        match phrase.strip_prefix("a ") {
            Some(rest) => rest.to_string(),
            None => phrase,
        }
    }
}

impl fmt::Display for HandValue {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.describe())
    }
}

/// The ranks in a 13-bit mask, highest first.
fn ranks_desc(mask: u32) -> Vec<Rank> {
    (0..13u8)
        .rev()
        .filter(|i| mask & (1 << i) != 0)
        .filter_map(Rank::from_index)
        .collect()
}
