"""The published JSON Schema of card-set files (engine/cardset_schema.py, docs/cardsets.md "JSON Schema
for editors"): current, accepts every bundled set and whatever the validator accepts, rejects the usual
mistakes, and maps every value kind the vocabulary uses."""
from __future__ import annotations

import copy
import functools
import importlib
import inspect
import random
import re
from pathlib import Path
from typing import Any

import pytest
from jsonschema import Draft202012Validator

import assets
from engine import vocabulary as vocab_mod
from engine.cardset import parse_cardset, read_data
from engine.cardset_schema import (
    ABILITY_FIELDS,
    DEFAULT_DIR,
    KIND_SCHEMAS,
    PREFIX_KINDS,
    REGENERATE,
    SHARED_CONDITION_SHAPES,
    card_set_schema,
    kind_schema,
    render,
    schema_path,
)
from engine.errors import FormatError
from engine.games import IMPLEMENTED, IN_DEVELOPMENT, get_rules
from engine.vocab_check import Validator
from engine.vocabulary import Vocabulary

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def validators() -> dict[str, Draft202012Validator]:
    out = {}
    for g in (*IMPLEMENTED, *IN_DEVELOPMENT):
        schema = card_set_schema(g)
        Draft202012Validator.check_schema(schema)
        out[g] = Draft202012Validator(schema)
    return out


def _accepted_by_loader(data: dict[str, Any]) -> bool:
    try:
        parse_cardset(data, "<test>")
    except FormatError:
        return False
    return True


@functools.cache
def _bundled(path: Path) -> Any:
    return read_data(path)


def _one_card_set(game: str, ability: Any = None, **card_changes: Any) -> dict[str, Any]:
    """The game's first bundled set cut to its first card, with that card's abilities replaced."""
    data = _bundled(assets.cardset_paths(game)[0])
    card = copy.deepcopy(data["cards"][0])
    card["abilities"] = [] if ability is None else [ability]
    card.update(card_changes)
    return {**{k: data[k] for k in ("format", "game", "code", "version", "name")}, "cards": [card]}


# -- (a) the published files are current -----------------------------------------------------------
@pytest.mark.parametrize("game", IMPLEMENTED)
def test_published_schema_is_current(game: str) -> None:
    path = schema_path(ROOT / DEFAULT_DIR, game)
    published = path.read_text(encoding="utf-8") if path.exists() else None
    assert published == render(card_set_schema(game)), (
        f"{path.relative_to(ROOT)} is not what the generator makes now: run `{REGENERATE}` in the "
        "repository root and commit the result")


def test_published_files_are_exactly_the_implemented_games() -> None:
    files = sorted(p.name for p in (ROOT / DEFAULT_DIR).glob("*.cardset.schema.json"))
    assert files == sorted(schema_path(".", g).name for g in IMPLEMENTED), f"run `{REGENERATE}`"


def test_cli_writes_the_files(tmp_path: Path) -> None:
    from tcgtable.cli import main
    assert main(["cardset", "schema", "--game", "vividz", "--out", str(tmp_path)]) == 0
    assert [p.name for p in tmp_path.iterdir()] == ["vividz.cardset.schema.json"]
    assert (tmp_path / "vividz.cardset.schema.json").read_text(encoding="utf-8") == render(card_set_schema("vividz"))
    assert main(["cardset", "schema", "--game", "no_such_game", "--out", str(tmp_path)]) == 2


# -- (b) every bundled card set validates ----------------------------------------------------------
@pytest.mark.parametrize("path", assets.cardset_paths() + [ROOT / "tests/fixtures/vs_test_set.yaml"],
                         ids=lambda p: p.name)
def test_bundled_card_sets_validate(path: Path, validators: dict[str, Draft202012Validator]) -> None:
    data = read_data(path)
    errors = [f"{'/'.join(map(str, e.absolute_path))}: {e.message[:200]}"
              for e in validators[data["game"]].iter_errors(data)]
    assert not errors, f"{path.name}: {len(errors)} schema errors, first: {errors[:3]}"


# -- (c) malformed cards are rejected by both --------------------------------------------------------
_TURN = {"on": "turn_start"}
MALFORMED: dict[str, tuple[dict[str, Any] | None, dict[str, Any]]] = {
    "unknown effect op": ({"type": "auto", "trigger": _TURN, "effects": [{"explode": 1}]}, {}),
    "two effect ops": ({"type": "auto", "trigger": _TURN, "effects": [{"draw": 1, "shuffle": "you"}]}, {}),
    "unknown option": ({"type": "auto", "trigger": _TURN, "effects": [{"draw": 1, "colour": "red"}]}, {}),
    "missing required option": ({"type": "auto", "trigger": _TURN,
                                 "effects": [{"choose": {"zone": "hand"}}]}, {}),
    "unknown zone": ({"type": "auto", "zone": "moon", "trigger": _TURN, "effects": [{"draw": 1}]}, {}),
    "unknown zone in move": ({"type": "auto", "trigger": _TURN, "effects": [{"move": "self", "to": "moon"}]}, {}),
    "string for a count": ({"type": "auto", "trigger": _TURN, "effects": [{"draw": "2"}]}, {}),
    "string for a cost count": ({"type": "activated", "cost": [{"rest_energy": "1"}], "effects": []}, {}),
    "unknown trigger": ({"type": "auto", "trigger": {"on": "sunrise"}, "effects": []}, {}),
    "auto without trigger": ({"type": "auto", "effects": []}, {}),
    "unknown ability type": ({"type": "magic", "effects": []}, {}),
    "unknown ability field": ({"type": "auto", "trigger": _TURN, "effects": [], "colour": "red"}, {}),
    "unknown condition": ({"type": "auto", "trigger": {**_TURN, "condition": {"raining": True}}, "effects": []}, {}),
    "unknown filter": ({"type": "auto", "trigger": _TURN,
                        "effects": [{"heal": {"zone": "hand", "where": {"colour": "red"}}}]}, {}),
    "selector without zone": ({"type": "auto", "trigger": _TURN, "effects": [{"heal": {"player": "you"}}]}, {}),
    "bad reference": ({"type": "auto", "trigger": _TURN, "effects": [{"heal": "it"}]}, {}),
    "two amount ops": ({"type": "auto", "trigger": _TURN,
                        "effects": [{"draw": {"sum": [1, 2], "max": [1, 2]}}]}, {}),
    "difference of three": ({"type": "auto", "trigger": _TURN,
                             "effects": [{"draw": {"difference": [3, 2, 1]}}]}, {}),
    "unknown duration": ({"type": "auto", "trigger": _TURN, "effects": [{"grant": "self", "until": "dawn"}]}, {}),
    "continuous without change": ({"type": "continuous"}, {}),
    "unknown card type": (None, {"type": "wizard"}),
    "unknown stat": (None, {"stats": {"speed": 1}}),
    "stat as text": (None, {"stats": {"power": "1000"}}),
}


@pytest.mark.parametrize("game", IMPLEMENTED)
@pytest.mark.parametrize("case", list(MALFORMED))
def test_malformed_cards_are_rejected_by_validator_and_schema(
        game: str, case: str, validators: dict[str, Draft202012Validator]) -> None:
    assert _accepted_by_loader(_one_card_set(game)), "the base card must be valid"
    assert validators[game].is_valid(_one_card_set(game))
    ability, changes = MALFORMED[case]
    data = _one_card_set(game, ability, **changes)
    assert not _accepted_by_loader(data), f"{case}: the validator accepts it (test is out of date)"
    assert not validators[game].is_valid(data), f"{case}: the schema accepts what the validator rejects"


# -- never stricter than the validator ---------------------------------------------------------------
def _nodes(x: Any, path: tuple[Any, ...] = ()) -> list[tuple[tuple[Any, ...], Any]]:
    out = [(path, x)]
    if isinstance(x, dict):
        for k, v in x.items():
            out += _nodes(v, (*path, k))
    elif isinstance(x, list):
        for i, v in enumerate(x):
            out += _nodes(v, (*path, i))
    return out


def _mutate(ab: Any, rng: random.Random, values: list[Any], keys: list[str]) -> Any:
    ab = copy.deepcopy(ab)
    path, node = rng.choice(_nodes(ab))
    op = rng.randrange(4)
    if op == 0 and path:  # replace a value
        parent = ab
        for p in path[:-1]:
            parent = parent[p]
        parent[path[-1]] = copy.deepcopy(rng.choice(values))
    elif op == 1 and isinstance(node, (dict, list)) and node:  # drop a key or item
        del node[rng.choice(list(node)) if isinstance(node, dict) else rng.randrange(len(node))]
    elif op == 2 and isinstance(node, dict):  # add a key
        node[rng.choice(keys)] = copy.deepcopy(rng.choice(values))
    elif isinstance(node, list):  # add an item
        node.append(copy.deepcopy(rng.choice(values + node)))
    return ab


@pytest.mark.parametrize("game", IMPLEMENTED)
def test_schema_accepts_whatever_the_validator_accepts(game: str, validators: dict[str, Draft202012Validator]) -> None:
    """Mutated bundled abilities: every mutant the loader accepts must pass the schema."""
    v = get_rules(game).vocabulary()
    seeds = [ab for p in assets.cardset_paths(game) for c in _bundled(p)["cards"] for ab in c.get("abilities", [])]
    subtrees = [n for ab in seeds for _, n in _nodes(ab) if isinstance(n, (dict, list))]
    names = sorted(v.zones | v.phases | v.keywords | v.rule_flags | v.durations | v.triggers | v.orientations
                   | v.ability_types | {"self", "$x"})
    values: list[Any] = [0, 1, 2, -3, 1001, True, False, None, "", [], {}, "you", "opponent", "any", "both", "top",
                         "bottom", "down", "up", "same", "power", *names]
    keys = sorted({k for e in v.effects.values() for k in e} | set(v.effects) | v.conditions | v.filters
                  | set(vocab_mod.SELECTOR_KEYS) | set(vocab_mod.CHANGE_OPS) | set(vocab_mod.EXPR_KINDS)
                  | set(vocab_mod.TRIGGER_KEYS) | set(v.trigger_key_kinds) | set(ABILITY_FIELDS) | v.ability_keys
                  | set(vocab_mod.RANGE_KEYS) | {"min", "max", "round", "of", "where", "then", "else"})
    rng = random.Random(f"schema-{game}")
    accepted, stricter = 0, []
    for _ in range(800):
        ab = rng.choice(seeds)
        for _ in range(rng.randint(1, 3)):
            ab = _mutate(ab, rng, values + [rng.choice(subtrees)], keys)
        data = _one_card_set(game, ab)
        if _accepted_by_loader(data):
            accepted += 1
            if not validators[game].is_valid(data):
                stricter.append(ab)
    assert accepted > 50, "too few accepted mutants to say anything"
    assert not stricter, f"the schema rejects {len(stricter)} abilities the validator accepts, e.g. {stricter[:2]}"


# -- (d) every value kind maps -------------------------------------------------------------------------
def _kinds_used(v: Vocabulary) -> set[str]:
    tables: list[dict[str, str]] = [
        vocab_mod.OPTION_KINDS, v.option_kinds, vocab_mod.SHARED_ARG_KINDS, v.arg_kinds, vocab_mod.FILTER_KINDS,
        v.filter_kinds, vocab_mod.RANGE_KEYS, vocab_mod.EXPR_KINDS, v.expr_kinds, vocab_mod.CHANGE_OPS,
        vocab_mod.SELECTOR_KEYS, vocab_mod.TRIGGER_KEYS, v.trigger_key_kinds, v.ability_key_kinds, v.condition_kinds, *vocab_mod.EXPR_EXTRA.values(),
        *vocab_mod.SHARED_SHAPES.values(), *v.shapes.values()]
    return {kind for t in tables for kind in t.values()} | {k for k, _, _ in SHARED_CONDITION_SHAPES.values()}


@pytest.mark.parametrize("game", IMPLEMENTED)
def test_every_kind_in_the_vocabulary_maps_to_a_schema(game: str) -> None:
    v = get_rules(game).vocabulary()
    for kind in sorted(_kinds_used(v)):
        assert isinstance(kind_schema(kind, v), dict), kind


def test_every_kind_of_validator_value_has_a_fragment() -> None:
    """A kind added to Validator.value without a fragment here fails (found in its source)."""
    kinds = set(re.findall(r'kind == "(\w+)"', inspect.getsource(Validator.value)))
    assert len(kinds) > 10, "Validator.value no longer compares kinds this way: update this test"
    assert kinds - KIND_SCHEMAS.keys() == set(), "map them in engine/cardset_schema.py KIND_SCHEMAS"
    prefixes = set(re.findall(r'kind\.startswith\("(\w+:)"\)', inspect.getsource(Validator.value)))
    assert prefixes <= set(PREFIX_KINDS), "map them in engine/cardset_schema.py kind_schema"
    v = get_rules(IMPLEMENTED[0]).vocabulary()
    for kind in KIND_SCHEMAS:  # and each mapped kind is one the validator knows
        try:
            Validator(v).value(kind, object(), "x")
        except ValueError as e:
            assert "unknown value kind" not in str(e), kind
        except vocab_mod.VocabError:
            pass


def test_an_unknown_kind_raises() -> None:
    v = get_rules(IMPLEMENTED[0]).vocabulary()
    with pytest.raises(ValueError, match="no JSON Schema fragment"):
        kind_schema("colour", v)
    with pytest.raises(ValueError, match="unknown shape"):
        kind_schema("shape:nothing", v)


@pytest.mark.parametrize("game", IMPLEMENTED)
def test_card_fields_mirror_validate_card(game: str) -> None:
    """Each game's card_field_schemas mirrors its validate_card: same stats and attribute names."""
    fields = importlib.import_module(f"engine.games.{game}.zones").card_field_schemas()
    rules = get_rules(game)
    assert set(fields) == rules.vocabulary().card_types
    for type_, (stats, attrs, _required) in fields.items():
        with pytest.raises(vocab_mod.VocabError) as e:
            rules.validate_card(type_, dict.fromkeys(stats, 0), {"zz_probe": 1})
        assert e.value.path == "attrs.zz_probe", f"{type_}: stats {stats} are not what validate_card wants"
        known = re.search(r"known: ([^)]*)\)", e.value.problem)
        assert known and set(known.group(1).split(", ")) == set(attrs), (
            f"{type_}: validate_card allows {known and known.group(1)}; update card_field_schemas in engine/games/{game}/zones.py")
