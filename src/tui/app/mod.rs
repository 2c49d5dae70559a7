//! The app's state and its update function. Rendering (in `ui`) only reads this state; every
//! change comes through [`App::update`] with a [`Msg`], so the whole table can be driven by
//! feeding key events, with no terminal.

mod auction_flop;
mod keys;
mod log;
mod open;
mod start;
mod table;

pub use auction_flop::{AuctionFlopSetting, AuctionFlopTable};
pub use start::StartScreen;
pub use table::{AmountBox, LogKind, LogLine, Table};

use std::path::PathBuf;
use std::sync::mpsc::Sender;
use std::time::Duration;

use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyEventKind, KeyModifiers};

use felt::engine::{Chips, VariantId};
use felt::session::MatchConfig;

use super::event::Msg;
use super::input::{KeyAction, KeyMap, KeyScope};
use super::theme::Theme;
use start::start_key;

/// The human is always player 0 of the session.
pub const HUMAN: usize = 0;
/// At a heads-up table the bot is player 1.
pub const BOT: usize = 1;

/// Settings that hold for the whole run.
#[derive(Debug, Clone)]
pub struct Settings {
    pub theme: Theme,
    pub keys: KeyMap,
    /// The pause after a bot acts.
    pub pause: Duration,
    /// Where histories and stats are saved (None: nothing is saved).
    pub data_dir: Option<PathBuf>,
    /// The stakes of each heads-up game's matches.
    pub stakes: Vec<(VariantId, MatchConfig)>,
    /// Auction Flop Poker: seats, starting chips, ante.
    pub auction_flop: (usize, Chips, Chips),
    /// Cards dealt one by one and chips sliding to the pot (off with `--pause 0`).
    pub motion: bool,
}

impl Settings {
    /// The stakes of `variant`'s matches.
    pub fn stakes(&self, variant: VariantId) -> MatchConfig {
        self.stakes
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
    /// Hold'em as a tournament (stacks carry over, the blinds rise), to the end unless
    /// `hands` says otherwise.
    pub tournament: bool,
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
    AuctionFlop(Box<AuctionFlopTable>),
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
    /// The start screen asked for the selected game's tutorial (`t`): the screen closes,
    /// `felt learn` runs in the terminal, and then the start screen opens again as it was.
    pub tutorial: Option<Choice>,
    /// A hosted bot started before the table opened, for the table that asks for its name.
    started: Option<Started>,
    pub(super) tx: Sender<Msg>,
}

impl App {
    /// The app at the start screen (or straight at the table when `choice` is given).
    #[cfg(test)]
    pub fn new(
        settings: Settings,
        choice: Option<Choice>,
        last: Option<Choice>,
        tx: Sender<Msg>,
    ) -> App {
        App::with_started(settings, choice, last, tx, None, Vec::new())
    }

    /// [`App::new`], with a hosted bot already started for the table to take, and notes from
    /// the command line to show (in the table's log, or under the start screen).
    pub fn with_started(
        settings: Settings,
        choice: Option<Choice>,
        last: Option<Choice>,
        tx: Sender<Msg>,
        started: Option<Started>,
        notices: Vec<String>,
    ) -> App {
        let seed = choice.as_ref().map_or_else(fresh_seed, |c| c.seed);
        // A player with no hands played yet is greeted with teaching on.
        let first_time = start::first_time(settings.data_dir.as_deref());
        let mut app = App {
            settings,
            screen: Screen::Start(StartScreen::new(last.as_ref(), seed, first_time)),
            overlay: None,
            size: (120, 40),
            quit: false,
            notices,
            chosen: None,
            tutorial: None,
            started,
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
            Screen::Start(_) | Screen::AuctionFlop(_) => None,
        }
    }

    /// True while a bot's answer is awaited (the loop then ticks for the animation).
    pub fn bot_thinking(&self) -> bool {
        match &self.screen {
            Screen::AuctionFlop(d) => d.bots_to_move(),
            _ => self.table().is_some_and(|t| t.waiting.is_some()),
        }
    }

    /// True while cards are being dealt on the felt (the loop then ticks for the frames).
    pub fn animating(&self) -> bool {
        match &self.screen {
            Screen::AuctionFlop(d) => d.animating(),
            _ => self
                .table()
                .and_then(|t| t.motion)
                .is_some_and(|m| m.running()),
        }
    }

    /// Reacts to one message.
    pub fn update(&mut self, msg: Msg) {
        self.react(msg);
        let on = self.settings.motion;
        match &mut self.screen {
            Screen::Table(t) => t.watch_felt(on),
            Screen::AuctionFlop(d) => d.watch_felt(on),
            Screen::Start(_) => {}
        }
    }

    fn react(&mut self, msg: Msg) {
        match msg {
            Msg::Resize(w, h) => self.size = (w, h),
            Msg::Tick => {
                if let Screen::AuctionFlop(d) = &mut self.screen {
                    d.tick();
                }
            }
            Msg::Key(key) if key.kind != KeyEventKind::Release => self.on_key(key),
            Msg::Key(_) => {}
            Msg::Signal => self.quit = true,
            // Clicks reach the app resolved by the event loop ([`Msg::Click`]).
            Msg::Mouse(_) => {}
            Msg::Click(hit) => self.on_click(hit),
            Msg::Saved(report) => {
                if let Screen::Table(t) = &mut self.screen {
                    t.on_saved(report);
                }
            }
            Msg::BotAction {
                token,
                action,
                played_for,
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
                    t.on_bot_action(token, action, played_for);
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
        let action = self.settings.keys.action_of(&key, self.key_scope());
        // Help and quit work in the amount box too, as its key bar says (the box takes
        // digits; a bad amount is named when a letter is typed).
        if action == Some(KeyAction::Help) {
            self.overlay = Some(Overlay::Help);
            return;
        }
        if action == Some(KeyAction::Quit) {
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
                    // Every game has a tutorial: the selected one's opens.
                    self.tutorial = Some(start.choice());
                    self.quit = true;
                } else if let Some(choice) = start_key(start, key) {
                    self.start_table(choice);
                }
            }
            Screen::Table(t) => t.on_key(key, action, &keys),
            Screen::AuctionFlop(d) => d.on_key(key, action, &keys),
        }
    }

    /// A bot by name for the table: the hosted bot started before the table opened, when it
    /// was started for this name, or else a new one from the registry.
    ///
    /// # Errors
    /// A message when the name is unknown or the hosted bot cannot be started.
    pub fn seat_bot(
        &mut self,
        name: &str,
        variant: VariantId,
    ) -> Result<Box<dyn felt::bots::Bot>, String> {
        if let Some((_, bot)) = self.started.take_if(|(n, _)| n == name) {
            return Ok(bot);
        }
        start_bot(name, variant, self.settings.data_dir.as_deref())
    }

    /// Which table's keys are in force (the start screen's help shows the heads-up table's).
    pub fn key_scope(&self) -> KeyScope {
        match &self.screen {
            Screen::AuctionFlop(_) => KeyScope::AuctionFlop,
            Screen::Table(_) | Screen::Start(_) => KeyScope::HeadsUp,
        }
    }

    /// True when the match on the table is over (nothing is lost by quitting).
    pub fn match_over(&self) -> bool {
        match &self.screen {
            Screen::Table(t) => t.session.is_over(),
            Screen::AuctionFlop(d) => d.over,
            Screen::Start(_) => false,
        }
    }

    /// A click the event loop resolved to the key of the button under it (`None`: no enabled
    /// button there). A click closes an overlay.
    fn on_click(&mut self, hit: Option<KeyCode>) {
        if self.overlay.is_some() {
            self.overlay = None;
            return;
        }
        // A click presses the button's key.
        if let Some(code) = hit {
            self.on_key(KeyEvent::new(code, KeyModifiers::NONE));
        }
    }
}

/// A seed from the clock, for matches started without `--seed`.
fn fresh_seed() -> u64 {
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_nanos());
    (nanos as u64) ^ ((nanos >> 64) as u64) ^ u64::from(std::process::id()).rotate_left(32)
}

/// A hosted bot started before the table opened (to report a failure on the command line),
/// with the name it was started for: the table takes it instead of starting another.
pub type Started = (String, Box<dyn felt::bots::Bot>);

/// A bot from the registry by name. A hosted bot's output is saved in `<data>/bot-logs/`,
/// capped at 512 KiB.
///
/// # Errors
/// A message when the name is unknown or the hosted bot cannot be started.
pub fn start_bot(
    name: &str,
    variant: VariantId,
    data_dir: Option<&std::path::Path>,
) -> Result<Box<dyn felt::bots::Bot>, String> {
    let dir = data_dir.map(|d| d.join("bot-logs"));
    let log = dir.as_deref().map(|dir| felt::registry::BotLog {
        dir,
        tag: felt::registry::LogTag::Time,
        seat: None,
    });
    felt::registry::create(name, variant, log).map_err(|e| e.to_string())
}
