"""A game in progress on the table: the board wired to a `GameController`.

The player drags cards onto the places the engine allows (they light up while dragging; a drop
anywhere else snaps back with the reason), clicks glowing cards, or answers in the prompt list;
Pass / Next (Space or F2) declines or goes on, Take back (Backspace) returns to the previous decision.
Stops (stopcontrol.py): the bar under the header says where the table asks; elsewhere it passes for the
player (F4: until the end of the turn, F6: until something happens, Esc stops).
While the computer thinks (on its worker thread) a busy bar shows; its moves fly across the board
at the chosen animation speed (Settings, or the Speed box here; Off makes them instant).

Hot-seat (two people, `controller.hotseat`): the table always shows the side of the seat to answer.
When that seat changes, the hand-over cover goes over the whole table first, then the board, the
prompt and the log are made again for the new seat (the log rendered for it: nothing it may not see);
Show my cards on the cover lets the new player answer.
"""
from __future__ import annotations

from engine.actions import Action
from engine.ai.explain import explain_lines
from engine.resultwords import result_words

from .. import dialogs
from ..cardpixmaps import CardPixmaps
from ..qt import (
    QAction,
    QComboBox,
    QEvent,
    QHBoxLayout,
    QKeySequence,
    QLabel,
    QMenu,
    QObject,
    QPoint,
    QPushButton,
    Qt,
    QWidget,
    Signal,
)
from ..settings import ANIMATION_FACTORS, ANIMATION_SPEEDS, AppSettings
from .banner import ResultBanner
from .controller import GameController, Step
from .handover import HandoverCover
from .hintbox import HintBox
from .hotseat import hotseat_result, hotseat_result_sentence, seat_name
from .picker import CardPicker, PickEntry
from .prompt import PromptPanel
from .standin import drag_targets
from .stopcontrol import StopControl
from .tableview import TableView
from .texts import pass_label, result_clause, result_text

FLIGHT_MS = 420  # a card's flight at speed "normal"
PAUSE_MS = 380  # and the pause after a computer's answer


class GameTable(TableView):
    """The table of a game against the computer."""

    new_game_requested = Signal()
    watch_replay_requested = Signal(int)
    game_over = Signal(object)

    def __init__(self, pixmaps: CardPixmaps, lang: str, settings: AppSettings | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(pixmaps, lang, parent)
        self.settings = settings
        self.controller: GameController | None = None
        self.board.delegate = self
        self.prompt = PromptPanel()
        self.prompt.chosen.connect(self.answer)
        self.prompt.focus_card.connect(self.board.set_focus)
        self.pass_button = QPushButton(self.tr("Pass"))
        self.pass_button.setObjectName("primary")
        self.pass_button.setToolTip(self.tr("Pass or go on (Space or F2; F4: until end of turn, F6: until something happens)"))
        self.pass_button.clicked.connect(self.do_pass)
        self.back_button = QPushButton(self.tr("Take back"))
        self.back_button.setToolTip(self.tr("Undo back to your previous decision (Backspace)"))
        self.back_button.clicked.connect(self.take_back)
        self.resign_button = QPushButton(self.tr("Resign"))
        self.resign_button.clicked.connect(self.resign)
        buttons = QHBoxLayout()
        buttons.addWidget(self.pass_button, 1)
        buttons.addWidget(self.back_button)
        self.side_panel.addWidget(self.prompt, 1)
        self.side_panel.addLayout(buttons)
        self.hint_box = HintBox(lang, self.log.reasons)  # the log's "why did it do that?" beside Hint
        self.side_panel.addWidget(self.hint_box)
        self.speed = QComboBox()
        self.speed.setToolTip(self.tr("How fast the computer's moves are shown (Off: instantly)"))
        names = {"off": self.tr("Off (instant)"), "slow": self.tr("Slow"), "normal": self.tr("Normal"),
                 "fast": self.tr("Fast")}
        for key in ANIMATION_SPEEDS:
            self.speed.addItem(names.get(key, key), key)
        current = str(settings.get("animation_speed")) if settings is not None else "normal"
        self.speed.setCurrentIndex(max(0, self.speed.findData(current)))
        self.speed.currentIndexChanged.connect(self._on_speed)
        speed_label = QLabel(self.tr("Speed"))
        speed_label.setObjectName("subtle")
        self.header.addWidget(speed_label)
        self.header.addWidget(self.speed)
        self.header.addWidget(self.resign_button)
        # the table page's keys work whatever widget of the page has focus (a window shortcut of a
        # widget only fires while the widget is visible, so other pages keep their keys)
        self.act_pass = self._key_action(self.tr("Pass / Next"), [Qt.Key.Key_Space, Qt.Key.Key_F2], self.do_pass)
        self.act_back = self._key_action(self.tr("Take back"), [Qt.Key.Key_Backspace], self.take_back)
        self.act_enter = self._key_action(self.tr("Answer the selected choice"), [Qt.Key.Key_Return, Qt.Key.Key_Enter],
                                          self.prompt.activate_current)
        self.act_digits = [self._key_action(str(n), [getattr(Qt.Key, f"Key_{n}")],
                                            lambda _=False, i=n - 1: self.prompt.choose_index(i))
                           for n in range(1, 10)]
        self.banner = ResultBanner(self.board)
        self.banner_title, self.banner_text = self.banner.title, self.banner.text
        self.watch_button, self.again_button = self.banner.watch_button, self.banner.again_button
        self.watch_button.clicked.connect(self._watch)
        self.again_button.clicked.connect(self.new_game_requested)
        self.stopctl = StopControl(self)
        self.phase_row.addWidget(self.stopctl.bar)
        self.picker = CardPicker(pixmaps, self.board)
        self.picker.chosen.connect(lambda row: self.prompt.choose_index(row))
        self.picker.current.connect(lambda row: self.prompt.list.setCurrentRow(row))
        self.picker.hovered.connect(self._preview)
        self.prompt.row_selected.connect(self.picker.select_row)
        self.prompt.row_selected.connect(self._row_consequences)
        self.board.installEventFilter(self)
        self.cover = HandoverCover(self)
        self.cover.revealed.connect(self._on_revealed)
        # a fixed least size: what the labels and the prompt show changes with every answer, and a
        # change of the window's least size makes the whole window lay out and repaint
        self.setMinimumSize(self.minimumSizeHint())
        self._dropped: int | None = None
        self._menu: QMenu | None = None
        self._drop_hint = ""  # the consequence shown while dragging over a place
        self._refreshed: tuple[object, ...] | None = None
        self.thinking = False
        self.max_gap_ms = 0.0

    # -- the game ------------------------------------------------------------------------------------
    def start(self, controller: GameController) -> None:
        """Show `controller`'s game and let it run."""
        self.stop()
        self.controller = controller
        self.human = controller.human
        self.hotseat = controller.hotseat
        self.names = list(controller.setup.players)
        self.banner.hide()
        c = controller
        if c.handover_pending:  # a resumed hot-seat game: whoever is at the screen passes it on first
            self.cover.show_for(seat_name(c.human, self.names))
        else:
            self.cover.hide()
        c.reset.connect(self._on_reset)
        c.seat_changed.connect(self._on_seat_changed)
        c.stepped.connect(self._on_step)
        c.thinking.connect(self._on_thinking)
        c.over.connect(self._on_over)
        c.notice.connect(self.flash)
        self.stopctl.attach(c)
        self.hint_box.attach(c)
        self.setup_board(c.state, c.adapter, c.eyes, c.human)
        self._fit_priority()
        self._on_speed()
        self.log.bind_saved_view(c.save_path, f"{c.setup.game}:{c.setup.seed}")  # Details and scroll survive a resume
        c.start()

    def stop(self) -> None:
        """Stop the computer of the current game (it stays saved)."""
        if self.controller is not None:
            c = self.controller
            for sig, slot in ((c.reset, self._on_reset), (c.stepped, self._on_step), (c.thinking, self._on_thinking),
                              (c.over, self._on_over), (c.notice, self.flash), (c.seat_changed, self._on_seat_changed)):
                try:
                    sig.disconnect(slot)
                except (RuntimeError, TypeError):
                    pass
            self.stopctl.detach()
            self.hint_box.attach(None)
            c.shutdown()
            self.controller = None
            self.picker.close_choices()

    def _key_action(self, text: str, keys: list[Qt.Key], slot: object) -> QAction:
        act = QAction(text, self)
        act.setShortcuts([QKeySequence(k) for k in keys])
        act.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        act.triggered.connect(slot)  # type: ignore[arg-type]
        self.addAction(act)
        return act

    def _thinking_text(self) -> str:
        text = self.tr("The computer is thinking…")
        return f"<b style='color:#3c5bd6'>{text}</b>"

    def _fit_priority(self) -> None:
        """Give the header's "to answer" label the width of its longest text, so that changing it
        between answers never lays the header out again."""
        label, keep = self.priority, self.priority.text()
        width = 0
        for text in (self._thinking_text(), self.priority_text(0), self.priority_text(1)):
            label.setText(text)
            width = max(width, label.sizeHint().width())
        label.setText(keep)
        label.setMinimumWidth(width)

    def anim_ms(self) -> int:
        key = str(self.speed.currentData() or "normal")
        return round(FLIGHT_MS * ANIMATION_FACTORS.get(key, 1.0))

    def _on_speed(self, *_: object) -> None:
        key = str(self.speed.currentData() or "normal")
        if self.settings is not None and self.settings.get("animation_speed") != key:
            self.settings.set("animation_speed", key)
        if self.controller is not None:
            self.controller.pace_ms = self.anim_ms() + round(PAUSE_MS * ANIMATION_FACTORS.get(key, 1.0))

    def _on_reset(self) -> None:
        c = self.controller
        assert c is not None
        if self.perspective != c.eyes or self.human != c.human:
            self._turn_to(c.human)
        self.show_state(c.state)
        self.log.keep_reasons(len(c.state.history))
        self.log.set_events(c.state, c.events_log(), self.lang, c.log_viewer, c.you)
        self._refresh(force=True)

    def _on_seat_changed(self, seat: int) -> None:
        """Hot-seat: the other person answers now. The cover goes up before anything of their side is
        made, then the whole table turns to their side (the log rendered again, for them)."""
        self.cover.show_for(seat_name(seat, self.names))
        self._on_reset()  # turns to the controller's seat, now `seat`; the log has no "You" in hot-seat

    def _turn_to(self, seat: int) -> None:
        """Show the table from `seat`'s side, with nothing left of what the other side was shown."""
        c = self.controller
        assert c is not None
        self.board.overlay.finish()
        self.picker.close_choices()
        self.close_zone_dialogs()
        if self._menu is not None:
            self._menu.close()
        self.toast.hide()  # a refusal or a consequence may name a hand card
        self.prompt.show_consequence("")
        self.human = seat
        self.setup_board(c.state, c.adapter, c.eyes, seat)  # the preview is emptied too

    def _on_revealed(self) -> None:
        c = self.controller
        if c is None:
            return
        c.hand_over()
        self._refresh(force=True)
        self.board.setFocus()

    def _on_step(self, step: Step) -> None:
        c = self.controller
        assert c is not None
        skip = (self._dropped,) if self._dropped is not None and step.by_human else ()
        self._dropped = None
        self.show_state(c.state, step.moves, self.anim_ms(), skip)
        self.log.append_events(c.state, [(step.position, e) for e in step.events], self.lang, c.log_viewer, c.you)
        if step.weighed is not None:  # a computer's answer, told to the seat at the table
            self.log.add_reasons(step.position, explain_lines(step.weighed[0], c.state, step.player, c.human,
                                                              step.action, step.weighed[1], self.lang))
        self.preview_events(c.state, step.events, c.log_viewer)
        self._refresh()

    def _on_thinking(self, on: bool) -> None:
        self.thinking = on
        self.busy.setVisible(on)
        if on:
            self.priority.setText(self._thinking_text())
        elif self.controller is not None:
            self._update_status(self.controller.state)
            self._refresh()

    def _refresh(self, force: bool = False) -> None:
        """The prompt, the glowing cards and the buttons for the current position (done once per
        position unless `force`d)."""
        c = self.controller
        if c is None:
            return
        key = (id(c.state), len(c.state.history), c.finished, c.autoplay, c.handover_pending, c.human)
        if key == self._refreshed and not force:
            return
        self._refreshed = key
        self.hint_box.refresh()
        opts = c.options()
        if opts:
            shown = self._shown_iids()
            subject = c.adapter.decision_subject(c.state)
            self.board.set_candidates(c.candidates(), focus=subject, live=(c.state, c.human))
            if subject is not None:  # what the decision is about, with its text
                self.preview.set_card(c.state.defs[subject])
            self.prompt.show_decision(c.state, opts, c.adapter, self.lang, where=self._place_of,
                                      glowing=bool(self.board.candidates & shown))
            self._offer_picker(shown)
            pa = c.adapter.pass_action(opts)
            self.pass_button.setText(pass_label(pa, len(opts) == 1))
            self.pass_button.setEnabled(pa is not None)
            self.act_pass.setEnabled(pa is not None)
        else:
            if c.finished and c.hotseat:
                text = hotseat_result_sentence(c.state.rules.id, c.state.result, self.lang, self.names)
            elif c.finished:
                text = result_text(c.state.result, c.human, c.state.rules.id, self.lang)
            elif c.autoplay:
                text = self.tr("Playing automatically…")
            elif c.auto_pending:
                text = self.tr("Passing…")
            elif c.hotseat:
                text = self.tr("Waiting for %1…").replace("%1", seat_name(c.state.current_player(), self.names))
            else:
                text = self.tr("Waiting for the computer…")
            self.prompt.show_waiting(text)
            self.picker.close_choices()
            self.board.set_candidates(set(), live=(c.state, c.human))
            self.pass_button.setText(self.tr("Pass"))
            self.pass_button.setEnabled(False)
            self.act_pass.setEnabled(False)
        back = c.can_take_back()
        self.back_button.setEnabled(back)
        self.act_back.setEnabled(back)
        self.resign_button.setEnabled(not c.finished)
        keys = not self.cover.covering  # under the cover no key answers, so a stray one cannot
        for act in (self.act_enter, *self.act_digits):
            act.setEnabled(keys)
        if not keys:
            self.act_pass.setEnabled(False)
            self.act_back.setEnabled(False)

    def _on_over(self, result: object, replay_id: object) -> None:
        c = self.controller
        human = c.human if c is not None else None
        game = c.state.rules.id if c is not None else ""
        if c is not None and c.hotseat:  # the winner by name: "You won" would tell the wrong person
            head, why = hotseat_result(game, result, self.lang, self.names)
        else:
            head, why, _clause = result_words(game, result, self.lang, human)
        self.banner_title.setText(head)
        self.banner_text.setText(why[:1].upper() + why[1:] if why else "")
        clause = result_clause(result, game, self.lang)
        self.banner.setToolTip(self.tr("Rule: %1").replace("%1", clause) if clause else "")
        self.watch_button.setEnabled(isinstance(replay_id, int))
        self.banner.adjustSize()
        self._place_banner()
        self.banner.show()
        self.banner.raise_()
        self._refresh(force=True)
        self.game_over.emit(result)

    def _watch(self) -> None:
        if self.controller is not None and self.controller.replay_id is not None:
            self.watch_replay_requested.emit(self.controller.replay_id)

    def _place_banner(self) -> None:
        b = self.banner
        b.move((self.board.width() - b.width()) // 2, (self.board.height() - b.height()) // 2)

    def _place_of(self, iid: int) -> str:
        c = self.controller
        return self._zone_name(c.state.zone_of[iid]) if c is not None else ""

    def _shown_iids(self) -> set[int]:
        """The cards whose faces the table shows."""
        return {cv.iid for z in self.board.zones.values() if z.zone is not None for cv in z.zone.cards
                if cv.card_id is not None and cv.iid is not None}

    def _offer_picker(self, shown: set[int]) -> None:
        """The answers about cards that are not to be seen on the table open the card picker."""
        entries = [PickEntry(r.card, k, r.copies) for k, r in enumerate(self.prompt.rows)
                   if r.card is not None and (r.iid is None or r.iid not in shown)]
        if entries:
            self.picker.show_choices(self.prompt.title.text(), entries)
        else:
            self.picker.close_choices()

    def eventFilter(self, obj: QObject, e: QEvent) -> bool:
        if obj is self.board and e.type() == QEvent.Type.Resize and self.picker.isVisible():
            self.picker.place()
        if obj is self.board and e.type() == QEvent.Type.Resize and self.banner.isVisible():
            self._place_banner()
        return super().eventFilter(obj, e)

    # -- answering -----------------------------------------------------------------------------------
    def answer(self, action: Action) -> bool:
        if self.controller is None:
            return False
        return self.controller.submit(action)

    def do_pass(self) -> None:
        c = self.controller
        if c is None:
            return
        opts = c.options()
        a = c.adapter.pass_action(opts) if opts else None
        if a is not None:
            self.answer(a)

    def take_back(self) -> None:
        if self.controller is not None and not self.controller.take_back():
            self.flash(self.tr("There is nothing to take back."))

    def resign(self) -> None:
        if self.controller is not None and not self.controller.finished and dialogs.confirm(
                self, self.tr("Resign"), self.tr("Resign this game?"), default_no=True):
            self.controller.resign()

    # -- the board's questions (BoardDelegate) ---------------------------------------------------------
    def drop_targets(self, iid: int) -> set[str]:
        return self.controller.drop_targets(iid) if self.controller is not None else set()

    def can_drag(self, iid: int) -> bool:
        return bool(self.drop_targets(iid))

    def _card_name(self, iid: int) -> str:
        c = self.controller
        if c is None or self.model is None:
            return "?"
        found = self.model.card(iid)
        cd = self.card_defs.get(found[1].card_id) if found and found[1].card_id else None
        return cd.label(self.lang) if cd is not None else "?"

    def _zone_name(self, key: str) -> str:
        z = self.board.zones.get(key)
        if z is None:
            return key
        if z.zone is not None and z.zone.player is not None and z.zone.player != self.human:
            return self.tr("%1 (opponent)").replace("%1", z.label)
        return z.label

    def refusal(self, iid: int, key: str) -> str:
        """Why card `iid` cannot go to zone `key` now."""
        c = self.controller
        if c is None or not c.human_to_act():
            return self.tr("Wait: it is not your turn to answer.")
        name = self._card_name(iid)
        acts = c.actions_for(iid)
        stood = drag_targets(self.board, iid) if not acts else set()  # a card standing in for another (standin.py)
        if not acts and not stood:
            return self.tr("“%1” cannot be used now.").replace("%1", name)
        targets = sorted({self._zone_name(k) for k in (stood or c.drop_targets(iid))})
        if not targets:
            return self.tr("“%1” is not played by dragging now: click it, or pick an answer in the list.").replace("%1", name)
        return (self.tr("“%1” cannot go to %2. It can go to: %3.").replace("%1", name)
                .replace("%2", self._zone_name(key)).replace("%3", ", ".join(targets)))

    def try_drop(self, iid: int, key: str) -> bool:
        c = self.controller
        a = c.drop_action(iid, key) if c is not None else None
        if a is None:
            self.flash(self.refusal(iid, key))
            return False
        self._dropped = iid
        return self.answer(a)

    def _consequence_text(self, action: Action) -> str:
        c = self.controller
        lines = c.consequences(action, self.lang) if c is not None else []
        return (self.tr("If you do: %1").replace("%1", " ".join(lines))) if lines else ""

    def drop_hovered(self, iid: int, key: str, inside: bool) -> None:
        """Over a lit place while dragging: what the drop there would also do, before it is made."""
        c = self.controller
        a = c.drop_action(iid, key) if c is not None and inside else None
        text = self._consequence_text(a) if a is not None else ""
        if text:
            self.flash(text, 6000)
        elif self.toast.isVisible() and self.last_message == self._drop_hint:
            self.toast.hide()  # only the hint this drag showed, not another message
        self._drop_hint = text

    def _row_consequences(self, row: int) -> None:
        """An answer selected in the list: what it would also do, in the hint under the question."""
        rows = self.prompt.rows
        text = self._consequence_text(rows[row].action) if 0 <= row < len(rows) else ""
        self.prompt.show_consequence(text)

    def card_clicked(self, iid: int, global_pos: QPoint) -> None:
        c = self.controller
        if c is None or not c.human_to_act():
            return
        acts = c.actions_for(iid)
        if not acts:
            return
        kind = c.state.decision.kind if c.state.decision else ""
        if len(acts) == 1 and kind not in c.adapter.menu_kinds:
            self.answer(acts[0])
            return
        menu = QMenu(self)
        for a in acts:
            text = c.rules.describe_action(c.state, a, self.lang)
            menu.addAction(text).triggered.connect(lambda _=False, a=a: self.answer(a))
        self._menu = menu
        menu.popup(global_pos)

    def who(self, p: int) -> str:
        return self.player_name(p)
