"""Tool definitions read from Python and TypeScript source, without running it."""

from __future__ import annotations

from assessments.collect.source_tools import ToolCollector, tools_in_file
from assessments.graders.catalog import grade_idempotency_annotations, grade_tool_descriptions
from assessments.observations import Catalog
from tests.repos import SERVER_PY

PYTHON = '''
from typing import Annotated, Any, Literal, Optional

from mcp.server.mcpserver import Context, MCPServer
from mcp.types import TextContent, Tool, ToolAnnotations
from pydantic import BaseModel, Field

mcp = MCPServer("demo")


class Hit(BaseModel):
    title: str


@mcp.tool(annotations={"readOnlyHint": True})
async def search(
    query: str,
    limit: int = 10,
    mode: Literal["fast", "full"] = "fast",
    tags: list[str] | None = None,
    since: Optional[str] = None,
    note: str = Field(default="", description="A note"),
    ctx: Context = None,
) -> list[Hit]:
    """Search the index."""


@mcp.tool("rename", description="Rename a file", structured_output=False)
def rename_file(self, old: str, new: str) -> dict[str, Any]:
    pass


@mcp.tool()
def blob(payload: dict, _internal: int = 0, *args, **kwargs) -> Any:
    pass


@mcp.tool()
def render(text: str) -> list[TextContent]:
    pass


@mcp.tool()
def nothing(x: "int"):
    pass


@other.tool(annotations=ToolAnnotations(readOnlyHint=False, destructive_hint=flag))
def flagged() -> None:
    pass


def helper():
    return 1


LOW_LEVEL = [
    Tool(
        name="low",
        description="A low-level tool",
        inputSchema={"type": "object", "properties": {"a": {"type": "string"}}},
        annotations=ToolAnnotations(read_only_hint=True),
    ),
    Tool(name="modelled", description="d", inputSchema=Hit.model_json_schema()),
]
'''


def by_name(tools):
    return {tool.name: tool for tool in tools}


def test_it_reads_decorated_python_tools():
    tools = by_name(tools_in_file("src/server.py", PYTHON))
    assert list(tools) == ["search", "rename", "blob", "render", "nothing", "flagged", "low",
                           "modelled"]  # fmt: skip
    search = tools["search"]
    assert search.description == "Search the index."
    assert search.annotations == {"readOnlyHint": True}
    assert search.source == "src/server.py:15"
    assert search.input_schema == {
        "type": "object",
        "properties": {
            "query": {"type": "string"},
            "limit": {"type": "integer"},
            "mode": {"enum": ["fast", "full"]},
            "tags": {"anyOf": [{"type": "array", "items": {"type": "string"}}, {"type": "null"}]},
            "since": {"anyOf": [{"type": "string"}, {"type": "null"}]},
            "note": {"type": "string", "description": "A note"},
        },
        "required": ["query"],
    }
    assert search.output_schema == {
        "type": "object",
        "properties": {"result": {"type": "array", "items": {"type": "object",
                                  "properties": {"title": {"type": "string"}}}}},
        "required": ["result"],
    }  # fmt: skip


def test_python_names_descriptions_and_output_schemas_follow_the_sdk():
    tools = by_name(tools_in_file("server.py", PYTHON))
    rename = tools["rename"]
    assert (rename.description, rename.annotations, rename.output_schema) == (
        "Rename a file",
        None,
        None,  # structured_output=False
    )
    assert list(rename.input_schema["properties"]) == ["old", "new"]
    assert tools["blob"].input_schema == {
        "type": "object",
        "properties": {"payload": {"type": "object"}},
        "required": ["payload"],
    }
    assert tools["blob"].output_schema is None  # Any
    assert tools["render"].output_schema is None  # content blocks
    assert tools["nothing"].output_schema is None  # no return annotation
    assert tools["nothing"].input_schema["properties"] == {"x": {"type": "integer"}}
    # Only literal hints have a known value (a declared hint set from a name is there, its
    # value None); None is wrapped as a result.
    assert tools["flagged"].annotations == {"readOnlyHint": False, "destructiveHint": None}
    assert tools["flagged"].output_schema == {
        "type": "object",
        "properties": {"result": {"type": "null"}},
        "required": ["result"],
    }


def test_it_reads_low_level_python_tool_lists():
    tools = by_name(tools_in_file("server.py", PYTHON))
    assert tools["low"].input_schema == {
        "type": "object",
        "properties": {"a": {"type": "string"}},
    }
    assert tools["low"].annotations == {"readOnlyHint": True}
    assert tools["modelled"].input_schema == {
        "type": "object",
        "properties": {"title": {"type": "string"}},
    }


def test_the_fixture_server_passes_dimensions_1_and_5():
    tools = tools_in_file("src/weather/server.py", SERVER_PY)
    assert [t.name for t in tools] == ["get_forecast", "delete_alert"]
    assert tools[1].annotations == {"readOnlyHint": False, "destructiveHint": True}
    catalog = Catalog(tools=tuple(tools), source="source code")
    assert grade_tool_descriptions(catalog).grade == "pass"
    assert grade_idempotency_annotations(catalog).grade == "pass"


def test_unparsable_and_unrelated_python_gives_nothing():
    assert tools_in_file("src/broken.py", "def tool(:\n") == []
    assert tools_in_file("src/plain.py", "def tool():\n    return 1\n") == []


TYPESCRIPT = r"""
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

const server = new McpServer({ name: "demo", version: "1.0.0" });

server.tool(
  "add",
  "Add two numbers " +
    "and return the sum",
  { a: z.number().int().describe("The first number"), b: z.number().optional() },
  { readOnlyHint: true, destructiveHint: false },
  async ({ a, b }) => ({ content: [{ type: "text", text: String(a + (b ?? 0)) }] }),
);

server.tool("ping", async () => ({ content: [] }));

server.tool("echo", { text: z.string().describe("Text, with a comma, to echo") }, async () => ({}));

const SearchInput = {
  query: z.string().describe('The query, e.g. "weather"'),
  kind: z.enum(["news", "web"]).default("web"),
};

server.registerTool(
  "search",
  {
    title: "Search",
    description: "Search the web for pages; read-only.",
    inputSchema: SearchInput,
    outputSchema: { hits: z.array(z.string()).describe("Matching URLs") },
    annotations: { readOnlyHint: true, openWorldHint: true },
  },
  async ({ query }) => ({ content: [], structuredContent: { hits: [] } }),
);

server.setRequestHandler(ListToolsRequestSchema, async () => ({
  tools: [
    {
      name: "list_files",
      description: `List the files in a directory`,
      inputSchema: {
        type: "object",
        properties: {
          dir: { type: "string", description: "The directory" },
          depth: { type: "integer" },
        },
        required: ["dir"],
      },
      annotations: { readOnlyHint: true },
    },
    { name: "not_a_tool", description: "no inputSchema here" },
  ],
}));
"""


def test_it_reads_typescript_tools():
    tools = by_name(tools_in_file("src/index.ts", TYPESCRIPT))
    assert list(tools) == ["add", "ping", "echo", "search", "list_files"]
    add = tools["add"]
    assert add.description == "Add two numbers and return the sum"
    assert add.annotations == {"readOnlyHint": True, "destructiveHint": False}
    assert add.input_schema == {
        "type": "object",
        "properties": {
            "a": {"type": "integer", "description": "The first number"},
            "b": {"type": "number"},
        },
        "required": ["a"],
    }
    assert add.source == "src/index.ts:7"
    assert (tools["ping"].description, tools["ping"].annotations) == ("", None)
    assert tools["echo"].input_schema["properties"]["text"]["description"] == (
        "Text, with a comma, to echo"
    )


def test_it_reads_registered_and_listed_typescript_tools():
    tools = by_name(tools_in_file("src/index.ts", TYPESCRIPT))
    search = tools["search"]
    assert search.description == "Search the web for pages; read-only."
    assert search.annotations == {"readOnlyHint": True, "openWorldHint": True}
    assert search.input_schema == {
        "type": "object",
        "properties": {
            "query": {"type": "string", "description": 'The query, e.g. "weather"'},
            "kind": {"type": "string", "enum": ["news", "web"]},
        },
        "required": ["query"],
    }
    assert search.output_schema["properties"]["hits"] == {
        "type": "array",
        "description": "Matching URLs",
    }
    listed = tools["list_files"]
    assert listed.description == "List the files in a directory"
    assert listed.input_schema == {
        "type": "object",
        "properties": {
            "dir": {"type": "string", "description": "The directory"},
            "depth": {"type": "integer"},
        },
        "required": ["dir"],
    }
    assert listed.annotations == {"readOnlyHint": True}
    assert listed.output_schema is None


def test_test_example_and_build_files_are_not_the_servers_tools():
    for path in ("tests/server.py", "examples/demo.ts", "dist/index.js", "src/index.d.ts"):
        assert tools_in_file(path, TYPESCRIPT if path.endswith("ts") else PYTHON) == []
    assert tools_in_file("dist/index.js", TYPESCRIPT) == []


def test_build_output_is_the_servers_code_only_when_no_other_code_defines_a_tool():
    # A package published as built code (npm's dist/): its tools are read there.
    only_built = ToolCollector()
    only_built.add_file("dist/index.js", TYPESCRIPT)
    only_built.add_file("dist/index.spec.js", 'server.tool("spec_only", async () => ({}));')
    only_built.add_file("dist/index.d.ts", 'server.tool("declared", async () => ({}));')
    only_built.add_file("dist/vendor.min.js", 'server.tool("minified", async () => ({}));')
    names = [tool.name for tool in only_built.server_tools]
    assert names == ["add", "ping", "echo", "search", "list_files"]
    assert only_built.server_tools[0].source.startswith("dist/index.js:")
    # Source beside it, read before or after: the source's tools alone.
    for order in (("dist/index.js", "src/server.py"), ("src/server.py", "dist/index.js")):
        both = ToolCollector()
        for path in order:
            both.add_file(path, TYPESCRIPT if path.endswith("js") else PYTHON)
        sources = {tool.source.split(":")[0] for tool in both.server_tools}
        assert sources == {"src/server.py"}, order


def test_a_zod_objects_shape_is_its_schema():
    source = """
const ListAppsOptions = z.object({
  all: z.boolean().optional().describe('Owned and collaborator apps'),
  team: z.string().describe('Filter by team name'),
});
server.tool('list_apps', 'List the apps', ListAppsOptions.shape, async (options) => ({}));
"""
    (tool,) = tools_in_file("src/apps.ts", source)
    assert tool.input_schema["properties"]["team"] == {
        "type": "string", "description": "Filter by team name"
    }  # fmt: skip
    assert tool.input_schema.get("required") == ["team"]


def test_the_collector_keeps_the_first_definition_and_stops_at_its_limit():
    collector = ToolCollector(limit=3)
    collector.add_file("a.ts", TYPESCRIPT)
    collector.add_file("b.py", PYTHON)
    assert list(collector.tools) == ["add", "ping", "echo"]
    collector = ToolCollector()
    collector.add_file("a.py", PYTHON)
    collector.add_file("b.py", PYTHON)
    assert collector.tools["search"].source == "a.py:15"


UNRESOLVED = '''
from mcp.server.mcpserver import MCPServer
from mcp.types import ToolAnnotations
from elsewhere import SHARED_HINTS, hints_for

server = MCPServer("x")


def register():
    read_only = ToolAnnotations(readOnlyHint=True, destructiveHint=False)

    @server.tool(annotations=read_only)
    def local_name(q: str) -> str:
        """Looks things up in the index and returns the first title found."""

    @server.tool(annotations=hints_for("write"))
    def helper_call(q: str) -> str:
        """Stores the query in the index and returns its new identifier."""

    @server.tool(annotations=SHARED_HINTS)
    def imported_name(q: str) -> str:
        """Deletes the entry of the index that matches the query, if any."""
'''


def test_annotations_the_scanner_cannot_resolve_are_unknown_and_cost_nothing():
    tools = by_name(tools_in_file("src/server.py", UNRESOLVED))
    assert tools["local_name"].annotations == {"readOnlyHint": True, "destructiveHint": False}
    assert tools["helper_call"].annotations == {"unresolved": True}
    assert tools["imported_name"].annotations == {"unresolved": True}
    catalog = Catalog(tuple(tools.values()), "source code")
    graded = grade_idempotency_annotations(catalog)
    assert graded.grade == "pass" and graded.evidence["annotations_unresolved"] == 2
    labels = [r["label"] for r in grade_tool_descriptions(catalog).reasons]
    assert "tool-side-effects-unstated" not in labels
    only_unknown = Catalog((tools["helper_call"], tools["imported_name"]), "source code")
    unknown = grade_idempotency_annotations(only_unknown)
    assert unknown.grade == "not_tested"
    assert [r["label"] for r in unknown.reasons] == ["annotations-unresolved"]


TYPESCRIPT_UNRESOLVED = """
import { hintsFor } from "./hints";
const READ_ONLY = { readOnlyHint: true, destructiveHint: false };
server.registerTool("known", { description: "Reads the index and returns titles.",
  inputSchema: { q: z.string() }, annotations: READ_ONLY }, async () => ({}));
server.registerTool("helper", { description: "Writes to the index and returns an id.",
  inputSchema: { q: z.string() }, annotations: hintsFor("write") }, async () => ({}));
server.registerTool("imported", { description: "Deletes a matching entry of the index.",
  inputSchema: { q: z.string() }, annotations: SHARED_HINTS }, async () => ({}));
"""


def test_typescript_annotations_the_scanner_cannot_resolve_are_unknown():
    tools = by_name(tools_in_file("src/index.ts", TYPESCRIPT_UNRESOLVED))
    assert tools["known"].annotations == {"readOnlyHint": True, "destructiveHint": False}
    assert tools["helper"].annotations == {"unresolved": True}
    assert tools["imported"].annotations == {"unresolved": True}


TYPESCRIPT_TYPE_ASSERTIONS = """
const SHARED = { readOnlyHint: false, destructiveHint: true } as const;
export const tools = [
  { name: "list_projects", description: "Lists the projects of the account.",
    inputSchema: { q: z.string() },
    annotations: { readOnlyHint: true, openWorldHint: false } satisfies ToolAnnotations },
  { name: "run_query", description: "Runs a query on a branch and returns its rows.",
    inputSchema: { q: z.string() },
    annotations: { readOnlyHint: false, destructiveHint: false } as ToolAnnotations },
  { name: "drop_branch", description: "Deletes a branch and all of its data.",
    inputSchema: { q: z.string() }, annotations: SHARED },
  { name: "get_branch", description: "Reads one branch of a project.",
    inputSchema: { q: z.string() },
    annotations: { readOnlyHint: true } as const satisfies Partial<ToolAnnotations> },
  { name: "helper", description: "Writes what a helper describes.",
    inputSchema: { q: z.string() }, annotations: hintsFor("write") satisfies ToolAnnotations },
];
"""


def test_typescript_annotations_behind_satisfies_as_or_as_const_are_read():
    tools = by_name(tools_in_file("mcp/tools/definitions.ts", TYPESCRIPT_TYPE_ASSERTIONS))
    assert tools["list_projects"].annotations == {"readOnlyHint": True, "openWorldHint": False}
    assert tools["run_query"].annotations == {"readOnlyHint": False, "destructiveHint": False}
    assert tools["drop_branch"].annotations == {"readOnlyHint": False, "destructiveHint": True}
    assert tools["get_branch"].annotations == {"readOnlyHint": True}
    # What still cannot be read is unknown, never an empty (declared) hint set.
    assert tools["helper"].annotations == {"unresolved": True}
    catalog = Catalog(tuple(tools.values())[:3], "source code")
    assert grade_idempotency_annotations(catalog).grade == "pass"
