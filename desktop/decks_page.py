"""The Decks page: the player's decks of a game, the card browser, and the deck builder.

Every change to a deck goes through its DeckDocument's QUndoStack (the main window's Edit menu
undoes and redoes the active one). Cards come in by drag and drop from the browser, double-click,
Enter or +; they go out by dragging them back to the browser, double-click, Delete or −. A card added
to a section its type cannot go in goes to the one section it can, or is refused with the reason
(DeckDocument.placement). Import and export are in deckio.py.
"""
from __future__ import annotations

import carddb

from . import deckmanage, dialogs
from .browser import CardBrowser
from .cardpixmaps import CardPixmaps
from .cardwidgets import CardFaceWidget
from .deckcheck import missing_text
from .deckcounts import deck_size_text
from .deckdoc import DeckDocument
from .deckio import DeckIO
from .deckodds import DeckOdds
from .deckplacing import PlacementText
from .deckviews import DeckSectionModel, DeckSectionView, DeckStats, ViolationList
from .gameinfo import deck_label, game_info, is_implemented, known_games, section_label
from .qt import (
    QCheckBox,
    QComboBox,
    QFrame,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QSplitter,
    Qt,
    QTabWidget,
    QToolButton,
    QUndoGroup,
    QVBoxLayout,
    QWidget,
    Signal,
)
from .settings import AppSettings

SECTION_STRETCH = {"main": 6, "sideboard": 2}  # shares of the height; the main deck gets most, others 1


class DecksPage(QWidget):
    """Deck list | card browser | deck being edited (sections, stats, violations)."""

    deck_opened = Signal(int)
    status_message = Signal(str)
    decks_changed = Signal()  # a deck made, imported or deleted (the status bar counts them)

    def __init__(self, db: carddb.CardDB, pixmaps: CardPixmaps, settings: AppSettings,
                 undo_group: QUndoGroup, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("page")
        self.db = db
        self.pixmaps = pixmaps
        self.settings = settings
        self.lang = pixmaps.lang
        self.undo_group = undo_group
        self.doc: DeckDocument | None = None
        self._docs: dict[int, DeckDocument] = {}
        self.section_views: dict[str, DeckSectionView] = {}
        self.io = DeckIO(self)
        self.placing = PlacementText(self.lang, self)

        # left: game, deck list, buttons, card preview
        self.game_combo = QComboBox()
        for g in self._games():
            self.game_combo.addItem(game_info(g).name(self.lang), g)
        self.game_combo.currentIndexChanged.connect(lambda _i: self.set_game(self.game_combo.currentData()))
        self.deck_list = QListWidget()
        self.deck_list.setObjectName("deckList")
        self.deck_list.currentItemChanged.connect(self._on_deck_selected)
        self.deck_list.itemDoubleClicked.connect(lambda _it: self.rename_deck())
        buttons = deckmanage.deck_buttons(self)  # the page's actions (act_new, act_rename, ...), deckmanage.py
        self.preview = CardFaceWidget(pixmaps)
        self.preview.setMinimumSize(160, 224)
        self.preview.setMaximumWidth(250)
        left = QWidget()
        left.setMaximumWidth(270)
        ll = QVBoxLayout(left)
        ll.setContentsMargins(0, 0, 0, 0)
        ll.addWidget(self.game_combo)
        ll.addWidget(self.deck_list, 1)
        ll.addLayout(buttons)
        ll.addWidget(self.preview)

        # middle: browser of the deck's game
        self.browser = CardBrowser(db, pixmaps, game_filter=False, detail=False)
        self.browser.grid_delegate.card_width = 120
        self.browser.grid.setGridSize(self.browser.grid_delegate.item_size())
        self.browser.card_activated.connect(lambda pk: self.add_to_deck([pk]))
        self.browser.step_requested.connect(self._browser_step)
        self.browser.model.deck_entries_dropped.connect(self._entries_dropped_on_browser)
        self.browser.current_card_changed.connect(self._preview_pk)

        # right: the deck
        self.title = QLabel()
        self.title.setObjectName("pageTitle")
        self.active_section = QComboBox()
        self.active_section.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.active_section.setToolTip(self.tr("Section that double-click, Enter and + add to"))
        self.mark_unowned = QCheckBox(self.tr("Mark cards I own too few of"))
        self.mark_unowned.setChecked(bool(settings.get("mark_unowned")))
        self.mark_unowned.toggled.connect(self._on_mark_unowned)
        self.sections_box = QVBoxLayout()
        self.sections_box.setSpacing(6)
        self.stats = DeckStats(self.lang)
        self.violations = ViolationList(lang=self.lang)
        self.violations.remove_missing_requested.connect(lambda: self.doc.remove_missing() if self.doc else None)
        # validity and statistics share one tabbed box under the sections, which a splitter lets
        # the player resize: the main deck keeps most of the height
        self.details_tabs = QTabWidget()
        self.details_tabs.setDocumentMode(True)
        self.details_tabs.addTab(self.violations, self.tr("Validity"))
        self.details_tabs.addTab(self.stats, self.tr("Statistics"))
        self.odds = DeckOdds(db, self.lang)
        self.details_tabs.addTab(self.odds, self.tr("Draw odds"))
        right = QWidget()
        rl = QVBoxLayout(right)
        rl.setContentsMargins(0, 0, 0, 0)
        head = QHBoxLayout()
        head.addWidget(self.title, 1)
        self.add_to_label = QLabel(self.tr("Add to:"))
        head.addWidget(self.add_to_label)
        head.addWidget(self.active_section)
        lab = QToolButton()
        lab.setDefaultAction(self.act_lab)
        lab.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonIconOnly)  # its name is in the tooltip and the Deck menu
        head.addWidget(lab)
        rl.addLayout(head)
        rl.addWidget(self.mark_unowned)
        sections = QWidget()
        self.sections_box.setContentsMargins(0, 0, 0, 0)
        sections.setLayout(self.sections_box)
        right_split = QSplitter(Qt.Orientation.Vertical)
        right_split.addWidget(sections)
        right_split.addWidget(self.details_tabs)
        right_split.setStretchFactor(0, 3)
        right_split.setStretchFactor(1, 1)
        right_split.setChildrenCollapsible(False)
        right_split.setSizes([700, 230])  # in proportion: the tabs about a quarter
        rl.addWidget(right_split, 1)
        self.empty_label = QLabel(self.tr("Choose a deck on the left, or create one with New deck."))
        self.empty_label.setObjectName("subtle")
        self.empty_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        rl.addWidget(self.empty_label)

        split = QSplitter(Qt.Orientation.Horizontal)
        for w in (left, self.browser, right):
            frame = QFrame()
            frame.setObjectName("panel")
            fl = QVBoxLayout(frame)
            fl.setContentsMargins(8, 8, 8, 8)
            fl.addWidget(w)
            split.addWidget(frame)
        split.setStretchFactor(1, 1)
        split.setChildrenCollapsible(False)
        self.splitter = split
        self._sized = False
        lay = QVBoxLayout(self)
        lay.setContentsMargins(12, 12, 12, 12)
        lay.addWidget(split)
        self._set_doc(None)

    def showEvent(self, event: object) -> None:
        super().showEvent(event)  # type: ignore[arg-type]
        if not self._sized:  # left and right keep their width; the browser gets the rest
            self._sized = True
            total = max(900, self.splitter.width())
            self.splitter.setSizes([250, total - 250 - 430, 430])

    # -- helpers --------------------------------------------------------------------------------

    def _games(self) -> list[str]:
        have = set(carddb.list_games(self.db))
        return [g for g in known_games() if g in have or is_implemented(g)]

    def current_game(self) -> str:
        return str(self.game_combo.currentData() or "")

    # -- games and decks ------------------------------------------------------------------------

    def set_game(self, game: str | None) -> None:
        if not game:
            return
        i = self.game_combo.findData(game)
        if i >= 0 and i != self.game_combo.currentIndex():
            self.game_combo.setCurrentIndex(i)  # re-enters through the signal
            return
        self.browser.set_game(game)
        self.reload_decks()

    def reload_decks(self, select: int | None = None) -> None:
        game = self.current_game()
        keep = select if select is not None else (self.doc.deck_id if self.doc else None)
        self.deck_list.blockSignals(True)
        self.deck_list.clear()
        chosen = None
        try:
            decks = carddb.list_decks(self.db, game)
        except carddb.CardDBError as e:  # a deck row damaged outside the program: said, not a crash
            decks = []
            dialogs.error(self, self.tr("Decks"), str(e))
        for d in decks:
            label = deck_label(d.game, d.name, self.lang)
            item = QListWidgetItem(f"{label}\n{deck_size_text(d.counts)}")
            item.setData(Qt.ItemDataRole.UserRole, d.id)
            item.setToolTip(label)
            self.deck_list.addItem(item)
            if d.id == keep:
                chosen = item
        self.deck_list.blockSignals(False)
        if chosen is None and self.deck_list.count():
            chosen = self.deck_list.item(0)
        if chosen is not None:
            self.deck_list.setCurrentItem(chosen)
            self.open_deck(int(chosen.data(Qt.ItemDataRole.UserRole)))
        else:
            self._set_doc(None)
        self.decks_changed.emit()

    def _on_deck_selected(self, item: QListWidgetItem | None, _prev: object = None) -> None:
        if item is not None:
            self.open_deck(int(item.data(Qt.ItemDataRole.UserRole)))

    def open_deck(self, deck_id: int) -> DeckDocument | None:
        """Make this deck the one being edited (keeping its undo history); None, with the reason shown,
        when it cannot be read (a row of it or of its cards damaged outside the program)."""
        doc = self._docs.get(deck_id)
        if doc is None:
            try:
                doc = DeckDocument(self.db, deck_id, self)
            except carddb.CardDBError as e:
                self._set_doc(None)
                dialogs.error(self, self.tr("Decks"), str(e))
                return None
            self._docs[deck_id] = doc
            self.undo_group.addStack(doc.undo_stack)
            doc.changed.connect(lambda d=doc: self._on_doc_changed(d))
            doc.renamed.connect(lambda _n, d=doc: self._on_renamed(d))
        if self.current_game() != doc.game:
            self.game_combo.blockSignals(True)
            self.game_combo.setCurrentIndex(max(0, self.game_combo.findData(doc.game)))
            self.game_combo.blockSignals(False)
            self.browser.set_game(doc.game)
            self.reload_decks(select=deck_id)
            return doc
        self._set_doc(doc)
        for i in range(self.deck_list.count()):
            it = self.deck_list.item(i)
            if it.data(Qt.ItemDataRole.UserRole) == deck_id and self.deck_list.currentItem() is not it:
                self.deck_list.blockSignals(True)
                self.deck_list.setCurrentItem(it)
                self.deck_list.blockSignals(False)
        self.settings.set("last_deck", deck_id)
        if doc.missing:
            self.status_message.emit(self.tr("“%1” has cards that are no longer in the card database: %2")
                                     .replace("%1", doc.name).replace("%2", missing_text(doc.missing)))
        self.deck_opened.emit(deck_id)
        return doc

    def _set_doc(self, doc: DeckDocument | None) -> None:
        self.doc = doc
        while self.sections_box.count():
            w = self.sections_box.takeAt(0).widget()
            if w is not None:
                w.hide()
                w.setParent(None)  # type: ignore[call-overload]
                w.deleteLater()
        self.section_views.clear()
        self.active_section.clear()
        for a in (self.act_rename, self.act_duplicate, self.act_delete, self.act_export_file, self.act_export_clip,
                  self.act_lab):
            a.setEnabled(doc is not None)
        self.empty_label.setVisible(doc is None)
        self.add_to_label.setVisible(False)
        self.mark_unowned.setVisible(doc is not None)
        if doc is None:
            self.undo_group.setActiveStack(None)  # type: ignore[arg-type]
            self.title.setText(self.tr("No deck"))
            self.stats.update_from(None)
            self.odds.update_from(None)
            self.violations.set_violations([])
            self.violations.status.setText("")
            self.details_tabs.setTabText(0, self.tr("Validity"))
            return
        self.undo_group.setActiveStack(doc.undo_stack)
        for sec in doc.section_names:
            model = DeckSectionModel(doc, sec, self.lang, self)
            model.mark_unowned = self.mark_unowned.isChecked()
            model.cards_dropped.connect(lambda s, pks: self.add_to_deck(pks, s))
            model.entries_moved.connect(self.move_in_deck)
            view = DeckSectionView(model, small=sec != "main")
            view.setObjectName(f"section_{sec}")
            view.step.connect(lambda pks, d, s=sec: self._section_step(s, pks, d))
            view.selectionModel().currentRowChanged.connect(
                lambda idx, _p, m=model: self._preview_pk(m.pk_at(idx.row())) if idx.isValid() else None)
            box = QGroupBox()
            box.setObjectName(f"box_{sec}")
            bl = QVBoxLayout(box)
            bl.setContentsMargins(6, 6, 6, 6)
            bl.addWidget(view)
            self.sections_box.addWidget(box, SECTION_STRETCH.get(sec, 1))
            self.section_views[sec] = view
            self.active_section.addItem(section_label(sec, self.lang), sec)
        self.active_section.setVisible(len(doc.section_names) > 1)
        self.add_to_label.setVisible(len(doc.section_names) > 1)
        self._on_doc_changed(doc)

    def _on_doc_changed(self, doc: DeckDocument) -> None:
        if doc is not self.doc:
            return
        self.title.setText(deck_label(doc.game, doc.name, self.lang))
        for sec, view in self.section_views.items():
            box = view.parentWidget()
            if isinstance(box, QGroupBox):
                box.setTitle(f"{section_label(sec, self.lang)} ({doc.count(sec)})")
        self.stats.update_from(doc)
        self.odds.update_from(doc)
        removed = [f"{cd.id} {cd.label(self.lang)}" for pk in doc.removed() if (cd := doc.card(pk)) is not None]
        violations = doc.violations()
        self.violations.set_violations(violations, [f"{m.label} ×{m.count}" for m in doc.missing], removed)
        problems = len(violations or ()) + len(doc.missing)
        self.details_tabs.setTabText(0, self.tr("Validity") + (f" ✖ {problems}" if problems else " ✔"))
        self.browser.model.set_owned_need(doc.copies_needed() if self.mark_unowned.isChecked() else {})
        item = self.deck_list.currentItem()
        if item is not None and item.data(Qt.ItemDataRole.UserRole) == doc.deck_id:
            item.setText(f"{doc.name}\n{deck_size_text({s: doc.count(s) for s in doc.sections})}")

    def _on_renamed(self, doc: DeckDocument) -> None:
        self._on_doc_changed(doc)
        self.reload_decks(select=self.doc.deck_id if self.doc else None)

    def _on_mark_unowned(self, on: bool) -> None:
        self.settings.set("mark_unowned", on)
        for v in self.section_views.values():
            v.section_model().mark_unowned = on
            v.section_model().reload()
        if self.doc is not None:
            self.doc.refresh_owned()

    def refresh_owned(self, pks: list[int] | None = None) -> None:
        """The collection changed (owned quantities): update marks."""
        for d in self._docs.values():
            d.refresh_owned(pks)

    def _preview_pk(self, pk: int) -> None:
        if pk < 0:
            return
        try:
            cd = self.doc.card(pk) if self.doc else None
            if cd is None:
                cd = self.browser.model.card_def(pk)
        except carddb.CardDBError as e:  # its row damaged outside the program (the browser says so too)
            cd = None
            self.status_message.emit(str(e))
        self.preview.set_card(cd)

    # -- edits ------------------------------------------------------------------------------------

    def target_section(self) -> str:
        sec = self.active_section.currentData()
        if sec:
            return str(sec)
        return self.doc.section_names[-1] if self.doc else "main"

    def add_to_deck(self, pks: list[int], section: str | None = None) -> bool:
        """Add one copy of each card to `section` (the "Add to" one), or to the section its type belongs to."""
        if self.doc is None or not pks:
            return False
        placed = self.doc.placement(section or self.target_section(), pks)
        if not placed.to and not placed.refused:
            self.status_message.emit(self.tr("Those cards are not %1 cards.").replace("%1", game_info(self.doc.game).name(self.lang)))
            return False
        ok = self.doc.add_to_sections(placed.to)
        if msg := self.placing.added(self.doc, placed):
            self.status_message.emit(msg)
        return ok

    def move_in_deck(self, source: str, target: str, pks: list[int]) -> bool:
        """Entries dragged from one section to another: each goes to `target`, or to the section its type
        belongs to; one that belongs where it is stays."""
        if self.doc is None:
            return False
        placed = self.doc.placement(target, pks)
        placed.refused += placed.to.pop(source, [])
        if gone := [pk for pk in pks if self.doc.card(pk) is None]:  # no longer in the database: moved as asked
            placed.to.setdefault(target, []).extend(gone)
        ok = self.doc.move_to_sections(source, placed.to)
        if msg := self.placing.moved(self.doc, placed):
            self.status_message.emit(msg)
        return ok

    def _browser_step(self, pks: list[int], delta: int) -> None:
        if self.doc is None:
            return
        if delta > 0:
            self.add_to_deck(pks)
        else:
            sec = self.target_section()
            if not self.doc.remove_cards(sec, pks):
                self.doc.remove_anywhere(pks)

    def _section_step(self, section: str, pks: list[int], delta: int) -> None:
        if self.doc is None:
            return
        if delta > 0:  # a card no longer in the database gets no more copies
            self.add_to_deck([pk for pk in pks if self.doc.card(pk) is not None], section)
        else:
            self.doc.remove_cards(section, pks)

    def _entries_dropped_on_browser(self, payload: dict) -> None:
        if self.doc is None or payload.get("deck") != self.doc.deck_id:
            return
        self.doc.remove_cards(str(payload.get("section")), [int(x) for x in payload.get("pks", [])])

    # -- deck management --------------------------------------------------------------------------

    def new_deck(self) -> int | None:
        return deckmanage.new_deck(self)

    def rename_deck(self) -> None:
        deckmanage.rename_deck(self)

    def duplicate_deck(self) -> int | None:
        return deckmanage.duplicate_deck(self)

    def open_lab(self) -> QWidget | None:
        """The deck lab for the open deck (a window of its own, desktop/decklab.py)."""
        if self.doc is None:
            return None
        from .decklab import DeckLabDialog

        dlg = DeckLabDialog(self.db, self.lang, self.doc.game, self.doc.deck_id, self.doc.name, self)
        dlg.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dlg.show()
        return dlg

    def delete_deck(self) -> bool:
        return deckmanage.delete_deck(self)

    def forget_doc(self, deck_id: int) -> None:
        self._docs.pop(deck_id, None)

    def free_name(self, base: str) -> str:
        """`base`, or "base (2)", "base (3)", ... whichever no deck of the current game has."""
        return deckmanage.free_name(self, base)

    # -- import / export (deckio.py) -------------------------------------------------------------

    def import_text(self, text: str, source: str) -> int | None:
        return self.io.import_text(text, source)

    def import_from_file(self, path: str | None = None) -> int | None:
        return self.io.import_from_file(path)

    def import_from_clipboard(self) -> int | None:
        return self.io.import_from_clipboard()

    def export_to_file(self, path: str | None = None) -> bool:
        return self.io.export_to_file(path)

    def export_to_clipboard(self) -> bool:
        return self.io.export_to_clipboard()

    def start(self) -> None:
        """Show the last deck used (or the first game's first deck)."""
        last = self.settings.get("last_deck")
        if isinstance(last, int):
            try:
                info = carddb.get_deck(self.db, last)
            except carddb.NotFound:
                info = None
            if info is not None:
                i = self.game_combo.findData(info.game)
                self.game_combo.blockSignals(True)
                self.game_combo.setCurrentIndex(max(0, i))
                self.game_combo.blockSignals(False)
                self.browser.set_game(info.game)
                self.reload_decks(select=last)
                return
        self.set_game(self.current_game())
        if self.browser.game is None:
            self.browser.set_game(self.current_game() or None)
            self.reload_decks()
