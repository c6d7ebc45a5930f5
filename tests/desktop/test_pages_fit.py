"""Columns fit without horizontal scrolling at 1280×800, in both languages, on every page."""
from __future__ import annotations

import pytest

from desktop.i18n import install_translators, remove_translators
from desktop.qt import QAbstractScrollArea


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_no_page_scrolls_sideways_at_1280_by_800(app, db, qtbot, lang: str) -> None:  # type: ignore[no-untyped-def]
    from desktop.mainwindow import MainWindow
    from desktop.settings import AppSettings

    settings = AppSettings(db)
    settings.set("language", lang)
    settings.set("window_geometry", "")
    translators = install_translators(app, lang)
    try:
        w = MainWindow(db, settings)
        qtbot.addWidget(w)
        w.resize(1280, 800)
        w.show()
        sideways = []
        for page in ("play", "decks", "collection", "replays", "settings"):
            w.show_page(page)
            qtbot.wait(150)
            for area in w.findChildren(QAbstractScrollArea):
                if area.isVisible() and area.horizontalScrollBar().isVisible():
                    sideways.append(f"{page}: {type(area).__name__} {area.objectName()}")
        assert not sideways, sideways
    finally:
        remove_translators(app, translators)
