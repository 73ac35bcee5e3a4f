"""Dimension 3 (error handling) from what the live test observed.

Dimension 3 — error handling, from ``malformed_parameter`` and
``missing_parameter``. A refusal is compliant when it is JSON-RPC −32602 or an
``isError`` result whose text names the problem; both forms count alike,
since servers differ. A 429 there is not judged.

- fail: invalid input answered as a success (``invalid-input-accepted``), no
  answer before the timeout (``error-timeout``, also the SDK's −32001), an
  HTTP 5xx or a transport error (``error-server-failure``, also the SDK's
  "connection closed" −32000 on a response with no body, and a request sent
  with no result recorded), the request after a refusal not answered
  (``stopped-answering``), or a 5xx, dropped connection or hang among the
  rapid sequential calls (``error-under-load``);
- partial: a refusal that is generic (another error code, or error text that
  names nothing: ``generic-refusal``), or a 429 without ``Retry-After`` among
  the rapid calls (``rate-limited-without-retry-after``); a 429 with
  ``Retry-After`` or an MCP error there is proper signalling;
- pass: every error test that ran was refused compliantly. A test that could
  not run (``no-typed-parameter``, ``no-required-parameter``, budget) is left
  out; when neither ran, the dimension is not tested (unless the rapid calls
  failed, which fails it).

Pure functions of a ``LiveObservation`` (and the other observations): no I/O.
Evidence holds call numbers, counts, status codes, error codes and header
names; never a payload, a header value or an argument.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from assessments.graders.base import DimensionGrade, not_tested
from assessments.graders.live_common import _call_numbers, _failure, _label, _not_live
from assessments.graders.registry import grader
from assessments.graders.rubric import number_of
from assessments.observations import CallRecord, CallResult, LiveObservation
from assessments.reasons import reason

if TYPE_CHECKING:
    from assessments.graders.sources import Sources

ERROR_HANDLING = number_of("error_handling")
ERROR_TESTS = ("malformed_parameter", "missing_parameter")
INVALID_PARAMS = -32602
CONNECTION_CLOSED = -32000  # raised by the SDK client when the connection drops
REQUEST_TIMEOUT = -32001  # raised by the SDK client when the read timeout passes
UNANSWERED = ("timeout", "transport-error")


def _wire(live: LiveObservation, test: str) -> CallRecord | None:
    """The last tools/call request of ``test``."""
    sent = [c for c in live.calls if c.test == test and c.method == "tools/call"]
    return sent[-1] if sent else None


def _dropped(call: CallRecord | None) -> bool:
    """A request that got no usable answer: a transport error, an HTTP 5xx, or the SDK's
    "connection closed" (−32000) with no response body — a server that sends −32000 as
    its own error code sends a body with it."""
    if call is None:
        return False
    closed = call.rpc_error == CONNECTION_CLOSED and not call.bytes
    return call.outcome in UNANSWERED or (call.http_status or 0) >= 500 or closed


def _timed_out(result: CallResult | None, call: CallRecord | None) -> bool:
    hung = result is not None and (result.timed_out or result.rpc_error == REQUEST_TIMEOUT)
    return hung or (call is not None and call.outcome == "timeout")


def _refusal_kind(result: CallResult | None, call: CallRecord | None) -> str | None:
    """How the server answered an error test; ``None``: the test sent nothing."""
    if result is None and call is None:
        return None
    if _timed_out(result, call):
        return "timeout"
    if result is not None and result.http_status == 429:
        return "rate-limited"
    if result is None or result.transport_error or (result.http_status or 0) >= 500:
        return "server-failure"
    if _dropped(call):
        return "server-failure"
    if result.ok:
        return "accepted"
    if result.http_status == 429:
        return "rate-limited"
    if result.rpc_error == INVALID_PARAMS or (result.is_error and result.names_problem):
        return "compliant"
    return "generic"


REFUSAL_REASONS = {
    "accepted": "invalid-input-accepted",
    "timeout": "error-timeout",
    "server-failure": "error-server-failure",
    "generic": "generic-refusal",
}


def _answered_after(live: LiveObservation, test: str) -> bool | None:
    """Whether the request after ``test``'s last call was answered (None: there was none)."""
    numbers = _call_numbers(live, test)
    later = [call for call in live.calls if numbers and call.n > max(numbers)]
    if not later:
        return None
    return min(later, key=lambda call: call.n).outcome not in UNANSWERED


def _rapid(live: LiveObservation) -> tuple[list[dict[str, Any]], list[dict[str, Any]], dict]:
    """(failures, gaps, evidence) of the rapid sequential calls."""
    calls = [c for c in live.calls if c.test == "rapid_sequential"]
    results = live.results_of("rapid_sequential")
    broken = [c.n for c in calls if _dropped(c)]
    broken_results = [r for r in results if _timed_out(r, None) or r.transport_error]
    limited = [c for c in calls if c.http_status == 429]
    evidence = {
        "calls": [c.n for c in calls],
        "succeeded": sum(r.ok for r in results),
        "rate_limited": len(limited),
        "rate_limited_with_retry_after": sum(c.retry_after for c in limited),
        "signalled_errors": sum(
            1 for r in results if not r.ok and r.rpc_error is not None and not _timed_out(r, None)
        ),
    }
    failures, gaps = [], []
    if broken or broken_results:
        failures.append(reason("error-under-load", calls=broken))
    missing = [c.n for c in limited if not c.retry_after]
    if missing:
        gaps.append(reason("rate-limited-without-retry-after", calls=missing))
    return failures, gaps, evidence


def grade_error_handling(live: LiveObservation | None) -> DimensionGrade:
    """Dimension 3 (rules in the module docstring)."""
    skipped = _not_live(ERROR_HANDLING, live)
    if skipped is not None:
        return skipped
    if live.tool is None:
        return not_tested(ERROR_HANDLING, "no-callable-tool")
    fails, gaps, rapid_evidence = _rapid(live)
    judged, not_run, tests = 0, [], {}
    hung = [r for r in live.results_of("valid_call", "repeat_call") if _timed_out(r, None)]
    if hung:  # a hang past the timeout fails, whatever the arguments
        judged += 1
        fails.append(reason("error-timeout", test=hung[0].test))
    for test in ERROR_TESTS:
        result = next(iter(live.results_of(test)), None)
        kind = _refusal_kind(result, _wire(live, test))
        if kind is None:
            record = live.test(test)
            label = _label(record.reason if record else None, "not-run")
            not_run.append(label)
            tests[test] = {"outcome": record.outcome if record else "not_run", "reason": label}
            continue
        answered = _answered_after(live, test)
        tests[test] = {
            "calls": _call_numbers(live, test),
            "refusal": kind,
            "answered_after": answered,
            **_failure(result),
        }
        if kind == "rate-limited":
            continue
        judged += 1
        if kind in ("accepted", "timeout", "server-failure"):
            fails.append(reason(REFUSAL_REASONS[kind], test=test))
        elif kind == "generic":
            gaps.append(reason("generic-refusal", test=test))
        if answered is False:
            fails.append(reason("stopped-answering", test=test))
    evidence = {"tool": live.tool, "tests": tests, "rapid_sequential": rapid_evidence}
    if fails:
        return DimensionGrade(ERROR_HANDLING, "fail", fails + gaps, evidence)
    if not judged:
        return not_tested(ERROR_HANDLING, not_run[0] if not_run else "not-run", **evidence)
    return DimensionGrade(ERROR_HANDLING, "partial" if gaps else "pass", gaps, evidence)


@grader("error_handling", source="live")
def error_handling_live(sources: Sources, before: DimensionGrade) -> DimensionGrade:
    return grade_error_handling(sources.live)
