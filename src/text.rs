//! Untrusted text made safe to show: every string that comes from outside felt (a bot's
//! answers and output, names and fields in hand files, config strings, file names, the
//! errors that quote them) goes through [`printable`] before it reaches stdout, stderr or the
//! screen. Control characters (C0, DEL, C1 and the Unicode bidirectional and invisible
//! formatting marks) are shown as escapes (`\x1b`, `\u{202e}`), so no escape sequence can set
//! the terminal's title, clear it or move its cursor, and a line is capped at
//! [`LINE_CAP`] characters so that a huge field cannot flood the screen.

use std::fmt::Write;

/// The most characters of one untrusted line shown (longer lines end in `…`).
pub const LINE_CAP: usize = 240;

/// Whether `c` would be interpreted by a terminal or reorder or hide text rather than show a
/// glyph: C0 and C1 controls, DEL, bidirectional overrides and isolates, zero-width marks.
fn is_unsafe(c: char) -> bool {
    c.is_control()
        || matches!(
            c,
            '\u{200b}'..='\u{200f}'
                | '\u{2028}'..='\u{202e}'
                | '\u{2060}'..='\u{2069}'
                | '\u{feff}'
                | '\u{fff9}'..='\u{fffb}'
        )
}

/// `text` as one printable line: every control or formatting character shown as an escape
/// (`\x00`…`\x1f`, `\x7f`, `\u{9b}`, `\u{202e}`; a newline is `\n`, a tab `\t`), and at most
/// [`LINE_CAP`] characters kept, the rest replaced by `…`.
pub fn printable(text: &str) -> String {
    printable_capped(text, LINE_CAP)
}

/// [`printable`] with a cap of `cap` characters instead of [`LINE_CAP`].
pub fn printable_capped(text: &str, cap: usize) -> String {
    let mut out = String::with_capacity(text.len().min(cap * 4));
    for (shown, c) in text.chars().enumerate() {
        if shown >= cap {
            out.push('…');
            break;
        }
        if is_unsafe(c) {
            match c {
                '\n' => out.push_str("\\n"),
                '\t' => out.push_str("\\t"),
                '\r' => out.push_str("\\r"),
                c if (c as u32) < 0x80 => {
                    let _ = write!(out, "\\x{:02x}", c as u32);
                }
                c => {
                    let _ = write!(out, "\\u{{{:x}}}", c as u32);
                }
            }
        } else {
            out.push(c);
        }
    }
    out
}

/// Lossily decoded bytes (invalid UTF-8 becomes the replacement character) made
/// [`printable`].
pub fn printable_bytes(bytes: &[u8]) -> String {
    printable(&String::from_utf8_lossy(bytes))
}

/// The most characters of one line of a whole report kept by [`printable_text`] (tables are
/// wider than one untrusted string, and their untrusted parts are capped on their own).
pub const REPORT_LINE_CAP: usize = 2000;

/// Multi-line `text` (a report, a replay, a bot's log) with every line made printable (capped
/// at [`REPORT_LINE_CAP`]) and the newlines kept: the last gate before stdout or stderr.
pub fn printable_text(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for (i, line) in text.split('\n').enumerate() {
        if i > 0 {
            out.push('\n');
        }
        out.push_str(&printable_capped(line, REPORT_LINE_CAP));
    }
    out
}

/// A command's report made printable: JSON whole ([`printable_json`]), anything else line
/// by line ([`printable_text`]).
pub fn printable_report(text: &str, json: bool) -> String {
    if json {
        printable_json(text)
    } else {
        printable_text(text)
    }
}

/// JSON text made printable without breaking it: every control or formatting character
/// serde left raw (DEL, C1 controls, the bidi and zero-width marks; it escapes the rest) is
/// written as a `\uXXXX` escape, which is valid inside a JSON string (and serde writes them
/// nowhere else). No cap: a JSON report must stay whole to parse.
pub fn printable_json(json: &str) -> String {
    let mut out = String::with_capacity(json.len());
    for c in json.chars() {
        if is_unsafe(c) && c != '\n' {
            let mut units = [0u16; 2];
            for unit in c.encode_utf16(&mut units) {
                let _ = write!(out, "\\u{unit:04x}");
            }
        } else {
            out.push(c);
        }
    }
    out
}

/// `text` broken at spaces into lines of at most `width` characters (a word longer than
/// `width` keeps a line of its own).
pub fn wrap_words(text: &str, width: usize) -> Vec<String> {
    let mut lines: Vec<String> = Vec::new();
    for word in text.split_whitespace() {
        match lines.last_mut() {
            Some(line) if line.chars().count() + 1 + word.chars().count() <= width => {
                line.push(' ');
                line.push_str(word);
            }
            _ => lines.push(word.to_string()),
        }
    }
    lines
}

/// `prefix` then `text`, broken at spaces into rows of at most `width` columns, the rows after
/// the first indented under the start of `text` (or by four columns when the prefix takes
/// half the width or more).
pub fn wrap_hanging(prefix: &str, text: &str, width: usize) -> Vec<String> {
    let indent = prefix.chars().count();
    let indent = if indent * 2 >= width { 4 } else { indent };
    let mut rows: Vec<String> = vec![prefix.to_string()];
    let mut fresh = true;
    for word in text.split_whitespace() {
        let Some(row) = rows.last_mut() else {
            break;
        };
        let len = row.chars().count();
        let need = if fresh {
            len + word.chars().count()
        } else {
            len + 1 + word.chars().count()
        };
        if need <= width {
            if !fresh {
                row.push(' ');
            }
            row.push_str(word);
        } else {
            rows.push(format!("{}{word}", " ".repeat(indent)));
        }
        fresh = false;
    }
    rows
}

/// "1 mistake", "3 mistakes": a count with its noun, singular for one.
pub fn count(n: usize, noun: &str) -> String {
    if n == 1 {
        format!("1 {noun}")
    } else {
        format!("{n} {noun}s")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_hanging_wrap_keeps_its_prefix_and_indents_under_the_text() {
        let rows = wrap_hanging(
            "  49.9 lost  ",
            "hand 92 (turn): re-raising to 372 (all in, -49.9); best was folding (+0.0)",
            40,
        );
        assert_eq!(
            rows,
            [
                "  49.9 lost  hand 92 (turn): re-raising",
                "             to 372 (all in, -49.9);",
                "             best was folding (+0.0)",
            ]
        );
        assert!(rows.iter().all(|r| r.chars().count() <= 40));
        // A line that fits stays one row.
        assert_eq!(wrap_hanging("a ", "b c", 10), ["a b c"]);
    }

    #[test]
    fn words_wrap_at_spaces_to_the_width() {
        let lines = wrap_words("North is choosing which cards to keep", 33);
        assert_eq!(lines, ["North is choosing which cards to", "keep"]);
        assert_eq!(wrap_words("best bid 4 (East)", 40), ["best bid 4 (East)"]);
        // A word longer than the width keeps a line of its own.
        assert_eq!(
            wrap_words("a reverse-auction offer", 8),
            ["a", "reverse-auction", "offer"]
        );
        // Every game's line in `felt rules` fits beside its name in 80 columns.
        for v in crate::engine::VariantId::ALL {
            let lines = wrap_words(v.tagline(), 61);
            assert!(lines.iter().all(|l| l.chars().count() <= 61), "{lines:?}");
            assert_eq!(lines.join(" "), v.tagline());
        }
    }

    #[test]
    fn json_stays_whole_and_valid_however_long_and_whatever_a_bot_said() {
        let said = format!(
            "{}\u{9b}31m\u{7f}\u{202e}{}",
            "x".repeat(3000),
            every_control()
        );
        let json = serde_json::json!({ "note": said }).to_string();
        let shown = printable_json(&json);
        assert!(!shown.chars().any(is_unsafe), "{shown:?}");
        let back: serde_json::Value = serde_json::from_str(&shown).expect("still JSON");
        assert_eq!(back["note"].as_str(), Some(said.as_str()));
        // The report gate caps lines, which is why JSON does not go through it.
        assert!(printable_text(&json).len() < json.len());
    }

    /// Every C0 control, DEL and every C1 control, in one string.
    fn every_control() -> String {
        (0u32..0x20)
            .chain(0x7f..0xa0)
            .filter_map(char::from_u32)
            .collect()
    }

    #[test]
    fn every_control_character_is_shown_as_an_escape() {
        let shown = printable_capped(&every_control(), 10_000);
        assert!(!shown.chars().any(char::is_control), "{shown:?}");
        assert!(shown.starts_with("\\x00\\x01"), "{shown}");
        assert!(shown.contains("\\x1b") && shown.contains("\\x7f") && shown.contains("\\u{9b}"));
    }

    #[test]
    fn a_title_setting_sequence_becomes_plain_text() {
        assert_eq!(
            printable("\x1b]2;BOT-PWNED\x07\x1b[2J"),
            "\\x1b]2;BOT-PWNED\\x07\\x1b[2J"
        );
        assert_eq!(printable("evil\u{202e}txt.exe"), "evil\\u{202e}txt.exe");
        assert_eq!(printable("Alice Ng"), "Alice Ng");
    }

    #[test]
    fn long_lines_are_capped() {
        let long = "x".repeat(100_000);
        let shown = printable(&long);
        assert_eq!(shown.chars().count(), LINE_CAP + 1);
        assert!(shown.ends_with('…'));
    }
}
