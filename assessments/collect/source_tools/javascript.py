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
  description).

Schemas are read from zod shapes (``z.string().describe("…").optional()``,
``z.object({...})``) and JSON-schema literals; a name is followed once to a
``const`` in the same file. Strings are literals, possibly joined with ``+``.
Nothing is evaluated, and every scan is bounded by ``MAX_SPAN`` characters.
"""

from __future__ import annotations

import itertools
import re
from typing import Any

from assessments.observations import Tool

MAX_SPAN = 50_000
MAX_MATCHES = 1000  # per form and file
QUOTES = "\"'`"
HINT_KEYS = frozenset({"readOnlyHint", "destructiveHint", "idempotentHint", "openWorldHint"})
ZOD_TYPES = {
    "string": "string", "number": "number", "bigint": "integer", "boolean": "boolean",
    "array": "array", "tuple": "array", "set": "array", "object": "object", "record": "object",
    "map": "object", "date": "string", "enum": "string", "nativeEnum": None, "literal": None,
}  # fmt: skip
NOT_REQUIRED = frozenset({"optional", "nullish", "default"})
_ESCAPE = re.compile(r"\\(u[0-9a-fA-F]{4}|x[0-9a-fA-F]{2}|.)", re.DOTALL)
_ESCAPES = {"n": "\n", "t": "\t", "r": "", "b": "", "f": "", "v": "", "0": ""}
_ENTRY = re.compile(r"\s*(?:([\"'`])(.*?)\1|([A-Za-z_$][\w$]*))\s*:(.*)\Z", re.DOTALL)
_CALL = re.compile(r"\s*\.?\s*([A-Za-z_$][\w$]*)\s*(?:<[^()]{0,200}>)?\s*\(")
_TOOL_CALL = re.compile(r"\.tool\s*\(")
_REGISTER_CALL = re.compile(r"\.registerTool\s*\(")
_LISTED_TOOL = re.compile(r"\{\s*(?:name|method)\s*:\s*[\"'`]")
_CANDIDATE = re.compile(r"\.tool\s*\(|\.registerTool\s*\(|inputSchema|parameters\s*:")
# Keys a tool object may give its input schema under (a loop over tool objects often
# uses ``parameters`` or ``schema``).
SCHEMA_KEYS = ("inputSchema", "parameters", "schema", "input_schema")
_IDENTIFIER = re.compile(r"[A-Za-z_$][\w$]*\Z")


def _skip_string(text: str, i: int) -> int:
    """The index just after the string literal that starts at ``i``."""
    quote, j, end = text[i], i + 1, len(text)
    while j < end:
        char = text[j]
        if char == "\\":
            j += 2
            continue
        if char == quote:
            return j + 1
        if char == "\n" and quote != "`":
            return j
        j += 1
    return end


def _skip_comment(text: str, i: int) -> int | None:
    """The index after a comment starting at ``i``, or None when none starts there."""
    pair = text[i : i + 2]
    if pair == "//":
        newline = text.find("\n", i)
        return len(text) if newline < 0 else newline
    if pair == "/*":
        close = text.find("*/", i + 2)
        return len(text) if close < 0 else close + 2
    return None


def _scan_to(text: str, start: int, stops: str) -> int:
    """The first index from ``start`` at bracket depth 0 holding one of ``stops``, or of the
    bracket that closes the enclosing one; ``len(text)`` (or the span limit) otherwise."""
    depth, i, end = 0, start, min(len(text), start + MAX_SPAN)
    while i < end:
        char = text[i]
        if char in QUOTES:
            i = _skip_string(text, i)
            continue
        after_comment = _skip_comment(text, i) if char == "/" else None
        if after_comment is not None:
            i = after_comment
            continue
        if char in "([{":
            depth += 1
        elif char in ")]}":
            depth -= 1
            if depth < 0:
                return i
        elif depth == 0 and char in stops:
            return i
        i += 1
    return end


def _closing(text: str, open_index: int) -> int | None:
    close = _scan_to(text, open_index + 1, "")
    return close if close < len(text) and text[close] in ")]}" else None


def _split_top(inner: str) -> list[str]:
    pieces, pos = [], 0
    while pos < len(inner):
        comma = _scan_to(inner, pos, ",")
        pieces.append(inner[pos:comma].strip())
        if comma >= len(inner) or inner[comma] != ",":
            break
        pos = comma + 1
    return [p for p in pieces if p]


def _unescape(body: str) -> str:
    def replace(match: re.Match[str]) -> str:
        code = match.group(1)
        if code[0] in "ux" and len(code) > 1:
            return chr(int(code[1:], 16))
        return _ESCAPES.get(code, code)

    return _ESCAPE.sub(replace, body)


def string_value(expr: str) -> str | None:
    """The text of a string literal, or of literals joined with ``+``; None otherwise."""
    parts, i, expr = [], 0, expr.strip()
    while i < len(expr) and expr[i] in QUOTES:
        end = _skip_string(expr, i)
        parts.append(_unescape(expr[i + 1 : end - 1]))
        i = end
        while i < len(expr) and expr[i] in " \t\r\n+":
            i += 1
    return "".join(parts) if parts else None


def _entries(obj: str) -> dict[str, str]:
    """The ``key: value`` entries at the top level of an object literal (braces included)."""
    obj = obj.strip()
    if not (obj.startswith("{") and obj.endswith("}")):
        return {}
    entries = {}
    for piece in _split_top(obj[1:-1]):
        match = _ENTRY.match(piece)
        if match:
            entries[match.group(2) or match.group(3)] = match.group(4).strip()
    return entries


def _resolve(expr: str, text: str) -> str:
    """Follow a bare name once to its ``const``/``let``/``var`` definition in the file."""
    expr = expr.strip()
    if not _IDENTIFIER.match(expr):
        return expr
    definition = re.search(
        rf"(?:const|let|var)\s+{re.escape(expr)}\s*(?::[^=\n]{{0,200}})?=(?!=)\s*", text
    )
    if not definition:
        return expr
    start = definition.end()
    return text[start : _scan_to(text, start, ";")].strip()


def _chain(expr: str) -> list[tuple[str, str]]:
    """``z.string().describe("x").optional()`` → [("z.string", ""), ("describe", '"x"'), …]."""
    calls, pos = [], 0
    head = re.match(r"\s*(?:z|zod)\s*\.", expr)
    if not head:
        return []
    pos = head.end()
    while True:
        match = _CALL.match(expr, pos)
        if not match:
            return calls
        close = _closing(expr, match.end() - 1)
        if close is None:
            return calls
        calls.append((match.group(1), expr[match.end() : close]))
        pos = close + 1


def zod_property(expr: str) -> tuple[dict[str, Any], bool] | None:
    """The JSON schema of a zod expression and whether it is required."""
    calls = _chain(expr)
    if not calls:
        return None
    kind, argument = calls[0]
    json_type = ZOD_TYPES.get(kind)
    schema: dict[str, Any] = {"type": json_type} if json_type else {}
    if kind == "enum":
        schema["enum"] = [string_value(v) for v in _split_top(argument.strip()[1:-1])]
    elif kind == "literal":
        schema["const"] = string_value(argument)
    elif kind in ("union", "discriminatedUnion"):
        schema["anyOf"] = []
    methods = {name for name, _ in calls[1:]}
    if "int" in methods:
        schema["type"] = "integer"
    description = next((string_value(a) for name, a in reversed(calls) if name == "describe"), None)
    if description:
        schema["description"] = description
    return schema, not (methods & NOT_REQUIRED or kind == "optional")


def _json_property(obj: str) -> dict[str, Any]:
    entries, schema = _entries(obj), {}
    for key in ("type", "description", "title", "format"):
        value = string_value(entries.get(key, ""))
        if value is not None:
            schema[key] = value
    if entries.get("enum", "").startswith("["):
        schema["enum"] = [string_value(v) for v in _split_top(entries["enum"][1:-1])]
    return schema


def _json_schema(entries: dict[str, str], text: str) -> dict[str, Any]:
    properties = _entries(_resolve(entries.get("properties", "{}"), text))
    schema: dict[str, Any] = {
        "type": string_value(entries.get("type", "")) or "object",
        "properties": {key: _json_property(value) for key, value in properties.items()},
    }
    required = entries.get("required", "")
    if required.startswith("["):
        schema["required"] = [s for s in map(string_value, _split_top(required[1:-1])) if s]
    return schema


def _zod_shape(entries: dict[str, str]) -> dict[str, Any]:
    properties, required = {}, []
    for key, value in entries.items():
        parsed = zod_property(value)
        properties[key] = parsed[0] if parsed else {}
        if parsed and parsed[1]:
            required.append(key)
    schema: dict[str, Any] = {"type": "object", "properties": properties}
    if required:
        schema["required"] = required
    return schema


def schema_value(expr: str, text: str) -> dict[str, Any] | None:
    """A schema from a zod shape, ``z.object({...})``, a JSON-schema literal, or a name for one."""
    expr = _resolve(expr, text)
    wrapped = re.match(r"(?:\w+\.)?\w+\s*\(\s*([A-Za-z_$][\w$]*)\s*[,)]", expr)
    if wrapped and not expr.startswith(("z.", "zod.")):  # zodToJsonSchema(Schema)
        expr = _resolve(wrapped.group(1), text)
    calls = _chain(expr)
    if calls and calls[0][0] in ("object", "strictObject"):
        expr = calls[0][1].strip()
    entries = _entries(expr)
    if not entries:
        return None
    if "properties" in entries or string_value(entries.get("type", "")) == "object":
        return _json_schema(entries, text)
    return _zod_shape(entries)


def annotations_value(expr: str, text: str) -> dict[str, Any]:
    """The hints of an ``annotations`` value: literal ones with their value, a hint set
    from a name with ``None`` (declared, value unknown); ``{"unresolved": True}`` when
    the value is not an object literal the scanner can read (a helper call, an import)."""
    resolved = _resolve(expr, text).strip()
    if not resolved.startswith("{"):
        return {"unresolved": True}
    hints: dict[str, Any] = {}
    for key, value in _entries(resolved).items():
        if key in HINT_KEYS and value in ("true", "false"):
            hints[key] = value == "true"
        elif key in HINT_KEYS:
            hints[key] = None
        elif key == "title" and string_value(value) is not None:
            hints[key] = string_value(value)
    return hints


def _line(text: str, offset: int) -> int:
    return text.count("\n", 0, offset) + 1


def _call_arguments(text: str, match: re.Match[str]) -> list[str] | None:
    close = _closing(text, match.end() - 1)
    return None if close is None else _split_top(text[match.end() : close])


def _from_config(name: str, config: dict[str, str], text: str, source: str) -> Tool:
    output = config.get("outputSchema")
    return Tool(
        name=name,
        description=string_value(config.get("description", "")) or "",
        input_schema=schema_value(config["inputSchema"], text) if "inputSchema" in config else None,
        output_schema=(schema_value(output, text) or {"type": "object"}) if output else None,
        annotations=annotations_value(config["annotations"], text)
        if "annotations" in config
        else None,
        source=source,
    )


def _is_callback(arg: str) -> bool:
    return "=>" in arg.split("{", 1)[0] or arg.startswith(("async", "function"))


def _tool_call(text: str, match: re.Match[str], path: str) -> Tool | None:
    args = _call_arguments(text, match)
    name = string_value(args[0]) if args else None
    if not name:
        return None
    description, shape, annotations = "", None, None
    for arg in args[1:]:
        if _is_callback(arg):
            break
        if string_value(arg) is not None and not description and shape is None:
            description = string_value(arg) or ""
            continue
        entries = _entries(_resolve(arg, text))
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
    name = string_value(args[0]) if args else None
    if not name or len(args) < 2:
        return None
    config = _entries(_resolve(args[1], text))
    return _from_config(name, config, text, f"{path}:{_line(text, match.start())}")


def _listed_tool(text: str, match: re.Match[str], path: str) -> Tool | None:
    close = _closing(text, match.start())
    if close is None:
        return None
    entries = _entries(text[match.start() : close + 1])
    name = string_value(entries.get("name", "") or entries.get("method", ""))
    key = next((k for k in SCHEMA_KEYS if k in entries), None)
    if not name or key is None or ("inputSchema" not in entries and "description" not in entries):
        return None
    entries = {**entries, "inputSchema": entries[key]}
    return _from_config(name, entries, text, f"{path}:{_line(text, match.start())}")


def javascript_tools(path: str, text: str) -> list[Tool]:
    """The tools defined in one TypeScript or JavaScript file."""
    if not _CANDIDATE.search(text):
        return []
    found: list[tuple[int, Tool | None]] = []
    for pattern, reader in (
        (_TOOL_CALL, _tool_call),
        (_REGISTER_CALL, _registered_tool),
        (_LISTED_TOOL, _listed_tool),
    ):
        matches = itertools.islice(pattern.finditer(text), MAX_MATCHES)
        found += [(m.start(), reader(text, m, path)) for m in matches]
    return [tool for _, tool in sorted(found, key=lambda pair: pair[0]) if tool is not None]
