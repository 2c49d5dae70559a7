//! Hands loaded from a file whatever its kind: a felt PHH file (one hand), or a game log written
//! by an official competition engine (many rounds; see [`super::official`]). The kind is told
//! by the file's content, not its name. Each hand comes with the names of its seats and where
//! it came from, so a report can point back at it (`felt replay FILE --hand N`).

use std::path::{Path, PathBuf};

use thiserror::Error;

use crate::engine::{Hand, Seat};

use super::graded::{TableGrade, coached_seat};

use super::phh::HistoryError;

/// One heads-up hand read from a file.
#[derive(Debug, Clone)]
pub struct LoadedHand {
    /// The hand, rebuilt through felt's engine.
    pub hand: Hand,
    /// The seats' names (seat 0, the small blind and button, first).
    pub names: [String; 2],
    /// The file it came from.
    pub source: PathBuf,
    /// Its number: a PHH file's `hand` (1 when it has none), the round number in a game log.
    pub number: u32,
    /// The grades the table's coach showed one seat, when the hand was played with teaching
    /// on (see [`super::graded`]).
    pub table_grades: Option<(Seat, Vec<TableGrade>)>,
    /// The decisions felt played in a hosted bot's place (see [`super::phh`]), each as the
    /// number of events the engine had recorded before it: not the bot's own.
    pub played_for: Vec<usize>,
}

/// Why a file's hands cannot be loaded.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum LoadError {
    /// A felt hand file that cannot be replayed.
    #[error("{file}: {error}")]
    Phh { file: String, error: HistoryError },
    /// A game log with a line that cannot be understood or that the rules forbid.
    #[error("{file}, line {line}: {message}")]
    Log {
        file: String,
        line: usize,
        message: String,
    },
    /// Neither a hand file nor a game log felt knows.
    #[error("{file}: not a felt hand file nor an official engine's game log")]
    Unknown { file: String },
}

/// The hands of `text`, read from the file at `path` (the path only names them).
///
/// # Errors
/// [`LoadError`] naming the file (and for a game log the line) when the text cannot be read.
pub fn load_text(path: &Path, text: &str) -> Result<Vec<LoadedHand>, LoadError> {
    if super::official::is_official_log(text) {
        return super::official::parse(path, text);
    }
    load_phh(path, text)
}

/// As [`load_text`], but a game log that stops short of its end gives its complete rounds,
/// with a sentence saying where it stops (see [`super::official::parse_allowing_cut`]).
///
/// # Errors
/// As [`load_text`].
pub fn load_text_allowing_cut(
    path: &Path,
    text: &str,
) -> Result<(Vec<LoadedHand>, Option<String>), LoadError> {
    if super::official::is_official_log(text) {
        let (hands, cut) = super::official::parse_allowing_cut(path, text)?;
        let note = cut.map(|c| c.describe(path, hands.len()));
        return Ok((hands, note));
    }
    Ok((load_phh(path, text)?, None))
}

/// A felt hand file's one hand.
fn load_phh(path: &Path, text: &str) -> Result<Vec<LoadedHand>, LoadError> {
    let file = path.display().to_string();
    let looks_like_phh = text.contains("actions") && text.contains("starting_stacks");
    if !looks_like_phh {
        return Err(LoadError::Unknown { file });
    }
    let hand = super::replay(text).map_err(|error| LoadError::Phh {
        file: file.clone(),
        error,
    })?;
    let file_fields = super::read(text).ok();
    let number = file_fields.as_ref().and_then(|f| f.hand).unwrap_or(1);
    let played_for = file_fields
        .as_ref()
        .and_then(|f| f.felt_played_for.clone())
        .unwrap_or_default();
    let table_grades = file_fields.as_ref().and_then(|f| {
        let seat = coached_seat(f.felt_coached.as_deref()?)?;
        Some((seat, f.felt_coach.clone()?))
    });
    let names = file_fields
        .and_then(|f| f.players)
        .filter(|p| p.len() == 2)
        // PHH lists the big blind first (p1), felt's seat 0 is the small blind.
        .map_or_else(
            || ["seat 0".to_string(), "seat 1".to_string()],
            |p| [p[1].clone(), p[0].clone()],
        );
    Ok(vec![LoadedHand {
        hand,
        names,
        source: path.to_path_buf(),
        number,
        table_grades,
        played_for,
    }])
}
