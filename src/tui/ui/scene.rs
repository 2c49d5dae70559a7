//! From a hand to a [`Scene`]: the seats' roles and last actions read from the events, the
//! board with River of Blood's run cards tagged by colour, and a saved hand at any step of a
//! replay (stacks, pips and pot from the engine's ledger of its events).

use felt::cards::Card;
use felt::engine::{Action, Event, Hand, Ledger, Phase, Seat, Street, VariantId};
use felt::narration::heads_up::opens_betting;

use crate::tui::widgets::cards::Drawn;

use super::felt_view::{Plate, Scene};

/// A seat's role at the table.
pub fn role(seat: Seat) -> &'static str {
    if seat == Seat(0) {
        "button · small blind"
    } else {
        "big blind"
    }
}

/// What each seat did last this street, in a few words ("raises to 18", "bid sealed"). A
/// bid's amount is only named once the auction is resolved (both bids are then public).
pub fn last_actions(events: &[Event]) -> [Option<String>; 2] {
    let mut last: [Option<String>; 2] = [None, None];
    for (i, e) in events.iter().enumerate() {
        match *e {
            Event::DealBoard { .. } => last = [None, None],
            Event::Act {
                seat,
                action,
                chips,
            } => {
                last[seat.index()] = Some(match action {
                    Action::Fold => "folds".to_string(),
                    Action::Check => "checks".to_string(),
                    Action::Call => format!("calls {chips}"),
                    Action::RaiseTo(n) if opens_betting(events, i) => format!("bets {n}"),
                    Action::RaiseTo(n) => format!("raises to {n}"),
                    Action::Bid(_) => "bid sealed".to_string(),
                });
            }
            Event::Bid { seat, .. } => last[seat.index()] = Some("bid sealed".to_string()),
            Event::AuctionResolved { bids, winners, .. } => {
                for i in 0..2 {
                    last[i] = Some(format!(
                        "bid {}{}",
                        bids[i],
                        if winners[i] { ", wins" } else { "" }
                    ));
                }
            }
            Event::Award { seat, amount } => {
                last[seat.index()] = Some(format!("wins {amount}"));
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

/// A saved hand after its first `step` events, every card face up: seat 1 at the top,
/// seat 0 at the bottom.
pub fn replay_scene(hand: &Hand, step: usize, names: &[String; 2]) -> Scene {
    let shown = &hand.events()[..step.min(hand.events().len())];
    let setup = hand.setup();
    let ledger = Ledger::replay(setup.stacks, shown);
    let (stacks, pips, pot) = (ledger.stacks(), ledger.pips(), ledger.collected());
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
    let next = hand.events().get(step).and_then(|e| match e {
        Event::Act { seat, .. } | Event::Bid { seat, .. } => Some(*seat),
        _ => None,
    });
    let last = last_actions(shown);
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
        phase: if step >= hand.events().len() {
            "hand over".to_string()
        } else {
            street.to_string()
        },
        note: None,
        sliding: None,
    }
}

/// A heads-up hand as seat 0 sees it now (the tutorial's table): the other seat's cards face
/// down until it shows them, except the one seat 0 saw; the seat to act marked.
pub fn seat_zero_scene(hand: &Hand, names: &[String; 2]) -> Scene {
    let mut scene = replay_scene(hand, hand.events().len(), names);
    if !hand.outcome().is_some_and(|o| o.showdown) {
        for d in &mut scene.top.cards {
            if d.tag != Some("saw") {
                d.card = None;
            }
        }
    }
    scene.top.to_act = hand.to_act() == Some(Seat(1));
    scene.bottom.to_act = hand.to_act() == Some(Seat(0));
    scene.phase = match hand.phase() {
        Phase::Done => "hand over".to_string(),
        Phase::Auction => "auction".to_string(),
        Phase::Betting => hand.street().to_string(),
    };
    scene
}
