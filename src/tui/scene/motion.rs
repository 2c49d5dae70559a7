//! Motion on the felt, briefly: after a change, the new cards appear one by one and the
//! chips of a finished street slide to the pot (heads-up, [`Motion`]); at the Auction Flop
//! table the face-up cards that were not on the felt before arrive one by one ([`Dealing`]).
//! Only the start time is kept: the screen works out the frame from the clock, and the loop
//! ticks only while a motion runs, so a table waiting for the person costs no CPU.

use std::time::{Duration, Instant};

use felt::cards::{Card, CardSet};
use felt::engine::Chips;

use super::felt::Scene;

/// How long each new card takes to appear.
pub const CARD_STEP: Duration = Duration::from_millis(60);
/// How long chips take to slide into the pot.
pub const CHIP_STEP: Duration = Duration::from_millis(180);
/// The loop's tick while a motion runs.
pub const FRAME: Duration = Duration::from_millis(30);

/// A motion in progress.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Motion {
    since: Instant,
    /// Cards on the felt before the change, and after it.
    from: usize,
    to: usize,
    /// The pips sliding into the pot (top seat's, bottom seat's), at the end of a street.
    sliding: Option<[Chips; 2]>,
}

/// What was on the felt when motion last looked.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct FeltMark {
    cards: usize,
    board: usize,
    pips: [Chips; 2],
}

impl Motion {
    fn chip_time(&self) -> Duration {
        if self.sliding.is_some() {
            CHIP_STEP
        } else {
            Duration::ZERO
        }
    }

    /// True until the last card is down.
    pub fn running(&self) -> bool {
        self.since.elapsed() < self.chip_time() + CARD_STEP * (self.to - self.from) as u32
    }

    /// `scene` as it looks `now` into the motion.
    pub fn frame(&self, scene: &mut Scene, now: Instant) {
        let t = now.saturating_duration_since(self.since);
        if t < self.chip_time() {
            scene.sliding = self.sliding;
            scene.top.pip = 0;
            scene.bottom.pip = 0;
            scene.limit_cards(self.from);
            return;
        }
        let dealt = ((t - self.chip_time()).as_millis() / CARD_STEP.as_millis()) as usize + 1;
        scene.limit_cards(self.from + dealt);
    }
}

impl FeltMark {
    /// Looks at the felt after a change (`scene`) and returns the motion to start when cards
    /// came out or a street's chips went in (`on`: the motion switch).
    pub fn watch(&mut self, scene: &Scene, on: bool) -> Option<Motion> {
        let now = FeltMark {
            cards: scene.card_count(),
            board: scene.board.len(),
            pips: [scene.top.pip, scene.bottom.pip],
        };
        let before = *self;
        *self = now;
        if !on || now == before {
            return None;
        }
        // A new hand starts from an empty felt.
        let from = if now.cards < before.cards {
            0
        } else {
            before.cards
        };
        let street_over = now.board > before.board && before.pips != [0, 0];
        (now.cards > from || street_over).then(|| Motion {
            since: Instant::now(),
            from,
            to: now.cards,
            sliding: street_over.then_some(before.pips),
        })
    }
}

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
