"""Everything the rules make public is on the board: both hands' sizes (0 included), damage as
damage, Vividz counters, and no card of a previous game left in the preview."""
from __future__ import annotations

from desktop.table.games import adapter_for

from .test_table_helpers import start, wait_human


def test_both_hand_sizes_are_shown(window, qtbot) -> None:  # type: ignore[no-untyped-def]
    c = start(window, qtbot, "victory_spark", seed=21)
    wait_human(qtbot, c)
    board = window.play_page.table.board
    for p in (0, 1):
        z = board.zones[f"{p}.hand"]
        assert z.count_text().endswith(f"· {len(c.state.zones[f'{p}.hand'])}")  # 0 at the start


def test_vividz_counters_are_on_the_board() -> None:
    ad = adapter_for("vividz")
    caption, value = ad.badge({"counters": {"Flame": 2, "Tide": 0}}, "en")
    assert (caption, value) == ("Counters", "Flame 2")
    assert ad.badge({"counters": {}}, "ja") == ("", "")
    assert ad.layout([]).badge is not None


def test_a_new_game_starts_with_an_empty_preview(window, qtbot) -> None:  # type: ignore[no-untyped-def]
    c = start(window, qtbot, "victory_spark", seed=21)
    wait_human(qtbot, c)
    table = window.play_page.table
    table.preview.set_card(next(iter(c.state.deftable.values())))
    window.play_page.table.stop()
    c2 = start(window, qtbot, "vividz", seed=3)
    assert table.preview.card is None or table.preview.card.id in c2.state.deftable
    assert table.preview.card is None or table.preview.card.game == "vividz"


def test_victory_spark_attacks_by_dragging_the_ring_card_onto_the_opponent(window, qtbot) -> None:  # type: ignore[no-untyped-def]
    from .test_table_helpers import drop_on

    c = start(window, qtbot, "victory_spark", seed=14)
    table = window.play_page.table

    a = None
    for _ in range(300):  # play on, first answer each time, until the player may attack
        wait_human(qtbot, c)
        if c.finished:
            break
        a = next((x for x in c.options() if x.kind == "attack"), None)
        if a is not None:
            break
        c.submit(c.options()[0])
    assert a is not None, "no attack came up"
    ring = c.state.zones["0.ring"][-1]
    assert ring in table.board.candidates  # the ring card glows: a click attacks too
    targets = table.board.begin_drag(ring)
    assert "1.ring" in targets
    n = len(c.state.history)
    assert drop_on(table.board, ring, "1.ring")
    table.board.end_drag()
    assert c.state.history[n] == (0, a)


def test_each_game_is_told_in_its_own_terms() -> None:
    """No "waiting room" in Vividz, no "trash" in Victory Spark: a question uses its game's zones."""
    from desktop.table.texts import prompt_title
    from engine.games import get_rules
    from tests.helpers import precon_decks

    kinds = ("discard", "discard_cost", "pay_energy", "energy", "block", "support", "choose", "slot", "keep", "charge")
    for game, foreign in (("vividz", "waiting room"), ("victory_spark", "trash")):
        state = get_rules(game).new_game(precon_decks(game), 1)
        for kind in kinds:
            assert foreign not in prompt_title(state, kind, ("x", 1), "en"), (game, kind)
