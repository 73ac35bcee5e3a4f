"""Dimension 4 (security posture), the live part, combined with the static part.

Dimension 4 — security posture, live part: fail on a response header leaking
a credential (finding kinds ``credential-header``, ``authorization-echoed``,
``secret-in-cookie``, and any kind not known to be minor) or on declared
authentication not enforced (a bogus bearer token accepted by a server that
refused requests without credentials, or whose ``invalid_auth`` test failed
as ``auth-not-enforced``); partial on cookies without ``Secure``/``HttpOnly``;
pass otherwise. An open server (``invalid_auth`` not applicable) is no fault.
Header findings are read as ``kind:header-name`` (or a bare kind). Combined
with the static grade when a repository was scanned: the worse of the two,
reasons of both.

Pure functions of a ``LiveObservation`` (and the other observations): no I/O.
Evidence holds call numbers, counts, status codes, error codes and header
names; never a payload, a header value or an argument.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

from assessments.graders.base import DimensionGrade, not_tested
from assessments.graders.live_common import MAX_LISTED, _call_numbers, _not_live
from assessments.graders.registry import grader
from assessments.graders.rubric import number_of
from assessments.observations import CallRecord, LiveObservation
from assessments.reasons import reason

if TYPE_CHECKING:
    from assessments.graders.sources import Sources

SECURITY = number_of("security_posture")
MINOR_HEADER_FINDINGS = ("cookie-without-secure", "cookie-without-httponly")
LEAK_HEADER_FINDINGS = ("credential-header", "authorization-echoed", "secret-in-cookie")
GRADE_ORDER = ("fail", "partial", "pass")


def _header_findings(calls: tuple[CallRecord, ...]) -> dict[tuple[str, str], list[int]]:
    """(kind, header name) → the calls whose responses showed it."""
    found: dict[tuple[str, str], list[int]] = {}
    for call in calls:
        for finding in call.header_findings:
            kind, _, header = str(finding).partition(":")
            if header in (*LEAK_HEADER_FINDINGS, *MINOR_HEADER_FINDINGS):
                kind, header = header, kind  # "header-name:kind"
            found.setdefault((kind, header), []).append(call.n)
    return found


def _auth_not_enforced(live: LiveObservation) -> bool:
    record = live.test("invalid_auth")
    failed = (
        record is not None and record.outcome == "fail" and record.reason == "auth-not-enforced"
    )
    return live.bogus_token_accepted is True and (live.auth_required is True or failed)


def _security_live(live: LiveObservation) -> DimensionGrade:
    found = _header_findings(live.calls)
    leaks, minor = [], []
    for (kind, header), calls in found.items():
        details = {"header": header, "calls": calls[:MAX_LISTED]} if header else {"calls": calls}
        if kind in MINOR_HEADER_FINDINGS:
            minor.append(reason(kind, **details))
        elif kind in LEAK_HEADER_FINDINGS:
            leaks.append(reason(kind, **details))
        else:  # a kind not known to be minor is taken for a leak
            leaks.append(reason("credential-header", kind=kind[:60], **details))
    record = live.test("invalid_auth")
    evidence = {
        "responses_inspected": sum(c.http_status is not None for c in live.calls),
        "header_findings": [
            {"kind": kind, "header": header, "calls": len(calls)}
            for (kind, header), calls in found.items()
        ][:MAX_LISTED],
        "auth_required": live.auth_required,
        "bogus_token_accepted": live.bogus_token_accepted,
        "invalid_auth": record.outcome if record else None,
        "invalid_auth_calls": _call_numbers(live, "invalid_auth"),
    }
    if _auth_not_enforced(live):
        leaks.append(reason("auth-not-enforced", calls=_call_numbers(live, "invalid_auth")))
    if not evidence["responses_inspected"] and not leaks:
        # Over stdio there are no HTTP responses and no authentication to check.
        return not_tested(SECURITY, "no-responses-inspected", transport=live.transport)
    if leaks:
        return DimensionGrade(SECURITY, "fail", leaks + minor, evidence)
    return DimensionGrade(SECURITY, "partial" if minor else "pass", minor, evidence)


def _static_evidence(static: DimensionGrade | None) -> dict[str, Any] | None:
    if static is None:
        return None
    if static.grade == "not_tested":
        return {"not_tested": static.reasons[0]["label"] if static.reasons else None}
    return {"grade": static.grade, **static.evidence}


def grade_security_live(
    live: LiveObservation | None, static: DimensionGrade | None
) -> DimensionGrade:
    """Dimension 4 for a full assessment: the live header and authentication checks,
    combined with ``static`` (``grade_security_static``, when a repository was scanned) as
    the worse of the two with the reasons of both (rules in the module docstring)."""
    skipped = _not_live(SECURITY, live)
    static_tested = static is not None and static.grade != "not_tested"
    if skipped is not None:
        if static_tested:
            return replace(static, evidence={"live": None, "static": _static_evidence(static)})
        return skipped
    graded = _security_live(live)
    if graded.grade == "not_tested":
        if static_tested:
            return replace(static, evidence={"live": None, "static": _static_evidence(static)})
        return graded
    evidence = {"live": graded.evidence, "static": _static_evidence(static)}
    if not static_tested:
        return replace(graded, evidence=evidence)
    grade = min(graded.grade, static.grade, key=GRADE_ORDER.index)
    return DimensionGrade(SECURITY, grade, [*graded.reasons, *static.reasons], evidence)


@grader("security_posture", source="live")
def security_live(sources: Sources, before: DimensionGrade) -> DimensionGrade:
    """The live checks, combined with ``before``: the repository's scan when one was
    scanned, or why not (no-repository, repository-unreachable)."""
    return grade_security_live(sources.live, before)
