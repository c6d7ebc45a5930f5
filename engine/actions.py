"""Actions (a player's answer to the current decision) and decisions: small immutable values."""
from __future__ import annotations

from typing import Any

from .errors import short_repr


class Action:
    """One answer. `kind` names it; `args` are ints/strings (instance ids, slots, choices).
    A value: never changed once made (it is hashed and compared with the legal ones)."""

    # A plain class, not a frozen dataclass: the compiled build (engine/compiled.py) makes it a
    # native class whose constructor is compiled, and options lists make many actions.
    __slots__ = ("kind", "args")

    def __init__(self, kind: str, args: tuple[Any, ...] = ()) -> None:
        self.kind = kind
        self.args = args

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Action) and self.kind == other.kind and self.args == other.args

    def __hash__(self) -> int:
        return hash((self.kind, self.args))

    def __repr__(self) -> str:
        return f"Action(kind={self.kind!r}, args={self.args!r})"

    def __reduce__(self) -> tuple[Any, ...]:  # pickled by its fields in both builds (worker processes)
        return Action, (self.kind, self.args)

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


PASS = Action("pass")
YES = Action("yes")
NO = Action("no")


class Decision:
    """What the engine waits for: who answers, the finite list of answers, and how to continue.

    `resume` is the task the engine runs with the chosen action; `prompt` is a key plus data
    that views render ("choose a target for <ability>"). A value, never changed once made.
    """

    __slots__ = ("player", "kind", "options", "resume", "prompt")

    def __init__(self, player: int, kind: str, options: tuple[Action, ...], resume: tuple[Any, ...],
                 prompt: tuple[Any, ...] = ()) -> None:
        self.player = player
        self.kind = kind
        self.options = options
        self.resume = resume
        self.prompt = prompt

    def _key(self) -> tuple[Any, ...]:
        return self.player, self.kind, self.options, self.resume, self.prompt

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Decision) and self._key() == other._key()

    def __hash__(self) -> int:
        return hash(self._key())

    def __reduce__(self) -> tuple[Any, ...]:
        return Decision, self._key()

    def __repr__(self) -> str:
        return (f"Decision(player={self.player!r}, kind={self.kind!r}, options={self.options!r}, "
                f"resume={self.resume!r}, prompt={self.prompt!r})")

    def to_json(self) -> dict[str, Any]:
        return {"player": self.player, "kind": self.kind, "options": [a.to_json() for a in self.options],
                "resume": _jsonable(self.resume), "prompt": _jsonable(self.prompt)}

    @staticmethod
    def from_json(d: dict[str, Any]) -> Decision:
        return Decision(d["player"], d["kind"], tuple(Action.from_json(o) for o in d["options"]),
                        _tuplify(d["resume"]), _tuplify(d["prompt"]))


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
