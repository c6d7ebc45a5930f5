"""Reliability of a learned value's win chances (engine/ai/calibration.py): the measure, and the
shipped models measured on the games they were never fitted on."""
from __future__ import annotations

from pathlib import Path

import numpy as np

from engine.ai.calibration import check_model, reliability
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
