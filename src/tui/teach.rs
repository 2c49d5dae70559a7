//! Teaching mode: at each of the player's decisions, a short plain-language note on what is
//! happening and what the options cost, the hand's name, the pot odds, the equity against a
//! random hand and against the bot's likely hands, and a suggestion with its reason (from the
//! Monte Carlo bot's analysis). After the hand, a review of the key decisions.

use rand::SeedableRng;
use rand::rngs::StdRng;

use felt::bots::strength::{BoardRule, equity_vs_random, preflop_equity};
use felt::bots::{Advice, Budget, MonteCarlo};
use felt::cards::{Card, CardSet, HandValue, evaluate};
use felt::engine::{
    Action, AuctionResult, Chips, Event, Hand, Phase, Seat, SeatView, Street, VariantId,
};

/// One decision the player made, with the advice it had.
#[derive(Debug, Clone)]
struct Decision {
    street: Street,
    phase: Phase,
    action: Action,
    advice: Advice,
    needed: Option<f64>,
    /// The legal raise-to range at the decision (a reviewed raise is never sized above it).
    raise: Option<(Chips, Chips)>,
}

/// The teaching mode's state.
pub struct Teaching {
    /// Shown on screen.
    pub on: bool,
    advisor: MonteCarlo,
    rng: StdRng,
    /// The note for the current decision.
    pub panel: Vec<String>,
    /// The events count the panel was made for.
    prepared_at: Option<usize>,
    pending: Option<(Advice, Option<f64>)>,
    decisions: Vec<Decision>,
}

impl Teaching {
    /// Teaching state; `on` shows it.
    pub fn new(on: bool, seed: u64) -> Teaching {
        let advisor = MonteCarlo::new(
            "advisor",
            Budget {
                samples: 2000,
                max_ms: 60.0,
            },
        );
        Teaching {
            on,
            advisor,
            rng: StdRng::seed_from_u64(seed ^ 0x7eac),
            panel: Vec::new(),
            prepared_at: None,
            pending: None,
            decisions: Vec::new(),
        }
    }

    /// Prepares the note for the player's decision at `view` (only while on).
    pub fn prepare(&mut self, view: &SeatView) {
        if !self.on || self.prepared_at == Some(view.events.len()) {
            return;
        }
        self.prepared_at = Some(view.events.len());
        let Some(advice) = self.advisor.advise(view, &mut self.rng) else {
            return;
        };
        let mut lines = vec![situation(view)];
        if let Some(rule) = rule_note(view) {
            lines.push(rule);
        }
        lines.push(format!("Your hand: {}.", hand_name(view)));
        let needed = view.legal.and_then(|l| {
            (l.call_cost > 0).then(|| f64::from(l.call_cost) / f64::from(view.pot + l.call_cost))
        });
        if let (Some(need), Some(l)) = (needed, view.legal) {
            lines.push(format!(
                "Calling {} to win a pot of {} needs {:.0}% equity.",
                l.call_cost,
                view.pot,
                need * 100.0
            ));
        }
        let random = equity_random(view, &mut self.rng);
        lines.push(format!(
            "Your equity: {:.0}% against a random hand, {:.0}% against the bot's likely hands.",
            random * 100.0,
            advice.equity * 100.0
        ));
        lines.push(suggestion(view, &advice, needed));
        self.panel = lines;
        self.pending = Some((advice, needed));
    }

    /// Remembers the player's action at the current decision, for the review.
    pub fn record_decision(&mut self, hand: Option<&Hand>, action: Action) {
        let Some(hand) = hand else { return };
        if let Some((advice, needed)) = self.pending.take() {
            self.decisions.push(Decision {
                street: hand.street(),
                phase: hand.phase(),
                action,
                advice,
                needed,
                raise: hand.legal_actions().and_then(|l| l.raise),
            });
        }
        self.panel.clear();
        self.prepared_at = None;
    }

    /// The advisor learns how the hand ended (always, so it knows the bot when turned on).
    pub fn observe(&mut self, view: &SeatView) {
        self.advisor.observe(view);
    }

    /// Lines reviewing the finished hand (empty while off).
    pub fn review(&mut self, hand: &Hand, seat: Seat) -> Vec<String> {
        let decisions = std::mem::take(&mut self.decisions);
        self.pending = None;
        self.panel.clear();
        self.prepared_at = None;
        if !self.on {
            return Vec::new();
        }
        let mut out = Vec::new();
        if let Some(o) = hand.outcome() {
            let me = seat.index();
            out.push(match (o.folded, o.values) {
                (Some(f), _) if f == seat => {
                    "Why: you folded, so the bot took the pot without a showdown.".to_string()
                }
                (Some(_), _) => {
                    "Why: the bot folded, so you took the pot without a showdown.".to_string()
                }
                (None, Some(v)) => showdown_reason(v[me], v[1 - me]),
                _ => String::new(),
            });
        }
        let auction = hand.view(seat).auction;
        for d in decisions {
            out.push(review_line(&d, auction, seat));
        }
        out.retain(|l| !l.is_empty());
        self.panel = out.clone();
        out
    }
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

fn review_line(d: &Decision, auction: Option<AuctionResult>, seat: Seat) -> String {
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

fn capitalised(s: &str) -> String {
    let mut c = s.chars();
    c.next().map_or_else(String::new, |f| {
        f.to_uppercase().collect::<String>() + c.as_str()
    })
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

/// What is happening, in a sentence or two.
fn situation(view: &SeatView) -> String {
    let legal = view.legal;
    if view.phase == Phase::Auction {
        let stack = view.stacks[view.seat.index()];
        return match view.variant() {
            VariantId::SneakPeek => format!(
                "The auction: both seats bid secretly, 0 to {stack}. The higher bid sees one of the other's two hole cards and pays the LOWER bid into the pot; a tie shows each a card."
            ),
            _ => format!(
                "The auction: both seats bid secretly, 0 to {stack}. The higher bid gets a third hole card and pays the LOWER bid into the pot; a tie gives both a card and both pay."
            ),
        };
    }
    let cost = legal.map_or(0, |l| l.call_cost);
    let street = match view.street {
        Street::Run(n) => format!(
            "River of Blood run card {n}: the card before it was red, so there is one more betting round"
        ),
        Street::River
            if view.variant() == VariantId::RiverOfBlood
                && view.board.last().is_some_and(|c| c.is_red()) =>
        {
            "The river is red: in River of Blood another card comes after this betting round"
                .to_string()
        }
        s => capitalised(&s.to_string()),
    };
    let me = view.seat;
    let i_acted_this_street = view
        .events
        .iter()
        .rev()
        .take_while(|e| !matches!(e, Event::DealBoard { .. } | Event::AuctionResolved { .. }))
        .any(|e| matches!(e, Event::Act { seat, .. } if *seat == me));
    if view.street == Street::Preflop && me == Seat(0) && cost > 0 && !i_acted_this_street {
        return format!(
            "{street}: you are the small blind and act first. Calling costs {cost} more; raising makes the big blind pay to continue."
        );
    }
    if cost > 0 && i_acted_this_street {
        let opp = view.opponent().index();
        return format!(
            "{street}: after your move the bot made it {}. Call {cost} more, raise again, or fold.",
            view.pips[opp]
        );
    }
    if cost == 0 {
        if view.street == Street::Preflop {
            return format!(
                "{street}: the small blind just called. Check to see the flop for free, or raise."
            );
        }
        return format!(
            "{street}: nobody has bet. Check for free, or bet to make the bot pay to continue."
        );
    }
    format!("{street}: the bot has put in {cost} more than you. Call {cost}, raise, or fold.")
}

/// A rule the player needs at this moment (what comes next, who acts first, what a payment
/// means), or `None`.
pub(crate) fn rule_note(view: &SeatView) -> Option<String> {
    let variant = view.variant();
    if view.phase == Phase::Auction {
        return (variant == VariantId::SneakPeek).then(|| {
            "The card shown to the winner is chosen at random from the other's two; the loser learns only the two bids.".to_string()
        });
    }
    let after_auction = view.street == Street::Flop
        && view.auction.is_some()
        && !view
            .events
            .iter()
            .rev()
            .take_while(|e| !matches!(e, Event::AuctionResolved { .. }))
            .any(|e| matches!(e, Event::Act { seat, .. } if *seat == view.seat));
    match (variant, view.street) {
        (VariantId::Auction, Street::Preflop) => Some(
            "After this betting round comes the flop, then a sealed auction for a third hole card, then flop betting, turn and river.".to_string(),
        ),
        (VariantId::SneakPeek, Street::Preflop) => Some(
            "After this betting round comes the flop, then a sealed auction to see one of the other's hole cards, then flop betting, turn and river.".to_string(),
        ),
        (VariantId::RiverOfBlood, Street::Preflop) => Some(
            "After the river, a red river card brings another card and another betting round, and so on until a black card.".to_string(),
        ),
        (VariantId::Auction | VariantId::SneakPeek, _) if after_auction => Some(
            "After the auction the big blind acts first. The auction payment went into the pot but is not a bet: nobody owes anything for it.".to_string(),
        ),
        (VariantId::RiverOfBlood, Street::River | Street::Run(_)) => {
            let black = view.board.last().is_some_and(|c| !c.is_red());
            let last = if black && matches!(view.street, Street::Run(_)) {
                " This black card ends the run, but it still gets its betting round."
            } else {
                ""
            };
            Some(format!(
                "Your hand is the best five of your two cards and all {} board cards.{last}",
                view.board.len()
            ))
        }
        _ => None,
    }
}

/// The player's hand in words.
fn hand_name(view: &SeatView) -> String {
    let hole = view.hole.as_slice();
    if view.board.is_empty() && hole.len() == 2 {
        let (a, b) = if hole[0].rank() >= hole[1].rank() {
            (hole[0], hole[1])
        } else {
            (hole[1], hole[0])
        };
        if a.rank() == b.rank() {
            return format!("a pair of {}", a.rank().plural());
        }
        let suited = if a.suit() == b.suit() {
            "suited"
        } else {
            "offsuit"
        };
        return format!(
            "{}-{} {suited}",
            a.rank().name(),
            b.rank().name().to_lowercase()
        );
    }
    let cards: CardSet = hole.iter().copied().chain(view.board.iter()).collect();
    evaluate(cards).describe()
}

fn equity_random(view: &SeatView, rng: &mut StdRng) -> f64 {
    let hole: Vec<Card> = view.hole.iter().collect();
    if view.board.is_empty() && hole.len() == 2 {
        return preflop_equity(hole[0], hole[1]);
    }
    let opp_cards = match view.auction {
        Some(a) if view.variant() == VariantId::Auction && a.winners[view.opponent().index()] => 3,
        _ => 2,
    };
    let rule = BoardRule {
        red_runs: view.variant() == VariantId::RiverOfBlood,
    };
    equity_vs_random(
        &hole,
        view.board.as_slice(),
        view.opponent_known.as_slice(),
        opp_cards,
        CardSet::EMPTY,
        rule,
        3000,
        rng,
    )
}

/// The suggested action with its reason.
fn suggestion(view: &SeatView, advice: &Advice, needed: Option<f64>) -> String {
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
    use felt::cards::{Deck, evaluate_cards};
    use felt::engine::HandSetup;

    fn cards(text: &str) -> Vec<Card> {
        text.split_whitespace()
            .map(|c| c.parse().expect("a card"))
            .collect()
    }

    fn hand(variant: VariantId, stacks: [Chips; 2]) -> Hand {
        let deck = Deck::from_order(&cards("Ks 7d Qh 9c 2h 3d 8s")).expect("a deck");
        Hand::new(HandSetup::new(variant, stacks, 1, 2), deck).expect("a hand")
    }

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

    #[test]
    fn the_situation_follows_a_re_raise_preflop() {
        let mut h = hand(VariantId::Holdem, [400, 400]);
        assert!(situation(&h.view(Seat(0))).contains("act first"));
        h.apply(Seat(0), Action::RaiseTo(6)).expect("a raise");
        h.apply(Seat(1), Action::RaiseTo(18)).expect("a re-raise");
        let text = situation(&h.view(Seat(0)));
        assert!(!text.contains("act first"), "{text}");
        assert!(text.contains("made it 18"), "{text}");
    }

    #[test]
    fn rules_are_taught_when_they_matter() {
        let h = hand(VariantId::Auction, [400, 400]);
        let note = rule_note(&h.view(Seat(0))).unwrap_or_default();
        assert!(note.contains("auction for a third hole card"), "{note}");
        let h = hand(VariantId::RiverOfBlood, [400, 400]);
        let note = rule_note(&h.view(Seat(0))).unwrap_or_default();
        assert!(note.contains("red river card"), "{note}");
        // After the auction: the big blind acts first, the payment is not a bet.
        let mut h = hand(VariantId::SneakPeek, [400, 400]);
        h.apply(Seat(0), Action::Call).expect("limp");
        h.apply(Seat(1), Action::Check).expect("check");
        let auction = rule_note(&h.view(Seat(1))).unwrap_or_default();
        assert!(auction.contains("chosen at random"), "{auction}");
        h.apply(Seat(1), Action::Bid(3)).expect("bid");
        h.apply(Seat(0), Action::Bid(5)).expect("bid");
        let after = rule_note(&h.view(Seat(1))).unwrap_or_default();
        assert!(after.contains("big blind acts first"), "{after}");
        assert!(after.contains("not a bet"), "{after}");
        // The small blind hears it at its first decision after the auction too.
        h.apply(Seat(1), Action::Check).expect("check");
        let after = rule_note(&h.view(Seat(0))).unwrap_or_default();
        assert!(after.contains("big blind acts first"), "{after}");
    }
}
