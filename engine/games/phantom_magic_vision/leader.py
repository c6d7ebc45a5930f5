"""リーダー and 人気 (10.34, A17): one leader a player (10.34.3; the limit may change, setlimits.py), 人気 set from the deck top when it
is played (b) and when the opponent takes damage in your turn (c, once a turn: core.lose_life), spent to stop the
next damage in the opponent's turn (d), trimmed to one at the end of a turn with four or more (e);
the leader's own effects by its 人気 count (the `popularity` condition)."""
from __future__ import annotations

from typing import Any

from ... import stack
from ...actions import Action, Decision
from ...state import State
from . import core, setlimits


def entering(state: State, iid: int, p: int) -> bool:
    """10.34.3 / A17: a leader entering p's 場 while p has as many as p's limit (one, unless a
    continuous effect changes it: setlimits.py) fails (to its 冥界); 10.15.3 / A16: so does an
    装備/場 card, played or put there by an effect. False then."""
    kind = "leader" if core.is_leader(state, iid) else "field_equip" if core.set_kind(state, iid) == "field_equip" else None
    if kind is None:
        return True
    there = [c for c in setlimits.field_cards(state, p, kind) if c != iid]
    if len(there) >= setlimits.player_limit(state, p, kind):
        core.emit(state, "failed", player=p, iid=iid, card=state.defs[iid].id)
        core.put(state, iid, f"{state.owner[iid]}.graveyard", cause="set_failed")
        return False
    return True


def add_popularity(state: State, leader: int) -> None:
    """The top card of the leader's controller's deck is set under it as 人気."""
    p = state.owner[leader]
    deck = state.zones[f"{p}.deck"]
    if deck and core.is_character(state, leader):
        core.set_under(state, deck[-1], leader, cause="popularity", popular=True)


def after_entering(state: State, iid: int, played: bool) -> None:
    """10.34.2.b: (自動β) a leader played onto 場 gets its first 人気."""
    if played and core.is_leader(state, iid):
        add_popularity(state, iid)


def shield_options(state: State, p: int) -> list[Action]:
    """10.34.2.d: (相手ターン) 0 — a leader with 人気, in the opponent's turn."""
    if state.turn_player == p or not state.flags.get(core.POPULAR):  # no 人気 anywhere: no leader has one
        return []
    waiting = {it[2] for it in stack.items(state) if it[1] == "keyword"}
    return [Action("keyword", (c, "leader_shield")) for c in core.characters(state, p)
            if core.is_leader(state, c) and core.popularity(state, c) and c not in waiting]


def resolve_shield(state: State, leader: int, obj: int) -> None:
    """破棄 one 人気 (its controller chooses which, 10.34.2.d), and this turn the next damage to the
    leader's controller is negated (A17: each use one more shield)."""
    if state.obj[leader] != obj:
        return
    pop = core.popularity(state, leader)
    if not pop:
        return
    p = state.owner[leader]
    if len(pop) > 1:
        state.decision = Decision(p, "choose", tuple(Action("choose", (c,)) for c in pop),
                                  ("pmv_shield_answer", leader, obj), ("popularity",))
        return
    core.auto_chosen(state, p, pop[0])
    _shield(state, leader, pop[0])


def t_shield_answer(state: State, t: tuple[Any, ...]) -> None:
    _, leader, obj, a = t
    c = a.args[0]
    core.emit(state, "chosen", player=state.owner[leader], card=state.defs[c].id, iid=c)
    if state.obj[leader] == obj and c in core.popularity(state, leader):
        _shield(state, leader, c)


def _shield(state: State, leader: int, pop: int) -> None:
    p = state.owner[leader]
    core.put(state, pop, f"{state.owner[pop]}.graveyard", cause="destroyed")
    shields = list(state.flags.get("shields", (0, 0)))
    shields[p] += 1
    state.flags["shields"] = tuple(shields)
    core.emit(state, "shielded", player=p, iid=leader, card=state.defs[leader].id)


def end_of_turn(state: State) -> None:
    """10.34.2.e: (自動γ) a leader with 4 or more 人気 keeps one (its controller chooses, A17)."""
    for p in (0, 1):
        for c in core.characters(state, p):
            if core.is_leader(state, c) and len(core.popularity(state, c)) >= 4:
                entry = (c, state.obj[c], p, "popularity_trim", c, state.obj[c], 0)
                state.flags["kw_pending"] = state.flags.get("kw_pending", ()) + (entry,)


def resolve_trim(state: State, leader: int, obj: int) -> None:
    if state.obj[leader] != obj or len(core.popularity(state, leader)) < 4:
        return
    pop = core.popularity(state, leader)
    state.decision = Decision(state.owner[leader], "keep_popularity", tuple(Action("choose", (c,)) for c in pop),
                              ("pmv_trim_answer", leader), ("keep_popularity",))


def t_trim_answer(state: State, t: tuple[Any, ...]) -> None:
    _, leader, a = t
    for c in core.popularity(state, leader):
        if c != a.args[0]:
            core.put(state, c, f"{state.owner[c]}.graveyard", cause="destroyed")


def popularity_condition(state: State, cond: dict[str, Any], ctrl: int, src: int, ctx: dict[str, Any]) -> bool:
    r = cond["popularity"]
    n = len(core.popularity(state, src)) if src >= 0 else 0
    return r.get("min", 0) <= n <= r.get("max", 10**9)


TASKS = {"pmv_trim_answer": t_trim_answer, "pmv_shield_answer": t_shield_answer}
