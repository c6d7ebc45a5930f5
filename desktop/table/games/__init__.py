"""Per-game table adapters (`adapter_for(game)`): layout and the drop/click mapping of actions."""
from __future__ import annotations

import importlib

from .base import GameAdapter, Layout, Placement

_DEFAULT = GameAdapter()


def adapter_for(game: str) -> GameAdapter:
    """The game's adapter (desktop/table/games/<game>.py), or the generic one."""
    try:
        mod = importlib.import_module(f"{__name__}.{game}")
    except ModuleNotFoundError:
        return _DEFAULT
    return getattr(mod, "ADAPTER", _DEFAULT)


__all__ = ["GameAdapter", "Layout", "Placement", "adapter_for"]
