//! The hand evaluator: the best five-card hand among any number of cards.
//!
//! Up to seven cards (five, hold'em's seven) take a table path in the manner of OMPEval: each
//! suit's 13-bit rank mask looks up a rank key, the four keys add up to a number that is unique
//! for every multiset of up to seven ranks, and a displacement perfect hash turns that number
//! into an index of a compact value table. A flush is flagged by the same lookups and read from
//! a table indexed by the suit's mask. Eight cards and more (three hole cards in Auction
//! Hold'em, run cards in River of Blood) take a branch-light bit-mask path that finds the best
//! hand across every suit, including two flush suits at once.
//!
//! The tables are built once, on first use, from the bit-mask path itself, so the two paths
//! cannot disagree.

use std::sync::LazyLock;

use super::card::Card;
use super::eval_offsets::OFFSETS;
use super::set::CardSet;
use super::value::{Category, HandValue};

/// Rank multipliers whose sums are unique for every multiset of at most seven ranks with at
/// most four of each (the constants published with OMPEval).
pub(crate) const RANK_KEYS: [u32; 13] = [
    0x2000, 0x8001, 0x11000, 0x3a000, 0x91000, 0x176005, 0x366000, 0x41a013, 0x47802e, 0x479068,
    0x48c0e4, 0x48f211, 0x494493,
];
/// Every rank-key sum of up to seven cards fits in 25 bits.
const KEY_MASK: u32 = (1 << 25) - 1;
/// Set in a suit entry when that suit holds five or more cards.
const FLUSH_FLAG: u32 = 1 << 31;
/// Rows of the perfect hash are `2^ROW_SHIFT` keys wide.
pub(crate) const ROW_SHIFT: u32 = 12;
pub(crate) const ROWS: usize = 1 << (25 - ROW_SHIFT);
/// Size of the hashed value table (a power of two, so indexing needs no bounds check).
pub(crate) const VALUE_SLOTS: usize = 1 << 17;

/// The evaluator's lookup tables. Get them with [`Evaluator::get`].
pub struct Evaluator {
    /// Per 13-bit suit mask: the sum of its rank keys, with `FLUSH_FLAG` when it has 5+ cards.
    suit_entry: [u32; 8192],
    /// Per 13-bit suit mask with 5+ cards: its flush or straight flush value code.
    flush: [u32; 8192],
    /// Non-flush value codes, indexed by `key + offsets[key >> ROW_SHIFT]`.
    values: Box<[u32; VALUE_SLOTS]>,
    /// The same hands as `flush` and `values`, as a dense 16-bit strength (1 = the weakest
    /// value, a royal flush the highest): half the memory, for loops that only compare.
    flush_strength: [u16; 8192],
    strengths: Box<[u16; VALUE_SLOTS]>,
}

static EVALUATOR: LazyLock<Box<Evaluator>> = LazyLock::new(Evaluator::build);

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
    /// The shared tables, built on first use (a few milliseconds).
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
    /// one table lookup ranks the sum; no card set is built, and the rare flush (about one
    /// seven-card hand in thirty) reads its suit's ranks back from the cards. Eight cards and
    /// more take the bit-mask path. With a repeated card the result is meaningless (but
    /// nothing panics); use [`evaluate_cards`] when cards may repeat.
    #[inline]
    pub fn evaluate_hand<const N: usize>(&self, cards: &[Card; N]) -> HandValue {
        if N > 7 {
            let bits = cards.iter().fold(0u64, |m, c| m | c.bit());
            return evaluate_bits(bits);
        }
        let key = cards
            .iter()
            .fold(SUIT_BIAS, |k, c| k + CARD_KEYS[usize::from(c.index())]);
        let flush = key & FIVE_OF_A_SUIT;
        if flush != 0 {
            return HandValue(self.flush_of_cards(flush, cards));
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
        HandValue(self.lookup_key(key))
    }

    /// The non-flush value of a rank-key sum of at most seven cards.
    #[inline]
    pub(crate) fn lookup_key(&self, key: u32) -> u32 {
        self.values[slot_of(key)]
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

    fn build() -> Box<Evaluator> {
        let mut ev = Box::new(Evaluator {
            suit_entry: [0; 8192],
            flush: [0; 8192],
            values: vec![0; VALUE_SLOTS]
                .into_boxed_slice()
                .try_into()
                .unwrap_or_else(|_| unreachable!()),
            flush_strength: [0; 8192],
            strengths: vec![0; VALUE_SLOTS]
                .into_boxed_slice()
                .try_into()
                .unwrap_or_else(|_| unreachable!()),
        });
        for mask in 0..8192u32 {
            let key: u32 = (0..13)
                .filter(|r| mask & (1 << r) != 0)
                .map(|r| RANK_KEYS[r as usize])
                .sum();
            let flag = if mask.count_ones() >= 5 {
                FLUSH_FLAG
            } else {
                0
            };
            ev.suit_entry[mask as usize] = key | flag;
            ev.flush[mask as usize] = if mask.count_ones() >= 5 {
                flush_code(mask)
            } else {
                0
            };
        }
        // Every multiset of at most seven ranks (at most four of each), with its value.
        let entries = all_rank_multisets();
        for &(key, value) in &entries {
            ev.values[slot_of(key)] = value;
        }
        // Dense strengths: the position of each distinct value among all of them.
        let mut codes: Vec<u32> = ev
            .flush
            .iter()
            .chain(entries.iter().map(|e| &e.1))
            .copied()
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
        for mask in 0..8192 {
            ev.flush_strength[mask] = dense(ev.flush[mask]);
        }
        for slot in 0..VALUE_SLOTS {
            ev.strengths[slot] = dense(ev.values[slot]);
        }
        ev
    }

    /// The dense strength of a non-flush rank-key sum of at most seven cards.
    #[inline]
    pub(crate) fn lookup_strength(&self, key: u32) -> u16 {
        self.strengths[slot_of(key)]
    }
}

/// The value-table slot of a rank-key sum of at most seven cards: its place in its row, after
/// the row's start (`2 * OFFSETS[row]`; 16-bit offsets keep the table of rows at 16 KiB).
#[inline(always)]
fn slot_of(key: u32) -> usize {
    let row = (key >> ROW_SHIFT) as usize & (ROWS - 1);
    let low = key & ((1 << ROW_SHIFT) - 1);
    (low + 2 * u32::from(OFFSETS[row])) as usize & (VALUE_SLOTS - 1)
}

/// Walks every rank multiset with at most `left` more cards, recording (key, value).
fn collect_multisets(rank: usize, left: u8, counts: &mut [u8; 13], out: &mut Vec<(u32, u32)>) {
    if rank == 13 {
        let (mut key, mut c) = (0u32, [0u32; 4]);
        for (r, &n) in counts.iter().enumerate() {
            key += u32::from(n) * RANK_KEYS[r];
            for level in c.iter_mut().take(usize::from(n)) {
                *level |= 1 << r;
            }
        }
        out.push((key, nonflush_code(c[0], c[1], c[2], c[3])));
        return;
    }
    for n in 0..=left.min(4) {
        counts[rank] = n;
        collect_multisets(rank + 1, left - n, counts, out);
    }
    counts[rank] = 0;
}

/// Every (rank-key sum, value) pair of at most seven cards.
pub(crate) fn all_rank_multisets() -> Vec<(u32, u32)> {
    let mut entries: Vec<(u32, u32)> = Vec::with_capacity(80_000);
    let mut counts = [0u8; 13];
    collect_multisets(0, 7, &mut counts, &mut entries);
    entries
}

/// Displacement hashing: rows of keys, largest first, each slid to the first place where all
/// its keys land on free slots. Slow (seconds); it produced the `OFFSETS` table in
/// `eval_offsets.rs`, and a test checks that table.
#[cfg(test)]
pub(crate) fn place_perfect_hash(
    entries: &[(u32, u32)],
    offsets: &mut [u16; ROWS],
    values: &mut [u32],
) {
    let mut rows: Vec<Vec<(u32, u32)>> = vec![Vec::new(); ROWS];
    for &(key, value) in entries {
        rows[(key >> ROW_SHIFT) as usize].push((key & ((1 << ROW_SHIFT) - 1), value));
    }
    let mut order: Vec<usize> = (0..ROWS).filter(|&r| !rows[r].is_empty()).collect();
    order.sort_by_key(|&r| std::cmp::Reverse(rows[r].len()));
    let mut used = vec![false; VALUE_SLOTS];
    let mut first_free = 0usize;
    for r in order {
        let row = &rows[r];
        let min_low = row.iter().map(|e| e.0).min().unwrap_or(0) as usize;
        // Rows start at even slots, so a start halved fits in 16 bits.
        let mut start = first_free.saturating_sub(min_low) & !1;
        // Invariant: the table has room (76,155 keys in 131,072 slots), so a start is found.
        while !row.iter().all(|&(low, _)| !used[start + low as usize]) {
            start += 2;
        }
        for &(low, value) in row {
            used[start + low as usize] = true;
            values[start + low as usize] = value;
        }
        while first_free < VALUE_SLOTS && used[first_free] {
            first_free += 1;
        }
        offsets[r] = u16::try_from(start / 2).unwrap_or(u16::MAX);
    }
}

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
fn straight_top(ranks: u32) -> u32 {
    // Bit 0 of `m` is the ace playing low; bit i + 1 is rank i.
    let m = (ranks << 1) | ((ranks >> 12) & 1);
    let runs = m & (m >> 1) & (m >> 2) & (m >> 3) & (m >> 4);
    if runs == 0 { 0 } else { top_bit(runs) << 3 }
}

/// The value code of a suit mask with five or more cards: a straight flush or a flush.
fn flush_code(suit_mask: u32) -> u32 {
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
fn nonflush_code(c1: u32, c2: u32, c3: u32, c4: u32) -> u32 {
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

/// An incremental evaluation key: hole cards or a board built up one card at a time, so
/// enumerations (equity, census) pay one addition per card instead of re-reading every card.
///
/// `key` holds the rank-key sum in its low 32 bits and four 4-bit suit counters above them;
/// `mask` holds the cards. A key made with [`HandKey::of`] carries the suit-counter bias (each
/// counter starts at 3, so a nibble's top bit means "five or more of this suit") and one made
/// with [`HandKey::board_of`] does not; combine one of each.
#[derive(Debug, Clone, Copy)]
pub struct HandKey {
    key: u64,
    mask: u64,
}

const SUIT_SHIFT: u32 = 32;
const SUIT_BIAS: u64 = 0x3333 << SUIT_SHIFT;
const FIVE_OF_A_SUIT: u64 = 0x8888 << SUIT_SHIFT;

/// Each card's contribution to a key: its rank key and one in its suit's counter. One entry
/// per `u8` (only the first 52 used), so indexing by a card's index needs no bounds check.
static CARD_KEYS: [u64; 256] = {
    let mut keys = [0u64; 256];
    let mut i = 0;
    while i < 52 {
        keys[i] = RANK_KEYS[i / 4] as u64 | (1u64 << (SUIT_SHIFT + 4 * (i as u32 % 4)));
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

    /// The best hand among this key's cards, which must be biased (made by [`HandKey::of`])
    /// and hold at most seven cards.
    #[inline(always)]
    pub fn value7(self, ev: &Evaluator) -> HandValue {
        let flush = self.key & FIVE_OF_A_SUIT;
        if flush != 0 {
            let lane = (flush.trailing_zeros() - SUIT_SHIFT) / 4;
            return HandValue(ev.flush_value((self.mask >> (16 * lane)) as u32 & 0x1fff));
        }
        HandValue(ev.lookup_key(self.key as u32))
    }

    /// A dense strength of this key's best hand (biased, at most seven cards): compares
    /// exactly as [`HandKey::value7`] does, from tables half the size. Only for comparing.
    #[inline(always)]
    pub fn strength7(self, ev: &Evaluator) -> u16 {
        let flush = self.key & FIVE_OF_A_SUIT;
        if flush != 0 {
            let lane = (flush.trailing_zeros() - SUIT_SHIFT) / 4;
            return ev.flush_strength[(self.mask >> (16 * lane)) as usize & 0x1fff];
        }
        ev.lookup_strength(self.key as u32)
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
            return self.strength7(ev);
        }
        ev.lookup_strength((self.key as u32).wrapping_add(extra))
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_rank_keys_are_unique_for_every_multiset_of_seven_ranks() {
        let entries = all_rank_multisets();
        let keys: std::collections::HashSet<u32> = entries.iter().map(|e| e.0).collect();
        assert_eq!(keys.len(), entries.len());
        // Multisets of 0 to 7 ranks with at most four of each.
        assert_eq!(entries.len(), 76_155);
    }

    #[test]
    fn the_offset_table_sends_every_key_to_its_own_slot() {
        let mut used = vec![false; VALUE_SLOTS];
        for (key, _) in all_rank_multisets() {
            let row = (key >> ROW_SHIFT) as usize;
            let slot = (key & ((1 << ROW_SHIFT) - 1)) as usize + 2 * usize::from(OFFSETS[row]);
            assert!(slot < VALUE_SLOTS, "key {key:#x} lands outside the table");
            assert!(!used[slot], "two keys share slot {slot}");
            used[slot] = true;
        }
    }

    /// Regenerates `eval_offsets.rs` (run with FELT_WRITE_OFFSETS=1 and --ignored).
    #[test]
    #[ignore = "generator: seconds of work, only needed if the table layout changes"]
    fn regenerate_offsets() {
        let mut offsets = [0u16; ROWS];
        let mut values = vec![0u32; VALUE_SLOTS];
        place_perfect_hash(&all_rank_multisets(), &mut offsets, &mut values);
        if std::env::var_os("FELT_WRITE_OFFSETS").is_some() {
            let mut text = String::from(
                "//! Displacements of the evaluator's perfect hash, one per row of 4096 rank keys: a row's\n//! keys start at slot `2 * OFFSETS[row]` of the value table. Generated by\n//! `cargo test --release regenerate_offsets -- --ignored` with FELT_WRITE_OFFSETS=1; checked by\n//! `the_offset_table_sends_every_key_to_its_own_slot`.\n\n#[rustfmt::skip]\npub(crate) static OFFSETS: [u16; super::eval::ROWS] = [\n",
            );
            for chunk in offsets.chunks(12) {
                let line: Vec<String> = chunk.iter().map(|o| format!("{o:#06x},")).collect();
                text.push_str(&format!("    {}\n", line.join(" ")));
            }
            text.push_str("];\n");
            std::fs::write(
                concat!(env!("CARGO_MANIFEST_DIR"), "/src/cards/eval_offsets.rs"),
                text,
            )
            .unwrap();
        }
        assert!(
            offsets == OFFSETS,
            "eval_offsets.rs is stale: regenerate it"
        );
    }
}

#[cfg(test)]
mod strength_tests {
    use super::*;
    use rand::rngs::SmallRng;
    use rand::{Rng, SeedableRng};

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
            assert_eq!(
                a.value7(ev).cmp(&b.value7(ev)),
                a.strength7(ev).cmp(&b.strength7(ev))
            );
        }
        // 7,462 five-card values, plus the values of hands of fewer than five cards.
        let max = ev
            .strengths
            .iter()
            .chain(ev.flush_strength.iter())
            .max()
            .copied();
        assert!(max.is_some_and(|m| m >= 7462));
    }
}
