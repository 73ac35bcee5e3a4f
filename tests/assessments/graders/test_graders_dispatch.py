"""Which grader judges each dimension, per assessment type, and what is not tested."""

from __future__ import annotations

import datetime

from assessments.graders import grade_observations, merge_catalogs
from assessments.observations import (
    Catalog,
    DocsObservation,
    Document,
    Observations,
    RepositoryObservation,
    SecretFinding,
    Tool,
    Unavailable,
)

NOW = datetime.datetime(2026, 12, 2, tzinfo=datetime.UTC)
TOOL = Tool(
    name="get_weather",
    description="Return the current weather for a city as temperature and conditions.",
    input_schema={"properties": {"city": {"type": "string", "description": "City"}}},
    output_schema={"type": "object"},
    annotations={"readOnlyHint": True},
)
README = (
    "# Weather\n\n## Tools\n\n| Tool | Description |\n|---|---|\n| get_weather | city: string |\n"
)
REPO = RepositoryObservation(
    last_commit_at=NOW - datetime.timedelta(days=3),
    changelog_files=("CHANGELOG.md",),
    files_scanned=10,
    source_tools=(TOOL,),
)


def grades(**fields) -> dict[int, str]:
    obs = Observations(now=NOW, **fields)
    result = grade_observations(obs)
    assert [g.number for g in result] == list(range(1, 9))
    return {g.number: g.grade for g in result}


def labels(**fields) -> dict[int, str]:
    return {
        g.number: (g.reasons[0]["label"] if g.reasons else "")
        for g in grade_observations(Observations(now=NOW, **fields))
    }


def test_documentation_type_leaves_live_and_static_dimensions_untested():
    docs = DocsObservation(documents=(Document("README.md", README),))
    result = grades(
        assessment_type="documentation",
        docs=docs,
        declared_catalog=Catalog((TOOL,), "README.md table"),
        repository=REPO,
    )
    assert result[2] == result[3] == result[4] == "not_tested"
    assert result[1] != "not_tested" and result[7] == "pass"
    why = labels(assessment_type="documentation", docs=docs, repository=REPO)
    assert why[2] == why[4] == "not-in-tier"


def test_static_type_uses_tools_found_in_source_and_scans_for_secrets():
    leaky = RepositoryObservation(
        last_commit_at=NOW, files_scanned=5, secrets=(SecretFinding("key.pem", 1, "private-key"),),
        source_tools=(TOOL,),
    )  # fmt: skip
    result = grades(assessment_type="static", repository=leaky, docs=Unavailable("no-sources"))
    assert result[1] == "pass" and result[4] == "fail"
    assert result[6] == result[8] == "not_tested"


def test_unreadable_sources_are_not_tested_with_their_reason_never_zero():
    why = labels(
        assessment_type="static",
        repository=Unavailable("repository-unreachable", "timed out"),
        docs=Unavailable("docs-unreachable", "HTTP 404"),
        declared_catalog=Unavailable("no-catalog"),
    )
    assert why[4] == why[7] == "repository-unreachable"
    assert why[6] == why[8] == "docs-unreachable"
    assert why[1] == why[5] == "no-catalog"


def test_opted_out_servers_have_live_dimensions_marked_so():
    why = labels(assessment_type="static", repository=REPO, opted_out=True)
    assert why[2] == why[3] == "opted-out"


def test_merging_prefers_the_first_source_field_by_field():
    declared = Catalog((Tool(name="a", description="declared", annotations=None),), "server.json")
    source = Catalog(
        (Tool(name="a", description="source", annotations={"readOnlyHint": True}), Tool(name="b")),
        "source code",
    )
    merged = merge_catalogs(declared, source)
    tools = {t.name: t for t in merged.tools}
    assert tools["a"].description == "declared" and tools["a"].annotations == {"readOnlyHint": True}
    assert set(tools) == {"a", "b"} and merged.source == "server.json + source code"
    assert merge_catalogs(None, Unavailable("no-catalog")) is None
