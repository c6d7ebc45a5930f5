"""What happened this turn, for the shared `this_turn` condition ("if you played a command this
turn", "if a character was destroyed this turn", "if you attacked this turn"; docs/cardsets.md).

A game records its events of the kinds it names (its trigger words: `played`, `destroyed`,
`attack` ...) as they are emitted (`record`), and only when a card of the card list uses the
condition: other games keep no log and pay one set lookup per event of those kinds. The log is
`state.flags["turnlog"]`: (turn, (kind, player, card), ...); one of another turn counts as empty,
so it starts over at each turn without the game clearing it.
"""
from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from . import interp
from .layers import derived_set, invalidate_if_read

if TYPE_CHECKING:
    from .events import Event
    from .state import State
    from .vocabulary import Vocabulary

KEY = "turnlog"
_READS = frozenset({"this_turn"})


def vocab(v: Vocabulary, kinds: Iterable[str]) -> None:
    """A game that records events of `kinds` takes the condition."""
    v.conditions.add("this_turn")
    v.condition_kinds["this_turn"] = "shape:this_turn"
    v.shapes["this_turn"] = {"event": "one_of:" + ",".join(sorted(kinds)), "player": "who", "where": "filter",
                             "min": "amount", "max": "amount"}


def wanted(state: State) -> bool:
    """Whether a card of the card list (or a face of one) reads this turn's events."""
    return bool(derived_set(state, KEY, _uses))


def _uses(state: State) -> bool:
    return any(_def_uses(d) for d in state.deftable.values())


_USES: dict[Any, bool] = {}  # per card definition: every new game's card list asks again


def _def_uses(d: Any) -> bool:
    v = _USES.get(d)
    if v is None:
        v = _USES[d] = _names(d.abilities)
    return v


def _names(node: Any) -> bool:
    if isinstance(node, dict):
        return "this_turn" in node or any(_names(v) for v in node.values())
    if isinstance(node, (list, tuple)):
        return any(_names(v) for v in node)
    return False


def record(state: State, e: Event) -> None:
    """Note event `e` (its kind, player and card) in this turn's log, if any card asks."""
    if not wanted(state):
        return
    iid = e.get("iid")
    entry = (e.kind, e.get("player"), iid if isinstance(iid, int) else -1)
    log = state.flags.get(KEY)
    state.flags[KEY] = log + (entry,) if log is not None and log[0] == state.turn else (state.turn, entry)
    invalidate_if_read(state, _READS)  # a continuous ability's condition may read it


def count(state: State, kind: str, who: str, ctrl: int, where: dict[str, Any] | None, src: int) -> int:
    """This turn's events of `kind` by `who` (you / opponent / any, from `ctrl`) whose card matches
    `where` as it is now (an event without a card never matches a filter)."""
    log = state.flags.get(KEY)
    if log is None or log[0] != state.turn:
        return 0
    n = 0
    for k, p, iid in log[1:]:
        if k != kind or (who != "any" and (p == ctrl) != (who == "you")):
            continue
        if where and (iid < 0 or not interp.match_filter(state, iid, where, src)):
            continue
        n += 1
    return n


def c_this_turn(state: State, cond: dict[str, Any], ctrl: int, src: int, ctx: dict[str, Any]) -> bool:
    """`{this_turn: {event, player, where, min, max}}`: between min (default 1, or 0 with only a
    max) and max such events this turn."""
    spec = cond["this_turn"]
    n = count(state, spec["event"], spec.get("player", "any"), ctrl, spec.get("where"), src)
    return spec.get("min", 0 if "max" in spec else 1) <= n <= spec.get("max", 10**9)


CONDITIONS = {"this_turn": c_this_turn}
