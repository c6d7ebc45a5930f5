"""Missions (304.6, 1005, 1006, 1113, 1114; ruling V6): check and clear conditions are data on
the card, `attrs.check` / `attrs.clear`, each a list of {action, count, where?, player?}.
The condition effect (1005.1) counts the turn player's actions in the main phase; a mission
whose check conditions are all met is checked (slept, 1006.1); in the mission phase a checked
mission whose clear conditions are met is cleared (turned face down, 704.3a, 1114.1)."""
from __future__ import annotations

from typing import Any

from ...state import REST, REVERSE, STAND, State
from .core import set_mission
from .mission_counts import PARTS, counts, record

__all__ = ["PARTS", "counts", "record"]  # the counting half lives in mission_counts (core records)


def satisfied(state: State, m: int, part: str, got: dict[tuple[int, str, int], int] | None = None) -> bool:
    """304.6d: every condition of the part is met."""
    got = counts(state) if got is None else got
    conds = state.defs[m].attrs.get(part, ())
    return bool(conds) and all(got.get((m, part, i), 0) >= c.get("count", 1) for i, c in enumerate(conds))


def to_check(state: State) -> list[int]:
    """1006.1: the turn player's face-up, reported missions whose check conditions are met. Ruling:
    only in the main phase, where the conditions are counted (1005.1) and checking is done (703.2)."""
    if state.phase != "main":
        return []
    # every condition needs a count of 1 or more (V6, zones._conditions), so a mission none of
    # whose check conditions has been counted yet is not met: no counting for it (asked before
    # every priority; most windows have nothing counted for a check)
    mc = state.flags.get("mcount")
    if not mc:
        return []
    last = _READ
    if last[0] is not mc:  # the counts change only with a new tuple (mission_counts.record)
        last = _read(mc)
    counted, got = last[1], last[2]
    if not counted:
        return []
    orient, defs = state.orient, state.defs
    ms = [m for m in state.zones[_MISSION_KEY[state.turn_player]]
          if m in counted and orient[m] == STAND and defs[m].attrs.get("check")]
    if not ms:
        return []
    return [m for m in ms if satisfied(state, m, "check", got)]


# The last counts tuple to_check read, with the missions it counts a check condition of and its
# counts as a dict (never changed after): a turn asks before every priority with the same counts,
# and a search's worlds share the tuple. Replaced in one assignment, so threads only ever miss.
_READ: tuple[Any, frozenset[int], dict[tuple[int, str, int], int]] = ((), frozenset(), {})


def _read(mc: tuple[tuple[int, str, int, int], ...]) -> tuple[Any, frozenset[int], dict[tuple[int, str, int], int]]:
    global _READ
    _READ = (mc, frozenset(e[0] for e in mc if e[1] == "check"), {(m, part, i): n for m, part, i, n in mc})
    return _READ


_MISSION_KEY = ("0.mission", "1.mission")


def mission_phase_clear(state: State) -> None:
    """704.3: checked (sleeping) missions are cleared if their clear conditions are met (704.3a),
    and the others are reported (704.3b, V2)."""
    tp = state.turn_player
    got = counts(state)
    sleeping = [m for m in state.zones[f"{tp}.mission"] if state.orient[m] == REST]
    clear = [m for m in sleeping if satisfied(state, m, "clear", got)]
    for m in clear:
        set_mission(state, m, REVERSE, "clear")
    for m in sleeping:
        if m not in clear:
            set_mission(state, m, STAND, "not_cleared")


def all_cleared(state: State, p: int) -> bool:
    ms = state.zones[_MISSION_KEY[p]]
    return bool(ms) and all(state.orient[m] == REVERSE for m in ms)


def cleared_count(state: State, p: int) -> int:
    return sum(1 for m in state.zones[f"{p}.mission"] if state.orient[m] == REVERSE)
