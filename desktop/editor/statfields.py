"""The set editor's stat fields: one number box per stat the card's type has in its game (from the
card-set schema's per-type fields), kept in step with the card's `stats` text.

The text stays the card's one record of its stats (the form's YAML line shows it too, and undo
works on it): a box's change rewrites that text with the new value, keeping any other keys in it;
a stat the type may leave out has an "—" value for "not printed"."""
from __future__ import annotations

from engine.cardset_schema import card_stats
from engine.limits import MAX_STAT

from ..gameinfo import stat_label
from ..qt import QCoreApplication, QHBoxLayout, QLabel, QSpinBox, QWidget, Signal
from .setdata import parse_field, yaml_field

ABSENT = -1  # the optional stat's box value for "left out"


class StatFields(QWidget):
    """Number boxes for the stats of a game's card type; `edited(text)` gives the new stats text."""

    edited = Signal(str)

    def __init__(self, game: str, lang: str = "en", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.lang = lang
        self.fields = card_stats(game)
        self.boxes: dict[str, QSpinBox] = {}
        self._type: str | None = None
        self._text = ""
        self._loading = False
        self.lay = QHBoxLayout(self)
        self.lay.setContentsMargins(0, 0, 0, 0)
        self.note = QLabel()
        self.note.setObjectName("subtle")

    def show_stats(self, type_: str, text: str) -> None:
        """Show the stats of a card of `type_` whose stats text is `text`."""
        self._text = text
        if type_ != self._type:
            self._build(type_)
        values, problem = parse_field(text, dict)
        self._loading = True
        try:
            for key, box in self.boxes.items():
                v = values.get(key) if isinstance(values, dict) else None
                box.setEnabled(problem is None)
                box.setValue(v if type(v) is int and box.minimum() <= v <= box.maximum() else box.minimum())
        finally:
            self._loading = False
        self.note.setText(QCoreApplication.translate("StatFields", "Fix the stats line to use these boxes.")
                          if problem is not None and self.boxes else "")

    def _build(self, type_: str) -> None:
        while self.lay.count():
            item = self.lay.takeAt(0)
            w = item.widget() if item is not None else None
            if w is not None and w is not self.note:
                w.deleteLater()
        self.boxes = {}
        self._type = type_
        stats, optional = self.fields.get(type_, ((), ()))
        for key in stats:
            box = QSpinBox()
            box.setObjectName(f"stat_{key}")
            box.setRange(ABSENT if key in optional else 0, MAX_STAT)
            if key in optional:
                box.setSpecialValueText("—")  # shown at ABSENT: the card does not print this stat
            box.valueChanged.connect(lambda v, k=key: self._changed(k, v))
            self.lay.addWidget(QLabel(stat_label(key, self.lang, long=True)))  # as card faces name it
            self.lay.addWidget(box)
            self.boxes[key] = box
        if not stats:
            self.lay.addWidget(QLabel(QCoreApplication.translate("StatFields", "This type has no stats.")))
        self.lay.addWidget(self.note)
        self.lay.addStretch(1)

    def _changed(self, key: str, value: int) -> None:
        if self._loading:
            return
        values, problem = parse_field(self._text, dict)
        if problem is not None or not isinstance(values, dict):
            return
        if value == ABSENT and self.boxes[key].minimum() == ABSENT:
            values.pop(key, None)
        else:
            values[key] = value
        order = {k: i for i, k in enumerate(self.boxes)}  # the game's order first, other keys after
        ordered = dict(sorted(values.items(), key=lambda kv: order.get(kv[0], len(order))))
        self._text = yaml_field(ordered, True)
        self.edited.emit(self._text)
