"""Seeded games digested step by step, to compare the compiled and the pure-Python engine.

    python -m tests.build_digest [GAMES_PER_GAME]     # prints {"build": ..., "games": {game: [[...], ...]}}

Each game is played from the arena's deals (every pairing of the bundled decks): random against
random, and every third game the one-ply heuristic (which resamples and clones) against random.
Per step it records the state hash after the action, with a digest of the action and its events;
every 11th step also the hash of a world resampled for the player to move.
"""
from __future__ import annotations

import hashlib
import json
import sys
from typing import Any

from engine import compiled
from engine.ai.arena import MAX_ACTIONS, new_arena_game
from engine.ai.levels import make_agent
from engine.games import IMPLEMENTED
from engine.rng import Rng


def _dump(x: Any) -> bytes:
    return json.dumps(x, sort_keys=True, ensure_ascii=False, default=str).encode()


def steps(game: str, index: int) -> list[str]:
    """One line per step of seeded game `index`: events digest and state hash."""
    state, a_seat = new_arena_game(game, index, 4747)
    heuristic = make_agent("heuristic", index) if index % 3 == 2 else None
    rng = Rng(index)
    out: list[str] = []
    while not state.is_terminal() and len(out) < MAX_ACTIONS:
        p = state.current_player()
        legal = state.legal_actions()
        if heuristic is not None and p == a_seat and len(legal) > 1:
            action = heuristic.choose(state, p)
        else:
            action = rng.choice(legal)
        h = hashlib.sha256(_dump(action.to_json()))
        for e in state.apply_action(action):
            h.update(_dump(e.to_json()))
        line = f"{h.hexdigest()[:16]} {state.state_hash()}"
        if len(out) % 11 == 10 and not state.is_terminal():
            line += " " + state.resample(state.current_player(), len(out)).state_hash()
        out.append(line)
    out.append(f"result {state.result}")
    return out


def digest_all(games_per_game: int) -> dict[str, Any]:
    return {"build": "compiled" if compiled.is_compiled() else "pure",
            "games": {g: [steps(g, i) for i in range(games_per_game)] for g in IMPLEMENTED}}


if __name__ == "__main__":
    print(json.dumps(digest_all(int(sys.argv[1]) if len(sys.argv) > 1 else 6)))
