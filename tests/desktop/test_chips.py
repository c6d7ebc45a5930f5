"""Keyword chips on card faces: each chip is named with the term the card's text uses (in the face's
language), every keyword a game knows has reminder text in English and Japanese written from its
rules clause, hovering a chip on a large face (the detail pane, the table's preview) or in the
browser's grid shows that reminder, and the owned "×N" badge of the browser's grid covers nothing
on the face."""
from __future__ import annotations

import html
import re
from pathlib import Path

import pytest

from desktop import setlabels
from desktop.cardchips import chip_at, keyword_chip, keyword_text
from desktop.cardface import face_data, fit_card_rect
from desktop.cardpixmaps import CardPixmaps
from desktop.cardwidgets import CardFaceWidget, CardGridDelegate
from desktop.qt import QApplication, QEvent, QHelpEvent, QPoint, QPointF, QRect, QRectF, QToolTip
from engine.cardset import load_cardset
from engine.games import IMPLEMENTED, get_rules

SETS = sorted((Path(__file__).resolve().parents[2] / "assets" / "cardsets").glob("*/*.yaml"))


@pytest.fixture
def labelled(db):  # type: ignore[no-untyped-def]
    """The bundled sets' own names for attributes, races... (the database has them imported)."""
    setlabels.load(db)
    yield
    setlabels._LABELS.clear()


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_chip_names_are_the_card_texts_terms(app, labelled, lang: str) -> None:  # type: ignore[no-untyped-def]
    checked = 0
    for path in SETS:
        for cd in load_cardset(path).cards:
            face = face_data(cd, lang)
            assert len(face.keyword_tips) == len(face.keywords), cd.id
            for name, tip in zip(face.keywords, face.keyword_tips, strict=True):
                if name.startswith("«"):  # a trait, not a keyword
                    continue
                assert name in cd.text.get(lang, ""), (cd.id, name)
                assert tip, (cd.id, name)
                checked += 1
    assert checked > 100  # every game's bundled set has keywords


def test_every_keyword_has_a_reminder_in_both_languages() -> None:
    for game in IMPLEMENTED:
        data = keyword_text(game)
        known = get_rules(game).vocabulary().keywords
        assert data and known <= set(data), (game, known - set(data))
        for key, (en, ja, tip_en, tip_ja, clause) in data.items():
            assert en and ja and clause, (game, key)
            assert len(tip_en) > 15 and len(tip_ja) > 8, (game, key)
            words = re.sub(r"\[\d+:[^\]]*\]", "", tip_ja)  # the cost notation [0:x] is the game's own
            assert not re.search(r'[:?"]', words) and not re.search(r"[ぁ-んァ-ン一-龥]", tip_en), (game, key)


def test_numbered_keywords_show_their_number_unless_none() -> None:
    assert keyword_chip("grid", "blocker", "en", 2)[0] == "Blocker (2)"
    assert keyword_chip("grid", "blocker", "ja", 2) == (
        "ブロッカー(2)", keyword_text("grid")["blocker"][3].replace("{v}", "2"))
    assert keyword_chip("grid", "blocker", "en", 0)[0] == "Blocker"  # 6.8: no cost shown
    assert "[0:2]" in keyword_chip("grid", "blocker", "en", 2)[1]


@pytest.mark.rule("phantom_magic_vision:10.11.3", "phantom_magic_vision:10.11")
@pytest.mark.parametrize("lang", ["en", "ja"])
def test_immunity_names_its_race_where_a_printed_card_shows_the_icon(app, labelled, lang: str) -> None:  # type: ignore[no-untyped-def]
    """10.11.3: the A of 耐性A is normally shown by the race's icon; the faces have no icons, so
    the chip and its reminder name the race with the set's own word for it."""
    path = next(p for p in SETS if p.parent.name == "phantom_magic_vision")
    cards = [cd for cd in load_cardset(path).cards if cd.attrs.get("immunity")]
    assert cards
    for cd in cards:
        face = face_data(cd, lang)
        for race in cd.attrs["immunity"]:
            word = setlabels.label(cd, "immunity", race, lang)
            assert setlabels.has(cd, "immunity", race) and word, (cd.id, race)
            chip = next(k for k in face.keywords if k.startswith("Immunity" if lang == "en" else "耐性"))
            assert word in chip, (cd.id, chip)
            tip = face.keyword_tips[face.keywords.index(chip)]
            assert word in tip, (cd.id, tip)


def _hover(widget, pos: QPointF, shown: list[str]) -> str:  # type: ignore[no-untyped-def]
    """The tooltip a hover at `pos` shows ("" for none)."""
    shown.clear()
    e = QHelpEvent(QEvent.Type.ToolTip, pos.toPoint(), widget.mapToGlobal(pos.toPoint()))
    QApplication.sendEvent(widget, e)
    return html.unescape(shown[-1]) if shown else ""


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_hovering_a_chip_shows_its_reminder(app, qtbot, monkeypatch, lang: str) -> None:  # type: ignore[no-untyped-def]
    shown: list[str] = []
    monkeypatch.setattr(QToolTip, "showText", lambda _pos, text, *a: shown.append(text))
    fixture = Path(__file__).resolve().parents[1] / "fixtures" / "grid_smoke.yaml"
    gale = next(c for c in load_cardset(fixture).cards if c.name["en"] == "Gale Dancer")
    w = CardFaceWidget(CardPixmaps(lang=lang))
    qtbot.addWidget(w)
    w.resize(360, 500)
    w.set_card(gale)
    w.show()
    qtbot.waitExposed(w)
    w.grab()  # painted: the chips' places are known
    card = fit_card_rect(QRectF(w.rect()).adjusted(4, 4, -4, -4))
    face = face_data(gale, lang)
    hits = 0
    for name, tip in zip(face.keywords, face.keyword_tips, strict=True):
        # find the chip by scanning the text box (where the painter put it)
        spots = [QPointF(card.left() + card.width() * fx / 60, card.top() + card.height() * fy / 80)
                 for fx in range(60) for fy in range(40, 75)]
        spot = next((p for p in spots if (chip_at(gale.id, lang, card, p) or ("",))[0] == name), None)
        if spot is None:
            continue  # a chip that did not fit on the row
        text = _hover(w, spot, shown)
        assert name in text and tip in text
        hits += 1
    assert hits >= 2
    # elsewhere on the face: no chip tooltip
    assert _hover(w, QPointF(card.center().x(), card.top() + 4), shown) == ""


def test_owned_badge_sits_under_the_card_not_on_it(app) -> None:  # type: ignore[no-untyped-def]
    for width in (150, 120):
        d = CardGridDelegate(CardPixmaps(lang="en"), width)
        size = d.item_size()
        item = QRectF(QRect(QPoint(0, 0), size))
        card = d.card_rect(item)
        badge = d.badge_rect(card)
        assert round(card.width()) == width - 0 or card.width() <= width
        assert not badge.intersects(card)  # the grid game's mask (top right of the art) stays clear
        assert item.contains(badge)


def test_detail_pane_names_keywords_with_their_reminders(app) -> None:  # type: ignore[no-untyped-def]
    from desktop.cardwidgets import card_details_html
    fixture = Path(__file__).resolve().parents[1] / "fixtures" / "grid_smoke.yaml"
    raider = next(c for c in load_cardset(fixture).cards if c.name["en"] == "Flame Raider")
    en, ja = card_details_html(raider, 1, "en"), card_details_html(raider, 1, "ja")
    assert "<b>Ambush</b> — " + html.escape(keyword_chip("grid", "ambush", "en")[1]) in en
    assert "<b>奇襲</b> — " + keyword_chip("grid", "ambush", "ja")[1] in ja
