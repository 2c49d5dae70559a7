//! `felt arena --gauntlet BOT`: one bot against every style and baseline, a row each.

use std::io::Write;

use felt::engine::Hand;
use felt::engine::VariantId;
use felt::registry::{self, BotError};

use super::arena::{ArenaArgs, rounded_up};
use super::progress::Progress;
use super::shared::{group, interval};
use super::{UserError, parse_variant};

/// `felt arena --gauntlet BOT`: BOT against every style and baseline, a row each.
pub(super) fn gauntlet(args: &ArenaArgs, bot: &str) -> Result<(), UserError> {
    let asked = args.variant.as_deref().unwrap_or("auction");
    let variants = if asked.trim().eq_ignore_ascii_case("all") {
        VariantId::ALL
            .into_iter()
            .filter(|v| v.is_heads_up())
            .collect()
    } else {
        let v = parse_variant(asked)?;
        if !v.is_heads_up() {
            return Err(UserError(
                "the gauntlet plays the heads-up games (holdem, auction, sneak-peek, river-of-blood or all); for Auction Flop Poker use --bots".to_string(),
            ));
        }
        vec![v]
    };
    if bot.starts_with(felt::bots::EXTERNAL) {
        return Err(UserError(
            "the gauntlet plays felt's own bots; play a hosted bot against a style with --bots external:PATH,tag".to_string(),
        ));
    }
    registry::built_in::<Hand>(bot)?;
    let hands = args.hands.unwrap_or(5000);
    if hands < 2 {
        return Err(UserError(
            "--hands must be at least 2 (each deal is played twice)".to_string(),
        ));
    }
    if args.threads == Some(0) {
        return Err(UserError("--threads must be at least 1".to_string()));
    }
    if let Some(note) = rounded_up(hands, "the gauntlet") {
        eprintln!("felt: {note}");
    }
    let threads = args
        .threads
        .unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get()));
    let config = felt::gauntlet::GauntletConfig {
        variants,
        hands,
        seed: args.seed,
        threads,
    };
    // The name was checked above.
    let name = bot.to_string();
    let make = move || registry::built_in::<Hand>(&name).unwrap_or_else(BotError::stand_in);
    let bar = Progress::new(args.json, "[{bar:30}] {msg}");
    let progress = |m: usize, all: usize, done: u32, deals: u32| {
        let deals = u64::from(deals.max(1));
        bar.set(
            m as u64 * deals + u64::from(done),
            all as u64 * deals,
            format!("match {}/{all}", m + 1),
        );
    };
    let start = std::time::Instant::now();
    let rows = felt::gauntlet::run(&config, &make, &progress);
    bar.finish();
    let text = if args.json {
        gauntlet_json(bot, &config, &rows)
    } else {
        gauntlet_table(bot, &config, &rows, start.elapsed().as_secs_f64())
    };
    let _ = std::io::stdout()
        .lock()
        .write_all(felt::text::printable_report(&text, args.json).as_bytes());
    Ok(())
}

fn gauntlet_table(
    bot: &str,
    config: &felt::gauntlet::GauntletConfig,
    rows: &[felt::gauntlet::GauntletRow],
    seconds: f64,
) -> String {
    let mut s = format!(
        "felt gauntlet: {bot}, {} duplicate hands per match, seed {}, {:.0} s\n\n",
        group(u64::from(config.hands.div_ceil(2) * 2)),
        config.seed,
        seconds
    );
    s.push_str(&format!(
        "{:<16} {:<12} {:>10} {:>9} {:>13}\n",
        "variant", "opponent", "mbb/hand", "95% ±", "CPU s/1000h"
    ));
    for r in rows {
        let (mbb, ci) = r.result();
        // With no interval (a single deal) nothing is clear.
        let mark = match ci {
            Some(ci) if mbb - ci > 0.0 => "",
            Some(ci) if mbb + ci < 0.0 => "  loses",
            _ => "  unclear",
        };
        s.push_str(&format!(
            "{:<16} {:<12} {:>+10.0} {:>9} {:>13.2}{mark}\n",
            r.variant.id(),
            r.opponent,
            mbb,
            interval(ci, 0),
            r.report.bots[0].seconds_per_1000_hands
        ));
    }
    if let Some(w) = felt::gauntlet::worst(rows) {
        let (mbb, ci) = w.result();
        s.push_str(&format!(
            "\nworst: {mbb:+.0} ± {} mbb/hand against {} in {}\n",
            interval(ci, 0),
            w.opponent,
            w.variant.id()
        ));
    }
    s
}

fn gauntlet_json(
    bot: &str,
    config: &felt::gauntlet::GauntletConfig,
    rows: &[felt::gauntlet::GauntletRow],
) -> String {
    let list: Vec<serde_json::Value> = rows
        .iter()
        .map(|r| {
            let (mbb, ci) = r.result();
            serde_json::json!({
                "variant": r.variant.id(),
                "opponent": r.opponent,
                "hands": r.report.bots[0].hands,
                "mbb_per_hand": mbb,
                "ci95": ci,
                "seconds_per_1000_hands": r.report.bots[0].seconds_per_1000_hands,
                "longest_decision_ms": r.report.bots[0].longest_decision_ms,
            })
        })
        .collect();
    let worst = felt::gauntlet::worst(rows).map(|w| {
        serde_json::json!({"variant": w.variant.id(), "opponent": w.opponent, "mbb_per_hand": w.result().0, "ci95": w.result().1})
    });
    let report = serde_json::json!({"bot": bot, "hands_per_match": config.hands.div_ceil(2) * 2, "seed": config.seed, "rows": list, "worst": worst});
    // Pretty, one field a line: a gauntlet has dozens of rows, and one line would pass the
    // report's line cap. (Writing a `Value` cannot fail; the compact form is the fallback.)
    let text = serde_json::to_string_pretty(&report).unwrap_or_else(|_| report.to_string());
    format!("{text}\n")
}
