"""Reliability of a learned value's win chances (engine/ai/calibration.py): the measure, and the
shipped models measured on the games they were never fitted on."""
from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from engine.ai.calibration import check_model, platt, reliability, scaled
from engine.ai.value import ValueModel, shipped_model_path

ROOT = Path(__file__).resolve().parents[2]


def test_reliability_bins_and_the_calibration_error() -> None:
    p = np.array([0.05] * 20 + [0.95] * 20)
    honest = np.array([0.0] * 19 + [1.0] + [1.0] * 19 + [0.0])  # 1 in 20 and 19 in 20 won
    rows, ece = reliability(p, honest)
    assert [r["positions"] for r in rows] == [20, 20] and ece < 1e-9
    assert rows[0]["from"] == 0.0 and rows[1]["to"] == 1.0
    rows, ece = reliability(p, 1.0 - honest)  # the reverse of what was predicted
    assert abs(ece - 0.9) < 1e-9
    _rows, ece = reliability(np.array([0.5, 0.5]), np.array([0.5, 0.5]))  # draws count half
    assert ece < 1e-9


def test_the_shipped_model_is_checked_on_its_held_out_games_only() -> None:
    model = ValueModel.load(shipped_model_path("victory_spark"))
    res = check_model(model, [ROOT / "assets" / "models" / "records" / "victory_spark.jsonl.gz"])
    assert res["games"] == 200  # games 0, 5, 10, ... of the 1,000 it was fitted on
    assert res["positions"] == model.to_json()["made"]["fit"]["holdout_positions"]
    assert sum(b["positions"] for b in res["bins"]) == res["positions"]
    assert 0.0 <= res["ece"] < 0.05  # measured 1.4 points (docs/ai.md): a regression check


def test_fresh_records_are_checked_on_every_game() -> None:
    """`fresh`: a new self-play run's games are all unseen by the model, so all of them count."""
    model = ValueModel.load(shipped_model_path("victory_spark"))
    records = [ROOT / "assets" / "models" / "records" / "victory_spark.jsonl.gz"]
    held, every = check_model(model, records), check_model(model, records, fresh=True)
    assert every["games"] == 1000 and every["positions"] == model.to_json()["made"]["fit"]["positions"]
    assert sum(b["positions"] for b in every["bins"]) == every["positions"] > held["positions"]


def test_platt_scaling_finds_the_true_scale_and_folds_into_the_model() -> None:
    """Outcomes drawn at sigmoid(0.5 z + 0.3) from logits z: the fit gives back about (0.5, 0.3); a
    scaled model's logits are a * logit + b of the original on any input, noted in its `made`."""
    rng = np.random.default_rng(1)
    z = rng.normal(0.0, 3.0, 40_000)
    y = (rng.random(len(z)) < 1.0 / (1.0 + np.exp(-(0.5 * z + 0.3)))).astype(float)
    a, b = platt(z, y)
    assert abs(a - 0.5) < 0.03 and abs(b - 0.3) < 0.05
    assert platt(z, 1.0 / (1.0 + np.exp(-z))) == pytest.approx((1.0, 0.0), abs=1e-3)  # calibrated already
    sep = platt(np.array([-2.0, -1.0, 1.0, 2.0]), np.array([0.0, 0.0, 1.0, 1.0]))  # separable: no finite best
    assert all(np.isfinite(sep)) and abs(sep[0]) < 20
    model = ValueModel.load(shipped_model_path("grid"))
    m2 = scaled(model, 0.7, -0.2, "test")
    xs = rng.normal(0.0, 1.0, (5, len(model.names)))
    assert np.allclose(m2.logits(xs), 0.7 * model.logits(xs) - 0.2)
    assert m2.meta["calibrated"] == {"a": 0.7, "b": -0.2, "on": "test"}
    assert ValueModel.from_json(m2.to_json()).meta["calibrated"]["a"] == 0.7  # kept in the file
