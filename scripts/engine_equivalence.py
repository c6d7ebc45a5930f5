"""Prove an engine change keeps game behaviour: play many seeded games and digest everything.

For each game (bundled decks, engine.ai.arena.new_arena_game) it plays seeded random-vs-random
games and a smaller number of heuristic-vs-random games (the heuristic agent resamples and
clones, so determinization is exercised too). Per game it hashes the action sequence, every
event of every apply (structured and rendered in English for an observer), a resampled
world every few actions, and the final state's snapshot, both players' views and its result.

    python scripts/engine_equivalence.py record OUT.json [--random N] [--heuristic M]
    python scripts/engine_equivalence.py check OUT.json      # replays the same games, compares
    python scripts/engine_equivalence.py record OUT.json --no-worlds --heuristic 0
        # the rules alone, for a change that samples other worlds on purpose (the heuristic's
        # answers depend on its worlds, so its games are left out too)

`check` reports the first differing game of each game id and exits 1 if any differs."""
from __future__ import annotations

import argparse
import hashlib
import json
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine.ai.arena import MAX_ACTIONS, new_arena_game  # noqa: E402
from engine.ai.levels import make_agent  # noqa: E402
from engine.games import IMPLEMENTED  # noqa: E402
from engine.state import State  # noqa: E402

RESAMPLE_EVERY = 37  # actions between two digested resampled worlds


def _dump(x: Any) -> bytes:
    return json.dumps(x, sort_keys=True, ensure_ascii=False, default=str).encode()


def play_one(game: str, index: int, agent: str, worlds: bool = True) -> str:
    """The digest of one seeded game: `agent` ("random" or "heuristic") against random."""
    state, a_seat = new_arena_game(game, index, 1)
    agents = {a_seat: make_agent(agent, index * 2 + 1), 1 - a_seat: make_agent("random", index * 2 + 2)}
    h = hashlib.sha256()
    rules = state.rules
    n = 0
    while not state.is_terminal() and n < MAX_ACTIONS:
        p = state.current_player()
        legal = state.legal_actions()
        action = legal[0] if len(legal) == 1 else agents[p].choose(state, p)
        h.update(_dump(action.to_json()))
        events = state.apply_action(action)
        for e in events:
            h.update(_dump(e.to_json()))
            h.update(rules.render_event(state, e, "en", None).encode())
        n += 1
        if worlds and n % RESAMPLE_EVERY == 0 and not state.is_terminal():
            h.update(state.resample(n % 2, n).state_hash().encode())
    h.update(state.state_hash().encode())
    h.update(_dump([state.view(0), state.view(1), state.result]))
    return h.hexdigest()[:24]


def run(games: list[str], n_random: int, n_heur: int, progress: bool = True, worlds: bool = True) -> dict[str, Any]:
    out: dict[str, Any] = {"random": n_random, "heuristic": n_heur, "worlds": worlds, "games": {}}
    for g in games:
        t0, c0 = time.perf_counter(), time.process_time()
        digs = {"random": [play_one(g, i, "random", worlds) for i in range(n_random)],
                "heuristic": [play_one(g, i, "heuristic", worlds) for i in range(n_heur)]}
        out["games"][g] = digs
        if progress:
            print(f"{g}: {n_random} random + {n_heur} heuristic games, "
                  f"{time.perf_counter() - t0:.1f}s wall {time.process_time() - c0:.1f}s cpu", flush=True)
    return out


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("mode", choices=("record", "check"))
    ap.add_argument("file")
    ap.add_argument("--random", type=int, default=600, help="random-vs-random games per game id")
    ap.add_argument("--heuristic", type=int, default=12, help="heuristic-vs-random games per game id")
    ap.add_argument("--game", action="append", help="only these game ids (default: all four)")
    ap.add_argument("--no-worlds", action="store_true", help="leave resampled worlds out of the digests")
    args = ap.parse_args()
    games = args.game or list(IMPLEMENTED)
    if args.mode == "record":
        res = run(games, args.random, args.heuristic, worlds=not args.no_worlds)
        Path(args.file).write_text(json.dumps(res, indent=0))
        return 0
    base = json.loads(Path(args.file).read_text())
    games = [g for g in games if g in base["games"]]
    fresh = run(games, base["random"], base["heuristic"], worlds=base.get("worlds", True))
    bad = 0
    for g in games:
        for kind in ("random", "heuristic"):
            old, new = base["games"][g][kind], fresh["games"][g][kind]
            diff = next((i for i, (a, b) in enumerate(zip(old, new, strict=True)) if a != b), None)
            if diff is None:
                print(f"{g} {kind}: all {len(old)} games identical")
            else:
                bad += 1
                print(f"{g} {kind}: game {diff} differs (first of "
                      f"{sum(a != b for a, b in zip(old, new, strict=True))} of {len(old)})")
    return 1 if bad else 0


if __name__ == "__main__":
    assert State  # the engine under test is the one on sys.path
    sys.exit(main())
