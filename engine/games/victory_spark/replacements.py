"""Victory Spark: replacement effects (7.9) on zone moves."""
from __future__ import annotations

from typing import Any

from ... import interp
from ...actions import Action, Decision
from ...state import State
from .abilities import ability_index, controller
from .core import emit, put, refill_ring
from .zones import ability_active_in, zone_name


def replacements_for(state: State, e_on: str, iid: int, frm: str, to: str, applied: tuple) -> list[tuple[int, int]]:
    repls = ability_index(state)[1]
    out = []
    for src, idxs in repls:
        key = state.zone_of[src]
        zname = zone_name(key)
        d = state.defs[src]
        for ai in idxs:
            if (src, ai) in applied:
                continue  # 7.9.3: each replacement applies to one event at most once
            ab = d.abilities[ai]
            if not ability_active_in(ab, zname):
                continue
            r = ab["replaces"]
            if r["on"] != e_on:
                continue
            if r.get("card") == "self":
                if src != iid:
                    continue
            elif r.get("card") is not None and not interp.match_filter(state, iid, r["card"], src):
                continue
            if "from" in r and r["from"] != frm:
                continue
            if "to" in r and r["to"] != to:
                continue
            if "player" in r and r["player"] != "any" and (state.owner[iid] == controller(state, src)) != (
                    r["player"] == "you"):
                continue  # only the cards of that player (relative to this ability's master)
            if "condition" in ab and not interp.check_condition(state, ab["condition"], controller(state, src), src, {}):
                continue
            first = ab["instead"][0] if ab.get("optional") and ab["instead"] else {}
            if "choose" in first and not interp.select(state, first["choose"], controller(state, src), src):
                continue  # 7.9.4: an optional replacement whose choice cannot be made does not apply
            out.append((src, ai))
    return out


def t_move(state: State, t: tuple[Any, ...]) -> None:
    """("vs_move", iid, obj, dest key, top, cause, applied[, by player]): a move that replacements may change."""
    _, iid, obj, key, top, cause, applied = t[:7]
    if state.obj[iid] != obj:
        return  # the card already left (a new object): nothing to move (7.5.7)
    if key == state.zone_of[iid] and (not key.endswith("deck") or state.zones[key].index(iid) == (
            len(state.zones[key]) - 1 if top else 0)):
        return  # 1.3.3: already there, so the move is not done at all
    frm, to = zone_name(state.zone_of[iid]), zone_name(key)
    reps = replacements_for(state, "move", iid, frm, to, applied)
    if not reps:
        old = state.zone_of[iid]
        put(state, iid, key, top, cause, t[7] if len(t) > 7 else None, refill=False)
        if to == "retire":  # the retire is this move: told before the ring is refilled (3.3.1.3.1)
            emit(state, "retired", iid=iid, card=state.defs[iid].id, player=state.owner[iid], frm=frm)
        if frm == "ring" and not state.flags.get("playing"):
            refill_ring(state, int(old[0]))
        return
    master = controller(state, iid)
    opts = tuple(Action("replace", (s, a)) for s, a in reps)
    if any(state.defs[s].abilities[a].get("optional") for s, a in reps) or len(reps) > 1:
        opts = opts + (Action("no_replace"),) if all(state.defs[s].abilities[a].get("optional") for s, a in reps) else opts
        state.decision = Decision(master, "replacement", opts, ("vs_move_answer", t), ("replacement",))
        return
    _apply_replacement(state, t, reps[0])


def t_move_answer(state: State, t: tuple[Any, ...]) -> None:
    orig, action = t[1], t[2]
    if action.kind == "no_replace":
        _, iid, obj, key, top, cause, applied = orig[:7]
        state.tasks.append(("vs_move", iid, obj, key, top, cause, applied + tuple(
            (s, a) for s, a in replacements_for(state, "move", iid, zone_name(state.zone_of[iid]), zone_name(key), applied)))
            + tuple(orig[7:]))
        return
    _apply_replacement(state, orig, tuple(action.args))


def _apply_replacement(state: State, orig: tuple[Any, ...], rep: tuple[int, int]) -> None:
    _, iid, obj, key, top, cause, applied = orig[:7]
    src, ai = rep
    d = state.defs[src]
    cid = interp.new_ctx(state, src, controller(state, src), d.id, ai)
    state.ctx[cid]["$it"] = ((iid, obj),)
    state.ctx[cid]["applied"] = applied + ((src, ai),)
    emit(state, "replaced", card=d.id, ability=ai, iid=iid, target=state.defs[iid].id)
    state.tasks.append(("end_ctx", cid))
    interp.push_seq(state, cid, ("instead",))


def request_move(state: State, iid: int, key: str, top: bool = True, cause: str = "effect",
                 applied: tuple = (), by: int | None = None) -> None:
    t = ("vs_move", iid, state.obj[iid], key, top, cause, applied)
    state.tasks.append(t if by is None else t + (by,))


TASKS = {
    "vs_move": t_move, "vs_move_answer": t_move_answer,
}
