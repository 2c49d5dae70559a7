//! What a competition bot is on disk, and what starts it: the two layouts ([`Layout`]: an MIT
//! Pokerbots folder with `commands.json`, an IIT Pokerbots 2026 Python file), the game a layout
//! implies (IIT's is Sneak Peek Hold'em; an MIT folder may be 2023 River of Blood or 2024
//! Auction Hold'em, so it implies none), and the command read from it ([`BotCommand`]).

use std::fs;
use std::io;
use std::path::{Path, PathBuf};

use super::LaunchError;
use crate::engine::VariantId;
use crate::files::{self, FileKind};

/// How a competition bot is laid out on disk.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Layout {
    /// MIT Pokerbots (2023 River of Blood, 2024 Auction Hold'em): a folder with
    /// `commands.json`.
    Mit,
    /// IIT Pokerbots 2026 (Sneak Peek Hold'em): a Python file, run as `python3 FILE PORT`.
    Iit,
}

impl Layout {
    /// The layout of the bot at `path` from its kind alone (a folder, or a `.py` file),
    /// without reading it; `None` when it is neither, or does not exist.
    pub fn of(path: &Path) -> Option<Layout> {
        if path.is_dir() {
            Some(Layout::Mit)
        } else if path.is_file() && path.extension().is_some_and(|e| e == "py") {
            Some(Layout::Iit)
        } else {
            None
        }
    }

    /// The game a bot of this layout was written for, when the layout tells: Sneak Peek
    /// Hold'em for IIT's; none for an MIT folder, which may be either of two years' games.
    pub fn game(self) -> Option<VariantId> {
        match self {
            Layout::Iit => Some(VariantId::SneakPeek),
            Layout::Mit => None,
        }
    }
}

/// How to run a bot: its command and folder.
#[derive(Debug, Clone)]
pub struct BotCommand {
    pub dir: PathBuf,
    pub build: Vec<String>,
    pub run: Vec<String>,
    /// A name for messages: the folder or file name.
    pub name: String,
}

impl BotCommand {
    /// Reads a bot folder (`commands.json` with `build` and `run`) or a `.py` file.
    ///
    /// # Errors
    /// [`LaunchError`] when the path does not exist or cannot be read, is neither, or its
    /// `commands.json` is broken.
    pub fn from_path(path: &Path) -> Result<BotCommand, LaunchError> {
        let abs = fs::canonicalize(path).map_err(|e| match e.kind() {
            io::ErrorKind::NotFound => LaunchError::Missing(path.to_path_buf()),
            _ => LaunchError::Unreadable {
                path: path.to_path_buf(),
                reason: e,
            },
        })?;
        let name = abs
            .file_stem()
            .map_or_else(|| "bot".to_string(), |n| n.to_string_lossy().into_owned());
        if abs.is_dir() {
            let file = abs.join("commands.json");
            let text = files::read_to_string(&file, FileKind::BotCommands).map_err(|e| {
                if e.is_not_found() {
                    LaunchError::NotABot(path.to_path_buf())
                } else {
                    LaunchError::Commands {
                        path: file.clone(),
                        reason: e.to_string(),
                    }
                }
            })?;
            let json: serde_json::Value =
                serde_json::from_str(&text).map_err(|e| LaunchError::Commands {
                    path: file.clone(),
                    reason: e.to_string(),
                })?;
            if !json.is_object() {
                return Err(LaunchError::Commands {
                    path: file,
                    reason: "it should be a JSON object with a \"run\" list (and an optional \"build\" list)".to_string(),
                });
            }
            let list = |key: &str| -> Result<Vec<String>, LaunchError> {
                match &json[key] {
                    serde_json::Value::Null => Ok(Vec::new()),
                    serde_json::Value::Array(a) => a
                        .iter()
                        .map(|v| v.as_str().map(String::from))
                        .collect::<Option<Vec<_>>>()
                        .ok_or_else(|| LaunchError::Commands {
                            path: file.clone(),
                            reason: format!("\"{key}\" must be a list of strings"),
                        }),
                    _ => Err(LaunchError::Commands {
                        path: file.clone(),
                        reason: format!("\"{key}\" must be a list of strings"),
                    }),
                }
            };
            let run = list("run")?;
            if run.is_empty() {
                return Err(LaunchError::Commands {
                    path: file,
                    reason: "\"run\" is missing or empty".to_string(),
                });
            }
            return Ok(BotCommand {
                dir: abs,
                build: list("build")?,
                run,
                name,
            });
        }
        if abs.extension().is_some_and(|e| e == "py") {
            let dir = abs
                .parent()
                .map_or_else(|| PathBuf::from("."), Path::to_path_buf);
            return Ok(BotCommand {
                dir,
                build: Vec::new(),
                run: vec!["python3".to_string(), abs.to_string_lossy().into_owned()],
                name,
            });
        }
        Err(LaunchError::NotABot(path.to_path_buf()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_iit_python_file_implies_sneak_peek_and_an_mit_folder_nothing() {
        let dir = std::env::temp_dir().join(format!("felt-layout-{}", std::process::id()));
        let _ = fs::remove_dir_all(&dir);
        let _ = fs::create_dir_all(&dir);
        let file = dir.join("v9.3.py");
        let _ = fs::write(&file, "print()\n");
        assert_eq!(Layout::of(&file), Some(Layout::Iit));
        assert_eq!(
            Layout::of(&file).and_then(Layout::game),
            Some(VariantId::SneakPeek)
        );
        assert_eq!(Layout::of(&dir), Some(Layout::Mit));
        assert_eq!(Layout::Mit.game(), None);
        assert_eq!(Layout::of(&dir.join("notes.txt")), None);
        assert_eq!(Layout::of(&dir.join("missing.py")), None);
        let _ = fs::remove_dir_all(&dir);
    }

    #[test]
    fn a_path_that_does_not_exist_is_said_to_be_missing() {
        let e = BotCommand::from_path(Path::new("/nonexistent/bot.py"))
            .err()
            .map(|e| e.to_string());
        assert_eq!(e.as_deref(), Some("/nonexistent/bot.py does not exist"));
    }
}
