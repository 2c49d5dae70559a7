//! `felt review`: a seat's play analysed decision by decision, from felt's hand files or an
//! official engine's game log (files or folders; no files: this player's saved hands). On a
//! terminal a full-screen report (chart, biggest losses, a key to open a hand); piped, plain
//! text; with `--json`, one JSON document. A progress bar on stderr while it works.

use std::io::Write;
use std::path::PathBuf;

use clap::Args;
use felt::engine::VariantId;
use felt::files::{self, FileKind};
use felt::history::{LoadedHand, load_text_allowing_cut};
use felt::review::{ReviewOptions, report_text, review, seat_names};
use felt::text::{printable, printable_text};

use super::UserError;
use super::numbers::whole;
use super::progress::Progress;
use super::shared::{full_screen_terminal, load_config, regular_files_under, theme_of};

#[derive(Debug, Args)]
pub(super) struct ReviewArgs {
    /// Hand files, official game logs (gamelog.txt, *.glog) or folders of them (default: your
    /// saved hands).
    pub(super) files: Vec<PathBuf>,
    /// The seat to review, by its name in the files (default: "you", the seat of hands played
    /// at the table, when the hands have one; else every seat).
    #[arg(long)]
    pub(super) seat: Option<String>,
    /// Only hands of this game.
    #[arg(long)]
    pub(super) variant: Option<VariantId>,
    /// Print one JSON document.
    #[arg(long)]
    pub(super) json: bool,
    /// Seeds the analysis (the same files and seed give the same report).
    #[arg(long, default_value_t = 1, allow_negative_numbers = true, value_parser = whole::<u64>())]
    pub(super) seed: u64,
    /// Worker threads (default: one per core).
    #[arg(long, allow_negative_numbers = true, value_parser = whole::<usize>())]
    pub(super) threads: Option<usize>,
    /// Read this config file (for the data folder and the card style).
    #[arg(long)]
    pub(super) config: Option<PathBuf>,
}

/// The hands of every file named or found; a file named on the command line that cannot be
/// read is an error, one found in a folder is skipped with a note (Auction Flop hands and
/// files that are not hand files silently, unless named `.phh`: the Auction Flop hands
/// skipped are counted in `flop_hands`). A game log that stops short of its end gives its
/// complete rounds, and a sentence in `cuts` says where it stops.
fn load(
    paths: &[PathBuf],
    warnings: &mut Vec<String>,
    cuts: &mut Vec<String>,
    flop_hands: &mut usize,
) -> Result<Vec<LoadedHand>, UserError> {
    let mut hands = Vec::new();
    for path in paths {
        let (found, named) = if path.is_dir() {
            (regular_files_under(path), false)
        } else {
            (vec![path.clone()], true)
        };
        for file in found {
            let text = match files::read_to_string(&file, FileKind::HandFile) {
                Ok(t) => t,
                Err(e) if named => return Err(UserError(printable(&e.to_string()))),
                Err(e) => {
                    warnings.push(e.to_string());
                    continue;
                }
            };
            if felt::history::auction_flop::is_auction_flop_history(&text) {
                if named {
                    return Err(UserError(format!(
                        "{}: felt review reads heads-up hands; Auction Flop Poker hands are not reviewed",
                        printable(&file.display().to_string())
                    )));
                }
                *flop_hands += 1;
                continue;
            }
            match load_text_allowing_cut(&file, &text) {
                Ok((h, cut)) => {
                    hands.extend(h);
                    cuts.extend(cut);
                }
                Err(e) if named => return Err(UserError(printable(&e.to_string()))),
                // Other files in a folder (a bot's log, notes) are passed over in silence;
                // one named as a hand file is damaged, and said so.
                Err(e @ felt::history::LoadError::Unknown { .. }) => {
                    if file.extension().is_some_and(|x| x == "phh") {
                        warnings.push(e.to_string());
                    }
                }
                Err(e) => warnings.push(e.to_string()),
            }
        }
    }
    Ok(hands)
}

pub(super) fn run(args: &ReviewArgs) -> Result<(), UserError> {
    let config = load_config(args.config.as_deref())?;
    let own_hands = args.files.is_empty();
    let paths = if own_hands {
        let dir = config.data_dir().ok_or_else(|| {
            UserError("no data folder is known on this system; give files to review".to_string())
        })?;
        vec![dir.join("hands")]
    } else {
        args.files.clone()
    };
    for p in &paths {
        if !p.exists() {
            if own_hands {
                println!("No saved hands yet. Play some with `felt play`, then review them.");
                return Ok(());
            }
            return Err(UserError(format!(
                "{}: no such file or folder",
                printable(&p.display().to_string())
            )));
        }
    }
    let mut warnings = Vec::new();
    let mut flop_hands = 0;
    let mut cuts = Vec::new();
    let mut hands = load(&paths, &mut warnings, &mut cuts, &mut flop_hands)?;
    // The same hand in two files (a log and a cut copy of it) is counted once.
    let mut seen = std::collections::HashSet::new();
    let found = hands.len();
    hands.retain(|h| seen.insert(format!("{:?} {:?}", h.names, h.hand.events())));
    if hands.len() < found {
        cuts.push(format!(
            "{} of the hands found are in more than one file; each is counted once",
            found - hands.len()
        ));
    }
    // The games the files hold, to name when the --variant filter leaves none.
    let mut held: Vec<VariantId> = Vec::new();
    for h in &hands {
        if !held.contains(&h.hand.variant()) {
            held.push(h.hand.variant());
        }
    }
    if let Some(v) = args.variant {
        hands.retain(|h| h.hand.variant() == v);
    }
    for cut in &cuts {
        eprintln!("felt: {}", printable(cut));
    }
    for w in warnings.iter().take(5) {
        eprintln!("felt: skipped {}", printable(w));
    }
    if warnings.len() > 5 {
        eprintln!(
            "felt: skipped {} more files that could not be read",
            warnings.len() - 5
        );
    }
    if hands.is_empty() {
        println!(
            "{}",
            nothing_to_review(&describe(&paths), args.variant, flop_hands, &held)
        );
        return Ok(());
    }
    let names = seat_names(&hands);
    let seats = match &args.seat {
        Some(s) => {
            let Some(found) = names.iter().find(|n| n.eq_ignore_ascii_case(s)) else {
                return Err(UserError(format!(
                    "no seat named \"{}\" in these hands; the seats are: {}",
                    printable(s),
                    printable(&names.join(", "))
                )));
            };
            vec![found.clone()]
        }
        // Hands played at the table name the person's seat "you": that seat, whether the
        // files were named or found in the saved hands.
        None if names.iter().any(|n| n.eq_ignore_ascii_case("you")) => {
            vec!["you".to_string()]
        }
        None => names,
    };
    let threads = args.threads.unwrap_or_else(|| {
        std::thread::available_parallelism().map_or(1, std::num::NonZeroUsize::get)
    });
    if threads == 0 {
        return Err(UserError("--threads must be 1 or more".to_string()));
    }
    let options = ReviewOptions {
        seed: args.seed,
        threads,
        ..ReviewOptions::default()
    };
    let bar = Progress::new(args.json, "reviewing {bar:30} {pos}/{len} hands");
    let total = hands.len() as u64;
    let cpu = cpu_time::ProcessTime::now();
    let wall = std::time::Instant::now();
    let report = review(&hands, &seats, options, &|done| {
        bar.set(done as u64, total, String::new());
    });
    bar.finish();
    let from_table: usize = report.seats.iter().map(|s| s.from_table).sum();
    let decisions: usize = report.seats.iter().map(|s| s.decisions).sum::<usize>() - from_table;
    let cpu_s = cpu.elapsed().as_secs_f64();
    // The screen shows this line under one seat's figures: it names the seats it counts.
    let of_seats = match report.seats.len() {
        0 | 1 => String::new(),
        n => format!(" of {n} seats"),
    };
    let mut speed = format!(
        "{}{of_seats} analysed in {:.1} s ({:.1} s CPU on {threads} thread{}): {:.0} decisions a second per core",
        if decisions == 1 {
            "1 decision".to_string()
        } else {
            format!("{decisions} decisions")
        },
        wall.elapsed().as_secs_f64(),
        cpu_s,
        if threads == 1 { "" } else { "s" },
        decisions as f64 / cpu_s.max(1e-9)
    );
    if from_table > 0 && decisions == 0 {
        speed = format!(
            "{from_table} decision{} as graded at the table; none analysed afresh",
            if from_table == 1 { "" } else { "s" }
        );
    } else if from_table > 0 {
        speed.push_str(&format!("; {from_table} more as graded at the table"));
    }
    // Auction Flop hands found beside the heads-up ones are not passed over in silence.
    if flop_hands > 0 && args.variant.is_none() {
        speed.push_str(&format!(
            ". {} not reviewed (felt review reads the heads-up games; felt replay shows them).",
            if flop_hands == 1 {
                "1 Auction Flop Poker hand was".to_string()
            } else {
                format!("{flop_hands} Auction Flop Poker hands were")
            }
        ));
    }
    if args.json {
        let text = serde_json::to_string_pretty(&report)
            .map_err(|e| UserError(format!("cannot write the report as JSON: {e}")))?;
        println!("{}", felt::text::printable_json(&text));
        return Ok(());
    }
    if full_screen_terminal() {
        let theme = theme_of(&config);
        return crate::tui::review_screen::run(&report, &hands, &speed, theme).map_err(UserError);
    }
    let mut out = report_text(&report).join("\n");
    out.push_str(&format!("\n\n{speed}\n"));
    let _ = std::io::stdout()
        .lock()
        .write_all(printable_text(&out).as_bytes());
    Ok(())
}

/// What `felt review` says when it finds no hand to review in `place`: Auction Flop Poker
/// hands (asked for with `variant`, or `flop_hands` of them found) are not reviewed, and
/// `felt replay` shows them.
fn nothing_to_review(
    place: &str,
    variant: Option<VariantId>,
    flop_hands: usize,
    held: &[VariantId],
) -> String {
    const NOT_REVIEWED: &str = "Auction Flop Poker hands are not reviewed (felt review reads the \
                                heads-up games); felt replay shows them with every card.";
    match (variant, flop_hands) {
        (Some(VariantId::AuctionFlop), _) => NOT_REVIEWED.to_string(),
        // The filter left nothing of what the files hold: both are named.
        (Some(v), _) if !held.is_empty() => format!(
            "No {} hands to review in {place}; it holds {} hands.",
            v.name(),
            held.iter().map(|h| h.name()).collect::<Vec<_>>().join(", ")
        ),
        (None, 1..) => format!("No heads-up hands to review in {place}. {NOT_REVIEWED}"),
        _ => format!("No heads-up hands to review in {place}."),
    }
}

fn describe(paths: &[PathBuf]) -> String {
    paths
        .iter()
        .map(|p| printable(&p.display().to_string()))
        .collect::<Vec<_>>()
        .join(", ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn auction_flop_hands_are_said_to_be_replayed_not_reviewed() {
        let asked = nothing_to_review("/d/hands", Some(VariantId::AuctionFlop), 3, &[]);
        assert!(
            asked.starts_with("Auction Flop Poker hands are not reviewed")
                && asked.contains("felt replay"),
            "{asked}"
        );
        assert!(!asked.contains("No heads-up hands"), "{asked}");
        let found = nothing_to_review("/d/hands", None, 2, &[]);
        assert!(
            found.starts_with("No heads-up hands to review in /d/hands. Auction Flop Poker"),
            "{found}"
        );
        assert_eq!(
            nothing_to_review("/d/hands", None, 0, &[]),
            "No heads-up hands to review in /d/hands."
        );
    }

    #[test]
    fn a_game_filter_that_leaves_nothing_names_the_games_the_files_hold() {
        assert_eq!(
            nothing_to_review(
                "log.txt",
                Some(VariantId::Auction),
                0,
                &[VariantId::RiverOfBlood]
            ),
            "No Auction Hold'em hands to review in log.txt; it holds River of Blood Hold'em hands."
        );
    }
}
