"""Hostile packages, databases and saves made at test time (binary, or derived from a seed through
a mutator's helpers): added to hostile.GENERATED, so every reader of their format gets each one."""
from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import replace

from . import zips
from .db_mutators import with_sql
from .packages import IMAGES, OTHER_KINDS, PackageParts, png_with_size
from .seeds import Corpus

Maker = Callable[[Corpus], bytes]


def _parts(c: Corpus) -> PackageParts:
    s = next(s for s in c.of("package") if s.name == "tst_pictures.zip")
    assert isinstance(s.tree, PackageParts)
    return s.tree


def _with_picture(c: Corpus, name: str, make: Callable[[zips.Member], zips.Member]) -> bytes:
    members = [make(m) if m.name == (IMAGES + name).encode() else m for m in _parts(c).members]
    return zips.build(members)


def _bomb(c: Corpus) -> bytes:
    """A picture member that unpacks to 1 GiB of zeros (its sizes declared truthfully)."""
    return _with_picture(c, "001-aki.png", lambda m: replace(m, data=zips.deflate_zeros(1024),
                                                                 method=zips.DEFLATED, crc=0, size=1 << 30))


def _members(c: Corpus, n: int) -> bytes:
    tiny = zips.pack(b"x", b"\x89PNG\r\n\x1a\n", zips.STORED)
    extra = [replace(tiny, name=f"{IMAGES}x{i}.png".encode()) for i in range(n)]
    return zips.build(list(_parts(c).members) + extra)


def _huge_png(c: Corpus) -> bytes:
    pic = _parts(c).pictures["001-aki.png"]
    return _with_picture(c, "001-aki.png", lambda m: zips.pack(m.name, png_with_size(pic, 65_535, 65_535)))


def _gif_as_png(c: Corpus) -> bytes:
    return _with_picture(c, "001-aki.png", lambda m: zips.pack(m.name, OTHER_KINDS["gif"]))


def _db(c: Corpus, sql: str, *params: object) -> bytes:
    s = next(s for s in c.of("db") if s.name == "filled.sqlite")
    return with_sql(s.data, (sql, list(params)))


def _save_card_moved(c: Corpus) -> bytes:
    """A save with a card moved from one zone to another and its digest recomputed."""
    from engine.savegame import state_digest
    s = next(s for s in c.of("save") if s.name == "victory_spark-6.json")
    tree = json.loads(s.data)
    st = tree["save"]["state"]
    st["zones"]["0.ring"].append(st["zones"]["0.hand"].pop())
    tree["save"]["digest"] = state_digest(st)
    return json.dumps(tree).encode()


BINARY: list[tuple[str, str, Maker]] = [
    ("package", "bomb_1gib.zip", _bomb),
    ("package", "members_20002.zip", lambda c: _members(c, 20_002)),
    ("package", "picture_65535x65535.zip", _huge_png),
    ("package", "gif_named_png.zip", _gif_as_png),
    ("db", "card_data_100k_deep.sqlite",
     lambda c: _db(c, "UPDATE card_data SET raw_json = ? WHERE card_pk IN (SELECT card_pk FROM deck_cards)",
                   "[" * 100_000 + "]" * 100_000)),
    ("db", "deck_name_not_utf8.sqlite",
     lambda c: _db(c, "UPDATE decks SET name = CAST(x'41ff42' AS TEXT) WHERE game = 'victory_spark'")),
    ("save", "card_moved_digest_recomputed.json", _save_card_moved),
]
