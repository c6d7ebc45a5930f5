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
    # enough allocations to call for a collection even after the event loop frees a few objects
    keep = [_Node() for _ in range(5 * gc.get_threshold()[0])]  # noqa: F841 - kept until the collection
    assert alive() is not None  # nothing collected it outside the event loop
    counts, limits = gc.get_count(), gc.get_threshold()
    qtbot.waitUntil(lambda: alive() is None, timeout=3000)  # the GUI-thread timer did
    assert counts[0] > limits[0], (counts, limits)


def test_uninstall_restores_automatic_collection(window) -> None:  # type: ignore[no-untyped-def]
    from desktop import gcguard

    gcguard.uninstall()
    assert gc.isenabled()
    gcguard.install()
    assert not gc.isenabled()
