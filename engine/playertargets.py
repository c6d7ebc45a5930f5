"""A player as the target of an effect (PMV 目標: "target player loses 2 life"): the shared
`choose_player` effect binds a player to a name, and an effect's `player` option may then name it
(`{hit: 2, player: $p}`) instead of `you` / `opponent` (docs/cardsets.md, "Choosing a player").

Written in a card's `targets` it is chosen when the card is played or the effect used (PMV D5.2,
A3), like a card target; in `effects` it is chosen as the effect resolves. The chosen player is
kept in the resolution context under "@$p" (so `$p` itself never names cards). A game takes the
words with `vocab` and runs its effects' `player` option through `with_player_refs`: every such
effect then reads `$p` as `you` or `opponent` seen from its controller, without knowing about it.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from . import interp
from .actions import Action, Decision
from .events import ev

if TYPE_CHECKING:
    from .state import State
    from .vocabulary import Vocabulary

Op = Callable[["State", int, dict[str, Any], tuple], None]


def vocab(v: Vocabulary) -> None:
    """A game takes `choose_player` and lets its effects' `player` option name a chosen player."""
    v.effects["choose_player"] = {"as", "chooser"}
    v.arg_kinds["choose_player"] = "who"
    v.option_kinds["player"] = "player_ref"


def player(ctx: dict[str, Any], who: Any, default: str = "you") -> int | None:
    """The player an effect's `player` option names: you / opponent from the controller, or a
    chosen `$name` (None when none was chosen)."""
    if isinstance(who, str) and who[:1] == "$":
        p: int | None = ctx.get("@" + who)
        return p
    return interp.rel_player(ctx["ctrl"], who, default)


def e_choose_player(state: State, cid: int, node: dict[str, Any], path: tuple) -> None:
    """`{choose_player: any|opponent|you, as: $p, chooser: you|opponent}`: with one player to
    choose (opponent, you) it is taken without asking, and told like an answered choice."""
    ctx = state.ctx[cid]
    ctrl = ctx["ctrl"]
    who = node["choose_player"]
    cands = (0, 1) if who == "any" else (interp.rel_player(ctrl, who),)
    chooser = interp.rel_player(ctrl, node.get("chooser"))
    if len(cands) == 1:
        _bind(state, ctx, node["as"], chooser, cands[0], auto=True)
        return
    state.decision = Decision(chooser, "choose_player", tuple(Action("player", (p,)) for p in cands),
                              ("choose_player_answer", cid, path), ("choose_player", ctx["def"], ctx["ab"], node["as"]))


def t_answer(state: State, t: tuple[Any, ...]) -> None:
    _, cid, path, action = t
    ctx = state.ctx[cid]
    node = interp.node_at(interp.ability_of(state, ctx), path)
    _bind(state, ctx, node["as"], state.history[-1][0], action.args[0])


def _bind(state: State, ctx: dict[str, Any], name: str, chooser: int, p: int, auto: bool = False) -> None:
    ctx["@" + name] = p
    extra = {"auto": True} if auto else {}
    state.out.append(ev("chosen_player", player=chooser, target=p, **extra))


def with_player_refs(ops: dict[str, Op]) -> dict[str, Op]:
    """`ops` with each op reading a chosen `$name` in its `player` option as you / opponent; an
    effect whose player was never chosen does nothing (like a `$name` that bound no card)."""
    return {k: _wrap(fn) for k, fn in ops.items()}


def _wrap(fn: Op) -> Op:
    def op(state: State, cid: int, node: dict[str, Any], path: tuple) -> None:
        who = node.get("player")
        if isinstance(who, str) and who[:1] == "$":
            ctx = state.ctx[cid]
            p = ctx.get("@" + who)
            if p is None:
                return
            node = {**node, "player": "you" if p == ctx["ctrl"] else "opponent"}
        fn(state, cid, node, path)
    return op


EFFECTS: dict[str, Op] = {"choose_player": e_choose_player}
TASKS = {"choose_player_answer": t_answer}
