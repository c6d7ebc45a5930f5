"""Two-faced cards: a shared extension point for games whose cards turn to another face
(Phantom Magic Vision's 変身, 10.28).

A card's other face is a CardDef of its own, built once from the printed card's data (its
`attrs[face]`: name, stats, attrs, text, abilities) with the id "<printed id>#<face>". Turning a
card over replaces its entry in State.defs (copy-on-write: clones share the list until one of
them changes it), so everything that reads a card's definition (characteristics, abilities,
triggers, views) sees the face without knowing about faces. Saves and replays keep printed cards
only; a face id is rebuilt from its printed card when a save is loaded (`card_for`).

A card may describe several other faces (GameRules.faces names the attrs keys, e.g. "transformed",
"transformed_2"): each is a face of its own ("<id>#transformed_2"); the game says which one it turns to.
"""
from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any

from .cards import CardDef

if TYPE_CHECKING:
    from .state import State

SEP = "#"
_FACES: dict[tuple[int, str], CardDef] = {}  # (id() of the printed CardDef, face) -> face; printed defs live on


def face_def(base: CardDef, face: str, normalize: Callable[[Any], Any] | None = None,
             card_type: str | None = None) -> CardDef:
    """The `face` side of printed card `base` (its attrs[face] mapping); `card_type`: the type every
    face has in the game (a transformed state is a character's, even when an equipment gives it)."""
    key = (id(base), face)
    d = _FACES.get(key)
    if d is not None and d.raw is base.raw:
        return d
    data: dict[str, Any] = base.attrs[face]
    abilities = tuple(normalize(a) if normalize else a for a in data.get("abilities", ()))
    stats = {**base.stats, **data.get("stats", {})}
    d = CardDef(id=f"{base.id}{SEP}{face}", game=base.game, set=base.set, number=base.number,
                name=dict(data["name"]), type=card_type or base.type, rarity=base.rarity, stats=stats,
                attrs={**dict(data.get("attrs") or {}), "printed": base.id}, text=dict(data["text"]),
                abilities=abilities, raw=base.raw)
    _FACES[key] = d
    return d


def face_keys(attrs: Mapping[str, Any], names: tuple[str, ...]) -> list[str]:
    """The faces among `names` (GameRules.faces) that card data `attrs` describes, in that order: a
    card may have several (Phantom Magic Vision 10.28.5: one is chosen as it turns)."""
    return [k for k in names if isinstance(attrs.get(k), dict)]


def printed_raw(table: Mapping[str, CardDef]) -> dict[str, Any]:
    """{id: raw card data} of the printed cards of a card table (faces are rebuilt from these), as
    saves, replays and the computer player's process embed them."""
    return {d.id: d.raw for d in table.values() if SEP not in d.id}


def printed_id(card_id: str) -> str:
    return card_id.split(SEP, 1)[0]


def card_for(cards: Mapping[str, CardDef], card_id: str, normalize: Callable[[Any], Any] | None = None,
             card_type: str | None = None) -> CardDef:
    """The definition of `card_id` among printed cards `cards`, a face id built from its card.
    KeyError for an unknown card or face."""
    d = cards.get(card_id)
    if d is not None:
        return d
    base_id, _, face = card_id.partition(SEP)
    base = cards[base_id]
    if not face or not isinstance(base.attrs.get(face), dict):
        raise KeyError(card_id)
    return face_def(base, face, normalize)


FLAG = "faces"  # ((card, its own printed id, the card whose face it shows), ...) while turned


def turn(state: State, iid: int, face: str | None, source: int | None = None) -> None:
    """Show card `iid`'s `face` (None: its own printed side again). The face is the card's own,
    or that of card `source` (a card giving it a face, e.g. an equipment's transformed state).
    Its object stays the same (it does not change zones); its characteristics are those of the
    face from now on."""
    turned = state.flags.get(FLAG, ())
    entry = next((x for x in turned if x[0] == iid), None)
    own = state.deftable[entry[1]] if entry else state.defs[iid]
    if face is None:
        if entry is None:
            return
        new = own
        state.flags[FLAG] = tuple(x for x in turned if x[0] != iid)
    else:
        base = state.defs[source] if source is not None else own
        base = state.deftable[printed_id(base.id)]
        new = face_def(base, face, getattr(state.rules, "normalize_ability", None), getattr(state.rules, "face_type", None))
        state.flags[FLAG] = tuple(x for x in turned if x[0] != iid) + ((iid, own.id, -1 if source is None else source),)
    if state.defs[iid] is new:
        return
    defs = list(state.defs)  # a new list: clones made before this keep the old one
    defs[iid] = new
    state.defs = defs
    state._cache = None


def face_of(state: State, iid: int) -> str | None:
    """The face card `iid` shows, None for its own printed side."""
    return next((state.defs[iid].id.partition(SEP)[2] or None for x in state.flags.get(FLAG, ()) if x[0] == iid), None)


def printed_of(state: State, iid: int) -> CardDef:
    """Card `iid`'s own printed definition, whatever face it shows."""
    entry = next((x for x in state.flags.get(FLAG, ()) if x[0] == iid), None)
    return state.deftable[entry[1]] if entry else state.defs[iid]


def given_by(state: State, source: int) -> list[int]:
    """The cards showing a face that card `source` gives them."""
    return [x[0] for x in state.flags.get(FLAG, ()) if x[2] == source]
