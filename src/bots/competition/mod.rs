//! Gauntlet styles modelled on real competition bots (issue 23): a strength bidder and a size
//! teller (Sneak Peek bots), a threshold caller (a River of Blood bot), a limper and an
//! adaptive bluffer. Each is a fixed program with the tells those bots showed, so that a bot
//! that reads its opponent has something true to read. Like the other styles they see only
//! their own seat's view and decide in well under a millisecond. Sneak Peek's gauntlet table
//! is already the competition's depth (5,000 chips, blinds 10/20), so these styles meet a bot
//! 250 big blinds deep there.

mod adaptive_bluffer;
mod limper;
mod size_teller;
mod strength_bidder;
mod threshold_caller;

#[cfg(test)]
pub(crate) mod test_hands;

use rand::RngCore;

use crate::engine::{Action, Event, SeatView, Street};

use super::Bot;
use super::strength::preflop_equity;
use super::styles::postflop_equity;

pub use adaptive_bluffer::AdaptiveBluffer;
pub use limper::Limper;
pub use size_teller::SizeTeller;
pub use strength_bidder::StrengthBidder;
pub use threshold_caller::{ThresholdCaller, call_margin};

/// The competition styles, by name, with a line each, in the gauntlet's order.
pub const COMPETITION_STYLES: [(&str, &str); 5] = [
    (
        "strength-bidder",
        "bids 0, 0.3 or 0.5 pot by equity band; calls when equity beats the pot odds",
    ),
    (
        "size-teller",
        "leads small with value, big with bluffs; re-raises only two pair, 4-bets only AA/KK",
    ),
    (
        "threshold-caller",
        "calls when equity minus a margin growing with the chips asked beats the pot odds",
    ),
    (
        "limper",
        "limps three buttons in four and folds them to a raise; otherwise tight-aggressive",
    ),
    (
        "adaptive-bluffer",
        "tight-aggressive, bluffing as often as its opponent's folds make a bluff pay",
    ),
];

/// A competition style by name (see [`COMPETITION_STYLES`]); `None` for an unknown name.
pub fn competition_by_name(name: &str) -> Option<Box<dyn Bot>> {
    let bot: Box<dyn Bot> = match name {
        "strength-bidder" => Box::new(StrengthBidder),
        "size-teller" => Box::new(SizeTeller),
        "threshold-caller" => Box::new(ThresholdCaller),
        "limper" => Box::new(Limper::new()),
        "adaptive-bluffer" => Box::new(AdaptiveBluffer::new()),
        _ => return None,
    };
    Some(bot)
}

/// Equity against a random hand: the 169-class table preflop, a short variant-aware Monte
/// Carlo after the flop (or with a third hole card).
fn equity(view: &SeatView, rng: &mut dyn RngCore) -> f64 {
    let hole = view.hole.as_slice();
    match hole {
        [a, b] if view.board.is_empty() => preflop_equity(*a, *b),
        _ => postflop_equity(view, rng),
    }
}

/// True when this seat has already bet or raised on the current street.
fn raised_this_street(view: &SeatView) -> bool {
    let mut raised = false;
    for e in &view.events {
        match e {
            Event::DealBoard { .. } => raised = false,
            Event::Act {
                seat,
                action: Action::RaiseTo(_),
                ..
            } if *seat == view.seat => raised = true,
            _ => {}
        }
    }
    raised
}

/// True when this seat called preflop (before the flop a call that leaves the street open is
/// the small blind's limp).
fn limped(view: &SeatView) -> bool {
    view.street == Street::Preflop
        && view.events.iter().any(
            |e| matches!(e, Event::Act { seat, action: Action::Call, .. } if *seat == view.seat),
        )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_competition_style_is_known_by_its_name() {
        for (name, _) in COMPETITION_STYLES {
            let bot = competition_by_name(name).expect("listed style");
            assert_eq!(bot.name(), name);
        }
        assert!(competition_by_name("tag").is_none());
    }
}
