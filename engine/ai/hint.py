"""A hint for the player to answer: the options the computer's learned judgement rates best, with
their estimated win chances.

Each legal option is applied on sampled worlds (the player's own view resampled, never the hidden
cards: engine/ai/base.determinize), the player's own follow-up sub-decisions settled as the
heuristic settles them, and the position judged by the game's shipped value model
(engine/ai/value.py), whose P(win) is the chance shown. How far those chances hold is measured on
held-out games (engine/ai/calibration.py, docs/ai.md "How far the learned win chances hold").
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .heuristic import HeuristicAgent

if TYPE_CHECKING:
    from ..actions import Action
    from ..state import State

WORLDS = 2  # sampled worlds per option: a hint answers in well under a second


def hint_options(state: State, player: int, seed: int, worlds: int = WORLDS, top: int = 3
                 ) -> list[tuple[Action, float]]:
    """The `top` options for `player`'s pending decision, best first, with the estimated chance of
    winning after each (0-1). Empty when it is not `player`'s decision."""
    if state.is_terminal() or state.current_player() != player:
        return []
    legal = state.legal_actions()
    agent = HeuristicAgent(seed, determinizations=worlds, value="game")
    totals, done = agent.values(state, player, legal, worlds)
    if done == 0:
        return []
    rated = [(a, min(1.0, max(0.0, (t / done + 1.0) / 2.0))) for a, t in zip(legal, totals, strict=True)]
    rated.sort(key=lambda x: -x[1])  # stable: equal chances keep the game's order of options
    return rated[:top]


def hint_job(saved: dict[str, Any], player: int, seed: int, top: int = 3) -> list[tuple[list[Any], float]]:
    """`hint_options` of a position sent as a saved game (`engine.savegame.save`), for a worker
    process (the app's job pool): the options as JSON actions."""
    from ..savegame import load

    return [(a.to_json(), c) for a, c in hint_options(load(saved, "hint"), player, seed, top=top)]
