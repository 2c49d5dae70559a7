//! The coach audit: many random hands per game with teaching on, the person's seat played by a
//! random legal policy (sometimes taking the suggestion), and every sentence the coach, the
//! table's log and the review write checked against the engine at that moment: the word for
//! each action (bet only when nothing is in, re-raise only over a raise),
//! every amount quoted (call cost, pot, stacks, raise and bid ranges, prices paid), a suggested
//! amount legal and within what the bot can call, the review's grade against its own numbers,
//! "a good price" only below the value, and no card named that the seat cannot see.
//!
//! `cargo test` runs 2,000 decisions per game; the ignored `coach_audit_long` runs 100,000 per
//! heads-up game (`FELT_AUDIT_DECISIONS` sets another count) and prints the tally.

use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};

use felt::bots::auction_flop::{AuctionFlopBot, auction_flop_by_name};
use felt::bots::{Budget, by_name};
use felt::cards::evaluate;
use felt::cards::{Card, CardSet, Category, Deck};
use felt::coach::auction_flop::{flop_advice, flop_value};
use felt::coach::{Grade, Judgement, Teaching};
use felt::engine::auction_flop::{
    AuctionFlopEvent, AuctionFlopHand, AuctionFlopSetup, AuctionFlopView,
};
use felt::engine::{
    Action, Chips, Event, Hand, HandSetup, Ledger, LegalActions, Seat, Seen, VariantId,
};
use felt::narration::heads_up::table_line;

/// The person's seat is told "you"; the bot is named this.
const BOT: &str = "medium";

/// A small budget keeps the audit fast; the words do not depend on it.
const AUDIT_BUDGET: Budget = Budget {
    samples: 120,
    max_ms: 1.0e9,
};

/// What the audit saw.
#[derive(Default)]
struct Tally {
    decisions: usize,
    sentences: usize,
    failures: Vec<String>,
}

impl Tally {
    fn fail(&mut self, what: String) {
        if self.failures.len() < 40 {
            self.failures.push(what);
        }
    }
}

/// What the audit knows independently of the coach at one of the person's betting decisions.
#[derive(Clone)]
struct Facts {
    street: String,
    legal: LegalActions,
    pot: Chips,
    stacks: [Chips; 2],
    pips: [Chips; 2],
    reraise: bool,
    action: Action,
    judgement: Option<Judgement>,
    bid_value: Option<f64>,
    /// Sneak Peek: the bot has seen one of the person's cards.
    bot_looked: bool,
}

/// Card names in a text ("10♥", "A♠"): every rank followed by a suit symbol.
fn named_cards(text: &str) -> Vec<Card> {
    let chars: Vec<char> = text.chars().collect();
    let mut out = Vec::new();
    for (i, &c) in chars.iter().enumerate() {
        let suit = match c {
            '♠' => 's',
            '♥' => 'h',
            '♦' => 'd',
            '♣' => 'c',
            _ => continue,
        };
        let rank = match (
            i.checked_sub(2).map(|j| chars[j]),
            i.checked_sub(1).map(|j| chars[j]),
        ) {
            (Some('1'), Some('0')) => 'T',
            (_, Some(r)) if "23456789JQKA".contains(r) => r,
            _ => continue,
        };
        if let Ok(card) = format!("{rank}{suit}").parse() {
            out.push(card);
        }
    }
    out
}

/// Every whole or decimal number in `text`, in order.
fn all_numbers(text: &str) -> Vec<f64> {
    let mut out = Vec::new();
    let mut current = String::new();
    for c in text.chars().chain(std::iter::once(' ')) {
        if c.is_ascii_digit() || (c == '.' && !current.is_empty()) {
            current.push(c);
        } else if !current.is_empty() {
            if let Ok(x) = current.trim_end_matches('.').parse::<f64>() {
                out.push(x);
            }
            current.clear();
        }
    }
    out
}

/// The numbers right after each occurrence of `prefix` in `text`.
fn numbers_after(text: &str, prefix: &str) -> Vec<f64> {
    let mut out = Vec::new();
    let mut rest = text;
    while let Some(i) = rest.find(prefix) {
        rest = &rest[i + prefix.len()..];
        let n: String = rest
            .chars()
            .take_while(|c| c.is_ascii_digit() || *c == '.' || *c == '-' || *c == '+')
            .collect();
        let n = n.trim_end_matches('.');
        if let Ok(x) = n.parse::<f64>() {
            out.push(x);
        }
    }
    out
}

fn sentences(line: &str) -> usize {
    line.split(". ")
        .filter(|s| !s.trim().is_empty())
        .count()
        .max(1)
}

/// True when someone raised on the street in progress (over a bet, or over the blinds):
/// chips in now are a re-raise.
fn raised_this_street(events: &[Event]) -> bool {
    let mut raises = 0;
    let mut blinds = false;
    for e in events.iter().rev() {
        match e {
            Event::DealBoard { .. } | Event::AuctionResolved { .. } => break,
            Event::PostBlind { .. } => blinds = true,
            Event::Act {
                action: Action::RaiseTo(_),
                ..
            } => raises += 1,
            _ => {}
        }
    }
    raises >= if blinds { 1 } else { 2 }
}

/// The instruction for `action` as the engine's state names it, derived here without the
/// coach's code.
fn expected_imperative(f: &Facts, me: Seat, action: Action) -> String {
    let stack = f.stacks[me.index()];
    let pip = f.pips[me.index()];
    match action {
        Action::Fold => "fold".into(),
        Action::Check => "check".into(),
        Action::Call if f.legal.call_cost >= stack => {
            format!("call {} (all in)", f.legal.call_cost)
        }
        Action::Call => format!("call {}", f.legal.call_cost),
        Action::RaiseTo(n) => {
            let word = if f.pips == [0, 0] {
                "bet"
            } else if f.reraise {
                "re-raise to"
            } else {
                "raise to"
            };
            let all_in = if n >= stack + pip { " (all in)" } else { "" };
            format!("{word} {n}{all_in}")
        }
        Action::Bid(n) => format!("bid {n}"),
    }
}

fn expected_gerund(f: &Facts, me: Seat, action: Action) -> String {
    let stack = f.stacks[me.index()];
    let pip = f.pips[me.index()];
    match action {
        Action::Fold => "folding".into(),
        Action::Check => "checking".into(),
        Action::Call if f.legal.call_cost >= stack => {
            format!("calling {} (all in)", f.legal.call_cost)
        }
        Action::Call => format!("calling {}", f.legal.call_cost),
        Action::RaiseTo(n) => {
            let word = if f.pips == [0, 0] {
                "betting"
            } else if f.reraise {
                "re-raising to"
            } else {
                "raising to"
            };
            let all_in = if n >= stack + pip { " (all in)" } else { "" };
            format!("{word} {n}{all_in}")
        }
        Action::Bid(n) => format!("bidding {n}"),
    }
}

/// The cards `me` may see now: its hole cards, the board, and the other seat's cards it was
/// shown (a peek, a showdown).
fn visible(hand: &Hand, me: Seat) -> CardSet {
    let view = hand.view(me);
    view.hole
        .iter()
        .chain(view.board.iter())
        .chain(view.opponent_known.iter())
        .collect()
}

fn check_cards(t: &mut Tally, text: &str, seen: CardSet, ctx: &str) {
    for c in named_cards(text) {
        if !seen.contains(c) {
            t.fail(format!(
                "{ctx}: names {c}, which the seat cannot see: {text}"
            ));
        }
    }
}

/// Checks the teaching panel at a decision.
fn check_panel(t: &mut Tally, panel: &[String], hand: &Hand, me: Seat, f: &Facts) {
    let legal = f.legal;
    let seen = visible(hand, me);
    for line in panel {
        t.sentences += sentences(line);
        check_cards(t, line, seen, "panel");
        // The options named in the situation.
        if (line.contains(", re-raise,") || line.contains("re-raise to")) && !f.reraise {
            t.fail(format!("'re-raise' with no raise on the street: {line}"));
        }
        if (line.contains(", or bet.") || line.contains("Check, or bet")) && f.pips != [0, 0] {
            t.fail(format!("'bet' with chips in: {line}"));
        }
        for n in numbers_after(line, "Call ") {
            if n != f64::from(legal.call_cost) {
                t.fail(format!(
                    "call amount {n} but the cost is {}: {line}",
                    legal.call_cost
                ));
            }
        }
        if line.starts_with("Calling ") {
            let cost = numbers_after(line, "Calling ");
            let pot = numbers_after(line, "a pot of ");
            let need = numbers_after(line, "needs ");
            let want = 100.0 * f64::from(legal.call_cost) / f64::from(f.pot + legal.call_cost);
            if cost.first() != Some(&f64::from(legal.call_cost))
                || pot.first() != Some(&f64::from(f.pot))
                || need.first().is_none_or(|n| (n - want).abs() > 0.51)
            {
                t.fail(format!(
                    "price line disagrees (cost {}, pot {}, need {want:.1}): {line}",
                    legal.call_cost, f.pot
                ));
            }
        }
        if line.starts_with("The auction: both seats bid secretly, 0 to ") {
            let max = numbers_after(line, "0 to ");
            if max.first() != legal.bid.map(|(_, hi)| f64::from(hi)).as_ref() {
                t.fail(format!("bid range disagrees with {:?}: {line}", legal.bid));
            }
        }
        if let Some(rest) = line.strip_prefix("Suggestion: ") {
            check_suggestion(t, rest, line, me, f);
        }
        check_bid_sums(t, line);
    }
    check_draws(t, panel, hand, me);
    check_thin_raise(t, panel, f);
}

/// A prize's value is the sum of the figures its note shows, as a reader would redo it: for
/// a third card, the points between the two equities of the expected pot, over what a chip
/// bid costs; for a look, the counted share of the points a look moves the equity, of the
/// expected pot.
fn check_bid_sums(t: &mut Tally, line: &str) {
    let first = |prefix: &str| numbers_after(line, prefix).first().copied();
    if line.starts_with("The third card is worth a bid of up to about ") {
        let figures = (
            first("up to about "),
            first("% with it, "),
            first("bot gets it. That is "),
            first("expected to reach about "),
            first(", so "),
            first("costs you only about "),
        );
        let (Some(value), Some(without), Some(points), Some(pot), Some(swing), Some(cost)) =
            figures
        else {
            t.fail(format!("an unreadable third-card value: {line}"));
            return;
        };
        let with = numbers_after(line, " chips: ")
            .first()
            .copied()
            .unwrap_or(-1.0);
        if (points - (with - without).max(0.0)).abs() > 0.001 {
            t.fail(format!("the points are not the two equities apart: {line}"));
        }
        if (points / 100.0 * pot - swing).abs() > 0.006 {
            t.fail(format!("the swing is not those points of the pot: {line}"));
        }
        let sum = numbers_after(line, " is about ")
            .first()
            .copied()
            .unwrap_or(-1.0);
        if ((swing / cost) - sum).abs() > 0.006 {
            t.fail(format!(
                "the quotient is not the figures shown divided: {line}"
            ));
        }
        if !line.contains("chips you can bid") && (swing / cost - value).abs() > 0.1 + 0.005 * value
        {
            t.fail(format!("the value is not the swing over the cost: {line}"));
        }
    }
    if line.starts_with("Winning the look is worth a bid of up to about ") {
        let value = first("up to about ");
        // The sum: "twice 40% of 11.02% of the expected pot, 88.0, is 7.76 chips".
        let sum_text = line.find("twice ").map_or("", |i| &line[i..]);
        let in_sum = |prefix: &str| numbers_after(sum_text, prefix).first().copied();
        let points = in_sum("twice ");
        let pot = in_sum("of the expected pot, ");
        let share = in_sum("% of ");
        // The price: "six tenths of your 67.25% share of it comes back (pots are not all played out), so a chip bid costs
        // you about 0.597: 5.74 / 0.597 is about 9.61".
        let equity = first("six tenths of your ");
        let cost = first("a chip bid costs you about ");
        let quotient = first(" is about ");
        match (value, points, pot, share, equity, cost, quotient) {
            (
                Some(v),
                Some(counted),
                Some(pot),
                Some(points),
                Some(equity),
                Some(cost),
                Some(quotient),
            ) => {
                let sum = 2.0 * counted / 100.0 * points / 100.0 * pot;
                let said = numbers_after(line, ", is ")
                    .first()
                    .copied()
                    .unwrap_or(-1.0);
                if (sum - said).abs() > 0.006 {
                    t.fail(format!("the look's sum is not the figures shown: {line}"));
                }
                if (1.0 - 0.6 * equity / 100.0 - cost).abs() > 0.0006 {
                    t.fail(format!("a chip bid's cost is not the share shown: {line}"));
                }
                if (said / cost - quotient).abs() > 0.006 {
                    t.fail(format!(
                        "the look's quotient is not the figures shown divided: {line}"
                    ));
                }
                let capped = line.contains("chips you can bid") && quotient > v;
                if !capped && (quotient - v).abs() > 0.1 + 0.005 * v {
                    t.fail(format!(
                        "the look's value is not its sum over the cost: {line}"
                    ));
                }
            }
            _ => t.fail(format!("an unreadable look value: {line}")),
        }
    } else if line.starts_with("Winning the look is worth") {
        t.fail(format!("a look's value in other words: {line}"));
    }
}

/// The words of the reason for a bet or raise suggested when the seat's cards do not play.
const BOARD_BET: &str = "when your cards do not play";

/// A reason for a bet or raise whose hand is the board's own names the suggested action's
/// fold chance as its price counts it.
fn check_board_bet(t: &mut Tally, panel: &[String], f: &Facts) {
    let Some(line) = panel.iter().find(|l| l.contains(BOARD_BET)) else {
        return;
    };
    let fold = f.judgement.as_ref().and_then(|j| match j.suggested {
        Action::RaiseTo(n) => j.advice.pricer.as_ref().and_then(|p| p.fold_chance(n)),
        _ => None,
    });
    match fold {
        Some(fold) if line.contains(&format!("folding about {:.0}% of the time", fold * 100.0)) => {
        }
        _ => t.fail(format!(
            "a board bet's reason without its fold chance: {line}"
        )),
    }
}

/// A suggested bet or raise with less equity than a call would need (or, betting first, under
/// 35%) says what it counts on: the bot's fold chance to that raise, as its price counts it.
/// The line is there exactly then (unless the note on the bot's raised folds already gives the
/// rate), with the action's right noun and the figures the price was made from.
fn check_thin_raise(t: &mut Tally, panel: &[String], f: &Facts) {
    check_board_bet(t, panel, f);
    let said = panel
        .iter()
        .find(|l| l.starts_with("Why a ") && !l.contains(BOARD_BET));
    let Some(j) = &f.judgement else {
        if let Some(line) = said {
            t.fail(format!("a raise's reason with no judgement: {line}"));
        }
        return;
    };
    // As the panel shows percents: `{:.0}`, a half rounded to even (the suggestion's
    // "(equity N%)" and this line then agree).
    let shown = |x: f64| -> f64 {
        let p = x * 100.0;
        format!("{p:.0}").parse().unwrap_or(p)
    };
    let eq = shown(j.advice.equity);
    let short = match j.needed {
        Some(need) => eq < shown(need),
        None => eq < 35.0,
    };
    let fold = match j.suggested {
        Action::RaiseTo(n) if short => j.advice.pricer.as_ref().and_then(|p| p.fold_chance(n)),
        _ => None,
    };
    let named_elsewhere = panel.iter().any(|l| l.contains("to a raise like this"));
    let noun = if f.pips == [0, 0] { "bet" } else { "raise" };
    match (said, fold) {
        (Some(line), Some(fold)) => {
            let little = if eq < 1.0 {
                "next to no equity".to_string()
            } else {
                format!("only {eq:.0}% equity")
            };
            // After the bot's look in Sneak Peek, the estimate is said not to count it.
            let caveat = if f.bot_looked {
                " That estimate does not count the bot's look at one of your cards: a bot that uses it can fold less often than that to a bluff."
            } else {
                ""
            };
            let want = format!(
                "Why a {noun} with {little}: it wins the pot at once whenever the bot folds, and its worth counts on the bot folding to this {noun} about {:.0}% of the time (an estimate that starts from how often a sound player folds and follows the bot's own folds and calls).{caveat}",
                fold * 100.0
            );
            if *line != want {
                t.fail(format!("a raise's reason should read '{want}': {line}"));
            }
        }
        (Some(line), None) => t.fail(format!(
            "a raise's reason without a short-equity raise ({:?}, {eq}%): {line}",
            j.suggested
        )),
        (None, Some(_)) if !named_elsewhere => t.fail(format!(
            "a raise with {eq}% ({:?}, need {:?}) does not say what it counts on: {panel:?}",
            j.suggested, j.needed
        )),
        _ => {}
    }
}

/// The draws counted again by suits and ranks, for a seat with a card still to come: the
/// suits with four of its cards (one in the hand), and how many unseen cards complete a
/// flush, a straight, and either. A card that gives the board alone as good a hand (a fifth
/// card of a suit, the board's own straight, a full house) completes nothing of the seat's.
struct Draws {
    suits: usize,
    flush: usize,
    straight: usize,
    either: usize,
    unseen: u32,
}

fn count_draws(hand: &Hand, me: Seat) -> Option<Draws> {
    let view = hand.view(me);
    let hole: Vec<Card> = view.hole.iter().collect();
    let board: Vec<Card> = view.board.iter().collect();
    // A card is still to come on the flop and the turn, and in River of Blood after a red
    // river or run card.
    let to_come = (3..=4).contains(&board.len()) || hand.setup().variant.deals_run_card(&board);
    if !to_come {
        return None;
    }
    let seen = visible(hand, me);
    let mine: Vec<Card> = hole.iter().chain(board.iter()).copied().collect();
    let now = evaluate(mine.iter().copied().collect()).category();
    let plays = |c: Card| {
        let with: CardSet = mine.iter().copied().chain([c]).collect();
        let alone: CardSet = board.iter().copied().chain([c]).collect();
        alone.len() < 5 || evaluate(alone) < evaluate(with)
    };
    let mut suits: Vec<_> = hole
        .iter()
        .map(|h| h.suit())
        .filter(|&s| now < Category::Flush && mine.iter().filter(|c| c.suit() == s).count() == 4)
        .collect();
    suits.sort_by_key(|s| s.index());
    suits.dedup();
    // Rank bits, the ace also low (bit 0); the lowest card of the top five in a row.
    let bits = |cards: &mut dyn Iterator<Item = Card>| {
        cards.fold(0u16, |b, c| {
            let r = c.rank().index();
            b | (1 << (r + 1)) | if r == 12 { 1 } else { 0 }
        })
    };
    let top = |b: u16| {
        (0..=9)
            .rev()
            .find(|&low| b & (0b11111 << low) == 0b11111 << low)
    };
    let all = bits(&mut mine.iter().copied());
    let on_board = bits(&mut board.iter().copied());
    let straight_rank = |c: Card| {
        let r = c.rank().index();
        let add = (1u16 << (r + 1)) | if r == 12 { 1 } else { 0 };
        now < Category::Straight && top(all).is_none() && top(all | add) > top(on_board | add)
    };
    let unseen: Vec<Card> = CardSet::FULL.difference(seen).iter().collect();
    let flush = unseen
        .iter()
        .filter(|&&c| suits.contains(&c.suit()) && plays(c))
        .count();
    let straight = unseen
        .iter()
        .filter(|&&c| straight_rank(c) && plays(c))
        .count();
    let either = unseen
        .iter()
        .filter(|&&c| (suits.contains(&c.suit()) || straight_rank(c)) && plays(c))
        .count();
    Some(Draws {
        suits: suits.len(),
        flush,
        straight,
        either,
        unseen: 52 - seen.len(),
    })
}

/// Checks the panel's draw line against the draws counted again: present exactly when there
/// is a draw, naming the right kinds, the unseen cards and the count that completes them.
fn check_draws(t: &mut Tally, panel: &[String], hand: &Hand, me: Seat) {
    let line = panel
        .iter()
        .find(|l| l.starts_with("Draw: ") || l.starts_with("Draws: "));
    let view = hand.view(me);
    let cards = format!(
        "({:?} on {:?})",
        view.hole.iter().collect::<Vec<_>>(),
        view.board.iter().collect::<Vec<_>>()
    );
    let draws = count_draws(hand, me).filter(|d| d.flush + d.straight > 0);
    let (Some(line), Some(d)) = (line, &draws) else {
        if line.is_some() != draws.is_some() {
            t.fail(format!(
                "a draw line is {line:?}, a draw is {} {cards}",
                draws.is_some()
            ));
        }
        return;
    };
    if numbers_after(line, " of the ").first() != Some(&f64::from(d.unseen)) {
        t.fail(format!("{} cards are unseen {cards}: {line}", d.unseen));
    }
    let flush_words = match d.suits {
        0 => None,
        1 => Some("four to a flush"),
        _ => Some("four to a flush in two suits"),
    };
    if flush_words.is_some_and(|w| !line.contains(w)) || (d.suits == 0 && line.contains("flush")) {
        t.fail(format!("{} suits with four {cards}: {line}", d.suits));
    }
    if line.contains("straight") != (d.straight > 0) {
        t.fail(format!(
            "{} cards complete a straight {cards}: {line}",
            d.straight
        ));
    }
    let count = match (d.flush, d.straight) {
        (_, 0) => d.flush,
        (0, _) => d.straight,
        _ => d.either,
    };
    if numbers_after(line, "; ").first() != Some(&(count as f64)) {
        t.fail(format!("{count} cards complete it {cards}: {line}"));
    }
}

fn check_suggestion(t: &mut Tally, rest: &str, line: &str, me: Seat, f: &Facts) {
    let legal = f.legal;
    if let Some((lo, hi)) = legal.bid {
        let bid = numbers_after(rest, "bid ");
        let Some(&b) = bid.first() else {
            t.fail(format!("no bid in a bid suggestion: {line}"));
            return;
        };
        let b = b as Chips;
        if !(lo..=hi).contains(&b) {
            t.fail(format!("suggested bid {b} outside {lo}..={hi}: {line}"));
        }
        if let Some(v) = f.bid_value {
            let truthful = (v.max(0.0).floor() as Chips).clamp(lo, hi);
            if b != truthful {
                t.fail(format!(
                    "suggested bid {b} is not the valuation {v:.2}: {line}"
                ));
            }
        }
        return;
    }
    let Some(j) = &f.judgement else {
        t.fail(format!("a betting suggestion with no judgement: {line}"));
        return;
    };
    let action = j.suggested;
    if !legal.allows(action) {
        t.fail(format!(
            "suggested {action} is not legal ({legal:?}): {line}"
        ));
    }
    if let Action::RaiseTo(n) = action {
        let opp = me.other().index();
        if n > f.stacks[opp] + f.pips[opp] {
            t.fail(format!(
                "suggested raise to {n} above what the bot can call: {line}"
            ));
        }
    }
    let words = expected_imperative(f, me, action);
    if !rest.starts_with(&words) {
        t.fail(format!("suggestion should read '{words}': {line}"));
    }
    if let Some(x) = numbers_after(rest, "it has ").first() {
        let opp = f.stacks[me.other().index()];
        if *x != f64::from(opp) {
            t.fail(format!("the bot has {opp} behind, not {x}: {line}"));
        }
    }
    match j.grade(action, 2) {
        Some(g) if g.grade == Grade::Best => {}
        other => t.fail(format!(
            "the suggestion is not graded best ({other:?}): {line}"
        )),
    }
    // The plain price of a call, when given, is the arithmetic of the figures it names: the
    // pot a call makes and the call are this decision's, and the result follows from them.
    if let Some(i) = line.find(" a call makes the pot, less the ") {
        let before = &line[..i];
        let pct = before
            .rfind(" (")
            .and_then(|k| before[k + 2..].split('%').next())
            .and_then(|x| x.parse::<f64>().ok());
        let after_call = numbers_after(before, "% of the ").first().copied();
        let cost = numbers_after(&line[i..], "less the ").first().copied();
        let result = numbers_after(&line[i..], "it costs, is ").first().copied();
        let call = f64::from(f.legal.call_cost);
        match (pct, after_call, cost, result) {
            (Some(p), Some(a), Some(c), Some(r)) => {
                if c != call || a != f64::from(f.pot) + call {
                    t.fail(format!(
                        "the plain price names the wrong pot or call: {line}"
                    ));
                }
                if ((p / 100.0 * a - c) - r).abs() > 0.051 {
                    t.fail(format!("the plain price's arithmetic is off: {line}"));
                }
                if !line.contains("calling is worth about") {
                    t.fail(format!(
                        "a plain price with no call value beside it: {line}"
                    ));
                } else if let Some(&v) = numbers_after(line, "calling is worth about ").first() {
                    // The reason given matches the side the call's price is on, and the gap
                    // is more than the shown equity's rounding can make.
                    let keeps_less = line.contains("you keep less of your equity than that");
                    let wins_more = line.contains("what you can win on later streets adds to that");
                    if keeps_less == wins_more {
                        t.fail(format!("a plain price with no reason or two: {line}"));
                    }
                    if keeps_less && v > r - 0.45 {
                        t.fail(format!(
                            "the plain price is given though the call is not below it: {line}"
                        ));
                    }
                    if wins_more && v < r + 0.45 {
                        t.fail(format!(
                            "the plain price is given though the call is not above it: {line}"
                        ));
                    }
                }
            }
            _ => t.fail(format!("an unreadable plain price: {line}")),
        }
    }
    if line.contains("folds often enough") && f.pips == [0, 0] && words.starts_with("raise") {
        t.fail(format!("a raise with nothing to raise: {line}"));
    }
}

/// Checks the review lines of a finished hand against the decisions the audit recorded.
fn check_review(t: &mut Tally, lines: &[String], hand: &Hand, me: Seat, decisions: &[Facts]) {
    let seen = visible(hand, me);
    let mut d = decisions.iter().peekable();
    for line in lines {
        t.sentences += sentences(line);
        check_cards(t, line, seen, "review");
        if line.contains(" sound") {
            t.fail(format!("'sound' is not a grade: {line}"));
        }
        if line.starts_with("Why:") {
            continue;
        }
        // The note on reading a worth follows a hand's graded choices, the first few hands.
        if line.starts_with("How to read \"worth\":") {
            if d.peek().is_some() {
                t.fail(format!("the worth note before a graded choice: {line}"));
            }
            continue;
        }
        let Some(f) = d.next() else {
            t.fail(format!("a review line with no decision: {line}"));
            continue;
        };
        if line.starts_with("Auction:") {
            check_bid_review(t, line, hand, me, f);
            continue;
        }
        if let Some(j) = &f.judgement
            && let Action::RaiseTo(n) = f.action
            && (j
                .advice
                .pricer
                .as_ref()
                .is_some_and(|p| p.is_deep_all_in(n))
                || j.is_overbet(f.action))
            && j.grade(f.action, hand.setup().big_blind).is_none()
        {
            // A deep all-in, or a bet of many pots its hopeful price puts above the
            // suggestion, is not graded, and the line says so with the suggestion.
            let head = format!(
                "{}: {} is not graded: ",
                f.street,
                expected_gerund(f, me, f.action)
            );
            if !line.starts_with(&head) {
                t.fail(format!(
                    "an ungraded deep all-in should start '{head}': {line}"
                ));
            }
            continue;
        }
        let head = format!("{}: {} was ", f.street, expected_gerund(f, me, f.action));
        if !line.starts_with(&head) {
            t.fail(format!("review should start '{head}': {line}"));
            continue;
        }
        let Some(j) = &f.judgement else { continue };
        let Some(g) = j.grade(f.action, hand.setup().big_blind) else {
            t.fail(format!("an action the judgement cannot price: {line}"));
            continue;
        };
        let stated = &line[head.len()..];
        // "Best" is said only over lower numbers: a tie is "as good as" the other option, an
        // action a shown tenth or more below it "close enough to" it "to count as best".
        let word_ok = if g.grade == Grade::Best && !stated.starts_with("best:") {
            let worth = numbers_after(line, "worth about ").first().copied();
            if stated.starts_with("as good as ") {
                worth == Some(g.value) && line.contains(": both worth about ")
            } else if stated.starts_with("best, better than the suggestion (") {
                // A typed size the suggestion did not weigh, priced above it.
                let other = numbers_after(line, "chips against ").first().copied();
                worth == Some(g.value)
                    && other == Some(j.suggested_value)
                    && j.suggested_value < g.value
                    && f.action != j.suggested
            } else if stated.starts_with("close enough to ")
                && stated.contains(" to count as best: ")
            {
                let other = numbers_after(line, "chips against ").first().copied();
                worth == Some(g.value) && other.is_some_and(|o| o > g.value)
            } else {
                false
            }
        } else if g.slowplay {
            // A strong hand's check or call with streets to come: fine, nothing counted lost,
            // with both one-street prices named.
            let best = numbers_after(line, "was worth about ").first().copied();
            let mine = numbers_after(line, "chips against ").first().copied();
            g.grade == Grade::Fine
                && g.lost == 0.0
                && j.advice.equity >= 0.75
                && matches!(f.action, Action::Check | Action::Call)
                && stated.starts_with("fine, a slowplay: ")
                && best == Some(g.best_value)
                && mine == Some(g.value)
        } else if g.grade == Grade::Fine {
            stated.starts_with("fine, though ") && stated.contains(" was better: ")
        } else {
            stated.starts_with(&format!("{}:", g.grade.words()))
        };
        if !word_ok {
            t.fail(format!("graded {:?} by the numbers: {line}", g.grade));
        }
        if g.grade != Grade::Best && !g.slowplay {
            let lost = numbers_after(line, "gave up about ");
            let scale = j.scale(hand.setup().big_blind);
            match lost.first() {
                Some(&l)
                    if Grade::of_loss(l - 0.05, scale) <= g.grade
                        && g.grade <= Grade::of_loss(l + 0.05, scale) => {}
                _ => t.fail(format!("the loss stated does not make the grade: {line}")),
            }
        }
    }
    if d.next().is_some() {
        t.fail(format!("a decision with no review line: {lines:?}"));
    }
}

fn check_bid_review(t: &mut Tally, line: &str, hand: &Hand, me: Seat, f: &Facts) {
    let Action::Bid(bid) = f.action else {
        t.fail(format!("an auction review for {:?}: {line}", f.action));
        return;
    };
    if numbers_after(line, "you bid ").first() != Some(&f64::from(bid))
        && numbers_after(line, "you both bid ").first() != Some(&f64::from(bid))
    {
        t.fail(format!("the review misstates the bid {bid}: {line}"));
    }
    let Some(r) = hand.auction() else { return };
    if let Some(&p) = numbers_after(line, "paid the bot's bid, ").first()
        && p != f64::from(r.paid[me.index()])
    {
        t.fail(format!(
            "paid {p} but the engine says {}: {line}",
            r.paid[me.index()]
        ));
    }
    // A look's value is "worth about" chips; a third card's "a bid of up to about".
    let value = numbers_after(line, "worth about ")
        .first()
        .or(numbers_after(line, "a bid of up to about ").first())
        .copied();
    if line.contains("good price") {
        let paid = f64::from(r.paid[me.index()]);
        if value.is_none_or(|v| paid >= v) {
            t.fail(format!(
                "'a good price' at {paid} for a value of {value:?}: {line}"
            ));
        }
    }
}

/// Checks the table's log lines for the events of `hand` not yet told to `me` (`told` holds
/// the ones told so far, `next` where the telling goes on), as the table tells them.
fn check_log(t: &mut Tally, hand: &Hand, me: Seat, told: &mut Vec<Seen>, next: &mut usize) {
    let (news, upto) = hand.told(me, *next);
    *next = upto;
    let from = told.len();
    told.extend(news);
    let view = hand.view(me);
    let seen = visible(hand, me);
    for idx in from..told.len() {
        let Some((line, _)) = table_line(&view, told, idx, BOT, false) else {
            continue;
        };
        t.sentences += sentences(&line);
        check_cards(t, &line, seen, "log");
        let whole: Vec<Event> = told[..idx].iter().filter_map(Seen::event).collect();
        let Seen::Event(event) = told[idx] else {
            continue;
        };
        if let Event::Act { seat, action, .. } = event {
            let opens = whole
                .iter()
                .rev()
                .take_while(|e| {
                    !matches!(e, Event::DealBoard { .. } | Event::AuctionResolved { .. })
                })
                .all(|e| {
                    !matches!(
                        e,
                        Event::PostBlind { .. }
                            | Event::Act {
                                action: Action::RaiseTo(_),
                                ..
                            }
                    )
                });
            // Once a seat is all in, the checks the engine asks for are one line, then none.
            let before = Ledger::replay(hand.setup().stacks, whole.iter()).stacks();
            if action == Action::Check && before.contains(&0) {
                let who = match (before[me.index()], before[me.other().index()]) {
                    (0, 0) => "you and Medium are both",
                    (0, _) => "you are",
                    _ => "Medium is",
                };
                let want = format!("No more betting: {who} all in");
                if line != want {
                    t.fail(format!("log line should be '{want}': {line}"));
                }
                continue;
            }
            let who = if seat == me { "You " } else { "Medium " };
            let s = if seat == me { "" } else { "s" };
            // A bet or raise that puts the rest of the stack in says so, by the engine's chips.
            let after = Ledger::replay(hand.setup().stacks, whole.iter().chain([&event]));
            let all_in = if after.stacks()[seat.index()] == 0 {
                " (all in)"
            } else {
                ""
            };
            // Over a raise already made on the street (before the flop the blinds are its
            // bet, so any raise; after it, a raise over a bet), the log says "re-raise".
            let street: Vec<&Event> = whole
                .iter()
                .rev()
                .take_while(|e| {
                    !matches!(e, Event::DealBoard { .. } | Event::AuctionResolved { .. })
                })
                .collect();
            let blinds = street.iter().any(|e| matches!(e, Event::PostBlind { .. }));
            let raises_before = street
                .iter()
                .filter(|e| {
                    matches!(
                        e,
                        Event::Act {
                            action: Action::RaiseTo(_),
                            ..
                        }
                    )
                })
                .count();
            let re = if raises_before >= if blinds { 1 } else { 2 } {
                "re-"
            } else {
                ""
            };
            let want = match action {
                Action::RaiseTo(n) if opens => format!("{who}bet{s} {n}{all_in}"),
                Action::RaiseTo(n) => format!("{who}{re}raise{s} to {n}{all_in}"),
                Action::Call => format!("{who}call{s}"),
                Action::Check => format!("{who}check{s}"),
                Action::Fold => format!("{who}fold{s}"),
                Action::Bid(n) => format!("{who}bid{s} {n}"),
            };
            if line != want {
                t.fail(format!("log line should be '{want}': {line}"));
            }
        }
        if let Event::AuctionResolved { bids, paid, .. } = event {
            let head = format!(
                "Bids: you {}, {BOT} {}.",
                bids[me.index()],
                bids[me.other().index()]
            );
            if !line.starts_with(&head) {
                t.fail(format!("bids should read '{head}': {line}"));
            }
            if let Some(&p) = numbers_after(&line, "pays ").first()
                && !paid.contains(&(p as Chips))
            {
                t.fail(format!("pays {p}, the engine says {paid:?}: {line}"));
            }
            if line.contains("the other's") && !line.contains("A tie") {
                t.fail(format!("whose card is seen must be named: {line}"));
            }
        }
    }
}

/// A random legal move for the person; now and then the suggestion itself.
fn person_move(legal: &LegalActions, suggested: Option<Action>, rng: &mut StdRng) -> Action {
    if let Some(a) = suggested
        && rng.random_bool(0.3)
    {
        return a;
    }
    if let Some((lo, hi)) = legal.bid {
        return Action::Bid(match rng.random_range(0..4) {
            0 => lo,
            1 => hi,
            _ => rng.random_range(lo..=hi.min(lo + 40)),
        });
    }
    let mut options = Vec::new();
    if legal.can_fold {
        options.push(Action::Fold);
    }
    if legal.can_check {
        options.push(Action::Check);
        options.push(Action::Check);
    }
    if legal.can_call {
        options.push(Action::Call);
        options.push(Action::Call);
    }
    if let Some((lo, hi)) = legal.raise {
        options.push(Action::RaiseTo(lo));
        options.push(Action::RaiseTo(rng.random_range(lo..=hi)));
        if rng.random_bool(0.2) {
            options.push(Action::RaiseTo(hi));
        }
    }
    options[rng.random_range(0..options.len())]
}

/// Plays `decisions` of the person's decisions of `variant` and audits every sentence.
fn audit(variant: VariantId, decisions: usize, seed: u64) -> Tally {
    let mut t = Tally::default();
    let mut rng = StdRng::seed_from_u64(seed);
    let mut teaching = Teaching::with_budget(true, seed, AUDIT_BUDGET);
    let mut bot = by_name(BOT).expect("the medium bot");
    let config = felt::session::MatchConfig::defaults(variant);
    let mut hand_no = 0u32;
    while t.decisions < decisions {
        hand_no += 1;
        let me = Seat((hand_no % 2) as u8);
        let mut setup = HandSetup::new(
            variant,
            [config.stack; 2],
            config.small_blind,
            config.big_blind,
        );
        setup.peek = [rng.random_range(0..=1), rng.random_range(0..=1)];
        let mut hand = Hand::new(setup, Deck::shuffled(&mut rng)).expect("a hand");
        let (mut told, mut next) = (Vec::new(), 0);
        let mut recorded: Vec<Facts> = Vec::new();
        let mut guard = 0;
        while !hand.is_over() && guard < 500 {
            guard += 1;
            let Some(seat) = hand.to_act() else { break };
            let Some(legal) = hand.legal_actions() else {
                break;
            };
            let action = if seat == me {
                let view = hand.view(me);
                teaching.prepare(&view);
                let judgement = teaching.pending_judgement().cloned();
                let bid_value = teaching.pending_bid_value();
                let mut f = Facts {
                    street: street_name(&hand),
                    legal,
                    pot: hand.pot(),
                    stacks: hand.stacks(),
                    pips: hand.pips(),
                    reraise: raised_this_street(hand.events()),
                    action: Action::Check,
                    judgement: judgement.clone(),
                    bid_value,
                    bot_looked: variant == VariantId::SneakPeek
                        && hand.auction().is_some_and(|a| a.winners[1 - me.index()]),
                };
                let panel = teaching.panel.clone();
                check_panel(&mut t, &panel, &hand, me, &f);
                let suggested = judgement.as_ref().map(|j| j.suggested);
                let action = person_move(&legal, suggested, &mut rng);
                f.action = action;
                teaching.record_decision(action);
                if f.judgement.is_some() || f.bid_value.is_some() {
                    recorded.push(f);
                }
                t.decisions += 1;
                action
            } else {
                bot.act(&hand.view(seat), &mut rng)
            };
            if hand.apply(seat, action).is_err() {
                let fallback = legal.check_or_fold();
                hand.apply(seat, fallback).expect("check or fold is legal");
            }
            check_log(&mut t, &hand, me, &mut told, &mut next);
        }
        let review = teaching.review(&hand.view(me));
        check_review(&mut t, &review, &hand, me, &recorded);
        bot.hand_over(&hand.view(me.other()));
        teaching.observe(&hand.view(me));
    }
    t
}

fn street_name(hand: &Hand) -> String {
    let s = hand.street().to_string();
    let mut c = s.chars();
    c.next().map_or_else(String::new, |f| {
        f.to_uppercase().collect::<String>() + c.as_str()
    })
}

fn report(variant: VariantId, t: &Tally) {
    println!(
        "{variant}: {} decisions, {} sentences checked, {} failures",
        t.decisions,
        t.sentences,
        t.failures.len()
    );
}

/// The cards an Auction Flop seat may see: its own, every flop turned up (which of them another
/// seat kept is never told), and every hand once the hand is over.
fn auction_flop_visible(view: &AuctionFlopView) -> CardSet {
    let mut seen = view.cards;
    if let Some(f) = view.flop {
        seen = seen.union(f.into_iter().collect());
    }
    for e in &view.events {
        match e {
            // What the seat was dealt, including cards it has since thrown away.
            AuctionFlopEvent::Deal { seat, cards } if *seat == view.seat => {
                seen = seen.union(*cards);
            }
            AuctionFlopEvent::Flop { cards, .. } => {
                seen = seen.union(cards.iter().copied().collect());
            }
            _ => {}
        }
    }
    for shown in &view.shown {
        seen = seen.union(*shown);
    }
    seen
}

/// Plays `decisions` of the person's Auction Flop decisions (seat 0, random legal moves; three
/// heuristic bots) and audits the coach's flop advice and the log.
fn audit_auction_flop(decisions: usize, seed: u64) -> Tally {
    let mut t = Tally::default();
    let mut rng = StdRng::seed_from_u64(seed);
    let names = ["You", "West", "North", "East"];
    let me = Seat(0);
    let mut hand_no = 0u8;
    while t.decisions < decisions {
        hand_no = hand_no.wrapping_add(1);
        let setup = AuctionFlopSetup {
            stacks: vec![300; 4],
            ante: 3,
            dealer: Seat(hand_no % 4),
            reshuffle_seed: rng.random(),
        };
        let mut hand = AuctionFlopHand::new(setup, Deck::shuffled(&mut rng)).expect("a hand");
        let mut bots: Vec<Box<AuctionFlopBot>> = (0..4)
            .map(|i| {
                auction_flop_by_name(if i == 0 { "random" } else { "heuristic" }).expect("a bot")
            })
            .collect();
        let mut logged = 0;
        let mut guard = 0;
        while !hand.is_over() && guard < 2_000 {
            guard += 1;
            let Some(seat) = hand.to_act() else { break };
            let view = hand.view(seat);
            if seat == me {
                t.decisions += 1;
                check_flop_advice(&mut t, &view);
            }
            let action = bots[seat.index()].act(&view, &mut rng);
            if hand.apply(seat, action).is_err() {
                t.fail(format!("a bot's move was refused: {action:?}"));
                break;
            }
            let view = hand.view(me);
            let seen = auction_flop_visible(&view);
            for e in &view.events[logged.min(view.events.len())..] {
                if let Some(line) = felt::narration::auction_flop::table_line(e, me, &names, false)
                {
                    t.sentences += sentences(&line);
                    check_cards(&mut t, &line, seen, "auction flop log");
                }
            }
            logged = view.events.len();
        }
    }
    t
}

fn check_flop_advice(t: &mut Tally, view: &AuctionFlopView) {
    let lines = flop_advice(view, false);
    if view.flop.is_none() || view.cards.len() >= 5 {
        if !lines.is_empty() {
            t.fail(format!("flop advice with no flop to value: {lines:?}"));
        }
        return;
    }
    let seen = auction_flop_visible(view);
    let now = evaluate(view.cards).bare_phrase();
    let needing = view
        .counts
        .iter()
        .enumerate()
        .filter(|&(s, &c)| s != view.seat.index() && c < 5)
        .count();
    // A keep that fills the hand is named over every keep of as many cards making a better
    // hand (the kicker counts).
    if let (Some(v), Some(flop)) = (flop_value(view), view.flop)
        && view.cards.len() + v.keep.len() == 5
    {
        let named = evaluate(view.cards.union(v.keep));
        for mask in 1u8..8 {
            let other: CardSet = (0..3)
                .filter(|i| mask & (1 << i) != 0)
                .map(|i| flop[i])
                .collect();
            if other.len() == v.keep.len() && evaluate(view.cards.union(other)) > named {
                t.fail(format!(
                    "keeping {other} beats the named {} with {}",
                    v.keep, view.cards
                ));
            }
        }
    }
    for line in &lines {
        t.sentences += sentences(line);
        check_cards(t, line, seen, "flop advice");
        if line.starts_with("Keeping ")
            && line.contains(" into ")
            && !line.contains(&format!("your {now} into "))
        {
            t.fail(format!("the hand now is {now}: {line}"));
        }
        if line.contains("worth a few chips") || line.contains(", Ace Pair") {
            t.fail(format!("garbled advice: {line}"));
        }
        if let Some(&pot) = numbers_after(line, "of the pot of ").first()
            && pot != f64::from(view.pot)
        {
            t.fail(format!("the pot is {}: {line}", view.pot));
        }
        if let Some(&price) = numbers_after(line, "Bidding ").first()
            && Some(price as Chips) != view.legal.and_then(|l| l.bid)
        {
            t.fail(format!("the price of a bid is {:?}: {line}", view.legal));
        }
        if line.contains("other seats still need") {
            let n = all_numbers(line).first().copied();
            if n != Some(needing as f64) {
                t.fail(format!("{needing} other seats need cards: {line}"));
            }
        }
        if line.contains("One other seat still needs") && needing != 1 {
            t.fail(format!("{needing} other seats need cards: {line}"));
        }
        if line.contains("You are the last seat needing") && needing != 0 {
            t.fail(format!("{needing} other seats need cards: {line}"));
        }
        for p in all_numbers(line) {
            if !(-10_000.0..=10_000.0).contains(&p) {
                t.fail(format!("an impossible number {p}: {line}"));
            }
        }
    }
}

const HEADS_UP: [VariantId; 4] = [
    VariantId::Holdem,
    VariantId::Auction,
    VariantId::SneakPeek,
    VariantId::RiverOfBlood,
];

#[test]
fn every_coach_sentence_agrees_with_the_engine() {
    for (i, variant) in HEADS_UP.into_iter().enumerate() {
        let t = audit(variant, 2_000, 17 + i as u64);
        report(variant, &t);
        assert!(
            t.sentences > 10_000,
            "too few sentences checked: {}",
            t.sentences
        );
        assert!(t.failures.is_empty(), "{variant}: {:#?}", t.failures);
    }
}

#[test]
fn every_auction_flop_flop_note_agrees_with_the_engine() {
    let t = audit_auction_flop(2_000, 29);
    report(VariantId::AuctionFlop, &t);
    assert!(
        t.sentences > 5_000,
        "too few sentences checked: {}",
        t.sentences
    );
    assert!(t.failures.is_empty(), "{:#?}", t.failures);
}

#[test]
#[ignore = "long: 100,000 decisions per game; run with --ignored --nocapture"]
fn coach_audit_long() {
    let n = std::env::var("FELT_AUDIT_DECISIONS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(100_000);
    let mut total = (0, 0, 0);
    for (i, variant) in HEADS_UP.into_iter().enumerate() {
        let t = audit(variant, n, 1_000 + i as u64);
        report(variant, &t);
        total = (
            total.0 + t.decisions,
            total.1 + t.sentences,
            total.2 + t.failures.len(),
        );
        assert!(t.failures.is_empty(), "{variant}: {:#?}", t.failures);
    }
    let t = audit_auction_flop(n, 2_000);
    report(VariantId::AuctionFlop, &t);
    total = (
        total.0 + t.decisions,
        total.1 + t.sentences,
        total.2 + t.failures.len(),
    );
    assert!(t.failures.is_empty(), "{:#?}", t.failures);
    println!(
        "all games: {} decisions, {} sentences checked, {} failures",
        total.0, total.1, total.2
    );
}
