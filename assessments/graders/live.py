"""Dimensions 2, 3, 4, 5 and 8 from what the live test observed, and all 8 for a full
assessment.

Pure functions of a ``LiveObservation`` (and the other observations): no I/O.
Evidence holds call numbers, counts, status codes, error codes and header
names; never a payload, a header value or an argument.

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

Dimension 5 — idempotency and safety: the annotation rules of
``grade_idempotency_annotations`` on the live catalog, with repeated calls
agreeing when the ``valid_call``, ``repeat_call`` and
``read_only_idempotency`` results of a read-only target have one digest and
the catalog did not change (``catalog-changed`` otherwise). Digests of a tool
called only because the owner named it are not compared: it may change
things by design.

Dimension 8 — deployment accessibility: ``grade_deployment`` with the live
connection when the documents are readable; protected-resource metadata (RFC 9728)
that the server advertised after a 401 and served counts as programmatic
authentication. A stdio process is local: it proves no remote option, and with no
documentation listed it fails (``no-remote-option``, ``no-setup-docs``). Without
readable documents, a working connection alone is a partial (reachable remote endpoint, but no
set-up or free-use documentation: ``no-setup-docs``, ``no-free-use``) — never
a zero for missing docs; with neither, not tested.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from assessments.graders import grade_observations, grade_sources, graded_catalog
from assessments.graders.base import DIMENSION_KEYS, DimensionGrade, not_tested
from assessments.graders.catalog import grade_idempotency_annotations, grade_tool_descriptions
from assessments.graders.docs import grade_deployment
from assessments.graders.poisoning import scan_catalog, with_poisoning
from assessments.harness.signatures import shapes_differ_only_in_optional
from assessments.observations import (
    CallRecord,
    CallResult,
    Catalog,
    DocsObservation,
    LiveObservation,
    Observations,
    Tool,
    Unavailable,
)
from assessments.reasons import REASONS, reason

CONSISTENCY_TESTS = ("valid_call", "repeat_call", "rapid_sequential", "read_only_idempotency")
REPEAT_TESTS = ("valid_call", "repeat_call", "read_only_idempotency")
ERROR_TESTS = ("malformed_parameter", "missing_parameter")
INVALID_PARAMS = -32602
CONNECTION_CLOSED = -32000  # raised by the SDK client when the connection drops
REQUEST_TIMEOUT = -32001  # raised by the SDK client when the read timeout passes
MINOR_HEADER_FINDINGS = ("cookie-without-secure", "cookie-without-httponly")
LEAK_HEADER_FINDINGS = ("credential-header", "authorization-echoed", "secret-in-cookie")
UNANSWERED = ("timeout", "transport-error")
GRADE_ORDER = ("fail", "partial", "pass")
MAX_LISTED = 20


def _label(label: str | None, default: str) -> str:
    """A reason label the harness recorded, when it is a known one."""
    return label if label in REASONS else default


def _not_live(number: int, live: LiveObservation | None) -> DimensionGrade | None:
    """not_tested when there is no live observation or it never connected."""
    if live is None:
        return not_tested(number, "not-run")
    if not live.connected:
        failure = live.failure or Unavailable("handshake-failed")
        return not_tested(number, _label(failure.label, "handshake-failed"), detail=failure.detail)
    return None


def _call_numbers(live: LiveObservation, *tests: str) -> list[int]:
    return [call.n for call in live.calls if call.test in tests]


def _target(live: LiveObservation) -> Tool | None:
    if live.catalog is None or live.tool is None:
        return None
    return next((tool for tool in live.catalog.tools if tool.name == live.tool), None)


def _test_not_run(live: LiveObservation, number: int, test: str) -> DimensionGrade | None:
    """not_tested when no tool could be called or ``test`` did not run."""
    if live.tool is None:
        return not_tested(number, "no-callable-tool")
    record = live.test(test)
    if record is None or record.outcome == "not_run":
        label = _label(record.reason if record else None, "not-run")
        return not_tested(number, label, tool=live.tool)
    return None


# Dimension 2


def _valid(live: LiveObservation) -> CallResult | None:
    """The valid call that counts: the second try when there was one."""
    valid = live.results_of("valid_call")
    return valid[-1] if valid else None


def grade_behavioural_consistency(live: LiveObservation | None) -> DimensionGrade:
    """Dimension 2 (rules in the module docstring)."""
    skipped = _not_live(2, live) or _test_not_run(live, 2, "valid_call")
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
            return not_tested(2, "arguments-unverified", calls=tried, **details)
        return DimensionGrade(2, "fail", [reason("valid-call-failed", **details)], evidence)
    failures = _consistency_failures(live, succeeded, shapes)
    if failures:
        return DimensionGrade(2, "fail", failures, evidence)
    if len(shapes) > 1:
        return DimensionGrade(2, "partial", [reason("shapes-differ-optional")], evidence)
    if any(r.conforms is None for r in succeeded):
        return DimensionGrade(2, "partial", [reason("tool-no-output-schema")], evidence)
    return DimensionGrade(2, "pass", [], evidence)


def _failure(result: CallResult | None) -> dict[str, Any]:
    if result is None:
        return {}
    details = {
        "rpc_error": result.rpc_error,
        "is_error": result.is_error,
        "http_status": result.http_status,
        "timed_out": result.timed_out or None,
        "transport_error": result.transport_error or None,
    }
    return {key: value for key, value in details.items() if value is not None}


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


# Dimension 3


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
    skipped = _not_live(3, live)
    if skipped is not None:
        return skipped
    if live.tool is None:
        return not_tested(3, "no-callable-tool")
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
        return DimensionGrade(3, "fail", fails + gaps, evidence)
    if not judged:
        return not_tested(3, not_run[0] if not_run else "not-run", **evidence)
    return DimensionGrade(3, "partial" if gaps else "pass", gaps, evidence)


# Dimension 4


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
        return not_tested(4, "no-responses-inspected", transport=live.transport)
    if leaks:
        return DimensionGrade(4, "fail", leaks + minor, evidence)
    return DimensionGrade(4, "partial" if minor else "pass", minor, evidence)


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
    skipped = _not_live(4, live)
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
    return DimensionGrade(4, grade, [*graded.reasons, *static.reasons], evidence)


# Dimension 5


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
    skipped = _not_live(5, live)
    if skipped is not None:
        return skipped
    if live.catalog is None:
        return not_tested(5, "no-catalog")
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


# Dimension 8


def grade_deployment_live(
    docs: DocsObservation | Unavailable | None,
    listing: dict[str, Any],
    live: LiveObservation | None,
) -> DimensionGrade:
    """Dimension 8 from the documents and the live connection (rules in the module
    docstring)."""
    connected = live.connected if live is not None else None
    local = live is not None and live.local  # a process started here proves no remote option
    discovery = (live.auth_discovery or {}) if live is not None else {}
    served = discovery.get("metadata_served")
    live_auth = "live: OAuth protected-resource metadata" if served else None
    if isinstance(docs, DocsObservation) and docs.readable:
        return grade_deployment(
            docs,
            listing=listing,
            live_connected=None if local else connected,
            live_auth=live_auth,
        )
    label = docs.label if isinstance(docs, Unavailable) else "no-sources"
    if local and connected and not isinstance(docs, Unavailable):
        # Local only, and no documentation listed to set it up from: absence is evidence.
        evidence = {"transport": "stdio", "live_connected": True, "documents": label}
        return DimensionGrade(
            8, "fail", [reason("no-remote-option"), reason("no-setup-docs")], evidence
        )
    if not connected or local:
        return not_tested(8, label, live_connected=connected)
    # The harness got in, with the owner's test credentials if any: programmatic access.
    checks = {"remote": True, "programmatic_auth": True, "free_use": False, "setup_docs": False}
    evidence = {
        "checks": checks,
        "found_in": {"remote": "live"},
        "live_connected": True,
        "documents": label,
    }
    return DimensionGrade(8, "partial", [reason("no-setup-docs"), reason("no-free-use")], evidence)


# All 8 dimensions of a full assessment


def grade_live_observations(obs: Observations) -> list[DimensionGrade]:
    """All 8 dimensions, in order, for a full assessment. Without a live observation (opted
    out, or not run) the documentation and static sources grade what they can, exactly as
    ``grade_observations`` does, and dimensions 2 and 3 are not tested."""
    live = obs.live if isinstance(obs.live, LiveObservation) else None
    if obs.opted_out or live is None:
        grades = {grade.number: grade for grade in grade_observations(obs)}
        label = "opted-out" if obs.opted_out else "not-run"
        if isinstance(obs.live, Unavailable) and not obs.opted_out:
            label = _label(obs.live.label, "not-run")
        for number in (2, 3):
            grades[number] = not_tested(number, label)
        return [grades[number] for number in sorted(DIMENSION_KEYS)]
    grades = grade_sources(obs)
    if live.catalog is not None:
        grades[1] = grade_tool_descriptions(live.catalog)
        grades[5] = grade_idempotency_live(live)
    grades[2] = grade_behavioural_consistency(live)
    grades[3] = grade_error_handling(live)
    # grade_observations judged the repository with grade_security_static when one was
    # scanned, or says why not (no-repository, repository-unreachable).
    grades[4] = grade_security_live(live, grades[4])
    grades[8] = grade_deployment_live(obs.docs, obs.listing, live)
    # The live catalog is authoritative; without one, the catalog the sources declared.
    catalog = live.catalog or graded_catalog(obs)
    if catalog is not None or live.instructions:
        findings = scan_catalog(catalog or Catalog(tools=(), source="none"), live.instructions)
        grades = with_poisoning(grades, findings)
    return [grades[number] for number in sorted(DIMENSION_KEYS)]
