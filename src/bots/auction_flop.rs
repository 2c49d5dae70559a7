//! Bots for Auction Flop Poker: `random`, `easy` (a beginner's rules: keeps its pairs, takes
//! the flop cards that pair, bids half what a flop is worth), `heuristic` (`medium`: draw-poker
//! discard sense with straight and flush draws, bids by how much a flop improves the hand,
//! chips kept back for later flops) and `montecarlo` (`hard`: values a flop by simulating the
//! rest of the hand against the other seats, whose cards are hidden).

use rand::seq::SliceRandom;
use rand::{Rng, RngCore};

use super::Bot;
use crate::cards::{Card, CardSet, HandValue, evaluate};
use crate::engine::auction_flop::{
    AuctionFlopAction, AuctionFlopHand, AuctionFlopLegal, AuctionFlopPhase, AuctionFlopView,
    PAYOUTS, discard_fee,
};

/// A player of Auction Flop Poker: the one [`Bot`] trait, for this game.
pub type AuctionFlopBot = dyn Bot<AuctionFlopHand>;

/// The names `auction_flop_by_name` knows: the levels, then the bots behind them, then the
/// baseline.
pub const AUCTION_FLOP_BOTS: [&str; 6] = [
    "easy",
    "medium",
    "hard",
    "heuristic",
    "montecarlo",
    "random",
];

/// The levels as the start screen offers them for Auction Flop Poker, with a line each about
/// how they play this game.
pub const AUCTION_FLOP_LEVELS: [(&str, &str); 3] = [
    ("easy", "a beginner: keeps pairs, bids half a flop's worth"),
    (
        "medium",
        "rules of thumb: plays draws, bids what a flop adds",
    ),
    ("hard", "simulates the rest of the hand to price each flop"),
];

/// A fresh Auction Flop Poker bot by name (the difficulty names work too).
pub fn auction_flop_by_name(name: &str) -> Option<Box<AuctionFlopBot>> {
    let bot: Box<AuctionFlopBot> = match name.trim().to_ascii_lowercase().as_str() {
        "random" => Box::new(RandomAuctionFlop),
        "easy" => Box::new(EasyAuctionFlop),
        "heuristic" | "medium" => Box::new(HeuristicAuctionFlop),
        "montecarlo" | "monte-carlo" | "hard" => Box::new(MonteCarloAuctionFlop { samples: 300 }),
        _ => return None,
    };
    Some(bot)
}

/// Uniformly random legal moves.
pub struct RandomAuctionFlop;

impl Bot<AuctionFlopHand> for RandomAuctionFlop {
    fn name(&self) -> &str {
        "random"
    }

    fn act(&mut self, view: &AuctionFlopView, rng: &mut dyn RngCore) -> AuctionFlopAction {
        let Some(legal) = view.legal else {
            return AuctionFlopAction::Pass;
        };
        match legal.phase {
            AuctionFlopPhase::Discard => {
                let k = rng.random_range(0..=legal.max_discards.min(5)) as usize;
                let mut cards: Vec<Card> = view.cards.iter().collect();
                cards.shuffle(rng);
                AuctionFlopAction::Discard(cards.into_iter().take(k).collect())
            }
            AuctionFlopPhase::Auction => {
                if legal.bid.is_some() && rng.random_bool(0.5) {
                    AuctionFlopAction::Bid
                } else {
                    AuctionFlopAction::Pass
                }
            }
            AuctionFlopPhase::Reverse => {
                if legal.offer.is_some() && rng.random_bool(0.5) {
                    AuctionFlopAction::Offer
                } else {
                    AuctionFlopAction::Take
                }
            }
            AuctionFlopPhase::Keep => {
                let mut flop: Vec<Card> = view.flop.map(|f| f.to_vec()).unwrap_or_default();
                flop.shuffle(rng);
                let k = rng.random_range(legal.keep.0..=legal.keep.1) as usize;
                AuctionFlopAction::Keep(flop.into_iter().take(k).collect())
            }
            AuctionFlopPhase::Done => AuctionFlopAction::Pass,
        }
    }
}

/// The easy level: a beginner's draw poker. It keeps the cards that pair (or, with no pair,
/// its two highest), throws the rest while the fee stays small, keeps the flop cards that pair
/// what it holds and then the highest, never pays to avoid a flop, and bids half of what the
/// heuristic would pay. It sees no straight or flush draws.
pub struct EasyAuctionFlop;

/// The cards of `cards` whose rank appears more than once among `cards` and `more`.
fn pairing(cards: CardSet, more: CardSet) -> CardSet {
    let all = cards.union(more);
    cards
        .iter()
        .filter(|c| all.iter().filter(|d| d.rank() == c.rank()).count() > 1)
        .collect()
}

/// `cards` highest rank first.
fn by_rank(cards: CardSet) -> Vec<Card> {
    let mut v: Vec<Card> = cards.iter().collect();
    v.sort_by_key(|c| std::cmp::Reverse(c.rank()));
    v
}

/// The beginner's discard: everything but its pairs (or its two highest cards), the lowest
/// first, at most three cards and no more than a third of its chips in fees.
fn simple_discard(view: &AuctionFlopView, legal: &AuctionFlopLegal) -> CardSet {
    let pairs = pairing(view.cards, CardSet::EMPTY);
    let keep: CardSet = if pairs.is_empty() {
        by_rank(view.cards).into_iter().take(2).collect()
    } else {
        pairs
    };
    let stack = view.stacks[view.seat.index()];
    let mut throw = by_rank(view.cards.difference(keep));
    throw.reverse();
    let mut most = legal.max_discards.min(3) as usize;
    while most > 0 && discard_fee(most as u32) > stack / 3 {
        most -= 1;
    }
    throw.into_iter().take(most).collect()
}

/// The beginner's keep: the flop cards that pair its hand or each other, then the highest,
/// as many as its hand has room for.
fn simple_keep(view: &AuctionFlopView, legal: &AuctionFlopLegal) -> CardSet {
    let flop: CardSet = view
        .flop
        .map(|f| f.into_iter().collect())
        .unwrap_or_default();
    let pairs = pairing(flop, view.cards);
    let mut order = by_rank(pairs);
    order.extend(by_rank(flop.difference(pairs)));
    order
        .into_iter()
        .take(legal.keep.1.max(legal.keep.0) as usize)
        .collect()
}

impl Bot<AuctionFlopHand> for EasyAuctionFlop {
    fn name(&self) -> &str {
        "easy"
    }

    fn act(&mut self, view: &AuctionFlopView, _rng: &mut dyn RngCore) -> AuctionFlopAction {
        let Some(legal) = view.legal else {
            return AuctionFlopAction::Pass;
        };
        match legal.phase {
            AuctionFlopPhase::Discard => AuctionFlopAction::Discard(simple_discard(view, &legal)),
            AuctionFlopPhase::Auction => match legal.bid {
                Some(price) if price <= heuristic_limit(view) / 2 => AuctionFlopAction::Bid,
                _ => AuctionFlopAction::Pass,
            },
            AuctionFlopPhase::Reverse => AuctionFlopAction::Take,
            AuctionFlopPhase::Keep => AuctionFlopAction::Keep(simple_keep(view, &legal)),
            AuctionFlopPhase::Done => AuctionFlopAction::Pass,
        }
    }
}

/// A rough worth of some cards (fewer than five count as what they hold), with credit for
/// four to a flush or a straight.
fn worth(cards: CardSet) -> f64 {
    let v: HandValue = evaluate(cards);
    let mut w = f64::from(v.category() as u8) * 10.0
        + f64::from(v.ranks().first().map_or(0, |r| r.index())) / 2.0;
    if cards.len() < 5 {
        let suits = crate::cards::Suit::ALL
            .iter()
            .map(|&s| cards.suit_mask(s).count_ones())
            .max()
            .unwrap_or(0);
        if suits == 4 {
            w += 12.0;
        }
        let ranks = crate::cards::Suit::ALL
            .iter()
            .fold(0u32, |m, &s| m | cards.suit_mask(s));
        let m = (ranks << 1) | ((ranks >> 12) & 1);
        if (0..10).any(|i| (m >> i) & 0b11111 == 0b11110 || (m >> i) & 0b11111 == 0b01111) {
            w += 10.0;
        }
    }
    w
}

/// The subset of `cards` of size `keep` with the highest worth.
fn best_subset(cards: &[Card], keep: usize) -> CardSet {
    let n = cards.len();
    let mut best = (f64::MIN, CardSet::EMPTY);
    for mask in 0u32..(1 << n) {
        if mask.count_ones() as usize != keep {
            continue;
        }
        let set: CardSet = (0..n)
            .filter(|i| mask & (1 << i) != 0)
            .map(|i| cards[i])
            .collect();
        let w = worth(set);
        if w > best.0 {
            best = (w, set);
        }
    }
    best.1
}

/// Discards by draw-poker sense: keep the most valuable subset, paying for a discard only when
/// it improves the kept hand's prospects more than it costs.
fn choose_discard(view: &AuctionFlopView, legal: &AuctionFlopLegal) -> CardSet {
    let cards: Vec<Card> = view.cards.iter().collect();
    let stack = f64::from(view.stacks[view.seat.index()]);
    let mut best = (worth(view.cards), CardSet::EMPTY);
    for k in 1..=legal.max_discards.min(4) {
        let fee = f64::from(discard_fee(k));
        // Keep chips for the flops that must follow.
        if fee > stack / 3.0 {
            break;
        }
        let kept = best_subset(&cards, cards.len() - k as usize);
        // A discarded card comes back as something from a flop: credit a little for the draw.
        let score = worth(kept) + 4.0 * f64::from(k) - fee * 1.5;
        if score > best.0 {
            best = (score, view.cards.difference(kept));
        }
    }
    best.1
}

/// The best cards to keep from the flop.
fn choose_keep(view: &AuctionFlopView, legal: &AuctionFlopLegal) -> CardSet {
    let flop: Vec<Card> = view.flop.map(|f| f.to_vec()).unwrap_or_default();
    let mut best = (f64::MIN, CardSet::EMPTY);
    for mask in 1u32..8 {
        let k = mask.count_ones();
        if k < legal.keep.0 || k > legal.keep.1 {
            continue;
        }
        let take: CardSet = (0..3)
            .filter(|i| mask & (1 << i) != 0)
            .map(|i| flop[i])
            .collect();
        let w = worth(view.cards.union(take));
        if w > best.0 {
            best = (w, take);
        }
    }
    best.1
}

/// How many chips this seat should be willing to pay for the flop, by how much it improves.
fn heuristic_limit(view: &AuctionFlopView) -> u32 {
    let room = 5u32.saturating_sub(view.cards.len());
    let flop: Vec<Card> = view.flop.map(|f| f.to_vec()).unwrap_or_default();
    let legal = AuctionFlopLegal::keeping(view.seat, view.cards.len());
    let gain = worth(view.cards.union(choose_keep(view, &legal))) - worth(view.cards);
    let stack = view.stacks[view.seat.index()];
    let reserve = stack / (room + 1);
    ((gain / 6.0).max(0.0) as u32 + 1)
        .min(stack.saturating_sub(reserve))
        .max(u32::from(flop.is_empty()))
}

/// Rules of thumb for Auction Flop Poker.
pub struct HeuristicAuctionFlop;

impl Bot<AuctionFlopHand> for HeuristicAuctionFlop {
    fn name(&self) -> &str {
        "heuristic"
    }

    fn act(&mut self, view: &AuctionFlopView, _rng: &mut dyn RngCore) -> AuctionFlopAction {
        let Some(legal) = view.legal else {
            return AuctionFlopAction::Pass;
        };
        match legal.phase {
            AuctionFlopPhase::Discard => AuctionFlopAction::Discard(choose_discard(view, &legal)),
            AuctionFlopPhase::Auction => match legal.bid {
                Some(price) if price <= heuristic_limit(view) => AuctionFlopAction::Bid,
                _ => AuctionFlopAction::Pass,
            },
            AuctionFlopPhase::Reverse => match legal.offer {
                // Pay a little to avoid a flop that does not help.
                Some(amount) if heuristic_limit(view) <= 1 && amount <= 2 => {
                    AuctionFlopAction::Offer
                }
                _ => AuctionFlopAction::Take,
            },
            AuctionFlopPhase::Keep => AuctionFlopAction::Keep(choose_keep(view, &legal)),
            AuctionFlopPhase::Done => AuctionFlopAction::Pass,
        }
    }
}

/// Values a flop by simulation: the expected share of the pot with the flop's best cards, against
/// the same without them. The other seats hold cards drawn at random from what this seat has
/// not seen (which flop cards they kept is hidden).
pub struct MonteCarloAuctionFlop {
    pub samples: u32,
}

/// Where a hand is expected to finish: the chance of each paid place (a tie counted as a share
/// of the places it covers) and the expected share of the pot (0 to 1).
#[derive(Debug, Clone, Copy, PartialEq, Default)]
pub struct Placing {
    /// Chance of first, second and third place.
    pub places: [f64; 3],
    /// Expected share of the pot, by the 60/30/10 payout.
    pub share: f64,
}

/// Where `view`'s seat is expected to finish holding `mine` (plus random cards up to five),
/// against the other seats' hidden hands (random cards this seat has not seen), by `samples`
/// simulated ends of the hand. `mine` is drawn from the seat's cards and the flop on offer;
/// two calls from the same RNG state deal the other seats the same hands, so their results
/// compare two holdings without the noise of different deals.
pub fn placing(
    view: &AuctionFlopView,
    mine: CardSet,
    rng: &mut dyn RngCore,
    samples: u32,
) -> Placing {
    let mut out = Placing::default();
    // The other seats' cards are all hidden (a buyer discards the rest of its flop face down,
    // so which cards it kept is not known): every card this seat has not seen may be theirs.
    let mut seen = view.cards.union(mine);
    if let Some(f) = view.flop {
        seen = seen.union(f.into_iter().collect());
    }
    let mut pool: Vec<Card> = Card::all().filter(|c| !seen.contains(*c)).collect();
    let n = view.seats;
    let me = view.seat.index();
    // The last seat needing cards keeps what helps it most of each free flop, not a random
    // card.
    let last_needing = is_last_needing(view);
    for _ in 0..samples {
        pool.shuffle(rng);
        let mut next = pool.iter().copied();
        let mut take = |count: u32| -> CardSet { next.by_ref().take(count as usize).collect() };
        // The other seats' hands are drawn first, so calls with the same RNG state meet the
        // same hands whatever `mine` is: two holdings compared that way differ by the holding
        // alone.
        let mut values = vec![HandValue::default(); n];
        for (s, v) in values.iter_mut().enumerate() {
            if s != me {
                *v = evaluate(take(5));
            }
        }
        values[me] = if last_needing {
            evaluate(picked_from_free_flops(mine, &mut take))
        } else {
            evaluate(mine.union(take(5 - mine.len().min(5))))
        };
        let mine_v = values[me];
        let better = values.iter().filter(|v| **v > mine_v).count();
        let tied = values.iter().filter(|v| **v == mine_v).count();
        let pooled: u64 = (better..better + tied)
            .map(|p| PAYOUTS.get(p).copied().unwrap_or(0))
            .sum();
        out.share += pooled as f64 / 100.0 / tied as f64;
        for place in better..(better + tied).min(3) {
            out.places[place] += 1.0 / tied as f64;
        }
    }
    let n = f64::from(samples.max(1));
    out.share /= n;
    for p in &mut out.places {
        *p /= n;
    }
    out
}

/// True when every other seat holds five cards, so `view`'s seat gets each flop free (while
/// seats choose discards, the others' counts are not known yet: false).
pub fn is_last_needing(view: &AuctionFlopView) -> bool {
    let me = view.seat.index();
    view.phase != AuctionFlopPhase::Discard
        && view
            .counts
            .iter()
            .enumerate()
            .all(|(s, &c)| s == me || c >= 5)
}

/// The hand the last seat needing cards ends with from `mine`: from each free flop of three
/// (from `take`) it keeps the one card that makes its hand best, so it sees three cards for
/// each it needs (the last one chosen exactly; earlier ones by the hand they make so far,
/// which a better plan could beat, so this counts a little less than the best play).
fn picked_from_free_flops(mine: CardSet, take: &mut dyn FnMut(u32) -> CardSet) -> CardSet {
    let mut hand = mine;
    while hand.len() < 5 {
        let flop: Vec<Card> = take(3).iter().collect();
        if flop.is_empty() {
            break;
        }
        let best = flop
            .iter()
            .map(|&c| hand.union(std::iter::once(c).collect()))
            .max_by_key(|h| evaluate(*h));
        match best {
            Some(h) => hand = h,
            None => break,
        }
    }
    hand
}

impl MonteCarloAuctionFlop {
    /// Expected share of the pot (0 to 1) when this seat's hand is `mine` plus random cards.
    fn expected_share(
        view: &AuctionFlopView,
        mine: CardSet,
        rng: &mut dyn RngCore,
        samples: u32,
    ) -> f64 {
        placing(view, mine, rng, samples).share
    }

    fn limit(&self, view: &AuctionFlopView, rng: &mut dyn RngCore) -> u32 {
        let room = 5u32.saturating_sub(view.cards.len());
        let legal = AuctionFlopLegal::keeping(view.seat, view.cards.len());
        let with = view.cards.union(choose_keep(view, &legal));
        let gain = Self::expected_share(view, with, rng, self.samples)
            - Self::expected_share(view, view.cards, rng, self.samples);
        // The pot grows with later fees and prices: value the share against a bit more than
        // now. Paying more than the heuristic's price proved a loss in the arena (the last seat
        // needing cards gets flops free), so the simulation only decides how much less to pay.
        let value = gain * f64::from(view.pot) * 1.3;
        let stack = view.stacks[view.seat.index()];
        let reserve = stack / (room + 2);
        (value.max(0.0) as u32)
            .min(heuristic_limit(view))
            .min(stack.saturating_sub(reserve))
    }
}

impl Bot<AuctionFlopHand> for MonteCarloAuctionFlop {
    fn name(&self) -> &str {
        "montecarlo"
    }

    fn act(&mut self, view: &AuctionFlopView, rng: &mut dyn RngCore) -> AuctionFlopAction {
        let Some(legal) = view.legal else {
            return AuctionFlopAction::Pass;
        };
        match legal.phase {
            AuctionFlopPhase::Discard => AuctionFlopAction::Discard(choose_discard(view, &legal)),
            AuctionFlopPhase::Auction => match legal.bid {
                Some(price) if price <= self.limit(view, rng) => AuctionFlopAction::Bid,
                _ => AuctionFlopAction::Pass,
            },
            AuctionFlopPhase::Reverse => match legal.offer {
                Some(amount) if amount <= 2 && self.limit(view, rng) == 0 => {
                    AuctionFlopAction::Offer
                }
                _ => AuctionFlopAction::Take,
            },
            AuctionFlopPhase::Keep => AuctionFlopAction::Keep(choose_keep(view, &legal)),
            AuctionFlopPhase::Done => AuctionFlopAction::Pass,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Seat;

    #[test]
    fn each_level_name_seats_its_own_bot_and_easy_is_not_medium() {
        for name in AUCTION_FLOP_BOTS {
            assert!(auction_flop_by_name(name).is_some(), "{name}");
        }
        let name = |n: &str| auction_flop_by_name(n).map(|b| b.name().to_string());
        assert_eq!(name("easy").as_deref(), Some("easy"));
        assert_eq!(name("medium").as_deref(), Some("heuristic"));
        assert_eq!(name("hard").as_deref(), Some("montecarlo"));
        for (level, about) in AUCTION_FLOP_LEVELS {
            assert!(AUCTION_FLOP_BOTS.contains(&level), "{level}");
            assert!(
                !about.contains("call") && !about.contains("bluff"),
                "{about}"
            );
        }
    }

    /// A discard-phase view of seat 0 holding `cards` with `stack` chips.
    fn holding(cards: &str, stack: u32) -> (AuctionFlopView, AuctionFlopLegal) {
        use crate::cards::Deck;
        use crate::engine::auction_flop::AuctionFlopSetup;
        let setup = AuctionFlopSetup {
            stacks: vec![stack + 3, 303, 303],
            ante: 3,
            dealer: Seat(2),
            reshuffle_seed: 1,
        };
        let mut order = Card::parse_list(cards).expect("cards");
        let rest: Vec<Card> = Card::all().filter(|c| !order.contains(c)).collect();
        order.extend(rest);
        let deck = Deck::from_order(&order).expect("a deck");
        let hand = AuctionFlopHand::new(setup, deck).expect("a hand");
        let view = hand.view(Seat(0));
        let legal = view.legal.expect("seat 0 discards first");
        (view, legal)
    }

    #[test]
    fn easy_keeps_its_pairs_and_throws_the_lowest_of_the_rest() {
        let set = |t: &str| -> CardSet { t.parse().expect("cards") };
        let (view, legal) = holding("9c 9d 2h 5s Kd", 300);
        assert_eq!(simple_discard(&view, &legal), set("2h 5s Kd"));
        // No pair: the two highest stay; a short stack throws fewer.
        let (view, legal) = holding("Ac 9d 2h 5s Kd", 300);
        assert_eq!(simple_discard(&view, &legal), set("9d 2h 5s"));
        let (view, legal) = holding("Ac 9d 2h 5s Kd", 5);
        assert_eq!(simple_discard(&view, &legal), set("2h"));
        // It sees no draws: four to a flush are broken up like any other cards.
        let (view, legal) = holding("2h 5h 9h Jh Ac", 300);
        assert_eq!(simple_discard(&view, &legal), set("2h 5h 9h"));
    }

    #[test]
    fn easy_plays_worse_than_medium_and_better_than_random() {
        let easy = || auction_flop_by_name("easy").expect("easy");
        let medium = || auction_flop_by_name("medium").expect("medium");
        let random = || auction_flop_by_name("random").expect("random");
        let report = crate::arena::run_auction_flop(&[&medium, &easy, &random], 1200, 300, 3, 7);
        let chips: Vec<f64> = report.iter().map(|r| r.chips_per_hand).collect();
        assert!(chips[0] > chips[1] + 1.0, "{chips:?}");
        assert!(chips[1] > chips[2] + 1.0, "{chips:?}");
    }
}
