"""Settings: JSON values by key, for the GUI and for carddb's own bookkeeping ('carddb.' keys)."""
from __future__ import annotations

import json
from typing import Any

from sqlmodel import Session

from .database import CardDB
from .models import Setting


def get_setting(db: CardDB, key: str, default: Any = None) -> Any:
    """The value of a setting, or `default` when it was never set."""
    with db.session() as s:
        return get_in(s, key, default)


def set_setting(db: CardDB, key: str, value: Any) -> None:
    """Store a setting (any JSON-serialisable value)."""
    with db.transaction() as s:
        set_in(s, key, value)


def get_in(s: Session, key: str, default: Any = None) -> Any:
    """get_setting() inside an open session."""
    row = s.get(Setting, key)
    return default if row is None else json.loads(row.value_json)


def set_in(s: Session, key: str, value: Any) -> None:
    """set_setting() inside an open transaction."""
    text = json.dumps(value, ensure_ascii=False)
    row = s.get(Setting, key)
    if row is None:
        s.add(Setting(key=key, value_json=text))
    else:
        row.value_json = text
        s.add(row)
    s.flush()
