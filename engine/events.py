"""Events: every state change is one, with a structured form and a rendered line (en/ja)."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True, slots=True)
class Event:
    """`kind` plus data. `private` names the only player who may see card identities in it
    (a draw is private to the drawer); None means public."""

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


def ev(kind: str, private: int | None = None, **data: Any) -> Event:
    return Event(kind, tuple(data.items()), private)
