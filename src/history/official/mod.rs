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
//! the file and the line: every round is read exactly or not at all. A log that stops short
//! of its end (a match still running, an engine that stopped) is read up to its last complete
//! round by `felt replay` and `felt review`, which say where it stops ([`parse_allowing_cut`]).
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
    match parse_allowing_cut(path, text)? {
        (hands, None) => Ok(hands),
        (_, Some(cut)) => Err(log_error(path, (cut.line, cut.problem))),
    }
}

/// Where a log stops short of its end (a match still running, or an engine that stopped):
/// the line, the problem found there, and the round it cuts (none when the log stops between
/// rounds).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Cut {
    pub line: usize,
    pub problem: LogError,
    pub round: Option<u32>,
}

impl Cut {
    /// What a person is told about a log read up to its cut, which gave `rounds` rounds.
    pub fn describe(&self, path: &Path, rounds: usize) -> String {
        let file = path.display();
        let them = if rounds == 1 {
            "its 1 complete round is".to_string()
        } else {
            format!("its {rounds} complete rounds are")
        };
        match (self.round, &self.problem) {
            (_, LogError::NoFinal) => {
                format!("{file} ends without its Final line (cut short?): {them} read")
            }
            (Some(number), LogError::RoundCut(_)) => format!(
                "{file} stops in round #{number}, before its awarded lines (line {}): {them} read",
                self.line
            ),
            (Some(number), problem) => format!(
                "{file} stops in round #{number} (line {}: {problem}): {them} read",
                self.line
            ),
            (None, problem) => format!(
                "{file} stops at line {} ({problem}): {them} read",
                self.line
            ),
        }
    }
}

/// As [`parse`], but a log that stops short of its end, once it has at least one complete
/// round, gives those rounds and where it stops: a log that ends without its `Final` line,
/// or whose last round breaks off (lacks its awarded lines, or its very last line cannot be
/// read). Every round it gives is read and checked as exactly as in a whole log.
///
/// # Errors
/// As [`parse`], and for a cut before any complete round.
pub fn parse_allowing_cut(
    path: &Path,
    text: &str,
) -> Result<(Vec<LoadedHand>, Option<Cut>), LoadError> {
    parse_lines(path, text).map_err(|at| log_error(path, at))
}

fn log_error(path: &Path, (line, problem): AtLine) -> LoadError {
    LoadError::Log {
        file: path.display().to_string(),
        line,
        message: problem.to_string(),
    }
}

fn parse_lines(path: &Path, text: &str) -> Result<(Vec<LoadedHand>, Option<Cut>), AtLine> {
    // `lines` takes "\r\n" as a line's end, but leaves a carriage return on a last line
    // without a newline (a log saved on Windows): it goes too.
    let mut lines = text
        .lines()
        .enumerate()
        .map(|(i, l)| (i + 1, l.strip_suffix('\r').unwrap_or(l)))
        .peekable();
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
        let line = match read(n, text) {
            Ok(line) => line,
            // The log's last line, unreadable: the log may stop in the middle of it.
            Err((at, problem))
                if !hands.is_empty() && lines.clone().all(|(_, t)| t.trim().is_empty()) =>
            {
                let cut = Cut {
                    line: at,
                    problem,
                    round: None,
                };
                return Ok((hands, Some(cut)));
            }
            Err(e) => return Err(e),
        };
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
                let round_last = round.last;
                // Only blank lines, or none, after this round: a problem in it may be the
                // log stopping there.
                let last_round = lines.clone().all(|(_, t)| t.trim().is_empty());
                let played = match round::replay(round, dialect, names, stack) {
                    Ok(played) => played,
                    Err((at, problem))
                        if last_round
                            && !hands.is_empty()
                            && (matches!(problem, LogError::RoundCut(_)) || at == round_last) =>
                    {
                        let cut = Cut {
                            line: at,
                            problem,
                            round: Some(number),
                        };
                        return Ok((hands, Some(cut)));
                    }
                    Err(e) => return Err(e),
                };
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
                    table_grades: None,
                    played_for: Vec::new(),
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
                return Ok((hands, None));
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
    if hands.is_empty() {
        return Err((last_line, LogError::NoFinal));
    }
    let cut = Cut {
        line: last_line,
        problem: LogError::NoFinal,
        round: None,
    };
    Ok((hands, Some(cut)))
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Seat;

    fn load(text: &str) -> Result<Vec<LoadedHand>, LoadError> {
        parse(Path::new("log.txt"), text)
    }

    const MIT2024: &str = "6.9630 MIT Pokerbots - A vs B

Round #1, A (0), B (0)
A posts the blind of 1
B posts the blind of 2
A dealt [As Kd]
B dealt [7c 2h]
A attempted illegal RaiseAction with amount 1000
A folds
A awarded -1
B awarded 1
Players did not reach flop. No auction occured.

Round #2, B (1), A (-1)
B posts the blind of 1
A posts the blind of 2
B dealt [Ah Ad]
A dealt [Kc Kh]
B raises to 400
A calls
Flop [2c 3d 4h], B (400), A (400)
A bids 0
B bids 0
B won the auction and was dealt [9s]
A won the auction and was dealt [9c]
Flop [2c 3d 4h], B (400), A (400)
A checks
B checks
Turn [2c 3d 4h 5s], B (400), A (400)
A checks
B checks
River [2c 3d 4h 5s Jd], B (400), A (400)
A checks
B checks
B shows [Ah Ad 9s]
A shows [Kc Kh 9c]
B awarded 400
A awarded -400
Players submitted bids of 0 and 0

Final, A (-401), B (401)
A preflop bets EV: 0";

    #[test]
    fn an_all_in_auction_tie_deals_both_prizes_seat_0_first_and_notes_are_passed_over() {
        let hands = load(MIT2024).unwrap();
        assert_eq!(hands.len(), 2);
        let h = &hands[1];
        assert_eq!(h.names, ["B".to_string(), "A".to_string()]);
        assert_eq!(h.hand.hole_cards(Seat(0))[2].to_string(), "9s");
        assert_eq!(h.hand.hole_cards(Seat(1))[2].to_string(), "9c");
        assert_eq!(h.hand.outcome().map(|o| o.net), Some([400, -400]));
    }

    #[test]
    fn a_statistic_is_read_only_after_the_final_line() {
        let moved = MIT2024.replace("A folds\n", "A folds\nA preflop bets EV: 0\n");
        let err = load(&moved).unwrap_err();
        assert!(matches!(&err, LoadError::Log { line: 10, .. }), "{err}");
    }

    #[test]
    fn a_sneak_peek_bid_with_a_decimal_point_folds_at_the_auction() {
        let log = "2026-01-01 00:00:00 A vs B

Round #1, A (0), B (0)
A posts blind: 10
B posts blind: 20
A received [As Kd]
B received [7c 2h]
A calls
B checks
Flop [2c 3d 4h], A (20), B (20)
B bids 100
A attempted illegal bid with decimal
A folds
A shows [As Kd]
B shows [7c 2h]
A awarded -20
B awarded 20

Final, A (-20), B (20)";
        let hands = load(log).unwrap();
        assert_eq!(hands[0].hand.outcome().map(|o| o.net), Some([-20, 20]));
        // The same fold is not a legal move in an MIT 2024 auction.
    }

    fn load_cut(text: &str) -> Result<(Vec<LoadedHand>, Option<Cut>), LoadError> {
        parse_allowing_cut(Path::new("log.txt"), text)
    }

    /// The two-round log up to (not including) `line`, 1-based.
    fn before_line(line: &str) -> String {
        let end = MIT2024.find(line).expect("a line of the log");
        MIT2024[..end].trim_end().to_string()
    }

    #[test]
    fn a_log_without_its_final_line_gives_its_complete_rounds_and_says_so() {
        let cut = before_line("Final,");
        assert!(load(&cut).is_err(), "read whole, a cut log is refused");
        let (hands, found) = load_cut(&cut).expect("the complete rounds");
        assert_eq!(hands.len(), 2);
        let found = found.expect("a cut is reported");
        assert_eq!(found.problem, LogError::NoFinal);
        assert_eq!(
            found.describe(Path::new("log.txt"), hands.len()),
            "log.txt ends without its Final line (cut short?): its 2 complete rounds are read"
        );
        let (_, none) = load_cut(MIT2024).expect("a whole log");
        assert_eq!(none, None);
    }

    #[test]
    fn a_log_that_stops_inside_its_last_round_gives_the_rounds_before_it() {
        // Cut before the awarded lines of round 2.
        let cut = before_line("B awarded 400");
        let (hands, found) = load_cut(&cut).expect("round 1");
        assert_eq!(hands.len(), 1);
        let found = found.expect("a cut is reported");
        assert_eq!(found.round, Some(2));
        assert_eq!(
            found.describe(Path::new("log.txt"), 1),
            format!(
                "log.txt stops in round #2, before its awarded lines (line {}): its 1 complete round is read",
                found.line
            )
        );
        // Cut in the middle of a line.
        let half = format!("{}\nB awa", before_line("B awarded 400"));
        let (hands, found) = load_cut(&half).expect("round 1");
        assert_eq!(hands.len(), 1);
        assert_eq!(found.map(|c| c.round), Some(Some(2)));
    }

    #[test]
    fn a_broken_round_before_the_end_or_a_cut_with_no_whole_round_is_still_refused() {
        // A wrong award in round 1 with round 2 after it is an error, not a cut.
        let wrong = MIT2024.replace("A awarded -1\nB awarded 1", "A awarded -2\nB awarded 2");
        assert!(load_cut(&wrong).is_err());
        // Nothing complete to give.
        let early = before_line("A folds");
        assert!(load_cut(&early).is_err());
        // A problem in the last round that is not where the log stops.
        let bad_last = MIT2024.replace("B raises to 400", "B raises to 4000");
        assert!(load_cut(&bad_last).is_err());
    }

    #[test]
    fn a_log_with_windows_line_ends_reads_as_the_same_log() {
        let crlf = MIT2024.replace('\n', "\r\n");
        assert!(!crlf.ends_with('\n'), "the last line has no newline");
        let hands = load(&crlf).expect("read whole");
        assert_eq!(hands.len(), 2);
    }

    #[test]
    fn an_error_names_the_file_and_the_line() {
        let err = load(&MIT2024.replace("A dealt [Kc Kh]", "A dealt [Kc Kh Qs]")).unwrap_err();
        assert_eq!(
            err.to_string(),
            "log.txt, line 18: expected the big blind (A) dealt two hole cards here, not \"a deal of [Kc Kh Qs]\""
        );
    }
}
