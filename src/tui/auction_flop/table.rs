//! The Auction Flop Poker table's state and keys: you and three bots (or however many seats the
//! config says), hand after hand with chips carried over. Bots decide in a few milliseconds, so
//! they play on the UI thread, one move per tick after the configured pause, which keeps their
//! moves readable; each move goes through the session's Auction Flop driver.

use std::time::{Duration, Instant};

use rand::SeedableRng;
use rand::rngs::StdRng;
use ratatui::crossterm::event::{KeyCode, KeyEvent};

use felt::bots::auction_flop::{AuctionFlopBot, auction_flop_by_name};
use felt::cards::{Card, CardSet, Deck};
use felt::engine::auction_flop::{
    AuctionFlopAction, AuctionFlopEvent, AuctionFlopHand, AuctionFlopPhase, AuctionFlopSetup,
    seat_at,
};
use felt::engine::{Chips, Seat};
use felt::narration::auction_flop::table_line;
use felt::narration::signed_words;
use felt::session::auction_flop;

/// Seat names around the table, the person first.
pub(super) const NAMES: [&str; 6] = ["You", "West", "North", "East", "South-east", "South-west"];

/// Why an Auction Flop match ends.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum MatchEnd {
    /// The match's hands are played.
    Played,
    /// Fewer than three players can pay the ante.
    TooFew,
    /// The person cannot pay the ante.
    YouCannotPay,
}

/// A game of Auction Flop Poker in progress.
pub struct AuctionFlopTable {
    pub bot_name: String,
    bots: Vec<Box<dyn AuctionFlopBot>>,
    rng: StdRng,
    /// Chips of every player (index 0 is the person), carried from hand to hand.
    pub chips: Vec<Chips>,
    pub(super) ante: Chips,
    dealer: usize,
    /// Players in the current hand, by seat.
    pub seats: Vec<usize>,
    pub hand: Option<AuctionFlopHand>,
    pub hand_no: u32,
    /// The person's selection: cards to discard, or flop cards to keep.
    pub selected: CardSet,
    pub log: Vec<String>,
    logged: usize,
    pub message: Option<String>,
    pub learn: bool,
    /// The page of the teaching note shown when it is longer than its panel (tab turns it).
    pub note_page: usize,
    pause: Duration,
    last_move: Instant,
    pub over: bool,
    /// What the prompt line says once the match is over (it stays, whatever is pressed).
    pub ended: Option<String>,
    /// Where finished hands are saved.
    store: Option<std::path::PathBuf>,
    /// The statistics file each finished hand is added to.
    stats: Option<std::path::PathBuf>,
    /// Hands in the match (None: until you stop).
    pub hands: Option<u32>,
    /// Every player's chips when the current hand was dealt.
    start_chips: Vec<Chips>,
    /// Your chips at the start of the match.
    first_chips: Chips,
    /// Face-up cards arriving on the felt (motion).
    pub(super) dealing: super::motion::Dealing,
}

impl AuctionFlopTable {
    /// Saves every finished hand as a PHH file in `dir`.
    pub fn save_to(&mut self, dir: std::path::PathBuf) {
        self.store = Some(dir);
    }

    /// Adds every finished hand (and the match's end) to the statistics file at `path`.
    pub fn count_in(&mut self, path: std::path::PathBuf) {
        self.stats = Some(path);
    }

    /// Adds to the statistics file, under its lock; a failure is said in the log.
    fn count(&mut self, change: impl FnOnce(&mut felt::stats::VariantStats)) {
        let Some(path) = &self.stats else { return };
        let id = felt::engine::VariantId::AuctionFlop.id();
        if let Err(e) = felt::stats::PlayerStats::update(path, |s| change(s.variant_mut(id))) {
            self.log.push(format!("could not save stats: {e}"));
        }
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
    ) -> Option<AuctionFlopTable> {
        auction_flop_by_name(bot)?;
        let bots = (1..seats)
            .filter_map(|_| auction_flop_by_name(bot))
            .collect();
        let mut t = AuctionFlopTable {
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
            note_page: 0,
            pause,
            last_move: Instant::now(),
            over: false,
            ended: None,
            store: None,
            stats: None,
            hands: None,
            start_chips: Vec::new(),
            first_chips: stack,
            dealing: Default::default(),
        };
        t.deal();
        Some(t)
    }

    /// Looks at the face-up cards (yours, then the flop's) after a change and lets the new
    /// ones arrive one by one (`on`: the motion switch).
    pub fn watch_felt(&mut self, on: bool) {
        let Some(hand) = &self.hand else { return };
        let mut cards: Vec<Card> = self
            .my_seat()
            .map(|s| hand.cards(s).iter().collect())
            .unwrap_or_default();
        cards.extend(hand.flop().into_iter().flatten());
        self.dealing.watch(&cards, on);
    }

    /// True while face-up cards are arriving on the felt.
    pub fn animating(&self) -> bool {
        self.dealing.running()
    }

    /// The person's seat in the current hand.
    pub fn my_seat(&self) -> Option<Seat> {
        self.seats.iter().position(|&p| p == 0).map(seat_at)
    }

    /// The name of the player in `seat` of the current hand.
    pub(super) fn name(&self, seat: Seat) -> &'static str {
        NAMES[self.seats.get(seat.index()).copied().unwrap_or(0).min(5)]
    }

    /// Every seat's name in the current hand.
    fn seat_names(&self) -> Vec<&'static str> {
        self.seats.iter().map(|&p| NAMES[p.min(5)]).collect()
    }

    /// Why the match cannot go on to another hand: the hands are played, fewer than three
    /// can pay the ante, or the person cannot. `None` while another hand can be dealt.
    fn match_end(&self) -> Option<MatchEnd> {
        if self.hands.is_some_and(|n| self.hand_no >= n) {
            return Some(MatchEnd::Played);
        }
        let players = (0..self.chips.len()).filter(|&p| self.chips[p] >= self.ante);
        if self.chips.first().is_none_or(|&c| c < self.ante) {
            Some(MatchEnd::YouCannotPay)
        } else if players.count() < 3 {
            Some(MatchEnd::TooFew)
        } else {
            None
        }
    }

    /// Ends the match: says so in the prompt and the log.
    fn end_match(&mut self, end: MatchEnd) {
        self.over = true;
        self.count(felt::stats::VariantStats::record_match_end);
        let net = i64::from(self.chips[0]) - i64::from(self.first_chips);
        let result = format!(
            "after {}: you {}",
            hands_words(self.hand_no),
            signed_words(net)
        );
        self.ended = Some(match end {
            MatchEnd::Played => format!("The match is over {result}. Press q to leave."),
            MatchEnd::TooFew => format!(
                "The game is over {result}: fewer than three players can pay the ante. \
                 Press q to leave."
            ),
            MatchEnd::YouCannotPay => {
                format!("The game is over {result}: you cannot pay the ante. Press q to leave.")
            }
        });
        self.message.clone_from(&self.ended);
        self.log.push(format!("Match over {result}."));
    }

    /// Deals the next hand, or ends the game when fewer than three can pay the ante (or the
    /// person cannot).
    pub fn deal(&mut self) {
        if let Some(end) = self.match_end() {
            if !self.over {
                self.end_match(end);
            }
            return;
        }
        let players: Vec<usize> = (0..self.chips.len())
            .filter(|&p| self.chips[p] >= self.ante)
            .collect();
        self.dealer = (self.dealer + 1) % self.chips.len();
        while !players.contains(&self.dealer) {
            self.dealer = (self.dealer + 1) % self.chips.len();
        }
        let dealer_seat = players.iter().position(|&p| p == self.dealer).unwrap_or(0);
        let setup = AuctionFlopSetup {
            stacks: players.iter().map(|&p| self.chips[p]).collect(),
            ante: self.ante,
            dealer: seat_at(dealer_seat),
            reshuffle_seed: rand::Rng::random(&mut self.rng),
        };
        self.seats = players;
        self.hand_no += 1;
        self.start_chips = self.chips.clone();
        self.hand = AuctionFlopHand::new(setup, Deck::shuffled(&mut self.rng)).ok();
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
            .and_then(AuctionFlopHand::to_act)
            .is_some_and(|s| Some(s) != me)
    }

    /// One bot move, if one is due and the pause has passed.
    pub fn tick(&mut self) {
        if !self.bots_to_move() || self.last_move.elapsed() < self.pause {
            return;
        }
        let Some(hand) = &mut self.hand else { return };
        let (seats, bots, rng) = (&self.seats, &mut self.bots, &mut self.rng);
        // Seat players are numbered from the person (0), so bot `p` sits at index `p - 1`.
        auction_flop::step(hand, |seat, view| {
            bots[seats[seat.index()] - 1].act(view, rng)
        });
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
                let text = felt::history::auction_flop::write(hand, Some(&names));
                if let Err(e) = felt::history::write_atomically(&path, text.as_bytes()) {
                    self.log
                        .push(format!("could not save the hand history: {e}"));
                }
            }
            let net = i64::from(self.chips[0]) - i64::from(self.start_chips[0]);
            self.count(|v| v.record_net(net));
            // The last hand says the match is over, not that another hand follows.
            match self.match_end() {
                Some(end) => self.end_match(end),
                None => self.message = Some("Press enter for the next hand.".to_string()),
            }
        }
    }

    fn log_events(&mut self) {
        let Some(hand) = &self.hand else { return };
        let me = self.my_seat().unwrap_or(Seat(0));
        let names = self.seat_names();
        let events = hand.events();
        let mut lines = Vec::new();
        let mut i = self.logged.min(events.len());
        while i < events.len() {
            // Another seat's discards are told only once every seat has chosen.
            if hand.phase() == AuctionFlopPhase::Discard
                && matches!(events[i], AuctionFlopEvent::Discard { seat, .. } if seat != me)
            {
                break;
            }
            if let Some(line) = table_line(&events[i], me, &names, false) {
                lines.push(line);
            }
            i += 1;
        }
        self.logged = i;
        self.log.extend(lines);
    }

    /// Keys at the Auction Flop table.
    pub fn on_key(&mut self, key: KeyEvent) {
        self.message = None;
        if key.code == KeyCode::Tab {
            self.note_page += 1;
            return;
        }
        self.note_page = 0;
        if key.code == KeyCode::Char('l') {
            self.learn = !self.learn;
            return;
        }
        let over = self.hand.as_ref().is_none_or(AuctionFlopHand::is_over);
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
            (AuctionFlopPhase::Discard, KeyCode::Char(c @ '1'..='5')) => {
                toggle(
                    &mut self.selected,
                    mine.get(c as usize - '1' as usize).copied(),
                );
                None
            }
            (AuctionFlopPhase::Keep, KeyCode::Char(c @ '1'..='3')) => {
                toggle(
                    &mut self.selected,
                    flop.get(c as usize - '1' as usize).copied(),
                );
                None
            }
            (AuctionFlopPhase::Discard, KeyCode::Enter) => {
                Some(AuctionFlopAction::Discard(self.selected))
            }
            (AuctionFlopPhase::Keep, KeyCode::Enter) => {
                Some(AuctionFlopAction::Keep(self.selected))
            }
            (AuctionFlopPhase::Auction, KeyCode::Char('b')) => Some(AuctionFlopAction::Bid),
            (AuctionFlopPhase::Auction, KeyCode::Char('s') | KeyCode::Char(' ')) => {
                Some(AuctionFlopAction::Pass)
            }
            (AuctionFlopPhase::Reverse, KeyCode::Char('t')) => Some(AuctionFlopAction::Take),
            (AuctionFlopPhase::Reverse, KeyCode::Char('o')) => Some(AuctionFlopAction::Offer),
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

/// "1 hand", "3 hands".
pub(super) fn hands_words(n: u32) -> String {
    if n == 1 {
        "1 hand".to_string()
    } else {
        format!("{n} hands")
    }
}

pub(super) fn keys_hint(phase: AuctionFlopPhase) -> &'static str {
    match phase {
        AuctionFlopPhase::Discard => {
            "Discards: 1-5 pick cards, enter confirms (enter alone keeps all five)."
        }
        AuctionFlopPhase::Auction => "Auction: b bids one more, s (or space) passes.",
        AuctionFlopPhase::Reverse => {
            "Nobody bid: t takes the flop for free, o offers one more not to take it."
        }
        AuctionFlopPhase::Keep => "Your flop: 1-3 pick the cards to keep, enter confirms.",
        AuctionFlopPhase::Done => "Press enter for the next hand.",
    }
}
