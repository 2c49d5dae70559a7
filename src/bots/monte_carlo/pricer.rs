//! Pricing any raise at a decision on the same terms as the core's own options: the spot, the
//! equity tally against the range, the opponent's fold chances by bet size and the share of
//! equity realised, kept from the moment the core decided. The coach uses it to price a raise
//! the person chose that the core did not consider, without drawing new samples, so the review
//! of a decision uses the numbers the advice was made from.

use crate::engine::{Action, Chips};

use super::Spot;
use super::model::{OpponentModel, PF_SIZES, preflop_size_bucket};
use super::rollout::Tally;
use super::value::{self, CalledEdge, FoldRead};

/// Where a raise's fold chance comes from.
#[derive(Debug, Clone, PartialEq)]
enum Folds {
    /// Before the flop: the spot's rates by size bucket (all the same over a re-raise, where
    /// the model keeps one rate).
    Preflop {
        by_size: [f64; PF_SIZES],
        /// How many raises at this spot the opponent has answered, as the model counts them
        /// (recent ones weigh most).
        seen: f64,
    },
    /// After the flop: the model as it stood, asked for the exact size (an all-in overbet's
    /// prior depends on its size), over the opponent's bet of `over_bet` pots if any.
    Postflop {
        model: Box<OpponentModel>,
        over_bet: Option<f64>,
    },
}

/// What the core priced a decision's raises with.
#[derive(Debug, Clone, PartialEq)]
pub struct RaisePricer {
    spot: Spot,
    tally: Tally,
    /// The opponent's chance to fold to a raise.
    folds: Folds,
    /// The share of equity realised when called below all in.
    realize: f64,
    /// The share realised when the raise puts a seat all in.
    realize_all_in: f64,
    /// The opponent's chance to raise again (before the flop, only over the hand's first
    /// raise).
    raise_back: f64,
    /// What a raise called with chips behind counts on beyond its equity (before the flop,
    /// only the hand's first raise).
    edge: CalledEdge,
}

impl RaisePricer {
    /// After the flop: the model as it stands, asked for the fold chance of each size priced.
    pub(super) fn postflop(
        spot: Spot,
        tally: Tally,
        model: &OpponentModel,
        realize: f64,
    ) -> RaisePricer {
        let over_bet = spot.facing_size();
        RaisePricer {
            spot,
            tally,
            folds: Folds::Postflop {
                model: Box::new(model.clone()),
                over_bet,
            },
            realize,
            realize_all_in: realize,
            raise_back: model.raise_back_chance(spot.board_len, over_bet.is_some()),
            edge: CalledEdge::NONE,
        }
    }

    /// Before the flop: the fold rates of the spot by size, the chance of a re-raise, all of
    /// the equity realised when the raise commits the stacks, and what it counts on beyond
    /// the equity when it is called with chips behind.
    pub(super) fn preflop(
        spot: Spot,
        tally: Tally,
        fold_by_size: [f64; PF_SIZES],
        seen: f64,
        realize: f64,
        raise_back: f64,
        edge: CalledEdge,
    ) -> RaisePricer {
        RaisePricer {
            spot,
            tally,
            folds: Folds::Preflop {
                by_size: fold_by_size,
                seen,
            },
            realize,
            realize_all_in: 1.0,
            raise_back,
            edge,
        }
    }

    /// The value in chips (relative to folding now) of raising to `total`; `None` when that
    /// total is not a legal raise here, or is a deep all-in ([`RaisePricer::is_deep_all_in`]).
    pub fn value(&self, total: Chips) -> Option<f64> {
        if self.is_deep_all_in(total) {
            return None;
        }
        self.price(total)
    }

    /// The value of raising to `total`, all-ins included: for the core's own short-stack
    /// chart, whose shove is its option whatever the pot (an all-in's price is whole: no
    /// street is left to bet).
    pub(super) fn price(&self, total: Chips) -> Option<f64> {
        let (lo, hi) = self.spot.legal.raise?;
        if !(lo..=hi).contains(&total) {
            return None;
        }
        let t = f64::from(total);
        let fold = self.model_fold(t);
        let realize = if total == hi {
            self.realize_all_in
        } else {
            self.realize
        };
        Some(value::raise_against_comeback(
            &self.spot,
            t,
            fold,
            self.raise_back,
            &self.tally,
            realize,
            self.edge,
        ))
    }

    /// What the model says of the opponent's folding to a raise to `total` chips.
    fn model_fold(&self, total: f64) -> FoldRead {
        match &self.folds {
            Folds::Preflop { by_size, .. } => {
                by_size[preflop_size_bucket(value::size_of(&self.spot, total))].into()
            }
            Folds::Postflop { model, over_bet } => {
                let size = value::postflop_fold_size(&self.spot, total, *over_bet);
                FoldRead::read(model, self.spot.board_len, size, None, *over_bet)
            }
        }
    }

    /// The chance the opponent folds to a raise to `total`, as the raise's price counts it;
    /// `None` when [`RaisePricer::value`] prices no such raise.
    pub fn fold_chance(&self, total: Chips) -> Option<f64> {
        self.value(total)?;
        let t = f64::from(total);
        Some(value::counted_fold(
            &self.spot,
            t,
            self.model_fold(t),
            &self.tally,
        ))
    }

    /// True for an all-in with cards to come and stacks deep against the pot: the core never
    /// weighs one (its price of a bet is one street's, so the shove that takes every later
    /// street at once would always look best), so none is priced beside its options. A raise
    /// that leaves next to nothing behind (a twentieth of the most it could be, or a big
    /// blind) is a shove in all but name and counts as one.
    pub fn is_deep_all_in(&self, total: Chips) -> bool {
        self.spot.legal.raise.is_some_and(|(_, hi)| {
            let hi = f64::from(hi);
            let near = (0.05 * hi).max(self.spot.big_blind);
            (hi - near..=hi).contains(&f64::from(total))
        }) && !self.spot.last_street
            && self.spot.effective_behind() > 1.5 * (self.spot.pot + self.spot.cost)
    }

    /// Before the flop, how many raises at this spot the opponent has answered, as the model
    /// counts them (recent ones weigh most): what its fold rates rest on beyond a sound
    /// player's. `None` after the flop.
    pub fn preflop_fold_seen(&self) -> Option<f64> {
        match self.folds {
            Folds::Preflop { seen, .. } => Some(seen),
            Folds::Postflop { .. } => None,
        }
    }

    /// Before the flop, the opponent's chance to fold to a raise to `total` as this pricer
    /// reads it; `None` after the flop or for a total that is not a legal raise.
    pub fn preflop_fold(&self, total: Chips) -> Option<f64> {
        let Folds::Preflop { by_size, .. } = &self.folds else {
            return None;
        };
        let (lo, hi) = self.spot.legal.raise?;
        if !(lo..=hi).contains(&total) {
            return None;
        }
        let size = value::size_of(&self.spot, f64::from(total));
        Some(by_size[preflop_size_bucket(size)])
    }

    /// The value of `action` when it is a legal raise.
    pub fn value_of(&self, action: Action) -> Option<f64> {
        match action {
            Action::RaiseTo(n) => self.value(n),
            _ => None,
        }
    }
}
