"""The documents as the documentation graders read them (dimensions 6, 7 and 8): each
document's text and outline, where a check first holds, tokens, and the ways of
authenticating the documents name."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

from assessments.doctext import Outline, outline
from assessments.observations import DocsObservation

NO_AUTH = re.compile(
    r"(?i)\bno (?:authentication|auth|api key|credentials?|account|sign[- ]?up)"
    r"(?: is| are)? (?:required|needed)\b"
    r"|\b(?:does not|doesn't|do not|don't|never) (?:require|need) (?:any )?"
    r"(?:authentication|auth|an? api key|credentials|an account)\b"
    r"|\b(?:needs|requires) no (?:authentication|auth|api key|credentials|account)\b"
    r"|\bwithout (?:any )?(?:authentication|an api key|credentials|an account)\b"
    r"|\b(?:authentication|an api key) is not (?:required|needed)\b"
)
PROGRAMMATIC_AUTH = re.compile(
    r"(?i:authorization:\s*bearer|\bbearer tokens?\b|\bapi[ _-]?keys?\b|\baccess tokens?\b"
    r"|\bclient credentials\b|\bclient[_ ]secret\b|\bx-api-key\b|\bapi[ _-]?tokens?\b"
    r"|\bpersonal access tokens?\b)"
    r"|\b[A-Z][A-Z0-9_]*_(?:API_KEY|API_TOKEN|TOKEN|ACCESS_TOKEN|SECRET|KEY|PAT)\b"
)
AUTH_MECHANISM = re.compile(PROGRAMMATIC_AUTH.pattern + r"|\bOAuth\b")
MAX_LISTED = 10
TOKEN = re.compile(r"[a-z0-9_](?:[a-z0-9_.\-/]*[a-z0-9_])?")
TOKEN_PART = re.compile(r"[a-z0-9_](?:[a-z0-9_\-]*[a-z0-9_])?")


@dataclass(frozen=True)
class _Doc:
    origin: str
    text: str
    outline: Outline


def _documents(docs: DocsObservation) -> list[_Doc]:
    return [_Doc(d.origin, d.text, outline(d.text)) for d in docs.documents]


def _first(docs: list[_Doc], found: Callable[[_Doc], bool]) -> str | None:
    """The origin of the first document where ``found`` holds."""
    return next((doc.origin for doc in docs if found(doc)), None)


def _has_heading(doc: _Doc, pattern: re.Pattern[str]) -> bool:
    return any(pattern.search(heading.title) for heading in doc.outline.headings)


def _tokens(text: str) -> set[str]:
    """Lower-cased word-like tokens (``get_weather``, ``weather.get``, ``get-weather``),
    and their parts between dots and slashes."""
    lowered = text.lower()
    return set(TOKEN.findall(lowered)).union(TOKEN_PART.findall(lowered))
