"""Vividz: paying costs (904.2f, 905.3, 907.1a): energy, discards and other cards sent."""
from __future__ import annotations

from typing import Any

from ...actions import Action, Decision
from ...state import REST, STAND, State
from . import core, replacements
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


def _pick(state: State, player: int, pool: list[int], chosen: tuple[int, ...], n: int) -> tuple[int, ...] | None:
    """The cards of `pool` to take when nothing is left to ask (no more cards than are wanted, or
    copies of one card only): announced as chosen (auto), or None when the player must choose."""
    if n <= 0:
        return chosen
    left = [i for i in pool if i not in chosen]
    if len(left) > n and len({state.defs[i].id for i in left}) > 1:
        return None
    take = tuple(left[-n:])
    for i in take:
        core.chosen(state, player, i, auto=True)
    return chosen + take


def _options(state: State, kind: str, pool: list[int], chosen: tuple[int, ...]) -> tuple[Action, ...]:
    opts: dict[str, int] = {}
    for i in pool:
        if i not in chosen:
            opts.setdefault(state.defs[i].id, i)
    return tuple(Action(kind, (i,)) for i in opts.values())


def t_pay_energy(state: State, t: tuple[Any, ...]) -> None:
    """("vz_pay_energy", player, n still to choose, chosen so far): 905.3a the player chooses
    energy cards one answer at a time; 905.3c then they all go to the trash together (501.5)."""
    _, player, n = t[:3]
    chosen: tuple[int, ...] = tuple(t[3]) if len(t) > 3 else ()
    energy = state.zones[f"{player}.energy"]
    done = _pick(state, player, energy, chosen, n)
    if done is not None:
        if done:
            core.move_cards(state, [(i, f"{state.owner[i]}.trash", True) for i in done], cause="cost")
        return
    state.decision = Decision(player, "pay_energy", _options(state, "pay", energy, chosen),
                              ("vz_pay_energy_pick", player, n, chosen), ("pay_energy", n))


def t_pay_energy_pick(state: State, t: tuple[Any, ...]) -> None:
    _, player, n, chosen, action = t
    state.tasks.append(("vz_pay_energy", player, n - 1, tuple(chosen) + (action.args[0],)))


def t_pay_energy_answer(state: State, t: tuple[Any, ...]) -> None:
    """An answer of a save made before the cards were paid together: that card goes at once."""
    _, player, n, action = t
    iid = action.args[0]
    core.move_cards(state, [(iid, f"{state.owner[iid]}.trash", True)], cause="cost")
    state.tasks.append(("vz_pay_energy", player, n - 1))


def t_discard(state: State, t: tuple[Any, ...]) -> None:
    """("vz_discard", player, n still to choose, exclude, cause, chosen so far): choose hand cards
    (not the keep zone, 508.3) one answer at a time; then they go to the trash together (501.5)."""
    _, player, n, exclude, cause = t[:5]
    chosen: tuple[int, ...] = tuple(t[5]) if len(t) > 5 else ()
    hand = hand_for_costs(state, player, exclude)
    done = _pick(state, player, hand, chosen, n)
    if done is not None:
        if done:  # 912: a replacement effect may send them elsewhere; they pay all the same (904.4b)
            replacements.request_moves(state, [(i, f"{player}.trash") for i in done], cause)
        return
    state.decision = Decision(player, "discard", _options(state, "discard", hand, chosen),
                              ("vz_discard_pick", player, n, exclude, cause, chosen), ("discard", n))


def t_discard_pick(state: State, t: tuple[Any, ...]) -> None:
    _, player, n, exclude, cause, chosen, action = t
    state.tasks.append(("vz_discard", player, n - 1, exclude, cause, tuple(chosen) + (action.args[0],)))


def t_discard_answer(state: State, t: tuple[Any, ...]) -> None:
    """An answer of a save made before the cards were discarded together: that card goes at once."""
    _, player, n, exclude, cause, action = t
    state.tasks.append(("vz_discard", player, n - 1, exclude, cause))
    replacements.request_move(state, action.args[0], f"{player}.trash", cause=cause)  # runs first


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
        replacements.request_move(state, iid, core.dest_key(state, iid, zname), cause="cost")  # 912, 904.4b


TASKS = {
    "vz_pay_energy": t_pay_energy, "vz_pay_energy_answer": t_pay_energy_answer, "vz_discard": t_discard,
    "vz_discard_answer": t_discard_answer, "vz_send_cost": t_send_cost, "vz_pay_energy_pick": t_pay_energy_pick,
    "vz_discard_pick": t_discard_pick,
}
