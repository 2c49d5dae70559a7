//! Launching a competition bot: a TCP listener on 127.0.0.1 with an ephemeral port, the bot
//! process started with the port as its last argument (MIT folder layout with
//! `commands.json`, or an IIT-style Python file), its output drained into a capped log file,
//! and a guaranteed kill when felt is done with it. Every bot (and its build step) runs in a
//! process group of its own, and the whole group is ended: a bot started through `sh run.sh`,
//! or one that forks helpers, leaves nothing behind. The groups still running are listed in
//! one place so that felt can end them all at once when it quits ([`end_all`]), without
//! waiting on a bot that does not answer.

use std::fs::{self, File};
use std::io::{self, Read, Write};
use std::net::{Ipv4Addr, TcpListener, TcpStream};
use std::os::unix::process::CommandExt;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::{Mutex, mpsc};
use std::thread;
use std::time::{Duration, Instant};

use thiserror::Error;

/// How long a bot may take to connect, and a build step to finish, by default.
pub const CONNECT_LIMIT: Duration = Duration::from_secs(10);
/// The most of a bot's output kept in its log file (the official cap).
pub const LOG_CAP: u64 = 512 * 1024;

/// The process groups of the bots (and build steps) still running.
static LIVE_GROUPS: Mutex<Vec<u32>> = Mutex::new(Vec::new());

fn register(group: u32) {
    LIVE_GROUPS
        .lock()
        .unwrap_or_else(|e| e.into_inner())
        .push(group);
}

/// Kills the whole process group `group` (the bot and everything it started in its group)
/// and forgets it.
fn kill_group(group: u32) {
    if let Ok(id) = i32::try_from(group) {
        let _ = nix::sys::signal::killpg(
            nix::unistd::Pid::from_raw(id),
            nix::sys::signal::Signal::SIGKILL,
        );
    }
    LIVE_GROUPS
        .lock()
        .unwrap_or_else(|e| e.into_inner())
        .retain(|&g| g != group);
}

/// Kills every bot process group felt started and has not ended yet. For quitting: it never
/// waits on a bot (the processes are reaped by the system once felt exits).
pub fn end_all() {
    let groups = std::mem::take(&mut *LIVE_GROUPS.lock().unwrap_or_else(|e| e.into_inner()));
    for group in groups {
        kill_group(group);
    }
}

/// Why a bot could not be started.
#[derive(Debug, Error)]
pub enum LaunchError {
    #[error("{0} is neither a bot folder with commands.json nor a .py file")]
    NotABot(PathBuf),
    #[error("{path}: commands.json is not valid: {reason}")]
    Commands { path: PathBuf, reason: String },
    #[error("the build step failed ({0})")]
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

/// How to run a bot: its command and folder.
#[derive(Debug, Clone)]
pub struct BotCommand {
    pub dir: PathBuf,
    pub build: Vec<String>,
    pub run: Vec<String>,
    /// A name for messages: the folder or file name.
    pub name: String,
}

impl BotCommand {
    /// Reads a bot folder (`commands.json` with `build` and `run`) or a `.py` file.
    ///
    /// # Errors
    /// [`LaunchError`] when the path is neither, or `commands.json` is broken.
    pub fn from_path(path: &Path) -> Result<BotCommand, LaunchError> {
        let abs = fs::canonicalize(path).map_err(|_| LaunchError::NotABot(path.to_path_buf()))?;
        let name = abs
            .file_stem()
            .map_or_else(|| "bot".to_string(), |n| n.to_string_lossy().into_owned());
        if abs.is_dir() {
            let file = abs.join("commands.json");
            let text =
                fs::read_to_string(&file).map_err(|_| LaunchError::NotABot(path.to_path_buf()))?;
            let json: serde_json::Value =
                serde_json::from_str(&text).map_err(|e| LaunchError::Commands {
                    path: file.clone(),
                    reason: e.to_string(),
                })?;
            let list = |key: &str| -> Result<Vec<String>, LaunchError> {
                match &json[key] {
                    serde_json::Value::Null => Ok(Vec::new()),
                    serde_json::Value::Array(a) => a
                        .iter()
                        .map(|v| v.as_str().map(String::from))
                        .collect::<Option<Vec<_>>>()
                        .ok_or_else(|| LaunchError::Commands {
                            path: file.clone(),
                            reason: format!("\"{key}\" must be a list of strings"),
                        }),
                    _ => Err(LaunchError::Commands {
                        path: file.clone(),
                        reason: format!("\"{key}\" must be a list of strings"),
                    }),
                }
            };
            let run = list("run")?;
            if run.is_empty() {
                return Err(LaunchError::Commands {
                    path: file,
                    reason: "\"run\" is missing or empty".to_string(),
                });
            }
            return Ok(BotCommand {
                dir: abs,
                build: list("build")?,
                run,
                name,
            });
        }
        if abs.extension().is_some_and(|e| e == "py") {
            let dir = abs
                .parent()
                .map_or_else(|| PathBuf::from("."), Path::to_path_buf);
            return Ok(BotCommand {
                dir,
                build: Vec::new(),
                run: vec!["python3".to_string(), abs.to_string_lossy().into_owned()],
                name,
            });
        }
        Err(LaunchError::NotABot(path.to_path_buf()))
    }
}

/// A running bot process connected over TCP. Dropping it ends the process.
pub struct BotProcess {
    pub child: Child,
    stream: Option<TcpStream>,
    /// The group was killed and the process reaped.
    ended: bool,
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
        if let Some((program, args)) = cmd.build.split_first() {
            let mut build = Command::new(program)
                .args(args)
                .current_dir(&cmd.dir)
                .stdin(Stdio::null())
                .stdout(Stdio::null())
                .stderr(Stdio::null())
                .process_group(0)
                .spawn()
                .map_err(|e| LaunchError::Build(e.to_string()))?;
            register(build.id());
            let start = Instant::now();
            loop {
                match build.try_wait() {
                    Ok(Some(status)) if status.success() => {
                        kill_group(build.id());
                        break;
                    }
                    Ok(Some(status)) => {
                        kill_group(build.id());
                        return Err(LaunchError::Build(format!("exit status {status}")));
                    }
                    Ok(None) if start.elapsed() > connect_limit => {
                        kill_group(build.id());
                        let _ = build.wait();
                        return Err(LaunchError::Build(format!(
                            "took more than {} s",
                            connect_limit.as_secs()
                        )));
                    }
                    Ok(None) => thread::sleep(Duration::from_millis(20)),
                    Err(e) => {
                        kill_group(build.id());
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
        let child = Command::new(program)
            .args(args)
            .arg(port.to_string())
            .current_dir(&cmd.dir)
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .process_group(0)
            .spawn()
            .map_err(LaunchError::Spawn)?;
        register(child.id());
        // From here on, dropping `guard` ends the group on every early return.
        let mut guard = BotProcess {
            child,
            stream: None,
            ended: false,
        };
        let child = &mut guard.child;
        let sink = log.and_then(|p| {
            if let Some(dir) = p.parent() {
                let _ = fs::create_dir_all(dir);
            }
            File::create(p).ok()
        });
        drain(child.stdout.take(), child.stderr.take(), sink);
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
        // Helpers the bot started in its group go too, whether or not it exited by itself.
        kill_group(self.child.id());
        let _ = self.child.wait();
        self.ended = true;
    }

    /// The process id (for checking that nothing is left behind).
    pub fn pid(&self) -> u32 {
        self.child.id()
    }
}

impl Drop for BotProcess {
    fn drop(&mut self) {
        if !self.ended {
            kill_group(self.child.id());
            let _ = self.child.wait();
        }
    }
}

/// Reads the bot's stdout and stderr continuously (a bot blocks on a full pipe) into `sink`,
/// keeping at most [`LOG_CAP`] bytes.
fn drain(
    out: Option<impl Read + Send + 'static>,
    err: Option<impl Read + Send + 'static>,
    sink: Option<File>,
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
            if let Some(f) = &mut sink
                && written < LOG_CAP
            {
                let take = (LOG_CAP - written).min(chunk.len() as u64) as usize;
                let _ = f.write_all(&chunk[..take]);
                written += take as u64;
                if written >= LOG_CAP {
                    let _ = f.write_all(b"\n[felt: log capped at 512 KiB]\n");
                }
            }
        }
    });
}
