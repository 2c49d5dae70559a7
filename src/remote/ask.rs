//! Asking the bot one question: the queued clauses go out after the clock (`T29.871`), one
//! answer line is read by the deadline and the clock is charged; a bot that disconnects,
//! exits, overruns its clock or floods the line is dropped for the rest of the match.

use std::io::{self, Read, Write};
use std::time::{Duration, Instant};

use super::{BotProcess, MAX_ANSWER, RemoteBot};

impl RemoteBot {
    /// Sends the queued clauses and reads one answer line, charging the game clock.
    pub(super) fn ask(&mut self) -> Option<String> {
        if self.dead.is_some() {
            self.queue.clear();
            return None;
        }
        let line = format!(
            "T{:.3} {}\n",
            self.clock_left.as_secs_f64(),
            self.queue.join(" ")
        );
        self.queue.clear();
        let limit = self.config.clock.per_question.min(self.clock_left);
        let process = self.process.as_ref()?;
        let start = Instant::now();
        let sent = process
            .stream()
            .and_then(|mut stream| stream.write_all(line.as_bytes()));
        if sent.is_err() {
            self.dead = Some("disconnected".to_string());
            self.note("disconnected; it will check or fold for the rest of the match".to_string());
            return None;
        }
        // The limit covers the whole answer, however slowly its bytes arrive.
        let read = read_line(process, &mut self.pending, start + limit);
        let spent = start.elapsed();
        self.clock_left = self.clock_left.saturating_sub(spent);
        let gone =
            |status: &str| format!("{status}; it will check or fold for the rest of the match");
        match read {
            LineRead::Line(bytes) if spent <= limit && !self.clock_left.is_zero() => {
                // Invalid UTF-8 is a malformed answer like any other: replaced, not fatal.
                Some(String::from_utf8_lossy(&bytes).trim().to_string())
            }
            LineRead::Closed => {
                let status = self
                    .process
                    .as_mut()
                    .and_then(|p| p.child.try_wait().ok().flatten())
                    .map_or("closed the connection".to_string(), |s| {
                        format!("exited ({s})")
                    });
                // A crash's traceback is in the bot's log: say where.
                let log = self.config.log.as_ref().map_or(String::new(), |p| {
                    format!(
                        "; what it printed is in {}",
                        crate::text::printable(&p.display().to_string())
                    )
                });
                self.note(format!("{}{log}", gone(&status)));
                self.dead = Some(status);
                None
            }
            LineRead::TooLong => {
                let status = format!("sent an answer longer than {MAX_ANSWER} bytes");
                self.note(gone(&status));
                self.dead = Some(status);
                None
            }
            LineRead::Line(_) | LineRead::TimedOut => {
                self.clock_left = Duration::ZERO;
                self.dead = Some("out of time".to_string());
                self.note(gone(if self.at_hand_end {
                    "ran out of time answering the end of the hand"
                } else {
                    "ran out of time"
                }));
                None
            }
        }
    }
}

/// What came back for one question.
enum LineRead {
    /// One line, without its newline.
    Line(Vec<u8>),
    /// The connection closed or failed.
    Closed,
    /// The deadline passed before a whole line arrived.
    TimedOut,
    /// More than [`MAX_ANSWER`] bytes without a newline.
    TooLong,
}

/// Reads one answer line from the bot by `deadline`, keeping what follows it in `pending`.
fn read_line(process: &BotProcess, pending: &mut Vec<u8>, deadline: Instant) -> LineRead {
    let Ok(mut stream) = process.stream() else {
        return LineRead::Closed;
    };
    let mut buf = [0u8; 1024];
    loop {
        if let Some(end) = pending.iter().position(|&b| b == b'\n') {
            let line = pending[..end].to_vec();
            pending.drain(..=end);
            return LineRead::Line(line);
        }
        if pending.len() > MAX_ANSWER {
            pending.clear();
            return LineRead::TooLong;
        }
        let left = deadline.saturating_duration_since(Instant::now());
        if left.is_zero() {
            return LineRead::TimedOut;
        }
        if stream.set_read_timeout(Some(left)).is_err() {
            return LineRead::Closed;
        }
        match stream.read(&mut buf) {
            Ok(0) => return LineRead::Closed,
            Ok(n) => pending.extend_from_slice(&buf[..n]),
            Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
            Err(e)
                if matches!(
                    e.kind(),
                    io::ErrorKind::WouldBlock | io::ErrorKind::TimedOut
                ) =>
            {
                return LineRead::TimedOut;
            }
            Err(_) => return LineRead::Closed,
        }
    }
}
