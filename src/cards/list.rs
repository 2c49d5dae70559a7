//! `CardList`: a short list of cards stored inline (hole cards, a board), so hands copy
//! without allocating.

use std::fmt;

use super::card::Card;

/// Up to `N` cards in dealing order, stored inline.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct CardList<const N: usize> {
    cards: [Card; N],
    len: u8,
}

impl<const N: usize> CardList<N> {
    /// The empty list.
    pub fn new() -> Self {
        // Any card fills the unused slots; only the first `len` are ever read.
        CardList {
            cards: [Card::new(super::Rank::Two, super::Suit::Clubs); N],
            len: 0,
        }
    }

    /// A list holding `cards` (at most `N`; extra cards are dropped).
    pub fn from_slice(cards: &[Card]) -> Self {
        let mut list = Self::new();
        for &c in cards.iter().take(N) {
            list.push(c);
        }
        list
    }

    /// Appends a card; returns false (and changes nothing) when the list is full.
    pub fn push(&mut self, card: Card) -> bool {
        let len = usize::from(self.len);
        if len >= N {
            return false;
        }
        self.cards[len] = card;
        self.len += 1;
        true
    }

    /// The cards, in order.
    #[inline]
    pub fn as_slice(&self) -> &[Card] {
        &self.cards[..usize::from(self.len)]
    }

    /// The number of cards.
    pub fn len(&self) -> usize {
        usize::from(self.len)
    }

    /// True when empty.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// The last card, if any.
    pub fn last(&self) -> Option<Card> {
        self.as_slice().last().copied()
    }

    /// The cards in order.
    pub fn iter(&self) -> impl Iterator<Item = Card> + '_ {
        self.as_slice().iter().copied()
    }
}

impl<const N: usize> Default for CardList<N> {
    fn default() -> Self {
        Self::new()
    }
}

impl<const N: usize> fmt::Debug for CardList<N> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "[{self}]")
    }
}

impl<const N: usize> fmt::Display for CardList<N> {
    /// Cards written together in dealing order: "8s5hJs".
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for c in self.iter() {
            write!(f, "{c}")?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn push_stops_at_capacity() {
        let cards = Card::parse_list("AsKsQs").unwrap();
        let mut list = CardList::<2>::new();
        assert!(list.push(cards[0]));
        assert!(list.push(cards[1]));
        assert!(!list.push(cards[2]));
        assert_eq!(list.as_slice(), &cards[..2]);
        assert_eq!(list.to_string(), "AsKs");
    }
}
