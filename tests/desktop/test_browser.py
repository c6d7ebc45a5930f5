"""The card browser and collection page, driven through their widgets: search and filter, sorting,
query errors, editing owned quantities in place and with + / −, the lazy model."""
from __future__ import annotations

import carddb
from desktop.cardmodel import PAGE, ROW_ROLE, CardTableModel, column_index
from desktop.qt import QAbstractItemView, QSpinBox, Qt

from .helpers import search


def _rows(browser):  # type: ignore[no-untyped-def]
    m = browser.model
    return [m.card_row(r) for r in range(m.rowCount())]


def test_search_and_filter(window, qtbot, db) -> None:  # type: ignore[no-untyped-def]
    window.show_page("collection")
    b = window.collection_page.browser
    n = search(qtbot, b, "type:character level>=2")
    assert n == carddb.count_matches(db, "type:character level>=2") > 0
    assert all(r.level is not None and r.level >= 2 for r in _rows(b))
    assert b.count_label.text().startswith(str(n))
    # a free word matches names
    n = search(qtbot, b, "sora")
    assert n > 0 and all("sora" in (r.name_en + r.text_en).lower() for r in _rows(b))
    # the game filter
    b.game_combo.setCurrentIndex(b.game_combo.findData("victory_spark"))
    qtbot.waitUntil(lambda: b.game == "victory_spark")
    b.wait_idle()
    assert all(r.game == "victory_spark" for r in _rows(b))


def test_query_error_is_shown_and_cleared(window, qtbot) -> None:  # type: ignore[no-untyped-def]
    window.show_page("collection")
    b = window.collection_page.browser
    with qtbot.waitSignal(b.query_failed, timeout=10000):
        b.set_query("level>=x")
    assert b.error_label.isVisibleTo(b) and "column" in b.error_label.text()
    assert b.search.property("invalid") is True
    search(qtbot, b, "level>=1")
    assert not b.error_label.isVisibleTo(b)


def test_sort_by_any_column(window, qtbot) -> None:  # type: ignore[no-untyped-def]
    window.show_page("collection")
    b = window.collection_page.browser
    search(qtbot, b, "")
    with qtbot.waitSignal(b.query_done, timeout=10000):
        b.table.horizontalHeader().setSortIndicator(column_index("power"), Qt.SortOrder.DescendingOrder)
    powers = [r.power for r in _rows(b)]
    present = [p for p in powers if p is not None]
    assert present and powers[:len(present)] == sorted(present, reverse=True)  # cards without power last
    with qtbot.waitSignal(b.query_done, timeout=10000):
        b.set_sort("rarity")
    rarities = [r.rarity for r in _rows(b)]
    assert rarities == sorted(rarities)
    with qtbot.waitSignal(b.query_done, timeout=10000):
        b.set_sort("defense", descending=False)
    d = [r.defense for r in _rows(b) if r.defense is not None]
    assert d == sorted(d)


def test_edit_quantity_in_place_and_with_keys(window, qtbot, db) -> None:  # type: ignore[no-untyped-def]
    window.show_page("collection")
    page = window.collection_page
    b = page.browser
    search(qtbot, b, "")
    table = b.table
    idx = b.model.index(0, column_index("owned"))
    pk = b.model.pk_at(0)
    table.setCurrentIndex(idx)
    table.edit(idx)
    editor = table.findChild(QSpinBox)
    assert editor is not None and table.state() == QAbstractItemView.State.EditingState
    editor.setValue(3)
    qtbot.keyClick(editor, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: carddb.get_quantity(db, pk) == 3)
    assert b.model.data(idx) == 3
    # + and − on the keyboard step the selected cards
    table.selectRow(0)
    qtbot.keyClick(table, Qt.Key.Key_Plus)
    assert carddb.get_quantity(db, pk) == 4
    qtbot.keyClick(table, Qt.Key.Key_Minus)
    qtbot.keyClick(table, Qt.Key.Key_Minus)
    assert carddb.get_quantity(db, pk) == 2
    assert b.model.index(0, 0).data(ROW_ROLE).owned == 2
    # totals per set follow
    qtbot.waitUntil(lambda: any(t.owned_copies == 2 for t in page.totals.totals), timeout=3000)


def test_only_owned_filter(window, qtbot, db) -> None:  # type: ignore[no-untyped-def]
    window.show_page("collection")
    page = window.collection_page
    pk = carddb.search_ids(db, "")[5]
    carddb.set_quantity(db, pk, 2)
    with qtbot.waitSignal(page.browser.query_done, timeout=10000):
        page.only_owned.setChecked(True)
    assert page.browser.model.ids == [pk]
    search(qtbot, page.browser, "sora")  # combined with the search text
    assert page.browser.model.ids in ([pk], [])


def test_model_fetches_lazily(db) -> None:  # type: ignore[no-untyped-def]
    ids = carddb.search_ids(db, "")
    model = CardTableModel(db)
    model.set_ids(ids * 40)  # a long list of ids: only the pages looked at are fetched
    assert model.rowCount() == len(ids) * 40 and model.fetch_count == 0
    assert model.data(model.index(0, 0))
    assert model.fetch_count == 1 and len(model._rows) <= PAGE
    model.data(model.index(PAGE - 1, 0))
    assert model.fetch_count == 1


def test_grid_view_paints_faces(window, qtbot) -> None:  # type: ignore[no-untyped-def]
    window.show_page("collection")
    b = window.collection_page.browser
    search(qtbot, b, "")
    b.set_view_mode("grid")
    assert b.view() is b.grid
    img = b.grid.viewport().grab().toImage()
    colours = {img.pixelColor(x, y).name() for x in range(0, img.width(), 13) for y in range(0, img.height(), 13)}
    assert len(colours) > 20  # card faces, not an empty list
