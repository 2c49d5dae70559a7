//! Headless matches between two bots, measured honestly: mbb per hand with a 95% confidence
//! interval, duplicate deals (every deck played twice with the seats swapped and fresh bots
//! for each copy), and thinking time (CPU time of the deciding thread; for a hosted bot, the
//! wall-clock time felt waits for its answers). Deals are grouped in fixed blocks with fresh bots and
//! their own seeds, so the result of a seed is the same whatever the number of threads.
//! A bot with a game clock for the match (a hosted competition bot) is the exception: it
//! counts the match, so each seat (per duplicate copy) keeps one bot, and one process, for
//! the whole match, and the deals are played in order on one thread. Statistics are
//! streamed: memory stays flat however many hands are played.
mod auction_flop;
mod block;
mod tally;
mod tournament;

pub use auction_flop::{AuctionFlopBotFactory, AuctionFlopBotReport, run_auction_flop};
pub use tournament::{TournamentReport, run_tournaments};

use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Instant;

use crate::bots::Bot;
use crate::engine::VariantId;
use crate::session::{BotPlayer, MatchConfig};

use block::play_block;
use tally::{BlockTally, Totals, summarize};

/// Deals per block: each block starts both bots fresh. A thousand deals is one match of the
/// competitions the heads-up games come from (RULES.md), so a bot that reads its opponent
/// reads it for as long as it would in a match there.
pub const BLOCK: u32 = 1000;

/// Makes a fresh copy of a bot.
pub type BotFactory = dyn Fn() -> Box<dyn Bot> + Sync;

/// What to play.
#[derive(Debug, Clone)]
pub struct ArenaConfig {
    /// Variant, stacks and blinds (stacks reset every hand).
    pub stakes: MatchConfig,
    /// Deals to play (each played twice with `duplicate`).
    pub deals: u32,
    /// Play every deal twice with the seats swapped.
    pub duplicate: bool,
    pub seed: u64,
    pub threads: usize,
    /// Write every hand as a PHH file here.
    pub history: Option<std::path::PathBuf>,
}

/// One bot's figures.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct BotReport {
    pub name: String,
    /// Hands played.
    pub hands: u64,
    /// Chips won in total.
    pub chips: i64,
    /// Milli-big-blinds won per hand.
    pub mbb_per_hand: f64,
    /// Half-width of the 95% confidence interval of `mbb_per_hand`; `None` from a single
    /// scoring unit (one hand, or one duplicate pair), whose spread cannot be estimated.
    pub ci95: Option<f64>,
    /// Share of hands that went to showdown.
    pub showdown_share: f64,
    /// Share of showdowns won (ties count half).
    pub showdown_wins: f64,
    /// Auctions played and won (ties count as won).
    pub auctions: u64,
    pub auction_wins: u64,
    /// Average bid divided by the pot at the auction.
    pub avg_bid_to_pot: f64,
    /// Seconds of thinking per 1000 hands: the deciding thread's CPU time, or for a hosted
    /// bot the wall-clock time felt waited for its answers (see `wall_clock`).
    pub seconds_per_1000_hands: f64,
    /// The longest single decision, in milliseconds, timed the same way.
    pub longest_decision_ms: f64,
    /// True when the thinking above is wall-clock time (a hosted bot, whose CPU time is spent
    /// in its own process).
    pub wall_clock: bool,
    /// Answers felt replaced by its fallback (check-or-fold, bid 0): any bot's illegal
    /// actions, and a hosted bot's answers that are illegal or not an action at all (its
    /// host replaces those itself). A hosted bot that stops answering (out of time, gone)
    /// is reported in `notes`, not counted here.
    pub illegal_actions: u64,
    /// What the bot's host reported (a hosted bot's illegal answers, timeouts, crashes); at
    /// most the first hundred.
    pub notes: Vec<String>,
}

/// The result of a match.
#[derive(Debug, Clone, PartialEq)]
pub struct ArenaReport {
    pub variant: VariantId,
    pub deals: u32,
    pub duplicate: bool,
    pub seed: u64,
    pub bots: [BotReport; 2],
    pub seconds: f64,
    /// Why hand histories could not be written (the first failure), when `history` was asked
    /// for and a file could not be saved.
    pub history_error: Option<String>,
}

/// One bot per seat for every duplicate copy, kept for the whole match (hosted bots).
type KeptBots = [[Option<BotPlayer>; 2]; 2];

fn mix(seed: u64, a: u64, b: u64) -> u64 {
    // SplitMix64 of the combined inputs: independent streams per block, deal and copy.
    let mut z =
        seed ^ a.wrapping_mul(0x9e37_79b9_7f4a_7c15) ^ b.wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

/// Plays a match between the bots `factories[0]` and `factories[1]`; `progress` is called
/// after each block with (deals done, total deals, bot 0's running mbb/hand).
pub fn run(
    config: &ArenaConfig,
    factories: [&BotFactory; 2],
    progress: &(dyn Fn(u32, u32, f64) + Sync),
) -> ArenaReport {
    let start = Instant::now();
    let blocks = config.deals.div_ceil(BLOCK);
    let totals = Mutex::new(Totals::default());
    let bb = f64::from(config.stakes.big_blind);
    let report_block = |b: u32, tally: BlockTally| {
        let mut t = totals.lock().unwrap_or_else(|e| e.into_inner());
        t.add(b as usize, tally);
        let hands = t.merged.hands + t.waiting.values().map(|w| w.hands).sum::<u64>();
        let mbb = 1000.0 * t.sum as f64 / bb / hands.max(1) as f64;
        let deals_done = (t.merged.hands + t.waiting.values().map(|w| w.hands).sum::<u64>())
            / if config.duplicate { 2 } else { 1 };
        drop(t);
        progress(deals_done as u32, config.deals, mbb);
    };
    // The first bots tell whether they count the match (a game clock); built-in bots start
    // fresh every block, as the seed scheme needs.
    let mut kept: KeptBots = Default::default();
    kept[0] = [0, 1].map(|k| {
        Some(BotPlayer::new(
            factories[k](),
            mix(config.seed, 0, 10 + k as u64 * 10),
        ))
    });
    let hosted = kept[0].iter_mut().flatten().any(|b| b.clock().is_some());
    if hosted {
        for b in 0..blocks {
            let tally = play_block(config, factories, b, Some(&mut kept));
            report_block(b, tally);
        }
    } else {
        // The bots made above stand for block 0, copy 0.
        let first = std::mem::take(&mut kept);
        let first = Mutex::new(Some(first));
        let next = AtomicUsize::new(0);
        // No more threads than blocks of work.
        let threads = config.threads.clamp(1, blocks.max(1) as usize);
        std::thread::scope(|scope| {
            for _ in 0..threads {
                scope.spawn(|| {
                    loop {
                        let b = next.fetch_add(1, Ordering::Relaxed);
                        if b >= blocks as usize {
                            break;
                        }
                        let mut mine = if b == 0 {
                            first.lock().unwrap_or_else(|e| e.into_inner()).take()
                        } else {
                            None
                        };
                        let tally = play_block(config, factories, b as u32, mine.as_mut());
                        report_block(b as u32, tally);
                    }
                });
            }
        });
    }
    // Hosted bots are ended here (each is sent `Q` and given its grace to exit): that wait is
    // part of the match's time.
    drop(kept);
    let totals = totals.into_inner().unwrap_or_else(|e| e.into_inner());
    summarize(config, &totals, start.elapsed().as_secs_f64())
}

fn tally_deals(config: &ArenaConfig, block: u32) -> usize {
    (config.deals - block * BLOCK).min(BLOCK) as usize
}
