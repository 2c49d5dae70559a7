//! Auction Flop Poker events told as sentences. [`table_line`] tells them from one seat's side
//! ("You pass", "West bids 2", "Flop: 3♦ 4♣ Q♦ (North speaks first)") for the table's log and
//! the tutorial; [`replay_line`] tells a finished hand with every card shown, each seat by the
//! name its history gives it, for `felt replay`.

use crate::cards::CardSet;
use crate::engine::Seat;
use crate::engine::auction_flop::{AuctionFlopEvent, AuctionFlopHand};

use super::{capitalised, cards_text};

/// `event` as one sentence told to seat `me`, or `None` for an event not worth a line (the
/// antes, another seat's face-down deal, the end of the hand). Another seat's keep is told by
/// its count ("West keeps 1 card"), even when the event carries the cards: the rest of the
/// flop goes face down, so only the buyer knows which cards it kept. `names` holds each seat's name
/// by seat index; `me` is told in the second person ("You pass") and the others in the third
/// ("West passes"); in the results every seat goes by its name. Cards are shown with suit
/// symbols ("10♦"), or plain letters ("10d") when `ascii`.
pub fn table_line(
    event: &AuctionFlopEvent,
    me: Seat,
    names: &[impl AsRef<str>],
    ascii: bool,
) -> Option<String> {
    let name = |seat: Seat| {
        names
            .get(seat.index())
            .map_or_else(|| seat.to_string(), |n| n.as_ref().to_string())
    };
    // A seat as the subject of a sentence, with the verb ending ("You pass", "West passes").
    let w = |seat: Seat, plural: &str, singular: &str| {
        if seat == me {
            format!("You {plural}")
        } else {
            format!("{} {singular}", name(seat))
        }
    };
    // The same inside a sentence ("East takes the flop; you pay 2").
    let w_in = |seat: Seat, plural: &str, singular: &str| {
        if seat == me {
            format!("you {plural}")
        } else {
            w(seat, plural, singular)
        }
    };
    Some(match event {
        AuctionFlopEvent::Ante { .. } => return None,
        AuctionFlopEvent::Deal { seat, cards } if *seat == me => {
            format!("You are dealt {}", set_words(*cards, ascii))
        }
        AuctionFlopEvent::Deal { .. } => return None,
        AuctionFlopEvent::Discard {
            seat, count, fee, ..
        } if *count == 0 => format!("{} nothing", w(*seat, "discard", "discards")),
        AuctionFlopEvent::Discard {
            seat, count, fee, ..
        } => format!(
            "{} {count} {} and {} {fee}",
            w(*seat, "discard", "discards"),
            if *count == 1 { "card" } else { "cards" },
            if *seat == me { "pay" } else { "pays" }
        ),
        AuctionFlopEvent::Reshuffle { .. } => {
            "The stock ran out: the discards are shuffled into a new stock".to_string()
        }
        AuctionFlopEvent::Flop { cards, first_voice } => format!(
            "Flop: {} ({} first)",
            cards_text(cards, ascii),
            w(*first_voice, "speak", "speaks")
        ),
        AuctionFlopEvent::Pass { seat } => w(*seat, "pass", "passes"),
        AuctionFlopEvent::Bid { seat, amount } => format!("{} {amount}", w(*seat, "bid", "bids")),
        AuctionFlopEvent::Sold { seat, price } => {
            format!("{} the flop for {price}", w(*seat, "buy", "buys"))
        }
        AuctionFlopEvent::Offer { seat, amount } => {
            format!("{} {amount} not to take it", w(*seat, "offer", "offers"))
        }
        AuctionFlopEvent::Taken {
            taker,
            payer: Some(p),
            amount,
        } => format!(
            "{} the flop; {} {amount}",
            w(*taker, "take", "takes"),
            w_in(*p, "pay", "pays")
        ),
        AuctionFlopEvent::Taken { taker, .. } => {
            format!("{} the flop for free", w(*taker, "take", "takes"))
        }
        AuctionFlopEvent::Free { seat } => format!(
            "{} the last needing cards: the flop is free",
            w(*seat, "are", "is")
        ),
        // The rest of the flop goes face down: another seat's keep is told by its count.
        AuctionFlopEvent::Keep { seat, cards, .. } if *seat == me => {
            format!("You keep {}", set_words(*cards, ascii))
        }
        AuctionFlopEvent::Keep { seat, count, .. } => format!(
            "{} keeps {count} {}",
            name(*seat),
            if *count == 1 { "card" } else { "cards" }
        ),
        // What the seat won from the pot, not its result for the hand (its ante, fees and
        // prices are not counted): "won 3", never "+3"; never "paid", which the table says of
        // chips a seat puts in.
        AuctionFlopEvent::Payout {
            seat,
            place,
            value,
            amount,
        } => format!("{place}. {}: {value}, {}", name(*seat), won_words(*amount)),
        AuctionFlopEvent::End { .. } => return None,
    })
}

/// What a seat won from the pot: "won 4", "won nothing".
fn won_words(amount: crate::engine::Chips) -> String {
    if amount == 0 {
        "won nothing".to_string()
    } else {
        format!("won {amount}")
    }
}

/// A set of cards in the set's order.
fn set_words(cards: CardSet, ascii: bool) -> String {
    cards_text(&cards.iter().collect::<Vec<_>>(), ascii)
}

/// `event` of the finished `hand` as a line of its replay, or `None` for the antes and the
/// end. `names` holds each seat's name from the history (`p1`, `p2`... where it has none); a
/// seat named "you" is told in the second person ("you pass"), the others in the third
/// ("West passes"). Cards are shown as text ("Td"), the hidden ones too.
pub fn replay_line(
    hand: &AuctionFlopHand,
    event: &AuctionFlopEvent,
    names: &[String],
) -> Option<String> {
    let raw = |s: &Seat| {
        names
            .get(s.index())
            .cloned()
            .unwrap_or_else(|| format!("p{}", s.index() + 1))
    };
    let name = |s: &Seat| capitalised(&raw(s));
    // The verb for the third person or, for the seat named "you", the second.
    let v = |s: &Seat, third: &str, second: &str| {
        if raw(s).eq_ignore_ascii_case("you") {
            second.to_string()
        } else {
            third.to_string()
        }
    };
    let set = |c: &CardSet| {
        c.iter()
            .map(|x| x.to_string())
            .collect::<Vec<_>>()
            .join(" ")
    };
    // Every line starts as a sentence does ("Flop: 4c Ks As", not "flop: ...").
    Some(capitalised(&match event {
        AuctionFlopEvent::Ante { .. } | AuctionFlopEvent::End { .. } => return None,
        AuctionFlopEvent::Deal { seat, cards } => format!(
            "{} {} dealt {}",
            name(seat),
            v(seat, "is", "are"),
            set(cards)
        ),
        AuctionFlopEvent::Discard {
            seat, cards, fee, ..
        } => format!(
            "{} {} {} (fee {fee})",
            name(seat),
            v(seat, "discards", "discard"),
            if cards.is_empty() {
                "nothing".to_string()
            } else {
                set(cards)
            }
        ),
        AuctionFlopEvent::Reshuffle { .. } => {
            "the discards are shuffled into a new stock".to_string()
        }
        AuctionFlopEvent::Flop { cards, .. } => format!(
            "flop: {}",
            cards
                .iter()
                .map(|c| c.to_string())
                .collect::<Vec<_>>()
                .join(" ")
        ),
        AuctionFlopEvent::Pass { seat } => {
            format!("{} {}", name(seat), v(seat, "passes", "pass"))
        }
        AuctionFlopEvent::Bid { seat, amount } => {
            format!("{} {} {amount}", name(seat), v(seat, "bids", "bid"))
        }
        AuctionFlopEvent::Sold { seat, price } => format!(
            "{} {} the flop for {price}",
            name(seat),
            v(seat, "buys", "buy")
        ),
        AuctionFlopEvent::Offer { seat, amount } => {
            format!("{} {} {amount}", name(seat), v(seat, "offers", "offer"))
        }
        AuctionFlopEvent::Taken {
            taker,
            payer: Some(p),
            amount,
        } => format!(
            "{} {} the flop; {} {} {amount}",
            name(taker),
            v(taker, "takes", "take"),
            // Inside the sentence, the seat named "you" is not capitalised.
            if raw(p).eq_ignore_ascii_case("you") {
                "you".to_string()
            } else {
                name(p)
            },
            v(p, "pays", "pay")
        ),
        AuctionFlopEvent::Taken { taker, .. } => format!(
            "{} {} the flop for free",
            name(taker),
            v(taker, "takes", "take")
        ),
        AuctionFlopEvent::Free { seat } => format!(
            "{} {} the flop for free",
            name(seat),
            v(seat, "gets", "get")
        ),
        AuctionFlopEvent::Keep { seat, cards, .. } => {
            format!("{} {} {}", name(seat), v(seat, "keeps", "keep"), set(cards))
        }
        AuctionFlopEvent::Payout {
            seat,
            place,
            value,
            amount,
        } => format!(
            "{place}. {} {}: {value}, {}",
            name(seat),
            set(&hand.cards(*seat)),
            won_words(*amount)
        ),
    }))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_flop_is_told_in_the_order_it_is_drawn() {
        let flop = |list: [&str; 3]| AuctionFlopEvent::Flop {
            cards: list.map(|c| c.parse().expect("a card")),
            first_voice: Seat(1),
        };
        let tell = |e: AuctionFlopEvent, ascii| table_line(&e, Seat(0), &["You", "West"], ascii);
        assert_eq!(
            tell(flop(["3d", "4c", "Qd"]), false).as_deref(),
            Some("Flop: 3♦ 4♣ Q♦ (West speaks first)")
        );
        assert_eq!(
            tell(flop(["4c", "Td", "3d"]), false).as_deref(),
            Some("Flop: 4♣ 10♦ 3♦ (West speaks first)")
        );
        assert_eq!(
            tell(flop(["4c", "Td", "3d"]), true).as_deref(),
            Some("Flop: 4c 10d 3d (West speaks first)")
        );
    }

    #[test]
    fn the_listener_is_you_and_the_others_go_by_name() {
        let names = ["You", "West", "North"];
        let tell = |e: AuctionFlopEvent| table_line(&e, Seat(0), &names, false);
        assert_eq!(
            tell(AuctionFlopEvent::Pass { seat: Seat(0) }).as_deref(),
            Some("You pass")
        );
        assert_eq!(
            tell(AuctionFlopEvent::Taken {
                taker: Seat(1),
                payer: Some(Seat(0)),
                amount: 2
            })
            .as_deref(),
            Some("West takes the flop; you pay 2")
        );
        assert_eq!(
            tell(AuctionFlopEvent::Taken {
                taker: Seat(0),
                payer: Some(Seat(1)),
                amount: 2
            })
            .as_deref(),
            Some("You take the flop; West pays 2")
        );
        assert_eq!(
            tell(AuctionFlopEvent::Free { seat: Seat(2) }).as_deref(),
            Some("North is the last needing cards: the flop is free")
        );
        let discard = |seat: u8, count: u32, fee: crate::engine::Chips| AuctionFlopEvent::Discard {
            seat: Seat(seat),
            count,
            fee,
            cards: CardSet::EMPTY,
        };
        assert_eq!(
            tell(discard(0, 2, 3)).as_deref(),
            Some("You discard 2 cards and pay 3")
        );
        assert_eq!(
            tell(discard(1, 1, 1)).as_deref(),
            Some("West discards 1 card and pays 1")
        );
        assert_eq!(
            tell(discard(2, 0, 0)).as_deref(),
            Some("North discards nothing")
        );
        assert_eq!(tell(AuctionFlopEvent::End { net: vec![0; 3] }), None);
        assert_eq!(
            tell(AuctionFlopEvent::Deal {
                seat: Seat(1),
                cards: CardSet::EMPTY
            }),
            None,
            "another seat's deal is face down"
        );
    }

    #[test]
    fn another_seats_keep_is_told_by_its_count_and_only_yours_by_its_cards() {
        let names = ["You", "West", "North"];
        let keep = |seat: u8, cards: &str| {
            let cards: CardSet = cards.parse().expect("cards");
            AuctionFlopEvent::Keep {
                seat: Seat(seat),
                count: cards.len(),
                cards,
            }
        };
        let tell = |e: AuctionFlopEvent, ascii| table_line(&e, Seat(0), &names, ascii);
        assert_eq!(
            tell(keep(0, "8c9h"), false).as_deref(),
            Some("You keep 8♣ 9♥")
        );
        // Even an event that carries the cards (the tutorial tells the hand's own log) names
        // none of another seat's.
        assert_eq!(
            tell(keep(1, "Kd"), false).as_deref(),
            Some("West keeps 1 card")
        );
        assert_eq!(
            tell(keep(2, "4hAc"), true).as_deref(),
            Some("North keeps 2 cards")
        );
    }

    #[test]
    fn a_payout_is_told_as_what_the_seat_won_not_as_a_result() {
        let names = ["You", "West", "North", "East"];
        let value = crate::cards::evaluate("AcAdAh9s2c".parse().expect("cards"));
        let payout = |seat: u8, place: usize, amount| AuctionFlopEvent::Payout {
            seat: Seat(seat),
            place,
            value,
            amount,
        };
        let tell = |e: AuctionFlopEvent| table_line(&e, Seat(0), &names, false);
        assert_eq!(
            tell(payout(0, 3, 3)).as_deref(),
            Some("3. You: Three of a Kind, Aces, won 3")
        );
        assert_eq!(
            tell(payout(2, 4, 0)).as_deref(),
            Some("4. North: Three of a Kind, Aces, won nothing")
        );
    }

    #[test]
    fn a_replay_names_each_seat_as_its_history_does_and_shows_every_card() {
        use crate::cards::Deck;
        use crate::engine::auction_flop::AuctionFlopSetup;
        let order = "2c3c4c5c7d 2d3d4d5d8h 2h3h4h5h9s AcKdQhJs9c";
        let deck = Deck::from_order(&crate::cards::Card::parse_list(order).expect("cards"))
            .expect("a deck");
        let setup = AuctionFlopSetup {
            stacks: vec![300; 3],
            ante: 3,
            dealer: Seat(2),
            reshuffle_seed: 1,
        };
        let hand = AuctionFlopHand::new(setup, deck).expect("a table");
        let names = ["you".to_string(), "west".to_string()];
        let line = |e| replay_line(&hand, e, &names);
        let events = hand.events();
        assert_eq!(line(&events[0]), None, "antes are not told");
        assert_eq!(
            line(&events[3]).as_deref(),
            Some("You are dealt 2c 3c 4c 5c 7d")
        );
        assert_eq!(
            line(&events[4]).as_deref(),
            Some("West is dealt 2d 3d 4d 5d 8h")
        );
        assert_eq!(
            line(&AuctionFlopEvent::Taken {
                taker: Seat(1),
                payer: Some(Seat(0)),
                amount: 2
            })
            .as_deref(),
            Some("West takes the flop; you pay 2"),
            "inside a sentence, you is not capitalised"
        );
        let paid = AuctionFlopEvent::Payout {
            seat: Seat(0),
            place: 1,
            value: crate::cards::evaluate(hand.cards(Seat(0))),
            amount: 9,
        };
        assert_eq!(
            line(&paid).as_deref(),
            Some("1. You 2c 3c 4c 5c 7d: High Card, Seven, won 9")
        );
        assert_eq!(
            line(&AuctionFlopEvent::Pass { seat: Seat(2) }).as_deref(),
            Some("P3 passes"),
            "a seat the history does not name goes by its player number"
        );
        let flop = AuctionFlopEvent::Flop {
            cards: {
                let c = crate::cards::Card::parse_list("4c Ks As").expect("cards");
                [c[0], c[1], c[2]]
            },
            first_voice: Seat(1),
        };
        assert_eq!(line(&flop).as_deref(), Some("Flop: 4c Ks As"));
    }
}
