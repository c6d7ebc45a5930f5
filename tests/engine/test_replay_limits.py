"""The replay limits are the ones documented and enforced (issue 40): a replay may hold
MAX_REPLAY_ACTIONS answers and no more, and a JSON file of more values than MAX_NODES is refused from
its text, before the values are built (refusing a 30 MB replay used to take 590 MB)."""
from __future__ import annotations

import json
import random
import tracemalloc
from pathlib import Path
from typing import Any

import pytest

from engine import datafile
from engine.datafile import parse_json
from engine.errors import FormatError
from engine.games import get_rules
from engine.library import load_deck_cards, precon_paths
from engine.limits import MAX_FILE_BYTES, MAX_LIST, MAX_NODES, MAX_REPLAY_ACTIONS
from engine.replay import make_replay, read_replay
from engine.rng import Rng
from tcgtable.cli import main

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def game() -> dict[str, Any]:
    decks = [load_deck_cards(p, "victory_spark")[1] for p in precon_paths("victory_spark")[:2]]
    s = get_rules("victory_spark").new_game(decks, 5)
    rng = Rng(5)
    while not s.is_terminal():
        s.apply_action(rng.choice(s.legal_actions()))
    return json.loads(json.dumps(make_replay(s, decks, ["a", "b"], ["random", "random"])))


def _with_answers(game: dict[str, Any], n: int, path: Path) -> Path:
    acts = game["actions"]
    path.write_text(json.dumps(dict(game, actions=[acts[i % len(acts)] for i in range(n)]), separators=(",", ":")),
                    encoding="utf-8")
    return path


def test_a_replay_of_exactly_the_answer_limit_is_read(game: dict[str, Any], tmp_path: Path) -> None:
    p = _with_answers(game, MAX_REPLAY_ACTIONS, tmp_path / "big.json")
    assert p.stat().st_size < MAX_FILE_BYTES["replay"]
    assert len(read_replay(p)["actions"]) == MAX_REPLAY_ACTIONS


def test_one_answer_more_is_refused_naming_the_answers(game: dict[str, Any], tmp_path: Path,
                                                       capsys: pytest.CaptureFixture[str]) -> None:
    p = _with_answers(game, MAX_REPLAY_ACTIONS + 1, tmp_path / "over.json")
    assert main(["replay", "verify", str(p)]) == 2
    err = capsys.readouterr().err
    assert err.startswith(f"error: {p}: actions: ") and f"{MAX_REPLAY_ACTIONS:,}" in err


def test_the_documented_replay_limit_is_the_enforced_one() -> None:
    assert MAX_REPLAY_ACTIONS <= MAX_LIST  # the answers are one list, checked by the list limit too
    # an answer is at least 4 values ([seat, [kind]]): the answer limit is reachable under the value limit
    assert 6 * MAX_REPLAY_ACTIONS < MAX_NODES
    rows = (ROOT / "docs" / "input-limits.md").read_text(encoding="utf-8")
    replay_row = next(line for line in rows.splitlines() if line.startswith("| replay file |"))
    assert f"{MAX_REPLAY_ACTIONS:,} answers" in replay_row
    assert f"{MAX_FILE_BYTES['replay'] // 2**20} MB" in replay_row


def _values(groups: int, per_group: int) -> str:
    """JSON of 1 + groups * (1 + 2 * per_group) values, no list longer than the list limit."""
    group = "[" + ",".join(["[0]"] * per_group) + "]"
    return "[" + ",".join([group] * groups) + "]"


def test_a_file_of_too_many_values_is_refused_before_they_are_built() -> None:
    text = _values(20, 60_000)  # 2,400,021 values in 10 MB; built, about 150 MB of lists
    tracemalloc.start()
    try:
        with pytest.raises(FormatError) as e:
            parse_json(text, "many.json")
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert e.value.file == "many.json" and f"{MAX_NODES:,}" in e.value.problem
    assert peak < 16 * 2**20  # a chunk of the text at a time, never the values


def test_the_value_limit_itself_is_allowed() -> None:
    ten = MAX_NODES - 11  # values in ten lists inside one: 1 + 10 + ten
    exact = "[" + ",".join("[" + ",".join(["0"] * (ten // 10 + (k < ten % 10))) + "]" for k in range(10)) + "]"
    assert sum(len(x) for x in parse_json(exact, "x.json")) == ten
    over = exact[:-2] + ",0]]"
    with pytest.raises(FormatError) as e:
        parse_json(over, "x.json")
    assert f"{MAX_NODES:,}" in e.value.problem


def test_commas_and_brackets_inside_text_are_not_counted_as_values() -> None:
    # 40 texts of 100,000 characters full of , [ { and escaped quotes: 4,000,000 of them, 42 values
    texts = [(',[{\\"' if i % 2 else '[,{') * (90_000 // 4) for i in range(40)]
    text = "[" + ",".join(f'"{t}"' for t in texts) + ', {"a": [], "b": {}}]'
    assert text.count(",") + text.count("[") + text.count("{") > MAX_NODES
    assert len(parse_json(text, "texts.json")) == 41


def _exact(v: Any) -> int:
    if isinstance(v, list):
        return 1 + sum(_exact(x) for x in v)
    if isinstance(v, dict):
        return 1 + sum(_exact(x) for x in v.values())
    return 1


def _random_value(rng: random.Random, depth: int = 0) -> Any:
    r = rng.random()
    if depth > 5 or r < 0.3:
        return rng.choice([0, 1.5, "a,b[{", "", 'q"\\"x\\\\', None, True, "]}", "\\"])
    if r < 0.65:
        return [_random_value(rng, depth + 1) for _ in range(rng.randint(0, 5))]
    return {f"k{i},[": _random_value(rng, depth + 1) for i in range(rng.randint(0, 4))}


@pytest.mark.parametrize("chunk", [1, 3, 7, 1 << 20])
def test_the_count_from_the_text_is_exact(monkeypatch: pytest.MonkeyPatch, chunk: int) -> None:
    """Whatever the chunks, strings (with escaped quotes and backslashes) and empty lists cut at a
    chunk's end: it refuses exactly the files over the limit."""
    monkeypatch.setattr(datafile, "_CHUNK", chunk)
    rng = random.Random(40)
    for i in range(1500 if chunk > 1 else 300):
        v = _random_value(rng)
        text = json.dumps(v, indent=None if i % 2 else 1, ensure_ascii=bool(i % 3))
        if i % 5 == 0:
            text = text.replace("[]", "[   ]").replace("{}", "{ }")  # empty, over several chunks
        n = _exact(v)
        for limit in (n - 1, n, n + 1):
            if limit < 1 or text.count(",") + text.count("[") + text.count("{") < limit:
                continue  # not counted: the quick bound is under the limit
            assert datafile._too_many_values(text, limit) == (n > limit), (text, limit)
