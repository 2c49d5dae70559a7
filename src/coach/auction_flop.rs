//! The coach at an Auction Flop decision on a flop: what the flop would make of the seat's hand,
//! named exactly ("a straight, nine high"), and what that is worth: the chances of finishing
//! first, second and third with the flop and without it (by simulated ends of the hand against
//! the other seats' hidden hands), turned into chips of the pot. A made straight is worth
//! more than a pair because it moves those chances more, not because of a rule of thumb.

use rand::SeedableRng;
use rand::rngs::StdRng;

use crate::bots::auction_flop::{Placing, choose_discard, is_last_needing, placing};
use crate::cards::{CardSet, Suit, evaluate};
use crate::engine::Chips;
use crate::engine::auction_flop::discard_fee;
use crate::engine::auction_flop::{AuctionFlopLegal, AuctionFlopPhase, AuctionFlopView};
use crate::narration::cards_text;

/// Simulated ends of the hand for each estimate.
const SAMPLES: u32 = 800;

/// Expected shares of the pot closer than this (1% of the pot) are alike. Two keeps of as many
/// cards differ by their cards alone, but a card still to come can pair either, so the
/// simulation's estimates of them stray by about half a percent; between such keeps the hand
/// they make decides.
const ALIKE: f64 = 0.01;

/// What the flop on offer is worth to the view's seat.
#[derive(Debug, Clone, PartialEq)]
pub struct FlopValue {
    /// The flop cards the seat does best to keep.
    pub keep: CardSet,
    /// Where the seat finishes keeping `keep`, and without the flop (random cards instead).
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
    let (keep, with) = best_keep(view)?;
    let without = placing(
        view,
        view.cards,
        &mut StdRng::seed_from_u64(seed(view)),
        SAMPLES,
    );
    let chips = (with.share - without.share) * f64::from(view.pot);
    Some(FlopValue {
        keep,
        with,
        without,
        chips,
    })
}

/// The flop cards the seat does best to keep, and where it finishes with them. Of each number
/// of cards the rules allow, the keep with the largest expected share of the pot, or, among
/// keeps whose shares are alike, the one that makes the better hand (a kicker counts when the
/// kind of hand is equal); then, of those, the one with the largest share. Every keep is
/// simulated against the same hands for the other seats, so the keeps differ by their cards
/// alone. `None` without a flop.
fn best_keep(view: &AuctionFlopView) -> Option<(CardSet, Placing)> {
    let flop = view.flop?;
    let (least, most) = AuctionFlopLegal::keeping(view.seat, view.cards.len()).keep;
    let keeps: Vec<(CardSet, Placing)> = (1u8..8)
        .map(|mask| -> CardSet {
            (0..3)
                .filter(|i| mask & (1 << i) != 0)
                .map(|i| flop[i])
                .collect()
        })
        .filter(|keep| (least..=most).contains(&keep.len()))
        .map(|keep| {
            let mut rng = StdRng::seed_from_u64(seed(view));
            (
                keep,
                placing(view, view.cards.union(keep), &mut rng, SAMPLES),
            )
        })
        .collect();
    (least..=most)
        .filter_map(|count| {
            let same: Vec<&(CardSet, Placing)> =
                keeps.iter().filter(|(k, _)| k.len() == count).collect();
            let top = same.iter().map(|(_, p)| p.share).fold(f64::MIN, f64::max);
            same.into_iter()
                .filter(|(_, p)| p.share >= top - ALIKE)
                .max_by_key(|(k, _)| evaluate(view.cards.union(*k)))
                .copied()
        })
        .max_by(|a, b| a.1.share.total_cmp(&b.1.share))
}

/// The seed of a spot's simulations: the seat's cards and the flop alone, so the advice at the
/// flop's auction and the suggestion when its cards are picked quote the same chances.
fn seed(view: &AuctionFlopView) -> u64 {
    let flop: CardSet = view
        .flop
        .map(|f| f.into_iter().collect())
        .unwrap_or_default();
    view.cards.bits() ^ flop.bits().rotate_left(17)
}

/// A simulated chance in whole percents; never 100% or 0%, which a simulation cannot show
/// ("over 99%", "under 1%").
fn percent(p: f64) -> String {
    if p >= 0.995 {
        "over 99%".to_string()
    } else if p < 0.005 {
        "under 1%".to_string()
    } else {
        format!("{:.0}%", p * 100.0)
    }
}

/// The chances of finishing first, second and third in whole percents that, with the chance
/// of finishing lower, add up to 100 (largest remainders round up), so "90% / 10% / 1%" is
/// never shown for chances that cannot pass 100%.
fn places(p: &Placing) -> String {
    let shares = [
        p.places[0],
        p.places[1],
        p.places[2],
        (1.0 - p.places.iter().sum::<f64>()).max(0.0),
    ];
    let mut whole: Vec<u32> = shares.iter().map(|x| (x * 100.0).floor() as u32).collect();
    let mut order: Vec<usize> = (0..4).collect();
    order.sort_by(|&a, &b| {
        let rest = |i: usize| shares[i] * 100.0 - f64::from(whole[i]);
        rest(b).total_cmp(&rest(a))
    });
    let short = 100u32.saturating_sub(whole.iter().sum());
    for &i in order.iter().take(short as usize) {
        whole[i] += 1;
    }
    let shown = |i: usize| match whole[i] {
        0 => "under 1%".to_string(),
        100 if shares[i] < 1.0 => "over 99%".to_string(),
        w => format!("{w}%"),
    };
    format!("{} / {} / {}", shown(0), shown(1), shown(2))
}

/// The coach's lines for a flop decision (a bid, a pass, or the reverse auction's take or
/// offer): what the flop makes, what it is worth, who gets flops free, and last, at the
/// seat's own choice, how that compares with the price.
pub fn flop_advice(view: &AuctionFlopView, ascii: bool) -> Vec<String> {
    let Some(v) = flop_value(view) else {
        return Vec::new();
    };
    let now = evaluate(view.cards);
    let after = evaluate(view.cards.union(v.keep));
    let kept: Vec<_> = v.keep.iter().collect();
    let makes = if view.cards.is_empty() {
        // Nothing held yet: the flop's cards are the hand's first.
        format!(
            "Keeping {} would give you {}.",
            cards_text(&kept, ascii),
            after.phrase()
        )
    } else if after.category() > now.category() {
        format!(
            "Keeping {} would turn your {} into {}.",
            cards_text(&kept, ascii),
            now.bare_phrase(),
            after.phrase()
        )
    } else if let Some(draw) = draw_words(view.cards, v.keep) {
        format!(
            "Keeping {} would give you {draw} ({} as it stands).",
            cards_text(&kept, ascii),
            after.phrase()
        )
    } else if after > now {
        format!(
            "Keeping {} would leave you with {} (better side cards, not a better kind of hand).",
            cards_text(&kept, ascii),
            after.phrase()
        )
    } else {
        format!(
            "This flop does not improve your {}; its best cards would be {}.",
            now.bare_phrase(),
            cards_text(&kept, ascii)
        )
    };
    let n = v.chips.abs().round();
    let chips = if n == 1.0 { "chip" } else { "chips" };
    let effect = if n == 0.0 {
        "a difference of less than a chip".to_string()
    } else if v.chips > 0.0 {
        format!("worth about {n:.0} {chips}")
    } else {
        format!("it would cost you about {n:.0} {chips}")
    };
    let (with_share, without_share) = (percent(v.with.share), percent(v.without.share));
    let shares = if with_share == without_share {
        format!("about the same share of the pot expected ({with_share})")
    } else {
        format!("{with_share} of the pot expected instead of {without_share}")
    };
    let worth = format!(
        "The others' hands are played out the way seats usually play theirs: keeping pairs and high cards and filling up from flops, so most end with two pair or better. Against them your chances of finishing first / second / third are {} with it, {} without. That is {shares}: {effect} of the pot of {} as it stands.{}",
        places(&v.with),
        places(&v.without),
        view.pot,
        still_needed(view, v.keep)
    );
    let mut lines = vec![makes, worth];
    let price_line = match (view.phase, view.legal) {
        (AuctionFlopPhase::Auction, Some(l)) => l
            .bid
            .map(|price| price_words(price, v.chips, "Bidding", "a bid")),
        (AuctionFlopPhase::Reverse, Some(l)) => Some(if n == 0.0 {
            "Taking it costs nothing and changes little: take it.".to_string()
        } else if v.chips > 0.0 {
            "Taking it costs nothing and it helps you: take it.".to_string()
        } else {
            let most = (-v.chips).floor();
            match l.offer {
                Some(offer) if f64::from(offer) <= most => format!(
                    "It would cost you about {n:.0} {chips}: offering {offer} not to take it is cheaper."
                ),
                Some(offer) => format!(
                    "It would cost you less than the next offer of {offer} not to take it: take it."
                ),
                None => format!("It would cost you about {n:.0} {chips}: take it."),
            }
        }),
        _ => None,
    };
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
    // The verdict last, so a small panel keeps it under every page.
    lines.extend(price_line);
    lines
}

/// The sentence, with a leading space, when keeping `keep` leaves `view`'s seat short of five
/// cards: the chances count the cards still needed as free random ones, while later flops
/// may cost bids; for the last seat needing cards, as the best of the next free flop (see
/// [`placing`]). Empty when the keep completes the hand.
fn still_needed(view: &AuctionFlopView, keep: CardSet) -> String {
    let last_needing = is_last_needing(view);
    match 5u32.saturating_sub(view.cards.len() + keep.len()) {
        0 => String::new(),
        1 if last_needing => " You would still need 1 card: as the last seat needing cards you get the next flop free, and the chances count you keeping its best card.".to_string(),
        n if last_needing => format!(" You would still need {n} cards: as the last seat needing cards you get every later flop free, and the chances count you keeping the best card of each, one flop for each card."),
        1 => " You would still need 1 card; it is counted here as a free random one, though a later flop may cost a bid.".to_string(),
        n => format!(" You would still need {n} cards; they are counted here as free random ones, though later flops may cost bids."),
    }
}

/// The draw keeping `keep` makes of `held` while the hand is still short of five cards. A
/// hand ends with exactly five cards, so a flush needs every card of one suit and a straight
/// every card of a different rank within five in a row (the ace also low): three or four
/// cards that can still make one are named ("four clubs toward a flush", "four cards toward a
/// straight"); cards that no longer can are not.
fn draw_words(held: CardSet, keep: CardSet) -> Option<String> {
    let all = held.union(keep);
    let n = all.len();
    if !(3..5).contains(&n) || keep.is_empty() {
        return None;
    }
    let count = ["", "one", "two", "three", "four"][n as usize];
    let flush = Suit::ALL
        .into_iter()
        .find(|&suit| all.suit_mask(suit).count_ones() == n);
    let ranks = Suit::ALL
        .iter()
        .fold(0u32, |m, &suit| m | all.suit_mask(suit));
    let wheel = (ranks << 1) | ((ranks >> 12) & 1);
    let straight =
        ranks.count_ones() == n && (0..10).any(|low| ((wheel >> low) & 0b11111).count_ones() == n);
    // "In a row" only for ranks with no gap between them (4 5 6 7, not 4 5 7 8).
    let in_a_row = (0..13).any(|low| {
        let run = ((1u32 << n) - 1) << low;
        wheel & run == run
    });
    match (flush, straight) {
        (Some(suit), true) if in_a_row => Some(format!(
            "{count} {} in a row toward a straight or a flush",
            suit.name().to_lowercase()
        )),
        (Some(suit), true) => Some(format!(
            "{count} {} toward a flush, and toward a straight with a gap to fill",
            suit.name().to_lowercase()
        )),
        (Some(suit), false) => Some(format!(
            "{count} {} toward a flush",
            suit.name().to_lowercase()
        )),
        (None, true) => Some(format!("{count} cards toward a straight")),
        (None, false) => None,
    }
}

/// The coach's suggestion when the seat has bought (or been given) a flop and picks the cards
/// to keep: the keep [`flop_value`] names, what it makes, and the share of the pot expected
/// with it, the suggestion last; the same keep the advice at the auction named. Nothing
/// outside that choice.
pub fn keep_suggestion(view: &AuctionFlopView, ascii: bool) -> Vec<String> {
    if view.phase != AuctionFlopPhase::Keep || view.to_act != Some(view.seat) {
        return Vec::new();
    }
    let Some(v) = flop_value(view) else {
        return Vec::new();
    };
    let kept: Vec<_> = v.keep.iter().collect();
    let named = cards_text(&kept, ascii);
    let after = evaluate(view.cards.union(v.keep));
    let still = still_needed(view, v.keep);
    // The chances first, the suggestion last and short, so a small panel keeps it in view.
    vec![
        format!(
            "Keeping {named}, you finish first / second / third {} of the time against the others' hands played out the way seats usually play theirs (most end with two pair or better), {} of the pot expected.{still}",
            places(&v.with),
            percent(v.with.share)
        ),
        format!(
            "Suggestion: keep {named}, for {}.",
            draw_words(view.cards, v.keep).unwrap_or_else(|| after.phrase())
        ),
    ]
}

/// The coach's suggestion at the discard: the cards the `medium` and `hard` bots would throw
/// away ([`choose_discard`]: keep the cards that make the hand, and pay to replace the rest
/// only while the fee is worth the draw), with the fee and what the kept cards make. Empty
/// outside this seat's discard.
pub fn discard_suggestion(view: &AuctionFlopView, ascii: bool) -> Vec<String> {
    let Some(legal) = view.legal.filter(|l| l.phase == AuctionFlopPhase::Discard) else {
        return Vec::new();
    };
    let throw = choose_discard(view, &legal);
    let kept = view.cards.difference(throw);
    if throw.is_empty() {
        return vec![format!(
            "Suggestion: throw away nothing and keep {}, as the bots would: no card is worth its fee to replace.",
            evaluate(kept).phrase()
        )];
    }
    let thrown: Vec<_> = throw.iter().collect();
    let kept_cards: Vec<_> = kept.iter().collect();
    let makes = draw_words(CardSet::EMPTY, kept).unwrap_or_else(|| evaluate(kept).phrase());
    let fee = discard_fee(throw.len());
    vec![format!(
        "Suggestion: throw away {} for {fee} chip{}, as the bots would, and keep {} ({makes}); flops will offer cards for the rest.",
        cards_text(&thrown, ascii),
        if fee == 1 { "" } else { "s" },
        cards_text(&kept_cards, ascii),
    )]
}

/// "Bidding 3 is below that value" and the like.
fn price_words(price: Chips, value: f64, verb: &str, noun: &str) -> String {
    // A worth that rounds to nothing is 0, never "-0".
    let shown = value.round() + 0.0;
    if shown < 0.0 {
        // Not "1 costs more than that" beside a cost of 2: the card is not worth having.
        format!(
            "Keeping this flop's best cards would lower your chances, so {noun} for it does not pay: passing is better."
        )
    } else {
        // The worth is named, not "that": at 80x24 the verdict stays in view on every page,
        // away from the sentence that gives the figure.
        let chips = if shown == 1.0 { "chip" } else { "chips" };
        let worth = format!("the flop's worth to you (about {shown:.0} {chips})");
        if f64::from(price) < shown {
            format!("{verb} {price} costs less than {worth}: {noun} pays.")
        } else if f64::from(price) == shown {
            format!("{verb} {price} costs about {worth}.")
        } else {
            format!("{verb} {price} costs more than {worth}: passing is better.")
        }
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

    fn card(text: &str) -> Card {
        text.parse().expect("a card")
    }

    /// The discard-phase view of seat 0 (the first to act) dealt `held`.
    fn at_discard(held: &str) -> AuctionFlopView {
        let setup = AuctionFlopSetup {
            stacks: vec![300; 3],
            ante: 3,
            dealer: Seat(2),
            reshuffle_seed: 1,
        };
        let mut order = cards(held);
        let rest: Vec<Card> = Card::all().filter(|c| !order.contains(c)).collect();
        order.extend(rest);
        let deck = Deck::from_order(&order).expect("a deck");
        let hand = AuctionFlopHand::new(setup, deck).expect("a hand");
        hand.view(Seat(0))
    }

    #[test]
    fn the_discard_suggestion_names_the_cards_the_fee_and_what_is_kept() {
        let view = at_discard("Ac Ad 8s Td 6h");
        let legal = view.legal.expect("seat 0 discards");
        let throw = choose_discard(&view, &legal);
        assert!(!throw.is_empty() && !throw.contains(card("Ac")) && !throw.contains(card("Ad")));
        let text = discard_suggestion(&view, true).join(" ");
        let thrown: Vec<Card> = throw.iter().collect();
        assert!(
            text.starts_with(&format!(
                "Suggestion: throw away {} for {} chip",
                cards_text(&thrown, true),
                discard_fee(throw.len())
            )),
            "{text}"
        );
        assert!(text.contains("a pair of aces"), "{text}");
        // Beside a pair, the higher side card is the one kept.
        let pair = at_discard("4c 5s 6h 6s Qc");
        let legal = pair.legal.expect("seat 0 discards");
        let throw = choose_discard(&pair, &legal);
        assert!(!throw.contains(card("Qc")), "{throw:?}");
        assert!(throw.contains(card("4c")), "{throw:?}");
        // A made straight keeps every card.
        let straight = at_discard("5c 6d 7h 8s 9c");
        assert_eq!(
            discard_suggestion(&straight, true),
            vec!["Suggestion: throw away nothing and keep a straight, nine high, as the bots would: no card is worth its fee to replace.".to_string()]
        );
        // Nothing to suggest once the discards are done.
        let later = straight_flop().expect("a flop");
        assert!(discard_suggestion(&later, true).is_empty());
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

    /// The straight test's spot with seat 0 holding `held` instead, offered `flop`.
    fn spot(held: &str, flop: &str) -> AuctionFlopView {
        let Some(mut view) = straight_flop() else {
            panic!("the scripted hand could not be dealt");
        };
        view.cards = cards(held).into_iter().collect();
        view.counts[0] = view.cards.len();
        let f = cards(flop);
        view.flop = Some([f[0], f[1], f[2]]);
        view
    }

    /// The keep the coach names in `view`, after checking that the chances it quotes are that
    /// keep's and that no other keep the rules allow finishes better (by more than the
    /// simulation can tell).
    fn named_keep(view: &AuctionFlopView) -> CardSet {
        let value = flop_value(view).expect("a flop");
        let simulate = |keep: CardSet| {
            let mut rng = StdRng::seed_from_u64(seed(view));
            placing(view, view.cards.union(keep), &mut rng, SAMPLES)
        };
        assert_eq!(
            value.with,
            simulate(value.keep),
            "the chances are the named keep's"
        );
        let flop = view.flop.expect("a flop");
        let (least, most) = AuctionFlopLegal::keeping(view.seat, view.cards.len()).keep;
        for mask in 1u8..8 {
            let keep: CardSet = (0..3)
                .filter(|i| mask & (1 << i) != 0)
                .map(|i| flop[i])
                .collect();
            if (least..=most).contains(&keep.len()) {
                assert!(
                    simulate(keep).share <= value.with.share + ALIKE,
                    "{keep} finishes better than {}",
                    value.keep
                );
            }
        }
        value.keep
    }

    #[test]
    fn the_chances_of_each_place_never_add_up_past_100() {
        let at = |a: f64, b: f64, c: f64| {
            places(&Placing {
                places: [a, b, c],
                share: 0.0,
            })
        };
        // 90.4 + 9.5 + 0.6 rounded alone would read 90 / 10 / 1.
        assert_eq!(at(0.904, 0.095, 0.001), "90% / 10% / under 1%");
        assert_eq!(at(0.4436, 0.3762, 0.1502), "44% / 38% / 15%");
        assert_eq!(at(0.999, 0.001, 0.0), "over 99% / under 1% / under 1%");
    }

    #[test]
    fn the_named_keep_is_the_best_one_and_a_kicker_decides_between_equal_hands() {
        let set = |text: &str| -> CardSet { text.parse().expect("cards") };
        // Keeping exactly one: every card makes three sixes, the ace the best kicker.
        let sixes = spot("5s 6h 6s 6d", "4d 2s Ac");
        assert_eq!(named_keep(&sixes), set("Ac"));
        let text = flop_advice(&sixes, true).join(" ");
        assert!(
            text.contains("Keeping Ac would leave you with three of a kind, sixes"),
            "{text}"
        );
        // A pair of aces and exactly one to keep: the king.
        assert_eq!(named_keep(&spot("Ac Ad 7c 2h", "3s Kd 8h")), set("Kd"));
        // One card still to come could pair any of them alike: the nine, the best kicker.
        assert_eq!(named_keep(&spot("Td Ac Ad", "9s 2c 4d")), set("9s"));
        // A pair of aces alone, one to three to keep: one card, so two more come from free
        // flops. Which one is the simulation's call (the other seats keep their high cards,
        // so a low card is likelier to pair); `named_keep` checks no other keep does better.
        let aces = named_keep(&spot("Ac Ad", "3s Kd 8h"));
        assert_eq!(aces.len(), 1, "{aces}");
        // A pair of sixes keeping one or two: the ace is among them.
        let pair = named_keep(&spot("5s 6h 6s", "Tc 8h As"));
        assert!(pair.contains(card("As")), "{pair}");
    }

    #[test]
    fn the_seat_picking_its_flop_cards_is_told_which_to_keep() {
        // The other seats kept all five cards, so seat 0 is the last needing cards and is
        // given the flop: it picks what to keep.
        let Some(view) = straight_flop() else {
            panic!("the scripted hand could not be dealt");
        };
        assert_eq!(view.phase, AuctionFlopPhase::Keep);
        let lines = keep_suggestion(&view, true);
        // 5 6 7 with 8 9 from the flop: the straight, the keep the flop's advice names; the
        // suggestion is the last line and short, the chances before it.
        let named = flop_value(&view).expect("a flop").keep;
        assert_eq!(named, "8s9c".parse::<CardSet>().expect("cards"));
        assert_eq!(
            lines.last().map(String::as_str),
            Some("Suggestion: keep 8s 9c, for a straight, nine high.")
        );
        let text = lines.join(" ");
        assert!(
            text.starts_with("Keeping 8s 9c, you finish first / second / third "),
            "{text}"
        );
        assert!(
            text.contains(&places(&flop_value(&view).expect("a flop").with)),
            "{text}"
        );
        // The chances are those the advice at the flop's auction quoted for this keep.
        let mut at_auction = view.clone();
        at_auction.phase = AuctionFlopPhase::Auction;
        let advice = flop_advice(&at_auction, true).join(" ");
        let with = places(&flop_value(&view).expect("a flop").with);
        assert!(advice.contains(&format!("{with} with it")), "{advice}");
        // A keep that leaves the hand short, with another seat still needing cards, says the
        // cards still needed are counted as free random ones.
        let mut aces = spot("Ac Ad", "3s Kd 8h");
        aces.counts[1] = 3;
        let keep = flop_value(&aces).expect("a flop").keep;
        let text = keep_suggestion(&aces, true).join(" ");
        let short = 3 - keep.len();
        assert!(short > 0, "{keep}");
        let need = if short == 1 {
            "You would still need 1 card; it is counted here as a free random one".to_string()
        } else {
            format!("You would still need {short} cards; they are counted here as free random ones")
        };
        assert!(text.contains(&need), "{text}");
        // Nothing to pick while a flop is being auctioned, nor for a seat not picking.
        let mut auction = view.clone();
        auction.phase = AuctionFlopPhase::Auction;
        assert!(keep_suggestion(&auction, true).is_empty());
        let mut other = view.clone();
        other.to_act = Some(Seat(1));
        assert!(keep_suggestion(&other, true).is_empty());
    }

    #[test]
    fn a_bid_verdict_names_the_worth_it_weighs() {
        assert_eq!(
            price_words(3, 1.2, "Bidding", "a bid"),
            "Bidding 3 costs more than the flop's worth to you (about 1 chip): passing is better."
        );
        assert_eq!(
            price_words(2, 4.4, "Bidding", "a bid"),
            "Bidding 2 costs less than the flop's worth to you (about 4 chips): a bid pays."
        );
    }

    #[test]
    fn the_last_seat_needing_cards_keeps_a_draw_it_will_complete_from_free_flops() {
        // Three hearts, offered the ace of clubs and the three of hearts. The last seat needing
        // cards picks its fifth card from each free flop of three, so the four hearts are
        // worth more than the ace; with another seat still needing cards, later flops may go
        // elsewhere and the next card is counted as a random one.
        let last = spot("5h 7h Th", "Ac 2s 3h");
        assert_eq!(named_keep(&last), "3h".parse::<CardSet>().expect("cards"));
        let text = keep_suggestion(&last, true).join(" ");
        assert!(
            text.contains("as the last seat needing cards you get the next flop free, and the chances count you keeping its best card"),
            "{text}"
        );
        assert!(!text.contains("free random"), "{text}");
        assert!(
            text.ends_with("Suggestion: keep 3h, for four hearts toward a flush."),
            "{text}"
        );
        let mut shared = spot("5h 7h Th", "Ac 2s 3h");
        shared.counts[1] = 3;
        let text = flop_advice(&shared, true).join(" ");
        assert!(text.contains("counted here as a free random one"), "{text}");
    }

    #[test]
    fn a_card_kept_for_a_draw_is_named_for_the_draw_not_for_a_kicker() {
        // Three clubs and a club on offer: the club is kept for the flush it draws to.
        let mut clubs = spot("7c Tc Jc", "6c 8h Ks");
        clubs.counts[1] = 3;
        let text = flop_advice(&clubs, true).join(" ");
        assert!(
            text.contains(
                "Keeping 6c would give you four clubs toward a flush (jack high as it stands)."
            ),
            "{text}"
        );
        assert!(
            text.contains("You would still need 1 card; it is counted here as a free random one"),
            "{text}"
        );
        assert!(!text.contains("side card"), "{text}");
        let set = |t: &str| -> CardSet { t.parse().expect("cards") };
        assert_eq!(
            draw_words(set("6s8sQs"), set("Ks")).as_deref(),
            Some("four spades toward a flush")
        );
        assert_eq!(
            draw_words(set("7d8c"), set("9h")).as_deref(),
            Some("three cards toward a straight")
        );
        // The ace plays low too.
        assert_eq!(
            draw_words(set("2d3c4h"), set("As")).as_deref(),
            Some("four cards toward a straight")
        );
        // Four to a straight from two held and two kept.
        assert_eq!(
            draw_words(set("QcKh"), set("JcTc")).as_deref(),
            Some("four cards toward a straight")
        );
        // A hand ends with five cards: a card of another suit, a pair, or ranks too far
        // apart leave no flush or straight to draw to.
        assert_eq!(draw_words(set("6s8sQs"), set("2d")), None);
        assert_eq!(draw_words(set("QcKdKs"), set("Jd")), None);
        assert_eq!(draw_words(set("QcKhKs"), set("Ac")), None);
        assert_eq!(
            draw_words(set("2c9c"), set("Kc")).as_deref(),
            Some("three clubs toward a flush")
        );
        assert_eq!(draw_words(set("2c9d"), set("Kd")), None);
        // Both at once.
        assert_eq!(
            draw_words(set("8h9h"), set("Th")).as_deref(),
            Some("three hearts in a row toward a straight or a flush")
        );
        // A gap in the ranks is not "in a row": only the card that fills it makes the
        // straight.
        assert_eq!(
            draw_words(set("4h5h7h"), set("8h")).as_deref(),
            Some("four hearts toward a flush, and toward a straight with a gap to fill")
        );
        assert_eq!(
            draw_words(set("4h5h6h"), set("7h")).as_deref(),
            Some("four hearts in a row toward a straight or a flush")
        );
        // A full hand: nothing named.
        assert_eq!(draw_words(set("6s8sQsJs"), set("2s")), None);
    }

    #[test]
    fn the_hand_you_hold_reads_without_its_article_after_your() {
        let text = flop_advice(&spot("Ac Ad 7c 2h", "Ah 3s 9d"), true).join(" ");
        assert!(
            text.contains("Keeping Ah would turn your pair of aces into three of a kind, aces."),
            "{text}"
        );
        assert!(!text.contains("your a "), "{text}");
    }

    #[test]
    fn with_no_cards_held_the_flop_gives_a_hand_and_improves_none() {
        let text = flop_advice(&spot("", "7c 7h 4h"), true).join(" ");
        assert!(text.contains("would give you a pair of sevens."), "{text}");
        assert!(!text.contains("two high"), "{text}");
        assert!(!text.contains("turn your"), "{text}");
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
