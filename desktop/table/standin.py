"""The game behind a board, for the adapter questions the board asks itself: a card that stands in
for another (Victory Spark: a standing bench card dragged onto its own ring declares the attack,
which the table ties to the ring card dropped on the opponent's ring) and the arrows a damage
determination shows (arrows.py).

The table hands the board the game it plays (`BoardWidget.live`, with each position's candidates);
a board without one (a replay) gets no stand-ins and no arrows."""
from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from engine.state import State

    from .boardapi import BoardLike as BoardWidget


def table_game(board: BoardWidget) -> tuple[State, int] | None:
    """The game's state and the player the table is seen by, or None (a replay)."""
    return board.live if board.adapter is not None else None


def stand_in(board: BoardWidget, iid: int) -> tuple[int, dict[str, str]]:
    """The card whose answers a drag or click of card iid makes, and where its drop places are for
    iid (the adapter's `stand_in`: {its place: iid's place}); else (iid, {})."""
    game = table_game(board)
    found = board.adapter.stand_in(game[0], iid) if board.adapter is not None and game is not None else None
    return (iid, {}) if found is None else (int(found[0]), dict(found[1]))


def drag_targets(board: BoardWidget, iid: int) -> set[str]:
    """The places card iid may be dropped on (its stand-in's, moved to iid's places)."""
    if board.delegate is None:
        return set()
    other, places = stand_in(board, iid)
    return {places.get(k, k) for k in board.delegate.drop_targets(other)}


def answer_for(board: BoardWidget, iid: int, key: str) -> tuple[int, str]:
    """The (card, place) a drop of iid on `key` means to the table: its stand-in's drop when `key` is
    one of iid's places, else iid's own (refused with iid's name when it means nothing)."""
    other, places = stand_in(board, iid)
    if other == iid or board.delegate is None:
        return iid, key
    back = {v: k for k, v in places.items()}
    theirs = back.get(key, key)
    if theirs not in board.delegate.drop_targets(other) or (key in places and key not in back):
        return iid, key
    return other, theirs


def with_stand_ins(board: BoardWidget, iids: set[int]) -> set[int]:
    """The glowing cards `iids` and the cards that stand in for one of them (they answer too)."""
    game = table_game(board) if iids else None
    if game is None or board.adapter is None or board.model is None:
        return set(iids)
    fn = board.adapter.stand_in
    shown = {c.iid for z in board.model.zones.values() for c in z.cards if c.iid is not None}
    return set(iids) | {i for i in shown if (fn(game[0], i) or (None,))[0] in iids}
