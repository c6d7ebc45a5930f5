"""Starting the desktop app: the QApplication, translations, the database, the main window.

`run_app(args)` is what `tcgtable` with no arguments calls (args.db: the database file or None).
"""
from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

import carddb

from .i18n import install_translators
from .icons import icon
from .qt import QApplication, QMessageBox, QTranslator
from .settings import AppSettings
from .style import apply_style


def make_application(argv: list[str] | None = None) -> QApplication:
    """The QApplication (created once), styled."""
    app = QApplication.instance()
    if app is None:
        app = QApplication(argv if argv is not None else sys.argv[:1])
        app.setApplicationName("TCG Table")
        app.setOrganizationName("tcgtable")
        app.setApplicationDisplayName("TCG Table")
        app.setWindowIcon(icon("tcgtable"))
        apply_style(app)
    assert isinstance(app, QApplication)
    return app


def open_window(db: carddb.CardDB, app: QApplication) -> tuple[object, list[QTranslator]]:
    """Install the chosen language and build the main window (not shown yet)."""
    from .mainwindow import MainWindow

    settings = AppSettings(db)
    translators = install_translators(app, settings.language())
    window = MainWindow(db, settings)
    return window, translators


def run_app(args: argparse.Namespace) -> int:
    """Open the database and the main window; returns the exit code."""
    t0 = time.perf_counter()
    app = make_application()
    try:
        db = carddb.open_database(getattr(args, "db", None))
    except carddb.DatabaseFileError as e:
        QMessageBox.critical(None, "TCG Table", str(e))
        return 2
    if db.path is not None:
        from carddb.pictures import clean_stray_files

        clean_stray_files(Path(db.path).parent)  # what a killed write left
    window, _translators = open_window(db, app)
    window.show()  # type: ignore[attr-defined]
    from .qt import QTimer

    QTimer.singleShot(0, window.offer_resume)  # type: ignore[attr-defined]
    if getattr(args, "print_startup", False):
        print(f"window shown after {time.perf_counter() - t0:.3f} s")
    if db.seed_report and db.seed_report.errors:
        from . import dialogs

        dialogs.error(window, "TCG Table", "Some bundled files could not be loaded.",  # type: ignore[arg-type]
                      "\n".join(db.seed_report.errors))
    try:
        return int(app.exec())
    finally:
        db.close()
