//! The Monte Carlo range bot. It keeps a weighted range over the opponent's 1,326 possible
//! hands and updates it after every opponent action and bid (likelihood with a floor, from the
//! hand's strength and the opponent's observed frequencies). Its equity comes from rollouts
//! against that range that follow the variant (a third hole card, a peeked card, River of
//! Blood's run cards). It decides by expected value: folding, checking or calling, or raising
//! to one of several sizes with the opponent's fold chance and calling range estimated from
//! the range and its statistics. Its bids value the prize (the third card's equity swing, or a
//! peek's information) and exploit opponents who always bid huge: in a second-price auction,
//! bidding just under them makes them pay into a pot it owns a share of.

use std::time::Instant;

use rand::{Rng, RngCore};

use crate::cards::{Card, CardSet, Evaluator, HandKey};
use crate::engine::{Action, Chips, Event, LegalActions, SeatView, Street, VariantId};

use super::Bot;
use super::heuristic::{board_rule, raise_to};
use super::range::{COMBOS, Range, strengths};
use super::stats::OpponentStats;
use super::strength::deal_rest;

/// How much the Monte Carlo bot may think.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Budget {
    /// Rollouts per decision.
    pub samples: u32,
    /// Stop early after this many milliseconds.
    pub max_ms: f64,
}

impl Budget {
    /// Full strength: fits the IIT whole-match clock (20 s per 1000 hands) with room to spare.
    pub const FULL: Budget = Budget {
        samples: 1500,
        max_ms: 25.0,
    };
}

/// Strength buckets for the rollout tally.
const BUCKETS: usize = 20;

/// The Monte Carlo range bot.
#[derive(Debug, Clone)]
pub struct MonteCarlo {
    name: String,
    budget: Budget,
    /// Leave out shoves of many pots (for advice to people: a sound line, not an exploit).
    pub modest_sizes: bool,
    stats: OpponentStats,
    range: Option<Range>,
    /// Events of this hand already folded into the range.
    processed: usize,
    hole: Vec<Card>,
}

impl MonteCarlo {
    /// A Monte Carlo bot named `name` thinking within `budget`.
    pub fn new(name: &str, budget: Budget) -> MonteCarlo {
        MonteCarlo {
            name: name.to_string(),
            budget,
            modest_sizes: false,
            stats: OpponentStats::default(),
            range: None,
            processed: 0,
            hole: Vec::new(),
        }
    }

    /// Full strength, named "montecarlo".
    pub fn full() -> MonteCarlo {
        MonteCarlo::new("montecarlo", Budget::FULL)
    }

    fn dead_and_must(view: &SeatView) -> (CardSet, Option<Card>) {
        let dead: CardSet = view.hole.iter().chain(view.board.iter()).collect();
        (dead, view.opponent_known.iter().next())
    }

    /// Brings the range up to date with the opponent's actions so far.
    fn update_range(&mut self, view: &SeatView) {
        let hole: Vec<Card> = view.hole.iter().take(2).collect();
        let (dead, must) = Self::dead_and_must(view);
        if self.range.is_none() || hole != self.hole || view.events.len() < self.processed {
            self.range = Some(Range::uniform(dead, must));
            self.processed = 0;
            self.hole = hole;
        }
        let opp = view.opponent();
        // Replay the public betting to know what each opponent action faced.
        let mut pips = [0u32; 2];
        let mut board: Vec<Card> = Vec::new();
        let mut strength_cache: Option<(usize, Vec<f64>)> = None;
        let aggression = self.stats.aggression.value();
        let fold_rate = self.stats.fold_to_bet.value();
        // Opponents who bet most of the time say less with each bet.
        let tau = 0.10 + 0.6 * (aggression - 0.35).max(0.0);
        let eps = 0.05;
        let sigmoid = |x: f64| 1.0 / (1.0 + (-x).exp());
        for (i, e) in view.events.iter().enumerate() {
            match *e {
                Event::PostBlind { seat, amount } => pips[seat.index()] += amount,
                Event::ReturnUncalled { seat, amount } => pips[seat.index()] -= amount,
                Event::DealBoard { card, .. } => {
                    pips = [0, 0];
                    board.push(card);
                }
                Event::Act { seat, action } => {
                    if seat == opp && i >= self.processed {
                        let cost = pips[me_index(opp)].saturating_sub(pips[opp.index()]);
                        let key = board.len();
                        if strength_cache.as_ref().is_none_or(|(k, _)| *k != key) {
                            strength_cache = Some((key, strengths(&board, dead)));
                        }
                        let s = &strength_cache
                            .as_ref()
                            .map(|c| c.1.clone())
                            .unwrap_or_default();
                        let theta_bet = (1.0 - aggression).clamp(0.3, 0.9);
                        let theta_fold = fold_rate.clamp(0.1, 0.8);
                        if let Some(range) = &mut self.range {
                            match action {
                                Action::RaiseTo(_) => range.update(s, |x| {
                                    eps + (1.0 - 2.0 * eps) * sigmoid((x - theta_bet) / tau)
                                }),
                                Action::Call if cost > 0 => range.update(s, |x| {
                                    let continues = sigmoid((x - theta_fold) / tau);
                                    let raises = sigmoid((x - theta_bet) / tau);
                                    eps + (1.0 - 2.0 * eps) * continues * (1.0 - 0.5 * raises)
                                }),
                                Action::Check | Action::Call => range.update(s, |x| {
                                    let bets = sigmoid((x - theta_bet) / tau);
                                    eps + (1.0 - 2.0 * eps) * (1.0 - 0.7 * bets)
                                }),
                                _ => {}
                            }
                        }
                    }
                    match action {
                        Action::Call => pips[seat.index()] = pips[seat.other().index()],
                        Action::RaiseTo(t) => pips[seat.index()] = t,
                        _ => {}
                    }
                }
                _ => {}
            }
        }
        self.processed = view.events.len();
        if let Some(range) = &mut self.range {
            range.restrict(dead, must);
        }
    }

    /// Rollouts against the range: returns win shares bucketed by the opponent hand's current
    /// strength, plus the weight of the range in each bucket.
    fn rollouts(
        &self,
        view: &SeatView,
        rng: &mut dyn RngCore,
        my_extra: usize,
        opp_extra: usize,
    ) -> Tally {
        let mut tally = Tally::default();
        let Some(range) = &self.range else {
            return tally;
        };
        let (dead, _) = Self::dead_and_must(view);
        let board = view.board.as_slice();
        let s = strengths(board, dead);
        for (w, st) in range.weights.iter().zip(&s) {
            tally.weight[bucket(*st)] += w;
        }
        let cum = range.cumulative();
        let total = cum.last().copied().unwrap_or(0.0);
        if total <= 0.0 {
            return tally;
        }
        let ev = Evaluator::get();
        let rule = board_rule(view.variant());
        let mine = HandKey::of(view.hole.as_slice());
        let opp_hole = opp_card_count(view);
        let start = Instant::now();
        let mut pool: Vec<Card> = Vec::with_capacity(52);
        for n in 0..self.budget.samples {
            if n % 256 == 255 && start.elapsed().as_secs_f64() * 1000.0 > self.budget.max_ms {
                break;
            }
            let x = rng.random::<f64>() * total;
            let idx = cum.partition_point(|&c| c < x).min(COMBOS.len() - 1);
            let (a, b) = COMBOS[idx];
            let used = dead.union(CardSet::from_iter([a, b]));
            pool.clear();
            pool.extend(Card::all().filter(|c| !used.contains(*c)));
            // Extra hole cards (auction prizes) first, then the board.
            let extra = my_extra + opp_extra + opp_hole.saturating_sub(2);
            let extra = extra.min(pool.len());
            for i in 0..extra {
                let j = rng.random_range(i..pool.len());
                pool.swap(i, j);
            }
            let (extras, rest) = pool.split_at_mut(extra);
            let n_board = deal_rest(rest, board, rule, rng);
            let mut my_key = mine.combine(HandKey::board_of(board));
            let mut opp_key = HandKey::of(&[a, b]).combine(HandKey::board_of(board));
            for &c in &rest[..n_board] {
                my_key = my_key.with_card(c);
                opp_key = opp_key.with_card(c);
            }
            let mut k = 0;
            for _ in 0..my_extra {
                my_key = my_key.with_card(extras[k]);
                k += 1;
            }
            for _ in 0..(opp_extra + opp_hole.saturating_sub(2)) {
                opp_key = opp_key.with_card(extras[k]);
                k += 1;
            }
            let (v_me, v_opp) = (ev.evaluate(my_key.cards()), ev.evaluate(opp_key.cards()));
            let win = if v_me > v_opp {
                1.0
            } else if v_me == v_opp {
                0.5
            } else {
                0.0
            };
            let bk = bucket(s[idx]);
            tally.wins[bk] += win;
            tally.count[bk] += 1.0;
        }
        tally
    }

    fn bid(&mut self, view: &SeatView, max: Chips, rng: &mut dyn RngCore) -> Action {
        let pot = f64::from(view.pot.max(1));
        let final_pot = 1.8 * pot;
        let my_stack = f64::from(view.stacks[view.seat.index()]);
        let opp_stack = view.stacks[view.opponent().index()];
        let value = match view.variant() {
            VariantId::SneakPeek => {
                // Information is worth a few percent of the final pot; randomise inside a band
                // so the bid does not give the hand away.
                let eq = self.rollouts(view, rng, 0, 0).equity();
                let medium = 1.0 - (eq - 0.5).abs() * 2.0;
                final_pot * (0.04 + 0.12 * medium) * rng.random_range(0.8..1.2)
            }
            _ => {
                let win = self.rollouts(view, rng, 1, 0).equity();
                let lose = self.rollouts(view, rng, 0, 1).equity();
                let swing = (win - lose).clamp(0.0, 0.9);
                final_pot * swing / (1.0 - swing)
            }
        };
        let mut bid = value.max(0.0).min(my_stack);
        // Second price: an opponent who bids (nearly) everything every time pays our bid, and
        // that payment goes into a pot we own a share of. Bid just under it.
        let huge = self.stats.bid_to_stack.value() > 0.85 && self.stats.hands >= 3;
        if huge && opp_stack > 1 {
            bid = bid.max(f64::from(opp_stack - 1).min(my_stack));
        }
        Action::Bid((bid.round() as Chips).min(max))
    }
}

fn me_index(opp: crate::engine::Seat) -> usize {
    opp.other().index()
}

/// The opponent's hole cards now: three after winning (or tying) an Auction Hold'em auction.
fn opp_card_count(view: &SeatView) -> usize {
    match view.auction {
        Some(a) if view.variant() == VariantId::Auction && a.winners[view.opponent().index()] => 3,
        _ => 2,
    }
}

fn bucket(strength: f64) -> usize {
    ((strength * BUCKETS as f64) as usize).min(BUCKETS - 1)
}

#[derive(Debug, Default, Clone)]
struct Tally {
    wins: [f64; BUCKETS],
    count: [f64; BUCKETS],
    weight: [f64; BUCKETS],
}

impl Tally {
    fn equity(&self) -> f64 {
        let n: f64 = self.count.iter().sum();
        if n == 0.0 {
            0.5
        } else {
            self.wins.iter().sum::<f64>() / n
        }
    }

    /// Equity against the part of the range that does not fold, when the weakest `fold`
    /// share of the range folds; returns (equity against callers, share that folds).
    fn against_callers(&self, fold: f64) -> (f64, f64) {
        let total: f64 = self.weight.iter().sum();
        if total <= 0.0 {
            return (self.equity(), 0.0);
        }
        let mut folded = 0.0;
        let (mut w, mut c) = (0.0, 0.0);
        for b in 0..BUCKETS {
            let share = self.weight[b] / total;
            if folded + share <= fold {
                folded += share;
                continue;
            }
            w += self.wins[b];
            c += self.count[b];
        }
        (if c > 0.0 { w / c } else { self.equity() }, folded)
    }
}

/// What the Monte Carlo bot thinks of a decision, for teaching: its equity against the
/// opponent's estimated range, the expected value of each option, and for an auction the
/// prize's value.
#[derive(Debug, Clone, PartialEq)]
pub struct Advice {
    /// Equity (0 to 1) against the estimated range.
    pub equity: f64,
    /// Each considered action with its expected value in chips, relative to folding now.
    pub options: Vec<(Action, f64)>,
    /// The action with the highest expected value (the bid, in an auction).
    pub best: Action,
    /// In an auction: the bid the prize is worth.
    pub bid_value: Option<f64>,
    /// In Auction Hold'em: equity if this seat wins the third card, and if the opponent does.
    pub card_equities: Option<(f64, f64)>,
}

impl MonteCarlo {
    /// Every option at a betting decision with its expected value, best first.
    fn options(
        &mut self,
        view: &SeatView,
        legal: &LegalActions,
        rng: &mut dyn RngCore,
    ) -> (f64, Vec<(Action, f64)>) {
        let tally = self.rollouts(view, rng, 0, 0);
        let eq = tally.equity();
        let pot = f64::from(view.pot);
        let cost = f64::from(legal.call_cost);
        let (me, opp) = (view.seat.index(), view.opponent().index());
        let my_pip = f64::from(view.pips[me]);
        let opp_pip = f64::from(view.pips[opp]);
        // Expected values relative to folding now.
        let mut options = Vec::new();
        if cost > 0.0 {
            options.push((Action::Fold, 0.0));
            options.push((Action::Call, eq * (pot + cost) - cost));
        } else {
            options.push((Action::Check, eq * pot));
        }
        let fold_rate = self.stats.fold_to_bet.value();
        let river = view.street != Street::Preflop
            && view.board.len() >= 5
            && !(view.variant() == VariantId::RiverOfBlood
                && view.board.last().is_some_and(|c| c.is_red()));
        if legal.raise.is_some() {
            let sizes: &[f64] = if self.modest_sizes {
                &[0.5, 0.75, 1.0, 1.5]
            } else {
                &[0.5, 0.75, 1.0, 1.5, 100.0]
            };
            for &fraction in sizes {
                let target = opp_pip + cost.max(0.0) + (pot + cost) * fraction;
                let Some(Action::RaiseTo(total)) = raise_to(legal, target) else {
                    continue;
                };
                if options.iter().any(|(a, _)| *a == Action::RaiseTo(total)) {
                    continue;
                }
                let total_f = f64::from(total);
                let add = total_f - my_pip;
                let opp_add = total_f - opp_pip;
                // Bigger bets fold more of the range; the opponent's observed habit scales it.
                let size = opp_add / (pot + cost).max(1.0);
                let fold = (fold_rate * (0.6 + 0.4 * size.min(2.0))).clamp(0.0, 0.85);
                let (eq_called, folded) = tally.against_callers(fold);
                // Before the river, a called bet still has streets to play: credit part of the
                // raw equity so strong draws are not priced as if they had to show down now.
                let eq_c = if river {
                    eq_called
                } else {
                    0.7 * eq_called + 0.3 * eq
                };
                let ev = folded * pot + (1.0 - folded) * (eq_c * (pot + add + opp_add) - add);
                options.push((Action::RaiseTo(total), ev));
            }
        }
        options.sort_by(|a, b| b.1.total_cmp(&a.1));
        (eq, options)
    }

    /// The bot's analysis of `view`'s decision (the view's seat is the one advised).
    pub fn advise(&mut self, view: &SeatView, rng: &mut dyn RngCore) -> Option<Advice> {
        let legal = view.legal?;
        self.update_range(view);
        if let Some((_, max)) = legal.bid {
            let equity = self.rollouts(view, rng, 0, 0).equity();
            let card_equities = (view.variant() == VariantId::Auction).then(|| {
                (
                    self.rollouts(view, rng, 1, 0).equity(),
                    self.rollouts(view, rng, 0, 1).equity(),
                )
            });
            let best = self.bid(view, max, rng);
            let bid_value = match best {
                Action::Bid(b) => Some(f64::from(b)),
                _ => None,
            };
            return Some(Advice {
                equity,
                options: vec![(best, 0.0)],
                best,
                bid_value,
                card_equities,
            });
        }
        let (equity, options) = self.options(view, &legal, rng);
        let best = options.first().map_or(legal.check_or_fold(), |o| o.0);
        Some(Advice {
            equity,
            options,
            best,
            bid_value: None,
            card_equities: None,
        })
    }

    /// Learns from a finished hand without being seated (for an advisor watching a seat).
    pub fn observe(&mut self, view: &SeatView) {
        self.hand_over(view);
    }

    fn decide(&mut self, view: &SeatView, legal: &LegalActions, rng: &mut dyn RngCore) -> Action {
        let (_, options) = self.options(view, legal, rng);
        options.first().map_or(legal.check_or_fold(), |o| o.0)
    }
}

impl Bot for MonteCarlo {
    fn name(&self) -> &str {
        &self.name
    }

    fn act(&mut self, view: &SeatView, rng: &mut dyn RngCore) -> Action {
        let Some(legal) = view.legal else {
            return Action::Check;
        };
        self.update_range(view);
        if let Some((_, max)) = legal.bid {
            return self.bid(view, max, rng);
        }
        self.decide(view, &legal, rng)
    }

    fn hand_over(&mut self, view: &SeatView) {
        self.stats.observe(view);
        self.range = None;
        self.processed = 0;
    }
}
