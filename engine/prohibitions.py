"""Prohibitions on a player for a while: the shared `prohibit` effect (docs/cardsets.md,
"Prohibitions on a player"). "You cannot play character cards this turn", "your opponent cannot
put cards from their deck into their waiting room until end of turn".

A prohibition names the player, an action word of the game (which words a game understands, and
where it checks them, is the game's: Phantom Magic Vision `play`, `node`, `attack`, `defend`,
`activate` among the actions it offers; Victory Spark `move`, the cards its effects move), an
optional card filter (`where`), for `move` the zones (`from`, `to`, the player's own zones), and
a duration (`until`). It wins over an instruction to do the thing (VS 1.3.5, Vividz 102.7): the
action is not offered, or the instructed move simply does not happen (nothing replaces it).

Each one is an entry of `state.flags["prohibit"]` (plain tuples, cheap to clone), ended with the
created effects by `interp.expire_effects` (engine/lasting.py):
(until, action, player, tick, controller, source card, def id, ability index, path of the node).
The node (its `where`, `from`, `to`) is read back from the card's data when a check needs it. A
game with no prohibition pays one dictionary lookup per check.
"""
from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from . import interp, playertargets

if TYPE_CHECKING:
    from .actions import Action
    from .state import State
    from .vocabulary import Vocabulary

KEY = "prohibit"  # named in lasting.FLAGS: the entries end with the created effects
OPTIONS = {"player", "where", "from", "to", "until"}


def vocab(v: Vocabulary, actions: Iterable[str]) -> None:
    """A game takes the `prohibit` effect with the action words it checks."""
    v.effects["prohibit"] = set(OPTIONS)
    v.arg_kinds["prohibit"] = "one_of:" + ",".join(sorted(actions))


def e_prohibit(state: State, cid: int, node: dict[str, Any], path: tuple) -> None:
    ctx = state.ctx[cid]
    p = playertargets.player(ctx, node.get("player"))
    if p is None:
        return  # "target player cannot ..." with no player chosen
    entry = (node.get("until", "end_of_turn"), node["prohibit"], p, state.tick(), ctx["ctrl"], ctx["src"],
             ctx["def"], ctx["ab"], path)
    state.flags[KEY] = state.flags.get(KEY, ()) + (entry,)


def forbids(state: State, player: int, action: str, iid: int = -1, frm: str | None = None,
            to: str | None = None) -> bool:
    """Whether a prohibition in force forbids `player` to do `action` (with card `iid`, for a move
    from zone `frm` to zone `to`)."""
    held = state.flags.get(KEY)
    if not held:
        return False
    for e in held:
        if e[1] != action or e[2] != player:
            continue
        node = interp.node_at(state.deftable[e[6]].abilities[e[7]], e[8])
        if "from" in node and frm not in (node["from"] if isinstance(node["from"], list) else (node["from"],)):
            continue
        if "to" in node and node["to"] != to:
            continue
        where = node.get("where")
        if where and (iid < 0 or not interp.match_filter(state, iid, where, e[5])):
            continue
        return True
    return False


def allowed(state: State, player: int, options: list[Action]) -> list[Action]:
    """`options` without the actions a prohibition forbids `player` (an action's kind is its word,
    its first argument the card it is done with)."""
    if KEY not in state.flags:
        return options
    return [a for a in options if not forbids(state, player, a.kind, a.args[0] if a.args else -1)]


def forbids_move(state: State, ctx: dict[str, Any], iid: int, frm: str, to: str) -> bool:
    """An effect of `ctx`'s controller would move card `iid` from zone `frm` to `to`: forbidden when
    that player may not move their own cards so (cards go to their owner's zones, so "from their
    deck" names the cards they own)."""
    p = ctx.get("ctrl")
    return p is not None and state.owner[iid] == p and forbids(state, p, "move", iid, frm, to)


EFFECTS = {"prohibit": e_prohibit}
