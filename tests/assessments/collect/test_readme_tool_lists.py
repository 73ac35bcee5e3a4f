"""README tool lists: what is a tool, and what is a parameter, a field, a file or a code.

Each fixture under ``tests/fixtures/readmes/`` reproduces the shape of a README that
was misread before (written for these tests, in the same shape as the real ones)."""

from __future__ import annotations

from assessments.collect.doc_tools import name_kind, tool_reference, tools_in_document
from assessments.collect.docs import collect_documentation
from assessments.collect.tool_catalog import align_names, catalog_from_docs
from assessments.graders import merge_catalogs
from assessments.graders.catalog import grade_idempotency_annotations, grade_tool_descriptions
from assessments.graders.docs import grade_documentation
from assessments.observations import Catalog, Document, Tool, Unavailable
from tests.paths import TESTS

FIXTURES = TESTS / "fixtures" / "readmes"


def read(name: str) -> dict[str, Tool]:
    document = Document(name, (FIXTURES / name).read_text())
    return {tool.name: tool for tool in tools_in_document(document)}


def test_it_takes_tools_from_headings_that_name_them_in_a_code_span():
    """A search server's README: `### Web Search (`acme_web_search`)` headings, each
    with typed parameter bullets, request headers, and lists of region and option codes."""
    found = read("search-engine.md")
    assert list(found) == ["acme_web_search", "acme_news_search", "acme_local_search"]
    web = found["acme_web_search"]
    assert list(web.input_schema["properties"]) == [
        "query", "country", "search_lang", "count", "safe_mode", "fresh_within",
    ]  # fmt: skip
    assert web.input_schema["required"] == ["query"]
    assert web.input_schema["properties"]["count"]["type"] == "number"
    assert web.description.startswith("Runs a web search and returns ranked results")


def test_it_never_takes_parameters_headers_or_codes_for_tools():
    names = set(read("search-engine.md"))
    never = {"query", "country", "search_lang", "x-geo-lat", "api-version", "pd", "pw", "US"}
    assert not names & (never | {"GB", "en-GB", "pt-BR", "off", "medium", "high"})
    web = read("search-engine.md")["acme_web_search"]
    assert "x-geo-lat" not in web.input_schema["properties"]  # a request header


def test_a_parameter_bullet_is_never_a_tool_even_without_a_tool_above_it():
    text = (
        "## Tools\n\n- `channel_id` (string, required): The channel\n"
        "- `limit` (number, optional): How many\n- `cursor`: string — where to start\n"
    )
    assert tools_in_document(Document("README.md", text)) == []


def test_single_words_in_backticks_are_tools_only_beside_a_plain_tool_name_or_details():
    options = "## Tools\n\n- `fast`: quick answers\n- `thorough`: slow answers\n"
    assert tools_in_document(Document("README.md", options)) == []
    one = "## Tools\n\n- `fetch` - Fetches a URL\n  - `url` (string, required): what to fetch\n"
    assert [t.name for t in tools_in_document(Document("README.md", one))] == ["fetch"]
    assert list(read("everything-features.md")) == ["echo", "add-numbers", "tiny-image"]


def test_names_that_are_never_tools():
    assert [name_kind(n) for n in ("index.ts", "tools/", "US", "en-GB", "pd", "API_KEY")] == [
        None
    ] * 6
    assert [name_kind(n) for n in ("get_weather", "getWeather", "weather.get", "echo")] == [
        "strong", "strong", "strong", "weak",
    ]  # fmt: skip


def test_file_names_and_folders_in_a_project_layout_are_not_tools():
    """A project-structure page with a `### `tools/`` heading listing `index.ts`, `echo.ts`."""
    assert read("everything-structure.md") == {}
    features = read("everything-features.md")
    assert features["echo"].description == "Returns the `message: string` it was given, unchanged."
    assert "simple-prompt" not in features  # under Prompts, not Tools


def test_fields_under_a_tool_are_read_as_fields():
    """`Title:`, `Description:`, `Parameters: None`, parameters given inline, and
    `Read-only: **false**` with or without emphasis."""
    found = read("browser-tools.md")
    assert list(found) == ["page_click", "page_close", "page_snapshot", "run_statement"]
    click = found["page_click"]
    assert click.description == "Clicks an element of the current page, found by its reference"
    assert click.annotations == {"readOnlyHint": False}
    assert click.input_schema["required"] == ["element", "ref"]
    assert found["page_close"].input_schema == {"type": "object", "properties": {}}
    assert found["page_close"].annotations == {"readOnlyHint": False}
    assert found["page_snapshot"].annotations == {"readOnlyHint": True}
    statement = found["run_statement"]
    assert list(statement.input_schema["properties"]) == ["statement", "confirm_token"]
    assert statement.input_schema["required"] == ["statement"]
    assert statement.annotations == {"readOnlyHint": False}
    catalog = Catalog(tuple(found.values()), "browser-tools.md list")
    assert grade_idempotency_annotations(catalog).evidence["read_only_hint_declared"] == 4


def test_returns_lines_and_optional_input_blocks():
    found = read("chat-tools.md")
    assert list(found) == ["chat_list_channels", "chat_post_message", "chat_user_profile"]
    channels = found["chat_list_channels"]
    assert list(channels.input_schema["properties"]) == ["limit", "cursor"]  # not "Returns"
    assert "required" not in channels.input_schema  # under "Optional inputs:"
    assert found["chat_post_message"].input_schema["required"] == ["channel_id", "text"]
    assert channels.description == "Lists the public channels of the workspace"


def test_a_readme_that_names_only_categories_of_tools_is_not_a_tool_reference(tmp_path):
    text = (FIXTURES / "categories.md").read_text()
    tools, categories = tool_reference(Document("README.md", text))
    assert tools == []
    assert categories == ["repos", "issues", "pull_requests"]
    (tmp_path / "README.md").write_text(text)
    docs, catalog = collect_documentation(
        repository_url="", documentation_url="", clone_dir=tmp_path
    )
    assert isinstance(catalog, Unavailable) and catalog.label == "no-catalog"
    assert "names categories of tools (repos, issues, pull_requests)" in catalog.detail
    graded = grade_documentation(docs, None)
    assert graded.evidence["checks"]["tool_reference"] is False


def test_a_readme_states_what_it_states():
    """Description always; the input schema only when the parameters are typed (or the
    tool takes none); annotations only when a line states them."""
    typed = read("thinking.md")["step_reasoning"]
    assert typed.stated == {"description", "input_schema"}
    untyped_text = "## Tools\n\n- `move_note`: Moves a note.\n  - `from` (the source)\n"
    untyped = tools_in_document(Document("README.md", untyped_text))[0]
    assert untyped.stated == {"description"} and untyped.input_schema is None
    graded = grade_tool_descriptions(Catalog((untyped,), "README.md list"))
    assert "tool-param-undescribed" not in {r["label"] for r in graded.reasons}
    assert read("everything-features.md")["echo"].stated == {"description"}


def test_a_heading_spelled_apart_from_the_tool_is_one_tool():
    """The README's `### step_reasoning` is the server's `stepreasoning`."""
    catalog, _ = catalog_from_docs([Document("README.md", (FIXTURES / "thinking.md").read_text())])
    source = Catalog((Tool("stepreasoning", "Records one step.", {"type": "object"}),), "src")
    aligned = align_names(catalog, ["stepreasoning"])
    assert [t.name for t in aligned.tools] == ["stepreasoning"]
    assert [t.name for t in merge_catalogs(aligned, source).tools] == ["stepreasoning"]
    assert len(merge_catalogs(catalog, source).tools) == 2  # what the alignment prevents
    ambiguous = align_names(catalog, ["stepReasoning", "step-reasoning"])
    assert [t.name for t in ambiguous.tools] == ["step_reasoning"]


def test_the_graders_read_a_readme_tool_and_its_source_as_one():
    from assessments.graders import graded_catalog
    from assessments.observations import Observations, RepositoryObservation

    catalog, _ = catalog_from_docs([Document("README.md", (FIXTURES / "thinking.md").read_text())])
    source = Tool("stepreasoning", "Records one step.", {"type": "object"}, source="src/x.ts:3")
    observed = Observations(
        assessment_type="static", declared_catalog=catalog,
        repository=RepositoryObservation(source_tools=(source,)),
    )  # fmt: skip
    assert [t.name for t in graded_catalog(observed).tools] == ["stepreasoning"]


def test_prompts_resources_and_interrupted_parameters_are_not_tools():
    """A cluster server's README: `## Tools and Features` holds `### Tools`, `### Prompts`
    and `### Resources`; one tool's description has lists of its own, after which its
    last parameters (`` `max_rows` (`integer`) ``) still follow, indented."""
    found = read("cluster-tools.md")
    assert list(found) == ["pods_list", "pods_delete", "flows_query", "flows_summary"]
    query = found["flows_query"]
    assert list(query.input_schema["properties"]) == ["selector", "max_rows", "window"]
    assert query.input_schema["properties"]["max_rows"]["type"] == "integer"
    # "**(required)**" marks the required parameters: the others are optional.
    assert found["pods_delete"].input_schema["required"] == ["name", "namespace"]
    assert found["flows_summary"].input_schema["required"] == ["group_by"]
    assert "required" not in found["pods_list"].input_schema
    assert "required" not in query.input_schema
    assert found["flows_summary"].description == (
        "Returns flow totals grouped by namespace, for a quick traffic overview."
    )


def test_span_attributes_under_a_tool_call_heading_are_not_tools(tmp_path):
    """A tracing page: `## Span attributes` > `### MCP tool call spans` > `**Attributes**:`
    with dotted attribute names."""
    assert read("tracing.md") == {}
    (tmp_path / "README.md").write_text((FIXTURES / "cluster-tools.md").read_text())
    (tmp_path / "docs").mkdir()
    (tmp_path / "docs" / "tracing.md").write_text((FIXTURES / "tracing.md").read_text())
    docs, catalog = collect_documentation(
        repository_url="", documentation_url="", clone_dir=tmp_path
    )
    assert [tool.name for tool in catalog.tools] == [
        "pods_list", "pods_delete", "flows_query", "flows_summary",
    ]  # fmt: skip
    evidence = grade_documentation(docs, catalog).evidence
    assert (evidence["tools_named"], evidence["tools_typed"]) == (4, 4)
    assert evidence["checks"]["tool_reference"] is True


def test_a_tool_heading_is_named_by_the_signature_below_it():
    """`### 1. Lookup Tool` with `async def lookup(term: str, limit: int = 5)` in a code
    block, `**Parameters:**` bullets without types, and a list of locale codes."""
    found = read("signature-tools.md")
    assert list(found) == ["lookup", "read_article"]
    lookup = found["lookup"].input_schema
    assert {name: spec["type"] for name, spec in lookup["properties"].items()} == {
        "term": "string", "limit": "integer", "locale": "string",
    }  # fmt: skip
    assert lookup["required"] == ["term"]
    assert lookup["properties"]["term"]["description"] == "The word or phrase to look up"
    assert found["lookup"].description.startswith("Looks a term up in the encyclopedia")
    article = found["read_article"].input_schema
    assert list(article["properties"]) == ["title", "offset"]  # not the framework's ctx
    assert article["required"] == ["title"]


def test_parameters_and_codes_after_a_label_are_not_tools():
    """Without a signature, the bullets after `**Parameters:**` (`page_id`, `max_chars`)
    and after `**Locale Code Examples:**` (`en-us`) are still not tools."""
    names = set(read("signature-tools.md"))
    assert not names & {"term", "limit", "locale", "page_id", "max_chars", "en-us", "pt-br"}
    assert [name_kind(code) for code in ("en-us", "pt-br", "wt-wt")] == [None] * 3
    text = "## Tools\n\n**Parameters:**\n- `page_id`: The page\n- `max_chars`: How much\n"
    assert tools_in_document(Document("README.md", text)) == []


def test_items_that_name_groups_of_tools_are_categories(tmp_path):
    """`## Tools` whose items are "`string` tools to get and set …", "`pub/sub`
    functionality to …": categories of tools, no tool and no reference."""
    text = (FIXTURES / "kv-categories.md").read_text()
    tools, categories = tool_reference(Document("README.md", text))
    assert tools == []
    assert categories == [
        "string", "hash", "list", "sorted set", "pub/sub", "JSON", "docs", "server admin",
    ]  # fmt: skip
    (tmp_path / "README.md").write_text(text)
    _, catalog = collect_documentation(repository_url="", documentation_url="", clone_dir=tmp_path)
    assert isinstance(catalog, Unavailable) and catalog.label == "no-catalog"
    assert "names categories of tools (string, hash, list, sorted set, pub/sub)" in catalog.detail
    one = "## Tools\n\n- `search_docs` tool — searches the manual\n"
    assert tool_reference(Document("README.md", one))[1] == []  # a tool's name, no group


def test_a_paragraph_between_two_lists_starts_a_new_list():
    """A list of scope categories (`projects` … `null`), then a paragraph
    ("**Project Management:**"), then the tool list: the single words are no tools,
    because the paragraph separates their list from the one with plain tool names."""
    found = read("scope-categories.md")
    assert list(found) == ["list_projects", "delete_project", "create_branch", "describe_branch"]
    below = "## Tools\n\n- `read_file`: Reads a file.\n\nScopes:\n\n- `files`\n- `admin`\n"
    assert [t.name for t in tools_in_document(Document("README.md", below))] == ["read_file"]


def test_a_tools_section_of_categories_is_no_reference_for_dimension_6():
    from assessments.graders.docs import grade_documentation
    from assessments.observations import DocsObservation

    text = (FIXTURES / "kv-categories.md").read_text()
    docs = DocsObservation((Document("README.md", text),))
    graded = grade_documentation(docs, None)
    assert graded.evidence["checks"]["tool_reference"] is False


def test_a_readme_that_leaves_out_the_servers_namespace_names_the_same_tools():
    """The README's `list_files` is the server's `vault_list_files`."""
    readme = "## Tools\n\n- `list_files`: Lists the files.\n- `get_file`: Reads one file.\n"
    catalog, _ = catalog_from_docs([Document("README.md", readme)])
    source = ["vault_list_files", "vault_get_file", "vault_search"]
    assert sorted(t.name for t in align_names(catalog, source).tools) == [
        "vault_get_file", "vault_list_files",
    ]  # fmt: skip
    # Without a namespace most tools share, nothing is renamed.
    assert sorted(t.name for t in align_names(catalog, ["a_list_files", "b_x", "c_y"]).tools) == [
        "get_file", "list_files",
    ]  # fmt: skip
