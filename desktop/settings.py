"""The app's user settings, kept in the card database's settings table (keys 'desktop.*').

One file holds everything the player owns, so moving the database moves the settings with it.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import carddb

from .qt import QObject, Signal

LANGUAGES: tuple[tuple[str, str], ...] = (("en", "English"), ("ja", "日本語"))
AI_LEVELS: tuple[str, ...] = ("easy", "normal", "hard")
ANIMATION_SPEEDS: tuple[str, ...] = ("off", "slow", "normal", "fast")
ANIMATION_FACTORS: dict[str, float] = {"off": 0.0, "slow": 1.6, "normal": 1.0, "fast": 0.5}


@dataclass(frozen=True)
class _Key:
    name: str
    default: Any


KEYS: dict[str, _Key] = {
    "language": _Key("desktop.language", ""),  # "" = follow the system
    "image_folder": _Key("desktop.image_folder", ""),
    "ai_level": _Key("desktop.ai_level", "normal"),
    "animation_speed": _Key("desktop.animation_speed", "normal"),
    "browser_view": _Key("desktop.browser_view", "table"),
    "mark_unowned": _Key("desktop.mark_unowned", False),
    "last_deck": _Key("desktop.last_deck", None),
    "window_geometry": _Key("desktop.window_geometry", ""),
    "last_page": _Key("desktop.last_page", 1),
}


class AppSettings(QObject):
    """Typed access to the settings; `changed(name)` is emitted after every write."""

    changed = Signal(str)

    def __init__(self, db: carddb.CardDB, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.db = db
        self._cache: dict[str, Any] = {}

    def get(self, name: str) -> Any:
        if name not in self._cache:
            key = KEYS[name]
            self._cache[name] = carddb.get_setting(self.db, key.name, key.default)
        return self._cache[name]

    def set(self, name: str, value: Any) -> None:
        if self.get(name) == value:
            return
        carddb.set_setting(self.db, KEYS[name].name, value)
        self._cache[name] = value
        self.changed.emit(name)

    def language(self) -> str:
        """The UI language in use: the chosen one, else the system's when it is Japanese, else English."""
        lang = str(self.get("language") or "")
        if lang in dict(LANGUAGES):
            return lang
        from .qt import QLocale

        return "ja" if QLocale.system().language() == QLocale.Language.Japanese else "en"
