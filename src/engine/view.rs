//! `SeatView`: what one seat may know. Built from a hand for one seat, it holds copies of that
//! seat's cards, the board, the chips, and the events as that seat saw them (the opponent's
//! hole cards and a not-yet-revealed bid are left out), so a bot given a view cannot reach the
//! hidden state.

use crate::cards::{Card, CardList, MAX_BOARD};

use super::action::LegalActions;
use super::event::{Event, Street};
use super::hand::{AuctionResult, Hand, Outcome, Phase};
use super::setup::{Chips, HandSetup, Seat};
use super::variant::VariantId;

/// One seat's knowledge of a hand.
#[derive(Debug, Clone)]
pub struct SeatView {
    /// Whose view this is.
    pub seat: Seat,
    /// The hand's setup (stacks, blinds; public).
    pub setup: HandSetup,
    /// This seat's hole cards (two, or three after winning an auction card).
    pub hole: CardList<3>,
    /// The opponent's hole cards this seat knows: shown at showdown, or peeked in Sneak Peek.
    pub opponent_known: CardList<3>,
    /// The board.
    pub board: CardList<MAX_BOARD>,
    /// The current street.
    pub street: Street,
    /// Betting, auction or done.
    pub phase: Phase,
    /// Chips behind, by seat.
    pub stacks: [Chips; 2],
    /// Chips put in this street, by seat.
    pub pips: [Chips; 2],
    /// Every chip in the middle.
    pub pot: Chips,
    /// The seat to act (None when over).
    pub to_act: Option<Seat>,
    /// This seat's options, when it is to act.
    pub legal: Option<LegalActions>,
    /// This seat's own bid, once made.
    pub my_bid: Option<Chips>,
    /// Both bids and payments, once the auction is resolved.
    pub auction: Option<AuctionResult>,
    /// The events as this seat saw them.
    pub events: Vec<Event>,
    /// The result, once the hand is over.
    pub outcome: Option<Outcome>,
}

impl SeatView {
    /// The game.
    pub fn variant(&self) -> VariantId {
        self.setup.variant
    }

    /// What it costs this seat to call now.
    pub fn call_cost(&self) -> Chips {
        self.legal.map_or(0, |l| l.call_cost)
    }

    /// The opponent's seat.
    pub fn opponent(&self) -> Seat {
        self.seat.other()
    }

    /// How many hole cards the opponent holds: two, and a third after winning Auction
    /// Hold'em's auction (a public fact, though the card is not).
    pub fn opponent_card_count(&self) -> usize {
        let won = self
            .auction
            .is_some_and(|a| a.winners[self.opponent().index()]);
        if won && self.variant() == VariantId::Auction {
            3
        } else {
            2
        }
    }

    /// True when the opponent has seen one of this seat's cards (it won Sneak Peek's
    /// auction); which card stays hidden.
    pub fn opponent_peeked(&self) -> bool {
        self.variant() == VariantId::SneakPeek
            && self
                .auction
                .is_some_and(|a| a.winners[self.opponent().index()])
    }

    /// All cards this seat can see (own hole cards, known opponent cards, board).
    pub fn known_cards(&self) -> impl Iterator<Item = Card> + '_ {
        self.hole
            .iter()
            .chain(self.opponent_known.iter())
            .chain(self.board.iter())
    }
}

impl Hand {
    /// What `seat` may know of this hand.
    pub fn view(&self, seat: Seat) -> SeatView {
        let me = seat.index();
        let showdown = self.outcome.is_some_and(|o| o.showdown);
        let mut opponent_known = CardList::new();
        if showdown {
            opponent_known = self.holes[seat.other().index()];
        } else if let Some(card) = self.peeked[me] {
            opponent_known.push(card);
        }
        let resolved = self.auction.is_some();
        let events = self
            .events()
            .iter()
            .filter(|e| match e {
                Event::DealHole { seat: s, .. } => *s == seat || showdown,
                Event::Bid { seat: s, .. } => *s == seat || resolved,
                Event::Peek { seat: s, .. } => *s == seat,
                _ => true,
            })
            .copied()
            .collect();
        let to_act = self.to_act();
        SeatView {
            seat,
            setup: self.setup,
            hole: self.holes[me],
            opponent_known,
            board: self.board,
            street: self.street,
            phase: self.phase,
            stacks: self.ledger.stacks(),
            pips: self.ledger.pips(),
            pot: self.pot(),
            to_act,
            legal: if to_act == Some(seat) {
                self.legal_actions()
            } else {
                None
            },
            my_bid: self.bids[me],
            auction: self.auction,
            events,
            outcome: self.outcome,
        }
    }
}
