"""The learned evaluation: the generic view encoding, the model file, and its use by the agents."""
from __future__ import annotations

import json
import math
from pathlib import Path
from typing import Any

import numpy as np
import pytest

from engine.ai.base import knowledge
from engine.ai.features import generic_terms, view_terms
from engine.ai.levels import make_agent, parse_spec
from engine.ai.value import ValueModel, ValueModelError, learned_value, resolve_model, state_terms

from .conftest import position

GAMES = ["victory_spark", "vividz", "grid", "phantom_magic_vision"]


def random_model(game: str, names: list[str], seed: int = 1, hidden: int = 8) -> ValueModel:
    """A model with random weights on `names`: any function of the inputs will do for checks of
    what an agent reads."""
    rng = np.random.default_rng(seed)
    d = len(names)
    return ValueModel(game, names, rng.normal(0, 1, d), rng.uniform(0.5, 2.0, d), rng.normal(0, 0.5, (hidden, d)),
                      rng.normal(0, 0.1, hidden), rng.normal(0, 0.5, hidden), rng.normal(0, 0.2, d), 0.1)


def model_file(tmp_path: Path, game: str, seed: int = 36) -> Path:
    s = position(seed, game=game, kinds={"grid": ("standby",), "phantom_magic_vision": ("priority",)}.get(game, ("main",)))
    names = sorted(set(state_terms(s, 0)) | set(state_terms(s, 1)))
    path = tmp_path / f"{game}.value.json"
    random_model(game, names).save(path)
    return path


def test_the_generic_encoding_of_a_view() -> None:
    view: dict[str, Any] = {
        "game": "x", "me": 0, "turn": 44, "turn_player": 0, "first_player": 1, "phase": "main", "step": "",
        "decision": {"player": 0, "kind": "main"}, "result": None, "known": [{"iid": 9, "id": "SECRET"}],
        "stack": [{"iid": 5, "id": "A", "power": 2}],
        "players": [
            {"life": 17, "deck": 30, "hand": [{"iid": 1, "id": "A", "power": 2000, "orient": "stand"},
                                             {"iid": 2, "id": "B", "power": 500, "orient": "rest", "face_down": True}],
             "bench": [[{"iid": 3, "id": "C", "power": 1000, "host": 77}], [], [{"iid": 4, "id": "D", "power": 1}]],
             "energy": ["rest", "rest", "stand"], "decklist": ["A", "B"]},
            {"life": 12, "deck": 31, "hand": 4, "bench": [[], [], []], "energy": [], "decklist": ["A"]},
        ]}
    t = generic_terms(view, 0)
    assert t["turn"] == 30  # capped
    assert (t["my_turn"], t["went_first"], t["to_answer"]) == (1, 0, 1)
    assert t["phase=main"] == 1 and not any(k.startswith("step=") for k in t)
    assert (t["me.life"], t["op.life"], t["me.deck"], t["op.hand"]) == (17, 12, 30, 4)
    assert (t["me.hand.n"], t["me.hand.power"], t["me.hand.face_down"]) == (2, 2500, 1)
    assert (t["me.hand.orient=stand"], t["me.hand.orient=rest"]) == (1, 1)
    assert (t["me.bench.n"], t["me.bench.slots"], t["me.bench.power"]) == (2, 2, 1001)
    assert (t["me.energy.n"], t["me.energy=rest"], t["me.energy=stand"]) == (3, 2, 1)
    assert (t["op.bench.n"], t["op.energy.n"]) == (0, 0) and "op.bench.slots" not in t
    assert (t["shared.stack.n"], t["shared.stack.power"]) == (1, 2)
    # instance ids, host ids, card ids, decklists and shown cards are no quantities
    assert not any("iid" in k or "host" in k or "decklist" in k or "known" in k or "SECRET" in k for k in t)
    # the other seat's encoding mirrors it
    u = generic_terms(view, 1)
    assert (u["me.life"], u["op.life"], u["my_turn"], u["to_answer"]) == (12, 17, 0, 0)


@pytest.mark.parametrize("game", GAMES)
def test_every_game_encodes_with_its_own_terms_and_evaluation(game: str) -> None:
    s = position(36, game=game, kinds={"grid": ("standby",), "phantom_magic_vision": ("priority",)}.get(game, ("main",)))
    mod = knowledge(game)
    t = view_terms(s.view(0), 0, s.deftable, mod)
    assert -1.0 <= t["eval"] <= 1.0
    assert t["eval"] == pytest.approx(mod.evaluate(s.view(0), 0, s.deftable))
    assert any(k.startswith("me.") for k in t) and any(k.startswith("op.") for k in t)
    if hasattr(mod, "TERMS"):
        assert {f"g.{k}" for k in (*mod.TERMS, "to_move")} <= set(t)
    assert all(math.isfinite(v) for v in t.values())


@pytest.mark.parametrize("game", ["victory_spark", "vividz"])
def test_features_and_evaluation_read_at_once_are_exactly_the_two_apart(game: str) -> None:
    """`leaf_features_and_eval` is only a faster way to the same inputs: every view of a
    seeded random game, both players, ends with the same numbers to the last bit."""
    from engine.ai.random_agent import RandomAgent

    from .conftest import new_game

    mod = knowledge(game)
    s, mover, seen = new_game(5, 5, 6, game), RandomAgent(5), 0
    while not s.is_terminal() and seen < 400:
        for p in (0, 1):
            v = s.view(p)
            feats, ev = mod.leaf_features_and_eval(v, p, s.deftable)
            assert feats == mod.leaf_features(v, p, s.deftable)
            assert ev == mod.evaluate(v, p, s.deftable)
            seen += 1
        legal = s.legal_actions()
        s.apply_action(legal[0] if len(legal) == 1 else mover.choose(s, s.current_player()))
    v = s.view(0)
    assert s.is_terminal() or seen >= 400
    assert mod.leaf_features_and_eval(v, 0, s.deftable)[1] == mod.evaluate(v, 0, s.deftable)


def test_a_saved_model_loads_back_and_values_the_same(tmp_path: Path) -> None:
    names = ["a", "b", "c"]
    m = random_model("grid", names, hidden=4)
    terms = {"a": 3.0, "c": -1.0, "unknown": 99.0}
    # the folded standardisation equals the plain formula
    x = (np.array([3.0, 0.0, -1.0]) - m.mean) / m.scale
    z = m.w2 @ np.maximum(m.w1 @ x + m.b1, 0) + m.lin @ x + m.bias
    assert m.logit(terms) == pytest.approx(z)
    assert m.value(terms) == pytest.approx(2 / (1 + math.exp(-z)) - 1)
    m.save(tmp_path / "m.value.json")
    back = ValueModel.load(tmp_path / "m.value.json")
    assert back.names == names and back.value(terms) == pytest.approx(m.value(terms), abs=1e-5)


@pytest.mark.parametrize(("change", "problem"), [
    (lambda d: d.update(format="other"), "not a value model"),
    (lambda d: d.update(features=[]), "\"features\""),
    (lambda d: d.update(features=["a", "a", "c"]), "distinct"),
    (lambda d: d.update(mean=[0, 1]), "\"mean\" has shape [2], expected [3]"),
    (lambda d: d.update(scale=[1, 0, 1]), "\"scale\" must be positive"),
    (lambda d: d["hidden"].update(weights=[[1, 2, 3]] * 3), "\"hidden.weights\" has shape"),
    (lambda d: d["out"].update(linear=[1, "x", 2]), "\"out.linear\" is not a list of numbers"),
    (lambda d: d["out"].update(bias=float("nan")), "not finite"),
    (lambda d: d.update(game=""), "\"game\""),
])
def test_a_bad_model_file_is_named_with_its_problem(tmp_path: Path, change: Any, problem: str) -> None:
    data = random_model("grid", ["a", "b", "c"], hidden=4).to_json()
    change(data)
    p = tmp_path / "bad.value.json"
    p.write_text(json.dumps(data))
    with pytest.raises(ValueModelError) as e:
        ValueModel.load(p)
    assert str(p) in str(e.value) and problem in str(e.value)


def test_unreadable_model_files(tmp_path: Path) -> None:
    (tmp_path / "t.json").write_text("{not json")
    for path, problem in ((tmp_path / "missing.json", "cannot read"), (tmp_path / "t.json", "not JSON")):
        with pytest.raises(ValueModelError, match=problem):
            ValueModel.load(path)
    with pytest.raises(ValueModelError, match="a value model for 'grid', not 'vividz'"):
        p = tmp_path / "g.value.json"
        random_model("grid", ["a"]).save(p)
        resolve_model(str(p), "vividz")


def test_value_options_in_agent_specs() -> None:
    assert parse_spec("heuristic,value=game") == ("heuristic", {"value": "game"})
    assert parse_spec("ismcts:50,value=/x/m.value.json,steps=0")[1] == {
        "iterations": 50, "value": "/x/m.value.json", "rollout_steps": 0}
    with pytest.raises(ValueError, match="heuristic option"):
        parse_spec("heuristic,valu=game")


@pytest.mark.parametrize("game", GAMES)
def test_agents_judge_by_the_model(tmp_path: Path, game: str, monkeypatch: pytest.MonkeyPatch) -> None:
    path = model_file(tmp_path, game)
    s = position(37, game=game, min_options=2,
                 kinds={"grid": ("standby",), "phantom_magic_vision": ("priority",)}.get(game, ("main",)))
    p = s.current_player()
    import engine.ai.heuristic as h
    import engine.ai.ismcts as i
    calls = {"n": 0}
    real = learned_value

    def counting(state: Any, player: int, model: ValueModel) -> float:
        calls["n"] += 1
        assert player == p
        return real(state, player, model)
    monkeypatch.setattr(h, "learned_value", counting)
    monkeypatch.setattr(i, "learned_value", counting)
    for spec in (f"heuristic,value={path}", f"ismcts:30,value={path},steps=0,tail=0"):
        before = calls["n"]
        a = make_agent(spec, 5).choose(s, p)
        assert a in s.legal_actions()
        assert calls["n"] > before, spec
    # the value a leaf gets is the model's value of the player's view
    m = ValueModel.load(path)
    assert learned_value(s, p, m) == pytest.approx(m.value(view_terms(s.view(p), p, s.deftable, knowledge(game))))


SHIPPED = ["victory_spark", "vividz", "grid", "phantom_magic_vision"]


@pytest.mark.parametrize("game", SHIPPED)
def test_the_shipped_models_load_and_judge_from_the_view(game: str) -> None:
    from engine.ai.value import shipped_model_path

    m = resolve_model("game", game)
    assert m is resolve_model(str(shipped_model_path(game)), game)  # loaded once
    assert m.meta["command"].startswith(f"tcgtable train --game {game} --records assets/models/records/")
    fit = m.meta["fit"]
    assert fit["model_loss"] < fit["handset_loss"] < fit["constant_loss"]  # it predicts the winner better
    s = position(38, game=game, kinds={"grid": ("standby",), "phantom_magic_vision": ("priority",)}.get(game, ("main",)))
    v = learned_value(s, 0, m)
    assert -1 < v < 1 and v == pytest.approx(-learned_value(s, 1, m), abs=0.6)


def test_the_shipped_model_is_what_its_command_makes() -> None:
    """Refitting the shipped Victory Spark records as the model's command says gives the same fit
    (held-out loss to 3 decimals; the weights may differ in the last bits with another BLAS)."""
    from engine.ai.selfplay import read_records
    from engine.ai.train import collect, fit
    from engine.ai.value import shipped_model_path

    m = resolve_model("game", "victory_spark")
    records = shipped_model_path("victory_spark").parent / "records" / "victory_spark.jsonl.gz"
    head, games = read_records(records)
    assert (head["agent"], head["seed"], len(games)) == ("heuristic", 0, 1000)
    again, rep = fit(collect([games]), "victory_spark", hidden=m.meta["hidden"], seed=m.meta["seed"])
    assert again.names == m.names
    assert rep["model_loss"] == pytest.approx(m.meta["fit"]["model_loss"], abs=1e-3)
    assert rep["best_epoch"] == m.meta["fit"]["best_epoch"]
