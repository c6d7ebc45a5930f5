"""Draw odds in the deck builder: for a card of the deck (or every card of it matching a search),
the exact chance of having seen at least k copies by each of the player's turns, going first and
going second (engine/drawodds.py, with the game's own count of cards drawn by then:
GameRules.cards_seen). Drawn with pyqtgraph."""
from __future__ import annotations

import pyqtgraph as pg

import carddb
from engine.drawodds import by_turn
from engine.games import get_rules

from .deckcounts import plural
from .deckdoc import DeckDocument
from .qt import QComboBox, QHBoxLayout, QLabel, QLineEdit, QSpinBox, QVBoxLayout, QWidget

TURNS = 10  # the chart's turns: the game's own opening hand plus its draws
FIRST, SECOND = "#3c5bd6", "#d6803c"


def draw_section(doc: DeckDocument) -> str:
    """The section the game draws from: "main" when the deck has one, else its first."""
    return "main" if "main" in doc.sections else next(iter(doc.sections), "")


def seen_counts(game: str, first: bool, turns: int = TURNS) -> list[int] | None:
    """Cards of the main deck seen by the main phase of each of the player's turns 1..turns, or None
    when the game does not say."""
    rules = get_rules(game)
    counts = [rules.cards_seen(t, first) for t in range(1, turns + 1)]
    return None if any(n is None for n in counts) else [int(n) for n in counts if n is not None]


class DeckOdds(QWidget):
    """A card (or a search), a number of copies, and the chance by turn as a chart and in words."""

    def __init__(self, db: carddb.CardDB, lang: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.db, self.lang = db, lang
        self.doc: DeckDocument | None = None
        self.card = QComboBox()
        self.card.setToolTip(self.tr("The card whose copies are counted"))
        self.query = QLineEdit()
        self.query.setPlaceholderText(self.tr("or any card matching a search…"))
        self.query.setToolTip(self.tr("A search in the card browser's words (e.g. type:event): its cards in the "
                                      "deck are counted together"))
        self.k = QSpinBox()
        self.k.setRange(1, 60)
        self.k.setPrefix(self.tr("at least "))
        self.plot = pg.PlotWidget(background="w")
        self.plot.setMinimumHeight(80)  # the tab shares its height with the deck above it
        self.plot.setYRange(0, 100)
        self.plot.setMouseEnabled(x=False, y=False)
        self.plot.setLabel("left", "%")
        self.words = QLabel()
        self.words.setWordWrap(True)
        self.words.setObjectName("subtle")
        row = QHBoxLayout()
        row.addWidget(self.card, 2)
        row.addWidget(self.query, 2)
        row.addWidget(self.k)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.addLayout(row)
        lay.addWidget(self.plot, 1)
        lay.addWidget(self.words)
        self.card.currentIndexChanged.connect(self.refresh)
        self.query.textChanged.connect(self.refresh)
        self.k.valueChanged.connect(self.refresh)

    def update_from(self, doc: DeckDocument | None) -> None:
        """A new deck or a change to it: the card list again (keeping the chosen card), then the odds."""
        self.doc = doc
        keep = self.card.currentData()
        self.card.blockSignals(True)
        self.card.clear()
        if doc is not None:
            for pk, n in sorted(doc.sections.get(draw_section(doc), []), key=lambda e: -e[1]):
                cd = doc.card(pk)
                if cd is not None:
                    self.card.addItem(f"{cd.label(self.lang)} ×{n}", pk)
            i = self.card.findData(keep)
            self.card.setCurrentIndex(max(0, i))
        self.card.blockSignals(False)
        self.refresh()

    def matching(self) -> tuple[int, int, str]:
        """(copies counted, cards in the drawn section, what is counted in words); a search that
        cannot be read counts nothing and says why."""
        doc = self.doc
        if doc is None:
            return 0, 0, ""
        entries = doc.sections.get(draw_section(doc), [])
        size = sum(n for _, n in entries)
        text = self.query.text().strip()
        if text:
            try:
                found = set(carddb.search_ids(self.db, text, doc.game))
            except carddb.QueryError as e:
                return 0, size, self.tr("search: %1").replace("%1", str(e))
            n = sum(c for pk, c in entries if pk in found)
            return n, size, plural(self.tr("%n matching card(s) in the deck", "", n), n)
        pk = self.card.currentData()
        n = next((c for p, c in entries if p == pk), 0)
        return n, size, self.card.currentText()

    def refresh(self) -> None:
        self.plot.clear()
        doc = self.doc
        copies, size, what = self.matching()
        if doc is None or size == 0:
            self.words.setText("")
            return
        k = self.k.value()
        curves = {first: seen_counts(doc.game, first) for first in (True, False)}
        if curves[True] is None or curves[False] is None:
            self.words.setText(self.tr("This game does not say how many cards a player has drawn by a turn."))
            return
        turns = list(range(1, TURNS + 1))
        lines = []
        for first, colour, name in ((True, FIRST, self.tr("going first")), (False, SECOND, self.tr("going second"))):
            odds = [100 * p for p in by_turn(size, copies, k, curves[first] or [])]
            self.plot.plot(turns, odds, pen=pg.mkPen(colour, width=2), symbol="o", symbolSize=5,
                           symbolBrush=colour, name=name)
            lines.append((name, odds))
        at = [t for t in (1, 3, 5) if t <= TURNS]
        said = "; ".join(f"<span style='color:{FIRST if n == 0 else SECOND}'>■</span> {name}: " + ", ".join(self.tr("turn %1 %2%").replace("%1", str(t))
                                                  .replace("%2", f"{odds[t - 1]:.0f}") for t in at)
                         for n, (name, odds) in enumerate(lines))
        self.words.setText(self.tr("%1, at least %2 of %3 in %4 cards. %5").replace("%1", what).replace(
            "%2", str(k)).replace("%3", str(copies)).replace("%4", str(size)).replace("%5", said))
