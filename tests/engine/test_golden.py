"""Any behaviour change shows as a diff against the checked-in golden playthroughs."""
from __future__ import annotations

import difflib

import pytest

from tests.golden_playthrough import CASES, path, playthrough


@pytest.mark.parametrize("game,seed", CASES)
def test_golden_playthrough_unchanged(game: str, seed: int) -> None:
    want = path(game, seed).read_text(encoding="utf-8")
    got = playthrough(game, seed)
    if got != want:
        diff = "".join(list(difflib.unified_diff(want.splitlines(True), got.splitlines(True), "golden", "now"))[:60])
        pytest.fail("behaviour changed (regenerate with `python -m tests.golden_playthrough` if intended):\n" + diff)
