//! Game logs written by the official competition engines (MIT Pokerbots 2023 and 2024
//! `gamelog.txt`, IIT Pokerbots 2026 `logs/*.glog`), read into felt hands.

use std::path::Path;

use super::loaded::{LoadError, LoadedHand};

/// True when `text` is a game log of an official engine.
pub fn is_official_log(_text: &str) -> bool {
    false
}

/// The rounds of a game log as felt hands.
///
/// # Errors
/// [`LoadError::Log`] naming the file and line of anything that cannot be understood.
pub fn parse(path: &Path, _text: &str) -> Result<Vec<LoadedHand>, LoadError> {
    Err(LoadError::Unknown {
        file: path.display().to_string(),
    })
}
