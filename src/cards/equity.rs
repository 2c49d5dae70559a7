//! The equity calculator: each hand's share of the pot over every board still to come.
//!
//! Boards are enumerated exactly when that is cheap (heads-up preflop is 1,712,304 boards)
//! and sampled by Monte Carlo otherwise. Boards can follow River of Blood's rule: after the
//! river, keep dealing while the last card is red. Hands hold two or three cards.

use rand::Rng;
use thiserror::Error;

use super::card::Card;
use super::eval::{Evaluator, HandKey as Acc, RANK_KEYS};
use super::set::CardSet;

/// How the rest of the board is dealt.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum BoardRule {
    /// Five board cards.
    #[default]
    Standard,
    /// Five board cards, then one more while the last card dealt is red (River of Blood).
    RiverOfBlood,
}

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
    #[error("a board has 0, 3, 4 or 5 cards (got {0})")]
    BoardSize(usize),
    #[error(
        "a River of Blood board only continues past the river while the last card is red; {0} is black"
    )]
    RunAfterBlack(Card),
    #[error("samples must be at least 1")]
    NoSamples,
    #[error("not enough cards left in the deck to finish the board")]
    DeckTooSmall,
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
            let exact = match query.rule {
                BoardRule::Standard => {
                    binomial(avail.len() as u64, to_deal as u64) <= EXACT_BOARD_LIMIT
                }
                BoardRule::RiverOfBlood => complete,
            };
            if exact {
                enumerate(&avail, to_deal, board, &holes, &mut tally);
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
    };
    Ok(tally.report(query, exact))
}

/// Checks the query; returns how many cards the standard board still needs and whether a
/// River of Blood board is already complete.
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
    let len = query.board.len();
    match query.rule {
        BoardRule::Standard if matches!(len, 0 | 3 | 4 | 5) => Ok((5 - len, len == 5)),
        BoardRule::Standard => Err(EquityError::BoardSize(len)),
        BoardRule::RiverOfBlood if matches!(len, 1 | 2) => Err(EquityError::BoardSize(len)),
        BoardRule::RiverOfBlood => {
            // Every card from the river up to the one before last must be red.
            if len > 5
                && let Some(black) = query.board[4..len - 1].iter().find(|c| !c.is_red())
            {
                return Err(EquityError::RunAfterBlack(*black));
            }
            let complete = len >= 5 && !query.board[len - 1].is_red();
            Ok((5usize.saturating_sub(len), complete))
        }
    }
}

/// Win, tie and share counts. Shares are counted in units of 1/2520 of a pot, so splits among
/// up to nine players stay exact integers.
struct Tally {
    wins: Vec<u64>,
    ties: Vec<u64>,
    shares: Vec<u64>,
    share_squares: Vec<f64>,
    trials: u64,
}

const SHARE_UNIT: u64 = 2520;

impl Tally {
    fn new(n: usize) -> Tally {
        Tally {
            wins: vec![0; n],
            ties: vec![0; n],
            shares: vec![0; n],
            share_squares: vec![0.0; n],
            trials: 0,
        }
    }

    /// Adds heads-up outcome counts (shares of 1, 0 or 1/2 each).
    fn add_heads_up(&mut self, win0: u64, win1: u64, tie: u64) {
        self.trials += win0 + win1 + tie;
        self.wins[0] += win0;
        self.wins[1] += win1;
        self.ties[0] += tie;
        self.ties[1] += tie;
        self.shares[0] += win0 * SHARE_UNIT + tie * SHARE_UNIT / 2;
        self.shares[1] += win1 * SHARE_UNIT + tie * SHARE_UNIT / 2;
        self.share_squares[0] += win0 as f64 + tie as f64 / 4.0;
        self.share_squares[1] += win1 as f64 + tie as f64 / 4.0;
    }

    #[inline(always)]
    fn record(&mut self, values: &[u32], squares: bool) {
        self.trials += 1;
        let best = values.iter().copied().max().unwrap_or(0);
        let winners = values.iter().filter(|&&v| v == best).count() as u64;
        let share = SHARE_UNIT / winners;
        for (i, &v) in values.iter().enumerate() {
            if v == best {
                if winners == 1 {
                    self.wins[i] += 1;
                } else {
                    self.ties[i] += 1;
                }
                self.shares[i] += share;
                if squares {
                    let s = 1.0 / winners as f64;
                    self.share_squares[i] += s * s;
                }
            }
        }
    }

    fn report(&self, query: &EquityQuery, exact: bool) -> EquityReport {
        let n = self.trials.max(1) as f64;
        let hands = query
            .hands
            .iter()
            .enumerate()
            .map(|(i, hand)| {
                let equity = self.shares[i] as f64 / SHARE_UNIT as f64 / n;
                let std_error = if exact {
                    0.0
                } else {
                    let var = (self.share_squares[i] / n - equity * equity).max(0.0);
                    (var / n).sqrt()
                };
                HandEquity {
                    hand: hand.clone(),
                    wins: self.wins[i],
                    ties: self.ties[i],
                    equity,
                    std_error,
                }
            })
            .collect();
        EquityReport {
            hands,
            trials: self.trials,
            exact,
        }
    }
}

/// Calls `f(partial, last)` for every way to deal `k - 1` more cards from `avail` onto
/// `board`, where `last` holds the candidates for the final card; `f` deals each of them
/// itself, so the innermost loop runs without a call per board. With `k == 0`, `f` gets the
/// board as it is and no candidates.
#[inline(always)]
fn for_each_board(avail: &[Card], k: usize, board: Acc, f: &mut impl FnMut(Acc, &[Card])) {
    fn walk(avail: &[Card], start: usize, k: usize, b: Acc, f: &mut impl FnMut(Acc, &[Card])) {
        if k == 1 {
            f(b, &avail[start..]);
            return;
        }
        for i in start..=avail.len() - k {
            walk(avail, i + 1, k - 1, b.with_card(avail[i]), f);
        }
    }
    if k == 0 {
        f(board, &[])
    } else {
        walk(avail, 0, k, board, f)
    }
}

/// Visits every way to deal `k` more cards from `avail` and scores each complete board.
fn enumerate(avail: &[Card], k: usize, board: Acc, holes: &[Acc], tally: &mut Tally) {
    let ev = Evaluator::get();
    if let [h0, h1] = holes {
        let keys: Vec<Acc> = avail.iter().map(|&c| Acc::board_of(&[c])).collect();
        let (win0, win1, tie) = if k == 5 && h0.len() == 2 && h1.len() == 2 {
            heads_up_preflop(avail, &keys, *h0, *h1, ev)
        } else {
            heads_up_counts(&keys, 0, k, board, *h0, *h1, ev)
        };
        tally.add_heads_up(win0, win1, tie);
        return;
    }
    let mut values = vec![0u32; holes.len()];
    for_each_board(avail, k, board, &mut |b, last| {
        let boards = std::iter::once(b)
            .filter(|_| k == 0)
            .chain(last.iter().map(|&c| b.with_card(c)));
        for full in boards {
            for (v, h) in values.iter_mut().zip(holes) {
                *v = h.value_with(full, ev).code();
            }
            tally.record(&values, false);
        }
    });
}

/// Heads-up preflop with two-card hands: all five board cards (the hot case: 1,712,304
/// boards). Flops are dealt card by card, each hand's part of the board added once per level;
/// the turn and river then go by [`Runouts::count`].
fn heads_up_preflop(
    avail: &[Card],
    keys: &[Acc],
    h0: Acc,
    h1: Acc,
    ev: &Evaluator,
) -> (u64, u64, u64) {
    let n = keys.len();
    let runouts = Runouts::new(avail);
    let mut out = (0u64, 0u64, 0u64);
    for a in 0..n {
        let (a0, a1) = (h0.combine(keys[a]), h1.combine(keys[a]));
        for b in a + 1..n {
            let (b0, b1) = (a0.combine(keys[b]), a1.combine(keys[b]));
            for c in b + 1..n {
                let (c0, c1) = (b0.combine(keys[c]), b1.combine(keys[c]));
                let (w0, w1, t) = runouts.count(keys, c + 1, c0, c1, ev);
                out.0 += w0;
                out.1 += w1;
                out.2 += t;
            }
        }
    }
    out
}

/// For each starting position in the remaining cards (in card order) and each set of suits
/// that can still make a flush ("live" suits, a 4-bit mask): how many of the cards from that
/// position on are of each rank in the other ("dead") suits, and which positions hold
/// live-suit cards.
struct Runouts {
    /// `[start * 16 + live]`: the dead-suit cards by rank.
    dead: Vec<[u8; 13]>,
    /// `[start * 16 + live]`: bit `i` set when position `i` (from `start` on) is live.
    live: Vec<u64>,
}

impl Runouts {
    fn new(avail: &[Card]) -> Runouts {
        let n = avail.len();
        let mut dead = vec![[0u8; 13]; (n + 1) * 16];
        let mut live = vec![0u64; (n + 1) * 16];
        for start in (0..n).rev() {
            let card = avail[start];
            let (rank, suit) = (usize::from(card.rank().index()), card.suit().index());
            for mask in 0..16 {
                let (here, next) = (start * 16 + mask, (start + 1) * 16 + mask);
                dead[here] = dead[next];
                live[here] = live[next];
                if mask & (1 << suit) != 0 {
                    live[here] |= 1 << start;
                } else {
                    dead[here][rank] += 1;
                }
            }
        }
        Runouts { dead, live }
    }

    /// Heads-up counts over every turn and river from the cards at positions `start..` of
    /// `keys` (two-card hands plus a flop in `c0` and `c1`).
    ///
    /// A suit in which neither hand holds three cards cannot make a flush with two cards to
    /// come, so its cards matter by rank alone: pairs of such dead-suit cards are scored once
    /// per pair of ranks and weighted by the number of card pairs, and a live-suit card meets
    /// each dead-suit rank once. Only pairs of live-suit cards are dealt card by card.
    #[inline(always)]
    fn count(
        &self,
        keys: &[Acc],
        start: usize,
        c0: Acc,
        c1: Acc,
        ev: &Evaluator,
    ) -> (u64, u64, u64) {
        let (mut win0, mut win1, mut tie) = (0u64, 0u64, 0u64);
        let mut add = |ways: u64, v0: u16, v1: u16| {
            win0 += ways * u64::from(v0 > v1);
            win1 += ways * u64::from(v1 > v0);
            tie += ways * u64::from(v0 == v1);
        };
        if c0.has_flush() || c1.has_flush() {
            // A flush already on the flop (rare): every turn and river card by card.
            for d in start..keys.len() {
                let (d0, d1) = (c0.combine(keys[d]), c1.combine(keys[d]));
                for &ke in &keys[d + 1..] {
                    add(
                        1,
                        d0.combine(ke).strength7(ev),
                        d1.combine(ke).strength7(ev),
                    );
                }
            }
            return (win0, win1, tie);
        }
        let live = (c0.live_suits(2) | c1.live_suits(2)) as usize;
        let at = start * 16 + live;
        // Invariant: `start <= keys.len()` and the tables hold `keys.len() + 1` positions, so
        // both entries exist; the fallback is never taken.
        let (Some(dead), Some(&live_bits)) = (self.dead.get(at), self.live.get(at)) else {
            return (0, 0, 0);
        };
        // The dead-suit ranks present, as (rank key, cards).
        let mut ranks = [(0u32, 0u64); 13];
        let mut n_ranks = 0;
        for (r, &m) in dead.iter().enumerate() {
            if m > 0 {
                ranks[n_ranks] = (RANK_KEYS[r], u64::from(m));
                n_ranks += 1;
            }
        }
        let ranks = &ranks[..n_ranks];
        // Dead with dead: by pairs of ranks.
        for (i, &(k1, m1)) in ranks.iter().enumerate() {
            if m1 > 1 {
                let pair = k1 + k1;
                add(
                    m1 * (m1 - 1) / 2,
                    c0.strength7_plus_ranks(pair, ev),
                    c1.strength7_plus_ranks(pair, ev),
                );
            }
            for &(k2, m2) in &ranks[i + 1..] {
                add(
                    m1 * m2,
                    c0.strength7_plus_ranks(k1 + k2, ev),
                    c1.strength7_plus_ranks(k1 + k2, ev),
                );
            }
        }
        let mut xs = live_bits;
        while xs != 0 {
            let x = xs.trailing_zeros() as usize;
            xs &= xs - 1;
            let kx = keys.get(x).copied().unwrap_or(Acc::board_of(&[]));
            let (x0, x1) = (c0.combine(kx), c1.combine(kx));
            // Live with dead: each dead rank once.
            for &(k, m) in ranks {
                add(
                    m,
                    x0.strength7_plus_ranks(k, ev),
                    x1.strength7_plus_ranks(k, ev),
                );
            }
            // Live with live: card by card.
            let mut ys = xs;
            while ys != 0 {
                let y = ys.trailing_zeros() as usize;
                ys &= ys - 1;
                let ky = keys.get(y).copied().unwrap_or(Acc::board_of(&[]));
                add(
                    1,
                    x0.combine(ky).strength7(ev),
                    x1.combine(ky).strength7(ev),
                );
            }
        }
        (win0, win1, tie)
    }
}

/// Heads-up outcome counts (hand 0 wins, hand 1 wins, ties) over every way to deal `k` more
/// cards from `avail[start..]` (given as single-card board keys); the counters stay in
/// registers in the innermost loop.
fn heads_up_counts(
    avail: &[Acc],
    start: usize,
    k: usize,
    b: Acc,
    h0: Acc,
    h1: Acc,
    ev: &Evaluator,
) -> (u64, u64, u64) {
    let (mut win0, mut win1, mut tie) = (0u64, 0u64, 0u64);
    match k {
        0 => {
            let (v0, v1) = (h0.value_with(b, ev), h1.value_with(b, ev));
            return (u64::from(v0 > v1), u64::from(v1 > v0), u64::from(v0 == v1));
        }
        1 if h0.len() + b.len() < 7 && h1.len() + b.len() < 7 => {
            // Seven cards at most: the table path, with each hand's part of the board added once.
            let (p0, p1) = (h0.combine(b), h1.combine(b));
            for &c in &avail[start..] {
                let (v0, v1) = (p0.combine(c).strength7(ev), p1.combine(c).strength7(ev));
                win0 += u64::from(v0 > v1);
                win1 += u64::from(v1 > v0);
                tie += u64::from(v0 == v1);
            }
        }
        1 => {
            for &c in &avail[start..] {
                let full = b.combine(c);
                let (v0, v1) = (h0.value_with(full, ev), h1.value_with(full, ev));
                win0 += u64::from(v0 > v1);
                win1 += u64::from(v1 > v0);
                tie += u64::from(v0 == v1);
            }
        }
        _ => {
            for i in start..=avail.len() - k {
                let (a, b2, c) =
                    heads_up_counts(avail, i + 1, k - 1, b.combine(avail[i]), h0, h1, ev);
                win0 += a;
                win1 += b2;
                tie += c;
            }
        }
    }
    (win0, win1, tie)
}

/// Samples `samples` boards uniformly, following the board rule.
fn sample<R: Rng + ?Sized>(
    avail: &[Card],
    query: &EquityQuery,
    samples: u64,
    board: Acc,
    holes: &[Acc],
    tally: &mut Tally,
    rng: &mut R,
) {
    let ev = Evaluator::get();
    let mut deck = avail.to_vec();
    let n = deck.len();
    let mut values = vec![0u32; holes.len()];
    let base_len = query.board.len();
    let last_known_red = query.board.last().is_some_and(|c| c.is_red());
    let run_rule = query.rule == BoardRule::RiverOfBlood;
    // Heads-up outcome counts: (hand 0 wins, hand 1 wins, ties).
    let mut hu = (0u64, 0u64, 0u64);
    for _ in 0..samples {
        let mut b = board;
        let mut dealt = 0;
        let mut len = base_len;
        let mut last_red = last_known_red;
        // Partial Fisher-Yates: deal distinct random cards from the front of `deck`.
        loop {
            let needs_card = len < 5 || (run_rule && last_red);
            if !needs_card || dealt == n {
                break;
            }
            let j = rng.random_range(dealt..n);
            deck.swap(dealt, j);
            let card = deck[dealt];
            b = b.with_card(card);
            last_red = card.is_red();
            dealt += 1;
            len += 1;
        }
        if let [h0, h1] = holes {
            let (v0, v1) = (h0.value_with(b, ev), h1.value_with(b, ev));
            hu.0 += u64::from(v0 > v1);
            hu.1 += u64::from(v1 > v0);
            hu.2 += u64::from(v0 == v1);
            continue;
        }
        for (v, h) in values.iter_mut().zip(holes) {
            *v = h.value_with(b, ev).code();
        }
        tally.record(&values, true);
    }
    tally.add_heads_up(hu.0, hu.1, hu.2);
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
            EquityError::BoardSize(6)
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
            EquityError::RunAfterBlack("Qs".parse().unwrap())
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

#[cfg(test)]
mod cross_check {
    use super::*;
    use crate::cards::evaluate;
    use rand::SeedableRng;
    use rand::rngs::SmallRng;

    #[test]
    fn enumeration_matches_a_plain_loop_over_evaluate() {
        let hands = [
            Card::parse_list("AhAs").unwrap(),
            Card::parse_list("KdKc").unwrap(),
        ];
        let board = Card::parse_list("2d7c").unwrap();
        let _ = board;
        let used: CardSet = hands.iter().flatten().copied().collect();
        let avail: Vec<Card> = Card::all().filter(|c| !used.contains(*c)).collect();
        let (mut w0, mut w1, mut t) = (0u64, 0u64, 0u64);
        let h0: CardSet = hands[0].iter().copied().collect();
        let h1: CardSet = hands[1].iter().copied().collect();
        for a in 0..avail.len() {
            for b in a + 1..avail.len() {
                for c in b + 1..avail.len() {
                    for d in c + 1..avail.len() {
                        for e in d + 1..avail.len() {
                            let bd: CardSet = [avail[a], avail[b], avail[c], avail[d], avail[e]]
                                .into_iter()
                                .collect();
                            let (v0, v1) = (evaluate(h0.union(bd)), evaluate(h1.union(bd)));
                            match v0.cmp(&v1) {
                                std::cmp::Ordering::Greater => w0 += 1,
                                std::cmp::Ordering::Less => w1 += 1,
                                std::cmp::Ordering::Equal => t += 1,
                            }
                        }
                    }
                }
            }
        }
        let q = EquityQuery {
            hands: hands.to_vec(),
            ..EquityQuery::default()
        };
        let r = calculate(
            &q,
            Method::Auto { samples: 1 },
            &mut SmallRng::seed_from_u64(1),
        )
        .unwrap();
        assert_eq!(
            (r.hands[0].wins, r.hands[1].wins, r.hands[0].ties),
            (w0, w1, t)
        );
    }
}
