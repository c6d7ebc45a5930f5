"""Vividz on the table: the three areas face the opponent's in lanes (area k above area k), each
chara's EXP in a strip under it; energy and deck beside the areas, the account and the three
missions behind them, trash, keep and remove on the right. Plays are drops on an area (an event: on
the temporary zone), charging a drop on energy, keeping a drop on the keep zone, an attack a drop of
the attacker on the opposing area of its lane."""
from __future__ import annotations

from typing import Any

from engine.actions import Action
from engine.games.vividz.render import counter_label
from engine.rules import ZoneSpec
from engine.state import State

from ..views import CardView
from .base import PILE, ROW, STACK, STRIP, GameAdapter, Layout, Placement

AREA_X = (2.75, 4.5, 6.25)


def _area_index(key: str) -> int:
    return int(key[-1])


class VividzAdapter(GameAdapter):
    game = "vividz"
    shared_keys = {"temporary": "temp", "scout": "scout"}

    def layout(self, specs: list[ZoneSpec]) -> Layout:
        side = [
            Placement("deck", None, 0.0, 0.0, 1.25, 1.62, PILE),
            Placement("energy", None, 1.3, 0.0, 1.35, 1.62, ROW),
            *(Placement("area", k, AREA_X[k], 0.0, 1.6, 1.62, STACK) for k in range(3)),
            *(Placement("exp", k, AREA_X[k], 1.65, 1.6, 0.5, STRIP) for k in range(3)),
            Placement("keep", None, 8.05, 0.0, 1.25, 1.62, PILE),
            Placement("trash", None, 9.35, 0.0, 1.25, 1.62, PILE),
            Placement("account", None, 0.0, 2.2, 1.6, 1.62, STACK),
            Placement("mission", None, 2.75, 2.2, 5.1, 1.62, ROW),
            Placement("remove", None, 9.35, 2.2, 1.25, 1.62, PILE),
            Placement("hand", None, 0.0, 4.0, 10.6, 1.6, "hand"),
        ]
        band = (Placement("temporary", None, 2.75, 0.06, 2.5, 1.1, ROW),
                Placement("scout", None, 5.35, 0.06, 2.5, 1.1, ROW))
        return Layout(tuple(side), band, band_height=1.22, width=10.6, hand_height=1.62, far_hand_height=0.8,
                      badge=(7.95, 2.45, 1.3, 1.1))

    def badge(self, side: dict[str, Any], lang: str) -> tuple[str, str]:
        """A player's counters (a public count, 10xx): "Flame 2" on their side, when they have any."""
        counters = side.get("counters") or {}
        shown = [f"{counter_label(name, lang)} {n}" for name, n in counters.items() if n]
        return ("カウンター" if lang == "ja" else "Counters", " · ".join(shown)) if shown else ("", "")

    def slot_label(self, zone: str, label: str, slot: int, lang: str) -> str:
        if zone == "area":
            return (("左エリア", "センター", "右エリア") if lang == "ja" else ("Left area", "Center", "Right area"))[slot]
        if zone == "exp":
            return "EXP"
        return super().slot_label(zone, label, slot, lang)

    def ribbon(self, zone: str, card: CardView, turn: int, lang: str) -> str:
        if zone == "mission" and card.face_down and card.card_id is not None and turn > 0:
            return "クリア" if lang == "ja" else "CLEARED"
        return ""

    def prompt_detail(self, state: State, prompt: tuple[Any, ...], lang: str) -> str:
        if prompt and prompt[0] == "charge":  # 705.3: the cards chosen so far go into energy together at Done
            names = [state.deftable[c].label(lang) for c in prompt[1:] if c in state.deftable]
            if not names:
                return ""
            return ("選択済み: " + "、".join(names)) if lang == "ja" else "Chosen: " + ", ".join(names)
        return super().prompt_detail(state, prompt, lang)

    def action_card(self, state: State, a: Action) -> int | None:
        if a.kind in ("trigger", "missions") or not a.args:
            return None
        return super().action_card(state, a)

    def action_dest(self, state: State, a: Action, player: int) -> str | None:
        k, args = a.kind, a.args
        if k == "play":
            return "temp" if args[1] < 0 else f"{player}.area{args[1]}"
        if k in ("slide", "area"):
            return f"{player}.area{args[1]}"
        if k == "energy" and args:
            return f"{player}.energy"
        if k == "keep":
            return f"{player}.keep"
        if k in ("discard", "pay"):
            return f"{player}.trash"
        if k == "attack":
            z = state.zone_of[args[0]]
            return f"{1 - player}.area{_area_index(z)}" if ".area" in z else None
        return None

    # stops (table/stops.py): the keep and charge choices are windows too
    stop_kinds = ("main", "block", "keep", "charge")
    stop_steps = ("main", "block", "charge")
    stop_defaults = (frozenset({"main", "charge"}), frozenset({"block"}))


ADAPTER = VividzAdapter()
