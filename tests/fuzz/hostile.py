"""Hostile inputs made at test time, in the worker that reads them: too big or too deep to check in
(tests/fixtures/hostile/ holds the small ones), or derived from a real seed (regressions of fuzz
findings, which need a whole valid file around the bad node). Each is (format, file name, maker)."""
from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from random import Random
from typing import Any

from . import values as V
from .mutators import get, put
from .seeds import Corpus

MB = 1024 * 1024
HOSTILE_DIR = Path(__file__).resolve().parents[1] / "fixtures" / "hostile"
Maker = Callable[[Corpus], bytes]


def _pad(head: bytes, fill: bytes, size: int) -> bytes:
    return head + fill * ((size - len(head)) // len(fill) + 1)


def _deep_json(depth: int) -> bytes:
    return b"[" * depth + b"]" * depth


def _deep_yaml_map(depth: int) -> bytes:
    return ("{a: " * depth + "1" + "}" * depth).encode()


def _with_string(tree: object, key: str, size: int) -> bytes:
    """The seed's JSON with one more top-level string of `size` characters."""
    assert isinstance(tree, dict)
    text = json.dumps(tree)
    return (text[:-1] + f', "{key}": "' + "A" * size + '"}').encode()


def _repeat_list(tree: object, key: str, n: int) -> bytes:
    assert isinstance(tree, dict) and isinstance(tree[key], list) and tree[key]
    return json.dumps({**tree, key: tree[key][:1] * n}).encode()


def _csv_rows(n: int) -> bytes:
    return ("game,set,number,name,quantity\n" + "victory_spark,VSS1,001,,1\n" * n).encode()


def _csv_columns(n: int) -> bytes:
    return (",".join(["set", "number", "quantity"] + [f"c{i}" for i in range(n)]) + "\nVSS1,001,1\n").encode()


def _csv_field(size: int) -> bytes:
    return ("game,set,number,name,quantity\nvictory_spark,VSS1,001," + "A" * size + ",1\n").encode()


def _deck_lines(n: int) -> bytes:
    return ("name: big\ngame: victory_spark\n" + "4 Sora Kazenari (VSS1) 001\n" * n).encode()


def _deck_backtracking(spaces: int) -> bytes:
    return ("name: slow\n1 a" + " " * spaces + "b\n").encode()


def _cardset_many_cards(seed_yaml: bytes, n: int) -> bytes:
    head, _, _ = seed_yaml.decode().partition("cards:")
    cards = "".join(f'  - {{number: "N{i}", name: {{en: C{i}, ja: C{i}}}, type: character, '
                    f'stats: {{level: 0, power: 1000, defense: 1000}}, text: {{en: "", ja: ""}}}}\n' for i in range(n))
    return (head + "cards:\n" + cards).encode()


def _seed(fmt: str, name: str | None = None) -> Callable[[Corpus], Any]:
    return lambda c: next(s for s in c.of(fmt) if name is None or s.name == name)


_CS = _seed("cardset", "vs_test_set.yaml")
_REP, _SAVE, _SCEN = _seed("replay"), _seed("save"), _seed("scenario")

# (format, file name, maker): the maker gets the corpus in the worker and returns the file's bytes
GENERATED: list[tuple[str, str, Maker]] = [
    ("cardset", "padded_40mb.yaml", lambda c: _pad(_CS(c).data, b"# " + b"x" * 78 + b"\n", 40 * MB)),
    ("cardset", "brackets_100k_deep.yaml", lambda c: _deep_json(100_000)),
    ("cardset", "maps_100k_deep.yaml", lambda c: _deep_yaml_map(100_000)),
    ("cardset", "billion_laughs_12_levels.yaml", lambda c: ("cards: " + V.billion_laughs(12).yaml).encode()),
    ("cardset", "alias_quadratic_50k.yaml", lambda c: ("cards: " + V.quadratic_alias(50_000, 50_000).yaml).encode()),
    ("cardset", "cards_100k.yaml", lambda c: _cardset_many_cards(_CS(c).data, 100_000)),
    ("cardset", "brackets_100k_deep.json", lambda c: _deep_json(100_000)),
    ("deck", "lines_300k.txt", lambda c: _deck_lines(300_000)),
    ("deck", "line_of_30mb.txt", lambda c: b"4 " + b"A" * (30 * MB) + b"\n"),
    ("deck", "backtracking_200k_spaces.txt", lambda c: _deck_backtracking(200_000)),
    ("collection", "rows_1m.csv", lambda c: _csv_rows(1_000_000)),
    ("collection", "columns_100k.csv", lambda c: _csv_columns(100_000)),
    ("collection", "field_over_csv_limit.csv", lambda c: _csv_field(200_000)),
    ("collection", "padded_70mb.csv", lambda c: _pad(b"game,set,number,name,quantity\n", b"\n", 70 * MB)),
    ("replay", "brackets_100k_deep.json", lambda c: _deep_json(100_000)),
    ("replay", "padded_80mb.json", lambda c: _pad(_REP(c).data, b" " * 1024, 80 * MB)),
    ("replay", "string_40mb.json", lambda c: _with_string(_REP(c).tree, "engine_version_", 40 * MB)),
    ("replay", "actions_2m.json", lambda c: _repeat_list(_REP(c).tree, "actions", 2_000_000)),
    ("scenario", "maps_100k_deep.yaml", lambda c: _deep_yaml_map(100_000)),
    ("scenario", "billion_laughs.yaml", lambda c: ("game: victory_spark\nexpect: " + V.billion_laughs().yaml).encode()),
    ("scenario", "padded_20mb.yaml", lambda c: _pad(_SCEN(c).data, b"#" + b"x" * 79 + b"\n", 20 * MB)),
    ("save", "brackets_100k_deep.json", lambda c: _deep_json(100_000)),
    ("save", "padded_80mb.json", lambda c: _pad(_SAVE(c).data, b" " * 1024, 80 * MB)),
    ("save", "string_40mb.json", lambda c: _with_string(_SAVE(c).tree, "ai_", 40 * MB)),
]


from .hostile_binary import BINARY  # noqa: E402 - packages, databases, digest-fixed saves

GENERATED += BINARY


def _derived(fmt: str, seed: str, path: tuple[Any, ...], value: Any) -> Maker:
    """A real seed with one node replaced: the smallest form of a failure a fuzz run found."""
    def make(c: Corpus) -> bytes:
        s = _seed(fmt, seed)(c)
        try:  # the parent must still be there (the node itself may be a key the regression adds)
            parent = get(s.tree, path[:-1])
            assert isinstance(parent, dict) or parent[path[-1]] is not parent
        except (KeyError, IndexError, TypeError, AssertionError):
            raise AssertionError(f"{seed} has no node {path[:-1]} any more: update REGRESSIONS in {__file__}") from None
        sp = V.Splicer(Random(0))
        return V.dumps(put(s.tree, path, sp.value(value)), s.syntax, sp.raws, Random(0))
    return make


# Failures found by scripts/fuzz_inputs.py (run seed 1), kept as the seed and node they need
REGRESSIONS: list[tuple[str, str, Maker]] = [
    ("scenario", "expect_null.yaml", _derived("scenario", "ch7_phases.yaml", ("scenarios", 1, "expect"), None)),
    ("scenario", "in_zone_unknown_label.yaml", _derived(
        "scenario", "ch6_attack.yaml", ("scenarios", 8, "steps", 3, "expect", "in_zone", " "), "hand")),
    ("scenario", "effect_energy_text.yaml", _derived(
        "scenario", "ch6_attack.yaml", ("cards", 4, "abilities", 2, "effects", 0, "energy"), "yes")),
    ("scenario", "bool_tag_maybe.yaml", _derived(
        "scenario", "ch9_abilities.yaml", ("scenarios", 16, "setup", "players", 0, "hand", 0, "as"),
        V.raw("!!bool 'maybe'"))),
    ("save", "lone_surrogates_in_state.json", _derived(
        "save", "victory_spark-40.json", ("save", "state", "defs", 44), V.raw('"\\ud800\\udc00\\udbff"'))),
    ("replay", "card_keywords_null.json", _derived(
        "replay", "vividz-1.json", ("cards", "VZS1-T06", "attrs", "keywords"), None)),
]


def checked_in() -> list[tuple[str, Path]]:
    """(format, file) of every file in tests/fixtures/hostile/<format>/."""
    return [(d.name, p) for d in sorted(HOSTILE_DIR.iterdir()) if d.is_dir()
            for p in sorted(d.iterdir()) if p.is_file()]
