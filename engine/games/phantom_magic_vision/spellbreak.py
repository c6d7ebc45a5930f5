"""The spell break: 壱符 / 弐符 (10.18, 10.19, A2, A15). A 壱符 character that becomes 決死 waits
on 場 for its (自動γ) (core.mark); as it resolves its owner may put a matching 弐符 character from
the sideboard onto 場 (keywords.seal_check: a 弐符 arriving any other way is removed)."""
from __future__ import annotations

from typing import Any

from ...actions import Action, Decision
from ...state import REST, State
from . import core, play, setlimits


def _second_seals(state: State, iid: int) -> list[int]:
    part = state.defs[iid].attrs["first_seal"]
    p = state.owner[iid]
    return [c for c in state.zones[f"{p}.sideboard"]
            if "second_seal" in state.defs[c].attrs.get("keywords", ()) and state.defs[c].type == "character"
            and core.name_contains(state, c, part)]


def resolve_first_seal(state: State, iid: int, obj: int) -> None:
    """The spell break: the owner may put a matching 弐符 character from the sideboard onto 場
    sleeping (A15: their choice, revealed as it leaves), then may move every set card to it; then
    the 壱符 card goes (it is 決死: removed at the next removal step)."""
    state.flags["keep_doomed"] = tuple(i for i in state.flags.get("keep_doomed", ()) if i != iid)
    if state.obj[iid] != obj:
        return
    cands = _second_seals(state, iid)
    if not cands:
        return
    p = state.owner[iid]
    opts = tuple(Action("choose", (c,)) for c in cands) + (Action("no"),)
    state.decision = Decision(p, "spell_break", opts, ("pmv_spell_break_answer", iid, obj), ("spell_break",))


def t_spell_break_answer(state: State, t: tuple[Any, ...]) -> None:
    _, iid, obj, a = t
    if a.kind != "choose":
        return
    new = a.args[0]
    play.enter_field(state, new, state.owner[new], played=False, orient=REST, cause="spell_break")
    if state.obj[iid] == obj and core.set_cards(state, iid):
        state.decision = Decision(state.owner[iid], "move_set_cards", (Action("yes"), Action("no")),
                                  ("pmv_move_set_answer", iid, new), ("move_set_cards",))


def t_move_set_answer(state: State, t: tuple[Any, ...]) -> None:
    """A15: all or none; a card that could not be set on the new character (神器 on a non-伝説, an
    装備 beyond the character's limit: A16, setlimits.py) stays."""
    _, iid, new, a = t
    if a.kind != "yes" or not core.is_character(state, new):
        return
    for c in core.set_cards(state, iid):
        if "sacred" in state.defs[c].attrs.get("keywords", ()) and not core.keyword(state, new, "legend"):
            continue
        if core.set_kind(state, c) == "equip" and not setlimits.room_for_equip(state, new):
            continue
        core.set_under(state, c, new, cause="moved", popular=c in state.flags.get(core.POPULAR, ()))


TASKS = {"pmv_spell_break_answer": t_spell_break_answer, "pmv_move_set_answer": t_move_set_answer}
