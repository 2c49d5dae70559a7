//! `felt replay`: a saved hand with every card shown, full screen (picked from the saved hands)
//! or printed as text, told by the library's narration (Auction Flop Poker hands as text
//! only).

use std::io::Write;

use felt::files::{self, FileKind};
use felt::text::{printable, printable_text};

use super::UserError;
use super::shared::{full_screen_terminal, load_config, theme_of};

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
            } else if p.extension().is_some_and(|x| x == "phh") && files::is_regular(&p) {
                // Only regular files: a FIFO or device named like a hand is never offered.
                files.push(p);
            }
        }
    }
    files.sort_by_key(|p| std::cmp::Reverse(std::fs::metadata(p).and_then(|m| m.modified()).ok()));
    files
}

pub(super) fn replay(
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
                    printable(&dir.join("hands").display().to_string())
                );
                return Ok(());
            }
            if !interactive {
                for f in &files {
                    println!("{}", printable(&f.display().to_string()));
                }
                return Ok(());
            }
            // A file that cannot be shown is reported in the list, which stays open.
            let mut notice: Option<String> = None;
            loop {
                let picked = crate::tui::replay::run_browser(&files, theme, notice.as_deref())
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
    let text =
        files::read_to_string(&path, FileKind::HandFile).map_err(|e| UserError(e.to_string()))?;
    if felt::history::auction_flop::is_auction_flop_history(&text) {
        return replay_auction_flop(&text, &path);
    }
    let hand = felt::history::replay(&text).map_err(|e| {
        UserError(format!(
            "{} is not a hand felt can replay: {}",
            printable(&path.display().to_string()),
            printable(&e.to_string())
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
    let r = crate::tui::replay::Replay::new(title, names, hand);
    if interactive {
        return crate::tui::replay::run_replay(r, theme).map_err(UserError);
    }
    let mut out = format!("{}\n", r.title);
    for line in r.lines(r.hand.events().len(), theme.ascii) {
        out.push_str(&line);
        out.push('\n');
    }
    let _ = std::io::stdout()
        .lock()
        .write_all(printable_text(&out).as_bytes());
    Ok(())
}

/// Prints an Auction Flop Poker history with every card shown.
fn replay_auction_flop(text: &str, path: &std::path::Path) -> Result<(), UserError> {
    let hand = felt::history::auction_flop::replay(text).map_err(|e| {
        UserError(format!(
            "{} is not a hand felt can replay: {}",
            printable(&path.display().to_string()),
            printable(&e.to_string())
        ))
    })?;
    let names: Vec<String> = felt::history::read(text)
        .ok()
        .and_then(|f| f.players)
        .map(|names| names.iter().map(|n| printable(n)).collect())
        .unwrap_or_else(|| {
            (1..=hand.setup().stacks.len())
                .map(|i| format!("p{i}"))
                .collect()
        });
    let mut out = format!(
        "Auction Flop Poker · {}\n",
        printable(
            &path
                .file_name()
                .map_or(String::new(), |n| n.to_string_lossy().into_owned())
        )
    );
    for e in hand.events() {
        if let Some(line) = felt::narration::auction_flop::replay_line(&hand, e, &names) {
            out.push_str(&line);
            out.push('\n');
        }
    }
    let _ = std::io::stdout()
        .lock()
        .write_all(printable_text(&out).as_bytes());
    Ok(())
}
