//! The drill in words for the screen: a spot before the bid (cards, chips, the bot's range,
//! the prize) and what the answer revealed (the prize's value, both bids, the score).

use super::{Answered, DrillSpot};
use crate::engine::{Seat, VariantId};
use crate::narration::cards_text;

impl DrillSpot {
    /// The spot as lines of text for the screen: "Spot 2 of 10", the cards, the chips, the
    /// bot's range in words and the prize. Cards read as the table shows them: suit symbols,
    /// or letters when `ascii`.
    pub fn describe(&self, count: u32, ascii: bool) -> Vec<String> {
        let you = if self.seat == Seat::BIG_BLIND {
            "big blind"
        } else {
            "button"
        };
        let prize = if self.hand.variant() == VariantId::Auction {
            "a third hole card"
        } else {
            "a look at one of the bot's hole cards"
        };
        vec![
            format!("Spot {} of {count}", self.number + 1),
            format!(
                "  You ({you}): {}   Flop: {}",
                cards_text(self.hole(), ascii),
                cards_text(self.flop(), ascii)
            ),
            format!(
                "  Pot {} · your stack {} · bot's stack {}",
                self.pot(),
                self.my_stack(),
                self.bot_stack()
            ),
            format!("  Bot's range: {}", self.line.describe_range()),
            // The auction's rules in full at the first spot; after it, the prize alone, so a
            // small screen keeps its rows for the last answer.
            if self.number == 0 {
                format!(
                    "  Prize: {prize}. Sealed bids; the winner pays the other bid, a tie gives \
                     both the prize and both pay."
                )
            } else {
                format!("  Prize: {prize} (sealed bids, second price).")
            },
        ]
    }
}

impl Answered {
    /// What the answer revealed, as lines of text: the prize's value to the player, both
    /// bids, the auction's result and the score.
    pub fn describe(&self) -> Vec<String> {
        let (spot, s) = (&self.spot, &self.score);
        // To a tenth, never rounded into the next chip: a prize of 17.96 is 17.96 beside the
        // bid of 17 it implies, not 18.0 (as the table's notes show it).
        // The value is the most worth bidding (a chip bid costs less than a chip).
        let value = crate::coach::bid_score::value_text(s.value);
        let truthful = spot.truthful_bid();
        let worth = match (spot.card_equities, spot.final_pot) {
            // The sum as the coach's note makes it, from the figures it prints.
            (Some((win, lose)), Some(pot)) if s.cost < 1.0 => {
                let sum = crate::bots::monte_carlo::ThirdCardSum::of(win, lose, pot);
                let pot_places = if sum.pot < 100.0 { 1 } else { 0 };
                format!(
                    "  The third card was worth a bid of up to {value} chips: {:.2}% with it, {:.2}% if the bot gets it, so {:.2} points of a pot expected to reach {:.pot_places$}: {:.2} chips. A chip bid costs {:.3} (it joins the pot, and six tenths of your {:.2}% share comes back): {:.2} / {:.3} is about {:.2}. Bidding {truthful} never pays more than that, whatever the bot bids; only a tie at {truthful} can cost.",
                    sum.with,
                    sum.without,
                    sum.points,
                    sum.pot,
                    sum.swing,
                    sum.cost,
                    sum.with,
                    sum.swing,
                    sum.cost,
                    sum.swing / sum.cost.max(1e-3),
                )
            }
            // Sneak Peek: the look's worth in chips over a chip bid's cost, as the table's
            // note makes the sum.
            _ if s.cost < 1.0 => format!(
                "  The look was worth a bid of up to {value} chips: about {:.2} chips of the pot, and a chip bid costs {:.3} (it joins the pot, and six tenths of your {:.2}% share comes back). Bidding {truthful} never pays more than that, whatever the bot bids; only a tie at {truthful} can cost.",
                s.value * s.cost,
                s.cost,
                100.0 * spot.equity
            ),
            _ => format!(
                "  The prize was worth {value} chips to you (your equity now {:.0}%): bidding {truthful} never pays more than that, whatever the bot bids; only a tie at {truthful} can cost.",
                100.0 * spot.equity
            ),
        };
        let result = match s.winners {
            [true, true] => format!(
                "A tie: both get the prize and pay {}; shared, it counts half its worth to \
                 you.",
                s.paid[0]
            ),
            [true, false] => format!("You win the prize and pay {} (hard's bid).", s.paid[0]),
            _ => format!("Hard wins the prize and pays {} (your bid).", s.paid[1]),
        };
        // The score is in chips of the pot, a bid chip at its cost; what the other seat pays
        // into the pot is left out, and the note says so.
        let cost = if s.cost < 1.0 {
            "; what hard pays into the pot is not counted"
        } else {
            ""
        };
        // A bid far above the worth is named for what it risked, however hard's bid fell (as
        // the table's review does).
        let bid = s.bids[0];
        let risk = if crate::coach::bid_score::is_risky_bid(bid, s.value) {
            format!(
                " Bidding {bid} for a prize worth {value} risked paying up to {bid}, had hard bid between {} and {bid}.",
                truthful + 1
            )
        } else {
            String::new()
        };
        vec![
            worth,
            format!("  You bid {bid}, hard bid {}. {result}{risk}", s.bids[1]),
            if s.forgiven >= 0.05 {
                format!(
                    "  Score: no loss: you bid the worth rounded down, and a tie there is the \
                     one way it costs ({:.1} chips here: you got {:+.1}, the best was \
                     {:+.1}{cost}).",
                    s.forgiven, s.gain, s.best
                )
            } else {
                format!(
                    "  Score: {:.1} chips of EV lost (you got {:+.1}; the best given hard's bid \
                     was {:+.1}{cost}).",
                    s.loss, s.gain, s.best
                )
            },
        ]
    }
}
