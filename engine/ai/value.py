"""A learned evaluation: what a position is worth to a player, from that player's view only.

The model is a small network over the named numbers of engine/ai/features.py: the inputs are
standardised, one hidden layer of rectified units plus a linear path from the inputs give a
logit of the player's chance to win, and the value is `tanh(logit / 2)` = 2·P(win) − 1 in
[-1, 1], the scale every evaluation in engine/ai uses. Inference is numpy; a model is plain
data in a JSON file (format FORMAT: the feature names, the standardisation, the weights, and
how it was made), so a model file from anyone is as safe to load as a card set: no code, no
pickle. Models are made by engine/ai/train.py; a game's shipped model is
`assets/models/<game>.value.json`. numpy is imported when a model is first loaded, not with
this module: the app's window does not wait for it (about 0.15 s of its start).
"""
from __future__ import annotations

import json
import math
from collections.abc import Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Any

from .base import knowledge
from .features import view_terms
from .modelfiles import read_json, resolve

if TYPE_CHECKING:
    import numpy as np

    from ..state import State

FORMAT = "tcgtable-value/1"
MAX_FEATURES = 4096
MAX_HIDDEN = 1024
MAX_FILE_BYTES = 64 << 20


class ValueModelError(ValueError):
    """A model file that cannot be used; the message names the file and the problem."""


class ValueModel:
    """A trained value network for one game (see the module docstring)."""

    def __init__(self, game: str, names: list[str], mean: np.ndarray, scale: np.ndarray, w1: np.ndarray,
                 b1: np.ndarray, w2: np.ndarray, lin: np.ndarray, bias: float,
                 meta: dict[str, Any] | None = None) -> None:
        self.game = game
        self.names = list(names)
        self.index = {n: i for i, n in enumerate(self.names)}
        self.mean, self.scale = mean, scale
        self.w1, self.b1, self.w2, self.lin, self.bias = w1, b1, w2, lin, float(bias)
        self.meta = dict(meta or {})
        # standardisation folded into the weights once: inference is two products on raw inputs
        self._w1 = w1 / scale[None, :]
        self._b1 = b1 - self._w1 @ mean
        self._lin = lin / scale
        self._bias = self.bias - float(self._lin @ mean)

    # -- inference -------------------------------------------------------------------------
    def vector(self, terms: Mapping[str, float]) -> np.ndarray:
        import numpy as np

        x = np.zeros(len(self.names))
        index = self.index
        for k, v in terms.items():
            i = index.get(k)
            if i is not None:
                x[i] = v
        return x

    def logit(self, terms: Mapping[str, float]) -> float:
        import numpy as np

        x = self.vector(terms)
        h = self._w1 @ x + self._b1
        np.maximum(h, 0.0, out=h)
        return float(self.w2 @ h + self._lin @ x + self._bias)

    def value(self, terms: Mapping[str, float]) -> float:
        """2·P(win) − 1 for the player the terms describe."""
        return math.tanh(0.5 * max(-60.0, min(60.0, self.logit(terms))))

    def logits(self, xs: np.ndarray) -> np.ndarray:
        """Logits of a batch of raw input rows (training and reports)."""
        import numpy as np

        h = np.maximum(xs @ self._w1.T + self._b1, 0.0)
        return h @ self.w2 + xs @ self._lin + self._bias

    # -- files -----------------------------------------------------------------------------
    def to_json(self) -> dict[str, Any]:
        import numpy as np

        def r(a: np.ndarray) -> Any:
            return np.round(a, 7).tolist()
        return {"format": FORMAT, "game": self.game, "features": self.names, "mean": r(self.mean),
                "scale": r(self.scale), "hidden": {"weights": r(self.w1), "bias": r(self.b1)},
                "out": {"hidden": r(self.w2), "linear": r(self.lin), "bias": round(self.bias, 7)},
                "made": self.meta}

    def save(self, path: str | Path) -> None:
        from ..atomicfile import write_text_atomic

        write_text_atomic(Path(path), json.dumps(self.to_json(), ensure_ascii=False, indent=1) + "\n")

    @classmethod
    def from_json(cls, data: Any, where: str = "model") -> ValueModel:
        import numpy as np

        def bad(problem: str) -> ValueModelError:
            return ValueModelError(f"{where}: {problem}")

        if not isinstance(data, dict) or data.get("format") != FORMAT:
            raise bad(f"not a value model (expected \"format\": \"{FORMAT}\")")
        names = data.get("features")
        if not isinstance(names, list) or not all(isinstance(n, str) for n in names) or not names:
            raise bad("\"features\" must be a non-empty list of names")
        if len(names) > MAX_FEATURES or len(set(names)) != len(names):
            raise bad(f"\"features\" must be at most {MAX_FEATURES} distinct names")
        d = len(names)

        def arr(value: Any, shape: tuple[int, ...], key: str) -> np.ndarray:
            try:
                a = np.asarray(value, dtype=float)
            except (TypeError, ValueError):
                raise bad(f"\"{key}\" is not a list of numbers") from None
            if a.shape != shape:
                raise bad(f"\"{key}\" has shape {list(a.shape)}, expected {list(shape)}")
            if not np.all(np.isfinite(a)):
                raise bad(f"\"{key}\" holds a number that is not finite")
            return a

        hidden = data.get("hidden") if isinstance(data.get("hidden"), dict) else {}
        out = data.get("out") if isinstance(data.get("out"), dict) else {}
        b1_raw = hidden.get("bias")
        h = len(b1_raw) if isinstance(b1_raw, list) else -1
        if not 0 < h <= MAX_HIDDEN:
            raise bad(f"\"hidden.bias\" must list 1 to {MAX_HIDDEN} numbers")
        scale = arr(data.get("scale"), (d,), "scale")
        if np.any(scale <= 0):
            raise bad("\"scale\" must be positive")
        game = data.get("game")
        if not isinstance(game, str) or not game:
            raise bad("\"game\" must name the game")
        bias = arr([out.get("bias")], (1,), "out.bias")[0]
        meta = data.get("made") if isinstance(data.get("made"), dict) else {}
        return cls(game, names, arr(data.get("mean"), (d,), "mean"), scale,
                   arr(hidden.get("weights"), (h, d), "hidden.weights"), arr(b1_raw, (h,), "hidden.bias"),
                   arr(out.get("hidden"), (h,), "out.hidden"), arr(out.get("linear"), (d,), "out.linear"),
                   float(bias), meta)

    @classmethod
    def load(cls, path: str | Path) -> ValueModel:
        p = Path(path)
        return cls.from_json(read_json(p, MAX_FILE_BYTES, ValueModelError, "model"), str(p))


# -- where models live, and their use in a search -----------------------------------------------
_LOADED: dict[str, ValueModel] = {}


def shipped_model_path(game: str) -> Path:
    """The game's shipped model (it may not exist: the game then has none)."""
    import assets

    return assets.ROOT / "models" / f"{game}.value.json"


def resolve_model(ref: str, game: str) -> ValueModel:
    """The model an agent option names: `game` (the game's shipped model) or a file path.
    Loaded once per process."""
    return resolve(ref, game, shipped_model_path(game), _LOADED, ValueModel.load, ValueModelError, "value model")


def state_terms(state: State, player: int) -> dict[str, float]:
    """The encoding of `player`'s view of `state` (only the view and the public card table)."""
    return view_terms(state.view(player), player, state.deftable, knowledge(state.rules.id))


def learned_value(state: State, player: int, model: ValueModel) -> float:
    """The model's value of `player`'s view in [-1, 1]; a finished game scores its result."""
    if state.is_terminal():
        return float(state.returns()[player])
    return model.value(state_terms(state, player))
