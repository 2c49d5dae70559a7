//! `felt arena`: a headless match between two bots (or 3 to 6 in Auction Flop Poker), the
//! report as a table or JSON. Hosted bots are started before the match, every process they
//! need (one per duplicate copy), so a bot that cannot start is an error on the command line. `--gauntlet` is in [`super::gauntlet`].

use std::io::Write;

use clap::Args;
use felt::engine::VariantId;
use felt::registry::{self, BotError, BotLog, LogTag};

use super::gauntlet::gauntlet;
use super::numbers::whole;
use super::progress::Progress;
use super::shared::{count, game_for_bots, group, interval};
use super::{UserError, parse_variant};

#[derive(Debug, Args)]
pub(super) struct ArenaArgs {
    /// The game: holdem, auction, sneak-peek, river-of-blood or auction-flop; with
    /// --gauntlet also "all" (the four heads-up games). Default: auction, or sneak-peek
    /// when a hosted bot is an IIT Pokerbots 2026 .py file (the game it was written for).
    #[arg(long)]
    pub(super) variant: Option<String>,
    /// Play BOT against every gauntlet style (nit, tag, lag, station, maniac, min-raiser,
    /// overbettor, trapper, bid-high, bid-low, bid-sniper; modelled on competition bots:
    /// strength-bidder, size-teller, threshold-caller, limper, adaptive-bluffer) and the
    /// baselines (random, allin, bid-all) on duplicate deals, and print its result against each (default 5,000 hands
    /// per match).
    #[arg(long, value_name = "BOT", conflicts_with = "bots")]
    pub(super) gauntlet: Option<String>,
    /// Two bots, comma separated: easy, medium, hard, heuristic, montecarlo, random, caller,
    /// allin, bid-all, a gauntlet style, hard:static (hard with its opponent model frozen, to
    /// measure what the reads add), or external:PATH for your own competition bot (a folder
    /// with commands.json or a .py file; it keeps one process per seat for the whole match).
    /// Auction Flop Poker seats 3 to 6 bots, each easy, medium, hard, heuristic, montecarlo or
    /// random, and needs them given (the default pair is for the heads-up games).
    #[arg(long, default_value = "heuristic,caller")]
    pub(super) bots: String,
    /// Hands to play in total (with --duplicate, half as many decks, each played twice, an
    /// odd number rounded up); default 1,000 (5,000 per match with --gauntlet).
    #[arg(long, allow_negative_numbers = true, value_parser = whole::<u32>())]
    pub(super) hands: Option<u32>,
    /// Play every deck twice with the seats swapped (fresh bots for each copy): much less
    /// luck in the result.
    #[arg(long)]
    pub(super) duplicate: bool,
    /// Seed for the decks and the bots; the same seed gives the same match.
    #[arg(long, default_value_t = 1, allow_negative_numbers = true, value_parser = whole::<u64>())]
    pub(super) seed: u64,
    /// Threads to spread the deals over, at most 1024 (the result does not depend on it; no
    /// more are started than there are blocks of 1,000 deals).
    #[arg(long, allow_negative_numbers = true, value_parser = whole::<usize>())]
    pub(super) threads: Option<usize>,
    /// Print one JSON object instead of a table.
    #[arg(long)]
    pub(super) json: bool,
    /// Write every hand as a PHH file into this folder, which must be new or hold no hand
    /// files yet.
    #[arg(long)]
    pub(super) history: Option<std::path::PathBuf>,
    /// Play N hold'em tournaments instead (500 chips, blinds 10/20 rising every 10 hands,
    /// the first button alternating; needs --variant holdem) and print each bot's share of
    /// them won.
    #[arg(
        long,
        value_name = "N",
        conflicts_with_all = ["gauntlet", "hands", "duplicate", "history"],
        allow_negative_numbers = true,
        value_parser = whole::<u32>()
    )]
    pub(super) tournaments: Option<u32>,
}

pub(super) fn arena(args: &ArenaArgs) -> Result<(), UserError> {
    if let Some(bot) = &args.gauntlet {
        return gauntlet(args, bot);
    }
    let asked = args.variant.as_deref().map(parse_variant).transpose()?;
    let names: Vec<&str> = args.bots.split(',').map(str::trim).collect();
    let (variant, layout_note) = game_for_bots(asked, VariantId::Auction, &names);
    if let Some(count) = args.tournaments {
        return tournaments(args, variant, count);
    }
    if !variant.is_heads_up() {
        return auction_flop_arena(args);
    }
    let [a, b] = two_bots(&args.bots)?;
    let hands = args.hands.unwrap_or(1000);
    if hands == 0 {
        return Err(UserError("--hands must be at least 1".to_string()));
    }
    check_threads(args.threads)?;
    if let Some(note) = rounded_up(hands, "--duplicate").filter(|_| args.duplicate) {
        eprintln!("felt: {note}");
    }
    if let Some(dir) = &args.history {
        check_fresh(dir)?;
        check_writable(dir)?;
        felt::history::remove_stale_temporaries(dir);
    }
    if let Some(note) = &layout_note {
        note.print();
    }
    let copies = if args.duplicate { 2 } else { 1 };
    // Every process a hosted bot needs (one per copy) is started here, before the match, so
    // a bot that cannot start stops the run with its reason, whichever copy it is; these
    // processes then play the match (no extra start just to check it).
    let logs = bot_log_dir(args);
    let mut started: [Vec<Box<dyn felt::bots::Bot>>; 2] = [Vec::new(), Vec::new()];
    for (k, name) in [a, b].into_iter().enumerate() {
        if name.starts_with(felt::bots::EXTERNAL) {
            for copy in 0..copies {
                let bot = registry::create(name, variant, bot_log(logs.as_deref(), k))
                    .map_err(|e| copy_failed(e, copy))?;
                started[k].push(bot);
            }
        } else {
            registry::create::<felt::engine::Hand>(name, variant, None)?;
        }
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
    let threads = if started.iter().any(|s| !s.is_empty()) {
        1
    } else {
        threads
    };
    let config = felt::arena::ArenaConfig {
        stakes: felt::session::MatchConfig::defaults(variant),
        deals,
        duplicate: args.duplicate,
        seed: args.seed,
        threads,
        history: args.history.clone(),
    };
    let failed = std::sync::Arc::new(std::sync::Mutex::new(None));
    let [first_a, first_b] = started;
    let fa = seat_bots(a, 0, variant, logs.clone(), first_a, &failed);
    let fb = seat_bots(b, 1, variant, logs, first_b, &failed);
    let bar = Progress::new(
        args.json,
        "[{bar:30}] {pos}/{len} deals  running {msg} mbb/hand",
    );
    let progress = |done: u32, total: u32, mbb: f64| {
        bar.set(u64::from(done), u64::from(total), format!("{mbb:+.1}"));
    };
    let report = felt::arena::run(&config, [&fa, &fb], &progress);
    bar.finish();
    // A bot that could not start during the match: no figures, as before the match.
    if let Some(e) = failed.lock().unwrap_or_else(|e| e.into_inner()).take() {
        return Err(UserError(e));
    }
    let text = if args.json {
        arena_json(&report)
    } else {
        arena_table(&report, threads)
    };
    // Notes quote bots' answers: the report is made printable line by line.
    let _ = std::io::stdout()
        .lock()
        .write_all(felt::text::printable_report(&text, args.json).as_bytes());
    match report.history_error {
        Some(e) => Err(UserError(format!("hand histories were not all saved: {e}"))),
        None => Ok(()),
    }
}

/// The two bots of `--bots` (comma separated, trimmed).
fn two_bots(spec: &str) -> Result<[&str; 2], UserError> {
    let names: Vec<&str> = spec.split(',').map(str::trim).collect();
    match names.as_slice() {
        [a, b] => Ok([a, b]),
        _ => Err(UserError(format!(
            "--bots takes two bots separated by a comma (got \"{spec}\")"
        ))),
    }
}

/// The line that says an odd `--hands` was rounded up, if it was, when `who` (`--duplicate`,
/// the gauntlet) plays every deck twice.
pub(super) fn rounded_up(hands: u32, who: &str) -> Option<String> {
    let played = u64::from(hands.div_ceil(2)) * 2;
    (played != u64::from(hands)).then(|| {
        format!(
            "{who} plays every deck twice, so --hands {hands} is rounded up to {} hands ({})",
            group(played),
            count(played / 2, "deck", "decks")
        )
    })
}

/// `--threads`, when given, is from 1 to [`MAX_THREADS`].
fn check_threads(threads: Option<usize>) -> Result<(), UserError> {
    match threads {
        Some(0) => Err(UserError("--threads must be at least 1".to_string())),
        Some(t) if t > MAX_THREADS => Err(UserError(format!("--threads is at most {MAX_THREADS}"))),
        _ => Ok(()),
    }
}

/// `felt arena --tournaments N`: hold'em tournaments between two built-in bots.
fn tournaments(args: &ArenaArgs, variant: VariantId, count: u32) -> Result<(), UserError> {
    if variant != VariantId::Holdem {
        return Err(UserError(
            "tournaments are played in hold'em: add --variant holdem".to_string(),
        ));
    }
    if count == 0 {
        return Err(UserError("--tournaments must be at least 1".to_string()));
    }
    check_threads(args.threads)?;
    let [a, b] = two_bots(&args.bots)?;
    if [a, b].iter().any(|n| n.starts_with(felt::bots::EXTERNAL)) {
        return Err(UserError(
            "tournaments are for built-in bots; host your bot in a cash match".to_string(),
        ));
    }
    for name in [a, b] {
        registry::built_in::<felt::engine::Hand>(name)?;
    }
    // Built-in bots only (checked above): nothing can fail to start.
    let failed = std::sync::Arc::default();
    let fa = seat_bots(a, 0, variant, None, Vec::new(), &failed);
    let fb = seat_bots(b, 1, variant, None, Vec::new(), &failed);
    let threads = args
        .threads
        .unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get()));
    let r = felt::arena::run_tournaments([&fa, &fb], count, args.seed, threads)
        .map_err(|e| UserError(format!("the tournaments could not be played: {e}")))?;
    let bots: Vec<serde_json::Value> = (0..2)
        .map(|k| {
            serde_json::json!({
                "name": r.names[k],
                "wins": r.wins[k],
                "share": r.share(k),
                "ci95": r.ci95(),
            })
        })
        .collect();
    let text = if args.json {
        format!(
            "{}\n",
            serde_json::json!({
                "format": "tournament",
                "stack": 500,
                "blinds": [10, 20],
                "hands_per_level": 10,
                "seed": args.seed,
                "tournaments": r.played,
                "hands": r.hands,
                "seconds": r.seconds,
                "bots": bots,
            })
        )
    } else {
        let mut s = format!(
            "felt arena: hold'em tournaments (500 chips, blinds 10/20 rising every 10 hands), {} played, {} hands, seed {}, {:.1} s\n",
            group(u64::from(r.played)),
            group(r.hands),
            args.seed,
            r.seconds
        );
        for k in 0..2 {
            s += &format!(
                "  {:<16} won {:>6}  {:5.1}% {}\n",
                r.names[k],
                group(u64::from(r.wins[k])),
                100.0 * r.share(k),
                r.ci95().map_or_else(
                    || "(no interval from one tournament)".to_string(),
                    |ci| format!("±{:.1}", 100.0 * ci)
                )
            );
        }
        s
    };
    let _ = std::io::stdout()
        .lock()
        .write_all(felt::text::printable_report(&text, args.json).as_bytes());
    Ok(())
}

/// A seat's bots for an arena match: the hosted bots started before the match (one per
/// copy), in order, then fresh ones by `name`, which was checked before the match. A hosted
/// bot is never asked for beyond those started; if it were and could not start, its reason
/// is kept in `failed` (the match's figures are then not reported) and a stand-in that checks
/// or folds takes the seat until the match ends.
fn seat_bots(
    name: &str,
    seat: usize,
    variant: VariantId,
    logs: Option<std::path::PathBuf>,
    started: Vec<Box<dyn felt::bots::Bot>>,
    failed: &std::sync::Arc<std::sync::Mutex<Option<String>>>,
) -> impl Fn() -> Box<dyn felt::bots::Bot> + Sync + 'static {
    let name = name.to_string();
    let started = std::sync::Mutex::new(std::collections::VecDeque::from(started));
    let failed = std::sync::Arc::clone(failed);
    move || {
        let kept = started
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .pop_front();
        kept.unwrap_or_else(|| {
            registry::create(&name, variant, bot_log(logs.as_deref(), seat)).unwrap_or_else(|e| {
                failed
                    .lock()
                    .unwrap_or_else(|e| e.into_inner())
                    .get_or_insert_with(|| e.to_string());
                e.stand_in()
            })
        })
    }
}

/// The error for a hosted bot's copy that could not start: the second copy (the swapped
/// seats of `--duplicate`) says which it is, since the first one started.
fn copy_failed(e: BotError, copy: usize) -> UserError {
    if copy == 0 {
        return e.into();
    }
    UserError(format!(
        "{e}; this was its second process (--duplicate starts one for each copy of the \
         match), the first one started"
    ))
}

/// Hosted bots' logs in the arena: named after this process, the bot's seat (its place in
/// `--bots`) and its start number, so concurrent arenas never share a file.
fn bot_log(dir: Option<&std::path::Path>, seat: usize) -> Option<BotLog<'_>> {
    dir.map(|dir| BotLog {
        dir,
        tag: LogTag::Count,
        seat: Some(seat),
    })
}

/// The most threads `felt arena --threads` accepts.
const MAX_THREADS: usize = 1024;

/// `--history DIR` holds no hand files yet: the match numbers its files from 1, so it would
/// write over another match's and leave the rest, and `felt review DIR` would mix the two.
fn check_fresh(dir: &std::path::Path) -> Result<(), UserError> {
    let found = felt::history::hand_files_in(dir);
    let Some(first) = found.first() else {
        return Ok(());
    };
    let name = first
        .file_name()
        .map_or_else(String::new, |n| n.to_string_lossy().into_owned());
    Err(UserError(format!(
        "{} already holds hand files of another match ({name}{}); choose an empty or new \
         folder for --history, so that the matches are not mixed",
        dir.display(),
        if found.len() > 1 {
            format!(" and {} more", group(found.len() as u64 - 1))
        } else {
            String::new()
        }
    )))
}

/// Creates `dir` and checks that a file can be written in it.
pub(super) fn check_writable(dir: &std::path::Path) -> Result<(), UserError> {
    std::fs::create_dir_all(dir)
        .map_err(|e| UserError(format!("cannot create {}: {e}", dir.display())))?;
    let probe = dir.join(format!(".felt-write-check.{}", std::process::id()));
    let written = std::fs::write(&probe, b"felt\n");
    let _ = std::fs::remove_file(&probe);
    written.map_err(|e| UserError(format!("cannot write to {}: {e}", dir.display())))
}

fn arena_table(r: &felt::arena::ArenaReport, threads: usize) -> String {
    let hands = r.bots[0].hands;
    let mut s = format!(
        "felt arena: {}, {}{}, seed {}, {} thread{}, {:.1} s\n",
        r.variant.name(),
        count(hands, "hand", "hands"),
        if r.duplicate {
            format!(
                " ({} played twice, seats swapped)",
                count(u64::from(r.deals), "deck", "decks")
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
    s.push_str(&format!(" {:>13} {:>9}\n", "think s/1000h", "longest"));
    for b in &r.bots {
        s.push_str(&format!(
            "{:<12} {:>+10.1} {:>9} {:>7.1}% {:>7.1}%",
            b.name,
            b.mbb_per_hand,
            interval(b.ci95, 1),
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
            " {:>13.3} {:>6.1} ms",
            b.seconds_per_1000_hands, b.longest_decision_ms
        ));
        if b.illegal_actions > 0 {
            s.push_str(&format!(
                "  ({} replaced)",
                count(b.illegal_actions, "illegal answer", "illegal answers")
            ));
        }
        s.push('\n');
    }
    for b in r.bots.iter().filter(|b| b.wall_clock) {
        s.push_str(&format!(
            "{} is hosted: its thinking is the wall-clock time felt waited for its answers.\n",
            b.name
        ));
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
                "thinking_clock": if b.wall_clock { "wall" } else { "cpu" },
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

/// `felt arena --variant auction-flop`: 3 to 6 bots around the table, rotating seats.
fn auction_flop_arena(args: &ArenaArgs) -> Result<(), UserError> {
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
    let factories: Vec<Box<dyn Fn() -> Box<felt::bots::auction_flop::AuctionFlopBot> + Sync>> =
        names
            .iter()
            .map(|n| {
                let n = n.clone();
                // Invariant: every name was checked above.
                Box::new(move || {
                    registry::auction_flop(&n)
                        .unwrap_or_else(|_| Box::new(felt::bots::auction_flop::RandomAuctionFlop))
                })
                    as Box<dyn Fn() -> Box<felt::bots::auction_flop::AuctionFlopBot> + Sync>
            })
            .collect();
    let refs: Vec<&felt::arena::AuctionFlopBotFactory> = factories
        .iter()
        .map(|f| f.as_ref() as &felt::arena::AuctionFlopBotFactory)
        .collect();
    let start = std::time::Instant::now();
    let report = felt::arena::run_auction_flop(&refs, hands, stack, ante, args.seed);
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
            "felt arena: Auction Flop Poker, {}, {} seats (bots rotate seats every hand), stack {stack}, ante {ante}, seed {}, {seconds:.1} s\n",
            count(u64::from(hands), "hand", "hands"),
            names.len(),
            args.seed
        );
        s.push_str(&format!(
            "{:<4} {:<12} {:>14} {:>9} {:>13}\n",
            "#", "bot", "chips/hand", "±95%", "CPU s/1000 h"
        ));
        for (i, b) in report.iter().enumerate() {
            s.push_str(&format!(
                "{:<4} {:<12} {:>+14.2} {:>9} {:>13.3}\n",
                i + 1,
                b.name,
                b.chips_per_hand,
                interval(b.ci95, 2),
                b.seconds_per_1000_hands
            ));
        }
        s
    };
    let _ = std::io::stdout()
        .lock()
        .write_all(felt::text::printable_report(&text, args.json).as_bytes());
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

#[cfg(test)]
mod tests {
    use clap::{Args, Command};

    #[test]
    fn an_odd_duplicate_count_is_said_to_be_rounded_up() {
        assert_eq!(
            super::rounded_up(3, "--duplicate").as_deref(),
            Some(
                "--duplicate plays every deck twice, so --hands 3 is rounded up to 4 hands (2 decks)"
            )
        );
        assert_eq!(
            super::rounded_up(1, "--duplicate").as_deref(),
            Some(
                "--duplicate plays every deck twice, so --hands 1 is rounded up to 2 hands (1 deck)"
            )
        );
        assert_eq!(super::rounded_up(4, "--duplicate"), None);
        assert_eq!(
            super::rounded_up(5, "the gauntlet").as_deref(),
            Some(
                "the gauntlet plays every deck twice, so --hands 5 is rounded up to 6 hands (3 decks)"
            )
        );
    }

    #[test]
    fn the_bots_help_gives_auction_flop_its_seats_and_its_bots() {
        let help = super::ArenaArgs::augment_args(Command::new("arena"))
            .render_long_help()
            .to_string();
        let help = help.split_whitespace().collect::<Vec<_>>().join(" ");
        assert!(
            help.contains(
                "Auction Flop Poker seats 3 to 6 bots, each easy, medium, hard, heuristic, \
                 montecarlo or random"
            ),
            "{help}"
        );
        for name in felt::bots::auction_flop::AUCTION_FLOP_BOTS {
            assert!(help.contains(name), "{name}");
        }
    }
}
