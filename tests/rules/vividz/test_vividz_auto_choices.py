"""A choice with one possible answer that Vividz makes without asking is announced like an answered
one (`chosen`, auto=True), named only to the chooser when the card is hidden (102.9, G1), and
rendered in English and Japanese."""
from __future__ import annotations

import pytest

from engine.events import Event
from engine.games.vividz import RULES
from engine.games.vividz.core import chosen
from engine.scenario import build


def _position() -> tuple[object, dict[str, int]]:
    spec = {"game": "vividz", "setup": {"turn": 3, "turn_player": 0, "phase": "main", "players": [
        {"hand": [{"card": "Ember Pup", "as": "pup"}], "left": [{"card": "Kindle Fox", "as": "fox"}],
         "deck_fill": {"card": "Cinder Knight", "count": 5}},
        {"deck_fill": {"card": "Cinder Knight", "count": 5}}]}}
    b = build(spec, "inline")
    return b.state, b.labels


@pytest.mark.rule("vividz:102.9", "vividz:G1")
def test_an_automatic_choice_of_a_hand_card_is_named_to_its_chooser_only() -> None:
    s, lab = _position()
    s.out = []
    chosen(s, 0, lab["pup"], auto=True)
    e = s.out[-1]
    assert e.kind == "chosen" and e.private == 0
    assert dict(e.data) == {"player": 0, "card": s.defs[lab["pup"]].id, "iid": lab["pup"], "auto": True}
    assert RULES.render_event(s, e, "en", 0) == "Player 1 chooses Ember Pup (the only choice)."
    assert RULES.render_event(s, e, "ja", 0) == "プレイヤー1は「エンバーパップ」を選んだ(選択肢は1つ)。"
    assert RULES.render_event(s, e, "en", 1) == "Player 1 chooses a card (the only choice)."
    assert RULES.render_event(s, e, "ja", 1) == "プレイヤー1はカードを1枚選んだ(選択肢は1つ)。"


@pytest.mark.rule("vividz:1116.1", "vividz:V4")
def test_an_automatic_area_choice_names_the_area() -> None:
    s, lab = _position()
    s.out = []
    chosen(s, 0, lab["fox"], auto=True, area=1)
    e = s.out[-1]
    assert e.private is None and dict(e.data)["area"] == 1
    assert RULES.render_event(s, e, "en", 1) == "Player 1 chooses the center for Kindle Fox (the only choice)."
    assert RULES.render_event(s, e, "ja", 1) == "プレイヤー1は「キンドルフォックス」の置き場所にセンターを選んだ(選択肢は1つ)。"


def test_an_answered_choice_keeps_its_line() -> None:
    s, lab = _position()
    e = Event("chosen", (("player", 1), ("card", s.defs[lab["pup"]].id), ("iid", lab["pup"])), 1)
    assert RULES.render_event(s, e, "en", 1) == "Player 2 chooses Ember Pup."
    assert RULES.render_event(s, e, "en", 0) == "Player 2 chooses a card."
    assert RULES.render_event(s, e, "ja", 0) == "プレイヤー2はカードを1枚選んだ。"
