"""Dimension 5 (idempotency and safety) from the live catalog and repeated calls.

Dimension 5 — idempotency and safety: the annotation rules of
``grade_idempotency_annotations`` on the live catalog, with repeated calls
agreeing when the ``valid_call``, ``repeat_call`` and
``read_only_idempotency`` results of a read-only target have one digest and
the catalog did not change (``catalog-changed`` otherwise). Digests of a tool
called only because the owner named it are not compared: it may change
things by design.

Pure functions of a ``LiveObservation`` (and the other observations): no I/O.
Evidence holds call numbers, counts, status codes, error codes and header
names; never a payload, a header value or an argument.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

from assessments.graders.base import DimensionGrade, not_tested
from assessments.graders.catalog import (
    grade_idempotency_annotations,
    live_catalog_counts,
    unlisted_live,
)
from assessments.graders.live_common import _call_numbers, _not_live, _target
from assessments.graders.registry import grader
from assessments.graders.rubric import number_of
from assessments.observations import LiveObservation
from assessments.reasons import reason

if TYPE_CHECKING:
    from assessments.graders.sources import Sources

IDEMPOTENCY = number_of("idempotency_safety")
REPEAT_TESTS = ("valid_call", "repeat_call", "read_only_idempotency")


def _repeat_calls_agree(live: LiveObservation) -> tuple[bool | None, dict[str, Any]]:
    tool = _target(live)
    read_only = bool(tool and (tool.annotations or {}).get("readOnlyHint") is True)
    digests = [r.digest for r in live.results_of(*REPEAT_TESTS) if r.ok and r.digest]
    evidence: dict[str, Any] = {
        "repeat_calls": _call_numbers(live, *REPEAT_TESTS),
        "digests_compared": len(digests) if read_only else 0,
        "distinct_digests": len(set(digests)) if read_only else None,
        "catalog_unchanged": live.catalog_unchanged,
    }
    if live.tool is not None and not read_only:
        evidence["target_not_read_only"] = True
    if not read_only or len(digests) < 2:
        return None, evidence
    return len(set(digests)) == 1, evidence


def grade_idempotency_live(live: LiveObservation | None) -> DimensionGrade:
    """Dimension 5 from the live catalog's annotations and repeated calls (rules in the
    module docstring)."""
    skipped = _not_live(IDEMPOTENCY, live)
    if skipped is not None:
        return skipped
    if live.catalog is None:
        return not_tested(IDEMPOTENCY, "no-catalog")
    digests_agree, evidence = _repeat_calls_agree(live)
    # Agreement is claimed only from results compared; a changed catalog disagrees.
    agree = False if live.catalog_unchanged is False else digests_agree
    graded = grade_idempotency_annotations(live.catalog, repeat_calls_agree=agree)
    reasons = list(graded.reasons)
    if live.catalog_unchanged is False:
        labels = [r["label"] for r in reasons]
        if "repeat-calls-disagree" in labels and digests_agree is not False:
            # Only the catalog changed: say that, not that the calls disagreed.
            reasons[labels.index("repeat-calls-disagree")] = reason("catalog-changed")
        else:
            reasons.insert(1 if reasons else 0, reason("catalog-changed"))
    return replace(graded, reasons=reasons, evidence={**graded.evidence, **evidence})


@grader("idempotency_safety", source="live")
def idempotency_live(sources: Sources, before: DimensionGrade) -> DimensionGrade:
    """The live catalog's annotations and repeated calls; without a live catalog, the
    grade from the other sources."""
    live = sources.live
    if live_catalog_counts(live):
        return grade_idempotency_live(live)
    return unlisted_live(IDEMPOTENCY, live, before)
