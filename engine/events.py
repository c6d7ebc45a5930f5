"""Events: every state change is one, with a structured form and a rendered line (en/ja)."""
from __future__ import annotations

from typing import Any

NOBODY = -1  # Event.private for a card no player may see (a face-down card): only an observer of
# the whole game (viewer None: replay checks, debugging) reads its name


class Event:
    """`kind` plus data. `private` names the only player who may see card identities in it
    (a draw is private to the drawer; NOBODY: no player); None means public. A value, never
    changed once made."""

    # A plain class, not a frozen dataclass: games make several events per action, and the
    # compiled build (engine/compiled.py) compiles a plain class's constructor.
    __slots__ = ("kind", "data", "private")

    def __init__(self, kind: str, data: tuple[tuple[str, Any], ...], private: int | None = None) -> None:
        self.kind = kind
        self.data = data
        self.private = private

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Event) and (self.kind, self.data, self.private) == (
            other.kind, other.data, other.private)

    def __hash__(self) -> int:
        return hash((self.kind, self.data, self.private))

    def __repr__(self) -> str:
        return f"Event(kind={self.kind!r}, data={self.data!r}, private={self.private!r})"

    def __reduce__(self) -> tuple[Any, ...]:  # pickled by its fields in both builds (worker processes)
        return Event, (self.kind, self.data, self.private)

    def get(self, key: str, default: Any = None) -> Any:
        for k, v in self.data:
            if k == key:
                return v
        return default

    def to_json(self) -> dict[str, Any]:
        d: dict[str, Any] = {"kind": self.kind}
        d.update({k: list(v) if isinstance(v, tuple) else v for k, v in self.data})
        if self.private is not None:
            d["private"] = self.private
        return d


def ev(kind: str, private: int | None = None, **data: Any) -> Event:
    return Event(kind, tuple(data.items()), private)
