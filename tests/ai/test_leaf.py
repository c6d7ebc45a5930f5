"""The search's fitted leaf (`leaf`, LEAF_WEIGHTS) of each game that has one: it judges a
position alike from either side and the search reads it only when its settings ask."""
from __future__ import annotations

import copy
import math
from types import ModuleType

import pytest

from engine.ai.base import knowledge, view_for_eval
from engine.ai.heuristic import HeuristicAgent
from engine.ai.ismcts import ISMCTSAgent
from engine.games.victory_spark import evaluate as vs
from engine.state import State
from tests.helpers import arena_positions

GAMES = ("victory_spark", "vividz", "grid")


def _leaf(mod: ModuleType, s: State, p: int) -> float:
    return float(mod.leaf(view_for_eval(mod, s, p), p, s.deftable))


# terms that read what only one side sees: a Victory Spark player counts the partners in their
# own hand and estimates the opponent's from the hidden pool (evaluate._partner_potential)
SEEN_BY_ONE_SIDE = {"victory_spark": {"partners"}, "vividz": set(), "grid": set()}


@pytest.mark.parametrize("game", GAMES)
def test_the_search_leaf_scores_both_sides_alike(game: str) -> None:
    """Apart from what only one side sees, the leaf reads public terms, so from either side its
    features are the same position with the signs turned, and its value is their weighing."""
    mod = knowledge(game)
    assert mod is not None and set(mod.LEAF_WEIGHTS) == {*mod.TERMS, "to_move"}
    states = arena_positions(game, range(4))
    assert len(states) > 60
    public = [i for i, t in enumerate((*mod.TERMS, "to_move")) if t not in SEEN_BY_ONE_SIDE[game]]
    values = []
    for s in states:
        mine = mod.leaf_features(view_for_eval(mod, s, 0), 0, s.deftable)
        theirs = mod.leaf_features(view_for_eval(mod, s, 1), 1, s.deftable)
        assert [mine[i] for i in public] == pytest.approx([-theirs[i] for i in public], abs=1e-12)
        value = _leaf(mod, s, 0)
        assert -1.0 <= value <= 1.0
        if not SEEN_BY_ONE_SIDE[game]:
            assert value == pytest.approx(-_leaf(mod, s, 1), abs=1e-12)
        values.append(value)
    assert len({round(v, 6) for v in values}) > 20  # it tells positions apart


def _spied(game: str, monkeypatch: pytest.MonkeyPatch) -> tuple[State, list[int]]:
    """A mid-game decision with a few options, and the players whose views the game's leaf
    is asked to judge from now on."""
    mod = knowledge(game)
    assert mod is not None
    s = next(s for s in arena_positions(game, range(10), every=1)
             if s.turn >= 3 and s.decision is not None and len(s.legal_actions()) >= 3)
    calls: list[int] = []
    real = mod.leaf

    def spy(view: dict, player: int, cards: object = None) -> float:
        calls.append(player)
        return real(view, player, cards)

    monkeypatch.setattr(mod, "leaf", spy)
    real_state = getattr(mod, "leaf_state", None)
    if real_state is not None:  # the same leaf read from the state (engine/ai/base.leaf_view uses it)

        def spy_state(state: State, player: int) -> float:
            calls.append(player)
            return real_state(state, player)

        monkeypatch.setattr(mod, "leaf_state", spy_state)
    return s, calls


@pytest.mark.parametrize("game", GAMES)
def test_the_search_uses_the_fitted_leaf_when_the_game_asks(game: str, monkeypatch: pytest.MonkeyPatch) -> None:
    s, calls = _spied(game, monkeypatch)
    ISMCTSAgent(1, iterations=12, leaf=0, early_stop=False).choose(s, s.current_player())
    assert calls == []
    ISMCTSAgent(1, iterations=12, leaf=1, early_stop=False).choose(s, s.current_player())
    assert len(calls) >= 10  # one per rollout that does not end the game
    assert set(calls) == {s.current_player()}  # always the searching player's view


@pytest.mark.parametrize("game", ["vividz", "grid"])
def test_the_game_that_prefers_its_fitted_leaf_gets_it_by_default(game: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """Vividz and grid prefer the fitted leaf (their SEARCH, measured on hard's ladder games):
    a search given no `leaf` setting, as the level hard is, reads it."""
    assert knowledge(game).SEARCH["leaf"] == 1
    s, calls = _spied(game, monkeypatch)
    ISMCTSAgent(1, iterations=12, early_stop=False).choose(s, s.current_player())
    assert len(calls) >= 10


@pytest.mark.parametrize("game", GAMES)
def test_greedy_steps_judge_by_the_leaf_only_when_asked(game: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """`heuristic,leaf=1` and the search's `gleaf=1` (greedy rollout moves of both players and the
    root's judgement) read the leaf; without them the one-ply steps read the evaluation."""
    s, calls = _spied(game, monkeypatch)
    me = s.current_player()
    HeuristicAgent(1).choose(s, me)
    ISMCTSAgent(1, iterations=12, leaf=0, gleaf=0, early_stop=False).choose(s, me)
    assert calls == []
    HeuristicAgent(1, leaf=True).choose(s, me)
    assert len(calls) >= len(s.legal_actions()) and set(calls) == {me}
    calls.clear()
    ISMCTSAgent(1, iterations=12, leaf=0, gleaf=1, early_stop=False, judge=1).choose(s, me)
    assert len(calls) >= len(s.legal_actions())  # the root's judgement at least
    calls.clear()
    ISMCTSAgent(1, iterations=12, leaf=0, gleaf=1, early_stop=False, judge=1, warm=0).choose(s, me)
    assert calls  # without the root's judgement: the greedy rollout steps


@pytest.mark.rule("victory_spark:8.2.2")
@pytest.mark.rule("victory_spark:8.2.3")
def test_the_victory_spark_leaf_fears_retires_and_an_empty_deck() -> None:
    """Ten retired cards lose (8.2.2) and so does an empty deck (8.2.3): whatever the fit, a card
    more in the player's retire area or an empty deck must lower the leaf, and one more in the
    opponent's must raise it, more so the nearer the opponent is to ten."""
    s = next(s for s in arena_positions("victory_spark", range(10), every=5)
             if s.turn >= 4 and not s.is_terminal())
    p = s.current_player()
    v = view_for_eval(vs, s, p)
    base = vs.leaf(v, p, s.deftable)

    def retire(view: dict, q: int, n: int) -> dict:
        out = copy.deepcopy(view)
        out["players"][q]["retire"] = [{"id": "x", "iid": -1}] * n
        return out

    own = len(v["players"][p]["retire"])
    assert vs.leaf(retire(v, p, own + 1), p, s.deftable) < base
    theirs = len(v["players"][1 - p]["retire"])
    assert vs.leaf(retire(v, 1 - p, theirs + 1), p, s.deftable) > base
    def logit(view: dict) -> float:  # before the squashing, which flattens the ends
        return math.atanh(vs.leaf(view, p, s.deftable))

    gains = [logit(retire(v, 1 - p, n + 1)) - logit(retire(v, 1 - p, n)) for n in range(9)]
    assert gains[8] > gains[0] > 0
    empty = copy.deepcopy(v)
    empty["players"][p]["deck"] = 0
    assert vs.leaf(empty, p, s.deftable) < base
