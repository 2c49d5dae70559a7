//! A heads-up hand told in sentences: the table's log, from one seat's side ("You call",
//! "Hard raises to 18"), from what that seat was told ([`Seen`]) and its view; and the
//! replay's, with both seats named, from a saved hand's events. Hidden cards stay hidden: the
//! other seat's cards are told only when it shows them, a sealed bid only once the auction
//! resolves.

use crate::cards::Card;
use crate::engine::{
    Action, Chips, Event, HandSetup, Ledger, Seat, SeatView, Seen, Street, VariantId,
};

use super::{Tone, capitalised, cards_text, signed_words};

/// What one seat knows when a line is told: the events as it was told them (the whole hand so
/// far), the cards each seat is known to hold, the board, and its result once over.
struct Telling<'a> {
    me: Seat,
    variant: VariantId,
    told: &'a [Seen],
    /// Hole cards by seat: this seat's own, the other's once shown (or seen in a replay).
    holes: [&'a [Card]; 2],
    board: &'a [Card],
    /// This seat's change in chips, once the hand is over.
    net: Option<i64>,
    /// The stacks the hand started with.
    stacks: [Chips; 2],
}

/// A log line for event `idx` of `told` (the events as `view`'s seat was told them, the
/// whole hand so far), from that seat's side of the table; `None` for events the log does not
/// show (hidden cards stay hidden; a street's cards are one line).
pub fn table_line(
    view: &SeatView,
    told: &[Seen],
    idx: usize,
    bot: &str,
    ascii: bool,
) -> Option<(String, Tone)> {
    let me = view.seat;
    let mut holes: [&[Card]; 2] = [&[], &[]];
    holes[me.index()] = view.hole.as_slice();
    holes[me.other().index()] = view.opponent_known.as_slice();
    let telling = Telling {
        me,
        variant: view.variant(),
        told,
        holes,
        board: view.board.as_slice(),
        net: view.outcome.map(|o| o.net[me.index()]),
        stacks: view.setup.stacks,
    };
    telling.line(idx, bot, ascii)
}

impl Telling<'_> {
    /// " (all in)" when the action at `idx` of `events` (the events seen whole) by `seat` put
    /// the rest of its stack in, as the coach's words say it; "" otherwise.
    fn all_in(&self, events: &[Event], idx: usize, seat: Seat) -> &'static str {
        let after = Ledger::replay(self.stacks, events.iter().take(idx + 1));
        if after.stacks()[seat.index()] == 0 {
            " (all in)"
        } else {
            ""
        }
    }

    fn line(&self, idx: usize, bot: &str, ascii: bool) -> Option<(String, Tone)> {
        let me = self.me;
        let told = self.told;
        let e = match *told.get(idx)? {
            Seen::Event(e) => e,
            Seen::CardDealt { seat, prize: true } => {
                return Some((
                    format!("{} gets a third card, face down", capitalised(bot)),
                    Tone::Plain,
                ))
                .filter(|_| seat != me);
            }
            Seen::CardDealt { .. } => return None,
            Seen::BidSealed { seat } => {
                // An all-in seat's bid of 0 is no choice: not told (the bids line says it).
                let before: Vec<Event> = told[..idx].iter().filter_map(Seen::event).collect();
                if all_in_before(self.stacks, &before, seat) {
                    return None;
                }
                return Some((
                    format!("{} has bid (sealed)", capitalised(bot)),
                    Tone::Plain,
                ));
            }
            Seen::Peeked { .. } => {
                return Some((
                    format!("{} sees one of your cards", capitalised(bot)),
                    Tone::Plain,
                ));
            }
        };
        let events: Vec<Event> = told.iter().filter_map(Seen::event).collect();
        // Where `e` stands among the events seen whole.
        let at = told[..idx].iter().filter_map(Seen::event).count();
        self.whole_line(e, &events, at, bot, ascii)
    }

    fn whole_line(
        &self,
        e: Event,
        events: &[Event],
        idx: usize,
        bot: &str,
        ascii: bool,
    ) -> Option<(String, Tone)> {
        let me = self.me;
        let who = |s: Seat| {
            if s == me {
                "You".to_string()
            } else {
                capitalised(bot)
            }
        };
        let verb_s = |s: Seat| if s == me { "" } else { "s" };
        let line = match e {
            Event::PostBlind { seat, amount } => {
                let blind = if seat == Seat(0) { "small" } else { "big" };
                format!(
                    "{} post{} the {blind} blind of {amount}",
                    who(seat),
                    verb_s(seat)
                )
            }
            Event::ReturnUncalled { seat, amount } => format!(
                "{amount} uncalled returned to {}",
                if seat == me { "you" } else { bot }
            ),
            Event::DealHole { seat, card, prize } => {
                if prize {
                    if seat == me {
                        format!("You get a third card: {}", cards_text(&[card], ascii))
                    } else {
                        format!("{} gets a third card, face down", who(seat))
                    }
                } else {
                    // The two hole cards: one line when the second arrives.
                    let mine_so_far = events[..=idx]
                        .iter()
                        .filter(|x| matches!(x, Event::DealHole { seat: s, .. } if *s == me))
                        .count();
                    if seat != me || mine_so_far != 2 {
                        return None;
                    }
                    format!(
                        "You are dealt {}",
                        cards_text(self.holes[me.index()].get(..2).unwrap_or_default(), ascii)
                    )
                }
            }
            Event::DealBoard { street, .. } => {
                // One line per street, when its last card arrives.
                if matches!(events.get(idx + 1), Some(Event::DealBoard { street: s, .. }) if *s == street)
                {
                    return None;
                }
                let cards: Vec<Card> = events[..=idx]
                    .iter()
                    .filter_map(|x| match x {
                        Event::DealBoard { street: s, card } if *s == street => Some(*card),
                        _ => None,
                    })
                    .collect();
                let board = &self.board[..street.board_len().min(self.board.len())];
                let extra = match street {
                    Street::River | Street::Run(_) if self.variant.deals_run_card(board) => {
                        "  (red: another card follows)"
                    }
                    Street::Run(_) => "  (black: the run ends)",
                    // A black river in River of Blood: no run card follows.
                    Street::River if self.variant == VariantId::RiverOfBlood => {
                        "  (black: no more cards)"
                    }
                    _ => "",
                };
                let name = street.to_string();
                let title = format!("{}{}", name[..1].to_uppercase(), &name[1..]);
                return Some((
                    format!("{title}: {}{extra}", cards_text(&cards, ascii)),
                    Tone::Header,
                ));
            }
            Event::Act { seat, action, .. } => match action {
                Action::Fold => format!("{} fold{}", who(seat), verb_s(seat)),
                Action::Check if forced_check(self.stacks, events, idx) => {
                    if untold_forced(self.stacks, events, idx) {
                        return None;
                    }
                    let all_in =
                        [me, me.other()].map(|s| all_in_before(self.stacks, &events[..idx], s));
                    no_more_betting(all_in, ["you".to_string(), capitalised(bot)])
                }
                Action::Check => format!("{} check{}", who(seat), verb_s(seat)),
                Action::Call => format!("{} call{}", who(seat), verb_s(seat)),
                Action::RaiseTo(n) if opens_betting(events, idx) => {
                    format!(
                        "{} bet{} {n}{}",
                        who(seat),
                        verb_s(seat),
                        self.all_in(events, idx, seat)
                    )
                }
                // Over a raise already made on the street, "re-raises", as the coach and the
                // key bar name it.
                Action::RaiseTo(n) => format!(
                    "{} {}raise{} to {n}{}",
                    who(seat),
                    if super::vocabulary::raised_this_street(&events[..idx]) {
                        "re-"
                    } else {
                        ""
                    },
                    verb_s(seat),
                    self.all_in(events, idx, seat)
                ),
                Action::Bid(n) => format!("{} bid{} {n}", who(seat), verb_s(seat)),
            },
            Event::Bid { .. } if untold_forced(self.stacks, events, idx) => return None,
            Event::Bid { seat, amount } if seat == me => format!("You bid {amount} (sealed)"),
            Event::Bid { seat, .. } => format!("{} has bid (sealed)", who(seat)),
            Event::AuctionResolved {
                bids,
                paid,
                winners,
            } => {
                let (mine, theirs) = (bids[me.index()], bids[me.other().index()]);
                let peek = self.variant == VariantId::SneakPeek;
                match (winners[me.index()], winners[me.other().index()]) {
                    (true, true) => {
                        let prize = if peek {
                            "a look at one of the other's cards"
                        } else {
                            "a third card"
                        };
                        format!(
                            "Bids: you {mine}, {bot} {theirs}. A tie: both pay their bid and both get {prize}."
                        )
                    }
                    (true, false) => {
                        let prize = if peek {
                            format!("a look at one of {bot}'s cards")
                        } else {
                            "a third card".to_string()
                        };
                        format!(
                            "Bids: you {mine}, {bot} {theirs}. You win {prize} and pay {}.",
                            paid[me.index()]
                        )
                    }
                    _ => {
                        let prize = if peek {
                            "a look at one of your cards"
                        } else {
                            "a third card"
                        };
                        format!(
                            "Bids: you {mine}, {bot} {theirs}. {} wins {prize} and pays {}.",
                            capitalised(bot),
                            paid[me.other().index()]
                        )
                    }
                }
            }
            Event::Peek { seat, card } if seat == me => {
                format!(
                    "You see one of {bot}'s cards: {}",
                    cards_text(&[card], ascii)
                )
            }
            Event::Peek { seat, .. } => format!("{} sees one of your cards", who(seat)),
            Event::Show { seat, value } => format!(
                "{} show{} {}: {}",
                who(seat),
                verb_s(seat),
                cards_text(self.holes[seat.index()], ascii),
                value
            ),
            Event::Award { seat, amount } => {
                let kind = if seat == me { Tone::Good } else { Tone::Bad };
                // The net, not the pot: the pot holds the winner's own chips too.
                let net = self.net;
                let pot: Chips = events
                    .iter()
                    .filter_map(|x| match x {
                        Event::Award { amount, .. } => Some(*amount),
                        _ => None,
                    })
                    .sum();
                // A bet folded to comes back to its maker: the pot won is what was matched.
                let back = uncalled_at(events, idx);
                let (amount, pot) = (amount.saturating_sub(back), pot.saturating_sub(back));
                let share = if amount < pot {
                    format!("{amount} of the pot of {pot}")
                } else if back > 0 {
                    let whose = if seat == me { "your" } else { "its" };
                    format!(
                        "the pot of {amount} and take{} back {whose} uncalled {back}",
                        verb_s(seat)
                    )
                } else {
                    format!("the pot of {amount}")
                };
                // The player's result goes on its own award line, or on the other's when it won
                // nothing: never on the other's line of a split pot as well.
                let mine_awarded = events
                    .iter()
                    .any(|x| matches!(x, Event::Award { seat: s, .. } if *s == me));
                let net = net.filter(|_| seat == me || !mine_awarded);
                let text = match net {
                    Some(n) => format!(
                        "{} win{} {share} (you {})",
                        who(seat),
                        verb_s(seat),
                        signed_words(n)
                    ),
                    None => format!("{} win{} {share}", who(seat), verb_s(seat)),
                };
                return Some((text, kind));
            }
            Event::End { .. } => return None,
        };
        Some((line, Tone::Plain))
    }
}

/// The part of the last bet or raise that nobody called when the hand ended at event `idx`
/// (0 after a showdown): the pot awarded holds it, but it was only its maker's own chips.
pub fn uncalled_at(events: &[Event], idx: usize) -> Chips {
    let mut pips: [Chips; 2] = [0, 0];
    for e in &events[..idx.min(events.len())] {
        match *e {
            Event::DealBoard { .. } => pips = [0, 0],
            Event::PostBlind { seat, amount } => pips[seat.index()] += amount,
            Event::Act { seat, chips, .. } => pips[seat.index()] += chips,
            Event::ReturnUncalled { seat, amount } => {
                pips[seat.index()] = pips[seat.index()].saturating_sub(amount);
            }
            _ => {}
        }
    }
    pips[0].abs_diff(pips[1])
}

/// True when `seat` had no chips behind after `before` (the events so far): all in, so any bid
/// it makes is the forced 0.
pub fn all_in_before(stacks: [Chips; 2], before: &[Event], seat: Seat) -> bool {
    Ledger::replay(stacks, before).stacks()[seat.index()] == 0
}

/// True when event `idx` of `events` is a move nobody chose: a bid of 0 by a seat that is all
/// in.
pub fn forced_bid(stacks: [Chips; 2], events: &[Event], idx: usize) -> bool {
    matches!(events.get(idx), Some(&Event::Bid { seat, .. }) if all_in_before(stacks, &events[..idx], seat))
}

/// True when event `idx` of `events` is a check nobody chose: a seat is all in (its stack is
/// empty), so the engine asks each seat to check on every street until the cards are out.
pub fn forced_check(stacks: [Chips; 2], events: &[Event], idx: usize) -> bool {
    matches!(
        events.get(idx),
        Some(Event::Act {
            action: Action::Check,
            ..
        })
    ) && [Seat(0), Seat(1)]
        .into_iter()
        .any(|s| all_in_before(stacks, &events[..idx], s))
}

/// True when event `idx` is a forced move that is not told, in the log, the replay or on the
/// plates: an all-in seat's bid of 0 (the bids line gives it), or any check nobody chose but
/// the first (which [`no_more_betting`] tells).
pub fn untold_forced(stacks: [Chips; 2], events: &[Event], idx: usize) -> bool {
    forced_bid(stacks, events, idx)
        || (forced_check(stacks, events, idx) && (0..idx).any(|j| forced_check(stacks, events, j)))
}

/// The line at the first check nobody chose: who is all in (`all_in`, of the seats named
/// `names`, "you" in lower case), so nothing more is bet.
fn no_more_betting(all_in: [bool; 2], names: [String; 2]) -> String {
    let one = |i: usize| {
        let are = if names[i] == "you" { "are" } else { "is" };
        format!("{} {are} all in", names[i])
    };
    let who = match all_in {
        [true, true] => format!("{} and {} are both all in", names[0], names[1]),
        [true, false] => one(0),
        _ => one(1),
    };
    format!("No more betting: {who}")
}

/// True when the raise at `idx` is the first chips put in on a street after the flop: a
/// bet, not a raise.
pub fn opens_betting(events: &[Event], idx: usize) -> bool {
    for e in events[..idx].iter().rev() {
        match e {
            Event::Act {
                action: Action::RaiseTo(_),
                ..
            } => return false,
            Event::DealBoard { .. } | Event::AuctionResolved { .. } => return true,
            Event::PostBlind { .. } => return false,
            _ => {}
        }
    }
    false
}

/// A log line for event `idx` of a saved hand's `events`, with both seats named (the replay
/// shows everything).
pub fn replay_line(
    setup: &HandSetup,
    events: &[Event],
    idx: usize,
    names: &[String; 2],
    ascii: bool,
) -> Option<String> {
    let e = *events.get(idx)?;
    // Every card is known in a replay: each seat's hole cards, the board, each seat's result.
    let mut holes: [Vec<Card>; 2] = [Vec::new(), Vec::new()];
    let mut board = Vec::new();
    let mut net = None;
    for x in events {
        match x {
            Event::DealHole { seat, card, .. } => holes[seat.index()].push(*card),
            Event::DealBoard { card, .. } => board.push(*card),
            Event::End { net: n } => net = Some(*n),
            _ => {}
        }
    }
    let told: Vec<Seen> = events.iter().map(|&e| Seen::Event(e)).collect();
    let telling = |me: Seat| Telling {
        me,
        variant: setup.variant,
        told: &told,
        holes: [&holes[0], &holes[1]],
        board: &board,
        net: net.map(|n: [i64; 2]| n[me.index()]),
        stacks: setup.stacks,
    };
    let table_line =
        |_: (), idx: usize, me: Seat, bot: &str, ascii: bool| telling(me).line(idx, bot, ascii);
    let words = |cards: &[Card]| cards_text(cards, ascii);
    let name = |s: Seat| capitalised(&names[s.index()]);
    // "You bid", "Hard bids": the person at the table is told in the second person.
    let verb = |s: Seat, base: &str, third: &str| {
        if names[s.index()].eq_ignore_ascii_case("you") {
            format!("{} {base}", name(s))
        } else {
            format!("{} {third}", name(s))
        }
    };
    let line = match e {
        Event::DealHole { seat, card, prize } => {
            if prize {
                format!(
                    "{} a third card: {}",
                    verb(seat, "get", "gets"),
                    words(&[card])
                )
            } else {
                let so_far = events[..=idx]
                    .iter()
                    .filter(|x| matches!(x, Event::DealHole { seat: s, .. } if *s == seat))
                    .count();
                if so_far != 2 {
                    return None;
                }
                let verb = if name(seat).eq_ignore_ascii_case("you") {
                    "are"
                } else {
                    "is"
                };
                format!(
                    "{} {verb} dealt {}",
                    capitalised(&name(seat)),
                    words(holes[seat.index()].get(..2).unwrap_or_default())
                )
            }
        }
        Event::Bid { .. } if untold_forced(setup.stacks, events, idx) => return None,
        Event::Bid { seat, amount } => format!("{} {amount} (sealed)", verb(seat, "bid", "bids")),
        Event::AuctionResolved {
            bids,
            paid,
            winners,
        } => {
            // Mid-sentence, the person is "you", not "You".
            let within = |s: Seat| {
                if names[s.index()].eq_ignore_ascii_case("you") {
                    "you".to_string()
                } else {
                    name(s)
                }
            };
            let head = format!(
                "Bids: {} {}, {} {}.",
                within(Seat(0)),
                bids[0],
                within(Seat(1)),
                bids[1]
            );
            let winner = match winners {
                [true, true] => return Some(format!("{head} A tie: both pay their bid.")),
                [true, false] => Seat(0),
                _ => Seat(1),
            };
            let pays = if names[winner.index()].eq_ignore_ascii_case("you") {
                "pay"
            } else {
                "pays"
            };
            format!(
                "{head} {} and {pays} {}.",
                verb(winner, "win", "wins"),
                paid[winner.index()]
            )
        }
        Event::Peek { seat, card } => {
            let whose = if names[seat.other().index()].eq_ignore_ascii_case("you") {
                "your".to_string()
            } else {
                format!("{}'s", name(seat.other()))
            };
            format!("{} {whose} {}", verb(seat, "see", "sees"), words(&[card]))
        }
        Event::Act { .. } if forced_check(setup.stacks, events, idx) => {
            if untold_forced(setup.stacks, events, idx) {
                return None;
            }
            // Named mid-sentence: "you" stays lower case.
            let mid = |s: Seat| {
                if names[s.index()].eq_ignore_ascii_case("you") {
                    "you".to_string()
                } else {
                    name(s)
                }
            };
            let all_in = [Seat(0), Seat(1)].map(|s| all_in_before(setup.stacks, &events[..idx], s));
            no_more_betting(all_in, [mid(Seat(0)), mid(Seat(1))])
        }
        Event::PostBlind { seat, .. }
        | Event::Act { seat, .. }
        | Event::Show { seat, .. }
        | Event::Award { seat, .. }
        | Event::ReturnUncalled { seat, .. } => {
            // The person at the table ("you") is told in the second person; anyone else is named
            // in the third person, as the other seat would tell it.
            if name(seat).eq_ignore_ascii_case("you") {
                table_line((), idx, seat, &name(seat.other()), ascii)?.0
            } else {
                let line = table_line((), idx, seat.other(), &name(seat), ascii)?.0;
                // The award's "(you lost 12)" is the other seat's net: name it unless that seat
                // is the person.
                if name(seat.other()).eq_ignore_ascii_case("you") {
                    line
                } else {
                    line.replace("(you ", &format!("({} ", name(seat.other())))
                }
            }
        }
        Event::DealBoard { .. } => table_line((), idx, Seat(0), &name(Seat(1)), ascii)?.0,
        Event::End { .. } => return None,
    };
    Some(line)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::Deck;
    use crate::engine::Hand;

    /// A fresh hand of `variant`, 400 deep, blinds 1 and 2, dealt from a fixed deck.
    fn dealt(variant: VariantId) -> Hand {
        let order: Vec<Card> = "As Kd 7c 2h Qs Jh 9c 3d 4d"
            .split_whitespace()
            .map(|c| c.parse().expect("a card"))
            .collect();
        Hand::new(
            HandSetup::new(variant, [400, 400], 1, 2),
            Deck::from_order(&order).expect("a deck"),
        )
        .expect("a hand")
    }

    /// A Sneak Peek hand played to the end of its auction, seat 0 ("you") bidding 8 and
    /// seat 1 bidding `theirs`.
    fn auctioned(theirs: Chips) -> Hand {
        let mut h = dealt(VariantId::SneakPeek);
        h.apply(Seat(0), Action::Call).expect("limp");
        h.apply(Seat(1), Action::Check).expect("check");
        h.apply(Seat(1), Action::Bid(theirs)).expect("bid");
        h.apply(Seat(0), Action::Bid(8)).expect("bid");
        h
    }

    fn replay_text(h: &Hand) -> Vec<String> {
        let names = ["you".to_string(), "medium".to_string()];
        (0..h.events().len())
            .filter_map(|i| replay_line(h.setup(), h.events(), i, &names, true))
            .collect()
    }

    #[test]
    fn the_replay_tells_you_in_the_second_person() {
        let text = replay_text(&auctioned(5)).join("\n");
        assert!(text.contains("You bid 8 (sealed)"), "{text}");
        assert!(text.contains("Medium bids 5 (sealed)"), "{text}");
        assert!(text.contains("You win and pay 5."), "{text}");
        assert!(text.contains("Bids: you 8, Medium 5."), "{text}");
        assert!(text.contains("You see Medium's"), "{text}");
        for wrong in ["You bids", "You wins", "You pays", "You gets", "You sees"] {
            assert!(!text.contains(wrong), "{wrong}: {text}");
        }
        let text = replay_text(&auctioned(20)).join("\n");
        assert!(text.contains("Medium wins and pays 8."), "{text}");
        // With neither seat the person, the award names whose net it is.
        let mut h = auctioned(20);
        while !h.is_over() {
            let seat = h.to_act().expect("a seat");
            let legal = h.legal_actions().expect("legal actions");
            h.apply(seat, legal.check_or_fold()).expect("check or fold");
        }
        let names = ["a".to_string(), "b".to_string()];
        let told: Vec<String> = (0..h.events().len())
            .filter_map(|i| replay_line(h.setup(), h.events(), i, &names, true))
            .collect();
        let told = told.join("\n");
        assert!(!told.contains("(you "), "{told}");
        assert!(text.contains("Medium sees your"), "{text}");
    }

    #[test]
    fn a_black_river_in_river_of_blood_is_said_to_end_the_board() {
        // Limped and checked down to a black river (4c), as the replay tells it.
        let checked_down = |variant: VariantId| {
            let order = Card::parse_list("As Kd 7c 2h Qs Jh 9c 3d 4c").expect("cards");
            let setup = HandSetup::new(variant, [400, 400], 1, 2);
            let deck = Deck::from_order(&order).expect("a deck");
            let mut h = Hand::new(setup, deck).expect("a hand");
            h.apply(Seat(0), Action::Call).expect("limp");
            while !h.is_over() {
                let seat = h.to_act().expect("a seat");
                let legal = h.legal_actions().expect("legal actions");
                h.apply(seat, legal.check_or_fold()).expect("check");
            }
            replay_text(&h).join("\n")
        };
        let text = checked_down(VariantId::RiverOfBlood);
        assert!(text.contains("River: 4c  (black: no more cards)"), "{text}");
        // Hold'em's river is only a river.
        let text = checked_down(VariantId::Holdem);
        assert!(!text.contains("black"), "{text}");
    }

    /// Every log line the table writes for `seat`, the bot named "medium".
    fn told_to(h: &Hand, seat: Seat) -> String {
        let (told, _) = h.told(seat, 0);
        let view = h.view(seat);
        let lines: Vec<String> = (0..told.len())
            .filter_map(|i| table_line(&view, &told, i, "medium", true).map(|l| l.0))
            .collect();
        lines.join("\n")
    }

    /// A hold'em hand from `stacks` where seat `shover` raises the most it can before the
    /// flop (all in for the shorter stack) and is called, run to the end with the checks the engine asks for.
    fn all_in_called(stacks: [Chips; 2], shover: Seat) -> Hand {
        let order = Card::parse_list("As Kd 7c 2h Qs Jh 9c 3d 4d").expect("cards");
        let setup = HandSetup::new(VariantId::Holdem, stacks, 1, 2);
        let mut h = Hand::new(setup, Deck::from_order(&order).expect("a deck")).expect("a hand");
        if shover == Seat(1) {
            h.apply(Seat(0), Action::Call).expect("limp");
        }
        let (_, most) = h.legal_actions().and_then(|l| l.raise).expect("a raise");
        h.apply(shover, Action::RaiseTo(most)).expect("all in");
        h.apply(shover.other(), Action::Call).expect("call");
        while !h.is_over() {
            let seat = h.to_act().expect("a seat");
            h.apply(seat, Action::Check).expect("the only move");
        }
        h
    }

    #[test]
    fn checks_nobody_chose_after_an_all_in_are_one_line() {
        let h = all_in_called([400, 400], Seat(0));
        let asked = h
            .events()
            .iter()
            .filter(|e| {
                matches!(
                    e,
                    Event::Act {
                        action: Action::Check,
                        ..
                    }
                )
            })
            .count();
        assert_eq!(asked, 6, "the engine asks both seats on three streets");
        for (stacks, shover, who) in [
            ([400, 300], Seat(0), "Medium is"),
            ([400, 300], Seat(1), "Medium is"),
            ([300, 400], Seat(1), "you are"),
            ([400, 400], Seat(0), "you and Medium are both"),
        ] {
            let h = all_in_called(stacks, shover);
            for text in [told_to(&h, Seat(0)), replay_text(&h).join("\n")] {
                assert!(!text.contains("check"), "{text}");
                let line = format!("No more betting: {who} all in");
                assert_eq!(text.matches(&line).count(), 1, "{text}");
                // Told after the flop is dealt and before the turn.
                let (flop, turn) = (text.find("Flop:"), text.find("Turn:"));
                let at = text.find(&line);
                assert!(flop < at && at < turn, "{text}");
            }
        }
        // Two bots in a replay: no "you".
        let names = ["a".to_string(), "b".to_string()];
        let h = all_in_called([400, 300], Seat(1));
        let text: Vec<String> = (0..h.events().len())
            .filter_map(|i| replay_line(h.setup(), h.events(), i, &names, true))
            .collect();
        assert!(
            text.contains(&"No more betting: B is all in".to_string()),
            "{text:?}"
        );
    }

    #[test]
    fn an_all_in_seats_forced_bid_is_not_told_as_a_bid() {
        let order = Card::parse_list("As Kd 7c 2h Qs Jh 9c 3d 4d 5s 6s").expect("cards");
        let setup = HandSetup::new(VariantId::Auction, [400, 300], 1, 2);
        let mut h = Hand::new(setup, Deck::from_order(&order).expect("a deck")).expect("a hand");
        let (_, most) = h.legal_actions().and_then(|l| l.raise).expect("a raise");
        h.apply(Seat(0), Action::RaiseTo(most)).expect("the most");
        h.apply(Seat(1), Action::Call).expect("all in");
        while !h.is_over() {
            let seat = h.to_act().expect("a seat");
            let legal = h.legal_actions().expect("legal actions");
            let action = match legal.bid {
                Some((_, most)) => Action::Bid(most.min(5)),
                None => Action::Check,
            };
            h.apply(seat, action).expect("a legal move");
        }
        // The seat with chips behind chose its bid; the all-in seat's 0 was no choice.
        let text = told_to(&h, Seat(0));
        assert!(text.contains("You bid 5 (sealed)"), "{text}");
        assert!(!text.contains("Medium has bid"), "{text}");
        assert!(text.contains("Bids: you 5, medium 0."), "{text}");
        let replay = replay_text(&h).join("\n");
        assert!(replay.contains("You bid 5 (sealed)"), "{replay}");
        assert!(!replay.contains("Medium bids"), "{replay}");
        // From the all-in seat's side: its own forced bid is not told either.
        let theirs = told_to(&h, Seat(1));
        assert!(!theirs.contains("You bid"), "{theirs}");
        assert!(theirs.contains("Medium has bid (sealed)"), "{theirs}");
    }

    #[test]
    fn checks_before_anyone_is_all_in_are_told() {
        let mut h = dealt(VariantId::Holdem);
        h.apply(Seat(0), Action::Call).expect("limp");
        h.apply(Seat(1), Action::Check).expect("check");
        h.apply(Seat(1), Action::Check).expect("check");
        let text = told_to(&h, Seat(0));
        assert!(text.contains("Medium checks"), "{text}");
        assert!(!text.contains("No more betting"), "{text}");
    }

    #[test]
    fn a_peek_the_bot_wins_is_a_look_at_your_cards() {
        let h = auctioned(20);
        let text = told_to(&h, Seat(0));
        assert!(
            text.contains("Medium wins a look at one of your cards and pays 8"),
            "{text}"
        );
        assert!(!text.contains("the other's"), "{text}");
    }

    #[test]
    fn a_raise_that_puts_the_stack_in_is_logged_all_in() {
        let mut h = dealt(VariantId::Holdem);
        let stack = h.stacks()[0] + h.pips()[0];
        h.apply(Seat(0), Action::RaiseTo(6)).expect("a raise");
        h.apply(Seat(1), Action::RaiseTo(stack)).expect("all in");
        let text = told_to(&h, Seat(0));
        assert!(text.contains("You raise to 6\n"), "{text}");
        assert!(
            text.contains(&format!("Medium re-raises to {stack} (all in)")),
            "{text}"
        );
    }

    #[test]
    fn a_bet_folded_to_is_not_counted_in_the_pot_won() {
        let mut h = dealt(VariantId::Holdem);
        h.apply(Seat(0), Action::RaiseTo(100)).expect("raise");
        h.apply(Seat(1), Action::Fold).expect("fold");
        let text = told_to(&h, Seat(0));
        assert!(
            text.contains("You win the pot of 4 and take back your uncalled 98 (you won 2)"),
            "{text}"
        );
        let text = told_to(&h, Seat(1));
        assert!(
            text.contains("Medium wins the pot of 4 and takes back its uncalled 98"),
            "{text}"
        );
    }
}
