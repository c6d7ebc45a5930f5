"""Print one of the README's commands, so CI runs exactly what the README tells a newcomer.

    python3 scripts/readme_command.py app|tests|oldest
"""
from __future__ import annotations

import sys
from pathlib import Path

README = Path(__file__).resolve().parents[1] / "README.md"
# The paragraph each command follows (its first words), in README's "Quick start".
LEADS = {"app": "Install and launch", "tests": "Install and run the tests", "oldest": "Oldest versions"}


def command(which: str, text: str | None = None) -> str:
    """The first indented (code) line after the paragraph that starts with LEADS[which]."""
    lines = (README.read_text(encoding="utf-8") if text is None else text).splitlines()
    start = next(i for i, line in enumerate(lines) if line.startswith(LEADS[which]))
    return next(line.strip() for line in lines[start:] if line.startswith("    ") and line.strip())


if __name__ == "__main__":
    if len(sys.argv) != 2 or sys.argv[1] not in LEADS:
        sys.exit(f"usage: readme_command.py {'|'.join(LEADS)}")
    print(command(sys.argv[1]))
