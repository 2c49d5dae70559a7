//! Moving a hand of either game along, one decision at a time, the same way for every caller
//! (the arena, the tables, the drill, the tutorial, matches with hosted bots): [`turn`] says
//! what comes next (a forced move that may be made for the seat, a seat to ask with what it
//! may know, or the end of the hand); [`answer`] applies a bot's answer, replacing a refused
//! one by the game's fallback (check-or-fold, bid 0; the Auction Flop pass, take, keep-one or
//! discard-nothing) as the official engines do. [`play_out`] is the two in a loop, for callers
//! that hold every player.

use std::fmt;

use crate::engine::{Chips, Game, Seat};

use super::Player;

/// What a hand needs next.
pub enum Turn<G: Game> {
    /// `seat` has a single legal move and its player lets the session make it.
    Forced { seat: Seat, action: G::Action },
    /// `seat` must be asked. `leaked_bid` is the opponent's bid when it is already in and
    /// this seat is about to bid (for hosts that reproduce the official engines' leak).
    Ask {
        seat: Seat,
        view: Box<G::View>,
        leaked_bid: Option<Chips>,
    },
    /// The hand is over.
    Over,
}

impl<G: Game<Action: fmt::Debug, View: fmt::Debug>> fmt::Debug for Turn<G> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Turn::Forced { seat, action } => write!(f, "Forced({seat}, {action:?})"),
            Turn::Ask { seat, .. } => write!(f, "Ask({seat})"),
            Turn::Over => f.write_str("Over"),
        }
    }
}

/// An illegal answer a player gave, and what was played instead.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Replaced<A, E> {
    /// The player (the seat, from [`answer`] and [`play_out`]).
    pub player: usize,
    pub given: A,
    pub error: E,
    pub played: A,
}

impl<A: fmt::Display, E> Replaced<A, E> {
    /// The note a table or a match report gives for this replacement, naming the bot.
    pub fn note(&self, bot: &str) -> String {
        format!(
            "{bot} answered {}, which is not legal; it plays {}",
            self.given, self.played
        )
    }
}

/// A replacement in game `G`.
pub type ReplacedIn<G> = Replaced<<G as Game>::Action, <G as Game>::Error>;

/// What comes next in `hand`. `auto_forced[s]` says whether seat `s`'s player lets the session
/// make its forced moves (a person or a built-in bot does; a hosted competition bot is asked
/// every time, as the official engines ask).
pub fn turn<G: Game>(hand: &G, auto_forced: &[bool]) -> Turn<G> {
    let Some(seat) = hand.to_act() else {
        return Turn::Over;
    };
    match hand.forced() {
        Some(action) if auto_forced.get(seat.index()).copied().unwrap_or(true) => {
            Turn::Forced { seat, action }
        }
        _ => Turn::Ask {
            seat,
            view: Box::new(hand.view(seat)),
            leaked_bid: hand.sealed_bid(seat),
        },
    }
}

/// Applies a bot's `action` for `seat`, the seat to act. An action the hand refuses is
/// replaced by the game's fallback and the replacement returned, with `player` holding the
/// seat number. A person's action is not given here: the table checks it and asks again.
pub fn answer<G: Game>(hand: &mut G, seat: Seat, action: G::Action) -> Option<ReplacedIn<G>> {
    let (played, replaced) = match hand.check(seat, action) {
        Ok(()) => (action, None),
        Err(error) => {
            let played = hand.fallback()?;
            let replaced = Replaced {
                player: seat.index(),
                given: action,
                error,
                played,
            };
            (played, Some(replaced))
        }
    };
    // Invariant: `played` passed `check`, or is the game's fallback for the seat to act,
    // which is always legal; so it applies.
    let _ = hand.apply(seat, played);
    replaced
}

/// Plays `hand` to the end with `players[s]` deciding for seat `s`: forced moves are made for
/// players that allow it, illegal answers are replaced. Returns the replacements, with
/// `player` holding the seat number.
pub fn play_out<G: Game>(hand: &mut G, players: &mut [&mut dyn Player<G>]) -> Vec<ReplacedIn<G>> {
    let mut replaced = Vec::new();
    let auto_forced: Vec<bool> = players.iter().map(|p| p.auto_forced()).collect();
    loop {
        match turn(hand, &auto_forced) {
            Turn::Over => return replaced,
            Turn::Forced { seat, action } => {
                // Invariant: the one legal move applies.
                let _ = hand.apply(seat, action);
            }
            Turn::Ask {
                seat,
                view,
                leaked_bid,
            } => {
                let Some(player) = players.get_mut(seat.index()) else {
                    return replaced;
                };
                if let Some(bid) = leaked_bid {
                    player.leaked_bid(bid);
                }
                let action = player.act(&view);
                replaced.extend(answer(hand, seat, action));
            }
        }
    }
}
