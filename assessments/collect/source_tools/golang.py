"""Tool definitions in Go source, read with the same small scanner as TypeScript.

Recognised forms:

- mcp-go's ``mcp.NewTool("name", mcp.WithDescription("…"), mcp.WithString("p",
  mcp.Required(), mcp.Description("…")), mcp.WithReadOnlyHintAnnotation(true),
  mcp.WithToolAnnotation(mcp.ToolAnnotation{ReadOnlyHint: mcp.ToBoolPtr(true)}))``:
  name, description, typed parameters and annotations;
- a tool struct literal, ``mcp.Tool{Name: "name", Description: "…", Annotations:
  &mcp.ToolAnnotations{ReadOnlyHint: true}}`` (the official Go SDK): its input schema
  comes from a Go type the scanner does not read, so it is not stated (unknown).

Strings are Go literals (``"…"`` or raw ``\\`…\\```), possibly joined with ``+``;
nothing is evaluated, and a constant is followed once within the file.
"""

from __future__ import annotations

import itertools
import re
from dataclasses import replace
from typing import Any

from assessments.collect.source_tools.scanner import (
    MAX_MATCHES,
    _closing,
    _line,
    _split_top,
    string_value,
)
from assessments.observations import Tool

NEW_TOOL = re.compile(r"\bmcp\.NewTool\s*\(")
# A project's own helper around mcp.NewTool: ``mcpgrafana.MustTool("name", "description",
# handler, mcp.WithReadOnlyHintAnnotation(true))``.
HELPER_TOOL = re.compile(r"\b(?!mcp\.)[A-Za-z_]\w*\.(?:Must|New)\w*Tool\s*\(")
TOOL_STRUCT = re.compile(r"\bmcp\.Tool\s*\{")
PARAMETER_OPTION = re.compile(r"^mcp\.With(String|Number|Integer|Boolean|Array|Object|Any)\s*\(")
GO_TYPES = {
    "String": "string",
    "Number": "number",
    "Integer": "integer",
    "Boolean": "boolean",
    "Array": "array",
    "Object": "object",
    "Any": None,
}
HINT_OPTIONS = {
    "WithReadOnlyHintAnnotation": "readOnlyHint",
    "WithDestructiveHintAnnotation": "destructiveHint",
    "WithIdempotentHintAnnotation": "idempotentHint",
    "WithOpenWorldHintAnnotation": "openWorldHint",
}
HINT_FIELDS = {
    "ReadOnlyHint": "readOnlyHint",
    "DestructiveHint": "destructiveHint",
    "IdempotentHint": "idempotentHint",
    "OpenWorldHint": "openWorldHint",
}
_CALL_NAME = re.compile(r"^(?:mcp\.)?([A-Za-z_]\w*)\s*\(")
_FIELD = re.compile(r"^\s*([A-Z]\w*)\s*:\s*(.*)\Z", re.DOTALL)


def _go_string(expr: str, text: str) -> str | None:
    """A literal, a constant of the file, or the longest literal a call is given (a
    translation helper's default text: ``t("KEY", "Get an issue.")``)."""
    value = string_value(expr)
    if value is not None:
        return value
    expr = expr.strip()
    if re.fullmatch(r"[A-Za-z_]\w*", expr):
        return _constant(expr, text)
    if re.match(r"[A-Za-z_][\w.]*\s*\(", expr):
        literals = [string_value(a) for a in _split_top(_inner(expr))]
        return max((v for v in literals if v), key=len, default=None)
    return None


def _constant(name: str, text: str) -> str | None:
    """The string a constant or variable of the file is set to, line by line (a
    whole-file pattern would be slow on hostile whitespace)."""
    assignment = re.compile(
        r"[ \t]*(?:const|var)?[ \t]*"
        + re.escape(name)
        + r"[ \t]*(?:[A-Za-z_.\[\]]+[ \t]*)?:?=[ \t]*"
    )
    for line in text.splitlines():
        if name in line:
            found = assignment.match(line[:2000])
            if found:
                return string_value(line[found.end() : 2000])
    return None


def _inner(expr: str) -> str:
    """The argument text of a call expression ``f(…)``."""
    start = expr.find("(")
    close = _closing(expr, start) if start >= 0 else None
    return expr[start + 1 : close] if close is not None else ""


def _bool(expr: str) -> bool | None:
    expr = expr.strip()
    pointer = re.match(r"^(?:mcp\.)?ToBoolPtr\s*\((.*)\)$", expr, re.DOTALL)
    if pointer:
        expr = pointer.group(1).strip()
    return {"true": True, "false": False}.get(expr)


def _hint_fields(literal: str) -> dict[str, Any]:
    """Hints of a ``ToolAnnotation{…}`` literal: known values, or None when not literal."""
    body = literal[literal.find("{") + 1 : literal.rfind("}")]
    hints: dict[str, Any] = {}
    for piece in _split_top(body):
        field = _FIELD.match(piece)
        if field and field.group(1) in HINT_FIELDS:
            hints[HINT_FIELDS[field.group(1)]] = _bool(field.group(2))
    return hints


def _parameter(option: str, text: str) -> tuple[str, dict[str, Any], bool] | None:
    kind = PARAMETER_OPTION.match(option)
    arguments = _split_top(_inner(option))
    name = _go_string(arguments[0], text) if arguments else None
    if not kind or not name:
        return None
    schema: dict[str, Any] = {}
    if GO_TYPES[kind.group(1)]:
        schema["type"] = GO_TYPES[kind.group(1)]
    required = False
    for argument in arguments[1:]:
        call = _CALL_NAME.match(argument.strip())
        what = call.group(1) if call else ""
        if what == "Required":
            required = True
        elif what == "Description":
            description = _go_string(_inner(argument), text)
            if description:
                schema["description"] = description
        elif what == "Enum":
            values = [_go_string(v, text) for v in _split_top(_inner(argument))]
            schema["enum"] = [v for v in values if v is not None]
    return name, schema, required


def _helper_tool(text: str, match: re.Match[str], path: str) -> Tool | None:
    """A helper that takes the name, the description, a handler and mcp options: read
    like ``mcp.NewTool``; its parameters usually come from the handler's argument type,
    so without parameter options the input schema is not stated."""
    tool = _new_tool(text, match, path, helper=True)
    if tool is None or tool.input_schema.get("properties"):
        return tool
    return replace(tool, input_schema=None, stated=frozenset({"description", "annotations"}))


def _new_tool(text: str, match: re.Match[str], path: str, *, helper: bool = False) -> Tool | None:
    close = _closing(text, match.end() - 1)
    if close is None:
        return None
    arguments = _split_top(text[match.end() : close])
    name = _go_string(arguments[0], text) if arguments else None
    if not name:
        return None
    description, properties, required = "", {}, []
    if helper and len(arguments) > 1 and not arguments[1].lstrip().startswith("mcp."):
        description = _go_string(arguments[1], text) or ""
        arguments = arguments[1:]
    annotations: dict[str, Any] | None = None
    for option in (a.strip() for a in arguments[1:]):
        call = _CALL_NAME.match(option)
        what = call.group(1) if call else ""
        if what == "WithDescription":
            description = _go_string(_inner(option), text) or ""
        elif what in HINT_OPTIONS:
            annotations = {**(annotations or {}), HINT_OPTIONS[what]: _bool(_inner(option))}
        elif what == "WithToolAnnotation":
            annotations = {**(annotations or {}), **_hint_fields(_inner(option))}
        elif what == "WithTitleAnnotation":
            annotations = {**(annotations or {}), "title": _go_string(_inner(option), text)}
        else:
            parameter = _parameter(option, text)
            if parameter is not None:
                properties[parameter[0]] = parameter[1]
                if parameter[2]:
                    required.append(parameter[0])
    schema: dict[str, Any] = {"type": "object", "properties": properties}
    if required:
        schema["required"] = required
    return Tool(
        name=name,
        description=description,
        input_schema=schema,
        annotations=annotations,
        source=f"{path}:{_line(text, match.start())}",
    )


def _tool_struct(text: str, match: re.Match[str], path: str) -> Tool | None:
    close = _closing(text, match.end() - 1)
    if close is None:
        return None
    fields = {}
    for piece in _split_top(text[match.end() : close]):
        field = _FIELD.match(piece)
        if field:
            fields[field.group(1)] = field.group(2).strip()
    name = _go_string(fields.get("Name", ""), text)
    if not name:
        return None
    annotations = _hint_fields(fields["Annotations"]) if "Annotations" in fields else None
    description = _go_string(fields.get("Description", '""'), text)
    # The input schema comes from a Go type or a variable: not read here, so not stated;
    # a description the scanner cannot read is unknown too.
    stated = {"annotations"} | ({"description"} if description is not None else set())
    return Tool(
        name=name,
        description=description or "",
        annotations=annotations,
        source=f"{path}:{_line(text, match.start())}",
        stated=frozenset(stated),
    )


def go_tools(path: str, text: str) -> list[Tool]:
    """The tools defined in one Go file."""
    if "mcp." not in text:
        return []
    found: list[tuple[int, Tool | None]] = []
    for pattern, reader in (
        (NEW_TOOL, _new_tool),
        (HELPER_TOOL, _helper_tool),
        (TOOL_STRUCT, _tool_struct),
    ):
        matches = itertools.islice(pattern.finditer(text), MAX_MATCHES)
        found += [(m.start(), reader(text, m, path)) for m in matches]
    return [tool for _, tool in sorted(found, key=lambda pair: pair[0]) if tool is not None]
