"""What keeps the window responsive while the computer thinks, checked by structure, never by the
clock (speed targets live in benchmarks/bench_table.py): the face warmer draws in bounded slices,
the autosave is written off the GUI thread yet is on disk whenever the player is to answer, the log
takes a burst of lines in one insert, and playing on never changes the window's least size, moves
the log, or hides the flight layer (each of which repaints far more than what changed)."""
from __future__ import annotations

import json
import random

import carddb
from desktop.table import autosave
from desktop.table.autosave import GameSetup
from desktop.table.tableview import FaceWarmer
from engine.games import get_rules

from .test_table_helpers import start, wait_human


class _FakeClock:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


class _SlowFaces:
    """Stands in for CardPixmaps: each face "takes" `cost` seconds of the fake clock."""

    def __init__(self, clock: _FakeClock, cost: float) -> None:
        self.clock, self.cost = clock, cost
        self.done: set[tuple[str, int]] = set()
        self.drawn: list[tuple[str, int]] = []

    def is_cached(self, cd, width: int, dpr: float = 1.0) -> bool:  # type: ignore[no-untyped-def]
        return (cd.id, width) in self.done

    def pixmap(self, cd, width: int, dpr: float = 1.0) -> None:  # type: ignore[no-untyped-def]
        self.clock.now += self.cost
        self.done.add((cd.id, width))
        self.drawn.append((cd.id, width))


def _cards(db, n: int):  # type: ignore[no-untyped-def]
    pks = carddb.search_ids(db, "")[:n]
    defs = carddb.carddefs(db, pks)
    return [defs[pk] for pk in pks]


def test_face_warmer_never_draws_more_than_one_face_past_its_slice(app, db) -> None:  # type: ignore[no-untyped-def]
    cards = _cards(db, 12)
    for cost_in_slices in (3.0, 1.0, 0.4, 0.1):
        clock = _FakeClock()
        faces = _SlowFaces(clock, FaceWarmer.SLICE_S * cost_in_slices)
        w = FaceWarmer(faces)  # type: ignore[arg-type]
        w.clock = clock
        w.warm([(cd, 60) for cd in cards] + [(cd, 170) for cd in cards], 1.0)
        w.timer.stop()  # driven by hand below
        ticks = 0
        while w.queue:
            before, t0 = len(faces.drawn), clock.now
            w._work()
            n, spent = len(faces.drawn) - before, clock.now - t0
            assert n >= 1  # every slice gets on with it
            # no face is started once the slice is used up: at most one face goes past its end
            assert spent - faces.cost < FaceWarmer.SLICE_S + 1e-9
            ticks += 1
            assert ticks < 1000
        assert len(faces.drawn) == len(set(faces.drawn)) == 2 * len(cards)
        if cost_in_slices >= 1.0:
            assert ticks == 2 * len(cards)  # a face that fills the slice is drawn alone


def test_face_warmer_skips_drawn_faces_and_waits_after_a_change(app, db) -> None:  # type: ignore[no-untyped-def]
    cards = _cards(db, 6)
    clock = _FakeClock()
    faces = _SlowFaces(clock, FaceWarmer.SLICE_S * 2)
    faces.done = {(cd.id, 60) for cd in cards[:4]}
    w = FaceWarmer(faces)  # type: ignore[arg-type]
    w.clock = clock
    w.warm([(cd, 60) for cd in cards], 1.0)
    w.timer.stop()
    w.hold()
    w._work()
    assert faces.drawn == []  # the table just changed: this slice waits
    clock.now += FaceWarmer.HOLD_S
    w._work()
    w._work()
    assert faces.drawn == [(cards[4].id, 60), (cards[5].id, 60)] and not w.queue


def _setup_and_state(db, game: str = "victory_spark"):  # type: ignore[no-untyped-def]
    ds = [d for d in carddb.list_decks(db) if d.game == game]
    decks = [carddb.deck_carddefs(db, ds[0].id), carddb.deck_carddefs(db, ds[1].id)]
    s = get_rules(game).new_game(decks, 7)
    r = random.Random(2)
    for _ in range(12):
        s.apply_action(r.choice(s.legal_actions()))
    return GameSetup(game, 7, decks, [ds[0].name, ds[1].name], ["You", "Computer"], 0, "random"), s


def test_autosave_written_off_the_gui_thread_in_order_and_flushed_before_reading(db, tmp_path) -> None:  # type: ignore[no-untyped-def]
    setup, s = _setup_and_state(db)
    path = tmp_path / "autosave.json"
    positions = []
    r = random.Random(3)
    for _ in range(8):  # handed over without waiting: the newest one ends up on disk
        s.apply_action(r.choice(s.legal_actions()))
        positions.append(json.dumps(s.snapshot(), sort_keys=True))
        autosave.write(path, setup, s, wait=False)
    setup2, s2 = autosave.read(path)  # reading waits for what is still being written
    assert json.dumps(s2.snapshot(), sort_keys=True) == positions[-1]
    assert setup2.deck_names == setup.deck_names and autosave.summary(path)["turn"] == s.turn
    # the game ends while a write is pending: the file is gone and stays gone
    s.apply_action(s.legal_actions()[0])
    autosave.write(path, setup, s, wait=False)
    autosave.remove(path)
    autosave.flush()
    assert not path.exists() and not path.with_name(path.name + ".tmp").exists()
    # a write that fails is reported (OSError), on the next write or flush
    bad = tmp_path / "no such folder" / "autosave.json"
    try:
        autosave.write(bad, setup, s, wait=True)
    except OSError:
        pass
    else:
        raise AssertionError("a failed write was not reported")
    autosave.write(path, setup, s, wait=True)  # and the writer goes on
    assert path.exists()


def test_log_lines_reach_the_view_together(window, qtbot) -> None:  # type: ignore[no-untyped-def]
    c = start(window, qtbot, "victory_spark", seed=5)
    log = window.play_page.table.log
    wait_human(qtbot, c)
    log.flush()
    lines = log.line_count()
    for _ in range(3):
        wait_human(qtbot, c)
        if c.finished:
            break
        opts = c.options()
        c.submit(c.adapter.pass_action(opts) or opts[0])
    assert log.line_count() > lines  # known at once (copy, export, replay jumps use them)
    log.flush()
    assert log.text.document().blockCount() == log.line_count()  # one block per line, in order
    assert log.text.toPlainText().splitlines() == [t for _p, t, _r in log.lines]


def test_playing_on_keeps_the_window_layout_still(window, qtbot) -> None:  # type: ignore[no-untyped-def]
    c = start(window, qtbot, "vividz", seed=6)
    table = window.play_page.table
    c.set_autoplay(None)
    wait_human(qtbot, c)
    qtbot.wait(50)
    least = window.minimumSize()
    log_tops = [table.log.y()]
    overlay = table.board.overlay
    r = random.Random(4)
    answers = 0
    while answers < 25 and not c.finished:
        wait_human(qtbot, c)
        if c.finished:
            break
        c.submit(r.choice(c.options()))
        answers += 1
        qtbot.wait(5)
        assert window.minimumSize() == least  # a change would lay out and repaint the whole window
        assert overlay.isVisible()  # hiding or showing it would repaint the whole board
        log_tops.append(table.log.y())
    assert answers >= 10
    # the prompt keeps the room of its longest question so far: the log below it only ever moves
    # down, the few times a longer question comes up, never back and forth with every answer
    assert log_tops == sorted(log_tops) and len(set(log_tops)) <= 4
