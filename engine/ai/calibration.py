"""How far a learned value's win chances can be taken at their word: reliability on held-out
games (the win chance a hint or a game review would show is the model's P(win), so it is measured
before it is shown).

`check_model(model, records)` reads self-play records (engine/ai/selfplay.py), keeps the held-out
games the training never saw (index a multiple of 5, engine/ai/train.py) and compares, per tenth
of predicted chance, the mean predicted chance with the share of those positions whose player won
(a draw counts half). The expected calibration error (ECE) is the positions-weighted mean gap.
"""
from __future__ import annotations

from pathlib import Path
from typing import Any

import numpy as np

from .selfplay import read_records
from .train import HOLDOUT_EVERY, collect
from .value import ValueModel

BINS = 10


def reliability(p: np.ndarray, y: np.ndarray, bins: int = BINS) -> tuple[list[dict[str, Any]], float]:
    """(one row per bin of predicted chance: its range, positions, mean predicted, share won; the
    expected calibration error)."""
    rows: list[dict[str, Any]] = []
    gap = 0.0
    edges = np.linspace(0.0, 1.0, bins + 1)
    idx = np.clip(np.searchsorted(edges, p, side="right") - 1, 0, bins - 1)
    for b in range(bins):
        m = idx == b
        n = int(m.sum())
        if not n:
            continue
        pred, obs = float(p[m].mean()), float(y[m].mean())
        rows.append({"from": round(float(edges[b]), 2), "to": round(float(edges[b + 1]), 2), "positions": n,
                     "predicted": round(pred, 4), "observed": round(obs, 4)})
        gap += n * abs(pred - obs)
    return rows, gap / max(1, len(p))


def _inputs(model: ValueModel, data: Any) -> np.ndarray:
    """The records' positions as the model's input rows (columns matched by name)."""
    col = {n: i for i, n in enumerate(data.names)}
    x = np.zeros((len(data.y), len(model.names)))
    for j, n in enumerate(model.names):
        i = col.get(n)
        if i is not None:
            x[:, j] = data.x[:, i]
    return x


def fit_scaling(model: ValueModel, records: list[str | Path]) -> tuple[float, float, int]:
    """Platt scaling: the (a, b) that make sigmoid(a * logit + b) the best win chance (least log
    loss) on every position of `records`, which must be games the model was not fitted on (a new
    self-play run); and how many positions. Newton's method on the two numbers."""
    data = collect([read_records(r)[1] for r in records])
    a, b = platt(model.logits(_inputs(model, data)), data.y)
    return a, b, int(len(data.y))


def platt(z: np.ndarray, y: np.ndarray, ridge: float = 1.0) -> tuple[float, float]:
    """The (a, b) of least log loss for outcomes `y` (0, 1, or 0.5 for a draw) given logits `z`, held
    towards no change (1, 0) by `ridge` (a few games' positions can be separated perfectly, which
    has no finite best; thousands are not moved by it)."""
    a, b = 1.0, 0.0
    for _ in range(100):
        p = 1.0 / (1.0 + np.exp(-np.clip(a * z + b, -60, 60)))
        g = np.array([np.sum((p - y) * z) + ridge * (a - 1.0), np.sum(p - y) + ridge * b])
        w = p * (1.0 - p)
        h = np.array([[np.sum(w * z * z), np.sum(w * z)], [np.sum(w * z), np.sum(w)]]) + ridge * np.eye(2)
        step = np.linalg.solve(h, g)
        step *= min(1.0, 1.0 / max(1e-12, float(np.abs(step).max())))  # at most 1 a step: no overshoot
        a, b = a - float(step[0]), b - float(step[1])
        if abs(step).max() < 1e-9:
            break
    return a, b


def scaled(model: ValueModel, a: float, b: float, note: str) -> ValueModel:
    """`model` with its output scaled (logit -> a * logit + b: the network's last, linear layer
    takes it, so the file format is unchanged) and the scaling noted in its `made`."""
    meta = dict(model.meta)
    meta["calibrated"] = {"a": round(a, 6), "b": round(b, 6), "on": note}
    return type(model)(model.game, model.names, model.mean, model.scale, model.w1, model.b1, model.w2 * a,
                       model.lin * a, model.bias * a + b, meta)


def check_model(model: ValueModel, records: list[str | Path], fresh: bool = False) -> dict[str, Any]:
    """The model's reliability on the held-out games of `records` (columns matched by name), or with
    `fresh` on every game of them (records of a new self-play run the model was never fitted on)."""
    data = collect([read_records(r)[1] for r in records])
    x = _inputs(model, data)
    hold = np.ones(len(data.y), dtype=bool) if fresh else (data.game_index % 1_000_000) % HOLDOUT_EVERY == 0
    p = 1.0 / (1.0 + np.exp(-np.clip(model.logits(x[hold]), -60, 60)))
    y = data.y[hold]
    rows, ece = reliability(p, y)
    return {"game": model.game, "games": int(len(np.unique(data.game_index[hold]))), "positions": int(hold.sum()),
            "ece": round(ece, 4), "bins": rows}
