"""README tool lists: what is a tool, and what is a parameter, a field, a file or a code.

Each fixture under ``tests/fixtures/readmes/`` reproduces the shape of a README that
was misread before (written for these tests, in the same shape as the real ones)."""

from __future__ import annotations

from pathlib import Path

from assessments.collect.doc_tools import name_kind, tool_reference, tools_in_document
from assessments.collect.docs import collect_documentation
from assessments.collect.tool_catalog import align_names, catalog_from_docs
from assessments.graders import merge_catalogs
from assessments.graders.catalog import grade_idempotency_annotations, grade_tool_descriptions
from assessments.graders.docs import grade_documentation
from assessments.observations import Catalog, Document, Tool, Unavailable

FIXTURES = Path(__file__).parent / "fixtures" / "readmes"


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
