"""Dimension 8: a hosted endpoint is one a client is told to connect to, never a link to a
page whose path happens to end in /mcp or /sse."""

from __future__ import annotations

import pytest

from assessments.graders.docs import grade_deployment
from assessments.observations import DocsObservation, Document

# A README that links to pages about MCP, as a REST API's server README does.
LINKS_ONLY = """\
# Acme Weather MCP

Read about the protocol on the [MCP page](https://weather-acme.dev/features/mcp) and the
[streaming notes](https://weather-acme.dev/blog/sse). The full guide is at
https://weather-acme.dev/docs/mcp and the changelog at https://weather-acme.dev/mcp.

## Install

```sh
npx -y @acme/weather-mcp
```
"""


def remote(text: str) -> bool:
    result = grade_deployment(DocsObservation(documents=(Document("README.md", text),)), listing={})
    return result.evidence["checks"]["remote"]


def test_links_to_pages_ending_in_mcp_or_sse_are_not_hosted_endpoints():
    assert remote(LINKS_ONLY) is False
    result = grade_deployment(
        DocsObservation(documents=(Document("README.md", LINKS_ONLY),)), listing={}
    )
    assert result.grade == "partial"
    assert "no-remote-option" in [r["label"] for r in result.reasons]


@pytest.mark.parametrize(
    "text",
    [
        "```sh\nclaude mcp add --transport http weather https://api.weather-acme.dev/v1\n```",
        "```sh\nclaude mcp add -t sse weather https://api.weather-acme.dev/events\n```",
        '```json\n{"mcpServers": {"weather": {"command": "npx", "args": '
        '["-y", "mcp-remote", "https://api.weather-acme.dev/sse"]}}}\n```',
        '```json\n{"mcpServers": {"weather": {"url": "https://api.weather-acme.dev/v1"}}}\n```',
        "Connect your MCP client to `https://api.weather-acme.dev/mcp`.",
        "Point Claude at https://api.weather-acme.dev/sse and sign in.",
        "The hosted server is available at https://api.weather-acme.dev/v1/mcp.",
        "Endpoint: https://api.weather-acme.dev/mcp",
        # A remote server said to be at a host named for MCP, at its root.
        "Acme hosts a remote MCP server at https://mcp.weather-acme.dev. View the docs here.",
        "Remote server: https://mcp.weather-acme.dev/",
    ],
)
def test_an_endpoint_a_client_is_told_to_connect_to_is_hosted(text):
    assert remote(text) is True


@pytest.mark.parametrize(
    "text",
    [
        # A local server's command follows `--`: its URL arguments are not the endpoint.
        "```sh\nclaude mcp add weather -- npx -y weather-mcp --api https://api.acme.dev/mcp\n```",
        # An instruction to read, not to connect.
        "To connect to Acme, see the docs at https://weather-acme.dev/guides/mcp.",
        "Learn how to connect in our guide: https://weather-acme.dev/setup/mcp",
        # A bare link, whatever its path ends in.
        "[Changelog](https://weather-acme.dev/mcp)",
        "https://weather-acme.dev/sse",
        # A host named for MCP with no instruction, or a page on one; another host's root.
        "Our status page: https://mcp.weather-acme.dev/status.html",
        "See https://mcp.weather-acme.dev for news.",
        "Acme hosts a remote MCP server at https://weather-acme.dev.",
        "The remote server at https://mcp.weather-acme.dev/docs/ explains it.",
    ],
)
def test_no_instruction_to_connect_no_hosted_endpoint(text):
    assert remote(text) is False


@pytest.mark.parametrize(
    "text",
    [
        # An identity provider's issuer in an OAuth set-up, with a tenant placeholder.
        '```json\n{"oauth": {"url": "https://login.microsoftonline.com/<TENANT_ID>/v2.0"}}\n```',
        '```json\n{"issuer": {"url": "https://keycloak.acme-corp.io/realms/mcp"}}\n```',
        # A per-tenant template is no endpoint anyone can connect to as written.
        "Connect to `https://mcp.acme-corp.io/{tenant}/mcp` once signed in.",
    ],
)
def test_a_sign_in_url_or_a_tenant_template_is_no_hosted_endpoint(text):
    assert not remote(text)


def test_dates_that_say_which_protocol_or_sit_in_a_url_are_no_maintenance_signal():
    import datetime

    from assessments.graders.docs import _dates

    now = datetime.datetime(2026, 12, 3, tzinfo=datetime.UTC)
    seen = [
        "Speaks MCP protocol version 2026-07-28.",
        "See https://spec.modelcontextprotocol.io/specification/2025-03-26/server",
        '{"error": {"version": "2026-09-12-placeholder"}}',
    ]
    for text in seen:
        assert _dates(text, now) == [], text
    kept = ["## [1.4.0] - 2026-09-12", "Released 2026-07-28 with fixes", "at 2026-10-01T10:00Z"]
    for text in kept:
        assert len(_dates(text, now)) == 1, text
