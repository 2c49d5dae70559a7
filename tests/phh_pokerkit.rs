//! Plain hold'em histories are standard PHH: PokerKit (the Python reference implementation of
//! the PHH standard) loads every file felt writes and replays it to the same finishing
//! stacks. Needs `python3` with `pokerkit`; CI installs it and sets FELT_REQUIRE_POKERKIT=1 so
//! the check cannot be skipped there.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::process::Command;

use felt::bots::random_legal_action;
use felt::cards::Deck;
use felt::engine::{Hand, HandSetup, VariantId};
use felt::history::{self, HandMeta};
use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};

mod common;
use common::{skipped, temp_dir};

fn pokerkit_available() -> bool {
    Command::new("python3")
        .args(["-c", "import pokerkit"])
        .output()
        .is_ok_and(|o| o.status.success())
}

#[test]
fn pokerkit_replays_felt_holdem_files_to_the_same_finishing_stacks() {
    if !pokerkit_available() {
        assert!(
            std::env::var_os("FELT_REQUIRE_POKERKIT").is_none(),
            "FELT_REQUIRE_POKERKIT is set but python3 cannot import pokerkit"
        );
        skipped("python3 with pokerkit is not installed (pip install pokerkit)");
        return;
    }
    let dir = temp_dir("phh");
    let mut rng = SmallRng::seed_from_u64(2024);
    let mut files = Vec::new();
    for i in 0..400 {
        // Mostly the pokerbots stacks; some short and uneven stacks for all-ins and blinds.
        let stacks = if i % 4 == 0 {
            [rng.random_range(1..=60), rng.random_range(1..=600)]
        } else {
            [400, 400]
        };
        let (sb, bb) = if i % 5 == 0 { (10, 20) } else { (1, 2) };
        let setup = HandSetup::new(VariantId::Holdem, stacks, sb, bb);
        let mut hand = Hand::new(setup, Deck::shuffled(&mut rng)).unwrap();
        while let Some(legal) = hand.legal_actions() {
            let action = random_legal_action(&legal, &mut rng);
            hand.apply(legal.seat, action).unwrap();
        }
        let path = dir.join(format!("hand-{i:04}.phh"));
        std::fs::write(
            &path,
            history::write(
                &hand,
                &HandMeta {
                    number: Some(i + 1),
                    names: None,
                    ..Default::default()
                },
            ),
        )
        .unwrap();
        files.push(path);
    }
    let out = Command::new("python3")
        .arg(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/tests/pokerkit/check_phh.py"
        ))
        .args(&files)
        .output()
        .unwrap();
    let report = format!(
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(
        out.status.success(),
        "PokerKit rejected felt's files:\n{report}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}
