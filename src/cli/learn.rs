//! `felt learn`: the line-based tutorial, and the list of tutorials with progress.

use std::io::Write;

use super::shared::load_config;
use super::{UserError, parse_variant};

/// `felt learn`: a line-based tutorial. Each step's explanation is shown; on the player's
/// moves the suggested move must be typed (anything else asks again), the bot's moves wait for
/// Enter. Then the questions, each answer explained. Finished lessons are remembered.
pub(super) fn learn(
    variant: Option<&str>,
    config: Option<&std::path::Path>,
) -> Result<(), UserError> {
    use felt::learn::{LearnProgress, PROGRESS_FILE, games, lessons_for, questions};
    use std::io::BufRead;
    let config = load_config(config)?;
    let progress_path = config.data_dir().map(|d| d.join(PROGRESS_FILE));
    let mut progress = match &progress_path {
        Some(p) => {
            let loaded = LearnProgress::load(p).map_err(|e| UserError(e.to_string()))?;
            if let Some(w) = &loaded.warning {
                eprintln!("felt: warning: {}", felt::text::printable(w));
            }
            loaded.progress
        }
        None => LearnProgress::default(),
    };
    let mut out = std::io::stdout().lock();
    let Some(variant) = variant else {
        let _ = writeln!(out, "Tutorials (felt learn GAME):");
        for v in games() {
            let lessons = lessons_for(v);
            let done = lessons
                .iter()
                .filter(|l| progress.done.contains(l.id))
                .count();
            let _ = writeln!(
                out,
                "  {:<15} {} ({done} of {} lessons done)",
                v.id(),
                v.name(),
                lessons.len()
            );
        }
        return Ok(());
    };
    let variant = parse_variant(variant)?;
    if !games().contains(&variant) {
        return Err(UserError(format!(
            "there is no tutorial for {} yet (try auction, sneak-peek, river-of-blood or \
             auction-flop)",
            variant.name()
        )));
    }
    let mut lines = std::io::stdin().lock().lines();
    let mut read = |out: &mut std::io::StdoutLock<'_>, prompt: &str| -> Option<String> {
        let _ = write!(out, "{prompt}");
        let _ = out.flush();
        match lines.next() {
            Some(Ok(l)) if !matches!(l.trim(), "q" | "quit") => Some(l),
            _ => None,
        }
    };
    let _ = writeln!(
        out,
        "{} tutorial. Type q to stop at any time.",
        variant.name()
    );
    for lesson in lessons_for(variant) {
        let mut game = lesson.start().map_err(|e| UserError(e.to_string()))?;
        let _ = writeln!(out, "\n== {} ==\n{}", lesson.title, lesson.intro);
        for step in &lesson.steps {
            let _ = writeln!(out, "\n{}\n  {}", table(&game), step.explain);
            if step.is_players() {
                loop {
                    let Some(typed) =
                        read(&mut out, &format!("  Your move (type: {}): ", step.text))
                    else {
                        return Ok(());
                    };
                    if step.accepts(&typed) {
                        break;
                    }
                    let _ = writeln!(out, "  This lesson's move is \"{}\": type it.", step.text);
                }
            } else if read(&mut out, "  (Enter) ").is_none() {
                return Ok(());
            }
            let said = game.apply(step).map_err(|e| UserError(e.to_string()))?;
            for line in said {
                let _ = writeln!(out, "  > {line}");
            }
        }
        let _ = writeln!(out, "\n{}", table(&game));
        progress.done.insert(lesson.id.to_string());
        if let Some(p) = &progress_path {
            progress.save(p).map_err(|e| UserError(e.to_string()))?;
        }
    }
    let _ = writeln!(out, "\n== Questions ==");
    let mut right = 0;
    let qs = questions(variant);
    for q in &qs {
        let _ = writeln!(out, "\n{}", q.prompt);
        for (i, c) in q.choices.iter().enumerate() {
            let _ = writeln!(out, "  {}) {c}", i + 1);
        }
        let pick = loop {
            let Some(typed) = read(&mut out, &format!("Your answer (1-{}): ", q.choices.len()))
            else {
                return Ok(());
            };
            match typed.trim().parse::<usize>() {
                Ok(n) if (1..=q.choices.len()).contains(&n) => break n - 1,
                _ => {
                    let _ = writeln!(out, "  Type a number from 1 to {}.", q.choices.len());
                }
            }
        };
        if pick == q.answer {
            right += 1;
            let _ = writeln!(out, "  Right. {}", q.explanation);
        } else {
            let _ = writeln!(
                out,
                "  Not quite: the answer is {}) {}. {}",
                q.answer + 1,
                q.choices[q.answer],
                q.explanation
            );
        }
    }
    let _ = writeln!(
        out,
        "\n{right} of {} right. Lessons done are remembered.",
        qs.len()
    );
    Ok(())
}

/// The tutorial's table between steps: a heads-up hand drawn on the same felt as the table
/// (one-row cards, plain text), as seat 0 sees it; Auction Flop as a line of text.
fn table(game: &felt::learn::Game) -> String {
    use crate::tui::theme::Theme;
    use crate::tui::ui::felt_view::felt_text;
    match game {
        felt::learn::Game::HeadsUp(hand) => {
            let theme = Theme {
                colour: false,
                ascii: !super::shared::utf8_terminal(),
                ..Theme::default()
            };
            let names = ["you".to_string(), "the bot".to_string()];
            let scene = crate::tui::ui::seat_zero_scene(hand, &names);
            felt_text(&scene, &theme, 64)
                .iter()
                .map(|l| format!("  {l}"))
                .collect::<Vec<_>>()
                .join("\n")
        }
        felt::learn::Game::AuctionFlop(_) => format!("  {}", game.table_text()),
    }
}
