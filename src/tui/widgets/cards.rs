//! Card faces as spans: " A♠ " on a white card, " ░░ " for a card face down.

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

/// Cards face up separated by a space.
pub fn faces(theme: &Theme, cards: &[Card]) -> Vec<Span<'static>> {
    let mut spans = Vec::new();
    for (i, &c) in cards.iter().enumerate() {
        if i > 0 {
            spans.push(Span::raw(" "));
        }
        spans.push(face(theme, c));
    }
    spans
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn faces_show_rank_and_suit_and_ascii_falls_back_to_letters() {
        let card: Card = "Th".parse().unwrap();
        let unicode = Theme {
            colour: true,
            four_colour: false,
            ascii: false,
        };
        let ascii = Theme {
            ascii: true,
            ..unicode
        };
        assert_eq!(face(&unicode, card).content, " 10♥ ");
        assert_eq!(face(&ascii, card).content, " 10h ");
        assert_eq!(face(&unicode, "As".parse().unwrap()).content, "  A♠ ");
    }
}
