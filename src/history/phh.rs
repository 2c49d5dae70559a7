//! The PHH hand-history format as felt writes it: the file's fields, its errors, and the
//! writer. Reading and replaying a file is in `reader` (re-exported here as [`read`] and
//! [`replay`]).
//!
//! Heads-up convention of PHH (and PokerKit): player `p1` is the big blind (felt's seat 1)
//! and `p2` the small blind and button (seat 0); `blinds_or_straddles` is written `[small,
//! big]` and every per-player array lists p1 first. Betting actions: `pN f`, `pN cc` (check
//! or call), `pN cbr X` (raise to X), `pN sm CARDS` (show). Moves with no choice (checks
//! while a seat is all in, a 0 bid with an empty stack) are not written, as PokerKit skips
//! them; a replay makes them again.
//!
//! felt's extension, used only in its own variants (`felt-auction`, `felt-sneak-peek`,
//! `felt-river-of-blood`):
//! - `pN bid X`: a sealed auction bid, in the order made (the big blind first).
//! - `d dh pN C`: the auction's third hole card (an ordinary deal of one more hole card).
//! - `d peek pN C`: Sneak Peek shows player N the opponent's card C.
//! - River of Blood run cards are ordinary board deals `d db C`.
//! - Fields: `_felt_variant` (the variant id), `_felt_peek` (the peek choices, p1 first),
//!   `_felt_bids` (both bids, p1 first); in any game, `_felt_coached` and `_felt_coach` (the
//!   grades the table's coach showed, see [`super::graded`]), and `_felt_played_for`: the
//!   decisions felt played in a hosted bot's place (its answer was illegal, not an action,
//!   or not given in time), each as the number of events the engine had recorded before it,
//!   both seats' and every deal (a review does not grade them as the bot's).

use serde::Deserialize;
use thiserror::Error;

pub use super::reader::{read, replay};
use crate::cards::{Card, Deck};
use crate::engine::{Action, ActionError, Chips, Event, Hand, Seat, SetupError, VariantId};

/// Optional facts about a hand for its file.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct HandMeta {
    /// The hand number in its match.
    pub number: Option<u32>,
    /// Player names by seat (seat 0 first).
    pub names: Option<[String; 2]>,
    /// The decisions felt played in a bot's place, each as the number of events before it.
    pub played_for: Vec<usize>,
}

/// A PHH file as read.
#[derive(Debug, Clone, PartialEq, Deserialize)]
pub struct PhhFile {
    pub variant: String,
    #[serde(default)]
    pub antes: Vec<Chips>,
    pub blinds_or_straddles: Vec<Chips>,
    #[serde(default)]
    pub min_bet: Option<Chips>,
    pub starting_stacks: Vec<Chips>,
    pub actions: Vec<String>,
    #[serde(default)]
    pub hand: Option<u32>,
    #[serde(default)]
    pub players: Option<Vec<String>>,
    #[serde(default)]
    pub finishing_stacks: Option<Vec<Chips>>,
    #[serde(default, rename = "_felt_variant")]
    pub felt_variant: Option<String>,
    #[serde(default, rename = "_felt_peek")]
    pub felt_peek: Option<Vec<u8>>,
    /// The player the table's coach graded (see [`super::graded`]).
    #[serde(default, rename = "_felt_coached")]
    pub felt_coached: Option<String>,
    /// The grades it showed.
    #[serde(default, rename = "_felt_coach")]
    pub felt_coach: Option<Vec<super::graded::TableGrade>>,
    /// The decisions felt played in a bot's place.
    #[serde(default, rename = "_felt_played_for")]
    pub felt_played_for: Option<Vec<usize>>,
}

/// Why a file cannot be read or replayed.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum HistoryError {
    #[error("not a PHH file: {0}")]
    Toml(String),
    #[error("unknown variant code \"{0}\"")]
    Variant(String),
    #[error("felt replays heads-up hands with two players; this file has {0}")]
    Players(usize),
    #[error(
        "felt replays heads-up hands with two blinds (blinds_or_straddles = [small, big]); this file has {0}"
    )]
    Blinds(usize),
    #[error("action {index} (\"{line}\") is not understood")]
    Syntax { index: usize, line: String },
    #[error("the hole cards of {0} are not known, so the hand cannot be replayed")]
    UnknownCards(String),
    #[error("action {index} (\"{line}\") is not legal: {error}")]
    Illegal {
        index: usize,
        line: String,
        error: ActionError,
    },
    #[error("the dealt cards do not match the actions")]
    Deal,
    #[error("the file's finishing stacks {file:?} differ from the replay's {replay:?}")]
    FinishingStacks {
        file: Vec<Chips>,
        replay: Vec<Chips>,
    },
    #[error(transparent)]
    Setup(#[from] SetupError),
}

/// The PHH variant code of a game.
pub fn variant_code(variant: VariantId) -> &'static str {
    match variant {
        VariantId::Holdem => "NT",
        VariantId::Auction => "felt-auction",
        VariantId::SneakPeek => "felt-sneak-peek",
        VariantId::RiverOfBlood => "felt-river-of-blood",
        VariantId::AuctionFlop => "felt-auction-flop",
    }
}

fn player(seat: Seat) -> &'static str {
    if seat == Seat(1) { "p1" } else { "p2" }
}

pub(super) fn seat_of(player: &str) -> Option<Seat> {
    match player {
        "p1" => Some(Seat(1)),
        "p2" => Some(Seat(0)),
        _ => None,
    }
}

fn cards_text(cards: &[Card]) -> String {
    cards.iter().map(Card::to_string).collect()
}

pub(super) fn quote(s: &str) -> String {
    let escaped: String = s
        .chars()
        .flat_map(|c| match c {
            '"' => vec!['\\', '"'],
            '\\' => vec!['\\', '\\'],
            c if c.is_control() => vec![' '],
            c => vec![c],
        })
        .collect();
    format!("\"{escaped}\"")
}

/// What the writer needs to know about each action, found by replaying the hand from its
/// setup: whether it was forced (no choice), and the amount to write for a raise.
struct ActionInfo {
    forced: bool,
    /// PokerKit does not cap a bet at what the opponent can match, so its smallest raise can
    /// exceed felt's capped maximum. Such a raise (it puts the opponent all in) is written at
    /// PokerKit's smallest legal size, or all in; the opponent can match the same chips
    /// either way. Reading maps it back to felt's maximum.
    written_amount: Chips,
}

fn action_infos(hand: &Hand) -> Vec<Option<ActionInfo>> {
    let mut infos: Vec<Option<ActionInfo>> = (0..hand.events().len()).map(|_| None).collect();
    let Ok(mut shadow) = Hand::new(*hand.setup(), dealing_order(hand)) else {
        return infos;
    };
    for (i, event) in hand.events().iter().enumerate() {
        let (seat, action) = match *event {
            Event::Act { seat, action, .. } => (seat, action),
            Event::Bid { seat, amount } => (seat, Action::Bid(amount)),
            _ => continue,
        };
        let Some(legal) = shadow.legal_actions() else {
            break;
        };
        let mut written_amount = 0;
        if let Action::RaiseTo(total) = action {
            let (pips, stacks) = (shadow.pips(), shadow.stacks());
            let (me, opp) = (seat.index(), seat.other().index());
            let cost = pips[opp].saturating_sub(pips[me]);
            let uncapped_min = pips[opp] + cost.max(hand.setup().big_blind);
            let capped = total == pips[opp] + stacks[opp];
            written_amount = if capped {
                total.max(uncapped_min.min(pips[me] + stacks[me]))
            } else {
                total
            };
        }
        infos[i] = Some(ActionInfo {
            forced: legal.is_forced(),
            written_amount,
        });
        if shadow.apply(seat, action).is_err() {
            break;
        }
    }
    infos
}

/// The deck order that deals this hand's cards as they were dealt.
fn dealing_order(hand: &Hand) -> Deck {
    let order = hand.dealt_cards();
    // Invariant: a hand never deals a card twice, so the order has no repeats.
    Deck::from_order(&order).unwrap_or_else(|_| hand.deck().clone())
}

/// Writes a hand as a PHH file (all hole cards shown: it is the table's own record).
pub fn write(hand: &Hand, meta: &HandMeta) -> String {
    let setup = hand.setup();
    let variant = setup.variant;
    let holdem = variant == VariantId::Holdem;
    let mut out = String::new();
    out.push_str(&format!("variant = {}\n", quote(variant_code(variant))));
    out.push_str("antes = [0, 0]\n");
    out.push_str(&format!(
        "blinds_or_straddles = [{}, {}]\n",
        setup.small_blind, setup.big_blind
    ));
    out.push_str(&format!("min_bet = {}\n", setup.big_blind));
    out.push_str(&format!(
        "starting_stacks = [{}, {}]\n",
        setup.stacks[1], setup.stacks[0]
    ));
    if let Some(n) = meta.number {
        out.push_str(&format!("hand = {n}\n"));
    }
    if let Some(names) = &meta.names {
        out.push_str(&format!(
            "players = [{}, {}]\n",
            quote(&names[1]),
            quote(&names[0])
        ));
    }
    out.push_str(&format!(
        "finishing_stacks = [{}, {}]\n",
        hand.stacks()[1],
        hand.stacks()[0]
    ));
    out.push_str(&format!("_felt_variant = {}\n", quote(variant.id())));
    if variant == VariantId::SneakPeek {
        out.push_str(&format!(
            "_felt_peek = [{}, {}]\n",
            setup.peek[1], setup.peek[0]
        ));
    }
    if let Some(a) = hand.auction() {
        out.push_str(&format!("_felt_bids = [{}, {}]\n", a.bids[1], a.bids[0]));
    }
    if !meta.played_for.is_empty() {
        let at: Vec<String> = meta.played_for.iter().map(usize::to_string).collect();
        out.push_str(&format!("_felt_played_for = [{}]\n", at.join(", ")));
    }

    let events = hand.events();
    let infos = action_infos(hand);
    let forced: Vec<bool> = infos
        .iter()
        .map(|i| i.as_ref().is_some_and(|i| i.forced))
        .collect();
    let showdown = hand.outcome().is_some_and(|o| o.showdown);
    // PokerKit shows down as soon as no betting is left: right after the last action that
    // was a real choice. felt's own variants show at the end.
    let last_choice = events
        .iter()
        .enumerate()
        .filter(|(i, e)| matches!(e, Event::Act { .. }) && !forced[*i])
        .map(|(i, _)| i)
        .next_back();
    let show_lines: Vec<String> = [Seat(1), Seat(0)]
        .iter()
        .map(|&s| format!("{} sm {}", player(s), cards_text(hand.hole_cards(s))))
        .collect();
    let mut lines: Vec<String> = Vec::new();
    let mut initial = [Vec::new(), Vec::new()];
    let mut dealt_initial = 0;
    let mut shown = false;
    let mut i = 0;
    while i < events.len() {
        match events[i] {
            Event::DealHole { seat, card, .. } if dealt_initial < 4 => {
                initial[seat.index()].push(card);
                dealt_initial += 1;
                if dealt_initial == 4 {
                    lines.push(format!("d dh p1 {}", cards_text(&initial[1])));
                    lines.push(format!("d dh p2 {}", cards_text(&initial[0])));
                    if holdem && showdown && last_choice.is_none() {
                        // Blinds put a seat all in: PokerKit shows down before any board.
                        lines.extend(show_lines.iter().cloned());
                        shown = true;
                    }
                }
            }
            Event::DealHole { seat, card, .. } => {
                lines.push(format!("d dh {} {card}", player(seat)))
            }
            Event::DealBoard { street, .. } => {
                let mut cards = Vec::new();
                while let Some(Event::DealBoard { street: s, card }) = events.get(i) {
                    if *s != street {
                        break;
                    }
                    cards.push(*card);
                    i += 1;
                }
                lines.push(format!("d db {}", cards_text(&cards)));
                continue;
            }
            Event::Act { seat, action, .. } if !forced[i] => {
                let p = player(seat);
                lines.push(match action {
                    Action::Fold => format!("{p} f"),
                    Action::Check | Action::Call => format!("{p} cc"),
                    Action::RaiseTo(n) => {
                        let amount = if holdem {
                            infos[i].as_ref().map_or(n, |i| i.written_amount)
                        } else {
                            n
                        };
                        format!("{p} cbr {amount}")
                    }
                    Action::Bid(n) => format!("{p} bid {n}"),
                });
                if holdem && showdown && Some(i) == last_choice {
                    lines.extend(show_lines.iter().cloned());
                    shown = true;
                }
            }
            Event::Bid { seat, amount } if !forced[i] => {
                lines.push(format!("{} bid {amount}", player(seat)))
            }
            Event::Peek { seat, card } => lines.push(format!("d peek {} {card}", player(seat))),
            _ => {}
        }
        i += 1;
    }
    if showdown && !shown {
        lines.extend(show_lines);
    }
    out.push_str("actions = [\n");
    for line in lines {
        out.push_str(&format!("  {},\n", quote(&line)));
    }
    out.push_str("]\n");
    out
}
