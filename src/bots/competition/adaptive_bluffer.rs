//! The adaptive bluffer: the gauntlet's tight-aggressive style plus bluffs priced by its
//! opponent. It counts how often the opponent folds to its bets after the flop (shrunk toward
//! a prior, recent hands weighing most) and, checked to with a weak hand, bluffs when that
//! fold rate beats the bluff's break-even share `bet / (pot + bet)`, the more often the more
//! the folds pay. Against a player who never folds it stops bluffing.

use rand::{Rng, RngCore};

use crate::engine::{Action, Event, Ledger, SeatView, Street};

use super::super::Bot;
use super::super::styles::{StyleBot, postflop_equity, pot_raise, tag};

/// Bluff size as a share of the pot.
const BLUFF_SIZE: f64 = 0.66;
/// Equity below which a hand is a bluff candidate.
const BLUFF_EQUITY: f64 = 0.45;
/// The prior fold rate and its weight in observations.
const PRIOR: (f64, f64) = (0.35, 15.0);
/// How much an old observation keeps per new one (about the last 200 count).
const DECAY: f64 = 0.995;
/// Fold rate above break-even at which it bluffs every weak hand.
const FULL_BLUFF_EDGE: f64 = 0.2;

/// The opponent's folds to this bot's bets after the flop: a decaying count.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct FoldRate {
    folds: f64,
    chances: f64,
}

impl FoldRate {
    /// The estimate, shrunk toward the prior.
    pub fn value(&self) -> f64 {
        (self.folds + PRIOR.0 * PRIOR.1) / (self.chances + PRIOR.1)
    }

    /// Records one bet the opponent faced.
    pub fn record(&mut self, folded: bool) {
        self.folds = self.folds * DECAY + f64::from(u8::from(folded));
        self.chances = self.chances * DECAY + 1.0;
    }
}

/// How often to bluff a weak hand when the opponent folds at `fold_rate` to a bet of
/// [`BLUFF_SIZE`]: never at or below break-even, always [`FULL_BLUFF_EDGE`] above it.
pub fn bluff_rate(fold_rate: f64) -> f64 {
    let break_even = BLUFF_SIZE / (1.0 + BLUFF_SIZE);
    ((fold_rate - break_even) / FULL_BLUFF_EDGE).clamp(0.0, 1.0)
}

/// The adaptive bluffer.
#[derive(Debug, Clone)]
pub struct AdaptiveBluffer {
    tag: StyleBot,
    folds: FoldRate,
}

impl AdaptiveBluffer {
    /// A fresh adaptive bluffer (it has seen no folds yet).
    pub fn new() -> AdaptiveBluffer {
        AdaptiveBluffer {
            tag: tag(),
            folds: FoldRate {
                folds: 0.0,
                chances: 0.0,
            },
        }
    }

    /// The opponent's fold rate to its bets, as it currently believes.
    pub fn fold_rate(&self) -> f64 {
        self.folds.value()
    }
}

impl Default for AdaptiveBluffer {
    fn default() -> Self {
        AdaptiveBluffer::new()
    }
}

impl Bot for AdaptiveBluffer {
    fn name(&self) -> &str {
        "adaptive-bluffer"
    }

    fn act(&mut self, view: &SeatView, rng: &mut dyn RngCore) -> Action {
        let Some(legal) = view.legal else {
            return Action::Check;
        };
        let checked_to = legal.bid.is_none() && legal.call_cost == 0 && legal.raise.is_some();
        if checked_to && view.street != Street::Preflop {
            let rate = bluff_rate(self.folds.value());
            if rate > 0.0
                && postflop_equity(view, rng) < BLUFF_EQUITY
                && rng.random_bool(rate)
                && let Some(bet) = pot_raise(view, &legal, BLUFF_SIZE)
            {
                return bet;
            }
        }
        self.tag.act(view, rng)
    }

    fn hand_over(&mut self, view: &SeatView) {
        self.tag.hand_over(view);
        let me = view.seat;
        let mut ledger = Ledger::new(view.setup.stacks);
        for e in &view.events {
            if let Event::Act { seat, action, .. } = *e
                && seat != me
                && ledger.street() != Street::Preflop
            {
                let pips = ledger.pips();
                if pips[me.index()] > pips[seat.index()] {
                    self.folds.record(action == Action::Fold);
                }
            }
            ledger.record(e);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::test_hands::{BB, SB, hand, rng, view_to_act};
    use super::*;
    use crate::engine::VariantId;

    /// A hand where the big blind bets the flop and the button (the opponent) answers.
    fn bet_answered(answer: Action) -> SeatView {
        let h = hand(
            VariantId::Holdem,
            400,
            "7c 2d 5h 6s Ad Kc 9s 3c 4d",
            &[
                (SB, Action::Call),
                (BB, Action::Check),
                (BB, Action::RaiseTo(3)),
                (SB, answer),
            ],
        );
        h.view(BB)
    }

    #[test]
    fn adaptive_bluffer_learns_the_fold_rate_to_its_bets() {
        let mut bot = AdaptiveBluffer::new();
        let prior = bot.fold_rate();
        for _ in 0..30 {
            bot.hand_over(&bet_answered(Action::Fold));
        }
        assert!(bot.fold_rate() > prior + 0.3, "{}", bot.fold_rate());
        let mut caller = AdaptiveBluffer::new();
        for _ in 0..30 {
            caller.hand_over(&bet_answered(Action::Call));
        }
        assert!(caller.fold_rate() < prior - 0.15, "{}", caller.fold_rate());
    }

    #[test]
    fn adaptive_bluffer_bluffs_only_as_often_as_the_folds_pay() {
        assert_eq!(bluff_rate(0.35), 0.0);
        assert_eq!(bluff_rate(0.9), 1.0);
        // The big blind holds 5h 6s on Ad Kc 9s and is first to act.
        let view = view_to_act(
            VariantId::Holdem,
            400,
            "7c 2d 5h 6s Ad Kc 9s 3c 4d",
            &[(SB, Action::Call), (BB, Action::Check)],
        );
        let bets = |bot: &AdaptiveBluffer| {
            (0..100)
                .filter(|&s| matches!(bot.clone().act(&view, &mut rng(s)), Action::RaiseTo(_)))
                .count()
        };
        let mut folder = AdaptiveBluffer::new();
        let mut caller = AdaptiveBluffer::new();
        for _ in 0..60 {
            folder.hand_over(&bet_answered(Action::Fold));
            caller.hand_over(&bet_answered(Action::Call));
        }
        let (against_folder, against_caller) = (bets(&folder), bets(&caller));
        assert!(against_folder >= 80, "{against_folder}");
        assert!(against_caller <= 20, "{against_caller}");
    }
}
