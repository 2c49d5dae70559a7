//! One line of a game log, read into what it says ([`Line`]). Players are named by their index
//! in the header (`A vs B`: A is player 0), since seats swap every round. A line is read
//! whole or not at all: a line cut short or with an extra word is not understood.

use crate::cards::Card;
use crate::engine::Chips;

use super::dialect::Dialect;
use super::error::LogError;

/// A player: its index in the header's names.
pub type Player = usize;

/// A betting move as the engine writes it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Move {
    Fold,
    Check,
    Call,
    /// `bets N`: a raise to N when no chips are in yet on the street.
    Bet(Chips),
    /// `raises to N`.
    RaiseTo(Chips),
}

/// A street line's name.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum StreetName {
    Flop,
    Turn,
    River,
    /// River of Blood's extra streets.
    Run,
}

impl StreetName {
    /// The word the engine writes.
    pub fn word(self) -> &'static str {
        match self {
            StreetName::Flop => "Flop",
            StreetName::Turn => "Turn",
            StreetName::River => "River",
            StreetName::Run => "Run",
        }
    }
}

/// What one line of a log says.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Line {
    /// An empty line: rounds are separated by one.
    Blank,
    /// `Round #N, X (bankroll), Y (bankroll)`: X is the small blind this round.
    Round {
        number: u32,
        seats: [(Player, i64); 2],
    },
    /// `X posts the blind of N` / `X posts blind: N`.
    Blind { player: Player, amount: Chips },
    /// `X dealt [..]` / `X received [..]`.
    Dealt { player: Player, cards: Vec<Card> },
    /// A betting move.
    Move { player: Player, mv: Move },
    /// `X bids N`.
    Bid { player: Player, amount: Chips },
    /// `X won the auction and was dealt [C]` / `... was revealed [C]`.
    AuctionWon { player: Player, card: Card },
    /// `Flop [..], X (in), Y (in)`: a street's board and each seat's chips in the pot.
    Street {
        name: StreetName,
        board: Vec<Card>,
        put_in: [(Player, Chips); 2],
    },
    /// `X shows [..]`.
    Shows { player: Player, cards: Vec<Card> },
    /// `X awarded N`: the round's chips for X.
    Awarded { player: Player, amount: i64 },
    /// MIT 2024: `Players submitted bids of X and Y` (seat 0's bid first).
    BidsMade([Chips; 2]),
    /// MIT 2024: `Players did not reach flop. No auction occured.`
    NoAuction,
    /// `Final, X (bankroll), Y (bankroll)`.
    Final([(Player, i64); 2]),
    /// MIT 2024, after `Final`: `X flop bets EV: N`, a statistic felt does not check.
    Statistic,
    /// The engine's note of a bot's bad answer, timeout or disconnection; the move it made
    /// instead follows on its own line.
    Note,
}

/// Reads one line of a log by `dialect` with the header's `names`.
///
/// # Errors
/// [`LogError::NotUnderstood`] for a line this engine does not write,
/// [`LogError::UnknownCard`] for a card that does not exist.
pub fn read_line(text: &str, dialect: Dialect, names: [&str; 2]) -> Result<Line, LogError> {
    let not_understood = || LogError::NotUnderstood {
        engine: dialect.engine(),
        text: shorten(text),
    };
    if text.is_empty() {
        return Ok(Line::Blank);
    }
    if let Some(rest) = text.strip_prefix("Round #") {
        let (number, rest) = rest.split_once(", ").ok_or_else(not_understood)?;
        let number = unsigned(number).ok_or_else(not_understood)?;
        let seats = name_values(rest, names, signed).ok_or_else(not_understood)?;
        return Ok(Line::Round { number, seats });
    }
    if let Some(rest) = text.strip_prefix("Final, ") {
        return name_values(rest, names, signed)
            .map(Line::Final)
            .ok_or_else(not_understood);
    }
    for name in [
        StreetName::Flop,
        StreetName::Turn,
        StreetName::River,
        StreetName::Run,
    ] {
        if name == StreetName::Run && dialect != Dialect::Mit2023 {
            continue;
        }
        if let Some(rest) = text
            .strip_prefix(name.word())
            .and_then(|r| r.strip_prefix(' '))
        {
            let (board, rest) = bracketed(rest).ok_or_else(not_understood)?;
            let rest = rest.strip_prefix(", ").ok_or_else(not_understood)?;
            let put_in = name_values(rest, names, unsigned).ok_or_else(not_understood)?;
            return Ok(Line::Street {
                name,
                board: cards(board)?,
                put_in,
            });
        }
    }
    if dialect == Dialect::Mit2024 {
        if let Some(rest) = text.strip_prefix("Players submitted bids of ") {
            let (a, b) = rest.split_once(" and ").ok_or_else(not_understood)?;
            let bids = [unsigned(a), unsigned(b)];
            return match bids {
                [Some(a), Some(b)] => Ok(Line::BidsMade([a, b])),
                _ => Err(not_understood()),
            };
        }
        if text == "Players did not reach flop. No auction occured." {
            return Ok(Line::NoAuction);
        }
        // The 2024 engine names the Python exception after a misformatted answer.
        if matches!(text, "IndexError" | "KeyError" | "ValueError") {
            return Ok(Line::Note);
        }
    }
    // A line about one player: the longer name first, in case one name begins the other.
    let mut order = [0, 1];
    order.sort_by_key(|&p| std::cmp::Reverse(names[p].len()));
    for player in order {
        let Some(rest) = text
            .strip_prefix(names[player])
            .and_then(|r| r.strip_prefix(' '))
        else {
            continue;
        };
        if let Some(line) = player_line(rest, player, dialect)? {
            return Ok(line);
        }
    }
    Err(not_understood())
}

/// The rest of a line after a player's name, or `None` when it is nothing the engine writes.
fn player_line(rest: &str, player: Player, dialect: Dialect) -> Result<Option<Line>, LogError> {
    let line = match rest {
        "folds" => Line::Move {
            player,
            mv: Move::Fold,
        },
        "checks" => Line::Move {
            player,
            mv: Move::Check,
        },
        "calls" => Line::Move {
            player,
            mv: Move::Call,
        },
        "ran out of time" | "disconnected" => Line::Note,
        _ => {
            if let Some(n) = rest.strip_prefix("bets ").and_then(unsigned) {
                Line::Move {
                    player,
                    mv: Move::Bet(n),
                }
            } else if let Some(n) = rest.strip_prefix("raises to ").and_then(unsigned) {
                Line::Move {
                    player,
                    mv: Move::RaiseTo(n),
                }
            } else if let Some(n) = rest.strip_prefix(dialect.blind_words()).and_then(unsigned) {
                Line::Blind { player, amount: n }
            } else if let Some(n) = rest.strip_prefix("awarded ").and_then(signed) {
                Line::Awarded { player, amount: n }
            } else if let Some(list) = rest
                .strip_prefix(dialect.deal_words())
                .and_then(whole_bracket)
            {
                Line::Dealt {
                    player,
                    cards: cards(list)?,
                }
            } else if let Some(list) = rest.strip_prefix("shows ").and_then(whole_bracket) {
                Line::Shows {
                    player,
                    cards: cards(list)?,
                }
            } else if let Some(n) = dialect
                .auction_words()
                .and(rest.strip_prefix("bids "))
                .and_then(unsigned)
            {
                Line::Bid { player, amount: n }
            } else if let Some(list) = dialect
                .auction_words()
                .and_then(|w| rest.strip_prefix(w))
                .and_then(whole_bracket)
            {
                match cards(list)?.as_slice() {
                    [card] => Line::AuctionWon {
                        player,
                        card: *card,
                    },
                    _ => return Ok(None),
                }
            } else if rest.starts_with("attempted illegal ")
                || rest.starts_with("response misformatted: ")
            {
                Line::Note
            } else if dialect == Dialect::Mit2024 && is_statistic(rest) {
                Line::Statistic
            } else {
                return Ok(None);
            }
        }
    };
    Ok(Some(line))
}

/// MIT 2024's closing statistics: `flop bets EV: -5`.
fn is_statistic(rest: &str) -> bool {
    ["preflop", "flop", "turn", "river"].iter().any(|street| {
        rest.strip_prefix(street)
            .and_then(|r| r.strip_prefix(" bets EV: "))
            .and_then(signed)
            .is_some()
    })
}

/// `X (v), Y (v)` with X and Y the two header names in either order.
fn name_values<T>(
    text: &str,
    names: [&str; 2],
    value: fn(&str) -> Option<T>,
) -> Option<[(Player, T); 2]> {
    for first in [0, 1] {
        let second = 1 - first;
        let Some(rest) = text
            .strip_prefix(names[first])
            .and_then(|r| r.strip_prefix(" ("))
        else {
            continue;
        };
        let Some((a, rest)) = rest.split_once("), ") else {
            continue;
        };
        let Some(b) = rest
            .strip_prefix(names[second])
            .and_then(|r| r.strip_prefix(" ("))
            .and_then(|r| r.strip_suffix(')'))
        else {
            continue;
        };
        if let (Some(a), Some(b)) = (value(a), value(b)) {
            return Some([(first, a), (second, b)]);
        }
    }
    None
}

/// `[..]` at the start of `text`: the inside and what follows.
fn bracketed(text: &str) -> Option<(&str, &str)> {
    text.strip_prefix('[')?.split_once(']')
}

/// `[..]` and nothing after it.
fn whole_bracket(text: &str) -> Option<&str> {
    text.strip_prefix('[')?.strip_suffix(']')
}

/// Cards written as the engines write them: two characters each, one space between.
fn cards(list: &str) -> Result<Vec<Card>, LogError> {
    list.split(' ')
        .map(|word| {
            if word.len() != 2 {
                return Err(LogError::UnknownCard(shorten(word)));
            }
            word.parse::<Card>()
                .map_err(|_| LogError::UnknownCard(shorten(word)))
        })
        .collect()
}

/// A whole number of chips: digits only.
fn unsigned<T: std::str::FromStr>(text: &str) -> Option<T> {
    if text.is_empty() || !text.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    text.parse().ok()
}

/// A whole number with an optional minus sign.
fn signed(text: &str) -> Option<i64> {
    match text.strip_prefix('-') {
        Some(digits) => unsigned::<i64>(digits).map(|n| -n),
        None => unsigned(text),
    }
}

/// A line or word quoted in a message, at most 80 characters.
pub fn shorten(text: &str) -> String {
    const MAX: usize = 80;
    match text.char_indices().nth(MAX) {
        Some((cut, _)) => format!("{}…", &text[..cut]),
        None => text.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const AB: [&str; 2] = ["A", "B"];

    fn mit(text: &str) -> Result<Line, LogError> {
        read_line(text, Dialect::Mit2024, AB)
    }

    fn c(text: &str) -> Card {
        text.parse().unwrap()
    }

    #[test]
    fn every_kind_of_mit_2024_line_is_read() {
        assert_eq!(
            mit("Round #3, B (-12), A (12)").unwrap(),
            Line::Round {
                number: 3,
                seats: [(1, -12), (0, 12)]
            }
        );
        assert_eq!(
            mit("A posts the blind of 1").unwrap(),
            Line::Blind {
                player: 0,
                amount: 1
            }
        );
        assert_eq!(
            mit("B dealt [Ad 7s]").unwrap(),
            Line::Dealt {
                player: 1,
                cards: vec![c("Ad"), c("7s")]
            }
        );
        assert_eq!(
            mit("A raises to 6").unwrap(),
            Line::Move {
                player: 0,
                mv: Move::RaiseTo(6)
            }
        );
        assert_eq!(
            mit("B bets 12").unwrap(),
            Line::Move {
                player: 1,
                mv: Move::Bet(12)
            }
        );
        assert_eq!(
            mit("B bids 6").unwrap(),
            Line::Bid {
                player: 1,
                amount: 6
            }
        );
        assert_eq!(
            mit("A won the auction and was dealt [7d]").unwrap(),
            Line::AuctionWon {
                player: 0,
                card: c("7d")
            }
        );
        assert_eq!(
            mit("Flop [Ts 6d Th], A (6), B (12)").unwrap(),
            Line::Street {
                name: StreetName::Flop,
                board: vec![c("Ts"), c("6d"), c("Th")],
                put_in: [(0, 6), (1, 12)]
            }
        );
        assert_eq!(
            mit("A awarded -12").unwrap(),
            Line::Awarded {
                player: 0,
                amount: -12
            }
        );
        assert_eq!(
            mit("Players submitted bids of 6 and 0").unwrap(),
            Line::BidsMade([6, 0])
        );
        assert_eq!(
            mit("Players did not reach flop. No auction occured.").unwrap(),
            Line::NoAuction
        );
        assert_eq!(
            mit("Final, A (-175), B (175)").unwrap(),
            Line::Final([(0, -175), (1, 175)])
        );
        assert_eq!(mit("A preflop bets EV: -60").unwrap(), Line::Statistic);
        assert_eq!(mit("B attempted illegal RaiseAction").unwrap(), Line::Note);
    }

    #[test]
    fn each_engine_is_read_in_its_own_words() {
        let iit = |t| read_line(t, Dialect::Iit2026, AB);
        assert_eq!(
            iit("A posts blind: 10").unwrap(),
            Line::Blind {
                player: 0,
                amount: 10
            }
        );
        assert_eq!(
            iit("B won the auction and was revealed [Jh]").unwrap(),
            Line::AuctionWon {
                player: 1,
                card: c("Jh")
            }
        );
        assert!(iit("A posts the blind of 10").is_err());
        assert!(iit("Run [2c 3c 4c 5h 6h 7c], A (2), B (2)").is_err());
        let rob = |t| read_line(t, Dialect::Mit2023, AB);
        assert!(matches!(
            rob("Run [2c 3c 4c 5h 6h 7c], A (2), B (2)").unwrap(),
            Line::Street {
                name: StreetName::Run,
                ..
            }
        ));
        assert!(rob("A bids 3").is_err());
    }

    #[test]
    fn cut_or_padded_lines_and_unknown_cards_are_not_understood() {
        for bad in [
            "A raises t",
            "A raises to ",
            "A raises to 6 ",
            "A raises to -6",
            "Flop [Ts 6d",
            "Flop [Ts 6d Th], A (6), B (6",
            "Round #3, A (0)",
            "C folds",
            "A dealt [Ad 7s",
            "A folds please",
        ] {
            assert!(
                matches!(mit(bad), Err(LogError::NotUnderstood { .. })),
                "{bad:?}: {:?}",
                mit(bad)
            );
        }
        assert_eq!(
            mit("A dealt [Ad 1s]"),
            Err(LogError::UnknownCard("1s".into()))
        );
        assert_eq!(
            mit("A dealt [Ad 10s]"),
            Err(LogError::UnknownCard("10s".into()))
        );
    }

    #[test]
    fn a_name_that_begins_the_other_is_told_apart() {
        let names = ["bot", "bot two"];
        assert_eq!(
            read_line("bot two folds", Dialect::Mit2024, names).unwrap(),
            Line::Move {
                player: 1,
                mv: Move::Fold
            }
        );
        assert_eq!(
            read_line("bot folds", Dialect::Mit2024, names).unwrap(),
            Line::Move {
                player: 0,
                mv: Move::Fold
            }
        );
    }
}
