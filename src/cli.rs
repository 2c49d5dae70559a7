//! The command line: `felt [play]`, `felt equity`, `felt rules`. Every user error is one line
//! on stderr and exit code 2; no panics or backtraces reach the user.

use std::io::Write;
use std::process::ExitCode;
use std::time::Instant;

use clap::{Args, Parser, Subcommand};
use felt::cards::equity::{BoardRule, EquityQuery, EquityReport, Method, calculate};
use felt::cards::{Card, CardParseError};
use felt::engine::VariantId;
use rand::SeedableRng;
use rand::rngs::SmallRng;

/// felt: a terminal poker table for the pokerbots variants.
#[derive(Debug, Parser)]
#[command(name = "felt", version, about, long_about = None)]
struct Cli {
    #[command(subcommand)]
    command: Option<Command>,
}

#[derive(Debug, Subcommand)]
enum Command {
    /// Sit down at the table (the default when no command is given).
    Play(PlayArgs),
    /// Each hand's chance to win, tie and share of the pot over the boards still to come.
    ///
    /// Boards are enumerated exactly when that is cheap (heads-up preflop: 1,712,304 boards)
    /// and sampled by Monte Carlo otherwise, with the standard error shown.
    ///
    /// Example: felt equity AsKs QdQh --board 8s5hJs
    Equity(EquityArgs),
    /// Print the rules of a variant in plain language (or list the variants).
    Rules {
        /// holdem, auction, sneak-peek, river-of-blood or auction-flop.
        variant: Option<String>,
    },
}

#[derive(Debug, Args, Default)]
struct PlayArgs {
    /// The game: holdem, auction, sneak-peek, river-of-blood or auction-flop.
    #[arg(long)]
    variant: Option<String>,
}

#[derive(Debug, Args)]
struct EquityArgs {
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

/// A user error: printed as one line, exit code 2.
#[derive(Debug)]
struct UserError(String);

impl From<CardParseError> for UserError {
    fn from(e: CardParseError) -> UserError {
        UserError(e.to_string())
    }
}

/// Parses the command line and runs it.
pub fn run() -> ExitCode {
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(e) => {
            // clap prints help/version to stdout (exit 0) and usage errors to stderr (exit 2).
            let code = if e.use_stderr() { 2 } else { 0 };
            let _ = e.print();
            return ExitCode::from(code);
        }
    };
    let result = match cli.command.unwrap_or(Command::Play(PlayArgs::default())) {
        Command::Play(args) => play(&args),
        Command::Equity(args) => equity(&args),
        Command::Rules { variant } => rules(variant.as_deref()),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(UserError(msg)) => {
            eprintln!("felt: error: {msg}");
            ExitCode::from(2)
        }
    }
}

fn parse_variant(text: &str) -> Result<VariantId, UserError> {
    text.parse::<VariantId>()
        .map_err(|e| UserError(e.to_string()))
}

fn play(args: &PlayArgs) -> Result<(), UserError> {
    let variant = args
        .variant
        .as_deref()
        .map(parse_variant)
        .transpose()?
        .unwrap_or(VariantId::Auction);
    println!(
        "felt {}: the table for {} is not built yet. Meanwhile try `felt rules {}` or `felt equity AsKs QdQh`.",
        env!("CARGO_PKG_VERSION"),
        variant.name(),
        variant.id()
    );
    Ok(())
}

fn rules(variant: Option<&str>) -> Result<(), UserError> {
    let mut out = std::io::stdout().lock();
    let text = match variant {
        Some(v) => parse_variant(v)?.rules_page().to_string(),
        None => {
            let mut s = String::from("felt plays five games. Show one with `felt rules <id>`:\n\n");
            for v in VariantId::ALL {
                s.push_str(&format!(
                    "  {:<16} {}\n  {:<16} {}\n\n",
                    v.id(),
                    v.name(),
                    "",
                    v.tagline()
                ));
            }
            s
        }
    };
    // A closed pipe (`felt rules | head`) is not an error worth reporting.
    let _ = out.write_all(text.as_bytes());
    Ok(())
}

fn equity(args: &EquityArgs) -> Result<(), UserError> {
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

/// 1712304 -> "1,712,304".
fn group(n: u64) -> String {
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
