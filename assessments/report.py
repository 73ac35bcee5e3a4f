"""The report document (``sagentum.assessment/1``) and its text and Markdown renderings.

One builder serves the API, ``manage.py assess`` and the tests; the JSON
Schema in ``assessments/schema/assessment-report.schema.json`` describes it.
"""

from __future__ import annotations

import datetime
import json
from decimal import Decimal
from pathlib import Path
from typing import Any

from assessments.reasons import REASONS

SCHEMA_ID = "sagentum.assessment/1"
SCHEMA_PATH = Path(__file__).resolve().parent / "schema" / "assessment-report.schema.json"


def load_schema() -> dict[str, Any]:
    return json.loads(SCHEMA_PATH.read_text())


def _number(value: Decimal | None) -> float | None:
    return None if value is None else float(value)


def _time(value: datetime.datetime | None) -> str | None:
    if value is None:
        return None
    return value.astimezone(datetime.UTC).isoformat().replace("+00:00", "Z")


def build_report(
    *,
    assessment_id: int | None,
    rubric: dict[str, Any],
    assessment_type: str,
    state: str,
    server: dict[str, Any],
    started_at: datetime.datetime | None,
    finished_at: datetime.datetime | None,
    score: Decimal | None,
    raw_score: Decimal | None,
    ceiling: int | None,
    tier: str | None,
    supersedes: int | None,
    dimensions: list[dict[str, Any]],
    live: dict[str, Any] | None,
    failure: tuple[str, str] | None = None,
) -> dict[str, Any]:
    """The report document. ``dimensions`` holds number, grade, reasons and evidence."""
    by_number = {d["number"]: d for d in dimensions}
    rows = []
    for spec in rubric["dimensions"]:
        result = by_number.get(spec["number"])
        rows.append(
            {
                "number": spec["number"],
                "key": spec["key"],
                "name": spec["name"],
                "weight": spec["weight"],
                "grade": result["grade"] if result else "not_tested",
                "reasons": result["reasons"] if result else [],
                "evidence": result["evidence"] if result else {},
            }
        )
    document = {
        "schema": SCHEMA_ID,
        "id": assessment_id,
        "rubric_version": rubric["version"],
        "assessment_type": assessment_type,
        "state": state,
        "server": server,
        "started_at": _time(started_at),
        "finished_at": _time(finished_at),
        "score": _number(score),
        "raw_score": _number(raw_score),
        "ceiling": ceiling,
        "tier": tier or None,
        "supersedes": supersedes,
        "dimensions": rows,
        "live": live if assessment_type == "full" else None,
    }
    if failure is not None:
        label, detail = failure
        document["failure"] = {"label": label, "hint": REASONS.get(label, ""), "detail": detail}
    return document


def report_for_assessment(assessment) -> dict[str, Any]:
    """The report of a stored, finished assessment."""
    server = assessment.server
    failure = None
    if assessment.state == "failed":
        failure = (assessment.failure_label, assessment.failure_detail)
    return build_report(
        assessment_id=assessment.pk,
        rubric=assessment.rubric_version.data,
        assessment_type=assessment.assessment_type,
        state=assessment.state,
        server={
            "slug": server.slug,
            "name": server.name,
            "endpoint": assessment.endpoint_url or None,
            "repository": assessment.repository_url or None,
        },
        started_at=assessment.started_at,
        finished_at=assessment.finished_at,
        score=assessment.score,
        raw_score=assessment.raw_score,
        ceiling=assessment.ceiling,
        tier=assessment.tier,
        supersedes=assessment.supersedes_id,
        dimensions=[
            {"number": r.number, "grade": r.grade, "reasons": r.reasons, "evidence": r.evidence}
            for r in assessment.dimensions.all()
        ],
        live=assessment.live,
        failure=failure,
    )


GRADE_WORDS = {"pass": "Pass", "partial": "Partial", "fail": "Fail", "not_tested": "Not tested"}


def _tier_name(report: dict[str, Any], rubric: dict[str, Any]) -> str:
    for tier in rubric["tiers"]:
        if tier["key"] == report["tier"]:
            return tier["name"]
    return "insufficient data"


def render_text(report: dict[str, Any], rubric: dict[str, Any]) -> str:
    """One line per dimension, then each lost point with its hint printed once."""
    server = report["server"]
    kind, version = report["assessment_type"], report["rubric_version"]
    lines = [f"{server['name']} — {kind} assessment, rubric {version}"]
    if report["state"] == "failed":
        failure = report["failure"]
        lines.append(f"state failed reason={failure['label']} {failure['detail']}".rstrip())
        lines.append(f"  hint: {failure['hint']}")
        return "\n".join(lines) + "\n"
    if report["score"] is None:
        lines.append("score none: insufficient data (no dimension could be measured)")
    else:
        ceiling = f" ceiling={report['ceiling']}" if report["ceiling"] is not None else ""
        lines.append(
            f"score {report['score']} raw={report['raw_score']}{ceiling} tier={report['tier']} "
            f"({_tier_name(report, rubric)})"
        )
    live = report.get("live")
    if live:
        lines.append(
            f"live protocol={live['protocol_version']} calls={live['calls_made']}/"
            f"{live['call_budget']} tool={live['tool']}"
        )
        for test in live["tests"]:
            reason = f" reason={test['reason']}" if test["reason"] else ""
            lines.append(f"  test {test['test']} {test['outcome']} calls={test['calls']}{reason}")
    hinted: set[str] = set()
    for dim in report["dimensions"]:
        lines.append(f"  {dim['number']} {dim['key']} ×{dim['weight']} {dim['grade']}")
        for item in dim["reasons"]:
            extra = " ".join(
                f"{k}={v}" for k, v in item.items() if k not in ("label", "hint") and v is not None
            )
            lines.append(f"    reason={item['label']} {extra}".rstrip())
            if item["label"] not in hinted:
                hinted.add(item["label"])
                lines.append(f"      hint: {item['hint']}")
    return "\n".join(lines) + "\n"


def render_markdown(report: dict[str, Any], rubric: dict[str, Any]) -> str:
    server = report["server"]
    out = [f"# {server['name']}: {report['assessment_type']} assessment", ""]
    if report["state"] == "failed":
        failure = report["failure"]
        out += [
            f"**Failed** — `{failure['label']}`: {failure['detail']}",
            "",
            f"> {failure['hint']}",
        ]
        return "\n".join(out) + "\n"
    if report["score"] is None:
        out.append("**Score:** none — insufficient data")
    else:
        out.append(f"**Score:** {report['score']} — **{_tier_name(report, rubric)}**")
        if report["ceiling"] is not None:
            out.append(f"(raw {report['raw_score']}, ceiling {report['ceiling']} for this type)")
    out += [
        "",
        f"Rubric {report['rubric_version']}.",
        "",
        "| # | Dimension | Weight | Grade |",
        "|---|---|---|---|",
    ]
    for dim in report["dimensions"]:
        out.append(
            f"| {dim['number']} | {dim['name']} | ×{dim['weight']} | {GRADE_WORDS[dim['grade']]} |"
        )
    remediation = [
        f"- **{dim['name']}** `{item['label']}`"
        + (f" ({item['tool']})" if item.get("tool") else "")
        + f": {item['hint']}"
        for dim in report["dimensions"]
        if dim["grade"] != "not_tested"
        for item in dim["reasons"]
    ]
    untested = [
        f"- **{dim['name']}**: not tested — {dim['reasons'][0]['hint']}"
        for dim in report["dimensions"]
        if dim["grade"] == "not_tested" and dim["reasons"]
    ]
    if remediation:
        out += ["", "## Remediation", "", *remediation]
    if untested:
        out += ["", "## Not tested (excluded from the score)", "", *untested]
    return "\n".join(out) + "\n"
