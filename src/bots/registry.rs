//! The built-in heads-up bots by name: the bots and difficulty names ([`BOTS`]) and the
//! gauntlet's styles ([`STYLES`](super::styles::STYLES) and the ones modelled on competition
//! bots, [`COMPETITION_STYLES`](super::competition::COMPETITION_STYLES)). Seating any player
//! by name, a hosted competition bot or an Auction Flop bot included, is the
//! [`registry`](crate::registry)'s, above both the bots and the hosting code.

use super::{
    AllIn, BidAll, Bot, Budget, Caller, Heuristic, MonteCarlo, RandomBot, Style, competition,
    styles,
};

/// The names [`by_name`] knows, with a line each, in menu order.
pub const BOTS: [(&str, &str); 9] = [
    ("easy", "loose and passive: calls a lot, rarely bluffs"),
    ("medium", "rules of thumb: pot odds, value bets, bluffs"),
    ("hard", "reads your range and habits; bids true value"),
    (
        "heuristic",
        "fast rules: equity table, pot odds, bids from the prize's value",
    ),
    (
        "montecarlo",
        "rollouts against a weighted opponent range, decisions by expected value",
    ),
    ("random", "uniformly random legal actions"),
    ("caller", "always checks or calls"),
    ("allin", "puts in everything at every decision"),
    (
        "bid-all",
        "bids its whole stack in every auction, otherwise checks or calls",
    ),
];

/// The prefix that names a hosted competition bot: `external:path/to/bot`.
pub const EXTERNAL: &str = "external:";

/// The menu's names, comma separated.
pub fn menu_names() -> String {
    BOTS.map(|(name, _)| name).join(", ")
}

/// Every name [`by_name`] knows, for a message that lists them: the menu and `hard:static`,
/// the gauntlet's playing styles and the styles modelled on competition bots.
pub fn every_name() -> String {
    let names = |list: &[(&str, &str)]| {
        list.iter()
            .map(|(name, _)| *name)
            .collect::<Vec<_>>()
            .join(", ")
    };
    format!(
        "{}, hard:static (hard with its reads of you frozen); the playing styles {}; the styles \
         modelled on competition bots {}",
        menu_names(),
        names(&styles::STYLES),
        names(&competition::COMPETITION_STYLES)
    )
}

/// A fresh built-in bot by name (see [`BOTS`] and the gauntlet's
/// [`STYLES`](super::styles::STYLES) and
/// [`COMPETITION_STYLES`](super::competition::COMPETITION_STYLES)); `None` for an unknown name.
pub fn by_name(name: &str) -> Option<Box<dyn Bot>> {
    let bot: Box<dyn Bot> = match name.trim().to_ascii_lowercase().as_str() {
        "random" => Box::new(RandomBot),
        "caller" => Box::new(Caller),
        "allin" | "all-in" => Box::new(AllIn),
        "bid-all" | "bidall" => Box::new(BidAll),
        "heuristic" => Box::new(Heuristic::solid()),
        "easy" => Box::new(Heuristic::new("easy", Style::LOOSE_PASSIVE)),
        "medium" => Box::new(Heuristic::new("medium", Style::SOLID)),
        "montecarlo" | "monte-carlo" => Box::new(MonteCarlo::full()),
        "hard" => Box::new(MonteCarlo::new("hard", Budget::FULL)),
        // The sound core alone, its opponent model frozen: what the model's reads add is
        // measured against it.
        "hard:static" => Box::new(MonteCarlo::new("hard:static", Budget::FULL).without_learning()),
        other => match styles::style_by_name(other) {
            Some(style) => Box::new(style),
            None => competition::competition_by_name(other)?,
        },
    };
    Some(bot)
}
