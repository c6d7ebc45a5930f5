"""Phantom Magic Vision on the table: each player's area of the shared 場 nearest the middle with the
cards set on its characters just behind them, each in its character's column (and that player's life, large, beside them), the node
area behind those; the play area (cards being played, D5.2) beside 場, the deck, 冥界, removed zone
and sideboard on the left.

Plays are drops: a card from hand on the play area, a card on the node area to set it as a node;
an attack is a drag of an active character onto the opponent's side (or a click on it), a
defence a drag of the glowing character onto the attacker's side (or a click); everything else is
a click or the answer list."""
from __future__ import annotations

from typing import Any

from engine.actions import Action
from engine.rules import ZoneSpec
from engine.state import State

from ..views import CardView
from .base import HAND, PILE, ROW, GameAdapter, Layout, Placement

WIDTH = 12.0
LEFT_W = 1.3  # the piles on the left
FIELD_X = 2.9
BADGE_W = 1.5


class PMVAdapter(GameAdapter):
    game = "phantom_magic_vision"
    # a click on a card opens a menu when it has several answers (play or set as a node, attack
    # with or without transforming)
    menu_kinds = ("priority",)

    def layout(self, specs: list[ZoneSpec]) -> Layout:
        fw = WIDTH - FIELD_X
        side = (
            Placement("play", None, 0.0, 0.0, FIELD_X - 0.1, 1.55, ROW),
            Placement("field", None, FIELD_X, 0.0, fw, 1.55, ROW),
            Placement("set", None, FIELD_X, 1.6, fw - BADGE_W - 0.1, 0.95, ROW),
            Placement("nodes", None, FIELD_X, 2.6, fw, 1.0, ROW),
            Placement("deck", None, 0.0, 1.6, LEFT_W, 0.95, PILE),
            Placement("graveyard", None, LEFT_W + 0.1, 1.6, LEFT_W, 0.95, PILE),
            Placement("removed", None, 0.0, 2.6, LEFT_W, 1.0, PILE),
            Placement("sideboard", None, LEFT_W + 0.1, 2.6, LEFT_W, 1.0, PILE),
            Placement("hand", None, 0.0, 3.7, WIDTH, 1.6, HAND),
        )
        return Layout(side, (), band_height=0.3, width=WIDTH, hand_height=1.6, far_hand_height=0.8,
                      badge=(WIDTH - BADGE_W, 1.6, BADGE_W, 0.95))

    def anchor_zone(self, zone: str) -> str | None:
        return "field" if zone == "set" else None  # a set card is drawn behind its character

    def badge(self, side: dict[str, Any], lang: str) -> tuple[str, str]:
        """D1.1: the life total, large."""
        life = side.get("life")
        return ("ライフ" if lang == "ja" else "LIFE", str(life)) if isinstance(life, int) else ("", "")

    def zone_caption(self, name: str, count: int) -> str:
        return ""

    def ribbon(self, zone: str, card: CardView, turn: int, lang: str) -> str:
        extra = dict(card.extra)
        removal = extra.get("removal")
        if removal:  # D9: cards waiting to be removed
            return {"doomed": ("決死", "DOOMED"), "destroying": ("破棄", "DESTROYED"),
                    "banishing": ("除外", "REMOVED")}[removal][0 if lang == "ja" else 1]
        if extra.get("face"):
            return "変身" if lang == "ja" else "TRANSFORMED"
        return ""

    # -- actions ------------------------------------------------------------------------------------
    def action_card(self, state: State, a: Action) -> int | None:
        if a.kind in ("pass", "no", "yes", "done", "decline", "graze") or not a.args:
            return None
        return super().action_card(state, a)

    def action_dest(self, state: State, a: Action, player: int) -> str | None:
        k, args = a.kind, a.args
        if k == "play":
            return f"{player}.play"
        if k == "node":
            return f"{player}.nodes"
        if k == "attack" and len(args) == 1:  # dragged onto the opponent's side of 場
            return f"{1 - player}.field"
        if k == "defend" and len(args) == 1:  # dragged onto the attacker's side of 場 (D6.2)
            return f"{1 - player}.field"
        return None

    def decision_subject(self, state: State) -> int | None:
        """A response: the card last put into the chain (what an answer now would answer first)."""
        chain = state.flags.get("stack", ())
        return int(chain[-1][2]) if chain else None

    def prompt_detail(self, state: State, prompt: tuple[Any, ...], lang: str) -> str:
        """The response chain (干渉, D7.3), last in first: what the answer would answer."""
        chain = state.flags.get("stack", ())
        if not chain:
            return super().prompt_detail(state, prompt, lang)
        ja = lang == "ja"
        parts = []
        for it in reversed(chain):
            kind, card = it[1], state.defs[it[2]].label(lang)
            if kind == "card":
                parts.append(f"{card}のプレイ" if ja else f"{card} (being played)")
            elif kind == "attack":
                parts.append(f"{card}の攻撃" if ja else f"{card}'s attack")
            else:
                parts.append(f"{card}の効果" if ja else f"{card}'s effect")
        head = "解決待ち(後から先に解決): " if ja else "In progress (last resolves first): "
        return head + (" ← " if ja else " ← ").join(parts)

    pass_kinds = ("pass", "no", "decline", "done")

    def pass_action(self, options: list[Action]) -> Action | None:
        for k in self.pass_kinds:
            for a in options:
                if a.kind == k and len(a.args) <= (1 if k == "decline" else 0):
                    return a
        return options[0] if len(options) == 1 else None

    # stops (table/stops.py): every window is one of priority; on the opponent's turn the table stops
    # for their plays and attacks (stops.py's "something new"), not at their phases
    stop_kinds = ("priority",)
    stop_steps = ("active", "maintenance", "draw", "main", "discard", "end")
    stop_defaults = (frozenset({"main"}), frozenset())

    def is_response(self, state: State) -> bool:
        """The turn player's priority in their main phase with nothing waiting is their turn's
        own choice (play, set a node, attack); every other priority is a response window."""
        d = state.decision
        own_main = d is not None and state.phase == "main" and d.player == state.turn_player
        return not (own_main and not state.flags.get("stack"))


ADAPTER = PMVAdapter()
