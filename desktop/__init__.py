"""TCG Table's desktop app (PySide6): main window, card browser, collection, deck builder.

Qt is imported only through `desktop.qt`; the app uses carddb's and the engine's public functions.
Entry points: `desktop.app.run_app(args)` and `desktop.selfcheck.run_self_check(args)`.
See docs/desktop.md.
"""
