//! Opponent statistics a bot keeps across hands, with small-sample shrinkage toward typical
//! values so a few hands do not swing its play: how often the opponent puts money in
//! voluntarily, raises preflop, bets or raises when it acts, folds to a bet, and what it bids
//! relative to the pot.

use crate::engine::{Action, Event, Ledger, SeatView, Street};

/// A running frequency `hits / chances`, shrunk toward `prior` with weight `strength`.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Rate {
    pub hits: f64,
    pub chances: f64,
    prior: f64,
    strength: f64,
}

impl Rate {
    /// A rate believed to be `prior` until about `strength` observations say otherwise.
    pub const fn new(prior: f64, strength: f64) -> Rate {
        Rate {
            hits: 0.0,
            chances: 0.0,
            prior,
            strength,
        }
    }

    /// Records one chance, a hit or not.
    pub fn record(&mut self, hit: bool) {
        self.chances += 1.0;
        if hit {
            self.hits += 1.0;
        }
    }

    /// Records a fractional observation (0 to 1 or beyond, e.g. bid / pot).
    pub fn record_value(&mut self, value: f64) {
        self.chances += 1.0;
        self.hits += value;
    }

    /// The shrunk estimate.
    pub fn value(&self) -> f64 {
        (self.hits + self.prior * self.strength) / (self.chances + self.strength)
    }

    /// The estimate with its own prior scaled by `scale`: the evidence counts as it is, and
    /// only the belief held before it is moved.
    pub fn value_with_prior_scaled(&self, scale: f64) -> f64 {
        self.value_toward(self.prior * scale)
    }

    /// The same observations believed to be `prior` beforehand instead (with this rate's
    /// strength): a rate learned from one kind of spot, read with another's estimate as its
    /// starting point.
    pub const fn with_prior(self, prior: f64) -> Rate {
        Rate { prior, ..self }
    }

    /// The estimate shrunk toward `prior` instead of its own.
    pub fn value_toward(&self, prior: f64) -> f64 {
        (self.hits + prior * self.strength) / (self.chances + self.strength)
    }
}

/// What a bot has learned about its opponent.
#[derive(Debug, Clone, PartialEq)]
pub struct OpponentStats {
    /// Hands observed.
    pub hands: u32,
    /// Put chips in voluntarily preflop (call or raise).
    pub vpip: Rate,
    /// Raised preflop.
    pub pfr: Rate,
    /// Bet or raised when it acted (aggression frequency).
    pub aggression: Rate,
    /// Folded when facing a bet or raise.
    pub fold_to_bet: Rate,

    /// Its auction bid divided by the pot at the auction.
    pub bid_to_pot: Rate,
    /// Its bid as a share of its stack (1.0 = always bids everything).
    pub bid_to_stack: Rate,
    /// The largest bid it has made relative to the pot, and the smallest.
    pub bid_min_to_pot: f64,
}

impl Default for OpponentStats {
    fn default() -> Self {
        OpponentStats {
            hands: 0,
            vpip: Rate::new(0.7, 20.0),
            pfr: Rate::new(0.35, 20.0),
            aggression: Rate::new(0.3, 30.0),
            fold_to_bet: Rate::new(0.4, 20.0),

            bid_to_pot: Rate::new(0.7, 10.0),
            bid_to_stack: Rate::new(0.1, 10.0),
            bid_min_to_pot: f64::INFINITY,
        }
    }
}

impl OpponentStats {
    /// Learns from a finished hand as `view`'s seat saw it.
    pub fn observe(&mut self, view: &SeatView) {
        let me = view.seat;
        let opp = me.other();
        self.hands += 1;
        let mut ledger = Ledger::new(view.setup.stacks);
        let (mut voluntary, mut raised, mut saw_preflop_decision) = (false, false, false);
        for e in &view.events {
            let (pips, stacks, street) = (ledger.pips(), ledger.stacks(), ledger.street());
            match *e {
                Event::Act { seat, action, .. } if seat == opp => {
                    let cost = pips[seat.other().index()].saturating_sub(pips[seat.index()]);
                    let aggressive = matches!(action, Action::RaiseTo(_));
                    if stacks[0] > 0 && stacks[1] > 0 {
                        self.aggression.record(aggressive);
                    }
                    let facing_bet = cost > 0
                        && (street != Street::Preflop || pips[me.index()] > view.setup.big_blind);
                    if facing_bet {
                        self.fold_to_bet.record(action == Action::Fold);
                    }
                    if street == Street::Preflop {
                        saw_preflop_decision = true;
                        voluntary |= matches!(action, Action::Call | Action::RaiseTo(_))
                            && !(action == Action::Call && cost == 0);
                        raised |= aggressive;
                    }
                }
                Event::AuctionResolved { bids, .. } => {
                    let pot_now = f64::from(ledger.pot().max(1));
                    let bid = f64::from(bids[opp.index()]);
                    self.bid_to_pot.record_value(bid / pot_now);
                    self.bid_to_stack
                        .record_value(bid / f64::from(stacks[opp.index()].max(1)));
                    self.bid_min_to_pot = self.bid_min_to_pot.min(bid / pot_now);
                }
                _ => {}
            }
            ledger.record(e);
        }
        if saw_preflop_decision {
            self.vpip.record(voluntary);
            self.pfr.record(raised);
        }
    }
}
