//! One drill spot: a seeded hand dealt by the match runner and played by a short scripted
//! preflop to its post-flop auction, the core's valuation of the prize for the player and its
//! bid for the bot, and playing the player's bid through the engine's own auction.

use rand::SeedableRng;
use rand::rngs::StdRng;
use rand::{Rng, RngCore};

use super::{BidError, BidScore, DrillError, score_bid};
use crate::bots::{Budget, MonteCarlo};
use crate::cards::{Card, Deck};
use crate::coach::bid_score::{bid_chip_cost, truthful_bid};
use crate::engine::{Action, ActionError, Chips, Hand, Phase, Seat, SeatView, VariantId};
use crate::session::{Deals, MatchConfig, Session, SessionError};

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
    /// The pot the core expects the hand to reach, which the prize's worth is a share of.
    pub final_pot: Option<f64>,
    /// What `hard` bids from the bot's seat.
    pub bot_bid: Chips,
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
        let peek = [rng.random_range(0..=1), rng.random_range(0..=1)];
        // The competition's own stakes, one hand: player 0 has the button.
        let stakes = MatchConfig {
            hands: Some(1),
            ..MatchConfig::defaults(variant)
        };
        let big_blind = stakes.big_blind;
        let mut session = Session::new(stakes, 2, Deals::one(deck, peek)).map_err(drill_error)?;
        session.start_hand().map_err(drill_error)?;
        let seat = Seat(rng.random_range(0..=1));
        let raise_to = big_blind * rng.random_range(2..=4);
        let raised = rng.random_bool(0.5);
        let button = Seat::SMALL_BLIND;
        let script = if raised {
            [Action::RaiseTo(raise_to), Action::Call]
        } else {
            [Action::Call, Action::Check]
        };
        for (player, action) in script.into_iter().enumerate() {
            session.act(player, action).map_err(drill_error)?;
        }
        let hand = session
            .hand()
            .cloned()
            .ok_or(DrillError::Setup(crate::engine::SetupError::ShortDeck))?;
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
            final_pot: mine.final_pot,
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

    /// The bid that scores zero loss whatever the bot bids, unless the bot bids the same (a
    /// tie shares the prize): the valuation rounded down to a whole chip, at most the stack.
    pub fn truthful_bid(&self) -> Chips {
        truthful_bid(self.value).min(self.my_stack())
    }

    /// What a chip bid costs the player in chips of the pot (see
    /// [`crate::coach::bid_score::bid_chip_cost`]): less than a chip in both auctions.
    pub fn chip_cost(&self) -> f64 {
        let look = (self.hand.variant() == VariantId::SneakPeek).then_some(self.equity);
        bid_chip_cost(self.card_equities, look)
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
        let score = score_bid(self.value, bid, self.bot_bid)
            .priced(self.chip_cost())
            .judged(max);
        Ok((score, hand))
    }
}

/// A session's refusal during a drill spot's script, as a [`DrillError`] (only a bug can
/// cause one).
fn drill_error(e: SessionError<Hand>) -> DrillError {
    match e {
        SessionError::Action(e) => DrillError::Script(e),
        SessionError::Setup(e) => DrillError::Setup(e),
        _ => DrillError::Script(ActionError::HandOver),
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
        final_pot: None,
        peek_swing: None,
        pricer: None,
        read: None,
        flop_folds: None,
        flop_edge: None,
        limp_trap: None,
        sound_pricer: None,
        look: None,
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::drill::FAST;

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
