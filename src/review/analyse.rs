//! Each decision of a seat analysed by the hard core from that seat's information, and graded
//! with the coach's one judgement: a betting decision by the chips it gave up against the best
//! option ([`Judgement`]), a bid by the chips it lost against the best bid given the other
//! bid, as the drill scores it. One fresh analyst per hand, its samples seeded by the hand, so
//! the same input and seed give the same grades on any number of threads.

use rand::SeedableRng;
use rand::rngs::StdRng;
use serde::Serialize;

use crate::bots::{Budget, MonteCarlo};
use crate::coach::bid_score::{bid_chip_cost, score_bid, truthful_bid};
use crate::coach::{Grade, Judgement, tenth};
use crate::engine::{Action, Phase, Seat, Street, VariantId};
use crate::history::LoadedHand;
use crate::narration::vocabulary::Betting;

use super::decision::decisions;

/// The analyst's budget: enough rollouts for steady prices, no clock (the same input gives the
/// same report on a busy machine).
pub const REVIEW_BUDGET: Budget = Budget {
    samples: 400,
    max_ms: 1.0e9,
};

/// Where in the hand a decision was.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum StreetClass {
    Preflop,
    Auction,
    Flop,
    Turn,
    River,
    /// River of Blood's run streets.
    Run,
}

impl StreetClass {
    pub const ALL: [StreetClass; 6] = [
        StreetClass::Preflop,
        StreetClass::Auction,
        StreetClass::Flop,
        StreetClass::Turn,
        StreetClass::River,
        StreetClass::Run,
    ];

    pub fn name(self) -> &'static str {
        match self {
            StreetClass::Preflop => "preflop",
            StreetClass::Auction => "auction",
            StreetClass::Flop => "flop",
            StreetClass::Turn => "turn",
            StreetClass::River => "river",
            StreetClass::Run => "run",
        }
    }
}

/// What the seat faced.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum SpotKind {
    /// Nothing owed: check or bet.
    Open,
    /// A bet (or the blinds) to answer.
    FacingBet,
    /// A raise to answer.
    FacingRaise,
    /// A sealed bid.
    Auction,
}

impl SpotKind {
    pub const ALL: [SpotKind; 4] = [
        SpotKind::Open,
        SpotKind::FacingBet,
        SpotKind::FacingRaise,
        SpotKind::Auction,
    ];

    pub fn name(self) -> &'static str {
        match self {
            SpotKind::Open => "open",
            SpotKind::FacingBet => "facing a bet",
            SpotKind::FacingRaise => "facing a raise",
            SpotKind::Auction => "auction",
        }
    }
}

/// Writes a game by its id ("sneak-peek").
fn game_id<S: serde::Serializer>(game: &VariantId, out: S) -> Result<S::Ok, S::Error> {
    out.serialize_str(game.id())
}

/// One decision, analysed and graded.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Reviewed {
    /// The file and the hand's number in it.
    pub file: String,
    pub hand: u32,
    /// The game the hand was played in (hand numbers start again in each game's files);
    /// written by its id in JSON.
    #[serde(serialize_with = "game_id")]
    pub game: VariantId,
    /// The decision's place in the hand (0 first) among this seat's decisions.
    pub decision: usize,
    pub street: StreetClass,
    pub spot: SpotKind,
    /// What the seat did, and the best option, in words ("calling 40", "bidding 12").
    pub action: String,
    pub best: String,
    /// Their values in chips (relative to folding now; for a bid, the result given the other
    /// bid).
    pub value: f64,
    pub best_value: f64,
    /// Chips given up against the best option.
    pub lost: f64,
    pub grade: Grade,
    /// The seat's equity against the core's estimate of the other's range.
    pub equity: f64,
    /// The pot before the decision.
    pub pot: u32,
    /// The hand's big blind (a tournament's rises from hand to hand).
    pub big_blind: u32,
    /// Graded at the table (the figures its coach showed, kept in the hand's file), not
    /// analysed afresh.
    pub from_table: bool,
}

impl Reviewed {
    /// Where in the hand the decision was: its street and spot ("flop, facing a bet"), or one
    /// word when the two are the same ("auction").
    pub fn place(&self) -> String {
        let (street, spot) = (self.street.name(), self.spot.name());
        // Before the flop, the only "bet" without a raise is the big blind (the small blind's
        // first decision), named as such.
        let spot = if self.street == StreetClass::Preflop && self.spot == SpotKind::FacingBet {
            "facing the big blind"
        } else {
            spot
        };
        if street == spot {
            street.to_string()
        } else {
            format!("{street}, {spot}")
        }
    }
}

/// The hard core as it analyses one hand: fresh (it knows nothing of the players beyond the
/// hand), its samples seeded by the run's seed, the file and the hand's number. Asked about the
/// seat's decisions in order, it gives the same analysis every time.
pub struct Analyst {
    core: MonteCarlo,
    rng: StdRng,
}

impl Analyst {
    /// The analyst of `hand` for a run seeded `seed`.
    pub fn new(hand: &LoadedHand, seed: u64, budget: Budget) -> Analyst {
        Analyst {
            core: MonteCarlo::new("review", budget),
            rng: StdRng::seed_from_u64(hand_seed(seed, hand)),
        }
    }

    /// The core's analysis of the decision at `view` (the view's seat is the one analysed).
    pub fn advise(&mut self, view: &crate::engine::SeatView) -> Option<crate::bots::Advice> {
        self.core.advise(view, &mut self.rng)
    }
}

/// Reviews every decision of the seat named `name` in `hand` (none when no seat has that
/// name), with samples seeded by `seed` and the hand.
pub fn review_hand(hand: &LoadedHand, name: &str, seed: u64, budget: Budget) -> Vec<Reviewed> {
    review_hand_in_full(hand, name, seed, budget).reviewed
}

/// One hand's review of a seat, with what it left out.
#[derive(Debug, Clone, Default)]
pub struct HandReview {
    /// The graded decisions.
    pub reviewed: Vec<Reviewed>,
    /// Decisions with a choice that were not graded: a shove the coach's prices cannot weigh
    /// (at the table or here), or a spot the core could not price.
    pub not_graded: usize,
    /// Decisions felt played in the seat's place (a hosted bot's illegal or late answers,
    /// marked in the hand's file): not the seat's own.
    pub played_for: usize,
}

/// [`review_hand`], with the count of the decisions it left out and why.
pub fn review_hand_in_full(hand: &LoadedHand, name: &str, seed: u64, budget: Budget) -> HandReview {
    let Some(seat) = hand
        .names
        .iter()
        .position(|n| n.eq_ignore_ascii_case(name))
        .map(|i| Seat(i as u8))
    else {
        return HandReview::default();
    };
    let mut analyst = Analyst::new(hand, seed, budget);
    // Shown on screens and in reports: made printable once, here.
    let file = crate::text::printable(&hand.source.display().to_string());
    // What the table's coach showed this seat, when it was graded at the table.
    let shown = hand
        .table_grades
        .as_ref()
        .filter(|(graded, _)| *graded == seat)
        .map(|(_, grades)| grades.as_slice())
        .unwrap_or_default();
    let mut out = Vec::new();
    let (mut not_graded, mut played_for) = (0, 0);
    for (i, d) in decisions(&hand.hand, seat).into_iter().enumerate() {
        // felt's own play in a hosted bot's place is not the bot's to be graded for.
        if hand.played_for.contains(&d.at_event) {
            played_for += 1;
            continue;
        }
        match grade_decision(hand, seat, i, &d, shown, &file, &mut analyst) {
            Some(reviewed) => out.push(reviewed),
            None => not_graded += 1,
        }
    }
    HandReview {
        reviewed: out,
        not_graded,
        played_for,
    }
}

/// The grade of one decision `d` (the seat's `i`th): the table's, when it graded it (`shown`),
/// else the analyst's; `None` when it cannot be graded (a shove too deep for the coach's
/// prices).
fn grade_decision(
    hand: &LoadedHand,
    seat: Seat,
    i: usize,
    d: &super::decision::DecisionPoint,
    shown: &[crate::history::graded::TableGrade],
    file: &str,
    analyst: &mut Analyst,
) -> Option<Reviewed> {
    let street = street_class(&d.view);
    let pot = d.view.pot;
    if let Some(g) = shown.iter().find(|g| g.at == d.view.events.len()) {
        // The table's own figures; a decision it did not grade is not graded here.
        let grade = g.grade.as_deref().and_then(Grade::from_name)?;
        let spot = match Betting::of(&d.view) {
            _ if matches!(d.action, Action::Bid(_)) => SpotKind::Auction,
            Some(betting) => spot_kind(&d.view, &betting),
            None => return None,
        };
        return Some(Reviewed {
            file: file.to_string(),
            hand: hand.number,
            game: d.view.variant(),
            decision: i,
            street,
            spot,
            // Read from a file: made printable like every other outside text.
            action: crate::text::printable(&g.action),
            best: crate::text::printable(&g.best),
            value: g.value,
            best_value: g.best_value,
            lost: g.lost,
            grade,
            equity: g.equity,
            pot,
            big_blind: d.view.setup.big_blind,
            from_table: true,
        });
    }
    let advice = analyst.advise(&d.view)?;
    let reviewed = if let Action::Bid(bid) = d.action {
        let value = advice.bid_value?;
        let other = d.other_bid.unwrap_or(0);
        // In chips of the pot: a chip bid costs less than a chip (see `bid_score`).
        let cost = bid_chip_cost(
            advice.card_equities,
            advice.peek_swing.map(|_| advice.equity),
        );
        let score = score_bid(value, bid, other).priced(cost);
        let most = d.view.stacks[seat.index()];
        let best_bid = truthful_bid(value).min(most);
        // The truthful bid is judged right whatever the other bid was (a tie is luck).
        let lost = score.judged_loss(most);
        Reviewed {
            file: file.to_string(),
            hand: hand.number,
            game: d.view.variant(),
            decision: i,
            street,
            spot: SpotKind::Auction,
            action: format!("bidding {bid}"),
            best: format!("bidding {best_bid}"),
            value: tenth(score.gain),
            best_value: tenth(score.gain + lost),
            lost: tenth(lost),
            grade: crate::coach::bid_score::bid_grade(
                lost,
                crate::coach::bid_score::bid_scale(pot, d.view.setup.big_blind),
                bid,
                crate::coach::bid_score::shown_value(value),
            ),
            equity: advice.equity,
            pot,
            big_blind: d.view.setup.big_blind,
            from_table: false,
        }
    } else {
        let betting = Betting::of(&d.view)?;
        let spot = spot_kind(&d.view, &betting);
        let j = Judgement::new(&d.view, advice)?;
        let g = j.grade(d.action, d.view.setup.big_blind)?;
        Reviewed {
            file: file.to_string(),
            hand: hand.number,
            game: d.view.variant(),
            decision: i,
            street,
            spot,
            action: betting.gerund(d.action),
            best: betting.gerund(g.best),
            value: g.value,
            best_value: g.best_value,
            lost: g.lost,
            grade: g.grade,
            equity: j.advice.equity,
            pot,
            big_blind: d.view.setup.big_blind,
            from_table: false,
        }
    };
    Some(reviewed)
}

/// The seed of one hand's analysis: the run's seed, the file and the hand's number.
fn hand_seed(seed: u64, hand: &LoadedHand) -> u64 {
    let mut h: u64 = seed ^ 0x9E37_79B9_7F4A_7C15;
    for b in hand.source.to_string_lossy().bytes() {
        h = (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3);
    }
    h ^ u64::from(hand.number).wrapping_mul(0xBF58_476D_1CE4_E5B9)
}

fn street_class(view: &crate::engine::SeatView) -> StreetClass {
    if view.phase == Phase::Auction {
        return StreetClass::Auction;
    }
    match view.street {
        Street::Preflop => StreetClass::Preflop,
        Street::Flop => StreetClass::Flop,
        Street::Turn => StreetClass::Turn,
        Street::River => StreetClass::River,
        Street::Run(_) => StreetClass::Run,
    }
}

/// Open when nothing is owed; facing a raise when the other seat's chips this street answer a
/// bet (before the flop: any raise over the blinds); facing a bet otherwise.
fn spot_kind(view: &crate::engine::SeatView, betting: &Betting) -> SpotKind {
    if betting.call_cost == 0 {
        return SpotKind::Open;
    }
    let raises = view
        .events
        .iter()
        .rev()
        .take_while(|e| {
            !matches!(
                e,
                crate::engine::Event::DealBoard { .. }
                    | crate::engine::Event::AuctionResolved { .. }
            )
        })
        .filter(|e| {
            matches!(
                e,
                crate::engine::Event::Act {
                    action: Action::RaiseTo(_),
                    ..
                }
            )
        })
        .count();
    let facing_raise = if view.street == Street::Preflop {
        raises >= 1
    } else {
        raises >= 2
    };
    if facing_raise {
        SpotKind::FacingRaise
    } else {
        SpotKind::FacingBet
    }
}
