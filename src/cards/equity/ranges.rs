//! Equity of ranges against ranges: each player holds a range (or one exact hand), the board,
//! dead cards and exact hands are taken out of every range (card removal), and each player's
//! share is averaged over every deal of hands, weighted by the product of their weights, and
//! every board.
//!
//! Exact when cheap: heads-up before the flop every pair of hands is read from the matchup
//! table; heads-up on a flop, turn or river every runout is dealt once and the two ranges are
//! compared by a sweep over their sorted strengths (`ranges_exact`); otherwise every deal of
//! hands is enumerated when deals times boards stay within [`EXACT_BOARD_LIMIT`]. Anything
//! bigger is sampled (`ranges_sample`) with the standard error.

use rand::Rng;

use super::ranges_exact::{each_pair_preflop, per_deal, sweep_runouts};
use super::ranges_sample::sample_ranges;
use super::{EXACT_BOARD_LIMIT, EquityError, MAX_HANDS, Method, binomial, board_to_deal};
use crate::cards::board_rule::BoardRule;
use crate::cards::card::Card;
use crate::cards::eval::HandKey;
use crate::cards::range::HandRange;
use crate::cards::set::CardSet;

/// What one player holds.
#[derive(Debug, Clone, PartialEq)]
pub enum Holding {
    /// Known hole cards (two, or three in Auction Hold'em).
    Hand(Vec<Card>),
    /// A range of two-card hands.
    Range(HandRange),
}

/// A range-against-range question.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct RangeQuery {
    /// Each player's holding.
    pub players: Vec<Holding>,
    /// Board cards already dealt.
    pub board: Vec<Card>,
    /// Cards known to be out of play.
    pub dead: Vec<Card>,
    /// How the board continues.
    pub rule: BoardRule,
}

impl RangeQuery {
    /// True when an exact answer comes from the matchup table (heads-up, two-card hands,
    /// before the flop with no dead cards, the standard board) rather than from enumerating
    /// boards now.
    pub fn reads_preflop_table(&self) -> bool {
        self.players.len() == 2
            && self.rule == BoardRule::Standard
            && self.board.is_empty()
            && self.dead.is_empty()
            && self.players.iter().all(|p| match p {
                Holding::Hand(cards) => cards.len() == 2,
                Holding::Range(_) => true,
            })
    }
}

/// One player's result.
#[derive(Debug, Clone, PartialEq)]
pub struct PlayerEquity {
    /// Hands left in the player's range after card removal (1 for an exact hand).
    pub hands: usize,
    /// Share of deals (weighted) this player wins alone, 0 to 1.
    pub win: f64,
    /// Share of deals (weighted) this player ties for the best.
    pub tie: f64,
    /// Share of the pot on average, 0 to 1.
    pub equity: f64,
    /// Standard error of `equity` (0 when exact).
    pub std_error: f64,
}

/// The result of a range query.
#[derive(Debug, Clone, PartialEq)]
pub struct RangeReport {
    /// One entry per player, in query order.
    pub players: Vec<PlayerEquity>,
    /// True when every deal of hands and every board was counted.
    pub exact: bool,
    /// Deals of hands counted (pairs of hands heads-up); 0 when sampled.
    pub matchups: u64,
    /// Boards per deal of hands when exact; boards (each with its own deal) when sampled.
    pub boards: u64,
}

/// One hand a player may hold, with its weight.
#[derive(Debug, Clone)]
pub(super) struct Weighted {
    pub(super) cards: Vec<Card>,
    pub(super) mask: u64,
    pub(super) key: HandKey,
    pub(super) weight: f64,
}

/// The query made ready: each player's hands after card removal, the board checked.
pub(super) struct Prepared {
    pub(super) players: Vec<Vec<Weighted>>,
    pub(super) board: Vec<Card>,
    pub(super) dead: Vec<Card>,
    pub(super) rule: BoardRule,
    /// Board cards still to deal to reach the river, and whether the board is complete.
    pub(super) to_deal: usize,
    pub(super) complete: bool,
}

impl Prepared {
    /// Heads-up with two-card hands on both sides under the standard rule.
    fn heads_up_holdem(&self) -> bool {
        self.players.len() == 2
            && self.rule == BoardRule::Standard
            && self.players.iter().flatten().all(|h| h.cards.len() == 2)
    }

    /// Cards left for the board once the known cards and one hand per player are out.
    fn cards_left(&self) -> usize {
        let hand_cards: usize = self
            .players
            .iter()
            .map(|p| p.first().map_or(2, |h| h.cards.len()))
            .sum();
        52 - self.board.len() - self.dead.len() - hand_cards
    }
}

/// Computes each player's equity with ranges.
///
/// # Errors
/// [`EquityError`] when the query is not a possible deal: too few or too many players, a
/// wrong board, repeated known cards, a range left empty by card removal
/// ([`EquityError::EmptyRange`]) or ranges that cannot all be dealt at once
/// ([`EquityError::NoDeal`]).
pub fn calculate_ranges<R: Rng + ?Sized>(
    query: &RangeQuery,
    method: Method,
    rng: &mut R,
) -> Result<RangeReport, EquityError> {
    let prepared = prepare(query)?;
    let samples = match method {
        Method::Auto { samples } | Method::MonteCarlo { samples } if samples == 0 => {
            return Err(EquityError::NoSamples);
        }
        Method::Auto { samples } | Method::MonteCarlo { samples } => samples,
        Method::Enumerate => 0,
    };
    let hu = prepared.heads_up_holdem();
    // Boards per deal of hands; a board that can still run on cannot be counted.
    let boards = if prepared.complete {
        1
    } else if prepared.rule.has_run_cards() {
        u64::MAX
    } else {
        binomial(prepared.cards_left() as u64, prepared.to_deal as u64)
    };
    match method {
        Method::MonteCarlo { .. } => sample_ranges(&prepared, samples, rng),
        Method::Auto { .. } if hu && prepared.board.is_empty() && prepared.dead.is_empty() => {
            each_pair_preflop(&prepared)
        }
        Method::Auto { .. } | Method::Enumerate if hu && prepared.board.len() >= 3 => {
            sweep_runouts(&prepared)
        }
        Method::Enumerate if boards == u64::MAX => Err(EquityError::NotEnumerable),
        Method::Enumerate => per_deal(&prepared, Method::Enumerate),
        Method::Auto { .. } => {
            let limit = EXACT_BOARD_LIMIT / boards.max(1);
            if boards <= EXACT_BOARD_LIMIT && count_deals(&prepared.players, limit) <= limit {
                per_deal(&prepared, Method::Auto { samples: 1 })
            } else {
                sample_ranges(&prepared, samples, rng)
            }
        }
    }
}

/// Checks the query, takes known cards out of the ranges and lists each player's hands.
fn prepare(query: &RangeQuery) -> Result<Prepared, EquityError> {
    let n = query.players.len();
    if n < 2 {
        return Err(EquityError::TooFewHands(n));
    }
    if n > MAX_HANDS {
        return Err(EquityError::TooManyHands(n));
    }
    let mut known: Vec<Card> = query.board.iter().chain(&query.dead).copied().collect();
    for (index, p) in query.players.iter().enumerate() {
        if let Holding::Hand(cards) = p {
            if !(2..=3).contains(&cards.len()) {
                return Err(EquityError::HandSize {
                    index: index + 1,
                    len: cards.len(),
                });
            }
            known.extend(cards);
        }
    }
    let known_set = CardSet::try_from_cards(known).map_err(EquityError::Repeated)?;
    let (to_deal, complete) = board_to_deal(&query.board, query.rule)?;
    let players = query
        .players
        .iter()
        .enumerate()
        .map(|(index, p)| match p {
            Holding::Hand(cards) => Ok(vec![Weighted {
                cards: cards.clone(),
                mask: cards.iter().fold(0, |m, c| m | c.bit()),
                key: HandKey::of(cards),
                weight: 1.0,
            }]),
            Holding::Range(range) => {
                let hands: Vec<Weighted> = range
                    .without(known_set)
                    .combos()
                    .map(|(a, b, weight)| Weighted {
                        cards: vec![a, b],
                        mask: a.bit() | b.bit(),
                        key: HandKey::of(&[a, b]),
                        weight,
                    })
                    .collect();
                if hands.is_empty() {
                    Err(EquityError::EmptyRange {
                        index: index + 1,
                        range: range.to_string(),
                    })
                } else {
                    Ok(hands)
                }
            }
        })
        .collect::<Result<Vec<_>, _>>()?;
    Ok(Prepared {
        players,
        board: query.board.clone(),
        dead: query.dead.clone(),
        rule: query.rule,
        to_deal,
        complete,
    })
}

/// The number of deals of hands in which no two players share a card, counted up to just
/// past `limit`.
fn count_deals(players: &[Vec<Weighted>], limit: u64) -> u64 {
    fn walk(players: &[Vec<Weighted>], used: u64, limit: u64, count: &mut u64) {
        let Some((first, rest)) = players.split_first() else {
            *count += 1;
            return;
        };
        for h in first {
            if *count > limit {
                return;
            }
            if h.mask & used == 0 {
                walk(rest, used | h.mask, limit, count);
            }
        }
    }
    let mut count = 0;
    walk(players, 0, limit, &mut count);
    count
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::equity::{EquityQuery, calculate};
    use rand::SeedableRng;
    use rand::rngs::SmallRng;

    fn range(s: &str) -> Holding {
        Holding::Range(s.parse().expect("range"))
    }

    fn hand(s: &str) -> Holding {
        Holding::Hand(Card::parse_list(s).expect("cards"))
    }

    fn run(players: Vec<Holding>, board: &str, method: Method) -> RangeReport {
        let q = RangeQuery {
            players,
            board: Card::parse_list(board).expect("board"),
            ..RangeQuery::default()
        };
        calculate_ranges(&q, method, &mut SmallRng::seed_from_u64(5)).expect("valid query")
    }

    fn auto() -> Method {
        Method::Auto { samples: 300_000 }
    }

    fn exact_cards(hands: &[&str], board: &str) -> f64 {
        let q = EquityQuery {
            hands: hands
                .iter()
                .map(|h| Card::parse_list(h).expect("cards"))
                .collect(),
            board: Card::parse_list(board).expect("board"),
            ..EquityQuery::default()
        };
        calculate(&q, auto(), &mut SmallRng::seed_from_u64(1))
            .expect("valid")
            .hands[0]
            .equity
    }

    #[test]
    fn single_hand_ranges_give_the_exact_card_answer() {
        let r = run(vec![range("AhAs"), range("KdKc")], "", auto());
        assert!(r.exact);
        assert_eq!(r.matchups, 1);
        assert_eq!(r.boards, 1_712_304);
        assert!((r.players[0].equity - exact_cards(&["AhAs", "KdKc"], "")).abs() < 1e-12);
        assert!((r.players[0].equity - 0.812_555).abs() < 1e-5);
        for board in ["8s5hJs", "8s5hJs2c", "8s5hJs2cKh"] {
            let r = run(vec![range("AsKs"), hand("QdQh")], board, auto());
            assert!(r.exact);
            let want = exact_cards(&["AsKs", "QdQh"], board);
            assert!((r.players[0].equity - want).abs() < 1e-12, "{board}");
        }
    }

    #[test]
    fn a_range_is_the_weighted_mean_of_its_hands() {
        // AA against KK as ranges: every pair of the 6 x 6 hands, exact from the table
        // (81.95%, the "82%" usually quoted).
        let r = run(vec![range("AA"), range("KK")], "", auto());
        assert!(r.exact);
        assert_eq!(r.matchups, 36);
        let mean: f64 = ["AhAs", "AhAd", "AhAc", "AsAd", "AsAc", "AdAc"]
            .iter()
            .flat_map(|a| {
                ["KhKs", "KhKd", "KhKc", "KsKd", "KsKc", "KdKc"]
                    .iter()
                    .map(move |k| exact_cards(&[a, k], ""))
            })
            .sum::<f64>()
            / 36.0;
        assert!((r.players[0].equity - mean).abs() < 1e-12);
        assert!(
            (r.players[0].equity - 0.8195).abs() < 0.0005,
            "{}",
            r.players[0].equity
        );
        // A weight of one half counts a hand half as often.
        let w = run(vec![range("AhAs,AdAc:0.5"), range("KhKs")], "", auto());
        let (a, b) = (
            exact_cards(&["AhAs", "KhKs"], ""),
            exact_cards(&["AdAc", "KhKs"], ""),
        );
        assert!((w.players[0].equity - (a + 0.5 * b) / 1.5).abs() < 1e-12);
    }

    #[test]
    fn random_against_random_is_an_even_split() {
        let r = run(vec![range("random"), range("random")], "", auto());
        assert!(r.exact);
        assert_eq!(r.matchups, 1326 * 1225);
        assert!((r.players[0].equity - 0.5).abs() < 1e-12);
        assert!((r.players[0].win - r.players[1].win).abs() < 1e-12);
        let r = run(vec![range("any"), range("random")], "Kh7d2c", auto());
        assert!((r.players[0].equity - 0.5).abs() < 1e-12);
    }

    #[test]
    fn the_flop_sweep_agrees_with_dealing_every_pair() {
        for (a, b, board) in [
            ("QQ+,AKs", "22+,A2s+,KTs+,QJs", "Qs7h2d"),
            ("AK,TT:0.5", "T9s-65s,88", "9h8h2c"),
            ("AA,KhQh", "KK,QQ", "KsQs4h5c"),
            ("random", "30%", "AhKd3s5c9h"),
        ] {
            let q = RangeQuery {
                players: vec![range(a), range(b)],
                board: Card::parse_list(board).expect("board"),
                ..RangeQuery::default()
            };
            let prepared = prepare(&q).expect("valid");
            let sweep = sweep_runouts(&prepared).expect("a deal");
            let dealt = per_deal(&prepared, Method::Enumerate).expect("valid");
            for (s, d) in sweep.players.iter().zip(&dealt.players) {
                assert!((s.equity - d.equity).abs() < 1e-9, "{a} v {b} on {board}");
                assert!((s.win - d.win).abs() < 1e-9);
                assert!((s.tie - d.tie).abs() < 1e-9);
            }
            assert_eq!(sweep.matchups, dealt.matchups);
            assert_eq!(sweep.boards, dealt.boards);
        }
    }

    #[test]
    fn published_range_figures_are_reproduced() {
        // Figures quoted in public material (tests/equity_ranges.rs has more, with their
        // sources): AKs against QQ 46%, AA against a random hand 85.2%.
        let r = run(vec![range("AKs"), range("QQ")], "", auto());
        assert!(
            (r.players[0].equity - 0.4604).abs() < 0.0006,
            "{}",
            r.players[0].equity
        );
        let r = run(vec![range("AA"), range("random")], "", auto());
        assert!((r.players[0].equity - 0.8520).abs() < 0.0005);
    }

    #[test]
    fn sampling_agrees_with_the_exact_answer_within_its_error() {
        let exact = run(vec![range("QQ+,AKs"), range("22+,A2s+")], "", auto());
        let mc = run(
            vec![range("QQ+,AKs"), range("22+,A2s+")],
            "",
            Method::MonteCarlo { samples: 200_000 },
        );
        assert!(!mc.exact);
        let se = mc.players[0].std_error;
        assert!(se > 0.0 && se < 0.002);
        assert!((mc.players[0].equity - exact.players[0].equity).abs() < 5.0 * se);
        // Three players: sampled, and the equities add up to one.
        let three = run(vec![range("QQ+"), range("AK"), range("random")], "", auto());
        assert!(!three.exact);
        let total: f64 = three.players.iter().map(|p| p.equity).sum();
        assert!((total - 1.0).abs() < 1e-9);
    }

    #[test]
    fn card_removal_and_impossible_deals_are_reported() {
        let q = RangeQuery {
            players: vec![range("AA"), hand("AhAs")],
            dead: Card::parse_list("AdKc").expect("cards"),
            ..RangeQuery::default()
        };
        let err = calculate_ranges(&q, auto(), &mut SmallRng::seed_from_u64(1));
        assert!(matches!(err, Err(EquityError::EmptyRange { index: 1, .. })));
        // Only AcAd would be left, and the dead Ad takes it too.
        let q = RangeQuery {
            players: vec![range("AhKh"), range("KhQh")],
            ..RangeQuery::default()
        };
        assert_eq!(
            calculate_ranges(&q, auto(), &mut SmallRng::seed_from_u64(1)),
            Err(EquityError::NoDeal)
        );
        // The board takes hands out: one ace on the board leaves 3 pairs of aces.
        let r = run(vec![range("AA"), range("KK")], "Ah7c2d", auto());
        assert_eq!(r.players[0].hands, 3);
        assert_eq!(r.players[1].hands, 6);
        assert_eq!(r.matchups, 18);
    }
}
