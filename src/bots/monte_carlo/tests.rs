//! The opponent model's reads, each on a scripted hand: what the bot does with and without
//! the evidence, so that each read is shown to move the decision the way it should.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use rand::SeedableRng;
use rand::rngs::SmallRng;

use super::evidence::Class;
use super::model::SIZES;
use super::*;
use crate::bots::competition::test_hands::{BB, SB, hand};
use crate::bots::stats::Rate;

/// Enough samples, and no clock, so the answers do not depend on the machine.
const STEADY: Budget = Budget {
    samples: 4000,
    max_ms: 1e9,
};

fn bot() -> MonteCarlo {
    MonteCarlo::new("hard", STEADY)
}

fn advise(bot: &mut MonteCarlo, view: &SeatView) -> Advice {
    bot.advise(view, &mut SmallRng::seed_from_u64(7))
        .expect("a decision")
}

/// Sneak Peek, 5,000 deep: aces raise a lead on Qs 8s 7d and are re-raised.
const ACES_DEAL: &str = "Ac Ah Qd 8h Qs 8s 7d 3s Tc";

fn aces_facing_a_re_raise(bot: &mut MonteCarlo) -> Advice {
    let moves = [
        (SB, Action::RaiseTo(50)),
        (BB, Action::Call),
        (BB, Action::Bid(25)),
        (SB, Action::Bid(8)),
        (BB, Action::RaiseTo(68)),
        (SB, Action::RaiseTo(312)),
        (BB, Action::RaiseTo(861)),
    ];
    // The bot sees the hand as it goes, as at a table.
    let earlier = hand(VariantId::SneakPeek, 5000, ACES_DEAL, &moves[..5]);
    advise(bot, &earlier.view(SB));
    let h = hand(VariantId::SneakPeek, 5000, ACES_DEAL, &moves);
    advise(bot, &h.view(SB))
}

#[test]
fn aces_do_not_stack_off_against_a_re_raise_that_means_two_pair() {
    let a = aces_facing_a_re_raise(&mut bot());
    assert_eq!(a.best, Action::Fold, "{a:?}");
    assert!(a.equity < 0.35, "{}", a.equity);
}

#[test]
fn against_a_player_who_re_raises_often_aces_go_on() {
    let mut b = bot();
    b.model.reraise = Rate::new(0.6, 10.0);
    let a = aces_facing_a_re_raise(&mut b);
    assert_ne!(a.best, Action::Fold, "{a:?}");
    assert!(a.equity > 0.5, "{}", a.equity);
}

/// Hold'em, 200 big blinds: the button limps and the bot, in the big blind, holds 7-2.
fn after_a_limp(bot: &mut MonteCarlo) -> Action {
    let h = hand(
        VariantId::Holdem,
        400,
        "Kc Jd 7h 2d 9h 8h 3c 4d 5s",
        &[(SB, Action::Call)],
    );
    advise(bot, &h.view(BB)).best
}

#[test]
fn a_limp_is_raised_once_limps_are_seen_to_fold() {
    assert_eq!(after_a_limp(&mut bot()), Action::Check);
    let mut b = bot();
    b.model.limp_fold = Rate::new(0.9, 10.0);
    assert!(matches!(after_a_limp(&mut b), Action::RaiseTo(_)));
}

#[test]
fn the_model_learns_that_limps_fold_to_a_raise() {
    let mut b = bot();
    let h = hand(
        VariantId::Holdem,
        400,
        "Kc Jd 7h 2d 9h 8h 3c 4d 5s",
        &[
            (SB, Action::Call),
            (BB, Action::RaiseTo(8)),
            (SB, Action::Fold),
        ],
    );
    let before = b.model.limp_fold.value();
    for _ in 0..20 {
        b.hand_over(&h.view(BB));
    }
    assert!(b.model.limp_fold.value() > before + 0.3);
}

/// Sneak Peek after the auction: the bot (big blind) holds a middling pair; the opponent bid
/// 40 into a pot of 100 and saw one of the bot's cards.
fn after_a_high_bid(bot: &mut MonteCarlo) -> f64 {
    let h = hand(
        VariantId::SneakPeek,
        5000,
        "As Kd 9c 9d Jh 6c 2s 3d 8s",
        &[
            (SB, Action::RaiseTo(50)),
            (BB, Action::Call),
            (BB, Action::Bid(10)),
            (SB, Action::Bid(40)),
        ],
    );
    let view = h.view(BB);
    assert!(
        view.legal.is_some_and(|l| l.bid.is_none()),
        "a betting decision"
    );
    advise(bot, &view).equity
}

#[test]
fn a_high_bid_shown_to_be_strong_narrows_the_range() {
    let fresh = after_a_high_bid(&mut bot());
    let mut b = bot();
    for _ in 0..60 {
        b.evidence.record(Class::Bid(3), 0.95);
    }
    let read = after_a_high_bid(&mut b);
    assert!(read < fresh - 0.05, "fresh {fresh}, read {read}");
}

/// Hold'em flop: the bot (big blind) checks top pair, weak kicker, and the button bets `bet`
/// into 8.
fn facing_a_flop_bet(bot: &mut MonteCarlo, bet: u32) -> Advice {
    let h = hand(
        VariantId::Holdem,
        400,
        "Kc Jd Qh 4d Qs 9h 3c 4c 5s",
        &[
            (SB, Action::RaiseTo(4)),
            (BB, Action::Call),
            (BB, Action::Check),
            (SB, Action::RaiseTo(bet)),
        ],
    );
    advise(bot, &h.view(BB))
}

#[test]
fn bet_sizes_read_by_what_they_showed_down() {
    let mut b = bot();
    // Small leads were strong hands, big bets were bluffs and draws.
    for _ in 0..80 {
        b.evidence.record(Class::Bet(0), 0.93);
        b.evidence.record(Class::Bet(2), 0.2);
    }
    let small = facing_a_flop_bet(&mut b.clone(), 2).equity;
    let big = facing_a_flop_bet(&mut b.clone(), 8).equity;
    assert!(big > small + 0.1, "small {small}, big {big}");
    let read = facing_a_flop_bet(&mut b, 8).read.expect("the read moved");
    assert_eq!(read.class, Class::Bet(2));
    assert!(!read.stronger);
}

#[test]
fn a_player_who_bets_more_often_is_read_as_bluffing_more_not_less() {
    let equity_when_betting = |often: f64| {
        let mut b = bot();
        for street in &mut b.model.bet {
            *street = [0.0, often, 0.0, 0.0, 0.0].map(|p| Rate::new(p, 50.0));
        }
        facing_a_flop_bet(&mut b, 6).equity
    };
    let (rare, some, most) = (
        equity_when_betting(0.2),
        equity_when_betting(0.5),
        equity_when_betting(0.8),
    );
    assert!(
        rare <= some + 0.01 && some <= most + 0.01,
        "{rare} {some} {most}"
    );
    assert!(most > rare + 0.05, "{rare} {most}");
}

#[test]
fn a_tenth_too_many_folds_to_a_size_reads_half_its_bets_as_bluffs() {
    // A two-thirds-pot bet on the flop: a bluff of any two cards breaks even when 40% fold.
    let bet = super::history::Decision {
        index: 0,
        seat: SB,
        action: Action::RaiseTo(8),
        street: Street::Flop,
        board_len: 3,
        cost: 0,
        pot: 12,
        raises: 0,
        stacks: [100, 100],
        added: 8,
    };
    let floor = |folds: f64| {
        let mut m = model::OpponentModel::default();
        m.my_fold[1] = Rate::new(folds, 50.0);
        m.bluffs_by_my_folds(&bet)
    };
    // Folding 55%: 10 points beyond the break-even share and its 5-point margin.
    assert!((floor(0.55) - 0.5).abs() < 1e-9, "{}", floor(0.55));
    assert_eq!(floor(0.42), 0.0);
    assert!((floor(0.9) - 0.6).abs() < 1e-9, "at most 60% bluffs");
    // Folding often on the river only: a river bet is read with bluffs, a flop bet is not.
    let mut m = model::OpponentModel::default();
    m.my_fold[1] = Rate::new(0.42, 50.0);
    m.my_fold_by_street[2][1] = Rate::new(0.8, 30.0);
    assert_eq!(m.bluffs_by_my_folds(&bet), 0.0);
    let river = super::history::Decision {
        street: Street::River,
        board_len: 5,
        ..bet
    };
    assert!((m.bluffs_by_my_folds(&river) - 0.6).abs() < 1e-9);
}

#[test]
fn folding_too_often_to_a_size_makes_the_bot_assume_bluffs_at_it() {
    let mut b = bot();
    let before = facing_a_flop_bet(&mut b.clone(), 6).equity;
    b.model.my_fold[1] = Rate::new(0.8, 50.0);
    let after = facing_a_flop_bet(&mut b, 6).equity;
    assert!(after > before + 0.02, "{before} {after}");
}

#[test]
fn the_static_core_learns_nothing() {
    let h = hand(
        VariantId::Holdem,
        400,
        "Kc Jd 7h 2d 9h 8h 3c 4d 5s",
        &[
            (SB, Action::Call),
            (BB, Action::RaiseTo(8)),
            (SB, Action::Fold),
        ],
    );
    let mut learning = bot();
    let mut frozen = bot().without_learning();
    learning.hand_over(&h.view(BB));
    frozen.hand_over(&h.view(BB));
    assert_eq!(learning.model().hands, 1);
    assert_eq!(frozen.model(), &OpponentModel::default());
}

/// Hold'em: the button raises to 6 and the bot calls with 9s Td; on 9d 4d Qs it checks and
/// the button bets 8 into 12.
fn middle_pair_facing_a_c_bet(bot: &mut MonteCarlo) -> Advice {
    let h = hand(
        VariantId::Holdem,
        400,
        "Ah Kh 9s Td 9d 4d Qs 3c 4c",
        &[
            (SB, Action::RaiseTo(6)),
            (BB, Action::Call),
            (BB, Action::Check),
            (SB, Action::RaiseTo(8)),
        ],
    );
    advise(bot, &h.view(BB))
}

#[test]
fn middle_pair_defends_against_a_two_thirds_pot_c_bet() {
    let a = middle_pair_facing_a_c_bet(&mut bot());
    assert_ne!(a.best, Action::Fold, "{a:?}");
    // Against a bettor that bets half its flops while the bot folds 70%, it is worth more.
    let mut b = bot();
    b.model.my_fold[1] = Rate::new(0.7, 50.0);
    for street in &mut b.model.bet {
        street[1] = Rate::new(0.5, 50.0);
    }
    let read = middle_pair_facing_a_c_bet(&mut b);
    assert!(
        read.equity > a.equity + 0.05,
        "{} {}",
        a.equity,
        read.equity
    );
}

#[test]
fn against_a_player_who_raises_everything_aces_go_on_within_a_few_hands() {
    let mut b = bot();
    // A few hands of raising at every chance.
    for _ in 0..12 {
        b.model.aggression.record(true);
    }
    assert!(b.model.wild() > 0.45);
    let a = aces_facing_a_re_raise(&mut b);
    assert_ne!(a.best, Action::Fold, "{a:?}");
    // A player that raises a quarter of the time is read as usual.
    let mut tight = bot();
    for i in 0..12 {
        tight.model.aggression.record(i % 4 == 0);
    }
    assert_eq!(tight.model.wild(), 0.0);
}

/// Hold'em, 200 big blinds: a limp answered by the big blind's raise to `raise`, and the
/// limper's answer.
fn limp_raised(raise: u32, answer: Action) -> SeatView {
    hand(
        VariantId::Holdem,
        400,
        "Kc Jd 7h 2d 9h 8h 3c 4d 5s",
        &[
            (SB, Action::Call),
            (BB, Action::RaiseTo(raise)),
            (SB, answer),
        ],
    )
    .view(BB)
}

#[test]
fn preflop_folds_are_learned_size_by_size() {
    // Calls a raise to four big blinds, folds to one of ten.
    let mut sized = bot();
    for _ in 0..30 {
        sized.hand_over(&limp_raised(8, Action::Call));
        sized.hand_over(&limp_raised(20, Action::Fold));
    }
    let (small, big) = (
        sized.model.preflop_fold(1.5, true),
        sized.model.preflop_fold(4.5, true),
    );
    assert!(small < 0.2 && big > 0.8, "{small} {big}");
    // Small raises called: bigger ones are worth trying.
    let mut caller = bot();
    for _ in 0..30 {
        caller.hand_over(&limp_raised(8, Action::Call));
    }
    assert!(caller.model.preflop_sizes_worth_trying(1.5, true));
    assert!(!caller.model.preflop_size_seen(4.5, true));
    // Folds to every raise: a size never tried reads the same.
    let mut folder = bot();
    for _ in 0..30 {
        folder.hand_over(&limp_raised(8, Action::Fold));
    }
    let (small, big) = (
        folder.model.preflop_fold(1.5, true),
        folder.model.preflop_fold(4.5, true),
    );
    assert!(small > 0.8 && big >= small, "{small} {big}");
    assert!(!folder.model.preflop_sizes_worth_trying(1.5, true));
    assert!(!bot().model.preflop_sizes_worth_trying(1.5, true));
}

#[test]
fn a_limper_who_calls_small_raises_and_folds_to_big_ones_is_raised_big() {
    let mut b = bot();
    for _ in 0..30 {
        b.hand_over(&limp_raised(8, Action::Call));
        b.hand_over(&limp_raised(20, Action::Fold));
    }
    // 7-2 after a limp: raised to ten big blinds, the size that is folded to.
    assert_eq!(after_a_limp(&mut b), Action::RaiseTo(20));
}

/// Hold'em, 200 big blinds: the bot's open from the button to `open`, and the big blind's
/// answer.
fn open_answered(open: u32, answer: Action) -> SeatView {
    hand(
        VariantId::Holdem,
        400,
        "7h 2d Kc Jd 9h 8h 3c 4d 5s",
        &[(SB, Action::RaiseTo(open)), (BB, answer)],
    )
    .view(SB)
}

#[test]
fn a_big_blind_who_folds_to_big_opens_has_them_stolen_with_junk() {
    // 7-2 on the button: folded against a big blind who defends every open.
    let first_in = |b: &mut MonteCarlo| {
        let h = hand(VariantId::Holdem, 400, "7h 2d Kc Jd 9h 8h 3c 4d 5s", &[]);
        advise(b, &h.view(SB)).best
    };
    assert_eq!(first_in(&mut bot()), Action::Fold);
    // Calls the usual open to 2.5 big blinds, folds nine in ten opens to seven.
    let mut b = bot();
    for i in 0..30 {
        b.hand_over(&open_answered(5, Action::Call));
        let answer = if i % 10 == 0 {
            Action::Call
        } else {
            Action::Fold
        };
        b.hand_over(&open_answered(14, answer));
    }
    assert_eq!(first_in(&mut b), Action::RaiseTo(14));
}

#[test]
fn a_limper_who_folds_as_often_to_every_size_is_raised_the_usual_size() {
    let mut b = bot();
    for raise in [8, 12, 20] {
        for i in 0..20 {
            let answer = if i % 5 < 3 {
                Action::Fold
            } else {
                Action::Call
            };
            b.hand_over(&limp_raised(raise, answer));
        }
    }
    // Aces after a limp: a bigger raise would be priced higher only by its bigger pot.
    let h = hand(
        VariantId::Holdem,
        400,
        "Kc Jd Ah As 9h 8h 3c 4d 5s",
        &[(SB, Action::Call)],
    );
    assert_eq!(advise(&mut b, &h.view(BB)).best, Action::RaiseTo(8));
}

/// Hold'em, 200 big blinds: the bot on the button opened J-7 to 14 and is re-raised to 35.
fn facing_a_three_bet(bot: &mut MonteCarlo) -> Advice {
    let h = hand(
        VariantId::Holdem,
        400,
        "Jc 7s Jh Jd 6h 4c Ah 9s 2d",
        &[(SB, Action::RaiseTo(14)), (BB, Action::RaiseTo(35))],
    );
    advise(bot, &h.view(SB))
}

#[test]
fn a_weak_hand_does_not_call_a_three_bet_from_a_tight_range_on_its_raw_equity() {
    let mut b = bot();
    // Re-raises three opens in a hundred: the top few hands.
    b.model.pf_raise[2] = Rate::new(0.03, 100.0);
    let a = facing_a_three_bet(&mut b);
    // Its raw equity nearly pays the price, but it gives up on most flops.
    let price = 21.0 / (49.0 + 21.0);
    assert!(a.equity > price - 0.08, "{}", a.equity);
    assert_eq!(a.best, Action::Fold, "{a:?}");
}

/// Hold'em, a raised pot of 40 checked to the button on the river, which holds the nuts.
fn nuts_on_the_river(bot: &mut MonteCarlo) -> Action {
    let h = hand(
        VariantId::Holdem,
        400,
        "Ah Kh 2c 3d Qh Jh Th 4s 9c",
        &[
            (SB, Action::RaiseTo(20)),
            (BB, Action::Call),
            (BB, Action::Check),
            (SB, Action::Check),
            (BB, Action::Check),
            (SB, Action::Check),
            (BB, Action::Check),
        ],
    );
    advise(bot, &h.view(SB)).best
}

/// The raise the nuts make on the river against a player seen (200 times a size) to fold to
/// 30% of bets of every size up to two pots and to `jam_folds` of all-in overbets.
fn nuts_raise_against(jam_folds: f64) -> u32 {
    let mut b = bot();
    for street in &mut b.model.fold {
        *street = [Rate::new(0.3, 200.0); SIZES];
        // An all-in overbet's prior is its own: what it was seen to get is evidence.
        street[SIZES - 1].hits = 200.0 * jam_folds;
        street[SIZES - 1].chances = 200.0;
    }
    let Action::RaiseTo(total) = nuts_on_the_river(&mut b) else {
        panic!("the nuts check");
    };
    total
}

#[test]
fn the_nuts_overbet_a_player_who_calls_big_bets_as_often_as_small_ones() {
    // Two pots or more: here all in (380 behind).
    assert_eq!(nuts_raise_against(0.3), 380);
}

#[test]
fn the_nuts_are_not_jammed_into_a_player_who_folds_to_jams() {
    let total = nuts_raise_against(0.99);
    assert!((40..380).contains(&total), "{total}");
}

#[test]
fn an_all_in_overbet_is_no_bluff_on_the_priors() {
    let m = OpponentModel::default();
    for size in [3.5, 5.0, 10.0, 40.0] {
        let fold = m.fold_chance(5, size, None, None);
        assert!(fold < size / (1.0 + size), "{size} {fold}");
    }
}

/// Hold'em, 200 big blinds: the button opens to 5 and the bot, in the big blind, holds 7-2.
fn seven_deuce_facing_an_open(bot: &mut MonteCarlo) -> Advice {
    let h = hand(
        VariantId::Holdem,
        400,
        "Kc Jd 7h 2d As 8s 3s Td 2h",
        &[(SB, Action::RaiseTo(5))],
    );
    advise(bot, &h.view(BB))
}

#[test]
fn a_player_who_folds_too_much_after_the_flop_is_called_wider_before_it() {
    let a = seven_deuce_facing_an_open(&mut bot());
    assert_eq!(a.best, Action::Fold, "{a:?}");
    assert_eq!(a.flop_folds, None);
    // Seen to fold to 100 of 160 flop bets (a sound player folds about a third).
    let mut b = bot();
    for k in 0..160 {
        b.model.fold[0][1].record(k < 100);
    }
    let c = seven_deuce_facing_an_open(&mut b);
    assert_eq!(c.best, Action::Call, "{c:?}");
    let rate = c.flop_folds.expect("the note's fold rate");
    assert!((0.55..0.65).contains(&rate), "{rate}");
    // The same evidence over a re-raise: the range that re-raises folds less, nothing is
    // counted on.
    let h = hand(
        VariantId::Holdem,
        400,
        "Kc Jd 7h 2d As 8s 3s Td 2h",
        &[
            (SB, Action::RaiseTo(5)),
            (BB, Action::RaiseTo(15)),
            (SB, Action::RaiseTo(45)),
        ],
    );
    let d = advise(&mut b, &h.view(BB));
    assert_eq!(d.flop_folds, None, "{d:?}");
}

#[test]
fn what_strong_hands_take_after_checking_a_limp_is_learned_and_bounded() {
    let mut m = OpponentModel::default();
    // Before evidence: the prior share of the pot beyond the equity.
    assert!((m.limp_trap_edge() - super::model::LIMP_TRAP_PRIOR).abs() < 1e-9);
    // A limper that stacks off: each trapped hand (equity 0.7, 2 chips in a pot of 4) wins
    // 400 chips, counted as 50 pots at most.
    for _ in 0..300 {
        m.observe_limp_trap(0.7, 4.0, 2.0, 400.0);
    }
    let edge = m.limp_trap_edge();
    assert!((45.0..49.3).contains(&edge), "{edge}");
    // One that gives nothing: the hands end with their equity's share, and the reading fades
    // to nothing, but the edge counted stays at the prior.
    for _ in 0..3000 {
        m.observe_limp_trap(0.7, 4.0, 2.0, 0.8);
    }
    assert!(m.limp_trap.value() < 0.05, "{}", m.limp_trap.value());
    assert!((m.limp_trap_edge() - super::model::LIMP_TRAP_PRIOR).abs() < 1e-9);
    // One that outplays the trap: the reading falls below nothing, the edge stays put.
    for _ in 0..1500 {
        m.observe_limp_trap(0.7, 4.0, 2.0, -2.0);
    }
    assert!(m.limp_trap.value() < 0.0, "{}", m.limp_trap.value());
    assert!((m.limp_trap_edge() - super::model::LIMP_TRAP_PRIOR).abs() < 1e-9);
}

#[test]
fn stacks_lost_in_the_traps_do_not_end_the_trapping() {
    let mut m = OpponentModel::default();
    let prior = super::model::LIMP_TRAP_PRIOR;
    // The first trapped hand loses a whole stack (held to fifty pots), and the next sixty
    // give nothing: a match's worth of traps, read well below the prior.
    m.observe_limp_trap(0.7, 4.0, 2.0, -400.0);
    for _ in 0..60 {
        m.observe_limp_trap(0.7, 4.0, 2.0, 0.8);
    }
    assert!(m.limp_trap.value() < 0.0, "{}", m.limp_trap.value());
    assert!((m.limp_trap_edge() - prior).abs() < 1e-9);
    // Traps that win a stack lift the edge above the prior at once.
    for _ in 0..3 {
        m.observe_limp_trap(0.7, 4.0, 2.0, 400.0);
    }
    assert!(m.limp_trap_edge() > prior + 0.5, "{}", m.limp_trap_edge());
}

#[test]
fn a_strong_hand_checks_the_limps_of_a_player_who_folds_them_and_learns_what_that_takes() {
    let mut b = bot();
    // A limp given up to a raise, forty times over.
    let gave_up = [
        (SB, Action::Call),
        (BB, Action::RaiseTo(8)),
        (SB, Action::Fold),
    ];
    for _ in 0..40 {
        let h = hand(VariantId::Holdem, 400, ACES_OVER_A_LIMP, &gave_up);
        b.hand_over(&h.view(BB));
    }
    // Aces check the next limp: a raise would win only the pot.
    let limp = [(SB, Action::Call)];
    let d = advise(
        &mut b,
        &hand(VariantId::Holdem, 400, ACES_OVER_A_LIMP, &limp).view(BB),
    );
    assert_eq!(d.best, Action::Check, "{d:?}");
    assert!(d.limp_trap.is_some(), "{d:?}");
    // The checked hand is learned from when it ends: checked down, the aces win the pot.
    let before = b.model.limp_trap.chances;
    let mut checked_down = vec![(SB, Action::Call), (BB, Action::Check)];
    for _ in 0..3 {
        checked_down.extend([(BB, Action::Check), (SB, Action::Check)]);
    }
    let h = hand(VariantId::Holdem, 400, ACES_OVER_A_LIMP, &checked_down);
    b.hand_over(&h.view(BB));
    assert_eq!(b.model.limp_trap.chances, before + 1.0);
    // A middling hand raises the limp while the trapped hands have won little...
    let middling = "Ks 7d 9h 8c 2h 3d 8s Tc 4h";
    let d = advise(
        &mut b,
        &hand(VariantId::Holdem, 400, middling, &limp).view(BB),
    );
    assert!(matches!(d.best, Action::RaiseTo(_)), "{d:?}");
    // ...and checks it too once they are seen to win stacks: it counts on a little less.
    for _ in 0..30 {
        b.model.observe_limp_trap(0.7, 4.0, 2.0, 100.0);
    }
    let d = advise(
        &mut b,
        &hand(VariantId::Holdem, 400, middling, &limp).view(BB),
    );
    assert_eq!(d.best, Action::Check, "{d:?}");
    let trap = d.limp_trap.expect("the trap's terms");
    assert!(
        !trap.strong
            && (trap.strong_edge - trap.edge - super::model::LIMP_TRAP_WEAKER).abs() < 1e-9,
        "{trap:?}"
    );
    // Without the folds seen (the static core), the aces raise the limp.
    let mut fresh = bot();
    let d = advise(
        &mut fresh,
        &hand(VariantId::Holdem, 400, ACES_OVER_A_LIMP, &limp).view(BB),
    );
    assert!(matches!(d.best, Action::RaiseTo(_)), "{d:?}");
    assert!(d.limp_trap.is_none());
}

/// Hold'em: the small blind's K7 limps; the big blind holds aces.
const ACES_OVER_A_LIMP: &str = "Ks 7d Ah Ad 2h 3d 8s Tc 4h";

#[test]
fn taking_more_than_the_equity_after_the_flop_is_learned_and_bounded() {
    let mut m = OpponentModel::default();
    assert_eq!(m.flop_play_edge(true), 0.0);
    // A sound opponent: each hand ends with about its equity's share of the pot.
    for _ in 0..300 {
        m.observe_flop_play(true, 0.5, 100.0, 50.0, 0.0);
    }
    assert!(m.flop_play_edge(true) < 0.05, "{}", m.flop_play_edge(true));
    // An opponent who gives up its pots: a hand with half the equity takes the whole pot
    // (the old evidence fades over a few hundred hands).
    for _ in 0..1500 {
        m.observe_flop_play(true, 0.5, 100.0, 50.0, 50.0);
    }
    let edge = m.flop_play_edge(true);
    assert!((0.4..0.56).contains(&edge), "{edge}");
    // Deep pots won count in the typical reading as three pots each, at most 80% of a pot;
    // the whole reading counts them to fifty pots, at most two pots, for the stronger hands
    // only: the weaker half of starting hands still counts on the typical reading.
    for _ in 0..1500 {
        m.observe_flop_play(true, 0.5, 100.0, 50.0, 10_000.0);
    }
    let typical = m.flop_play_reading(false);
    assert_eq!((typical.edge, typical.whole), (0.8, None), "{typical:?}");
    let whole = m.flop_play_reading(true);
    assert_eq!((whole.edge, whole.whole), (2.0, Some(true)), "{whole:?}");
    // One that outplays this seat is never counted on as giving more than a sound one.
    for _ in 0..1500 {
        m.observe_flop_play(true, 0.5, 100.0, 50.0, -50.0);
    }
    assert_eq!(m.flop_play_edge(true), 0.0);
}

#[test]
fn stacks_won_count_in_full_but_only_past_their_doubt() {
    // Most pots end at the equity's share; one in ten, this seat stacks the opponent for
    // twenty pots: the typical reading (each held to three pots) sees a little, the whole
    // reading about two pots (1.6 once shrunk to its prior), less the doubt that a few big
    // pots leave.
    let mut m = OpponentModel::default();
    for k in 0..300 {
        let net = if k % 10 == 0 { 2_000.0 } else { 0.0 };
        m.observe_flop_play(false, 0.5, 100.0, 50.0, net);
    }
    let r = m.flop_play_reading(false);
    assert_eq!(r.whole, Some(false), "{r:?}");
    assert!((1.5..2.0).contains(&r.share), "{r:?}");
    assert!(r.edge > 1.0 && r.edge < r.share - 0.2, "{r:?}");
    // The same mean from steady small pots is counted nearly in full: no doubt to allow.
    let mut steady = OpponentModel::default();
    for _ in 0..300 {
        steady.observe_flop_play(false, 0.5, 100.0, 50.0, 50.0 + 150.0);
    }
    assert!(steady.flop_play_edge(false) > r.edge + 0.2);
    // The stronger hands' whole reading is their own.
    assert_eq!(m.flop_play_reading(true).whole, None);
}

#[test]
fn a_button_hand_the_chart_folds_limps_against_a_player_who_pays_off_after_the_flop() {
    // Hold'em, 200 big blinds: the small blind holds seven-deuce, first in.
    let seven_deuce_first_in = |b: &mut MonteCarlo| {
        let h = hand(VariantId::Holdem, 400, "7h 2d Kc Jd As 8s 3s Td 2h", &[]);
        advise(b, &h.view(SB))
    };
    let mut b = bot();
    assert_eq!(seven_deuce_first_in(&mut b).best, Action::Fold);
    // Seen to end 200 flops with the whole pot where its equity said half.
    for _ in 0..200 {
        b.model.observe_flop_play(false, 0.5, 10.0, 5.0, 5.0);
    }
    let a = seven_deuce_first_in(&mut b);
    assert_eq!(a.best, Action::Call, "{a:?}");
}

#[test]
fn a_player_who_pays_off_after_the_flop_is_called_wider_before_it() {
    // Hold'em, heads-up: the bot sees a flop with 7-2 and ends with its whole pot.
    let deal = "Kc Jd 7h 2d As 8s 3s Td 2h";
    let play = |b: &mut MonteCarlo| {
        let h = hand(
            VariantId::Holdem,
            400,
            deal,
            &[(SB, Action::RaiseTo(5)), (BB, Action::Call)],
        );
        let view = h.view(BB);
        b.advise(&view, &mut SmallRng::seed_from_u64(3));
        b.flop_entry
    };
    let mut b = bot();
    let entry = play(&mut b).expect("the first flop decision is noted");
    assert_eq!((entry.pot, entry.invested), (10.0, 5.0));
    assert_eq!(seven_deuce_facing_an_open(&mut b).best, Action::Fold);
    for _ in 0..200 {
        b.model
            .observe_flop_play(false, entry.equity, entry.pot, entry.invested, 5.0);
    }
    let c = seven_deuce_facing_an_open(&mut b);
    assert_eq!(c.best, Action::Call, "{c:?}");
    // The note names what was counted on: the pots' share taken beyond the equity (200
    // hands of it, shrunk toward the prior of a little under none).
    let counted = c.flop_edge.expect("the note's share");
    let taken = counted.share;
    assert_eq!(counted.pots, 200);
    // Facing an open, a raise is a re-raise: it counts on none of it.
    assert!(!counted.in_raises);
    let expected = (200.0 * (1.0 - entry.equity) - 0.04 * 80.0) / 280.0;
    assert!((taken - expected).abs() < 1e-9, "{taken} {entry:?}");
    assert_eq!(c.flop_folds, None);
}

#[test]
fn a_called_raise_counts_on_the_flop_edge_only_up_to_the_usual_pot() {
    use super::value::{CalledEdge, raise_against_comeback};
    // Hold'em, 200 big blinds: the small blind is first in.
    let h = hand(VariantId::Holdem, 400, "Kc Jd 7h 2d As 8s 3s Td 2h", &[]);
    let view = h.view(SB);
    let mut b = bot();
    advise(&mut b, &view);
    let extra = Extra { mine: 0, theirs: 0 };
    let tally = b.tally(&view, extra, &mut SmallRng::seed_from_u64(5));
    let spot = Spot::of(&view, view.legal.expect("to act"));
    let edge = CalledEdge {
        share: 0.5,
        max_pot: 10.0,
    };
    let gain = |total: f64| {
        let with = raise_against_comeback(&spot, total, 0.3.into(), 0.1, &tally, 0.98, edge);
        let without = raise_against_comeback(
            &spot,
            total,
            0.3.into(),
            0.1,
            &tally,
            0.98,
            CalledEdge::NONE,
        );
        with - without
    };
    // Called (60% of the time), an open to 5 makes a pot of 10: half of it is counted on.
    assert!((gain(5.0) - 0.6 * 0.5 * 10.0).abs() < 1e-9, "{}", gain(5.0));
    // A bigger open makes a bigger pot, but counts on no more than the usual one's.
    assert!((gain(14.0) - gain(5.0)).abs() < 1e-9, "{}", gain(14.0));
    // All in, no chips are left to play for after the flop.
    assert_eq!(gain(400.0), 0.0);
}

#[test]
fn a_bet_smaller_than_a_third_of_the_pot_is_folded_to_less_than_it_risks() {
    let m = model::OpponentModel::default();
    let third = m.fold_chance(5, 1.0 / 3.0, None, None);
    // At a third of the pot the prior sits a little under the break-even share (0.25).
    assert!(third > 0.15 && third < 0.25, "{third}");
    // Smaller bets are folded to less, and never as often as a bluff of them needs.
    let mut last = third;
    for size in [0.25, 0.1, 0.02] {
        let fold = m.fold_chance(5, size, None, None);
        assert!(fold < last, "{size}: {fold} >= {last}");
        assert!(fold < size / (1.0 + size), "{size}: {fold}");
        last = fold;
    }
}

#[test]
fn a_raise_of_a_few_chips_over_a_bet_is_folded_to_less_than_it_risks() {
    // The coach once priced a last 13 chips all in over a bet into a pot of several hundred
    // above calling with 1% equity: a raise's fold rate was read whatever its price.
    let m = model::OpponentModel::default();
    let usual = m.fold_chance(5, 0.75, None, Some(0.66));
    assert!(usual > 0.2, "{usual}");
    let mut last = usual;
    for size in [0.25, 0.1, 0.02] {
        let fold = m.fold_chance(5, size, None, Some(0.66));
        assert!(fold < last, "{size}: {fold} >= {last}");
        assert!(fold < size / (1.0 + size), "{size}: {fold}");
        last = fold;
    }
    // A player seen to fold to most raises is read to fold to a cheap one too: the evidence
    // counts as it is.
    let mut folder = model::OpponentModel::default();
    for _ in 0..60 {
        folder.fold_to_raise[2].record(true);
    }
    let cheap = folder.fold_chance(5, 0.02, None, Some(0.66));
    assert!(cheap > 0.6, "{cheap}");
}

#[test]
fn a_shove_far_over_a_small_bet_is_called_only_as_often_as_its_price_allows() {
    // The coach once priced an all-in raise to 393 over a river bet of 6 into 15 at +242 chips
    // (called more than half the time): a raise's fold rate was read at every size as if it
    // were the usual one.
    let m = model::OpponentModel::default();
    let usual = m.fold_chance(5, 1.0, None, Some(0.4));
    let pot_sized = m.fold_chance(5, 1.6, None, Some(0.4));
    assert_eq!(usual, pot_sized, "the usual sizes read the learned rate");
    let shove = m.fold_chance(5, 14.3, None, Some(0.4));
    // Called at most about twice as often as a player must defend a bet of that size.
    assert!(1.0 - shove <= 2.0 / (1.0 + 14.3), "{shove}");
    let mut last = pot_sized;
    for size in [2.0, 4.0, 8.0, 14.3] {
        let fold = m.fold_chance(5, size, None, Some(0.4));
        assert!(fold > last, "{size}: {fold} <= {last}");
        last = fold;
    }
    // A player seen never to fold to a raise is still read to call the shove more often than
    // one who folds to most.
    let mut caller = model::OpponentModel::default();
    for _ in 0..60 {
        caller.fold_to_raise[2].record(false);
    }
    assert!(caller.fold_chance(5, 14.3, None, Some(0.4)) < shove);
}

#[test]
fn folds_to_raises_over_one_bet_size_are_read_once_seen_ten_times() {
    // A player that leads half the pot and gives the lead up to a raise nine times in ten.
    let mut m = model::OpponentModel::default();
    for i in 0..9 {
        m.fold_to_raise_by_size[1].record(i != 0);
    }
    assert_eq!(
        m.seen_raise_fold(Some(0.5)),
        None,
        "nine answers are not enough"
    );
    m.fold_to_raise_by_size[1].record(true);
    let seen = m.seen_raise_fold(Some(0.5)).expect("ten answers");
    // Counted low: shrunk toward the prior, below the 90% seen.
    assert!(seen > 0.5 && seen < 0.9, "{seen}");
    // Only for bets of that size, and only over a bet.
    assert_eq!(m.seen_raise_fold(Some(1.0)), None);
    assert_eq!(m.seen_raise_fold(None), None);
}

/// Sneak Peek flop, 5,000 deep: the bot (the button) holds a pair of nines on Jh 6c 2s; the
/// big blind bid `bids.1` against the bot's `bids.0`, and leads 30 into 100.
fn facing_a_small_lead_after_the_auction(bot: &mut MonteCarlo, bids: (u32, u32)) -> Advice {
    let h = hand(
        VariantId::SneakPeek,
        5000,
        "9c 9d As Kd Jh 6c 2s 3d 8s",
        &[
            (SB, Action::RaiseTo(50)),
            (BB, Action::Call),
            (BB, Action::Bid(bids.1)),
            (SB, Action::Bid(bids.0)),
            (BB, Action::RaiseTo(30)),
        ],
    );
    advise(bot, &h.view(SB))
}

#[test]
fn small_leads_after_a_peek_are_read_by_what_such_leads_showed() {
    // Small leads were weak hands in all, but the strongest hands after a peek.
    let mut b = bot();
    for _ in 0..80 {
        b.evidence.record(Class::Bet(0), 0.2);
        b.informed.evidence.record(Class::Bet(0), 0.95);
    }
    let mut all_only = bot();
    all_only.evidence = b.evidence.clone();
    // The opponent won the auction and looked at one of the bot's cards.
    let peeked = (10, 40);
    let advice = facing_a_small_lead_after_the_auction(&mut b.clone(), peeked);
    let unread = facing_a_small_lead_after_the_auction(&mut all_only.clone(), peeked).equity;
    let read = advice.equity;
    assert!(read < unread - 0.1, "read {read}, unread {unread}");
    // The teaching note says the reading is of the hands where the opponent peeked.
    let note = advice.read.expect("the read moved");
    assert!(
        note.stronger && note.after_peek && note.shown == 80,
        "{note:?}"
    );
    // When the bot won the auction, only what all hands showed reads the lead.
    let won = (40, 10);
    let a = facing_a_small_lead_after_the_auction(&mut b, won);
    let c = facing_a_small_lead_after_the_auction(&mut all_only, won);
    assert!(
        (a.equity - c.equity).abs() < 1e-9,
        "{} {}",
        a.equity,
        c.equity
    );
    assert!(a.read.is_some_and(|r| !r.after_peek && !r.stronger));
}

#[test]
fn folds_after_a_peek_are_read_over_the_folds_of_all_hands() {
    use super::model::OpponentModel;
    let two_thirds = |m: &OpponentModel| m.fold_chance(3, 0.66, None, None);
    let mut all = OpponentModel::default();
    for _ in 0..200 {
        all.fold[0][1].record(true);
    }
    // Before any such hand, the reading is that of all hands.
    let none = OpponentModel::default().over(&all);
    assert!((two_thirds(&none) - two_thirds(&all)).abs() < 1e-9);
    // A player who never folds once it has peeked is read so.
    let mut informed = OpponentModel::default();
    for _ in 0..200 {
        informed.fold[0][1].record(false);
    }
    let read = informed.over(&all);
    assert!(two_thirds(&all) > 0.8 && two_thirds(&read) < 0.1);
    // Before the flop, all hands' reading stands.
    informed.pf_fold[2].record(true);
    assert_eq!(informed.over(&all).pf_fold, all.pf_fold);
}

/// A flop where the big blind bid `bids.1` against the button's `bids.0`, led, and folded to
/// the button's raise: what the bot (the button) learns from it, after the flop (its model of
/// all hands' folds to a raise, and that of the hands where the opponent peeked).
fn learned_from_a_fold_to_a_raise(variant: VariantId, bids: (u32, u32)) -> (f64, f64) {
    // Sneak Peek is 5,000 deep at 10/20; Auction Hold'em 400 at 1/2, so its chips are tenths.
    let (stack, scale, deal) = if variant == VariantId::SneakPeek {
        (5000, 10, "9c 9d As Kd Jh 6c 2s 3d 8s")
    } else {
        (400, 1, "9c 9d As Kd Jh 6c 2s Qd 3d 8s")
    };
    let h = hand(
        variant,
        stack,
        deal,
        &[
            (SB, Action::RaiseTo(5 * scale)),
            (BB, Action::Call),
            (BB, Action::Bid(bids.1)),
            (SB, Action::Bid(bids.0)),
            (BB, Action::RaiseTo(3 * scale)),
            (SB, Action::RaiseTo(12 * scale)),
            (BB, Action::Fold),
        ],
    );
    let mut b = bot();
    b.hand_over(&h.view(SB));
    (
        b.model.fold_to_raise[0].chances,
        b.informed.model.fold_to_raise[0].chances,
    )
}

#[test]
fn what_is_learned_after_a_peek_is_kept_apart() {
    // The opponent peeked: both readings learn.
    assert_eq!(
        learned_from_a_fold_to_a_raise(VariantId::SneakPeek, (10, 40)),
        (1.0, 1.0)
    );
    // The bot's bid won: only the reading of all hands.
    assert_eq!(
        learned_from_a_fold_to_a_raise(VariantId::SneakPeek, (40, 10)),
        (1.0, 0.0)
    );
    // Auction Hold'em's prize is a card, not a look at the bot's: nothing is kept apart.
    assert_eq!(
        learned_from_a_fold_to_a_raise(VariantId::Auction, (2, 8)),
        (1.0, 0.0)
    );
}

/// Sneak Peek at the auction: the big blind (the bot) holds a middling pair after a raised
/// pot of 100.
fn sneak_peek_auction() -> SeatView {
    let h = hand(
        VariantId::SneakPeek,
        5000,
        "As Kd 9c 9d Jh 6c 2s 3d 8s",
        &[(SB, Action::RaiseTo(50)), (BB, Action::Call)],
    );
    let view = h.view(BB);
    assert!(view.legal.is_some_and(|l| l.bid.is_some()), "an auction");
    view
}

/// Bids of the seated bot over 100 draws: how many were outbids (a pot or more).
fn outbids(bot: &mut MonteCarlo) -> usize {
    let view = sneak_peek_auction();
    (0..100)
        .filter(|&s| {
            let Action::Bid(b) = bot.act(&view, &mut SmallRng::seed_from_u64(s)) else {
                return false;
            };
            b >= view.pot
        })
        .count()
}

#[test]
fn a_seated_bot_mostly_outbids_for_the_look_and_the_static_core_never_does() {
    let fast = Budget {
        samples: 300,
        max_ms: 1e9,
    };
    let seated = outbids(&mut MonteCarlo::new("hard", fast));
    assert!((75..=98).contains(&seated), "{seated}");
    let fixed = outbids(&mut MonteCarlo::new("hard", fast).without_learning());
    assert_eq!(fixed, 0);
    // The advice (the coach's suggestion) stays the usual bid until the outbid has paid.
    let advice = advise(&mut bot(), &sneak_peek_auction());
    assert!(advice.look.is_none());
    assert!(
        matches!(advice.best, Action::Bid(b) if b < 100),
        "{:?}",
        advice.best
    );
}

/// Hold'em, 200 deep: the big blind holds 7h 6h on 8h 9c 2h Kd (a flush draw and an open
/// end, 15 cards that make the best hand) and faces a bet of `bet` on the turn.
fn a_draw_facing_a_turn_bet(bot: &mut MonteCarlo, bet: u32) -> Advice {
    let h = hand(
        VariantId::Holdem,
        400,
        "Kc Qd 7h 6h 8h 9c 2h Kd 3s",
        &[
            (SB, Action::RaiseTo(6)),
            (BB, Action::Call),
            (BB, Action::Check),
            (SB, Action::RaiseTo(6)),
            (BB, Action::Call),
            (BB, Action::Check),
            (SB, Action::RaiseTo(bet)),
        ],
    );
    advise(bot, &h.view(BB))
}

#[test]
fn a_draw_is_priced_by_its_hits_and_misses() {
    // 15 outs, about a third of the pot after the call; the call costs 18 of 60. Called or
    // folded at its average equity on the river, the draw looked a fold (about -4.3); it
    // calls a river bet when it hits and folds when it misses, which pays more than the
    // plain arithmetic.
    let advice = a_draw_facing_a_turn_bet(&mut bot(), 18);
    let call = advice.value_of(Action::Call).expect("a call priced");
    let (pot, cost) = (24.0 + 18.0, 18.0);
    let plain = advice.equity * (pot + cost) - cost;
    assert!((0.28..0.38).contains(&advice.equity), "{}", advice.equity);
    assert_eq!(advice.best, Action::Call);
    assert!(call > plain, "call {call} against {plain}");
}

#[test]
fn a_hand_that_plays_the_board_on_the_river_counts_on_no_folds() {
    // Hold'em: the board is a straight, nine high, and neither of the big blind's cards
    // betters it; every hand the small blind holds splits or wins, so none folds to a bet.
    let h = hand(
        VariantId::Holdem,
        400,
        "Kc Qd 2h 3c 5d 6s 7h 8c 9d",
        &[
            (SB, Action::Call),
            (BB, Action::Check),
            (BB, Action::Check),
            (SB, Action::Check),
            (BB, Action::Check),
            (SB, Action::Check),
        ],
    );
    let advice = advise(&mut bot(), &h.view(BB));
    let check = advice.value_of(Action::Check).expect("a check priced");
    assert_eq!(advice.best, Action::Check);
    let pricer = advice.pricer.as_ref().expect("a pricer");
    let (lo, _) = h.view(BB).legal.and_then(|l| l.raise).expect("a bet");
    assert_eq!(pricer.fold_chance(lo.max(4)), Some(0.0));
    for (action, value) in &advice.options {
        if matches!(action, Action::RaiseTo(_)) {
            assert!(*value <= check + 1e-9, "{action:?} {value} against {check}");
        }
    }
}

/// Hold'em, 200 big blinds: the bot's opponent opens with queens, the bot (big blind, 9-4
/// offsuit) makes the smallest re-raise, and the queens re-raise to 24.
fn nine_four_facing_a_4_bet(bot: &mut MonteCarlo) -> Advice {
    let h = hand(
        VariantId::Holdem,
        400,
        "Qd Qc 9d 4c 2d 9c 5h 5s Jh",
        &[
            (SB, Action::RaiseTo(5)),
            (BB, Action::RaiseTo(8)),
            (SB, Action::RaiseTo(24)),
        ],
    );
    advise(bot, &h.view(BB))
}

/// Whether the best-priced of the advice's options (the one the coach suggests) is a raise.
fn best_priced_is_a_raise(a: &Advice) -> bool {
    a.options
        .iter()
        .max_by(|x, y| x.1.total_cmp(&y.1))
        .is_some_and(|(action, _)| matches!(action, Action::RaiseTo(_)))
}

#[test]
fn a_small_re_raise_over_a_4_bet_is_not_priced_as_a_steal() {
    // Calling 16 into 80 needs a fifth of the pot, which nearly every hand has before the
    // flop: a small re-raise is not folded to, so junk does not raise again.
    let a = nine_four_facing_a_4_bet(&mut bot());
    let fold = a
        .pricer
        .as_ref()
        .and_then(|p| p.fold_chance(40))
        .expect("a raise to 40");
    assert!(fold < 0.1, "fold {fold}");
    assert!(!best_priced_is_a_raise(&a), "{:?}", a.options);
    // A raise that asks far more of the 4-bettor may still be folded to at its rate.
    let shove = a
        .pricer
        .as_ref()
        .and_then(|p| p.fold_chance(160))
        .expect("a raise to 160");
    assert!(shove > 0.3, "fold {shove}");
}

#[test]
fn a_3_bet_with_junk_is_priced_with_the_chance_of_a_4_bet() {
    // Hold'em, 200 big blinds: 4-2 offsuit in the big blind facing an open to 5. Re-raised,
    // the 3-bet gives up what it put in, so it is not worth more than folding.
    let h = hand(
        VariantId::Holdem,
        400,
        "Qd Jc 4h 2c 2d 9c 5h 5s Th",
        &[(SB, Action::RaiseTo(5))],
    );
    let a = advise(&mut bot(), &h.view(BB));
    assert!(!best_priced_is_a_raise(&a), "{:?}", a.options);
    let to_15 = |a: &Advice| {
        a.pricer
            .as_ref()
            .and_then(|p| p.value(15))
            .expect("a price")
    };
    assert!(to_15(&a) < 0.0, "{}", to_15(&a));
    // Against a player who folds to 3-bets as often but never 4-bets, a 3-bet to 15 pays.
    let mut b = bot();
    b.model.pf_raise[3] = Rate::new(0.0, 1000.0);
    let a = advise(&mut b, &h.view(BB));
    assert!(to_15(&a) > 0.0, "{}", to_15(&a));
}

#[test]
fn junk_is_not_priced_to_re_raise_a_raiser_who_gets_a_good_price() {
    // Auction Hold'em, 200 big blinds, the bot in the big blind each time. J-4 suited after
    // its raise to 50 was re-raised to 152: a raise to 304 offers the raiser a call of 152
    // into 608. 3-2 offsuit after raises to 7, 12, 43, 74 and 265: all in offers a call of
    // 135 into 800. Neither is folded to often enough to beat folding.
    let spots: [(&str, &[(crate::engine::Seat, Action)]); 2] = [
        (
            "Ah Kd Jc 4c 2d 9c 5h 5s Th",
            &[
                (SB, Action::RaiseTo(5)),
                (BB, Action::RaiseTo(50)),
                (SB, Action::RaiseTo(152)),
            ],
        ),
        (
            "Ah Kd 3s 2c 2d 9c 5h 5s Th",
            &[
                (SB, Action::RaiseTo(7)),
                (BB, Action::RaiseTo(12)),
                (SB, Action::RaiseTo(43)),
                (BB, Action::RaiseTo(74)),
                (SB, Action::RaiseTo(265)),
            ],
        ),
    ];
    for (deal, moves) in spots {
        let h = hand(VariantId::Auction, 400, deal, moves);
        let a = advise(&mut bot(), &h.view(BB));
        assert!(!best_priced_is_a_raise(&a), "{deal}: {:?}", a.options);
    }
}

/// Hold'em: a pair of sevens in the big blind has 3-bet an open to 5 and faces a 4-bet to
/// 45, with `stack` chips each, against a player read to 4-bet only its best hands.
fn sevens_facing_a_tight_4_bet(stack: Chips) -> Advice {
    let h = hand(
        VariantId::Holdem,
        stack,
        "Kd Ks 7c 7d 2d 9c 5h 8s Th",
        &[
            (SB, Action::RaiseTo(5)),
            (BB, Action::RaiseTo(15)),
            (SB, Action::RaiseTo(45)),
        ],
    );
    let mut b = bot();
    b.model.pf_raise[3] = Rate::new(0.03, 1000.0);
    advise(&mut b, &h.view(BB))
}

#[test]
fn a_deep_4_bet_is_called_for_the_equity_it_realises_not_as_a_commitment() {
    // 200 big blinds deep, the call leaves 355 behind in a pot of 90: streets to play out of
    // position against a range that has sevens beaten, so it folds.
    let deep = sevens_facing_a_tight_4_bet(400);
    assert_eq!(deep.best, Action::Fold, "{:?}", deep.options);
    // 30 big blinds deep the same call leaves 15 behind: the hand is committed, and its
    // equity against the range beats the price.
    let short = sevens_facing_a_tight_4_bet(60);
    assert_eq!(short.best, Action::Call, "{:?}", short.options);
}
