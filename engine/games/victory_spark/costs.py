"""Victory Spark: paying costs (energy, discards) when a card is played or an ability used."""
from __future__ import annotations

from typing import Any

from ... import interp
from ...actions import Action, Decision
from ...layers import derived_set
from ...state import REST, REVERSE, STAND, State
from .core import put, set_orient
from .zones import zone_name


def standing_energy(state: State, player: int) -> list[int]:
    return [i for i in state.zones[f"{player}.energy"] if state.orient[i] == STAND]


def can_pay(state: State, iid: int, player: int, costs: list[dict[str, Any]]) -> bool:
    """7.4.1.3.1: every part of the cost must be payable (7.4.1.4: only standing cards rest)."""
    energy = 0
    for c in costs:
        k, v = next(iter(c.items()))
        if k in ("rest", "reverse") and (state.orient[iid] != STAND or zone_name(state.zone_of[iid]) != "bench"):  # 4.10.1
            return False
        if k == "rest_energy":
            energy += v
        if k == "discard" and len([h for h in state.zones[f"{player}.hand"] if h != iid]) < v:
            return False
    return energy <= len(standing_energy(state, player))


def pay_energy(state: State, player: int, n: int) -> None:
    """Rest n standing energy (7.4.1.3). The player chooses which (7.4.1.4) when that can matter: fewer
    than all of them, in a game whose cards read the energy zone. Energy is face down to everyone
    (3.4.2), so the choice is by position and whether it is asked depends on public facts only."""
    if energy_choice_matters(state, player, n):
        state.tasks.append(("vs_pay_energy", player, n))
        return
    for i in standing_energy(state, player)[:n]:
        set_orient(state, i, REST)


def energy_choice_matters(state: State, player: int, n: int) -> bool:
    standing = standing_energy(state, player)
    return 0 < n < len(standing) and derived_set(state, "vs_reads_energy", _reads_energy)


def _reads_energy(state: State) -> bool:
    """Whether any card of the card list has an ability that names the energy zone as a value
    (works there, selects or moves from there, triggers on it)."""
    def names(node: Any) -> bool:
        if isinstance(node, dict):
            return any(names(v) for v in node.values())
        if isinstance(node, list):
            return any(names(v) for v in node)
        return node == "energy"
    return any(names(ab) for d in {id(d): d for d in state.defs}.values() for ab in d.abilities)


def t_pay_energy(state: State, t: tuple[Any, ...]) -> None:
    """("vs_pay_energy", player, n): 7.4.1.4, one standing energy card chosen per answer."""
    _, player, n = t
    if not energy_choice_matters(state, player, n):
        for i in standing_energy(state, player)[:n]:
            set_orient(state, i, REST)
        return
    opts = standing_energy(state, player)  # no grouping by card: nobody may know which is which
    state.decision = Decision(player, "pay_energy", tuple(Action("pay", (i,)) for i in opts),
                              ("vs_pay_energy_answer", player, n), ("pay_energy", n))


def t_pay_energy_answer(state: State, t: tuple[Any, ...]) -> None:
    _, player, n, action = t
    set_orient(state, action.args[0], REST)
    if n > 1:
        state.tasks.append(("vs_pay_energy", player, n - 1))


def t_pay(state: State, t: tuple[Any, ...]) -> None:
    """("vs_pay", ctx, costs-index): pay the costs of the ability in ctx, choosing discards."""
    _, cid = t[0], t[1]
    ctx = state.ctx[cid]
    ab = interp.ability_of(state, ctx)
    src, player = ctx["src"], ctx["ctrl"]
    for c in ab.get("cost", []):
        k, v = next(iter(c.items()))
        if k == "rest":
            set_orient(state, src, REST)
        elif k == "reverse":
            set_orient(state, src, REVERSE)
        elif k == "rest_energy":
            pay_energy(state, player, v)
        elif k == "send" and state.zone_of[src] != "rz":
            put(state, src, f"{state.owner[src]}.{v}", cause="cost")
    for c in ab.get("cost", []):
        if "discard" in c:
            for _ in range(c["discard"]):
                state.tasks.append(("vs_discard_cost", cid))


def t_discard_cost(state: State, t: tuple[Any, ...]) -> None:
    ctx = state.ctx[t[1]]
    hand = [h for h in state.zones[f"{ctx['ctrl']}.hand"] if h != ctx["src"]]
    if len(hand) == 1:
        put(state, hand[0], f"{ctx['ctrl']}.waiting", cause="cost")
        return
    opts = tuple(Action("discard", (h,)) for h in hand)
    state.decision = Decision(ctx["ctrl"], "discard_cost", opts, ("vs_discard_cost_answer", t[1]), ("discard_cost",))


def t_discard_cost_answer(state: State, t: tuple[Any, ...]) -> None:
    ctx = state.ctx[t[1]]
    put(state, t[2].args[0], f"{ctx['ctrl']}.waiting", cause="cost")


TASKS = {
    "vs_pay": t_pay, "vs_pay_energy": t_pay_energy, "vs_pay_energy_answer": t_pay_energy_answer,
    "vs_discard_cost": t_discard_cost, "vs_discard_cost_answer": t_discard_cost_answer,
}
