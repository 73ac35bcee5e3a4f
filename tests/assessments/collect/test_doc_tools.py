"""Tool references in documentation, in every common form, with what each form states."""

from __future__ import annotations

from assessments.collect.doc_tools import tools_in_document
from assessments.graders.catalog import grade_idempotency_annotations, grade_tool_descriptions
from assessments.observations import Catalog, Document

README = """# Files server

Some intro.

## Tool configuration

- `file_tools`: the toolset that holds every file tool
- pull_requests

## Tools

### File operations

- **read_file** — Read the complete contents of a file as text.
  - `path` (string): the file to read
  - Read-only: true
- **write_file**: Create or overwrite a file with new content.
  - Inputs:
    - `path` (string, required): where
    - `content` (string): what
- `list_directory` - List a directory's entries
  - path (string)
- **Note**: every path must be inside an allowed directory.
- **Combining toolsets**: see above.

### search_files

Searches files recursively for a pattern.

- `pattern` (string, required): glob
- `exclude` (array, optional): patterns to skip

### `get_info(path)`

Returns metadata.

| Tool | Description |
|---|---|
| `move_file` | Move or rename files |

`tree`
: Show a directory tree.

## Other

| Tool | Description |
|---|---|
| `not_a_tool` | an incidental table elsewhere |
"""


def tools() -> dict:
    return {t.name: t for t in tools_in_document(Document("README.md", README))}


def test_every_form_under_a_tools_heading_and_nothing_elsewhere():
    found = tools()
    assert list(found) == [
        "move_file", "read_file", "write_file", "list_directory", "search_files", "get_info",
        "tree",
    ]  # fmt: skip
    assert {t.source for t in found.values()} == {
        "README.md table", "README.md list", "README.md heading", "README.md definition",
    }  # fmt: skip


def test_each_tool_states_only_what_its_form_says():
    found = tools()
    read = found["read_file"]
    assert read.description == "Read the complete contents of a file as text."
    assert read.input_schema["properties"]["path"] == {
        "type": "string",
        "description": "the file to read",
    }
    assert read.annotations == {"readOnlyHint": True}
    assert read.stated == {"description", "input_schema", "annotations"}
    write = found["write_file"]
    assert write.input_schema["required"] == ["path", "content"]
    search = found["search_files"]
    assert search.description == "Searches files recursively for a pattern."
    assert search.input_schema["required"] == ["pattern"]
    assert search.input_schema["properties"]["exclude"]["type"] == "array"
    assert found["move_file"].stated == {"description"}
    assert found["tree"].description == "Show a directory tree."


def test_a_catalog_judged_on_what_it_can_hold():
    catalog = Catalog(tuple(tools().values()), "README.md")
    graded = grade_tool_descriptions(catalog)
    labels = {r["label"] for r in graded.reasons}
    assert "tool-no-output-schema" not in labels  # a README cannot state one
    assert graded.evidence["source_states"] == ["description", "input_schema", "annotations"]
    # read_file says "Read-only: true", so the list form states annotations for its three
    # tools; the table, headings and definition list (4 tools) state none.
    assert grade_idempotency_annotations(catalog).evidence["annotations_not_stated"] == 4
    table_only = Catalog((tools()["move_file"],), "README.md table")
    assert grade_idempotency_annotations(table_only).grade == "not_tested"
    assert grade_idempotency_annotations(table_only).reasons[0]["label"] == (
        "catalog-without-annotations"
    )


def test_a_names_only_manifest_states_no_schema_or_annotations():
    from assessments.collect.tool_catalog import catalog_from_json

    manifest = '{"name": "x", "tools": [{"name": "search", "description": "Search the wiki."}]}'
    catalog, _ = catalog_from_json(manifest, "manifest.json", strict=False)
    assert catalog.expresses == ["description"]
    assert grade_idempotency_annotations(catalog).grade == "not_tested"
    graded = grade_tool_descriptions(catalog)
    assert {r["label"] for r in graded.reasons} == {"tool-short-description"}
    full = '{"tools": [{"name": "search", "description": "Search the wiki.", "inputSchema": {}}]}'
    catalog, _ = catalog_from_json(full, "tools.json")
    assert catalog.tools[0].stated is None  # an MCP tool definition holds every field
    assert grade_idempotency_annotations(catalog).grade == "fail"


def test_python_tool_names_from_an_enum_class():
    from assessments.collect.source_tools import tools_in_file

    source = """
from enum import Enum
from mcp.types import Tool, ToolAnnotations

class Names(str, Enum):
    STATUS = "git_status"

TOOLS = [Tool(name=Names.STATUS, description="Shows the working tree status.",
              inputSchema={"type": "object"}, annotations=ToolAnnotations(readOnlyHint=True))]
"""
    found = tools_in_file("src/server.py", source)
    assert [(t.name, t.annotations) for t in found] == [("git_status", {"readOnlyHint": True})]


def test_a_form_that_states_annotations_for_one_tool_states_them_for_all():
    text = (
        "## Tools\n\n- `get_record`: Read one record.\n  - Read-only: true\n"
        "- `delete_all`: Delete every record.\n"
    )
    found = {t.name: t for t in tools_in_document(Document("README.md", text))}
    assert found["delete_all"].states("annotations") and found["delete_all"].annotations is None
    catalog = Catalog(tuple(found.values()), "README.md")
    assert grade_idempotency_annotations(catalog).grade != "pass"


def test_a_manifest_cannot_mark_its_own_annotations_unknown():
    from assessments.collect.tool_catalog import catalog_from_json

    text = '{"tools": [{"name": "x", "inputSchema": {}, "annotations": {"unresolved": true}}]}'
    catalog, _ = catalog_from_json(text, "tools.json")
    assert catalog.tools[0].annotations == {}
    assert grade_idempotency_annotations(catalog).grade == "fail"
