//! Reading a file felt did not necessarily write (its own data files, which may be damaged or
//! replaced, and hand histories and configs from others) without ever hanging or running out
//! of memory: only a regular file is read (its type is checked before it is opened, and again
//! on the open handle), it is opened without blocking (`O_NONBLOCK`, so a FIFO put in its place
//! cannot stall felt), and at most a per-kind size limit is read, named in the error when the
//! file is larger.

use std::fmt;
use std::fs::{self, File};
use std::io::{self, Read};
use std::os::unix::fs::{FileTypeExt, OpenOptionsExt};
use std::path::{Path, PathBuf};

use thiserror::Error;

use crate::text::printable;

/// What a file holds, which sets how large it may be.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FileKind {
    /// `stats.json`: hands, bankroll history (5,000 entries) and drill sessions (500).
    Stats,
    /// `learn.json`: the tutorial's finished lessons.
    LearnProgress,
    /// `config.toml`.
    Config,
    /// A hand history (PHH or an official game log).
    HandFile,
    /// A hosted bot's `commands.json`.
    BotCommands,
    /// `last-choice.json`: the game and bot chosen last time.
    LastChoice,
}

impl FileKind {
    /// The largest file of this kind felt reads, in bytes: generous for real use.
    pub fn limit(self) -> u64 {
        match self {
            FileKind::Stats => 32 * MIB,
            FileKind::LearnProgress | FileKind::Config => MIB,
            FileKind::HandFile => 4 * MIB,
            FileKind::BotCommands | FileKind::LastChoice => 64 * 1024,
        }
    }

    /// The kind's name in messages.
    pub fn name(self) -> &'static str {
        match self {
            FileKind::Stats => "statistics file",
            FileKind::LearnProgress => "learn progress file",
            FileKind::Config => "config file",
            FileKind::HandFile => "hand file",
            FileKind::BotCommands => "commands.json",
            FileKind::LastChoice => "last choice file",
        }
    }
}

const MIB: u64 = 1024 * 1024;

/// A size in bytes for messages: "4 MiB", "64 KiB".
struct Size(u64);

impl fmt::Display for Size {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.0 >= MIB && self.0.is_multiple_of(MIB) {
            write!(f, "{} MiB", self.0 / MIB)
        } else if self.0 >= 1024 && self.0.is_multiple_of(1024) {
            write!(f, "{} KiB", self.0 / 1024)
        } else {
            write!(f, "{} bytes", self.0)
        }
    }
}

/// Why a file was not read.
#[derive(Debug, Error)]
pub enum ReadError {
    #[error("{} is {what}, not a regular file; felt reads only regular files", shown(.path))]
    NotRegular { path: PathBuf, what: &'static str },
    #[error("{} is larger than the {} limit for a {}", shown(.path), Size(.kind.limit()), .kind.name())]
    TooLarge { path: PathBuf, kind: FileKind },
    #[error("{} is not valid UTF-8 text", shown(.path))]
    NotText { path: PathBuf },
    #[error("cannot read {}: {source}", shown(.path))]
    Io { path: PathBuf, source: io::Error },
}

impl ReadError {
    /// True when the file does not exist (often not an error: nothing saved yet).
    pub fn is_not_found(&self) -> bool {
        matches!(self, ReadError::Io { source, .. } if source.kind() == io::ErrorKind::NotFound)
    }
}

/// A path as messages show it: printable.
fn shown(path: &Path) -> String {
    printable(&path.display().to_string())
}

/// What a file type that is not a regular file is, for messages.
fn describe(t: fs::FileType) -> &'static str {
    if t.is_dir() {
        "a folder"
    } else if t.is_fifo() {
        "a named pipe (FIFO)"
    } else if t.is_char_device() || t.is_block_device() {
        "a device"
    } else if t.is_socket() {
        "a socket"
    } else {
        "not a regular file"
    }
}

/// Reads `path` as a file of `kind`: only a regular file, opened without blocking, at most
/// [`FileKind::limit`] bytes.
///
/// # Errors
/// [`ReadError`]: not a regular file, too large (naming the kind and its limit), or an I/O
/// error ([`ReadError::is_not_found`] for a missing file).
pub fn read(path: &Path, kind: FileKind) -> Result<Vec<u8>, ReadError> {
    let io_err = |source| ReadError::Io {
        path: path.to_path_buf(),
        source,
    };
    let check = |meta: &fs::Metadata| {
        if !meta.file_type().is_file() {
            return Err(ReadError::NotRegular {
                path: path.to_path_buf(),
                what: describe(meta.file_type()),
            });
        }
        if meta.len() > kind.limit() {
            return Err(ReadError::TooLarge {
                path: path.to_path_buf(),
                kind,
            });
        }
        Ok(())
    };
    // The type before opening (opening a FIFO for reading would wait for a writer)...
    check(&fs::metadata(path).map_err(io_err)?)?;
    let mut file = File::options()
        .read(true)
        .custom_flags(nix::fcntl::OFlag::O_NONBLOCK.bits())
        .open(path)
        .map_err(io_err)?;
    // ...and again on what was opened, in case the file was swapped in between.
    check(&file.metadata().map_err(io_err)?)?;
    let mut bytes = Vec::new();
    (&mut file)
        .take(kind.limit() + 1)
        .read_to_end(&mut bytes)
        .map_err(io_err)?;
    if bytes.len() as u64 > kind.limit() {
        return Err(ReadError::TooLarge {
            path: path.to_path_buf(),
            kind,
        });
    }
    Ok(bytes)
}

/// [`read`] as UTF-8 text.
///
/// # Errors
/// As [`read`], and [`ReadError::NotText`] for invalid UTF-8.
pub fn read_to_string(path: &Path, kind: FileKind) -> Result<String, ReadError> {
    String::from_utf8(read(path, kind)?).map_err(|_| ReadError::NotText {
        path: path.to_path_buf(),
    })
}

/// Moves a damaged data file aside, never overwriting anything: `path` becomes
/// `<name>.corrupt-<unix seconds>` beside it (with `-2`, `-3`, ... added if taken). Returns
/// where it went.
///
/// # Errors
/// The I/O error of the rename.
pub fn move_aside(path: &Path) -> io::Result<PathBuf> {
    let secs = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs());
    let name = path
        .file_name()
        .map_or_else(|| "file".into(), |n| n.to_string_lossy());
    let mut to = path.with_file_name(format!("{name}.corrupt-{secs}"));
    let mut n = 2;
    while fs::symlink_metadata(&to).is_ok() {
        to = path.with_file_name(format!("{name}.corrupt-{secs}-{n}"));
        n += 1;
    }
    fs::rename(path, &to)?;
    Ok(to)
}

/// Whether `path` is a regular file (following symbolic links), without opening it.
pub fn is_regular(path: &Path) -> bool {
    fs::metadata(path).is_ok_and(|m| m.file_type().is_file())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn temp(tag: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("felt-files-{}-{tag}", std::process::id()));
        let _ = fs::remove_dir_all(&dir);
        let _ = fs::create_dir_all(&dir);
        dir
    }

    #[test]
    fn a_device_is_refused_before_it_is_read() {
        let dir = temp("device");
        let link = dir.join("stats.json");
        let _ = std::os::unix::fs::symlink("/dev/zero", &link);
        let e = read(&link, FileKind::Stats).err().map(|e| e.to_string());
        assert!(
            e.as_deref().is_some_and(|e| e.contains("a device")),
            "{e:?}"
        );
        let _ = fs::remove_dir_all(&dir);
    }

    #[test]
    fn a_fifo_is_refused_without_blocking() {
        let dir = temp("fifo");
        let fifo = dir.join("learn.json");
        assert!(nix::unistd::mkfifo(&fifo, nix::sys::stat::Mode::S_IRWXU).is_ok());
        let e = read(&fifo, FileKind::LearnProgress)
            .err()
            .map(|e| e.to_string());
        assert!(e.as_deref().is_some_and(|e| e.contains("FIFO")), "{e:?}");
        let _ = fs::remove_dir_all(&dir);
    }

    #[test]
    fn a_file_over_its_kinds_limit_is_refused_naming_the_limit() {
        let dir = temp("large");
        let big = dir.join("config.toml");
        let _ = fs::write(&big, vec![b'#'; (MIB + 1) as usize]);
        let e = read(&big, FileKind::Config).err().map(|e| e.to_string());
        assert!(
            e.as_deref()
                .is_some_and(|e| e.contains("1 MiB limit for a config file")),
            "{e:?}"
        );
        let ok = dir.join("small.toml");
        let _ = fs::write(&ok, "a = 1\n");
        assert_eq!(
            read_to_string(&ok, FileKind::Config).ok().as_deref(),
            Some("a = 1\n")
        );
        let _ = fs::remove_dir_all(&dir);
    }
}
