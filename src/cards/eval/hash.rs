//! The rank-key perfect hash behind the table evaluator, in the manner of OMPEval: each rank
//! has a key, the keys of up to seven cards add up to a number that is unique for every
//! multiset of ranks, and a displacement table (generated once into `offsets.rs`) sends each
//! such sum to its own slot of a compact table.
//!
//! Two layouts use it. [`RankTable`] holds every multiset of at most seven ranks (any hand of
//! up to seven cards). [`SevenTable`] holds multisets of exactly seven ranks, the hot keys of
//! every hold'em showdown, packed into the first 51 K of 64 K slots: its slot is the key plus
//! a 16-bit displacement, wrapping at 2^16, so the index is a `u16` and needs neither a mask
//! nor a bounds check, and random seven-card lookups touch little memory.

use super::bits::nonflush_code;
use super::offsets::{OFFSETS, SEVEN_DISPLACEMENTS};

/// Rank multipliers whose sums are unique for every multiset of at most seven ranks with at
/// most four of each (the constants published with OMPEval).
pub(crate) const RANK_KEYS: [u32; 13] = [
    0x2000, 0x8001, 0x11000, 0x3a000, 0x91000, 0x176005, 0x366000, 0x41a013, 0x47802e, 0x479068,
    0x48c0e4, 0x48f211, 0x494493,
];
/// Rows of the perfect hash are `2^ROW_SHIFT` keys wide.
pub(crate) const ROW_SHIFT: u32 = 12;
/// Every rank-key sum of up to seven cards fits in 25 bits, so there are this many rows.
pub(crate) const ROWS: usize = 1 << (25 - ROW_SHIFT);
/// Size of a hashed table: room for a row of keys after the highest start a 16-bit offset
/// can give, so indexing needs neither a bounds check nor a mask (only the slots the offsets
/// reach are ever read).
pub(crate) const TABLE_SLOTS: usize = (2 << 16) + (1 << ROW_SHIFT);
/// Size of a [`SevenTable`]: every `u16` is a slot.
pub(crate) const SEVEN_SLOTS: usize = 1 << 16;
/// The seven-card keys fill slots below this (checked by a test).
#[cfg(test)]
const SEVEN_SPAN: usize = 52_000;

/// Which rank multisets a table holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Multisets {
    /// Every multiset of zero to seven ranks (76,155 of them).
    UpToSeven,
    /// Multisets of exactly seven ranks (49,205).
    Seven,
}

impl Multisets {
    /// Every (rank-key sum, value code) pair of the multisets.
    pub(crate) fn entries(self) -> Vec<(u32, u32)> {
        let mut entries: Vec<(u32, u32)> = Vec::with_capacity(80_000);
        let mut counts = [0u8; 13];
        collect_multisets(0, 7, self == Multisets::Seven, &mut counts, &mut entries);
        entries
    }
}

/// A table of one entry per rank multiset, indexed through the perfect hash. The row
/// displacements are copied in, so that a hot loop reaches both arrays from one pointer.
pub(crate) struct RankTable<T> {
    offsets: [u16; ROWS],
    slots: Box<[T; TABLE_SLOTS]>,
}

impl<T: Copy + Default> RankTable<T> {
    /// The table holding `value(code)` for each (key, value code) of `entries` (which must be
    /// `Multisets::UpToSeven.entries()` or some of them).
    pub(crate) fn build(entries: &[(u32, u32)], mut value: impl FnMut(u32) -> T) -> RankTable<T> {
        let slots: Box<[T]> = vec![T::default(); TABLE_SLOTS].into_boxed_slice();
        let mut table = RankTable {
            offsets: OFFSETS,
            // Invariant: the slice has exactly TABLE_SLOTS elements.
            slots: slots.try_into().unwrap_or_else(|_| unreachable!()),
        };
        for &(key, code) in entries {
            let slot = table.slot(key);
            table.slots[slot] = value(code);
        }
        table
    }

    /// The slot of a rank-key sum: its place in its row, after the row's start
    /// (`2 * offsets[row]`; 16-bit offsets keep the table of rows at 16 KiB).
    #[inline(always)]
    fn slot(&self, key: u32) -> usize {
        let row = (key >> ROW_SHIFT) as usize & (ROWS - 1);
        let low = key & ((1 << ROW_SHIFT) - 1);
        low as usize + 2 * usize::from(self.offsets[row])
    }

    /// The entry of a rank-key sum (meaningless for a sum of multisets the table lacks).
    #[inline(always)]
    pub(crate) fn get(&self, key: u32) -> T {
        self.slots[self.slot(key)]
    }
}

/// A table of one entry per multiset of exactly seven ranks: the slot of a key is
/// `(key + displacements[row]) mod 2^16`, so indexing a 64 K array with it needs no check.
/// The displacements pack the 49,205 keys into the table's first slots, so only about 51 K
/// slots are ever read.
pub(crate) struct SevenTable<T> {
    displacements: [u16; ROWS],
    slots: Box<[T; SEVEN_SLOTS]>,
}

impl<T: Copy + Default> SevenTable<T> {
    /// The table holding `value(code)` for each (key, value code) of `entries` (which must be
    /// `Multisets::Seven.entries()`).
    pub(crate) fn build(entries: &[(u32, u32)], mut value: impl FnMut(u32) -> T) -> SevenTable<T> {
        let slots: Box<[T]> = vec![T::default(); SEVEN_SLOTS].into_boxed_slice();
        let mut table = SevenTable {
            displacements: SEVEN_DISPLACEMENTS,
            // Invariant: the slice has exactly SEVEN_SLOTS elements.
            slots: slots.try_into().unwrap_or_else(|_| unreachable!()),
        };
        for &(key, code) in entries {
            let slot = table.slot(key);
            table.slots[usize::from(slot)] = value(code);
        }
        table
    }

    /// The slot of a rank-key sum of seven ranks.
    #[inline(always)]
    fn slot(&self, key: u32) -> u16 {
        let row = (key >> ROW_SHIFT) as usize & (ROWS - 1);
        (key as u16).wrapping_add(self.displacements[row])
    }

    /// The entry of a rank-key sum of seven ranks (meaningless for any other sum).
    #[inline(always)]
    pub(crate) fn get(&self, key: u32) -> T {
        self.slots[usize::from(self.slot(key))]
    }
}

/// Walks every rank multiset with at most `left` more cards (exactly `left` when `exact`),
/// recording (key, value code).
fn collect_multisets(
    rank: usize,
    left: u8,
    exact: bool,
    counts: &mut [u8; 13],
    out: &mut Vec<(u32, u32)>,
) {
    if rank == 13 {
        if exact && left != 0 {
            return;
        }
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
        collect_multisets(rank + 1, left - n, exact, counts, out);
    }
    counts[rank] = 0;
}

/// Displacement hashing: rows of keys, largest first, each slid to the first place where all
/// its keys land on free slots. Slow (most of a second); it produced the tables in
/// `offsets.rs`, and a test checks them.
#[cfg(test)]
fn place_perfect_hash(entries: &[(u32, u32)]) -> [u16; ROWS] {
    let mut offsets = [0u16; ROWS];
    let mut rows: Vec<Vec<u32>> = vec![Vec::new(); ROWS];
    for &(key, _) in entries {
        rows[(key >> ROW_SHIFT) as usize].push(key & ((1 << ROW_SHIFT) - 1));
    }
    let mut order: Vec<usize> = (0..ROWS).filter(|&r| !rows[r].is_empty()).collect();
    order.sort_by_key(|&r| std::cmp::Reverse(rows[r].len()));
    let mut used = vec![false; TABLE_SLOTS];
    let mut first_free = 0usize;
    for r in order {
        let row = &rows[r];
        let min_low = row.iter().copied().min().unwrap_or(0) as usize;
        // Rows start at even slots, so a start halved fits in 16 bits.
        let mut start = first_free.saturating_sub(min_low) & !1;
        // Invariant: the table has room (76,155 keys in 131,072 slots), so a start is found.
        while !row.iter().all(|&low| !used[start + low as usize]) {
            start += 2;
        }
        for &low in row {
            used[start + low as usize] = true;
        }
        while first_free < TABLE_SLOTS && used[first_free] {
            first_free += 1;
        }
        offsets[r] = u16::try_from(start / 2).unwrap_or(u16::MAX);
    }
    offsets
}

/// The wrapping displacement hash of [`SevenTable`]: rows of keys, largest first, each given
/// the first displacement (from the lowest free slot on) that lands all its keys on free
/// slots, so the keys fill the table's first slots. It produced `SEVEN_DISPLACEMENTS`, and a
/// test checks them.
#[cfg(test)]
fn place_wrapping_hash(entries: &[(u32, u32)]) -> [u16; ROWS] {
    let mut displacements = [0u16; ROWS];
    let mut rows: Vec<Vec<u16>> = vec![Vec::new(); ROWS];
    for &(key, _) in entries {
        rows[(key >> ROW_SHIFT) as usize].push(key as u16);
    }
    let mut order: Vec<usize> = (0..ROWS).filter(|&r| !rows[r].is_empty()).collect();
    order.sort_by_key(|&r| std::cmp::Reverse(rows[r].len()));
    let mut used = vec![false; SEVEN_SLOTS];
    let mut first_free = 0u16;
    for r in order {
        let row = &rows[r];
        let min_low = row.iter().copied().min().unwrap_or(0);
        let mut d = first_free.wrapping_sub(min_low);
        // Invariant: 49,205 keys in 65,536 slots, so a displacement is found.
        while !row.iter().all(|&k| !used[usize::from(k.wrapping_add(d))]) {
            d = d.wrapping_add(1);
        }
        for &k in row {
            used[usize::from(k.wrapping_add(d))] = true;
        }
        while usize::from(first_free) < SEVEN_SLOTS - 1 && used[usize::from(first_free)] {
            first_free += 1;
        }
        displacements[r] = d;
    }
    displacements
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_rank_keys_are_unique_for_every_multiset_of_seven_ranks() {
        let entries = Multisets::UpToSeven.entries();
        let keys: std::collections::HashSet<u32> = entries.iter().map(|e| e.0).collect();
        assert_eq!(keys.len(), entries.len());
        // Multisets of 0 to 7 ranks with at most four of each.
        assert_eq!(entries.len(), 76_155);
        assert_eq!(Multisets::Seven.entries().len(), 49_205);
    }

    #[test]
    fn the_offset_tables_send_every_key_to_its_own_slot() {
        let entries = Multisets::UpToSeven.entries();
        let table = RankTable::<u8>::build(&entries, |_| 0);
        let mut used = vec![false; TABLE_SLOTS];
        for &(key, _) in &entries {
            let row = (key >> ROW_SHIFT) as usize;
            let slot = (key & ((1 << ROW_SHIFT) - 1)) as usize + 2 * usize::from(OFFSETS[row]);
            assert!(slot < 89_637, "key {key:#x} lands outside the table");
            assert_eq!(slot, table.slot(key));
            assert!(!used[slot], "two keys share slot {slot}");
            used[slot] = true;
        }
        let entries = Multisets::Seven.entries();
        let table = SevenTable::<u8>::build(&entries, |_| 0);
        let mut used = vec![false; SEVEN_SLOTS];
        for &(key, _) in &entries {
            let row = (key >> ROW_SHIFT) as usize;
            let slot = usize::from((key as u16).wrapping_add(SEVEN_DISPLACEMENTS[row]));
            assert!(
                slot < SEVEN_SPAN,
                "seven: key {key:#x} lands past the packed slots"
            );
            assert_eq!(slot, usize::from(table.slot(key)));
            assert!(!used[slot], "seven: two keys share slot {slot}");
            used[slot] = true;
        }
    }

    #[test]
    fn the_seven_card_table_agrees_with_the_general_one() {
        let entries = Multisets::Seven.entries();
        let all = RankTable::build(&Multisets::UpToSeven.entries(), |c| c);
        let seven = SevenTable::build(&entries, |code| code);
        for &(key, code) in &entries {
            assert_eq!(all.get(key), code);
            assert_eq!(seven.get(key), code);
        }
    }

    /// Regenerates `offsets.rs` (run with FELT_WRITE_OFFSETS=1 and --ignored).
    #[test]
    #[ignore = "generator: most of a second of work, only needed if the table layout changes"]
    fn regenerate_offsets() {
        let all = place_perfect_hash(&Multisets::UpToSeven.entries());
        let seven = place_wrapping_hash(&Multisets::Seven.entries());
        if std::env::var_os("FELT_WRITE_OFFSETS").is_some() {
            let mut text = String::from(
                "//! Generated table (exempt from the file-length rule): displacements of the evaluator's\n//! perfect hashes, one per row of 4096 rank keys. A key of the general table starts at slot\n//! `2 * OFFSETS[row]`; a key of the seven-card table goes to `(key + SEVEN_DISPLACEMENTS[row])\n//! mod 2^16`. Written by `FELT_WRITE_OFFSETS=1 cargo test --lib regenerate_offsets --\n//! --ignored`; checked by `the_offset_tables_send_every_key_to_its_own_slot`.\n",
            );
            for (name, what, offsets) in [
                ("OFFSETS", "every multiset of at most seven ranks", &all),
                (
                    "SEVEN_DISPLACEMENTS",
                    "multisets of exactly seven ranks",
                    &seven,
                ),
            ] {
                text.push_str(&format!(
                    "\n/// Rows of the table of {what}.\n#[rustfmt::skip]\npub(crate) static {name}: [u16; super::hash::ROWS] = [\n"
                ));
                for chunk in offsets.chunks(12) {
                    let line: Vec<String> = chunk.iter().map(|o| format!("{o:#06x},")).collect();
                    text.push_str(&format!("    {}\n", line.join(" ")));
                }
                text.push_str("];\n");
            }
            std::fs::write(
                concat!(env!("CARGO_MANIFEST_DIR"), "/src/cards/eval/offsets.rs"),
                text,
            )
            .unwrap_or_else(|e| panic!("cannot write offsets.rs: {e}"));
        }
        assert!(
            all == OFFSETS && seven == SEVEN_DISPLACEMENTS,
            "offsets.rs is stale: regenerate it"
        );
    }
}
