//! The guided tutorial (`felt learn`): fixed, scripted deals that show each rule happening,
//! step by step, and a few multiple-choice questions per game. The player is always seat 0.
//!
//! A [`Lesson`] holds a deck order (dealt with [`Deck::from_order`], so the cards are fixed) and
//! a script of [`Step`]s: each step is a move written as the player would type it ("bid 10",
//! "discard Kd 2s") with the explanation shown before it. [`Lesson::play`] runs a whole script
//! through the engine, which is also how the tests check that each lesson shows its rule.
//! [`LearnProgress`] remembers the lessons finished, in `learn.json` in felt's data folder,
//! written atomically.

use std::collections::BTreeSet;
use std::fs;
use std::io;
use std::path::Path;

use serde::{Deserialize, Serialize};
use thiserror::Error;

use crate::cards::{Card, CardParseError, CardSet, Deck};
use crate::engine::auction_flop::{
    AuctionFlopAction, AuctionFlopError, AuctionFlopHand, AuctionFlopSetup, AuctionFlopSetupError,
};
use crate::engine::{
    Action, ActionError, ActionParseError, Hand, HandSetup, Seat, SetupError, VariantId,
};
use crate::history::write_atomically;
use crate::narration::auction_flop;
use crate::narration::heads_up::table_line;

/// The file name of the tutorial progress inside felt's data directory.
pub const PROGRESS_FILE: &str = "learn.json";

/// Why a lesson's script cannot be played (a bug in the script) or progress not saved.
#[derive(Debug, Error)]
pub enum LearnError {
    #[error("bad cards in a lesson: {0}")]
    Cards(#[from] CardParseError),
    #[error("a lesson's deck repeats a card: {0}")]
    Deck(#[from] crate::cards::DeckError),
    #[error("a lesson's table cannot be set up: {0}")]
    Setup(#[from] SetupError),
    #[error("a lesson's table cannot be set up: {0}")]
    AuctionFlopSetup(#[from] AuctionFlopSetupError),
    #[error("a lesson's move is not a move: {0}")]
    Parse(#[from] ActionParseError),
    #[error("a lesson's move \"{0}\" is not a move of this game")]
    AuctionFlopParse(String),
    #[error("a lesson's move was refused: {0}")]
    Action(#[from] ActionError),
    #[error("a lesson's move was refused: {0}")]
    AuctionFlop(#[from] AuctionFlopError),
    #[error("could not read the tutorial progress {path}: {source}")]
    Read { path: String, source: io::Error },
    #[error("could not save the tutorial progress {path}: {source}")]
    Write { path: String, source: io::Error },
}

/// One scripted move and what the table says before it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Step {
    /// The seat that moves (0 is the player).
    pub seat: usize,
    /// The move as typed: "call", "bid 10", "discard Kd 2s", "keep 8c 9h", "pass".
    pub text: &'static str,
    /// The explanation shown before the move.
    pub explain: &'static str,
}

impl Step {
    /// True when the player makes this move (seat 0).
    pub fn is_players(&self) -> bool {
        self.seat == 0
    }

    /// True when `typed` is this move (case and spaces do not matter).
    pub fn accepts(&self, typed: &str) -> bool {
        let norm = |s: &str| {
            s.split_whitespace()
                .collect::<Vec<_>>()
                .join(" ")
                .to_ascii_lowercase()
        };
        norm(typed) == norm(self.text)
    }
}

/// A multiple-choice question with its answer explained.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Question {
    pub prompt: &'static str,
    pub choices: &'static [&'static str],
    /// The index of the right choice.
    pub answer: usize,
    pub explanation: &'static str,
}

/// The table a lesson is played at.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Table {
    /// A heads-up hand: the setup and the deck order (hole cards seat 0, seat 0, seat 1,
    /// seat 1, then the board and auction cards as needed).
    HeadsUp {
        setup: HandSetup,
        deck: &'static str,
    },
    /// Auction Flop Poker: the setup and the deck order (five cards per seat from the seat
    /// after the dealer, then the flops).
    AuctionFlop {
        setup: AuctionFlopSetup,
        deck: &'static str,
    },
}

/// One scripted lesson.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Lesson {
    /// A short id, remembered in the progress file ("auction-tie").
    pub id: &'static str,
    pub variant: VariantId,
    pub title: &'static str,
    /// Said before the first step.
    pub intro: &'static str,
    pub table: Table,
    pub steps: Vec<Step>,
}

/// A lesson's game in progress.
#[derive(Debug, Clone)]
pub enum Game {
    HeadsUp(Box<Hand>),
    AuctionFlop(Box<AuctionFlopHand>),
}

impl Lesson {
    /// The table before the first step.
    ///
    /// # Errors
    /// [`LearnError`] if the script's cards or setup are wrong (a bug).
    pub fn start(&self) -> Result<Game, LearnError> {
        match &self.table {
            Table::HeadsUp { setup, deck } => {
                let order = Card::parse_list(deck)?;
                Ok(Game::HeadsUp(Box::new(Hand::new(
                    *setup,
                    Deck::from_order(&order)?,
                )?)))
            }
            Table::AuctionFlop { setup, deck } => {
                let order = Card::parse_list(deck)?;
                Ok(Game::AuctionFlop(Box::new(AuctionFlopHand::new(
                    setup.clone(),
                    Deck::from_order(&order)?,
                )?)))
            }
        }
    }

    /// Plays the whole script.
    ///
    /// # Errors
    /// [`LearnError`] if a scripted move is refused (a bug).
    pub fn play(&self) -> Result<Game, LearnError> {
        let mut game = self.start()?;
        for step in &self.steps {
            game.apply(step)?;
        }
        Ok(game)
    }
}

fn cards(text: &str) -> Result<CardSet, LearnError> {
    Ok(CardSet::try_from_cards(Card::parse_list(text)?)
        .map_err(|c| CardParseError::Unknown(format!("{c} (given twice)")))?)
}

/// Reads an Auction Flop move: "discard [cards]", "pass", "bid", "take", "offer", "keep cards".
///
/// # Errors
/// [`LearnError::AuctionFlopParse`] or a card error.
pub fn parse_auction_flop_action(text: &str) -> Result<AuctionFlopAction, LearnError> {
    let t = text.trim().to_ascii_lowercase();
    let (verb, rest) = t.split_once(' ').unwrap_or((t.as_str(), ""));
    // Card text is case-sensitive for suits in some parsers: reparse from the original.
    let original_rest = text.trim().get(verb.len()..).unwrap_or("").trim();
    Ok(match verb {
        "discard" if rest.trim().is_empty() => AuctionFlopAction::Discard(CardSet::EMPTY),
        "discard" => AuctionFlopAction::Discard(cards(original_rest)?),
        "keep" => AuctionFlopAction::Keep(cards(original_rest)?),
        "pass" => AuctionFlopAction::Pass,
        "bid" => AuctionFlopAction::Bid,
        "take" => AuctionFlopAction::Take,
        "offer" => AuctionFlopAction::Offer,
        _ => return Err(LearnError::AuctionFlopParse(text.trim().to_string())),
    })
}

/// The names the tutorial gives the seats: "You" for seat 0, "Bot 1", "Bot 2"... for the rest.
fn seat_names(seats: usize) -> Vec<String> {
    (0..seats)
        .map(|s| match s {
            0 => "You".to_string(),
            s => format!("Bot {s}"),
        })
        .collect()
}

fn card_list(set: CardSet) -> String {
    set.iter()
        .map(|c| c.to_string())
        .collect::<Vec<_>>()
        .join(" ")
}

impl Game {
    /// Makes a scripted move and says what happened, line by line.
    ///
    /// # Errors
    /// [`LearnError`] if the move is not legal now (the game does not change).
    pub fn apply(&mut self, step: &Step) -> Result<Vec<String>, LearnError> {
        match self {
            Game::HeadsUp(hand) => {
                let action: Action = step.text.parse()?;
                let seat = Seat(u8::try_from(step.seat).unwrap_or(0));
                let start = hand.events().len();
                hand.apply(seat, action)?;
                // Told as the table tells it, from seat 0's side, with plain-letter suits.
                Ok((start..hand.events().len())
                    .filter_map(|i| table_line(hand, i, Seat(0), "the bot", true))
                    .map(|(line, _)| line)
                    .collect())
            }
            Game::AuctionFlop(hand) => {
                let action = parse_auction_flop_action(step.text)?;
                let seat = Seat(u8::try_from(step.seat).unwrap_or(0));
                let names = seat_names(hand.seat_count());
                let events = hand.apply(seat, action)?;
                // Told as the table tells it, from seat 0's side, with plain-letter suits.
                Ok(events
                    .iter()
                    .filter_map(|e| auction_flop::table_line(e, Seat(0), &names, true))
                    .collect())
            }
        }
    }

    /// What the table shows seat 0 now: its cards, the board and the chips.
    pub fn table_text(&self) -> String {
        match self {
            Game::HeadsUp(hand) => {
                let mine: Vec<String> = hand
                    .hole_cards(Seat(0))
                    .iter()
                    .map(|c| c.to_string())
                    .collect();
                let board: Vec<String> = hand.board().iter().map(|c| c.to_string()).collect();
                let s = hand.stacks();
                format!(
                    "Your cards: {}   Board: {}   Pot {} · your stack {} · bot's stack {}",
                    mine.join(" "),
                    if board.is_empty() {
                        "-".to_string()
                    } else {
                        board.join(" ")
                    },
                    hand.pot(),
                    s[0],
                    s[1]
                )
            }
            Game::AuctionFlop(hand) => {
                let flop = hand
                    .flop()
                    .map_or("-".to_string(), |f| format!("{} {} {}", f[0], f[1], f[2]));
                format!(
                    "Your cards: {}   Flop: {flop}   Pot {} · stacks {:?}",
                    card_list(hand.cards(Seat(0))),
                    hand.pot(),
                    hand.stacks()
                )
            }
        }
    }
}

fn step(seat: usize, text: &'static str, explain: &'static str) -> Step {
    Step {
        seat,
        text,
        explain,
    }
}

/// Both seats check a street (the big blind, seat 1, speaks first after the flop).
fn check_street(explain: &'static str) -> [Step; 2] {
    [
        step(1, "check", explain),
        step(
            0,
            "check",
            "Check too: this lesson is about the rule, not the betting.",
        ),
    ]
}

fn heads_up(variant: VariantId) -> HandSetup {
    HandSetup::new(variant, [200, 200], 1, 2)
}

/// Every lesson, in order.
pub fn lessons() -> Vec<Lesson> {
    let mut out = Vec::new();
    let limp = |v: &'static str| {
        [
            step(0, "call", v),
            step(1, "check", "The bot checks its option: on to the flop."),
        ]
    };
    // Auction won.
    let mut steps =
        limp("You are the button (small blind). Complete the blind: type call.").to_vec();
    steps.extend([
        step(
            1,
            "bid 3",
            "The flop is out and the auction begins. The bot seals its bid first.",
        ),
        step(
            0,
            "bid 12",
            "A third hole card is worth a lot with a medium hand. Bid 12.",
        ),
    ]);
    steps.extend(check_street(
        "With three hole cards you make the best five of eight.",
    ));
    steps.extend(check_street("The turn."));
    steps.extend(check_street("The river."));
    out.push(Lesson {
        id: "auction-won",
        variant: VariantId::Auction,
        title: "Winning the auction",
        intro: "After the flop both players bid for a third hole card, sealed. The higher bid \
                wins and pays the LOWER bid (second price).",
        table: Table::HeadsUp {
            setup: heads_up(VariantId::Auction),
            deck: "Kd Qc 7c 7d Ks 7h 2c Kh 2d 9s",
        },
        steps,
    });
    // Auction tie.
    let mut steps = limp("Complete the blind: type call.").to_vec();
    steps.extend([
        step(1, "bid 6", "The bot seals its bid."),
        step(0, "bid 6", "Bid exactly 6 to see what a tie does."),
    ]);
    steps.extend(check_street(
        "A tie: both of you got a third card and both paid your bids.",
    ));
    steps.extend(check_street("The turn."));
    steps.extend(check_street("The river."));
    out.push(Lesson {
        id: "auction-tie",
        variant: VariantId::Auction,
        title: "A tied auction",
        intro: "When the bids are equal, BOTH players get a third card and BOTH pay their bid.",
        table: Table::HeadsUp {
            setup: heads_up(VariantId::Auction),
            deck: "Ah 9h Jc Tc 8h 4s 2c 3h 5d Qs Kc",
        },
        steps,
    });
    // Peek won.
    let mut steps = limp("Complete the blind: type call.").to_vec();
    steps.extend([
        step(1, "bid 2", "The bot bids for a peek at one of your cards."),
        step(
            0,
            "bid 5",
            "Bid 5: a middling hand gains most from seeing a card.",
        ),
    ]);
    steps.extend(check_street(
        "You won: one of the bot's hole cards is shown to you only.",
    ));
    steps.extend(check_street("The turn."));
    steps.extend(check_street("The river."));
    let mut peek_setup = heads_up(VariantId::SneakPeek);
    peek_setup.peek = [1, 0];
    out.push(Lesson {
        id: "peek-won",
        variant: VariantId::SneakPeek,
        title: "Winning a peek",
        intro: "In Sneak Peek the auction after the flop buys a look at ONE of your \
                opponent's hole cards, chosen at random. The winner pays the lower bid.",
        table: Table::HeadsUp {
            setup: peek_setup,
            deck: "Jh Td Qs 9c Js 6d 3c 2s Ac",
        },
        steps,
    });
    // Peek lost.
    let mut steps = limp("Complete the blind: type call.").to_vec();
    steps.extend([
        step(1, "bid 9", "The bot bids high for a peek."),
        step(0, "bid 1", "Bid 1 and let it go."),
    ]);
    steps.extend(check_street("The bot won: it saw one of your cards. You know which game it plays now: expect fewer bluffs from it and thinner value bets."));
    steps.extend(check_street("The turn."));
    steps.extend(check_street("The river."));
    out.push(Lesson {
        id: "peek-lost",
        variant: VariantId::SneakPeek,
        title: "Losing a peek",
        intro: "Losing the auction costs nothing but shows the winner one of your cards.",
        table: Table::HeadsUp {
            setup: peek_setup,
            deck: "Ad 5d Kc 8s Ah 5c 9d 2s 3c",
        },
        steps,
    });
    // River of Blood run.
    let mut steps = limp("Complete the blind: type call.").to_vec();
    steps.extend(check_street("The flop."));
    steps.extend(check_street("The turn."));
    steps.extend(check_street(
        "The river is the 5 of hearts: red! Another card comes.",
    ));
    steps.extend(check_street(
        "Run card 1 is the 8 of diamonds: red again, another card.",
    ));
    steps.extend(check_street(
        "Run card 2 is the jack of hearts: still red, one more.",
    ));
    steps.extend(check_street(
        "Run card 3 is the 3 of clubs: black, so this is the last street.",
    ));
    out.push(Lesson {
        id: "river-run",
        variant: VariantId::RiverOfBlood,
        title: "A river of blood",
        intro: "While the last board card is red, another board card is dealt, with a betting \
                round after each. You play the best five of all the cards.",
        table: Table::HeadsUp {
            setup: heads_up(VariantId::RiverOfBlood),
            deck: "As Qs Kc Tc 2s 7c 9s 4s 5h 8d Jh 3c",
        },
        steps,
    });
    // Auction Flop.
    out.push(Lesson {
        id: "auction-flop",
        variant: VariantId::AuctionFlop,
        title: "Discards, both auctions and a tied settlement",
        intro: "Three seats, ante 3. No betting: you discard for a fee, then flops of three \
                cards are auctioned until every hand has five cards again.",
        table: Table::AuctionFlop {
            setup: AuctionFlopSetup {
                stacks: vec![100, 100, 100],
                ante: 3,
                dealer: Seat(2),
                reshuffle_seed: 1,
            },
            deck: "5h 6c 7h Kd 2s 5d 6s 7d Ac 3c Qh Qd 4c 4d Ts 8c 9h Qs 2h Jd 3d 8s 9d Jc",
        },
        steps: vec![
            step(0, "discard Kd 2s", "You hold 5h 6c 7h Kd 2s: keep the straight draw. Two discards cost 1 + 2 = 3."),
            step(1, "discard Ac 3c", "Bot 1 discards two (cost 3). Nobody sees which cards."),
            step(2, "discard Ts", "Bot 2 discards one (cost 1)."),
            step(0, "bid", "Forward auction on the first flop. 8c 9h fill your straight: bid (the first bid is 1)."),
            step(1, "pass", "Bot 1 passes."),
            step(2, "pass", "Bot 2 passes: every other seat passed since your bid, so it is sold to you for 1."),
            step(0, "keep 8c 9h", "Keep the two cards you need; the queen goes face down to the discards."),
            step(1, "pass", "Second flop, first voice moves to bot 1. It passes."),
            step(2, "pass", "Bot 2 passes too: nobody bid, so a reverse auction starts at the first voice."),
            step(1, "offer", "Bot 1 offers 1 NOT to take the flop."),
            step(2, "take", "Bot 2 takes the flop for free; bot 1, holding the highest offer, pays it."),
            step(2, "keep 2h", "Bot 2 keeps one card."),
            step(1, "keep 8s 9d", "Bot 1 is the last seat short, so it gets the third flop free and keeps two."),
        ],
    });
    out
}

/// The lessons of one game.
pub fn lessons_for(variant: VariantId) -> Vec<Lesson> {
    lessons()
        .into_iter()
        .filter(|l| l.variant == variant)
        .collect()
}

/// The end-of-tutorial questions for a game.
pub fn questions(variant: VariantId) -> Vec<Question> {
    match variant {
        VariantId::Auction => vec![
            Question {
                prompt: "You bid 20, the bot bids 8. What do you pay?",
                choices: &["20", "8", "14", "nothing"],
                answer: 1,
                explanation: "Second price: the winner pays the other bid, 8.",
            },
            Question {
                prompt: "Both bid 6. What happens?",
                choices: &[
                    "Nobody gets a card",
                    "A coin flip",
                    "Both get a third card and both pay 6",
                ],
                answer: 2,
                explanation: "A tie gives both seats a third card; each pays its bid.",
            },
            Question {
                prompt: "The card is worth 15 chips to you. What should you bid?",
                choices: &["More than 15, to be sure to win", "About 15", "0"],
                answer: 1,
                explanation: "With a second-price auction bidding your value is best whatever the other bids: more only adds wins that cost more than they bring.",
            },
        ],
        VariantId::SneakPeek => vec![
            Question {
                prompt: "What does the Sneak Peek auction's winner get?",
                choices: &[
                    "A third hole card",
                    "A look at one opponent hole card",
                    "The pot",
                ],
                answer: 1,
                explanation: "One of the opponent's two hole cards, chosen at random, is shown to the winner only.",
            },
            Question {
                prompt: "You bid 5, the bot bids 2. What do you pay?",
                choices: &["5", "2", "3"],
                answer: 1,
                explanation: "Second price: the winner pays the loser's bid.",
            },
            Question {
                prompt: "Which hands gain most from a peek?",
                choices: &[
                    "The nuts",
                    "Middling hands and bluff-catchers",
                    "Hopeless hands",
                ],
                answer: 1,
                explanation: "Strong and hopeless hands play the same either way; a peek changes the decisions of middling hands.",
            },
        ],
        VariantId::RiverOfBlood => vec![
            Question {
                prompt: "The river is the 5 of hearts. What next?",
                choices: &[
                    "Showdown",
                    "Another board card and a betting round",
                    "A second flop",
                ],
                answer: 1,
                explanation: "While the last board card is red, another card and betting round follow.",
            },
            Question {
                prompt: "The river is the 3 of clubs. What next?",
                choices: &["Showdown after the betting", "Another board card"],
                answer: 0,
                explanation: "A black card ends the run.",
            },
            Question {
                prompt: "Which hands lose value in River of Blood?",
                choices: &["Suited connected hands", "Pocket pairs", "Flush draws"],
                answer: 1,
                explanation: "Boards grow, hands inflate: one pair falls behind more often, flushes and straights rise.",
            },
        ],
        VariantId::AuctionFlop => vec![
            Question {
                prompt: "What do three discards cost?",
                choices: &["3", "6", "9"],
                answer: 1,
                explanation: "1 + 2 + 3 = 6.",
            },
            Question {
                prompt: "Everyone passes a flop before any bid. What then?",
                choices: &[
                    "The flop is burned",
                    "A reverse auction: take it free or offer to pay not to",
                    "The dealer takes it",
                ],
                answer: 1,
                explanation: "The first seat to take it gets it free; the highest offer not to take it is paid into the pot.",
            },
            Question {
                prompt: "Two seats tie for the best hand with three seats paid 60/30/10. What do they get?",
                choices: &["60% each", "45% each", "30% each"],
                answer: 1,
                explanation: "Tied seats pool the places they cover (60 + 30) and split equally.",
            },
        ],
        VariantId::Holdem => Vec::new(),
    }
}

/// The games that have a tutorial, in menu order.
pub fn games() -> Vec<VariantId> {
    VariantId::ALL
        .into_iter()
        .filter(|v| !questions(*v).is_empty())
        .collect()
}

/// Which lessons the player has finished.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct LearnProgress {
    #[serde(default)]
    pub done: BTreeSet<String>,
}

impl LearnProgress {
    /// Reads the progress; a missing or unreadable file is no progress.
    ///
    /// # Errors
    /// [`LearnError::Read`] when the file exists but cannot be read.
    pub fn load(path: &Path) -> Result<LearnProgress, LearnError> {
        match fs::read(path) {
            Ok(bytes) => Ok(serde_json::from_slice(&bytes).unwrap_or_default()),
            Err(e) if e.kind() == io::ErrorKind::NotFound => Ok(LearnProgress::default()),
            Err(source) => Err(LearnError::Read {
                path: path.display().to_string(),
                source,
            }),
        }
    }

    /// Writes the progress atomically.
    ///
    /// # Errors
    /// [`LearnError::Write`] when the file cannot be written.
    pub fn save(&self, path: &Path) -> Result<(), LearnError> {
        let write_error = |source| LearnError::Write {
            path: path.display().to_string(),
            source,
        };
        let json = serde_json::to_vec_pretty(self)
            .map_err(|e| write_error(io::Error::other(e.to_string())))?;
        write_atomically(path, &json).map_err(write_error)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::Rank;
    use crate::engine::auction_flop::AuctionFlopEvent;
    use crate::engine::{Event, Street};

    fn lesson(id: &str) -> Lesson {
        lessons().into_iter().find(|l| l.id == id).unwrap()
    }

    fn heads_up(id: &str) -> Hand {
        match lesson(id).play().unwrap() {
            Game::HeadsUp(h) => *h,
            Game::AuctionFlop(_) => panic!("{id} is heads-up"),
        }
    }

    #[test]
    fn every_lesson_script_plays_to_the_end_of_the_hand() {
        for l in lessons() {
            match l.play().unwrap() {
                Game::HeadsUp(h) => assert!(h.is_over(), "{}", l.id),
                Game::AuctionFlop(h) => assert!(h.is_over(), "{}", l.id),
            }
        }
    }

    #[test]
    fn auction_won_gives_the_winner_a_third_card_at_the_other_bid() {
        let h = heads_up("auction-won");
        let a = h.auction().unwrap();
        assert_eq!(a.winners, [true, false]);
        assert_eq!(a.paid, [3, 0]);
        assert_eq!(h.hole_cards(Seat(0)).len(), 3);
        assert_eq!(h.hole_cards(Seat(1)).len(), 2);
    }

    #[test]
    fn auction_tie_gives_both_seats_a_third_card_and_both_pay() {
        let h = heads_up("auction-tie");
        let a = h.auction().unwrap();
        assert_eq!(a.winners, [true, true]);
        assert_eq!(a.paid, [6, 6]);
        assert_eq!(h.hole_cards(Seat(0)).len(), 3);
        assert_eq!(h.hole_cards(Seat(1)).len(), 3);
    }

    #[test]
    fn peek_won_shows_the_player_a_bot_card_and_peek_lost_shows_the_bot_one() {
        let h = heads_up("peek-won");
        assert_eq!(h.auction().unwrap().paid, [2, 0]);
        let seen = h.view(Seat(0));
        let peeked: Vec<_> = seen
            .events
            .iter()
            .filter(|e| matches!(e, Event::Peek { seat: Seat(0), .. }))
            .collect();
        assert_eq!(peeked.len(), 1);
        let h = heads_up("peek-lost");
        assert_eq!(h.auction().unwrap().paid, [0, 1]);
        assert!(
            h.events()
                .iter()
                .any(|e| matches!(e, Event::Peek { seat: Seat(1), .. }))
        );
        assert!(
            !h.events()
                .iter()
                .any(|e| matches!(e, Event::Peek { seat: Seat(0), .. }))
        );
    }

    #[test]
    fn river_run_deals_three_run_cards_while_red() {
        let h = heads_up("river-run");
        assert_eq!(h.board().len(), 8);
        assert!(h.board()[4..7].iter().all(|c| c.is_red()));
        assert!(!h.board()[7].is_red());
        assert!(h.events().iter().any(|e| matches!(
            e,
            Event::DealBoard {
                street: Street::Run(3),
                ..
            }
        )));
        assert_eq!(h.board()[7].rank(), Rank::Three);
    }

    #[test]
    fn auction_flop_shows_discards_both_auctions_and_a_tied_settlement() {
        let Game::AuctionFlop(h) = lesson("auction-flop").play().unwrap() else {
            panic!("auction flop")
        };
        let ev = h.events();
        let fees: Vec<_> = ev
            .iter()
            .filter_map(|e| match e {
                AuctionFlopEvent::Discard { fee, .. } => Some(*fee),
                _ => None,
            })
            .collect();
        assert_eq!(fees, [3, 3, 1]);
        assert!(ev.contains(&AuctionFlopEvent::Sold {
            seat: Seat(0),
            price: 1
        }));
        assert!(ev.contains(&AuctionFlopEvent::Taken {
            taker: Seat(2),
            payer: Some(Seat(1)),
            amount: 1
        }));
        assert!(ev.contains(&AuctionFlopEvent::Free { seat: Seat(1) }));
        let payouts: Vec<_> = ev
            .iter()
            .filter_map(|e| match e {
                AuctionFlopEvent::Payout {
                    seat,
                    place,
                    value,
                    amount,
                } => Some((*seat, *place, *value, *amount)),
                _ => None,
            })
            .collect();
        let first: Vec<_> = payouts.iter().filter(|p| p.1 == payouts[0].1).collect();
        assert_eq!(first.len(), 2, "{payouts:?}");
        assert_eq!(first[0].2, first[1].2);
        assert!(first[0].3.abs_diff(first[1].3) <= 1);
    }

    #[test]
    fn auction_flop_lesson_tells_each_rule_as_the_table_does() {
        let l = lesson("auction-flop");
        let mut game = l.start().unwrap();
        let mut said = Vec::new();
        for step in &l.steps {
            said.extend(game.apply(step).unwrap());
        }
        let told = said.join("\n");
        for line in [
            "You discard 2 card(s) and pay 3",
            "Bot 1 offers 1 not to take it",
            "You buy the flop for 1",
            "Bot 2 takes the flop; Bot 1 pays 1",
            "Bot 1 is the last needing cards: the flop is free",
        ] {
            assert!(told.contains(line), "{line:?} in:\n{told}");
        }
        assert!(said.iter().any(|l| l.starts_with("1. You: ")), "{told}");
    }

    #[test]
    fn question_answers_are_right() {
        use crate::drill::score_bid;
        let q = questions(VariantId::Auction);
        assert_eq!(
            q[0].choices[q[0].answer],
            score_bid(0.0, 20, 8).paid[0].to_string()
        );
        assert_eq!(score_bid(0.0, 6, 6).paid, [6, 6]);
        let q = questions(VariantId::AuctionFlop);
        assert_eq!(
            q[0].choices[q[0].answer],
            crate::engine::auction_flop::discard_fee(3).to_string()
        );
        assert_eq!(
            q[2].choices[q[2].answer],
            format!(
                "{}% each",
                (crate::engine::auction_flop::PAYOUTS[0] + crate::engine::auction_flop::PAYOUTS[1])
                    / 2
            )
        );
        for v in games() {
            let qs = questions(v);
            assert!((3..=4).contains(&qs.len()));
            for q in qs {
                assert!(q.answer < q.choices.len(), "{}", q.prompt);
            }
            assert!(!lessons_for(v).is_empty());
        }
    }

    #[test]
    fn steps_accept_the_move_as_typed_in_any_case() {
        let s = step(0, "discard Kd 2s", "");
        assert!(s.accepts("  Discard  kd 2s "));
        assert!(!s.accepts("discard Kd"));
    }

    #[test]
    fn progress_is_saved_and_read_back() {
        let dir = std::env::temp_dir().join(format!("felt-learn-{}", std::process::id()));
        let path = dir.join(PROGRESS_FILE);
        assert_eq!(
            LearnProgress::load(&path).unwrap(),
            LearnProgress::default()
        );
        let mut p = LearnProgress::default();
        p.done.insert("auction-tie".to_string());
        p.save(&path).unwrap();
        assert_eq!(LearnProgress::load(&path).unwrap(), p);
        let _ = fs::remove_dir_all(dir);
    }
}
