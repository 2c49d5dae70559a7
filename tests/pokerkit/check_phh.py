#!/usr/bin/env python3
"""Validate PHH hand-history files with PokerKit.

Usage:  python3 check_phh.py [options] FILE.phh [FILE.phh ...]

For every file:
  1. load it with pokerkit.HandHistory.load (binary file object);
  2. STRICT replay: apply every entry of `actions` in order with
     pokerkit.notation.parse_action; the only thing inserted between actions
     is the (unrecorded) burn card before a board deal. Any ValueError is a
     failure, and so (unless --allow-incomplete) is a hand that is not over
     after the last action;
  3. LENIENT replay: PokerKit's own `for state in hh` iteration, which
     silently "repairs" histories (auto-checks, auto-folds, auto-mucks, deals
     '??' to missing players). Its final stacks must equal the strict ones;
  4. compare final stacks with `finishing_stacks` (required unless
     --allow-missing); if `winnings` is present it is compared, for
     information only, with the pots PokerKit pushed to each player.
Any Python warning raised by PokerKit while loading or replaying (unknown
non-underscore field, card dealt twice, ...) is a failure unless
--allow-warnings.

Exit status: 0 if every file passes, 1 if any file fails, 2 on usage error.
Works with pokerkit >= 0.5 (tested on 0.7.7); with older versions lacking
notation.parse_action it falls back to the lenient replay only.
"""
from __future__ import annotations

import argparse
import sys
import traceback
import warnings

try:
    import pokerkit
    from pokerkit import HandHistory
except ImportError:  # pragma: no cover
    sys.exit('pokerkit is not installed: pip install pokerkit')

try:
    from pokerkit.notation import parse_action  # pokerkit >= 0.5
except ImportError:  # pragma: no cover
    parse_action = None

try:
    from pokerkit import ChipsPushing
except ImportError:  # pragma: no cover
    ChipsPushing = None


def pokerkit_version() -> str:
    try:
        from importlib.metadata import version
        return version('pokerkit')
    except Exception:  # pragma: no cover
        return getattr(pokerkit, '__version__', 'unknown')


def norm(values):
    """Stacks may be int or Decimal; compare as exact numbers."""
    return [v if isinstance(v, int) else v.normalize() if hasattr(v, 'normalize') else v
            for v in values]


def load(path: str) -> HandHistory:
    with open(path, 'rb') as fp:
        try:
            return HandHistory.load(fp)
        except TypeError:  # very old versions wanted a text stream
            pass
    with open(path, encoding='utf-8') as fp:
        return HandHistory.load(fp)


def strict_replay(hh: HandHistory, verbose: bool):
    state = hh.create_state()
    for i, action in enumerate(hh.actions):
        # Burn cards are not written in PHH; PokerKit's HandHistory disables
        # the CARD_BURNING automation and burns '??' itself, so do the same.
        if state.can_burn_card():
            state.burn_card('??')
        try:
            parse_action(state, action, hh.parse_value)
        except ValueError as exc:
            raise ValueError(f'action #{i} {action!r} rejected: {exc}') from exc
        if verbose:
            print(f'    {action:<28} -> stacks {list(state.stacks)}')
    return state


def lenient_replay(hh: HandHistory):
    state = None
    for state in hh:
        pass
    return state


def check(path: str, args) -> bool:
    print(f'== {path}')
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter('always')
        try:
            hh = load(path)
            if hh.variant not in HandHistory.game_types:
                raise ValueError(f'unknown variant {hh.variant!r} (PokerKit knows '
                                 f'{sorted(HandHistory.game_types)})')
            starting = list(hh.starting_stacks)
            strict_state = None
            if parse_action is not None and not args.lenient_only:
                strict_state = strict_replay(hh, args.verbose)
            lenient_state = lenient_replay(hh)
        except Exception as exc:
            print(f'   FAIL: {type(exc).__name__}: {exc}')
            if args.verbose:
                traceback.print_exc()
            return False

    ok = True
    for w in caught:
        tag = 'warning' if args.allow_warnings else 'FAIL (warning)'
        print(f'   {tag}: {w.category.__name__}: {w.message}')
        ok = ok and args.allow_warnings

    final = strict_state if strict_state is not None else lenient_state
    stacks = norm(final.stacks)
    print(f'   variant={hh.variant} players={len(starting)} '
          f'starting={starting} final={stacks} hand_over={not final.status}')

    if final.status and not args.allow_incomplete:
        print('   FAIL: hand is not over after the last action '
              '(missing actions, e.g. showdown "pN sm ..." lines?)')
        ok = False
    if strict_state is not None and norm(lenient_state.stacks) != stacks:
        print(f'   FAIL: PokerKit lenient replay differs (it repaired the '
              f'history): {norm(lenient_state.stacks)}')
        ok = False

    if hh.finishing_stacks is None:
        msg = 'no finishing_stacks field'
        if args.allow_missing:
            print(f'   note: {msg}')
        else:
            print(f'   FAIL: {msg}')
            ok = False
    elif norm(hh.finishing_stacks) != stacks:
        print(f'   FAIL: finishing_stacks {list(hh.finishing_stacks)} '
              f'!= replayed {stacks}')
        ok = False
    else:
        print('   finishing_stacks match')

    if hh.winnings is not None and ChipsPushing is not None:
        won = [0] * len(starting)
        for op in final.operations:
            if isinstance(op, ChipsPushing):
                for j, amount in enumerate(op.amounts):
                    won[j] += amount
        # Informational only: PokerKit's pots exclude the part of a bet that
        # was never called even when the whole bet was later "won" back by a
        # fold (e.g. SB raises to 6, BB folds: PokerKit pushes 2, sites say
        # "collected 4"), so `winnings` conventions differ; not a failure.
        if norm(hh.winnings) != norm(won):
            print(f'   note: winnings {list(hh.winnings)} != PokerKit pots '
                  f'pushed {won} (informational)')
        else:
            print('   winnings match')

    print('   OK' if ok else '   => FAILED')
    return ok


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    p.add_argument('files', nargs='+')
    p.add_argument('-v', '--verbose', action='store_true',
                   help='print every action with the stacks after it')
    p.add_argument('--allow-incomplete', action='store_true',
                   help='accept hands that are not over after the last action')
    p.add_argument('--allow-missing', action='store_true',
                   help='accept files without finishing_stacks')
    p.add_argument('--allow-warnings', action='store_true',
                   help='do not fail on warnings emitted by PokerKit')
    p.add_argument('--lenient-only', action='store_true',
                   help="only use PokerKit's own (self-repairing) replay")
    args = p.parse_args(argv)
    print(f'pokerkit {pokerkit_version()}'
          + ('' if parse_action else ' (no parse_action: lenient replay only)'))
    results = [check(f, args) for f in args.files]
    bad = results.count(False)
    print(f'{len(results) - bad}/{len(results)} files OK')
    return 1 if bad else 0


if __name__ == '__main__':
    sys.exit(main())
