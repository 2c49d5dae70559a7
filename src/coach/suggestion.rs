//! The suggested move at a decision, with its reason in pot odds and equity, and a raise
//! sized in effective stacks (never above what the opponent can call).

use crate::bots::Advice;
use crate::engine::{Action, Chips, SeatView, VariantId};

/// The suggested action with its reason.
pub(super) fn suggestion(view: &SeatView, advice: &Advice, needed: Option<f64>) -> String {
    let eq = advice.equity * 100.0;
    let pot = f64::from(view.pot.max(1));
    if let Some(value) = advice.bid_value {
        return match (view.variant(), advice.card_equities) {
            (VariantId::Auction, Some((win, lose))) => format!(
                "Suggestion: bid about {value:.0}. The third card is worth about {:.1}x the pot here: with it you would have {:.0}%, if the bot gets it {:.0}%.",
                value / pot,
                win * 100.0,
                lose * 100.0
            ),
            _ => format!(
                "Suggestion: bid about {value:.0}. Seeing a card is worth a few percent of the final pot, most with a middling hand ({eq:.0}% now)."
            ),
        };
    }
    let reason = match (advice.best, needed) {
        (Action::Call, Some(n)) if eq >= n * 100.0 => {
            format!("you need {:.0}% and have {eq:.0}%", n * 100.0)
        }
        (Action::Call, Some(n)) => format!(
            "you need {:.0}% and have only {eq:.0}%, but what you can win on later streets makes up the difference",
            n * 100.0
        ),
        (Action::Fold, Some(n)) if eq < n * 100.0 => {
            format!("you need {:.0}% but have only {eq:.0}%", n * 100.0)
        }
        (Action::Fold, Some(n)) => format!(
            "the price asks {:.0}% and you have {eq:.0}%, but with more betting to come this hand keeps too little of it",
            n * 100.0
        ),
        (Action::RaiseTo(_), _) if eq >= 60.0 => {
            format!("with {eq:.0}% you want more chips in the pot")
        }
        (Action::RaiseTo(_), _) => "the bot folds often enough that a bet pays".to_string(),
        (Action::Check, _) => format!("with {eq:.0}% a bet would not gain enough"),
        _ => format!("equity {eq:.0}%"),
    };
    let best = match advice.best {
        Action::RaiseTo(n) => Action::RaiseTo(effective_raise(view, n)),
        other => other,
    };
    let what = match best {
        Action::RaiseTo(n) if all_the_bot_can_call(view, n) => format!(
            "raise to {n}, all the bot can call (it has {} behind)",
            view.stacks[view.opponent().index()]
        ),
        other => action_imperative(other),
    };
    format!("Suggestion: {what} — {reason}.")
}

/// A raise-to total sized in effective stacks: never above what the opponent can call (nor
/// below the minimum raise).
pub(crate) fn effective_raise(view: &SeatView, n: Chips) -> Chips {
    match view.legal.and_then(|l| l.raise) {
        Some((lo, hi)) => n.clamp(lo, hi),
        None => n,
    }
}

/// True when raising to `n` puts the opponent all in (it has no chips behind to call more).
fn all_the_bot_can_call(view: &SeatView, n: Chips) -> bool {
    let me = view.seat.index();
    let opp = view.opponent().index();
    view.stacks[opp] + view.pips[opp] <= n && view.stacks[opp] < view.stacks[me] + view.pips[me]
}

fn action_imperative(a: Action) -> String {
    match a {
        Action::Fold => "fold".to_string(),
        Action::Check => "check".to_string(),
        Action::Call => "call".to_string(),
        Action::RaiseTo(n) => format!("raise to {n}"),
        Action::Bid(n) => format!("bid {n}"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::coach::fixtures::hand;
    use crate::engine::Seat;

    #[test]
    fn a_suggested_raise_never_exceeds_what_the_opponent_can_call() {
        // The bot has 75 chips: no raise above 75 is possible.
        let h = hand(VariantId::Holdem, [400, 75]);
        let view = h.view(Seat(0));
        assert_eq!(effective_raise(&view, 291), 75);
        assert!(all_the_bot_can_call(&view, 75));
    }

    fn advice(best: Action, equity: f64) -> Advice {
        Advice {
            equity,
            options: vec![(best, 1.0)],
            best,
            bid_value: None,
            card_equities: None,
        }
    }

    #[test]
    fn a_suggestion_sizes_the_raise_in_effective_stacks_and_agrees_with_its_numbers() {
        let h = hand(VariantId::Holdem, [400, 75]);
        let view = h.view(Seat(0));
        let text = suggestion(&view, &advice(Action::RaiseTo(291), 0.7), Some(0.25));
        assert!(text.contains("raise to 75, all the bot can call"), "{text}");
        assert!(!text.contains("291"), "{text}");
        let text = suggestion(&view, &advice(Action::Call, 0.2), Some(0.25));
        assert!(text.contains("have only 20%"), "{text}");
        assert!(text.contains("later streets"), "{text}");
    }
}
