//! One variant's statistics: hands, bankroll and its history, VPIP, PFR, showdowns and
//! auctions won, the bid per chip of pot, and the rates read from them. Counters saturate at
//! their largest value (a file edited to `u64::MAX` hands stays there): they never wrap.

use serde::{Deserialize, Serialize};

use super::preflop::Preflop;
use super::ratio;
use crate::engine::{Hand, Seat};

/// How many entries of the bankroll history are kept (the most recent ones).
pub const BANKROLL_HISTORY_CAP: usize = 5000;

/// The player's statistics in one variant.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct VariantStats {
    /// Hands finished.
    pub hands: u64,
    /// Chips won (or lost, when negative) over all hands.
    pub bankroll: i64,
    /// The bankroll after each hand, oldest first; at most the last
    /// [`BANKROLL_HISTORY_CAP`] hands.
    pub bankroll_history: Vec<i64>,
    /// Matches finished.
    pub matches: u64,
    /// Hands where the player put chips in voluntarily preflop (a call that cost something or
    /// a raise; the big blind checking its option does not count).
    pub vpip_hands: u64,
    /// Hands where the player raised preflop.
    pub pfr_hands: u64,
    /// Hands where the player had at least one preflop decision.
    pub preflop_decisions: u64,
    /// Hands that went to showdown.
    pub showdowns: u64,
    /// Showdowns won; a split pot counts one half.
    pub showdown_wins: f64,
    /// Auctions taken part in.
    pub auctions: u64,
    /// Auctions won; a tie counts as won here and half won in the rate (see
    /// [`VariantStats::auction_ties`]).
    pub auction_wins: u64,
    /// Auctions tied (both seats got the prize); counted among `auction_wins` too. Files
    /// written before ties were counted read 0.
    pub auction_ties: u64,
    /// The player's bid divided by the pot at the auction, summed over auctions.
    pub bid_to_pot_sum: f64,
}

impl VariantStats {
    /// The first count that cannot be true (more hands with a voluntary bet than hands, a
    /// negative or non-finite sum, ...), in words; `None` when every count is possible.
    pub fn impossible(&self) -> Option<String> {
        let within = |part: u64, name: &str, whole: u64, of: &str| {
            (part > whole).then(|| format!("{part} {name} out of {whole} {of}"))
        };
        let sane = |x: f64, most: f64, name: &str| {
            (!x.is_finite() || x < 0.0 || x > most).then(|| format!("{name} of {x}"))
        };
        within(
            self.vpip_hands,
            "hands with a voluntary bet",
            self.hands,
            "hands",
        )
        .or_else(|| within(self.pfr_hands, "hands raised", self.hands, "hands"))
        .or_else(|| {
            within(
                self.preflop_decisions,
                "preflop decisions",
                self.hands,
                "hands",
            )
        })
        .or_else(|| within(self.showdowns, "showdowns", self.hands, "hands"))
        .or_else(|| within(self.auctions, "auctions", self.hands, "hands"))
        .or_else(|| within(self.auction_wins, "auctions won", self.auctions, "auctions"))
        .or_else(|| within(self.auction_ties, "auctions tied", self.auction_wins, "won"))
        .or_else(|| sane(self.showdown_wins, self.showdowns as f64, "showdowns won"))
        .or_else(|| sane(self.bid_to_pot_sum, f64::MAX, "a bid/pot sum"))
    }

    /// Adds one finished hand as played from `seat`. A hand that is not over is ignored.
    pub fn record(&mut self, hand: &Hand, seat: Seat) {
        let Some(outcome) = hand.outcome() else {
            return;
        };
        let me = seat.index();
        let Some(&net) = outcome.net.get(me) else {
            return;
        };
        self.record_net(net);

        let preflop = Preflop::read(hand, seat);
        self.preflop_decisions = self
            .preflop_decisions
            .saturating_add(u64::from(preflop.decided));
        self.vpip_hands = self.vpip_hands.saturating_add(u64::from(preflop.voluntary));
        self.pfr_hands = self.pfr_hands.saturating_add(u64::from(preflop.raised));

        if let Some(values) = outcome.values.filter(|_| outcome.showdown) {
            self.showdowns = self.showdowns.saturating_add(1);
            self.showdown_wins += match values[me].cmp(&values[seat.other().index()]) {
                std::cmp::Ordering::Greater => 1.0,
                std::cmp::Ordering::Equal => 0.5,
                std::cmp::Ordering::Less => 0.0,
            };
        }

        if let Some(auction) = hand.auction() {
            self.auctions = self.auctions.saturating_add(1);
            if auction.winners[me] {
                self.auction_wins = self.auction_wins.saturating_add(1);
                if auction.winners[seat.other().index()] {
                    self.auction_ties = self.auction_ties.saturating_add(1);
                }
            }
            if preflop.pot > 0 {
                self.bid_to_pot_sum += f64::from(auction.bids[me]) / f64::from(preflop.pot);
            }
        }
    }

    /// Counts one finished hand that moved the player's chips by `net` (Auction Flop Poker's
    /// hands are counted this way: no betting rounds, so only hands and the bankroll).
    pub fn record_net(&mut self, net: i64) {
        self.hands = self.hands.saturating_add(1);
        self.bankroll = self.bankroll.saturating_add(net);
        self.bankroll_history.push(self.bankroll);
        if self.bankroll_history.len() > BANKROLL_HISTORY_CAP {
            let excess = self.bankroll_history.len() - BANKROLL_HISTORY_CAP;
            self.bankroll_history.drain(..excess);
        }
    }

    /// Counts one finished match.
    pub fn record_match_end(&mut self) {
        self.matches = self.matches.saturating_add(1);
    }

    /// The share of hands with a preflop decision where the player put chips in voluntarily.
    pub fn vpip(&self) -> Option<f64> {
        ratio(self.vpip_hands as f64, self.preflop_decisions)
    }

    /// The share of hands with a preflop decision where the player raised preflop.
    pub fn pfr(&self) -> Option<f64> {
        ratio(self.pfr_hands as f64, self.preflop_decisions)
    }

    /// The share of showdowns won (split pots count one half).
    pub fn showdown_win_rate(&self) -> Option<f64> {
        ratio(self.showdown_wins, self.showdowns)
    }

    /// The share of auctions won, a tie counting one half (as a split pot does in the
    /// showdowns won).
    pub fn auction_win_rate(&self) -> Option<f64> {
        let ties = self.auction_ties.min(self.auction_wins) as f64;
        ratio(self.auction_wins as f64 - ties / 2.0, self.auctions)
    }

    /// The average bid as a fraction of the pot at the auction.
    pub fn avg_bid_to_pot(&self) -> Option<f64> {
        ratio(self.bid_to_pot_sum, self.auctions)
    }

    /// Milli-big-blinds won per hand, or `None` with no hands (or a big blind of 0).
    pub fn mbb_per_hand(&self, big_blind: u32) -> Option<f64> {
        if big_blind == 0 {
            return None;
        }
        ratio(
            1000.0 * self.bankroll as f64 / f64::from(big_blind),
            self.hands,
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rates_are_none_without_data() {
        let v = VariantStats::default();
        assert_eq!(v.vpip(), None);
        assert_eq!(v.pfr(), None);
        assert_eq!(v.showdown_win_rate(), None);
        assert_eq!(v.auction_win_rate(), None);
        assert_eq!(v.avg_bid_to_pot(), None);
        assert_eq!(v.mbb_per_hand(2), None);
    }

    #[test]
    fn mbb_per_hand_is_thousandths_of_a_big_blind_per_hand() {
        let v = VariantStats {
            hands: 4,
            bankroll: 10,
            ..VariantStats::default()
        };
        assert_eq!(v.mbb_per_hand(2), Some(1250.0));
        assert_eq!(v.mbb_per_hand(0), None);
    }
}
