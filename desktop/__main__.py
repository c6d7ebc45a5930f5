"""`python -m desktop` and the packaged app's entry point: the `tcgtable` command line
(no arguments: the desktop app; `--self-check`: the bundle's self-check)."""
from __future__ import annotations

import multiprocessing
import sys

if __name__ == "__main__":
    # first of all: in the packaged app, a process started by the computer player (spawn) runs this
    # executable again, and freeze_support turns that run into the helper (PyInstaller's hook makes
    # it work on every platform); a normal start passes through
    multiprocessing.freeze_support()
    from tcgtable.cli import main

    sys.exit(main())
