//! Baseline bots, also used as test fixtures: `random`, `caller` (always check or call),
//! `allin` (always the largest raise) and `bid-all` (bids its whole stack, otherwise checks or
//! calls).

use rand::{Rng, RngCore};

use crate::engine::{Action, LegalActions, SeatView};

use super::Bot;

/// A uniformly random legal action: first a uniform choice among the legal kinds (fold,
/// check, call, raise), then a uniform raise size; bids are uniform from 0 to the stack.
pub fn random_legal_action(legal: &LegalActions, rng: &mut dyn RngCore) -> Action {
    if let Some((lo, hi)) = legal.bid {
        return Action::Bid(rng.random_range(lo..=hi));
    }
    let mut kinds: [Option<Action>; 4] = [None; 4];
    let mut n = 0;
    for (allowed, action) in [
        (legal.can_fold, Action::Fold),
        (legal.can_check, Action::Check),
        (legal.can_call, Action::Call),
        (legal.raise.is_some(), Action::RaiseTo(0)),
    ] {
        if allowed {
            kinds[n] = Some(action);
            n += 1;
        }
    }
    // Invariant: every decision allows at least a check or a call, so n >= 1.
    match kinds[rng.random_range(0..n.max(1))] {
        Some(Action::RaiseTo(_)) => {
            let (lo, hi) = legal.raise.unwrap_or((0, 0));
            Action::RaiseTo(rng.random_range(lo..=hi))
        }
        Some(action) => action,
        None => legal.check_or_fold(),
    }
}

/// Uniformly random legal actions.
#[derive(Debug, Default, Clone)]
pub struct RandomBot;

impl Bot for RandomBot {
    fn name(&self) -> &str {
        "random"
    }

    fn act(&mut self, view: &SeatView, rng: &mut dyn RngCore) -> Action {
        view.legal
            .map_or(Action::Check, |l| random_legal_action(&l, rng))
    }
}

/// The calling station: checks when it can, otherwise calls; bids 0.
#[derive(Debug, Default, Clone)]
pub struct Caller;

impl Bot for Caller {
    fn name(&self) -> &str {
        "caller"
    }

    fn act(&mut self, view: &SeatView, _rng: &mut dyn RngCore) -> Action {
        view.legal.map_or(Action::Check, |l| l.check_or_call())
    }
}

/// Puts in everything it can at every decision (the largest raise, else a call); bids its
/// whole stack.
#[derive(Debug, Default, Clone)]
pub struct AllIn;

impl Bot for AllIn {
    fn name(&self) -> &str {
        "allin"
    }

    fn act(&mut self, view: &SeatView, _rng: &mut dyn RngCore) -> Action {
        let Some(legal) = view.legal else {
            return Action::Check;
        };
        match (legal.bid, legal.raise) {
            (Some((_, max)), _) => Action::Bid(max),
            (None, Some((_, max))) => Action::RaiseTo(max),
            (None, None) => legal.check_or_call(),
        }
    }
}

/// Bids its whole stack in every auction; otherwise checks or calls.
#[derive(Debug, Default, Clone)]
pub struct BidAll;

impl Bot for BidAll {
    fn name(&self) -> &str {
        "bid-all"
    }

    fn act(&mut self, view: &SeatView, _rng: &mut dyn RngCore) -> Action {
        let Some(legal) = view.legal else {
            return Action::Check;
        };
        match legal.bid {
            Some((_, max)) => Action::Bid(max),
            None => legal.check_or_call(),
        }
    }
}
