"""The grid game on the table: each player's 3×3 grid in the middle of their side, close row nearest
the middle, the two grids facing close row to close row; the far grid is mirrored left to right as
well, so a player's left column faces the opponent's right column (grid 2.2: their column c is drawn
above our column 2 - c). Deck and field slot on the left, discard below the deck, the attribute area
on the right; cards being played wait on the stack in the band between the grids.

Plays are drops: a unit on a lit grid area or the field slot, an event on the stack, a card on the
attribute area; moves and keyword steps are drags of the unit to its new area; an attack is a click
on the glowing attacker, then its target a drop of the attacker on the lit area (or the opponent's
deck), or a click on the unit it attacks (with a single target the engine takes it at once, 6.2);
blocks, supports and payments are clicks. While a damage determination is under way an arrow runs
from the attacker to its defender, or (before the target is chosen, e.g. at the block) to each
place it may attack."""
from __future__ import annotations

from typing import Any

from engine.actions import Action
from engine.games.grid import combat as gc
from engine.games.grid.geometry import area_label
from engine.rules import ZoneSpec
from engine.state import State

from ..views import REVERSED, Arrow, CardView
from .base import HAND, PILE, ROW, STACK, GameAdapter, Layout, Placement

DECK_TARGET = -2  # Action("target", (-2,)): the opponent's deck (engine.games.grid.combat.DECK)
FIELD_SLOT = -1  # Action("play", (iid, -1)): the field slot

GRID_X = 3.0  # x of the owner's left column
COL_STEP = 1.5
ROW_STEP = 1.55
AREA_W, AREA_H = 1.45, 1.5
WIDTH = 12.0

ROWS = (("Close", "近接"), ("Battle", "戦闘"), ("Deploy", "配備"))
COLS = (("left", "左"), ("mid", "中央"), ("right", "右"))  # "mid": "Battle center" does not fit an area at 1280×800


def area_key(player: int, area: int) -> str:
    """The engine's zone key of a grid area (-1: the field slot)."""
    return f"{player}.slot" if area < 0 else f"{player}.g{area}"


def area_placement(area: int) -> Placement:
    """Area row*3 + column: the close row (0) nearest the middle; the owner's left column on their
    left, so on the far side (seen from across the table) it is drawn on the right."""
    r, c = divmod(area, 3)
    return Placement("grid", area, GRID_X + c * COL_STEP, r * ROW_STEP, AREA_W, AREA_H, STACK,
                     far_x=GRID_X + (2 - c) * COL_STEP)


class GridAdapter(GameAdapter):
    game = "grid"
    pass_kinds = ("pass", "end", "no_block", "done", "no")  # "end": end the action or attack step
    view_fields = {"stack": "stack_cards"}  # the view's "stack" lists the waiting items; its cards are here
    # a click on a card opens a menu in these decisions (a hand card may go to several places; a
    # block says its cost [0:x] there, 6.8, and is not paid until chosen: Escape cancels);
    # attacks, targets, supports and payments are answered by the click itself
    menu_kinds = ("standby", "action", "priority", "place", "block")
    click_drop_kinds = ("target",)  # the attacker's targets stay lit; a click on one attacks it

    def layout(self, specs: list[ZoneSpec]) -> Layout:
        # the table is as tall as two grids: the room beside them is wide, and the attribute area
        # (which fills up with deck damage, 6.6) gets most of it
        right = GRID_X + 2 * COL_STEP + AREA_W + 0.1
        side = (
            *(area_placement(a) for a in range(9)),
            Placement("deck", None, 0.0, 0.0, 1.35, AREA_H, PILE),
            Placement("field_slot", None, 1.45, 0.0, AREA_W, AREA_H, STACK),
            Placement("discard", None, 0.0, ROW_STEP, 1.35, AREA_H, PILE),
            Placement("attribute", None, right, 0.0, WIDTH - right, AREA_H, ROW),
            Placement("hand", None, 0.0, 3 * ROW_STEP, WIDTH, 1.62, HAND),
        )
        band = (Placement("stack", None, GRID_X, 0.06, 2 * COL_STEP + AREA_W, 1.26, ROW),)
        return Layout(side, band, band_height=1.38, width=WIDTH, hand_height=1.62, far_hand_height=0.8)

    def zone_key(self, spec: ZoneSpec, player: int | None, slot: int | None, state: State) -> str:
        if spec.name == "grid" and slot is not None and player is not None:
            return area_key(player, slot)
        if spec.name == "field_slot" and player is not None:
            return area_key(player, FIELD_SLOT)
        return super().zone_key(spec, player, slot, state)

    def slot_label(self, zone: str, label: str, slot: int, lang: str) -> str:
        if zone == "grid":
            r, c = divmod(slot, 3)
            if lang == "ja":
                return ROWS[r][1] + COLS[c][1]
            return f"{ROWS[r][0]} {COLS[c][0]}"
        return super().slot_label(zone, label, slot, lang)

    def ribbon(self, zone: str, card: CardView, turn: int, lang: str) -> str:
        if zone in ("grid", "field_slot") and card.orient == REVERSED and card.card_id is not None:
            return "ダウン" if lang == "ja" else "DOWN"  # 1.5: down (upside down)
        return ""

    # -- actions ------------------------------------------------------------------------------------
    @staticmethod
    def _attacker(state: State) -> int | None:
        d = state.decision
        if d is not None and d.kind == "target" and len(d.prompt) > 1 and isinstance(d.prompt[1], int):
            return int(d.prompt[1])
        c = state.flags.get("combat")
        return int(c[1]) if c else None

    def action_card(self, state: State, a: Action) -> int | None:
        if a.kind == "target":  # the attacker: dragged onto its target (a click lists the targets)
            return self._attacker(state)
        if a.kind in ("pass", "end", "no_block", "done", "yes", "no") or not a.args:
            return None
        return super().action_card(state, a)

    def action_dest(self, state: State, a: Action, player: int) -> str | None:
        k, args = a.kind, a.args
        if k == "play":
            return "stack" if len(args) == 1 else area_key(player, args[1])
        if k == "attribute":
            return f"{player}.attribute"
        if k in ("move", "place", "step") and len(args) >= 2:
            return area_key(state.owner[args[0]], args[1])
        if k == "target":
            atk = self._attacker(state)
            me = state.owner[atk] if atk is not None else player
            return f"{1 - me}.deck" if args[0] == DECK_TARGET else area_key(1 - me, args[0])
        if k == "convert":  # the conversion unit onto the unit it replaces
            return state.zone_of[args[1]]
        return None

    def decision_subject(self, state: State) -> int | None:
        """A response: the card on top of the stack (last in, first to resolve)."""
        d = state.decision
        top = state.zones.get("stack") or ()
        return int(top[-1]) if d is not None and d.kind == "priority" and top else None

    def prompt_detail(self, state: State, prompt: tuple[Any, ...], lang: str) -> str:
        if prompt and prompt[0] in ("target", "block") and len(prompt) > 1 and isinstance(prompt[1], int) \
                and 0 <= prompt[1] < len(state.defs):
            atk = prompt[1]
            name = state.defs[atk].label(lang)
            ja = lang == "ja"
            zone = state.zone_of[atk]
            if ".g" in zone:
                where = area_label(int(zone.split(".g")[1]), lang)
                name = f"{name}（{where}）" if ja else f"{name} ({where})"
            head = f"攻撃中：{name}" if ja else f"Attacking: {name}"
            if prompt[0] == "block":
                return head + self._at_risk(state, atk, lang)
            return head
        return super().prompt_detail(state, prompt, lang)

    @staticmethod
    def _at_risk(state: State, atk: int, lang: str) -> str:
        """What the attacker may attack (6.2): at the block (6.3 (2)) its target is not chosen yet,
        so every unit (public, on the grid) or the deck it may still attack is named."""
        if ".g" not in state.zone_of[atk]:
            return ""
        ja = lang == "ja"
        areas, deck = gc.possible_targets(state, atk)
        q = 1 - state.owner[atk]
        names = []
        for a in areas:
            unit = state.zones[f"{q}.g{a}"]
            if unit:
                label = state.defs[unit[0]].label(lang)
                names.append(f"{label}（{area_label(a, lang)}）" if ja else f"{label} ({area_label(a, lang)})")
        if deck:
            names.append("デッキ" if ja else "your deck")
        if not names:
            return ""
        if ja:
            lead = "攻撃される対象：" if len(names) == 1 else "攻撃されうる対象："
            return "\n" + lead + "、".join(names)
        lead = "It attacks: " if len(names) == 1 else "It may attack: "
        return "\n" + lead + ", ".join(names)

    def arrows(self, state: State, viewer: int) -> list[Arrow]:
        """During a damage determination: attacker -> defender (or the deck); before the target is
        chosen (6.3 (2), (3)), dashed to every place the attacker may attack. Only grid units
        and the deck pile are pointed at: all public (grid 2)."""
        c = gc.combat(state)
        if c is None or c[gc.ENDED] or state.result is not None:
            return []
        atk, dfn = c[gc.ATK], c[gc.DFN]
        if not state.zone_of[atk].startswith(f"{state.owner[atk]}.g"):
            return []
        q = 1 - state.owner[atk]
        if dfn >= 0:
            return [Arrow(atk, to_card=dfn)] if ".g" in state.zone_of[dfn] else []
        if dfn == gc.DECK:
            return [Arrow(atk, to_zone=f"{q}.deck")]
        areas, deck = gc.possible_targets(state, atk)
        out = [Arrow(atk, to_card=state.zones[f"{q}.g{a}"][0], firm=False) for a in areas if state.zones[f"{q}.g{a}"]]
        if deck:
            out.append(Arrow(atk, to_zone=f"{q}.deck", firm=False))
        if len(out) == 1:  # the only place it may attack: decided already (t_target takes it at once)
            out = [Arrow(out[0].frm, out[0].to_card, out[0].to_zone, True)]
        return out

    # stops (table/stops.py): the standby phase and the battle's steps are the turn's choices, the
    # start and end phases hold response windows only; both players move units in the action step
    stop_kinds = ("priority", "standby", "action", "attack", "support", "block")
    stop_steps = ("release", "draw", "standby", "action", "damage", "end")
    stop_defaults = (frozenset({"standby", "action", "damage"}), frozenset({"action", "damage"}))


ADAPTER = GridAdapter()
