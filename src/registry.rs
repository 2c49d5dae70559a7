//! The registry: every player felt can seat, found by name, in one place for the command line,
//! the tables, the config and the arena, for either game. It sits above the bots and the
//! hosting code: heads-up it seats the built-in bots and styles ([`by_name`]) and competition
//! bots hosted from `external:PATH` (on the clock of the variant's official engine); at the
//! Auction Flop table it seats that game's bots ([`auction_flop_by_name`]). An unknown name is
//! a [`BotError`] that lists the names felt knows.

use std::path::Path;
use std::sync::atomic::{AtomicUsize, Ordering};

use thiserror::Error;

use crate::bots::auction_flop::{AUCTION_FLOP_BOTS, auction_flop_by_name};
use crate::bots::registry::{EXTERNAL, every_name};
use crate::bots::{Bot, by_name};
use crate::engine::auction_flop::AuctionFlopHand;
use crate::engine::{Game, Hand, VariantId};
use crate::remote::{Clock, FailedBot, LaunchError, RemoteBot, RemoteConfig};

/// Why no bot could be seated for a name.
#[derive(Debug, Error)]
pub enum BotError {
    /// No bot has this name.
    #[error("unknown bot \"{}\" (choose from: {known}; or {EXTERNAL}PATH for your own competition bot)", crate::text::printable(.0), known = every_name())]
    Unknown(String),
    /// No Auction Flop Poker bot has this name.
    #[error("unknown bot \"{}\" for Auction Flop Poker (choose from: {known})", crate::text::printable(.0), known = AUCTION_FLOP_BOTS.join(", "))]
    UnknownAuctionFlop(String),
    /// `external:` with no path after it.
    #[error(
        "a path is needed after \"{EXTERNAL}\": {EXTERNAL}PATH, where PATH is a bot folder with commands.json or a .py file"
    )]
    NoPath,
    /// The hosted bot at `path` could not be started.
    #[error("cannot start the bot at {path}: {source}{}", log_note(.source, .log.as_deref()))]
    Launch {
        /// The path after `external:`, as given.
        path: String,
        /// The bot's name (its file or folder name).
        stem: String,
        source: LaunchError,
        /// Where its output (and its build step's) was written, if anywhere.
        log: Option<std::path::PathBuf>,
    },
}

/// Where to read what a bot printed before it failed (a traceback, a compiler's error), for
/// the failures where it ran at all.
fn log_note(source: &LaunchError, log: Option<&Path>) -> String {
    let ran = matches!(
        source,
        LaunchError::Build(_) | LaunchError::Exited(_) | LaunchError::NoConnection(_)
    );
    match log {
        Some(log) if ran => format!(
            "; what it printed is in {}",
            crate::text::printable(&log.display().to_string())
        ),
        _ => String::new(),
    }
}

impl BotError {
    /// A stand-in for a bot that could not be seated: it checks or folds and says why once.
    pub fn stand_in(self) -> Box<dyn Bot> {
        let reason = match &self {
            BotError::Launch { source, .. } => source.to_string(),
            other => other.to_string(),
        };
        let name = match self {
            BotError::Launch { stem, .. } => stem,
            BotError::Unknown(name) | BotError::UnknownAuctionFlop(name) => name,
            BotError::NoPath => EXTERNAL.to_string(),
        };
        Box::new(FailedBot::new(&name, reason))
    }
}

/// A game whose players the registry seats by name.
pub trait Roster: Game + Sized {
    /// A fresh built-in bot by name; `None` for an unknown name.
    fn built_in(name: &str) -> Option<Box<dyn Bot<Self>>>;
    /// The error for a name no bot of this game has.
    fn unknown(name: &str) -> BotError;
    /// A competition bot hosted from `path` (the part after `external:`), on the clock of
    /// `variant`'s official engine, its output saved as `log` says.
    ///
    /// # Errors
    /// [`BotError::Launch`] when it cannot be started; [`BotError::UnknownAuctionFlop`] for a
    /// game no hosted bot plays.
    fn hosted(
        path: &str,
        variant: VariantId,
        log: Option<BotLog<'_>>,
    ) -> Result<Box<dyn Bot<Self>>, BotError>;
}

impl Roster for Hand {
    fn built_in(name: &str) -> Option<Box<dyn Bot>> {
        by_name(name)
    }

    fn unknown(name: &str) -> BotError {
        BotError::Unknown(name.to_string())
    }

    fn hosted(
        path: &str,
        variant: VariantId,
        log: Option<BotLog<'_>>,
    ) -> Result<Box<dyn Bot>, BotError> {
        let stem = Path::new(path)
            .file_stem()
            .map_or_else(|| "bot".to_string(), |s| s.to_string_lossy().into_owned());
        let log = log.map(|l| l.dir.join(l.file_name(&stem)));
        let config = RemoteConfig {
            clock: Clock::for_variant(variant),
            log: log.clone(),
            ..RemoteConfig::default()
        };
        match RemoteBot::launch(Path::new(path), config) {
            Ok(bot) => Ok(Box::new(bot)),
            Err(source) => Err(BotError::Launch {
                path: path.to_string(),
                stem,
                source,
                log,
            }),
        }
    }
}

impl Roster for AuctionFlopHand {
    fn built_in(name: &str) -> Option<Box<dyn Bot<AuctionFlopHand>>> {
        auction_flop_by_name(name)
    }

    fn unknown(name: &str) -> BotError {
        BotError::UnknownAuctionFlop(name.to_string())
    }

    fn hosted(
        path: &str,
        _variant: VariantId,
        _log: Option<BotLog<'_>>,
    ) -> Result<Box<dyn Bot<AuctionFlopHand>>, BotError> {
        Err(BotError::UnknownAuctionFlop(format!("{EXTERNAL}{path}")))
    }
}

/// A fresh built-in bot of game `G` by name.
///
/// # Errors
/// The game's unknown-name [`BotError`] when no built-in bot or style has this name.
pub fn built_in<G: Roster>(name: &str) -> Result<Box<dyn Bot<G>>, BotError> {
    G::built_in(name).ok_or_else(|| G::unknown(name))
}

/// How a hosted bot's log file is told apart from others. Every name also holds the process
/// id (and the seat, when given), as hand files do, so that felts running at once never write
/// to the same log.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LogTag {
    /// The start time in seconds since 1970 (`bot-1767225600-4242.log`): one bot per match.
    Time,
    /// How many hosted bots this process has started (`bot-4242-seat1-3.log`): many bots at
    /// once.
    Count,
}

/// Where a hosted bot's output is saved (capped at 512 KiB): a file in `dir` named after the
/// bot, the process, the seat and a [`LogTag`].
#[derive(Debug, Clone, Copy)]
pub struct BotLog<'a> {
    pub dir: &'a Path,
    pub tag: LogTag,
    /// The bot's seat (its place in the arena's `--bots`), if it has a fixed one.
    pub seat: Option<usize>,
}

impl BotLog<'_> {
    /// The log file's name for the bot `stem`.
    pub fn file_name(&self, stem: &str) -> String {
        static LAUNCHES: AtomicUsize = AtomicUsize::new(0);
        let pid = std::process::id();
        let seat = self.seat.map_or_else(String::new, |s| format!("-seat{s}"));
        match self.tag {
            LogTag::Time => {
                let secs = std::time::SystemTime::now()
                    .duration_since(std::time::UNIX_EPOCH)
                    .map_or(0, |d| d.as_secs());
                format!("{stem}-{secs}-{pid}{seat}.log")
            }
            LogTag::Count => {
                let n = LAUNCHES.fetch_add(1, Ordering::Relaxed);
                format!("{stem}-{pid}{seat}-{n}.log")
            }
        }
    }
}

/// A fresh player of game `G` for a seat in `variant`: a built-in bot by name, or for
/// `external:PATH` a hosted competition bot on the clock of the variant's official engine
/// ([`Clock::for_variant`]), its output saved as `log` says.
///
/// # Errors
/// The game's unknown-name [`BotError`] for an unknown name, [`BotError::NoPath`] for
/// `external:` alone, [`BotError::Launch`] when a hosted bot cannot be started.
pub fn create<G: Roster>(
    name: &str,
    variant: VariantId,
    log: Option<BotLog<'_>>,
) -> Result<Box<dyn Bot<G>>, BotError> {
    match name.strip_prefix(EXTERNAL) {
        Some(path) if path.trim().is_empty() => Err(BotError::NoPath),
        Some(path) => G::hosted(path, variant, log),
        None => built_in(name),
    }
}

/// A fresh Auction Flop Poker bot by name (see [`AUCTION_FLOP_BOTS`]; the difficulty names
/// work too).
///
/// # Errors
/// [`BotError::UnknownAuctionFlop`] when no Auction Flop Poker bot has this name.
pub fn auction_flop(name: &str) -> Result<Box<dyn Bot<AuctionFlopHand>>, BotError> {
    built_in(name)
}

/// The names of the Auction Flop Poker bots, comma separated.
pub fn auction_flop_names() -> String {
    AUCTION_FLOP_BOTS.join(", ")
}

#[cfg(test)]
mod tests {
    #[test]
    fn a_start_failure_names_the_log_when_the_bot_ran() {
        let log = Path::new("/data/bot-logs/mybot-1-seat1-0.log");
        let exited = LaunchError::Exited("exit status: 1".to_string());
        assert_eq!(
            log_note(&exited, Some(log)),
            "; what it printed is in /data/bot-logs/mybot-1-seat1-0.log"
        );
        assert_eq!(log_note(&exited, None), "");
        // A bot that never ran printed nothing.
        let missing = LaunchError::Missing(std::path::PathBuf::from("/nope.py"));
        assert_eq!(log_note(&missing, Some(log)), "");
    }

    use super::*;
    use crate::bots::registry::BOTS;
    use crate::bots::{competition, styles};

    #[test]
    fn every_menu_name_and_style_seats_a_bot() {
        for (name, _) in BOTS
            .iter()
            .chain(styles::STYLES.iter())
            .chain(competition::COMPETITION_STYLES.iter())
        {
            assert!(built_in::<Hand>(name).is_ok(), "{name}");
        }
    }

    #[test]
    fn an_unknown_name_lists_every_name_felt_seats() {
        let e = create::<Hand>("shark", VariantId::Auction, None)
            .err()
            .map(|e| e.to_string())
            .unwrap_or_default();
        assert!(
            e.starts_with(
                "unknown bot \"shark\" (choose from: easy, medium, hard, heuristic, \
                 montecarlo, random, caller, allin, bid-all, hard:static"
            ),
            "{e}"
        );
        assert!(
            e.ends_with("; or external:PATH for your own competition bot)"),
            "{e}"
        );
        let listed: Vec<&str> = e
            .split(|c: char| c == ',' || c == ';' || c.is_whitespace())
            .collect();
        for (name, _) in BOTS
            .iter()
            .chain(styles::STYLES.iter())
            .chain(competition::COMPETITION_STYLES.iter())
        {
            assert!(listed.contains(name), "{name}: {e}");
        }
    }

    #[test]
    fn a_missing_hosted_bot_names_its_path() {
        let e = create::<Hand>("external:/nonexistent/bot", VariantId::Auction, None)
            .err()
            .map(|e| e.to_string())
            .unwrap_or_default();
        assert!(
            e.starts_with("cannot start the bot at /nonexistent/bot: "),
            "{e}"
        );
    }

    #[test]
    fn a_hosted_bot_that_does_not_exist_or_has_no_path_is_said_so() {
        let said = |name: &str| {
            create::<Hand>(name, VariantId::SneakPeek, None)
                .err()
                .map(|e| e.to_string())
                .unwrap_or_default()
        };
        assert_eq!(
            said("external:/nonexistent/bot.py"),
            "cannot start the bot at /nonexistent/bot.py: /nonexistent/bot.py does not exist"
        );
        for empty in ["external:", "external:  "] {
            assert_eq!(
                said(empty),
                "a path is needed after \"external:\": external:PATH, where PATH is a bot \
                 folder with commands.json or a .py file"
            );
        }
    }

    #[test]
    fn a_bot_that_cannot_start_is_replaced_by_a_stand_in_with_its_name() {
        let stand_in = create::<Hand>("external:/nonexistent/mybot", VariantId::Auction, None)
            .err()
            .map(BotError::stand_in);
        let (name, said) = stand_in
            .map(|mut b| {
                let notes = b.hosted().map(|h| h.take_notes()).unwrap_or_default();
                (b.name().to_string(), notes)
            })
            .unwrap_or_default();
        assert_eq!(name, "mybot");
        assert!(
            said.iter().any(|n| n.contains("/nonexistent/mybot")),
            "{said:?}"
        );
    }

    #[test]
    fn auction_flop_names_are_their_own() {
        assert!(auction_flop("hard").is_ok());
        let e = auction_flop("caller").err().map(|e| e.to_string());
        assert_eq!(
            e.as_deref(),
            Some(
                "unknown bot \"caller\" for Auction Flop Poker (choose from: easy, medium, \
                 hard, heuristic, montecarlo, random)"
            )
        );
    }
}
