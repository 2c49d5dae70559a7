//! The gauntlet: one bot against every playing style of [`crate::bots::styles`], the styles
//! modelled on competition bots ([`crate::bots::competition`]) and the baselines of BOTS.md (random, all-in, bid-everything), in one or more variants, each match
//! played on duplicate deals. A bot's score is its worst row: beating felt's own bots proves
//! little, losing to a simple style shows a leak.

use crate::arena::{self, ArenaConfig, ArenaReport, BotFactory};
use crate::bots::competition::COMPETITION_STYLES;
use crate::bots::styles::{STYLES, is_bidding_style};
use crate::bots::{Bot, by_name};
use crate::engine::VariantId;
use crate::session::MatchConfig;

/// The baseline bots every strong bot must beat (BOTS.md), after the styles.
pub const BASELINES: [&str; 3] = ["random", "allin", "bid-all"];

/// The opponents the gauntlet plays in `variant`: every style (the competition styles play
/// every game; the bidders among them bid only where there is an auction) and baseline, less
/// the ones that differ only in the auction when the variant has none.
pub fn opponents(variant: VariantId) -> Vec<&'static str> {
    let auction = variant.has_auction();
    STYLES
        .iter()
        .chain(COMPETITION_STYLES.iter())
        .map(|(name, _)| *name)
        .chain(BASELINES)
        .filter(|name| auction || !(is_bidding_style(name) || *name == "bid-all"))
        .collect()
}

/// What to play.
#[derive(Debug, Clone)]
pub struct GauntletConfig {
    /// The variants, each against every opponent.
    pub variants: Vec<VariantId>,
    /// Hands per match (played as half as many deals, each twice with the seats swapped).
    pub hands: u32,
    pub seed: u64,
    pub threads: usize,
}

/// One match of the gauntlet: the tested bot is `report.bots[0]`.
#[derive(Debug, Clone)]
pub struct GauntletRow {
    pub variant: VariantId,
    pub opponent: String,
    pub report: ArenaReport,
}

impl GauntletRow {
    /// The tested bot's mbb/hand and its 95% half-width (`None` from a single deal).
    pub fn result(&self) -> (f64, Option<f64>) {
        (self.report.bots[0].mbb_per_hand, self.report.bots[0].ci95)
    }
}

/// Plays `bot` against every opponent in every variant of `config`. `progress` is called
/// after every block with (matches done, matches in all, deals done in this match, deals in
/// this match).
pub fn run(
    config: &GauntletConfig,
    bot: &BotFactory,
    progress: &(dyn Fn(usize, usize, u32, u32) + Sync),
) -> Vec<GauntletRow> {
    let plan: Vec<(VariantId, &str)> = config
        .variants
        .iter()
        .flat_map(|&v| opponents(v).into_iter().map(move |o| (v, o)))
        .collect();
    let total = plan.len();
    let mut rows = Vec::with_capacity(total);
    for (i, (variant, opponent)) in plan.into_iter().enumerate() {
        let arena_config = ArenaConfig {
            stakes: MatchConfig::defaults(variant),
            deals: config.hands.div_ceil(2).max(1),
            duplicate: true,
            seed: config.seed,
            threads: config.threads,
            history: None,
        };
        let name = opponent.to_string();
        let make_opponent = move || -> Box<dyn Bot> {
            // Invariant: `opponents` lists only names that `by_name` knows (a test checks).
            by_name(&name).unwrap_or_else(|| Box::new(crate::bots::Caller))
        };
        let report = arena::run(&arena_config, [bot, &make_opponent], &|done, all, _| {
            progress(i, total, done, all);
        });
        rows.push(GauntletRow {
            variant,
            opponent: opponent.to_string(),
            report,
        });
    }
    rows
}

/// The row with the lowest result (the bot's gauntlet score).
pub fn worst(rows: &[GauntletRow]) -> Option<&GauntletRow> {
    rows.iter()
        .min_by(|a, b| a.result().0.total_cmp(&b.result().0))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_opponent_is_a_known_bot_and_auction_styles_only_bid_where_there_is_an_auction() {
        for v in [
            VariantId::Holdem,
            VariantId::Auction,
            VariantId::SneakPeek,
            VariantId::RiverOfBlood,
        ] {
            for name in opponents(v) {
                assert!(by_name(name).is_some(), "{name}");
            }
        }
        assert!(opponents(VariantId::Auction).contains(&"bid-high"));
        assert!(!opponents(VariantId::Holdem).contains(&"bid-high"));
        assert!(opponents(VariantId::Holdem).contains(&"tag"));
        for v in [
            VariantId::Holdem,
            VariantId::SneakPeek,
            VariantId::RiverOfBlood,
        ] {
            assert!(opponents(v).contains(&"limper"));
            assert!(opponents(v).contains(&"adaptive-bluffer"));
        }
    }
}
