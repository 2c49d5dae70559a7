//! What went wrong in a configuration file, and where: the errors ([`ConfigError`],
//! [`Problem`]) and the file and line they point at. Lines come from the spans the toml
//! crate records for every key and value ([`KeySpans`]): a syntax or type error's span is
//! matched to the key written there, and a value felt cannot use is found by its key.

use std::fmt;
use std::io;
use std::ops::Range;
use std::path::PathBuf;

use thiserror::Error;
use toml::de::{DeTable, DeValue};

use super::paths::display_path;

/// Where in which file something went wrong.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Location {
    /// The file as shown to the user (the home directory written as `~`).
    pub file: String,
    /// 1-based line, when known.
    pub line: Option<usize>,
}

impl fmt::Display for Location {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.line {
            Some(line) => write!(f, "{}, line {line}", self.file),
            None => f.write_str(&self.file),
        }
    }
}

/// A well-formed configuration with a value felt cannot use.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error("{}{key} {message}", section.map(|t| format!("[{t}] ")).unwrap_or_default())]
pub struct Problem {
    /// The section (`[name]`) holding the key (`None` at the top level).
    pub section: Option<&'static str>,
    pub key: &'static str,
    /// What is wrong, in words that follow the key ("must be at least 1").
    pub message: String,
}

impl Problem {
    pub(super) fn new(
        section: Option<&'static str>,
        key: &'static str,
        message: impl Into<String>,
    ) -> Problem {
        Problem {
            section,
            key,
            message: message.into(),
        }
    }
}

/// Why a configuration file could not be used.
#[derive(Debug, Error)]
pub enum ConfigError {
    /// The file could not be read (an explicitly named file that does not exist included).
    #[error("cannot read {}: {source}", display_path(path))]
    Io {
        path: PathBuf,
        #[source]
        source: io::Error,
    },
    /// Not a regular file, too large, or not text (see [`crate::files`]).
    #[error(transparent)]
    File(crate::files::ReadError),
    /// Not valid TOML, or a value of the wrong type; `key` is the dotted key when known.
    #[error("{at}: {}{message}", key.as_ref().map(|k| format!("{k}: ")).unwrap_or_default())]
    Toml {
        at: Location,
        key: Option<String>,
        message: String,
    },
    /// A key felt does not know (often a typo).
    #[error("{at}: unknown key \"{key}\" {}{}", section_words(section.as_deref()), known_words(expected))]
    UnknownKey {
        at: Location,
        /// The dotted section name (`None` at the top level).
        section: Option<String>,
        key: String,
        /// The keys that section does know.
        expected: Vec<String>,
    },
    /// A value felt cannot use (a big blind of 0, an unknown bot, a key used twice).
    #[error("{at}: {problem}")]
    Invalid { at: Location, problem: Problem },
}

fn section_words(section: Option<&str>) -> String {
    match section {
        Some(t) => format!("in [{t}]"),
        None => "at the top level".to_string(),
    }
}

fn known_words(expected: &[String]) -> String {
    if expected.is_empty() {
        String::new()
    } else {
        format!(" (known keys: {})", expected.join(", "))
    }
}

/// Every key of a parsed file with its dotted path and the spans of the key and its value,
/// to say which key a byte of the file belongs to and on which line a key is written.
pub(super) struct KeySpans<'t> {
    text: &'t str,
    entries: Vec<Entry>,
}

/// One key as written.
struct Entry {
    /// The key's dotted path, outermost table first.
    path: Vec<String>,
    key: Range<usize>,
    /// The value's span, for a value that is not a table.
    value: Option<Range<usize>>,
}

impl<'t> KeySpans<'t> {
    /// The keys of `tree`, parsed from `text`.
    pub(super) fn new(text: &'t str, tree: &DeTable<'_>) -> KeySpans<'t> {
        let mut entries = Vec::new();
        collect(tree, &mut Vec::new(), &mut entries);
        KeySpans { text, entries }
    }

    /// A TOML syntax error, or a serde error from reading the parsed file, as a
    /// [`ConfigError`] naming the file as `name`, with the line and key it points at.
    pub(super) fn toml_error(&self, e: &toml::de::Error, name: &str) -> ConfigError {
        let start = e.span().map(|span| span.start);
        let at = Location {
            file: name.to_string(),
            line: start.map(|offset| self.line_of(offset)),
        };
        let path = e.span().and_then(|span| self.path_at(span));
        let message = e.message().trim();
        if let Some(rest) = message.strip_prefix("unknown field `")
            && let Some((key, expected)) = rest.split_once('`')
        {
            let section = path
                .filter(|p| p.len() > 1)
                .map(|p| p[..p.len() - 1].join("."));
            return ConfigError::UnknownKey {
                at,
                section,
                key: key.to_string(),
                expected: expected
                    .split('`')
                    .skip(1)
                    .step_by(2)
                    .map(str::to_string)
                    .collect(),
            };
        }
        ConfigError::Toml {
            at,
            key: path.map(|p| p.join(".")),
            message: reword_serde(message),
        }
    }

    /// `problem` in the file `name`, at the line of its key, or else of its table.
    pub(super) fn invalid(&self, problem: Problem, name: &str) -> ConfigError {
        let key: Vec<&str> = problem.section.into_iter().chain([problem.key]).collect();
        let line = self
            .key_line(&key)
            .or_else(|| self.key_line(&key[..key.len() - 1]));
        ConfigError::Invalid {
            at: Location {
                file: name.to_string(),
                line,
            },
            problem,
        }
    }

    /// The line where the key at `path` is written (a table's header, for a table).
    fn key_line(&self, path: &[&str]) -> Option<usize> {
        self.entries
            .iter()
            .find(|e| !path.is_empty() && e.path == path)
            .map(|e| self.line_of(e.key.start))
    }

    /// The path of the key at `span`: the key or value that holds its start, or else the
    /// innermost key written on its line, or else (a key written twice) the same key written
    /// before it.
    fn path_at(&self, span: Range<usize>) -> Option<&[String]> {
        let offset = span.start;
        let holds = |s: &Range<usize>| s.contains(&offset) || (s.is_empty() && s.start == offset);
        let line = self.line_of(offset);
        let written = self
            .text
            .get(span)
            .map(|t| t.trim().trim_matches(|c| c == '"' || c == '\''));
        let entries = || self.entries.iter().rev();
        entries()
            .find(|e| holds(&e.key) || e.value.as_ref().is_some_and(holds))
            .or_else(|| {
                entries()
                    .filter(|e| self.line_of(e.key.start) == line)
                    .max_by_key(|e| e.path.len())
            })
            .or_else(|| {
                entries().find(|e| {
                    e.key.start < offset
                        && written.is_some_and(|w| e.path.last().is_some_and(|k| k == w))
                })
            })
            .map(|e| e.path.as_slice())
    }

    /// The 1-based line holding byte `offset` of the text.
    fn line_of(&self, offset: usize) -> usize {
        let end = offset.min(self.text.len());
        self.text.as_bytes()[..end]
            .iter()
            .filter(|&&b| b == b'\n')
            .count()
            + 1
    }
}

/// Adds every key of `table`, inside the tables `path`, to `entries` (a table before its keys).
fn collect(table: &DeTable<'_>, path: &mut Vec<String>, entries: &mut Vec<Entry>) {
    for (key, value) in table.iter() {
        path.push(key.get_ref().to_string());
        let inner = match value.get_ref() {
            DeValue::Table(inner) => Some(inner),
            _ => None,
        };
        entries.push(Entry {
            path: path.clone(),
            key: key.span(),
            value: inner.is_none().then(|| value.span()),
        });
        if let Some(inner) = inner {
            collect(inner, path, entries);
        }
        path.pop();
    }
}

/// serde's "invalid type: string \"x\", expected u64" as "invalid type: found string \"x\",
/// expected u64".
fn reword_serde(message: &str) -> String {
    for prefix in ["invalid type: ", "invalid value: "] {
        if let Some(rest) = message.strip_prefix(prefix) {
            return format!("{prefix}found {rest}");
        }
    }
    message.to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn spans(text: &str) -> KeySpans<'_> {
        let (tree, errors) = DeTable::parse_recoverable(text);
        assert!(errors.is_empty(), "{errors:?}");
        KeySpans::new(text, tree.get_ref())
    }

    fn line(text: &str, section: &'static str, key: &'static str) -> Option<usize> {
        let problem = Problem::new(Some(section), key, "x");
        match spans(text).invalid(problem, "f") {
            ConfigError::Invalid { at, .. } => at.line,
            _ => None,
        }
    }

    #[test]
    fn lines_are_found_inside_their_table() {
        let text = "[holdem]\nstack = 1\n\n[auction]\nbig_blind = 0\nstack = 1\n";
        assert_eq!(line(text, "auction", "stack"), Some(6));
        assert_eq!(line(text, "auction", "small_blind"), Some(4));
        assert_eq!(
            line("sneak-peek.stack = 0\n", "sneak-peek", "stack"),
            Some(1)
        );
        assert_eq!(spans("a = 1\nb = 2\nc = 3").line_of(8), 2);
    }

    #[test]
    fn a_span_belongs_to_the_key_written_there() {
        let text = "[play]\nhands = 3\n[table]\npause_ms = \"fast\"\n";
        let s = spans(text);
        let at = |needle: &str| {
            let start = text.find(needle).unwrap_or(0);
            s.path_at(start..start + needle.len()).map(|p| p.join("."))
        };
        assert_eq!(at("\"fast\"").as_deref(), Some("table.pause_ms"));
        assert_eq!(at("hands").as_deref(), Some("play.hands"));
        assert_eq!(at("table]").as_deref(), Some("table"));
        let text = "[play]\nhands = 1\nhands = 2\n";
        let (tree, _) = DeTable::parse_recoverable(text);
        let s = KeySpans::new(text, tree.get_ref());
        assert_eq!(
            s.path_at(17..22).map(|p| p.join(".")).as_deref(),
            Some("play.hands")
        );
    }
}
