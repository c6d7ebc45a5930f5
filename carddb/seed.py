"""Seeding from the bundled card sets and preconstructed decks (assets/).

Sets of games this build does not implement yet are skipped (and picked up once it does).
Runs at every open and is cheap when nothing changed: each bundled file's SHA-256 is recorded in
the setting 'carddb.seeded'. A set file is (re)imported when its content changed (so a newer
bundled version updates the set); a deck file is imported once, ever, so a player who deletes or
edits a preconstructed deck never gets it back or overwritten. Files that fail are reported and
retried at the next start; nothing is ever duplicated. When the database file itself cannot be
written (read-only, locked, disk full), seeding stops with one error and is retried at the next start.
"""
from __future__ import annotations

import hashlib
from collections.abc import Sequence
from pathlib import Path

from engine import games
from engine.cardset import parse_cardset, read_data
from engine.decks import parse_deck
from engine.errors import EngineError

from .database import CardDB
from .errors import CardDBError, Conflict, DatabaseFileError
from .importers import import_cardset_in
from .reports import SeedReport
from .settings import get_setting, set_in

SEEDED_KEY = "carddb.seeded"


def _key(p: Path) -> str:
    try:
        import assets

        return "assets/" + p.resolve().relative_to(assets.ROOT).as_posix()
    except (ImportError, ValueError):
        return str(p.resolve())


def _digest(p: Path) -> str | None:
    try:
        return hashlib.sha256(p.read_bytes()).hexdigest()
    except OSError:
        return None


def _bundled() -> tuple[list[Path], list[Path]]:
    try:
        import assets

        return assets.cardset_paths(), assets.deck_paths()
    except (ImportError, OSError):
        return [], []


def seed_database(db: CardDB, cardset_files: Sequence[Path] | None = None,
                  deck_files: Sequence[Path] | None = None) -> SeedReport:
    """Import bundled sets that are new or changed and decks never seeded before (defaults: assets/)."""
    if cardset_files is None or deck_files is None:
        bundled_sets, bundled_decks = _bundled()
        cardset_files = bundled_sets if cardset_files is None else cardset_files
        deck_files = bundled_decks if deck_files is None else deck_files
    report = SeedReport()
    try:
        _seed(db, report, cardset_files, deck_files)
    except DatabaseFileError as e:  # the file, not a bundled file: the other files would fail the same way
        report.errors.append(f"the bundled card sets and decks were not added this time: {e}")
    return report


def _seed(db: CardDB, report: SeedReport, cardset_files: Sequence[Path], deck_files: Sequence[Path]) -> None:
    from .decks import import_deck_text
    from .textfiles import read_text_file

    stored = get_setting(db, SEEDED_KEY, {})
    seeded: dict[str, str] = dict(stored) if isinstance(stored, dict) else {}  # a damaged value: seed again
    for p in cardset_files:
        key, digest = _key(p), _digest(p)
        if digest is not None and seeded.get(key) == digest:
            continue
        try:
            data = read_data(p)
            if isinstance(data, dict) and data.get("game") in games.ALL_GAME_IDS and data["game"] not in games.IMPLEMENTED:
                continue  # a game this build does not play yet: seeded once it does
            cs = parse_cardset(data, str(p))
            with db.transaction() as s:
                res = import_cardset_in(s, cs)
                seeded[key] = digest or ""
                set_in(s, SEEDED_KEY, seeded)
        except DatabaseFileError:
            raise
        except (EngineError, CardDBError, ImportError, KeyError) as e:
            report.errors.append(f"{p}: {e}" if str(p) not in str(e) else str(e))
            continue
        if res.status in ("added", "updated"):
            report.sets.append(res)
    for p in deck_files:
        key = _key(p)
        if key in seeded:
            continue
        try:
            text = read_text_file(p, "deck")
            game = parse_deck(text, str(p)).game or p.parent.name
            if game in games.ALL_GAME_IDS and game not in games.IMPLEMENTED:
                continue
            report.decks.append(import_deck_text(db, text, str(p), game=game).name)
        except Conflict:
            pass  # the player already has a deck of that name: keep theirs, and do not retry
        except DatabaseFileError:
            raise
        except (EngineError, CardDBError, ImportError, KeyError) as e:
            report.errors.append(str(e) if str(p) in str(e) else f"{p}: {e}")
            continue
        seeded[key] = _digest(p) or ""
        with db.transaction() as s:
            set_in(s, SEEDED_KEY, seeded)
