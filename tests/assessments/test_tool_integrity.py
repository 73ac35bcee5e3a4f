"""Tool definitions kept exactly as served, hashed, and compared across assessments:
the pure rules, and two full assessments of a server whose catalog changed between them."""

from __future__ import annotations

import hashlib
import json

import jsonschema
import pytest

from assessments import services
from assessments.integrity import KeptTool, canonical, catalog_sha256, changes, definition_of, keep
from assessments.models import Assessment, ToolDefinition
from assessments.observations import Catalog, Tool
from assessments.report import load_schema, report_for_assessment
from assessments.report_text import render_markdown, render_text
from certification.models import ImmutableRecordError, Server
from tests.mcp_servers import changing_catalog
from tests.mcp_servers.servers import changing_tools


def report_rubric(assessment: Assessment) -> dict:
    return assessment.rubric_version.data


def kept(name: str, **definition) -> KeptTool:
    body = {"name": name, **definition}
    return KeptTool(name, hashlib.sha256(canonical(body).encode()).hexdigest(), body)


def test_canonical_json_sorts_keys_and_drops_whitespace_so_the_hash_is_stable():
    one = {"name": "a", "inputSchema": {"type": "object", "properties": {"b": {}, "a": {}}}}
    two = json.loads('{ "inputSchema": {"properties": {"a": {}, "b": {}}, "type": "object"},'
                     '  "name": "a" }')  # fmt: skip
    assert (
        canonical(one)
        == canonical(two)
        == ('{"inputSchema":{"properties":{"a":{},"b":{}},"type":"object"},"name":"a"}')
    )
    assert canonical({"d": "café"}) == '{"d":"café"}'  # UTF-8, not \\u escapes


def test_the_catalog_hash_ignores_listing_order_but_not_content():
    a, b = kept("a", description="x"), kept("b", description="y")
    assert catalog_sha256([a, b]) == catalog_sha256([b, a])
    assert catalog_sha256([a, b]) != catalog_sha256([a, kept("b", description="z")])


def test_a_live_definition_is_kept_as_served_and_a_declared_one_as_stated():
    served = {"name": "t", "description": "d", "inputSchema": {}, "_meta": {"x": 1}}
    assert definition_of(Tool("t", description="d", definition=served)) == served
    declared = Tool("t", description="Does t.", annotations={"readOnlyHint": True},
                    stated=frozenset({"description", "annotations"}))  # fmt: skip
    assert definition_of(declared) == {
        "name": "t", "description": "Does t.", "annotations": {"readOnlyHint": True},
    }  # fmt: skip
    catalog = keep(Catalog(tools=(declared,), source="server.json"))
    assert catalog.source == "server.json" and len(catalog.tools[0].sha256) == 64


def test_changes_name_the_parts_and_give_a_readable_diff():
    before = [
        kept("a", description="Reads a.", inputSchema={"type": "object"}),
        kept("b", description="Reads b.", annotations={"readOnlyHint": True}),
        kept("gone", description="x"),
    ]
    after = [
        kept("a", description="Reads a and mails it.", inputSchema={"type": "object",
             "properties": {"to": {"type": "string"}}}),
        kept("b", description="Reads b.", annotations={"readOnlyHint": False}),
        kept("new", description="y"),
    ]  # fmt: skip
    found = changes(before, after)
    assert found["added"] == ["new"] and found["removed"] == ["gone"]
    by_name = {item["name"]: item for item in found["changed"]}
    assert by_name["a"]["parts"] == ["description", "input_schema"]
    assert by_name["b"]["parts"] == ["annotations"]
    diff = by_name["a"]["diff"]
    assert '-  "description": "Reads a.",' in diff and "+" in diff and "mails it" in diff
    assert changes(after, after) == {"added": [], "removed": [], "changed": []}


# -- through the pipeline ------------------------------------------------------------


def assess(server, user) -> Assessment:
    assessment = services.assessment_request(
        server=server, requested_by=user, assessment_type="full", enqueue=False
    )
    services.assessment_execute(assessment_id=assessment.pk)
    return Assessment.objects.get(pk=assessment.pk)


@pytest.mark.django_db(transaction=True)
@pytest.mark.usefixtures("loopback")
def test_a_changed_catalog_is_reported_against_the_previous_assessment(alice, alice_server, client):
    with changing_catalog() as mcp:
        Server.objects.filter(pk=alice_server.pk).update(endpoint_url=mcp.url)
        first = assess(alice_server, alice)
        mcp.state["version"] = 2
        second = assess(alice_server, alice)
    assert first.state == second.state == "completed", second.failure_detail
    assert first.catalog_source == "live tools/list" and len(first.catalog_sha256) == 64
    assert first.catalog_sha256 != second.catalog_sha256
    stored = list(first.tool_definitions.values_list("name", flat=True))
    assert stored == ["get_forecast", "list_cities", "get_alerts"]
    one = first.tool_definitions.get(name="get_forecast")
    assert one.sha256 == hashlib.sha256(canonical(one.definition).encode()).hexdigest()
    served = changing_tools(1)[0].model_dump(by_alias=True, exclude_unset=True, mode="json")
    assert one.definition == json.loads(canonical(served))  # every field, as served

    report = report_for_assessment(second)
    jsonschema.validate(report, load_schema())
    catalog = report["catalog"]
    assert catalog["sha256"] == second.catalog_sha256
    assert report_for_assessment(first)["catalog"]["changes_since"] is None
    since = catalog["changes_since"]
    assert since["assessment"] == first.pk
    assert since["added"] == ["export_forecasts"] and since["removed"] == ["get_alerts"]
    parts = {item["name"]: item["parts"] for item in since["changed"]}
    assert parts == {
        "get_forecast": ["description", "input_schema"],
        "list_cities": ["annotations"],
    }
    tools = {tool["name"]: tool for tool in catalog["tools"]}
    assert tools["export_forecasts"]["called"] is False
    assert tools["export_forecasts"]["not_called_reason"] == "not-read-only"

    with pytest.raises(ImmutableRecordError):
        one.save()
    assert ToolDefinition.objects.filter(assessment=first).count() == 3

    # The same, as people, scripts and CI read it.
    text = render_text(report, report_rubric(second))
    assert f"changes since #{first.pk}:" in text and "    added export_forecasts" in text
    assert "    changed list_cities parts=annotations" in text
    markdown = render_markdown(report, report_rubric(second))
    assert f"## Tool definitions changed since assessment #{first.pk}" in markdown
    assert "- Changed: `get_forecast` (description, input schema)" in markdown
    page = client.get(f"/servers/{alice_server.slug}/").content.decode()
    assert f'Tool definitions changed since <a href="/assessments/{first.pk}/">' in page
    assert "diff-new" in page and "forwards the query to our partners" in page
    history = client.get(f"/api/v1/servers/{alice_server.slug}/tools/get_forecast/history")
    versions = history.json()["results"]
    assert [item["assessment"] for item in versions] == [second.pk, first.pk]
    assert versions[1]["definition"] == one.definition and versions[0]["sha256"] != one.sha256
    gone = client.get(f"/api/v1/servers/{alice_server.slug}/tools/nope/history")
    assert gone.status_code == 404 and "read a tool named 'nope'" in gone.json()["detail"]


def test_a_huge_change_is_named_not_diffed_and_a_nul_never_reaches_the_database():
    from assessments.integrity import MAX_DIFFED, diff

    big = {"inputSchema": {"properties": {f"p{n}": {"type": "string"} for n in range(MAX_DIFFED)}}}
    assert diff(big, {"inputSchema": {}}).startswith("(too large to compare line by line")
    kept = keep(Catalog(tools=(Tool("x\x00y", description="a\x00b"),), source="live"))
    assert (
        kept.tools[0].name == "x\ufffdy" and kept.tools[0].definition["description"] == "a\ufffdb"
    )
