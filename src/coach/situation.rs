//! What is happening at a decision, in words: the street and what the player owes, the rule
//! that matters at this moment, the hand's name, and its equity against a random hand.

use crate::narration::capitalised;
use rand::SeedableRng;
use rand::rngs::StdRng;
use std::hash::{Hash, Hasher};

use crate::bots::strength::{equity_vs_random, preflop_equity};
use crate::cards::equity::{Holding, Method, RangeQuery, calculate_ranges};
use crate::cards::range::HandRange;
use crate::cards::{
    BoardRule, Card, CardSet, Category, HandValue, Rank, Suit, evaluate, evaluate_cards,
    straight_high,
};
use crate::engine::{Action, Chips, Event, Phase, Seat, SeatView, Street, VariantId};
use crate::narration::vocabulary::{Betting, last_exchange};

/// What is happening, in a sentence or two.
pub(super) fn situation(view: &SeatView) -> String {
    let legal = view.legal;
    if view.phase == Phase::Auction {
        let stack = view.stacks[view.seat.index()];
        return match view.variant() {
            VariantId::SneakPeek => format!(
                "The auction: both seats bid secretly, 0 to {stack}. The higher bid sees one of the other's two hole cards and pays the LOWER bid into the pot; a tie shows each a card and both pay."
            ),
            _ => format!(
                "The auction: both seats bid secretly, 0 to {stack}. The higher bid gets a third hole card and pays the LOWER bid into the pot; a tie gives both a card and both pay."
            ),
        };
    }
    let cost = legal.map_or(0, |l| l.call_cost);
    let street = match view.street {
        Street::Run(n) if view.variant().deals_run_card(view.board.as_slice()) => {
            format!("Run card {n} (red: another card comes after this betting round)")
        }
        Street::Run(n) => {
            format!("Run card {n} (black, after a red card: this betting round is the last)")
        }
        Street::River if view.variant().deals_run_card(view.board.as_slice()) => {
            "River (red: in River of Blood another card comes after this betting round)".to_string()
        }
        Street::River if view.variant() == VariantId::RiverOfBlood => {
            "River (black: no card comes after it, this betting round is the last)".to_string()
        }
        s => capitalised(&s.to_string()),
    };
    let me = view.seat;
    let i_acted_this_street = view
        .events
        .iter()
        .rev()
        .take_while(|e| !matches!(e, Event::DealBoard { .. } | Event::AuctionResolved { .. }))
        .any(|e| matches!(e, Event::Act { seat, .. } if *seat == me));
    let options = Betting::of(view).map_or_else(String::new, |b| b.options());
    if view.street == Street::Preflop && me == Seat(0) && cost > 0 && !i_acted_this_street {
        return format!(
            "{street}: you are the small blind and act first. Calling costs {cost} more; raising makes the big blind pay to continue."
        );
    }
    // A bet or raise that put the bot's stack in says so: it is why no raise is offered.
    let bot_all_in = if cost > 0 && view.stacks[me.other().index()] == 0 {
        " (all in)"
    } else {
        ""
    };
    if let Some((mine, theirs)) = last_exchange(&view.events, me, "the bot") {
        return format!("{street}: {mine} and {theirs}{bot_all_in}. {options}");
    }
    if cost == 0 {
        if let Some(theirs) = last_exchange_first(&view.events, me) {
            return format!("{street}: {theirs}. {options}");
        }
        if view.street == Street::Preflop {
            return format!(
                "{street}: the small blind just called. Check to see the flop for free, or raise."
            );
        }
        return format!("{street}: nobody has bet. {options}");
    }
    match last_exchange_first(&view.events, me) {
        Some(theirs) => format!("{street}: {theirs}{bot_all_in}. {options}"),
        None => format!("{street}: the bot has put in {cost} more than you. {options}"),
    }
}

/// The other seat's move when it acted first on this street ("the bot bet 20").
fn last_exchange_first(events: &[Event], me: Seat) -> Option<String> {
    let street: Vec<&Event> = events
        .iter()
        .rev()
        .take_while(|e| !matches!(e, Event::DealBoard { .. } | Event::AuctionResolved { .. }))
        .collect();
    let acts: Vec<(Seat, Action)> = street
        .iter()
        .rev()
        .filter_map(|e| match e {
            Event::Act { seat, action, .. } => Some((*seat, *action)),
            _ => None,
        })
        .collect();
    let blinds = street.iter().any(|e| matches!(e, Event::PostBlind { .. }));
    match acts.as_slice() {
        [(s, Action::RaiseTo(n))] if *s != me && !blinds => Some(format!("the bot bet {n}")),
        [(s, Action::RaiseTo(n))] if *s != me => Some(format!("the bot raised to {n}")),
        [(s, Action::Check)] if *s != me => Some("the bot checked".to_string()),
        _ => None,
    }
}

/// A rule the player needs at this moment (what comes next, who acts first, what a payment
/// means), or `None`.
pub(crate) fn rule_note(view: &SeatView) -> Option<String> {
    let variant = view.variant();
    if view.phase == Phase::Auction {
        return (variant == VariantId::SneakPeek).then(|| {
            "The card shown to the winner is chosen at random from the other's two; the loser learns only the two bids.".to_string()
        });
    }
    let after_auction = view.street == Street::Flop
        && view.auction.is_some()
        && !view
            .events
            .iter()
            .rev()
            .take_while(|e| !matches!(e, Event::AuctionResolved { .. }))
            .any(|e| matches!(e, Event::Act { seat, .. } if *seat == view.seat));
    match (variant, view.street) {
        (VariantId::Auction, Street::Preflop) => Some(
            "After this betting round comes the flop, then a sealed auction for a third hole card, then flop betting, turn and river.".to_string(),
        ),
        (VariantId::SneakPeek, Street::Preflop) => Some(
            "After this betting round comes the flop, then a sealed auction to see one of the other's hole cards, then flop betting, turn and river.".to_string(),
        ),
        (VariantId::RiverOfBlood, Street::Preflop) => Some(
            "After the river, a red river card brings another card and another betting round, and so on until a black card.".to_string(),
        ),
        (VariantId::Auction | VariantId::SneakPeek, _) if after_auction => {
            let paid = view.auction.map_or(0, |a| a.paid.iter().sum::<Chips>());
            let both_paid = view.auction.is_some_and(|a| a.paid.iter().all(|&p| p > 0));
            let payment = if paid == 0 {
                "Nothing was paid in the auction: the lower bid was 0."
            } else if both_paid {
                "Both bids were paid into the pot; they are not bets, so nobody calls them."
            } else {
                "The price the winner paid went into the pot; it is not a bet, so nobody calls it."
            };
            // In Sneak Peek the bot's look changes what a bet can do.
            let seen = variant == VariantId::SneakPeek
                && view
                    .auction
                    .is_some_and(|a| a.winners[view.opponent().index()]);
            let seen = if seen {
                " The bot has seen one of your cards: it knows half your hand, so it calls and folds knowing more."
            } else {
                ""
            };
            let look = if variant == VariantId::SneakPeek {
                look_words(view)
            } else {
                third_card_words(view)
            };
            Some(format!(
                "After the auction the big blind acts first. {payment}{seen}{look}"
            ))
        }
        (VariantId::RiverOfBlood, Street::River | Street::Run(_)) => {
            let ends = view.variant().board_rule().is_complete(view.board.as_slice());
            let last = if ends && matches!(view.street, Street::Run(_)) {
                " This black card ends the run, but it still gets its betting round."
            } else {
                ""
            };
            Some(format!(
                "Your hand is the best five of your two cards and all {} board cards.{last}",
                view.board.len()
            ))
        }
        _ => None,
    }
}

/// What the card this seat saw in Sneak Peek's auction says about the other's hand ("" when
/// it saw none): whether it pairs the board, and that the chances shown count it.
fn look_words(view: &SeatView) -> String {
    let Some(&card) = view.opponent_known.as_slice().first() else {
        return String::new();
    };
    let rank = card.rank();
    let pairs = view.board.as_slice().iter().any(|b| b.rank() == rank);
    let meaning = if pairs {
        format!(
            "it pairs the board, so the bot has at least a pair of {}",
            rank.plural().to_lowercase()
        )
    } else {
        "it does not pair the board, and the bot's other card is still unknown".to_string()
    };
    let named = card_words(card);
    format!(
        " You saw one of the bot's cards, {named}: {meaning}. Your chances from here are figured against hands that hold that card."
    )
}

/// Auction Hold'em: the third card this seat won, named ("" when it won none).
fn third_card_words(view: &SeatView) -> String {
    match view.hole.as_slice() {
        [_, _, third] => format!(
            " You won the third card, {}: your hand is now the best five of your three cards and the board.",
            card_words(*third)
        ),
        _ => String::new(),
    }
}

/// The player's hand in words.
pub(super) fn hand_name(view: &SeatView) -> String {
    let hole = view.hole.as_slice();
    if view.board.is_empty() && hole.len() == 2 {
        let (a, b) = if hole[0].rank() >= hole[1].rank() {
            (hole[0], hole[1])
        } else {
            (hole[1], hole[0])
        };
        if a.rank() == b.rank() {
            return format!("a pair of {}", a.rank().plural().to_lowercase());
        }
        let suited = if a.suit() == b.suit() {
            "suited"
        } else {
            "offsuit"
        };
        return format!(
            "{}-{} {suited}",
            a.rank().name(),
            b.rank().name().to_lowercase()
        );
    }
    let cards: CardSet = hole.iter().copied().chain(view.board.iter()).collect();
    let value = evaluate(cards);
    let named = value.phrase();
    let shared = board_share(value, hole, view.board.as_slice()).unwrap_or_default();
    let board = view.board.as_slice();
    let known = view.opponent_known.as_slice();
    let flush = flush_threat(value, board, known).unwrap_or_default();
    let straight = straight_threat(value, board).unwrap_or_default();
    format!("{named}{shared}{flush}{straight}")
}

/// A card in words: "the king of hearts".
fn card_words(card: Card) -> String {
    format!(
        "the {} of {}",
        card.rank().name().to_lowercase(),
        card.suit().name().to_lowercase()
    )
}

/// Below a flush, with four cards of one suit on the board: any card of that suit the
/// opponent holds makes a flush that beats the hand (and one of the opponent's cards seen,
/// `known`, that is of that suit does).
fn flush_threat(value: HandValue, board: &[Card], known: &[Card]) -> Option<String> {
    if value.category() >= Category::Flush {
        return None;
    }
    let (suit, count) = Suit::ALL
        .into_iter()
        .map(|suit| (suit, board.iter().filter(|c| c.suit() == suit).count()))
        .max_by_key(|&(_, n)| n)?;
    if count < 4 {
        return None;
    }
    let name = suit.name().to_lowercase();
    let one = name.trim_end_matches('s');
    if let Some(&seen) = known.iter().find(|c| c.suit() == suit) {
        return Some(format!(
            "; {count} {name} are on the board, and the bot holds {} (you saw it), so it has a flush that beats it",
            card_words(seen)
        ));
    }
    Some(format!(
        "; {count} {name} are on the board, so any {one} the opponent holds makes a flush that beats it"
    ))
}

/// Below a straight, with a board that one more card of some rank makes a straight: any card
/// of that rank the opponent holds makes a straight that beats the hand ("holding a five",
/// "holding a four or a nine").
fn straight_threat(value: HandValue, board: &[Card]) -> Option<String> {
    if value.category() >= Category::Straight || board.len() < 4 {
        return None;
    }
    let on_board: CardSet = board.iter().copied().collect();
    if straight_high(on_board).is_some() {
        return None;
    }
    let ranks: Vec<String> = Rank::ALL
        .into_iter()
        .filter(|&rank| {
            Suit::ALL
                .into_iter()
                .map(|suit| Card::new(rank, suit))
                .find(|c| !on_board.contains(*c))
                .is_some_and(|c| straight_high(on_board.union(CardSet::single(c))).is_some())
        })
        .map(|rank| {
            let name = rank.name().to_lowercase();
            let article = if matches!(rank, Rank::Eight | Rank::Ace) {
                "an"
            } else {
                "a"
            };
            format!("{article} {name}")
        })
        .collect();
    let any = match ranks.as_slice() {
        [] => return None,
        [one] => one.clone(),
        [first @ .., last] => format!("{} or {last}", first.join(", ")),
    };
    Some(format!(
        "; one card short of a straight is on the board, so an opponent holding {any} has a straight that beats it"
    ))
}

/// The draws the player holds while a card is still to come (the flop and the turn, and in
/// River of Blood a red river or run card), in a sentence: four to a flush, or a
/// straight one more card would complete, with the player's own cards, and how many of the
/// cards the player has not seen complete one; `None` without a draw. A card that gives the
/// board alone as good a hand (a fifth card of a suit on the board, the board's own straight)
/// completes nothing of the player's.
pub(super) fn draw_words(view: &SeatView) -> Option<String> {
    let board: CardSet = view.board.iter().collect();
    let card_to_come =
        (3..=4).contains(&board.len()) || view.variant().deals_run_card(view.board.as_slice());
    if !card_to_come {
        return None;
    }
    let hole: CardSet = view.hole.iter().collect();
    let mine = hole.union(board);
    let now = evaluate(mine).category();
    let known: CardSet = view.opponent_known.iter().collect();
    let unseen = CardSet::FULL.difference(mine).difference(known);
    // The suits with four of the player's cards, one of them in the hand (two of them once
    // a River of Blood board has grown past five cards).
    let suits: Vec<_> = crate::cards::Suit::ALL
        .into_iter()
        .filter(|&s| now < Category::Flush && hole.iter().any(|c| c.suit() == s))
        .filter(|&s| mine.iter().filter(|c| c.suit() == s).count() == 4)
        .collect();
    let straight_now = straight_high(mine).is_some();
    let (mut flush, mut straight, mut either) = (0, 0, 0);
    // Cards that would complete a draw but give the board as good a hand, for both seats.
    let mut on_board = 0;
    for card in unseen.iter() {
        let with = mine.union(CardSet::single(card));
        let alone = board.union(CardSet::single(card));
        let completes_flush = suits.contains(&card.suit());
        let completes_straight =
            !straight_now && now < Category::Straight && straight_high(with) > straight_high(alone);
        if alone.len() >= 5 && evaluate(alone) >= evaluate(with) {
            on_board += u32::from(completes_flush || completes_straight);
            continue;
        }
        flush += u32::from(completes_flush);
        straight += u32::from(completes_straight);
        either += u32::from(completes_flush || completes_straight);
    }
    let besides = match on_board {
        0 => String::new(),
        1 => " (one more would, but it also gives the board a better hand, for both of you)"
            .to_string(),
        n => format!(
            " ({n} more would, but they also give the board a better hand, for both of you)"
        ),
    };
    let seen_not = unseen.len();
    let four = if suits.len() > 1 {
        "four to a flush in two suits"
    } else {
        "four to a flush"
    };
    // A flush drawn with one card of the suit in the hand has four of the suit on the board
    // once it comes: any higher card of the suit the opponent holds beats it.
    let weak_flush = match suits.as_slice() {
        [suit] => {
            let of_suit = |c: &Card| c.suit() == *suit;
            let mine: Vec<Rank> = hole.iter().filter(of_suit).map(|c| c.rank()).collect();
            let seen_higher = |rank: Rank| known.iter().find(|c| of_suit(c) && c.rank() > rank);
            match mine.as_slice() {
                [rank] if let Some(seen) = seen_higher(*rank) => format!(
                    " Only one {} is in your hand, so a flush the board completes would have four {} on it, and the bot holds {} (you saw it): its flush would beat yours.",
                    suit.name().to_lowercase().trim_end_matches('s'),
                    suit.name().to_lowercase(),
                    card_words(seen)
                ),
                [rank] if unseen.iter().any(|c| of_suit(&c) && c.rank() > *rank) => {
                    let name = suit.name().to_lowercase();
                    let one = name.trim_end_matches('s').to_string();
                    // Before Auction Hold'em's auction a third hole card can still be one.
                    let auction = if view.variant() == VariantId::Auction && view.auction.is_none()
                    {
                        format!(
                            " A {one} won at the auction would complete it with two {name} of your own instead."
                        )
                    } else {
                        String::new()
                    };
                    format!(
                        " Only one {one} is in your hand, so a flush the board completes would have four {name} on it: any higher {one} the opponent holds would beat it.{auction}"
                    )
                }
                _ => String::new(),
            }
        }
        _ => String::new(),
    };
    match (flush, straight) {
        (0, 0) => None,
        (f, 0) => Some(format!(
            "Draw: {four}; {f} of the {seen_not} cards you have not seen complete it{besides}.{weak_flush}"
        )),
        (0, s) => Some(format!(
            "Draw: a straight draw; {s} of the {seen_not} cards you have not seen complete a straight{besides}."
        )),
        _ => Some(format!(
            "Draws: {four} and a straight draw; {either} of the {seen_not} cards you have not seen complete one or the other{besides}.{weak_flush}"
        )),
    }
}

/// What of the player's hand `value` (from `hole` and `board`) lies on the board for the
/// opponent too, as words to follow the hand's name; `None` when the hand is the player's own.
fn board_share(value: HandValue, hole: &[Card], board: &[Card]) -> Option<String> {
    if board.len() < 3 {
        return None;
    }
    match value.category() {
        Category::HighCard => {
            // A high card from the board is everyone's: name the player's own best card.
            let mine = hole.iter().map(|c| c.rank()).max()?;
            let top = board.iter().map(|c| c.rank()).max()?;
            if top <= mine {
                return None;
            }
            let article = if matches!(mine, Rank::Ace | Rank::Eight) {
                "an"
            } else {
                "a"
            };
            return Some(format!(
                ", from the board; your best card is {article} {}",
                mine.name().to_lowercase()
            ));
        }
        Category::TwoPair => {
            // One of the two pairs lying on the board is everyone's pair.
            let on_board = |r: Rank| board.iter().filter(|c| c.rank() == r).count() >= 2;
            if let [high, low, ..] = value.ranks()[..]
                && on_board(high) != on_board(low)
            {
                let shared = if on_board(high) { high } else { low };
                return Some(format!(
                    "; the {} are on the board, so the opponent has that pair too",
                    shared.plural().to_lowercase()
                ));
            }
        }
        Category::Flush => {
            if let Some(note) = flush_on_board(value, hole, board) {
                return Some(note);
            }
        }
        _ => {}
    }
    let on_board = evaluate_cards(board);
    if !value.same_made_ranks(on_board) {
        return None;
    }
    // The board makes the hand by itself: the opponent holds it too.
    let shared = if board.len() >= 5 && value == on_board {
        "all from the board: the opponent has it too, and your cards do not play"
    } else {
        match value.category() {
            Category::Pair => {
                "from the board: the opponent has it too, and your cards count only as kickers"
            }
            Category::TwoPair => {
                "both pairs from the board: the opponent has them too, and your cards count only as kickers"
            }
            _ => "from the board: the opponent has it too, and your cards count only as kickers",
        }
    };
    Some(format!(", {shared}"))
}

/// A flush that four or more board cards make with one of the player's cards: any card of
/// that suit the opponent holds above the player's best one beats it. `None` when no such
/// card is left to hold, or the flush is the board's own.
fn flush_on_board(value: HandValue, hole: &[Card], board: &[Card]) -> Option<String> {
    let suit = Suit::ALL.into_iter().find(|&suit| {
        let cards: Vec<Card> = hole
            .iter()
            .chain(board)
            .copied()
            .filter(|c| c.suit() == suit)
            .collect();
        cards.len() >= 5 && evaluate_cards(&cards) == value
    })?;
    let of_suit = |c: &&Card| c.suit() == suit;
    let on_board = board.iter().filter(of_suit).count();
    let mine = hole.iter().filter(of_suit).map(|c| c.rank()).max()?;
    if on_board < 4 || value == evaluate_cards(board) {
        return None;
    }
    let seen: Vec<Rank> = hole
        .iter()
        .chain(board)
        .filter(of_suit)
        .map(|c| c.rank())
        .collect();
    if !Rank::ALL.iter().any(|&r| r > mine && !seen.contains(&r)) {
        return None;
    }
    let suit_name = suit.name().to_lowercase();
    let one = suit_name.trim_end_matches('s');
    Some(format!(
        "; {on_board} {suit_name} are on the board, so any {one} above your {} that the opponent holds beats it",
        mine.name().to_lowercase()
    ))
}

/// Samples for the equity against a random hand: enough that the figure, shown in whole
/// percents, is within about half a point.
const RANDOM_SAMPLES: u32 = 12_000;
/// River of Blood before the flop, where no exact table is kept: eight times as many (a
/// standard error near 0.15 points, about 20 ms), so the same two cards of a kind show the
/// same whole percent (4-6 offsuit read 39% one hand and 40% the next at the smaller count).
const RANDOM_SAMPLES_PREFLOP_RUNS: u32 = 8 * RANDOM_SAMPLES;

/// The equity of `view`'s seat against a random hand, over the boards still to come by the
/// game's own rule. Before the flop in hold'em, Auction Hold'em and Sneak Peek it is the exact
/// table; otherwise it is sampled with a seed drawn from the cards in view, so the same cards
/// always show the same figure (a bet by the bot does not move it).
pub(super) fn equity_random(view: &SeatView) -> f64 {
    let hole: Vec<Card> = view.hole.iter().collect();
    let rule = view.variant().board_rule();
    if view.board.is_empty() && hole.len() == 2 && view.variant() != VariantId::RiverOfBlood {
        return preflop_equity(hole[0], hole[1]);
    }
    let opp_cards = match view.auction {
        Some(a) if view.variant() == VariantId::Auction && a.winners[view.opponent().index()] => 3,
        _ => 2,
    };
    let mut hasher = std::hash::DefaultHasher::new();
    (
        view.variant(),
        &hole,
        view.board.as_slice(),
        view.opponent_known.as_slice(),
        opp_cards,
    )
        .hash(&mut hasher);
    let mut rng = StdRng::seed_from_u64(hasher.finish());
    if let Some(exact) = exact_vs_random(view, &hole, opp_cards, &mut rng) {
        return exact;
    }
    equity_vs_random(
        &hole,
        view.board.as_slice(),
        view.opponent_known.as_slice(),
        opp_cards,
        CardSet::EMPTY,
        rule,
        if view.board.is_empty() {
            RANDOM_SAMPLES_PREFLOP_RUNS
        } else {
            RANDOM_SAMPLES
        },
        &mut rng,
    )
}

/// After the flop under the standard board rule, against two cards: the figure `felt equity`
/// gives, every board and every hand counted (a hand holding the card a peek showed, when
/// there was one); `None` where that is not the case, or the count fails.
fn exact_vs_random(
    view: &SeatView,
    hole: &[Card],
    opp_cards: usize,
    rng: &mut StdRng,
) -> Option<f64> {
    if view.board.is_empty() || view.variant().board_rule() != BoardRule::Standard || opp_cards != 2
    {
        return None;
    }
    let range = match view.opponent_known.as_slice() {
        [] => HandRange::random(),
        [known] => {
            let mut range = HandRange::empty();
            for other in Card::all().filter(|c| c != known) {
                range.set(*known, other, 1.0);
            }
            range
        }
        _ => return None,
    };
    let query = RangeQuery {
        players: vec![Holding::Hand(hole.to_vec()), Holding::Range(range)],
        board: view.board.as_slice().to_vec(),
        dead: Vec::new(),
        rule: BoardRule::Standard,
    };
    let method = Method::Auto {
        samples: u64::from(RANDOM_SAMPLES),
    };
    let report = calculate_ranges(&query, method, rng).ok()?;
    report.players.first().map(|p| p.equity)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::Deck;
    use crate::coach::fixtures::{cards, hand};
    use crate::engine::{Action, Hand, HandSetup};

    #[test]
    fn equity_against_a_random_hand_follows_the_game_and_holds_still_on_the_same_cards() {
        // Sevens before the flop: 66% in hold'em, about 62% in River of Blood, where the board
        // can grow and pairs are worth less.
        let deal = |variant| {
            let deck =
                Deck::from_order(&cards("7c 7h 2d 9s Kh 5c 2s 3d 8h Qc Jd")).expect("a deck");
            Hand::new(HandSetup::new(variant, [400, 400], 1, 2), deck).expect("a hand")
        };
        assert_eq!(
            hand_name(&deal(VariantId::Holdem).view(Seat(0))),
            "a pair of sevens"
        );
        let holdem = equity_random(&deal(VariantId::Holdem).view(Seat(0)));
        let river = equity_random(&deal(VariantId::RiverOfBlood).view(Seat(0)));
        assert!((holdem - 0.662).abs() < 0.01, "{holdem}");
        assert!((river - 0.623).abs() < 0.012, "{river}");
        // The same cards give the same figure, whatever was bet in between.
        let mut h = deal(VariantId::Holdem);
        h.apply(Seat(0), Action::Call).expect("a limp");
        h.apply(Seat(1), Action::Check).expect("a check");
        let flop = equity_random(&h.view(Seat(0)));
        h.apply(Seat(1), Action::RaiseTo(4)).expect("a bet");
        assert_eq!(equity_random(&h.view(Seat(0))), flop);
    }

    #[test]
    fn after_the_flop_the_figure_against_a_random_hand_is_exact() {
        // `felt equity AsKd random --board 7h8h2c`: 49.583%, every board and hand counted.
        let h = checked_to("As Kd Qc Jc 7h 8h 2c 3d 9s", 0);
        let flop = equity_random(&h.view(Seat(0)));
        assert!((flop - 0.49583).abs() < 5e-6, "{flop}");
        // After a peek at the queen of clubs: against the hands that hold it (`felt equity
        // AsKd Qc2c,Qc2d,...`: a queen makes the ace-king's kickers worse).
        let mut h = crate::coach::fixtures::dealt(
            VariantId::SneakPeek,
            [400, 400],
            "As Kd Qc Jc 7h 8h 2c 3d 9s",
        );
        h.apply(Seat(0), Action::Call).expect("limp");
        h.apply(Seat(1), Action::Check).expect("check");
        h.apply(Seat(1), Action::Bid(0)).expect("bid");
        h.apply(Seat(0), Action::Bid(5)).expect("bid");
        let view = h.view(Seat(0));
        assert_eq!(view.opponent_known.len(), 1, "{:?}", view.opponent_known);
        let peeked = equity_random(&view);
        assert!((peeked - flop).abs() > 1e-3, "{peeked} against {flop}");
        let mut range = HandRange::empty();
        let known = view.opponent_known.as_slice()[0];
        for other in Card::all().filter(|c| *c != known) {
            range.set(known, other, 1.0);
        }
        let query = RangeQuery {
            players: vec![Holding::Hand(cards("As Kd")), Holding::Range(range)],
            board: cards("7h 8h 2c"),
            dead: Vec::new(),
            rule: BoardRule::Standard,
        };
        let report = calculate_ranges(&query, Method::Enumerate, &mut StdRng::seed_from_u64(1))
            .expect("a report");
        assert!(report.exact);
        assert!((peeked - report.players[0].equity).abs() < 1e-9, "{peeked}");
    }

    #[test]
    fn river_of_blood_shows_one_whole_percent_for_one_kind_of_hand_before_the_flop() {
        // 6-4 offsuit in River of Blood is 40.0% against a random hand (2,000,000 samples
        // with `felt equity`); every suit pattern of it shows 40%.
        for hole in ["4c 6d", "6h 4s", "4d 6s", "6c 4h"] {
            let deck = Deck::from_order(&cards(&format!("{hole} 2d 9s Kh 5c 2s 3d 8h Qc Jd")))
                .expect("a deck");
            let h = Hand::new(
                HandSetup::new(VariantId::RiverOfBlood, [400, 400], 1, 2),
                deck,
            )
            .expect("a hand");
            let equity = equity_random(&h.view(Seat(0)));
            assert_eq!(format!("{:.0}", equity * 100.0), "40", "{hole}: {equity}");
        }
    }

    #[test]
    fn the_situation_follows_a_re_raise_preflop() {
        let mut h = hand(VariantId::Holdem, [400, 400]);
        assert!(situation(&h.view(Seat(0))).contains("act first"));
        h.apply(Seat(0), Action::RaiseTo(6)).expect("a raise");
        h.apply(Seat(1), Action::RaiseTo(18)).expect("a re-raise");
        let text = situation(&h.view(Seat(0)));
        assert!(!text.contains("act first"), "{text}");
        assert!(
            text.contains(
                "you raised to 6 and the bot re-raised to 18. Call 12, re-raise, or fold."
            ),
            "{text}"
        );
    }

    #[test]
    fn a_raise_that_puts_the_bots_stack_in_is_said_to_be_all_in() {
        let mut h = hand(VariantId::Holdem, [300, 400]);
        h.apply(Seat(0), Action::RaiseTo(300)).expect("a shove");
        let text = situation(&h.view(Seat(1)));
        // Why no raise is offered: the bot has nothing behind.
        assert!(
            text.contains("the bot raised to 300 (all in). Call 298 or fold."),
            "{text}"
        );
    }

    #[test]
    fn after_a_check_the_bot_bet_not_made_it() {
        let mut h = hand(VariantId::Holdem, [400, 400]);
        h.apply(Seat(0), Action::Call).expect("limp");
        h.apply(Seat(1), Action::Check).expect("check");
        h.apply(Seat(1), Action::Check).expect("check");
        h.apply(Seat(0), Action::RaiseTo(117)).expect("bet");
        let text = situation(&h.view(Seat(1)));
        assert!(
            text.contains("you checked and the bot bet 117. Call 117, raise, or fold."),
            "{text}"
        );
        assert!(!text.contains("re-raise"), "{text}");
        assert!(!text.contains("after your move"), "{text}");
    }

    /// A hold'em hand from `order` (two hole cards to seat 0, two to seat 1, then the board),
    /// checked down to the flop and `extra` streets after it.
    fn checked_to(order: &str, extra: usize) -> Hand {
        let deck = Deck::from_order(&cards(order)).expect("a deck");
        let mut h =
            Hand::new(HandSetup::new(VariantId::Holdem, [400, 400], 1, 2), deck).expect("a hand");
        h.apply(Seat(0), Action::Call).expect("limp");
        h.apply(Seat(1), Action::Check).expect("check");
        for _ in 0..extra {
            h.apply(Seat(1), Action::Check).expect("check");
            h.apply(Seat(0), Action::Check).expect("check");
        }
        h
    }

    /// River of Blood dealt in `order`, limped and checked through `streets` streets after the
    /// preflop.
    fn river_of_blood_checked(order: &str, streets: usize) -> Hand {
        let deck = Deck::from_order(&cards(order)).expect("a deck");
        let mut h = Hand::new(
            HandSetup::new(VariantId::RiverOfBlood, [400, 400], 1, 2),
            deck,
        )
        .expect("a hand");
        h.apply(Seat(0), Action::Call).expect("limp");
        h.apply(Seat(1), Action::Check).expect("check");
        for _ in 0..streets {
            h.apply(Seat(1), Action::Check).expect("check");
            h.apply(Seat(0), Action::Check).expect("check");
        }
        h
    }

    #[test]
    fn draws_are_named_with_the_cards_that_make_them() {
        // The big blind's cards are the third and fourth dealt; the flop the fifth to seventh.
        let draw =
            |order: &str, streets: usize| draw_words(&checked_to(order, streets).view(Seat(1)));
        assert_eq!(
            draw("Kc Kd 9h 7c 2d Ts 8d 3c 4s", 0).as_deref(),
            Some("Draw: a straight draw; 8 of the 47 cards you have not seen complete a straight.")
        );
        assert_eq!(
            draw("Kc Kd Ah 5h Kh 8h 2c 3c 4s", 0).as_deref(),
            Some("Draw: four to a flush; 9 of the 47 cards you have not seen complete it.")
        );
        // Nine hearts, and the six queens and sevens that are not hearts.
        assert_eq!(
            draw("Kc Kd 9h 8h Th Jh 2c 3c 4s", 0).as_deref(),
            Some(
                "Draws: four to a flush and a straight draw; 15 of the 47 cards you have not seen complete one or the other."
            )
        );
        // On the turn: one gap, four cards, one card fewer unseen.
        assert_eq!(
            draw("Kc Kd 9h 5c 2d Ts 8d 3c 4s", 1).as_deref(),
            None,
            "9-5 on 2 T 8 3 has no straight draw"
        );
        assert_eq!(
            draw("Kc Kd 9h 6c 2d Ts 8d 3c 4s", 1).as_deref(),
            Some("Draw: a straight draw; 4 of the 46 cards you have not seen complete a straight.")
        );
        // A straight the board makes alone is everyone's: no draw.
        assert_eq!(draw("Kc Kd 2c 3d 5s 6h 7c 8d 4s", 1), None);
        // A straight already made names only the flush still to come.
        assert_eq!(
            draw("Kc Kd 9h 7h Th 8h 6c 3c 4s", 0).as_deref(),
            Some("Draw: four to a flush; 9 of the 47 cards you have not seen complete it.")
        );
        // Before the flop and on the river there is nothing to draw to.
        let preflop = Hand::new(
            HandSetup::new(VariantId::Holdem, [400, 400], 1, 2),
            Deck::from_order(&cards("Kc Kd 9h 8h Th Jh 2c 3c 4s")).expect("a deck"),
        )
        .expect("a hand");
        assert_eq!(draw_words(&preflop.view(Seat(1))), None);
        assert_eq!(draw("Kc Kd 9h 8h Th Jh 2c 3c 4s", 2), None);
    }

    #[test]
    fn a_red_river_in_river_of_blood_still_has_draws() {
        // Seat 0 holds Ks 7d; the board 2c 3c 4s 5s and a red river 8h: another card comes.
        // A six makes 4-5-6-7-8, above the board's own six-high straight; an ace makes only
        // the board's wheel, which is everyone's.
        let red = river_of_blood_checked("Ks 7d Qh 9c 2c 3c 4s 5s 8h 9d Jc", 2);
        assert_eq!(
            draw_words(&red.view(Seat(0))).as_deref(),
            Some("Draw: a straight draw; 4 of the 45 cards you have not seen complete a straight.")
        );
        // Seat 1's Qh 9c improve neither straight the board can make.
        assert_eq!(draw_words(&red.view(Seat(1))), None);
        // A red run card after a red river: eight cards, four hearts and four spades with a
        // hole card of each, so any heart or spade completes a flush, and a five a wheel.
        let two = river_of_blood_checked("Ah As Kc Kd 2h 3s 4s 9s 8h Th 5d Jh", 3);
        assert_eq!(two.view(Seat(0)).board.len(), 6);
        assert_eq!(
            draw_words(&two.view(Seat(0))).as_deref(),
            Some(
                "Draws: four to a flush in two suits and a straight draw; 20 of the 44 cards you have not seen complete one or the other."
            )
        );
        // Tens on 8h 5d Jh 3s 7h 5h: three nines make J-T-9-8-7; the nine of hearts makes it
        // too, but puts a fifth heart on the board, a flush for both seats: said, not counted.
        let flush_board = river_of_blood_checked("Ts Td Kc Qc 8h 5d Jh 3s 7h 5h 2c 4d", 3);
        assert_eq!(
            draw_words(&flush_board.view(Seat(0))).as_deref(),
            Some(
                "Draw: a straight draw; 3 of the 44 cards you have not seen complete a straight (one more would, but it also gives the board a better hand, for both of you)."
            )
        );
        // A black river ends the board: nothing to draw to.
        let black = river_of_blood_checked("Ks 7d Qh 9c 2c 3c 4s 5s 8c 9d Jc", 2);
        assert_eq!(draw_words(&black.view(Seat(0))), None);
    }

    #[test]
    fn a_black_river_in_river_of_blood_says_it_is_the_last_round() {
        // River 8c (black): no run card follows.
        let h = river_of_blood_checked("Ks 7d Qh 9c 2c 3c 4s 5s 8c 9d Jc", 2);
        assert_eq!(h.street(), Street::River);
        let note = situation(&h.view(Seat(1)));
        assert!(
            note.starts_with(
                "River (black: no card comes after it, this betting round is the last): "
            ),
            "{note}"
        );
    }

    #[test]
    fn a_run_card_says_whether_another_card_follows() {
        // River 8h (red), run card 1 the 9d (red), run card 2 the Jc (black).
        let mut h = river_of_blood_checked("Ks 7d Qh 9c 2c 3c 4s 5s 8h 9d Jc", 3);
        assert_eq!(h.street(), Street::Run(1));
        let red = situation(&h.view(Seat(1)));
        assert!(
            red.starts_with("Run card 1 (red: another card comes after this betting round): "),
            "{red}"
        );
        h.apply(Seat(1), Action::Check).expect("check");
        h.apply(Seat(0), Action::Check).expect("check");
        assert_eq!(h.street(), Street::Run(2));
        let black = situation(&h.view(Seat(1)));
        assert!(
            black.starts_with(
                "Run card 2 (black, after a red card: this betting round is the last): "
            ),
            "{black}"
        );
    }

    /// The rule note the big blind (seat 1) reads after a limped, checked flop's auction in
    /// `variant`, the small blind having bid `bids[0]` and the big blind `bids[1]`.
    fn note_after_bids(variant: VariantId, bids: [Chips; 2]) -> String {
        note_after_bids_dealt(variant, bids, "Ks 7d Qh 9c 2c 3c 4s 5s 8h 9d Jc Td")
    }

    /// As `note_after_bids`, with the deck in `order`.
    fn note_after_bids_dealt(variant: VariantId, bids: [Chips; 2], order: &str) -> String {
        let deck = Deck::from_order(&cards(order)).expect("a deck");
        let (stack, sb, bb) = if variant == VariantId::SneakPeek {
            (5000, 10, 20)
        } else {
            (400, 1, 2)
        };
        let mut h =
            Hand::new(HandSetup::new(variant, [stack, stack], sb, bb), deck).expect("a hand");
        h.apply(Seat(0), Action::Call).expect("limp");
        h.apply(Seat(1), Action::Check).expect("check");
        h.apply(Seat(1), Action::Bid(bids[1])).expect("a bid");
        h.apply(Seat(0), Action::Bid(bids[0])).expect("a bid");
        rule_note(&h.view(Seat(1))).expect("a rule note")
    }

    #[test]
    fn an_auction_where_nothing_was_paid_is_not_said_to_have_paid_into_the_pot() {
        let after_bids = |bids: [Chips; 2]| note_after_bids(VariantId::Auction, bids);
        let free = after_bids([0, 0]);
        assert!(free.contains("Nothing was paid in the auction"), "{free}");
        let paid = after_bids([3, 1]);
        assert!(
            paid.contains("The price the winner paid went into the pot; it is not a bet"),
            "{paid}"
        );
        let tie = after_bids([2, 2]);
        assert!(tie.contains("Both bids were paid into the pot"), "{tie}");
        // The big blind (seat 1) won a card in the tie: it is named. The deal's third cards
        // come after the flop (2c 3c 4s): the small blind's 5s, then the big blind's 8h.
        assert!(
            tie.contains(" You won the third card, the eight of hearts: your hand is now the best five of your three cards and the board."),
            "{tie}"
        );
        let lost = after_bids([3, 1]);
        assert!(!lost.contains("You won the third card"), "{lost}");
        assert!(!tie.contains("seen one of your cards"), "{tie}");
    }

    #[test]
    fn after_the_bot_s_look_in_sneak_peek_the_note_says_it_has_seen_a_card() {
        let after_bids = |bids: [Chips; 2]| note_after_bids(VariantId::SneakPeek, bids);
        // Seat 0 outbids the person (seat 1) and looks.
        let seen = after_bids([30, 10]);
        assert!(
            seen.contains("The bot has seen one of your cards"),
            "{seen}"
        );
        // The person's own look: nothing to warn of, and the card seen is named with what it
        // means on this flop (Qh 9c 2c).
        let mine = after_bids([10, 30]);
        assert!(!mine.contains("seen one of your cards"), "{mine}");
        assert!(
            mine.contains(" You saw one of the bot's cards, the "),
            "{mine}"
        );
        // The deal gives seat 0 Ks 7d, one of which is shown, on a flop of 2c 3c 4s (no pair
        // for either card).
        assert!(
            mine.contains("the king of spades: it does not pair the board")
                || mine.contains("the seven of diamonds: it does not pair the board"),
            "{mine}"
        );
        assert!(!seen.contains("You saw one of the bot's"), "{seen}");
    }

    #[test]
    fn a_card_seen_in_sneak_peek_that_pairs_the_board_is_named_as_a_pair() {
        // Seat 0 holds Ks 7d on Kc 7c 4s: whichever card is shown pairs the board.
        let note = note_after_bids_dealt(
            VariantId::SneakPeek,
            [10, 30],
            "Ks 7d Qh 9c Kc 7c 4s 5s 8h 9d Jc Td",
        );
        assert!(
            note.contains("the king of spades: it pairs the board, so the bot has at least a pair of kings")
                || note.contains("the seven of diamonds: it pairs the board, so the bot has at least a pair of sevens"),
            "{note}"
        );
    }

    #[test]
    fn a_hand_the_board_makes_is_named_as_shared() {
        // Ace-five on kings and sevens: the pairs are the board's, the ace only a kicker.
        let order = "As 5d 9c 8h Kh Kd 7c 7s 2d";
        let flop = hand_name(&checked_to(order, 0).view(Seat(0)));
        assert_eq!(
            flop,
            "a pair of kings, from the board: the opponent has it too, and your cards count only as kickers"
        );
        let river = hand_name(&checked_to(order, 2).view(Seat(0)));
        assert!(
            river.starts_with("two pair, kings and sevens, both pairs from the board: "),
            "{river}"
        );
        // An ace on the board is the high card; the person's own best card is named.
        let high = hand_name(&checked_to("Ks Td 9c 8h 2h 4c 3c Ah 7d", 2).view(Seat(0)));
        assert_eq!(
            high,
            "ace high, from the board; your best card is a king; one card short of a straight is on the board, so an opponent holding a five has a straight that beats it"
        );
        // A seven in the hand pairs the board's seven: the kings are the board's pair.
        let own = hand_name(&checked_to("7h 5d 9c 8h Kh Kd 7c 2s 3d", 0).view(Seat(0)));
        assert_eq!(
            own,
            "two pair, kings and sevens; the kings are on the board, so the opponent has that pair too"
        );
        // Both pairs made with the hole cards: no board note.
        let mine = hand_name(&checked_to("Kc 7h 9c 8h Kh 2d 7c 3s 4d", 0).view(Seat(0)));
        assert_eq!(mine, "two pair, kings and sevens");
        // A straight on the board that the hole cards do not better is all on the board.
        let board = hand_name(&checked_to("2s 2d Ac Ah 5h 6d 7c 8s 9d", 2).view(Seat(0)));
        assert_eq!(
            board,
            "a straight, nine high, all from the board: the opponent has it too, and your cards do not play"
        );
    }

    #[test]
    fn a_flush_the_board_makes_four_cards_of_says_a_higher_card_of_the_suit_beats_it() {
        // Two of clubs on Q T T 7 K of which four are clubs: any higher club beats it.
        let low = hand_name(&checked_to("2c 3h Ad 5d Qc Tc Ts 7c Kc", 2).view(Seat(0)));
        assert_eq!(
            low,
            "a flush, king high; 4 clubs are on the board, so any club above your two that the opponent holds beats it"
        );
        // The ace of clubs: no club is left to beat it.
        let nut = hand_name(&checked_to("Ac 3h 2d 5d Qc Tc Ts 7c Kc", 2).view(Seat(0)));
        assert_eq!(nut, "a flush, ace high");
        // Two clubs in the hand with three on the board: nothing to add.
        let own = hand_name(&checked_to("2c 3c Ad 5d Qc Tc Ts 7h Kc", 2).view(Seat(0)));
        assert_eq!(own, "a flush, king high");
        // No club at all: any club the opponent holds makes a flush.
        let none = hand_name(&checked_to("Kd Kh Ad 5d Qc Tc 2s 7c 3c", 2).view(Seat(0)));
        assert_eq!(
            none,
            "a pair of kings; 4 clubs are on the board, so any club the opponent holds makes a flush that beats it"
        );
    }

    #[test]
    fn a_board_one_card_short_of_a_straight_names_the_cards_that_beat_the_hand() {
        // Kings on A 2 3 4 (and a ten): any five makes a straight.
        let wheel = hand_name(&checked_to("Kc Kh 9d 8d Ad 2s 3h 4c Tc", 2).view(Seat(0)));
        assert_eq!(
            wheel,
            "a pair of kings; one card short of a straight is on the board, so an opponent holding a five has a straight that beats it"
        );
        // 5 6 7 8 with a two: a four or a nine.
        let open = hand_name(&checked_to("Kc Kh 9d Jd 5d 6s 7h 8c 2c", 2).view(Seat(0)));
        assert!(
            open.ends_with("so an opponent holding a four or a nine has a straight that beats it"),
            "{open}"
        );
        // Holding the straight: nothing to add.
        let made = hand_name(&checked_to("5c Kh 9d Jd Ad 2s 3h 4c Tc", 2).view(Seat(0)));
        assert_eq!(made, "a straight, five high");
    }

    #[test]
    fn a_higher_card_of_the_suit_seen_in_the_bot_s_hand_is_named_as_beating_the_flush() {
        // 2d 9c on Ad 7d 4d, and the player has seen the bot's king of diamonds.
        let h = checked_to("Kd Kh 2d 9c Ad 7d 4d 3c Js", 0);
        let mut view = h.view(Seat(1));
        view.opponent_known.push(cards("Kd")[0]);
        let draw = draw_words(&view).unwrap_or_default();
        assert!(
            draw.ends_with(
                "Only one diamond is in your hand, so a flush the board completes would have four diamonds on it, and the bot holds the king of diamonds (you saw it): its flush would beat yours."
            ),
            "{draw}"
        );
        // Four clubs on the board and the bot's seen club: it has the flush already.
        let h = checked_to("Kc Kh Qd Qh Ac Tc 2s 7c 3c", 2);
        let mut view = h.view(Seat(1));
        view.opponent_known.push(cards("Kc")[0]);
        assert_eq!(
            hand_name(&view),
            "a pair of queens; 4 clubs are on the board, and the bot holds the king of clubs (you saw it), so it has a flush that beats it"
        );
    }

    #[test]
    fn a_board_with_a_flush_and_a_straight_one_card_away_names_both() {
        // Two pair on A 2 4 5 K with four hearts: any heart makes a flush, any three a
        // straight (A 2 3 4 5).
        let name = hand_name(&checked_to("9c 9s 5s 2d Ah 2h 4h 5c Kh", 2).view(Seat(1)));
        assert!(
            name.contains("so any heart the opponent holds makes a flush that beats it; one card short of a straight is on the board, so an opponent holding a three has a straight that beats it"),
            "{name}"
        );
    }

    #[test]
    fn a_flush_draw_with_one_card_of_the_suit_says_a_higher_card_beats_it() {
        // 2d 9c on Kd 7d 4d: four diamonds, one of them in the hand.
        let draw = |order: &str| draw_words(&checked_to(order, 0).view(Seat(1)));
        assert_eq!(
            draw("Kc Kh 2d 9c Ad 7d 4d 3c Js").as_deref(),
            Some(
                "Draw: four to a flush; 9 of the 47 cards you have not seen complete it. Only one diamond is in your hand, so a flush the board completes would have four diamonds on it: any higher diamond the opponent holds would beat it."
            )
        );
        // Before Auction Hold'em's auction, a third diamond in the hand is still possible.
        let mut h = crate::coach::fixtures::dealt(
            VariantId::Auction,
            [400, 400],
            "Kc Kh 2d 9c Ad 7d 4d 3c Js Qs",
        );
        h.apply(Seat(0), Action::Call).expect("limp");
        h.apply(Seat(1), Action::Check).expect("check");
        let before = draw_words(&h.view(Seat(1))).unwrap_or_default();
        assert!(
            before.ends_with(
                "A diamond won at the auction would complete it with two diamonds of your own instead."
            ),
            "{before}"
        );
        h.apply(Seat(1), Action::Bid(0)).expect("bid");
        h.apply(Seat(0), Action::Bid(5)).expect("bid");
        let after = draw_words(&h.view(Seat(1))).unwrap_or_default();
        assert!(after.ends_with("would beat it."), "{after}");
        // The ace of diamonds: no higher diamond is left.
        assert_eq!(
            draw("Kc Kh Ad 9c Kd 7d 4d 3c Js").as_deref(),
            Some("Draw: four to a flush; 9 of the 47 cards you have not seen complete it.")
        );
    }

    #[test]
    fn rules_are_taught_when_they_matter() {
        let h = hand(VariantId::Auction, [400, 400]);
        let note = rule_note(&h.view(Seat(0))).unwrap_or_default();
        assert!(note.contains("auction for a third hole card"), "{note}");
        let h = hand(VariantId::RiverOfBlood, [400, 400]);
        let note = rule_note(&h.view(Seat(0))).unwrap_or_default();
        assert!(note.contains("red river card"), "{note}");
        // After the auction: the big blind acts first, the payment is not a bet.
        let mut h = hand(VariantId::SneakPeek, [400, 400]);
        h.apply(Seat(0), Action::Call).expect("limp");
        h.apply(Seat(1), Action::Check).expect("check");
        let auction = rule_note(&h.view(Seat(1))).unwrap_or_default();
        assert!(auction.contains("chosen at random"), "{auction}");
        h.apply(Seat(1), Action::Bid(3)).expect("bid");
        h.apply(Seat(0), Action::Bid(5)).expect("bid");
        let after = rule_note(&h.view(Seat(1))).unwrap_or_default();
        assert!(after.contains("big blind acts first"), "{after}");
        assert!(after.contains("not a bet"), "{after}");
        // The small blind hears it at its first decision after the auction too.
        h.apply(Seat(1), Action::Check).expect("check");
        let after = rule_note(&h.view(Seat(0))).unwrap_or_default();
        assert!(after.contains("big blind acts first"), "{after}");
    }
}
