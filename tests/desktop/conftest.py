"""Fixtures for the desktop tests: Qt's offscreen platform, a seeded database file per test (copied
from one made once per session), the main window and its pages."""
from __future__ import annotations

import os
import shutil
from collections.abc import Iterator
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402

import carddb  # noqa: E402


@pytest.fixture(scope="session")
def template_db(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A database seeded once with the bundled card sets and decks."""
    path = tmp_path_factory.mktemp("template") / "tcgtable.sqlite3"
    carddb.open_database(path).close()
    return path


@pytest.fixture
def db_path(template_db: Path, tmp_path: Path) -> Path:
    dest = tmp_path / "tcgtable.sqlite3"
    shutil.copy(template_db, dest)
    return dest


@pytest.fixture
def db(db_path: Path) -> Iterator[carddb.CardDB]:
    d = carddb.open_database(db_path)
    yield d
    d.close()


@pytest.fixture
def app(qapp):  # type: ignore[no-untyped-def]
    from desktop.style import apply_style

    apply_style(qapp)
    return qapp


@pytest.fixture(autouse=True)
def _gc_back_to_automatic() -> Iterator[None]:
    """A main window moves garbage collection to the GUI thread; later tests in this worker
    process may run without an event loop, so collection is automatic again after each test."""
    yield
    from desktop import gcguard
    gcguard.uninstall()


@pytest.fixture
def window(app, db, qtbot):  # type: ignore[no-untyped-def]
    from .helpers import open_window
    return open_window(db, qtbot)


@pytest.fixture
def editor(app, db, qtbot, tmp_path):  # type: ignore[no-untyped-def]
    from desktop.editor.window import SetEditorWindow

    win = SetEditorWindow(db, "en", tmp_path / "sets")
    qtbot.addWidget(win)
    win.show()
    return win


@pytest.fixture
def answers(monkeypatch):  # type: ignore[no-untyped-def]
    """Every question answered yes; messages recorded instead of shown."""
    from desktop import dialogs

    shown: list[tuple[str, str, str]] = []
    monkeypatch.setattr(dialogs, "confirm", lambda *a, **k: True)
    monkeypatch.setattr(dialogs, "info", lambda _p, title, text, details="": shown.append((title, text, details)))
    monkeypatch.setattr(dialogs, "error", lambda _p, title, text, details="": shown.append((title, text, details)))
    return shown
