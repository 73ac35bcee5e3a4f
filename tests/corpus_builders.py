"""Corpus entries for the tests of placement and the research page: listings marked as
loaded from the corpus, each with a published assessment whose dimension 1 evidence
carries a catalog (tool count, token estimate, each tool's annotations) and, for a full
one, the live test's coverage."""

from __future__ import annotations

from assessments import services
from assessments.graders.base import DimensionGrade
from assessments.models import Assessment
from assessments.reasons import reason
from assessments.runner import RunOutcome
from tests.builders import outcome, queued
from tests.conftest import make_server


def catalog_evidence(tokens: int, annotations: list) -> dict:
    """Dimension 1's evidence for a catalog of one tool per item of ``annotations``."""
    tool_list = [
        {"name": f"tool_{n}", "tokens": tokens // max(len(annotations), 1), "annotations": a}
        for n, a in enumerate(annotations)
    ]
    return {"source": "live tools/list", "tools": len(tool_list),
            "catalog_tokens_estimate": tokens, "tool_list": tool_list}  # fmt: skip


def publish(
    server,
    *,
    kind: str = "full",
    grades: dict[int, str],
    tokens: int | None = None,
    annotations: list | None = None,
    reasons: dict[int, list[str]] | None = None,
    coverage: list[tuple[str, bool, str | None]] | None = None,
) -> Assessment:
    """Publish an assessment of ``server`` with these grades, its catalog weighing
    ``tokens`` (none read when None), the reason labels given per dimension, and for a
    full one the live coverage as (tool, called, reason) items."""
    base = outcome(kind, grades)
    dims = []
    for grade in base.grades:
        evidence = dict(grade.evidence)
        if grade.number == 1 and tokens is not None:
            evidence = catalog_evidence(tokens, annotations or [None])
        labels = (reasons or {}).get(grade.number)
        found = [reason(label) for label in labels] if labels else grade.reasons
        dims.append(DimensionGrade(grade.number, grade.grade, found, evidence))
    live = None
    if coverage is not None:
        items = [{"tool": t, "called": c, "reason": r} for t, c, r in coverage]
        called = sum(1 for item in items if item["called"])
        live = {"coverage": {"listed": len(items), "callable": len(items), "exercised": called,
                             "tools": items}}  # fmt: skip
    assessment = services.assessment_start(assessment_id=queued(server, kind).pk)
    run = RunOutcome(base.observations, dims, base.score, live=live)
    return services.assessment_publish(assessment=assessment, outcome=run)


def corpus_entry(name: str, **published) -> Assessment:
    server = make_server(name, corpus=True)
    return publish(server, **published)
