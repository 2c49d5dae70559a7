//! The heuristic bot: fast rules of thumb (well under a millisecond a decision). Preflop it
//! reads a 169-class equity table; after the flop it estimates its equity against a random
//! hand by a short Monte Carlo that follows the variant (a third hole card, a peeked card,
//! River of Blood's run cards), then decides by pot odds with a margin that grows with the
//! bet it faces, bets for value in proportion to its strength and bluffs now and then. In the
//! auctions it bids from the prize's value: the equity swing of a third card, or a few percent
//! of the pot for a peek.

use rand::{Rng, RngCore};

use crate::cards::{CardSet, Category, evaluate};
use crate::engine::{Action, Chips, LegalActions, SeatView, Street, VariantId};

use super::Bot;
use super::stats::OpponentStats;
use super::strength::{equity_vs_random, preflop_equity};

/// Effective stack, in big blinds, at or below which an all-in before the flop is read as
/// coming from a wide range.
const SHORT_SHOVE_DEPTH: f64 = 30.0;

/// How loose and aggressive the heuristic plays.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Style {
    /// Added to the equity a hand needs to continue (negative = looser).
    pub tightness: f64,
    /// Probability of betting or raising a strong hand rather than calling or checking it.
    pub aggression: f64,
    /// Probability of a bluff with a weak hand when checked to.
    pub bluff: f64,
    /// Scales its auction bids.
    pub bid_scale: f64,
    /// Monte Carlo samples for postflop equity.
    pub samples: u32,
}

impl Style {
    /// The default: solid and fairly aggressive.
    pub const SOLID: Style = Style {
        tightness: 0.0,
        aggression: 0.85,
        bluff: 0.12,
        bid_scale: 1.0,
        samples: 300,
    };
    /// Loose and passive: calls a lot, rarely raises or bluffs (the "easy" preset).
    pub const LOOSE_PASSIVE: Style = Style {
        tightness: -0.08,
        aggression: 0.25,
        bluff: 0.02,
        bid_scale: 0.5,
        samples: 120,
    };
}

/// The heuristic bot.
#[derive(Debug, Clone)]
pub struct Heuristic {
    name: String,
    style: Style,
    stats: OpponentStats,
}

impl Heuristic {
    /// A heuristic bot named `name` playing `style`.
    pub fn new(name: &str, style: Style) -> Heuristic {
        Heuristic {
            name: name.to_string(),
            style,
            stats: OpponentStats::default(),
        }
    }

    /// The solid default.
    pub fn solid() -> Heuristic {
        Heuristic::new("heuristic", Style::SOLID)
    }
}

/// How many hole cards the opponent holds: three after it won (or tied) an auction for a card.
pub(crate) fn opponent_hole_count(view: &SeatView) -> usize {
    match view.auction {
        Some(a) if view.variant() == VariantId::Auction && a.winners[view.opponent().index()] => 3,
        _ => 2,
    }
}

/// The equity swing a third hole card brings, by the made hand on the flop (BOTS.md).
pub(crate) fn third_card_swing(view: &SeatView) -> f64 {
    let cards: CardSet = view.hole.iter().chain(view.board.iter()).collect();
    match evaluate(cards).category() {
        Category::HighCard => 0.38,
        Category::Pair => 0.31,
        Category::TwoPair => 0.2,
        Category::ThreeOfAKind => 0.13,
        _ => 0.08,
    }
}

/// A raise-to total near `target`, inside the legal range.
pub(crate) fn raise_to(legal: &LegalActions, target: f64) -> Option<Action> {
    let (lo, hi) = legal.raise?;
    let t = target.round().max(0.0) as u64;
    Some(Action::RaiseTo(
        t.clamp(u64::from(lo), u64::from(hi)) as Chips
    ))
}

impl Heuristic {
    fn equity(&self, view: &SeatView, rng: &mut dyn RngCore) -> f64 {
        let hole = view.hole.as_slice();
        if view.board.is_empty() && hole.len() == 2 {
            return preflop_equity(hole[0], hole[1]);
        }
        equity_vs_random(
            hole,
            view.board.as_slice(),
            view.opponent_known.as_slice(),
            opponent_hole_count(view),
            CardSet::EMPTY,
            view.variant().board_rule(),
            self.style.samples,
            rng,
        )
    }

    fn bid(&self, view: &SeatView, max: Chips) -> Action {
        let pot = f64::from(view.pot.max(1));
        let value = match view.variant() {
            VariantId::SneakPeek => {
                // Seeing a card is worth a few percent of the final pot: most for middling hands.
                let cards: CardSet = view.hole.iter().chain(view.board.iter()).collect();
                let medium = matches!(
                    evaluate(cards).category(),
                    Category::Pair | Category::TwoPair
                );
                pot * if medium { 0.3 } else { 0.15 }
            }
            _ => {
                let swing = third_card_swing(view);
                (1.8 * pot * (1.0 / (1.0 - swing) - 1.0)).ceil() + 1.0
            }
        };
        Action::Bid(((value * self.style.bid_scale).round() as Chips).min(max))
    }
}

impl Bot for Heuristic {
    fn name(&self) -> &str {
        &self.name
    }

    fn act(&mut self, view: &SeatView, rng: &mut dyn RngCore) -> Action {
        let Some(legal) = view.legal else {
            return Action::Check;
        };
        if let Some((_, max)) = legal.bid {
            return self.bid(view, max);
        }
        let eq = self.equity(view, rng);
        let pot = f64::from(view.pot);
        let cost = f64::from(legal.call_cost);
        let preflop = view.street == Street::Preflop;
        // Against an opponent that bets most of the time, its bets mean less.
        let maniac = self.stats.aggression.value() > 0.55;
        let style = self.style;
        if cost == 0.0 {
            let value_line = if preflop { 0.56 } else { 0.64 } + style.tightness;
            if eq > value_line && rng.random_bool(style.aggression) {
                let fraction = 0.5 + (eq - value_line) * 2.0;
                let target = f64::from(view.pips[view.seat.index()]) + pot * fraction.min(1.2);
                let bb = f64::from(view.setup.big_blind);
                return raise_to(&legal, if preflop { 3.0 * bb } else { target })
                    .unwrap_or(Action::Check);
            }
            if !preflop && eq < 0.35 && rng.random_bool(style.bluff) {
                let target = f64::from(view.pips[view.seat.index()]) + pot * 0.6;
                return raise_to(&legal, target).unwrap_or(Action::Check);
            }
            return Action::Check;
        }
        let pot_odds = cost / (pot + cost);
        // Facing a big bet the opponent's range is stronger than random: ask for more.
        // Short-stacked, an all-in before the flop comes from a wide range (players shove
        // many hands at 30 big blinds or less): the pot odds with a small margin decide.
        let (me, opp) = (view.seat.index(), view.opponent().index());
        let bb = f64::from(view.setup.big_blind.max(1));
        let depth =
            f64::from((view.stacks[me] + view.pips[me]).min(view.stacks[opp] + view.pips[opp]))
                / bb;
        let short_shove = preflop
            && (view.stacks[opp] == 0 || legal.call_cost >= view.stacks[me])
            && depth <= SHORT_SHOVE_DEPTH;
        let margin = if maniac {
            style.tightness
        } else if short_shove {
            // Even a loose style asks for a little over the price here: a shove is no limp.
            (0.05 + style.tightness).max(0.03)
        } else {
            0.05 + 0.15 * (cost / pot.max(1.0)).min(1.5) + style.tightness
        };
        let raise_line = if preflop { 0.62 } else { 0.78 } + style.tightness;
        if eq > raise_line && rng.random_bool(style.aggression) {
            let target = f64::from(view.pips[view.opponent().index()]) * 2.0 + pot;
            if let Some(a) = raise_to(&legal, target) {
                return a;
            }
        }
        // The small blind's first preflop decision only costs half a blind: play most hands.
        let limp = preflop
            && view.pips[view.seat.index()] < view.setup.big_blind
            && cost <= f64::from(view.setup.big_blind);
        if eq >= pot_odds + margin || (limp && eq > 0.40 + style.tightness) {
            Action::Call
        } else {
            Action::Fold
        }
    }

    fn hand_over(&mut self, view: &SeatView) {
        self.stats.observe(view);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bots::competition::test_hands::{BB, SB, rng, view_to_act};

    /// The big blind holds K-9 offsuit, about 58% against a random hand, and the button
    /// moves all in with `stack` chips each.
    fn facing_a_shove(stack: Chips) -> Action {
        let view = view_to_act(
            VariantId::Holdem,
            stack,
            "7c 2d Kh 9s Qs Jd 3h 4c 5s",
            &[(SB, Action::RaiseTo(stack))],
        );
        assert_eq!(view.seat, BB);
        Heuristic::new("medium", Style::SOLID).act(&view, &mut rng(1))
    }

    #[test]
    fn a_short_stacked_shove_is_called_by_the_pot_odds_and_a_deep_one_is_not() {
        // 25 big blinds: a shove at that depth comes from many hands.
        assert_eq!(facing_a_shove(50), Action::Call);
        // 200 big blinds: a deep all-in is a strong range.
        assert_eq!(facing_a_shove(400), Action::Fold);
    }
}
