//! One block of deals played between two bots, once or twice (duplicate, seats swapped),
//! through the session's driver, with the hands saved when asked.

use rand::SeedableRng;
use rand::rngs::StdRng;

use crate::engine::{HandSetup, Seat};
use crate::history::{HandMeta, HistoryStore};
use crate::session::{BotPlayer, Player, play_out};

use super::tally::record_hand;
use super::*;

/// Plays one block of deals. `kept` holds bots to use (and keep) instead of fresh ones: for
/// hosted bots the whole match, for built-in bots the ones made for block 0, copy 0.
pub(super) fn play_block(
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
