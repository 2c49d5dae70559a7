//! `felt learn`: the line-based tutorial, and the list of tutorials with progress.

use std::io::Write;

use super::shared::{load_config, paragraph, text_width};
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
    // Cards as the table shows them: suit symbols, or letters as the config or terminal asks.
    let ascii = config.table.ascii || !super::shared::utf8_terminal();
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
                "  {:<15} {}",
                v.id(),
                lessons_done(v.name(), done, lessons.len())
            );
        }
        return Ok(());
    };
    let variant = parse_variant(variant)?;
    let mut lines = std::io::stdin().lock().lines();
    let mut read = |out: &mut std::io::StdoutLock<'_>, prompt: &str| -> Option<String> {
        let _ = write!(out, "{prompt}");
        let _ = out.flush();
        match lines.next() {
            Some(Ok(l)) if !matches!(l.trim(), "q" | "quit") => Some(l),
            _ => None,
        }
    };
    let width = text_width();
    let say = |out: &mut std::io::StdoutLock<'_>, text: &str, first: &str, rest: &str| {
        let _ = write!(out, "{}", paragraph(text, first, rest, width));
    };
    say(
        &mut out,
        &format!("{} tutorial. Type q to stop at any time.", variant.name()),
        "",
        "",
    );
    for lesson in lessons_for(variant) {
        let mut game = lesson.start().map_err(|e| UserError(e.to_string()))?;
        let _ = writeln!(out, "\n== {} ==", lesson.title);
        say(&mut out, lesson.intro, "", "");
        for step in &lesson.steps {
            let _ = writeln!(out, "\n{}", table_in(&game, width, ascii));
            say(&mut out, step.explain, "  ", "  ");
            if step.is_players() {
                loop {
                    let Some(typed) =
                        read(&mut out, &format!("  Your move (type: {}): ", step.text))
                    else {
                        return Ok(());
                    };
                    match game.refusal(step, &typed) {
                        None => break,
                        Some(why) => say(&mut out, &why, "  ", "  "),
                    }
                }
            } else if read(&mut out, "  (Enter) ").is_none() {
                return Ok(());
            }
            let said = game
                .apply(step, ascii)
                .map_err(|e| UserError(e.to_string()))?;
            for line in said {
                say(&mut out, &line, "  > ", "    ");
            }
        }
        let _ = writeln!(out, "\n{}", table_in(&game, width, ascii));
        progress.done.insert(lesson.id.to_string());
        if let Some(p) = &progress_path {
            progress.save(p).map_err(|e| UserError(e.to_string()))?;
        }
    }
    let _ = writeln!(out, "\n== Questions ==");
    let mut right = 0;
    let qs = questions(variant);
    for q in &qs {
        let _ = writeln!(out);
        say(&mut out, q.prompt, "", "");
        for (i, c) in q.choices.iter().enumerate() {
            let _ = write!(out, "{}", choice(i, c, width));
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
        let answer = if pick == q.answer {
            right += 1;
            format!("Right. {}", q.explanation)
        } else {
            format!(
                "Not quite: the answer is {}) {}. {}",
                q.answer + 1,
                q.choices[q.answer],
                q.explanation
            )
        };
        say(&mut out, &answer, "  ", "  ");
    }
    let _ = writeln!(
        out,
        "\n{right} of {} right. Lessons done are remembered.",
        qs.len()
    );
    Ok(())
}

/// A question's choice `i` (from 0) as printed: "  1) 3", its lines wrapped under the text.
fn choice(i: usize, text: &str, width: usize) -> String {
    paragraph(text, &format!("  {}) ", i + 1), "     ", width)
}

/// "Auction Hold'em (0 of 1 lesson done)": the lesson count with the noun agreeing.
fn lessons_done(game: &str, done: usize, total: usize) -> String {
    let noun = if total == 1 { "lesson" } else { "lessons" };
    format!("{game} ({done} of {total} {noun} done)")
}

/// The tutorial's table between steps: a heads-up hand drawn on the same felt as the table
/// (framed cards with their words beside them, plain text), as seat 0 sees it, as wide as the
/// text (64 to 80 columns); Auction Flop as lines of text. Cards in letters when `ascii`.
fn table_in(game: &felt::learn::Play, width: usize, ascii: bool) -> String {
    use crate::tui::theme::Theme;
    use crate::tui::ui::felt_view::felt_text;
    match game.heads_up() {
        Some((view, told)) => {
            let theme = Theme {
                colour: false,
                ascii,
                ..Theme::default()
            };
            let names = ["you".to_string(), "the bot".to_string()];
            let scene = crate::tui::scene::seat_zero_scene(&view, told, &names);
            let felt = u16::try_from(width.clamp(66, 82) - 2).unwrap_or(64);
            felt_text(&scene, &theme, felt)
                .iter()
                .map(|l| format!("  {l}"))
                .collect::<Vec<_>>()
                .join("\n")
        }
        None => paragraph(&game.table_text(), "  ", "  ", width)
            .trim_end()
            .to_string(),
    }
}

#[cfg(test)]
mod tests {
    use felt::learn::lessons;

    use super::*;

    #[test]
    fn a_choice_has_a_space_after_its_number() {
        assert_eq!(choice(0, "3", 80), "  1) 3\n");
        assert_eq!(
            choice(
                1,
                "A reverse auction: take it free or offer to pay not to",
                30
            ),
            "  2) A reverse auction: take\n     it free or offer to pay\n     not to\n"
        );
    }

    #[test]
    fn the_lesson_count_agrees_with_its_noun() {
        assert_eq!(
            lessons_done("Auction", 0, 1),
            "Auction (0 of 1 lesson done)"
        );
        assert_eq!(
            lessons_done("Auction", 1, 2),
            "Auction (1 of 2 lessons done)"
        );
    }

    /// Every table a lesson prints, step by step, with the explanation before each move.
    fn tables(width: usize) -> Vec<(String, String)> {
        let mut out = Vec::new();
        for lesson in lessons() {
            let mut game = lesson.start().expect("a lesson starts");
            for step in &lesson.steps {
                out.push((lesson.id.to_string(), table_in(&game, width, false)));
                game.apply(step, false).expect("a scripted move");
            }
            out.push((format!("{} end", lesson.id), table_in(&game, width, false)));
        }
        out
    }

    #[test]
    fn the_tutorials_table_fits_its_width_and_always_shows_the_pot() {
        for width in [40, 64, 80, 100] {
            for (at, table) in tables(width) {
                for line in table.lines() {
                    assert!(
                        line.chars().count() <= width.clamp(66, 82),
                        "{at} at {width}: cut\n{table}"
                    );
                }
                if !table.contains("Flop:") {
                    assert!(table.contains("Pot "), "{at} at {width}: no pot\n{table}");
                    // Nothing runs into the rail: the felt's right edge is whole.
                    for line in table.lines().filter(|l| l.trim_start().starts_with('│')) {
                        assert!(line.ends_with('│'), "{at} at {width}: {line}\n{table}");
                    }
                }
            }
        }
    }

    #[test]
    fn the_tutorials_last_table_names_the_winner_and_the_amount() {
        for (at, table) in tables(80) {
            if at.ends_with(" end") && !at.starts_with("auction-flop") {
                assert!(
                    table.contains("wins ")
                        && table
                            .split("wins ")
                            .nth(1)
                            .is_some_and(|r| r.starts_with(|c: char| c.is_ascii_digit())),
                    "{at}: the award is named with its amount\n{table}"
                );
            }
        }
    }

    #[test]
    fn the_tutorials_text_breaks_between_words() {
        for lesson in lessons() {
            let mut game = lesson.start().expect("a lesson starts");
            let mut texts = vec![lesson.intro.to_string()];
            for step in &lesson.steps {
                texts.push(step.explain.to_string());
                texts.extend(game.apply(step, false).expect("a scripted move"));
            }
            for text in texts {
                for width in [40, 64] {
                    let p = paragraph(&text, "  > ", "    ", width);
                    let words: Vec<&str> = p.split_whitespace().filter(|w| *w != ">").collect();
                    assert_eq!(words, text.split_whitespace().collect::<Vec<_>>(), "{text}");
                    assert!(
                        p.lines()
                            .all(|l| l.chars().count() <= width || !l.trim().contains(' ')),
                        "{p}"
                    );
                }
            }
        }
    }
}
