//! Auction Flop Poker: the draw game for 3 to 6 seats where flops are auctioned (RULES.md
//! section 2). Money moves only through antes, discard fees and auction prices.
//!
//! A [`DrawHand`] is built from a [`DrawSetup`] and a deck, like a heads-up [`Hand`](super::Hand):
//! [`DrawHand::legal`] at every decision, [`DrawHand::apply`] refuses an illegal
//! [`DrawAction`] with a [`DrawError`] and no change, every change is a [`DrawEvent`], and
//! [`DrawHand::view`] shows one seat only what it may see (its own cards, what is face up, how
//! many cards each seat holds; never the discards or the other hands before the end).

use rand::SeedableRng;
use rand::rngs::StdRng;
use rand::seq::SliceRandom;
use thiserror::Error;

use crate::cards::{Card, CardSet, Deck, HandValue, evaluate};

use super::setup::Chips;

/// The share of the pot for first, second and third place, in percent.
pub const PAYOUTS: [u64; 3] = [60, 30, 10];

/// What a hand of Auction Flop Poker starts from.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DrawSetup {
    /// Chips of each seat at the table (3 to 6 seats), before the ante.
    pub stacks: Vec<Chips>,
    /// The ante every seat pays.
    pub ante: Chips,
    /// The dealer's seat; the first voice of the first flop is the seat after it.
    pub dealer: usize,
    /// Seeds the reshuffle of the discard pile when the stock runs out.
    pub reshuffle_seed: u64,
}

/// Why a hand cannot start.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum DrawSetupError {
    #[error("Auction Flop Poker needs 3 to 6 seats (got {0})")]
    Seats(usize),
    #[error("seat {0} cannot pay the ante")]
    Ante(usize),
    #[error("the dealer must be one of the seats")]
    Dealer,
}

/// A decision in Auction Flop Poker.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DrawAction {
    /// Discard these cards (possibly none), paying 1 + 2 + ... for them.
    Discard(CardSet),
    /// Forward auction: stay out for now.
    Pass,
    /// Forward auction: bid one more than the best bid (the first bid is 1).
    Bid,
    /// Reverse auction: take the flop for free.
    Take,
    /// Reverse auction: offer one more than the last offer not to take it.
    Offer,
    /// Keep these cards of the flop you got.
    Keep(CardSet),
}

/// Where the hand stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DrawPhase {
    /// Seats choose their discards, privately.
    Discard,
    /// A flop is up for a forward auction.
    Auction,
    /// Nobody bid: the reverse auction.
    Reverse,
    /// The flop's new owner chooses what to keep.
    Keep,
    Done,
}

/// Why an action is not legal now.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Error)]
pub enum DrawError {
    #[error("the hand is over")]
    HandOver,
    #[error("it is seat {to_act}'s turn")]
    NotYourTurn { to_act: usize },
    #[error("that is not a choice in this phase")]
    WrongPhase,
    #[error("you can only discard cards you hold")]
    NotYourCards,
    #[error("discarding {count} cards costs {cost}, more than your {stack} chips")]
    DiscardTooDear {
        count: u32,
        cost: Chips,
        stack: Chips,
    },
    #[error("a bid of {price} is more than your {stack} chips")]
    CannotAfford { price: Chips, stack: Chips },
    #[error("you hold the best bid already")]
    AlreadyBest,
    #[error("keep between {min} and {max} of the flop's cards")]
    KeepCount { min: u32, max: u32 },
    #[error("keep only cards of the flop")]
    NotFlopCards,
}

/// Every change to a hand of Auction Flop Poker.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum DrawEvent {
    Ante {
        seat: usize,
        amount: Chips,
    },
    /// Five cards dealt face down.
    Deal {
        seat: usize,
        cards: CardSet,
    },
    /// A seat's discards: the count and fee are public once every seat has chosen; the cards
    /// never are.
    Discard {
        seat: usize,
        count: u32,
        fee: Chips,
        cards: CardSet,
    },
    /// The discard pile became the new stock.
    Reshuffle {
        cards: u32,
    },
    /// Three cards turned face up; `first_voice` opens the bidding.
    Flop {
        cards: [Card; 3],
        first_voice: usize,
    },
    Pass {
        seat: usize,
    },
    Bid {
        seat: usize,
        amount: Chips,
    },
    /// The forward auction ended: `seat` pays `price`.
    Sold {
        seat: usize,
        price: Chips,
    },
    Offer {
        seat: usize,
        amount: Chips,
    },
    /// The reverse auction ended: `taker` takes the flop; `payer` pays `amount`.
    Taken {
        taker: usize,
        payer: Option<usize>,
        amount: Chips,
    },
    /// The only seat still needing cards gets the flop for free.
    Free {
        seat: usize,
    },
    /// A seat keeps some of the flop; the rest go face down to the discards.
    Keep {
        seat: usize,
        cards: CardSet,
    },
    /// Hands shown and ranked; payouts from the pot.
    Payout {
        seat: usize,
        place: usize,
        value: HandValue,
        amount: Chips,
    },
    End {
        net: Vec<i64>,
    },
}

/// The options of the seat to act.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct DrawLegal {
    pub seat: usize,
    pub phase: DrawPhase,
    /// Discard: the most cards this seat can pay for.
    pub max_discards: u32,
    /// Forward auction: the price of a bid, if this seat may bid.
    pub bid: Option<Chips>,
    /// Reverse auction: the amount of an offer, if this seat may offer.
    pub offer: Option<Chips>,
    /// Keep: how many of the flop's cards.
    pub keep: (u32, u32),
}

/// The fee for discarding `k` cards: 1 + 2 + ... + k.
pub fn discard_fee(k: u32) -> Chips {
    k * (k + 1) / 2
}

/// One hand of Auction Flop Poker.
#[derive(Debug, Clone)]
pub struct DrawHand {
    setup: DrawSetup,
    /// The deck as it was when the hand began, top first (for histories).
    deck_order: Vec<Card>,
    /// Top card last.
    stock: Vec<Card>,
    discards: Vec<Card>,
    hands: Vec<CardSet>,
    stacks: Vec<Chips>,
    pot: Chips,
    phase: DrawPhase,
    to_act: usize,
    /// Discard phase: seats that have chosen.
    chosen: Vec<bool>,
    flop: Option<[Card; 3]>,
    flops: usize,
    first_voice: usize,
    best: Chips,
    best_bidder: Option<usize>,
    passes: usize,
    offer: Chips,
    offer_holder: Option<usize>,
    rng: StdRng,
    log: Vec<DrawEvent>,
    total: Chips,
}

impl DrawHand {
    /// Antes, then five cards to each seat from the top of `deck`, starting after the dealer.
    ///
    /// # Errors
    /// [`DrawSetupError`] when the seats, antes or dealer do not make a hand.
    pub fn new(setup: DrawSetup, deck: Deck) -> Result<DrawHand, DrawSetupError> {
        let n = setup.stacks.len();
        if !(3..=6).contains(&n) {
            return Err(DrawSetupError::Seats(n));
        }
        if setup.dealer >= n {
            return Err(DrawSetupError::Dealer);
        }
        if let Some(seat) = setup.stacks.iter().position(|&s| s < setup.ante) {
            return Err(DrawSetupError::Ante(seat));
        }
        let deck_order: Vec<Card> = deck.order().collect();
        let mut stock = deck_order.clone();
        stock.reverse();
        let mut h = DrawHand {
            deck_order,
            stacks: setup.stacks.clone(),
            total: setup.stacks.iter().sum(),
            rng: StdRng::seed_from_u64(setup.reshuffle_seed),
            setup,
            stock,
            discards: Vec::new(),
            hands: vec![CardSet::EMPTY; n],
            pot: 0,
            phase: DrawPhase::Discard,
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
        for seat in h.order_from(h.setup.dealer + 1) {
            let ante = h.setup.ante;
            h.stacks[seat] -= ante;
            h.pot += ante;
            h.log.push(DrawEvent::Ante { seat, amount: ante });
        }
        for seat in h.order_from(h.setup.dealer + 1) {
            let mut cards = CardSet::EMPTY;
            for _ in 0..5 {
                if let Some(c) = h.stock.pop() {
                    cards.insert(c);
                }
            }
            h.hands[seat] = cards;
            h.log.push(DrawEvent::Deal { seat, cards });
        }
        h.to_act = (h.setup.dealer + 1) % n;
        Ok(h)
    }

    fn seats(&self) -> usize {
        self.stacks.len()
    }

    /// Seats in turn order starting at `start`.
    fn order_from(&self, start: usize) -> Vec<usize> {
        let n = self.seats();
        (0..n).map(|i| (start + i) % n).collect()
    }

    fn needy(&self, seat: usize) -> bool {
        self.hands[seat].len() < 5
    }

    /// The next seat after `seat` that still needs cards.
    fn next_needy(&self, seat: usize) -> usize {
        let n = self.seats();
        (1..=n)
            .map(|i| (seat + i) % n)
            .find(|&s| self.needy(s))
            .unwrap_or(seat)
    }

    /// The setup.
    pub fn setup(&self) -> &DrawSetup {
        &self.setup
    }

    /// The deck as it was when the hand began, top first.
    pub fn deck_order(&self) -> &[Card] {
        &self.deck_order
    }

    /// Every event so far.
    pub fn events(&self) -> &[DrawEvent] {
        &self.log
    }

    /// The phase.
    pub fn phase(&self) -> DrawPhase {
        self.phase
    }

    /// True once the hand is over.
    pub fn is_over(&self) -> bool {
        self.phase == DrawPhase::Done
    }

    /// Chips behind, by seat.
    pub fn stacks(&self) -> &[Chips] {
        &self.stacks
    }

    /// The pot.
    pub fn pot(&self) -> Chips {
        self.pot
    }

    /// A seat's cards (the whole truth; players get [`DrawHand::view`]).
    pub fn cards(&self, seat: usize) -> CardSet {
        self.hands[seat]
    }

    /// The flop on offer, if any.
    pub fn flop(&self) -> Option<[Card; 3]> {
        self.flop
    }

    /// The best bid and who holds it (forward auction), or the last offer and who made it
    /// (reverse auction).
    pub fn auction_state(&self) -> (Chips, Option<usize>) {
        match self.phase {
            DrawPhase::Reverse => (self.offer, self.offer_holder),
            _ => (self.best, self.best_bidder),
        }
    }

    /// The seat to act, if the hand is not over.
    pub fn to_act(&self) -> Option<usize> {
        (self.phase != DrawPhase::Done).then_some(self.to_act)
    }

    /// Each seat's change in chips, once the hand is over.
    pub fn net(&self) -> Option<Vec<i64>> {
        self.log.iter().rev().find_map(|e| match e {
            DrawEvent::End { net } => Some(net.clone()),
            _ => None,
        })
    }

    /// The options of the seat to act.
    pub fn legal(&self) -> Option<DrawLegal> {
        if self.phase == DrawPhase::Done {
            return None;
        }
        let seat = self.to_act;
        let stack = self.stacks[seat];
        let mut legal = DrawLegal {
            seat,
            phase: self.phase,
            max_discards: 0,
            bid: None,
            offer: None,
            keep: (0, 0),
        };
        match self.phase {
            DrawPhase::Discard => {
                legal.max_discards = (0..=5u32)
                    .rev()
                    .find(|&k| discard_fee(k) <= stack)
                    .unwrap_or(0)
            }
            DrawPhase::Auction => {
                let price = self.best + 1;
                legal.bid = (price <= stack && self.best_bidder != Some(seat)).then_some(price);
            }
            DrawPhase::Reverse => {
                let amount = self.offer + 1;
                legal.offer = (amount <= stack).then_some(amount);
            }
            DrawPhase::Keep => {
                let room = 5 - self.hands[seat].len().min(5);
                legal.keep = (1, room.clamp(1, 3));
            }
            DrawPhase::Done => {}
        }
        Some(legal)
    }

    /// Checks an action without changing anything.
    ///
    /// # Errors
    /// [`DrawError`] saying why it is not legal.
    pub fn check(&self, seat: usize, action: DrawAction) -> Result<(), DrawError> {
        let legal = self.legal().ok_or(DrawError::HandOver)?;
        if seat != legal.seat {
            return Err(DrawError::NotYourTurn { to_act: legal.seat });
        }
        let stack = self.stacks[seat];
        match (self.phase, action) {
            (DrawPhase::Discard, DrawAction::Discard(cards)) => {
                if !cards.difference(self.hands[seat]).is_empty() {
                    return Err(DrawError::NotYourCards);
                }
                let fee = discard_fee(cards.len());
                if fee > stack {
                    return Err(DrawError::DiscardTooDear {
                        count: cards.len(),
                        cost: fee,
                        stack,
                    });
                }
                Ok(())
            }
            (DrawPhase::Auction, DrawAction::Pass) | (DrawPhase::Reverse, DrawAction::Take) => {
                Ok(())
            }
            (DrawPhase::Auction, DrawAction::Bid) => match legal.bid {
                Some(_) => Ok(()),
                None if self.best_bidder == Some(seat) => Err(DrawError::AlreadyBest),
                None => Err(DrawError::CannotAfford {
                    price: self.best + 1,
                    stack,
                }),
            },
            (DrawPhase::Reverse, DrawAction::Offer) => {
                legal.offer.map(|_| ()).ok_or(DrawError::CannotAfford {
                    price: self.offer + 1,
                    stack,
                })
            }
            (DrawPhase::Keep, DrawAction::Keep(cards)) => {
                let flop: CardSet = self
                    .flop
                    .map(|f| f.into_iter().collect())
                    .unwrap_or_default();
                if !cards.difference(flop).is_empty() {
                    return Err(DrawError::NotFlopCards);
                }
                let (min, max) = legal.keep;
                if !(min..=max).contains(&cards.len()) {
                    return Err(DrawError::KeepCount { min, max });
                }
                Ok(())
            }
            _ => Err(DrawError::WrongPhase),
        }
    }

    /// Takes `action` for `seat`; returns the new events.
    ///
    /// # Errors
    /// [`DrawError`] when it is not legal; the hand is then unchanged.
    pub fn apply(&mut self, seat: usize, action: DrawAction) -> Result<&[DrawEvent], DrawError> {
        self.check(seat, action)?;
        let start = self.log.len();
        match action {
            DrawAction::Discard(cards) => {
                let fee = discard_fee(cards.len());
                self.stacks[seat] -= fee;
                self.pot += fee;
                self.hands[seat] = self.hands[seat].difference(cards);
                self.discards.extend(cards.iter());
                self.log.push(DrawEvent::Discard {
                    seat,
                    count: cards.len(),
                    fee,
                    cards,
                });
                self.chosen[seat] = true;
                if self.chosen.iter().all(|&c| c) {
                    self.next_flop();
                } else {
                    self.to_act = (seat + 1) % self.seats();
                }
            }
            DrawAction::Pass => {
                self.log.push(DrawEvent::Pass { seat });
                self.passes += 1;
                let needy = (0..self.seats()).filter(|&s| self.needy(s)).count();
                match self.best_bidder {
                    Some(buyer) if self.passes + 1 >= needy => {
                        let price = self.best;
                        self.stacks[buyer] -= price;
                        self.pot += price;
                        self.log.push(DrawEvent::Sold { seat: buyer, price });
                        self.start_keep(buyer);
                    }
                    None if self.passes >= needy => {
                        self.phase = DrawPhase::Reverse;
                        self.offer = 0;
                        self.offer_holder = None;
                        self.to_act = self.first_voice;
                    }
                    _ => self.to_act = self.next_needy(seat),
                }
            }
            DrawAction::Bid => {
                self.best += 1;
                self.best_bidder = Some(seat);
                self.passes = 0;
                self.log.push(DrawEvent::Bid {
                    seat,
                    amount: self.best,
                });
                self.to_act = self.next_needy(seat);
            }
            DrawAction::Offer => {
                self.offer += 1;
                self.offer_holder = Some(seat);
                self.log.push(DrawEvent::Offer {
                    seat,
                    amount: self.offer,
                });
                self.to_act = self.next_needy(seat);
            }
            DrawAction::Take => {
                let payer = self.offer_holder;
                let amount = if payer.is_some() { self.offer } else { 0 };
                if let Some(p) = payer {
                    self.stacks[p] -= amount;
                    self.pot += amount;
                }
                self.log.push(DrawEvent::Taken {
                    taker: seat,
                    payer,
                    amount,
                });
                self.start_keep(seat);
            }
            DrawAction::Keep(cards) => {
                // Invariant: the Keep phase always has a flop (checked above against it).
                let flop: Vec<Card> = self.flop.take().map(|f| f.to_vec()).unwrap_or_default();
                self.hands[seat] = self.hands[seat].union(cards);
                self.discards
                    .extend(flop.iter().filter(|c| !cards.contains(**c)));
                self.log.push(DrawEvent::Keep { seat, cards });
                self.flops += 1;
                self.next_flop();
            }
        }
        debug_assert_eq!(
            self.stacks.iter().sum::<Chips>() + self.pot,
            self.total,
            "chips must be conserved"
        );
        Ok(&self.log[start..])
    }

    fn start_keep(&mut self, seat: usize) {
        self.phase = DrawPhase::Keep;
        self.to_act = seat;
    }

    /// Turns up the next flop, or settles when every hand has five cards.
    fn next_flop(&mut self) {
        let needy: Vec<usize> = (0..self.seats()).filter(|&s| self.needy(s)).collect();
        if needy.is_empty() {
            self.settle();
            return;
        }
        if self.stock.len() < 3 {
            let mut pile = std::mem::take(&mut self.discards);
            pile.shuffle(&mut self.rng);
            self.log.push(DrawEvent::Reshuffle {
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
        let n = self.seats();
        let mut voice = (self.setup.dealer + 1 + self.flops) % n;
        if !self.needy(voice) {
            voice = self.next_needy(voice);
        }
        self.first_voice = voice;
        self.flop = Some(cards);
        self.log.push(DrawEvent::Flop {
            cards,
            first_voice: voice,
        });
        self.best = 0;
        self.best_bidder = None;
        self.passes = 0;
        if needy.len() == 1 {
            self.log.push(DrawEvent::Free { seat: needy[0] });
            self.start_keep(needy[0]);
        } else {
            self.phase = DrawPhase::Auction;
            self.to_act = voice;
        }
    }

    /// Ranks the hands and pays 60/30/10, ties pooling the places they cover.
    fn settle(&mut self) {
        let n = self.seats();
        let values: Vec<HandValue> = (0..n).map(|s| evaluate(self.hands[s])).collect();
        // Seats by strength, ties in seat order from the seat after the dealer.
        let order: Vec<usize> = {
            let mut o = self.order_from(self.setup.dealer + 1);
            o.sort_by(|a, b| values[*b].cmp(&values[*a]));
            o
        };
        let pot = u64::from(self.pot);
        let mut paid = vec![0u64; n];
        let mut place_of = vec![0usize; n];
        let mut i = 0;
        while i < n {
            let group: Vec<usize> = order[i..]
                .iter()
                .copied()
                .take_while(|s| values[*s] == values[order[i]])
                .collect();
            let share: u64 = (i..i + group.len())
                .map(|p| PAYOUTS.get(p).copied().unwrap_or(0))
                .sum();
            for &s in &group {
                paid[s] = pot * share / 100 / group.len() as u64;
                place_of[s] = i + 1;
            }
            i += group.len();
        }
        // Leftover chips one at a time to the best-placed seats.
        let mut left = pot - paid.iter().sum::<u64>();
        let mut k = 0;
        while left > 0 {
            paid[order[k % n]] += 1;
            left -= 1;
            k += 1;
        }
        for &s in &order {
            let amount = paid[s] as Chips;
            self.stacks[s] += amount;
            self.log.push(DrawEvent::Payout {
                seat: s,
                place: place_of[s],
                value: values[s],
                amount,
            });
        }
        self.pot = 0;
        let net: Vec<i64> = (0..n)
            .map(|s| i64::from(self.stacks[s]) - i64::from(self.setup.stacks[s]))
            .collect();
        self.log.push(DrawEvent::End { net });
        self.phase = DrawPhase::Done;
        self.flop = None;
    }

    /// What `seat` may know: its own cards, everything face up, each seat's card count and
    /// chips; discards and other hands stay hidden until the end, and discard choices until
    /// every seat has chosen.
    pub fn view(&self, seat: usize) -> DrawView {
        let discards_public = self.phase != DrawPhase::Discard;
        let over = self.is_over();
        let events = self
            .log
            .iter()
            .filter_map(|e| match e {
                DrawEvent::Deal { seat: s, .. } if *s != seat && !over => None,
                DrawEvent::Discard {
                    seat: s,
                    count,
                    fee,
                    ..
                } if *s != seat => discards_public.then_some(DrawEvent::Discard {
                    seat: *s,
                    count: *count,
                    fee: *fee,
                    cards: CardSet::EMPTY,
                }),
                e => Some(e.clone()),
            })
            .collect();
        // While seats choose their discards, another seat's choice (its fee, its card count)
        // stays hidden: it is shown as if it had not chosen yet.
        let mut stacks = self.stacks.clone();
        let mut pot = self.pot;
        let mut counts: Vec<u32> = self.hands.iter().map(|h| h.len()).collect();
        if !discards_public {
            for e in &self.log {
                if let DrawEvent::Discard {
                    seat: s,
                    count,
                    fee,
                    ..
                } = e
                    && *s != seat
                {
                    stacks[*s] += fee;
                    pot -= fee;
                    counts[*s] += count;
                }
            }
        }
        DrawView {
            seat,
            seats: self.seats(),
            dealer: self.setup.dealer,
            cards: self.hands[seat],
            counts,
            shown: if over { self.hands.clone() } else { Vec::new() },
            stacks,
            pot,
            phase: self.phase,
            flop: self.flop,
            auction: self.auction_state(),
            to_act: self.to_act(),
            legal: self.legal().filter(|l| l.seat == seat),
            events,
            ante: self.setup.ante,
        }
    }
}

/// One seat's knowledge of a hand of Auction Flop Poker.
#[derive(Debug, Clone)]
pub struct DrawView {
    pub seat: usize,
    pub seats: usize,
    pub dealer: usize,
    /// This seat's cards.
    pub cards: CardSet,
    /// How many cards each seat holds.
    pub counts: Vec<u32>,
    /// Every hand, once the hand is over (empty before).
    pub shown: Vec<CardSet>,
    pub stacks: Vec<Chips>,
    pub pot: Chips,
    pub phase: DrawPhase,
    pub flop: Option<[Card; 3]>,
    /// Best bid (or last offer) and who holds it.
    pub auction: (Chips, Option<usize>),
    pub to_act: Option<usize>,
    /// This seat's options, when it is to act.
    pub legal: Option<DrawLegal>,
    /// The events as this seat saw them.
    pub events: Vec<DrawEvent>,
    pub ante: Chips,
}
