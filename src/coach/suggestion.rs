//! The suggested move at a decision, with its reason: the best-priced option of the decision's
//! [`Judgement`] in the words of [`Betting`], the numbers that make it best, and for a bid the
//! prize's value and what moves it.

use crate::bots::Advice;
use crate::bots::monte_carlo::look::OUTBID_POTS;
use crate::bots::monte_carlo::{LATER_BETS_POTS, PEEK_SHARE, PRICE_BACK};
use crate::bots::monte_carlo::{look_bid_value, look_chip_cost};
use crate::cards::{CardSet, evaluate};
use crate::engine::{Action, Chips, SeatView, VariantId};

use super::bid_score::truthful_bid;
use super::judgement::{Judgement, shown_percent, tenth, whole_percent};

/// The suggestion at a betting decision, from its judgement.
pub(super) fn suggestion(view: &SeatView, j: &Judgement) -> String {
    let eq = j.advice.equity * 100.0;
    // Shown: never 100% or 0% unless certain.
    let shown_eq = whole_percent(j.advice.equity);
    // "have only under 1%" reads badly: "have under 1%".
    let only = if shown_eq.starts_with("under") {
        ""
    } else {
        "only "
    };
    let b = &j.betting;
    let what = match j.suggested {
        Action::RaiseTo(n) if all_the_bot_can_call(view, n) && !b.is_all_in(n) => format!(
            "{}, all the bot can call (it has {} behind)",
            b.imperative(Action::RaiseTo(n)),
            view.stacks[view.opponent().index()]
        ),
        a => b.imperative(a),
    };
    let v = j.suggested_value;
    let reason = match (j.suggested, j.needed) {
        // Compared as shown, in whole percents.
        (Action::Call, Some(n)) if shown_percent(j.advice.equity) >= shown_percent(n) => format!(
            "you need {:.0}% and have {shown_eq}; calling is worth about {v:+.1} chips, folding 0{}",
            n * 100.0,
            plain_call_note(j, eq, v)
        ),
        (Action::Call, Some(n)) => format!(
            "you need {:.0}% and have {only}{shown_eq}, but what you can win on later streets makes calling worth about {v:+.1} chips, folding 0",
            n * 100.0
        ),
        (Action::Fold, Some(n)) => {
            let call = j.value_of(Action::Call).unwrap_or(0.0);
            let keeps_less = plain_call_note(j, eq, call);
            // A call that shows the fold's figure is as good as it, and is graded so.
            let folding = if call == 0.0 {
                "the same as folding, so either will do"
            } else {
                "folding 0"
            };
            if shown_percent(j.advice.equity) < shown_percent(n) {
                format!(
                    "you need {:.0}% but have {only}{shown_eq}: calling is worth about {call:+.1} chips, {folding}{keeps_less}",
                    n * 100.0
                )
            } else if let Some((asks, has)) = just_short(j, n, call) {
                format!(
                    "the price asks {asks}% and you have {has}%, just short of it: calling is worth about {call:+.1} chips, {folding}"
                )
            } else {
                format!(
                    "the price asks {:.0}% and you have {shown_eq}, but with more betting to come you keep too little of it: calling is worth about {call:+.1} chips, {folding}",
                    n * 100.0
                )
            }
        }
        (a, _) => match j.runner_up(a) {
            Some((other, ov)) if ov == v => format!(
                "worth about {v:+.1} chips, the same as {}, so either will do (equity {shown_eq})",
                b.gerund(other)
            ),
            // A raise set beside folding: the call it passes up is named too.
            Some((Action::Fold, ov)) if matches!(a, Action::RaiseTo(_)) => {
                let call = j
                    .value_of(Action::Call)
                    .map(|c| format!(" and {c:+.1} for {}", b.gerund(Action::Call)))
                    .unwrap_or_default();
                format!(
                    "worth about {v:+.1} chips against {ov:+.1} for {}{call} (equity {shown_eq})",
                    b.gerund(Action::Fold)
                )
            }
            Some((other, ov)) => format!(
                "worth about {v:+.1} chips against {ov:+.1} for {} (equity {shown_eq})",
                b.gerund(other)
            ),
            None => format!("worth about {v:+.1} chips (equity {shown_eq})"),
        },
    };
    format!(
        "Suggestion: {what} — {reason}{}{}.",
        raised_again_note(view, j),
        short_stack_note(view, j)
    )
}

/// A suggested bet or raise priced above anything a call of it can pay (the pot and the bot's
/// chips to match it): the price counts the times the bot raises again, said so the figure
/// does not read as arithmetic gone wrong.
fn raised_again_note(view: &SeatView, j: &Judgement) -> String {
    // Before the flop a called raise also counts on the play after it (see the flop notes).
    let Action::RaiseTo(n) = j.suggested else {
        return String::new();
    };
    if view.board.is_empty() {
        return String::new();
    }
    let opp_pip = view.pips[view.opponent().index()];
    let most_called = f64::from(j.pot) + f64::from(n.saturating_sub(opp_pip));
    if j.suggested_value <= most_called + 0.05 {
        return String::new();
    }
    format!(
        "; a call of it pays at most {most_called:.0}, so that price counts the times the bot raises again, which a hand this strong wins"
    )
}

/// The most big blinds at which the chart pushes all in before the flop.
const SHORT_STACK_BIG_BLINDS: u32 = 12;

/// Before the flop, a suggested all-in with a short stack: why it can be worth more than the
/// equity suggests (the bot's folds win the blinds).
fn short_stack_note(view: &SeatView, j: &Judgement) -> String {
    let Action::RaiseTo(n) = j.suggested else {
        return String::new();
    };
    let (me, opp) = (view.seat.index(), view.opponent().index());
    let effective = (view.stacks[me] + view.pips[me]).min(view.stacks[opp] + view.pips[opp]);
    let big_blind = view.setup.big_blind.max(1);
    if !view.board.is_empty()
        || !j.betting.is_all_in(n)
        || effective > SHORT_STACK_BIG_BLINDS * big_blind
    {
        return String::new();
    }
    let blinds = f64::from(effective) / f64::from(big_blind);
    format!(
        "; with about {blinds:.0} big blinds, an all-in wins the pot whenever the bot folds, and when called it sees the whole board with no later bet to face, so its worth counts the bot's folds as well as your equity"
    )
}

/// When a fold is suggested with an equity that rounds to the price's `need` and the call's
/// price (`call`) is the plain arithmetic (equity's share of the pot after the call, less the
/// call): the two percents to the first decimals that tell them apart, so the note shows the
/// equity short of the price rather than a reason that is not there (on the last street no
/// betting is to come).
fn just_short(j: &Judgement, need: f64, call: f64) -> Option<(String, String)> {
    let eq = j.advice.equity;
    let after_call = f64::from(j.pot + j.betting.call_cost);
    let plain = eq * after_call - f64::from(j.betting.call_cost);
    if (call - plain).abs() > 0.5_f64.max(0.006 * after_call) || eq >= need {
        return None;
    }
    for places in 1..=3 {
        let (asks, has) = (
            format!("{:.places$}", need * 100.0),
            format!("{:.places$}", eq * 100.0),
        );
        if asks != has {
            return Some((asks, has));
        }
    }
    None
}

/// When a call's price (`call`) is clearly away from the plain arithmetic a person checks it
/// by (the equity's share of the pot a call makes, less the call), the parenthesis that
/// gives that figure and says why the price differs: with more betting to come a hand keeps
/// less of its equity, or wins more on later streets. Nothing when they agree to within the
/// rounding of the equity shown (on the last street they always do).
fn plain_call_note(j: &Judgement, eq_percent: f64, call: f64) -> String {
    let b = &j.betting;
    let cost = f64::from(b.call_cost);
    let after_call = j.pot + b.call_cost;
    // The percent as shown, to a tenth under 1%.
    let places = if eq_percent > 0.0 && eq_percent < 1.0 {
        1
    } else {
        0
    };
    let (pct, shown) = figure(eq_percent, places);
    let plain = tenth(shown / 100.0 * f64::from(after_call) - cost);
    // A gap the shown percent's rounding (half a point of the pot) cannot make.
    let gap = (0.05 * plain.abs())
        .max(0.5)
        .max(0.006 * f64::from(after_call));
    let figures = format!(
        "{pct}% of the {after_call} a call makes the pot, less the {} it costs, is {plain:+.1}",
        b.call_cost
    );
    if call < plain - gap {
        format!(" ({figures}; with more betting to come you keep less of your equity than that)")
    } else if call > plain + gap {
        format!(" ({figures}; what you can win on later streets adds to that)")
    } else {
        String::new()
    }
}

/// What a fold chance the notes name rests on, after the figure.
const FOLD_ESTIMATE: &str = " (an estimate that starts from how often a sound player folds and follows the bot's own folds and calls).";

/// Below this equity, a bet into a check is mostly a bluff: its note says why it pays.
const BLUFF_EQUITY: f64 = 0.35;

/// Why a suggested bet or raise pays with little equity: a call would need more than the
/// hand has (or, betting first, the hand is mostly behind), so the price rests on the bot
/// folding, and the note gives the fold chance the price counts on.
pub(super) fn thin_raise_reason(view: &SeatView, j: &Judgement) -> Option<String> {
    let Action::RaiseTo(total) = j.suggested else {
        return None;
    };
    // Compared as shown, in whole percents.
    let eq = shown_percent(j.advice.equity);
    let short = match j.needed {
        Some(need) => eq < shown_percent(need),
        None => eq < BLUFF_EQUITY * 100.0,
    };
    if !short {
        return None;
    }
    let fold = j.advice.pricer.as_ref()?.fold_chance(total)?;
    let noun = if j.betting.opens { "bet" } else { "raise" };
    Some(format!(
        "Why a {noun} with {}: it wins the pot at once whenever the bot folds, and its worth counts on the bot folding to this {noun} about {:.0}% of the time{FOLD_ESTIMATE}{}",
        little_equity(eq),
        fold * 100.0,
        peeked_caveat(view)
    ))
}

/// After the bot's look at one of the player's cards in Sneak Peek: the fold chances a price
/// counts on are not lowered for it, and the note says so.
fn peeked_caveat(view: &SeatView) -> &'static str {
    let peeked = view.variant() == VariantId::SneakPeek
        && view
            .auction
            .is_some_and(|a| a.winners[view.opponent().index()]);
    if peeked {
        " That estimate does not count the bot's look at one of your cards: a bot that uses it can fold less often than that to a bluff."
    } else {
        ""
    }
}

/// Why a suggested bet or raise pays when the seat's best hand is the board's own (the board
/// has five cards or more): the bot holds that hand too, so at a showdown the seat at best
/// splits unless a card still to come lets its own cards play, and the price rests on the bot
/// folding; the note gives the fold chance the price counts on.
pub(super) fn board_bet_reason(view: &SeatView, j: &Judgement) -> Option<String> {
    let Action::RaiseTo(total) = j.suggested else {
        return None;
    };
    let board: CardSet = view.board.iter().collect();
    if board.len() < 5 || evaluate(board.union(view.hole.iter().collect())) != evaluate(board) {
        return None;
    }
    let fold = j.advice.pricer.as_ref()?.fold_chance(total)?;
    let noun = if j.betting.opens { "bet" } else { "raise" };
    let later = if view
        .variant()
        .board_rule()
        .is_complete(view.board.as_slice())
    {
        ""
    } else {
        ", unless a card still to come lets them play"
    };
    Some(format!(
        "Why a {noun} when your cards do not play: the bot holds the board's hand too, so at a showdown you can at best split the pot{later}; the {noun} wins it whole only when the bot folds, and its worth counts on the bot folding about {:.0}% of the time{FOLD_ESTIMATE}",
        fold * 100.0
    ))
}

/// "only 33% equity", or "next to no equity" below half a percent.
fn little_equity(percent: f64) -> String {
    if percent < 1.0 {
        "next to no equity".to_string()
    } else {
        format!("only {} equity", whole_percent(percent / 100.0))
    }
}

/// The suggested bid of an auction decision: the prize's value rounded down (the truthful
/// bid of a second-price auction, as the drill scores it), within the legal bids.
pub(super) fn suggested_bid(view: &SeatView, advice: &Advice) -> Option<Chips> {
    let value = advice.bid_value?;
    let (lo, hi) = view.legal?.bid?;
    Some(truthful_bid(value).clamp(lo, hi))
}

/// The suggestion at an auction: what moves the prize's value, then the suggestion itself in a
/// line short enough to stay in view on a small panel ("Suggestion: bid 5. That is the most
/// the third card is worth bidding (about 5.7 chips).").
pub(super) fn bid_suggestion(view: &SeatView, advice: &Advice) -> Option<(String, String)> {
    let value = advice.bid_value?;
    let bid = suggested_bid(view, advice)?;
    // Shown to a tenth, never rounded up past the bid it implies (8.98 reads 8.98, bid 8).
    let shown = super::bid_score::value_text(value);
    let final_pot = advice.final_pot.unwrap_or(f64::from(view.pot));
    // The value was held to the most this seat can bid: only then is the prize said to be
    // worth more than the bid allows.
    let at_most = view
        .legal
        .and_then(|l| l.bid)
        .is_some_and(|(_, hi)| value >= f64::from(hi) - 1e-9);
    let why = match (
        view.variant(),
        advice.card_equities,
        advice.peek_swing,
        advice.look,
    ) {
        (VariantId::Auction, Some((win, lose)), _, _) => {
            let swing = (win - lose).max(0.0) * final_pot;
            // A chip bid costs less than a chip: it joins a pot this seat wins part of.
            let cost = 1.0 - PRICE_BACK * win;
            let capped = if at_most && swing / cost > value + 0.05 {
                format!(", more than the {shown} chips you can bid")
            } else {
                String::new()
            };
            // The sums are those of the figures shown, so a reader can redo them: the points
            // are the two equities as shown (to a hundredth, as coarser figures are off by a
            // chip in a deep pot with a small swing), the swing those points of the pot.
            // To a hundredth, and never 100 short of certain.
            let as_shown = |x: f64| figure(if x < 100.0 { x.min(99.99) } else { x }, 2).1;
            let (with, without) = (as_shown(win * 100.0), as_shown(lose * 100.0));
            let points = (with - without).max(0.0);
            let (pot, pot_shown) = pot_figure(final_pot);
            let pot_words = expected_pot_words(view, final_pot);
            let (swing_text, swing_shown) = figure(points / 100.0 * pot_shown, 2);
            let (cost_text, cost_shown) = figure(cost, 3);
            // The quotient of the two figures as shown, to a hundredth.
            let ratio = swing_shown / cost_shown.max(1e-9);
            format!(
                "The third card is worth a bid of up to about {shown} chips: {with:.2}% with it, {without:.2}% if the bot gets it. That is {points:.2} percentage points of a pot expected to reach about {pot}{pot_words}, so {swing_text} chips. A chip bid costs you only about {cost_text}, and {swing_text} / {cost_text} is about {ratio:.2}{capped}.",
            )
        }
        (_, _, Some(swing), Some(look)) => {
            let (points, _) = figure(swing * 100.0, 2);
            format!(
                "Against this bot, winning the look has paid more than the look alone: in your last {} auctions where the bid was a pot or more, you ended with about {:.0}% of the pot at the auction more than in your {} with smaller bids (the look itself moves your equity {points} points on average), as this bot plays worse without a look; so the bid is one to win it, {} times the pot ({}), or all you have.",
                look.outbids,
                look.gain * 100.0,
                look.usual,
                OUTBID_POTS,
                (f64::from(view.pot) * OUTBID_POTS).floor(),
            )
        }
        (_, _, Some(swing), None) => {
            let capped =
                if at_most && look_bid_value(swing, final_pot, advice.equity) > value + 0.05 {
                    format!(", more than the {shown} chips you can bid")
                } else {
                    String::new()
                };
            let (points, points_shown) = figure(swing * 100.0, 2);
            let (pot, pot_shown) = pot_figure(final_pot);
            let pot_words = expected_pot_words(view, final_pot);
            // The product of the figures as shown, to a hundredth.
            let (product_text, product) = figure(PEEK_SHARE * points_shown / 100.0 * pot_shown, 2);
            // A chip bid costs less than a chip: the price joins the pot, which this seat
            // wins part of; the quotient of the two figures as shown, to a hundredth.
            let cost = look_chip_cost(advice.equity);
            let ratio = product / cost.max(1e-3);
            format!(
                "Winning the look is worth a bid of up to about {shown} chips: it shows you one of the bot's cards and keeps the bot from seeing one of yours. A look at one of the bot's cards moves your equity ({:.0}% now) {points} points either way on average; as only later decisions gain, {share:.0}% of that counts, and the bot's look at yours is taken to cost you as much: twice {share:.0}% of {points}% of the expected pot, {pot}{pot_words}, is {product_text} chips. What you pay joins the pot, and six tenths of your {:.2}% share of it comes back (pots are not all played out), so a chip bid costs you about {cost:.3}: {product_text} / {cost:.3} is about {ratio:.2}{capped}.",
                advice.equity * 100.0,
                advice.equity * 100.0,
                share = PEEK_SHARE / 2.0 * 100.0,
            )
        }
        _ => format!("The prize is worth about {shown} chips to you."),
    };
    // Auction Hold'em's value is the most worth bidding (a chip bid costs less than a chip),
    // not chips of the pot.
    let worth = match view.variant() {
        VariantId::Auction => "the most the third card is worth bidding",
        // The outbid is not the look's worth but a bid to win it.
        VariantId::SneakPeek if advice.look.is_some() => "the outbid for the look",
        VariantId::SneakPeek => "the most the look is worth bidding",
        _ => "what the prize is worth to you",
    };
    // A bid below the worth it comes from is that worth rounded down to whole chips, and
    // says so, so "bid 5 (about 5.96 chips)" does not read as a slip.
    // (The outbid is not a worth, and keeps its own words.)
    let rounded = f64::from(bid) + 0.05 < value && f64::from(bid) == value.floor();
    let short = match view.variant() {
        VariantId::Auction => Some("the third card's worth as a bid"),
        VariantId::SneakPeek if advice.look.is_none() => Some("the look's worth as a bid"),
        _ => None,
    };
    let line = if let Some(short) = short.filter(|_| rounded) {
        format!("Suggestion: bid {bid}, {short} ({shown} chips) rounded down.")
    } else {
        format!("Suggestion: bid {bid}. That is {worth} (about {shown} chips).")
    };
    Some((why, line))
}

/// `x` as a note shows it to `places` decimals, and the value of that figure (formatting
/// rounds halves to even), so a sum shown is the sum of the figures shown.
fn figure(x: f64, places: usize) -> (String, f64) {
    let text = format!("{x:.places$}");
    let value = text.parse().unwrap_or(x);
    (text, value)
}

/// An expected pot as a note shows it, and its value: to a tenth while small, so a share of it
/// can be worked out from the figure.
fn pot_figure(pot: f64) -> (String, f64) {
    figure(pot, if pot < 100.0 { 1 } else { 0 })
}

/// Where an expected pot comes from, when the spot makes it: " (the 100 in it now and 1.2
/// times that in later bets)", or the shorter stack's chips behind when those are fewer.
/// Empty when `final_pot` is not the spot's.
fn expected_pot_words(view: &SeatView, final_pot: f64) -> String {
    let now = view.pot.max(1);
    let pot = f64::from(now);
    let behind = view.stacks.iter().copied().min().unwrap_or(0);
    let later = f64::from(behind).min(LATER_BETS_POTS * pot);
    // As shown: the note's figure is a tenth under 100 chips, else a chip.
    if (pot_figure(pot + later).1 - pot_figure(final_pot).1).abs() > 1e-9 {
        return String::new();
    }
    if f64::from(behind) < LATER_BETS_POTS * pot {
        format!(" (the {now} in it now and the {behind} the shorter stack has behind)")
    } else {
        format!(" (the {now} in it now and {LATER_BETS_POTS} times that in later bets)")
    }
}

/// Auction Hold'em: why a chip bid costs less than a chip (the line after the suggestion).
pub(super) fn bid_cost_note(view: &SeatView, advice: &Advice) -> Option<String> {
    let (win, _) = advice
        .card_equities
        .filter(|_| view.variant() == VariantId::Auction)?;
    advice.bid_value?;
    Some(format!(
        "A chip bid costs less than a chip: what you pay joins the pot. With the card you count on winning back {:.2}% of what you pay: six tenths of your {:.2}% equity with the third card, as pots are not all played out. So a chip bid costs you about {:.3}.",
        PRICE_BACK * win * 100.0,
        win * 100.0,
        1.0 - PRICE_BACK * win
    ))
}

/// True when raising to `n` puts the opponent all in (it has no chips behind to call more).
fn all_the_bot_can_call(view: &SeatView, n: Chips) -> bool {
    let me = view.seat.index();
    let opp = view.opponent().index();
    view.stacks[opp] + view.pips[opp] <= n && view.stacks[opp] < view.stacks[me] + view.pips[me]
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::coach::fixtures::{advice, hand};
    use crate::engine::Seat;

    #[test]
    fn a_suggested_raise_never_exceeds_what_the_opponent_can_call() {
        // The bot has 75 chips: a price for a raise to 291 is not a legal option.
        let h = hand(VariantId::Holdem, [400, 75]);
        let view = h.view(Seat(0));
        assert!(all_the_bot_can_call(&view, 75));
        let a = advice(vec![(Action::RaiseTo(291), 50.0), (Action::Call, 1.0)], 0.6);
        let j = Judgement::new(&view, a).expect("a judgement");
        assert_eq!(j.suggested, Action::Call);
    }

    #[test]
    fn a_raise_priced_above_what_a_call_pays_says_it_counts_raises_again() {
        // A limped pot of 4 on the flop: a bet of 4 called pays at most 4 + 4 = 8.
        let mut h = hand(VariantId::Holdem, [400, 400]);
        h.apply(Seat(0), Action::Call).expect("a limp");
        h.apply(Seat(1), Action::Check).expect("a check");
        let view = h.view(Seat(1));
        let a = advice(vec![(Action::RaiseTo(4), 9.5), (Action::Check, 4.0)], 0.99);
        let j = Judgement::new(&view, a).expect("a judgement");
        let text = suggestion(&view, &j);
        assert!(
            text.contains(
                "; a call of it pays at most 8, so that price counts the times the bot raises again"
            ),
            "{text}"
        );
        let a = advice(vec![(Action::RaiseTo(4), 7.5), (Action::Check, 4.0)], 0.99);
        let j = Judgement::new(&view, a).expect("a judgement");
        assert!(!suggestion(&view, &j).contains("raises again"));
    }

    #[test]
    fn a_short_stack_s_all_in_says_the_bot_s_folds_count() {
        // Ten big blinds each: the small blind's all-in at 36% equity.
        let h = hand(VariantId::Holdem, [20, 20]);
        let view = h.view(Seat(0));
        let a = advice(vec![(Action::RaiseTo(20), 1.4), (Action::Fold, 0.0)], 0.36);
        let j = Judgement::new(&view, a).expect("a judgement");
        let text = suggestion(&view, &j);
        assert!(
            text.starts_with("Suggestion: raise to 20 (all in) — "),
            "{text}"
        );
        assert!(
            text.contains(
                "; with about 10 big blinds, an all-in wins the pot whenever the bot folds"
            ),
            "{text}"
        );
        // Deep, a raise that is not all in says nothing of it.
        let h = hand(VariantId::Holdem, [400, 400]);
        let view = h.view(Seat(0));
        let a = advice(vec![(Action::RaiseTo(5), 1.4), (Action::Fold, 0.0)], 0.5);
        let j = Judgement::new(&view, a).expect("a judgement");
        assert!(!suggestion(&view, &j).contains("big blinds"));
    }

    #[test]
    fn a_suggestion_sizes_the_raise_in_effective_stacks_and_agrees_with_its_numbers() {
        let h = hand(VariantId::Holdem, [400, 75]);
        let view = h.view(Seat(0));
        let a = advice(
            vec![
                (Action::RaiseTo(75), 9.0),
                (Action::Call, 2.0),
                (Action::Fold, 0.0),
            ],
            0.7,
        );
        let j = Judgement::new(&view, a).expect("a judgement");
        let text = suggestion(&view, &j);
        assert!(text.contains("raise to 75, all the bot can call"), "{text}");
        assert!(
            text.contains("+9.0") && text.contains("+2.0 for calling 1"),
            "{text}"
        );
        // A raise that folding beats the call for: both are named.
        let a = advice(
            vec![
                (Action::RaiseTo(75), 9.0),
                (Action::Call, -2.9),
                (Action::Fold, 0.0),
            ],
            0.3,
        );
        let j = Judgement::new(&view, a).expect("a judgement");
        let text = suggestion(&view, &j);
        assert!(
            text.contains("worth about +9.0 chips against +0.0 for folding and -2.9 for calling 1 (equity 30%)"),
            "{text}"
        );
        let a = advice(vec![(Action::Call, 0.4), (Action::Fold, 0.0)], 0.2);
        let j = Judgement::new(&view, a).expect("a judgement");
        let text = suggestion(&view, &j);
        assert!(text.contains("call 1"), "{text}");
        assert!(text.contains("have only 20%"), "{text}");
        assert!(text.contains("later streets"), "{text}");
    }

    #[test]
    fn a_fold_at_the_price_shown_is_not_said_to_lack_equity() {
        // A call needs 25% (1 to win 3); 24.96% shows as 25%.
        let h = hand(VariantId::Holdem, [400, 400]);
        let view = h.view(Seat(0));
        let a = advice(vec![(Action::Fold, 0.0), (Action::Call, -0.1)], 0.2496);
        let text = suggestion(&view, &Judgement::new(&view, a).expect("a judgement"));
        assert!(!text.contains("have only"), "{text}");
        // The call's price is the plain arithmetic: the equity is shown short of the price,
        // with no reason that is not there.
        assert!(
            text.contains("the price asks 25.00% and you have 24.96%, just short of it"),
            "{text}"
        );
        assert!(!text.contains("more betting"), "{text}");
        // A call priced well below the arithmetic: more betting to come is the reason.
        let a = advice(vec![(Action::Fold, 0.0), (Action::Call, -0.8)], 0.2496);
        let text = suggestion(&view, &Judgement::new(&view, a).expect("a judgement"));
        assert!(
            text.contains("the price asks 25% and you have 25%, but with more betting to come"),
            "{text}"
        );
        let a = advice(vec![(Action::Fold, 0.0), (Action::Call, -0.3)], 0.244);
        let text = suggestion(&view, &Judgement::new(&view, a).expect("a judgement"));
        assert!(text.contains("you need 25% but have only 24%"), "{text}");
        assert!(text.contains("folding 0"), "{text}");
        // A call that shows the fold's +0.0 is as good as it: the grade says so, and so does
        // the suggestion.
        let a = advice(vec![(Action::Fold, 0.0), (Action::Call, -0.04)], 0.34);
        let text = suggestion(&view, &Judgement::new(&view, a).expect("a judgement"));
        assert!(text.starts_with("Suggestion: fold"), "{text}");
        assert!(
            text.contains(
                "calling is worth about +0.0 chips, the same as folding, so either will do"
            ),
            "{text}"
        );
    }

    #[test]
    fn a_call_priced_away_from_the_plain_arithmetic_says_why() {
        // The small blind's call of 1 makes a pot of 4: at 51%, 0.51 x 4 - 1 = +1.04.
        let h = hand(VariantId::Holdem, [400, 400]);
        let view = h.view(Seat(0));
        let call_worth = |v: f64| {
            let a = advice(vec![(Action::Call, v), (Action::Fold, 0.0)], 0.51);
            suggestion(&view, &Judgement::new(&view, a).expect("a judgement"))
        };
        // Kept lower by the betting to come: the plain figure and the reason are given.
        let text = call_worth(0.3);
        assert!(
            text.contains(
                "calling is worth about +0.3 chips, folding 0 (51% of the 4 a call makes \
                 the pot, less the 1 it costs, is +1.0; with more betting to come you keep less \
                 of your equity than that)"
            ),
            "{text}"
        );
        // Above it, what later streets can win.
        let text = call_worth(2.0);
        assert!(text.contains("is +1.0; what you can win on later streets adds to that)"));
        // The same figure (to the shown rounding): nothing to explain.
        let text = call_worth(1.1);
        assert!(
            text.ends_with("worth about +1.1 chips, folding 0."),
            "{text}"
        );
    }

    #[test]
    fn nobody_has_bet_so_the_suggestion_is_a_bet_not_a_raise() {
        let mut h = hand(VariantId::Holdem, [400, 400]);
        h.apply(Seat(0), Action::Call).expect("limp");
        h.apply(Seat(1), Action::Check).expect("check");
        let view = h.view(Seat(1));
        let a = advice(vec![(Action::RaiseTo(6), 3.0), (Action::Check, 2.0)], 0.4);
        let j = Judgement::new(&view, a).expect("a judgement");
        let text = suggestion(&view, &j);
        assert!(text.starts_with("Suggestion: bet 6 —"), "{text}");
        assert!(!text.contains("raise"), "{text}");
        assert!(!text.contains("folds often"), "{text}");
    }

    #[test]
    fn the_suggestion_is_the_best_priced_option() {
        // The core chose to check, but its own prices put a bet clearly above: the suggestion
        // follows the prices, so the review can never call the suggestion worse.
        let mut h = hand(VariantId::Holdem, [400, 400]);
        h.apply(Seat(0), Action::Call).expect("limp");
        h.apply(Seat(1), Action::Check).expect("check");
        let view = h.view(Seat(1));
        let a = advice(vec![(Action::Check, 1.0), (Action::RaiseTo(4), 3.0)], 0.6);
        let j = Judgement::new(&view, a).expect("a judgement");
        assert_eq!(j.suggested, Action::RaiseTo(4));
    }

    /// Seat 0's view at the auction of a hand of `variant` (both seats limp and check).
    fn at_the_auction(variant: VariantId) -> SeatView {
        let mut h = hand(variant, [400, 400]);
        h.apply(Seat(0), Action::Call).expect("a limp");
        h.apply(Seat(1), Action::Check).expect("a check");
        crate::drill::auction_view(&h, Seat(0)).expect("the auction")
    }

    /// The numbers a sentence names, in order.
    fn numbers(text: &str) -> Vec<f64> {
        text.split(|c: char| !(c.is_ascii_digit() || c == '.'))
            .filter_map(|w| w.trim_end_matches('.').parse().ok())
            .collect()
    }

    #[test]
    fn a_peek_bid_shows_the_sum_that_makes_its_value() {
        let view = at_the_auction(VariantId::SneakPeek);
        let mut a = advice(vec![(Action::Bid(0), 0.0)], 0.38);
        let (swing, final_pot) = (0.153, 1056.0);
        a.bid_value = Some(look_bid_value(swing, final_pot, 0.38));
        a.peek_swing = Some(swing);
        a.final_pot = Some(final_pot);
        let (why, line) = bid_suggestion(&view, &a).expect("a suggestion");
        let text = format!("{line} {why}");
        // "... 15.30 points either way on average; ... twice 40% of 15.30% of the expected
        // pot, 1056, is 129.25": the numbers it shows make the value it names, the bot's look
        // counted as much as the player's own.
        assert!(text.contains("(38% now) 15.30 points either way"), "{text}");
        assert!(
            text.contains("twice 40% of 15.30% of the expected pot, 1056, is 129.25 chips."),
            "{text}"
        );
        // A chip bid costs 1 - 0.6 x 0.38: the look's chips over it are the bid's worth.
        assert!(
            text.contains("six tenths of your 38.00% share of it comes back (pots are not all played out), so a chip bid costs you about 0.772: 129.25 / 0.772 is about 167.42."),
            "{text}"
        );
        assert!(
            text.contains("keeps the bot from seeing one of yours"),
            "{text}"
        );
        let worth = numbers(&text)[1];
        assert!((worth - 129.25 / 0.772).abs() < 0.1, "{text}");
    }

    #[test]
    fn an_expected_pot_says_where_it_comes_from() {
        // The pot at the auction is 4: later bets are taken as 1.2 pots, so 8.8.
        let view = at_the_auction(VariantId::SneakPeek);
        let mut a = advice(vec![(Action::Bid(0), 0.0)], 0.38);
        a.peek_swing = Some(0.1);
        a.final_pot = Some(8.8);
        a.bid_value = Some(PEEK_SHARE * 0.1 * 8.8);
        let (why, _) = bid_suggestion(&view, &a).expect("a suggestion");
        assert!(
            why.contains(
                "the expected pot, 8.8 (the 4 in it now and 1.2 times that in later bets), is 0.70 chips."
            ),
            "{why}"
        );
        // A figure the spot does not make is not explained.
        a.final_pot = Some(9.0);
        let (why, _) = bid_suggestion(&view, &a).expect("a suggestion");
        assert!(why.contains("the expected pot, 9.0, is"), "{why}");
        // A short stack caps the later bets at what it has behind.
        let mut h = hand(VariantId::Auction, [400, 5]);
        h.apply(Seat(0), Action::Call).expect("a limp");
        h.apply(Seat(1), Action::Check).expect("a check");
        let short = crate::drill::auction_view(&h, Seat(0)).expect("the auction");
        let mut a = advice(vec![(Action::Bid(0), 0.0)], 0.41);
        a.card_equities = Some((0.72, 0.41));
        a.final_pot = Some(7.0);
        a.bid_value = Some(0.31 * 7.0 / (1.0 - 0.6 * 0.72));
        let (why, _) = bid_suggestion(&short, &a).expect("a suggestion");
        assert!(
            why.contains("a pot expected to reach about 7.0 (the 4 in it now and the 3 the shorter stack has behind), so 2.17 chips."),
            "{why}"
        );
    }

    #[test]
    fn an_outbid_for_the_look_says_what_the_player_s_outbids_brought() {
        let view = at_the_auction(VariantId::SneakPeek);
        let mut a = advice(vec![(Action::Bid(0), 0.0)], 0.38);
        let (swing, final_pot) = (0.153, 8.8);
        a.peek_swing = Some(swing);
        a.final_pot = Some(final_pot);
        // The pot at the auction is 4: the outbid is 1.5 pots.
        a.bid_value = Some(6.0);
        a.look = Some(crate::bots::monte_carlo::look::LookRead {
            gain: 0.31,
            outbids: 24,
            usual: 40,
        });
        let (why, line) = bid_suggestion(&view, &a).expect("a suggestion");
        assert_eq!(
            line,
            "Suggestion: bid 6. That is the outbid for the look (about 6.0 chips)."
        );
        assert!(
            why.starts_with(
                "Against this bot, winning the look has paid more than the look alone: in your last 24 auctions where the bid was a pot or more, you ended with about 31% of the pot at the auction more than in your 40 with smaller bids (the look itself moves your equity 15.30 points on average)"
            ),
            "{why}"
        );
        assert!(why.contains("1.5 times the pot (6)"), "{why}");
        // Without the read, the swing's sum as usual.
        a.look = None;
        let (why, _) = bid_suggestion(&view, &a).expect("a suggestion");
        assert!(
            why.starts_with("Winning the look is worth a bid of up to about"),
            "{why}"
        );
    }

    #[test]
    fn a_third_card_bid_shows_the_swing_before_the_price_comes_back() {
        let view = at_the_auction(VariantId::Auction);
        let mut a = advice(vec![(Action::Bid(0), 0.0)], 0.41);
        let (win, lose, final_pot) = (0.72, 0.41, 9.0);
        a.bid_value = Some((win - lose) * final_pot / (1.0 - 0.6 * win));
        a.card_equities = Some((win, lose));
        a.final_pot = Some(final_pot);
        let (why, line) = bid_suggestion(&view, &a).expect("a suggestion");
        let text = format!("{line} {why}");
        // 72% with it, 41% without: 31 points of a pot of 9 is 2.79, and the price paid comes
        // partly back, so the card is worth more than that.
        assert!(
            text.contains(
                "72.00% with it, 41.00% if the bot gets it. That is 31.00 percentage points of a pot expected to reach about 9.0, so 2.79 chips."
            ),
            "{text}"
        );
        assert!(
            text.contains("worth a bid of up to about 4.9 chips"),
            "{text}"
        );
        // The price's share that comes back is stated, so the sum can be done: 2.79 / 0.568.
        assert!(
            text.contains("A chip bid costs you only about 0.568, and 2.79 / 0.568 is about 4.91."),
            "{text}"
        );
        let note = bid_cost_note(&view, &a).expect("a note");
        assert!(
            note.contains("winning back 43.20% of what you pay: six tenths of your 72.00%"),
            "{note}"
        );
        assert!(
            note.ends_with("So a chip bid costs you about 0.568."),
            "{note}"
        );
    }

    #[test]
    fn a_bid_is_said_to_be_capped_only_at_the_most_the_seat_can_bid() {
        let view = at_the_auction(VariantId::Auction);
        let mut a = advice(vec![(Action::Bid(0), 0.0)], 0.41);
        let (win, lose, final_pot) = (0.72, 0.41, 9.0);
        // The value a little under the unrounded quotient (as rounding the figures leaves
        // it), far below the stack: nothing holds the bid down.
        a.bid_value = Some((win - lose) * final_pot / (1.0 - 0.6 * win) - 0.08);
        a.card_equities = Some((win, lose));
        a.final_pot = Some(final_pot);
        let (why, _) = bid_suggestion(&view, &a).expect("a suggestion");
        assert!(!why.contains("you can bid"), "{why}");
        // Held to the most the seat can bid: said so.
        let (_, most) = view.legal.and_then(|l| l.bid).expect("a bid");
        a.final_pot = Some(f64::from(most) * 10.0);
        a.bid_value = Some(f64::from(most));
        let (why, _) = bid_suggestion(&view, &a).expect("a suggestion");
        assert!(why.contains(&format!("more than the {most}")), "{why}");
    }

    /// `view`'s judgement by `bot` with a bet of the least size priced above everything (so
    /// a bet is suggested whatever the core's own choice), and that size.
    fn judged_with_least_bet_on_top(
        bot: &mut crate::bots::monte_carlo::MonteCarlo,
        view: &SeatView,
    ) -> (Judgement, Chips) {
        use rand::SeedableRng;
        let mut advice = bot
            .advise(view, &mut rand::rngs::SmallRng::seed_from_u64(3))
            .expect("advice");
        let (lo, _) = view.legal.and_then(|l| l.raise).expect("a bet");
        advice.options.push((Action::RaiseTo(lo), 1e6));
        (Judgement::new(view, advice).expect("a judgement"), lo)
    }

    #[test]
    fn a_bluff_after_the_bot_s_look_says_its_fold_estimate_does_not_count_the_look() {
        use crate::bots::monte_carlo::{Budget, MonteCarlo};
        // Sneak Peek: the big blind holds 3c 2d on Ks Qh 9s; the bot (the button) outbids it
        // and sees one of its cards, or is outbid.
        let judged = |bot_bid: Chips| {
            let mut h = crate::coach::fixtures::dealt(
                VariantId::SneakPeek,
                [400, 400],
                "Ah Kd 3c 2d Ks Qh 9s 8c 7d",
            );
            h.apply(Seat(0), Action::Call).expect("limp");
            h.apply(Seat(1), Action::Check).expect("check");
            h.apply(Seat(1), Action::Bid(5)).expect("bid");
            h.apply(Seat(0), Action::Bid(bot_bid)).expect("bid");
            let view = h.view(Seat(1));
            let mut bot = MonteCarlo::new(
                "hard",
                Budget {
                    samples: 400,
                    max_ms: 1e9,
                },
            );
            let (j, _) = judged_with_least_bet_on_top(&mut bot, &view);
            thin_raise_reason(&view, &j).expect("a reason")
        };
        let seen = judged(9);
        assert!(seen.starts_with("Why a bet with only"), "{seen}");
        assert!(
            seen.ends_with("That estimate does not count the bot's look at one of your cards: a bot that uses it can fold less often than that to a bluff."),
            "{seen}"
        );
        let unseen = judged(0);
        assert!(!unseen.contains("look"), "{unseen}");
    }

    #[test]
    fn a_bet_with_the_board_s_own_hand_says_it_counts_on_folds() {
        use crate::bots::competition::test_hands::{BB, SB, hand as dealt};
        use crate::bots::monte_carlo::{Budget, MonteCarlo};
        // River of Blood: hearts 9 7 2 Q 8 on the board make a flush, queen high, that the big
        // blind's 8d 5s do not better; the last card is red, so another comes.
        let checks = |n: usize| (0..n).flat_map(|_| [(BB, Action::Check), (SB, Action::Check)]);
        let mut moves = vec![(SB, Action::Call), (BB, Action::Check)];
        moves.extend(checks(5));
        let mut bot = MonteCarlo::new(
            "hard",
            Budget {
                samples: 400,
                max_ms: 1e9,
            },
        );
        // The big blind's view after `order` is dealt, and its judgement with a bet of the
        // least size priced above everything: whatever the core's own choice, a bet is what
        // this note is about.
        let judged = |bot: &mut MonteCarlo, order: &str| {
            let view = dealt(VariantId::RiverOfBlood, 400, order, &moves).view(BB);
            let (j, lo) = judged_with_least_bet_on_top(bot, &view);
            (view, j, lo)
        };
        let (view, j, lo) = judged(&mut bot, "Kc Qd 8d 5s Ks 9h 7h 6s 2h Qh Jd 8h 3c 4c");
        assert_eq!(view.board.len(), 8);
        let fold = j
            .advice
            .pricer
            .as_ref()
            .and_then(|p| p.fold_chance(lo))
            .expect("a fold chance");
        let why = board_bet_reason(&view, &j).expect("a reason");
        assert!(
            why.starts_with("Why a bet when your cards do not play: the bot holds the board's hand too, so at a showdown you can at best split the pot, unless a card still to come lets them play;"),
            "{why}"
        );
        assert!(
            why.contains(&format!("folding about {:.0}% of the time", fold * 100.0)),
            "{why}"
        );
        // Cards that play: no such reason.
        let (view, j, _) = judged(&mut bot, "Kc Qd Ah 5s Ks 9h 7h 6s 2h Qh Jd 8h 3c 4c");
        assert_eq!(board_bet_reason(&view, &j), None);
    }
}
