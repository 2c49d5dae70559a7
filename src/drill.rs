//! The bidding drill (`felt drill`): a seeded stream of post-flop auction spots in Auction
//! Hold'em or Sneak Peek, each reached by a short scripted preflop, and the scoring of the
//! player's bid against the `hard` bot's core ([`MonteCarlo`]).
//!
//! For each spot the core values the prize from the player's seat (its `bid_value`: the
//! change in expected result between winning and losing the prize) and bids from the bot's
//! seat. The player's bid is then resolved by the engine's own second-price auction, and
//! scored as **chips of expected value lost** ([`score_bid`]):
//! - with value `V` for the prize and the bot's bid `b`, the best achievable result given `b`
//!   is `max(V - b, 0)`: buy the prize when it is worth more than its price, else let it go;
//! - the player's result is `V - paid` when the player gets the prize (a tie counts as getting
//!   it, paying the player's own bid, as the engine does), and `0` when the bot gets it;
//! - the loss is best minus actual, never negative. Bidding the valuation (rounded down to a
//!   whole chip, [`DrillSpot::truthful_bid`]) always loses 0, whatever the bot bids.
//!
//! The same seed gives the same spots and the same valuations: the core thinks with a sample
//! budget and no time limit, from RNGs derived from the seed and the spot's number.

use rand::SeedableRng;
use rand::rngs::StdRng;
use rand::{Rng, RngCore};
use thiserror::Error;

use crate::bots::{Budget, MonteCarlo};
use crate::cards::{Card, Deck};
use crate::engine::{
    Action, ActionError, Chips, Hand, HandSetup, Phase, Seat, SeatView, SetupError, VariantId,
    parse_chips,
};

/// The budget the core thinks with in the drill: `hard`'s samples, with no time limit so a
/// seed reproduces every valuation.
pub const DRILL_BUDGET: Budget = Budget {
    samples: Budget::FULL.samples,
    max_ms: 1.0e9,
};

/// Why a drill cannot be made or a bid cannot be taken.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum DrillError {
    /// The drill needs a game with an auction.
    #[error("{0} has no auction to drill (choose auction or sneak-peek)")]
    NoAuction(VariantId),
    /// A generated hand could not be set up (a bug).
    #[error("could not deal a drill hand: {0}")]
    Setup(#[from] SetupError),
    /// A scripted preflop action was refused (a bug).
    #[error("a scripted preflop action was refused: {0}")]
    Script(#[from] ActionError),
}

/// A bid the player typed that cannot be taken; the same question is asked again.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum BidError {
    /// Not a whole, non-negative number of chips ("abc", "-5", "1.5").
    #[error("\"{0}\" is not a bid: type a whole number of chips, like 12")]
    NotChips(String),
    /// More than the player's stack.
    #[error("{bid} is more than your stack: bid at most {max}")]
    AboveStack { bid: Chips, max: Chips },
}

/// Reads a typed bid: a whole number of chips from 0 to `max`.
///
/// # Errors
/// [`BidError`] naming what is wrong.
pub fn parse_bid(text: &str, max: Chips) -> Result<Chips, BidError> {
    let t = text.trim();
    let t = t.strip_prefix("bid").map_or(t, str::trim);
    let bid = parse_chips(t).map_err(|_| BidError::NotChips(text.trim().to_string()))?;
    if bid > max {
        return Err(BidError::AboveStack { bid, max });
    }
    Ok(bid)
}

/// How the preflop went, which is what the bot's range is read from.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PreflopLine {
    /// The bot (on the button) limped and the player checked.
    BotLimped,
    /// The bot raised to the amount and the player called.
    BotRaised(Chips),
    /// The player limped and the bot (in the big blind) checked its option.
    BotChecked,
    /// The player raised to the amount and the bot called.
    BotCalledRaise(Chips),
}

impl PreflopLine {
    /// The bot's likely range in words.
    pub fn describe_range(self) -> String {
        match self {
            PreflopLine::BotLimped => "the bot limped from the button: a wide, mostly medium \
                 range (its strongest hands usually raise)"
                .to_string(),
            PreflopLine::BotRaised(to) => format!(
                "the bot raised to {to} from the button: a wide opening range, weighted to \
                 stronger hands"
            ),
            PreflopLine::BotChecked => "the bot checked its option in the big blind: any two \
                 cards, minus most strong hands (they would have raised)"
                .to_string(),
            PreflopLine::BotCalledRaise(to) => format!(
                "the bot called your raise to {to} in the big blind: a defending range, few \
                 of the weakest hands and few of the strongest (they re-raise)"
            ),
        }
    }
}

/// One drill spot: a hand at its post-flop auction, the player's seat, and the core's
/// analysis of both seats (computed when the spot is made, shown after the bid).
#[derive(Debug, Clone)]
pub struct DrillSpot {
    /// The spot's number in the stream (0 first).
    pub number: u32,
    /// The hand, stopped at the auction with no bid made.
    pub hand: Hand,
    /// The player's seat.
    pub seat: Seat,
    /// How the preflop went.
    pub line: PreflopLine,
    /// What winning the prize is worth to the player: the core's `bid_value` for the
    /// player's seat, in chips.
    pub value: f64,
    /// The player's equity now, by the core.
    pub equity: f64,
    /// Auction Hold'em: the player's equity with the third card, and if the bot gets it.
    pub card_equities: Option<(f64, f64)>,
    /// What `hard` bids from the bot's seat.
    pub bot_bid: Chips,
}

/// The result of one bid.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct BidScore {
    /// The player's bid and the bot's.
    pub bids: [Chips; 2],
    /// Who gets the prize: the player, the bot (both on a tie).
    pub winners: [bool; 2],
    /// What the player and the bot paid.
    pub paid: [Chips; 2],
    /// The value of the prize to the player.
    pub value: f64,
    /// The player's result: `value - paid` when the player got the prize, else 0.
    pub gain: f64,
    /// The best result given the bot's bid: `max(value - bot bid, 0)`.
    pub best: f64,
    /// Chips of expected value lost: `best - gain` (never negative).
    pub loss: f64,
}

/// Scores `bid` against the other bid `other` for a prize worth `value`, under the
/// second-price rule (the winner pays the other bid; on a tie both pay and both get the
/// prize). See the module docs for the definition.
pub fn score_bid(value: f64, bid: Chips, other: Chips) -> BidScore {
    let winners = [bid >= other, other >= bid];
    let paid = match winners {
        [true, true] => [bid, other],
        [true, false] => [other, 0],
        _ => [0, bid],
    };
    let gain = if winners[0] {
        value - f64::from(paid[0])
    } else {
        0.0
    };
    let best = (value - f64::from(other)).max(0.0);
    BidScore {
        bids: [bid, other],
        winners,
        paid,
        value,
        gain,
        best,
        loss: (best - gain).max(0.0),
    }
}

/// The view `seat` has at the auction with its own bid still to make: when the other seat
/// bids first, it bids (0, unseen by `seat`) on a copy of the hand.
///
/// # Errors
/// [`ActionError`] if the hand is not at its auction.
pub fn auction_view(hand: &Hand, seat: Seat) -> Result<SeatView, ActionError> {
    if hand.phase() != Phase::Auction {
        return Err(ActionError::NoAuction);
    }
    if hand.to_act() == Some(seat) {
        return Ok(hand.view(seat));
    }
    let mut copy = hand.clone();
    copy.apply(seat.other(), Action::Bid(0))?;
    Ok(copy.view(seat))
}

/// The RNG for spot `number` of the stream seeded `seed`, for `purpose` (deal, player's
/// valuation, bot's bid).
fn spot_rng(seed: u64, number: u32, purpose: u64) -> StdRng {
    let mix = seed
        .wrapping_mul(0x9E37_79B9_7F4A_7C15)
        .wrapping_add(u64::from(number).wrapping_mul(0xBF58_476D_1CE4_E5B9))
        .wrapping_add(purpose.wrapping_mul(0x94D0_49BB_1331_11EB));
    StdRng::seed_from_u64(mix)
}

impl DrillSpot {
    /// Spot `number` of the stream for `variant` seeded `seed`, analysed with `budget`.
    ///
    /// # Errors
    /// [`DrillError::NoAuction`] for a game without an auction; the others only on a bug.
    pub fn generate(
        variant: VariantId,
        seed: u64,
        number: u32,
        budget: Budget,
    ) -> Result<DrillSpot, DrillError> {
        if !variant.has_auction() {
            return Err(DrillError::NoAuction(variant));
        }
        let mut rng = spot_rng(seed, number, 0);
        let deck = Deck::shuffled(&mut rng);
        // The competition's own stakes: stacks reset to the full stack every hand.
        let table = crate::session::MatchConfig::defaults(variant);
        let big_blind = table.big_blind;
        let mut setup = HandSetup::new(
            variant,
            [table.stack; 2],
            table.small_blind,
            table.big_blind,
        );
        setup.peek = [rng.random_range(0..=1), rng.random_range(0..=1)];
        let mut hand = Hand::new(setup, deck)?;
        let seat = Seat(rng.random_range(0..=1));
        let raise_to = big_blind * rng.random_range(2..=4);
        let raised = rng.random_bool(0.5);
        let button = Seat::SMALL_BLIND;
        if raised {
            hand.apply(button, Action::RaiseTo(raise_to))?;
            hand.apply(button.other(), Action::Call)?;
        } else {
            hand.apply(button, Action::Call)?;
            hand.apply(button.other(), Action::Check)?;
        }
        let line = match (seat == button, raised) {
            (false, false) => PreflopLine::BotLimped,
            (false, true) => PreflopLine::BotRaised(raise_to),
            (true, false) => PreflopLine::BotChecked,
            (true, true) => PreflopLine::BotCalledRaise(raise_to),
        };
        let mine = player_advice(&hand, seat, budget, &mut spot_rng(seed, number, 1))?;
        let bot_bid = bot_bid(&hand, seat.other(), budget, &mut spot_rng(seed, number, 2))?;
        Ok(DrillSpot {
            number,
            hand,
            seat,
            line,
            value: mine.bid_value.unwrap_or(0.0),
            equity: mine.equity,
            card_equities: mine.card_equities,
            bot_bid,
        })
    }

    /// The player's hole cards.
    pub fn hole(&self) -> &[Card] {
        self.hand.hole_cards(self.seat)
    }

    /// The flop.
    pub fn flop(&self) -> &[Card] {
        self.hand.board()
    }

    /// The pot at the auction.
    pub fn pot(&self) -> Chips {
        self.hand.pot()
    }

    /// The player's stack (the largest bid).
    pub fn my_stack(&self) -> Chips {
        self.hand.stacks()[self.seat.index()]
    }

    /// The bot's stack.
    pub fn bot_stack(&self) -> Chips {
        self.hand.stacks()[self.seat.other().index()]
    }

    /// The bid that scores zero loss whatever the bot bids: the valuation rounded down to a
    /// whole chip, at most the stack.
    pub fn truthful_bid(&self) -> Chips {
        (self.value.max(0.0).floor() as u64).min(u64::from(self.my_stack())) as Chips
    }

    /// Plays the player's `bid` against the bot's through the engine's auction and scores it.
    ///
    /// # Errors
    /// [`BidError::AboveStack`] when the bid is more than the player's stack.
    pub fn play(&self, bid: Chips) -> Result<(BidScore, Hand), BidError> {
        let max = self.my_stack();
        if bid > max {
            return Err(BidError::AboveStack { bid, max });
        }
        let mut hand = self.hand.clone();
        let mut bids = [None, None];
        bids[self.seat.index()] = Some(bid);
        bids[self.seat.other().index()] = Some(self.bot_bid);
        while hand.phase() == Phase::Auction {
            let Some(to_act) = hand.to_act() else { break };
            let amount = bids[to_act.index()].unwrap_or(0);
            if hand.apply(to_act, Action::Bid(amount)).is_err() {
                break;
            }
        }
        let score = score_bid(self.value, bid, self.bot_bid);
        Ok((score, hand))
    }
}

fn player_advice(
    hand: &Hand,
    seat: Seat,
    budget: Budget,
    rng: &mut dyn RngCore,
) -> Result<crate::bots::Advice, DrillError> {
    let view = auction_view(hand, seat)?;
    let mut core = MonteCarlo::new("hard", budget);
    // Invariant: the view is at an auction with this seat to act, so the core advises.
    Ok(core.advise(&view, rng).unwrap_or(crate::bots::Advice {
        equity: 0.0,
        options: Vec::new(),
        best: Action::Bid(0),
        bid_value: Some(0.0),
        card_equities: None,
    }))
}

fn bot_bid(
    hand: &Hand,
    seat: Seat,
    budget: Budget,
    rng: &mut dyn RngCore,
) -> Result<Chips, DrillError> {
    let view = auction_view(hand, seat)?;
    let mut core = MonteCarlo::new("hard", budget);
    Ok(match core.advise(&view, rng).map(|a| a.best) {
        Some(Action::Bid(b)) => b,
        _ => 0,
    })
}

/// A drill in progress: the stream of spots and the scores so far. Bad input changes nothing.
#[derive(Debug, Clone)]
pub struct Drill {
    variant: VariantId,
    seed: u64,
    budget: Budget,
    current: DrillSpot,
    /// The scores of the spots answered, in order.
    pub scores: Vec<BidScore>,
}

impl Drill {
    /// A drill of `variant` seeded `seed`, on its first spot.
    ///
    /// # Errors
    /// [`DrillError`] as [`DrillSpot::generate`].
    pub fn new(variant: VariantId, seed: u64, budget: Budget) -> Result<Drill, DrillError> {
        Ok(Drill {
            variant,
            seed,
            budget,
            current: DrillSpot::generate(variant, seed, 0, budget)?,
            scores: Vec::new(),
        })
    }

    /// The seed the spots come from.
    pub fn seed(&self) -> u64 {
        self.seed
    }

    /// The game drilled.
    pub fn variant(&self) -> VariantId {
        self.variant
    }

    /// The spot waiting for a bid.
    pub fn spot(&self) -> &DrillSpot {
        &self.current
    }

    /// Takes the typed bid for the current spot: scores it and moves to the next spot. On an
    /// error nothing changes and the same spot waits.
    ///
    /// # Errors
    /// [`BidError`] for text that is not a bid within the stack. (Should the next spot fail to
    /// generate, which only a bug could cause, the answered spot stays current.)
    pub fn answer(&mut self, text: &str) -> Result<Answered, BidError> {
        let bid = parse_bid(text, self.current.my_stack())?;
        let (score, hand) = self.current.play(bid)?;
        let spot = self.current.clone();
        self.scores.push(score);
        let next = DrillSpot::generate(
            self.variant,
            self.seed,
            self.current.number + 1,
            self.budget,
        );
        if let Ok(next) = next {
            self.current = next;
        }
        Ok(Answered { spot, score, hand })
    }

    /// Chips of expected value lost over the spots answered.
    pub fn total_loss(&self) -> f64 {
        self.scores.iter().map(|s| s.loss).sum()
    }
}

/// What answering a spot revealed.
#[derive(Debug, Clone)]
pub struct Answered {
    /// The spot answered.
    pub spot: DrillSpot,
    /// The bid's score.
    pub score: BidScore,
    /// The hand after the auction (both bids and the payments in its events).
    pub hand: Hand,
}

fn spaced(cards: &[Card]) -> String {
    cards
        .iter()
        .map(|c| c.to_string())
        .collect::<Vec<_>>()
        .join(" ")
}

impl DrillSpot {
    /// The spot as lines of text for the screen: "Spot 2 of 10", the cards, the chips, the
    /// bot's range in words and the prize.
    pub fn describe(&self, count: u32) -> Vec<String> {
        let you = if self.seat == Seat::BIG_BLIND {
            "big blind"
        } else {
            "button"
        };
        let prize = if self.hand.variant() == VariantId::Auction {
            "a third hole card"
        } else {
            "a look at one of the bot's hole cards"
        };
        vec![
            format!("Spot {} of {count}", self.number + 1),
            format!(
                "  You ({you}): {}   Flop: {}",
                spaced(self.hole()),
                spaced(self.flop())
            ),
            format!(
                "  Pot {} · your stack {} · bot's stack {}",
                self.pot(),
                self.my_stack(),
                self.bot_stack()
            ),
            format!("  Bot's range: {}", self.line.describe_range()),
            format!(
                "  Prize: {prize}. Sealed bids; the winner pays the other bid, a tie gives \
                 both the prize and both pay."
            ),
        ]
    }
}

impl Answered {
    /// What the answer revealed, as lines of text: the prize's value to the player, both
    /// bids, the auction's result and the score.
    pub fn describe(&self) -> Vec<String> {
        let (spot, s) = (&self.spot, &self.score);
        let mut worth = format!(
            "  The prize was worth {:.1} chips to you (your equity now {:.0}%",
            s.value,
            100.0 * spot.equity
        );
        if let Some((win, lose)) = spot.card_equities {
            worth.push_str(&format!(
                ", {:.0}% with the third card, {:.0}% if the bot gets it",
                100.0 * win,
                100.0 * lose
            ));
        }
        worth.push_str(&format!(
            "): a bid of {} scores no loss whatever the bot bids.",
            spot.truthful_bid()
        ));
        let result = match s.winners {
            [true, true] => format!("A tie: both get the prize and both pay {}.", s.paid[0]),
            [true, false] => format!("You win the prize and pay {} (hard's bid).", s.paid[0]),
            _ => format!("hard wins the prize and pays {} (your bid).", s.paid[1]),
        };
        vec![
            worth,
            format!("  You bid {}, hard bid {}. {result}", s.bids[0], s.bids[1]),
            format!(
                "  Score: {:.1} chips of EV lost (you got {:+.1}; the best given hard's bid \
                 was {:+.1}).",
                s.loss, s.gain, s.best
            ),
        ]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A small budget keeps the tests fast; the drill's rules do not depend on it.
    const FAST: Budget = Budget {
        samples: 200,
        max_ms: 1.0e9,
    };

    #[test]
    fn bidding_the_valuation_scores_zero_loss_whatever_the_other_bid() {
        for value in [0.0_f64, 3.7, 12.0, 55.5] {
            let truthful = value.floor() as Chips;
            for other in 0..80 {
                let s = score_bid(value, truthful, other);
                assert!(s.loss.abs() < 1e-9, "value {value} other {other}: {s:?}");
            }
        }
    }

    #[test]
    fn a_bid_far_above_the_value_loses_when_the_other_bid_is_high() {
        let s = score_bid(10.0, 100, 60);
        assert_eq!(s.winners, [true, false]);
        assert_eq!(s.paid, [60, 0]);
        assert!((s.loss - 50.0).abs() < 1e-9);
        // Against a low bid the overbid costs nothing.
        assert!(score_bid(10.0, 100, 4).loss.abs() < 1e-9);
    }

    #[test]
    fn second_price_winner_pays_the_other_bid_and_ties_both_pay() {
        let s = score_bid(5.0, 3, 9);
        assert_eq!((s.winners, s.paid, s.gain), ([false, true], [0, 3], 0.0));
        let t = score_bid(5.0, 7, 7);
        assert_eq!((t.winners, t.paid), ([true, true], [7, 7]));
        assert!((t.loss - 2.0).abs() < 1e-9);
    }

    #[test]
    fn the_drill_valuation_is_the_bot_cores() {
        let spot = DrillSpot::generate(VariantId::Auction, 7, 0, FAST).unwrap();
        let view = auction_view(&spot.hand, spot.seat).unwrap();
        let mut core = MonteCarlo::new("hard", FAST);
        let advice = core.advise(&view, &mut spot_rng(7, 0, 1)).unwrap();
        assert_eq!(Some(spot.value), advice.bid_value);
        assert_eq!(spot.card_equities, advice.card_equities);
        let view = auction_view(&spot.hand, spot.seat.other()).unwrap();
        let mut core = MonteCarlo::new("hard", FAST);
        let advice = core.advise(&view, &mut spot_rng(7, 0, 2)).unwrap();
        assert_eq!(advice.best, Action::Bid(spot.bot_bid));
        assert!(spot.card_equities.is_some());
    }

    #[test]
    fn the_same_seed_gives_the_same_spots() {
        for variant in [VariantId::Auction, VariantId::SneakPeek] {
            for n in 0..2 {
                let a = DrillSpot::generate(variant, 42, n, FAST).unwrap();
                let b = DrillSpot::generate(variant, 42, n, FAST).unwrap();
                assert_eq!(a.hand.events(), b.hand.events());
                assert_eq!((a.seat, a.line, a.bot_bid), (b.seat, b.line, b.bot_bid));
                assert_eq!(a.value, b.value);
                assert_eq!(a.hand.phase(), Phase::Auction);
            }
        }
        let a = DrillSpot::generate(VariantId::Auction, 1, 0, FAST).unwrap();
        let b = DrillSpot::generate(VariantId::Auction, 2, 0, FAST).unwrap();
        assert_ne!(a.hand.events(), b.hand.events());
    }

    #[test]
    fn bad_bids_change_nothing_and_say_why() {
        let mut drill = Drill::new(VariantId::Auction, 3, FAST).unwrap();
        let before = drill.spot().hand.events().to_vec();
        let max = drill.spot().my_stack();
        for bad in ["abc", "-5", "1.5", ""] {
            assert_eq!(
                drill.answer(bad).unwrap_err(),
                BidError::NotChips(bad.to_string())
            );
        }
        assert_eq!(
            drill.answer(&(max + 1).to_string()).unwrap_err(),
            BidError::AboveStack { bid: max + 1, max }
        );
        assert_eq!(drill.spot().hand.events(), before.as_slice());
        assert!(drill.scores.is_empty());
        assert_eq!(drill.spot().number, 0);
        let answered = drill.answer("bid 4").unwrap();
        assert_eq!(answered.score.bids[0], 4);
        assert_eq!(drill.spot().number, 1);
        assert_eq!(drill.scores.len(), 1);
    }

    #[test]
    fn the_engine_resolves_the_drill_auction_as_scored() {
        let spot = DrillSpot::generate(VariantId::SneakPeek, 5, 0, FAST).unwrap();
        let bid = spot.truthful_bid();
        let (score, hand) = spot.play(bid).unwrap();
        let result = hand.auction().unwrap();
        let (me, bot) = (spot.seat.index(), spot.seat.other().index());
        assert_eq!(result.bids[me], score.bids[0]);
        assert_eq!(result.bids[bot], score.bids[1]);
        assert_eq!([result.paid[me], result.paid[bot]], score.paid);
        assert_eq!([result.winners[me], result.winners[bot]], score.winners);
        assert!(score.loss.abs() < 1e-9);
        assert!(matches!(
            DrillSpot::generate(VariantId::Holdem, 1, 0, FAST),
            Err(DrillError::NoAuction(VariantId::Holdem))
        ));
    }
}
