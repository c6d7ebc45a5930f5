"""benchmarks/answer_agreement.py: how often searches answer alike at the same positions (the
tables of docs/ai.md, "Why more time does not play better")."""
from __future__ import annotations

from pathlib import Path

from tests.helpers import script_module

ROOT = Path(__file__).resolve().parents[1]


def test_agreement_counts_same_answers_over_all_and_wide_positions() -> None:
    tool = script_module(ROOT / "benchmarks" / "answer_agreement.py")
    sizes = [2, 3, 5, 2]
    out = {"x@1": ["a", "b", "c", "d"], "x@2": ["a", "z", "c", "y"], "y@1": ["q", "b", "c", "d"]}
    rows = {(a, b): rest for a, b, *rest in tool.agreement(sizes, out)}
    assert rows[("x@1", "x@2")] == [2, 4, 1, 2]
    assert rows[("x@1", "y@1")] == [3, 4, 2, 2]
    assert rows[("x@2", "y@1")] == [1, 4, 1, 2]


def test_a_deterministic_search_agrees_with_itself_at_real_positions() -> None:
    tool = script_module(ROOT / "benchmarks" / "answer_agreement.py")
    sizes, out = tool.answers("grid", 3, 7, ["ismcts:8", "ismcts:8"], [1])
    assert len(sizes) == 3 and all(n > 1 for n in sizes)
    # the same spec and seed twice collapse to one key; a second seed gives a second key
    assert list(out) == ["ismcts:8@1"]
    sizes, out = tool.answers("grid", 3, 7, ["ismcts:8"], [1, 2])
    assert list(out) == ["ismcts:8@1", "ismcts:8@2"] and all(len(v) == 3 for v in out.values())
    again = tool.answers("grid", 3, 7, ["ismcts:8"], [1, 2])[1]
    assert again == out
