//! The app's state and its update function. Rendering (in `ui`) only reads this state; every
//! change comes through [`App::update`] with a [`Msg`], so the whole table can be driven by
//! feeding key events, with no terminal.

use std::path::PathBuf;
use std::sync::mpsc::Sender;
use std::time::{Duration, Instant};

use ratatui::crossterm::event::{
    KeyCode, KeyEvent, KeyEventKind, KeyModifiers, MouseButton, MouseEventKind,
};

use felt::bots;
use felt::coach::Teaching;
use felt::engine::{Action, ActionParseError, Chips, Event, Hand, Seat, VariantId, parse_chips};
use felt::history::{HandMeta, HistoryStore};
use felt::session::{BotPlayer, HandRecord, MatchConfig, Session};
use felt::stats::PlayerStats;

use super::draw_table::DrawTable;
use super::event::{BotWorker, Msg};
use super::input::{KeyAction, KeyMap};
use super::theme::Theme;
use super::ui;

/// The human is always player 0 of the session.
pub const HUMAN: usize = 0;

/// Settings that hold for the whole run.
#[derive(Debug, Clone)]
pub struct Settings {
    pub theme: Theme,
    pub keys: KeyMap,
    /// The pause after a bot acts.
    pub pause: Duration,
    /// Where histories and stats are saved (None: nothing is saved).
    pub data_dir: Option<PathBuf>,
    /// Table rules per variant.
    pub tables: Vec<(VariantId, MatchConfig)>,
    /// Auction Flop Poker: seats, starting chips, ante.
    pub draw: (usize, Chips, Chips),
}

impl Settings {
    /// The table rules of `variant`.
    pub fn table(&self, variant: VariantId) -> MatchConfig {
        self.tables
            .iter()
            .find(|(v, _)| *v == variant)
            .map_or_else(|| MatchConfig::defaults(variant), |(_, c)| *c)
    }
}

/// What the player chose to play.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Choice {
    pub variant: VariantId,
    pub bot: String,
    /// Hands in the match; 0 = until you stop.
    pub hands: u32,
    pub learn: bool,
    pub seed: u64,
}

/// The games offered at the start screen.
pub const VARIANTS: [VariantId; 5] = [
    VariantId::Auction,
    VariantId::SneakPeek,
    VariantId::RiverOfBlood,
    VariantId::Holdem,
    VariantId::AuctionFlop,
];
/// Match lengths offered (0 = until you stop).
pub const LENGTHS: [u32; 7] = [20, 50, 100, 200, 500, 1000, 0];

/// The start screen's selections.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StartScreen {
    /// 0 variant, 1 opponent, 2 length, 3 teaching mode.
    pub focus: usize,
    pub variant: usize,
    pub opponent: usize,
    pub length: usize,
    pub learn: bool,
    pub seed: u64,
}

impl StartScreen {
    /// A start screen preselecting `last` (the previous choice), if given.
    pub fn new(last: Option<&Choice>, seed: u64) -> StartScreen {
        let mut s = StartScreen {
            focus: 0,
            variant: 0,
            opponent: 1,
            length: 2,
            learn: false,
            seed,
        };
        if let Some(c) = last {
            s.variant = VARIANTS.iter().position(|v| *v == c.variant).unwrap_or(0);
            s.opponent = bots::BOTS
                .iter()
                .position(|(n, _)| *n == c.bot)
                .unwrap_or(1);
            s.length = LENGTHS.iter().position(|l| *l == c.hands).unwrap_or(2);
            s.learn = c.learn;
        }
        s
    }

    /// The choice as selected.
    pub fn choice(&self) -> Choice {
        Choice {
            variant: VARIANTS[self.variant % VARIANTS.len()],
            bot: bots::BOTS[self.opponent % bots::BOTS.len()].0.to_string(),
            hands: LENGTHS[self.length % LENGTHS.len()],
            learn: self.learn,
            seed: self.seed,
        }
    }
}

/// The amount box for a raise or a bid.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AmountBox {
    pub bid: bool,
    pub text: String,
    pub error: Option<String>,
    /// The text was filled in by a preset: the next digit replaces it.
    pub fresh: bool,
}

/// A line of the table's log.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LogLine {
    pub text: String,
    pub kind: LogKind,
}

/// How a log line is shown.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LogKind {
    Plain,
    Header,
    Good,
    Bad,
    Teach,
}

/// A game in progress.
pub struct Table {
    pub choice: Choice,
    pub session: Session,
    /// Cards in the log without suit symbols.
    ascii: bool,
    pub bot_name: String,
    worker: Option<BotWorker>,
    /// The bot's request being waited for.
    pub waiting: Option<u64>,
    next_token: u64,
    pub thinking_since: Option<Instant>,
    pub log: Vec<LogLine>,
    /// Lines scrolled back from the end of the log.
    pub log_back: usize,
    logged: usize,
    pub amount: Option<AmountBox>,
    pub message: Option<(String, bool)>,
    /// The last finished hand, while waiting for the next deal.
    pub finished: Option<HandRecord>,
    pub teaching: Teaching,
    /// A hosted bot's game clock, in seconds.
    pub bot_clock: Option<f64>,
    store: Option<HistoryStore>,
    stats_path: Option<PathBuf>,
    stats: Option<PlayerStats>,
}

/// An overlay over the current screen.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Overlay {
    Help,
    ConfirmQuit,
}

/// Which screen is showing.
pub enum Screen {
    Start(StartScreen),
    Table(Box<Table>),
    /// Auction Flop Poker.
    Draw(Box<DrawTable>),
}

/// The whole app.
pub struct App {
    pub settings: Settings,
    pub screen: Screen,
    pub overlay: Option<Overlay>,
    pub size: (u16, u16),
    pub quit: bool,
    /// Problems to show once (a corrupt stats file moved aside, a file that could not be saved).
    pub notices: Vec<String>,
    /// The game last chosen (remembered for the next start).
    pub chosen: Option<Choice>,
    /// The start screen asked for this game's tutorial (`t`): the screen closes and
    /// `felt learn` runs in the terminal.
    pub tutorial: Option<VariantId>,
    tx: Sender<Msg>,
}

impl App {
    /// The app at the start screen (or straight at the table when `choice` is given).
    pub fn new(
        settings: Settings,
        choice: Option<Choice>,
        last: Option<Choice>,
        tx: Sender<Msg>,
    ) -> App {
        let seed = choice.as_ref().map_or_else(fresh_seed, |c| c.seed);
        let mut app = App {
            settings,
            screen: Screen::Start(StartScreen::new(last.as_ref(), seed)),
            overlay: None,
            size: (120, 40),
            quit: false,
            notices: Vec::new(),
            chosen: None,
            tutorial: None,
            tx,
        };
        if let Some(c) = choice {
            app.start_table(c);
        }
        app
    }

    /// The table, if one is open.
    pub fn table(&self) -> Option<&Table> {
        match &self.screen {
            Screen::Table(t) => Some(t),
            Screen::Start(_) | Screen::Draw(_) => None,
        }
    }

    /// True while a bot's answer is awaited (the loop then ticks for the animation).
    pub fn bot_thinking(&self) -> bool {
        match &self.screen {
            Screen::Draw(d) => d.bots_to_move(),
            _ => self.table().is_some_and(|t| t.waiting.is_some()),
        }
    }

    /// Starts a match.
    pub fn start_table(&mut self, choice: Choice) {
        self.chosen = Some(choice.clone());
        if choice.variant == VariantId::AuctionFlop {
            let (seats, stack, ante) = self.settings.draw;
            let bot = if felt::bots::draw::draw_by_name(&choice.bot).is_some() {
                choice.bot.as_str()
            } else {
                self.notices.push(format!(
                    "{} does not play Auction Flop Poker; you play against medium",
                    choice.bot
                ));
                "medium"
            };
            match DrawTable::new(
                bot,
                seats,
                stack,
                ante,
                choice.seed,
                choice.learn,
                self.settings.pause,
            ) {
                Some(mut d) => {
                    d.hands = (choice.hands > 0).then_some(choice.hands);
                    d.log.append(&mut self.notices);
                    if let Some(dir) = &self.settings.data_dir {
                        d.save_to(dir.join("hands").join(VariantId::AuctionFlop.id()));
                    }
                    self.screen = Screen::Draw(Box::new(d));
                }
                None => self
                    .notices
                    .push(format!("{} does not play Auction Flop Poker", choice.bot)),
            }
            return;
        }
        let mut config = self.settings.table(choice.variant);
        config.hands = (choice.hands > 0).then_some(choice.hands);
        let session = match Session::new(config, choice.seed) {
            Ok(s) => s,
            Err(e) => {
                self.notices.push(format!("cannot start: {e}"));
                return;
            }
        };
        let bot = match make_bot(
            &choice.bot,
            choice.variant,
            self.settings.data_dir.as_deref(),
        ) {
            Ok(b) => b,
            Err(e) => {
                self.notices.push(e);
                return;
            }
        };
        let bot_name = bot.name().to_string();
        let worker = BotWorker::spawn(
            BotPlayer::new(bot, choice.seed ^ 0x5eed),
            self.settings.pause,
            self.tx.clone(),
        );
        let (store, stats_path, stats) = match &self.settings.data_dir {
            Some(dir) => {
                let stamp = std::time::SystemTime::now()
                    .duration_since(std::time::UNIX_EPOCH)
                    .map_or(0, |d| d.as_secs());
                // Temporary files of a felt that was killed mid-write are cleaned up.
                felt::history::remove_stale_temporaries(dir);
                felt::history::remove_stale_temporaries(
                    &dir.join("hands").join(choice.variant.id()),
                );
                // The process id keeps two tables started in the same second apart.
                let store = HistoryStore::new(
                    dir.join("hands").join(choice.variant.id()),
                    format!("{stamp}-{}", std::process::id()),
                );
                let path = dir.join(felt::stats::STATS_FILE);
                let stats = match PlayerStats::load(&path) {
                    Ok(loaded) => {
                        if let Some(w) = loaded.warning {
                            self.notices.push(w);
                        }
                        Some(loaded.stats)
                    }
                    Err(e) => {
                        self.notices.push(format!("stats are off this time: {e}"));
                        None
                    }
                };
                (Some(store), Some(path), stats)
            }
            None => (None, None, None),
        };
        let mut table = Table {
            teaching: Teaching::new(choice.learn, choice.seed),
            bot_clock: None,
            choice,
            session,
            ascii: self.settings.theme.ascii,
            bot_name,
            worker: Some(worker),
            waiting: None,
            next_token: 1,
            thinking_since: None,
            log: Vec::new(),
            log_back: 0,
            logged: 0,
            amount: None,
            message: None,
            finished: None,
            store,
            stats_path,
            stats,
        };
        for n in self.notices.drain(..) {
            table.log.push(LogLine {
                text: n,
                kind: LogKind::Bad,
            });
        }
        table.deal();
        self.screen = Screen::Table(Box::new(table));
    }

    /// Reacts to one message.
    pub fn update(&mut self, msg: Msg) {
        match msg {
            Msg::Resize(w, h) => self.size = (w, h),
            Msg::Tick => {
                if let Screen::Draw(d) = &mut self.screen {
                    d.tick();
                }
            }
            Msg::Key(key) if key.kind != KeyEventKind::Release => self.on_key(key),
            Msg::Key(_) => {}
            Msg::Signal => self.quit = true,
            Msg::Mouse(m) => {
                if let MouseEventKind::Down(MouseButton::Left) = m.kind {
                    self.on_click(m.column, m.row);
                }
            }
            Msg::BotAction {
                token,
                action,
                notes,
                clock,
            } => {
                if let Screen::Table(t) = &mut self.screen {
                    for n in notes {
                        t.push(n, LogKind::Bad);
                    }
                    if clock.is_some() {
                        t.bot_clock = clock;
                    }
                    t.on_bot_action(token, action);
                }
            }
        }
    }

    fn on_key(&mut self, key: KeyEvent) {
        if key.modifiers.contains(KeyModifiers::CONTROL)
            && matches!(key.code, KeyCode::Char('c') | KeyCode::Char('d'))
        {
            self.quit = true;
            return;
        }
        if let Some(overlay) = self.overlay {
            match overlay {
                Overlay::ConfirmQuit => match key.code {
                    // `q` twice quits too.
                    KeyCode::Char('y')
                    | KeyCode::Char('Y')
                    | KeyCode::Char('q')
                    | KeyCode::Enter => self.quit = true,
                    _ => self.overlay = None,
                },
                Overlay::Help => self.overlay = None,
            }
            return;
        }
        let action = self.settings.keys.action_of(&key);
        if action == Some(KeyAction::Help) && !self.typing() {
            self.overlay = Some(Overlay::Help);
            return;
        }
        if action == Some(KeyAction::Quit) && !self.typing() {
            // Once the match is over there is nothing to lose: quit without asking.
            if self.match_over() {
                self.quit = true;
            } else {
                self.overlay = Some(Overlay::ConfirmQuit);
            }
            return;
        }
        let keys = self.settings.keys.clone();
        match &mut self.screen {
            Screen::Start(start) => {
                if key.code == KeyCode::Char('t') {
                    let variant = start.choice().variant;
                    self.tutorial = Some(if felt::learn::games().contains(&variant) {
                        variant
                    } else {
                        VariantId::Auction
                    });
                    self.quit = true;
                } else if let Some(choice) = start_key(start, key) {
                    self.start_table(choice);
                }
            }
            Screen::Table(t) => t.on_key(key, action, &keys),
            Screen::Draw(d) => d.on_key(key),
        }
    }

    /// True when the match on the table is over (nothing is lost by quitting).
    pub fn match_over(&self) -> bool {
        match &self.screen {
            Screen::Table(t) => t.session.is_over() && t.session.hand().is_none(),
            Screen::Draw(d) => d.over,
            Screen::Start(_) => false,
        }
    }

    fn typing(&self) -> bool {
        self.table().is_some_and(|t| t.amount.is_some())
    }

    fn on_click(&mut self, col: u16, row: u16) {
        if self.overlay.is_some() {
            self.overlay = None;
            return;
        }
        let area = ratatui::layout::Rect::new(0, 0, self.size.0, self.size.1);
        let hit = match &self.screen {
            Screen::Table(t) => ui::buttons(self, t, area)
                .into_iter()
                .find(|b| b.area.contains((col, row).into()))
                .filter(|b| b.enabled)
                .map(|b| b.code),
            Screen::Start(_) | Screen::Draw(_) => None,
        };
        // A click presses the button's key.
        if let Some(code) = hit {
            self.on_key(KeyEvent::new(code, KeyModifiers::NONE));
        }
    }
}

/// Keys on the start screen; returns the choice when the player starts.
fn start_key(s: &mut StartScreen, key: KeyEvent) -> Option<Choice> {
    let len = |focus: usize| match focus {
        0 => VARIANTS.len(),
        1 => bots::BOTS.len(),
        _ => LENGTHS.len(),
    };
    match key.code {
        KeyCode::Tab | KeyCode::Right => s.focus = (s.focus + 1) % 4,
        KeyCode::BackTab | KeyCode::Left => s.focus = (s.focus + 3) % 4,
        KeyCode::Up | KeyCode::Char('k') => match s.focus {
            0 => s.variant = (s.variant + len(0) - 1) % len(0),
            1 => s.opponent = (s.opponent + len(1) - 1) % len(1),
            2 => s.length = (s.length + len(2) - 1) % len(2),
            _ => s.learn = !s.learn,
        },
        KeyCode::Down | KeyCode::Char('j') => match s.focus {
            0 => s.variant = (s.variant + 1) % len(0),
            1 => s.opponent = (s.opponent + 1) % len(1),
            2 => s.length = (s.length + 1) % len(2),
            _ => s.learn = !s.learn,
        },
        KeyCode::Char(' ') if s.focus == 3 => s.learn = !s.learn,
        KeyCode::Char('l') => s.learn = !s.learn,
        KeyCode::Enter => return Some(s.choice()),
        _ => {}
    }
    None
}

impl Table {
    fn hand(&self) -> Option<&Hand> {
        self.session.hand()
    }

    /// The human's seat in the current (or last) hand.
    pub fn human_seat(&self) -> Seat {
        match &self.finished {
            Some(r) if self.session.hand().is_none() => {
                if r.button_player == HUMAN {
                    Seat(0)
                } else {
                    Seat(1)
                }
            }
            _ => self.session.seat_of(HUMAN),
        }
    }

    /// The hand on the table: in progress, or the one just finished.
    pub fn shown_hand(&self) -> Option<&Hand> {
        self.session
            .hand()
            .or(self.finished.as_ref().map(|r| &r.hand))
    }

    /// True when the human is to act.
    pub fn human_to_act(&self) -> bool {
        self.hand()
            .and_then(Hand::to_act)
            .is_some_and(|s| s == self.session.seat_of(HUMAN))
    }

    pub(crate) fn push(&mut self, text: impl Into<String>, kind: LogKind) {
        self.log.push(LogLine {
            text: text.into(),
            kind,
        });
        self.log_back = 0;
    }

    fn say(&mut self, text: impl Into<String>, error: bool) {
        self.message = Some((text.into(), error));
    }

    /// Deals the next hand, or ends the match.
    fn deal(&mut self) {
        self.amount = None;
        if self.session.is_over() {
            // The last hand stays on the table.
            self.say("The match is over. Press q to leave.", false);
            return;
        }
        self.finished = None;
        if self.session.start_hand().is_err() {
            self.say("The match is over. Press q to leave.", false);
            return;
        }
        self.logged = 0;
        let number = self.session.hand_number();
        let total = self
            .session
            .config()
            .hands
            .map_or(String::new(), |n| format!(" of {n}"));
        let seat = self.session.seat_of(HUMAN);
        let role = if seat == Seat(0) {
            "small blind and button"
        } else {
            "big blind"
        };
        self.push(
            format!("── Hand {number}{total}: you are the {role} ──"),
            LogKind::Header,
        );
        self.log_new_events();
        self.advance();
    }

    /// Moves the hand along: forced moves, asking the bot, or waiting for the human.
    fn advance(&mut self) {
        loop {
            let Some(hand) = self.session.hand() else {
                return;
            };
            let Some(legal) = hand.legal_actions() else {
                return;
            };
            let human_seat = self.session.seat_of(HUMAN);
            if let Some(forced) = legal.forced_action() {
                let player = if legal.seat == human_seat {
                    HUMAN
                } else {
                    1 - HUMAN
                };
                self.apply(player, forced);
                continue;
            }
            if legal.seat == human_seat {
                if legal.bid.is_some() && self.amount.is_none() {
                    self.amount = Some(AmountBox {
                        bid: true,
                        text: String::new(),
                        error: None,
                        fresh: false,
                    });
                }
                let view = hand.view(human_seat);
                self.teaching.prepare(&view);
            } else if self.waiting.is_none() {
                let token = self.next_token;
                self.next_token += 1;
                self.waiting = Some(token);
                self.thinking_since = Some(Instant::now());
                let view = hand.view(legal.seat);
                if let Some(w) = &self.worker {
                    w.ask(token, view);
                }
            }
            return;
        }
    }

    fn on_bot_action(&mut self, token: u64, action: Action) {
        if self.waiting != Some(token) {
            return;
        }
        self.waiting = None;
        self.thinking_since = None;
        let Some(hand) = self.session.hand() else {
            return;
        };
        let Some(legal) = hand.legal_actions() else {
            return;
        };
        // `check`, not `allows`: a hosted bot's decimal Sneak Peek bid folds the hand.
        let action = if hand.check(legal.seat, action).is_ok() {
            action
        } else {
            let played = legal.check_or_fold();
            self.push(
                format!(
                    "{} answered {action}, which is not legal; it plays {played}",
                    self.bot_name
                ),
                LogKind::Bad,
            );
            played
        };
        self.apply(1 - HUMAN, action);
        self.advance();
    }

    /// Applies a legal action and logs what happened; finishes the hand if it ended.
    fn apply(&mut self, player: usize, action: Action) {
        if player == HUMAN {
            self.teaching.record_decision(self.session.hand(), action);
        }
        match self.session.act(player, action) {
            Ok(Some(record)) => {
                self.log_events(&record.hand);
                self.finish(record);
            }
            Ok(None) => self.log_new_events(),
            Err(e) => self.say(e.to_string(), true),
        }
    }

    fn log_new_events(&mut self) {
        let Some(hand) = self.session.hand() else {
            return;
        };
        let hand = hand.clone();
        self.log_events(&hand);
    }

    fn log_events(&mut self, hand: &Hand) {
        let seat = self.session.seat_of(HUMAN);
        let events_len = hand.events().len();
        let start = self.logged.min(events_len);
        self.logged = events_len;
        for idx in start..events_len {
            if let Some((text, kind)) = describe(hand, idx, seat, &self.bot_name, self.ascii) {
                self.push(text, kind);
            }
        }
    }

    fn finish(&mut self, record: HandRecord) {
        self.amount = None;
        let seat = if record.button_player == HUMAN {
            Seat(0)
        } else {
            Seat(1)
        };
        let net = record.net[HUMAN];
        let kind = if net > 0 {
            LogKind::Good
        } else if net < 0 {
            LogKind::Bad
        } else {
            LogKind::Plain
        };
        let bankroll = self.session.bankroll()[HUMAN];
        self.push(
            format!(
                "You {} this hand. Bankroll {bankroll:+}.",
                signed_words(net)
            ),
            kind,
        );
        for line in self.teaching.review(&record.hand, seat) {
            self.push(line, LogKind::Teach);
        }
        if let Some(w) = &self.worker {
            w.hand_over(record.hand.view(seat.other()));
        }
        self.teaching.observe(&record.hand.view(seat));
        if let Some(store) = &self.store {
            let names = if seat == Seat(0) {
                ["you".to_string(), self.bot_name.clone()]
            } else {
                [self.bot_name.clone(), "you".to_string()]
            };
            let meta = HandMeta {
                number: Some(record.number),
                names: Some(names),
            };
            if let Err(e) = store.save(&record.hand, &meta) {
                self.push(
                    format!("could not save the hand history: {e}"),
                    LogKind::Bad,
                );
            }
        }
        if let (Some(stats), Some(path)) = (&mut self.stats, &self.stats_path) {
            // Merged into the file under a lock: another table open at the same time counts too.
            let variant = self.choice.variant.id().to_string();
            let match_over = self.session.is_over();
            let hand = &record.hand;
            let result = felt::stats::PlayerStats::update(path, |fresh| {
                let v = fresh.variants.entry(variant).or_default();
                v.record(hand, seat);
                if match_over {
                    v.record_match_end();
                }
            });
            match result {
                Ok(loaded) => *stats = loaded.stats,
                Err(e) => self.log.push(LogLine {
                    text: format!("could not save stats: {e}"),
                    kind: LogKind::Bad,
                }),
            }
        }
        let over = self.session.is_over();
        self.finished = Some(record);
        if over {
            self.push(
                format!(
                    "Match over after {}: you {}.",
                    match self.session.hand_number() {
                        1 => "1 hand".to_string(),
                        n => format!("{n} hands"),
                    },
                    signed_words(bankroll)
                ),
                LogKind::Header,
            );
            self.say("The match is over. Press q to leave.", false);
        } else {
            let next = super::input::key_label(KeyCode::Enter);
            self.say(format!("Press {next} (or n) for the next hand."), false);
        }
    }

    /// Keys at the table.
    pub fn on_key(&mut self, key: KeyEvent, action: Option<KeyAction>, keys: &KeyMap) {
        self.message = None;
        match action {
            Some(KeyAction::Learn) if self.amount.is_none() => {
                self.teaching.on = !self.teaching.on;
                if let (true, Some(hand)) = (self.teaching.on, self.session.hand())
                    && self.human_to_act()
                {
                    let view = hand.view(self.session.seat_of(HUMAN));
                    self.teaching.prepare(&view);
                }
                let state = if self.teaching.on { "on" } else { "off" };
                self.say(format!("Teaching mode {state}."), false);
                return;
            }
            Some(KeyAction::LogUp) => {
                self.log_back = (self.log_back + 5).min(self.log.len().saturating_sub(1));
                return;
            }
            Some(KeyAction::LogDown) => {
                self.log_back = self.log_back.saturating_sub(5);
                return;
            }
            _ => {}
        }
        if self.amount.is_some() {
            self.amount_key(key, action);
            return;
        }
        if self.finished.is_some() || self.session.hand().is_none() {
            if matches!(action, Some(KeyAction::NextHand))
                || matches!(key.code, KeyCode::Enter | KeyCode::Char(' '))
            {
                self.deal();
            } else if self.session.is_over() {
                self.say("The match is over. Press q to leave.", false);
            } else {
                let next = keys.label(KeyAction::NextHand);
                self.say(
                    format!("The hand is over: press {next} (or enter) for the next one."),
                    false,
                );
            }
            return;
        }
        if !self.human_to_act() {
            if action.is_some() || key.code == KeyCode::Char(' ') {
                self.say(format!("Wait: {} is thinking.", self.bot_name), false);
            }
            return;
        }
        let Some(legal) = self.session.hand().and_then(Hand::legal_actions) else {
            return;
        };
        let action = if key.code == KeyCode::Char(' ') {
            Some(KeyAction::CheckCall)
        } else {
            action
        };
        match action {
            Some(KeyAction::Fold) if legal.can_fold => self.human_act(Action::Fold),
            Some(KeyAction::Fold) => {
                self.say("Nothing to fold to: you can check for free (c).", true)
            }
            Some(KeyAction::CheckCall) if legal.can_check => self.human_act(Action::Check),
            Some(KeyAction::CheckCall) => self.human_act(Action::Call),
            Some(
                KeyAction::Raise
                | KeyAction::AllIn
                | KeyAction::Min
                | KeyAction::HalfPot
                | KeyAction::TwoThirdsPot
                | KeyAction::Pot,
            ) => {
                if legal.raise.is_none() {
                    self.say("No bet or raise is possible now.", true);
                    return;
                }
                self.amount = Some(AmountBox {
                    bid: false,
                    text: String::new(),
                    error: None,
                    fresh: false,
                });
                let preset = action
                    .filter(|a| *a != KeyAction::Raise)
                    .unwrap_or(KeyAction::Min);
                self.preset(preset);
            }
            _ => {
                if action.is_none() {
                    let hint = format!(
                        "Keys: {} fold, {} check/call, {} raise, {} help.",
                        keys.label(KeyAction::Fold),
                        keys.label(KeyAction::CheckCall),
                        keys.label(KeyAction::Raise),
                        keys.label(KeyAction::Help)
                    );
                    self.say(hint, false);
                }
            }
        }
    }

    fn human_act(&mut self, action: Action) {
        self.amount = None;
        self.apply(HUMAN, action);
        self.advance();
    }

    /// True when a bet now would open the betting (nothing in yet on this street): the
    /// amount is a bet, not a raise. The big blind's raise after a limp is a raise.
    pub fn opens_betting(&self) -> bool {
        self.session.hand().is_some_and(|h| {
            let seat = self.session.seat_of(HUMAN).index();
            h.pips()[seat] == 0 && h.pips()[1 - seat] == 0
        })
    }

    /// The legal range of the open amount box.
    pub fn amount_range(&self) -> Option<(Chips, Chips)> {
        let legal = self.session.hand()?.legal_actions()?;
        if self.amount.as_ref()?.bid {
            legal.bid
        } else {
            legal.raise
        }
    }

    fn preset(&mut self, which: KeyAction) {
        let Some((lo, hi)) = self.amount_range() else {
            return;
        };
        let Some(hand) = self.session.hand() else {
            return;
        };
        let pot = hand.pot();
        let bid = self.amount.as_ref().is_some_and(|a| a.bid);
        let seat = self.session.seat_of(HUMAN).index();
        let opp_pip = hand.pips()[1 - seat];
        let cost = opp_pip.saturating_sub(hand.pips()[seat]);
        // A raise of a fraction of the pot: call first, then that fraction of the pot after the call.
        let sized = |num: u32, den: u32| {
            if bid {
                pot * num / den
            } else {
                opp_pip + (pot + cost) * num / den
            }
        };
        let value = match which {
            KeyAction::Min => lo,
            KeyAction::AllIn => hi,
            KeyAction::HalfPot => sized(1, 2),
            KeyAction::TwoThirdsPot => sized(2, 3),
            KeyAction::Pot => sized(1, 1),
            _ => lo,
        }
        .clamp(lo, hi);
        if let Some(a) = &mut self.amount {
            a.text = value.to_string();
            a.error = None;
            a.fresh = true;
        }
    }

    fn amount_key(&mut self, key: KeyEvent, action: Option<KeyAction>) {
        let Some((lo, hi)) = self.amount_range() else {
            self.amount = None;
            return;
        };
        let bid = self.amount.as_ref().is_some_and(|a| a.bid);
        let step = self.session.config().big_blind.max(1);
        match key.code {
            KeyCode::Esc if !bid => self.amount = None,
            KeyCode::Esc => {
                self.say(
                    "The auction needs your bid: type an amount (0 is fine) and press enter.",
                    false,
                );
            }
            KeyCode::Enter => {
                let text = self
                    .amount
                    .as_ref()
                    .map(|a| a.text.clone())
                    .unwrap_or_default();
                let result = match parse_chips(&text) {
                    Err(ActionParseError::Amount(t)) if t.is_empty() => {
                        Err("Type an amount first.".to_string())
                    }
                    Err(_) if text.trim().starts_with('-') => Err(format!(
                        "{} cannot be negative: type {lo} or more.",
                        text.trim()
                    )),
                    Err(e) => Err(format!("{e}.")),
                    Ok(n) if n < lo || n > hi => Err(if bid {
                        format!("Bid between {lo} and {hi} (your stack).")
                    } else if self.opens_betting() {
                        format!("Bet between {lo} and {hi}.")
                    } else {
                        format!("Raise to between {lo} and {hi}.")
                    }),
                    Ok(n) => Ok(n),
                };
                match result {
                    Ok(n) => self.human_act(if bid {
                        Action::Bid(n)
                    } else {
                        Action::RaiseTo(n)
                    }),
                    Err(e) => {
                        if let Some(a) = &mut self.amount {
                            a.error = Some(e);
                        }
                    }
                }
            }
            KeyCode::Up | KeyCode::Right => self.step(step as i64, lo, hi),
            KeyCode::Down | KeyCode::Left => self.step(-(step as i64), lo, hi),
            KeyCode::Backspace => {
                if let Some(a) = &mut self.amount {
                    if a.fresh {
                        a.text.clear();
                    } else {
                        a.text.pop();
                    }
                    a.fresh = false;
                    a.error = None;
                }
            }
            KeyCode::Char(c) => match action {
                Some(
                    p @ (KeyAction::Min
                    | KeyAction::HalfPot
                    | KeyAction::TwoThirdsPot
                    | KeyAction::Pot
                    | KeyAction::AllIn),
                ) => self.preset(p),
                _ => {
                    // Anything else is typed into the box, so a bad amount can be named.
                    if let Some(a) = &mut self.amount {
                        if a.fresh {
                            a.text.clear();
                        }
                        if a.text.chars().count() < 12 {
                            a.text.push(c);
                        }
                        a.fresh = false;
                        a.error = None;
                    }
                }
            },
            _ => {}
        }
    }

    fn step(&mut self, delta: i64, lo: Chips, hi: Chips) {
        if let Some(a) = &mut self.amount {
            let current = parse_chips(&a.text).map_or(i64::from(lo), i64::from);
            let next = (current + delta).clamp(i64::from(lo), i64::from(hi));
            a.text = next.to_string();
            a.error = None;
            a.fresh = true;
        }
    }
}

/// "won 12", "lost 4", "broke even".
fn signed_words(n: i64) -> String {
    match n {
        n if n > 0 => format!("won {n}"),
        n if n < 0 => format!("lost {}", -n),
        _ => "broke even".to_string(),
    }
}

fn cards_words(cards: &[felt::cards::Card], ascii: bool) -> String {
    let theme = Theme {
        colour: false,
        four_colour: false,
        ascii,
    };
    cards
        .iter()
        .map(|&c| theme.card_text(c))
        .collect::<Vec<_>>()
        .join(" ")
}

/// A log line for event `idx` of `hand`, from the human's side of the table (`me`); `None`
/// for events the log does not show (hidden cards stay hidden; a street's cards are one line).
pub fn describe(
    hand: &Hand,
    idx: usize,
    me: Seat,
    bot: &str,
    ascii: bool,
) -> Option<(String, LogKind)> {
    let events = hand.events();
    let e = *events.get(idx)?;
    let who = |s: Seat| {
        if s == me {
            "You".to_string()
        } else {
            bot_title(bot)
        }
    };
    let verb_s = |s: Seat| if s == me { "" } else { "s" };
    let line = match e {
        Event::PostBlind { seat, amount } => {
            let blind = if seat == Seat(0) { "small" } else { "big" };
            format!(
                "{} post{} the {blind} blind of {amount}",
                who(seat),
                verb_s(seat)
            )
        }
        Event::ReturnUncalled { seat, amount } => format!(
            "{amount} uncalled returned to {}",
            if seat == me { "you" } else { bot }
        ),
        Event::DealHole { seat, card } => {
            if is_auction_card(events, idx) {
                if seat == me {
                    format!("You get a third card: {}", cards_words(&[card], ascii))
                } else {
                    format!("{} gets a third card, face down", who(seat))
                }
            } else {
                // The two hole cards: one line when the second arrives.
                let mine_so_far = events[..=idx]
                    .iter()
                    .filter(|x| matches!(x, Event::DealHole { seat: s, .. } if *s == me))
                    .count();
                if seat != me || mine_so_far != 2 {
                    return None;
                }
                format!(
                    "You are dealt {}",
                    cards_words(&hand.hole_cards(me)[..2], ascii)
                )
            }
        }
        Event::DealBoard { street, card } => {
            // One line per street, when its last card arrives.
            if matches!(events.get(idx + 1), Some(Event::DealBoard { street: s, .. }) if *s == street)
            {
                return None;
            }
            let cards: Vec<felt::cards::Card> = events[..=idx]
                .iter()
                .filter_map(|x| match x {
                    Event::DealBoard { street: s, card } if *s == street => Some(*card),
                    _ => None,
                })
                .collect();
            let rob = hand.variant() == VariantId::RiverOfBlood;
            let extra = match street {
                felt::engine::Street::River | felt::engine::Street::Run(_)
                    if rob && card.is_red() =>
                {
                    "  (red: another card follows)"
                }
                felt::engine::Street::Run(_) => "  (black: the run ends)",
                _ => "",
            };
            let name = street.to_string();
            let title = format!("{}{}", name[..1].to_uppercase(), &name[1..]);
            return Some((
                format!("{title}: {}{extra}", cards_words(&cards, ascii)),
                LogKind::Header,
            ));
        }
        Event::Act { seat, action } => match action {
            Action::Fold => format!("{} fold{}", who(seat), verb_s(seat)),
            Action::Check => format!("{} check{}", who(seat), verb_s(seat)),
            Action::Call => format!("{} call{}", who(seat), verb_s(seat)),
            Action::RaiseTo(n) if opens_betting(events, idx) => {
                format!("{} bet{} {n}", who(seat), verb_s(seat))
            }
            Action::RaiseTo(n) => format!("{} raise{} to {n}", who(seat), verb_s(seat)),
            Action::Bid(n) => format!("{} bid{} {n}", who(seat), verb_s(seat)),
        },
        Event::Bid { seat, amount } if seat == me => format!("You bid {amount} (sealed)"),
        Event::Bid { seat, .. } => format!("{} has bid (sealed)", who(seat)),
        Event::AuctionResolved {
            bids,
            paid,
            winners,
        } => {
            let (mine, theirs) = (bids[me.index()], bids[me.other().index()]);
            let prize = if hand.variant() == VariantId::SneakPeek {
                "a look at one of the other's cards"
            } else {
                "a third card"
            };
            match (winners[me.index()], winners[me.other().index()]) {
                (true, true) => format!(
                    "Bids: you {mine}, {bot} {theirs}. A tie: both pay their bid and both get {prize}."
                ),
                (true, false) => format!(
                    "Bids: you {mine}, {bot} {theirs}. You win {prize} and pay {}.",
                    paid[me.index()]
                ),
                _ => format!(
                    "Bids: you {mine}, {bot} {theirs}. {} wins {prize} and pays {}.",
                    bot_title(bot),
                    paid[me.other().index()]
                ),
            }
        }
        Event::Peek { seat, card } if seat == me => {
            format!(
                "You see one of {bot}'s cards: {}",
                cards_words(&[card], ascii)
            )
        }
        Event::Peek { seat, .. } => format!("{} sees one of your cards", who(seat)),
        Event::Show { seat, value } => format!(
            "{} show{} {}: {}",
            who(seat),
            verb_s(seat),
            cards_words(hand.hole_cards(seat), ascii),
            value
        ),
        Event::Award { seat, amount } => {
            let kind = if seat == me {
                LogKind::Good
            } else {
                LogKind::Bad
            };
            // The net, not the pot: the pot holds the winner's own chips too.
            let net = hand.outcome().map(|o| o.net[me.index()]);
            let pot: Chips = events
                .iter()
                .filter_map(|x| match x {
                    Event::Award { amount, .. } => Some(*amount),
                    _ => None,
                })
                .sum();
            let share = if amount < pot {
                format!("{amount} of the pot of {pot}")
            } else {
                format!("the pot of {amount}")
            };
            let text = match net {
                Some(n) => format!(
                    "{} win{} {share} (you {})",
                    who(seat),
                    verb_s(seat),
                    signed_words(n)
                ),
                None => format!("{} win{} {share}", who(seat), verb_s(seat)),
            };
            return Some((text, kind));
        }
        Event::End { .. } => return None,
    };
    Some((line, LogKind::Plain))
}

/// True when the raise at `idx` is the first chips put in on a street after the flop.
fn opens_betting(events: &[Event], idx: usize) -> bool {
    for e in events[..idx].iter().rev() {
        match e {
            Event::Act {
                action: Action::RaiseTo(_),
                ..
            } => return false,
            Event::DealBoard { .. } | Event::AuctionResolved { .. } => return true,
            Event::PostBlind { .. } => return false,
            _ => {}
        }
    }
    false
}

fn bot_title(bot: &str) -> String {
    let mut c = bot.chars();
    c.next().map_or_else(String::new, |f| {
        f.to_uppercase().collect::<String>() + c.as_str()
    })
}

/// A seed from the clock, for matches started without `--seed`.
fn fresh_seed() -> u64 {
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_nanos());
    (nanos as u64) ^ ((nanos >> 64) as u64) ^ u64::from(std::process::id()).rotate_left(32)
}

/// A hosted bot started before the table opened (to report a failure on the command line),
/// waiting for the table to take it: one start, not two.
static STARTED: std::sync::Mutex<Option<(String, Box<dyn felt::bots::Bot>)>> =
    std::sync::Mutex::new(None);

/// Keeps `bot`, started for `name`, for the table's first [`make_bot`] with that name.
pub fn keep_started(name: &str, bot: Box<dyn felt::bots::Bot>) {
    *STARTED.lock().unwrap_or_else(|e| e.into_inner()) = Some((name.to_string(), bot));
}

/// A bot by name, or a hosted competition bot for `external:PATH` (IIT clock for Sneak Peek).
///
/// # Errors
/// A message when the name is unknown or the hosted bot cannot be started.
/// A hosted bot's output is saved in `<data>/bot-logs/`, capped at 512 KiB.
pub fn make_bot(
    name: &str,
    variant: VariantId,
    data_dir: Option<&std::path::Path>,
) -> Result<Box<dyn felt::bots::Bot>, String> {
    if let Some(path) = name.strip_prefix(bots::EXTERNAL) {
        let mut started = STARTED.lock().unwrap_or_else(|e| e.into_inner());
        if started.as_ref().is_some_and(|(n, _)| n == name)
            && let Some((_, bot)) = started.take()
        {
            return Ok(bot);
        }
        drop(started);
        let clock = if variant == VariantId::SneakPeek {
            felt::remote::Clock::IIT
        } else {
            felt::remote::Clock::MIT
        };
        let stamp = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_secs());
        let stem = std::path::Path::new(path)
            .file_stem()
            .map_or_else(|| "bot".to_string(), |s| s.to_string_lossy().into_owned());
        let log = data_dir.map(|d| d.join("bot-logs").join(format!("{stem}-{stamp}.log")));
        let config = felt::remote::RemoteConfig {
            clock,
            log,
            ..felt::remote::RemoteConfig::default()
        };
        return felt::remote::RemoteBot::launch(std::path::Path::new(path), config)
            .map(|b| Box::new(b) as Box<dyn felt::bots::Bot>)
            .map_err(|e| format!("cannot start the bot at {path}: {e}"));
    }
    bots::by_name(name).ok_or_else(|| format!("unknown bot {name}"))
}

/// True when the hole card dealt at `idx` is an auction's third card (after the first four).
pub fn is_auction_card(events: &[Event], idx: usize) -> bool {
    events[..idx]
        .iter()
        .filter(|x| matches!(x, Event::DealHole { .. }))
        .count()
        >= 4
}
