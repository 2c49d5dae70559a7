//! How the table looks and paces itself (`[table]`) and what the start screen offers
//! (`[play]`).

use std::time::Duration;

use serde::{Deserialize, Serialize};

use crate::engine::VariantId;

/// `[table]`: how the table looks and paces itself.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct TableConfig {
    /// The pause after a bot acts so a person can read it, in milliseconds (0: no pause).
    pub pause_ms: u64,
    /// A four-colour deck: spades black, hearts red, diamonds blue, clubs green.
    pub four_colour: bool,
    /// Cards drawn as "Ah", without suit symbols.
    pub ascii: bool,
    /// Teaching mode on at start.
    pub learn: bool,
    /// Colours at all.
    pub colour: bool,
    /// The colours of the felt and the seats: for a dark or a light terminal.
    pub theme: TableTheme,
    /// Cards dealt one by one and chips sliding to the pot (a few tens of milliseconds).
    pub motion: bool,
}

/// `[table] theme`: the felt's colours, chosen for the terminal's background.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum TableTheme {
    /// A dark green felt with light text (for a dark terminal).
    #[default]
    Dark,
    /// A light green felt with dark text (for a light terminal).
    Light,
}

impl Default for TableConfig {
    fn default() -> TableConfig {
        TableConfig {
            pause_ms: 600,
            four_colour: false,
            ascii: false,
            learn: false,
            colour: true,
            theme: TableTheme::Dark,
            motion: true,
        }
    }
}

impl TableConfig {
    /// The pause after a bot acts.
    pub fn pause(&self) -> Duration {
        Duration::from_millis(self.pause_ms)
    }
}

/// `[play]`: what the start screen offers.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct PlayConfig {
    /// The game selected at start, a [`VariantId`] ("auction", "sneak-peek", ...).
    pub variant: String,
    /// The opponent selected at start, one of the names in [`BOTS`](crate::bots::BOTS).
    pub bot: String,
    /// The match length offered, in hands (0: unlimited); unset, each game's own
    /// ([`VariantId::match_hands`]).
    pub hands: Option<u32>,
}

impl Default for PlayConfig {
    fn default() -> PlayConfig {
        PlayConfig {
            variant: VariantId::Auction.id().to_string(),
            bot: "medium".to_string(),
            hands: None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_rules_pages_state_the_match_length_the_start_screen_offers() {
        // Unset, the length is each game's own: RULES.md's 1,000 hands for the competition
        // games and no end for hold'em cash.
        assert_eq!(PlayConfig::default().hands, None);
        for v in VariantId::ALL {
            let page = v.rules_page().replace("\n  ", " ");
            let hands = v.match_hands();
            if let Some(at) = page.find("a match of ") {
                let said = &page[at..];
                assert!(
                    said.starts_with(&format!("a match of {hands} hands")),
                    "{v}: {}",
                    &said[..said.len().min(40)]
                );
            }
        }
        assert_eq!(VariantId::Auction.match_hands(), 1000);
        assert_eq!(VariantId::Holdem.match_hands(), 0);
        assert!(
            VariantId::Holdem
                .rules_page()
                .contains("played until you stop")
        );
    }

    #[test]
    fn theme_is_dark_or_light_and_motion_can_be_turned_off() {
        let t: TableConfig = toml::from_str("theme = \"light\"\nmotion = false\n").unwrap();
        assert_eq!((t.theme, t.motion), (TableTheme::Light, false));
        assert_eq!(TableConfig::default().theme, TableTheme::Dark);
        assert!(TableConfig::default().motion);
        assert!(toml::from_str::<TableConfig>("theme = \"blue\"\n").is_err());
    }
}
