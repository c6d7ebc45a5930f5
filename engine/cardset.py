"""Card-set files (YAML or JSON): schema, loading and validation.

Format (documented in docs/cardsets.md):
    format: 1
    game: victory_spark
    code: VSS1
    version: 1
    name: {en: ..., ja: ...}
    cards: [ {number, name, type, rarity, stats, attrs, text, abilities}, ... ]
"""
from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import yaml
from pydantic import BaseModel, ConfigDict, Field, ValidationError

from .cards import CardDef, CardSet
from .errors import FormatError
from .vocabulary import Validator, VocabError

CARDSET_FORMAT = 1


class _Text(BaseModel):
    model_config = ConfigDict(extra="forbid")
    en: str = Field(min_length=1)
    ja: str = Field(min_length=1)


class _RulesText(BaseModel):
    model_config = ConfigDict(extra="forbid")
    en: str  # empty for a card with no abilities
    ja: str


class _Card(BaseModel):
    model_config = ConfigDict(extra="forbid")
    number: str = Field(min_length=1, max_length=16, pattern=r"^[0-9A-Za-z_-]+$")
    name: _Text
    type: str
    rarity: str = "C"
    stats: dict[str, int] = Field(default_factory=dict)
    attrs: dict[str, Any] = Field(default_factory=dict)
    text: _RulesText
    abilities: list[dict[str, Any]] = Field(default_factory=list)
    image: str | None = None


class _Set(BaseModel):
    model_config = ConfigDict(extra="forbid")
    format: int
    game: str
    code: str = Field(min_length=1, max_length=12, pattern=r"^[0-9A-Za-z_]+$")
    version: int = Field(ge=1)
    name: _Text
    cards: list[dict[str, Any]]


class _Yaml12Loader(yaml.SafeLoader):
    """YAML with 1.2 booleans: only true/false are booleans, so `on:` and `yes` stay strings."""


_Yaml12Loader.yaml_implicit_resolvers = {
    k: [(tag, rx) for tag, rx in v if tag != "tag:yaml.org,2002:bool"]
    for k, v in yaml.SafeLoader.yaml_implicit_resolvers.items()
}
for _ch in "tTfF":
    _Yaml12Loader.add_implicit_resolver(
        "tag:yaml.org,2002:bool", __import__("re").compile(r"^(?:true|True|TRUE|false|False|FALSE)$"), list(_ch))


def load_yaml(text: str) -> Any:
    return yaml.load(text, Loader=_Yaml12Loader)  # noqa: S506 - a SafeLoader subclass


def read_data(path: str | Path) -> Any:
    """Parse a YAML or JSON file, naming the file in any error."""
    p = Path(path)
    try:
        raw = p.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as e:
        raise FormatError(str(p), "", f"cannot read file ({e})") from None
    try:
        return json.loads(raw) if p.suffix.lower() == ".json" else load_yaml(raw)
    except (yaml.YAMLError, json.JSONDecodeError) as e:
        raise FormatError(str(p), "", f"not valid YAML/JSON ({str(e).splitlines()[0]})") from None


def _pyd_problem(e: ValidationError) -> tuple[str, str]:
    err = e.errors()[0]
    loc = ".".join(str(x) for x in err["loc"])
    return loc, err["msg"]


def parse_cardset(data: Any, source: str = "<data>") -> CardSet:
    """Validate a card set given as parsed data; raises FormatError naming source, card and field."""
    from .games import get_rules  # late: games import this module's types

    if not isinstance(data, dict):
        raise FormatError(source, "", "a card set must be a mapping with format, game, code, version, name, cards")
    try:
        head = _Set.model_validate(data)
    except ValidationError as e:
        loc, msg = _pyd_problem(e)
        raise FormatError(source, loc, msg) from None
    if head.format != CARDSET_FORMAT:
        raise FormatError(source, "format", f"unsupported card-set format {head.format} (this program reads {CARDSET_FORMAT})")
    try:
        rules = get_rules(head.game)
    except KeyError:
        raise FormatError(source, "game", f"unknown game id {head.game!r}") from None
    validator = Validator(rules.vocabulary())
    cards: list[CardDef] = []
    seen: dict[str, int] = {}
    for i, cd in enumerate(head.cards):
        label = f"card #{i + 1}"
        if isinstance(cd, dict) and "number" in cd:
            label = f"card {head.code}-{cd['number']}"
            if isinstance(cd.get("name"), dict) and cd["name"].get("en"):
                label += f" ({cd['name']['en']})"
        try:
            card = _Card.model_validate(cd)
        except ValidationError as e:
            loc, msg = _pyd_problem(e)
            raise FormatError(source, f"{label}, field {loc}", msg) from None
        if card.number in seen:
            raise FormatError(source, f"{label}, field number",
                              f"duplicate card number (also card #{seen[card.number] + 1})")
        seen[card.number] = i
        try:
            rules.validate_card(card.type, card.stats, card.attrs)
            for j, ab in enumerate(card.abilities):
                validator.ability(ab, f"abilities[{j}]")
        except VocabError as e:
            raise FormatError(source, f"{label}, field {e.path}", e.problem) from None
        cards.append(CardDef(
            id=f"{head.code}-{card.number}", game=head.game, set=head.code, number=card.number,
            name=card.name.model_dump(), type=card.type, rarity=card.rarity, stats=dict(card.stats),
            attrs=dict(card.attrs), text=card.text.model_dump(), abilities=tuple(card.abilities),
            raw=dict(cd),
        ))
    return CardSet(game=head.game, code=head.code, version=head.version, name=head.name.model_dump(),
                   cards=tuple(cards), source=source)


def load_cardset(path: str | Path) -> CardSet:
    """Load and validate one card-set file."""
    return parse_cardset(read_data(path), str(path))


def cardset_to_data(cs: CardSet) -> dict[str, Any]:
    """The file form of a card set (used to embed card definitions in replays and saves)."""
    return {"format": CARDSET_FORMAT, "game": cs.game, "code": cs.code, "version": cs.version,
            "name": cs.name, "cards": [c.raw for c in cs.cards]}


def cards_from_raw(game: str, raw_cards: dict[str, dict[str, Any]], source: str) -> dict[str, CardDef]:
    """Rebuild card definitions embedded in a replay or save ({card id: raw card data})."""
    by_set: dict[str, list[dict[str, Any]]] = {}
    for cid, raw in raw_cards.items():
        code, _, _num = cid.rpartition("-")
        by_set.setdefault(code, []).append(raw)
    out: dict[str, CardDef] = {}
    for code, cards in by_set.items():
        cs = parse_cardset({"format": CARDSET_FORMAT, "game": game, "code": code, "version": 1,
                            "name": {"en": code, "ja": code}, "cards": cards}, source)
        out.update(cs.by_id())
    return out
