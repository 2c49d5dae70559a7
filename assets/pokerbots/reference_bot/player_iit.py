"""felt's reference pokerbot with the IIT Pokerbots 2026 settings (Sneak Peek Hold'em, stack
5000, blinds 10/20): `python3 player_iit.py PORT`, the IIT layout."""
import sys

import player

if __name__ == "__main__":
    sys.argv = [sys.argv[0], "--variant", "sneak-peek", "--stack", "5000", "--big-blind", "20"] + sys.argv[1:]
    player.main()
