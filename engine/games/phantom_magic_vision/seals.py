"""Words that remove other cards as a card arrives: 連結 (10.20, A23, A26) and オーバードライブ
(10.33, A26). The spell break (壱符 / 弐符) is in spellbreak.py."""
from __future__ import annotations

from typing import Any

from ... import stack
from ...actions import Action, Decision
from ...state import State
from . import core
from .zones import zone_name

DONE, DECLINE = Action("done"), Action("decline")
FINISH = -1  # step: the cards are chosen; remove them


def needs_exile_cost(state: State, iid: int) -> bool:
    a = state.defs[iid].attrs
    return bool(a.get("link")) or "overdrive" in a.get("keywords", ())


def _link_candidates(state: State, iid: int, p: int, part: dict[str, str], chosen: tuple[int, ...]) -> list[int]:
    """A23: a different card per listed name from p's 場, hand or 冥界, never the card itself."""
    out = []
    for z in ("field", "hand", "graveyard"):
        for c in state.zones[f"{p}.{z}"]:
            if c != iid and c not in chosen and core.name_contains(state, c, part):
                out.append(c)
    return out


def _overdrive_candidates(state: State, iid: int, p: int, chosen: tuple[int, ...]) -> list[int]:
    """10.33.2.a: characters in p's 冥界 whose name contains this card's 術者, or spells with the same 術者."""
    caster = state.defs[iid].attrs.get("caster")
    if not caster:
        return []
    out = []
    for c in state.zones[f"{p}.graveyard"]:
        if c in chosen:
            continue
        d = state.defs[c]
        if (d.type == "character" and core.name_contains(state, c, caster)) or \
                (d.type == "spell" and d.attrs.get("caster") == caster):
            out.append(c)
    return out


def t_exile_cost(state: State, t: tuple[Any, ...]) -> None:
    """("pmv_exile_cost", card, obj, player, step, chosen): step < len(link) asks for the card of the
    step-th name; then オーバードライブ's cards (one or more); then they are removed together."""
    _, iid, obj, p, step, chosen = t
    if state.obj[iid] != obj:
        return
    links = state.defs[iid].attrs.get("link") or []
    overdrive = "overdrive" in state.defs[iid].attrs.get("keywords", ())
    if step == FINISH or (step >= len(links) and not overdrive):
        _remove_chosen(state, p, chosen)
        return
    if step < len(links):
        cands = _link_candidates(state, iid, p, links[step], chosen)
        if not cands:
            _fail(state, iid)
            return
        state.decision = Decision(p, "link", (*(Action("choose", (c,)) for c in cands), DECLINE),
                                  ("pmv_exile_answer", iid, obj, p, step, chosen), ("link", links[step]["en"]))
        return
    od_chosen = chosen[len(links):]
    cands = _overdrive_candidates(state, iid, p, chosen)
    if not cands:
        if od_chosen:
            _remove_chosen(state, p, chosen)
        else:
            _fail(state, iid)
        return
    opts = tuple(Action("choose", (c,)) for c in cands) + ((DONE,) if od_chosen else (DECLINE,))
    state.decision = Decision(p, "overdrive", opts, ("pmv_exile_answer", iid, obj, p, step, chosen),
                              ("overdrive", len(od_chosen)))


def _remove_chosen(state: State, p: int, chosen: tuple[int, ...]) -> None:
    """The chosen cards are removed from the game together."""
    for c in chosen:
        if zone_name(state.zone_of[c]) in core.ON_FIELD:
            core.mark(state, c, core.BANISHING)
        else:
            core.put(state, c, f"{state.owner[c]}.removed", cause="banished", by=p)
    core.run_removal(state)


def t_exile_answer(state: State, t: tuple[Any, ...]) -> None:
    _, iid, obj, p, step, chosen, a = t
    if a == DECLINE:
        _fail(state, iid)
        return
    if a == DONE:
        state.tasks.append(("pmv_exile_cost", iid, obj, p, FINISH, chosen))
        return
    links = state.defs[iid].attrs.get("link") or []
    nxt = step + 1 if step < len(links) else step  # オーバードライブ: one more card, or done
    state.tasks.append(("pmv_exile_cost", iid, obj, p, nxt, chosen + (a.args[0],)))


def _fail(state: State, iid: int) -> None:
    """10.20.3 / 10.33.3 / A26: the card is removed from the game at once and its play (or its
    arrival) fails; it still counted as played."""
    if zone_name(state.zone_of[iid]) == "play":
        for it in stack.items(state):
            if it[2] == iid and it[1] == "card":
                stack.remove(state, it[0])
    core.emit(state, "failed", player=state.owner[iid], iid=iid, card=state.defs[iid].id)
    core.put(state, iid, f"{state.owner[iid]}.removed", cause="failed")


TASKS = {"pmv_exile_cost": t_exile_cost, "pmv_exile_answer": t_exile_answer}
