"""Fixtures of the fuzz tests: the seed corpus (made once per test process) and a scratch folder
where failing inputs stay for the failure message to point at."""
from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from .seeds import Corpus, build_corpus
from .targets import TARGETS

OK = ("accepted", "clear", "skipped")
TIMEOUT = 10.0  # seconds per input: the contract


@pytest.fixture(scope="session")
def corpus(tmp_path_factory: pytest.TempPathFactory) -> Corpus:
    return build_corpus(tmp_path_factory.mktemp("fuzz-seeds"))


@pytest.fixture(scope="session")
def scratch(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp("fuzz-cases")


def explain(rec: dict[str, Any]) -> str:
    """A failure message an engineer can act on: what was fed to which reader, and where it broke."""
    t = TARGETS.get(rec.get("target", ""))
    lines = [f"{rec.get('outcome')}: {rec.get('detail', '')}",
             f"reader: {rec.get('target')} ({t.fmt if t else '?'}); input: {rec.get('path')} ({rec.get('size')} bytes)",
             f"made by: {rec.get('mutator')} from {rec.get('seed') or '-'}: {rec.get('note', '')}"]
    if rec.get("where") or rec.get("origin"):
        lines.append(f"raised at: {rec.get('where') or '-'} (innermost: {rec.get('origin') or '-'})")
    if rec.get("trace"):
        lines.append(rec["trace"][-3000:])
    return "\n".join(lines)
