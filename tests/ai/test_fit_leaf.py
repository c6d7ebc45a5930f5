"""scripts/fit_leaf.py: the logistic fit behind a game's search leaf weights."""
from __future__ import annotations

import importlib.util
import math
import random
from pathlib import Path
from types import ModuleType

import pytest

from engine.games.vividz import evaluate as vz

SCRIPT = Path(__file__).resolve().parents[2] / "scripts" / "fit_leaf.py"


@pytest.fixture(scope="module")
def fit_leaf() -> ModuleType:
    spec = importlib.util.spec_from_file_location("fit_leaf", SCRIPT)
    assert spec is not None and spec.loader is not None
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def test_the_fit_recovers_the_weights_that_made_the_outcomes(fit_leaf: ModuleType) -> None:
    rng = random.Random(7)
    true = [1.2, -0.7, 0.3]
    rows = []
    for g in range(6000):
        x = [rng.uniform(-2, 2), float(rng.randint(0, 3)), rng.choice((-1.0, 1.0))]
        p = 1.0 / (1.0 + math.exp(-sum(w * v for w, v in zip(true, x, strict=True))))
        rows.append((g, x, 1.0 if rng.random() < p else 0.0))
    got = fit_leaf.fit(rows)
    assert got == pytest.approx(true, abs=0.12)
    loss, acc = fit_leaf.log_loss(rows, lambda x: 1.0 / (1.0 + math.exp(-sum(w * v for w, v in zip(got, x, strict=True)))))
    assert loss < math.log(2) and acc > 0.6


def test_a_term_no_position_varies_keeps_its_hand_set_weight(fit_leaf: ModuleType) -> None:
    rng = random.Random(3)
    rows = [(g, [rng.uniform(-2, 2), 0.0], float(rng.random() < 0.5)) for g in range(200)]
    w = fit_leaf.fit(rows)
    assert w[1] == 0.0  # nothing to learn from
    assert fit_leaf.keep_unseen(w, rows, [0.4, -0.3], 6.0) == [1]
    assert w[1] == pytest.approx(-0.1)  # sigmoid(2·score/6): -0.3 on the logit scale is -0.1
    assert w[0] != 0.0


def test_a_self_play_game_gives_rows_of_every_term_and_its_winner(fit_leaf: ModuleType) -> None:
    rows = fit_leaf.play("vividz", 9000, 0)
    assert len(rows) > 10
    assert {len(x) for _g, x, _y in rows} == {len(vz.TERMS) + 1}  # the terms and who is to move
    assert {y for _g, _x, y in rows} <= {0.0, 0.5, 1.0}
    assert set(vz.LEAF_WEIGHTS) == {*vz.TERMS, "to_move"}
