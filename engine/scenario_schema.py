"""The declared shape of a scenario (docs/scenarios.md), checked before a scenario is built, so a
wrong shape is a FormatError naming the file, the scenario and the field, never a crash later.

Game-specific parts (placement options, expectations, action arguments) are open here and checked
by the game's own scenario hooks.
"""
from __future__ import annotations

from typing import Annotated, Any

from pydantic import BaseModel, ConfigDict, Field, ValidationError, model_validator

from .errors import FormatError
from .limits import MAX_ABILITIES, MAX_DECK_COPIES, MAX_SCENARIO_STEPS, MAX_SEED, MAX_STAT
from .state import ORIENT_NAMES

_Name = Annotated[str, Field(min_length=1, max_length=200)]
_CardRef = _Name | Annotated[int, Field(strict=True)]
_Seat = Annotated[int, Field(ge=0, le=1, strict=True)]
# a player as a mapping key: 0/1 in YAML, "0"/"1" in JSON
_SeatKey = _Seat | Annotated[str, Field(pattern="^[01]$")]
_AbilityRef = Annotated[int, Field(ge=0, lt=MAX_ABILITIES, strict=True)] | _Name
_Text = Annotated[str, Field(max_length=1_000)]


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
    # position: a mid-game position at the start of `phase`; game: the game's own setup procedure
    # (Victory Spark 5.2, Vividz 601) with every deck in the order written
    start: Annotated[str, Field(pattern="^(position|game)$")] = "position"
    players: list[dict[str, _Zone] | None] = Field(default_factory=lambda: [{}, {}], max_length=2)
    turn: Annotated[int, Field(ge=1, le=1_000_000)] = 2
    turn_player: _Seat = 0
    first_player: _Seat | None = None
    flags: dict[str, Any] = Field(default_factory=dict)
    phase: _Name = "chara"
    # start: game: shuffle and choose the first player as the rules say (with the seed), and
    # whether the decks must pass the game's deck rules (as in the app; test decks may skip it)
    shuffle: bool = False
    check_decks: bool = True
    # what a position holds besides its cards (each game's scenario_extra hook reads them)
    life: dict[_SeatKey, Annotated[int, Field(ge=-MAX_STAT, le=MAX_STAT, strict=True)]] | None = None
    attached: Annotated[list[dict[str, Any]], Field(max_length=1_000)] | None = None
    effects: Annotated[list[dict[str, Any]], Field(max_length=1_000)] | None = None
    this_turn: dict[str, Any] | None = None


_Labels = dict[str, Any]
_Actions = Annotated[list[Any], Field(max_length=1_000)]
_Cards = Annotated[list[_CardRef], Field(max_length=MAX_DECK_COPIES)]


class _Chosen(_Model):
    """The ability a cancel chose: its card, and which of its abilities."""
    card: _CardRef
    ability: _AbilityRef | None = None


class _Waiting(_Model):
    """One waiting ability (or the one being carried out); every key left out is not checked."""
    card: _CardRef | None = None
    ability: _AbilityRef | None = None
    kind: _Name | None = None
    player: _Seat | None = None
    cancels: _CardRef | _Chosen | None = None
    targets: dict[Annotated[str, Field(pattern=r"^\$")], _Cards] | None = None


class _Event(BaseModel):
    """An event to find: its kind, and any of its fields (player, card, ability, phase, to, ...)."""
    model_config = ConfigDict(extra="allow", strict=True)
    kind: _Name


_EventRef = _Name | _Event


class _EventCount(BaseModel):
    """How many events of a kind (and fields) happened since a point: `since` is a step's label or
    number, or `start` (the default)."""
    model_config = ConfigDict(extra="allow", strict=True)
    kind: _Name
    count: Annotated[int, Field(ge=0, strict=True)]
    since: _Name | Annotated[int, Field(ge=0, strict=True)] = "start"


class _At(BaseModel):
    """A point inside the flow: right after the task that emitted this event (its fields match)."""
    model_config = ConfigDict(extra="allow", strict=True)
    event: _Name


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
    # zone order, top first (scenario_checks.py)
    order: dict[str, _Cards] | None = None
    top: dict[str, _CardRef | _Cards] | None = None
    bottom: dict[str, _CardRef | _Cards] | None = None
    position: dict[str, Annotated[int, Field(strict=True)]] | None = None
    # what a player can see (RULINGS G1)
    view: dict[_SeatKey, dict[Annotated[str, Field(max_length=200)], Any]] | None = None
    sees: dict[_SeatKey, _Cards] | None = None
    hidden: dict[_SeatKey, _Cards] | None = None
    # abilities waiting (resolution zone, triggered) and the one being carried out
    waiting: Annotated[list[_CardRef | _Waiting], Field(max_length=1_000)] | None = None
    resolving: _Waiting | None = None
    # the events of the last step
    events: Annotated[list[_EventRef], Field(max_length=1_000)] | _EventCount | None = None
    not_events: Annotated[list[_EventRef], Field(max_length=1_000)] | None = None
    # start: game with decks the deck rules refuse: a clause or text fragment (or a list of them)
    deck_refused: _Text | Annotated[list[_Text], Field(min_length=1, max_length=100)] | None = None


class _Verdict(_Model):
    """What validate_deck must say: legal or not, the clauses it cites, fragments of its messages."""
    legal: bool
    clauses: list[_Name] | None = None
    messages: list[_Text] | None = None


class _Step(_Model):
    do: Any = None
    at: _At | None = None
    label: _Name | None = None
    try_: _Actions | None = Field(None, alias="try")
    expect_refused: bool | Annotated[int, Field(ge=0, strict=True)] | None = None
    expect: _Expect | None = None
    validate_deck: dict[_Name, Annotated[list[_CardRef | _Fill], Field(max_length=MAX_DECK_COPIES)]] | None = None
    expect_verdict: _Verdict | None = None

    @model_validator(mode="after")
    def _pairs(self) -> _Step:
        if (self.validate_deck is None) != (self.expect_verdict is None):
            raise ValueError("validate_deck and expect_verdict go together (the deck list, and what the game's "
                             "deck rules must say about it)")
        if (self.try_ is None) != (self.expect_refused is None):
            raise ValueError("try and expect_refused go together (the actions, and whether one must be refused)")
        if self.try_ is not None and (self.do is not None or self.at is not None):
            raise ValueError("a step tries actions (try) or plays them (do, at), not both")
        return self


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
