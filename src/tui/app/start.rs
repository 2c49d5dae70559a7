//! The start screen's state: the game, bot, match length, teaching and seed chosen, and
//! its keys.

use ratatui::crossterm::event::{KeyCode, KeyEvent};

use felt::bots;

use super::{Choice, LENGTHS, VARIANTS};

/// The start screen's selections.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StartScreen {
    /// 0 variant, 1 opponent, 2 length, 3 teaching mode.
    pub focus: usize,
    pub variant: usize,
    pub opponent: usize,
    pub length: usize,
    pub learn: bool,
    pub seed: u64,
}

impl StartScreen {
    /// A start screen preselecting `last` (the previous choice), if given.
    pub fn new(last: Option<&Choice>, seed: u64) -> StartScreen {
        let mut s = StartScreen {
            focus: 0,
            variant: 0,
            opponent: 1,
            length: 2,
            learn: false,
            seed,
        };
        if let Some(c) = last {
            s.variant = VARIANTS.iter().position(|v| *v == c.variant).unwrap_or(0);
            s.opponent = bots::BOTS
                .iter()
                .position(|(n, _)| *n == c.bot)
                .unwrap_or(1);
            s.length = LENGTHS.iter().position(|l| *l == c.hands).unwrap_or(2);
            s.learn = c.learn;
        }
        s
    }

    /// The choice as selected.
    pub fn choice(&self) -> Choice {
        Choice {
            variant: VARIANTS[self.variant % VARIANTS.len()],
            bot: bots::BOTS[self.opponent % bots::BOTS.len()].0.to_string(),
            hands: LENGTHS[self.length % LENGTHS.len()],
            learn: self.learn,
            seed: self.seed,
        }
    }
}

/// Keys on the start screen; returns the choice when the player starts.
pub(super) fn start_key(s: &mut StartScreen, key: KeyEvent) -> Option<Choice> {
    let len = |focus: usize| match focus {
        0 => VARIANTS.len(),
        1 => bots::BOTS.len(),
        _ => LENGTHS.len(),
    };
    match key.code {
        KeyCode::Tab | KeyCode::Right => s.focus = (s.focus + 1) % 4,
        KeyCode::BackTab | KeyCode::Left => s.focus = (s.focus + 3) % 4,
        KeyCode::Up | KeyCode::Char('k') => match s.focus {
            0 => s.variant = (s.variant + len(0) - 1) % len(0),
            1 => s.opponent = (s.opponent + len(1) - 1) % len(1),
            2 => s.length = (s.length + len(2) - 1) % len(2),
            _ => s.learn = !s.learn,
        },
        KeyCode::Down | KeyCode::Char('j') => match s.focus {
            0 => s.variant = (s.variant + 1) % len(0),
            1 => s.opponent = (s.opponent + 1) % len(1),
            2 => s.length = (s.length + 1) % len(2),
            _ => s.learn = !s.learn,
        },
        KeyCode::Char(' ') if s.focus == 3 => s.learn = !s.learn,
        KeyCode::Char('l') => s.learn = !s.learn,
        KeyCode::Enter => return Some(s.choice()),
        _ => {}
    }
    None
}
