"""The card form of the set editor: one card's fields, its abilities as YAML, the problems the
engine finds in it (under the abilities pane), and the card face drawn live beside it.

Widgets never change the card themselves: each edit becomes a command on the document's undo stack,
and the form shows what the document holds (after undo/redo too).
"""
from __future__ import annotations

from pathlib import Path

from engine.cardset_schema import card_stats

from .. import dialogs
from ..cardpixmaps import CardPixmaps
from ..cardwidgets import CardFaceWidget
from ..gameinfo import type_label
from ..qt import (
    QComboBox,
    QEvent,
    QFont,
    QFontDatabase,
    QFormLayout,
    QHBoxLayout,
    QKeyEvent,
    QKeySequence,
    QLabel,
    QLineEdit,
    QObject,
    QPlainTextEdit,
    QPushButton,
    QSizePolicy,
    Qt,
    QTimer,
    QVBoxLayout,
    QWidget,
    Signal,
)
from .completion import install_completion
from .document import SetDocument
from .langcheck import language_warnings
from .setdata import Issue
from .statfields import StatFields

VALIDATE_DELAY_MS = 200  # problems update this soon after the last keystroke
# per game: an example of attributes and of an ability, shown in the empty fields
_HINTS = {
    "victory_spark": ("title: [Crimson Wing]\ngender: male",
                      "- type: auto\n  zone: ring\n  trigger: {on: attack, card: self}\n  effects: [{draw: 1}]"),
    "vividz": ("mission_info: Blaze\ntraits: [Idol]",
               "- type: activated\n  cost: [{sleep: self}, {energy: 1}]\n  effects: [{draw: 1}]"),
    "grid": ("attributes: [sun]\nmask: [ooo, ooo, ooo]",
             "- type: auto\n  trigger: {on: placed, card: self}\n  effects: [{draw: 1}]"),
    "phantom_magic_vision": ("races: [fairy]\nkeywords: [haste]",
                             "- type: auto\n  trigger: {on: enters, card: self}\n  effects: [{draw: 1}]"),
}

class _UndoToWindow(QObject):
    """Lets Ctrl+Z / Ctrl+Shift+Z reach the editor's one undo stack instead of a text field's own."""

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ShortcutOverride and isinstance(event, QKeyEvent) and (
                event.matches(QKeySequence.StandardKey.Undo) or event.matches(QKeySequence.StandardKey.Redo)):
            event.ignore()  # not taken by the field: the window's shortcut runs
            return True
        return False


def issue_text(issue: Issue, tr_card: str, tr_set: str) -> str:
    """"card 003 · abilities[0].effects: unknown op 'hitt'" (the words card/set translated)."""
    where = f"{tr_card} {issue.number}" if issue.card is not None else tr_set
    return f"{where} · {issue.field}: {issue.problem}" if issue.field else f"{where}: {issue.problem}"


class CardForm(QWidget):
    """The fields of the document's card `index`, the abilities pane and the live face; `checked`
    after each validation (debounced while typing)."""

    checked = Signal()

    def __init__(self, doc: SetDocument, lang: str = "en", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.doc = doc
        self.index = -1
        self._loading = False
        self._undo_filter = _UndoToWindow(self)
        self.edits: dict[str, QLineEdit | QPlainTextEdit | QComboBox] = {}
        mono = QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont)

        self.number = self._line("number")
        self.rarity = self._line("rarity")
        self.type = QComboBox()
        self.type.setEditable(True)  # a type the game does not know is shown (and reported), not lost
        for t in card_stats(doc.header.game):  # the game's card types, shown in the user's language
            self.type.addItem(type_label(t, lang), t)
        self.type.currentTextChanged.connect(lambda t: self._edited("type", self._type_value(t)))
        self.edits["type"] = self.type
        self.type.installEventFilter(self._undo_filter)
        self.name_en, self.name_ja = self._line("name_en"), self._line("name_ja")
        self.stat_boxes = StatFields(doc.header.game, lang)
        self.stat_boxes.edited.connect(lambda t: self._edited("stats", t))
        self.stats = self._line("stats")
        self.stats.setFont(mono)
        self.stats.setPlaceholderText("level: 1, power: 2500, defense: 2000")
        self.attrs = self._text("attrs", 3, mono)
        attrs_hint, ability_hint = _HINTS.get(doc.header.game, _HINTS["victory_spark"])
        self.attrs.setPlaceholderText(attrs_hint)
        self.text_en, self.text_ja = self._text("text_en", 3), self._text("text_ja", 3)
        self.abilities = self._text("abilities", 10, mono)
        self.abilities.setPlaceholderText(ability_hint)
        # keys and values the game's card-set schema allows where the caret is (Ctrl+Space)
        self.completion = install_completion(self.abilities, doc.header.game)

        top = QHBoxLayout()
        for label, w in ((self.tr("Number"), self.number), (self.tr("Type"), self.type),
                         (self.tr("Rarity"), self.rarity)):
            top.addWidget(QLabel(label))
            top.addWidget(w, 1)
        form = QFormLayout()
        form.addRow(top)
        form.addRow(self.tr("Name (English)"), self.name_en)
        form.addRow(self.tr("Name (Japanese)"), self.name_ja)
        form.addRow(self.tr("Stats"), self.stat_boxes)
        form.addRow(self.tr("Stats (YAML)"), self.stats)
        form.addRow(self.tr("Attributes (YAML)"), self.attrs)
        form.addRow(self.tr("Text (English)"), self.text_en)
        form.addRow(self.tr("Text (Japanese)"), self.text_ja)
        self.picture = QLabel()
        self.picture.setObjectName("subtle")
        self.attach = QPushButton(self.tr("Attach picture…"))
        self.attach.setToolTip(self.tr("A PNG, JPEG or WebP file; it is copied into your pictures folder and shown "
                                       "instead of the drawn face."))
        self.attach.clicked.connect(lambda: self.attach_picture())
        self.detach = QPushButton(self.tr("Remove picture"))
        self.detach.clicked.connect(self.remove_picture)
        pic_row = QHBoxLayout()
        pic_row.addWidget(self.picture, 1)
        pic_row.addWidget(self.attach)
        pic_row.addWidget(self.detach)
        form.addRow(self.tr("Picture"), pic_row)
        self.labels: dict[str, QLabel] = {}
        for f in ("name_en", "name_ja", "stats", "attrs", "text_en", "text_ja"):
            lab = form.labelForField(self.edits[f])
            if isinstance(lab, QLabel):
                self.labels[f] = lab

        ab_title = QLabel(self.tr("Abilities (YAML, the card-set format's abilities list)"))
        ab_title.setObjectName("sectionTitle")
        self.problems = QLabel()
        self.problems.setObjectName("editorProblems")
        self.problems.setWordWrap(True)
        self.problems.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.problems.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Minimum)

        left = QVBoxLayout()
        left.addLayout(form)
        left.addWidget(ab_title)
        left.addWidget(self.abilities, 1)
        left.addWidget(self.problems)

        # the card's own picture when it has one (as the table shows it), else the drawn face
        self.pixmaps = CardPixmaps("", lang, self, doc.pictures_root)
        self._shown_picture: Path | None = None
        self.face = CardFaceWidget(self.pixmaps)
        self.face.setMinimumWidth(260)
        self.face_note = QLabel()
        self.face_note.setObjectName("subtle")
        self.face_note.setWordWrap(True)
        self.lang_box = QComboBox()
        self.lang_box.addItem(self.tr("English face"), "en")
        self.lang_box.addItem(self.tr("Japanese face"), "ja")
        self.lang_box.setCurrentIndex(1 if lang == "ja" else 0)
        self.lang_box.currentIndexChanged.connect(lambda _i: self.set_face_language(self.lang_box.currentData()))
        right = QVBoxLayout()
        right.addWidget(self.lang_box)
        right.addWidget(self.face, 1)
        right.addWidget(self.face_note)

        lay = QHBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.addLayout(left, 3)
        lay.addLayout(right, 2)

        self.timer = QTimer(self)
        self.timer.setSingleShot(True)
        self.timer.setInterval(VALIDATE_DELAY_MS)
        self.timer.timeout.connect(self.refresh_checks)
        doc.card_changed.connect(self._on_card_changed)
        doc.changed.connect(self.timer.start)

    # -- building -------------------------------------------------------------------------------

    def _line(self, name: str) -> QLineEdit:
        w = QLineEdit()
        w.textEdited.connect(lambda t: self._edited(name, t))  # the user's edits only
        w.installEventFilter(self._undo_filter)
        self.edits[name] = w
        return w

    def _text(self, name: str, lines: int, font: QFont | None = None) -> QPlainTextEdit:
        w = QPlainTextEdit()
        w.setUndoRedoEnabled(False)  # the editor's stack has every edit
        w.setTabChangesFocus(name != "abilities")
        if font is not None:
            w.setFont(font)
        w.setMinimumHeight(w.fontMetrics().lineSpacing() * lines + 12)
        if name != "abilities":
            w.setMaximumHeight(w.fontMetrics().lineSpacing() * (lines + 2) + 12)
        w.textChanged.connect(lambda: self._edited(name, w.toPlainText()))
        w.installEventFilter(self._undo_filter)
        self.edits[name] = w
        return w

    # -- showing --------------------------------------------------------------------------------

    def show_card(self, index: int) -> None:
        """Show card `index` of the document (-1: none)."""
        self.index = index
        self.setEnabled(0 <= index < len(self.doc.cards))
        self.face.set_card(None)  # never another card's face while this one does not load
        self._load()
        self.refresh_checks()

    def _load(self) -> None:
        card = self.doc.cards[self.index] if 0 <= self.index < len(self.doc.cards) else None
        self._loading = True
        try:
            for name, w in self.edits.items():
                value = getattr(card, name) if card is not None else ""
                if isinstance(w, QComboBox):
                    k = w.findData(value) if value else -1
                    if k >= 0:  # a known card type: its label
                        if w.currentIndex() != k or w.currentText() != w.itemText(k):
                            w.setCurrentIndex(k)
                            w.setEditText(w.itemText(k))
                    elif w.currentText() != value:
                        w.setCurrentText(value)
                elif isinstance(w, QLineEdit):
                    if w.text() != value:
                        w.setText(value)
                elif w.toPlainText() != value:
                    pos = w.textCursor().position()
                    w.setPlainText(value)
                    cur = w.textCursor()
                    cur.setPosition(min(pos, len(value)))  # undo keeps the caret near where it was
                    w.setTextCursor(cur)
        finally:
            self._loading = False
        if card is not None:
            self.stat_boxes.show_stats(card.type, card.stats)
        name = card.extra.get("image") if card is not None else None
        self.picture.setText(name if isinstance(name, str) else self.tr("none (the drawn face is shown)"))
        self.detach.setEnabled(isinstance(name, str))
        path = self.doc.picture_file(self.index)
        if path != self._shown_picture:
            self._shown_picture = path
            self.pixmaps.refresh()  # the same card id now draws another picture

    def attach_picture(self, path: str = "") -> str | None:
        """Ask for a picture file (or take `path`) and attach it to this card."""
        if not 0 <= self.index < len(self.doc.cards):
            return None
        path = path or dialogs.open_file(self, self.tr("Attach picture"),
                                         self.tr("Pictures (*.png *.jpg *.jpeg *.webp)"))
        if not path:
            return None
        try:
            return self.doc.attach_picture(self.index, Path(path))
        except ValueError as e:
            dialogs.error(self, self.tr("Attach picture"), self.tr("The picture could not be attached."), str(e))
            return None

    def remove_picture(self) -> None:
        if 0 <= self.index < len(self.doc.cards):
            self.doc.set_picture(self.index, None)

    def _type_value(self, text: str) -> str:
        """The card type a typed or chosen text stands for: a listed label's type, else the text as typed."""
        k = self.type.findText(text)
        return str(self.type.itemData(k)) if k >= 0 and self.type.itemData(k) else text

    def _edited(self, name: str, value: str) -> None:
        if self._loading or not 0 <= self.index < len(self.doc.cards):
            return
        self.doc.set_field(self.index, name, value)

    def _on_card_changed(self, i: int) -> None:
        if i == self.index:
            self._load()  # undo/redo: the fields follow the document

    def set_face_language(self, lang: str) -> None:
        self.pixmaps.set_language(lang)
        i = self.lang_box.findData(lang)
        if i >= 0 and i != self.lang_box.currentIndex():
            self.lang_box.setCurrentIndex(i)

    def refresh_checks(self) -> None:
        """Problems of this card under the abilities pane, fields with a problem marked, face redrawn."""
        self.timer.stop()
        issues = [i for i in self.doc.issues() if i.card == self.index]
        lines = [issue_text(i, self.tr("card"), self.tr("set")) for i in issues]
        warned = {w.field: self._warning_text(w.field)
                  for w in language_warnings(self.doc.cards) if w.card == self.index}
        shown = [f"⚠ {t}" for t in [*lines, *warned.values()]]
        self.problems.setText("\n".join(shown) if shown else self.tr("✓ No problems in this card."))
        self.problems.setStyleSheet("color: #b3261e;" if lines else "color: #8a5300;" if warned else "color: #2e7d32;")
        bad = {i.form_field() for i in issues}
        for name, w in self.edits.items():
            w.setStyleSheet("border: 1px solid #d32f2f;" if name in bad else
                            "border: 1px solid #c77700;" if name in warned else "")
            tips = [t for i, t in zip(issues, lines, strict=True) if i.form_field() == name]
            w.setToolTip("\n".join([*tips, *([warned[name]] if name in warned else [])]))
        self._refresh_face(bool(issues))
        self.checked.emit()

    def _warning_text(self, field: str) -> str:
        """The player's words for a language left unwritten (langcheck.py): a warning, not a problem."""
        return {
            "name_ja": self.tr("The Japanese name is still the default while the English name was changed."),
            "name_en": self.tr("The English name is still the default while the Japanese name was changed."),
            "text_ja": self.tr("The Japanese text is still the default while the English text was changed."),
            "text_en": self.tr("The English text is still the default while the Japanese text was changed."),
        }[field]

    def _refresh_face(self, has_issues: bool) -> None:
        from .. import setlabels

        data, _ = self.doc.validate()
        if isinstance(data.get("labels"), dict) and self.doc.header.code:
            setlabels.put(self.doc.header.game, self.doc.header.code, data["labels"])  # names on the face
        cd = self.doc.card_def(self.index)
        if cd is not None:
            self.face.set_card(cd)
            self.face_note.setText(self.tr("Drawn without its abilities until they are fixed.")
                                   if has_issues and cd.abilities == () and self.doc.cards[self.index].abilities.strip()
                                   else "")
        else:
            self.face_note.setText(self.tr("The face shows the card as it last loaded; fix the marked fields.")
                                   if self.face.card is not None else "")
