//! One judgement per decision, shared by the suggestion and the review: the core's price of
//! every option (kept from the moment of the decision, never drawn again), the suggested
//! option (the best of them), and the grade of any action by the chips it gives up against
//! that best option: best, fine, mistake or blunder. The suggestion and the review read the
//! same numbers, so they cannot disagree.

use crate::bots::Advice;
use crate::cards::{Category, evaluate_cards};
use crate::engine::{Action, Chips, RaiseSize, SeatView};
use crate::narration::vocabulary::Betting;

/// Bets and raises after the flop that add more than this many pots (beyond a call) are not
/// suggested, nor graded against (see [`Judgement::new`]).
const OVERBET_POTS: f64 = 5.0;
/// The equity from which a check or call that declines a bet or raise with two pair or better
/// is a slowplay (see [`Judgement::is_slowplay`]).
const SLOWPLAY_EQUITY: f64 = 0.75;

/// True for a bet to more than `above` chips (when there is such a line).
fn is_overbet(action: Action, above: Option<Chips>) -> bool {
    matches!((action, above), (Action::RaiseTo(total), Some(line)) if total > line)
}

/// How good a decision was, by the chips it gave up against the best option.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, serde::Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Grade {
    /// The best option, or worth the same to within a rounding.
    Best,
    /// Gave up a little: under a tenth of the pot.
    Fine,
    /// Gave up a tenth of the pot or more.
    Mistake,
    /// Gave up a third of the pot or more.
    Blunder,
}

impl Grade {
    /// The share of the scale (the pot a call would make) up to which a loss is "best".
    const BEST: f64 = 0.01;
    /// Up to which a loss is "fine".
    pub(crate) const FINE: f64 = 0.10;
    /// Up to which a loss is a "mistake"; above, a blunder.
    pub(crate) const MISTAKE: f64 = 0.33;

    /// The grade of giving up `lost` chips at a decision whose pot (with the call) is `scale`.
    pub fn of_loss(lost: f64, scale: f64) -> Grade {
        let scale = scale.max(1.0);
        if lost <= 0.05 + Self::BEST * scale {
            Grade::Best
        } else if lost <= Self::FINE * scale {
            Grade::Fine
        } else if lost <= Self::MISTAKE * scale {
            Grade::Mistake
        } else {
            Grade::Blunder
        }
    }

    /// How the grades are given, in a short sentence for a small screen.
    pub fn short_key() -> String {
        format!(
            "Grades by the loss's share of the pot: best within {:.0}%, fine under {:.0}%, a mistake up to {:.0}%, a blunder beyond.",
            100.0 * Self::BEST,
            100.0 * Self::FINE,
            100.0 * Self::MISTAKE
        )
    }

    /// How the grades are given, in a sentence for the review.
    pub fn key() -> String {
        format!(
            "Grades weigh each loss against the pot (with the call, and at least {SCALE_FLOOR_BB:.0} big blinds): best within {:.0}%, fine under {:.0}%, a mistake up to {:.0}%, a blunder beyond. Accuracy is the share graded best or fine.",
            100.0 * Self::BEST,
            100.0 * Self::FINE,
            100.0 * Self::MISTAKE
        )
    }

    /// The grade as a word: "best", "fine", "a mistake", "a blunder".
    pub fn words(self) -> &'static str {
        match self {
            Grade::Best => "best",
            Grade::Fine => "fine",
            Grade::Mistake => "a mistake",
            Grade::Blunder => "a blunder",
        }
    }

    /// The grade [`Grade::name`] names.
    pub fn from_name(name: &str) -> Option<Grade> {
        [Grade::Best, Grade::Fine, Grade::Mistake, Grade::Blunder]
            .into_iter()
            .find(|g| g.name() == name)
    }

    /// The grade's name: "best", "fine", "mistake", "blunder".
    pub fn name(self) -> &'static str {
        match self {
            Grade::Best => "best",
            Grade::Fine => "fine",
            Grade::Mistake => "mistake",
            Grade::Blunder => "blunder",
        }
    }
}

/// The analysis of one betting decision.
#[derive(Debug, Clone, PartialEq)]
pub struct Judgement {
    /// The core's analysis: equity, the priced options, the pricer for other raise sizes.
    pub advice: Advice,
    /// The betting at the decision (for the words of each action).
    pub betting: Betting,
    /// The pot before the decision.
    pub pot: Chips,
    /// The equity a call needs (cost over the pot after calling), when something is owed.
    pub needed: Option<f64>,
    /// The suggested action: the best-priced option.
    pub suggested: Action,
    /// Its value in chips, relative to folding now.
    pub suggested_value: f64,
    /// After the flop: the bet- or raise-to total above which it adds more than
    /// [`OVERBET_POTS`] pots beyond a call, neither suggested nor graded (see
    /// [`Judgement::new`]).
    pub overbet_above: Option<Chips>,
    /// After the flop with cards still to come and at least the pot behind once called:
    /// room for a hand that checks or calls now to win the chips on later streets, which
    /// prices that stop at this street do not see.
    pub later_streets_room: bool,
    /// After the flop, a made hand of two pair or better of the player's own (three of a kind
    /// or better on a paired board), more than the board's own: strong by its cards, not only
    /// by its equity against a weak range.
    pub strong_made_hand: bool,
}

/// One action graded against the best option.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Graded {
    /// The action graded.
    pub action: Action,
    /// Its value in chips (relative to folding now).
    pub value: f64,
    /// The best option and its value.
    pub best: Action,
    pub best_value: f64,
    /// Chips given up against the best option (0 when the action is at least as good).
    pub lost: f64,
    pub grade: Grade,
    /// A strong hand's check or call where a bet or raise was suggested (see
    /// [`Judgement::is_slowplay`]): graded fine, its gap not counted as lost.
    pub slowplay: bool,
}

impl Judgement {
    /// The judgement of `view`'s betting decision from the core's `advice`; `None` when the
    /// seat has no betting decision or the advice prices nothing.
    pub fn new(view: &SeatView, mut advice: Advice) -> Option<Judgement> {
        let betting = Betting::of(view)?;
        let legal = view.legal?;
        // The sizes a player reaches with one key are priced too (on the terms of the core's
        // own options), so a review never finds one of them better than the suggestion.
        // The sizes rise with the pot fraction, so equal totals sit side by side.
        let mut totals: Vec<Chips> = RaiseSize::ALL
            .iter()
            .filter_map(|size| size.total(view, &legal))
            .collect();
        totals.dedup();
        for action in totals.into_iter().map(Action::RaiseTo) {
            if advice.options.iter().any(|(o, _)| *o == action) {
                continue;
            }
            if let Some(v) = advice.pricer.as_ref().and_then(|p| p.value_of(action)) {
                advice.options.push((action, v));
            }
        }
        let needed = (legal.call_cost > 0)
            .then(|| f64::from(legal.call_cost) / f64::from(view.pot + legal.call_cost));
        // Only legal options count (every option the core prices is legal; this keeps it so).
        // After the flop, a bet or raise of many pots (an all-in into a small pot, or over a
        // small bet) is left out of the options the suggestion and the grades weigh: its
        // price rests on how often the opponent calls such a bet, which the core starts from a hopeful guess it keeps for
        // its own play (so it learns whether a player calls them), not from anything seen; a
        // player's own such bet is not graded when that guess puts it above the suggestion.
        // Measured as the core measures a raise: what it adds beyond calling, in pots once
        // called (a bet adds all of itself to the pot as it stands).
        let overbet_above = (!view.board.is_empty()).then(|| {
            let called = view.pot.saturating_add(legal.call_cost).max(1);
            let most = OVERBET_POTS * f64::from(called);
            view.pips[view.opponent().index()].saturating_add(most.floor() as Chips)
        });
        let speculative = |a: &Action| is_overbet(*a, overbet_above);
        let priced: Vec<(Action, f64)> = advice
            .options
            .iter()
            .copied()
            .filter(|(a, v)| legal.allows(*a) && v.is_finite() && !speculative(a))
            .collect();
        let &(top, top_value) = priced.iter().max_by(|a, b| a.1.total_cmp(&b.1))?;
        // The best price is the suggestion (the core's own choice when it shows the same
        // value), so no option the review prices can be better than what was suggested.
        let (suggested, suggested_value) = match advice.value_of(advice.best) {
            Some(v)
                if legal.allows(advice.best)
                    && !speculative(&advice.best)
                    && tenth(v) >= tenth(top_value) =>
            {
                (advice.best, v)
            }
            _ => (top, top_value),
        };
        let later_streets_room = {
            let board = view.board.as_slice();
            let (me, opp) = (view.seat.index(), view.opponent().index());
            let behind = view.stacks[me]
                .saturating_sub(legal.call_cost)
                .min(view.stacks[opp]);
            !board.is_empty()
                && !view.variant().board_rule().is_complete(board)
                && behind >= view.pot.saturating_add(legal.call_cost)
        };
        // Two pair or better of the player's own: on a paired board two pair is one pair of
        // the player's, so there it takes three of a kind or better.
        let strong_made_hand = !view.board.is_empty() && {
            let board = view.board.as_slice();
            let mine = evaluate_cards(&[view.hole.as_slice(), board].concat()).category();
            let on_board = evaluate_cards(board).category();
            let least = if on_board >= Category::Pair {
                Category::ThreeOfAKind
            } else {
                Category::TwoPair
            };
            mine >= least && mine > on_board
        };
        Some(Judgement {
            advice,
            betting,
            pot: view.pot,
            needed,
            suggested,
            suggested_value: tenth(suggested_value),
            overbet_above,
            later_streets_room,
            strong_made_hand,
        })
    }

    /// True for a bet or raise after the flop of more than [`OVERBET_POTS`] pots beyond a
    /// call: its price rests on a hopeful guess of how often such a bet is called, so it is never suggested, and not
    /// graded when that guess puts it above the suggestion.
    pub fn is_overbet(&self, action: Action) -> bool {
        is_overbet(action, self.overbet_above)
    }

    /// The scale losses are measured against: the pot a call would make, at least five big
    /// blinds, so a chip or two given up in a pot of the blinds alone (a third of it) is a
    /// mistake, not a blunder beside losses of many chips in bigger pots.
    pub fn scale(&self, big_blind: Chips) -> f64 {
        scale(self.pot, self.betting.call_cost, big_blind)
    }

    /// The total of the best-priced bet or raise among the options (never a bet of many pots,
    /// which is not suggested); `None` when none is priced.
    pub fn best_raise(&self) -> Option<Chips> {
        self.advice
            .options
            .iter()
            .filter(|(a, v)| v.is_finite() && !self.is_overbet(*a))
            .filter_map(|&(a, v)| match a {
                Action::RaiseTo(n) => Some((n, v)),
                _ => None,
            })
            .max_by(|a, b| a.1.total_cmp(&b.1))
            .map(|(n, _)| n)
    }

    /// The value of `action` by this judgement's numbers, to a tenth of a chip (as shown).
    pub fn value_of(&self, action: Action) -> Option<f64> {
        self.advice.value_of(action).map(tenth)
    }

    /// The best option and its value: the suggestion, or `action` when it is priced higher.
    fn best_for(&self, action: Action, value: f64) -> (Action, f64) {
        if value > self.suggested_value {
            (action, value)
        } else {
            (self.suggested, self.suggested_value)
        }
    }

    /// `action` graded against the best option; `None` when it cannot be priced (not legal,
    /// or a bet of many pots priced above the suggestion: [`Judgement::is_overbet`]; one
    /// priced below it is graded against it, as its guess only flatters it).
    pub fn grade(&self, action: Action, big_blind: Chips) -> Option<Graded> {
        let value = self.value_of(action)?;
        if self.is_overbet(action) && value > self.suggested_value {
            return None;
        }
        let (best, best_value) = self.best_for(action, value);
        let lost = tenth((best_value - value).max(0.0));
        let grade = Grade::of_loss(lost, self.scale(big_blind));
        let slowplay = grade > Grade::Fine && self.is_slowplay(action);
        Some(Graded {
            action,
            value,
            best,
            best_value,
            lost: if slowplay { 0.0 } else { lost },
            grade: if slowplay { Grade::Fine } else { grade },
            slowplay,
        })
    }

    /// True for a check or a call with a strong hand (two pair or better of its own, at an
    /// equity of [`SLOWPLAY_EQUITY`] or more) where a bet or raise was suggested, after the
    /// flop with cards to come and at least the pot behind. A hand strong only against a weak
    /// range (king high against a range that checked) is not: what a bet wins now from folds
    /// it cannot win by waiting. The prices stop at this street: they count the chips a bet
    /// wins now, not those a strong hand that waits wins on later streets (the bot betting
    /// into it, or a bet on the next card), so the gap between them is not a loss the coach
    /// can stand behind, and such a slowplay is graded fine with nothing counted as lost.
    pub fn is_slowplay(&self, action: Action) -> bool {
        matches!(action, Action::Check | Action::Call)
            && matches!(self.suggested, Action::RaiseTo(_))
            && self.later_streets_room
            && self.strong_made_hand
            && self.advice.equity >= SLOWPLAY_EQUITY
    }

    /// The option `action` is set beside, with its value: any priced option worth more than
    /// it (the best of them); otherwise the best of the other kind: for a bet or raise, the
    /// best of checking, calling and folding; for a check or a call, the best bet or raise
    /// (or, with no raise priced, the best other option); for a fold, the best other option,
    /// so a fold is weighed against the call it turned down when that is worth more than any
    /// raise.
    pub fn runner_up(&self, action: Action) -> Option<(Action, f64)> {
        let is_raise = |a: &Action| matches!(a, Action::RaiseTo(_));
        // A bet of many pots is never suggested (see [`Judgement::is_overbet`]): it is not
        // set beside another action either, so a note never calls a move "nearly as good" as
        // one it would not suggest.
        let best = |keep: &dyn Fn(&Action) -> bool| {
            self.advice
                .options
                .iter()
                .copied()
                .filter(|(a, v)| *a != action && keep(a) && v.is_finite() && !self.is_overbet(*a))
                // Between options that show the same figure, the one that is not a raise (a
                // fold's +0.0 is named, not a raise that only rounds to it).
                .max_by(|a, b| {
                    tenth(a.1)
                        .total_cmp(&tenth(b.1))
                        .then(is_raise(&b.0).cmp(&is_raise(&a.0)))
                        .then(a.1.total_cmp(&b.1))
                })
                .map(|(a, v)| (a, tenth(v)))
        };
        let value = self.value_of(action);
        // An option worth more than `action` is always the one it is set beside (a call
        // that folding beats is weighed against the fold, not against a worse raise).
        if let Some((other, ov)) = best(&|_| true)
            && value.is_some_and(|v| ov > v)
        {
            return Some((other, ov));
        }
        if is_raise(&action) {
            best(&|a| !is_raise(a))
        } else if action == Action::Fold {
            // The call a fold turned down, unless a raise shows a higher figure: a raise that
            // only rounds to the call's value is not named in its place.
            let call = best(&|a| !is_raise(a));
            match best(&|_| true) {
                Some(any) if call.is_none_or(|c| any.1 > c.1) => Some(any),
                _ => call,
            }
        } else {
            best(&|a| is_raise(a)).or_else(|| best(&|_| true))
        }
    }
}

/// A share (0 to 1) in whole percents, as the notes show equity: a share that is not certain
/// is never shown as 100% ("over 99%"), nor one that is not nothing as 0% ("under 1%").
pub(crate) fn whole_percent(share: f64) -> String {
    if share > 0.995 && share < 1.0 {
        "over 99%".to_string()
    } else if share > 0.0 && share < 0.005 {
        "under 1%".to_string()
    } else {
        format!("{:.0}%", share * 100.0)
    }
}

/// A share as a note shows it in whole percents (`{:.0}`, which rounds a half to even), as a
/// number, so comparisons "as shown" agree with the figures printed.
pub(crate) fn shown_percent(share: f64) -> f64 {
    let x = share * 100.0;
    format!("{x:.0}").parse().unwrap_or(x)
}

/// A value to a tenth of a chip: every number is judged as it is shown, so a loss is always
/// the difference of the two values printed beside it.
pub(crate) fn tenth(x: f64) -> f64 {
    let t = (x * 10.0).round() / 10.0;
    // Never a negative zero: a value that rounds to nothing is shown as +0.0, not -0.0.
    if t == 0.0 { 0.0 } else { t }
}

/// The least scale a loss is graded against, in big blinds (see [`Judgement::scale`]).
pub(crate) const SCALE_FLOOR_BB: f64 = 5.0;

fn scale(pot: Chips, call_cost: Chips, big_blind: Chips) -> f64 {
    f64::from(pot + call_cost).max(SCALE_FLOOR_BB * f64::from(big_blind))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_share_short_of_certain_is_never_shown_as_all_or_nothing() {
        assert_eq!(whole_percent(1.0), "100%");
        assert_eq!(whole_percent(0.998), "over 99%");
        assert_eq!(whole_percent(0.994), "99%");
        assert_eq!(whole_percent(0.473), "47%");
        assert_eq!(whole_percent(0.004), "under 1%");
        assert_eq!(whole_percent(0.0), "0%");
    }

    #[test]
    fn a_value_that_rounds_to_nothing_is_shown_without_a_minus() {
        assert_eq!(format!("{:+.1}", tenth(-0.04)), "+0.0");
        assert_eq!(format!("{:+.1}", tenth(-0.06)), "-0.1");
    }

    #[test]
    fn grades_grow_with_the_chips_given_up() {
        assert_eq!(Grade::of_loss(0.0, 40.0), Grade::Best);
        assert_eq!(Grade::of_loss(0.3, 40.0), Grade::Best);
        assert_eq!(Grade::of_loss(3.0, 40.0), Grade::Fine);
        assert_eq!(Grade::of_loss(8.0, 40.0), Grade::Mistake);
        assert_eq!(Grade::of_loss(20.0, 40.0), Grade::Blunder);
    }

    #[test]
    fn a_chip_or_two_in_a_pot_of_the_blinds_is_a_mistake_not_a_blunder() {
        use crate::coach::fixtures::{advice, hand};
        use crate::engine::{Seat, VariantId};
        // The big blind's option after a limp (a pot of 4, blinds 1/2): checking gives up 1.7
        // of the raise's value, 43% of the pot but 17% of the five big blinds a loss is
        // measured against at least.
        let mut h = hand(VariantId::Holdem, [400, 400]);
        h.apply(Seat(0), Action::Call).expect("limp");
        let view = h.view(Seat(1));
        let options = vec![(Action::RaiseTo(8), 3.1), (Action::Check, 1.4)];
        let j = Judgement::new(&view, advice(options, 0.55)).expect("a judgement");
        assert_eq!(j.scale(2), 10.0);
        let check = j.grade(Action::Check, 2).expect("priced");
        assert_eq!((check.grade, check.lost), (Grade::Mistake, 1.7));
        // In a pot of 10 or more the pot itself is the measure.
        assert_eq!(scale(40, 10, 2), 50.0);
    }

    #[test]
    fn a_fold_is_weighed_against_the_call_when_that_is_worth_more_than_any_raise() {
        use crate::coach::fixtures::{advice, hand};
        use crate::engine::{Seat, VariantId};
        let h = hand(VariantId::Holdem, [400, 400]);
        let view = h.view(Seat(0));
        let options = vec![
            (Action::Fold, 0.0),
            (Action::Call, -10.5),
            (Action::RaiseTo(46), -23.5),
        ];
        let j = Judgement::new(&view, advice(options, 0.19)).expect("a judgement");
        assert_eq!(j.runner_up(Action::Fold), Some((Action::Call, -10.5)));
        // A call set beside a fold and a raise that show the same figure: the fold.
        let options = vec![
            (Action::Fold, 0.0),
            (Action::Call, -0.2),
            (Action::RaiseTo(46), 0.04),
        ];
        let tied = Judgement::new(&view, advice(options, 0.2)).expect("a judgement");
        assert_eq!(tied.runner_up(Action::Call), Some((Action::Fold, 0.0)));
        // Folding suggested: the amount box starts at the best-priced raise.
        assert_eq!(j.best_raise(), Some(46));
        // A raise that only rounds to the call's figure is not named in the call's place.
        let options = vec![
            (Action::Fold, 0.0),
            (Action::Call, -10.94),
            (Action::RaiseTo(46), -10.86),
        ];
        let near = Judgement::new(&view, advice(options, 0.2)).expect("a judgement");
        assert_eq!(near.runner_up(Action::Fold), Some((Action::Call, -10.9)));
        // A call that folding beats is set beside the fold, not beside a worse raise; a raise
        // against the best of the rest.
        assert_eq!(j.runner_up(Action::Call), Some((Action::Fold, 0.0)));
        assert_eq!(j.runner_up(Action::RaiseTo(46)), Some((Action::Fold, 0.0)));
        // With nothing worth more, a call is set beside the best raise.
        let options = vec![
            (Action::Call, 3.0),
            (Action::Fold, 0.0),
            (Action::RaiseTo(46), 1.5),
        ];
        let j = Judgement::new(&view, advice(options, 0.5)).expect("a judgement");
        assert_eq!(j.runner_up(Action::Call), Some((Action::RaiseTo(46), 1.5)));
    }

    #[test]
    fn a_strong_hand_that_checks_with_streets_to_come_is_a_slowplay_not_a_blunder() {
        use crate::coach::fixtures::{advice, dealt, hand};
        use crate::engine::{Seat, VariantId};
        // Flop, a limped pot of 4: two pair (2c 3c on 2h 3d 8s) at 91% checks where a bet of
        // 8 is priced higher on this street alone.
        let mut h = dealt(VariantId::Holdem, [400, 400], "Ks 7d 2c 3c 2h 3d 8s Jd 5s");
        h.apply(Seat(0), Action::Call).expect("a limp");
        h.apply(Seat(1), Action::Check).expect("a check");
        let flop = h.view(Seat(1));
        let options = vec![(Action::Check, 3.6), (Action::RaiseTo(8), 9.9)];
        let j = Judgement::new(&flop, advice(options.clone(), 0.91)).expect("a judgement");
        let check = j.grade(Action::Check, 2).expect("priced");
        assert!(check.slowplay);
        assert_eq!((check.grade, check.lost), (Grade::Fine, 0.0));
        let text = super::super::review::betting_review("Flop", Action::Check, &j, 2);
        assert!(text.starts_with("Flop: checking was fine, a slowplay: betting 8 was worth about +9.9 chips against +3.6"), "{text}");
        assert!(text.contains("not counted as lost"), "{text}");
        // A middling hand's check is graded by the prices as ever.
        let j = Judgement::new(&flop, advice(options.clone(), 0.6)).expect("a judgement");
        let check = j.grade(Action::Check, 2).expect("priced");
        assert_eq!((check.slowplay, check.grade), (false, Grade::Blunder));
        // Queens and the board's sixes (Qc 2c on 6c 5h Qs 6h) are one pair of the player's
        // own: no slowplay.
        let mut paired = dealt(VariantId::Holdem, [400, 400], "Ks 7d Qc 2c 6c 5h Qs 6h 9d");
        for (seat, action) in [
            (Seat(0), Action::Call),
            (Seat(1), Action::Check),
            (Seat(1), Action::Check),
            (Seat(0), Action::Check),
        ] {
            paired.apply(seat, action).expect("to the turn");
        }
        let turn = paired.view(Seat(1));
        assert_eq!(turn.board.len(), 4);
        let j = Judgement::new(&turn, advice(options.clone(), 0.95)).expect("a judgement");
        assert!(!j.strong_made_hand);
        // King high strong only against a weak range is no slowplay: what a bet wins now
        // from folds, waiting does not.
        let mut weak = hand(VariantId::Holdem, [400, 400]);
        weak.apply(Seat(0), Action::Call).expect("a limp");
        weak.apply(Seat(1), Action::Check).expect("a check");
        weak.apply(Seat(1), Action::Check).expect("a check");
        let king_high = weak.view(Seat(0));
        let j = Judgement::new(&king_high, advice(options.clone(), 0.91)).expect("a judgement");
        assert!(!j.strong_made_hand);
        let check = j.grade(Action::Check, 2).expect("priced");
        assert_eq!((check.slowplay, check.grade), (false, Grade::Blunder));
        // On the river no street is left to win the chips on: the check is a blunder.
        for seat in [Seat(1), Seat(0), Seat(1), Seat(0)] {
            h.apply(seat, Action::Check)
                .expect("checked down to the river");
        }
        let river = h.view(Seat(1));
        assert_eq!(river.board.len(), 5);
        let j = Judgement::new(&river, advice(options, 0.91)).expect("a judgement");
        let check = j.grade(Action::Check, 2).expect("priced");
        assert_eq!((check.slowplay, check.grade), (false, Grade::Blunder));
    }

    #[test]
    fn a_bet_or_raise_of_many_pots_is_neither_suggested_nor_graded_against_after_the_flop() {
        use crate::coach::fixtures::{advice, hand};
        use crate::engine::{Seat, VariantId};
        let mut h = hand(VariantId::Holdem, [400, 400]);
        h.apply(Seat(0), Action::Call).expect("a limp");
        h.apply(Seat(1), Action::Check).expect("a check");
        let view = h.view(Seat(1));
        assert_eq!((view.board.len(), view.pot), (3, 4));
        // The core prices a shove of 398 into 4 at +20 (its hopeful guess of how often such
        // a bet is called) beside a pot-sized bet at +4.5.
        let options = vec![
            (Action::RaiseTo(398), 20.0),
            (Action::Check, 3.0),
            (Action::RaiseTo(4), 4.5),
        ];
        let j = Judgement::new(&view, advice(options, 0.9)).expect("a judgement");
        assert_eq!(j.suggested, Action::RaiseTo(4));
        let pot_bet = j.grade(Action::RaiseTo(4), 2).expect("priced");
        assert_eq!((pot_bet.grade, pot_bet.lost), (Grade::Best, 0.0));
        // Nor is the suggestion set beside the shove it would not make ("nearly as good as
        // betting 398"): beside checking.
        assert_eq!(j.runner_up(Action::RaiseTo(4)), Some((Action::Check, 3.0)));
        // The shove, played, is not graded either: its price is the same guess.
        assert!(j.is_overbet(Action::RaiseTo(398)));
        assert_eq!(j.grade(Action::RaiseTo(398), 2), None);
        assert!(!j.is_overbet(Action::RaiseTo(20)));
        // One the guess still prices below the suggestion (a bluff of 398 into 4) is graded
        // against it.
        let options = vec![
            (Action::Check, 3.0),
            (Action::RaiseTo(4), 2.0),
            (Action::RaiseTo(398), -60.0),
        ];
        let j = Judgement::new(&view, advice(options, 0.2)).expect("a judgement");
        let bluff = j.grade(Action::RaiseTo(398), 2).expect("graded");
        assert_eq!((bluff.best, bluff.grade), (Action::Check, Grade::Blunder));
        // A bet of five pots or less is weighed as ever.
        let options = vec![
            (Action::RaiseTo(20), 9.0),
            (Action::Check, 3.0),
            (Action::RaiseTo(4), 4.5),
        ];
        let j = Judgement::new(&view, advice(options, 0.9)).expect("a judgement");
        assert_eq!(j.suggested, Action::RaiseTo(20));
        // The same over a bet: after a bet of 2 into 4 the pot is 8 once called, so a raise
        // is an overbet when it goes more than 5 x 8 = 40 past the bet of 2 (to 398: 49
        // pots).
        let mut facing = hand(VariantId::Holdem, [400, 400]);
        for (seat, action) in [
            (Seat(0), Action::Call),
            (Seat(1), Action::Check),
            (Seat(1), Action::RaiseTo(2)),
        ] {
            facing.apply(seat, action).expect("legal");
        }
        let view = facing.view(Seat(0));
        let options = vec![
            (Action::RaiseTo(398), 24.0),
            (Action::Call, 8.0),
            (Action::Fold, 0.0),
        ];
        let j = Judgement::new(&view, advice(options, 0.99)).expect("a judgement");
        assert_eq!(j.suggested, Action::Call);
        assert!(j.is_overbet(Action::RaiseTo(398)));
        assert!(!j.is_overbet(Action::RaiseTo(42)));
        assert!(j.is_overbet(Action::RaiseTo(43)));
        assert_eq!(j.grade(Action::RaiseTo(398), 2), None);
        let call = j.grade(Action::Call, 2).expect("graded");
        assert_eq!((call.grade, call.lost), (Grade::Best, 0.0));
        assert_eq!(j.runner_up(Action::Call), Some((Action::Fold, 0.0)));
    }

    #[test]
    fn a_deep_all_in_on_the_flop_is_not_priced_beside_the_bets() {
        use crate::bots::monte_carlo::{Budget, MonteCarlo};
        use crate::cards::Deck;
        use crate::coach::fixtures::cards;
        use crate::engine::{Hand, HandSetup, Seat, VariantId};
        use rand::SeedableRng;
        // Trip sevens on 7-7-2, checked to, 398 behind a pot of 4.
        let deck = Deck::from_order(&cards("5c 7s Kh Qd 7c 2d 7d 9h 3s")).expect("a deck");
        let mut h =
            Hand::new(HandSetup::new(VariantId::Holdem, [400, 400], 1, 2), deck).expect("a hand");
        h.apply(Seat(0), Action::Call).expect("a limp");
        h.apply(Seat(1), Action::Check).expect("a check");
        h.apply(Seat(1), Action::Check).expect("a check");
        let view = h.view(Seat(0));
        let mut bot = MonteCarlo::new(
            "hard",
            Budget {
                samples: 2000,
                max_ms: 1.0e9,
            },
        );
        let mut rng = rand::rngs::StdRng::seed_from_u64(3);
        let advice = bot.advise(&view, &mut rng).expect("advice");
        let j = Judgement::new(&view, advice).expect("a judgement");
        // A shove of a hundred pots is not priced beside the bets (a street-by-street price
        // would make it the best of them), so it is never the suggestion.
        assert_eq!(j.value_of(Action::RaiseTo(398)), None);
        assert_ne!(j.suggested, Action::RaiseTo(398), "{:?}", j.advice.options);
        assert!(
            matches!(j.suggested, Action::RaiseTo(n) if n < 398),
            "{:?}",
            j.suggested
        );
    }

    #[test]
    fn no_size_on_a_key_is_priced_above_the_suggestion() {
        use crate::bots::monte_carlo::{Budget, MonteCarlo};
        use crate::cards::Deck;
        use crate::engine::{Hand, HandSetup, VariantId};
        use rand::SeedableRng;
        let budget = Budget {
            samples: 300,
            max_ms: 1.0e9,
        };
        let mut checked = 0;
        let mut raises_suggested = 0;
        for seed in 0..40u64 {
            let mut rng = rand::rngs::StdRng::seed_from_u64(seed);
            let deck = Deck::shuffled(&mut rng);
            let setup = HandSetup::new(VariantId::Holdem, [400, 400], 1, 2);
            let mut hand = Hand::new(setup, deck).expect("a hand");
            let mut bot = MonteCarlo::new("hard", budget);
            // Play the hand out with the bot on both seats, judging every betting decision.
            while let Some(legal) = hand.legal_actions() {
                let view = hand.view(legal.seat);
                let Some(advice) = bot.advise(&view, &mut rng) else {
                    break;
                };
                let action = advice.best;
                if let Some(j) = Judgement::new(&view, advice) {
                    for size in RaiseSize::ALL {
                        let Some(total) = size.total(&view, &legal) else {
                            continue;
                        };
                        let Some(v) = j.value_of(Action::RaiseTo(total)) else {
                            // Only a deep all-in the core did not weigh goes unpriced.
                            let pricer = j.advice.pricer.as_ref().expect("a pricer");
                            assert!(pricer.is_deep_all_in(total), "seed {seed}: {total}");
                            continue;
                        };
                        assert!(
                            v <= j.suggested_value,
                            "seed {seed}: {size:?} ({total}) {v} over the suggestion {:?} {}",
                            j.suggested,
                            j.suggested_value
                        );
                        checked += 1;
                    }
                    raises_suggested += usize::from(matches!(j.suggested, Action::RaiseTo(_)));
                }
                if hand.apply(legal.seat, action).is_err() {
                    break;
                }
            }
        }
        assert!(checked >= 200, "{checked}");
        assert!(raises_suggested >= 10, "{raises_suggested}");
    }
}
