"""The learning pipeline: self-play records, fitting a value model, and the gated loop end to end."""
from __future__ import annotations

import gzip
import json
import math
import shlex
from pathlib import Path

import numpy as np
import pytest

from engine.ai.learn import agent_for, learn
from engine.ai.selfplay import RecordsError, generate, play_selfplay_game, read_records
from engine.ai.train import Data, collect, fit
from engine.ai.value import ValueModel
from tcgtable.cli import main


def test_a_selfplay_record_labels_each_position_by_who_won() -> None:
    rec = play_selfplay_game("victory_spark", "random", 3, 11)
    assert rec["index"] == 3 and rec["winner"] in (0, 1) and rec["positions"]
    names = rec["names"]
    assert names == sorted(names) and "eval" in names and "me.deck" in names
    for q, label, vals in rec["positions"]:
        assert label == (1.0 if q == rec["winner"] else 0.0)
        assert len(vals) == len(names)
    # both seats are kept at each sampled position
    assert {q for q, _l, _v in rec["positions"]} == {0, 1}
    assert play_selfplay_game("victory_spark", "random", 3, 11) == rec  # a game's record is its seeds'


def test_records_are_appended_resumed_and_checked(tmp_path: Path) -> None:
    out = tmp_path / "r.jsonl.gz"
    assert generate("victory_spark", "random", 2, 5, out) == 2
    head, games = read_records(out)
    assert (head["game"], head["agent"], head["seed"]) == ("victory_spark", "random", 5)
    assert [g["index"] for g in games] == [0, 1]
    # a second run of a larger match plays only the games the file lacks
    assert generate("victory_spark", "random", 3, 5, out) == 1
    assert [g["index"] for g in read_records(out)[1]] == [0, 1, 2]
    with pytest.raises(RecordsError, match="holds games of seed 5, not 6"):
        generate("victory_spark", "random", 3, 6, out)
    with pytest.raises(RecordsError, match="holds games of agent 'random', not 'heuristic'"):
        generate("victory_spark", "heuristic", 3, 5, out)


def test_an_interrupted_write_loses_only_the_game_being_written(tmp_path: Path) -> None:
    out = tmp_path / "r.jsonl"
    generate("victory_spark", "random", 2, 5, out)
    whole = out.read_text()
    out.write_text(whole[: len(whole) - 40])  # the last game's line cut short
    assert [g["index"] for g in read_records(out)[1]] == [0]
    assert generate("victory_spark", "random", 2, 5, out) == 1  # replays game 1 only
    assert out.read_text() == whole
    # compressed: a member cut short
    gz = tmp_path / "r.jsonl.gz"
    generate("victory_spark", "random", 2, 5, gz)
    data = gz.read_bytes()
    gz.write_bytes(data[:-30])
    assert [g["index"] for g in read_records(gz)[1]] == [0]
    assert generate("victory_spark", "random", 2, 5, gz) == 1
    assert [g["index"] for g in read_records(gz)[1]] == [0, 1]


@pytest.mark.parametrize(("text", "problem"), [
    ("", "empty"),
    ('{"format": "other"}\n', "line 1: not a self-play records header"),
    ('{"format": "tcgtable-positions/1", "game": "grid"}\n{oops}\n{"index": 1}\n', "line 2: not JSON"),
    ('{"format": "tcgtable-positions/1", "game": "grid"}\n{"index": 1}\n', 'line 2: a game record needs "index"'),
    ('{"format": "tcgtable-positions/1", "game": "grid"}\n{"index": 1, "names": ["a"], "positions": [[0, 1, []]]}\n',
     "line 2: position 1 must be"),
    ('{"format": "tcgtable-positions/1", "game": "grid"}\n{"index": 1, "names": ["a"], "positions": [[2, 1, [0]]]}\n',
     "line 2: position 1 must be"),
])
def test_bad_records_files_name_the_line_and_problem(tmp_path: Path, text: str, problem: str) -> None:
    p = tmp_path / "bad.jsonl"
    p.write_text(text)
    with pytest.raises(RecordsError) as e:
        read_records(p)
    assert str(p) in str(e.value) and problem in str(e.value)
    assert main(["train", "--game", "grid", "--records", str(p), "--out", str(tmp_path / "m.json")]) == 2


def test_fitting_learns_what_decides_the_games() -> None:
    """Synthetic positions whose outcome follows a known rule (a nonlinear one: an interaction
    of two inputs) with noise; a useless input beside them. The fit must beat the constant and
    the linear-only hand-set `eval` input by a clear margin, and rank the positions right."""
    rng = np.random.default_rng(3)
    n = 6000
    a, b, junk = rng.normal(0, 1, n), rng.normal(0, 1, n), rng.normal(0, 1, n)
    z = 1.5 * a - 1.0 * b + 1.2 * a * b
    y = (rng.random(n) < 1 / (1 + np.exp(-z))).astype(float)
    x = np.stack([a, b, junk, np.tanh(0.5 * (1.5 * a - 1.0 * b))], axis=1)
    data = Data(["a", "b", "junk", "eval"], x, y, np.arange(n) // 20)
    model, rep = fit(data, "grid", hidden=16, l2=1e-4, lr=2e-3, batch=256, seed=1)
    assert rep["model_loss"] < rep["handset_loss"] - 0.03 < rep["constant_loss"] - 0.1
    assert rep["model_accuracy"] > 0.72
    def value(a: float, b: float) -> float:
        return model.value({"a": a, "b": b, "eval": math.tanh(0.5 * (1.5 * a - 1.0 * b))})

    # the value follows the rule (2·P(win) − 1 = tanh(z / 2)), the interaction too: where the
    # linear part alone says losing (a = b = −1.5: z = −0.75 + 2.7), the fit says winning
    for a, b in ((1.5, 1.5), (-1.5, -1.5), (1.0, -1.0), (-1.0, 1.0)):
        z = 1.5 * a - 1.0 * b + 1.2 * a * b
        assert value(a, b) == pytest.approx(math.tanh(z / 2), abs=0.25), (a, b)
    assert value(-1.5, -1.5) > 0.3


def test_collect_keeps_names_that_vary_and_aligns_games() -> None:
    g1 = {"index": 0, "names": ["a", "b"], "positions": [[0, 1.0, [1.0, 5.0]], [1, 0.0, [2.0, 5.0]]]}
    g2 = {"index": 1, "names": ["a", "b", "c"], "positions": [[0, 0.0, [3.0, 5.0, 1.0]]]}
    d = collect([[g1, g2]])
    assert d.names == ["a", "c"]  # b never varies; c is 0 where a game lacks it
    assert d.x.tolist() == [[1.0, 0.0], [2.0, 0.0], [3.0, 1.0]]
    assert d.y.tolist() == [1.0, 0.0, 0.0] and d.game_index.tolist() == [0, 0, 1]


def test_the_loop_end_to_end_on_a_few_games(tmp_path: Path) -> None:
    """Self-play, fit, gate: a tiny model trained on a few games, the pipeline checked end to end
    (the shipped models come from the same code with more games, docs/ai.md). A 4-iteration
    search plays the models here: quick, whatever the model is like."""
    agent = "ismcts:4,value={model},steps=0,tail=0,warm=0"
    res = learn("vividz", rounds=2, games=3, gate_games=1, workdir=tmp_path, seed=3, agent=agent,
                say=lambda s: None)
    assert [r["round"] for r in res["rounds"]] == [0, 1]
    for r in res["rounds"]:
        k = r["round"]
        assert r["fit"]["positions"] > 50 and r["gate"]["games"] == 1
        assert r["gate"]["a"] == agent.replace("{model}", str(tmp_path / f"candidate{k}.value.json"))
        # each round's games were played by the best agent so far, the one its candidate met
        assert read_records(tmp_path / f"round{k}.jsonl.gz")[0]["agent"] == r["gate"]["b"]
        assert r["kept"] == (r["gate"]["score"] >= 0.55)
    assert res["rounds"][0]["gate"]["b"] == "ismcts:4,steps=0,tail=0,warm=0"  # no model yet: the search alone
    assert res["rounds"][1]["fit"]["games"] == 6  # round 1 fits on both rounds' records
    log = json.loads((tmp_path / "learn.json").read_text())
    assert len(log["rounds"]) == 2
    model = ValueModel.load(tmp_path / "candidate1.value.json")
    assert model.game == "vividz" and model.meta["round"] == 1 and model.meta["fit"]["games"] == 6
    # starting from a model: its agent plays the first round and is the one to beat
    # (and games recorded by another agent than the gates' when asked)
    start = tmp_path / "candidate1.value.json"
    more = learn("vividz", rounds=1, games=2, gate_games=1, workdir=tmp_path / "again", seed=4, agent=agent,
                 start=start, say=lambda s: None, selfplay="ismcts:2,value={model},steps=0,tail=0,warm=0")
    assert more["rounds"][0]["gate"]["b"] == agent.replace("{model}", str(start))
    assert read_records(tmp_path / "again" / "round0.jsonl.gz")[0]["agent"] == (
        f"ismcts:2,value={start},steps=0,tail=0,warm=0")
    # earlier records join every fit: the first loop's 6 games and this round's 2
    most = learn("vividz", rounds=1, games=2, gate_games=1, workdir=tmp_path / "more", seed=4, agent=agent,
                 start=start, say=lambda s: None, with_records=[tmp_path / "round0.jsonl.gz",
                                                                tmp_path / "round1.jsonl.gz"])
    assert most["rounds"][0]["fit"]["games"] == 8
    assert ValueModel.load(tmp_path / "more" / "candidate0.value.json").meta["records"] == [
        "round0.jsonl.gz", "round1.jsonl.gz", "round0.jsonl.gz"]
    with pytest.raises(ValueError, match="records of 'vividz', not 'grid'"):
        learn("grid", rounds=1, games=1, gate_games=1, workdir=tmp_path / "grid", with_records=[
            tmp_path / "round0.jsonl.gz"], say=lambda s: None)


def test_the_command_line_default_agent_is_the_loops() -> None:
    from engine.ai.learn import DEFAULT_AGENT
    from tcgtable.cli import build_parser

    args = build_parser().parse_args(["learn", "--game", "vividz", "--dir", "d"])
    assert args.agent == DEFAULT_AGENT == "ismcts:300,value={model},steps=0,tail=0"


def test_an_agent_template_without_a_model() -> None:
    assert agent_for("ismcts:100,value={model}", None) == "ismcts:100"
    assert agent_for("ismcts:100,value={model},steps=0", Path("m.json")) == "ismcts:100,value=m.json,steps=0"
    assert agent_for("heuristic,value={model}", None) == "heuristic"
    assert agent_for("heuristic", None) == "heuristic"


def test_the_commands(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    rec = tmp_path / "vz.jsonl.gz"
    assert main(["selfplay", "--game", "vividz", "--games", "3", "--agent", "random", "--jobs", "1",
                 "--records", str(rec)]) == 0
    assert "3 games played" in capsys.readouterr().out
    with gzip.open(rec, "rt") as f:
        assert json.loads(f.readline())["game"] == "vividz"
    out = tmp_path / "vz.value.json"
    assert main(["train", "--game", "vividz", "--records", str(rec), "--out", str(out), "--hidden", "4"]) == 0
    assert "model_loss" in json.loads(capsys.readouterr().out)
    assert ValueModel.load(out).w1.shape[0] == 4
    assert main(["train", "--game", "grid", "--records", str(rec), "--out", str(out)]) == 2
    assert "records of 'vividz', not 'grid'" in capsys.readouterr().err
    assert main(["selfplay", "--game", "nope", "--records", str(rec)]) == 2
    assert main(["learn", "--game", "vividz", "--dir", str(tmp_path), "--agent", "heuristic"]) == 2


def test_a_bad_model_in_an_agent_spec_is_refused_before_any_game(tmp_path: Path,
                                                                  capsys: pytest.CaptureFixture[str]) -> None:
    other = Path(__file__).resolve().parents[2] / "assets" / "models" / "vividz.value.json"
    for argv, problem in (
            (["arena", "--game", "grid", "--a", f"heuristic,value={tmp_path / 'none.json'}", "--b", "random"],
             "cannot read the model"),
            (["arena", "--game", "grid", "--a", "random", "--b", f"ismcts:5,value={other}"],
             "a value model for 'vividz', not 'grid'"),
            (["selfplay", "--game", "grid", "--agent", f"heuristic,value={other}", "--records",
              str(tmp_path / "r.jsonl")], "a value model for 'vividz', not 'grid'")):
        assert main(argv) == 2
        assert problem in capsys.readouterr().err
    assert not (tmp_path / "r.jsonl").exists()


def test_learn_writes_the_best_model_with_its_command_and_gates(tmp_path: Path,
                                                                capsys: pytest.CaptureFixture[str]) -> None:
    start = Path(__file__).resolve().parents[2] / "assets" / "models" / "vividz.value.json"
    out = tmp_path / "best.value.json"
    argv = ["learn", "--game", "vividz", "--rounds", "1", "--games", "2", "--gate-games", "2", "--jobs", "1",
            "--dir", str(tmp_path / "w"), "--agent", "ismcts:2,value={model},steps=0,tail=0",
            "--selfplay-agent", "random", "--start", str(start), "--out", str(out)]
    assert main(argv) == 0
    said = capsys.readouterr().out
    assert "round 0: self-play, 2 games of random" in said and "round 0: gate" in said
    m = ValueModel.load(out)
    assert m.meta["command"] == "tcgtable " + " ".join(shlex.quote(a) for a in argv)
    assert m.meta["rounds"][0]["gate"]["games"] == 2
    kept = m.meta["rounds"][0]["kept"]
    assert ("best model: " + str(tmp_path / "w" / "best0.value.json") in said) == kept
    if not kept:  # the start model stays the best
        assert m.names == ValueModel.load(start).names
