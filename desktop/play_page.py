"""The Play page: "Play a game" (one click: preconstructed decks, the normal level), a new game
against the computer or hot-seat (game, opponent, the two decks, the computer's level, an optional
seed), then the game table (`desktop.table.gametable`) until the game ends. A game left
unfinished (the app closed or killed) is offered for resuming, in exactly the position it was in.
Below the form: every deck with its legality."""
from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

import carddb
from engine.games import IMPLEMENTED
from engine.limits import MAX_INT, MAX_SEED

from . import dialogs, level_notes
from .cardpixmaps import CardPixmaps
from .gameinfo import deck_label, deck_size_text, game_info, is_implemented
from .howto import HowToLink, QuickPlayPanel, show_howto
from .playdecks import DeckChoice, bundled_choices, check_deck, deck_cards
from .qt import (
    QAbstractItemView,
    QComboBox,
    QFormLayout,
    QFrame,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QStackedWidget,
    Qt,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
    Signal,
)
from .settings import AI_LEVELS, AppSettings
from .table import autosave
from .table.autosave import HOTSEAT, GameSetup
from .table.controller import GameController
from .table.gametable import GameTable
from .table.hotseat import OpponentBox, default_players

if TYPE_CHECKING:
    from engine.state import State


MAX_GAME_SEED = min(MAX_SEED, MAX_INT)  # the game's replay is read back with datafile's number limit


def _panel(title: str) -> tuple[QFrame, QVBoxLayout]:
    f = QFrame()
    f.setObjectName("panel")
    lay = QVBoxLayout(f)
    lay.setContentsMargins(14, 12, 14, 12)
    t = QLabel(title)
    t.setStyleSheet("font-size:15px;font-weight:600")
    lay.addWidget(t)
    return f, lay


class PlayPage(QWidget):
    """New game form, the table, and the list of decks."""

    watch_replay_requested = Signal(int)

    def __init__(self, db: carddb.CardDB, settings: AppSettings, lang: str, pixmaps: CardPixmaps | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("page")
        self.db, self.settings, self.lang = db, settings, lang
        self.pixmaps = pixmaps or CardPixmaps(str(settings.get("image_folder") or ""), lang, self)
        self.save_path = autosave.autosave_path(db) if db.path is not None else None
        self.choices: list[DeckChoice] = []
        self._problems: dict[int, tuple[str, bool]] | None = None  # during refresh(): each deck checked once
        self._reported = ""  # the saved-game problem last told (told once, even if the file stays)
        self.last_box: object = None
        self._deck_rows: list[carddb.DeckInfo] = []
        self.stack = QStackedWidget()
        self.stack.addWidget(self._build_form())
        self.table = GameTable(self.pixmaps, lang, settings)
        self.table.new_game_requested.connect(self.show_form)
        self.table.watch_replay_requested.connect(self.watch_replay_requested)
        self.stack.addWidget(self.table)
        # the page's least size is the table's: the form's (a panel shown or hidden) never changes
        # the window's least size, which would lay out and repaint the whole window mid-game
        self.stack.setMinimumSize(self.table.minimumSize())
        lay = QVBoxLayout(self)
        lay.setContentsMargins(8, 8, 8, 8)
        lay.addWidget(self.stack)

    # -- the form ---------------------------------------------------------------------------------
    def _build_form(self) -> QWidget:
        form_page = QWidget()
        title = QLabel(self.tr("Play"))
        title.setObjectName("pageTitle")
        self.quick = QuickPlayPanel()
        self.quick.play_requested.connect(self._on_quick_play)
        self.resume_panel, rl = _panel(self.tr("Game in progress"))
        self.resume_text = QLabel()
        self.resume_text.setWordWrap(True)
        self.resume_button = QPushButton(self.tr("Resume"))
        self.resume_button.setObjectName("primary")
        self.resume_button.clicked.connect(lambda: self.resume())
        self.discard_button = QPushButton(self.tr("Discard"))
        self.discard_button.clicked.connect(self.discard_saved)
        rrow = QHBoxLayout()
        rrow.addWidget(self.resume_text, 1)
        rrow.addWidget(self.discard_button)
        rrow.addWidget(self.resume_button)
        rl.addLayout(rrow)

        self.new_panel, nl = _panel(self.tr("New game against the computer"))
        self.new_title = nl.itemAt(0).widget()  # the panel's title (_panel puts it first)
        self.game = QComboBox()
        self.game.currentIndexChanged.connect(self._fill_decks)
        self.game.currentIndexChanged.connect(self._show_levels_note)
        self.opponent = OpponentBox()
        self.opponent.currentIndexChanged.connect(self._on_opponent)
        self.my_deck = QComboBox()
        self.opp_deck = QComboBox()
        self.ai_level = QComboBox()
        self.seed = QLineEdit()
        self.seed.setPlaceholderText(self.tr("random"))
        self.seed.setToolTip(self.tr("The same seed, decks and answers give the same game"))
        self.seed.setMaximumWidth(180)
        self.start_button = QPushButton(self.tr("Start"))
        self.start_button.setObjectName("primary")
        self.start_button.clicked.connect(self._on_start)
        self.form_error = QLabel()
        self.form_error.setObjectName("error")
        self.form_error.setWordWrap(True)
        for box in (self.game, self.opponent, self.my_deck, self.opp_deck, self.ai_level):
            box.setMinimumWidth(260)
            box.setMaximumWidth(440)
        self.howto_button = HowToLink()
        self.howto_button.clicked.connect(self.show_howto)
        game_row = QHBoxLayout()
        game_row.addWidget(self.game)
        game_row.addWidget(self.howto_button)
        game_row.addStretch(1)
        form = self.form = QFormLayout()
        form.addRow(self.tr("Game"), game_row)
        form.addRow(self.tr("Opponent"), self.opponent)
        form.addRow(self.tr("Your deck"), self.my_deck)
        form.addRow(self.tr("Opponent's deck"), self.opp_deck)
        form.addRow(self.tr("Computer level"), self.ai_level)
        form.addRow(self.tr("Seed (optional)"), self.seed)
        nl.addLayout(form)
        srow = QHBoxLayout()
        srow.addWidget(self.form_error, 1)
        srow.addWidget(self.start_button)
        nl.addLayout(srow)
        self._ladder: dict[str, Any] | None = None  # the measured ladder (engine/ai/ladder.py), read once
        self.levels_note = QLabel()
        self.levels_note.setObjectName("subtle")
        self.levels_note.setWordWrap(True)
        nl.addWidget(self.levels_note)

        self.decks_panel, decks_lay = _panel(self.tr("Your decks"))
        self.decks = QTableWidget(0, 4)
        self.decks.setHorizontalHeaderLabels([self.tr("Game"), self.tr("Deck"), self.tr("Cards"), self.tr("Ready to play")])
        self.decks.verticalHeader().hide()
        self.decks.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.decks.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.decks.setShowGrid(False)
        self.decks.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.decks.horizontalHeader().setSectionResizeMode(3, QHeaderView.ResizeMode.Stretch)
        self.decks.cellDoubleClicked.connect(self._pick_from_table)
        decks_lay.addWidget(self.decks)
        lay = QVBoxLayout(form_page)
        lay.setContentsMargins(8, 8, 8, 8)
        lay.setSpacing(12)
        lay.addWidget(title)
        lay.addWidget(self.quick)
        lay.addWidget(self.resume_panel)
        lay.addWidget(self.new_panel)
        lay.addWidget(self.decks_panel, 1)
        return form_page

    def _on_opponent(self, *_: object) -> None:
        """Hot-seat has no computer level, and the decks are the two players'."""
        hot = self.opponent.hotseat()
        self.ai_level.setEnabled(not hot)
        words = self.opponent.hotseat_words() if hot else (
            self.tr("New game against the computer"), self.tr("Your deck"), self.tr("Opponent's deck"))
        for label, text in zip((self.new_title, self.form.labelForField(self.my_deck),
                                self.form.labelForField(self.opp_deck)), words, strict=True):
            if isinstance(label, QLabel):
                label.setText(text)

    def refresh(self) -> None:
        """Re-read games, decks (with validation), levels and the saved game."""
        self._deck_rows = carddb.list_decks(self.db)
        self._problems = {}
        try:
            self._refresh()
        finally:
            self._problems = None

    def _refresh(self) -> None:
        current_game = self.game.currentData()
        self.game.blockSignals(True)
        self.game.clear()
        import assets

        stored = {d.game for d in self._deck_rows}
        for g in IMPLEMENTED:  # the engine's order: the first is the one "Play a game" starts first
            if g in stored or assets.deck_paths(g):
                self.game.addItem(game_info(g).name(self.lang), g)
        self.game.setCurrentIndex(max(0, self.game.findData(current_game)))
        self.game.blockSignals(False)
        self.ai_level.clear()
        try:
            from engine.ai.levels import LEVELS
        except ImportError:  # pragma: no cover
            LEVELS = {}
        about = level_notes.level_descriptions()
        for key in AI_LEVELS:
            lvl = LEVELS.get(key)
            label = lvl.label.get(self.lang, lvl.label.get("en", key)) if lvl else key
            self.ai_level.addItem(label, key)
            self.ai_level.setItemData(self.ai_level.count() - 1, about.get(key, ""), Qt.ItemDataRole.ToolTipRole)
        default = str(self.settings.get("ai_level") or "normal")
        self.ai_level.setCurrentIndex(max(0, self.ai_level.findData(default)))
        self._show_levels_note()
        self._fill_decks()
        self._fill_deck_table()
        self._show_saved()

    def _show_levels_note(self, *_: object) -> None:
        """Each level's description and what was measured of it in the chosen game."""
        if self._ladder is None:
            from engine.ai.ladder import load_summary

            self._ladder = load_summary()
        labels = {self.ai_level.itemData(i): self.ai_level.itemText(i) for i in range(self.ai_level.count())}
        self.levels_note.setText(level_notes.levels_note(self._ladder, self.game.currentData(), labels))

    def _deck_problem(self, deck_id: int) -> tuple[str, bool]:
        """Why a stored deck cannot be played ("" when it can), and whether that is missing cards."""
        if self._problems is None:
            return self._check_deck(deck_id)
        known = self._problems.get(deck_id)
        if known is None:
            known = self._problems[deck_id] = self._check_deck(deck_id)
        return known

    def _check_deck(self, deck_id: int) -> tuple[str, bool]:
        return check_deck(self.db, deck_id, self.lang)

    def _deck_choices(self, game: str) -> list[DeckChoice]:
        out = []
        names = set()
        for d in self._deck_rows:
            if d.game != game:
                continue
            problem, missing = self._deck_problem(d.id)
            out.append(DeckChoice(game, d.name, deck_id=d.id, legal=not problem, problem=problem, missing=missing))
            names.add(d.name.casefold())
        return out + [c for c in bundled_choices(game) if c.name.casefold() not in names]

    def _fill_decks(self, *_: object) -> None:
        game = self.game.currentData()
        self.choices = self._deck_choices(game) if game else []
        pre = self.tr("preconstructed")
        for box in (self.my_deck, self.opp_deck):
            box.clear()
            for i, c in enumerate(self.choices):
                label = deck_label(c.game, c.name, self.lang) + (f" ({pre})" if c.path else "") + ("" if c.legal else "  ✖")
                box.addItem(label, i)
                if not c.legal:
                    box.setItemData(i, c.problem, Qt.ItemDataRole.ToolTipRole)
        last = self.settings.get("last_deck")
        mine = next((i for i, c in enumerate(self.choices) if c.deck_id == last and c.legal), None)
        if mine is None:
            mine = next((i for i, c in enumerate(self.choices) if c.legal), 0)
        self.my_deck.setCurrentIndex(mine)
        other = next((i for i, c in enumerate(self.choices) if i != mine and c.legal), mine)
        self.opp_deck.setCurrentIndex(other)
        self.start_button.setEnabled(bool(self.choices))
        self.quick.set_game(game_info(game or IMPLEMENTED[0]).name(self.lang), self._level_label("normal"))

    def _fill_deck_table(self) -> None:
        decks = self._deck_rows
        self.decks.setRowCount(len(decks))
        for r, d in enumerate(decks):
            if is_implemented(d.game):
                problem, _missing = self._deck_problem(d.id)
                ready = ("✔ " + self.tr("legal")) if not problem else ("✖ " + problem)
            else:
                problem, ready = "", self.tr("rules not in this build yet")
            vals = [game_info(d.game).name(self.lang), deck_label(d.game, d.name, self.lang), deck_size_text(d.counts), ready]
            for c, v in enumerate(vals):
                item = QTableWidgetItem(v)
                item.setData(Qt.ItemDataRole.UserRole, d.id)
                if c == 3:
                    item.setForeground(Qt.GlobalColor.darkGreen if not problem and is_implemented(d.game)
                                       else Qt.GlobalColor.darkRed)
                self.decks.setItem(r, c, item)

    def _pick_from_table(self, row: int, _col: int) -> None:
        item = self.decks.item(row, 0)
        if item is None:
            return
        deck_id = item.data(Qt.ItemDataRole.UserRole)
        d = next((x for x in self._deck_rows if x.id == deck_id), None)
        if d is None or not is_implemented(d.game):
            return
        self.game.setCurrentIndex(self.game.findData(d.game))
        i = next((i for i, c in enumerate(self.choices) if c.deck_id == deck_id), -1)
        if i >= 0:
            self.my_deck.setCurrentIndex(i)

    def _show_saved(self) -> None:
        info = autosave.summary(self.save_path) if self.save_path is not None else None
        playing = self.table.controller is not None and not self.table.controller.finished
        problem = info.get("problem") if info is not None else None
        if problem is not None and not playing and str(problem) != self._reported:
            self.report_unresumable(problem)  # sets the file aside, tells why, and comes back here
            return
        self.resume_panel.setVisible(info is not None and not playing)
        self.resume_button.setEnabled(problem is None)
        if problem is not None:  # told already, and the file could not be moved aside
            self.resume_text.setText(self.tr("The saved game cannot be resumed: %1").replace("%1", str(problem)))
        elif info is not None:
            name = game_info(info["game"]).name(self.lang) if info.get("game") else "?"
            decks = " vs ".join(deck_label(str(info.get("game")), str(n), self.lang) for n in info.get("deck_names") or [])
            self.resume_text.setText(self.tr("%1: %2, turn %3. Resume it where it was left?")
                                     .replace("%1", name).replace("%2", decks).replace("%3", str(info.get("turn", 0))))

    # -- starting -----------------------------------------------------------------------------------
    def _deck_cards(self, c: DeckChoice) -> dict:
        return deck_cards(self.db, c)

    def _confirm_new(self) -> bool:
        return not self.has_saved_game() or dialogs.confirm(
            self, self.tr("New game"), self.tr("A game is in progress. Start a new one and discard it?"))

    def _on_start(self) -> None:
        if self._confirm_new():
            self.start_game()

    def _on_quick_play(self) -> None:
        if self._confirm_new():
            self.quick_play()

    def quick_play(self, seed: int | None = None) -> GameController | None:
        """"Play a game": the game chosen (else the first), the computer at the normal level, both
        sides with preconstructed decks (two different ones, drawn at random)."""
        game = self.game.currentData() or IMPLEMENTED[0]
        decks = bundled_choices(game)
        if not decks:
            self.quick.error.setText(self.tr("There is no preconstructed deck for this game."))
            self.quick.error.show()
            return None
        rng = random.Random(seed)
        mine, theirs = rng.sample(decks, 2) if len(decks) > 1 else (decks[0], decks[0])
        return self._start(game, mine, theirs, "normal", rng.randrange(MAX_GAME_SEED + 1), self.quick.error)

    def show_howto(self) -> None:
        """The how-to-play page of the game chosen in the form."""
        show_howto(self.window(), self.game.currentData() or IMPLEMENTED[0], self.lang)

    def _level_label(self, level: str) -> str:
        from engine.ai.levels import LEVELS

        lvl = LEVELS.get(level)
        return lvl.label.get(self.lang, level) if lvl else level

    def start_game(self, game: str | None = None, mine: int | None = None, theirs: int | None = None,
                   ai: str | None = None, seed: int | None = None) -> GameController | None:
        """Start a game from the form (or these values: deck indexes into `choices`, an agent spec or
        level); returns its controller, or None after showing why it cannot start."""
        if game is not None:
            self.game.setCurrentIndex(self.game.findData(game))
        game = self.game.currentData()
        mi = mine if mine is not None else self.my_deck.currentData()
        ti = theirs if theirs is not None else self.opp_deck.currentData()
        if not game or mi is None or ti is None or not self.choices:
            self.form_error.setText(self.tr("Choose a game and two decks."))
            return None
        bad = [c for c in (self.choices[mi], self.choices[ti]) if not c.legal]
        if bad and bad[0].missing:
            self.form_error.setText(self.tr("“%1” cannot be played: %2. Open it on the Decks page to remove or "
                                            "replace them.").replace("%1", deck_label(bad[0].game, bad[0].name, self.lang)).replace("%2", bad[0].problem))
            return None
        if bad:
            self.form_error.setText(self.tr("“%1” is not a legal deck: %2").replace("%1", deck_label(bad[0].game, bad[0].name, self.lang))
                                    .replace("%2", bad[0].problem))
            return None
        if seed is None:
            text = self.seed.text().strip()
            if text:
                try:
                    seed = int(text) if len(text) <= 20 else -1
                except ValueError:
                    seed = -1
            else:
                seed = random.randrange(1 << 31)
        if not 0 <= seed <= MAX_GAME_SEED:
            self.form_error.setText(self.tr("The seed is a whole number from 0 to %1 (or leave it empty).")
                                    .replace("%1", str(MAX_GAME_SEED)))
            return None
        level = ai or (HOTSEAT if self.opponent.hotseat() else str(self.ai_level.currentData() or "normal"))
        return self._start(game, self.choices[mi], self.choices[ti], level, seed, self.form_error)

    def _start(self, game: str, mine: DeckChoice, theirs: DeckChoice, level: str, seed: int,
               error: QLabel) -> GameController | None:
        """Start `game`, the player with `mine`, the computer (`level`: a level or agent spec; HOTSEAT: a
        second player here) with `theirs`; None after saying why in `error` when a deck cannot be read."""
        try:
            decks = [self._deck_cards(mine), self._deck_cards(theirs)]
        except Exception as e:  # noqa: BLE001 - shown to the user
            error.setText(str(e))
            error.show()
            return None
        self.form_error.setText("")
        self.quick.error.setText("")
        self.quick.error.hide()
        if mine.deck_id is not None:
            self.settings.set("last_deck", mine.deck_id)
        if level == HOTSEAT:
            players = default_players()
        else:
            players = [self.tr("You"), self.tr("Computer (%1)").replace("%1", self._level_label(level))]
        setup = GameSetup(game, int(seed), decks, [mine.name, theirs.name], players, 0, level)
        return self._play(GameController(setup, self.db, self.save_path))

    def play_setup(self, setup: GameSetup, state: State | None = None) -> GameController | None:
        """Play a game set up elsewhere ("Try this card"; "Play from here", from `state`), after asking."""
        if not self._confirm_new():
            return None
        return self._play(GameController(setup, self.db, self.save_path, state=state))

    def _play(self, controller: GameController) -> GameController:
        self.stack.setCurrentWidget(self.table)
        self.table.start(controller)
        self.table.board.setFocus()
        return controller

    def resume(self, loaded: tuple[GameSetup, State] | None = None) -> GameController | None:
        """Go on with the saved game (exactly where it was; `loaded`: autosave.read() of it, done
        already). A saved game that cannot be resumed is set aside and the player told why."""
        if self.save_path is None or not self.save_path.exists():
            return None
        try:
            setup, state = loaded if loaded is not None else autosave.read(self.save_path)
            controller = GameController(setup, self.db, self.save_path, state=state)
        except Exception as e:  # noqa: BLE001 - whatever is wrong with the file, the player is told
            self.report_unresumable(e)
            return None
        try:
            return self._play(controller)
        except Exception as e:  # noqa: BLE001 - a position the table cannot show: back to the form
            self.table.stop()
            self.report_unresumable(e)
            return None

    def report_unresumable(self, error: BaseException) -> None:
        """The saved game cannot be resumed: keep the file aside (`autosave.json.bad`, so a new game
        does not overwrite it), show the new-game form, and say why and what the player can do."""
        if self.save_path is None:
            return
        self._reported = str(error)
        kept = autosave.set_aside(self.save_path) if self.save_path.exists() else None
        if kept is not None:
            after = self.tr("The file was kept as %1, so nothing is lost. You can start a new game now.").replace(
                "%1", str(kept))
        else:
            after = self.tr("The file could not be moved aside; Discard on the Play page removes it.")
        self.stack.setCurrentIndex(0)
        self.refresh()
        self.last_box = dialogs.error(self, self.tr("Resume game"), self.tr("The game in progress could not be resumed."),
                                      dialogs.describe(error) + "\n\n" + after)

    def discard_saved(self) -> None:
        if self.save_path is not None and dialogs.confirm(self, self.tr("Discard game"),
                                                          self.tr("Discard the game in progress?")):
            autosave.remove(self.save_path)
            self._show_saved()

    def has_saved_game(self) -> bool:
        return self.save_path is not None and self.save_path.exists() and (
            self.table.controller is None or self.table.controller.finished)

    def show_form(self) -> None:
        self.stack.setCurrentIndex(0)
        self.refresh()

    def playing(self) -> bool:
        return self.stack.currentWidget() is self.table

    def shutdown(self) -> None:
        """Stop the computer (before the window closes); the game stays saved."""
        self.table.stop()


__all__ = ["PlayPage", "DeckChoice"]
