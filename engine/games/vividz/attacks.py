"""Vividz: attacks (800) and scouting (1115)."""
from __future__ import annotations

from typing import Any

from ...actions import PASS, Action, Decision
from ...layers import chars, invalidate_if_read
from ...state import REST, STAND, State
from . import abilities as ab
from . import core, costs, missions, replacements
from .core import adjacent, emit, enter, first_turn, power, push
from .playing import expire, send_unplayed
from .zones import area_index, zone_name

SLIDE_COST = 2  # 803.1: two hand cards to the trash
# what conditions read besides cards and zones: when it changes, characteristics may change
_READ_ATTACK = frozenset({"attacking"})
_READ_SUCCESS = frozenset({"attack_success"})

# -- attacks (800) -------------------------------------------------------------------------------------------
def attack_options(state: State, p: int) -> list[Action]:
    """802.1a: a reported chara of the turn player in an area, without the no-attack icon."""
    if first_turn(state):
        return []
    out = []
    for i in core.charas(state, p):
        if state.orient[i] != STAND:
            continue
        c = chars(state, i)
        if "no_attack" in c.keywords or "cannot_attack" in c.flags:
            continue
        out.append(Action("attack", (i,)))
    return out


def attack_info(state: State) -> tuple[Any, ...] | None:
    return state.flags.get("atk")


def attacker(state: State) -> int | None:
    """The attacking chara while it is still the same object in an area."""
    atk = attack_info(state)
    if atk is None:
        return None
    iid, obj = atk[0], atk[1]
    return iid if state.obj[iid] == obj and zone_name(state.zone_of[iid]) == "area" else None


def lane(state: State) -> int:
    """The attacking chara's lane: its area now, or the last one it was in."""
    atk = attack_info(state)
    a = attacker(state)
    return area_index(state.zone_of[a]) if a is not None else (atk[2] if atk else -1)


def _step(state: State, step: str) -> None:
    enter(state, state.phase, step)
    emit(state, "step", player=state.turn_player, phase=step)


def declare_attack(state: State, iid: int) -> None:
    """802.1: choose, sleep (802.1b), the attack events (802.1c), pre-priority (802.1d), block."""
    tp = state.turn_player
    state.flags["atk"] = (iid, state.obj[iid], area_index(state.zone_of[iid]))
    state.flags.pop("btrig", None)
    _step(state, "attack")
    invalidate_if_read(state, _READ_ATTACK)
    core.set_orient(state, iid, REST)
    emit(state, "attack", player=tp, iid=iid, card=state.defs[iid].id, lane=area_index(state.zone_of[iid]))
    missions.record(state, tp, "attack", iid)
    push(state, ("vz_pre", ""), ("vz_block",), ("vz_pre", ""), ("vz_after_block",))


def slide_options(state: State, p: int) -> list[Action]:
    out = []
    for i in core.charas(state, p):
        if "cannot_slide" in chars(state, i).flags:
            continue
        k = area_index(state.zone_of[i])
        for j in adjacent(k):
            if not state.zones[f"{p}.area{j}"]:
                out.append(Action("slide", (i, j)))
    return out


def t_block(state: State, t: tuple[Any, ...]) -> None:
    """803.1: the non-turn player may play an activated ability, or put 2 hand cards into the
    trash to slide a chara (V4), or pass."""
    _step(state, "block")
    p = 1 - state.turn_player
    opts = ab.activations(state, p)
    if len(costs.hand_for_costs(state, p)) >= SLIDE_COST:
        opts += slide_options(state, p)
    if not opts:
        return
    state.decision = Decision(p, "block", tuple(opts) + (PASS,), ("vz_block_answer",), ("block",))


def t_block_answer(state: State, t: tuple[Any, ...]) -> None:
    a = t[1]
    p = 1 - state.turn_player
    if a.kind == "activate":
        ab.activate(state, a.args[0], a.args[1])
    elif a.kind == "slide":
        iid = a.args[0]
        push(state, ("vz_discard", p, SLIDE_COST, -1, "slide_cost"), ("vz_slide", iid, state.obj[iid], a.args[1]))


def t_slide(state: State, t: tuple[Any, ...]) -> None:
    _, iid, obj, to = t
    if state.obj[iid] != obj or zone_name(state.zone_of[iid]) != "area":
        return
    p = int(state.zone_of[iid][0])
    if state.zones[f"{p}.area{to}"] or to not in adjacent(area_index(state.zone_of[iid])):
        return
    core.slide_card(state, iid, to)


def t_after_block(state: State, t: tuple[Any, ...]) -> None:
    """803.3: to the scout step if the attacking chara is in an area, else to the attack end step."""
    if attacker(state) is not None:
        push(state, ("vz_scout_step",))
    else:
        push(state, ("vz_attack_end",))


def t_scout_step(state: State, t: tuple[Any, ...]) -> None:
    """804: pre-priority, then scouting: alone if no opposing chara is in the lane (804.2a), else
    both players at once, the turn player choosing first (804.2b)."""
    _step(state, "scout")
    push(state, ("vz_pre", ""), ("vz_scouting",), ("vz_battle",))


def t_scouting(state: State, t: tuple[Any, ...]) -> None:
    tp = state.turn_player
    k = lane(state)
    opp = core.area_chara(state, 1 - tp, k) if k >= 0 else None
    if opp is None:
        push(state, ("vz_scout", tp, True), ("vz_pre", ""))
        return
    revealed = reveal_for_scout(state, [tp, 1 - tp])
    tasks = []
    for p, iid in revealed:
        tasks += [("vz_scout_choice", p, iid, state.obj[iid]), ("vz_pre", "")]
    push(state, *tasks)


def reveal_for_scout(state: State, players: list[int]) -> list[tuple[int, int]]:
    """1115.1: the top card of the deck is revealed and put into the scout zone (together, 804.2b)."""
    items = []
    for p in players:
        deck = state.zones[f"{p}.deck"]
        if deck:
            items.append((p, deck[-1]))
    for p, iid in items:
        emit(state, "reveal", iid=iid, card=state.defs[iid].id, player=p, why="scout")
    core.move_cards(state, [(iid, "scout", True) for _p, iid in items], cause="scout")
    for p, iid in items:
        emit(state, "scout", player=p, iid=iid, card=state.defs[iid].id)
        missions.record(state, p, "scout", iid)
    return items


def t_scout(state: State, t: tuple[Any, ...]) -> None:
    """("vz_scout", player, ...): scout (1115.1)."""
    p = t[1]
    for q, iid in reveal_for_scout(state, [p]):
        state.tasks.append(("vz_scout_choice", q, iid, state.obj[iid]))


def t_scout_choice(state: State, t: tuple[Any, ...]) -> None:
    """1115.1: a card with the scout icon may be played at once without paying its cost; otherwise
    (or if not played) it goes into its owner's energy."""
    _, p, iid, obj = t
    if state.obj[iid] != obj:
        return
    if "scout" not in chars(state, iid).keywords:
        send_unplayed(state, iid, "energy")
        return
    state.tasks.append(("vz_free_offer", p, iid, obj, "scout", "energy"))


def t_battle(state: State, t: tuple[Any, ...]) -> None:
    """805: if the attacking chara is in an area and an opposing chara is in its lane, it deals
    damage equal to its power to that chara (805.3, 305.3)."""
    _step(state, "battle")
    push(state, ("vz_pre", ""), ("vz_battle_damage",), ("vz_attack_end",))


def t_battle_damage(state: State, t: tuple[Any, ...]) -> None:
    a = attacker(state)
    if a is None:
        return
    tp = state.turn_player
    opp = core.area_chara(state, 1 - tp, area_index(state.zone_of[a]))
    if opp is None:
        return
    emit(state, "battle", player=tp, iid=a, card=state.defs[a].id, target=opp)
    replacements.request_damage(state, opp, power(state, a), {"by": a, "by_card": state.defs[a].id, "battle": True, "ctrl": tp})


def t_attack_end(state: State, t: tuple[Any, ...]) -> None:
    """806.1 pre-priority; 806.2 the attack succeeds if the attacking chara is in an area."""
    _step(state, "attack_end")
    push(state, ("vz_pre", ""), ("vz_success",))


def t_success(state: State, t: tuple[Any, ...]) -> None:
    a = attacker(state)
    tp = state.turn_player
    if a is not None and not state.flags.get("atk_done"):
        state.flags["atk_done"] = True
        state.flags["success"] = state.flags.get("success", ()) + ((a, state.obj[a]),)  # 1118.1
        invalidate_if_read(state, _READ_SUCCESS)
        emit(state, "attack_success", player=tp, iid=a, card=state.defs[a].id)
        missions.record(state, tp, "attack_success", a)
    elif a is not None:
        emit(state, "attack_success", player=tp, iid=a, card=state.defs[a].id, again=True)
    atk = attack_info(state)
    emit(state, "battle_end", player=tp, iid=atk[0] if atk else None)
    push(state, ("vz_pre", ""), ("vz_battle_loop",))


def _battle_events(state: State) -> list[Any]:
    a = attacker(state)
    tp = state.turn_player
    atk = attack_info(state)
    evs = [core.ev("battle_end", player=tp, iid=atk[0] if atk else None)]
    if a is not None:
        evs.append(core.ev("attack_success", player=tp, iid=a, card=state.defs[a].id))
    return evs


def t_battle_loop(state: State, t: tuple[Any, ...]) -> None:
    """806.5-806.7: while a battle-end or attack-success ability could still trigger for the first
    time this battle, back to 806.2/806.3; then "until attack end" effects end and the battle is over."""
    if any(ab.would_trigger(state, e) for e in _battle_events(state)):
        state.tasks.append(("vz_success",))
        return
    expire(state, "attack_end")
    if any(ab.would_trigger(state, e) for e in _battle_events(state)):
        state.tasks.append(("vz_success",))
        return
    for k in ("atk", "btrig", "atk_done"):
        state.flags.pop(k, None)
    enter(state, state.phase)
    invalidate_if_read(state, _READ_ATTACK)
    emit(state, "attack_over", player=state.turn_player)


TASKS = {
    "vz_block": t_block, "vz_block_answer": t_block_answer, "vz_slide": t_slide, "vz_after_block": t_after_block, "vz_scout_step": t_scout_step, "vz_scouting": t_scouting, "vz_scout": t_scout, "vz_scout_choice": t_scout_choice, "vz_battle": t_battle, "vz_battle_damage": t_battle_damage, "vz_attack_end": t_attack_end, "vz_success": t_success, "vz_battle_loop": t_battle_loop,
}
