//! The tutorial's questions: three per game, each with its choices and the explanation of
//! the right answer.

use crate::engine::VariantId;

use super::*;

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
                prompt: "The coach says the third card is worth a bid of up to 15 chips to you. What should you bid?",
                choices: &["More than 15, to be sure to win", "About 15", "0"],
                answer: 1,
                explanation: "In a second-price auction bid what the prize is worth as a bid: more only adds wins that cost more than they bring, less only gives up wins that would have paid. (The coach's worth as a bid already counts that a price you pay joins the pot.)",
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
                prompt: "The river is the 5 of hearts. What comes after the river's betting?",
                choices: &[
                    "Showdown",
                    "Another board card and a betting round",
                    "A second flop",
                ],
                answer: 1,
                explanation: "After the river, while the last board card is red, another card and betting round follow.",
            },
            Question {
                prompt: "The river is the 3 of clubs. What comes next?",
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
        VariantId::Holdem => vec![
            Question {
                prompt: "Heads-up, who speaks first before the flop, and who after it?",
                choices: &[
                    "The button (small blind) before, the big blind after",
                    "The big blind before, the button after",
                    "The button on every street",
                ],
                answer: 0,
                explanation: "The button posts the small blind and acts first before the flop; from the flop on the big blind acts first.",
            },
            Question {
                prompt: "The bot bets 10 into a pot of 20. How often must your call win to pay?",
                choices: &["25%", "33%", "50%"],
                answer: 0,
                explanation: "Calling 10 to win the 30 in the pot (the 20 and the bot's 10) pays if you win at least 10 / (30 + 10) = 25% of the time.",
            },
            Question {
                prompt: "The board is ace, king, queen, jack and ten, no three of one suit. You hold two-three, the bot the four and six of hearts. Who wins?",
                choices: &["You", "The bot", "Nobody: the pot is split"],
                answer: 2,
                explanation: "The board's straight is both players' best five, and no hole card improves it: the pot is split.",
            },
        ],
    }
}
