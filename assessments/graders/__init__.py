"""Graders: pure functions from observations to a grade per dimension.

``grade_observations`` walks the rubric's dimensions and asks the registry
(``assessments.graders.registry``) for the grader of each dimension's key; the rubric
says at which assessment types a dimension is assessed. What a type does not measure,
what could not be read, or a dimension no grader is registered for, is ``not_tested``
with the reason — never a zero.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from assessments.graders.base import DimensionGrade, not_tested, numbered
from assessments.graders.poisoning import scan_catalog, with_poisoning
from assessments.graders.registry import live_grader, source_grader
from assessments.graders.rubric import Rubric, assessed_at, dimensions, in_rubric_order, live_only
from assessments.graders.sources import Sources, graded_catalog, merge_catalogs, nothing_listed
from assessments.observations import Observations

__all__ = [
    "DimensionGrade", "grade_observations", "grade_sources", "graded_catalog", "merge_catalogs",
    "nothing_listed",
]  # fmt: skip


def grade_observations(obs: Observations, rubric: Rubric | None = None) -> list[DimensionGrade]:
    """Every dimension of the rubric, in its order, for a documentation or static
    assessment; tool-poisoning signals in the catalog read are findings of the security
    and idempotency dimensions."""
    grades = grade_sources(obs, rubric)
    catalog = graded_catalog(obs)
    if catalog is not None:
        grades = with_poisoning(grades, scan_catalog(catalog), rubric)
    return in_rubric_order(grades, rubric)


def grade_sources(obs: Observations, rubric: Rubric | None = None) -> dict[int, DimensionGrade]:
    """Each dimension graded from the documentation and repository sources alone."""
    sources = Sources(obs)
    return {found["number"]: _from_sources(sources, found) for found in dimensions(rubric)}


def _from_sources(sources: Sources, found: Mapping[str, Any]) -> DimensionGrade:
    number, key = found["number"], found["key"]
    registered = source_grader(key)
    if registered is None and live_grader(key) is None:
        return not_tested(number, "no-grader")
    obs = sources.obs
    if registered is None or not assessed_at(found, obs.assessment_type):
        # Measured only by a deeper type, or only by the live test.
        return not_tested(
            number, "opted-out" if obs.opted_out and live_only(found) else "not-in-tier"
        )
    return numbered(registered.function(sources), number)
