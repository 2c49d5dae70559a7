//! One block of deals played between two bots, once or twice (duplicate, seats swapped): each
//! copy is a [`Session`] of its own, dealing the block's decks from the arena's seeds and
//! saving the hands when asked.

use rand::SeedableRng;
use rand::rngs::StdRng;

use crate::engine::Hand;
use crate::history::HistoryStore;
use crate::session::{BotPlayer, Deals, Playable, Player, Rotation, Saving, Session, SessionError};
use crate::stats::SaveTargets;

use super::tally::record_hand;
use super::*;

/// The session that plays copy `copy` of `block`: deal `d` of the match is dealt from its own
/// seed (so it does not depend on the thread), bot 0 has the button on even deals of the first
/// copy and on odd deals of the second.
fn block_session(
    config: &ArenaConfig,
    block: u32,
    copy: u32,
    names: [String; 2],
) -> Result<Session<Hand>, SessionError<Hand>> {
    let seed = config.seed;
    let deals = Deals::Each(Box::new(move |deal| {
        Hand::draw(&mut StdRng::seed_from_u64(mix(seed, u64::from(deal), 1)))
    }));
    let rules = MatchConfig {
        hands: Some(tally_deals(config, block) as u32),
        format: crate::session::MatchFormat::ResetStacks,
        ..config.stakes
    };
    let mut session = Session::new(rules, 2, deals)?
        .rotating(Rotation::Seats {
            shift: copy as usize,
        })
        .starting_at_deal(block * BLOCK);
    if let Some(dir) = &config.history {
        session = session.saving(Saving {
            targets: SaveTargets {
                store: Some(HistoryStore::new(dir, config.stakes.variant.id())),
                stats: None,
            },
            names: names.to_vec(),
            counted: None,
            lanes: if config.duplicate { 2 } else { 1 },
            lane: copy,
        });
    }
    Ok(session)
}

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
    let count = tally_deals(config, block);
    let mut per_deal = vec![0i64; count];
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
        let names = [bots[0].name().to_string(), bots[1].name().to_string()];
        if tally.names.is_none() {
            tally.names = Some(names.clone());
        }
        if let Ok(mut session) = block_session(config, block, copy as u32, names) {
            // With the seats swapped too, a note says which copy of the bot it came from (each
            // copy of a hosted bot is a process with a log of its own).
            let copy_name = config
                .duplicate
                .then(|| u32::try_from(copy).unwrap_or(0) + 1);
            for unit in per_deal.iter_mut() {
                play_deal(&mut session, &mut bots, &mut tally, unit, config, copy_name);
            }
        }
        for (k, bot) in bots.iter_mut().enumerate() {
            // Taken, not read: a kept bot's time counts once.
            tally.think[k] += std::mem::take(&mut bot.think);
            tally.wall_clock[k] |= bot.wall_clock;
            tally.longest[k] = tally.longest[k].max(std::mem::take(&mut bot.longest));
        }
        if let Some(slot) = slot {
            // Only a hosted bot is kept (it restarts its own process every official match);
            // a built-in bot starts the next block fresh, as a competition starts each match.
            *slot = bots.map(|mut b| b.clock().is_some().then_some(b));
        }
    }
    if config.duplicate {
        tally.units = per_deal;
    }
    tally
}

/// Plays the session's next deal between `bots` and adds it to the tally (bot 0's chips to
/// `unit`).
fn play_deal(
    session: &mut Session<Hand>,
    bots: &mut [BotPlayer; 2],
    tally: &mut BlockTally,
    unit: &mut i64,
    config: &ArenaConfig,
    copy: Option<u32>,
) {
    let labelled = |note: String| match copy {
        Some(c) => format!("[copy {c} of 2] {note}"),
        None => note,
    };
    let [a, b] = bots;
    let players: &mut [&mut dyn Player<Hand>] = &mut [a, b];
    let Ok(record) = session.play_hand(players) else {
        return;
    };
    for r in &record.replaced {
        tally.illegal[r.player] += 1;
        if tally.notes[r.player].len() < 100 {
            tally.notes[r.player].push(labelled(r.note(bots[r.player].name())));
        }
    }
    for (k, bot) in bots.iter_mut().enumerate() {
        // A hosted bot's bad answers were replaced by its host, not by the session.
        tally.illegal[k] += bot.take_replaced();
        for note in bot.take_notes() {
            if tally.notes[k].len() < 100 {
                tally.notes[k].push(labelled(note));
            }
        }
    }
    let bot0_seat = record.seat_of(0).unwrap_or(crate::engine::Seat(0));
    record_hand(tally, record.hand(), bot0_seat);
    let net0 = record.net.first().copied().unwrap_or(0);
    *unit += net0;
    if !config.duplicate {
        tally.units.push(net0);
    }
    if let Some(dir) = &config.history {
        // The first file that cannot be written is reported, and no more are tried.
        if tally.history_error.is_none()
            && let Some(e) = session.save_now(std::time::Duration::ZERO).history_error
        {
            tally.history_error = Some(format!("cannot write to {}: {e}", dir.display()));
        }
        session.take_unsaved();
    }
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;
    use std::sync::atomic::AtomicU64;

    use rand::RngCore;

    use super::*;
    use crate::bots::{Bot, Caller, Hosted};
    use crate::engine::{Action, SeatView};

    /// A hosted bot whose every answer its host had to replace (with check-or-fold), as a
    /// competition bot that answers garbage would be; `asked` counts the questions.
    struct Garbage {
        asked: Arc<AtomicU64>,
        unreported: u64,
    }

    impl Bot for Garbage {
        fn name(&self) -> &str {
            "garbage"
        }

        fn act(&mut self, view: &SeatView, _rng: &mut dyn RngCore) -> Action {
            self.asked.fetch_add(1, Ordering::Relaxed);
            self.unreported += 1;
            view.legal.map_or(Action::Check, |l| l.check_or_fold())
        }

        fn hosted(&mut self) -> Option<&mut dyn Hosted> {
            Some(self)
        }
    }

    impl Hosted for Garbage {
        fn auto_forced(&self) -> bool {
            true
        }

        fn take_notes(&mut self) -> Vec<String> {
            Vec::new()
        }

        fn take_replaced(&mut self) -> u64 {
            std::mem::take(&mut self.unreported)
        }
    }

    #[test]
    fn a_single_deal_or_duplicate_pair_gives_no_interval() {
        let random = || -> Box<dyn Bot> { Box::new(crate::bots::RandomBot) };
        let caller = || -> Box<dyn Bot> { Box::new(Caller) };
        for (deals, duplicate, estimated) in [(1, false, false), (1, true, false), (2, true, true)]
        {
            let config = ArenaConfig {
                stakes: MatchConfig::defaults(crate::engine::VariantId::Auction),
                deals,
                duplicate,
                seed: 4,
                threads: 1,
                history: None,
            };
            let report = run(&config, [&random, &caller], &|_, _, _| {});
            for bot in &report.bots {
                assert_eq!(
                    bot.ci95.is_some(),
                    estimated,
                    "{deals} {duplicate}: {bot:?}"
                );
            }
        }
    }

    #[test]
    fn answers_a_hosts_replaced_count_as_illegal_actions() {
        let asked = Arc::new(AtomicU64::new(0));
        let counter = Arc::clone(&asked);
        let garbage = move || -> Box<dyn Bot> {
            Box::new(Garbage {
                asked: Arc::clone(&counter),
                unreported: 0,
            })
        };
        let caller = || -> Box<dyn Bot> { Box::new(Caller) };
        let config = ArenaConfig {
            stakes: MatchConfig::defaults(crate::engine::VariantId::SneakPeek),
            deals: 6,
            duplicate: true,
            seed: 2,
            threads: 1,
            history: None,
        };
        let report = run(&config, [&garbage, &caller], &|_, _, _| {});
        let asked = asked.load(Ordering::Relaxed);
        assert!(asked > 0);
        assert_eq!(report.bots[0].illegal_actions, asked);
        assert_eq!(report.bots[1].illegal_actions, 0);
    }
}
