//! The words for betting actions, written once: "bet" when nothing is in on the street, "raise
//! to" over a bet (the blinds count as one before the flop), "re-raise to" over a raise
//! (whoever made the bet or raise before it), "call N" with N the engine's cost, and "all in"
//! when the move puts the stack in. The coach's suggestion and review, the situation note and the key bar read the
//! same [`Betting`], so an action is never named one way in one place and another way in the
//! next.

use crate::engine::{Action, Chips, Event, LegalActions, Seat, SeatView};

/// The betting on the current street as one seat sees it at its decision: what it owes, and
/// who has put chips in.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Betting {
    /// The seat this is told to.
    pub seat: Seat,
    /// The engine's cost to call (0 when nothing is owed).
    pub call_cost: Chips,
    /// Nobody has put chips in on this street: putting chips in is a bet, not a raise.
    pub opens: bool,
    /// Someone has already raised on this street (over a bet, or over the blinds before the
    /// flop): chips in now are a re-raise.
    pub reraise: bool,
    /// The legal raise-to range.
    pub raise: Option<(Chips, Chips)>,
    /// This seat's chips behind and its pip.
    pub stack: Chips,
    pub pip: Chips,
    /// The other seat's chips behind and its pip.
    pub opp_stack: Chips,
    pub opp_pip: Chips,
}

impl Betting {
    /// The betting at `view`'s decision (`None` when the seat has no betting decision).
    pub fn of(view: &SeatView) -> Option<Betting> {
        let legal = view.legal?;
        if legal.bid.is_some() {
            return None;
        }
        Some(Betting::from_parts(
            view.seat,
            legal,
            view.stacks,
            view.pips,
            &view.events,
        ))
    }

    /// The betting from its parts: the seat, its legal actions, stacks and pips by seat, and the
    /// hand's events so far.
    pub fn from_parts(
        seat: Seat,
        legal: LegalActions,
        stacks: [Chips; 2],
        pips: [Chips; 2],
        events: &[Event],
    ) -> Betting {
        let (me, opp) = (seat.index(), seat.other().index());
        Betting {
            seat,
            call_cost: legal.call_cost,
            opens: pips == [0, 0],
            reraise: raised_this_street(events),
            raise: legal.raise,
            stack: stacks[me],
            pip: pips[me],
            opp_stack: stacks[opp],
            opp_pip: pips[opp],
        }
    }

    /// The word for putting chips in: "bet", "raise to" or "re-raise to".
    pub fn raise_word(&self) -> &'static str {
        if self.opens {
            "bet"
        } else if self.reraise {
            "re-raise to"
        } else {
            "raise to"
        }
    }

    /// True when raising to `total` puts this seat's whole stack in.
    pub fn is_all_in(&self, total: Chips) -> bool {
        total >= self.stack + self.pip
    }

    /// True when a call puts this seat's whole stack in.
    pub fn call_is_all_in(&self) -> bool {
        self.call_cost > 0 && self.call_cost >= self.stack
    }

    /// The action as an instruction: "check", "call 4", "bet 6", "raise to 12", "re-raise to
    /// 30", "fold", with "(all in)" when it puts the stack in.
    pub fn imperative(&self, action: Action) -> String {
        match action {
            Action::Fold => "fold".to_string(),
            Action::Check => "check".to_string(),
            Action::Call if self.call_is_all_in() => format!("call {} (all in)", self.call_cost),
            Action::Call => format!("call {}", self.call_cost),
            Action::RaiseTo(n) => {
                let all_in = if self.is_all_in(n) { " (all in)" } else { "" };
                format!("{} {n}{all_in}", self.raise_word())
            }
            Action::Bid(n) => format!("bid {n}"),
        }
    }

    /// The action as a noun phrase: "checking", "calling 4", "betting 6", "raising to 12",
    /// "re-raising to 30", "folding".
    pub fn gerund(&self, action: Action) -> String {
        match action {
            Action::Fold => "folding".to_string(),
            Action::Check => "checking".to_string(),
            Action::Call if self.call_is_all_in() => format!("calling {} (all in)", self.call_cost),
            Action::Call => format!("calling {}", self.call_cost),
            Action::RaiseTo(n) => {
                let word = if self.opens {
                    "betting"
                } else if self.reraise {
                    "re-raising to"
                } else {
                    "raising to"
                };
                let all_in = if self.is_all_in(n) { " (all in)" } else { "" };
                format!("{word} {n}{all_in}")
            }
            Action::Bid(n) => format!("bidding {n}"),
        }
    }

    /// The options in a sentence: "Check, or bet." / "Call 4, raise, or fold." / "Call 40 (all
    /// in) or fold.", naming only what is legal.
    pub fn options(&self) -> String {
        let raise = match self.raise_word() {
            "bet" => "bet",
            "re-raise to" => "re-raise",
            _ => "raise",
        };
        match (self.call_cost, self.raise.is_some()) {
            (0, true) => format!("Check, or {raise}."),
            (0, false) => "Check.".to_string(),
            (c, true) => format!("Call {c}, {raise}, or fold."),
            (c, false) if self.call_is_all_in() => format!("Call {c} (all in) or fold."),
            (c, false) => format!("Call {c} or fold."),
        }
    }
}

/// True when someone has raised on the street in progress: over a bet, or before the flop
/// over the blinds (which count as the bet). Chips put in now are a re-raise.
pub fn raised_this_street(events: &[Event]) -> bool {
    let street = events
        .iter()
        .rev()
        .take_while(|e| !matches!(e, Event::DealBoard { .. } | Event::AuctionResolved { .. }));
    let mut opened = false;
    let mut raised = false;
    for e in street.collect::<Vec<_>>().into_iter().rev() {
        match e {
            Event::PostBlind { .. } => opened = true,
            Event::Act {
                action: Action::RaiseTo(_),
                ..
            } => {
                raised |= opened;
                opened = true;
            }
            _ => {}
        }
    }
    raised
}

/// What the other seat's last move on this street was, in the past tense from the seat's
/// side, with what this seat did just before it: ("you checked", "the bot bet 117"). `None`
/// when the other seat has not acted on this street since this seat did.
pub fn last_exchange(events: &[Event], seat: Seat, bot: &str) -> Option<(String, String)> {
    let street: Vec<&Event> = events
        .iter()
        .rev()
        .take_while(|e| !matches!(e, Event::DealBoard { .. } | Event::AuctionResolved { .. }))
        .collect();
    // Walk the street forward, tracking whether chips are in, to name each move.
    let mut opened = street.iter().any(|e| matches!(e, Event::PostBlind { .. }));
    let mut raised = false;
    let mut told: Vec<(Seat, String)> = Vec::new();
    for e in street.iter().rev() {
        if let Event::Act {
            seat: s, action, ..
        } = e
        {
            let words = match *action {
                Action::Fold => "folded".to_string(),
                Action::Check => "checked".to_string(),
                Action::Call => "called".to_string(),
                Action::RaiseTo(n) if !opened => format!("bet {n}"),
                Action::RaiseTo(n) if raised => format!("re-raised to {n}"),
                Action::RaiseTo(n) => format!("raised to {n}"),
                Action::Bid(n) => format!("bid {n}"),
            };
            if let Action::RaiseTo(_) = action {
                raised |= opened;
                opened = true;
            }
            told.push((*s, words));
        }
    }
    let (last_seat, theirs) = told.last()?.clone();
    if last_seat == seat {
        return None;
    }
    let mine = told
        .iter()
        .rev()
        .skip(1)
        .find(|(s, _)| *s == seat)
        .map(|(_, w)| format!("you {w}"))?;
    Some((mine, format!("{bot} {theirs}")))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::Deck;
    use crate::engine::{Hand, HandSetup, VariantId};

    fn hand(variant: VariantId) -> Hand {
        Hand::new(
            HandSetup::new(variant, [400, 400], 1, 2),
            Deck::from_order(&[]).expect("a deck"),
        )
        .expect("a hand")
    }

    fn betting(h: &Hand, seat: Seat) -> Betting {
        Betting::of(&h.view(seat)).expect("a betting decision")
    }

    #[test]
    fn a_bet_opens_the_street_and_a_raise_answers_one() {
        let mut h = hand(VariantId::Holdem);
        // Before the flop the blinds are a bet: the small blind raises.
        assert_eq!(
            betting(&h, Seat(0)).imperative(Action::RaiseTo(6)),
            "raise to 6"
        );
        h.apply(Seat(0), Action::Call).expect("limp");
        // The big blind's raise after a limp is a raise too.
        assert_eq!(
            betting(&h, Seat(1)).gerund(Action::RaiseTo(8)),
            "raising to 8"
        );
        h.apply(Seat(1), Action::Check).expect("check");
        // After the flop, with nothing in, chips in are a bet.
        let b = betting(&h, Seat(1));
        assert_eq!(b.imperative(Action::RaiseTo(2)), "bet 2");
        assert_eq!(b.options(), "Check, or bet.");
        h.apply(Seat(1), Action::RaiseTo(4)).expect("bet");
        let b = betting(&h, Seat(0));
        assert_eq!(b.imperative(Action::Call), "call 4");
        assert_eq!(b.options(), "Call 4, raise, or fold.");
        h.apply(Seat(0), Action::RaiseTo(12)).expect("raise");
        // Over the raise of its bet, the big blind re-raises.
        let b = betting(&h, Seat(1));
        assert_eq!(b.imperative(Action::RaiseTo(40)), "re-raise to 40");
        assert_eq!(b.gerund(Action::RaiseTo(40)), "re-raising to 40");
        assert_eq!(b.options(), "Call 8, re-raise, or fold.");
    }

    #[test]
    fn an_all_in_is_named() {
        let mut h = hand(VariantId::Holdem);
        h.apply(Seat(0), Action::RaiseTo(400)).expect("shove");
        let b = betting(&h, Seat(1));
        assert_eq!(b.imperative(Action::Call), "call 398 (all in)");
        assert_eq!(b.options(), "Call 398 (all in) or fold.");
    }

    #[test]
    fn the_last_exchange_names_a_check_and_a_bet() {
        let mut h = hand(VariantId::Holdem);
        h.apply(Seat(0), Action::Call).expect("limp");
        h.apply(Seat(1), Action::Check).expect("check");
        h.apply(Seat(1), Action::Check).expect("check");
        h.apply(Seat(0), Action::RaiseTo(117)).expect("bet");
        let (mine, theirs) =
            last_exchange(&h.view(Seat(1)).events, Seat(1), "the bot").expect("an exchange");
        assert_eq!(mine, "you checked");
        assert_eq!(theirs, "the bot bet 117");
    }
}
