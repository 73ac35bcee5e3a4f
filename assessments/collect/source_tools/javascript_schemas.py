"""Schemas and annotation hints of TypeScript/JavaScript tool definitions: zod shapes
(``z.string().describe("…").optional()``, ``z.object({...})``), JSON-schema literals and
``annotations`` objects, each name followed one hop."""

from __future__ import annotations

import re
from typing import Any

from assessments.collect.source_tools.javascript_values import _unwrapped, resolve
from assessments.collect.source_tools.scanner import _closing, _entries, _split_top, string_value

HINT_KEYS = frozenset({"readOnlyHint", "destructiveHint", "idempotentHint", "openWorldHint"})
ZOD_TYPES = {
    "string": "string", "number": "number", "bigint": "integer", "boolean": "boolean",
    "array": "array", "tuple": "array", "set": "array", "object": "object", "record": "object",
    "map": "object", "date": "string", "enum": "string", "nativeEnum": None, "literal": None,
}  # fmt: skip
NOT_REQUIRED = frozenset({"optional", "nullish", "default"})
_CALL = re.compile(r"\s*\.?\s*([A-Za-z_$][\w$]*)\s*(?:<[^()]{0,200}>)?\s*\(")
# Keys a tool object may give its input schema under (a loop over tool objects often
# uses ``parameters`` or ``schema``).
SCHEMA_KEYS = ("inputSchema", "parameters", "schema", "input_schema")


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
    properties = _entries(resolve(entries.get("properties", "{}"), text))
    schema: dict[str, Any] = {
        "type": string_value(entries.get("type", "")) or "object",
        "properties": {key: _json_property(value) for key, value in properties.items()},
    }
    required = entries.get("required", "")
    if required.startswith("["):
        schema["required"] = [s for s in map(string_value, _split_top(required[1:-1])) if s]
    return schema


def _typed_field(expr: str) -> tuple[dict[str, Any], bool] | None:
    """A ``{ type: z.string(), description: "…" }`` field (a tool class's ``schema``)."""
    entries = _entries(expr)
    parsed = zod_property(entries.get("type", ""))
    if parsed is None:
        return None
    description = string_value(entries.get("description", ""))
    schema = {**parsed[0], "description": description} if description else parsed[0]
    return schema, parsed[1]


def _zod_shape(entries: dict[str, str]) -> dict[str, Any]:
    properties, required = {}, []
    for key, value in entries.items():
        parsed = zod_property(value) or _typed_field(value)
        properties[key] = parsed[0] if parsed else {}
        if parsed and parsed[1]:
            required.append(key)
    schema: dict[str, Any] = {"type": "object", "properties": properties}
    if required:
        schema["required"] = required
    return schema


def schema_value(expr: str, text: str) -> dict[str, Any] | None:
    """A schema from a zod shape, ``z.object({...})``, a JSON-schema literal, or a name for
    one (also a zod object's ``Name.shape``)."""
    shape = re.fullmatch(r"\s*([A-Za-z_$][\w$]*)\.shape\s*", expr)
    if shape:
        expr = shape.group(1)
    expr = resolve(expr, text)
    wrapped = re.match(r"(?:\w+\.)?\w+\s*\(\s*([A-Za-z_$][\w$]*)\s*[,)]", expr)
    if wrapped and not expr.startswith(("z.", "zod.")):  # zodToJsonSchema(Schema)
        expr = resolve(wrapped.group(1), text)
    calls = _chain(expr)
    if calls and calls[0][0] in ("object", "strictObject"):
        expr = calls[0][1].strip()
    entries = {**_spread_entries(expr, text), **_entries(expr)}
    if not entries:
        return None
    if "properties" in entries or string_value(entries.get("type", "")) == "object":
        return _json_schema(entries, text)
    return _zod_shape(entries)


def _spread_entries(obj: str, text: str) -> dict[str, str]:
    """The entries an object literal takes from ``...NAME`` spreads, each followed one hop
    to an object literal of the file or of its package (``{ ...CommonArgs, id: … }``)."""
    obj = obj.strip()
    if not (obj.startswith("{") and obj.endswith("}")):
        return {}
    entries: dict[str, str] = {}
    for piece in _split_top(obj[1:-1]):
        spread = re.fullmatch(r"\.\.\.\s*([A-Za-z_$][\w$]*)", piece)
        if spread:
            entries.update(_entries(resolve(spread.group(1), text)))
    return entries


def annotations_value(expr: str, text: str) -> dict[str, Any]:
    """The hints of an ``annotations`` value: literal ones with their value, a hint set
    from a name with ``None`` (declared, value unknown); ``{"unresolved": True}`` when
    the value is not an object literal the scanner can read (a helper call, an import).
    A trailing ``satisfies T``, ``as T`` or ``as const`` is dropped, before and after
    following a name; an object literal still unreadable is unknown, never empty."""
    resolved = _unwrapped(resolve(_unwrapped(expr), text))
    if not (resolved.startswith("{") and resolved.endswith("}")):
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


def _unread_property(expr: str, text: str) -> bool:
    """Whether a zod shape holds a property built by a helper the scanner cannot read
    (``zEJSON().describe(…)``, ``Args.projectId()``) or described by a helper's text:
    its type or description is unknown, not missing."""
    expr = resolve(expr, text)
    calls = _chain(expr)
    if calls and calls[0][0] in ("object", "strictObject"):
        expr = calls[0][1].strip()
    entries = {**_spread_entries(expr, text), **_entries(expr)}
    if "properties" in entries or string_value(entries.get("type", "")) == "object":
        return False  # a JSON-schema literal
    return any(_unread(value) for value in entries.values())


def _unread(value: str) -> bool:
    parsed = zod_property(value) or _typed_field(value)
    if parsed is None:
        return True
    # ``.describe(helper(…))``: described, with a text the scanner cannot know.
    return ".describe(" in value and "description" not in parsed[0]
