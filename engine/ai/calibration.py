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


def check_model(model: ValueModel, records: list[str | Path]) -> dict[str, Any]:
    """The model's reliability on the held-out games of `records` (columns matched by name)."""
    data = collect([read_records(r)[1] for r in records])
    col = {n: i for i, n in enumerate(data.names)}
    x = np.zeros((len(data.y), len(model.names)))
    for j, n in enumerate(model.names):
        i = col.get(n)
        if i is not None:
            x[:, j] = data.x[:, i]
    hold = (data.game_index % 1_000_000) % HOLDOUT_EVERY == 0
    p = 1.0 / (1.0 + np.exp(-np.clip(model.logits(x[hold]), -60, 60)))
    y = data.y[hold]
    rows, ece = reliability(p, y)
    return {"game": model.game, "games": int(len(np.unique(data.game_index[hold]))), "positions": int(hold.sum()),
            "ece": round(ece, 4), "bins": rows}
