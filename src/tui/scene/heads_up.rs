//! From what a seat knows to a heads-up [`Scene`]: the table as the person sees it, the seats'
//! roles and last actions read from the events as told, the board with River of Blood's run
//! cards tagged by colour, a saved hand at any step of a replay (stacks, pips and pot from the
//! engine's ledger of its events), and the tutorial's table from seat 0's view.

use std::time::Instant;

use felt::cards::{Card, CardSet, evaluate};
use felt::engine::{
    Action, Chips, Event, HandSetup, Ledger, Phase, Seat, SeatView, Seen, Street, VariantId,
};
use felt::narration::heads_up::{
    all_in_before, forced_bid, forced_check, opens_betting, uncalled_at,
};

use crate::tui::widgets::cards::Drawn;

use super::felt::{Plate, Scene};

/// What the heads-up table knows: the person's view and the events as told, the bot's name,
/// since when the bot has been thinking, and whether the hand is finished.
pub struct TableFacts<'a> {
    pub view: &'a SeatView,
    pub told: &'a [Seen],
    pub bot_name: &'a str,
    pub thinking_since: Option<Instant>,
    pub finished: bool,
    /// Cards and spinners in plain ASCII.
    pub ascii: bool,
}

/// The felt as the person sees it now (before any motion).
pub fn table_scene(t: &TableFacts<'_>) -> Scene {
    let (view, ascii) = (t.view, t.ascii);
    let me = view.seat;
    let opp = me.other();
    let variant = view.variant();
    // Whether a seat bid is public (the log says so); the amounts only once resolved.
    let last = last_actions(view.setup.stacks, t.told);
    let showdown = view.outcome.is_some_and(|o| o.showdown);
    let values = view.outcome.and_then(|o| o.values);

    // The bot: cards face down, a peeked card face up, everything at showdown.
    let mut top_cards = Vec::new();
    if showdown {
        // The card the person peeked at stays where it was shown during the hand: first.
        let peeked = view.events.iter().find_map(|e| match *e {
            Event::Peek { seat, card } if seat == me => Some(card),
            _ => None,
        });
        let mut cards: Vec<_> = view.opponent_known.iter().collect();
        if let Some(i) = peeked.and_then(|p| cards.iter().position(|&c| c == p)) {
            let card = cards.remove(i);
            cards.insert(0, card);
        }
        top_cards = cards.into_iter().map(Drawn::up).collect();
    } else {
        for i in 0..view.opponent_card_count() {
            top_cards.push(match view.opponent_known.iter().nth(i) {
                Some(c) => Drawn::up(c).tagged("saw"),
                None => Drawn::down(),
            });
        }
    }
    if variant == VariantId::Auction && top_cards.len() == 3 {
        top_cards[2] = top_cards[2].tagged("3rd");
    }
    // The card the person peeked at stays marked at showdown.
    for e in &view.events {
        if let Event::Peek { seat, card } = *e
            && seat == me
        {
            for d in top_cards.iter_mut().filter(|d| d.card == Some(card)) {
                *d = d.tagged("saw");
            }
        }
    }
    let thinking = t.thinking_since.map(|since| {
        let spin = ['⠋', '⠙', '⠹', '⠸', '⠼', '⠴', '⠦', '⠧', '⠇', '⠏'];
        let i = (since.elapsed().as_millis() / 100) as usize % spin.len();
        format!("{} thinking…", if ascii { '*' } else { spin[i] })
    });
    let top_note = if showdown {
        values.map(|v| v[opp.index()].to_string())
    } else if !view.opponent_known.is_empty() {
        Some("← you saw this card".to_string())
    } else {
        thinking
    };

    // The person.
    let mut my_cards: Vec<Drawn> = view.hole.iter().map(Drawn::up).collect();
    if variant == VariantId::Auction && my_cards.len() == 3 {
        my_cards[2] = my_cards[2].tagged("3rd");
    }
    let mine: CardSet = view.hole.iter().chain(view.board.iter()).collect();
    let mut my_note = (!view.hole.is_empty()).then(|| evaluate(mine).describe());
    if view.opponent_peeked() {
        my_note = Some(format!(
            "{} · {} saw one of yours",
            my_note.unwrap_or_default(),
            t.bot_name
        ));
    }
    let to_act = view.to_act.filter(|_| !t.finished);
    let plate = |seat: Seat, name: String, cards, note, flag| Plate {
        name,
        stack: view.stacks[seat.index()],
        role: role(seat),
        pip: view.pips[seat.index()],
        cards,
        to_act: to_act == Some(seat),
        last: last[seat.index()].clone(),
        note,
        flag,
    };
    let phase = match view.phase {
        Phase::Auction => "auction".to_string(),
        Phase::Done => "hand over".to_string(),
        Phase::Betting => view.street.to_string(),
    };
    let run = variant.deals_run_card(view.board.as_slice()) && view.phase != Phase::Done;
    Scene {
        top: plate(opp, t.bot_name.to_uppercase(), top_cards, top_note, None),
        bottom: plate(
            me,
            "YOU".to_string(),
            my_cards,
            my_note,
            (to_act == Some(me)).then(|| "← your turn".to_string()),
        ),
        board: board_cards(variant, view.board.as_slice()),
        pot: view.pot,
        phase,
        note: run.then(|| "last card red: the board grows".to_string()),
        sliding: None,
    }
}

/// A seat's role at the table.
pub fn role(seat: Seat) -> &'static str {
    if seat == Seat(0) {
        "button · small blind"
    } else {
        "big blind"
    }
}

/// What each seat did last this street, in a few words ("raises to 18", "bid sealed"), from
/// the events as one seat was told them. A bid's amount is only named once the auction is
/// resolved (both bids are then public).
pub fn last_actions(stacks: [Chips; 2], told: &[Seen]) -> [Option<String>; 2] {
    let events: Vec<Event> = told.iter().filter_map(Seen::event).collect();
    let mut last: [Option<String>; 2] = [None, None];
    // `i` counts the events seen whole, for `opens_betting`.
    let mut i = 0;
    for seen in told {
        let e = match *seen {
            Seen::Event(e) => e,
            Seen::BidSealed { seat } => {
                // An all-in seat's forced bid of 0 is not shown as a move.
                if !all_in_before(stacks, &events[..i], seat) {
                    last[seat.index()] = Some("bid sealed".to_string());
                }
                continue;
            }
            _ => continue,
        };
        i += 1;
        match e {
            Event::DealBoard { .. } => last = [None, None],
            // A check nobody chose (a seat is all in) is not shown as a move.
            Event::Act { .. } if forced_check(stacks, &events, i - 1) => {}
            Event::Act {
                seat,
                action,
                chips,
            } => {
                last[seat.index()] = Some(match action {
                    Action::Fold => "folds".to_string(),
                    Action::Check => "checks".to_string(),
                    Action::Call => format!("calls {chips}"),
                    Action::RaiseTo(n) if opens_betting(&events, i - 1) => format!("bets {n}"),
                    Action::RaiseTo(n) => format!("raises to {n}"),
                    Action::Bid(_) => "bid sealed".to_string(),
                });
            }
            Event::Bid { .. } if forced_bid(stacks, &events, i - 1) => {}
            Event::Bid { seat, .. } => last[seat.index()] = Some("bid sealed".to_string()),
            Event::AuctionResolved { bids, winners, .. } => {
                // A tie: both seats win the prize and pay their own bid.
                let tie = winners[0] && winners[1];
                for i in 0..2 {
                    let result = match (tie, winners[i]) {
                        (true, _) => ", tie",
                        (false, true) => ", wins",
                        (false, false) => "",
                    };
                    last[i] = Some(format!("bid {}{result}", bids[i]));
                }
            }
            Event::Award { seat, amount } => {
                // The pot won, without the winner's own bet that was folded to, which is
                // said as coming back (the pot shown had it in).
                let back = uncalled_at(&events, i - 1);
                let won = amount.saturating_sub(back);
                last[seat.index()] = Some(if back > 0 {
                    format!("wins {won}, takes {back} back")
                } else {
                    format!("wins {won}")
                });
                // The other seat's bet or call is over with the hand: only its fold (or its
                // own share of a split pot) is still news.
                let other = &mut last[seat.other().index()];
                if other
                    .as_deref()
                    .is_some_and(|l| l != "folds" && !l.starts_with("wins "))
                {
                    *other = None;
                }
            }
            _ => {}
        }
    }
    last
}

/// The board as drawn: in River of Blood the river and every run card carry their colour,
/// since red deals another card.
pub fn board_cards(variant: VariantId, board: &[Card]) -> Vec<Drawn> {
    board
        .iter()
        .enumerate()
        .map(|(i, &c)| {
            let d = Drawn::up(c);
            if variant == VariantId::RiverOfBlood && i >= Street::River.board_len() - 1 {
                d.tagged(if c.is_red() { "red" } else { "blk" })
            } else {
                d
            }
        })
        .collect()
}

/// A saved hand (its setup and events) after its first `step` events, every card face up:
/// seat 1 at the top, seat 0 at the bottom.
pub fn replay_scene(
    setup: &HandSetup,
    events: &[Event],
    step: usize,
    names: &[String; 2],
) -> Scene {
    let shown = &events[..step.min(events.len())];
    let ledger = Ledger::replay(setup.stacks, shown);
    // The pot as the table shows it: every chip in the middle, this street's pips included
    // (the blinds make it 3 before anyone acts).
    let (stacks, pips, pot) = (ledger.stacks(), ledger.pips(), ledger.pot());
    let mut holes: [Vec<Drawn>; 2] = [Vec::new(), Vec::new()];
    let mut board = Vec::new();
    let mut shows: [Option<String>; 2] = [None, None];
    for e in shown {
        match *e {
            Event::DealHole { seat, card, prize } => {
                let d = Drawn::up(card);
                holes[seat.index()].push(if prize && setup.variant == VariantId::Auction {
                    d.tagged("3rd")
                } else {
                    d
                });
            }
            Event::DealBoard { card, .. } => board.push(card),
            Event::Peek { seat, card } => {
                for d in holes[seat.other().index()].iter_mut() {
                    if d.card == Some(card) {
                        *d = d.tagged("saw");
                    }
                }
            }
            Event::Show { seat, value } => shows[seat.index()] = Some(value.describe()),
            _ => {}
        }
    }
    let next = events.get(step).and_then(|e| match e {
        Event::Act { seat, .. } | Event::Bid { seat, .. } => Some(*seat),
        _ => None,
    });
    let told: Vec<Seen> = shown.iter().map(|&e| Seen::Event(e)).collect();
    let last = last_actions(setup.stacks, &told);
    let plate = |seat: Seat, cards: Vec<Drawn>| Plate {
        name: names[seat.index()].to_uppercase(),
        stack: stacks[seat.index()],
        role: role(seat),
        pip: pips[seat.index()],
        cards,
        to_act: next == Some(seat),
        last: last[seat.index()].clone(),
        note: shows[seat.index()].clone(),
        flag: None,
    };
    let [h0, h1] = holes;
    let street = ledger.street();
    Scene {
        top: plate(Seat(1), h1),
        bottom: plate(Seat(0), h0),
        board: board_cards(setup.variant, &board),
        pot,
        phase: if step >= events.len() {
            "hand over".to_string()
        } else {
            street.to_string()
        },
        note: None,
        sliding: None,
    }
}

/// A heads-up hand as seat 0 sees it now (the tutorial's table), from its view and the events
/// as it was told them: the other seat's cards face down until it shows them, except the one
/// seat 0 saw; the seat to act marked. When the other seat won a peek, seat 0 learns only that
/// one of its cards was seen, not which (as at the table).
pub fn seat_zero_scene(view: &SeatView, told: &[Seen], names: &[String; 2]) -> Scene {
    let auction = view.variant() == VariantId::Auction;
    let third = |i: usize, d: Drawn| {
        if auction && i == 2 {
            d.tagged("3rd")
        } else {
            d
        }
    };
    let showdown = view.outcome.is_some_and(|o| o.showdown);
    let mut shows: [Option<String>; 2] = [None, None];
    let mut peeked = None;
    for e in &view.events {
        match *e {
            Event::Show { seat, value } => shows[seat.index()] = Some(value.describe()),
            Event::Peek { seat, card } if seat == view.seat => peeked = Some(card),
            _ => {}
        }
    }
    let bottom_cards: Vec<Drawn> = view
        .hole
        .iter()
        .enumerate()
        .map(|(i, c)| third(i, Drawn::up(c)))
        .collect();
    let top_cards: Vec<Drawn> = if showdown {
        view.opponent_known
            .iter()
            .enumerate()
            .map(|(i, c)| {
                let d = third(i, Drawn::up(c));
                if Some(c) == peeked {
                    d.tagged("saw")
                } else {
                    d
                }
            })
            .collect()
    } else {
        // The card seat 0 peeked at is the one its reveal choice names.
        let at = usize::from(view.setup.peek[view.seat.index()] & 1);
        (0..view.opponent_card_count())
            .map(|i| match peeked {
                Some(c) if i == at => Drawn::up(c).tagged("saw"),
                _ => third(i, Drawn::down()),
            })
            .collect()
    };
    let last = last_actions(view.setup.stacks, told);
    let [bottom_show, top_show] = shows;
    let plate = |seat: Seat, cards: Vec<Drawn>, note: Option<String>| Plate {
        name: names[seat.index()].to_uppercase(),
        stack: view.stacks[seat.index()],
        role: role(seat),
        pip: view.pips[seat.index()],
        cards,
        to_act: view.to_act == Some(seat),
        last: last[seat.index()].clone(),
        note,
        flag: None,
    };
    // Beside seat 0's cards, its hand's name, as at the table.
    let mut note = bottom_show;
    if note.is_none() && !view.hole.is_empty() {
        let cards: CardSet = view.hole.iter().chain(view.board.iter()).collect();
        note = Some(evaluate(cards).describe());
    }
    if view.opponent_peeked() {
        let seen = format!("{} saw one of these", names[1]);
        note = Some(match note.take() {
            Some(n) => format!("{n} · {seen}"),
            None => seen,
        });
    }
    Scene {
        top: plate(Seat(1), top_cards, top_show),
        bottom: plate(Seat(0), bottom_cards, note),
        board: board_cards(view.variant(), view.board.as_slice()),
        pot: view.pot,
        phase: match view.phase {
            Phase::Done => "hand over".to_string(),
            Phase::Auction => "auction".to_string(),
            Phase::Betting => view.street.to_string(),
        },
        note: None,
        sliding: None,
    }
}

#[cfg(test)]
mod tests {
    use felt::cards::{Card, Deck};
    use felt::engine::{Action, VariantId};
    use felt::session::{Deals, HeadsUpSession, MatchConfig};

    use super::*;

    /// One hand of `variant` dealt from `deck`, 200 chips each at 1/2, player 0 in seat 0.
    fn session(variant: VariantId, deck: &str) -> HeadsUpSession {
        let order = Card::parse_list(deck).expect("cards");
        let stakes = MatchConfig {
            stack: 200,
            small_blind: 1,
            big_blind: 2,
            hands: Some(1),
            ..MatchConfig::defaults(variant)
        };
        let deck = Deck::from_order(&order).expect("deck");
        let mut s = HeadsUpSession::new(stakes, 2, Deals::one(deck, [1, 0])).expect("a match");
        s.start_hand().expect("a hand");
        s
    }

    fn names() -> [String; 2] {
        ["you".to_string(), "the bot".to_string()]
    }

    /// Seat 0's scene, from its view and everything it was told.
    fn seat_zero(s: &HeadsUpSession, told: &[Seen]) -> Scene {
        seat_zero_scene(&s.view(0).expect("a view"), told, &names())
    }

    #[test]
    fn the_plates_name_no_check_nobody_chose_after_an_all_in() {
        let mut s = session(VariantId::Holdem, "Ad 5d Kc 8s Ah 5c 9d 2s 3c");
        let mut told = s.news(0);
        s.act(0, Action::RaiseTo(200)).expect("all in");
        s.act(1, Action::Call).expect("call");
        told.extend(s.news(0));
        // The flop is out; the engine asks the big blind to check.
        s.act(1, Action::Check).expect("the only move");
        told.extend(s.news(0));
        assert_eq!(last_actions([200, 200], &told), [None, None]);
        // Before the all in, a check is named.
        let mut s = session(VariantId::Holdem, "Ad 5d Kc 8s Ah 5c 9d 2s 3c");
        let mut told = s.news(0);
        s.act(0, Action::Call).expect("limp");
        s.act(1, Action::Check).expect("check");
        s.act(1, Action::Check).expect("check");
        told.extend(s.news(0));
        assert_eq!(
            last_actions([200, 200], &told)[1].as_deref(),
            Some("checks")
        );
    }

    /// A hand limped and checked to the river, where seat 1 bets 4; with what seat 0 was
    /// told so far.
    fn river_bet_of_4() -> (HeadsUpSession, Vec<Seen>) {
        let mut s = session(VariantId::Holdem, "Ad Kd Qc Qs Kh 7s 2c 9d 4h");
        let mut told = s.news(0);
        for (player, action) in [(0, Action::Call), (1, Action::Check)] {
            s.act(player, action).expect("a legal move");
        }
        for _ in 0..2 {
            s.act(1, Action::Check).expect("check");
            s.act(0, Action::Check).expect("check");
        }
        s.act(1, Action::RaiseTo(4)).expect("a river bet");
        told.extend(s.news(0));
        (s, told)
    }

    #[test]
    fn once_the_pot_is_won_the_losers_last_bet_is_not_shown() {
        // Checked to the river, seat 1 bets 4 and seat 0 calls, then wins the showdown.
        let (mut s, mut told) = river_bet_of_4();
        assert_eq!(
            last_actions([200, 200], &told)[1].as_deref(),
            Some("bets 4")
        );
        s.act(0, Action::Call).expect("the call");
        told.extend(s.news(0));
        let last = last_actions([200, 200], &told);
        assert_eq!(last[0].as_deref(), Some("wins 12"), "{last:?}");
        assert_eq!(last[1], None, "{last:?}");
    }

    #[test]
    fn a_bet_folded_to_is_said_to_come_back_beside_the_pot_won() {
        // Checked to the river, seat 1 bets 4 and seat 0 folds: seat 1 wins the pot of 4
        // and takes its 4 back, which the pot shown had in it.
        let (mut s, mut told) = river_bet_of_4();
        s.act(0, Action::Fold).expect("the fold");
        told.extend(s.news(0));
        let last = last_actions([200, 200], &told);
        assert_eq!(last[1].as_deref(), Some("wins 4, takes 4 back"), "{last:?}");
        assert_eq!(last[0].as_deref(), Some("folds"), "{last:?}");
    }

    #[test]
    fn the_replay_and_the_tutorial_read_the_pot_as_the_table_does() {
        let mut s = session(VariantId::Holdem, "Ad 5d Kc 8s Ah 5c 9d 2s 3c");
        let mut told = s.news(0);
        // Blinds posted: the table says Pot 3.
        let view = s.view(0).expect("a view");
        assert_eq!(view.pot, 3);
        let events: Vec<Event> = told.iter().filter_map(Seen::event).collect();
        assert_eq!(
            replay_scene(&view.setup, &events, events.len(), &names()).pot,
            3
        );
        assert_eq!(seat_zero(&s, &told).pot, 3);
        s.act(0, Action::RaiseTo(6)).expect("a raise");
        told.extend(s.news(0));
        assert_eq!(seat_zero(&s, &told).pot, 8);
    }

    #[test]
    fn the_tutorial_never_shows_which_of_your_cards_the_bot_saw() {
        let mut s = session(VariantId::SneakPeek, "Ad 5d Kc 8s Ah 5c 9d 2s 3c");
        for (player, action) in [
            (0, Action::Call),
            (1, Action::Check),
            (1, Action::Bid(9)),
            (0, Action::Bid(1)),
        ] {
            s.act(player, action).expect("a legal move");
        }
        let told = s.news(0);
        assert!(
            s.view(0).expect("a view").opponent_peeked(),
            "the bot won the peek"
        );
        let scene = seat_zero(&s, &told);
        assert!(
            scene.bottom.cards.iter().all(|d| d.tag.is_none()),
            "{:?}",
            scene.bottom.cards
        );
        assert!(
            scene
                .bottom
                .note
                .as_deref()
                .is_some_and(|n| n.contains("the bot saw one of these")),
            "{:?}",
            scene.bottom.note
        );
    }

    /// What each seat did last once a Sneak Peek auction closes on `bids` (the bot's, then
    /// the player's), as seat 0 was told it.
    fn after_bids(bids: [u32; 2]) -> [Option<String>; 2] {
        let mut s = session(VariantId::SneakPeek, "Ad 5d Kc 8s Ah 5c 9d 2s 3c");
        let mut told = s.news(0);
        for (player, action) in [
            (0, Action::Call),
            (1, Action::Check),
            (1, Action::Bid(bids[0])),
            (0, Action::Bid(bids[1])),
        ] {
            s.act(player, action).expect("a legal move");
            told.extend(s.news(0));
        }
        last_actions([200, 200], &told)
    }

    #[test]
    fn a_tied_auction_is_named_a_tie_for_both_seats_not_a_win() {
        let last = after_bids([6, 6]);
        assert_eq!(last[0].as_deref(), Some("bid 6, tie"), "{last:?}");
        assert_eq!(last[1].as_deref(), Some("bid 6, tie"), "{last:?}");
        let last = after_bids([9, 1]);
        assert_eq!(last[0].as_deref(), Some("bid 1"), "{last:?}");
        assert_eq!(last[1].as_deref(), Some("bid 9, wins"), "{last:?}");
    }
}
