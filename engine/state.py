"""The game state: plain data that clones cheaply, saves to JSON and compares exactly.

Instances (one per physical card) are ints. Per-instance data lives in parallel lists;
zones are lists of instance ids keyed "<player>.<zone>" (or a shared zone name). The
engine's pending work is an explicit task stack of tuples, so a game can stop at any
decision, even in the middle of an effect, and be cloned, saved or resumed there.
"""
from __future__ import annotations

from typing import Any

from . import facedefs
from .actions import Action, Decision, jsonable, tuplify
from .cards import CardDef
from .events import Event
from .processor import apply_action as _apply_action
from .state_rules import StateRules

STAND, REST, REVERSE = 0, 1, 2
ORIENT_NAMES = ("stand", "rest", "reverse")


RESAMPLE_RNG_SALT = 0x5DEECE66D  # a resampled world's generator: seed_state(seed ^ this)


class State:
    """One game in progress. Game-independent; a game's rules object gives it meaning."""

    __slots__ = (
        "rules", "defs", "owner", "zone_of", "zones", "orient", "damage", "obj", "placed",
        "clock", "rng", "turn", "turn_player", "first_player", "phase", "step",
        "tasks", "decision", "effects", "ctx", "next_ctx", "flags", "result", "history",
        "out", "seed", "decklists", "marks", "_cache", "deftable", "_derived",
    )

    rules: StateRules
    defs: list[CardDef]          # instance -> definition (replaced only by resample)
    owner: tuple[int, ...]       # instance -> owner (immutable, shared by clones)
    zone_of: list[str]           # instance -> zone key
    zones: dict[str, list[int]]  # zone key -> instance ids, bottom..top
    orient: list[int]
    damage: list[int]
    obj: list[int]               # object generation: bumps when a card changes zone (3.1.3)
    placed: list[int]            # timestamp the card entered its zone
    clock: int
    rng: int
    turn: int
    turn_player: int
    first_player: int
    phase: str
    step: str
    tasks: list[tuple[Any, ...]]
    decision: Decision | None
    effects: list[tuple[Any, ...]]  # continuous effects created by resolved abilities
    ctx: dict[int, dict[str, Any]]  # resolution contexts: source, controller, bound choices
    next_ctx: int
    flags: dict[str, Any]        # game-specific values; values are immutable
    result: tuple[Any, ...] | None  # ("win", player, reason) | ("draw", reason)
    history: list[tuple[int, Action]]
    out: list[Event]             # events of the current apply (not part of the state)
    seed: int
    decklists: tuple[tuple[str, ...], ...]  # each player's registered deck (card ids)
    marks: dict[int, dict[str, Any]]  # per-instance extra data (counters, granted things)
    _cache: Any
    deftable: dict[str, CardDef]  # card id -> definition (shared, immutable)
    # (defs, indexes computed from that card list): not game data, shared by clones, rebuilt
    # when defs is replaced (resample); see layers.per_defs
    _derived: tuple[list[CardDef], dict[str, Any]] | None

    # -- identity helpers ---------------------------------------------------------
    def other(self, p: int) -> int:
        return 1 - p

    def z(self, player: int, zone: str) -> list[int]:
        return self.zones[f"{player}.{zone}"]

    def top(self, player: int, zone: str) -> int | None:
        lst = self.zones[f"{player}.{zone}"]
        return lst[-1] if lst else None

    def ref(self, iid: int) -> tuple[int, int]:
        """A reference to the card object as it is now; it dies when the card changes zone."""
        return (iid, self.obj[iid])

    def alive(self, r: tuple[int, int]) -> bool:
        return self.obj[r[0]] == r[1]

    def tick(self) -> int:
        self.clock += 1
        return self.clock

    # -- the OpenSpiel-style contract ---------------------------------------------
    def current_player(self) -> int:
        """Who answers next; -1 when the game is over."""
        return -1 if self.result is not None or self.decision is None else self.decision.player

    def legal_actions(self) -> list[Action]:
        if self.result is not None or self.decision is None:
            return []
        return list(self.decision.options)

    def is_terminal(self) -> bool:
        return self.result is not None

    def returns(self) -> tuple[float, float]:
        if self.result is None or self.result[0] == "draw":
            return (0.0, 0.0)
        w = self.result[1]
        return (1.0, -1.0) if w == 0 else (-1.0, 1.0)

    def winner(self) -> int | None:
        return self.result[1] if self.result is not None and self.result[0] == "win" else None

    def apply_action(self, action: Action) -> list[Event]:
        """Validate, record in the history, run until the next decision; returns the events."""
        return _apply_action(self, action)

    def view(self, player: int) -> dict[str, Any]:
        return self.rules.view(self, player)

    def resample(self, player: int, seed: int) -> State:
        """A full state consistent with what `player` can see: hidden cards and deck orders redrawn,
        and the random generator reseeded from `seed` (its future draws are not the player's to know),
        so the result is an honest sample whoever calls it - a function of the view and the seed."""
        from .rng import seed_state

        det = self.rules.resample(self, player, seed)
        det.rng = seed_state(seed ^ RESAMPLE_RNG_SALT)
        return det

    # -- clone / save ---------------------------------------------------------------
    def clone(self) -> State:
        s = State()
        s.rules = self.rules
        s.defs = self.defs
        s.deftable = self.deftable
        s.owner = self.owner
        s.zone_of = self.zone_of[:]
        zones = self.zones
        s.zones = dict(zip(zones, map(list.copy, zones.values()), strict=True))  # {k: v[:]} without a Python loop
        s.orient = self.orient[:]
        s.damage = self.damage[:]
        s.obj = self.obj[:]
        s.placed = self.placed[:]
        s.clock = self.clock
        s.rng = self.rng
        s.turn = self.turn
        s.turn_player = self.turn_player
        s.first_player = self.first_player
        s.phase = self.phase
        s.step = self.step
        s.tasks = self.tasks[:]
        s.decision = self.decision
        s.effects = self.effects[:]
        s.ctx = {k: dict(v) for k, v in self.ctx.items()} if self.ctx else {}
        s.next_ctx = self.next_ctx
        s.flags = dict(self.flags)
        s.result = self.result
        s.history = self.history[:]
        s.out = []
        s.seed = self.seed
        s.decklists = self.decklists
        s.marks = {k: dict(v) for k, v in self.marks.items()} if self.marks else {}
        # The characteristics cache (and the memos games keep in it) describes this position,
        # which the clone shares until either changes; every change drops the changed state's
        # reference. A copy of the dict, so a memo one adds later never reaches the other.
        cache = self._cache
        s._cache = cache.copy() if cache is not None else None
        s._derived = self._derived
        return s

    def snapshot(self) -> dict[str, Any]:
        """The whole state as JSON-able data (everything but the card definitions' text)."""
        return {
            "game": self.rules.id, "seed": self.seed,
            "defs": [d.id for d in self.defs], "owner": list(self.owner),
            "zones": {k: list(v) for k, v in self.zones.items()},
            "orient": list(self.orient), "damage": list(self.damage), "obj": list(self.obj),
            "placed": list(self.placed), "clock": self.clock, "rng": self.rng, "turn": self.turn,
            "turn_player": self.turn_player, "first_player": self.first_player, "phase": self.phase,
            "step": self.step, "tasks": jsonable(self.tasks),
            "decision": self.decision.to_json() if self.decision else None,
            "effects": jsonable(self.effects),
            "ctx": [[k, jsonable(v)] for k, v in sorted(self.ctx.items())], "next_ctx": self.next_ctx,
            "flags": jsonable(dict(sorted(self.flags.items()))),
            "result": jsonable(self.result), "history": [[p, a.to_json()] for p, a in self.history],
            "decklists": [list(d) for d in self.decklists],
            "marks": [[k, jsonable(v)] for k, v in sorted(self.marks.items())],
        }

    def __eq__(self, other: object) -> bool:
        return isinstance(other, State) and self.snapshot() == other.snapshot()

    def __hash__(self) -> int:  # states are mutable; hash by identity like a plain object
        return id(self)

    def state_hash(self) -> str:
        """A stable digest of the game position (for replay verification). What the players remember
        (engine/knowledge.py) follows from the history like the history itself: not hashed."""
        import hashlib
        import json
        snap = self.snapshot()
        snap.pop("history", None)
        snap["flags"]["dict"] = [kv for kv in snap["flags"]["dict"] if kv[0] != "memory"]  # jsonable's dict form
        return hashlib.sha256(json.dumps(snap, sort_keys=True, ensure_ascii=False).encode()).hexdigest()[:32]


def blank_state(rules: StateRules, cards: list[list[CardDef]], zone_keys: list[str], seed: int) -> State:
    """A new game with every player's cards in their "<player>.deck" zone and nothing scheduled."""
    s = State()
    s.rules = rules
    defs: list[CardDef] = []
    owner: list[int] = []
    s.zones = {k: [] for k in zone_keys}
    for p, lst in enumerate(cards):
        for c in lst:
            s.zones[f"{p}.deck"].append(len(defs))
            defs.append(c)
            owner.append(p)
    n = len(defs)
    s.defs = defs
    s.deftable = with_faces(rules, {d.id: d for d in defs})
    s.owner = tuple(owner)
    s.zone_of = [f"{owner[i]}.deck" for i in range(n)]
    s.orient = [STAND] * n
    s.damage = [0] * n
    s.obj = [0] * n
    s.placed = [0] * n
    s.clock = 0
    s.seed = seed
    from .rng import seed_state
    s.rng = seed_state(seed)
    s.turn = 0
    s.turn_player = 0
    s.first_player = 0
    s.phase = "setup"
    s.step = ""
    s.tasks = []
    s.decision = None
    s.effects = []
    s.ctx = {}
    s.next_ctx = 1
    s.flags = {}
    s.result = None
    s.history = []
    s.out = []
    s.decklists = tuple(tuple(c.id for c in lst) for lst in cards)
    s.marks = {}
    s._cache = None
    s._derived = None
    return s


def with_faces(rules: StateRules, table: dict[str, CardDef]) -> dict[str, CardDef]:
    """`table` (printed cards by id) with the other faces of two-faced cards (engine/facedefs.py)
    of a game that has them (GameRules.faces)."""
    names = getattr(rules, "faces", ())
    if names:
        norm = getattr(rules, "normalize_ability", None)
        for d in list(table.values()):
            for face in names:
                if isinstance(d.attrs.get(face), dict):
                    f = facedefs.face_def(d, face, norm, getattr(rules, "face_type", None))
                    table[f.id] = f
    return table


def card_table(rules: StateRules, cards: dict[str, CardDef]) -> dict[str, CardDef]:
    """The card table of a restored state: a save's printed cards by id and their other faces (the
    ids a snapshot may name; engine.savecheck checks them against it)."""
    return with_faces(rules, {k: d for k, d in cards.items() if facedefs.SEP not in k})


def restore(rules: StateRules, snap: dict[str, Any], cards: dict[str, CardDef]) -> State:
    """Rebuild a State from snapshot() data and the card definitions it names."""
    s = State()
    s.rules = rules
    s.deftable = card_table(rules, cards)
    s.defs = [s.deftable[i] for i in snap["defs"]]
    s.owner = tuple(snap["owner"])
    s.zones = {k: list(v) for k, v in snap["zones"].items()}
    s.zone_of = [""] * len(s.defs)
    for k, v in s.zones.items():
        for i in v:
            s.zone_of[i] = k
    s.orient = list(snap["orient"])
    s.damage = list(snap["damage"])
    s.obj = list(snap["obj"])
    s.placed = list(snap["placed"])
    s.clock, s.rng, s.turn = snap["clock"], snap["rng"], snap["turn"]
    s.turn_player, s.first_player = snap["turn_player"], snap["first_player"]
    s.phase, s.step = snap["phase"], snap["step"]
    s.tasks = list(tuplify(snap["tasks"]))
    s.decision = Decision.from_json(snap["decision"]) if snap["decision"] else None
    s.effects = list(tuplify(snap["effects"]))
    s.ctx = {k: tuplify(v) for k, v in snap["ctx"]}
    s.next_ctx = snap["next_ctx"]
    s.flags = tuplify(snap["flags"])
    s.result = tuplify(snap["result"])
    s.history = [(p, Action.from_json(a)) for p, a in snap["history"]]
    s.out = []
    s.seed = snap["seed"]
    s.decklists = tuple(tuple(d) for d in snap["decklists"])
    s.marks = {k: tuplify(v) for k, v in snap["marks"]}
    s._cache = None
    s._derived = None
    return s

