"""The log of a game against the computer, told compactly: the computer's turns are summed up in one
line when the player's turn comes ("The computer's turn 4: plays Foo; Foo attacks"), and their small
steps (phases, cards turning, clean-up) are folded away until the player asks for the details."""
from __future__ import annotations

from engine.events import Event

# the small steps of a turn: folded in the computer's turns unless the details are shown
MINOR_KINDS = frozenset({"phase_start", "phase_end", "step", "orient", "cleanup", "turn_end", "confirmed",
                         "stacked", "triggered", "resolve", "supported", "attacked", "moved", "reveal"})
# what a summary tells of a turn: what the player of that turn did and what it came to
# ("played": a Phantom Magic Vision play, a Grid play resolving; every card played is told)
HEADLINE_KINDS = frozenset({"play", "played", "node_set", "used", "activate", "spark", "scout", "slide", "attack",
                            "partner_attack", "transformed", "mission_cleared", "life_damage", "deck_damage",
                            "retired", "defeated", "destroyed", "lvup"})

# a card the player of the turn put from the hand into energy or the attribute area: a card played
# too (its line names it only when the reader may see it: a face-down energy card stays "a card")
RESOURCE_CAUSES = frozenset({"charge", "energy", "attribute"})


def _played_to_resources(e: Event) -> bool:
    return e.kind == "move" and e.get("frm") == "hand" and e.get("cause") in RESOURCE_CAUSES


class TurnDigest:
    """Follows a game's log lines for player `you`: which lines are small steps of the computer's turn,
    and the summary of each computer turn, given when the next turn starts."""

    def __init__(self, you: int | None, lang: str) -> None:
        self.you, self.lang = you, lang
        self.turn_player: int | None = None
        self.turn: object = None
        self.headlines: list[str] = []

    def _theirs(self) -> bool:
        return self.you is not None and self.turn_player is not None and self.turn_player != self.you

    def feed(self, e: Event, line: str) -> tuple[str | None, bool]:
        """(a summary to show before this line or None, whether this line is a small step to fold)."""
        summary = None
        if e.kind == "turn_start":
            summary = self.summary()
            self.turn_player, self.turn, self.headlines = e.get("player"), e.get("turn"), []
        if self._theirs() and (e.kind in HEADLINE_KINDS or _played_to_resources(e)):
            self.headlines.append(line.rstrip("。."))
        return summary, self._theirs() and e.kind in MINOR_KINDS

    def summary(self) -> str | None:
        """The summary of the computer's turn so far (None: not the computer's turn)."""
        if not self._theirs():
            return None
        # every headline, in the order it happened: a summary that stops at a few hides cards played
        if self.lang == "ja":
            body = "、".join(self.headlines) if self.headlines else "カードのプレイもアタックもなし"
            return f"コンピューターのターン{self.turn}のまとめ：{body}。"
        body = "; ".join(self.headlines) if self.headlines else "no card played, no attack"
        return f"The computer's turn {self.turn}: {body}."
