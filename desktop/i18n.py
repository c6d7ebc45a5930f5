"""UI translations: Qt's own system (.ts sources, compiled .qm files in assets/i18n/).

`install_translators(app, lang)` loads `tcgtable_<lang>.qm` and Qt's own translations for the
language (standard dialogs and buttons) when Qt ships them, with `qtextra_<lang>.qm` for the few Qt
strings Qt's catalog lacks; when the language is not the system's, file choosers are Qt's own (a
native one would speak the system's language). English is the source language; its
catalog (`tcgtable_en.qm`) holds only the plural forms ("1 card", "5 cards").
Update the catalogs after changing UI strings: `pyside6-lupdate $(find desktop -name '*.py') -ts assets/i18n/tcgtable_ja.ts`,
translate (Qt Linguist), then `pyside6-lrelease assets/i18n/tcgtable_ja.ts` (see docs/desktop.md).
"""
from __future__ import annotations

from pathlib import Path

from .qt import QApplication, QCoreApplication, QLibraryInfo, QLocale, Qt, QTranslator


def i18n_dir() -> Path:
    import assets

    return assets.ROOT / "i18n"


_installed = "en"


def current_language() -> str:
    """The language the installed catalogs speak ("en" before any is installed)."""
    return _installed


def install_translators(app: QCoreApplication | QApplication, lang: str) -> list[QTranslator]:
    """Install the app's and Qt's translators for `lang`; returns them (keep them alive)."""
    global _installed
    _installed = lang
    out: list[QTranslator] = []
    ours = QTranslator(app)
    if ours.load(str(i18n_dir() / f"tcgtable_{lang}.qm")):
        app.installTranslator(ours)
        out.append(ours)
    # a native file chooser speaks the system's language, not the one chosen here: Qt's own then
    QCoreApplication.setAttribute(Qt.ApplicationAttribute.AA_DontUseNativeDialogs, lang != system_language())
    if lang == "en":  # English is the source language; its catalog holds only plural forms
        return out
    qt_tr = QTranslator(app)
    qt_dir = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    if qt_tr.load(QLocale(lang), "qtbase", "_", qt_dir):  # absent (a trimmed Qt): Qt's strings stay English
        app.installTranslator(qt_tr)
        out.append(qt_tr)
    extra = QTranslator(app)  # the few of Qt's strings its catalog lacks (the file chooser's labels)
    if extra.load(str(i18n_dir() / f"qtextra_{lang}.qm")):
        app.installTranslator(extra)
        out.append(extra)
    return out


def system_language() -> str:
    """The system's UI language as the app names it ("ja", else "en")."""
    return "ja" if QLocale.system().language() == QLocale.Language.Japanese else "en"


def remove_translators(app: QCoreApplication, translators: list[QTranslator]) -> None:
    global _installed
    _installed = "en"
    for t in translators:
        app.removeTranslator(t)
    translators.clear()
