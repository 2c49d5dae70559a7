//! `Session`: a table across hands. Two players take seats, the button alternates, stacks
//! reset every hand (the pokerbots format) or carry over with rising blinds (the hold'em
//! tournament), and each player's bankroll adds up the hands. A session asks players for
//! decisions through [`Player`], the one interface the terminal, built-in bots and hosted
//! competition bots all implement; it can also be stepped one decision at a time
//! ([`Session::turn`], [`Session::answer`], [`Session::act`]), which is how the table drives
//! it. Either way the steps are [`driver`]'s, so forced moves, leaked bids and replaced
//! answers are handled alike everywhere.

pub mod auction_flop;

use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use thiserror::Error;

use crate::cards::Deck;
use crate::engine::{
    Action, ActionError, Chips, Hand, HandSetup, Outcome, Seat, SeatView, SetupError, VariantId,
};

mod bot_player;
pub mod driver;

pub use bot_player::BotPlayer;

pub use driver::{Turn, play_out};

/// How stacks behave between hands.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MatchFormat {
    /// Every hand starts both seats at the full stack (pokerbots and cash games).
    ResetStacks,
    /// Stacks carry over and the blinds rise every `hands_per_level` hands; the match ends
    /// when a player has no chips.
    Tournament { hands_per_level: u32 },
}

/// The rules of a match.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct MatchConfig {
    pub variant: VariantId,
    /// Each player's stack at the start of a hand (reset) or of the match (tournament).
    pub stack: Chips,
    /// The blinds (the first level's in a tournament).
    pub small_blind: Chips,
    pub big_blind: Chips,
    /// Hands in the match; `None` plays until stopped (or until a tournament is won).
    pub hands: Option<u32>,
    pub format: MatchFormat,
}

impl MatchConfig {
    /// The defaults of RULES.md for a heads-up variant (hold'em: the cash format).
    pub fn defaults(variant: VariantId) -> MatchConfig {
        let (stack, small_blind, big_blind, hands) = match variant {
            VariantId::SneakPeek => (5000, 10, 20, Some(1000)),
            VariantId::Holdem => (400, 1, 2, None),
            _ => (400, 1, 2, Some(1000)),
        };
        MatchConfig {
            variant,
            stack,
            small_blind,
            big_blind,
            hands,
            format: MatchFormat::ResetStacks,
        }
    }

    /// The theaigames heads-up tournament: 500 chips, blinds 10/20 rising every 10 hands.
    pub fn tournament() -> MatchConfig {
        MatchConfig {
            variant: VariantId::Holdem,
            stack: 500,
            small_blind: 10,
            big_blind: 20,
            hands: None,
            format: MatchFormat::Tournament {
                hands_per_level: 10,
            },
        }
    }

    /// The blinds of hand `number` (1-based).
    pub fn blinds_for_hand(&self, number: u32) -> (Chips, Chips) {
        match self.format {
            MatchFormat::ResetStacks => (self.small_blind, self.big_blind),
            MatchFormat::Tournament { hands_per_level } => {
                let level = (number.saturating_sub(1) / hands_per_level.max(1)) as usize;
                let bb = tournament_big_blind(self.big_blind, level);
                (bb / 2, bb)
            }
        }
    }
}

/// The big blind after `level` raises, from a first big blind of `first`: the theaigames
/// steps 20, 30, 40, 50, 60, 80, then 1, 1.2, 1.6, 2, 2.4, 3, 4, 5, 6, 8 times each power of
/// ten from 100, capped at 1,000,000. A first big blind other than 20 scales the same steps.
pub fn tournament_big_blind(first: Chips, level: usize) -> Chips {
    const HEAD: [u64; 6] = [20, 30, 40, 50, 60, 80];
    const STEPS: [u64; 10] = [10, 12, 16, 20, 24, 30, 40, 50, 60, 80];
    let base = if level < HEAD.len() {
        HEAD[level]
    } else {
        let i = level - HEAD.len();
        let decade = 10u64.saturating_pow(1 + (i / STEPS.len()) as u32);
        STEPS[i % STEPS.len()].saturating_mul(decade)
    };
    let scaled = base.min(1_000_000).saturating_mul(u64::from(first)) / 20;
    scaled.min(u64::from(Chips::MAX)) as Chips
}

/// Deals a hand of `setup` from `rng`: the Sneak Peek reveal choices first, then the
/// shuffle. Matches and the arena deal the same way, so a seed gives the same hands.
///
/// # Errors
/// [`SetupError`] when the setup cannot be played.
pub fn deal(mut setup: HandSetup, rng: &mut StdRng) -> Result<Hand, SetupError> {
    setup.peek = [rng.random_range(0..2), rng.random_range(0..2)];
    Hand::new(setup, Deck::shuffled(rng))
}

/// Something that takes a seat and decides: the person at the terminal, a built-in bot, a
/// hosted competition bot.
pub trait Player {
    /// The decision at `view` (the seat's knowledge only; `view.legal` holds the options).
    fn act(&mut self, view: &SeatView) -> Action;

    /// The hand is over; `view` shows what this seat may know of it (cards shown at showdown,
    /// both bids).
    fn hand_over(&mut self, _view: &SeatView) {}

    /// True if the session may answer a forced move (only check, or only bid 0) itself.
    /// Hosted competition bots must be asked every time, as the official engines do.
    fn auto_forced(&self) -> bool {
        true
    }

    /// The opponent's sealed bid, given before this seat bids, for players that reproduce
    /// the official engines' leak (see [`Hosted::leaked_bid`](crate::bots::Hosted::leaked_bid)).
    fn leaked_bid(&mut self, _opponent_bid: Chips) {}
}

/// Why a session cannot go on.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum SessionError {
    #[error("the match is over")]
    MatchOver,
    #[error("no hand is in progress")]
    NoHand,
    #[error("a hand is already in progress")]
    HandInProgress,
    #[error(transparent)]
    Setup(#[from] SetupError),
    #[error(transparent)]
    Action(#[from] ActionError),
}

/// An illegal answer a player gave, and what was played instead.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Replaced {
    pub player: usize,
    pub given: Action,
    pub error: ActionError,
    pub played: Action,
}

/// A finished hand as the session saw it.
#[derive(Debug, Clone)]
pub struct HandRecord {
    /// 1-based hand number in the match.
    pub number: u32,
    /// The player (0 or 1) in seat 0 (small blind and button).
    pub button_player: usize,
    /// The hand, finished.
    pub hand: Hand,
    /// Each player's (not seat's) change in chips.
    pub net: [i64; 2],
    /// Illegal answers replaced during the hand.
    pub replaced: Vec<Replaced>,
}

/// A heads-up match between player 0 and player 1.
#[derive(Debug, Clone)]
pub struct Session {
    config: MatchConfig,
    rng: StdRng,
    /// Hands started so far.
    number: u32,
    /// Chips each player holds (tournament); each hand's starting stack otherwise.
    chips: [Chips; 2],
    bankroll: [i64; 2],
    current: Option<Hand>,
    replaced: Vec<Replaced>,
}

impl Session {
    /// A new match; `seed` decides every deal.
    ///
    /// # Errors
    /// [`SessionError::Setup`] when the stacks or blinds cannot make a hand.
    pub fn new(config: MatchConfig, seed: u64) -> Result<Session, SessionError> {
        HandSetup::new(
            config.variant,
            [config.stack; 2],
            config.small_blind,
            config.big_blind,
        )
        .validate()?;
        Ok(Session {
            config,
            rng: StdRng::seed_from_u64(seed),
            number: 0,
            chips: [config.stack; 2],
            bankroll: [0, 0],
            current: None,
            replaced: Vec::new(),
        })
    }

    /// The match's rules.
    pub fn config(&self) -> &MatchConfig {
        &self.config
    }

    /// Hands started so far (the current hand's number while one is in progress).
    pub fn hand_number(&self) -> u32 {
        self.number
    }

    /// Each player's total winnings so far.
    pub fn bankroll(&self) -> [i64; 2] {
        self.bankroll
    }

    /// Each player's chips (in a tournament; the reset stack otherwise).
    pub fn chips(&self) -> [Chips; 2] {
        self.chips
    }

    /// True when no more hands will be dealt.
    pub fn is_over(&self) -> bool {
        let busted =
            matches!(self.config.format, MatchFormat::Tournament { .. }) && self.chips.contains(&0);
        let played_out =
            self.config.hands.is_some_and(|n| self.number >= n) && self.current.is_none();
        busted || played_out
    }

    /// The hand in progress, if any.
    pub fn hand(&self) -> Option<&Hand> {
        self.current.as_ref()
    }

    /// The player in `seat` of hand `number`: player 0 has the button on odd hands.
    pub fn player_in_seat(number: u32, seat: Seat) -> usize {
        (seat.index() + (number as usize + 1) % 2) % 2
    }

    /// The seat of `player` in the current hand.
    pub fn seat_of(&self, player: usize) -> Seat {
        if Self::player_in_seat(self.number, Seat(0)) == player {
            Seat(0)
        } else {
            Seat(1)
        }
    }

    /// Deals the next hand.
    ///
    /// # Errors
    /// [`SessionError::MatchOver`] when the match is over.
    pub fn start_hand(&mut self) -> Result<&Hand, SessionError> {
        if self.is_over() {
            return Err(SessionError::MatchOver);
        }
        if self.current.is_some() {
            return Err(SessionError::HandInProgress);
        }
        self.number += 1;
        let (small_blind, big_blind) = self.config.blinds_for_hand(self.number);
        let p0 = Self::player_in_seat(self.number, Seat(0));
        let stacks = [self.chips[p0], self.chips[1 - p0]];
        let setup = HandSetup::new(self.config.variant, stacks, small_blind, big_blind);
        self.replaced.clear();
        let hand = deal(setup, &mut self.rng)?;
        Ok(self.current.insert(hand))
    }

    /// Applies `action` for `player` in the current hand. When the hand ends, bankrolls (and
    /// tournament stacks) are updated and the finished hand is returned.
    ///
    /// # Errors
    /// [`SessionError::NoHand`] with no hand in progress, or the [`ActionError`] that refused
    /// the action (nothing changes then).
    pub fn act(
        &mut self,
        player: usize,
        action: Action,
    ) -> Result<Option<HandRecord>, SessionError> {
        let seat = self.seat_of(player);
        let hand = self.current.as_mut().ok_or(SessionError::NoHand)?;
        hand.apply(seat, action)?;
        Ok(if hand.is_over() { self.finish() } else { None })
    }

    /// What the current hand needs next (see [`driver::turn`]); `auto_forced[p]` says whether
    /// player `p` lets the session make its forced moves. [`Turn::Over`] with no hand.
    pub fn turn(&self, auto_forced: [bool; 2]) -> Turn {
        let Some(hand) = &self.current else {
            return Turn::Over;
        };
        let p0 = Self::player_in_seat(self.number, Seat(0));
        let by_seat = if p0 == 0 {
            auto_forced
        } else {
            [auto_forced[1], auto_forced[0]]
        };
        driver::turn(hand, by_seat)
    }

    /// A bot's answer for `player` (see [`driver::answer`]): an illegal one is replaced and
    /// the replacement kept for the hand's record and returned. When the hand ends, the
    /// finished hand comes back as with [`Session::act`].
    ///
    /// # Errors
    /// [`SessionError::NoHand`] with no hand in progress.
    pub fn answer(
        &mut self,
        player: usize,
        action: Action,
    ) -> Result<(Option<Replaced>, Option<HandRecord>), SessionError> {
        let seat = self.seat_of(player);
        let hand = self.current.as_mut().ok_or(SessionError::NoHand)?;
        let replaced = driver::answer(hand, seat, action).map(|r| Replaced { player, ..r });
        self.replaced.extend(replaced);
        let done = hand.is_over();
        Ok((replaced, if done { self.finish() } else { None }))
    }

    fn finish(&mut self) -> Option<HandRecord> {
        let hand = self.current.take()?;
        let outcome: Outcome = hand.outcome()?;
        let p0 = Self::player_in_seat(self.number, Seat(0));
        let mut net = [0i64; 2];
        net[p0] = outcome.net[0];
        net[1 - p0] = outcome.net[1];
        for (bankroll, n) in self.bankroll.iter_mut().zip(net) {
            *bankroll += n;
        }
        if matches!(self.config.format, MatchFormat::Tournament { .. }) {
            let stacks = hand.stacks();
            self.chips[p0] = stacks[0];
            self.chips[1 - p0] = stacks[1];
        }
        Some(HandRecord {
            number: self.number,
            button_player: p0,
            hand,
            net,
            replaced: std::mem::take(&mut self.replaced),
        })
    }

    /// Plays one whole hand, asking `players[0]` and `players[1]` for their decisions. An
    /// illegal answer is replaced by check-if-legal-else-fold (bid 0 in an auction), as the
    /// official engines do, and reported in the record.
    ///
    /// # Errors
    /// [`SessionError::MatchOver`] when the match is over.
    pub fn play_hand(
        &mut self,
        players: &mut [&mut dyn Player; 2],
    ) -> Result<HandRecord, SessionError> {
        self.start_hand()?;
        let p0 = Self::player_in_seat(self.number, Seat(0));
        let hand = self.current.as_mut().ok_or(SessionError::NoHand)?;
        let [a, b] = players;
        let by_seat: [&mut dyn Player; 2] = if p0 == 0 {
            [&mut **a, &mut **b]
        } else {
            [&mut **b, &mut **a]
        };
        let replaced = play_out(hand, by_seat);
        self.replaced = replaced
            .into_iter()
            .map(|r| Replaced {
                player: if r.player == 0 { p0 } else { 1 - p0 },
                ..r
            })
            .collect();
        let record = self.finish().ok_or(SessionError::NoHand)?;
        for (p, player) in players.iter_mut().enumerate() {
            let seat = if record.button_player == p {
                Seat(0)
            } else {
                Seat(1)
            };
            player.hand_over(&record.hand.view(seat));
        }
        Ok(record)
    }
}
