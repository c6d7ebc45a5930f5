"""The card-set editor's data, without Qt: a set as the user typed it, its conversion to the card-set
file format (docs/cardsets.md), validation by the engine's own loader, and the draft file.

Fields the user writes as YAML (stats, attrs, abilities, labels) are kept as the text typed, so a
half-written ability survives autosave and reload exactly; only `to_data` parses them.
"""
from __future__ import annotations

import functools
import json
import re
from dataclasses import dataclass, field, fields, replace
from typing import Any

import yaml

from engine import datafile
from engine.cards import CardDef
from engine.cardset import CARDSET_FORMAT, parse_cardset
from engine.errors import FormatError

CARD_FIELDS = ("number", "name_en", "name_ja", "type", "rarity", "stats", "attrs", "text_en", "text_ja",
               "abilities")
YAML_FIELDS = ("stats", "attrs", "abilities")
CODE_RE = re.compile(r"^[0-9A-Za-z_]{1,12}$")
DRAFT_FORMAT = 1
DRAFT_SUFFIX = ".draft.yaml"

# A new card per game: valid as it is, so a new set starts without errors.
NEW_CARD: dict[str, tuple[str, dict[str, int], dict[str, Any]]] = {
    "victory_spark": ("character", {"level": 0, "power": 1000, "defense": 1000}, {}),
    "vividz": ("chara", {"cost": 1, "power": 1000}, {"mission_info": "Blaze"}),
    "grid": ("unit", {"at": 1, "df": 1, "ac": 1, "x": 0, "y": 0}, {"attributes": [], "mask": ["ooo", "ooo", "ooo"]}),
    "phantom_magic_vision": ("character", {"node": 0, "cost": 0, "graze": 0, "attack": 1, "toughness": 1}, {}),
}


class _Dumper(yaml.SafeDumper):
    """Plain YAML: no &anchors / *aliases for repeated values (they read as one more thing to learn)."""

    def ignore_aliases(self, data: Any) -> bool:
        return True


# YAML 1.2 booleans as the loader reads them (engine/datafile.py): `on:` (a trigger) needs no quotes.
_Dumper.yaml_implicit_resolvers = {
    k: [(tag, rx) for tag, rx in v if tag != "tag:yaml.org,2002:bool"]
    for k, v in yaml.SafeDumper.yaml_implicit_resolvers.items()}
for _ch in "tTfF":
    _Dumper.add_implicit_resolver("tag:yaml.org,2002:bool",
                                  re.compile(r"^(?:true|True|TRUE|false|False|FALSE)$"), list(_ch))


def dump_yaml(value: Any, flow: bool | None = None, width: int = 100) -> str:
    """YAML text of plain data, keys in their order, Japanese as written (not escaped)."""
    return yaml.dump(value, Dumper=_Dumper, allow_unicode=True, sort_keys=False, width=width,
                     default_flow_style=flow)


def yaml_field(value: Any, inline: bool) -> str:
    """A stats/attrs/abilities value as the text shown in its editor ("" for nothing)."""
    if not value:
        return ""
    text = dump_yaml(value, flow=True if inline else None, width=100_000 if inline else 100).strip()
    return text[1:-1] if inline and text.startswith("{") and text.endswith("}") else text


@dataclass(frozen=True)
class EditorCard:
    """One card as typed: every field is text (YAML for stats, attrs, abilities)."""

    number: str = "001"
    name_en: str = ""
    name_ja: str = ""
    type: str = ""
    rarity: str = "C"
    stats: str = ""
    attrs: str = ""
    text_en: str = ""
    text_ja: str = ""
    abilities: str = ""
    extra: dict[str, Any] = field(default_factory=dict)  # other keys of an imported card (image)

    def with_field(self, name: str, value: str) -> EditorCard:
        return replace(self, **{name: value})


@dataclass(frozen=True)
class SetHeader:
    game: str
    code: str
    version: int = 1
    name_en: str = ""
    name_ja: str = ""
    labels: str = ""  # YAML


@dataclass(frozen=True)
class Issue:
    """One problem, located: card index (None: the set itself), card number, field path, problem."""

    card: int | None
    number: str
    field: str
    problem: str

    def form_field(self) -> str:
        """The editor field the problem is in (name.en -> name_en, abilities[0].cost -> abilities)."""
        head = re.split(r"[.\[]", self.field, maxsplit=1)[0]
        if head in ("name", "text"):
            rest = self.field[len(head):]
            return f"{head}_ja" if rest.startswith(".ja") else f"{head}_en"
        return head


def new_card(game: str, number: str) -> EditorCard:
    type_, stats, attrs = NEW_CARD.get(game, ("", {}, {}))
    return EditorCard(number=number, name_en=f"New card {number}", name_ja=f"新しいカード{number}",
                      type=type_, stats=yaml_field(stats, True), attrs=yaml_field(attrs, False),
                      text_en="(No abilities.)", text_ja="(能力なし)")


def next_number(cards: list[EditorCard]) -> str:
    """One more than the highest numeric card number, zero-padded to 3 digits."""
    nums = [int(c.number) for c in cards if c.number.isdigit()]
    return f"{(max(nums) if nums else 0) + 1:03d}"


def _parse_field(text: str, what: str, want: type, card_no: str) -> tuple[Any, str | None]:
    """A YAML field's value, or the problem. Inline stats/attrs may leave out the braces."""
    if not text.strip():
        return want(), None
    src = text
    if want is dict and not text.lstrip().startswith(("{", "-")) and "\n" not in text.strip():
        src = "{" + text + "}"  # "level: 1, power: 2500" is how the form shows a mapping
    try:
        value = datafile.parse_yaml(src, f"card {card_no}")
    except FormatError as e:
        where = f" ({e.item})" if e.item else ""
        return None, f"{e.problem}{where}"
    if not isinstance(value, want):
        kind = "a mapping (key: value)" if want is dict else "a list of abilities (- type: ...)"
        return None, f"must be {kind}"
    return value, None


def parse_field(text: str, want: type) -> tuple[Any, str | None]:
    """A stats/attrs (dict) or abilities (list) text's value, or the problem reading it."""
    return _parse_field(text, "", want, "")


def card_raw(c: EditorCard) -> tuple[dict[str, Any], list[tuple[str, str]]]:
    """The card-set file form of a card, and the fields whose YAML could not be read (field, problem);
    an unreadable field is left empty in the returned card."""
    problems: list[tuple[str, str]] = []
    parsed: dict[str, Any] = {}
    for name, want in (("stats", dict), ("attrs", dict), ("abilities", list)):
        value, problem = _parse_field(getattr(c, name), name, want, c.number)
        if problem is not None:
            problems.append((name, problem))
        parsed[name] = value if value is not None else want()
    raw: dict[str, Any] = {"number": c.number, "name": {"en": c.name_en, "ja": c.name_ja}, "type": c.type,
                           "rarity": c.rarity}
    if parsed["stats"]:
        raw["stats"] = parsed["stats"]
    if parsed["attrs"]:
        raw["attrs"] = parsed["attrs"]
    raw["text"] = {"en": c.text_en, "ja": c.text_ja}
    if parsed["abilities"]:
        raw["abilities"] = parsed["abilities"]
    raw.update(c.extra)
    return raw, problems


def card_from_raw(raw: dict[str, Any]) -> EditorCard:
    """An editor card from a card of a file (anything not text where text is wanted is shown as YAML)."""
    def text(v: Any) -> str:
        return v if isinstance(v, str) else ("" if v is None else json.dumps(v, ensure_ascii=False))

    def pair(v: Any, lang: str) -> str:
        return text(v.get(lang)) if isinstance(v, dict) else text(v)

    known = {"number", "name", "type", "rarity", "stats", "attrs", "text", "abilities"}
    return EditorCard(
        number=text(raw.get("number")), name_en=pair(raw.get("name"), "en"), name_ja=pair(raw.get("name"), "ja"),
        type=text(raw.get("type")), rarity=text(raw.get("rarity", "C")),
        stats=yaml_field(raw.get("stats"), True), attrs=yaml_field(raw.get("attrs"), False),
        text_en=pair(raw.get("text"), "en"), text_ja=pair(raw.get("text"), "ja"),
        abilities=yaml_field(raw.get("abilities"), False),
        extra={k: v for k, v in raw.items() if k not in known})


def set_data(header: SetHeader, cards: list[EditorCard]) -> tuple[dict[str, Any], list[Issue]]:
    """The whole set in the card-set file format, and the YAML problems met building it."""
    issues: list[Issue] = []
    labels, problem = _parse_field(header.labels, "labels", dict, "labels")
    if problem is not None:
        issues.append(Issue(None, "", "labels", problem))
    data: dict[str, Any] = {"format": CARDSET_FORMAT, "game": header.game, "code": header.code,
                            "version": header.version, "name": {"en": header.name_en, "ja": header.name_ja}}
    if labels:
        data["labels"] = labels
    raws = []
    for i, c in enumerate(cards):
        raw, problems = card_raw(c)
        raws.append(raw)
        issues += [Issue(i, c.number, f, p) for f, p in problems]
    data["cards"] = raws
    return data, issues


def _field_of(item: str) -> str:
    return item.split(", field ", 1)[1] if ", field " in item else item


@functools.lru_cache(maxsize=4096)
def _card_problem(game: str, code: str, raw_json: str) -> tuple[str, str] | None:
    """The loader's first problem with one card (as a set of one card), cached by the card's data."""
    probe = {"format": CARDSET_FORMAT, "game": game, "code": code if CODE_RE.match(code) else "DRAFT",
             "version": 1, "name": {"en": "draft", "ja": "draft"}, "cards": [json.loads(raw_json)]}
    try:
        parse_cardset(probe, "editor")
    except FormatError as e:
        return _field_of(e.item), e.problem
    return None


def validate(header: SetHeader, cards: list[EditorCard]) -> tuple[dict[str, Any], list[Issue]]:
    """The set's data and every problem found, each located to the set or a card and a field.

    Each card goes through engine.cardset.parse_cardset on its own (so every card's first problem is
    shown, not only the set's first); the set's own fields and unique numbers are checked the same
    way, and finally the whole set, so nothing the importer would refuse is missed."""
    data, issues = set_data(header, cards)
    head = {**data, "cards": []}
    try:
        parse_cardset(head, "editor")
    except FormatError as e:
        issues.append(Issue(None, "", e.item, e.problem))
    yaml_bad = {i.card for i in issues if i.card is not None}
    seen: dict[str, int] = {}
    for i, raw in enumerate(data["cards"]):
        c = cards[i]
        if c.number in seen:
            issues.append(Issue(i, c.number, "number", f"duplicate card number (also card #{seen[c.number] + 1})"))
        seen.setdefault(c.number, i)
        if i in yaml_bad:
            continue  # its YAML problem says more than what the loader makes of an empty field
        problem = _card_problem(header.game, header.code, json.dumps(raw, ensure_ascii=False, sort_keys=True))
        if problem is not None:
            issues.append(Issue(i, c.number, *problem))
    if not issues:
        try:
            parse_cardset(data, "editor")
        except FormatError as e:
            issues.append(Issue(None, "", e.item, e.problem))
    return data, issues


def preview_def(header: SetHeader, card: EditorCard) -> CardDef | None:
    """An engine CardDef of one card for drawing its face: the card as it is when it loads, else
    without abilities (a half-typed ability should not blank the face), else None."""
    raw, _ = card_raw(card)
    code = header.code if CODE_RE.match(header.code) else "DRAFT"
    for attempt in (raw, {k: v for k, v in raw.items() if k != "abilities"}):
        try:
            cs = parse_cardset({"format": CARDSET_FORMAT, "game": header.game, "code": code, "version": 1,
                                "name": {"en": "draft", "ja": "draft"}, "cards": [attempt]}, "editor")
        except FormatError:
            continue
        return cs.cards[0]
    return None


# -- the draft file ------------------------------------------------------------------------------

def draft_data(header: SetHeader, cards: list[EditorCard]) -> dict[str, Any]:
    head = {f.name: getattr(header, f.name) for f in fields(SetHeader)}
    return {"editor_draft": DRAFT_FORMAT, **head,
            "cards": [{f: getattr(c, f) for f in CARD_FIELDS} | ({"extra": c.extra} if c.extra else {})
                      for c in cards]}


def draft_text(header: SetHeader, cards: list[EditorCard]) -> str:
    return ("# TCG Table card-set editor draft (not a card-set file: export the set for that)\n"
            + dump_yaml(draft_data(header, cards), flow=False))


def parse_draft(data: Any, source: str) -> tuple[SetHeader, list[EditorCard]]:
    """A draft file's set; FormatError naming the item when it is not one."""
    if not isinstance(data, dict) or data.get("editor_draft") != DRAFT_FORMAT:
        raise FormatError(source, "editor_draft", f"not a card-set editor draft (format {DRAFT_FORMAT})")
    for key in ("game", "code", "name_en", "name_ja", "labels"):
        if not isinstance(data.get(key, ""), str):
            raise FormatError(source, key, "must be text")
    version = data.get("version", 1)
    if type(version) is not int:
        raise FormatError(source, "version", "must be a whole number")
    header = SetHeader(game=data.get("game", ""), code=data.get("code", ""), version=version,
                       name_en=data.get("name_en", ""), name_ja=data.get("name_ja", ""),
                       labels=data.get("labels", ""))
    raw_cards = data.get("cards", [])
    if not isinstance(raw_cards, list):
        raise FormatError(source, "cards", "must be a list")
    cards = []
    for i, rc in enumerate(raw_cards):
        if not isinstance(rc, dict):
            raise FormatError(source, f"cards[{i}]", "must be a mapping")
        values = {f: rc.get(f, "") for f in CARD_FIELDS}
        bad = next((f for f, v in values.items() if not isinstance(v, str)), None)
        if bad is not None:
            raise FormatError(source, f"cards[{i}].{bad}", "must be text")
        extra = rc.get("extra", {})
        if not isinstance(extra, dict):
            raise FormatError(source, f"cards[{i}].extra", "must be a mapping")
        cards.append(EditorCard(**values, extra=extra))
    return header, cards


def from_cardset_data(data: Any, source: str) -> tuple[SetHeader, list[EditorCard]]:
    """An editor set from card-set file data, even an invalid one (its problems show in the editor);
    FormatError only when it is not a card set of a known game at all."""
    from engine.games import get_rules

    if not isinstance(data, dict):
        raise FormatError(source, "top level", "a card set must be a mapping with format, game, code, version, name, cards")
    game = data.get("game")
    try:
        get_rules(game if isinstance(game, str) else "")
    except KeyError:
        raise FormatError(source, "game", f"unknown game id {game!r}") from None
    cards = data.get("cards")
    if not isinstance(cards, list) or not all(isinstance(c, dict) for c in cards):
        raise FormatError(source, "cards", "must be a list of cards (mappings)")
    name = data.get("name") if isinstance(data.get("name"), dict) else {}
    version = data.get("version")
    header = SetHeader(game=str(game), code=str(data.get("code", "")),
                       version=version if type(version) is int else 1,
                       name_en=str(name.get("en", "")), name_ja=str(name.get("ja", "")),
                       labels=yaml_field(data.get("labels"), False))
    return header, [card_from_raw(c) for c in cards]
