"""What a stack item does when it resolves (the stack's `resolve_item` hook): a card being played
(play.py), an effect (abilities.py), an attack (combat.py), and the keyword items: the built-in
words (マナチャージ, 変身, リーダー's 人気, 壱符's spell break) and the combat words (貫通, 即死).

Stack items (engine/stack.py): (uid, kind, card, obj, controller, ...), abilities.KIND etc."""
from __future__ import annotations

from typing import Any

from ... import interp
from ...state import STAND, State
from . import abilities as ab
from . import combat, core, keywords, leader, play, spellbreak


def resolve_item(state: State, item: tuple[Any, ...]) -> None:
    kind = item[ab.KIND]
    if kind == "card":
        play.resolve_card(state, item)
    elif kind == "effect":
        _, _, iid, obj, ctrl, def_id, ai, cid = item
        state.tasks.append(("end_ctx", cid))
        trig = state.deftable[def_id].abilities[ai].get("trigger") or {}
        if trig.get("on") == "doomed" and trig.get("card") == "self":
            keep = state.flags.get("keep_doomed", ())
            if iid in keep:  # resolved now: the removal step after it takes the card (A2)
                k = keep.index(iid)
                state.flags["keep_doomed"] = keep[:k] + keep[k + 1:]
        if state.ctx.get(cid, {}).get("negated"):
            return
        interp.push_seq(state, cid, ("effects",))
        core.emit(state, "resolve", player=ctrl, iid=iid, card=def_id, ability=ai)
    elif kind == "attack":
        combat.resolve_attack(state, item)
    elif kind == "keyword":
        if not resolve_word(state, item):
            combat.resolve_keyword(state, item)


def resolve_word(state: State, item: tuple[Any, ...]) -> bool:
    """Resolve a built-in word's stack item; False when it is a combat word (combat.py)."""
    _, _, src, obj, ctrl, kw, _t, _o, x = item
    if kw == "mana_charge":  # the X of the instance used
        core.charge(state, ctrl, int(x), active=False, cause="mana_charge")  # A13: as many as there are
        return True
    if kw in ("popularity", "leader_shield", "popularity_trim"):
        if kw == "popularity":
            if state.obj[src] == obj:
                leader.add_popularity(state, src)
        elif kw == "leader_shield":
            leader.resolve_shield(state, src, obj)
        else:
            leader.resolve_trim(state, src, obj)
        return True
    if kw == "first_seal":
        spellbreak.resolve_first_seal(state, src, obj)
        return True
    if kw == "transform":  # 10.28.2.b: only if it is still active as this resolves
        if state.obj[src] == obj and state.orient[src] == STAND and core.is_character(state, src):
            keywords.transform(state, src)
        return True
    return False
