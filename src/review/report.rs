//! The report of a review: for each seat reviewed, its accuracy (the share of decisions graded
//! best or fine), the grades, the chips lost per 100 hands overall, by street and by spot, and
//! its biggest losses with the file, the hand and the decision.

use serde::Serialize;

use crate::coach::Grade;

use super::analyse::{Reviewed, SpotKind, StreetClass};

/// How many of the biggest losses a report keeps.
pub const BIGGEST: usize = 10;

/// Decisions by grade.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize)]
pub struct GradeCounts {
    pub best: usize,
    pub fine: usize,
    pub mistake: usize,
    pub blunder: usize,
}

impl GradeCounts {
    fn add(&mut self, g: Grade) {
        match g {
            Grade::Best => self.best += 1,
            Grade::Fine => self.fine += 1,
            Grade::Mistake => self.mistake += 1,
            Grade::Blunder => self.blunder += 1,
        }
    }

    /// All decisions counted.
    pub fn total(&self) -> usize {
        self.best + self.fine + self.mistake + self.blunder
    }
}

/// One row of a breakdown: a street or a spot.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Row {
    pub name: String,
    pub decisions: usize,
    /// Share of decisions graded best or fine (0 to 1).
    pub accuracy: f64,
    /// Chips lost per 100 hands of the seat (big blinds when its hands were played at
    /// different blinds, see [`SeatReport::one_stake`]).
    pub lost_per_100: f64,
}

/// The review of one seat.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct SeatReport {
    pub seat: String,
    /// Hands the seat played in.
    pub hands: usize,
    pub decisions: usize,
    /// Share of decisions graded best or fine (0 to 1).
    pub accuracy: f64,
    pub grades: GradeCounts,
    /// Chips lost against the best options, per 100 hands.
    pub lost_per_100: f64,
    /// The same in big blinds (comparable across stakes).
    pub big_blinds_lost_per_100: f64,
    pub by_street: Vec<Row>,
    pub by_spot: Vec<Row>,
    /// The decisions that gave up the most against the best option (graded fine or worse),
    /// most chips lost first.
    pub biggest: Vec<Reviewed>,
    /// Every decision was made at the same blinds: chips can be added up. When not, the
    /// headline and the rows count big blinds only.
    pub one_stake: bool,
    /// Every decision was made in the same game: a hand is named by its number alone. When
    /// not, the list of mistakes names the game too (each game's hands are numbered apart).
    pub one_game: bool,
    /// Decisions graded at the table (its coach's figures, kept in the hand files) rather
    /// than analysed afresh.
    pub from_table: usize,
    /// Decisions felt played in the seat's place (a hosted bot's illegal or late answers),
    /// not graded.
    pub played_for: usize,
    /// The seat's own decisions left ungraded (a shove too deep for the coach's prices).
    pub not_graded: usize,
}

/// A whole review.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Report {
    /// Files read and hands in them.
    pub files: usize,
    pub hands: usize,
    /// The seed the analysis was drawn with.
    pub seed: u64,
    pub seats: Vec<SeatReport>,
}

fn accuracy(c: &GradeCounts) -> f64 {
    if c.total() == 0 {
        1.0
    } else {
        (c.best + c.fine) as f64 / c.total() as f64
    }
}

fn per_100(lost: f64, hands: usize) -> f64 {
    if hands == 0 {
        0.0
    } else {
        (lost * 100.0 / hands as f64 * 10.0).round() / 10.0
    }
}

/// The report of seat `seat` from its reviewed decisions (in file and hand order) over
/// `hands` hands; big blinds are each hand's own (a tournament's rise, and files of other
/// stakes can be reviewed together).
pub fn seat_report(seat: &str, reviewed: &[Reviewed], hands: usize) -> SeatReport {
    let mut grades = GradeCounts::default();
    let mut lost = 0.0;
    let mut lost_big_blinds = 0.0;
    for r in reviewed {
        grades.add(r.grade);
        lost += r.lost;
        if r.big_blind > 0 {
            lost_big_blinds += r.lost / f64::from(r.big_blind);
        }
    }
    let one_stake = reviewed
        .windows(2)
        .all(|w| w[0].big_blind == w[1].big_blind);
    let one_game = reviewed.windows(2).all(|w| w[0].game == w[1].game);
    let row = |name: &str, keep: &dyn Fn(&Reviewed) -> bool| {
        let mut c = GradeCounts::default();
        let mut l = 0.0;
        for r in reviewed.iter().filter(|r| keep(r)) {
            c.add(r.grade);
            l += if one_stake {
                r.lost
            } else {
                r.lost / f64::from(r.big_blind.max(1))
            };
        }
        Row {
            name: name.to_string(),
            decisions: c.total(),
            accuracy: accuracy(&c),
            lost_per_100: per_100(l, hands),
        }
    };
    let by_street = StreetClass::ALL
        .iter()
        .map(|s| row(s.name(), &|r: &Reviewed| r.street == *s))
        .filter(|r| r.decisions > 0)
        .collect();
    let by_spot = SpotKind::ALL
        .iter()
        .map(|s| row(s.name(), &|r: &Reviewed| r.spot == *s))
        .filter(|r| r.decisions > 0)
        .collect();
    let mut biggest: Vec<Reviewed> = reviewed
        .iter()
        // Every decision that gave up chips, "fine" ones too: a call graded fine in a big pot
        // can cost more chips than a blunder in a small one, and each line names its grade.
        .filter(|r| r.grade >= Grade::Fine)
        .cloned()
        .collect();
    // Most lost first (in big blinds when the stakes differ, as chips at different stakes do
    // not compare); ties in file and hand order, so the list is the same on every run.
    let measure = |r: &Reviewed| {
        if one_stake {
            r.lost
        } else {
            r.lost / f64::from(r.big_blind.max(1))
        }
    };
    biggest.sort_by(|a, b| measure(b).total_cmp(&measure(a)));
    biggest.truncate(BIGGEST);
    SeatReport {
        seat: seat.to_string(),
        hands,
        decisions: grades.total(),
        accuracy: accuracy(&grades),
        grades,
        lost_per_100: per_100(lost, hands),
        big_blinds_lost_per_100: per_100(lost_big_blinds, hands),
        by_street,
        by_spot,
        biggest,
        one_stake,
        one_game,
        from_table: reviewed.iter().filter(|r| r.from_table).count(),
        played_for: 0,
        not_graded: 0,
    }
}

impl SeatReport {
    /// A mistake's loss as the list shows it: chips, or big blinds when the stakes differ.
    pub fn loss_text(&self, r: &Reviewed) -> String {
        if self.one_stake {
            format!("{:>6.1} lost", r.lost)
        } else {
            format!("{:>5.1}bb lost", r.lost / f64::from(r.big_blind.max(1)))
        }
    }

    /// How a mistake's hand is named in the list: "hand 12", or "Sneak Peek hand 12" when the
    /// review covers more than one game.
    pub fn hand_name(&self, r: &Reviewed) -> String {
        if self.one_game {
            format!("hand {}", r.hand)
        } else {
            format!("{} hand {}", r.game.short_name(), r.hand)
        }
    }

    /// What the review left out, if anything: felt's own play in the seat's place, and the
    /// decisions it could not grade.
    pub fn left_out_line(&self) -> Option<String> {
        let them = |n: usize| if n == 1 { "it" } else { "them" };
        let played_for = (self.played_for > 0).then(|| {
            format!(
                "{} not graded: felt played {} in the bot's place, as its answers were illegal or late",
                super::text::count(self.played_for, "decision"),
                them(self.played_for)
            )
        });
        let not_graded = (self.not_graded > 0).then(|| {
            let each = if self.not_graded == 1 { "it is" } else { "each is" };
            format!(
                "{} not graded: {each} an all-in with cards to come that puts in more than one and a half pots beyond a call (too deep for the coach's street-by-street prices), or a bet of more than five pots, whose price rests on a guess of how often the bot calls",
                super::text::count(self.not_graded, "decision"),
            )
        });
        match (played_for, not_graded) {
            (Some(a), Some(b)) => Some(format!("{a}; {b}")),
            (a, b) => a.or(b),
        }
    }

    /// The seat's summary line: decisions, hands, accuracy and chips lost per 100 hands.
    pub fn headline(&self) -> String {
        let lost = if self.one_stake {
            format!(
                "{:.1} chips ({:.1} big blinds)",
                self.lost_per_100, self.big_blinds_lost_per_100
            )
        } else {
            // Chips at different blinds do not add up.
            format!("{:.1} big blinds", self.big_blinds_lost_per_100)
        };
        // Every decision is counted; the ones left out of the grades say so here too, so the
        // grades below add up to the graded count.
        let all = self.decisions + self.played_for + self.not_graded;
        if self.decisions == 0 {
            // Nothing graded: no accuracy nor chips given up to speak of.
            return format!(
                "{}: {} in {}, none graded",
                self.seat,
                super::text::count(all, "decision"),
                super::text::count(self.hands, "hand"),
            );
        }
        let graded = if all > self.decisions {
            format!(" ({} graded)", self.decisions)
        } else {
            String::new()
        };
        format!(
            "{}: {} in {}{graded} · accuracy {:.0}% · {lost} per 100 hands given up against the best options",
            self.seat,
            super::text::count(all, "decision"),
            super::text::count(self.hands, "hand"),
            self.accuracy * 100.0,
        )
    }

    /// The grades in words: "graded: 12 best, 3 fine, 1 mistake, 0 blunders". A best grade
    /// allows a hundredth of the pot given up, so chips can be given up with every grade best.
    /// The largest loss per 100 hands of the seat's rows, by street and by spot: both charts'
    /// bars are drawn against it, so the same loss has the same bar in each.
    pub fn chart_max(&self) -> f64 {
        self.by_street
            .iter()
            .chain(&self.by_spot)
            .map(|r| r.lost_per_100)
            .fold(0.0, f64::max)
    }

    pub fn grades_line(&self) -> String {
        let best_note = if self.grades.fine + self.grades.mistake + self.grades.blunder == 0
            && self.lost_per_100 > 0.0
        {
            " (a decision within a hundredth of the pot of the best option counts as best)"
        } else {
            ""
        };
        format!(
            "graded: {} best, {} fine, {}, {}{best_note}",
            self.grades.best,
            self.grades.fine,
            super::text::count(self.grades.mistake, "mistake"),
            super::text::count(self.grades.blunder, "blunder")
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_grades_line_counts_in_words() {
        let mut s = seat_report("you", &[], 3);
        s.grades = GradeCounts {
            best: 5,
            fine: 2,
            mistake: 1,
            blunder: 0,
        };
        assert_eq!(
            s.grades_line(),
            "graded: 5 best, 2 fine, 1 mistake, 0 blunders"
        );
        assert_eq!(s.headline(), "you: 0 decisions in 3 hands, none graded");
        // Decisions left out of the grades are counted in the headline, and the graded ones
        // named, so the grades add up to a number on the page.
        s.decisions = 8;
        s.not_graded = 1;
        assert!(
            s.headline()
                .starts_with("you: 9 decisions in 3 hands (8 graded) ·"),
            "{}",
            s.headline()
        );
        assert!(s.headline().contains("· accuracy "), "{}", s.headline());
        // Chips given up with every grade best: the line says how that can be.
        s.grades = GradeCounts {
            best: 4,
            fine: 0,
            mistake: 0,
            blunder: 0,
        };
        s.lost_per_100 = 26.7;
        assert!(
            s.grades_line()
                .ends_with("within a hundredth of the pot of the best option counts as best)"),
            "{}",
            s.grades_line()
        );
    }

    #[test]
    fn a_decision_s_place_names_an_auction_once() {
        let mut d = Reviewed {
            file: "f".to_string(),
            hand: 1,
            game: crate::engine::VariantId::Auction,
            decision: 0,
            street: StreetClass::Auction,
            spot: SpotKind::Auction,
            action: "bidding 9".to_string(),
            best: "bidding 4".to_string(),
            value: -1.0,
            best_value: 0.0,
            lost: 1.0,
            grade: Grade::Mistake,
            equity: 0.5,
            pot: 20,
            big_blind: 2,
            from_table: false,
        };
        assert_eq!(d.place(), "auction");
        d.street = StreetClass::Flop;
        d.spot = SpotKind::ALL[0];
        assert_eq!(d.place(), format!("flop, {}", SpotKind::ALL[0].name()));
        // The small blind's first decision owes only the big blind: not called a bet.
        d.street = StreetClass::Preflop;
        d.spot = SpotKind::FacingBet;
        assert_eq!(d.place(), "preflop, facing the big blind");
        d.street = StreetClass::Turn;
        assert_eq!(d.place(), "turn, facing a bet");
    }

    /// A hold'em call at blinds 1/2, in hand `hand`, that lost `lost` chips against folding.
    fn call_folded_to(hand: u32, lost: f64, grade: Grade) -> Reviewed {
        Reviewed {
            file: "f".to_string(),
            hand,
            game: crate::engine::VariantId::Holdem,
            decision: 0,
            street: StreetClass::ALL[0],
            spot: SpotKind::ALL[0],
            action: "calling 2".to_string(),
            best: "folding".to_string(),
            value: -lost,
            best_value: 0.0,
            lost,
            grade,
            equity: 0.2,
            pot: 4,
            big_blind: 2,
            from_table: false,
        }
    }

    #[test]
    fn big_blinds_lost_count_each_hands_own_big_blind() {
        // 20 chips at blinds 10/20 (a tournament) and 2 chips at 1/2 (cash): a big blind each,
        // not 11 of the cash game's.
        let decision = |lost: f64, big_blind: u32| Reviewed {
            big_blind,
            ..call_folded_to(1, lost, Grade::Blunder)
        };
        let s = seat_report("you", &[decision(20.0, 20), decision(2.0, 2)], 2);
        assert!(
            (s.big_blinds_lost_per_100 - 100.0).abs() < 1e-9,
            "{}",
            s.big_blinds_lost_per_100
        );
        assert!((s.lost_per_100 - 1100.0).abs() < 1e-9, "{}", s.lost_per_100);
        // Both hands are hold'em: named by number alone.
        assert!(s.one_game);
        assert_eq!(s.hand_name(&s.biggest[0]), "hand 1");
        // A Sneak Peek hand 1 beside a hold'em hand 1: each is named with its game.
        let mut peek = decision(20.0, 20);
        peek.game = crate::engine::VariantId::SneakPeek;
        let s = seat_report("you", &[peek, decision(2.0, 2)], 2);
        assert!(!s.one_game);
        let names: Vec<String> = s.biggest.iter().map(|r| s.hand_name(r)).collect();
        assert_eq!(names, ["Sneak Peek hand 1", "Hold'em hand 1"]);
    }

    #[test]
    fn the_biggest_losses_list_a_fine_call_that_cost_more_than_a_blunder() {
        let s = seat_report(
            "you",
            &[
                call_folded_to(1, 1.7, Grade::Blunder),
                call_folded_to(2, 7.9, Grade::Fine),
                call_folded_to(3, 0.0, Grade::Best),
            ],
            3,
        );
        let listed: Vec<(u32, Grade)> = s.biggest.iter().map(|r| (r.hand, r.grade)).collect();
        assert_eq!(listed, [(2, Grade::Fine), (1, Grade::Blunder)]);
    }
}
