//! The gauntlet's playing styles: simple, fixed strategies that stand for the kinds of players
//! a bot meets (a nit, a tight-aggressive regular, a loose-aggressive one, a calling station, a
//! maniac, a min-raiser, an overbettor, a trapper) and the kinds of bidders an auction brings
//! (near-all-in bidders, bidders who hardly bid, and a price-pusher). A bot's strength is its
//! worst result against all of them (`felt arena --gauntlet BOT`). They read only their own
//! seat's view: preflop the hand's standing among all starting hands, after the flop its
//! equity against a random hand.

use rand::{Rng, RngCore};

use crate::engine::{Action, Chips, Event, LegalActions, SeatView, Street, VariantId};

use super::Bot;
use super::heuristic::{opponent_hole_count, raise_to};
use super::strength::{equity_vs_random, preflop_percentile};

/// The styles, by name, with a line each, in the gauntlet's order.
pub const STYLES: [(&str, &str); 11] = [
    ("nit", "plays the top 8% of hands, bets only strong ones"),
    (
        "tag",
        "tight-aggressive: raises the top 20%, folds the rest, calls down with top pair",
    ),
    (
        "lag",
        "loose-aggressive: raises 60% of hands, bets and bluffs often",
    ),
    ("station", "checks and calls everything, never folds"),
    ("maniac", "raises the pot or more at every chance"),
    ("min-raiser", "makes the smallest raise whenever it can"),
    (
        "overbettor",
        "bets three pots whenever it is checked to, folds weak hands to bets",
    ),
    (
        "trapper",
        "checks and calls to the river, then moves all in",
    ),
    ("bid-high", "bids 90-99% of its stack in every auction"),
    ("bid-low", "bids almost nothing in every auction"),
    (
        "bid-sniper",
        "bids just under the opponent's last bid, to make it pay",
    ),
];

/// True for the styles whose difference is only in the auction (they play like `tag`).
pub fn is_bidding_style(name: &str) -> bool {
    name.starts_with("bid-")
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Kind {
    Nit,
    Tag,
    Lag,
    Station,
    Maniac,
    MinRaiser,
    Overbettor,
    Trapper,
    BidHigh,
    BidLow,
    BidSniper,
}

/// How a fit-or-fold style plays its cards.
#[derive(Debug, Clone, Copy)]
struct Plan {
    /// Share of starting hands it opens or raises with.
    open: f64,
    /// Share it re-raises with when facing a raise.
    reraise: f64,
    /// Share it calls a raise with (beyond the re-raises).
    defend: f64,
    /// Share it calls an all-in with.
    call_allin: f64,
    /// Equity against a random hand to bet or raise after the flop.
    value: f64,
    /// Equity to call a bet after the flop.
    call: f64,
    /// Chance of a bluff when checked to with a weak hand.
    bluff: f64,
    /// Bet size as a share of the pot.
    size: f64,
}

const NIT: Plan = Plan {
    open: 0.08,
    reraise: 0.03,
    defend: 0.08,
    call_allin: 0.03,
    value: 0.78,
    call: 0.68,
    bluff: 0.0,
    size: 0.66,
};
const TAG: Plan = Plan {
    open: 0.20,
    reraise: 0.06,
    defend: 0.20,
    call_allin: 0.05,
    value: 0.70,
    call: 0.58,
    bluff: 0.10,
    size: 0.66,
};
const LAG: Plan = Plan {
    open: 0.60,
    reraise: 0.22,
    defend: 0.55,
    call_allin: 0.15,
    value: 0.58,
    call: 0.42,
    bluff: 0.35,
    size: 0.75,
};

/// One gauntlet style.
#[derive(Debug, Clone)]
pub struct StyleBot {
    name: &'static str,
    kind: Kind,
    /// The opponent's bids seen so far (for the sniper).
    opponent_bids: Vec<Chips>,
    /// True when this seat made the last preflop raise (for continuation bets).
    aggressor: bool,
}

/// A style by name (see [`STYLES`]); `None` for an unknown name.
pub fn style_by_name(name: &str) -> Option<StyleBot> {
    let (name, kind) = match name {
        "nit" => ("nit", Kind::Nit),
        "tag" => ("tag", Kind::Tag),
        "lag" => ("lag", Kind::Lag),
        "station" => ("station", Kind::Station),
        "maniac" => ("maniac", Kind::Maniac),
        "min-raiser" => ("min-raiser", Kind::MinRaiser),
        "overbettor" => ("overbettor", Kind::Overbettor),
        "trapper" => ("trapper", Kind::Trapper),
        "bid-high" => ("bid-high", Kind::BidHigh),
        "bid-low" => ("bid-low", Kind::BidLow),
        "bid-sniper" => ("bid-sniper", Kind::BidSniper),
        _ => return None,
    };
    Some(StyleBot {
        name,
        kind,
        opponent_bids: Vec::new(),
        aggressor: false,
    })
}

/// The tight-aggressive style, for the styles that play like it outside their speciality.
pub(crate) fn tag() -> StyleBot {
    StyleBot {
        name: "tag",
        kind: Kind::Tag,
        opponent_bids: Vec::new(),
        aggressor: false,
    }
}

/// Equity against a random hand after the flop (a short, variant-aware Monte Carlo).
pub(crate) fn postflop_equity(view: &SeatView, rng: &mut dyn RngCore) -> f64 {
    equity_vs_random(
        view.hole.as_slice(),
        view.board.as_slice(),
        view.opponent_known.as_slice(),
        opponent_hole_count(view),
        crate::cards::CardSet::EMPTY,
        view.variant().board_rule(),
        150,
        rng,
    )
}

/// The hand's standing preflop (0 = best, 1 = worst).
pub(crate) fn percentile(view: &SeatView) -> f64 {
    let h = view.hole.as_slice();
    if h.len() >= 2 {
        preflop_percentile(h[0], h[1])
    } else {
        1.0
    }
}

/// Raises made so far on this street (blinds not counted).
pub(crate) fn raises_this_street(view: &SeatView) -> usize {
    let mut n = 0;
    for e in &view.events {
        match e {
            Event::DealBoard { .. } => n = 0,
            Event::Act {
                action: Action::RaiseTo(_),
                ..
            } => n += 1,
            _ => {}
        }
    }
    n
}

fn pot_after_call(view: &SeatView, legal: &LegalActions) -> f64 {
    f64::from(view.pot + legal.call_cost)
}

/// A bet or raise of `fraction` of the pot (after calling), as a raise-to total.
pub(crate) fn pot_raise(view: &SeatView, legal: &LegalActions, fraction: f64) -> Option<Action> {
    let opp_pip = f64::from(view.pips[view.opponent().index()]);
    raise_to(legal, opp_pip + pot_after_call(view, legal) * fraction)
}

pub(crate) fn is_allin_call(view: &SeatView, legal: &LegalActions) -> bool {
    legal.call_cost >= view.stacks[view.seat.index()]
        || view.stacks[view.opponent().index()] == 0
        || legal.call_cost * 3 >= view.stacks[view.seat.index()]
}

impl StyleBot {
    fn plan(&self) -> Plan {
        match self.kind {
            Kind::Nit => NIT,
            Kind::Lag => LAG,
            _ => TAG,
        }
    }

    /// Fit or fold, by the plan.
    fn fit_or_fold(
        &mut self,
        view: &SeatView,
        legal: &LegalActions,
        rng: &mut dyn RngCore,
    ) -> Action {
        let plan = self.plan();
        let bb = f64::from(view.setup.big_blind);
        if view.street == Street::Preflop {
            let p = percentile(view);
            let raises = raises_this_street(view);
            if legal.call_cost == 0 || (raises == 0 && legal.call_cost * 2 <= view.setup.big_blind)
            {
                // First in (or the small blind's completion): raise the opening range.
                if p < plan.open {
                    self.aggressor = true;
                    return raise_to(legal, 3.0 * bb).unwrap_or(legal.check_or_call());
                }
                return legal.check_or_fold();
            }
            if is_allin_call(view, legal) {
                return if p < plan.call_allin {
                    Action::Call
                } else {
                    Action::Fold
                };
            }
            if p < plan.reraise {
                self.aggressor = true;
                let target = 3.0 * f64::from(view.pips[view.opponent().index()]);
                return raise_to(legal, target).unwrap_or(Action::Call);
            }
            if p < plan.defend {
                self.aggressor = false;
                return Action::Call;
            }
            return Action::Fold;
        }
        let eq = postflop_equity(view, rng);
        if legal.call_cost == 0 {
            let cbet = self.aggressor && view.street == Street::Flop && rng.random_bool(0.5);
            if eq >= plan.value || cbet || (eq < 0.35 && rng.random_bool(plan.bluff)) {
                return pot_raise(view, legal, plan.size).unwrap_or(Action::Check);
            }
            return Action::Check;
        }
        if eq >= plan.value + 0.12 {
            return pot_raise(view, legal, 1.0).unwrap_or(Action::Call);
        }
        if eq >= plan.call {
            Action::Call
        } else {
            Action::Fold
        }
    }

    fn bid(&self, view: &SeatView, max: Chips, rng: &mut dyn RngCore) -> Chips {
        let pot = f64::from(view.pot.max(1));
        let normal = if view.variant() == VariantId::SneakPeek {
            0.25
        } else {
            0.8
        };
        let amount = match self.kind {
            Kind::BidHigh => f64::from(max) * rng.random_range(0.90..0.99),
            Kind::BidLow => pot * rng.random_range(0.0..0.1),
            Kind::BidSniper => match self.opponent_bids.last() {
                Some(&last) => f64::from(last.saturating_sub(1)),
                None => pot * normal,
            },
            Kind::Station => pot * 0.5,
            Kind::Maniac => pot * 2.0,
            _ => pot * normal * rng.random_range(0.7..1.3),
        };
        (amount.round().max(0.0) as Chips).min(max)
    }
}

impl Bot for StyleBot {
    fn name(&self) -> &str {
        self.name
    }

    fn act(&mut self, view: &SeatView, rng: &mut dyn RngCore) -> Action {
        let Some(legal) = view.legal else {
            return Action::Check;
        };
        if let Some((_, max)) = legal.bid {
            return Action::Bid(self.bid(view, max, rng));
        }
        if view.street == Street::Preflop && raises_this_street(view) == 0 {
            self.aggressor = false;
        }
        let final_street = view.board.len() >= 5;
        match self.kind {
            Kind::Station => legal.check_or_call(),
            Kind::Maniac => {
                let fraction = if rng.random_bool(0.2) { 100.0 } else { 1.0 };
                pot_raise(view, &legal, fraction).unwrap_or(legal.check_or_call())
            }
            Kind::MinRaiser => legal
                .raise
                .map_or(legal.check_or_call(), |(lo, _)| Action::RaiseTo(lo)),
            Kind::Trapper if final_street => legal
                .raise
                .map_or(legal.check_or_call(), |(_, hi)| Action::RaiseTo(hi)),
            Kind::Trapper => legal.check_or_call(),
            Kind::Overbettor if legal.call_cost == 0 && view.street != Street::Preflop => {
                pot_raise(view, &legal, 3.0).unwrap_or(Action::Check)
            }
            Kind::Overbettor if view.street == Street::Preflop => {
                let p = percentile(view);
                if legal.call_cost * 2 <= view.setup.big_blind && raises_this_street(view) == 0 {
                    if p < 0.6 {
                        return pot_raise(view, &legal, 3.0).unwrap_or(legal.check_or_call());
                    }
                    return legal.check_or_fold();
                }
                if legal.call_cost == 0 {
                    return Action::Check;
                }
                if p < 0.25 { Action::Call } else { Action::Fold }
            }
            Kind::Overbettor => {
                if postflop_equity(view, rng) >= 0.5 {
                    Action::Call
                } else {
                    Action::Fold
                }
            }
            _ => self.fit_or_fold(view, &legal, rng),
        }
    }

    fn hand_over(&mut self, view: &SeatView) {
        if let Some(a) = view.auction {
            self.opponent_bids.push(a.bids[view.opponent().index()]);
        }
        self.aggressor = false;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_listed_style_is_known_by_its_name() {
        for (name, _) in STYLES {
            let bot = style_by_name(name).expect("listed style");
            assert_eq!(bot.name(), name);
        }
        assert!(style_by_name("shark").is_none());
    }
}
