//! The command line: `felt [play]`, `felt equity`, `felt rules`. Every user error is one line
//! on stderr and exit code 2; no panics or backtraces reach the user.

use std::io::{IsTerminal, Write};
use std::process::ExitCode;
use std::time::Instant;

use clap::{Args, Parser, Subcommand};
use felt::bots::registry::{self, BotError, BotLog, LogTag};
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
    /// Play a headless match between two bots and measure them: mbb/hand with a 95%
    /// confidence interval, showdowns, auctions and thinking time.
    ///
    /// Example: felt arena --variant auction --bots heuristic,caller --hands 20000 --duplicate
    Arena(ArenaArgs),
    /// Step through a saved hand with every card shown (or pick one from your saved hands).
    ///
    /// Keys: → next, ← back, home/end, q quit. Piped, it prints the hand as text.
    Replay {
        /// A PHH file written by felt (default: choose from your saved hands).
        file: Option<std::path::PathBuf>,
        /// Read this config file (for the data folder and the card style).
        #[arg(long)]
        config: Option<std::path::PathBuf>,
    },
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
        /// auction, sneak-peek, river-of-blood or auction-flop.
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

#[derive(Debug, Args, Default)]
struct PlayArgs {
    /// The game: auction, sneak-peek, river-of-blood, holdem or auction-flop (skips the start
    /// screen).
    #[arg(long)]
    variant: Option<String>,
    /// The opponent: easy, medium, hard, or a bot by name (skips the start screen).
    #[arg(long)]
    bot: Option<String>,
    /// Play your own competition bot: a folder with commands.json (MIT layout) or a .py file
    /// (IIT layout). Skips the start screen.
    #[arg(long, conflicts_with = "bot")]
    opponent: Option<std::path::PathBuf>,
    /// Hands in the match (0 = until you stop).
    #[arg(long)]
    hands: Option<u32>,
    /// Seed for the deal (the same seed deals the same cards).
    #[arg(long)]
    seed: Option<u64>,
    /// Teaching mode: explains each step and suggests moves.
    #[arg(long)]
    learn: bool,
    /// Draw cards as "Ah" instead of with suit symbols.
    #[arg(long)]
    ascii: bool,
    /// A four-colour deck (spades black, hearts red, diamonds blue, clubs green).
    #[arg(long)]
    four_colour: bool,
    /// No colours.
    #[arg(long)]
    no_colour: bool,
    /// Milliseconds to pause after each bot action (0 = no pause).
    #[arg(long)]
    pause: Option<u64>,
    /// Read this config file instead of ~/.config/felt/config.toml.
    #[arg(long)]
    config: Option<std::path::PathBuf>,
}

#[derive(Debug, Args)]
struct ArenaArgs {
    /// The game: holdem, auction, sneak-peek, river-of-blood or auction-flop; with
    /// --gauntlet also "all" (the four heads-up games).
    #[arg(long, default_value = "auction")]
    variant: String,
    /// Play BOT against every gauntlet style (nit, tag, lag, station, maniac, min-raiser,
    /// overbettor, trapper, bid-high, bid-low, bid-sniper) and the baselines (random, allin,
    /// bid-all) on duplicate deals, and print its result against each (default 5,000 hands
    /// per match).
    #[arg(long, value_name = "BOT", conflicts_with = "bots")]
    gauntlet: Option<String>,
    /// Two bots, comma separated: easy, medium, hard, heuristic, montecarlo, random, caller,
    /// allin, bid-all, or external:PATH for your own competition bot (a folder with
    /// commands.json or a .py file; it keeps one process per seat for the whole match).
    #[arg(long, default_value = "heuristic,caller")]
    bots: String,
    /// Hands to play in total (with --duplicate, half as many decks, each played twice);
    /// default 1,000 (5,000 per match with --gauntlet).
    #[arg(long)]
    hands: Option<u32>,
    /// Play every deck twice with the seats swapped (fresh bots for each copy): much less
    /// luck in the result.
    #[arg(long)]
    duplicate: bool,
    /// Seed for the decks and the bots; the same seed gives the same match.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Threads to spread the deals over, at most 1024 (the result does not depend on it; no
    /// more are started than there are blocks of 500 deals).
    #[arg(long)]
    threads: Option<usize>,
    /// Print one JSON object instead of a table.
    #[arg(long)]
    json: bool,
    /// Write every hand as a PHH file into this folder.
    #[arg(long)]
    history: Option<std::path::PathBuf>,
}

#[derive(Debug, Args)]
struct DrillArgs {
    /// The game: auction (a third hole card) or sneak-peek (see one opponent card).
    #[arg(long, default_value = "auction")]
    variant: String,
    /// Seed for the spots (the same seed gives the same spots; default: a random one, shown).
    #[arg(long)]
    seed: Option<u64>,
    /// How many spots.
    #[arg(long, default_value_t = 10)]
    count: u32,
    /// Read this config file (for the data folder where scores are saved).
    #[arg(long)]
    config: Option<std::path::PathBuf>,
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

/// Parses the command line and runs it.
pub fn run() -> ExitCode {
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
            let first = text
                .lines()
                .find(|l| !l.trim().is_empty())
                .unwrap_or("invalid command line");
            let first = first.strip_prefix("error: ").unwrap_or(first);
            eprintln!("felt: error: {first} (see felt --help)");
            return ExitCode::from(2);
        }
    };
    let result = match cli.command.unwrap_or(Command::Play(PlayArgs::default())) {
        Command::Play(args) => play(&args),
        Command::Equity(args) => equity(&args),
        Command::Arena(args) => arena(&args),
        Command::Replay { file, config } => replay(file.as_deref(), config.as_deref()),
        Command::Stats { config } => stats(config.as_deref()),
        Command::Drill(args) => drill(&args),
        Command::Learn { variant, config } => learn(variant.as_deref(), config.as_deref()),
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
    use crate::tui::app::{Choice, Settings};
    if dumb_terminal() {
        return Err(UserError(
            "this terminal (TERM=dumb) cannot show the table; run felt in a full terminal"
                .to_string(),
        ));
    }
    let (config, _) =
        felt::config::Config::load(args.config.as_deref()).map_err(|e| UserError(e.to_string()))?;
    let variant = match &args.variant {
        Some(v) => parse_variant(v)?,
        None => config.variant(),
    };
    if !variant.is_heads_up() && args.opponent.is_some() {
        return Err(UserError(
            "competition bots play the heads-up games; Auction Flop Poker is played against felt's bots".to_string(),
        ));
    }
    let bot = match &args.opponent {
        Some(path) => {
            // Start it now, so a bot that cannot start is reported here, not in the table; the
            // table then plays this process (no second start).
            let name = format!("{}{}", felt::bots::EXTERNAL, path.display());
            let data_dir = config.data_dir();
            let started = crate::tui::app::make_bot(&name, variant, data_dir.as_deref())
                .map_err(UserError)?;
            crate::tui::app::keep_started(&name, started);
            name
        }
        None => args.bot.clone().unwrap_or_else(|| config.play.bot.clone()),
    };
    if variant == VariantId::AuctionFlop
        && let Some(name) = &args.bot
        && registry::auction_flop(name).is_err()
    {
        return Err(UserError(format!(
            "\"{name}\" does not play Auction Flop Poker (choose from: {})",
            felt::bots::draw::DRAW_BOTS.join(", ")
        )));
    }
    if args.opponent.is_none() {
        registry::built_in(&bot)?;
    }
    if args.pause.is_some_and(|p| p > felt::config::MAX_PAUSE_MS) {
        return Err(UserError(format!(
            "--pause is at most {} milliseconds",
            felt::config::MAX_PAUSE_MS
        )));
    }
    let keys =
        crate::tui::input::KeyMap::with_overrides(|name| config.keys.get(name).map(String::from));
    let settings = Settings {
        theme: crate::tui::theme::Theme {
            colour: config.table.colour && !args.no_colour,
            four_colour: config.table.four_colour || args.four_colour,
            ascii: config.table.ascii || args.ascii || !utf8_terminal(),
        },
        keys,
        pause: std::time::Duration::from_millis(args.pause.unwrap_or(config.table.pause_ms)),
        data_dir: config.data_dir(),
        tables: felt::engine::VariantId::ALL
            .iter()
            .map(|&v| (v, config.match_config(v)))
            .collect(),
        draw: (
            usize::from(config.auction_flop.seats),
            config.auction_flop.stack,
            config.auction_flop.ante,
        ),
    };
    let last_path = settings
        .data_dir
        .as_ref()
        .map(|d| d.join("last-choice.json"));
    let last: Option<Choice> = last_path
        .as_ref()
        .and_then(|p| std::fs::read_to_string(p).ok())
        .and_then(|t| {
            let v: serde_json::Value = serde_json::from_str(&t).ok()?;
            Some(Choice {
                variant: v["variant"].as_str()?.parse().ok()?,
                bot: v["bot"].as_str()?.to_string(),
                hands: u32::try_from(v["hands"].as_u64()?).ok()?,
                learn: v["learn"].as_bool()?,
                seed: 0,
            })
        });
    let skip_start = args.variant.is_some() || args.bot.is_some() || args.opponent.is_some();
    let choice = skip_start.then(|| Choice {
        variant,
        bot: bot.clone(),
        hands: args.hands.unwrap_or(config.play.hands),
        learn: args.learn || config.table.learn,
        seed: args.seed.unwrap_or_else(|| {
            let t = std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .map_or(0, |d| d.as_nanos());
            t as u64 ^ (t >> 64) as u64
        }),
    });
    let last = last.or(Some(Choice {
        variant,
        bot,
        hands: config.play.hands,
        learn: args.learn || config.table.learn,
        seed: 0,
    }));
    let played = crate::tui::run(settings, choice, last).map_err(UserError)?;
    if let (Some(c), Some(path)) = (played, last_path) {
        let json = serde_json::json!({ "variant": c.variant.id(), "bot": c.bot, "hands": c.hands, "learn": c.learn });
        let _ = felt::history::write_atomically(&path, format!("{json}\n").as_bytes());
    }
    if let Some(v) = crate::tui::take_tutorial_request() {
        return learn(Some(v.id()), args.config.as_deref());
    }
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

fn arena(args: &ArenaArgs) -> Result<(), UserError> {
    if let Some(bot) = &args.gauntlet {
        return gauntlet(args, bot);
    }
    let variant = parse_variant(&args.variant)?;
    if !variant.is_heads_up() {
        return draw_arena(args);
    }
    let names: Vec<&str> = args.bots.split(',').map(str::trim).collect();
    let [a, b] = names.as_slice() else {
        return Err(UserError(format!(
            "--bots takes two bots separated by a comma (got \"{}\")",
            args.bots
        )));
    };
    // A hosted bot is started here, so one that cannot start is reported before the match,
    // and this first process plays its first seat (no extra start just to check it).
    let logs = bot_log_dir(args);
    let mut started: [Option<Box<dyn felt::bots::Bot>>; 2] = [None, None];
    for (k, name) in [a, b].into_iter().enumerate() {
        let bot = registry::create(name, variant, bot_log(logs.as_deref()))?;
        if name.starts_with(felt::bots::EXTERNAL) {
            started[k] = Some(bot);
        }
    }
    let hands = args.hands.unwrap_or(1000);
    if hands == 0 {
        return Err(UserError("--hands must be at least 1".to_string()));
    }
    if args.threads == Some(0) {
        return Err(UserError("--threads must be at least 1".to_string()));
    }
    if args.threads.is_some_and(|t| t > MAX_THREADS) {
        return Err(UserError(format!("--threads is at most {MAX_THREADS}")));
    }
    let deals = if args.duplicate {
        hands.div_ceil(2)
    } else {
        hands
    };
    // No more threads than blocks of deals to play.
    let threads = args
        .threads
        .unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get()))
        .clamp(1, deals.div_ceil(felt::arena::BLOCK) as usize);
    // A hosted bot plays the whole match in order, on one thread.
    let threads = if started.iter().any(Option::is_some) {
        1
    } else {
        threads
    };
    let config = felt::arena::ArenaConfig {
        table: felt::session::MatchConfig::defaults(variant),
        deals,
        duplicate: args.duplicate,
        seed: args.seed,
        threads,
        history: args.history.clone(),
    };
    if let Some(dir) = &args.history {
        check_writable(dir)?;
        felt::history::remove_stale_temporaries(dir);
    }
    let [first_a, first_b] = started;
    let fa = seat_bots(a, variant, logs.clone(), first_a);
    let fb = seat_bots(b, variant, logs, first_b);
    let show_progress = !args.json && std::io::stderr().is_terminal();
    let progress = |done: u32, total: u32, mbb: f64| {
        if show_progress {
            let width = 30;
            let filled = (width as u64 * u64::from(done) / u64::from(total.max(1))) as usize;
            eprint!(
                "\r[{}{}] {done}/{total} deals  running {mbb:+.1} mbb/hand  ",
                "#".repeat(filled),
                ".".repeat(width - filled)
            );
        }
    };
    let report = felt::arena::run(&config, [&fa, &fb], &progress);
    if show_progress {
        eprintln!();
    }
    let text = if args.json {
        arena_json(&report)
    } else {
        arena_table(&report, threads)
    };
    let _ = std::io::stdout().lock().write_all(text.as_bytes());
    match report.history_error {
        Some(e) => Err(UserError(format!("hand histories were not all saved: {e}"))),
        None => Ok(()),
    }
}

/// A seat's bots for an arena match: `first` (a hosted bot started to check it) if any, then
/// fresh ones by `name`, which was checked before the match. A hosted bot that cannot start
/// later plays check-or-fold and says why.
fn seat_bots(
    name: &str,
    variant: VariantId,
    logs: Option<std::path::PathBuf>,
    first: Option<Box<dyn felt::bots::Bot>>,
) -> impl Fn() -> Box<dyn felt::bots::Bot> + Sync + 'static {
    let name = name.to_string();
    let first = std::sync::Mutex::new(first);
    move || {
        let kept = first.lock().unwrap_or_else(|e| e.into_inner()).take();
        kept.unwrap_or_else(|| {
            registry::create(&name, variant, bot_log(logs.as_deref()))
                .unwrap_or_else(BotError::stand_in)
        })
    }
}

/// Hosted bots' logs in the arena, numbered in start order (many run at once).
fn bot_log(dir: Option<&std::path::Path>) -> Option<BotLog<'_>> {
    dir.map(|dir| BotLog {
        dir,
        tag: LogTag::Count,
    })
}

/// The most threads `felt arena --threads` accepts.
const MAX_THREADS: usize = 1024;

/// Creates `dir` and checks that a file can be written in it.
fn check_writable(dir: &std::path::Path) -> Result<(), UserError> {
    std::fs::create_dir_all(dir)
        .map_err(|e| UserError(format!("cannot create {}: {e}", dir.display())))?;
    let probe = dir.join(format!(".felt-write-check.{}", std::process::id()));
    let written = std::fs::write(&probe, b"felt\n");
    let _ = std::fs::remove_file(&probe);
    written.map_err(|e| UserError(format!("cannot write to {}: {e}", dir.display())))
}

/// `felt arena --gauntlet BOT`: BOT against every style and baseline, a row each.
fn gauntlet(args: &ArenaArgs, bot: &str) -> Result<(), UserError> {
    let variants = if args.variant.trim().eq_ignore_ascii_case("all") {
        VariantId::ALL
            .into_iter()
            .filter(|v| v.is_heads_up())
            .collect()
    } else {
        let v = parse_variant(&args.variant)?;
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
    registry::built_in(bot)?;
    let hands = args.hands.unwrap_or(5000);
    if hands < 2 {
        return Err(UserError(
            "--hands must be at least 2 (each deal is played twice)".to_string(),
        ));
    }
    if args.threads == Some(0) {
        return Err(UserError("--threads must be at least 1".to_string()));
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
    let make = move || registry::built_in(&name).unwrap_or_else(BotError::stand_in);
    let show_progress = !args.json && std::io::stderr().is_terminal();
    let progress = |m: usize, all: usize, done: u32, deals: u32| {
        if show_progress {
            let width = 30;
            let share = (m as f64 + f64::from(done) / f64::from(deals.max(1))) / all.max(1) as f64;
            let filled = ((width as f64 * share) as usize).min(width);
            eprint!(
                "\r[{}{}] match {}/{all}  ",
                "#".repeat(filled),
                ".".repeat(width - filled),
                m + 1
            );
        }
    };
    let start = std::time::Instant::now();
    let rows = felt::gauntlet::run(&config, &make, &progress);
    if show_progress {
        eprintln!();
    }
    let text = if args.json {
        gauntlet_json(bot, &config, &rows)
    } else {
        gauntlet_table(bot, &config, &rows, start.elapsed().as_secs_f64())
    };
    let _ = std::io::stdout().lock().write_all(text.as_bytes());
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
        let mark = if mbb - ci > 0.0 {
            ""
        } else if mbb + ci < 0.0 {
            "  loses"
        } else {
            "  unclear"
        };
        s.push_str(&format!(
            "{:<16} {:<12} {:>+10.0} {:>9.0} {:>13.2}{mark}\n",
            r.variant.id(),
            r.opponent,
            mbb,
            ci,
            r.report.bots[0].seconds_per_1000_hands
        ));
    }
    if let Some(w) = felt::gauntlet::worst(rows) {
        let (mbb, ci) = w.result();
        s.push_str(&format!(
            "\nworst: {mbb:+.0} ± {ci:.0} mbb/hand against {} in {}\n",
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
    format!(
        "{}\n",
        serde_json::json!({"bot": bot, "hands_per_match": config.hands.div_ceil(2) * 2, "seed": config.seed, "rows": list, "worst": worst})
    )
}

fn arena_table(r: &felt::arena::ArenaReport, threads: usize) -> String {
    let hands = r.bots[0].hands;
    let mut s = format!(
        "felt arena: {}, {} hands{}, seed {}, {} thread{}, {:.1} s\n",
        r.variant.name(),
        group(hands),
        if r.duplicate {
            format!(
                " ({} decks played twice, seats swapped)",
                group(u64::from(r.deals))
            )
        } else {
            String::new()
        },
        r.seed,
        threads,
        if threads == 1 { "" } else { "s" },
        r.seconds
    );
    let auction = r.bots[0].auctions > 0;
    s.push_str(&format!(
        "{:<12} {:>10} {:>9} {:>8} {:>8}",
        "bot", "mbb/hand", "±95%", "showdown", "sd won"
    ));
    if auction {
        s.push_str(&format!(" {:>8} {:>8}", "auct won", "bid/pot"));
    }
    s.push_str(&format!(" {:>12} {:>9}\n", "CPU s/1000 h", "longest"));
    for b in &r.bots {
        s.push_str(&format!(
            "{:<12} {:>+10.1} {:>9.1} {:>7.1}% {:>7.1}%",
            b.name,
            b.mbb_per_hand,
            b.ci95,
            100.0 * b.showdown_share,
            100.0 * b.showdown_wins
        ));
        if auction {
            s.push_str(&format!(
                " {:>7.1}% {:>8.2}",
                100.0 * b.auction_wins as f64 / b.auctions.max(1) as f64,
                b.avg_bid_to_pot
            ));
        }
        s.push_str(&format!(
            " {:>12.3} {:>6.1} ms",
            b.seconds_per_1000_hands, b.longest_decision_ms
        ));
        if b.illegal_actions > 0 {
            s.push_str(&format!(
                "  ({} illegal answers replaced)",
                b.illegal_actions
            ));
        }
        s.push('\n');
    }
    for b in &r.bots {
        if !b.notes.is_empty() {
            s.push_str(&format!("\n{} reported:\n", b.name));
            for n in b.notes.iter().take(20) {
                s.push_str(&format!("  {n}\n"));
            }
            if b.notes.len() > 20 {
                s.push_str(&format!("  ... and {} more\n", b.notes.len() - 20));
            }
        }
    }
    s
}

fn arena_json(r: &felt::arena::ArenaReport) -> String {
    let bots: Vec<serde_json::Value> = r
        .bots
        .iter()
        .map(|b| {
            serde_json::json!({
                "name": b.name,
                "mbb_per_hand": b.mbb_per_hand,
                "ci95": b.ci95,
                "hands": b.hands,
                "chips": b.chips,
                "showdown_share": b.showdown_share,
                "showdown_win_rate": b.showdown_wins,
                "auctions": b.auctions,
                "auction_wins": b.auction_wins,
                "avg_bid_to_pot": b.avg_bid_to_pot,
                "seconds_per_1000_hands": b.seconds_per_1000_hands,
                "longest_decision_ms": b.longest_decision_ms,
                "illegal_actions": b.illegal_actions,
                "protocol_events": b.notes,
            })
        })
        .collect();
    let obj = serde_json::json!({
        "variant": r.variant.id(),
        "hands": r.bots[0].hands,
        "deals": r.deals,
        "duplicate": r.duplicate,
        "seed": r.seed,
        "seconds": r.seconds,
        "bots": bots,
    });
    format!("{obj}\n")
}

fn load_config(path: Option<&std::path::Path>) -> Result<felt::config::Config, UserError> {
    felt::config::Config::load(path)
        .map(|(c, _)| c)
        .map_err(|e| UserError(e.to_string()))
}

fn theme_of(config: &felt::config::Config) -> crate::tui::theme::Theme {
    crate::tui::theme::Theme {
        colour: config.table.colour,
        four_colour: config.table.four_colour,
        ascii: config.table.ascii,
    }
}

/// Every saved hand under the data folder, newest first.
fn saved_hands(dir: &std::path::Path) -> Vec<std::path::PathBuf> {
    let mut files = Vec::new();
    let mut stack = vec![dir.join("hands")];
    while let Some(d) = stack.pop() {
        let Ok(entries) = std::fs::read_dir(&d) else {
            continue;
        };
        for e in entries.flatten() {
            let p = e.path();
            if p.is_dir() {
                stack.push(p);
            } else if p.extension().is_some_and(|x| x == "phh") {
                files.push(p);
            }
        }
    }
    files.sort_by_key(|p| std::cmp::Reverse(std::fs::metadata(p).and_then(|m| m.modified()).ok()));
    files
}

fn replay(
    file: Option<&std::path::Path>,
    config: Option<&std::path::Path>,
) -> Result<(), UserError> {
    let config = load_config(config)?;
    let theme = theme_of(&config);
    let interactive = full_screen_terminal();
    let path = match file {
        Some(p) => p.to_path_buf(),
        None => {
            let dir = config.data_dir().ok_or_else(|| {
                UserError("no data folder is known on this system; give a file".to_string())
            })?;
            let files = saved_hands(&dir);
            if files.is_empty() {
                println!(
                    "No saved hands yet in {}. Play some with `felt play`.",
                    dir.join("hands").display()
                );
                return Ok(());
            }
            if !interactive {
                for f in &files {
                    println!("{}", f.display());
                }
                return Ok(());
            }
            // A file that cannot be shown is reported in the list, which stays open.
            let mut notice: Option<String> = None;
            loop {
                let picked = crate::tui::viewer::run_browser(&files, theme, notice.as_deref())
                    .map_err(UserError)?;
                let Some(p) = picked else { return Ok(()) };
                match show_replay(&p, theme, interactive) {
                    Ok(()) => notice = None,
                    Err(UserError(e)) => {
                        // The list shows names relative to the hands folder: so does this.
                        let name = p
                            .file_name()
                            .map_or_else(String::new, |n| n.to_string_lossy().into_owned());
                        notice = Some(e.replace(&p.display().to_string(), &name));
                    }
                }
            }
        }
    };
    show_replay(&path, theme, interactive)
}

/// Shows one saved hand: on screen when `interactive`, else as text.
fn show_replay(
    path: &std::path::Path,
    theme: crate::tui::theme::Theme,
    interactive: bool,
) -> Result<(), UserError> {
    let path = path.to_path_buf();
    let text = std::fs::read_to_string(&path)
        .map_err(|e| UserError(format!("cannot read {}: {e}", path.display())))?;
    if felt::history::draw::is_draw_history(&text) {
        return replay_draw(&text, &path);
    }
    let hand = felt::history::replay(&text).map_err(|e| {
        UserError(format!(
            "{} is not a hand felt can replay: {e}",
            path.display()
        ))
    })?;
    let names = felt::history::read(&text)
        .ok()
        .and_then(|f| f.players)
        .filter(|p| p.len() == 2)
        .map_or_else(
            || ["seat 0".to_string(), "seat 1".to_string()],
            |p| [p[1].clone(), p[0].clone()],
        );
    let title = format!(
        "{} · {}",
        hand.variant().name(),
        path.file_name()
            .map_or(String::new(), |n| n.to_string_lossy().into_owned())
    );
    let r = crate::tui::viewer::Replay::new(title, names, hand);
    if interactive {
        return crate::tui::viewer::run_replay(r, theme).map_err(UserError);
    }
    let mut out = format!("{}\n", r.title);
    for line in r.lines(r.hand.events().len(), theme.ascii) {
        out.push_str(&line);
        out.push('\n');
    }
    let _ = std::io::stdout().lock().write_all(out.as_bytes());
    Ok(())
}

fn stats(config: Option<&std::path::Path>) -> Result<(), UserError> {
    let config = load_config(config)?;
    let dir = config
        .data_dir()
        .ok_or_else(|| UserError("no data folder is known on this system".to_string()))?;
    let path = dir.join(felt::stats::STATS_FILE);
    let loaded = felt::stats::PlayerStats::load(&path).map_err(|e| UserError(e.to_string()))?;
    if let Some(w) = &loaded.warning {
        eprintln!("felt: warning: {w}");
    }
    let big_blind_of = |id: &str| {
        id.parse::<VariantId>()
            .map_or(2, |v| config.match_config(v).big_blind)
    };
    let mut summary = loaded.stats.summary_text(big_blind_of);
    let interactive = full_screen_terminal();
    if interactive && loaded.stats.total_hands() > 0 {
        // The full screen draws the drill's chart beside the bankroll's.
        let drill = loaded.stats.drill_lines(false);
        if !drill.is_empty() {
            summary.push('\n');
            summary.push_str(&drill);
        }
        return crate::tui::viewer::run_stats(&loaded.stats, &summary, theme_of(&config))
            .map_err(UserError);
    }
    let drill = loaded.stats.drill_text();
    if !drill.is_empty() {
        summary.push('\n');
        summary.push_str(&drill);
    }
    let _ = std::io::stdout()
        .lock()
        .write_all(format!("{summary}\nStats file: {}\n", path.display()).as_bytes());
    Ok(())
}

/// `felt drill`: a line-based flow. Each spot is shown, a bid is asked for (again after a bad
/// answer), then the valuation, `hard`'s bid, the auction's result and the score are shown.
/// The session is added to the stats file at the end (also when stopped early with q).
fn drill(args: &DrillArgs) -> Result<(), UserError> {
    use felt::drill::{DRILL_BUDGET, Drill};
    use std::io::BufRead;
    let variant = parse_variant(&args.variant)?;
    let config = load_config(args.config.as_deref())?;
    let seed = args
        .seed
        .unwrap_or_else(|| rand::RngCore::next_u64(&mut SmallRng::from_os_rng()));
    let mut drill =
        Drill::new(variant, seed, DRILL_BUDGET).map_err(|e| UserError(e.to_string()))?;
    let full_screen = full_screen_terminal();
    if full_screen {
        crate::tui::drill_screen::run(&mut drill, args.count, theme_of(&config))
            .map_err(UserError)?;
    }
    let mut out = std::io::stdout().lock();
    let mut lines = std::io::stdin().lock().lines();
    if !full_screen {
        let _ = writeln!(
            out,
            "Bidding drill: {} · seed {seed} · {} spot{}. Bid what the prize is worth to you; \
             q stops.",
            variant.name(),
            args.count,
            if args.count == 1 { "" } else { "s" }
        );
    }
    'spots: while (drill.scores.len() as u32) < args.count && !full_screen {
        let max = drill.spot().my_stack();
        let _ = writeln!(out, "\n{}", drill.spot().describe(args.count).join("\n"));
        let answered = loop {
            let _ = write!(out, "Your bid (0-{max}): ");
            let _ = out.flush();
            let Some(Ok(line)) = lines.next() else {
                let _ = writeln!(out);
                break 'spots;
            };
            if matches!(line.trim(), "q" | "quit") {
                break 'spots;
            }
            match drill.answer(&line) {
                Ok(a) => break a,
                Err(e) => {
                    let _ = writeln!(out, "  {e}");
                }
            }
        };
        let _ = writeln!(out, "{}", answered.describe().join("\n"));
    }
    let spots = drill.scores.len() as u64;
    let loss = drill.total_loss();
    let perfect = drill.scores.iter().filter(|s| s.loss < 1e-9).count() as u64;
    if spots == 0 {
        let _ = writeln!(out, "No spots answered; nothing saved.");
        return Ok(());
    }
    let _ = writeln!(
        out,
        "\nDone: {spots} spot{}, {loss:.1} chips of expected value lost ({:.2} per spot), \
         {perfect} with no loss.",
        if spots == 1 { "" } else { "s" },
        loss / spots as f64
    );
    let Some(dir) = config.data_dir() else {
        let _ = writeln!(
            out,
            "No data folder is known on this system; scores not saved."
        );
        return Ok(());
    };
    let path = dir.join(felt::stats::STATS_FILE);
    let session = felt::stats::DrillSession {
        unix_time: std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_secs()),
        seed,
        spots,
        loss,
        perfect,
    };
    let saved = felt::stats::PlayerStats::update(&path, |s| {
        s.drill_mut(variant.id()).record(session);
    })
    .map_err(|e| UserError(e.to_string()))?;
    if let Some(w) = saved.warning {
        eprintln!("felt: warning: {w}");
    }
    let _ = writeln!(out, "Saved to {} (see felt stats).", path.display());
    Ok(())
}

/// `felt learn`: a line-based tutorial. Each step's explanation is shown; on the player's
/// moves the suggested move must be typed (anything else asks again), the bot's moves wait for
/// Enter. Then the questions, each answer explained. Finished lessons are remembered.
fn learn(variant: Option<&str>, config: Option<&std::path::Path>) -> Result<(), UserError> {
    use felt::learn::{LearnProgress, PROGRESS_FILE, games, lessons_for, questions};
    use std::io::BufRead;
    let config = load_config(config)?;
    let progress_path = config.data_dir().map(|d| d.join(PROGRESS_FILE));
    let mut progress = match &progress_path {
        Some(p) => LearnProgress::load(p).map_err(|e| UserError(e.to_string()))?,
        None => LearnProgress::default(),
    };
    let mut out = std::io::stdout().lock();
    let Some(variant) = variant else {
        let _ = writeln!(out, "Tutorials (felt learn GAME):");
        for v in games() {
            let lessons = lessons_for(v);
            let done = lessons
                .iter()
                .filter(|l| progress.done.contains(l.id))
                .count();
            let _ = writeln!(
                out,
                "  {:<15} {} ({done} of {} lessons done)",
                v.id(),
                v.name(),
                lessons.len()
            );
        }
        return Ok(());
    };
    let variant = parse_variant(variant)?;
    if !games().contains(&variant) {
        return Err(UserError(format!(
            "there is no tutorial for {} yet (try auction, sneak-peek, river-of-blood or \
             auction-flop)",
            variant.name()
        )));
    }
    let mut lines = std::io::stdin().lock().lines();
    let mut read = |out: &mut std::io::StdoutLock<'_>, prompt: &str| -> Option<String> {
        let _ = write!(out, "{prompt}");
        let _ = out.flush();
        match lines.next() {
            Some(Ok(l)) if !matches!(l.trim(), "q" | "quit") => Some(l),
            _ => None,
        }
    };
    let _ = writeln!(
        out,
        "{} tutorial. Type q to stop at any time.",
        variant.name()
    );
    for lesson in lessons_for(variant) {
        let mut game = lesson.start().map_err(|e| UserError(e.to_string()))?;
        let _ = writeln!(out, "\n== {} ==\n{}", lesson.title, lesson.intro);
        for step in &lesson.steps {
            let _ = writeln!(out, "\n  {}\n  {}", game.table_text(), step.explain);
            if step.is_players() {
                loop {
                    let Some(typed) =
                        read(&mut out, &format!("  Your move (type: {}): ", step.text))
                    else {
                        return Ok(());
                    };
                    if step.accepts(&typed) {
                        break;
                    }
                    let _ = writeln!(out, "  This lesson's move is \"{}\": type it.", step.text);
                }
            } else if read(&mut out, "  (Enter) ").is_none() {
                return Ok(());
            }
            let said = game.apply(step).map_err(|e| UserError(e.to_string()))?;
            for line in said {
                let _ = writeln!(out, "  > {line}");
            }
        }
        let _ = writeln!(out, "\n  {}", game.table_text());
        progress.done.insert(lesson.id.to_string());
        if let Some(p) = &progress_path {
            progress.save(p).map_err(|e| UserError(e.to_string()))?;
        }
    }
    let _ = writeln!(out, "\n== Questions ==");
    let mut right = 0;
    let qs = questions(variant);
    for q in &qs {
        let _ = writeln!(out, "\n{}", q.prompt);
        for (i, c) in q.choices.iter().enumerate() {
            let _ = writeln!(out, "  {}) {c}", i + 1);
        }
        let pick = loop {
            let Some(typed) = read(&mut out, &format!("Your answer (1-{}): ", q.choices.len()))
            else {
                return Ok(());
            };
            match typed.trim().parse::<usize>() {
                Ok(n) if (1..=q.choices.len()).contains(&n) => break n - 1,
                _ => {
                    let _ = writeln!(out, "  Type a number from 1 to {}.", q.choices.len());
                }
            }
        };
        if pick == q.answer {
            right += 1;
            let _ = writeln!(out, "  Right. {}", q.explanation);
        } else {
            let _ = writeln!(
                out,
                "  Not quite: the answer is {}) {}. {}",
                q.answer + 1,
                q.choices[q.answer],
                q.explanation
            );
        }
    }
    let _ = writeln!(
        out,
        "\n{right} of {} right. Lessons done are remembered.",
        qs.len()
    );
    Ok(())
}

/// True when stdin and stdout are a terminal that can show a full screen (not `TERM=dumb`).
fn full_screen_terminal() -> bool {
    std::io::stdout().is_terminal() && std::io::stdin().is_terminal() && !dumb_terminal()
}

/// `TERM=dumb`: no cursor movement, no colour.
fn dumb_terminal() -> bool {
    std::env::var("TERM").is_ok_and(|t| t == "dumb")
}

/// True when the locale says the terminal speaks UTF-8 (so suit symbols can be drawn).
fn utf8_terminal() -> bool {
    ["LC_ALL", "LC_CTYPE", "LANG"]
        .iter()
        .find_map(|k| std::env::var(k).ok().filter(|v| !v.is_empty()))
        .is_none_or(|v| v.to_ascii_uppercase().replace('-', "").contains("UTF8"))
}

/// `felt arena --variant auction-flop`: 3 to 6 bots around the table, rotating seats.
fn draw_arena(args: &ArenaArgs) -> Result<(), UserError> {
    let names: Vec<String> = args.bots.split(',').map(|s| s.trim().to_string()).collect();
    if !(3..=6).contains(&names.len()) {
        return Err(UserError(format!(
            "Auction Flop Poker seats 3 to 6 bots: give them separated by commas (got {})",
            names.len()
        )));
    }
    for name in &names {
        registry::auction_flop(name)?;
    }
    let hands = args.hands.unwrap_or(1000);
    if hands == 0 {
        return Err(UserError("--hands must be at least 1".to_string()));
    }
    // Flags this table cannot honour are refused, not ignored.
    if args.history.is_some() {
        return Err(UserError(
            "--history is not available for Auction Flop Poker arena matches".to_string(),
        ));
    }
    if args.duplicate {
        return Err(UserError(
            "--duplicate is for the heads-up games; Auction Flop Poker rotates the seats instead"
                .to_string(),
        ));
    }
    let config = felt::config::Config::default();
    let (stack, ante) = (config.auction_flop.stack, config.auction_flop.ante);
    let factories: Vec<Box<dyn Fn() -> Box<dyn felt::bots::draw::DrawBot> + Sync>> = names
        .iter()
        .map(|n| {
            let n = n.clone();
            // Invariant: every name was checked above.
            Box::new(move || {
                registry::auction_flop(&n)
                    .unwrap_or_else(|_| Box::new(felt::bots::draw::RandomDraw))
            }) as Box<dyn Fn() -> Box<dyn felt::bots::draw::DrawBot> + Sync>
        })
        .collect();
    let refs: Vec<&felt::arena::DrawBotFactory> = factories
        .iter()
        .map(|f| f.as_ref() as &felt::arena::DrawBotFactory)
        .collect();
    let start = std::time::Instant::now();
    let report = felt::arena::run_draw(&refs, hands, stack, ante, args.seed);
    let seconds = start.elapsed().as_secs_f64();
    let text = if args.json {
        let bots: Vec<serde_json::Value> = report
            .iter()
            .map(|b| {
                serde_json::json!({
                    "name": b.name, "hands": b.hands, "chips_per_hand": b.chips_per_hand,
                    "ci95": b.ci95, "seconds_per_1000_hands": b.seconds_per_1000_hands,
                })
            })
            .collect();
        format!(
            "{}\n",
            serde_json::json!({"variant": "auction-flop", "hands": hands, "seed": args.seed, "seconds": seconds, "stack": stack, "ante": ante, "bots": bots})
        )
    } else {
        let mut s = format!(
            "felt arena: Auction Flop Poker, {} hands, {} seats (bots rotate seats every hand), stack {stack}, ante {ante}, seed {}, {seconds:.1} s\n",
            group(u64::from(hands)),
            names.len(),
            args.seed
        );
        s.push_str(&format!(
            "{:<4} {:<12} {:>14} {:>9} {:>13}\n",
            "#", "bot", "chips/hand", "±95%", "CPU s/1000 h"
        ));
        for (i, b) in report.iter().enumerate() {
            s.push_str(&format!(
                "{:<4} {:<12} {:>+14.2} {:>9.2} {:>13.3}\n",
                i + 1,
                b.name,
                b.chips_per_hand,
                b.ci95,
                b.seconds_per_1000_hands
            ));
        }
        s
    };
    let _ = std::io::stdout().lock().write_all(text.as_bytes());
    Ok(())
}

/// Where hosted bots' output goes in the arena: beside the histories, or in the data folder.
fn bot_log_dir(args: &ArenaArgs) -> Option<std::path::PathBuf> {
    args.history.clone().or_else(|| {
        felt::config::Config::default()
            .data_dir()
            .map(|d| d.join("bot-logs"))
    })
}

/// Prints an Auction Flop Poker history with every card shown.
fn replay_draw(text: &str, path: &std::path::Path) -> Result<(), UserError> {
    use felt::engine::draw::DrawEvent;
    let hand = felt::history::draw::replay(text).map_err(|e| {
        UserError(format!(
            "{} is not a hand felt can replay: {e}",
            path.display()
        ))
    })?;
    let names: Vec<String> = felt::history::read(text)
        .ok()
        .and_then(|f| f.players)
        .unwrap_or_else(|| {
            (1..=hand.setup().stacks.len())
                .map(|i| format!("p{i}"))
                .collect()
        });
    let raw = |s: &usize| {
        names
            .get(*s)
            .cloned()
            .unwrap_or_else(|| format!("p{}", s + 1))
    };
    // "You pass", "West passes": the person in the second person, the bots in the third.
    let you = |s: &usize| raw(s).eq_ignore_ascii_case("you");
    let name = |s: &usize| {
        let n = raw(s);
        let mut c = n.chars();
        c.next().map_or_else(String::new, |f| {
            f.to_uppercase().collect::<String>() + c.as_str()
        })
    };
    let v = |s: &usize, third: &str, second: &str| {
        if you(s) {
            second.to_string()
        } else {
            third.to_string()
        }
    };
    let set = |c: &felt::cards::CardSet| {
        c.iter()
            .map(|x| x.to_string())
            .collect::<Vec<_>>()
            .join(" ")
    };
    let mut out = format!(
        "Auction Flop Poker · {}\n",
        path.file_name()
            .map_or(String::new(), |n| n.to_string_lossy().into_owned())
    );
    for e in hand.events() {
        let line = match e {
            DrawEvent::Ante { .. } | DrawEvent::End { .. } => continue,
            DrawEvent::Deal { seat, cards } => format!(
                "{} {} dealt {}",
                name(seat),
                v(seat, "is", "are"),
                set(cards)
            ),
            DrawEvent::Discard {
                seat, cards, fee, ..
            } => format!(
                "{} {} {} (fee {fee})",
                name(seat),
                v(seat, "discards", "discard"),
                if cards.is_empty() {
                    "nothing".to_string()
                } else {
                    set(cards)
                }
            ),
            DrawEvent::Reshuffle { .. } => "the discards are shuffled into a new stock".to_string(),
            DrawEvent::Flop { cards, .. } => format!(
                "flop: {}",
                cards
                    .iter()
                    .map(|c| c.to_string())
                    .collect::<Vec<_>>()
                    .join(" ")
            ),
            DrawEvent::Pass { seat } => format!("{} {}", name(seat), v(seat, "passes", "pass")),
            DrawEvent::Bid { seat, amount } => {
                format!("{} {} {amount}", name(seat), v(seat, "bids", "bid"))
            }
            DrawEvent::Sold { seat, price } => format!(
                "{} {} the flop for {price}",
                name(seat),
                v(seat, "buys", "buy")
            ),
            DrawEvent::Offer { seat, amount } => {
                format!("{} {} {amount}", name(seat), v(seat, "offers", "offer"))
            }
            DrawEvent::Taken {
                taker,
                payer,
                amount,
            } => match payer {
                Some(p) => format!(
                    "{} {} the flop; {} {} {amount}",
                    name(taker),
                    v(taker, "takes", "take"),
                    name(p),
                    v(p, "pays", "pay")
                ),
                None => format!(
                    "{} {} the flop for free",
                    name(taker),
                    v(taker, "takes", "take")
                ),
            },
            DrawEvent::Free { seat } => format!(
                "{} {} the flop for free",
                name(seat),
                v(seat, "gets", "get")
            ),
            DrawEvent::Keep { seat, cards } => {
                format!("{} {} {}", name(seat), v(seat, "keeps", "keep"), set(cards))
            }
            DrawEvent::Payout {
                seat,
                place,
                value,
                amount,
            } => format!(
                "{place}. {} {}: {value}, wins {amount}",
                name(seat),
                set(&hand.cards(*seat))
            ),
        };
        out.push_str(&line);
        out.push('\n');
    }
    let _ = std::io::stdout().lock().write_all(out.as_bytes());
    Ok(())
}
