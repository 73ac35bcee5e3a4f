"""The report document (``sagentum.assessment/1.4``); its text and Markdown renderings are
in ``assessments.report_text``.

One builder serves the API, ``manage.py assess`` and the tests; the JSON
Schema in ``assessments/schema/assessment-report.schema.json`` describes it.
"""

from __future__ import annotations

import datetime
import json
from decimal import Decimal
from pathlib import Path
from typing import Any

from assessments.integrity import KeptCatalog, KeptTool, canonical, changes
from assessments.placement import catalog_tokens, placement_weighing
from assessments.reasons import REASONS

SCHEMA_ID = "sagentum.assessment/1.4"
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
    disputes: dict[str, int] | None = None,
    catalog: dict[str, Any] | None = None,
    package: dict[str, Any] | None = None,
    placement: dict[str, Any] | None = None,
) -> dict[str, Any]:
    """The report document. ``dimensions`` holds number, grade, reasons and evidence;
    ``placement`` (``assessments.placement``), when given, is context read at the time
    of the report, not part of the measured record."""
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
        "catalog": catalog,
        "package": package or None,
    }
    if failure is not None:
        label, detail = failure
        document["failure"] = {"label": label, "hint": REASONS.get(label, ""), "detail": detail}
    notes = report_notes(rows)
    if notes:
        document["notes"] = notes
    document.update(disputes or {})
    if placement is not None:
        document["placement"] = placement
    return document


def report_notes(dimensions: list[dict[str, Any]]) -> list[dict[str, str]]:
    """What a reader should know beyond the grades, read from the evidence: a repository
    with no code that starts an MCP server (a library or an SDK, not a server)."""
    notes = []
    for dim in dimensions:
        evidence = dim.get("evidence") or {}
        static = evidence.get("static") if isinstance(evidence.get("static"), dict) else evidence
        if dim.get("number") == 4 and static.get("server_entry_point") is False:
            notes.append(
                {"label": "no-server-entry-point", "hint": REASONS["no-server-entry-point"]}
            )
    return notes


def report_for_assessment(assessment) -> dict[str, Any]:
    """The report of a stored, finished assessment; a published one is placed among the
    corpus as the corpus is now (``assessments.placement``)."""
    return report_in_context(measured_report(assessment), assessment)


def measured_report(assessment) -> dict[str, Any]:
    """The report of a finished assessment without what can change after it: the server's
    name and address, the links to a dispute and to what superseded it, and the
    placement (``report_in_context`` adds them). Nothing else in it changes once the
    assessment is final, for the same state."""
    failure = None
    if assessment.state == "failed":
        failure = (assessment.failure_label, assessment.failure_detail)
    return build_report(
        assessment_id=assessment.pk,
        rubric=assessment.rubric_version.data,
        assessment_type=assessment.assessment_type,
        state=assessment.state,
        server=_server_section(assessment),
        started_at=assessment.started_at,
        finished_at=assessment.finished_at,
        score=assessment.score,
        raw_score=assessment.raw_score,
        ceiling=assessment.ceiling,
        tier=assessment.tier,
        supersedes=assessment.supersedes_id,
        catalog=stored_catalog(assessment),
        dimensions=[
            {"number": r.number, "grade": r.grade, "reasons": r.reasons, "evidence": r.evidence}
            for r in assessment.dimensions.all()
        ],
        live=assessment.live,
        failure=failure,
        package=assessment.package,
    )


def report_in_context(measured: dict[str, Any], assessment) -> dict[str, Any]:
    """``measured`` (``measured_report`` of ``assessment``) with the server as it is now,
    the dispute links and, when published, the placement among the corpus now: the
    document ``build_report`` makes with them, key for key."""
    document = {**measured, "server": _server_section(assessment)}
    document.update(_dispute_links(assessment))
    if assessment.is_published:
        first = next((row for row in measured["dimensions"] if row["number"] == 1), None)
        tokens = catalog_tokens(first["evidence"] if first else None)
        document["placement"] = placement_weighing(assessment, tokens).document()
    return document


def _server_section(assessment) -> dict[str, Any]:
    server = assessment.server
    return {
        "slug": server.slug,
        "name": server.name,
        "endpoint": assessment.endpoint_url or None,
        "repository": assessment.repository_url or None,
    }


def catalog_document(
    kept: KeptCatalog, *, live: dict[str, Any] | None, previous: Any = None
) -> dict[str, Any]:
    """The report's ``catalog``: every tool's hash, annotations, token estimate and
    whether the live test called it; and what changed since ``previous`` (the server's
    assessment before this one that read a catalog, or None for its first)."""
    covered = ((live or {}).get("coverage") or {}).get("tools", [])
    coverage = {item["tool"]: item for item in covered}
    tools = []
    for tool in kept.tools:
        seen = coverage.get(tool.name)
        tools.append(
            {
                "name": tool.name,
                "sha256": tool.sha256,
                "annotations": tool.definition.get("annotations"),
                "tokens": -(-len(canonical(tool.definition)) // 4),
                "called": None if live is None else bool(seen and seen.get("called")),
                "not_called_reason": (seen or {}).get("reason") if live is not None else None,
            }
        )
    since = None
    if previous is not None:
        before = [KeptTool(d.name, d.sha256, d.definition) for d in previous.tool_definitions.all()]
        since = {"assessment": previous.pk, **changes(before, kept.tools)}
    return {"source": kept.source, "sha256": kept.sha256, "tools": tools, "changes_since": since}


def stored_catalog(assessment) -> dict[str, Any] | None:
    """The catalog section of a stored assessment (None when it read no catalog)."""
    if not assessment.catalog_sha256:
        return None
    kept = KeptCatalog(
        assessment.catalog_source,
        assessment.catalog_sha256,
        tuple(KeptTool(d.name, d.sha256, d.definition) for d in assessment.tool_definitions.all()),
    )
    previous = previous_catalog(assessment.server, before=assessment)
    return catalog_document(kept, live=assessment.live, previous=previous)


def previous_catalog(server, *, before=None):
    """The server's latest published assessment that read a catalog (before ``before``)."""
    from assessments.models import Assessment

    earlier = Assessment.objects.published().filter(server=server).exclude(catalog_sha256="")
    if before is not None:
        earlier = earlier.filter(finished_at__lt=before.finished_at)
    return earlier.order_by("-finished_at", "-pk").first()


def _dispute_links(assessment) -> dict[str, int]:
    """``dispute`` (the dispute that made this revision) and ``superseded_by``."""
    links = {}
    made_by = getattr(assessment, "revised_after", None)  # the dispute's reverse relation
    if made_by is not None:
        links["dispute"] = made_by.pk
    successor = getattr(assessment, "superseded_by", None)
    if successor is not None:
        links["superseded_by"] = successor.pk
    return links
