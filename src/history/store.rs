//! Where histories live on disk: one PHH file per hand, written atomically (a temporary file
//! renamed into place), so a crash or kill never leaves a half-written file. Temporary files
//! left by a process that died (`kill -9`) are removed when a table or an arena match opens
//! the folder again ([`remove_stale_temporaries`]); a failed write (a full disk) removes its
//! own. [`hand_files_in`] finds the hand files already in a folder.

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
    let written = (|| {
        let mut f = fs::File::create(&tmp)?;
        f.write_all(contents)?;
        f.sync_all()?;
        fs::rename(&tmp, path)
    })();
    // A full disk or a failed rename must not leave the temporary file behind.
    written.inspect_err(|_| {
        let _ = fs::remove_file(&tmp);
    })
}

/// Removes temporary files (`.NAME.PID.tmp`) in `dir` left by processes that no longer run.
/// Files of running processes (another felt writing right now) are left alone.
pub fn remove_stale_temporaries(dir: &Path) {
    let Ok(entries) = fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let name = entry.file_name();
        let Some(name) = name.to_str() else { continue };
        let Some(stem) = name.strip_prefix('.').and_then(|n| n.strip_suffix(".tmp")) else {
            continue;
        };
        let Some(pid) = stem.rsplit('.').next().and_then(|p| p.parse::<u32>().ok()) else {
            continue;
        };
        if !process_runs(pid) {
            let _ = fs::remove_file(entry.path());
        }
    }
}

/// Whether a process with id `pid` exists (not a zombie).
fn process_runs(pid: u32) -> bool {
    if pid == std::process::id() {
        return true;
    }
    let Ok(id) = i32::try_from(pid) else {
        return false;
    };
    match nix::sys::signal::kill(nix::unistd::Pid::from_raw(id), None) {
        Ok(()) => {
            fs::read_to_string(format!("/proc/{pid}/stat")).map_or(true, |s| !s.contains(") Z"))
        }
        Err(nix::errno::Errno::EPERM) => true,
        Err(_) => false,
    }
}

/// The hand files (regular files named `*.phh`) directly in `dir`, in name order; none when
/// the folder does not exist or cannot be read. The arena numbers its files from 1 in the
/// folder it is given, so it refuses a folder that holds some: a second match would write
/// over the first's files and leave the rest, and a review of the folder would mix the two.
/// (The table's store names its files after the time and the process, so its folder keeps
/// every match.)
pub fn hand_files_in(dir: &Path) -> Vec<PathBuf> {
    let Ok(entries) = fs::read_dir(dir) else {
        return Vec::new();
    };
    let mut found: Vec<PathBuf> = entries
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "phh") && crate::files::is_regular(p))
        .collect();
    found.sort();
    found
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
        self.save_text(meta.number.unwrap_or(0), &write(hand, meta))
    }

    /// Writes one hand's history, already written as `text`, as hand `number`; returns the
    /// file's path.
    ///
    /// # Errors
    /// The I/O error if the file cannot be written.
    pub fn save_text(&self, number: u32, text: &str) -> io::Result<PathBuf> {
        let path = self.dir.join(format!("{}-{number:06}.phh", self.prefix));
        // The error names the file, so a folder that cannot be written is found.
        write_atomically(&path, text.as_bytes()).map_err(|e| {
            io::Error::new(
                e.kind(),
                format!(
                    "{}: {e}",
                    crate::text::printable(&path.display().to_string())
                ),
            )
        })?;
        Ok(path)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hand_files_are_the_phh_files_in_the_folder_itself() {
        let dir = std::env::temp_dir().join(format!("felt-hand-files-{}", std::process::id()));
        let _ = fs::remove_dir_all(&dir);
        let _ = fs::create_dir_all(dir.join("sub"));
        assert!(hand_files_in(&dir).is_empty());
        assert!(hand_files_in(&dir.join("missing")).is_empty());
        // Bot logs, temporary files, folders and files further down are not hand files.
        for name in [
            "bot-1-seat0-0.log",
            ".auction-000001.phh.77.tmp",
            "sub/auction-000001.phh",
        ] {
            let _ = fs::write(dir.join(name), "x");
        }
        let _ = fs::create_dir_all(dir.join("folder.phh"));
        assert!(hand_files_in(&dir).is_empty());
        let _ = fs::write(dir.join("sneak-peek-000002.phh"), "x");
        let _ = fs::write(dir.join("sneak-peek-000001.phh"), "x");
        let names: Vec<String> = hand_files_in(&dir)
            .iter()
            .filter_map(|p| Some(p.file_name()?.to_str()?.to_string()))
            .collect();
        assert_eq!(names, ["sneak-peek-000001.phh", "sneak-peek-000002.phh"]);
        let _ = fs::remove_dir_all(&dir);
    }
}
