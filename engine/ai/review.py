"""Game review: each decision a player made in a replay, re-examined from that player's view only.

For every position where the player had a choice, every option is judged as the Hint judges it
(engine/ai/hint.py: applied on sampled worlds of the player's view, the position after it rated
by the game's learned value as a chance of winning). A decision is marked when the best option's
chance beats the chosen one's by at least MARGIN. The win chance over the game is the learned
value of the player's view at every position. Seeded: the same replay, player and seed give the
same review; hidden cards are never read (only the view and resampled worlds).

`review_replay` returns {"format", "player", "seed", "worlds", "chances": [per position],
"decisions": n, "moments": [{"position", "chosen", "chosen_chance", "best", "best_chance",
"options": [[action, chance], ...]}]} (actions as [kind, args...], the replay's form).
"""
from __future__ import annotations

from collections.abc import Callable
from concurrent.futures import Executor
from typing import Any

from ..replay import replay_states
from .hint import hint_options
from .value import learned_value, resolve_model

FORMAT = 1
MARGIN = 0.10  # a better option by at least 10 points of win chance is "clearly better"
WORLDS = 2


PART = 40  # positions per task: a cancel or a progress step at least this often


def review_replay(data: dict[str, Any], player: int, seed: int = 0, worlds: int = WORLDS,
                  progress: Callable[[int, int], None] | None = None,
                  cancelled: Callable[[], bool] | None = None, jobs: int | None = 1,
                  executor: Executor | None = None) -> dict[str, Any] | None:
    """The review of `player`'s decisions in the replay `data` (None when cancelled between parts).
    The positions are split into parts of PART, played on `jobs` worker processes
    (engine/ai/workers.py; 1: in this process), each re-running the replay up to its part; the
    result does not depend on `jobs`. FormatError/ReplayDiverged for a replay that does not play
    back. `executor`: a process pool to run on instead (engine/ai/workers.run_tasks)."""
    from .workers import run_tasks

    total = len(data["actions"])
    bounds = [(lo, min(lo + PART, total + 1)) for lo in range(0, total + 1, PART)]
    parts: dict[int, dict[str, Any]] = {}
    it = run_tasks(review_part, [(data, player, seed, worlds, lo, hi) for lo, hi in bounds], jobs=jobs,
                   executor=executor)
    try:
        for part in it:
            parts[part["from"]] = part
            if progress is not None:
                progress(min(total, sum(p["to"] - p["from"] for p in parts.values())), total)
            if cancelled is not None and cancelled():
                return None
    finally:
        close = getattr(it, "close", None)
        if close:
            close()
    chances: list[float] = []
    moments: list[dict[str, Any]] = []
    for lo, _hi in bounds:
        chances += parts[lo]["chances"]
        moments += parts[lo]["moments"]
    # the player's decisions where they asked for a hint (the replay's `hints`, docs/replays.md)
    hints = sorted({h for h in data.get("hints", []) if 0 <= h < total and data["actions"][h][0] == player})
    for m in moments:
        m["hinted"] = m["position"] in hints
    return {"format": FORMAT, "player": player, "seed": seed, "worlds": worlds, "margin": MARGIN,
            "chances": chances, "decisions": sum(p["decisions"] for p in parts.values()), "moments": moments,
            "hints": hints}


def review_part(task: tuple[dict[str, Any], int, int, int, int, int]) -> dict[str, Any]:
    """Positions lo..hi-1 of a review (a top-level function: workers run it): the replay is
    re-run to hi, and each of those positions judged."""
    data, player, seed, worlds, lo, hi = task
    model = resolve_model("game", str(data["game"]))
    actions = data["actions"]
    total = len(actions)
    chances: list[float] = []
    moments: list[dict[str, Any]] = []
    decisions = 0
    for n, (state, _events, _action) in enumerate(replay_states(data)):
        if n >= hi:
            break
        if n < lo:
            continue
        chances.append(round((learned_value(state, player, model) + 1.0) / 2.0, 4))
        if n >= total or state.is_terminal() or state.current_player() != player or len(state.legal_actions()) < 2:
            continue
        seat, raw = actions[n]
        if seat != player:
            continue
        decisions += 1
        rated = hint_options(state, player, (seed * 1_000_003 + n) & ((1 << 62) - 1), worlds,
                             top=len(state.legal_actions()))
        if not rated:
            continue
        chosen = next((c for a, c in rated if a.to_json() == raw), None)
        best_a, best_c = rated[0]
        if chosen is not None and best_c - chosen >= MARGIN:
            moments.append({"position": n, "chosen": raw, "chosen_chance": round(chosen, 4),
                            "best": best_a.to_json(), "best_chance": round(best_c, 4),
                            "options": [[a.to_json(), round(c, 4)] for a, c in rated[:3]]})
    return {"from": lo, "to": hi, "chances": chances, "moments": moments, "decisions": decisions}
