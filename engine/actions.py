"""Actions (a player's answer to the current decision) and decisions: small immutable values."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .errors import short_repr


@dataclass(frozen=True, slots=True)
class Action:
    """One answer. `kind` names it; `args` are ints/strings (instance ids, slots, choices)."""

    kind: str
    args: tuple[Any, ...] = ()

    def to_json(self) -> list[Any]:
        return [self.kind, *self.args]

    @staticmethod
    def from_json(data: Any) -> Action:
        if not isinstance(data, list) or not data or not isinstance(data[0], str) or len(data) > 64:
            raise ValueError(f"an action is [kind, args...], not {short_repr(data)}")
        return Action(data[0], tuple(_arg(a) for a in data[1:]))

    def __str__(self) -> str:
        return " ".join([self.kind, *(str(a) for a in self.args)])


def _arg(a: Any, depth: int = 0) -> Any:
    """An action argument from JSON: text, whole numbers, and lists of them (as tuples),
    so every action is hashable and compares with the legal ones."""
    if isinstance(a, list) and depth < 4 and len(a) <= 10_000:
        return tuple(_arg(x, depth + 1) for x in a)
    if isinstance(a, str) or type(a) is int:  # not 0.0 or true: they compare equal to 0 and 1
        return a
    raise ValueError(f"an action argument is text, a whole number or a list, not {short_repr(a)}")


# Options lists make many actions: the slots' own setters instead of the frozen dataclass's
# object.__setattr__ calls (same fields, same frozenness afterwards).
_set_akind, _set_aargs = Action.__dict__["kind"].__set__, Action.__dict__["args"].__set__


def _action_init(self: Action, kind: str, args: tuple[Any, ...] = ()) -> None:
    _set_akind(self, kind)
    _set_aargs(self, args)


Action.__init__ = _action_init  # type: ignore[method-assign]

PASS = Action("pass")
YES = Action("yes")
NO = Action("no")


@dataclass(frozen=True, slots=True)
class Decision:
    """What the engine waits for: who answers, the finite list of answers, and how to continue.

    `resume` is the task the engine runs with the chosen action; `prompt` is a key plus data
    that views render ("choose a target for <ability>").
    """

    player: int
    kind: str
    options: tuple[Action, ...]
    resume: tuple[Any, ...]
    prompt: tuple[Any, ...] = ()

    def to_json(self) -> dict[str, Any]:
        return {"player": self.player, "kind": self.kind, "options": [a.to_json() for a in self.options],
                "resume": _jsonable(self.resume), "prompt": _jsonable(self.prompt)}

    @staticmethod
    def from_json(d: dict[str, Any]) -> Decision:
        return Decision(d["player"], d["kind"], tuple(Action.from_json(o) for o in d["options"]),
                        _tuplify(d["resume"]), _tuplify(d["prompt"]))


_set_dec = tuple(Decision.__dict__[f].__set__ for f in ("player", "kind", "options", "resume", "prompt"))


def _decision_init(self: Decision, player: int, kind: str, options: tuple[Action, ...], resume: tuple[Any, ...],
                   prompt: tuple[Any, ...] = ()) -> None:
    sp, sk, so, sr, spr = _set_dec
    sp(self, player)
    sk(self, kind)
    so(self, options)
    sr(self, resume)
    spr(self, prompt)


Decision.__init__ = _decision_init  # type: ignore[method-assign]


def _jsonable(x: Any) -> Any:
    if isinstance(x, tuple | list):
        return [_jsonable(i) for i in x]
    if isinstance(x, Action):
        return {"action": x.to_json()}
    if isinstance(x, dict):
        return {"dict": [[_jsonable(k), _jsonable(v)] for k, v in x.items()]}
    return x


def _tuplify(x: Any) -> Any:
    if isinstance(x, list):
        return tuple(_tuplify(i) for i in x)
    if isinstance(x, dict):
        if "action" in x:
            return Action.from_json(x["action"])
        if "dict" in x:
            return {_tuplify(k): _tuplify(v) for k, v in x["dict"]}
    return x


jsonable = _jsonable
tuplify = _tuplify
