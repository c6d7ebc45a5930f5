"""The card-set editor window (non-modal, File > Card set editor…): the start page, then the open
set: its header, the card list, the card form with the live face, export, import and Use in games."""
from __future__ import annotations

from pathlib import Path

import carddb
from carddb.pictures import pictures_root, store_pictures
from engine import datafile
from engine.cardpackage import is_package, read_package_data, write_package
from engine.errors import EngineError, FormatError
from engine.library import bundled_cards

from .. import dialogs
from ..gameinfo import game_info
from ..qt import (
    QT_TRANSLATE_NOOP,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QMainWindow,
    QPushButton,
    QScrollArea,
    QSize,
    QSpinBox,
    QSplitter,
    QStackedWidget,
    Qt,
    QVBoxLayout,
    QWidget,
    Signal,
)
from ..table.autosave import HOTSEAT, GameSetup
from . import actions, setdata
from .document import SetDocument, default_drafts_dir
from .form import CardForm, issue_text
from .sandbox import sandbox_decks, sandbox_seed
from .setdata import CODE_RE, DRAFT_SUFFIX, SetHeader
from .start import NewSetDialog, StartPage

CARDSET_FILTER = QT_TRANSLATE_NOOP("SetEditorWindow", "Card sets (*.yaml *.yml *.json *.zip);;All files (*)")  # shown through self.tr
WANTED_SIZE = QSize(1280, 820)  # less on a smaller screen (actions.fit_to_screen)
PACKAGE_FILTER = QT_TRANSLATE_NOOP("SetEditorWindow", "Card set packages with pictures (*.zip);;Card sets (*.yaml);;All files (*)")


class SetEditorWindow(QMainWindow):
    """Edits one user card set at a time; `set_imported` after Use in games changed the database."""

    set_imported = Signal()
    try_requested = Signal(object)  # a GameSetup: "Try this card" (the main window plays it)

    def __init__(self, db: carddb.CardDB, lang: str = "en", drafts_dir: Path | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowFlag(Qt.WindowType.Window, True)  # its own window even with the main window as parent
        self.db, self.lang = db, lang
        self.drafts_dir = Path(drafts_dir) if drafts_dir is not None else default_drafts_dir()
        self.doc: SetDocument | None = None
        self.form: CardForm | None = None
        self.setWindowTitle(self.tr("Card set editor"))
        self.pages = QStackedWidget()
        self.start = StartPage(self.drafts_dir, lang)
        self.start.open_requested.connect(self.open_draft)
        self.start.new_requested.connect(lambda: self.new_set())
        self.start.import_requested.connect(lambda: self.import_file())
        self.start.delete_requested.connect(self.delete_draft)
        self.start.back_requested.connect(lambda: self.pages.setCurrentIndex(1))
        self.pages.addWidget(self.start)
        self.setCentralWidget(self.pages)
        self._build_actions()
        self.statusBar()  # made now, so it is laid out before the first message
        self.pages.currentChanged.connect(lambda _i: self._update_actions())
        self._placed = False
        actions.fit_to_screen(self, WANTED_SIZE)
        self._fitted = self.size()
        self._update_actions()

    def showEvent(self, event: object) -> None:
        super().showEvent(event)  # type: ignore[arg-type]
        if not self._placed:  # again now that the screen it is on and its frame are known
            self._placed = True
            if self.size() == self._fitted:  # unless the caller chose a size
                actions.fit_to_screen(self, WANTED_SIZE)

    # -- actions --------------------------------------------------------------------------------

    def _build_actions(self) -> None:
        actions.build_actions(self)

    def _undo(self) -> None:
        if self.doc is not None:
            self.doc.stack.undo()

    def _redo(self) -> None:
        if self.doc is not None:
            self.doc.stack.redo()

    def _update_actions(self) -> None:
        actions.update_actions(self)

    def _update_status(self) -> None:
        """Where the draft is (it is written after every change), or why it could not be."""
        if self.doc is None:
            return
        actions.update_undo(self)
        saved = (self.tr("Draft saved: %1").replace("%1", str(self.doc.draft_path())) if not self.doc.save_error
                 else self.tr("The draft could not be saved: %1").replace("%1", self.doc.save_error))
        self.statusBar().showMessage(saved)

    # -- the open set ---------------------------------------------------------------------------

    def open_document(self, doc: SetDocument) -> None:
        """Show `doc` (replacing the open one, whose draft is already saved)."""
        old = self.pages.widget(1)
        if old is not None:
            self.pages.removeWidget(old)
            old.deleteLater()
        if self.doc is not None:
            self.doc.deleteLater()
        self.doc = doc
        doc.setParent(self)
        scroll = QScrollArea()  # on a small screen the set page scrolls instead of growing the window off it
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        scroll.setWidget(self._build_set_page(doc))
        self.pages.addWidget(scroll)
        self.pages.setCurrentIndex(1)
        doc.changed.connect(self._update_status)
        doc.cards_changed.connect(self._fill_list)
        assert self.form is not None
        self.form.checked.connect(self._after_checks)
        doc.header_changed.connect(self._load_header)
        doc.focus_card.connect(self.select_card)
        self._load_header()
        self._fill_list()
        self.select_card(0 if doc.cards else -1)
        self._update_actions()
        self.setWindowTitle(self.tr("Card set editor — %1").replace("%1", doc.header.code))

    def _build_set_page(self, doc: SetDocument) -> QWidget:
        h = doc.header
        self.game_label = QLabel(game_info(h.game).name(self.lang))
        self.game_label.setObjectName("ok")
        self.code_edit, self.name_en_edit, self.name_ja_edit = QLineEdit(), QLineEdit(), QLineEdit()
        self.version_spin = QSpinBox()
        self.version_spin.setRange(1, 1_000_000_000)
        self.code_edit.textEdited.connect(lambda t: doc.set_header("code", t))
        self.name_en_edit.textEdited.connect(lambda t: doc.set_header("name_en", t))
        self.name_ja_edit.textEdited.connect(lambda t: doc.set_header("name_ja", t))
        self.version_spin.valueChanged.connect(self._version_edited)
        head = QHBoxLayout()
        for label, w, stretch in ((self.tr("Game"), self.game_label, 0), (self.tr("Code"), self.code_edit, 1),
                                  (self.tr("Version"), self.version_spin, 0),
                                  (self.tr("Name (English)"), self.name_en_edit, 2),
                                  (self.tr("Name (Japanese)"), self.name_ja_edit, 2)):
            head.addWidget(QLabel(label))
            head.addWidget(w, stretch)
        self.set_problems = QLabel()
        self.set_problems.setObjectName("error")
        self.set_problems.setWordWrap(True)

        self.card_list = QListWidget()
        self.card_list.currentRowChanged.connect(self._on_row)
        buttons = QHBoxLayout()
        for text, act in ((self.tr("Add"), self.act_add), (self.tr("Duplicate"), self.act_dup),
                          (self.tr("Delete"), self.act_del)):
            b = QPushButton(text)
            b.clicked.connect(act.trigger)
            act.enabledChanged.connect(b.setEnabled)  # enabled when the action is (actions.py)
            b.setEnabled(act.isEnabled())
            buttons.addWidget(b)
        left = QWidget()
        ll = QVBoxLayout(left)
        ll.setContentsMargins(0, 0, 0, 0)
        ll.addWidget(QLabel(self.tr("Cards")))
        ll.addWidget(self.card_list, 1)
        ll.addLayout(buttons)
        self.form = CardForm(doc, self.lang)
        split = QSplitter()
        split.addWidget(left)
        split.addWidget(self.form)
        split.setStretchFactor(1, 1)
        split.setSizes([240, 1000])

        self.use_reason = QLabel()
        self.use_reason.setObjectName("bad")
        self.btn_use = QPushButton(self.tr("Use in games"))
        self.btn_use.clicked.connect(self.use_in_games)
        foot = QHBoxLayout()
        foot.addWidget(self.use_reason, 1)
        foot.addWidget(self.btn_use)

        page = QWidget()
        lay = QVBoxLayout(page)
        lay.addLayout(head)
        lay.addWidget(self.set_problems)
        lay.addWidget(split, 1)
        lay.addLayout(foot)
        return page

    def _version_edited(self, v: int) -> None:
        if self.doc is not None and not self._loading_header:
            self.doc.set_header("version", v)

    _loading_header = False

    def _load_header(self) -> None:
        assert self.doc is not None
        h = self.doc.header
        self._loading_header = True
        for w, v in ((self.code_edit, h.code), (self.name_en_edit, h.name_en), (self.name_ja_edit, h.name_ja)):
            if w.text() != v:
                w.setText(v)
        self.version_spin.setValue(h.version)
        self._loading_header = False
        self.setWindowTitle(self.tr("Card set editor — %1").replace("%1", h.code))

    def _fill_list(self) -> None:
        assert self.doc is not None
        bad = {i.card for i in self.doc.issues()}
        row = self.card_list.currentRow()
        self.card_list.blockSignals(True)
        self.card_list.clear()
        for i, c in enumerate(self.doc.cards):
            name = c.name_ja if self.lang == "ja" and c.name_ja else c.name_en
            it = QListWidgetItem(f"{'⚠ ' if i in bad else ''}{c.number}  {name}")
            self.card_list.addItem(it)
        self.card_list.setCurrentRow(min(row, self.card_list.count() - 1))
        self.card_list.blockSignals(False)

    def _on_row(self, row: int) -> None:
        if self.form is not None and row != self.form.index:
            self.form.show_card(row)

    def select_card(self, i: int) -> None:
        """Show card `i` in the list and the form."""
        if self.form is None:
            return
        if self.card_list.currentRow() != i:
            self.card_list.setCurrentRow(i)
        if self.form.index != i:
            self.form.show_card(i)

    def current_card(self) -> int:
        return self.form.index if self.form is not None else -1

    def add_card(self) -> None:
        if self.doc is not None:
            self.select_card(self.doc.add_card())

    def duplicate_card(self) -> None:
        if self.doc is not None and self.current_card() >= 0:
            self.select_card(self.doc.duplicate_card(self.current_card()))

    def delete_card(self) -> None:
        if self.doc is not None and self.current_card() >= 0:
            self.doc.delete_card(self.current_card())  # undo brings it back: no question asked

    def refresh_checks(self) -> None:
        """Validate now (as the debounce timer would after typing) and show the results."""
        if self.form is not None:
            self.form.refresh_checks()

    def _after_checks(self) -> None:
        self._fill_list()
        self._update_actions()

    # -- start, new, drafts ---------------------------------------------------------------------

    def show_start(self) -> None:
        self.start.refresh()
        if self.doc is not None:
            self.start.btn_back.setText(self.tr("Back to %1").replace("%1", self.doc.header.code))
        self.start.btn_back.setVisible(self.doc is not None)
        self.pages.setCurrentIndex(0)

    def _draft_taken(self, code: str) -> bool:
        path = self.drafts_dir / f"{code}{DRAFT_SUFFIX}"
        if not path.exists() or (self.doc is not None and self.doc.draft_path() == path):
            return False
        return not dialogs.confirm(self, self.tr("Card set editor"),
                                   self.tr("There is already a draft of a set %1. Replace it?").replace("%1", code),
                                   default_no=True)

    def new_set(self, game: str = "", code: str = "", name_en: str = "", name_ja: str = "") -> SetDocument | None:
        """A new set (version 1, one card); without arguments the New set dialog asks."""
        if not game:
            dlg = NewSetDialog(self.lang, self)
            if dlg.exec() != NewSetDialog.DialogCode.Accepted:
                return None
            game, code, name_en, name_ja = dlg.values()
        if self._draft_taken(code):
            return None
        header = SetHeader(game=game, code=code, version=1, name_en=name_en, name_ja=name_ja)
        doc = SetDocument(header, [setdata.new_card(game, "001")], self.drafts_dir)
        doc.save_draft()
        self.open_document(doc)
        return doc

    def open_draft(self, path: Path) -> SetDocument | None:
        try:
            doc = SetDocument.load_draft(Path(path), self.drafts_dir)
        except EngineError as e:
            dialogs.error(self, self.tr("Open draft"), self.tr("This draft cannot be opened."), dialogs.describe(e))
            return None
        self.open_document(doc)
        return doc

    def delete_draft(self, path: Path) -> None:
        if dialogs.confirm(self, self.tr("Delete draft"),
                           self.tr("Delete the draft %1? This cannot be undone.").replace("%1", path.name),
                           default_no=True):
            path.unlink(missing_ok=True)
            self.start.refresh()

    # -- files ----------------------------------------------------------------------------------

    def import_file(self, path: str = "") -> SetDocument | None:
        """Open a card-set file or package as a draft, after saying what it holds (it is read as
        data only; a package's pictures go into this profile's pictures folder)."""
        path = path or dialogs.open_file(self, self.tr("Import card set file"), self.tr(CARDSET_FILTER))
        if not path:
            return None
        pictures: dict[str, bytes] = {}
        try:
            if is_package(path):
                pd = read_package_data(path)
                data, pictures = pd.data, pd.pictures
            else:
                data = datafile.read_data(path, "card set")
            header, cards = setdata.from_cardset_data(data, path)
        except FormatError as e:
            dialogs.error(self, self.tr("Import card set file"), self.tr("This file is not a card set."),
                          dialogs.describe(e))
            return None
        _data, issues = setdata.validate(header, cards)
        summary = (self.tr("Game: %1").replace("%1", game_info(header.game).name(self.lang)) + "\n"
                   + self.tr("Code: %1, version %2").replace("%1", header.code).replace("%2", str(header.version))
                   + "\n" + self.tr("%n card(s)", "", len(cards))
                   + ("\n" + self.tr("%n picture(s)", "", len(pictures)) if pictures else "") + "\n"
                   + (self.tr("%n problem(s):", "", len(issues)) + "\n"
                      + "\n".join(issue_text(i, self.tr("card"), self.tr("set")) for i in issues[:8])
                      if issues else self.tr("No problems.")))
        if not dialogs.confirm(self, self.tr("Import card set file"),
                               summary + "\n\n" + self.tr("Open it in the editor?")):
            return None
        if self._draft_taken(header.code):
            return None
        doc = SetDocument(header, cards, self.drafts_dir)
        try:
            if pictures:
                if not CODE_RE.match(header.code):
                    raise ValueError(self.tr("the set's code is not valid, so its pictures have no folder"))
                store_pictures(doc.pictures_root, header.code, pictures)
        except (OSError, ValueError) as e:
            dialogs.error(self, self.tr("Import card set file"), self.tr("The pictures could not be stored."),
                          f"{path}: {e}")
        doc.save_draft()
        self.open_document(doc)
        return doc

    def export_file(self, path: str = "") -> bool:
        """Write the set as one file: a card-set YAML file, or a package (.zip) holding the set and its
        cards' pictures; only a set without problems."""
        if self.doc is None or not self.doc.is_valid():
            return False
        pictures = self.doc.pictures()
        suggested = f"{self.doc.header.code.lower()}{'.zip' if pictures else '.yaml'}"
        path = path or dialogs.save_file(self, self.tr("Export card set"), suggested,
                                         self.tr(PACKAGE_FILTER if pictures else CARDSET_FILTER))
        if not path:
            return False
        from .document import write_atomic
        as_package = Path(path).suffix.lower() == ".zip"
        try:
            if as_package:
                write_package(path, self.doc.export_text(), pictures)
            else:
                write_atomic(Path(path), self.doc.export_text())
        except OSError as e:
            dialogs.error(self, self.tr("Export card set"), self.tr("The file could not be written."),
                          f"{path}: {e.strerror or e}")
            return False
        note = (self.tr(" (without its %n picture(s): export as .zip to include them)", "", len(pictures))
                if pictures and not as_package else "")
        self.statusBar().showMessage(self.tr("Exported to %1").replace("%1", path) + note, 8000)
        return True

    def try_card(self, hotseat: bool = False) -> GameSetup | None:
        """"Try this card": a game against the computer (normal level), or `hotseat` between two people
        at this computer (each seat shown only to its player), with the current card in the first
        player's deck and opening hand; the main window plays it (try_requested)."""
        doc = self.doc
        if doc is None or not doc.is_valid():
            return None
        card = doc.card_def(self.current_card())
        if card is None:
            return None
        decks, names = sandbox_decks(card)
        players = ([self.tr("Player 1"), self.tr("Player 2")] if hotseat
                   else [self.tr("You"), self.tr("Computer (Normal)")])
        setup = GameSetup(card.game, sandbox_seed(card, decks), decks, names, players, 0,
                          HOTSEAT if hotseat else "normal")
        self.try_requested.emit(setup)
        return setup

    def use_in_games(self) -> carddb.SetImportResult | None:
        """Import the set into the card database (cards in the browser and deck builder). A set the
        database already has in this or a later version needs a higher version: offered here."""
        doc = self.doc
        if doc is None or not doc.is_valid():
            return None
        h = doc.header
        if h.code.casefold() in {cd.set.casefold() for cd in bundled_cards(h.game).values()}:
            # importing would replace a bundled set's cards with the user's under the same ids
            dialogs.error(self, self.tr("Use in games"), self.tr(
                "“%1” is the code of a set that comes with TCG Table; give your set another code.").replace("%1", h.code))
            return None
        installed = next((s.version for s in carddb.list_sets(self.db, h.game) if s.code == h.code), None)
        if installed is not None and installed >= h.version:
            if not dialogs.confirm(self, self.tr("Use in games"), self.tr(
                    "The card database has version %1 of set %2. Raise this set's version to %3 and update "
                    "it? Decks and collections keep their cards.").replace("%1", str(installed))
                    .replace("%2", h.code).replace("%3", str(installed + 1))):
                return None
            doc.set_header("version", installed + 1)
        try:
            result = carddb.import_cardset(self.db, doc.card_set(str(doc.draft_path())))
        except (EngineError, carddb.CardDBError) as e:
            dialogs.error(self, self.tr("Use in games"), self.tr("The set could not be imported."), dialogs.describe(e))
            return None
        self.last_result = result
        root = pictures_root(self.db.path)
        if root.resolve() != doc.pictures_root.resolve():  # the editor keeps its drafts in another profile
            try:
                store_pictures(root, h.code, doc.pictures())
            except (OSError, ValueError) as e:
                dialogs.error(self, self.tr("Use in games"), self.tr("The pictures could not be stored."), str(e))
        dialogs.info(self, self.tr("Use in games"), result.describe())
        self.set_imported.emit()
        return result
