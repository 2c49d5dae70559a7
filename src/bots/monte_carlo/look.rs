//! Sneak Peek: how much to bid for the look against this opponent. The truthful bid (see
//! `auction.rs`) prices the look by how far it moves this seat's equity, over a pot
//! expected to grow to a little over twice its size. In the arena that is far too little: a
//! bid of [`OUTBID_POTS`] pots, which wins the auction against almost any usual bid, did better
//! than the swing-priced bid against 14 of the gauntlet's 19 styles in Sneak Peek, the other five
//! within their noise (by up to a fifth against players who call down, whose pots grow far past
//! twice the auction's), and by
//! about 400 mbb/hand against the runner-up of a Sneak Peek competition, a bot that folds most
//! hands to a bet once it knows its opponent looked and that wins nearly every auction
//! against a truthful bidder. The price paid joins a pot this seat wins a share of, winning
//! also keeps the opponent from looking, and the stacks (250 big blinds) are deep.
//!
//! But an outbid is a bet on the opponent's bids: one that bids just under it every hand makes
//! this seat pay dearly for every look. So a seated bot outbids most of the time and keeps
//! scoring both ways: every hand whose auction it bid in is scored by the chips it ended with
//! beyond its stack at the auction, as a share of the pot then, less its equity then (what
//! playing on would bring with no edge either way). Once the usual bid's hands have scored
//! clearly more than the outbid's (by 5% of the pot and more than the noise of both),
//! it bids the usual way nearly always; either way it now and then bids the other, so a change
//! in the opponent is followed. Only the latest few hundred hands of each way count.
//!
//! The coach (an advisor watching the player's seat, scoring the player's own bids the same
//! way) suggests the outbid only once the player's bids of a pot or more have clearly done
//! better than smaller ones ([`LookTrial::read`]), and says why.

use rand::{Rng, RngCore};

use crate::engine::{Action, Chips, SeatView};

use super::auction::look_bid_value;
use super::{Advice, MonteCarlo};

/// The outbid, in pots at the auction.
pub const OUTBID_POTS: f64 = 1.5;
/// A bid of at least this many pots is scored as an outbid (usual bids stay well below it).
const OUTBID_CUT: f64 = 1.0;
/// How often a seated bot outbids, unless the usual bid has clearly done better.
const OUTBID_CHANCE: f64 = 0.9;
/// How often it still outbids once the usual bid has clearly done better.
const EXPLORE_FLOOR: f64 = 0.1;
/// Hands each way must have been scored on before the outbid is chosen.
const MIN_TRIALS: f64 = 12.0;
/// How much more of the pot, beyond the noise, the outbid's hands must have scored.
const MARGIN: f64 = 0.05;
/// A single hand's score is bounded, so one stacked pot does not decide the trial.
const CLIP: f64 = 1.5;
/// How much an old score keeps per new one of the same way.
const DECAY: f64 = 0.996;

/// One way of bidding's scores: decaying count, sum and sum of squares.
#[derive(Debug, Clone, Copy, Default, PartialEq)]
struct Scores {
    n: f64,
    sum: f64,
    squares: f64,
}

impl Scores {
    fn record(&mut self, score: f64) {
        self.n = self.n * DECAY + 1.0;
        self.sum = self.sum * DECAY + score;
        self.squares = self.squares * DECAY + score * score;
    }

    fn mean(&self) -> f64 {
        self.sum / self.n.max(1e-9)
    }

    /// The variance of the mean.
    fn noise(&self) -> f64 {
        let n = self.n.max(1.0);
        let var = (self.squares / n - self.mean().powi(2)).max(0.0);
        var / n
    }
}

/// The auction this hand, as this seat stood when it bid.
#[derive(Debug, Clone, Copy, PartialEq)]
struct Auctioned {
    pot: f64,
    stack: f64,
    equity: f64,
}

/// What the outbid has brought against the usual bid, when it has clearly brought more.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct LookRead {
    /// How much more of the pot at the auction the outbid's hands ended with.
    pub gain: f64,
    /// Hands scored with the outbid.
    pub outbids: u32,
    /// Hands scored with the usual bid.
    pub usual: u32,
}

/// The trial between the usual bid and the outbid.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct LookTrial {
    usual: Scores,
    outbid: Scores,
    auctioned: Option<Auctioned>,
}

impl LookTrial {
    /// Whether the outbid has clearly brought more than the usual bid (the coach's reading).
    pub fn read(&self) -> Option<LookRead> {
        if self.usual.n < MIN_TRIALS || self.outbid.n < MIN_TRIALS {
            return None;
        }
        let gain = self.outbid.mean() - self.usual.mean();
        let noise = (self.usual.noise() + self.outbid.noise()).sqrt();
        (gain > MARGIN + noise).then(|| LookRead {
            gain,
            outbids: self.outbid.n.round() as u32,
            usual: self.usual.n.round() as u32,
        })
    }

    /// How often a seated bot outbids: [`OUTBID_CHANCE`] (the look is usually worth more than
    /// its equity swing; see the module notes) unless the usual bid's hands have scored
    /// clearly more than the outbid's, and then [`EXPLORE_FLOOR`], so the way not in use keeps
    /// being scored and a change in the opponent is followed.
    pub fn outbid_chance(&self) -> f64 {
        if self.usual.n < MIN_TRIALS || self.outbid.n < MIN_TRIALS {
            return OUTBID_CHANCE;
        }
        let gain = self.outbid.mean() - self.usual.mean();
        let noise = (self.usual.noise() + self.outbid.noise()).sqrt();
        if gain < -(MARGIN + noise) {
            EXPLORE_FLOOR
        } else {
            OUTBID_CHANCE
        }
    }

    /// Notes this hand's auction as this seat stands to bid: the pot, its stack, its equity.
    pub fn bidding(&mut self, pot: f64, stack: f64, equity: f64) {
        self.auctioned = Some(Auctioned { pot, stack, equity });
    }

    /// Scores the hand in which this seat bid `bid` and ended with `end_stack` chips (`None`:
    /// no bid, or no result), and forgets the auction.
    pub fn hand_over(&mut self, scored: Option<(f64, f64)>) {
        let (Some(a), Some((bid, end_stack))) = (self.auctioned.take(), scored) else {
            return;
        };
        if a.pot <= 0.0 {
            return;
        }
        let score = ((end_stack - a.stack) / a.pot - a.equity).clamp(-CLIP, CLIP);
        if bid >= OUTBID_CUT * a.pot {
            self.outbid.record(score);
        } else {
            self.usual.record(score);
        }
    }
}

impl MonteCarlo {
    /// A seated bot's Sneak Peek bid: the advised one, or now and then the other way's.
    pub(super) fn look_bid(
        &mut self,
        view: &SeatView,
        advice: &Advice,
        max: Chips,
        rng: &mut dyn RngCore,
    ) -> Action {
        let (Some(swing), Some(final_pot)) = (advice.peek_swing, advice.final_pot) else {
            return advice.best;
        };
        let usual = look_bid_value(swing, final_pot, advice.equity);
        let value = if rng.random_bool(self.look.outbid_chance()) {
            usual.max(OUTBID_POTS * f64::from(view.pot))
        } else {
            usual
        };
        let value = value.clamp(0.0, f64::from(max));
        Action::Bid(((value * rng.random_range(0.85..=1.0)).floor() as Chips).min(max))
    }

    /// Scores a finished hand's auction for the trial between the two ways of bidding.
    pub(super) fn score_look(&mut self, view: &SeatView) {
        let me = view.seat.index();
        let bid = view.auction.map(|a| f64::from(a.bids[me]));
        let end = view
            .outcome
            .map(|o| f64::from(view.setup.stacks[me]) + o.net[me] as f64);
        self.look.hand_over(bid.zip(end));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `n` hands bid each way, the outbid's ending `outbid_end` and the usual's `usual_end`
    /// chips from a 100-chip stack over a 40-chip pot, at equity 0.5.
    fn trial(n: usize, usual_end: f64, outbid_end: f64) -> LookTrial {
        let mut t = LookTrial::default();
        for i in 0..n {
            // A little spread, so the scores have noise.
            let wobble = if i % 2 == 0 { 4.0 } else { -4.0 };
            t.bidding(40.0, 100.0, 0.5);
            t.hand_over(Some((10.0, usual_end + wobble)));
            t.bidding(40.0, 100.0, 0.5);
            t.hand_over(Some((60.0, outbid_end + wobble)));
        }
        t
    }

    #[test]
    fn the_outbid_is_read_only_once_it_has_clearly_brought_more() {
        // Usual hands end at 120 (half the pot, as the equity says), outbid hands at 140.
        let read = trial(30, 120.0, 140.0).read().expect("the outbid pays");
        assert!((read.gain - 0.5).abs() < 1e-9, "{read:?}");
        assert_eq!(read.outbids, 28);
        // Too few hands, or no difference, or the outbid worse: the usual bid stays.
        assert_eq!(trial(5, 120.0, 140.0).read(), None);
        assert_eq!(trial(30, 120.0, 121.0).read(), None);
        assert_eq!(trial(30, 140.0, 120.0).read(), None);
    }

    #[test]
    fn a_seated_bot_outbids_unless_the_usual_bid_has_clearly_done_better() {
        // Before both ways are scored, and while the outbid does as well or better: mostly out.
        assert_eq!(LookTrial::default().outbid_chance(), OUTBID_CHANCE);
        assert_eq!(trial(30, 120.0, 121.0).outbid_chance(), OUTBID_CHANCE);
        assert_eq!(trial(30, 120.0, 140.0).outbid_chance(), OUTBID_CHANCE);
        // A player that bids just under the outbid makes it cost: the usual bid takes over.
        assert_eq!(trial(30, 140.0, 120.0).outbid_chance(), EXPLORE_FLOOR);
        // Within the noise it does not.
        assert_eq!(trial(30, 121.0, 120.0).outbid_chance(), OUTBID_CHANCE);
    }

    #[test]
    fn a_hand_without_a_bid_is_not_scored() {
        let mut t = LookTrial::default();
        t.bidding(40.0, 100.0, 0.5);
        t.hand_over(None);
        // Nor a hand scored twice: the auction is forgotten once scored.
        t.hand_over(Some((60.0, 140.0)));
        assert_eq!(t, LookTrial::default());
    }
}
