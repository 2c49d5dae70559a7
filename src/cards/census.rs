//! Census: every seven-card hand counted by category, the slow exactness check behind the
//! evaluator (133,784,560 hands; run by an ignored test and the evaluator benchmark).

use super::card::Card;
use super::eval::{Evaluator, HandKey};

/// Counts every seven-card hand by category (index = `Category as usize`).
///
/// Each level of the nested loops adds one card's precomputed key to the key of the level
/// above, so the seventh card costs one addition and one lookup in a one-byte-per-hand table
/// of categories. The flush check is made once per six cards: when no suit holds four of
/// them (nine times in ten), no seventh card can make a flush and the inner loop reads
/// categories by rank key alone. The counts are kept in four lanes (by the seventh card's
/// place), so that hands in a row, which mostly share a category, do not each wait for the
/// previous count to be stored.
pub fn seven_card_census() -> [u64; 9] {
    let ev = Evaluator::get();
    let deck: Vec<Card> = Card::all().collect();
    let empty = HandKey::of(&[]);
    let card_keys: Vec<u64> = deck.iter().map(|&c| HandKey::card_key(c)).collect();
    let mut lanes = [[0u64; 256]; 4];
    for a in 0..52 {
        let ka = empty.with_card(deck[a]);
        for b in a + 1..52 {
            let kb = ka.with_card(deck[b]);
            for c in b + 1..52 {
                let kc = kb.with_card(deck[c]);
                for d in c + 1..52 {
                    let kd = kc.with_card(deck[d]);
                    for e in d + 1..52 {
                        let ke = kd.with_card(deck[e]);
                        for f in e + 1..52 {
                            let kf = ke.with_card(deck[f]);
                            if kf.live_suits(1) == 0 {
                                kf.count_sevens_without_flush(&card_keys[f + 1..], ev, &mut lanes);
                            } else {
                                for (i, &card) in deck[f + 1..].iter().enumerate() {
                                    let cat = kf.with_card(card).category_of_seven(ev);
                                    lanes[i & 3][usize::from(cat)] += 1;
                                }
                            }
                        }
                    }
                }
            }
        }
    }
    let mut counts = [0u64; 9];
    for lane in &lanes {
        for (c, n) in counts.iter_mut().zip(lane) {
            *c += n;
        }
    }
    counts
}
