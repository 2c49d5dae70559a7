//! Loading and saving the statistics file: read only as a regular file within
//! [`FileKind::Stats`]'s size limit, JSON written atomically, an unreadable file moved aside
//! (never overwritten), and read-change-write under an exclusive lock so that two tables open
//! at once both count.

use std::fs;
use std::io;
use std::os::unix::fs::OpenOptionsExt;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use thiserror::Error;

use super::PlayerStats;
use crate::files::{self, FileKind, ReadError};
use crate::history::write_atomically;
use crate::text::printable;

/// How long [`PlayerStats::update`] waits for another program's lock on the stats file
/// before it gives up (the hand is then kept to be saved later).
pub const LOCK_WAIT: Duration = Duration::from_secs(3);

/// A path for messages: printable.
fn shown(path: &Path) -> String {
    printable(&path.display().to_string())
}

/// Statistics read from disk, with a note for the player when the old file had to be set aside.
#[derive(Debug, Clone, PartialEq)]
pub struct LoadedStats {
    /// The statistics (empty for a new or unreadable file).
    pub stats: PlayerStats,
    /// Set when the file could not be read and was moved aside; says where, in plain words.
    pub warning: Option<String>,
}

/// Why the statistics file could not be read or written.
#[derive(Debug, Error)]
pub enum StatsError {
    #[error("could not read the stats file {}: {source}", shown(path))]
    Read {
        path: PathBuf,
        #[source]
        source: io::Error,
    },
    /// Not a regular file, or larger than the stats file's limit: refused, left in place.
    #[error("the stats file was not read: {0}")]
    File(ReadError),
    #[error(
        "the stats file {} is unreadable ({}) and could not be moved aside to {}: {source}",
        shown(path),
        printable(reason),
        shown(to)
    )]
    MoveAside {
        path: PathBuf,
        to: PathBuf,
        reason: String,
        #[source]
        source: io::Error,
    },
    #[error(
        "the stats file is locked by another program ({} held for more than {} s)",
        shown(path),
        waited.as_secs()
    )]
    Busy { path: PathBuf, waited: Duration },
    #[error("could not lock the stats file with {}: {source}", shown(path))]
    Lock {
        path: PathBuf,
        #[source]
        source: io::Error,
    },
    #[error("could not encode the stats: {0}")]
    Encode(#[source] serde_json::Error),
    #[error("could not write the stats file {}: {source}", shown(path))]
    Write {
        path: PathBuf,
        #[source]
        source: io::Error,
    },
}

impl PlayerStats {
    /// Reads the statistics from `path`. A missing file gives empty statistics. A file that
    /// cannot be parsed is renamed to `<name>.corrupt-<unix seconds>` beside it (never
    /// overwritten), and empty statistics come back with a warning saying so.
    ///
    /// # Errors
    /// [`StatsError::Read`] when the file exists but cannot be read; [`StatsError::File`]
    /// when it is not a regular file or is too large; [`StatsError::MoveAside`] when an
    /// unreadable file cannot be renamed.
    pub fn load(path: &Path) -> Result<LoadedStats, StatsError> {
        let bytes = match files::read(path, FileKind::Stats) {
            Ok(bytes) => bytes,
            Err(e) if e.is_not_found() => {
                return Ok(LoadedStats {
                    stats: PlayerStats::default(),
                    warning: None,
                });
            }
            Err(ReadError::Io { source, .. }) => {
                return Err(StatsError::Read {
                    path: path.to_path_buf(),
                    source,
                });
            }
            Err(e) => return Err(StatsError::File(e)),
        };
        // Counts that cannot be true are no more felt's than a file that does not parse.
        let reason = match serde_json::from_slice::<PlayerStats>(&bytes) {
            Ok(stats) => match stats.impossible() {
                None => {
                    return Ok(LoadedStats {
                        stats,
                        warning: None,
                    });
                }
                Some(why) => format!("impossible counts: {why}"),
            },
            Err(e) => e.to_string(),
        };
        let to = files::move_aside(path).map_err(|source| StatsError::MoveAside {
            path: path.to_path_buf(),
            to: path.with_extension("json.corrupt-*"),
            reason: reason.clone(),
            source,
        })?;
        Ok(LoadedStats {
            stats: PlayerStats::default(),
            // What happened and where the old file is first; the parser's reason, which can
            // be long, last.
            warning: Some(format!(
                "stats file {} was unreadable, so felt started fresh; the old file is kept beside it as {} ({})",
                shown(path),
                printable(
                    &to.file_name()
                        .map_or(String::new(), |n| n.to_string_lossy().into_owned())
                ),
                printable(&reason)
            )),
        })
    }

    /// Reads the statistics at `path`, applies `change` and writes them back, all while
    /// holding an exclusive lock on `<path>.lock`: concurrent sessions merge instead of the
    /// last save winning. Waits at most [`LOCK_WAIT`] for the lock. Returns the statistics as
    /// written (and a warning if the file was unreadable and moved aside).
    ///
    /// # Errors
    /// [`StatsError::Busy`] when another program holds the lock longer than [`LOCK_WAIT`],
    /// [`StatsError::Lock`] when the lock file cannot be opened or locked, and the errors of
    /// [`PlayerStats::load`] and [`PlayerStats::save`].
    pub fn update(
        path: &Path,
        change: impl FnOnce(&mut PlayerStats),
    ) -> Result<LoadedStats, StatsError> {
        PlayerStats::update_within(path, LOCK_WAIT, change)
    }

    /// [`PlayerStats::update`], waiting at most `wait` for the lock.
    ///
    /// # Errors
    /// As [`PlayerStats::update`].
    pub fn update_within(
        path: &Path,
        wait: Duration,
        change: impl FnOnce(&mut PlayerStats),
    ) -> Result<LoadedStats, StatsError> {
        use nix::fcntl::{Flock, FlockArg};
        let lock_path = path.with_extension("json.lock");
        if let Some(dir) = path.parent() {
            let _ = fs::create_dir_all(dir);
        }
        let lock_error = |source: io::Error| StatsError::Lock {
            path: lock_path.clone(),
            source,
        };
        // Without blocking: a FIFO in the lock file's place must not stall felt.
        let mut file = fs::OpenOptions::new()
            .create(true)
            .truncate(false)
            .write(true)
            .custom_flags(nix::fcntl::OFlag::O_NONBLOCK.bits())
            .open(&lock_path)
            .map_err(lock_error)?;
        let start = Instant::now();
        let _lock = loop {
            match Flock::lock(file, FlockArg::LockExclusiveNonblock) {
                Ok(lock) => break lock,
                Err((f, nix::errno::Errno::EWOULDBLOCK)) if start.elapsed() < wait => {
                    file = f;
                    std::thread::sleep(Duration::from_millis(20));
                }
                Err((_, nix::errno::Errno::EWOULDBLOCK)) => {
                    return Err(StatsError::Busy {
                        path: lock_path.clone(),
                        waited: wait,
                    });
                }
                Err((_, errno)) => return Err(lock_error(io::Error::from(errno))),
            }
        };
        let mut loaded = PlayerStats::load(path)?;
        change(&mut loaded.stats);
        loaded.stats.save(path)?;
        Ok(loaded)
    }

    /// Writes the statistics to `path` as pretty-printed JSON, atomically (a temporary file
    /// beside it, renamed into place), creating the folder if needed.
    ///
    /// # Errors
    /// [`StatsError::Encode`] if the statistics cannot be encoded; [`StatsError::Write`] when
    /// the file cannot be written.
    pub fn save(&self, path: &Path) -> Result<(), StatsError> {
        let mut json = serde_json::to_vec_pretty(self).map_err(StatsError::Encode)?;
        json.push(b'\n');
        write_atomically(path, &json).map_err(|source| StatsError::Write {
            path: path.to_path_buf(),
            source,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::stats::{DrillSession, STATS_FILE};

    #[test]
    fn drill_results_merge_under_the_lock() {
        let dir = std::env::temp_dir().join(format!("felt-drill-stats-{}", std::process::id()));
        let path = dir.join(STATS_FILE);
        for seed in [1, 2] {
            PlayerStats::update(&path, |s| {
                s.drill_mut("sneak-peek").record(DrillSession {
                    seed,
                    spots: 1,
                    ..DrillSession::default()
                });
            })
            .unwrap();
        }
        let loaded = PlayerStats::load(&path).unwrap().stats;
        assert_eq!(loaded.drill["sneak-peek"].spots, 2);
        let _ = fs::remove_dir_all(dir);
    }
}
