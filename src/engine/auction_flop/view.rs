//! [`AuctionFlopView`]: what one seat may know of a hand of Auction Flop Poker. Its own cards,
//! everything face up, each seat's card count and chips; the discards and the other hands stay
//! hidden until the end, another seat's discard choice until every seat has chosen, and which
//! flop cards another seat kept is never told (only how many).

use crate::cards::{Card, CardSet};
use crate::engine::{Chips, Seat};

use super::action::{AuctionFlopLegal, AuctionFlopPhase};
use super::event::AuctionFlopEvent;
use super::hand::AuctionFlopHand;
use super::ledger::AuctionFlopLedger;

/// One seat's knowledge of a hand of Auction Flop Poker.
#[derive(Debug, Clone)]
pub struct AuctionFlopView {
    pub seat: Seat,
    pub seats: usize,
    pub dealer: Seat,
    /// This seat's cards.
    pub cards: CardSet,
    /// How many cards each seat holds.
    pub counts: Vec<u32>,
    /// Every hand, once the hand is over (empty before).
    pub shown: Vec<CardSet>,
    pub stacks: Vec<Chips>,
    pub pot: Chips,
    pub phase: AuctionFlopPhase,
    pub flop: Option<[Card; 3]>,
    /// Best bid (or last offer) and who holds it.
    pub auction: (Chips, Option<Seat>),
    pub to_act: Option<Seat>,
    /// This seat's options, when it is to act.
    pub legal: Option<AuctionFlopLegal>,
    /// The events as this seat saw them.
    pub events: Vec<AuctionFlopEvent>,
    pub ante: Chips,
}

impl AuctionFlopHand {
    /// What `seat` may know: its own cards, everything face up, each seat's card count and
    /// chips; discards and other hands stay hidden until the end, discard choices until
    /// every seat has chosen, and another seat's kept flop cards always (only their count is
    /// told).
    pub fn view(&self, seat: Seat) -> AuctionFlopView {
        let discards_public = self.phase != AuctionFlopPhase::Discard;
        let over = self.is_over();
        let events: Vec<AuctionFlopEvent> = self
            .log
            .iter()
            .filter(|e| {
                discards_public
                    || !matches!(e, AuctionFlopEvent::Discard { seat: s, .. } if *s != seat)
            })
            .filter_map(|e| as_told(e, seat, over))
            .collect();
        // The chips as the events this seat sees tell them: while seats choose their
        // discards, another seat's choice (its fee) is not among them, so its chips are shown
        // as if it had not chosen yet; so is its card count.
        let ledger = AuctionFlopLedger::replay(self.setup.stacks.clone(), &events);
        let mut counts: Vec<u32> = self.hands.iter().map(|h| h.len()).collect();
        if !discards_public {
            for e in &self.log {
                if let AuctionFlopEvent::Discard { seat: s, count, .. } = e
                    && *s != seat
                {
                    counts[s.index()] += count;
                }
            }
        }
        AuctionFlopView {
            seat,
            seats: self.seat_count(),
            dealer: self.setup.dealer,
            cards: self.hands[seat.index()],
            counts,
            shown: if over { self.hands.clone() } else { Vec::new() },
            stacks: ledger.stacks().to_vec(),
            pot: ledger.pot(),
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

impl AuctionFlopHand {
    /// Events `from..` as `seat` may be told them now, and where the next telling starts.
    /// Another seat's five cards are not told (until the end), a discard or a keep is told
    /// without its cards, and another seat's discard waits, with everything after it, until
    /// every seat has chosen.
    pub fn told(&self, seat: Seat, from: usize) -> (Vec<AuctionFlopEvent>, usize) {
        let over = self.is_over();
        let mut told = Vec::new();
        let mut next = from.min(self.log.len());
        for e in self.log.get(from..).unwrap_or_default() {
            if matches!(e, AuctionFlopEvent::Discard { seat: s, .. } if *s != seat)
                && self.phase == AuctionFlopPhase::Discard
            {
                break;
            }
            told.extend(as_told(e, seat, over));
            next += 1;
        }
        (told, next)
    }
}

/// `event` as `seat` may be told it (`over`: the hand is over): another seat's deal is not
/// told before the end, and another seat's discard and keep are told by their count only: the
/// buyer of a flop discards the rest face down, so nobody else learns which cards it kept.
fn as_told(event: &AuctionFlopEvent, seat: Seat, over: bool) -> Option<AuctionFlopEvent> {
    match event {
        AuctionFlopEvent::Deal { seat: s, .. } if *s != seat && !over => None,
        AuctionFlopEvent::Discard {
            seat: s,
            count,
            fee,
            ..
        } if *s != seat => Some(AuctionFlopEvent::Discard {
            seat: *s,
            count: *count,
            fee: *fee,
            cards: CardSet::EMPTY,
        }),
        AuctionFlopEvent::Keep { seat: s, count, .. } if *s != seat => {
            Some(AuctionFlopEvent::Keep {
                seat: *s,
                count: *count,
                cards: CardSet::EMPTY,
            })
        }
        e => Some(e.clone()),
    }
}
