//! Reading PHH files back (see [`super::phh`] for the format): the file's fields, each
//! action line split into its words once ([`ActionLine`]), and the replay that rebuilds the
//! hand event for event and checks it against the file.

use super::phh::{HistoryError, PhhFile, seat_of, variant_code};
use crate::cards::{Card, Deck};
use crate::engine::{Action, ActionError, Chips, Hand, HandSetup, VariantId};

/// Parses a PHH file.
///
/// # Errors
/// [`HistoryError::Toml`] when it is not a PHH file.
pub fn read(text: &str) -> Result<PhhFile, HistoryError> {
    toml::from_str(text).map_err(|e| HistoryError::Toml(e.message().to_string()))
}

fn parse_variant(file: &PhhFile) -> Result<VariantId, HistoryError> {
    if let Some(id) = &file.felt_variant {
        return id.parse().map_err(|_| HistoryError::Variant(id.clone()));
    }
    VariantId::ALL
        .into_iter()
        .find(|v| variant_code(*v) == file.variant)
        .ok_or_else(|| HistoryError::Variant(file.variant.clone()))
}

/// One line of a PHH file's `actions`, split into its words (a `#` comment dropped).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum ActionLine<'a> {
    /// Nothing a replay needs: an empty line, a show (`pN sm ...`), or a deal other than
    /// hole and board cards (`d peek ...`).
    Skip,
    /// `d dh pN CARDS`: hole cards for a player.
    DealHole { player: &'a str, cards: &'a str },
    /// `d db CARDS`: board cards.
    DealBoard { cards: &'a str },
    /// `pN VERB` or `pN VERB AMOUNT`: a player's move.
    Act {
        player: &'a str,
        verb: &'a str,
        amount: Option<&'a str>,
    },
}

impl<'a> ActionLine<'a> {
    /// The line's words; `None` for a line of more words than any move has.
    fn read(line: &'a str) -> Option<ActionLine<'a>> {
        let code = line.split('#').next().unwrap_or("");
        let words: Vec<&str> = code.split_whitespace().collect();
        Some(match words.as_slice() {
            ["d", "dh", player, cards] => ActionLine::DealHole { player, cards },
            ["d", "db", cards] => ActionLine::DealBoard { cards },
            [] | ["d", ..] | [_, "sm", ..] => ActionLine::Skip,
            [player, verb] => ActionLine::Act {
                player,
                verb,
                amount: None,
            },
            [player, verb, amount] => ActionLine::Act {
                player,
                verb,
                amount: Some(amount),
            },
            _ => return None,
        })
    }
}

fn syntax_error(index: usize, line: &str) -> HistoryError {
    HistoryError::Syntax {
        index,
        line: line.to_string(),
    }
}

/// Rebuilds the hand a PHH file records, event for event.
///
/// # Errors
/// [`HistoryError`] when the file cannot be read, a card is unknown, an action is not legal
/// or the result differs from the file's finishing stacks.
pub fn replay(text: &str) -> Result<Hand, HistoryError> {
    let file = read(text)?;
    let variant = parse_variant(&file)?;
    if file.starting_stacks.len() != 2 {
        return Err(HistoryError::Players(file.starting_stacks.len()));
    }
    if file.blinds_or_straddles.len() != 2 {
        return Err(HistoryError::Blinds(file.blinds_or_straddles.len()));
    }
    let mut setup = HandSetup::new(
        variant,
        [file.starting_stacks[1], file.starting_stacks[0]],
        file.blinds_or_straddles[0],
        file.blinds_or_straddles[1],
    );
    if let Some(peek) = &file.felt_peek
        && peek.len() == 2
    {
        setup.peek = [peek[1], peek[0]];
    }

    // Cards in the order felt deals them: seat 0's two, seat 1's two, then the rest as listed.
    let mut holes: [Option<Vec<Card>>; 2] = [None, None];
    let mut later: Vec<Card> = Vec::new();
    for (index, line) in file.actions.iter().enumerate() {
        let syntax = || syntax_error(index, line);
        // Only the deals matter here; the betting lines (and their mistakes) are read below.
        match ActionLine::read(line) {
            Some(ActionLine::DealHole { player, cards }) => {
                let seat = seat_of(player).ok_or_else(syntax)?;
                if cards.contains('?') {
                    return Err(HistoryError::UnknownCards(player.to_string()));
                }
                let cards = Card::parse_list(cards).map_err(|_| syntax())?;
                match &mut holes[seat.index()] {
                    slot @ None => *slot = Some(cards),
                    Some(_) => later.extend(cards),
                }
            }
            Some(ActionLine::DealBoard { cards }) => {
                later.extend(Card::parse_list(cards).map_err(|_| syntax())?);
            }
            _ => {}
        }
    }
    let [Some(h0), Some(h1)] = holes else {
        return Err(HistoryError::UnknownCards("a player".into()));
    };
    let order: Vec<Card> = h0.iter().chain(&h1).chain(&later).copied().collect();
    let deck = Deck::from_order(&order).map_err(|_| HistoryError::Deal)?;
    let mut hand = Hand::new(setup, deck)?;

    for (index, line) in file.actions.iter().enumerate() {
        let syntax = || syntax_error(index, line);
        let (seat, verb, amount) = match ActionLine::read(line).ok_or_else(syntax)? {
            ActionLine::Act {
                player,
                verb,
                amount,
            } => (
                seat_of(player).ok_or_else(syntax)?,
                verb,
                amount
                    .map(|n| n.parse::<Chips>().map_err(|_| syntax()))
                    .transpose()?,
            ),
            _ => continue,
        };
        loop {
            let legal = hand.legal_actions().ok_or(HistoryError::Illegal {
                index,
                line: line.clone(),
                error: ActionError::HandOver,
            })?;
            let action = match (verb, amount) {
                ("f", None) => Action::Fold,
                ("cc", None) if legal.can_check => Action::Check,
                ("cc", None) => Action::Call,
                // A raise past what the opponent can match puts it all in: felt's maximum.
                // Beyond the raiser's own chips it is no raise at all, and stays as written
                // (refused below).
                ("cbr", Some(n)) => match legal.raise {
                    Some((_, max))
                        if n > max
                            && legal.seat == seat
                            && n <= hand.pips()[seat.index()] + hand.stacks()[seat.index()]
                            && max
                                == hand.pips()[seat.other().index()]
                                    + hand.stacks()[seat.other().index()] =>
                    {
                        Action::RaiseTo(max)
                    }
                    _ => Action::RaiseTo(n),
                },
                ("bid", Some(n)) => Action::Bid(n),
                _ => return Err(syntax()),
            };
            if legal.seat == seat && legal.allows(action) {
                hand.apply(seat, action)
                    .map_err(|error| HistoryError::Illegal {
                        index,
                        line: line.clone(),
                        error,
                    })?;
                break;
            }
            match legal.forced_action() {
                // A move with no choice that the file leaves out.
                Some(forced) => {
                    let _ = hand.apply(legal.seat, forced);
                }
                None => {
                    let error = hand
                        .check(seat, action)
                        .err()
                        .unwrap_or(ActionError::HandOver);
                    return Err(HistoryError::Illegal {
                        index,
                        line: line.clone(),
                        error,
                    });
                }
            }
        }
    }
    while let Some(forced) = hand
        .legal_actions()
        .and_then(|l| l.forced_action().map(|a| (l.seat, a)))
    {
        let _ = hand.apply(forced.0, forced.1);
    }
    if hand.dealt_cards() != order {
        return Err(HistoryError::Deal);
    }
    if let Some(file_stacks) = file.finishing_stacks {
        let replay_stacks = vec![hand.stacks()[1], hand.stacks()[0]];
        if hand.is_over() && file_stacks != replay_stacks {
            return Err(HistoryError::FinishingStacks {
                file: file_stacks,
                replay: replay_stacks,
            });
        }
    }
    Ok(hand)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_raise_past_the_raisers_own_chips_is_refused_not_made_an_all_in() {
        let file = |amount: u32| {
            format!(
                "variant = \"NT\"\nantes = [0, 0]\nblinds_or_straddles = [1, 2]\nmin_bet = 2\n\
                 starting_stacks = [400, 400]\nplayers = [\"a\", \"b\"]\n_felt_variant = \"holdem\"\n\
                 actions = [\"d dh p1 AhKh\", \"d dh p2 2c7d\", \"p2 cbr {amount}\", \"p1 cc\", \"d db QsJs2h\", \"d db 3c\", \"d db 4d\"]\n"
            )
        };
        // All in is 400, what both seats have.
        let h = replay(&file(400)).expect("a shove and a call");
        assert!(h.is_over());
        assert_eq!(h.stacks().iter().sum::<u32>(), 800);
        // 9999 chips the raiser never had: refused, not read as all in.
        assert!(replay(&file(9999)).is_err());
    }

    #[test]
    fn action_lines_split_into_deals_moves_and_lines_a_replay_skips() {
        assert_eq!(
            ActionLine::read("d dh p1 AhKs # the big blind"),
            Some(ActionLine::DealHole {
                player: "p1",
                cards: "AhKs"
            })
        );
        assert_eq!(
            ActionLine::read("d db 2c3d4h"),
            Some(ActionLine::DealBoard { cards: "2c3d4h" })
        );
        assert_eq!(
            ActionLine::read("p2 cbr 20"),
            Some(ActionLine::Act {
                player: "p2",
                verb: "cbr",
                amount: Some("20")
            })
        );
        for skipped in ["", "# note", "p1 sm AhKs", "d peek p1 Ah"] {
            assert_eq!(
                ActionLine::read(skipped),
                Some(ActionLine::Skip),
                "{skipped:?}"
            );
        }
        assert_eq!(ActionLine::read("p1 cbr 20 30"), None);
    }
}
