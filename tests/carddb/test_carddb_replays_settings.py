"""Replays and settings storage."""
from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from carddb import (
    CardDB,
    NotFound,
    counts,
    delete_replay,
    get_replay,
    get_setting,
    list_replays,
    save_replay,
    set_setting,
)


def test_replays_save_list_get_delete(db: CardDB) -> None:
    t0 = datetime(2026, 1, 2, 3, 4, 5, tzinfo=UTC)
    a = save_replay(db, "victory_spark", content='{"format": 1}', players=["Ann", "AI (heuristic)"],
                    decks=["Flower Rush", "Starter"], result="Ann won", played_at=t0, length=42)
    b = save_replay(db, "vividz", path="/replays/b.json", players=["Bo", "Cy"], result="draw",
                    played_at=t0 + timedelta(days=1), length=7)
    assert [r.id for r in list_replays(db)] == [b, a]  # newest first
    assert [r.id for r in list_replays(db, "victory_spark")] == [a]
    rec = get_replay(db, a)
    assert rec.content == '{"format": 1}'
    i = rec.info
    assert (i.game, i.players, i.decks, i.result, i.played_at, i.length, i.has_content) == (
        "victory_spark", ["Ann", "AI (heuristic)"], ["Flower Rush", "Starter"], "Ann won", t0, 42, True)
    rb = get_replay(db, b)
    assert rb.content is None and rb.info.path == "/replays/b.json" and not rb.info.has_content
    assert counts(db)["replays"] == 2
    delete_replay(db, a)
    with pytest.raises(NotFound):
        get_replay(db, a)
    with pytest.raises(ValueError):
        save_replay(db, "vividz")


def test_settings_round_trip_json_values(db: CardDB) -> None:
    assert get_setting(db, "ui.language") is None
    assert get_setting(db, "ui.language", "en") == "en"
    set_setting(db, "ui.language", "ja")
    set_setting(db, "ui.window", {"w": 1200, "h": 800, "maximized": False, "recent": ["a", "b"]})
    set_setting(db, "ui.language", "en")
    assert get_setting(db, "ui.language") == "en"
    assert get_setting(db, "ui.window") == {"w": 1200, "h": 800, "maximized": False, "recent": ["a", "b"]}


@pytest.mark.parametrize("stored", ["{not json", "", "9" * 5000, "[" * 100_000, "\ufffd\x00"])
def test_damaged_setting_reads_as_the_default_with_a_warning(db: CardDB, stored: str,
                                                            caplog: pytest.LogCaptureFixture) -> None:
    from sqlalchemy import text

    set_setting(db, "ui.window", {"w": 1200})
    with db.engine.begin() as conn:  # a row damaged outside the program
        conn.execute(text("UPDATE settings SET value_json = :v WHERE key = 'ui.window'"), {"v": stored})
    with caplog.at_level("WARNING", logger="carddb.settings"):
        assert get_setting(db, "ui.window", {"w": 800}) == {"w": 800}
        assert get_setting(db, "ui.window") is None
    assert len(caplog.records) == 2
    assert "setting 'ui.window': the stored value is not valid JSON" in caplog.records[0].getMessage()
    set_setting(db, "ui.window", {"w": 1000})  # and it can be written again
    assert get_setting(db, "ui.window") == {"w": 1000}
