//! Loading and saving the statistics file: JSON written atomically, an unreadable file moved
//! aside (never overwritten), and read-change-write under an exclusive lock so that two tables
//! open at once both count.

use std::fs;
use std::io;
use std::path::{Path, PathBuf};
use std::time::{SystemTime, UNIX_EPOCH};

use thiserror::Error;

use super::{PlayerStats, STATS_FILE};
use crate::history::write_atomically;

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
    #[error("could not read the stats file {}: {source}", path.display())]
    Read {
        path: PathBuf,
        #[source]
        source: io::Error,
    },
    #[error(
        "the stats file {} is unreadable ({reason}) and could not be moved aside to {}: {source}",
        path.display(),
        to.display()
    )]
    MoveAside {
        path: PathBuf,
        to: PathBuf,
        reason: String,
        #[source]
        source: io::Error,
    },
    #[error("could not lock the stats file with {}: {source}", path.display())]
    Lock {
        path: PathBuf,
        #[source]
        source: io::Error,
    },
    #[error("could not encode the stats: {0}")]
    Encode(#[source] serde_json::Error),
    #[error("could not write the stats file {}: {source}", path.display())]
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
    /// [`StatsError::Read`] when the file exists but cannot be read;
    /// [`StatsError::MoveAside`] when an unreadable file cannot be renamed.
    pub fn load(path: &Path) -> Result<LoadedStats, StatsError> {
        let bytes = match fs::read(path) {
            Ok(bytes) => bytes,
            Err(e) if e.kind() == io::ErrorKind::NotFound => {
                return Ok(LoadedStats {
                    stats: PlayerStats::default(),
                    warning: None,
                });
            }
            Err(source) => {
                return Err(StatsError::Read {
                    path: path.to_path_buf(),
                    source,
                });
            }
        };
        let reason = match serde_json::from_slice::<PlayerStats>(&bytes) {
            Ok(stats) => {
                return Ok(LoadedStats {
                    stats,
                    warning: None,
                });
            }
            Err(e) => e.to_string(),
        };
        let to = corrupt_path(path);
        fs::rename(path, &to).map_err(|source| StatsError::MoveAside {
            path: path.to_path_buf(),
            to: to.clone(),
            reason: reason.clone(),
            source,
        })?;
        Ok(LoadedStats {
            stats: PlayerStats::default(),
            warning: Some(format!(
                "stats file {} was unreadable ({reason}); moved it to {} and started fresh",
                path.display(),
                to.display()
            )),
        })
    }

    /// Reads the statistics at `path`, applies `change` and writes them back, all while
    /// holding an exclusive lock on `<path>.lock`: concurrent sessions merge instead of the
    /// last save winning. Returns the statistics as written (and a warning if the file was
    /// unreadable and moved aside).
    ///
    /// # Errors
    /// [`StatsError::Lock`] when the lock file cannot be opened or locked, and the errors of
    /// [`PlayerStats::load`] and [`PlayerStats::save`].
    pub fn update(
        path: &Path,
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
        let file = fs::OpenOptions::new()
            .create(true)
            .truncate(false)
            .write(true)
            .open(&lock_path)
            .map_err(lock_error)?;
        let _lock = Flock::lock(file, FlockArg::LockExclusive)
            .map_err(|(_, errno)| lock_error(io::Error::from(errno)))?;
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

/// `<name>.corrupt-<unix seconds>` beside `path`, with `-2`, `-3`, ... added if taken.
fn corrupt_path(path: &Path) -> PathBuf {
    let secs = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_secs());
    let name = path
        .file_name()
        .map_or_else(|| STATS_FILE.into(), |n| n.to_string_lossy());
    let base = path.with_file_name(format!("{name}.corrupt-{secs}"));
    let mut candidate = base.clone();
    let mut n = 2;
    while candidate.exists() {
        candidate = path.with_file_name(format!("{name}.corrupt-{secs}-{n}"));
        n += 1;
    }
    candidate
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::stats::DrillSession;

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
