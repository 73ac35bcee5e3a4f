"""Hints that fit the server: no "offer programmatic authentication" for a local server
that needs none, and a catalog over the response cap reported as too large, not as an
unreachable server."""

from __future__ import annotations

import pytest

from assessments.graders.docs import grade_deployment
from assessments.graders.live import grade_deployment_live, grade_error_handling
from assessments.harness.transport import MAX_RESPONSE_BYTES
from assessments.observations import DocsObservation, Document
from tests.builders import live
from tests.mcp_servers import huge_catalog

# Set-up documentation in the style of the reference filesystem, memory and time servers:
# a client configuration that starts a local process, and no credential anywhere.
LOCAL_README = """\
# Time MCP Server

A Model Context Protocol server that gives time and timezone conversions.

## Installation

```sh
uvx mcp-server-time
```

## Configuration

```json
{"mcpServers": {"time": {"command": "uvx", "args": ["mcp-server-time"]}}}
```

Licensed under the MIT License.
"""


def readme(text: str) -> DocsObservation:
    return DocsObservation(documents=(Document("README.md", text),))


def labels(grade) -> list[str]:
    return [entry["label"] for entry in grade.reasons]


def test_a_local_server_that_needs_no_authentication_gets_no_auth_hint():
    result = grade_deployment(readme(LOCAL_README), listing={})
    assert result.grade == "partial"
    assert labels(result) == ["no-remote-option"]
    assert result.evidence["checks"]["programmatic_auth"] is True
    assert result.evidence["found_in"]["programmatic_auth"].startswith("none needed")


@pytest.mark.parametrize(
    "needs",
    [
        "Sign in through the browser the first time it starts.",
        "Give the database password on the command line.",
        "## Authentication\n\nAsk the administrator for access.",
        "Set DB_PASSWORD before starting it.",
        "It reads your OAuth session from the keychain.",
    ],
)
def test_a_local_server_whose_docs_ask_for_a_credential_keeps_the_hint(needs):
    result = grade_deployment(readme(LOCAL_README + "\n" + needs + "\n"), listing={})
    assert result.evidence["checks"]["programmatic_auth"] is False
    assert "auth-not-programmatic" in labels(result)


def test_a_local_server_with_a_token_variable_has_programmatic_authentication():
    text = LOCAL_README + '\nSet `"env": {"GITHUB_PERSONAL_ACCESS_TOKEN": "<token>"}`.\n'
    result = grade_deployment(readme(text), listing={})
    assert result.evidence["found_in"]["programmatic_auth"] == "README.md"


def test_a_remote_server_still_needs_its_authentication_documented():
    result = grade_deployment(readme(LOCAL_README), listing={"endpoint_url": "https://w.dev/mcp"})
    assert "auth-not-programmatic" in labels(result)


def test_no_set_up_documentation_shows_nothing_about_authentication():
    result = grade_deployment(readme("A time server."), listing={})
    assert "auth-not-programmatic" in labels(result)


def test_a_package_run_locally_over_stdio_needs_no_auth_when_its_docs_ask_for_none():
    from assessments.observations import LiveObservation

    local = LiveObservation(
        connected=True, protocol_version="2025-06-18", user_agent="ua", call_budget=15,
        transport="stdio",
    )  # fmt: skip
    result = grade_deployment_live(readme(LOCAL_README), {"package": "npm"}, local)
    assert "auth-not-programmatic" not in labels(result)


def test_a_catalog_over_the_response_cap_is_too_large_not_unreachable():
    with huge_catalog(tools=4000) as server:
        observation, budget = live(server.url)
        listed = [r for r in server.requests if r.rpc_method == "tools/list"]
    assert not observation.connected
    assert observation.failure.label == "catalog-too-large"
    assert str(MAX_RESPONSE_BYTES) in observation.failure.detail
    # One tools/list: the other protocol era is not tried for the same catalog.
    assert len(listed) == 1 and budget.used == 1
    grade = grade_error_handling(observation)
    assert grade.grade == "not_tested"
    assert grade.reasons[0]["label"] == "catalog-too-large"
    assert str(MAX_RESPONSE_BYTES) in grade.evidence["detail"]
