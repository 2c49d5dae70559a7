//! Moving a heads-up hand along, one decision at a time, the same way for every caller: the
//! arena, matches with hosted bots and the table on screen. [`turn`] says what comes next
//! (a forced move that may be made for the seat, a seat to ask with what it may know, or the
//! end of the hand); [`answer`] applies a bot's answer, replacing an illegal one by
//! check-or-fold (bid 0 in an auction) as the official engines do. [`play_out`] is the two
//! in a loop, for callers that hold every player.

use crate::engine::{Action, Chips, Hand, Seat, SeatView};

use super::{Player, Replaced};

/// What a hand needs next.
#[derive(Debug, Clone)]
pub enum Turn {
    /// `seat` has a single legal move and its player lets the session make it.
    Forced { seat: Seat, action: Action },
    /// `seat` must be asked. `leaked_bid` is the opponent's bid when it is already in and
    /// this seat is about to bid (for hosts that reproduce the official engines' leak).
    Ask {
        seat: Seat,
        view: Box<SeatView>,
        leaked_bid: Option<Chips>,
    },
    /// The hand is over.
    Over,
}

/// What comes next in `hand`. `auto_forced[s]` says whether seat `s`'s player lets the session
/// make its forced moves (a person or a built-in bot does; a hosted competition bot is asked
/// every time, as the official engines ask).
pub fn turn(hand: &Hand, auto_forced: [bool; 2]) -> Turn {
    let Some(legal) = hand.legal_actions() else {
        return Turn::Over;
    };
    let seat = legal.seat;
    match legal.forced_action() {
        Some(action) if auto_forced[seat.index()] => Turn::Forced { seat, action },
        _ => Turn::Ask {
            seat,
            view: Box::new(hand.view(seat)),
            leaked_bid: if legal.bid.is_some() {
                hand.bids[seat.other().index()]
            } else {
                None
            },
        },
    }
}

/// Applies a bot's `action` for `seat`, the seat to act. An action the hand refuses is
/// replaced by check-or-fold (bid 0 in an auction) and the replacement returned, with
/// `player` holding the seat number. A person's action is not given here: the table checks
/// it and asks again.
pub fn answer(hand: &mut Hand, seat: Seat, action: Action) -> Option<Replaced> {
    let legal = hand.legal_actions()?;
    let (played, replaced) = match hand.check(seat, action) {
        Ok(()) => (action, None),
        Err(error) => {
            let played = legal.check_or_fold();
            let replaced = Replaced {
                player: seat.index(),
                given: action,
                error,
                played,
            };
            (played, Some(replaced))
        }
    };
    // Invariant: `played` passed `check`, or is check-or-fold for the seat to act, which is
    // always legal; so it applies.
    let _ = hand.apply(legal.seat, played);
    replaced
}

/// Plays `hand` to the end with `players[s]` deciding for seat `s`: forced moves are made for
/// players that allow it, illegal answers are replaced. Returns the replacements, with
/// `player` holding the seat number.
pub fn play_out(hand: &mut Hand, mut players: [&mut dyn Player; 2]) -> Vec<Replaced> {
    let mut replaced = Vec::new();
    let auto_forced = [players[0].auto_forced(), players[1].auto_forced()];
    loop {
        match turn(hand, auto_forced) {
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
                let player = &mut players[seat.index()];
                if let Some(bid) = leaked_bid {
                    player.leaked_bid(bid);
                }
                let action = player.act(&view);
                replaced.extend(answer(hand, seat, action));
            }
        }
    }
}

impl Replaced {
    /// The note a table or a match report gives for this replacement, naming the bot.
    pub fn note(&self, bot: &str) -> String {
        format!(
            "{bot} answered {}, which is not legal; it plays {}",
            self.given, self.played
        )
    }
}
