"""The agent contract shared by every computer player, and access to a game's AI knowledge.

An agent answers `choose(state, player) -> Action` for the pending decision of `player`.
It may only use what that player can know: `state.legal_actions()` (its own options),
`state.view(player)`, `state.resample(player, seed)` and the public card table
(`state.deftable`, every card named by the public decklists). Never `state.defs` of hidden
cards, the deck order or the real state's random generator.

`cancel()` may be called from another thread: the decision in progress stops at its next
check (search loops check every iteration and every rollout step, far below 100 ms) and
returns its best answer so far, or a legal fallback.
"""
from __future__ import annotations

import importlib
import threading
import time
from types import ModuleType
from typing import TYPE_CHECKING, Any, Protocol, runtime_checkable

from ..rng import Rng

if TYPE_CHECKING:
    from ..actions import Action
    from ..state import State


@runtime_checkable
class Agent(Protocol):
    """What the app, the arena and tests call."""

    name: str

    def choose(self, state: State, player: int) -> Action: ...

    def cancel(self) -> None: ...


class BaseAgent:
    """Seeded randomness, cancellation and per-decision statistics for concrete agents."""

    name = "base"

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed
        self.rng = Rng(seed)
        self._cancel = threading.Event()
        self.last: dict[str, Any] = {}  # statistics of the last decision (time, iterations, ...)
        self._seen: set[str] = set()  # own views decided at this turn (loop avoidance)
        self._seen_at = (-1, -1)
        self._repeats: dict[tuple[str, Action], int] = {}  # (decision kind, action) -> times this turn
        self._chosen: set[tuple[str, Action]] = set()  # (position signature, answer) this turn
        self._here = ""

    # -- the contract ------------------------------------------------------------------
    def choose(self, state: State, player: int) -> Action:
        """The action for `player`'s pending decision; clears any earlier cancel first."""
        self._cancel.clear()
        legal = state.legal_actions()
        if not legal:
            raise ValueError("no decision is pending")
        if state.current_player() != player:
            raise ValueError(f"player {player} is not the one to answer (it is {state.current_player()})")
        t0 = time.perf_counter()
        self.last = {}
        if len(legal) == 1:
            action = legal[0]
        else:
            action = self._choose(state, player, self._progressing(state, player, legal))
            key = (state.decision.kind if state.decision else "", action)
            self._repeats[key] = self._repeats.get(key, 0) + 1
            self._chosen.add((self._here, action))
        self.last["seconds"] = time.perf_counter() - t0
        self.last.setdefault("iterations", 0)
        return action

    def cancel(self) -> None:
        """Stop the decision in progress (thread-safe); it returns at its next check."""
        self._cancel.set()

    @property
    def cancelled(self) -> bool:
        return self._cancel.is_set()

    # -- loop avoidance ------------------------------------------------------------------
    def _progressing(self, state: State, player: int, legal: list[Action]) -> list[Action]:
        """Legal actions minus answers already given at this very position this turn, and minus
        those that lead straight back to a position this agent already decided at this turn
        (e.g. declare an attack, then decline every supporter): taking them forever would
        stall the game. All of them if every action is excluded. After
        TURN_DECISIONS_CAP decisions in one turn (a cycle the position check misses, e.g.
        because a counter in the view moves) only the least-used answers are considered.

        Checked on a determinization, so no hidden card is read."""
        if len(state.history) < self._seen_at[1] or state.turn != self._seen_at[0]:
            self._seen.clear()
            self._repeats.clear()
            self._chosen.clear()
        self._seen_at = (state.turn, len(state.history))
        # an answer the game knows does nothing (rules.meaningful: PMV's 変身 on a transformed
        # character, A20) is never better than another, and taken in turn by both players it
        # could go on for ever (measured: 4,000 answers in one turn of a hard-vs-normal game)
        legal = [a for a in legal if state.rules.meaningful(state, a)] or legal
        self._here = signature(state, player)
        self._seen.add(self._here)
        # the same answer at the same position again would only repeat what followed it
        legal = [a for a in legal if (self._here, a) not in self._chosen] or legal
        if sum(self._repeats.values()) >= TURN_DECISIONS_CAP:  # a cycle: try the least-used answers
            kind = state.decision.kind if state.decision else ""
            least = min(self._repeats.get((kind, a), 0) for a in legal)
            legal = [a for a in legal if self._repeats.get((kind, a), 0) == least]
        det = determinize(state, player, 0x10095)
        out = []
        for a in legal:
            s = det.clone()
            s.apply_action(a)
            if s.current_player() == player and s.turn == state.turn and signature(s, player) in self._seen:
                continue
            out.append(a)
        return out or legal

    # -- for subclasses ------------------------------------------------------------------
    def _choose(self, state: State, player: int, legal: list[Action]) -> Action:
        raise NotImplementedError

    def next_seed(self) -> int:
        """A fresh 62-bit seed from the agent's own generator (never from the game's)."""
        return self.rng.below(1 << 62)

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self.name!r}, seed={self.seed})"


TURN_DECISIONS_CAP = 100  # more own decisions in one turn than any real turn needs: a cycle

# computed characteristics left out of a position's signature: an effect that only toggles
# them (a power bonus that lasts until the attack ends) must not hide a loop
VOLATILE_KEYS = frozenset({"power", "defense", "level"})


def _strip(x: Any) -> Any:
    if isinstance(x, dict):
        return tuple((k, _strip(v)) for k, v in x.items() if k not in VOLATILE_KEYS)
    if isinstance(x, list | tuple):
        return tuple(_strip(v) for v in x)
    return x


def signature(state: State, player: int) -> str:
    """A position as `player` sees it (the view with its decision options, minus VOLATILE_KEYS)."""
    return repr(_strip(state.view(player)))


# -- a game's AI knowledge -----------------------------------------------------------------
_KNOWLEDGE: dict[str, ModuleType | None] = {}


def knowledge(game_id: str) -> ModuleType | None:
    """`engine.games.<id>.evaluate`: evaluate(view, player, cards), optionally prior(state, action),
    action_key(state, action) (which actions do the same), eval_view(state, player) (the part of the view evaluate reads, cheaper to build),
    evaluate_state(state, player) and leaf_state(state, player) (evaluate's and leaf's values
    read from the state directly, reading only what eval_view holds: they must equal them on
    eval_view; tests.helpers.check_eval_view), leaf(view,
    player, cards) (the search's leaf value, used with the `leaf` setting) and SEARCH (settings)."""
    if game_id not in _KNOWLEDGE:
        try:
            _KNOWLEDGE[game_id] = importlib.import_module(f"engine.games.{game_id}.evaluate")
        except ModuleNotFoundError:
            _KNOWLEDGE[game_id] = None
    return _KNOWLEDGE[game_id]


def evaluate_view(state: State, player: int) -> float:
    """The game's evaluation of `player`'s view of `state` in [-1, 1] (0 if the game has none).

    Only `state.view(player)` (or the game's `eval_view`, a part of it, or its
    `evaluate_state`, which reads from the state only what `eval_view` holds) and the public card
    table are read, so this is honest even on the real state; on a determinization it is an
    estimate for one sampled world.
    """
    if state.is_terminal():
        return state.returns()[player]
    mod = knowledge(state.rules.id)
    if mod is None:
        return 0.0
    direct = getattr(mod, "evaluate_state", None)  # the same value without building the view
    if direct is not None:
        return float(direct(state, player))
    return float(mod.evaluate(view_for_eval(mod, state, player), player, state.deftable))


def view_for_eval(mod: ModuleType, state: State, player: int) -> dict[str, Any]:
    light = getattr(mod, "eval_view", None)  # a game may build only what its evaluation reads
    return light(state, player) if light is not None else state.view(player)


def leaf_view(state: State, player: int) -> float:
    """A search leaf's value for `player` in [-1, 1]: the game's `leaf(view, player, cards)`
    (an evaluation fitted to predict the winner) when its knowledge module has one, else
    `evaluate_view`. Reads only what `evaluate_view` reads."""
    mod = knowledge(state.rules.id)
    leaf = getattr(mod, "leaf", None) if mod is not None else None
    if mod is None or leaf is None or state.is_terminal():
        return evaluate_view(state, player)
    direct = getattr(mod, "leaf_state", None)  # the same value without building the view
    if direct is not None:
        return float(direct(state, player))
    return float(leaf(view_for_eval(mod, state, player), player, state.deftable))


def prior_fn(game_id: str) -> Any:
    """The game's cheap action prior `prior(state, action) -> float`, or None."""
    mod = knowledge(game_id)
    return getattr(mod, "prior", None) if mod is not None else None


def key_fn(game_id: str) -> Any:
    """The game's `action_key(state, action) -> Hashable` (actions with equal keys do the same,
    up to the rules' symmetries), or None."""
    mod = knowledge(game_id)
    return getattr(mod, "action_key", None) if mod is not None else None


def merge_equivalent(state: State, legal: list[Action], key: Any) -> list[Action]:
    """The first of each group of `legal` actions with the same `key(state, action)`, in legal
    order. A search that counts equivalent actions apart splits its samples between them (a card
    played to any of three empty bench slots was three root actions) and its answer between
    near-ties; merged, each real choice gets all of them. Read on a determinization or for the
    deciding player's own options only (keys name what that player sees)."""
    if key is None or len(legal) < 2:
        return legal
    seen: set[Any] = set()
    out = []
    for a in legal:
        k = key(state, a)
        if k not in seen:
            seen.add(k)
            out.append(a)
    return out


def search_default(game_id: str, key: str, default: Any) -> Any:
    """A search setting the game's knowledge module prefers (its `SEARCH` dict), else `default`;
    an option given in the agent's spec overrides it."""
    mod = knowledge(game_id)
    return getattr(mod, "SEARCH", {}).get(key, default) if mod is not None else default


def determinize(state: State, player: int, seed: int) -> State:
    """A full state consistent with `player`'s view: `State.resample`, which redraws hidden cards
    and deck orders and reseeds the random generator (a function of the view and the seed alone)."""
    return state.resample(player, seed)
