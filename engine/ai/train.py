"""Fit a value model (engine/ai/value.py) to self-play records (engine/ai/selfplay.py).

Every position is an input row (its named numbers) and a label (1: its player won, 0: lost,
0.5: a draw). The inputs are the names seen in at least MIN_SHARE of the positions whose
values vary; they are standardised. The network (one hidden layer of rectified units plus a
linear path) is fitted by Adam on the logistic loss with an L2 penalty, in mini-batches, and
stopped early on held-out games: the games whose index is a multiple of HOLDOUT_EVERY are never
trained on, and the epoch with the lowest held-out loss is kept. The defaults were chosen on
1,000 Phantom Magic Vision games: a strong penalty and a slow rate held out best (the
positions of one game share its label, so a fast fit learns the games, not the positions). Everything is seeded, so the
same records and settings give the same model.

`report` compares the model on the held-out games with the game's hand-set evaluation (its
`eval` input, calibrated by a one-input logistic fit on the training games) and with a constant.
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

import numpy as np

from .value import ValueModel

MIN_SHARE = 0.01
HOLDOUT_EVERY = 5


@dataclass
class Data:
    names: list[str]
    x: np.ndarray  # positions x names
    y: np.ndarray  # labels in {0, 0.5, 1}
    game_index: np.ndarray  # which game (its index in its records file, offset per file)


def collect(records: list[list[dict[str, Any]]]) -> Data:
    """The positions of every game of every records file, on the union of their names."""
    count: dict[str, int] = {}
    total = 0
    for games in records:
        for g in games:
            nz = [0] * len(g["names"])
            for _q, _y, vals in g["positions"]:
                for i, v in enumerate(vals):
                    if v:
                        nz[i] += 1
            for n, c in zip(g["names"], nz, strict=True):
                count[n] = count.get(n, 0) + c
            total += len(g["positions"])
    if total == 0:
        raise ValueError("the records hold no positions")
    names = sorted(n for n, c in count.items() if c >= MIN_SHARE * total)
    col = {n: i for i, n in enumerate(names)}
    x = np.zeros((total, len(names)))
    y = np.zeros(total)
    gi = np.zeros(total, dtype=np.int64)
    r = 0
    for f, games in enumerate(records):
        for g in games:
            m = [(j, col[n]) for j, n in enumerate(g["names"]) if n in col]
            for _q, label, vals in g["positions"]:
                for j, c in m:
                    x[r, c] = vals[j]
                y[r] = label
                gi[r] = f * 1_000_000 + g["index"]
                r += 1
    keep = x.std(axis=0) > 1e-9
    return Data([n for n, k in zip(names, keep, strict=True) if k], x[:, keep], y, gi)


def _bce(z: np.ndarray, y: np.ndarray) -> float:
    return float(np.mean(np.logaddexp(0.0, z) - y * z))


def fit(data: Data, game: str, hidden: int = 16, epochs: int = 80, batch: int = 512, lr: float = 5e-4,
        l2: float = 3e-3, patience: int = 8, seed: int = 0, meta: dict[str, Any] | None = None,
        ) -> tuple[ValueModel, dict[str, Any]]:
    """(the model, a report of the fit). Held-out games: index % HOLDOUT_EVERY == 0."""
    rng = np.random.default_rng(seed)
    hold = data.game_index % HOLDOUT_EVERY == 0
    if hold.all() or not hold.any():
        hold = np.arange(len(data.y)) % HOLDOUT_EVERY == 0  # too few games to split by game
    xt, yt, xv, yv = data.x[~hold], data.y[~hold], data.x[hold], data.y[hold]
    mean = xt.mean(axis=0)
    scale = xt.std(axis=0)
    scale[scale < 1e-6] = 1.0
    st, sv = (xt - mean) / scale, (xv - mean) / scale
    d = st.shape[1]
    params = {"w1": rng.normal(0.0, math.sqrt(2.0 / d), (hidden, d)), "b1": np.zeros(hidden),
              "w2": rng.normal(0.0, math.sqrt(1.0 / hidden), hidden), "lin": np.zeros(d), "b": np.zeros(1)}
    m = {k: np.zeros_like(v) for k, v in params.items()}
    v2 = {k: np.zeros_like(v) for k, v in params.items()}

    def forward(s: np.ndarray, p: dict[str, np.ndarray]) -> tuple[np.ndarray, np.ndarray]:
        h = np.maximum(s @ p["w1"].T + p["b1"], 0.0)
        return h @ p["w2"] + s @ p["lin"] + p["b"][0], h

    best = (math.inf, {k: v.copy() for k, v in params.items()}, 0)
    step = 0
    history = []
    for epoch in range(epochs):
        order = rng.permutation(len(yt))
        for i in range(0, len(order), batch):
            idx = order[i:i + batch]
            s, y = st[idx], yt[idx]
            z, h = forward(s, params)
            g = (1.0 / (1.0 + np.exp(-z)) - y) / len(idx)  # dLoss/dz
            gh = np.outer(g, params["w2"]) * (h > 0)
            grads = {"w2": h.T @ g, "lin": s.T @ g, "b": np.array([g.sum()]),
                     "w1": gh.T @ s + l2 * params["w1"], "b1": gh.sum(axis=0)}
            grads["w2"] += l2 * params["w2"]
            grads["lin"] += l2 * params["lin"]
            step += 1
            for k in params:  # Adam
                m[k] = 0.9 * m[k] + 0.1 * grads[k]
                v2[k] = 0.999 * v2[k] + 0.001 * grads[k] ** 2
                mh = m[k] / (1 - 0.9 ** step)
                vh = v2[k] / (1 - 0.999 ** step)
                params[k] -= lr * mh / (np.sqrt(vh) + 1e-8)
        val = _bce(forward(sv, params)[0], yv) if len(yv) else 0.0
        history.append(round(val, 5))
        if val < best[0] - 1e-5:
            best = (val, {k: v.copy() for k, v in params.items()}, epoch)
        elif epoch - best[2] >= patience:
            break
    p = best[1]
    model = ValueModel(game, data.names, mean, scale, p["w1"], p["b1"], p["w2"], p["lin"], float(p["b"][0]),
                       meta)
    rep = report(model, data, hold)
    rep.update({"epochs": len(history), "best_epoch": best[2] + 1, "holdout_loss_by_epoch": history,
                "hidden": hidden, "inputs": d})
    return model, rep


def _calibrated_eval(x: np.ndarray, y: np.ndarray) -> tuple[float, float]:
    """(a, b) of P(win) = sigmoid(a·eval + b) by Newton's method on the training rows."""
    a, b = 1.0, 0.0
    for _ in range(25):
        z = a * x + b
        p = 1.0 / (1.0 + np.exp(-z))
        w = p * (1 - p) + 1e-9
        ga, gb = float(((p - y) * x).sum()), float((p - y).sum())
        haa, hab, hbb = float((w * x * x).sum()) + 1e-6, float((w * x).sum()), float(w.sum()) + 1e-6
        det = haa * hbb - hab * hab
        a -= (hbb * ga - hab * gb) / det
        b -= (haa * gb - hab * ga) / det
    return a, b


def report(model: ValueModel, data: Data, hold: np.ndarray) -> dict[str, Any]:
    """Held-out log loss and accuracy of the model, of the calibrated hand-set evaluation (when
    the data has `eval`) and of a constant (the training share of wins)."""
    xv, yv = data.x[hold], data.y[hold]
    decided = yv != 0.5

    def acc(z: np.ndarray) -> float:
        return float(np.mean((z[decided] > 0) == (yv[decided] > 0.5))) if decided.any() else 0.0

    z = model.logits(xv)
    out: dict[str, Any] = {"positions": int(len(data.y)), "holdout_positions": int(hold.sum()),
                           "games": int(len(np.unique(data.game_index))),
                           "model_loss": round(_bce(z, yv), 4), "model_accuracy": round(acc(z), 4)}
    base = float(np.clip(data.y[~hold].mean(), 1e-6, 1 - 1e-6))
    out["constant_loss"] = round(_bce(np.full(len(yv), math.log(base / (1 - base))), yv), 4)
    if "eval" in data.names:
        j = data.names.index("eval")
        a, b = _calibrated_eval(data.x[~hold, j], data.y[~hold])
        ze = a * xv[:, j] + b
        out["handset_loss"] = round(_bce(ze, yv), 4)
        out["handset_accuracy"] = round(acc(ze), 4)
    return out
