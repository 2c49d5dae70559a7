//! Heads-up hold'em tournaments between two bots: the tournament format of the table (500
//! chips, blinds 10/20 rising every 10 hands, so 25 big blinds deep at the start) played to
//! the end, many times, each from its own seeded deals, the first button alternating between
//! the bots. The report is each bot's share of tournaments won with a 95% interval: short
//! stacks and rising blinds test push-or-fold play that a cash match 200 big blinds deep never
//! reaches.

use std::time::Instant;

use crate::engine::Hand;
use crate::session::{BotPlayer, Deals, MatchConfig, Player, Rotation, Session, SessionError};

use super::{BotFactory, mix};

/// Hands after which a tournament is stopped and won by the bigger stack (blinds rise every
/// 10 hands, so real tournaments end long before).
const HAND_CAP: u32 = 2_000;

/// The result of many tournaments.
#[derive(Debug, Clone, PartialEq)]
pub struct TournamentReport {
    pub names: [String; 2],
    /// Tournaments played.
    pub played: u32,
    /// Tournaments won by each bot.
    pub wins: [u32; 2],
    /// Hands played in all.
    pub hands: u64,
    pub seconds: f64,
}

impl TournamentReport {
    /// Bot `k`'s share of the tournaments won (0 to 1).
    pub fn share(&self, k: usize) -> f64 {
        f64::from(self.wins[k]) / f64::from(self.played.max(1))
    }

    /// The 95% interval of a share (normal approximation), either side; `None` from a
    /// single tournament, whose spread cannot be estimated.
    pub fn ci95(&self) -> Option<f64> {
        let p = self.share(0);
        (self.played >= 2).then(|| 1.96 * (p * (1.0 - p) / f64::from(self.played)).sqrt())
    }
}

/// One thread's tournaments: each winner and the hands it took.
type Batch = Result<Vec<(usize, u32)>, SessionError<Hand>>;

/// Plays tournament `index` of a series seeded by `seed`; the winner's number (0 or 1) and
/// the hands played.
fn play_one(
    factories: [&BotFactory; 2],
    seed: u64,
    index: u32,
) -> Result<(usize, u32), SessionError<Hand>> {
    let i = u64::from(index);
    let mut session =
        Session::<Hand>::new(MatchConfig::tournament(), 2, Deals::seeded(mix(seed, i, 3)))?
            .rotating(Rotation::Seats {
                shift: (index % 2) as usize,
            });
    let mut first = BotPlayer::new(factories[0](), mix(seed, i, 10));
    let mut second = BotPlayer::new(factories[1](), mix(seed, i, 20));
    while session.end().is_none() && session.hand_number() < HAND_CAP {
        let mut players: [&mut dyn Player<Hand>; 2] = [&mut first, &mut second];
        session.play_hand(&mut players)?;
    }
    let chips = session.chips();
    let winner = usize::from(chips.get(1) > chips.first());
    Ok((winner, session.hand_number()))
}

/// Plays `count` tournaments between `factories[0]` and `factories[1]` over `threads`
/// threads (the result does not depend on the thread count).
///
/// # Errors
/// [`SessionError`] when a hand cannot be set up (not for the built-in format).
pub fn run_tournaments(
    factories: [&BotFactory; 2],
    count: u32,
    seed: u64,
    threads: usize,
) -> Result<TournamentReport, SessionError<Hand>> {
    let start = Instant::now();
    let names = [
        factories[0]().name().to_string(),
        factories[1]().name().to_string(),
    ];
    let threads = threads.clamp(1, 1024).min(count.max(1) as usize);
    let results: Vec<Batch> = std::thread::scope(|s| {
        let workers: Vec<_> = (0..threads)
            .map(|t| {
                s.spawn(move || {
                    (0..count)
                        .filter(|i| *i as usize % threads == t)
                        .map(|i| play_one(factories, seed, i))
                        .collect::<Result<Vec<_>, _>>()
                })
            })
            .collect();
        workers
            .into_iter()
            .map(|w| w.join().unwrap_or_else(|_| Ok(Vec::new())))
            .collect()
    });
    let mut report = TournamentReport {
        names,
        played: 0,
        wins: [0, 0],
        hands: 0,
        seconds: 0.0,
    };
    for batch in results {
        for (winner, hands) in batch? {
            report.played += 1;
            report.wins[winner] += 1;
            report.hands += u64::from(hands);
        }
    }
    report.seconds = start.elapsed().as_secs_f64();
    Ok(report)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bots::Bot;
    use crate::bots::registry::by_name;

    fn factory(name: &'static str) -> impl Fn() -> Box<dyn Bot> + Sync {
        move || by_name(name).unwrap_or_else(|| Box::new(crate::bots::Caller))
    }

    #[test]
    fn every_tournament_has_one_winner_and_threads_do_not_change_the_result() {
        let (a, b) = (factory("tag"), factory("random"));
        let one = run_tournaments([&a, &b], 12, 5, 1).expect("tournaments");
        let two = run_tournaments([&a, &b], 12, 5, 3).expect("tournaments");
        assert_eq!(one.played, 12);
        assert_eq!(one.wins[0] + one.wins[1], 12);
        assert_eq!((one.wins, one.hands), (two.wins, two.hands));
        assert!(one.hands >= 12);
        assert_eq!(one.names, ["tag".to_string(), "random".to_string()]);
    }

    #[test]
    fn a_sound_bot_wins_most_tournaments_against_random_play() {
        let (a, b) = (factory("medium"), factory("random"));
        let r = run_tournaments([&a, &b], 60, 2, 2).expect("tournaments");
        assert!(r.share(0) > 0.6, "{r:?}");
        assert!((r.share(0) + r.share(1) - 1.0).abs() < 1e-12);
        assert!(r.ci95().is_some_and(|ci| ci > 0.0 && ci < 0.2), "{r:?}");
    }
}
