//! `felt stats`: the player's statistics, full screen or printed.

use std::io::Write;

use felt::engine::VariantId;

use super::UserError;
use super::shared::{full_screen_terminal, load_config, theme_of};

pub(super) fn stats(config: Option<&std::path::Path>) -> Result<(), UserError> {
    let config = load_config(config)?;
    let dir = config
        .data_dir()
        .ok_or_else(|| UserError("no data folder is known on this system".to_string()))?;
    let path = dir.join(felt::stats::STATS_FILE);
    let loaded = felt::stats::PlayerStats::load(&path).map_err(|e| UserError(e.to_string()))?;
    if let Some(w) = &loaded.warning {
        eprintln!("felt: warning: {}", felt::text::printable(w));
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
        let summary = felt::text::printable_text(&summary);
        return crate::tui::stats_screen::run_stats(&loaded.stats, &summary, theme_of(&config))
            .map_err(UserError);
    }
    let drill = loaded.stats.drill_text();
    if !drill.is_empty() {
        summary.push('\n');
        summary.push_str(&drill);
    }
    let _ = std::io::stdout().lock().write_all(
        felt::text::printable_text(&format!("{summary}\nStats file: {}\n", path.display()))
            .as_bytes(),
    );
    Ok(())
}
