//! The statistics table of `felt stats`: one row per variant played, numbers right-aligned,
//! and the small formatting helpers (percent, a dash for no data) the drill section shares.

use std::fmt::Write as _;

use super::{PlayerStats, VariantStats};

/// Whether the hands kept under `id` were all played at one big blind: not Auction Flop (no
/// blinds) nor the tournament (its blinds rise).
fn has_one_big_blind(id: &str) -> bool {
    id != crate::engine::VariantId::AuctionFlop.id() && id != super::TOURNAMENT
}

impl PlayerStats {
    /// A table for the terminal, one row per variant played: hands, bankroll in chips,
    /// mbb/hand (using `big_blind_of(variant id)`; none for Auction Flop Poker, which has no
    /// blinds), VPIP, PFR, showdowns won, auctions won and the average bid per chip of pot;
    /// with more than one game, a last row of all hands and, when every game's chips are the
    /// same size (the same big blind), the bankroll summed. With no hands, a line saying how
    /// to start.
    pub fn summary_text(&self, big_blind_of: impl Fn(&str) -> u32) -> String {
        let played: Vec<(&String, &VariantStats)> =
            self.variants.iter().filter(|(_, v)| v.hands > 0).collect();
        if played.is_empty() {
            return "No hands recorded yet. Play some with `felt play` and your statistics \
                    will appear here.\n"
                .to_string();
        }
        let header = [
            "variant", "hands", "bankroll", "mbb/hand", "VPIP", "PFR", "SD won", "auct won",
            "bid/pot",
        ];
        let mut rows: Vec<[String; 9]> = played
            .iter()
            .map(|(id, v)| {
                let blinds = has_one_big_blind(id);
                [
                    (*id).clone(),
                    v.hands.to_string(),
                    format!("{:+}", v.bankroll),
                    or_dash(v.mbb_per_hand(big_blind_of(id)).filter(|_| blinds), |x| {
                        format!("{x:+.0}")
                    }),
                    or_dash(v.vpip(), percent),
                    or_dash(v.pfr(), percent),
                    or_dash(v.showdown_win_rate(), percent),
                    or_dash(v.auction_win_rate(), percent),
                    or_dash(v.avg_bid_to_pot(), |x| format!("{x:.2}")),
                ]
            })
            .collect();
        if played.len() > 1 {
            let dash = || "-".to_string();
            // Chips add up only between games of the same blinds (Sneak Peek's 10/20 chips
            // are not hold'em's 1/2); otherwise the sum is left out.
            let blinds: Vec<Option<u32>> = played
                .iter()
                .map(|(id, _)| has_one_big_blind(id).then(|| big_blind_of(id)))
                .collect();
            let same_chips = blinds.windows(2).all(|w| w[0].is_some() && w[0] == w[1]);
            let bankroll = if same_chips {
                format!("{:+}", played.iter().map(|(_, v)| v.bankroll).sum::<i64>())
            } else {
                dash()
            };
            rows.push([
                "all games".to_string(),
                self.total_hands().to_string(),
                bankroll,
                dash(),
                dash(),
                dash(),
                dash(),
                dash(),
                dash(),
            ]);
        }
        let mut widths = header.map(str::len);
        for row in &rows {
            for (w, cell) in widths.iter_mut().zip(row) {
                *w = (*w).max(cell.chars().count());
            }
        }
        // Two spaces between columns, or one when that keeps a row inside an 80-column
        // terminal's panel (78 columns).
        let gap = if widths.iter().sum::<usize>() + 2 * (widths.len() - 1) <= 78 {
            "  "
        } else {
            " "
        };
        let mut out = String::new();
        let mut line = |cells: &[&str]| {
            let mut text = String::new();
            for (i, (cell, w)) in cells.iter().zip(widths).enumerate() {
                // The variant column is left-aligned, the numbers right-aligned.
                let _ = if i == 0 {
                    write!(text, "{cell:<w$}")
                } else {
                    write!(text, "{gap}{cell:>w$}")
                };
            }
            out.push_str(text.trim_end());
            out.push('\n');
        };
        line(&header);
        for row in &rows {
            let cells: Vec<&str> = row.iter().map(String::as_str).collect();
            line(&cells);
        }
        // Its dashes are not missing data: the game has no blinds, bets or sealed bids.
        if played
            .iter()
            .any(|(id, _)| id.as_str() == crate::engine::VariantId::AuctionFlop.id())
        {
            out.push_str("auction-flop: hands and chips only (no blinds, bets or sealed bids).\n");
        }
        // A split pot and a tied auction count as half a win, which the legend says.
        if played.iter().any(|(_, v)| v.showdown_win_rate().is_some()) {
            out.push_str("SD won: showdowns won, a split pot counting half.\n");
        }
        if played.iter().any(|(_, v)| v.auction_win_rate().is_some()) {
            out.push_str(
                "auct won: auctions won, a tie (both seats get the prize) counting half.\n\
                 bid/pot: your average bid over the pot at the auction (0.50: half the pot).\n",
            );
        }
        out
    }
}

pub(super) fn percent(x: f64) -> String {
    format!("{:.1}%", 100.0 * x)
}

pub(super) fn or_dash(value: Option<f64>, show: impl Fn(f64) -> String) -> String {
    value.map_or_else(|| "-".to_string(), show)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tournament_hands_are_counted_apart_from_the_cash_game_without_a_big_blind() {
        use crate::engine::{Hand, VariantId};
        use crate::session::{MatchConfig, Playable};
        assert_eq!(
            Hand::stats_key(&MatchConfig::tournament()),
            super::super::TOURNAMENT
        );
        assert_eq!(
            Hand::stats_key(&MatchConfig::defaults(VariantId::Holdem)),
            "holdem"
        );
        let mut stats = PlayerStats::default();
        stats.variant_mut("holdem").record_net(6);
        stats.variant_mut(super::super::TOURNAMENT).record_net(-500);
        let text = stats.summary_text(|_| 2);
        let row = |name: &str| {
            text.lines()
                .find(|l| l.starts_with(name))
                .map(|l| l.split_whitespace().collect::<Vec<_>>())
                .unwrap_or_default()
        };
        // Cash: 6 chips in one hand at blinds 1/2 is +3000 mbb; the tournament has no one
        // big blind to count in.
        assert_eq!(row("holdem")[..4], ["holdem", "1", "+6", "+3000"], "{text}");
        assert_eq!(
            row("tournament")[..4],
            ["tournament", "1", "-500", "-"],
            "{text}"
        );
    }

    #[test]
    fn auction_flop_hands_count_per_game_and_overall() {
        let mut stats = PlayerStats::default();
        for net in [12, -3, -3] {
            stats.variant_mut("auction-flop").record_net(net);
        }
        stats.variant_mut("auction").record_net(-4);
        assert_eq!(stats.total_hands(), 4);
        let text = stats.summary_text(|_| 2);
        let row = |name: &str| {
            text.lines()
                .find(|l| l.starts_with(name))
                .unwrap_or_else(|| panic!("no {name} row:\n{text}"))
                .split_whitespace()
                .map(str::to_string)
                .collect::<Vec<_>>()
        };
        let af = row("auction-flop");
        assert_eq!(
            (af[1].as_str(), af[2].as_str(), af[3].as_str()),
            ("3", "+6", "-")
        );
        // Auction Flop's chips have no big blind to compare with: the total is left out.
        let all = row("all games");
        assert_eq!((all[2].as_str(), all[3].as_str()), ("4", "-"), "{text}");
        // Its dashes are said to be the game's, not missing data.
        assert!(
            text.ends_with(
                "auction-flop: hands and chips only (no blinds, bets or sealed bids).\n"
            ),
            "{text}"
        );
        stats.variants.remove("auction-flop");
        assert!(!stats.summary_text(|_| 2).contains("chips only"));
    }

    #[test]
    fn the_auctions_won_column_says_a_tie_counts_half() {
        let mut stats = PlayerStats::default();
        let v = stats.variant_mut("auction");
        v.record_net(5);
        v.auctions = 2;
        v.auction_wins = 1;
        v.auction_ties = 1;
        let text = stats.summary_text(|_| 2);
        assert!(text.contains("  25.0%"), "{text}");
        assert!(
            text.ends_with(
                "auct won: auctions won, a tie (both seats get the prize) counting half.\n\
                 bid/pot: your average bid over the pot at the auction (0.50: half the pot).\n"
            ),
            "{text}"
        );
        // No auction played: nothing to explain.
        stats.variant_mut("auction").auctions = 0;
        assert!(!stats.summary_text(|_| 2).contains("counting half"));
    }

    #[test]
    fn the_bankroll_of_all_games_adds_only_chips_of_the_same_size() {
        let blinds = |id: &str| if id == "sneak-peek" { 20 } else { 2 };
        let all_games = |stats: &PlayerStats| {
            let text = stats.summary_text(blinds);
            text.lines()
                .find(|l| l.starts_with("all games"))
                .unwrap_or_else(|| panic!("no total row:\n{text}"))
                .split_whitespace()
                .map(str::to_string)
                .collect::<Vec<_>>()
        };
        let mut stats = PlayerStats::default();
        stats.variant_mut("holdem").record_net(6);
        stats.variant_mut("auction").record_net(-4);
        assert_eq!(all_games(&stats)[2..4], ["2", "+2"]);
        // Sneak Peek's chips are a tenth of a big blind where hold'em's are a half: not added.
        stats.variant_mut("sneak-peek").record_net(-465);
        assert_eq!(all_games(&stats)[2..4], ["3", "-"]);
    }
}
