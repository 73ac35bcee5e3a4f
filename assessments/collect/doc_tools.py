"""Tool references in documentation: tables, bullet lists and headings under a tools heading.

Pure functions over ``doctext`` outlines. A README documents its tools in one
of a few common forms; each gives a catalog with whatever fields it states
(``Tool.stated``), and nothing it does not state is invented or failed:

- **sections**: only text under a heading that names tools (``## Tools``,
  ``### Available tools``, ``## Tool reference``) is read, so an incidental
  table elsewhere is never taken for the catalog;
- **tables** with a tool-name column and a description column (names and
  descriptions);
- **headings** below the tools heading whose title is a tool name
  (``### get_weather``, ``### `get_weather(city)` ``): the first paragraph is
  the description, bullets below are its parameters;
- **bullet lists** whose items start with a marked name (``- **get_weather** —
  …``, ``- `get_weather`: …``, ``1. get_weather - …`` for a name with ``_`` or
  ``-``): the rest of the item is the description, nested bullets are its
  parameters; a heading in between that is not a name is a category;
- **definition lists**: a line holding only a marked name, followed by
  ``: description``.

A parameter line is ``name (type, required): description``, ``name: type —
description`` or ``` `name` (optional) - … ```; a type word (string, number,
integer, boolean, array, object and their usual spellings) makes it typed, and
the parameters become an ``inputSchema``. Lines such as ``Read-only: true``,
``readOnlyHint: true`` or ``Destructive: yes`` state annotations.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from typing import Any

from assessments.doctext import Heading, Outline, outline
from assessments.observations import Document, Tool

TOOLS_HEADING = re.compile(
    r"(?i)^(?:[\W\d_]*)(?:(?:available|mcp|supported|provided|exposed|server|the)\s+)*"
    r"tools?\b(?!ing)|\btool (?:reference|list|catalog)\b|\btools? (?:and|&) "
)
# A heading about tools that is not their reference: "Tool configuration", "Specifying
# tools", "Toolsets", "Tool permissions".
NOT_A_REFERENCE = re.compile(
    r"(?i)config|setting|select|filter|specif|install|mode\b|secur|permission|toolset|usage"
    r"|enabl|disabl|develop|test|affect|flag"
)
NAME = re.compile(r"^[A-Za-z_][A-Za-z0-9_.\-/]{0,127}$")
MARKED_NAME = re.compile(
    r"^(?:\*\*|__)?`?(?P<name>[A-Za-z_][A-Za-z0-9_.\-/]{0,127})(?:\([^)]{0,200}\))?`?"
    r"(?:\*\*|__)?(?P<rest>.*)$"
)
LINKED_NAME = re.compile(r"^\[(?P<label>[^\]]{1,200})\]\([^)]{0,2000}\)(?P<rest>.*)$")
BULLET = re.compile(r"^(?P<indent>\s*)(?:[-*+]|\d{1,3}[.)])\s+(?P<text>.*)$")
SEPARATOR = re.compile(r"^\s*(?:[:—–]|-{1,2}(?=\s)|\s(?=\())\s*")
TYPE_WORDS = {
    "string": "string", "str": "string", "text": "string",
    "number": "number", "float": "number", "double": "number",
    "integer": "integer", "int": "integer",
    "boolean": "boolean", "bool": "boolean",
    "array": "array", "list": "array",
    "object": "object", "dict": "object", "map": "object",
}  # fmt: skip
TYPE_WORD = re.compile(r"(?i)\b(" + "|".join(TYPE_WORDS) + r")(?:\[\]|\b)")
PARAMETER = re.compile(
    r"^(?:\*\*|__)?`?(?P<name>[A-Za-z_][A-Za-z0-9_.\-]{0,63})`?(?:\*\*|__)?\??"
    r"[ \t]*(?:\((?P<paren>[^)]{0,120})\))?"
    r"[ \t]*(?:(?P<sep>[:—–]|-{1,2}(?=\s))[ \t]*(?P<rest>.*))?$"
)
PARAMETER_HEADER = re.compile(
    r"(?i)^(?:\*\*|__)?(?:inputs?|parameters?|params|arguments?|args)(?:\*\*|__)?:?\s*"
)
HINT_LINE = re.compile(
    r"(?i)^(?:\*\*|__)?`?(read[- ]?only(?:hint)?|destructive(?:hint)?|idempotent(?:hint)?"
    r"|open[- ]?world(?:hint)?)`?(?:\*\*|__)?\s*[:=]\s*`?(true|false|yes|no)`?"
)
HINT_KEYS = {
    "read": "readOnlyHint",
    "destructive": "destructiveHint",
    "idempotent": "idempotentHint",
    "open": "openWorldHint",
}
MARKUP = re.compile(r"[*_`]+")
MAX_LINES = 20_000
MAX_DESCRIPTION = 2000


@dataclass
class _Entry:
    name: str
    form: str
    description: list[str] = field(default_factory=list)
    parameters: dict[str, dict[str, Any]] = field(default_factory=dict)
    required: list[str] = field(default_factory=list)
    hints: dict[str, bool] = field(default_factory=dict)

    def tool(self, origin: str) -> Tool:
        description = " ".join(" ".join(self.description).split())[:MAX_DESCRIPTION]
        stated = {"description"} if description else set()
        schema = None
        if self.parameters:
            stated.add("input_schema")
            schema = {"type": "object", "properties": self.parameters}
            if self.required:
                schema["required"] = self.required
        if self.hints:
            stated.add("annotations")
        return Tool(
            name=self.name,
            description=description,
            input_schema=schema,
            annotations=dict(self.hints) or None,
            source=f"{origin} {self.form}",
            stated=frozenset(stated),
        )


def _clean(text: str) -> str:
    return MARKUP.sub("", text).strip()


MAX_LINE = 600  # characters of a line that are matched (the rest is never a name)


def _name_and_rest(text: str, *, marked_only: bool) -> tuple[str, str] | None:
    """The tool name an item or title starts with, and the text after it."""
    text = text.strip()[:MAX_LINE]
    linked = LINKED_NAME.match(text)
    if linked:
        text = linked.group("label") + linked.group("rest")
    found = MARKED_NAME.match(text)
    if not found:
        return None
    name, rest = found.group("name"), found.group("rest")
    code = text.startswith(("`", "**`", "__`")) or bool(linked)
    marked = code or text[:1] in "*_"
    identifier = any(char in name for char in "_.") or (
        name[:1].islower() and ("-" in name or any(c.isupper() for c in name[1:]))
    )
    if not (code or identifier):
        return None  # "**Note**:", "**Read-only**:" and plain words are not tool names
    if not (marked or not marked_only):
        return None
    if rest and not SEPARATOR.match(rest) and not rest.startswith("("):
        return None
    return name.rstrip(".-/"), SEPARATOR.sub("", rest, count=1).strip()


def _hint(text: str) -> tuple[str, bool] | None:
    found = HINT_LINE.match(text.strip()[:MAX_LINE])
    if not found:
        return None
    word = found.group(1).lower()
    key = next(value for prefix, value in HINT_KEYS.items() if word.startswith(prefix))
    return key, found.group(2).lower() in ("true", "yes")


def _parameter(text: str) -> tuple[str, dict[str, Any], bool] | None:
    """(name, schema, required) of a parameter line, or None when it is not one."""
    found = PARAMETER.match(text.strip()[:MAX_LINE])
    if not found or not (found.group("paren") is not None or found.group("sep")):
        return None
    paren, rest = found.group("paren") or "", found.group("rest") or ""
    typed = TYPE_WORD.search(paren) or TYPE_WORD.match(_clean(rest))
    if not typed and not paren:
        return None  # "name: prose" is a sentence, not a parameter
    schema: dict[str, Any] = {}
    if typed:
        schema["type"] = TYPE_WORDS[typed.group(1).lower()]
    description = rest
    if typed and not paren:
        description = _clean(rest)[typed.end() :].lstrip(" -—–:,")
    if description.strip():
        schema["description"] = " ".join(description.split())
    required = "optional" not in paren.lower() and "optional" not in rest.lower()[:40]
    return found.group("name"), schema, required


def _add_detail(entry: _Entry, text: str) -> None:
    """A nested line under a tool: a parameter, an annotation, or more description."""
    hint = _hint(text)
    if hint is not None:
        entry.hints[hint[0]] = hint[1]
        return
    text = text[:MAX_LINE]
    if PARAMETER_HEADER.fullmatch(text.strip()):
        return
    parameter = _parameter(PARAMETER_HEADER.sub("", text))
    if parameter is not None:
        name, schema, required = parameter
        entry.parameters.setdefault(name, schema)
        if required and name not in entry.required:
            entry.required.append(name)
    elif not entry.parameters and len(" ".join(entry.description)) < MAX_DESCRIPTION:
        entry.description.append(text.strip())


def _tools_sections(doc: Outline) -> list[Heading]:
    """Headings that name tools, outermost first (a nested one is read with its parent)."""
    found: list[Heading] = []
    for heading in doc.headings:
        title = _clean(heading.title)
        if not TOOLS_HEADING.search(title) or NOT_A_REFERENCE.search(title):
            continue
        if any(doc.section(outer)[0] <= heading.line < doc.section(outer)[1] for outer in found):
            continue
        found.append(heading)
    return found


def _section_lines(doc: Outline, heading: Heading) -> Iterator[int]:
    start, end = doc.section(heading)
    in_code = {i for block in doc.code_blocks for i in range(block.start - 1, block.end + 1)}
    in_tables = {
        i for table in doc.tables for i in (table.start, table.start + 1, *table.row_lines)
    }
    for index in range(start, min(end, MAX_LINES)):
        if index not in in_code and index not in in_tables:
            yield index


def _entries_in_section(doc: Outline, heading: Heading) -> list[_Entry]:
    """Tools documented as headings, bullet items or definition lists in one section."""
    entries: list[_Entry] = []
    current: _Entry | None = None
    item_indent = -1
    sub_headings = {h.line: h for h in doc.headings if h.level > heading.level}
    lines = doc.lines
    for index in _section_lines(doc, heading):
        line = lines[index]
        if index in sub_headings:
            named = _name_and_rest(sub_headings[index].title, marked_only=False)
            current = _Entry(named[0], "heading") if named else None
            if current is not None:
                entries.append(current)
                if named[1]:
                    current.description.append(named[1])
            item_indent = -1
            continue
        if not line.strip():
            continue
        bullet = BULLET.match(line)
        if bullet:
            indent = len(bullet.group("indent").expandtabs(4))
            text = bullet.group("text")
            nested = current is not None and (
                (current.form == "list" and indent > item_indent) or (current.form == "heading")
            )
            if nested:
                _add_detail(current, text)
                continue
            named = _name_and_rest(text, marked_only=True)
            if named is None:
                named = _name_and_rest(text, marked_only=False)
            if named is not None:
                current, item_indent = _Entry(named[0], "list"), indent
                if named[1]:
                    current.description.append(named[1])
                entries.append(current)
            else:
                current, item_indent = None, -1
            continue
        stripped = line.strip()
        if stripped.startswith(":") and current is not None and current.form == "definition":
            current.description.append(stripped[1:].strip())
            continue
        named = _name_and_rest(stripped, marked_only=True)
        if named is not None and not named[1] and index + 1 < len(lines):
            following = lines[index + 1].strip()
            if following.startswith(":"):
                current = _Entry(named[0], "definition")
                entries.append(current)
                continue
        if current is not None and current.form in ("heading", "list"):
            if _hint(stripped) is not None:
                _add_detail(current, stripped)
            elif (current.form == "heading" and not current.parameters) or (
                current.form == "list" and line[:1].isspace() and not current.parameters
            ):
                current.description.append(stripped)
    return entries


def _table_tools(doc: Outline, heading: Heading, origin: str) -> Iterator[Tool]:
    from assessments.collect.tool_catalog import table_tools

    start, end = doc.section(heading)
    for table in doc.tables:
        if start <= table.start < end:
            yield from table_tools(table, origin)


def tools_in_document(document: Document) -> list[Tool]:
    """Every tool the document's tools sections document, once each (the first form that
    names a tool wins, later forms add the fields it lacked)."""
    doc = outline(document.text)
    found: dict[str, Tool] = {}
    for heading in _tools_sections(doc):
        tools: Iterable[Tool] = [
            *_table_tools(doc, heading, document.origin),
            *(entry.tool(document.origin) for entry in _entries_in_section(doc, heading)),
        ]
        for tool in tools:
            known = found.get(tool.name)
            found[tool.name] = tool if known is None else _combine(known, tool)
    return _stated_per_form(list(found.values()))


def _stated_per_form(tools: list[Tool]) -> list[Tool]:
    """A form that states a field for one tool can state it for every tool it documents:
    in a list where some tools say "Read-only: true", a tool that says nothing lacks it."""
    from dataclasses import replace

    by_form: dict[str, set[str]] = {}
    for tool in tools:
        by_form.setdefault(tool.source, set()).update(tool.stated or ())
    return [
        replace(tool, stated=frozenset((tool.stated or frozenset()) | {"annotations"}))
        if "annotations" in by_form[tool.source]
        else tool
        for tool in tools
    ]


def _combine(first: Tool, second: Tool) -> Tool:
    """``first`` with the fields only ``second`` states (a table row and its heading)."""
    from dataclasses import replace

    return replace(
        first,
        description=first.description or second.description,
        input_schema=first.input_schema or second.input_schema,
        annotations=first.annotations or second.annotations,
        stated=(first.stated or frozenset()) | (second.stated or frozenset()),
    )
