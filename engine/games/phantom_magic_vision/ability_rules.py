"""Phantom Magic Vision's checks of an ability across its keys (Vocabulary.check_ability), after the
shared validator's: what a play ability needs (effects, modes or an additional cost), which costs a
play may have (D5.2), the shape of modes, and where `played` may stand in a trigger."""
from __future__ import annotations

from typing import Any

from ...vocabulary import CHOSEN_COST_SHAPES, MODE_SHAPE, VocabError, Vocabulary

PAID = ("nodes", "cards", "overdrive")  # what `{paid: ...}` reads (payment.py)
PLAY_COSTS = ("nodes", "discard", "move_cards", "rest_cards")  # what a play's `cost` may hold
MAX_MODES = 8


def check_ability(a: dict[str, Any], path: str) -> None:
    t = a["type"]
    if "modes" in a or "mode_count" in a:
        _modes(a, path)
    if t == "play":
        if not any(k in a for k in ("effects", "modes", "cost")):
            raise VocabError(f"{path}.effects", "a play ability needs effects, modes or an additional cost")
        for i, c in enumerate(a.get("cost", ())):
            if next(iter(c)) not in PLAY_COSTS:
                raise VocabError(f"{path}.cost[{i}]", f"a play's additional cost is one of {', '.join(PLAY_COSTS)} "
                                 f"(the card is in the hand: it has no orientation to pay with)")
    trig = a.get("trigger")
    if isinstance(trig, dict) and "played" in trig and trig.get("on") != "enters":
        raise VocabError(f"{path}.trigger.played", "only an enters trigger tells a played card from one put onto the field")
    if t == "replacement" and (a.get("replaces") or {}).get("on") != "lose":
        # the game replaces nothing else (engine/results.py): such a card would load and do nothing
        raise VocabError(f"{path}.replaces.on", "in this game a replacement ability can only replace losing the "
                         "game (on: lose)")
    _no_move_to_set(a, path)


def _no_move_to_set(x: Any, path: str) -> None:
    """A card is set on a character by playing it (D5.5, 10.13): an effect's `move ... to: set` would
    load and do nothing, so it is refused where it is written."""
    if isinstance(x, dict):
        if "move" in x and x.get("to") == "set":
            raise VocabError(f"{path}.to", "cards are set on a character by playing them; an effect cannot move a "
                             "card to the set zone")
        for k, v in x.items():
            _no_move_to_set(v, f"{path}.{k}")
    elif isinstance(x, list):
        for i, v in enumerate(x):
            _no_move_to_set(v, f"{path}[{i}]")


def _modes(a: dict[str, Any], path: str) -> None:
    if a["type"] != "play":
        raise VocabError(f"{path}.modes", "only a play ability (what a spell or command does) has modes")
    if "modes" not in a:
        raise VocabError(f"{path}.mode_count", "mode_count needs modes")
    modes = a["modes"]
    if not 2 <= len(modes) <= MAX_MODES:
        raise VocabError(f"{path}.modes", f"a modal play has 2 to {MAX_MODES} modes")
    for k in ("effects", "targets"):
        if k in a:
            raise VocabError(f"{path}.{k}", f"a modal play's {k} are those of its modes (modes[N].{k})")
    n = a.get("mode_count", 1)
    if not 1 <= n <= len(modes):
        raise VocabError(f"{path}.mode_count", f"must be 1 to the number of modes ({len(modes)})")


def vocab(v: Vocabulary) -> None:
    """The words of plays this module checks: modes, additional costs (the shared chosen-card costs),
    `played` on an enters trigger, the amount `paid`."""
    v.ability_keys |= {"modes", "mode_count"}
    v.ability_key_kinds |= {"modes": "list:shape:mode", "mode_count": "count"}
    v.shapes |= {**CHOSEN_COST_SHAPES, "mode": dict(MODE_SHAPE)}
    v.costs |= set(CHOSEN_COST_SHAPES)
    v.cost_args |= {k: f"shape:{k}" for k in CHOSEN_COST_SHAPES}
    v.trigger_key_kinds["played"] = "bool"
    v.expr_kinds["paid"] = "one_of:" + ",".join(PAID)
    v.effects_optional |= {"play"}
    before = v.check_ability
    if before is None:
        v.check_ability = check_ability
    else:  # another part of the game checks abilities too: both apply
        def both(a: dict[str, Any], path: str) -> None:
            before(a, path)
            check_ability(a, path)
        v.check_ability = both
