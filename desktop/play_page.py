"""The Play page. The game table itself comes with the next desktop version; until then this page
shows what playing will use: the games this build implements, the player's decks for each with
their legality, and the computer opponents' levels."""
from __future__ import annotations

import carddb

from .gameinfo import game_info, is_implemented
from .qt import (
    QAbstractItemView,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QScrollArea,
    Qt,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)
from .settings import AppSettings


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
    """Games, decks ready to play, computer levels."""

    def __init__(self, db: carddb.CardDB, settings: AppSettings, lang: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("page")
        self.db, self.settings, self.lang = db, settings, lang
        title = QLabel(self.tr("Play"))
        title.setObjectName("pageTitle")
        note = QLabel(self.tr("Games against the computer are played on the game table, which arrives in the next "
                              "version of the app. Your decks and the computer's levels below are what it will use; "
                              "from the command line, <code>tcgtable simulate</code> already plays complete games "
                              "between computer players."))
        note.setWordWrap(True)
        note.setObjectName("subtle")
        self.games_panel, self.games_lay = _panel(self.tr("Games in this build"))
        self.decks_panel, decks_lay = _panel(self.tr("Your decks"))
        self.decks = QTableWidget(0, 4)
        self.decks.setHorizontalHeaderLabels([self.tr("Game"), self.tr("Deck"), self.tr("Cards"), self.tr("Ready to play")])
        self.decks.verticalHeader().hide()
        self.decks.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.decks.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.decks.setShowGrid(False)
        self.decks.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.decks.horizontalHeader().setSectionResizeMode(3, QHeaderView.ResizeMode.Stretch)
        decks_lay.addWidget(self.decks)
        self.ai_panel, self.ai_lay = _panel(self.tr("Computer opponents"))
        body = QWidget()
        grid = QGridLayout(body)
        grid.setContentsMargins(0, 0, 0, 0)
        grid.setSpacing(12)
        grid.addWidget(self.games_panel, 0, 0)
        grid.addWidget(self.ai_panel, 0, 1)
        grid.addWidget(self.decks_panel, 1, 0, 1, 2)
        grid.setRowStretch(1, 1)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setWidget(body)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(16, 16, 16, 16)
        head = QHBoxLayout()
        head.addWidget(title)
        head.addStretch(1)
        lay.addLayout(head)
        lay.addWidget(note)
        lay.addWidget(scroll, 1)

    def refresh(self) -> None:
        """Re-read games, decks (with validation) and levels."""
        while self.games_lay.count() > 1:
            w = self.games_lay.takeAt(1).widget()
            if w is not None:
                w.hide()
                w.setParent(None)  # type: ignore[call-overload]
                w.deleteLater()
        sets = carddb.list_sets(self.db)
        for g in sorted({s.game for s in sets} | {g for g in ("victory_spark",) if is_implemented(g)}):
            info = game_info(g)
            gs = [s for s in sets if s.game == g]
            status = self.tr("playable") if is_implemented(g) else self.tr("rules not in this build yet")
            cards = sum(s.card_count for s in gs)
            text = (f"<b>{info.name(self.lang)}</b> — {status}<br><span style='color:#6b7286'>"
                    + self.tr("%1 sets, %2 cards").replace("%1", str(len(gs))).replace("%2", str(cards))
                    + (": " + ", ".join(s.code for s in gs) if gs else "") + "</span>")
            lab = QLabel(text)
            lab.setWordWrap(True)
            self.games_lay.addWidget(lab)
        self.games_lay.addStretch(1)
        while self.ai_lay.count() > 1:
            w = self.ai_lay.takeAt(1).widget()
            if w is not None:
                w.hide()
                w.setParent(None)  # type: ignore[call-overload]
                w.deleteLater()
        default = self.settings.get("ai_level")
        try:
            from engine.ai.levels import LEVELS
        except ImportError:
            LEVELS = {}
        for key, lvl in LEVELS.items():
            mark = " ★ " + self.tr("default") if key == default else ""
            lab = QLabel(f"<b>{lvl.label.get(self.lang, lvl.label.get('en', key))}</b>{mark}<br>"
                         f"<span style='color:#6b7286'>{lvl.description}</span>")
            lab.setWordWrap(True)
            self.ai_lay.addWidget(lab)
        self.ai_lay.addStretch(1)
        decks = carddb.list_decks(self.db)
        self.decks.setRowCount(len(decks))
        for r, d in enumerate(decks):
            if is_implemented(d.game):
                problems = carddb.validate_deck(self.db, d.id)
                ready = ("✔ " + self.tr("legal")) if not problems else ("✖ " + "; ".join(str(v) for v in problems[:2]))
            else:
                problems, ready = [], self.tr("rules not in this build yet")
            vals = [game_info(d.game).name(self.lang), d.name, str(sum(d.counts.values())), ready]
            for c, v in enumerate(vals):
                item = QTableWidgetItem(v)
                if c == 3:
                    item.setForeground(Qt.GlobalColor.darkGreen if not problems and is_implemented(d.game)
                                       else Qt.GlobalColor.darkRed)
                self.decks.setItem(r, c, item)
