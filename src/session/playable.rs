//! [`Playable`]: what the session needs of a game besides [`Game`]: the stakes of a match
//! ([`Playable::Rules`]), how one deal is drawn and built into a hand, whether chips carry from
//! hand to hand, who can still be dealt in, and how a finished hand is written down (its
//! history file and what it adds to a player's statistics). Both games implement it here, so
//! the session stays one piece of code for both.

use rand::Rng;
use rand::rngs::StdRng;

use crate::cards::Deck;
use crate::engine::auction_flop::{AuctionFlopHand, AuctionFlopSetup, AuctionFlopSetupError};
use crate::engine::{Chips, Game, Hand, HandSetup, Seat, SetupError, VariantId};
use crate::history::HandMeta;
use crate::stats::HandCount;

use super::{AuctionFlopRules, MatchConfig, MatchFormat};

/// A game a [`Session`](super::Session) can run.
pub trait Playable: Game<Error: Clone + std::fmt::Debug, Action: std::fmt::Debug> + Clone {
    /// The stakes of a match (stacks, blinds or ante, hands, whether chips carry over).
    type Rules: Clone + std::fmt::Debug;
    /// What a deal draws besides the deck: Sneak Peek's reveal choices, the Auction Flop
    /// reshuffle seed.
    type Extras;
    /// Why a hand cannot be set up.
    type SetupError: std::error::Error + Clone;
    /// The fewest players a hand needs.
    const MIN_PLAYERS: usize;

    /// Checks that `rules` can make a hand for `players` players.
    ///
    /// # Errors
    /// The game's setup error when they cannot.
    fn validate(rules: &Self::Rules, players: usize) -> Result<(), Self::SetupError>;
    /// The name the player's statistics count a match's hands under: the game's id, but a
    /// hold'em tournament's apart ([`crate::stats::TOURNAMENT`]: its blinds rise, so its
    /// chips are not the cash game's).
    fn stats_key(rules: &Self::Rules) -> &'static str;
    /// Draws one deal from `rng`, in the order felt has always drawn it (so a seed deals the
    /// same hands as before).
    fn draw(rng: &mut StdRng) -> (Deck, Self::Extras);
    /// Hand `number` (1-based, counted over the whole match) with these stacks by seat and
    /// `dealer` holding the button, dealt from `deck`.
    ///
    /// # Errors
    /// The game's setup error when the hand cannot be played.
    fn deal(
        rules: &Self::Rules,
        number: u32,
        stacks: Vec<Chips>,
        dealer: Seat,
        deck: Deck,
        extras: Self::Extras,
    ) -> Result<Self, Self::SetupError>;
    /// Each player's chips at the start of the match.
    fn starting_stack(rules: &Self::Rules) -> Chips;
    /// Hands in the match (`None`: until stopped).
    fn hands(rules: &Self::Rules) -> Option<u32>;
    /// True when chips carry from hand to hand (false: every hand starts at the full stack).
    fn carries(rules: &Self::Rules) -> bool;
    /// True when a player holding `chips` can be dealt in.
    fn can_play(rules: &Self::Rules, chips: Chips) -> bool;
    /// The game.
    fn variant(&self) -> VariantId;
    /// The finished hand's history file: hand `number` of its match, with each seat's name,
    /// marking the decisions felt played in a bot's place (`played_for`: the number of
    /// events before each).
    fn history(&self, number: u32, names: &[String], played_for: &[usize]) -> String;
    /// What the finished hand adds to the statistics of the player in `seat`.
    fn count(&self, seat: Seat) -> HandCount;
}

impl Playable for Hand {
    type Rules = MatchConfig;
    type Extras = [u8; 2];
    type SetupError = SetupError;
    const MIN_PLAYERS: usize = 2;

    fn stats_key(rules: &MatchConfig) -> &'static str {
        match rules.format {
            super::MatchFormat::Tournament { .. } => crate::stats::TOURNAMENT,
            super::MatchFormat::ResetStacks => rules.variant.id(),
        }
    }

    fn validate(rules: &MatchConfig, _players: usize) -> Result<(), SetupError> {
        HandSetup::new(
            rules.variant,
            [rules.stack; 2],
            rules.small_blind,
            rules.big_blind,
        )
        .validate()
    }

    fn draw(rng: &mut StdRng) -> (Deck, [u8; 2]) {
        // The Sneak Peek reveal choices first, then the shuffle.
        let peek = [rng.random_range(0..2), rng.random_range(0..2)];
        (Deck::shuffled(rng), peek)
    }

    fn deal(
        rules: &MatchConfig,
        number: u32,
        stacks: Vec<Chips>,
        _dealer: Seat,
        deck: Deck,
        peek: [u8; 2],
    ) -> Result<Hand, SetupError> {
        let (small_blind, big_blind) = rules.blinds_for_hand(number);
        let stacks = [
            stacks.first().copied().unwrap_or(0),
            stacks.get(1).copied().unwrap_or(0),
        ];
        let mut setup = HandSetup::new(rules.variant, stacks, small_blind, big_blind);
        setup.peek = peek;
        Hand::new(setup, deck)
    }

    fn starting_stack(rules: &MatchConfig) -> Chips {
        rules.stack
    }

    fn hands(rules: &MatchConfig) -> Option<u32> {
        rules.hands
    }

    fn carries(rules: &MatchConfig) -> bool {
        matches!(rules.format, MatchFormat::Tournament { .. })
    }

    fn can_play(_rules: &MatchConfig, chips: Chips) -> bool {
        chips > 0
    }

    fn variant(&self) -> VariantId {
        Hand::variant(self)
    }

    fn history(&self, number: u32, names: &[String], played_for: &[usize]) -> String {
        let meta = HandMeta {
            number: Some(number),
            names: match names {
                [a, b] => Some([a.clone(), b.clone()]),
                _ => None,
            },
            played_for: played_for.to_vec(),
        };
        crate::history::phh::write(self, &meta)
    }

    fn count(&self, seat: Seat) -> HandCount {
        HandCount::HeadsUp(Box::new(self.clone()), seat)
    }
}

impl Playable for AuctionFlopHand {
    type Rules = AuctionFlopRules;
    type Extras = u64;
    type SetupError = AuctionFlopSetupError;
    const MIN_PLAYERS: usize = 3;

    fn stats_key(_: &AuctionFlopRules) -> &'static str {
        VariantId::AuctionFlop.id()
    }

    fn validate(rules: &AuctionFlopRules, players: usize) -> Result<(), AuctionFlopSetupError> {
        AuctionFlopSetup {
            stacks: vec![rules.stack; players],
            ante: rules.ante,
            dealer: Seat(0),
            reshuffle_seed: 0,
        }
        .validate()
    }

    fn draw(rng: &mut StdRng) -> (Deck, u64) {
        // The reshuffle seed first, then the shuffle.
        let seed = rng.random();
        (Deck::shuffled(rng), seed)
    }

    fn deal(
        rules: &AuctionFlopRules,
        _number: u32,
        stacks: Vec<Chips>,
        dealer: Seat,
        deck: Deck,
        reshuffle_seed: u64,
    ) -> Result<AuctionFlopHand, AuctionFlopSetupError> {
        let setup = AuctionFlopSetup {
            stacks,
            ante: rules.ante,
            dealer,
            reshuffle_seed,
        };
        AuctionFlopHand::new(setup, deck)
    }

    fn starting_stack(rules: &AuctionFlopRules) -> Chips {
        rules.stack
    }

    fn hands(rules: &AuctionFlopRules) -> Option<u32> {
        rules.hands
    }

    fn carries(rules: &AuctionFlopRules) -> bool {
        rules.carry
    }

    fn can_play(rules: &AuctionFlopRules, chips: Chips) -> bool {
        chips >= rules.ante
    }

    fn variant(&self) -> VariantId {
        VariantId::AuctionFlop
    }

    fn history(&self, _number: u32, names: &[String], _played_for: &[usize]) -> String {
        crate::history::auction_flop::write(self, Some(names))
    }

    fn count(&self, seat: Seat) -> HandCount {
        HandCount::Net(
            self.net()
                .and_then(|n| n.get(seat.index()).copied())
                .unwrap_or(0),
        )
    }
}
