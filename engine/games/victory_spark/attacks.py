"""Victory Spark: the attack phase (6.7) and partners (2.7)."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...actions import Action, Decision
from ...layers import chars, invalidate_if_read
from ...state import REST, STAND, State
from . import replacements
from .core import emit, enter, push, put, set_orient
from .flow import BENCH_KEYS

if TYPE_CHECKING:
    from ...cards import CardDef

# what conditions and filters read besides cards and zones: when it changes, characteristics may change
_READ_ATTACK = frozenset({"attacking", "attacked", "supporting", "partner_attack"})


def _set_atk(state: State, atk: tuple[Any, ...] | None) -> None:
    """Set or clear the attack in progress, whose roles conditions and filters read."""
    if atk is None:
        state.flags.pop("atk", None)
    else:
        state.flags["atk"] = atk
    invalidate_if_read(state, _READ_ATTACK)


# -- the attack phase (6.7) --------------------------------------------------------------------
def _standing_bench(state: State, p: int) -> list[int]:
    """Bench cards that can support: standing, and no effect forbids it (1.3.5)."""
    return [i for k in BENCH_KEYS[p] for i in state.zones[k]
            if state.orient[i] == STAND and "cannot_support" not in chars(state, i).flags]


def t_attack_offer(state: State, t: tuple[Any, ...]) -> None:
    """6.7.3 / 6.7.3.5.2: attack while a standing bench card can support, or go to the end phase."""
    tp = state.turn_player
    enter(state, state.phase)
    if "atk" in state.flags:
        _set_atk(state, None)
    ring = state.zones[f"{tp}.ring"]
    if _standing_bench(state, tp) and ring and state.zones[f"{1 - tp}.ring"] and \
            "cannot_attack" not in chars(state, ring[-1]).flags:  # 1.3.5: a prohibition wins
        state.decision = Decision(tp, "attack", (Action("attack"), Action("end_attacks")),
                                  ("vs_attack_answer",), ("attack",))
        return
    state.tasks.append(("vs_phase", "end"))


def _step(state: State, step: str) -> None:
    enter(state, state.phase, step)
    emit(state, "phase_start", player=state.turn_player, phase=step)


def t_attack_answer(state: State, t: tuple[Any, ...]) -> None:
    if t[1].kind == "end_attacks":
        state.tasks.append(("vs_phase", "end"))
        return
    push(state, ("vs_step", "attack_declare"), ("vs_cycle",), ("vs_step", "support"), ("vs_cycle",),
         ("vs_support_choice",))


def t_step(state: State, t: tuple[Any, ...]) -> None:
    step = t[1]
    if step == "attack_declare" and not state.flags.get("attacked_once"):
        state.flags["attacked_once"] = True  # 6.7.3.1.1: "at the start of the attack phase" once
        enter(state, state.phase, step)
        emit(state, "phase_start", player=state.turn_player, phase="attack")
        state.tasks.append(("vs_step_only", step))
        state.tasks.append(("vs_cycle",))
        return
    _step(state, step)


def t_step_only(state: State, t: tuple[Any, ...]) -> None:
    _step(state, t[1])


def is_partner(state: State, card: int, of: int) -> bool:
    """2.7: `card` is a partner of `of` when its name and title match of's partner name and title."""
    return defs_partner(state.defs[card], state.defs[of])


def defs_partner(card: CardDef, of: CardDef) -> bool:
    """2.7 on definitions (is_partner for cards not yet in the game)."""
    od = of.attrs
    pn, pt = od.get("partner_name", []), od.get("partner_title", [])
    if not pn:
        return False
    if not set(pn) & set(card.names()):
        return False
    return not pt or bool(set(pt) & set(card.attrs.get("title", [])))


def t_support_choice(state: State, t: tuple[Any, ...]) -> None:
    tp = state.turn_player
    opts = tuple(Action("support", (i,)) for i in _standing_bench(state, tp))
    if not opts or not state.zones[f"{tp}.ring"] or not state.zones[f"{1 - tp}.ring"]:
        state.tasks.append(("vs_attack_offer",))
        return
    state.decision = Decision(tp, "support", opts + (Action("no_support"),), ("vs_support_answer",), ("support",))


def t_support_answer(state: State, t: tuple[Any, ...]) -> None:
    """6.7.3.2.2-6.7.3.2.5: supporting rests the bench card and the ring card attacks."""
    a = t[1]
    tp = state.turn_player
    if a.kind == "no_support":
        # Declining to support after declaring an attack ends the attacks of this turn (6.7.3.5.2
        # "otherwise, the end phase"); offering the attack again would let a player loop forever.
        push(state, ("vs_step", "attack_end"), ("vs_cycle",), ("vs_phase", "end"))
        return
    sup = a.args[0]
    set_orient(state, sup, REST)
    atk = state.zones[f"{tp}.ring"][-1]
    dfn = state.zones[f"{1 - tp}.ring"][-1]
    partner = is_partner(state, sup, atk) and "no_partner_attack" not in chars(state, atk).flags
    _set_atk(state, (state.ref(atk), state.ref(dfn), state.ref(sup), partner, False))
    emit(state, "support", player=tp, iid=sup, card=state.defs[sup].id)
    emit(state, "supported", player=tp, iid=atk, card=state.defs[atk].id, supporter=sup)
    emit(state, "attack", player=tp, iid=atk, card=state.defs[atk].id, target=dfn, supporter=sup)
    emit(state, "attacked", player=1 - tp, iid=dfn, card=state.defs[dfn].id, attacker=atk)
    if partner:
        emit(state, "partner_attack", player=tp, iid=atk, card=state.defs[atk].id, supporter=sup)
    push(state, ("vs_cycle",), ("vs_step", "partner_block"), ("vs_cycle",), ("vs_block_choice",), ("vs_cycle",),
         ("vs_step", "attack_resolve"), ("vs_cycle",), ("vs_attack_damage",), ("vs_cycle",),
         ("vs_step", "attack_end"), ("vs_cycle",), ("vs_attack_offer",))


def make_partner_attack(state: State) -> None:
    """6.7.3.2.5: an ability makes the attack a partner attack unless an effect forbids it."""
    atk = state.flags.get("atk")
    if atk is None or atk[3] or state.step != "support":
        return
    if "no_partner_attack" in chars(state, atk[0][0]).flags:
        return
    _set_atk(state, (atk[0], atk[1], atk[2], True, atk[4]))
    emit(state, "partner_attack", player=state.turn_player, iid=atk[0][0], card=state.defs[atk[0][0]].id,
         supporter=atk[2][0])


def t_block_choice(state: State, t: tuple[Any, ...]) -> None:
    """6.7.3.3.2: the attacked player may discard a partner of their ring card to block."""
    atk = state.flags.get("atk")
    dp = 1 - state.turn_player
    if atk is None or not state.zones[f"{dp}.ring"]:
        return
    if "cannot_be_partner_blocked" in chars(state, atk[0][0]).flags if state.alive(atk[0]) else False:
        return
    ring = state.zones[f"{dp}.ring"][-1]
    opts = tuple(Action("block", (i,)) for i in state.zones[f"{dp}.hand"] if is_partner(state, i, ring))
    if opts:
        state.decision = Decision(dp, "block", opts + (Action("no_block"),), ("vs_block_answer",), ("block",))


def t_block_answer(state: State, t: tuple[Any, ...]) -> None:
    a = t[1]
    if a.kind != "block":
        return
    dp = 1 - state.turn_player
    put(state, a.args[0], f"{dp}.waiting", cause="partner_block")
    atk = state.flags["atk"]
    _set_atk(state, (atk[0], atk[1], atk[2], atk[3], True))
    emit(state, "partner_block", player=dp, iid=a.args[0], card=state.defs[a.args[0]].id)


def t_attack_damage(state: State, t: tuple[Any, ...]) -> None:
    """6.7.3.4.2-6.7.3.4.4: partner-attacked card retires; damage accumulates; enough retires it."""
    atk = state.flags.get("atk")
    if atk is None:
        return
    tp = state.turn_player
    dref = tuple(atk[1])
    if not state.alive(dref):
        return  # the attacked card left the ring: the new ring card is untouched
    dfn = dref[0]
    if atk[3]:
        replacements.request_move(state, dfn, f"{state.owner[dfn]}.retire", cause="partner_attack")
        return
    if atk[4] or not state.zones[f"{tp}.ring"]:
        emit(state, "damage", iid=dfn, card=state.defs[dfn].id, amount=0, blocked=atk[4])
        return
    power = chars(state, state.zones[f"{tp}.ring"][-1]).power
    deal_damage(state, dfn, power, None)
    if state.damage[dfn] >= chars(state, dfn).defense:
        replacements.request_move(state, dfn, f"{state.owner[dfn]}.retire", cause="attack")


def deal_damage(state: State, iid: int, amount: int, ctx: dict[str, Any] | None) -> None:
    if amount <= 0:
        return
    state.damage[iid] += amount
    state._cache = None
    emit(state, "damage", iid=iid, card=state.defs[iid].id, amount=amount, total=state.damage[iid])


TASKS = {
    "vs_attack_offer": t_attack_offer, "vs_attack_answer": t_attack_answer, "vs_step": t_step, "vs_step_only": t_step_only, "vs_support_choice": t_support_choice, "vs_support_answer": t_support_answer, "vs_block_choice": t_block_choice, "vs_block_answer": t_block_answer, "vs_attack_damage": t_attack_damage,
}
