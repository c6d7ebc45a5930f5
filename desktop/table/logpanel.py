"""The game log: the engine's events as lines for people (`engine.logtext`), newest at the bottom.

Card names in a line are links: hovering one shows the card (`card_hovered`). Text can be selected
and copied; Copy and Export (text or JSON) act on the whole log. Each line knows the position
(answers given) it belongs to: clicking a line emits `position_clicked` (the replay viewer jumps
there), and `mark(position)` highlights that position's lines and greys out the later ones.
A player's log hides what the player may not see (the engine renders private events for them).
Lines given during a game (`append_events`) are known at once (`lines`, `plain_text`); they reach
the text view together a moment later (`APPEND_DELAY_MS`), so a burst of answers costs one insert
and the window never does it in the same breath as redrawing the board.
"""
from __future__ import annotations

import html
import json
from pathlib import Path
from typing import Any

from engine.cards import CardDef
from engine.events import Event
from engine.logtext import log_lines
from engine.state import State

from .. import dialogs
from ..qt import (
    QColor,
    QDialog,
    QHBoxLayout,
    QLabel,
    QMouseEvent,
    QPoint,
    QPushButton,
    QStyle,
    Qt,
    QTextBrowser,
    QTextCharFormat,
    QTextCursor,
    QTextDocumentFragment,
    QTextEdit,
    QTextFormat,
    QTimer,
    QUrl,
    QVBoxLayout,
    QWidget,
    Signal,
)
from .logdigest import TurnDigest
from .logkept import KeptLog, blank_like
from .logstate import LogView, read_view, write_view

_NO_READER = -1  # the text view holds nobody's log yet (a reader is a seat or None, everything)


def _para(html_line: str) -> str:
    return f"<p style='margin:0 0 2px 0'>{html_line}</p>"


class _LogText(QTextBrowser):
    clicked_block = Signal(int)

    def mouseReleaseEvent(self, e: QMouseEvent) -> None:
        super().mouseReleaseEvent(e)
        if e.button() == Qt.MouseButton.LeftButton and not self.textCursor().hasSelection():
            block = self.cursorForPosition(e.position().toPoint()).block().blockNumber()
            self.clicked_block.emit(block)


def _link_names(text: str, e: Event, state: State, lang: str, hidden: bool) -> str:
    """The line as HTML with every card name it mentions linked to the card."""
    out = html.escape(text)
    if hidden:
        return out
    seen = set()
    for _k, v in e.data:
        if isinstance(v, str) and v in state.deftable and v not in seen:
            seen.add(v)
            label = html.escape(state.deftable[v].label(lang))
            if label and label in out:
                out = out.replace(label, f"<a href='card:{v}' style='color:#9fc3ff;text-decoration:none'>{label}</a>", 1)
    return out


APPEND_DELAY_MS = 30
REASON = "reason"  # a JSON record's kind for a line of what the computer weighed


def _reason_rows(position: int, lines: list[str]) -> list[tuple[int, str, str, dict[str, Any], bool]]:
    """Log rows (position, text, HTML, record, minor) for an explanation: its head, then its options indented."""
    return [(position, t, f"<span style='color:#a9b7d6'>{'&nbsp;&nbsp;&nbsp;' if n else ''}{html.escape(t)}</span>",
             {"position": position, "text": t, "kind": REASON}, False) for n, t in enumerate(lines)]


class LogPanel(QWidget):
    """The log of one game."""

    card_hovered = Signal(object)  # CardDef or None
    position_clicked = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.text = _LogText()
        self.text.setObjectName("gameLog")
        self.text.setOpenLinks(False)
        self.text.setStyleSheet("QTextBrowser#gameLog { background:#141826; color:#dfe4f0; border:none;"
                                " border-radius:6px; font-size:12px; }")
        self.text.highlighted.connect(self._on_hover_link)
        self.text.clicked_block.connect(self._on_block)
        self.text.anchorClicked.connect(self._on_hover_link)
        title = QLabel(self.tr("Log"))
        title.setStyleSheet("font-weight:600")
        self.copy_button = QPushButton(self.tr("Copy"))
        self.copy_button.setToolTip(self.tr("Copy the whole log as text"))
        self.copy_button.clicked.connect(self.copy_all)
        self.export_button = QPushButton(self.tr("Export…"))
        self.export_button.setToolTip(self.tr("Save the log as a text or JSON file"))
        self.export_button.clicked.connect(lambda: self.export())
        self.details = QPushButton(self.tr("Details"))
        self.details.setCheckable(True)
        self.details.setToolTip(self.tr("Show every step of the computer's turns (phases, cards turning), "
                                        "not only their summary and what the computer did"))
        self.details.toggled.connect(self._toggle_details)
        # "why did it do that?": the head's row has no room for it; the game table puts it beside Hint
        self.reasons = QPushButton(self.style().standardIcon(QStyle.StandardPixmap.SP_MessageBoxQuestion),
                                   self.tr("Why?"))
        self.reasons.setCheckable(True)
        self.reasons.setToolTip(self.tr("Why did it do that? Show under each of the computer's answers the options "
                                        "it weighed and the values it gave them"))
        self.reasons.toggled.connect(self._toggle_details)
        # an icon: the head's row has no room for a fourth word beside Details, Copy and Export
        self.enlarge = QPushButton(self.style().standardIcon(QStyle.StandardPixmap.SP_TitleBarMaxButton), "")
        self.enlarge.setAccessibleName(self.tr("Enlarge"))
        self.enlarge.setCheckable(True)
        self.enlarge.setToolTip(self.tr("Show the log in a window of its own, as large as you like"))
        self.enlarge.toggled.connect(self._toggle_window)
        self._window: QDialog | None = None
        self._viewer: int | None = None  # whose log this is (set_events)
        head = QHBoxLayout()
        head.setContentsMargins(0, 0, 0, 0)
        head.addWidget(title)
        head.addStretch(1)
        head.addWidget(self.details)
        head.addWidget(self.enlarge)
        head.addWidget(self.copy_button)
        head.addWidget(self.export_button)
        self._lay = lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.setSpacing(4)
        lay.addLayout(head)
        lay.addWidget(self.text, 1)
        self.away = QLabel(self.tr("The log is in its own window."))
        self.away.setObjectName("subtle")
        self.away.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.away.hide()
        lay.addWidget(self.away, 1)
        self.lines: list[tuple[int, str, dict[str, Any]]] = []  # position, plain text, JSON record
        self.minor: list[bool] = []  # per line: a small step of the computer's turn (folded)
        self.why: list[bool] = []  # per line: what the computer weighed (shown with `reasons`)
        self.weighed: dict[int, list[str]] = {}  # position -> the lines of the computer's answer there
        self._digest: TurnDigest | None = None
        self.cards: dict[str, CardDef] = {}
        self.marked = -1
        self._shown = 0  # lines in the text view
        self._queued: list[str] = []  # HTML of lines not in the text view yet
        self._html: list[str] = []  # HTML of every line, in the text view or queued
        # the other readers' logs, laid out (logkept.py); the documents are the panel's: one owned by
        # the text view would be deleted when the view is given another
        self.text.setDocument(blank_like(self.text.document(), self))
        self._kept: dict[int | None, KeptLog] = {}
        self._reader: int | None = _NO_READER  # whose log the text view holds (set_events)
        self._append_timer = QTimer(self)
        self._append_timer.setSingleShot(True)
        self._append_timer.setInterval(APPEND_DELAY_MS)
        self._append_timer.timeout.connect(self.flush)
        # the view kept beside the saved game (`bind_saved_view`): written a moment after a change
        self._saved: tuple[Path, str] | None = None
        self._restore: LogView | None = None
        self._last_view = LogView()
        self._save_timer = QTimer(self)
        self._save_timer.setSingleShot(True)
        self._save_timer.setInterval(400)
        self._save_timer.timeout.connect(self._save_view)
        self.text.verticalScrollBar().valueChanged.connect(lambda _v: self._view_changed())

    # -- content ------------------------------------------------------------------------------------
    def _render(self, state: State, events: list[tuple[int, Event]], lang: str, viewer: int | None,
                you: int | None) -> list[tuple[int, str, str, dict[str, Any], bool]]:
        """(position, text, html, record, minor) per line, with the computer's turn summaries."""
        out = []
        if self._digest is None or self._digest.you != you or self._digest.lang != lang:
            self._digest = TurnDigest(you, lang)
        for pos, e, line in log_lines(state, events, lang, viewer, you):
            summary, minor = self._digest.feed(e, line)
            if summary:
                out.append((pos, summary, f"<b style='color:#ffe08a'>{html.escape(summary)}</b>",
                            {"position": pos, "text": summary, "kind": "summary"}, False))
            hidden = viewer is not None and e.private is not None and e.private != viewer
            rec: dict[str, Any] = {"position": pos, "text": line}
            rec.update({"kind": e.kind} if hidden else e.to_json())
            out.append((pos, line, _link_names(line, e, state, lang, hidden), rec, minor))
        return out

    def set_events(self, state: State, events: list[tuple[int, Event]], lang: str, viewer: int | None,
                   you: int | None = None) -> None:
        """Replace the log with these (position, event) pairs, rendered for `viewer` (None: everything)
        and told to player `you` ("You", "the computer"; None: "Player 1 / Player 2")."""
        if self._window is not None and viewer != self._viewer:
            # another seat's log (hot-seat): it goes back under the table's handover cover, never
            # shown in a window of its own the cover does not hide
            self.enlarge.setChecked(False)
        self._viewer = viewer
        self.cards = dict(state.deftable)
        self._digest = None
        rows = self._with_reasons(self._render(state, events, lang, viewer, you))
        self._append_timer.stop()
        kept = self._show_document_of(viewer)
        self.lines = [(p, t, r) for p, t, _h, r, _m in rows]
        self.minor = [m for *_x, m in rows]
        self.why = [r.get("kind") == REASON for _p, _t, _h, r, _m in rows]
        self._html = [_para(h) for _p, _t, h, _r, _m in rows]
        if kept is not None and kept.holds_start_of(self._html, self.minor, self.why):
            # the reader's log as it was laid out: only the lines since are added
            self._shown = len(kept.html)
            self._queued = self._html[self._shown:]
            if kept.folds != self._folds():
                self._fold(0)
            self.flush()
        else:
            self._queued = []
            self.text.setHtml("".join(self._html))
            self._shown = len(rows)
            self._fold(0)
        self.marked = -1
        self._scroll_end()
        if self._restore is not None:
            view, self._restore = self._restore, None
            self.set_view(view)

    def _folds(self) -> tuple[bool, bool]:
        return self.details.isChecked(), self.reasons.isChecked()

    def _show_document_of(self, viewer: int | None) -> KeptLog | None:
        """Keep the log in the text view (its lines laid out so far) for its reader and put `viewer`'s kept
        one there instead (or an empty document): the kept log, which the caller shows again or fills anew."""
        doc = self.text.document()
        if self._reader != _NO_READER:
            n = self._shown
            self._kept[self._reader] = KeptLog(doc, self._html[:n], self.minor[:n], self.why[:n], self._folds())
        kept = self._kept.pop(viewer, None)
        self._reader = viewer
        if kept is not None:
            want = kept.doc
        else:  # a new one where the document shown is kept for another reader
            want = doc if not any(k.doc is doc for k in self._kept.values()) else blank_like(doc, self)
        self.text.setExtraSelections([])  # the marked position's (`mark`): set again for the new lines
        if want is not doc:
            self.text.setDocument(want)
        return kept

    def append_events(self, state: State, events: list[tuple[int, Event]], lang: str, viewer: int | None,
                      you: int | None = None) -> None:
        """Add these lines at the end (the text view gets them at the next `flush`, soon by itself)."""
        self.cards = dict(state.deftable)
        self._add_rows(self._render(state, events, lang, viewer, you))

    def _add_rows(self, rows: list[tuple[int, str, str, dict[str, Any], bool]]) -> None:
        if not rows:
            return
        new = [_para(h) for _p, _t, h, _r, _m in rows]
        self._queued.extend(new)
        self._html.extend(new)
        self.lines.extend((p, t, r) for p, t, _h, r, _m in rows)
        self.minor.extend(m for *_x, m in rows)
        self.why.extend(r.get("kind") == REASON for _p, _t, _h, r, _m in rows)
        if not self._append_timer.isActive():
            self._append_timer.start()

    # -- what the computer weighed ("why did it do that?", engine/ai/explain.py) --------------------------
    def add_reasons(self, position: int, lines: list[str]) -> None:
        """The lines telling what the computer weighed for its answer at `position` (already told to this
        log's reader: nothing hidden from them), added at the end and kept for later `set_events`."""
        if lines:
            self.weighed[position] = list(lines)
            self._add_rows(_reason_rows(position, lines))

    def keep_reasons(self, upto: int) -> None:
        """Forget what the computer weighed after position `upto` (a take-back went before it)."""
        self.weighed = {p: t for p, t in self.weighed.items() if p <= upto}

    def _with_reasons(self, rows: list[tuple[int, str, str, dict[str, Any], bool]]
                      ) -> list[tuple[int, str, str, dict[str, Any], bool]]:
        """`rows` with each kept explanation after the lines of its position."""
        if not self.weighed:
            return rows
        out: list[tuple[int, str, str, dict[str, Any], bool]] = []
        todo = sorted(self.weighed)
        j = 0
        for row in rows:
            while j < len(todo) and row[0] > todo[j]:
                out.extend(_reason_rows(todo[j], self.weighed[todo[j]]))
                j += 1
            out.append(row)
        for p in todo[j:]:
            out.extend(_reason_rows(p, self.weighed[p]))
        return out

    def flush(self) -> None:
        """Put the lines given since the last flush into the text view now."""
        self._append_timer.stop()
        if not self._queued:
            return
        html_rows, n = "".join(self._queued), len(self._queued)
        self._queued = []
        cur = QTextCursor(self.text.document())
        cur.movePosition(QTextCursor.MoveOperation.End)
        if self._shown:
            cur.insertBlock()
        cur.insertFragment(QTextDocumentFragment.fromHtml(html_rows))
        first = self._shown
        self._shown += n
        self._fold(first)
        self._scroll_end()

    def _fold(self, first: int) -> None:
        """Hide the small steps of the computer's turns from line `first` on, unless details are shown."""
        doc = self.text.document()
        block = doc.findBlockByNumber(first)
        start = block.position() if block.isValid() else 0
        i = first
        while block.isValid() and i < len(self.minor):
            block.setVisible(self._visible(i))
            block = block.next()
            i += 1
        # only the blocks from `first` on changed: marking the whole document made every flush lay out
        # the whole log again (a long game's log got slower line by line)
        doc.markContentsDirty(start, doc.characterCount() - start)

    def _toggle_details(self, _on: bool) -> None:
        self.flush()
        self._fold(0)
        self._scroll_end()
        self._view_changed()

    # -- the view kept with the saved game -----------------------------------------------------------
    def bind_saved_view(self, save_path: Path | None, key: str) -> None:
        """Keep this log's view (Details, scroll position) beside the saved game `save_path` of game
        `key`, and show the log as that file says at the next `set_events` (a resumed game)."""
        self._saved = (save_path, key) if save_path is not None else None
        self._restore = read_view(save_path, key) if save_path is not None else None
        self._last_view = self._restore or LogView()

    def view(self) -> LogView:
        """Details on or off, and the line at the top of the view (None: following the newest line)."""
        bar = self.text.verticalScrollBar()
        top = None
        if bar.value() < bar.maximum():
            top = self.text.cursorForPosition(QPoint(0, 0)).block().blockNumber()
        return LogView(self.details.isChecked(), top, self.reasons.isChecked())

    def set_view(self, view: LogView) -> None:
        """Show the log as `view` says (its top line once the text is laid out)."""
        self.details.setChecked(view.details)
        self.reasons.setChecked(view.reasons)
        if view.top is None:
            self._scroll_end()
            return
        self.flush()
        doc = self.text.document()
        block = doc.findBlockByNumber(min(view.top, max(0, doc.blockCount() - 1)))
        rect = doc.documentLayout().blockBoundingRect(block)
        self.text.verticalScrollBar().setValue(int(rect.top()))

    def _view_changed(self) -> None:
        if self._saved is not None:
            self._save_timer.start()

    def _save_view(self) -> None:
        if self._saved is None:
            return
        view = self.view()
        if view != self._last_view:  # lines arriving at the end of a followed log change nothing
            self._last_view = view
            write_view(self._saved[0], self._saved[1], view)

    # -- a window of its own -------------------------------------------------------------------------
    def _toggle_window(self, on: bool) -> None:
        """The log text moves into a window of its own (resizable, as tall as the screen) and back."""
        if on and self._window is None:
            win = QDialog(self.window())
            win.setWindowTitle(self.tr("Log"))
            win.setWindowFlag(Qt.WindowType.Window, True)
            win.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, False)
            wl = QVBoxLayout(win)
            wl.setContentsMargins(6, 6, 6, 6)
            top = self.view().top
            self._lay.removeWidget(self.text)
            wl.addWidget(self.text)
            self.away.show()
            win.finished.connect(lambda _r: self.enlarge.setChecked(False))
            screen = self.screen().availableGeometry() if self.screen() is not None else None
            height = round(screen.height() * 0.8) if screen is not None else 700
            win.resize(max(420, self.width() + 160), height)
            self._window = win
            win.show()
            self.set_view(LogView(self.details.isChecked(), top, self.reasons.isChecked()))
        elif not on and self._window is not None:
            win, self._window = self._window, None
            top = self.view().top
            win.layout().removeWidget(self.text)
            self._lay.insertWidget(1, self.text, 1)
            self.text.show()
            self.away.hide()
            win.close()
            win.deleteLater()
            self.set_view(LogView(self.details.isChecked(), top, self.reasons.isChecked()))

    def _visible(self, i: int) -> bool:
        return (self.details.isChecked() or not self.minor[i]) and (self.reasons.isChecked() or not self.why[i])

    def visible_lines(self) -> list[str]:
        """The lines shown now (the computer's small steps folded unless details are on, what it weighed
        unless reasons are on)."""
        return [t for i, (_p, t, _r) in enumerate(self.lines) if self._visible(i)]

    def _scroll_end(self) -> None:
        bar = self.text.verticalScrollBar()
        bar.setValue(bar.maximum())

    def line_count(self) -> int:
        return len(self.lines)

    def plain_text(self) -> str:
        return "\n".join(t for _p, t, _r in self.lines)

    # -- replay sync ---------------------------------------------------------------------------------
    def mark(self, position: int) -> None:
        """Highlight the lines of `position`, grey out those after it, and show them."""
        self.flush()
        self.marked = position
        doc = self.text.document()
        first = next((i for i, (p, _t, _r) in enumerate(self.lines) if p == position), None)
        later = next((i for i, (p, _t, _r) in enumerate(self.lines) if p > position), None)
        sels = []
        if first is not None:
            end = later if later is not None else len(self.lines)
            fmt = QTextCharFormat()
            fmt.setBackground(QColor("#2d3b6b"))
            fmt.setProperty(QTextFormat.Property.FullWidthSelection, True)
            for i in range(first, end):
                s = QTextEdit.ExtraSelection()
                s.cursor = QTextCursor(doc.findBlockByNumber(i))
                s.format = fmt
                sels.append(s)
        if later is not None:
            s = QTextEdit.ExtraSelection()
            c = QTextCursor(doc.findBlockByNumber(later))
            c.movePosition(QTextCursor.MoveOperation.End, QTextCursor.MoveMode.KeepAnchor)
            s.cursor = c
            f = QTextCharFormat()
            f.setForeground(QColor("#6b7390"))
            s.format = f
            sels.append(s)
        self.text.setExtraSelections(sels)
        target = first if first is not None else (later - 1 if later else len(self.lines) - 1)
        if target is not None and target >= 0:
            block = doc.findBlockByNumber(target)
            rect = self.text.document().documentLayout().blockBoundingRect(block)
            bar = self.text.verticalScrollBar()
            view_h = self.text.viewport().height()
            if rect.top() < bar.value() or rect.bottom() > bar.value() + view_h:
                bar.setValue(int(max(0.0, rect.top() - view_h / 2)))

    def _on_block(self, block: int) -> None:
        if 0 <= block < len(self.lines):
            self.position_clicked.emit(self.lines[block][0])

    def _on_hover_link(self, url: QUrl) -> None:
        s = url.toString()
        cd = self.cards.get(s[5:]) if s.startswith("card:") else None
        self.card_hovered.emit(cd)

    # -- copy / export -------------------------------------------------------------------------------
    def copy_all(self) -> None:
        from ..qt import QGuiApplication

        QGuiApplication.clipboard().setText(self.plain_text())

    def export(self, path: str | None = None) -> Path | None:
        """Save the log: JSON when the file name ends in .json, else text."""
        path = path or dialogs.save_file(self, self.tr("Export log"), "game-log.txt",
                                         self.tr("Text (*.txt);;JSON (*.json)"))
        if not path:
            return None
        p = Path(path)
        if p.suffix.lower() == ".json":
            p.write_text(json.dumps([r for _p, _t, r in self.lines], ensure_ascii=False, indent=1), encoding="utf-8")
        else:
            p.write_text(self.plain_text() + "\n", encoding="utf-8")
        return p
