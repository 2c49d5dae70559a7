//! Which official engine wrote a log, told by its first line, and what follows from that: the
//! game, the starting stack (the engines never write it: it is their `STARTING_STACK`), and
//! the engine's own wording for blinds, deals and the auction.

use crate::engine::{Chips, VariantId};

use super::error::LogError;

/// An official competition engine whose game logs felt reads.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Dialect {
    /// MIT Pokerbots 2023 (`6.176`): River of Blood, stacks 400, blinds 1/2.
    Mit2023,
    /// MIT Pokerbots 2024 (`6.9630`): Auction Hold'em, stacks 400, blinds 1/2.
    Mit2024,
    /// IIT Pokerbots 2026 (a date line): Sneak Peek Hold'em, stacks 5000, blinds 10/20.
    Iit2026,
}

/// The engine's header: which engine, and the two names as written (`A vs B`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Header<'a> {
    pub dialect: Dialect,
    pub names: [&'a str; 2],
}

const MIT_MARK: &str = " MIT Pokerbots - ";

impl Dialect {
    /// The game this engine deals.
    pub fn variant(self) -> VariantId {
        match self {
            Dialect::Mit2023 => VariantId::RiverOfBlood,
            Dialect::Mit2024 => VariantId::Auction,
            Dialect::Iit2026 => VariantId::SneakPeek,
        }
    }

    /// Every seat's stack at the start of a round: the engine's `STARTING_STACK`, which its
    /// log never states.
    pub fn starting_stack(self) -> Chips {
        match self {
            Dialect::Mit2023 | Dialect::Mit2024 => 400,
            Dialect::Iit2026 => 5000,
        }
    }

    /// The engine's name in messages.
    pub fn engine(self) -> &'static str {
        match self {
            Dialect::Mit2023 => "MIT Pokerbots 2023 engine",
            Dialect::Mit2024 => "MIT Pokerbots 2024 engine",
            Dialect::Iit2026 => "IIT Pokerbots 2026 engine",
        }
    }

    /// How a blind post begins after the name: `posts the blind of 2` / `posts blind: 20`.
    pub fn blind_words(self) -> &'static str {
        match self {
            Dialect::Mit2023 | Dialect::Mit2024 => "posts the blind of ",
            Dialect::Iit2026 => "posts blind: ",
        }
    }

    /// How hole cards are dealt after the name: `dealt [..]` / `received [..]`.
    pub fn deal_words(self) -> &'static str {
        match self {
            Dialect::Mit2023 | Dialect::Mit2024 => "dealt ",
            Dialect::Iit2026 => "received ",
        }
    }

    /// How an auction's prize is written after the name, or `None` without an auction.
    pub fn auction_words(self) -> Option<&'static str> {
        match self {
            Dialect::Mit2023 => None,
            Dialect::Mit2024 => Some("won the auction and was dealt "),
            Dialect::Iit2026 => Some("won the auction and was revealed "),
        }
    }

    /// Reads the first line of a log.
    ///
    /// # Errors
    /// [`LogError`] when it is no engine's header, an MIT version felt does not know, or
    /// names that cannot be told apart.
    pub fn read_header(line: &str) -> Result<Header<'_>, LogError> {
        let line = line.trim_start_matches('\u{feff}');
        let (dialect, names) = if let Some((version, names)) = line.split_once(MIT_MARK) {
            let dialect = match version {
                "6.176" => Dialect::Mit2023,
                "6.9630" => Dialect::Mit2024,
                v if is_version(v) => return Err(LogError::Version(v.to_string())),
                _ => return Err(LogError::Header(line.to_string())),
            };
            (dialect, names)
        } else if let Some(names) = strip_timestamp(line) {
            (Dialect::Iit2026, names)
        } else {
            return Err(LogError::Header(line.to_string()));
        };
        let mut parts = names.split(" vs ");
        match (parts.next(), parts.next(), parts.next()) {
            (Some(a), Some(b), None) if !a.is_empty() && !b.is_empty() && a != b => Ok(Header {
                dialect,
                names: [a, b],
            }),
            _ => Err(LogError::Names(names.to_string())),
        }
    }
}

/// True when `line` opens an official engine's log: an MIT version line or an IIT date line
/// with two names, or (a log whose first line is lost) a `Round #` line.
pub fn opens_a_log(line: &str) -> bool {
    let line = line.trim_start_matches('\u{feff}');
    if line.starts_with("Round #") {
        return true;
    }
    if let Some((version, names)) = line.split_once(MIT_MARK) {
        return is_version(version) && names.contains(" vs ");
    }
    strip_timestamp(line).is_some_and(|names| names.contains(" vs "))
}

/// An MIT course number such as `6.176` or `6.9630`.
fn is_version(text: &str) -> bool {
    text.split_once('.').is_some_and(|(a, b)| {
        !a.is_empty()
            && !b.is_empty()
            && a.bytes().all(|c| c.is_ascii_digit())
            && b.bytes().all(|c| c.is_ascii_digit())
    })
}

/// The rest of a line after an IIT timestamp `YYYY-MM-DD HH:MM:SS `.
fn strip_timestamp(line: &str) -> Option<&str> {
    let stamp = line.get(..20)?;
    let shape = "dddd-dd-dd dd:dd:dd ";
    let fits = stamp.bytes().zip(shape.bytes()).all(|(c, s)| match s {
        b'd' => c.is_ascii_digit(),
        _ => c == s,
    });
    fits.then(|| &line[20..])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn headers_name_the_engine_and_the_seats() {
        let h = Dialect::read_header("6.9630 MIT Pokerbots - A vs B").unwrap();
        assert_eq!((h.dialect, h.names), (Dialect::Mit2024, ["A", "B"]));
        let h = Dialect::read_header("6.176 MIT Pokerbots - tag bot vs loose").unwrap();
        assert_eq!(
            (h.dialect, h.names),
            (Dialect::Mit2023, ["tag bot", "loose"])
        );
        let h = Dialect::read_header("2026-11-23 21:06:25 A vs B").unwrap();
        assert_eq!((h.dialect, h.names), (Dialect::Iit2026, ["A", "B"]));
        assert_eq!(
            Dialect::read_header("6.7 MIT Pokerbots - A vs B"),
            Err(LogError::Version("6.7".into()))
        );
        assert!(matches!(
            Dialect::read_header("2026-11-23 21:06:25 A vs A"),
            Err(LogError::Names(_))
        ));
        assert!(matches!(
            Dialect::read_header("2026-11-23 21:06:25 x vs y vs z"),
            Err(LogError::Names(_))
        ));
    }

    #[test]
    fn a_log_is_told_by_its_first_line() {
        assert!(opens_a_log("6.9630 MIT Pokerbots - A vs B"));
        assert!(opens_a_log("2026-11-23 21:06:25 A vs B"));
        assert!(opens_a_log("Round #1, A (0), B (0)"));
        for not_a_log in [
            "variant = \"NT\"",
            "2026-11-23 A vs B",
            "MIT Pokerbots - A vs B",
            "x.y MIT Pokerbots - A vs B",
            "",
        ] {
            assert!(!opens_a_log(not_a_log), "{not_a_log:?}");
        }
    }
}
