//! Events told as sentences, for the table's log, replays, the tutorial and the command
//! line: written once here, so every screen says the same thing the same way.

pub mod auction_flop;
pub mod heads_up;
pub mod vocabulary;

use crate::cards::Card;

/// How a line of narration reads: plain, a street's heading, good or bad news for the seat
/// it is told to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Tone {
    Plain,
    Header,
    Good,
    Bad,
}

/// A card as text: "10♥", or "10h" in ASCII.
pub fn card_text(card: Card, ascii: bool) -> String {
    let rank = match card.rank().char() {
        'T' => "10".to_string(),
        r => r.to_string(),
    };
    if ascii {
        format!("{rank}{}", card.suit().char())
    } else {
        format!("{rank}{}", card.suit().symbol())
    }
}

/// Cards as text, separated by spaces.
pub fn cards_text(cards: &[Card], ascii: bool) -> String {
    cards
        .iter()
        .map(|&c| card_text(c, ascii))
        .collect::<Vec<_>>()
        .join(" ")
}

/// A name with its first letter in upper case ("hard" -> "Hard").
pub fn capitalised(s: &str) -> String {
    let mut c = s.chars();
    c.next().map_or_else(String::new, |f| {
        f.to_uppercase().collect::<String>() + c.as_str()
    })
}

/// The log's heading of a new hand: "── Hand 3 of 20: you are the big blind ──" (`of`: the
/// match's length, when it has one; `what`: who deals or sits where).
pub fn hand_heading(number: u32, of: Option<u32>, what: &str) -> String {
    let of = of.map_or(String::new(), |n| format!(" of {n}"));
    format!("── Hand {number}{of}: {what} ──")
}

/// "won 12", "lost 4", "broke even".
pub fn signed_words(n: i64) -> String {
    match n {
        n if n > 0 => format!("won {n}"),
        n if n < 0 => format!("lost {}", -n),
        _ => "broke even".to_string(),
    }
}
