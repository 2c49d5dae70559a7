//! The review of a finished hand: why the pot went where it did, and each decision the
//! player made judged against the advisor's estimate, in words that agree with the numbers.

use super::bid_score::{score_bid, truthful_bid};
use crate::cards::{Card, Category, HandValue};
use crate::engine::{Action, AuctionResult, Chips, Seat, Street};

use super::judgement::{Grade, Judgement, tenth};
use crate::history::graded::TableGrade;

use crate::narration::capitalised;

/// One decision the player made, with the judgement it was shown.
#[derive(Debug, Clone)]
pub(super) enum Decision {
    /// A betting decision: the street, the action and the judgement made at it (`at`: the
    /// hand's events before it).
    Bet {
        at: usize,
        street: Street,
        action: Action,
        judgement: Box<Judgement>,
        big_blind: Chips,
    },
    /// An auction bid and the prize's value the suggestion gave; `most` the player could bid,
    /// and its equity then.
    Bid {
        at: usize,
        bid: Chips,
        value: f64,
        pot: Chips,
        most: Chips,
        equity: f64,
        /// What a chip bid cost in chips of the pot (below 1 in Auction Hold'em).
        cost: f64,
        big_blind: Chips,
    },
}

/// Why the showdown went the way it did. When both hands have the same name ("High Card,
/// King"), the deciding kicker is named ("your queen kicker beat the bot's ten"), after the
/// cards past the name that tied when there are any ("the best five matched down to the
/// Queen; then your Jack beat the bot's Ten"); when the loser's card there is the board's, it
/// is said to come from the board, and its own cards to be lower only when none of them plays
/// above that card.
/// Why a small pot is graded as five big blinds, said in a review's first line that grades
/// by that floor; later lines give the figures alone ([`floor_said_once`]).
const FLOOR_WHY: &str = ", the least a pot is graded as;";

/// A hand's review lines with the five-big-blind floor explained in the first line that uses
/// it only: "(five big blinds, the least a pot is graded as; this one was 4)", then "(five
/// big blinds; this one was 6)".
pub(crate) fn floor_said_once(lines: &mut [String]) {
    let mut said = false;
    for line in lines.iter_mut() {
        if line.contains(FLOOR_WHY) {
            if said {
                *line = line.replacen(FLOOR_WHY, ";", 1);
            }
            said = true;
        }
    }
}

pub(crate) fn showdown_reason(
    mine: HandValue,
    theirs: HandValue,
    board: &[Card],
    holes: [&[Card]; 2],
) -> String {
    use std::cmp::Ordering;
    // Names inside a sentence are lower case: "your queen kicker", "a pair of kings".
    let low = |s: &str| s.to_lowercase();
    let order = mine.cmp(&theirs);
    if order == Ordering::Equal {
        return format!(
            "Why: both had {}, kickers and all; the pot was split.",
            mine.phrase()
        );
    }
    let (head, win, lose, winner, loser, loser_hole) = if order == Ordering::Greater {
        (
            "Why: you won at showdown",
            mine,
            theirs,
            "your",
            "the bot's",
            holes[1],
        )
    } else {
        (
            "Why: the bot won at showdown",
            theirs,
            mine,
            "the bot's",
            "your",
            holes[0],
        )
    };
    // Same name, different hands: the first rank that differs decides.
    let (win_ranks, lose_ranks) = (win.ranks(), lose.ranks());
    if win.describe() == lose.describe()
        && let Some((k, (w, l))) = win_ranks
            .iter()
            .zip(&lose_ranks)
            .enumerate()
            .find(|(_, (a, b))| a != b)
    {
        // The ranks the hand's name already names: two for two pair and a full house.
        let named = match win.category() {
            Category::TwoPair | Category::FullHouse => 2,
            _ => 1,
        };
        let from_board =
            board.iter().any(|c| c.rank() == *l) && !loser_hole.iter().any(|c| c.rank() == *l);
        // The loser's own cards were lower only when none of them plays above the card.
        let own_lower = loser_hole
            .iter()
            .all(|c| c.rank() < *l && !lose_ranks[..k].contains(&c.rank()));
        let board_words = match (from_board, own_lower) {
            (true, true) => {
                let own = if loser == "your" {
                    "your own"
                } else {
                    "its own"
                };
                format!(", which came from the board ({own} cards were lower)")
            }
            (true, false) => ", which came from the board".to_string(),
            _ => String::new(),
        };
        if k > named {
            // Cards past the name tied first: said, so the card named is the one that differs.
            return format!(
                "{head}: both had {}, and the best five matched down to the {}; then {winner} {} beat {loser} {}{board_words}.",
                win.phrase(),
                low(lose_ranks[k - 1].name()),
                low(w.name()),
                low(l.name())
            );
        }
        if from_board {
            return format!(
                "{head}: both had {}; the next card of the best five decided it: {winner} {} against {loser} {}{board_words}.",
                win.phrase(),
                low(w.name()),
                low(l.name())
            );
        }
        return format!(
            "{head}: both had {}; {winner} {} kicker beat {loser} {}.",
            win.phrase(),
            low(w.name()),
            low(l.name())
        );
    }
    // A hand named with its details ("full house, nines full of threes") closes them with a
    // comma before the verb.
    let mut won = win.bare_phrase();
    if won.contains(',') {
        won.push(',');
    }
    format!(
        "{head}: {winner} {won} beat {loser} {}.",
        lose.bare_phrase()
    )
}

/// `lost` as a percentage of the pot `scale` it is graded by: whole (at least 1, so a loss
/// that is graded is never shown as 0%), or to a tenth within half a point of a line between
/// grades (10% and 33%), so the share shown always sits on its grade's side of the line.
fn pot_share(lost: f64, scale: f64) -> String {
    let share = 100.0 * lost / scale.max(1.0);
    let near_a_line = [Grade::FINE, Grade::MISTAKE]
        .iter()
        .any(|line| (share - 100.0 * line).abs() < 0.5);
    if near_a_line {
        // Exactly on a line it is the line ("10%", fine: a grade's line belongs to it).
        if [Grade::FINE, Grade::MISTAKE]
            .iter()
            .any(|line| (share - 100.0 * line).abs() < 0.005)
        {
            return format!("{share:.0}%");
        }
        // A tenth that lands on the line itself ("10.0%" beside "fine") takes a hundredth.
        let tenth = format!("{share:.1}");
        let on_a_line = [Grade::FINE, Grade::MISTAKE]
            .iter()
            .any(|line| tenth == format!("{:.1}", 100.0 * line));
        if on_a_line {
            format!("{share:.2}%")
        } else {
            format!("{tenth}%")
        }
    } else {
        format!("{:.0}%", share.round().max(1.0))
    }
}

/// "a good price" only when the price is below the value rounded to a chip; "more than it
/// was worth" whenever it is above the value as shown by a twentieth of a chip or more, the
/// least loss the grade counts (6 for a prize of 5.6 is not "about what it was worth" beside
/// a grade that counts the 0.4 lost, nor is 6 for 5.96 "more" beside a bid graded best).
fn price_words(paid: Chips, value: f64) -> &'static str {
    let value = value.max(0.0);
    let paid = f64::from(paid);
    if paid >= value + 0.05 {
        "more than it was worth"
    } else if paid < value.round() {
        "below its value: a good price"
    } else {
        "about what it was worth"
    }
}

/// The review of an auction bid: second price (the winner pays the other bid), scored as the
/// drill scores it (chips lost against the best result given the other bid) and graded on
/// the same scale as betting decisions. `cost` is what a chip bid costs in chips of the pot
/// (below 1 in Auction Hold'em, where `value` is the most worth bidding): the chips lost are
/// chips of the pot, with the bid chips they come from beside them.
/// Chips to a tenth, or to a hundredth under one chip, so that a small loss and the bid
/// chips behind it ("0.05 chips", "0.10 chips of bid at about 0.509 each") multiply as
/// printed.
fn small_chips(x: f64) -> String {
    if x.abs() < 1.0 {
        format!("{x:.2}")
    } else {
        format!("{x:.1}")
    }
}

pub(crate) fn auction_review(
    bid: Chips,
    value: f64,
    scale: f64,
    most: Chips,
    cost: f64,
    result: Option<AuctionResult>,
    seat: Seat,
) -> String {
    let me = seat.index();
    let rule = "(Second price: the winner pays the other bid.)";
    // The value as the suggestion showed it: to a tenth, never rounded up past the bid it
    // implies (a prize of 8.5 is not "about 9" beside a suggested bid of 8).
    // Scored at the value shown, so a loss is the difference of the numbers printed (a price
    // of 10 for a prize shown as 6.3 loses 3.7, not 3.6); the bid it implies is the same.
    let shown = super::bid_score::value_text(value);
    let value = super::bid_score::shown_value(value);
    // The value is the most worth bidding where a chip bid costs less than a chip (both
    // auctions); a hand file from before that keeps chips.
    let worth = if cost < 1.0 {
        format!("The prize was worth a bid of up to about {shown} chips to you")
    } else {
        format!("The prize was worth about {shown} to you")
    };
    let Some(r) = result else {
        return format!("Auction: you bid {bid}. {worth}. {rule}");
    };
    let theirs = r.bids[1 - me];
    let score = score_bid(value, bid, theirs).priced(cost);
    // Where a chip bid costs less than a chip, the bid chips behind a loss, at their cost.
    let in_bid_chips = if cost < 1.0 {
        format!(
            " (that is {} chips of bid at about {cost:.3} each: a price paid joins a pot you win part of)",
            small_chips(score.loss_in_bid_chips())
        )
    } else {
        String::new()
    };
    let risky = super::bid_score::is_risky_bid(bid, value);
    let grade = super::bid_score::bid_grade(score.judged_loss(most), scale, bid, value);
    let better = if score.value > f64::from(theirs) {
        format!("a bid above {theirs}")
    } else {
        format!("a bid below {theirs}")
    };
    let verdict = if score.truthful(most) && score.loss >= 0.05 {
        // Bidding the prize's worth was right before the bot's bid was known; the tie that
        // cost it was luck, named as such.
        format!(
            "graded as no loss, though the tie cost about {} chips this time: it was the prize's worth rounded down, the bid to make while the bot's is unknown, and a tie at exactly that bid is the one way it can cost (given the bot's {theirs}, {better} would have done better){in_bid_chips}",
            small_chips(score.loss)
        )
    } else if risky && grade == Grade::Fine && score.loss < 0.05 {
        // Lost nothing, but only because of the other bid: the risk is said below.
        format!(
            "fine, though only by luck: against the bot's {theirs} no other bid would have done better"
        )
    } else if grade == Grade::Best
        && score.loss < 0.05
        && !r.winners[me]
        && bid + 1 < theirs
        && bid <= truthful_bid(value)
    {
        // Lost to a higher bid: right for the prize, but the price the bot paid was the
        // player's own bid, and it went into a pot the player may win; a grade by the card
        // alone does not count that, and the words do not claim more than the grade does.
        format!(
            "right for the prize: at the bot's {theirs} the prize was worth letting go (a bid just under {theirs} would only have made the bot pay more, a gamble the grade does not count)"
        )
    } else if grade == Grade::Best && score.loss < 0.05 {
        format!("best: against the bot's {theirs} no other bid would have done better")
    } else if grade == Grade::Best {
        // Within a rounding of the pot, but not nothing: said as it is.
        format!(
            "close to best: given the bot's {theirs}, {better} would have done only about {} chips better{in_bid_chips}",
            small_chips(score.loss)
        )
    } else {
        // The loss's share of what it is graded against, so the grade can be checked: a bid
        // far above the prize's worth can still be "fine" in a big pot.
        format!(
            "{}: about {} chips lost against the best bid{in_bid_chips}, given the bot's {theirs}; that is {} of {} chips (the pot, counted as at least five big blinds), which sets the grade",
            grade.words(),
            small_chips(score.loss),
            pot_share(score.loss, scale),
            scale.round()
        )
    };
    let what = match (r.winners[me], r.winners[1 - me]) {
        (true, true) => format!(
            "you both bid {bid}, a tie: both got the prize and both paid {bid}; as the bot got it too, it counts about half its worth to you, so this time the price was {}",
            price_words(bid, value / 2.0)
        ),
        (true, false) => format!(
            "you bid {bid} and won; you paid the bot's bid, {}, {}",
            r.paid[me],
            price_words(r.paid[me], value)
        ),
        _ => {
            let could = if f64::from(theirs) < value.max(0.0).round() {
                format!("; any bid above {theirs} would have won it for {theirs}")
            } else {
                String::new()
            };
            // A bid far above the worth is not the bot's valuation: said, so the two figures
            // do not read as a contradiction.
            let high = if f64::from(theirs) > 2.0 * value.max(1.0) + 2.0 {
                " (a bid that far above what the prize is worth to you is a wager that the other seat bids low, as the winner pays only the lower bid)"
            } else {
                ""
            };
            format!(
                "you bid {bid}, the bot bid {theirs} and took the prize; the bot paid the lower bid, your {bid}, into the pot{could}{high}"
            )
        }
    };
    // A bid well above the prize's worth is named as the risk it was, even when the other bid
    // made it cost nothing this time.
    let truthful = truthful_bid(value);
    // The grade is given the bot's bid; a bid far from the prize's worth is named for what it
    // risked before that bid was known, however this one fell.
    // A bid over the worth by more than a chip risked as much, short of "far above" it too.
    let risk = if risky || bid > truthful.saturating_add(1) {
        let here = if theirs == truthful {
            format!(" (here, against the bot's {theirs}, it would have tied)")
        } else {
            String::new()
        };
        format!(
            " Bidding {bid} for a prize worth about {shown} risked paying more than its worth, up to {bid}, had the bot bid between {} and {bid}; bidding its worth rounded down, {truthful}, never pays more than {truthful}: it wins whenever the bot bids less, and ties when the bot bids the same{here}.",
            truthful + 1
        )
    } else if truthful >= 4 && bid.saturating_mul(2) < truthful && !r.winners[me] {
        // When the bot bid above the worth, letting the prize go came out right: said first,
        // so the low bid's risk does not read as a contradiction of the verdict.
        let came_out = if theirs > truthful {
            format!(
                " Letting it go came out right, as the bot bid {theirs}, more than it was worth. Still, bidding"
            )
        } else {
            " Bidding".to_string()
        };
        format!(
            "{came_out} {bid} for a prize worth about {shown} gave it up to any bid above {bid}; bidding its worth rounded down, {truthful}, wins it for less than it is worth whenever the bot bids less than {truthful}."
        )
    } else {
        String::new()
    };
    format!("Auction: {what}. {worth}; your bid was {verdict}.{risk} {rule}")
}

pub(super) fn review_line(d: &Decision, auction: Option<AuctionResult>, seat: Seat) -> String {
    match d {
        Decision::Bid {
            bid,
            value,
            pot,
            most,
            cost,
            big_blind,
            ..
        } => auction_review(
            *bid,
            *value,
            super::bid_score::bid_scale(*pot, *big_blind),
            *most,
            *cost,
            auction,
            seat,
        ),
        Decision::Bet {
            street,
            action,
            judgement,
            big_blind,
            ..
        } => betting_review(
            &capitalised(&street.to_string()),
            *action,
            judgement,
            *big_blind,
        ),
    }
}

/// The grade `review_line` shows for `d`, in the form the hand's file keeps it (see
/// [`crate::history::graded`]): the same figures, so `felt review` repeats them.
pub(super) fn table_grade(d: &Decision, auction: Option<AuctionResult>, seat: Seat) -> TableGrade {
    match d {
        Decision::Bid {
            at,
            bid,
            value,
            pot,
            most,
            equity,
            cost,
            big_blind,
        } => {
            let shown = super::bid_score::shown_value(*value);
            let best_bid = truthful_bid(shown).min(*most);
            let graded = auction.map(|r| {
                let score = score_bid(shown, *bid, r.bids[1 - seat.index()]).priced(*cost);
                let lost = score.judged_loss(*most);
                let grade = super::bid_score::bid_grade(
                    lost,
                    super::bid_score::bid_scale(*pot, *big_blind),
                    *bid,
                    shown,
                );
                (score.gain, lost, grade)
            });
            let (gain, lost) = graded.map_or((0.0, 0.0), |(g, l, _)| (g, l));
            TableGrade {
                at: *at,
                action: format!("bidding {bid}"),
                best: format!("bidding {best_bid}"),
                value: tenth(gain),
                best_value: tenth(gain + lost),
                lost: tenth(lost),
                grade: graded.map(|(_, _, grade)| grade.name().to_string()),
                equity: *equity,
            }
        }
        Decision::Bet {
            at,
            action,
            judgement: j,
            big_blind,
            ..
        } => {
            let b = &j.betting;
            match j.grade(*action, *big_blind) {
                Some(g) => TableGrade {
                    at: *at,
                    action: b.gerund(*action),
                    best: b.gerund(g.best),
                    value: g.value,
                    best_value: g.best_value,
                    lost: g.lost,
                    grade: Some(g.grade.name().to_string()),
                    equity: j.advice.equity,
                },
                // Not graded at the table (a shove too deep for the prices): not graded later.
                None => TableGrade {
                    at: *at,
                    action: b.gerund(*action),
                    best: b.gerund(j.suggested),
                    value: 0.0,
                    best_value: j.suggested_value,
                    lost: 0.0,
                    grade: None,
                    equity: j.advice.equity,
                },
            }
        }
    }
}

/// The equity and the price a call needed, as a grade shows them: whole percents, or as
/// many decimals as tell them apart when they differ but read alike ("29.6%" beside "30.0%",
/// as the suggestion said), so a call graded below folding never shows equal figures.
fn equity_beside_price(equity: f64, needed: f64, whole: String) -> (String, String) {
    let (e, n) = (equity * 100.0, needed * 100.0);
    if format!("{e:.0}") == format!("{n:.0}") && e >= 1.0 {
        for places in 1..=3 {
            let (es, ns) = (format!("{e:.places$}"), format!("{n:.places$}"));
            if es != ns {
                return (format!("{es}%"), format!("{ns}%"));
            }
        }
    }
    (whole, format!("{n:.0}%"))
}

/// The review of a betting decision: the action's value against the best option's, by the
/// numbers the suggestion showed, graded best / fine / mistake / blunder; calls and folds also
/// with the price they faced.
pub(crate) fn betting_review(
    when: &str,
    action: Action,
    j: &Judgement,
    big_blind: Chips,
) -> String {
    let b = &j.betting;
    let Some(g) = j.grade(action, big_blind) else {
        // A deep all-in is not priced beside the core's options (see `is_deep_all_in`).
        return match action {
            Action::RaiseTo(n)
                if j.advice
                    .pricer
                    .as_ref()
                    .is_some_and(|p| p.is_deep_all_in(n)) =>
            {
                // The rule as `is_deep_all_in` applies it: the chips left after a call, not
                // the whole stack, against the pot once called.
                let what = if j.needed.is_some() {
                    "what it puts in beyond a call is more than one and a half times the pot once called"
                } else {
                    "it puts in more than one and a half times the pot"
                };
                format!(
                    "{when}: {} is not graded: {what}, with cards still to come, and the coach, which weighs one street at a time, does not price such all-ins; it suggested {} (worth about {:+.1} chips).",
                    b.gerund(action),
                    b.imperative(j.suggested),
                    j.suggested_value
                )
            }
            Action::RaiseTo(_) if j.is_overbet(action) => format!(
                "{when}: {} is not graded: the coach does not price bets of more than five times the pot (how often the bot calls one is only a guess); it suggested {} (worth about {:+.1} chips).",
                b.gerund(action),
                b.imperative(j.suggested),
                j.suggested_value
            ),
            _ => String::new(),
        };
    };
    let eq = super::whole_percent(j.advice.equity);
    let price = match j.needed {
        Some(n) => {
            let (eq, n) = equity_beside_price(j.advice.equity, n, eq);
            format!("equity {eq}, a call needed {n}")
        }
        None => format!("equity {eq}"),
    };
    let mine = b.gerund(action);
    if g.slowplay {
        return format!(
            "{when}: {mine} was fine, a slowplay: {} was worth about {:+.1} chips against {:+.1} ({price}), but those prices stop at this street, and a hand this strong that waits can still win the chips on the streets to come, so the gap is not counted as lost. {} is still the usual play: it builds the pot now.",
            b.gerund(g.best),
            g.best_value,
            g.value,
            capitalised(&b.gerund(g.best)),
        );
    }
    match g.grade {
        // A size the suggestion did not weigh (a typed amount) that its numbers put higher.
        Grade::Best if g.value > j.suggested_value && action != j.suggested => format!(
            "{when}: {mine} was best, better than the suggestion ({}): worth about {:+.1} chips against {:+.1} ({price}). The coach weighs only a few sizes, its own and those of the keys, and yours, one it did not weigh, came out higher.",
            b.imperative(j.suggested),
            g.value,
            j.suggested_value
        ),
        // Another amount than the suggested one that shows the same value (a key's size a
        // chip from the suggestion's) is as good as the suggestion, not better than it.
        Grade::Best if g.value == j.suggested_value && action != j.suggested => format!(
            "{when}: {mine} was as good as {}: both worth about {:+.1} chips ({price}).",
            b.gerund(j.suggested),
            g.value
        ),
        Grade::Best => match j.runner_up(action) {
            // A tie is not called best (the suggestion may have named the other option), nor
            // is an action a shown number puts a little below another.
            Some((other, ov)) if ov == g.value => format!(
                "{when}: {mine} was as good as {}: both worth about {:+.1} chips ({price}).",
                b.gerund(other),
                g.value
            ),
            Some((other, ov)) if ov > g.value => format!(
                "{when}: {mine} was close enough to {} to count as best: worth about {:+.1} chips against {ov:+.1} ({price}).",
                b.gerund(other),
                g.value
            ),
            Some((other, ov)) => format!(
                "{when}: {mine} was best: worth about {:+.1} chips, {} about {ov:+.1} ({price}).",
                g.value,
                b.gerund(other)
            ),
            None => format!(
                "{when}: {mine} was best: worth about {:+.1} chips ({price}).",
                g.value
            ),
        },
        // The grade is by the share of the pot given up: said, so that 3 chips can be a
        // blunder in a pot of 8 and 6 chips fine in a pot of 80.
        grade => format!(
            "{when}: {mine} was {}: it gave up about {:.1} chips, {} of {}{}; {} was worth about {:+.1}, {mine} {:+.1} ({price}).",
            // "Fine" beside a suggestion it did not follow says the suggestion was better, so
            // a call the note advised against does not read as approved.
            if grade == Grade::Fine {
                format!("fine, though {} was better", b.gerund(g.best))
            } else {
                grade.words().to_string()
            },
            g.lost,
            pot_share(g.lost, j.scale(big_blind)),
            // The pot graded by is the one a call would make, or five big blinds when that
            // is smaller.
            if j.scale(big_blind) > f64::from(j.pot + j.betting.call_cost) {
                // Facing a bet, the pot named is the one the call makes, and said so: the
                // table shows the pot before it.
                let with_call = if j.betting.call_cost > 0 {
                    ", with a call,"
                } else {
                    ""
                };
                format!(
                    "{:.0} chips (five big blinds{FLOOR_WHY} this one{with_call} was {})",
                    j.scale(big_blind),
                    j.pot + j.betting.call_cost
                )
            } else if j.betting.call_cost > 0 {
                "the pot a call makes".to_string()
            } else {
                "the pot".to_string()
            },
            // A loss above the pot: the best option's worth counts chips that are not in it.
            if g.lost > j.scale(big_blind) {
                format!(
                    " (more than that pot: the worth of {} counts the chips the bot puts in after it)",
                    b.gerund(g.best)
                )
            } else {
                String::new()
            },
            b.gerund(g.best),
            g.best_value,
            g.value
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::super::bid_score::bid_scale;
    use super::*;
    use crate::cards::evaluate_cards;
    use crate::coach::fixtures::cards;

    #[test]
    fn a_loss_near_a_line_between_grades_shows_which_side_it_is_on() {
        // 0.8 of 8.0 is fine and 2.06 of 20 a mistake: both would read "10%" in whole points.
        assert_eq!(Grade::of_loss(0.8, 8.0), Grade::Fine);
        assert_eq!(pot_share(0.8, 8.0), "10%");
        assert_eq!(pot_share(0.8005, 8.0), "10.01%");
        // 1.597 of 16 is 9.98%: fine, and not shown as the line's "10.0%".
        assert_eq!(Grade::of_loss(1.597, 16.0), Grade::Fine);
        assert_eq!(pot_share(1.597, 16.0), "9.98%");
        assert_eq!(Grade::of_loss(2.06, 20.0), Grade::Mistake);
        assert_eq!(pot_share(2.06, 20.0), "10.3%");
        assert_eq!(Grade::of_loss(6.62, 20.0), Grade::Blunder);
        assert_eq!(pot_share(6.62, 20.0), "33.1%");
        assert_eq!(pot_share(2.1, 20.0), "11%");
        // Away from the lines, whole points, and never 0%.
        assert_eq!(pot_share(1.6, 4.0), "40%");
        assert_eq!(pot_share(0.1, 40.0), "1%");
    }

    #[test]
    fn the_five_big_blind_floor_is_explained_once_a_hand() {
        let mut lines = vec![
            format!("Flop: ... 20% of 10 chips (five big blinds{FLOOR_WHY} this one was 4)."),
            format!("Turn: ... 30% of 10 chips (five big blinds{FLOOR_WHY} this one was 6)."),
        ];
        floor_said_once(&mut lines);
        assert!(
            lines[0].contains("(five big blinds, the least a pot is graded as; this one was 4)")
        );
        assert!(
            lines[1].contains("(five big blinds; this one was 6)"),
            "{}",
            lines[1]
        );
    }

    #[test]
    fn showdown_reason_names_the_deciding_kicker() {
        let mine = evaluate_cards(&cards("Ks Qh 9c 7d 2h 3d 8s"));
        let theirs = evaluate_cards(&cards("Kd Th 9c 7d 2h 3d 8s"));
        let board = cards("9c 7d 2h 3d 8s");
        let holes: [&[Card]; 2] = [&cards("Ks Qh"), &cards("Kd Th")];
        let why = showdown_reason(mine, theirs, &board, holes);
        assert!(
            why.contains("your queen kicker beat the bot's ten"),
            "{why}"
        );
        let why = showdown_reason(theirs, mine, &board, [holes[1], holes[0]]);
        assert!(
            why.contains("the bot's queen kicker beat your ten"),
            "{why}"
        );
        let pair = evaluate_cards(&cards("Ks Kh 9c 7d 2h 3d 8s"));
        let why = showdown_reason(pair, theirs, &board, [&cards("Ks Kh"), holes[1]]);
        assert!(
            why.contains("your pair of kings beat the bot's king high"),
            "{why}"
        );
    }

    /// The showdown reason for you holding `me` and the bot `bot` on `board`.
    fn reason_on(board: &str, me: &str, bot: &str) -> String {
        let (board, me, bot) = (cards(board), cards(me), cards(bot));
        let all = |hole: &[Card]| evaluate_cards(&[hole, board.as_slice()].concat());
        showdown_reason(all(&me), all(&bot), &board, [&me, &bot])
    }

    #[test]
    fn a_kicker_the_loser_has_only_on_the_board_is_named_as_the_boards() {
        // Kings and an ace on the board: the bot's jack plays, against the board's eight, not
        // against anything of yours.
        let why = reason_on("Kh 8h Ah 2c Kc", "6s 3h", "Jd 6h");
        assert!(
            why.contains("both had a pair of kings, and the best five matched down to the ace; then the bot's jack beat your eight, which came from the board (your own cards were lower)."),
            "{why}"
        );
        // A nine of your own is yours.
        let why = reason_on("Kh 8h Ah 2c Kc", "9d 3h", "Jd 6h");
        assert!(
            why.contains("matched down to the ace; then the bot's jack beat your nine."),
            "{why}"
        );
        // High card, king, with both queens playing: the jack against the board's ten
        // decides it, and the bot's own queen is not "lower".
        let why = reason_on("5s 4h Th Kc 2c", "Qd Js", "Qh 7s");
        assert!(
            why.contains("both had king high, and the best five matched down to the queen; then your jack beat the bot's ten, which came from the board."),
            "{why}"
        );
        // The bot's own cards both below the board's nine that loses: said to be lower.
        let why = reason_on("Ks Qh 9c 7d 2h", "Jd 3c", "8s 4c");
        assert!(
            why.contains("matched down to the queen; then your jack beat the bot's nine, which came from the board (its own cards were lower)."),
            "{why}"
        );
    }

    /// The big blind facing a raise to 100, calling at `call` with a re-raise to 300 priced at
    /// `raise` (a pot of 200 with the call: a tenth of a chip is within "best").
    fn call_reviewed(raise: f64, call: f64) -> String {
        use crate::coach::fixtures::{advice, hand};
        use crate::engine::VariantId;
        let mut h = hand(VariantId::Holdem, [400, 400]);
        h.apply(Seat(0), Action::RaiseTo(100)).expect("raise");
        let view = h.view(Seat(1));
        let advice = advice(
            vec![
                (Action::RaiseTo(300), raise),
                (Action::Call, call),
                (Action::Fold, 0.0),
            ],
            0.5,
        );
        let j = Judgement::new(&view, advice).expect("a judgement");
        betting_review("Preflop", Action::Call, &j, view.setup.big_blind)
    }

    #[test]
    fn another_amount_worth_the_same_as_the_suggestion_is_as_good_not_best() {
        use crate::coach::fixtures::{advice, hand};
        use crate::engine::VariantId;
        let h = hand(VariantId::Holdem, [400, 400]);
        let view = h.view(Seat(0));
        let advice = advice(
            vec![
                (Action::RaiseTo(5), 1.8),
                (Action::RaiseTo(4), 1.8),
                (Action::Call, 1.3),
                (Action::Fold, 0.0),
            ],
            0.6,
        );
        let j = Judgement::new(&view, advice).expect("a judgement");
        assert_eq!(j.suggested, Action::RaiseTo(5));
        let text = betting_review("Preflop", Action::RaiseTo(4), &j, view.setup.big_blind);
        assert!(
            text.starts_with(
                "Preflop: raising to 4 was as good as raising to 5: both worth about +1.8 chips"
            ),
            "{text}"
        );
    }

    #[test]
    fn an_equity_that_reads_as_the_price_shows_the_decimals_that_part_them() {
        let whole = |x: f64| crate::coach::whole_percent(x);
        assert_eq!(
            equity_beside_price(0.296, 0.3, whole(0.296)),
            ("29.6%".to_string(), "30.0%".to_string())
        );
        assert_eq!(
            equity_beside_price(0.3333, 0.33334, whole(0.3333)),
            ("33.330%".to_string(), "33.334%".to_string())
        );
        assert_eq!(
            equity_beside_price(0.41, 0.3, whole(0.41)),
            ("41%".to_string(), "30%".to_string())
        );
        // Through the review: a call at 29.6% against a price of 30% is fine, not best.
        use crate::coach::fixtures::{advice, hand};
        use crate::engine::VariantId;
        let mut h = hand(VariantId::Holdem, [400, 400]);
        h.apply(Seat(0), Action::RaiseTo(5)).expect("raise");
        let view = h.view(Seat(1));
        let a = advice(vec![(Action::Fold, 0.0), (Action::Call, -0.3)], 0.296);
        let j = Judgement::new(&view, a).expect("a judgement");
        let text = betting_review("Preflop", Action::Call, &j, view.setup.big_blind);
        assert!(
            text.contains("(equity 29.6%, a call needed 30.0%)"),
            "{text}"
        );
    }

    #[test]
    fn a_small_bid_loss_shows_hundredths_so_its_product_reads_right() {
        assert_eq!(small_chips(0.0509), "0.05");
        assert_eq!(small_chips(0.1), "0.10");
        assert_eq!(small_chips(3.64), "3.6");
    }

    #[test]
    fn a_loss_above_the_pot_says_where_the_chips_come_from() {
        // Pot 200 with the call; folding gives up the re-raise's 260, which counts the bot's
        // chips put in after it.
        let call = call_reviewed(260.0, 1.2);
        assert!(
            call.contains("of the pot a call makes (more than that pot"),
            "{call}"
        );
        let fold = {
            use crate::coach::fixtures::{advice, hand};
            use crate::engine::VariantId;
            let mut h = hand(VariantId::Holdem, [400, 400]);
            h.apply(Seat(0), Action::RaiseTo(100)).expect("raise");
            let view = h.view(Seat(1));
            let advice = advice(
                vec![
                    (Action::RaiseTo(300), 260.0),
                    (Action::Call, 1.2),
                    (Action::Fold, 0.0),
                ],
                0.8,
            );
            let j = Judgement::new(&view, advice).expect("a judgement");
            betting_review("Preflop", Action::Fold, &j, view.setup.big_blind)
        };
        assert!(
            fold.contains(
                "130% of the pot a call makes (more than that pot: the worth of re-raising to 300 counts the chips the bot puts in after it)"
            ),
            "{fold}"
        );
        // A loss inside the pot says nothing of it.
        let small = call_reviewed(60.0, 1.2);
        assert!(!small.contains("more than that pot"), "{small}");
    }

    #[test]
    fn a_call_as_good_as_the_suggested_raise_is_not_called_best_over_it() {
        let tie = call_reviewed(1.2, 1.2);
        assert!(
            tie.contains("calling 98 was as good as re-raising to 300: both worth about +1.2"),
            "{tie}"
        );
        let close = call_reviewed(1.3, 1.2);
        assert!(
            close.contains(
                "calling 98 was close enough to re-raising to 300 to count as best: worth about +1.2 chips against +1.3"
            ),
            "{close}"
        );
        let better = call_reviewed(1.0, 1.2);
        assert!(better.contains("calling 98 was best"), "{better}");
        for text in [tie, close] {
            assert!(!text.contains("was best"), "{text}");
        }
    }

    #[test]
    fn a_bid_review_loses_the_difference_of_the_numbers_it_prints() {
        // Won at a price of 10 for a prize worth 6.36, shown as 6.4: 3.6 lost.
        let won = AuctionResult {
            bids: [12, 10],
            paid: [10, 0],
            winners: [true, false],
        };
        let text = auction_review(12, 6.36, bid_scale(40, 2), 400, 1.0, Some(won), Seat(0));
        assert!(text.contains("about 6.4"), "{text}");
        assert!(text.contains("3.6 chips lost"), "{text}");
    }

    #[test]
    fn a_bid_far_above_the_prize_is_named_a_risk_even_when_it_cost_nothing() {
        // The whole stack on a prize worth 10.4, won at the bot's 9: best in hindsight only.
        let won = AuctionResult {
            bids: [396, 9],
            paid: [9, 0],
            winners: [true, false],
        };
        let text = auction_review(396, 10.4, bid_scale(40, 2), 400, 1.0, Some(won), Seat(0));
        assert!(
            text.contains("Bidding 396 for a prize worth about 10.4 risked paying more than its worth, up to 396, had the bot bid between 11 and 396"),
            "{text}"
        );
        assert!(
            text.contains("bidding its worth rounded down, 10, never pays more than 10: it wins whenever the bot bids less"),
            "{text}"
        );
        // A bid at the prize's worth carries no such warning.
        let fair = AuctionResult {
            bids: [10, 9],
            paid: [9, 0],
            winners: [true, false],
        };
        let text = auction_review(10, 10.4, bid_scale(40, 2), 400, 1.0, Some(fair), Seat(0));
        assert!(!text.contains("risked"), "{text}");
    }

    #[test]
    fn auction_review_accounts_for_the_second_price() {
        let won = AuctionResult {
            bids: [20, 6],
            paid: [6, 0],
            winners: [true, false],
        };
        let text = auction_review(20, 9.0, bid_scale(30, 2), 400, 1.0, Some(won), Seat(0));
        assert!(text.contains("paid the bot's bid, 6"), "{text}");
        assert!(text.contains("a good price"), "{text}");
        // A bid more than twice the worth lost nothing here, by luck: fine, not best.
        assert!(
            text.contains("your bid was fine, though only by luck: against the bot's 6"),
            "{text}"
        );
        assert!(text.contains("risked paying more than its worth"), "{text}");
        assert!(
            text.ends_with("(Second price: the winner pays the other bid.)"),
            "{text}"
        );
        let lost = AuctionResult {
            bids: [1, 4],
            paid: [0, 1],
            winners: [false, true],
        };
        let text = auction_review(1, 12.0, bid_scale(20, 2), 400, 1.0, Some(lost), Seat(0));
        assert!(
            text.contains("any bid above 4 would have won it for 4"),
            "{text}"
        );
        assert!(text.contains("a blunder: about 8.0 chips lost"), "{text}");
    }

    #[test]
    fn an_auction_hold_em_loss_is_counted_in_chips_of_the_pot_at_the_bid_chip_cost() {
        // A card worth bidding up to 12.0, a chip bid costing 0.55: bidding 1 against the
        // bot's 4 let go 8 bid chips of edge, 4.4 chips of the pot.
        let lost = AuctionResult {
            bids: [1, 4],
            paid: [0, 1],
            winners: [false, true],
        };
        let text = auction_review(1, 12.0, bid_scale(20, 2), 400, 0.55, Some(lost), Seat(0));
        assert!(
            text.contains("The prize was worth a bid of up to about 12.0 chips to you"),
            "{text}"
        );
        assert!(
            text.contains("about 4.4 chips lost against the best bid (that is 8.0 chips of bid at about 0.550 each: a price paid joins a pot you win part of), given the bot's 4"),
            "{text}"
        );
        // The same bids at a chip a chip bid: 8.0 chips lost, no bid chips named.
        let text = auction_review(1, 12.0, bid_scale(20, 2), 400, 1.0, Some(lost), Seat(0));
        assert!(
            text.contains("about 8.0 chips lost against the best bid, given"),
            "{text}"
        );
        assert!(!text.contains("bid chips"), "{text}");
    }

    #[test]
    fn a_bid_far_from_the_worth_is_named_for_its_risk_whatever_the_bot_bid() {
        // Bid 30 for a look worth 5.3; the bot bid 5: winning at 5 was best this time, and
        // the worth's bid of 5 would have tied.
        let won = AuctionResult {
            bids: [30, 5],
            paid: [5, 0],
            winners: [true, false],
        };
        let text = auction_review(30, 5.3, bid_scale(40, 2), 400, 1.0, Some(won), Seat(0));
        assert!(
            text.contains(
                "ties when the bot bids the same (here, against the bot's 5, it would have tied)."
            ),
            "{text}"
        );
        // Bid 0 for a look worth 17.4; the bot bid 17 and took it for nothing: close to best
        // this time, but the low bid is named for what it gives up.
        let lost = AuctionResult {
            bids: [0, 17],
            paid: [0, 0],
            winners: [false, true],
        };
        let text = auction_review(0, 17.4, bid_scale(60, 2), 400, 1.0, Some(lost), Seat(0));
        assert!(
            text.contains(" Bidding 0 for a prize worth about 17.4 gave it up to any bid above 0; bidding its worth rounded down, 17, wins it for less than it is worth whenever the bot bids less than 17."),
            "{text}"
        );
        // The bot bid above the worth: the verdict's "right" comes first, then the risk.
        let over = AuctionResult {
            bids: [0, 30],
            paid: [0, 0],
            winners: [false, true],
        };
        let text = auction_review(0, 17.4, bid_scale(60, 2), 400, 1.0, Some(over), Seat(0));
        assert!(text.contains("right for the prize"), "{text}");
        assert!(
            text.contains(" Letting it go came out right, as the bot bid 30, more than it was worth. Still, bidding 0 for a prize worth about 17.4 gave it up"),
            "{text}"
        );
    }

    #[test]
    fn a_price_above_the_prize_is_never_called_the_best_bid() {
        // Bid 30 for a look worth 8.5 in a pot of 150; the bot bid 10. Within a rounding of
        // the pot, but losing the auction was 1.5 chips better: not "no other bid would have
        // done better".
        let won = AuctionResult {
            bids: [30, 10],
            paid: [10, 0],
            winners: [true, false],
        };
        let text = auction_review(30, 8.5, bid_scale(150, 2), 400, 1.0, Some(won), Seat(0));
        assert!(text.contains("more than it was worth"), "{text}");
        assert!(
            !text.contains("no other bid would have done better"),
            "{text}"
        );
        assert!(
            text.contains(
                "your bid was fine: about 1.5 chips lost against the best bid, given the bot's 10; that is 1% of 150 chips (the pot, counted as at least five big blinds), which sets the grade"
            ),
            "{text}"
        );
    }

    #[test]
    fn the_suggested_bid_is_not_called_a_blunder_when_the_bot_ties_it() {
        // The coach suggested 4 (the prize was worth 4.3); the bot also bid 4.
        let tie = AuctionResult {
            bids: [4, 4],
            paid: [4, 4],
            winners: [true, true],
        };
        let text = auction_review(4, 4.3, bid_scale(12, 2), 400, 1.0, Some(tie), Seat(0));
        assert!(text.contains("worth about 4.3 to you"), "{text}");
        assert!(!text.contains("blunder"), "{text}");
        assert!(!text.contains("mistake"), "{text}");
        // Neither "right" nor "best" beside "more than it was worth": the tie is named as the
        // one risk of the suggested bid.
        assert!(!text.contains("right") && !text.contains("best"), "{text}");
        // The outcome is said as an outcome, the grade as the grade of the decision.
        assert!(
            text.contains("so this time the price was more than it was worth"),
            "{text}"
        );
        // But what the grade counts is said: no loss.
        assert!(
            text.contains("graded as no loss, though the tie cost about 2.1 chips this time: it was the prize's worth rounded down, the bid to make while the bot's is unknown, and a tie at exactly that bid is the one way it can cost (given the bot's 4, a bid above 4 would have done better)."),
            "{text}"
        );
        // Another bid that ties still answers for it.
        let high = AuctionResult {
            bids: [9, 9],
            paid: [9, 9],
            winners: [true, true],
        };
        let text = auction_review(9, 4.3, bid_scale(12, 2), 400, 1.0, Some(high), Seat(0));
        assert!(text.contains("chips lost against the best bid"), "{text}");
    }

    #[test]
    fn paying_exactly_the_value_is_not_called_a_good_price() {
        let won = AuctionResult {
            bids: [9, 5],
            paid: [5, 0],
            winners: [true, false],
        };
        let text = auction_review(9, 5.2, bid_scale(20, 2), 400, 1.0, Some(won), Seat(0));
        assert!(!text.contains("good price"), "{text}");
        assert!(text.contains("about what it was worth"), "{text}");
        assert_eq!(price_words(6, 5.0), "more than it was worth");
        assert_eq!(price_words(6, 5.6), "more than it was worth");
        assert_eq!(price_words(6, 5.96), "about what it was worth");
        assert_eq!(price_words(5, 5.0), "about what it was worth");
        assert_eq!(price_words(4, 5.0), "below its value: a good price");
    }

    #[test]
    fn a_low_bid_that_let_the_bot_win_is_right_for_the_card_and_says_what_it_did_not_count() {
        // The prize was worth 4.9; you bid 0 and the bot bid 6: letting it go was right for
        // the card, but a bid of 5 would have made the bot pay 5 into the pot. Not "no other
        // bid would have done better".
        let lost = AuctionResult {
            bids: [0, 6],
            paid: [0, 0],
            winners: [false, true],
        };
        let text = auction_review(0, 4.9, bid_scale(40, 2), 400, 1.0, Some(lost), Seat(0));
        assert!(!text.contains("no other bid"), "{text}");
        assert!(
            !text.contains("best"),
            "not called best beside a better bid: {text}"
        );
        assert!(
            text.contains("the bot paid the lower bid, your 0, into the pot"),
            "{text}"
        );
        assert!(
            text.contains("right for the prize: at the bot's 6 the prize was worth letting go (a bid just under 6 would only have made the bot pay more, a gamble the grade does not count)."),
            "{text}"
        );
        // Just under the bot's bid there is nothing more to say.
        let under = AuctionResult {
            bids: [5, 6],
            paid: [0, 5],
            winners: [false, true],
        };
        let text = auction_review(5, 4.9, bid_scale(40, 2), 400, 1.0, Some(under), Seat(0));
        assert!(
            text.contains("no other bid would have done better"),
            "{text}"
        );
        assert!(!text.contains("far above"), "{text}");
    }

    #[test]
    fn a_bot_bid_far_above_the_prize_s_worth_is_said_to_be_a_wager_not_its_valuation() {
        let lost = AuctionResult {
            bids: [5, 139],
            paid: [0, 5],
            winners: [false, true],
        };
        let text = auction_review(5, 5.96, bid_scale(80, 20), 5000, 1.0, Some(lost), Seat(0));
        assert!(
            text.contains("(a bid that far above what the prize is worth to you is a wager that the other seat bids low, as the winner pays only the lower bid)"),
            "{text}"
        );
    }
}
