"""Victory Spark 3.2.4: cards an effect puts into a deck together are stacked in an order their
owner chooses (unless the effect says otherwise). Each owner with two or more of them says the
order, top card first, the turn player first; the cards then move one at a time (3.2.3).

When the effect shuffles that deck next, the order cannot matter, so nobody is asked (the cards
go in the order the effect names them): a "put your waiting room into your deck and shuffle"
does not make its player order twenty cards first.
"""
from __future__ import annotations

from typing import Any

from ... import interp
from ...actions import Action, Decision
from ...rules import in_order
from ...state import State


def e_move(state: State, cid: int, node: dict[str, Any], path: tuple) -> None:
    """The shared `move` effect, with 3.2.4's ordering for several cards going into a deck."""
    if node.get("to") != "deck" or "slot" in node:
        interp.e_move(state, cid, node, path)
        return
    ctx = state.ctx[cid]
    cards = interp.resolve_ref(state, ctx, node["move"])
    owners = [state.owner[i] for i in cards]
    shuffled = _shuffled_next(state, ctx, path)
    if not any(owners.count(p) > 1 and p not in shuffled for p in (0, 1)):
        interp.e_move(state, cid, node, path)
        return
    refs = tuple(state.ref(i) for i in cards)
    position = node.get("position", "top")
    # cards whose deck is shuffled next count as ordered already, so that they move in the
    # effect's order (ordered lists the top card first: onto the top, the first to move is last)
    kept = [i for i in cards if state.owner[i] in shuffled]
    state.tasks.append(("vs_deck_order", cid, refs, position, tuple(kept if position == "bottom" else kept[::-1])))


def _shuffled_next(state: State, ctx: dict[str, Any], path: tuple) -> set[int]:
    """The players whose deck the effects right after this one shuffle (before anything else)."""
    effects = interp.node_at(interp.ability_of(state, ctx), path[:-1])
    out = set()
    for node in effects[path[-1] + 1:]:
        if "shuffle" not in node:
            break
        out.add(interp.rel_player(ctx["ctrl"], node["shuffle"]))
    return out


def t_order(state: State, t: tuple[Any, ...]) -> None:
    """("vs_deck_order", ctx, refs, top|bottom, ordered so far, top card first per owner)."""
    _, cid, refs, position, ordered = t
    live = [r[0] for r in refs if state.obj[r[0]] == r[1]]  # a card that left meanwhile is not moved
    rest = [i for i in live if i not in ordered]
    for p in (state.turn_player, 1 - state.turn_player):
        mine = [i for i in rest if state.owner[i] == p]
        if len(mine) > 1:
            state.decision = Decision(p, "deck_order", tuple(Action("choose", (i,)) for i in mine),
                                      ("vs_deck_order_answer", cid, refs, position, ordered),
                                      ("deck_order", position))
            return
        ordered += tuple(mine)
    # Each card goes onto the top (or the bottom) in turn, so for the top the chosen top card
    # moves last, for the bottom the chosen top card moves first.
    objs = dict(refs)
    seq = [i for i in ordered if state.obj[i] == objs.get(i, -1)]
    if position != "bottom":
        seq.reverse()
    ctx = state.ctx[cid]
    rules = state.rules
    in_order(state, [lambda i=i: rules.move(state, i, "deck", position, ctx) for i in seq])


def t_order_answer(state: State, t: tuple[Any, ...]) -> None:
    _, cid, refs, position, ordered, action = t
    state.tasks.append(("vs_deck_order", cid, refs, position, ordered + (action.args[0],)))


TASKS = {"vs_deck_order": t_order, "vs_deck_order_answer": t_order_answer}
