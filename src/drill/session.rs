//! A drill in progress: the seeded stream of spots, the typed answer for the current spot
//! (scored, then the next spot), and the scores so far. Bad input changes nothing.

use super::{BidError, BidScore, DrillError, DrillSpot, parse_bid};
use crate::bots::Budget;
use crate::engine::{Hand, VariantId};

/// A drill in progress: the stream of spots and the scores so far. Bad input changes nothing.
#[derive(Debug, Clone)]
pub struct Drill {
    variant: VariantId,
    seed: u64,
    budget: Budget,
    current: DrillSpot,
    /// The scores of the spots answered, in order.
    pub scores: Vec<BidScore>,
}

impl Drill {
    /// A drill of `variant` seeded `seed`, on its first spot.
    ///
    /// # Errors
    /// [`DrillError`] as [`DrillSpot::generate`].
    pub fn new(variant: VariantId, seed: u64, budget: Budget) -> Result<Drill, DrillError> {
        Ok(Drill {
            variant,
            seed,
            budget,
            current: DrillSpot::generate(variant, seed, 0, budget)?,
            scores: Vec::new(),
        })
    }

    /// The seed the spots come from.
    pub fn seed(&self) -> u64 {
        self.seed
    }

    /// The game drilled.
    pub fn variant(&self) -> VariantId {
        self.variant
    }

    /// The spot waiting for a bid.
    pub fn spot(&self) -> &DrillSpot {
        &self.current
    }

    /// Takes the typed bid for the current spot: scores it and moves to the next spot. On an
    /// error nothing changes and the same spot waits.
    ///
    /// # Errors
    /// [`BidError`] for text that is not a bid within the stack. (Should the next spot fail to
    /// generate, which only a bug could cause, the answered spot stays current.)
    pub fn answer(&mut self, text: &str) -> Result<Answered, BidError> {
        let bid = parse_bid(text, self.current.my_stack())?;
        let (score, hand) = self.current.play(bid)?;
        let spot = self.current.clone();
        self.scores.push(score);
        let next = DrillSpot::generate(
            self.variant,
            self.seed,
            self.current.number + 1,
            self.budget,
        );
        if let Ok(next) = next {
            self.current = next;
        }
        Ok(Answered { spot, score, hand })
    }

    /// Chips of expected value lost over the spots answered.
    /// Each spot's loss as its score line shows it (to a tenth), so the total is the sum of
    /// the figures shown.
    pub fn total_loss(&self) -> f64 {
        self.scores
            .iter()
            .map(|s| (s.loss * 10.0).round() / 10.0)
            .sum()
    }
}

/// What answering a spot revealed.
#[derive(Debug, Clone)]
pub struct Answered {
    /// The spot answered.
    pub spot: DrillSpot,
    /// The bid's score.
    pub score: BidScore,
    /// The hand after the auction (both bids and the payments in its events).
    pub hand: Hand,
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::drill::FAST;

    #[test]
    fn bad_bids_change_nothing_and_say_why() {
        let mut drill = Drill::new(VariantId::Auction, 3, FAST).unwrap();
        let before = drill.spot().hand.events().to_vec();
        let max = drill.spot().my_stack();
        for bad in ["abc", "-5", "1.5"] {
            assert_eq!(
                drill.answer(bad).unwrap_err(),
                BidError::NotChips(bad.to_string())
            );
        }
        assert_eq!(drill.answer("").unwrap_err(), BidError::Empty);
        assert_eq!(
            drill.answer(&(max + 1).to_string()).unwrap_err(),
            BidError::AboveStack { bid: max + 1, max }
        );
        assert_eq!(drill.spot().hand.events(), before.as_slice());
        assert!(drill.scores.is_empty());
        assert_eq!(drill.spot().number, 0);
        let answered = drill.answer("bid 4").unwrap();
        assert_eq!(answered.score.bids[0], 4);
        assert_eq!(drill.spot().number, 1);
        assert_eq!(drill.scores.len(), 1);
    }

    #[test]
    fn a_bid_far_above_the_prize_s_worth_is_named_for_its_risk() {
        let mut drill = Drill::new(VariantId::Auction, 3, FAST).unwrap();
        let truthful = drill.spot().truthful_bid();
        let high = (truthful * 3 + 10).min(drill.spot().my_stack());
        let text = drill
            .answer(&high.to_string())
            .unwrap()
            .describe()
            .join(" ");
        assert!(
            text.contains(&format!(
                "Bidding {high} for a prize worth {} risked paying up to {high}, had hard bid between {} and {high}.",
                crate::coach::bid_score::value_text(drill.scores[0].value),
                truthful + 1
            )),
            "{text}"
        );
        // The worth's own bid risks nothing.
        let truthful = drill.spot().truthful_bid();
        let text = drill
            .answer(&truthful.to_string())
            .unwrap()
            .describe()
            .join(" ");
        assert!(!text.contains("risked"), "{text}");
    }
}
