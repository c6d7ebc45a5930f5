"""Card faces (drawn, and pictures from the image folder), settings that persist, the pages,
translations, the self-check, and that Qt is imported in one module only."""
from __future__ import annotations

import argparse
import re
from pathlib import Path

import carddb
from desktop.cardface import CARD_ASPECT, face_data, render_face_image
from desktop.cardimages import ImageIndex
from desktop.cardpixmaps import CardPixmaps
from desktop.qt import QColor, QImage, QRectF
from desktop.settings import AppSettings

ROOT = Path(__file__).resolve().parents[2]


def _a_card(db):  # type: ignore[no-untyped-def]
    pk = carddb.search_ids(db, "")[0]
    return carddb.carddefs(db, [pk])[pk]


def test_card_face_is_drawn_at_any_size(app, db) -> None:  # type: ignore[no-untyped-def]
    cd = _a_card(db)
    for width in (60, 120, 200, 480):
        img = render_face_image(face_data(cd, "en"), width)
        assert img.width() == width and img.height() == round(width * CARD_ASPECT)
        colours = {img.pixelColor(x, y).name() for x in range(0, width, max(1, width // 20))
                   for y in range(0, img.height(), max(1, width // 20))}
        assert len(colours) > 8
    face = face_data(cd, "ja")
    assert face.name == cd.name["ja"] and face.stats


def test_image_folder_picture_replaces_the_drawn_face(app, db, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    cd = _a_card(db)
    folder = tmp_path / "pics" / cd.set
    folder.mkdir(parents=True)
    img = QImage(63, 88, QImage.Format.Format_RGB32)
    img.fill(QColor("#00ff00"))
    assert img.save(str(folder / f"{int(cd.number)}.png"))  # leading zeros do not matter
    index = ImageIndex(tmp_path / "pics")
    assert index.find(cd.set, cd.number) is not None and len(index) == 1
    pixmaps = CardPixmaps(str(tmp_path / "pics"))
    pm = pixmaps.pixmap(cd, 126)
    assert pm.toImage().pixelColor(63, 88).name() == "#00ff00"
    pixmaps.set_image_folder("")
    assert pixmaps.pixmap(cd, 126).toImage().pixelColor(63, 88).name() != "#00ff00"
    assert ImageIndex(tmp_path / "nothing-here").find(cd.set, cd.number) is None
    assert QRectF  # the painter API is what the views use


def test_settings_persist(db) -> None:  # type: ignore[no-untyped-def]
    s = AppSettings(db)
    s.set("language", "ja")
    s.set("image_folder", "/somewhere")
    s.set("ai_level", "hard")
    s.set("animation_speed", "fast")
    again = AppSettings(db)
    assert (again.get("language"), again.get("image_folder"), again.get("ai_level"), again.get("animation_speed")) == (
        "ja", "/somewhere", "hard", "fast")
    assert again.language() == "ja"


def test_every_page_opens(window, qtbot) -> None:  # type: ignore[no-untyped-def]
    for key in ("play", "decks", "collection", "replays", "settings"):
        window.show_page(key)
        assert window.current_page() == key and window.stack.currentWidget().isVisible()
    assert window.play_page.decks.rowCount() == len(carddb.list_decks(window.db))
    # settings page writes through
    page = window.settings_page
    page.set_image_folder("/tmp/none")
    assert window.settings.get("image_folder") == "/tmp/none"
    page.ai_level.setCurrentIndex(page.ai_level.findData("easy"))
    assert window.settings.get("ai_level") == "easy"


def test_japanese_translation_loads(app) -> None:  # type: ignore[no-untyped-def]
    from desktop.i18n import i18n_dir, install_translators, remove_translators
    from desktop.qt import QCoreApplication

    assert (i18n_dir() / "tcgtable_ja.qm").exists() and (i18n_dir() / "tcgtable_ja.ts").exists()
    trs = install_translators(app, "ja")
    try:
        assert QCoreApplication.translate("MainWindow", "Collection") == "コレクション"
    finally:
        remove_translators(app, trs)
    assert QCoreApplication.translate("MainWindow", "Collection") == "Collection"


def test_self_check(app, db_path: Path, capsys) -> None:  # type: ignore[no-untyped-def]
    from desktop.selfcheck import run_self_check

    assert run_self_check(argparse.Namespace(db=str(db_path))) == 0
    out = capsys.readouterr().out
    assert "rendered" in out and "answers from its helper process" in out


def test_qt_is_imported_in_one_module() -> None:
    pattern = re.compile(r"^\s*(from|import)\s+PySide6", re.MULTILINE)
    offenders = [p.name for p in (ROOT / "desktop").rglob("*.py") if p.name != "qt.py" and pattern.search(p.read_text())]
    assert offenders == []
    for pkg in ("engine", "carddb"):
        assert not [p for p in (ROOT / pkg).rglob("*.py") if re.search(r"^\s*(from|import)\s+(PySide6|desktop)",
                                                                        p.read_text(), re.MULTILINE)]


def test_a_picture_is_read_no_larger_than_drawn_and_a_huge_one_not_at_all(app, db, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    """A picture in the image folder is decoded at most at the size the app draws; one larger than
    MAX_PICTURE_SIDE in its header is not decoded at all (the drawn face is used)."""
    import time

    from engine.limits import MAX_PICTURE_SIDE, STORED_PICTURE_BOX

    cd = _a_card(db)
    folder = tmp_path / "pics" / cd.set
    folder.mkdir(parents=True)
    big = QImage(2000, 2800, QImage.Format.Format_RGB32)
    big.fill(QColor("#00ff00"))
    assert big.save(str(folder / f"{int(cd.number)}.png"))
    pixmaps = CardPixmaps(str(tmp_path / "pics"))
    img = pixmaps.image_for(cd)
    assert img is not None and (img.width(), img.height()) == STORED_PICTURE_BOX
    huge = QImage(MAX_PICTURE_SIDE + 1, 64, QImage.Format.Format_RGB32)
    huge.fill(QColor("#ff0000"))
    assert huge.save(str(folder / f"{int(cd.number)}.png"))
    t0 = time.process_time()
    assert pixmaps.image_for(cd) is None
    assert pixmaps.pixmap(cd, 126).toImage().pixelColor(63, 88).name() != "#ff0000"
    assert time.process_time() - t0 < 1
