"""Sagentum's own MCP endpoint (``/mcp``): its tools over the wire, the Host and Origin
checks of the ASGI application, its documentation page, and our own assessment of it.

The tools run in worker threads (as they do when served), so these tests commit
their rows (``transactional_db``).
"""

from __future__ import annotations

import json
import subprocess
import urllib.error
import urllib.request
from contextlib import contextmanager

import anyio
import jsonschema
import pytest
from mcp import Client

from assessments.models import Assessment
from assessments.report import load_schema, report_for_assessment
from certification.models import ChangelogEntry, ServerPackage
from sagentum.asgi import SiteWithMcp, django_application
from tests.builders import call, published
from tests.conftest import make_server
from tests.mcp_servers.runtime import FixtureServer
from tests.paths import ROOT
from web.mcp.server import asgi_app, build_server

pytestmark = pytest.mark.django_db(transaction=True)
ROOT = ROOT


def tools() -> list:
    async def run():
        async with Client(build_server(), mode="legacy") as client:
            return (await client.list_tools()).tools

    return anyio.run(run)


@contextmanager
def served():
    """The site and its MCP endpoint as production serves them: one ASGI application."""
    with FixtureServer(SiteWithMcp(django_application, asgi_app()), name="sagentum") as server:
        yield server


@pytest.fixture
def certified():
    server = make_server("Weather Tools", description="Forecasts for any city.")
    assessment = published(server, kind="full", grades=dict.fromkeys(range(1, 9), "pass"))
    make_server("Ledger Books", description="Bookkeeping.")
    return server, assessment


def test_every_tool_is_read_only_typed_described_and_declares_its_output():
    listed = tools()
    assert [tool.name for tool in listed] == [
        "find_servers", "get_certification", "get_report", "recent_changelog", "get_rubric",
        "explain",
    ]  # fmt: skip
    for tool in listed:
        assert tool.annotations.read_only_hint is True, tool.name
        assert tool.annotations.destructive_hint is False, tool.name
        assert tool.title and len(tool.description) >= 40 and "\n" not in tool.description
        assert tool.output_schema and tool.output_schema.get("type") == "object", tool.name
        for name, spec in tool.input_schema.get("properties", {}).items():
            assert spec.get("description") and ("type" in spec or "anyOf" in spec), name
    report_tool = next(tool for tool in listed if tool.name == "get_report")
    assert report_tool.output_schema == load_schema()


def test_find_servers_gives_tier_and_score_best_first_with_paging(certified):
    server, assessment = certified
    page = call("find_servers").structured_content
    assert [s["slug"] for s in page["servers"]] == [server.slug, "ledger-books"]
    first = page["servers"][0]
    assert first["tier"] == assessment.tier == "production_ready"
    assert first["score"] == float(assessment.score) and first["assessment_id"] == assessment.pk
    assert first["report_card_url"].endswith(f"/servers/{server.slug}/")
    assert page["servers"][1]["tier_name"] == "Not yet assessed"
    assert call("find_servers", {"query": "bookkeeping"}).structured_content["total"] == 1
    assert call("find_servers", {"tier": "not_assessed"}).structured_content["total"] == 1
    first_page = call("find_servers", {"page_size": 1}).structured_content
    assert first_page["has_more"] and first_page["total"] == 2 and first_page["total_exact"]
    second = call(
        "find_servers", {"page_size": 1, "cursor": first_page["next_cursor"]}
    ).structured_content
    assert [s["slug"] for s in second["servers"]] == ["ledger-books"] and not second["has_more"]
    assert second["next_cursor"] is None


def test_find_servers_says_how_to_connect_to_each_server(certified):
    server, _ = certified
    local = make_server("Local Sheets", endpoint_url="", description="Read a spreadsheet.")
    ServerPackage.objects.create(
        server=local,
        registry_type="npm",
        identifier="@acme/sheets-mcp",
        version="2.0.1",
        runtime_arguments=["-y"],
        environment_variables=[
            {"name": "SHEETS_TOKEN", "is_required": True, "is_secret": True, "description": "Key"},
            {"name": "SHEETS_REGION", "is_required": False},
        ],
    )
    servers = {s["slug"]: s for s in call("find_servers").structured_content["servers"]}
    hosted = servers[server.slug]
    assert hosted["endpoint_url"] == server.endpoint_url
    assert hosted["transport"] == "streamable_http" and hosted["packages"] == []
    assert hosted["client_config"] == {"type": "http", "url": server.endpoint_url}
    packaged = servers[local.slug]
    assert packaged["endpoint_url"] is None and packaged["transport"] is None
    (package,) = packaged["packages"]
    assert package["command"] == "npx -y @acme/sheets-mcp@2.0.1"
    assert [(v["name"], v["required"], v["secret"]) for v in package["environment_variables"]] == [
        ("SHEETS_TOKEN", True, True),
        ("SHEETS_REGION", False, False),
    ]
    assert packaged["client_config"] == {
        "command": "npx",
        "args": ["-y", "@acme/sheets-mcp@2.0.1"],
        "env": {"SHEETS_TOKEN": "<SHEETS_TOKEN>"},
    }
    body = call("get_certification", {"slug": local.slug}).structured_content
    assert body["client_config"] == packaged["client_config"]
    assert body["packages"] == packaged["packages"]


def test_get_certification_matches_the_report_card(certified):
    server, assessment = certified
    body = call("get_certification", {"slug": server.slug}).structured_content
    assert body["certified"] and body["assessment_id"] == assessment.pk
    assert (body["tier"], body["score"], body["ceiling"]) == ("production_ready", 100.0, None)
    assert body["scored_on"] == 8 and [d["number"] for d in body["dimensions"]] == list(range(1, 9))
    assert sum(d["points_earned"] for d in body["dimensions"]) == pytest.approx(100.0)
    assert body["badge_url"].endswith(f"/badge/{server.slug}.svg")
    bare = call("get_certification", {"slug": "ledger-books"}).structured_content
    assert not bare["certified"] and bare["scored_on"] == 0 and bare["dimensions"] == []


def test_get_report_is_the_published_report_and_valid_against_its_schema(certified):
    _server, assessment = certified
    result = call("get_report", {"assessment_id": assessment.pk})
    assert not result.is_error
    jsonschema.validate(result.structured_content, load_schema())
    expected = json.loads(
        json.dumps(report_for_assessment(Assessment.objects.get(pk=assessment.pk)))
    )
    assert result.structured_content == expected
    assert json.loads(result.content[0].text) == expected


def test_the_changelog_newest_first_and_since(certified):
    server, _ = certified
    entries = call("recent_changelog").structured_content
    seqs = [e["seq"] for e in entries["entries"]]
    assert seqs == sorted(seqs, reverse=True) and entries["latest_seq"] == seqs[0]
    newest = ChangelogEntry.objects.order_by("-seq").first()
    assert call("recent_changelog", {"since": str(newest.seq)}).structured_content["entries"] == []
    mine = call("recent_changelog", {"server": server.slug}).structured_content["entries"]
    assert mine and {e["server"] for e in mine} == {server.slug}


def test_the_rubric_and_explanations():
    rubric = call("get_rubric").structured_content
    assert rubric["version"] == "1.0" and len(rubric["dimensions"]) == 8
    assert rubric["ceilings"] == {"documentation": 75, "static": 80}
    assert rubric["tiers"][0]["key"] == "production_ready"
    by_number = call("explain", {"term": "5"}).structured_content
    assert by_number["kind"] == "dimension" and by_number["term"] == "idempotency_safety"
    assert set(by_number["criteria"]) == {"pass", "partial", "fail"}
    assert by_number["url"].endswith("#dimension-5")
    assert call("explain", {"term": "suitable"}).structured_content["kind"] == "tier"
    reason = call("explain", {"term": "call-failed"}).structured_content
    assert reason["kind"] == "reason" and reason["url"].endswith("#reason-call-failed")


def test_explain_takes_the_names_get_certification_gives(certified):
    server, _ = certified
    dimensions = call("get_certification", {"slug": server.slug}).structured_content["dimensions"]
    for dimension in dimensions:
        for term in (dimension["name"], dimension["name"].upper(), dimension["key"]):
            explained = call("explain", {"term": term}).structured_content
            assert (explained["kind"], explained["term"]) == ("dimension", dimension["key"])
        for reason in dimension["reasons"]:
            assert call("explain", {"term": reason}).structured_content["kind"] == "reason"
    tier = call("explain", {"term": "Production Ready"}).structured_content
    assert (tier["kind"], tier["term"]) == ("tier", "production_ready")
    refused = call("explain", {"term": "speed"})
    assert refused.is_error and "Send a dimension's number (1-8)" in refused.content[0].text
    assert "tool_descriptions" in refused.content[0].text


def test_points_come_rounded_as_the_report_card_shows_them():
    server = make_server("Uneven Weather")
    grades = {n: ("partial" if n % 2 else "pass") for n in range(1, 8)} | {8: "not_tested"}
    published(server, kind="full", grades=grades)
    body = call("get_certification", {"slug": server.slug}).structured_content
    measured = [d for d in body["dimensions"] if d["grade"] != "not_tested"]
    assert len(measured) == 7  # the shares of 100 are sevenths of the weights: not exact
    for dimension in measured:
        for points in (dimension["points_possible"], dimension["points_earned"]):
            assert points == round(points, 2) and len(str(points)) <= 6


def test_a_bad_tier_names_the_tiers_to_send():
    listed = {tool.name: tool for tool in tools()}
    tier = listed["find_servers"].input_schema["properties"]["tier"]
    assert "production_ready" in json.dumps(tier)
    refused = call("find_servers", {"tier": "gold"})
    assert refused.is_error
    text = refused.content[0].text
    assert "'gold' is not a tier: send one of production_ready, suitable" in text
    assert "validation error" not in text.lower()


@pytest.mark.parametrize(
    ("name", "arguments", "says"),
    [
        ("get_certification", {"slug": "nope"}, "No server is listed as 'nope'"),
        ("get_certification", {"slug": "../etc"}, "slug"),
        ("get_certification", {}, "slug"),
        ("get_report", {"assessment_id": 999999}, "No finished assessment has id 999999"),
        ("get_report", {"assessment_id": "one"}, "assessment_id"),
        ("get_report", {"assessment_id": 0}, "assessment_id"),
        ("find_servers", {"page_size": 500}, "page_size"),
        ("find_servers", {"tier": "gold"}, "tier"),
        ("find_servers", {"query": "x" * 101}, "query"),
        ("find_servers", {"cursor": "not-a-cursor"}, "cursor cannot be read"),
        ("recent_changelog", {"since": "yesterday"}, "ISO 8601"),
        ("recent_changelog", {"limit": 0}, "limit"),
        ("get_rubric", {"version": "9.9"}, "No published rubric version '9.9'"),
        ("explain", {"term": "nope"}, "not a dimension, tier or reason label"),
        ("explain", {"term": ""}, "term"),
    ],
)
def test_bad_arguments_are_a_tool_error_that_says_why(name, arguments, says):
    result = call(name, arguments)
    assert result.is_error and says in result.content[0].text


def test_a_cancelled_assessment_has_no_report():
    server = make_server("Weather Tools")
    from tests.builders import queued

    assessment = queued(server)
    Assessment.objects.filter(pk=assessment.pk).update(state=Assessment.State.CANCELLED)
    assert call("get_report", {"assessment_id": assessment.pk}).is_error


def post(url: str, headers: dict[str, str]) -> tuple[int, bytes]:
    body = json.dumps({"jsonrpc": "2.0", "id": 1, "method": "tools/list"}).encode()
    request = urllib.request.Request(url, data=body, method="POST")  # noqa: S310 - loopback
    base = {
        "Content-Type": "application/json",
        "Accept": "application/json, text/event-stream",
        "MCP-Protocol-Version": "2025-11-25",
    }
    for key, value in {**base, **headers}.items():
        request.add_header(key, value)
    try:
        with urllib.request.urlopen(request, timeout=10) as response:  # noqa: S310 - loopback
            return response.status, response.read()
    except urllib.error.HTTPError as error:
        return error.code, error.read()


def test_served_beside_the_site_on_one_port_with_host_and_origin_checked(certified):
    server, _ = certified
    with served() as site:
        base = site.url.removesuffix("/mcp")
        with urllib.request.urlopen(f"{base}/servers/{server.slug}/", timeout=10) as page:  # noqa: S310
            assert page.status == 200 and server.name in page.read().decode()
        status, body = post(site.url, {"Origin": base})
        assert status == 200 and b"find_servers" in body
        assert post(site.url + "/", {})[0] == 200
        assert post(site.url, {"Host": "evil.example"}) == (
            421,
            b"Invalid Host header: this host is not served here.",
        )
        assert post(site.url, {"Origin": "http://evil.example"})[0] == 403
        huge = urllib.request.Request(site.url, data=b" " * (2 * 1024 * 1024), method="POST")  # noqa: S310
        huge.add_header("Content-Type", "application/json")
        with pytest.raises(urllib.error.HTTPError) as too_large:
            urllib.request.urlopen(huge, timeout=10)  # noqa: S310 - loopback
        assert too_large.value.code == 413
        assert post(site.url, {"Origin": "null"})[0] == 403

        async def over_http():
            async with Client(site.url) as client:
                return await client.call_tool("get_certification", {"slug": server.slug})

        assert anyio.run(over_http).structured_content["tier"] == "production_ready"


def test_the_documentation_page_lists_every_tool_with_typed_parameters(client):
    page = client.get("/docs/mcp/")
    text = page.content.decode()
    assert page.status_code == 200
    for tool in tools():
        assert f'id="tool-{tool.name}"' in text
        for parameter in tool.input_schema.get("properties", {}):
            assert f"<code>{parameter}</code>" in text, (tool.name, parameter)
    assert "<code>integer</code>" in text and 'id="troubleshooting"' in text
    assert "http://127.0.0.1:8000/mcp" in text and "#reason-call-failed" in text


def test_our_own_full_assessment_of_the_endpoint_is_production_ready(certified, settings):
    """The acceptance check: Sagentum's harness, documentation and repository graders, run
    on Sagentum's own endpoint, docs page and repository, give Production Ready."""
    from django.core.management import call_command

    settings.ALLOW_PRIVATE_TARGETS = True
    out = __import__("io").StringIO()
    with served() as site:
        base = site.url.removesuffix("/mcp")
        args = [
            "--endpoint", site.url, "--docs", f"{base}/docs/mcp/", "--repo", str(ROOT),
            "--tier", "full", "--no-save", "--format", "json",
        ]  # fmt: skip
        call_command("assess", *args, stdout=out)
    report = json.loads(out.getvalue())
    grades = {d["number"]: d["grade"] for d in report["dimensions"]}
    assert grades == dict.fromkeys(range(1, 9), "pass"), report["dimensions"]
    assert report["tier"] == "production_ready" and report["live"]["calls_made"] <= 15


def test_an_address_past_the_anonymous_rate_gets_a_429_with_retry_after(settings):
    rates = {"anon": "3/minute", "user": None}
    settings.REST_FRAMEWORK = {**settings.REST_FRAMEWORK, "DEFAULT_THROTTLE_RATES": rates}
    with served() as site:
        codes = [post(site.url, {})[0] for _ in range(3)]
        request = urllib.request.Request(site.url, data=b"{}", method="POST")  # noqa: S310
        request.add_header("Content-Type", "application/json")
        with pytest.raises(urllib.error.HTTPError) as refused:
            urllib.request.urlopen(request, timeout=10)  # noqa: S310 - loopback
    assert codes == [200, 200, 200]
    assert refused.value.code == 429 and int(refused.value.headers["Retry-After"]) > 0
    error = json.loads(refused.value.read())["error"]
    assert error["code"] == -32000 and "retry after" in error["message"]


INSPECTOR = ROOT / "tests" / "inspector" / "node_modules" / ".bin" / "mcp-inspector-cli"


@pytest.mark.skipif(
    not INSPECTOR.exists(),
    reason="the MCP Inspector CLI is not installed: npm ci --prefix tests/inspector",
)
def test_the_mcp_inspector_cli_lists_and_calls_the_tools(certified):
    server, _ = certified

    def inspector(site, *args: str) -> dict:
        command = [str(INSPECTOR), "--cli", site.url, "--transport", "http", *args]
        done = subprocess.run(command, capture_output=True, text=True, timeout=60, check=False)
        assert done.returncode == 0, done.stderr
        return json.loads(done.stdout)

    with served() as site:
        listed = inspector(site, "--method", "tools/list")
        called = inspector(
            site, "--method", "tools/call", "--tool-name", "get_certification",
            "--tool-arg", f"slug={server.slug}",
        )  # fmt: skip
    assert len(listed["tools"]) == 6
    assert all(tool["annotations"]["readOnlyHint"] for tool in listed["tools"])
    assert called["isError"] is False
    assert called["structuredContent"]["tier"] == "production_ready"
