//! Exact heads-up preflop equity by table. Every pair of two-card hands, up to a change of
//! suits (swapping suits changes no equity), is stored once with its win and tie counts over
//! all 1,712,304 boards, in `assets/preflop_matchups.bin`: 9 bytes an entry (the pair's key,
//! the first hand's wins, the ties; the second hand's wins are the rest), sorted by key. The
//! ignored test `every_matchup_in_the_table_is_exact` recomputes every entry with the
//! enumeration and rewrites the file when asked. With dead cards or a board the enumeration
//! counts instead.

use crate::cards::card::Card;

/// Boards of a heads-up preflop deal: 48 cards choose 5.
pub(super) const BOARDS: u64 = 1_712_304;

/// The table, as written by the generator test.
static TABLE: &[u8] = include_bytes!("../../../assets/preflop_matchups.bin");

/// Bytes per entry: key, first hand's wins, ties, each three bytes little-endian.
const ENTRY: usize = 9;

/// The 24 ways to rename the four suits.
const PERMUTATIONS: [[u8; 4]; 24] = {
    let mut out = [[0u8; 4]; 24];
    let mut n = 0;
    let mut a = 0;
    while a < 4 {
        let mut b = 0;
        while b < 4 {
            let mut c = 0;
            while c < 4 {
                let d = 6 - a - b - c;
                if a != b && a != c && b != c {
                    out[n] = [a as u8, b as u8, c as u8, d as u8];
                    n += 1;
                }
                c += 1;
            }
            b += 1;
        }
        a += 1;
    }
    out
};

/// `card` with its suit renamed by `p`.
fn renamed(card: Card, p: &[u8; 4]) -> u32 {
    u32::from(card.index() & !3) | u32::from(p[usize::from(card.index() & 3)])
}

/// Two cards as 12 bits, the higher index first.
fn pack(a: u32, b: u32) -> u32 {
    (a.max(b) << 6) | a.min(b)
}

/// The matchup's key (the smallest over every renaming of suits and both orders of the
/// hands) and whether the hands are in the other order in it.
pub(super) fn canonical(h0: [Card; 2], h1: [Card; 2]) -> (u32, bool) {
    let mut best = (u32::MAX, false);
    for p in &PERMUTATIONS {
        let k0 = pack(renamed(h0[0], p), renamed(h0[1], p));
        let k1 = pack(renamed(h1[0], p), renamed(h1[1], p));
        best = best.min(((k0 << 12) | k1, false));
        best = best.min(((k1 << 12) | k0, true));
    }
    best
}

fn read24(bytes: &[u8]) -> u64 {
    bytes
        .iter()
        .rev()
        .fold(0u64, |acc, &b| (acc << 8) | u64::from(b))
}

/// Wins of `h0`, wins of `h1` and ties over every board, if the table holds the matchup
/// (it holds every pair of disjoint two-card hands; `None` only for overlapping hands).
pub(super) fn lookup(h0: [Card; 2], h1: [Card; 2]) -> Option<(u64, u64, u64)> {
    let (key, swapped) = canonical(h0, h1);
    let entries = TABLE.len() / ENTRY;
    let (mut lo, mut hi) = (0usize, entries);
    while lo < hi {
        let mid = (lo + hi) / 2;
        let at = mid * ENTRY;
        let k = read24(TABLE.get(at..at + 3)?);
        match k.cmp(&u64::from(key)) {
            std::cmp::Ordering::Less => lo = mid + 1,
            std::cmp::Ordering::Greater => hi = mid,
            std::cmp::Ordering::Equal => {
                let first = read24(TABLE.get(at + 3..at + 6)?);
                let tie = read24(TABLE.get(at + 6..at + 9)?);
                let second = BOARDS.checked_sub(first + tie)?;
                return Some(if swapped {
                    (second, first, tie)
                } else {
                    (first, second, tie)
                });
            }
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::CardSet;
    use crate::cards::card::{Rank, Suit};
    use crate::cards::eval::{Evaluator, HandKey};
    use rand::SeedableRng;
    use rand::rngs::StdRng;
    use rand::seq::SliceRandom;

    /// The two hands of `key`, in its order.
    fn hands_of(key: u32) -> Option<([Card; 2], [Card; 2])> {
        let card = |shift: u32| -> Option<Card> {
            let i = u8::try_from((key >> shift) & 63).ok()?;
            let (rank, suit) = (Rank::from_index(i / 4)?, Suit::from_index(i % 4)?);
            Some(Card::new(rank, suit))
        };
        Some(([card(18)?, card(12)?], [card(6)?, card(0)?]))
    }

    /// Every matchup key, sorted: one per class of pairs of disjoint two-card hands.
    fn all_keys() -> Vec<u32> {
        let cards: Vec<Card> = Card::all().collect();
        let mut keys = std::collections::BTreeSet::new();
        for a in 0..52 {
            for b in a + 1..52 {
                for c in 0..52 {
                    for d in c + 1..52 {
                        if [c, d].iter().any(|x| *x == a || *x == b) || (c, d) < (a, b) {
                            continue;
                        }
                        keys.insert(canonical([cards[a], cards[b]], [cards[c], cards[d]]).0);
                    }
                }
            }
        }
        keys.into_iter().collect()
    }

    /// The enumeration's counts for `h0` against `h1`.
    fn enumerated(h0: [Card; 2], h1: [Card; 2]) -> (u64, u64, u64) {
        let used: CardSet = h0.iter().chain(&h1).copied().collect();
        let avail: Vec<Card> = Card::all().filter(|c| !used.contains(*c)).collect();
        let keys: Vec<HandKey> = avail.iter().map(|&c| HandKey::board_of(&[c])).collect();
        super::super::preflop::heads_up_preflop(
            &avail,
            &keys,
            HandKey::of(&h0),
            HandKey::of(&h1),
            Evaluator::get(),
        )
    }

    #[test]
    fn the_table_agrees_with_the_enumeration_on_random_matchups() {
        let mut rng = StdRng::seed_from_u64(7);
        let mut deck: Vec<Card> = Card::all().collect();
        for _ in 0..40 {
            deck.shuffle(&mut rng);
            let (h0, h1) = ([deck[0], deck[1]], [deck[2], deck[3]]);
            assert_eq!(lookup(h0, h1), Some(enumerated(h0, h1)), "{h0:?} v {h1:?}");
        }
    }

    #[test]
    fn renaming_suits_or_swapping_hands_keeps_the_key() {
        let c = |s: &str| s.parse::<Card>().expect("card");
        let (k, swapped) = canonical([c("Ah"), c("As")], [c("Kd"), c("Kc")]);
        assert_eq!(canonical([c("Ac"), c("Ad")], [c("Kh"), c("Ks")]).0, k);
        let (k2, swapped2) = canonical([c("Kd"), c("Kc")], [c("Ah"), c("As")]);
        assert_eq!(k2, k);
        assert_ne!(swapped, swapped2);
        assert_eq!(TABLE.len() % ENTRY, 0);
    }

    /// Recomputes every entry (about a minute on two cores) and compares it with the table;
    /// with `FELT_WRITE_MATCHUPS=1` it writes the table instead.
    #[test]
    #[ignore]
    fn every_matchup_in_the_table_is_exact() {
        let keys = all_keys();
        let threads = 2;
        let chunks: Vec<Vec<u8>> = std::thread::scope(|s| {
            let handles: Vec<_> = (0..threads)
                .map(|t| {
                    let keys = &keys;
                    s.spawn(move || {
                        let mut out = Vec::new();
                        let per = keys.len().div_ceil(threads);
                        for &key in keys.iter().skip(t * per).take(per) {
                            let (h0, h1) = hands_of(key).expect("a key of two hands");
                            let (w0, _, tie) = enumerated(h0, h1);
                            for v in [u64::from(key), w0, tie] {
                                out.extend_from_slice(&v.to_le_bytes()[..3]);
                            }
                        }
                        out
                    })
                })
                .collect();
            handles
                .into_iter()
                .map(|h| h.join().expect("thread"))
                .collect()
        });
        let table: Vec<u8> = chunks.concat();
        if std::env::var_os("FELT_WRITE_MATCHUPS").is_some() {
            let path = concat!(env!("CARGO_MANIFEST_DIR"), "/assets/preflop_matchups.bin");
            std::fs::write(path, &table).expect("write the table");
        } else {
            assert_eq!(table.len(), TABLE.len());
            assert!(table == TABLE, "the table differs from the enumeration");
        }
    }
}
