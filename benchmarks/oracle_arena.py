"""How much could knowing the opponent's hidden cards give the search? An upper bound.

    python benchmarks/oracle_arena.py --game G [--games 200] [--seed 4401] [--records FILE]

Plays the arena match "hard against normal" (the ladder's pairing, the same decks and seats per
game index as `tcgtable arena`, so `benchmarks/paired_arena.py` pairs it with the ladder's
records), except that hard's sampled worlds keep the true identity of every card outside the
decks: the opponent's hand, face-down cards, set-aside cards. Deck orders are still redrawn.

Weighting the sampled worlds by what the opponent did (issue 44) can at best find the
opponent's true hidden cards; this search is handed them. So its win rate is a ceiling for
what any such opponent model adds to hard, measured without building one. It cheats: it lives
here, outside `engine/`, and no agent spec can turn it on (tests/ai/test_oracle_bench.py checks
that the patch stays inside this process's `with` block).

The records' A agent is named "hard+oracle". `--records` makes the run resumable like the
arena's own.
"""
from __future__ import annotations

import argparse
import contextlib
import json
import sys
import time
from collections.abc import Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from engine import compiled, knowledge  # noqa: E402
from engine.ai import arena, ismcts  # noqa: E402
from engine.ai.levels import make_agent  # noqa: E402
from engine.state import State  # noqa: E402

ORACLE = "hard+oracle"


def _revealed(state: State, p: int) -> dict[int, tuple[str, int]]:
    """What `p` knows, plus the true identity of every card outside the two decks."""
    out = dict(_plain_known(state, p))
    decks = {"0.deck", "1.deck"}
    zone_of, defs = state.zone_of, state.defs
    for i in range(len(defs)):
        if i not in out and zone_of[i] not in decks:
            out[i] = (defs[i].id, -1)
    return out


_plain_known = knowledge.known_cards


def _oracle_determinize(state: State, player: int, seed: int) -> State:
    knowledge.known_cards = _revealed
    try:
        return state.resample(player, seed)
    finally:
        knowledge.known_cards = _plain_known


def _make(spec: str, seed: int = 0) -> object:
    agent = make_agent("hard" if spec == ORACLE else spec, seed)
    if spec == ORACLE:
        agent.name = ORACLE
    return agent


@contextlib.contextmanager
def oracle() -> Iterator[None]:
    """Inside: the search's worlds (engine.ai.ismcts only; the heuristic's are untouched) keep
    every non-deck card's identity, and the spec "hard+oracle" names hard with them."""
    if compiled.USED:  # compiled callers of knowledge.known_cards would not see the patch
        raise SystemExit("the oracle patches the pure-Python engine: run it with TCGTABLE_PURE=1")
    saved = ismcts.determinize, arena.make_agent
    ismcts.determinize, arena.make_agent = _oracle_determinize, _make
    try:
        yield
    finally:
        ismcts.determinize, arena.make_agent = saved


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--game", required=True)
    ap.add_argument("--games", type=int, default=200)
    ap.add_argument("--seed", type=int, default=4401)
    ap.add_argument("--b", default="normal")
    ap.add_argument("--records")
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args(argv)
    t0, c0 = time.perf_counter(), time.process_time()

    def show(p: arena.Progress) -> None:
        print(f"\r{p.done}/{p.total} games, A {p.a_wins}", end="", file=sys.stderr, flush=True)

    with oracle():  # jobs=1: every game in this process, where the patch holds
        res = arena.run_arena(args.game, ORACLE, args.b, args.games, args.seed, jobs=1,
                              progress=show, records=args.records)
    print(file=sys.stderr)
    res["wall_seconds"] = time.perf_counter() - t0
    res["cpu_seconds"] = time.process_time() - c0
    print(json.dumps(res, indent=1) if args.json else arena.format_report(res))
    return 0


if __name__ == "__main__":
    sys.exit(main())
