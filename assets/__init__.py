"""Bundled data: card sets, preconstructed decks, icons and translations."""
from __future__ import annotations

from pathlib import Path

ROOT = Path(__file__).resolve().parent


def cardset_paths(game: str | None = None) -> list[Path]:
    """Every bundled card-set file (YAML/JSON), optionally of one game."""
    base = ROOT / "cardsets"
    dirs = [base / game] if game else sorted(p for p in base.iterdir() if p.is_dir())
    return sorted(p for d in dirs if d.is_dir() for p in d.iterdir() if p.suffix in (".yaml", ".yml", ".json"))


def deck_paths(game: str | None = None) -> list[Path]:
    """Every preconstructed deck file (plain-text deck format), optionally of one game."""
    base = ROOT / "decks"
    dirs = [base / game] if game else sorted(p for p in base.iterdir() if p.is_dir())
    return sorted(p for d in dirs if d.is_dir() for p in d.iterdir() if p.suffix == ".txt")
