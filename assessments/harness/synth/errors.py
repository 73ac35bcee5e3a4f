"""Whether an error a server returned says what is wrong."""

from __future__ import annotations

import re

MAX_ERROR_TEXT = 4096
PROBLEM_WORDS = re.compile(
    r"(?i)\b(?:invalid|required|missing|type|types|expected|validation|unexpected"
    r"|must be|should be|not allowed|not a valid)\b"
)
WORD = re.compile(r"[\w.\-]+")


def error_names_problem(text: str | None, property_names: list[str]) -> bool:
    """Whether an isError text or a JSON-RPC error message says what is wrong: it names an
    input property, or uses a word such as invalid, required, missing, type or expected.
    Only the first ``MAX_ERROR_TEXT`` characters are read."""
    if not text:
        return False
    text = str(text)[:MAX_ERROR_TEXT]
    if PROBLEM_WORDS.search(text):
        return True
    lowered = text.lower()
    words = set(WORD.findall(lowered))
    for name in list(property_names or [])[:200]:
        needle = str(name).lower()
        if needle and (needle in words or (not WORD.fullmatch(needle) and needle in lowered)):
            return True
    return False
