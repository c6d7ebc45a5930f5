"""Print how often the table asks the player per game and per turn, with the stop policy off
(every decision of the player is a prompt: the table before stops) and with the default stops.

    python benchmarks/prompts_per_game.py [--games 20] [--seed 1] [--game grid ...]

Seeded heuristic-against-heuristic games; the player's seat (0) goes through the table's own stop
policy (desktop/table/stops.py, no Qt): when the policy answers Pass the answer is given without a
prompt, otherwise the heuristic agent answers and that counts as a prompt. "no stops" turns every
step off: what is left are the decisions the table must always ask. "windows": the prompts at
windows (decisions the table could answer Pass to by itself), "responses": those at mere response
windows (GameAdapter.is_response: a stack's priority, not the turn's own choice). Wall and CPU time
per row.
"""
from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from desktop.table.games import adapter_for  # noqa: E402
from desktop.table.stops import StopPolicy, StopSettings  # noqa: E402
from engine.ai.arena import arena_decks, fresh  # noqa: E402
from engine.ai.levels import make_agent  # noqa: E402
from engine.games import get_rules  # noqa: E402

GAMES = ("victory_spark", "vividz", "grid", "phantom_magic_vision")


def play(game: str, seed: int, settings: StopSettings | None) -> tuple[int, int, int, int, int]:
    """One game: (prompts, prompts at windows, prompts at mere response windows, the player's
    decisions, turns). `settings` None: the policy is off."""
    rules, adapter = get_rules(game), adapter_for(game)
    decks = arena_decks(game)
    s = rules.new_game([fresh(decks[seed % len(decks)][1]), fresh(decks[(seed + 1) % len(decks)][1])], seed)
    agents = {0: make_agent("heuristic", 2 * seed + 1), 1: make_agent("heuristic", 2 * seed + 2)}
    policy = StopPolicy(adapter, settings, 0) if settings is not None else None
    if policy is not None:
        policy.reset(s)
    kinds = StopPolicy(adapter, StopSettings.defaults(adapter), 0)  # only to tell windows (stateless)
    prompts = windows = responses = decisions = 0
    while not s.is_terminal() and s.turn < 200:
        p = s.current_player()
        legal = s.legal_actions()
        auto = policy.answer(s) if policy is not None and p == 0 else None
        if p == 0:
            decisions += 1
            prompts += auto is None
            window = auto is None and s.decision.kind in adapter.stop_kinds and kinds.window_pass(s) is not None
            windows += window
            responses += window and adapter.is_response(s)
        a = auto or (legal[0] if len(legal) == 1 else agents[p].choose(s, p))
        events = s.apply_action(a)
        if policy is not None:
            policy.observe(events)
    return prompts, windows, responses, decisions, max(1, s.turn)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=20)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--game", action="append", choices=GAMES)
    args = ap.parse_args()
    print(f"{'game':<22}{'stops':<10}{'prompts/game':>13}{'per turn':>9}{'windows':>8}{'responses':>10}{'decisions':>10}{'turns':>7}"
          f"{'wall s':>8}{'cpu s':>7}")
    for game in args.game or GAMES:
        adapter = adapter_for(game)
        rows = (("before", None), ("default", StopSettings.defaults(adapter)),
                ("no stops", StopSettings(frozenset(), frozenset())))
        for name, settings in rows:
            w0, c0 = time.perf_counter(), time.process_time()
            res = [play(game, args.seed + g, settings) for g in range(args.games)]
            wall, cpu = time.perf_counter() - w0, time.process_time() - c0
            prompts = statistics.mean(r[0] for r in res)
            per_turn = statistics.mean(r[0] / r[4] for r in res)
            windows = statistics.mean(r[1] for r in res)
            responses = statistics.mean(r[2] for r in res)
            dec = statistics.mean(r[3] for r in res)
            turns = statistics.mean(r[4] for r in res)
            print(f"{game:<22}{name:<10}{prompts:>13.1f}{per_turn:>9.2f}{windows:>8.1f}{responses:>10.1f}{dec:>10.1f}{turns:>7.1f}"
                  f"{wall:>8.1f}{cpu:>7.1f}", flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
