"""The Vividz charge phase on the table (705.3 / 501.5): cards dropped on energy are chosen, shown
in the prompt, and go into energy together at Done."""
from __future__ import annotations

import os

import pytest

from engine.actions import Action
from engine.games import IMPLEMENTED

from .test_table_helpers import advance_until, drop_on, start, wait_human


@pytest.mark.rule("vividz:705.3")
@pytest.mark.rule("vividz:501.5")
def test_charged_cards_wait_for_done_and_go_together(window, qtbot) -> None:  # type: ignore[no-untyped-def]
    if "vividz" not in IMPLEMENTED:
        pytest.skip("Vividz is not registered")
    c = start(window, qtbot, "vividz", seed=4)
    table = window.play_page.table

    def charge(c):  # type: ignore[no-untyped-def]
        d = c.state.decision
        if d is None or d.kind != "charge" or d.player != 0:
            return None
        opts = [a for a in c.options() if a.kind == "energy"]
        return opts[0] if len(opts) >= 2 else None

    a = advance_until(qtbot, c, charge)
    assert a is not None, "no charge phase with two hand cards to charge"
    first = a.args[0]
    energy_before = list(c.state.zones["0.energy"])
    assert drop_on(table.board, first, "0.energy")
    wait_human(qtbot, c)
    # chosen, not moved yet: still in the hand, and the prompt names it
    assert c.state.zone_of[first] == "0.hand" and c.state.decision.kind == "charge"
    assert c.state.defs[first].label("en") in table.prompt.title.text()
    shot = os.environ.get("TCG_SHOT")  # a screenshot for review: TCG_SHOT=path.png
    if shot:
        qtbot.wait(200)  # let the layout settle
        table.window().grab().save(shot)
    second = next(a for a in c.options() if a.kind == "energy").args[0]
    assert drop_on(table.board, second, "0.energy")
    wait_human(qtbot, c)
    if c.state.decision is not None and c.state.decision.kind == "charge":
        assert c.submit(Action("done"))
    qtbot.waitUntil(lambda: c.state.zone_of[first] == "0.energy", timeout=5000)
    assert c.state.zone_of[second] == "0.energy"
    assert c.state.zones["0.energy"][:len(energy_before)] == energy_before
