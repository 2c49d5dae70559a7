"""Reference benchmark: PokerKit random-action heads-up NLHE hands per second.

This is the Python counterpart of felt's random-hands benchmark. It measures
how many complete heads-up no-limit Texas hold'em hands PokerKit can play per
second of wall time when every decision is a uniformly random legal action.

Each hand:
  * 2 players, starting stacks 400/400, blinds 1/2, no antes, min bet 2;
  * a fresh, shuffled deck (PokerKit's default deck handling);
  * every PokerKit automation enabled (ante/blind posting, bet collection,
    card burning, hole and board dealing, runout-count selection, showdown
    (hole cards showing or mucking), hand killing, chips pushing and
    pulling), so only player decisions are left to the script;
  * at each decision the action kind is chosen uniformly among the legal ones
    (fold / check-or-call / complete-bet-or-raise-to); for a bet or raise the
    amount is a uniform integer in [min, max] completion/raise-to amount;
  * the hand is played until ``state.status`` is False.

The time counted includes creating the state (shuffling, posting, dealing),
the random choice of actions and PokerKit's own showdown/payout work, which is
the same work felt's benchmark does.

Usage:  python3 benches/pokerkit_random_hands.py [SECONDS]   (default 3)
Output: one line, ``pokerkit <HANDS_PER_SECOND> hands/s (<N> hands)``.

Actions use ``random.Random(1)``; PokerKit shuffles its deck with the global
``random`` module, which is seeded with 1 as well, so runs are reproducible
(apart from how many hands fit into the time budget).
"""

import random
import sys
import time

from pokerkit import Automation, NoLimitTexasHoldem

STARTING_STACKS = (400, 400)
BLINDS = (1, 2)
MIN_BET = 2
TOTAL_CHIPS = sum(STARTING_STACKS)
CHECKED_HANDS = 100  # hands whose chip conservation is asserted

AUTOMATIONS = (
    Automation.ANTE_POSTING,
    Automation.BET_COLLECTION,
    Automation.BLIND_OR_STRADDLE_POSTING,
    Automation.CARD_BURNING,
    Automation.HOLE_DEALING,
    Automation.BOARD_DEALING,
    Automation.RUNOUT_COUNT_SELECTION,
    Automation.HOLE_CARDS_SHOWING_OR_MUCKING,
    Automation.HAND_KILLING,
    Automation.CHIPS_PUSHING,
    Automation.CHIPS_PULLING,
)


def play_hand(rng):
    """Play one hand with uniformly random legal actions; return the state."""
    state = NoLimitTexasHoldem.create_state(
        AUTOMATIONS,
        False,  # ante trimming status (no antes anyway)
        0,  # antes
        BLINDS,
        MIN_BET,
        STARTING_STACKS,
        2,
    )
    while state.status:
        kinds = []
        if state.can_fold():
            kinds.append(0)
        if state.can_check_or_call():
            kinds.append(1)
        if state.can_complete_bet_or_raise_to():
            kinds.append(2)
        if not kinds:
            raise RuntimeError(
                'hand is not over but no player action is available'
                ' (a non-automated step is pending?)'
            )
        kind = rng.choice(kinds)
        if kind == 0:
            state.fold()
        elif kind == 1:
            state.check_or_call()
        else:
            state.complete_bet_or_raise_to(
                rng.randint(
                    state.min_completion_betting_or_raising_to_amount,
                    state.max_completion_betting_or_raising_to_amount,
                )
            )
    return state


def main(argv):
    seconds = float(argv[1]) if len(argv) > 1 else 3.0
    random.seed(1)  # PokerKit's deck shuffling uses the global generator
    rng = random.Random(1)

    hands = 0
    start = time.perf_counter()
    deadline = start + seconds
    while True:
        state = play_hand(rng)
        if hands < CHECKED_HANDS:
            assert sum(state.stacks) == TOTAL_CHIPS, (hands, state.stacks)
        hands += 1
        now = time.perf_counter()
        if now >= deadline:
            break
    elapsed = now - start

    print(f'pokerkit {hands / elapsed:.1f} hands/s ({hands} hands)')
    return 0


if __name__ == '__main__':
    sys.exit(main(sys.argv))
