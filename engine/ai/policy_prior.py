"""A learned root prior for the search (issue 44: expert iteration, docs/ai.md "The learned prior").

The search's root prior is a softmax of the heuristic's one-ply judgement `h` of each action at a
fixed temperature (engine/ai/ismcts.py `_root_priors`). The learned prior keeps that judgement as
one input and adds the game's terms `t` (its `leaf_features`: the numbers its evaluation is made
of, mine minus the opponent's) of the position each action leads to, read from the same sampled
worlds:

    logit(a) = alpha * h(a) + sum_k weight_k * t_k(a) / scale_k,     prior = softmax(logits)

fitted to the share of the search's samples each root action got in search self-play
(engine/ai/policy_records.py): the distilled search. `alpha` alone is a fitted temperature, so a
game without terms (grid) still gets a prior as sharp as its search found right. Both inputs are
read from sampled worlds of the player's view only, like the heuristic's.

Model file (JSON): {"format": FORMAT, "game", "terms": [names], "alpha", "weights": [one per
term], "scale": [one per term, positive], "made": {free-form notes: records, decisions, seeds,
held-out agreement}}.
"""
from __future__ import annotations

import json
import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from .base import knowledge, view_for_eval
from .modelfiles import read_json, resolve

if TYPE_CHECKING:
    from ..state import State

FORMAT = "tcgtable-policy/1"
MAX_TERMS = 256
MAX_FILE_BYTES = 1 << 20


class PolicyModelError(ValueError):
    """A policy file that cannot be used; the message names the file and the problem."""


def term_names(game: str) -> list[str]:
    """The terms a game's learned prior reads: its evaluation's TERMS and who is to move."""
    mod = knowledge(game)
    names = getattr(mod, "TERMS", None) if mod is not None else None
    if names is None or getattr(mod, "leaf_features", None) is None:
        return []
    return [*names, "to_move"]


def terms_fn(game: str) -> Callable[[State, int], list[float]]:
    """`terms(state, player)`: the game's terms of `player`'s view (only what the evaluation
    reads); zeros for a finished game (its judgement `h` already says who won)."""
    mod = knowledge(game)
    n = len(term_names(game))
    if not n or mod is None:
        return lambda _s, _p: []
    feats = mod.leaf_features

    def terms(s: State, p: int) -> list[float]:
        if s.is_terminal():
            return [0.0] * n
        return [float(x) for x in feats(view_for_eval(mod, s, p), p, s.deftable)]

    return terms


def softmax(logits: Sequence[float]) -> list[float]:
    top = max(logits)
    ws = [math.exp(x - top) for x in logits]
    z = sum(ws)
    return [w / z for w in ws]


@dataclass
class PolicyModel:
    game: str
    terms: list[str]
    alpha: float
    weights: list[float]
    scale: list[float]
    made: dict[str, Any] = field(default_factory=dict)

    def logits(self, judged: Sequence[float], terms: Sequence[Sequence[float]] | None) -> list[float]:
        """Each action's logit from its judgement and (when the model has terms) its terms."""
        out = [self.alpha * h for h in judged]
        if self.terms and terms:
            ws = [w / s for w, s in zip(self.weights, self.scale, strict=True)]
            out = [x + sum(w * t for w, t in zip(ws, row, strict=True)) for x, row in zip(out, terms, strict=True)]
        return out

    def to_json(self) -> dict[str, Any]:
        return {"format": FORMAT, "game": self.game, "terms": self.terms, "alpha": self.alpha,
                "weights": self.weights, "scale": self.scale, "made": self.made}

    def save(self, path: str | Path) -> None:
        from ..atomicfile import write_text_atomic

        write_text_atomic(Path(path), json.dumps(self.to_json(), ensure_ascii=False, indent=1) + "\n")

    @classmethod
    def from_json(cls, data: Any, where: str = "policy") -> PolicyModel:
        def bad(problem: str) -> PolicyModelError:
            return PolicyModelError(f"{where}: {problem}")

        def number(v: Any) -> bool:
            return isinstance(v, int | float) and not isinstance(v, bool) and math.isfinite(v)

        if not isinstance(data, dict) or data.get("format") != FORMAT:
            raise bad(f"not a policy model (expected \"format\": \"{FORMAT}\")")
        game, names = data.get("game"), data.get("terms")
        if not isinstance(game, str) or not game:
            raise bad("\"game\" must name the game")
        if not isinstance(names, list) or not all(isinstance(n, str) for n in names) \
                or len(names) > MAX_TERMS or len(set(names)) != len(names):
            raise bad(f"\"terms\" must be a list of at most {MAX_TERMS} distinct names")
        if not number(data.get("alpha")):
            raise bad("\"alpha\" must be a number")
        for key in ("weights", "scale"):
            v = data.get(key)
            if not isinstance(v, list) or len(v) != len(names) or not all(number(x) for x in v):
                raise bad(f"\"{key}\" must list one number per term ({len(names)})")
        if any(s <= 0 for s in data["scale"]):
            raise bad("\"scale\" must be positive")
        made = data.get("made") if isinstance(data.get("made"), dict) else {}
        return cls(game, list(names), float(data["alpha"]), [float(x) for x in data["weights"]],
                   [float(x) for x in data["scale"]], made)

    @classmethod
    def load(cls, path: str | Path) -> PolicyModel:
        p = Path(path)
        return cls.from_json(read_json(p, MAX_FILE_BYTES, PolicyModelError, "policy"), str(p))


_LOADED: dict[str, PolicyModel] = {}


def shipped_policy_path(game: str) -> Path:
    import assets

    return assets.ROOT / "models" / f"{game}.policy.json"


def resolve_policy(ref: str, game: str) -> PolicyModel:
    """The policy an agent option names: `game` (the game's shipped one) or a file; loaded once."""
    model = resolve(ref, game, shipped_policy_path(game), _LOADED, PolicyModel.load, PolicyModelError, "policy")
    if model.terms and model.terms != term_names(game):
        raise PolicyModelError(f"{ref}: its terms are not {game}'s ({', '.join(term_names(game))})")
    return model
