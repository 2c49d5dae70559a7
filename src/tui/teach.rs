//! Teaching mode: at each of the player's decisions, a short plain-language note on what is
//! happening and what the options cost, the hand's name, the pot odds, the equity against a
//! random hand and against the bot's likely hands, and a suggestion with its reason (from the
//! Monte Carlo bot's analysis). After the hand, a review of the key decisions.

use rand::SeedableRng;
use rand::rngs::StdRng;

use felt::bots::strength::{BoardRule, equity_vs_random, preflop_equity};
use felt::bots::{Advice, Budget, MonteCarlo};
use felt::cards::{Card, CardSet, evaluate};
use felt::engine::{Action, Hand, Phase, Seat, SeatView, Street, VariantId};

/// One decision the player made, with the advice it had.
#[derive(Debug, Clone)]
struct Decision {
    street: Street,
    phase: Phase,
    action: Action,
    advice: Advice,
    needed: Option<f64>,
}

/// The teaching mode's state.
pub struct Teaching {
    /// Shown on screen.
    pub on: bool,
    advisor: MonteCarlo,
    rng: StdRng,
    /// The note for the current decision.
    pub panel: Vec<String>,
    /// The events count the panel was made for.
    prepared_at: Option<usize>,
    pending: Option<(Advice, Option<f64>)>,
    decisions: Vec<Decision>,
}

impl Teaching {
    /// Teaching state; `on` shows it.
    pub fn new(on: bool, seed: u64) -> Teaching {
        let mut advisor = MonteCarlo::new(
            "advisor",
            Budget {
                samples: 2000,
                max_ms: 60.0,
            },
        );
        advisor.modest_sizes = true;
        Teaching {
            on,
            advisor,
            rng: StdRng::seed_from_u64(seed ^ 0x7eac),
            panel: Vec::new(),
            prepared_at: None,
            pending: None,
            decisions: Vec::new(),
        }
    }

    /// Prepares the note for the player's decision at `view` (only while on).
    pub fn prepare(&mut self, view: &SeatView) {
        if !self.on || self.prepared_at == Some(view.events.len()) {
            return;
        }
        self.prepared_at = Some(view.events.len());
        let Some(advice) = self.advisor.advise(view, &mut self.rng) else {
            return;
        };
        let mut lines = vec![situation(view)];
        lines.push(format!("Your hand: {}.", hand_name(view)));
        let needed = view.legal.and_then(|l| {
            (l.call_cost > 0).then(|| f64::from(l.call_cost) / f64::from(view.pot + l.call_cost))
        });
        if let (Some(need), Some(l)) = (needed, view.legal) {
            lines.push(format!(
                "Calling {} to win a pot of {} needs {:.0}% equity.",
                l.call_cost,
                view.pot,
                need * 100.0
            ));
        }
        let random = equity_random(view, &mut self.rng);
        lines.push(format!(
            "Your equity: {:.0}% against a random hand, {:.0}% against the bot's likely hands.",
            random * 100.0,
            advice.equity * 100.0
        ));
        lines.push(suggestion(view, &advice, needed));
        self.panel = lines;
        self.pending = Some((advice, needed));
    }

    /// Remembers the player's action at the current decision, for the review.
    pub fn record_decision(&mut self, hand: Option<&Hand>, action: Action) {
        let Some(hand) = hand else { return };
        if let Some((advice, needed)) = self.pending.take() {
            self.decisions.push(Decision {
                street: hand.street(),
                phase: hand.phase(),
                action,
                advice,
                needed,
            });
        }
        self.panel.clear();
        self.prepared_at = None;
    }

    /// The advisor learns how the hand ended (always, so it knows the bot when turned on).
    pub fn observe(&mut self, view: &SeatView) {
        self.advisor.observe(view);
    }

    /// Lines reviewing the finished hand (empty while off).
    pub fn review(&mut self, hand: &Hand, seat: Seat) -> Vec<String> {
        let decisions = std::mem::take(&mut self.decisions);
        self.pending = None;
        self.panel.clear();
        self.prepared_at = None;
        if !self.on {
            return Vec::new();
        }
        let mut out = Vec::new();
        if let Some(o) = hand.outcome() {
            let me = seat.index();
            out.push(match (o.folded, o.values) {
                (Some(f), _) if f == seat => {
                    "Why: you folded, so the bot took the pot without a showdown.".to_string()
                }
                (Some(_), _) => {
                    "Why: the bot folded, so you took the pot without a showdown.".to_string()
                }
                (None, Some(v)) => {
                    let (mine, theirs) = (v[me], v[1 - me]);
                    match mine.cmp(&theirs) {
                        std::cmp::Ordering::Greater => {
                            format!("Why: your {mine} beat the bot's {theirs} at showdown.")
                        }
                        std::cmp::Ordering::Less => {
                            format!("Why: the bot's {theirs} beat your {mine} at showdown.")
                        }
                        std::cmp::Ordering::Equal => {
                            format!("Why: both had {mine}; the pot was split.")
                        }
                    }
                }
                _ => String::new(),
            });
        }
        for d in decisions {
            out.push(review_line(&d));
        }
        out.retain(|l| !l.is_empty());
        self.panel = out.clone();
        out
    }
}

fn review_line(d: &Decision) -> String {
    let when = if d.phase == Phase::Auction {
        "Auction".to_string()
    } else {
        capitalised(&d.street.to_string())
    };
    if let (Action::Bid(b), Some(value)) = (d.action, d.advice.bid_value) {
        let verdict = if (f64::from(b) - value).abs() <= value.max(4.0) * 0.5 {
            "close to"
        } else {
            "far from"
        };
        return format!(
            "{when}: you bid {b}; the estimate valued the prize at about {value:.0} ({verdict} it)."
        );
    }
    let ev_of = |a: Action| -> Option<f64> {
        match a {
            Action::RaiseTo(n) => d
                .advice
                .options
                .iter()
                .filter_map(|(o, ev)| match o {
                    Action::RaiseTo(m) => Some((n.abs_diff(*m), *ev)),
                    _ => None,
                })
                .min_by_key(|(dist, _)| *dist)
                .map(|(_, ev)| ev),
            other => d
                .advice
                .options
                .iter()
                .find(|(o, _)| *o == other)
                .map(|(_, ev)| *ev),
        }
    };
    let Some(&(best, best_ev)) = d.advice.options.first() else {
        return String::new();
    };
    let mine = ev_of(d.action).unwrap_or(best_ev);
    let need = d
        .needed
        .map_or(String::new(), |n| format!(", needed {:.0}%", n * 100.0));
    if best_ev - mine <= 0.5 + best_ev.abs() * 0.1 {
        format!(
            "{when}: {} was sound (equity {:.0}%{need}).",
            action_words(d.action),
            d.advice.equity * 100.0
        )
    } else {
        format!(
            "{when}: {} was worth about {mine:+.1} chips; {} was worth about {best_ev:+.1} (equity {:.0}%{need}).",
            action_words(d.action),
            action_words(best),
            d.advice.equity * 100.0
        )
    }
}

fn capitalised(s: &str) -> String {
    let mut c = s.chars();
    c.next().map_or_else(String::new, |f| {
        f.to_uppercase().collect::<String>() + c.as_str()
    })
}

fn action_words(a: Action) -> String {
    match a {
        Action::Fold => "folding".to_string(),
        Action::Check => "checking".to_string(),
        Action::Call => "calling".to_string(),
        Action::RaiseTo(n) => format!("raising to {n}"),
        Action::Bid(n) => format!("bidding {n}"),
    }
}

/// What is happening, in a sentence or two.
fn situation(view: &SeatView) -> String {
    let legal = view.legal;
    if view.phase == Phase::Auction {
        let stack = view.stacks[view.seat.index()];
        return match view.variant() {
            VariantId::SneakPeek => format!(
                "The auction: both seats bid secretly, 0 to {stack}. The higher bid sees one of the other's two hole cards and pays the LOWER bid into the pot; a tie shows each a card."
            ),
            _ => format!(
                "The auction: both seats bid secretly, 0 to {stack}. The higher bid gets a third hole card and pays the LOWER bid into the pot; a tie gives both a card and both pay."
            ),
        };
    }
    let cost = legal.map_or(0, |l| l.call_cost);
    let street = match view.street {
        Street::Run(n) => format!(
            "River of Blood run card {n}: the card before it was red, so there is one more betting round"
        ),
        Street::River
            if view.variant() == VariantId::RiverOfBlood
                && view.board.last().is_some_and(|c| c.is_red()) =>
        {
            "The river is red: in River of Blood another card comes after this betting round"
                .to_string()
        }
        s => capitalised(&s.to_string()),
    };
    if view.street == Street::Preflop
        && view.seat == Seat(0)
        && view.pips[0] < view.pips[1]
        && cost > 0
    {
        return format!(
            "{street}: you are the small blind and act first. Calling costs {cost} more; raising makes the big blind pay to continue."
        );
    }
    if cost == 0 {
        if view.street == Street::Preflop {
            return format!(
                "{street}: the small blind just called. Check to see the flop for free, or raise."
            );
        }
        return format!(
            "{street}: nobody has bet. Check for free, or bet to make the bot pay to continue."
        );
    }
    format!("{street}: the bot has put in {cost} more than you. Call {cost}, raise, or fold.")
}

/// The player's hand in words.
fn hand_name(view: &SeatView) -> String {
    let hole = view.hole.as_slice();
    if view.board.is_empty() && hole.len() == 2 {
        let (a, b) = if hole[0].rank() >= hole[1].rank() {
            (hole[0], hole[1])
        } else {
            (hole[1], hole[0])
        };
        if a.rank() == b.rank() {
            return format!("a pair of {}", a.rank().plural());
        }
        let suited = if a.suit() == b.suit() {
            "suited"
        } else {
            "offsuit"
        };
        return format!(
            "{}-{} {suited}",
            a.rank().name(),
            b.rank().name().to_lowercase()
        );
    }
    let cards: CardSet = hole.iter().copied().chain(view.board.iter()).collect();
    evaluate(cards).describe()
}

fn equity_random(view: &SeatView, rng: &mut StdRng) -> f64 {
    let hole: Vec<Card> = view.hole.iter().collect();
    if view.board.is_empty() && hole.len() == 2 {
        return preflop_equity(hole[0], hole[1]);
    }
    let opp_cards = match view.auction {
        Some(a) if view.variant() == VariantId::Auction && a.winners[view.opponent().index()] => 3,
        _ => 2,
    };
    let rule = BoardRule {
        red_runs: view.variant() == VariantId::RiverOfBlood,
    };
    equity_vs_random(
        &hole,
        view.board.as_slice(),
        view.opponent_known.as_slice(),
        opp_cards,
        CardSet::EMPTY,
        rule,
        3000,
        rng,
    )
}

/// The suggested action with its reason.
fn suggestion(view: &SeatView, advice: &Advice, needed: Option<f64>) -> String {
    let eq = advice.equity * 100.0;
    let pot = f64::from(view.pot.max(1));
    if let Some(value) = advice.bid_value {
        return match (view.variant(), advice.card_equities) {
            (VariantId::Auction, Some((win, lose))) => format!(
                "Suggestion: bid about {value:.0}. The third card is worth about {:.1}x the pot here: with it you would have {:.0}%, if the bot gets it {:.0}%.",
                value / pot,
                win * 100.0,
                lose * 100.0
            ),
            _ => format!(
                "Suggestion: bid about {value:.0}. Seeing a card is worth a few percent of the final pot, most with a middling hand ({eq:.0}% now)."
            ),
        };
    }
    let reason = match (advice.best, needed) {
        (Action::Call, Some(n)) => format!("you need {:.0}% and have {eq:.0}%", n * 100.0),
        (Action::Fold, Some(n)) if eq < n * 100.0 => {
            format!("you need {:.0}% but have only {eq:.0}%", n * 100.0)
        }
        (Action::Fold, Some(n)) => format!(
            "the price asks {:.0}% and you have {eq:.0}%, but with more betting to come this hand keeps too little of it",
            n * 100.0
        ),
        (Action::RaiseTo(_), _) if eq >= 60.0 => {
            format!("with {eq:.0}% you want more chips in the pot")
        }
        (Action::RaiseTo(_), _) => "the bot folds often enough that a bet pays".to_string(),
        (Action::Check, _) => format!("with {eq:.0}% a bet would not gain enough"),
        _ => format!("equity {eq:.0}%"),
    };
    format!("Suggestion: {} — {reason}.", action_imperative(advice.best))
}

fn action_imperative(a: Action) -> String {
    match a {
        Action::Fold => "fold".to_string(),
        Action::Check => "check".to_string(),
        Action::Call => "call".to_string(),
        Action::RaiseTo(n) => format!("raise to {n}"),
        Action::Bid(n) => format!("bid {n}"),
    }
}
