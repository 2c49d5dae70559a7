//! The arena's running statistics: each block's tally of a bot pair's hands (chips per deal,
//! showdowns, auctions, bids, notes), merged into streamed totals and summarised into the
//! report.

use std::collections::BTreeMap;
use std::time::Duration;

use crate::engine::{Event, Hand, Ledger, Seat};

use super::*;

/// Figures of one block, combined in block order.
#[derive(Debug, Clone, Default)]
pub(super) struct BlockTally {
    /// Bot 0's chips per scoring unit (a hand, or a duplicate pair).
    pub(super) units: Vec<i64>,
    pub(super) hands: u64,
    pub(super) showdowns: u64,
    pub(super) showdown_score: [f64; 2],
    pub(super) auctions: u64,
    pub(super) auction_wins: [u64; 2],
    pub(super) bid_to_pot: [f64; 2],
    pub(super) think: [Duration; 2],
    /// Whether each bot's thinking is wall-clock time (a hosted bot).
    pub(super) wall_clock: [bool; 2],
    pub(super) longest: [Duration; 2],
    pub(super) illegal: [u64; 2],
    pub(super) notes: [Vec<String>; 2],
    /// The bots' names (from the block's first bots).
    pub(super) names: Option<[String; 2]>,
    /// The first hand history that could not be saved.
    pub(super) history_error: Option<String>,
}

/// Every block's figures merged in block order as they come in: the scoring units are kept
/// as exact integer sums (count, sum, sum of squares), so memory does not grow with the
/// number of hands.
#[derive(Debug, Default)]
pub(super) struct Totals {
    /// The next block to merge; later ones wait in `waiting`.
    pub(super) next: usize,
    pub(super) waiting: BTreeMap<usize, BlockTally>,
    pub(super) merged: BlockTally,
    pub(super) units: u64,
    pub(super) sum: i128,
    pub(super) sum_sq: i128,
}

impl Totals {
    pub(super) fn add(&mut self, block: usize, mut tally: BlockTally) {
        self.units += tally.units.len() as u64;
        for &u in &tally.units {
            self.sum += i128::from(u);
            self.sum_sq += i128::from(u) * i128::from(u);
        }
        tally.units = Vec::new();
        self.waiting.insert(block, tally);
        while let Some(t) = self.waiting.remove(&self.next) {
            let m = &mut self.merged;
            m.hands += t.hands;
            m.showdowns += t.showdowns;
            m.auctions += t.auctions;
            for k in 0..2 {
                m.showdown_score[k] += t.showdown_score[k];
                m.auction_wins[k] += t.auction_wins[k];
                m.bid_to_pot[k] += t.bid_to_pot[k];
                m.think[k] += t.think[k];
                m.wall_clock[k] |= t.wall_clock[k];
                m.longest[k] = m.longest[k].max(t.longest[k]);
                m.illegal[k] += t.illegal[k];
                let room = 100usize.saturating_sub(m.notes[k].len());
                m.notes[k].extend(t.notes[k].iter().take(room).cloned());
            }
            if m.names.is_none() {
                m.names = t.names;
            }
            if m.history_error.is_none() {
                m.history_error = t.history_error;
            }
            self.next += 1;
        }
    }
}

pub(super) fn record_hand(tally: &mut BlockTally, hand: &Hand, bot0_seat: Seat) {
    tally.hands += 1;
    let seat_of = [bot0_seat, bot0_seat.other()];
    if let Some(o) = hand.outcome()
        && let Some(values) = o.values
    {
        tally.showdowns += 1;
        for k in 0..2 {
            let (me, them) = (
                values[seat_of[k].index()],
                values[seat_of[k].other().index()],
            );
            tally.showdown_score[k] += if me > them {
                1.0
            } else if me == them {
                0.5
            } else {
                0.0
            };
        }
    }
    let pot = f64::from(hand_pot_before_auction(hand).max(1));
    if let Some(a) = hand.auction() {
        tally.auctions += 1;
        for (k, seat) in seat_of.iter().enumerate() {
            tally.auction_wins[k] += u64::from(a.winners[seat.index()]);
            tally.bid_to_pot[k] += f64::from(a.bids[seat.index()]) / pot;
        }
    }
}

/// The pot when the flop is dealt (the auction comes right after it).
pub(super) fn hand_pot_before_auction(hand: &Hand) -> u32 {
    let events = hand.events();
    match events
        .iter()
        .position(|e| matches!(e, Event::DealBoard { .. }))
    {
        Some(flop) => Ledger::replay(hand.setup().stacks, &events[..=flop]).collected(),
        None => 0,
    }
}

pub(super) fn summarize(config: &ArenaConfig, totals: &Totals, seconds: f64) -> ArenaReport {
    let t = &totals.merged;
    let names = t.names.clone().unwrap_or_default();
    let hands = t.hands;
    let n = totals.units.max(1) as f64;
    let mean = totals.sum as f64 / n;
    // Exact in integers: n * sum of squares - sum^2 = n * (n - 1) * sample variance.
    let units = i128::from(totals.units.max(1));
    let spread = (units * totals.sum_sq - totals.sum * totals.sum).max(0);
    let var = spread as f64 / n / (n - 1.0).max(1.0);
    let hands_per_unit = hands as f64 / n;
    let bb = f64::from(config.stakes.big_blind);
    let mbb = 1000.0 * mean / hands_per_unit / bb;
    let ci = 1000.0 * 1.96 * (var / n).sqrt() / hands_per_unit / bb;
    let showdowns = t.showdowns;
    let auctions = t.auctions;
    let chips0 = i64::try_from(totals.sum).unwrap_or(i64::MAX);
    let bots = [0usize, 1].map(|k| {
        let sign = if k == 0 { 1.0 } else { -1.0 };
        let think = t.think[k];
        let longest = t.longest[k];
        BotReport {
            name: names[k].clone(),
            hands,
            chips: if k == 0 { chips0 } else { -chips0 },
            mbb_per_hand: sign * mbb,
            ci95: (totals.units >= 2).then_some(ci),
            showdown_share: showdowns as f64 / hands.max(1) as f64,
            showdown_wins: t.showdown_score[k] / showdowns.max(1) as f64,
            auctions,
            auction_wins: t.auction_wins[k],
            avg_bid_to_pot: t.bid_to_pot[k] / auctions.max(1) as f64,
            seconds_per_1000_hands: think.as_secs_f64() * 1000.0 / hands.max(1) as f64,
            longest_decision_ms: longest.as_secs_f64() * 1000.0,
            wall_clock: t.wall_clock[k],
            illegal_actions: t.illegal[k],
            notes: t.notes[k].clone(),
        }
    });
    ArenaReport {
        variant: config.stakes.variant,
        deals: config.deals,
        duplicate: config.duplicate,
        seed: config.seed,
        bots,
        seconds,
        history_error: t.history_error.clone(),
    }
}
