//! The Auction Flop table as words to draw, from the person's view: each seat's name, what the
//! flop's auction stands at, the key hint of each phase, and the teaching notes (what the
//! person's decision is, what the flop on offer would do for their hand, and after the hand who
//! won, why, and what it cost).

use felt::cards::{CardSet, evaluate};
use felt::coach::auction_flop::{discard_suggestion, flop_advice, keep_suggestion};
use felt::engine::auction_flop::{
    AuctionFlopEvent, AuctionFlopPhase, AuctionFlopView, PAYOUTS, Payout, discard_fee, payouts,
};
use felt::engine::{Chips, Seat};
use felt::narration::signed_words;

use crate::tui::input::{KeyAction, KeyMap};

/// Seat names around the table, the person first.
pub const NAMES: [&str; 6] = ["You", "West", "North", "East", "South-east", "South-west"];

/// What the flop's auction stands at, in words ("best bid 4 (East)").
pub fn auction_words(v: &AuctionFlopView, names: &[&str], me: Option<Seat>) -> String {
    let name = |s: Seat| names.get(s.index()).copied().unwrap_or(NAMES[0]);
    let (amount, holder) = v.auction;
    match v.phase {
        AuctionFlopPhase::Auction => holder.map_or("no bid yet".to_string(), |s| {
            format!("best bid {amount} ({})", name(s))
        }),
        AuctionFlopPhase::Reverse => holder
            .map_or("reverse auction: no offer yet".to_string(), |s| {
                format!("offer {amount} ({})", name(s))
            }),
        AuctionFlopPhase::Keep => v.to_act.map_or(String::new(), |s| {
            if Some(s) == me {
                "yours: pick the cards to keep".to_string()
            } else {
                format!("{} is choosing which cards to keep", name(s))
            }
        }),
        _ => String::new(),
    }
}

/// The teaching note for the person's decision in `view` (`selected`: the cards picked so
/// far; `names`: each seat's name; `keys`: the key table, whose keys it names).
pub fn teaching(
    view: &AuctionFlopView,
    selected: CardSet,
    names: &[&str],
    keys: &KeyMap,
) -> Vec<String> {
    let name = |s: Seat| names.get(s.index()).copied().unwrap_or(NAMES[0]);
    let mut lines = vec![holding_words(view.cards)];
    match view.legal {
        Some(l) if l.phase == AuctionFlopPhase::Discard => {
            lines.push("Throw away cards you do not want; flops later offer new ones. The fee for all you throw away grows: 1 chip for one card, 3 in all for two, then 6, 10 and 15 for three, four and five.".to_string());
            let k = selected.len();
            lines.push(format!(
                "Discarding {k} now costs {} (your chips pay for up to {} cards).",
                discard_fee(k),
                l.max_discards
            ));
            lines.push(format!(
                "The pot ({}) pays {}/{}/{}% to the three best hands; tied hands pool those shares and split them.",
                view.pot,
                PAYOUTS[0],
                PAYOUTS[1],
                PAYOUTS[2]
            ));
            lines.extend(discard_suggestion(view, false));
        }
        Some(l) if l.phase == AuctionFlopPhase::Auction => {
            let (best, holder) = view.auction;
            lines.push(format!(
                "Flop for auction: a bid costs {}{}; the last bidder left buys it. Passing is free; you may bid later.",
                best + 1,
                holder.map_or(String::new(), |h| format!(" ({} bid {best})", name(h)))
            ));
            lines.extend(flop_advice(view, false));
        }
        Some(_) if view.phase == AuctionFlopPhase::Reverse => {
            lines.push(format!("Nobody bid: a reverse auction. {} takes the flop free; {} offers one more than the last offer not to take it. When someone takes it, the highest offer is paid.", keys.label(KeyAction::Take), keys.label(KeyAction::Offer)));
            lines.extend(flop_advice(view, false));
        }
        Some(l) if l.phase == AuctionFlopPhase::Keep => {
            lines.push(format!(
                "{} of the three flop cards; the rest go face down to the discards.",
                keep_words(l.keep)
            ));
            lines.extend(keep_suggestion(view, false));
        }
        _ if view.phase == AuctionFlopPhase::Done => return review(view, names),
        _ => lines.push("The bots are playing.".to_string()),
    }
    lines
}

/// After the hand, from the person's view of it: who won and why, ties, and what the hand
/// cost you.
fn review(view: &AuctionFlopView, names: &[&str]) -> Vec<String> {
    let name = |s: Seat| names.get(s.index()).copied().unwrap_or(NAMES[0]);
    let me = view.seat;
    let mut lines = Vec::new();
    let payouts = payouts(&view.events);
    if let Some(&Payout { seat, value, .. }) = payouts.first() {
        // Mid-sentence after "Why:", "you" stays lower case.
        let who = if seat == me {
            "you".to_string()
        } else {
            name(seat).to_string()
        };
        lines.push(format!("Why: {who} had the best hand, {value}."));
    }
    let mine = view.cards;
    match payouts.iter().find(|p| p.seat == me) {
        Some(&Payout { place, amount, .. }) if amount > 0 => lines.push(format!(
            "Your {} placed {} and won {amount}.",
            evaluate(mine),
            place_word(place)
        )),
        Some(&Payout { place, .. }) if place <= PAYOUTS.len() => lines.push(format!(
            "Your {} placed {} and won nothing.",
            evaluate(mine),
            place_word(place)
        )),
        _ => lines.push(format!(
            "Your {} was not in the top three, so it won nothing.",
            evaluate(mine)
        )),
    }
    // Ties: equal hands pool the shares of the places they cover and split them.
    for (i, a) in payouts.iter().enumerate() {
        let tied: Vec<&str> = payouts
            .iter()
            .filter(|b| b.value == a.value)
            .map(|b| name(b.seat))
            .collect();
        if tied.len() > 1 && payouts[..i].iter().all(|b| b.value != a.value) {
            lines.push(format!(
                "{} tied with {}: they pooled the shares of the places they cover and split them equally.",
                tied.join(" and "),
                a.value
            ));
        }
    }
    let spent: Chips = view
        .events
        .iter()
        .map(|e| match e {
            AuctionFlopEvent::Discard { seat, fee, .. } if *seat == me => *fee,
            AuctionFlopEvent::Sold { seat, price } if *seat == me => *price,
            AuctionFlopEvent::Taken {
                payer: Some(p),
                amount,
                ..
            } if *p == me => *amount,
            _ => 0,
        })
        .sum();
    let net = view
        .events
        .iter()
        .find_map(|e| match e {
            AuctionFlopEvent::End { net } => net.get(me.index()).copied(),
            _ => None,
        })
        .unwrap_or(0);
    lines.push(format!(
        "You paid the ante ({}) and {spent} in fees and auction prices; this hand you {}.",
        view.ante,
        signed_words(net)
    ));
    lines
}

/// The teaching note's first line, what the person holds: "Your hand: a pair of aces (5
/// cards).", "Your hand: king high (1 card).", or, with every card thrown away, "Your hand: no
/// cards yet." (no hand is named for no cards).
fn holding_words(cards: CardSet) -> String {
    match cards.len() {
        0 => "Your hand: no cards yet.".to_string(),
        1 => format!("Your hand: {} (1 card).", evaluate(cards).phrase()),
        n => format!("Your hand: {} ({n} cards).", evaluate(cards).phrase()),
    }
}

/// "Keep 2", "Keep 1 to 3", "Keep 1 card".
fn keep_words((lo, hi): (u32, u32)) -> String {
    match (lo, hi) {
        (1, 1) => "Keep exactly 1".to_string(),
        (a, b) if a == b => format!("Keep exactly {a}"),
        (a, b) => format!("Keep {a} to {b}"),
    }
}

/// "1 hand", "3 hands".
pub fn hands_words(n: u32) -> String {
    if n == 1 {
        "1 hand".to_string()
    } else {
        format!("{n} hands")
    }
}

/// The keys of `phase`, as the prompt line says them (with the keys of the key table).
pub fn keys_hint(phase: AuctionFlopPhase, keys: &KeyMap) -> String {
    let key = |a| keys.label(a);
    match phase {
        AuctionFlopPhase::Discard => {
            "Discards: 1-5 pick cards, enter confirms (enter alone keeps all five).".to_string()
        }
        AuctionFlopPhase::Auction => format!(
            "Auction: {} bids one more, {} (or space) passes.",
            key(KeyAction::Bid),
            key(KeyAction::Pass)
        ),
        AuctionFlopPhase::Reverse => format!(
            "Nobody bid: {} takes the flop for free, {} offers one more not to take it.",
            key(KeyAction::Take),
            key(KeyAction::Offer)
        ),
        AuctionFlopPhase::Keep => {
            "Your flop: 1-3 pick the cards to keep, enter confirms.".to_string()
        }
        AuctionFlopPhase::Done => "Press enter for the next hand.".to_string(),
    }
}

/// A finishing place in words: "first", "second", "third", then "4th" and on.
fn place_word(place: usize) -> String {
    match place {
        1 => "first".to_string(),
        2 => "second".to_string(),
        3 => "third".to_string(),
        n => format!("{n}th"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_hand_held_is_counted_in_cards_and_no_cards_name_no_hand() {
        let cards = |text: &str| -> CardSet { text.parse().expect("cards") };
        assert_eq!(holding_words(CardSet::EMPTY), "Your hand: no cards yet.");
        assert_eq!(holding_words(cards("Kd")), "Your hand: king high (1 card).");
        assert_eq!(
            holding_words(cards("KdKs")),
            "Your hand: a pair of kings (2 cards)."
        );
    }

    #[test]
    fn keep_words_read_well_when_the_bounds_agree() {
        assert_eq!(keep_words((1, 1)), "Keep exactly 1");
        assert_eq!(keep_words((1, 3)), "Keep 1 to 3");
    }
}
