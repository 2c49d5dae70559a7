//! The start screen's state: the game, bot, match length, teaching and seed chosen, and
//! its keys. The opponents offered are the three levels, then (in the heads-up games) the
//! playing styles as practice partners; the other names `--bot` accepts (the levels' other
//! names and the test baselines) stay on the command line.

use std::path::Path;

use ratatui::crossterm::event::{KeyCode, KeyEvent};

use felt::bots;
use felt::bots::styles::STYLES;
use felt::engine::VariantId;
use felt::stats::{PlayerStats, STATS_FILE};

use super::{Choice, LENGTHS, VARIANTS};

/// The levels, first on the start screen.
pub const LEVELS: [&str; 3] = ["easy", "medium", "hard"];

/// One opponent on the start screen.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Opponent {
    pub name: &'static str,
    pub about: &'static str,
    /// A playing style to practise against (not a level).
    pub partner: bool,
}

/// The opponents offered for `variant`: the levels with their lines (Auction Flop Poker's own,
/// about that game), then the styles as practice partners (they play the heads-up games only).
pub fn opponents(variant: VariantId) -> Vec<Opponent> {
    let lines: &[(&str, &str)] = if variant == VariantId::AuctionFlop {
        &bots::auction_flop::AUCTION_FLOP_LEVELS
    } else {
        &bots::BOTS
    };
    let levels = LEVELS.iter().map(|&name| Opponent {
        name,
        about: lines
            .iter()
            .find(|(n, _)| *n == name)
            .map_or("", |(_, about)| about),
        partner: false,
    });
    let partners = STYLES
        .iter()
        .chain(bots::competition::COMPETITION_STYLES.iter())
        .filter(|_| variant != VariantId::AuctionFlop)
        .map(|&(name, about)| Opponent {
            name,
            about,
            partner: true,
        });
    levels.chain(partners).collect()
}

/// True when the stats file in `data_dir` says no hand was played yet (no file, or one with
/// no hands). The file is only read: a file that cannot be read says nothing.
pub fn first_time(data_dir: Option<&Path>) -> bool {
    let Some(dir) = data_dir else { return false };
    // Read as every data file is: regular files only, without blocking, within the size limit.
    match felt::files::read(&dir.join(STATS_FILE), felt::files::FileKind::Stats) {
        Err(e) => e.is_not_found(),
        Ok(bytes) => {
            serde_json::from_slice::<PlayerStats>(&bytes).is_ok_and(|s| s.total_hands() == 0)
        }
    }
}

/// The start screen's selections.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StartScreen {
    /// 0 variant, 1 opponent, 2 length, 3 teaching mode.
    pub focus: usize,
    pub variant: usize,
    pub opponent: usize,
    pub length: usize,
    /// The player picked the length (or it came with the last choice): changing the game
    /// keeps it, where otherwise the length follows each game's own.
    pub length_chosen: bool,
    pub learn: bool,
    pub seed: u64,
}

/// Where `variant`'s own match length ([`VariantId::match_hands`]) is in [`LENGTHS`].
fn usual_length(variant: VariantId) -> usize {
    let hands = variant.match_hands();
    LENGTHS.iter().position(|l| *l == hands).unwrap_or(2)
}

impl StartScreen {
    /// A start screen preselecting `last` (the previous choice), if given. A player with no
    /// hands played yet (`first_time`) starts with teaching on.
    pub fn new(last: Option<&Choice>, seed: u64, first_time: bool) -> StartScreen {
        let mut s = StartScreen {
            focus: 0,
            variant: 0,
            opponent: 1,
            length: usual_length(VARIANTS[0]),
            length_chosen: false,
            learn: first_time,
            seed,
        };
        if let Some(c) = last {
            s.variant = VARIANTS.iter().position(|v| *v == c.variant).unwrap_or(0);
            s.opponent = opponents(c.variant)
                .iter()
                .position(|o| o.name == c.bot)
                .unwrap_or(1);
            s.length = LENGTHS
                .iter()
                .position(|l| *l == c.hands)
                .unwrap_or(usual_length(c.variant));
            // A length other than the game's own was chosen, and is kept.
            s.length_chosen = c.hands != c.variant.match_hands();
            if c.tournament && c.variant == VariantId::Holdem {
                s.length = LENGTHS.len();
                s.length_chosen = true;
            }
            s.learn = c.learn || first_time;
        }
        s
    }

    /// The game selected.
    pub fn variant(&self) -> VariantId {
        VARIANTS[self.variant % VARIANTS.len()]
    }

    /// Entries in the match column: the lengths, then (in hold'em) the tournament.
    pub fn matches(&self) -> usize {
        LENGTHS.len() + usize::from(self.variant() == VariantId::Holdem)
    }

    /// True when the hold'em tournament is selected (the entry after the lengths).
    pub fn tournament(&self) -> bool {
        self.length == LENGTHS.len() && self.variant() == VariantId::Holdem
    }

    /// The opponents offered for the selected game, and the one selected.
    pub fn opponents(&self) -> (Vec<Opponent>, usize) {
        let list = opponents(self.variant());
        let i = self.opponent.min(list.len().saturating_sub(1));
        (list, i)
    }

    /// The choice as selected.
    pub fn choice(&self) -> Choice {
        let (list, i) = self.opponents();
        Choice {
            variant: self.variant(),
            bot: list.get(i).map_or("medium", |o| o.name).to_string(),
            hands: LENGTHS.get(self.length).copied().unwrap_or(0),
            learn: self.learn,
            seed: self.seed,
            tournament: self.tournament(),
        }
    }
}

/// Keys on the start screen; returns the choice when the player starts.
pub(super) fn start_key(s: &mut StartScreen, key: KeyEvent) -> Option<Choice> {
    let opponents = s.opponents().0.len();
    let len = |focus: usize| match focus {
        0 => VARIANTS.len(),
        1 => opponents,
        _ => s.matches(),
    };
    match key.code {
        KeyCode::Tab | KeyCode::Right => s.focus = (s.focus + 1) % 4,
        KeyCode::BackTab | KeyCode::Left => s.focus = (s.focus + 3) % 4,
        KeyCode::Up | KeyCode::Char('k') => match s.focus {
            0 => s.variant = (s.variant + len(0) - 1) % len(0),
            1 => s.opponent = (s.opponent + len(1) - 1) % len(1),
            2 => {
                s.length = (s.length + len(2) - 1) % len(2);
                s.length_chosen = true;
            }
            _ => s.learn = !s.learn,
        },
        KeyCode::Down | KeyCode::Char('j') => match s.focus {
            0 => s.variant = (s.variant + 1) % len(0),
            1 => s.opponent = (s.opponent + 1) % len(1),
            2 => {
                s.length = (s.length + 1) % len(2);
                s.length_chosen = true;
            }
            _ => s.learn = !s.learn,
        },
        KeyCode::Char(' ') if s.focus == 3 => s.learn = !s.learn,
        KeyCode::Char('l') => s.learn = !s.learn,
        KeyCode::Enter => return Some(s.choice()),
        _ => {}
    }
    // A game with fewer opponents (Auction Flop has the levels only) keeps the choice in range;
    // the length follows the game's own until the player picks one, and a game without the
    // tournament goes back to its own length.
    s.opponent = s.opponents().1;
    if s.length >= s.matches() {
        s.length = usual_length(s.variant());
        s.length_chosen = false;
    } else if !s.length_chosen {
        s.length = usual_length(s.variant());
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_stats_file_linked_to_dev_zero_is_not_read_by_the_start_screen() {
        let dir = std::env::temp_dir().join(format!("felt-start-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).expect("a temp dir");
        std::os::unix::fs::symlink("/dev/zero", dir.join(STATS_FILE)).expect("a symlink");
        // Refused as not a regular file (no unbounded read), and not taken as a first visit.
        assert!(!first_time(Some(&dir)));
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn the_competition_styles_are_practice_partners_too() {
        let names: Vec<&str> = opponents(VariantId::SneakPeek)
            .iter()
            .filter(|o| o.partner)
            .map(|o| o.name)
            .collect();
        assert!(
            names.contains(&"tag") && names.contains(&"strength-bidder"),
            "{names:?}"
        );
        assert!(names.contains(&"adaptive-bluffer"), "{names:?}");
    }
}
