"""Computed amounts and stat changes in card data (docs/cardsets.md, "Computed amounts").

Any number an effect uses may be written as an expression instead of a literal: the count of
cards a reference names, a characteristic of a card (with last-known information once the card
has left its zone: VS 7.6 / 7.10, Vividz 908.3a / 913), and arithmetic over those. An action
asked to happen zero or a negative number of times does not happen at all (VS 1.3.4); the
callers that perform an action N times read the amount through `times`.

A stat change ("its power becomes 3000", "doubled", "+1000 for each card in your hand") is a
list of (stat, op, n) applied with the other value changes in timestamp order (VS 7.8.1.3-4,
Vividz 911.1c, 911.3).
"""
from __future__ import annotations

import math
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from .layers import Chars, chars
from .layers import is_static as is_static  # amounts.is_static: kept below, in layers (it reads it)
from .selectors import select

if TYPE_CHECKING:
    from .state import State

EXPR_OPS = ("count", "stat", "sum", "difference", "product", "quotient", "min", "max")
STATS = ("power", "defense", "level", "cost", "damage")  # "cost" reads the level slot (Vividz cost)
CHANGE_STATS = ("power", "defense", "level")
CHANGE_OPS = ("add", "set", "times", "divide")
ROUNDING = ("down", "up")
# Results are clamped so a hostile card cannot build astronomically large numbers by products.
LIMIT = 10**9

GetC = Callable[[int], Chars] | None


def _clamp(n: int) -> int:
    return max(-LIMIT, min(LIMIT, n))


def card_infos(state: State, ctx: dict[str, Any], ref: Any, getc: GetC = None) -> list[tuple[int, Chars | None, bool]]:
    """(instance, characteristics, alive) of each card a reference names: live, or for a card that has
    left the zone it was referenced in, its last-known information (None if the game kept none)."""
    get = getc or (lambda i: chars(state, i))
    if ref == "self":
        refs: list[tuple[int, int]] = [(ctx["src"], ctx.get("obj", -1))] if ctx.get("src", -1) >= 0 else []
    elif isinstance(ref, str):
        refs = [tuple(r) for r in ctx.get(ref, ())]  # type: ignore[misc]
    else:
        return [(i, get(i), True) for i in select(state, ref, ctx["ctrl"], ctx["src"], getc)]
    out: list[tuple[int, Chars | None, bool]] = []
    info = ctx.get("#info:" + ref) if isinstance(ref, str) else None
    for iid, obj in refs:
        if info is not None and info[0] == iid:
            # the event's card moved where its rules read the information it had before (VS 7.6.1,
            # Vividz 908.3a): its last-known information, or its definition's if none was kept
            out.append((iid, state.rules.last_known(state, iid, info[1]) or get(iid), state.obj[iid] == obj))
        elif state.obj[iid] == obj:
            out.append((iid, get(iid), True))
        else:
            out.append((iid, state.rules.last_known(state, iid, obj), False))
    return out


def value(state: State, v: Any, ctx: dict[str, Any], getc: GetC = None) -> int:
    """The whole number a literal or an expression stands for now."""
    if type(v) is int:
        return v
    op = next(k for k in v if k in EXPR_OPS or k in state.rules.amount_ops)
    arg = v[op]
    game = state.rules.amount_ops.get(op)
    if game is not None:
        return _clamp(int(game(state, v, ctx)))
    if op == "count":
        if isinstance(arg, str) and arg != "self":
            return len(ctx.get(arg, ()))  # the cards bound to the name, whether or not they moved since
        return len(card_infos(state, ctx, arg, getc))
    if op == "stat":
        total = 0
        for iid, c, alive in card_infos(state, ctx, v.get("of", "self"), getc):
            if arg == "damage":
                total += state.damage[iid] if alive else 0  # damage ends with the object (R7)
            elif c is not None:
                total += getattr(c, "level" if arg == "cost" else arg)
        return _clamp(total)
    nums = [value(state, x, ctx, getc) for x in arg]
    if op == "sum":
        return _clamp(sum(nums))
    if op == "difference":
        return _clamp(nums[0] - sum(nums[1:]))
    if op == "product":
        return _clamp(math.prod(nums))
    if op == "quotient":
        if nums[1] == 0:
            return 0  # dividing by nothing gives nothing (no rules text divides by a count of zero)
        q = nums[0] / nums[1]
        return _clamp(math.ceil(q) if v.get("round") == "up" else math.floor(q))
    return min(nums) if op == "min" else max(nums)


def times(state: State, v: Any, ctx: dict[str, Any]) -> int:
    """How many times an action happens: 0 for zero or a negative amount (VS 1.3.4)."""
    return max(0, value(state, v, ctx))


def changes(state: State, node: dict[str, Any], ctx: dict[str, Any], getc: GetC = None,
            keys: tuple[str, ...] = CHANGE_STATS) -> tuple[tuple[str, str, int], ...]:
    """(stat, op, n) for each stat a modify names, amounts computed now. An "add" is the plain
    form (`power: 1000` or `power: {count: ...}`); the others are `{set: X}`, `{times: N}`,
    `{divide: N, round: down|up}`."""
    out = []
    for k in keys:
        if k not in node:
            continue
        spec = node[k]
        if isinstance(spec, dict) and any(o in spec for o in CHANGE_OPS):
            op = next(o for o in CHANGE_OPS if o in spec)
            n = value(state, spec[op], ctx, getc)
            if op == "divide":
                op = "divide_up" if spec.get("round") == "up" else "divide_down"
            out.append((k, op, n))
        else:
            out.append((k, "add", value(state, spec, ctx, getc)))
    return tuple(out)


def apply(c: Chars, stat: str, op: str, n: int) -> None:
    """One value change on a private Chars (engine/characteristics.py owns it)."""
    cur = getattr(c, stat)
    if op == "add":
        new = cur + n
    elif op == "set":
        new = n
    elif op == "times":
        new = cur * n
    elif n == 0:
        new = cur
    else:
        new = math.ceil(cur / n) if op == "divide_up" else math.floor(cur / n)
    setattr(c, stat, _clamp(new))
