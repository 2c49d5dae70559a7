//! The coach behind teaching mode: at each of the player's decisions, a short plain-language
//! note on what is happening and what the options cost, the hand's name, the pot odds, the
//! equity against a random hand and against the bot's likely hands, and a suggestion with its
//! reason (from the Monte Carlo bot's analysis); after the hand, a review of the key
//! decisions. It reads only the player's view and the finished hand, and returns words: the
//! screen decides how to show them.
//!
//! - `situation`: what is happening and the rule that matters now, the hand in words.
//! - `judgement`: every option priced, the best one suggested, any action graded best / fine /
//!   mistake / blunder by the chips it gives up (the table's review and `felt review` share it).
//! - `suggestion`: the suggested move or bid with its reason, in the vocabulary's words.
//! - `read`: the sentence when the bot's showdowns moved the reading of its latest action.
//! - `bid_score`: a bid scored under the second price (the drill and the review).
//! - `review`: the review of the finished hand's decisions, from the judgements shown.
//! - `auction_flop`: what a flop on offer makes of an Auction Flop hand and what it is worth.

pub mod auction_flop;
pub mod bid_score;
pub mod judgement;
mod read;
mod review;
mod situation;
mod suggestion;

use rand::SeedableRng;
use rand::rngs::StdRng;

use crate::bots::{Budget, MonteCarlo};
use crate::engine::{Action, Chips, Event, SeatView};
use crate::history::graded::TableGrade;
pub use judgement::{Grade, Graded, Judgement};
pub(crate) use judgement::{tenth, whole_percent};
use read::{flop_edge_note, flop_folds_note, limp_trap_note, raise_folds_note, read_note};
use review::{Decision, review_line, showdown_reason, table_grade};
use situation::{draw_words, equity_random, hand_name, rule_note, situation};
use suggestion::{bid_cost_note, bid_suggestion, board_bet_reason, suggestion, thin_raise_reason};

/// The advisor's budget at the table: `hard`'s samples, with no clock so the same deal and
/// seed give the same advice on a busy machine (the drill's budget: a prize is valued the same
/// at the table and in the drill).
pub const ADVISOR_BUDGET: Budget = Budget {
    samples: Budget::FULL.samples,
    max_ms: 1.0e9,
};

/// What the coach showed at the decision now pending, kept for the review.
#[derive(Debug, Clone)]
enum Pending {
    Bet(Box<Judgement>),
    Bid {
        value: f64,
        pot: crate::engine::Chips,
        /// The most the player could bid.
        most: crate::engine::Chips,
        equity: f64,
        /// What a chip bid costs in chips of the pot ([`bid_score::bid_chip_cost`]).
        cost: f64,
    },
}

/// The teaching mode's state.
pub struct Teaching {
    /// Shown on screen.
    pub on: bool,
    advisor: MonteCarlo,
    rng: StdRng,
    /// The note for the current decision.
    pub panel: Vec<String>,
    /// The events count the decision was priced at (with teaching off too, so the hand's
    /// file keeps the grades the coach would have shown).
    prepared_at: Option<usize>,
    /// The events count the panel was written for (teaching on).
    shown_at: Option<usize>,
    pending: Option<(crate::engine::Street, Pending)>,
    decisions: Vec<Decision>,
    big_blind: crate::engine::Chips,
    /// The bot's likely hands at the current decision (the range the equity is measured
    /// against), for the grid the screen can show.
    pub likely: Option<crate::cards::range::HandGrid>,
    /// The key that shows that grid, named in the note ("g shows them"); none, none named.
    pub range_key: Option<String>,
    /// The grades the last hand's review showed, for its file.
    table_grades: Vec<TableGrade>,
    /// Reviews that have said what a "worth" is (see [`WORTH_EXPLAINED`]).
    worth_explained: u32,
}

/// How many hands' reviews say what the worth of a choice counts: the first few of a
/// session, so the figures ("checking was worth +33.3") are not read as chips won.
const WORTH_EXPLAINED: u32 = 3;

/// What a choice's worth counts, said under a hand's first graded choices; its example is
/// fifteen big blinds, so it reads as a pot of the game's own size.
fn worth_note(big_blind: Chips) -> String {
    format!(
        "How to read \"worth\": it is what a choice was expected to gain from then on, the chips it wins from the pot less any it puts in, against 0 for folding; the chips you had already put in are not counted, so a check can be worth +{} in a hand you lose.",
        15 * big_blind.max(1)
    )
}

impl Teaching {
    /// Teaching state; `on` shows it.
    pub fn new(on: bool, seed: u64) -> Teaching {
        Teaching::with_budget(on, seed, ADVISOR_BUDGET)
    }

    /// Teaching state whose advisor thinks within `budget` (tests use a small one).
    pub fn with_budget(on: bool, seed: u64, budget: Budget) -> Teaching {
        Teaching {
            on,
            advisor: MonteCarlo::new("advisor", budget),
            rng: StdRng::seed_from_u64(seed ^ 0x7eac),
            panel: Vec::new(),
            prepared_at: None,
            shown_at: None,
            pending: None,
            decisions: Vec::new(),
            big_blind: 2,
            likely: None,
            range_key: None,
            table_grades: Vec::new(),
            worth_explained: 0,
        }
    }

    /// Prices the player's decision at `view` and, while on, writes its note. With teaching
    /// off the decision is priced all the same, unseen, so the hand's review grades it as the
    /// coach would have at the table (with its reads of the bot), not afresh without them.
    pub fn prepare(&mut self, view: &SeatView) {
        let at = view.events.len();
        if self.prepared_at == Some(at) && (!self.on || self.shown_at == Some(at)) {
            return;
        }
        self.prepared_at = Some(at);
        self.shown_at = self.on.then_some(at);
        self.panel.clear();
        self.big_blind = view.setup.big_blind;
        let Some(mut advice) = self.advisor.advise(view, &mut self.rng) else {
            return;
        };
        self.likely = self.advisor.range_grid();
        let mut lines = vec![situation(view)];
        if let Some(rule) = rule_note(view) {
            lines.push(rule);
        }
        lines.push(format!("Your hand: {}.", hand_name(view)));
        if let Some(draws) = draw_words(view) {
            lines.push(draws);
        }
        let random = equity_random(view);
        let shows = match (&self.range_key, &self.likely) {
            (Some(key), Some(_)) => format!(" ({key} shows them)"),
            _ => String::new(),
        };
        // After a peek the figure counts the card seen: it is against the hands holding it.
        let random_hand = if view.opponent_known.is_empty() {
            "a random hand"
        } else {
            "a random hand holding the card you saw"
        };
        let unread = !opponent_has_acted(view);
        let equity_line = if unread {
            // Its likely hands are every hand until it acts: one figure, the finer one (the
            // bot's own estimate samples fewer boards and would differ by a point or two).
            advice.equity = random;
            format!(
                "Your equity: {} against {random_hand}; until the bot acts, its likely hands are any hand{shows}.",
                whole_percent(random)
            )
        } else {
            format!(
                "Your equity: {} against {random_hand}, {} against the bot's likely hands{shows}.",
                whole_percent(random),
                whole_percent(advice.equity)
            )
        };
        let read = advice.read.as_ref().map(read_note);
        if advice.bid_value.is_some() {
            lines.push(equity_line);
            lines.extend(read);
            // What a chip bid costs and what moves the prize's value, then the suggestion: the
            // last line, short, which a small panel keeps in view.
            lines.extend(bid_cost_note(view, &advice));
            if let Some((why, text)) = bid_suggestion(view, &advice) {
                lines.push(why);
                lines.push(text);
            }
            self.pending = advice.bid_value.map(|value| {
                (
                    view.street,
                    Pending::Bid {
                        value,
                        pot: view.pot,
                        most: view.legal.and_then(|l| l.bid).map_or(0, |(_, max)| max),
                        equity: advice.equity,
                        cost: bid_score::bid_chip_cost(
                            advice.card_equities,
                            advice.peek_swing.map(|_| advice.equity),
                        ),
                    },
                )
            });
            self.show(lines);
            return;
        }
        let Some(j) = Judgement::new(view, advice) else {
            return;
        };
        if let (Some(need), Some(l)) = (j.needed, view.legal) {
            lines.push(format!(
                "Calling {} to win a pot of {} needs {:.0}% equity.",
                l.call_cost,
                view.pot,
                need * 100.0
            ));
        }
        lines.push(equity_line);
        lines.extend(read);
        let seeing = if view.legal.is_some_and(|l| l.call_cost == 0) {
            "checking"
        } else {
            "calling"
        };
        lines.extend(
            j.advice
                .flop_folds
                .map(|rate| flop_folds_note(rate, seeing)),
        );
        lines.extend(j.advice.flop_edge.map(|edge| flop_edge_note(&edge, seeing)));
        lines.extend(
            j.advice
                .limp_trap
                .map(|trap| limp_trap_note(&trap, view.pot)),
        );
        match raise_folds(&j) {
            Some(note) => lines.push(note),
            None => {
                lines.extend(thin_raise_reason(view, &j).or_else(|| board_bet_reason(view, &j)))
            }
        }
        lines.push(suggestion(view, &j));
        self.show(lines);
        self.pending = Some((view.street, Pending::Bet(Box::new(j))));
    }

    /// The note on the screen while teaching is on; with it off the decision is only priced.
    fn show(&mut self, lines: Vec<String>) {
        if self.on {
            self.panel = lines;
        }
    }

    /// Remembers the player's action at the current decision, for the review.
    pub fn record_decision(&mut self, action: Action) {
        if let Some((street, pending)) = self.pending.take() {
            let at = self.prepared_at.unwrap_or(0);
            self.decisions.push(match (pending, action) {
                (
                    Pending::Bid {
                        value,
                        pot,
                        most,
                        equity,
                        cost,
                    },
                    Action::Bid(bid),
                ) => Decision::Bid {
                    at,
                    bid,
                    value,
                    pot,
                    most,
                    equity,
                    cost,
                    big_blind: self.big_blind,
                },
                (Pending::Bet(judgement), action) => Decision::Bet {
                    at,
                    street,
                    action,
                    judgement,
                    big_blind: self.big_blind,
                },
                (Pending::Bid { .. }, _) => {
                    self.panel.clear();
                    self.prepared_at = None;
                    self.shown_at = None;
                    return;
                }
            });
        }
        self.panel.clear();
        self.prepared_at = None;
        self.shown_at = None;
    }

    /// The suggestion's judgement at the decision now pending (for tests and tools).
    pub fn pending_judgement(&self) -> Option<&Judgement> {
        match &self.pending {
            Some((_, Pending::Bet(j))) => Some(j),
            _ => None,
        }
    }

    /// The prize's value the bid suggestion at the pending auction decision showed.
    pub fn pending_bid_value(&self) -> Option<f64> {
        match &self.pending {
            Some((_, Pending::Bid { value, .. })) => Some(*value),
            _ => None,
        }
    }

    /// The amount the suggestion at the pending decision names, for the amount box to start
    /// from: the suggested bet or raise's total (when the suggestion is to check, call or
    /// fold, the best-priced bet or raise, the one its note sets beside it), or the suggested
    /// bid (the prize's value rounded down); `None` with nothing to name or teaching off.
    pub fn suggested_amount(&self) -> Option<crate::engine::Chips> {
        if !self.on {
            return None;
        }
        match &self.pending {
            Some((_, Pending::Bet(j))) => match j.suggested {
                Action::RaiseTo(n) => Some(n),
                _ => j.best_raise(),
            },
            Some((_, Pending::Bid { value, .. })) => Some(bid_score::truthful_bid(*value)),
            None => None,
        }
    }

    /// True when [`Teaching::suggested_amount`] is the suggestion's own amount (a suggested bet,
    /// raise or bid), not the raise a check, call or fold is weighed against.
    pub fn amount_is_suggested(&self) -> bool {
        if !self.on {
            return false;
        }
        match &self.pending {
            Some((_, Pending::Bet(j))) => matches!(j.suggested, Action::RaiseTo(_)),
            Some((_, Pending::Bid { .. })) => true,
            None => false,
        }
    }

    /// The advisor learns how the hand ended (always, so it knows the bot when turned on).
    pub fn observe(&mut self, view: &SeatView) {
        self.advisor.observe(view);
    }

    /// The grades of the last hand's decisions, each once: kept with the hand's file so
    /// `felt review` reports what the table showed (or, with teaching off, would have shown).
    pub fn take_table_grades(&mut self) -> Vec<TableGrade> {
        std::mem::take(&mut self.table_grades)
    }

    /// Lines reviewing the finished hand for the log, from the player's view of it (empty while
    /// off, when only its grades are kept); the panel shows them too, with what a worth counts
    /// under the first few hands' grades.
    pub fn review(&mut self, view: &SeatView) -> Vec<String> {
        let seat = view.seat;
        let decisions = std::mem::take(&mut self.decisions);
        self.table_grades.clear();
        self.pending = None;
        self.panel.clear();
        self.prepared_at = None;
        self.shown_at = None;
        if !self.on {
            // Unseen, the grades still go with the hand's file.
            let auction = view.auction;
            self.table_grades = decisions
                .iter()
                .map(|d| table_grade(d, auction, seat))
                .collect();
            return Vec::new();
        }
        let mut out = Vec::new();
        if let Some(o) = view.outcome {
            let me = seat.index();
            out.push(match (o.folded, o.values) {
                (Some(f), _) if f == seat => {
                    "Why: you folded, so the bot took the pot without a showdown.".to_string()
                }
                (Some(_), _) => {
                    "Why: the bot folded, so you took the pot without a showdown.".to_string()
                }
                (None, Some(v)) => showdown_reason(
                    v[me],
                    v[1 - me],
                    view.board.as_slice(),
                    [view.hole.as_slice(), view.opponent_known.as_slice()],
                ),
                _ => String::new(),
            });
        }
        let auction = view.auction;
        let bets = decisions.iter().any(|d| matches!(d, Decision::Bet { .. }));
        for d in decisions {
            out.push(review_line(&d, auction, seat));
            self.table_grades.push(table_grade(&d, auction, seat));
        }
        out.retain(|l| !l.is_empty());
        review::floor_said_once(&mut out);
        self.panel = out.clone();
        // What a worth counts goes under the panel's review, not into the log: a note about
        // the figures, not about the hand, that would push the hand's moves off a small log.
        if bets && self.worth_explained < WORTH_EXPLAINED {
            self.worth_explained += 1;
            self.panel.push(worth_note(view.setup.big_blind));
        }
        out
    }
}

/// How much more the bot folds to the suggested raise than a sound player would, before
/// the flop: worth a note when it is a tenth or more (the raise exploits this bot).
const RAISE_FOLDS_NAMED: f64 = 0.10;
/// How many raises like it the bot must have answered before the note names its folds.
const RAISE_FOLDS_SEEN: f64 = 8.0;

/// The note on a suggested raise before the flop priced on the bot's folds, if they are
/// clearly above a sound player's.
fn raise_folds(j: &Judgement) -> Option<String> {
    let Action::RaiseTo(total) = j.suggested else {
        return None;
    };
    let pricer = j.advice.pricer.as_ref()?;
    let now = pricer.preflop_fold(total)?;
    let seen = pricer.preflop_fold_seen()?;
    let sound = j.advice.sound_pricer.as_ref()?.preflop_fold(total)?;
    // A reading of a handful of answers is not yet a read of the bot.
    (now >= sound + RAISE_FOLDS_NAMED && seen >= RAISE_FOLDS_SEEN)
        .then(|| raise_folds_note(now, sound, seen))
}

/// True once the opponent has bet, called, checked or folded in this hand (posting a blind
/// is not acting): until then its likely hands are every hand.
fn opponent_has_acted(view: &SeatView) -> bool {
    let opp = view.opponent();
    view.events
        .iter()
        .any(|e| matches!(e, Event::Act { seat, .. } if *seat == opp))
}

#[cfg(test)]
pub(crate) mod fixtures {
    //! Hands the coach's tests teach on.

    use crate::bots::monte_carlo::Advice;
    use crate::cards::{Card, Deck};
    use crate::engine::{Action, Chips, Hand, HandSetup, VariantId};

    pub(crate) fn cards(text: &str) -> Vec<Card> {
        text.split_whitespace()
            .map(|c| c.parse().expect("a card"))
            .collect()
    }

    pub(crate) fn hand(variant: VariantId, stacks: [Chips; 2]) -> Hand {
        dealt(variant, stacks, "Ks 7d Qh 9c 2h 3d 8s")
    }

    /// A hand at blinds 1/2 dealt in `order`: the small blind's two cards, the big blind's,
    /// then the board.
    pub(crate) fn dealt(variant: VariantId, stacks: [Chips; 2], order: &str) -> Hand {
        let deck = Deck::from_order(&cards(order)).expect("a deck");
        Hand::new(HandSetup::new(variant, stacks, 1, 2), deck).expect("a hand")
    }

    /// The core's analysis as a test states it: `options` priced, the first the core's choice.
    pub(crate) fn advice(options: Vec<(Action, f64)>, equity: f64) -> Advice {
        Advice {
            equity,
            best: options[0].0,
            options,
            bid_value: None,
            card_equities: None,
            final_pot: None,
            peek_swing: None,
            pricer: None,
            read: None,
            flop_folds: None,
            flop_edge: None,
            limp_trap: None,
            sound_pricer: None,
            look: None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::Deck;
    use crate::drill::{DrillSpot, auction_view};
    use crate::engine::{Chips, Hand, HandSetup, Seat, VariantId};

    const SMALL: Budget = Budget {
        samples: 200,
        max_ms: 1.0e9,
    };

    #[test]
    fn the_suggested_bid_is_the_drills_valuation_and_moves_with_the_hand() {
        let mut bids = Vec::new();
        for number in 0..6 {
            let spot =
                DrillSpot::generate(VariantId::SneakPeek, 11, number, SMALL).expect("a drill spot");
            let view = auction_view(&spot.hand, spot.seat).expect("the auction view");
            let mut t = Teaching::with_budget(true, u64::from(number), SMALL);
            t.prepare(&view);
            let text = t.panel.join(" ");
            let bid = spot.truthful_bid();
            let (want, rounded) = (
                format!("Suggestion: bid {bid}."),
                format!("Suggestion: bid {bid}, the look's worth as a bid ("),
            );
            assert!(
                text.contains(&want) || text.contains(&rounded),
                "{want} / drill {:.2}: {text}",
                spot.value
            );
            assert!(text.contains("moves your equity"), "{text}");
            bids.push((spot.pot(), spot.truthful_bid()));
        }
        // Different hands at the same pot get different bids.
        let at_40: Vec<_> = bids.iter().filter(|(p, _)| *p == 40).map(|b| b.1).collect();
        assert!(at_40.len() >= 2, "{bids:?}");
        assert!(at_40.iter().any(|b| *b != at_40[0]), "{bids:?}");
    }

    /// A Sneak Peek hand where the bot (the small blind) raises, the person calls, the bot
    /// bids `bot_bid` against the person's 10, and the person is to act after the auction.
    fn after_the_bots_bid(deal: &str, bot_bid: Chips) -> Hand {
        let deck = Deck::from_order(&fixtures::cards(deal)).expect("a deck");
        let mut h = Hand::new(
            HandSetup::new(VariantId::SneakPeek, [5000, 5000], 10, 20),
            deck,
        )
        .expect("a hand");
        for (seat, action) in [
            (Seat(0), Action::RaiseTo(50)),
            (Seat(1), Action::Call),
            (Seat(1), Action::Bid(10)),
            (Seat(0), Action::Bid(bot_bid)),
        ] {
            h.apply(seat, action).expect("a legal move");
        }
        h
    }

    #[test]
    fn the_note_says_when_the_bots_showdowns_moved_the_reading_of_its_bid() {
        let mut t = Teaching::with_budget(true, 5, SMALL);
        // Twenty-five times the bot bids the pot and shows down a set.
        for _ in 0..25 {
            let mut h = after_the_bots_bid("7c 7d Kh 9c 7s 2d 3c 4h 5d", 100);
            t.prepare(&h.view(Seat(1)));
            t.record_decision(Action::Check);
            while let Some(legal) = h.legal_actions() {
                h.apply(legal.seat, Action::Check).expect("check");
                t.prepare(&h.view(Seat(1)));
            }
            t.record_decision(Action::Check);
            t.observe(&h.view(Seat(1)));
        }
        let h = after_the_bots_bid("Ac Jd Kh 9c Ks 8d 3c 4h 5d", 100);
        t.prepare(&h.view(Seat(1)));
        let text = t.panel.join(" ");
        assert!(
            text.contains(
                "The bot's high bid points to a strong hand: at 25 showdowns after bids like it"
            ),
            "{text}"
        );
        // A fresh coach says nothing of the kind.
        let mut fresh = Teaching::with_budget(true, 5, SMALL);
        fresh.prepare(&h.view(Seat(1)));
        assert!(
            !fresh.panel.join(" ").contains("points to"),
            "{:?}",
            fresh.panel
        );
    }

    #[test]
    fn before_the_bot_acts_its_likely_hands_are_any_hand_and_the_note_gives_one_figure() {
        // The small blind's first decision: the bot has only posted its blind. With a small
        // budget the bot's own estimate is off by points; the note and the suggestion use the
        // one figure against a random hand.
        let h = fixtures::hand(VariantId::Holdem, [400, 400]);
        let view = h.view(Seat(0));
        let random = (equity_random(&view) * 100.0).round();
        let mut t = Teaching::with_budget(true, 5, SMALL);
        t.prepare(&view);
        let text = t.panel.join(" ");
        assert!(
            text.contains(&format!(
                "Your equity: {random:.0}% against a random hand; until the bot acts, its likely hands are any hand."
            )),
            "{text}"
        );
        assert!(!text.contains("against the bot's likely hands"), "{text}");
        let j = t.pending_judgement().expect("a judgement");
        assert_eq!((j.advice.equity * 100.0).round(), random, "{text}");
        // Once it has acted (the small blind limped; the big blind checks on the flop), both
        // figures are given.
        let mut h = fixtures::hand(VariantId::Holdem, [400, 400]);
        h.apply(Seat(0), Action::Call).expect("limp");
        h.apply(Seat(1), Action::Check).expect("check");
        let mut t = Teaching::with_budget(true, 5, SMALL);
        t.prepare(&h.view(Seat(1)));
        let text = t.panel.join(" ");
        assert!(text.contains("against the bot's likely hands"), "{text}");
    }

    #[test]
    fn a_short_stack_shove_the_core_weighs_is_graded_at_its_price_not_at_zero() {
        // 17 chips against 786 at blinds 1/2: the small blind limps and the big blind may put
        // the bot all in (raise to 17). The core's short-stack chart weighs that shove; its
        // price is whole (no street is left to bet), so it must not read 0.
        let mut h = fixtures::hand(VariantId::Holdem, [17, 786]);
        h.apply(Seat(0), Action::Call).expect("limp");
        let view = h.view(Seat(1));
        let mut t = Teaching::with_budget(true, 5, SMALL);
        t.prepare(&view);
        let j = t.pending_judgement().cloned().expect("a judgement");
        let shove = Action::RaiseTo(17);
        let value = j.value_of(shove).expect("the shove is priced");
        assert!(value > 1.0, "{value}: {:?}", j.advice.options);
        t.record_decision(shove);
        h.apply(Seat(1), shove).expect("the shove");
        h.apply(Seat(0), Action::Fold).expect("a fold");
        let review = t.review(&h.view(Seat(1))).join(" ");
        assert!(!review.contains("+0.0"), "{review}");
        assert!(!review.contains("blunder"), "{review}");
    }

    #[test]
    fn a_raise_priced_on_the_bots_folds_before_the_flop_says_so() {
        let limp = || {
            let mut h = fixtures::hand(VariantId::Holdem, [400, 400]);
            h.apply(Seat(0), Action::Call).expect("limp");
            h
        };
        let mut folded = limp();
        folded.apply(Seat(1), Action::RaiseTo(8)).expect("raise");
        folded.apply(Seat(0), Action::Fold).expect("fold");
        let said = |limps_folded: usize| {
            let mut t = Teaching::with_budget(true, 5, SMALL);
            for _ in 0..limps_folded {
                t.observe(&folded.view(Seat(1)));
            }
            t.prepare(&limp().view(Seat(1)));
            let j = t.pending_judgement().cloned().expect("a judgement");
            (t.panel.join(" "), j.suggested)
        };
        // Twenty limps given up to a raise: the raise over the limp is priced on that.
        let (text, suggested) = said(20);
        assert!(matches!(suggested, Action::RaiseTo(_)), "{text}");
        assert!(
            text.contains("So far the bot is read to fold about")
                && text.contains("to a raise like this, from the ")
                && text.contains(" or so it has answered (a sound player: about"),
            "{text}"
        );
        // Five limps given up: the raise is priced on them, but five answers are not yet
        // named as a read of the bot.
        let (text, _) = said(5);
        assert!(!text.contains("to a raise like this"), "{text}");
        // No reads yet: nothing to name.
        let (text, _) = said(0);
        assert!(!text.contains("to a raise like this"), "{text}");
    }

    /// Hold'em, 400 chips: the bot (K7, the small blind) limps and the person, in the big
    /// blind, holds `hole`; the teaching panel and its judgement, against a bot seen to give up
    /// five limps to a raise (too few for the note to name as a read of the bot).
    fn after_a_limp_that_folds(hole: &str) -> (Vec<String>, Judgement) {
        after_limps_that_fold(hole, 5)
    }

    /// As [`after_a_limp_that_folds`], against a bot seen to give up `limps` limps to a raise.
    fn after_limps_that_fold(hole: &str, limps: usize) -> (Vec<String>, Judgement) {
        let deal = || {
            let deck = Deck::from_order(&fixtures::cards(&format!("Ks 7d {hole} 2h 3d 8s")))
                .expect("a deck");
            let mut h = Hand::new(HandSetup::new(VariantId::Holdem, [400, 400], 1, 2), deck)
                .expect("a hand");
            h.apply(Seat(0), Action::Call).expect("limp");
            h
        };
        let mut gave_up = deal();
        gave_up.apply(Seat(1), Action::RaiseTo(8)).expect("raise");
        gave_up.apply(Seat(0), Action::Fold).expect("fold");
        let mut t = Teaching::with_budget(true, 5, SMALL);
        for _ in 0..limps {
            t.observe(&gave_up.view(Seat(1)));
        }
        t.prepare(&deal().view(Seat(1)));
        let j = t.pending_judgement().cloned().expect("a judgement");
        (t.panel.clone(), j)
    }

    #[test]
    fn a_raise_with_little_equity_says_what_it_counts_on() {
        let (panel, j) = after_a_limp_that_folds("7c 2d");
        let Action::RaiseTo(total) = j.suggested else {
            panic!("seven-two raises a limp that folds: {panel:?}");
        };
        assert!(j.advice.equity < 0.35, "{panel:?}");
        let fold = j
            .advice
            .pricer
            .as_ref()
            .and_then(|p| p.fold_chance(total))
            .expect("the raise's fold chance");
        let said = format!(
            "Why a raise with only {:.0}% equity: it wins the pot at once whenever the bot folds, and its worth counts on the bot folding to this raise about {:.0}% of the time (an estimate that starts from how often a sound player folds and follows the bot's own folds and calls).",
            j.advice.equity * 100.0,
            fold * 100.0
        );
        // The reason comes just before the suggestion, which stays the last line.
        let n = panel.len();
        assert_eq!(panel[n - 2], said, "{panel:?}");
        assert!(
            panel[n - 1].starts_with(&format!("Suggestion: raise to {total} — ")),
            "{panel:?}"
        );
        // A raise with the equity to call needs no such reason.
        let (panel, j) = after_a_limp_that_folds("Ah Ad");
        assert!(matches!(j.suggested, Action::RaiseTo(_)), "{panel:?}");
        assert!(!panel.iter().any(|l| l.starts_with("Why a")), "{panel:?}");
    }

    #[test]
    fn a_strong_hand_checks_a_limp_the_bot_gives_up_to_raises_and_says_why() {
        // Forty limps given up to a raise: a raise wins little more than the pot, so aces
        // check, and the check's value is what the note says it counts on.
        let (panel, j) = after_limps_that_fold("Ah Ad", 40);
        assert_eq!(j.suggested, Action::Check, "{panel:?}");
        let trap = j.advice.limp_trap.expect("the trap's terms");
        assert!(trap.folds >= 0.85 && trap.answered >= 40.0, "{trap:?}");
        let check = j
            .advice
            .options
            .iter()
            .find(|(a, _)| *a == Action::Check)
            .map(|o| o.1)
            .expect("a check");
        let raise = j
            .advice
            .options
            .iter()
            .find(|(a, _)| *a == Action::RaiseTo(trap.raise_to))
            .map(|o| o.1)
            .expect("the raise weighed");
        assert!(check > raise, "{:?}", j.advice.options);
        assert!(
            panel
                .iter()
                .any(|l| l.starts_with("Why check a hand this strong: the bot is read to fold")),
            "{panel:?}"
        );
        // Seven-two still raises: it has no hand to trap with.
        let (panel, j) = after_limps_that_fold("7c 2d", 40);
        assert!(matches!(j.suggested, Action::RaiseTo(_)), "{panel:?}");
        assert!(j.advice.limp_trap.is_none());
        assert!(
            !panel.iter().any(|l| l.starts_with("Why check")),
            "{panel:?}"
        );
    }

    #[test]
    fn the_first_reviews_of_a_session_say_what_a_worth_counts() {
        let mut t = Teaching::with_budget(true, 5, SMALL);
        let mut said = Vec::new();
        for graded in [false, true, true, true, true] {
            let mut h = fixtures::hand(VariantId::Holdem, [400, 400]);
            if graded {
                t.prepare(&h.view(Seat(0)));
                t.record_decision(Action::Fold);
            }
            h.apply(Seat(0), Action::Fold).expect("a fold");
            let review = t.review(&h.view(Seat(0)));
            let worth = |l: &String| l.starts_with("How to read \"worth\"");
            // On the panel, never in the log's lines.
            assert!(!review.iter().any(worth), "{review:?}");
            said.push(t.panel.iter().any(worth));
        }
        // A hand with no graded choice says nothing of it; the next three say it, once each.
        assert_eq!(said, [false, true, true, true, false]);
        // Its example is the game's size: fifteen big blinds.
        assert!(worth_note(2).ends_with("a check can be worth +30 in a hand you lose."));
        assert!(worth_note(20).ends_with("a check can be worth +300 in a hand you lose."));
    }

    #[test]
    fn with_teaching_off_nothing_is_shown_but_the_hand_keeps_the_coachs_grades() {
        let mut h = fixtures::hand(VariantId::Holdem, [400, 400]);
        h.apply(Seat(0), Action::Call).expect("limp");
        h.apply(Seat(1), Action::Check).expect("check");
        let mut t = Teaching::with_budget(false, 5, SMALL);
        let view = h.view(Seat(1));
        t.prepare(&view);
        assert!(t.panel.is_empty(), "nothing on screen while off");
        assert_eq!(t.suggested_amount(), None, "the amount box starts as usual");
        assert!(t.pending_judgement().is_some(), "the decision is priced");
        // Turned on at the same decision, the note is written.
        t.on = true;
        t.prepare(&view);
        assert!(t.panel.iter().any(|l| l.starts_with("Suggestion: ")));
        t.on = false;
        t.record_decision(Action::Check);
        h.apply(Seat(1), Action::Check).expect("check");
        while !h.is_over() {
            let seat = h.to_act().expect("a seat to act");
            let legal = h.legal_actions().expect("legal actions");
            h.apply(seat, legal.check_or_fold()).expect("check or fold");
        }
        assert!(
            t.review(&h.view(Seat(1))).is_empty(),
            "no review lines while off"
        );
        assert_eq!(t.take_table_grades().len(), 1, "the check's grade is kept");
    }

    #[test]
    fn the_review_grades_with_the_numbers_the_suggestion_showed() {
        let mut h = fixtures::hand(VariantId::Holdem, [400, 400]);
        h.apply(Seat(0), Action::Call).expect("limp");
        h.apply(Seat(1), Action::Check).expect("check");
        let mut t = Teaching::with_budget(true, 5, SMALL);
        let view = h.view(Seat(1));
        t.prepare(&view);
        let j = t.pending_judgement().cloned().expect("a judgement");
        // Play whatever the suggestion did not: the review must price it on the same numbers.
        let other = if j.suggested == Action::Check {
            Action::RaiseTo(8)
        } else {
            Action::Check
        };
        let graded = j.grade(other, 2).expect("a price");
        t.record_decision(other);
        h.apply(Seat(1), other).expect("the move");
        while !h.is_over() {
            let seat = h.to_act().expect("a seat to act");
            let legal = h.legal_actions().expect("legal actions");
            h.apply(seat, legal.check_or_fold()).expect("check or fold");
        }
        let review = t.review(&h.view(Seat(1))).join(" ");
        assert!(!review.contains("sound"), "{review}");
        let head = match other {
            Action::Check => "Flop: checking was ".to_string(),
            _ => "Flop: betting 8 was ".to_string(),
        };
        assert!(review.contains(&head), "{review}");
        assert!(
            review.contains(&format!("{head}{}", graded.grade.words())),
            "{review}"
        );
        if graded.grade != Grade::Best {
            assert!(
                review.contains(&format!("gave up about {:.1} chips", graded.lost)),
                "{review}"
            );
            assert!(
                review.contains(&format!("{:+.1}", j.suggested_value)),
                "{review}"
            );
        }
        // The hand's file keeps the same grade and figures, at the decision's place.
        let kept = t.take_table_grades();
        assert_eq!(kept.len(), 1, "{kept:?}");
        assert_eq!(kept[0].at, view.events.len());
        assert_eq!(kept[0].grade.as_deref(), Some(graded.grade.name()));
        assert_eq!((kept[0].value, kept[0].lost), (graded.value, graded.lost));
        assert!(t.take_table_grades().is_empty(), "taken once");
    }
}
