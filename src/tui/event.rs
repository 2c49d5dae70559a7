//! Messages into the table's single event loop: terminal input, bot answers, and a tick that
//! only runs while a bot is thinking (so an idle table's loop sleeps; the input thread only
//! wakes ten times a second to see whether the table has closed). Bots think on their own
//! worker thread and post their action back.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, Receiver, Sender};
use std::thread;
use std::time::{Duration, Instant};

use ratatui::crossterm::event::{self, Event as TermEvent, KeyEvent, MouseEvent};

use felt::engine::{Action, Chips, SeatView};
use felt::session::{BotPlayer, Player};

/// Everything the app reacts to.
#[derive(Debug, Clone)]
pub enum Msg {
    Key(KeyEvent),
    Mouse(MouseEvent),
    /// A left click the event loop resolved against the screen as drawn: the key of the
    /// button under it (`None`: no enabled button there).
    Click(Option<ratatui::crossterm::event::KeyCode>),
    Resize(u16, u16),
    /// A bot's decision for request `token`.
    BotAction {
        token: u64,
        action: Action,
        /// The answer was not the bot's own: its host played in its place.
        played_for: bool,
        /// Anything the bot's host reported (a hosted bot's illegal answer, a timeout).
        notes: Vec<String>,
        /// A hosted bot's game clock.
        clock: Option<f64>,
    },
    /// Animation while a bot thinks.
    Tick,
    /// felt was sent a signal (TERM, HUP, QUIT, INT): restore the terminal and exit.
    Signal,
    /// A save of finished hands, run on its own thread, is done.
    Saved(felt::stats::SaveReport),
}

/// How long the input thread waits for a key before it looks whether the table has closed.
const INPUT_WAIT: Duration = Duration::from_millis(100);

/// The thread reading terminal events for one run of the table. Dropping it stops the thread
/// and waits for it (at most [`INPUT_WAIT`]), so no reader is left behind to take a key from
/// what reads the terminal next (a tutorial's typed lines, the start screen opened again).
pub struct Input {
    stop: Arc<AtomicBool>,
    thread: Option<thread::JoinHandle<()>>,
}

impl Drop for Input {
    fn drop(&mut self) {
        self.stop.store(true, Ordering::SeqCst);
        if let Some(t) = self.thread.take() {
            let _ = t.join();
        }
    }
}

/// Reads terminal events on a thread and posts them, until the returned [`Input`] is dropped.
pub fn spawn_input(tx: Sender<Msg>) -> Input {
    let stop = Arc::new(AtomicBool::new(false));
    let stopped = Arc::clone(&stop);
    let thread = thread::spawn(move || {
        while !stopped.load(Ordering::SeqCst) {
            match event::poll(INPUT_WAIT) {
                Ok(true) => {}
                Ok(false) => continue,
                Err(_) => break,
            }
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
    Input {
        stop,
        thread: Some(thread),
    }
}

enum Request {
    Act {
        token: u64,
        view: Box<SeatView>,
        leaked_bid: Option<Chips>,
    },
    HandOver(Box<SeatView>),
}

/// A bot on its own thread. Dropping the worker lets the thread end on its own and never
/// waits for it: a bot in the middle of an answer, or a pause, must not hold up quitting. The
/// thread then ends the bot (a hosted bot is sent `Q` and its process group ended), and when
/// felt exits first, [`felt::remote::end_all`] ends the hosted bots' groups.
pub struct BotWorker {
    tx: Option<Sender<Request>>,
    thread: Option<thread::JoinHandle<()>>,
}

impl Drop for BotWorker {
    fn drop(&mut self) {
        // Closing the channel ends the thread after its current answer; it is not joined.
        self.tx = None;
        self.thread = None;
    }
}

impl BotWorker {
    /// Starts `bot` on a worker thread posting its answers to `out`, each no sooner than
    /// `pause` after the question (so a person can follow the play).
    pub fn spawn(mut bot: BotPlayer, pause: Duration, out: Sender<Msg>) -> BotWorker {
        let (tx, rx): (Sender<Request>, Receiver<Request>) = mpsc::channel();
        let thread = thread::spawn(move || {
            // Requests that arrived during a pause, in order.
            let mut waiting: std::collections::VecDeque<Request> = Default::default();
            while let Some(req) = waiting.pop_front().or_else(|| rx.recv().ok()) {
                match req {
                    Request::Act {
                        token,
                        view,
                        leaked_bid,
                    } => {
                        let start = Instant::now();
                        if let Some(bid) = leaked_bid {
                            bot.leaked_bid(bid);
                        }
                        let action = bot.act(&view);
                        // The pause ends early when the table is closed (the channel drops).
                        let until = start + pause;
                        let mut closed = false;
                        while let Some(rest) = until.checked_duration_since(Instant::now()) {
                            match rx.recv_timeout(rest) {
                                Ok(r) => waiting.push_back(r),
                                Err(mpsc::RecvTimeoutError::Timeout) => break,
                                Err(mpsc::RecvTimeoutError::Disconnected) => {
                                    closed = true;
                                    break;
                                }
                            }
                        }
                        if closed {
                            break;
                        }
                        let played_for = bot.played_for();
                        let notes = bot.take_notes();
                        let clock = bot.clock();
                        if out
                            .send(Msg::BotAction {
                                token,
                                action,
                                played_for,
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

    /// Asks for a decision (telling the bot the opponent's bid first, when the session
    /// passes it on); the answer arrives as [`Msg::BotAction`] with `token`.
    pub fn ask(&self, token: u64, view: SeatView, leaked_bid: Option<Chips>) {
        if let Some(tx) = &self.tx {
            let _ = tx.send(Request::Act {
                token,
                view: Box::new(view),
                leaked_bid,
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
