"""What the deck builder says when a card goes to another section than the one it was dropped on
(its type belongs there: engine.decks.place_card), or is refused: one status-bar message naming the
cards, the sections and what the section asked for takes."""
from __future__ import annotations

from engine.decks import section_rule, section_takes

from .deckcounts import plural
from .deckdoc import DeckDocument, Placement
from .gameinfo import section_label
from .qt import QObject


class PlacementText(QObject):
    """The messages, in the UI language `lang` (card names and what a section takes)."""

    def __init__(self, lang: str, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.lang = lang

    def added(self, doc: DeckDocument, placed: Placement) -> str:
        """For cards added to `placed.asked` (from the browser)."""
        return self._text(doc, placed, self.tr("%1 went to %2: %3 takes only %4."),
                          self.tr("%1 was not added: %3 takes only %4, and %5"))

    def moved(self, doc: DeckDocument, placed: Placement) -> str:
        """For deck entries dragged to `placed.asked` from another section (`refused`: they stay)."""
        return self._text(doc, placed, self.tr("%1 went to %2: %3 takes only %4."),
                          self.tr("%1 stays where it is: %3 takes only %4."))

    def _text(self, doc: DeckDocument, placed: Placement, moved: str, refused: str) -> str:
        """`moved`/`refused` with %1 the cards, %2 where they went, %3 the section asked, %4 what it
        takes and %5 why no other section was chosen; "" when every card went where it was asked to."""
        rule = section_rule(doc.game, placed.asked)
        what = (rule.what.get(self.lang) or rule.what["en"]) if rule else ""
        parts = []
        for sec, pks in placed.to.items():
            if went := [pk for pk in pks if pk in placed.moved]:
                parts.append(moved.replace("%1", self.names(doc, went)).replace("%2", section_label(sec, self.lang)))
        if placed.refused:
            cd = doc.card(placed.refused[0])
            fits = [s for s in doc.section_names if cd is not None and section_takes(doc.game, s, cd)]
            why = (self.tr("no other section takes it.") if not fits else
                   self.tr("it could go in %1: choose one under “Add to”.").replace(
                       "%1", self.tr(", ").join(section_label(s, self.lang) for s in fits)))
            parts.append(refused.replace("%1", self.names(doc, placed.refused)).replace("%5", why))
        return " ".join(p.replace("%3", section_label(placed.asked, self.lang)).replace("%4", what) for p in parts)

    def names(self, doc: DeckDocument, pks: list[int]) -> str:
        """"Ember Pup, Flare Squire and 2 more" (the cards' names in the UI language)."""
        names = list(dict.fromkeys(cd.label(self.lang) if (cd := doc.card(pk)) else str(pk) for pk in pks))
        text = self.tr(", ").join(names[:3])
        if len(names) > 3:
            n = len(names) - 3
            text += plural(self.tr(" and %n more", "", n), n)
        return text
