"""Dimensions 6 and 8 on hand-built documents: each check, each grade, each boundary."""

from __future__ import annotations

import time

import pytest

from assessments.graders.docs import grade_deployment, grade_documentation
from assessments.observations import Catalog, DocsObservation, Document, Tool, Unavailable
from assessments.reasons import REASONS

TYPED_TABLE = """## Tools

| Tool | Description | Parameters |
|------|-------------|------------|
| `get_weather` | Current weather for a city | `city` (string) |
| `get_forecast` | Forecast for the next days | `city`: string, `days`: integer |
"""
UNTYPED_LIST = """## Tools

- get_weather: current weather for a city
- get_forecast: the forecast for the next days
"""
AUTH = """## Authentication

Create a key in your account and send `Authorization: Bearer <key>`.
"""
EXAMPLE = """## Example

```json
{"method": "tools/call", "params": {"name": "get_weather", "arguments": {"city": "Paris"}}}
```
"""
TROUBLESHOOTING = """## Troubleshooting

A 401 answer means the key expired: create a new one.
"""
INSTALL_ONLY = """## Install

```sh
pip install weather-mcp
```
"""

ALL_DOCS_LABELS = (
    "docs-no-tool-reference",
    "docs-no-auth",
    "docs-no-examples",
    "docs-no-troubleshooting",
)

WEATHER = Catalog(
    tools=(
        Tool("get_weather", input_schema={"type": "object", "properties": {"city": {}}}),
        Tool("get_forecast", input_schema={"type": "object", "properties": {"days": {}}}),
    ),
    source="tools.json",
)


def docs(*texts: str, origin: str = "README.md") -> DocsObservation:
    return DocsObservation(documents=(Document(origin, "\n".join(texts)),))


def labels(grade) -> list[str]:
    return [entry["label"] for entry in grade.reasons]


# Dimension 6: the grade from the four checks.


@pytest.mark.parametrize(
    ("parts", "grade", "missing"),
    [
        ((TYPED_TABLE, AUTH, EXAMPLE, TROUBLESHOOTING), "pass", []),
        ((TYPED_TABLE, AUTH, EXAMPLE), "partial", ["docs-no-troubleshooting"]),
        ((TYPED_TABLE, AUTH), "partial", ["docs-no-examples", "docs-no-troubleshooting"]),
        ((TYPED_TABLE, EXAMPLE), "partial", ["docs-no-auth", "docs-no-troubleshooting"]),
        ((TYPED_TABLE, TROUBLESHOOTING), "partial", ["docs-no-auth", "docs-no-examples"]),
        (
            (TYPED_TABLE,),
            "fail",
            ["docs-no-auth", "docs-no-examples", "docs-no-troubleshooting"],
        ),
        ((UNTYPED_LIST, AUTH, EXAMPLE, TROUBLESHOOTING), "fail", ["docs-no-tool-reference"]),
        (
            (UNTYPED_LIST,),
            "fail",
            [
                "docs-no-tool-reference",
                "docs-no-auth",
                "docs-no-examples",
                "docs-no-troubleshooting",
            ],
        ),
    ],
)
def test_documentation_grades(parts, grade, missing):
    result = grade_documentation(docs(*parts), WEATHER)
    assert result.number == 6
    assert result.grade == grade
    assert labels(result) == missing
    assert all(entry["hint"] == REASONS[entry["label"]] for entry in result.reasons)


def test_documentation_evidence_says_where_each_check_was_found():
    observation = DocsObservation(
        documents=(
            Document("README.md", AUTH + TROUBLESHOOTING),
            Document("docs/tools.md", TYPED_TABLE + EXAMPLE + INSTALL_ONLY),
        ),
        unavailable=(Unavailable("docs-unreachable", "HTTP 404 for https://docs.test/"),),
    )
    result = grade_documentation(observation, WEATHER)
    assert result.grade == "pass"
    assert result.evidence["found_in"] == {
        "tool_reference": "docs/tools.md",
        "authentication": "README.md",
        "examples": "docs/tools.md",
        "troubleshooting": "README.md",
    }
    assert result.evidence["documents"] == 2
    assert result.evidence["catalog_tools"] == 2
    assert (result.evidence["tools_named"], result.evidence["tools_typed"]) == (2, 2)
    assert (result.evidence["code_blocks"], result.evidence["example_calls"]) == (2, 1)
    assert result.evidence["unavailable"] == ["docs-unreachable"]


def test_a_tool_missing_from_the_docs_fails_the_tool_reference():
    catalog = Catalog(
        tools=(*WEATHER.tools, Tool("delete_city", input_schema={"properties": {"id": {}}})),
        source="server.json",
    )
    result = grade_documentation(docs(TYPED_TABLE, AUTH, EXAMPLE, TROUBLESHOOTING), catalog)
    assert result.grade == "fail"
    assert result.reasons[0]["label"] == "docs-no-tool-reference"
    assert result.reasons[0]["missing"] == ["delete_city"]
    assert (result.evidence["tools_named"], result.evidence["tools_typed"]) == (2, 2)


def test_untyped_tools_are_named_in_the_reason():
    result = grade_documentation(docs(UNTYPED_LIST, AUTH), WEATHER)
    assert result.reasons[0]["untyped"] == ["get_weather", "get_forecast"]
    assert result.evidence["tools_named"] == 2
    assert result.evidence["tools_typed"] == 0


@pytest.mark.parametrize(
    ("text", "typed"),
    [
        # Under a heading naming the tool, subsections included.
        ("### get_weather\n\nReturns it.\n\n#### Parameters\n\n- `city` (string)\n", True),
        ('### `get_weather`\n\n```json\n{"city": {"type": "string"}}\n```\n', True),
        ("Call get_weather with city: string to get it.\n", True),
        ("Use get_weather.\n\n| Name | Type |\n|---|---|\n| city | string |\n", True),
        ("`get_weather(city: str)` returns the weather.\n", True),
        # A type under the next heading of the same level is not near the tool.
        ("### get_weather\n\nReturns it.\n\n### Types\n\n- city (string)\n", False),
        # Another tool's row is not this tool's row.
        (
            "| Tool | Description | Parameters |\n|---|---|---|\n"
            "| get_weather | Weather | see below |\n| other | Other | `x` (string) |\n",
            False,
        ),
        # A mention far above the types.
        ("get_weather is below.\n" + "filler line\n" * 30 + "- city (string)\n", False),
        ("get_weather returns the weather as a string of text.\n", False),
    ],
)
def test_parameter_types_must_be_near_the_tool(text, typed):
    catalog = Catalog((Tool("get_weather", input_schema={"properties": {"city": {}}}),), "x")
    result = grade_documentation(docs(text), catalog)
    assert result.evidence["checks"]["tool_reference"] is typed


@pytest.mark.parametrize(
    ("tool", "text", "passed"),
    [
        (
            Tool("list_cities", input_schema={"type": "object", "properties": {}}),
            "list_cities",
            True,
        ),
        (Tool("list_cities", input_schema={"type": "object"}), "Use list_cities.", True),
        (Tool("list_cities"), "Use list_cities.", False),
        (Tool("list_cities"), "list_cities takes no parameters.", True),
        (
            Tool("list_cities"),
            "| Tool | Description | Parameters |\n|---|---|---|\n| list_cities | All | none |",
            True,
        ),
        (Tool("list_cities"), "Use list_citiesX.", False),  # a whole word, not a prefix
        (Tool("List_Cities"), "use list_cities (no arguments)", True),  # case-insensitive
        (Tool("weather.get"), "Call `weather.get` (no parameters).", True),
    ],
)
def test_tools_without_parameters_need_no_types(tool, text, passed):
    result = grade_documentation(docs(text), Catalog((tool,), "x"))
    assert result.evidence["checks"]["tool_reference"] is passed


@pytest.mark.parametrize(
    ("text", "passed"),
    [
        ("## API reference\n\n- `get_weather(city: str)`: the weather\n", True),
        ("## Available tools\n\n| Name | Type |\n|---|---|\n| city | `string` |\n", True),
        ("## Tools\n\n- get_weather: the weather for a city\n", False),
        ("## Usage\n\n- `get_weather(city: str)`: the weather\n", False),
        ("Tools\n=====\n\n- ``city`` (string): a city\n", True),  # reStructuredText
        ("", False),
    ],
)
def test_without_a_catalog_a_typed_tools_section_is_the_reference(text, passed):
    for catalog in (None, Catalog((), "server.json")):
        result = grade_documentation(docs(text), catalog)
        assert result.evidence["checks"]["tool_reference"] is passed


@pytest.mark.parametrize(
    ("text", "documented"),
    [
        (AUTH, True),
        ("## Authorization\n\nAsk an administrator.\n", True),
        ("Export `WEATHER_API_KEY` before starting.\n", True),
        ("Sign in with OAuth when the client asks.\n", True),
        ("This server needs no authentication.\n", True),
        ("No API key is required.\n", True),
        ("It does not require an account.\n", True),
        ("Authentication is planned for a later release of the product.\n", False),
        ("Nothing about it here.\n", False),
    ],
)
def test_authentication_documented(text, documented):
    result = grade_documentation(docs(text), WEATHER)
    assert result.evidence["checks"]["authentication"] is documented


@pytest.mark.parametrize(
    ("text", "catalog", "examples"),
    [
        (EXAMPLE, WEATHER, 1),
        ("```python\nresult = await session.call_tool('x', {})\n```\n", WEATHER, 1),
        ("```\nget_forecast --city Paris --days 3\n```\n", WEATHER, 1),
        ("```text\nget_forecasts are cached\n```\n", WEATHER, 0),  # not the tool's name
        (INSTALL_ONLY, WEATHER, 0),
        ('```json\n{"mcpServers": {"weather": {"command": "uvx"}}}\n```\n', WEATHER, 0),
        ("Call get_weather with a city; no code block.\n", WEATHER, 0),
        ("## Examples\n\n```\nweather Paris\n```\n", None, 1),  # no catalog: example sections
        ("## Examples\n\n```\nweather Paris\n```\n", WEATHER, 0),
        ("Example::\n\n    get_weather(city='Paris')\n", WEATHER, 1),  # reStructuredText
        ("```\ncall(get_weather)\n", WEATHER, 1),  # an unclosed fence runs to the end
    ],
)
def test_example_calls(text, catalog, examples):
    result = grade_documentation(docs(text), catalog)
    assert result.evidence["example_calls"] == examples
    assert result.evidence["checks"]["examples"] is (examples > 0)


@pytest.mark.parametrize(
    ("text", "found"),
    [
        (TROUBLESHOOTING, True),
        ("## FAQ\n\nQ?\n", True),
        ("## Common errors\n\n- 401\n", True),
        ("### Known issues\n", True),
        ("Troubleshooting\n---------------\n\nText.\n", True),
        ("If something goes wrong, troubleshooting is hard.\n", False),  # not a heading
        ("```\n# Troubleshooting\n```\n", False),  # a comment in code, not a heading
    ],
)
def test_troubleshooting_section(text, found):
    result = grade_documentation(docs(text), WEATHER)
    assert result.evidence["checks"]["troubleshooting"] is found


def test_an_html_page_converted_to_text_is_graded_like_markdown():
    page = (
        "# Weather\n\n## Tools\n\n| Tool | Description | Parameters |\n| --- | --- | --- |\n"
        "| `get_weather` | Weather | city: string |\n"
        "| `get_forecast` | Forecast | days: integer |\n"
        "\n## Authentication\n\nNo authentication required.\n\n```\n"
        '{"name": "get_weather", "arguments": {"city": "Paris"}}\n```\n\n## FAQ\n\nText.\n'
    )
    result = grade_documentation(docs(page, origin="https://docs.weather.test/"), WEATHER)
    assert result.grade == "pass"
    assert set(result.evidence["found_in"].values()) == {"https://docs.weather.test/"}


# Dimension 8


REMOTE_DOCS = "Connect to `https://mcp.weather.dev/mcp` with your API key. Free tier included.\n"


@pytest.mark.parametrize(
    ("text", "listing", "live", "grade", "missing"),
    [
        ("Send an API key. Free to use.", {"endpoint_url": "https://w.dev/mcp"}, None, "pass", []),
        ("Needs no authentication. Open source.", {}, True, "pass", []),
        (REMOTE_DOCS, {}, None, "pass", []),
        (
            "Send an API key.",
            {"endpoint_url": "https://w.dev/mcp"},
            None,
            "partial",
            ["heavy-setup", "no-free-use"],
        ),
        (
            "Free plan available.",
            {"endpoint_url": "https://w.dev/mcp"},
            None,
            "partial",
            ["heavy-setup", "auth-not-programmatic"],
        ),
        (
            "Sign in with OAuth in your browser.",
            {"endpoint_url": "https://w.dev/mcp"},
            False,
            "partial",
            ["heavy-setup", "auth-not-programmatic", "no-free-use"],
        ),
        (
            "Free to use, no API key is required.\n\n```sh\nnpx -y weather-mcp\n```\n",
            {"endpoint_url": ""},
            None,
            "partial",
            ["no-remote-option"],
        ),
        # Local only, and its set-up asks for no credential: none needed, no auth hint.
        ("```sh\npip install weather-mcp\n```\n", {}, None, "partial", [
            "no-remote-option", "no-free-use"
        ]),
        ("Run pip install weather-mcp. Free to use.", {}, None, "fail", [
            "no-remote-option", "no-setup-docs", "auth-not-programmatic"
        ]),
        ("", {}, None, "fail", [
            "no-remote-option", "no-setup-docs", "auth-not-programmatic", "no-free-use"
        ]),
    ],
)  # fmt: skip
def test_deployment_grades(text, listing, live, grade, missing):
    result = grade_deployment(docs(text), listing=listing, live_connected=live)
    assert result.number == 8
    assert result.grade == grade
    assert labels(result) == missing


@pytest.mark.parametrize(
    ("url", "remote"),
    [
        ("https://weather.dev", False),  # a host alone: no path that ends in /mcp
        ("https://mcp.weather.dev", True),  # unless the host is named for MCP
        ("https://mcp.weather.dev/pricing", False),  # a page on it is not
        ("https://docs.weather.dev/guide/mcp", False),  # a documentation host
        ("https://weather.readthedocs.io/en/mcp", False),
        ("https://api.weather.dev/v1/mcp", True),
        ("https://api.weather.dev/sse", True),
        ("https://api.weather.dev/mcp/", True),
        ("http://mcp.weather.dev/mcp", False),  # not https
        ("https://github.com/acme/mcp", False),
        ("https://your-server.weather.dev/mcp", False),
        ("https://mcp.example.com/mcp", False),
        ("https://localhost:8000/mcp", False),
        ("https://<host>/mcp", False),
        ("https://weather.dev/docs/mcp-server", False),
        # Install badges and editor "add server" links are not endpoints.
        ("https://cursor.com/install-mcp?name=weather&config=e30", False),
        ("https://insiders.vscode.dev/redirect/mcp/install?name=weather", False),
        ("https://api.weather.dev/mcp/badge.svg", False),
        ("https://lobehub.com/mcp/acme-weather", False),
        ("https://weather.dev/mcp/install", False),
    ],
)
def test_documented_hosted_endpoint(url, remote):
    result = grade_deployment(docs(f"Endpoint: {url}\n"), listing={})
    assert result.evidence["checks"]["remote"] is remote
    if remote:
        assert result.evidence["found_in"]["remote"] == "README.md"


def test_remote_found_in_says_live_or_listing():
    live = grade_deployment(
        docs(""), listing={"endpoint_url": "https://w.dev/mcp"}, live_connected=True
    )
    listed = grade_deployment(docs(""), listing={"endpoint_url": "https://w.dev/mcp"})
    assert live.evidence["found_in"]["remote"] == "live"
    assert live.evidence["live_connected"] is True
    assert listed.evidence["found_in"]["remote"] == "listing"
    assert "live_connected" not in listed.evidence


@pytest.mark.parametrize(
    ("block", "kinds"),
    [
        ("pip install weather-mcp", ["pip"]),
        ("uvx weather-mcp", ["uvx"]),
        ("npx -y @acme/weather-mcp", ["npx"]),
        ("docker run -i --rm acme/weather", ["docker"]),
        ("uv tool install weather-mcp\npython -m weather_mcp", ["python", "uv"]),
        ("node build/index.js", ["node"]),
        ('{"mcpServers": {"weather": {"url": "x"}}}', ["client-config"]),
        ('"weather": {\n  "command": "uvx",\n  "args": ["weather-mcp"]\n}', ["uvx"]),
        ('{"command": "/usr/local/bin/npx", "args": ["-y", "@acme/weather"]}', ["npx"]),
        ('{"command": "uvx"}', []),
        ('{"command": "weather-mcp", "args": ["--port", "8080"]}', []),
        ("weather-mcp --help", []),
        ("the pip of an orange", []),
    ],
)
def test_setup_commands_in_code_blocks(block, kinds):
    result = grade_deployment(docs(f"```\n{block}\n```\n"), listing={})
    assert result.evidence["setup_commands"] == kinds
    assert result.evidence["checks"]["setup_docs"] is bool(kinds)


def test_a_client_configuration_fragment_is_setup_documentation():
    """Client configurations given as fragments, without the ``"mcpServers"`` key around
    them (one per client): a local server with set-up documentation is a partial."""
    text = (
        "# Vector MCP\n\n## Usage with Claude Desktop\n\nAdd this to your configuration:\n\n"
        '```json\n"vector": {\n  "command": "uvx",\n  "args": [\n    "vector-mcp",\n'
        '    "--client-type",\n    "persistent"\n  ]\n}\n```\n\n'
        "## Using with a local checkout\n\n"
        '```json\n"vector": {\n  "command": "python",\n  "args": ["-m", "vector_mcp"]\n}\n```\n'
    )
    result = grade_deployment(docs(text), listing={})
    assert result.evidence["setup_commands"] == ["python", "uvx"]
    assert result.grade == "partial"


@pytest.mark.parametrize(
    ("text", "free"),
    [
        ("A free tier covers 1,000 calls a day.", True),
        ("Free to use.", True),
        ("This project is open source.", True),
        ("Licensed under the MIT License.", True),
        ("License: Apache-2.0", True),
        ("[![license](https://img.shields.io/badge/license-MIT-green)]", True),
        ("GPL-licensed.", True),
        ("Plans start at $20 a month.", False),
        ("Feel free to open an issue.", False),
    ],
)
def test_free_use_documented(text, free):
    result = grade_deployment(docs(text), listing={})
    assert result.evidence["checks"]["free_use"] is free


@pytest.mark.parametrize(
    ("text", "programmatic"),
    [
        ("Pass your API key in the `X-API-Key` header.", True),
        ("Set WEATHER_TOKEN in the environment.", True),
        ("Send `Authorization: Bearer <token>`.", True),
        ("Use OAuth client credentials.", True),
        ("No authentication required.", True),
        ("Log in through the web page with OAuth.", False),
        ("Ask us for access.", False),
    ],
)
def test_programmatic_authentication(text, programmatic):
    result = grade_deployment(docs(text), listing={})
    assert result.evidence["checks"]["programmatic_auth"] is programmatic


def test_evidence_holds_no_document_text():
    secretish = "Use API key sk-THIS-TEXT-MUST-NOT-LEAK in production. Free plan."
    for result in (
        grade_documentation(docs(secretish, TYPED_TABLE), WEATHER),
        grade_deployment(docs(secretish), listing={}),
    ):
        assert "THIS-TEXT-MUST-NOT-LEAK" not in repr(result.evidence)
        assert "THIS-TEXT-MUST-NOT-LEAK" not in repr(result.reasons)


@pytest.mark.parametrize(
    "text",
    [
        "```" + " " * 100_000 + "`",  # a fence line that never qualifies
        "(" + " " * 100_000 + "x",  # an open parenthesis before a long run of spaces
        "# " + " " * 100_000 + "x #",
        "| a |\n|" + " " * 100_000 + "x",
        "get_weather: " + "a" * 200_000,
        "```\nnpx " + "-a " * 50_000 + "\n```",
    ],
)
def test_hostile_documents_are_graded_in_linear_time(text):
    started = time.monotonic()
    grade_documentation(docs(text), WEATHER)
    grade_documentation(docs(text), None)
    grade_deployment(docs(text), listing={})
    assert time.monotonic() - started < 5


@pytest.mark.parametrize(
    ("text", "remote"),
    [
        ('```json\n{"mcpServers": {"w": {"url": "https://api.weather.dev/v1"}}}\n```', True),
        ('```toml\nurl = "https://api.weather.dev/stream"\n```', True),
        ('```json\n{"url": "https://docs.weather.dev/start"}\n```', False),
        ("See https://api.weather.dev/v1 for the API.", False),
    ],
)
def test_a_client_configurations_url_is_a_hosted_endpoint(text, remote):
    result = grade_deployment(docs(text), listing={})
    assert result.evidence["checks"]["remote"] is remote


@pytest.mark.parametrize(
    "text",
    [
        "Set GITHUB_API_TOKEN in the environment.",
        "Create an API token in your account settings.",
        "Use a personal access token.",
    ],
)
def test_api_token_wording_is_programmatic_authentication(text):
    result = grade_deployment(docs(text), listing={})
    assert result.evidence["checks"]["programmatic_auth"] is True


@pytest.mark.parametrize(
    ("heading", "found"),
    [
        ("## npx issue on Windows", True),
        ("### Problems with Claude Desktop", True),
        ("## Server does not start", True),
        ("## If it won't connect", True),
        ("## Workarounds", True),
        ("## Not working?", True),
        ("## Reporting issues", False),  # how to file a bug is no troubleshooting
        ("## Issues and pull requests", False),
    ],
)
def test_a_heading_that_names_a_problem_and_where_it_happens_is_troubleshooting(heading, found):
    text = f"{heading}\n\nRun it with the full path to node.\n"
    result = grade_documentation(docs(TYPED_TABLE, AUTH, EXAMPLE, text), WEATHER)
    assert ("docs-no-troubleshooting" not in labels(result)) is found
