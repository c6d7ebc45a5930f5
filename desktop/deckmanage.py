"""New, rename, duplicate and delete on the Decks page. Its strings keep the page's translation
context, "DecksPage" (moved here from decks_page.py, no translation changed)."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

import carddb

from . import dialogs
from .gameinfo import game_info
from .icons import icon
from .qt import QAction, QCoreApplication, QHBoxLayout, QMenu, Qt, QToolButton, QWidget

if TYPE_CHECKING:
    from .deckpageapi import DecksPageLike as DecksPage

translate = QCoreApplication.translate


def new_deck(page: DecksPage) -> int | None:
    game = page.current_game()
    if not game:
        return None
    title = translate("DecksPage", "New deck")
    name = dialogs.ask_text(page, title, translate("DecksPage", "Name of the new %1 deck:").replace(
        "%1", game_info(game).name(page.lang)), page.free_name(translate("DecksPage", "New deck")))
    if not name:
        return None
    try:
        deck_id = carddb.create_deck(page.db, game, name)
    except carddb.CardDBError as e:
        dialogs.error(page, title, str(e))
        return None
    page.reload_decks(select=deck_id)
    return deck_id


def rename_deck(page: DecksPage) -> None:
    if page.doc is None:
        return
    title = translate("DecksPage", "Rename deck")
    name = dialogs.ask_text(page, title, translate("DecksPage", "New name:"), page.doc.name)
    if not name:
        return
    try:
        page.doc.rename(name)
    except carddb.CardDBError as e:
        dialogs.error(page, title, str(e))


def duplicate_deck(page: DecksPage) -> int | None:
    if page.doc is None:
        return None
    new_id = carddb.duplicate_deck(page.db, page.doc.deck_id)
    page.reload_decks(select=new_id)
    return new_id


def delete_deck(page: DecksPage) -> bool:
    if page.doc is None:
        return False
    text = translate("DecksPage", "Delete the deck “%1”? This cannot be undone.").replace("%1", page.doc.name)
    if not dialogs.confirm(page, translate("DecksPage", "Delete deck"), text, default_no=True):
        return False
    doc = page.doc
    carddb.delete_deck(page.db, doc.deck_id)
    page.undo_group.removeStack(doc.undo_stack)
    page.forget_doc(doc.deck_id)
    page.doc = None
    page.reload_decks()
    doc.deleteLater()
    return True


def free_name(page: DecksPage, base: str) -> str:
    """`base`, or "base (2)", "base (3)", ... whichever no deck of the current game has."""
    names = {d.name.casefold() for d in carddb.list_decks(page.db, page.current_game())}
    name, n = base, 2
    while name.casefold() in names:
        name, n = f"{base} ({n})", n + 1
    return name


def _action(page: QWidget, text: str, icon_name: str, slot: object, shortcut: str = "") -> QAction:
    a = QAction(icon(icon_name), text, page)
    a.setToolTip(text.rstrip("…"))
    if shortcut:
        a.setShortcut(shortcut)
        a.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        page.addAction(a)
    a.triggered.connect(lambda _c=False: slot())  # type: ignore[operator]
    return a


def deck_buttons(page: Any) -> QHBoxLayout:
    """The page's deck actions (as `page.act_new`, `act_rename`, ...) and the row of buttons under its
    deck list: new, rename, duplicate, delete, and a menu of import and export."""
    page.act_new = _action(page, translate("DecksPage", "New deck…"), "new", page.new_deck, "Ctrl+N")
    page.act_rename = _action(page, translate("DecksPage", "Rename deck…"), "rename", page.rename_deck, "F2")
    page.act_duplicate = _action(page, translate("DecksPage", "Duplicate deck"), "duplicate", page.duplicate_deck)
    page.act_delete = _action(page, translate("DecksPage", "Delete deck…"), "delete", page.delete_deck)
    page.act_import_file = _action(page, translate("DecksPage", "Import deck from file…"), "import",
                                   page.import_from_file)
    page.act_import_clip = _action(page, translate("DecksPage", "Import deck from clipboard"), "paste",
                                   page.import_from_clipboard, "Ctrl+Shift+V")
    page.act_export_file = _action(page, translate("DecksPage", "Export deck to file…"), "export", page.export_to_file)
    page.act_export_clip = _action(page, translate("DecksPage", "Copy deck to clipboard"), "copy",
                                   page.export_to_clipboard, "Ctrl+Shift+C")
    page.act_lab = _action(page, translate("DecksPage", "Deck lab…"), "lab", page.open_lab)
    buttons = QHBoxLayout()
    for a in (page.act_new, page.act_rename, page.act_duplicate, page.act_delete):
        b = QToolButton()
        b.setDefaultAction(a)
        b.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonIconOnly)
        buttons.addWidget(b)
    io_button = QToolButton()
    io_button.setIcon(icon("export"))
    io_button.setToolTip(translate("DecksPage", "Import/Export"))
    io_button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
    menu = QMenu(io_button)
    for a in (page.act_import_file, page.act_import_clip, page.act_export_file, page.act_export_clip):
        menu.addAction(a)
    io_button.setMenu(menu)
    buttons.addWidget(io_button)
    buttons.addStretch(1)
    return buttons
