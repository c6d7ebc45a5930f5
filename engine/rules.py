"""GameRules: the extension points a game implements on the shared engine."""
from __future__ import annotations

import importlib
from collections.abc import Callable, Collection
from dataclasses import dataclass
from typing import Any

from . import characteristics, created_effects, interp, results
from .actions import Action
from .cards import CardDef
from .events import Event
from .processor import run
from .stat_names import normalize
from .state import State, blank_state
from .vocabulary import Vocabulary

Handler = Callable[[State, tuple[Any, ...]], None]


@dataclass(frozen=True)
class ZoneSpec:
    """How a zone looks: for board layout and for views (public or hidden, slots)."""

    name: str
    public: bool
    shared: bool = False
    slots: int = 0  # >0: fixed slots (bench); 0: a pile or a fan
    face_down: bool = False
    label: tuple[str, str] = ("", "")  # en, ja


@dataclass(frozen=True)
class Violation:
    """A deck-construction rule the deck breaks: the rule clause, and what is wrong in English
    (`message`) and in Japanese (`ja`, "" when the game gives none)."""

    clause: str
    message: str
    ja: str = ""

    def text(self, lang: str) -> str:
        """The message in `lang` ("en" or "ja"), English when there is no Japanese."""
        return self.ja if lang == "ja" and self.ja else self.message

    def __str__(self) -> str:
        return f"{self.message} ({self.clause})"


def in_order(state: State, steps: list[Callable[[], None]]) -> None:
    """Run `steps` (each may push tasks) so that the tasks they push run in the steps' order: the
    task stack is last-in first-out, so one card's move pushed after another's would run first."""
    tasks = state.tasks
    bounds = []
    for step in steps:
        bounds.append(len(tasks))
        step()
    bounds.append(len(tasks))
    if len(tasks) > bounds[0]:
        blocks = [tasks[a:b] for a, b in zip(bounds, bounds[1:], strict=False)]
        tasks[bounds[0]:] = [t for block in reversed(blocks) for t in block]


# Hooks the engine reads off the rules object, taken by name from the game's modules (the class
# attribute naming the module, the functions) unless the game writes its own. Bound per instance,
# so a hot call (zone_name, on_event) is a plain attribute read.
_MODULE_HOOKS: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("card_data", ("zone_name", "ability_active_in")),
    ("game_core", ("draw", "set_orient", "shuffle_deck", "declare_result")),
    ("auto_abilities", ("controller", "on_event")),
    ("views", ("view", "resample", "hidden_from")),
)


class GameRules:
    """Base class of a game. The engine core calls only these. A game names its modules and
    tables below (docs/engine.md, "Writing a game"); the base wires them up."""

    id: str = ""
    name: dict[str, str] = {}
    deck_sections: tuple[str, ...] = ("main",)
    # attrs keys holding a card's other face (engine/faces.py), e.g. ("transformed",)
    faces: tuple[str, ...] = ()
    handlers: dict[str, Handler]
    # a game's own computed-amount ops (engine/amounts.py): op -> fn(state, expr, ctx) -> int
    amount_ops: dict[str, Callable[[State, dict[str, Any], dict[str, Any]], int]] = {}
    # stats whose multiplications and divisions apply after every addition, subtraction and
    # "becomes N" (VS 6.7.3.5.3); other stats take every change in timestamp order
    scaled_last: frozenset[str] = frozenset()
    # the characteristics continuous effects give (engine/characteristics.py): what the cache of
    # engine/layers.py calls on a miss, as it sits below the selectors and amounts this reads
    compute_chars = staticmethod(characteristics.compute)

    # A game's card-data module (vocabulary(), validate_card(), ZONE_SPECS, PLAYER_ZONES,
    # zone_name(), zone_keys(), ability_active_in()) and its deck rules (validate_deck()).
    card_data: Any = None
    deck_rules: Any = None
    # The game's modules the hooks of _MODULE_HOOKS come from: its core (draw, set_orient,
    # shuffle_deck, declare_result), its automatic abilities (controller, on_event), its views
    # (view, resample, hidden_from) and its log text (render, for render_event).
    game_core: Any = None
    auto_abilities: Any = None
    views: Any = None
    event_text: Any = None
    # Task handlers: the shared interpreter's (engine/interp.py), then each module's TASKS in
    # this order, then the game's own `tasks` (a later name wins, as in a dict merge).
    task_modules: tuple[Any, ...] = ()
    tasks: dict[str, Handler] = {}
    # The game's own filter, condition and effect ops (engine/selectors.py, conditions.py,
    # interp.py); the instance's effect_ops add the shared created effects (lasting, strip).
    filter_ops: dict[str, Any] = {}
    condition_ops: dict[str, Any] = {}
    effect_ops: dict[str, Any] = {}
    # card data's own stat names -> the shared slots (engine/stat_names.py): when given, the
    # instance gets normalize_ability (absent otherwise: loading then skips the rewrite)
    stat_names: dict[str, str] = {}
    # new_game: the zone keys every player has (card_data.PLAYER_ZONES) and these shared ones;
    # the one task that sets a game up (shuffles, opening hands, the first player)
    shared_zones: tuple[str, ...] = ()
    setup_task: str = ""
    # scenarios (docs/scenarios.md): the zones a game at its start holds cards in, the rule a
    # card elsewhere breaks (words after "deck"), and the module whose extra() sets a position's
    # keys beyond its cards (imported when a scenario first needs it)
    start_zones: tuple[str, ...] = ("deck",)
    start_rule: str = ""
    scenario_extras: str = ""

    # hooks bound from the modules above (typed here; see _MODULE_HOOKS)
    zone_name: Callable[[str], str]
    ability_active_in: Callable[[dict[str, Any], str], bool]
    draw: Callable[..., Any]
    set_orient: Callable[..., Any]
    shuffle_deck: Callable[..., Any]
    declare_result: Callable[..., Any]
    controller: Callable[[State, int], int]

    def __init__(self) -> None:
        cls = type(self)
        for slot, hooks in _MODULE_HOOKS:
            mod = getattr(cls, slot)
            if mod is None:
                continue
            for hook in hooks:
                if getattr(cls, hook, None) is getattr(GameRules, hook, None):  # the game wrote none
                    setattr(self, hook, getattr(mod, hook))
        if "on_event" not in self.__dict__:
            self.on_event = self.on_event  # type: ignore[method-assign]  # an instance read per event
        handlers: dict[str, Handler] = dict(interp.TASKS)
        for m in cls.task_modules:
            handlers.update(m.TASKS)
        self.handlers = handlers | cls.tasks
        self.filter_ops = dict(cls.filter_ops)
        self.condition_ops = dict(cls.condition_ops)
        self.effect_ops = cls.effect_ops | created_effects.EFFECTS  # docs/cardsets.md, section 7
        if cls.stat_names:
            names = cls.stat_names
            self.normalize_ability = lambda ab: normalize(ab, names)

    def vocabulary(self) -> Vocabulary:
        """The game's card-data vocabulary, built once per rules object."""
        v: Vocabulary | None = self.__dict__.get("_vocab")
        if v is None:
            v = self._vocab = self.card_data.vocabulary()
        return v

    def validate_card(self, type_: str, stats: dict[str, int], attrs: dict[str, Any]) -> None:
        self.card_data.validate_card(type_, stats, attrs)

    def zone_specs(self) -> list[ZoneSpec]:
        return list(self.card_data.ZONE_SPECS)

    def validate_deck(self, sections: dict[str, list[CardDef]]) -> list[Violation]:
        return list(self.deck_rules.validate_deck(sections))

    def zone_keys(self, state: State, player: int, name: str) -> list[str]:
        """The zone keys a zone name means for `player` (card_data.zone_keys)."""
        return self.card_data.zone_keys(player, name)  # type: ignore[no-any-return]

    def new_game(self, decks: list[dict[str, list[CardDef]]], seed: int) -> State:
        """A new game: empty_state, then `setup_task` run until the first decision."""
        s = self.empty_state(decks, seed)
        s.tasks = [(self.setup_task,)]
        run(s)
        return s

    def empty_state(self, decks: list[dict[str, list[CardDef]]], seed: int) -> State:
        """Every card of the deck sections (in `deck_sections` order) in its owner's deck, nothing
        scheduled (a scenario places cards from here)."""
        keys = [f"{p}.{z}" for p in (0, 1) for z in self.card_data.PLAYER_ZONES] + list(self.shared_zones)
        cards = [[c for sec in self.deck_sections for c in decks[p].get(sec, [])] for p in (0, 1)]
        return blank_state(self, cards, keys, seed)

    def view(self, state: State, player: int) -> dict[str, Any]:
        raise NotImplementedError

    def resample(self, state: State, player: int, seed: int) -> State:
        raise NotImplementedError

    def hidden_from(self, state: State, player: int) -> list[int]:
        """The card instances whose identity `player` can neither see nor knows (engine/knowledge.py)."""
        raise NotImplementedError

    def render_event(self, state: State | None, e: Event, lang: str = "en", viewer: int | None = None) -> str:
        """An event in words for `viewer` (event_text.render)."""
        return self.event_text.render(state, e, lang, viewer)  # type: ignore[no-any-return]

    def describe_action(self, state: State, a: Action, lang: str = "en") -> str:
        return str(a)

    def ability_active(self, state: State, iid: int, ab: dict[str, Any], zname: str) -> bool:
        """Whether a card's ability works where the card is now. By default only its zone counts
        (`ability_active_in`); a game overrides this when a card's state matters too (face down)."""
        return self.ability_active_in(ab, zname)  # type: ignore[attr-defined]

    def ability_zone_test(self, ab: dict[str, Any], key: str) -> bool | None:
        """`ability_active` for a card at zone key `key` when the zone alone decides (True/False),
        None when the card's state may matter too. Lets hot paths remember the answer per zone key."""
        if type(self).ability_active is GameRules.ability_active:
            return bool(self.ability_active_in(ab, self.zone_name(key)))  # type: ignore[attr-defined]
        return None

    def move_many(self, state: State, iids: list[int], zname: str, position: str, ctx: dict[str, Any]) -> None:
        """An effect moves several cards. By default one at a time (VS 3.2.3), in the order given
        (the top of a deck first, VS 3.2.5); a game whose rules move them together (Vividz 501.5)
        overrides this."""
        in_order(state, [lambda i=i: self.move(state, i, zname, position, ctx)  # type: ignore[attr-defined]
                         for i in iids])

    def move_to_slot(self, state: State, iid: int, zname: str, slot: str, ctx: dict[str, Any]) -> None:
        """An effect moves a card into a slot of a zone with fixed slots: `slot: chosen` (the effect's
        controller picks any slot, an occupied one too; the game's rules settle two cards in one
        slot) or `empty` (the controller picks an empty one). A game without slots moves it plainly."""
        self.move(state, iid, zname, "top", ctx)  # type: ignore[attr-defined]

    def unchoosable(self, state: State, ctx: dict[str, Any], node: dict[str, Any]) -> Collection[int]:
        """Cards an effect's `choose` node may not take under the game's own rules (beyond the
        shared rule flags); by default none."""
        return ()

    def may_decline(self, state: State, ctx: dict[str, Any], node: dict[str, Any]) -> bool:
        """Whether the chooser of an effect's `choose` may take none of the candidates although some
        fit (a game's "need not find" rule for hidden zones, Vividz 102.10): the choice is then
        asked with a "done" option, as with `up_to`, even when the candidates are no more than the
        count. By default no."""
        return False

    def continuous_ref(self, state: State, src: int, name: str) -> list[int]:
        """The cards a continuous ability's `affects: $name` names for source `src` (a name the
        game binds, e.g. a set card's $host); by default none."""
        return []

    def last_known(self, state: State, iid: int, obj: int) -> Any:
        """The characteristics (layers.Chars) card object (iid, obj) had when it last left a zone
        whose information the game's last-known-information rules keep, or None."""
        return None

    def declare_losses(self, state: State, losers: list[int], reason: str) -> None:
        """Several players lose at once (each loss may be replaced; all lose: a draw)."""
        results.declare_losses(state, losers, reason)

    def after_run(self, state: State) -> None:
        """Hook after the run loop stops (e.g. bookkeeping); default none."""

    def on_event(self, state: State, e: Event, *args: Any) -> Any:
        """Event dispatch: a game's core hands each event it emits to its auto abilities through
        this hook (the game registers its handler at start-up), so core need not import them.
        By default nothing watches events."""
        return None

    def meaningful(self, state: State, action: Action) -> bool:
        """Whether answering `action` could change anything the player cares about: False only
        when the game knows it is a no-op (an ability that would do nothing). A table uses it to
        skip a response window in which no option is meaningful; the engine still offers every
        legal answer. It must judge from what the deciding player may see (no look at hidden
        cards). By default every action is meaningful."""
        return True

    def cards_seen(self, turn: int, first: bool) -> int | None:
        """How many cards of their drawing deck a player has drawn, opening hand included, by the main
        phase of their `turn`-th turn (1, 2, ...), going first or second, at the least (draws an
        effect makes are not counted): the deck builder's draw odds. None: the game does not say."""
        return None

    # -- scenarios (docs/scenarios.md) ------------------------------------------------------
    def scenario_start(self, state: State, first_player: int | None, shuffle: bool = False) -> None:
        """Start at the game's setup with the decks in the order written: no shuffle, and
        `first_player` (when given) is the random choice's result; `shuffle`: both as in a real
        game, from the scenario's seed. Every card must be in a `start_zones` zone."""
        if not self.setup_task:
            raise ValueError("this game's scenarios cannot start at the game's setup")
        ends = tuple(f".{z}" for z in self.start_zones)
        for i, key in enumerate(state.zone_of):
            if not key.endswith(ends):
                raise ValueError(f"a game starts with every card in its owner's deck{self.start_rule}, not "
                                 f"{state.defs[i].name['en']} in {key.split('.')[-1]}")
        if not shuffle:
            state.flags["fixed_setup"] = -1 if first_player is None else first_player  # read by the setup
        state.tasks = [(self.setup_task,)]

    def scenario_extra(self, state: State, key: str, value: Any, card: Callable[[Any], int]) -> None:
        """A position's setup key beyond its cards (this_turn, life...): `scenario_extras`.extra."""
        if not self.scenario_extras:
            raise ValueError(f"this game's scenarios cannot set {key}")
        importlib.import_module(self.scenario_extras).extra(state, key, value, card)

    def scenario_action(self, state: State, kind: str, args: list[Any]) -> Action:
        """An action as a scenario writes it; by default its arguments as written."""
        return Action(kind, tuple(args))
