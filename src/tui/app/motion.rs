//! Motion on the felt, briefly: after a change, the new cards appear one by one and the
//! chips of a finished street slide to the pot. Only the start time is kept: the screen works
//! out the frame from the clock, and the loop ticks only while a motion runs, so a table
//! waiting for the person costs no CPU.

use std::time::{Duration, Instant};

use felt::engine::Chips;

use crate::tui::ui::felt_view::Scene;

use super::Table;

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

impl Table {
    /// Looks at the felt after a change and starts a motion when cards came out (`on`: the
    /// motion switch).
    pub(crate) fn watch_felt(&mut self, on: bool) {
        let Some(scene) = crate::tui::ui::table_scene(self, self.ascii) else {
            self.motion = None;
            return;
        };
        let now = FeltMark {
            cards: scene.card_count(),
            board: scene.board.len(),
            pips: [scene.top.pip, scene.bottom.pip],
        };
        let before = self.on_felt;
        self.on_felt = now;
        if !on || now == before {
            return;
        }
        // A new hand starts from an empty felt.
        let from = if now.cards < before.cards {
            0
        } else {
            before.cards
        };
        let street_over = now.board > before.board && before.pips != [0, 0];
        if now.cards > from || street_over {
            self.motion = Some(Motion {
                since: Instant::now(),
                from,
                to: now.cards,
                sliding: street_over.then_some(before.pips),
            });
        }
    }
}
