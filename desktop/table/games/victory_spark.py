"""Victory Spark on the table: the ring in front, three bench slots behind it, energy and deck on the
left, the 控え室 (waiting room) and the retire yard on the right; plays are drops on the ring or a
bench slot, energy a drop on the energy zone, discards a drop on the waiting room."""
from __future__ import annotations

from engine.actions import Action
from engine.games.victory_spark.abilities import SRC, UID, rz
from engine.rules import ZoneSpec
from engine.state import State

from .base import PILE, ROW, STACK, GameAdapter, Layout, Placement

BENCH = 3  # slot number of the ring in a play action


class VictorySparkAdapter(GameAdapter):
    game = "victory_spark"
    shared_keys = {"resolution": "rz"}

    def layout(self, specs: list[ZoneSpec]) -> Layout:
        side = (
            Placement("ring", None, 4.45, 0.0, 1.6, 1.62, STACK),
            Placement("bench", 0, 2.7, 1.72, 1.6, 1.62, STACK),
            Placement("bench", 1, 4.45, 1.72, 1.6, 1.62, STACK),
            Placement("bench", 2, 6.2, 1.72, 1.6, 1.62, STACK),
            Placement("deck", None, 0.0, 0.0, 1.35, 1.62, PILE),
            Placement("energy", None, 0.0, 1.72, 2.55, 1.62, ROW),
            Placement("waiting", None, 7.95, 0.0, 1.6, 1.62, PILE),
            Placement("retire", None, 7.95, 1.72, 2.55, 1.62, ROW),
            Placement("hand", None, 0.0, 3.5, 10.5, 1.6, "hand"),
        )
        band = (Placement("resolution", None, 2.7, 0.06, 5.1, 1.1, ROW),)
        return Layout(side, band, band_height=1.22, width=10.5, hand_height=1.62, far_hand_height=0.8)

    def action_card(self, state: State, a: Action) -> int | None:
        if a.kind in ("to_bench", "attack"):  # the ring card moves to the bench, or attacks
            p = state.decision.player if state.decision else state.turn_player
            ring = state.zones[f"{p}.ring"]
            return ring[-1] if ring else None
        if a.kind in ("ring", "resolve"):
            return None
        return super().action_card(state, a)

    def action_dest(self, state: State, a: Action, player: int) -> str | None:
        k = a.kind
        if k == "play":
            return f"{player}.ring" if a.args[1] == BENCH else f"{player}.bench{a.args[1]}"
        if k == "to_bench":
            return f"{player}.bench{a.args[0]}"
        if k == "attack":  # drag the ring card onto the opponent's ring card (as in Vividz)
            return f"{1 - player}.ring"
        if k == "energy" and a.args:
            return f"{player}.energy"
        if k in ("discard", "block"):
            return f"{player}.waiting"
        if k == "support":
            return f"{player}.ring"
        if k == "slot":  # an effect puts the card into the bench slot of its owner that is chosen
            return f"{state.owner[a.args[0]]}.bench{a.args[1]}"
        return None

    def decision_subject(self, state: State) -> int | None:
        """A cancel: the card whose ability would be cancelled (when the answers cancel one ability)."""
        d = state.decision
        if d is None or d.kind != "cancel":
            return None
        uids = {a.args[2] for a in d.options if a.kind == "cancel" and len(a.args) > 2}
        if len(uids) != 1:
            return None
        uid = next(iter(uids))
        e = next((x for x in rz(state) if x[UID] == uid), None)
        return int(e[SRC]) if e is not None else None

    def zone_caption(self, name: str, count: int) -> str:
        return f"{count}/10" if name == "retire" else ""


ADAPTER = VictorySparkAdapter()
