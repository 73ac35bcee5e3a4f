"""Tools and parameters in documentation tables and code blocks.

Pure functions shared by the documentation tool reference (``doc_tools``) and the
declared catalog (``tool_catalog``):

- ``table_tools``: the tools of a Markdown table with a tool-name column (``Tool``,
  ``Tools``, ``Tool name``, or ``Name`` when the table has no ``Type``/``Required``
  column, which would make it a table of parameters) and a ``Description`` column;
- ``parameter_table``: the parameters of a table with a name and a type column;
- ``signature``: the function a README's code block defines, with its parameters;
- ``TYPE_NAMES``: a documented type word and the JSON Schema type it stands for.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

from assessments.doctext import Table
from assessments.observations import Tool

TOOL_HEADERS = frozenset({"tool", "tools", "tool name", "mcp tool"})
PARAMETER_TABLE_HEADERS = frozenset({"type", "required"})
DESCRIPTION_HEADERS = frozenset({"description", "what it does", "purpose", "summary"})
TABLE_TOOL_NAME = re.compile(r"^[A-Za-z0-9_][A-Za-z0-9_.\-/]{0,127}$")
MARKUP = re.compile(r"[*_`]+")
EMPHASIS = re.compile(r"(\*\*|__|\*|_)(.+)\1")
LINK = re.compile(r"\[([^\]]{0,300})\]\([^)]{0,2000}\)")
MAX_NAME_CELL = 300


def _header_key(cell: str) -> str:
    return " ".join(MARKUP.sub("", LINK.sub(r"\1", cell)).lower().split())


def _name_cell(cell: str) -> str | None:
    """The tool name in a table cell: links, code spans, emphasis and a call's
    argument list removed (``**`get_weather(city)`**`` is ``get_weather``)."""
    if len(cell) > MAX_NAME_CELL:
        return None
    text = LINK.sub(r"\1", cell).replace("`", "").strip()
    while emphasis := EMPHASIS.fullmatch(text):
        text = emphasis.group(2).strip()
    if text.endswith(")") and "(" in text:
        text = text[: text.index("(")].strip()
    return text if TABLE_TOOL_NAME.match(text) else None


def _table_columns(header: tuple[str, ...]) -> tuple[int, int] | None:
    keys = [_header_key(cell) for cell in header]
    names = set(TOOL_HEADERS)
    if not PARAMETER_TABLE_HEADERS & set(keys):
        names.add("name")
    name = next((i for i, key in enumerate(keys) if key in names), None)
    description = next((i for i, key in enumerate(keys) if key in DESCRIPTION_HEADERS), None)
    if name is None or description is None or name == description:
        return None
    return name, description


def table_tools(table: Table, origin: str) -> Iterator[Tool]:
    """The tools of one documentation table (a tool-name and a description column)."""
    columns = _table_columns(table.header)
    if columns is None:
        return
    name_at, description_at = columns
    for row in table.rows:
        if len(row) <= max(name_at, description_at):
            continue
        name = _name_cell(row[name_at])
        if name is not None:
            description = " ".join(row[description_at].split())
            yield Tool(
                name=name,
                description=description,
                source=f"{origin} table",
                stated=frozenset({"description"}),
            )


PARAMETER_NAME_HEADERS = frozenset({"name", "parameter", "param", "argument", "field", "input"})
TYPE_NAMES = {
    "string": "string", "str": "string", "text": "string",
    "number": "number", "float": "number", "double": "number",
    "integer": "integer", "int": "integer",
    "boolean": "boolean", "bool": "boolean",
    "array": "array", "list": "array",
    "object": "object", "dict": "object", "map": "object",
}  # fmt: skip
TYPE_CELL = re.compile(r"(?i)^\W*(" + "|".join(TYPE_NAMES) + r")(?:\[\]|\b)")


def parameter_table(table: Table) -> list[tuple[str, dict[str, Any], bool]]:
    """The parameters of a table with a name and a type column (``| Name | Type |
    Required | Description |``), as (name, schema, required); empty for any other table."""
    keys = [_header_key(cell) for cell in table.header]
    name_at = next((i for i, key in enumerate(keys) if key in PARAMETER_NAME_HEADERS), None)
    type_at = next((i for i, key in enumerate(keys) if key == "type"), None)
    if name_at is None or type_at is None:
        return []
    described = next((i for i, key in enumerate(keys) if key in DESCRIPTION_HEADERS), None)
    required_at = next((i for i, key in enumerate(keys) if key in ("required", "optional")), None)
    found = []
    for row in table.rows:
        if len(row) <= max(name_at, type_at):
            continue
        name = _name_cell(row[name_at])
        typed = TYPE_CELL.match(MARKUP.sub("", row[type_at]))
        if name is None:
            continue
        schema: dict[str, Any] = {"type": TYPE_NAMES[typed.group(1).lower()]} if typed else {}
        if described is not None and described < len(row) and row[described].strip():
            schema["description"] = " ".join(row[described].split())
        required = True
        if required_at is not None and required_at < len(row):
            answer = MARKUP.sub("", row[required_at]).strip().lower()
            required = (answer in ("yes", "true", "✓", "✔", "required", "x")) == (
                keys[required_at] == "required"
            )
        found.append((name, schema, required))
    return found


# A function signature in a README's code block: "async def search(query: str, n: int = 3)
# -> str", "function search(query: string, n?: number)".
SIGNATURE = re.compile(
    r"^\s*(?:export\s+)?(?:async\s+)?(?:def|function)\s+(?P<name>[A-Za-z_]\w{0,127})\s*"
    r"\((?P<params>[^()]{0,2000}(?:\([^()]{0,200}\)[^()]{0,2000})*)\)",
    re.MULTILINE,
)
SIGNATURE_TYPE = re.compile(r"(?i)^(?:optional\[|union\[)?\s*(?P<type>[a-z]+)")
NOT_ARGUMENTS = frozenset({"self", "cls", "ctx", "context"})
NAME_PART = re.compile(r"^[A-Za-z_]\w{0,63}$")


def signature(code: str) -> tuple[str, list[tuple[str, dict[str, Any], bool]]] | None:
    """The function a code block's first signature defines: its name, and its parameters
    as (name, schema, required); a parameter with a default or an optional type is not
    required, and the context argument an MCP framework passes is not a parameter."""
    found = SIGNATURE.search(code[:20_000])
    if found is None:
        return None
    parameters = []
    for part in _top_level_split(found.group("params")):
        name, _, rest = part.strip().lstrip("*").partition(":")
        name, default = name.strip(), "=" in part
        optional = name.endswith("?") or default or "optional" in rest.lower()
        name = name.rstrip("?").strip()
        if not NAME_PART.match(name) or name.lower() in NOT_ARGUMENTS:
            continue
        typed = SIGNATURE_TYPE.match(rest.split("=", 1)[0].strip())
        kind = TYPE_NAMES.get(typed.group("type").lower()) if typed else None
        parameters.append((name, {"type": kind} if kind else {}, not optional))
    return found.group("name"), parameters


def _top_level_split(text: str) -> list[str]:
    """``text`` split at the commas outside brackets (``Dict[str, int]`` stays whole)."""
    parts, depth, start = [], 0, 0
    for index, char in enumerate(text):
        depth += char in "([{<"
        depth -= char in ")]}>"
        if char == "," and depth == 0:
            parts.append(text[start:index])
            start = index + 1
    return [part for part in [*parts, text[start:]] if part.strip()]
