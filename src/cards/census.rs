//! Census: every seven-card hand counted by category, the slow exactness check behind the
//! evaluator (133,784,560 hands; run by an ignored test and the evaluator benchmark).

use super::card::Card;
use super::eval::{Evaluator, HandKey};

/// Counts every seven-card hand by category (index = `Category as usize`).
///
/// Each level of the nested loops adds one card's precomputed key to the key of the level
/// above, so the seventh card costs one addition and one lookup in the seven-card table. The
/// counts are kept in four lanes (by the seventh card's place), so that hands in a row, which
/// mostly share a category, do not each wait for the previous count to be stored.
pub fn seven_card_census() -> [u64; 9] {
    let ev = Evaluator::get();
    let deck: Vec<Card> = Card::all().collect();
    let empty = HandKey::of(&[]);
    let singles: Vec<HandKey> = deck.iter().map(|&c| HandKey::board_of(&[c])).collect();
    let mut lanes = [[0u64; 9]; 4];
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
                            for (i, &card) in singles[f + 1..].iter().enumerate() {
                                let value = kf.combine(card).value_of_seven(ev);
                                lanes[i & 3][value.category() as usize] += 1;
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
