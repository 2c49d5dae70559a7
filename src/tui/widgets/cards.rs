//! Cards as the table draws them: framed faces (rank and suit on a white card, three or four
//! rows tall), patterned backs, and a one-row compact form for small terminals; a marked card
//! (the auction's third card, a card seen by peeking, a run card's colour) carries a tag.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::Span;

use felt::cards::Card;

use crate::tui::theme::Theme;

/// One card face up, padded to a fixed width so rows line up.
pub fn face(theme: &Theme, card: Card) -> Span<'static> {
    Span::styled(format!(" {:>3} ", theme.card_text(card)), theme.card(card))
}

/// One card face down.
pub fn back(theme: &Theme) -> Span<'static> {
    Span::styled(
        if theme.ascii { " ### " } else { " ░░░ " }.to_string(),
        theme.card_back(),
    )
}

/// A card on the table: face up or down, with an optional three-letter tag ("3rd", "saw",
/// "red").
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Drawn {
    pub card: Option<Card>,
    pub tag: Option<&'static str>,
}

impl Drawn {
    /// A card face up.
    pub fn up(card: Card) -> Drawn {
        Drawn {
            card: Some(card),
            tag: None,
        }
    }

    /// A card face down.
    pub fn down() -> Drawn {
        Drawn {
            card: None,
            tag: None,
        }
    }

    /// The same card with a tag.
    pub fn tagged(self, tag: &'static str) -> Drawn {
        Drawn {
            tag: Some(tag),
            ..self
        }
    }
}

/// How big cards are drawn.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum CardSize {
    /// One row: " A♠ " (a tag follows the card).
    Compact,
    /// Three rows, five columns: a frame around " A♠".
    Small,
    /// Four rows, six columns: rank and suit in two corners.
    Large,
}

impl CardSize {
    /// Rows a card takes.
    pub fn height(self) -> u16 {
        match self {
            CardSize::Compact => 1,
            CardSize::Small => 3,
            CardSize::Large => 4,
        }
    }

    fn width(self, card: &Drawn) -> u16 {
        match self {
            // A compact card's tag is written after it.
            CardSize::Compact => 5 + card.tag.map_or(0, |_| 3),
            CardSize::Small => 5,
            CardSize::Large => 6,
        }
    }

    /// The columns a row of `cards` takes with one column between cards.
    pub fn row_width(self, cards: &[Drawn]) -> u16 {
        let sum: u16 = cards.iter().map(|c| self.width(c)).sum();
        sum + (cards.len() as u16).saturating_sub(1)
    }
}

/// Draws `cards` in a row from the top-left of `area`, as many as fit; returns the columns
/// used.
pub fn draw_row(
    buf: &mut Buffer,
    theme: &Theme,
    area: Rect,
    cards: &[Drawn],
    size: CardSize,
) -> u16 {
    let mut x = area.x;
    for card in cards {
        let w = size.width(card);
        if x + w > area.right() || size.height() > area.height {
            break;
        }
        draw_card(
            buf,
            theme,
            Rect::new(x, area.y, w, size.height()),
            card,
            size,
        );
        x += w + 1;
    }
    x.saturating_sub(area.x + 1)
}

/// Draws `cards` overlapped from `(x, y)`, each `step` columns after the last (a hand held
/// in a fan: backs close together, faces far enough apart to read); returns the columns used.
/// Compact: backs are one `▚` each, faces their rank and suit one column apart.
pub fn draw_fan(
    buf: &mut Buffer,
    theme: &Theme,
    (x, y): (u16, u16),
    cards: &[Drawn],
    size: CardSize,
    step: u16,
) -> u16 {
    if cards.is_empty() {
        return 0;
    }
    if size == CardSize::Compact {
        if cards.iter().all(|c| c.card.is_none()) {
            let pattern = if theme.ascii { "#" } else { "▚" };
            buf.set_string(x, y, pattern.repeat(cards.len()), theme.card_back());
            return cards.len() as u16;
        }
        // Faces close together: rank and suit only, one column apart.
        for (i, card) in cards.iter().enumerate() {
            if let Some(c) = card.card {
                let text = format!("{:>3}", theme.card_text(c));
                buf.set_string(x + 4 * i as u16, y, text, theme.card(c));
            }
        }
        return 4 * cards.len() as u16 - 1;
    }
    let w = size.width(&cards[0]);
    for (i, card) in cards.iter().enumerate() {
        let at = Rect::new(x + step * i as u16, y, w, size.height());
        draw_card(buf, theme, at, card, size);
    }
    step * (cards.len() as u16 - 1) + w
}

/// The columns [`draw_fan`] takes for `count` cards.
pub fn fan_width(count: usize, size: CardSize, step: u16, faces: bool) -> u16 {
    match (count, size) {
        (0, _) => 0,
        (n, CardSize::Compact) if !faces => n as u16,
        (n, CardSize::Compact) => 4 * n as u16 - 1,
        (n, s) => step * (n as u16 - 1) + s.width(&Drawn::down()),
    }
}

fn draw_card(buf: &mut Buffer, theme: &Theme, at: Rect, card: &Drawn, size: CardSize) {
    let fill = match card.card {
        Some(c) => theme.card(c),
        None => theme.card_back(),
    };
    if size == CardSize::Compact {
        let span = card.card.map_or_else(|| back(theme), |c| face(theme, c));
        buf.set_span(at.x, at.y, &span, 5);
        if let Some(tag) = card.tag {
            buf.set_string(at.x + 5, at.y, tag, theme.card_tag());
        }
        return;
    }
    let frame = match card.card {
        Some(_) => theme.card_frame(),
        None => theme.card_back(),
    };
    let inner = at.width - 2;
    let bar = "─".repeat(usize::from(inner));
    let last = at.bottom() - 1;
    buf.set_string(at.x, at.y, format!("╭{bar}╮"), frame);
    buf.set_string(at.x, last, format!("╰{bar}╯"), frame);
    for y in at.y + 1..last {
        buf.set_string(at.x, y, "│", frame);
        buf.set_string(at.right() - 1, y, "│", frame);
    }
    let rows: Vec<String> = match card.card {
        Some(c) => {
            let text = theme.card_text(c);
            let w = usize::from(inner);
            if size == CardSize::Large {
                vec![format!("{text:<w$}"), format!("{text:>w$}")]
            } else {
                vec![format!("{text:>w$}")]
            }
        }
        None => {
            let pattern = if theme.ascii { "#" } else { "▚" };
            vec![pattern.repeat(usize::from(inner)); usize::from(at.height - 2)]
        }
    };
    for (i, row) in rows.iter().enumerate() {
        buf.set_string(at.x + 1, at.y + 1 + i as u16, row, fill);
    }
    if let Some(tag) = card.tag {
        let x = at.x + 1 + (inner.saturating_sub(tag.chars().count() as u16)) / 2;
        buf.set_string(x, at.y, tag, theme.card_tag());
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn faces_show_rank_and_suit_and_ascii_falls_back_to_letters() {
        let card: Card = "Th".parse().unwrap();
        let unicode = Theme::default();
        let ascii = Theme {
            ascii: true,
            ..unicode
        };
        assert_eq!(face(&unicode, card).content, " 10♥ ");
        assert_eq!(face(&ascii, card).content, " 10h ");
        assert_eq!(face(&unicode, "As".parse().unwrap()).content, "  A♠ ");
    }

    fn drawn(cards: &[Drawn], size: CardSize) -> Vec<String> {
        let theme = Theme::default();
        let area = Rect::new(0, 0, 20, size.height());
        let mut buf = Buffer::empty(area);
        draw_row(&mut buf, &theme, area, cards, size);
        (0..area.height)
            .map(|y| {
                (0..area.width)
                    .map(|x| buf[(x, y)].symbol().to_string())
                    .collect::<String>()
                    .trim_end()
                    .to_string()
            })
            .collect()
    }

    #[test]
    fn framed_cards_show_rank_and_suit_inside_a_frame_and_backs_a_pattern() {
        let ten = Drawn::up("Th".parse().unwrap());
        assert_eq!(
            drawn(&[ten, Drawn::down()], CardSize::Small),
            ["╭───╮ ╭───╮", "│10♥│ │▚▚▚│", "╰───╯ ╰───╯"]
        );
        assert_eq!(
            drawn(&[Drawn::up("As".parse().unwrap())], CardSize::Large),
            ["╭────╮", "│A♠  │", "│  A♠│", "╰────╯"]
        );
    }

    #[test]
    fn a_marked_card_carries_its_tag_in_every_size() {
        let third = Drawn::up("2c".parse().unwrap()).tagged("3rd");
        assert_eq!(drawn(&[third], CardSize::Small)[0], "╭3rd╮");
        assert_eq!(drawn(&[third], CardSize::Compact)[0], "  2♣ 3rd");
        assert_eq!(CardSize::Compact.row_width(&[third, third]), 17);
    }
}
