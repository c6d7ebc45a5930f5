"""Replay files: header (format, engine version, game, seed, decks with the full card
definitions they used) + the answers given + the final state hash; verification re-runs it."""
from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from .actions import Action
from .cards import CardDef
from .cardset import cards_from_raw
from .errors import EngineError, FormatError
from .games import get_rules
from .state import State
from .version import ENGINE_VERSION, REPLAY_FORMAT

MAGIC = "tcgtable-replay"


def make_replay(state: State, decks: list[dict[str, list[CardDef]]], deck_names: list[str],
                players: list[str]) -> dict[str, Any]:
    cards: dict[str, Any] = {}
    for d in decks:
        for sec in d.values():
            for c in sec:
                cards[c.id] = c.raw
    return {
        "format": MAGIC, "format_version": REPLAY_FORMAT, "engine_version": ENGINE_VERSION,
        "game": state.rules.id, "seed": state.seed, "players": players,
        "decks": [{"name": n, "sections": {s: [c.id for c in cs] for s, cs in d.items()}}
                  for n, d in zip(deck_names, decks, strict=True)],
        "cards": cards,
        "actions": [[p, a.to_json()] for p, a in state.history],
        "result": list(state.result) if state.result else None,
        "turns": state.turn,
        "final_hash": state.state_hash(),
    }


def save_replay(path: str | Path, replay: dict[str, Any]) -> None:
    Path(path).write_text(json.dumps(replay, ensure_ascii=False, separators=(",", ":")), encoding="utf-8")


def read_replay(path: str | Path) -> dict[str, Any]:
    p = Path(path)
    try:
        data = json.loads(p.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError) as e:
        raise FormatError(str(p), "", f"cannot read replay ({e})") from None
    except json.JSONDecodeError as e:
        raise FormatError(str(p), f"line {e.lineno}", f"not valid JSON ({e.msg})") from None
    check_header(data, str(p))
    return data


def check_header(data: Any, source: str) -> None:
    if not isinstance(data, dict) or data.get("format") != MAGIC:
        raise FormatError(source, "format", "not a TCG Table replay (unknown format)")
    if data.get("format_version") != REPLAY_FORMAT:
        raise FormatError(source, "format_version",
                          f"replay format {data.get('format_version')!r} is not supported (this program reads {REPLAY_FORMAT})")
    for key in ("game", "seed", "decks", "cards", "actions"):
        if key not in data:
            raise FormatError(source, key, "missing")


def start_state(data: dict[str, Any], source: str = "<replay>") -> tuple[State, dict[str, CardDef]]:
    """The replay's initial state, built only from the card definitions stored in it."""
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
    return rules.new_game(decks, int(data["seed"])), cards


def replay_states(data: dict[str, Any], source: str = "<replay>"):  # type: ignore[no-untyped-def]
    """Yield (state, events, action) from the start through every answer."""
    state, _ = start_state(data, source)
    yield state, list(state.out), None
    for n, (p, a) in enumerate(data["actions"]):
        try:
            action = Action.from_json(a)
        except ValueError as e:
            raise FormatError(source, f"actions[{n}]", str(e)) from None
        if state.current_player() != p and action.kind != "resign":
            raise FormatError(source, f"actions[{n}]", f"player {p} answers, but player {state.current_player()} is to act")
        try:
            events = state.apply_action(action)
        except EngineError as e:
            raise FormatError(source, f"actions[{n}]", f"{action} is not legal there: {e}") from None
        yield state, events, action


def verify(data: dict[str, Any], source: str = "<replay>") -> tuple[bool, str]:
    """Re-run the replay; (ok, message). Fails on an illegal answer or a different final state."""
    state = None
    for step in replay_states(data, source):
        state = step[0]
    assert state is not None
    h = state.state_hash()
    if h != data.get("final_hash"):
        return False, f"final state differs (hash {h}, replay says {data.get('final_hash')})"
    return True, f"ok: {len(data['actions'])} answers, {state.turn} turns, result {state.result}"
