"""Computing card characteristics: continuous effects applied (VS 7.8; Vividz 911).

Effects that add qualities (tags, keywords, rule flags) apply first, to a fixpoint, so an effect
that depends on another's result always sees it (7.8.1.7); value changes (power, defense, level)
apply after, in timestamp order (7.8.1.3-4). engine/layers.py caches the result on the state and
reaches this module through GameRules.compute_chars: the computation reads conditions, selectors
and amounts, which read the cached characteristics below it.
"""
from __future__ import annotations

from operator import itemgetter
from typing import TYPE_CHECKING, Any

from . import amounts
from . import losses as _losses
from .conditions import check_condition
from .layers import Chars, _copy, _sources, ability_info
from .losses import KEY as _KEY
from .selectors import select

if TYPE_CHECKING:
    from .state import State

_TIMESTAMP = itemgetter(0)


def compute(state: State) -> dict[int, Chars]:
    """The characteristics of every card continuous effects change (the others read their
    definition's shared base): the table engine.layers.chars caches on the state."""
    rules = state.rules
    table: dict[int, Chars] = {}
    state._cache = table  # a game's own filters read characteristics while they are computed (911.2)

    # (timestamp, controller, source iid or -1, affects-resolver, grant, modify, condition)
    # tuple[Any, ...]: kept as the same objects in the compiled build too (own_ids below are their ids)
    entries: list[tuple[Any, ...]] = []
    sources = _sources(state)
    srcs = sources[1]
    if srcs:
        zone_of = state.zone_of
        for i, ab, aff, cond, grant, mod, memo in srcs:
            key = zone_of[i]
            on = memo.get(key)  # one lookup: most cards' zones are remembered
            if on is None:
                if key not in memo:
                    on = memo[key] = rules.ability_zone_test(ab, key)
                if on is None:  # the zone alone does not decide
                    on = rules.ability_active(state, i, ab, rules.zone_name(key))
            if not on:
                continue
            entries.append((state.placed[i], rules.controller(state, i), i, aff, grant, mod, cond))
    losses = None  # (timestamp, controller, source, affects, words, own ability, condition)
    if sources[2] or _KEY in state.flags:  # `loses`, or lasting / strip effects (engine/created_effects.py)
        own_ids = {id(e) for e in entries}  # the cards' own continuous abilities
        losses = _losses.lost_entries(state, sources[2])
        more, lost = _losses.created(state)
        entries += more
        losses += lost
    extra = getattr(rules, "extra_continuous", None)
    if extra is not None:  # a game's own continuous changes not written as abilities (set cards' 戦闘修正)
        entries.extend(extra(state))
    for eff in state.effects:
        ts, kind, refs, payload, _until, ctrl = eff
        live = tuple(r for r in refs if state.obj[r[0]] == r[1])
        if kind == "grant":
            pd = dict(payload)
            entries.append((ts, ctrl, -1, live, (frozenset(pd.get("tags", ())), frozenset(pd.get("keywords", ())),
                                                 frozenset(pd.get("rules", ()))), None, None))
        elif payload:
            # (stat, op, n) in order; older saves hold (stat, n) adds
            entries.append((ts, ctrl, -1, live, None,
                            tuple(x if len(x) == 3 else (x[0], "add", x[1]) for x in payload), None))
    if not entries and not losses:
        return table
    entries.sort(key=_TIMESTAMP)
    defs = state.defs

    def get(i: int) -> Chars:  # read: the card's entry, or its definition's shared base
        c = table.get(i)
        if c is not None:
            return c
        return ability_info(defs[i]).base

    def own(i: int) -> Chars:  # write: the card's private entry
        c = table.get(i)
        if c is None:
            c = table[i] = _copy(get(i))
        return c

    def affected(e: Any) -> list[int]:
        ts, ctrl, src, aff, _g, _m, cond = e
        if cond is not None and not check_condition(state, cond, ctrl, src, {}, getc=get):
            return []
        if isinstance(aff, tuple):
            return [r[0] for r in aff]
        if aff == "self":
            return [src] if src >= 0 else []
        if isinstance(aff, str):  # a name the game binds for continuous abilities (a set card's $host)
            return state.rules.continuous_ref(state, src, aff)  # type: ignore[attr-defined, no-any-return]
        return select(state, aff, ctrl, src, getc=get)

    if losses:  # something is lost: qualities in timestamp order, no abilities on cards without text
        entries = _losses.qualities(table, entries, own_ids, losses, affected, lambda i: ability_info(defs[i]).base,
                                    _copy, lambda i: frozenset(defs[i].attrs.get("tags", ())))
        grants: list[Any] = []
    else:
        grants = [e for e in entries if e[4] is not None]
    for _ in range(4):  # additive grants reach a fixpoint; 4 passes bound dependency chains
        changed = False
        for e in grants:
            gt, gk, gf = e[4]
            for i in affected(e):
                c = get(i)
                nt = c.tags | gt
                nk = c.keywords | gk
                nf = c.flags | gf
                if nt != c.tags or nk != c.keywords or nf != c.flags:
                    c = own(i)
                    c.tags, c.keywords, c.flags = nt, nk, nf
                    changed = True
        if not changed:
            break
    # 7.8.1.3-4 / 911.1c, 911.3: value changes in timestamp order, so a later "becomes X" overrides
    # an earlier +N and a later +N applies on top of an earlier "becomes X"
    scaled_last = rules.scaled_last
    scalings: list[tuple[int, tuple[str, str, int]]] = []
    for e in entries:
        m = e[5]
        if not m:
            continue
        if isinstance(m, dict):  # a continuous ability's set/scale or computed amount, evaluated now
            m = amounts.changes(state, m, {"src": e[2], "obj": state.obj[e[2]], "ctrl": e[1]}, get)
            if not m:
                continue
        if type(m[0]) is int:
            for i in affected(e):
                c = own(i)
                c.power += m[0]
                c.defense += m[1]
                c.level += m[2]
            continue
        late = [x for x in m if x[1] not in _ADDITIVE and x[0] in scaled_last] if scaled_last else ()
        if late:
            m = [x for x in m if x not in late]
        for i in affected(e):
            c = own(i)
            for stat, op, n in m:
                amounts.apply(c, stat, op, n)
            for x in late:
                scalings.append((i, x))
    for i, (stat, op, n) in scalings:  # VS 6.7.3.5.3: after the additions, in timestamp order
        amounts.apply(own(i), stat, op, n)
    return table


_ADDITIVE = ("add", "set")
