//! Auction Flop Poker hands in PHH's shape, with felt's extension (variant
//! `felt-auction-flop`): players `p1`..`pN` are seats 0..N-1; `d dh pN CARDS` deals five
//! cards; `pN sd CARDS` discards (`pN sd` alone stands pat); `d flop CARDS` turns a flop up;
//! `pN pass`, `pN bid X`, `pN offer X`, `pN take` are the auction moves; `pN keep CARDS` the
//! cards kept from a flop; `pN sm CARDS` shows the final hands. Fields: `antes`,
//! `starting_stacks`, `finishing_stacks`, and `_felt_variant`, `_felt_dealer`,
//! `_felt_reshuffle_seed` and `_felt_deck` (the whole deck, top first, so a replay deals the
//! same cards and reshuffles the same way).

use serde::Deserialize;

use crate::cards::{Card, CardSet, Deck};
use crate::engine::auction_flop::{
    AuctionFlopAction, AuctionFlopEvent, AuctionFlopHand, AuctionFlopSetup,
};
use crate::engine::{Chips, Seat};

use super::phh::HistoryError;

/// The PHH variant code of Auction Flop Poker.
pub const VARIANT_CODE: &str = "felt-auction-flop";

fn cards(set: CardSet) -> String {
    set.iter().map(|c| c.to_string()).collect()
}

/// Writes a finished (or unfinished) hand.
pub fn write(hand: &AuctionFlopHand, names: Option<&[String]>) -> String {
    let n = hand.setup().stacks.len();
    let list = |v: Vec<String>| v.join(", ");
    let mut out = format!("variant = \"{VARIANT_CODE}\"\n");
    out.push_str(&format!(
        "antes = [{}]\n",
        list(vec![hand.setup().ante.to_string(); n])
    ));
    out.push_str(&format!(
        "blinds_or_straddles = [{}]\n",
        list(vec!["0".to_string(); n])
    ));
    out.push_str("min_bet = 1\n");
    out.push_str(&format!(
        "starting_stacks = [{}]\n",
        list(hand.setup().stacks.iter().map(|s| s.to_string()).collect())
    ));
    out.push_str(&format!(
        "finishing_stacks = [{}]\n",
        list(hand.stacks().iter().map(|s| s.to_string()).collect())
    ));
    if let Some(names) = names {
        out.push_str(&format!(
            "players = [{}]\n",
            list(
                names
                    .iter()
                    .map(|n| format!("\"{}\"", n.replace('"', "'")))
                    .collect()
            )
        ));
    }
    out.push_str("_felt_variant = \"auction-flop\"\n");
    out.push_str(&format!("_felt_dealer = {}\n", hand.setup().dealer.index()));
    out.push_str(&format!(
        "_felt_reshuffle_seed = \"{}\"\n",
        hand.setup().reshuffle_seed
    ));
    out.push_str(&format!(
        "_felt_deck = \"{}\"\n",
        hand.deck_order()
            .iter()
            .map(Card::to_string)
            .collect::<String>()
    ));
    out.push_str("actions = [\n");
    let p = |s: Seat| format!("p{}", s.index() + 1);
    for e in hand.events() {
        let line = match e {
            AuctionFlopEvent::Deal { seat, cards: c } => format!("d dh {} {}", p(*seat), cards(*c)),
            AuctionFlopEvent::Discard { seat, cards: c, .. } if c.is_empty() => {
                format!("{} sd", p(*seat))
            }
            AuctionFlopEvent::Discard { seat, cards: c, .. } => {
                format!("{} sd {}", p(*seat), cards(*c))
            }
            AuctionFlopEvent::Flop { cards: c, .. } => format!(
                "d flop {}",
                c.iter().map(Card::to_string).collect::<String>()
            ),
            AuctionFlopEvent::Pass { seat } => format!("{} pass", p(*seat)),
            AuctionFlopEvent::Bid { seat, amount } => format!("{} bid {amount}", p(*seat)),
            AuctionFlopEvent::Offer { seat, amount } => format!("{} offer {amount}", p(*seat)),
            AuctionFlopEvent::Taken { taker, .. } => format!("{} take", p(*taker)),
            AuctionFlopEvent::Keep { seat, cards: c, .. } => {
                format!("{} keep {}", p(*seat), cards(*c))
            }
            AuctionFlopEvent::Payout { seat, .. } => {
                format!("{} sm {}", p(*seat), cards(hand.cards(*seat)))
            }
            _ => continue,
        };
        out.push_str(&format!("  \"{line}\",\n"));
    }
    out.push_str("]\n");
    out
}

#[derive(Debug, Deserialize)]
struct AuctionFlopFile {
    variant: String,
    antes: Vec<Chips>,
    starting_stacks: Vec<Chips>,
    actions: Vec<String>,
    #[serde(default)]
    finishing_stacks: Option<Vec<Chips>>,
    #[serde(rename = "_felt_dealer")]
    dealer: u8,
    #[serde(rename = "_felt_reshuffle_seed")]
    seed: String,
    #[serde(rename = "_felt_deck")]
    deck: String,
}

/// True if the text is an Auction Flop Poker history.
pub fn is_auction_flop_history(text: &str) -> bool {
    text.lines()
        .any(|l| l.trim() == format!("variant = \"{VARIANT_CODE}\""))
}

/// Rebuilds the hand a file records, event for event.
///
/// # Errors
/// [`HistoryError`] when the file is not such a history or an action is not legal.
pub fn replay(text: &str) -> Result<AuctionFlopHand, HistoryError> {
    let file: AuctionFlopFile =
        toml::from_str(text).map_err(|e| HistoryError::Toml(e.message().to_string()))?;
    if file.variant != VARIANT_CODE {
        return Err(HistoryError::Variant(file.variant));
    }
    let order = Card::parse_list(&file.deck).map_err(|_| HistoryError::Deal)?;
    let deck = Deck::from_order(&order).map_err(|_| HistoryError::Deal)?;
    let seed = file.seed.parse().map_err(|_| HistoryError::Deal)?;
    let setup = AuctionFlopSetup {
        stacks: file.starting_stacks.clone(),
        ante: file.antes.first().copied().unwrap_or(0),
        dealer: Seat(file.dealer),
        reshuffle_seed: seed,
    };
    let mut hand = AuctionFlopHand::new(setup, deck)
        .map_err(|_| HistoryError::Players(file.starting_stacks.len()))?;
    for (index, line) in file.actions.iter().enumerate() {
        let words: Vec<&str> = line.split_whitespace().collect();
        let syntax = || HistoryError::Syntax {
            index,
            line: line.clone(),
        };
        let (seat, verb, rest) = match words.as_slice() {
            ["d", ..] | [] => continue,
            [p, verb, rest @ ..] => (
                p.strip_prefix('p')
                    .and_then(|n| n.parse::<u8>().ok())
                    .and_then(|n| n.checked_sub(1))
                    .map(Seat)
                    .ok_or_else(syntax)?,
                *verb,
                rest,
            ),
            _ => return Err(syntax()),
        };
        if verb == "sm" {
            continue;
        }
        let action: AuctionFlopAction = format!("{verb} {}", rest.join(" "))
            .parse()
            .map_err(|_| syntax())?;
        hand.apply(seat, action).map_err(|_| HistoryError::Syntax {
            index,
            line: line.clone(),
        })?;
    }
    if let Some(stacks) = file.finishing_stacks
        && hand.is_over()
        && stacks != hand.stacks()
    {
        return Err(HistoryError::FinishingStacks {
            file: stacks,
            replay: hand.stacks().to_vec(),
        });
    }
    Ok(hand)
}
