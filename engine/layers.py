"""Card characteristics with continuous effects applied (VS 7.8; Vividz 911).

Base values come from the card; effects that add qualities (tags, keywords, rule flags)
apply first, to a fixpoint, so an effect that depends on another's result always sees it
(7.8.1.7); value changes (power, defense, level) apply after, in timestamp order (7.8.1.3-4).
Results are cached on the state until the next change.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .cards import CardDef
    from .state import State


class Chars:
    """Computed characteristics of one card object."""

    __slots__ = ("power", "defense", "level", "tags", "keywords", "flags")

    def __init__(self, d: CardDef) -> None:
        st = d.stats
        self.power = st.get("power", 0)
        self.defense = st.get("defense", 0)
        self.level = st.get("level", st.get("cost", 0))
        self.tags: frozenset[str] = ability_info(d).tags
        self.keywords: frozenset[str] = ability_info(d).keywords
        self.flags: frozenset[str] = frozenset()


class AbilityInfo:
    """Per-definition index of abilities by type (computed once per card definition)."""

    __slots__ = ("auto", "activated", "continuous", "replacement", "other", "tags", "keywords")

    def __init__(self, d: CardDef) -> None:
        self.auto: list[int] = []
        self.activated: list[int] = []
        self.continuous: list[int] = []
        self.replacement: list[int] = []
        self.other: dict[str, list[int]] = {}  # a game's own ability types (e.g. event abilities)
        tags: set[str] = set(d.attrs.get("tags", ()))
        kws: set[str] = set(d.attrs.get("keywords", ()))
        for i, ab in enumerate(d.abilities):
            t = ab["type"]
            lst = getattr(self, t) if t in ("auto", "activated", "continuous", "replacement") else \
                self.other.setdefault(t, [])
            lst.append(i)
            tags.update(ab.get("tags", ()))
            kws.update(ab.get("keywords", ()))
        self.tags = frozenset(tags)
        self.keywords = frozenset(kws)


_INFO: dict[int, tuple[CardDef, AbilityInfo]] = {}


def ability_info(d: CardDef) -> AbilityInfo:
    hit = _INFO.get(id(d))
    if hit is None or hit[0] is not d:
        hit = (d, AbilityInfo(d))
        _INFO[id(d)] = hit
    return hit[1]


def chars(state: State, iid: int) -> Chars:
    """Characteristics of the card now (base values if no effect touches it)."""
    cache = state._cache
    if cache is None:
        cache = state._cache = _compute(state)
    c = cache.get(iid)
    if c is None:
        c = Chars(state.defs[iid])
        cache[iid] = c
    return c


def invalidate(state: State) -> None:
    state._cache = None


_SOURCES: dict[int, tuple[Any, list[int]]] = {}


def continuous_sources(state: State) -> list[int]:
    """Instances whose card has continuous abilities (computed once per card list)."""
    d = state.defs
    hit = _SOURCES.get(id(d))
    if hit is None or hit[0] is not d:
        if len(_SOURCES) > 512:
            _SOURCES.clear()
        hit = (d, [i for i, cd in enumerate(d) if ability_info(cd).continuous])
        _SOURCES[id(d)] = hit
    return hit[1]


def _compute(state: State) -> dict[int, Chars]:
    from . import interp

    rules = state.rules
    table: dict[int, Chars] = {}
    state._cache = table  # a game's own filters read characteristics while they are computed (911.2)

    def get(i: int) -> Chars:
        c = table.get(i)
        if c is None:
            c = table[i] = Chars(state.defs[i])
        return c

    # (timestamp, controller, source iid or -1, affects-resolver, grant payload, modify payload)
    entries: list[tuple[int, int, int, Any, dict[str, Any] | None, dict[str, int] | None, tuple]] = []
    for i in continuous_sources(state):
        zname = rules.zone_name(state.zone_of[i])
        d = state.defs[i]
        for ai in ability_info(d).continuous:
            ab = d.abilities[ai]
            if not rules.ability_active(state, i, ab, zname):
                continue
            ctrl = rules.controller(state, i)
            grant = None
            if "grant" in ab or "rules" in ab:
                grant = dict(ab.get("grant", {}))
                grant["rules"] = ab.get("rules", [])
            entries.append((state.placed[i], ctrl, i, ab.get("affects", "self"), grant, ab.get("modify"),
                            (ab.get("condition"),)))
    for eff in state.effects:
        ts, kind, refs, payload, _until, ctrl = eff
        live = tuple(r for r in refs if state.obj[r[0]] == r[1])
        pd = dict(payload)
        if kind == "grant":
            entries.append((ts, ctrl, -1, live, pd, None, (None,)))
        else:
            entries.append((ts, ctrl, -1, live, None, pd, (None,)))
    if not entries:
        return table
    entries.sort(key=lambda e: e[0])

    def affected(e: Any) -> list[int]:
        ts, ctrl, src, aff, _g, _m, (cond,) = e
        if cond is not None and not interp.check_condition(state, cond, ctrl, src, {}, getc=get):
            return []
        if isinstance(aff, tuple):
            return [r[0] for r in aff]
        if aff == "self":
            return [src] if src >= 0 else []
        return interp.select(state, aff, ctrl, src, getc=get)

    grants = [e for e in entries if e[4] is not None]
    for _ in range(4):  # additive grants reach a fixpoint; 4 passes bound dependency chains
        changed = False
        for e in grants:
            g = e[4]
            for i in affected(e):
                c = get(i)
                nt = c.tags | frozenset(g.get("tags", ()))
                nk = c.keywords | frozenset(g.get("keywords", ()))
                nf = c.flags | frozenset(g.get("rules", ()))
                if nt != c.tags or nk != c.keywords or nf != c.flags:
                    c.tags, c.keywords, c.flags = nt, nk, nf
                    changed = True
        if not changed:
            break
    for e in entries:
        m = e[5]
        if not m:
            continue
        for i in affected(e):
            c = get(i)
            c.power += m.get("power", 0)
            c.defense += m.get("defense", 0)
            c.level += m.get("level", 0)
    return table
