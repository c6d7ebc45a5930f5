"""Fitting the learned root prior (engine/ai/policy_prior.py) to search self-play decisions
(engine/ai/policy_records.py): minimise the cross-entropy between the prior and the share of the
search's samples each root action got, with an L2 penalty on the term weights, by full-batch
Adam. numpy only. Every fifth game is held out to report how often each prior's favourite is the
action the search sampled most, and its cross-entropy, beside the fixed prior it replaces."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import numpy as np

from .policy_prior import PolicyModel

HOLD_EVERY = 5


@dataclass
class Decisions:
    """Padded arrays of D decisions with up to N actions and K terms."""
    h: np.ndarray      # D x N, the heuristic's judgement
    t: np.ndarray      # D x N x K, the terms
    p: np.ndarray      # D x N, the search's share of samples
    mask: np.ndarray   # D x N, True where an action exists
    held: np.ndarray   # D, True for a held-out decision

    @property
    def size(self) -> int:
        return int(self.h.shape[0])


def collect(games: list[dict[str, Any]], k: int, target: str = "top") -> Decisions:
    """The decisions of game records (engine/ai/policy_records.py) with two or more actions and
    at least one sample. The target: "top", the search's choice (its most-sampled actions, a tie
    shared); "shares", every action's share of the samples (with a root that gives every candidate
    its first round, e.g. `crn=8`, that is flat by design)."""
    if target not in ("top", "shares"):
        raise ValueError(f"target must be top or shares, not {target!r}")
    rows = [(g["index"] % HOLD_EVERY == HOLD_EVERY - 1, d) for g in games for d in g["decisions"]
            if len(d[1]) > 1 and sum(d[3]) > 0]
    n = max((len(d[1]) for _h, d in rows), default=1)
    size = len(rows)
    h, p = np.zeros((size, n)), np.zeros((size, n))
    t, mask = np.zeros((size, n, k)), np.zeros((size, n), dtype=bool)
    held = np.zeros(size, dtype=bool)
    for i, (out, (_pl, hs, ts, ns)) in enumerate(rows):
        m = len(hs)
        h[i, :m], mask[i, :m], held[i] = hs, True, out
        if target == "top":
            most = max(ns)
            ns = [1 if x == most else 0 for x in ns]
        total = float(sum(ns))
        p[i, :m] = [x / total for x in ns]
        if k:
            t[i, :m] = ts
    return Decisions(h, t, p, mask, held)


def _logits(d: Decisions, alpha: float, w: np.ndarray, scale: np.ndarray) -> np.ndarray:
    z = alpha * d.h
    if w.size:
        z = z + (d.t / scale) @ w
    return np.where(d.mask, z, -1e9)


def _log_softmax(z: np.ndarray) -> np.ndarray:
    z = z - z.max(axis=1, keepdims=True)
    return z - np.log(np.exp(z).sum(axis=1, keepdims=True))


def scores(d: Decisions, alpha: float, w: np.ndarray, scale: np.ndarray, rows: np.ndarray) -> dict[str, Any]:
    """Cross-entropy against the search's shares and how often the prior's favourite is the
    search's most-sampled action, over the decisions `rows`."""
    if not rows.any():
        return {"decisions": 0, "cross_entropy": None, "agreement": None}
    z = _logits(d, alpha, w, scale)[rows]
    ls = _log_softmax(z)
    p, mask = d.p[rows], d.mask[rows]
    ce = float(-(np.where(mask, p * ls, 0.0)).sum(axis=1).mean())
    agree = float((z.argmax(axis=1) == p.argmax(axis=1)).mean())
    return {"decisions": int(rows.sum()), "cross_entropy": round(ce, 4), "agreement": round(agree, 4)}


def fit(d: Decisions, game: str, names: list[str], alpha0: float, l2: float = 1e-3, steps: int = 600,
        lr: float = 0.05) -> tuple[PolicyModel, dict[str, Any]]:
    """(the fitted model, a report: held-out scores of the fitted prior and of the fixed one,
    alpha0 with no terms). Fitted on the decisions not held out."""
    k = len(names)
    train = ~d.held
    flat = d.t[d.mask] if k else np.zeros((0, 0))
    scale = np.maximum(flat.std(axis=0), 1e-6) if k and flat.size else np.ones(k)
    theta = np.zeros(k + 1)
    theta[0] = alpha0
    m, v = np.zeros_like(theta), np.zeros_like(theta)
    hs, ts, ps, mk = d.h[train], d.t[train] / scale, d.p[train], d.mask[train]
    n = max(int(train.sum()), 1)
    for i in range(1, steps + 1):
        z = theta[0] * hs + (ts @ theta[1:] if k else 0.0)
        z = np.where(mk, z, -1e9)
        q = np.exp(_log_softmax(z))
        g = np.where(mk, q - ps, 0.0)  # d(CE)/d(logit)
        grad = np.empty_like(theta)
        grad[0] = (g * hs).sum() / n
        if k:
            grad[1:] = np.einsum("dn,dnk->k", g, ts) / n + l2 * theta[1:]
        m = 0.9 * m + 0.1 * grad
        v = 0.999 * v + 0.001 * grad * grad
        theta -= lr * (m / (1 - 0.9 ** i)) / (np.sqrt(v / (1 - 0.999 ** i)) + 1e-8)
    model = PolicyModel(game, list(names), float(theta[0]), [float(x) for x in theta[1:]],
                        [float(x) for x in scale])
    zero = np.zeros(k)
    report = {"decisions": d.size, "train": int(train.sum()), "held_out": int(d.held.sum()),
              "fitted": scores(d, model.alpha, theta[1:], scale, d.held),
              "fixed_prior": scores(d, alpha0, zero, scale, d.held),
              "fitted_train": scores(d, model.alpha, theta[1:], scale, train)}
    return model, report
