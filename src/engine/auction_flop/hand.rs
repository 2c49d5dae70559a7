//! [`AuctionFlopHand`]: the state machine of one hand of Auction Flop Poker. Antes and the deal
//! happen when it is built; then the private discards, one flop auction after another (forward,
//! reverse if nobody bids, free for the last seat needing cards), and the settlement once every
//! hand holds five cards.

use rand::SeedableRng;
use rand::rngs::StdRng;
use rand::seq::SliceRandom;

use crate::cards::{Card, CardSet, Deck, HandValue, evaluate};
use crate::engine::{Chips, Seat};

use super::action::{AuctionFlopAction, AuctionFlopPhase};
use super::error::{AuctionFlopError, AuctionFlopSetupError};
use super::event::AuctionFlopEvent;
use super::ledger::AuctionFlopLedger;
use super::payout::{discard_fee, settle};
use super::seat_at;
use super::setup::AuctionFlopSetup;

/// One hand of Auction Flop Poker.
#[derive(Debug, Clone)]
pub struct AuctionFlopHand {
    pub(super) setup: AuctionFlopSetup,
    /// The deck as it was when the hand began, top first (for histories).
    deck_order: Vec<Card>,
    /// Top card last.
    stock: Vec<Card>,
    discards: Vec<Card>,
    pub(super) hands: Vec<CardSet>,
    /// Stacks and pot, moved only by recording events.
    pub(super) ledger: AuctionFlopLedger,
    pub(super) phase: AuctionFlopPhase,
    pub(super) to_act: usize,
    /// Discard phase: seats that have chosen.
    chosen: Vec<bool>,
    pub(super) flop: Option<[Card; 3]>,
    flops: usize,
    first_voice: usize,
    pub(super) best: Chips,
    pub(super) best_bidder: Option<usize>,
    passes: usize,
    pub(super) offer: Chips,
    offer_holder: Option<usize>,
    rng: StdRng,
    pub(super) log: Vec<AuctionFlopEvent>,
    total: Chips,
}

impl AuctionFlopHand {
    /// Antes, then five cards to each seat from the top of `deck`, starting after the dealer.
    ///
    /// # Errors
    /// [`AuctionFlopSetupError`] when the seats, antes or dealer do not make a hand.
    pub fn new(
        setup: AuctionFlopSetup,
        deck: Deck,
    ) -> Result<AuctionFlopHand, AuctionFlopSetupError> {
        setup.validate()?;
        let n = setup.stacks.len();
        let deck_order: Vec<Card> = deck.order().collect();
        let mut stock = deck_order.clone();
        stock.reverse();
        let mut h = AuctionFlopHand {
            deck_order,
            ledger: AuctionFlopLedger::new(setup.stacks.clone()),
            total: setup.stacks.iter().sum(),
            rng: StdRng::seed_from_u64(setup.reshuffle_seed),
            setup,
            stock,
            discards: Vec::new(),
            hands: vec![CardSet::EMPTY; n],
            phase: AuctionFlopPhase::Discard,
            to_act: 0,
            chosen: vec![false; n],
            flop: None,
            flops: 0,
            first_voice: 0,
            best: 0,
            best_bidder: None,
            passes: 0,
            offer: 0,
            offer_holder: None,
            log: Vec::new(),
        };
        let first = h.setup.dealer.index() + 1;
        for seat in h.order_from(first) {
            let ante = h.setup.ante;
            h.record(AuctionFlopEvent::Ante {
                seat: seat_at(seat),
                amount: ante,
            });
        }
        for seat in h.order_from(first) {
            let mut cards = CardSet::EMPTY;
            for _ in 0..5 {
                if let Some(c) = h.stock.pop() {
                    cards.insert(c);
                }
            }
            h.hands[seat] = cards;
            h.record(AuctionFlopEvent::Deal {
                seat: seat_at(seat),
                cards,
            });
        }
        h.to_act = first % n;
        Ok(h)
    }

    /// Logs `event` and moves the chips it says moved.
    fn record(&mut self, event: AuctionFlopEvent) {
        self.ledger.record(&event);
        self.log.push(event);
    }

    /// How many seats are at the table.
    pub fn seat_count(&self) -> usize {
        self.hands.len()
    }

    /// Seat indices in turn order starting at `start`.
    fn order_from(&self, start: usize) -> Vec<usize> {
        let n = self.seat_count();
        (0..n).map(|i| (start + i) % n).collect()
    }

    fn needy(&self, seat: usize) -> bool {
        self.hands[seat].len() < 5
    }

    /// The next seat after `seat` that still needs cards.
    fn next_needy(&self, seat: usize) -> usize {
        let n = self.seat_count();
        (1..=n)
            .map(|i| (seat + i) % n)
            .find(|&s| self.needy(s))
            .unwrap_or(seat)
    }

    /// The setup.
    pub fn setup(&self) -> &AuctionFlopSetup {
        &self.setup
    }

    /// The deck as it was when the hand began, top first.
    pub fn deck_order(&self) -> &[Card] {
        &self.deck_order
    }

    /// Every event so far.
    pub fn events(&self) -> &[AuctionFlopEvent] {
        &self.log
    }

    /// The phase.
    pub fn phase(&self) -> AuctionFlopPhase {
        self.phase
    }

    /// True once the hand is over.
    pub fn is_over(&self) -> bool {
        self.phase == AuctionFlopPhase::Done
    }

    /// Chips behind, by seat.
    pub fn stacks(&self) -> &[Chips] {
        self.ledger.stacks()
    }

    /// The pot.
    pub fn pot(&self) -> Chips {
        self.ledger.pot()
    }

    /// A seat's cards (the whole truth; players get [`AuctionFlopHand::view`]).
    pub fn cards(&self, seat: Seat) -> CardSet {
        self.hands[seat.index()]
    }

    /// The flop on offer, if any.
    pub fn flop(&self) -> Option<[Card; 3]> {
        self.flop
    }

    /// The best bid and who holds it (forward auction), or the last offer and who made it
    /// (reverse auction).
    pub fn auction_state(&self) -> (Chips, Option<Seat>) {
        match self.phase {
            AuctionFlopPhase::Reverse => (self.offer, self.offer_holder.map(seat_at)),
            _ => (self.best, self.best_bidder.map(seat_at)),
        }
    }

    /// The seat to act, if the hand is not over.
    pub fn to_act(&self) -> Option<Seat> {
        (self.phase != AuctionFlopPhase::Done).then_some(seat_at(self.to_act))
    }

    /// Each seat's change in chips, once the hand is over.
    pub fn net(&self) -> Option<Vec<i64>> {
        self.log.iter().rev().find_map(|e| match e {
            AuctionFlopEvent::End { net } => Some(net.clone()),
            _ => None,
        })
    }

    /// Takes `action` for `seat`; returns the new events.
    ///
    /// # Errors
    /// [`AuctionFlopError`] when it is not legal; the hand is then unchanged.
    pub fn apply(
        &mut self,
        seat: Seat,
        action: AuctionFlopAction,
    ) -> Result<&[AuctionFlopEvent], AuctionFlopError> {
        self.check(seat, action)?;
        let start = self.log.len();
        let s = seat.index();
        match action {
            AuctionFlopAction::Discard(cards) => {
                let fee = discard_fee(cards.len());
                self.hands[s] = self.hands[s].difference(cards);
                self.discards.extend(cards.iter());
                self.record(AuctionFlopEvent::Discard {
                    seat,
                    count: cards.len(),
                    fee,
                    cards,
                });
                self.chosen[s] = true;
                if self.chosen.iter().all(|&c| c) {
                    self.next_flop();
                } else {
                    self.to_act = (s + 1) % self.seat_count();
                }
            }
            AuctionFlopAction::Pass => self.pass(s),
            AuctionFlopAction::Bid => {
                self.best += 1;
                self.best_bidder = Some(s);
                self.passes = 0;
                self.record(AuctionFlopEvent::Bid {
                    seat,
                    amount: self.best,
                });
                self.to_act = self.next_needy(s);
            }
            AuctionFlopAction::Offer => {
                self.offer += 1;
                self.offer_holder = Some(s);
                self.record(AuctionFlopEvent::Offer {
                    seat,
                    amount: self.offer,
                });
                self.to_act = self.next_needy(s);
            }
            AuctionFlopAction::Take => {
                let payer = self.offer_holder;
                let amount = if payer.is_some() { self.offer } else { 0 };
                self.record(AuctionFlopEvent::Taken {
                    taker: seat,
                    payer: payer.map(seat_at),
                    amount,
                });
                self.start_keep(s);
            }
            AuctionFlopAction::Keep(cards) => {
                // Invariant: the Keep phase always has a flop (checked above against it).
                let flop: Vec<Card> = self.flop.take().map(|f| f.to_vec()).unwrap_or_default();
                self.hands[s] = self.hands[s].union(cards);
                self.discards
                    .extend(flop.iter().filter(|c| !cards.contains(**c)));
                self.record(AuctionFlopEvent::Keep {
                    seat,
                    count: cards.len(),
                    cards,
                });
                self.flops += 1;
                self.next_flop();
            }
        }
        debug_assert_eq!(
            self.stacks().iter().sum::<Chips>() + self.pot(),
            self.total,
            "chips must be conserved"
        );
        Ok(&self.log[start..])
    }

    /// A pass in the forward auction: sells the flop when every other needy seat has passed
    /// since the best bid, starts the reverse auction when all passed before any bid.
    fn pass(&mut self, s: usize) {
        self.record(AuctionFlopEvent::Pass { seat: seat_at(s) });
        self.passes += 1;
        let needy = (0..self.seat_count()).filter(|&s| self.needy(s)).count();
        match self.best_bidder {
            Some(buyer) if self.passes + 1 >= needy => {
                let price = self.best;
                self.record(AuctionFlopEvent::Sold {
                    seat: seat_at(buyer),
                    price,
                });
                self.start_keep(buyer);
            }
            None if self.passes >= needy => {
                self.phase = AuctionFlopPhase::Reverse;
                self.offer = 0;
                self.offer_holder = None;
                self.to_act = self.first_voice;
            }
            _ => self.to_act = self.next_needy(s),
        }
    }

    fn start_keep(&mut self, seat: usize) {
        self.phase = AuctionFlopPhase::Keep;
        self.to_act = seat;
    }

    /// Turns up the next flop, or settles when every hand has five cards.
    fn next_flop(&mut self) {
        let needy: Vec<usize> = (0..self.seat_count()).filter(|&s| self.needy(s)).collect();
        if needy.is_empty() {
            self.settle();
            return;
        }
        if self.stock.len() < 3 {
            let mut pile = std::mem::take(&mut self.discards);
            pile.shuffle(&mut self.rng);
            self.record(AuctionFlopEvent::Reshuffle {
                cards: pile.len() as u32,
            });
            // The old stock stays on top; the shuffled pile goes under it.
            pile.append(&mut self.stock);
            self.stock = pile;
        }
        let mut cards = [Card::new(crate::cards::Rank::Two, crate::cards::Suit::Clubs); 3];
        for c in &mut cards {
            // Invariant: 52 cards minus at most 6 x 5 held leaves at least 22 in stock and pile.
            *c = self.stock.pop().unwrap_or(*c);
        }
        let n = self.seat_count();
        let mut voice = (self.setup.dealer.index() + 1 + self.flops) % n;
        if !self.needy(voice) {
            voice = self.next_needy(voice);
        }
        self.first_voice = voice;
        self.flop = Some(cards);
        self.record(AuctionFlopEvent::Flop {
            cards,
            first_voice: seat_at(voice),
        });
        self.best = 0;
        self.best_bidder = None;
        self.passes = 0;
        if let [only] = needy[..] {
            self.record(AuctionFlopEvent::Free {
                seat: seat_at(only),
            });
            self.start_keep(only);
        } else {
            self.phase = AuctionFlopPhase::Auction;
            self.to_act = voice;
        }
    }

    /// Ranks the hands and pays 60/30/10, ties pooling the places they cover.
    fn settle(&mut self) {
        let n = self.seat_count();
        let values: Vec<HandValue> = (0..n).map(|s| evaluate(self.hands[s])).collect();
        let order = self.order_from(self.setup.dealer.index() + 1);
        let result = settle(self.pot(), &order, &values);
        for &s in &result.order {
            self.record(AuctionFlopEvent::Payout {
                seat: seat_at(s),
                place: result.place[s],
                value: values[s],
                amount: result.paid[s],
            });
        }
        let net: Vec<i64> = (0..n)
            .map(|s| i64::from(self.stacks()[s]) - i64::from(self.setup.stacks[s]))
            .collect();
        self.record(AuctionFlopEvent::End { net });
        self.phase = AuctionFlopPhase::Done;
        self.flop = None;
    }
}
