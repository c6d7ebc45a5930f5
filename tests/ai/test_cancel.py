"""An AI decision started in another thread stops within 100 ms of cancel()."""
from __future__ import annotations

import threading
import time

import pytest

from engine.ai.levels import make_agent

from .conftest import position


@pytest.mark.parametrize("spec", ["ismcts:60s", "ismcts:100000", "heuristic:100000"])
def test_cancel_returns_within_100ms(spec: str) -> None:
    s = position(41)
    p = s.current_player()
    agent = make_agent(spec + (",early=0" if spec.startswith("ismcts") else ""), 1)
    box: dict[str, object] = {}

    def think() -> None:
        box["action"] = agent.choose(s, p)
        box["done"] = time.perf_counter()

    th = threading.Thread(target=think, daemon=True)
    th.start()
    time.sleep(0.3)
    assert th.is_alive()  # still searching
    t0 = time.perf_counter()
    agent.cancel()
    th.join(timeout=2.0)
    assert not th.is_alive()
    assert float(box["done"]) - t0 < 0.1  # type: ignore[arg-type]
    assert box["action"] in s.legal_actions()


def test_cancel_clears_for_the_next_decision() -> None:
    s = position(42)
    agent = make_agent("ismcts:20,early=0", 1)
    agent.cancel()
    agent.choose(s, s.current_player())
    assert agent.last["iterations"] == 20
