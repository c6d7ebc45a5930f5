"""Events: every state change is one, with a structured form and a rendered line (en/ja)."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

NOBODY = -1  # Event.private for a card no player may see (a face-down card): only an observer of
# the whole game (viewer None: replay checks, debugging) reads its name


@dataclass(frozen=True, slots=True)
class Event:
    """`kind` plus data. `private` names the only player who may see card identities in it
    (a draw is private to the drawer; NOBODY: no player); None means public."""

    kind: str
    data: tuple[tuple[str, Any], ...]
    private: int | None = None

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


# Games create several events per action: a frozen dataclass's generated __init__ sets each field
# through object.__setattr__; the slots' own setters do the same job in about half the time.
_set_kind, _set_data, _set_private = (Event.__dict__[f].__set__ for f in ("kind", "data", "private"))


def _event_init(self: Event, kind: str, data: tuple[tuple[str, Any], ...], private: int | None = None) -> None:
    _set_kind(self, kind)
    _set_data(self, data)
    _set_private(self, private)


Event.__init__ = _event_init  # type: ignore[method-assign]


def ev(kind: str, private: int | None = None, **data: Any) -> Event:
    return Event(kind, tuple(data.items()), private)
