"""Missions (304.6, 1005, 1006, 1113, 1114; ruling V6): check and clear conditions are data on
the card, `attrs.check` / `attrs.clear`, each a list of {action, count, where?, player?}.
The condition effect (1005.1) counts the turn player's actions in the main phase; a mission
whose check conditions are all met is checked (slept, 1006.1); in the mission phase a checked
mission whose clear conditions are met is cleared (turned face down, 704.3a, 1114.1)."""
from __future__ import annotations

from typing import Any

from ... import interp
from ...events import ev
from ...state import REST, REVERSE, STAND, State

PARTS = ("check", "clear")


def counts(state: State) -> dict[tuple[int, str, int], int]:
    return {(m, part, i): n for m, part, i, n in state.flags.get("mcount", ())}


def _action_matches(want: str, did: str) -> bool:
    return want == did or (want == "play" and did in ("play_chara", "play_event"))


def record(state: State, player: int, action: str, iid: int | None = None, amount: int = 1) -> None:
    """1005.1: each time the turn player does, in the main phase, an action named in a check or
    clear condition of one of their face-up missions, that is counted."""
    if state.phase != "main" or player != state.turn_player or state.result is not None:
        return
    got = counts(state)
    changed = False
    for m in state.zones[f"{player}.mission"]:
        if state.orient[m] == REVERSE:
            continue
        attrs = state.defs[m].attrs
        for part in PARTS:
            for idx, cond in enumerate(attrs.get(part, ())):
                if not _action_matches(cond["action"], action):
                    continue
                if not _subject_ok(state, cond, player, iid):
                    continue
                got[(m, part, idx)] = got.get((m, part, idx), 0) + amount
                changed = True
    if changed:
        state.flags["mcount"] = tuple(sorted((m, part, i, n) for (m, part, i), n in got.items()))
        state.out.append(ev("mission_count", player=player, action=action))


def _subject_ok(state: State, cond: dict[str, Any], player: int, iid: int | None) -> bool:
    who = cond.get("player", "opponent" if cond["action"] == "defeat" else "you")
    if iid is not None and who != "any" and (state.owner[iid] == player) != (who == "you"):
        return False
    f = cond.get("where")
    if not f:
        return True
    if iid is None:
        return False
    getc = None
    m = state.marks.get(iid)
    lki = m.get("lki") if m else None
    if lki is not None and lki[0] == state.obj[iid] - 1:  # it just left the area: as it was there (913.1)
        from .abilities import _lki_getc
        getc = _lki_getc(state, iid, lki)
    return interp.match_filter(state, iid, f, -1, getc)


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
    tp = state.turn_player
    got = counts(state)
    return [m for m in state.zones[f"{tp}.mission"] if state.orient[m] == STAND and satisfied(state, m, "check", got)]


def mission_phase_clear(state: State) -> None:
    """704.3: checked (sleeping) missions are cleared if their clear conditions are met (704.3a),
    and the others are reported (704.3b, V2)."""
    tp = state.turn_player
    got = counts(state)
    sleeping = [m for m in state.zones[f"{tp}.mission"] if state.orient[m] == REST]
    clear = [m for m in sleeping if satisfied(state, m, "clear", got)]
    for m in clear:
        _set_mission(state, m, REVERSE, "clear")
    for m in sleeping:
        if m not in clear:
            _set_mission(state, m, STAND, "not_cleared")


def all_cleared(state: State, p: int) -> bool:
    ms = state.zones[f"{p}.mission"]
    return bool(ms) and all(state.orient[m] == REVERSE for m in ms)


def cleared_count(state: State, p: int) -> int:
    return sum(1 for m in state.zones[f"{p}.mission"] if state.orient[m] == REVERSE)


def _set_mission(state: State, m: int, which: int, why: str) -> None:
    from .core import set_mission
    set_mission(state, m, which, why)
