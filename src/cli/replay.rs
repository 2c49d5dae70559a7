//! `felt replay`: a saved hand with every card shown, full screen (picked from the saved hands)
//! or printed as text, told by the library's narration (Auction Flop Poker hands as text
//! only). An official engine's game log (told by its content) is read with
//! [`felt::history::load_text`], every round replayed and checked, and stepped through round by
//! round; `--hand N` opens a file at hand (round) N.

use std::io::Write;

use felt::files::{self, FileKind};
use felt::history::{LoadError, LoadedHand};
use felt::text::{printable, printable_text};

use super::UserError;
use super::shared::{full_screen_terminal, load_config, regular_files_under, theme_of};

/// Every saved hand under the data folder, newest first.
fn saved_hands(dir: &std::path::Path) -> Vec<std::path::PathBuf> {
    // Only regular files: a FIFO or device named like a hand is never offered.
    let mut files: Vec<std::path::PathBuf> = regular_files_under(&dir.join("hands"))
        .into_iter()
        .filter(|p| p.extension().is_some_and(|x| x == "phh"))
        .collect();
    files.sort_by_key(|p| std::cmp::Reverse(std::fs::metadata(p).and_then(|m| m.modified()).ok()));
    files
}

pub(super) fn replay(
    file: Option<&std::path::Path>,
    hand: Option<u32>,
    config: Option<&std::path::Path>,
) -> Result<(), UserError> {
    if file.is_none() && hand.is_some() {
        return Err(UserError(
            "--hand N opens a file at hand N: give the file (felt replay FILE --hand N)".into(),
        ));
    }
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
                let afp = files::read_to_string(&p, FileKind::HandFile)
                    .is_ok_and(|t| felt::history::auction_flop::is_auction_flop_history(&t));
                let shown = show_replay(&p, None, theme, interactive);
                // Ctrl-C in the replay ends the list too.
                if crate::tui::quitting() {
                    return shown;
                }
                if afp && shown.is_ok() {
                    // Printed as text, outside the list's screen: read before the list returns.
                    if !back_to_the_list() {
                        return Ok(());
                    }
                }
                match shown {
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
    show_replay(&path, hand, theme, interactive)
}

/// Shows a hand file or a game log: on screen when `interactive`, else as text; from hand
/// (round) `hand` when given.
fn show_replay(
    path: &std::path::Path,
    hand: Option<u32>,
    theme: crate::tui::theme::Theme,
    interactive: bool,
) -> Result<(), UserError> {
    let path = path.to_path_buf();
    let text =
        files::read_to_string(&path, FileKind::HandFile).map_err(|e| UserError(e.to_string()))?;
    if felt::history::auction_flop::is_auction_flop_history(&text) {
        if let Some(n) = hand {
            let number = felt::history::read(&text)
                .ok()
                .and_then(|f| f.hand)
                .unwrap_or(1);
            if n != 1 && n != number {
                return Err(not_in_file(&path, n, &[number]));
            }
        }
        return replay_auction_flop(&text, &path);
    }
    let (hands, cut) =
        felt::history::load_text_allowing_cut(&path, &text).map_err(|e| load_error(&path, e))?;
    if let Some(note) = &cut {
        eprintln!("felt: {}", printable(note));
    }
    let numbers: Vec<u32> = hands.iter().map(|h| h.number).collect();
    let start = match hand {
        None => 0,
        Some(n) => numbers
            .iter()
            .position(|&k| k == n)
            // A PHH file's one hand also opens as hand 1.
            .or_else(|| (numbers.len() == 1 && n == 1).then_some(0))
            .ok_or_else(|| not_in_file(&path, n, &numbers))?,
    };
    let file_name = path
        .file_name()
        .map_or(String::new(), |n| n.to_string_lossy().into_owned());
    let rounds = hands.len();
    let last = numbers.last().copied().unwrap_or(1);
    let replays: Vec<crate::tui::replay::Replay> = hands
        .into_iter()
        .map(
            |LoadedHand {
                 hand,
                 names,
                 number,
                 ..
             }| {
                // The round first: a narrow screen cuts the file's name, not where you are.
                let title = if rounds > 1 {
                    // A log cut short says so beside the count of the rounds it gave.
                    let of = if cut.is_some() {
                        format!("{last}, log cut")
                    } else {
                        last.to_string()
                    };
                    format!(
                        "Round {number} of {of} · {} · {file_name}",
                        hand.variant().name()
                    )
                } else {
                    format!("{} · {file_name}", hand.variant().name())
                };
                crate::tui::replay::Replay::new(title, names, *hand.setup(), hand.events().to_vec())
            },
        )
        .collect();
    if interactive {
        if replays.len() > 1 {
            return crate::tui::replay::run_rounds(replays, start, theme).map_err(UserError);
        }
        return match replays.into_iter().next() {
            Some(r) => crate::tui::replay::run_replay(r, theme).map_err(UserError),
            None => Ok(()),
        };
    }
    // Piped: every round, or only the one asked for.
    let shown = if hand.is_some() {
        &replays[start..=start]
    } else {
        &replays[..]
    };
    let mut out = String::new();
    for (i, r) in shown.iter().enumerate() {
        if i > 0 {
            out.push('\n');
        }
        out.push_str(&r.title);
        out.push('\n');
        for line in r.lines(r.events.len(), theme.ascii) {
            out.push_str(&line);
            out.push('\n');
        }
    }
    let _ = std::io::stdout()
        .lock()
        .write_all(printable_text(&out).as_bytes());
    Ok(())
}

/// The message for a file that cannot be loaded.
fn load_error(path: &std::path::Path, e: LoadError) -> UserError {
    match e {
        LoadError::Phh { error, .. } => UserError(format!(
            "{} is not a hand felt can replay: {}",
            printable(&path.display().to_string()),
            printable(&error.to_string())
        )),
        LoadError::Unknown { .. } => UserError(format!(
            "{} is not a hand felt can replay: it is neither a felt hand file (PHH) nor an official engine's game log",
            printable(&path.display().to_string())
        )),
        log @ LoadError::Log { .. } => UserError(printable(&log.to_string())),
    }
}

/// `--hand N` names a hand the file does not hold: one line saying what it holds.
fn not_in_file(path: &std::path::Path, n: u32, numbers: &[u32]) -> UserError {
    let file = printable(&path.display().to_string());
    UserError(match numbers {
        [one] if *one == 1 => format!("{file} holds one hand: --hand 1"),
        [one] => format!("{file} holds one hand, hand {one}: --hand 1 or --hand {one}"),
        [first, .., last] => format!(
            "{file} has rounds {first} to {last}: there is no round {n} (--hand {first} to --hand {last})"
        ),
        [] => format!("{file} holds no hands"),
    })
}

/// After an Auction Flop hand printed from the list: waits for enter (back to the list) or
/// `q` (quit); end of input quits.
fn back_to_the_list() -> bool {
    print!("Press enter for the list of hands, or q then enter to quit: ");
    let _ = std::io::stdout().flush();
    let mut line = String::new();
    match std::io::stdin().read_line(&mut line) {
        Ok(0) | Err(_) => false,
        Ok(_) => !line.trim().eq_ignore_ascii_case("q"),
    }
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
