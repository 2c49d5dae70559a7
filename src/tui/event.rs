//! Messages into the table's single event loop: terminal input, bot answers, and a tick that
//! only runs while a bot is thinking (so an idle table uses no CPU). Bots think on their own
//! worker thread and post their action back.

use std::sync::mpsc::{self, Receiver, Sender};
use std::thread;
use std::time::{Duration, Instant};

use ratatui::crossterm::event::{self, Event as TermEvent, KeyEvent, MouseEvent};

use felt::engine::{Action, SeatView};
use felt::session::{BotPlayer, Player};

/// Everything the app reacts to.
#[derive(Debug, Clone)]
pub enum Msg {
    Key(KeyEvent),
    Mouse(MouseEvent),
    Resize(u16, u16),
    /// A bot's decision for request `token`.
    BotAction {
        token: u64,
        action: Action,
        /// Anything the bot's host reported (a hosted bot's illegal answer, a timeout).
        notes: Vec<String>,
        /// A hosted bot's game clock.
        clock: Option<f64>,
    },
    /// Animation while a bot thinks.
    Tick,
}

/// Reads terminal events on a thread and posts them.
pub fn spawn_input(tx: Sender<Msg>) {
    thread::spawn(move || {
        loop {
            let msg = match event::read() {
                Ok(TermEvent::Key(k)) => Msg::Key(k),
                Ok(TermEvent::Mouse(m)) => Msg::Mouse(m),
                Ok(TermEvent::Resize(w, h)) => Msg::Resize(w, h),
                Ok(_) => continue,
                Err(_) => break,
            };
            if tx.send(msg).is_err() {
                break;
            }
        }
    });
}

enum Request {
    Act { token: u64, view: Box<SeatView> },
    HandOver(Box<SeatView>),
}

/// A bot on its own thread. Dropping the worker ends the thread and the bot with it (a hosted
/// bot is sent `Q` and its process ended).
pub struct BotWorker {
    tx: Option<Sender<Request>>,
    thread: Option<thread::JoinHandle<()>>,
}

impl Drop for BotWorker {
    fn drop(&mut self) {
        self.tx = None;
        if let Some(t) = self.thread.take() {
            let _ = t.join();
        }
    }
}

impl BotWorker {
    /// Starts `bot` on a worker thread posting its answers to `out`, each no sooner than
    /// `pause` after the question (so a person can follow the play).
    pub fn spawn(mut bot: BotPlayer, pause: Duration, out: Sender<Msg>) -> BotWorker {
        let (tx, rx): (Sender<Request>, Receiver<Request>) = mpsc::channel();
        let thread = thread::spawn(move || {
            while let Ok(req) = rx.recv() {
                match req {
                    Request::Act { token, view } => {
                        let start = Instant::now();
                        let action = bot.act(&view);
                        if let Some(rest) = pause.checked_sub(start.elapsed()) {
                            thread::sleep(rest);
                        }
                        let notes = bot.take_notes();
                        let clock = bot.clock();
                        if out
                            .send(Msg::BotAction {
                                token,
                                action,
                                notes,
                                clock,
                            })
                            .is_err()
                        {
                            break;
                        }
                    }
                    Request::HandOver(view) => bot.hand_over(&view),
                }
            }
        });
        BotWorker {
            tx: Some(tx),
            thread: Some(thread),
        }
    }

    /// Asks for a decision; the answer arrives as [`Msg::BotAction`] with `token`.
    pub fn ask(&self, token: u64, view: SeatView) {
        if let Some(tx) = &self.tx {
            let _ = tx.send(Request::Act {
                token,
                view: Box::new(view),
            });
        }
    }

    /// Tells the bot how a hand ended.
    pub fn hand_over(&self, view: SeatView) {
        if let Some(tx) = &self.tx {
            let _ = tx.send(Request::HandOver(Box::new(view)));
        }
    }
}
