//! The hand evaluator: the best five-card hand among any number of cards.
//!
//! Up to seven cards take a table path in the manner of OMPEval: each card (or each suit's
//! 13-bit rank mask) adds a rank key, the keys add up to a number that is unique for every
//! multiset of up to seven ranks, and a displacement perfect hash ([`hash`]) turns that number
//! into an index of a compact value table. A flush is flagged by suit counters carried in the
//! same sum and read from a table indexed by the suit's mask. Eight cards and more take the
//! bit-mask path ([`bits`]), which finds the best hand across every suit, including two flush
//! suits at once. [`HandKey`] builds keys one card at a time for enumerations.
//!
//! The tables are built once, on first use, from the bit-mask path's code for each rank
//! multiset, so the paths cannot disagree.

mod bits;
mod hash;
mod key;
mod offsets;

use std::sync::LazyLock;

use super::card::Card;
use super::set::CardSet;
use super::value::HandValue;
use bits::{evaluate_bits, flush_code};
pub(crate) use hash::RANK_KEYS;
use hash::{Multisets, RankTable, SevenTable};
pub use key::HandKey;
use key::{CARD_KEYS, FIVE_OF_A_SUIT, SUIT_BIAS, SUIT_SHIFT};

/// Set in a suit entry when that suit holds five or more cards.
const FLUSH_FLAG: u32 = 1 << 31;
/// Every rank-key sum of up to seven cards fits in 25 bits.
const KEY_MASK: u32 = (1 << 25) - 1;

/// The evaluator's lookup tables. Get them with [`Evaluator::get`].
pub struct Evaluator {
    /// [`CARD_KEYS`], copied beside the other tables so that a hot loop reaches every table
    /// from the one evaluator pointer.
    card_keys: [u64; 256],
    /// Per 13-bit suit mask: the sum of its rank keys, with `FLUSH_FLAG` when it has 5+ cards.
    suit_entry: [u32; 8192],
    /// Per 13-bit suit mask with 5+ cards: its flush or straight flush value code.
    flush: [u32; 8192],
    /// Non-flush value codes of every hand of at most seven cards, by rank-key sum.
    values: RankTable<u32>,
    /// The same for exactly seven cards: a smaller table, so random seven-card hands miss
    /// the cache less, indexed by a `u16` with no check.
    seven: SevenTable<u32>,
    /// The same hands as `flush` and `values`, as a dense 16-bit strength (1 = the weakest
    /// value, a royal flush the highest): half the memory, for loops that only compare.
    flush_strength: [u16; 8192],
    strengths: RankTable<u16>,
    /// Dense strengths of exactly seven cards.
    seven_strengths: SevenTable<u16>,
    /// The category (`Category as u8`) of each non-flush hand of exactly seven cards: a
    /// quarter the size of `seven`, for counts by category (the census).
    seven_categories: SevenTable<u8>,
}

static EVALUATOR: LazyLock<Box<Evaluator>> = LazyLock::new(Evaluator::build);

/// The top card's rank of the highest five ranks in a row among `cards`, suits aside (the ace
/// also plays low: A-2-3-4-5 is five high); `None` without five in a row.
pub fn straight_high(cards: CardSet) -> Option<super::card::Rank> {
    let ranks = super::card::Suit::ALL
        .into_iter()
        .fold(0, |mask, suit| mask | cards.suit_mask(suit));
    let top = bits::straight_top(ranks);
    (top != 0).then(|| super::card::Rank::ALL[top.trailing_zeros() as usize])
}

/// The best hand among `cards` (any number; fewer than five are ranked by what they hold, so
/// two aces are a "Pair of Aces").
#[inline]
pub fn evaluate(cards: CardSet) -> HandValue {
    Evaluator::get().evaluate(cards)
}

/// The best hand among `cards` by the general bit-mask path alone (any number of cards).
///
/// Same results as [`evaluate`]; exposed so tests can check the two paths against each other.
pub fn evaluate_general(cards: CardSet) -> HandValue {
    evaluate_bits(cards.bits())
}

/// The best hand among a slice of cards (duplicates count once).
pub fn evaluate_cards(cards: &[Card]) -> HandValue {
    evaluate(cards.iter().copied().collect())
}

impl Evaluator {
    /// The shared tables, built on first use (tens of milliseconds).
    #[inline]
    pub fn get() -> &'static Evaluator {
        &EVALUATOR
    }

    /// The best hand among `cards`, any number of cards.
    #[inline]
    pub fn evaluate(&self, cards: CardSet) -> HandValue {
        if cards.len() <= 7 {
            self.evaluate_upto7(cards)
        } else {
            evaluate_bits(cards.bits())
        }
    }

    /// The best hand among `N` distinct cards given as an array: the fastest way to rank a
    /// loose hand.
    ///
    /// Up to seven cards, each card adds its precomputed key (rank key and suit counter) and
    /// one table lookup ranks the sum (seven cards read their own, smaller table); no card set
    /// is built, and the rare flush (about one seven-card hand in thirty) reads its suit's
    /// ranks back from the cards. Eight cards and more take the bit-mask path. With a
    /// repeated card the result is meaningless (but nothing panics); use [`evaluate_cards`]
    /// when cards may repeat.
    #[inline]
    pub fn evaluate_hand<const N: usize>(&self, cards: &[Card; N]) -> HandValue {
        if N > 7 {
            let bits = cards.iter().fold(0u64, |m, c| m | c.bit());
            return evaluate_bits(bits);
        }
        let key = cards
            .iter()
            .fold(SUIT_BIAS, |k, c| k + self.card_keys[usize::from(c.index())]);
        let flush = key & FIVE_OF_A_SUIT;
        if flush != 0 {
            return HandValue(self.flush_of_cards(flush, cards));
        }
        if N == 7 {
            return HandValue(self.seven.get(key as u32));
        }
        HandValue(self.lookup_key(key as u32))
    }

    /// The flush value of the suit whose counter is flagged in `flush`, from the cards.
    #[cold]
    #[inline(never)]
    fn flush_of_cards(&self, flush: u64, cards: &[Card]) -> u32 {
        let suit = ((flush.trailing_zeros() - SUIT_SHIFT) / 4) as u8;
        let mask = cards
            .iter()
            .filter(|c| c.index() & 3 == suit)
            .fold(0u32, |m, c| m | 1 << (c.index() >> 2));
        self.flush_value(mask)
    }

    /// The best hand among at most seven cards, by table lookup.
    ///
    /// With more than seven cards the result is meaningless (use [`Evaluator::evaluate`]).
    #[inline]
    pub fn evaluate_upto7(&self, cards: CardSet) -> HandValue {
        let m = cards.bits();
        let e0 = self.suit_entry[(m & 0x1fff) as usize];
        let e1 = self.suit_entry[((m >> 16) & 0x1fff) as usize];
        let e2 = self.suit_entry[((m >> 32) & 0x1fff) as usize];
        let e3 = self.suit_entry[((m >> 48) & 0x1fff) as usize];
        if (e0 | e1 | e2 | e3) & FLUSH_FLAG != 0 {
            // With seven cards or fewer a flush leaves no room for a full house or quads, so
            // the flush suit decides the hand.
            return HandValue(self.flush_in(m));
        }
        let key = e0.wrapping_add(e1).wrapping_add(e2).wrapping_add(e3) & KEY_MASK;
        if cards.len() == 7 {
            return HandValue(self.seven.get(key));
        }
        HandValue(self.lookup_key(key))
    }

    /// The non-flush value of a rank-key sum of at most seven cards.
    #[inline]
    pub(crate) fn lookup_key(&self, key: u32) -> u32 {
        self.values.get(key)
    }

    /// The flush value of the (single) suit holding five or more cards.
    #[cold]
    #[inline(never)]
    fn flush_in(&self, m: u64) -> u32 {
        let mut best = 0;
        for lane in 0..4 {
            let mask = ((m >> (16 * lane)) & 0x1fff) as usize;
            best = best.max(self.flush[mask]);
        }
        best
    }

    /// The flush value of a 13-bit suit mask with at least five ranks (0 for fewer).
    #[inline]
    pub(crate) fn flush_value(&self, suit_mask: u32) -> u32 {
        self.flush[suit_mask as usize & 0x1fff]
    }

    /// The dense strength of a 13-bit suit mask's flush (0 for fewer than five ranks).
    #[inline]
    pub(crate) fn flush_strength(&self, suit_mask: u32) -> u16 {
        self.flush_strength[suit_mask as usize & 0x1fff]
    }

    /// The dense strength of a non-flush rank-key sum of at most seven cards.
    #[inline]
    pub(crate) fn lookup_strength(&self, key: u32) -> u16 {
        self.strengths.get(key)
    }

    /// The non-flush value code of a rank-key sum of exactly seven cards.
    #[inline]
    pub(crate) fn seven_value(&self, key: u32) -> u32 {
        self.seven.get(key)
    }

    /// The dense strength of a non-flush rank-key sum of exactly seven cards.
    #[inline]
    pub(crate) fn seven_strength(&self, key: u32) -> u16 {
        self.seven_strengths.get(key)
    }

    /// The category (`Category as u8`) of a non-flush rank-key sum of exactly seven cards.
    #[inline]
    pub(crate) fn seven_category(&self, key: u32) -> u8 {
        self.seven_categories.get(key)
    }

    fn build() -> Box<Evaluator> {
        let mut suit_entry = [0; 8192];
        let mut flush = [0; 8192];
        for mask in 0..8192u32 {
            let key: u32 = (0..13)
                .filter(|r| mask & (1 << r) != 0)
                .map(|r| RANK_KEYS[r as usize])
                .sum();
            let five = mask.count_ones() >= 5;
            suit_entry[mask as usize] = key | if five { FLUSH_FLAG } else { 0 };
            flush[mask as usize] = if five { flush_code(mask) } else { 0 };
        }
        let all = Multisets::UpToSeven.entries();
        let seven = Multisets::Seven.entries();
        // Dense strengths: the position of each distinct value among all of them.
        let mut codes: Vec<u32> = flush
            .iter()
            .copied()
            .chain(all.iter().map(|e| e.1))
            .filter(|&c| c != 0)
            .collect();
        codes.sort_unstable();
        codes.dedup();
        let dense = |code: u32| {
            if code == 0 {
                0
            } else {
                codes.partition_point(|&c| c < code) as u16 + 1
            }
        };
        Box::new(Evaluator {
            card_keys: CARD_KEYS,
            suit_entry,
            flush,
            values: RankTable::build(&all, |code| code),
            seven: SevenTable::build(&seven, |code| code),
            flush_strength: flush.map(dense),
            strengths: RankTable::build(&all, dense),
            seven_strengths: SevenTable::build(&seven, dense),
            seven_categories: SevenTable::build(&seven, |code| HandValue(code).category() as u8),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::rngs::SmallRng;
    use rand::{Rng, SeedableRng};

    #[test]
    fn the_straight_high_is_the_top_of_the_best_five_in_a_row() {
        use crate::cards::Rank;
        let high = |text: &str| {
            let cards: CardSet = Card::parse_list(text).expect("cards").into_iter().collect();
            straight_high(cards)
        };
        assert_eq!(
            high("Ah 2c 3d 4s 5h"),
            Some(Rank::Five),
            "the wheel is five high"
        );
        assert_eq!(high("Ah Kc Qd Js Th"), Some(Rank::Ace));
        assert_eq!(high("4c 5d 6h 7s 8c 9d Kh"), Some(Rank::Nine));
        assert_eq!(high("Ah 2c 3d 4s 6h Kd"), None);
        assert_eq!(high(""), None);
    }

    #[test]
    fn dense_strengths_order_hands_exactly_as_values_do() {
        let ev = Evaluator::get();
        let mut rng = SmallRng::seed_from_u64(4);
        let draw = |rng: &mut SmallRng| {
            let mut k = HandKey::of(&[]);
            let mut set = CardSet::EMPTY;
            while set.len() < 7 {
                let c = Card::from_index(rng.random_range(0..52)).unwrap_or(Card::new(
                    crate::cards::Rank::Two,
                    crate::cards::Suit::Clubs,
                ));
                if set.insert(c) {
                    k = k.with_card(c);
                }
            }
            k
        };
        for _ in 0..200_000 {
            let (a, b) = (draw(&mut rng), draw(&mut rng));
            assert_eq!(a.strength_of_seven(ev), a.strength7(ev));
            assert_eq!(a.value_of_seven(ev), a.value7(ev));
            assert_eq!(a.value7(ev), evaluate_bits(a.cards().bits()));
            assert_eq!(a.category_of_seven(ev), a.value7(ev).category() as u8);
            assert_eq!(
                a.value7(ev).cmp(&b.value7(ev)),
                a.strength7(ev).cmp(&b.strength7(ev))
            );
        }
        // 7,462 five-card values, plus the values of hands of fewer than five cards.
        let max = Multisets::UpToSeven
            .entries()
            .iter()
            .map(|&(key, _)| ev.lookup_strength(key))
            .chain(ev.flush_strength.iter().copied())
            .max();
        assert!(max.is_some_and(|m| m >= 7462));
    }
}
