"""Counting mission conditions (1005.1): each action of the turn player in the main phase that a
check or clear condition of their face-up missions names. A floor below core, which records the
actions as they happen; missions.py checks and clears the missions from these counts."""
from __future__ import annotations

from typing import Any

from ... import interp
from ...cards import CardDef
from ...events import ev
from ...state import REVERSE, State
from .lki import lki_getc

PARTS = ("check", "clear")


def counts(state: State) -> dict[tuple[int, str, int], int]:
    return {(m, part, i): n for m, part, i, n in state.flags.get("mcount", ())}


_PLAYS = ("play_chara", "play_event")  # what a condition's action "play" counts


def _action_matches(want: str, did: str) -> bool:
    return want == did or (want == "play" and did in _PLAYS)


def record(state: State, player: int, action: str, iid: int | None = None, amount: int = 1) -> None:
    """1005.1: each time the turn player does, in the main phase, an action named in a check or
    clear condition of one of their face-up missions, that is counted."""
    if state.phase != "main" or player != state.turn_player or state.result is not None:
        return
    got: dict[tuple[int, str, int], int] | None = None  # read only once something counts (asked at every move)
    for m in state.zones[f"{player}.mission"]:
        if state.orient[m] == REVERSE:
            continue
        d = state.defs[m]
        named = _NAMED.get(d)
        if named is None:
            named = _NAMED[d] = _named(d)
        if action not in named:  # most counted actions are named by none of the missions
            continue
        attrs = d.attrs
        for part in PARTS:
            for idx, cond in enumerate(attrs.get(part, ())):
                if not _action_matches(cond["action"], action):
                    continue
                if not _subject_ok(state, cond, player, iid):
                    continue
                if got is None:
                    got = counts(state)
                got[(m, part, idx)] = got.get((m, part, idx), 0) + amount
    if got is not None:
        state.flags["mcount"] = tuple(sorted((m, part, i, n) for (m, part, i), n in got.items()))
        state.out.append(ev("mission_count", player=player, action=action))


_NAMED: dict[CardDef, frozenset[str]] = {}  # per mission definition: the actions its conditions count


def _named(d: CardDef) -> frozenset[str]:
    """Every action some check or clear condition of mission `d` counts (_action_matches)."""
    out: set[str] = set()
    for part in PARTS:
        for cond in d.attrs.get(part, ()):
            out.add(cond["action"])
            if cond["action"] == "play":
                out.update(_PLAYS)
    return frozenset(out)


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
        getc = lki_getc(state, iid, lki)
    return interp.match_filter(state, iid, f, -1, getc)
