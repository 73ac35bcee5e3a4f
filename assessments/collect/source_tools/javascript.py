"""Tool definitions in TypeScript and JavaScript source, read with a small scanner.

Recognised forms:

- ``server.tool("name", "description", { zod shape }, { annotations }, callback)``
  (every optional argument of the TypeScript SDK's ``tool()`` may be absent);
- ``server.registerTool("name", { title, description, inputSchema,
  outputSchema, annotations }, callback)``;
- tool-list objects ``{ name: "x", description: "…", inputSchema: {…} }`` (the
  low-level ``ListToolsRequestSchema`` handler), recognised only when the
  object has an ``inputSchema`` key, and tool objects registered in a loop,
  ``{ method: "x", description: "…", parameters: schema, annotations: {…} }``
  (``name``/``method``, with ``parameters``, ``schema`` or ``input_schema`` and a
  description);
- tool classes, ``class X extends BaseTool { name = "x"; description = …;
  inputSchema = …; annotations = … }``, with what a base class of the file or of
  the same package (a relative import) sets, when the class or the class it
  extends is named ``…Tool``.

Schemas are read from zod shapes (``z.string().describe("…").optional()``,
``z.object({...})``) and JSON-schema literals. A name, a call of a function that
returns one expression and a template string's ``${NAME}`` are followed one hop
(``javascript_values``), also into a module of the same package. Strings are
literals, possibly joined with ``+``. Nothing is evaluated, and every scan is
bounded by ``MAX_SPAN`` characters (``scanner``).
"""

from __future__ import annotations

import itertools
import re

from assessments.collect.source_tools.javascript_classes import (
    _CLASS_HEAD,
    CLASS_STATES,
    _class_tool,
)
from assessments.collect.source_tools.javascript_schemas import (
    HINT_KEYS,
    SCHEMA_KEYS,
    annotations_value,
    schema_value,
)
from assessments.collect.source_tools.javascript_values import SourceText, resolve, text_value
from assessments.collect.source_tools.scanner import (
    MAX_MATCHES,
    _closing,
    _entries,
    _line,
    _split_top,
    string_value,
)
from assessments.collect.source_tools.sources import Sources
from assessments.observations import Tool

_TOOL_CALL = re.compile(r"\.tool\s*\(")
_REGISTER_CALL = re.compile(r"\.registerTool\s*\(")
_LISTED_TOOL = re.compile(r"\{\s*(?:name|method)\s*:\s*[\"'`]")
_CANDIDATE = re.compile(
    r"\.tool\s*\(|\.registerTool\s*\(|inputSchema|parameters\s*:"
    r"|\bclass\s+[\w$]*Tool\b|\bextends\s+[\w$.]*Tool\b"
)


def _call_arguments(text: str, match: re.Match[str]) -> list[str] | None:
    close = _closing(text, match.end() - 1)
    return None if close is None else _split_top(text[match.end() : close])


def _from_config(name: str, config: dict[str, str], text: str, source: str) -> Tool:
    """A tool from its configuration object. A description or input schema that is set
    but cannot be read (a helper's result, ``X.schema`` of another package) is unknown."""
    output = config.get("outputSchema")
    description = text_value(config.get("description", ""), text)
    schema = schema_value(config["inputSchema"], text) if "inputSchema" in config else None
    unknown = {"description"} if description is None and config.get("description") else set()
    if schema is None and "inputSchema" in config:
        unknown.add("input_schema")
    return Tool(
        name=name,
        description=description or "",
        input_schema=schema,
        output_schema=(schema_value(output, text) or {"type": "object"}) if output else None,
        annotations=annotations_value(config["annotations"], text)
        if "annotations" in config
        else None,
        source=source,
        stated=CLASS_STATES - unknown if unknown else None,
    )


def _is_callback(arg: str) -> bool:
    return "=>" in arg.split("{", 1)[0] or arg.startswith(("async", "function"))


def _tool_call(text: str, match: re.Match[str], path: str) -> Tool | None:
    args = _call_arguments(text, match)
    name = text_value(args[0], text) if args else None
    if not name:
        return None
    description, shape, annotations = "", None, None
    for arg in args[1:]:
        if _is_callback(arg):
            break
        if not description and shape is None and text_value(arg, text) is not None:
            description = text_value(arg, text) or ""
            continue
        entries = _entries(resolve(arg, text))
        if entries and set(entries) <= HINT_KEYS | {"title"}:
            annotations = annotations_value(arg, text)
        elif shape is None:
            shape = schema_value(arg, text)
    return Tool(
        name=name,
        description=description,
        input_schema=shape if shape is not None else {"type": "object", "properties": {}},
        annotations=annotations,
        source=f"{path}:{_line(text, match.start())}",
    )


def _registered_tool(text: str, match: re.Match[str], path: str) -> Tool | None:
    args = _call_arguments(text, match)
    name = text_value(args[0], text) if args else None
    if not name or len(args) < 2:
        return None
    config = _entries(resolve(args[1], text))
    return _from_config(name, config, text, f"{path}:{_line(text, match.start())}")


def _listed_tool(text: str, match: re.Match[str], path: str) -> Tool | None:
    close = _closing(text, match.start())
    if close is None:
        return None
    entries = _entries(text[match.start() : close + 1])
    name = string_value(entries.get("name", "") or entries.get("method", ""))
    # An array (``parameters: ["[url]"]``, a CLI command's arguments) is no schema.
    key = next((k for k in SCHEMA_KEYS if k in entries and entries[k][:1] != "["), None)
    if not name or key is None or ("inputSchema" not in entries and "description" not in entries):
        return None
    entries = {**entries, "inputSchema": entries[key]}
    return _from_config(name, entries, text, f"{path}:{_line(text, match.start())}")


def javascript_tools(path: str, text: str, sources: Sources | None = None) -> list[Tool]:
    """The tools defined in one TypeScript or JavaScript file (``sources``: the rest of
    the checkout, for what the file imports from its own package)."""
    if not _CANDIDATE.search(text):
        return []
    text = SourceText.of(text, path, sources)
    found: list[tuple[int, Tool | None]] = []
    for pattern, reader in (
        (_TOOL_CALL, _tool_call),
        (_REGISTER_CALL, _registered_tool),
        (_LISTED_TOOL, _listed_tool),
        (_CLASS_HEAD, _class_tool),
    ):
        matches = itertools.islice(pattern.finditer(text), MAX_MATCHES)
        found += [(m.start(), reader(text, m, path)) for m in matches]
    return [tool for _, tool in sorted(found, key=lambda pair: pair[0]) if tool is not None]
