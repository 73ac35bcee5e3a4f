"""Fixture servers for the harness's own arguments: values it must make up, values an
earlier result offers, and outside targets it must never make up.

Each builder is a low-level ``Server`` whose tools record the arguments they receive as
they came over the wire (``executed`` hears ``"<tool> <arguments as JSON>"``), before
any validation, so a test sees every value the harness sent, even a wrong-typed one.

- ``made_up_arguments``: two read-only tools whose declared schemas cannot say what
  works. ``query_records(filter)`` needs ``filter.field`` and ``filter.value``, which
  the schema leaves optional (a harness can only send ``{}``);
  ``count_records(kind)`` knows only the kind ``"invoice"``, which nothing names. Both
  answer anything else with an ``isError`` result naming the problem.
- ``listed_files``: ``list_files()`` returns ``{"files": {"<name>": {"bytes": n}},
  "tags": [...]}`` (file names as the object's keys, tags as an array's items);
  ``read_file(file)`` and ``tag_details(tag_name)`` answer only for a name it listed.
- ``outside_targets``: tools annotated ``openWorldHint: true`` whose parameters name
  outside targets under every disguise: an array of URLs (``check_links``, ``[]``
  validates), an object holding a host (``probe``), an ``address`` (``lookup``), an
  optional host (``ping``), a site named only in a description (``site_search``); and
  ``fetch_status(url, retries)``, callable once the owner gives ``url``.
- ``optional_extra``: ``list_watches()`` answers one shape every time;
  ``semantic_search(query?)``, whose parameters are all optional, answers every call with
  an ``isError`` result saying an optional extra is not installed (a feature the
  package installs only on request).
"""

from __future__ import annotations

import json
from typing import Any

import mcp_types as types
from mcp.server.lowlevel import Server

from tests.mcp_servers.servers import READ_ONLY, Executed, _ignore, text_result

OPEN_WORLD = types.ToolAnnotations(
    read_only_hint=True, destructive_hint=False, idempotent_hint=True, open_world_hint=True
)
FILES = {"notes.txt": {"bytes": 12}, "todo.md": {"bytes": 40}}
TAGS = ["release-2026", "hotfix"]


def _tool(name: str, description: str, properties: dict[str, Any], required=(), *,
          annotations=READ_ONLY) -> types.Tool:  # fmt: skip
    schema = {"type": "object", "properties": properties, "required": list(required)}
    return types.Tool(
        name=name, description=description, input_schema=schema, annotations=annotations
    )


def _server(name: str, tools: list[types.Tool], answer, executed: Executed) -> Server:
    async def list_tools(ctx: Any, params: types.PaginatedRequestParams | None):
        return types.ListToolsResult(tools=tools)

    async def call_tool(ctx: Any, params: types.CallToolRequestParams) -> types.CallToolResult:
        arguments = params.arguments or {}
        executed(f"{params.name} {json.dumps(arguments, sort_keys=True, default=str)}")
        return answer(params.name, arguments)

    return Server(name, version="1.0.0", on_list_tools=list_tools, on_call_tool=call_tool)


def _refused(text: str) -> types.CallToolResult:
    return text_result({"error": text}, is_error=True)


def made_up_arguments_tools() -> list[types.Tool]:
    return [
        _tool(
            "query_records",
            "Returns the records matching a filter on one field, as {records: [...]}.",
            {
                "filter": {
                    "type": "object",
                    "description": "The filter to apply.",
                    "properties": {"field": {"type": "string"}, "value": {"type": "string"}},
                }
            },
            ["filter"],
        ),
        _tool(
            "count_records",
            "Counts the stored records of one kind and returns {kind, count}.",
            {"kind": {"type": "string", "description": "The kind of record to count."}},
            ["kind"],
        ),
    ]


def _answer_made_up(name: str, arguments: dict[str, Any]) -> types.CallToolResult:
    if name == "query_records":
        record_filter = arguments.get("filter")
        if not isinstance(record_filter, dict) or not {"field", "value"} <= set(record_filter):
            return _refused("invalid filter: field and value are required")
        return text_result({"records": []})
    kind = arguments.get("kind")
    if kind != "invoice":
        return _refused(f"invalid kind: expected a known record kind, got {kind!r}")
    return text_result({"kind": kind, "count": 3})


def build_made_up_arguments(executed: Executed = _ignore) -> Server:
    """See the module docstring."""
    return _server("made-up-arguments", made_up_arguments_tools(), _answer_made_up, executed)


def listed_files_tools() -> list[types.Tool]:
    return [
        _tool("list_files", "Lists the files this server serves, and its release tags.", {}),
        _tool(
            "read_file",
            "Returns the text of one file listed by list_files.",
            {"file": {"type": "string", "description": "The file to read."}},
            ["file"],
        ),
        _tool(
            "tag_details",
            "Returns the details of one release tag listed by list_files.",
            {"tag_name": {"type": "string", "description": "The tag."}},
            ["tag_name"],
        ),
    ]


def _answer_listed(name: str, arguments: dict[str, Any]) -> types.CallToolResult:
    if name == "list_files":
        return text_result({"files": FILES, "tags": TAGS})
    if name == "read_file":
        if arguments.get("file") not in FILES:
            return _refused(f"no such file: {arguments.get('file')!r}")
        return text_result({"file": arguments["file"], "text": "hello"})
    if arguments.get("tag_name") not in TAGS:
        return _refused(f"no such tag: {arguments.get('tag_name')!r}")
    return text_result({"tag": arguments["tag_name"], "commits": 4})


def build_listed_files(executed: Executed = _ignore) -> Server:
    """See the module docstring."""
    return _server("listed-files", listed_files_tools(), _answer_listed, executed)


OUTSIDE = ("check_links", "probe", "lookup", "ping", "site_search")


def outside_targets_tools() -> list[types.Tool]:
    string = {"type": "string"}
    return [
        _tool(
            "check_links",
            "Checks that every given link answers; returns {ok: [...]}.",
            {"urls": {"type": "array", "items": string}},
            ["urls"],
            annotations=OPEN_WORLD,
        ),
        _tool(
            "probe",
            "Opens a TCP connection to a target and reports the latency.",
            {
                "target": {
                    "type": "object",
                    "required": ["host"],
                    "properties": {"host": string, "port": {"type": "integer"}},
                }
            },
            ["target"],
            annotations=OPEN_WORLD,
        ),
        _tool(
            "lookup",
            "Resolves an address and returns its reverse name.",
            {"address": string},
            ["address"],
            annotations=OPEN_WORLD,
        ),
        _tool(
            "ping",
            "Pings a machine (the default gateway when none is given) N times.",
            {"count": {"type": "integer"}, "host": string},
            ["count"],
            annotations=OPEN_WORLD,
        ),
        _tool(
            "site_search",
            "Searches one site for a word and returns the hits.",
            {"query": string, "site": {"type": "string", "description": "Website to search."}},
            ["query", "site"],
            annotations=OPEN_WORLD,
        ),
        _tool(
            "fetch_status",
            "Fetches a URL and returns its HTTP status as {status}.",
            {"url": string, "retries": {"type": "integer"}},
            ["url"],
            annotations=OPEN_WORLD,
        ),
    ]


def _answer_outside(name: str, arguments: dict[str, Any]) -> types.CallToolResult:
    if name != "fetch_status":
        return text_result({"ok": True})
    if not isinstance(arguments.get("url"), str):
        return _refused("invalid arguments: url (string) is required")
    if "retries" in arguments and not isinstance(arguments["retries"], int):
        return _refused("invalid arguments: retries must be an integer")
    return text_result({"status": 200})


def build_outside_targets(executed: Executed = _ignore) -> Server:
    """See the module docstring."""
    return _server("outside-targets", outside_targets_tools(), _answer_outside, executed)


def optional_extra_tools() -> list[types.Tool]:
    return [
        _tool("list_watches", "Lists the saved search watches as {watches: [...]}.", {}),
        _tool(
            "semantic_search",
            "Searches the stored papers by meaning. Requires the [pro] extra.",
            {"query": {"type": "string", "description": "What to look for."}},
        ),
    ]


def _answer_extra(name: str, arguments: dict[str, Any]) -> types.CallToolResult:
    if name == "list_watches":
        return text_result({"watches": []})
    return _refused("Pro feature dependency missing: install the [pro] extra")


def build_optional_extra(executed: Executed = _ignore) -> Server:
    """See the module docstring."""
    return _server("optional-extra", optional_extra_tools(), _answer_extra, executed)


def received(server, tool: str) -> list[dict[str, Any]]:
    """The arguments each call of ``tool`` carried, as the server received them."""
    out = []
    for key, times in server.executions.items():
        name, _, arguments = key.partition(" ")
        if name == tool:
            out += [json.loads(arguments)] * times
    return out


def made_up_arguments():
    """``build_made_up_arguments`` over Streamable HTTP."""
    from tests.mcp_servers.catalog import _http

    return _http("made_up_arguments", build_made_up_arguments)


def listed_files():
    """``build_listed_files`` over Streamable HTTP."""
    from tests.mcp_servers.catalog import _http

    return _http("listed_files", build_listed_files)


def outside_targets():
    """``build_outside_targets`` over Streamable HTTP."""
    from tests.mcp_servers.catalog import _http

    return _http("outside_targets", build_outside_targets)


def optional_extra():
    """``build_optional_extra`` over Streamable HTTP."""
    from tests.mcp_servers.catalog import _http

    return _http("optional_extra", build_optional_extra)


HTTP_FIXTURES = {
    "made_up_arguments": made_up_arguments,
    "listed_files": listed_files,
    "outside_targets": outside_targets,
    "optional_extra": optional_extra,
}
