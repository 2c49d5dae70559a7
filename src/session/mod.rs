//! `Session`: the one match runner, for both games. It is the only code that runs a match:
//! it deals every hand (from a seeded stream, or from the deals the arena, a drill spot or a
//! lesson prepared), seats the players (heads-up the seats swap every hand; at the Auction
//! Flop table the dealer button moves on, and players who cannot pay the ante sit out), asks
//! each seat through one interface ([`Player`], or one step at a time for the person at a
//! table: [`Session::turn`], [`Session::act`], [`Session::answer`]), makes forced moves,
//! replaces illegal answers, carries chips from hand to hand (or resets them), keeps each
//! player's bankroll, ends the match, and writes each finished hand's history file and
//! statistics ([`Saving`]).
//!
//! A screen is given what a player may know and nothing more: that player's view
//! ([`Session::view`]) and the events told to it since it last asked ([`Session::news`]). The
//! hands themselves stay inside the library.

mod driver;
mod playable;
mod player;
mod rules;

use std::collections::VecDeque;

use rand::SeedableRng;
use rand::rngs::StdRng;
use thiserror::Error;

use crate::cards::Deck;
use crate::engine::auction_flop::seat_at;
use crate::engine::{Chips, Seat};
use crate::stats::{PendingHand, SaveReport, SaveTargets, save_pending};

pub use driver::{Replaced, ReplacedIn, Turn, answer, play_out, turn};
pub use playable::Playable;
pub use player::{BotPlayer, Player};
pub use rules::{AuctionFlopRules, MatchConfig, MatchFormat, tournament_big_blind};

/// A heads-up match.
pub type HeadsUpSession = Session<crate::engine::Hand>;
/// An Auction Flop Poker match.
pub type AuctionFlopSession = Session<crate::engine::auction_flop::AuctionFlopHand>;
/// A bot in a seat of a heads-up match.
pub type HeadsUpBotPlayer = BotPlayer<crate::engine::Hand>;
/// A bot in a seat of an Auction Flop Poker match.
pub type AuctionFlopBotPlayer = BotPlayer<crate::engine::auction_flop::AuctionFlopHand>;

/// Where a session's deals come from.
pub enum Deals<G: Playable> {
    /// One seeded stream for the whole match: a seed gives the same match.
    Stream(Box<StdRng>),
    /// Each deal from its own source, given the deal's index over the whole match (0 first):
    /// the arena's blocks and duplicate copies, where a deal must not depend on the thread.
    Each(Box<dyn FnMut(u32) -> (Deck, G::Extras) + Send>),
    /// Deals made in advance, in order (a lesson's fixed deck, a drill spot).
    Prepared(VecDeque<(Deck, G::Extras)>),
}

impl<G: Playable> Deals<G> {
    /// The stream of `seed`.
    pub fn seeded(seed: u64) -> Deals<G> {
        Deals::Stream(Box::new(StdRng::seed_from_u64(seed)))
    }

    /// One deal made in advance.
    pub fn one(deck: Deck, extras: G::Extras) -> Deals<G> {
        Deals::Prepared(VecDeque::from([(deck, extras)]))
    }
}

/// How the players move between hands: the one place a button or a dealer moves.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Rotation {
    /// Every player moves one seat along each hand and the button stays at seat 0: the
    /// heads-up games (whose seat 0 is the button, so the seats swap) and the Auction Flop
    /// arena (each deck is dealt from every seat). `shift` starts everyone that many seats
    /// back (the arena's second duplicate copy swaps the seats).
    Seats { shift: usize },
    /// Players keep their order and the dealer button moves to the next player who can pay;
    /// the others sit out (the Auction Flop table). `first` deals the first hand.
    Button { first: usize },
}

/// Where a session writes its finished hands.
#[derive(Debug, Clone)]
pub struct Saving {
    pub targets: SaveTargets,
    /// Each player's name in the history files.
    pub names: Vec<String>,
    /// The player whose statistics the hands are counted in (`None`: none are).
    pub counted: Option<usize>,
    /// How many sessions share the hand numbers of the files: the arena's duplicate copies
    /// interleave, copy `lane` of `lanes` numbering deal `d` as `d * lanes + lane + 1`.
    pub lanes: u32,
    pub lane: u32,
}

/// Why a match ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MatchEnd {
    /// The match's hands are played.
    Played,
    /// Too few players can pay for another hand (a heads-up tournament is won).
    TooFew,
    /// This player, whom the match cannot go on without, cannot pay for another hand.
    Out(usize),
}

/// Why a session cannot go on.
#[derive(Debug, Error)]
pub enum SessionError<G: Playable> {
    #[error("the match is over")]
    MatchOver,
    #[error("no hand is in progress")]
    NoHand,
    #[error("a hand is already in progress")]
    HandInProgress,
    #[error("{0}")]
    Setup(G::SetupError),
    #[error("{0}")]
    Action(G::Error),
}

/// A hand as the session plays it: in progress, or finished.
#[derive(Debug, Clone)]
pub struct HandRecord<G: Playable> {
    /// 1-based hand number in the session.
    pub number: u32,
    /// The player in each seat.
    pub seats: Vec<usize>,
    /// Each player's (not seat's) change in chips, once finished (0 for a player who sat out).
    pub net: Vec<i64>,
    /// Illegal answers replaced during the hand, `player` holding the player.
    pub replaced: Vec<ReplacedIn<G>>,
    /// The decisions felt played in a bot's place (an illegal answer replaced here or by a
    /// hosted bot's host, or no answer in time), each as the number of the hand's events
    /// before it; the hand's file marks them.
    pub played_for: Vec<usize>,
    hand: G,
    /// Per player, how many of the hand's events it has been told.
    told: Vec<usize>,
}

impl<G: Playable> HandRecord<G> {
    /// The hand itself, every card of it (for tools and tests; a screen is given views).
    pub fn hand(&self) -> &G {
        &self.hand
    }

    /// The player holding seat 0 (heads-up: the button).
    pub fn button_player(&self) -> usize {
        self.seats.first().copied().unwrap_or(0)
    }

    /// The seat of `player`, if it was dealt in.
    pub fn seat_of(&self, player: usize) -> Option<Seat> {
        self.seats.iter().position(|&p| p == player).map(seat_at)
    }
}

/// A match between players `0..n` of game `G`.
pub struct Session<G: Playable> {
    rules: G::Rules,
    deals: Deals<G>,
    rotation: Rotation,
    /// The player without whom the match cannot go on (the person at the Auction Flop table).
    required: Option<usize>,
    /// Deals before this session's first, over the whole match (an arena block's first deal).
    offset: u32,
    /// Hands started so far.
    number: u32,
    /// Each player's chips between hands.
    chips: Vec<Chips>,
    bankroll: Vec<i64>,
    /// The button rotation's last dealer.
    dealer: usize,
    current: Option<HandRecord<G>>,
    last: Option<HandRecord<G>>,
    saving: Option<Saving>,
    unsaved: Vec<PendingHand>,
}

impl<G: Playable> Session<G> {
    /// A match at `rules` between `players` players, dealt from `deals`; the seats rotate
    /// (heads-up: the button alternates, player 0 holding it first).
    ///
    /// # Errors
    /// [`SessionError::Setup`] when the rules cannot make a hand.
    pub fn new(
        rules: G::Rules,
        players: usize,
        deals: Deals<G>,
    ) -> Result<Session<G>, SessionError<G>> {
        G::validate(&rules, players).map_err(SessionError::Setup)?;
        let stack = G::starting_stack(&rules);
        Ok(Session {
            rules,
            deals,
            rotation: Rotation::Seats { shift: 0 },
            required: None,
            offset: 0,
            number: 0,
            chips: vec![stack; players],
            bankroll: vec![0; players],
            dealer: 0,
            current: None,
            last: None,
            saving: None,
            unsaved: Vec::new(),
        })
    }

    /// The same session with the players moving as `rotation` says.
    pub fn rotating(mut self, rotation: Rotation) -> Session<G> {
        if let Rotation::Button { first } = rotation {
            let n = self.chips.len().max(1);
            self.dealer = (first + n - 1) % n;
        }
        self.rotation = rotation;
        self
    }

    /// The same session, its first deal being deal `offset` of the whole match (0-based).
    pub fn starting_at_deal(mut self, offset: u32) -> Session<G> {
        self.offset = offset;
        self
    }

    /// The same session with each player's chips at the start given (a lesson's stacks).
    pub fn with_chips(mut self, chips: Vec<Chips>) -> Session<G> {
        self.bankroll = vec![0; chips.len()];
        self.chips = chips;
        self
    }

    /// The same session ending when `player` cannot pay for another hand.
    pub fn requiring(mut self, player: usize) -> Session<G> {
        self.required = Some(player);
        self
    }

    /// The same session writing its finished hands as `saving` says.
    pub fn saving(mut self, saving: Saving) -> Session<G> {
        self.saving = Some(saving);
        self
    }

    /// The match's rules.
    pub fn rules(&self) -> &G::Rules {
        &self.rules
    }

    /// Players in the match.
    pub fn players(&self) -> usize {
        self.chips.len()
    }

    /// Hands started so far (the current hand's number while one is in progress).
    pub fn hand_number(&self) -> u32 {
        self.number
    }

    /// Each player's total winnings so far.
    pub fn bankroll(&self) -> &[i64] {
        &self.bankroll
    }

    /// Each player's chips between hands (the full stack, every hand, when stacks reset).
    pub fn chips(&self) -> &[Chips] {
        &self.chips
    }

    /// Why no more hands will be dealt, once none will.
    pub fn end(&self) -> Option<MatchEnd> {
        if self.current.is_some() {
            return None;
        }
        if G::hands(&self.rules).is_some_and(|n| self.number >= n) {
            return Some(MatchEnd::Played);
        }
        let can = |p: usize| G::can_play(&self.rules, self.chips[p]);
        if let Some(p) = self.required.filter(|&p| p < self.chips.len() && !can(p)) {
            return Some(MatchEnd::Out(p));
        }
        let playing = (0..self.chips.len()).filter(|&p| can(p)).count();
        let everyone = matches!(self.rotation, Rotation::Seats { .. });
        if playing < G::MIN_PLAYERS || (everyone && playing < self.chips.len()) {
            return Some(MatchEnd::TooFew);
        }
        None
    }

    /// True when no more hands will be dealt.
    pub fn is_over(&self) -> bool {
        self.end().is_some()
    }

    /// True while a hand is being played.
    pub fn in_progress(&self) -> bool {
        self.current.is_some()
    }

    /// The hand in progress, or else the last one finished.
    fn shown(&self) -> Option<&HandRecord<G>> {
        self.current.as_ref().or(self.last.as_ref())
    }

    /// The hand in progress, or else the last one finished (inside the library only: a
    /// screen is given views).
    pub(crate) fn hand(&self) -> Option<&G> {
        self.shown().map(|r| &r.hand)
    }

    /// The seat of `player` in the hand in progress, or else in the last one finished.
    pub fn seat_of(&self, player: usize) -> Option<Seat> {
        self.shown().and_then(|r| r.seat_of(player))
    }

    /// The player in `seat` of the hand in progress, or else of the last one finished.
    pub fn player_in(&self, seat: Seat) -> Option<usize> {
        self.shown()
            .and_then(|r| r.seats.get(seat.index()).copied())
    }

    /// The players in each seat of the hand in progress, or else of the last one finished.
    pub fn seated(&self) -> &[usize] {
        self.shown().map_or(&[], |r| &r.seats)
    }

    /// What `player` may know of the hand in progress, or else of the last one finished
    /// (`None` before the first deal, or for a player who sat out).
    pub fn view(&self, player: usize) -> Option<G::View> {
        let record = self.shown()?;
        Some(record.hand.view(record.seat_of(player)?))
    }

    /// The player to act in the hand in progress.
    pub fn to_act(&self) -> Option<usize> {
        let record = self.current.as_ref()?;
        record
            .hand
            .to_act()
            .and_then(|s| record.seats.get(s.index()).copied())
    }

    /// The last finished hand as its history file, `names` naming each player: everything
    /// `felt replay` would show of it.
    pub fn last_history(&self, names: &[String]) -> Option<String> {
        let record = self.last.as_ref()?;
        let by_seat: Vec<String> = record
            .seats
            .iter()
            .map(|&p| names.get(p).cloned().unwrap_or_default())
            .collect();
        let deal = self.offset + record.number - 1;
        Some(record.hand.history(deal + 1, &by_seat, &record.played_for))
    }

    /// `player`'s change in chips in the last finished hand.
    pub fn last_net(&self, player: usize) -> Option<i64> {
        self.last.as_ref()?.net.get(player).copied()
    }

    /// The events of the hand in progress (or else of the last one finished) that `player`
    /// has not been told yet, as it may be told them now.
    pub fn news(&mut self, player: usize) -> Vec<G::Told> {
        let record = match (&mut self.current, &mut self.last) {
            (Some(r), _) | (None, Some(r)) => r,
            (None, None) => return Vec::new(),
        };
        let (Some(seat), Some(from)) = (record.seat_of(player), record.told.get(player).copied())
        else {
            return Vec::new();
        };
        let (told, next) = record.hand.told(seat, from);
        record.told[player] = next;
        told
    }

    /// Deals the next hand.
    ///
    /// # Errors
    /// [`SessionError::MatchOver`] when the match is over, [`SessionError::HandInProgress`]
    /// while a hand is on, [`SessionError::Setup`] when the hand cannot be set up.
    pub fn start_hand(&mut self) -> Result<(), SessionError<G>> {
        if self.current.is_some() {
            return Err(SessionError::HandInProgress);
        }
        if self.is_over() {
            return Err(SessionError::MatchOver);
        }
        self.number += 1;
        let deal = self.offset + self.number - 1;
        let n = self.chips.len();
        let (seats, dealer) = match self.rotation {
            Rotation::Seats { shift } => {
                let back = (deal as usize + shift) % n;
                ((0..n).map(|s| (s + n - back) % n).collect(), Seat(0))
            }
            Rotation::Button { .. } => {
                let playing: Vec<usize> = (0..n)
                    .filter(|&p| G::can_play(&self.rules, self.chips[p]))
                    .collect();
                // Invariant: the match is not over, so someone can play.
                let mut next = (self.dealer + 1) % n;
                while !playing.contains(&next) && !playing.is_empty() {
                    next = (next + 1) % n;
                }
                self.dealer = next;
                let at = playing.iter().position(|&p| p == next).unwrap_or(0);
                (playing, seat_at(at))
            }
        };
        let stacks = seats.iter().map(|&p| self.chips[p]).collect();
        let (deck, extras) = match &mut self.deals {
            Deals::Stream(rng) => G::draw(rng),
            Deals::Each(source) => source(deal),
            Deals::Prepared(queue) => queue.pop_front().ok_or(SessionError::MatchOver)?,
        };
        let hand = G::deal(&self.rules, deal + 1, stacks, dealer, deck, extras)
            .map_err(SessionError::Setup)?;
        self.current = Some(HandRecord {
            number: self.number,
            seats,
            net: Vec::new(),
            replaced: Vec::new(),
            played_for: Vec::new(),
            hand,
            told: vec![0; n],
        });
        Ok(())
    }

    /// What the hand in progress needs next (see [`turn`]); `auto_forced[p]` says whether
    /// player `p` lets the session make its forced moves. [`Turn::Over`] with no hand.
    pub fn turn(&self, auto_forced: &[bool]) -> Turn<G> {
        let Some(record) = &self.current else {
            return Turn::Over;
        };
        let by_seat: Vec<bool> = record
            .seats
            .iter()
            .map(|&p| auto_forced.get(p).copied().unwrap_or(true))
            .collect();
        turn(&record.hand, &by_seat)
    }

    /// Moves the hand in progress to its next question: makes every forced move of a player
    /// that allows it (`auto_forced[p]`), and returns the turn that needs an answer (or
    /// [`Turn::Over`]), with the forced moves made (player, move). The hand may end on a forced
    /// move; it is then finished as with [`Session::act`].
    pub fn proceed(&mut self, auto_forced: &[bool]) -> (Turn<G>, Vec<(usize, G::Action)>) {
        let mut forced = Vec::new();
        loop {
            match self.turn(auto_forced) {
                Turn::Forced { seat, action } => {
                    let Some(player) = self.player_in(seat) else {
                        return (Turn::Over, forced);
                    };
                    // Invariant: the one legal move applies.
                    let _ = self.act(player, action);
                    forced.push((player, action));
                }
                other => return (other, forced),
            }
        }
    }

    /// Applies `action` for `player` (the person, or a forced move): an illegal one is
    /// refused and nothing changes. Returns true when the hand ended (it is then finished:
    /// chips, bankrolls and saving are done).
    ///
    /// # Errors
    /// [`SessionError::NoHand`] with no hand in progress, or the game's error that refused
    /// the action.
    pub fn act(&mut self, player: usize, action: G::Action) -> Result<bool, SessionError<G>> {
        let record = self.current.as_mut().ok_or(SessionError::NoHand)?;
        let seat = record.seat_of(player).ok_or(SessionError::NoHand)?;
        record
            .hand
            .apply(seat, action)
            .map_err(SessionError::Action)?;
        Ok(self.finish_if_over())
    }

    /// A bot's answer for `player` (see [`answer`]): an illegal one is replaced and the
    /// replacement kept for the hand's record and returned. `played_for` says the answer was
    /// not the bot's own (its host played in its place); the record marks it, as it marks a
    /// replacement. The flag returned is true when the hand ended, as with [`Session::act`].
    ///
    /// # Errors
    /// [`SessionError::NoHand`] with no hand in progress.
    pub fn answer(
        &mut self,
        player: usize,
        action: G::Action,
        played_for: bool,
    ) -> Result<(Option<ReplacedIn<G>>, bool), SessionError<G>> {
        let record = self.current.as_mut().ok_or(SessionError::NoHand)?;
        let seat = record.seat_of(player).ok_or(SessionError::NoHand)?;
        let at = record.hand.events().len();
        let replaced = answer(&mut record.hand, seat, action).map(|r| Replaced { player, ..r });
        if played_for || replaced.is_some() {
            record.played_for.push(at);
        }
        record.replaced.extend(replaced.clone());
        Ok((replaced, self.finish_if_over()))
    }

    fn finish_if_over(&mut self) -> bool {
        if !self.current.as_ref().is_some_and(|r| r.hand.is_over()) {
            return false;
        }
        self.finish();
        true
    }

    /// Settles the finished hand: nets, bankrolls, chips carried, the hand saved.
    fn finish(&mut self) {
        let Some(mut record) = self.current.take() else {
            return;
        };
        let n = self.chips.len();
        let by_seat = record.hand.net().unwrap_or_default();
        let stacks = record.hand.stacks();
        record.net = vec![0; n];
        for (seat, &p) in record.seats.iter().enumerate() {
            record.net[p] = by_seat.get(seat).copied().unwrap_or(0);
            if G::carries(&self.rules)
                && let Some(&stack) = stacks.get(seat)
            {
                self.chips[p] = stack;
            }
        }
        for (bankroll, net) in self.bankroll.iter_mut().zip(&record.net) {
            *bankroll += net;
        }
        self.last = Some(record);
        self.keep_for_saving();
    }

    /// Queues the hand just finished for saving, when the session saves.
    fn keep_for_saving(&mut self) {
        let (Some(saving), Some(record)) = (&self.saving, &self.last) else {
            return;
        };
        let deal = self.offset + record.number - 1;
        let number = deal * saving.lanes.max(1) + saving.lane + 1;
        let names: Vec<String> = record
            .seats
            .iter()
            .map(|&p| saving.names.get(p).cloned().unwrap_or_default())
            .collect();
        let count = saving
            .counted
            .and_then(|p| record.seat_of(p))
            .map(|seat| record.hand.count(seat));
        let mut pending = PendingHand::new(
            record.hand.variant(),
            number,
            record.hand.history(number, &names, &record.played_for),
            count,
            self.end().is_some(),
        );
        pending.stats_key = G::stats_key(&self.rules);
        self.unsaved.push(pending);
    }

    /// The hands finished and not yet handed over for saving, oldest first (a table saves
    /// them on a thread of its own).
    pub fn take_unsaved(&mut self) -> Vec<PendingHand> {
        std::mem::take(&mut self.unsaved)
    }

    /// Where this session saves, if it does.
    pub fn save_targets(&self) -> Option<&SaveTargets> {
        self.saving.as_ref().map(|s| &s.targets)
    }

    /// Saves the hands finished so far, now, waiting at most `lock_wait` for the statistics'
    /// lock; hands that could not be saved are kept for the next try.
    pub fn save_now(&mut self, lock_wait: std::time::Duration) -> SaveReport {
        let Some(targets) = self.saving.as_ref().map(|s| s.targets.clone()) else {
            return SaveReport::default();
        };
        let report = save_pending(&targets, self.take_unsaved(), lock_wait);
        self.unsaved = report.pending.clone();
        report
    }

    /// Plays one whole hand, asking `players[p]` for player `p`'s decisions: forced moves are
    /// made for players that allow it, an illegal answer is replaced by the game's fallback
    /// (as the official engines do) and reported in the record. When it ends, every player
    /// dealt in is told how, seat 0 first.
    ///
    /// # Errors
    /// [`SessionError::MatchOver`] when the match is over, [`SessionError::Setup`] when the
    /// hand cannot be set up.
    pub fn play_hand(
        &mut self,
        players: &mut [&mut dyn Player<G>],
    ) -> Result<&HandRecord<G>, SessionError<G>> {
        self.start_hand()?;
        let auto_forced: Vec<bool> = players.iter().map(|p| p.auto_forced()).collect();
        while let (
            Turn::Ask {
                seat,
                view,
                leaked_bid,
            },
            _,
        ) = self.proceed(&auto_forced)
        {
            let p = self.player_in(seat).ok_or(SessionError::NoHand)?;
            let Some(player) = players.get_mut(p) else {
                return Err(SessionError::NoHand);
            };
            if let Some(bid) = leaked_bid {
                player.leaked_bid(bid);
            }
            let action = player.act(&view);
            let played_for = player.played_for();
            self.answer(p, action, played_for)?;
        }
        self.finish_if_over();
        let record = self.last.as_ref().ok_or(SessionError::NoHand)?;
        for (seat, &p) in record.seats.iter().enumerate() {
            if let Some(player) = players.get_mut(p) {
                player.hand_over(&record.hand.view(seat_at(seat)));
            }
        }
        Ok(record)
    }
}
