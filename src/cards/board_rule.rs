//! [`BoardRule`]: how a board runs out, written once for the engine that deals it, the bots
//! and the equity calculator that deal it in rollouts, and the coach that explains it.
//!
//! Every hold'em board is dealt as a flop, a turn and a river: five cards
//! ([`RIVER_BOARD`]). Under River of Blood's rule the board then keeps going: while the
//! last card dealt is red (♦ or ♥) another card (a run card) follows, up to [`MAX_BOARD`]
//! cards. A [`Runout`] follows the rule card by card for code that deals a board without
//! keeping it as a slice (the samplers), and [`BoardRule::check`] says whether a board given
//! from outside could have been dealt at all.

use thiserror::Error;

use super::card::Card;

/// Cards on the board once the river is out: flop (3), turn and river.
pub const RIVER_BOARD: usize = 5;

/// The most board cards ever dealt: the cap on River of Blood's run. A real deck never
/// reaches it (the river and every run card but the last are red, and there are 26 red
/// cards, so a board holds at most 4 + 26 + 1 = 31 cards); the engine stores boards in a
/// list of this size.
pub const MAX_BOARD: usize = 32;

/// How the rest of a board is dealt.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum BoardRule {
    /// Five board cards.
    #[default]
    Standard,
    /// Five board cards, then one more while the last card dealt is red, up to
    /// [`MAX_BOARD`] cards (River of Blood).
    RiverOfBlood,
}

/// Why a board could not have been dealt under its rule.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Error)]
pub enum BoardError {
    #[error("a board has 0, 3, 4 or 5 cards (got {0})")]
    Size(usize),
    #[error(
        "a River of Blood board only continues past the river while the last card is red; {0} is black"
    )]
    RunAfterBlack(Card),
}

impl BoardRule {
    /// The most cards a board can reach under this rule.
    pub const fn max_len(self) -> usize {
        match self {
            BoardRule::Standard => RIVER_BOARD,
            BoardRule::RiverOfBlood => MAX_BOARD,
        }
    }

    /// True when the board can grow past the river (so the boards still to come cannot all
    /// be listed).
    pub const fn has_run_cards(self) -> bool {
        matches!(self, BoardRule::RiverOfBlood)
    }

    /// True when a board of `len` cards whose last card is `last` takes another card: short
    /// of the river, or (River of Blood) the last card is red and the cap is not reached.
    #[inline]
    pub fn continues(self, len: usize, last: Option<Card>) -> bool {
        len < RIVER_BOARD || (len < self.max_len() && last.is_some_and(Card::is_red))
    }

    /// True when `board` takes another card.
    #[inline]
    pub fn deals_another(self, board: &[Card]) -> bool {
        self.continues(board.len(), board.last().copied())
    }

    /// True when no more cards come to `board`.
    #[inline]
    pub fn is_complete(self, board: &[Card]) -> bool {
        !self.deals_another(board)
    }

    /// The dealing of the rest of `board`, card by card.
    #[inline]
    pub fn runout(self, board: &[Card]) -> Runout {
        Runout {
            rule: self,
            len: board.len(),
            last: board.last().copied(),
        }
    }

    /// Checks that `board` could have been dealt under this rule: 0, 3, 4 or 5 cards, or
    /// (River of Blood) more, each run card following a red one.
    ///
    /// # Errors
    /// [`BoardError::Size`] for a board of 1 or 2 cards, or a standard board past the river;
    /// [`BoardError::RunAfterBlack`] with the black card that should have ended the run.
    pub fn check(self, board: &[Card]) -> Result<(), BoardError> {
        let len = board.len();
        if matches!(len, 1 | 2) || len > self.max_len() {
            return Err(BoardError::Size(len));
        }
        // Every card before the last from the river on must have been red.
        let before_last = board.get(RIVER_BOARD - 1..len.saturating_sub(1));
        match before_last.and_then(|cards| cards.iter().find(|c| !c.is_red())) {
            Some(black) => Err(BoardError::RunAfterBlack(*black)),
            None => Ok(()),
        }
    }
}

/// A board being dealt: how long it is and its last card, so that [`Runout::wants_card`]
/// says whether the rule deals another.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Runout {
    rule: BoardRule,
    len: usize,
    last: Option<Card>,
}

impl Runout {
    /// True when the rule deals another card.
    #[inline]
    pub fn wants_card(&self) -> bool {
        self.rule.continues(self.len, self.last)
    }

    /// Adds a dealt card.
    #[inline]
    pub fn push(&mut self, card: Card) {
        self.len += 1;
        self.last = Some(card);
    }

    /// Board cards so far.
    pub fn len(&self) -> usize {
        self.len
    }

    /// True before any board card.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn board(text: &str) -> Vec<Card> {
        Card::parse_list(text).unwrap()
    }

    #[test]
    fn a_standard_board_is_complete_at_the_river_whatever_its_colour() {
        let rule = BoardRule::Standard;
        for short in ["", "2c7h9d", "2c7h9dJc"] {
            assert!(!rule.is_complete(&board(short)), "{short}");
        }
        assert!(rule.is_complete(&board("2c7h9dJcQh")));
        assert!(rule.is_complete(&board("2c7h9dJcQs")));
    }

    #[test]
    fn a_river_of_blood_board_runs_on_while_the_last_card_is_red() {
        let rule = BoardRule::RiverOfBlood;
        assert!(
            !rule.is_complete(&board("2c7h9dJh")),
            "a red turn is no run"
        );
        assert!(rule.is_complete(&board("2c7h9dJcQs")), "black river");
        assert!(!rule.is_complete(&board("2c7h9dJcQh")), "red river");
        assert!(!rule.is_complete(&board("2c7h9dJcQh3d")), "red run card");
        assert!(rule.is_complete(&board("2c7h9dJcQh3dAc")), "black run card");
    }

    #[test]
    fn the_red_run_stops_at_the_board_cap() {
        let rule = BoardRule::RiverOfBlood;
        let red = Card::parse_list("Ah").unwrap()[0];
        assert!(rule.continues(MAX_BOARD - 1, Some(red)));
        assert!(!rule.continues(MAX_BOARD, Some(red)));
        let mut run = rule.runout(&board("2c7h9dJcQh"));
        let mut dealt = 0;
        while run.wants_card() {
            run.push(red);
            dealt += 1;
        }
        assert_eq!(run.len(), MAX_BOARD);
        assert_eq!(dealt, MAX_BOARD - RIVER_BOARD);
    }

    #[test]
    fn a_runout_deals_to_the_river_then_follows_the_colour() {
        let mut run = BoardRule::RiverOfBlood.runout(&[]);
        for card in board("2c7h9dJcQd") {
            assert!(run.wants_card());
            run.push(card);
        }
        assert!(run.wants_card(), "red river");
        run.push(board("3s")[0]);
        assert!(!run.wants_card(), "black run card");
        let mut standard = BoardRule::Standard.runout(&board("2c7h9d"));
        standard.push(board("Jd")[0]);
        standard.push(board("Qd")[0]);
        assert!(!standard.wants_card());
    }

    #[test]
    fn boards_that_could_not_be_dealt_are_refused_with_the_reason() {
        let (standard, blood) = (BoardRule::Standard, BoardRule::RiverOfBlood);
        assert_eq!(standard.check(&board("2c7h")), Err(BoardError::Size(2)));
        assert_eq!(blood.check(&board("2c")), Err(BoardError::Size(1)));
        assert_eq!(
            standard.check(&board("2c7h9dJcQh3s")),
            Err(BoardError::Size(6))
        );
        assert_eq!(
            blood.check(&board("2c7h9dJcQs3d")),
            Err(BoardError::RunAfterBlack(board("Qs")[0]))
        );
        for ok in ["", "2c7h9d", "2c7h9dJcQs", "2c7h9dJcQh3dAc", "2c7h9dJcQh3d"] {
            assert_eq!(blood.check(&board(ok)), Ok(()), "{ok}");
        }
        assert_eq!(standard.check(&board("2c7h9dJcQs")), Ok(()));
    }
}
