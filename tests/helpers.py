"""Shared test helpers: bundled decks, seeded random play."""
from __future__ import annotations

import importlib.util
import os
import sys
from pathlib import Path
from types import ModuleType
from typing import Any

from engine.cards import CardDef
from engine.games import get_rules
from engine.library import load_deck_cards, precon_paths
from engine.rng import Rng
from engine.state import State

# seeded random games per game in the random-invariant tests; RANDOM_GAMES=300 for a longer run
# (the seeds are the first N, so a longer run includes every game of a shorter one)
RANDOM_GAMES = int(os.environ.get("RANDOM_GAMES", "30"))


def precon_decks(game: str) -> list[dict[str, list[CardDef]]]:
    paths = precon_paths(game)
    assert len(paths) >= 2, f"{game} needs at least two preconstructed decks"
    return [load_deck_cards(p, game)[1] for p in paths[:2]]


def random_game(game: str, seed: int, decks: list[dict[str, list[CardDef]]] | None = None,
                on_step: Any = None) -> State:
    """Play one seeded random-vs-random game to the end; on_step(state) after every action."""
    rules = get_rules(game)
    state = rules.new_game(decks or precon_decks(game), seed)
    rng = Rng(seed + 7919)
    if on_step:
        on_step(state)
    while not state.is_terminal():
        state.apply_action(rng.choice(state.legal_actions()))
        if on_step:
            on_step(state)
    return state


def arena_positions(game: str, seeds: range, every: int = 7, steps: int = 300) -> list[State]:
    """Copies of every `every`-th decision of seeded random games dealt as the arena deals them."""
    from engine.ai.arena import new_arena_game
    from engine.ai.random_agent import RandomAgent
    out: list[State] = []
    for seed in seeds:
        s, _seat = new_arena_game(game, seed, 5)
        mover = RandomAgent(seed)
        for i in range(steps):
            if s.is_terminal():
                break
            if i % every == 0:
                out.append(s.clone())
            legal = s.legal_actions()
            s.apply_action(legal[0] if len(legal) == 1 else mover.choose(s, s.current_player()))
    return out


class InvariantChecker:
    """An on_step for random_game: `check(state, full, clone)` after every action, asking for a clone
    comparison every 4th and a save/load round trip every 48th (a load checks the whole position and
tries every answer: half of a game's checking time at every 16th); fails when a game does not end."""

    def __init__(self, check: Any, max_actions: int = 20000) -> None:
        self.check, self.max_actions, self.count = check, max_actions, 0

    def __call__(self, s: State) -> None:
        self.count += 1
        assert self.count < self.max_actions, "game does not terminate"
        self.check(s, full=self.count % 48 == 0, clone=self.count % 4 == 0)


def every_precon_pairing_ends(game: str, seeds: tuple[int, ...] = (1, 2)) -> None:
    """Every ordered pair of the game's preconstructed decks plays random games to the end."""
    decks = [load_deck_cards(p, game)[1] for p in precon_paths(game)]
    assert len(decks) >= 3
    for a in range(len(decks)):
        for b in range(len(decks)):
            if a != b:
                for seed in seeds:
                    assert random_game(game, seed, [decks[a], decks[b]]).is_terminal()


def part_of(light: object, full: object, where: str = "view") -> None:
    """Every value of `light` is the full view's value at the same place (dicts may omit keys)."""
    if isinstance(light, dict):
        assert isinstance(full, dict), where
        for k, v in light.items():
            assert k in full, f"{where}.{k} is not in the full view"
            part_of(v, full[k], f"{where}.{k}")
    elif isinstance(light, list):
        assert isinstance(full, list) and len(light) == len(full), where
        for i, (a, b) in enumerate(zip(light, full, strict=True)):
            part_of(a, b, f"{where}[{i}]")
    else:
        assert light == full, where


def check_eval_view(game: str, knowledge: Any, seeds: int, opponent_seed: int, steps: int) -> tuple[set[Any], int]:
    """Play seeded arena games of `game` at random and, at every decision, for both players: the
    knowledge module's `eval_view` is a part of the view and `evaluate` scores both the same.
    Returns the decision kinds met and the positions checked."""
    from engine.ai.arena import new_arena_game
    from engine.ai.random_agent import RandomAgent
    kinds: set[Any] = set()
    checked = 0
    for seed in range(seeds):
        s, _seat = new_arena_game(game, seed, opponent_seed)
        mover = RandomAgent(seed)
        for _ in range(steps):
            if s.is_terminal():
                break
            kinds.add(s.decision.kind if s.decision is not None else None)
            for p in (0, 1):
                full, light = s.view(p), knowledge.eval_view(s, p)
                part_of(light, full)
                assert knowledge.evaluate(light, p, s.deftable) == knowledge.evaluate(full, p, s.deftable)
                _same_from_state(knowledge, s, p, full)
                checked += 1
            legal = s.legal_actions()
            s.apply_action(legal[0] if len(legal) == 1 else mover.choose(s, s.current_player()))
        for p in (0, 1):  # the position it stopped at too (a finished game: its result decides)
            full, light = s.view(p), knowledge.eval_view(s, p)
            assert knowledge.evaluate(light, p, s.deftable) == knowledge.evaluate(full, p, s.deftable)
            _same_from_state(knowledge, s, p, full)
    return kinds, checked


def _same_from_state(knowledge: Any, s: Any, p: int, full: dict[str, Any]) -> None:
    """A game's evaluation read from the state directly gives exactly the view's values."""
    if hasattr(knowledge, "evaluate_state"):
        assert knowledge.evaluate_state(s, p) == knowledge.evaluate(full, p, s.deftable)
    if hasattr(knowledge, "leaf_state"):
        assert knowledge.leaf_state(s, p) == knowledge.leaf(full, p, s.deftable)
    if hasattr(knowledge, "terms_state"):
        for q in (0, 1):
            assert knowledge.terms_state(s, q) == knowledge.terms(full, q, s.deftable)


def played_replay(game: str, specs: tuple[str, str], seed: int = 4,
                  players: tuple[str, str] = ("You", "Computer (Normal)")) -> dict[str, Any]:
    """The replay (as read back from JSON) of a game between the first two arena decks, played to
    its end by two agent specs."""
    import json

    from engine.ai.arena import arena_decks, fresh
    from engine.ai.levels import make_agent
    from engine.replay import make_replay

    decks = [fresh(d) for _, d in arena_decks(game)[:2]]
    state = get_rules(game).new_game(decks, seed)
    agents = [make_agent(specs[0], 1), make_agent(specs[1], 2)]
    while not state.is_terminal():
        p = state.current_player()
        state.apply_action(agents[p].choose(state, p))
    return json.loads(json.dumps(make_replay(state, decks, ["A", "B"], list(players))))


def script_module(path: Path) -> ModuleType:
    """A script of benchmarks/ or scripts/ imported as a module (registered under its name, since
    dataclasses look their module up by name)."""
    spec = importlib.util.spec_from_file_location(path.stem, path)
    assert spec is not None and spec.loader is not None
    mod = importlib.util.module_from_spec(spec)
    sys.modules[path.stem] = mod
    spec.loader.exec_module(mod)
    return mod
