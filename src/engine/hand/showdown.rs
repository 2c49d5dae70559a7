//! The end of a hand: a fold gives the pot to the other seat; a showdown shows both hands,
//! awards the pot to the better one (a split gives the odd chip to the big blind), and
//! records each seat's net result.

use super::{Hand, Outcome, Phase};
use crate::cards::{CardSet, evaluate};
use crate::engine::event::Event;
use crate::engine::setup::{Chips, Seat};

impl Hand {
    pub(super) fn finish_fold(&mut self, folder: Seat) {
        let winner = folder.other();
        let pot = self.pot();
        self.record(Event::Award {
            seat: winner,
            amount: pot,
        });
        let net = self.net();
        self.record(Event::End { net });
        self.phase = Phase::Done;
        self.outcome = Some(Outcome {
            net,
            showdown: false,
            folded: Some(folder),
            values: None,
        });
    }

    pub(super) fn finish_showdown(&mut self) {
        let value = |i: usize| {
            let cards: CardSet = self.holes[i].iter().chain(self.board.iter()).collect();
            evaluate(cards)
        };
        let values = [value(0), value(1)];
        for seat in [Seat(0), Seat(1)] {
            self.record(Event::Show {
                seat,
                value: values[seat.index()],
            });
        }
        let pot = self.pot();
        let awards: [Chips; 2] = match values[0].cmp(&values[1]) {
            std::cmp::Ordering::Greater => [pot, 0],
            std::cmp::Ordering::Less => [0, pot],
            std::cmp::Ordering::Equal => {
                // Seat 0 nets floor((c1 - c0) / 2) where c is what each put in (the engines'
                // floor((stack0 - stack1) / 2) with equal starting stacks): the odd chip goes
                // to the big blind.
                let put_in = |i: usize| i64::from(self.ledger.invested(Seat(i as u8)));
                let net0 = (put_in(1) - put_in(0)).div_euclid(2);
                let back0 = (put_in(0) + net0).clamp(0, i64::from(pot)) as Chips;
                [back0, pot - back0]
            }
        };
        for seat in [Seat(0), Seat(1)] {
            let amount = awards[seat.index()];
            if amount > 0 {
                self.record(Event::Award { seat, amount });
            }
        }
        let net = self.net();
        self.record(Event::End { net });
        self.phase = Phase::Done;
        self.outcome = Some(Outcome {
            net,
            showdown: true,
            folded: None,
            values: Some(values),
        });
    }

    fn net(&self) -> [i64; 2] {
        let stacks = self.ledger.stacks();
        [
            i64::from(stacks[0]) - i64::from(self.setup.stacks[0]),
            i64::from(stacks[1]) - i64::from(self.setup.stacks[1]),
        ]
    }
}
