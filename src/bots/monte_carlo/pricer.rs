//! Pricing any raise at a decision on the same terms as the core's own options: the spot, the
//! equity tally against the range, the opponent's fold chances by bet size and the share of
//! equity realised, kept from the moment the core decided. The coach uses it to price a raise
//! the person chose that the core did not consider, without drawing new samples, so the review
//! of a decision uses the numbers the advice was made from.

use crate::engine::{Action, Chips};

use super::Spot;
use super::model::{OpponentModel, PF_SIZES, SIZES, preflop_size_bucket, size_bucket};
use super::rollout::Tally;
use super::value;

// One array holds the fold chances by size bucket after the flop and before it.
const _: () = assert!(PF_SIZES == SIZES);

/// What the core priced a decision's raises with.
#[derive(Debug, Clone, PartialEq)]
pub struct RaisePricer {
    spot: Spot,
    tally: Tally,
    /// The opponent's chance to fold to a raise, by bet-size bucket (the preflop buckets
    /// before the flop; all the same over a re-raise, where the model keeps one rate).
    fold_by_size: [f64; SIZES],
    /// Before the flop (the preflop size buckets).
    preflop: bool,
    /// The share of equity realised when called below all in.
    realize: f64,
    /// The share realised when the raise puts a seat all in.
    realize_all_in: f64,
    /// The opponent's chance to raise again (before the flop, only over the hand's first
    /// raise).
    raise_back: f64,
}

impl RaisePricer {
    /// After the flop: the fold chances the model gives this street, by size.
    pub(super) fn postflop(
        spot: Spot,
        tally: Tally,
        model: &OpponentModel,
        realize: f64,
    ) -> RaisePricer {
        let over_bet = spot.facing_size();
        let mut fold_by_size = [0.0; SIZES];
        for (bucket, fold) in fold_by_size.iter_mut().enumerate() {
            // A size in the middle of each bucket reads that bucket's rate.
            let size = [0.3, 0.6, 1.2, 2.0][bucket];
            *fold = model.fold_chance(spot.board_len, size, None, over_bet);
        }
        RaisePricer {
            spot,
            tally,
            fold_by_size,
            preflop: false,
            realize,
            realize_all_in: realize,
            raise_back: model.raise_back_chance(spot.board_len, over_bet.is_some()),
        }
    }

    /// Before the flop: the fold rates of the spot by size, the chance of a re-raise, and all
    /// of the equity realised when the raise commits the stacks.
    pub(super) fn preflop(
        spot: Spot,
        tally: Tally,
        fold_by_size: [f64; PF_SIZES],
        realize: f64,
        raise_back: f64,
    ) -> RaisePricer {
        RaisePricer {
            spot,
            tally,
            fold_by_size,
            preflop: true,
            realize,
            realize_all_in: 1.0,
            raise_back,
        }
    }

    /// The value in chips (relative to folding now) of raising to `total`; `None` when that
    /// total is not a legal raise here.
    pub fn value(&self, total: Chips) -> Option<f64> {
        let (lo, hi) = self.spot.legal.raise?;
        if !(lo..=hi).contains(&total) {
            return None;
        }
        let t = f64::from(total);
        let size = value::size_of(&self.spot, t);
        let bucket = if self.preflop {
            preflop_size_bucket(size)
        } else {
            size_bucket(size)
        };
        let fold = self.fold_by_size[bucket];
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
        ))
    }

    /// The value of `action` when it is a legal raise.
    pub fn value_of(&self, action: Action) -> Option<f64> {
        match action {
            Action::RaiseTo(n) => self.value(n),
            _ => None,
        }
    }
}
