//! The person's keys at a heads-up table: actions, the amount box for raises and bids,
//! presets and arrows within the legal range.

use ratatui::crossterm::event::{KeyCode, KeyEvent};

use felt::engine::{Action, ActionParseError, Chips, RaiseSize, parse_chips};
use felt::narration::capitalised;
use felt::narration::vocabulary::Betting;

use crate::tui::input::{KeyAction, KeyMap};

use super::*;

impl Table {
    pub fn on_key(&mut self, key: KeyEvent, action: Option<KeyAction>, keys: &KeyMap) {
        // A key that only turns the note's page or scrolls the log leaves the message up
        // ("Press enter for the next hand" stays while the review is read).
        let message = self.message.take();
        // The grid of the bot's likely hands closes on any key.
        if self.show_range {
            self.show_range = false;
            return;
        }
        match action {
            Some(KeyAction::Range) if self.amount.is_none() || self.amount_is_empty() => {
                if self.teaching.on && self.teaching.likely.is_some() {
                    self.show_range = true;
                } else {
                    self.say(
                        "The bot's likely hands are shown in teaching mode, at your decisions.",
                        false,
                    );
                }
                return;
            }
            Some(KeyAction::Learn) if self.amount.is_none() => {
                self.teaching.on = !self.teaching.on;
                if let (true, Some(view)) = (self.teaching.on, &self.view)
                    && self.human_to_act()
                {
                    let view = view.clone();
                    self.teaching.prepare(&view);
                }
                let state = if self.teaching.on { "on" } else { "off" };
                self.say(format!("Teaching mode {state}."), false);
                return;
            }
            Some(KeyAction::MoreNotes) => {
                self.note_page += 1;
                self.message = message;
                return;
            }
            _ => {}
        }
        if let Some(back) = super::log::scrolled(self.log_back, action, self.log_rows.get()) {
            self.log_back = back;
            self.message = message;
            return;
        }
        if self.amount.is_some() {
            self.amount_key(key, action, keys);
            return;
        }
        if self.finished || !self.session.in_progress() {
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
                self.say(self.wait_words(), false);
            }
            return;
        }
        let Some(legal) = self.view.as_ref().and_then(|v| v.legal) else {
            return;
        };
        let action = if key.code == KeyCode::Char(' ') {
            Some(KeyAction::CheckCall)
        } else {
            action
        };
        // An auction with the bid box closed (esc): the bet keys or a digit open it again.
        if legal.bid.is_some() {
            let sizes = matches!(
                action,
                Some(
                    KeyAction::AllIn
                        | KeyAction::Min
                        | KeyAction::HalfPot
                        | KeyAction::TwoThirdsPot
                        | KeyAction::Pot
                )
            );
            let digit = matches!(key.code, KeyCode::Char(c) if c.is_ascii_digit());
            if action == Some(KeyAction::Raise) || sizes || digit || key.code == KeyCode::Enter {
                self.amount = Some(AmountBox::empty(true));
                if sizes || digit {
                    self.amount_key(key, action, keys);
                } else {
                    // Teaching on: the box starts at the suggested bid.
                    self.fill_suggestion();
                }
            } else {
                self.say(bid_box_closed(keys), false);
            }
            return;
        }
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
                self.amount = Some(AmountBox::empty(false));
                // The raise key starts the box at the suggested size with teaching on, else at
                // the smallest raise; a size key at that size.
                match action.filter(|a| *a != KeyAction::Raise) {
                    Some(size) => self.preset(size),
                    None => {
                        if !self.fill_suggestion() {
                            self.preset(KeyAction::Min);
                        }
                    }
                }
            }
            _ => {
                if action.is_none() {
                    // Only the actions open now: no fold when checking is free, "bet" where
                    // nobody has bet.
                    let mut open: Vec<String> = Vec::new();
                    if legal.can_fold {
                        open.push(format!("{} fold", keys.label(KeyAction::Fold)));
                    }
                    let cc = if legal.can_check { "check" } else { "call" };
                    open.push(format!("{} {cc}", keys.label(KeyAction::CheckCall)));
                    if legal.raise.is_some() {
                        let word = self.raise_word().trim_end_matches(" to");
                        open.push(format!("{} {word}", keys.label(KeyAction::Raise)));
                    }
                    open.push(format!("{} help", keys.label(KeyAction::Help)));
                    self.say(format!("Keys: {}.", open.join(", ")), false);
                }
            }
        }
    }

    pub(super) fn human_act(&mut self, action: Action) {
        self.amount = None;
        self.note_page = 0;
        self.apply(HUMAN, action);
        self.advance();
    }

    /// True when the amount box is open with nothing typed in it.
    fn amount_is_empty(&self) -> bool {
        self.amount.as_ref().is_some_and(|a| a.text.is_empty())
    }

    /// The betting as the person sees it now, for the words of the key bar and the amount box
    /// (the same words the coach and the log use).
    pub fn betting(&self) -> Option<Betting> {
        Betting::of(self.view.as_ref().filter(|_| self.session.in_progress())?)
    }

    /// The word for putting chips in now: "bet" when nothing is in on this street, "raise to"
    /// over a bet (the big blind's raise after a limp is a raise), "re-raise to" over a
    /// raise.
    pub fn raise_word(&self) -> &'static str {
        self.betting().map_or("raise to", |b| b.raise_word())
    }

    /// Whether the largest amount `hi` of a raise or bid puts in this seat's whole stack
    /// (with no view, taken as so): a raise capped at what the other seat can call is not,
    /// and its key is named "max", not "all in".
    pub fn largest_is_all_in(&self, hi: Chips) -> bool {
        self.view
            .as_ref()
            .is_none_or(|v| hi >= v.stacks[v.seat.index()] + v.pips[v.seat.index()])
    }

    /// The amount box's word for its largest-amount key: "all" for a bid or a raise of the
    /// whole stack, "max" for a raise held to what the other seat can call.
    pub fn amount_box_most(&self) -> &'static str {
        let bid = self.amount.as_ref().is_some_and(|a| a.bid);
        let hi = self.amount_range().map_or(0, |(_, hi)| hi);
        if bid || self.largest_is_all_in(hi) {
            "all"
        } else {
            "max"
        }
    }

    /// The legal range of the open amount box.
    pub fn amount_range(&self) -> Option<(Chips, Chips)> {
        let legal = self.view.as_ref()?.legal?;
        if self.amount.as_ref()?.bid {
            legal.bid
        } else {
            legal.raise
        }
    }

    pub(super) fn preset(&mut self, which: KeyAction) {
        let Some((lo, hi)) = self.amount_range() else {
            return;
        };
        let Some(view) = &self.view else {
            return;
        };
        let bid = self.amount.as_ref().is_some_and(|a| a.bid);
        let value = if bid {
            // A bid of a fraction of the pot.
            let pot = view.pot;
            match which {
                KeyAction::Min => lo,
                KeyAction::AllIn => hi,
                KeyAction::HalfPot => pot / 2,
                KeyAction::TwoThirdsPot => pot * 2 / 3,
                KeyAction::Pot => pot,
                _ => lo,
            }
            .clamp(lo, hi)
        } else {
            let size = match which {
                KeyAction::AllIn => RaiseSize::AllIn,
                KeyAction::HalfPot => RaiseSize::HalfPot,
                KeyAction::TwoThirdsPot => RaiseSize::TwoThirdsPot,
                KeyAction::Pot => RaiseSize::Pot,
                _ => RaiseSize::Min,
            };
            match view
                .legal
                .as_ref()
                .and_then(|legal| size.total(view, legal))
            {
                Some(total) => total,
                None => return,
            }
        };
        self.fill(value);
    }

    /// Fills the open amount box with `value`, as a size key does (the next key replaces it).
    fn fill(&mut self, value: Chips) {
        if let Some(a) = &mut self.amount {
            a.text = value.to_string();
            a.error = None;
            a.fresh = true;
            a.size_letter = None;
        }
    }

    /// Fills the open amount box with the teaching suggestion's amount when there is one in
    /// the box's range; true when it did.
    fn fill_suggestion(&mut self) -> bool {
        self.amount_range()
            .is_some_and(|range| self.fill_suggestion_in(range))
    }

    /// Fills the open amount box with the teaching suggestion's amount when there is one
    /// between `lo` and `hi`; true when it did.
    pub(super) fn fill_suggestion_in(&mut self, (lo, hi): (Chips, Chips)) -> bool {
        match self.teaching.suggested_amount() {
            Some(n) if (lo..=hi).contains(&n) => {
                self.fill(n);
                true
            }
            _ => false,
        }
    }

    pub(super) fn amount_key(&mut self, key: KeyEvent, action: Option<KeyAction>, keys: &KeyMap) {
        let Some((lo, hi)) = self.amount_range() else {
            self.amount = None;
            return;
        };
        let bid = self.amount.as_ref().is_some_and(|a| a.bid);
        let step = self.session.rules().big_blind.max(1);
        match key.code {
            KeyCode::Esc if !bid => self.amount = None,
            KeyCode::Esc => {
                // The bid is still owed: the box closes so the table's other keys work.
                self.amount = None;
                self.say(bid_box_closed(keys), false);
            }
            KeyCode::Enter => {
                let text = self
                    .amount
                    .as_ref()
                    .map(|a| a.text.clone())
                    .unwrap_or_default();
                match self.check_amount(&text, lo, hi) {
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
                    a.size_letter = None;
                    a.error = None;
                }
            }
            KeyCode::Char(c) => {
                match action {
                    // A size key chooses its size whenever it is pressed, as the key bar
                    // offers: what was typed before it is replaced. The size fills the box
                    // for real: the next key replaces it, as any amount filled in.
                    Some(
                        p @ (KeyAction::Min
                        | KeyAction::HalfPot
                        | KeyAction::TwoThirdsPot
                        | KeyAction::Pot
                        | KeyAction::AllIn),
                    ) if !c.is_ascii_digit() => {
                        self.preset(p);
                        if let Some(a) = &mut self.amount
                            && a.fresh
                        {
                            a.size_letter = Some(c);
                        }
                    }
                    _ => {
                        let held = self.amount.as_ref().map_or(String::new(), |a| {
                            match a.size_letter {
                                // A letter after a size key's letter: both were typed
                                // ("ab" is a word). A sign or a digit starts a new amount.
                                Some(letter) if a.fresh && c.is_alphabetic() => letter.to_string(),
                                _ if a.fresh => String::new(),
                                _ => a.text.clone(),
                            }
                        });
                        let typed = format!("{held}{c}");
                        if typed.chars().count() > AMOUNT_CHARS {
                            // The box is full: it says why the key changed nothing (an amount
                            // this long is out of range, or else the box holds no more).
                            let why =
                                self.check_amount(&typed, lo, hi).err().unwrap_or_else(|| {
                                    format!("The box holds {AMOUNT_CHARS} characters.")
                                });
                            if let Some(a) = &mut self.amount {
                                a.error = Some(why);
                            }
                            return;
                        }
                        if let Some(a) = &mut self.amount {
                            a.text = typed;
                            a.fresh = false;
                            a.size_letter = None;
                            a.error = None;
                        }
                        // Anything but digits is named at once, and so is an amount above the
                        // most (more digits only make it larger); one below the least may
                        // still be on its way to a larger one. Nothing else changes.
                        let text = self.amount.as_ref().map(|a| a.text.clone());
                        let named_now = |t: &String| {
                            !t.chars().all(|c| c.is_ascii_digit())
                                || t.parse::<u64>().map_or(true, |n| n > u64::from(hi))
                        };
                        if let Some(text) = text.filter(named_now)
                            && let Err(e) = self.check_amount(&text, lo, hi)
                            && let Some(a) = &mut self.amount
                        {
                            a.error = Some(e);
                        }
                    }
                }
            }
            _ => {}
        }
    }

    /// The amount typed in the box, or the message saying why it cannot be played. The box
    /// shows what was typed, so a long entry is not repeated in the message (it fits the line
    /// at 80 columns).
    fn check_amount(&self, text: &str, lo: Chips, hi: Chips) -> Result<Chips, String> {
        let bid = self.amount.as_ref().is_some_and(|a| a.bid);
        let t = text.trim();
        let echo = t.chars().count() <= ECHOED_CHARS;
        let out_of_range = || {
            if bid {
                format!("Bid between {lo} and {hi} (your stack).")
            } else {
                format!("{} between {lo} and {hi}.", capitalised(self.raise_word()))
            }
        };
        match parse_chips(text) {
            Err(ActionParseError::Amount(t)) if t.is_empty() => {
                Err("Type an amount first.".to_string())
            }
            // Digits only, but more chips than can be counted: out of range like any other
            // amount above the stack.
            Err(_) if t.bytes().all(|b| b.is_ascii_digit()) => Err(out_of_range()),
            // A lone sign is not an amount yet.
            Err(_) if t == "-" || t == "+" => {
                Err(format!("Type a whole number of chips, {lo} or more."))
            }
            Err(_) if t.starts_with('-') && echo => Err(format!(
                "An amount cannot be negative ({t}): type {lo} or more."
            )),
            Err(_) if t.starts_with('-') => Err(format!("No negative amounts: type {lo} or more.")),
            Err(e) if echo => Err(format!("{e}.")),
            Err(_) => Err("Not a whole number of chips.".to_string()),
            Ok(n) if n < lo || n > hi => Err(out_of_range()),
            Ok(n) => Ok(n),
        }
    }

    pub(super) fn step(&mut self, delta: i64, lo: Chips, hi: Chips) {
        if let Some(a) = &mut self.amount {
            let current = parse_chips(&a.text).map_or(i64::from(lo), i64::from);
            let next = (current + delta).clamp(i64::from(lo), i64::from(hi));
            a.text = next.to_string();
            a.error = None;
            a.fresh = true;
            a.size_letter = None;
        }
    }
}

/// The most characters the amount box holds (more than any count of chips has digits).
const AMOUNT_CHARS: usize = 12;

/// The longest entry a message about a bad amount repeats; a longer one is shown in the box
/// only.
const ECHOED_CHARS: usize = 6;

/// What the table says while the bid box is closed in an auction.
fn bid_box_closed(keys: &KeyMap) -> String {
    format!(
        "The auction needs your bid: {} (or a digit) opens the bid box.",
        keys.label(KeyAction::Raise)
    )
}
