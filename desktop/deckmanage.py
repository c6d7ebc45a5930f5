"""New, rename, duplicate and delete on the Decks page. Its strings keep the page's translation
context, "DecksPage" (moved here from decks_page.py, no translation changed)."""
from __future__ import annotations

from typing import TYPE_CHECKING

import carddb

from . import dialogs
from .gameinfo import game_info
from .qt import QCoreApplication

if TYPE_CHECKING:
    from .decks_page import DecksPage

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
