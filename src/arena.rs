//! Headless matches between two bots, measured honestly: mbb per hand with a 95% confidence
//! interval, duplicate deals (every deck played twice with the seats swapped and fresh bots
//! for each copy), and thinking CPU time. Deals are grouped in fixed blocks with fresh bots and
//! their own seeds, so the result of a seed is the same whatever the number of threads.

use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use rand::Rng;
use rand::SeedableRng;
use rand::rngs::StdRng;

use crate::bots::Bot;
use crate::cards::Deck;
use crate::engine::{Chips, Event, Hand, HandSetup, Seat, VariantId};
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
}

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
    let next = AtomicUsize::new(0);
    let results: Mutex<Vec<Option<BlockTally>>> = Mutex::new(vec![None; blocks as usize]);
    let done = AtomicUsize::new(0);
    let names = [
        factories[0]().name().to_string(),
        factories[1]().name().to_string(),
    ];
    let bb = f64::from(config.table.big_blind);
    std::thread::scope(|scope| {
        for _ in 0..config.threads.max(1) {
            scope.spawn(|| {
                loop {
                    let b = next.fetch_add(1, Ordering::Relaxed);
                    if b >= blocks as usize {
                        break;
                    }
                    let tally = play_block(config, factories, b as u32);
                    let deals_done =
                        done.fetch_add(tally_deals(config, b as u32), Ordering::Relaxed) as u32
                            + tally_deals(config, b as u32) as u32;
                    let mut all = results.lock().unwrap_or_else(|e| e.into_inner());
                    all[b] = Some(tally);
                    let (chips, hands) = all.iter().flatten().fold((0i64, 0u64), |(c, h), t| {
                        (c + t.units.iter().sum::<i64>(), h + t.hands)
                    });
                    drop(all);
                    progress(
                        deals_done,
                        config.deals,
                        1000.0 * chips as f64 / bb / hands.max(1) as f64,
                    );
                }
            });
        }
    });
    let tallies: Vec<BlockTally> = results
        .into_inner()
        .unwrap_or_else(|e| e.into_inner())
        .into_iter()
        .flatten()
        .collect();
    summarize(config, names, &tallies, start.elapsed().as_secs_f64())
}

fn tally_deals(config: &ArenaConfig, block: u32) -> usize {
    (config.deals - block * BLOCK).min(BLOCK) as usize
}

fn play_block(config: &ArenaConfig, factories: [&BotFactory; 2], block: u32) -> BlockTally {
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
        let mut bots = [
            BotPlayer::new(
                factories[0](),
                mix(config.seed, u64::from(block), 10 + copy),
            ),
            BotPlayer::new(
                factories[1](),
                mix(config.seed, u64::from(block), 20 + copy),
            ),
        ];
        for i in 0..count {
            let deal = first + i;
            let mut rng = StdRng::seed_from_u64(mix(config.seed, u64::from(deal), 1));
            let mut setup = HandSetup::new(
                config.table.variant,
                [config.table.stack; 2],
                config.table.small_blind,
                config.table.big_blind,
            );
            setup.peek = [rng.random_range(0..2), rng.random_range(0..2)];
            let deck = Deck::shuffled(&mut rng);
            // Bot 0 has the button on even deals; the second copy swaps the seats.
            let bot0_seat = if deal.is_multiple_of(2) == (copy == 0) {
                Seat(0)
            } else {
                Seat(1)
            };
            let Ok(mut hand) = Hand::new(setup, deck) else {
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
                let _ = store.save(&hand, &meta);
            }
        }
        for (k, bot) in bots.iter().enumerate() {
            tally.think[k] += bot.think;
            tally.longest[k] = tally.longest[k].max(bot.longest);
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
    let mut pot = 0u32;
    let mut pips = [0u32; 2];
    for e in hand.events() {
        match *e {
            Event::PostBlind { seat, amount } => pips[seat.index()] += amount,
            Event::ReturnUncalled { seat, amount } => pips[seat.index()] -= amount,
            Event::Act { seat, action } => match action {
                crate::engine::Action::Call => {
                    pips[seat.index()] = pips[seat.other().index()].max(pips[seat.index()])
                }
                crate::engine::Action::RaiseTo(t) => pips[seat.index()] = t,
                _ => {}
            },
            Event::DealBoard { .. } => {
                pot += pips[0] + pips[1];
                break;
            }
            _ => {}
        }
    }
    pot
}

fn summarize(
    config: &ArenaConfig,
    names: [String; 2],
    tallies: &[BlockTally],
    seconds: f64,
) -> ArenaReport {
    let units: Vec<i64> = tallies
        .iter()
        .flat_map(|t| t.units.iter().copied())
        .collect();
    let hands: u64 = tallies.iter().map(|t| t.hands).sum();
    let n = units.len().max(1) as f64;
    let mean = units.iter().sum::<i64>() as f64 / n;
    let var = units
        .iter()
        .map(|&u| (u as f64 - mean).powi(2))
        .sum::<f64>()
        / (n - 1.0).max(1.0);
    let hands_per_unit = hands as f64 / n;
    let bb = f64::from(config.table.big_blind);
    let mbb = 1000.0 * mean / hands_per_unit / bb;
    let ci = 1000.0 * 1.96 * (var / n).sqrt() / hands_per_unit / bb;
    let showdowns: u64 = tallies.iter().map(|t| t.showdowns).sum();
    let auctions: u64 = tallies.iter().map(|t| t.auctions).sum();
    let chips0: i64 = units.iter().sum();
    let bots = [0usize, 1].map(|k| {
        let sign = if k == 0 { 1.0 } else { -1.0 };
        let think: Duration = tallies.iter().map(|t| t.think[k]).sum();
        let longest = tallies
            .iter()
            .map(|t| t.longest[k])
            .max()
            .unwrap_or_default();
        BotReport {
            name: names[k].clone(),
            hands,
            chips: if k == 0 { chips0 } else { -chips0 },
            mbb_per_hand: sign * mbb,
            ci95: ci,
            showdown_share: showdowns as f64 / hands.max(1) as f64,
            showdown_wins: tallies.iter().map(|t| t.showdown_score[k]).sum::<f64>()
                / showdowns.max(1) as f64,
            auctions,
            auction_wins: tallies.iter().map(|t| t.auction_wins[k]).sum(),
            avg_bid_to_pot: tallies.iter().map(|t| t.bid_to_pot[k]).sum::<f64>()
                / auctions.max(1) as f64,
            seconds_per_1000_hands: think.as_secs_f64() * 1000.0 / hands.max(1) as f64,
            longest_decision_ms: longest.as_secs_f64() * 1000.0,
            illegal_actions: tallies.iter().map(|t| t.illegal[k]).sum(),
            notes: tallies
                .iter()
                .flat_map(|t| t.notes[k].iter().cloned())
                .take(100)
                .collect(),
        }
    });
    ArenaReport {
        variant: config.table.variant,
        deals: config.deals,
        duplicate: config.duplicate,
        seed: config.seed,
        bots,
        seconds,
    }
}

/// Makes a fresh Auction Flop Poker bot.
pub type DrawBotFactory = dyn Fn() -> Box<dyn crate::bots::draw::DrawBot> + Sync;

/// One bot's result at the Auction Flop Poker table.
#[derive(Debug, Clone, PartialEq)]
pub struct DrawBotReport {
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
/// every bot plays every position and every deal from each of them over `n` hands.
pub fn run_draw(
    factories: &[&DrawBotFactory],
    hands: u32,
    stack: Chips,
    ante: Chips,
    seed: u64,
) -> Vec<DrawBotReport> {
    use crate::engine::draw::{DrawHand, DrawSetup};
    let n = factories.len();
    let mut bots: Vec<Box<dyn crate::bots::draw::DrawBot>> =
        factories.iter().map(|f| f()).collect();
    let mut rngs: Vec<StdRng> = (0..n)
        .map(|i| StdRng::seed_from_u64(mix(seed, i as u64, 77)))
        .collect();
    let mut results: Vec<Vec<i64>> = vec![Vec::with_capacity(hands as usize); n];
    let mut think = vec![Duration::ZERO; n];
    for h in 0..hands {
        // Each deck is dealt n times in a row, the bots moving one seat each time.
        let deck_no = u64::from(h) / n as u64;
        let mut deck_rng = StdRng::seed_from_u64(mix(seed, deck_no, 5));
        let deck = Deck::shuffled(&mut deck_rng);
        let setup = DrawSetup {
            stacks: vec![stack; n],
            ante,
            dealer: 0,
            reshuffle_seed: mix(seed, deck_no, 6),
        };
        let Ok(mut hand) = DrawHand::new(setup, deck) else {
            continue;
        };
        let seat_of = |bot: usize| (bot + h as usize) % n;
        let bot_at = |seat: usize| (seat + n * 2 - h as usize % n) % n;
        while let Some(legal) = hand.legal() {
            let b = bot_at(legal.seat);
            let view = hand.view(legal.seat);
            let start = cpu_time::ThreadTime::try_now().ok();
            let action = bots[b].act(&view, &mut rngs[b]);
            think[b] += start.and_then(|t| t.try_elapsed().ok()).unwrap_or_default();
            if hand.apply(legal.seat, action).is_err() {
                // An illegal move is replaced by the safe one: pass, take, keep one card, or
                // discard nothing.
                let safe = match legal.phase {
                    crate::engine::draw::DrawPhase::Discard => {
                        crate::engine::draw::DrawAction::Discard(crate::cards::CardSet::EMPTY)
                    }
                    crate::engine::draw::DrawPhase::Auction => {
                        crate::engine::draw::DrawAction::Pass
                    }
                    crate::engine::draw::DrawPhase::Reverse => {
                        crate::engine::draw::DrawAction::Take
                    }
                    _ => crate::engine::draw::DrawAction::Keep(
                        hand.flop()
                            .map(|f| crate::cards::CardSet::single(f[0]))
                            .unwrap_or_default(),
                    ),
                };
                let _ = hand.apply(legal.seat, safe);
            }
        }
        let net = hand.net().unwrap_or_else(|| vec![0; n]);
        for (b, r) in results.iter_mut().enumerate() {
            r.push(net[seat_of(b)]);
        }
    }
    (0..n)
        .map(|b| {
            let r = &results[b];
            let m = r.len().max(1) as f64;
            let mean = r.iter().sum::<i64>() as f64 / m;
            let var =
                r.iter().map(|&x| (x as f64 - mean).powi(2)).sum::<f64>() / (m - 1.0).max(1.0);
            DrawBotReport {
                name: bots[b].name().to_string(),
                hands: r.len() as u64,
                chips_per_hand: mean,
                ci95: 1.96 * (var / m).sqrt(),
                seconds_per_1000_hands: think[b].as_secs_f64() * 1000.0 / m,
            }
        })
        .collect()
}
