"""Vividz: paying costs (904.2f, 905.3, 907.1a): energy, discards and other cards sent."""
from __future__ import annotations

from typing import Any

from ...actions import Action, Decision
from ...state import REST, STAND, State
from . import core
from .zones import zone_name


def hand_for_costs(state: State, player: int, exclude: int = -1) -> list[int]:
    """508.3: cards in the keep zone cannot pay a hand cost."""
    return [h for h in state.zones[f"{player}.hand"] if h != exclude]


def can_pay(state: State, iid: int, player: int, costs: list[dict[str, Any]], extra_energy: int = 0) -> bool:
    energy = extra_energy
    discard = 0
    for c in costs:
        k, v = next(iter(c.items()))
        if k == "sleep":
            # 907.1a / 904.4a: sleeping this card; impossible when it is already asleep
            if state.orient[iid] != STAND or zone_name(state.zone_of[iid]) not in ("area", "account"):
                return False
        elif k == "energy":
            energy += v
        elif k == "discard":
            discard += v
        elif k == "spend_counter":
            if core.counter(state, player, v["name"]) < v.get("amount", 1):
                return False
        elif k == "send":
            if zone_name(state.zone_of[iid]) == v:
                return False
    if discard and len(hand_for_costs(state, player, iid)) < discard:
        return False
    return energy <= len(state.zones[f"{player}.energy"])


def t_pay_energy(state: State, t: tuple[Any, ...]) -> None:
    """("vz_pay_energy", player, n): 905.3 choose n energy cards and put them into the trash."""
    _, player, n = t[:3]
    if n <= 0:
        return
    energy = state.zones[f"{player}.energy"]
    if len(energy) <= n or len({state.defs[i].id for i in energy}) == 1:
        core.move_cards(state, [(i, f"{state.owner[i]}.trash", True) for i in energy[-n:]], cause="cost")
        return
    opts: dict[str, int] = {}
    for i in energy:
        opts.setdefault(state.defs[i].id, i)
    state.decision = Decision(player, "pay_energy", tuple(Action("pay", (i,)) for i in opts.values()),
                              ("vz_pay_energy_answer", player, n), ("pay_energy", n))


def t_pay_energy_answer(state: State, t: tuple[Any, ...]) -> None:
    _, player, n, action = t
    iid = action.args[0]
    core.move_cards(state, [(iid, f"{state.owner[iid]}.trash", True)], cause="cost")
    state.tasks.append(("vz_pay_energy", player, n - 1))


def t_discard(state: State, t: tuple[Any, ...]) -> None:
    """("vz_discard", player, n, exclude, cause): choose n hand cards (not the keep zone) to trash."""
    _, player, n, exclude, cause = t[:5]
    if n <= 0:
        return
    hand = hand_for_costs(state, player, exclude)
    if not hand:
        return
    if len(hand) <= n or len({state.defs[i].id for i in hand}) == 1:
        core.move_cards(state, [(i, f"{player}.trash", True) for i in hand[-n:]], cause=cause)
        return
    opts: dict[str, int] = {}
    for i in hand:
        opts.setdefault(state.defs[i].id, i)
    state.decision = Decision(player, "discard", tuple(Action("discard", (i,)) for i in opts.values()),
                              ("vz_discard_answer", player, n, exclude, cause), ("discard", n))


def t_discard_answer(state: State, t: tuple[Any, ...]) -> None:
    _, player, n, exclude, cause, action = t
    core.move_cards(state, [(action.args[0], f"{player}.trash", True)], cause=cause)
    state.tasks.append(("vz_discard", player, n - 1, exclude, cause))


def push_costs(state: State, cid: int, costs: list[dict[str, Any]]) -> None:
    """904.2f: pay every cost of the ability in ctx (this order: sleep, counters, discards, energy)."""
    ctx = state.ctx[cid]
    src, player = ctx["src"], ctx["ctrl"]
    later: list[tuple[Any, ...]] = []
    for c in costs:
        k, v = next(iter(c.items()))
        if k == "sleep":
            core.set_orient(state, src, REST)
        elif k == "spend_counter":
            core.add_counter(state, player, v["name"], -v.get("amount", 1))
        elif k == "send":
            later.append(("vz_send_cost", src, state.obj[src], v))
        elif k == "discard":
            later.append(("vz_discard", player, v, src, "cost"))
        elif k == "energy":
            later.append(("vz_pay_energy", player, v))
    state.tasks.extend(reversed(later))


def t_send_cost(state: State, t: tuple[Any, ...]) -> None:
    _, iid, obj, zname = t
    if state.obj[iid] == obj:
        core.move_cards(state, [(iid, core.dest_key(state, iid, zname), True)], cause="cost")


TASKS = {
    "vz_pay_energy": t_pay_energy, "vz_pay_energy_answer": t_pay_energy_answer, "vz_discard": t_discard,
    "vz_discard_answer": t_discard_answer, "vz_send_cost": t_send_cost,
}
