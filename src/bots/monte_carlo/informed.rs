//! What the opponent does after winning the auction's prize, learned apart. A player who has
//! looked at one of this seat's cards (Sneak Peek) or holds a third card (Auction Hold'em)
//! bets and calls differently from one who has not: a competition bot that peeks leads small
//! with its strongest hands and calls far more often, since it knows where it stands. So the
//! hands whose auction the opponent won keep their own rates after the flop and their own
//! showdown evidence, and in such hands these are read over what all hands showed: each rate
//! starts from the reading of all hands (so until such hands have been seen they read alike)
//! and moves with what these hands show. Before the flop, and in every other hand, the
//! reading of all hands stands alone.

use std::borrow::Cow;

use crate::engine::{SeatView, Street};

use super::MonteCarlo;
use super::evidence::{Class, Evidence};
use super::model::OpponentModel;

/// What is learned from the hands where the opponent won the auction's prize alone.
#[derive(Debug, Clone, Default)]
pub(super) struct Informed {
    pub(super) model: OpponentModel,
    pub(super) evidence: Evidence,
}

impl MonteCarlo {
    /// Whether this hand's opponent won the auction's prize (ties included).
    pub(super) fn opponent_won_prize(view: &SeatView) -> bool {
        view.auction
            .is_some_and(|a| a.winners[view.opponent().index()])
    }

    /// The model that reads the opponent's play on `street` of this hand: after the flop of a
    /// hand whose auction it won, what it did in such hands over what it does in all.
    pub(super) fn model_on(&self, street: Street) -> Cow<'_, OpponentModel> {
        if self.opp_informed && street != Street::Preflop {
            Cow::Owned(self.informed.model.over(&self.model))
        } else {
            Cow::Borrowed(&self.model)
        }
    }

    /// Whether the showdowns of hands the opponent won the auction of read `class` in this
    /// hand: its play after the flop of such a hand.
    pub(super) fn reads_informed(&self, class: Class) -> bool {
        self.opp_informed && class.after_the_flop()
    }

    /// How much the showdowns weigh in reading an action of `class` in this hand.
    pub(super) fn evidence_weight(&self, class: Class) -> f64 {
        let all = self.evidence.shown(class).weight();
        if self.reads_informed(class) {
            1.0 - (1.0 - all) * (1.0 - self.informed.evidence.shown(class).weight())
        } else {
            all
        }
    }

    /// Shown hands behind the reading of `class` in this hand.
    pub(super) fn shown_count(&self, class: Class) -> u32 {
        let mut n = self.evidence.shown(class).n;
        if self.reads_informed(class) {
            n = n.max(self.informed.evidence.shown(class).n);
        }
        n.round() as u32
    }

    /// The likelihood of an action of `class` in this hand: the frequency model's `prior`
    /// blended with what all showdowns showed after such actions, and in a hand whose auction
    /// the opponent won, that blended again with what such hands showed.
    pub(super) fn blend<'a>(
        &self,
        class: Class,
        prior: impl Fn(f64) -> f64 + 'a,
    ) -> Box<dyn Fn(f64) -> f64 + 'a> {
        let all = self.evidence.blend(class, prior);
        if self.reads_informed(class) {
            Box::new(self.informed.evidence.blend(class, all))
        } else {
            Box::new(all)
        }
    }
}
