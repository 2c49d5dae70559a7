//! Auction bids, truthful. Both auctions are sealed and second price (the winner pays the
//! other bid into the pot), so bidding what winning is worth is the best a seat can do
//! whatever the other bids: more only adds wins that cost more than they bring, less only
//! loses prizes that would have paid. The value is the change in expected result between
//! winning and losing the prize, over the pot expected by the end of the hand:
//! - Auction Hold'em: the equity with the third card against the equity when the opponent
//!   gets it (both by rollouts against the range), times the final pot; a price paid goes
//!   into a pot this seat then owns a share of, so it costs less than its face value.
//! - Sneak Peek: the information is worth what it moves: the expected change in equity when
//!   one of the opponent's cards is shown (cards drawn from the range as the peek would draw
//!   them), times a share of the final pot, counted twice: the seat's own look, and the
//!   opponent's look that winning denies it. It is largest for middling hands; strong and
//!   hopeless hands play the same either way. The price paid joins the pot here too, so a
//!   chip bid costs less than a chip, as in Auction Hold'em.
//!
//! The value is a function of the spot: its samples are drawn from a generator seeded by what
//! the seat sees (its cards, the board, the chips), so the drill, the coach and the bot value
//! the same spot the same way. The bid is that value shaded down a little at random, so it
//! does not give the hand away; never up, and never toward the opponent's bids.

use rand::rngs::StdRng;
use rand::{Rng, RngCore, SeedableRng};

use crate::engine::{Action, Chips, SeatView, VariantId};

use crate::bots::range::COMBOS;

use super::look::OUTBID_POTS;
use super::rollout::{Extra, rollouts};
use super::{Advice, MonteCarlo};

/// Cards drawn to estimate how much a peek moves the equity.
const PEEK_DRAWS: usize = 32;
/// Rollouts for each drawn card.
const PEEK_SAMPLES: u32 = 200;
/// The share of the final pot that a unit of expected equity change is worth to the winner of
/// the look over the loser: knowing a card helps fold when behind and bet when ahead, but
/// only at the decisions still to come, so half of it (0.4) is the seat's own look, and the
/// other half the bot's look at the seat's cards that winning prevents (taken to cost the
/// seat as much as its own look gains; the two looks cancel in a tie). Set by
/// arena trials (0.3 and 0.8 played alike against the styles; 0.8 did better against
/// `medium`): bids come out near a tenth of the pot, a few percent of the final pot, as
/// BOTS.md describes good peek bids.
pub const PEEK_SHARE: f64 = 0.8;
/// The share of its equity a seat counts on winning back of a price it paid into the pot
/// (pots are folded, equity is not all realised), so a chip bid costs `1 - PRICE_BACK *
/// equity` (in Auction Hold'em the equity with the third card).
pub const PRICE_BACK: f64 = 0.6;

/// The seed of a spot's valuation: the seat's cards, the board, the chips and the game.
fn spot_seed(view: &SeatView) -> u64 {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    let mut mix = |x: u64| {
        h ^= x;
        h = h.wrapping_mul(0x0100_0000_01b3);
    };
    for c in view.hole.iter() {
        mix(u64::from(c.index()));
    }
    mix(99);
    for c in view.board.iter() {
        mix(u64::from(c.index()));
    }
    mix(u64::from(view.pot));
    mix(u64::from(view.stacks[0]));
    mix(u64::from(view.stacks[1]));
    mix(view.seat.index() as u64);
    mix(view.variant() as u64);
    h
}

/// An expected pot to the precision a teaching note shows it: a tenth while under 100 chips,
/// else a chip.
fn shown_pot(pot: f64) -> f64 {
    if pot < 100.0 {
        (pot * 10.0).round() / 10.0
    } else {
        pot.round()
    }
}

/// `x` to `places` decimals as a note prints it (halves to even), as a number.
fn as_printed(x: f64, places: usize) -> f64 {
    format!("{x:.places$}").parse().unwrap_or(x)
}

/// Auction Hold'em: what the third card is worth bidding, with equity `win` holding it and
/// `lose` if the opponent gets it, in a pot expected to reach `final_pot`. The sum is made of
/// the figures a teaching note prints (equities to a hundredth of a point, never 100 short of
/// certain; the pot to a tenth under 100 chips; the swing to a hundredth; a bid chip's cost
/// to a thousandth), so the note's division gives the value it names.
pub fn third_card_value(win: f64, lose: f64, final_pot: f64) -> f64 {
    let sum = ThirdCardSum::of(win, lose, final_pot);
    sum.swing / sum.cost.max(1e-3)
}

/// The figures of [`third_card_value`]'s sum as a note prints them: the equities with the
/// card and without it (in percent), the points between them, the expected pot, the swing
/// (those points of the pot) and a bid chip's cost.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct ThirdCardSum {
    pub with: f64,
    pub without: f64,
    pub points: f64,
    pub pot: f64,
    pub swing: f64,
    pub cost: f64,
}

impl ThirdCardSum {
    /// The sum for equity `win` holding the card and `lose` if the opponent gets it, in a pot
    /// expected to reach `final_pot`.
    pub fn of(win: f64, lose: f64, final_pot: f64) -> ThirdCardSum {
        let percent = |x: f64| {
            as_printed(
                if x < 1.0 {
                    (x * 100.0).min(99.99)
                } else {
                    100.0
                },
                2,
            )
        };
        let (with, without) = (percent(win), percent(lose));
        let points = (with - without).max(0.0);
        let pot = as_printed(final_pot, if final_pot < 100.0 { 1 } else { 0 });
        ThirdCardSum {
            with,
            without,
            points,
            pot,
            swing: as_printed(points / 100.0 * pot, 2),
            cost: as_printed(1.0 - PRICE_BACK * win, 3),
        }
    }
}

/// Sneak Peek: what a look is worth in chips when it moves the equity `swing` on average and
/// the pot is expected to reach `final_pot`.
pub fn look_value(swing: f64, final_pot: f64) -> f64 {
    PEEK_SHARE * swing * final_pot
}

/// Sneak Peek: what a chip bid costs at equity `equity`, to a thousandth as a note prints it.
/// As in Auction Hold'em, the price paid joins the pot and this seat wins part of it back
/// (its equity, not all of it realised), so a chip bid costs `1 - PRICE_BACK * equity`; a
/// look leaves the equity expected as it was, so the equity now is the one counted.
pub fn look_chip_cost(equity: f64) -> f64 {
    as_printed(1.0 - PRICE_BACK * equity, 3)
}

/// Sneak Peek: the most a look is worth bidding (the usual bid, before any outbid): its worth
/// in chips ([`look_value`], to a hundredth as a note prints it) over what a chip bid costs
/// ([`look_chip_cost`]).
pub fn look_bid_value(swing: f64, final_pot: f64, equity: f64) -> f64 {
    as_printed(look_value(swing, final_pot), 2) / look_chip_cost(equity).max(1e-3)
}

/// How many pots the betting after an auction is taken to add, at most what the shorter
/// stack has behind.
pub const LATER_BETS_POTS: f64 = 1.2;

/// The pot expected by the end of the hand, from the pot now and what is behind.
fn final_pot(pot: f64, behind: f64) -> f64 {
    pot + behind.min(LATER_BETS_POTS * pot)
}

impl MonteCarlo {
    /// The expected change in equity a peek brings: cards drawn as the peek would show them
    /// (a hand from the range, one of its two cards at random), each with the equity against
    /// the hands that hold it.
    fn peek_swing(&self, view: &SeatView, equity: f64, rng: &mut dyn RngCore) -> f64 {
        let Some(range) = &self.range else {
            return 0.0;
        };
        let Some(strength) = self.strength_cache.get(&view.board.len()) else {
            return 0.0;
        };
        let cum = range.cumulative();
        let total = cum.last().copied().unwrap_or(0.0);
        if total <= 0.0 {
            return 0.0;
        }
        let dead: crate::cards::CardSet = view.hole.iter().chain(view.board.iter()).collect();
        let mut swing = 0.0;
        for _ in 0..PEEK_DRAWS {
            let x = rng.random::<f64>() * total;
            let idx = cum.partition_point(|&c| c < x).min(COMBOS.len() - 1);
            let (a, b) = COMBOS[idx];
            let shown = if rng.random_bool(0.5) { a } else { b };
            let mut holding = range.clone();
            holding.restrict(dead, Some(shown));
            let eq = rollouts(
                view,
                &holding,
                strength,
                Extra::default(),
                PEEK_SAMPLES,
                self.budget.max_ms,
                rng,
            )
            .equity();
            swing += (eq - equity).abs();
        }
        swing / PEEK_DRAWS as f64
    }

    /// The bid and the analysis behind it.
    pub(super) fn bid_advice(
        &mut self,
        view: &SeatView,
        max: Chips,
        rng: &mut dyn RngCore,
    ) -> Advice {
        let (me, opp) = (view.seat.index(), view.opponent().index());
        let pot = f64::from(view.pot.max(1));
        let behind = f64::from(view.stacks[me].min(view.stacks[opp]));
        let final_pot = final_pot(pot, behind);
        // A look's value is taken at the precision a teaching note shows it (the pot to a
        // tenth while small, else to a chip), so the note's sum is the value.
        let final_pot = if view.variant() == VariantId::SneakPeek {
            shown_pot(final_pot)
        } else {
            final_pot
        };
        // The valuation is the spot's: drawn from a generator seeded by what the seat sees.
        let mut spot_rng = StdRng::seed_from_u64(spot_seed(view));
        let valuation: &mut dyn RngCore = &mut spot_rng;
        let equity = self.tally(view, Extra::default(), valuation).equity();
        let mut peek_swing = None;
        let mut look = None;
        let (value, card_equities) = if view.variant() == VariantId::SneakPeek {
            // Points of equity to a hundredth, as the note shows them.
            let swing = (self.peek_swing(view, equity, valuation) * 1e4).round() / 1e4;
            peek_swing = Some(swing);
            let usual = look_bid_value(swing, final_pot, equity);
            if self.learns {
                look = self.look.read();
                self.look.bidding(pot, f64::from(view.stacks[me]), equity);
            }
            let value = match look {
                Some(_) => usual.max(OUTBID_POTS * pot),
                None => usual,
            };
            (value, None)
        } else {
            let win = self
                .tally(view, Extra { mine: 1, theirs: 0 }, valuation)
                .equity();
            let lose = self
                .tally(view, Extra { mine: 0, theirs: 1 }, valuation)
                .equity();
            // A price paid joins the pot, and this seat wins part of it back: not all of its
            // equity (pots are folded, equity is not all realised), so only part is counted.
            (third_card_value(win, lose, final_pot), Some((win, lose)))
        };
        let value = value.clamp(0.0, f64::from(max));
        let bid = (value * rng.random_range(0.85..=1.0)).floor() as Chips;
        let best = Action::Bid(bid.min(max));
        Advice {
            equity,
            options: vec![(best, 0.0)],
            best,
            bid_value: Some(value),
            card_equities,
            final_pot: Some(final_pot),
            peek_swing,
            pricer: None,
            read: self.read,
            flop_folds: None,
            flop_edge: None,
            limp_trap: None,
            sound_pricer: None,
            look,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_third_card_s_value_is_the_quotient_of_the_figures_a_note_prints() {
        // 61.20% with it, 22.43% without: 38.77 points of 17.6 is 6.82; a bid chip costs
        // 1 - 0.6 x 0.612 = 0.633 (0.6328 printed to a thousandth).
        let value = third_card_value(0.612, 0.2243, 17.6);
        assert_eq!(value, 6.82 / 0.633);
        // Certain to win with the card: never printed as 100 short of certain.
        let near = third_card_value(0.99996, 0.5, 10.0);
        assert_eq!(near, 5.0 / as_printed(1.0 - 0.6 * 0.99996, 3));
        // Nothing to gain: nothing to bid.
        assert_eq!(third_card_value(0.3, 0.4, 50.0), 0.0);
    }
}
