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

from pathlib import Path
from typing import Annotated, Any

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from . import datafile
from .cards import CardDef, CardSet
from .errors import FormatError
from .limits import MAX_ABILITIES, MAX_CARDS_IN_SET, MAX_STAT
from .vocab_check import Validator
from .vocabulary import VocabError

CARDSET_FORMAT = 1


_Stat = Annotated[int, Field(ge=-MAX_STAT, le=MAX_STAT, strict=True)]


class _Text(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True)
    en: str = Field(min_length=1, max_length=200)
    ja: str = Field(min_length=1, max_length=200)


class _RulesText(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True)
    en: str = Field(max_length=20_000)  # empty for a card with no abilities
    ja: str = Field(max_length=20_000)


PICTURE_NAME = r"^[0-9A-Za-z][0-9A-Za-z_-]*(\.[0-9A-Za-z_-]+)*\.(png|jpg|jpeg|webp)$"


class _Card(BaseModel):
    # strict: a card file says what it means (no "3" for 3, no 1.0 for 1)
    model_config = ConfigDict(extra="forbid", strict=True)
    number: str = Field(min_length=1, max_length=16, pattern=r"^[0-9A-Za-z_-]+$")
    name: _Text
    type: str = Field(max_length=40)
    rarity: str = Field("C", max_length=16)
    stats: dict[str, _Stat] = Field(default_factory=dict, max_length=16)
    attrs: dict[str, Any] = Field(default_factory=dict, max_length=64)
    text: _RulesText
    abilities: list[dict[str, Any]] = Field(default_factory=list, max_length=MAX_ABILITIES)
    # a file name in the user's picture folder of this set (never a path): see engine/cardpackage.py
    image: str | None = Field(None, max_length=100, pattern=PICTURE_NAME)


class _Set(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True)
    format: int
    game: str = Field(max_length=40)
    code: str = Field(min_length=1, max_length=12, pattern=r"^[0-9A-Za-z_]+$")
    version: int = Field(ge=1, le=1_000_000_000)
    name: _Text
    # display names of attribute values, per attrs key: {attributes: {sun: {en: Sun, ja: 陽}}}
    labels: dict[Annotated[str, Field(min_length=1, max_length=40)],
                 dict[Annotated[str, Field(min_length=1, max_length=200)], _Text]] = Field(
        default_factory=dict, max_length=64)
    cards: list[Any] = Field(max_length=MAX_CARDS_IN_SET)


def read_data(path: str | Path, what: str = "card set") -> Any:
    """Parse a YAML or JSON file within the limits for `what`, naming the file in any error."""
    return datafile.read_data(path, what)


def _pyd_problem(e: ValidationError) -> tuple[str, str]:
    err = e.errors()[0]
    loc = ".".join(str(x) for x in err["loc"])
    return loc, err["msg"]


def parse_cardset(data: Any, source: str = "<data>") -> CardSet:
    """Validate a card set given as parsed data; raises FormatError naming source, card and field."""
    from .games import get_rules  # late: games import this module's types

    if not isinstance(data, dict):
        raise FormatError(source, "top level", "a card set must be a mapping with format, game, code, version, name, cards")
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
        if isinstance(cd, dict) and isinstance(cd.get("number"), str):
            label = f"card {head.code}-{cd['number'][:16]}"
            if isinstance(cd.get("name"), dict) and isinstance(cd["name"].get("en"), str):
                label += f" ({cd['name']['en'][:60]})"
        try:
            card = _Card.model_validate(cd)
        except ValidationError as e:
            loc, msg = _pyd_problem(e)
            raise FormatError(source, f"{label}, field {loc}", msg) from None
        if card.number in seen:
            raise FormatError(source, f"{label}, field number",
                              f"duplicate card number (also card #{seen[card.number] + 1})")
        seen[card.number] = i
        normalize = getattr(rules, "normalize_ability", None)  # a game's own names for shared keys
        abilities = [normalize(ab) for ab in card.abilities] if normalize is not None else card.abilities
        try:
            rules.validate_card(card.type, card.stats, card.attrs)
            for j, ab in enumerate(abilities):
                validator.ability(ab, f"abilities[{j}]")
        except VocabError as e:
            raise FormatError(source, f"{label}, field {e.path}", e.problem) from None
        cards.append(CardDef(
            id=f"{head.code}-{card.number}", game=head.game, set=head.code, number=card.number,
            name=card.name.model_dump(), type=card.type, rarity=card.rarity, stats=dict(card.stats),
            attrs=dict(card.attrs), text=card.text.model_dump(), abilities=tuple(abilities),
            raw=dict(cd),
        ))
    labels = {k: {v: t.model_dump() for v, t in vals.items()} for k, vals in head.labels.items()}
    return CardSet(game=head.game, code=head.code, version=head.version, name=head.name.model_dump(),
                   cards=tuple(cards), source=source, labels=labels)


def load_cardset(path: str | Path) -> CardSet:
    """Load and validate one card-set file."""
    return parse_cardset(read_data(path), str(path))


def cardset_to_data(cs: CardSet) -> dict[str, Any]:
    """The file form of a card set (used to embed card definitions in replays and saves)."""
    out = {"format": CARDSET_FORMAT, "game": cs.game, "code": cs.code, "version": cs.version,
           "name": cs.name, "cards": [c.raw for c in cs.cards]}
    if cs.labels:
        out["labels"] = cs.labels
    return out


def cards_from_raw(game: str, raw_cards: dict[str, dict[str, Any]], source: str) -> dict[str, CardDef]:
    """Rebuild card definitions embedded in a replay or save ({card id: raw card data})."""
    if not isinstance(raw_cards, dict):
        raise FormatError(source, "cards", "must map card ids to card data")
    by_set: dict[str, list[dict[str, Any]]] = {}
    for cid, raw in raw_cards.items():
        code, _, _num = str(cid).rpartition("-")
        if not code:
            raise FormatError(source, f"cards.{str(cid)[:40]}", "a card id is SET-NUMBER")
        by_set.setdefault(code, []).append(raw)
    out: dict[str, CardDef] = {}
    for code, cards in by_set.items():
        cs = parse_cardset({"format": CARDSET_FORMAT, "game": game, "code": code, "version": 1,
                            "name": {"en": code, "ja": code}, "cards": cards}, source)
        out.update(cs.by_id())
    return out
