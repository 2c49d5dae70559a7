//! Preflop play. First in, a chart by position and stack depth: the small blind opens the top
//! of its hands (fewer when deep), limps a band below, folds the rest, and pushes or folds
//! when the stacks are short; the big blind raises the top after a limp. Against a raise, the
//! equity against the raiser's modelled range decides calls by the pot odds (with a share
//! for playing out of position); re-raises come only from the top of the range, tighter at
//! every level, and deep stacks go in only with the very top unless the opponent's raises
//! have been seen to be wide. Opens and raises over a limp take the size the opponent's folds
//! pay best, learned size by size (a player who calls small raises and folds to big ones is
//! raised big); the usual size stays unless another is folded to clearly more often and is
//! worth more. A call of a re-raise counts on less of its equity the weaker it is, as it gives
//! up on most flops.

use rand::{Rng, RngCore};

use crate::bots::strength::preflop_percentile;
use crate::engine::{Action, Event, SeatView};

use super::model::{LIMP_TRAP_FOLDS, LIMP_TRAP_SHARE, LIMP_TRAP_WEAKER, OpponentModel};
use super::rollout::Tally;
use super::value::{self, CalledEdge, Realization};
use super::{RaisePricer, Spot};

/// Share of hands the small blind pushes with at `bb` big blinds effective (a fit to the
/// heads-up push-or-fold equilibrium).
fn push_range(bb: f64) -> f64 {
    const POINTS: [(f64, f64); 6] = [
        (2.0, 1.0),
        (5.0, 0.78),
        (8.0, 0.62),
        (10.0, 0.55),
        (12.0, 0.48),
        (15.0, 0.40),
    ];
    interpolate(&POINTS, bb)
}

/// Share of hands the big blind calls a push with at `bb` big blinds effective.
fn call_push_range(bb: f64) -> f64 {
    const POINTS: [(f64, f64); 6] = [
        (2.0, 1.0),
        (5.0, 0.62),
        (8.0, 0.45),
        (10.0, 0.38),
        (12.0, 0.33),
        (15.0, 0.27),
    ];
    interpolate(&POINTS, bb)
}

fn interpolate(points: &[(f64, f64)], x: f64) -> f64 {
    let (first, last) = (points[0], points[points.len() - 1]);
    if x <= first.0 {
        return first.1;
    }
    if x >= last.0 {
        return last.1;
    }
    for w in points.windows(2) {
        let ((x0, y0), (x1, y1)) = (w[0], w[1]);
        if x <= x1 {
            return y0 + (y1 - y0) * (x - x0) / (x1 - x0);
        }
    }
    last.1
}

/// Share of hands the small blind opens with at `bb` big blinds effective.
fn open_range(bb: f64) -> f64 {
    if bb >= 150.0 {
        0.62
    } else if bb >= 60.0 {
        0.68
    } else {
        0.72
    }
}

/// The top share of the range that re-raises facing `raises` raises.
fn reraise_range(raises: usize) -> f64 {
    match raises {
        1 => 0.10,
        2 => 0.045,
        _ => 0.025,
    }
}

/// The equity against the re-raiser's range, as read, that a 4-bet from the chart needs.
const FOUR_BET_EQUITY: f64 = 0.45;

/// Facing a 4-bet or more, a call that leaves more behind than this many pots (after the
/// call) is priced by the equity it realises, not as a commitment.
const COMMITTED_BEHIND: f64 = 1.5;

/// Raises made so far in the hand (before the flop: in this betting round).
pub(super) fn raises_before(view: &SeatView) -> usize {
    view.events
        .iter()
        .filter(|e| {
            matches!(
                e,
                Event::Act {
                    action: Action::RaiseTo(_),
                    ..
                }
            )
        })
        .count()
}

/// How much more often the opponent must be seen to fold to another raise size than to the
/// usual one before that size is chosen.
const SIZE_FOLD_EDGE: f64 = 0.10;

/// The raise sizes of one spot facing no raise yet (an open, or a raise over a limp), priced
/// by the opponent's folds to each size and its chance of re-raising.
struct Sizing<'a> {
    model: &'a OpponentModel,
    /// Raise-to totals in chips; the first is the usual size.
    sizes: &'a [f64],
    /// Raising over the opponent's limp (else opening).
    limped: bool,
    realize: f64,
    /// What the raise counts on beyond its equity when called.
    edge: CalledEdge,
}

impl Sizing<'_> {
    /// The raise to `total`: its size in pots, the fold chance and the value.
    fn price(&self, spot: &Spot, tally: &Tally, total: u32) -> (f64, f64) {
        let t = f64::from(total);
        let fold = self
            .model
            .preflop_fold(value::size_of(spot, t), self.limped);
        let back = first_raise_back(self.model);
        let ev = value::raise_against_comeback(
            spot,
            t,
            fold.into(),
            back,
            tally,
            self.realize,
            self.edge,
        );
        (fold, ev)
    }

    fn seen(&self, spot: &Spot, total: u32) -> bool {
        let pots = value::size_of(spot, f64::from(total));
        self.model.preflop_size_seen(pots, self.limped)
    }

    /// The size worth the most: its total, fold chance and value. Another size counts only
    /// once its folds have been seen, and replaces the usual one only when it is worth a clear
    /// margin more.
    fn best(&self, spot: &Spot, tally: &Tally) -> Option<(u32, f64, f64)> {
        self.best_folded_over(spot, tally, 0.0)
    }

    /// The size worth the most, as [`Sizing::best`], among the sizes the opponent is seen
    /// to fold to more than `least_fold` of the time: a steal's size.
    fn best_folded_over(
        &self,
        spot: &Spot,
        tally: &Tally,
        least_fold: f64,
    ) -> Option<(u32, f64, f64)> {
        let mut best: Option<(u32, f64, f64)> = None;
        let mut usual_fold = None;
        for (i, &size) in self.sizes.iter().enumerate() {
            let Some(total) = spot.raise_to(size) else {
                continue;
            };
            if i > 0 && !self.seen(spot, total) {
                continue;
            }
            let (fold, ev) = self.price(spot, tally, total);
            // Another size is worth it only against a player seen to fold more to it: with
            // folds that do not depend on the size, a bigger raise is priced higher only by
            // its bigger pot, which the hands that call or re-raise it do not pay.
            let usual = *usual_fold.get_or_insert(fold);
            if i > 0 && fold < usual + SIZE_FOLD_EDGE {
                continue;
            }
            let margin = if i == 0 { 0.0 } else { 0.05 * spot.big_blind };
            if fold <= least_fold {
                continue;
            }
            if best.is_none_or(|(_, _, b)| ev > b + margin) {
                best = Some((total, fold, ev));
            }
        }
        best
    }

    /// The raise a hand that raises anyway makes: while the usual size is seen to be called,
    /// each other size whose folds have not been seen yet is tried (and priced into
    /// `options`); otherwise `best`.
    fn raise(
        &self,
        spot: &Spot,
        tally: &Tally,
        best: u32,
        options: &mut Vec<(Action, f64)>,
    ) -> Action {
        let usual = spot.raise_to(self.sizes[0]).unwrap_or(best);
        let usual = value::size_of(spot, f64::from(usual));
        if self.model.preflop_sizes_worth_trying(usual, self.limped)
            && let Some(other) = self.sizes[1..]
                .iter()
                .filter_map(|&size| spot.raise_to(size))
                .find(|&total| !self.seen(spot, total))
        {
            let (_, ev) = self.price(spot, tally, other);
            options.push((Action::RaiseTo(other), ev));
            return Action::RaiseTo(other);
        }
        Action::RaiseTo(best)
    }
}

/// The pricer of any raise at this decision, on the terms `decide` prices its raises: the
/// opponent's fold rate at the next preflop spot, and the equity realised in or out of
/// position (all of it when the raise commits the stacks).
pub fn pricer(view: &SeatView, spot: &Spot, tally: &Tally, model: &OpponentModel) -> RaisePricer {
    let raises = raises_before(view);
    let next_spot = (raises + 2).min(super::model::PREFLOP_SPOTS - 1);
    let realize = if spot.in_position { 0.98 } else { 0.88 };
    let fold_by_size = std::array::from_fn(|bucket| {
        // A size in the middle of each bucket reads that bucket's rate.
        let size = [0.75, 1.5, 2.5, 4.5][bucket];
        match raises {
            0 => model.preflop_fold(size, spot.cost <= 0.0),
            _ => model.pf_fold[next_spot].value(),
        }
    });
    let (raise_back, edge) = if raises == 0 {
        (first_raise_back(model), first_raise_edge(spot, model))
    } else {
        (raise_back(next_spot, model), CalledEdge::NONE)
    };
    RaisePricer::preflop(
        *spot,
        tally.clone(),
        fold_by_size,
        model.preflop_fold_seen(raises, spot.cost <= 0.0),
        realize,
        raise_back,
        edge,
    )
}

/// How much more of the pots the opponent gives up after the flop than a sound player would,
/// as this decision counts on it: its extra folds to a flop bet (see
/// [`OpponentModel::flop_fold_edge`]). A check or a call that sees a flop in a pot raised at
/// most once counts on taking that share of the pots its equity would not win. Pots
/// re-raised before the flop are left out (a range that re-raised or called a re-raise folds
/// less than the player's flops on the whole), and so are all-in calls (no flop to bet on)
/// and raises: priced with it, opens and raises over limps did no better in the arena.
fn flop_steal(spot: &Spot, raises: usize, model: &OpponentModel) -> f64 {
    if flop_reads_apply(spot, raises) {
        model.flop_fold_edge()
    } else {
        0.0
    }
}

/// How much more of the pot than its equity a check or call here counts on, from this seat's
/// play after the flop against this opponent ([`OpponentModel::flop_play_edge`]); nothing
/// where [`flop_reads_apply`] says the reads do not apply.
fn flop_play(spot: &Spot, raises: usize, model: &OpponentModel) -> f64 {
    if flop_reads_apply(spot, raises) {
        model.flop_play_edge(spot.strong_hole)
    } else {
        0.0
    }
}

/// What the hand's first raise (an open, or a raise over a limp) counts on beyond its equity
/// when called: the pot is then raised once, where [`OpponentModel::flop_play_edge`] is
/// learned, and the share is taken of the pot of the usual size called (an open to 2.5 big
/// blinds, 2.2 when short; a raise over a limp to 4). Checks and calls count on the share
/// too, so it moves none of them toward the passive options, nor any raise toward a bigger
/// size.
fn first_raise_edge(spot: &Spot, model: &OpponentModel) -> CalledEdge {
    CalledEdge {
        share: flop_play(spot, 0, model),
        max_pot: 2.0 * usual_first_raise(spot),
    }
}

/// The usual first raise's total in chips: an open to 2.5 big blinds (2.2 under 30 big
/// blinds effective), or a raise over a limp to 4.
fn usual_first_raise(spot: &Spot) -> f64 {
    let bb = spot.big_blind;
    let eff_bb = (spot.my_stack + spot.my_pip).min(spot.opp_stack + spot.opp_pip) / bb;
    if spot.cost <= 0.0 {
        4.0 * bb
    } else if eff_bb < 30.0 {
        2.2 * bb
    } else {
        2.5 * bb
    }
}

/// Whether a check or call here sees a flop in a pot raised at most once, with chips left to
/// bet after it: where the reads of the opponent's play after the flop (its flop folds, this
/// seat's flop play against it) are counted on.
fn flop_reads_apply(spot: &Spot, raises: usize) -> bool {
    let all_in_call = spot.cost >= spot.my_stack || spot.opp_stack <= 0.0;
    raises <= 1 && !all_in_call
}

/// The raises the big blind weighs over a limp: the usual one, to 6 and to 10 big blinds.
fn over_limp_sizes(spot: &Spot) -> [f64; 3] {
    let bb = spot.big_blind;
    [usual_first_raise(spot), 6.0 * bb, 10.0 * bb]
}

/// The big blind's raises over a limp of `sizes`, priced with the fold chance of this limper
/// by size: what it has done after limping when raised.
fn over_limp<'a>(
    spot: &Spot,
    model: &'a OpponentModel,
    realize: f64,
    sizes: &'a [f64],
) -> Sizing<'a> {
    Sizing {
        model,
        sizes,
        limped: true,
        realize,
        edge: first_raise_edge(spot, model),
    }
}

/// A check of the opponent's limp with a strong hand, priced on what such hands take after
/// the flop (see [`limp_trap`]), as the teaching note names it.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct LimpTrap {
    /// The limper's read chance of folding to the raise the check was weighed against.
    pub folds: f64,
    /// Raises over its limp the opponent has answered, as that rate counts them.
    pub answered: f64,
    /// That raise, to this many chips.
    pub raise_to: u32,
    /// How much more of the pot than its equity the check counts on.
    pub edge: f64,
    /// How much more than their equity the strong hands (the top
    /// [`LIMP_TRAP_SHARE`]) that checked this opponent's limps are read to take.
    pub strong_edge: f64,
    /// This hand is one of them (else it counts on [`LIMP_TRAP_WEAKER`] less).
    pub strong: bool,
    /// Strong hands that checked this opponent's limp so far (the edge's own evidence).
    pub trapped: f64,
}

/// When the suggested check of the opponent's limp is the trap of [`limp_trap`] (a raise
/// would be worth more without it): what it counts on.
pub fn limp_trap_counted(
    view: &SeatView,
    spot: &Spot,
    tally: &Tally,
    model: &OpponentModel,
) -> Option<LimpTrap> {
    let [a, b] = view.hole.as_slice() else {
        return None;
    };
    let p = preflop_percentile(*a, *b);
    let eff_bb = (spot.my_stack + spot.my_pip).min(spot.opp_stack + spot.opp_pip) / spot.big_blind;
    if raises_before(view) != 0 || spot.cost > 0.0 || eff_bb <= 12.0 || !spot.legal.can_check {
        return None;
    }
    let realize = realization(spot).0;
    let sizes = over_limp_sizes(spot);
    let (total, fold, ev) = over_limp(spot, model, realize, &sizes).best(spot, tally)?;
    let check = limp_trap(p, fold, realize, tally.equity(), spot, model)?;
    (check > ev).then(|| LimpTrap {
        folds: fold,
        answered: model.preflop_fold_seen(0, true),
        raise_to: total,
        edge: limp_trap_share(p, model),
        strong_edge: model.limp_trap_edge(),
        strong: p < LIMP_TRAP_SHARE,
        trapped: model.limp_trap.chances,
    })
}

/// The big blind's check of a limp when the limper is read to fold to the raise at least
/// [`LIMP_TRAP_FOLDS`] of the time: the check's value counting on what strong hands (the top
/// [`LIMP_TRAP_SHARE`]) have taken from this opponent after the flop beyond their equity
/// ([`OpponentModel::limp_trap_edge`]), less [`LIMP_TRAP_WEAKER`] for a weaker hand. `None`
/// where it does not apply. A raise that is folded to wins only the blind; checking keeps the
/// limper's whole range in.
fn limp_trap(
    percentile: f64,
    fold: f64,
    realize: f64,
    eq: f64,
    spot: &Spot,
    model: &OpponentModel,
) -> Option<f64> {
    (fold >= LIMP_TRAP_FOLDS)
        .then(|| value::check(spot, eq * realize + limp_trap_share(percentile, model)))
}

/// The share of the pot beyond its equity a check of a limp with a hand at `percentile`
/// counts on (see [`limp_trap`]).
fn limp_trap_share(percentile: f64, model: &OpponentModel) -> f64 {
    let strong = model.limp_trap_edge();
    if percentile < LIMP_TRAP_SHARE {
        strong
    } else {
        (strong - LIMP_TRAP_WEAKER).max(0.0)
    }
}

/// The steal worth naming to a person: a few points of the pot.
const NAMED_STEAL: f64 = 0.05;

/// Before the flop, the opponent's fold rate to a flop bet when this decision's prices count
/// on it folding clearly more often than a sound player (the teaching note names it).
pub fn flop_folds_counted(view: &SeatView, spot: &Spot, model: &OpponentModel) -> Option<f64> {
    let steal = flop_steal(spot, raises_before(view), model);
    (steal >= NAMED_STEAL && flop_edge_counted(view, spot, model).is_none())
        .then(|| model.flop_fold_rate())
}

/// The extra share of the pot after the flop that a decision's prices count on, as the
/// teaching note names it.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct FlopEdgeCounted {
    /// How much more of the pot than its equity this seat is read to end with.
    pub share: f64,
    /// Over how many pots that reached a flop.
    pub pots: u32,
    /// A raise here counts on it too (the hand's first raise, when called).
    pub in_raises: bool,
    /// When the reading counts stacks won and lost in full: which band of starting hands it
    /// is kept for, and the share counted on once its doubt is allowed for.
    pub whole: Option<WholeFlopEdge>,
}

/// The whole flop-play reading as a decision counts on it (see
/// [`OpponentModel::flop_play_reading`]).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct WholeFlopEdge {
    /// The reading is the stronger half of starting hands' (else the weaker half's).
    pub strong: bool,
    /// The share of the pot beyond a sound player's result counted on.
    pub counted: f64,
}

/// Before the flop, when this decision's prices count on this seat taking more of the pot
/// after the flop than its equity (see [`OpponentModel::flop_play_edge`]): the model's
/// reading of how much more of the pot than its equity it ends with, and over how many pots
/// (the latest few hundred), and whether a raise here counts on it too (the hand's first
/// raise does). The teaching note names it, in place of the flop folds' note when it is the
/// larger.
pub fn flop_edge_counted(
    view: &SeatView,
    spot: &Spot,
    model: &OpponentModel,
) -> Option<FlopEdgeCounted> {
    let raises = raises_before(view);
    if !flop_reads_apply(spot, raises) {
        return None;
    }
    let edge = flop_play(spot, raises, model);
    (edge >= NAMED_STEAL && edge > flop_steal(spot, raises, model)).then(|| {
        let reading = model.flop_play_reading(spot.strong_hole);
        FlopEdgeCounted {
            share: reading.share,
            pots: reading.pots.round() as u32,
            in_raises: raises == 0,
            whole: reading.whole.map(|strong| WholeFlopEdge {
                strong,
                counted: reading.edge,
            }),
        }
    })
}

/// How often the opponent re-raises the first raise of a hand (an open, or a raise over its
/// limp): the top of its range that does, which a raise of any size must price.
fn first_raise_back(model: &OpponentModel) -> f64 {
    raise_back(2, model)
}

/// How often the opponent raises again over this seat's raise, which puts it at preflop spot
/// `next_spot` (facing one raise, two, or more): its rate there, or more for a player that
/// raises everything. A re-raise with a weak hand is priced with it too: raised again, the
/// weak hand gives up what it put in.
fn raise_back(next_spot: usize, model: &OpponentModel) -> f64 {
    model.pf_raise[next_spot].value().max(model.wild())
}

/// The share of its equity a hand that sees the flop from here realises, and whether the
/// call is as good as all in. A call that leaves next to nothing behind (a tenth of the pot
/// it makes) plays out like an all-in: no later bet can make the hand fold, so all of its
/// equity is realised. Otherwise streets are left to play, and out of position less of the
/// equity is realised.
fn realization(spot: &Spot) -> (f64, bool) {
    let all_in_call = spot.cost >= spot.my_stack
        || spot.opp_stack <= 0.0
        || spot.effective_behind() <= 0.1 * (spot.pot + spot.cost);
    let realize = if all_in_call {
        1.0
    } else if spot.in_position {
        0.98
    } else {
        0.88
    };
    (realize, all_in_call)
}

/// The decision and the value of each option.
pub fn decide(
    view: &SeatView,
    spot: &Spot,
    tally: &Tally,
    model: &OpponentModel,
    rng: &mut dyn RngCore,
) -> (Action, Vec<(Action, f64)>) {
    let hole = view.hole.as_slice();
    let p = if hole.len() >= 2 {
        preflop_percentile(hole[0], hole[1])
    } else {
        1.0
    };
    let raises = raises_before(view);
    let pricer = pricer(view, spot, tally, model);
    let bb = spot.big_blind;
    let eff_bb = (spot.my_stack + spot.my_pip).min(spot.opp_stack + spot.opp_pip) / bb;
    let eq = tally.equity();
    let (realize, all_in_call) = realization(spot);
    // Seeing a flop: the equity realised, and the share of the pots a player who folds too
    // much to bets after the flop gives up.
    let seen = Realization {
        scale: realize,
        steal: flop_steal(spot, raises, model),
        edge: flop_play(spot, raises, model),
    };
    let mut options: Vec<(Action, f64)> = Vec::new();
    if spot.legal.can_fold {
        options.push((Action::Fold, 0.0));
    }
    if spot.legal.can_check {
        options.push((Action::Check, value::check(spot, seen.share(eq))));
    }
    if spot.legal.can_call {
        // Called, a re-raise leaves a weak hand against a strong range: it gives up on most
        // flops, so it realises less of its equity than a hand that can go on.
        let share = if raises >= 2 && !all_in_call {
            eq * realize * (0.2 + 1.6 * eq).min(1.0)
        } else {
            seen.share(eq)
        };
        options.push((Action::Call, value::call(spot, share)));
    }
    let next_spot = (raises + 2).min(super::model::PREFLOP_SPOTS - 1);
    let ev_of = |options: &[(Action, f64)], a: Action| {
        options
            .iter()
            .find(|(b, _)| *b == a)
            .map_or(f64::NEG_INFINITY, |o| o.1)
    };

    // First in: the small blind's chart.
    if raises == 0 && spot.cost > 0.0 {
        let fold_to_open = model.pf_fold[2].value();
        let three_bets = model.pf_raise[2].value();
        if eff_bb <= 12.0 {
            if let Some(total) = spot.all_in() {
                options.push((Action::RaiseTo(total), pricer.price(total).unwrap_or(0.0)));
                if p < push_range(eff_bb) {
                    return (Action::RaiseTo(total), options);
                }
            }
            return (spot.legal.check_or_fold(), options);
        }
        // A bounded step toward what the opponent shows: wider against a big blind that folds
        // too much, tighter against one that re-raises a lot.
        let mut open = open_range(eff_bb);
        if fold_to_open > 0.55 {
            open += (fold_to_open - 0.55) * 1.2;
        }
        if three_bets > 0.35 {
            open -= 0.10;
        }
        let size = usual_first_raise(spot);
        let sizes: &[f64] = if eff_bb < 30.0 {
            &[size]
        } else {
            &[size, 4.0 * bb, 7.0 * bb]
        };
        let sizing = Sizing {
            model,
            sizes,
            limped: false,
            realize,
            edge: first_raise_edge(spot, model),
        };
        if let Some((total, fold, ev)) = sizing.best(spot, tally) {
            options.push((Action::RaiseTo(total), ev));
            // Against a big blind seen to fold to opens more than usual, any hand whose
            // open is worth more than limping or folding opens too.
            // The steal is the best of the sizes it folds to more than half the time, which
            // need not be the best size for a hand that opens anyway.
            let stealing = if fold > 0.5 {
                Some((total, ev))
            } else {
                sizing
                    .best_folded_over(spot, tally, 0.5)
                    .map(|(total, _, ev)| (total, ev))
            };
            let steal =
                stealing.filter(|&(_, ev)| ev > ev_of(&options, Action::Call).max(0.0) + 0.1 * bb);
            if p < open {
                // A big blind that calls the usual open: the opening hands try other sizes.
                let action = sizing.raise(spot, tally, total, &mut options);
                return (action, options);
            }
            if let Some((steal, ev)) = steal {
                if steal != total {
                    options.push((Action::RaiseTo(steal), ev));
                }
                return (Action::RaiseTo(steal), options);
            }
        }
        // Against an opponent this seat is seen to take clearly more than its equity from
        // after the flop, a hand below the chart's limps still limps when that is priced
        // above folding: the flop is where the chips are.
        let limp_pays = seen.edge >= NAMED_STEAL && ev_of(&options, Action::Call) > 0.1 * bb;
        let action = if p < open + 0.12 || limp_pays {
            Action::Call
        } else {
            Action::Fold
        };
        return (action, options);
    }

    // The big blind after a limp.
    if raises == 0 {
        if eff_bb <= 12.0 {
            if let Some(total) = spot.all_in() {
                options.push((Action::RaiseTo(total), pricer.price(total).unwrap_or(0.0)));
                if p < push_range(eff_bb) * 0.6 {
                    return (Action::RaiseTo(total), options);
                }
            }
            return (Action::Check, options);
        }
        let sizes = over_limp_sizes(spot);
        let sizing = over_limp(spot, model, realize, &sizes);
        if let Some((total, fold, ev)) = sizing.best(spot, tally) {
            options.push((Action::RaiseTo(total), ev));
            // Against a player who gives its limps up to a raise, the raise wins only the
            // blind: a strong hand checks when what such hands take after the flop is worth
            // more (see [`limp_trap`]).
            if let Some(check) = limp_trap(p, fold, seen.scale, eq, spot, model)
                && check > ev
            {
                if let Some(o) = options.iter_mut().find(|(a, _)| *a == Action::Check) {
                    o.1 = check;
                }
                return (Action::Check, options);
            }
            // Against a player seen to give up its limps, any hand raises when that pays
            // better than checking.
            let punish = fold > 0.5 && ev > ev_of(&options, Action::Check);
            if p < 0.30 {
                // A limper that calls the usual raise: the raising hands try other sizes.
                let action = sizing.raise(spot, tally, total, &mut options);
                return (action, options);
            }
            if punish {
                return (Action::RaiseTo(total), options);
            }
        }
        return (Action::Check, options);
    }

    // Facing a raise.
    let pot_odds = spot.cost / (spot.pot + spot.cost);
    if all_in_call || spot.legal.raise.is_none() {
        // Exact equity against the range decides, with a short stack's chart as a floor.
        let short_call = eff_bb <= 15.0 && p < call_push_range(eff_bb);
        let call = eq >= pot_odds || short_call;
        return (if call { Action::Call } else { Action::Fold }, options);
    }
    let cap = reraise_range(raises);
    // A re-raise this big commits the stack: make it all in.
    let target = if spot.in_position { 3.0 } else { 3.5 } * spot.opp_pip;
    let behind_total = spot.my_stack + spot.my_pip;
    let commit = target >= 0.33 * behind_total;
    let raise_total = if commit {
        spot.all_in()
    } else {
        spot.raise_to(target)
    };
    if let Some(total) = raise_total {
        let fold = model.pf_fold[next_spot].value();
        let ev = value::raise_against_comeback(
            spot,
            f64::from(total),
            fold.into(),
            raise_back(next_spot, model),
            tally,
            if commit { 1.0 } else { realize },
            CalledEdge::NONE,
        );
        options.push((Action::RaiseTo(total), ev));
        // Over a re-raise the chart says little: a 4-bet range is a few hands, and whether
        // a pair of nines is ahead of it is a question for the equity against that range.
        // A 4-bet from the chart wants to be ahead of the 3-bets it meets, as read: against
        // a player who 3-bets only its best hands, nines are no 4-bet.
        let chart_raise = match raises {
            0 | 1 => p < cap,
            2 => p < cap && eq >= FOUR_BET_EQUITY,
            _ => false,
        };
        let value_raise = chart_raise || eq >= 0.62;
        let bluff = raises == 1 && !commit && (0.25..0.40).contains(&p) && rng.random_bool(0.15);
        let sound_jam = !commit || (raises < 3 && p < 0.03) || eq >= 0.60;
        if (value_raise || bluff) && sound_jam {
            return (Action::RaiseTo(total), options);
        }
    }
    // Calls that would put much of the stack in want a clear edge, not a thin one; so do
    // calls of a 4-bet or more that leave no more behind than about the pot (a later bet
    // takes the rest). Deeper, a called 4-bet still has streets to play, and the hand
    // realises only part of its equity against a strong range (the call's price says how
    // much).
    let deep_after_call = spot.effective_behind() > COMMITTED_BEHIND * (spot.pot + spot.cost);
    let committing = spot.cost >= 0.4 * spot.my_stack || (raises >= 3 && !deep_after_call);
    let call_ev = ev_of(&options, Action::Call);
    let call = if committing {
        eq >= pot_odds + 0.03
    } else {
        call_ev > 0.0
    };
    (if call { Action::Call } else { Action::Fold }, options)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn push_ranges_narrow_as_stacks_deepen() {
        assert!(push_range(5.0) > push_range(10.0));
        assert!(push_range(10.0) > push_range(15.0));
        assert!((push_range(10.0) - 0.55).abs() < 1e-9);
        assert!(call_push_range(10.0) < push_range(10.0));
        assert!(open_range(200.0) < open_range(40.0));
    }
}
