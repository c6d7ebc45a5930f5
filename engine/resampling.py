"""Resampling a world for one player (each game's `view.resample`; docs/engine.md, "What a player
knows"): the cards hidden from the player get their pools' definitions again in a random order and
both decks a random order, except what the player knows (engine/knowledge.py) stays as it is."""
from __future__ import annotations

from bisect import bisect_left
from collections.abc import Callable, Collection
from operator import attrgetter
from typing import TYPE_CHECKING

from . import knowledge
from .layers import permute_defs
from .rng import WorldRng

if TYPE_CHECKING:
    from .state import State

_BY_ID = attrgetter("id")


def hidden_keys(always: tuple[str, ...], theirs: tuple[str, ...]) -> tuple[tuple[str, ...], ...]:
    """For each player p, the keys of the zones whose cards p cannot see, built once: each
    player's zones `always` (hidden from everyone: decks, face-down zones), then the opponent's
    zones `theirs` (hidden from all but their owner: a hand)."""
    return tuple(tuple(f"{q}.{z}" for q in (0, 1) for z in always + (theirs if q != p else ())) for p in (0, 1))


def cards_in(state: State, keys: tuple[str, ...]) -> list[int]:
    """The instances in the zones `keys` (one player's `hidden_keys`), zone by zone."""
    zones = state.zones
    out: list[int] = []
    for key in keys:
        out += zones[key]
    return out


def resample(state: State, p: int, seed: int, concealed: Callable[[State, int], list[int]],
             apart: Callable[[State, list[int]], Collection[int]] | None = None) -> State:
    """A copy of `state` (each game's `view.resample`) where every card hidden from `p`
    (`concealed(s, p)`) is redrawn from its owner's hidden pool, and deck orders redrawn,
    keeping what `p` knows (`redraw`). `apart(s, hidden)`: the hidden cards that may not trade
    identities with the others (a sideboard's, missions), each owner's a pool of their own.
    Depends only on what `p` sees and knows and on the seed."""
    s = state.clone()
    owner, hidden = s.owner, concealed(s, p)
    if apart is None:
        pools: list[list[int]] = [[], []]
        for i in hidden:
            pools[owner[i]].append(i)
    else:  # (owner 0, the others), (owner 0, apart), (owner 1, ...), (owner 1, ...)
        pools = [[], [], [], []]
        out = apart(s, hidden)
        for i in hidden:
            pools[2 * owner[i] + (i in out)].append(i)
    redraw(s, p, WorldRng(seed), pools)
    return s


def redraw(s: State, p: int, r: WorldRng, pools: list[list[int]]) -> None:
    """Resample `s` (a clone) for player `p`: each pool (cards hidden from `p` that may trade
    identities: one owner's, of one kind) gets its definitions again in a random order, but the
    cards `p` knows keep what `p` knows them to be; then both decks get a random order, but the
    places `p` knows stay. The result depends only on `p`'s knowledge, the pools' contents (which
    instances, which definitions) and `r`; with nothing known it is the plain redraw."""
    known = knowledge.known_cards(s, p)
    defs = list(s.defs)
    for pool in pools:
        ids = sorted(pool)
        bag = sorted((defs[i] for i in ids), key=_BY_ID)
        hit = [i for i in ids if i in known] if known else None
        if hit:  # each known card takes a definition of its card from the pool (sorted: bisect)
            keys = [d.id for d in bag]
            lost = set()  # known as a card the pool does not hold (a state that contradicts it): redrawn
            for i in hit:
                j = bisect_left(keys, known[i][0])
                if j < len(keys) and keys[j] == known[i][0]:
                    defs[i] = bag.pop(j)
                    del keys[j]
                else:
                    lost.add(i)
            ids = [i for i in ids if i not in known or i in lost]
        r.shuffle(bag)
        for i, d in zip(ids, bag, strict=True):
            defs[i] = d
    permute_defs(s, defs)  # a permutation: indexes of which cards are present carry over
    zone_of = s.zone_of
    for q in (0, 1):  # deck order is hidden too: redraw it from the sorted instances
        key = f"{q}.deck"
        order = sorted(s.zones[key])
        fixed: dict[int, int] = {}
        for i in sorted(known):
            pl = known[i][1]
            if 0 <= pl < len(order) and zone_of[i] == key and pl not in fixed:
                fixed[pl] = i
        if fixed:
            placed = set(fixed.values())
            order = [i for i in order if i not in placed]
            r.shuffle(order)
            for pl in sorted(fixed):  # lowest first: each lands at its index
                order.insert(pl, fixed[pl])
        else:
            r.shuffle(order)
        s.zones[key] = order
    _other_in_world(s, p, known)
    s._cache = None


def _other_in_world(s: State, p: int, known: dict[int, tuple[str, int]]) -> None:
    """The other player's knowledge in `p`'s sampled world: only of cards `p` sees or knows (what
    they know of cards hidden from `p` would name the true cards), places only where `p` knows them."""
    mem = s.flags.get(knowledge.MEMORY)
    if not mem:
        return
    out: list[knowledge.Entry] = []
    table = getattr(s.rules, "_knowledge_zones", None) or {}
    objs, zone_of = s.obj, s.zone_of
    for q, i, o, c, pl in mem:
        if objs[i] != o:
            continue
        if q != p:
            if i in known:
                c, mine = known[i]
                pl = pl if pl == mine else -1
            elif knowledge.hidden((table.get(zone_of[i]) or knowledge.zone_info(s, zone_of[i]))[0], s.owner[i], p):
                continue
        out.append((q, i, o, c, pl))
    knowledge.store(s, out)
