"""Card rules text for plain-text places (tooltips, the detail pane, the card picker): the card
format's ability markers ("@自動", "@キャンセル@起動", "AUTO") shown as labels, never raw."""
from __future__ import annotations

import re

# the markers of the card text format (docs/cardsets.md) and the label each reads as
_MARKERS = {"@自動": "【自動】", "@起動": "【起動】", "@永続": "【永続】", "@スパーク": "【スパーク】",
            "@キャンセル": "【キャンセル】"}
_MARKER_RE = re.compile("|".join(re.escape(m) for m in sorted(_MARKERS, key=len, reverse=True)))


def readable(text: str) -> str:
    """`text` with its ability markers as labels: "@キャンセル@起動〔手札〕" → "【キャンセル】【起動】〔手札〕"."""
    return _MARKER_RE.sub(lambda m: _MARKERS[m.group(0)], text or "")
