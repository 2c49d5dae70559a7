//! `felt drill`: practise bidding in auction spots, full screen or line by line, the score
//! saved for `felt stats`.

use std::io::Write;

use clap::Args;
use rand::SeedableRng;
use rand::rngs::SmallRng;

use super::numbers::whole;
use super::shared::{full_screen_terminal, load_config, theme_of};
use super::{UserError, parse_variant};

#[derive(Debug, Args)]
pub(super) struct DrillArgs {
    /// The game: auction (a third hole card) or sneak-peek (see one opponent card).
    #[arg(long, default_value = "auction")]
    variant: String,
    /// Seed for the spots (the same seed gives the same spots; default: a random one, shown).
    #[arg(long, allow_negative_numbers = true, value_parser = whole::<u64>())]
    seed: Option<u64>,
    /// How many spots.
    #[arg(long, default_value_t = 10, allow_negative_numbers = true, value_parser = whole::<u32>())]
    count: u32,
    /// Read this config file (for the data folder where scores are saved).
    #[arg(long)]
    config: Option<std::path::PathBuf>,
}

/// Why `felt drill --variant auction-flop` has no spots: the game is all auctions, but not the
/// sealed heads-up auction the drill scores.
const AUCTION_FLOP_NOT_DRILLED: &str = "the drill covers the heads-up auction games (auction, \
     sneak-peek); Auction Flop Poker's open flop auctions are not drilled (felt learn \
     auction-flop teaches them, and felt play --variant auction-flop --learn coaches each bid)";

/// `felt drill`: a line-based flow. Each spot is shown, a bid is asked for (again after a bad
/// answer), then the valuation, `hard`'s bid, the auction's result and the score are shown.
/// The session is saved to the stats file after every spot (line by line) and at the end (also
/// when stopped early with q); the first save that fails is said at once.
pub(super) fn drill(args: &DrillArgs) -> Result<(), UserError> {
    use felt::drill::{DRILL_BUDGET, Drill};
    use std::io::BufRead;
    let variant = parse_variant(&args.variant)?;
    if variant == felt::engine::VariantId::AuctionFlop {
        return Err(UserError(AUCTION_FLOP_NOT_DRILLED.to_string()));
    }
    let config = load_config(args.config.as_deref())?;
    // Cards as the table shows them: suit symbols, or letters as the config or terminal asks.
    let ascii = config.table.ascii || !super::shared::utf8_terminal();
    let seed = args
        .seed
        .unwrap_or_else(|| rand::RngCore::next_u64(&mut SmallRng::from_os_rng()));
    let mut drill =
        Drill::new(variant, seed, DRILL_BUDGET).map_err(|e| UserError(e.to_string()))?;
    let full_screen = full_screen_terminal();
    let stats_path = config.data_dir().map(|d| d.join(felt::stats::STATS_FILE));
    let started = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs());
    // The session so far, saved in place (the same start time and seed replace it).
    let save =
        |drill: &Drill| -> Option<Result<felt::stats::LoadedStats, felt::stats::StatsError>> {
            let path = stats_path.as_ref()?;
            let spots = drill.scores.len() as u64;
            let session = felt::stats::DrillSession {
                unix_time: started,
                seed,
                spots,
                loss: drill.total_loss(),
                perfect: drill.scores.iter().filter(|s| s.loss < 1e-9).count() as u64,
            };
            Some(felt::stats::PlayerStats::update(path, |s| {
                if spots > 0 {
                    s.drill_mut(variant.id()).record_progress(session);
                }
            }))
        };
    // A stats file that cannot be saved is said before the first spot, not after the last.
    let mut save_failed = false;
    if let Some(Err(e)) = save(&drill) {
        eprintln!(
            "felt: warning: the drill's scores cannot be saved: {} (tried again at the end)",
            felt::text::printable(&e.to_string())
        );
        save_failed = true;
    }
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
        let _ = writeln!(
            out,
            "\n{}",
            drill.spot().describe(args.count, ascii).join("\n")
        );
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
        if let Some(Err(e)) = save(&drill)
            && !save_failed
        {
            eprintln!(
                "felt: warning: the drill's scores cannot be saved: {} (tried again at the end)",
                felt::text::printable(&e.to_string())
            );
            save_failed = true;
        }
    }
    let spots = drill.scores.len() as u64;
    let loss = drill.total_loss();
    let perfect = drill.scores.iter().filter(|s| s.no_loss()).count() as u64;
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
    let Some(path) = &stats_path else {
        let _ = writeln!(
            out,
            "No data folder is known on this system; scores not saved."
        );
        return Ok(());
    };
    let saved = match save(&drill) {
        Some(result) => result.map_err(|e| UserError(e.to_string()))?,
        None => return Ok(()),
    };
    if let Some(w) = saved.warning {
        eprintln!("felt: warning: {}", felt::text::printable(&w));
    }
    let _ = writeln!(
        out,
        "Saved to {} (see felt stats).",
        felt::text::printable(&path.display().to_string())
    );
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn auction_flop_is_said_to_be_outside_the_drill_not_without_auctions() {
        let args = DrillArgs {
            variant: "auction-flop".to_string(),
            seed: Some(1),
            count: 1,
            config: None,
        };
        let said = drill(&args).err().map(|e| e.0).unwrap_or_default();
        assert!(
            said.starts_with("the drill covers the heads-up auction games (auction, sneak-peek)"),
            "{said}"
        );
        assert!(!said.contains("no auction"), "{said}");
    }
}
