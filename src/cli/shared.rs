//! Helpers every command shares: what the terminal can do, loading the config, the theme it
//! sets, numbers grouped by thousands and counts with their noun ("1 deck", "2 decks").

use std::io::IsTerminal;

use felt::engine::VariantId;

use super::UserError;

/// 1712304 -> "1,712,304".
pub(super) fn group(n: u64) -> String {
    let digits = n.to_string();
    let mut out = String::new();
    for (i, ch) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(ch);
    }
    out
}

/// `n` with the noun that fits it, the number grouped: "1 deck", "2,000 decks".
pub(super) fn count(n: u64, one: &str, many: &str) -> String {
    format!("{} {}", group(n), if n == 1 { one } else { many })
}

/// What a hosted bot's layout says about the game: the game chosen for it, or a game asked
/// for that does not fit it. Printed as one line before the match.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) enum LayoutNote {
    /// No game was asked for; the bot's layout chose it.
    Chosen(String),
    /// The game asked for is not the one the bot's layout was written for; it is played.
    Misfit(String),
}

impl LayoutNote {
    /// Prints the note on stderr as one line (stdout may be a JSON report).
    pub(super) fn print(&self) {
        match self {
            LayoutNote::Chosen(text) => eprintln!("felt: {}", felt::text::printable(text)),
            LayoutNote::Misfit(text) => {
                eprintln!("felt: warning: {}", felt::text::printable(text));
            }
        }
    }

    /// The note's words, for a screen that shows it.
    pub(super) fn text(&self) -> &str {
        match self {
            LayoutNote::Chosen(text) | LayoutNote::Misfit(text) => text,
        }
    }
}

/// The game to play against the hosted bots among `bots` (names; `external:PATH` ones are
/// hosted): `asked` when given, else the game a bot's layout implies (an IIT Pokerbots 2026
/// `.py` file is Sneak Peek Hold'em), else `default`. An MIT folder may hold a 2023 River of
/// Blood or a 2024 Auction Hold'em bot, so it implies nothing and fits every game.
pub(super) fn game_for_bots(
    asked: Option<VariantId>,
    default: VariantId,
    bots: &[&str],
) -> (VariantId, Option<LayoutNote>) {
    let implied = bots.iter().find_map(|name| {
        let path = std::path::Path::new(name.strip_prefix(felt::bots::EXTERNAL)?.trim());
        let game = felt::remote::Layout::of(path)?.game()?;
        let file = path.file_name()?.to_string_lossy().into_owned();
        Some((game, file))
    });
    match (asked, implied) {
        (None, Some((game, file))) => (
            game,
            Some(LayoutNote::Chosen(format!(
                "playing {}: {file} is an IIT Pokerbots 2026 bot (a .py file), written for it; \
                 give --variant to play another game",
                game.name()
            ))),
        ),
        (Some(asked), Some((game, file))) if asked != game => (
            asked,
            Some(LayoutNote::Misfit(format!(
                "{file} is an IIT Pokerbots 2026 bot (a .py file), written for {}; playing {} \
                 as asked",
                game.name(),
                asked.name()
            ))),
        ),
        (asked, _) => (asked.unwrap_or(default), None),
    }
}

/// A 95% half-width to `decimals` places, or "n/a" when there is none (a single deal gives
/// no estimate of its spread).
pub(super) fn interval(ci: Option<f64>, decimals: usize) -> String {
    ci.map_or_else(|| "n/a".to_string(), |ci| format!("{ci:.decimals$}"))
}

pub(super) fn load_config(
    path: Option<&std::path::Path>,
) -> Result<felt::config::Config, UserError> {
    felt::config::Config::load(path)
        .map(|(c, _)| c)
        .map_err(|e| UserError(e.to_string()))
}

pub(super) fn theme_of(config: &felt::config::Config) -> crate::tui::theme::Theme {
    crate::tui::theme::Theme {
        colour: config.table.colour,
        four_colour: config.table.four_colour,
        ascii: config.table.ascii,
        light: config.table.theme == felt::config::TableTheme::Light,
    }
}

/// True when stdin and stdout are a terminal that can show a full screen (not `TERM=dumb`).
pub(super) fn full_screen_terminal() -> bool {
    std::io::stdout().is_terminal() && std::io::stdin().is_terminal() && !dumb_terminal()
}

/// `TERM=dumb`: no cursor movement, no colour.
pub(super) fn dumb_terminal() -> bool {
    std::env::var("TERM").is_ok_and(|t| t == "dumb")
}

/// True when the locale says the terminal speaks UTF-8 (so suit symbols can be drawn).
pub(super) fn utf8_terminal() -> bool {
    ["LC_ALL", "LC_CTYPE", "LANG"]
        .iter()
        .find_map(|k| std::env::var(k).ok().filter(|v| !v.is_empty()))
        .is_none_or(|v| v.to_ascii_uppercase().replace('-', "").contains("UTF8"))
}

/// The columns to wrap printed text to: the terminal's width when stdout is one (kept between
/// 40 and 100 so lines stay readable), 80 when piped.
pub(super) fn text_width() -> usize {
    if !std::io::stdout().is_terminal() {
        return 80;
    }
    ratatui::crossterm::terminal::size().map_or(80, |(w, _)| usize::from(w).clamp(40, 100))
}

/// `text` wrapped between words to `width` columns, the first line after `first` and the rest
/// after `rest` (a hanging indent), as lines ending in a newline. A word longer than a line
/// keeps a line of its own.
pub(super) fn paragraph(text: &str, first: &str, rest: &str, width: usize) -> String {
    let mut out = String::new();
    let mut line = first.to_string();
    let mut empty = true;
    for word in text.split_whitespace() {
        let len = line.chars().count();
        if !empty && len + 1 + word.chars().count() > width {
            out.push_str(&line);
            out.push('\n');
            line = rest.to_string();
            empty = true;
        }
        if !empty {
            line.push(' ');
        }
        line.push_str(word);
        empty = false;
    }
    out.push_str(&line);
    out.push('\n');
    out
}

/// Every regular file under `dir` (folders walked, FIFOs, devices and other special files
/// left out), in name order.
pub(super) fn regular_files_under(dir: &std::path::Path) -> Vec<std::path::PathBuf> {
    let mut out = Vec::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(d) = stack.pop() {
        let Ok(entries) = std::fs::read_dir(&d) else {
            continue;
        };
        for e in entries.flatten() {
            let p = e.path();
            if p.is_dir() {
                stack.push(p);
            } else if felt::files::is_regular(&p) {
                out.push(p);
            }
        }
    }
    out.sort();
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_iit_bot_chooses_sneak_peek_unless_a_game_is_asked_for() {
        let dir = std::env::temp_dir().join(format!("felt-iit-{}", std::process::id()));
        let _ = std::fs::create_dir_all(&dir);
        let file = dir.join("v9.3.py");
        let _ = std::fs::write(&file, "print()\n");
        let iit = format!("external:{}", file.display());
        let iit = iit.as_str();
        let (game, note) = game_for_bots(None, VariantId::Auction, &["hard", iit]);
        assert_eq!(game, VariantId::SneakPeek);
        assert_eq!(
            note,
            Some(LayoutNote::Chosen(
                "playing Sneak Peek Hold'em: v9.3.py is an IIT Pokerbots 2026 bot (a .py file), \
                 written for it; give --variant to play another game"
                    .to_string()
            ))
        );
        // Asked for another game: played as asked, with a warning.
        let (game, note) = game_for_bots(Some(VariantId::Auction), VariantId::Auction, &[iit]);
        assert_eq!(game, VariantId::Auction);
        assert!(
            matches!(&note, Some(LayoutNote::Misfit(t)) if t.contains("playing Auction Hold'em as asked")),
            "{note:?}"
        );
        // Asked for its own game: nothing to say.
        let (game, note) = game_for_bots(Some(VariantId::SneakPeek), VariantId::Auction, &[iit]);
        assert_eq!((game, note), (VariantId::SneakPeek, None));
        // Built-in bots and MIT folders imply nothing.
        let folder = format!("external:{}", std::env::temp_dir().display());
        for bots in [&["hard", "caller"][..], &[folder.as_str(), "hard"][..]] {
            let (game, note) = game_for_bots(None, VariantId::RiverOfBlood, bots);
            assert_eq!((game, note), (VariantId::RiverOfBlood, None), "{bots:?}");
        }
        // A .py file that is not there says nothing (starting it says it does not exist).
        let _ = std::fs::remove_dir_all(&dir);
        let (game, note) = game_for_bots(None, VariantId::Auction, &[iit]);
        assert_eq!((game, note), (VariantId::Auction, None));
    }

    #[test]
    fn no_interval_reads_n_a_not_zero() {
        assert_eq!(interval(None, 1), "n/a");
        assert_eq!(interval(Some(0.0), 1), "0.0");
        assert_eq!(interval(Some(12.345), 2), "12.35");
    }

    #[test]
    fn a_count_takes_the_singular_only_for_one() {
        assert_eq!(count(1, "deck", "decks"), "1 deck");
        assert_eq!(count(0, "deck", "decks"), "0 decks");
        assert_eq!(count(2000, "deck", "decks"), "2,000 decks");
    }

    #[test]
    fn a_paragraph_breaks_between_words_with_a_hanging_indent() {
        let text = "Bid the LOWER bid until the end of the hand";
        let p = paragraph(text, "  > ", "    ", 16);
        assert_eq!(
            p,
            "  > Bid the\n    LOWER bid\n    until the\n    end of the\n    hand\n"
        );
        for line in p.lines() {
            assert!(line.chars().count() <= 16, "{line}");
        }
        // Every word arrives whole.
        let words: Vec<&str> = p.split_whitespace().filter(|w| *w != ">").collect();
        assert_eq!(words, text.split_whitespace().collect::<Vec<_>>());
    }
}
