"""`python -m carddb ...`: the card database's commands on their own (the tcgtable command has them too)."""
from __future__ import annotations

import sys

from .cli import main

if __name__ == "__main__":
    sys.exit(main())
