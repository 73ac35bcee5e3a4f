"""The static graders' edges, on whole outputs: dimensions 1 and 5 from a catalog, 6, 7 and 8
from documents, 4 and 7 from a repository. Each test pins the grade, the reasons in their
order and the full evidence where the rubric reads them, so a changed count, key, label,
boundary or dimension number shows."""

from __future__ import annotations

import datetime

import pytest

from assessments.collect.tool_catalog import token_estimate
from assessments.graders.base import DimensionGrade
from assessments.graders.catalog import (
    grade_idempotency_annotations,
    grade_tool_descriptions,
    states_side_effects,
    tool_checks,
)
from assessments.graders.docs import (
    grade_deployment,
    grade_documentation,
    grade_reliability_from_docs,
)
from assessments.graders.repository import grade_reliability, grade_security_static
from assessments.observations import (
    Catalog,
    DocsObservation,
    Document,
    RepositoryObservation,
    SecretFinding,
    Tool,
)
from assessments.reasons import reason

# Dimensions 1 and 5: a tool catalog.

GOOD_DESCRIPTION = "Return the current weather for a city as temperature and conditions."
TYPED = {
    "type": "object",
    "properties": {"city": {"type": "string", "description": "City name, e.g. Lisbon"}},
}
OUTPUT = {"type": "object", "properties": {"celsius": {"type": "number"}}}
READ_ONLY = {"readOnlyHint": True, "destructiveHint": False}
EVERY_FIELD = frozenset({"description", "input_schema", "output_schema", "annotations"})


def tool(name="get_weather", **fields) -> Tool:
    defaults = {
        "description": GOOD_DESCRIPTION,
        "input_schema": TYPED,
        "output_schema": OUTPUT,
        "annotations": READ_ONLY,
    }
    return Tool(name=name, **{**defaults, **fields})


def catalog(*tools: Tool, source: str = "server.json") -> Catalog:
    return Catalog(tools=tools, source=source, token_estimate=123)


def row(t: Tool, annotations) -> dict:
    return {"name": t.name, "tokens": token_estimate([t]), "annotations": annotations}


def test_an_empty_catalog_fails_dimension_1_with_its_source_and_size():
    grade = grade_tool_descriptions(Catalog(tools=(), source="server.json", token_estimate=7))
    assert grade == DimensionGrade(
        1,
        "fail",
        [reason("catalog-empty")],
        {"source": "server.json", "tools": 0, "catalog_tokens_estimate": 7},
    )


def test_a_tool_with_an_empty_description_fails_the_catalog_and_the_evidence_counts_each_check():
    complete = tool("get_weather")
    # 11 characters: described, but short; states its change ("Sets"); no output schema.
    short = tool("set_unit", description="Sets a key.", output_schema=None, annotations=None)
    # Its source states a description, and it is empty: 3 of 4 checks still pass.
    empty = tool("get_forecast", description="", stated=EVERY_FIELD)
    grade = grade_tool_descriptions(catalog(complete, short, empty))
    # 9 of 12 checks pass (at least half), but a tool without a description fails.
    assert grade == DimensionGrade(
        1,
        "fail",
        [
            reason("tool-short-description", tool="set_unit", observed=11),
            reason("tool-no-output-schema", tool="set_unit"),
            reason("tool-no-description", tool="get_forecast", observed=0),
        ],
        {
            "source": "server.json",
            "tools": 3,
            "catalog_tokens_estimate": 123,
            "source_states": ["description", "input_schema", "output_schema", "annotations"],
            "tool_list": [
                row(complete, READ_ONLY),
                row(short, None),
                row(empty, READ_ONLY),
            ],
            "described": 2,
            "checks_passed": 9,
            "checks_total": 12,
        },
    )


def test_a_catalog_that_only_names_its_tools_is_not_tested_and_says_what_it_saw():
    named = (Tool("get_weather", stated=frozenset()), Tool("get_forecast", stated=frozenset()))
    grade = grade_tool_descriptions(catalog(*named, source="README.md list"))
    assert grade == DimensionGrade(
        1,
        "not_tested",
        [reason("catalog-names-only")],
        {
            "source": "README.md list",
            "tools": 2,
            "catalog_tokens_estimate": 123,
            "source_states": [],
            "tool_list": [row(named[0], "unknown"), row(named[1], "unknown")],
            "described": 0,
            "checks_passed": 0,
            "checks_total": 0,
        },
    )


def test_a_tool_only_named_is_listed_after_the_failed_checks_of_the_described_ones():
    described = tool("get_weather", output_schema=None)
    named = Tool("get_forecast", stated=frozenset())
    grade = grade_tool_descriptions(catalog(described, named))
    assert grade.grade == "partial"
    assert grade.reasons == [
        reason("tool-no-output-schema", tool="get_weather"),
        reason("catalog-names-only", tool="get_forecast"),
    ]
    assert grade.evidence["named_only"] == ["get_forecast"]
    assert (grade.evidence["checks_passed"], grade.evidence["checks_total"]) == (3, 4)


def test_exactly_half_the_checks_is_partial():
    # Short description and no output schema: 2 of 4 checks pass.
    grade = grade_tool_descriptions(catalog(tool(description="Weather.", output_schema=None)))
    assert grade.grade == "partial"
    assert [r["label"] for r in grade.reasons] == [
        "tool-short-description",
        "tool-no-output-schema",
    ]


def test_fewer_than_half_the_checks_fails():
    # 2 of 4 and 1 of 4: 3 of 8.
    half = tool("get_weather", description="Weather.", output_schema=None)
    quarter = tool(
        "get_forecast",
        description="Forecast.",
        input_schema={"properties": {"city": {"type": "string"}}},
        output_schema=None,
    )
    grade = grade_tool_descriptions(catalog(half, quarter))
    assert (grade.grade, grade.evidence["checks_passed"], grade.evidence["checks_total"]) == (
        "fail",
        3,
        8,
    )


def test_a_source_that_states_every_field_fails_unstated_side_effects_rather_than_skipping():
    checks = tool_checks(tool(annotations=None, stated=EVERY_FIELD))
    assert checks == {
        "description": True,
        "parameters": True,
        "output_schema": True,
        "side_effects": False,
    }


@pytest.mark.parametrize(
    "spec",
    [
        {"enum": ["metric", "imperial"]},
        {"const": "metric"},
        {"anyOf": [{"type": "string"}, {"type": "null"}]},
        {"oneOf": [{"type": "string"}, {"type": "integer"}]},
        {"$ref": "#/$defs/Unit"},
    ],
)
def test_a_parameter_typed_without_a_type_key_is_described(spec):
    schema = {"type": "object", "properties": {"unit": {"description": "Units.", **spec}}}
    assert tool_checks(tool(input_schema=schema))["parameters"] is True


def test_properties_that_are_not_an_object_are_not_described_parameters():
    schema = {"type": "object", "properties": [{"name": "city", "type": "string"}]}
    assert tool_checks(tool(input_schema=schema))["parameters"] is False


def test_a_destructive_hint_alone_states_side_effects():
    checks = tool_checks(tool(annotations={"destructiveHint": False}))
    assert checks["side_effects"] is True


def test_read_only_in_any_case_states_side_effects():
    assert states_side_effects("Read-only lookup of the current weather.")
    assert states_side_effects("READ-ONLY lookup of the current weather.")


def test_dimension_5_is_not_tested_when_the_source_states_no_annotations():
    unstated = frozenset({"description"})
    grade = grade_idempotency_annotations(
        catalog(tool("a", stated=unstated), tool("b", stated=unstated), source="README.md")
    )
    assert grade == DimensionGrade(
        5,
        "not_tested",
        [reason("catalog-without-annotations")],
        {"source": "README.md", "tools": 2, "source_states": ["description"]},
    )


def test_dimension_5_is_not_tested_when_no_annotations_could_be_read():
    grade = grade_idempotency_annotations(
        catalog(tool("a", annotations={"unresolved": True}), source="src/server.ts")
    )
    assert grade == DimensionGrade(
        5,
        "not_tested",
        [reason("annotations-unresolved")],
        {
            "source": "src/server.ts",
            "tools": 1,
            "source_states": ["description", "input_schema", "output_schema", "annotations"],
        },
    )


def test_dimension_5_names_each_missing_hint_read_only_first_then_destructive():
    tools = (
        tool("read", annotations={"readOnlyHint": True}),
        # No readOnlyHint: a tool that may write, which declares whether it destroys.
        tool("write", annotations={"destructiveHint": True}),
        tool("update", annotations={"readOnlyHint": False}),
        tool("bare", annotations=None),
    )
    grade = grade_idempotency_annotations(catalog(*tools))
    assert grade == DimensionGrade(
        5,
        "partial",
        [
            reason("read-only-hint-missing", tool="write"),
            reason("read-only-hint-missing", tool="bare"),
            reason("destructive-hint-missing", tool="update"),
            reason("destructive-hint-missing", tool="bare"),
        ],
        {
            "source": "server.json",
            "tools": 4,
            "read_only_hint_declared": 2,
            "not_read_only": 3,
            "destructive_hint_declared": 1,
        },
    )


def test_read_only_hints_alone_pass_dimension_5():
    grade = grade_idempotency_annotations(catalog(tool("a", annotations={"readOnlyHint": True})))
    assert (grade.number, grade.grade, grade.reasons) == (5, "pass", [])


def test_destructive_hints_alone_are_some_annotations():
    grade = grade_idempotency_annotations(catalog(tool("a", annotations={"destructiveHint": True})))
    assert (grade.number, grade.grade) == (5, "partial")
    assert grade.reasons == [reason("read-only-hint-missing", tool="a")]


def test_hints_other_than_read_only_and_destructive_are_no_annotations():
    grade = grade_idempotency_annotations(catalog(tool("a", annotations={"idempotentHint": True})))
    assert grade == DimensionGrade(
        5,
        "fail",
        [reason("no-annotations")],
        {
            "source": "server.json",
            "tools": 1,
            "read_only_hint_declared": 0,
            "not_read_only": 1,
            "destructive_hint_declared": 0,
        },
    )


def test_repeated_read_only_calls_that_disagree_fail_dimension_5():
    grade = grade_idempotency_annotations(catalog(tool("a")), repeat_calls_agree=False)
    assert grade == DimensionGrade(
        5,
        "fail",
        [reason("repeat-calls-disagree")],
        {
            "source": "server.json",
            "tools": 1,
            "read_only_hint_declared": 1,
            "not_read_only": 0,
            "destructive_hint_declared": 0,
            "repeat_calls_agree": False,
        },
    )


# Dimension 6: a tool reference in the documents.

WEATHER = Catalog(
    tools=(Tool("get_weather", input_schema={"type": "object", "properties": {"city": {}}}),),
    source="server.json",
)


def docs(text: str, origin: str = "README.md") -> DocsObservation:
    return DocsObservation(documents=(Document(origin, text),))


def reference(text: str, catalog: Catalog = WEATHER) -> dict:
    """The tool-reference reason (or None) and the counts of named and typed tools."""
    grade = grade_documentation(docs(text), catalog)
    found = [r for r in grade.reasons if r["label"] == "docs-no-tool-reference"]
    return {
        "reason": found[0] if found else None,
        "named": grade.evidence["tools_named"],
        "typed": grade.evidence["tools_typed"],
    }


UNTYPED = reason("docs-no-tool-reference", untyped=["get_weather"])


def test_only_the_first_twenty_mentions_of_a_tool_are_read_for_its_types():
    rows = [f"| get_weather | Current weather, variant {n} |" for n in range(20)]
    text = "\n".join([*rows, "| get_weather | `city` (string) |"])
    assert reference(text) == {"reason": UNTYPED, "named": 1, "typed": 0}
    typed_early = "\n".join([*rows[:19], "| get_weather | `city` (string) |"])
    assert reference(typed_early) == {"reason": None, "named": 1, "typed": 1}


def test_an_indented_table_row_is_typed_only_by_its_own_cells():
    text = (
        "  | Tool | Parameters |\n"
        "  |------|------------|\n"
        "  | get_weather | Current weather |\n"
        "  | get_forecast | `city` (string), `days` (integer) |\n"
    )
    catalog = Catalog(
        tools=(
            *WEATHER.tools,
            Tool("get_forecast", input_schema={"properties": {"city": {}, "days": {}}}),
        ),
        source="server.json",
    )
    assert reference(text, catalog) == {"reason": UNTYPED, "named": 2, "typed": 1}


def test_a_type_on_the_line_after_its_parameter_types_the_tool():
    # A definition list: the term, then ": definition" on the next line.
    text = "get_weather returns the current weather for a city.\n\ncity\n: string, the city name\n"
    assert reference(text) == {"reason": None, "named": 1, "typed": 1}


def test_a_name_outside_the_token_alphabet_is_found_on_its_own_line():
    catalog = Catalog(
        tools=(Tool("weather:get", input_schema={"properties": {"city": {}}}),),
        source="server.json",
    )
    text = "| weather:get | `city` (string) |\n| weather:list | Every city we know |\n"
    assert reference(text, catalog) == {"reason": None, "named": 1, "typed": 1}
    untyped = "| weather:get | Current weather |\n| weather:list | `city` (string) |\n"
    assert reference(untyped, catalog) == {
        "reason": reason("docs-no-tool-reference", untyped=["weather:get"]),
        "named": 1,
        "typed": 0,
    }


def test_a_tool_name_inside_a_longer_name_is_not_a_mention():
    catalog = Catalog(
        tools=(Tool("weather", input_schema={"properties": {"city": {}}}),),
        source="server.json",
    )
    text = "| get_weather | `city` (string) |\n"
    assert reference(text, catalog) == {
        "reason": reason("docs-no-tool-reference", missing=["weather"]),
        "named": 0,
        "typed": 0,
    }


def test_properties_that_are_not_an_object_still_need_types():
    catalog = Catalog(
        tools=(Tool("get_weather", input_schema={"properties": []}),), source="server.json"
    )
    assert reference("| get_weather | Current weather |\n", catalog) == {
        "reason": UNTYPED,
        "named": 1,
        "typed": 0,
    }


def test_a_missing_tool_does_not_stop_the_tools_after_it_from_being_read():
    catalog = Catalog(
        tools=(
            Tool("delete_city", input_schema={"properties": {"id": {}}}),
            *WEATHER.tools,
        ),
        source="server.json",
    )
    grade = grade_documentation(docs("| get_weather | `city` (string) |\n"), catalog)
    assert grade == DimensionGrade(
        6,
        "fail",
        [
            reason("docs-no-tool-reference", missing=["delete_city"]),
            reason("docs-no-auth"),
            reason("docs-no-examples"),
            reason("docs-no-troubleshooting"),
        ],
        {
            "documents": 1,
            "sources": ["README.md"],
            "checks": {
                "tool_reference": False,
                "authentication": False,
                "examples": False,
                "troubleshooting": False,
            },
            "found_in": {"tool_reference": "README.md"},
            "catalog_tools": 2,
            "tools_named": 1,
            "tools_typed": 1,
            "code_blocks": 0,
            "example_calls": 0,
        },
    )


def test_without_a_catalog_the_typed_tools_section_and_every_example_are_counted():
    text = (
        "## Tools\n\n"
        "### get_weather\n\n`city` (string): the city.\n\n"
        "## Authentication\n\nSend `Authorization: Bearer <key>`.\n\n"
        "## Examples\n\n```\nget weather for Lisbon\n```\n\n```\nget weather for Porto\n```\n\n"
        "## Troubleshooting\n\nA 401 answer means the key expired.\n"
    )
    grade = grade_documentation(docs(text), None)
    assert grade == DimensionGrade(
        6,
        "pass",
        [],
        {
            "documents": 1,
            "sources": ["README.md"],
            "checks": dict.fromkeys(
                ("tool_reference", "authentication", "examples", "troubleshooting"), True
            ),
            "found_in": dict.fromkeys(
                ("tool_reference", "authentication", "examples", "troubleshooting"),
                "README.md",
            ),
            "catalog_tools": None,
            "code_blocks": 2,
            "example_calls": 2,
        },
    )


# Dimension 8: a hosted endpoint in the documents, free use from the licence.


def remote(text: str) -> bool:
    return grade_deployment(docs(text), listing={}).evidence["checks"]["remote"]


@pytest.mark.parametrize(
    ("text", "hosted"),
    [
        # A local command after `--` takes the URL, not the client.
        (
            "```sh\nclaude mcp add weather -- npx -y weather-proxy"
            " https://api.weather.dev/mcp -- --verbose\n```\n",
            False,
        ),
        # A client configuration's URL stays an endpoint beside a local `mcp add`.
        (
            '```json\n{"url": "https://api.weather.dev/v1"}\n```\n\n'
            "```sh\nclaude mcp add weather -- npx weather-mcp\n```\n",
            True,
        ),
        # The URL must follow the instruction closely, on its line.
        (
            "Connect to the service from any client that speaks the streamable transport,"
            " with https://api.weather.dev/mcp\n",
            False,
        ),
        ("Connect your client to the server:\nhttps://api.weather.dev/mcp\n", False),
        ("https://api.weather.dev/mcp\n\nConnect to it from any MCP client.", False),
        ("Connect to https://api.weather.dev/mcp or https://github.com/acme/weather\n", True),
        ("Connect to https://api.weather.dev/mcp from any client; see the guide.\n", True),
        # The last segment is "mcp" or "sse" exactly, in any case; "SSEX" is not.
        ("Connect to https://api.weather.dev/SSE\n", True),
        ("Connect to https://api.weather.dev/SSEX\n", False),
        # A configured URL with a query, or a badge path, is not an endpoint.
        ('```json\n{"url": "https://api.weather.dev/mcp?ref=readme"}\n```\n', False),
        ('```json\n{"url": "https://api.weather.dev/badge/mcp"}\n```\n', False),
    ],
)
def test_a_documented_hosted_endpoint(text, hosted):
    assert remote(text) is hosted


def test_a_recognised_licence_file_documents_free_use():
    observation = DocsObservation(documents=(Document("README.md", "# Weather\n"),), licence="MIT")
    evidence = grade_deployment(observation, listing={}).evidence
    assert evidence["checks"]["free_use"] is True
    assert evidence["found_in"]["free_use"] == "LICENSE (MIT)"


# Dimension 7 from documents.

NOW = datetime.datetime(2025, 6, 1, tzinfo=datetime.UTC)
DAY = datetime.timedelta(days=1)
HOUR = datetime.timedelta(hours=1)


def from_docs(*documents: tuple[str, str], now=NOW, **kwargs) -> DimensionGrade:
    observation = DocsObservation(documents=tuple(Document(o, t) for o, t in documents))
    return grade_reliability_from_docs(observation, now=now, **kwargs)


def evidence(changelog_in=(), status=None, newest=None, days=None, documents=1) -> dict:
    found = {
        "source": "documentation",
        "documents": documents,
        "changelog_in": list(changelog_in),
        "status_page_in": status,
        "newest_date": newest,
    }
    if days is not None:
        found["days_since_newest_date"] = days
    return found


def test_the_changelogs_newest_date_counts_not_a_newer_date_elsewhere():
    grade = from_docs(
        ("CHANGELOG.md", "## 1.2.0 (2025-05-20)\n- Forecasts.\n"),
        ("README.md", "Last updated 2025-05-25.\n"),
    )
    assert grade == DimensionGrade(
        7, "pass", [], evidence(["CHANGELOG.md"], newest="2025-05-20", days=12, documents=2)
    )


def test_a_recent_date_without_a_changelog_is_partial():
    grade = from_docs(("README.md", "Released 2025-04-01.\n"))
    assert grade == DimensionGrade(
        7, "partial", [reason("no-changelog")], evidence(newest="2025-04-01", days=61)
    )


@pytest.mark.parametrize(
    ("age", "grade", "labels"),
    [
        (90 * DAY, "pass", []),
        (90 * DAY + 12 * HOUR, "partial", ["infrequent-commits"]),
        (180 * DAY, "partial", ["infrequent-commits"]),
        (180 * DAY + 12 * HOUR, "fail", ["stale-repository"]),
    ],
)
def test_a_changelogs_age_at_the_boundaries(age, grade, labels):
    dated = datetime.datetime(2025, 1, 10, tzinfo=datetime.UTC)
    result = from_docs(("CHANGELOG.md", "## 1.0.0 - 2025-01-10\n"), now=dated + age)
    assert result == DimensionGrade(
        7,
        grade,
        [reason(label) for label in labels],
        evidence(["CHANGELOG.md"], newest="2025-01-10", days=age.days),
    )


@pytest.mark.parametrize(
    ("age", "grade", "labels"),
    [
        (180 * DAY, "partial", ["no-changelog"]),
        (180 * DAY + 12 * HOUR, "fail", ["no-maintenance-signal"]),
    ],
)
def test_a_dated_document_without_a_changelog_at_six_months(age, grade, labels):
    dated = datetime.datetime(2025, 1, 10, tzinfo=datetime.UTC)
    result = from_docs(("README.md", "Released 2025-01-10.\n"), now=dated + age)
    assert result == DimensionGrade(
        7,
        grade,
        [reason(label) for label in labels],
        evidence(newest="2025-01-10", days=age.days),
    )


def test_an_undated_changelog_is_partial():
    grade = from_docs(("CHANGELOG.md", "## Unreleased\n- Faster forecasts.\n"))
    assert grade == DimensionGrade(
        7, "partial", [reason("changelog-undated")], evidence(["CHANGELOG.md"])
    )


def test_a_naive_now_is_taken_as_utc():
    grade = from_docs(("CHANGELOG.md", "## 1.2.0 (2025-05-20)\n"), now=NOW.replace(tzinfo=None))
    assert grade == DimensionGrade(
        7, "pass", [], evidence(["CHANGELOG.md"], newest="2025-05-20", days=12)
    )


def test_a_folders_changelog_file_is_read_under_its_path():
    grade = grade_reliability_from_docs(
        None, now=NOW, changelogs=(("CHANGES.md", "## 0.3.0 - 2025-05-20\n"),)
    )
    assert grade == DimensionGrade(
        7, "pass", [], evidence(["CHANGES.md"], newest="2025-05-20", days=12)
    )


def test_a_folder_named_like_a_changelog_does_not_make_its_documents_changelogs():
    grade = from_docs(("docs/history/setup.md", "Set up with pip. Updated 2025-05-20.\n"))
    assert grade == DimensionGrade(
        7, "partial", [reason("no-changelog")], evidence(newest="2025-05-20", days=12)
    )


PAD = " " * 73


@pytest.mark.parametrize(
    ("text", "newest"),
    [
        ("Released March 5, 2025.", "2025-03-05"),
        ("Released 5 March 2025.", "2025-03-05"),
        # A protocol version beside a word for the protocol is not a maintenance date,
        # within 80 characters either side.
        ("Protocol version 2025-03-26 is supported.", None),
        ("Protocol" + PAD + "2025-03-26", "2025-03-26"),
        ("2025-03-26" + PAD + "protocol", "2025-03-26"),
        ("Protocol version 2025-03-26.\n" + "-" * 100 + "\nReleased 2025-05-20.", "2025-05-20"),
        # An impossible date is skipped, not the ones after it.
        ("Released 2025-02-30, then 2025-05-20.", "2025-05-20"),
        # A day ahead (time zones) counts; two days ahead does not.
        ("Dated 2025-06-02 and 2025-06-03.", "2025-06-02"),
    ],
)
def test_dates_written_in_a_document(text, newest):
    assert from_docs(("README.md", text)).evidence["newest_date"] == newest


# Dimensions 4 and 7 from a repository.


def repo(**fields) -> RepositoryObservation:
    fields.setdefault("files_scanned", 12)
    return RepositoryObservation(**fields)


def location(finding: SecretFinding) -> dict:
    return {
        "path": finding.path,
        "line": finding.line,
        "kind": finding.kind,
        "in_test_fixture": finding.in_test_fixture,
    }


DEFAULT = SecretFinding("src/crypto.py", 8, "default-encryption-key")
FIXTURE = SecretFinding("tests/fixtures/aws.txt", 2, "aws-access-key", in_test_fixture=True)
PLACEHOLDER = SecretFinding("README.md", 40, "generic-assignment", placeholder=True)


def test_a_default_key_and_a_fixture_secret_are_partial_and_placeholders_are_listed():
    grade = grade_security_static(
        repo(secrets=(PLACEHOLDER, FIXTURE, DEFAULT), server_entry_point=True)
    )
    assert grade == DimensionGrade(
        4,
        "partial",
        [
            reason("default-encryption-key", count=1),
            reason("secret-in-test-fixture", count=1),
        ],
        {
            "files_scanned": 12,
            "scan_truncated": False,
            "findings": 2,
            "findings_in_test_fixtures": 1,
            "locations": [location(DEFAULT), location(FIXTURE)],
            "server_entry_point": True,
            "placeholders": [location(PLACEHOLDER)],
        },
    )


def test_secrets_outside_fixtures_are_counted_in_their_reason():
    keys = (
        SecretFinding("deploy/id_rsa", 1, "private-key"),
        SecretFinding("src/settings.py", 4, "aws-access-key"),
    )
    grade = grade_security_static(repo(secrets=keys, server_entry_point=False))
    assert (grade.grade, grade.reasons) == ("fail", [reason("secret-in-repository", count=2)])
    assert grade.evidence["server_entry_point"] is False


def test_a_commit_date_in_another_zone_is_reported_in_utc():
    commit = datetime.datetime(2025, 5, 20, 23, 0, tzinfo=datetime.timezone(-5 * HOUR))
    grade = grade_reliability(
        repo(last_commit_at=commit, changelog_files=("CHANGELOG.md",)), now=NOW
    )
    assert (grade.grade, grade.reasons) == ("pass", [])
    assert grade.evidence["last_commit_at"] == "2025-05-21T04:00:00+00:00"
    assert grade.evidence["days_since_last_commit"] == 10


def test_a_naive_commit_date_is_taken_as_utc():
    grade = grade_reliability(repo(last_commit_at=datetime.datetime(2025, 5, 20)), now=NOW)
    assert (grade.grade, grade.reasons) == ("partial", [reason("no-changelog")])
    assert grade.evidence["last_commit_at"] == "2025-05-20T00:00:00+00:00"


def test_a_folder_without_history_is_graded_from_its_documents_at_the_given_time():
    observation = DocsObservation(documents=(Document("CHANGELOG.md", "## 1.0.0 - 2025-05-20\n"),))
    grade = grade_reliability(repo(), now=NOW, docs=observation)
    assert grade == DimensionGrade(
        7,
        "pass",
        [],
        {
            **evidence(["CHANGELOG.md"], newest="2025-05-20", days=12),
            "source": "folder without history",
            "changelog_files": [],
            "release_tags": 0,
            "commits_examined": 0,
        },
    )
