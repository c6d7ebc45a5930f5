"""What a Japanese window shows, for the two checks that nothing is left in English
(test_japanese_ui.py: the app's own English words; test_untranslated.py: any English at all): the
main window in Japanese, and the texts of its menus, its pages and a few decisions of each game's table."""
from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

import carddb
from desktop.i18n import install_translators, remove_translators
from desktop.qt import (
    QAbstractButton,
    QAbstractItemView,
    QComboBox,
    QGroupBox,
    QLabel,
    QLineEdit,
    QMenu,
    QModelIndex,
    Qt,
    QTextEdit,
    QWidget,
)
from engine.games import IMPLEMENTED
from engine.rng import Rng

from .test_table_helpers import wait_human

PAGES = ("play", "decks", "collection", "replays", "settings")


def japanese_window(app: Any, db: carddb.CardDB, qtbot: Any) -> Iterator[Any]:
    """A fixture's body: the main window in Japanese, shown at 1320x840, animations off."""
    from desktop.mainwindow import MainWindow
    from desktop.settings import AppSettings

    settings = AppSettings(db)
    settings.set("language", "ja")
    settings.set("animation_speed", "off")
    translators = install_translators(app, "ja")
    w = MainWindow(db, settings)
    qtbot.addWidget(w)
    w.resize(1320, 840)
    w.show()
    yield w
    w.play_page.shutdown()
    remove_translators(app, translators)


def shown_texts(root: QWidget) -> list[tuple[str, str]]:
    """(where, text) of what the visible widgets under `root` show, tooltips included."""
    out: list[tuple[str, str]] = []
    for w in [root, *root.findChildren(QWidget)]:
        if not w.isVisible():
            continue
        where = f"{type(w).__name__}#{w.objectName()}"
        if w.toolTip():
            out.append((where + " tooltip", w.toolTip()))
        if isinstance(w, QLabel):
            out.append((where, w.text()))
        elif isinstance(w, QAbstractButton):
            out.append((where, w.text()))
        elif isinstance(w, QGroupBox):
            out.append((where, w.title()))
        elif isinstance(w, QLineEdit):
            out.append((where + " placeholder", w.placeholderText()))
        elif isinstance(w, QComboBox):
            out += [(where, w.itemText(i)) for i in range(w.count())]
        elif isinstance(w, QTextEdit):
            out.append((where, w.toPlainText()))
        elif isinstance(w, QAbstractItemView) and w.model() is not None:
            m = w.model()
            try:
                cols = m.columnCount(QModelIndex())
            except TypeError:  # a list model keeps its one column private
                cols = 1
            for c in range(min(cols, 20)):
                out.append((where + " header", str(m.headerData(c, Qt.Orientation.Horizontal) or "")))
                for r in range(min(m.rowCount(QModelIndex()), 40)):
                    for role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
                        v = m.data(m.index(r, c), role)
                        if isinstance(v, str):
                            out.append((where + f" row {r}", v))
        for key in ("label", "title_text"):
            v = getattr(w, key, None)
            if isinstance(v, str):
                out.append((where + "." + key, v))
    return out


def menu_texts(window) -> list[tuple[str, str]]:  # type: ignore[no-untyped-def]
    out = []
    for menu in window.menuBar().findChildren(QMenu):
        out.append(("menu", menu.title()))
        out += [("menu item", a.text()) for a in menu.actions() if a.text()]
    return out


def page_texts(w: Any, qtbot: Any, wait_ms: int = 50) -> list[tuple[str, str]]:
    """The menus' texts and what each page shows."""
    texts = menu_texts(w)
    for key in PAGES:
        w.show_page(key)
        qtbot.wait(wait_ms)
        texts += [(f"{key}: {where}", t) for where, t in shown_texts(w)]
    return texts


def table_texts(w: Any, qtbot: Any, seed: int, moves: int, extra: Any = None) -> list[tuple[str, str]]:
    """What each game's table shows through up to `moves` random answers against the random AI
    (`extra(game, page)` adds more texts at each decision), and its log at the end (one text per line)."""
    page = w.play_page
    texts: list[tuple[str, str]] = []
    for game in sorted(IMPLEMENTED):
        w.show_page("play")
        page.refresh()
        c = page.start_game(game=game, ai="random", seed=3)
        assert c is not None
        rng = Rng(seed)
        for _ in range(moves):
            wait_human(qtbot, c)
            if c.finished:
                break
            texts += [(f"{game} table: {where}", t) for where, t in shown_texts(page.table)]
            if extra is not None:
                texts += extra(game, page)
            c.submit(rng.choice(c.options()))
        page.table.log.flush()
        texts += [(f"{game} log", line) for line in page.table.log.plain_text().splitlines()]
        page.table.stop()
    return texts


# names shown as written in Japanese too: rarities, the app's name, the games' own abbreviations and zone words
# (EXP, Lv, LvUP and the grid game's AT/DF/AC are printed so on the cards), format names, the language's
# own name in the language chooser, and the separator "vs"
KEPT = {"c", "u", "uc", "r", "rr", "rrr", "sr", "ssr", "ur", "sp", "pr",  # rarities, printed so on Japanese cards
        "tcg", "table", "exp", "lv", "lvup", "at", "df", "ac", "vs", "csv", "json", "png", "jpeg", "jpg", "webp",
        "english", "ok", "mb", "enter", "esc", "space", "backspace", "tab", "ctrl", "shift", "alt", "del", "pc"}
_JAPANESE = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uff01-\uff5e]")
_WORD = re.compile(r"[A-Za-z][A-Za-z']+")
_NOT_WORDS = re.compile(r"<[^>]+>|&\w+;|\S*[/\\]\S*|\S+\.(?:sqlite3|json|txt|yaml|png|jpg|csv)\b"
                        r"|\b[A-Z]{2,5}\d*-[A-Z]?\d+\b|\b[A-Z]{2,5}\d+\b|F\d+\b"
                        r"|\b\w+:\s*\d+")  # a card-set file's own keys in an example ("power: 2500")


def english_words(text: str) -> list[str]:
    """The English words of a text that has no Japanese (an empty list when it has some)."""
    if _JAPANESE.search(text):
        return []
    return [w for w in _WORD.findall(_NOT_WORDS.sub(" ", text)) if w.lower().strip("'") not in KEPT]


def english_texts(texts: list[tuple[str, str]]) -> list[str]:
    bad: dict[str, str] = {}
    for where, text in texts:
        if "#sidebar" in where:  # the file chooser's places: folder names, as the disk has them
            continue
        words = english_words(text)
        if words and text not in bad:
            bad[text] = f"{where}: {text[:120]!r} -> {words}"
    return sorted(bad.values())
