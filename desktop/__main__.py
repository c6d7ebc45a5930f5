"""`python -m desktop` and the packaged app's entry point: the `tcgtable` command line
(no arguments: the desktop app; `--self-check`: the bundle's self-check)."""
from __future__ import annotations

import sys

from tcgtable.cli import main

if __name__ == "__main__":
    sys.exit(main())
