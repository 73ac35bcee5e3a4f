"""``manage.py import_registry``: the registry's documents in every shape it is saved in,
the registry name as identity, updates in place, delisting (never deleting), no
duplicates by name or endpoint, bad entries skipped with their reason."""

from __future__ import annotations

import json
from io import StringIO

import pytest
from django.core.management import CommandError, call_command

from bench.registry_data import pages, registry_items
from certification import registry
from certification.models import ChangelogEntry, RegistryEntry, Server
from tests.conftest import make_server
from tests.localhttp import LocalHTTPServer

pytestmark = pytest.mark.django_db


def server_json(name: str, **fields) -> dict:
    return {"name": name, "description": f"Tools of {name}.", "version": "1.0.0", **fields}


def remote(url: str, kind: str = "streamable-http") -> dict:
    return {"remotes": [{"type": kind, "url": url}]}


def run(tmp_path, *documents, name="registry.jsonl", keep_missing=False) -> str:
    path = tmp_path / name
    path.write_text("\n".join(json.dumps(d) for d in documents))
    out = StringIO()
    args = [str(path), *(["--keep-missing"] if keep_missing else [])]
    call_command("import_registry", *args, stdout=out)
    return out.getvalue()


def test_every_saved_shape_reads_the_same():
    doc = server_json("io.github.acme/weather", title="Acme Weather")
    wrapped = {"server": doc, "_meta": {registry.OFFICIAL: {"isLatest": True}}}
    shapes = [
        json.dumps({"servers": [wrapped], "metadata": {"count": 1}}),  # the API's response
        json.dumps([wrapped]),
        json.dumps(doc),  # one server.json
        json.dumps(doc) + "\n" + json.dumps(server_json("io.github.acme/notes")),  # lines
    ]
    for text in shapes:
        entries, skipped = registry.parse(registry.read_documents(text))
        assert entries["io.github.acme/weather"].description == "Tools of io.github.acme/weather."
        assert skipped == []


def test_the_latest_version_wins():
    old = {"server": server_json("io.github.acme/w", version="0.9"),
           "_meta": {registry.OFFICIAL: {"isLatest": False}}}  # fmt: skip
    new = {"server": server_json("io.github.acme/w", version="1.2"),
           "_meta": {registry.OFFICIAL: {"isLatest": True}}}  # fmt: skip
    for order in ([old, new], [new, old]):
        entries, _ = registry.parse([{"servers": order}])
        assert entries["io.github.acme/w"].version == "1.2"


def test_a_listing_records_repository_remotes_and_packages(tmp_path):
    doc = server_json(
        "io.github.acme/weather", title="Acme Weather",
        repository={"url": "https://github.com/acme/tools", "source": "github",
                    "subfolder": "servers/weather"},
        remotes=[{"type": "sse", "url": "https://acme.example/sse"},
                 {"type": "streamable-http", "url": "https://acme.example/mcp"},
                 {"type": "streamable-http", "url": "https://{tenant}.acme.example/mcp"}],
        packages=[{"registryType": "oci", "identifier": "ghcr.io/acme/w"},
                  {"registryType": "npm", "identifier": "@acme/weather"}],
        websiteUrl="https://acme.example/docs",
    )  # fmt: skip
    run(tmp_path, doc)
    server = Server.objects.get(registry__name="io.github.acme/weather")
    assert (server.name, server.endpoint_url, server.transport) == (
        "Acme Weather", "https://acme.example/mcp", "streamable_http",
    )  # fmt: skip
    assert server.repository_url == "https://github.com/acme/tools/tree/HEAD/servers/weather"
    assert (server.package_registry, server.package_name) == ("npm", "@acme/weather")
    assert server.documentation_url == "https://acme.example/docs"
    assert len(server.registry.remotes) == 3 and len(server.registry.packages) == 2


def test_a_reimport_updates_in_place_and_delists_what_left(tmp_path):
    first = [server_json("io.github.a/one", **remote("https://one.example/mcp")),
             server_json("io.github.a/two")]  # fmt: skip
    run(tmp_path, *first)
    one = Server.objects.get(registry__name="io.github.a/one")
    changed = server_json("io.github.a/one", description="Now with forecasts.",
                          **remote("https://one.example/mcp"))  # fmt: skip
    out = run(tmp_path, changed)
    assert "1 updated" in out and "1 delisted" in out
    one.refresh_from_db()
    assert one.description == "Now with forecasts." and Server.objects.count() == 2
    two = Server.objects.get(registry__name="io.github.a/two")
    assert two.status == "delisted" and two.delisted_reason == "no longer in the MCP Registry"
    assert ChangelogEntry.objects.filter(kind="server_delisted", server=two).exists()
    # It comes back: listed again, still one listing.
    out = run(tmp_path, changed, server_json("io.github.a/two"))
    two.refresh_from_db()
    assert two.status == "listed" and "1 listed again" in out
    # Marked deleted in the registry: delisted too.
    deleted = {"server": server_json("io.github.a/two"),
               "_meta": {registry.OFFICIAL: {"status": "deleted"}}}  # fmt: skip
    run(tmp_path, changed, deleted)
    two.refresh_from_db()
    assert two.status == "delisted"


def test_part_of_the_registry_delists_nothing_with_keep_missing(tmp_path):
    run(tmp_path, server_json("io.github.a/one"), server_json("io.github.a/two"))
    run(tmp_path, server_json("io.github.a/one"), keep_missing=True)
    assert Server.objects.filter(status="listed").count() == 2


def test_no_duplicate_by_name_or_endpoint_and_a_hand_listing_is_linked(tmp_path):
    by_hand = make_server("Acme By Hand", endpoint_url="https://hand.example/mcp")
    out = run(
        tmp_path,
        server_json("io.github.a/one", **remote("https://same.example/mcp")),
        server_json("io.github.a/copy", **remote("https://SAME.example:443/mcp/")),
        server_json("io.github.a/hand", **remote("https://hand.example/mcp")),
    )
    assert "skipped io.github.a/copy: same endpoint as io.github.a/one" in out
    assert "1 linked" in out
    assert RegistryEntry.objects.get(name="io.github.a/hand").server == by_hand
    assert Server.objects.count() == 2


def test_a_bad_entry_is_skipped_with_its_reason_and_nothing_else_is_lost(tmp_path):
    path = tmp_path / "mixed.jsonl"
    lines = [
        json.dumps(server_json("io.github.a/good")),
        "{not json",
        json.dumps({"name": "no-slash", "description": "x"}),
        json.dumps(server_json("io.github.a/nodesc", description="")),
        json.dumps(server_json("io.github.a/badurl", **remote("https://exa mple.com/mcp"))),
        json.dumps(["a list of strings"]),
    ]
    path.write_text("\n".join(lines))
    out = StringIO()
    call_command("import_registry", str(path), stdout=out)
    text = out.getvalue()
    assert "line 2: not JSON" in text and "no valid name" in text and "no description" in text
    assert Server.objects.filter(registry__name="io.github.a/good").exists()
    bad = Server.objects.get(registry__name="io.github.a/badurl")
    assert bad.endpoint_url == ""  # an unusable remote is not an endpoint


@pytest.mark.parametrize(
    ("source", "code"),
    [("/nonexistent/registry.json", 4), ("ftp://registry.example/servers", 2)],
)
def test_an_unreadable_source_exits_with_its_code(source, code):
    with pytest.raises(CommandError) as error:
        call_command("import_registry", source)
    assert error.value.returncode == code


def test_the_registry_api_is_read_page_by_page_by_its_cursor(settings):
    settings.ALLOW_PRIVATE_TARGETS = True
    items = registry_items(5)
    http = LocalHTTPServer().start()
    try:
        path = "/v0.1/servers"
        for page in pages(items, 2):
            http.serve(path, json.dumps(page), content_type="application/json")
            path = f"/v0.1/servers?cursor={page['metadata'].get('nextCursor')}"
        out = StringIO()
        call_command("import_registry", http.url("/v0.1/servers"), stdout=out)
    finally:
        http.stop()
    names = {item["server"]["name"] for item in items if
             item["_meta"][registry.OFFICIAL]["status"] == "active"}  # fmt: skip
    assert set(RegistryEntry.objects.values_list("name", flat=True)) == names


def test_generated_data_imports_whole(tmp_path):
    path = tmp_path / "registry.jsonl"
    path.write_text("\n".join(json.dumps(page) for page in pages(registry_items(400))))
    out = StringIO()
    call_command("import_registry", str(path), stdout=out)
    listed = Server.objects.count()
    assert 380 <= listed <= 400, out.getvalue()
    assert Server.objects.exclude(endpoint_url="").count() > 150


def test_a_linked_hand_made_listing_is_never_rewritten_by_the_registry(tmp_path):
    by_hand = make_server("Acme By Hand", endpoint_url="https://hand.example/mcp",
                          description="Written by its owner.")  # fmt: skip
    doc = server_json(
        "io.github.a/hand", title="Registry Title", **remote("https://hand.example/mcp")
    )
    run(tmp_path, doc)
    moved = server_json("io.github.a/hand", title="Taken Over", description="Changed.",
                        **remote("https://elsewhere.example/mcp"))  # fmt: skip
    run(tmp_path, moved)
    by_hand.refresh_from_db()
    assert (by_hand.name, by_hand.endpoint_url, by_hand.description) == (
        "Acme By Hand", "https://hand.example/mcp", "Written by its owner.",
    )  # fmt: skip


def test_a_source_not_read_whole_delists_nothing(tmp_path):
    run(tmp_path, server_json("io.github.a/one"), server_json("io.github.a/two"))
    path = tmp_path / "broken.jsonl"
    path.write_text(json.dumps(server_json("io.github.a/one")) + "\n{broken")
    out = StringIO()
    call_command("import_registry", str(path), stdout=out)
    assert "nothing delisted: the source was not read whole" in out.getvalue()
    assert Server.objects.filter(status="listed").count() == 2


def test_a_nul_in_a_registry_entry_is_kept_out_of_the_database(tmp_path):
    run(tmp_path, server_json("io.github.a/nul", title="Bad\u0000Name",
                              description="Tools\u0000 with a NUL."))  # fmt: skip
    server = Server.objects.get(registry__name="io.github.a/nul")
    assert "\u0000" not in server.name + server.description


def test_hidden_characters_never_reach_an_imported_listing(tmp_path):
    run(tmp_path, server_json("io.github.a/hidden", title="Good\u202eTools",
                              description="Reads" + chr(0xE0049) + " files."))  # fmt: skip
    server = Server.objects.get(registry__name="io.github.a/hidden")
    assert (server.name, server.description) == ("GoodTools", "Reads files.")


@pytest.mark.django_db
def test_a_package_or_registry_name_keeps_its_separators_in_the_slug():
    from certification.services import unique_server_slug

    assert unique_server_slug("@agent-infra/mcp-server-filesystem") == (
        "agent-infra-mcp-server-filesystem"
    )
    assert unique_server_slug("io.github.acme/weather") == "io-github-acme-weather"
    assert unique_server_slug("Weather Tools") == "weather-tools"
    assert unique_server_slug("@@@") == "server"
