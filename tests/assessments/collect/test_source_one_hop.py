"""One hop through the source: a tool's name, description, input schema or annotations
given by a constant, an Enum member, a function returning a literal or a template
string, or a base class of the same package is followed; only what still cannot be
resolved is unknown. Each fixture under tests/fixtures/sources/ holds one set of shapes."""

from __future__ import annotations

import pytest

from assessments.collect.repository import scan
from assessments.collect.source_tools import tools_in_file
from assessments.graders.catalog import grade_idempotency_annotations
from assessments.observations import Catalog
from tests.paths import TESTS

FIXTURES = TESTS / "fixtures" / "sources"


def scanned(name: str) -> dict:
    return {tool.name: tool for tool in scan(FIXTURES / name).tools}


@pytest.fixture(scope="module")
def notes() -> dict:
    return scanned("one_hop_python")


@pytest.fixture(scope="module")
def bookmarks() -> dict:
    return scanned("one_hop_ts")


def test_tool_names_held_in_an_enum_and_its_value_are_read():
    tools = scanned("enum_names")
    assert list(tools) == ["clock_now", "clock_shift"]
    now = tools["clock_now"]
    assert now.annotations == {"readOnlyHint": True, "destructiveHint": False}
    # An f-string in the schema keeps the schema; its unknown part is shown by name.
    zone = now.input_schema["properties"]["zone"]
    assert zone["description"] == "An IANA zone name; '{zone}' when none is given."
    assert now.input_schema["required"] == ["zone"]
    catalog = Catalog(tuple(tools.values()), "source code")
    assert grade_idempotency_annotations(catalog).grade == "pass"


def test_a_python_description_in_a_module_constant(notes):
    assert notes["search_notes"].description.startswith("Search the notes for a phrase")
    assert notes["search_notes"].description.endswith("Read-only: nothing is changed.")
    assert notes["delete_note"].description == "Delete a note for good; it cannot be restored."


def test_python_annotations_and_schema_from_a_function_returning_a_literal(notes):
    assert notes["delete_note"].annotations == {"readOnlyHint": False, "destructiveHint": True}
    assert notes["count_notes"].input_schema == {
        "type": "object",
        "properties": {"tag": {"type": "string"}},
        "required": ["tag"],
    }


def test_python_names_imported_from_the_same_package(notes):
    assert notes["archive_note"].description.startswith("Move a note to the archive.")
    assert notes["restore_note"].description == "Bring an archived note back to the list of notes."


def test_a_python_tool_class_takes_its_annotations_from_a_base_in_the_package(notes):
    assert notes["count_notes"].description == "Count the notes that carry a tag."
    assert notes["count_notes"].annotations == {"readOnlyHint": True, "idempotentHint": True}
    listed = notes["list_tags"]
    assert listed.description == "List every tag in use, with how many notes carry it."
    assert listed.input_schema == {"type": "object", "properties": {}}  # from the base's base
    assert listed.annotations == {"readOnlyHint": True, "idempotentHint": True}
    assert "NoteTool" not in notes and "ReadOnlyNoteTool" not in notes  # bases name no tool


def test_a_typescript_template_string_constant_is_the_description(bookmarks):
    description = bookmarks["list_bookmarks"].description
    assert description == "List the saved bookmarks, newest first, at most 50 of them."


def test_typescript_schemas_and_annotations_from_functions(bookmarks):
    assert bookmarks["add_bookmark"].input_schema == {
        "type": "object",
        "properties": {
            "url": {"type": "string", "description": "The address to save"},
            "title": {"type": "string"},
        },
        "required": ["url"],
    }
    assert bookmarks["rename_bookmark"].input_schema["required"] == ["id", "title"]
    assert bookmarks["remove_bookmark"].annotations == {
        "readOnlyHint": False,
        "destructiveHint": True,
    }


def test_typescript_names_imported_from_the_same_package(bookmarks):
    exported = bookmarks["export_bookmarks"]
    assert exported.description.startswith("Write every bookmark to a file")
    assert exported.input_schema["required"] == ["format"]
    assert exported.input_schema["properties"]["format"]["description"] == "html or json"


def test_a_typescript_tool_class_takes_its_annotations_from_an_imported_base(bookmarks):
    counted = bookmarks["count_bookmarks"]
    assert counted.description == "Count the saved bookmarks."
    assert counted.annotations == {"readOnlyHint": True, "destructiveHint": False}
    assert "ReadOnlyBookmarkTool" not in bookmarks


def test_without_the_rest_of_the_checkout_imported_values_stay_unknown():
    text = (FIXTURES / "one_hop_ts" / "src" / "index.ts").read_text()
    tools = {t.name: t for t in tools_in_file("src/index.ts", text)}
    assert tools["export_bookmarks"].description == ""
    assert tools["export_bookmarks"].input_schema is None
    # The base class is not read, and it may set them: unknown, never "no annotations".
    assert tools["count_bookmarks"].annotations == {"unresolved": True}
    assert tools["list_bookmarks"].description.startswith("List the saved bookmarks")


PYTHON_UNRESOLVABLE = '''
from elsewhere import describe, HINTS
from tests.paths import ROOT, TESTS

@mcp.tool(description=describe("x"), annotations=HINTS)
def far(q: str) -> str:
    """The docstring speaks when the description cannot be known."""


def busy():
    hints = {"readOnlyHint": True}
    hints["destructiveHint"] = False
    return hints


@mcp.tool(annotations=busy())
def near(q: str) -> str:
    """Looks a phrase up and returns the first match."""
'''


def test_what_one_hop_cannot_reach_stays_unknown():
    tools = {t.name: t for t in tools_in_file("src/server.py", PYTHON_UNRESOLVABLE)}
    assert tools["far"].description == "The docstring speaks when the description cannot be known."
    assert tools["far"].annotations == {"unresolved": True}
    assert tools["near"].annotations == {"unresolved": True}  # a function that does more


def test_an_import_out_of_the_checkout_is_not_read(tmp_path):
    outside = tmp_path / "outside.ts"
    outside.write_text('export const SECRET_DESC = "read from outside the checkout";\n')
    root = tmp_path / "repo"
    (root / "src").mkdir(parents=True)
    (root / "src" / "index.ts").write_text(
        'import { SECRET_DESC } from "../../outside.js";\n'
        'server.tool("t", SECRET_DESC, {}, async () => ({}));\n'
    )
    [tool] = scan(root).tools
    assert tool.description == ""


@pytest.fixture(scope="module")
def tasks() -> dict:
    return scanned("tool_classes_ts")


def test_a_class_named_and_based_like_a_tool_is_no_tool_without_description_or_schema(tasks):
    # ``class Zed extends EditorTool { name = "Zed" }``: a set-up wizard's editor entry.
    assert "Zed" not in tasks and "Helix" not in tasks
    assert sorted(tasks) == ["archive_tasks", "close_task", "list_tasks"]


def test_a_typescript_tool_class_named_by_a_static_tool_name_with_spread_args(tasks):
    listed = tasks["list_tasks"]
    assert listed.description.startswith("List the open tasks of a project, newest first")
    assert listed.input_schema["properties"]["project"]["description"] == (
        "The project the tasks belong to"
    )
    assert listed.input_schema["required"] == ["project"]
    assert listed.output_schema is not None


def test_a_class_after_a_nested_template_string_is_read_whole(tasks):
    closed = tasks["close_task"]
    assert closed.description == "Close a task for good; a closed task cannot be reopened."
    assert closed.input_schema["required"] == ["id"]


def test_annotations_from_a_base_class_getter_returning_a_literal(tasks):
    assert tasks["close_task"].annotations == {"readOnlyHint": False, "destructiveHint": True}


def test_annotations_a_getter_computes_or_an_unread_base_may_set_are_unknown(tasks):
    assert tasks["list_tasks"].annotations == {"unresolved": True}  # a switch on the kind
    assert tasks["archive_tasks"].annotations == {"unresolved": True}  # another package's base
    catalog = Catalog((tasks["list_tasks"], tasks["archive_tasks"]), "source code")
    assert grade_idempotency_annotations(catalog).grade != "fail"


def test_a_typescript_class_registered_with_a_server_is_a_tool_without_a_schema():
    text = (
        'class PingTool extends BaseTool {\n  name = "ping";\n}\n'
        "server.addTool(new PingTool());\n"
        'class Editor extends BaseTool {\n  name = "Vim";\n}\n'
    )
    assert [t.name for t in tools_in_file("src/index.ts", text)] == ["ping"]


def test_python_tool_names_passed_to_a_base_class_constructor():
    vault = scanned("handler_names_py")
    assert sorted(vault) == [
        "vault_list_notes",  # Base.__init__(self, …, "vault_list_notes")
        "vault_read_note",  # super().__init__(READ_NOTE), a module constant
        "vault_rename_note",  # a class attribute
        "vault_write_note",  # super().__init__(tool_name="vault_write_note")
    ]
    assert vault["vault_read_note"].description == "Return the text of one note of the vault."
    assert vault["vault_read_note"].input_schema["properties"] == {"path": {"type": "string"}}


def test_a_python_class_with_a_name_but_no_schema_is_no_tool():
    text = (
        "class EditorTool:\n    name = ''\n\n"
        "class Zed(EditorTool):\n    name = 'Zed'\n    config_file = 'settings.json'\n"
    )
    assert tools_in_file("src/editors.py", text) == []


def test_a_zod_property_built_by_a_helper_leaves_the_input_schema_unknown(tasks):
    assert not tasks["archive_tasks"].states("input_schema")  # taskFilter() is not read
    assert tasks["list_tasks"].states("input_schema")


def test_a_name_read_off_an_object_literal_of_the_package_and_no_cli_command():
    """``server.registerTool(getDesignDataTool.name, {description: getDesignDataTool
    .description, …})`` where the object is exported through an index file: followed to
    the object literal (``{…} as const``). A CLI command's ``command({name: "fetch",
    parameters: ["[url]"]})`` is no tool: an array of arguments is no schema."""
    tools = scanned("member_names_ts")
    assert list(tools) == ["get_design_data", "download_images"]
    data = tools["get_design_data"]
    assert data.description.startswith("Get the layout, content and styles")
    assert data.annotations == {"readOnlyHint": True}
    # A schema held under a shorthand property, and a description a function builds,
    # are set but not read here: unknown, not missing.
    assert not data.states("input_schema") and data.states("description")
    download = tools["download_images"]  # its name is a constant of the object's file
    assert not download.states("description")
    assert download.annotations == {"openWorldHint": True}
    catalog = Catalog(tuple(tools.values()), "source code")
    assert grade_idempotency_annotations(catalog).grade == "partial"
