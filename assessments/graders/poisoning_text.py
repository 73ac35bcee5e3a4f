"""How the poisoning scan reads a text and shows what it found: hidden characters
revealed, invisible ones made visible, and a match with the text around it. Pure."""

from __future__ import annotations

import re
import unicodedata

from assessments.graders.poisoning_patterns import (
    DIRECTION_MARKS,
    FLAG_TAGS,
    INVISIBLE,
    JOINER_RUN,
    JOINERS,
    SELECTOR_RUN,
    SOFT_HYPHEN,
    SPLIT_LETTERS,
)

MAX_MATCH = 160  # characters of a match shown
MAX_SCANNED = 256 * 1024  # characters of one text read (a catalog is at most 1 MiB)


def _may_hold(lowered: str, stems: tuple[str, ...]) -> bool:
    return not lowered.isascii() or any(stem in lowered for stem in stems)


def _first(patterns: list[re.Pattern[str]], text: str) -> str | None:
    for pattern in patterns:
        found = pattern.search(text)
        if found:
            return _around(text, found)
    return None


def _found(pattern: re.Pattern[str], text: str) -> str | None:
    found = pattern.search(text)
    return _around(text, found) if found else None


def _invisible(text: str) -> str | None:
    text = FLAG_TAGS.sub("\U0001f3f4", text)
    for found in INVISIBLE.finditer(text):
        if not (DIRECTION_MARKS.fullmatch(found.group()) and _beside_rtl(text, found)):
            return _around(text, found)
    found = SELECTOR_RUN.search(text) or JOINER_RUN.search(text) or SPLIT_LETTERS.search(text)
    if found:
        return _around(text, found)
    for joiner in JOINERS.finditer(text):
        left = text[joiner.start() - 1 : joiner.start()]
        right = text[joiner.end() : joiner.end() + 1]
        if (not left or left.isascii()) and (not right or right.isascii()):
            return _around(text, joiner)
    return None


def _beside_rtl(text: str, found: re.Match[str]) -> bool:
    """A direction mark with a right-to-left letter next to it, across one space."""
    near = text[max(0, found.start() - 2) : found.start()] + text[found.end() : found.end() + 2]
    return any(unicodedata.bidirectional(char) in ("R", "AL") for char in near)


def _revealed(text: str) -> str:
    """The text with tag characters read as the ASCII they smuggle, and runs of variation
    selectors as the bytes they smuggle, so hidden instructions are matched too; other
    invisible characters and soft hyphens removed, and NFKC-normalised."""
    smuggled = "".join(
        chr(ord(char) - 0xE0000) if 0xE0020 <= ord(char) <= 0xE007E else char for char in text
    )
    smuggled = SELECTOR_RUN.sub(_selector_bytes, smuggled)
    smuggled = INVISIBLE.sub("", smuggled).replace(SOFT_HYPHEN, "")
    return unicodedata.normalize("NFKC", smuggled)


def _selector_bytes(run: re.Match[str]) -> str:
    data = bytes(
        ord(char) - 0xFE00 if ord(char) <= 0xFE0F else ord(char) - 0xE0100 + 16
        for char in run.group()
    )
    return " " + data.decode("utf-8", errors="replace") + " "


def _around(text: str, found: re.Match[str], group: int = 0) -> str:
    start, end = found.span(group)
    start, end = max(0, start - 20), min(len(text), max(end, start + 1) + 20)
    return text[start:end]


def visible(text: str) -> str:
    """Invisible, control and bidirectional characters as ``<U+XXXX>``; bounded length."""
    shown = "".join(
        f"<U+{ord(char):04X}>"
        if unicodedata.category(char) in ("Cf", "Cc", "Co", "Cn") and char not in "\n\t"
        else char
        for char in text
    )
    return shown if len(shown) <= MAX_MATCH else shown[: MAX_MATCH - 1] + "…"
