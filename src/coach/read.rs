//! The teaching note's sentence when what the bot has shown down moved the reading of its
//! latest action (a [`Read`] from the advisor): which action, which way, and on how many
//! showdowns, so the person learns to read the same evidence; and before the flop, when the
//! prices count on the bot giving up too many pots to a bet after the flop.

use crate::bots::Read;
use crate::bots::monte_carlo::evidence::Class;
use crate::bots::monte_carlo::model::SOUND_FLOP_FOLDS;
use crate::bots::monte_carlo::{FlopEdgeCounted, LimpTrap};
use crate::engine::Street;

/// The action a class names, as the note says it ("high bid", "small bet", "re-raise"), and
/// its plural for "after N ... like it".
fn names(class: Class) -> (&'static str, &'static str) {
    match class {
        Class::Bid(0) => ("bid of next to nothing", "bids"),
        Class::Bid(1) => ("small bid", "bids"),
        Class::Bid(2) => ("middling bid", "bids"),
        Class::Bid(_) => ("high bid", "bids"),
        Class::Bet(0) => ("bet of under half the pot", "bets"),
        Class::Bet(1) => ("bet of half to most of the pot", "bets"),
        Class::Bet(2) => ("bet of about the pot", "bets"),
        Class::Bet(3) => ("overbet", "bets"),
        Class::Bet(_) => ("all-in overbet", "bets"),
        Class::Raise => ("raise", "raises"),
        Class::Reraise => ("re-raise", "re-raises"),
        Class::PreflopRaise(0) => ("raise before the flop", "raises"),
        Class::PreflopRaise(1) => ("re-raise before the flop", "re-raises"),
        Class::PreflopRaise(_) => ("4-bet", "4-bets"),
    }
}

/// Where the action was taken, for the classes whose name does not say ("on the turn").
fn when(read: &Read) -> &'static str {
    match (read.class, read.street) {
        (Class::PreflopRaise(_) | Class::Bid(_), _) | (_, Street::Preflop) => "",
        (_, Street::Flop) => " on the flop",
        (_, Street::Turn) => " on the turn",
        (_, Street::River) => " on the river",
        _ => " after the river",
    }
}

/// The sentence for `read`.
pub(super) fn read_note(read: &Read) -> String {
    let (name, plural) = names(read.class);
    let action = format!("{name}{}", when(read));
    let n = read.shown;
    let showdowns = if n == 1 { "showdown" } else { "showdowns" };
    // After a peek the reading is of the hands where the bot had seen one of the player's cards.
    let like_it = if read.after_peek {
        format!("{plural} like it made after seeing one of your cards")
    } else {
        format!("{plural} like it")
    };
    if read.stronger {
        format!(
            "The bot's {action} points to a strong hand: at {n} {showdowns} after {like_it}, it showed stronger hands than the {one} alone would suggest, so its likely hands lean stronger.",
            one = singular(plural)
        )
    } else {
        format!(
            "The bot's {action} is read as weaker than it looks: at {n} {showdowns} after {like_it}, it often showed weak hands or draws, so its likely hands lean weaker."
        )
    }
}

/// The sentence when the value of seeing the flop (by `seeing`: "checking" or "calling")
/// counts on the bot folding to bets after the flop more often than a sound player: `rate`
/// is its fold rate to a flop bet. Raises are priced without it, and the sentence says so.
pub(super) fn flop_folds_note(rate: f64, seeing: &str) -> String {
    format!(
        "The coach reads the bot as folding about {:.0}% of the time to a bet on the flop, where a sound player folds about {sound:.0}%. The read starts near {sound:.0}% and moves with every flop bet the bot answers, the first few most. So some pots can be won by betting after the flop: the value of {seeing} here counts on that, though the value of a raise does not.",
        rate * 100.0,
        sound = SOUND_FLOP_FOLDS * 100.0
    )
}

/// The sentence when the value of seeing the flop (by `seeing`) counts on the player taking
/// more of the pot after the flop than its equity, as it has from this bot (`edge`: how much
/// more of the pot it is read to end with, over the last pots; the reading starts near a
/// sound opponent's and moves as pots come in), and whether a raise counts on it too.
pub(super) fn flop_edge_note(edge: &FlopEdgeCounted, seeing: &str) -> String {
    let pots = if edge.pots == 1 {
        "the one pot".to_string()
    } else {
        format!("the last {} pots", edge.pots)
    };
    let counted = if edge.in_raises {
        format!(
            "The coach counts on that in the value of {seeing} here, and of a raise the bot calls."
        )
    } else {
        format!("The coach counts on that in the value of {seeing} here (not of a re-raise).")
    };
    let counted =
        format!("{counted} In a pot re-raised before the flop it counts on none of this.");
    let start = "(It starts this reading where a sound player's would be, a little below that chance, and moves it as pots come in.)";
    let Some(whole) = edge.whole else {
        return format!(
            "After the flop you have done better than your cards against this bot: over {pots} that reached a flop raised at most once, the coach reads you as ending with about {:.0}% more of the pot than your chance of winning it at the flop. {start} {counted}",
            edge.share * 100.0
        );
    };
    let half = if whole.strong { "stronger" } else { "weaker" };
    let such = if edge.pots == 1 {
        "the one such pot".to_string()
    } else {
        format!("the last {} such pots", edge.pots)
    };
    format!(
        "After the flop you have done better than your cards against this bot. The coach keeps a reading of the pots raised at most once before the flop that you saw with a hand from the {half} half of starting hands, like this one, counting every chip won or lost. Over {such} you ended with about {share:.0}% more of the pot than your chance of winning it at the flop. {start} A few big pots swing a reading like that, so the coach counts on less: about {kept:.0}% of the pot beyond what a sound player would leave you. {counted}",
        share = edge.share * 100.0,
        kept = whole.counted * 100.0,
    )
}

/// The sentence when the suggested check of the bot's limp is a trap ([`LimpTrap`]): the bot
/// gives its limps up to a raise, so a raise wins little more than the `pot`, and a hand that
/// lets the limp see the flop is counted on taking more than its equity's share.
pub(super) fn limp_trap_note(trap: &LimpTrap, pot: u32) -> String {
    let trapped = trap.trapped.round() as u32;
    let so_far = match trapped {
        0 => "none so far".to_string(),
        1 => "one so far".to_string(),
        n => format!("{n} so far"),
    };
    let folds = format!(
        "the bot is read to fold its limp to a raise (to {raise}) about {folds:.0}% of the time, from the {answered} or so raises it has answered, so a raise would mostly win just the {pot} chips in the pot. A check lets all its limping hands see the flop",
        raise = trap.raise_to,
        folds = trap.folds * 100.0,
        answered = trap.answered.round(),
    );
    // The reading is never taken below its prior (see `OpponentModel::limp_trap_edge`).
    let reading = format!(
        "(That reading starts at seven tenths of the pot and follows what strong hands that checked the bot's limps went on to win, {so_far}, but is never taken below where it started.)"
    );
    if trap.strong {
        format!(
            "Why check a hand this strong: {folds}, and the coach counts on a hand in the top fifth taking about {edge:.0}% of the pot more than its chance of winning it, from the bets after the flop. {reading}",
            edge = trap.edge * 100.0,
        )
    } else {
        format!(
            "Why check rather than raise: {folds}. Hands in the top fifth that check its limps are read to take about {strong:.0}% of the pot more than their chance of winning it, from the bets after the flop, and the coach counts on seven tenths of a pot less for a hand outside the top fifth, like this one: about {edge:.0}%. {reading}",
            strong = trap.strong_edge * 100.0,
            edge = trap.edge * 100.0,
        )
    }
}

fn singular(plural: &str) -> &str {
    plural.strip_suffix('s').unwrap_or(plural)
}

/// The sentence when a suggested raise before the flop is priced on the bot folding to it
/// clearly more often than a sound player (`now` and `sound`, shares of 1).
pub(super) fn raise_folds_note(now: f64, sound: f64, seen: f64) -> String {
    format!(
        "So far the bot is read to fold about {:.0}% of the time to a raise like this, from the {:.0} or so it has answered (a sound player: about {:.0}%): the suggested raise is priced on that, and pays against this bot more than against a sound one.",
        now * 100.0,
        seen.round(),
        sound * 100.0
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bots::monte_carlo::WholeFlopEdge;
    use crate::bots::monte_carlo::model::{LIMP_TRAP_PRIOR, LIMP_TRAP_SHARE, LIMP_TRAP_WEAKER};

    #[test]
    fn the_limp_trap_note_names_the_folds_the_raise_and_the_edge() {
        // The note says "the top fifth" and "starts at seven tenths of the pot".
        assert_eq!(LIMP_TRAP_SHARE, 0.2);
        assert_eq!(LIMP_TRAP_PRIOR, 0.7);
        let mut trap = LimpTrap {
            folds: 0.966,
            answered: 41.2,
            raise_to: 8,
            edge: 0.874,
            strong_edge: 0.874,
            strong: true,
            trapped: 1.0,
        };
        assert_eq!(
            limp_trap_note(&trap, 4),
            "Why check a hand this strong: the bot is read to fold its limp to a raise (to 8) \
             about 97% of the time, from the 41 or so raises it has answered, so a raise would \
             mostly win just the 4 chips in the pot. A check lets all its limping hands see the \
             flop, and the coach counts on a hand in the top fifth taking about 87% of the pot \
             more than its chance of winning it, from the bets after the flop. (That reading \
             starts at seven tenths of the pot and follows what strong hands that checked the \
             bot's limps went on to win, one so far, but is never taken below where it \
             started.)"
        );
        // A weaker hand counts on seven tenths of a pot less than the strong hands' reading.
        trap.strong = false;
        trap.edge = 0.674;
        trap.strong_edge = 1.374;
        trap.trapped = 43.0;
        assert_eq!(
            limp_trap_note(&trap, 4),
            "Why check rather than raise: the bot is read to fold its limp to a raise (to 8) \
             about 97% of the time, from the 41 or so raises it has answered, so a raise would \
             mostly win just the 4 chips in the pot. A check lets all its limping hands see the \
             flop. Hands in the top fifth that check its limps are read to take about 137% of \
             the pot more than their chance of winning it, from the bets after the flop, and the \
             coach counts on seven tenths of a pot less for a hand outside the top fifth, like \
             this one: about 67%. (That reading starts at seven tenths of the pot and follows what strong \
             hands that checked the bot's limps went on to win, 43 so far, but is never taken \
             below where it started.)"
        );
        assert_eq!(LIMP_TRAP_WEAKER, 0.7);
    }

    #[test]
    fn a_high_bid_shown_strong_reads_as_a_strong_hand() {
        let read = Read {
            class: Class::Bid(4),
            stronger: true,
            shown: 14,
            street: Street::Flop,
            after_peek: false,
        };
        assert_eq!(
            read_note(&read),
            "The bot's high bid points to a strong hand: at 14 showdowns after bids like it, it \
             showed stronger hands than the bid alone would suggest, so its likely hands lean \
             stronger."
        );
    }

    #[test]
    fn big_bets_shown_weak_read_as_weaker() {
        let read = Read {
            class: Class::Bet(2),
            stronger: false,
            shown: 1,
            street: Street::Turn,
            after_peek: false,
        };
        let note = read_note(&read);
        assert!(note.starts_with("The bot's bet of about the pot on the turn is read as weaker than it looks: at 1 showdown after bets like it"), "{note}");
    }

    #[test]
    fn a_reading_from_hands_the_bot_peeked_in_says_so() {
        let read = Read {
            class: Class::Bet(0),
            stronger: true,
            shown: 23,
            street: Street::Flop,
            after_peek: true,
        };
        assert_eq!(
            read_note(&read),
            "The bot's bet of under half the pot on the flop points to a strong hand: at 23 \
             showdowns after bets like it made after seeing one of your cards, it showed \
             stronger hands than the bet alone would suggest, so its likely hands lean stronger."
        );
    }

    #[test]
    fn the_flop_edge_note_names_the_share_the_pots_and_which_raises_count_on_it() {
        let edge = FlopEdgeCounted {
            share: 0.426,
            pots: 37,
            in_raises: true,
            whole: None,
        };
        assert_eq!(
            flop_edge_note(&edge, "checking"),
            "After the flop you have done better than your cards against this bot: over the \
             last 37 pots that reached a flop raised at most once, the coach reads you as \
             ending with about 43% more of the pot than your chance of winning it at the flop. \
             (It starts this reading where a sound player's would be, a little below that \
             chance, and moves it as pots come in.) The coach counts on that in the value of \
             checking here, and of a raise the bot calls. In a pot re-raised before the flop it \
             counts on none of this."
        );
        let facing_an_open = FlopEdgeCounted {
            share: 0.2,
            pots: 1,
            in_raises: false,
            whole: None,
        };
        let note = flop_edge_note(&facing_an_open, "calling");
        assert!(note.contains("over the one pot that reached"), "{note}");
        assert!(
            note.ends_with(
                "The coach counts on that in the value of calling here (not of a re-raise). In a pot re-raised before the flop it counts on none of this."
            ),
            "{note}"
        );
    }

    #[test]
    fn the_whole_flop_edge_note_names_the_half_the_reading_and_what_is_counted() {
        let edge = FlopEdgeCounted {
            share: 1.234,
            pots: 300,
            in_raises: true,
            whole: Some(WholeFlopEdge {
                strong: false,
                counted: 0.87,
            }),
        };
        assert_eq!(
            flop_edge_note(&edge, "calling"),
            "After the flop you have done better than your cards against this bot. The coach \
             keeps a reading of the pots raised at most once before the flop that you saw with \
             a hand from the weaker half of starting hands, like this one, counting every chip \
             won or lost. Over the last 300 such pots you ended with about 123% more of the pot \
             than your chance of winning it at the flop. (It starts this reading where a sound \
             player's would be, a little below that chance, and moves it as pots come in.) A \
             few big pots swing a reading like that, so the coach counts on less: about 87% of \
             the pot beyond what a sound player would leave you. The coach counts on that in \
             the value of calling here, and of a raise the bot calls. In a pot re-raised before \
             the flop it counts on none of this."
        );
        let one = FlopEdgeCounted { pots: 1, ..edge };
        let note = flop_edge_note(&one, "calling");
        assert!(note.contains(" Over the one such pot you ended "), "{note}");
    }

    #[test]
    fn the_flop_folds_note_names_the_rate_against_a_sound_players_and_the_price_it_moves() {
        let note = flop_folds_note(0.608, "calling");
        assert!(
            note.starts_with(
                "The coach reads the bot as folding about 61% of the time to a bet on the flop, \
                 where a sound player folds about 34%. The read starts near 34% and moves with \
                 every flop bet the bot answers, the first few most. So some pots can be won by \
                 betting after the flop: the value of calling here counts on that"
            ),
            "{note}"
        );
        assert!(
            note.ends_with(", though the value of a raise does not."),
            "{note}"
        );
    }
}
