//! One round of a game log replayed through felt's engine: the deck is put in felt's dealing
//! order from the cards the log shows, every move is applied with [`Hand::apply`], and each
//! street line, auction result, showdown and `awarded` line is checked against the replay.
//!
//! felt deals seat 0's two hole cards, seat 1's two, the flop, the auction's prize cards (seat
//! 0's first on a tie), then the turn, river and run cards. The MIT 2024 engine draws the
//! prize from the bottom of its deck (`deck.peek(48)[-1]`, the next one up for seat 1 on a
//! tie), a card no board ever shows, so putting it after the flop deals the same hand.

use crate::cards::{Card, CardSet, Deck};
use crate::engine::{Action, Chips, Event, Hand, HandSetup, Seat, Street};

use super::dialect::Dialect;
use super::error::LogError;
use super::line::{Line, Move, Player, StreetName};

/// A problem and the 1-based line it is on.
pub type AtLine = (usize, LogError);

/// The lines of one round as read: from its `Round` line to the line before the blank that
/// ends it, and the first line that could not be read, if any (the round stops there).
#[derive(Debug)]
pub struct RoundLines {
    pub lines: Vec<(usize, Line)>,
    pub unread: Option<AtLine>,
    /// The round's last line number (where a round cut short is reported).
    pub last: usize,
}

/// A round replayed and checked.
#[derive(Debug)]
pub struct Round {
    pub number: u32,
    /// The player in each seat (seat 0, the small blind, first).
    pub seats: [Player; 2],
    pub hand: Hand,
    /// Each seat's chips for the round.
    pub net: [i64; 2],
}

/// The fixed lines that open every round: blinds then hole cards, seat 0 first.
struct Opening {
    blinds: [Chips; 2],
    holes: [Vec<Card>; 2],
}

/// Replays one round.
///
/// # Errors
/// The first problem in the round, with its line.
pub fn replay(
    round: RoundLines,
    dialect: Dialect,
    names: [&str; 2],
    stack: Chips,
) -> Result<Round, AtLine> {
    let RoundLines {
        mut lines,
        mut unread,
        last,
    } = round;
    let Some((_, Line::Round { number, seats })) = lines.first() else {
        // Invariant: the caller starts every round at its `Round` line.
        return Err((last, LogError::RoundCut(0)));
    };
    let (number, seats) = (*number, [seats[0].0, seats[1].0]);
    let seat_of = |player: Player| Seat(u8::from(seats[1] == player));
    let name_of = |seat: Seat| names[seats[seat.index()]].to_string();

    let opening = read_opening(&lines, &unread, last, seats, names)?;
    let (order, peek) = match deal_order(&lines, &opening, seats, dialect, number, names) {
        Ok(found) => found,
        Err(((at, problem), order, peek)) => {
            // Replay up to the line with the problem, then report it (unless an earlier line
            // has a problem of its own).
            lines.retain(|(n, _)| *n < at);
            if unread.as_ref().is_none_or(|(u, _)| at < *u) {
                unread = Some((at, problem));
            }
            (order, peek)
        }
    };
    let mut setup = HandSetup::new(
        dialect.variant(),
        [stack, stack],
        opening.blinds[0],
        opening.blinds[1],
    );
    setup.peek = peek;
    let big_blind_line = lines.get(2).map_or(last, |(n, _)| *n);
    let deck =
        Deck::from_order(&order).map_err(|e| (big_blind_line, LogError::Setup(e.to_string())))?;
    let hand = Hand::new(setup, deck).map_err(|e| {
        (
            big_blind_line,
            LogError::Blinds {
                small: opening.blinds[0],
                big: opening.blinds[1],
                reason: e.to_string(),
            },
        )
    })?;

    let mut replay = Replayer {
        hand,
        dialect,
        stack,
        seat_of: &seat_of,
        name_of: &name_of,
        seats,
        announced: 0,
        flop_again: false,
        won: [None, None],
        shown: [false, false],
        awarded: [None, None],
        closed: false,
    };
    for (at, line) in lines.iter().skip(5) {
        replay.line(line).map_err(|e| (*at, e))?;
    }
    if let Some(problem) = unread {
        return Err(problem);
    }
    let [Some(net0), Some(net1)] = replay.awarded else {
        return Err((last, LogError::RoundCut(number)));
    };
    if dialect == Dialect::Mit2024 && !replay.closed {
        return Err((
            last,
            LogError::Missing("the round's closing line (the bids, or no auction)".into()),
        ));
    }
    Ok(Round {
        number,
        seats,
        hand: replay.hand,
        net: [net0, net1],
    })
}

/// Reads the blinds and hole cards that follow the `Round` line.
fn read_opening(
    lines: &[(usize, Line)],
    unread: &Option<AtLine>,
    last: usize,
    seats: [Player; 2],
    names: [&str; 2],
) -> Result<Opening, AtLine> {
    let mut blinds = [0; 2];
    let mut holes: [Vec<Card>; 2] = [Vec::new(), Vec::new()];
    let which = ["the small blind", "the big blind"];
    for step in 0..4 {
        let seat = step % 2;
        let Some((at, line)) = lines.get(1 + step) else {
            return Err(unread.clone().unwrap_or((
                last,
                LogError::Missing(format!(
                    "{}'s {}",
                    which[seat],
                    if step < 2 { "blind" } else { "hole cards" }
                )),
            )));
        };
        let expected = |what: &str| {
            (
                *at,
                LogError::Expected {
                    expected: format!("{} ({}) {what}", which[seat], names[seats[seat]]),
                    text: describe(line),
                },
            )
        };
        match (step, line) {
            (0 | 1, Line::Blind { player, amount }) if *player == seats[seat] => {
                blinds[seat] = *amount;
            }
            (0 | 1, _) => return Err(expected("posting its blind")),
            (_, Line::Dealt { player, cards }) if *player == seats[seat] && cards.len() == 2 => {
                holes[seat] = cards.clone();
            }
            _ => return Err(expected("dealt two hole cards")),
        }
    }
    Ok(Opening { blinds, holes })
}

/// The cards in felt's dealing order, and Sneak Peek's peek choices. On a problem (a card
/// dealt twice, a board that does not follow on, a revealed card not in the opponent's
/// hand) the problem comes with the order and peek built from the lines before it.
#[allow(clippy::type_complexity)]
fn deal_order(
    lines: &[(usize, Line)],
    opening: &Opening,
    seats: [Player; 2],
    dialect: Dialect,
    number: u32,
    names: [&str; 2],
) -> Result<(Vec<Card>, [u8; 2]), (AtLine, Vec<Card>, [u8; 2])> {
    let mut seen = CardSet::EMPTY;
    let mut first_seen: Vec<(Card, usize)> = Vec::new();
    let mut board: Vec<Card> = Vec::new();
    let mut prizes: [Option<Card>; 2] = [None, None];
    let mut peek = [0u8; 2];
    let seat_of = |player: Player| usize::from(seats[1] == player);
    let order_of = |board: &[Card], prizes: &[Option<Card>; 2]| -> Vec<Card> {
        let mut order: Vec<Card> = opening.holes[0]
            .iter()
            .chain(&opening.holes[1])
            .copied()
            .collect();
        let flop = board.len().min(3);
        order.extend(&board[..flop]);
        order.extend(prizes.iter().flatten());
        order.extend(&board[flop..]);
        order
    };
    let mut problem: Option<AtLine> = None;
    'lines: for (at, line) in lines {
        let new_cards: Vec<Card> = match line {
            Line::Dealt { cards, .. } => cards.clone(),
            Line::Street { board: shown, .. } => {
                let common = shown.len().min(board.len());
                if shown[..common] != board[..common] || shown.len() < board.len() {
                    problem = Some((
                        *at,
                        LogError::Differs {
                            what: "the board".into(),
                            log: list(shown),
                            felt: format!("{} on the lines before", list(&board)),
                        },
                    ));
                    break 'lines;
                }
                shown[common..].to_vec()
            }
            Line::AuctionWon { player, card } if dialect == Dialect::Mit2024 => {
                prizes[seat_of(*player)] = Some(*card);
                vec![*card]
            }
            Line::AuctionWon { player, card } => {
                let seat = seat_of(*player);
                match opening.holes[1 - seat].iter().position(|c| c == card) {
                    Some(i) => peek[seat] = i as u8,
                    None => {
                        problem = Some((
                            *at,
                            LogError::PeekNotInHand {
                                name: names[*player].to_string(),
                                card: *card,
                                opponent: names[seats[1 - seat]].to_string(),
                            },
                        ));
                        break 'lines;
                    }
                }
                Vec::new()
            }
            _ => Vec::new(),
        };
        for card in &new_cards {
            if seen.contains(*card) {
                let first = first_seen
                    .iter()
                    .find(|(c, _)| c == card)
                    .map_or(*at, |(_, l)| *l);
                problem = Some((
                    *at,
                    LogError::RepeatedCard {
                        card: *card,
                        round: number,
                        first,
                    },
                ));
                break 'lines;
            }
            seen.insert(*card);
            first_seen.push((*card, *at));
        }
        if let Line::Street { board: shown, .. } = line {
            board = shown.clone();
        }
    }
    let order = order_of(&board, &prizes);
    match problem {
        Some(p) => Err((p, order, peek)),
        None => Ok((order, peek)),
    }
}

/// Cards as the engines write them: `[Ah Kd]`.
fn list(cards: &[Card]) -> String {
    let words: Vec<String> = cards.iter().map(|c| c.to_string()).collect();
    format!("[{}]", words.join(" "))
}

/// A line shown in a message.
fn describe(line: &Line) -> String {
    match line {
        Line::Blank => "an empty line".into(),
        Line::Round { number, .. } => format!("Round #{number}"),
        Line::Blind { amount, .. } => format!("a blind of {amount}"),
        Line::Dealt { cards, .. } => format!("a deal of {}", list(cards)),
        Line::Move { mv, .. } => match mv {
            Move::Fold => "a fold".into(),
            Move::Check => "a check".into(),
            Move::Call => "a call".into(),
            Move::Bet(n) => format!("a bet of {n}"),
            Move::RaiseTo(n) => format!("a raise to {n}"),
        },
        Line::Bid { amount, .. } => format!("a bid of {amount}"),
        Line::AuctionWon { card, .. } => format!("the auction's result ({card})"),
        Line::Street { name, board, .. } => format!("{} {}", name.word(), list(board)),
        Line::Shows { cards, .. } => format!("a show of {}", list(cards)),
        Line::Awarded { amount, .. } => format!("an award of {amount}"),
        Line::BidsMade(b) => format!("the bids {} and {}", b[0], b[1]),
        Line::NoAuction => "no auction".into(),
        Line::Final(_) => "the Final line".into(),
        Line::Statistic => "a statistic".into(),
        Line::Note => "a note".into(),
    }
}

/// The replay of one round's moves and the checks of its other lines.
struct Replayer<'a> {
    hand: Hand,
    dialect: Dialect,
    stack: Chips,
    seat_of: &'a dyn Fn(Player) -> Seat,
    name_of: &'a dyn Fn(Seat) -> String,
    seats: [Player; 2],
    /// Board cards the log has shown so far.
    announced: usize,
    /// The flop shown again after the auction (auction engines).
    flop_again: bool,
    /// Each seat's auction-result line seen.
    won: [Option<Card>; 2],
    shown: [bool; 2],
    awarded: [Option<i64>; 2],
    /// MIT 2024's closing line seen.
    closed: bool,
}

impl Replayer<'_> {
    fn line(&mut self, line: &Line) -> Result<(), LogError> {
        let unexpected = |expected: &str| LogError::Expected {
            expected: expected.to_string(),
            text: describe(line),
        };
        if self.awarded[1].is_some() {
            // Only MIT 2024's closing line may follow the awards.
            let auction = self.hand.auction();
            return match (line, auction) {
                (Line::BidsMade(bids), Some(a)) if !self.closed && *bids == a.bids => {
                    self.closed = true;
                    Ok(())
                }
                (Line::NoAuction, None) if !self.closed => {
                    self.closed = true;
                    Ok(())
                }
                (Line::BidsMade(bids), _) if !self.closed => Err(LogError::Differs {
                    what: "the bids".into(),
                    log: format!("{} and {}", bids[0], bids[1]),
                    felt: auction.map_or("no auction".into(), |a| {
                        format!("{} and {}", a.bids[0], a.bids[1])
                    }),
                }),
                (Line::NoAuction, Some(a)) if !self.closed => Err(LogError::Differs {
                    what: "the auction".into(),
                    log: "no auction".into(),
                    felt: format!("bids of {} and {}", a.bids[0], a.bids[1]),
                }),
                _ => Err(unexpected("the end of the round (an empty line)")),
            };
        }
        match line {
            Line::Note => Ok(()),
            Line::Move { player, mv } => {
                let seat = (self.seat_of)(*player);
                let action = match *mv {
                    Move::Fold => Action::Fold,
                    Move::Check => Action::Check,
                    Move::Call => Action::Call,
                    Move::Bet(n) | Move::RaiseTo(n) => {
                        let opening = self.hand.pips() == [0, 0];
                        match (mv, opening) {
                            (Move::Bet(_), false) => {
                                return Err(LogError::RaiseWording {
                                    expected: "raises to",
                                });
                            }
                            (Move::RaiseTo(_), true) => {
                                return Err(LogError::RaiseWording { expected: "bets" });
                            }
                            _ => Action::RaiseTo(n),
                        }
                    }
                };
                self.act(seat, action)
            }
            Line::Bid { player, amount } => self.act((self.seat_of)(*player), Action::Bid(*amount)),
            Line::AuctionWon { player, card } => {
                self.auction_won((self.seat_of)(*player), *card, line)
            }
            Line::Street {
                name,
                board,
                put_in,
            } => self.street(*name, board, *put_in, line),
            Line::Shows { player, cards } => {
                let seat = (self.seat_of)(*player);
                if !self.hand.is_over() {
                    return Err(self.not_over(line));
                }
                if self.shown[seat.index()] || (seat == Seat(0) && self.shown[1]) {
                    return Err(unexpected("each hand shown once, seat 0's first"));
                }
                let felt = self.hand.hole_cards(seat);
                if cards.as_slice() != felt {
                    return Err(LogError::Differs {
                        what: format!("{}'s hand", (self.name_of)(seat)),
                        log: list(cards),
                        felt: list(felt),
                    });
                }
                self.shown[seat.index()] = true;
                Ok(())
            }
            Line::Awarded { player, amount } => {
                let seat = (self.seat_of)(*player);
                let Some(outcome) = self.hand.outcome() else {
                    return Err(self.not_over(line));
                };
                self.board_shown()?;
                if outcome.showdown && self.shown != [true, true] {
                    return Err(LogError::Missing("both hands at the showdown".into()));
                }
                let expected_seat = Seat(u8::from(self.awarded[0].is_some()));
                if seat != expected_seat {
                    return Err(unexpected(&format!(
                        "{}'s award",
                        (self.name_of)(expected_seat)
                    )));
                }
                let felt = outcome.net[seat.index()];
                if *amount != felt {
                    return Err(LogError::Awarded {
                        name: (self.name_of)(seat),
                        log: *amount,
                        felt,
                    });
                }
                self.awarded[seat.index()] = Some(*amount);
                Ok(())
            }
            _ => Err(unexpected(if self.hand.is_over() {
                "the round's result"
            } else {
                "a move"
            })),
        }
    }

    /// The error for a line that needs the hand over while felt's replay goes on.
    fn not_over(&self, line: &Line) -> LogError {
        let to_act = self
            .hand
            .to_act()
            .map_or_else(String::new, |s| (self.name_of)(s));
        LogError::Expected {
            expected: format!("a move by {to_act} (the hand is not over in felt's replay)"),
            text: describe(line),
        }
    }

    /// Every board card felt has dealt has been shown by a street line (and, after an
    /// auction, the flop again).
    fn board_shown(&self) -> Result<(), LogError> {
        let board = self.hand.board();
        if board.len() != self.announced {
            return Err(LogError::Missing(format!(
                "the {} {} before this line",
                self.hand.street(),
                list(&board[self.announced..])
            )));
        }
        if self.hand.auction().is_some() && !self.flop_again {
            return Err(LogError::Missing("the flop again after the auction".into()));
        }
        Ok(())
    }

    fn act(&mut self, seat: Seat, action: Action) -> Result<(), LogError> {
        if self.hand.is_over() {
            return Err(LogError::AfterHand {
                name: (self.name_of)(seat),
            });
        }
        self.board_shown()?;
        if let Some(legal) = self.hand.legal_actions()
            && legal.seat != seat
        {
            return Err(LogError::NotYourTurn {
                name: (self.name_of)(seat),
                to_act: (self.name_of)(legal.seat),
            });
        }
        self.hand
            .apply(seat, action)
            .map(|_| ())
            .map_err(|error| LogError::Illegal {
                name: (self.name_of)(seat),
                action: match action {
                    Action::RaiseTo(n) => format!("raise to {n}"),
                    other => other.to_string(),
                },
                error,
            })
    }

    fn auction_won(&mut self, seat: Seat, card: Card, line: &Line) -> Result<(), LogError> {
        let Some(auction) = self.hand.auction() else {
            return Err(LogError::Expected {
                expected: "both bids before the auction's result".into(),
                text: describe(line),
            });
        };
        let i = seat.index();
        if self.flop_again || self.won[i].is_some() || (i == 0 && self.won[1].is_some()) {
            return Err(LogError::Expected {
                expected: "each winner's line once, seat 0's first, before the flop".into(),
                text: describe(line),
            });
        }
        if i == 1 && auction.winners[0] && self.won[0].is_none() {
            return Err(LogError::Missing(format!(
                "that {} won the auction (the small blind's line comes first)",
                (self.name_of)(Seat(0))
            )));
        }
        if !auction.winners[i] {
            return Err(LogError::NotAWinner {
                name: (self.name_of)(seat),
                bids: format!(
                    "{} {}, {} {}",
                    (self.name_of)(Seat(0)),
                    auction.bids[0],
                    (self.name_of)(Seat(1)),
                    auction.bids[1]
                ),
            });
        }
        let felt = match self.dialect {
            Dialect::Mit2024 => self.hand.hole_cards(seat).get(2).copied(),
            _ => self.hand.events().iter().find_map(|e| match e {
                Event::Peek { seat: s, card } if *s == seat => Some(*card),
                _ => None,
            }),
        };
        if felt != Some(card) {
            return Err(LogError::Differs {
                what: format!("{}'s prize", (self.name_of)(seat)),
                log: card.to_string(),
                felt: felt.map_or("none".into(), |c| c.to_string()),
            });
        }
        self.won[i] = Some(card);
        Ok(())
    }

    fn street(
        &mut self,
        name: StreetName,
        board: &[Card],
        put_in: [(Player, Chips); 2],
        line: &Line,
    ) -> Result<(), LogError> {
        let felt_board = self.hand.board();
        let again = self.dialect.variant().has_auction()
            && felt_board.len() == 3
            && self.announced == 3
            && self.hand.auction().is_some()
            && !self.flop_again;
        if felt_board.len() == self.announced && !again {
            return Err(if self.hand.is_over() {
                LogError::Expected {
                    expected: "the round's result".into(),
                    text: describe(line),
                }
            } else {
                self.not_over_street(line)
            });
        }
        if again {
            if let Some(auction) = self.hand.auction() {
                for seat in [Seat(0), Seat(1)] {
                    if auction.winners[seat.index()] && self.won[seat.index()].is_none() {
                        return Err(LogError::Missing(format!(
                            "that {} won the auction",
                            (self.name_of)(seat)
                        )));
                    }
                }
            }
            self.flop_again = true;
        }
        if board != felt_board {
            return Err(LogError::Differs {
                what: "the board".into(),
                log: list(board),
                felt: list(felt_board),
            });
        }
        let felt_name = match self.hand.street() {
            Street::Preflop | Street::Flop => StreetName::Flop,
            Street::Turn => StreetName::Turn,
            Street::River => StreetName::River,
            Street::Run(_) => StreetName::Run,
        };
        if name != felt_name {
            return Err(LogError::Differs {
                what: "the street".into(),
                log: name.word().into(),
                felt: felt_name.word().into(),
            });
        }
        for (k, (player, chips)) in put_in.iter().enumerate() {
            if *player != self.seats[k] {
                return Err(LogError::Expected {
                    expected: "the small blind's chips first".into(),
                    text: describe(line),
                });
            }
            let seat = Seat(k as u8);
            let felt = self.stack - self.hand.stacks()[k];
            if *chips != felt {
                return Err(LogError::Differs {
                    what: format!("{}'s chips in the pot", (self.name_of)(seat)),
                    log: chips.to_string(),
                    felt: felt.to_string(),
                });
            }
        }
        self.announced = felt_board.len();
        Ok(())
    }

    fn not_over_street(&self, line: &Line) -> LogError {
        let to_act = self
            .hand
            .to_act()
            .map_or_else(String::new, |s| (self.name_of)(s));
        LogError::Expected {
            expected: format!(
                "a move by {to_act} (the {} is still being played in felt's replay)",
                self.hand.street()
            ),
            text: describe(line),
        }
    }
}
