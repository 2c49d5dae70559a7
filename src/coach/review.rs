//! The review of a finished hand: why the pot went where it did, and each decision the
//! player made judged against the advisor's estimate, in words that agree with the numbers.

use crate::bots::Advice;
use crate::cards::HandValue;
use crate::engine::{Action, AuctionResult, Chips, Phase, Seat, Street};

use crate::narration::capitalised;

/// One decision the player made, with the advice it had.
#[derive(Debug, Clone)]
pub(super) struct Decision {
    pub(super) street: Street,
    pub(super) phase: Phase,
    pub(super) action: Action,
    pub(super) advice: Advice,
    pub(super) needed: Option<f64>,
    /// The legal raise-to range at the decision (a reviewed raise is never sized above it).
    pub(super) raise: Option<(Chips, Chips)>,
}

/// Why the showdown went the way it did. When both hands have the same name ("High Card,
/// King"), the deciding kicker is named ("your Queen kicker beat the bot's Ten").
pub(crate) fn showdown_reason(mine: HandValue, theirs: HandValue) -> String {
    use std::cmp::Ordering;
    let order = mine.cmp(&theirs);
    if order == Ordering::Equal {
        return format!("Why: both had {mine}, kickers and all; the pot was split.");
    }
    let (head, win, lose, winner, loser) = if order == Ordering::Greater {
        (
            "Why: you won at showdown",
            mine,
            theirs,
            "your",
            "the bot's",
        )
    } else {
        (
            "Why: the bot won at showdown",
            theirs,
            mine,
            "the bot's",
            "your",
        )
    };
    // Same name, different hands: the first rank that differs decides.
    if win.describe() == lose.describe()
        && let Some((w, l)) = win
            .ranks()
            .into_iter()
            .zip(lose.ranks())
            .find(|(a, b)| a != b)
    {
        return format!(
            "{head}: both had {win}; {winner} {} kicker beat {loser} {}.",
            w.name(),
            l.name()
        );
    }
    format!("{head}: {winner} {win} beat {loser} {lose}.")
}

/// The review of an auction bid: second price (the winner pays the other bid), judged against
/// what the prize was worth.
pub(crate) fn auction_review(
    bid: Chips,
    value: f64,
    result: Option<AuctionResult>,
    seat: Seat,
) -> String {
    let me = seat.index();
    let rule =
        "(second price: your bid sets the most you might pay; the winner pays the other bid)";
    let Some(r) = result else {
        return format!(
            "Auction: you bid {bid}; the estimate valued the prize at about {value:.0} {rule}."
        );
    };
    let (theirs, paid) = (r.bids[1 - me], r.paid[me]);
    let worth = |x: f64| x <= value * 1.25 + 2.0;
    match (r.winners[me], r.winners[1 - me]) {
        (true, true) => format!(
            "Auction: you both bid {bid}, a tie, so both paid {paid}; the prize was worth about {value:.0} to you {rule}."
        ),
        (true, false) => {
            let verdict = if worth(f64::from(paid)) {
                "a good price"
            } else {
                "more than it was worth"
            };
            let risk = if worth(f64::from(bid)) {
                String::new()
            } else {
                format!(
                    " Your bid of {bid} was above that value: against a bid just under yours you would have paid too much."
                )
            };
            format!(
                "Auction: you bid {bid} and won; you paid the bot's bid, {paid}, for a prize worth about {value:.0}: {verdict} {rule}.{risk}"
            )
        }
        _ => {
            let verdict = if worth(f64::from(theirs)) && f64::from(bid) < value * 0.75 - 1.0 {
                format!("bidding about {value:.0} would have won it for {theirs}, below its value")
            } else {
                "letting it go was reasonable".to_string()
            };
            format!(
                "Auction: you bid {bid}, the bot bid {theirs} and took the prize, paying your {bid}; it was worth about {value:.0} to you, so {verdict} {rule}."
            )
        }
    }
}

pub(super) fn review_line(d: &Decision, auction: Option<AuctionResult>, seat: Seat) -> String {
    let when = if d.phase == Phase::Auction {
        "Auction".to_string()
    } else {
        capitalised(&d.street.to_string())
    };
    if let (Action::Bid(b), Some(value)) = (d.action, d.advice.bid_value) {
        return auction_review(b, value, auction, seat);
    }
    let ev_of = |a: Action| -> Option<f64> {
        match a {
            Action::RaiseTo(n) => d
                .advice
                .options
                .iter()
                .filter_map(|(o, ev)| match o {
                    Action::RaiseTo(m) => Some((n.abs_diff(*m), *ev)),
                    _ => None,
                })
                .min_by_key(|(dist, _)| *dist)
                .map(|(_, ev)| ev),
            other => d
                .advice
                .options
                .iter()
                .find(|(o, _)| *o == other)
                .map(|(_, ev)| *ev),
        }
    };
    let Some(&(best, best_ev)) = d.advice.options.first() else {
        return String::new();
    };
    let mine = ev_of(d.action).unwrap_or(best_ev);
    let best = match (best, d.raise) {
        (Action::RaiseTo(n), Some((lo, hi))) => Action::RaiseTo(n.clamp(lo, hi)),
        (other, _) => other,
    };
    let sound = best_ev - mine <= 0.5 + best_ev.abs() * 0.1;
    betting_review(
        &when,
        d.action,
        best,
        mine,
        best_ev,
        d.advice.equity,
        d.needed,
        sound,
    )
}

/// The review of a betting decision. Calls and folds are judged against the price (the equity
/// the call needed) and the estimate's value in chips, and the words always agree with the
/// numbers shown; bets and raises are judged by their value in chips alone.
#[allow(clippy::too_many_arguments)]
pub(crate) fn betting_review(
    when: &str,
    action: Action,
    best: Action,
    mine: f64,
    best_ev: f64,
    equity: f64,
    needed: Option<f64>,
    sound: bool,
) -> String {
    let eq = equity * 100.0;
    let words = action_words(action);
    match (action, needed) {
        (Action::Call, Some(n)) => {
            let need = n * 100.0;
            match (sound, eq >= need) {
                (true, true) => format!(
                    "{when}: calling was sound: equity {eq:.0}% covered the {need:.0}% the price needed."
                ),
                (true, false) => format!(
                    "{when}: calling was close: equity {eq:.0}% was under the {need:.0}% the price needed, but what you could win on later streets made it worth about {mine:+.1} chips (folding is 0)."
                ),
                (false, true) if best == Action::Fold => format!(
                    "{when}: calling was worth about {mine:+.1} chips (folding is 0). Equity {eq:.0}% covered the {need:.0}% price, but betting later would cost more than it wins."
                ),
                (false, true) => format!(
                    "{when}: calling was worth about {mine:+.1} chips; {} was worth about {best_ev:+.1}: equity {eq:.0}% was well above the {need:.0}% price, so more chips in the pot paid.",
                    action_words(best)
                ),
                (false, false) => format!(
                    "{when}: calling was worth about {mine:+.1} chips (folding is 0): equity {eq:.0}% was under the {need:.0}% the price needed."
                ),
            }
        }
        (Action::Fold, Some(n)) => {
            let need = n * 100.0;
            match (sound, eq >= need) {
                (true, false) => format!(
                    "{when}: folding was sound: equity {eq:.0}% was under the {need:.0}% a call needed."
                ),
                (true, true) => format!(
                    "{when}: folding was sound: equity {eq:.0}% covered the {need:.0}% price, but with more betting to come a call was not worth it."
                ),
                (false, _) => format!(
                    "{when}: folding gave up about {best_ev:.1} chips: {} was worth about {best_ev:+.1} (equity {eq:.0}%, the price needed {need:.0}%).",
                    action_words(best)
                ),
            }
        }
        _ if sound => format!("{when}: {words} was sound (equity {eq:.0}%)."),
        _ => format!(
            "{when}: {words} was worth about {mine:+.1} chips; {} was worth about {best_ev:+.1} (equity {eq:.0}%).",
            action_words(best)
        ),
    }
}

fn action_words(a: Action) -> String {
    match a {
        Action::Fold => "folding".to_string(),
        Action::Check => "checking".to_string(),
        Action::Call => "calling".to_string(),
        Action::RaiseTo(n) => format!("raising to {n}"),
        Action::Bid(n) => format!("bidding {n}"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::evaluate_cards;
    use crate::coach::fixtures::cards;

    #[test]
    fn showdown_reason_names_the_deciding_kicker() {
        let mine = evaluate_cards(&cards("Ks Qh 9c 7d 2h 3d 8s"));
        let theirs = evaluate_cards(&cards("Kd Th 9c 7d 2h 3d 8s"));
        let why = showdown_reason(mine, theirs);
        assert!(
            why.contains("your Queen kicker beat the bot's Ten"),
            "{why}"
        );
        let why = showdown_reason(theirs, mine);
        assert!(
            why.contains("the bot's Queen kicker beat your Ten"),
            "{why}"
        );
        let pair = evaluate_cards(&cards("Ks Kh 9c 7d 2h 3d 8s"));
        let why = showdown_reason(pair, theirs);
        assert!(
            why.contains("your Pair of Kings beat the bot's High Card, King"),
            "{why}"
        );
    }

    #[test]
    fn auction_review_accounts_for_the_second_price() {
        let won = AuctionResult {
            bids: [20, 6],
            paid: [6, 0],
            winners: [true, false],
        };
        let text = auction_review(20, 5.0, Some(won), Seat(0));
        assert!(text.contains("paid the bot's bid, 6"), "{text}");
        assert!(text.contains("a good price"), "{text}");
        assert!(
            text.contains("your bid sets the most you might pay"),
            "{text}"
        );
        assert!(text.contains("above that value"), "{text}");
        assert!(!text.contains("far from"), "{text}");
        let lost = AuctionResult {
            bids: [1, 4],
            paid: [0, 1],
            winners: [false, true],
        };
        let text = auction_review(1, 12.0, Some(lost), Seat(0));
        assert!(text.contains("would have won it for 4"), "{text}");
    }

    #[test]
    fn a_call_review_never_contradicts_its_numbers() {
        // Equity under the price but still worth calling by the estimate: "close", not "sound".
        let text = betting_review(
            "Flop",
            Action::Call,
            Action::Call,
            0.4,
            0.4,
            0.24,
            Some(0.25),
            true,
        );
        assert!(!text.contains("sound"), "{text}");
        assert!(text.contains("under the 25%"), "{text}");
        // A raise is judged by its value, never by the calling threshold.
        let text = betting_review(
            "Turn",
            Action::RaiseTo(40),
            Action::RaiseTo(40),
            3.0,
            3.0,
            0.26,
            Some(0.33),
            true,
        );
        assert!(!text.contains("needed"), "{text}");
        assert!(text.contains("raising to 40 was sound"), "{text}");
    }
}
