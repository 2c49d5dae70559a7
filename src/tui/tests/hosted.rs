//! A hosted competition bot at the table is treated as in the arena.

use ratatui::crossterm::event::KeyCode;

use felt::engine::VariantId;
use felt::session::MatchConfig;

use super::*;

/// A fake competition bot (tests/fixtures/fakebot.py) in `mode`, in a fresh folder; returns
/// the folder and the file where it logs every line it is sent.
fn fake_hosted_bot(tag: &str, mode: &str) -> Option<(std::path::PathBuf, std::path::PathBuf)> {
    let python = std::process::Command::new("python3")
        .arg("--version")
        .output()
        .is_ok_and(|o| o.status.success());
    if !python {
        eprintln!("skipped: python3 is not installed");
        return None;
    }
    // The folder's name is the bot's name, the same wherever it is put.
    let dir = std::env::temp_dir()
        .join(format!("felt-table-fake-{}-{tag}", std::process::id()))
        .join("fakebot");
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("temp dir");
    let script = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/fakebot.py");
    let log = dir.join("received.txt");
    let commands = serde_json::json!({
        "build": [],
        "run": ["python3", script.to_string_lossy(), mode, log.to_string_lossy(), ""],
    });
    std::fs::write(dir.join("commands.json"), commands.to_string()).expect("commands.json");
    Some((dir, log))
}

/// The questions a hosted bot was sent during its first hand (a new hand's first question
/// carries its hole cards, `H...`).
fn first_hand_questions(log: &std::path::Path) -> Vec<String> {
    let text = std::fs::read_to_string(log).unwrap_or_default();
    let mut hands = 0;
    let mut out = Vec::new();
    for line in text.lines() {
        if line.split_whitespace().any(|c| c.starts_with('H')) {
            hands += 1;
        }
        if hands == 1 && !line.starts_with('Q') {
            out.push(
                line.split_whitespace()
                    .skip(1)
                    .collect::<Vec<_>>()
                    .join(" "),
            );
        }
    }
    out
}

#[test]
fn a_hosted_bot_is_asked_and_replaced_at_the_table_as_in_the_arena() {
    use felt::arena::{ArenaConfig, run};
    use felt::bots::{AllIn, Bot};
    use felt::remote::{RemoteBot, RemoteConfig};

    for (mode, tag) in [("script", "calls"), ("illegal", "illegal")] {
        let Some((table_dir, table_log)) = fake_hosted_bot(&format!("table-{tag}"), mode) else {
            return;
        };
        let Some((arena_dir, arena_log)) = fake_hosted_bot(&format!("arena-{tag}"), mode) else {
            return;
        };
        // At the table: hand 1 has the person in the small blind, moving all in at once.
        let bot = format!("external:{}", table_dir.display());
        let mut h = Harness::with_hands(VariantId::Auction, &bot, 5, false, 1);
        h.key(KeyCode::Char('a'));
        h.key(KeyCode::Enter);
        h.play_out();
        let table_notes: Vec<String> = h
            .app
            .table()
            .map(|t| t.log.iter().map(|l| l.text.clone()).collect())
            .unwrap_or_default();
        drop(h);

        // In the arena: the all-in bot in the small blind, the same fake bot in the big blind.
        let dir = arena_dir.clone();
        let hosted = move || -> Box<dyn Bot> {
            match RemoteBot::launch(&dir, RemoteConfig::default()) {
                Ok(b) => Box::new(b),
                Err(e) => Box::new(felt::remote::FailedBot::new("fake", e.to_string())),
            }
        };
        let allin = || -> Box<dyn Bot> { Box::new(AllIn) };
        let arena = ArenaConfig {
            stakes: MatchConfig::defaults(VariantId::Auction),
            deals: 1,
            duplicate: false,
            seed: 5,
            threads: 1,
            history: None,
        };
        let report = run(&arena, [&allin, &hosted], &|_, _, _| {});

        // Forced moves: the hosted bot is asked the same questions, forced ones included
        // (the cards differ; the clauses asked for do not).
        let shape = |qs: Vec<String>| -> Vec<String> {
            qs.iter()
                .map(|q| {
                    q.split_whitespace()
                        .map(|c| c.chars().next().unwrap_or(' ').to_string())
                        .collect::<Vec<_>>()
                        .join(" ")
                })
                .collect()
        };
        let at_table = shape(first_hand_questions(&table_log));
        let in_arena = shape(first_hand_questions(&arena_log));
        assert!(
            !at_table.is_empty(),
            "{mode}: the bot was asked at the table"
        );
        assert_eq!(
            at_table, in_arena,
            "{mode}: the same questions at the table and in the arena"
        );
        // Replacement notes: every note the arena reports is on the table's log.
        let arena_notes = &report.bots[1].notes;
        if mode == "illegal" {
            assert!(!arena_notes.is_empty(), "the illegal answers are reported");
        }
        for note in arena_notes {
            assert!(
                table_notes.iter().any(|l| l == note),
                "{mode}: {note:?} is not on the table's log:\n{}",
                table_notes.join("\n")
            );
        }
        for dir in [&table_dir, &arena_dir] {
            if let Some(parent) = dir.parent() {
                let _ = std::fs::remove_dir_all(parent);
            }
        }
    }
}
