"""Garbage collection runs on the GUI thread only while the app is up (desktop/gcguard.py)."""
from __future__ import annotations

import gc
import weakref


class _Node:
    def __init__(self) -> None:
        self.me = self  # a reference cycle: only the cyclic collector frees it


def test_window_moves_collection_to_the_gui_thread(window, qtbot) -> None:  # type: ignore[no-untyped-def]
    assert not gc.isenabled()  # no collection can start in a worker thread
    gc.collect()
    node = _Node()
    alive = weakref.ref(node)
    del node
    for _ in range(gc.get_threshold()[0] + 10):  # enough allocations to call for a collection
        _Node()
    assert alive() is not None  # nothing collected it outside the event loop
    qtbot.waitUntil(lambda: alive() is None, timeout=3000)  # the GUI-thread timer did


def test_uninstall_restores_automatic_collection(window) -> None:  # type: ignore[no-untyped-def]
    from desktop import gcguard

    gcguard.uninstall()
    assert gc.isenabled()
    gcguard.install()
    assert not gc.isenabled()
