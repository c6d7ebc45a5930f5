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
The definitions themselves are built in engine/facedefs.py (re-exported here); this module turns
cards in a game.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from .cards import CardDef
from .facedefs import SEP as SEP
from .facedefs import card_for as card_for
from .facedefs import face_def as face_def
from .facedefs import face_keys as face_keys
from .facedefs import printed_id as printed_id
from .facedefs import printed_raw as printed_raw

if TYPE_CHECKING:
    from .state import State

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
    turned = state.flags.get(FLAG)
    if not turned:  # the usual case: asked for every character at every priority
        return None
    return next((state.defs[iid].id.partition(SEP)[2] or None for x in turned if x[0] == iid), None)


def printed_of(state: State, iid: int) -> CardDef:
    """Card `iid`'s own printed definition, whatever face it shows."""
    entry = next((x for x in state.flags.get(FLAG, ()) if x[0] == iid), None)
    return state.deftable[entry[1]] if entry else state.defs[iid]


def given_by(state: State, source: int) -> list[int]:
    """The cards showing a face that card `source` gives them."""
    return [x[0] for x in state.flags.get(FLAG, ()) if x[2] == source]
