"""Documentation collection against a real HTTP server on loopback and real directories."""

from __future__ import annotations

import json
import math
import time

import pytest

from assessments.collect import docs as docs_module
from assessments.collect.docs import collect_documentation
from assessments.collect.htmltext import html_to_text
from assessments.observations import Catalog, DocsObservation, Unavailable
from tests.localhttp import LocalHTTPServer

DOCS_PAGE = """<!doctype html>
<html><head><title>Weather MCP</title>
<script>window.secretTracker = "do-not-keep";</script>
<style>body { color: red }</style></head>
<body>
<nav>Home · Docs</nav>
<h1>Weather MCP</h1>
<p>Weather for <em>agents</em>.</p>
<h2>Tools</h2>
<table>
  <thead><tr><th>Tool</th><th>Description</th><th>Parameters</th></tr></thead>
  <tbody>
    <tr><td><code>get_weather</code></td><td>Current weather for a city</td>
        <td>city: string</td></tr>
    <tr><td><code>get_forecast</code></td><td>Forecast, up to 7 days</td><td>days: integer</td></tr>
  </tbody>
</table>
<h2>Example</h2>
<pre><code>{"name": "get_weather",
  "arguments": {"city": "Paris"}}</code></pre>
</body></html>
"""

README = """# Weather MCP

## Tools

| Tool | Description |
|------|-------------|
| `get_weather` | Current weather for a city |
"""

TOOLS_JSON = {
    "tools": [
        {
            "name": "get_weather",
            "description": "Current weather for a city, in metric units.",
            "inputSchema": {"type": "object", "properties": {"city": {"type": "string"}}},
            "outputSchema": {"type": "object"},
            "annotations": {"readOnlyHint": True},
        },
        {"name": "get_forecast", "description": "Forecast.", "inputSchema": {"type": "object"}},
        {"description": "an entry without a name is skipped"},
        "not a tool",
    ]
}


@pytest.fixture
def server():
    local = LocalHTTPServer().start()
    yield local
    local.stop()


@pytest.fixture
def forge(server, settings):
    """The local server stands in for a forge: raw files at /<owner>/<repo>/raw/<path>."""
    settings.ALLOW_PRIVATE_TARGETS = True
    settings.HARNESS_USER_AGENT = "Sagentum/1.0 (+http://testserver/testing-policy)"
    host = f"127.0.0.1:{server.port}"
    settings.REPO_RAW_URL_TEMPLATES = {host: f"http://{host}/{{owner}}/{{repo}}/raw/{{path}}"}
    return server


def repository(server: LocalHTTPServer) -> str:
    return server.url("/acme/weather")


def raw(server: LocalHTTPServer, path: str, body: str | bytes, **options) -> None:
    server.serve(f"/acme/weather/raw/{path}", body, **options)


def collect(**sources):
    sources.setdefault("repository_url", "")
    sources.setdefault("documentation_url", "")
    sources.setdefault("clone_dir", None)
    return collect_documentation(**sources)


def expected_tokens(entries: list[dict]) -> int:
    text = json.dumps({"tools": entries}, separators=(",", ":"), ensure_ascii=False)
    return math.ceil(len(text) / 4)


# Only a documentation URL


def test_only_a_documentation_page(forge):
    forge.serve("/docs/", DOCS_PAGE, content_type="text/html; charset=utf-8")
    url = forge.url("/docs/")
    docs, catalog = collect(documentation_url=url)
    assert isinstance(docs, DocsObservation)
    assert [d.origin for d in docs.documents] == [url]
    text = docs.documents[0].text
    assert "# Weather MCP" in text.splitlines()
    assert "## Tools" in text.splitlines()
    assert "| `get_weather` | Current weather for a city | city: string |" in text
    assert '```\n{"name": "get_weather",\n  "arguments": {"city": "Paris"}}\n```' in text
    assert "secretTracker" not in text and "color: red" not in text
    assert docs.unavailable == ()
    assert forge.received[0].headers["User-Agent"].startswith("Sagentum/1.0")

    assert isinstance(catalog, Catalog)
    assert [t.name for t in catalog.tools] == ["get_weather", "get_forecast"]
    assert catalog.partial_schema is True
    assert catalog.source == f"{url} table"
    assert all(t.input_schema is None and t.annotations is None for t in catalog.tools)
    assert catalog.token_estimate == expected_tokens(
        [
            {"name": "get_weather", "description": "Current weather for a city"},
            {"name": "get_forecast", "description": "Forecast, up to 7 days"},
        ]
    )


@pytest.mark.parametrize(
    ("content_type", "kept"),
    [
        ("text/markdown; charset=utf-8", True),
        ("text/plain", True),
        ("", True),
        ("application/pdf", False),
    ],
)
def test_documentation_page_content_types(forge, content_type, kept):
    forge.serve("/docs.md", README, content_type=content_type)
    docs, catalog = collect(documentation_url=forge.url("/docs.md"))
    if kept:
        assert docs.documents[0].text == README
        assert [t.name for t in catalog.tools] == ["get_weather"]
    else:
        assert isinstance(docs, Unavailable) and docs.label == "no-sources"
        assert "docs-unreadable" in docs.detail


def test_a_documentation_page_may_redirect_to_another_host(forge):
    forge.redirect("/docs", f"http://localhost:{forge.port}/v2/docs")
    forge.serve("/v2/docs", "# Docs\n", content_type="text/markdown")
    docs, _ = collect(documentation_url=forge.url("/docs"))
    assert [d.text for d in docs.documents] == ["# Docs\n"]


# Only a repository URL (raw files from the forge)


def test_only_a_repository_url(forge):
    raw(forge, "README.md", README, content_type="text/plain; charset=utf-8")
    raw(forge, "tools.json", json.dumps(TOOLS_JSON), content_type="application/json")
    docs, catalog = collect(repository_url=repository(forge))
    assert [(d.origin, d.text) for d in docs.documents] == [("README.md", README)]
    assert docs.unavailable == ()
    assert isinstance(catalog, Catalog)
    assert catalog.source == "tools.json"
    assert catalog.partial_schema is False
    assert [t.name for t in catalog.tools] == ["get_weather", "get_forecast"]
    weather = catalog.tools[0]
    assert weather.input_schema == TOOLS_JSON["tools"][0]["inputSchema"]
    assert weather.output_schema == {"type": "object"}
    assert weather.annotations == {"readOnlyHint": True}
    assert catalog.tools[1].annotations is None
    assert catalog.token_estimate == expected_tokens(TOOLS_JSON["tools"][:2])
    paths = [r.path for r in forge.received]
    assert "/acme/weather/raw/README.rst" not in paths  # README.md was found first
    assert "/acme/weather/raw/server.json" in paths  # looked for, before tools.json
    assert all(r.headers["User-Agent"].startswith("Sagentum/1.0") for r in forge.received)


def test_the_readme_falls_back_to_rst_then_plain(forge):
    raw(forge, "README", "Plain readme\n")
    docs, _ = collect(repository_url=repository(forge) + ".git")
    assert [d.origin for d in docs.documents] == ["README"]
    raw(forge, "README.rst", "Weather\n=======\n")
    docs, _ = collect(repository_url=repository(forge))
    assert [d.origin for d in docs.documents] == ["README.rst"]


def test_a_documentation_url_that_is_the_repository_is_not_fetched_again(forge):
    raw(forge, "README.md", README)
    docs, _ = collect(repository_url=repository(forge), documentation_url=repository(forge) + "/")
    assert [d.origin for d in docs.documents] == ["README.md"]
    assert forge.requests_to("/acme/weather/") == []


def test_a_raw_file_answered_with_an_html_page_is_missing(forge):
    raw(forge, "README.md", "<html>Sign in</html>", content_type="text/html")
    forge.serve("/docs", "# Docs\n", content_type="text/markdown")
    docs, _ = collect(repository_url=repository(forge), documentation_url=forge.url("/docs"))
    assert [d.origin for d in docs.documents] == [forge.url("/docs")]
    assert [u.label for u in docs.unavailable] == ["readme-missing"]


def test_a_repository_on_an_unknown_host(forge):
    docs, catalog = collect(repository_url="https://example.org/acme/weather")
    assert isinstance(docs, Unavailable) and docs.label == "no-sources"
    assert "repository-host-unknown" in docs.detail
    assert isinstance(catalog, Unavailable) and catalog.label == "no-catalog"


# Unreachable sources are recorded, never raised


def test_an_unreachable_documentation_page_is_recorded(forge):
    raw(forge, "README.md", README)
    missing = forge.url("/no-such-page")
    docs, catalog = collect(repository_url=repository(forge), documentation_url=missing)
    assert [d.origin for d in docs.documents] == ["README.md"]
    assert docs.unavailable == (Unavailable("docs-unreachable", f"HTTP 404 for {missing}"),)
    assert isinstance(catalog, Catalog)


def test_nothing_readable_is_no_sources(forge):
    missing = forge.url("/no-such-page")
    docs, catalog = collect(repository_url=repository(forge), documentation_url=missing)
    assert isinstance(docs, Unavailable)
    assert docs.label == "no-sources"
    assert "readme-missing" in docs.detail
    assert f"HTTP 404 for {missing}" in docs.detail
    assert catalog == Unavailable(
        "no-catalog",
        "no server.json or tools manifest with a tools list, and no tool reference under a "
        "tools heading in the docs",
    )


def test_no_sources_given():
    docs, catalog = collect()
    assert docs == Unavailable("no-sources", "no repository or documentation URL was given")
    assert isinstance(catalog, Unavailable) and catalog.label == "no-catalog"


@pytest.mark.parametrize("url", ["not a url", "ftp://docs.test/", "https://user:pw@docs.test/"])
def test_bad_documentation_urls_are_recorded(forge, url):
    docs, _ = collect(documentation_url=url)
    assert isinstance(docs, Unavailable)
    assert docs.detail.startswith("docs-unreachable: ")


def test_a_loopback_documentation_url_is_refused_by_default(server, settings):
    settings.ALLOW_PRIVATE_TARGETS = False
    server.serve("/docs", "# Docs\n")
    for url in (server.url("/docs"), f"https://127.0.0.1:{server.port}/docs"):
        docs, _ = collect(documentation_url=url)
        assert isinstance(docs, Unavailable)
        assert "docs-unreachable" in docs.detail
    assert server.received == []


def test_a_slow_documentation_page_costs_only_that_page(forge, monkeypatch):
    monkeypatch.setattr(docs_module, "FETCH_TIMEOUT", 0.5)

    def slow(request):
        time.sleep(3)

    forge.routes["/slow"] = slow
    raw(forge, "README.md", README)
    started = time.monotonic()
    docs, _ = collect(repository_url=repository(forge), documentation_url=forge.url("/slow"))
    assert time.monotonic() - started < 2.5
    assert [d.origin for d in docs.documents] == ["README.md"]
    assert [u.label for u in docs.unavailable] == ["docs-unreachable"]
    assert "within" in docs.unavailable[0].detail


def test_a_large_document_is_cut_at_the_limit(forge, monkeypatch):
    monkeypatch.setattr(docs_module, "MAX_DOCUMENT_BYTES", 1000)
    forge.serve("/docs", "a" * 1500, content_type="text/plain")
    docs, _ = collect(documentation_url=forge.url("/docs"))
    assert docs.documents[0].text == "a" * 1000
    assert [u.label for u in docs.unavailable] == ["docs-truncated"]


# A local copy: clone_dir, or a repository URL that is a directory


def write(root, files: dict[str, str | bytes]) -> None:
    for relative, content in files.items():
        path = root / relative
        path.parent.mkdir(parents=True, exist_ok=True)
        if isinstance(content, bytes):
            path.write_bytes(content)
        else:
            path.write_text(content)


def test_a_clone_directory(tmp_path, forge):
    outside = tmp_path / "outside.md"
    outside.write_text("# Not part of the repository\n")
    clone = tmp_path / "clone"
    write(
        clone,
        {
            "Readme.MD": README,
            "README.txt": "not chosen: README.md comes first\n",
            "docs/guide.md": "# Guide\n",
            "docs/deep/more.md": "# More\n",
            "docs/api.rst": "API\n===\n",
            "docs/logo.png": b"\x89PNG",
            "docs/.hidden/secret.md": "# hidden\n",
            "server.json": json.dumps({"name": "weather", **TOOLS_JSON}),
        },
    )
    (clone / "docs" / "leak.md").symlink_to(outside)
    (clone / "docs" / "linked").symlink_to(tmp_path, target_is_directory=True)
    docs, catalog = collect(repository_url=repository(forge), documentation_url="", clone_dir=clone)
    assert [d.origin for d in docs.documents] == [
        "Readme.MD",
        "docs/api.rst",
        "docs/guide.md",
        "docs/deep/more.md",
    ]
    assert docs.documents[0].text == README
    assert docs.unavailable == ()
    assert catalog.source == "server.json"
    assert [t.name for t in catalog.tools] == ["get_weather", "get_forecast"]
    assert forge.received == []  # a local copy is read, the forge is not asked


LINKING_README = """# Spreadsheet MCP

## Available Tools

See [TOOLS.md](TOOLS.md) for complete documentation, and the
[guide](./guide/usage.md#tools "Usage") for examples. Not followed:
[outside](../outside.md), [absolute](/etc/notes.md), [site](https://acme.dev/tools.md).

[changes]: CHANGELOG.md
"""

LINKED_TOOLS = """# Spreadsheet MCP Server Tools

## Workbook Operations

### create_workbook

Creates a new Excel workbook at the given path.

- `filepath` (string, required): Where to create the workbook

### read_data

Reads the cells of a range and returns them as rows.

- `filepath` (string, required): The workbook to read
- `range` (string): The range, e.g. A1:C10
"""


def test_documents_the_readme_links_to_are_read_and_ranked(tmp_path):
    """A README whose tools section only points to ``TOOLS.md``: the reference is read
    from there, ranked with the other documents; links out of the repository are not
    followed."""
    repo = tmp_path / "repo"
    (repo / "guide").mkdir(parents=True)
    (repo / "docs").mkdir()
    (repo / "README.md").write_text(LINKING_README)
    (repo / "TOOLS.md").write_text(LINKED_TOOLS)
    (repo / "guide" / "usage.md").write_text("# Usage\n\nAsk for a workbook.\n")
    (repo / "docs" / "install.md").write_text("# Install\n\nRun `uvx spreadsheet-mcp`.\n")
    (repo / "CHANGELOG.md").write_text("# Changelog\n\n## 1.0.0 - 2026-01-01\n")
    (tmp_path / "outside.md").write_text("# Tools\n\n### leaked_tool\n\nNever read.\n")
    docs, catalog = collect(repository_url="", documentation_url="", clone_dir=repo)
    origins = [d.origin for d in docs.documents]
    assert origins[0] == "README.md" and origins[1] == "TOOLS.md"  # the likeliest first
    assert set(origins) == {
        "README.md", "TOOLS.md", "CHANGELOG.md", "guide/usage.md", "docs/install.md",
    }  # fmt: skip
    assert isinstance(catalog, Catalog)
    assert [t.name for t in catalog.tools] == ["create_workbook", "read_data"]
    assert catalog.tools[1].input_schema["properties"]["range"]["type"] == "string"


def test_documents_a_forge_readme_links_to_are_fetched(forge):
    raw(forge, "README.md", LINKING_README)
    raw(forge, "TOOLS.md", LINKED_TOOLS)
    docs, catalog = collect(repository_url=repository(forge))
    assert [d.origin for d in docs.documents] == ["README.md", "TOOLS.md"]
    assert isinstance(catalog, Catalog) and len(catalog.tools) == 2
    paths = [r.path for r in forge.received]
    assert "/acme/weather/raw/guide/usage.md" in paths  # missing: costs nothing
    assert not any("outside" in path or "etc" in path for path in paths)
    assert docs.unavailable == ()


def test_a_repository_url_that_is_a_local_directory(tmp_path):
    write(tmp_path, {"README": "Plain\n", "tools.json": json.dumps(TOOLS_JSON["tools"])})
    docs, catalog = collect(repository_url=str(tmp_path))
    assert [d.origin for d in docs.documents] == ["README"]
    assert catalog.source == "tools.json"  # a bare list is fine in a tools manifest


def test_a_local_copy_without_readme(tmp_path):
    write(tmp_path, {"docs/index.md": "# Index\n"})
    docs, _ = collect(clone_dir=tmp_path)
    assert [d.origin for d in docs.documents] == ["docs/index.md"]
    assert [u.label for u in docs.unavailable] == ["readme-missing"]


def test_documents_are_bounded(tmp_path, monkeypatch):
    monkeypatch.setattr(docs_module, "MAX_DOCUMENTS", 3)
    write(tmp_path, {"README.md": "# R\n", **{f"docs/{n:02}.md": f"# {n}\n" for n in range(5)}})
    docs, _ = collect(clone_dir=tmp_path)
    assert [d.origin for d in docs.documents] == ["README.md", "docs/00.md", "docs/01.md"]
    assert docs.unavailable == (
        Unavailable(
            "docs-too-many",
            "3 more documents were not read (limit 3): docs/02.md, docs/03.md, docs/04.md",
        ),
    )


def test_the_documentation_page_keeps_its_place_within_the_bound(tmp_path, forge, monkeypatch):
    monkeypatch.setattr(docs_module, "MAX_DOCUMENTS", 3)
    write(tmp_path, {"README.md": "# R\n", **{f"docs/{n:02}.md": f"# {n}\n" for n in range(5)}})
    forge.serve("/docs", "# Docs\n", content_type="text/markdown")
    docs, _ = collect(clone_dir=tmp_path, documentation_url=forge.url("/docs"))
    assert [d.origin for d in docs.documents] == ["README.md", "docs/00.md", forge.url("/docs")]
    assert [u.label for u in docs.unavailable] == ["docs-too-many"]


# The declared catalog


def manifest(tools) -> str:
    return json.dumps({"tools": tools})


@pytest.mark.parametrize(
    ("files", "source", "names"),
    [
        (
            {"server.json": manifest([{"name": "a"}]), "tools.json": manifest([{"name": "b"}])},
            "server.json",
            ["a"],
        ),
        (
            {"server.json": json.dumps({"name": "x"}), "tools.json": manifest([{"name": "b"}])},
            "tools.json",
            ["b"],
        ),
        ({"mcp-tools.json": manifest([{"name": "c"}])}, "mcp-tools.json", ["c"]),
        (
            {".well-known/mcp/tools.json": manifest([{"name": "d"}])},
            ".well-known/mcp/tools.json",
            ["d"],
        ),
        ({"catalog.json": manifest([{"name": "e"}])}, "catalog.json", ["e"]),
        ({"catalog.json": json.dumps([{"name": "e"}])}, None, []),  # bare lists: manifests only
        ({"package.json": manifest([{"name": "f"}])}, None, []),
        (
            {"tools.json": manifest([{"name": "a"}, {"name": "a"}, {"name": " b "}])},
            "tools.json",
            ["a", "b"],
        ),
    ],
)
def test_catalog_sources(tmp_path, files, source, names):
    write(tmp_path, {"README.md": "# No table here\n", **files})
    _, catalog = collect(clone_dir=tmp_path)
    if source is None:
        assert isinstance(catalog, Unavailable) and catalog.label == "no-catalog"
    else:
        assert (catalog.source, [t.name for t in catalog.tools]) == (source, names)


def test_catalog_from_a_readme_table(tmp_path):
    readme = """# Weather

## Tools

| Tool | Description | Parameters |
|---|---|---|
| **`get_weather(city)`** | Current weather | `city` (string) |
| [get_forecast](#get_forecast) | The forecast | `days` (integer) |
| not a tool name! | skipped | |

### get_weather parameters

| Name | Type | Description |
|---|---|---|
| city | string | The city |
"""
    incidental = "# Notes\n\n| Name | Description |\n|-|-|\n| ping | Ping |\n"
    write(tmp_path, {"README.md": readme, "docs/more.md": incidental})
    _, catalog = collect(clone_dir=tmp_path)
    # A table counts only under a tools heading: the one in docs/more.md is incidental.
    assert [(t.name, t.description, t.source) for t in catalog.tools] == [
        ("get_weather", "Current weather", "README.md table"),
        ("get_forecast", "The forecast", "README.md table"),
    ]
    assert catalog.partial_schema is True
    assert catalog.expresses == ["description"]
    assert catalog.source == "README.md table"
    assert all(t.input_schema is None for t in catalog.tools)  # no invented parameters


def test_an_invalid_manifest_is_recorded_and_tables_are_used(tmp_path):
    write(tmp_path, {"README.md": README, "tools.json": "{not json"})
    docs, catalog = collect(clone_dir=tmp_path)
    assert docs.unavailable == (Unavailable("catalog-invalid", "tools.json is not valid JSON"),)
    assert catalog.source == "README.md table"


def test_a_manifest_nested_too_deeply_is_invalid(tmp_path):
    deep = {"tools": [{"name": "a", "inputSchema": {}}]}
    node = deep["tools"][0]["inputSchema"]
    for _ in range(100):
        node["x"] = {}
        node = node["x"]
    write(tmp_path, {"README.md": "# R\n", "tools.json": json.dumps(deep)})
    docs, catalog = collect(clone_dir=tmp_path)
    assert [u.label for u in docs.unavailable] == ["catalog-invalid"]
    assert isinstance(catalog, Unavailable)


def test_a_manifest_nested_past_the_parser_is_invalid(tmp_path):
    write(tmp_path, {"README.md": "# R\n", "tools.json": "[" * 200_000})
    docs, catalog = collect(clone_dir=tmp_path)
    assert [u.label for u in docs.unavailable] == ["catalog-invalid"]
    assert isinstance(catalog, Unavailable)


def test_a_manifest_without_named_tools_is_invalid(tmp_path):
    write(tmp_path, {"README.md": "# R\n", "tools.json": manifest([{"description": "x"}, 3])})
    docs, _ = collect(clone_dir=tmp_path)
    assert docs.unavailable == (
        Unavailable("catalog-invalid", "tools.json lists no tool with a name"),
    )


def test_the_catalog_is_bounded(tmp_path):
    tools = [{"name": f"tool_{n:03}", "description": "d"} for n in range(600)]
    write(tmp_path, {"README.md": "# R\n", "tools.json": manifest(tools)})
    docs, catalog = collect(clone_dir=tmp_path)
    assert len(catalog.tools) == 500
    assert catalog.tools[-1].name == "tool_499"
    assert docs.unavailable == (
        Unavailable("catalog-truncated", "tools.json lists 600 tools; the first 500 were kept"),
    )
    assert catalog.token_estimate == expected_tokens(tools[:500])


def test_catalog_from_raw_manifests(forge):
    raw(forge, "README.md", "# R\n")
    raw(forge, ".well-known/mcp/tools.json", manifest([{"name": "from_well_known"}]))
    _, catalog = collect(repository_url=repository(forge))
    assert catalog.source == ".well-known/mcp/tools.json"
    assert [t.name for t in catalog.tools] == ["from_well_known"]


# HTML to text


@pytest.mark.parametrize(
    ("html", "text"),
    [
        ("<h3>Title</h3><p>Body</p>", "### Title\n\nBody\n"),
        ("<p>a <code>x</code> b</p>", "a `x` b\n"),
        ("<pre>  indented\n    kept</pre>", "```\n  indented\n    kept\n```\n"),
        ("<code>one\ntwo</code>", "```\none\ntwo\n```\n"),
        (
            "<table><tr><th>A</th><th>B</th></tr><tr><td>1 | 2</td><td>3</td></tr></table>",
            "| A | B |\n| --- | --- |\n| 1 \\| 2 | 3 |\n",
        ),
        ("<ul><li>one</li><li>two</li></ul>", "- one\n- two\n"),
        ("<script>alert(1)</script><style>p{}</style><noscript>x</noscript>ok", "ok\n"),
        ("<head><title>T</title></head><body>visible</body>", "visible\n"),
        ("<p>caf&eacute; &amp; &lt;tea&gt;</p>", "café & <tea>\n"),
        ("<p>unclosed <b>tags", "unclosed tags\n"),
    ],
)
def test_html_to_text(html, text):
    assert html_to_text(html) == text


@pytest.mark.parametrize(
    "html",
    ["</" * 200_000, "<!--a>" * 100_000, "<![CDATA[a>" * 50_000, "<" * 200_000, "<a " * 100_000],
)
def test_hostile_html_is_converted_in_linear_time(html):
    started = time.monotonic()
    html_to_text(html)
    assert time.monotonic() - started < 5


@pytest.mark.parametrize(
    ("licence", "expected"),
    [
        ("MIT License\n\nPermission is hereby granted, free of charge, to any person", "MIT"),
        (
            "                                 Apache License\n   Version 2.0, January 2004",
            "Apache-2.0",
        ),
        ("GNU GENERAL PUBLIC LICENSE\n   Version 3, 29 June 2007", "GPL"),
        ("All rights reserved. Do not copy.", None),
    ],
)
def test_an_osi_licence_file_is_free_use(tmp_path, licence, expected):
    from assessments.graders.docs import grade_deployment

    write(tmp_path, {"README.md": "# Server\n\nRun it with `npx server`.\n", "LICENSE": licence})
    docs, _ = collect(clone_dir=tmp_path)
    assert docs.licence == expected
    graded = grade_deployment(docs, listing={"endpoint_url": "https://api.test/mcp"})
    assert graded.evidence["checks"]["free_use"] is (expected is not None)


@pytest.mark.parametrize(
    ("files", "expected"),
    [
        # A wheel: its licence file in the .dist-info folder, not at the root.
        ({"srv-1.0.dist-info/licenses/LICENSE": "MIT License\n\nPermission is hereby granted"},
         "MIT"),
        ({"srv-1.0.dist-info/LICENSE.txt": "Apache License\nVersion 2.0, January 2004"},
         "Apache-2.0"),
        # No licence file: what its metadata declares.
        ({"srv-1.0.dist-info/METADATA": "Metadata-Version: 2.4\nName: srv\n"
          "License-Expression: BSD-3-Clause\n\n# Server\n"}, "BSD-3-Clause"),
        ({"srv-1.0.dist-info/METADATA": "Name: srv\n"
          "Classifier: License :: OSI Approved :: MIT License\n\n# Server\n"}, "MIT"),
        ({"srv-1.0.dist-info/METADATA": "Name: srv\nLicense: Proprietary\n\n"
          "Say MIT License in the description: no licence is declared by that.\n"}, None),
        # An npm package: package.json's licence.
        ({"package.json": json.dumps({"name": "srv", "license": "(MIT OR Apache-2.0)"})}, "MIT"),
        ({"package.json": json.dumps({"name": "srv", "license": "UNLICENSED"})}, None),
        ({"package.json": json.dumps({"name": "srv", "license": "SEE LICENSE IN terms.txt"})},
         None),
    ],
)  # fmt: skip
def test_a_package_s_declared_licence_is_free_use(tmp_path, files, expected):
    from assessments.graders.docs import grade_deployment

    write(tmp_path, {"README.md": "# Server\n\nRun it with `uvx srv`.\n", **files})
    docs, _ = collect(clone_dir=tmp_path)
    assert docs.licence == expected
    graded = grade_deployment(docs, listing={})
    assert ("no-free-use" in [r["label"] for r in graded.reasons]) is (expected is None)
