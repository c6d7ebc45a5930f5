"""Selectors and filters of card data (docs/cardsets.md, "Selectors and filters"): which cards a
filter matches, a selector names, or a reference ('self', a bound '$name', a selector) names now.
The lowest floor of the interpreter: amounts, conditions and effects read it; it reads only the
cached characteristics (engine/layers.py) and the shared filter table (engine/cardfilters.py).
"""
from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from .cardfilters import SHARED as SHARED_FILTERS
from .layers import Chars, chars

if TYPE_CHECKING:
    from .state import State

Ref = tuple[int, int]


def _as_list(v: Any) -> list:
    return v if isinstance(v, list) else [v]


def rel_player(ctrl: int, who: str | None, default: str = "you") -> int:
    return ctrl if (who or default) == "you" else 1 - ctrl


# -- filters and selectors ---------------------------------------------------------------
def match_filter(state: State, iid: int, f: dict[str, Any] | None, src: int = -1,
                 getc: Callable[[int], Chars] | None = None) -> bool:
    if not f:
        return True
    d = state.defs[iid]
    c = getc(iid) if getc is not None else chars(state, iid)
    rules = state.rules
    game_ops = rules.filter_ops
    for k, v in f.items():
        fn = game_ops.get(k)
        if fn is not None:  # a game's own filter (it may also refine a shared one)
            if not fn(state, iid, v, src):
                return False
        elif k == "name":
            if v not in d.names():
                return False
        elif k == "name_in":
            if not set(v) & set(d.names()):
                return False
        elif k == "id":
            if d.id != v:
                return False
        elif k == "tag":
            if v not in c.tags:
                return False
        elif k == "type":
            if d.type != v:
                return False
        elif k == "orientation":
            if state.orient[iid] != ("stand", "rest", "reverse").index(v):
                return False
        elif k == "damaged":
            if (state.damage[iid] > 0) != bool(v):
                return False
        elif k == "not":
            if match_filter(state, iid, v, src, getc):
                return False
        elif k == "another":  # "another card": not the card whose ability this is
            if (iid == src) == bool(v):
                return False
        elif k.endswith("_min") or k.endswith("_max"):
            stat = getattr(c, k[:-4])
            if (k.endswith("_min") and stat < v) or (k.endswith("_max") and stat > v):
                return False
        else:  # the shared filters kept in engine/cardfilters.py (text, words, printed values)
            fn = SHARED_FILTERS.get(k)
            if fn is None or not fn(state, iid, v, src, c):
                return False
    return True


def select(state: State, sel: dict[str, Any], ctrl: int, src: int = -1,
           getc: Callable[[int], Chars] | None = None) -> list[int]:
    """Every card a selector names now, from `ctrl`'s point of view."""
    who = sel.get("player", "you")
    players = (0, 1) if who == "any" else (rel_player(ctrl, who),)
    out: list[int] = []
    f = sel.get("where")
    skip = src if sel.get("exclude_self") else None
    zone_keys, zones = state.rules.zone_keys, state.zones
    top, bottom = sel.get("top"), sel.get("bottom")
    for p in players:
        for zn in _as_list(sel["zone"]):
            for key in zone_keys(state, p, zn):
                cards = zones[key]
                if top is not None:  # the top N, top card first (zones are stored bottom..top)
                    cards = cards[::-1][:max(0, top)]
                elif bottom is not None:
                    cards = cards[:max(0, bottom)]
                for i in cards:
                    if i == skip:
                        continue
                    if not f or match_filter(state, i, f, src, getc):
                        out.append(i)
    return out


def resolve_ref(state: State, ctx: dict[str, Any], ref: Any) -> list[int]:
    """The live cards a reference names: 'self', a bound '$name', or a selector."""
    if ref == "self":
        src = ctx["src"]
        return [src] if src >= 0 and state.obj[src] == ctx["obj"] else []
    if isinstance(ref, str):
        return [r[0] for r in ctx.get(ref, ()) if state.obj[r[0]] == r[1]]
    return select(state, ref, ctx["ctrl"], ctx["src"])
