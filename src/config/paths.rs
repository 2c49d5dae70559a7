//! Where felt's files live: the configuration file in the platform config directory, hand
//! histories and statistics in the platform data directory (or the file's `data_dir`, where
//! a leading `~` is the home directory), and paths shown with the home directory as `~`.

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
    /// directory), or else the platform data directory (for example `~/.local/share/felt`);
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

/// `path` with the home directory written as `~`, for messages.
pub(super) fn display_path(path: &Path) -> String {
    if let Some(home) = home()
        && let Ok(rest) = path.strip_prefix(&home)
    {
        return Path::new("~").join(rest).display().to_string();
    }
    path.display().to_string()
}

/// `dir` with a leading `~` replaced by the home directory.
fn expand_home(dir: &str) -> PathBuf {
    if dir == "~" {
        if let Some(home) = home() {
            return home;
        }
    } else if let Some(rest) = dir.strip_prefix("~/")
        && let Some(home) = home()
    {
        return home.join(rest);
    }
    PathBuf::from(dir)
}
