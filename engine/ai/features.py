"""A generic numeric encoding of one player's view, for a learned evaluation (engine/ai/value.py).

Every game's view has the same shape (engine/games/<id>/view.py): top-level facts (turn, whose
turn, phase, ...) and one dict per player whose entries are numbers, card lists, lists of
card slots or lists of words. `view_terms` turns any such view into named numbers without
knowing the game:

* the player's side is `me.`, the opponent's `op.`;
* a number is itself (`me.life`, `op.hand` — an opponent's hidden hand is only a count);
* a list of cards counts them (`me.field.n`) and sums each numeric characteristic
  (`me.field.attack`), counts each word value (`me.field.orient=active`) and each flag;
* a list of slots counts the occupied ones (`me.bench.slots`) and encodes its cards as above;
* a list of words counts them and each value (`me.energy=rest`);
* top level: the turn (capped), whether it is this player's turn and decision, who went
  first, the phase and step, and the cards of any shared zone (stack, resolution).

A game adds its own terms through its knowledge module (engine/games/<id>/evaluate.py):
`value_terms(view, player, cards) -> dict[str, float]` when it has one, else its fitted-leaf
features (`leaf_features`, named by `TERMS`), each as `g.<name>`; and its hand-set evaluation
as `eval` (a game whose two share their work gives both at once: `leaf_features_and_eval`).
Only the view and the public card table are read, so the encoding is as honest as the view:
nothing hidden from the player is in it. The model keeps the names it was trained on (unknown
names are ignored, missing ones are 0), so a view that grows a key stays readable.
"""
from __future__ import annotations

from collections.abc import Mapping
from types import ModuleType
from typing import Any

# the same for both players all game (decklists are public and fixed), or said elsewhere
SKIP_KEYS = frozenset({"decklist", "log", "decision", "known", "game", "me", "result", "iid", "id",
                       "first_player", "turn_player", "turn", "phase", "step", "counts", "counters",
                       # instance ids and seats: numbers, but no quantity
                       "host", "owner", "controller", "target", "source", "attacker", "defender"})
TURN_CAP = 30


def _card(prefix: str, c: Mapping[str, Any], out: dict[str, float]) -> None:
    for k, v in c.items():
        if k in SKIP_KEYS or v is None:
            continue
        if isinstance(v, bool):
            if v:
                key = f"{prefix}.{k}"
                out[key] = out.get(key, 0.0) + 1.0
        elif isinstance(v, int | float):
            key = f"{prefix}.{k}"
            out[key] = out.get(key, 0.0) + float(v)
        elif isinstance(v, str):
            key = f"{prefix}.{k}={v}"
            out[key] = out.get(key, 0.0) + 1.0


def _zone(prefix: str, value: Any, out: dict[str, float]) -> None:
    """One entry of a player's dict (or a shared zone) as named numbers."""
    if isinstance(value, bool):
        out[prefix] = 1.0 if value else 0.0
    elif isinstance(value, int | float):
        out[prefix] = float(value)
    elif isinstance(value, list | tuple):
        n = 0
        slots = 0
        for x in value:
            if isinstance(x, dict):
                n += 1
                _card(prefix, x, out)
            elif isinstance(x, list | tuple):  # a slot holding a stack of cards
                if x:
                    slots += 1
                for y in x:
                    if isinstance(y, dict):
                        n += 1
                        _card(prefix, y, out)
            elif isinstance(x, str):
                n += 1
                key = f"{prefix}={x}"
                out[key] = out.get(key, 0.0) + 1.0
            else:
                n += 1
        out[f"{prefix}.n"] = float(n)
        if slots:
            out[f"{prefix}.slots"] = float(slots)


def generic_terms(view: Mapping[str, Any], player: int) -> dict[str, float]:
    """The game-independent part of `view_terms`."""
    out: dict[str, float] = {
        "turn": float(min(int(view.get("turn", 0)), TURN_CAP)),
        "my_turn": 1.0 if view.get("turn_player") == player else 0.0,
        "went_first": 1.0 if view.get("first_player") == player else 0.0,
    }
    decision = view.get("decision")
    out["to_answer"] = 1.0 if isinstance(decision, dict) and decision.get("player") == player else 0.0
    for k in ("phase", "step"):
        v = view.get(k)
        if isinstance(v, str) and v:
            out[f"{k}={v}"] = 1.0
    players = view["players"]
    for prefix, side in (("me", players[player]), ("op", players[1 - player])):
        for k, v in side.items():
            if k not in SKIP_KEYS:
                _zone(f"{prefix}.{k}", v, out)
    for k, v in view.items():  # shared zones: a stack, a resolution, cards being shown
        if k not in SKIP_KEYS and k != "players" and isinstance(v, list):
            _zone(f"shared.{k}", v, out)
    return out


def view_terms(view: Mapping[str, Any], player: int, cards: Any = None,
               mod: ModuleType | None = None) -> dict[str, float]:
    """Named numbers describing `view` for `player`: the generic encoding, the game's own terms
    (`g.` names) and its hand-set evaluation (`eval`) when its knowledge module `mod` has them."""
    out = generic_terms(view, player)
    if mod is None:
        return out
    own = getattr(mod, "value_terms", None)
    ev = getattr(mod, "evaluate", None)
    judged: float | None = None
    if own is not None:
        for k, v in own(view, player, cards).items():
            out[f"g.{k}"] = float(v)
    else:
        feats = getattr(mod, "leaf_features", None)
        both = getattr(mod, "leaf_features_and_eval", None)  # the two at once, when they share work
        names = getattr(mod, "TERMS", None)
        if feats is not None and names is not None:
            if both is not None and ev is not None:
                values, judged = both(view, player, cards)
            else:
                values = feats(view, player, cards)
            for k, v in zip((*names, "to_move"), values, strict=True):
                out[f"g.{k}"] = float(v)
    if ev is not None:
        out["eval"] = float(ev(view, player, cards) if judged is None else judged)
    return out
