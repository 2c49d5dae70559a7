//! Motion at the Auction Flop table, as on the heads-up felt: after a deal or a new flop the
//! face-up cards that were not on the felt before (yours, then the flop's) appear one by one.
//! Only the start time is kept and the frame is worked out from the clock, so the loop ticks
//! only while cards are arriving.

use std::time::Instant;

use felt::cards::{Card, CardSet};

use crate::tui::app::CARD_STEP;

/// The face-up cards on the felt and the ones still arriving.
#[derive(Debug, Clone, Default)]
pub struct Dealing {
    /// Every face-up card on the felt after the last look.
    on_felt: CardSet,
    /// The cards that came out at the last change, in order, and when.
    arriving: Vec<Card>,
    since: Option<Instant>,
}

impl Dealing {
    /// Looks at the face-up cards after a change (`cards`, in dealing order) and starts the
    /// arrival of the new ones (`on`: the motion switch).
    pub fn watch(&mut self, cards: &[Card], on: bool) {
        let now: CardSet = cards.iter().copied().collect();
        let new: Vec<Card> = cards
            .iter()
            .copied()
            .filter(|c| !self.on_felt.contains(*c))
            .collect();
        self.on_felt = now;
        if on && !new.is_empty() {
            self.arriving = new;
            self.since = Some(Instant::now());
        }
    }

    /// True until the last arriving card is down.
    pub fn running(&self) -> bool {
        self.since
            .is_some_and(|s| s.elapsed() < CARD_STEP * self.arriving.len() as u32)
    }

    /// True when `card` is down on the felt by now (any card not arriving is).
    pub fn shows(&self, card: Card) -> bool {
        let Some(since) = self.since.filter(|_| self.running()) else {
            return true;
        };
        let down = (since.elapsed().as_millis() / CARD_STEP.as_millis()) as usize + 1;
        self.arriving
            .iter()
            .position(|&c| c == card)
            .is_none_or(|i| i < down)
    }
}
