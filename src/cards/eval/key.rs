//! Incremental evaluation keys: hole cards or a board built up one card at a time, so
//! enumerations (equity, census) pay one addition per card instead of re-reading every card.

use super::Evaluator;
use super::bits::evaluate_bits;
use crate::cards::card::Card;
use crate::cards::set::CardSet;
use crate::cards::value::HandValue;

use super::hash::RANK_KEYS;

/// An incremental evaluation key: hole cards or a board built up one card at a time, so
/// enumerations (equity, census) pay one addition per card instead of re-reading every card.
///
/// `key` holds the rank-key sum in its low 32 bits, four 4-bit suit counters above them and a
/// 4-bit card counter above those (so a seven-card key is known without counting bits, and
/// reads the smaller seven-card tables); `mask` holds the cards. A key made with [`HandKey::of`] carries the suit-counter bias (each
/// counter starts at 3, so a nibble's top bit means "five or more of this suit") and one made
/// with [`HandKey::board_of`] does not; combine one of each.
#[derive(Debug, Clone, Copy)]
pub struct HandKey {
    key: u64,
    mask: u64,
}

pub(super) const SUIT_SHIFT: u32 = 32;
pub(super) const SUIT_BIAS: u64 = 0x3333 << SUIT_SHIFT;
pub(super) const FIVE_OF_A_SUIT: u64 = 0x8888 << SUIT_SHIFT;
/// Where the card counter sits (it counts up to 15 cards; only keys of at most seven cards
/// read it).
pub(super) const COUNT_SHIFT: u32 = 48;

/// Each card's contribution to a key: its rank key and one in its suit's counter. One entry
/// per `u8` (only the first 52 used), so indexing by a card's index needs no bounds check.
pub(super) static CARD_KEYS: [u64; 256] = {
    let mut keys = [0u64; 256];
    let mut i = 0;
    while i < 52 {
        keys[i] = RANK_KEYS[i / 4] as u64
            | (1u64 << (SUIT_SHIFT + 4 * (i as u32 % 4)))
            | (1u64 << COUNT_SHIFT);
        i += 1;
    }
    keys
};

impl HandKey {
    /// The key of some hole cards (biased: combine with a board key).
    pub fn of(cards: &[Card]) -> HandKey {
        cards.iter().fold(
            HandKey {
                key: SUIT_BIAS,
                mask: 0,
            },
            |k, &c| k.with_card(c),
        )
    }

    /// The key of some board cards (unbiased: combine with a hole-card key).
    pub fn board_of(cards: &[Card]) -> HandKey {
        cards
            .iter()
            .fold(HandKey { key: 0, mask: 0 }, |k, &c| k.with_card(c))
    }

    /// This key with one more card.
    #[inline(always)]
    pub fn with_card(self, card: Card) -> HandKey {
        HandKey {
            key: self.key + CARD_KEYS[usize::from(card.index())],
            mask: self.mask | card.bit(),
        }
    }

    /// The cards of both keys (at most one of them biased; the cards must not overlap).
    #[inline(always)]
    pub fn combine(self, other: HandKey) -> HandKey {
        HandKey {
            key: self.key + other.key,
            mask: self.mask | other.mask,
        }
    }

    /// The cards in this key.
    pub fn cards(self) -> CardSet {
        CardSet::from_bits(self.mask)
    }

    /// The number of cards in this key.
    #[inline(always)]
    pub fn len(self) -> u32 {
        self.mask.count_ones()
    }

    /// True when the key holds no card.
    pub fn is_empty(self) -> bool {
        self.mask == 0
    }

    /// True when the key holds exactly seven cards (read from the card counter).
    #[inline(always)]
    fn is_seven(self) -> bool {
        (self.key >> COUNT_SHIFT) & 0xf == 7
    }

    /// The best hand among this key's cards, which must be biased (made by [`HandKey::of`])
    /// and hold at most seven cards. Seven cards (every hold'em showdown) read the
    /// seven-card table, which is smaller and so misses the cache less.
    #[inline(always)]
    pub fn value7(self, ev: &Evaluator) -> HandValue {
        let flush = self.key & FIVE_OF_A_SUIT;
        if flush != 0 {
            let lane = (flush.trailing_zeros() - SUIT_SHIFT) / 4;
            return HandValue(ev.flush_value((self.mask >> (16 * lane)) as u32 & 0x1fff));
        }
        if self.is_seven() {
            return HandValue(ev.seven_value(self.key as u32));
        }
        HandValue(ev.lookup_key(self.key as u32))
    }

    /// A dense strength of this key's best hand (biased, at most seven cards): compares
    /// exactly as [`HandKey::value7`] does, from tables half the size. Only for comparing.
    #[inline(always)]
    pub fn strength7(self, ev: &Evaluator) -> u16 {
        if self.has_flush() {
            return self.flush_strength(ev);
        }
        if self.is_seven() {
            return ev.seven_strength(self.key as u32);
        }
        ev.lookup_strength(self.key as u32)
    }

    /// As [`HandKey::value7`], for a key (biased) of exactly seven cards, as in every
    /// hold'em showdown, enumeration and rollout: straight to the seven-card table, with no
    /// count to check.
    #[inline(always)]
    pub fn value_of_seven(self, ev: &Evaluator) -> HandValue {
        let flush = self.key & FIVE_OF_A_SUIT;
        if flush != 0 {
            let lane = (flush.trailing_zeros() - SUIT_SHIFT) / 4;
            return HandValue(ev.flush_value((self.mask >> (16 * lane)) as u32 & 0x1fff));
        }
        HandValue(ev.seven_value(self.key as u32))
    }

    /// As [`HandKey::strength7`], for a key of exactly seven cards (as in every hold'em
    /// showdown): read from the smaller seven-card table.
    #[inline(always)]
    pub fn strength_of_seven(self, ev: &Evaluator) -> u16 {
        if self.has_flush() {
            return self.flush_strength(ev);
        }
        ev.seven_strength(self.key as u32)
    }

    /// The category (`Category as u8`) of this key's best hand (biased, exactly seven cards),
    /// from a table of one byte per hand: what a count by category (the census) needs.
    #[inline(always)]
    pub(crate) fn category_of_seven(self, ev: &Evaluator) -> u8 {
        if self.has_flush() {
            let flush = self.key & FIVE_OF_A_SUIT;
            let lane = flush.trailing_zeros().saturating_sub(SUIT_SHIFT) / 4;
            let code = ev.flush_value((self.mask >> (16 * lane)) as u32);
            return HandValue(code).category() as u8;
        }
        ev.seven_category(self.key as u32)
    }

    /// The key a card adds ([`HandKey::add_card_keys`] takes a slice of them).
    #[inline(always)]
    pub(crate) fn card_key(card: Card) -> u64 {
        CARD_KEYS[usize::from(card.index())]
    }

    /// Counts by category the seven-card hands of this key (six cards, biased) with each card
    /// whose [`HandKey::card_key`] is in `rest`: `lanes[l][c]` counts category `c` (`Category
    /// as u8`), the lane `l` by place modulo four so that neighbouring hands do not wait on
    /// each other's count. Only when [`HandKey::live_suits`]`(1)` is empty: no suit can reach
    /// five, so each card counts by its rank key alone, with no flush check.
    #[inline(always)]
    pub(crate) fn count_sevens_without_flush(
        self,
        rest: &[u64],
        ev: &Evaluator,
        lanes: &mut [[u64; 256]; 4],
    ) {
        let base = self.key;
        let category = |k: u64| usize::from(ev.seven_category(base.wrapping_add(k) as u32));
        let mut quads = rest.chunks_exact(4);
        for q in &mut quads {
            lanes[0][category(q[0])] += 1;
            lanes[1][category(q[1])] += 1;
            lanes[2][category(q[2])] += 1;
            lanes[3][category(q[3])] += 1;
        }
        for (lane, &k) in lanes.iter_mut().zip(quads.remainder()) {
            lane[category(k)] += 1;
        }
    }

    /// The dense strength of the flush in the suit whose counter says five or more.
    #[inline(always)]
    fn flush_strength(self, ev: &Evaluator) -> u16 {
        let flush = self.key & FIVE_OF_A_SUIT;
        let lane = flush.trailing_zeros().saturating_sub(SUIT_SHIFT) / 4;
        ev.flush_strength((self.mask >> (16 * lane)) as u32)
    }

    /// The suits (bit `s` for suit index `s`) in which this key's cards (biased) plus
    /// `to_come` more cards of that suit would reach five: the suits that can still make a
    /// flush. A suit outside the mask is "dead" for flushes, so its cards count by rank alone.
    #[inline(always)]
    pub fn live_suits(self, to_come: u32) -> u32 {
        let counters = (self.key >> SUIT_SHIFT) as u32 & 0xffff;
        let reach = counters.wrapping_add(0x1111 * to_come) & 0x8888;
        // Bits 3, 7, 11, 15 down to bits 0..3.
        ((reach >> 3) & 1) | ((reach >> 6) & 2) | ((reach >> 9) & 4) | ((reach >> 12) & 8)
    }

    /// True when some suit already holds five of this key's cards (biased).
    #[inline(always)]
    pub fn has_flush(self) -> bool {
        self.key & FIVE_OF_A_SUIT != 0
    }

    /// The dense strength (as [`HandKey::strength7`]) of this key's cards (biased) plus cards
    /// of the rank keys `extra` adds (a sum of [`RANK_KEYS`] entries), which must come from
    /// suits that cannot complete a flush: seven cards in all.
    #[inline(always)]
    pub(crate) fn strength7_plus_ranks(self, extra: u32, ev: &Evaluator) -> u16 {
        if self.has_flush() {
            // Seven cards holding a flush: the flush suit decides, whatever else is there.
            return self.flush_strength(ev);
        }
        ev.seven_strength((self.key as u32).wrapping_add(extra))
    }

    /// The best hand among this key's cards and `board`'s (`self` biased, `board` not), any
    /// number of cards.
    #[inline(always)]
    pub fn value_with(self, board: HandKey, ev: &Evaluator) -> HandValue {
        let all = self.combine(board);
        if all.len() > 7 {
            return evaluate_bits(all.mask);
        }
        all.value7(ev)
    }
}
