"""Limits on what the program reads from files: one place, used by every reader.

Each limit is far above anything a real file needs (the largest bundled card set is about 60 KB)
and low enough that a hostile file is refused before it costs seconds or gigabytes.
"""
from __future__ import annotations

KIB = 1024
MIB = 1024 * KIB

# Largest file accepted, per format (bytes).
MAX_FILE_BYTES: dict[str, int] = {
    "card set": 4 * MIB,  # YAML builds at about 1 MB per CPU-second: a full file stays under 5 s
    "deck": 1 * MIB,
    "collection": 32 * MIB,
    "replay": 64 * MIB,
    "scenario": 2 * MIB,
    "saved game": 64 * MIB,
    "settings": 1 * MIB,
    "card set package": 64 * MIB,  # a card set with its pictures (engine/cardpackage.py)
}
MAX_PICTURE_BYTES = 8 * MIB  # one card picture in a package or attached in the editor
# A picture's width and height (read from its header before anything is decoded): a scan of a card
# at 1,200 dpi fits; a larger one would cost hundreds of MB each time it is decoded.
MAX_PICTURE_SIDE = 4096
# All members of a package together, as read: a package's pictures are stored uncompressed (they
# are compressed already), so a real package unpacks to about its own size; this refuses zip bombs.
MAX_PACKAGE_UNPACKED = 80 * MIB
# Pictures are stored scaled to fit this box, the largest the app draws a card (a 400-pixel-wide
# face at twice the pixel density); a smaller picture is stored as it is.
STORED_PICTURE_BOX = (800, 1120)

MAX_DEPTH = 40  # nesting of mappings and lists in a YAML/JSON file
MAX_NODES = 2_000_000  # values in one file, YAML aliases counted as often as they are used
MAX_STRING = 100_000  # characters in one string value
MAX_LIST = 200_000  # items in one list or mapping
MAX_INT = 2**64  # |whole number| in a data file (RNG states and seeds are 64-bit)
MAX_DIGITS = 16  # digits of a number typed into a text format (deck counts, CSV quantities)

MAX_DECK_COPIES = 10_000  # copies on one deck line, and cards in one deck section
MAX_DECK_LINES = 20_000
MAX_QUANTITY = 1_000_000  # owned copies of one card in the collection
MAX_CSV_ROWS = 500_000
MAX_SEED = 2**63 - 1
MAX_STAT = 1_000_000  # |a card's printed stat|
MAX_CARDS_IN_SET = 20_000
MAX_ABILITIES = 64  # abilities on one card
# A replay's answers are one list, so its answer limit is the list limit (one number, so they cannot
# disagree again): games end by turn 200 and the longest of 120 random games had 352 answers. 200,000
# answers read in about a second of CPU and 90 MB; 2,000,000 took 540 MB before being refused
# (benchmarks/bench_replay_limits.py).
MAX_REPLAY_ACTIONS = MAX_LIST
MAX_SCENARIO_STEPS = 10_000
