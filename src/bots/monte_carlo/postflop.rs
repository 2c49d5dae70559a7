//! After the flop: every option priced by expected value against the opponent's modelled
//! range. Bets come in four sizes (a third, two thirds, a pot, two pots) plus all in when the
//! stack is small against the pot or no card is left to come (on the last street an all-in
//! overbet is priced alone, with nothing later to extract instead; earlier, a bet that is
//! called leaves value for later streets that the one-street price does not see). The
//! opponent's fold chance is read per street and size from the model, whose priors make a
//! pure bluff about break even (an all-in overbet's by its own size), so bluffs are earned by
//! evidence that the opponent folds too much. Calls compare the equity against the betting
//! range with the pot odds; raises need to beat the call by a clear margin.

use rand::{Rng, RngCore};

use crate::engine::Action;

use super::RaisePricer;
use super::Spot;
use super::model::OpponentModel;
use super::rollout::Tally;
use super::value;

/// More streets to come: the share of the equity of a call or of a called bet that is
/// realised.
fn realized(spot: &Spot) -> f64 {
    if spot.last_street {
        1.0
    } else if spot.in_position {
        0.97
    } else {
        0.92
    }
}

/// The pricer of any raise at this decision, on the terms `decide` prices its sizes.
pub fn pricer(spot: &Spot, tally: &Tally, model: &OpponentModel) -> RaisePricer {
    RaisePricer::postflop(*spot, tally.clone(), model, realized(spot))
}

/// The decision and the value of each option.
pub fn decide(
    spot: &Spot,
    tally: &Tally,
    model: &OpponentModel,
    rng: &mut dyn RngCore,
) -> (Action, Vec<(Action, f64)>) {
    let eq = tally.equity();
    let pot = spot.pot.max(1.0);
    let small_stack = spot.effective_behind() <= 1.5 * (spot.pot + spot.cost);
    let realize = realized(spot);
    let mut options: Vec<(Action, f64)> = Vec::new();
    if spot.cost <= 0.0 {
        let check = value::check(spot, eq);
        options.push((Action::Check, check));
        options.extend(value::raise_options(
            spot,
            &[1.0 / 3.0, 2.0 / 3.0, 1.0, 2.0],
            small_stack || spot.last_street,
            tally,
            model,
            None,
            realize,
        ));
        let best = options
            .iter()
            .skip(1)
            .copied()
            .max_by(|a, b| a.1.total_cmp(&b.1));
        if let Some((action, ev)) = best {
            if ev > check + 0.02 * pot {
                return (action, options);
            }
            // Near break even with a weak hand: bet now and then so checks are not all weak
            // and bets not all strong.
            if eq < 0.3 && ev > check - 0.04 * pot && rng.random_bool(0.25) {
                return (action, options);
            }
        }
        return (Action::Check, options);
    }
    let all_in_call = spot.cost >= spot.my_stack || spot.opp_stack <= 0.0;
    options.push((Action::Fold, 0.0));
    let call = if all_in_call || spot.last_street {
        value::call(spot, eq)
    } else {
        // A call now is rarely the last chip: priced with the bet the opponent is likely to
        // make on the next street (which this seat then calls or folds to at its equity).
        let (often, size) = model.next_street_betting(spot.board_len);
        let pot_after = spot.pot + spot.cost;
        let next = (size * pot_after).min(spot.effective_behind());
        let eq = eq * realize;
        let checked_through = eq * pot_after - spot.cost;
        // Called or folded card by card: a draw calls the next bet when it hits and folds
        // when it misses, which is worth more than calling or folding at its average equity.
        let by_card = tally.after_next_card();
        let answer = |e: f64| (e * (pot_after + 2.0 * next) - next).max(0.0);
        let bet_into = if by_card.is_empty() {
            answer(eq)
        } else {
            by_card.iter().map(|&(e, p)| p * answer(e * realize)).sum()
        } - spot.cost;
        let passive = (1.0 - often) * checked_through + often * bet_into;
        // That line never bets or raises again, and reads the opponent's next bet as no
        // weaker than its range now, so it undervalues a call; the plain price of the call
        // at the realised equity overvalues it. The call is priced halfway between.
        0.5 * passive + 0.5 * checked_through
    };
    options.push((Action::Call, call));
    if !all_in_call {
        options.extend(value::raise_options(
            spot,
            &[0.75, 1.0],
            small_stack,
            tally,
            model,
            None,
            realize,
        ));
    }
    let best_raise = options
        .iter()
        .skip(2)
        .copied()
        .max_by(|a, b| a.1.total_cmp(&b.1));
    if let Some((action, ev)) = best_raise
        && ev > call.max(0.0) + 0.03 * pot
    {
        return (action, options);
    }
    (
        if call > 0.0 {
            Action::Call
        } else {
            Action::Fold
        },
        options,
    )
}
