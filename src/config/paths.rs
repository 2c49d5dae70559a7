//! Where felt's files live: the configuration file in the platform config directory, hand
//! histories and statistics in the platform data directory (or the file's `data_dir`, where
//! a leading `~` is the home directory and `~name` the home directory of user `name`), and
//! paths shown (printable) with the home directory as `~`.

use std::path::{Path, PathBuf};

use directories::{BaseDirs, ProjectDirs};

use super::Config;

/// The name of the configuration file inside felt's config directory.
pub const FILE_NAME: &str = "config.toml";

impl Config {
    /// The default file: `config.toml` in the platform config directory (for example
    /// `~/.config/felt/config.toml`); `None` when the platform has no home directory.
    pub fn default_path() -> Option<PathBuf> {
        project_dirs().map(|dirs| dirs.config_dir().join(FILE_NAME))
    }

    /// Where hand histories and statistics go: `data_dir` (a leading `~` is the home
    /// directory, `~name` that of user `name`), or else the platform data directory (for example `~/.local/share/felt`);
    /// `None` when neither is known.
    pub fn data_dir(&self) -> Option<PathBuf> {
        match &self.data_dir {
            Some(dir) => Some(expand_home(dir)),
            None => project_dirs().map(|dirs| dirs.data_dir().to_path_buf()),
        }
    }
}

fn project_dirs() -> Option<ProjectDirs> {
    ProjectDirs::from("", "", "felt")
}

fn home() -> Option<PathBuf> {
    BaseDirs::new().map(|b| b.home_dir().to_path_buf())
}

/// `path` with the home directory written as `~`, made printable, for messages.
pub(super) fn display_path(path: &Path) -> String {
    if let Some(home) = home()
        && let Ok(rest) = path.strip_prefix(&home)
    {
        return crate::text::printable(&Path::new("~").join(rest).display().to_string());
    }
    crate::text::printable(&path.display().to_string())
}

/// For `~name` or `~name/rest`: the user `name` and the rest (`None` for `~`, `~/...` and
/// paths that do not start with `~`).
pub(super) fn tilde_user(dir: &str) -> Option<(&str, &str)> {
    let after = dir.strip_prefix('~')?;
    let (user, rest) = after.split_once('/').unwrap_or((after, ""));
    (!user.is_empty()).then_some((user, rest))
}

/// The home directory of user `name`, when the system knows the user.
pub(super) fn home_of(name: &str) -> Option<PathBuf> {
    nix::unistd::User::from_name(name)
        .ok()
        .flatten()
        .map(|u| u.dir)
}

/// `dir` with a leading `~` replaced by the home directory, and `~name` by user `name`'s
/// ([`Config::validate`] refuses a user the system does not know).
fn expand_home(dir: &str) -> PathBuf {
    if dir == "~" {
        if let Some(home) = home() {
            return home;
        }
    } else if let Some(rest) = dir.strip_prefix("~/")
        && let Some(home) = home()
    {
        return home.join(rest);
    } else if let Some((user, rest)) = tilde_user(dir)
        && let Some(home) = home_of(user)
    {
        return home.join(rest);
    }
    PathBuf::from(dir)
}
