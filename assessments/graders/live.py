"""Every dimension of a full assessment: the documentation and static sources, then the
graders registered for the live test (``source="live"``), each in its module:

- ``live_consistency``: dimension 2, behavioural consistency;
- ``live_errors``: dimension 3, error handling;
- ``live_security``: dimension 4, security posture (live part, with the static part);
- ``live_idempotency``: dimension 5, idempotency and safety;
- ``live_deployment``: dimension 8, deployment accessibility;
- ``catalog``: dimension 1 from the live catalog, which is authoritative.

Pure functions of a ``LiveObservation`` (and the other observations): no I/O.
Evidence holds call numbers, counts, status codes, error codes and header
names; never a payload, a header value or an argument.
"""

from __future__ import annotations

from assessments.graders import grade_observations, grade_sources, graded_catalog
from assessments.graders.base import DimensionGrade, not_tested, numbered
from assessments.graders.live_common import _label
from assessments.graders.live_consistency import grade_behavioural_consistency
from assessments.graders.live_deployment import grade_deployment_live
from assessments.graders.live_errors import grade_error_handling
from assessments.graders.live_idempotency import grade_idempotency_live
from assessments.graders.live_security import grade_security_live
from assessments.graders.poisoning import scan_catalog, with_poisoning
from assessments.graders.registry import live_grader, sources_of
from assessments.graders.rubric import Rubric, dimensions, in_rubric_order, live_only
from assessments.graders.sources import Sources
from assessments.observations import Catalog, LiveObservation, Observations, Unavailable

__all__ = [
    "grade_behavioural_consistency", "grade_deployment_live", "grade_error_handling",
    "grade_idempotency_live", "grade_live_observations", "grade_security_live",
]  # fmt: skip


def grade_live_observations(
    obs: Observations, rubric: Rubric | None = None
) -> list[DimensionGrade]:
    """Every dimension of the rubric, in its order, for a full assessment. Without a live
    observation (opted out, or not run) the documentation and static sources grade what
    they can, exactly as ``grade_observations`` does, and the dimensions only the live
    test measures are not tested."""
    live = obs.live if isinstance(obs.live, LiveObservation) else None
    if obs.opted_out or live is None:
        grades = {grade.number: grade for grade in grade_observations(obs, rubric)}
        label = "opted-out" if obs.opted_out else "not-run"
        if isinstance(obs.live, Unavailable) and not obs.opted_out:
            label = _label(obs.live.label, "not-run")
        for found in dimensions(rubric):
            if live_only(found) and sources_of(found["key"]):
                grades[found["number"]] = not_tested(found["number"], label)
        return in_rubric_order(grades, rubric)
    grades = grade_sources(obs, rubric)
    sources = Sources(obs)
    for found in dimensions(rubric):
        registered = live_grader(found["key"])
        if registered is not None:
            number = found["number"]
            grades[number] = numbered(registered.function(sources, grades[number]), number)
    # The live catalog is authoritative; without one, the catalog the sources declared.
    catalog = live.catalog or graded_catalog(obs)
    if catalog is not None or live.instructions:
        findings = scan_catalog(catalog or Catalog(tools=(), source="none"), live.instructions)
        grades = with_poisoning(grades, findings, rubric)
    return in_rubric_order(grades, rubric)
