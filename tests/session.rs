//! Matches across hands: button alternation, stack resets, bankrolls, the tournament's blind
//! schedule and short stacks, and the headless smoke run that writes PHH files for every
//! variant and replays them.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use felt::bots::{Bot, Caller, RandomBot};
use felt::engine::{Action, SeatView, VariantId};
use felt::history::{self, HandMeta, HistoryStore};
use felt::session::{Deals, MatchConfig, Player, Session, tournament_big_blind};
use rand::SeedableRng;
use rand::rngs::StdRng;

mod common;
use common::{VARIANTS, temp_dir};

/// A bot in a seat, with its own seeded RNG.
struct Seated<B: Bot> {
    bot: B,
    rng: StdRng,
}

impl<B: Bot> Player for Seated<B> {
    fn act(&mut self, view: &SeatView) -> Action {
        self.bot.act(view, &mut self.rng)
    }
}

fn seated<B: Bot>(bot: B, seed: u64) -> Seated<B> {
    Seated {
        bot,
        rng: StdRng::seed_from_u64(seed),
    }
}

#[test]
fn the_button_alternates_and_stacks_reset_every_hand() {
    let mut s = Session::new(
        MatchConfig {
            hands: Some(6),
            ..MatchConfig::defaults(VariantId::Auction)
        },
        2,
        Deals::seeded(1),
    )
    .unwrap();
    let (mut a, mut b) = (seated(RandomBot, 1), seated(RandomBot, 2));
    let mut total = [0i64; 2];
    let mut buttons = Vec::new();
    while !s.is_over() {
        let record = s.play_hand(&mut [&mut a, &mut b]).unwrap();
        assert_eq!(record.hand().setup().stacks, [400, 400]);
        buttons.push(record.button_player());
        total[0] += record.net[0];
        total[1] += record.net[1];
        assert_eq!(record.net[0] + record.net[1], 0);
    }
    assert_eq!(buttons, vec![0, 1, 0, 1, 0, 1]);
    assert_eq!(s.bankroll(), total);
    assert_eq!(s.hand_number(), 6);
    assert!(s.start_hand().is_err());
}

#[test]
fn tournament_blinds_step_up_at_hand_eleven() {
    let c = MatchConfig::tournament();
    assert_eq!(c.blinds_for_hand(1), (10, 20));
    assert_eq!(c.blinds_for_hand(10), (10, 20));
    assert_eq!(c.blinds_for_hand(11), (15, 30));
    assert_eq!(c.blinds_for_hand(21), (20, 40));
    let bbs: Vec<u32> = (0..17).map(|l| tournament_big_blind(20, l)).collect();
    assert_eq!(
        bbs,
        vec![
            20, 30, 40, 50, 60, 80, 100, 120, 160, 200, 240, 300, 400, 500, 600, 800, 1000
        ]
    );
    assert_eq!(tournament_big_blind(20, 500), 1_000_000);
}

#[test]
fn tournament_stacks_carry_over_until_one_player_has_everything() {
    let mut s = Session::new(MatchConfig::tournament(), 2, Deals::seeded(7)).unwrap();
    let (mut a, mut b) = (seated(RandomBot, 3), seated(Caller, 4));
    let mut hands = 0;
    while !s.is_over() {
        let before = s.chips().to_vec();
        let record = s.play_hand(&mut [&mut a, &mut b]).unwrap();
        hands += 1;
        assert!(hands < 5000, "the tournament must end");
        let setup = *record.hand().setup();
        let bp = record.button_player();
        assert_eq!(
            setup.stacks,
            [before[bp], before[1 - bp]],
            "stacks carry over"
        );
        assert_eq!(s.chips()[0] + s.chips()[1], 1000);
        if hands == 11 {
            assert_eq!(setup.big_blind, 30);
        }
    }
    assert!(s.chips().contains(&0) && s.chips().contains(&1000));
}

#[test]
fn a_smoke_match_of_every_variant_writes_phh_files_that_replay_exactly() {
    let dir = temp_dir("smoke");
    for variant in VARIANTS {
        let store = HistoryStore::new(&dir, variant.id());
        let mut s = Session::new(
            MatchConfig {
                hands: Some(40),
                ..MatchConfig::defaults(variant)
            },
            2,
            Deals::seeded(5),
        )
        .unwrap();
        let (mut a, mut b) = (seated(RandomBot, 5), seated(RandomBot, 6));
        while !s.is_over() {
            let record = s.play_hand(&mut [&mut a, &mut b]).unwrap();
            let names = if record.button_player() == 0 {
                ["alice", "bob"]
            } else {
                ["bob", "alice"]
            };
            let meta = HandMeta {
                number: Some(record.number),
                names: Some(names.map(String::from)),
                ..Default::default()
            };
            let path = store.save(record.hand(), &meta).unwrap();
            let text = std::fs::read_to_string(&path).unwrap();
            assert!(text.contains(&format!("_felt_variant = \"{}\"", variant.id())));
            let replayed = history::replay(&text).unwrap();
            assert_eq!(replayed.events(), record.hand().events());
        }
        let files = std::fs::read_dir(&dir).unwrap().filter(|e| {
            e.as_ref()
                .unwrap()
                .file_name()
                .to_string_lossy()
                .starts_with(variant.id())
        });
        assert_eq!(files.count(), 40);
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn forced_checks_are_answered_for_built_in_seats() {
    struct Refuser;
    impl Player for Refuser {
        fn act(&mut self, view: &SeatView) -> Action {
            assert!(!view.legal.unwrap().is_forced(), "asked for a forced move");
            Action::RaiseTo(u32::MAX)
        }
    }
    let mut s = Session::new(
        MatchConfig {
            hands: Some(30),
            ..MatchConfig::defaults(VariantId::Auction)
        },
        2,
        Deals::seeded(3),
    )
    .unwrap();
    let mut allin = seated(felt::bots::AllIn, 1);
    let mut refuser = Refuser;
    while !s.is_over() {
        let record = s.play_hand(&mut [&mut allin, &mut refuser]).unwrap();
        // The refuser's impossible raises are replaced by check-or-fold and reported.
        assert!(record.replaced.iter().all(|r| r.player == 1));
    }
}
