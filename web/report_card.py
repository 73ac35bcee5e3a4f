"""The report card's view of an assessment: dimension rows with their points, the charts,
the tools table and the catalog as the pages show them."""

from __future__ import annotations

import copy
from dataclasses import dataclass
from decimal import Decimal
from typing import Any

from assessments.models import (
    Assessment,
    CatalogWatch,
)
from assessments.reasons import REASONS
from assessments.scoring import dimension_points, tier_conditions_unmet
from assessments.selectors import catalog_notice
from certification.compiled import Compiled
from certification.models import Server

GRADE_VALUE = {"pass": 1.0, "partial": 0.5, "fail": 0.0}
GRADE_WORDS = {"pass": "Pass", "partial": "Partial", "fail": "Fail", "not_tested": "Not tested"}


@dataclass(frozen=True)
class DimensionRow:
    number: int
    key: str
    name: str
    weight: float
    grade: str
    grade_word: str
    reasons: list[dict[str, Any]]
    evidence: dict[str, Any]
    question: str
    # Its share of the raw score out of 100 (None when not tested), and where the
    # rubric version's methodology page explains each reason label.
    possible: Decimal | None = None
    earned: Decimal | None = None
    methodology_url: str = ""

    @property
    def lost(self) -> Decimal | None:
        return None if self.possible is None else self.possible - self.earned

    @property
    def not_tested_reason(self) -> str:
        if self.grade != "not_tested" or not self.reasons:
            return ""
        return REASONS.get(self.reasons[0]["label"], "")


def dimension_rows(assessment: Assessment) -> list[DimensionRow]:
    results = {r.number: r for r in assessment.dimensions.all()}
    grades = {n: r.grade for n, r in results.items()}
    points = dimension_points(grades, rubric=assessment.rubric_version.data)
    methodology = assessment.rubric_version.get_absolute_url()
    rows = []
    for spec in assessment.rubric_version.dimensions:
        result = results.get(spec["number"])
        grade = result.grade if result else "not_tested"
        share = points.get(spec["number"])
        rows.append(
            DimensionRow(
                number=spec["number"],
                key=spec["key"],
                name=spec["name"],
                weight=spec["weight"],
                grade=grade,
                grade_word=GRADE_WORDS[grade],
                reasons=result.reasons if result else [],
                evidence=result.evidence if result else {},
                question=spec["question"],
                possible=share.possible if share else None,
                earned=share.earned if share else None,
                methodology_url=methodology,
            )
        )
    return rows


def ceiling_explanation(assessment: Assessment) -> str:
    """Why the ceiling applied (or that none did), in words."""
    if assessment.score is None:
        return ""
    # "Documentation-only assessments": the type's name used as an adjective.
    kind = assessment.get_assessment_type_display().replace(" only", "-only")
    if assessment.ceiling is None:
        return f"{kind} assessments have no score ceiling."
    if assessment.raw_score is not None and assessment.raw_score > assessment.ceiling:
        return (
            f"The measured score was {assessment.raw_score}; {kind.lower()} assessments are capped "
            f"at {assessment.ceiling} because they do not test the server live."
        )
    return f"{kind} assessments are capped at {assessment.ceiling}; this score is below the cap."


def coverage(rows: list[DimensionRow]) -> dict[str, int] | None:
    """How many of an assessment's dimensions were graded (not "not tested"), of all."""
    if not rows:
        return None
    return {"tested": sum(1 for row in rows if row.grade != "not_tested"), "of": len(rows)}


def tier_shortfall(assessment: Assessment, rows: list[DimensionRow]) -> list[str]:
    """Conditions of a higher tier whose score threshold was met but not its conditions."""
    if assessment.score is None:
        return []
    grades = {row.number: row.grade for row in rows}
    missing = []
    for tier in assessment.rubric_version.tiers:
        if tier["key"] == assessment.tier:
            break
        if assessment.score >= tier["min_score"]:
            unmet = tier_conditions_unmet(
                tier, grades=grades, assessment_type=assessment.assessment_type
            )
            missing.extend(f"{tier['name']} needs {text}" for text in unmet)
    return missing


CHART_LABEL_WIDTH = 250
CHART_BAR_WIDTH = 260
CHART_ROW = 30


def _bar(grade: str, full: int) -> int:
    """A bar's length for a grade: the grade's share of ``full``, at least a sliver so
    a Fail shows; no bar at all for Not tested."""
    value = GRADE_VALUE.get(grade)
    return 0 if value is None else max(round(full * value), 3)


def chart(rows: list[DimensionRow]) -> dict[str, Any]:
    """Geometry for the inline SVG chart: one bar per dimension, the grade in words.

    A Not tested dimension gets a hatched full-width track and no bar, so it
    cannot be read as a zero.
    """
    bars = []
    for index, row in enumerate(rows):
        bars.append(
            {
                "y": index * CHART_ROW,
                "text_y": index * CHART_ROW + 19,
                "label": f"{row.number}. {row.name}",
                "width": _bar(row.grade, CHART_BAR_WIDTH),
                "grade": row.grade,
                "word": row.grade_word,
                "word_x": CHART_LABEL_WIDTH + CHART_BAR_WIDTH + 12,
            }
        )
    return {
        "rows": bars,
        "height": len(rows) * CHART_ROW,
        "bar_x": CHART_LABEL_WIDTH,
        "track_width": CHART_BAR_WIDTH,
        "width": CHART_LABEL_WIDTH + CHART_BAR_WIDTH + 110,
        "narrow": _narrow_chart(rows),
    }


# On a phone the chart is drawn about as wide as the screen, label above its bar, so its
# 13 px text is not scaled below 12 px.
NARROW_WIDTH, NARROW_BAR, NARROW_ROW = 340, 230, 48


def _narrow_chart(rows: list[DimensionRow]) -> dict[str, Any]:
    bars = []
    for index, row in enumerate(rows):
        top = index * NARROW_ROW
        bars.append({
            "label": f"{row.number}. {row.name}", "label_y": top + 15, "bar_y": top + 22,
            "text_y": top + 36, "width": _bar(row.grade, NARROW_BAR),
            "grade": row.grade, "word": row.grade_word, "word_x": NARROW_BAR + 10,
        })  # fmt: skip
    return {"rows": bars, "width": NARROW_WIDTH, "height": len(rows) * NARROW_ROW,
            "track_width": NARROW_BAR}  # fmt: skip


SPARK_WIDTH, SPARK_HEIGHT, SPARK_PAD = 160, 32, 3


def score_sparkline(scores: list[Decimal]) -> dict[str, Any] | None:
    """The last published scores (oldest first, as ``assessments.selectors.server_record``
    reads them) as an inline-SVG polyline (0 at the bottom, 100 at the top); ``None``
    with fewer than two scores."""
    if len(scores) < 2:
        return None
    step = (SPARK_WIDTH - 2 * SPARK_PAD) / (len(scores) - 1)
    span = SPARK_HEIGHT - 2 * SPARK_PAD
    points = [
        (round(SPARK_PAD + i * step, 1), round(SPARK_PAD + span * (1 - float(s) / 100), 1))
        for i, s in enumerate(scores)
    ]
    return {
        "width": SPARK_WIDTH,
        "height": SPARK_HEIGHT,
        "points": " ".join(f"{x},{y}" for x, y in points),
        "last": points[-1],
        "first_score": scores[0],
        "last_score": scores[-1],
        "count": len(scores),
    }


@dataclass
class ToolRow:
    name: str
    tokens: int | None
    annotations: Any  # a dict, None (none declared) or "unknown" (the source cannot say)
    findings: list[str]
    called: bool | None  # None: no live test
    why_not: str = ""


ANNOTATION_WORDS = (("readOnlyHint", "read-only"), ("destructiveHint", "destructive"),
                    ("idempotentHint", "idempotent"), ("openWorldHint", "open world"))  # fmt: skip


def tools_table(assessment: Assessment, rows: list[DimensionRow]) -> list[ToolRow]:
    """Every tool of the catalog the assessment read: its annotations in words, the
    findings that name it, its estimated token cost, and whether the live test called
    it (and if not, why)."""
    first = next((r.evidence for r in rows if r.number == 1), {}) or {}
    # A dispute's revision keeps the measured evidence under "before".
    listed = first.get("tool_list") or (first.get("before") or {}).get("tool_list") or []
    coverage = ((assessment.live or {}).get("coverage") or {}).get("tools") or []
    live = {item["tool"]: item for item in coverage}
    findings: dict[str, list[str]] = {}
    for row in rows:
        for item in row.reasons:
            if item.get("tool"):
                labels = findings.setdefault(item["tool"], [])
                if item["label"] not in labels:
                    labels.append(item["label"])
    names = [t["name"] for t in listed] + [n for n in live if n not in {t["name"] for t in listed}]
    by_name = {t["name"]: t for t in listed}
    table = []
    for name in names:
        tool = by_name.get(name, {})
        seen = live.get(name)
        table.append(ToolRow(
            name=name, tokens=tool.get("tokens"),
            annotations=_annotation_words(tool.get("annotations", "unknown")),
            findings=findings.get(name, []),
            called=None if not live else bool(seen and seen["called"]),
            why_not=(seen or {}).get("reason") or ("not listed live" if live and not seen else ""),
        ))  # fmt: skip
    return table


def _annotation_words(annotations: Any) -> str:
    if annotations == "unknown":
        return "unknown (the source cannot state them)"
    if not annotations:
        return "none declared"
    words = []
    for key, word in ANNOTATION_WORDS:
        if key in annotations:
            value = annotations[key]
            # Only a real boolean says yes or no ("false" as text from a manifest does not).
            words.append(word if value is True else f"not {word}" if value is False else
                         f"{word} unclear")  # fmt: skip
    return ", ".join(words) or "none of the four hints"


PART_WORDS = {"input_schema": "input schema", "output_schema": "output schema",
              "other": "other fields"}  # fmt: skip


def catalog_view(assessment: Assessment) -> dict[str, Any] | None:
    """The report's catalog section for a page: each changed tool's parts in words and
    its diff as lines marked removed or added."""
    from assessments.report import stored_catalog

    catalog = stored_catalog(assessment)
    _readable((catalog or {}).get("changes_since"))
    return catalog


def _readable(found: dict[str, Any] | None) -> dict[str, Any] | None:
    """Changes with each changed tool's parts in words and its diff as marked lines."""
    for item in (found or {}).get("changed", []):
        item["parts_words"] = ", ".join(PART_WORDS.get(part, part) for part in item["parts"])
        item["lines"] = [
            {"kind": _diff_kind(line), "text": line} for line in item["diff"].splitlines()
        ]
    return found


def _diff_kind(line: str) -> str:
    if line.startswith(("+++", "---", "@@")):
        return "diff-meta"
    return {"+": "diff-new", "-": "diff-old"}.get(line[:1], "")


# The latest watch of a server's certified catalog (the model's order, as ``first()``).
LATEST_WATCH = Compiled(
    lambda server_id, assessment_id: CatalogWatch.objects.filter(
        server_id=server_id, assessment_id=assessment_id
    ).order_by("-at", "-pk")[:1]
)


def catalog_watch_view(server: Server, assessment: Assessment | None) -> dict[str, Any]:
    """For the server's page: the latest watch of its certified catalog, and the notice
    (with readable changes) when the catalog read differs from the certified one."""
    if assessment is None:
        return {"last_watch": None, "catalog_notice": None, "notice_changes": None}
    found = LATEST_WATCH.objects(server.pk, assessment.pk)
    last = found[0] if found else None
    notice = catalog_notice(server, assessment, last)
    changes = _readable(copy.deepcopy(notice.changes)) if notice is not None else None
    return {"last_watch": last, "catalog_notice": notice, "notice_changes": changes}
