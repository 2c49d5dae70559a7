//! Headless matches between two bots, measured honestly: mbb per hand with a 95% confidence
//! interval, duplicate deals (every deck played twice with the seats swapped and fresh bots
//! for each copy), and thinking CPU time. Deals are grouped in fixed blocks with fresh bots and
//! their own seeds, so the result of a seed is the same whatever the number of threads.
//! A bot with a game clock for the match (a hosted competition bot) is the exception: it
//! counts the match, so each seat (per duplicate copy) keeps one bot, and one process, for
//! the whole match, and the deals are played in order on one thread. Statistics are
//! streamed: memory stays flat however many hands are played.

use std::collections::BTreeMap;
use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use rand::SeedableRng;
use rand::rngs::StdRng;

use crate::bots::Bot;
use crate::cards::Deck;
use crate::engine::{Chips, Event, Hand, HandSetup, Ledger, Seat, VariantId};
use crate::history::{HandMeta, HistoryStore};
use crate::session::{BotPlayer, MatchConfig, Player, play_out};

/// Deals per block: each block starts both bots fresh.
pub const BLOCK: u32 = 500;

/// Makes a fresh copy of a bot.
pub type BotFactory = dyn Fn() -> Box<dyn Bot> + Sync;

/// What to play.
#[derive(Debug, Clone)]
pub struct ArenaConfig {
    /// Variant, stacks and blinds (stacks reset every hand).
    pub table: MatchConfig,
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
    /// Half-width of the 95% confidence interval of `mbb_per_hand`.
    pub ci95: f64,
    /// Share of hands that went to showdown.
    pub showdown_share: f64,
    /// Share of showdowns won (ties count half).
    pub showdown_wins: f64,
    /// Auctions played and won (ties count as won).
    pub auctions: u64,
    pub auction_wins: u64,
    /// Average bid divided by the pot at the auction.
    pub avg_bid_to_pot: f64,
    /// CPU seconds of thinking per 1000 hands (the deciding thread's CPU time).
    pub seconds_per_1000_hands: f64,
    /// The longest single decision, in milliseconds.
    pub longest_decision_ms: f64,
    /// Illegal answers replaced by check-or-fold.
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

/// Figures of one block, combined in block order.
#[derive(Debug, Clone, Default)]
struct BlockTally {
    /// Bot 0's chips per scoring unit (a hand, or a duplicate pair).
    units: Vec<i64>,
    hands: u64,
    showdowns: u64,
    showdown_score: [f64; 2],
    auctions: u64,
    auction_wins: [u64; 2],
    bid_to_pot: [f64; 2],
    think: [Duration; 2],
    longest: [Duration; 2],
    illegal: [u64; 2],
    notes: [Vec<String>; 2],
    /// The bots' names (from the block's first bots).
    names: Option<[String; 2]>,
    /// The first hand history that could not be saved.
    history_error: Option<String>,
}

/// Every block's figures merged in block order as they come in: the scoring units are kept
/// as exact integer sums (count, sum, sum of squares), so memory does not grow with the
/// number of hands.
#[derive(Debug, Default)]
struct Totals {
    /// The next block to merge; later ones wait in `waiting`.
    next: usize,
    waiting: BTreeMap<usize, BlockTally>,
    merged: BlockTally,
    units: u64,
    sum: i128,
    sum_sq: i128,
}

impl Totals {
    fn add(&mut self, block: usize, mut tally: BlockTally) {
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
    let bb = f64::from(config.table.big_blind);
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
    let totals = totals.into_inner().unwrap_or_else(|e| e.into_inner());
    summarize(config, &totals, start.elapsed().as_secs_f64())
}

fn tally_deals(config: &ArenaConfig, block: u32) -> usize {
    (config.deals - block * BLOCK).min(BLOCK) as usize
}

/// Plays one block of deals. `kept` holds bots to use (and keep) instead of fresh ones: for
/// hosted bots the whole match, for built-in bots the ones made for block 0, copy 0.
fn play_block(
    config: &ArenaConfig,
    factories: [&BotFactory; 2],
    block: u32,
    mut kept: Option<&mut KeptBots>,
) -> BlockTally {
    let mut tally = BlockTally::default();
    let copies = if config.duplicate { 2 } else { 1 };
    let first = block * BLOCK;
    let count = tally_deals(config, block) as u32;
    let store = config
        .history
        .as_ref()
        .map(|dir| HistoryStore::new(dir, config.table.variant.id()));
    let mut per_deal = vec![0i64; count as usize];
    for copy in 0..copies {
        // Fresh bots for each copy: nothing learned on one copy helps on the other.
        // Kept bots (hosted ones) play on from the last block instead.
        let mut slot = kept.as_deref_mut().map(|k| &mut k[copy as usize]);
        let mut bots = [0usize, 1].map(|k| {
            slot.as_deref_mut()
                .and_then(|s| s[k].take())
                .unwrap_or_else(|| {
                    BotPlayer::new(
                        factories[k](),
                        mix(config.seed, u64::from(block), 10 * (k as u64 + 1) + copy),
                    )
                })
        });
        if tally.names.is_none() {
            tally.names = Some([bots[0].name().to_string(), bots[1].name().to_string()]);
        }
        for i in 0..count {
            let deal = first + i;
            let mut rng = StdRng::seed_from_u64(mix(config.seed, u64::from(deal), 1));
            let setup = HandSetup::new(
                config.table.variant,
                [config.table.stack; 2],
                config.table.small_blind,
                config.table.big_blind,
            );
            // Bot 0 has the button on even deals; the second copy swaps the seats.
            let bot0_seat = if deal.is_multiple_of(2) == (copy == 0) {
                Seat(0)
            } else {
                Seat(1)
            };
            let Ok(mut hand) = crate::session::deal(setup, &mut rng) else {
                continue;
            };
            let [a, b] = &mut bots;
            let by_seat: [&mut dyn Player; 2] = if bot0_seat == Seat(0) { [a, b] } else { [b, a] };
            let replaced = play_out(&mut hand, by_seat);
            for r in &replaced {
                let bot = if Seat(r.player as u8) == bot0_seat {
                    0
                } else {
                    1
                };
                tally.illegal[bot] += 1;
                if tally.notes[bot].len() < 100 {
                    tally.notes[bot].push(r.note(bots[bot].name()));
                }
            }
            // Both bots hear how the hand ended, seat 0 first.
            let views = [hand.view(bot0_seat), hand.view(bot0_seat.other())];
            let order = if bot0_seat == Seat(0) { [0, 1] } else { [1, 0] };
            for k in order {
                bots[k].hand_over(&views[k]);
            }
            for (k, bot) in bots.iter_mut().enumerate() {
                for note in bot.take_notes() {
                    if tally.notes[k].len() < 100 {
                        tally.notes[k].push(note);
                    }
                }
            }
            record_hand(&mut tally, &hand, bot0_seat);
            let net0 = hand.outcome().map_or(0, |o| o.net[bot0_seat.index()]);
            per_deal[i as usize] += net0;
            if !config.duplicate {
                tally.units.push(net0);
            }
            if let Some(store) = &store {
                let names = if bot0_seat == Seat(0) {
                    [bots[0].name().to_string(), bots[1].name().to_string()]
                } else {
                    [bots[1].name().to_string(), bots[0].name().to_string()]
                };
                let meta = HandMeta {
                    number: Some(deal * copies as u32 + copy as u32 + 1),
                    names: Some(names),
                };
                if tally.history_error.is_none()
                    && let Err(e) = store.save(&hand, &meta)
                {
                    tally.history_error =
                        Some(format!("cannot write to {}: {e}", store.dir().display()));
                }
            }
        }
        for (k, bot) in bots.iter_mut().enumerate() {
            // Taken, not read: a kept bot's time counts once.
            tally.think[k] += std::mem::take(&mut bot.think);
            tally.longest[k] = tally.longest[k].max(std::mem::take(&mut bot.longest));
        }
        if let Some(slot) = slot {
            *slot = bots.map(Some);
        }
    }
    if config.duplicate {
        tally.units = per_deal;
    }
    tally
}

fn record_hand(tally: &mut BlockTally, hand: &Hand, bot0_seat: Seat) {
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
fn hand_pot_before_auction(hand: &Hand) -> u32 {
    let events = hand.events();
    match events
        .iter()
        .position(|e| matches!(e, Event::DealBoard { .. }))
    {
        Some(flop) => Ledger::replay(hand.setup().stacks, &events[..=flop]).collected(),
        None => 0,
    }
}

fn summarize(config: &ArenaConfig, totals: &Totals, seconds: f64) -> ArenaReport {
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
    let bb = f64::from(config.table.big_blind);
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
            ci95: ci,
            showdown_share: showdowns as f64 / hands.max(1) as f64,
            showdown_wins: t.showdown_score[k] / showdowns.max(1) as f64,
            auctions,
            auction_wins: t.auction_wins[k],
            avg_bid_to_pot: t.bid_to_pot[k] / auctions.max(1) as f64,
            seconds_per_1000_hands: think.as_secs_f64() * 1000.0 / hands.max(1) as f64,
            longest_decision_ms: longest.as_secs_f64() * 1000.0,
            illegal_actions: t.illegal[k],
            notes: t.notes[k].clone(),
        }
    });
    ArenaReport {
        variant: config.table.variant,
        deals: config.deals,
        duplicate: config.duplicate,
        seed: config.seed,
        bots,
        seconds,
        history_error: t.history_error.clone(),
    }
}

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
