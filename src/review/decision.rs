//! The decisions of one seat in a finished hand: the hand replayed through the engine from its
//! setup and deck, and before each action of the chosen seat that had a choice, the view that
//! seat had (its cards, the board, the actions so far; never the other seat's hidden cards).

use crate::cards::Deck;
use crate::engine::{Action, Event, Hand, Seat, SeatView};

/// One decision: what the seat saw, and what it did.
#[derive(Debug, Clone)]
pub struct DecisionPoint {
    /// The seat's view just before it acted.
    pub view: SeatView,
    /// What it did.
    pub action: Action,
    /// The other seat's bid, when this is a bid (known once the auction resolved).
    pub other_bid: Option<u32>,
    /// The events the engine had recorded before it (both seats', every deal): how a hand
    /// file's `_felt_played_for` names it.
    pub at_event: usize,
}

/// The decisions `seat` made in `hand` with more than one legal option, in order. A hand whose
/// replay disagrees with its own events (it cannot, for a hand felt built) yields the decisions
/// up to that point.
pub fn decisions(hand: &Hand, seat: Seat) -> Vec<DecisionPoint> {
    let Ok(deck) = Deck::from_order(&hand.dealt_cards()) else {
        return Vec::new();
    };
    let Ok(mut replay) = Hand::new(*hand.setup(), deck) else {
        return Vec::new();
    };
    let other_bid = hand.auction().map(|a| a.bids[seat.other().index()]);
    let mut out = Vec::new();
    for e in hand.events() {
        let (who, action) = match *e {
            Event::Act { seat, action, .. } => (seat, action),
            Event::Bid { seat, amount } => (seat, Action::Bid(amount)),
            _ => continue,
        };
        if who == seat
            && let Some(legal) = replay.legal_actions()
            && has_choice(&legal)
        {
            out.push(DecisionPoint {
                at_event: replay.events().len(),
                view: replay.view(seat),
                action,
                other_bid: matches!(action, Action::Bid(_))
                    .then_some(other_bid)
                    .flatten(),
            });
        }
        if replay.apply(who, action).is_err() {
            break;
        }
    }
    out
}

/// True when the seat had more than one thing it could do.
pub fn has_choice(legal: &crate::engine::LegalActions) -> bool {
    if let Some((lo, hi)) = legal.bid {
        return hi > lo;
    }
    let kinds = usize::from(legal.can_fold)
        + usize::from(legal.can_check)
        + usize::from(legal.can_call)
        + usize::from(legal.raise.is_some());
    kinds > 1
}
