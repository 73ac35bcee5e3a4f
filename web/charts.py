"""Inline-SVG bar charts for figures (the research page): one bar per row, its label
above it and its number beside it, drawn about as wide as a phone's screen so that
the 13 px text is not scaled below 12 px at 390 px; no script, no chart library. Every
chart stands beside a table that gives the same numbers."""

from __future__ import annotations

from decimal import Decimal
from typing import Any

WIDTH, BAR, ROW = 340, 230, 46


def bar_chart(rows: list[tuple[str, Decimal | None, str]]) -> dict[str, Any]:
    """Geometry for ``rows`` of (label, per cent from 0 to 100 or None, the number in
    words): each bar's length is its per cent of the full track."""
    bars = []
    for index, (label, percent, words) in enumerate(rows):
        top = index * ROW
        length = 0 if not percent else max(round(BAR * float(percent) / 100), 2)
        bars.append({
            "label": label, "label_y": top + 15, "bar_y": top + 21, "text_y": top + 34,
            "width": length, "words": words, "words_x": BAR + 8,
        })  # fmt: skip
    return {"rows": bars, "width": WIDTH, "height": len(rows) * ROW, "track_width": BAR}
