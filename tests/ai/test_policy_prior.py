"""The learned root prior (engine/ai/policy_prior.py, policy_fit.py, policy_records.py; issue 44's
expert iteration): the model's arithmetic, its file's checks, the fit recovering a known policy,
the search using it at the root, and search self-play records."""
from __future__ import annotations

import json
import math
from pathlib import Path

import numpy as np
import pytest

from engine.ai.levels import check_spec, make_agent
from engine.ai.policy_fit import Decisions, collect, fit
from engine.ai.policy_prior import PolicyModel, PolicyModelError, resolve_policy, softmax, term_names
from engine.ai.policy_records import generate_policy_records, read_policy_records
from engine.ai.root_prior import DEFAULT_TEMPERATURE
from engine.ai.selfplay import RecordsError
from engine.rng import Rng
from tcgtable.cli import main

from .conftest import position

GAMES = ["victory_spark", "vividz", "grid", "phantom_magic_vision"]


def random_policy(game: str, seed: int) -> PolicyModel:
    """A policy whose every term counts (for honesty tests)."""
    r = Rng(seed)
    names = term_names(game)
    return PolicyModel(game, names, 5.0, [r.random() * 2 - 1 for _ in names], [1.0] * len(names))


def test_logits_are_alpha_times_judgement_plus_scaled_terms() -> None:
    m = PolicyModel("victory_spark", ["a", "b"], 2.0, [1.0, -3.0], [0.5, 3.0])
    # action 1: 2*0.1 + (1/0.5)*1 + (-3/3)*2 = 0.2 + 2 - 2 = 0.2; action 2: 2*(-0.5) + 0 + (-1)*(-1) = 0
    assert m.logits([0.1, -0.5], [[1.0, 2.0], [0.0, -1.0]]) == pytest.approx([0.2, 0.0])
    assert sum(softmax([0.2, 0.0])) == pytest.approx(1.0)
    no_terms = PolicyModel("grid", [], 4.0, [], [])
    assert no_terms.logits([0.5, 0.25], []) == pytest.approx([2.0, 1.0])


def test_a_model_file_round_trips_and_bad_files_name_the_problem(tmp_path: Path) -> None:
    m = random_policy("vividz", 3)
    f = tmp_path / "v.policy.json"
    m.save(f)
    back = PolicyModel.load(f)
    assert (back.game, back.terms, back.alpha, back.weights) == (m.game, m.terms, m.alpha, m.weights)
    good = json.loads(f.read_text())
    for change, words in ((("format", "x"), "not a policy model"), (("alpha", "high"), "alpha"),
                          (("weights", [1.0]), "weights"), (("scale", [0.0] * len(m.terms)), "scale"),
                          (("terms", ["a", "a"]), "terms")):
        bad = dict(good)
        bad[change[0]] = change[1]
        g = tmp_path / "bad.policy.json"
        g.write_text(json.dumps(bad))
        with pytest.raises(PolicyModelError) as e:
            PolicyModel.load(g)
        assert str(g) in str(e.value) and words in str(e.value)
    (tmp_path / "text.policy.json").write_text("{not json")
    with pytest.raises(PolicyModelError, match="text.policy.json"):
        PolicyModel.load(tmp_path / "text.policy.json")
    with pytest.raises(PolicyModelError, match="grid"):  # a policy of one game for another
        resolve_policy(str(f), "grid")
    with pytest.raises(ValueError, match="missing.policy.json"):  # found before any game starts
        check_spec(f"ismcts:10,prior={tmp_path / 'missing.policy.json'}", "vividz")


def _synthetic(alpha: float, w: list[float], n: int, seed: int) -> Decisions:
    r = np.random.default_rng(seed)
    h = r.normal(0, 0.2, (n, 6))
    t = r.normal(0, 1.0, (n, 6, len(w)))
    z = alpha * h + t @ np.array(w)
    p = np.exp(z - z.max(axis=1, keepdims=True))
    p /= p.sum(axis=1, keepdims=True)
    held = np.arange(n) % 5 == 4
    return Decisions(h, t, p, np.ones((n, 6), dtype=bool), held)


def test_the_fit_recovers_a_known_policy() -> None:
    d = _synthetic(6.0, [1.5, -0.8, 0.0], 3000, 1)
    model, rep = fit(d, "victory_spark", ["a", "b", "c"], 1.0 / DEFAULT_TEMPERATURE, l2=0.0, steps=1500)
    scale = np.array(model.scale)
    assert model.alpha == pytest.approx(6.0, abs=0.4)
    assert (np.array(model.weights) / scale) == pytest.approx([1.5, -0.8, 0.0], abs=0.1)
    # the data came from that policy: the fitted one predicts the held-out shares better than the fixed
    assert rep["fitted"]["cross_entropy"] < rep["fixed_prior"]["cross_entropy"]
    assert rep["held_out"] == 600


def test_the_target_is_the_search_choice_or_its_shares() -> None:
    games = [{"index": 0, "decisions": [[0, [0.1, 0.2, 0.3], [], [2, 6, 2]], [1, [0.0, 0.5], [], [3, 3]],
                                        [0, [0.0, 0.1], [], [0, 0]]]}]  # (no samples: left out)
    top, shares = collect(games, 0, "top"), collect(games, 0, "shares")
    assert top.size == shares.size == 2
    assert top.p[0, :3].tolist() == [0.0, 1.0, 0.0] and top.p[1, :2].tolist() == [0.5, 0.5]
    assert shares.p[0, :3].tolist() == pytest.approx([0.2, 0.6, 0.2])
    assert not top.mask[1, 2]  # padding
    with pytest.raises(ValueError, match="target"):
        collect(games, 0, "visits")


def test_the_search_uses_the_prior_at_its_root(tmp_path: Path) -> None:
    s = position(31, kinds=("main",), min_options=3, game="victory_spark")
    p = s.current_player()
    names = term_names("victory_spark")
    same = tmp_path / "same.policy.json"  # the fixed prior written as a learned one: the same search
    PolicyModel("victory_spark", names, 1.0 / DEFAULT_TEMPERATURE, [0.0] * len(names), [1.0] * len(names)).save(same)
    plain, learned = make_agent("ismcts:60", 5), make_agent(f"ismcts:60,prior={same}", 5)
    assert plain.choose(s, p) == learned.choose(s, p)
    assert plain.last["root"] == learned.last["root"]
    # a prior that prefers what the heuristic judged worst: the root's priors follow it
    worst = tmp_path / "worst.policy.json"
    PolicyModel("victory_spark", names, -50.0, [0.0] * len(names), [1.0] * len(names)).save(worst)
    ag = make_agent(f"ismcts:1,prior={worst},warm=2", 5)
    ag.keep_inputs = True
    ag.choose(s, p)
    vals, terms = ag.last["prior_inputs"]
    assert len(terms) == len(vals) and all(len(row) == len(names) for row in terms)
    shares = softmax([-50.0 * v for v in vals])
    assert max(shares) > 0.5 and vals.index(min(vals)) == shares.index(max(shares))
    # the candidates common random numbers compare are the prior's favourites, not the judgement's
    for spec, tried_worst in ((f"ismcts:8,crn=2,prior={worst}", True), ("ismcts:8,crn=2", False)):
        ag = make_agent(spec, 5)
        ag.keep_inputs = True
        ag.choose(s, p)
        judged, samples = ag.last["prior_inputs"][0], [n for _a, _v, n in ag.last["considered"]]
        assert (samples[judged.index(min(judged))] > 0) == tried_worst, spec


def test_the_policy_alone_plays_its_favourite(tmp_path: Path) -> None:
    s = position(33, kinds=("attack", "support"), min_options=3, game="victory_spark")
    p = s.current_player()
    names = term_names("victory_spark")
    same = tmp_path / "same.policy.json"  # the judgement alone, sharpened: the heuristic's choice
    PolicyModel("victory_spark", names, 20.0, [0.0] * len(names), [1.0] * len(names)).save(same)
    assert make_agent(f"heuristic,prior={same}", 4).choose(s, p) == make_agent("heuristic", 4).choose(s, p)
    worst = tmp_path / "worst.policy.json"  # a policy preferring the worst-judged action takes it
    PolicyModel("victory_spark", names, -20.0, [0.0] * len(names), [1.0] * len(names)).save(worst)
    ag = make_agent(f"heuristic,prior={worst}", 4)
    got = ag.choose(s, p)
    judged = {a: v for a, v, _n in ag.last["considered"]}
    assert judged[got] == min(judged.values()) < max(judged.values())


@pytest.mark.parametrize("game", GAMES)
def test_search_self_play_records_what_the_root_read(game: str, tmp_path: Path) -> None:
    out = tmp_path / "r.jsonl"
    spec = "ismcts:6,crn=2,steps=0,tail=0"  # no rollout steps: a quarter of the time, the same records
    assert generate_policy_records(game, spec, 1, 9, out) == 1
    assert generate_policy_records(game, spec, 1, 9, out) == 0  # resumed: nothing to play
    head, games = read_policy_records(out)
    assert head["terms"] == term_names(game) and head["terms"] != []  # grid's too, since its leaf terms
    rows = games[0]["decisions"]
    assert rows
    for _pl, vals, terms, samples in rows:
        assert len(vals) == len(samples) >= 2
        assert all(len(r) == len(head["terms"]) for r in terms)
        assert all(abs(v) <= 1.01 for v in vals)  # a judgement in [-1, 1] plus the cheap prior's 1e-3 share
    assert any(sum(s) > 0 for *_x, s in rows)
    d = collect(games, len(head["terms"]))
    assert d.size > 0 and math.isclose(float(d.p[0].sum()), 1.0)


def test_a_malformed_records_line_is_named(tmp_path: Path) -> None:
    out = tmp_path / "r.jsonl"
    head = {"format": "tcgtable-policy-records/1", "game": "grid", "agent": "ismcts:8,crn=2", "seed": 3,
            "decks": [], "terms": []}
    lines = [json.dumps(head), '{"index": 0, "decisions": [[0, [0.1, 0.2], [], [1, 2]]]}',
             '{"index": 7, "decisions": [[0, [0.1], [], [1, 2]]]}']  # one judgement, two sample counts
    out.write_text("\n".join(lines) + "\n")
    with pytest.raises(RecordsError, match=r"r\.jsonl: line 3: decision 1"):
        read_policy_records(out)


def test_the_commands_record_fit_and_the_search_plays_the_result(tmp_path: Path,
                                                                 capsys: pytest.CaptureFixture[str]) -> None:
    rec, pol = tmp_path / "v.jsonl", tmp_path / "v.policy.json"
    assert main(["policy-selfplay", "--game", "vividz", "--games", "1", "--agent", "ismcts:8,crn=2",
                 "--jobs", "1", "--records", str(rec)]) == 0
    assert main(["policy-fit", "--game", "vividz", "--records", str(rec), "--out", str(pol)]) == 0
    model = PolicyModel.load(pol)
    assert model.made["games"] == 1 and model.made["fit"]["decisions"] > 0
    check_spec(f"ismcts:10,prior={pol}", "vividz")
    assert main(["policy-fit", "--game", "grid", "--records", str(rec), "--out", str(pol)]) == 2
    assert "vividz" in capsys.readouterr().err
    assert main(["policy-selfplay", "--game", "vividz", "--games", "1", "--agent", "heuristic",
                 "--records", str(tmp_path / "h.jsonl")]) == 2


@pytest.mark.parametrize("game", ["victory_spark", "phantom_magic_vision"])
def test_the_shipped_policy_is_refitted_from_its_kept_records(game: str, tmp_path: Path) -> None:
    models = Path(__file__).resolve().parents[2] / "assets" / "models"
    shipped = PolicyModel.load(models / f"{game}.policy.json")
    records = [str(models / "records" / "policy" / r) for r in shipped.made["records"]]
    out = tmp_path / "again.policy.json"
    assert main(["policy-fit", "--game", game, "--records", *records, "--l2", "0.01", "--out", str(out)]) == 0
    again = PolicyModel.load(out)
    assert again.alpha == pytest.approx(shipped.alpha) and again.weights == pytest.approx(shipped.weights)
    assert resolve_policy("game", game).alpha == pytest.approx(shipped.alpha)
