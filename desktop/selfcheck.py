"""`tcgtable --self-check`: open the database, load every card set, render one card face, exit 0.

Used by the packaged bundle's build script to prove the bundle has its data, Qt plugins and fonts.
Runs without a screen (Qt's offscreen platform when no display is set).
"""
from __future__ import annotations

import argparse
import os
import sys

from engine.games import IMPLEMENTED


def run_self_check(args: argparse.Namespace) -> int:
    """Returns 0 when every step works; prints one line per step."""
    if not os.environ.get("DISPLAY") and not os.environ.get("WAYLAND_DISPLAY") and sys.platform.startswith("linux"):
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    import carddb
    from engine.cardset import load_cardset

    try:
        import assets
    except ImportError:
        print("self-check: the bundled assets are missing", file=sys.stderr)
        return 1
    try:
        db = carddb.open_database(getattr(args, "db", None))
    except carddb.CardDBError as e:
        print(f"self-check: database: {e}", file=sys.stderr)
        return 1
    try:
        print(f"database: {db.path}")
        if db.seed_report and db.seed_report.errors:
            for e in db.seed_report.errors:
                print(f"self-check: seeding: {e}", file=sys.stderr)
            return 1
        n_sets = 0
        for p in assets.cardset_paths():
            cs = load_cardset(p)
            if cs.game not in IMPLEMENTED:
                continue  # a game still in development is not seeded
            n_sets += 1
            stored = carddb.count_matches(db, f"set:{cs.code}", cs.game)
            if stored < len(cs.cards):
                print(f"self-check: {p.name}: {len(cs.cards)} cards in the file, {stored} in the database",
                      file=sys.stderr)
                return 1
        sets = carddb.list_sets(db)
        print(f"card sets: {n_sets} bundled files, {len(sets)} sets in the database")
        ids = carddb.search_ids(db, "", limit=1)
        if not ids:
            print("self-check: the database has no cards", file=sys.stderr)
            return 1
        cd = carddb.carddefs(db, ids)[ids[0]]
        from .cardface import face_data, render_face_image
        from .qt import QGuiApplication

        app = QGuiApplication.instance() or QGuiApplication([sys.argv[0]])
        img = render_face_image(face_data(cd, "en"), 300)
        opaque = sum(1 for x in range(0, img.width(), 10) for y in range(0, img.height(), 10)
                     if img.pixelColor(x, y).alpha() > 0)
        if img.isNull() or opaque < 100:
            print("self-check: rendering a card face failed", file=sys.stderr)
            return 1
        from .i18n import i18n_dir

        qm = i18n_dir() / "tcgtable_ja.qm"
        print(f"rendered {cd.id} ({img.width()}x{img.height()}); translations: {'ok' if qm.exists() else 'missing'}")
        del app
        return 0 if qm.exists() else 1
    finally:
        db.close()
