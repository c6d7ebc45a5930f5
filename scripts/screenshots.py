"""Open each page of the desktop app with sample data and save PNG screenshots for review.

    python scripts/screenshots.py [--out build/screenshots] [--lang en ja]

Sample data: a fresh database seeded with the bundled card sets and decks, part of the set owned,
one replay recorded by `tcgtable simulate`. Runs offscreen (no display needed). Japanese text
needs a CJK font on the machine (e.g. Debian's fonts-noto-cjk).

The game table is shot mid-game for each implemented game (a game against the computer played on
automatically until a few turns in, then the player's decision showing), and the replay viewer in
the middle of the stored replay.
"""
from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import carddb  # noqa: E402
from desktop.app import make_application  # noqa: E402
from desktop.cardface import CARD_ASPECT, face_data, paint_card  # noqa: E402
from desktop.i18n import install_translators, remove_translators  # noqa: E402
from desktop.mainwindow import MainWindow  # noqa: E402
from desktop.qt import QApplication, QColor, QImage, QPainter, QRectF  # noqa: E402
from desktop.settings import AppSettings  # noqa: E402

SIZE = (1320, 840)
TABLE_GAMES = (("victory_spark", 6), ("vividz", 6), ("grid", 8), ("phantom_magic_vision", 8))  # game, turn to reach before the shot


def settle(app: QApplication, seconds: float = 0.4) -> None:
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        app.processEvents()
        time.sleep(0.01)


def sample_database(folder: Path) -> carddb.CardDB:
    db = carddb.open_database(folder / "tcgtable.sqlite3")
    ids = carddb.search_ids(db, "")
    for i, pk in enumerate(ids):
        if i % 3 != 2:
            carddb.set_quantity(db, pk, 1 + (i * 7) % 4, reason="sample")
    replays = folder / "replays"
    subprocess.run([sys.executable, "-m", "tcgtable", "simulate", "--game", "victory_spark", "--games", "1",
                    "--seed", "3", "--players", "random,random", "--replays", str(replays)],
                   cwd=ROOT, check=False, capture_output=True)
    from engine.replay import read_replay

    for f in sorted(replays.glob("*")):
        data = read_replay(f)
        result = data.get("result") or []
        carddb.save_replay(db, data["game"], content=f.read_text(encoding="utf-8"), path=str(f),
                           players=[str(x) for x in data.get("players", [])],
                           decks=[str(d.get("name", "")) for d in data.get("decks", [])],
                           result=" ".join(str(x) for x in result), length=len(data.get("actions", [])))
    return db


def card_sheet(db: carddb.CardDB, lang: str, path: Path) -> None:
    ids = carddb.search_ids(db, "")
    defs = carddb.carddefs(db, ids)
    pick = [defs[ids[i]] for i in (0, 1, 5, 20, 35, 50) if i < len(ids)]
    w, gap = 260, 16
    h = round(w * CARD_ASPECT)
    small = [60, 90, 130]
    img = QImage(gap + len(pick) * (w + gap), gap * 3 + h + round(small[-1] * CARD_ASPECT), QImage.Format.Format_ARGB32)
    img.fill(QColor("#2b2d31"))
    p = QPainter(img)
    for i, cd in enumerate(pick):
        paint_card(p, QRectF(gap + i * (w + gap), gap, w, h), face_data(cd, lang))
    x = gap
    for sw in small:
        paint_card(p, QRectF(x, gap * 2 + h, sw, sw * CARD_ASPECT), face_data(pick[1], lang))
        x += sw + gap
    p.end()
    img.save(str(path))


def shoot(app: QApplication, db: carddb.CardDB, lang: str, out: Path) -> list[Path]:
    settings = AppSettings(db)
    settings.set("language", lang)
    settings.set("window_geometry", "")
    settings.set("browser_view", "table")
    translators = install_translators(app, lang)
    saved: list[Path] = []
    try:
        w = MainWindow(db, settings)
        w.resize(*SIZE)
        w.show()
        settle(app)

        def save(name: str) -> None:
            settle(app)
            for b in (w.collection_page.browser, w.decks_page.browser):
                b.wait_idle()
            settle(app, 0.2)
            p = out / f"{lang}-{name}.png"
            w.grab().save(str(p))
            saved.append(p)

        w.show_page("play")
        save("play")
        w.show_page("decks")
        w.decks_page.browser.set_query("")
        save("decks")
        doc = w.decks_page.doc
        if doc is not None:  # a deck with problems: one card too many
            pk = doc.sections["main"][0][0]
            doc.add_cards("main", [pk])
            w.decks_page.section_views["main"].selectRow(0)
            save("decks-violations")
        pmv = next((d for d in carddb.list_decks(db) if d.name == "Oni Stampede"), None)
        if pmv is not None:  # a deck with a sideboard (Phantom Magic Vision's 弐符 cards)
            w.decks_page.open_deck(pmv.id)
            save("decks-sideboard")
            doc.undo_stack.undo()
        w.show_page("collection")
        w.collection_page.browser.set_query("level>=1")
        save("collection")
        w.collection_page.browser.set_query("")
        w.collection_page.browser.set_view_mode("grid")
        save("collection-grid")
        w.collection_page.browser.set_view_mode("table")
        w.show_page("replays")
        save("replays")
        w.show_page("settings")
        save("settings")
        shoot_table(app, w, save)
        w.close()
        w.deleteLater()
        settle(app, 0.1)
    finally:
        remove_translators(app, translators)
    sheet = out / f"{lang}-cards.png"
    card_sheet(db, lang, sheet)
    saved.append(sheet)
    return saved


def shoot_table(app: QApplication, w: MainWindow, save: object) -> None:
    """The table mid-game for each game, and the replay viewer."""
    from engine.games import IMPLEMENTED

    w.settings.set("animation_speed", "off")
    for game, turn in TABLE_GAMES:
        if game not in IMPLEMENTED:
            continue
        w.show_page("play")
        page = w.play_page
        page.refresh()
        page.table.speed.setCurrentIndex(page.table.speed.findData("off"))
        c = page.start_game(game=game, ai="easy", seed=7)
        if c is None:
            continue
        c.set_autoplay("random", seed=5)
        end = time.monotonic() + 120
        while time.monotonic() < end and not c.finished and c.state.turn < turn:
            app.processEvents()
            time.sleep(0.005)
        c.set_autoplay(None)
        while time.monotonic() < end and not c.finished:  # until the player is to play
            app.processEvents()
            time.sleep(0.005)
            if c.human_to_act():
                d = c.state.decision
                if d is not None and d.kind in ("main", "standby"):
                    break
                if d is not None and d.kind == "priority" and game == "phantom_magic_vision" \
                        and c.state.phase == "main" and not c.state.flags.get("stack"):
                    break  # its main phase is a round of priority with nothing in progress
                opts = c.options()
                c.submit(c.adapter.pass_action(opts) or opts[0])
        hand = c.state.zones["0.hand"]
        if hand:  # point at a card: it shows in the preview, and what it may do lights up
            page.table.preview.set_card(c.state.defs[hand[0]])
            page.table.board.begin_drag(hand[0])
        save(f"table-{game}")  # type: ignore[operator]
        page.table.board.end_drag()
        page.table.stop()
    replays = carddb.list_replays(w.db)
    if replays:
        w.watch_replay(replays[-1].id)
        v = w.replays_page.viewer
        v.seek(v.length // 2)
        save("replay")  # type: ignore[operator]
        w.replays_page.show_list()


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", default=str(ROOT / "build" / "screenshots"))
    ap.add_argument("--lang", nargs="+", default=["en", "ja"], choices=["en", "ja"])
    args = ap.parse_args(argv)
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    app = make_application(["screenshots"])
    with tempfile.TemporaryDirectory() as tmp:
        db = sample_database(Path(tmp))
        try:
            for lang in args.lang:
                for p in shoot(app, db, lang, out):
                    print(p)
        finally:
            db.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
