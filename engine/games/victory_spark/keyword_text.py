"""Victory Spark's keywords as cards print them (@スパーク@, @キャンセル@), with reminder text written
from the comprehensive rules (7.1.1.2.5, 7.1.1.1.3, 3.8): key -> (English name, Japanese name,
English reminder, Japanese reminder, clause). Shown when a keyword's chip is hovered."""
from __future__ import annotations

KEYWORD_TEXT: dict[str, tuple[str, str, str, str, str]] = {
    "spark": ("SPARK", "スパーク",
              "An entry spark: this AUTO ability triggers when this card moves from the top of the deck to the ring.",
              "エントリースパーク：このカードが山札の一番上からリングへ移動したときに誘発する自動能力。", "7.1.1.2.5"),
    "cancel": ("CANCEL", "キャンセル",
               "Played only at a cancel timing, by putting this card from its zone into the waiting room: choose an "
               "ability in the resolution zone; it is cancelled when this resolves.",
               "キャンセル起動タイミングにのみ、このカードを元の領域から控え室に置いてプレイする。解決領域の能力を"
               "1つ選び、これが解決されるとその能力は無効になる。", "7.1.1.1.3"),
}
