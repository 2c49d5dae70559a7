//! `felt equity`: each hand's chance to win, tie and share of the pot, as a table or JSON.

use std::io::Write;
use std::time::Instant;

use clap::Args;
use felt::cards::Card;
use felt::cards::equity::{BoardRule, EquityQuery, EquityReport, Method, calculate};
use felt::engine::VariantId;
use rand::SeedableRng;
use rand::rngs::SmallRng;

use super::shared::group;
use super::{UserError, parse_variant};

#[derive(Debug, Args)]
pub(super) struct EquityArgs {
    /// Two or more hands of 2 cards (3 in Auction Hold'em), like AsKs QdQh or "10h 9h".
    #[arg(required = true, num_args = 2..)]
    hands: Vec<String>,
    /// Board cards already dealt, like 8s5hJs.
    #[arg(long, default_value = "")]
    board: String,
    /// Cards known to be out of play.
    #[arg(long, default_value = "")]
    dead: String,
    /// Deal the rest of the board by this variant's rule (river-of-blood keeps dealing while
    /// the last card is red).
    #[arg(long)]
    variant: Option<String>,
    /// Force Monte Carlo with this many sampled boards (default: exact when cheap, otherwise
    /// 2,000,000 samples).
    #[arg(long)]
    samples: Option<u64>,
    /// Seed for Monte Carlo sampling (the same seed gives the same answer).
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Print one JSON object instead of a table.
    #[arg(long)]
    json: bool,
}

pub(super) fn equity(args: &EquityArgs) -> Result<(), UserError> {
    let variant = args.variant.as_deref().map(parse_variant).transpose()?;
    let rule = match variant {
        Some(VariantId::RiverOfBlood) => BoardRule::RiverOfBlood,
        Some(VariantId::AuctionFlop) => {
            return Err(UserError(
                "equity is for the hold'em variants; Auction Flop Poker has no board".to_string(),
            ));
        }
        _ => BoardRule::Standard,
    };
    let hands: Vec<Vec<Card>> = args
        .hands
        .iter()
        .map(|h| Card::parse_list(h))
        .collect::<Result<_, _>>()?;
    if variant.is_some_and(|v| v != VariantId::Auction)
        && let Some(h) = hands.iter().find(|h| h.len() == 3)
    {
        return Err(UserError(format!(
            "hand {} has 3 cards; only Auction Hold'em deals a third hole card (use --variant auction)",
            cards_text(h)
        )));
    }
    let query = EquityQuery {
        hands,
        board: Card::parse_list(&args.board)?,
        dead: Card::parse_list(&args.dead)?,
        rule,
    };
    let method = match args.samples {
        Some(samples) => Method::MonteCarlo { samples },
        None => Method::Auto { samples: 2_000_000 },
    };
    let start = Instant::now();
    let report = calculate(&query, method, &mut SmallRng::seed_from_u64(args.seed))
        .map_err(|e| UserError(e.to_string()))?;
    let seconds = start.elapsed().as_secs_f64();
    let variant_id = variant.unwrap_or(if query.hands.iter().any(|h| h.len() == 3) {
        VariantId::Auction
    } else {
        VariantId::Holdem
    });
    let text = if args.json {
        equity_json(&query, &report, variant_id, seconds)
    } else {
        equity_table(&query, &report, seconds)
    };
    let _ = std::io::stdout().lock().write_all(text.as_bytes());
    Ok(())
}

fn cards_text(cards: &[Card]) -> String {
    cards.iter().map(|c| c.to_string()).collect()
}

fn equity_table(query: &EquityQuery, report: &EquityReport, seconds: f64) -> String {
    let n = report.trials.max(1) as f64;
    let mut s = format!("{:<8} {:>8} {:>8} {:>9}", "hand", "win", "tie", "equity");
    if !report.exact {
        s.push_str(&format!(" {:>9}", "± s.e."));
    }
    s.push('\n');
    for h in &report.hands {
        s.push_str(&format!(
            "{:<8} {:>7.3}% {:>7.3}% {:>8.3}%",
            cards_text(&h.hand),
            100.0 * h.wins as f64 / n,
            100.0 * h.ties as f64 / n,
            100.0 * h.equity
        ));
        if !report.exact {
            s.push_str(&format!(" {:>8.3}%", 100.0 * h.std_error));
        }
        s.push('\n');
    }
    let board = if query.board.is_empty() {
        "none".to_string()
    } else {
        cards_text(&query.board)
    };
    let how = if report.exact {
        format!("exact: {} boards enumerated", group(report.trials))
    } else {
        format!("Monte Carlo: {} boards sampled", group(report.trials))
    };
    s.push_str(&format!(
        "board {board}; {how} in {:.1} ms\n",
        seconds * 1000.0
    ));
    s
}

fn equity_json(
    query: &EquityQuery,
    report: &EquityReport,
    variant: VariantId,
    seconds: f64,
) -> String {
    let n = report.trials.max(1) as f64;
    let hands: Vec<serde_json::Value> = report
        .hands
        .iter()
        .map(|h| {
            serde_json::json!({
                "hand": cards_text(&h.hand),
                "win": h.wins as f64 / n,
                "tie": h.ties as f64 / n,
                "equity": h.equity,
                "std_error": h.std_error,
                "wins": h.wins,
                "ties": h.ties,
            })
        })
        .collect();
    let mut obj = serde_json::json!({
        "variant": variant.id(),
        "hands": hands,
        "board": cards_text(&query.board),
        "dead": cards_text(&query.dead),
        "exact": report.exact,
        "seconds": seconds,
    });
    let key = if report.exact {
        "boards_enumerated"
    } else {
        "samples"
    };
    obj[key] = serde_json::json!(report.trials);
    format!("{obj}\n")
}
