"""Work off the GUI thread: a function runs on Qt's thread pool, reports progress and can be
cancelled; results and errors come back to the GUI thread by signal. Widgets are never touched
from the worker."""
from __future__ import annotations

import threading
import traceback
from collections.abc import Callable
from typing import Any

from .dialogs import describe
from .qt import QObject, QProgressDialog, QRunnable, Qt, QThreadPool, QWidget, Signal


class Cancelled(Exception):
    """Raised inside a task by `Progress.check()` after the user pressed Cancel."""


class Progress:
    """Handed to a task function: `progress(done, total, label)` reports, `check()` stops if cancelled."""

    def __init__(self, signals: _Relay) -> None:
        self._signals = signals
        self._cancel = threading.Event()

    def __call__(self, done: int, total: int, label: str = "") -> None:
        self._signals.progress.emit(done, total, label)

    def cancel(self) -> None:
        self._cancel.set()

    @property
    def cancelled(self) -> bool:
        return self._cancel.is_set()

    def check(self) -> None:
        if self._cancel.is_set():
            raise Cancelled()


class TaskSignals(QObject):
    """A task's signals, always delivered on the GUI thread (connect anything to them)."""

    progress = Signal(int, int, str)
    finished = Signal(object)  # the task's result
    failed = Signal(str)  # a message for the user
    cancelled = Signal()


class _Relay(QObject):
    """What the worker thread emits. Each signal is connected to the same-named signal of a
    TaskSignals living on the GUI thread: a signal-to-signal connection between threads is queued,
    so Python callables connected to TaskSignals run on the GUI thread (a callable connected
    straight to a signal emitted by a worker would run on the worker)."""

    progress = Signal(int, int, str)
    finished = Signal(object)
    failed = Signal(str)
    cancelled = Signal()


class _Runnable(QRunnable):
    def __init__(self, task: Task) -> None:
        super().__init__()
        self.task = task
        self.setAutoDelete(False)  # the Task keeps it (PySide may collect a runnable nobody references)

    def run(self) -> None:
        t = self.task
        out = t.relay
        try:
            result = t.fn(t.progress)
        except Cancelled:
            out.cancelled.emit()
        except Exception as e:  # noqa: BLE001 - reported to the user, never lost
            msg = describe(e)  # a refused file: its name, the place in it and the problem
            if not isinstance(e, (OSError, ValueError, LookupError)) and not _is_user_error(e):
                msg = f"{msg}\n\n{traceback.format_exc(limit=6)}"
            out.failed.emit(msg)
        else:
            out.finished.emit(result)
        finally:
            t.done.set()


def _is_user_error(e: Exception) -> bool:
    try:
        import carddb
        from engine.errors import EngineError
    except ImportError:  # pragma: no cover
        return False
    return isinstance(e, (carddb.CardDBError, EngineError))


class Task:
    """A function run on the thread pool: `fn(progress) -> result`."""

    def __init__(self, fn: Callable[[Progress], Any]) -> None:
        self.fn = fn
        self.signals = TaskSignals()
        self.relay = _Relay()
        for name in ("progress", "finished", "failed", "cancelled"):
            getattr(self.relay, name).connect(getattr(self.signals, name))
        self.progress = Progress(self.relay)
        self.done = threading.Event()
        self.dialog: TaskDialog | None = None
        self._runnable: _Runnable | None = None

    def start(self, pool: QThreadPool | None = None) -> Task:
        self._runnable = _Runnable(self)
        (pool or QThreadPool.globalInstance()).start(self._runnable)
        return self

    def cancel(self) -> None:
        self.progress.cancel()


class TaskDialog(QProgressDialog):
    """A progress dialog for one task, with a Cancel button that asks the task to stop."""

    def __init__(self, parent: QWidget | None, title: str, label: str, task: Task) -> None:
        super().__init__(label, self.tr("Cancel"), 0, 0, parent)
        self.setWindowTitle(title)
        self.setWindowModality(Qt.WindowModality.WindowModal)
        self.setMinimumDuration(250)
        self.setAutoClose(False)
        self.setAutoReset(False)
        self.task = task
        self.canceled.connect(self._on_cancel)
        task.signals.progress.connect(self._on_progress)
        for sig in (task.signals.finished, task.signals.failed, task.signals.cancelled):
            sig.connect(self._close)

    def _on_cancel(self) -> None:
        self.setLabelText(self.tr("Cancelling…"))
        self.task.cancel()

    def _on_progress(self, done: int, total: int, label: str) -> None:
        if total > 0:
            self.setMaximum(total)
            self.setValue(min(done, total))
        if label:
            self.setLabelText(label)

    def _close(self, *_: object) -> None:
        self.reset()
        self.hide()
        self.deleteLater()


def run_task(parent: QWidget | None, title: str, label: str, fn: Callable[[Progress], Any],
             on_done: Callable[[Any], None], on_error: Callable[[str], None],
             on_cancel: Callable[[], None] | None = None) -> Task:
    """Run `fn` off the GUI thread with a progress dialog; the callbacks run on the GUI thread."""
    task = Task(fn)
    task.signals.finished.connect(on_done)
    task.signals.failed.connect(on_error)
    if on_cancel is not None:
        task.signals.cancelled.connect(on_cancel)
    task.dialog = TaskDialog(parent, title, label, task)
    return task.start()
