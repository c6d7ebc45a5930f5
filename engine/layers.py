"""Card characteristics with continuous effects applied (VS 7.8; Vividz 911).

Base values come from the card; effects that add qualities (tags, keywords, rule flags)
apply first, to a fixpoint, so an effect that depends on another's result always sees it
(7.8.1.7); value changes (power, defense, level) apply after, in timestamp order (7.8.1.3-4).
Results are cached on the state until the next change. This module holds the cache, the
per-definition indexes and the continuous sources; the computation itself (engine/characteristics.py)
sits above the selectors and amounts it reads, which read this module.

Speed: the cached table only holds the cards an effect changed; every other card reads one
shared base object of its definition. A Chars returned by `chars` is therefore read-only;
code that needs a modified copy makes a fresh `Chars(d)` (as last-information copies do).
"""
from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from .losses import KEY as _KEY
from .losses import LOST_AUTO, LOST_TEXT
from .losses import expire as expire_created  # noqa: F401  (interp ends them with the other effects)

if TYPE_CHECKING:
    from .cards import CardDef
    from .state import State

_NONE: frozenset[str] = frozenset()
# Which printed stat fills each computed slot (power, defense, level), per game: a game whose
# cards name their numbers otherwise registers them here (the grid game: AT, DF, AC).
STAT_KEYS: dict[str, tuple[str, str, tuple[str, ...]]] = {}
_DEFAULT_KEYS: tuple[str, str, tuple[str, ...]] = ("power", "defense", ("level", "cost"))


def _base_stats(d: CardDef) -> tuple[int, int, int]:
    pk, dk, lks = STAT_KEYS.get(d.game, _DEFAULT_KEYS)
    st = d.stats
    level = next((st[k] for k in lks if k in st), 0)
    return st.get(pk, 0), st.get(dk, 0), level


class Chars:
    """Computed characteristics of one card object."""

    __slots__ = ("power", "defense", "level", "tags", "keywords", "flags")

    def __init__(self, d: CardDef | None = None) -> None:
        if d is None:  # filled in by the caller (a copy, a definition's base)
            return
        info = ability_info(d)
        self.power, self.defense, self.level = _base_stats(d)
        self.tags: frozenset[str] = info.tags
        self.keywords: frozenset[str] = info.keywords
        self.flags: frozenset[str] = _NONE


def _copy(c: Chars) -> Chars:
    n = Chars()
    n.power, n.defense, n.level, n.tags, n.keywords, n.flags = c.power, c.defense, c.level, c.tags, c.keywords, c.flags
    return n


class AbilityInfo:
    """Per-definition index of abilities by type (computed once per card definition)."""

    __slots__ = ("auto", "activated", "continuous", "replacement", "other", "tags", "keywords", "base", "auto_on",
                 "autos", "rules", "abilities", "derived")

    def __init__(self, d: CardDef) -> None:
        self.auto: list[int] = []
        self.activated: list[int] = []
        self.continuous: list[int] = []
        self.replacement: list[int] = []
        self.other: dict[str, list[int]] = {}  # a game's own ability types (e.g. event abilities)
        tags: set[str] = set(d.attrs.get("tags", ()))
        kws: set[str] = set(d.attrs.get("keywords", ()))
        rules: set[str] = set()
        for i, ab in enumerate(d.abilities):
            t = ab["type"]
            lst = getattr(self, t) if t in ("auto", "activated", "continuous", "replacement") else \
                self.other.setdefault(t, [])
            lst.append(i)
            tags.update(ab.get("tags", ()))
            kws.update(ab.get("keywords", ()))
            rules.update(ab.get("rules", ()))
        self.tags = frozenset(tags)
        self.keywords = frozenset(kws)
        self.rules = frozenset(rules)  # every rule flag any ability of the card names
        # (ability index, trigger kind) of the auto abilities, for per-card-list trigger indexes
        self.auto_on: tuple[tuple[int, str], ...] = tuple((i, d.abilities[i]["trigger"]["on"]) for i in self.auto)
        self.autos = tuple((i, on, d.abilities[i]) for i, on in self.auto_on)  # with the ability itself
        base = Chars()  # the characteristics no effect touches; shared, never written
        base.power, base.defense, base.level = _base_stats(d)
        base.tags, base.keywords, base.flags = self.tags, self.keywords, _NONE
        self.base = base
        self.abilities = d.abilities
        # anything else worked out once per definition (the per-card parts of the indexes built
        # for every card list, e.g. for every resampled world), by a key of its user's choosing
        self.derived: dict[Any, Any] = {}

    def memo(self, ns: Any, ai: int) -> dict[str, Any]:
        """A dict in which namespace `ns` remembers answers about ability `ai` per zone key (whether
        it works there); kept with the card, so every card list and resampled world shares it."""
        m = self.derived.get(("memo", ns, ai))
        if m is None:
            m = self.derived[("memo", ns, ai)] = {}
        return m

    def auto_entries(self, ns: Any) -> tuple[tuple[int, str, dict[str, Any], dict[str, Any]], ...]:
        """(ability index, trigger kind, ability, memo of namespace ns) of each auto ability."""
        hit = self.derived.get(("auto", ns))
        if hit is None:
            hit = self.derived[("auto", ns)] = tuple((ai, on, self.abilities[ai], self.memo(ns, ai))
                                                     for ai, on in self.auto_on)
        return hit


# Keyed by the definition itself: CardDef compares and hashes by identity (eq=False).
_INFO: dict[CardDef, AbilityInfo] = {}
_BASE: dict[CardDef, Chars] = {}  # definition -> its AbilityInfo.base (chars() reads it for most cards)


def ability_info(d: CardDef) -> AbilityInfo:
    info = _INFO.get(d)
    if info is None:
        info = _INFO[d] = AbilityInfo(d)
        _BASE[d] = info.base
    return info


def chars(state: State, iid: int) -> Chars:
    """Characteristics of the card now (base values if no effect touches it)."""
    cache = state._cache
    if cache is None:
        # computed above the selectors and amounts it uses (engine/characteristics.py), reached
        # through the rules object (GameRules.compute_chars)
        cache = state._cache = state.rules.compute_chars(state)
    if iid in cache:
        return cache[iid]
    d = state.defs[iid]
    try:
        return _BASE[d]
    except KeyError:
        return ability_info(d).base


def invalidate(state: State) -> None:
    state._cache = None


def may_lower_power(state: State) -> bool:
    """Whether a continuous change may now put a card's power below its printed value: a lasting
    change that is not a plain non-negative add, a created effect, a game's own continuous
    changes, or a continuous ability of the card list that does not plainly add a non-negative
    power. When not, every card's power is at least its printed one, so a rule check for cards
    with no power left needs no characteristics computed (most states of most card lists)."""
    if _KEY in state.flags or getattr(state.rules, "extra_continuous", None) is not None:
        return True
    for eff in state.effects:
        if eff[1] != "grant":
            for x in eff[3]:
                if x[0] == "power" and ((len(x) == 3 and x[1] != "add") or not isinstance(x[-1], int) or x[-1] < 0):
                    return True  # anything but a plain add of a whole non-negative number
    return bool(derived(state, "lowers_power", _lowers_power))


def _lowers_power(state: State) -> bool:
    for src in _sources(state)[1]:
        mod = src[5]
        if mod is not None and (isinstance(mod, dict) or mod[0] < 0):
            return True
    return False


def printed_power(d: CardDef) -> int:
    """The card's power before any effect (its definition's shared base)."""
    b = _BASE.get(d)
    return (b if b is not None else ability_info(d).base).power


def may_lose(state: State) -> bool:
    """Whether a card may have lost abilities or keywords now (engine/losses.py): a lasting or strip
    effect exists, or a continuous ability of the card list has `loses`. Cheap, for hot paths."""
    return _KEY in state.flags or bool(_sources(state)[2])


def lost_auto(state: State, iid: int) -> bool:
    """The card has lost its automatic abilities (or its whole text): none of them triggers."""
    return may_lose(state) and LOST_AUTO in chars(state, iid).flags


def lost_text(state: State, iid: int) -> bool:
    """The card has lost its text: none of its abilities works."""
    return may_lose(state) and LOST_TEXT in chars(state, iid).flags


_READS_KEYS: dict[frozenset[str], tuple[str, Callable[[State], bool]]] = {}


def invalidate_if_read(state: State, keys: frozenset[str]) -> None:
    """Drop the cached characteristics if a continuous ability of the state's cards has a
    condition or an affected-card filter naming one of `keys` (condition or filter ops):
    a game calls this when it changes what those read (the phase, the attack in progress).
    Most card lists have none, and recomputing at every step would cost a quarter of the
    engine's speed."""
    if state._cache is None:
        return
    kb = _READS_KEYS.get(keys)
    if kb is None:  # the index's name and builder, made once per key set (called at every step)
        kb = _READS_KEYS[keys] = ("reads:" + ",".join(sorted(keys)), lambda s: _continuous_reads(s, keys))
    if derived_set(state, kb[0], kb[1]):
        state._cache = None


def _continuous_reads(state: State, keys: frozenset[str]) -> bool:
    """Whether a continuous ability of the card list names one of `keys` (depends only on which
    definitions are present, so a resampled world keeps it; answered per definition)."""
    ns = ("reads", keys)
    for cd in {id(d): d for d in state.defs}.values():
        info = _INFO[cd] if cd in _INFO else ability_info(cd)
        hit = info.derived.get(ns)
        if hit is None:  # a lasting effect's selector is read like a continuous ability's affects
            hit = info.derived[ns] = any(_names(info.abilities[ai].get("condition"), keys)
                                         or _names(info.abilities[ai].get("affects"), keys)
                                         for ai in info.continuous) or _names(_lasting(info.abilities), keys)
        if hit:
            return True
    return False


def _lasting(node: Any) -> list[Any]:
    """The selectors of the `lasting` effects anywhere in ability data (engine/created_effects.py)."""
    if isinstance(node, dict):
        own = [node["lasting"]] if "lasting" in node else []
        return own + [x for v in node.values() for x in _lasting(v)]
    if isinstance(node, (list, tuple)):
        return [x for v in node for x in _lasting(v)]
    return []


def _names(node: Any, keys: frozenset[str]) -> bool:
    if isinstance(node, dict):
        return any(k in keys or _names(v, keys) for k, v in node.items())
    if isinstance(node, (list, tuple)):
        return any(_names(v, keys) for v in node)
    return False


# One continuous ability of an instance: (instance, ability, affects, condition, grant, modify, memo)
# with the grant as (tags, keywords, rule flags) and the modify as (power, defense, level) of plain adds,
# the raw modify mapping when it sets, scales or computes (amounts.changes), or None;
# memo: zone key -> rules.ability_zone_test there (whether the ability works, None: ask each time).
_Source = tuple[int, dict[str, Any], Any, Any, tuple[frozenset, frozenset, frozenset] | None,
                tuple[int, int, int] | dict[str, Any] | None, dict[str, bool | None]]


def per_defs(state: State) -> dict[str, Any]:
    """Indexes computed from the state's card list (which card has which abilities), by name.

    They live on the state, are shared by its clones and are rebuilt when the card list is
    replaced (a resampled world has its own), so they die with the states that use them."""
    dv = state._derived
    if dv is None or dv[0] is not state.defs:
        dv = state._derived = (state.defs, {})
    return dv[1]


_SET = "\0set"  # per_defs entry: the indexes that depend only on which definitions are present


def derived_set(state: State, key: str, build: Callable[[State], Any]) -> Any:
    """Like `derived`, for an index that depends only on which definitions the card list holds,
    not on which instance holds which: a resampled world (permute_defs) keeps it. Only ever
    added to, each entry a function of the definitions alone, so sharing it is safe."""
    dv = state._derived
    if dv is None or dv[0] is not state.defs:
        dv = state._derived = (state.defs, {})
    sd = dv[1].get(_SET)
    if sd is None:
        sd = dv[1][_SET] = _set_indexes(state)
    hit = sd.get(key)
    if hit is None:
        hit = sd[key] = build(state)
    return hit


# The derived_set indexes of every card list with the same definitions (and card table) share one
# dict: a new game with the decks of an earlier one, as every arena, lab and benchmark game is,
# finds them built. The entry keeps its definitions alive, so their ids stay theirs.
_SETS: dict[tuple[Any, frozenset[int], frozenset[int]], tuple[list[CardDef], dict[str, Any]]] = {}


def _set_indexes(state: State) -> dict[str, Any]:
    key = (state.rules, frozenset(map(id, state.defs)), frozenset(map(id, state.deftable.values())))
    hit = _SETS.get(key)
    if hit is None:
        if len(_SETS) >= 64:  # a long session of many different decks: start over
            _SETS.clear()
        hit = _SETS[key] = ([*state.defs, *state.deftable.values()], {})
    return hit[1]


def per_definition(state: State, made: Callable[[CardDef], Any]) -> dict[CardDef, Any]:
    """`made(d)` of each distinct definition of the card list where it is not None (a game's
    per-card index, to keep with derived_set: it depends on the card set only)."""
    out = {}
    for cd in {id(d): d for d in state.defs}.values():
        t = made(cd)
        if t is not None:
            out[cd] = t
    return out


def permute_defs(state: State, defs: list[CardDef]) -> None:
    """Give `state` the card list `defs`, a permutation of its own (a resampled world redraws
    hidden cards from the same pools): the indexes of which definitions are present carry
    over (derived_set); those of which instance holds which are rebuilt on first use."""
    dv = state._derived
    carried = dv[1].get(_SET) if dv is not None and dv[0] is state.defs else None
    state.defs = defs
    state._derived = (defs, {_SET: carried}) if carried is not None else None
    state._cache = None


def derived(state: State, key: str, build: Callable[[State], Any]) -> Any:
    """The index `key` of the state's card list (per_defs), built by `build(state)` the first
    time. One call on the hot path: every event and every characteristics read asks."""
    dv = state._derived
    if dv is None or dv[0] is not state.defs:
        dv = state._derived = (state.defs, {})
    hit = dv[1].get(key)
    if hit is None:
        hit = dv[1][key] = build(state)
    return hit


def autos_by_trigger(state: State) -> dict[str, list[tuple[int, int, dict[str, Any]]]]:
    """The auto abilities of the card list by the event kind that triggers them (`trigger.on`):
    (instance, ability index, ability), in card order then ability order. A game's on_event looks
    only at these. Rebuilt for each card list (a resampled world places the instances anew) from
    each definition's list worked out once (AbilityInfo.autos)."""
    return derived(state, "autos_by_trigger", _build_autos)


def _build_autos(state: State) -> dict[str, list[tuple[int, int, dict[str, Any]]]]:
    by_kind: dict[str, list[tuple[int, int, dict[str, Any]]]] = {}
    info = _INFO
    for i, d in enumerate(state.defs):
        t = (info[d] if d in info else ability_info(d)).autos
        if t:
            for ai, on, ab in t:
                lst = by_kind.get(on)
                if lst is None:
                    lst = by_kind[on] = []
                lst.append((i, ai, ab))
    return by_kind


def activated_instances(state: State) -> list[tuple[int, list[int]]]:
    """(card, its activated abilities) of every card of the card list that has any, in card order."""
    return derived(state, "activated_instances", _build_activated)  # type: ignore[no-any-return]


def activated_in(state: State, rank: dict[str, int]) -> list[tuple[int, list[int]]]:
    """(card, its activated abilities) of the cards in the zones of `rank` that have any, in the
    order a scan of those zones (by rank, then bottom to top) meets them, so option lists keep the
    order of a full scan. Asked at every priority; few cards have activated abilities, so only
    those are looked at (an index per card list, from per-definition lists a resampled world keeps)."""
    zone_of = state.zone_of
    index = activated_instances(state)
    found = [x for x in index if zone_of[x[0]] in rank]
    if len(found) > 1:
        found.sort(key=lambda x: _scan_position(state, rank, x[0]))
    return found


def _scan_position(state: State, rank: dict[str, int], i: int) -> tuple[int, int]:
    """Where a scan of the zones of `rank` (by rank, then bottom to top) meets card `i`."""
    key = state.zone_of[i]
    return rank[key], state.zones[key].index(i)


def activated_options(state: State, rank: dict[str, int], ok: Callable[[int, int], bool]) -> list[tuple[int, int]]:
    """(card, ability index) of the activated abilities of the cards in the zones of `rank` for
    which `ok(card, ability)` holds, in activated_in's order (zone rank, bottom to top, then the
    card's ability order). Only what passes is put in order: most priority windows offer none."""
    zone_of = state.zone_of
    index = activated_instances(state)
    hits: list[tuple[int, int]] = []
    for i, acts in index:
        if zone_of[i] in rank:
            for ai in acts:
                if ok(i, ai):
                    hits.append((i, ai))
    if len(hits) > 1 and any(h[0] != hits[0][0] for h in hits):
        hits.sort(key=lambda h: _scan_position(state, rank, h[0]))  # stable: a card's abilities keep their order
    return hits


def _build_activated(state: State) -> list[tuple[int, list[int]]]:
    has = derived_set(state, "activated_by_def", lambda s: per_definition(s, lambda d: ability_info(d).activated or None))
    return [(i, has[d]) for i, d in enumerate(state.defs) if d in has]


def _sources(state: State) -> tuple[list[int], list[_Source], list[_Source]]:
    """(instances whose card has continuous abilities, those abilities, those of them with `loses`),
    once per card list."""
    return derived(state, "sources", _build_sources)


def _build_sources(state: State) -> tuple[list[int], list[_Source], list[_Source]]:
    # which definitions have continuous abilities (and their templates) depends only on the card
    # set, so a resampled world reuses it and only places the instances (the same order as before)
    tmpl = derived_set(state, "continuous_templates", _templates_by_def)
    defs = state.defs
    insts = [i for i, cd in enumerate(defs) if cd in tmpl]
    srcs: list[_Source] = [(i, *t) for i in insts for t in tmpl[defs[i]]]
    return insts, srcs, [x for x in srcs if x[1].get("loses")]


def _templates_by_def(state: State) -> dict[CardDef, tuple[tuple[Any, ...], ...]]:
    """Definition -> its continuous abilities' templates, for the card list's definitions with any."""
    ns = (type(state.rules), "ability_zone_test")

    def made(cd: CardDef) -> tuple[tuple[Any, ...], ...] | None:
        info = _INFO[cd] if cd in _INFO else ability_info(cd)
        return _continuous_templates(info, ns) if info.continuous else None
    return per_definition(state, made)


def _continuous_templates(info: AbilityInfo, ns: Any) -> tuple[tuple[Any, ...], ...]:
    """_Source without the instance, for each continuous ability of a definition (once per definition)."""
    hit = info.derived.get(("continuous", ns))
    if hit is None:
        out = []
        for ai in info.continuous:
            ab = info.abilities[ai]
            grant = None
            if "grant" in ab or "rules" in ab:
                g = ab.get("grant", {})
                grant = (frozenset(g.get("tags", ())), frozenset(g.get("keywords", ())),
                         frozenset(ab.get("rules", [])))
            m = ab.get("modify")
            if m and all(is_static(v) for v in m.values()):
                mod: Any = (m.get("power", 0), m.get("defense", 0), m.get("level", 0))  # plain adds: the fast path
            else:
                mod = m or None  # set/scale or computed amounts: worked out when applied
            out.append((ab, ab.get("affects", "self"), ab.get("condition"), grant, mod, info.memo(ns, ai)))
        hit = info.derived[("continuous", ns)] = tuple(out)
    return hit


def is_static(spec: Any) -> bool:
    """Whether a stat change is a plain literal add (the fast path of continuous abilities)."""
    return type(spec) is int


def continuous_sources(state: State) -> list[int]:
    """Instances whose card has continuous abilities (computed once per card list)."""
    return _sources(state)[0]
