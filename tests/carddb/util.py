"""Helpers for carddb tests: the fake game's rules, running a CLI command and a snapshot of a whole database."""
from __future__ import annotations

import multiprocessing
import os
import sqlite3
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from carddb.cli import main
from carddb.database import CardDB
from engine.cards import CardDef
from engine.rules import GameRules, Violation
from engine.vocabulary import VocabError, Vocabulary

FIXTURES = Path(__file__).resolve().parent / "fixtures"
GAME = "testgame"


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    """Run a carddb command in this process: (exit code, stdout, stderr); never a traceback."""
    rc = main(list(argv))
    out, err = capsys.readouterr()
    assert "Traceback" not in out + err
    return rc, out, err


def _unprivileged(fn: Callable[..., str], args: tuple[Any, ...], q: Any) -> None:
    if os.geteuid() == 0:
        os.setgid(65534)
        os.setuid(65534)  # "nobody": root ignores file permissions
    try:
        q.put(fn(*args))
    except BaseException as e:  # noqa: BLE001 - handed to the test, which asserts on it
        q.put(f"{type(e).__name__}: {e}")


def run_unprivileged(fn: Callable[..., str], *args: Any) -> str:
    """fn(*args) in a forked child without root's powers (its modules are loaded already, so it needs no
    access to root's files); what it returns, or the exception it raised as text. POSIX only."""
    ctx = multiprocessing.get_context("fork")
    q = ctx.Queue()
    child = ctx.Process(target=_unprivileged, args=(fn, args, q))
    child.start()
    try:
        return str(q.get(timeout=60))
    finally:
        child.join(10)


def snapshot(db: CardDB) -> str:
    """Every table's schema and rows, as SQL text: equal snapshots mean nothing changed."""
    raw = db.engine.raw_connection()
    try:
        return "\n".join(raw.driver_connection.iterdump())  # type: ignore[union-attr]
    finally:
        raw.close()


def file_snapshot(path: Path) -> str:
    """snapshot() of a database file, read through a plain sqlite3 connection."""
    con = sqlite3.connect(path)
    try:
        return "\n".join(con.iterdump())
    finally:
        con.close()


class FakeRules(GameRules):
    """Just enough of a game for card-set validation and deck rules: 8-12 main cards, at most 4 copies."""

    id = GAME
    name = {"en": "Test Game", "ja": "テストゲーム"}
    deck_sections = ("main", "side")

    def vocabulary(self) -> Vocabulary:
        return Vocabulary(zones={"hand", "deck", "stage", "discard"}, card_types={"character", "event"},
                          keywords={"rush", "guard"}, rule_flags={"rush", "guard"})

    def validate_card(self, type_: str, stats: dict[str, int], attrs: dict[str, Any]) -> None:
        if type_ not in ("character", "event"):
            raise VocabError("type", f"unknown card type {type_!r}")
        for k in stats:
            if k not in ("cost", "power", "level", "defense"):
                raise VocabError(f"stats.{k}", "unknown stat")

    def validate_deck(self, sections: dict[str, list[CardDef]]) -> list[Violation]:
        out = []
        main = sections.get("main", [])
        if not 8 <= len(main) <= 12:
            out.append(Violation("T1.1", f"the main deck has {len(main)} cards; it needs 8 to 12"))
        copies: dict[str, int] = {}
        for c in main + sections.get("side", []):
            copies[c.id] = copies.get(c.id, 0) + 1
        for cid, n in sorted(copies.items()):
            if n > 4:
                out.append(Violation("T1.2", f"{n} copies of {cid}; at most 4"))
        return out


