"""A guard against a reference-count bug of the PySide6 build in use (seen with 6.12.0 on CPython 3.11).

Every call of a Qt method that returns nothing (`update()`, `setPen()`, `drawRect()`, ...) hands
Python a `None` it does not own, and `Signal.emit()` does the same with `True`: each call takes one
reference away, and after a few thousand calls the interpreter aborts ("deallocating None"). A
board repaints many cards many times, so the table would crash within minutes.

`pin_singletons()` checks for the bug with a harmless call and, only when it is there, gives `None`,
`True` and `False` a very large number of extra references (on CPython 3.12 and later they are
immortal anyway). Nothing changes with a correct PySide6 build.
"""
from __future__ import annotations

import ctypes
import sys

_PINNED = False
EXTRA = 1 << 40


def _leaks() -> bool:
    from ..qt import QObject, Signal

    class _Probe(QObject):
        sig = Signal()

    o = _Probe()
    n0, t0 = sys.getrefcount(None), sys.getrefcount(True)
    for _ in range(16):
        o.setObjectName("probe")
        o.sig.emit()
    return sys.getrefcount(None) <= n0 - 16 or sys.getrefcount(True) <= t0 - 16


def pin_singletons() -> bool:
    """Protect None, True and False when the bug is present; True if it was."""
    global _PINNED
    if _PINNED:
        return True
    if sys.implementation.name != "cpython" or sys.version_info >= (3, 12) or not _leaks():
        return False
    for obj in (None, True, False):
        ctypes.c_ssize_t.from_address(id(obj)).value += EXTRA
    _PINNED = True
    return True
