"""What every game's log-line renderer shares: the templates the games word alike (English and
Japanese), and the steps from an event to its line (`EventRenderer`). A game lists only its own
events' templates and the ones it words differently, and its zone, phase and orientation names."""
from __future__ import annotations

from typing import Any

from .events import Event
from .render import card_name, change_text, counted, fallback_line, player_name, shared_line, template_key
from .state import State

Table = dict[str, dict[str, str]]  # language -> key -> text

# the lines of the events every game has, in the words most games use (a game overrides a line
# it words differently in its own table)
COMMON_T: Table = {
    "en": {
        "first_player": "{P} goes first.", "turn_start": "Turn {turn}: {P}'s turn.",
        "phase_start": "{phase} begins.", "draw": "{P} draws {card}.", "draw_hidden": "{P} draws a card.",
        "move": "{card} moves from {frm} to {to}.", "move_hidden": "{P}'s card moves from {frm} to {to}.",
        "orient": "{card} becomes {to}.", "attack": "{card} attacks.", "shuffle": "{P} shuffles their deck.",
        "modified": "{card} is modified ({change}).", "reveal": "{card} is revealed.", "chosen": "{P} chooses {card}.",
        "game_end_win": "Game over: {W} wins ({reason}).", "game_end_draw": "Game over: draw ({reason}).",
    },
    "ja": {
        "first_player": "{P}が先攻。", "turn_start": "ターン{turn}：{P}のターン。",
        "phase_start": "{phase}開始。", "draw": "{P}は{card}を引いた。", "draw_hidden": "{P}はカードを1枚引いた。",
        "move": "{card}が{frm}から{to}へ移動。", "move_hidden": "{P}のカードが{frm}から{to}へ移動。",
        "orient": "{card}は{to}状態になった。", "attack": "{card}がアタック。", "shuffle": "{P}はデッキをシャッフル。",
        "modified": "{card}が修正された({change})。", "reveal": "{card}を公開。", "chosen": "{P}は{card}を選んだ。",
        "game_end_win": "ゲーム終了：{W}の勝利({reason})。", "game_end_draw": "ゲーム終了：引き分け({reason})。",
    },
}


def with_common(own: Table) -> Table:
    """A game's whole template table: the common lines, then its own (an own line wins)."""
    return {lang: {**COMMON_T[lang], **own.get(lang, {})} for lang in COMMON_T}


class EventRenderer:
    """Renders a game's events: a shared-engine event by its shared line (render.shared_line), else
    the game's template for the event (its `_hidden` form for a viewer who may not see the card),
    filled with `fields`. A game subclasses it to add its own events' values and exceptions."""

    quiet_causes: tuple[str, ...] = ()  # a move with such a cause shows nothing: another line says it
    quiet_keys: tuple[str, ...] = ("move",)  # the templates those moves would use

    def __init__(self, templates: Table, zones: Table, phases: Table, orient: Table) -> None:
        self.templates, self.zones, self.phases, self.orient = templates, zones, phases, orient

    def render(self, state: State | None, e: Event, lang: str = "en", viewer: int | None = None) -> str:
        lang = lang if lang in self.templates else "en"
        if not self.own_form(e):
            shared = shared_line(state, e, lang, viewer)
            if shared is not None:
                return shared
        d = dict(e.data)
        fmt = self.fields(state, e, d, lang)
        k = self.key(e, d, template_key(e, viewer))
        if k in ("orient", "orient_hidden"):
            fmt["to"] = self.orient[lang].get(d.get("to"), d.get("to"))
        line = self.own_line(k, d, fmt, lang)
        if line is not None:
            return line
        if self.quiet(k, d):
            return ""
        tmpl = self.templates[lang].get(k)
        if tmpl is None:
            return self.missing(k, e)
        return counted(tmpl.format(**fmt))

    def card(self, state: State | None, cid: Any, lang: str) -> str:
        return card_name(state, cid, lang)

    def fields(self, state: State | None, e: Event, d: dict[str, Any], lang: str) -> dict[str, Any]:
        """The values the templates name; a game adds its own events' values to these."""
        zones = self.zones[lang]
        return {"P": player_name(d.get("player"), lang), "turn": d.get("turn"),
                "phase": self.phases[lang].get(d.get("phase", ""), d.get("phase")),
                "card": self.card(state, d.get("card"), lang), "frm": zones.get(d.get("frm", ""), d.get("frm")),
                "to": zones.get(d.get("to", ""), d.get("to")), "count": d.get("count"), "amount": d.get("amount"),
                "change": change_text(d.get("change"), lang),
                "W": player_name(d.get("winner"), lang), "reason": d.get("reason")}

    def own_form(self, e: Event) -> bool:
        """Whether the game words this shared-engine event itself (not by its shared line)."""
        return False

    def key(self, e: Event, d: dict[str, Any], k: str) -> str:
        """The template key: `k` (render.template_key) unless the game picks another form."""
        return k

    def own_line(self, k: str, d: dict[str, Any], fmt: dict[str, Any], lang: str) -> str | None:
        """A line the game builds itself instead of from its template, or None."""
        return None

    def quiet(self, k: str, d: dict[str, Any]) -> bool:
        """Whether the event shows no line: a move another line says better."""
        return k in self.quiet_keys and d.get("cause") in self.quiet_causes

    def missing(self, k: str, e: Event) -> str:
        """The line of an event the game has no template for."""
        return fallback_line(k, e)
