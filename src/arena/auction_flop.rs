//! Auction Flop Poker matches: four bots rotating through the seats, each hand played by
//! the session's Auction Flop driver.

use std::time::Duration;

use rand::SeedableRng;
use rand::rngs::StdRng;

use crate::cards::Deck;
use crate::engine::Chips;

use super::*;

/// Makes a fresh Auction Flop Poker bot.
pub type AuctionFlopBotFactory =
    dyn Fn() -> Box<dyn crate::bots::auction_flop::AuctionFlopBot> + Sync;

/// One bot's result at the Auction Flop Poker table.
#[derive(Debug, Clone, PartialEq)]
pub struct AuctionFlopBotReport {
    pub name: String,
    pub hands: u64,
    /// Chips won per hand.
    pub chips_per_hand: f64,
    /// Half-width of the 95% confidence interval of `chips_per_hand`.
    pub ci95: f64,
    /// CPU seconds of thinking per 1000 hands (the deciding thread's CPU time).
    pub seconds_per_1000_hands: f64,
}

/// Plays `hands` hands of Auction Flop Poker with one bot per seat. Stacks reset every hand (to
/// `stack`), and the bots rotate through the seats (bot `i` sits in seat `(i + hand) % n`), so
/// every bot plays every position and every deal from each of them over `n` hands. Each hand
/// is played by the session's driver, which replaces an illegal move by the safe one (pass,
/// take, keep one card, or discard nothing).
pub fn run_auction_flop(
    factories: &[&AuctionFlopBotFactory],
    hands: u32,
    stack: Chips,
    ante: Chips,
    seed: u64,
) -> Vec<AuctionFlopBotReport> {
    use crate::engine::Seat;
    use crate::engine::auction_flop::{AuctionFlopHand, AuctionFlopSetup};
    let n = factories.len();
    let mut bots: Vec<Box<dyn crate::bots::auction_flop::AuctionFlopBot>> =
        factories.iter().map(|f| f()).collect();
    let mut rngs: Vec<StdRng> = (0..n)
        .map(|i| StdRng::seed_from_u64(mix(seed, i as u64, 77)))
        .collect();
    // Per bot: hands, chips and chips squared, summed as they come (memory stays flat).
    let mut results: Vec<(u64, i128, i128)> = vec![(0, 0, 0); n];
    let mut think = vec![Duration::ZERO; n];
    for h in 0..hands {
        // Each deck is dealt n times in a row, the bots moving one seat each time.
        let deck_no = u64::from(h) / n as u64;
        let mut deck_rng = StdRng::seed_from_u64(mix(seed, deck_no, 5));
        let deck = Deck::shuffled(&mut deck_rng);
        let setup = AuctionFlopSetup {
            stacks: vec![stack; n],
            ante,
            dealer: Seat(0),
            reshuffle_seed: mix(seed, deck_no, 6),
        };
        let Ok(mut hand) = AuctionFlopHand::new(setup, deck) else {
            continue;
        };
        let seat_of = |bot: usize| (bot + h as usize) % n;
        let bot_at = |seat: Seat| (seat.index() + n * 2 - h as usize % n) % n;
        crate::session::auction_flop::play_out(&mut hand, |seat, view| {
            let b = bot_at(seat);
            let start = cpu_time::ThreadTime::try_now().ok();
            let action = bots[b].act(view, &mut rngs[b]);
            think[b] += start.and_then(|t| t.try_elapsed().ok()).unwrap_or_default();
            action
        });
        let net = hand.net().unwrap_or_else(|| vec![0; n]);
        for (b, r) in results.iter_mut().enumerate() {
            let x = i128::from(net[seat_of(b)]);
            *r = (r.0 + 1, r.1 + x, r.2 + x * x);
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
                ci95: 1.96 * (var / m).sqrt(),
                seconds_per_1000_hands: think[b].as_secs_f64() * 1000.0 / m,
            }
        })
        .collect()
}
