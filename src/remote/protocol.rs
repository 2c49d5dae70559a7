//! The pokerbots protocol's words: the clause queue brought up to date with a seat's view
//! (`P` `H` at a new hand, the actions, the board, the auction's `A` and `N` clauses) in the
//! official engines' order, the cards as the protocol writes them, and an answer read back
//! into an action (or replaced, with a note, when it is not legal or not an action).

use super::{BidReveal, RemoteBot};
use crate::cards::Card;
use crate::engine::{Action, Chips, Event, Ledger, LegalActions, Phase, Seat, SeatView, VariantId};

/// What felt tracks of the current hand to speak the protocol.
#[derive(Debug, Clone, Default)]
pub(super) struct HandTrack {
    pub(super) hole: Vec<Card>,
    pub(super) processed: usize,
    /// The chips as the events so far moved them.
    pub(super) ledger: Ledger,
    pub(super) board: Vec<Card>,
    pub(super) opp_bid_sent: bool,
}

impl RemoteBot {
    /// Brings the clause queue up to date with `view`.
    pub(super) fn sync(&mut self, view: &SeatView) {
        let me = view.seat;
        let hole: Vec<Card> = view.hole.iter().take(2).collect();
        if hole != self.track.hole || view.events.len() < self.track.processed {
            self.track = HandTrack {
                hole: hole.clone(),
                ledger: Ledger::new(view.setup.stacks),
                ..HandTrack::default()
            };
            self.queue.push(format!("P{}", me.0));
            self.queue.push(format!("H{}", cards(&hole)));
        }
        // The opponent's hole cards join the view at a showdown, at their places in the hand;
        // leaving them out keeps the positions the bot has already been told about stable.
        let events: Vec<Event> = view
            .events
            .iter()
            .filter(|e| !matches!(e, Event::DealHole { seat, .. } if *seat != me))
            .copied()
            .collect();
        let events = &events;
        let start = self.track.processed;
        for i in start..events.len() {
            let t = &mut self.track;
            t.ledger.record(&events[i]);
            match events[i] {
                Event::DealBoard { street, card } => {
                    t.board.push(card);
                    let more = matches!(events.get(i + 1), Some(Event::DealBoard { street: s, .. }) if *s == street);
                    if !more {
                        self.queue.push(format!("B{}", cards(&t.board)));
                    }
                }
                Event::Act { action, .. } => {
                    let clause = match action {
                        Action::Fold => "F".to_string(),
                        Action::Check => "K".to_string(),
                        Action::Call => "C".to_string(),
                        Action::RaiseTo(to) => format!("R{to}"),
                        Action::Bid(n) => format!("A{n}"),
                    };
                    self.queue.push(clause);
                }
                Event::Bid { seat, amount } => {
                    if seat == me {
                        self.queue.push(format!("A{amount}"));
                    } else if !t.opp_bid_sent {
                        t.opp_bid_sent = true;
                        self.queue.push(format!("A{amount}"));
                    }
                }
                Event::AuctionResolved { bids, .. } => {
                    let stacks = t.ledger.stacks();
                    let shown: Vec<Card> = match view.variant() {
                        VariantId::SneakPeek => events[i..]
                            .iter()
                            .filter_map(|e| match e {
                                Event::Peek { seat, card } if *seat == me => Some(*card),
                                _ => None,
                            })
                            .collect(),
                        _ => view.hole.iter().collect(),
                    };
                    self.queue.push(format!("P{}", me.0));
                    self.queue.push(format!(
                        "N{},{}_{},{}_{}",
                        stacks[0],
                        stacks[1],
                        bids[0],
                        bids[1],
                        cards(&shown)
                    ));
                    self.queue.push(format!("B{}", cards(&t.board)));
                }
                _ => {}
            }
        }
        self.track.processed = events.len();
        // The small blind bids second: the skeletons expect the big blind's bid before it.
        if view.phase == Phase::Auction
            && !self.track.opp_bid_sent
            && view.legal.is_some_and(|l| l.bid.is_some())
            && me == Seat(0)
        {
            self.track.opp_bid_sent = true;
            let shown = match self.config.reveal {
                BidReveal::Sealed => 0,
                BidReveal::Leaky => self.leaked.unwrap_or(0),
            };
            self.queue.push(format!("A{shown}"));
        }
    }

    /// The action an answer stands for, or a replacement with a note (counted in
    /// `replaced`). No answer at all (the bot is out of time or gone) is noted where that
    /// happened, not counted here.
    pub(super) fn answer_to_action(
        &mut self,
        answer: Option<String>,
        legal: &LegalActions,
        variant: VariantId,
    ) -> Action {
        let fallback = legal.check_or_fold();
        let Some(text) = answer else { return fallback };
        let parsed = parse_answer(&text);
        // The answer is the bot's own text: shown only as escapes (it may hold anything).
        let shown = crate::text::printable(&text);
        match parsed {
            Some(a) if legal.allows(a) => a,
            Some(a) => {
                self.replaced += 1;
                self.note(format!(
                    "answered \"{shown}\" ({a}), which is not legal now; played {fallback} instead"
                ));
                fallback
            }
            None if variant == VariantId::SneakPeek
                && legal.bid.is_some()
                && text.starts_with('A')
                && text.contains('.') =>
            {
                // The IIT engine folds the hand there (Hand::folds_at_the_auction).
                self.replaced += 1;
                self.note(format!(
                    "bid \"{shown}\" with a decimal point; as in the IIT engine, it folds the hand"
                ));
                Action::Fold
            }
            None => {
                self.replaced += 1;
                self.note(format!(
                    "answered \"{shown}\", which is not an action; played {fallback} instead"
                ));
                fallback
            }
        }
    }
}

/// Cards as the protocol writes them: "Td,As".
pub(super) fn cards(list: &[Card]) -> String {
    list.iter()
        .map(Card::to_string)
        .collect::<Vec<_>>()
        .join(",")
}

/// Parses one answer clause: F, C, K, R<int>, A<int>.
pub fn parse_answer(text: &str) -> Option<Action> {
    let t = text.trim();
    let number = |s: &str| {
        s.parse::<Chips>()
            .ok()
            .filter(|_| !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit()))
    };
    match t.chars().next()? {
        'F' if t.len() == 1 => Some(Action::Fold),
        'C' if t.len() == 1 => Some(Action::Call),
        'K' if t.len() == 1 => Some(Action::Check),
        'R' => number(&t[1..]).map(Action::RaiseTo),
        'A' => number(&t[1..]).map(Action::Bid),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::remote::RemoteConfig;

    /// A hosted bot with no process: enough to read its answers.
    fn unconnected_bot() -> RemoteBot {
        RemoteBot::new("mybot".to_string(), None, RemoteConfig::default())
    }

    #[test]
    fn every_answer_the_host_replaces_is_counted_and_no_other() {
        use crate::bots::Hosted;
        let facing_a_bet = LegalActions {
            seat: Seat(1),
            call_cost: 1,
            can_fold: true,
            can_check: false,
            can_call: true,
            raise: Some((4, 400)),
            bid: None,
        };
        let auction = LegalActions {
            seat: Seat(0),
            call_cost: 0,
            can_fold: false,
            can_check: false,
            can_call: false,
            raise: None,
            bid: Some((0, 398)),
        };
        let mut bot = unconnected_bot();
        let mut play = |text: Option<&str>, legal: &LegalActions| {
            bot.answer_to_action(text.map(String::from), legal, VariantId::SneakPeek)
        };
        // Legal answers, and no answer (a bot out of time), are not replacements.
        assert_eq!(play(Some("C"), &facing_a_bet), Action::Call);
        assert_eq!(play(Some("R8"), &facing_a_bet), Action::RaiseTo(8));
        assert_eq!(play(Some("A5"), &auction), Action::Bid(5));
        assert_eq!(play(None, &facing_a_bet), Action::Fold);
        // Not an action, an illegal raise, an illegal check, a decimal Sneak Peek bid.
        assert_eq!(play(Some("garbage"), &facing_a_bet), Action::Fold);
        assert_eq!(play(Some("R999999"), &facing_a_bet), Action::Fold);
        assert_eq!(play(Some("K"), &facing_a_bet), Action::Fold);
        assert_eq!(play(Some("A1.5"), &auction), Action::Fold);
        assert_eq!(bot.take_replaced(), 4);
        assert_eq!(bot.take_replaced(), 0, "taken, not read");
        assert_eq!(bot.take_notes().len(), 4);
    }

    #[test]
    fn answers_parse_exactly_and_nothing_else() {
        assert_eq!(parse_answer("R12"), Some(Action::RaiseTo(12)));
        assert_eq!(parse_answer("A0"), Some(Action::Bid(0)));
        assert_eq!(parse_answer("K"), Some(Action::Check));
        assert_eq!(parse_answer(" C\r"), Some(Action::Call));
        for bad in ["", "X", "R", "R-5", "R1.5", "A1.5", "KK", "raise 4", "F2"] {
            assert_eq!(parse_answer(bad), None, "{bad}");
        }
    }

    #[test]
    fn the_clock_is_full_again_for_each_official_match_of_a_thousand_hands() {
        use std::time::Duration;
        let mut bot = unconnected_bot();
        let full = bot.config.clock.total;
        bot.clock_left = Duration::from_millis(500);
        for _ in 0..999 {
            bot.hand_finished();
        }
        assert_eq!(bot.clock_left, Duration::from_millis(500), "mid-match");
        bot.hand_finished();
        assert_eq!(
            bot.clock_left,
            Duration::from_millis(500),
            "not before it is needed"
        );
        bot.start_due_match();
        assert_eq!(bot.clock_left, full, "the 1000th hand ended a match");
        // Only once.
        bot.clock_left = Duration::from_millis(500);
        bot.start_due_match();
        assert_eq!(bot.clock_left, Duration::from_millis(500));
    }
}
