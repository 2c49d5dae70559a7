//! `felt review`: a seat's play analysed decision by decision. Every decision of the chosen seat
//! (bets, calls, folds, raises, bids) in felt's hand files or an official engine's game log is
//! replayed to the view that seat had, priced by the hard core from that view only, and graded
//! with the coach's one judgement: best, fine, mistake or blunder with the chips lost against
//! the best option (a bid against the prize's value, as the drill scores it). The report gives
//! the accuracy, the chips lost per 100 hands by street and by spot, and the biggest losses.
//!
//! - `decision`: the seat's decisions and views, by replaying the hand.
//! - `analyse`: one decision priced and graded.
//! - `report`: the totals and breakdowns.
//! - `text`: the report as plain text.

mod analyse;
mod decision;
mod report;
mod text;

use std::sync::atomic::{AtomicUsize, Ordering};

use crate::bots::Budget;
use crate::history::LoadedHand;

pub use analyse::{
    Analyst, HandReview, REVIEW_BUDGET, Reviewed, SpotKind, StreetClass, review_hand,
    review_hand_in_full,
};
pub use decision::{DecisionPoint, decisions, has_choice};
pub use report::{BIGGEST, GradeCounts, Report, Row, SeatReport, seat_report};
pub use text::{count, report_text};

/// How a review runs.
#[derive(Debug, Clone, Copy)]
pub struct ReviewOptions {
    /// Seeds every hand's analysis (with the file and the hand's number).
    pub seed: u64,
    pub budget: Budget,
    /// Worker threads (1 or more).
    pub threads: usize,
}

impl Default for ReviewOptions {
    fn default() -> Self {
        ReviewOptions {
            seed: 1,
            budget: REVIEW_BUDGET,
            threads: 1,
        }
    }
}

/// The names of the seats in `hands`, in order of first appearance.
pub fn seat_names(hands: &[LoadedHand]) -> Vec<String> {
    let mut names: Vec<String> = Vec::new();
    for h in hands {
        for n in &h.names {
            if !names.iter().any(|m| m.eq_ignore_ascii_case(n)) {
                names.push(n.clone());
            }
        }
    }
    names
}

/// Reviews the seats named `seats` over `hands`, spread over `options.threads` threads;
/// `progress` is told how many hands are done as they finish. The same hands, seats and seed
/// give the same report whatever the number of threads.
pub fn review(
    hands: &[LoadedHand],
    seats: &[String],
    options: ReviewOptions,
    progress: &(dyn Fn(usize) + Sync),
) -> Report {
    let threads = options.threads.max(1).min(hands.len().max(1));
    let done = AtomicUsize::new(0);
    // Each thread takes every `threads`-th hand; results are put back in hand order.
    let mut per_hand: Vec<Vec<HandReview>> = vec![Vec::new(); hands.len()];
    std::thread::scope(|scope| {
        let workers: Vec<_> = (0..threads)
            .map(|t| {
                let done = &done;
                scope.spawn(move || {
                    let mut out = Vec::new();
                    for (i, hand) in hands.iter().enumerate().skip(t).step_by(threads) {
                        let reviewed: Vec<HandReview> = seats
                            .iter()
                            .map(|s| review_hand_in_full(hand, s, options.seed, options.budget))
                            .collect();
                        out.push((i, reviewed));
                        progress(done.fetch_add(1, Ordering::Relaxed) + 1);
                    }
                    out
                })
            })
            .collect();
        for w in workers {
            // A worker that panicked loses its hands rather than the whole review.
            if let Ok(results) = w.join() {
                for (i, r) in results {
                    per_hand[i] = r;
                }
            }
        }
    });
    let files = {
        let mut f: Vec<&std::path::Path> = hands.iter().map(|h| h.source.as_path()).collect();
        f.dedup();
        f.len()
    };
    let seat_reports = seats
        .iter()
        .enumerate()
        .map(|(k, name)| {
            let played: Vec<usize> = hands
                .iter()
                .enumerate()
                .filter(|(_, h)| h.names.iter().any(|n| n.eq_ignore_ascii_case(name)))
                .map(|(i, _)| i)
                .collect();
            let of_seat: Vec<&HandReview> =
                played.iter().filter_map(|&i| per_hand[i].get(k)).collect();
            let reviewed: Vec<Reviewed> = of_seat
                .iter()
                .flat_map(|h| h.reviewed.iter().cloned())
                .collect();
            let mut report = seat_report(&crate::text::printable(name), &reviewed, played.len());
            report.played_for = of_seat.iter().map(|h| h.played_for).sum();
            report.not_graded = of_seat.iter().map(|h| h.not_graded).sum();
            report
        })
        .collect();
    Report {
        files,
        hands: hands.len(),
        seed: options.seed,
        seats: seat_reports,
    }
}
