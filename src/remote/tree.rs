//! Ending a whole process tree: every descendant of a process, found by walking the process
//! table (`/proc` on Linux), not only its process group, so that a helper that called `setsid`
//! or double-forked into a session of its own is ended too. The tree is frozen first
//! (`SIGSTOP`, repeated until no new process appears) so that nothing forks while it is being
//! killed, then every process in it is sent `SIGKILL`. Signals go through `nix`; the process
//! table is read as plain files. Where there is no `/proc`, only the process group is ended.

use std::collections::BTreeSet;
use std::time::{Duration, Instant};

use nix::sys::signal::{Signal, kill, killpg};
use nix::sys::wait::{WaitPidFlag, WaitStatus, waitpid};
use nix::unistd::Pid;

/// The parent of every process in the process table, as (pid, parent pid) pairs. Empty where
/// the table cannot be read (no `/proc`).
fn process_table() -> Vec<(i32, i32)> {
    let Ok(entries) = std::fs::read_dir("/proc") else {
        return Vec::new();
    };
    entries
        .flatten()
        .filter_map(|e| e.file_name().to_str()?.parse::<i32>().ok())
        .filter_map(|pid| Some((pid, parent_of(pid)?)))
        .collect()
}

/// The parent pid of `pid` from `/proc/PID/stat` (the field after the state, which follows the
/// command name in parentheses; the name may itself hold spaces and parentheses).
fn parent_of(pid: i32) -> Option<i32> {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).ok()?;
    let rest = &stat[stat.rfind(')')? + 1..];
    rest.split_whitespace().nth(1)?.parse().ok()
}

/// Every live descendant of `root` (not `root` itself).
pub fn descendants(root: u32) -> BTreeSet<u32> {
    let Ok(root) = i32::try_from(root) else {
        return BTreeSet::new();
    };
    let table = process_table();
    let mut found: BTreeSet<i32> = BTreeSet::new();
    let mut frontier = vec![root];
    while let Some(parent) = frontier.pop() {
        for &(pid, ppid) in &table {
            if ppid == parent && pid != root && found.insert(pid) {
                frontier.push(pid);
            }
        }
    }
    found
        .into_iter()
        .filter_map(|p| u32::try_from(p).ok())
        .collect()
}

fn signal(pid: u32, sig: Signal) {
    if let Ok(id) = i32::try_from(pid) {
        let _ = kill(Pid::from_raw(id), sig);
    }
}

/// Freezes `root` (when `with_root`) and all its descendants with `SIGSTOP` until no new one
/// appears, then kills them all with `SIGKILL`, and kills `root`'s process group too. Returns
/// the descendants killed (so that a reaper can collect them).
pub fn end_tree(root: u32, with_root: bool) -> BTreeSet<u32> {
    if with_root {
        signal(root, Signal::SIGSTOP);
    }
    let mut frozen: BTreeSet<u32> = BTreeSet::new();
    // A bounded number of rounds: each round stops every process found, so a round finds new
    // ones only if they were forked before their parent stopped.
    for _ in 0..64 {
        let now = descendants(root);
        let fresh: Vec<u32> = now.difference(&frozen).copied().collect();
        if fresh.is_empty() {
            break;
        }
        for &pid in &fresh {
            signal(pid, Signal::SIGSTOP);
        }
        frozen.extend(fresh);
    }
    for &pid in &frozen {
        signal(pid, Signal::SIGKILL);
    }
    if with_root {
        signal(root, Signal::SIGKILL);
        if let Ok(id) = i32::try_from(root) {
            let _ = killpg(Pid::from_raw(id), Signal::SIGKILL);
        }
    }
    frozen
}

/// Kills the process group `group` (the group of a process felt started, which has exited).
pub fn kill_group(group: u32) {
    if let Ok(id) = i32::try_from(group) {
        let _ = killpg(Pid::from_raw(id), Signal::SIGKILL);
    }
}

/// Reaps those of `pids` that became children of this process (a subreaper adopts the orphans
/// of its descendants), waiting at most `limit` for them to exit.
pub fn reap(pids: &BTreeSet<u32>, limit: Duration) {
    let start = Instant::now();
    let mut left: Vec<u32> = pids.iter().copied().collect();
    while !left.is_empty() && start.elapsed() < limit {
        left.retain(|&pid| {
            let Ok(id) = i32::try_from(pid) else {
                return false;
            };
            match waitpid(Pid::from_raw(id), Some(WaitPidFlag::WNOHANG)) {
                Ok(WaitStatus::StillAlive) => true,
                Ok(_) => false,
                // Not (yet) a child of ours: keep it while it exists, as it may be adopted
                // once its parent is gone; someone else reaps it otherwise.
                Err(_) => {
                    std::path::Path::new(&format!("/proc/{pid}/stat")).exists()
                        && parent_of(id).is_some_and(|p| p != 1)
                }
            }
        });
        if !left.is_empty() {
            std::thread::sleep(Duration::from_millis(5));
        }
    }
}

#[cfg(all(test, target_os = "linux"))]
mod tests {
    use super::*;

    #[test]
    fn this_process_is_found_under_its_parent() {
        let me = std::process::id();
        let parent = u32::try_from(nix::unistd::getppid().as_raw()).unwrap_or(0);
        assert!(descendants(parent).contains(&me));
        assert!(!descendants(me).contains(&me));
    }
}
