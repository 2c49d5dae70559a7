//! Scoring one bid under the second-price rule: who gets the prize, what each seat pays, and
//! the chips of expected value lost against the best result given the other bid.
//!
//! In both auctions the prize's value is a bid (the most worth bidding), and a chip bid
//! costs less than a chip of the pot: it joins a pot the seat wins part of (see
//! [`bid_chip_cost`]). A score there is first worked out in bid chips, then turned into chips
//! of the pot at that cost ([`BidScore::priced`]), so a review's "chips lost" is the same
//! kind of chip as a betting decision's and agrees with the coach's own note on the cost.

use crate::bots::monte_carlo::PRICE_BACK;
use crate::engine::Chips;

use super::judgement::Grade;

/// The result of one bid.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct BidScore {
    /// The player's bid and the bot's.
    pub bids: [Chips; 2],
    /// Who gets the prize: the player, the bot (both on a tie).
    pub winners: [bool; 2],
    /// What the player and the bot paid.
    pub paid: [Chips; 2],
    /// The value of the prize to the player.
    pub value: f64,
    /// The player's result: `value - paid` when the player alone got the prize, half the
    /// value less the bid on a tie (both seats got the prize, so its edge is shared), else 0.
    pub gain: f64,
    /// The best result given the bot's bid: `max(value - bot bid, 0)`.
    pub best: f64,
    /// Chips of expected value lost: `best - gain` (never negative).
    pub loss: f64,
    /// What a chip bid costs in chips of the pot (1 unless [`BidScore::priced`] says less):
    /// `gain`, `best` and `loss` are in chips of the pot, the value and the bids in bid chips.
    pub cost: f64,
    /// What the tie at the truthful bid cost, not held against it ([`BidScore::judged`]).
    pub forgiven: f64,
}

/// What a chip bid costs in chips of the pot, as the coach's note shows it (to a thousandth):
/// in Auction Hold'em, `1 - PRICE_BACK * win` (`card_equities` is the seat's equity with the
/// third card and without it); in Sneak Peek, `1 - PRICE_BACK * equity` (`look_equity`, the
/// seat's equity at the auction); with neither, a chip.
pub fn bid_chip_cost(card_equities: Option<(f64, f64)>, look_equity: Option<f64>) -> f64 {
    match (card_equities, look_equity) {
        (Some((win, _)), _) => ((1.0 - PRICE_BACK * win) * 1000.0).round() / 1000.0,
        (None, Some(equity)) => crate::bots::monte_carlo::look_chip_cost(equity),
        (None, None) => 1.0,
    }
}

/// Scores `bid` against the other bid `other` for a prize worth `value`, under the
/// second-price rule (the winner pays the other bid; on a tie both pay and both get the
/// prize). See the module docs for the definition.
pub fn score_bid(value: f64, bid: Chips, other: Chips) -> BidScore {
    let winners = [bid >= other, other >= bid];
    let paid = match winners {
        [true, true] => [bid, other],
        [true, false] => [other, 0],
        _ => [0, bid],
    };
    // `value` is the difference between getting the prize and the bot getting it; when both
    // get it, the player is about halfway between the two.
    let gain = match winners {
        [true, true] => value / 2.0 - f64::from(paid[0]),
        [true, false] => value - f64::from(paid[0]),
        _ => 0.0,
    };
    let best = (value - f64::from(other)).max(0.0);
    BidScore {
        bids: [bid, other],
        winners,
        paid,
        value,
        gain,
        best,
        loss: (best - gain).max(0.0),
        cost: 1.0,
        forgiven: 0.0,
    }
}

/// A prize's value as the notes show it: to the nearest tenth, except that it is never
/// rounded up into the next whole chip: then to the hundredth (8.98 reads 8.98 beside the
/// suggested bid of 8, not 9.0, nor 8.9 beside a sum that gives 8.98), and never below 0.
/// Every note scores the bid at this figure and writes it with [`value_text`].
pub fn shown_value(value: f64) -> f64 {
    let value = value.max(0.0);
    let crosses = |r: f64| r.floor() > value.floor();
    let tenth = (value * 10.0).round() / 10.0;
    if !crosses(tenth) {
        return tenth;
    }
    let hundredth = (value * 100.0).round() / 100.0;
    if crosses(hundredth) {
        (value * 100.0).floor() / 100.0
    } else {
        hundredth
    }
}

/// A shown value ([`shown_value`]) as text: one decimal, or two where it has them (8.98).
pub fn value_text(value: f64) -> String {
    let shown = shown_value(value);
    if ((shown * 10.0).round() - shown * 10.0).abs() < 1e-6 {
        format!("{shown:.1}")
    } else {
        format!("{shown:.2}")
    }
}

/// A bid far above the prize's worth (`shown`, as the notes show it): more than one chip over
/// the worth's own bid and more than twice it. It risked paying more than the prize is worth
/// whatever the other bid, so it is graded fine at best, even when it lost nothing this time.
pub fn is_risky_bid(bid: Chips, shown: f64) -> bool {
    let truthful = truthful_bid(shown);
    bid > truthful.saturating_add(1).max(truthful.saturating_mul(2))
}

/// What a bid's loss is graded against: the pot at the auction, counted as at least five big
/// blinds as for a bet (so a chip or two lost in a pot of two big blinds is not a blunder).
pub fn bid_scale(pot: Chips, big_blind: Chips) -> f64 {
    f64::from(pot).max(super::judgement::SCALE_FLOOR_BB * f64::from(big_blind))
}

/// The grade of a bid that lost `lost` chips against the best bid, on the scale `scale`
/// ([`bid_scale`]): by the loss, and fine at best for a bid far above the worth `shown`
/// ([`is_risky_bid`]).
pub fn bid_grade(lost: f64, scale: f64, bid: Chips, shown: f64) -> Grade {
    let grade = Grade::of_loss(lost, scale);
    if is_risky_bid(bid, shown) {
        grade.max(Grade::Fine)
    } else {
        grade
    }
}

/// The truthful bid for a prize worth `value`: its value rounded down, the bid the coach
/// suggests and the drill scores against.
pub fn truthful_bid(value: f64) -> Chips {
    value.max(0.0).floor() as Chips
}

impl BidScore {
    /// The score in chips of the pot when a chip bid costs `cost` of them (see
    /// [`bid_chip_cost`]): the result, the best and the loss scaled by it.
    pub fn priced(self, cost: f64) -> BidScore {
        BidScore {
            gain: self.gain * cost,
            best: self.best * cost,
            loss: self.loss * cost,
            cost,
            ..self
        }
    }

    /// The loss in bid chips (what the bid over- or under-shot by, before its cost).
    pub fn loss_in_bid_chips(&self) -> f64 {
        self.loss / self.cost.max(1e-9)
    }

    /// True when the player bid the truthful bid (capped at `most`, the chips it had): the
    /// right bid before the other was known, whatever the other turned out to be.
    pub fn truthful(&self, most: Chips) -> bool {
        self.bids[0] == truthful_bid(self.value).min(most)
    }

    /// The chips a review holds against the decision: nothing for the truthful bid (only a tie
    /// can make it cost, and no bid made before the other is known avoids that), else
    /// [`BidScore::loss`].
    pub fn judged_loss(&self, most: Chips) -> f64 {
        if self.truthful(most) { 0.0 } else { self.loss }
    }

    /// The score as the table's review holds it: the truthful bid's loss (only a tie at that
    /// bid brings one) moves to `forgiven`, so the drill and the table grade a bid alike.
    pub fn judged(self, most: Chips) -> BidScore {
        if self.truthful(most) {
            BidScore {
                loss: 0.0,
                forgiven: self.loss,
                ..self
            }
        } else {
            self
        }
    }

    /// True when the bid lost nothing as the screen shows it (to a tenth of a chip), so the
    /// count of such spots agrees with the losses printed.
    pub fn no_loss(&self) -> bool {
        self.loss < 0.05
    }

    /// True when both seats got the prize.
    pub fn tie(&self) -> bool {
        self.winners == [true, true]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_bid_in_a_small_pot_is_graded_against_five_big_blinds_as_a_bet_is() {
        // 1.7 chips lost in a pot of 4 at blinds 1/2: a sixth of five big blinds, a mistake
        // (against the pot alone it would be a blunder).
        assert_eq!(bid_grade(1.7, bid_scale(4, 2), 3, 3.0), Grade::Mistake);
        assert_eq!(Grade::of_loss(1.7, 4.0), Grade::Blunder);
        // In a pot above five big blinds the pot is the scale.
        assert_eq!(bid_grade(1.7, bid_scale(40, 2), 3, 3.0), Grade::Fine);
        assert_eq!(bid_grade(14.0, bid_scale(40, 2), 3, 3.0), Grade::Blunder);
    }

    #[test]
    fn a_value_is_shown_to_the_nearest_tenth_but_never_into_the_next_chip() {
        assert_eq!(shown_value(7.758), 7.8);
        assert_eq!(shown_value(37.26), 37.3);
        assert_eq!(shown_value(4.16), 4.2);
        assert_eq!(shown_value(4.14), 4.1);
        assert_eq!(shown_value(8.98), 8.98);
        assert_eq!(shown_value(4.97), 4.97);
        assert_eq!(shown_value(4.996), 4.99);
        assert_eq!(value_text(4.97), "4.97");
        assert_eq!(value_text(7.758), "7.8");
        assert_eq!(value_text(3.0), "3.0");
        assert_eq!(shown_value(-0.4), 0.0);
        for v in [0.0, 0.96, 5.04, 8.98, 12.95, 99.99] {
            assert_eq!(truthful_bid(shown_value(v)), truthful_bid(v), "{v}");
        }
    }

    #[test]
    fn bidding_the_valuation_scores_zero_loss_unless_the_other_bid_ties_it() {
        for value in [0.0_f64, 3.7, 12.0, 55.5] {
            let truthful = value.floor() as Chips;
            for other in (0..80).filter(|&o| o != truthful) {
                let s = score_bid(value, truthful, other);
                assert!(s.loss.abs() < 1e-9, "value {value} other {other}: {s:?}");
            }
        }
    }

    #[test]
    fn the_truthful_bid_is_held_to_nothing_even_when_a_tie_cost_it() {
        let tied = score_bid(4.3, 4, 4);
        assert!(tied.loss > 2.0, "the tie cost in hindsight: {}", tied.loss);
        assert!(tied.truthful(400));
        assert_eq!(tied.judged_loss(400), 0.0);
        // Any other bid answers for its loss.
        let high = score_bid(4.3, 9, 9);
        assert!(!high.truthful(400));
        assert_eq!(high.judged_loss(400), high.loss);
        // All in is truthful when the prize is worth more than the chips behind.
        assert!(score_bid(50.0, 30, 10).truthful(30));
        // The drill's score holds it alike, and keeps what the tie cost to say so.
        let judged = tied.judged(400);
        assert_eq!(judged.loss, 0.0);
        assert_eq!(judged.forgiven, tied.loss);
        assert!(judged.no_loss());
        assert_eq!(high.judged(400), high);
    }

    #[test]
    fn a_tie_shares_the_prize_so_it_counts_half_its_worth() {
        // Both seats get the prize: the player's result is half the value less its bid, not
        // the whole value.
        let s = score_bid(10.6, 10, 10);
        assert!(s.tie());
        assert!((s.gain - (5.3 - 10.0)).abs() < 1e-9, "{s:?}");
        assert!((s.best - 0.6).abs() < 1e-9);
        assert!((s.loss - 5.3).abs() < 1e-9);
        // A 0-0 tie: both get the prize free, half its worth each.
        let free = score_bid(0.6, 0, 0);
        assert!((free.gain - 0.3).abs() < 1e-9);
        assert!((free.loss - 0.3).abs() < 1e-9);
    }

    #[test]
    fn no_loss_is_counted_as_the_loss_is_shown() {
        // A loss of 0.03 prints as 0.0: it counts as no loss.
        let s = score_bid(5.03, 4, 5);
        assert_eq!(format!("{:.1}", s.loss), "0.0");
        assert!(s.no_loss());
        assert!(!score_bid(5.5, 4, 5).no_loss());
    }

    #[test]
    fn a_bid_far_above_the_value_loses_when_the_other_bid_is_high() {
        let s = score_bid(10.0, 100, 60);
        assert_eq!(s.winners, [true, false]);
        assert_eq!(s.paid, [60, 0]);
        assert!((s.loss - 50.0).abs() < 1e-9);
        // Against a low bid the overbid costs nothing.
        assert!(score_bid(10.0, 100, 4).loss.abs() < 1e-9);
    }

    #[test]
    fn second_price_winner_pays_the_other_bid_and_ties_both_pay() {
        let s = score_bid(5.0, 3, 9);
        assert_eq!((s.winners, s.paid, s.gain), ([false, true], [0, 3], 0.0));
        let t = score_bid(5.0, 7, 7);
        assert_eq!((t.winners, t.paid), ([true, true], [7, 7]));
        assert!((t.loss - 4.5).abs() < 1e-9);
    }

    #[test]
    fn an_auction_hold_em_score_is_in_chips_of_the_pot_at_the_bid_chip_cost() {
        // Equity 0.75 with the card: a chip bid costs 1 - 0.6 * 0.75 = 0.55 of a pot chip.
        let cost = bid_chip_cost(Some((0.75, 0.40)), None);
        assert!((cost - 0.55).abs() < 1e-12);
        assert_eq!(bid_chip_cost(None, None), 1.0);
        // Sneak Peek: the equity at the auction, 1 - 0.6 x 0.5.
        assert_eq!(bid_chip_cost(None, Some(0.5)), 0.7);
        // Paying 60 for a card worth bidding 10: 50 bid chips over, 27.5 chips of the pot.
        let s = score_bid(10.0, 100, 60).priced(cost);
        assert!((s.loss - 27.5).abs() < 1e-9);
        assert!((s.loss_in_bid_chips() - 50.0).abs() < 1e-9);
        assert!((s.gain + 27.5).abs() < 1e-9);
        assert_eq!((s.bids, s.paid, s.value), ([100, 60], [60, 0], 10.0));
        // The truthful bid still loses nothing.
        assert_eq!(score_bid(10.0, 10, 60).priced(cost).loss, 0.0);
    }
}
