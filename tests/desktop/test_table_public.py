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
