//! What the player has finished of the tutorial, kept in `learn.json` in felt's data folder
//! and written atomically. The file is read only as a regular file within
//! [`FileKind::LearnProgress`]'s limit; a damaged one (bad JSON, wrong types, binary) is moved
//! aside as `learn.json.corrupt-<unix seconds>` with a message, never overwritten.

use std::collections::BTreeSet;
use std::io;
use std::path::Path;

use serde::{Deserialize, Serialize};

use crate::files::{self, FileKind, ReadError};
use crate::history::write_atomically;
use crate::text::printable;

use super::*;

/// Which lessons the player has finished.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct LearnProgress {
    #[serde(default)]
    pub done: BTreeSet<String>,
}

/// Progress read from disk, with a note for the player when a damaged file was set aside.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct LoadedProgress {
    /// The progress (none for a new or damaged file).
    pub progress: LearnProgress,
    /// Set once, when a damaged file was moved aside: says where, in plain words.
    pub warning: Option<String>,
}

impl LearnProgress {
    /// Reads the progress. A missing file is no progress. A damaged file (not JSON, wrong
    /// types, binary) is renamed to `learn.json.corrupt-<unix seconds>` beside it and no
    /// progress comes back with a warning saying so (the next load finds no file: the warning
    /// is given once).
    ///
    /// # Errors
    /// [`LearnError::Read`] when the file exists but cannot be read, is not a regular file or
    /// is larger than its limit; [`LearnError::MoveAside`] when a damaged file cannot be
    /// renamed.
    pub fn load(path: &Path) -> Result<LoadedProgress, LearnError> {
        let shown = || printable(&path.display().to_string());
        let bytes = match files::read(path, FileKind::LearnProgress) {
            Ok(bytes) => bytes,
            Err(e) if e.is_not_found() => return Ok(LoadedProgress::default()),
            Err(ReadError::Io { source, .. }) => {
                return Err(LearnError::Read {
                    path: shown(),
                    source,
                });
            }
            Err(e) => return Err(LearnError::File(e)),
        };
        let reason = match serde_json::from_slice::<LearnProgress>(&bytes) {
            Ok(progress) => {
                return Ok(LoadedProgress {
                    progress,
                    warning: None,
                });
            }
            Err(e) => e.to_string(),
        };
        let to = files::move_aside(path).map_err(|source| LearnError::MoveAside {
            path: shown(),
            reason: printable(&reason),
            source,
        })?;
        Ok(LoadedProgress {
            progress: LearnProgress::default(),
            warning: Some(format!(
                "tutorial progress {} was unreadable, so felt started fresh; the old file is kept beside it as {} ({})",
                shown(),
                printable(
                    &to.file_name()
                        .map_or(String::new(), |n| n.to_string_lossy().into_owned())
                ),
                printable(&reason)
            )),
        })
    }

    /// Writes the progress atomically.
    ///
    /// # Errors
    /// [`LearnError::Write`] when the file cannot be written.
    pub fn save(&self, path: &Path) -> Result<(), LearnError> {
        let write_error = |source| LearnError::Write {
            path: printable(&path.display().to_string()),
            source,
        };
        let json = serde_json::to_vec_pretty(self)
            .map_err(|e| write_error(io::Error::other(e.to_string())))?;
        write_atomically(path, &json).map_err(write_error)
    }
}
