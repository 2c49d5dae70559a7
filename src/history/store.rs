//! Where histories live on disk: one PHH file per hand, written atomically (a temporary file
//! renamed into place), so a crash or kill never leaves a half-written file.

use std::fs;
use std::io::{self, Write};
use std::path::{Path, PathBuf};

use crate::engine::Hand;

use super::phh::{HandMeta, write};

/// Writes `contents` to `path` by writing a temporary file beside it and renaming it.
///
/// # Errors
/// The underlying I/O error.
pub fn write_atomically(path: &Path, contents: &[u8]) -> io::Result<()> {
    let dir = path.parent().unwrap_or(Path::new("."));
    fs::create_dir_all(dir)?;
    let name = path.file_name().and_then(|n| n.to_str()).unwrap_or("file");
    let tmp = dir.join(format!(".{name}.{}.tmp", std::process::id()));
    {
        let mut f = fs::File::create(&tmp)?;
        f.write_all(contents)?;
        f.sync_all()?;
    }
    fs::rename(&tmp, path).inspect_err(|_| {
        let _ = fs::remove_file(&tmp);
    })
}

/// A folder of hand histories: `<dir>/<prefix>-<hand number>.phh`.
#[derive(Debug, Clone)]
pub struct HistoryStore {
    dir: PathBuf,
    prefix: String,
}

impl HistoryStore {
    /// A store writing into `dir`, naming files `<prefix>-<number>.phh`.
    pub fn new(dir: impl Into<PathBuf>, prefix: impl Into<String>) -> HistoryStore {
        HistoryStore {
            dir: dir.into(),
            prefix: prefix.into(),
        }
    }

    /// The folder.
    pub fn dir(&self) -> &Path {
        &self.dir
    }

    /// Writes one hand; returns the file's path.
    ///
    /// # Errors
    /// The I/O error if the file cannot be written.
    pub fn save(&self, hand: &Hand, meta: &HandMeta) -> io::Result<PathBuf> {
        let number = meta.number.unwrap_or(0);
        let path = self.dir.join(format!("{}-{number:06}.phh", self.prefix));
        write_atomically(&path, write(hand, meta).as_bytes())?;
        Ok(path)
    }
}
