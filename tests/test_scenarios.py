"""Runs every rules scenario under tests/scenarios as its own test (format: docs/scenarios.md)."""
from __future__ import annotations

from pathlib import Path

import pytest

from engine.scenario import load_scenarios, run_scenario

ROOT = Path(__file__).parent / "scenarios"
CASES = [(p, i, spec) for p in sorted(ROOT.rglob("*.yaml")) for i, spec in enumerate(load_scenarios(p))]


@pytest.mark.parametrize("path,index,spec", CASES,
                         ids=[f"{p.relative_to(ROOT)}::{s.get('name', i)}" for p, i, s in CASES])
def test_scenario(path: Path, index: int, spec: dict) -> None:
    outcome = run_scenario(spec, str(path))
    assert outcome.ok, "\n".join(outcome.failures)
