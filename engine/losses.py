"""Created continuous effects kept in `state.flags[KEY]`, and what cards lose, for the
characteristics layers (engine/layers.py; the effects that make them: engine/created_effects.py).

Two kinds of entry, one layout: (until, timestamp, controller, source, def id, ability index,
path to the effect node, value changes, card references).
- `lasting` (references None): its cards are those its selector (the node's `lasting`) names at
  every moment, so a card arriving after it resolved is covered too (VS 7.8.1.6).
- `strip` (references: the card objects named when it resolved, VS 7.8.1.5): they lose what the
  node's `loses` says until the duration ends.
The value changes are fixed when the effect resolves (VS 7.10), as (stat, op, n).

What a card loses (`loses`): `text` - every ability and every keyword (a keyword is an
abbreviated part of the text, PMV 10.1.1, referred to as the word itself, 10.1.5); `auto` - its
automatic abilities only (a keyword is never one, 10.1.4, so keywords stay); `keywords` - every
keyword; a keyword's name - that keyword. Keywords are lost in timestamp order with the grants:
one given before the loss is lost, one given after it applies (VS 7.8.1.4, Vividz 911.3). A card
that lost its text has no continuous abilities; which cards lose their text is settled in
timestamp order, so an earlier loss can take away the ability that makes a later one (7.8.1.7).

Games read the result as rule flags of the card's characteristics: LOST_TEXT (no ability works)
and LOST_AUTO (no automatic ability triggers). This module imports nothing of the engine at run
time: layers imports it at its top.
"""
from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .state import State

Chars = Any  # layers.Chars (not imported: layers imports this module)
KEY = "created_fx"  # state.flags entry holding the lasting and strip effects
LOST_TEXT = "lost:text"  # characteristics flags (never a card-data rule flag: those have no colon)
LOST_AUTO = "lost:auto"
_TEXT_FLAGS = frozenset({LOST_TEXT, LOST_AUTO})
_AUTO_FLAGS = frozenset({LOST_AUTO})
_EMPTY: frozenset[str] = frozenset()
UNTIL, TS, CTRL, SRC, DEF, AB, PATH, MODS, REFS = range(9)


def expire(state: State, until: str) -> None:
    """Drop the entries whose duration ends now; at the end of a turn an `end_of_next_turn` one has
    one turn left and becomes `end_of_turn` (as the games do with state.effects)."""
    held = state.flags.get(KEY)
    if not held:
        return
    kept = tuple(e if until != "end_of_turn" or e[UNTIL] != "end_of_next_turn" else ("end_of_turn", *e[1:])
                 for e in held if e[UNTIL] != until)
    if kept != held:
        if kept:
            state.flags[KEY] = kept
        else:
            del state.flags[KEY]
        state._cache = None


def node_of(state: State, entry: tuple[Any, ...]) -> dict[str, Any]:
    """The effect node an entry was made by (its ability data never changes)."""
    node: Any = state.deftable[entry[DEF]].abilities[entry[AB]]
    for k in entry[PATH]:
        node = node[k]
    return node  # type: ignore[no-any-return]


def lost_entries(state: State, srcs: list[tuple[Any, ...]]) -> list[tuple[Any, ...]]:
    """The losses of the card list's continuous abilities with `loses` (layers' sources: instance,
    ability, affects, condition, grant, modify, memo) that work where their card is now."""
    rules, zone_of = state.rules, state.zone_of
    out = []
    for i, ab, aff, cond, _g, _m, memo in srcs:
        key = zone_of[i]
        on = memo[key] if key in memo else memo.setdefault(key, rules.ability_zone_test(ab, key))
        if on is None:
            on = rules.ability_active(state, i, ab, rules.zone_name(key))  # type: ignore[attr-defined]
        if on:
            out.append((state.placed[i], rules.controller(state, i), i, aff, frozenset(ab["loses"]), True, cond))  # type: ignore[attr-defined]
    return out


def created(state: State) -> tuple[list[tuple[Any, ...]], list[tuple[Any, ...]]]:
    """The layers' entries of the flag's effects: (timestamp, controller, source, affected, grant,
    modify, None) and the losses (timestamp, controller, source, affected, words, False, None)."""
    out: list[tuple[Any, ...]] = []
    losses: list[tuple[Any, ...]] = []
    obj = state.obj
    for e in state.flags.get(KEY, ()):
        node = node_of(state, e)
        refs = e[REFS]
        if refs is None:
            aff: Any = node["lasting"]
        else:
            aff = tuple(r for r in refs if obj[r[0]] == r[1])
            if not aff:
                continue  # every card it named has changed zone
        ts, ctrl, src = e[TS], e[CTRL], e[SRC]
        if "tags" in node or "keywords" in node or "rules" in node:
            out.append((ts, ctrl, src, aff, (frozenset(node.get("tags", ())), frozenset(node.get("keywords", ())),
                                             frozenset(node.get("rules", ()))), None, None))
        if e[MODS]:
            out.append((ts, ctrl, src, aff, None, e[MODS], None))
        if node.get("loses"):
            losses.append((ts, ctrl, src, aff, frozenset(node["loses"]), False, None))
    return out, losses


def qualities(table: dict[int, Chars], entries: list[tuple[Any, ...]], own: set[int], losses: list[tuple[Any, ...]],
              affected: Callable[[tuple[Any, ...]], Iterable[int]], base: Callable[[int], Chars],
              copy: Callable[[Chars], Chars], printed_tags: Callable[[int], frozenset[str]]) -> list[tuple[Any, ...]]:
    """Tags, keywords and rule flags of every card when something is lost (the slow path of
    characteristics.compute, taken only then): each pass works out which cards lose their text, then each
    card's qualities from its printed ones through its grants and losses in timestamp order, until
    nothing changes. `own`: the ids of the entries of the cards' own continuous abilities, whose
    grants and changes stop when their card loses its text (as do losses flagged True). Returns the
    entries (in their order) whose value changes still apply."""
    lost: frozenset[int] = frozenset()
    for _ in range(6):  # each pass sees the last one's results; 6 bound dependency chains
        now: set[int] = set()
        for x in sorted(losses, key=_ts):  # 7.8.1.7: an earlier loss may silence a later one's source
            if "text" in x[4] and not (x[5] and x[2] in now):
                now.update(affected(x))
        live = [e for e in entries if e[2] not in now or id(e) not in own]
        recs: dict[int, list[tuple[int, int, Any]]] = {}
        for e in live:
            if e[4] is not None:
                for i in affected(e):
                    recs.setdefault(i, []).append((e[0], 0, e[4]))
        for x in losses:
            if not (x[5] and x[2] in now):
                for i in affected(x):
                    recs.setdefault(i, []).append((x[0], 1, x[4]))
        before = {i: (c.tags, c.keywords, c.flags) for i, c in table.items()}
        table.clear()
        for i, rs in recs.items():
            c = table[i] = _fold(copy(base(i)), rs, printed_tags(i) if i in now else None)
            if (c.tags, c.keywords, c.flags) == (base(i).tags, base(i).keywords, base(i).flags):
                del table[i]  # unchanged: it reads its definition's base, like every untouched card
        stable = now == lost and before == {i: (c.tags, c.keywords, c.flags) for i, c in table.items()}
        lost = frozenset(now)
        if stable:
            break
    return live


def _ts(x: tuple[Any, ...]) -> int:
    return x[0]  # type: ignore[no-any-return]


def _fold(c: Chars, recs: list[tuple[int, int, Any]], tags_left: frozenset[str] | None) -> Chars:
    """A card's qualities through its grants (kind 0: tags, keywords, rule flags) and losses (kind
    1: words) in timestamp order. `tags_left`: the card lost its text, so the tags its abilities
    carried go (its printed attrs tags stay)."""
    tags, kws, flags = (c.tags if tags_left is None else tags_left), c.keywords, c.flags
    recs.sort(key=lambda r: (r[0], r[1]))  # a grant and a loss made together: the grant first
    for _t, kind, p in recs:
        if kind == 0:
            tags, kws, flags = tags | p[0], kws | p[1], flags | p[2]
            continue
        if "text" in p or "keywords" in p:
            kws = _EMPTY
        else:
            kws = kws - p
        if "text" in p:
            flags = flags | _TEXT_FLAGS
        elif "auto" in p:
            flags = flags | _AUTO_FLAGS
    c.tags, c.keywords, c.flags = tags, kws, flags
    return c
