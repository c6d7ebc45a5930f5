"""The top of a deck: look at / reveal the top N cards, take some of them somewhere, and put the
rest back on top or at the bottom in an order the player chooses, or into another zone.

    - look: 3            # how many (a computed amount; 0 or less looks at nothing, VS 1.3.4)
      player: you        # whose deck (default: the ability's controller's)
      public: true       # shown to both players; otherwise only the looking player sees them
      take: 1            # how many of them the player picks (default 0)
      up_to: true        # may pick fewer than `take` (default true)
      where: {...}       # which of them may be picked
      to: hand           # where picked cards go (required with take)
      as: $found         # bind the picked cards for later effects
      others: bottom     # top (default) | bottom | a zone name
      order: any         # any (default): the looking player orders the rest; same: as they were

While the cards are looked at they are known to the looking player (or both, if revealed):
`known_to` lists them, views show them and a search AI keeps them as they are.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .actions import Action, Decision
from .events import ev

if TYPE_CHECKING:
    from .state import State


def known_to(state: State, p: int) -> list[int]:
    """Hidden-zone cards player `p` knows now (looked at and not yet moved)."""
    return [i for q, i, obj in state.flags.get("seen", ()) if q in (p, -1) and state.obj[i] == obj]


def _forget(state: State, cids: tuple[int, ...]) -> None:
    seen = tuple(x for x in state.flags.get("seen", ()) if x[1] not in cids)
    if seen:
        state.flags["seen"] = seen
    else:
        state.flags.pop("seen", None)


def e_look(state: State, cid: int, node: dict[str, Any], path: tuple) -> None:
    ctx = state.ctx[cid]
    n = amounts.times(state, node["look"], ctx)
    owner = interp.rel_player(ctx["ctrl"], node.get("player"))
    looker = ctx["ctrl"]
    cards = interp.select(state, {"zone": "deck", "top": n}, owner)
    if not cards:
        return
    who = -1 if node.get("public") else looker
    state.flags["seen"] = state.flags.get("seen", ()) + tuple((who, i, state.obj[i]) for i in cards)
    state.out.append(ev("look", None if who == -1 else looker, player=looker, owner=owner, count=len(cards),
                        cards=tuple(state.defs[i].id for i in cards), revealed=who == -1))
    ctx["#look"] = tuple(state.ref(i) for i in cards)
    ctx["#picked"] = ()
    state.tasks.append(("look_rest", cid, path))
    take = amounts.times(state, node.get("take", 0), ctx)
    if take:
        state.tasks.append(("look_pick", cid, path, take))


def _remaining(state: State, ctx: dict[str, Any]) -> list[int]:
    picked = {r[0] for r in ctx["#picked"]}
    return [r[0] for r in ctx["#look"] if state.obj[r[0]] == r[1] and r[0] not in picked]


def t_pick(state: State, t: tuple[Any, ...]) -> None:
    """("look_pick", ctx, path, left): the looking player picks one more card (or stops)."""
    _, cid, path, left = t
    ctx = state.ctx[cid]
    node = interp.node_at(interp.ability_of(state, ctx), path)
    f = node.get("where")
    cands = [i for i in _remaining(state, ctx) if not f or _match(state, i, f, ctx)]
    if not cands or left <= 0:
        return
    opts = tuple(Action("choose", (i,)) for i in cands)
    if node.get("up_to", True):
        opts += (Action("done"),)
    state.decision = Decision(ctx["ctrl"], "look_pick", opts, ("look_pick_answer", cid, path, left),
                              ("look_pick", ctx["def"], ctx["ab"], node.get("to", "")))


def _match(state: State, iid: int, f: dict[str, Any], ctx: dict[str, Any]) -> bool:
    return interp.match_filter(state, iid, f, ctx["src"])


def t_pick_answer(state: State, t: tuple[Any, ...]) -> None:
    _, cid, path, left, action = t
    if action.kind == "done":
        return
    ctx = state.ctx[cid]
    node = interp.node_at(interp.ability_of(state, ctx), path)
    iid = action.args[0]
    ctx["#picked"] = ctx["#picked"] + (state.ref(iid),)
    if node.get("as"):
        ctx[node["as"]] = ctx.get(node["as"], ()) + (state.ref(iid),)
    state.tasks.append(("look_pick", cid, path, left - 1))
    state.tasks.append(("look_move", cid, path, iid))


def t_move_picked(state: State, t: tuple[Any, ...]) -> None:
    _, cid, path, iid = t
    ctx = state.ctx[cid]
    node = interp.node_at(interp.ability_of(state, ctx), path)
    _forget(state, (iid,))
    state.rules.move(state, iid, node["to"], "top", ctx)


def t_rest(state: State, t: tuple[Any, ...]) -> None:
    """("look_rest", ctx, path[, order so far]): the cards not picked go back or elsewhere."""
    cid, path = t[1], t[2]
    ordered: tuple[int, ...] = t[3] if len(t) > 3 else ()
    ctx = state.ctx[cid]
    node = interp.node_at(interp.ability_of(state, ctx), path)
    rest = [i for i in _remaining(state, ctx) if i not in ordered]
    dest = node.get("others", "top")
    if dest in ("top", "bottom") and node.get("order", "any") == "any" and len(rest) > 1:
        # the looking player says the order, top card first (VS 3.2.4: the owner orders cards put into a deck)
        opts = tuple(Action("choose", (i,)) for i in rest)
        state.decision = Decision(ctx["ctrl"], "look_order", opts, ("look_order_answer", cid, path, ordered),
                                  ("look_order", ctx["def"], ctx["ab"], dest))
        return
    if dest in ("top", "bottom"):
        final = list(ordered) + [i for i in sorted(rest, key=lambda i: -_depth(state, i))]
        _forget(state, tuple(final))
        _restack(state, final, dest)
        return
    _forget(state, tuple(rest))
    if rest:
        state.rules.move_many(state, rest, dest, "top", ctx)


def _depth(state: State, iid: int) -> int:
    return state.zones[state.zone_of[iid]].index(iid)


def t_order_answer(state: State, t: tuple[Any, ...]) -> None:
    _, cid, path, ordered, action = t
    state.tasks.append(("look_rest", cid, path, ordered + (action.args[0],)))


def _restack(state: State, top_first: list[int], where: str) -> None:
    """Put deck cards (still in their deck) in the given order at its top or bottom. They stay in
    the same zone, so this is a reordering, not a move (no new objects, no events but one)."""
    by_zone: dict[str, list[int]] = {}
    for i in top_first:
        by_zone.setdefault(state.zone_of[i], []).append(i)
    for key, cards in by_zone.items():
        z = state.zones[key]
        others = [i for i in z if i not in cards]
        block = cards[::-1]  # zones are stored bottom..top
        state.zones[key] = others + block if where == "top" else block + others
        state.out.append(ev("deck_order", player=int(key[0]) if key[0].isdigit() else None, count=len(cards),
                            where=where))


TASKS = {"look_pick": t_pick, "look_pick_answer": t_pick_answer, "look_move": t_move_picked,
         "look_rest": t_rest, "look_order_answer": t_order_answer}


from . import amounts, interp  # noqa: E402  (interp imports this module)
