"""What each player knows of the cards hidden from them, so that a resampled world keeps it
(`State.resample`, engine/resampling.py; docs/engine.md, "What a player knows"; RULINGS G1 and each game's zone
clauses: Victory Spark 3.1.3, 3.2.2, 3.4.2, 3.7.2; Vividz 501.3, 509.3, 1105.1, 1108; grid 2.1;
PMV D3.3).

A player sees public zones and their own hand (their view). Of the rest they know what they
were shown and could follow since:

* a card that moves into a zone hidden from player p by a move whose event names it to p (a
  public move, or p's own move told to p alone, of a card p saw or knew where it was) is known to
  p there; in a deck, with its place (it went on the top or the bottom);
* a card p looks at (engine/deckops.py) or that is revealed is known to p where it is, with its
  place in a deck;
* a card leaving a hidden zone without being named to p is followed only when p knows which
  card it is: the top card of a deck, taken in the deck's order (a draw; no look at cards of
  that deck under way), that p knew to be the top. Otherwise p cannot tell which card left, so
  p forgets every card it knew in that zone (any of them may be the one); when it was the top
  card of a deck, taken in the deck's order, only the cards p knew there but not where;
* a card leaving a deck from a place p does not know (named to p, but not the top card taken in
  the deck's order and not a card whose place p knew) shifts the places p knew there by an
  unknown amount: they are forgotten, the identities stay. Cards put on the top or the bottom
  shift them knowably. (The engine has no search of a deck: a card leaves a deck from its top
  or from among the cards a player is looking at, which `_looking` sees.)
* a shuffle forgets the places in that deck, not the identities (the cards are still in it);
* cards put back in an order someone chose (deckops' look_order) are at places known to the
  chooser only (to everyone when there is one card); the places p knew below or above them
  shift knowably when the cards were the top of the deck.

Owners are no exception: their own deck (and face-down zones) are hidden from them too.

flags["memory"]: ((player, iid, obj, card id, place), ...): `player` knows that the card object
(iid, obj) is the card `card id`; place: its index in its deck counted from the bottom (the
zone list's index), or -1 (not known, or not in a deck). An entry holds while the object lasts
(state.obj[iid] == obj): every move makes a new object and calls `moved`, which carries it over
or forgets it. The flag is absent while nobody knows anything: a move costs then one lookup.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .events import NOBODY

if TYPE_CHECKING:
    from .state import State

MEMORY = "memory"
PUBLIC, OWNER, NO_ONE = 0, 1, 2  # who sees the cards of a zone: everyone / its owner / nobody
Entry = tuple[int, int, int, str, int]


def zone_info(state: State, key: str) -> tuple[int, bool]:
    """(who sees the cards at zone key `key`, whether it is a deck), from the game's zone specs;
    remembered per rules object and key."""
    rules: Any = state.rules
    table = getattr(rules, "_knowledge_zones", None)
    if table is None:
        table = rules._knowledge_zones = {}
    info = table.get(key)
    if info is None:
        name = rules.zone_name(key)
        spec = next((z for z in rules.zone_specs() if z.name == name), None)
        seen = PUBLIC if spec is None or spec.public else NO_ONE if spec.face_down else OWNER
        info = table[key] = (seen, name == "deck")
    return info


def hidden(seen: int, owner: int, p: int) -> bool:
    """Whether player `p` cannot see the cards of `owner`'s zone that `seen` (PUBLIC, OWNER, NO_ONE) sees."""
    return seen == NO_ONE or (seen == OWNER and owner != p)


def store(state: State, entries: list[Entry] | tuple[Entry, ...]) -> None:
    """Set the memory to `entries` (no flag when there are none)."""
    if entries:
        state.flags[MEMORY] = tuple(entries)
    else:
        state.flags.pop(MEMORY, None)


def _names(mem: tuple[Entry, ...], iid: int) -> bool:
    """Whether `mem` has an entry for card `iid` (a plain loop: the quickest for a few dozen entries)."""
    for e in mem:
        if e[1] == iid:
            return True
    return False


def _touches(mem: tuple[Entry, ...], iid: int, key: str, zone_of: list[str]) -> bool:
    """Whether `mem` has an entry for card `iid` or for a card in zone `key` (lapsed ones too)."""
    for e in mem:
        if e[1] == iid or zone_of[e[1]] == key:
            return True
    return False


def _looking(state: State) -> bool:
    """A look, stage or distribute (engine/deckops.py) is under way: its cards may leave in any order."""
    for t in state.tasks:
        if t[0] == "look_rest":
            return True
    return False


def _place(state: State, key: str, iid: int) -> int:
    """The card's index in deck `key` when it is the top or the bottom card (where cards are put), else -1."""
    z = state.zones[key]
    return len(z) - 1 if z[-1] == iid else 0 if z[0] == iid else -1


def moved(state: State, iid: int, old: str, from_top: bool, private: int | None) -> None:
    """The hook of every game's move: card `iid` left zone key `old` (`from_top`: it was the top
    card there) and is now a new object at state.zone_of[iid]; `private` is its move event's (the
    only player it names the card to; None: both)."""
    new = state.zone_of[iid]
    table = getattr(state.rules, "_knowledge_zones", None) or {}
    vo, deck_old = table.get(old) or zone_info(state, old)
    vn, deck_new = table.get(new) or zone_info(state, new)
    if vn == PUBLIC and (vo == PUBLIC or (private is None and not deck_old)):
        return  # everyone sees it now and knew which card left (its old entries lapse with its object)
    mem = state.flags.get(MEMORY)
    if mem is None:
        if vn == PUBLIC or private == NOBODY or (vn == OWNER and private == state.owner[iid]):
            return  # nobody knows anything, and nobody learns a card they do not see where it goes
    elif deck_old and from_top and not deck_new and not _looking(state) and (
            not _names(mem, iid) if private is None and vn == PUBLIC else not _touches(mem, iid, old, state.zone_of)):
        return  # the top card in the deck's order (a draw, a mill), not known, nothing known there: no change
    owner, obj, zone_of, objs = state.owner[iid], state.obj[iid], state.zone_of, state.obj
    before: dict[int, Entry] = {}
    out: list[Entry] = []
    there = [False, False]  # whether each player knows cards in the zone the card left
    for e in mem or ():
        i = e[1]
        if i == iid:
            if e[2] == obj - 1:
                before[e[0]] = e
        elif objs[i] == e[2]:
            out.append(e)
            if zone_of[i] == old:
                there[e[0]] = True
    looking: bool | None = None
    replace = False
    for p in (0, 1):
        named = private is None or private == p
        was = before.get(p)
        # named to p: p sees which card it is, unless it passes face down from one hidden place to another
        follows = named and (private is None or was is not None or not hidden(vo, owner, p)
                             or not hidden(vn, owner, p))
        if not named and was is not None and deck_old and was[4] == len(state.zones[old]):
            looking = _looking(state) if looking is None else looking
            follows = not looking  # p knew it was the top card, and the top card is what left
        if there[p] and hidden(vo, owner, p):
            if deck_old:
                if from_top and looking is None:
                    looking = _looking(state)
                in_order = from_top and not looking
                if not follows and not in_order:  # some card p cannot tell left: any of p's may be it
                    out = [e for e in out if not (e[0] == p and zone_of[e[1]] == old)]
                elif not follows:  # the top card left, unseen: any card p knew there but not where may be it
                    out = [e for e in out if not (e[0] == p and zone_of[e[1]] == old and e[4] < 0)]
                elif not in_order and not (was is not None and was[4] >= 0):  # p knows which, not from where
                    out = [(q, i, o, c, -1) if q == p and zone_of[i] == old else (q, i, o, c, pl)
                           for q, i, o, c, pl in out]
                elif not from_top:
                    replace = True
            elif not follows:
                out = [e for e in out if not (e[0] == p and zone_of[e[1]] == old)]
        if follows and hidden(vn, owner, p):
            out.append((p, iid, obj, state.defs[iid].id, _place(state, new, iid) if deck_new else -1))
    if replace:
        out = _reindex(state, out, old)
    if deck_new and state.zones[new][0] == iid and len(state.zones[new]) > 1:
        out = _reindex(state, out, new)  # put on the bottom: the places above it moved up by one
    store(state, out)


def _reindex(state: State, entries: list[Entry], key: str) -> list[Entry]:
    """The known places in deck `key` read again after a change every player who knew them can follow."""
    z, zone_of = state.zones[key], state.zone_of
    return [(p, i, o, c, z.index(i)) if pl >= 0 and zone_of[i] == key else (p, i, o, c, pl)
            for p, i, o, c, pl in entries]


def learn(state: State, who: int, cards: list[int] | tuple[int, ...]) -> None:
    """Player `who` (-1: both) is shown these cards where they are (a look, a reveal): each one in a
    zone hidden from a viewer is known to that viewer, in a deck with its place."""
    add: list[Entry] = []
    for i in cards:
        key = state.zone_of[i]
        seen, deck = zone_info(state, key)
        for p in ((0, 1) if who == -1 else (who,)):
            if hidden(seen, state.owner[i], p):
                add.append((p, i, state.obj[i], state.defs[i].id, state.zones[key].index(i) if deck else -1))
    if add:
        objs = state.obj
        new = {(e[0], e[1]) for e in add}
        store(state, [e for e in state.flags.get(MEMORY, ()) if (e[0], e[1]) not in new and objs[e[1]] == e[2]]
               + add)


def revealed(state: State, iid: object) -> None:
    """A card is revealed to both players where it is (a `reveal` event)."""
    if isinstance(iid, int) and 0 <= iid < len(state.defs):
        learn(state, -1, (iid,))


def shuffled(state: State, player: int) -> None:
    """`player`'s deck was shuffled: the places in it are forgotten, the cards in it stay known."""
    mem = state.flags.get(MEMORY)
    if mem:
        key, zone_of, objs = f"{player}.deck", state.zone_of, state.obj
        store(state, [(p, i, o, c, -1 if zone_of[i] == key else pl) for p, i, o, c, pl in mem if objs[i] == o])


def reordered(state: State, key: str, before: list[int], block: list[int], chooser: int | None) -> None:
    """Cards of deck `key` (`block`) were put on its top or bottom in an order `chooser` picked (None:
    nobody; `before`: the deck's order until then): their places are known to the chooser (to
    everyone when there is one); the other places p knew shift knowably when the block lay on top."""
    mem = state.flags.get(MEMORY)
    if not mem:
        return
    n = len(block)
    on_top = set(before[len(before) - n:]) == set(block)
    z, zone_of, objs = state.zones[key], state.zone_of, state.obj
    out: list[Entry] = []
    for p, i, o, c, pl in mem:
        if objs[i] != o:
            continue
        if zone_of[i] == key:
            if i in block:
                pl = z.index(i) if p == chooser or n == 1 else -1
            elif pl >= 0:
                pl = z.index(i) if on_top else -1
        out.append((p, i, o, c, pl))
    store(state, out)


def known_cards(state: State, p: int) -> dict[int, tuple[str, int]]:
    """The cards hidden from `p` that `p` knows: iid -> (card id, place in its deck or -1); with the
    cards `p` is looking at now (flags["seen"])."""
    objs = state.obj
    out = {i: (c, pl) for q, i, o, c, pl in state.flags.get(MEMORY, ()) if q == p and objs[i] == o}
    for q, i, o in state.flags.get("seen", ()):
        if q in (p, -1) and objs[i] == o and i not in out:
            out[i] = (state.defs[i].id, -1)
    return out


def unknown(state: State, p: int, cards: list[int]) -> list[int]:
    """Of `cards` (hidden from `p`), those whose identity `p` does not know (each game's
    `view.hidden_from`)."""
    known = known_cards(state, p)
    return [i for i in cards if i not in known]
