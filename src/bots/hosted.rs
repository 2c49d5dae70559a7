//! `Hosted`: what hosting a competition bot adds to a seat beyond deciding. The session asks
//! a hosted bot every forced move (as the official engines do), may pass it the big blind's
//! sealed bid in the engines' "leaky" mode, and collects its notes (a timeout, an illegal
//! answer), how many of its answers were replaced, and its game clock. felt's own bots need none of it, so [`Bot`](super::Bot) keeps
//! only what every bot does and hands this side out through [`Bot::hosted`](super::Bot::hosted);
//! `remote` implements it.

use crate::engine::Chips;

/// The seat policy and reports of a bot hosted in its own process.
pub trait Hosted {
    /// True if the session may make a forced move (only check, or only bid 0) for this bot.
    /// A competition bot is asked every time.
    fn auto_forced(&self) -> bool {
        false
    }

    /// The opponent's sealed bid, given before this bot bids, for hosts that reproduce the
    /// official engines' leak.
    fn leaked_bid(&mut self, _opponent_bid: Chips) {}

    /// Things worth telling the person or the match log since the last call (an illegal
    /// answer, a timeout, a crash).
    fn take_notes(&mut self) -> Vec<String>;

    /// How many of the bot's answers the host replaced since the last call (an illegal
    /// action, or an answer that is not an action at all): the host plays its fallback
    /// itself, so the session never sees these answers and cannot count them.
    fn take_replaced(&mut self) -> u64 {
        0
    }

    /// True when the host played the bot's last decision in its place: its answer was not
    /// legal or not an action, or it gave none in time (a hand file marks such decisions, so
    /// a review does not grade them as the bot's own).
    fn played_for_it(&self) -> bool {
        false
    }

    /// Seconds left on the bot's game clock, if it has one.
    fn clock(&self) -> Option<f64> {
        None
    }
}
