"""The card-set editor (issue 28): make and change a user card set in the app, with validation as
you type, the card face drawn live, autosaved drafts, export/import of one file, and Use in games.

`open_set_editor(main_window)` is the File menu's entry; docs/set_editor.md describes the editor.
"""
from __future__ import annotations

from pathlib import Path
from typing import Any


def open_set_editor(main: Any, drafts_dir: Path | None = None) -> Any:
    """Show the editor window of `main` (one per main window, non-modal), creating it on first use."""
    from .window import SetEditorWindow

    win = getattr(main, "set_editor", None)
    if win is None:
        if drafts_dir is None:  # the profile's data folder: beside its database, like its pictures
            from carddb.pictures import pictures_root
            drafts_dir = pictures_root(main.db.path).parent / "sets"
        win = SetEditorWindow(main.db, getattr(main, "lang", "en"), drafts_dir, main)
        win.set_imported.connect(lambda: _refresh_main(main))
        win.try_requested.connect(lambda setup: _try_in_main(main, setup))
        win.show_start()
        main.set_editor = win
    win.show()
    win.raise_()
    win.activateWindow()
    return win


def _try_in_main(main: Any, setup: Any) -> None:
    """"Try this card": the main window's table plays the sandbox game (asking first when a game is
    in progress)."""
    main.show_page("play")
    main.play_page.play_setup(setup)
    main.raise_()
    main.activateWindow()


def _refresh_main(main: Any) -> None:
    """After Use in games: the main window's card views show the new or updated cards."""
    from .. import setlabels

    setlabels.load(main.db)
    main.pixmaps.refresh()
    for b in main._browsers():
        b.run_query()
    if "collection" in getattr(main, "_pages", {}):
        main.collection_page.refresh_totals()
    main.update_status()
