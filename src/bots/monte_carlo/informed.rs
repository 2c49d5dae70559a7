//! What the opponent does after it has seen one of this seat's cards (Sneak Peek's prize),
//! learned apart. A player who knows part of this seat's hand bets and calls differently from
//! one who does not: a competition bot that peeks leads small with its strongest hands and
//! calls far more often, since it knows where it stands. So the hands whose auction the
//! opponent won keep their own rates after the flop and their own showdown evidence, and in
//! such hands these are read over what all hands showed: each rate starts from the reading of
//! all hands (so until such hands have been seen they read alike) and moves with what these
//! hands show. Before the flop, and in every other hand, the reading of all hands stands
//! alone.
//!
//! Auction Hold'em's prize is a card, not knowledge of this seat's hand: a player holding
//! three cards is read through the rollouts, which deal it its third card. Kept apart there as
//! well, the reading cost about 400 mbb/hand against `medium` over six seeds, so it is not.

use std::borrow::Cow;

use crate::engine::{SeatView, Street, VariantId};

use super::MonteCarlo;
use super::evidence::{Class, Evidence};
use super::model::OpponentModel;

/// What is learned from the hands where the opponent saw one of this seat's cards alone.
#[derive(Debug, Clone, Default)]
pub(super) struct Informed {
    pub(super) model: OpponentModel,
    pub(super) evidence: Evidence,
}

impl MonteCarlo {
    /// Whether this hand's opponent won Sneak Peek's auction (ties included) and so has seen
    /// one of this seat's cards.
    pub(super) fn opponent_peeked(view: &SeatView) -> bool {
        view.variant() == VariantId::SneakPeek
            && view
                .auction
                .is_some_and(|a| a.winners[view.opponent().index()])
    }

    /// The model that reads the opponent's play on `street` of this hand: after the flop of a
    /// hand whose auction it won (it peeked), what it did in such hands over what it does in all.
    pub(super) fn model_on(&self, street: Street) -> Cow<'_, OpponentModel> {
        if self.opp_peeked && street != Street::Preflop {
            Cow::Owned(self.informed.model.over(&self.model))
        } else {
            Cow::Borrowed(&self.model)
        }
    }

    /// Whether the showdowns of hands the opponent won the auction of read `class` in this
    /// hand: its play after the flop of such a hand.
    pub(super) fn reads_informed(&self, class: Class) -> bool {
        self.opp_peeked && class.after_the_flop()
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

    /// Shown hands behind the reading of `class` in this hand, and whether they are the
    /// showdowns of hands where the opponent peeked (once there are any, in such a hand: they
    /// are read last, over all hands' reading).
    pub(super) fn shown_count(&self, class: Class) -> (u32, bool) {
        let peeked = self.informed.evidence.shown(class).n;
        if self.reads_informed(class) && peeked >= 1.0 {
            (peeked.round() as u32, true)
        } else {
            (self.evidence.shown(class).n.round() as u32, false)
        }
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
