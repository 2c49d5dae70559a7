//! The Auction Flop Poker table: you and three bots (or however many seats the config says),
//! played by keys. Bots decide in a few milliseconds, so they play on the UI thread, one move
//! per tick after the configured pause, which keeps their moves readable.

use std::time::{Duration, Instant};

use rand::SeedableRng;
use rand::rngs::StdRng;
use ratatui::Frame;
use ratatui::crossterm::event::{KeyCode, KeyEvent};
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Padding, Paragraph, Wrap};

use felt::bots::draw::{DrawBot, draw_by_name};
use felt::cards::{Card, CardSet, Deck, evaluate};
use felt::engine::Chips;
use felt::engine::draw::{
    DrawAction, DrawEvent, DrawHand, DrawPhase, DrawSetup, PAYOUTS, discard_fee,
};

use super::theme::Theme;
use super::widgets::cards;

/// Seat names around the table, the person first.
const NAMES: [&str; 6] = ["You", "West", "North", "East", "South-east", "South-west"];

/// A game of Auction Flop Poker in progress.
pub struct DrawTable {
    pub bot_name: String,
    bots: Vec<Box<dyn DrawBot>>,
    rng: StdRng,
    /// Chips of every player (index 0 is the person), carried from hand to hand.
    pub chips: Vec<Chips>,
    ante: Chips,
    dealer: usize,
    /// Players in the current hand, by seat.
    pub seats: Vec<usize>,
    pub hand: Option<DrawHand>,
    pub hand_no: u32,
    /// The person's selection: cards to discard, or flop cards to keep.
    pub selected: CardSet,
    pub log: Vec<String>,
    logged: usize,
    pub message: Option<String>,
    pub learn: bool,
    pause: Duration,
    last_move: Instant,
    pub over: bool,
    /// Where finished hands are saved.
    store: Option<std::path::PathBuf>,
    /// Hands in the match (None: until you stop).
    pub hands: Option<u32>,
    /// Every player's chips when the current hand was dealt.
    start_chips: Vec<Chips>,
    /// Your chips at the start of the match.
    first_chips: Chips,
}

impl DrawTable {
    /// Saves every finished hand as a PHH file in `dir`.
    pub fn save_to(&mut self, dir: std::path::PathBuf) {
        self.store = Some(dir);
    }

    /// A table of `seats` players with `stack` chips each, the person against `bot`.
    pub fn new(
        bot: &str,
        seats: usize,
        stack: Chips,
        ante: Chips,
        seed: u64,
        learn: bool,
        pause: Duration,
    ) -> Option<DrawTable> {
        draw_by_name(bot)?;
        let bots = (1..seats).filter_map(|_| draw_by_name(bot)).collect();
        let mut t = DrawTable {
            // The name the player chose ("medium"), not the engine behind it ("heuristic").
            bot_name: bot.to_string(),
            bots,
            rng: StdRng::seed_from_u64(seed),
            chips: vec![stack; seats],
            ante,
            dealer: seats - 1,
            seats: Vec::new(),
            hand: None,
            hand_no: 0,
            selected: CardSet::EMPTY,
            log: Vec::new(),
            logged: 0,
            message: None,
            learn,
            pause,
            last_move: Instant::now(),
            over: false,
            store: None,
            hands: None,
            start_chips: Vec::new(),
            first_chips: stack,
        };
        t.deal();
        Some(t)
    }

    /// The person's seat in the current hand.
    pub fn my_seat(&self) -> Option<usize> {
        self.seats.iter().position(|&p| p == 0)
    }

    fn name(&self, seat: usize) -> &'static str {
        NAMES[self.seats.get(seat).copied().unwrap_or(0).min(5)]
    }

    /// Deals the next hand, or ends the game when fewer than three can pay the ante (or the
    /// person cannot).
    pub fn deal(&mut self) {
        if self.hands.is_some_and(|n| self.hand_no >= n) {
            self.over = true;
            let net = i64::from(self.chips[0]) - i64::from(self.first_chips);
            self.message = Some(format!(
                "The match is over after {}: you {}. Press q to leave.",
                hands_words(self.hand_no),
                signed(net)
            ));
            self.log.push(format!(
                "Match over after {}: you {}.",
                hands_words(self.hand_no),
                signed(net)
            ));
            return;
        }
        let players: Vec<usize> = (0..self.chips.len())
            .filter(|&p| self.chips[p] >= self.ante)
            .collect();
        if players.len() < 3 || !players.contains(&0) {
            self.over = true;
            self.hand = None;
            self.message = Some(if players.contains(&0) {
                "The game is over: fewer than three players can pay the ante. Press q to quit."
                    .to_string()
            } else {
                "You cannot pay the ante: the game is over. Press q to quit.".to_string()
            });
            return;
        }
        self.dealer = (self.dealer + 1) % self.chips.len();
        while !players.contains(&self.dealer) {
            self.dealer = (self.dealer + 1) % self.chips.len();
        }
        let dealer_seat = players.iter().position(|&p| p == self.dealer).unwrap_or(0);
        let setup = DrawSetup {
            stacks: players.iter().map(|&p| self.chips[p]).collect(),
            ante: self.ante,
            dealer: dealer_seat,
            reshuffle_seed: rand::Rng::random(&mut self.rng),
        };
        self.seats = players;
        self.hand_no += 1;
        self.start_chips = self.chips.clone();
        self.hand = DrawHand::new(setup, Deck::shuffled(&mut self.rng)).ok();
        self.logged = 0;
        self.selected = CardSet::EMPTY;
        let dealer = if self.dealer == 0 {
            "you deal".to_string()
        } else {
            format!("{} deals", NAMES[self.dealer.min(5)])
        };
        self.log
            .push(format!("── Hand {}: {dealer} ──", self.hand_no));
        self.log_events();
    }

    /// True while a bot is to move (the loop ticks then).
    pub fn bots_to_move(&self) -> bool {
        let me = self.my_seat();
        self.hand
            .as_ref()
            .and_then(DrawHand::to_act)
            .is_some_and(|s| Some(s) != me)
    }

    /// One bot move, if one is due and the pause has passed.
    pub fn tick(&mut self) {
        if !self.bots_to_move() || self.last_move.elapsed() < self.pause {
            return;
        }
        let Some(hand) = &mut self.hand else { return };
        let Some(legal) = hand.legal() else { return };
        let player = self.seats[legal.seat];
        let bot = &mut self.bots[player - 1];
        let action = bot.act(&hand.view(legal.seat), &mut self.rng);
        if hand.apply(legal.seat, action).is_err() {
            let safe = match legal.phase {
                DrawPhase::Discard => DrawAction::Discard(CardSet::EMPTY),
                DrawPhase::Auction => DrawAction::Pass,
                DrawPhase::Reverse => DrawAction::Take,
                _ => DrawAction::Keep(
                    hand.flop()
                        .map(|f| CardSet::single(f[0]))
                        .unwrap_or_default(),
                ),
            };
            let _ = hand.apply(legal.seat, safe);
        }
        self.last_move = Instant::now();
        self.after_move();
    }

    fn after_move(&mut self) {
        self.log_events();
        if let Some(hand) = &self.hand
            && hand.is_over()
        {
            for (seat, &player) in self.seats.iter().enumerate() {
                self.chips[player] = hand.stacks()[seat];
            }
            if let Some(dir) = &self.store {
                let names: Vec<String> = self
                    .seats
                    .iter()
                    .map(|&p| NAMES[p.min(5)].to_lowercase())
                    .collect();
                let stamp = std::time::SystemTime::now()
                    .duration_since(std::time::UNIX_EPOCH)
                    .map_or(0, |d| d.as_secs());
                // The process id keeps two tables started in the same second apart.
                let path = dir.join(format!(
                    "{stamp}-{}-{:06}.phh",
                    std::process::id(),
                    self.hand_no
                ));
                let text = felt::history::draw::write(hand, Some(&names));
                if let Err(e) = felt::history::write_atomically(&path, text.as_bytes()) {
                    self.log
                        .push(format!("could not save the hand history: {e}"));
                }
            }
            self.message = Some("Press enter for the next hand.".to_string());
        }
    }

    fn log_events(&mut self) {
        let Some(hand) = &self.hand else { return };
        let me = self.my_seat().unwrap_or(0);
        let events = hand.events();
        let mut lines = Vec::new();
        let mut i = self.logged.min(events.len());
        while i < events.len() {
            // Another seat's discards are told only once every seat has chosen.
            if hand.phase() == DrawPhase::Discard
                && matches!(events[i], DrawEvent::Discard { seat, .. } if seat != me)
            {
                break;
            }
            if let Some(line) = self.describe(&events[i], me) {
                lines.push(line);
            }
            i += 1;
        }
        self.logged = i;
        self.log.extend(lines);
    }

    /// A seat as the subject of a sentence, with the verb ending ("You pass", "West passes").
    fn who(&self, seat: usize, me: usize, plural: &str, singular: &str) -> String {
        if seat == me {
            format!("You {plural}")
        } else {
            format!("{} {singular}", self.name(seat))
        }
    }

    fn describe(&self, e: &DrawEvent, me: usize) -> Option<String> {
        let w = |s: usize, p: &str, q: &str| self.who(s, me, p, q);
        Some(match e {
            DrawEvent::Ante { .. } => return None,
            DrawEvent::Deal { seat, cards } if *seat == me => {
                format!("You are dealt {}", words(*cards))
            }
            DrawEvent::Deal { .. } => return None,
            DrawEvent::Discard {
                seat, count, fee, ..
            } => {
                format!(
                    "{} {count} card(s) and {} {fee}",
                    w(*seat, "discard", "discards"),
                    if *seat == me { "pay" } else { "pays" }
                )
            }
            DrawEvent::Reshuffle { .. } => {
                "The stock ran out: the discards are shuffled into a new stock".to_string()
            }
            DrawEvent::Flop { cards, first_voice } => {
                format!(
                    "Flop: {} ({} first)",
                    in_order(cards),
                    w(*first_voice, "speak", "speaks")
                )
            }
            DrawEvent::Pass { seat } => w(*seat, "pass", "passes"),
            DrawEvent::Bid { seat, amount } => format!("{} {amount}", w(*seat, "bid", "bids")),
            DrawEvent::Sold { seat, price } => {
                format!("{} the flop for {price}", w(*seat, "buy", "buys"))
            }
            DrawEvent::Offer { seat, amount } => {
                format!("{} {amount} not to take it", w(*seat, "offer", "offers"))
            }
            DrawEvent::Taken {
                taker,
                payer: Some(p),
                amount,
            } => {
                format!(
                    "{} the flop; {} {amount}",
                    w(*taker, "take", "takes"),
                    w(*p, "pay", "pays")
                )
            }
            DrawEvent::Taken { taker, .. } => {
                format!("{} the flop for free", w(*taker, "take", "takes"))
            }
            DrawEvent::Free { seat } => format!(
                "{} the last needing cards: the flop is free",
                w(*seat, "are", "is")
            ),
            DrawEvent::Keep { seat, cards } => {
                format!("{} {}", w(*seat, "keep", "keeps"), words(*cards))
            }
            DrawEvent::Payout {
                seat,
                place,
                value,
                amount,
            } => format!("{place}. {}: {value}, +{amount}", self.name(*seat)),
            DrawEvent::End { .. } => return None,
        })
    }

    /// Keys at the Auction Flop table.
    pub fn on_key(&mut self, key: KeyEvent) {
        self.message = None;
        if key.code == KeyCode::Char('l') {
            self.learn = !self.learn;
            return;
        }
        let over = self.hand.as_ref().is_none_or(DrawHand::is_over);
        if over {
            if matches!(
                key.code,
                KeyCode::Enter | KeyCode::Char(' ') | KeyCode::Char('n')
            ) && !self.over
            {
                self.deal();
            }
            return;
        }
        let Some(me) = self.my_seat() else { return };
        let Some(hand) = &self.hand else { return };
        let Some(legal) = hand.legal().filter(|l| l.seat == me) else {
            self.message = Some("Wait: the bots are playing.".to_string());
            return;
        };
        let mine: Vec<Card> = hand.cards(me).iter().collect();
        let flop: Vec<Card> = hand.flop().map(|f| f.to_vec()).unwrap_or_default();
        let action = match (legal.phase, key.code) {
            (DrawPhase::Discard, KeyCode::Char(c @ '1'..='5')) => {
                toggle(
                    &mut self.selected,
                    mine.get(c as usize - '1' as usize).copied(),
                );
                None
            }
            (DrawPhase::Keep, KeyCode::Char(c @ '1'..='3')) => {
                toggle(
                    &mut self.selected,
                    flop.get(c as usize - '1' as usize).copied(),
                );
                None
            }
            (DrawPhase::Discard, KeyCode::Enter) => Some(DrawAction::Discard(self.selected)),
            (DrawPhase::Keep, KeyCode::Enter) => Some(DrawAction::Keep(self.selected)),
            (DrawPhase::Auction, KeyCode::Char('b')) => Some(DrawAction::Bid),
            (DrawPhase::Auction, KeyCode::Char('s') | KeyCode::Char(' ')) => Some(DrawAction::Pass),
            (DrawPhase::Reverse, KeyCode::Char('t')) => Some(DrawAction::Take),
            (DrawPhase::Reverse, KeyCode::Char('o')) => Some(DrawAction::Offer),
            _ => {
                self.message = Some(keys_hint(legal.phase).to_string());
                None
            }
        };
        let Some(action) = action else { return };
        let Some(hand) = &mut self.hand else { return };
        match hand.apply(me, action) {
            Ok(_) => {
                self.selected = CardSet::EMPTY;
                self.last_move = Instant::now();
                self.after_move();
            }
            Err(e) => self.message = Some(format!("{e}.")),
        }
    }
}

fn toggle(set: &mut CardSet, card: Option<Card>) {
    if let Some(c) = card
        && !set.remove(c)
    {
        set.insert(c);
    }
}

fn words(cards: CardSet) -> String {
    in_order(&cards.iter().collect::<Vec<_>>())
}

/// Cards in the order given (a flop as it lies on the table, numbered 1 to 3).
fn in_order(cards: &[Card]) -> String {
    let theme = Theme {
        colour: false,
        four_colour: false,
        ascii: false,
        light: false,
    };
    cards
        .iter()
        .map(|&c| theme.card_text(c))
        .collect::<Vec<_>>()
        .join(" ")
}

/// "1 hand", "3 hands".
fn hands_words(n: u32) -> String {
    if n == 1 {
        "1 hand".to_string()
    } else {
        format!("{n} hands")
    }
}

/// "won 12", "lost 4", "broke even".
fn signed(n: i64) -> String {
    match n {
        n if n > 0 => format!("won {n}"),
        n if n < 0 => format!("lost {}", -n),
        _ => "broke even".to_string(),
    }
}

fn keys_hint(phase: DrawPhase) -> &'static str {
    match phase {
        DrawPhase::Discard => {
            "Discards: 1-5 pick cards, enter confirms (enter alone keeps all five)."
        }
        DrawPhase::Auction => "Auction: b bids one more, s (or space) passes.",
        DrawPhase::Reverse => {
            "Nobody bid: t takes the flop for free, o offers one more not to take it."
        }
        DrawPhase::Keep => "Your flop: 1-3 pick the cards to keep, enter confirms.",
        DrawPhase::Done => "Press enter for the next hand.",
    }
}

/// "Keep 2", "Keep 1 to 3", "Keep 1 card".
fn keep_words((lo, hi): (u32, u32)) -> String {
    match (lo, hi) {
        (1, 1) => "Keep exactly 1".to_string(),
        (a, b) if a == b => format!("Keep exactly {a}"),
        (a, b) => format!("Keep {a} to {b}"),
    }
}

/// The teaching note for the person's current decision.
fn teaching(t: &DrawTable) -> Vec<String> {
    let (Some(hand), Some(me)) = (&t.hand, t.my_seat()) else {
        return Vec::new();
    };
    let mine = hand.cards(me);
    let mut lines = vec![format!(
        "Your hand: {} ({} cards).",
        evaluate(mine),
        mine.len()
    )];
    match hand.legal().filter(|l| l.seat == me) {
        Some(l) if l.phase == DrawPhase::Discard => {
            lines.push("Throw away cards you do not want; flops later offer new ones. Fees grow: 1, 3, 6, 10, 15 for 1 to 5 cards.".to_string());
            let k = t.selected.len();
            lines.push(format!(
                "Discarding {k} now costs {} (you can afford up to {}).",
                discard_fee(k),
                l.max_discards
            ));
            lines.push(format!(
                "The pot ({}) pays {}/{}/{}% to the three best hands; tied hands pool those shares and split them.",
                hand.view(me).pot,
                PAYOUTS[0],
                PAYOUTS[1],
                PAYOUTS[2]
            ));
        }
        Some(l) if l.phase == DrawPhase::Auction => {
            let (best, holder) = hand.auction_state();
            lines.push(format!(
                "Flop for auction: a bid costs {}{}; the last bidder left buys it. Passing is free; you may bid later.",
                best + 1,
                holder.map_or(String::new(), |h| format!(" ({} holds {best})", t.name(h)))
            ));
            lines.push(bid_advice(t, hand, me));
        }
        Some(_) if hand.phase() == DrawPhase::Reverse => {
            lines.push("Nobody bid: a reverse auction. t takes the flop free; o offers one more than the last offer not to take it. When someone takes it, the highest offer is paid.".to_string());
            lines.push(bid_advice(t, hand, me));
        }
        Some(l) if l.phase == DrawPhase::Keep => {
            lines.push(format!(
                "{} of the three flop cards; the rest go face down to the discards.",
                keep_words(l.keep)
            ));
        }
        _ if hand.is_over() => return review(t, hand, me),
        _ => lines.push("The bots are playing.".to_string()),
    }
    lines
}

/// What this flop would do for the person's hand, and whether chips are worth paying for it.
fn bid_advice(t: &DrawTable, hand: &DrawHand, me: usize) -> String {
    let mine = hand.cards(me);
    let need = 5u32.saturating_sub(mine.len());
    let Some(flop) = hand.flop() else {
        return String::new();
    };
    // The best hand this flop could make, keeping up to `need` of its cards.
    let mut best = evaluate(mine);
    for mask in 1u8..8 {
        let picked: CardSet = (0..3)
            .filter(|i| mask & (1 << i) != 0)
            .map(|i| flop[i])
            .collect();
        if picked.len() <= need {
            best = best.max(evaluate(mine.union(picked)));
        }
    }
    let view = hand.view(me);
    let needing = view
        .counts
        .iter()
        .enumerate()
        .filter(|&(s, &c)| s != me && c < 5)
        .count();
    let now = evaluate(mine);
    let gain = if best.category() > now.category() {
        format!("This flop would make your {now} {best}: worth a few chips.")
    } else {
        format!("This flop hardly helps your {now}: let others pay for it.")
    };
    let wait = match needing {
        0 => "You are the last needing cards, so flops come free.".to_string(),
        n => format!(
            "{n} other(s) still need cards; the last one gets flops free, so pay only for a flop that clearly helps."
        ),
    };
    let _ = t;
    format!("{gain} {wait}")
}

/// After the hand: who won and why, ties, and what the hand cost you.
fn review(t: &DrawTable, hand: &DrawHand, me: usize) -> Vec<String> {
    let mut lines = Vec::new();
    let payouts: Vec<(usize, usize, felt::cards::HandValue, Chips)> = hand
        .events()
        .iter()
        .filter_map(|e| match e {
            DrawEvent::Payout {
                seat,
                place,
                value,
                amount,
            } => Some((*seat, *place, *value, *amount)),
            _ => None,
        })
        .collect();
    if let Some(&(seat, _, value, _)) = payouts.first() {
        let who = if seat == me {
            "You".to_string()
        } else {
            t.name(seat).to_string()
        };
        lines.push(format!("Why: {who} had the best hand, {value}."));
    }
    let mine = hand.cards(me);
    match payouts.iter().find(|p| p.0 == me) {
        Some(&(_, place, _, amount)) => lines.push(format!(
            "Your {} placed {place} and was paid {amount}.",
            evaluate(mine)
        )),
        None => lines.push(format!(
            "Your {} was not in the top three, so it was paid nothing.",
            evaluate(mine)
        )),
    }
    // Ties: equal hands pool the shares of the places they cover and split them.
    for (i, a) in payouts.iter().enumerate() {
        let tied: Vec<&str> = payouts
            .iter()
            .filter(|b| b.2 == a.2)
            .map(|b| t.name(b.0))
            .collect();
        if tied.len() > 1 && payouts[..i].iter().all(|b| b.2 != a.2) {
            lines.push(format!(
                "{} tied with {}: they pooled the shares of the places they cover and split them equally.",
                tied.join(" and "),
                a.2
            ));
        }
    }
    let spent: Chips = hand
        .events()
        .iter()
        .map(|e| match e {
            DrawEvent::Discard { seat, fee, .. } if *seat == me => *fee,
            DrawEvent::Sold { seat, price } if *seat == me => *price,
            DrawEvent::Taken {
                payer: Some(p),
                amount,
                ..
            } if *p == me => *amount,
            _ => 0,
        })
        .sum();
    let net = hand.net().and_then(|n| n.get(me).copied()).unwrap_or(0);
    lines.push(format!(
        "You paid the ante ({}) and {spent} in fees and auction prices; this hand you {}.",
        t.ante,
        signed(net)
    ));
    lines
}

/// Draws the Auction Flop table.
pub fn render(t: &DrawTable, theme: &Theme, frame: &mut Frame, area: Rect) {
    let [head, others, flop_area, me_area, rest, prompt, buttons] = Layout::vertical([
        Constraint::Length(1),
        Constraint::Length(t.chips.len().saturating_sub(1) as u16),
        Constraint::Length(2),
        Constraint::Length(2),
        Constraint::Min(5),
        Constraint::Length(1),
        Constraint::Length(1),
    ])
    .areas(area);
    let me = t.my_seat();
    let view = t.hand.as_ref().map(|h| h.view(me.unwrap_or(0)));
    let pot = view.as_ref().map_or(0, |v| v.pot);
    frame.render_widget(
        Paragraph::new(Line::from(vec![
            Span::styled(" felt ", theme.highlight()),
            Span::styled(" Auction Flop ", theme.strong()),
            Span::raw(format!(
                "· hand {}{} · pot {pot} · your chips {} · vs {}{}",
                t.hand_no,
                t.hands.map_or(String::new(), |n| format!("/{n}")),
                view.as_ref()
                    .zip(me)
                    .map_or(t.chips[0], |(v, m)| v.stacks[m]),
                t.bot_name,
                if t.learn { " · learn" } else { "" }
            )),
        ])),
        head,
    );
    let hand = t.hand.as_ref();
    let done = hand.is_none_or(DrawHand::is_over);
    let mut lines = Vec::new();
    for player in 1..t.chips.len() {
        let seat = t.seats.iter().position(|&p| p == player);
        let count = match (&view, seat) {
            (Some(v), Some(s)) => v.counts[s],
            _ => 0,
        };
        let acting = hand
            .and_then(DrawHand::to_act)
            .is_some_and(|a| Some(a) == seat);
        let mut spans = vec![Span::styled(
            format!(" {:<10}", NAMES[player.min(5)]),
            if acting {
                theme.highlight()
            } else {
                theme.strong()
            },
        )];
        let chips = match (&view, seat) {
            (Some(v), Some(s)) => v.stacks[s],
            _ => t.chips[player],
        };
        spans.push(Span::raw(format!(" chips {chips:<4} ")));
        match seat {
            None => spans.push(Span::styled("out of the game", theme.dim())),
            Some(s) if done && hand.is_some() => {
                spans.extend(cards::faces(
                    theme,
                    &hand
                        .map(|h| h.cards(s).iter().collect::<Vec<_>>())
                        .unwrap_or_default(),
                ));
            }
            Some(_) => {
                for _ in 0..count {
                    spans.push(cards::back(theme));
                }
            }
        }
        if t.seats.get(hand.map_or(0, |h| h.setup().dealer)) == Some(&player) {
            spans.push(Span::styled("  [dealer]", theme.dim()));
        }
        lines.push(Line::from(spans));
    }
    frame.render_widget(Paragraph::new(lines), others);
    // The flop and the auction.
    let mut spans = vec![Span::styled(" Flop ", theme.strong())];
    if let Some(f) = hand.and_then(DrawHand::flop) {
        for (i, c) in f.iter().enumerate() {
            let picked =
                t.selected.contains(*c) && hand.is_some_and(|h| h.phase() == DrawPhase::Keep);
            spans.push(Span::styled(
                if picked {
                    "✓".to_string()
                } else {
                    format!("{}", i + 1)
                },
                theme.dim(),
            ));
            let mut face = cards::face(theme, *c);
            if picked {
                face = face.style(theme.highlight());
            }
            spans.push(face);
            spans.push(Span::raw(" "));
        }
        if let Some(h) = hand {
            let (amount, holder) = h.auction_state();
            let what = match h.phase() {
                DrawPhase::Auction => holder.map_or("no bid yet".to_string(), |s| {
                    format!("best bid {amount} ({})", t.name(s))
                }),
                DrawPhase::Reverse => holder
                    .map_or("reverse auction: no offer yet".to_string(), |s| {
                        format!("offer {amount} ({})", t.name(s))
                    }),
                DrawPhase::Keep => h.to_act().map_or(String::new(), |s| {
                    if Some(s) == me {
                        "yours: pick the cards to keep".to_string()
                    } else {
                        format!("{} is choosing which cards to keep", t.name(s))
                    }
                }),
                _ => String::new(),
            };
            spans.push(Span::styled(format!("  {what}"), theme.teach()));
        }
    } else {
        spans.push(Span::styled("(none on offer)", theme.dim()));
    }
    frame.render_widget(Paragraph::new(Line::from(spans)), flop_area);
    // Your cards, numbered for picking.
    let mut spans = vec![Span::styled(
        " YOU ",
        if hand
            .and_then(DrawHand::to_act)
            .is_some_and(|a| Some(a) == me)
        {
            theme.highlight()
        } else {
            theme.strong()
        },
    )];
    if let (Some(h), Some(s)) = (hand, me) {
        let mine: Vec<Card> = h.cards(s).iter().collect();
        let discarding = h.phase() == DrawPhase::Discard;
        for (i, c) in mine.iter().enumerate() {
            let thrown = discarding && t.selected.contains(*c);
            spans.push(Span::styled(
                if thrown {
                    " ✗".to_string()
                } else {
                    format!(" {}", i + 1)
                },
                theme.dim(),
            ));
            let mut face = cards::face(theme, *c);
            if discarding && t.selected.contains(*c) {
                face = face.style(theme.button_off());
            }
            spans.push(face);
        }
        spans.push(Span::styled(
            format!("   {}", evaluate(h.cards(s))),
            theme.strong(),
        ));
    }
    frame.render_widget(
        Paragraph::new(vec![Line::default(), Line::from(spans)]),
        me_area,
    );
    // Log and teaching.
    let (log_area, teach_area) = if t.learn {
        let [a, b] = Layout::horizontal([Constraint::Percentage(50), Constraint::Percentage(50)])
            .areas(rest);
        (a, Some(b))
    } else {
        (rest, None)
    };
    // The log wrapped one column short of its frame, following the end.
    let height = log_area.height.saturating_sub(2) as usize;
    let width = log_area.width.saturating_sub(3) as usize;
    let mut log: Vec<Line> = Vec::new();
    for l in t.log.iter().rev() {
        for piece in super::ui::wrap_text(l, width).into_iter().rev() {
            log.push(Line::from(piece));
        }
        if log.len() >= height {
            break;
        }
    }
    log.truncate(height);
    log.reverse();
    frame.render_widget(Paragraph::new(log).block(theme.panel(" Log ")), log_area);
    if let Some(a) = teach_area {
        let lines: Vec<Line> = teaching(t)
            .into_iter()
            .map(|l| Line::from(Span::styled(l, theme.teach())))
            .collect();
        frame.render_widget(
            Paragraph::new(lines)
                .wrap(Wrap { trim: true })
                .block(theme.panel(" Teaching ").padding(Padding::right(1))),
            a,
        );
    }
    let hint = t.message.clone().unwrap_or_else(|| {
        hand.filter(|h| h.to_act() == me && !done)
            .map_or(String::new(), |h| {
                // The running cost of the discards picked so far.
                if h.phase() == DrawPhase::Discard {
                    let k = t.selected.len();
                    format!(
                        "Discarding {k} card(s) costs {}. 1-5 pick cards, enter confirms.",
                        discard_fee(k)
                    )
                } else {
                    keys_hint(h.phase()).to_string()
                }
            })
    });
    frame.render_widget(
        Paragraph::new(Span::styled(format!(" {hint}"), theme.teach())),
        prompt,
    );
    frame.render_widget(
        Paragraph::new(Span::styled(" l teach · ? help · q quit", theme.dim())),
        buttons,
    );
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keep_words_read_well_when_the_bounds_agree() {
        assert_eq!(keep_words((1, 1)), "Keep exactly 1");
        assert_eq!(keep_words((1, 3)), "Keep 1 to 3");
    }

    #[test]
    fn the_flop_is_logged_in_the_order_it_is_drawn() {
        let cards: Vec<Card> = ["3d", "4c", "Qd"]
            .iter()
            .map(|c| c.parse().expect("a card"))
            .collect();
        assert_eq!(in_order(&cards), "3♦ 4♣ Q♦");
        let cards: Vec<Card> = ["4c", "Qd", "3d"]
            .iter()
            .map(|c| c.parse().expect("a card"))
            .collect();
        assert_eq!(in_order(&cards), "4♣ Q♦ 3♦");
    }
}
