//! `Deck`: the cards still to be dealt, in order, shuffled by an RNG the caller supplies.
//!
//! Randomness always comes from outside, so a seed reproduces every deal; tests script a
//! deal exactly with [`Deck::from_order`].

use rand::Rng;
use rand::seq::SliceRandom;
use thiserror::Error;

use super::card::Card;
use super::set::CardSet;

/// A deck: the order in which cards will be dealt, from the top.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Deck {
    /// Cards still to deal; the top card is the last element.
    cards: Vec<Card>,
}

/// Why a scripted deck order is not a deck.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum DeckError {
    #[error("card {0} appears twice in the deck order")]
    Repeated(Card),
}

impl Deck {
    /// All 52 cards in a uniformly random order drawn from `rng`.
    pub fn shuffled<R: Rng + ?Sized>(rng: &mut R) -> Deck {
        let mut cards: Vec<Card> = Card::all().collect();
        cards.shuffle(rng);
        Deck { cards }
    }

    /// A deck that deals `order` first, top card first, then every other card in ascending
    /// order (deuces first). Tests script a hand this way.
    ///
    /// # Errors
    /// [`DeckError::Repeated`] if a card appears twice.
    pub fn from_order(order: &[Card]) -> Result<Deck, DeckError> {
        let used = CardSet::try_from_cards(order.iter().copied()).map_err(DeckError::Repeated)?;
        let mut cards: Vec<Card> = order.to_vec();
        cards.extend(Card::all().filter(|c| !used.contains(*c)));
        cards.reverse();
        Ok(Deck { cards })
    }

    /// Deals the top card, or `None` when the deck is empty.
    pub fn deal(&mut self) -> Option<Card> {
        self.cards.pop()
    }

    /// The card that would be dealt next, without dealing it.
    pub fn peek(&self) -> Option<Card> {
        self.cards.last().copied()
    }

    /// Cards left to deal.
    pub fn len(&self) -> usize {
        self.cards.len()
    }

    /// True when no card is left.
    pub fn is_empty(&self) -> bool {
        self.cards.is_empty()
    }

    /// The remaining cards in dealing order, top first.
    pub fn order(&self) -> impl Iterator<Item = Card> + '_ {
        self.cards.iter().rev().copied()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::SeedableRng;
    use rand::rngs::StdRng;

    #[test]
    fn from_order_deals_the_script_then_the_rest() {
        let order = Card::parse_list("AsKdTh").unwrap();
        let mut deck = Deck::from_order(&order).unwrap();
        assert_eq!(deck.len(), 52);
        assert_eq!(deck.deal(), Some(order[0]));
        assert_eq!(deck.deal(), Some(order[1]));
        assert_eq!(deck.deal(), Some(order[2]));
        assert_eq!(deck.deal().map(|c| c.to_string()), Some("2c".to_string()));
        let rest: CardSet = std::iter::from_fn(|| deck.deal()).collect();
        assert_eq!(rest.len(), 48);
    }

    #[test]
    fn from_order_rejects_a_repeated_card() {
        let order = Card::parse_list("AsKdAs").unwrap();
        assert_eq!(Deck::from_order(&order), Err(DeckError::Repeated(order[0])));
    }

    #[test]
    fn a_seed_reproduces_the_shuffle_and_every_card_is_dealt_once() {
        let a = Deck::shuffled(&mut StdRng::seed_from_u64(7));
        let b = Deck::shuffled(&mut StdRng::seed_from_u64(7));
        let c = Deck::shuffled(&mut StdRng::seed_from_u64(8));
        assert_eq!(a, b);
        assert_ne!(a, c);
        let set: CardSet = a.order().collect();
        assert_eq!(set, CardSet::FULL);
    }
}
