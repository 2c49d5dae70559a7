//! The Monte Carlo range bot (`hard`, and the teaching advisor). Its core is meant to be sound
//! before it is clever:
//! - **Preflop** it plays a chart by position and stack depth (open, limp, fold; push or fold
//!   when short), and against raises it compares its equity against the raiser's modelled range
//!   with the pot odds, re-raising only with the top of its range (deep stacks go in only with
//!   the very top, unless the opponent has shown that its raises are wide). Its raise sizes
//!   follow the opponent's folds, learned size by size.
//! - **After the flop** it keeps a weighted range over the opponent's 1,326 hands, updated by
//!   the opponent model (see [`model`]), and prices checking, calling, folding and betting a
//!   third, two thirds, one or two pots (all in when the stack is small against the pot, and
//!   on the last street) by expected value, with fold chances per street and bet size that start from priors near break-even
//!   and move only with evidence.
//! - **Auctions** are bid truthfully: the bid is what winning is worth (see [`auction`]), never
//!   more, whatever the opponent bids; but in Sneak Peek a seated bot outbids for the look, the
//!   swing-priced value being far too low there, unless the usual bid proves better against
//!   this opponent (see [`look`]).
//!
//! The equity comes from rollouts that follow the variant (a third hole card, a peeked card,
//! River of Blood's run cards).
//!
//! **Exploitation is a bounded deviation.** Every rate in the opponent model starts at a prior
//! near sound play and keeps only the last few hundred observations, so the bot leans toward
//! what it has seen (wider steals against a big blind that over-folds, raising limps that
//! fold and checking them with strong hands once checked hands are seen to get paid, calling
//! down an opponent that bets more often than value allows) and leans back when the opponent
//! changes. What the opponent showed down after each kind of action (bet sizes,
//! raises, re-raises, bids) is [`evidence`] that reads the next such action; it is blended
//! with the frequency reading by how much has been seen, and never rules a hand out.
//! [`MonteCarlo::without_learning`] freezes the model at its priors (`hard:static`).
//!
//! **Why no real-time river solver.** A CFR solve of a river subgame over both ranges with two
//! or three sizes costs tens of milliseconds per decision in this design, which does not fit a
//! 20 s budget for 1,000 hands once turn and River of Blood run streets are counted, and its
//! answer is only as good as the ranges fed to it. The expected-value pricing above, with fold
//! chances that start where a bluff breaks even and ranges narrowed by the opponent's own
//! frequencies, gets the properties a solver would bring that matter against the styles felt
//! meets (no bluffing into stations, no paying off nits, calling down maniacs) at about 2-10 s
//! per 1,000 hands. Measure changes with `felt arena --gauntlet hard --variant all`.

mod auction;
pub mod evidence;
pub mod history;
mod informed;
pub mod look;
pub mod model;
mod postflop;
mod preflop;
mod pricer;
pub mod rollout;
mod value;

pub use preflop::{FlopEdgeCounted, LimpTrap, WholeFlopEdge};

use std::collections::HashMap;
use std::sync::LazyLock;

use rand::RngCore;

use crate::cards::{Card, CardSet, Rank};
use crate::engine::{Action, Chips, Event, LegalActions, SeatView, Street, VariantId};

use super::Bot;
use super::range::{COMBOS, Range, strengths};
use super::strength::preflop_percentile;
use evidence::{Class, Evidence};
use history::{auction_pot, walk};
use informed::Informed;
use look::{LookRead, LookTrial};
use model::{OpponentModel, standings};
use rollout::{Extra, Tally, rollouts};

pub use auction::{
    LATER_BETS_POTS, PEEK_SHARE, PRICE_BACK, ThirdCardSum, look_bid_value, look_chip_cost,
    look_value,
};
pub use pricer::RaisePricer;

/// How far below the top of all hands on the board a re-raise after the flop is read to
/// reach, per unit of the opponent's re-raise rate (at the prior rate of 6%, the top 4%).
const RERAISE_REACH: f64 = 0.67;

/// How much the Monte Carlo bot may think.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Budget {
    /// Rollouts per decision.
    pub samples: u32,
    /// Stop early after this many milliseconds.
    pub max_ms: f64,
}

impl Budget {
    /// Full strength: well inside the IIT whole-match clock (20 s per 1000 hands).
    pub const FULL: Budget = Budget {
        samples: 1500,
        max_ms: 25.0,
    };
}

/// The Monte Carlo range bot.
#[derive(Debug, Clone)]
pub struct MonteCarlo {
    name: String,
    budget: Budget,
    model: OpponentModel,
    /// False for the static core: the model keeps its priors and learns nothing (the floor the
    /// exploitation is measured against, `hard:static` in the arena).
    learns: bool,
    /// What the opponent's showdowns have shown about its actions.
    evidence: Evidence,
    /// The opponent's play after the flop in the Sneak Peek hands where it won the auction and
    /// saw one of this seat's cards, and what those hands showed down: read over `model` and
    /// `evidence` in such hands, since a player who knows more bets and calls differently (a
    /// small lead after a peek can be its strongest bet).
    informed: Informed,
    /// The opponent won this hand's Sneak Peek auction.
    opp_peeked: bool,
    /// Sneak Peek: whether outbidding for the look has paid more than the usual bid.
    look: LookTrial,
    /// This hand's opponent actions that showdowns can teach about: each with the standing of
    /// every hand in the range just before it.
    noted: Vec<(Class, Vec<f64>)>,
    /// The opponent's bid of this hand has been read.
    bid_read: bool,
    /// The latest read of this hand that the evidence moved clearly away from the frequency
    /// model's.
    read: Option<Read>,
    range: Option<Range>,
    /// Events of this hand already folded into the range.
    processed: usize,
    hole: Vec<Card>,
    /// Hand strengths by board length, for this hand.
    strength_cache: HashMap<usize, Vec<f64>>,
    /// This hand's first flop decision in a pot raised at most once before the flop: the
    /// equity then, the pot, and the chips this seat had put in (learned from at the end).
    flop_entry: Option<FlopEntry>,
    /// This hand's check of the opponent's limp with the top of this seat's range, as it
    /// stood then (learned from at the end, see [`OpponentModel::limp_trap_edge`]).
    limp_check: Option<FlopEntry>,
}

/// Where a hand stood at this seat's first flop decision.
#[derive(Debug, Clone, Copy)]
struct FlopEntry {
    equity: f64,
    pot: f64,
    invested: f64,
}

/// What the Monte Carlo bot thinks of a decision, for teaching: its equity against the
/// opponent's estimated range, the expected value of each option, and for an auction the
/// prize's value.
#[derive(Debug, Clone, PartialEq)]
pub struct Advice {
    /// Equity (0 to 1) against the estimated range.
    pub equity: f64,
    /// Each considered action with its expected value in chips, relative to folding now; the
    /// bot's choice first.
    pub options: Vec<(Action, f64)>,
    /// The bot's choice (the bid, in an auction).
    pub best: Action,
    /// In an auction: what winning the prize is worth, the most the bot would bid.
    pub bid_value: Option<f64>,
    /// In Auction Hold'em: equity if this seat wins the third card, and if the opponent does.
    pub card_equities: Option<(f64, f64)>,
    /// In an auction: the pot expected by the end of the hand, which the prize's value is
    /// measured against.
    pub final_pot: Option<f64>,
    /// In Sneak Peek: how far, on average, seeing one of the opponent's cards moves this seat's
    /// equity (0 to 1).
    pub peek_swing: Option<f64>,
    /// Prices any legal raise on the terms the options were priced with (betting decisions).
    pub pricer: Option<RaisePricer>,
    /// When what the opponent showed down before moved the reading of its latest action: that
    /// action, and which way it moved.
    pub read: Option<Read>,
    /// Before the flop, when the prices count on the opponent folding to bets after the flop
    /// clearly more often than a sound player: its fold rate to a flop bet.
    pub flop_folds: Option<f64>,
    /// Before the flop, when the prices count on this seat taking clearly more of the pot
    /// after the flop than its equity, as it has from this opponent: how much more of the pot
    /// than its equity it is read to end with, over how many pots, and whether a raise
    /// counts on it too.
    pub flop_edge: Option<FlopEdgeCounted>,
    /// Before the flop, when the suggested check of the opponent's limp is priced on what a
    /// strong hand takes after the flop, against a limper that gives its limps up to a raise
    /// (a raise would otherwise be worth more).
    pub limp_trap: Option<LimpTrap>,
    /// Before the flop, the same raises priced with the opponent model's priors (a sound
    /// player's folds), so a note can name how far the reads moved a raise's price.
    pub sound_pricer: Option<RaisePricer>,
    /// In Sneak Peek, when outbidding for the look has paid clearly more against this
    /// opponent than the usual bid, and the bid is the outbid (see [`look`]).
    pub look: Option<LookRead>,
}

/// A reading of an opponent's action that its showdowns moved: the action's class, and
/// whether the hands shown after it were stronger than the frequency model expects (a high
/// bid that was always a strong hand) or weaker (big bets that were bluffs).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Read {
    pub class: Class,
    pub stronger: bool,
    /// Showdowns seen after actions of this class.
    pub shown: u32,
    /// The street the action was taken on.
    pub street: Street,
    /// The reading came from the hands where the opponent had seen one of this seat's cards
    /// (Sneak Peek), and `shown` counts those hands' showdowns.
    pub after_peek: bool,
}

impl Advice {
    /// The value in chips (relative to folding now) of `action` by this analysis: a priced
    /// option as it stands, any other legal raise from the same spot, tally and fold chances;
    /// `None` for an action the analysis cannot price (a bid, or one that is not legal).
    pub fn value_of(&self, action: Action) -> Option<f64> {
        if let Some(&(_, v)) = self.options.iter().find(|(a, _)| *a == action) {
            return Some(v);
        }
        self.pricer.as_ref()?.value_of(action)
    }
}

/// Preflop strength of every combo (1 = aces), for the range.
static PREFLOP_STRENGTH: LazyLock<Vec<f64>> = LazyLock::new(|| {
    COMBOS
        .iter()
        .map(|&(a, b)| 1.0 - preflop_percentile(a, b))
        .collect()
});

/// The situation at one betting decision, in chips.
#[derive(Debug, Clone, Copy, PartialEq)]
pub(crate) struct Spot {
    pub legal: LegalActions,
    pub pot: f64,
    pub cost: f64,
    pub my_pip: f64,
    pub opp_pip: f64,
    pub my_stack: f64,
    pub opp_stack: f64,
    pub big_blind: f64,
    /// No more cards come: a call now goes to showdown.
    pub last_street: bool,
    /// This seat acts last after the flop (the button).
    pub in_position: bool,
    pub board_len: usize,
    /// On the last street, this seat's best hand is the board's own: every hand the
    /// opponent holds ties it or beats it.
    pub plays_the_board: bool,
    /// Raises made so far in the hand (before the flop: in its betting round).
    pub raises: usize,
    /// The opponent holds a third hole card won at auction.
    pub opp_extra_card: bool,
    /// This seat's first two hole cards are in the stronger band of starting hands
    /// ([`model::FLOP_STRONG_SHARE`]).
    pub strong_hole: bool,
}

/// Whether this seat's first two hole cards are in the stronger band of starting hands, as
/// the whole flop-play reading is kept ([`OpponentModel::flop_play_edge`]).
fn strong_hole(view: &SeatView) -> bool {
    match view.hole.as_slice() {
        [a, b, ..] => preflop_percentile(*a, *b) < model::FLOP_STRONG_SHARE,
        _ => false,
    }
}

/// True when the board is complete and this seat's best hand is the board's own best hand.
fn plays_the_board(view: &SeatView) -> bool {
    let board = view.board.as_slice();
    if board.len() < 5 || !view.variant().board_rule().is_complete(board) {
        return false;
    }
    let on_board: CardSet = board.iter().copied().collect();
    let mine = on_board.union(view.hole.iter().collect());
    crate::cards::evaluate(mine) == crate::cards::evaluate(on_board)
}

impl Spot {
    fn of(view: &SeatView, legal: LegalActions) -> Spot {
        let (me, opp) = (view.seat.index(), view.opponent().index());
        Spot {
            legal,
            pot: f64::from(view.pot),
            cost: f64::from(legal.call_cost),
            my_pip: f64::from(view.pips[me]),
            opp_pip: f64::from(view.pips[opp]),
            my_stack: f64::from(view.stacks[me]),
            opp_stack: f64::from(view.stacks[opp]),
            big_blind: f64::from(view.setup.big_blind.max(1)),
            last_street: view
                .variant()
                .board_rule()
                .is_complete(view.board.as_slice()),
            in_position: view.seat.index() == 0,
            board_len: view.board.len(),
            plays_the_board: plays_the_board(view),
            raises: preflop::raises_before(view),
            opp_extra_card: MonteCarlo::opponent_extra(view) > 0,
            strong_hole: strong_hole(view),
        }
    }

    /// The size in pots of the bet this seat faces (what calling costs over the pot before
    /// it); `None` when nothing is to call.
    pub fn facing_size(&self) -> Option<f64> {
        (self.cost > 0.0).then(|| self.cost / (self.pot - self.cost).max(1.0))
    }

    /// The most either seat can still put in after a call.
    pub fn effective_behind(&self) -> f64 {
        (self.my_stack - self.cost).max(0.0).min(self.opp_stack)
    }

    /// A raise-to total `fraction` of the pot (after calling) above the call, inside the
    /// legal range; `None` when raising is not allowed.
    pub fn raise_by_pot(&self, fraction: f64) -> Option<Chips> {
        let target = self.opp_pip + (self.pot + self.cost) * fraction;
        self.raise_to(target)
    }

    /// A raise-to total near `target`, inside the legal range; one that would leave less
    /// than a tenth of the most behind is the most (a bet of 120 from 121 is all in).
    pub fn raise_to(&self, target: f64) -> Option<Chips> {
        let (lo, hi) = self.legal.raise?;
        let total = (target.round().max(0.0) as u64).clamp(u64::from(lo), u64::from(hi)) as Chips;
        Some(if (hi - total) * 10 < hi { hi } else { total })
    }

    /// The largest legal raise-to (all in, or as much as the opponent can match).
    pub fn all_in(&self) -> Option<Chips> {
        self.legal.raise.map(|(_, hi)| hi)
    }
}

impl MonteCarlo {
    /// A Monte Carlo bot named `name` thinking within `budget`.
    pub fn new(name: &str, budget: Budget) -> MonteCarlo {
        MonteCarlo {
            name: name.to_string(),
            budget,
            model: OpponentModel::default(),
            learns: true,
            evidence: Evidence::default(),
            informed: Informed::default(),
            opp_peeked: false,
            look: LookTrial::default(),
            noted: Vec::new(),
            bid_read: false,
            read: None,
            range: None,
            processed: 0,
            hole: Vec::new(),
            strength_cache: HashMap::new(),
            flop_entry: None,
            limp_check: None,
        }
    }

    /// The same bot with its opponent model frozen at the priors: it reads each hand's actions
    /// by the priors but learns nothing from one hand for the next.
    pub fn without_learning(mut self) -> MonteCarlo {
        self.learns = false;
        self
    }

    /// Full strength, named "montecarlo".
    pub fn full() -> MonteCarlo {
        MonteCarlo::new("montecarlo", Budget::FULL)
    }

    /// What the bot has learned about its opponent.
    pub fn model(&self) -> &OpponentModel {
        &self.model
    }

    /// The opponent's likely hands as the bot weighs them now (its range, as a 13x13 grid
    /// scaled so the likeliest class is 1); `None` before its first analysis of a hand.
    pub fn range_grid(&self) -> Option<crate::cards::range::HandGrid> {
        self.range.as_ref().map(Range::grid)
    }

    fn dead(view: &SeatView) -> CardSet {
        view.hole.iter().chain(view.board.iter()).collect()
    }

    /// Each combo's strength on the first `board_len` cards of the board (cached per hand).
    fn strength(&mut self, view: &SeatView, board_len: usize) -> &Vec<f64> {
        let dead = Self::dead(view);
        self.strength_cache.entry(board_len).or_insert_with(|| {
            if board_len < 3 {
                PREFLOP_STRENGTH.clone()
            } else {
                let board = &view.board.as_slice()[..board_len.min(view.board.len())];
                with_draws(strengths(board, dead), board)
            }
        })
    }

    /// Brings the range up to date with the opponent's actions so far: its revealed bid and
    /// every betting action, each read by the frequency model blended with what its showdowns
    /// have shown ([`evidence`]).
    fn update_range(&mut self, view: &SeatView) {
        let hole: Vec<Card> = view.hole.iter().take(2).collect();
        let dead = Self::dead(view);
        let must = view.opponent_known.iter().next();
        if self.range.is_none() || hole != self.hole || view.events.len() < self.processed {
            self.range = Some(Range::uniform(dead, must));
            self.processed = 0;
            self.hole = hole;
            self.strength_cache.clear();
            self.noted.clear();
            self.bid_read = false;
            self.read = None;
        }
        if let Some(range) = &mut self.range {
            range.restrict(dead, must);
        }
        let opp = view.opponent();
        self.opp_peeked = Self::opponent_peeked(view);
        // The revealed bid, read in its place among the actions.
        let bid = match (view.auction, auction_pot(&view.setup, &view.events)) {
            (Some(auction), Some((at, pot))) if !self.bid_read => {
                Some((at, Class::of_bid(auction.bids[opp.index()], pot)))
            }
            _ => None,
        };
        let mut todo = Vec::new();
        let mut last_size = 0.0;
        walk(&view.setup, &view.events, |d| {
            if d.seat == opp && d.index >= self.processed {
                todo.push((*d, last_size));
            }
            if d.aggressive() {
                last_size = d.size();
            }
        });
        for (d, last_size) in todo {
            if let Some((at, class)) = bid
                && !self.bid_read
                && d.index > at
            {
                self.read_bid(view, class);
            }
            let strength = self.strength(view, d.board_len).clone();
            let model = self.model_on(d.street);
            let likelihood = model.likelihood(&d, last_size);
            let reraise_rate = model.reraise_rate();
            if d.street != Street::Preflop && d.aggressive() && d.raises >= 2 {
                // A raise over a raise after the flop is read against all hands, not only
                // against this range: it takes one of the few hands that are strong on this
                // board, whatever the betting before let through.
                // The more often the opponent re-raises, the lower that line; once its
                // re-raises have been shown down, what they showed takes over.
                let cut = (1.0 - RERAISE_REACH * reraise_rate).clamp(0.5, 0.97);
                let learned = self.evidence_weight(Class::Reraise);
                if let Some(range) = &mut self.range {
                    let sig = |x: f64| 1.0 / (1.0 + (-x / 0.015).exp());
                    reweigh(range, &strength, |s| {
                        learned + (1.0 - learned) * (0.03 + 0.97 * sig(s - cut))
                    });
                }
            }
            match Class::of(&d) {
                Some(class) => self.read_action(class, d.street, &strength, likelihood),
                None => {
                    if let Some(range) = &mut self.range {
                        let u = standings(range, &strength);
                        reweigh(range, &u, likelihood);
                    }
                }
            }
        }
        if let Some((_, class)) = bid
            && !self.bid_read
        {
            self.read_bid(view, class);
        }
        self.processed = view.events.len();
    }

    /// Reads the opponent's revealed bid: no frequency model says what a bid means, so only
    /// what its showdowns have shown moves the range.
    fn read_bid(&mut self, view: &SeatView, class: Class) {
        self.bid_read = true;
        let strength = self.strength(view, 3).clone();
        self.read_action(class, Street::Flop, &strength, |_| 1.0);
    }

    /// Reads one action of `class`: notes each hand's standing for the showdown, and weighs
    /// the range by the frequency model's `prior` likelihood blended with the evidence.
    fn read_action(
        &mut self,
        class: Class,
        street: Street,
        strength: &[f64],
        prior: impl Fn(f64) -> f64,
    ) {
        let Some(range) = &self.range else {
            return;
        };
        let u = standings(range, strength);
        if self.evidence_weight(class) >= 0.4 {
            // Which way the evidence moved the reading: the mean standing of the hands that
            // take this action, by the prior alone and blended.
            const GRID: usize = 64;
            let blended = self.blend(class, &prior);
            let mean = |f: &dyn Fn(f64) -> f64| {
                let (mut m, mut t) = (0.0, 0.0);
                for i in 0..GRID {
                    let x = (i as f64 + 0.5) / GRID as f64;
                    m += x * f(x);
                    t += f(x);
                }
                m / t.max(1e-12)
            };
            let moved = mean(&blended) - mean(&prior);
            if moved.abs() >= 0.12 {
                let (shown, after_peek) = self.shown_count(class);
                self.read = Some(Read {
                    class,
                    street,
                    stronger: moved > 0.0,
                    shown,
                    after_peek,
                });
            }
        }
        let likelihood = self.blend(class, prior);
        if let Some(range) = &mut self.range {
            reweigh(range, &u, likelihood);
        }
        self.noted.push((class, u));
    }

    /// Learns from the opponent's shown cards where its hand stood at each noted action.
    fn learn_from_showdown(&mut self, view: &SeatView) {
        let shown = view.opponent_known.as_slice();
        if !view.outcome.is_some_and(|o| o.showdown) || shown.len() < 2 {
            return;
        }
        let (a, b) = (shown[0], shown[1]);
        let Some(i) = crate::cards::range::combo_index(a, b) else {
            return;
        };
        let informed = Self::opponent_peeked(view);
        for (class, u) in std::mem::take(&mut self.noted) {
            self.evidence.record(class, u[i]);
            if informed && class.after_the_flop() {
                self.informed.evidence.record(class, u[i]);
            }
        }
    }

    /// Rollouts of this seat's hand against the current range.
    fn tally(&mut self, view: &SeatView, extra: Extra, rng: &mut dyn RngCore) -> Tally {
        let strength = self.strength(view, view.board.len()).clone();
        let Some(range) = &self.range else {
            return Tally::default();
        };
        rollouts(
            view,
            range,
            &strength,
            extra,
            self.budget.samples,
            self.budget.max_ms,
            rng,
        )
    }

    /// The opponent's hole cards beyond two (a third card won at auction).
    fn opponent_extra(view: &SeatView) -> usize {
        match view.auction {
            Some(a)
                if view.variant() == VariantId::Auction && a.winners[view.opponent().index()] =>
            {
                1
            }
            _ => 0,
        }
    }

    /// The bot's analysis of `view`'s decision (the view's seat is the one advised).
    pub fn advise(&mut self, view: &SeatView, rng: &mut dyn RngCore) -> Option<Advice> {
        let legal = view.legal?;
        self.update_range(view);
        if let Some((_, max)) = legal.bid {
            return Some(self.bid_advice(view, max, rng));
        }
        let spot = Spot::of(view, legal);
        let extra = Extra {
            mine: 0,
            theirs: Self::opponent_extra(view),
        };
        let tally = self.tally(view, extra, rng);
        self.note_flop_entry(view, &tally);
        self.note_limp_check(view, &tally);
        let model = self.model_on(view.street);
        let (best, mut options) = if view.street == Street::Preflop {
            preflop::decide(view, &spot, &tally, &model, rng)
        } else {
            postflop::decide(&spot, &tally, &model, rng)
        };
        let pricer = if view.street == Street::Preflop {
            preflop::pricer(view, &spot, &tally, &model)
        } else {
            postflop::pricer(&spot, &tally, &model)
        };
        if let Some(i) = options.iter().position(|(a, _)| *a == best) {
            let chosen = options.remove(i);
            options.insert(0, chosen);
        }
        Some(Advice {
            equity: tally.equity(),
            options,
            best,
            bid_value: None,
            card_equities: None,
            final_pot: None,
            peek_swing: None,
            pricer: Some(pricer),
            read: self.read,
            flop_folds: (view.street == Street::Preflop)
                .then(|| preflop::flop_folds_counted(view, &spot, &self.model))
                .flatten(),
            flop_edge: (view.street == Street::Preflop)
                .then(|| preflop::flop_edge_counted(view, &spot, &self.model))
                .flatten(),
            limp_trap: (view.street == Street::Preflop && best == Action::Check)
                .then(|| preflop::limp_trap_counted(view, &spot, &tally, &model))
                .flatten(),
            sound_pricer: (view.street == Street::Preflop)
                .then(|| preflop::pricer(view, &spot, &tally, &OpponentModel::default())),
            look: None,
        })
    }

    /// Notes the equity when this seat may check the opponent's limp with a hand in the top
    /// [`model::LIMP_TRAP_SHARE`] of all (whether it checks is seen at the end).
    fn note_limp_check(&mut self, view: &SeatView, tally: &Tally) {
        let [a, b] = view.hole.as_slice() else {
            return;
        };
        if !facing_a_limp(view) || preflop_percentile(*a, *b) >= model::LIMP_TRAP_SHARE {
            return;
        }
        let me = view.seat.index();
        let invested = view.setup.stacks[me].saturating_sub(view.stacks[me]);
        self.limp_check = Some(FlopEntry {
            equity: tally.equity(),
            pot: f64::from(view.pot),
            invested: f64::from(invested),
        });
    }

    /// Notes the equity at this seat's first flop decision of a pot raised at most once
    /// before the flop.
    fn note_flop_entry(&mut self, view: &SeatView, tally: &Tally) {
        if view.board.len() != 3 || self.flop_entry.is_some() {
            return;
        }
        let mut street = Street::Preflop;
        let mut raises = 0;
        for e in &view.events {
            match e {
                Event::DealBoard { street: s, .. } => street = *s,
                Event::Act {
                    action: Action::RaiseTo(_),
                    ..
                } if street == Street::Preflop => raises += 1,
                _ => {}
            }
        }
        if raises > 1 {
            return;
        }
        let me = view.seat.index();
        let invested = view.setup.stacks[me].saturating_sub(view.stacks[me] + view.pips[me]);
        self.flop_entry = Some(FlopEntry {
            equity: tally.equity(),
            pot: f64::from(view.pot),
            invested: f64::from(invested),
        });
    }

    /// Learns from a finished hand without being seated (for an advisor watching a seat).
    pub fn observe(&mut self, view: &SeatView) {
        self.hand_over(view);
    }
}

/// Raises the strength of drawing hands on the flop and turn to where they play: a flush
/// draw (four of a suit using a hole card) and an open-ended straight draw.
pub(crate) fn with_draws(mut strength: Vec<f64>, board: &[Card]) -> Vec<f64> {
    if board.len() >= 5 {
        return strength;
    }
    let mut suits = [0u8; 4];
    let mut ranks = 0u16;
    for c in board {
        suits[usize::from(c.suit().index())] += 1;
        ranks |= rank_bit(c.rank());
    }
    for (s, &(a, b)) in strength.iter_mut().zip(COMBOS.iter()) {
        let hole_same = |h: Card| u8::from(a.suit() == h.suit()) + u8::from(b.suit() == h.suit());
        let flush = [a, b]
            .iter()
            .any(|&h| suits[usize::from(h.suit().index())] + hole_same(h) >= 4);
        let all = ranks | rank_bit(a.rank()) | rank_bit(b.rank());
        let hole_ranks = rank_bit(a.rank()) | rank_bit(b.rank());
        let mut open_ended = false;
        // Four in a row (ace low counts), not already a straight, using a hole card.
        let wheel = (all << 1) | u16::from(all & (1 << 12) != 0);
        let hole_wheel = (hole_ranks << 1) | u16::from(hole_ranks & (1 << 12) != 0);
        for low in 0..=10u32 {
            let four = 0b1111u16 << low;
            if wheel & four == four && hole_wheel & four != 0 {
                open_ended = true;
            }
        }
        if flush {
            *s = s.max(0.6);
        } else if open_ended {
            *s = s.max(0.48);
        }
    }
    strength
}

/// Weighs `range` by `likelihood` of each hand's number in `u` (its standing, or its
/// strength), keeping the old weights if nothing would be left.
fn reweigh(range: &mut Range, u: &[f64], likelihood: impl Fn(f64) -> f64) {
    let old = range.weights.clone();
    for (w, &s) in range.weights.iter_mut().zip(u) {
        *w *= likelihood(s);
    }
    if range.total() <= 1e-12 {
        range.weights = old;
    }
}

/// This hand's betting before the flop, up to now: each action with its seat.
fn preflop_actions(view: &SeatView) -> impl Iterator<Item = (crate::engine::Seat, Action)> + '_ {
    view.events
        .iter()
        .take_while(|e| !matches!(e, Event::DealBoard { .. } | Event::Bid { .. }))
        .filter_map(|e| match e {
            Event::Act { seat, action, .. } => Some((*seat, *action)),
            _ => None,
        })
}

/// True when the opponent limped (called first in) and this seat, the big blind, is to act.
fn facing_a_limp(view: &SeatView) -> bool {
    let acts: Vec<_> = preflop_actions(view).collect();
    view.street == Street::Preflop
        && view.legal.is_some_and(|l| l.can_check)
        && acts == [(view.opponent(), Action::Call)]
}

/// True when the opponent limped and this seat checked it.
fn checked_a_limp(view: &SeatView) -> bool {
    let acts: Vec<_> = preflop_actions(view).take(2).collect();
    acts == [(view.opponent(), Action::Call), (view.seat, Action::Check)]
}

fn rank_bit(r: Rank) -> u16 {
    1 << r.index()
}

impl Bot for MonteCarlo {
    fn name(&self) -> &str {
        &self.name
    }

    fn act(&mut self, view: &SeatView, rng: &mut dyn RngCore) -> Action {
        let Some(legal) = view.legal else {
            return Action::Check;
        };
        let Some(advice) = self.advise(view, rng) else {
            return legal.check_or_fold();
        };
        match legal.bid {
            Some((_, max)) if self.learns && view.variant() == VariantId::SneakPeek => {
                self.look_bid(view, &advice, max, rng)
            }
            _ => advice.best,
        }
    }

    fn hand_over(&mut self, view: &SeatView) {
        if self.learns {
            self.model.observe(view);
            if Self::opponent_peeked(view) {
                self.informed.model.observe(view);
            }
            self.learn_from_showdown(view);
            if let (Some(entry), Some(outcome)) = (self.flop_entry, view.outcome) {
                let net = outcome.net[view.seat.index()] as f64;
                // The band of the hand's first two hole cards, as dealt (a third card won
                // at auction comes after them).
                self.model.observe_flop_play(
                    strong_hole(view),
                    entry.equity,
                    entry.pot,
                    entry.invested,
                    net,
                );
            }
            if let (Some(entry), Some(outcome)) = (self.limp_check, view.outcome)
                && checked_a_limp(view)
            {
                let net = outcome.net[view.seat.index()] as f64;
                self.model
                    .observe_limp_trap(entry.equity, entry.pot, entry.invested, net);
            }
            self.score_look(view);
        }
        self.flop_entry = None;
        self.limp_check = None;
        self.noted.clear();
        self.range = None;
        self.processed = 0;
        self.strength_cache.clear();
    }
}

#[cfg(test)]
mod tests;
