"""What the table needs to know about one game: where its zones sit, and which card and which
place each of the engine's actions is about (so a drop of card X on zone Z finds its action).

Everything else (zones, their contents, hidden cards, orientation) comes from the rules:
`rules.zone_specs()` and the game's `view()`. A game without an adapter of its own gets
`GameAdapter`, which lays the zones out in rows.
"""
from __future__ import annotations

import importlib
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from engine.actions import Action
from engine.rules import ZoneSpec
from engine.state import State

if TYPE_CHECKING:
    from ..views import Arrow, CardView

# zone styles: how a zone draws its cards
STACK = "stack"  # one place: the top card (others peek out under it)
PILE = "pile"  # a pile: the top card (or a back) and the count
ROW = "row"  # cards side by side, overlapping when there is no room
STRIP = "strip"  # a thin strip of cards under another card (EXP)
HAND = "hand"  # a player's hand: a row, raised on hover


@dataclass(frozen=True)
class Placement:
    """Where one zone (a zone spec name, and its slot for zones with slots) sits on one side of the
    table, in card widths. y is measured from the middle of the table outwards, so the same
    placement serves both sides (the far side is mirrored top to bottom). `far_x`, when given, is
    its x on the far side (a zone mirrored left to right as well, like the grid game's areas, whose
    owner's left column faces the opponent's right column); by default both sides use x."""

    zone: str
    slot: int | None
    x: float
    y: float
    w: float
    h: float
    style: str = STACK
    far_x: float | None = None

    def x_for(self, far: bool) -> float:
        """Its x on the near side, or on the far side when `far`."""
        return self.far_x if far and self.far_x is not None else self.x


@dataclass(frozen=True)
class Layout:
    """A game's table: one side's placements (used for both players), the shared zones in the
    band across the middle, and the hands."""

    side: tuple[Placement, ...]
    band: tuple[Placement, ...]
    band_height: float
    width: float
    hand_height: float = 1.7  # the player at the bottom
    far_hand_height: float = 1.0
    # where each side shows its badge (GameAdapter.badge: a life total...), in card widths like a
    # Placement (x, y from the middle outwards, w, h); None: no badge
    badge: tuple[float, float, float, float] | None = None


PASS_KINDS = ("pass", "end_attacks", "no_support", "no_block", "done", "no_replace", "no_play", "no")


class GameAdapter:
    """Defaults for any game: zones in rows, actions named by their first instance argument."""

    game = ""
    # the answers that decline (Pass / Next, and the answers stops.py may give by itself)
    pass_kinds: tuple[str, ...] = PASS_KINDS
    shared_keys: dict[str, str] = {}  # zone spec name -> state zone key of a shared zone
    view_fields: dict[str, str] = {}  # zone spec name -> the view's field with its cards, when not found by the name
    menu_kinds: tuple[str, ...] = ("main", "block")  # a click on a card opens a menu in these decisions
    # in these decisions, when one glowing card is what the answers are about, the places it may be
    # dropped on stay lit, and a click on one of them (or on a card there that no answer is about)
    # counts as that drop (the grid game's attack target: drag the attacker there, or click there)
    click_drop_kinds: tuple[str, ...] = ()
    # stops (table/stops.py): the decision kinds that are windows the table may answer with Pass by
    # itself when the player does not stop there (the turn's own choices and the response windows;
    # an effect's question is never one), the game's steps a player can stop at, in turn order (the
    # phase bar's toggles; empty: the game's render.PHASES), and the steps stopped at by default on
    # one's own turn and on the opponent's
    stop_kinds: tuple[str, ...] = ("main", "priority", "block")
    stop_steps: tuple[str, ...] = ()
    stop_defaults: tuple[frozenset[str], frozenset[str]] = (frozenset({"main"}), frozenset({"block"}))

    def layout(self, specs: list[ZoneSpec]) -> Layout:
        own = [s for s in specs if not s.shared and s.name != "hand"]
        side: list[Placement] = []
        x = y = 0.0
        for s in own:
            n = max(1, s.slots)
            for k in range(n):
                if x + 1.6 > 10.5:
                    x, y = 0.0, y + 1.75
                side.append(Placement(s.name, k if s.slots else None, x, y, 1.5, 1.6,
                                      PILE if not s.public or s.face_down else ROW if not s.slots else STACK))
                x += 1.6
        band = tuple(Placement(s.name, None, 1.0 + 3.2 * i, 0.1, 3.0, 1.3, ROW)
                     for i, s in enumerate(x for x in specs if x.shared))
        side.append(Placement("hand", None, 0.0, y + 1.8, 10.5, 1.7, HAND))
        return Layout(tuple(side), band, 1.5 if band else 0.4, 10.5)

    # -- zone keys --------------------------------------------------------------------------------
    def zone_key(self, spec: ZoneSpec, player: int | None, slot: int | None, state: State) -> str:
        """The engine's zone key for a board zone."""
        if spec.shared:
            return self.shared_keys.get(spec.name, spec.name)
        if slot is not None and f"{player}.{spec.name}{slot}" in state.zones:
            return f"{player}.{spec.name}{slot}"
        return f"{player}.{spec.name}"

    # -- actions ------------------------------------------------------------------------------------
    def action_card(self, state: State, a: Action) -> int | None:
        """The instance an action is about (the card to drag or click), or None."""
        if a.args and isinstance(a.args[0], int) and 0 <= a.args[0] < len(state.defs) and a.kind not in (
                "resolve", "trigger", "missions", "resign"):
            return int(a.args[0])
        return None

    def action_dest(self, state: State, a: Action, player: int) -> str | None:
        """The zone key where the action puts its card (a drop there means this action), or None."""
        return None

    def pass_action(self, options: list[Action]) -> Action | None:
        """What Pass / Next answers: the option that declines, else the only option."""
        for k in self.pass_kinds:
            for a in options:
                if a.kind == k and not a.args:
                    return a
        for a in options:
            if a.kind == "energy" and not a.args:
                return a
        return options[0] if len(options) == 1 else None

    def steps(self, game: str) -> tuple[str, ...]:
        """The steps a player can stop at, in turn order: `stop_steps`, else the game's phases."""
        if self.stop_steps:
            return self.stop_steps
        try:
            phases = importlib.import_module(f"engine.games.{game}.render").PHASES["en"]
        except (ImportError, AttributeError, KeyError):
            return ()
        return tuple(k for k in phases if k != "setup")

    def stop_step(self, state: State) -> str:
        """The step of `steps` the game is in: its step when that is one, else its phase."""
        steps = self.steps(state.rules.id)
        return state.step if state.step and state.step in steps else state.phase

    def is_response(self, state: State) -> bool:
        """Whether the current decision is a mere response window (stopped at once per step), not
        one of the turn's own choices (stopped at every time in a step one stops at)."""
        return state.decision is not None and state.decision.kind == "priority"

    def stack_owner(self, item: tuple[Any, ...]) -> int | None:
        """Who put a response-stack item there (engine/stack.py: the games put the controller
        fifth), or None when not known."""
        p = item[4] if len(item) > 4 else None
        return p if p in (0, 1) else None

    def stand_in(self, state: State, iid: int) -> tuple[int, dict[str, str]] | None:
        """The card whose answers a drag or click of card iid makes, and {its place: iid's place}
        (table/standin.py: Victory Spark's bench card standing in for its ring card); None: itself."""
        return None

    def arrows(self, state: State, viewer: int) -> list[Arrow]:
        """What the board points at now, seen by `viewer` (table/arrows.py: the grid's attacks)."""
        return []

    def slot_label(self, zone: str, label: str, slot: int, lang: str) -> str:
        """The label of one slot of a zone with slots ("Bench 2")."""
        return f"{label} {slot + 1}"

    def zone_caption(self, name: str, count: int) -> str:
        """Extra text for a zone's label (e.g. how close a pile is to losing the game)."""
        return ""

    def anchor_zone(self, zone: str) -> str | None:
        """A zone whose cards are drawn under the card they belong to (its view's `host`) in this
        other zone of the same player, in its column (Phantom Magic Vision's set cards); None."""
        return None

    def badge(self, side: dict[str, Any], lang: str) -> tuple[str, str]:
        """(caption, value) shown large on a player's side (Layout.badge), from that player's part
        of the view; ("", "") for none."""
        return "", ""

    def ribbon(self, zone: str, card: CardView, turn: int, lang: str) -> str:
        """A word across a card (e.g. a cleared mission); "" for none."""
        return ""

    def decision_subject(self, state: State) -> int | None:
        """The card the current decision is about (the ability to cancel, the top of the stack to
        answer), highlighted on the table and shown in the preview; None."""
        return None

    def prompt_detail(self, state: State, prompt: tuple[Any, ...], lang: str) -> str:
        """More about a prompt than its kind says (the card whose ability asks, ...)."""
        for x in prompt[1:]:
            if isinstance(x, str) and x in state.deftable:
                return state.deftable[x].label(lang)
        return ""
