"""What an answer will do besides its own card, told before it is given: the player's other cards it
moves (a ring card replaced and sent to the waiting room, energy paid into the trash, a card of the
attribute area paid into the discard), in the log's words for that player.

Worked out on a clone of the real state, so only what the player may see of the outcome is told:
moves of the player's own cards out of public places, never a card from a deck or a draw (the
clone's deck order is the real one and is not the player's to know)."""
from __future__ import annotations

from .actions import Action
from .logtext import personal
from .state import State

_MOVES = ("move", "moved")


def _seen_before(state: State, player: int) -> set[int]:
    """The cards `player` sees now: all but those of decks, of the other player's hand and of zones
    whose spec is hidden or face down (a zone key names its spec, less any slot number)."""
    hidden = {z.name for z in state.rules.zone_specs() if not z.public or z.face_down} - {"hand"}
    out: set[int] = set()
    for key, ids in state.zones.items():
        name = key.split(".")[-1].rstrip("0123456789")
        if name in hidden or name.endswith("deck") or (name == "hand" and key != f"{player}.hand"):
            continue
        out.update(ids)
    return out


def consequences(state: State, action: Action, player: int, lang: str, card: int | None = None) -> list[str]:
    """Lines for `player` of what `action` does to their other cards (`card`: the one it is about, not
    told) up to the next decision; [] when nothing, or when the action is not legal now."""
    if state.decision is None or action not in state.decision.options:
        return []
    clone = state.clone()
    try:
        events = clone.apply_action(action)
    except Exception:  # noqa: BLE001 - a preview never stops the game; the answer itself will tell
        return []
    seen = _seen_before(state, player)
    out: list[str] = []
    for e in events:
        if e.kind not in _MOVES or e.get("player") != player or e.get("iid") == card:
            continue
        if e.get("iid") not in seen or e.get("cause") == "draw" or e.private not in (None, player):
            continue  # a card from a deck (revealed by the answer itself) is not told in advance
        line = clone.rules.render_event(clone, e, lang, player)
        if line:
            out.append(personal(line, lang, player))
    return out
