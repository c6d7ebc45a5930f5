"""The computer opponent's judgement of a grid game position, from one player's view only.

A player loses when their deck is empty (1.4), and every hit on the deck feeds the defender's
attribute area (6.6): so decks count most, then what attacks and defends the decks (units on the
grid by their values, units in the close row threaten the facing deck), then resources (released
attribute-area cards) and cards in hand. Hand-set weights; `prior` orders the moves a search or a
greedy player tries first.

`leaf(view, player, cards)` is the search's leaf value with the `leaf` setting: the same terms
(`terms`, and two the hand-set sum leaves out) weighed by weights fitted to who won in heuristic
self-play (LEAF_WEIGHTS, scripts/fit_leaf.py). Grid's searches use it (SEARCH): on hard's 200
ladder games it won 179 against the hand-set leaf's 175 (docs/ai.md, "Levels")."""
from __future__ import annotations

import math
from typing import Any

from ...actions import Action
from ...ai.leaf import differences, fitted_leaf
from ...cards import CardDef
from ...layers import chars
from ...state import REVERSE, STAND, State
from .view import eval_view
from .zones import ATTRIBUTE_KEY, DECK_KEY, GRID_KEYS, HAND_KEY

__all__ = ["evaluate", "evaluate_state", "eval_view", "leaf", "leaf_features", "prior", "score", "terms"]

W_DECK = 0.12       # per card of the own deck (a deck at 0 loses)
W_DECK_LOW = 0.35   # per card under DECK_SAFE
DECK_SAFE = 12
W_UNIT = 0.3
W_VALUE = 0.08      # per point of a unit's AT + DF
W_FRONT = 0.12      # a released unit in the close or battle row (it can attack next turn)
W_DOWN = -0.2
W_RESOURCE = 0.08   # a released attribute-area card
W_HAND = 0.07
SCALE = 4.0

# what a side is made of, for the fitted leaf: `_side` is exactly Σ HAND_WEIGHTS × these (a test
# checks it); `close` (released units in the row that faces the enemy deck) and the split of a
# unit's value into AT and DF are what a fit may weigh apart and the hand-set sum does not
TERMS = ("deck", "deck_low", "units", "at", "df", "down", "front", "close", "resource", "hand")
HAND_WEIGHTS = {"deck": W_DECK, "deck_low": -W_DECK_LOW, "units": W_UNIT, "at": W_VALUE, "df": W_VALUE,
                "down": W_DOWN, "front": W_FRONT, "close": 0.0, "resource": W_RESOURCE, "hand": W_HAND}
# fitted to who won in 400 games of heuristic self-play with the bundled decks (`python
# scripts/fit_leaf.py --game grid --games 400 --seed 9000`, 2026-11-30): held-out log loss 0.479
# against the hand-set evaluation's 0.515 (accuracy 74.5% against 72.8%). A unit's AT counts, its
# DF hardly; a unit beyond its values counts against (it is a card not in the deck)
LEAF_WEIGHTS = {"deck": 0.2150, "deck_low": -0.4311, "units": -0.2720, "at": 0.3837, "df": 0.0304, "down": -0.1374,
                "front": -0.0363, "close": 0.1180, "resource": 0.0911, "hand": 0.1193, "to_move": 0.1126}
LEAF_SPREAD = 0.25
# the search judges the end of its turn-end rollouts by LEAF_WEIGHTS: 179 of hard's 200 ladder games
# against the hand-set evaluation's 175 on the same games (not worse; it predicts the winner better)
SEARCH = {"leaf": 1}


def _side(view: dict[str, Any], q: int) -> float:
    side = view["players"][q]
    deck = side["deck"]
    s = W_DECK * min(deck, 30) - W_DECK_LOW * max(0, DECK_SAFE - deck)
    for a, cell in enumerate(side["grid"]):
        for c in cell:
            s += W_UNIT + W_VALUE * (c["at"] + c["df"])
            if c["orient"] == "down":
                s += W_DOWN
            elif a < 6:
                s += W_FRONT
    s += W_RESOURCE * sum(1 for c in side["attribute"] if c["orient"] == "release")
    s += W_HAND * min(side["hand_count"], 8)
    return s


def terms(view: dict[str, Any], q: int, cards: dict[str, CardDef] | None = None) -> dict[str, float]:
    """q's side of the position, term by term (`_side` weighs them by hand, `leaf` by a fit)."""
    side = view["players"][q]
    deck = side["deck"]
    t = dict.fromkeys(TERMS, 0.0)
    t["deck"] = min(deck, 30)
    t["deck_low"] = max(0, DECK_SAFE - deck)
    for a, cell in enumerate(side["grid"]):
        for c in cell:
            t["units"] += 1
            t["at"] += c["at"]
            t["df"] += c["df"]
            if c["orient"] == "down":
                t["down"] += 1
            elif a < 6:
                t["front"] += 1
                if a < 3 and c["orient"] == "release":
                    t["close"] += 1
    t["resource"] = sum(1 for c in side["attribute"] if c["orient"] == "release")
    t["hand"] = min(side["hand_count"], 8)
    return t


def leaf_features(view: dict[str, Any], player: int, cards: dict[str, CardDef] | None = None) -> list[float]:
    """What the leaf weighs, in LEAF_WEIGHTS order: each term, mine minus the opponent's, and
    whether it is `player`'s turn (1 or -1). scripts/fit_leaf.py fits on exactly these."""
    return differences(terms(view, player, cards), terms(view, 1 - player, cards), TERMS,
                       view["turn_player"] == player)


def score(view: dict[str, Any], player: int, cards: dict[str, CardDef] | None = None) -> float:
    return _side(view, player) - _side(view, 1 - player)


def evaluate(view: dict[str, Any], player: int, cards: dict[str, CardDef] | None = None) -> float:
    """In [-1, 1]: positive when `player` stands better."""
    res = view.get("result")
    if res:
        if res[0] == "draw":
            return 0.0
        return 1.0 if res[1] == player else -1.0
    return math.tanh(score(view, player, cards) / SCALE)


# the search's value of a leaf for `player` in [-1, 1] with the `leaf` setting
leaf = fitted_leaf(leaf_features, LEAF_WEIGHTS, TERMS, LEAF_SPREAD, evaluate)


def evaluate_state(state: State, player: int) -> float:
    """`evaluate(eval_view(state, player), player)` read from the state itself, the same sums in
    the same order (tests/ai/test_grid_eval_view.py checks equality): a search judges thousands of
    positions a decision, and building the view's dicts cost more than the sums. Reads only what
    eval_view holds, all public."""
    res = state.result
    if res:
        if res[0] == "draw":
            return 0.0
        return 1.0 if res[1] == player else -1.0
    return math.tanh((_side_state(state, player) - _side_state(state, 1 - player)) / SCALE)


def _side_state(state: State, q: int) -> float:
    zones, orient = state.zones, state.orient
    deck = len(zones[DECK_KEY[q]])
    s = W_DECK * min(deck, 30) - W_DECK_LOW * max(0, DECK_SAFE - deck)
    a = 0
    for key in GRID_KEYS[q]:
        for i in zones[key]:
            c = chars(state, i)
            s += W_UNIT + W_VALUE * (c.power + c.defense)
            if orient[i] == REVERSE:
                s += W_DOWN
            elif a < 6:
                s += W_FRONT
        a += 1
    s += W_RESOURCE * sum(1 for i in zones[ATTRIBUTE_KEY[q]] if orient[i] == STAND)
    s += W_HAND * min(len(zones[HAND_KEY[q]]), 8)
    return s


_PRIOR = {"target": 0.6, "attack": 0.5, "play": 0.45, "attribute": 0.4, "support": 0.4, "block": 0.35,
          "convert": 0.3, "move": 0.2, "activate": 0.25, "pay": 0.1, "place": 0.1, "step": 0.05}


def prior(state: State, action: Action) -> float:
    """A cheap preference: attack and develop before passing; the deck as a target when open."""
    k = action.kind
    if k == "target" and action.args and action.args[0] == -2:
        return 0.8
    return _PRIOR.get(k, 0.0)
