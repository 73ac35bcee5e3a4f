"""The certified directory as an MCP Registry sub-registry (``/v0/servers``): the
registry's list and version reads, every entry checked against the registry's published
server.json schema and every page against its API's response schema, Sagentum's
certification under ``_meta`` with the changelog entry that published it."""

from __future__ import annotations

import datetime
import json
from pathlib import Path
from urllib.parse import quote, urlsplit

import pytest
import yaml
from django.db import connection
from django.test.utils import CaptureQueriesContext
from django.utils import timezone
from jsonschema import Draft202012Validator, FormatChecker
from referencing import Registry, Resource

from certification import merkle, services, transparency
from certification.models import Server, ServerPackage
from certification.registry import parse
from certification.registry_import import registry_import
from tests.builders import published
from tests.conftest import make_server

pytestmark = pytest.mark.django_db

VENDORED = Path(__file__).resolve().parents[2] / "schemas" / "mcp-registry"
SERVER_SCHEMA = json.loads((VENDORED / "server.schema.json").read_text())
NAMESPACE = "com.example.sagentum"
META = f"{NAMESPACE}/certification"
OFFICIAL = "io.modelcontextprotocol.registry/official"
IMPORTED = {
    "server": {
        "name": "io.github.acme/weather",
        "title": "Acme Weather",
        "description": "Forecasts and alerts for any place on Earth, " + "in great detail " * 10,
        "version": "1.4.2",
        "repository": {"url": "https://github.com/acme/mcp", "source": "github",
                       "subfolder": "weather"},
        "websiteUrl": "https://acme.example/weather",
        "remotes": [{"type": "streamable-http", "url": "https://weather.acme.example/mcp"}],
        "packages": [{
            "registryType": "npm", "identifier": "@acme/weather-mcp", "version": "1.4.2",
            "transport": {"type": "stdio"},
            "packageArguments": [{"type": "named", "name": "--units", "value": "metric"}],
            "environmentVariables": [{"name": "ACME_KEY", "description": "The API key",
                                      "isRequired": True, "isSecret": True}],
        }],
    },
    "_meta": {OFFICIAL: {"status": "active", "isLatest": True,
                         "publishedAt": "2025-10-01T00:00:00Z"}},
}  # fmt: skip
LOW = {1: "fail", 5: "fail", 6: "fail", 8: "fail"}


def _validators() -> tuple[Draft202012Validator, Draft202012Validator]:
    """server.json's schema, and the registry API's list response with it inside."""
    api = yaml.safe_load((VENDORED / "openapi-responses.yaml").read_text())
    api["components"]["schemas"]["ServerDetail"] = {"$ref": SERVER_SCHEMA["$id"]}
    registry = Registry().with_resource(SERVER_SCHEMA["$id"], Resource.from_contents(SERVER_SCHEMA))
    checker = FormatChecker()
    entry = Draft202012Validator(
        {"$ref": SERVER_SCHEMA["$id"]}, registry=registry, format_checker=checker
    )
    page = Draft202012Validator(
        {"$ref": "#/components/schemas/ServerList", **api}, registry=registry,
        format_checker=checker,
    )  # fmt: skip
    return entry, page


ENTRY, PAGE = _validators()


def valid_page(response) -> dict:
    assert response.status_code == 200, response.content
    body = response.json()
    PAGE.validate(body)
    for item in body["servers"]:
        ENTRY.validate(item["server"])
    return body


@pytest.fixture(autouse=True)
def site(settings):
    settings.SITE_URL = "https://sagentum.example.com"


@pytest.fixture
def imported():
    entries, skipped = parse([{"servers": [IMPORTED]}])
    registry_import(entries, skipped=skipped, delist_missing=False)
    server = Server.objects.get(registry__name="io.github.acme/weather")
    published(server)
    return server


@pytest.fixture
def directory(imported):
    """Certified listings (one imported from the registry), one never certified, one
    certified then delisted."""
    hand_made = []
    for n, name in enumerate(("Alpha Files", "Beta Mail", "Gamma Notes", "Delta Maps")):
        server = make_server(name, description=f"{name} for agents.")
        published(server, grades=LOW if n % 2 else None)
        hand_made.append(server)
    make_server("Never Assessed")
    gone = make_server("Gone Tools")
    published(gone)
    services.server_delist(server=gone, reason="asked to leave")
    return {"imported": imported, "hand_made": hand_made, "gone": gone}


def every_page(client, **params) -> list[dict]:
    items, cursor, seen_cursors = [], None, 0
    while True:
        query = {**params, **({"cursor": cursor} if cursor else {})}
        body = valid_page(client.get("/v0/servers", query))
        assert body["metadata"]["count"] == len(body["servers"])
        items += body["servers"]
        cursor = body["metadata"].get("nextCursor")
        if not cursor:
            return items
        seen_cursors += 1
        assert seen_cursors < 20


def names(items: list[dict]) -> list[str]:
    return [item["server"]["name"] for item in items]


def test_it_pages_the_certified_listings_by_cursor(client, directory):
    first = valid_page(client.get("/v0/servers", {"limit": 2}))
    assert len(first["servers"]) == 2 and first["metadata"]["nextCursor"]
    items = every_page(client, limit=2)
    expected = ["io.github.acme/weather"] + [
        f"{NAMESPACE}/{server.slug}" for server in directory["hand_made"]
    ]
    assert sorted(names(items)) == sorted(expected)  # not the uncertified, not the delisted
    titles = [item["server"]["title"] for item in items]
    assert titles == sorted(titles)  # name order, stable across pages
    assert all(item["_meta"][OFFICIAL]["status"] == "active" for item in items)
    assert names(every_page(client, limit=100)) == names(items)


def test_it_serves_an_imported_listing_as_the_registry_named_it(client, directory):
    (item,) = [i for i in every_page(client) if i["server"]["name"] == "io.github.acme/weather"]
    server = item["server"]
    assert server["version"] == "1.4.2" and server["title"] == "Acme Weather"
    assert len(server["description"]) == 100 and server["description"].endswith("…")
    assert server["repository"] == {"url": "https://github.com/acme/mcp", "source": "github",
                                    "subfolder": "weather"}  # fmt: skip
    assert server["websiteUrl"] == "https://acme.example/weather"
    assert server["remotes"] == [
        {"type": "streamable-http", "url": "https://weather.acme.example/mcp"}
    ]
    (package,) = server["packages"]
    assert package["identifier"] == "@acme/weather-mcp" and package["version"] == "1.4.2"
    assert package["transport"] == {"type": "stdio"}
    assert [a["value"] for a in package["packageArguments"]] == ["--units", "metric"]
    assert package["environmentVariables"] == [{"name": "ACME_KEY", "description": "The API key",
                                                 "isRequired": True, "isSecret": True}]  # fmt: skip


def test_a_listing_made_here_is_named_in_the_sites_namespace(client, directory):
    server = directory["hand_made"][0]
    item = client.get(f"/v0/servers/{quote(f'{NAMESPACE}/{server.slug}', safe='')}"
                      "/versions/latest").json()  # fmt: skip
    assert item["server"]["name"] == f"{NAMESPACE}/{server.slug}"
    assert item["server"]["version"] == "0.0.0"  # no registry version, no package
    assert item["server"]["remotes"] == [{"type": "streamable-http", "url": server.endpoint_url}]


def test_the_certification_under_meta_is_the_listings_current_one(client, directory):
    server = directory["hand_made"][1]
    published(server)  # a newer assessment: the certification it now holds
    server.refresh_from_db()
    held = server.certification
    item = client.get(f"/v0/servers/{NAMESPACE}%2F{server.slug}/versions/latest").json()
    meta = item["_meta"][META]
    assert meta["tier"] == held.tier and meta["score"] == float(held.score)
    assert meta["rubricVersion"] == held.rubric_version == "1.0"
    assert meta["assessmentType"] == held.assessment_type
    assert meta["assessedAt"] == held.assessed_at.isoformat().replace("+00:00", "Z")
    assert meta["reportUrl"] == f"https://sagentum.example.com/servers/{server.slug}/"
    assert meta["assessment"].endswith(f"/api/v1/assessments/{held.assessment_id}")
    entry = meta["changelogEntry"]
    published_entry = server.changelog.get(seq=entry["seq"])
    assert published_entry.data["assessment"] == held.assessment_id
    assert entry["entryHash"] == published_entry.entry_hash
    # The proof the link gives verifies against the log's signed checkpoint.
    link = urlsplit(entry["inclusionProof"])
    proof = client.get(f"{link.path}?{link.query}").json()
    checkpoint = transparency.latest_checkpoint()
    assert proof["tree_size"] == checkpoint.size and proof["root_hash"] == checkpoint.root_hash
    assert transparency.verify_signature(checkpoint.document())
    assert merkle.verify_inclusion(
        merkle.leaf_hash(bytes.fromhex(entry["entryHash"])), entry["seq"] - 1, proof["tree_size"],
        [bytes.fromhex(node) for node in proof["proof"]], bytes.fromhex(checkpoint.root_hash),
    )  # fmt: skip


def test_updated_since_keeps_what_changed_after_it_deleted_ones_too(client, directory):
    assert len(every_page(client, updated_since="2000-01-01T00:00:00Z")) == 6
    later = timezone.now() + datetime.timedelta(seconds=1)
    assert every_page(client, updated_since=later.isoformat()) == []
    moment = timezone.now()
    published(directory["hand_made"][2])
    changed = every_page(client, updated_since=moment.isoformat())
    assert names(changed) == [f"{NAMESPACE}/{directory['hand_made'][2].slug}"]
    gone = [i for i in every_page(client, updated_since="2000-01-01T00:00:00Z")
            if i["server"]["name"].endswith(directory["gone"].slug)]  # fmt: skip
    official = gone[0]["_meta"][OFFICIAL]
    assert official["status"] == "deleted" and official["statusMessage"] == "asked to leave"
    listed = every_page(client, include_deleted="true")
    assert len(listed) == 6 and listed[-1]["_meta"][OFFICIAL]["status"] == "deleted"
    bad = client.get("/v0/servers", {"updated_since": "last tuesday"})
    assert bad.status_code == 400 and "updated_since" in bad.json()["error"]


def test_search_finds_a_substring_of_the_name(client, directory):
    assert names(every_page(client, search="gamma")) == [
        f"{NAMESPACE}/{directory['hand_made'][2].slug}"
    ]
    assert names(every_page(client, search="acme/wea")) == ["io.github.acme/weather"]
    assert every_page(client, search="nothing like it") == []


def test_tier_keeps_the_listings_of_those_tiers(client, directory):
    items = every_page(client)
    tiers = {item["_meta"][META]["tier"] for item in items}
    assert len(tiers) >= 2
    for tier in tiers:
        kept = every_page(client, tier=tier)
        assert kept and {i["_meta"][META]["tier"] for i in kept} == {tier}
        assert len(kept) == sum(i["_meta"][META]["tier"] == tier for i in items)
    assert len(every_page(client, tier=",".join(tiers))) == len(items)
    bad = client.get("/v0/servers", {"tier": "platinum"})
    assert bad.status_code == 400 and "platinum" in bad.json()["error"]


def test_one_version_and_latest(client, directory):
    name = quote("io.github.acme/weather", safe="")
    exact = client.get(f"/v0/servers/{name}/versions/1.4.2")
    latest = client.get(f"/v0/servers/{name}/versions/latest")
    assert exact.status_code == latest.status_code == 200
    assert exact.json() == latest.json()
    ENTRY.validate(exact.json()["server"])
    listed = [i for i in every_page(client) if i["server"]["name"] == "io.github.acme/weather"]
    assert exact.json() == listed[0]
    versions = client.get(f"/v0/servers/{name}/versions").json()
    assert versions["servers"] == [exact.json()] and versions["metadata"]["count"] == 1
    assert names(every_page(client, version="1.4.2")) == ["io.github.acme/weather"]
    assert len(every_page(client, version="latest")) == 5


@pytest.mark.parametrize(
    "path",
    [
        "/v0/servers/io.github.nobody%2Fnothing/versions/latest",
        "/v0/servers/io.github.acme%2Fweather/versions/9.9.9",
        "/v0/servers/io.github.nobody%2Fnothing/versions",
        f"/v0/servers/{NAMESPACE}%2Fnever-assessed/versions/latest",
        # Addresses the registry's paths do not have: its 404, not the site's page.
        "/v0/servers/nope/versions/latest",
        "/v0/servers/a/b/c",
        "/v0/anything",
    ],
)
def test_an_unknown_name_or_version_is_404(client, directory, path):
    response = client.get(path)
    assert response.status_code == 404 and response.json()["error"]


def test_a_delisted_listing_is_served_only_when_deleted_ones_are_asked_for(client, directory):
    path = f"/v0/servers/{NAMESPACE}%2F{directory['gone'].slug}/versions/latest"
    assert client.get(path).status_code == 404
    item = client.get(path, {"include_deleted": "true"}).json()
    assert item["_meta"][OFFICIAL]["status"] == "deleted"


@pytest.mark.parametrize(
    "query",
    [{"cursor": "not-a-cursor"}, {"cursor": "WzAsWzEsMl1d"}, {"cursor": "WzksWyJhIiwxXV0"},
     {"limit": "0"}, {"limit": "101"}, {"limit": "ten"}, {"include_deleted": "maybe"}],
)  # fmt: skip
def test_a_bad_cursor_or_limit_is_400_with_a_reason(client, directory, query):
    response = client.get("/v0/servers", query)
    assert response.status_code == 400
    assert response.json()["error"] and response.json()["status"] == 400


def test_a_page_costs_the_same_queries_however_long(client, directory):
    from django.core.cache import cache

    def queries(limit: int, *, kept: bool = False) -> int:
        if not kept:
            cache.clear()  # every entry made anew
        with CaptureQueriesContext(connection) as captured:
            assert client.get("/v0/servers", {"limit": limit}).status_code == 200
        return len(captured)

    made = queries(5)
    assert queries(5, kept=True) == queries(2, kept=True) < made  # kept: no listing read
    assert queries(2) == made


def test_a_kept_entry_is_made_again_when_what_it_shows_changes(client, directory):
    from django.core.cache import cache

    cache.clear()
    before = client.get("/v0/servers").json()["servers"]
    server = Server.objects.get(name=before[0]["server"]["title"])
    server.description = "Now says something else."
    server.save()
    package = ServerPackage.objects.filter(server__certification__isnull=False).first()
    package.version = "9.9.9"
    package.save()
    after = {item["server"]["title"]: item for item in client.get("/v0/servers").json()["servers"]}
    assert after[server.name]["server"]["description"] == "Now says something else."
    shown = [p for item in after.values() for p in item["server"].get("packages", [])]
    assert any(p.get("version") == "9.9.9" for p in shown)


def test_the_endpoints_are_in_the_api_schema(client):
    paths = client.get("/api/schema/", {"format": "json"}).json()["paths"]
    assert {"/v0/servers", "/v0/servers/{serverName}/versions",
            "/v0/servers/{serverName}/versions/{version}"} <= set(paths)  # fmt: skip
    parameters = {p["name"] for p in paths["/v0/servers"]["get"]["parameters"]}
    assert {"cursor", "limit", "search", "updated_since", "version", "tier"} <= parameters
