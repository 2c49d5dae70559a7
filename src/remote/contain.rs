//! Keeping every process felt starts (a hosted bot, its build step, and whatever they start)
//! inside felt's reach, so that none outlives felt or the match.
//!
//! On Linux felt marks itself a child subreaper (`PR_SET_CHILD_SUBREAPER`, [`become_reaper`]):
//! an orphaned descendant comes back to felt rather than to init. When the felt binary is known
//! ([`use_supervisor`], which the binary calls at start-up), each bot is started through a
//! small supervisor: felt runs itself again with a hidden first argument ([`SUPERVISE`]). The
//! supervisor asks for a parent-death signal (`PR_SET_PDEATHSIG`), marks itself a subreaper
//! too, and starts the bot through a second hidden entry ([`EXEC`]) that sets the bot's own
//! parent-death signal (`SIGKILL`) and then replaces itself with the bot's command. The
//! supervisor stays as the bot's parent: when the bot exits, when felt dies (even by
//! `kill -9`), or when it is told to stop, it ends every descendant it has (orphans of
//! `setsid` or double-forked helpers included, since they are re-parented to it) and exits.
//!
//! Why a re-exec and not `pre_exec`: setting the parent-death signal must happen in the child
//! between `fork` and `exec`, which in Rust needs `unsafe` `pre_exec`; felt forbids `unsafe`
//! code, so the child is felt itself, which sets it with safe `nix` calls and then `exec`s.
//!
//! Without a supervisor (the library used on its own), bots run directly; the end of a match
//! still ends the whole tree ([`tree::end_tree`]).

use std::ffi::{OsStr, OsString};
use std::os::unix::process::CommandExt;
use std::path::PathBuf;
use std::process::Command;
use std::sync::OnceLock;

use super::tree;

/// The hidden first argument that makes the felt binary a bot supervisor:
/// `felt __felt-supervise FELT_PID -- PROGRAM ARGS...`.
pub const SUPERVISE: &str = "__felt-supervise";
/// The hidden first argument that makes the felt binary set a parent-death signal and `exec`
/// a command: `felt __felt-exec PARENT_PID -- PROGRAM ARGS...`.
pub const EXEC: &str = "__felt-exec";

/// The felt binary, when bots are to be started through a supervisor.
static SUPERVISOR: OnceLock<PathBuf> = OnceLock::new();

/// Starts every later bot and build step through a supervisor run from `felt_binary`.
pub fn use_supervisor(felt_binary: PathBuf) {
    let _ = SUPERVISOR.set(felt_binary);
}

/// Whether [`become_reaper`] made this process a subreaper.
static REAPER: std::sync::atomic::AtomicBool = std::sync::atomic::AtomicBool::new(false);

/// Makes this process a child subreaper (Linux): orphaned descendants are re-parented to it,
/// so they stay within reach of [`tree::end_tree`]. Elsewhere it does nothing.
pub fn become_reaper() {
    #[cfg(target_os = "linux")]
    if nix::sys::prctl::set_child_subreaper(true).is_ok() {
        REAPER.store(true, std::sync::atomic::Ordering::SeqCst);
    }
}

/// Whether this process is a subreaper (so every descendant it has is its own to end).
pub fn is_reaper() -> bool {
    REAPER.load(std::sync::atomic::Ordering::SeqCst)
}

/// The command that runs `program` with `args` for a bot: through the supervisor when one is
/// set, directly otherwise. Either way the process gets a process group of its own.
pub(super) fn command(program: &str, args: &[String]) -> Command {
    let mut cmd = match SUPERVISOR.get() {
        Some(felt) => {
            let mut c = Command::new(felt);
            c.arg(SUPERVISE)
                .arg(std::process::id().to_string())
                .arg("--")
                .arg(program)
                .args(args);
            c
        }
        None => {
            let mut c = Command::new(program);
            c.args(args);
            c
        }
    };
    cmd.process_group(0);
    cmd
}

/// Runs a hidden entry if the command line asks for one (`args` as from
/// [`std::env::args_os`], program name first); returns the exit code, or `None` for a normal
/// felt command line.
pub fn run_hidden_entry(args: &[OsString]) -> Option<i32> {
    let entry = args.get(1)?;
    let parent = args.get(2)?.to_str()?.parse::<i32>().ok()?;
    if args.get(3).map(OsString::as_os_str) != Some(OsStr::new("--")) {
        return None;
    }
    let program = args.get(4)?;
    let rest = &args[5..];
    if entry == SUPERVISE {
        Some(supervise(parent, program, rest))
    } else if entry == EXEC {
        Some(exec_with_death_signal(parent, program, rest))
    } else {
        None
    }
}

/// Sets `SIGKILL` as this process's parent-death signal and replaces it with `program`.
fn exec_with_death_signal(parent: i32, program: &OsStr, args: &[OsString]) -> i32 {
    #[cfg(target_os = "linux")]
    let _ = nix::sys::prctl::set_pdeathsig(nix::sys::signal::Signal::SIGKILL);
    // The parent may have died before the signal was set: then nothing would ever come.
    if nix::unistd::getppid().as_raw() != parent {
        return 1;
    }
    let e = Command::new(program).args(args).exec();
    eprintln!(
        "felt: cannot start {}: {e}",
        crate::text::printable(&program.to_string_lossy())
    );
    127
}

/// The supervisor: starts `program` (through [`EXEC`]), and ends its whole tree when it exits,
/// when felt (`felt_pid`) dies, or on `SIGTERM`/`SIGINT`/`SIGHUP`. Returns the bot's exit code
/// (or dies by the same signal).
fn supervise(felt_pid: i32, program: &OsStr, args: &[OsString]) -> i32 {
    use nix::sys::signal::{SigSet, Signal};
    use nix::sys::wait::{WaitPidFlag, WaitStatus, waitpid};

    let me = std::process::id();
    // Stop requests and the parent-death signal are read, not acted on by default (which
    // would kill the supervisor before it could end the tree). Children get a clean mask
    // (the standard library resets it when it starts a process).
    let mut mask = SigSet::empty();
    for s in [
        Signal::SIGTERM,
        Signal::SIGINT,
        Signal::SIGHUP,
        Signal::SIGUSR1,
    ] {
        mask.add(s);
    }
    let _ = mask.thread_block();
    #[cfg(target_os = "linux")]
    {
        let _ = nix::sys::prctl::set_pdeathsig(Signal::SIGUSR1);
        let _ = nix::sys::prctl::set_child_subreaper(true);
    }
    if nix::unistd::getppid().as_raw() != felt_pid {
        return 1;
    }
    #[cfg(target_os = "linux")]
    let signals =
        nix::sys::signalfd::SignalFd::with_flags(&mask, nix::sys::signalfd::SfdFlags::SFD_NONBLOCK)
            .ok();
    let spawned = match std::env::current_exe() {
        Ok(felt) => Command::new(felt)
            .arg(EXEC)
            .arg(me.to_string())
            .arg("--")
            .arg(program)
            .args(args)
            .spawn(),
        Err(e) => Err(e),
    };
    let child = match spawned {
        Ok(c) => c.id(),
        Err(e) => {
            eprintln!(
                "felt: cannot start {}: {e}",
                crate::text::printable(&program.to_string_lossy())
            );
            return 127;
        }
    };
    let child = i32::try_from(child).unwrap_or(-1);
    let end_all = || {
        let killed = tree::end_tree(me, false);
        tree::reap(&killed, std::time::Duration::from_secs(2));
    };
    loop {
        // Reap every child (adopted orphans included); note how the bot itself ended.
        let mut ended: Option<WaitStatus> = None;
        loop {
            match waitpid(None, Some(WaitPidFlag::WNOHANG)) {
                Ok(WaitStatus::StillAlive) | Err(_) => break,
                Ok(s) if s.pid().is_some_and(|p| p.as_raw() == child) => ended = Some(s),
                Ok(_) => {}
            }
        }
        if let Some(status) = ended {
            end_all();
            return match status {
                WaitStatus::Exited(_, code) => code,
                WaitStatus::Signaled(_, sig, _) => {
                    // Die the same way, so that felt reports the bot's real end.
                    let _ = mask.thread_unblock();
                    let _ = nix::sys::signal::raise(sig);
                    128 + sig as i32
                }
                _ => 1,
            };
        }
        let mut stop = nix::unistd::getppid().as_raw() != felt_pid;
        #[cfg(target_os = "linux")]
        if let Some(fd) = &signals {
            while let Ok(Some(info)) = fd.read_signal() {
                // The parent-death signal also comes when the felt thread that started the
                // supervisor ends; only felt's own end (a new parent) counts.
                if info.ssi_signo != Signal::SIGUSR1 as u32 {
                    stop = true;
                }
            }
            stop |= nix::unistd::getppid().as_raw() != felt_pid;
        }
        if stop {
            end_all();
            return 128 + Signal::SIGTERM as i32;
        }
        std::thread::sleep(std::time::Duration::from_millis(10));
    }
}
