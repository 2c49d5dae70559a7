//! Evidence from showdowns: what the opponent's hands were when it took each kind of
//! action, learned from the hands it showed, and used to read the same action the next time.
//!
//! The frequency model ([`super::model`]) assumes what sound players do: a bet comes from the
//! top of the range, bigger bets from higher up. Real bots break that in ways their showdowns
//! give away (small leads with strong hands and big bets with bluffs; a high bid only with a
//! strong hand; re-raises only with two pair). So for every action of the opponent the bot
//! notes where the hand stood in the range it held just before that action (its *standing*:
//! 0 the weakest, 1 the strongest, by weight); when the opponent shows its cards, each noted
//! standing goes into a histogram for the action's [`Class`]. Since standings are uniform
//! over the range by construction, the histogram's density is the likelihood of the action as
//! a function of standing, the Bayes factor the range needs.
//!
//! The learned likelihood is blended with the frequency model's by how much has been seen
//! (`n / (n + 12)` of the weight after `n` shown hands), every bin keeps a pseudo-count so no
//! hand is ever ruled out, and each class remembers about its last [`WINDOW`] shown hands
//! (older ones fade): a bot that changes its style is read anew within a few hundred showdowns, and a style never shown
//! down leaves the sound reading alone.

use super::history::Decision;
use super::model::{SIZES, size_bucket};
use crate::engine::Street;

/// Bins of standing in a histogram.
pub const BINS: usize = 10;
/// Shown hands a class remembers: once full, each new hand fades the old ones by
/// `1 - 1 / WINDOW`, so a hand counts for about this many showdowns.
pub const WINDOW: f64 = 150.0;
/// Shown hands at which the learned likelihood has half the weight.
const HALF_WEIGHT: f64 = 12.0;
/// Pseudo-count per bin: the flat belief a histogram starts from.
const PSEUDO: f64 = 0.6;
/// Bid buckets: under 4% of the pot, 15%, 35%, 65%, and above.
pub const BID_BUCKETS: usize = 5;
/// Preflop raise levels: the open, the re-raise, and any raise after that.
pub const PREFLOP_LEVELS: usize = 3;

/// A kind of action whose hands are learned from showdowns.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Class {
    /// After the flop, a bet when nothing was in, by size bucket ([`size_bucket`]).
    Bet(usize),
    /// After the flop, a raise over a bet.
    Raise,
    /// After the flop, a raise over a raise (a re-raise or more).
    Reraise,
    /// Before the flop, a raise at a level ([`PREFLOP_LEVELS`]: open, re-raise, more).
    PreflopRaise(usize),
    /// A sealed bid, by its share of the pot ([`bid_bucket`]).
    Bid(usize),
}

/// Number of classes.
const CLASSES: usize = SIZES + 2 + PREFLOP_LEVELS + BID_BUCKETS;

impl Class {
    /// The class of a betting decision; `None` for checks, calls and folds (passive actions
    /// are read by the frequency model alone).
    pub fn of(d: &Decision) -> Option<Class> {
        if !d.aggressive() {
            return None;
        }
        Some(if d.street == Street::Preflop {
            Class::PreflopRaise(usize::from(d.raises).min(PREFLOP_LEVELS - 1))
        } else if d.cost == 0 {
            Class::Bet(size_bucket(d.size()))
        } else if d.raises >= 2 {
            Class::Reraise
        } else {
            Class::Raise
        })
    }

    /// A bet, raise or re-raise after the flop.
    pub fn after_the_flop(self) -> bool {
        matches!(self, Class::Bet(_) | Class::Raise | Class::Reraise)
    }

    /// The class of a bid of `bid` chips into a pot of `pot`.
    pub fn of_bid(bid: u32, pot: u32) -> Class {
        Class::Bid(bid_bucket(f64::from(bid) / f64::from(pot.max(1))))
    }

    fn index(self) -> usize {
        match self {
            Class::Bet(k) => k.min(SIZES - 1),
            Class::Raise => SIZES,
            Class::Reraise => SIZES + 1,
            Class::PreflopRaise(l) => SIZES + 2 + l.min(PREFLOP_LEVELS - 1),
            Class::Bid(b) => SIZES + 2 + PREFLOP_LEVELS + b.min(BID_BUCKETS - 1),
        }
    }
}

/// The bucket of a bid of `share` pots.
pub fn bid_bucket(share: f64) -> usize {
    [0.04, 0.15, 0.35, 0.65]
        .iter()
        .position(|&edge| share < edge)
        .unwrap_or(BID_BUCKETS - 1)
}

/// The standings of the hands shown after one class of action.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Shown {
    bins: [f64; BINS],
    /// Shown hands counted (at most [`WINDOW`]).
    pub n: f64,
}

impl Default for Shown {
    fn default() -> Self {
        Shown {
            bins: [0.0; BINS],
            n: 0.0,
        }
    }
}

impl Shown {
    fn bin(u: f64) -> usize {
        ((u.clamp(0.0, 1.0) * BINS as f64) as usize).min(BINS - 1)
    }

    /// Counts a hand shown at standing `u`, fading the old ones once [`WINDOW`] are counted.
    pub fn record(&mut self, u: f64) {
        if self.n >= WINDOW {
            let keep = (WINDOW - 1.0) / self.n;
            self.bins.iter_mut().for_each(|b| *b *= keep);
            self.n = WINDOW - 1.0;
        }
        self.bins[Self::bin(u)] += 1.0;
        self.n += 1.0;
    }

    /// The density of standing `u` among the shown hands (1 everywhere when flat).
    pub fn density(&self, u: f64) -> f64 {
        (self.bins[Self::bin(u)] + PSEUDO) / (self.n + PSEUDO * BINS as f64) * BINS as f64
    }

    /// The mean standing of the shown hands (0.5 before any).
    pub fn mean(&self) -> f64 {
        let total: f64 = self.bins.iter().sum::<f64>() + PSEUDO * BINS as f64;
        self.bins
            .iter()
            .enumerate()
            .map(|(i, b)| (b + PSEUDO) * (i as f64 + 0.5) / BINS as f64)
            .sum::<f64>()
            / total
    }

    /// The weight the learned likelihood gets against the frequency model's.
    pub fn weight(&self) -> f64 {
        self.n / (self.n + HALF_WEIGHT)
    }
}

/// Everything learned from showdowns, by class.
#[derive(Debug, Clone, PartialEq)]
pub struct Evidence {
    shown: [Shown; CLASSES],
}

impl Default for Evidence {
    fn default() -> Self {
        Evidence {
            shown: [Shown::default(); CLASSES],
        }
    }
}

impl Evidence {
    /// What has been shown after actions of `class`.
    pub fn shown(&self, class: Class) -> &Shown {
        &self.shown[class.index()]
    }

    /// Counts a hand that stood at `u` when it took an action of `class`.
    pub fn record(&mut self, class: Class, u: f64) {
        self.shown[class.index()].record(u);
    }

    /// The likelihood of an action of `class` at each standing, blending the frequency
    /// model's `prior` likelihood with the learned density. Both are put on the same scale
    /// (mean 1 over standings) before they are blended, so the blend only moves weight
    /// between hands, never the total.
    pub fn blend<F: Fn(f64) -> f64>(&self, class: Class, prior: F) -> impl Fn(f64) -> f64 + use<F> {
        const GRID: usize = 64;
        let mean_prior = (0..GRID)
            .map(|i| prior((i as f64 + 0.5) / GRID as f64))
            .sum::<f64>()
            / GRID as f64;
        let shown = *self.shown(class);
        let w = shown.weight();
        let scale = 1.0 / mean_prior.max(1e-9);
        move |u: f64| (1.0 - w) * prior(u) * scale + w * shown.density(u)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_flat_histogram_is_density_one_and_has_no_weight() {
        let s = Shown::default();
        assert!((s.density(0.1) - 1.0).abs() < 1e-12);
        assert!((s.density(0.95) - 1.0).abs() < 1e-12);
        assert_eq!(s.weight(), 0.0);
        assert!((s.mean() - 0.5).abs() < 1e-12);
    }

    #[test]
    fn strong_showdowns_raise_the_top_and_lower_the_bottom() {
        let mut s = Shown::default();
        for _ in 0..40 {
            s.record(0.93);
        }
        assert!(s.density(0.95) > 5.0, "{}", s.density(0.95));
        assert!(s.density(0.2) < 0.2, "{}", s.density(0.2));
        assert!(s.density(0.2) > 0.0, "no hand is ruled out");
        assert!(s.mean() > 0.8);
        assert!(s.weight() > 0.7);
    }

    #[test]
    fn a_class_keeps_only_its_last_window_of_hands() {
        let mut s = Shown::default();
        for _ in 0..400 {
            s.record(0.05);
        }
        assert!(s.n <= WINDOW);
        for _ in 0..1000 {
            s.record(0.95);
        }
        // The old weak hands are all but forgotten.
        assert!(s.density(0.05) < 0.1, "{}", s.density(0.05));
        assert!(s.density(0.95) > 8.0);
    }

    #[test]
    fn the_blend_moves_from_the_prior_to_what_was_shown() {
        let mut e = Evidence::default();
        // The prior says a big bet is from the top fifth.
        let prior = |u: f64| if u > 0.8 { 1.0 } else { 0.05 };
        let fresh = e.blend(Class::Bet(2), prior);
        assert!(fresh(0.9) > 10.0 * fresh(0.1));
        // Shown down, the big bets were weak hands.
        for _ in 0..100 {
            e.record(Class::Bet(2), 0.15);
        }
        let read = e.blend(Class::Bet(2), prior);
        assert!(read(0.15) > read(0.9), "{} {}", read(0.15), read(0.9));
        // Other classes are untouched.
        let other = e.blend(Class::Bet(0), prior);
        assert!(other(0.9) > 10.0 * other(0.1));
    }

    #[test]
    fn bids_bucket_by_their_share_of_the_pot() {
        assert_eq!(Class::of_bid(0, 40), Class::Bid(0));
        assert_eq!(Class::of_bid(12, 40), Class::Bid(2));
        assert_eq!(Class::of_bid(20, 40), Class::Bid(3));
        assert_eq!(Class::of_bid(40, 40), Class::Bid(4));
        assert_ne!(Class::Bid(4).index(), Class::Reraise.index());
    }
}
