//! The felt as plain data: a [`Scene`] of two seats ([`Plate`]s), the board, the pot and the
//! phase, built from what the person (or a replay) may see, and drawn by `ui::felt_view`.

use felt::engine::Chips;

use crate::tui::widgets::cards::Drawn;

/// One seat as the felt shows it.
#[derive(Debug, Clone, Default)]
pub struct Plate {
    pub name: String,
    pub stack: Chips,
    /// "button · small blind", "big blind".
    pub role: &'static str,
    /// Chips in front of the seat this street.
    pub pip: Chips,
    pub cards: Vec<Drawn>,
    pub to_act: bool,
    /// What the seat did last this street ("raises to 18", "bid sealed").
    pub last: Option<String>,
    /// Beside the cards: the hand's name, "thinking…", what a tag means.
    pub note: Option<String>,
    /// After the plate, in the to-act colours ("← your turn").
    pub flag: Option<String>,
}

/// A heads-up table to draw.
#[derive(Debug, Clone, Default)]
pub struct Scene {
    /// The bot (or seat 1 in a replay).
    pub top: Plate,
    /// The person (or seat 0 in a replay).
    pub bottom: Plate,
    pub board: Vec<Drawn>,
    pub pot: Chips,
    /// "flop", "auction", "hand over".
    pub phase: String,
    /// A rule worth saying by the pot ("last card red: the board grows").
    pub note: Option<String>,
    /// Chips sliding into the pot at the end of a street (top's, bottom's), drawn by the pot.
    pub sliding: Option<[Chips; 2]>,
}

impl Scene {
    /// All cards, in the order they are dealt on screen: the person's, the bot's, the board.
    pub fn card_count(&self) -> usize {
        self.bottom.cards.len() + self.top.cards.len() + self.board.len()
    }

    /// Keeps only the first `shown` cards in dealing order (the rest are still on their way).
    pub fn limit_cards(&mut self, shown: usize) {
        let mut left = shown;
        for cards in [&mut self.bottom.cards, &mut self.top.cards, &mut self.board] {
            cards.truncate(left);
            left -= cards.len();
        }
    }
}
