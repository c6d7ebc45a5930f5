"""UI translations: Qt's own system (.ts sources, compiled .qm files in assets/i18n/).

`install_translators(app, lang)` loads `tcgtable_<lang>.qm` and Qt's own translations for the
language (standard dialogs and buttons) when Qt ships them. English is the source language; its
catalog (`tcgtable_en.qm`) holds only the plural forms ("1 card", "5 cards").
Update the catalogs after changing UI strings: `pyside6-lupdate desktop/*.py -ts assets/i18n/tcgtable_ja.ts`,
translate (Qt Linguist), then `pyside6-lrelease assets/i18n/tcgtable_ja.ts` (see docs/desktop.md).
"""
from __future__ import annotations

from pathlib import Path

from .qt import QApplication, QCoreApplication, QLibraryInfo, QLocale, QTranslator


def i18n_dir() -> Path:
    import assets

    return assets.ROOT / "i18n"


def install_translators(app: QCoreApplication | QApplication, lang: str) -> list[QTranslator]:
    """Install the app's and Qt's translators for `lang`; returns them (keep them alive)."""
    out: list[QTranslator] = []
    ours = QTranslator(app)
    if ours.load(str(i18n_dir() / f"tcgtable_{lang}.qm")):
        app.installTranslator(ours)
        out.append(ours)
    if lang == "en":  # English is the source language; its catalog holds only plural forms
        return out
    qt_tr = QTranslator(app)
    qt_dir = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    if qt_tr.load(QLocale(lang), "qtbase", "_", qt_dir):
        app.installTranslator(qt_tr)
        out.append(qt_tr)
    return out


def remove_translators(app: QCoreApplication, translators: list[QTranslator]) -> None:
    for t in translators:
        app.removeTranslator(t)
    translators.clear()
