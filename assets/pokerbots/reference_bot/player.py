"""felt's reference pokerbot: a small bot that speaks the MIT/IIT pokerbots protocol.

Standard library only. It follows the same rules as the official skeletons: read one line of
clauses, rebuild the hand from them (the echoes of both seats' actions, the board, the auction
summary), and answer with exactly one legal clause. Start from it to write your own bot.

    python3 player.py [--variant auction|sneak-peek|river-of-blood|holdem]
                      [--stack 400] [--big-blind 2] PORT

Defaults are Auction Hold'em (MIT 2024): stack 400, blinds 1/2. `player_iit.py` runs it with
the IIT 2026 Sneak Peek settings (stack 5000, blinds 10/20).
"""
import random
import socket
import sys

RANKS = "23456789TJQKA"


class Hand:
    """What the bot knows of the hand in progress, rebuilt from the clauses."""

    def __init__(self, seat, cards, stack, big_blind):
        small = big_blind // 2
        self.seat = seat
        self.cards = cards
        self.board = []
        self.pips = [small, big_blind]
        self.stacks = [stack - small, stack - big_blind]
        self.to_act = 0  # the small blind acts first preflop
        self.bids = []
        self.auction_done = False

    def apply(self, clause):
        """Applies one action echo (F C K R###) to the seat whose turn it is."""
        me, kind = self.to_act, clause[0]
        other = 1 - me
        if kind == "C":
            amount = min(self.pips[other] - self.pips[me], self.stacks[me])
            self.stacks[me] -= amount
            self.pips[me] += amount
        elif kind == "R":
            total = int(clause[1:])
            self.stacks[me] -= total - self.pips[me]
            self.pips[me] = total
        self.to_act = other

    def new_board(self, cards):
        if len(cards) > len(self.board):
            self.pips = [0, 0]
            self.to_act = 1  # the big blind acts first after the flop
        self.board = cards

    def legal(self, big_blind):
        """(cost, raise range or None) for this seat, by the engines' rules."""
        me, other = self.seat, 1 - self.seat
        cost = self.pips[other] - self.pips[me]
        my_stack, opp_stack = self.stacks[me], self.stacks[other]
        if cost == 0:
            can_raise = my_stack > 0 and opp_stack > 0
        else:
            can_raise = cost < my_stack and opp_stack > 0
        if not can_raise:
            return cost, None
        most = min(my_stack, opp_stack + cost)
        least = min(most, cost + max(cost, big_blind))
        return cost, (self.pips[me] + least, self.pips[me] + most)


def strength(cards, board):
    """A rough 0..1 strength: pairs with the board, high cards."""
    ranks = [RANKS.index(c[0]) for c in cards]
    board_ranks = [RANKS.index(c[0]) for c in board]
    score = max(ranks) / 24.0
    if len(set(ranks)) < len(ranks):
        score += 0.4
    score += 0.3 * sum(1 for r in ranks if r in board_ranks)
    return min(score, 1.0)


def decide(hand, variant, big_blind, bidding, rng):
    if bidding:
        pot = sum(hand.pips) + 2 * 0
        stack = hand.stacks[hand.seat]
        want = rng.randint(0, max(1, big_blind * 3))
        return "A%d" % min(want, stack)
    cost, raise_range = hand.legal(big_blind)
    s = strength(hand.cards, hand.board)
    if raise_range and s > 0.6 and rng.random() < 0.5:
        return "R%d" % raise_range[0]
    if cost == 0:
        return "K"
    if s > 0.3 or cost <= big_blind:
        return "C"
    return "F"


def main():
    args = sys.argv[1:]
    port = int(args[-1])
    opts = dict(zip(args[:-1:2], args[1:-1:2]))
    variant = opts.get("--variant", "auction")
    stack = int(opts.get("--stack", 400))
    big_blind = int(opts.get("--big-blind", 2))
    auction = variant in ("auction", "sneak-peek")
    rng = random.Random(7)
    sock = socket.create_connection(("localhost", port))
    stream = sock.makefile("rw")
    hand = None
    seat = 0
    for line in stream:
        clauses = line.split()
        if not clauses or clauses[0] == "Q":
            break
        bidding = False
        for clause in clauses:
            kind = clause[0]
            if kind == "T":
                continue
            if kind == "P":
                seat = int(clause[1:])
            elif kind == "H":
                hand = Hand(seat, clause[1:].split(","), stack, big_blind)
            elif kind in "FCKR":
                hand.apply(clause)
            elif kind == "B":
                hand.new_board(clause[1:].split(","))
                # In the auction games the flop is followed by the bids, big blind first.
                bidding = auction and len(hand.board) == 3 and not hand.auction_done
                if bidding:
                    hand.to_act = 1
            elif kind == "A":
                hand.bids.append(int(clause[1:]))
                bidding = auction and len(hand.bids) < 2
            elif kind == "N":
                stacks, _bids, cards = clause[1:].split("_")
                hand.stacks = [int(x) for x in stacks.split(",")]
                if variant == "auction" and cards:
                    hand.cards = cards.split(",")
                hand.auction_done = True
                hand.to_act = 1
            elif kind in "OD":
                bidding = False
        last = clauses[-1][0]
        if last in "OD":
            reply = "K"
        else:
            reply = decide(hand, variant, big_blind, bidding and not hand.auction_done, rng)
        stream.write(reply + "\n")
        stream.flush()


if __name__ == "__main__":
    main()
