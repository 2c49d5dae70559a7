//! Launching a competition bot: a TCP listener on 127.0.0.1 with an ephemeral port, the bot
//! process started with the port as its last argument (MIT folder layout with
//! `commands.json`, or an IIT-style Python file), its output drained into a capped log file,
//! and a guaranteed end when felt is done with it. Every bot (and its build step) is started
//! through [`contain`](super::contain) (a supervisor with a parent-death signal on Linux) in a
//! process group of its own, and at the end the whole process tree is ended
//! ([`tree::end_tree`]), not only the group: a bot started through `sh run.sh`, one that forks
//! helpers, or one whose helpers call `setsid` or double-fork, leaves nothing behind. The
//! trees still running are listed in one place so that felt can end them all at once when it
//! quits ([`end_all`]), without waiting on a bot that does not answer.

use std::fs::{self, File};
use std::io::{self, Read, Write};
use std::net::{Ipv4Addr, TcpListener, TcpStream};
use std::path::{Path, PathBuf};
use std::process::{Child, Stdio};
use std::sync::{Mutex, mpsc};
use std::thread;
use std::time::{Duration, Instant};

use thiserror::Error;

use super::{BotCommand, contain, tree};
use crate::text::printable;

/// How long a bot may take to connect, and a build step to finish, by default.
pub const CONNECT_LIMIT: Duration = Duration::from_secs(10);
/// The most of a bot's output kept in its log file (the official cap).
pub const LOG_CAP: u64 = 512 * 1024;

/// The roots (felt's direct children) of the bots and build steps still running.
static LIVE_ROOTS: Mutex<Vec<u32>> = Mutex::new(Vec::new());

fn register(root: u32) {
    LIVE_ROOTS
        .lock()
        .unwrap_or_else(|e| e.into_inner())
        .push(root);
}

/// Ends the process `root` started by felt, every descendant it has (whatever session or
/// group they moved to) and its process group, and forgets it. When `root` was already reaped
/// (its pid may be reused) only its group is ended; a supervisor ends its tree before it exits.
fn end_root(root: u32, reaped: bool) {
    let killed = if reaped {
        tree::kill_group(root);
        Default::default()
    } else {
        tree::end_tree(root, true)
    };
    LIVE_ROOTS
        .lock()
        .unwrap_or_else(|e| e.into_inner())
        .retain(|&g| g != root);
    // Orphans adopted by felt (a subreaper) are collected; the root is the caller's to wait.
    tree::reap(&killed, Duration::from_millis(200));
}

/// Ends every bot process tree felt started and has not ended yet, then (when felt is a
/// subreaper) every other descendant that came back to it. For quitting: it never waits on a
/// bot for more than a moment.
pub fn end_all() {
    let roots = std::mem::take(&mut *LIVE_ROOTS.lock().unwrap_or_else(|e| e.into_inner()));
    for root in roots {
        let _ = tree::end_tree(root, true);
    }
    if contain::is_reaper() {
        let _ = tree::end_tree(std::process::id(), false);
    }
}

/// Why a bot could not be started.
#[derive(Debug, Error)]
pub enum LaunchError {
    #[error("{} does not exist", printable(&.0.display().to_string()))]
    Missing(PathBuf),
    #[error("{} cannot be read: {}", printable(&.path.display().to_string()), .reason)]
    Unreadable { path: PathBuf, reason: io::Error },
    #[error("{} is neither a bot folder with commands.json nor a .py file", printable(&.0.display().to_string()))]
    NotABot(PathBuf),
    #[error("{} is not a valid bot description: {}", printable(&.path.display().to_string()), printable(.reason))]
    Commands { path: PathBuf, reason: String },
    #[error("the build step failed ({})", printable(.0))]
    Build(String),
    #[error("cannot start the bot: {0}")]
    Spawn(io::Error),
    #[error("the bot did not connect within {0} s")]
    NoConnection(u64),
    #[error("the bot exited before connecting ({0})")]
    Exited(String),
    #[error("network error: {0}")]
    Io(#[from] io::Error),
}

/// A running bot process connected over TCP. Dropping it ends the process.
pub struct BotProcess {
    pub child: Child,
    stream: Option<TcpStream>,
    /// The group was killed and the process reaped.
    ended: bool,
    /// Why the bot's log could not be written (a full disk), set once by the log's writer.
    log_problem: std::sync::Arc<Mutex<Option<String>>>,
}

impl BotProcess {
    /// Builds (if needed) and starts the bot, and waits for it to connect. Its output goes to
    /// `log` (capped at [`LOG_CAP`] bytes).
    ///
    /// # Errors
    /// [`LaunchError`] saying what failed.
    pub fn launch(
        cmd: &BotCommand,
        log: Option<&Path>,
        connect_limit: Duration,
    ) -> Result<BotProcess, LaunchError> {
        let built = !cmd.build.is_empty();
        if let Some((program, args)) = cmd.build.split_first() {
            // What the build step prints (a compiler's errors) goes to the bot's log first.
            let output = || -> Stdio {
                log.and_then(|p| {
                    if let Some(dir) = p.parent() {
                        let _ = fs::create_dir_all(dir);
                    }
                    fs::OpenOptions::new()
                        .create(true)
                        .append(true)
                        .open(p)
                        .ok()
                })
                .map_or_else(Stdio::null, Stdio::from)
            };
            if let Some(p) = log {
                // A fresh log for this start: the build's output, then the bot's.
                let _ = File::create(p);
            }
            let mut build = contain::command(program, args)
                .current_dir(&cmd.dir)
                .stdin(Stdio::null())
                .stdout(output())
                .stderr(output())
                .spawn()
                .map_err(|e| LaunchError::Build(e.to_string()))?;
            register(build.id());
            let start = Instant::now();
            loop {
                match build.try_wait() {
                    Ok(Some(status)) if status.success() => {
                        end_root(build.id(), true);
                        break;
                    }
                    Ok(Some(status)) => {
                        end_root(build.id(), true);
                        // `ExitStatus` says "exit status: 1" itself.
                        return Err(LaunchError::Build(status.to_string()));
                    }
                    Ok(None) if start.elapsed() > connect_limit => {
                        end_root(build.id(), false);
                        let _ = build.wait();
                        return Err(LaunchError::Build(format!(
                            "took more than {} s",
                            connect_limit.as_secs()
                        )));
                    }
                    Ok(None) => thread::sleep(Duration::from_millis(20)),
                    Err(e) => {
                        end_root(build.id(), false);
                        return Err(LaunchError::Build(e.to_string()));
                    }
                }
            }
        }
        // Only the loopback address: nothing outside this machine can reach the bot's port.
        let listener = TcpListener::bind((Ipv4Addr::LOCALHOST, 0))?;
        let port = listener.local_addr()?.port();
        let (program, args) = cmd
            .run
            .split_first()
            .ok_or_else(|| LaunchError::NotABot(cmd.dir.clone()))?;
        let mut run_args = args.to_vec();
        run_args.push(port.to_string());
        let child = contain::command(program, &run_args)
            .current_dir(&cmd.dir)
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .map_err(LaunchError::Spawn)?;
        register(child.id());
        // From here on, dropping `guard` ends the group on every early return.
        let mut guard = BotProcess {
            child,
            stream: None,
            ended: false,
            log_problem: std::sync::Arc::default(),
        };
        let child = &mut guard.child;
        let sink = log.and_then(|p| {
            if let Some(dir) = p.parent() {
                let _ = fs::create_dir_all(dir);
            }
            // The name is this process's and seat's own (see `registry::BotLog`); after a build
            // step the log holds its output, which the bot's follows.
            let opened = if built {
                fs::OpenOptions::new().create(true).append(true).open(p)
            } else {
                File::create(p)
            };
            match opened {
                Ok(f) => Some(LogSink {
                    file: f,
                    path: p.to_path_buf(),
                }),
                Err(e) => {
                    *guard.log_problem.lock().unwrap_or_else(|e| e.into_inner()) =
                        Some(log_failure(p, &e));
                    None
                }
            }
        });
        drain(
            child.stdout.take(),
            child.stderr.take(),
            sink,
            guard.log_problem.clone(),
        );
        listener.set_nonblocking(true)?;
        let start = Instant::now();
        let stream = loop {
            match listener.accept() {
                Ok((s, _)) => break s,
                Err(e) if e.kind() == io::ErrorKind::WouldBlock => {
                    if let Ok(Some(status)) = child.try_wait() {
                        return Err(LaunchError::Exited(status.to_string()));
                    }
                    if start.elapsed() > connect_limit {
                        return Err(LaunchError::NoConnection(connect_limit.as_secs()));
                    }
                    thread::sleep(Duration::from_millis(10));
                }
                Err(e) => return Err(LaunchError::Io(e)),
            }
        };
        stream.set_nonblocking(false)?;
        stream.set_nodelay(true)?;
        guard.stream = Some(stream);
        Ok(guard)
    }

    /// The connection to the bot. Invariant: set before [`BotProcess::launch`] returns it.
    pub fn stream(&self) -> io::Result<&TcpStream> {
        self.stream
            .as_ref()
            .ok_or_else(|| io::Error::new(io::ErrorKind::NotConnected, "the bot never connected"))
    }

    /// Sends `Q`, closes the connection, waits up to `grace` for the process to exit, then
    /// kills it.
    pub fn finish(&mut self, grace: Duration) {
        if let Some(stream) = &mut self.stream {
            let _ = stream.write_all(b"Q\n");
            let _ = stream.shutdown(std::net::Shutdown::Both);
        }
        let start = Instant::now();
        while start.elapsed() < grace {
            if let Ok(Some(_)) = self.child.try_wait() {
                break;
            }
            thread::sleep(Duration::from_millis(10));
        }
        // Helpers the bot started go too, whether or not it exited by itself.
        let reaped = matches!(self.child.try_wait(), Ok(Some(_)));
        end_root(self.child.id(), reaped);
        let _ = self.child.wait();
        self.ended = true;
    }

    /// The process id (for checking that nothing is left behind).
    pub fn pid(&self) -> u32 {
        self.child.id()
    }

    /// Why the bot's log could not be created or written (a full disk), the first time it is
    /// asked after it happened; `None` after that, so it is reported once.
    pub fn take_log_problem(&self) -> Option<String> {
        self.log_problem
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .take()
    }
}

impl Drop for BotProcess {
    fn drop(&mut self) {
        if !self.ended {
            let reaped = matches!(self.child.try_wait(), Ok(Some(_)));
            end_root(self.child.id(), reaped);
            let _ = self.child.wait();
        }
    }
}

/// A bot's log file and its name (for the message when it cannot be written).
struct LogSink {
    file: File,
    path: PathBuf,
}

/// The one-line message for a log that could not be created or written.
fn log_failure(path: &Path, e: &io::Error) -> String {
    format!(
        "its log {} could not be written ({e}); the rest of its output is not saved",
        printable(&path.display().to_string())
    )
}

/// Reads the bot's stdout and stderr continuously (a bot blocks on a full pipe) into `sink`,
/// keeping at most [`LOG_CAP`] bytes. The first write that fails (a full disk) is recorded
/// in `problem` and writing stops: the output is still drained, and the failure said once.
fn drain(
    out: Option<impl Read + Send + 'static>,
    err: Option<impl Read + Send + 'static>,
    sink: Option<LogSink>,
    problem: std::sync::Arc<Mutex<Option<String>>>,
) {
    let (tx, rx) = mpsc::channel::<Vec<u8>>();
    fn pump(mut r: impl Read, tx: mpsc::Sender<Vec<u8>>) {
        let mut buf = [0u8; 8192];
        while let Ok(n) = r.read(&mut buf) {
            if n == 0 || tx.send(buf[..n].to_vec()).is_err() {
                break;
            }
        }
    }
    if let Some(o) = out {
        let tx = tx.clone();
        thread::spawn(move || pump(o, tx));
    }
    if let Some(e) = err {
        let tx = tx.clone();
        thread::spawn(move || pump(e, tx));
    }
    drop(tx);
    thread::spawn(move || {
        let mut sink = sink;
        let mut written = 0u64;
        for chunk in rx {
            if let Some(s) = &mut sink
                && written < LOG_CAP
            {
                let take = (LOG_CAP - written).min(chunk.len() as u64) as usize;
                let mut result = s.file.write_all(&chunk[..take]);
                written += take as u64;
                if result.is_ok() && written >= LOG_CAP {
                    result = s.file.write_all(b"\n[felt: log capped at 512 KiB]\n");
                }
                if let Err(e) = result {
                    *problem.lock().unwrap_or_else(|e| e.into_inner()) =
                        Some(log_failure(&s.path, &e));
                    sink = None;
                }
            }
        }
    });
}
