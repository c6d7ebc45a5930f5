"""The set editor's pictures, and issue 28's whole path: a player makes a set of five cards (two with
abilities) with a picture, exports it as one file, and another profile imports it, uses it in games,
builds a deck with its cards and plays that deck against the computer with the picture drawn."""
from __future__ import annotations

import shutil
from pathlib import Path

import carddb
from carddb.pictures import pictures_root
from desktop.cardpixmaps import CardPixmaps
from desktop.editor.window import SetEditorWindow
from desktop.qt import QColor, QImage
from engine.cardpackage import read_package

from .helpers import open_window
from .test_set_editor import five_cards


def first_card(editor):  # type: ignore[no-untyped-def]
    doc = five_cards(editor)
    editor.card_list.setCurrentRow(0)
    return doc


def picture(path: Path, color: str = "#c03030", fmt: str = "PNG") -> Path:
    img = QImage(60, 84, QImage.Format.Format_RGB32)
    img.fill(QColor(color))
    assert img.save(str(path), fmt)
    return path


def test_attach_a_picture_undo_and_redo(editor, tmp_path) -> None:  # type: ignore[no-untyped-def]
    doc = first_card(editor)
    form = editor.form
    name = form.attach_picture(str(picture(tmp_path / "hero.png")))
    assert name is not None and name.startswith("001-") and name.endswith(".png")
    stored = tmp_path / "images" / "MYS1" / name
    assert stored.read_bytes() == (tmp_path / "hero.png").read_bytes()
    assert doc.cards[0].extra["image"] == name and form.picture.text() == name and form.detach.isEnabled()
    # the face shows the picture, as the table will
    cd = doc.card_def(0)
    assert cd is not None and form.pixmaps.picture_file(cd) == stored.resolve()
    assert doc.card_set().cards[0].raw["image"] == name and doc.issues() == []
    doc.stack.undo()
    assert "image" not in doc.cards[0].extra and not form.detach.isEnabled()
    doc.stack.redo()
    assert doc.cards[0].extra["image"] == name
    form.remove_picture()
    assert "image" not in doc.cards[0].extra and stored.exists()  # the file stays for undo
    doc.stack.undo()
    assert doc.cards[0].extra["image"] == name


def test_a_file_that_is_not_a_picture_is_refused(editor, tmp_path, answers) -> None:  # type: ignore[no-untyped-def]
    doc = first_card(editor)
    fake = tmp_path / "notes.png"
    fake.write_text("not a picture", encoding="utf-8")
    gif = tmp_path / "anim.gif"
    gif.write_bytes(b"GIF89a")
    for bad in (fake, gif):
        assert editor.form.attach_picture(str(bad)) is None
        assert answers[-1][1] == "The picture could not be attached." and bad.name in answers[-1][2]
    assert "image" not in doc.cards[0].extra and not (tmp_path / "images").exists()


def test_a_picture_missing_from_the_folder_is_a_problem(editor, tmp_path) -> None:  # type: ignore[no-untyped-def]
    doc = first_card(editor)
    name = editor.form.attach_picture(str(picture(tmp_path / "hero.png")))
    (tmp_path / "images" / "MYS1" / name).unlink()
    doc._dirty()
    issues = doc.issues()
    assert [(i.number, i.field) for i in issues] == [("001", "image")] and name in issues[0].problem


def test_a_new_code_keeps_the_pictures(editor, tmp_path) -> None:  # type: ignore[no-untyped-def]
    doc = first_card(editor)
    name = editor.form.attach_picture(str(picture(tmp_path / "hero.png")))
    doc.set_header("code", "MYS2")
    assert (tmp_path / "images" / "MYS2" / name).is_file() and doc.issues() == []


def test_make_share_import_build_and_play(editor, tmp_path, answers, qtbot, app, template_db) -> None:  # type: ignore[no-untyped-def]
    """Issue 28's "done when", from the editor on one profile to a game on another."""
    doc = first_card(editor)
    editor.form.attach_picture(str(picture(tmp_path / "hero.jpg", fmt="JPEG")))
    editor.card_list.setCurrentRow(2)
    editor.form.attach_picture(str(picture(tmp_path / "hero3.webp", "#3050c0", "WEBP")))
    assert doc.is_valid()
    out = tmp_path / "share" / "mys1.zip"
    assert editor.export_file(str(out))
    pkg = read_package(out)
    assert len(pkg.cardset.cards) == 5 and len(pkg.pictures) == 2

    # another profile: its own database, drafts and pictures folders
    other = tmp_path / "other"
    other.mkdir()
    shutil.copy(template_db, other / "tcgtable.sqlite3")
    db2 = carddb.open_database(other / "tcgtable.sqlite3")
    try:
        ed2 = SetEditorWindow(db2, "en", other / "sets")
        qtbot.addWidget(ed2)
        doc2 = ed2.import_file(str(out))
        assert doc2 is not None and doc2.is_valid() and doc2.pictures_root == other / "images"
        assert sorted(p.name for p in (other / "images" / "MYS1").iterdir()) == sorted(pkg.pictures)
        result = ed2.use_in_games()
        assert result is not None and result.status == "added" and result.added == 5

        # a deck with the new cards, played against the computer on the second profile's main window
        pks = carddb.search_ids(db2, "set:MYS1")
        base = next(d for d in carddb.list_decks(db2, "victory_spark"))
        rows = carddb.deck_cards(db2, base.id)["main"]
        entries = [(r.card_pk, r.count) for r in rows]
        taken = 0
        while taken < 15:  # 3 copies of each of the five new cards in place of 15 cards
            pk, n = entries[-1]
            entries[-1:] = [(pk, n - 1)] if n > 1 else []
            taken += 1
        deck = carddb.create_deck(db2, "victory_spark", "My own cards")
        carddb.set_section(db2, deck, "main", entries + [(pk, 3) for pk in pks])
        for sec, rs in carddb.deck_cards(db2, base.id).items():
            if sec != "main":
                carddb.set_section(db2, deck, sec, [(r.card_pk, r.count) for r in rs])
        window = open_window(db2, qtbot)
        assert window.pixmaps.pictures == other / "images"
        window.show_page("play")
        play = window.play_page
        play.table.speed.setCurrentIndex(play.table.speed.findData("off"))
        play.game.setCurrentIndex(play.game.findData("victory_spark"))
        i = next(k for k, c in enumerate(play.choices) if c.deck_id == deck)
        assert play.choices[i].legal, play.choices[i].problem
        c = play.start_game(mine=i, theirs=i, ai="random", seed=5)
        assert c is not None
        mine = [cd for cds in c.setup.decks[0].values() for cd in cds if cd.set == "MYS1"]
        assert len(mine) == 15
        pic = CardPixmaps("", "en", None, pictures_root(db2.path)).picture_file(mine[0])
        assert pic is not None and pic.parent == (other / "images" / "MYS1").resolve()
        assert window.pixmaps.image_for(mine[0]) is not None  # the table draws the picture
        c.set_autoplay("random", 3)
        qtbot.waitUntil(lambda: c.finished, timeout=60_000)
        play.shutdown()
        window.close()
        ed2.close()
    finally:
        db2.close()


def test_export_without_pictures_as_yaml_says_they_are_left_out(editor, tmp_path) -> None:  # type: ignore[no-untyped-def]
    first_card(editor)
    editor.form.attach_picture(str(picture(tmp_path / "hero.png")))
    out = tmp_path / "mys1.yaml"
    assert editor.export_file(str(out))
    assert out.read_text(encoding="utf-8").startswith("format: 1")
    assert "without its 1 picture" in editor.statusBar().currentMessage()


def test_file_import_card_sets_takes_a_package_and_stores_its_pictures(window, qtbot, tmp_path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """File > Import card sets… reads a package like a set file; its pictures go beside the
    database, where the main window's card pictures are looked up."""
    from desktop import dialogs
    from engine.cardpackage import write_package

    png = picture(tmp_path / "p.png").read_bytes()
    text = ("format: 1\ngame: victory_spark\ncode: PKG7\nversion: 1\nname: {en: P, ja: P}\ncards:\n"
            "- {number: '001', name: {en: Pic, ja: ピク}, type: character, image: 001-a.png,\n"
            "   stats: {level: 0, power: 1000, defense: 1000}, text: {en: '(No abilities.)', ja: '(能力なし)'}}\n")
    pkg = tmp_path / "pkg7.zip"
    write_package(pkg, text, {"001-a.png": png})
    shown: list[str] = []
    monkeypatch.setattr(dialogs, "info", lambda parent, title, text, details="": shown.append(text))
    window.import_card_sets([str(pkg)])
    qtbot.waitUntil(lambda: bool(shown), timeout=20000)
    assert "1 card added" in shown[0] and "1 cards" not in shown[0]
    stored = pictures_root(window.db.path) / "PKG7" / "001-a.png"
    assert stored.read_bytes() == png
    pk = carddb.find_card(window.db, "victory_spark", "PKG7-001")
    cd = carddb.carddefs(window.db, [pk])[pk]
    assert window.pixmaps.picture_file(cd) == stored.resolve()
