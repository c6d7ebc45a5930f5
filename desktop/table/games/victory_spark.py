"""Victory Spark on the table: the ring in front, three bench slots behind it, energy and deck on the
left, the 控え室 (waiting room) and the retire yard on the right; plays are drops on the ring or a
bench slot, energy a drop on the energy zone, discards a drop on the waiting room. An attack is made
by a bench card's support (6.7.3.2): at "Attack / End attacks" a standing bench card dragged onto
the player's ring (or clicked) declares the attack, as does the ring card dragged onto the
opponent's ring; at the support choice the bench card's drag onto the ring picks the supporter."""
from __future__ import annotations

from engine.actions import Action
from engine.games.victory_spark.abilities import SRC, UID, rz
from engine.games.victory_spark.flow import BENCH_KEYS
from engine.layers import chars
from engine.rules import ZoneSpec
from engine.state import STAND, State

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

    @staticmethod
    def _supporters(state: State) -> list[int]:
        """The deciding player's bench cards that could support an attack (standing, 6.7.3.2)."""
        p = state.decision.player if state.decision else state.turn_player
        return [i for k in BENCH_KEYS[p] for i in state.zones[k]
                if state.orient[i] == STAND and "cannot_support" not in chars(state, i).flags]

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
        if k == "attack":  # drag the ring card onto the opponent's ring card (as in Vividz); see stand_in
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

    def stand_in(self, state: State, iid: int) -> tuple[int, dict[str, str]] | None:
        """At "Attack / End attacks" a standing bench card, dragged onto its own ring (as a support
        is made, the how-to) or clicked, declares the attack: it stands in for the ring card, whose
        drop on the opponent's ring is the attack. (ring card, {its place: the bench card's place})."""
        d = state.decision
        if d is None or d.kind != "attack" or not any(a.kind == "attack" for a in d.options):
            return None
        ring = state.zones[f"{d.player}.ring"]
        if not ring or iid not in self._supporters(state):
            return None
        return ring[-1], {f"{1 - d.player}.ring": f"{d.player}.ring"}

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

    # stops (table/stops.py): the turn's choices are windows; the opponent's attack is answered in the
    # partner block step
    stop_kinds = ("main", "energy", "attack", "support", "block")
    stop_steps = ("energy", "chara", "ability", "attack", "support", "partner_block")
    stop_defaults = (frozenset({"energy", "chara", "ability", "attack", "support"}), frozenset({"partner_block"}))


ADAPTER = VictorySparkAdapter()
