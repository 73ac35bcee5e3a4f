"""The small scanner the TypeScript/JavaScript, Go and Rust readers share: strings,
comments and brackets are skipped, so that a span, a call's arguments or an object
literal's entries can be cut out of source text without parsing it. Every scan is
bounded by ``MAX_SPAN`` characters; nothing is evaluated."""

from __future__ import annotations

import re

MAX_SPAN = 50_000
MAX_MATCHES = 1000  # per form and file
QUOTES = "\"'`"
_ESCAPE = re.compile(r"\\(u[0-9a-fA-F]{4}|x[0-9a-fA-F]{2}|.)", re.DOTALL)
_ESCAPES = {"n": "\n", "t": "\t", "r": "", "b": "", "f": "", "v": "", "0": ""}
_ENTRY = re.compile(r"\s*(?:([\"'`])(.*?)\1|([A-Za-z_$][\w$]*))\s*:(.*)\Z", re.DOTALL)


def _skip_string(text: str, i: int) -> int:
    """The index just after the string literal that starts at ``i``."""
    quote, j, end = text[i], i + 1, len(text)
    while j < end:
        char = text[j]
        if char == "\\":
            j += 2
            continue
        if quote == "`" and text.startswith("${", j):
            # A template's placeholder may hold strings, templates and braces of its own.
            j = _scan_to(text, j + 2, "") + 1
            continue
        if char == quote:
            return j + 1
        if char == "\n" and quote != "`":
            return j
        j += 1
    return end


def _skip_comment(text: str, i: int) -> int | None:
    """The index after a comment starting at ``i``, or None when none starts there."""
    pair = text[i : i + 2]
    if pair == "//":
        newline = text.find("\n", i)
        return len(text) if newline < 0 else newline
    if pair == "/*":
        close = text.find("*/", i + 2)
        return len(text) if close < 0 else close + 2
    return None


def _scan_to(text: str, start: int, stops: str) -> int:
    """The first index from ``start`` at bracket depth 0 holding one of ``stops``, or of the
    bracket that closes the enclosing one; ``len(text)`` (or the span limit) otherwise."""
    depth, i, end = 0, start, min(len(text), start + MAX_SPAN)
    while i < end:
        char = text[i]
        if char in QUOTES:
            i = _skip_string(text, i)
            continue
        after_comment = _skip_comment(text, i) if char == "/" else None
        if after_comment is not None:
            i = after_comment
            continue
        if char in "([{":
            depth += 1
        elif char in ")]}":
            depth -= 1
            if depth < 0:
                return i
        elif depth == 0 and char in stops:
            return i
        i += 1
    return end


def _closing(text: str, open_index: int) -> int | None:
    close = _scan_to(text, open_index + 1, "")
    return close if close < len(text) and text[close] in ")]}" else None


def _split_top(inner: str) -> list[str]:
    pieces, pos = [], 0
    while pos < len(inner):
        comma = _scan_to(inner, pos, ",")
        pieces.append(inner[pos:comma].strip())
        if comma >= len(inner) or inner[comma] != ",":
            break
        pos = comma + 1
    return [p for p in pieces if p]


def _unescape(body: str) -> str:
    def replace(match: re.Match[str]) -> str:
        code = match.group(1)
        if code[0] in "ux" and len(code) > 1:
            return chr(int(code[1:], 16))
        return _ESCAPES.get(code, code)

    return _ESCAPE.sub(replace, body)


def string_value(expr: str) -> str | None:
    """The text of a string literal, or of literals joined with ``+``; None otherwise."""
    parts, i, expr = [], 0, expr.strip()
    while i < len(expr) and expr[i] in QUOTES:
        end = _skip_string(expr, i)
        parts.append(_unescape(expr[i + 1 : end - 1]))
        i = end
        while i < len(expr) and expr[i] in " \t\r\n+":
            i += 1
    return "".join(parts) if parts else None


def _entries(obj: str) -> dict[str, str]:
    """The ``key: value`` entries at the top level of an object literal (braces included)."""
    obj = obj.strip()
    if not (obj.startswith("{") and obj.endswith("}")):
        return {}
    entries = {}
    for piece in _split_top(obj[1:-1]):
        match = _ENTRY.match(piece)
        if match:
            entries[match.group(2) or match.group(3)] = match.group(4).strip()
    return entries


def _line(text: str, offset: int) -> int:
    return text.count("\n", 0, offset) + 1
