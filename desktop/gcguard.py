"""Python's cyclic garbage collector runs on the GUI thread only.

Left automatic, a collection can start in whichever thread happens to allocate, e.g. a worker
reading a card set or an AI search; if it then frees a cycle holding Qt objects made on the
GUI thread, Qt destroys them off their thread and the process crashes (seen as a segfault in
a worker while "Garbage-collecting"). So the automatic collector is switched off and a GUI-thread
timer runs the same generational collections when the allocation counts call for them.
"""
from __future__ import annotations

import gc

from .qt import QCoreApplication, QObject, QTimer

_INTERVAL_MS = 250
_guard: _GuiCollector | None = None


class _GuiCollector(QObject):
    def __init__(self, parent: QObject) -> None:
        super().__init__(parent)
        self.timer = QTimer(self)
        self.timer.timeout.connect(self.check)
        self.timer.start(_INTERVAL_MS)
        gc.disable()

    def check(self) -> None:
        """Collect the oldest generation whose count passed its threshold (as gc itself would)."""
        counts, limits = gc.get_count(), gc.get_threshold()
        gen = next((g for g in (2, 1, 0) if counts[g] > limits[g]), None)
        if gen is not None:
            gc.collect(gen)


def install() -> None:
    """Collect garbage on the GUI thread from now on (idempotent; needs the application)."""
    global _guard
    app = QCoreApplication.instance()
    if _guard is None and app is not None:
        _guard = _GuiCollector(app)


def uninstall() -> None:
    """Back to automatic collection (tests that go on without an event loop)."""
    global _guard
    if _guard is not None:
        _guard.timer.stop()
        _guard.deleteLater()
        _guard = None
    gc.enable()
    gc.collect()
