//! `CardSet`: a set of cards as one 64-bit word, sixteen bits per suit with the rank inside.
//!
//! The layout lets the evaluator read each suit's ranks as a 13-bit mask with a shift and a
//! mask, and makes union, intersection and membership single instructions.

use std::fmt;
use std::str::FromStr;

use super::card::{Card, CardParseError, Suit};

/// The bits a real card can occupy: 13 per suit, in four 16-bit lanes.
const VALID: u64 = 0x1fff_1fff_1fff_1fff;

/// A set of distinct cards (any subset of the 52).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct CardSet(u64);

impl CardSet {
    /// The empty set.
    pub const EMPTY: CardSet = CardSet(0);
    /// All 52 cards.
    pub const FULL: CardSet = CardSet(VALID);

    /// The set holding exactly these bits; bits outside the 52 cards are dropped.
    pub const fn from_bits(bits: u64) -> CardSet {
        CardSet(bits & VALID)
    }

    /// The raw bits: bit `16 * suit + rank` for each card held.
    #[inline]
    pub const fn bits(self) -> u64 {
        self.0
    }

    /// The set of one card.
    pub const fn single(card: Card) -> CardSet {
        CardSet(card.bit())
    }

    /// True if the card is in the set.
    #[inline]
    pub const fn contains(self, card: Card) -> bool {
        self.0 & card.bit() != 0
    }

    /// Adds a card; returns false if it was already there.
    #[inline]
    pub fn insert(&mut self, card: Card) -> bool {
        let fresh = !self.contains(card);
        self.0 |= card.bit();
        fresh
    }

    /// Removes a card; returns false if it was not there.
    #[inline]
    pub fn remove(&mut self, card: Card) -> bool {
        let held = self.contains(card);
        self.0 &= !card.bit();
        held
    }

    /// The number of cards held.
    #[inline]
    pub const fn len(self) -> u32 {
        self.0.count_ones()
    }

    /// True if no card is held.
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// Cards in either set.
    #[inline]
    pub const fn union(self, other: CardSet) -> CardSet {
        CardSet(self.0 | other.0)
    }

    /// Cards in both sets.
    pub const fn intersection(self, other: CardSet) -> CardSet {
        CardSet(self.0 & other.0)
    }

    /// Cards in `self` but not in `other`.
    pub const fn difference(self, other: CardSet) -> CardSet {
        CardSet(self.0 & !other.0)
    }

    /// True if the sets share a card.
    pub const fn overlaps(self, other: CardSet) -> bool {
        self.0 & other.0 != 0
    }

    /// The 13-bit mask of ranks held in one suit (bit 0 = deuce).
    #[inline]
    pub const fn suit_mask(self, suit: Suit) -> u32 {
        ((self.0 >> ((suit as u32) * 16)) & 0x1fff) as u32
    }

    /// The cards in ascending index order (deuces first).
    pub fn iter(self) -> impl Iterator<Item = Card> {
        Card::all().filter(move |c| self.contains(*c))
    }

    /// Collects cards into a set, or returns the first card that appears twice.
    ///
    /// # Errors
    /// The repeated card.
    pub fn try_from_cards<I: IntoIterator<Item = Card>>(cards: I) -> Result<CardSet, Card> {
        let mut set = CardSet::EMPTY;
        for card in cards {
            if !set.insert(card) {
                return Err(card);
            }
        }
        Ok(set)
    }
}

impl FromIterator<Card> for CardSet {
    fn from_iter<I: IntoIterator<Item = Card>>(iter: I) -> CardSet {
        let mut set = CardSet::EMPTY;
        for card in iter {
            set.insert(card);
        }
        set
    }
}

impl fmt::Display for CardSet {
    /// Cards from highest to lowest, written together: "AsKdTh".
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut cards: Vec<Card> = self.iter().collect();
        cards.reverse();
        for card in cards {
            write!(f, "{card}")?;
        }
        Ok(())
    }
}

impl FromStr for CardSet {
    type Err = CardParseError;

    /// Parses a card list ("AsKs", "As Ks"); a repeated card is an error.
    fn from_str(s: &str) -> Result<CardSet, CardParseError> {
        CardSet::try_from_cards(Card::parse_list(s)?)
            .map_err(|c| CardParseError::Unknown(format!("{c} (given twice)")))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn insert_remove_and_len_track_membership() {
        let mut set = CardSet::EMPTY;
        let ah: Card = "Ah".parse().unwrap();
        assert!(set.insert(ah));
        assert!(!set.insert(ah));
        assert!(set.contains(ah));
        assert_eq!(set.len(), 1);
        assert!(set.remove(ah));
        assert!(!set.remove(ah));
        assert!(set.is_empty());
    }

    #[test]
    fn full_set_holds_every_card_once() {
        assert_eq!(CardSet::FULL.len(), 52);
        assert_eq!(CardSet::FULL.iter().count(), 52);
        assert_eq!(CardSet::from_bits(u64::MAX), CardSet::FULL);
    }

    #[test]
    fn display_and_parse_round_trip() {
        let set: CardSet = "Th As 2c".parse().unwrap();
        assert_eq!(set.to_string(), "AsTh2c");
        assert_eq!(set.to_string().parse::<CardSet>().unwrap(), set);
        assert!("AsAs".parse::<CardSet>().is_err());
    }

    #[test]
    fn suit_mask_reads_one_suit() {
        let set: CardSet = "AhKh2h2c".parse().unwrap();
        assert_eq!(set.suit_mask(Suit::Hearts), (1 << 12) | (1 << 11) | 1);
        assert_eq!(set.suit_mask(Suit::Clubs), 1);
        assert_eq!(set.suit_mask(Suit::Spades), 0);
    }
}
