"""Dimension 7 (reliability signal) without a repository: maintenance signals in the
documents (changelog and release-notes dates, a status page), or their absence. Pure."""

from __future__ import annotations

import datetime
import re
from typing import Any

from assessments.doctext import outline
from assessments.graders.base import DimensionGrade
from assessments.graders.docs_text import MAX_LISTED, _Doc, _documents, _first, _has_heading
from assessments.graders.rubric import number_of
from assessments.observations import DocsObservation
from assessments.reasons import reason

RELIABILITY = number_of("reliability_signal")

CHANGELOG_ORIGIN = re.compile(r"(?i)(?:change[-_ ]?log|changes|history|news|release[-_ ]?notes)")
CHANGELOG_HEADING = re.compile(
    r"(?i)\b(?:change[- ]?log|release notes|releases|what'?s new|version history)\b"
)
STATUS_PAGE = re.compile(r"(?i)\bstatus[ -]page\b|https://status\.[a-z0-9.\-]+|/status\b")
# A date on its own: not inside a path or URL (``/2025-03-26/``), not part of a longer
# word (``2026-09-12-placeholder``); a timestamp's ``T`` may follow.
ISO_DATE = re.compile(
    r"(?<![/\w.-])(20\d\d)-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])(?![0-9A-SU-Za-z_/]|-\w)"
)
# MCP protocol versions are dates too; beside a word for the protocol they say which
# version a server speaks, not when it was last maintained.
PROTOCOL_VERSIONS = {"2024-11-05", "2025-03-26", "2025-06-18", "2025-11-25", "2026-07-28"}
PROTOCOL_WORDS = re.compile(r"(?i)protocol|spec(?:ification)?\b|protocolVersion|mcp[ -]version")
MONTHS = [
    "january",
    "february",
    "march",
    "april",
    "may",
    "june",
    "july",
    "august",
    "september",
    "october",
    "november",
    "december",
]
WORD_DATE = re.compile(
    r"(?i)\b(" + "|".join(MONTHS) + r")\s+(\d{1,2}),?\s+(20\d\d)\b"
    r"|\b(\d{1,2})\s+(" + "|".join(MONTHS) + r")\s+(20\d\d)\b"
)
MAX_DATES = 500


def _dates(text: str, now: datetime.datetime) -> list[datetime.datetime]:
    """Calendar dates written in ``text`` (ISO or "March 5, 2026"), none after ``now``."""
    found = []
    for match in ISO_DATE.finditer(text):
        near = text[max(0, match.start() - 80) : match.end() + 80]
        if match[0] in PROTOCOL_VERSIONS and PROTOCOL_WORDS.search(near):
            continue
        found.append((int(match[1]), int(match[2]), int(match[3])))
    for match in WORD_DATE.finditer(text):
        if match[1]:
            found.append((int(match[3]), MONTHS.index(match[1].lower()) + 1, int(match[2])))
        else:
            found.append((int(match[6]), MONTHS.index(match[5].lower()) + 1, int(match[4])))
    out = []
    for year, month, day in found[:MAX_DATES]:
        try:
            moment = datetime.datetime(year, month, day, tzinfo=datetime.UTC)
        except ValueError:
            continue
        if moment <= now + datetime.timedelta(days=1):
            out.append(moment)
    return out


def _changelog_docs(docs: list[_Doc]) -> list[_Doc]:
    return [
        doc
        for doc in docs
        if CHANGELOG_ORIGIN.search(doc.origin.rsplit("/", 1)[-1])
        or _has_heading(doc, CHANGELOG_HEADING)
    ]


def grade_reliability_from_docs(
    docs: DocsObservation | None,
    *,
    now: datetime.datetime | None = None,
    changelogs: tuple[tuple[str, str], ...] = (),
) -> DimensionGrade:
    """Dimension 7 for a listing without a repository, or a folder without history (a
    plain folder, a package's files), from its documents and the folder's ``changelogs``
    ((path, text) pairs).

    The newest date in a changelog or release-notes document (or section) stands for
    the last commit: Pass, a changelog dated within 90 days; Partial, a changelog
    dated within 180 days or undated, or only a status page or a dated document; Fail,
    a changelog whose newest date is more than 6 months old (``stale-repository``), or
    no signal at all (``no-maintenance-signal``). Dates after ``now`` are ignored. A
    folder's changelog is read like a listed one, so supplying the folder never grades
    better than its changelog would alone.
    """
    now = now or datetime.datetime.now(datetime.UTC)
    if now.tzinfo is None:
        now = now.replace(tzinfo=datetime.UTC)
    documents = _documents(docs) if docs is not None else []
    read = {doc.origin for doc in documents}
    files = [_Doc(path, text, outline(text)) for path, text in changelogs if path not in read]
    changelogs = _changelog_docs(documents) + files  # a folder's changelog files by name
    documents += files
    changelog_dates = [d for doc in changelogs for d in _dates(doc.text, now)]
    any_dates = [d for doc in documents for d in _dates(doc.text, now)]
    status = _first(documents, lambda doc: bool(STATUS_PAGE.search(doc.text)))
    newest = max(changelog_dates or any_dates, default=None)
    evidence: dict[str, Any] = {
        "source": "documentation",
        "documents": len(documents),
        "changelog_in": [doc.origin for doc in changelogs][:MAX_LISTED],
        "status_page_in": status,
        "newest_date": newest.date().isoformat() if newest else None,
    }
    if newest is not None:
        evidence["days_since_newest_date"] = (now - newest).days
    if changelogs and changelog_dates:
        age = now - max(changelog_dates)
        if age <= datetime.timedelta(days=90):
            return DimensionGrade(RELIABILITY, "pass", [], evidence)
        if age <= datetime.timedelta(days=180):
            return DimensionGrade(RELIABILITY, "partial", [reason("infrequent-commits")], evidence)
        return DimensionGrade(RELIABILITY, "fail", [reason("stale-repository")], evidence)
    if changelogs:
        return DimensionGrade(RELIABILITY, "partial", [reason("changelog-undated")], evidence)
    if status or any_dates:
        recent = newest is not None and now - newest <= datetime.timedelta(days=180)
        if status or recent:
            return DimensionGrade(RELIABILITY, "partial", [reason("no-changelog")], evidence)
    return DimensionGrade(RELIABILITY, "fail", [reason("no-maintenance-signal")], evidence)
