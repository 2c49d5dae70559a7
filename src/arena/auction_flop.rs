//! Auction Flop Poker matches: one bot per seat rotating through the seats, every hand played
//! by a [`Session`] of the game with stacks reset every hand.

use rand::SeedableRng;
use rand::rngs::StdRng;

use crate::bots::auction_flop::AuctionFlopBot;
use crate::cards::Deck;
use crate::engine::Chips;
use crate::engine::auction_flop::AuctionFlopHand;
use crate::session::{AuctionFlopRules, BotPlayer, Deals, Player, Session};

use super::*;

/// Makes a fresh Auction Flop Poker bot.
pub type AuctionFlopBotFactory = dyn Fn() -> Box<AuctionFlopBot> + Sync;

/// One bot's result in an Auction Flop Poker arena match.
#[derive(Debug, Clone, PartialEq)]
pub struct AuctionFlopBotReport {
    pub name: String,
    pub hands: u64,
    /// Chips won per hand.
    pub chips_per_hand: f64,
    /// Half-width of the 95% confidence interval of `chips_per_hand`; `None` from a single
    /// hand, whose spread cannot be estimated.
    pub ci95: Option<f64>,
    /// CPU seconds of thinking per 1000 hands (the deciding thread's CPU time).
    pub seconds_per_1000_hands: f64,
}

/// Plays `hands` hands of Auction Flop Poker with one bot per seat. Stacks reset every hand (to
/// `stack`), and the bots rotate through the seats (bot `i` sits in seat `(i + hand) % n`), so
/// every bot plays every position and every deal from each of them over `n` hands. The session
/// replaces an illegal move by the safe one (pass, take, keep one card, or discard nothing).
pub fn run_auction_flop(
    factories: &[&AuctionFlopBotFactory],
    hands: u32,
    stack: Chips,
    ante: Chips,
    seed: u64,
) -> Vec<AuctionFlopBotReport> {
    let n = factories.len();
    let mut bots: Vec<BotPlayer<AuctionFlopHand>> = factories
        .iter()
        .enumerate()
        .map(|(i, f)| BotPlayer::new(f(), mix(seed, i as u64, 77)))
        .collect();
    // Per bot: hands, chips and chips squared, summed as they come (memory stays flat).
    let mut results: Vec<(u64, i128, i128)> = vec![(0, 0, 0); n];
    // Each deck is dealt n times in a row, the bots moving one seat each time.
    let deals = Deals::Each(Box::new(move |deal| {
        let deck_no = u64::from(deal) / n as u64;
        let deck = Deck::shuffled(&mut StdRng::seed_from_u64(mix(seed, deck_no, 5)));
        (deck, mix(seed, deck_no, 6))
    }));
    let rules = AuctionFlopRules {
        stack,
        ante,
        hands: Some(hands),
        carry: false,
    };
    if let Ok(mut session) = Session::new(rules, n, deals) {
        for _ in 0..hands {
            let mut players: Vec<&mut dyn Player<AuctionFlopHand>> = bots
                .iter_mut()
                .map(|b| b as &mut dyn Player<AuctionFlopHand>)
                .collect();
            let Ok(record) = session.play_hand(&mut players) else {
                continue;
            };
            for (r, &net) in results.iter_mut().zip(&record.net) {
                let x = i128::from(net);
                *r = (r.0 + 1, r.1 + x, r.2 + x * x);
            }
        }
    }
    (0..n)
        .map(|b| {
            let (count, sum, sum_sq) = results[b];
            let m = count.max(1) as f64;
            let mean = sum as f64 / m;
            let spread = (i128::from(count.max(1)) * sum_sq - sum * sum).max(0);
            let var = spread as f64 / m / (m - 1.0).max(1.0);
            AuctionFlopBotReport {
                name: bots[b].name().to_string(),
                hands: count,
                chips_per_hand: mean,
                ci95: (count >= 2).then(|| 1.96 * (var / m).sqrt()),
                seconds_per_1000_hands: bots[b].think.as_secs_f64() * 1000.0 / m,
            }
        })
        .collect()
}
