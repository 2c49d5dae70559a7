//! The teaching notes of the Auction Flop table (the `l` panel): what the person's decision
//! is, what the flop on offer would do for their hand, and after the hand who won, why, and
//! what it cost.

use felt::cards::evaluate;
use felt::coach::auction_flop::flop_advice;
use felt::engine::Chips;
use felt::engine::auction_flop::{
    AuctionFlopEvent, AuctionFlopPhase, AuctionFlopView, PAYOUTS, Payout, discard_fee, payouts,
};

use felt::narration::signed_words;

use super::table::AuctionFlopTable;

/// The teaching note for the person's current decision.
pub(super) fn teaching(t: &AuctionFlopTable) -> Vec<String> {
    let Some(view) = &t.view else {
        return Vec::new();
    };
    let mine = view.cards;
    let mut lines = vec![format!(
        "Your hand: {} ({} cards).",
        evaluate(mine).phrase(),
        mine.len()
    )];
    match view.legal {
        Some(l) if l.phase == AuctionFlopPhase::Discard => {
            lines.push("Throw away cards you do not want; flops later offer new ones. Fees grow: 1, 3, 6, 10, 15 for 1 to 5 cards.".to_string());
            let k = t.selected.len();
            lines.push(format!(
                "Discarding {k} now costs {} (you can afford up to {}).",
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
        }
        Some(l) if l.phase == AuctionFlopPhase::Auction => {
            let (best, holder) = view.auction;
            lines.push(format!(
                "Flop for auction: a bid costs {}{}; the last bidder left buys it. Passing is free; you may bid later.",
                best + 1,
                holder.map_or(String::new(), |h| format!(" ({} holds {best})", t.name(h)))
            ));
            lines.extend(flop_advice(view, false));
        }
        Some(_) if view.phase == AuctionFlopPhase::Reverse => {
            lines.push("Nobody bid: a reverse auction. t takes the flop free; o offers one more than the last offer not to take it. When someone takes it, the highest offer is paid.".to_string());
            lines.extend(flop_advice(view, false));
        }
        Some(l) if l.phase == AuctionFlopPhase::Keep => {
            lines.push(format!(
                "{} of the three flop cards; the rest go face down to the discards.",
                keep_words(l.keep)
            ));
        }
        _ if view.phase == AuctionFlopPhase::Done => return review(t, view),
        _ => lines.push("The bots are playing.".to_string()),
    }
    lines
}

/// After the hand, from the person's view of it: who won and why, ties, and what the hand
/// cost you.
fn review(t: &AuctionFlopTable, view: &AuctionFlopView) -> Vec<String> {
    let me = view.seat;
    let mut lines = Vec::new();
    let payouts = payouts(&view.events);
    if let Some(&Payout { seat, value, .. }) = payouts.first() {
        let who = if seat == me {
            "You".to_string()
        } else {
            t.name(seat).to_string()
        };
        lines.push(format!("Why: {who} had the best hand, {value}."));
    }
    let mine = view.cards;
    match payouts.iter().find(|p| p.seat == me) {
        Some(&Payout { place, amount, .. }) => lines.push(format!(
            "Your {} placed {place} and was paid {amount}.",
            evaluate(mine)
        )),
        None => lines.push(format!(
            "Your {} was not in the top three, so it was paid nothing.",
            evaluate(mine)
        )),
    }
    // Ties: equal hands pool the shares of the places they cover and split them.
    for (i, a) in payouts.iter().enumerate() {
        let tied: Vec<&str> = payouts
            .iter()
            .filter(|b| b.value == a.value)
            .map(|b| t.name(b.seat))
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

/// "Keep 2", "Keep 1 to 3", "Keep 1 card".
fn keep_words((lo, hi): (u32, u32)) -> String {
    match (lo, hi) {
        (1, 1) => "Keep exactly 1".to_string(),
        (a, b) if a == b => format!("Keep exactly {a}"),
        (a, b) => format!("Keep {a} to {b}"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keep_words_read_well_when_the_bounds_agree() {
        assert_eq!(keep_words((1, 1)), "Keep exactly 1");
        assert_eq!(keep_words((1, 3)), "Keep 1 to 3");
    }
}
