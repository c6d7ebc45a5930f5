"""Golden playthroughs: a seeded random game written out as every action and its events.

Regenerate after an intended behaviour change with:  python -m tests.golden_playthrough
"""
from __future__ import annotations

import json
import sys
from pathlib import Path

from engine.games import get_rules
from engine.rng import Rng

GOLDEN = Path(__file__).parent / "golden"
CASES = [("victory_spark", 1), ("victory_spark", 2), ("victory_spark", 3)]
CASES += [("vividz", 1), ("vividz", 2)]
CASES += [("grid", 1), ("grid", 2)]
CASES += [("phantom_magic_vision", 1), ("phantom_magic_vision", 2)]


def playthrough(game: str, seed: int) -> str:
    from tests.helpers import precon_decks
    rules = get_rules(game)
    state = rules.new_game(precon_decks(game), seed)
    rng = Rng(seed + 7919)
    lines = [f"# {game} seed {seed}: random vs random, preconstructed decks"]
    for e in state.out:
        lines.append(f"  {json.dumps(e.to_json(), ensure_ascii=False, sort_keys=True)}")
    while not state.is_terminal():
        p = state.current_player()
        a = rng.choice(state.legal_actions())
        lines.append(f"P{p} {json.dumps(a.to_json())} :: {rules.describe_action(state, a)}")
        for e in state.apply_action(a):
            lines.append(f"  {json.dumps(e.to_json(), ensure_ascii=False, sort_keys=True)}")
    lines.append(f"RESULT {json.dumps(list(state.result))} turns={state.turn} hash={state.state_hash()}")
    return "\n".join(lines) + "\n"


def path(game: str, seed: int) -> Path:
    return GOLDEN / f"{game}_seed{seed}.txt"


if __name__ == "__main__":
    GOLDEN.mkdir(exist_ok=True)
    for g, s in CASES:
        path(g, s).write_text(playthrough(g, s), encoding="utf-8")
        print(f"wrote {path(g, s)}")
    sys.exit(0)
