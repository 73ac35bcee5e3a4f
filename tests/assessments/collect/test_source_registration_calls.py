"""Tools registered by calling a server's method with a function, and servers built from a
subclass of the SDK's server class (Python). The fixture under
tests/fixtures/sources/fastmcp_subclass/ has the shape of a FastMCP subclass that calls
``self.tool(fn, name=…, description=…)`` in a set-up method, and a ``main`` that builds it."""

from __future__ import annotations

from assessments.collect.repository import scan
from assessments.collect.source_tools import tools_in_file
from assessments.graders.catalog import grade_idempotency_annotations
from assessments.observations import Catalog
from tests.paths import TESTS

FIXTURES = TESTS / "fixtures" / "sources"


def test_tool_and_add_tool_calls_with_a_function_define_tools():
    found = scan(FIXTURES / "fastmcp_subclass")
    tools = {tool.name: tool for tool in found.tools}
    assert list(tools) == ["vector-find", "vector-store", "count_entries"]
    find = tools["vector-find"]
    # ``name=`` names it; the function's signature gives the schema.
    assert find.input_schema["properties"]["query"]["description"].startswith("What to look")
    assert find.input_schema["required"] == ["query"]
    # ``description=self.settings…`` is set but not readable here: unknown, not empty.
    assert not find.states("description") and find.states("input_schema")
    # A name reassigned to a wrapper's result: the function, hence the schema, is unknown.
    store = tools["vector-store"]
    assert not store.states("input_schema") and not store.states("description")
    # Without ``name=`` the function's name; ``description=`` when given.
    count = tools["count_entries"]
    assert count.description == "Counts the entries of every collection."
    assert count.input_schema == {"type": "object", "properties": {}}
    # No annotations are declared: dimension 5 is graded on the source, not skipped.
    assert grade_idempotency_annotations(Catalog(tuple(tools.values()), "source")).grade == "fail"
    assert found.server_entry_point is True


def test_a_call_form_without_a_name_or_description_takes_the_functions():
    text = (
        "from mcp.server.fastmcp import FastMCP\n\nmcp = FastMCP('notes')\n\n\n"
        "def search_notes(term: str, limit: int = 10) -> str:\n"
        '    """Searches the notes for a term; read-only."""\n\n\n'
        "mcp.tool(annotations={'readOnlyHint': True})(search_notes)\n"
        "mcp.add_tool(make_tool('x'))\n"
    )
    tools = tools_in_file("server.py", text)
    assert [tool.name for tool in tools] == ["search_notes"]
    assert tools[0].description == "Searches the notes for a term; read-only."
    assert tools[0].input_schema["required"] == ["term"]
    assert tools[0].annotations == {"readOnlyHint": True}
    assert tools[0].stated is None


def test_building_a_subclass_of_the_sdks_server_starts_a_server(tmp_path):
    """Tools the scanner cannot read, but a ``main`` that builds and runs the subclass."""
    (tmp_path / "app").mkdir()
    (tmp_path / "app" / "server.py").write_text(
        "from fastmcp import FastMCP\n\n\nclass NotesServer(FastMCP):\n"
        "    def __init__(self):\n        super().__init__('notes')\n"
        "        for tool in load_tools():\n            self.add_tool(tool)\n"
    )
    (tmp_path / "app" / "main.py").write_text(
        "from app.server import NotesServer\n\n\ndef main():\n    NotesServer().run()\n"
    )
    assert scan(tmp_path).server_entry_point is True
    (tmp_path / "app" / "main.py").write_text("def main():\n    print('no server here')\n")
    assert scan(tmp_path).server_entry_point is False
