"""`tcgtable review`: a replay's decisions re-examined from one player's view (engine/ai/review.py)."""
from __future__ import annotations

import argparse
import json
import sys
from typing import Any


def add_command(sub: Any) -> argparse.ArgumentParser:
    p = sub.add_parser("review", help="re-examine a player's decisions in a replay and mark the clearly worse ones",
                       description="Re-run a replay and, at each decision of the player with a choice, rate every "
                                   "option from that player's view (sampled worlds, the game's learned value as a "
                                   "win chance); print the win chance over the game and the decisions where another "
                                   "option was at least 10 points better. Seeded: the same command gives the same "
                                   "review.")
    p.add_argument("replay", metavar="REPLAY", help="a replay file")
    p.add_argument("--player", type=int, choices=(0, 1), default=None,
                   help="the seat to review (default: the seat labelled as you, else 0)")
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--lang", choices=("en", "ja"), default="en")
    p.add_argument("--json", action="store_true", help="print the review as JSON")
    p.set_defaults(func=run)
    return p


def run(args: argparse.Namespace) -> int:
    from engine.actions import Action
    from engine.ai.review import review_replay
    from engine.ai.value import ValueModelError
    from engine.errors import EngineError
    from engine.playerwords import player_parts
    from engine.replay import read_replay, replay_states

    try:
        data = read_replay(args.replay)
        player = args.player
        if player is None:
            player = next((i for i, n in enumerate(data.get("players", [])) if player_parts(str(n)) == ("you", None)), 0)
        review = review_replay(data, player, args.seed)
    except (EngineError, ValueModelError, OSError) as e:
        print(f"tcgtable review: {e}", file=sys.stderr)
        return 2
    assert review is not None
    if args.json:
        print(json.dumps(review))
        return 0
    marked = {m["position"]: m for m in review["moments"]}
    print(f"{args.replay}: player {player} ({data['players'][player]}), {review['decisions']} decisions with a choice, "
          f"{len(marked)} where another option was at least {100 * review['margin']:.0f} points better")
    if review.get("hints"):
        print(f"hints asked at answers {', '.join(str(h + 1) for h in review['hints'])}")
    ch = review["chances"]
    print("win chance by position: " + " ".join(f"{100 * c:.0f}" for c in ch[:: max(1, len(ch) // 20)]))
    for n, (state, _e, _a) in enumerate(replay_states(data, args.replay)):
        m = marked.get(n)
        if m is None:
            continue
        say = state.rules.describe_action
        chosen = say(state, Action.from_json(m["chosen"]), args.lang)
        best = say(state, Action.from_json(m["best"]), args.lang)
        print(f"  answer {n + 1} (turn {state.turn}): chose {chosen} ({100 * m['chosen_chance']:.0f}%), "
              f"better {best} ({100 * m['best_chance']:.0f}%)" + (" [hint asked]" if m.get("hinted") else ""))
    return 0
