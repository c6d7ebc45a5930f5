"""Vividz: replacement effects (912) on zone moves, and damage (1101) with its replacement."""
from __future__ import annotations

from typing import Any

from ... import interp
from ...actions import Action, Decision
from ...state import State
from . import core
from .ability_table import ability_index, controller
from .core import emit
from .zones import ability_active_at, zone_name


def replacements_for(state: State, on: str, iid: int, data: dict[str, Any], applied: tuple) -> list[tuple[int, int]]:
    repls = ability_index(state)[1]
    out = []
    for src, idxs in repls:
        key = state.zone_of[src]
        if key.endswith("deck"):
            continue
        d = state.defs[src]
        for ai in idxs:
            if (src, ai) in applied:
                continue  # each replacement applies to an event at most once
            ab = d.abilities[ai]
            if not ability_active_at(state, src, ab, key):
                continue
            r = ab["replaces"]
            kind = r["on"]
            if kind == "defeated":
                if on != "move" or data.get("cause") != "defeat":
                    continue
            elif kind != on:
                continue
            if r.get("card") == "self":
                if src != iid:
                    continue
            elif r.get("card") is not None and not interp.match_filter(state, iid, r["card"], src):
                continue
            if "from" in r and r["from"] != data.get("frm"):
                continue
            if "to" in r and r["to"] != data.get("to"):
                continue
            ctrl = controller(state, src)
            if "player" in r and r["player"] != "any" and (state.owner[iid] == ctrl) != (r["player"] == "you"):
                continue
            if "by" in r and not _by_matches(r["by"], data.get("src", {}), src, ctrl):
                continue
            if "condition" in ab and not interp.check_condition(state, ab["condition"], ctrl, src, {}):
                continue
            out.append((src, ai))
    return out


def _by_matches(by: str, info: dict[str, Any], src: int, ctrl: int) -> bool:
    """`by` of a replacement (as of a trigger): the event is by this card's effect (self) or by an
    effect that player controls (core.source_data, 914.2)."""
    if by == "self":
        return info.get("by") == src
    return info.get("by_player") is not None and (info["by_player"] == ctrl) == (by == "you")


def t_move(state: State, t: tuple[Any, ...]) -> None:
    """("vz_move", items, cause, by, applied, origin): move cards at once unless replaced (912.1).
    items: ((iid, obj, key, top[, by of this card]), ...). Cards already gone (a new object) are
    not moved (913.2)."""
    _, items, cause, by, applied, origin = t
    live = [it for it in items if state.obj[it[0]] == it[1] and state.zone_of[it[0]] != it[2]]
    if not live:
        return
    for n, it in enumerate(live):
        iid, obj, key, top = it[:4]
        ib = it[4] if len(it) > 4 else by
        data = {"frm": zone_name(state.zone_of[iid]), "to": zone_name(key), "cause": cause,
                "src": core.source_data(ib if isinstance(ib, dict) else {})}
        reps = replacements_for(state, "move", iid, data, applied)
        if reps:
            rest = tuple(live[:n] + live[n + 1:])
            if rest:
                state.tasks.append(("vz_move", rest, cause, by, applied, origin))
            _offer_replacement(state, reps, (iid, obj), ("vz_move", ((iid, obj, key, top),), cause, ib,
                                                         applied, origin), applied, ib)
            return
    bys = {it[0]: it[4] for it in live if len(it) > 4}
    core.move_cards(state, [(it[0], it[2], it[3]) for it in live], cause, by, dict(origin) if origin else None,
                    bys or None)


def _offer_replacement(state: State, reps: list[tuple[int, int]], it: tuple[int, int], original: tuple[Any, ...],
                       applied: tuple, by: Any = None) -> None:
    """912.2: the turn player chooses which replacement applies first; an optional one alone asks
    its controller whether to apply it."""
    optional = all(state.defs[s].abilities[a].get("optional") for s, a in reps)
    if len(reps) == 1 and not optional:
        _apply_replacement(state, reps[0], it, applied, by)
        return
    opts = tuple(Action("replace", (s, a)) for s, a in reps)
    if optional:
        opts += (Action("no_replace"),)
    who = state.turn_player if len(reps) > 1 else controller(state, reps[0][0])
    state.decision = Decision(who, "replacement", opts, ("vz_replace_answer", original, it, applied, tuple(reps), by),
                              ("replacement",))


def t_replace_answer(state: State, t: tuple[Any, ...]) -> None:
    _, original, it, applied, reps, by, action = t
    if action.kind == "no_replace":  # declined: the event happens, these replacements set aside
        skip = applied + tuple(tuple(r) for r in reps)
        state.tasks.append(original[:-1] + (skip,) if original[0] == "vz_damage" else original[:4] + (skip,) + original[5:])
        return
    _apply_replacement(state, tuple(action.args), it, applied, by)


def _apply_replacement(state: State, rep: tuple[int, int], it: tuple[int, int], applied: tuple, by: Any = None) -> None:
    src, ai = rep
    d = state.defs[src]
    cid = interp.new_ctx(state, src, controller(state, src), d.id, ai)
    state.ctx[cid]["$it"] = (tuple(it),)
    state.ctx[cid]["applied"] = applied + ((src, ai),)
    if by:  # 914.2b: the replacing event keeps the source of the replaced one
        state.ctx[cid]["by_src"] = tuple(sorted(by.items()))
    emit(state, "replaced", card=d.id, ability=ai, iid=it[0], target=state.defs[it[0]].id)
    state.tasks.append(("vz_resolve_ctx", cid, ("instead",)))


def request_move(state: State, iid: int, key: str, top: bool = True, cause: str = "effect", by: Any = None,
                 applied: tuple = (), origin: Any = None) -> None:
    state.tasks.append(("vz_move", ((iid, state.obj[iid], key, top),), cause, by, applied, origin))


def request_moves(state: State, items: list[tuple[int, str]], cause: str, by: Any = None, applied: tuple = ()) -> None:
    if items:
        state.tasks.append(("vz_move", tuple((i, state.obj[i], k, True) for i, k in items), cause, by, applied, None))


# -- damage (1101) and its replacement ---------------------------------------------------------------
def request_damage(state: State, iid: int, amount: int, src: dict[str, Any], applied: tuple = ()) -> None:
    state.tasks.append(("vz_damage", iid, state.obj[iid], amount, src, applied))


def t_damage(state: State, t: tuple[Any, ...]) -> None:
    """("vz_damage", iid, obj, amount, source, applied): 1101.1 damage accumulates; 1101.2 none if <= 0."""
    _, iid, obj, amount, src, applied = t
    if state.obj[iid] != obj or zone_name(state.zone_of[iid]) != "area" or amount <= 0:
        return
    if "unaffected" in interp.chars(state, iid).flags and src.get("ctrl") is not None \
            and src.get("ctrl") != controller(state, iid) and not src.get("battle"):
        return  # 911.7: it does not receive the opponent's effects
    reps = replacements_for(state, "damaged", iid, {"frm": "area", "cause": "battle" if src.get("battle") else "effect",
                                                     "src": core.source_data(src)}, applied)
    if reps:
        _offer_replacement(state, reps, (iid, obj), ("vz_damage", iid, obj, amount, src, applied), applied, src)
        return
    state.damage[iid] += amount
    state._cache = None
    # 914.3 / 1103.3: remember the source, "fresh" until the next rule-effect check
    state.marks.setdefault(iid, {})["dsrc"] = (src.get("by", -1), src.get("by_card"), bool(src.get("battle")),
                                               src.get("ctrl", -1), 1)
    emit(state, "damaged", iid=iid, card=state.defs[iid].id, player=controller(state, iid), amount=amount,
         total=state.damage[iid], battle=bool(src.get("battle")), **({"by": None} | core.source_data(src)))


TASKS = {
    "vz_move": t_move, "vz_replace_answer": t_replace_answer, "vz_damage": t_damage,
}
