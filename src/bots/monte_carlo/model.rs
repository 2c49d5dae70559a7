//! The opponent model: how often the opponent takes each kind of action in each kind of spot
//! (preflop by the number of raises before it, after the flop by street and bet size), every
//! rate starting from a prior near sound play and moving only as evidence comes in; and the
//! range update that turns an action into a likelihood over the opponent's hands. A hand that
//! bets in a spot where the opponent bets a share `f` of the time is taken from the top `f` of
//! its current range (bigger bets from higher up), with a floor so bluffs and draws survive.

use crate::bots::range::Range;
use crate::bots::stats::Rate;
use crate::engine::{Action, SeatView, Street};

use super::history::{Decision, walk};

/// Preflop spots: the small blind's first action, the big blind after a limp, and facing
/// one, two, or three or more raises.
pub const PREFLOP_SPOTS: usize = 5;
/// Bet-size buckets after the flop: under half the pot, up to 0.85, up to 1.6, up to 3.5,
/// above (all in, deep).
pub const SIZES: usize = 5;
/// Raise-size buckets before the flop, in pots after calling: under 1 (an open to 2.5 big
/// blinds), under 2 (to 4), under 3.5 (to 6 or 7), above.
pub const PF_SIZES: usize = 4;
/// What most players fold to a preflop raise of each size bucket before any evidence of that
/// size: bigger raises are folded to more often.
const PF_SIZE_PRIOR: [f64; PF_SIZES] = [0.3, 0.4, 0.55, 0.7];
/// Street classes after the flop: flop, turn, river and later.
pub const STREETS: usize = 3;

/// Before evidence, how many times a balanced player's defence an all-in overbet is called.
const JAM_CALL_PRIOR: f64 = 1.5;
/// After the flop, the prior fold rate to a bet of each size bucket (see `Default`).
const FOLD_PRIOR: [f64; SIZES] = [0.21, 0.34, 0.42, 0.62, 0.9];
/// A sound player's fold rate to a bet of two thirds of the pot on the flop (the prior).
pub const SOUND_FLOP_FOLDS: f64 = FOLD_PRIOR[1];
/// A bet of two thirds of the pot (the second size bucket).
const TWO_THIRDS: f64 = 2.0 / 3.0;
/// The least share of the pot the core's smallest bet after the flop comes to (a third of
/// the pot, in whole chips): the smallest bucket's fold rate is read as it is down to here,
/// and falls with the price below.
const SMALLEST_USUAL_BET: f64 = 0.28;
/// The core's smaller raise after the flop, in pots beyond the call (three quarters): a
/// raise's fold rate is read as it is down to here, and falls with the price below.
const SMALLEST_USUAL_RAISE: f64 = 0.75;
/// The biggest raise after the flop whose fold rate is read as learned, in pots beyond the
/// call: beyond it, calls fall with the price (see [`OpponentModel::fold_chance`]).
const BIGGEST_USUAL_RAISE: f64 = 1.6;
/// The floor of every likelihood after the flop: no hand is ever ruled out by an action.
const FLOOR: f64 = 0.06;
/// The floor before the flop, where the spot-by-spot frequencies already say how wide the
/// opponent raises (a maniac's raises are all its hands).
const PREFLOP_FLOOR: f64 = 0.025;
/// The most of its hands a player can bet for value when checked to after the flop.
pub const VALUE_SHARE: f64 = 0.35;
/// The share of the pot at the flop a seat ends with, less its equity there, against a sound
/// opponent: a little under nothing, as some equity is lost to the streets still to bet.
const FLOP_PLAY_PRIOR: f64 = -0.04;
/// The most extra share of the pot that seeing a flop is counted on from the typical pots.
const FLOP_TYPICAL_LIMIT: f64 = 0.8;
/// The most extra share of the pot that seeing a flop is counted on.
const FLOP_PLAY_LIMIT: f64 = 2.0;
/// The stronger band of starting hands for the whole flop-play reading: the top half.
pub const FLOP_STRONG_SHARE: f64 = 0.5;
/// How many hands' worth of belief the flop-play prior carries.
const FLOP_PLAY_STRENGTH: f64 = 80.0;
/// The spread (mean square) of the shares believed beforehand: about a pot either way.
const FLOP_SPREAD_PRIOR: f64 = 1.0;
/// How many standard errors below its mean the flop-play reading is counted: a mean made of
/// a few stacks won is not yet counted on.
const FLOP_PLAY_ERRORS: f64 = 1.0;
/// Each hand's share of the pot at the flop is held between these, so a few deep pots do
/// not outweigh hundreds of small ones.
const FLOP_SHARE_LIMITS: (f64, f64) = (-2.0, 3.0);
/// The same for the whole reading, stacks won and lost included: each hand held only to fifty
/// pots, as the limped pots' reading is.
const FLOP_WHOLE_LIMITS: (f64, f64) = (-50.0, 50.0);
/// How sharp the cut between hands that take an action and hands that do not.
const TAU: f64 = 0.07;

/// Below the core's own smallest bet or raise (`smallest` pots), folds fall with the price:
/// a bet or raise of a few chips into a big pot (a last few chips all in, say) is folded to
/// as much less often as its break-even share `s / (1 + s)` is smaller than that size's, so
/// no such bet pays as a bluff before evidence (for a raise, the evidence of folds to raises
/// then counts as it is). 1 at `smallest` and above.
fn small_price_scale(size: f64, smallest: f64) -> f64 {
    if size >= smallest {
        return 1.0;
    }
    let break_even = |s: f64| s / (1.0 + s);
    break_even(size.max(0.0)) / break_even(smallest)
}

/// The share of a pot of `pot` that a seat with `invested` chips in it ended the hand with,
/// having won `net` in all, held between `limits`, less its equity `equity` then; `None` for an
/// empty pot.
fn share_beyond_equity(
    equity: f64,
    pot: f64,
    invested: f64,
    net: f64,
    (low, high): (f64, f64),
) -> Option<f64> {
    (pot > 0.0).then(|| ((net + invested) / pot).clamp(low, high) - equity)
}

/// A reading of how much more of the pot than its equity this seat ends with after the flop
/// against this opponent (see [`OpponentModel::flop_play_reading`]).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct FlopPlayReading {
    /// The share of the pot beyond the equity counted on (0 for a sound opponent).
    pub edge: f64,
    /// The reading itself: the mean share of the pot beyond the equity, shrunk to its prior.
    pub share: f64,
    /// Over how many pots (the latest few hundred).
    pub pots: f64,
    /// For the whole reading (stacks counted in full), whether it is the stronger band's;
    /// `None` for the typical pots' reading.
    pub whole: Option<bool>,
}

/// The bucket of a bet of `size` pots.
pub fn size_bucket(size: f64) -> usize {
    if size < 0.45 {
        0
    } else if size < 0.85 {
        1
    } else if size < 1.6 {
        2
    } else if size < 3.5 {
        3
    } else {
        4
    }
}

/// The bucket of a preflop raise of `size` pots.
pub fn preflop_size_bucket(size: f64) -> usize {
    if size < 1.0 {
        0
    } else if size < 2.0 {
        1
    } else if size < 3.5 {
        2
    } else {
        3
    }
}

/// Raises over its bets of one size the opponent must have answered before the rate it folds
/// to them at is counted over the reading of its range ([`OpponentModel::seen_raise_fold`]).
const RAISE_FOLDS_SEEN: f64 = 10.0;

/// The street class of a board of `board_len` cards.
pub fn street_class(board_len: usize) -> usize {
    match board_len {
        0..=3 => 0,
        4 => 1,
        _ => 2,
    }
}

/// True for a raise that puts in 40% or more of what the seat had behind.
pub fn is_jam(d: &Decision) -> bool {
    d.aggressive() && f64::from(d.added) >= 0.4 * f64::from(d.stacks[d.seat.index()].max(1))
}

/// The preflop spot of a decision.
pub fn preflop_spot(d: &Decision) -> usize {
    match d.raises {
        0 if d.cost > 0 => 0,
        0 => 1,
        r => (usize::from(r) + 1).min(PREFLOP_SPOTS - 1),
    }
}

/// What the model has learned about the opponent.
#[derive(Debug, Clone, PartialEq)]
pub struct OpponentModel {
    /// Hands observed.
    pub hands: u32,
    /// Preflop: raises, by spot.
    pub pf_raise: [Rate; PREFLOP_SPOTS],
    /// Preflop: folds, by spot.
    pub pf_fold: [Rate; PREFLOP_SPOTS],
    /// Preflop: raises that put in 40% or more of the stack (jams), at any spot.
    pub pf_jam: Rate,
    /// Preflop: folds to a raise after it limped (called first in as the small blind).
    pub limp_fold: Rate,
    /// Preflop, facing one raise: folds by the raise's size bucket, after its own limp and,
    /// as the big blind, after an open (no prior: [`OpponentModel::preflop_fold`] blends them
    /// with the rate of all sizes).
    pub limp_fold_by_size: [Rate; PF_SIZES],
    /// As the big blind facing an open.
    pub open_fold_by_size: [Rate; PF_SIZES],
    /// After the flop, checked to: bets of each size bucket, by street class.
    pub bet: [[Rate; SIZES]; STREETS],
    /// After the flop, facing a bet of each size bucket: folds, by street class.
    pub fold: [[Rate; SIZES]; STREETS],
    /// After the flop, facing a bet: raises, by street class.
    pub raise: [Rate; STREETS],
    /// After the flop, facing a raise over its own bet: folds, by street class.
    pub fold_to_raise: [Rate; STREETS],
    /// After the flop, facing a raise over its own bet or raise: re-raises.
    pub reraise: Rate,
    /// Bets and raises among all its decisions where it could raise, before and after the
    /// flop: quick to learn (a few hands), it widens every reading of its raises once it is
    /// seen to raise far more than any sound player (a maniac), before the slower
    /// spot-by-spot rates catch up.
    pub aggression: Rate,
    /// After the flop, facing a raise over its own bet: folds, by the size bucket of the bet
    /// that was raised (a player whose big bets are bluffs gives them up to a raise).
    pub fold_to_raise_by_size: [Rate; SIZES],
    /// This seat's own folds after the flop when the opponent bet into it, by the bet's size
    /// bucket: what the opponent sees of it, and so how well bluffing it pays.
    pub my_fold: [Rate; SIZES],
    /// The same folds by street class: on the river a bettor's bluffs are called or not for
    /// good, and a seat that folds more there than on the flop pays bluffs there most.
    pub my_fold_by_street: [[Rate; SIZES]; STREETS],
    /// Of its bets and raises after the flop that were shown down, the share made with a weak
    /// hand (neither a made hand in the upper part of all hands nor a strong draw).
    pub bluffs: Rate,
    /// In pots raised at most once before the flop: the share of the pot at this seat's first
    /// flop decision that it ended the hand with, less its equity there (each hand's share
    /// held to [`FLOP_SHARE_LIMITS`]). How much more than its cards this seat takes from this
    /// opponent after the flop: a player who gives up its pots, or pays off bets it should
    /// not, makes seeing a flop worth more than the equity says.
    pub flop_play: Rate,
    /// The same hands' shares held only to [`FLOP_WHOLE_LIMITS`]: what a player who pays
    /// off or gives up whole stacks is worth, counted at its lower error bound.
    /// Kept apart for the stronger half of starting hands and the weaker
    /// ([`FLOP_STRONG_SHARE`]): a player who pays off strong hands may give a weak one little.
    pub flop_play_whole: [Rate; 2],
    /// Those shares squared: how widely they spread, so that a reading made of a few
    /// stacks won or lost counts for less than the same mean from hundreds of small pots.
    pub flop_play_spread: [Rate; 2],
    /// After the opponent's limp, in the hands this seat checked with the top of its range
    /// ([`LIMP_TRAP_SHARE`]): the share of that pot it ended the hand with, less its equity
    /// there (each hand held to [`LIMP_TRAP_LIMITS`]). What a strong hand that lets a limp see
    /// the flop takes from this opponent, against the blind that a raise it folds to wins.
    pub limp_trap: Rate,
}

/// The top share of starting hands counted as strong when checking a limp the opponent is read
/// to give up to a raise: what their checks go on to win is learned (see
/// [`OpponentModel::limp_trap_edge`]), and weaker hands count on less.
pub const LIMP_TRAP_SHARE: f64 = 0.2;
/// How often the opponent must be read to fold its limp to a raise before a strong hand
/// checks it instead: a raise then wins only the blind.
pub const LIMP_TRAP_FOLDS: f64 = 0.85;
/// Before evidence, how much more of a limped pot than its equity a strong hand that checks
/// takes after the flop: the bets after the flop pay a strong hand more than its share of
/// the pot, even against players who do not pay off light. Measured in the arena (hold'em,
/// every limp checked, each hand held to [`LIMP_TRAP_LIMITS`]): about half the pot against
/// the threshold caller, who calls big bets only with strong hands, and two pots or more
/// against the limper, who stacks off with one pair; the prior sits nearer the first.
pub const LIMP_TRAP_PRIOR: f64 = 0.7;
/// A hand outside the top [`LIMP_TRAP_SHARE`] that checks a limp is counted on for this much
/// less of the pot than the strong hands have taken: it is paid less often after the flop.
/// As much as the prior, so before evidence it counts on nothing, and it checks only against
/// a limper whose trapped hands have won well over a pot beyond their equity (half a pot
/// less cost `hard` 160-480 mbb/hand against `medium`, whose checked limps do not pay).
pub const LIMP_TRAP_WEAKER: f64 = 0.7;
/// Each trapped hand's share of the limped pot is held between these: a stack won or lost
/// counts for a lot, but not for the hundred pots or more it can be.
const LIMP_TRAP_LIMITS: (f64, f64) = (-50.0, 50.0);

impl Default for OpponentModel {
    fn default() -> Self {
        // Priors near sound heads-up play, each worth about a dozen observations.
        let pf_raise = [0.55, 0.30, 0.16, 0.12, 0.25].map(|p| Rate::new(p, 12.0));
        let pf_fold = [0.15, 0.0, 0.35, 0.45, 0.55].map(|p| Rate::new(p, 12.0));
        let bet = [[0.12, 0.22, 0.10, 0.02, 0.01].map(|p| Rate::new(p, 10.0)); STREETS];
        // Folds to a bet of s pots start a little under s / (1 + s), the share that makes a
        // pure bluff break even: bluffs must be earned by evidence.
        // Beyond three and a half pots `fold_chance` starts from each size's own prior; the
        // 0.9 here is what reads a call of an all-in overbet (the top tenth of the range).
        // Few hands answer such a bet either way, so its evidence counts sooner.
        let fold = [std::array::from_fn(|k| {
            let strength = if k == SIZES - 1 { 4.0 } else { 10.0 };
            Rate::new(FOLD_PRIOR[k], strength)
        }); STREETS];
        let raise = [Rate::new(0.12, 10.0); STREETS];
        let fold_to_raise = [Rate::new(0.25, 10.0); STREETS];
        let fold_to_raise_by_size = [Rate::new(0.25, 10.0); SIZES];
        OpponentModel {
            hands: 0,
            pf_raise,
            pf_fold,
            // Few players put a deep stack in before the flop: a jam starts out as the top
            // few hands, and only evidence widens it.
            pf_jam: Rate::new(0.03, 10.0),
            // A limp is usually defended about as often as an open is.
            limp_fold: Rate::new(0.3, 10.0),
            limp_fold_by_size: [Rate::new(0.0, 0.0); PF_SIZES],
            open_fold_by_size: [Rate::new(0.0, 0.0); PF_SIZES],
            bet,
            fold,
            raise,
            fold_to_raise,
            fold_to_raise_by_size,
            // A re-raise after the flop is the top few hands for most players.
            reraise: Rate::new(0.06, 10.0),
            aggression: Rate::new(0.25, 6.0),
            my_fold: [Rate::new(0.35, 10.0); SIZES],
            my_fold_by_street: [[Rate::new(0.35, 10.0); SIZES]; STREETS],
            bluffs: Rate::new(0.2, 8.0),
            flop_play: Rate::new(FLOP_PLAY_PRIOR, FLOP_PLAY_STRENGTH),
            flop_play_whole: [Rate::new(FLOP_PLAY_PRIOR, FLOP_PLAY_STRENGTH); 2],
            flop_play_spread: [Rate::new(FLOP_SPREAD_PRIOR, FLOP_PLAY_STRENGTH); 2],
            limp_trap: Rate::new(LIMP_TRAP_PRIOR, 20.0),
        }
    }
}

impl OpponentModel {
    /// Learns from a finished hand as `view`'s seat saw it.
    pub fn observe(&mut self, view: &SeatView) {
        self.hands += 1;
        let opp = view.opponent();
        let mut last_size = 0.0;
        let mut opp_bet_street = None;
        let mut opp_bet_size = 0.0;
        let mut shown_aggression: Vec<usize> = Vec::new();
        let mut limped = false;
        walk(&view.setup, &view.events, |d| {
            let can_bet = d.stacks[0] > 0 && d.stacks[1] > 0;
            if d.seat == opp && can_bet && d.stacks[d.seat.index()] > d.cost {
                self.aggression.record(d.aggressive());
            }
            if d.seat == opp {
                if d.street == Street::Preflop {
                    let spot = preflop_spot(d);
                    if d.raises == 1 && d.cost > 0 {
                        let by_size = if limped {
                            &mut self.limp_fold_by_size
                        } else {
                            &mut self.open_fold_by_size
                        };
                        by_size[preflop_size_bucket(last_size)].record(d.action == Action::Fold);
                    }
                    if limped && d.cost > 0 {
                        self.limp_fold.record(d.action == Action::Fold);
                        limped = false;
                    }
                    if spot == 0 && d.action == Action::Call {
                        limped = true;
                    }
                    if can_bet {
                        self.pf_raise[spot].record(d.aggressive());
                        self.pf_jam.record(is_jam(d));
                    }
                    if d.cost > 0 {
                        self.pf_fold[spot].record(d.action == Action::Fold);
                    }
                } else {
                    let street = street_class(d.board_len);
                    if d.cost == 0 && can_bet {
                        let bucket = d.aggressive().then(|| size_bucket(d.size()));
                        for (k, rate) in self.bet[street].iter_mut().enumerate() {
                            rate.record(bucket == Some(k));
                        }
                    } else if d.cost > 0 && opp_bet_street == Some(d.board_len) {
                        self.fold_to_raise[street].record(d.action == Action::Fold);
                        self.fold_to_raise_by_size[size_bucket(opp_bet_size)]
                            .record(d.action == Action::Fold);
                        if d.stacks[d.seat.index()] > d.cost {
                            self.reraise.record(d.aggressive());
                        }
                    } else if d.cost > 0 {
                        self.fold[street][size_bucket(last_size)].record(d.action == Action::Fold);
                        if d.stacks[d.seat.index()] > d.cost {
                            self.raise[street].record(d.aggressive());
                        }
                    }
                }
            }
            if d.seat == view.seat && d.street != Street::Preflop && d.cost > 0 && d.raises == 1 {
                self.my_fold[size_bucket(last_size)].record(d.action == Action::Fold);
                self.my_fold_by_street[street_class(d.board_len)][size_bucket(last_size)]
                    .record(d.action == Action::Fold);
            }
            if d.aggressive() {
                last_size = d.size();
                if d.seat == opp && d.street != Street::Preflop {
                    opp_bet_street = Some(d.board_len);
                    opp_bet_size = d.size();
                    shown_aggression.push(d.board_len);
                }
            }
        });
        self.forget_old_evidence();
        // At a showdown, the opponent's bets and raises show whether they were bluffs.
        let shown = view.opponent_known.as_slice();
        if view.outcome.is_some_and(|o| o.showdown) && shown.len() >= 2 {
            for board_len in shown_aggression {
                let standing =
                    shown_standing(&view.board.as_slice()[..board_len], shown[0], shown[1]);
                self.bluffs.record(standing < 0.4);
            }
        }
    }

    /// This model's reading of play after the flop put over `base`'s: each rate after the flop
    /// keeps what this model has seen and starts from `base`'s estimate instead of a sound
    /// player's, so until this model has seen such play it reads as `base` does; everything
    /// before the flop, and the opponent's aggression as a whole, are `base`'s. For a model
    /// kept of one kind of hand only (those where the opponent saw one of this seat's cards).
    pub fn over(&self, base: &OpponentModel) -> OpponentModel {
        fn onto<const N: usize>(mine: &[Rate; N], base: &[Rate; N]) -> [Rate; N] {
            std::array::from_fn(|k| mine[k].with_prior(base[k].value()))
        }
        OpponentModel {
            bet: std::array::from_fn(|s| onto(&self.bet[s], &base.bet[s])),
            fold: std::array::from_fn(|s| onto(&self.fold[s], &base.fold[s])),
            raise: onto(&self.raise, &base.raise),
            fold_to_raise: onto(&self.fold_to_raise, &base.fold_to_raise),
            reraise: self.reraise.with_prior(base.reraise.value()),
            fold_to_raise_by_size: onto(&self.fold_to_raise_by_size, &base.fold_to_raise_by_size),
            my_fold: onto(&self.my_fold, &base.my_fold),
            my_fold_by_street: std::array::from_fn(|s| {
                onto(&self.my_fold_by_street[s], &base.my_fold_by_street[s])
            }),
            bluffs: self.bluffs.with_prior(base.bluffs.value()),
            ..base.clone()
        }
    }

    /// After the flop, how often the opponent bets when checked to on the street after a
    /// board of `board_len` cards, and its usual size in pots when it does.
    pub fn next_street_betting(&self, board_len: usize) -> (f64, f64) {
        const CENTRES: [f64; SIZES] = [0.33, 0.66, 1.2, 2.2, 6.0];
        let rates = &self.bet[street_class(board_len + 1)];
        let often: f64 = rates.iter().map(Rate::value).sum();
        let size = rates
            .iter()
            .zip(CENTRES)
            .map(|(r, c)| r.value() * c)
            .sum::<f64>()
            / often.max(1e-9);
        (often.min(1.0), size)
    }

    /// How much more often than a sound player the opponent folds to a bet of about two
    /// thirds of the pot on the flop: the learned rate less its prior, 0 at the prior or
    /// below (so the static core, frozen at its priors, never counts on it).
    pub fn flop_fold_edge(&self) -> f64 {
        (self.flop_fold_rate() - SOUND_FLOP_FOLDS).max(0.0)
    }

    /// The opponent's fold rate to a bet of two thirds of the pot on the flop.
    pub fn flop_fold_rate(&self) -> f64 {
        self.fold_chance(3, TWO_THIRDS, None, None)
    }

    /// The opponent's share of raises among its decisions when it is far above any sound
    /// player's (over 45%), else 0: the floor every raise reading is widened to.
    pub fn wild(&self) -> f64 {
        let a = self.aggression.value();
        if a > 0.45 { a } else { 0.0 }
    }

    /// How often the opponent re-raises after the flop: its own rate, or more for a player
    /// that raises everything.
    pub fn reraise_rate(&self) -> f64 {
        self.reraise.value().max(0.7 * self.wild())
    }

    /// After the flop, the chance the opponent raises a bet of this seat's on a board of
    /// `board_len` cards, or re-raises when `over_bet` (this seat raising its bet).
    pub fn raise_back_chance(&self, board_len: usize, over_bet: bool) -> f64 {
        if over_bet {
            self.reraise_rate()
        } else {
            self.raise[street_class(board_len)].value().max(self.wild())
        }
    }

    /// The least share of bluffs in the opponent's bets when checked to on `d`'s street,
    /// inferred from how often it bets: the part of its betting beyond [`VALUE_SHARE`] of all
    /// hands cannot be value.
    pub fn bluffs_by_frequency(&self, d: &Decision) -> f64 {
        if d.street == Street::Preflop || d.cost > 0 {
            return 0.0;
        }
        let often: f64 = self.bet[street_class(d.board_len)]
            .iter()
            .map(Rate::value)
            .sum::<f64>()
            .max(self.wild());
        ((often - VALUE_SHARE) / often.max(1e-9)).max(0.0)
    }

    /// The least share of bluffs to assume in an opponent's bet when this seat has been
    /// folding to that size more often than the share that makes a bluff of any two cards
    /// break even (`s / (1 + s)` for a bet of `s` pots): such folding hands the bettor a
    /// profit on every bluff, so a player who notices bluffs more. It is a floor the range
    /// starts from; what the bettor's showdowns show ([`super::evidence`]) takes over.
    pub fn bluffs_by_my_folds(&self, d: &Decision) -> f64 {
        if d.street == Street::Preflop || d.cost > 0 || !d.aggressive() {
            return 0.0;
        }
        let size = d.size();
        let break_even = size / (1.0 + size);
        let bucket = size_bucket(size);
        let folds = self.my_fold[bucket]
            .value()
            .max(self.my_fold_by_street[street_class(d.board_len)][bucket].value());
        let excess = folds - break_even - 0.05;
        // Steep, so folds return close to the break-even share (each tenth of excess folding
        // is read as half the bets being bluffs): a softer response left this seat folding
        // 60 to 80% to a player's big bets that were all bluffs.
        (5.0 * excess).clamp(0.0, 0.6)
    }

    /// Keeps every rate to the last few hundred observations, so a deviation built on old
    /// evidence moves back once the opponent changes and it stops paying.
    fn forget_old_evidence(&mut self) {
        const WINDOW: f64 = 300.0;
        let cap = |r: &mut Rate| {
            if r.chances > WINDOW {
                r.hits *= WINDOW / r.chances;
                r.chances = WINDOW;
            }
        };
        self.pf_raise.iter_mut().for_each(cap);
        self.pf_fold.iter_mut().for_each(cap);
        cap(&mut self.pf_jam);
        cap(&mut self.limp_fold);
        self.limp_fold_by_size.iter_mut().for_each(cap);
        self.open_fold_by_size.iter_mut().for_each(cap);
        self.bet.iter_mut().flatten().for_each(cap);
        self.fold.iter_mut().flatten().for_each(cap);
        self.raise.iter_mut().for_each(cap);
        self.fold_to_raise.iter_mut().for_each(cap);
        self.fold_to_raise_by_size.iter_mut().for_each(cap);
        cap(&mut self.reraise);
        cap(&mut self.aggression);
        self.my_fold.iter_mut().for_each(cap);
        self.my_fold_by_street.iter_mut().flatten().for_each(cap);
        cap(&mut self.bluffs);
        cap(&mut self.flop_play);
        self.flop_play_whole.iter_mut().for_each(cap);
        self.flop_play_spread.iter_mut().for_each(cap);
        cap(&mut self.limp_trap);
    }

    /// Learns how a hand that saw the flop ended: this seat had equity `equity` at its first
    /// flop decision, with `invested` chips in a pot of `pot`, and won `net` chips in all.
    pub fn observe_flop_play(
        &mut self,
        strong: bool,
        equity: f64,
        pot: f64,
        invested: f64,
        net: f64,
    ) {
        if let Some(beyond) = share_beyond_equity(equity, pot, invested, net, FLOP_SHARE_LIMITS) {
            self.flop_play.record_value(beyond);
        }
        if let Some(beyond) = share_beyond_equity(equity, pot, invested, net, FLOP_WHOLE_LIMITS) {
            let band = usize::from(!strong);
            self.flop_play_whole[band].record_value(beyond);
            self.flop_play_spread[band].record_value(beyond * beyond);
        }
        self.forget_old_evidence();
    }

    /// Learns how a hand ended that checked the opponent's limp with the top of its range:
    /// equity `equity` then, in a pot of `pot` with `invested` chips in, and `net` chips won.
    pub fn observe_limp_trap(&mut self, equity: f64, pot: f64, invested: f64, net: f64) {
        if let Some(beyond) = share_beyond_equity(equity, pot, invested, net, LIMP_TRAP_LIMITS) {
            self.limp_trap.record_value(beyond);
            self.forget_old_evidence();
        }
    }

    /// How much more of a limped pot than its equity a strong hand that checks is read to take
    /// after the flop: the prior until trapped hands show more, never below the prior. A
    /// trapped hand's result is a whole stack often enough that the few dozen traps of a match
    /// cannot tell a losing trap from a few lost stacks. A reading let fall below the prior
    /// after 30 traps stopped the trapping for the rest of a match against the limper,
    /// whose trapped hands win well over a pot beyond their equity (held at the prior, `hard`
    /// won 236 to 714 mbb/hand more against it at seeds 1 to 3, summed over the four games).
    /// Against a player the trap does not pay against, a check held at the prior gives up a
    /// few tenths of the pot to the raise; the weaker hands, which count on
    /// [`LIMP_TRAP_WEAKER`] less, check only on evidence.
    pub fn limp_trap_edge(&self) -> f64 {
        self.limp_trap.value().max(LIMP_TRAP_PRIOR)
    }

    /// How much more of the pot than its equity this seat has taken after the flop from this
    /// opponent with a hand in the `strong` band or not, beyond what a sound opponent gives (0
    /// at the prior or below, so the static core never counts on it): see
    /// [`OpponentModel::flop_play_reading`].
    pub fn flop_play_edge(&self, strong: bool) -> f64 {
        self.flop_play_reading(strong).edge
    }

    /// The reading of this seat's play after the flop that a hand in the `strong` band counts
    /// on: the larger of the typical pots' reading (each hand held to a few pots, counted as
    /// it is, at most [`FLOP_TYPICAL_LIMIT`]) and the whole reading of this band's hands
    /// (stacks counted in full, less [`FLOP_PLAY_ERRORS`] standard errors, at most
    /// [`FLOP_PLAY_LIMIT`]). A player who pays off whole stacks shows in the second; one who
    /// gives up many small pots, in the first.
    pub fn flop_play_reading(&self, strong: bool) -> FlopPlayReading {
        let typical = FlopPlayReading {
            edge: (self.flop_play.value() - FLOP_PLAY_PRIOR).clamp(0.0, FLOP_TYPICAL_LIMIT),
            share: self.flop_play.value(),
            pots: self.flop_play.chances,
            whole: None,
        };
        let band = usize::from(!strong);
        let (readings, squares) = (&self.flop_play_whole[band], &self.flop_play_spread[band]);
        let mean = readings.value();
        let spread = (squares.value() - mean * mean).max(0.0);
        let error = (spread / (readings.chances + FLOP_PLAY_STRENGTH)).sqrt();
        let whole = FlopPlayReading {
            edge: (mean - FLOP_PLAY_PRIOR - FLOP_PLAY_ERRORS * error).clamp(0.0, FLOP_PLAY_LIMIT),
            share: mean,
            pots: readings.chances,
            whole: Some(strong),
        };
        if whole.edge > typical.edge {
            whole
        } else {
            typical
        }
    }

    /// Before the flop, the chance the opponent folds to a raise of `size` pots facing one
    /// raise: after its own limp when `limped`, else as the big blind facing an open. A size
    /// with little evidence of its own reads the rate of all sizes, or more for a big raise
    /// (most players fold more to bigger raises), so a player whose folds depend on the size
    /// (one that calls small raises and folds to big ones) is learned size by size, and one
    /// whose folds do not is read the same at every size.
    pub fn preflop_fold(&self, size: f64, limped: bool) -> f64 {
        let by_size = self.preflop_folds_by_size(limped);
        let all = if limped {
            self.limp_fold.value()
        } else {
            self.pf_fold[2].value()
        };
        const STRENGTH: f64 = 3.0;
        let estimate = |j: usize| {
            let r = &by_size[j];
            let base = all.max(PF_SIZE_PRIOR[j].min(all + 0.4));
            (r.hits + base * STRENGTH) / (r.chances + STRENGTH)
        };
        // Folds never fall as raises grow: a smaller size tried a few times lifts this one
        // to its rate (an untried smaller size, only a prior, lifts nothing).
        let k = preflop_size_bucket(size);
        (0..k)
            .filter(|&j| by_size[j].chances >= 5.0)
            .map(estimate)
            .fold(estimate(k), f64::max)
    }

    /// How many raises the opponent has answered before the flop at the spot a raise over
    /// `raises` earlier raises makes (over a limp when `limped`), as its rates count them.
    pub fn preflop_fold_seen(&self, raises: usize, limped: bool) -> f64 {
        match raises {
            0 if limped => self.limp_fold.chances,
            0 => self.pf_fold[2].chances,
            r => self.pf_fold[(r + 2).min(PREFLOP_SPOTS - 1)].chances,
        }
    }

    /// Folds to a preflop raise by size: after a limp, or facing an open.
    fn preflop_folds_by_size(&self, limped: bool) -> &[Rate; PF_SIZES] {
        if limped {
            &self.limp_fold_by_size
        } else {
            &self.open_fold_by_size
        }
    }

    /// Whether a preflop raise of `size` pots facing one raise has been answered often enough
    /// (five times) that its own fold rate may choose the size.
    pub fn preflop_size_seen(&self, size: f64, limped: bool) -> bool {
        self.preflop_folds_by_size(limped)[preflop_size_bucket(size)].chances >= 5.0
    }

    /// Whether other preflop raise sizes are worth trying: the usual raise of `usual` pots
    /// has been answered ten times and is called often enough (folded to less than 85% of
    /// the time) that a player folding more to bigger ones would pay. Until then the usual
    /// size is the only one.
    pub fn preflop_sizes_worth_trying(&self, usual: f64, limped: bool) -> bool {
        let r = &self.preflop_folds_by_size(limped)[preflop_size_bucket(usual)];
        r.chances >= 10.0 && r.hits < 0.85 * r.chances
    }

    /// Facing a raise over its own bet of `over_bet` pots: the rate it has folded at over bets
    /// of that size, once it has answered [`RAISE_FOLDS_SEEN`] such raises (the rate is
    /// shrunk toward its prior, so it is counted low rather than high).
    pub fn seen_raise_fold(&self, over_bet: Option<f64>) -> Option<f64> {
        let rate = &self.fold_to_raise_by_size[size_bucket(over_bet?)];
        (rate.chances >= RAISE_FOLDS_SEEN).then(|| rate.value())
    }

    /// The chance the opponent folds to a bet of `size` pots on a board of `board_len` cards
    /// (preflop: to a raise at `preflop` spot). `over_bet` is the size in pots of the
    /// opponent's own bet on this street that the raise comes over, if any; a raise's `size`
    /// is then what it adds beyond calling (see [`super::value::raise_size_of`]).
    ///
    /// Folds never fall as bets grow: a bigger bet is given at least the fold rate seen for
    /// any smaller one (few players call a pot-sized bet more often than a third of one), so
    /// a rate learned from small bets carries to the sizes not yet tried; a smaller size
    /// counts in proportion to the bets of that size actually seen.
    pub fn fold_chance(
        &self,
        board_len: usize,
        size: f64,
        preflop: Option<usize>,
        over_bet: Option<f64>,
    ) -> f64 {
        match (preflop, over_bet) {
            (Some(spot), _) => self.pf_fold[spot].value(),
            (None, Some(bet)) => {
                // Before evidence a raise smaller than the core's usual one is folded to less
                // as its price falls; folds seen count as they are (a player who folds to
                // raises whatever they cost is read so).
                let scale = small_price_scale(size, SMALLEST_USUAL_RAISE);
                let by_size = &self.fold_to_raise_by_size[size_bucket(bet)];
                let by_street =
                    self.fold_to_raise[street_class(board_len)].value_with_prior_scaled(scale);
                // The size's own rate once it has some evidence of its own.
                let w = by_size.chances / (by_size.chances + 20.0);
                let fold = w * by_size.value_with_prior_scaled(scale) + (1.0 - w) * by_street;
                // The rates are learned from raises of the usual sizes; a raise far bigger
                // (a shove over a small bet) is called as much less often as a player must
                // defend against it (`1 / (1 + s)` for `s` pots), so a raise of twenty pots is
                // not priced as if called like one of a pot.
                if size > BIGGEST_USUAL_RAISE {
                    1.0 - (1.0 - fold) * (1.0 + BIGGEST_USUAL_RAISE) / (1.0 + size)
                } else {
                    fold
                }
            }
            (None, None) => {
                let rates = &self.fold[street_class(board_len)];
                let k = size_bucket(size);
                let own = if k == 0 && size < SMALLEST_USUAL_BET {
                    rates[0].value() * small_price_scale(size, SMALLEST_USUAL_BET)
                } else if k == SIZES - 1 {
                    // An all-in overbet: before evidence, called half again as often as a
                    // balanced player must defend (`1 / (1 + s)` of the time for `s` pots),
                    // so a pure bluff of it loses and a value bet of it is priced modestly;
                    // what it actually gets is learned.
                    rates[k].value_toward(1.0 - JAM_CALL_PRIOR / (1.0 + size))
                } else {
                    rates[k].value()
                };
                // A smaller size lifts this one only as far as it has evidence of its own: a
                // prior never tried must not outweigh what this size has shown.
                rates[..k]
                    .iter()
                    .map(|r| {
                        let w = r.chances / (r.chances + 10.0);
                        w * r.value() + (1.0 - w) * own
                    })
                    .fold(own, f64::max)
            }
        }
    }

    /// The likelihood, as a function of a hand's standing in the current range (0 = weakest,
    /// 1 = strongest), of the opponent's decision `d`.
    pub fn likelihood(&self, d: &Decision, last_size: f64) -> impl Fn(f64) -> f64 + use<> {
        let sig = |x: f64| 1.0 / (1.0 + (-x / TAU).exp());
        // The band of the range that takes this action: [low, high] in standing.
        let (low, high, soft_top) = if d.street == Street::Preflop {
            let spot = preflop_spot(d);
            let raise = self.pf_raise[spot].value().max(self.wild());
            let fold = if d.cost > 0 {
                self.pf_fold[spot].value()
            } else {
                0.0
            };
            match d.action {
                Action::RaiseTo(_) if is_jam(d) => (
                    1.0 - self.pf_jam.value().max(0.6 * self.wild()).max(0.005),
                    1.0,
                    false,
                ),
                Action::RaiseTo(_) => (1.0 - raise, 1.0, false),
                Action::Call | Action::Check => (fold, 1.0 - raise, true),
                _ => (0.0, fold.max(0.05), false),
            }
        } else {
            let street = street_class(d.board_len);
            if d.cost == 0 {
                let mut freqs: Vec<f64> = self.bet[street].iter().map(Rate::value).collect();
                let mut total: f64 = freqs.iter().sum();
                // A player that raises everything bets everything: its sizes keep their
                // shares, its betting as a whole is at least its aggression.
                let wild = self.wild();
                if wild > total && total > 0.0 {
                    freqs.iter_mut().for_each(|f| *f *= wild / total);
                    total = wild;
                }
                match d.action {
                    Action::RaiseTo(_) => {
                        let k = size_bucket(d.size());
                        let above: f64 = freqs[k + 1..].iter().sum();
                        let here = above + freqs[k];
                        (1.0 - here, 1.0 - above, above > 0.01)
                    }
                    // Checks come mostly from the hands that do not bet; strong hands trap.
                    _ => (0.0, 1.0 - total, true),
                }
            } else {
                let fold = self.fold[street][size_bucket(last_size)].value();
                let raise = self.raise[street].value().max(self.wild());
                match d.action {
                    // A raise over a raise comes from the top few hands.
                    Action::RaiseTo(_) if d.raises >= 2 => {
                        (1.0 - self.reraise_rate().min(raise), 1.0, false)
                    }
                    Action::RaiseTo(_) => (1.0 - raise, 1.0, false),
                    Action::Call => (fold, 1.0 - raise, true),
                    _ => (0.0, fold, false),
                }
            }
        };
        let floor = if d.street == Street::Preflop {
            PREFLOP_FLOOR
        } else if d.aggressive() {
            // Enough weak hands that they make up the bluff share of the band: the share
            // seen at showdowns, or more when the opponent bets more often than any value
            // range could (bets beyond the top [`VALUE_SHARE`] of hands must be bluffs, so a
            // player who bets more often is never read as stronger).
            let band = (high - low).clamp(0.01, 0.99);
            let b = self
                .bluffs
                .value()
                .max(self.bluffs_by_frequency(d))
                .max(self.bluffs_by_my_folds(d))
                .clamp(0.01, 0.6);
            (b * band / ((1.0 - b) * (1.0 - band))).clamp(0.004, 0.5)
        } else {
            FLOOR
        };
        move |u: f64| {
            let above_low = if low <= 0.0 { 1.0 } else { sig(u - low) };
            let below_high = if high >= 1.0 {
                1.0
            } else if soft_top {
                1.0 - 0.8 * sig(u - high)
            } else {
                1.0 - sig(u - high)
            };
            floor + (1.0 - floor) * above_low * below_high
        }
    }
}

/// Where the two cards `a`, `b` stood among all hands on `board` (0 = weakest), draws
/// counted as the bot counts them.
fn shown_standing(
    board: &[crate::cards::Card],
    a: crate::cards::Card,
    b: crate::cards::Card,
) -> f64 {
    use crate::bots::range::strengths;
    let dead: crate::cards::CardSet = board.iter().copied().collect();
    let all = super::with_draws(strengths(board, dead), board);
    crate::cards::range::combo_index(a, b).map_or(0.5, |i| all[i])
}

/// Each hand's standing in `range` by `strength` (0 = weakest, 1 = strongest, by weight).
pub fn standings(range: &Range, strength: &[f64]) -> Vec<f64> {
    let mut order: Vec<usize> = (0..strength.len()).collect();
    order.sort_by(|&a, &b| strength[a].total_cmp(&strength[b]));
    let total = range.total().max(1e-12);
    let mut out = vec![0.0; strength.len()];
    let mut below = 0.0;
    let mut i = 0;
    while i < order.len() {
        // Hands of equal strength share one standing.
        let mut j = i;
        let mut tied = 0.0;
        while j < order.len() && strength[order[j]] == strength[order[i]] {
            tied += range.weights[order[j]];
            j += 1;
        }
        let u = (below + tied / 2.0) / total;
        for &k in &order[i..j] {
            out[k] = u;
        }
        below += tied;
        i = j;
    }
    out
}
