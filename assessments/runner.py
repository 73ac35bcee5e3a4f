"""Run one assessment's work: collect, grade, score. No database access.

The Celery task and ``manage.py assess`` both call ``run_assessment``; the
services around them decide what is stored.
"""

from __future__ import annotations

import datetime
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from assessments.collect import Progress, Target, collect
from assessments.observations import DocsObservation, Observations, RepositoryObservation
from assessments.scoring import ScoreResult, score_grades

if TYPE_CHECKING:
    from assessments.graders import DimensionGrade


class AssessmentFailed(Exception):
    """The assessment could not finish: recorded as failed, never scored as zeros."""

    def __init__(self, label: str, detail: str = "") -> None:
        super().__init__(f"{label}: {detail}" if detail else label)
        self.label, self.detail = label, detail


@dataclass(frozen=True)
class RunOutcome:
    observations: Observations
    grades: list[DimensionGrade]
    score: ScoreResult
    live: dict[str, Any] | None = None


def check_assessable(target: Target, assessment_type: str) -> None:
    """Raise ``AssessmentFailed`` when the listing gives nothing this type can read."""
    if assessment_type in ("documentation", "static") and not (
        target.repository_url or target.documentation_url
    ):
        raise AssessmentFailed(
            "no-sources", "a documentation or static assessment needs a repository or "
            "documentation URL",
        )  # fmt: skip


def run_assessment(
    target: Target,
    assessment_type: str,
    *,
    rubric: dict[str, Any],
    now: datetime.datetime,
    progress: Progress = lambda step: None,
) -> RunOutcome:
    """Collect, grade and score a documentation or static assessment."""
    if assessment_type not in ("documentation", "static"):
        raise AssessmentFailed(
            "not-in-tier", f"{assessment_type} assessments need the live harness"
        )
    check_assessable(target, assessment_type)
    observations = collect(target, assessment_type, now=now, progress=progress)
    if not _anything_read(observations):
        raise AssessmentFailed("sources-unreachable", _unreachable_detail(observations))
    progress("Grading")
    from assessments.graders import grade_observations

    grades = grade_observations(observations)
    score = score_grades(
        {grade.number: grade.grade for grade in grades},
        rubric=rubric,
        assessment_type=assessment_type,
    )
    return RunOutcome(observations, grades, score)


def _anything_read(observations: Observations) -> bool:
    docs = observations.docs
    return (isinstance(docs, DocsObservation) and docs.readable) or isinstance(
        observations.repository, RepositoryObservation
    )


def _unreachable_detail(observations: Observations) -> str:
    parts = []
    for source in (observations.repository, observations.docs):
        detail = getattr(source, "detail", "")
        if detail:
            parts.append(detail)
    return "; ".join(parts)[:500]
