"""Where an assessment stands among the corpus: the listings loaded from the shipped corpus
of real packages (``Server.corpus``), each by its newest published assessment of the
rubric version and type compared (a corpus entry has a static and a full one).

An assessment is placed only among corpus entries of its own rubric version and
assessment type: a score is a verdict of its rubric, and a documentation-only score
(capped) is not on the same scale as a full one. A corpus entry is placed among the
others, never against itself. Two comparisons: the score (how many entries it scores
above, ties with, scores below) and the catalog's weight, the token estimate of the
tool catalog it read (dimension 1's ``catalog_tokens_estimate``): how many entries'
catalogs are heavier, and their median.

Placement is context read now, not part of the measured record: a past assessment is
placed among the corpus as it stands today. The corpus is small and changes rarely, so
its figures are read once (one query on its published assessments through the
``corpus`` index, one on their dimension 1 results) and kept in the cache under a key
that changes whenever a corpus entry publishes an assessment.
"""

from __future__ import annotations

import datetime
import logging
import statistics
from dataclasses import dataclass
from decimal import ROUND_HALF_UP, Decimal
from typing import Any

from django.core.cache import cache
from django.db import connections, router
from django.utils import timezone

from assessments.models import Assessment, DimensionResult

log = logging.getLogger(__name__)

CACHE_SECONDS = 24 * 3600  # the key changes with the corpus; this only bounds the memory
NOT_PLACED = "no corpus entries of this rubric and type yet"


@dataclass(frozen=True)
class CorpusEntry:
    server_id: int
    assessment_id: int
    rubric_version: str
    assessment_type: str
    score: Decimal | None
    tokens: int | None


@dataclass(frozen=True)
class CorpusSnapshot:
    entries: tuple[CorpusEntry, ...]
    read_at: datetime.datetime

    def of(self, rubric_version: str, assessment_type: str) -> list[CorpusEntry]:
        return [
            e for e in self.entries
            if e.rubric_version == rubric_version and e.assessment_type == assessment_type
        ]  # fmt: skip


def catalog_tokens(evidence: dict[str, Any] | None) -> int | None:
    """The catalog's token estimate from dimension 1's evidence (a dispute's revision
    keeps the measured evidence under ``before``); None when no catalog was read."""
    evidence = evidence or {}
    found = evidence.get("catalog_tokens_estimate")
    if found is None:
        found = (evidence.get("before") or {}).get("catalog_tokens_estimate")
    return found if isinstance(found, int) and not isinstance(found, bool) else None


def median_rounded(values: list[int]) -> int | None:
    """The median of whole numbers, rounded half up (None for none)."""
    if not values:
        return None
    return int(Decimal(str(statistics.median(values))).quantize(0, ROUND_HALF_UP))


def corpus_snapshot() -> CorpusSnapshot:
    """Every corpus entry's newest published assessment of each type and rubric, with
    its score and catalog weight, from the cache when the corpus has not changed since
    it was read."""
    count, newest = _corpus_state()
    key = f"placement:v2:corpus:{count}:{newest or 0}"
    try:
        kept = cache.get(key)
    except Exception:  # a cache outage costs two small queries, never the page
        log.warning("cache unavailable; the corpus is read anew", exc_info=True)
        kept = None
    if kept is not None:
        return kept
    # No corpus loaded: nothing to read, kept all the same so that it was read once.
    snapshot = _read_corpus() if count else CorpusSnapshot((), timezone.now())
    try:
        cache.set(key, snapshot, CACHE_SECONDS)
    except Exception:
        log.warning("cache unavailable; the corpus is not kept", exc_info=True)
    return snapshot


# How many published assessments the corpus entries have, and the newest's id: what the
# snapshot is kept under, read by every page that places an assessment. The statement
# is written out: the ORM spends several times longer building an aggregate over a join
# than the database spends answering it. Our own text, no value of a request.
CORPUS_STATE = (
    "SELECT COUNT(*), MAX(a.id) FROM assessments_assessment a"
    " INNER JOIN certification_server s ON s.id = a.server_id"
    " WHERE a.state = %s AND s.corpus"
)


def _corpus_state() -> tuple[int, int | None]:
    """``COUNT`` and ``MAX`` of the ids of ``Assessment.objects.published()`` of the
    listings with ``corpus`` set."""
    with connections[router.db_for_read(Assessment)].cursor() as cursor:
        cursor.execute(CORPUS_STATE, [Assessment.State.COMPLETED.value])
        count, newest = cursor.fetchone()
    return count, newest


def _read_corpus() -> CorpusSnapshot:
    published = Assessment.objects.published().filter(server__corpus=True)
    # A corpus entry is assessed at each type (static, then full): it is placed among
    # the others by its newest published assessment of the type and rubric compared.
    newest: dict[tuple, tuple] = {}
    for row in published.order_by("-pk").values_list(
        "server_id", "pk", "rubric_version__version", "assessment_type", "score"
    ):
        newest.setdefault((row[0], row[2], row[3]), row)
    rows = list(newest.values())
    tokens = {
        assessment_id: catalog_tokens({"catalog_tokens_estimate": own, "before": {
            "catalog_tokens_estimate": before}})
        for assessment_id, own, before in DimensionResult.objects.filter(
            assessment_id__in=[row[1] for row in rows], number=1
        ).order_by().values_list(
            "assessment_id", "evidence__catalog_tokens_estimate",
            "evidence__before__catalog_tokens_estimate",
        )
    }  # fmt: skip
    entries = tuple(
        CorpusEntry(server_id, assessment_id, rubric, kind, score, tokens.get(assessment_id))
        for server_id, assessment_id, rubric, kind, score in rows
    )
    return CorpusSnapshot(entries, timezone.now())


@dataclass(frozen=True)
class Placement:
    """One assessment among the corpus entries of its rubric version and type."""

    rubric_version: str
    assessment_type: str
    entries: int  # corpus entries of this rubric and type, the assessment's own excluded
    computed_at: datetime.datetime
    score: Decimal | None = None
    above: int = 0  # entries it scores above (strictly higher than theirs)
    tied: int = 0
    below: int = 0
    scored: int = 0  # entries with a score (insufficient data has none)
    tokens: int | None = None
    lighter_than: int = 0  # entries whose catalog weighs more
    weighed: int = 0  # entries whose catalog was read
    median_tokens: int | None = None

    @property
    def is_placed(self) -> bool:
        return self.entries > 0

    @property
    def score_placed(self) -> bool:
        return self.score is not None and self.scored > 0

    @property
    def tokens_placed(self) -> bool:
        return self.tokens is not None and self.weighed > 0

    @property
    def not_placed_words(self) -> str:
        return NOT_PLACED

    def document(self) -> dict[str, Any]:
        """As the report JSON, the API and /mcp give it."""
        score = None
        if self.score_placed:
            score = {"above": self.above, "tied": self.tied, "below": self.below,
                     "of": self.scored}  # fmt: skip
        tokens = None
        if self.tokens_placed:
            tokens = {"estimate": self.tokens, "lighter_than": self.lighter_than,
                      "of": self.weighed, "median": self.median_tokens}  # fmt: skip
        return {
            "among": "corpus",
            "rubric_version": self.rubric_version,
            "assessment_type": self.assessment_type,
            "entries": self.entries,
            "score": score,
            "tokens": tokens,
            "computed_at": self.computed_at.astimezone(datetime.UTC)
            .isoformat()
            .replace("+00:00", "Z"),
            "note": None if self.is_placed else NOT_PLACED,
        }


def placement_of(assessment: Assessment) -> Placement | None:
    """``assessment`` among the corpus (None unless it is published). Reads its
    dimension 1 result for its catalog's weight (prefetched by the report card)."""
    if not assessment.is_published:
        return None
    return placement_weighing(assessment, assessment_tokens(assessment))


def assessment_tokens(assessment: Assessment) -> int | None:
    """The catalog's token estimate of ``assessment``, from its dimension 1 result."""
    first = next((r for r in assessment.dimensions.all() if r.number == 1), None)
    return catalog_tokens(first.evidence if first else None)


def placement_weighing(assessment: Assessment, tokens: int | None) -> Placement:
    """As ``placement_of`` for a published assessment whose catalog weight is known."""
    return place(
        snapshot=corpus_snapshot(),
        server_id=assessment.server_id,
        rubric_version=assessment.rubric_version.version,
        assessment_type=assessment.assessment_type,
        score=assessment.score,
        tokens=tokens,
    )


def place(
    *,
    snapshot: CorpusSnapshot,
    server_id: int | None,
    rubric_version: str,
    assessment_type: str,
    score: Decimal | None,
    tokens: int | None,
) -> Placement:
    """The placement of one score and catalog weight among ``snapshot``'s entries of the
    same rubric version and type, the entry of ``server_id`` left out."""
    others = [e for e in snapshot.of(rubric_version, assessment_type) if e.server_id != server_id]
    scores = [e.score for e in others if e.score is not None]
    weights = [e.tokens for e in others if e.tokens is not None]
    median = median_rounded(weights)
    placed = score is not None
    return Placement(
        rubric_version=rubric_version,
        assessment_type=assessment_type,
        entries=len(others),
        computed_at=snapshot.read_at,
        score=score,
        above=sum(1 for s in scores if placed and score > s),
        tied=sum(1 for s in scores if placed and score == s),
        below=sum(1 for s in scores if placed and score < s),
        scored=len(scores),
        tokens=tokens,
        lighter_than=sum(1 for w in weights if tokens is not None and tokens < w),
        weighed=len(weights),
        median_tokens=median,
    )
