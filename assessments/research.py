"""The figures of the research page, "State of MCP servers": what the corpus and the
directory's published assessments say about MCP servers as a whole.

Two sources, always named apart:

- **the corpus**: the listings loaded from the shipped corpus of real packages, pinned
  and assessed in the sandbox (``Server.corpus``), each by its current certification.
  Every figure that needs the evidence (the reasons points were lost, the catalogs,
  their annotations, what the live test could exercise) is read from it: a small,
  fixed set read whole.
- **the directory**: every listed server's current certification (the corpus
  entries among them), counted in the database: the tiers and each dimension's grades.

Only certifications under the rubric in effect are counted: another version's grades
and tiers are not on the same scale. The figures are kept in the cache for
``CACHE_SECONDS`` under a key that changes with the corpus and the rubric, and say
when they were computed.
"""

from __future__ import annotations

import datetime
import hashlib
import logging
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field
from decimal import ROUND_HALF_UP, Decimal
from pathlib import Path
from typing import Any

from django.conf import settings
from django.core.cache import cache
from django.db.models import Count, Max
from django.utils import timezone

from assessments.models import Assessment, Certification, DimensionResult
from assessments.placement import catalog_tokens, median_rounded
from assessments.reasons import REASONS
from certification.models import RubricVersion, Server
from certification.rubric import rubric_in_effect
from certification.version import VERSION

log = logging.getLogger(__name__)

CACHE_SECONDS = 3600  # the directory's figures may be this old; the corpus' change the key
LOST = ("partial", "fail")  # grades that lost points
TOP_REASONS = 12
TOOL_BUCKETS = ((0, 0, "none"), (1, 5, "1–5"), (6, 10, "6–10"), (11, 20, "11–20"),
                (21, 50, "21–50"), (51, None, "more than 50"))  # fmt: skip
TOKEN_BUCKETS = ((0, 499, "under 500"), (500, 1999, "500–1,999"), (2000, 4999, "2,000–4,999"),
                 (5000, 9999, "5,000–9,999"), (10000, None, "10,000 or more"))  # fmt: skip
HINTS = ("readOnlyHint", "destructiveHint", "idempotentHint", "openWorldHint")


def share(count: int, total: int) -> Decimal | None:
    """``count`` of ``total`` in per cent, one decimal (None of nothing)."""
    if not total:
        return None
    return (Decimal(100 * count) / Decimal(total)).quantize(Decimal("0.1"), ROUND_HALF_UP)


@dataclass(frozen=True)
class Row:
    """One line of a figure: a label, how many, of how many, and a hint for a reason."""

    key: str
    label: str
    count: int
    total: int
    hint: str = ""

    @property
    def share(self) -> Decimal | None:
        return share(self.count, self.total)


@dataclass(frozen=True)
class DimensionRates:
    number: int
    name: str
    grades: dict[str, int]  # pass, partial, fail, not_tested

    @property
    def tested(self) -> int:
        return sum(n for grade, n in self.grades.items() if grade != "not_tested")

    @property
    def pass_rate(self) -> Decimal | None:
        return share(self.grades.get("pass", 0), self.tested)


@dataclass(frozen=True)
class ResearchFigures:
    computed_at: datetime.datetime
    rubric_version: str | None
    evaluator_version: str
    corpus_file: dict[str, Any] | None
    corpus_entries: int = 0
    directory_certified: int = 0
    tiers: dict[str, list[Row]] = field(default_factory=dict)  # "corpus", "directory"
    dimensions: dict[str, list[DimensionRates]] = field(default_factory=dict)
    reasons: list[Row] = field(default_factory=list)
    catalogs: dict[str, Any] = field(default_factory=dict)
    annotations: dict[str, list[Row]] = field(default_factory=dict)  # "tools", "entries"
    live: dict[str, Any] = field(default_factory=dict)


def research_figures() -> ResearchFigures:
    """The figures, from the cache while the corpus and the rubric in effect stay the
    same and for at most ``CACHE_SECONDS``."""
    rubric = rubric_in_effect()
    state = Certification.objects.filter(server__corpus=True).aggregate(
        n=Count("pk"), newest=Max("assessment_id"), since=Max("since")
    )
    since = state["since"].timestamp() if state["since"] else 0
    key = f"research:v1:{rubric.pk if rubric else 0}:{state['n']}:{state['newest'] or 0}:{since}"
    try:
        kept = cache.get(key)
    except Exception:
        log.warning("cache unavailable; the research figures are computed anew", exc_info=True)
        kept = None
    if kept is not None:
        return kept
    figures = compute_figures(rubric)
    try:
        cache.set(key, figures, CACHE_SECONDS)
    except Exception:
        log.warning("cache unavailable; the research figures are not kept", exc_info=True)
    return figures


def compute_figures(rubric: RubricVersion | None) -> ResearchFigures:
    made = {"computed_at": timezone.now(), "evaluator_version": VERSION,
            "corpus_file": corpus_file_facts()}  # fmt: skip
    if rubric is None:
        return ResearchFigures(rubric_version=None, **made)
    held = Certification.objects.filter(rubric_version=rubric.version)
    directory = held.filter(server__status=Server.Status.LISTED)
    corpus = list(
        held.filter(server__corpus=True)
        .order_by()
        .values_list("assessment_id", "tier", "assessment_type")
    )
    results = _corpus_results([row[0] for row in corpus])
    first = {aid: dims[1].evidence for aid, dims in results.items() if 1 in dims}
    return ResearchFigures(
        rubric_version=rubric.version,
        corpus_entries=len(corpus),
        directory_certified=directory.count(),
        tiers={
            "corpus": _tiers(rubric, Counter(row[1] for row in corpus)),
            "directory": _tiers(rubric, _directory_tiers(directory)),
        },
        dimensions={
            "corpus": _rates(rubric, _corpus_grades(results)),
            "directory": _rates(rubric, _directory_grades(directory)),
        },
        reasons=_lost_reasons(results),
        catalogs=_catalogs(first.values()),
        annotations=_annotations(first.values()),
        live=_live([row[0] for row in corpus if row[2] == "full"]),
        **made,
    )


def corpus_file_facts() -> dict[str, Any] | None:
    """What the shipped corpus file says of itself: its schema, the evaluator and rubric
    versions it was assessed with, its date, how many packages, and its SHA-256."""
    from assessments.corpus import read_corpus

    path = Path(settings.BASE_DIR) / "corpus" / "corpus.json"
    try:
        data = path.read_bytes()
        corpus = read_corpus(path)
    except (OSError, ValueError):
        return None
    return {
        "name": f"corpus/{path.name}",
        "schema": corpus.get("schema"),
        "evaluator_version": corpus.get("evaluator_version"),
        "rubric_version": corpus.get("rubric_version"),
        "date": corpus.get("date"),
        "packages": len(corpus.get("entries") or []),
        "sha256": hashlib.sha256(data).hexdigest(),
    }


def _corpus_results(ids: list[int]) -> dict[int, dict[int, DimensionResult]]:
    results: dict[int, dict[int, DimensionResult]] = {}
    for result in DimensionResult.objects.filter(assessment_id__in=ids).order_by():
        results.setdefault(result.assessment_id, {})[result.number] = result
    return results


def _tier_names(rubric: RubricVersion) -> list[tuple[str, str]]:
    return [(tier["key"], tier["name"]) for tier in rubric.tiers] + [("", "Insufficient data")]


def _tiers(rubric: RubricVersion, counts: Counter) -> list[Row]:
    total = sum(counts.values())
    return [Row(key or "insufficient", name, counts.get(key, 0), total)
            for key, name in _tier_names(rubric)]  # fmt: skip


def _directory_tiers(directory) -> Counter:
    rows = directory.order_by().values_list("tier").annotate(n=Count("pk"))
    return Counter(dict(rows))


def _corpus_grades(results: dict[int, dict[int, DimensionResult]]) -> Counter:
    return Counter((r.number, r.grade) for dims in results.values() for r in dims.values())


def _directory_grades(directory) -> Counter:
    rows = (
        DimensionResult.objects.filter(assessment_id__in=directory.values("assessment_id"))
        .order_by()
        .values_list("number", "grade")
        .annotate(n=Count("pk"))
    )
    return Counter({(number, grade): n for number, grade, n in rows})


def _rates(rubric: RubricVersion, grades: Counter) -> list[DimensionRates]:
    return [
        DimensionRates(d["number"], d["name"], {
            grade: grades.get((d["number"], grade), 0)
            for grade in ("pass", "partial", "fail", "not_tested")
        })
        for d in rubric.dimensions
    ]  # fmt: skip


def _lost_reasons(results: dict[int, dict[int, DimensionResult]]) -> list[Row]:
    """The reason labels of the grades that lost points, by how many corpus entries
    were given each (an entry counts once per label)."""
    counts: Counter = Counter()
    for dims in results.values():
        labels = {item.get("label") for r in dims.values() if r.grade in LOST for item in r.reasons}
        counts.update(label for label in labels if label)
    return _ranked(counts, len(results))[:TOP_REASONS]


def _ranked(counts: Counter, total: int) -> list[Row]:
    """Reason labels by count, most first (ties by label), with their hints."""
    ranked = sorted(counts.items(), key=lambda item: (-item[1], item[0]))
    return [Row(label, label, n, total, REASONS.get(label, "")) for label, n in ranked]


def _bucketed(values: list[int], buckets) -> list[Row]:
    rows = []
    for low, high, label in buckets:
        n = sum(1 for v in values if v >= low and (high is None or v <= high))
        rows.append(Row(label, label, n, len(values)))
    return rows


def _catalogs(evidence: Iterable[dict]) -> dict[str, Any]:
    """How many tools and how many tokens the corpus' catalogs hold."""
    read = [e for e in evidence if isinstance(e.get("tools"), int) or catalog_tokens(e)]
    tools = [e["tools"] for e in read if isinstance(e.get("tools"), int)]
    tokens = [t for t in (catalog_tokens(e) for e in read) if t is not None]
    return {
        "read": len(read),
        "tools": _bucketed(tools, TOOL_BUCKETS),
        "tokens": _bucketed(tokens, TOKEN_BUCKETS),
        "median_tools": median_rounded(tools),
        "median_tokens": median_rounded(tokens),
        "max_tools": max(tools, default=None),
        "max_tokens": max(tokens, default=None),
        "total_tools": sum(tools),
    }


def _tool_lists(evidence: Iterable[dict]) -> list[list[dict]]:
    """Each catalog's tools whose source can state annotations (a README cannot)."""
    lists = []
    for e in evidence:
        listed = e.get("tool_list") or (e.get("before") or {}).get("tool_list") or []
        stated = [t for t in listed if t.get("annotations") != "unknown"]
        if stated:
            lists.append(stated)
    return lists


def _annotations(evidence: Iterable[dict]) -> dict[str, list[Row]]:
    """Of the corpus' tools, how many declare each hint (as a true or false boolean);
    of its entries, how many annotate all, some or none of their tools."""
    lists = _tool_lists(evidence)
    tools = [t for listed in lists for t in listed]

    def declares(tool: dict, hint: str | None = None) -> bool:
        found = tool.get("annotations") or {}
        if hint is None:
            return any(isinstance(found.get(h), bool) for h in HINTS)
        return isinstance(found.get(hint), bool)

    per_tool = [Row("any", "at least one hint", sum(declares(t) for t in tools), len(tools))]
    per_tool += [Row(h, h, sum(declares(t, h) for t in tools), len(tools)) for h in HINTS]
    annotated = [sum(declares(t) for t in listed) for listed in lists]
    whole = [len(listed) for listed in lists]
    entries = [
        Row("all", "every tool", sum(a == w for a, w in zip(annotated, whole, strict=True)),
            len(lists)),
        Row("some", "some tools", sum(0 < a < w for a, w in zip(annotated, whole, strict=True)),
            len(lists)),
        Row("none", "no tool", sum(a == 0 for a in annotated), len(lists)),
    ]  # fmt: skip
    return {"tools": per_tool, "entries": entries}


def _live(ids: list[int]) -> dict[str, Any]:
    """What the corpus' full assessments' live tests could call: tools listed, tools
    called with valid arguments, and why each other one was not (reason labels)."""
    listed = exercised = tested = 0
    why: Counter = Counter()
    for live in Assessment.objects.filter(pk__in=ids).order_by().values_list("live", flat=True):
        coverage = (live or {}).get("coverage") if isinstance(live, dict) else None
        if not isinstance(coverage, dict):
            continue
        tested += 1
        for item in coverage.get("tools") or []:
            listed += 1
            if item.get("called"):
                exercised += 1
            else:
                why[item.get("reason") or "no-reason-recorded"] += 1
    missed = listed - exercised
    return {
        "entries": tested,
        "listed": listed,
        "exercised": exercised,
        "exercised_share": share(exercised, listed),
        "reasons": _ranked(why, missed),
    }
