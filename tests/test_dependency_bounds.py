"""The lower bounds in pyproject.toml are the versions constraints-minimum.txt pins, so the
"oldest versions" run (README, .ci/oldest) tests exactly what the bounds promise."""
from __future__ import annotations

import re
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def _norm(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


def test_every_lower_bound_is_pinned_in_the_minimum_constraints() -> None:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    deps = list(project["dependencies"])
    for extra in ("test", "cluster"):  # what the README's test command installs
        deps += project["optional-dependencies"][extra]
    bounds = {}
    for d in deps:
        m = re.fullmatch(r"\s*([A-Za-z0-9_.-]+)\s*>=\s*([0-9][0-9.]*)\s*", d)
        assert m, f"{d!r}: every dependency has a plain lower bound (name>=version)"
        bounds[_norm(m.group(1))] = m.group(2)
    pins = {}
    for line in (ROOT / "constraints-minimum.txt").read_text(encoding="utf-8").splitlines():
        line = line.split("#", 1)[0].strip()
        if line:
            name, version = line.split("==")
            pins[_norm(name)] = version
    for name, low in bounds.items():
        assert name in pins, f"{name} has no pin in constraints-minimum.txt"
        assert [int(x) for x in pins[name].split(".")] == [int(x) for x in low.split(".")] + [0] * (
            pins[name].count(".") - low.count(".")), f"{name}: bound {low}, pinned {pins[name]}"
    assert set(pins) == set(bounds), "constraints-minimum.txt pins only what pyproject.toml bounds"
