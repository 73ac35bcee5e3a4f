"""Dimension 2 (behavioural consistency) from what the live test observed.

Dimension 2 — behavioural consistency, over the successful results of
``valid_call``, ``repeat_call``, ``rapid_sequential`` and ``read_only_idempotency``
(all the same call):

- not tested: no connection (the failure's label), no tool that may be called
  (``no-callable-tool``), or the valid call not run (its reason, e.g.
  ``budget-exhausted``);
- fail: the valid call did not succeed (``valid-call-failed``); the repeat
  call failed after the valid call succeeded (``outcomes-differ``; a 429 is
  left to dimension 3); a result violates the declared outputSchema
  (``output-schema-violated``); shapes differ beyond optional fields
  (``shapes-differ``); a further tool called with the owner's own arguments failed
  (``valid-call-failed``: a further tool that fails on arguments the harness chose,
  ``{}`` included, is only ``call-failed`` in the coverage);
- partial: shapes differ only in fields the outputSchema does not require
  (``shapes-differ-optional``), or shapes agree with no outputSchema to check
  them against (``tool-no-output-schema``);
- pass: shapes agree and every result conforms to the outputSchema.

Pure functions of a ``LiveObservation`` (and the other observations): no I/O.
Evidence holds call numbers, counts, status codes, error codes and header
names; never a payload, a header value or an argument.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from assessments.graders.base import DimensionGrade, not_tested
from assessments.graders.live_common import (
    MAX_LISTED,
    _call_numbers,
    _failure,
    _not_live,
    _target,
    _test_not_run,
)
from assessments.graders.registry import grader
from assessments.graders.rubric import number_of
from assessments.harness.signatures import shapes_differ_only_in_optional
from assessments.observations import CallResult, LiveObservation
from assessments.reasons import reason

if TYPE_CHECKING:
    from assessments.graders.sources import Sources

CONSISTENCY = number_of("behavioural_consistency")
CONSISTENCY_TESTS = ("valid_call", "repeat_call", "rapid_sequential", "read_only_idempotency")


def _valid(live: LiveObservation) -> CallResult | None:
    """The valid call that counts: the second try when there was one."""
    valid = live.results_of("valid_call")
    return valid[-1] if valid else None


def grade_behavioural_consistency(live: LiveObservation | None) -> DimensionGrade:
    """Dimension 2 (rules in the module docstring)."""
    skipped = _not_live(CONSISTENCY, live) or _test_not_run(live, CONSISTENCY, "valid_call")
    if skipped is not None:
        return skipped
    results = [r for r in live.results_of(*CONSISTENCY_TESTS) if r.tool in (None, live.tool)]
    succeeded = [r for r in results if r.ok]
    shapes = list(dict.fromkeys(r.shape for r in succeeded if r.shape is not None))
    further = live.results_of("coverage")
    evidence: dict[str, Any] = {
        "tool": live.tool,
        "calls": _call_numbers(live, *CONSISTENCY_TESTS),
        "results": len(results),
        "successful_results": len(succeeded),
        "distinct_shapes": len(shapes),
        "conforming": sum(r.conforms is True for r in succeeded),
        "violating": sum(r.conforms is False for r in succeeded),
        "further_tools_called": len(further),
        "further_tools_succeeded": sum(r.ok for r in further),
    }
    valid = _valid(live)
    if valid is None or not valid.ok:
        details = _failure(valid)
        if valid is not None and valid.synthesized:
            tried = _call_numbers(live, "valid_call")
            return not_tested(CONSISTENCY, "arguments-unverified", calls=tried, **details)
        return DimensionGrade(
            CONSISTENCY, "fail", [reason("valid-call-failed", **details)], evidence
        )
    failures = _consistency_failures(live, succeeded, shapes)
    if failures:
        return DimensionGrade(CONSISTENCY, "fail", failures, evidence)
    if len(shapes) > 1:
        return DimensionGrade(CONSISTENCY, "partial", [reason("shapes-differ-optional")], evidence)
    if any(r.conforms is None for r in succeeded):
        return DimensionGrade(CONSISTENCY, "partial", [reason("tool-no-output-schema")], evidence)
    return DimensionGrade(CONSISTENCY, "pass", [], evidence)


def _consistency_failures(
    live: LiveObservation, succeeded: list[CallResult], shapes: list[str]
) -> list[dict[str, Any]]:
    failures = []
    repeat = live.results_of("repeat_call")
    if repeat and not repeat[0].ok and repeat[0].http_status != 429:
        failures.append(reason("outcomes-differ", test="repeat_call", **_failure(repeat[0])))
    violating = [r.test for r in succeeded if r.conforms is False]
    further = live.results_of("coverage")
    wrong = [r.tool for r in further if r.ok and r.conforms is False]
    if violating or wrong:
        details: dict[str, Any] = {"tests": list(dict.fromkeys(violating))}
        if wrong:
            details["tools"] = list(dict.fromkeys(wrong))[:MAX_LISTED]
        failures.append(reason("output-schema-violated", **details))
    # A further tool failing counts only with the owner's own arguments; with arguments
    # the harness chose (``{}`` included), it is left to coverage (``call-failed``).
    for result in further:
        if not result.ok and result.owner_supplied:
            failures.append(reason("valid-call-failed", tool=result.tool, **_failure(result)))
    if len(shapes) > 1:
        tool = _target(live)
        output_schema = tool.output_schema if tool else None
        if not all(shapes_differ_only_in_optional(shapes[0], s, output_schema) for s in shapes):
            failures.append(reason("shapes-differ", distinct=len(shapes)))
    return failures


@grader("behavioural_consistency", source="live")
def consistency_live(sources: Sources, before: DimensionGrade) -> DimensionGrade:
    return grade_behavioural_consistency(sources.live)
