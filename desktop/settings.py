"""The app's user settings, kept in the card database's settings table (keys 'desktop.*').

One file holds everything the player owns, so moving the database moves the settings with it.
Every value read is checked (type and range); a value that is not valid JSON, of the wrong type or
out of range reads as the default, and its name is kept in `AppSettings.invalid` so the window can
say which settings were reset.
"""
from __future__ import annotations

import logging
import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import carddb
from engine.errors import EngineError
from engine.limits import MAX_INT

from .qt import QObject, Signal

_log = logging.getLogger(__name__)

LANGUAGES: tuple[tuple[str, str], ...] = (("en", "English"), ("ja", "日本語"))
AI_LEVELS: tuple[str, ...] = ("easy", "normal", "hard")
ANIMATION_SPEEDS: tuple[str, ...] = ("off", "slow", "normal", "fast")
ANIMATION_FACTORS: dict[str, float] = {"off": 0.0, "slow": 1.6, "normal": 1.0, "fast": 0.5}
BROWSER_VIEWS: tuple[str, ...] = ("table", "grid")
PAGES: tuple[str, ...] = ("play", "decks", "collection", "replays", "settings")  # the main window's, in order

_INVALID = object()  # a stored value that is not JSON at all
MAX_PATH_CHARS = 4096
MAX_GEOMETRY_CHARS = 8192  # QMainWindow.saveGeometry() is well under 100 bytes; base64 of it


def _one_of(values: tuple[str, ...]) -> Callable[[Any], bool]:
    return lambda v: isinstance(v, str) and v in values


def _whole(v: Any) -> bool:
    return isinstance(v, int) and not isinstance(v, bool)  # JSON true is not a number here


def _path(v: Any) -> bool:
    return isinstance(v, str) and len(v) <= MAX_PATH_CHARS and "\0" not in v


def _geometry(v: Any) -> bool:
    return isinstance(v, str) and len(v) <= MAX_GEOMETRY_CHARS and re.fullmatch(r"[A-Za-z0-9+/=]*", v) is not None


def _stops(v: Any) -> bool:
    """{game id: {"auto": bool, "mine": [step, ...], "theirs": [step, ...]}} (table/stops.py)."""
    def steps(x: Any) -> bool:
        return isinstance(x, list) and len(x) <= 64 and all(isinstance(k, str) and 0 < len(k) <= 64 for k in x)

    def one(x: Any) -> bool:
        return (isinstance(x, dict) and set(x) <= {"auto", "mine", "theirs"} and isinstance(x.get("auto", True), bool)
                and steps(x.get("mine", [])) and steps(x.get("theirs", [])))

    return isinstance(v, dict) and len(v) <= 16 and all(
        isinstance(k, str) and 0 < len(k) <= 64 and one(x) for k, x in v.items())


@dataclass(frozen=True)
class _Key:
    name: str
    default: Any
    valid: Callable[[Any], bool]


KEYS: dict[str, _Key] = {
    "language": _Key("desktop.language", "", _one_of(("",) + tuple(c for c, _ in LANGUAGES))),  # "" = the system's
    "image_folder": _Key("desktop.image_folder", "", _path),
    "ai_level": _Key("desktop.ai_level", "normal", _one_of(AI_LEVELS)),
    "animation_speed": _Key("desktop.animation_speed", "normal", _one_of(ANIMATION_SPEEDS)),
    "browser_view": _Key("desktop.browser_view", "table", _one_of(BROWSER_VIEWS)),
    "mark_unowned": _Key("desktop.mark_unowned", False, lambda v: isinstance(v, bool)),
    "last_deck": _Key("desktop.last_deck", None, lambda v: v is None or (_whole(v) and 0 < v <= MAX_INT)),
    "window_geometry": _Key("desktop.window_geometry", "", _geometry),
    "last_page": _Key("desktop.last_page", 0, lambda v: _whole(v) and 0 <= v < len(PAGES)),
    "stops": _Key("desktop.stops", {}, _stops),  # per game: where the table stops (table/stops.py)
    # a Ray cluster for the deck lab's games ("auto", "ray://host:10001"); "": this computer's cores
    "ray_address": _Key("desktop.ray_address", "", lambda v: isinstance(v, str) and len(v) <= 300),
}


class AppSettings(QObject):
    """Typed access to the settings; `changed(name)` is emitted after every write."""

    changed = Signal(str)

    def __init__(self, db: carddb.CardDB, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.db = db
        self._cache: dict[str, Any] = {}
        self.invalid: set[str] = set()  # settings whose stored value could not be used

    def get(self, name: str) -> Any:
        if name not in self._cache:
            self._cache[name] = self._read(name)
        return self._cache[name]

    def _read(self, name: str) -> Any:
        key = KEYS[name]
        try:
            value = carddb.get_setting(self.db, key.name, key.default)
        except (ValueError, TypeError, RecursionError, EngineError):  # stored text that is not JSON
            value = _INVALID
        if value is not _INVALID and key.valid(value):
            return value
        self.invalid.add(name)
        return key.default

    def read_all(self) -> list[str]:
        """Read every setting now; the names of those that could not be used (defaults in their place)."""
        for name in KEYS:
            self.get(name)
        return sorted(self.invalid)

    def repair(self) -> list[str]:
        """Read every setting; store the default in place of each value that could not be used (so the
        next start reads it cleanly). The names of those settings."""
        bad = self.read_all()
        for name in bad:
            try:
                carddb.set_setting(self.db, KEYS[name].name, KEYS[name].default)
            except carddb.CardDBError:  # a read-only database: the default is used all the same
                continue
            self.invalid.discard(name)
        return bad

    def set(self, name: str, value: Any) -> None:
        if self.get(name) == value and name not in self.invalid:
            return
        try:
            carddb.set_setting(self.db, KEYS[name].name, value)
        except carddb.CardDBError as e:  # e.g. the file became read-only: keep it for this session
            _log.warning("setting %s not saved: %s", name, e)
        self._cache[name] = value
        self.invalid.discard(name)
        self.changed.emit(name)

    def language(self) -> str:
        """The UI language in use: the chosen one, else the system's when it is Japanese, else English."""
        lang = str(self.get("language") or "")
        if lang in dict(LANGUAGES):
            return lang
        from .qt import QLocale

        return "ja" if QLocale.system().language() == QLocale.Language.Japanese else "en"

