"""Stored replays (issue 40): a replay row damaged outside the program gives an error naming the
database file and the row, never a traceback; a re-run replay is stored with the re-run's result."""
from __future__ import annotations

import json
import sqlite3
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

import carddb
from carddb.errors import DatabaseFileError
from carddb.replays import save_checked_replay
from engine.games import get_rules
from engine.library import load_deck_cards, precon_paths
from engine.replay import Verdict, check_replay, make_replay
from engine.rng import Rng


@pytest.fixture
def filedb(tmp_path: Path) -> Iterator[tuple[carddb.CardDB, Path]]:
    path = tmp_path / "replays.sqlite3"
    db = carddb.open_database(path, seed=False)
    yield db, path
    db.close()


def _sql(path: Path, sql: str, *args: Any) -> None:
    con = sqlite3.connect(path)
    con.execute(sql, args)
    con.commit()
    con.close()


DAMAGE = {
    "players not JSON": ("players_json", "{not json"),
    "players not a list": ("players_json", '{"a": 1}'),
    "players not names": ("players_json", "[1, 2]"),
    "players a huge number": ("players_json", "9" * 5000),
    "players deep": ("players_json", "[" * 5000 + "]" * 5000),
    "decks not JSON": ("decks_json", ""),
    "decks null": ("decks_json", "null"),
    "a date that is not a date": ("played_at", "garbage"),
    "a length that is text": ("length", "many"),
    "a result that is bytes": ("result", b"\xff"),
    "content that is bytes": ("content", b"\x00\xff"),
}


@pytest.mark.parametrize("how", list(DAMAGE))
def test_a_damaged_row_names_the_database_and_the_replay(filedb: tuple[carddb.CardDB, Path], how: str) -> None:
    db, path = filedb
    carddb.save_replay(db, "victory_spark", content="{}", players=["a", "b"], decks=["x", "y"], length=1)
    rid = carddb.save_replay(db, "victory_spark", content="{}", players=["c", "d"], decks=["x", "y"], length=1)
    column, value = DAMAGE[how]
    _sql(path, f"UPDATE replays SET {column} = ? WHERE id = ?", value, rid)
    reads = [lambda: carddb.get_replay(db, rid)]
    if column != "content":  # the list does not read the content
        reads.append(lambda: carddb.list_replays(db))
    for read in reads:
        with pytest.raises(DatabaseFileError) as e:
            read()
        assert str(e.value).startswith(f"{path}: replay {rid}: ")


def test_an_intact_row_next_to_a_damaged_one_still_reads(filedb: tuple[carddb.CardDB, Path]) -> None:
    db, path = filedb
    good = carddb.save_replay(db, "victory_spark", content="{}", players=["a", "b"], decks=["x", "y"], length=1)
    bad = carddb.save_replay(db, "victory_spark", content="{}", players=["c", "d"], decks=["x", "y"], length=1)
    _sql(path, "UPDATE replays SET decks_json = ? WHERE id = ?", "[", bad)
    assert carddb.get_replay(db, good).info.players == ["a", "b"]
    carddb.delete_replay(db, bad)  # the damaged one can be removed
    assert [r.id for r in carddb.list_replays(db)] == [good]


@pytest.fixture(scope="module")
def replay() -> dict[str, Any]:
    decks = [load_deck_cards(p, "victory_spark")[1] for p in precon_paths("victory_spark")[:2]]
    s = get_rules("victory_spark").new_game(decks, 5)
    rng = Rng(5)
    while not s.is_terminal():
        s.apply_action(rng.choice(s.legal_actions()))
    return json.loads(json.dumps(make_replay(s, decks, ["Ann", "Bo"], ["human", "normal"])))


def test_a_checked_replay_is_stored_with_the_re_runs_result(filedb: tuple[carddb.CardDB, Path],
                                                            replay: dict[str, Any]) -> None:
    db, _path = filedb
    data = dict(replay)
    del data["result"]  # no claim: what is stored can only come from the re-run
    verdict = check_replay(data, "r.json")
    assert verdict.ok
    rid = save_checked_replay(db, data, verdict, content=json.dumps(data), path="r.json")
    info = carddb.get_replay(db, rid).info
    assert info.result.split(" ")[:2] == [str(x) for x in replay["result"][:2]]
    assert info.result == " ".join(str(x) for x in replay["result"])
    assert info.length == len(replay["actions"]) and info.players == ["human", "normal"]
    assert info.decks == ["Ann", "Bo"]


def test_only_a_replay_that_plays_back_is_stored(filedb: tuple[carddb.CardDB, Path], replay: dict[str, Any]) -> None:
    db, _path = filedb
    with pytest.raises(ValueError):
        save_checked_replay(db, replay, Verdict(False, "result: differs"), content="{}")
    # the verdict's result, not the data's, is what is listed
    rid = save_checked_replay(db, replay, Verdict(True, "ok", ("draw", "loop"), 3, 7), content="{}")
    info = carddb.get_replay(db, rid).info
    assert info.result == "draw loop" and info.length == 7
    assert carddb.list_replays(db)[0].id == rid
