//! Opening a table for the chosen game: the session, the bot on its worker thread, the
//! hand history and the statistics.

use felt::engine::VariantId;
use felt::history::HistoryStore;
use felt::session::{BotPlayer, Deals, HeadsUpSession, MatchConfig, MatchFormat, Saving};
use felt::stats::{PlayerStats, SaveTargets};

use crate::tui::event::BotWorker;
use felt::coach::Teaching;

use super::*;

impl App {
    pub fn start_table(&mut self, choice: Choice) {
        self.chosen = Some(choice.clone());
        if choice.variant == VariantId::AuctionFlop {
            let (seats, stack, ante) = self.settings.auction_flop;
            let bot = if felt::registry::auction_flop(&choice.bot).is_ok() {
                choice.bot.as_str()
            } else {
                self.notices.push(format!(
                    "{} does not play Auction Flop Poker; you play against medium",
                    choice.bot
                ));
                "medium"
            };
            let setting = AuctionFlopSetting {
                bot: bot.to_string(),
                seats,
                stack,
                ante,
                hands: (choice.hands > 0).then_some(choice.hands),
                seed: choice.seed,
                learn: choice.learn,
                pause: self.settings.pause,
                data_dir: self.settings.data_dir.clone(),
            };
            match AuctionFlopTable::new(&setting) {
                Some(mut d) => {
                    d.watch_felt(self.settings.motion);
                    d.log.append(&mut self.notices);
                    self.screen = Screen::AuctionFlop(Box::new(d));
                }
                None => self
                    .notices
                    .push(format!("{} does not play Auction Flop Poker", choice.bot)),
            }
            return;
        }
        let mut config = self.settings.stakes(choice.variant);
        if choice.tournament
            && choice.variant == VariantId::Holdem
            && !matches!(config.format, MatchFormat::Tournament { .. })
        {
            // The config's [holdem] may set a tournament's stack and blinds; else its own.
            config = MatchConfig::tournament();
        }
        config.hands = (choice.hands > 0).then_some(choice.hands);
        let session = match HeadsUpSession::new(config, 2, Deals::seeded(choice.seed)) {
            Ok(s) => s,
            Err(e) => {
                self.notices.push(format!("cannot start: {e}"));
                return;
            }
        };
        let bot = match self.seat_bot(&choice.bot, choice.variant) {
            Ok(b) => b,
            Err(e) => {
                self.notices.push(e);
                return;
            }
        };
        let bot_name = bot.name().to_string();
        let mut player = BotPlayer::new(bot, choice.seed ^ 0x5eed);
        let bot_auto_forced = player.auto_forced();
        // A hosted bot's game clock, shown from the start (its full allowance).
        let bot_clock = player.clock();
        let worker = BotWorker::spawn(player, self.settings.pause, self.tx.clone());
        let (targets, stats) = match &self.settings.data_dir {
            Some(dir) => {
                let stamp = std::time::SystemTime::now()
                    .duration_since(std::time::UNIX_EPOCH)
                    .map_or(0, |d| d.as_secs());
                // Temporary files of a felt that was killed mid-write are cleaned up.
                felt::history::remove_stale_temporaries(dir);
                felt::history::remove_stale_temporaries(
                    &dir.join("hands").join(choice.variant.id()),
                );
                // The process id keeps two tables started in the same second apart.
                let store = HistoryStore::new(
                    dir.join("hands").join(choice.variant.id()),
                    format!("{stamp}-{}", std::process::id()),
                );
                let path = dir.join(felt::stats::STATS_FILE);
                let stats = match PlayerStats::load(&path) {
                    Ok(loaded) => {
                        if let Some(w) = loaded.warning {
                            self.notices.push(w);
                        }
                        Some(loaded.stats)
                    }
                    Err(e) => {
                        self.notices.push(format!("stats are off this time: {e}"));
                        None
                    }
                };
                (
                    Some(SaveTargets {
                        store: Some(store),
                        stats: Some(path),
                    }),
                    stats,
                )
            }
            None => (None, None),
        };
        let session = match targets {
            Some(targets) => session.saving(Saving {
                targets,
                names: vec!["you".to_string(), bot_name.clone()],
                counted: Some(HUMAN),
                lanes: 1,
                lane: 0,
            }),
            None => session,
        };
        let mut table = Table {
            teaching: {
                let mut t = Teaching::new(choice.learn, choice.seed);
                t.range_key = Some(self.settings.keys.label(KeyAction::Range));
                t
            },
            note_page: 0,
            show_range: false,
            bot_clock,
            choice,
            session,
            view: None,
            told: Vec::new(),
            ascii: self.settings.theme.ascii,
            bot_name,
            bot_auto_forced,
            worker: Some(worker),
            waiting: None,
            next_token: 1,
            thinking_since: None,
            log: Vec::new(),
            log_back: 0,
            log_rows: std::cell::Cell::new((1, 0)),
            logged: 0,
            amount: None,
            message: None,
            finished: false,
            stats,
            pending: Vec::new(),
            saving: false,
            saves_to: Some(self.tx.clone()),
            motion: None,
            on_felt: Default::default(),
        };
        for n in self.notices.drain(..) {
            table.log.push(LogLine {
                text: n,
                kind: LogKind::Bad,
            });
        }
        table.deal();
        table.watch_felt(self.settings.motion);
        self.screen = Screen::Table(Box::new(table));
    }
}
