//! `Hand`: the per-hand state machine of the heads-up games. It is built from a
//! [`HandSetup`] and a [`Deck`], offers [`Hand::legal_actions`] at every decision, refuses
//! illegal actions without changing anything, and records every change as an [`Event`].
//!
//! The variants share this one machine; a variant only changes the schedule (an auction
//! after the flop, run cards after a red river) and what the auction's prize is.
//!
//! This file holds the hand's state, dealing and reading it; `act` checks and applies an
//! action, `schedule` moves from street to street and resolves the auction, and `showdown`
//! ends the hand by a fold or at showdown.

mod act;
mod schedule;
mod showdown;

use crate::cards::{Card, CardList, CardSet, Deck, HandValue, MAX_BOARD};

use super::action::LegalActions;
use super::betting::{RoundMark, legal_bets};
use super::event::{Event, Street};
use super::ledger::Ledger;
use super::setup::{Chips, HandSetup, Seat, SetupError};
use super::variant::VariantId;

/// Where the hand stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Phase {
    /// A betting round is on.
    Betting,
    /// The sealed auction after the flop (Auction and Sneak Peek).
    Auction,
    /// The hand is over.
    Done,
}

/// How a finished hand ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Outcome {
    /// Each seat's change in chips (sums to zero).
    pub net: [i64; 2],
    /// True if the hand went to showdown, false if someone folded.
    pub showdown: bool,
    /// The seat that folded, if any.
    pub folded: Option<Seat>,
    /// At showdown, each seat's hand value.
    pub values: Option<[HandValue; 2]>,
}

/// One heads-up hand in progress.
#[derive(Debug, Clone)]
pub struct Hand {
    pub(crate) setup: HandSetup,
    deck: Deck,
    pub(crate) holes: [CardList<3>; 2],
    pub(crate) board: CardList<MAX_BOARD>,
    pub(crate) street: Street,
    pub(crate) phase: Phase,
    /// Stacks, pips and pot, moved only by recording events.
    pub(crate) ledger: Ledger,
    pub(crate) to_act: Seat,
    mark: RoundMark,
    pub(crate) bids: [Option<Chips>; 2],
    pub(crate) auction: Option<AuctionResult>,
    /// The opponent card revealed to each seat (Sneak Peek).
    pub(crate) peeked: [Option<Card>; 2],
    log: Vec<Event>,
    pub(crate) outcome: Option<Outcome>,
    total: Chips,
}

/// The auction's result, once both bids are in.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct AuctionResult {
    pub bids: [Chips; 2],
    pub paid: [Chips; 2],
    pub winners: [bool; 2],
}

impl Hand {
    /// Posts the blinds and deals the hole cards: two to seat 0, then two to seat 1, from the
    /// top of `deck`. Board cards and auction cards follow from the deck in the order they are
    /// needed.
    ///
    /// # Errors
    /// [`SetupError`] when the setup cannot be played.
    pub fn new(setup: HandSetup, deck: Deck) -> Result<Hand, SetupError> {
        setup.validate()?;
        if deck.len() < 4 {
            return Err(SetupError::ShortDeck);
        }
        let mut hand = Hand {
            setup,
            deck,
            holes: [CardList::new(), CardList::new()],
            board: CardList::new(),
            street: Street::Preflop,
            phase: Phase::Betting,
            ledger: Ledger::new(setup.stacks),
            to_act: Seat::SMALL_BLIND,
            mark: RoundMark::Open,
            bids: [None, None],
            auction: None,
            peeked: [None, None],
            log: Vec::with_capacity(24),
            outcome: None,
            total: setup.stacks[0] + setup.stacks[1],
        };
        hand.post(Seat::SMALL_BLIND, setup.small_blind);
        hand.post(Seat::BIG_BLIND, setup.big_blind);
        hand.return_uncalled();
        for seat in [Seat(0), Seat(0), Seat(1), Seat(1)] {
            hand.deal_hole(seat, false);
        }
        hand.debug_check_chips();
        Ok(hand)
    }

    /// Logs `event` and moves the chips it says moved.
    fn record(&mut self, event: Event) {
        self.ledger.record(&event);
        self.log.push(event);
    }

    fn post(&mut self, seat: Seat, blind: Chips) {
        let amount = blind.min(self.ledger.stacks()[seat.index()]);
        self.record(Event::PostBlind { seat, amount });
    }

    /// A seat that is all in cannot match more than it put in: give the excess back.
    fn return_uncalled(&mut self) {
        for seat in [Seat(0), Seat(1)] {
            let (me, opp) = (seat.index(), seat.other().index());
            let (pips, stacks) = (self.ledger.pips(), self.ledger.stacks());
            if pips[me] > pips[opp] && stacks[opp] == 0 {
                let amount = pips[me] - pips[opp];
                self.record(Event::ReturnUncalled { seat, amount });
            }
        }
    }

    fn draw(&mut self) -> Card {
        // Invariant: a 52-card deck covers every deal (4 hole + 2 auction + at most 32 board
        // cards); `Hand::new` only accepts decks of four or more, so a scripted short deck
        // falls back to the first card not yet seen rather than panicking.
        match self.deck.deal() {
            Some(c) => c,
            None => {
                let seen: CardSet = self
                    .holes
                    .iter()
                    .flat_map(|h| h.iter())
                    .chain(self.board.iter())
                    .collect();
                Card::all()
                    .find(|c| !seen.contains(*c))
                    .unwrap_or(Card::new(
                        crate::cards::Rank::Two,
                        crate::cards::Suit::Clubs,
                    ))
            }
        }
    }

    /// Deals `seat` a hole card; `prize` marks the auction's third card.
    fn deal_hole(&mut self, seat: Seat, prize: bool) {
        let card = self.draw();
        self.holes[seat.index()].push(card);
        self.record(Event::DealHole { seat, card, prize });
    }

    fn deal_board(&mut self, street: Street) {
        let card = self.draw();
        self.board.push(card);
        self.record(Event::DealBoard { street, card });
    }

    // ----- reading the state -----

    /// The setup this hand started from.
    pub fn setup(&self) -> &HandSetup {
        &self.setup
    }

    /// The game.
    pub fn variant(&self) -> VariantId {
        self.setup.variant
    }

    /// Every event so far, in order.
    pub fn events(&self) -> &[Event] {
        &self.log
    }

    /// The current street.
    pub fn street(&self) -> Street {
        self.street
    }

    /// Betting, auction, or done.
    pub fn phase(&self) -> Phase {
        self.phase
    }

    /// True once the hand is over.
    pub fn is_over(&self) -> bool {
        self.phase == Phase::Done
    }

    /// The seat to act, or `None` when the hand is over.
    pub fn to_act(&self) -> Option<Seat> {
        (self.phase != Phase::Done).then_some(self.to_act)
    }

    /// The board so far.
    pub fn board(&self) -> &[Card] {
        self.board.as_slice()
    }

    /// A seat's hole cards (the whole truth; bots and screens get [`Hand::view`] instead).
    pub fn hole_cards(&self, seat: Seat) -> &[Card] {
        self.holes[seat.index()].as_slice()
    }

    /// Chips behind for each seat.
    pub fn stacks(&self) -> [Chips; 2] {
        self.ledger.stacks()
    }

    /// Chips each seat has put in during this street.
    pub fn pips(&self) -> [Chips; 2] {
        self.ledger.pips()
    }

    /// Every chip in the middle: earlier streets, auction payments and this street's pips.
    pub fn pot(&self) -> Chips {
        self.ledger.pot()
    }

    /// The hand's chips as its events moved them.
    pub fn ledger(&self) -> &Ledger {
        &self.ledger
    }

    /// The auction's result, once resolved.
    pub fn auction(&self) -> Option<AuctionResult> {
        self.auction
    }

    /// How the hand ended, once it is over.
    pub fn outcome(&self) -> Option<Outcome> {
        self.outcome
    }

    /// Every card dealt so far (hole cards and board), in dealing order.
    pub fn dealt_cards(&self) -> Vec<Card> {
        self.log
            .iter()
            .filter_map(|e| match e {
                Event::DealHole { card, .. } | Event::DealBoard { card, .. } => Some(*card),
                _ => None,
            })
            .collect()
    }

    /// The cards still to be dealt, top first (for replays and tests).
    pub fn deck(&self) -> &Deck {
        &self.deck
    }

    /// The options of the seat to act, or `None` when the hand is over.
    pub fn legal_actions(&self) -> Option<LegalActions> {
        match self.phase {
            Phase::Done => None,
            Phase::Betting => Some(legal_bets(
                self.to_act,
                self.ledger.pips(),
                self.ledger.stacks(),
                self.setup.big_blind,
            )),
            Phase::Auction => Some(LegalActions {
                seat: self.to_act,
                call_cost: 0,
                can_fold: false,
                can_check: false,
                can_call: false,
                raise: None,
                bid: Some((0, self.ledger.stacks()[self.to_act.index()])),
            }),
        }
    }

    fn debug_check_chips(&self) {
        debug_assert_eq!(
            self.ledger.stacks()[0] + self.ledger.stacks()[1] + self.pot(),
            self.total,
            "chips must be conserved: {:?}",
            self.log
        );
    }
}
