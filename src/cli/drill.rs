//! `felt drill`: practise bidding in auction spots, full screen or line by line, the score
//! saved for `felt stats`.

use std::io::Write;

use clap::Args;
use rand::SeedableRng;
use rand::rngs::SmallRng;

use super::shared::{full_screen_terminal, load_config, theme_of};
use super::{UserError, parse_variant};

#[derive(Debug, Args)]
pub(super) struct DrillArgs {
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

/// `felt drill`: a line-based flow. Each spot is shown, a bid is asked for (again after a bad
/// answer), then the valuation, `hard`'s bid, the auction's result and the score are shown.
/// The session is added to the stats file at the end (also when stopped early with q).
pub(super) fn drill(args: &DrillArgs) -> Result<(), UserError> {
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
