//! Game logs written by the official competition engines (MIT Pokerbots 2023 and 2024
//! `gamelog.txt`, IIT Pokerbots 2026 `logs/*.glog`), read into felt hands.
//!
//! A log is told by its first line ([`is_official_log`]): the MIT engines open with their
//! version line (`6.176` for the 2023 River of Blood engine, `6.9630` for the 2024 Auction
//! engine) and the IIT engine with a date and the names. Every round is rebuilt through felt's
//! engine from the cards the log shows and replayed move by move; each street line, auction
//! result and showdown is checked against the replay, each `awarded` line against felt's chips,
//! every `Round` line's bankrolls and the `Final` line against the sum of the rounds. Anything
//! that does not fit, a line that cannot be read or a move the rules forbid, is an error naming
//! the file and the line: a log is read exactly or not at all.
//!
//! The stacks are the engine's `STARTING_STACK` (400 at MIT, 5000 at IIT), which no log states;
//! the blinds are the ones the log posts. A log may start at a later round (an excerpt): the
//! first `Round` line's bankrolls are taken as they are, and from there every round must
//! follow on.

mod dialect;
mod error;
mod line;
mod round;

use std::path::Path;

pub use dialect::Dialect;
pub use error::LogError;

use super::loaded::{LoadError, LoadedHand};
use dialect::opens_a_log;
use line::{Line, read_line};
use round::{AtLine, RoundLines};

/// True when `text` is a game log of an official engine: its first line is an MIT engine's
/// version line or an IIT date line with two names, or a `Round #` line (a log whose first
/// line is lost, which [`parse`] then reports).
pub fn is_official_log(text: &str) -> bool {
    text.lines().next().is_some_and(opens_a_log)
}

/// The rounds of a game log as felt hands, each replayed and checked against the engine's
/// results.
///
/// # Errors
/// [`LoadError::Log`] naming the file and the 1-based line of the first thing that cannot be
/// understood, that the rules forbid, or whose chips differ from felt's replay.
pub fn parse(path: &Path, text: &str) -> Result<Vec<LoadedHand>, LoadError> {
    parse_lines(path, text).map_err(|(line, problem)| LoadError::Log {
        file: path.display().to_string(),
        line,
        message: problem.to_string(),
    })
}

fn parse_lines(path: &Path, text: &str) -> Result<Vec<LoadedHand>, AtLine> {
    let mut lines = text.lines().enumerate().map(|(i, l)| (i + 1, l)).peekable();
    let (_, first) = lines.next().ok_or((1, LogError::Header(String::new())))?;
    let header = Dialect::read_header(first).map_err(|e| (1, e))?;
    let (dialect, names) = (header.dialect, header.names);
    let stack = dialect.starting_stack();
    let read = |n: usize, text: &str| read_line(text, dialect, names).map_err(|e| (n, e));

    let mut hands = Vec::new();
    let mut bankrolls: Option<[i64; 2]> = None;
    let mut previous: Option<u32> = None;
    let mut last_line = 1;
    while let Some((n, text)) = lines.next() {
        last_line = n;
        let line = read(n, text)?;
        match line {
            Line::Blank => {}
            Line::Round { number, seats } => {
                if let Some(previous) = previous
                    && previous.checked_add(1) != Some(number)
                {
                    return Err((
                        n,
                        LogError::RoundNumber {
                            previous,
                            found: number,
                        },
                    ));
                }
                let running = *bankrolls.get_or_insert_with(|| {
                    // A log read from its start begins at 0 each; an excerpt where it starts.
                    let mut start = [0; 2];
                    if number != 1 {
                        for (player, bankroll) in seats {
                            start[player] = bankroll;
                        }
                    }
                    start
                });
                check_bankrolls(n, &seats, running, names)?;
                // The round's lines, up to the blank line that ends it.
                let mut round = RoundLines {
                    lines: vec![(n, line)],
                    unread: None,
                    last: n,
                };
                while let Some((m, text)) = lines.next_if(|(_, t)| !t.is_empty()) {
                    round.last = m;
                    last_line = m;
                    if round.unread.is_some() {
                        continue;
                    }
                    match read(m, text) {
                        Ok(line) => round.lines.push((m, line)),
                        Err(problem) => round.unread = Some(problem),
                    }
                }
                let played = round::replay(round, dialect, names, stack)?;
                let totals = bankrolls.get_or_insert([0; 2]);
                for (seat, player) in played.seats.iter().enumerate() {
                    totals[*player] += played.net[seat];
                }
                previous = Some(number);
                hands.push(LoadedHand {
                    names: played.seats.map(|p| names[p].to_string()),
                    hand: played.hand,
                    source: path.to_path_buf(),
                    number: played.number,
                });
            }
            Line::Final(seats) => {
                check_bankrolls(n, &seats, bankrolls.unwrap_or([0; 2]), names)?;
                // After it: only MIT 2024's statistics and blank lines.
                for (m, text) in lines.by_ref() {
                    match read(m, text)? {
                        Line::Blank | Line::Statistic => {}
                        _ => {
                            return Err((
                                m,
                                LogError::Expected {
                                    expected: "nothing after the Final line".into(),
                                    text: line::shorten(text),
                                },
                            ));
                        }
                    }
                }
                return Ok(hands);
            }
            _ => {
                return Err((
                    n,
                    LogError::Expected {
                        expected: "a Round line or the Final line".into(),
                        text: line::shorten(text),
                    },
                ));
            }
        }
    }
    Err((last_line, LogError::NoFinal))
}

/// The bankrolls a `Round` or `Final` line states against the sum of the rounds before it.
fn check_bankrolls(
    at: usize,
    seats: &[(usize, i64); 2],
    running: [i64; 2],
    names: [&str; 2],
) -> Result<(), AtLine> {
    for (player, stated) in seats {
        if *stated != running[*player] {
            return Err((
                at,
                LogError::Bankroll {
                    name: names[*player].to_string(),
                    log: *stated,
                    felt: running[*player],
                },
            ));
        }
    }
    Ok(())
}
