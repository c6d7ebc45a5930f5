"""The main window: navigation between the pages (Play, Decks, Collection, Replays, Settings),
the menus, the status bar, and the jobs that belong to no single page (importing card sets)."""
from __future__ import annotations

from pathlib import Path

import carddb
from carddb.pictures import pictures_root

from . import dialogs, gcguard, setlabels
from .browser import CardBrowser
from .cardpixmaps import CardPixmaps
from .collection_page import CollectionPage
from .decks_page import DecksPage
from .icons import icon
from .play_page import PlayPage
from .qt import (
    QT_TRANSLATE_NOOP,
    QAction,
    QByteArray,
    QHBoxLayout,
    QKeySequence,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMainWindow,
    QSize,
    QStackedWidget,
    Qt,
    QUndoGroup,
    QVBoxLayout,
    QWidget,
)
from .replays_page import ReplaysPage
from .settings import PAGES, AppSettings
from .settings_page import SettingsPage
from .tasks import SetImportOutcome, import_cardset_files
from .workers import Task, run_task

CARDSET_FILTER = QT_TRANSLATE_NOOP("MainWindow", "Card sets (*.yaml *.yml *.json *.zip);;All files (*)")  # shown through self.tr


class MainWindow(QMainWindow):
    """The application window."""

    def __init__(self, db: carddb.CardDB, settings: AppSettings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        gcguard.install()  # worker threads must never free Qt objects (desktop/gcguard.py)
        self.db = db
        self.settings = settings
        self.lang = settings.language()
        setlabels.load(db)  # the card sets' names of attribute values, for every card face
        self.setWindowTitle("TCG Table")
        self.setWindowIcon(icon("tcgtable"))
        self.pixmaps = CardPixmaps(str(settings.get("image_folder") or ""), self.lang, self,
                                   pictures_root(db.path))
        settings.changed.connect(self._on_setting)
        self.undo_group = QUndoGroup(self)
        self.last_task: Task | None = None

        self._pages: dict[str, QWidget] = {}
        self.stack = QStackedWidget()
        for _key in PAGES:  # pages are built when first needed (a faster start)
            self.stack.addWidget(QWidget())
        self.nav = QListWidget()
        self.nav.setObjectName("navigation")
        self.nav.setIconSize(QSize(22, 22))
        self.nav.setFixedWidth(176)
        self.nav.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        labels = {"play": self.tr("Play"), "decks": self.tr("Decks"), "collection": self.tr("Collection"),
                  "replays": self.tr("Replays"), "settings": self.tr("Settings")}
        for key in PAGES:
            item = QListWidgetItem(icon(key), labels[key])
            item.setData(Qt.ItemDataRole.UserRole, key)
            self.nav.addItem(item)
        self.nav.currentRowChanged.connect(self._on_nav)
        side = QWidget()
        side.setObjectName("sidebar")
        side.setStyleSheet("QWidget#sidebar { background: #1c2033; }")
        sl = QVBoxLayout(side)
        sl.setContentsMargins(0, 0, 0, 0)
        sl.setSpacing(0)
        app_title = QLabel("TCG Table")
        app_title.setObjectName("appTitle")
        sl.addWidget(app_title)
        sl.addWidget(self.nav, 1)
        central = QWidget()
        cl = QHBoxLayout(central)
        cl.setContentsMargins(0, 0, 0, 0)
        cl.setSpacing(0)
        cl.addWidget(side)
        cl.addWidget(self.stack, 1)
        self.setCentralWidget(central)

        self._build_menus()
        self.status_db = QLabel()
        self.status_db.setObjectName("subtle")
        self.statusBar().addPermanentWidget(self.status_db)
        self._started: set[str] = set()
        self.resize(1320, 840)
        self.settings_reset = settings.repair()  # settings whose stored value could not be used
        geo = settings.get("window_geometry")
        if geo and not self.restoreGeometry(QByteArray.fromBase64(str(geo).encode())):
            self.settings_reset.append("window_geometry")  # base64, but not a saved geometry
            try:
                settings.set("window_geometry", "")
            except carddb.CardDBError:  # a read-only database: the default size all the same
                pass
        self.update_status()
        self.show_page(PAGES[settings.get("last_page")])
        if self.settings_reset:
            self.statusBar().showMessage(self.settings_reset_text(), 20000)

    # -- menus ----------------------------------------------------------------------------------

    def _build_menus(self) -> None:
        mb = self.menuBar()
        file_menu = mb.addMenu(self.tr("&File"))
        self.act_import_sets = file_menu.addAction(icon("import"), self.tr("Import card sets…"))
        self.act_import_sets.triggered.connect(lambda: self.import_card_sets())
        from .editor import open_set_editor  # its own window (docs/set_editor.md)

        self.act_set_editor = file_menu.addAction(self.tr("Card set editor…"))
        self.act_set_editor.triggered.connect(lambda: open_set_editor(self))
        file_menu.addSeparator()
        self.act_import_csv = file_menu.addAction(icon("import"), self.tr("Import collection CSV…"))
        self.act_import_csv.triggered.connect(lambda: self.collection_page.import_csv())
        self.act_export_csv = file_menu.addAction(icon("export"), self.tr("Export collection CSV…"))
        self.act_export_csv.triggered.connect(lambda: self.collection_page.export_csv())
        file_menu.addSeparator()
        quit_act = file_menu.addAction(self.tr("Quit"))
        quit_act.setShortcut(QKeySequence.StandardKey.Quit)
        quit_act.triggered.connect(self.close)

        edit_menu = mb.addMenu(self.tr("&Edit"))
        self.act_undo = self.undo_group.createUndoAction(self, self.tr("Undo"))
        self.act_undo.setIcon(icon("undo"))
        self.act_undo.setShortcuts([QKeySequence("Ctrl+Z")])
        self.act_redo = self.undo_group.createRedoAction(self, self.tr("Redo"))
        self.act_redo.setIcon(icon("redo"))
        self.act_redo.setShortcuts([QKeySequence("Ctrl+Shift+Z"), QKeySequence("Ctrl+Y")])
        edit_menu.addAction(self.act_undo)
        edit_menu.addAction(self.act_redo)
        find = edit_menu.addAction(icon("search"), self.tr("Find cards"))
        find.setShortcut(QKeySequence("Ctrl+F"))
        find.triggered.connect(self._focus_search)

        deck_menu = mb.addMenu(self.tr("&Deck"))
        dp = self.decks_page
        for a in (dp.act_new, dp.act_rename, dp.act_duplicate, dp.act_delete, None, dp.act_import_file,
                  dp.act_import_clip, dp.act_export_file, dp.act_export_clip, None, dp.act_lab):
            if a is None:
                deck_menu.addSeparator()
            else:
                deck_menu.addAction(a)
        deck_menu.aboutToShow.connect(lambda: self.show_page("decks"))

        view_menu = mb.addMenu(self.tr("&View"))
        labels = {"play": self.tr("Play"), "decks": self.tr("Decks"), "collection": self.tr("Collection"),
                  "replays": self.tr("Replays"), "settings": self.tr("Settings")}
        for i, key in enumerate(PAGES):
            a = QAction(icon(key), labels[key], self)
            a.setShortcut(QKeySequence(f"Ctrl+{i + 1}"))
            a.triggered.connect(lambda _c=False, k=key: self.show_page(k))
            view_menu.addAction(a)
        view_menu.addSeparator()
        self.act_grid = view_menu.addAction(icon("grid"), self.tr("Cards as faces"))
        self.act_grid.setShortcut(QKeySequence("Ctrl+G"))
        self.act_grid.triggered.connect(self._toggle_grid)

        help_menu = mb.addMenu(self.tr("&Help"))
        from .howto import add_howto_menu

        self.howto_actions = add_howto_menu(help_menu, self, self.lang)  # one entry per game
        help_menu.addSeparator()
        about = help_menu.addAction(self.tr("About TCG Table"))
        about.triggered.connect(self._about)

    # -- pages ----------------------------------------------------------------------------------

    def page(self, key: str) -> QWidget:
        """The page `key`, built on first use."""
        page = self._pages.get(key)
        if page is not None:
            return page
        db, settings = self.db, self.settings
        if key == "play":
            page = PlayPage(db, settings, self.lang, self.pixmaps)
            page.watch_replay_requested.connect(self.watch_replay)
        elif key == "decks":
            page = DecksPage(db, self.pixmaps, settings, self.undo_group)
            page.status_message.connect(lambda m: self.statusBar().showMessage(m, 6000))
            page.decks_changed.connect(self.update_status)  # "%2 decks" stays true after an import or delete
        elif key == "collection":
            page = CollectionPage(db, self.pixmaps)
            page.status_message.connect(lambda m: self.statusBar().showMessage(m, 6000))
            page.owned_changed.connect(self._on_owned_changed)
        elif key == "replays":
            page = ReplaysPage(db, self.lang, self.pixmaps)
            page.branch_requested.connect(self.play_from_replay)
        else:
            page = SettingsPage(db, settings)
            page.import_sets_requested.connect(lambda: self.import_card_sets())
        if isinstance(page, (DecksPage, CollectionPage)):
            page.browser.set_view_mode(str(settings.get("browser_view") or "table"))
        i = PAGES.index(key)
        old = self.stack.widget(i)
        self.stack.insertWidget(i, page)
        self.stack.removeWidget(old)
        old.deleteLater()
        self._pages[key] = page
        return page

    @property
    def play_page(self) -> PlayPage:
        return self.page("play")  # type: ignore[return-value]

    @property
    def decks_page(self) -> DecksPage:
        return self.page("decks")  # type: ignore[return-value]

    @property
    def collection_page(self) -> CollectionPage:
        return self.page("collection")  # type: ignore[return-value]

    @property
    def replays_page(self) -> ReplaysPage:
        return self.page("replays")  # type: ignore[return-value]

    @property
    def settings_page(self) -> SettingsPage:
        return self.page("settings")  # type: ignore[return-value]

    def _browsers(self) -> list[CardBrowser]:
        return [p.browser for k, p in self._pages.items() if isinstance(p, (DecksPage, CollectionPage))]

    def show_page(self, key: str) -> None:
        i = PAGES.index(key)
        if self.nav.currentRow() != i:
            self.nav.setCurrentRow(i)  # calls _on_nav
        else:
            self._on_nav(i)

    def current_page(self) -> str:
        return PAGES[self.stack.currentIndex()]

    def _on_nav(self, row: int) -> None:
        if row < 0:
            return
        key = PAGES[row]
        self.page(key)
        self.stack.setCurrentIndex(row)
        if key not in self._started:
            self._started.add(key)
            if key == "decks":
                self.decks_page.start()
            elif key == "collection":
                self.collection_page.start()
        if key == "play":
            self.play_page.refresh()
        elif key == "replays":
            self.replays_page.refresh()
        self.settings.set("last_page", row)

    def _focus_search(self) -> None:
        page = self.current_page()
        browser = self.decks_page.browser if page == "decks" else self.collection_page.browser if page == "collection" else None
        if browser is not None:
            browser.search.setFocus()
            browser.search.selectAll()

    def _toggle_grid(self) -> None:
        mode = "table" if str(self.settings.get("browser_view") or "table") == "grid" else "grid"
        for b in self._browsers():
            b.set_view_mode(mode)
        self.settings.set("browser_view", mode)

    def _on_owned_changed(self, pks: list[int]) -> None:
        decks = self._pages.get("decks")
        if not isinstance(decks, DecksPage):
            return
        if pks:
            decks.browser.refresh_cards(pks)
        else:  # many cards changed (an import): search again
            decks.browser.run_query()
        decks.refresh_owned(pks or None)

    def _on_setting(self, name: str) -> None:
        if name == "image_folder":
            self.pixmaps.set_image_folder(str(self.settings.get("image_folder") or ""))

    def settings_reset_text(self) -> str:
        names = {"language": self.tr("language"), "image_folder": self.tr("card image folder"),
                 "ai_level": self.tr("computer level"), "animation_speed": self.tr("animation speed"),
                 "browser_view": self.tr("card view"), "mark_unowned": self.tr("mark cards I own too few of"),
                 "last_deck": self.tr("last deck"), "window_geometry": self.tr("window size and place"),
                 "last_page": self.tr("last page"), "stops": self.tr("stops")}
        return self.tr("Some settings could not be read and are back to their defaults: %1.").replace(
            "%1", self.tr(", ").join(names.get(n, n) for n in self.settings_reset))

    def update_status(self) -> None:
        c = carddb.counts(self.db)
        self.status_db.setText(self.tr("%1 cards · %2 decks · %3").replace("%1", str(c["cards"]))
                               .replace("%2", str(c["decks"])).replace("%3", str(self.db.path or "memory")))

    def _about(self) -> None:
        from .qt import PYSIDE_VERSION, QT_VERSION

        dialogs.info(self, self.tr("About TCG Table"),
                     self.tr("TCG Table — an offline simulator for Japanese trading card games.") +
                     f"\n\nQt {QT_VERSION} · PySide6 {PYSIDE_VERSION}\n{self.db.path or ''}")

    # -- long jobs ------------------------------------------------------------------------------

    def import_card_sets(self, paths: list[str] | None = None) -> Task | None:
        """Import card-set files off the GUI thread (progress and Cancel in a dialog)."""
        paths = paths or dialogs.open_files(self, self.tr("Import card sets"), self.tr(CARDSET_FILTER))
        if not paths:
            return None
        files = [Path(p) for p in paths]
        db = self.db

        def work(progress: object) -> SetImportOutcome:
            return import_cardset_files(db, files, progress)  # type: ignore[arg-type]

        self.last_task = run_task(self, self.tr("Import card sets"), self.tr("Importing…"), work,
                                  self._sets_imported, lambda m: dialogs.error(self, self.tr("Import card sets"), m))
        return self.last_task

    def _sets_imported(self, out: SetImportOutcome) -> None:
        text = "\n".join(out.lines) or self.tr("No set was imported.")
        if out.errors:
            text += "\n" + self.tr("%n file(s) could not be imported; nothing was stored from them:", "", len(out.errors))
        if out.cancelled:
            text += "\n" + self.tr("Cancelled: the remaining files were not imported.")
        self.last_import_box = (dialogs.error if out.errors else dialogs.info)(
            self, self.tr("Import card sets"), text, "\n\n".join(out.errors))
        if out.changed:
            setlabels.load(self.db)
            self.pixmaps.refresh()
            for b in self._browsers():
                b.run_query()
            if isinstance(self._pages.get("collection"), CollectionPage):
                self.collection_page.refresh_totals()
        self.update_status()

    # -- games ----------------------------------------------------------------------------------

    def play_from_replay(self, setup: object, state: object) -> object:
        """"Play from here" in the replay viewer: the new game on the Play page."""
        self.show_page("play")
        return self.play_page.play_setup(setup, state)  # type: ignore[arg-type]

    def watch_replay(self, replay_id: int) -> None:
        """Open a stored replay in the Replays page's viewer."""
        self.show_page("replays")
        self.replays_page.open_replay(replay_id)

    def offer_resume(self) -> bool:
        """At start: when a game was left unfinished (closed or killed), offer to resume it. One that
        can no longer be resumed is set aside, and the player is told why on the Play page."""
        from .table import autosave

        path = autosave.autosave_path(self.db) if self.db.path is not None else None
        if path is None or not path.exists():
            return False
        try:
            loaded = autosave.read(path)
        except Exception as e:  # noqa: BLE001 - FormatError by contract; nothing stops the start
            self.play_page.report_unresumable(e)
            self.show_page("play")  # the way forward: the new-game form
            return False
        if not dialogs.confirm(self, self.tr("Resume game"),
                               self.tr("A game against the computer was not finished. Resume it where it was left?")):
            return False
        self.show_page("play")
        return self.play_page.resume(loaded) is not None

    # -- closing --------------------------------------------------------------------------------

    def closeEvent(self, event: object) -> None:
        self.settings.set("window_geometry", bytes(self.saveGeometry().toBase64().data()).decode())
        for key in ("play", "replays"):
            page = self._pages.get(key)
            if page is not None and hasattr(page, "shutdown"):
                page.shutdown()
        from . import jobpool

        jobpool.shutdown()  # the long jobs' worker processes
        super().closeEvent(event)  # type: ignore[arg-type]
