//! The coach at an Auction Flop decision on a flop: what the flop would make of the seat's hand,
//! named exactly ("a straight, nine high"), and what that is worth: the chances of finishing
//! first, second and third with the flop and without it (by simulated ends of the hand against
//! the other seats' hidden hands), turned into chips of the pot. A made straight is worth
//! more than a pair because it moves those chances more, not because of a rule of thumb.

use rand::SeedableRng;
use rand::rngs::StdRng;

use crate::bots::auction_flop::{Placing, best_keep, placing};
use crate::cards::{CardSet, evaluate};
use crate::engine::Chips;
use crate::engine::auction_flop::{AuctionFlopPhase, AuctionFlopView};
use crate::narration::cards_text;

/// Simulated ends of the hand for each estimate.
const SAMPLES: u32 = 800;

/// What the flop on offer is worth to the view's seat.
#[derive(Debug, Clone, PartialEq)]
pub struct FlopValue {
    /// The flop cards the seat would keep.
    pub keep: CardSet,
    /// Where the seat finishes with the flop, and without it (random cards instead).
    pub with: Placing,
    pub without: Placing,
    /// The change in expected winnings, in chips of the pot as it stands.
    pub chips: f64,
}

/// The value of the flop on offer to `view`'s seat; `None` without a flop or when the seat
/// already holds five cards. The estimate's samples are seeded by what the seat sees, so the
/// same spot is always valued the same.
pub fn flop_value(view: &AuctionFlopView) -> Option<FlopValue> {
    view.flop?;
    if view.cards.len() >= 5 {
        return None;
    }
    let mut rng = StdRng::seed_from_u64(seed(view));
    let keep = best_keep(view);
    let with = placing(view, view.cards.union(keep), &mut rng, SAMPLES);
    let without = placing(view, view.cards, &mut rng, SAMPLES);
    let chips = (with.share - without.share) * f64::from(view.pot);
    Some(FlopValue {
        keep,
        with,
        without,
        chips,
    })
}

fn seed(view: &AuctionFlopView) -> u64 {
    let flop: CardSet = view
        .flop
        .map(|f| f.into_iter().collect())
        .unwrap_or_default();
    view.cards.bits() ^ flop.bits().rotate_left(17) ^ u64::from(view.pot).rotate_left(40)
}

fn percent(p: f64) -> String {
    format!("{:.0}%", p * 100.0)
}

fn places(p: &Placing) -> String {
    format!(
        "{} / {} / {}",
        percent(p.places[0]),
        percent(p.places[1]),
        percent(p.places[2])
    )
}

/// The coach's lines for a flop decision (a bid, a pass, or the reverse auction's take or
/// offer): what the flop makes, what it is worth, and how that compares with the price.
pub fn flop_advice(view: &AuctionFlopView, ascii: bool) -> Vec<String> {
    let Some(v) = flop_value(view) else {
        return Vec::new();
    };
    let now = evaluate(view.cards);
    let after = evaluate(view.cards.union(v.keep));
    let kept: Vec<_> = v.keep.iter().collect();
    let makes = if after.category() > now.category() {
        format!(
            "Keeping {} would turn your {} into {}.",
            cards_text(&kept, ascii),
            now.phrase(),
            after.phrase()
        )
    } else if after > now {
        format!(
            "Keeping {} would leave you with {} (better cards beside it, no better kind of hand).",
            cards_text(&kept, ascii),
            after.phrase()
        )
    } else {
        format!(
            "This flop does not improve your {}; its best cards would be {}.",
            now.phrase(),
            cards_text(&kept, ascii)
        )
    };
    let n = v.chips.abs().round();
    let chips = if n == 1.0 { "chip" } else { "chips" };
    let effect = if v.chips.round() >= 0.0 {
        format!("worth about {n:.0} {chips}")
    } else {
        format!("it would cost you about {n:.0} {chips}")
    };
    let worth = format!(
        "Chances of finishing first / second / third: {} with it, {} without. That is {} of the pot expected instead of {}: {effect} of the pot of {} as it stands.",
        places(&v.with),
        places(&v.without),
        percent(v.with.share),
        percent(v.without.share),
        view.pot
    );
    let mut lines = vec![makes, worth];
    let price_line = match (view.phase, view.legal) {
        (AuctionFlopPhase::Auction, Some(l)) => l
            .bid
            .map(|price| price_words(price, v.chips, "Bidding", "a bid")),
        (AuctionFlopPhase::Reverse, Some(l)) => Some(if v.chips >= 0.0 {
            "Taking it costs nothing and it helps you: take it.".to_string()
        } else {
            let most = (-v.chips).floor();
            match l.offer {
                Some(offer) if f64::from(offer) <= most => format!(
                    "It would cost you about {:.0} chips: offering {offer} not to take it is cheaper.",
                    -v.chips
                ),
                _ => format!(
                    "It would cost you about {:.0} chips, less than the next offer: take it.",
                    -v.chips
                ),
            }
        }),
        _ => None,
    };
    lines.extend(price_line);
    let needing = view
        .counts
        .iter()
        .enumerate()
        .filter(|&(s, &c)| s != view.seat.index() && c < 5)
        .count();
    lines.push(match needing {
        0 => "You are the last seat needing cards, so flops come to you free.".to_string(),
        1 => "One other seat still needs cards; the last one left gets flops free.".to_string(),
        n => format!("{n} other seats still need cards; the last one left gets flops free."),
    });
    lines
}

/// "Bidding 3 is below that value" and the like.
fn price_words(price: Chips, value: f64, verb: &str, noun: &str) -> String {
    let shown = value.round();
    if f64::from(price) < shown {
        format!("{verb} {price} costs less than that: {noun} pays.")
    } else if f64::from(price) == shown {
        format!("{verb} {price} costs about what it is worth.")
    } else {
        format!("{verb} {price} costs more than that: passing is better.")
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::{Card, Deck};
    use crate::engine::Seat;
    use crate::engine::auction_flop::{AuctionFlopAction, AuctionFlopHand, AuctionFlopSetup};

    fn cards(text: &str) -> Vec<Card> {
        text.split_whitespace()
            .map(|c| c.parse().expect("a card"))
            .collect()
    }

    #[test]
    fn phrases_name_the_hand_exactly() {
        let straight = evaluate(cards("5c 6d 7h 8s 9c").into_iter().collect());
        assert_eq!(straight.phrase(), "a straight, nine high");
        let pair = evaluate(cards("Kc Kd 7h").into_iter().collect());
        assert_eq!(pair.phrase(), "a pair of kings");
        let high = evaluate(cards("Ac 9d 7h").into_iter().collect());
        assert_eq!(high.phrase(), "ace high");
    }

    /// An Auction Flop hand where seat 0 holds 5 6 7 after discarding two, and the first flop
    /// holds 8 9 K: it makes a straight.
    fn straight_flop() -> Option<AuctionFlopView> {
        let setup = AuctionFlopSetup {
            stacks: vec![300; 4],
            ante: 3,
            dealer: Seat(3),
            reshuffle_seed: 1,
        };
        let mut order =
            cards("5c 6d 7h Qs Qd  2c 2d 3h 3s 4c  Tc Td Jh Js 4d  Ac Ad 2h 2s 3c  8s 9c Kd");
        let rest: Vec<Card> = Card::all().filter(|c| !order.contains(c)).collect();
        order.extend(rest);
        let deck = Deck::from_order(&order).ok()?;
        let mut hand = AuctionFlopHand::new(setup, deck).ok()?;
        let mut guard = 0;
        while hand.phase() == AuctionFlopPhase::Discard && guard < 10 {
            guard += 1;
            let seat = hand.to_act()?;
            let discard: CardSet = if seat == Seat(0) {
                cards("Qs Qd").into_iter().collect()
            } else {
                CardSet::EMPTY
            };
            hand.apply(seat, AuctionFlopAction::Discard(discard)).ok()?;
        }
        Some(hand.view(Seat(0)))
    }

    #[test]
    fn a_made_straight_is_named_and_worth_more_than_a_pair() {
        let Some(view) = straight_flop() else {
            panic!("the scripted hand could not be dealt");
        };
        let lines = flop_advice(&view, true);
        let text = lines.join(" ");
        assert!(text.contains("into a straight, nine high"), "{text}");
        assert!(!text.contains("worth a few chips"), "{text}");
        let value = flop_value(&view).expect("a flop");
        assert!(value.with.places[0] > value.without.places[0], "{value:?}");
        assert!(value.chips > 0.0, "{value:?}");
        // The same seat offered a flop that pairs its five instead.
        let mut pair = view.clone();
        let offered = cards("5s 2c Kh");
        pair.flop = Some([offered[0], offered[1], offered[2]]);
        let text = flop_advice(&pair, true).join(" ");
        assert!(text.contains("into a pair of fives"), "{text}");
        let pair_value = flop_value(&pair).expect("a flop");
        assert!(
            value.chips > pair_value.chips + 1.0,
            "{value:?} {pair_value:?}"
        );
    }
}
