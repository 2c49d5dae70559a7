//! The command line: `felt [play]`, `felt arena`, `felt equity`, `felt replay`, `felt review`, `felt stats`,
//! `felt drill`, `felt learn` and `felt rules`, one file per command. This file holds the
//! command line's shape (clap), the dispatch and the one-line [`UserError`]: every user error
//! is one line on stderr and exit code 2; no panics or backtraces reach the user.

mod arena;
mod drill;
mod equity;
mod gauntlet;
mod learn;
mod numbers;
mod play;
mod progress;
mod replay;
mod review;
mod rules;
mod shared;
mod stats;

use std::process::ExitCode;

use clap::{CommandFactory, Parser, Subcommand};
use felt::cards::CardParseError;
use felt::engine::VariantId;
use felt::registry::BotError;

use arena::ArenaArgs;
use drill::DrillArgs;
use equity::EquityArgs;
use numbers::whole;
use play::PlayArgs;

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
    /// Boards are counted exactly when that is cheap (heads-up preflop: all 1,712,304 boards,
    /// read from a table of every matchup enumerated ahead of time) and sampled by Monte Carlo
    /// otherwise, with the standard error shown.
    ///
    /// Example: felt equity AsKs QdQh --board 8s5hJs
    Equity(EquityArgs),
    /// Play a headless match between two bots and measure them: mbb/hand with a 95%
    /// confidence interval, showdowns, auctions and thinking time.
    ///
    /// Example: felt arena --variant auction --bots heuristic,caller --hands 20000 --duplicate
    Arena(ArenaArgs),
    /// Step through a saved hand with every card shown (or pick one from your saved hands),
    /// or through the rounds of an official engine's game log (MIT Pokerbots 2023/2024
    /// `gamelog.txt`, IIT Pokerbots 2026 `.glog`), each replayed and checked by felt's engine.
    ///
    /// Keys: → next, ← back, home/end, n/p next or previous round, q quit. Piped, it prints
    /// the hand, or every round of a log, as text. An Auction Flop Poker hand is always
    /// printed as text, every card shown.
    ///
    /// Example: felt replay gamelog.txt --hand 42
    Replay {
        /// A PHH file written by felt or an official engine's game log, told by its content
        /// (default: choose from your saved hands).
        file: Option<std::path::PathBuf>,
        /// Open the file at this hand: a round number in a game log; 1 or the file's hand
        /// number in a PHH file. Piped, only this hand is printed.
        #[arg(long, value_name = "N", allow_negative_numbers = true, value_parser = whole::<u32>())]
        hand: Option<u32>,
        /// Read this config file (for the data folder and the card style).
        #[arg(long)]
        config: Option<std::path::PathBuf>,
    },
    /// Your play (or your bot's) analysed decision by decision: accuracy, chips lost per 100
    /// hands by street and by spot, and the biggest losses, from felt's hand files or an
    /// official engine's game log. Hands you played at the table keep the grades its coach
    /// gave (shown with teaching on, kept unseen with it off), and the review repeats them;
    /// every other decision is priced afresh from the seat's view (without the reads a table
    /// builds up over a match).
    ///
    /// A decision's grade is what it gave up against the best option, as a share of the pot
    /// (with the call, and at least 5 big blinds): best within 1%, fine under 10%, a mistake
    /// up to 33%, a blunder beyond.
    ///
    /// Example: felt review hands/ --seat mybot
    Review(review::ReviewArgs),
    /// Your statistics: hands per game, bankroll and its chart, VPIP/PFR, showdown and
    /// auction win rates, average bid / pot.
    Stats {
        /// Read this config file (for the data folder).
        #[arg(long)]
        config: Option<std::path::PathBuf>,
    },
    /// Practise bidding: post-flop auction spots, your bid scored against what the prize was
    /// worth (the `hard` bot's valuation) and what `hard` bid.
    ///
    /// Example: felt drill --variant sneak-peek --seed 7 --count 5
    Drill(DrillArgs),
    /// A guided tutorial: scripted deals that show each rule, step by step, then a few
    /// questions. Without a game, lists the games and the lessons you have finished.
    ///
    /// Example: felt learn auction
    Learn {
        /// holdem, auction, sneak-peek, river-of-blood or auction-flop.
        variant: Option<String>,
        /// Read this config file (for the data folder where progress is kept).
        #[arg(long)]
        config: Option<std::path::PathBuf>,
    },
    /// Print the rules of a variant in plain language (or list the variants).
    Rules {
        /// holdem, auction, sneak-peek, river-of-blood or auction-flop.
        variant: Option<String>,
    },
}

/// A user error: printed as one line, exit code 2.
#[derive(Debug, thiserror::Error)]
#[error("{0}")]
struct UserError(String);

impl From<CardParseError> for UserError {
    fn from(e: CardParseError) -> UserError {
        UserError(e.to_string())
    }
}

impl From<BotError> for UserError {
    fn from(e: BotError) -> UserError {
        UserError(e.to_string())
    }
}

/// A clap error as one line: its first line, and when that ends with a colon ("the following
/// required arguments were not provided:") the indented items listed after it.
fn clap_first_line(text: &str) -> String {
    let mut lines = text.lines().filter(|l| !l.trim().is_empty());
    let first = lines.next().unwrap_or("invalid command line");
    let first = first.strip_prefix("error: ").unwrap_or(first).trim_end();
    if !first.ends_with(':') {
        return first.to_string();
    }
    let items: Vec<&str> = lines
        .take_while(|l| l.starts_with(' ') || l.starts_with('\t'))
        .map(str::trim)
        .collect();
    if items.is_empty() {
        first.to_string()
    } else {
        format!("{} {}", first, items.join(", "))
    }
}

/// Parses the command line and runs it.
pub fn run(signals: &crate::tui::Signals) -> ExitCode {
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(e) => {
            // Help and version go to stdout (exit 0); a usage error is one line on stderr
            // (exit 2), like every other user error.
            if !e.use_stderr() {
                let _ = e.print();
                return ExitCode::SUCCESS;
            }
            let text = e.render().to_string();
            let first = clap_first_line(&text);
            // The help of the command that was given, when one was.
            let command = std::env::args()
                .nth(1)
                .filter(|a| Cli::command().find_subcommand(a).is_some())
                .map_or(String::new(), |a| format!(" {a}"));
            eprintln!(
                "felt: error: {} (see felt{} --help)",
                felt::text::printable(&first),
                felt::text::printable(&command)
            );
            return ExitCode::from(2);
        }
    };
    let result = match cli.command.unwrap_or(Command::Play(PlayArgs::default())) {
        Command::Play(args) => play::play(&args, signals),
        Command::Equity(args) => equity::equity(&args),
        Command::Arena(args) => arena::arena(&args),
        Command::Replay { file, hand, config } => {
            replay::replay(file.as_deref(), hand, config.as_deref())
        }
        Command::Stats { config } => stats::stats(config.as_deref()),
        Command::Drill(args) => drill::drill(&args),
        Command::Review(args) => review::run(&args),
        Command::Learn { variant, config } => learn::learn(variant.as_deref(), config.as_deref()),
        Command::Rules { variant } => rules::rules(variant.as_deref()),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(UserError(msg)) => {
            // Messages quote file names, config strings and bots' words: printable only. The
            // line may be as long as a report's (an unknown bot's message lists every name;
            // the untrusted words in it are capped on their own).
            eprintln!(
                "felt: error: {}",
                felt::text::printable_capped(&msg, felt::text::REPORT_LINE_CAP)
            );
            ExitCode::from(2)
        }
    }
}

fn parse_variant(text: &str) -> Result<VariantId, UserError> {
    text.parse::<VariantId>()
        .map_err(|e| UserError(e.to_string()))
}
