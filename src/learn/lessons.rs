//! The tutorial's scripted lessons: for each game, a fixed deck and the moves that show its
//! rules happening (hold'em's betting rounds, a fold and a split pot; an auction won, a tie,
//! a peek, a run of red cards, discards and flops).

use crate::engine::auction_flop::AuctionFlopSetup;
use crate::engine::{HandSetup, Seat, VariantId};

use super::*;

pub(super) fn step(seat: usize, text: &'static str, explain: &'static str) -> Step {
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
    // Hold'em: the betting rounds and a showdown.
    out.push(Lesson {
        id: "holdem-basics",
        variant: VariantId::Holdem,
        title: "Blinds, betting rounds and the showdown",
        intro: "Each player gets two hole cards, seen only by its owner; five board cards are \
                shared, three on the flop, one on the turn, one on the river, with a betting \
                round before the flop and after each. A player who folds gives up the pot; if \
                both are still in after the river, each plays the best five of its seven \
                cards and the better five wins it. (The lessons play 200 chips and blinds 1/2.)",
        deal: Deal::HeadsUp {
            setup: heads_up(VariantId::Holdem),
            deck: "Ah Kd Qs Qc Kh 7s 2c 9d 4h",
        },
        steps: vec![
            step(
                0,
                "raise 6",
                "You are the button: you posted the small blind (1), the bot the big blind \
                 (2). Before the flop you act first: fold, call 1 more, or raise. You hold \
                 ace-king, a strong hand: raise. A raise names the total you put in this round, \
                 and must add at least the last bet (here the big blind, 2), so the smallest is \
                 to 4. Raise to 6.",
            ),
            step(
                1,
                "call",
                "The bot answers your raise: it may fold, call 4 more to match your 6, or \
                 re-raise.",
            ),
            step(
                1,
                "check",
                "Both put in 6: the pot is 12 and the flop is dealt. After the flop the big \
                 blind speaks first, on every street.",
            ),
            step(
                0,
                "bet 8",
                "The bot checked: it put nothing in and passed the action to you. You have top \
                 pair, a pair of kings. With nothing in yet, chips put in are a bet (not a \
                 raise). Bet 8, two thirds of the pot of 12.",
            ),
            step(1, "call", "The bot answers your bet."),
            step(
                1,
                "check",
                "The bot called 8: the pot is 28. The turn card is dealt, and the bot speaks \
                 first again.",
            ),
            step(
                0,
                "check",
                "Check too: with nothing bet, two checks end the round and the river comes.",
            ),
            step(1, "bet 14", "The river. The bot speaks first."),
            step(
                0,
                "call",
                "The bot bet 14, half the pot. Facing a bet you fold, call or raise. Calling \
                 14 to win the 42 in the pot pays if you win at least 14 / (42 + 14) = 25% of \
                 the time. Call: then both hands are shown, and each player's best five of its \
                 seven cards decide.",
            ),
        ],
    });
    // Hold'em: a raise faced and a fold.
    out.push(Lesson {
        id: "holdem-fold",
        variant: VariantId::Holdem,
        title: "Facing a raise: folding",
        intro: "Folding gives up the hand and whatever you have put in; it costs nothing more.",
        deal: Deal::HeadsUp {
            setup: heads_up(VariantId::Holdem),
            deck: "7c 2d Ac As 9h 5s 3d Jc Td",
        },
        steps: vec![
            step(
                0,
                "call",
                "You hold seven-two of different suits, one of the weakest starting hands. \
                 Completing the small blind costs only 1 more, in a pot of 3: call.",
            ),
            step(
                1,
                "raise 8",
                "You only called, so the big blind has the option: check, or raise.",
            ),
            step(
                0,
                "fold",
                "The bot raised to 8: staying costs 6 more, in a pot of 10. Your cards win \
                 seldom against a raise, so fold: the bot takes the pot, and you lose only the 2 \
                 you put in.",
            ),
        ],
    });
    // Hold'em: the board plays.
    out.push(Lesson {
        id: "holdem-split",
        variant: VariantId::Holdem,
        title: "When the board plays: a split pot",
        intro: "Your hand is the best five of your two cards and the five on the board, and \
                it may use no hole card at all. When both players' best five are the same, \
                the pot is split.",
        deal: Deal::HeadsUp {
            setup: heads_up(VariantId::Holdem),
            deck: "2c 3d 4h 6h Ts Js Qd Kc Ah",
        },
        steps: {
            let mut steps = limp("You hold two-three: call the 1 to see a flop.").to_vec();
            steps.extend(check_street("The flop: ten, jack, queen."));
            steps.extend(check_street(
                "The turn: a king. Four to a straight on the board.",
            ));
            steps.extend(check_street(
                "The river: an ace. The board alone is a straight, ace high, and no card \
                 in either hand beats it: both players' best five are the board, so the pot \
                 of 4 is split, 2 each.",
            ));
            steps
        },
    });
    // Auction won.
    let mut steps =
        limp("You are the button (small blind). Complete the blind: type call.").to_vec();
    steps.extend([
        step(
            1,
            "bid 2",
            "The flop is out and the auction begins. The bot seals its bid first: you will see \
             it only once yours is in.",
        ),
        step(
            0,
            "bid 3",
            "You hold a pair of kings (top pair, queen kicker). The table's advice values the \
             third card here at a little under 4 chips, about the size of the pot: with it you \
             would win about 91% against the bot's likely hands, and about 71% if the bot got \
             it instead. Bid your value rounded down, 3, as the table suggests: if you win you \
             pay the bot's bid, never more than 3.",
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
                wins and pays the LOWER bid (second price). (The lessons play 200 chips and \
                blinds 1/2; the table plays 400.)",
        deal: Deal::HeadsUp {
            setup: heads_up(VariantId::Auction),
            deck: "Kd Qc 7c 7d Ks 7h 2c Kh 2d 9s",
        },
        steps,
    });
    // Auction tie.
    let mut steps = limp("Complete the blind: type call.").to_vec();
    steps.extend([
        step(1, "bid 6", "The bot seals its bid."),
        step(
            0,
            "bid 6",
            "You hold ace high. The table's advice would bid about 5 here (with the third card \
             you would have about 67%, and about 30% if the bot got it); this lesson bids 6, the same as the bot's \
             sealed bid (at the table you could not know it), to show what a tie does.",
        ),
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
        deal: Deal::HeadsUp {
            setup: heads_up(VariantId::Auction),
            deck: "Ah 9h Jc Tc 8h 4s 2c 3h 5d Qs Kc",
        },
        steps,
    });
    // Peek won.
    let mut steps = limp("Complete the blind: type call.").to_vec();
    steps.extend([
        step(
            1,
            "bid 0",
            "The bot seals its bid for a peek at one of your cards.",
        ),
        step(
            0,
            "bid 1",
            "You hold a pair of jacks (top pair). The table's advice values a peek here at under \
             1 chip, a bid of 0: with top pair you would play much the same whatever card you \
             saw. To see what a won peek gives, this lesson bids 1, the smallest bid that can \
             win: the winner pays the other bid, so the look costs only what the bot bid.",
        ),
    ]);
    steps.extend(check_street(
        "You won: one of the bot's hole cards is shown to you only, and you paid the bot's \
         bid.",
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
                opponent's hole cards, chosen at random. The winner pays the lower bid. \
                (The lessons play small stacks, 200 chips and blinds 1/2; the table plays \
                the competition's 5000 chips and blinds 10/20.)",
        deal: Deal::HeadsUp {
            setup: peek_setup,
            deck: "Jh Td Qs 9c Js 6d 3c 2s Ac",
        },
        steps,
    });
    // Peek lost.
    let mut steps = limp("Complete the blind: type call.").to_vec();
    steps.extend([
        step(1, "bid 9", "The bot seals its bid."),
        step(
            0,
            "bid 0",
            "You hold two pair, aces and fives. The table's advice values a peek here at under \
             1 chip: a hand this strong plays the same whatever the bot holds. Bid 0 and let \
             the bot have it if it bids.",
        ),
    ]);
    steps.extend(check_street(
        "The bot won the peek: it saw one of your two cards, and you do not know which (the \
         loser learns only the two bids). Expect it to play better against you from here.",
    ));
    steps.extend(check_street("The turn."));
    steps.extend(check_street("The river."));
    out.push(Lesson {
        id: "peek-lost",
        variant: VariantId::SneakPeek,
        title: "Losing a peek",
        intro: "Losing the auction costs nothing but shows the winner one of your cards.",
        deal: Deal::HeadsUp {
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
        intro: "After the river's betting, while the last board card is red, another board \
                card is dealt, with a betting round after each. You play the best five of all \
                the cards.",
        deal: Deal::HeadsUp {
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
        intro: "Three seats, ante 3, 100 chips each (the table's default is four seats of \
                300). No betting: you discard for a fee, then flops of three cards are \
                auctioned until every hand has five cards again.",
        deal: Deal::AuctionFlop {
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
            step(1, "keep 8s 9d", "Bot 1 is the last seat short, so it gets the third flop free and keeps two. Then every hand has five cards: you and bot 1 both hold a nine-high straight, so you share first and second place, 60% + 30% of the pot of 18, 8 each after rounding down; bot 2, third, gets 10%, rounded down to 1. The chip left over goes to the best-placed seats in turn from the seat after the dealer: you."),
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
