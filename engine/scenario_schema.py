"""The declared shape of a scenario (docs/scenarios.md), checked before a scenario is built, so a
wrong shape is a FormatError naming the file, the scenario and the field, never a crash later.

Game-specific parts (placement options, expectations, action arguments) are open here and checked
by the game's own scenario hooks.
"""
from __future__ import annotations

from typing import Annotated, Any

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from .errors import FormatError
from .limits import MAX_DECK_COPIES, MAX_SCENARIO_STEPS, MAX_SEED, MAX_STAT
from .state import ORIENT_NAMES

_Name = Annotated[str, Field(min_length=1, max_length=200)]
_CardRef = _Name | Annotated[int, Field(strict=True)]
_Seat = Annotated[int, Field(ge=0, le=1, strict=True)]


class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True)


class _Placed(BaseModel):
    """A card placed in setup; options beyond these go to the game's scenario_card hook."""
    model_config = ConfigDict(extra="allow", strict=True)
    card: _CardRef
    orient: Annotated[str, Field(pattern="^(" + "|".join(ORIENT_NAMES) + ")$")] | None = None
    damage: Annotated[int, Field(ge=0, le=MAX_STAT)] = 0
    as_: _Name | None = Field(None, alias="as")


class _Fill(_Model):
    card: _CardRef
    count: Annotated[int, Field(ge=0, le=MAX_DECK_COPIES)] = 1


_Zone = Annotated[list[_CardRef | _Placed], Field(max_length=MAX_DECK_COPIES)] | _Fill


class _Setup(_Model):
    players: list[dict[str, _Zone] | None] = Field(default_factory=lambda: [{}, {}], max_length=2)
    turn: Annotated[int, Field(ge=1, le=1_000_000)] = 2
    turn_player: _Seat = 0
    first_player: _Seat = 0
    flags: dict[str, Any] = Field(default_factory=dict)
    phase: _Name = "chara"


_Labels = dict[str, Any]
_Actions = Annotated[list[Any], Field(max_length=1_000)]


class _Expect(BaseModel):
    """The shared expectations; any other key is the game's (scenario_expect)."""
    model_config = ConfigDict(extra="allow", strict=True)
    zones: dict[str, Annotated[list[_CardRef], Field(max_length=MAX_DECK_COPIES)]] | None = None
    counts: dict[str, Annotated[int, Field(ge=0)]] | None = None
    orient: _Labels | None = None
    damage: _Labels | None = None
    power: _Labels | None = None
    defense: _Labels | None = None
    level: _Labels | None = None
    in_zone: _Labels | None = None
    decision: dict[Annotated[str, Field(pattern="^(player|kind)$")], Any] | None = None
    legal: _Actions | None = None
    not_legal: _Actions | None = None
    winner: _Seat | Annotated[str, Field(pattern="^(draw|none)$")] | None = None
    log: list[Annotated[str, Field(max_length=1_000)]] | None = None
    not_log: list[Annotated[str, Field(max_length=1_000)]] | None = None
    phase: _Name | None = None
    step: Annotated[str, Field(max_length=200)] | None = None
    turn_player: _Seat | None = None
    turn: Annotated[int, Field(ge=0)] | None = None


class _Step(_Model):
    do: Any = None
    expect: _Expect | None = None


class _Scenario(_Model):
    name: _Name | None = None
    game: _Name
    set: Annotated[str, Field(min_length=1, max_length=12, pattern=r"^[0-9A-Za-z_]+$")] = "SCN"
    rules: list[_Name] | _Name | None = None
    description: Annotated[str, Field(max_length=10_000)] | None = None
    seed: Annotated[int, Field(ge=0, le=MAX_SEED)] = 1
    cards: list[Any] | None = None
    setup: _Setup = Field(default_factory=_Setup)
    steps: list[_Step] = Field(default_factory=list, max_length=MAX_SCENARIO_STEPS)
    actions: list[Any] = Field(default_factory=list, max_length=MAX_SCENARIO_STEPS)
    expect: _Expect | None = None


def check_spec(spec: Any, source: str, label: str) -> None:
    """FormatError naming the file, the scenario and the first field of a wrong shape."""
    if not isinstance(spec, dict):
        raise FormatError(source, label, "a scenario is a mapping (game, setup, steps, ...)")
    try:
        _Scenario.model_validate(spec)
    except ValidationError as e:
        err = e.errors()[0]
        loc = ".".join(str(x) for x in err["loc"] if not str(x).startswith(("function-", "list[", "dict[",
                                                                             "constrained-", "int", "str")))
        raise FormatError(source, f"{label}, field {loc}" if loc else label, err["msg"]) from None
