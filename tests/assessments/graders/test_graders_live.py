"""Dimensions 2, 3, 4, 5 and 8 from the live test, and all 8 for a full assessment:
pure graders on hand-built live observations."""

from __future__ import annotations

import datetime
from dataclasses import replace

import pytest

from assessments.graders.base import DimensionGrade
from assessments.graders.live import (
    grade_behavioural_consistency,
    grade_deployment_live,
    grade_error_handling,
    grade_idempotency_live,
    grade_live_observations,
    grade_security_live,
)
from assessments.harness.synth import result_shape
from assessments.observations import (
    CallRecord,
    CallResult,
    Catalog,
    DocsObservation,
    Document,
    LiveObservation,
    LiveTestRecord,
    Observations,
    RepositoryObservation,
    SecretFinding,
    Tool,
    Unavailable,
)
from assessments.reasons import REASONS

NOW = datetime.datetime(2026, 12, 2, tzinfo=datetime.UTC)
OUTPUT = {
    "type": "object",
    "properties": {"celsius": {"type": "number"}, "note": {"type": "string"}},
    "required": ["celsius"],
}
TOOL = Tool(
    name="convert_temperature",
    description="Converts a temperature between Celsius and Fahrenheit and returns both.",
    input_schema={
        "type": "object",
        "properties": {"value": {"type": "number", "description": "The temperature."}},
        "required": ["value"],
    },
    output_schema=OUTPUT,
    annotations={"readOnlyHint": True, "destructiveHint": False},
    source="live",
)
WRITER = Tool(
    name="clear_records",
    description="Deletes every stored record permanently and returns how many were deleted.",
    input_schema={"type": "object", "properties": {}},
    output_schema={"type": "object"},
    annotations={"readOnlyHint": False, "destructiveHint": True},
    source="live",
)
ERROR_TESTS = ("malformed_parameter", "missing_parameter")
SHAPE = result_shape({"celsius": 21}, [{"type": "text"}])
PLAN = (
    ("valid_call", 1), ("repeat_call", 1), ("malformed_parameter", 1), ("missing_parameter", 1),
    ("invalid_auth", 1), ("rapid_sequential", 4), ("read_only_idempotency", 2),
)  # fmt: skip


def ok(test: str, **fields) -> CallResult:
    defaults = {"ok": True, "is_error": False, "shape": SHAPE, "digest": "d1", "conforms": True}
    return CallResult(test=test, http_status=200, **{**defaults, **fields})


def refused(test: str, **fields) -> CallResult:
    defaults = {"ok": False, "rpc_error": -32602, "http_status": 200}
    return CallResult(test=test, **{**defaults, **fields})


def calls(overrides: dict[str, dict] | None = None, skip=()) -> tuple[CallRecord, ...]:
    """The call plan: 2 handshake calls, then the tests but ``skip``; ``overrides`` by
    test name."""
    records = [
        CallRecord(1, "handshake", "initialize", http_status=200),
        CallRecord(2, "list_tools", "tools/list", http_status=200),
    ]
    for test, count in PLAN:
        for _ in range(count if test not in skip else 0):
            fields = {"http_status": 200, **(overrides or {}).get(test, {})}
            method = "tools/list" if test == "invalid_auth" else "tools/call"
            records.append(CallRecord(len(records) + 1, test, method, **fields))
    return tuple(records)


def good_results() -> tuple[CallResult, ...]:
    return (
        ok("valid_call"),
        ok("repeat_call"),
        refused("malformed_parameter"),
        CallResult("missing_parameter", ok=False, is_error=True, names_problem=True),
        *(ok("rapid_sequential") for _ in range(4)),
        ok("read_only_idempotency"),
    )


def live(**fields) -> LiveObservation:
    defaults = {
        "connected": True,
        "protocol_version": "2025-11-25",
        "user_agent": "Sagentum/1.0",
        "call_budget": 15,
        "calls": calls(),
        "tests": tuple(LiveTestRecord(test, "pass", None, 1) for test, _ in PLAN),
        "results": good_results(),
        "catalog": Catalog((TOOL, WRITER), "live tools/list"),
        "tool": TOOL.name,
        "unexercised": (("clear_records", "destructive"),),
        "auth_required": False,
        "bogus_token_accepted": None,
        "catalog_unchanged": True,
    }
    return LiveObservation(**{**defaults, **fields})


def swap(results: tuple[CallResult, ...], test: str, *new: CallResult) -> tuple[CallResult, ...]:
    """``results`` with those of ``test`` replaced by ``new``."""
    return tuple(r for r in results if r.test != test) + new


def labels(grade: DimensionGrade) -> list[str]:
    return [r["label"] for r in grade.reasons]


def test_every_reason_a_grader_gives_has_a_hint():
    for grade in grade_live_observations(full_observations()):
        assert all(r["label"] in REASONS and r["hint"] for r in grade.reasons)


# Dimension 2


def test_dimension_2_passes_when_every_result_has_one_shape_and_conforms():
    grade = grade_behavioural_consistency(live())
    assert grade.grade == "pass" and grade.reasons == []
    assert grade.evidence["successful_results"] == 7 and grade.evidence["distinct_shapes"] == 1
    assert grade.evidence["calls"] == [3, 4, 8, 9, 10, 11, 12, 13]


def test_dimension_2_is_partial_without_an_output_schema_to_check_against():
    results = tuple(replace(r, conforms=None) for r in good_results())
    grade = grade_behavioural_consistency(live(results=results))
    assert grade.grade == "partial" and labels(grade) == ["tool-no-output-schema"]


def test_dimension_2_is_partial_when_shapes_differ_only_in_optional_fields():
    other = result_shape({"celsius": 21, "note": "rounded"}, [{"type": "text"}])
    results = swap(good_results(), "repeat_call", ok("repeat_call", shape=other))
    grade = grade_behavioural_consistency(live(results=results))
    assert grade.grade == "partial" and labels(grade) == ["shapes-differ-optional"]


@pytest.mark.parametrize(
    ("test", "result", "label"),
    [
        ("valid_call", replace(refused("valid_call"), synthesized=False), "valid-call-failed"),
        (
            "valid_call",
            CallResult("valid_call", ok=False, timed_out=True, synthesized=False),
            "valid-call-failed",
        ),
        ("repeat_call", ok("repeat_call", conforms=False), "output-schema-violated"),
        ("repeat_call", ok("repeat_call", shape=result_shape({"f": 1}, [])), "shapes-differ"),
        ("repeat_call", CallResult("repeat_call", ok=False, is_error=True), "outcomes-differ"),
    ],
)
def test_dimension_2_fails(test, result, label):
    grade = grade_behavioural_consistency(live(results=swap(good_results(), test, result)))
    assert grade.grade == "fail" and label in labels(grade)


@pytest.mark.parametrize(
    "result",
    [
        CallResult("valid_call", ok=False, is_error=True),
        CallResult("valid_call", ok=False, rpc_error=-32602),
        CallResult("valid_call", ok=False, timed_out=True),
    ],
)
def test_a_valid_call_failing_on_made_up_arguments_is_not_the_servers_fault(result):
    grade = grade_behavioural_consistency(live(results=swap(good_results(), "valid_call", result)))
    assert grade.grade == "not_tested" and labels(grade) == ["arguments-unverified"]
    assert "working-arguments" in grade.reasons[0]["hint"]
    assert "assess --arguments" in grade.reasons[0]["hint"]


def test_the_second_try_of_the_valid_call_is_the_one_that_counts():
    results = (CallResult("valid_call", ok=False, is_error=True), *good_results())
    assert grade_behavioural_consistency(live(results=results)).grade == "pass"


def test_a_further_tool_breaking_its_output_schema_fails_dimension_2():
    further = ok("coverage", conforms=False)
    further = replace(further, tool="other_tool")
    grade = grade_behavioural_consistency(live(results=(*good_results(), further)))
    assert grade.grade == "fail" and labels(grade) == ["output-schema-violated"]
    assert grade.reasons[0]["tools"] == ["other_tool"]


def test_dimension_2_shapes_differing_without_an_output_schema_fail():
    catalog = Catalog((replace(TOOL, output_schema=None),), "live tools/list")
    other = result_shape({"celsius": 21, "note": "x"}, [{"type": "text"}])
    results = swap(good_results(), "repeat_call", ok("repeat_call", shape=other, conforms=None))
    grade = grade_behavioural_consistency(live(catalog=catalog, results=results))
    assert grade.grade == "fail" and labels(grade) == ["shapes-differ"]


def test_dimension_2_ignores_rate_limited_rapid_calls_and_a_rate_limited_repeat():
    limited = CallResult("rapid_sequential", ok=False, http_status=429)
    results = swap(good_results(), "rapid_sequential", ok("rapid_sequential"), limited)
    results = swap(results, "repeat_call", CallResult("repeat_call", ok=False, http_status=429))
    assert grade_behavioural_consistency(live(results=results)).grade == "pass"


@pytest.mark.parametrize(
    ("observation", "label"),
    [
        (None, "not-run"),
        (live(connected=False, failure=Unavailable("handshake-failed")), "handshake-failed"),
        (live(tool=None, results=()), "no-callable-tool"),
        (
            live(tests=(LiveTestRecord("valid_call", "not_run", "budget-exhausted"),), results=()),
            "budget-exhausted",
        ),
    ],
)  # fmt: skip
def test_dimension_2_is_not_tested_when_nothing_could_be_called(observation, label):
    grade = grade_behavioural_consistency(observation)
    assert grade.grade == "not_tested" and labels(grade) == [label]


# Dimension 3


def test_dimension_3_passes_when_both_refusals_are_compliant_and_the_server_answers_on():
    grade = grade_error_handling(live())
    assert grade.grade == "pass" and grade.reasons == []
    tests = grade.evidence["tests"]
    assert tests["malformed_parameter"]["refusal"] == "compliant"
    assert tests["malformed_parameter"]["answered_after"] is True
    assert tests["malformed_parameter"]["calls"] == [5]


@pytest.mark.parametrize(
    "refusal",
    [
        refused("malformed_parameter"),  # JSON-RPC -32602
        CallResult("malformed_parameter", ok=False, is_error=True, names_problem=True),
    ],
)
def test_dimension_3_grades_both_compliant_forms_alike(refusal):
    both = swap(good_results(), "missing_parameter", replace(refusal, test="missing_parameter"))
    results = swap(both, "malformed_parameter", refusal)
    assert grade_error_handling(live(results=results)).grade == "pass"


@pytest.mark.parametrize(
    "generic",
    [
        CallResult("missing_parameter", ok=False, is_error=True, names_problem=False),
        CallResult("missing_parameter", ok=False, rpc_error=-32603),
        CallResult("missing_parameter", ok=False, http_status=400),
    ],
)
def test_dimension_3_is_partial_for_a_generic_refusal(generic):
    grade = grade_error_handling(live(results=swap(good_results(), "missing_parameter", generic)))
    assert grade.grade == "partial" and labels(grade) == ["generic-refusal"]


def test_dimension_3_is_partial_when_both_refusals_are_generic():
    generic = CallResult("missing_parameter", ok=False, is_error=True, names_problem=False)
    results = swap(good_results(), "missing_parameter", generic)
    results = swap(results, "malformed_parameter", replace(generic, test="malformed_parameter"))
    assert grade_error_handling(live(results=results)).grade == "partial"


@pytest.mark.parametrize(
    ("result", "label"),
    [
        (ok("malformed_parameter"), "invalid-input-accepted"),
        (CallResult("malformed_parameter", ok=False, timed_out=True), "error-timeout"),
        (CallResult("malformed_parameter", ok=False, http_status=500), "error-server-failure"),
        (CallResult("malformed_parameter", ok=False, transport_error=True), "error-server-failure"),
    ],
)
def test_dimension_3_fails_when_invalid_input_is_accepted_or_breaks_the_server(result, label):
    grade = grade_error_handling(live(results=swap(good_results(), "malformed_parameter", result)))
    assert grade.grade == "fail" and labels(grade) == [label]


def test_dimension_3_fails_when_the_server_stops_answering_after_a_refusal():
    hung = CallResult("missing_parameter", ok=False, timed_out=True)
    observation = live(
        calls=calls({"missing_parameter": {"outcome": "timeout", "http_status": None}}),
        results=swap(good_results(), "missing_parameter", hung),
    )
    grade = grade_error_handling(observation)
    assert grade.grade == "fail" and labels(grade) == ["stopped-answering", "error-timeout"]
    assert grade.reasons[0]["test"] == "malformed_parameter"


@pytest.mark.parametrize(
    ("wire", "result"),
    [
        # the SDK's "connection closed", with no response body: a drop, not a refusal
        ({"rpc_error": -32000, "bytes": 0, "outcome": "error"}, {"rpc_error": -32000}),
        ({"outcome": "transport-error", "http_status": None}, None),
    ],
)
def test_dimension_3_fails_when_the_connection_drops_on_invalid_input(wire, result):
    results = swap(good_results(), "malformed_parameter")
    if result is not None:
        results += (CallResult("malformed_parameter", ok=False, **result),)
    observation = live(calls=calls({"malformed_parameter": wire}), results=results)
    grade = grade_error_handling(observation)
    assert grade.grade == "fail" and labels(grade) == ["error-server-failure"]


def test_dimension_3_takes_a_server_sent_32000_with_a_body_for_a_generic_refusal():
    wire = {"rpc_error": -32000, "bytes": 120, "outcome": "error"}
    refusal = CallResult("malformed_parameter", ok=False, rpc_error=-32000)
    observation = live(
        calls=calls({"malformed_parameter": wire}),
        results=swap(good_results(), "malformed_parameter", refusal),
    )
    assert labels(grade_error_handling(observation)) == ["generic-refusal"]


def test_dimension_3_fails_when_rapid_calls_lose_their_connection():
    wire = {"rpc_error": -32000, "bytes": 0, "outcome": "error"}
    dropped = CallResult("rapid_sequential", ok=False, rpc_error=-32000)
    observation = live(
        calls=calls({"rapid_sequential": wire}),
        results=swap(good_results(), "rapid_sequential", *(dropped for _ in range(4))),
    )
    grade = grade_error_handling(observation)
    assert grade.grade == "fail" and labels(grade) == ["error-under-load"]


def test_dimension_3_accepts_rate_limiting_with_retry_after_under_rapid_calls():
    limited = {"http_status": 429, "retry_after": True, "outcome": "error"}
    results = swap(
        good_results(),
        "rapid_sequential",
        ok("rapid_sequential"),
        *(CallResult("rapid_sequential", ok=False, http_status=429) for _ in range(3)),
    )
    grade = grade_error_handling(live(calls=calls({"rapid_sequential": limited}), results=results))
    assert grade.grade == "pass"
    assert grade.evidence["rapid_sequential"]["rate_limited_with_retry_after"] == 4


def test_dimension_3_is_partial_for_rate_limiting_without_retry_after():
    limited = {"http_status": 429, "retry_after": False, "outcome": "error"}
    grade = grade_error_handling(live(calls=calls({"rapid_sequential": limited})))
    assert grade.grade == "partial" and labels(grade) == ["rate-limited-without-retry-after"]


@pytest.mark.parametrize(
    "wire",
    [
        {"http_status": 502, "outcome": "error"},
        {"http_status": None, "outcome": "transport-error"},
        {"http_status": None, "outcome": "timeout"},
    ],
)
def test_dimension_3_fails_on_a_5xx_drop_or_hang_under_rapid_calls(wire):
    grade = grade_error_handling(live(calls=calls({"rapid_sequential": wire})))
    assert grade.grade == "fail" and labels(grade) == ["error-under-load"]
    assert grade.reasons[0]["calls"] == [8, 9, 10, 11]


def test_dimension_3_leaves_out_a_test_that_could_not_run():
    tests = (LiveTestRecord("missing_parameter", "not_applicable", "no-required-parameter"),)
    results = tuple(r for r in good_results() if r.test != "missing_parameter")
    grade = grade_error_handling(
        live(tests=tests, results=results, calls=calls(skip=("missing_parameter",)))
    )
    assert grade.grade == "pass"
    assert grade.evidence["tests"]["missing_parameter"]["reason"] == "no-required-parameter"


@pytest.mark.parametrize(
    ("observation", "label"),
    [
        (
            live(
                tests=(
                    LiveTestRecord("malformed_parameter", "not_applicable", "no-typed-parameter"),
                    LiveTestRecord("missing_parameter", "not_applicable", "no-required-parameter"),
                ),
                results=swap(swap(good_results(), "malformed_parameter"), "missing_parameter"),
                calls=calls(skip=ERROR_TESTS),
            ),
            "no-typed-parameter",
        ),
        (live(tool=None, results=()), "no-callable-tool"),
        (live(connected=False, failure=Unavailable("timeout")), "timeout"),
        (None, "not-run"),
    ],
)
def test_dimension_3_is_not_tested_when_no_error_test_ran(observation, label):
    grade = grade_error_handling(observation)
    assert grade.grade == "not_tested" and labels(grade) == [label]


# Dimension 4


def test_dimension_4_passes_an_open_server_with_clean_headers():
    tests = (LiveTestRecord("invalid_auth", "not_applicable", "open-server"),)
    grade = grade_security_live(live(tests=tests, bogus_token_accepted=True), None)
    assert grade.grade == "pass" and grade.reasons == []
    assert grade.evidence["live"]["invalid_auth"] == "not_applicable"
    assert grade.evidence["static"] is None


@pytest.mark.parametrize(
    ("finding", "label", "header"),
    [
        ("credential-header:x-api-key", "credential-header", "x-api-key"),
        ("authorization-echoed:x-echo-auth", "authorization-echoed", "x-echo-auth"),
        ("secret-in-cookie:session_token", "secret-in-cookie", "session_token"),
        ("x-api-key:credential-header", "credential-header", "x-api-key"),
        ("token-in-body-header:x-debug", "credential-header", "x-debug"),
    ],
)  # fmt: skip
def test_dimension_4_fails_on_a_header_leaking_a_credential(finding, label, header):
    leaky = calls({"valid_call": {"header_findings": (finding,)}})
    grade = grade_security_live(live(calls=leaky), None)
    assert grade.grade == "fail" and labels(grade) == [label]
    assert grade.reasons[0]["header"] == header and grade.reasons[0]["calls"] == [3]
    assert "sk_live" not in repr(grade)


def test_dimension_4_is_partial_for_cookie_flags_and_lists_each_header_once():
    findings = ("cookie-without-secure:session", "cookie-without-httponly:session")
    observation = live(calls=calls({"rapid_sequential": {"header_findings": findings}}))
    grade = grade_security_live(observation, None)
    assert grade.grade == "partial"
    assert labels(grade) == ["cookie-without-secure", "cookie-without-httponly"]
    assert grade.reasons[0]["calls"] == [8, 9, 10, 11]


def test_dimension_4_fails_when_declared_auth_accepts_a_bogus_token():
    grade = grade_security_live(live(auth_required=True, bogus_token_accepted=True), None)
    assert grade.grade == "fail" and labels(grade) == ["auth-not-enforced"]
    tests = (LiveTestRecord("invalid_auth", "fail", "auth-not-enforced"),)
    observation = live(auth_required=None, bogus_token_accepted=True, tests=tests)
    grade = grade_security_live(observation, None)
    assert labels(grade) == ["auth-not-enforced"]


def test_dimension_4_passes_when_auth_refuses_the_bogus_token():
    grade = grade_security_live(live(auth_required=True, bogus_token_accepted=False), None)
    assert grade.grade == "pass"


def static_grade(**repo) -> DimensionGrade:
    from assessments.graders.repository import grade_security_static

    return grade_security_static(RepositoryObservation(files_scanned=3, **repo))


@pytest.mark.parametrize(
    ("header_findings", "secrets", "expected", "expected_labels"),
    [
        ((), (), "pass", []),
        ((), (SecretFinding("tests/k.pem", 1, "private-key", in_test_fixture=True),), "partial",
         ["secret-in-test-fixture"]),
        (("cookie-without-secure:s",), (SecretFinding("k.pem", 1, "private-key"),), "fail",
         ["cookie-without-secure", "secret-in-repository"]),
        (("credential-header:x-token",), (), "fail", ["credential-header"]),
    ],
)  # fmt: skip
def test_dimension_4_takes_the_worse_of_live_and_static(
    header_findings, secrets, expected, expected_labels
):
    observation = live(calls=calls({"valid_call": {"header_findings": header_findings}}))
    grade = grade_security_live(observation, static_grade(secrets=secrets))
    assert grade.grade == expected and labels(grade) == expected_labels
    assert grade.evidence["static"]["files_scanned"] == 3
    assert grade.evidence["live"]["responses_inspected"] == 13


def test_dimension_4_without_a_live_connection_keeps_the_static_grade():
    static = static_grade()
    grade = grade_security_live(live(connected=False), static)
    assert grade.grade == "pass" and grade.evidence["live"] is None
    assert grade_security_live(live(connected=False), None).grade == "not_tested"


# Dimension 5


def test_dimension_5_passes_with_full_annotations_and_agreeing_repeats():
    grade = grade_idempotency_live(live())
    assert grade.grade == "pass" and grade.evidence["repeat_calls_agree"] is True
    assert grade.evidence["digests_compared"] == 3 and grade.evidence["distinct_digests"] == 1


def test_dimension_5_fails_when_repeated_read_only_calls_disagree():
    results = swap(good_results(), "repeat_call", ok("repeat_call", digest="d2"))
    grade = grade_idempotency_live(live(results=results))
    assert grade.grade == "fail" and labels(grade) == ["repeat-calls-disagree"]


def test_dimension_5_fails_when_the_catalog_changed():
    grade = grade_idempotency_live(live(catalog_unchanged=False))
    assert grade.grade == "fail" and labels(grade) == ["catalog-changed"]
    results = swap(good_results(), "read_only_idempotency", ok("read_only_idempotency", digest="x"))
    both = grade_idempotency_live(live(catalog_unchanged=False, results=results))
    assert labels(both) == ["repeat-calls-disagree", "catalog-changed"]


def test_dimension_5_is_partial_with_some_annotations_and_fails_with_none():
    partly = Catalog((TOOL, replace(WRITER, annotations={"readOnlyHint": False})), "live")
    assert grade_idempotency_live(live(catalog=partly)).grade == "partial"
    bare = Catalog((replace(TOOL, annotations=None),), "live")
    grade = grade_idempotency_live(live(catalog=bare))
    assert grade.grade == "fail" and labels(grade) == ["no-annotations"]


def test_dimension_5_does_not_compare_repeats_of_a_tool_only_the_owner_named():
    results = swap(good_results(), "repeat_call", ok("repeat_call", digest="d2"))
    catalog = Catalog((TOOL, WRITER), "live")
    grade = grade_idempotency_live(live(catalog=catalog, tool=WRITER.name, results=results))
    assert grade.grade == "pass" and grade.evidence["target_not_read_only"] is True
    # Nothing compared, so no agreement is claimed; the catalog check still counted.
    assert "repeat_calls_agree" not in grade.evidence
    assert grade.evidence["catalog_unchanged"] is True


def test_dimension_5_without_repeats_grades_annotations_alone():
    grade = grade_idempotency_live(live(tool=None, results=(), catalog_unchanged=None))
    assert grade.grade == "pass" and "repeat_calls_agree" not in grade.evidence


# Dimension 8

DOCS = DocsObservation(
    documents=(
        Document(
            "README.md",
            "# Weather\n\nHosted at https://mcp.weather.dev/mcp with an API key "
            "(`WEATHER_API_KEY`). Free tier: 1000 calls a day.\n",
        ),
    )
)


def test_dimension_8_grades_documents_with_the_live_connection():
    grade = grade_deployment_live(DOCS, {}, live())
    assert grade.grade == "pass" and grade.evidence["live_connected"] is True
    local = DocsObservation(documents=(Document("README.md", "```\nuvx weather-mcp\n```\n"),))
    assert grade_deployment_live(local, {}, live()).evidence["found_in"]["remote"] == "live"


def test_dimension_8_without_documents_grades_the_connection_alone_never_zero():
    grade = grade_deployment_live(Unavailable("docs-unreachable"), {}, live())
    assert grade.grade == "partial" and labels(grade) == ["no-setup-docs", "no-free-use"]
    assert grade.evidence["documents"] == "docs-unreachable"
    grade = grade_deployment_live(None, {}, live(connected=False))
    assert grade.grade == "not_tested" and labels(grade) == ["no-sources"]


# All 8 dimensions


def full_observations(**fields) -> Observations:
    defaults = {
        "assessment_type": "full",
        "docs": DOCS,
        "repository": RepositoryObservation(
            last_commit_at=NOW - datetime.timedelta(days=3),
            changelog_files=("CHANGELOG.md",),
            files_scanned=10,
        ),
        "live": live(),
        "now": NOW,
    }
    return Observations(**{**defaults, **fields})


def test_a_full_assessment_grades_all_8_dimensions_in_order():
    grades = grade_live_observations(full_observations())
    assert [g.number for g in grades] == list(range(1, 9))
    by_number = {g.number: g for g in grades}
    assert by_number[1].evidence["source"] == "live tools/list"
    assert by_number[2].grade == by_number[3].grade == by_number[5].grade == "pass"
    assert by_number[4].evidence["static"]["files_scanned"] == 10
    assert by_number[7].grade == "pass" and by_number[8].grade == "pass"
    # The documentation's tool reference is checked against the declared catalog, read the
    # same at every tier (none here), never against the live one.
    assert by_number[6].evidence["catalog_tools"] is None


def test_a_full_assessment_without_a_repository_grades_maintenance_from_the_docs():
    grades = {g.number: g for g in grade_live_observations(full_observations(repository=None))}
    # Absence is evidence: no repository, and documents with no maintenance signal.
    assert grades[7].grade == "fail" and labels(grades[7]) == ["no-maintenance-signal"]
    assert grades[7].evidence["source"] == "documentation"
    assert grades[4].grade == "pass" and grades[4].evidence["static"] == {
        "not_tested": "no-repository"
    }


def test_a_live_catalog_is_authoritative_over_the_declared_one():
    declared = Catalog((replace(TOOL, name="documented_only"),), "server.json")
    grades = grade_live_observations(full_observations(declared_catalog=declared))
    assert grades[0].evidence["tools"] == 2 and grades[0].evidence["source"] == "live tools/list"


@pytest.mark.parametrize(
    ("fields", "label"),
    [({"opted_out": True}, "opted-out"), ({"live": None}, "not-run")],
)
def test_without_the_live_test_dimensions_fall_back_to_static_sources(fields, label):
    declared = Catalog((TOOL,), "server.json")
    observations = full_observations(declared_catalog=declared, **fields)
    grades = {g.number: g for g in grade_live_observations(observations)}
    assert labels(grades[2]) == labels(grades[3]) == [label]
    assert grades[1].evidence["source"] == "server.json" and grades[5].grade == "pass"
    assert "live" not in grades[4].evidence and grades[4].grade == "pass"
    assert grades[8].grade == "pass" and "live_connected" not in grades[8].evidence


def test_dimension_3_fails_on_rapid_call_failures_even_when_no_error_test_ran():
    tests = (
        LiveTestRecord("malformed_parameter", "not_applicable", "no-typed-parameter"),
        LiveTestRecord("missing_parameter", "not_applicable", "no-required-parameter"),
    )
    observation = live(
        tests=tests,
        results=swap(swap(good_results(), "malformed_parameter"), "missing_parameter"),
        calls=calls({"rapid_sequential": {"http_status": 503}}, skip=ERROR_TESTS),
    )
    grade = grade_error_handling(observation)
    assert grade.grade == "fail" and labels(grade) == ["error-under-load"]


def test_a_full_assessment_whose_live_test_never_connected_keeps_static_grades():
    declared = Catalog((TOOL,), "server.json")
    failed = live(connected=False, catalog=None, tool=None, results=(), calls=(), tests=())
    observations = full_observations(live=failed, declared_catalog=declared)
    grades = {g.number: g for g in grade_live_observations(observations)}
    assert labels(grades[2]) == labels(grades[3]) == ["handshake-failed"]
    assert grades[1].evidence["source"] == "server.json"
    assert grades[4].grade == "pass" and grades[4].evidence["live"] is None
    assert grades[8].evidence["live_connected"] is False


def test_a_hang_on_the_valid_call_fails_dimension_3_even_when_nothing_else_ran():
    results = (CallResult("valid_call", ok=False, timed_out=True),) * 1 + (
        CallResult("repeat_call", ok=False, timed_out=True),
    )
    grade = grade_error_handling(
        live(results=results, calls=calls(skip=("malformed_parameter", "missing_parameter")))
    )
    assert grade.grade == "fail" and "error-timeout" in labels(grade)


def test_stdio_gives_dimension_4_no_live_evidence_and_rests_on_the_repository():
    stdio = live(transport="stdio", calls=tuple(replace(c, http_status=None) for c in calls()))
    grade = grade_security_live(stdio, None)
    assert grade.grade == "not_tested" and labels(grade) == ["no-responses-inspected"]
    static = DimensionGrade(4, "pass", [], {"files_scanned": 3})
    assert grade_security_live(stdio, static).grade == "pass"


def test_a_stdio_server_is_local_never_a_remote_deployment():
    stdio = live(transport="stdio")
    grade = grade_deployment_live(None, {}, stdio)
    assert grade.grade == "fail" and labels(grade) == ["no-remote-option", "no-setup-docs"]
    remote = grade_deployment_live(None, {}, live())
    assert remote.grade == "partial"
