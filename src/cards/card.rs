//! Ranks, suits and cards: small value types that print and parse as "Ah", "Td", "2c".
//!
//! Parsing is forgiving where a person types ("10h", "ah", "A♥") and printing is always the
//! canonical two-character form, so `card.to_string().parse()` round-trips.

use std::fmt;
use std::str::FromStr;

use thiserror::Error;

/// A card rank, deuce (lowest) to ace (highest).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[repr(u8)]
pub enum Rank {
    Two = 0,
    Three,
    Four,
    Five,
    Six,
    Seven,
    Eight,
    Nine,
    Ten,
    Jack,
    Queen,
    King,
    Ace,
}

impl Rank {
    /// All ranks from deuce to ace.
    pub const ALL: [Rank; 13] = [
        Rank::Two,
        Rank::Three,
        Rank::Four,
        Rank::Five,
        Rank::Six,
        Rank::Seven,
        Rank::Eight,
        Rank::Nine,
        Rank::Ten,
        Rank::Jack,
        Rank::Queen,
        Rank::King,
        Rank::Ace,
    ];

    /// The rank with index `i` (0 = deuce ... 12 = ace), if in range.
    pub fn from_index(i: u8) -> Option<Rank> {
        Rank::ALL.get(usize::from(i)).copied()
    }

    /// 0 for a deuce up to 12 for an ace.
    pub fn index(self) -> u8 {
        self as u8
    }

    /// The single character used in card names: `2`-`9`, `T`, `J`, `Q`, `K`, `A`.
    pub fn char(self) -> char {
        b"23456789TJQKA"[self as usize] as char
    }

    /// The rank's name in words, singular ("King").
    pub fn name(self) -> &'static str {
        [
            "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten", "Jack",
            "Queen", "King", "Ace",
        ][self as usize]
    }

    /// The rank's name in words, plural ("Kings", "Sixes").
    pub fn plural(self) -> &'static str {
        [
            "Twos", "Threes", "Fours", "Fives", "Sixes", "Sevens", "Eights", "Nines", "Tens",
            "Jacks", "Queens", "Kings", "Aces",
        ][self as usize]
    }

    fn from_char(c: char) -> Option<Rank> {
        let i = "23456789TJQKA".find(c.to_ascii_uppercase())?;
        Rank::from_index(i as u8)
    }
}

/// A card suit. Hearts and diamonds are red.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[repr(u8)]
pub enum Suit {
    Clubs = 0,
    Diamonds,
    Hearts,
    Spades,
}

impl Suit {
    /// All four suits.
    pub const ALL: [Suit; 4] = [Suit::Clubs, Suit::Diamonds, Suit::Hearts, Suit::Spades];

    /// The suit with index `i` (0 = clubs, 1 = diamonds, 2 = hearts, 3 = spades).
    pub fn from_index(i: u8) -> Option<Suit> {
        Suit::ALL.get(usize::from(i)).copied()
    }

    /// 0 for clubs up to 3 for spades.
    pub fn index(self) -> u8 {
        self as u8
    }

    /// The letter used in card names: `c`, `d`, `h`, `s`.
    pub fn char(self) -> char {
        b"cdhs"[self as usize] as char
    }

    /// The suit symbol: ♣ ♦ ♥ ♠.
    pub fn symbol(self) -> char {
        ['♣', '♦', '♥', '♠'][self as usize]
    }

    /// The suit's name in words, plural ("Hearts").
    pub fn name(self) -> &'static str {
        ["Clubs", "Diamonds", "Hearts", "Spades"][self as usize]
    }

    /// True for hearts and diamonds.
    pub fn is_red(self) -> bool {
        matches!(self, Suit::Diamonds | Suit::Hearts)
    }

    fn from_char(c: char) -> Option<Suit> {
        match c {
            'c' | 'C' | '♣' | '♧' => Some(Suit::Clubs),
            'd' | 'D' | '♦' | '♢' => Some(Suit::Diamonds),
            'h' | 'H' | '♥' | '♡' => Some(Suit::Hearts),
            's' | 'S' | '♠' | '♤' => Some(Suit::Spades),
            _ => None,
        }
    }
}

/// One of the 52 cards. Internally `rank * 4 + suit`, so cards index arrays of 52.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Card(u8);

impl Card {
    /// The card of this rank and suit.
    pub const fn new(rank: Rank, suit: Suit) -> Card {
        Card((rank as u8) * 4 + suit as u8)
    }

    /// The card with index `i` in `0..52` (`rank * 4 + suit`), if in range.
    pub fn from_index(i: u8) -> Option<Card> {
        (i < 52).then_some(Card(i))
    }

    /// This card's index in `0..52` (`rank * 4 + suit`).
    pub const fn index(self) -> u8 {
        self.0
    }

    /// The card's rank.
    pub fn rank(self) -> Rank {
        // Invariant: self.0 < 52, so self.0 / 4 < 13 is a valid rank.
        Rank::ALL[usize::from(self.0 >> 2)]
    }

    /// The card's suit.
    pub fn suit(self) -> Suit {
        Suit::ALL[usize::from(self.0 & 3)]
    }

    /// True for hearts and diamonds.
    #[inline]
    pub fn is_red(self) -> bool {
        // Suits are clubs 0, diamonds 1, hearts 2, spades 3.
        matches!(self.0 & 3, 1 | 2)
    }

    /// This card's bit in a [`CardSet`](super::CardSet): 16 bits per suit, rank within.
    #[inline]
    pub const fn bit(self) -> u64 {
        1u64 << (((self.0 & 3) << 4) | (self.0 >> 2))
    }

    /// All 52 cards, deuces first.
    pub fn all() -> impl Iterator<Item = Card> {
        (0..52).map(Card)
    }

    /// Parses a list of cards written together or separated by spaces or commas:
    /// "AsKs", "As Ks", "10h,9h".
    ///
    /// # Errors
    /// [`CardParseError`] naming the first piece that is not a card.
    pub fn parse_list(text: &str) -> Result<Vec<Card>, CardParseError> {
        let mut cards = Vec::new();
        let chars: Vec<char> = text.chars().collect();
        let mut i = 0;
        while i < chars.len() {
            let c = chars[i];
            if c.is_whitespace() || c == ',' {
                i += 1;
                continue;
            }
            // A card is a rank ("10" or one character) followed by one suit character.
            let rank_len = if c == '1' && chars.get(i + 1) == Some(&'0') {
                2
            } else {
                1
            };
            let end = (i + rank_len + 1).min(chars.len());
            let piece: String = chars[i..end].iter().collect();
            cards.push(piece.parse()?);
            i = end;
        }
        Ok(cards)
    }
}

/// Why a piece of text is not a card.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum CardParseError {
    #[error("no card given")]
    Empty,
    #[error(
        "unknown card \"{0}\" (a card is a rank 2-9, T or 10, J, Q, K, A and a suit s, h, d, c, like \"Ah\" or \"Th\")"
    )]
    Unknown(String),
}

impl FromStr for Card {
    type Err = CardParseError;

    fn from_str(s: &str) -> Result<Card, CardParseError> {
        let t = s.trim();
        if t.is_empty() {
            return Err(CardParseError::Empty);
        }
        let unknown = || CardParseError::Unknown(t.to_string());
        let (rank_text, suit_char) = {
            let mut chars = t.chars();
            let suit = chars.next_back().ok_or_else(unknown)?;
            (chars.as_str(), suit)
        };
        let rank = match rank_text {
            "10" => Rank::Ten,
            r if r.chars().count() == 1 => r
                .chars()
                .next()
                .and_then(Rank::from_char)
                .ok_or_else(unknown)?,
            _ => return Err(unknown()),
        };
        let suit = Suit::from_char(suit_char).ok_or_else(unknown)?;
        Ok(Card::new(rank, suit))
    }
}

impl fmt::Display for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.rank().char(), self.suit().char())
    }
}

impl fmt::Display for Rank {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.char())
    }
}

impl fmt::Display for Suit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.char())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_card_round_trips_through_its_name() {
        for card in Card::all() {
            assert_eq!(card.to_string().parse::<Card>(), Ok(card));
        }
        assert_eq!(Card::all().count(), 52);
    }

    #[test]
    fn user_input_accepts_ten_as_10_and_any_case() {
        let th = Card::new(Rank::Ten, Suit::Hearts);
        assert_eq!("10h".parse::<Card>(), Ok(th));
        assert_eq!("th".parse::<Card>(), Ok(th));
        assert_eq!("TH".parse::<Card>(), Ok(th));
        assert_eq!("T♥".parse::<Card>(), Ok(th));
        assert_eq!(
            "ah".parse::<Card>().map(|c| c.to_string()),
            Ok("Ah".to_string())
        );
    }

    #[test]
    fn unknown_cards_are_rejected_with_their_text() {
        for bad in ["Xx", "1h", "Ahh", "A", "11h", "Az", "h"] {
            match bad.parse::<Card>() {
                Err(CardParseError::Unknown(t)) => assert_eq!(t, bad),
                other => panic!("{bad} parsed as {other:?}"),
            }
        }
        assert_eq!("".parse::<Card>(), Err(CardParseError::Empty));
    }

    #[test]
    fn card_lists_parse_joined_or_separated() {
        let want: Vec<Card> = ["As", "Ks", "Th"]
            .iter()
            .map(|s| s.parse().unwrap())
            .collect();
        assert_eq!(Card::parse_list("AsKsTh").unwrap(), want);
        assert_eq!(Card::parse_list("As Ks, 10h").unwrap(), want);
        assert!(Card::parse_list("AsXx").is_err());
    }

    #[test]
    fn bits_are_distinct_and_laid_out_sixteen_per_suit() {
        let mut all = 0u64;
        for card in Card::all() {
            assert_eq!(all & card.bit(), 0);
            all |= card.bit();
        }
        assert_eq!(all.count_ones(), 52);
        assert_eq!(all, 0x1fff_1fff_1fff_1fff);
    }

    #[test]
    fn red_suits_are_hearts_and_diamonds() {
        let red: Vec<Suit> = Suit::ALL.into_iter().filter(|s| s.is_red()).collect();
        assert_eq!(red, vec![Suit::Diamonds, Suit::Hearts]);
    }
}
