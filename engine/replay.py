"""Replay files: header (format, engine version, game, seed, decks with the full card
definitions they used) + the answers given + the final hash; verification re-runs it.

Format 2's final_hash covers the final state and everything the replay re-runs with (game, seed,
decks, card definitions, answers), so editing any of them is caught. Format 1 files (final state
only) are still read and verified the old way. What a replay claims about its game (result, turns,
the number of players, who gave each answer) is not covered by the hash: verification compares each
claim with the re-run (`claim_mismatches`), and whoever stores a replay takes the re-run's result
(`Verdict`), never the file's.
"""
from __future__ import annotations

import hashlib
import json
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from . import datafile
from .actions import Action
from .branching import branch_hooks
from .cards import CardDef
from .cardset import cards_from_raw
from .errors import MAX_ITEM, EngineError, FormatError, cut, short_repr
from .games import get_rules
from .limits import MAX_DECK_COPIES, MAX_REPLAY_ACTIONS, MAX_SEED
from .state import State
from .version import ENGINE_VERSION, REPLAY_FORMAT

MAGIC = "tcgtable-replay"
READABLE_FORMATS = (1, 2)


class ReplayDiverged(EngineError):
    """The replay is well formed but does not play back: an answer is not legal where it stands."""

    def __init__(self, file: str, item: str, problem: str) -> None:
        self.file, self.item, self.problem = file, cut(item, MAX_ITEM), cut(problem)
        super().__init__(f"{file}: {self.item}: {self.problem}")


class _Deck(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True)
    name: str = Field(max_length=500)
    sections: dict[str, Annotated[list[Annotated[str, Field(max_length=64)]], Field(max_length=MAX_DECK_COPIES)]] \
        = Field(max_length=8)


class _Branch(BaseModel):
    """Where a game played on from a replay's position ("Play from here") branched off: the
    replay it came from (a label and its final hash) and the number of its answers it kept."""
    model_config = ConfigDict(extra="forbid", strict=True)
    replay: str = Field(max_length=500)
    step: int = Field(ge=0, le=MAX_REPLAY_ACTIONS)
    final_hash: str | None = Field(None, max_length=128)
    reshuffle: int | None = Field(None, ge=0, le=MAX_SEED)  # engine/branching.py, after `step` answers


class _Header(BaseModel):
    """What a replay must hold; card data is checked by the card-set schema, answers one by one."""
    model_config = ConfigDict(extra="forbid", strict=True)
    format: Literal["tcgtable-replay"]
    format_version: int
    engine_version: str = Field("", max_length=64)
    game: str = Field(max_length=40)
    seed: int = Field(ge=0, le=MAX_SEED)
    players: list[Annotated[str, Field(max_length=200)]] = Field(default_factory=list, min_length=2, max_length=2)
    decks: list[_Deck] = Field(min_length=2, max_length=2)
    cards: dict[str, dict[str, Any]]
    actions: list[Any] = Field(max_length=MAX_REPLAY_ACTIONS)  # each checked by _check_actions (faster)
    result: list[Any] | None = None
    turns: int | None = Field(None, ge=0, le=10**9)
    final_hash: str | None = Field(None, max_length=128)
    branched_from: _Branch | None = None
    # positions (answers given) where the player asked for a hint (the table's Hint button)
    hints: list[Annotated[int, Field(ge=0, le=MAX_REPLAY_ACTIONS)]] | None = Field(None, max_length=MAX_REPLAY_ACTIONS)
    study: bool | None = None  # played with both sides' hidden cards shown ("Play from here", revealed)


def inputs_digest(data: dict[str, Any]) -> str:
    """Digest of everything a replay re-runs with (not the agents' labels or the result it claims)."""
    keyed = {k: data.get(k) for k in ("game", "seed", "decks", "cards", "actions")}
    text = json.dumps(keyed, sort_keys=True, ensure_ascii=False, separators=(",", ":"))
    return hashlib.sha256(text.encode()).hexdigest()


def final_hash(data: dict[str, Any], state: State) -> str:
    """The final_hash a replay of this format should carry for the state it ends in."""
    if data.get("format_version") == 1:
        return state.state_hash()
    both = f"{state.state_hash()}|{inputs_digest(data)}"
    return hashlib.sha256(both.encode()).hexdigest()[:32]


def make_replay(state: State, decks: list[dict[str, list[CardDef]]], deck_names: list[str],
                players: list[str], branched_from: dict[str, Any] | None = None,
                hints: list[int] | None = None, study: bool = False) -> dict[str, Any]:
    """The replay of the game `state` is in; `branched_from` ({"replay", "step", "final_hash"}) for a
    game played on from another replay's position, whose first `step` answers it repeats; `hints`:
    the positions where the player asked for a hint; `study`: a game played with both sides' hidden
    cards shown."""
    cards: dict[str, Any] = {}
    for d in decks:
        for sec in d.values():
            for c in sec:
                cards[c.id] = c.raw
    data = {
        "format": MAGIC, "format_version": REPLAY_FORMAT, "engine_version": ENGINE_VERSION,
        "game": state.rules.id, "seed": state.seed, "players": players,
        "decks": [{"name": n, "sections": {s: [c.id for c in cs] for s, cs in d.items()}}
                  for n, d in zip(deck_names, decks, strict=True)],
        "cards": cards,
        "actions": [[p, a.to_json()] for p, a in state.history],
        "result": list(state.result) if state.result else None,
        "turns": state.turn,
    }
    if branched_from is not None:
        data["branched_from"] = dict(branched_from)
    if hints:
        data["hints"] = sorted(set(hints))
    if study:
        data["study"] = True
    data["final_hash"] = final_hash(data, state)
    return data


def save_replay(path: str | Path, replay: dict[str, Any]) -> None:
    Path(path).write_text(json.dumps(replay, ensure_ascii=False, separators=(",", ":")), encoding="utf-8")


def read_replay(path: str | Path) -> dict[str, Any]:
    """A replay file, parsed and its header checked; FormatError naming the file and key otherwise."""
    p = Path(path)
    data = datafile.parse_json(datafile.read_text(p, "replay"), str(p))
    check_header(data, str(p))
    return data


def check_header(data: Any, source: str) -> None:
    if not isinstance(data, dict) or data.get("format") != MAGIC:
        raise FormatError(source, "format", "not a TCG Table replay (unknown format)")
    if data.get("format_version") not in READABLE_FORMATS or isinstance(data.get("format_version"), bool):
        raise FormatError(source, "format_version", f"replay format {data.get('format_version')!r} is not supported "
                          f"(this program reads {', '.join(map(str, READABLE_FORMATS))})")
    try:
        _Header.model_validate(data)
    except ValidationError as e:
        err = e.errors()[0]
        loc = ".".join(str(x) for x in err["loc"][:4])
        raise FormatError(source, loc, err["msg"]) from None
    _check_actions(data["actions"], source)


def _check_actions(actions: list[Any], source: str) -> None:
    """Each answer is [seat 0 or 1, [kind, args...]] (the arguments are checked as it is re-run). A
    loop, not the header model: 200,000 answers validate in a tenth of the time and build nothing."""
    for n, a in enumerate(actions):
        if type(a) is not list or len(a) != 2:
            raise FormatError(source, f"actions[{n}]", f"an answer is [seat, [kind, args...]], not {short_repr(a, 60)}")
        if type(a[0]) is not int or a[0] not in (0, 1):
            raise FormatError(source, f"actions[{n}]", f"the seat must be 0 or 1, not {short_repr(a[0], 40)}")
        if type(a[1]) is not list:
            raise FormatError(source, f"actions[{n}]", f"the answer must be a list [kind, args...], not {short_repr(a[1], 60)}")


def start_state(data: dict[str, Any], source: str = "<replay>") -> tuple[State, dict[str, CardDef]]:
    """The replay's initial state, built only from the card definitions stored in it."""
    check_header(data, source)
    try:
        rules = get_rules(data["game"])
    except KeyError:
        raise FormatError(source, "game", f"unknown or unimplemented game {data['game']!r}") from None
    cards = cards_from_raw(data["game"], data["cards"], f"{source} (embedded cards)")
    decks = []
    for i, d in enumerate(data["decks"]):
        try:
            decks.append({s: [cards[c] for c in ids] for s, ids in d["sections"].items()})
        except KeyError as e:
            raise FormatError(source, f"decks[{i}]", f"card {e.args[0]} is not among the stored cards") from None
    return rules.new_game(decks, data["seed"]), cards


def replay_states(data: dict[str, Any], source: str = "<replay>") -> Iterator[tuple[State, list[Any], Action | None]]:
    """Yield (state, events, action) from the start through every answer; ReplayDiverged at an
    answer that is not legal where it stands."""
    state, _ = start_state(data, source)
    hooks = branch_hooks(data.get("branched_from"))
    if 0 in hooks:
        hooks[0](state)
    yield state, list(state.out), None
    for n, (p, a) in enumerate(data["actions"]):
        try:
            action = Action.from_json(a)
        except ValueError as e:
            raise FormatError(source, f"actions[{n}]", str(e)) from None
        if state.is_terminal():
            raise ReplayDiverged(source, f"actions[{n}]", "the game is already over, but the replay goes on")
        if state.current_player() != p and action.kind != "resign":
            raise ReplayDiverged(source, f"actions[{n}]", f"player {p} answers, but player {state.current_player()} is to act")
        try:
            events = state.apply_action(action)
        except EngineError as e:
            raise ReplayDiverged(source, f"actions[{n}]", f"{cut(str(action), 80)} is not legal there: {e}") from None
        if n + 1 in hooks:
            hooks[n + 1](state)
        yield state, events, action


@dataclass(frozen=True)
class Verdict:
    """What re-running a replay found: whether it plays back exactly, a message saying so or what differs,
    and the re-run's own result, turns and number of answers (None/0 when it could not be re-run to the
    end). Whoever stores or shows a replay uses these, never the result the file claims."""

    ok: bool
    message: str
    result: tuple[Any, ...] | None = None
    turns: int = 0
    answers: int = 0


def _canonical(v: Any) -> str:
    # 1, 1.0 and true are == in Python, but a different claim in a file
    return json.dumps(v, sort_keys=True, ensure_ascii=False)


def claim_mismatches(data: dict[str, Any], state: State) -> list[tuple[str, str]]:
    """(key, "the replay says X, the re-run gives Y") for each thing the replay claims about its game that
    its re-run (ending in `state`) does not bear out: `result`, `turns`, the number of `players` and who
    gave each answer (a resignation may come from either seat, so the engine, not the file, says whose
    it was). The labels in `players` and the deck names are names, not claims about the play: nothing
    in a re-run can tell them apart. A claim the file leaves out is not checked; a null is a claim."""
    out: list[tuple[str, str]] = []

    def differ(key: str, claimed: Any, actual: Any) -> None:
        out.append((key, f"the replay says {short_repr(claimed, 60)}, the re-run gives {short_repr(actual, 60)}"))

    actual_result = list(state.result) if state.result else None
    if "result" in data and _canonical(data["result"]) != _canonical(actual_result):
        differ("result", data["result"], actual_result)
    if "turns" in data and _canonical(data["turns"]) != _canonical(state.turn):
        differ("turns", data["turns"], state.turn)
    seats = len(state.decklists)
    if "players" in data and len(data["players"]) != seats:
        out.append(("players", f"the replay names {len(data['players'])} players, the game has {seats} seats"))
    for n, ((claimed, _a), (actual, _b)) in enumerate(zip(data["actions"], state.history, strict=False)):
        if claimed != actual:
            out.append((f"actions[{n}]", f"the replay says player {claimed} answered, the re-run gives player {actual}"))
            break
    return out


def check_replay(data: dict[str, Any], source: str = "<replay>") -> Verdict:
    """Re-run the replay and compare everything it claims: not ok on an illegal answer, a claim (result,
    turns, players, the seat of an answer) its re-run does not bear out, or a different final hash.
    FormatError when the replay itself is malformed."""
    state = None
    try:
        for step in replay_states(data, source):
            state = step[0]
    except ReplayDiverged as e:
        return Verdict(False, f"diverged at {e.item}: {e.problem}{_other_engine(data)}")
    assert state is not None
    result, turns, answers = state.result, state.turn, len(state.history)
    problems = [f"{key}: {problem}" for key, problem in claim_mismatches(data, state)]
    h = final_hash(data, state)
    if h != data.get("final_hash"):
        problems.append(f"final hash differs (hash {h}, replay says {short_repr(data.get('final_hash'), 40)})")
    if problems:
        return Verdict(False, "; ".join(problems) + _other_engine(data), result, turns, answers)
    note = " (format 1: its hash does not cover the card definitions)" if data["format_version"] == 1 else ""
    return Verdict(True, f"ok: {answers} answers, {turns} turns, result {result}{note}", result, turns, answers)


def _other_engine(data: dict[str, Any]) -> str:
    """Why a replay may not play back: an engine with other rules fixes recorded it."""
    made = data.get("engine_version")
    if isinstance(made, str) and made and made != ENGINE_VERSION:
        return f" (recorded by engine {cut(made, 20)}, this is {ENGINE_VERSION}: rules fixed since may change the game)"
    return ""


def verify(data: dict[str, Any], source: str = "<replay>") -> tuple[bool, str]:
    """Re-run the replay; (ok, message), as check_replay."""
    v = check_replay(data, source)
    return v.ok, v.message
