//! Hand strength for bots: a preflop equity table for the 169 starting-hand classes, and fast
//! Monte Carlo equity against a random hand or a weighted range, with boards run out by the
//! variant's [`BoardRule`].

use rand::{Rng, RngCore};

use crate::cards::{BoardRule, Card, CardSet, Evaluator, HandKey, HandValue};

use super::preflop_table::PREFLOP_EQUITY;

/// The class of a two-card hand: row-major 13x13, pairs on the diagonal, suited hands above
/// it (high rank row), offsuit below.
pub fn preflop_class(a: Card, b: Card) -> usize {
    let (hi, lo) = if a.rank() >= b.rank() { (a, b) } else { (b, a) };
    let (h, l) = (
        usize::from(hi.rank().index()),
        usize::from(lo.rank().index()),
    );
    if h == l {
        h * 13 + h
    } else if hi.suit() == lo.suit() {
        h * 13 + l
    } else {
        l * 13 + h
    }
}

/// Heads-up all-in equity of a two-card hand against a random hand (0 to 1).
pub fn preflop_equity(a: Card, b: Card) -> f64 {
    f64::from(PREFLOP_EQUITY[preflop_class(a, b)]) / 10_000.0
}

/// Each class's share of the 1,326 two-card hands that are stronger by [`preflop_equity`]
/// (ties count half): 0 for aces, near 1 for the weakest hands. Built once.
static PREFLOP_PERCENTILE: std::sync::LazyLock<[f64; 169]> = std::sync::LazyLock::new(|| {
    // Combos per class: 6 for a pair, 4 suited, 12 offsuit (the layout of `preflop_class`).
    let combos = |class: usize| -> f64 {
        let (row, col) = (class / 13, class % 13);
        if row == col {
            6.0
        } else if row > col {
            4.0
        } else {
            12.0
        }
    };
    let mut out = [0.0; 169];
    for (c, slot) in out.iter_mut().enumerate() {
        let mine = PREFLOP_EQUITY[c];
        let mut above = 0.0;
        for (d, &eq) in PREFLOP_EQUITY.iter().enumerate() {
            if eq > mine {
                above += combos(d);
            } else if eq == mine {
                above += combos(d) / 2.0;
            }
        }
        *slot = above / 1326.0;
    }
    out
});

/// Where a two-card hand stands among all 1,326 starting hands: the share that are stronger
/// (0 = aces, 1 = the weakest). "Top 20%" of hands means a percentile below 0.2.
pub fn preflop_percentile(a: Card, b: Card) -> f64 {
    PREFLOP_PERCENTILE[preflop_class(a, b)]
}

/// Deals the rest of a board from `pool` (cards not known to anyone), starting from `board`.
/// Returns the number of cards dealt; they are `pool[..n]` after the call.
#[inline]
pub fn deal_rest(
    pool: &mut [Card],
    board: &[Card],
    rule: BoardRule,
    rng: &mut dyn RngCore,
) -> usize {
    let mut run = rule.runout(board);
    let mut n = 0;
    while run.wants_card() && n < pool.len() {
        let j = rng.random_range(n..pool.len());
        pool.swap(n, j);
        run.push(pool[n]);
        n += 1;
    }
    n
}

/// The value of `hole` with `board` plus extra cards.
#[inline]
fn value(ev: &Evaluator, hole_and_board: HandKey, extra: &[Card]) -> HandValue {
    let mut k = hole_and_board;
    for &c in extra {
        k = k.with_card(c);
    }
    ev.evaluate(k.cards())
}

/// Equity (0 to 1, ties count half) of `hole` against an opponent holding `opp_known` plus
/// random cards up to `opp_size`, over `samples` random completions of the board.
#[allow(clippy::too_many_arguments)]
pub fn equity_vs_random(
    hole: &[Card],
    board: &[Card],
    opp_known: &[Card],
    opp_size: usize,
    dead: CardSet,
    rule: BoardRule,
    samples: u32,
    rng: &mut dyn RngCore,
) -> f64 {
    let ev = Evaluator::get();
    let used: CardSet = hole
        .iter()
        .chain(board)
        .chain(opp_known)
        .copied()
        .collect::<CardSet>()
        .union(dead);
    let mut pool: Vec<Card> = Card::all().filter(|c| !used.contains(*c)).collect();
    let mine = HandKey::of(hole).combine(HandKey::board_of(board));
    let theirs_known = HandKey::of(opp_known).combine(HandKey::board_of(board));
    let missing = opp_size.saturating_sub(opp_known.len());
    let mut score = 0u32;
    for _ in 0..samples.max(1) {
        // The opponent's unknown cards first, then the board.
        let take = missing.min(pool.len());
        for i in 0..take {
            let j = rng.random_range(i..pool.len());
            pool.swap(i, j);
        }
        let (opp_cards, rest) = pool.split_at_mut(take);
        let n = deal_rest(rest, board, rule, rng);
        let runout = &rest[..n];
        let me = value(ev, mine, runout);
        let mut opp_key = theirs_known;
        for &c in opp_cards.iter() {
            opp_key = opp_key.with_card(c);
        }
        let them = value(ev, opp_key, runout);
        score += match me.cmp(&them) {
            std::cmp::Ordering::Greater => 2,
            std::cmp::Ordering::Equal => 1,
            std::cmp::Ordering::Less => 0,
        };
    }
    f64::from(score) / (2.0 * f64::from(samples.max(1)))
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::SeedableRng;
    use rand::rngs::SmallRng;

    fn c(s: &str) -> Card {
        s.parse().unwrap()
    }

    #[test]
    fn classes_cover_169_hands() {
        let mut seen = std::collections::HashSet::new();
        for a in Card::all() {
            for b in Card::all().filter(|b| *b != a) {
                seen.insert(preflop_class(a, b));
            }
        }
        assert_eq!(seen.len(), 169);
        assert_eq!(
            preflop_class(c("As"), c("Kd")),
            preflop_class(c("Kh"), c("Ac"))
        );
        assert_ne!(
            preflop_class(c("As"), c("Ks")),
            preflop_class(c("As"), c("Kd"))
        );
    }

    #[test]
    fn preflop_table_orders_famous_hands() {
        let aa = preflop_equity(c("As"), c("Ad"));
        let aks = preflop_equity(c("As"), c("Ks"));
        let seven_two = preflop_equity(c("7s"), c("2d"));
        assert!((aa - 0.852).abs() < 0.01, "AA {aa}");
        assert!((seven_two - 0.346).abs() < 0.01, "72o {seven_two}");
        assert!(aa > aks && aks > seven_two);
    }

    #[test]
    fn the_table_agrees_with_fresh_monte_carlo() {
        let mut rng = SmallRng::seed_from_u64(9);
        let rule = BoardRule::Standard;
        for hand in ["QhJh", "9c9d", "Ah5c"] {
            let cards = Card::parse_list(hand).unwrap();
            let mc = equity_vs_random(&cards, &[], &[], 2, CardSet::EMPTY, rule, 60_000, &mut rng);
            let table = preflop_equity(cards[0], cards[1]);
            assert!((mc - table).abs() < 0.01, "{hand}: table {table} mc {mc}");
        }
    }

    #[test]
    fn river_of_blood_rollouts_make_longer_boards_count() {
        // With a red river already out, the board keeps growing; equity is still a share.
        let mut rng = SmallRng::seed_from_u64(2);
        let rule = BoardRule::RiverOfBlood;
        let hole = Card::parse_list("AsAd").unwrap();
        let board = Card::parse_list("2c7s9cTs9h").unwrap();
        let e = equity_vs_random(
            &hole,
            &board,
            &[],
            2,
            CardSet::EMPTY,
            rule,
            20_000,
            &mut rng,
        );
        assert!(e > 0.5 && e < 1.0);
    }
}

/// Regenerates `preflop_table.rs` (run with FELT_WRITE_PREFLOP=1 and --ignored).
#[cfg(test)]
#[test]
#[ignore = "generator: a few seconds of Monte Carlo"]
fn regenerate_preflop_table() {
    use rand::SeedableRng;
    let mut rng = rand::rngs::SmallRng::seed_from_u64(169);
    let rule = BoardRule::Standard;
    let mut table = [0u16; 169];
    for hi in 0..13u8 {
        for lo in 0..13u8 {
            let r = |i: u8| crate::cards::Rank::from_index(i).unwrap_or(crate::cards::Rank::Two);
            use crate::cards::Suit;
            // Row hi, column lo: suited above the diagonal's mirror, as `preflop_class` lays out.
            let (a, b) = if hi == lo {
                (
                    Card::new(r(hi), Suit::Spades),
                    Card::new(r(lo), Suit::Hearts),
                )
            } else if hi > lo {
                (
                    Card::new(r(hi), Suit::Spades),
                    Card::new(r(lo), Suit::Spades),
                )
            } else {
                (
                    Card::new(r(lo), Suit::Spades),
                    Card::new(r(hi), Suit::Hearts),
                )
            };
            let e = equity_vs_random(
                &[a, b],
                &[],
                &[],
                2,
                CardSet::EMPTY,
                rule,
                400_000,
                &mut rng,
            );
            table[preflop_class(a, b)] = (e * 10_000.0).round() as u16;
        }
    }
    if std::env::var_os("FELT_WRITE_PREFLOP").is_some() {
        let mut text = String::from(
            "//! Heads-up all-in equity against a random hand for the 169 preflop classes, in\n//! hundredths of a percent (400,000 Monte Carlo boards each, standard error about 0.08%).\n//! Generated by `cargo test --release --lib regenerate_preflop_table -- --ignored` with\n//! FELT_WRITE_PREFLOP=1. Layout: see `strength::preflop_class`.\n\n#[rustfmt::skip]\npub(crate) static PREFLOP_EQUITY: [u16; 169] = [\n",
        );
        for row in table.chunks(13) {
            let line: Vec<String> = row.iter().map(|v| format!("{v:5},")).collect();
            text.push_str(&format!("   {}\n", line.join("")));
        }
        text.push_str("];\n");
        std::fs::write(
            concat!(env!("CARGO_MANIFEST_DIR"), "/src/bots/preflop_table.rs"),
            text,
        )
        .unwrap_or_default();
    }
}
