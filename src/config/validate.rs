//! The checks a well-formed configuration must pass before felt uses it: blinds, stacks,
//! seats, the pause, a known game and bot, and keys that are valid and all different.

use super::diagnostics::Problem;
use super::keys::{Key, KeyAction, Keys};
use super::stakes::Stakes;
use super::{AUCTION_FLOP_SEATS, Config, MAX_PAUSE_MS};
use crate::bots::BOTS;
use crate::engine::{Chips, VariantId};

impl Config {
    /// Checks the values: blinds of at least 1 with the small blind no larger than the big
    /// blind, stacks of at least a big blind (an ante for Auction Flop Poker), 3 to 6 Auction
    /// Flop seats, a pause of at most [`MAX_PAUSE_MS`], a known variant and bot, and keys that
    /// are valid and all different.
    ///
    /// # Errors
    /// The first [`Problem`] found.
    pub fn validate(&self) -> Result<(), Problem> {
        let t = &self.table;
        if t.pause_ms > MAX_PAUSE_MS {
            return Err(Problem::new(
                Some("table"),
                "pause_ms",
                format!(
                    "must be at most {MAX_PAUSE_MS} (ten seconds), not {}",
                    t.pause_ms
                ),
            ));
        }
        if self.play.variant.parse::<VariantId>().is_err() {
            return Err(Problem::new(
                Some("play"),
                "variant",
                format!(
                    "\"{}\" is not a game felt knows (choose one of: {})",
                    self.play.variant,
                    VariantId::ALL.map(VariantId::id).join(", ")
                ),
            ));
        }
        let bot = self.play.bot.trim();
        if !BOTS.iter().any(|(name, _)| name.eq_ignore_ascii_case(bot)) {
            return Err(Problem::new(
                Some("play"),
                "bot",
                format!(
                    "\"{}\" is not a bot felt knows (choose one of: {})",
                    self.play.bot,
                    BOTS.map(|(name, _)| name).join(", ")
                ),
            ));
        }
        check_stakes("holdem", self.holdem.stakes())?;
        check_stakes("auction", self.auction)?;
        check_stakes("sneak-peek", self.sneak_peek)?;
        check_stakes("river-of-blood", self.river_of_blood)?;
        let af = &self.auction_flop;
        if !AUCTION_FLOP_SEATS.contains(&af.seats) {
            return Err(Problem::new(
                Some("auction-flop"),
                "seats",
                format!("must be 3 to 6, not {}", af.seats),
            ));
        }
        if af.ante == 0 {
            return Err(Problem::new(
                Some("auction-flop"),
                "ante",
                "must be at least 1",
            ));
        }
        if af.stack < af.ante {
            return Err(Problem::new(
                Some("auction-flop"),
                "stack",
                format!("({}) must be at least the ante ({})", af.stack, af.ante),
            ));
        }
        if af.stack.checked_mul(Chips::from(af.seats)).is_none() {
            return Err(Problem::new(
                Some("auction-flop"),
                "stack",
                format!(
                    "({}) is too large: the {} stacks must add up to at most {} chips",
                    af.stack,
                    af.seats,
                    Chips::MAX
                ),
            ));
        }
        check_keys(&self.keys)?;
        if self
            .data_dir
            .as_deref()
            .is_some_and(|d| d.trim().is_empty())
        {
            return Err(Problem::new(
                None,
                "data_dir",
                "must not be empty (leave it out for the default)",
            ));
        }
        if let Some((user, _)) = self.data_dir.as_deref().and_then(super::paths::tilde_user)
            && super::paths::home_of(user).is_none()
        {
            return Err(Problem::new(
                None,
                "data_dir",
                format!(
                    "starts with \"~{user}\", but this system has no user \"{user}\" (write \"~/\" for \
                     your own home, or a full path)"
                ),
            ));
        }
        Ok(())
    }
}

fn check_stakes(section: &'static str, s: Stakes) -> Result<(), Problem> {
    if s.big_blind == 0 {
        return Err(Problem::new(
            Some(section),
            "big_blind",
            "must be at least 1",
        ));
    }
    if s.small_blind > s.big_blind {
        return Err(Problem::new(
            Some(section),
            "small_blind",
            format!(
                "({}) must not be larger than big_blind ({})",
                s.small_blind, s.big_blind
            ),
        ));
    }
    if s.stack < s.big_blind {
        return Err(Problem::new(
            Some(section),
            "stack",
            format!("({}) must be at least big_blind ({})", s.stack, s.big_blind),
        ));
    }
    if s.stack.checked_mul(2).is_none() {
        return Err(Problem::new(
            Some(section),
            "stack",
            format!(
                "({}) is too large: the two stacks must add up to at most {} chips",
                s.stack,
                Chips::MAX
            ),
        ));
    }
    Ok(())
}

/// What a key already does at the table whatever `[keys]` says, when `action` may not have
/// it: enter confirms, esc closes the amount box (quit may have it), backspace and digits edit an amount, and
/// space checks or calls (it may be the key of an action that does the same: checking or
/// calling, passing in Auction Flop, dealing on).
fn fixed_role(key: Key, action: &str) -> Option<&'static str> {
    match key {
        Key::Enter => Some("enter confirms an amount or a bid and deals the next hand"),
        // Quitting may take esc: in the amount box esc closes the box first.
        Key::Esc if action != "quit" => Some("esc closes the amount box"),
        Key::Backspace => Some("backspace edits the amount being typed"),
        Key::Char(c) if c.is_ascii_digit() => Some("digits type amounts and bids"),
        Key::Space if !matches!(action, "check_call" | "pass" | "next_hand") => {
            Some("space checks or calls")
        }
        _ => None,
    }
}

/// Every key parses, and no two actions that work at the same table share one (an action of
/// the heads-up table may share its key with one of the Auction Flop table).
fn check_keys(keys: &Keys) -> Result<(), Problem> {
    let mut taken: Vec<(Key, &'static str)> = Vec::new();
    for (action, text) in keys.pairs() {
        let key = text
            .parse::<Key>()
            .map_err(|e| Problem::new(Some("keys"), action, e.to_string()))?;
        if let Some(role) = fixed_role(key, action) {
            return Err(Problem::new(
                Some("keys"),
                action,
                format!("\"{text}\" cannot be set: {role}; choose another key"),
            ));
        }
        let scope = |name: &str| KeyAction::from_config_name(name).map(KeyAction::scope);
        let clash = taken.iter().find(|(k, other)| {
            *k == key
                && matches!((scope(action), scope(other)), (Some(a), Some(b)) if a.works_at(b))
        });
        let clash = clash.map(|(_, other)| *other);
        taken.push((key, action));
        if let Some(other) = clash {
            // Name the key the file sets: when this action kept its default, the other one
            // was written (and so has a line to point at).
            let (named, kept) =
                if KeyAction::from_config_name(action).map(KeyAction::default_key) == Some(text) {
                    (other, action)
                } else {
                    (action, other)
                };
            return Err(Problem::new(
                Some("keys"),
                named,
                format!("\"{text}\" is already the key for {kept}"),
            ));
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_action_has_a_key_and_the_defaults_are_all_different() {
        let keys = Keys::default();
        assert_eq!(keys.pairs().len(), Keys::ACTIONS.len());
        assert_eq!(keys.get("log_up"), Some("pageup"));
        assert_eq!(keys.get("dance"), None);
        assert!(check_keys(&keys).is_ok());
        assert!(Config::default().validate().is_ok());
    }

    #[test]
    fn a_key_the_table_keeps_for_itself_is_refused_with_its_use() {
        for (action, key, role) in [
            ("fold", "enter", "enter confirms"),
            ("raise", "esc", "esc closes"),
            ("quit", "backspace", "backspace edits"),
            ("all_in", "5", "digits type amounts"),
            ("fold", "space", "space checks or calls"),
        ] {
            let mut keys = Keys::default();
            keys.set(KeyAction::from_config_name(action).expect("an action"), key);
            let problem = check_keys(&keys).expect_err(key).to_string();
            assert!(
                problem.contains(action) && problem.contains(role),
                "{action} = {key}: {problem}"
            );
        }
        // Space may check or call, pass, or deal on: what it does anyway.
        let mut keys = Keys::default();
        keys.set(KeyAction::CheckCall, "space");
        keys.set(KeyAction::Quit, "esc");
        assert!(check_keys(&keys).is_ok());
    }
}
