//! The bit-mask evaluator: the best hand among any number of cards from the four 13-bit suit
//! masks alone, with no table. It ranks eight cards and more (three hole cards in Auction
//! Hold'em, run cards in River of Blood), including two flush suits at once, and it is the
//! reference the table paths are built from.

use crate::cards::value::{Category, HandValue};

/// The highest set bit of a non-zero mask, as a mask.
#[inline(always)]
fn top_bit(mask: u32) -> u32 {
    1 << (31 - (mask | 1).leading_zeros())
}

/// Keeps the `n` highest bits of a mask.
#[inline(always)]
fn keep_top(mut mask: u32, n: u32) -> u32 {
    while mask.count_ones() > n {
        mask &= mask - 1;
    }
    mask
}

/// The high rank bit of the best straight in a 13-bit rank mask, or 0. A-2-3-4-5 is Five high.
#[inline(always)]
pub(super) fn straight_top(ranks: u32) -> u32 {
    // Bit 0 of `m` is the ace playing low; bit i + 1 is rank i.
    let m = (ranks << 1) | ((ranks >> 12) & 1);
    let runs = m & (m >> 1) & (m >> 2) & (m >> 3) & (m >> 4);
    if runs == 0 { 0 } else { top_bit(runs) << 3 }
}

/// The value code of a suit mask with five or more cards: a straight flush or a flush.
pub(super) fn flush_code(suit_mask: u32) -> u32 {
    let straight = straight_top(suit_mask);
    if straight != 0 {
        HandValue::from_parts(Category::StraightFlush, straight, 0).0
    } else {
        HandValue::from_parts(Category::Flush, 0, keep_top(suit_mask, 5)).0
    }
}

/// The best hand that ignores suits, from the masks of ranks held at least once, twice, three
/// and four times.
#[inline(always)]
pub(super) fn nonflush_code(c1: u32, c2: u32, c3: u32, c4: u32) -> u32 {
    if c4 != 0 {
        let quad = top_bit(c4);
        return HandValue::from_parts(Category::FourOfAKind, quad, keep_top(c1 & !quad, 1)).0;
    }
    if c3 != 0 {
        let trips = top_bit(c3);
        let pair = c2 & !trips;
        if pair != 0 {
            return HandValue::from_parts(Category::FullHouse, trips, top_bit(pair)).0;
        }
    }
    let straight = straight_top(c1);
    if straight != 0 {
        return HandValue::from_parts(Category::Straight, straight, 0).0;
    }
    if c3 != 0 {
        let trips = top_bit(c3);
        return HandValue::from_parts(Category::ThreeOfAKind, trips, keep_top(c1 & !trips, 2)).0;
    }
    if c2 != 0 {
        let high = top_bit(c2);
        let rest = c2 & !high;
        if rest != 0 {
            let pairs = high | top_bit(rest);
            return HandValue::from_parts(Category::TwoPair, pairs, keep_top(c1 & !pairs, 1)).0;
        }
        return HandValue::from_parts(Category::Pair, high, keep_top(c1 & !high, 3)).0;
    }
    HandValue::from_parts(Category::HighCard, 0, keep_top(c1, 5)).0
}

/// The bit-mask path for any number of cards: best of the non-flush hand and every flush suit.
#[inline]
pub(crate) fn evaluate_bits(m: u64) -> HandValue {
    let s0 = (m & 0x1fff) as u32;
    let s1 = ((m >> 16) & 0x1fff) as u32;
    let s2 = ((m >> 32) & 0x1fff) as u32;
    let s3 = ((m >> 48) & 0x1fff) as u32;
    let c1 = s0 | s1 | s2 | s3;
    let c2 = (s0 & s1) | (s2 & s3) | ((s0 | s1) & (s2 | s3));
    let c3 = (s0 & s1 & (s2 | s3)) | (s2 & s3 & (s0 | s1));
    let c4 = s0 & s1 & s2 & s3;
    let mut best = nonflush_code(c1, c2, c3, c4);
    for suit in [s0, s1, s2, s3] {
        if suit.count_ones() >= 5 {
            best = best.max(flush_code(suit));
        }
    }
    HandValue(best)
}
