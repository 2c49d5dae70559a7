//! The teaching notes in a panel: wrapped between words and, when longer than the panel, shown
//! a page at a time (the `more_notes` key turns the page), with the note's last line (at a
//! decision, the suggestion) kept in view under every page when asked.

/// One page of a note, and how many pages it has.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NotePage {
    pub lines: Vec<String>,
    /// 0-based.
    pub page: usize,
    pub pages: usize,
}

/// A note's line wrapped to `width` between words, every line flush left (a note is prose,
/// not a list). A word longer than the line stays whole on a line of its own.
fn note_lines(text: &str, width: usize) -> Vec<String> {
    let width = width.max(8);
    let mut lines = Vec::new();
    let mut current = String::new();
    for word in text.split_whitespace() {
        let len = current.chars().count();
        if len > 0 && len + 1 + word.chars().count() > width {
            lines.push(std::mem::take(&mut current));
        } else if len > 0 {
            current.push(' ');
        }
        current.push_str(word);
    }
    lines.push(current);
    lines
}

/// A line of prose cut into its sentences (at a full stop, question or exclamation mark
/// followed by a space).
fn sentences(text: &str) -> Vec<String> {
    cut_after(text, &['.', '?', '!'])
}

/// A sentence cut after each colon or semicolon that is followed by a space.
fn clauses(sentence: &str) -> Vec<String> {
    cut_after(sentence, &[':', ';'])
}

/// A clause longer than `room` lines cut after its commas into runs of phrases, each run as
/// many phrases as fit in `room` lines (a phrase longer than that is a run of its own).
fn phrases(clause: &str, width: usize, room: usize) -> Vec<Vec<String>> {
    let mut runs: Vec<Vec<String>> = Vec::new();
    let mut current = String::new();
    for phrase in cut_after(clause, &[',']) {
        let joined = if current.is_empty() {
            phrase.clone()
        } else {
            format!("{current} {phrase}")
        };
        if !current.is_empty() && note_lines(&joined, width).len() > room {
            runs.push(note_lines(&current, width));
            current = phrase;
        } else {
            current = joined;
        }
    }
    if !current.is_empty() {
        runs.push(note_lines(&current, width));
    }
    runs
}

/// Clauses with each lead-in (a clause of one or two lines ending in a colon, "A chip bid
/// costs less than a chip:") joined to the clause it introduces, so no page ends on one.
fn lead_ins_joined(clauses: Vec<String>, width: usize) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    for clause in clauses {
        match out.last_mut() {
            Some(lead) if lead.ends_with(':') && note_lines(lead, width).len() <= 2 => {
                lead.push(' ');
                lead.push_str(&clause);
            }
            _ => out.push(clause),
        }
    }
    out
}

/// `text` cut after each of `marks` that is followed by a space, each piece trimmed.
fn cut_after(text: &str, marks: &[char]) -> Vec<String> {
    let mut out = Vec::new();
    let mut current = String::new();
    let chars: Vec<char> = text.chars().collect();
    for (i, &c) in chars.iter().enumerate() {
        current.push(c);
        if marks.contains(&c) && chars.get(i + 1) == Some(&' ') {
            out.push(std::mem::take(&mut current).trim().to_string());
        }
    }
    if !current.trim().is_empty() {
        out.push(current.trim().to_string());
    }
    out
}

/// Page `page` (counted round) of `note` in a panel of `width` x `height` text cells; with
/// `pin_last` the note's last line stays under every page. A page breaks between the note's
/// lines (a sentence is not split across pages unless it is longer than a page).
pub fn note_page(
    note: &[String],
    width: usize,
    height: usize,
    page: usize,
    pin_last: bool,
) -> NotePage {
    let height = height.max(1);
    let blocks: Vec<Vec<String>> = note.iter().map(|l| note_lines(l, width)).collect();
    let total: usize = blocks.iter().map(Vec::len).sum();
    let mut body = &blocks[..];
    let mut pinned = Vec::new();
    // The pinned lines are the suggestion's action only, its whole line ending the note.
    let mut action_only = false;
    // The suggestion stays in view when it leaves at least three lines to the rest (a
    // sentence or two a page) and takes no more than half the panel; otherwise every page
    // would show a fragment, or a long note would run to many pages of the same suggestion
    // (at 80x24 a four-line suggestion left three lines a page), and only its action stays.
    if total > height
        && pin_last
        && let Some((last, rest)) = blocks.split_last()
    {
        if last.len() + 3 <= height && 2 * last.len() <= height {
            pinned = last.clone();
            body = rest;
        } else if let Some(action) = note
            .last()
            .filter(|l| l.starts_with("Suggestion: "))
            .and_then(|l| l.split_once(" — "))
            .map(|(action, _)| {
                // Where its reason is, when that takes no more lines.
                let plain = note_lines(&format!("{action}."), width);
                let pointed = note_lines(&format!("{action}; why: last page."), width);
                if pointed.len() == plain.len() {
                    pointed
                } else {
                    plain
                }
            })
            .filter(|action| action.len() + 3 <= height)
        {
            // A suggestion too long to keep under every page: its action is kept there, and
            // the whole of it, with its reason, stays the note's last line.
            pinned = action;
            action_only = true;
        }
    }
    let room = height - pinned.len();
    // A line of the note longer than a page is split between its sentences, each sentence
    // starting a line, so a page never ends inside a sentence that could have fitted; a
    // sentence longer than a page is split after its colons and semicolons likewise.
    let split: Vec<Vec<String>>;
    if body.iter().any(|b| b.len() > room) {
        split = note[..body.len()]
            .iter()
            .zip(body)
            .flat_map(|(text, block)| {
                if block.len() > room {
                    sentences(text)
                        .iter()
                        .flat_map(|s| {
                            let lines = note_lines(s, width);
                            if lines.len() > room {
                                lead_ins_joined(clauses(s), width)
                                    .iter()
                                    .flat_map(|c| {
                                        let lines = note_lines(c, width);
                                        if lines.len() > room {
                                            // Still longer than a page: cut after its
                                            // commas, so a page ends at a pause.
                                            phrases(c, width, room)
                                        } else {
                                            vec![lines]
                                        }
                                    })
                                    .collect()
                            } else {
                                vec![lines]
                            }
                        })
                        .collect::<Vec<_>>()
                } else {
                    vec![block.clone()]
                }
            })
            .collect();
        body = &split;
    }
    let mut pages: Vec<Vec<String>> = vec![Vec::new()];
    for block in body {
        for (i, line) in block.iter().enumerate() {
            let current = pages.len() - 1;
            let fits_whole = pages[current].len() + block.len() - i <= room;
            let starts_block = i == 0;
            if pages[current].len() >= room
                || (starts_block
                    && !fits_whole
                    && !pages[current].is_empty()
                    && block.len() <= room)
            {
                pages.push(Vec::new());
            }
            let current = pages.len() - 1;
            pages[current].push(line.clone());
        }
    }
    let count = pages.len();
    let page = page % count;
    let mut lines = std::mem::take(&mut pages[page]);
    // The last page ends with the whole suggestion: its action is not said again under it.
    if !(action_only && page == count - 1) {
        lines.extend(pinned);
    }
    NotePage {
        lines,
        page,
        pages: count,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn note() -> Vec<String> {
        vec![
            "one two three four five six seven eight nine ten".to_string(),
            "eleven twelve thirteen".to_string(),
            "Suggestion: check.".to_string(),
        ]
    }

    #[test]
    fn a_sentence_longer_than_a_page_breaks_between_clauses_not_mid_clause() {
        // Semicolons: a colon's short lead-in stays with what follows it (see below).
        let note = vec![
            "alpha beta gamma delta; epsilon zeta eta theta iota kappa; lambda mu nu xi omicron."
                .to_string(),
            "Suggestion: fold.".to_string(),
        ];
        // Width 20, three lines a page under the suggestion: the sentence takes five.
        let pages: Vec<NotePage> = (0..3).map(|k| note_page(&note, 20, 4, k, true)).collect();
        assert_eq!(pages[0].pages, 3);
        assert_eq!(
            pages[0].lines,
            ["alpha beta gamma", "delta;", "Suggestion: fold."]
        );
        assert_eq!(
            pages[1].lines,
            ["epsilon zeta eta", "theta iota kappa;", "Suggestion: fold."]
        );
        assert_eq!(
            pages[2].lines,
            ["lambda mu nu xi", "omicron.", "Suggestion: fold."]
        );
    }

    #[test]
    fn a_page_does_not_end_on_a_one_line_lead_in() {
        let note = vec![
            "alpha beta: gamma delta epsilon zeta eta theta iota kappa lambda mu nu xi omicron."
                .to_string(),
            "Suggestion: fold.".to_string(),
        ];
        // "alpha beta:" fits one line: it stays with what it introduces.
        let first = note_page(&note, 20, 4, 0, true);
        assert_eq!(
            first.lines,
            [
                "alpha beta: gamma",
                "delta epsilon zeta",
                "eta theta iota kappa",
                "Suggestion: fold."
            ]
        );
        for k in 0..first.pages {
            let p = note_page(&note, 20, 4, k, true);
            assert!(!p.lines.iter().any(|l| l.ends_with(':')), "{p:?}");
        }
    }

    #[test]
    fn a_suggestion_too_long_to_keep_in_view_keeps_its_action_in_view() {
        let note = vec![
            "one two three four five six seven eight nine ten".to_string(),
            "Suggestion: fold — you need 36% but have only 30%: calling is worth about -2.1 chips."
                .to_string(),
        ];
        // Width 20, five lines a page: the suggestion takes five lines on its own.
        let pages: Vec<NotePage> = (0..4).map(|k| note_page(&note, 20, 5, k, true)).collect();
        for p in &pages {
            let last = p.lines.last().map(String::as_str);
            if p.page + 1 < p.pages {
                assert_eq!(last, Some("Suggestion: fold."), "{p:?}");
            } else {
                // The last page ends with the whole suggestion, not its action again.
                assert!(last.is_some_and(|l| l.ends_with("chips.")), "{p:?}");
                assert!(!p.lines.iter().any(|l| l == "Suggestion: fold."), "{p:?}");
            }
        }
        // The whole suggestion, with its reason, is still on a page.
        let all: Vec<String> = pages.iter().flat_map(|p| p.lines.clone()).collect();
        assert!(all.iter().any(|l| l.contains("-2.1")), "{all:?}");
        // Not without a suggestion's dash.
        let plain = vec![
            "one two three four five six seven eight nine ten".to_string(),
            "Suggestion: fold, as you need 36% but have only 30% and calling is worth -2.1."
                .to_string(),
        ];
        let p = note_page(&plain, 20, 5, 0, true);
        assert_ne!(
            p.lines.last().map(String::as_str),
            Some("Suggestion: fold.")
        );
    }

    #[test]
    fn a_kept_action_says_where_its_reason_is_when_that_fits_its_lines() {
        let note = vec![
            "one two three four five six seven eight nine ten eleven twelve thirteen fourteen \
             fifteen sixteen seventeen eighteen nineteen twenty"
                .to_string(),
            "Suggestion: fold — you need 36% but have only 30%: calling is worth about -2.1 \
             chips, folding 0, with more betting to come and the bot's range wide."
                .to_string(),
        ];
        // Width 34, four lines a page: the suggestion takes four lines on its own.
        let first = note_page(&note, 34, 4, 0, true);
        assert!(first.pages > 1, "{first:?}");
        assert_eq!(
            first.lines.last().map(String::as_str),
            Some("Suggestion: fold; why: last page."),
            "{first:?}"
        );
        let last = note_page(&note, 34, 4, first.pages - 1, true);
        assert!(
            last.lines
                .last()
                .is_some_and(|l| l.ends_with("range wide.")),
            "{last:?}"
        );
    }

    #[test]
    fn a_note_that_fits_is_one_page() {
        let p = note_page(&note(), 60, 5, 0, true);
        assert_eq!(p.pages, 1);
        assert_eq!(p.lines.len(), 3);
    }

    #[test]
    fn a_long_note_pages_between_words_and_keeps_its_suggestion() {
        let first = note_page(&note(), 20, 4, 0, true);
        assert_eq!(first.pages, 2);
        assert_eq!(
            first.lines,
            [
                "one two three four",
                "five six seven eight",
                "nine ten",
                "Suggestion: check."
            ]
        );
        // The next sentence does not fit under the first: it starts the next page.
        let second = note_page(&note(), 20, 4, 1, true);
        assert_eq!(
            second.lines,
            ["eleven twelve", "thirteen", "Suggestion: check."]
        );
        // Round again.
        assert_eq!(note_page(&note(), 20, 4, 2, true), first);
        // Nothing is cut inside a word.
        for l in first.lines.iter().chain(&second.lines) {
            for w in l.split(' ') {
                assert!(
                    note()
                        .iter()
                        .any(|n| n.split(' ').any(|x| x == w.trim_end_matches('.') || x == w)),
                    "{w}"
                );
            }
        }
    }

    #[test]
    fn a_clause_longer_than_a_page_breaks_after_a_comma_not_inside_a_phrase() {
        let note = vec![
            "The third card is worth about 25.97 chips to you, as it lifts your equity from 40% \
             to 60% of an expected pot of 130, so it costs about 0.6 chips a chip bid"
                .to_string(),
        ];
        // Width 24, three lines a page: the sentence takes seven lines, with no colon in it.
        let first = note_page(&note, 24, 3, 0, false);
        assert!(first.pages > 1, "{first:?}");
        let mut all = Vec::new();
        for k in 0..first.pages {
            let page = note_page(&note, 24, 3, k, false);
            let last = page.lines.last().expect("a line");
            // Every page but the last ends at one of the sentence's commas.
            if k + 1 < first.pages {
                assert!(last.ends_with(','), "page {k}: {page:?}");
            }
            all.extend(page.lines);
        }
        // Nothing is lost or repeated.
        assert_eq!(all.join(" "), note[0]);
    }

    #[test]
    fn a_suggestion_taking_more_than_half_the_panel_keeps_only_its_action_in_view() {
        let note = vec![
            "one two three four five six seven eight nine ten eleven twelve thirteen \
             fourteen fifteen sixteen seventeen eighteen nineteen twenty"
                .to_string(),
            "Suggestion: call 10 — you need 25% and have 44%; calling is worth about +7.8 \
             chips, folding 0."
                .to_string(),
        ];
        // Width 24, seven lines a page: the suggestion takes five lines, more than half.
        let first = note_page(&note, 24, 7, 0, true);
        assert_eq!(
            first.lines.last().map(String::as_str),
            Some("Suggestion: call 10."),
            "{first:?}"
        );
        // Six lines of the note a page instead of three.
        assert_eq!(first.lines.len(), 7, "{first:?}");
        // With room for it, the whole suggestion stays under every page.
        let tall = note_page(&note, 24, 10, 0, true);
        assert!(
            tall.lines.last().is_some_and(|l| l.ends_with("folding 0.")),
            "{tall:?}"
        );
    }
}
