"""GameRules: the extension points a game implements on the shared engine."""
from __future__ import annotations

from collections.abc import Callable, Collection
from dataclasses import dataclass
from typing import Any

from . import characteristics, results
from .actions import Action
from .cards import CardDef
from .events import Event
from .state import State
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


class GameRules:
    """Base class of a game. The engine core calls only these."""

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

    # A game's card-data module (vocabulary(), validate_card(), ZONE_SPECS) and its deck rules
    # (validate_deck()): the four methods below read them, so a game only names its modules.
    card_data: Any = None
    deck_rules: Any = None

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

    def new_game(self, decks: list[dict[str, list[CardDef]]], seed: int) -> State:
        raise NotImplementedError

    def view(self, state: State, player: int) -> dict[str, Any]:
        raise NotImplementedError

    def resample(self, state: State, player: int, seed: int) -> State:
        raise NotImplementedError

    def render_event(self, state: State | None, e: Event, lang: str = "en", viewer: int | None = None) -> str:
        raise NotImplementedError

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
