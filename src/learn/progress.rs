//! What the player has finished of the tutorial, kept in `learn.json` in felt's data folder
//! and written atomically.

use std::collections::BTreeSet;
use std::fs;
use std::io;
use std::path::Path;

use serde::{Deserialize, Serialize};

use crate::history::write_atomically;

use super::*;

/// Which lessons the player has finished.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct LearnProgress {
    #[serde(default)]
    pub done: BTreeSet<String>,
}

impl LearnProgress {
    /// Reads the progress; a missing or unreadable file is no progress.
    ///
    /// # Errors
    /// [`LearnError::Read`] when the file exists but cannot be read.
    pub fn load(path: &Path) -> Result<LearnProgress, LearnError> {
        match fs::read(path) {
            Ok(bytes) => Ok(serde_json::from_slice(&bytes).unwrap_or_default()),
            Err(e) if e.kind() == io::ErrorKind::NotFound => Ok(LearnProgress::default()),
            Err(source) => Err(LearnError::Read {
                path: path.display().to_string(),
                source,
            }),
        }
    }

    /// Writes the progress atomically.
    ///
    /// # Errors
    /// [`LearnError::Write`] when the file cannot be written.
    pub fn save(&self, path: &Path) -> Result<(), LearnError> {
        let write_error = |source| LearnError::Write {
            path: path.display().to_string(),
            source,
        };
        let json = serde_json::to_vec_pretty(self)
            .map_err(|e| write_error(io::Error::other(e.to_string())))?;
        write_atomically(path, &json).map_err(write_error)
    }
}
