"""Settings: JSON values by key, for the GUI and for carddb's own bookkeeping ('carddb.' keys).

A stored value that is not valid JSON (a damaged row, or one written by another tool) reads as the
default, with a warning logged naming the database file and the setting, so one bad row never stops
the program from starting (a setting only ever holds a preference or a note of what was done).
"""
from __future__ import annotations

import json
import logging
from typing import Any

from sqlmodel import Session

from engine.errors import short_repr

from .database import CardDB
from .errors import DamagedRow
from .models import Setting
from .stored import db_file, load_json

log = logging.getLogger(__name__)


def get_setting(db: CardDB, key: str, default: Any = None) -> Any:
    """The value of a setting, or `default` when it was never set or its stored value is damaged."""
    with db.session() as s:
        return get_in(s, key, default)


def set_setting(db: CardDB, key: str, value: Any) -> None:
    """Store a setting (any JSON-serialisable value)."""
    with db.transaction() as s:
        set_in(s, key, value)


def get_in(s: Session, key: str, default: Any = None) -> Any:
    """get_setting() inside an open session."""
    row = s.get(Setting, key)
    if row is None:
        return default
    try:  # not text, not JSON, a huge number, too deep: the shared guard (stored.load_json) says which
        return load_json(row.value_json, db_file(s), f"setting {key!r}", "value", None)
    except DamagedRow as e:
        log.warning("%s: setting %r: the stored value is not valid JSON (%s); using the default %s",
                    e.file, key, e.problem.removeprefix("its stored value is damaged: "), short_repr(default, 60))
        return default


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
