"""Screenshots of the card-set editor for docs/set_editor.md, in English and Japanese.

    python scripts/editor_screenshots.py [--out docs/images/editor] [--lang en ja]

A fresh profile in a temporary folder: a Victory Spark set of five cards (two with abilities, one
with a picture), shown as the start page, a card with its picture, a card with a located problem,
and a Phantom Magic Vision card with its stat boxes. Offscreen; Japanese needs a CJK font.
"""
from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import carddb  # noqa: E402
from desktop.app import make_application  # noqa: E402
from desktop.editor.window import SetEditorWindow  # noqa: E402
from desktop.i18n import install_translators, remove_translators  # noqa: E402
from desktop.qt import QApplication, QColor, QImage, QLinearGradient, QPainter, QPointF, Qt  # noqa: E402

SIZE = (1280, 800)
ABILITY = "- type: auto\n  zone: ring\n  trigger: {on: attack, card: self}\n  effects: [{draw: 1}]\n"
BAD = "- type: auto\n  zone: ring\n  trigger: {on: attack, card: self}\n  effects: [{drow: 1}]\n"


def settle(app: QApplication, seconds: float = 0.4) -> None:
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        app.processEvents()
        time.sleep(0.01)


def sample_picture(path: Path) -> Path:
    """An art-free picture: a gradient with a few shapes (what a player would scan or draw)."""
    img = QImage(500, 700, QImage.Format.Format_RGB32)
    p = QPainter(img)
    g = QLinearGradient(QPointF(0, 0), QPointF(500, 700))
    g.setColorAt(0, QColor("#1d3557"))
    g.setColorAt(1, QColor("#e76f51"))
    p.fillRect(img.rect(), g)
    p.setPen(Qt.PenStyle.NoPen)
    for i, c in enumerate(("#f4a261", "#2a9d8f", "#e9c46a")):
        p.setBrush(QColor(c))
        p.drawEllipse(QPointF(140 + i * 110, 260 + (i % 2) * 120), 80 - i * 10, 80 - i * 10)
    p.end()
    img.save(str(path), "PNG")
    return path


def fill(win: SetEditorWindow, i: int, field: str, value: str) -> None:
    win.card_list.setCurrentRow(i)
    assert win.doc is not None
    win.doc.set_field(i, field, value)


def shoot(app: QApplication, win: SetEditorWindow, path: Path) -> None:
    settle(app)
    win.grab().save(str(path))
    print(path)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", default=str(ROOT / "docs" / "images" / "editor"))
    ap.add_argument("--lang", nargs="+", default=["en", "ja"])
    args = ap.parse_args()
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    app = make_application()
    for lang in args.lang:
        translators = install_translators(app, lang)
        with tempfile.TemporaryDirectory(prefix="tcgtable-editor-shots-") as tmp:
            folder = Path(tmp)
            db = carddb.open_database(folder / "tcgtable.sqlite3")
            win = SetEditorWindow(db, lang, folder / "sets")
            win.resize(*SIZE)
            win.show()
            doc = win.new_set("victory_spark", "MYS1", "My Heroes", "マイヒーローズ")
            assert doc is not None
            for _ in range(4):
                win.add_card()
            names = [("Aoi Hanabira", "花片アオイ"), ("Riku Tokiwa", "常盤リク"), ("Mina Suzukaze", "鈴風ミナ"),
                     ("Kei Asagiri", "朝霧ケイ"), ("Yuna Hoshimi", "星見ユナ")]
            for i, (en, ja) in enumerate(names):
                fill(win, i, "name_en", en)
                fill(win, i, "name_ja", ja)
            for i in (0, 2):
                fill(win, i, "abilities", ABILITY)
                fill(win, i, "text_en", "AUTO [Ring]: When this card attacks, draw 1 card.")
                fill(win, i, "text_ja", "@自動〔リング〕このカードがアタックした時、カードを1枚引く。")
                fill(win, i, "stats", "level: 1, power: 2500, defense: 2000")
            win.show_start()
            shoot(app, win, out / f"start_{lang}.png")
            win.open_document(doc)
            win.card_list.setCurrentRow(0)
            assert win.form is not None
            win.form.attach_picture(str(sample_picture(folder / "aoi.png")))
            shoot(app, win, out / f"picture_{lang}.png")
            win.card_list.setCurrentRow(2)
            fill(win, 2, "abilities", BAD)
            win.refresh_checks()
            shoot(app, win, out / f"problem_{lang}.png")
            fill(win, 2, "abilities", ABILITY)
            pmv = win.new_set("phantom_magic_vision", "MYP1", "My Visions", "マイビジョン")
            assert pmv is not None
            fill(win, 0, "name_en", "Lantern Keeper")
            fill(win, 0, "name_ja", "灯籠守")
            win.refresh_checks()
            shoot(app, win, out / f"stats_{lang}.png")
            win.close()
            db.close()
        remove_translators(app, translators)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
