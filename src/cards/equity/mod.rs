//! The equity calculator: each hand's (or each range's) share of the pot over every board
//! still to come.
//!
//! Boards are enumerated exactly when that is cheap (heads-up preflop is 1,712,304 boards)
//! and sampled by Monte Carlo otherwise. Boards run out by the query's
//! [`BoardRule`](crate::cards::BoardRule) (River of Blood's keeps dealing after the river while
//! the last card is red). Hands hold two or three cards.
//!
//! This module holds the query, the report and the entry point; the counting lives in
//! `tally`, exact enumeration in `exact` (with the hot heads-up preflop case in
//! `preflop`) and sampling in `monte_carlo`. Ranges against ranges ([`calculate_ranges`])
//! live in `ranges` (the query and the choice of method), `ranges_exact` (the matchup table
//! for every pair of hands preflop, a sweep over sorted strengths on a flop, turn or river)
//! and `ranges_sample`.

mod exact;
mod matchups;
mod monte_carlo;
mod preflop;
mod ranges;
mod ranges_exact;
mod ranges_sample;
mod tally;

use rand::Rng;
use thiserror::Error;

use super::board_rule::{BoardError, BoardRule, RIVER_BOARD};
use super::card::Card;
use super::eval::HandKey as Acc;
use super::set::CardSet;
use exact::enumerate;
use monte_carlo::sample;
use tally::Tally;

pub use ranges::{Holding, PlayerEquity, RangeQuery, RangeReport, calculate_ranges};

/// What to compute the equity of.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct EquityQuery {
    /// Each player's hole cards (two or three).
    pub hands: Vec<Vec<Card>>,
    /// Board cards already dealt, in dealing order.
    pub board: Vec<Card>,
    /// Cards known to be out of play.
    pub dead: Vec<Card>,
    /// How the board continues.
    pub rule: BoardRule,
}

/// How to compute it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Method {
    /// Exact enumeration when at most [`EXACT_BOARD_LIMIT`] boards remain, else Monte Carlo
    /// with this many samples.
    Auto { samples: u64 },
    /// Monte Carlo with exactly this many sampled boards.
    MonteCarlo { samples: u64 },
    /// Every board dealt and scored, whatever their number, without the preflop matchup
    /// table (for checking the table and timing the enumeration itself).
    Enumerate,
}

/// Enumerate exactly when no more boards than this remain.
pub const EXACT_BOARD_LIMIT: u64 = 2_500_000;
/// The most players an equity query may hold.
pub const MAX_HANDS: usize = 9;

/// One hand's result.
#[derive(Debug, Clone, PartialEq)]
pub struct HandEquity {
    /// The hole cards.
    pub hand: Vec<Card>,
    /// Boards on which this hand alone wins.
    pub wins: u64,
    /// Boards on which this hand ties for the best.
    pub ties: u64,
    /// Share of the pot on average, 0 to 1 (wins plus split shares).
    pub equity: f64,
    /// Standard error of `equity` (0 when exact).
    pub std_error: f64,
}

/// The result of a query.
#[derive(Debug, Clone, PartialEq)]
pub struct EquityReport {
    /// One entry per hand, in query order.
    pub hands: Vec<HandEquity>,
    /// Boards enumerated (exact) or sampled (Monte Carlo).
    pub trials: u64,
    /// True when every board was enumerated.
    pub exact: bool,
}

/// Why a query cannot be computed.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum EquityError {
    #[error("give at least two hands (got {0})")]
    TooFewHands(usize),
    #[error("at most {MAX_HANDS} hands are supported (got {0})")]
    TooManyHands(usize),
    #[error("hand {index} has {len} cards; a hand holds 2 or 3 cards")]
    HandSize { index: usize, len: usize },
    #[error("card {0} is used twice")]
    Repeated(Card),
    #[error(transparent)]
    Board(#[from] BoardError),
    #[error("samples must be at least 1")]
    NoSamples,
    #[error("not enough cards left in the deck to finish the board")]
    DeckTooSmall,
    #[error("a River of Blood board that is not complete cannot be enumerated; sample it")]
    NotEnumerable,
    #[error(
        "range {index} ({range}) holds no hand once the board, the dead cards and the other hands are taken out"
    )]
    EmptyRange { index: usize, range: String },
    #[error("the ranges leave no way to deal every player a hand without sharing a card")]
    NoDeal,
}

/// Computes each hand's equity.
///
/// # Errors
/// [`EquityError`] when the query is not a possible deal (repeated cards, wrong sizes).
pub fn calculate<R: Rng + ?Sized>(
    query: &EquityQuery,
    method: Method,
    rng: &mut R,
) -> Result<EquityReport, EquityError> {
    let (to_deal, complete) = validate(query)?;
    let used: CardSet = query
        .hands
        .iter()
        .flatten()
        .chain(&query.board)
        .chain(&query.dead)
        .copied()
        .collect();
    let avail: Vec<Card> = Card::all().filter(|c| !used.contains(*c)).collect();
    if avail.len() < to_deal {
        return Err(EquityError::DeckTooSmall);
    }
    let mut tally = Tally::new(query.hands.len());
    let holes: Vec<Acc> = query.hands.iter().map(|h| Acc::of(h)).collect();
    let board = Acc::board_of(&query.board);
    let exact = match method {
        Method::Auto { samples } => {
            if samples == 0 {
                return Err(EquityError::NoSamples);
            }
            // A board that can run on past the river is listed only once complete.
            let exact = complete
                || (!query.rule.has_run_cards()
                    && binomial(avail.len() as u64, to_deal as u64) <= EXACT_BOARD_LIMIT);
            if exact {
                match preflop_by_table(query) {
                    Some((win0, win1, tie)) => tally.add_heads_up(win0, win1, tie),
                    None => enumerate(&avail, to_deal, board, &holes, &mut tally),
                }
            } else {
                sample(&avail, query, samples, board, &holes, &mut tally, rng);
            }
            exact
        }
        Method::MonteCarlo { samples } => {
            if samples == 0 {
                return Err(EquityError::NoSamples);
            }
            sample(&avail, query, samples, board, &holes, &mut tally, rng);
            false
        }
        Method::Enumerate => {
            if query.rule.has_run_cards() && !complete {
                // A River of Blood board can grow past any fixed length: only sampling covers it.
                return Err(EquityError::NotEnumerable);
            }
            enumerate(&avail, to_deal, board, &holes, &mut tally);
            true
        }
    };
    Ok(tally.report(query, exact))
}

/// Wins of `h0`, wins of `h1` and ties over all 1,712,304 boards of a heads-up preflop deal
/// with no dead cards, from the matchup table; `None` when the hands share a card.
#[cfg(test)]
pub(crate) fn preflop_matchup(h0: [Card; 2], h1: [Card; 2]) -> Option<(u64, u64, u64)> {
    matchups::lookup(h0, h1)
}

impl EquityQuery {
    /// True when an exact answer comes from the matchup table (two two-card hands before the
    /// flop, no dead cards, the standard board) rather than from enumerating boards now.
    pub fn reads_preflop_table(&self) -> bool {
        preflop_by_table(self).is_some()
    }
}

/// Two two-card hands before the flop with no dead cards: the counts from the matchup
/// table (the same numbers the enumeration gives, looked up in microseconds).
fn preflop_by_table(query: &EquityQuery) -> Option<(u64, u64, u64)> {
    let plain =
        query.board.is_empty() && query.dead.is_empty() && query.rule == BoardRule::Standard;
    match query.hands.as_slice() {
        [a, b] if plain => matchups::lookup([*a.first()?, *a.get(1)?], [*b.first()?, *b.get(1)?])
            .filter(|_| a.len() == 2 && b.len() == 2),
        _ => None,
    }
}

/// Checks the query; returns how many cards the board still needs to reach the river and
/// whether it is already complete.
fn validate(query: &EquityQuery) -> Result<(usize, bool), EquityError> {
    let n = query.hands.len();
    if n < 2 {
        return Err(EquityError::TooFewHands(n));
    }
    if n > MAX_HANDS {
        return Err(EquityError::TooManyHands(n));
    }
    for (index, hand) in query.hands.iter().enumerate() {
        if !(2..=3).contains(&hand.len()) {
            return Err(EquityError::HandSize {
                index: index + 1,
                len: hand.len(),
            });
        }
    }
    CardSet::try_from_cards(
        query
            .hands
            .iter()
            .flatten()
            .chain(&query.board)
            .chain(&query.dead)
            .copied(),
    )
    .map_err(EquityError::Repeated)?;
    board_to_deal(&query.board, query.rule)
}

/// Checks a board against its rule; returns how many cards it still needs to reach the
/// river and whether it is already complete.
fn board_to_deal(board: &[Card], rule: BoardRule) -> Result<(usize, bool), EquityError> {
    rule.check(board)?;
    Ok((
        RIVER_BOARD.saturating_sub(board.len()),
        rule.is_complete(board),
    ))
}

/// n choose k, saturating.
fn binomial(n: u64, k: u64) -> u64 {
    (0..k).fold(1u64, |acc, i| acc.saturating_mul(n - i) / (i + 1))
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::SeedableRng;
    use rand::rngs::SmallRng;

    fn query(hands: &[&str], board: &str) -> EquityQuery {
        EquityQuery {
            hands: hands.iter().map(|h| Card::parse_list(h).unwrap()).collect(),
            board: Card::parse_list(board).unwrap(),
            ..EquityQuery::default()
        }
    }

    fn run(q: &EquityQuery) -> EquityReport {
        calculate(
            q,
            Method::Auto { samples: 200_000 },
            &mut SmallRng::seed_from_u64(1),
        )
        .unwrap()
    }

    #[test]
    fn aces_against_kings_preflop_matches_the_published_exact_figure() {
        // AhAs vs KdKc: 1,712,304 boards; the counts agree board for board with rs_poker
        // (tests/equity_reference.rs): aces hold 81.26% of the pot.
        let r = run(&query(&["AhAs", "KdKc"], ""));
        assert!(r.exact);
        assert_eq!(r.trials, 1_712_304);
        assert_eq!(
            r.hands[0].wins + r.hands[1].wins + r.hands[0].ties,
            1_712_304
        );
        let eq = r.hands[0].equity;
        assert!((eq - 0.81255).abs() < 0.00001, "AA vs KK equity {eq}");
    }

    #[test]
    fn equities_sum_to_one() {
        let r = run(&query(&["AsKs", "QdQh", "7c2d"], "8s5hJs"));
        let total: f64 = r.hands.iter().map(|h| h.equity).sum();
        assert!((total - 1.0).abs() < 1e-9);
    }

    #[test]
    fn a_complete_board_is_one_exact_trial() {
        let r = run(&query(&["AsAd", "KsKd"], "2c7h9dJcQs"));
        assert!(r.exact);
        assert_eq!(r.trials, 1);
        assert_eq!(r.hands[0].wins, 1);
        assert_eq!(r.hands[0].equity, 1.0);
    }

    #[test]
    fn identical_hands_split_every_board() {
        let r = run(&query(&["AsKd", "AcKh"], "2c7h9d"));
        assert!(r.hands[0].ties > 0);
        // No flush possible for either when the suits don't line up: about an even split.
        assert!((r.hands[0].equity - 0.5).abs() < 0.05);
    }

    #[test]
    fn monte_carlo_agrees_with_exact_within_its_error() {
        let q = query(&["AhAs", "KdKc"], "");
        let mc = calculate(
            &q,
            Method::MonteCarlo { samples: 400_000 },
            &mut SmallRng::seed_from_u64(3),
        )
        .unwrap();
        assert!(!mc.exact);
        let se = mc.hands[0].std_error;
        assert!(se > 0.0 && se < 0.001);
        assert!((mc.hands[0].equity - 0.81255).abs() < 5.0 * se);
    }

    #[test]
    fn three_card_hands_use_the_best_five_of_eight() {
        // A third hole card helps: AhAsKc against QdQh is better than AhAs alone.
        let two = run(&query(&["AhAs", "QdQh"], "8s5hJs"));
        let three = run(&query(&["AhAsKc", "QdQh"], "8s5hJs"));
        assert!(three.hands[0].equity > two.hands[0].equity);
    }

    #[test]
    fn bad_queries_are_rejected_with_the_reason() {
        let dup = query(&["AhAs", "AhKc"], "");
        assert_eq!(run_err(&dup), EquityError::Repeated("Ah".parse().unwrap()));
        assert_eq!(
            run_err(&query(&["AhAs", "KdKc"], "2c3c4c5c6c7c")),
            EquityError::Board(BoardError::Size(6))
        );
        assert_eq!(run_err(&query(&["AhAs"], "")), EquityError::TooFewHands(1));
        assert!(matches!(
            run_err(&query(&["Ah", "KdKc"], "")),
            EquityError::HandSize { index: 1, len: 1 }
        ));
    }

    fn run_err(q: &EquityQuery) -> EquityError {
        calculate(
            q,
            Method::Auto { samples: 10 },
            &mut SmallRng::seed_from_u64(1),
        )
        .unwrap_err()
    }

    #[test]
    fn river_of_blood_boards_follow_the_red_rule() {
        let mut q = query(&["AhAs", "KdKc"], "2c7h9dJcQh");
        q.rule = BoardRule::RiverOfBlood;
        // Red river: the board is not complete, so it is sampled.
        let r = run(&q);
        assert!(!r.exact);
        // A black river ends it: exact.
        q.board = Card::parse_list("2c7h9dJcQs").unwrap();
        assert!(run(&q).exact);
        // A run card after a black river is impossible.
        q.board = Card::parse_list("2c7h9dJcQs3d").unwrap();
        assert_eq!(
            run_err(&q),
            EquityError::Board(BoardError::RunAfterBlack("Qs".parse().unwrap()))
        );
        // Red river then black run card: complete, seven board cards.
        q.board = Card::parse_list("2c7h9dJcQh3s").unwrap();
        assert!(run(&q).exact);
    }

    #[test]
    fn binomial_counts_boards() {
        assert_eq!(binomial(48, 5), 1_712_304);
        assert_eq!(binomial(52, 7), 133_784_560);
        assert_eq!(binomial(5, 0), 1);
    }
}
