//! Expected values of the betting options, in chips relative to folding now: checking and
//! calling at an equity, and betting or raising to a total with a chance that the opponent
//! folds (its weakest hands) and an equity against the hands that continue.

use crate::engine::Action;

use super::Spot;
use super::model::{OpponentModel, SIZES, size_bucket};
use super::rollout::Tally;

/// The share of the pot a hand expects to take when more streets are to come: its equity
/// scaled by how much of it is realised in or out of position, plus, against a player who
/// folds to bets after the flop more often than a sound one, that extra share (`steal`) of
/// the pots the hand would otherwise not win: a bet takes them.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Realization {
    /// The share of the equity realised.
    pub scale: f64,
    /// How much more often than a sound player the opponent folds to a bet after the flop.
    pub steal: f64,
    /// How much more of the pot than its equity this seat has taken after the flop from this
    /// opponent than from a sound one (see [`super::model::OpponentModel::flop_play_edge`]).
    pub edge: f64,
}

impl Realization {
    /// The share of the pot expected with `equity`.
    pub fn share(&self, equity: f64) -> f64 {
        let kept = equity * self.scale;
        kept + (self.steal * (1.0 - kept).max(0.0)).max(self.edge)
    }
}

/// The value of checking with `equity` (the pot as it stands, won at that rate).
pub fn check(spot: &Spot, equity: f64) -> f64 {
    equity * spot.pot
}

/// The value of calling with `equity`.
pub fn call(spot: &Spot, equity: f64) -> f64 {
    equity * (spot.pot + spot.cost) - spot.cost
}

/// The bet's size in pots of a raise to `total`.
pub fn size_of(spot: &Spot, total: f64) -> f64 {
    let beyond = total - spot.opp_pip - spot.cost;
    beyond.max(0.0) / (spot.pot + spot.cost).max(1.0)
}

/// A raise to `total` over the opponent's bet, in pots: the chips it adds beyond calling,
/// over the pot once called (a raise of three quarters of the pot is 0.75). What the fold
/// chance of a raise reads its price by.
pub fn raise_size_of(spot: &Spot, total: f64) -> f64 {
    (total - spot.opp_pip).max(0.0) / (spot.pot + spot.cost).max(1.0)
}

/// The size a fold chance reads for a bet or raise to `total` after the flop: a raise over
/// a bet by what it adds beyond calling, a bet by [`size_of`].
pub fn postflop_fold_size(spot: &Spot, total: f64, over_bet: Option<f64>) -> f64 {
    if over_bet.is_some() {
        raise_size_of(spot, total)
    } else {
        size_of(spot, total)
    }
}

/// Hands at or above this strength (a share of all hands on the board) do not fold to a bet
/// after the flop, nor to a raise of a pot or less; see [`strong_for`] for bigger raises.
const STRONG: f64 = 0.75;

/// How far above a bet's learned fold rate the cut of hands that never fold sits.
const STRONG_ROOM: f64 = 0.1;

/// The highest that cut goes: the top twentieth of hands never folds to a bet.
const STRONGEST_CUT: f64 = 0.95;

/// The strength at or above which a hand does not fold to a raise of `size` pots over a bet:
/// the share of hands above it shrinks as the price grows past a pot, as a player must defend
/// less against it (a shove of twenty-five pots is called by about the top 2% of hands, not
/// by every hand in the top quarter).
fn strong_for(size: f64) -> f64 {
    1.0 - (1.0 - STRONG) * (2.0 / (1.0 + size.max(1.0)))
}

/// What a raise that is called with chips behind counts on beyond its realised equity: `share`
/// of the pot (see [`Realization::edge`]), on a pot of at most `max_pot` chips (the pot of the
/// usual size called), so a bigger raise is not chosen for the bigger pot the share is taken
/// of: what was learned from the usual pots says little about bigger ones.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct CalledEdge {
    pub share: f64,
    pub max_pot: f64,
}

impl CalledEdge {
    /// Nothing counted on.
    pub const NONE: CalledEdge = CalledEdge {
        share: 0.0,
        max_pot: 0.0,
    };
}

/// What the model says of the opponent's folding to a raise: its `chance` (see
/// [`OpponentModel::fold_chance`]), and after the flop, over the first bet of a street, the
/// rate it has been `seen` folding to raises over bets of that size, once seen often enough
/// to stand for that spot ([`OpponentModel::seen_raise_fold`]).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct FoldRead {
    pub chance: f64,
    pub seen: Option<f64>,
}

impl FoldRead {
    /// What `model` says of a raise of `size` pots on a board of `board_len` cards (before the
    /// flop at `preflop` spot), over the opponent's bet of `over_bet` pots if any.
    pub fn read(
        model: &OpponentModel,
        board_len: usize,
        size: f64,
        preflop: Option<usize>,
        over_bet: Option<f64>,
    ) -> FoldRead {
        FoldRead {
            chance: model.fold_chance(board_len, size, preflop, over_bet),
            seen: model.seen_raise_fold(over_bet),
        }
    }
}

impl From<f64> for FoldRead {
    /// A chance with nothing seen of the spot itself.
    fn from(chance: f64) -> FoldRead {
        FoldRead { chance, seen: None }
    }
}

/// The value of raising to `total` when the weakest `fold` share folds, the strongest
/// `raise_back` share raises again, and the rest calls. Raised again, this seat goes on only
/// when its equity against those top hands pays for the rest of the stack (priced as a raise
/// of about the pot, or all in when less is behind); otherwise it folds and loses the raise.
/// A hand that cannot stand a re-raise is worth less to raise with deep stacks than a
/// call-or-fold reading says. Called with chips behind, it counts on `edge` too.
pub fn raise_against_comeback(
    spot: &Spot,
    total: f64,
    fold: FoldRead,
    raise_back: f64,
    tally: &Tally,
    realize: f64,
    edge: CalledEdge,
) -> f64 {
    let add = total - spot.my_pip;
    let opp_add = total - spot.opp_pip;
    let fold = counted_fold(spot, total, fold, tally);
    let pot_after = spot.pot + add + opp_add;
    // Chips each seat still has behind once the raise is called.
    let behind = (spot.my_stack - add).min(spot.opp_stack - opp_add).max(0.0);
    let raise_back = if behind > 0.0 {
        raise_back.clamp(0.0, 1.0 - fold)
    } else {
        0.0
    };
    let call_share = 1.0 - fold - raise_back;
    let eq_called = tally.against_band(fold, 1.0 - raise_back) * realize;
    let edge = if behind > 0.0 {
        edge.share * pot_after.min(edge.max_pot)
    } else {
        0.0
    };
    let mut value = fold * spot.pot + call_share * (eq_called * pot_after + edge - add);
    if raise_back > 0.0 {
        let extra = pot_after.min(behind);
        let eq_top = tally.against_band(1.0 - raise_back, 1.0);
        let go_on = eq_top * (pot_after + 2.0 * extra) - add - extra;
        value += raise_back * go_on.max(-add);
    }
    value
}

/// The share of the range a raise to `total` is priced to fold, from the model's `fold`
/// chance: no more than a small price lets fold ([`fold_cap`]), and after the flop only the
/// hands that are not strong fold (a range narrowed to strong hands by the betting so far, a
/// 4-bettor on a low board, gives up less than a player's usual rate), unless the player has
/// been seen giving up bets of this size to a raise more often than that: its range for the
/// bet is then weaker than the reading of it (a player that leads half its hands and folds
/// them to a raise), and the rate it was seen folding at is counted.
pub fn counted_fold(spot: &Spot, total: f64, fold: FoldRead, tally: &Tally) -> f64 {
    let FoldRead { chance: fold, seen } = fold;
    // Holding only the board's hand on the last street, no hand the opponent can hold loses
    // to this one: a player who at worst splits the pot has no reason to fold.
    if spot.plays_the_board {
        return 0.0;
    }
    let add = total - spot.my_pip;
    let opp_add = total - spot.opp_pip;
    let mut fold = fold.min(fold_cap(spot.pot + add, opp_add));
    if spot.board_len >= 3 {
        // A raise over a bet by its own size (a shove over a small bet is called by few
        // hands); a bet by the usual cut, which prices the core's overbets against players
        // who call them (in the arena, a cut that grew with a bet's size too cost a fifth of
        // what `hard` wins from a calling station).
        let strong = if spot.cost > 0.0 {
            strong_for(raise_size_of(spot, total))
        } else {
            // A player seen folding more than the top quarter's share to this size folds
            // some hands the cut would keep: the cut rises to leave room for that rate. Not
            // against a third card won at auction (the range is then stronger than the ones
            // those folds were seen from), nor for an all-in overbet, whose rate is mostly
            // its prior.
            if size_bucket(size_of(spot, total)) < SIZES - 1
                && fold > STRONG
                && !spot.opp_extra_card
            {
                (fold + STRONG_ROOM).min(STRONGEST_CUT)
            } else {
                STRONG
            }
        };
        // Seen only over the street's first bet, the spot its rate was learned at (a raise
        // over this seat's own bet or raise is answered from a stronger range).
        let seen = seen.filter(|_| spot.cost > 0.0 && spot.my_pip <= 0.0);
        fold = fold.min(tally.share_below(strong).max(seen.unwrap_or(0.0)));
    } else if spot.opp_pip > spot.big_blind {
        fold = fold.min(preflop_reraise_fold_cap(spot, add, opp_add));
    }
    fold
}

/// Before the flop, over a raise: the most the raiser folds to a re-raise that adds `add`
/// and asks it for `opp_add`. A hand folds only when its equity falls short of the price it
/// is offered (its call over the pot once called), and before the flop nearly every hand
/// keeps a fifth or more of the pot against even a strong range: none folds at a fifth or
/// less (a quarter over a 3-bet, whose range is stronger), and the share grows with the price
/// up to the player's own rate. A player who has put a share of its stack in already folds
/// that much less (its range is the stronger for the size of its raise). A small re-raise
/// over a 4-bet is not a steal however often the player folds to big ones. Opens and raises
/// over a limp are left to their learned rates.
fn preflop_reraise_fold_cap(spot: &Spot, add: f64, opp_add: f64) -> f64 {
    let odds = opp_add / (spot.pot + add + opp_add).max(1.0);
    let none_below = if spot.raises <= 1 { 0.2 } else { 0.25 };
    let committed = spot.opp_pip / (spot.opp_pip + spot.opp_stack).max(1.0);
    ((odds - none_below) * 4.0).clamp(0.0, 1.0) * (1.0 - committed)
}

/// The most an opponent folds when calling costs `call` into a pot of `pot` (with the raise
/// in it): a player needs only `call / (pot + call)` of equity to call, and few hands fall
/// below a small price, so a fold chance learned from ordinary bets is cut when the price is
/// small (a re-raise of a few chips over a committed stack is called, not folded to).
pub fn fold_cap(pot: f64, call: f64) -> f64 {
    if call <= 0.0 {
        return 0.0;
    }
    (2.5 * call / (pot + call)).min(1.0)
}

/// Raise options at `fractions` of the pot (after calling) and, when `with_all_in`, all in;
/// each with its value, using the model's fold chances for the spot.
pub fn raise_options(
    spot: &Spot,
    fractions: &[f64],
    with_all_in: bool,
    tally: &Tally,
    model: &OpponentModel,
    preflop_spot: Option<usize>,
    realize: f64,
) -> Vec<(Action, f64)> {
    let mut out: Vec<(Action, f64)> = Vec::new();
    let mut totals: Vec<u32> = fractions
        .iter()
        .filter_map(|&f| spot.raise_by_pot(f))
        .collect();
    if with_all_in {
        totals.extend(spot.all_in());
    }
    for total in totals {
        let action = Action::RaiseTo(total);
        if out.iter().any(|(a, _)| *a == action) {
            continue;
        }
        let t = f64::from(total);
        let over_bet = spot.facing_size().filter(|_| preflop_spot.is_none());
        let size = if preflop_spot.is_some() {
            size_of(spot, t)
        } else {
            postflop_fold_size(spot, t, over_bet)
        };
        let fold = FoldRead::read(model, spot.board_len, size, preflop_spot, over_bet);
        let back = if preflop_spot.is_none() {
            model.raise_back_chance(spot.board_len, over_bet.is_some())
        } else {
            0.0
        };
        out.push((
            action,
            raise_against_comeback(spot, t, fold, back, tally, realize, CalledEdge::NONE),
        ));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::super::rollout::BUCKETS;
    use super::*;
    use crate::engine::{LegalActions, Seat};

    /// A flop checked to this seat: pot 100, 1,000 behind each.
    fn checked_flop(opp_extra_card: bool) -> Spot {
        Spot {
            legal: LegalActions {
                seat: Seat::SMALL_BLIND,
                call_cost: 0,
                can_fold: false,
                can_check: true,
                can_call: false,
                raise: Some((2, 1000)),
                bid: None,
            },
            pot: 100.0,
            cost: 0.0,
            my_pip: 0.0,
            opp_pip: 0.0,
            my_stack: 1000.0,
            opp_stack: 1000.0,
            big_blind: 2.0,
            last_street: false,
            in_position: true,
            board_len: 3,
            plays_the_board: false,
            raises: 0,
            opp_extra_card,
            strong_hole: false,
        }
    }

    /// A range spread evenly over all strengths.
    fn even_range() -> Tally {
        Tally {
            weight: [1.0; BUCKETS],
            count: [1.0; BUCKETS],
            wins: [0.5; BUCKETS],
            ..Tally::default()
        }
    }

    #[test]
    fn a_player_seen_folding_more_than_the_top_quarter_allows_is_priced_at_its_rate() {
        let tally = even_range();
        let spot = checked_flop(false);
        // A bet of two pots: a sound rate is counted as it is, an over-folder's rate past the
        // top quarter's cut is counted too (the cut rises with it), up to the top twentieth.
        assert!((counted_fold(&spot, 200.0, 0.5.into(), &tally) - 0.5).abs() < 1e-9);
        assert!((counted_fold(&spot, 200.0, 0.85.into(), &tally) - 0.85).abs() < 1e-9);
        assert!((counted_fold(&spot, 200.0, 0.99.into(), &tally) - 0.95).abs() < 1e-9);
        // Against a third card won at auction the cut stays at the top quarter.
        let extra = checked_flop(true);
        assert!((counted_fold(&extra, 200.0, 0.85.into(), &tally) - 0.75).abs() < 1e-9);
        // An all-in overbet (ten pots) keeps the cut too: its rate is mostly its prior.
        assert!((counted_fold(&spot, 1000.0, 0.85.into(), &tally) - 0.75).abs() < 1e-9);
    }

    /// The flop of [`checked_flop`] with the opponent's bet of half the pot (50) to call.
    fn facing_half_pot_bet() -> Spot {
        Spot {
            legal: LegalActions {
                call_cost: 50,
                can_fold: true,
                can_check: false,
                can_call: true,
                raise: Some((100, 1000)),
                ..checked_flop(false).legal
            },
            pot: 150.0,
            cost: 50.0,
            opp_pip: 50.0,
            opp_stack: 950.0,
            raises: 1,
            ..checked_flop(false)
        }
    }

    /// A range read as all strong: every hand in the top fifth of all hands.
    fn strong_range() -> Tally {
        let mut tally = even_range();
        for b in 0..BUCKETS * 4 / 5 {
            tally.weight[b] = 0.0;
        }
        tally
    }

    #[test]
    fn a_lead_seen_given_up_to_raises_is_priced_at_that_rate_over_a_strong_reading() {
        let spot = facing_half_pot_bet();
        let tally = strong_range();
        // A raise to 250 (a pot over the call). Read as strong, the lead folds nothing.
        let unseen = FoldRead::from(0.85);
        assert!(counted_fold(&spot, 250.0, unseen, &tally) < 1e-9);
        // Seen folding 83% of its leads of this size to a raise: that rate is counted.
        let seen = FoldRead {
            chance: 0.85,
            seen: Some(0.83),
        };
        assert!((counted_fold(&spot, 250.0, seen, &tally) - 0.83).abs() < 1e-9);
        // Never above the model's chance, nor above what a small price lets fold.
        let low = FoldRead {
            chance: 0.6,
            seen: Some(0.83),
        };
        assert!((counted_fold(&spot, 250.0, low, &tally) - 0.6).abs() < 1e-9);
        let small = counted_fold(&spot, 110.0, seen, &tally);
        assert!((small - fold_cap(260.0, 60.0)).abs() < 1e-9 && small < 0.83);
        // Over this seat's own bet, raised back, the rate is not the spot it was seen at.
        let reraised = Spot {
            my_pip: 50.0,
            my_stack: 950.0,
            opp_pip: 150.0,
            opp_stack: 850.0,
            pot: 300.0,
            cost: 100.0,
            raises: 2,
            ..spot
        };
        assert!(counted_fold(&reraised, 450.0, seen, &tally) < 1e-9);
    }
}
