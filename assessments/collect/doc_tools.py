"""Tool references in documentation: tables, bullet lists and headings under a tools heading.

Pure functions over ``doctext`` outlines. A README documents its tools in one
of a few common forms; each gives a catalog with whatever fields it states
(``Tool.stated``), and nothing it does not state is invented or failed:

- **sections**: only text under a heading that names tools (``## Tools``,
  ``### Available tools``, ``## Tool reference``) is read, so an incidental
  table elsewhere is never taken for the catalog; a heading that is a folder
  (``### `tools/` ``) is not a tools heading;
- **tables** with a tool-name column and a description column (names and
  descriptions);
- **headings** below the tools heading whose title is a tool name
  (``### get_weather``, ``### `get_weather(city)` ``) or holds one in a code
  span (``### Web Search (`web_search`)``): the first paragraph is the
  description, bullets and a parameter table below are its parameters;
- **bullet lists** whose items start with a marked name (``- **get_weather** —
  …``, ``- `get_weather`: …``, ``1. get_weather - …`` for a name with ``_`` or
  ``-``): the rest of the item is the description, nested bullets are its
  parameters and fields (``Title:``, ``Description:``, ``Parameters: None``,
  ``Read-only: **false**``); a heading in between that is not a name is a category;
- **definition lists**: a line holding only a marked name, followed by
  ``: description``;
- **signatures**: a heading that says tool (``### 1. Search Tool``) over a code block
  that defines a function (``async def search(query: str, limit: int = 5)``)
  names that tool, and the signature gives its parameters' types and which are required.

What is never a tool: a parameter line (``- `channel_id` (string, required)``)
whether or not it sits under a tool, a file name or a folder (``index.ts``,
``tools/``), a code (``US``, ``en-US``, ``pd``, an ``API_KEY`` variable), and a
list whose items are only single words in backticks with nothing nested (option
values), unless another item of the list is plainly a tool name (``get_weather``,
``getWeather``, ``weather.get``). A list whose items name categories of tools
("``repos``: tools for repositories", "``string`` tools to get and set strings") is not
a tool reference. Nor is anything under a heading on prompts, resources, attributes or
configuration (``### Prompts`` below ``## Tools and features``, ``### Tool call spans``
below ``## Span attributes``), or a list introduced by a label that says what its items
are (``**Parameters:**``, ``**Attributes**:``, ``**Region codes:**``); an indented
parameter line after lines that interrupted a tool's item is that tool's parameter.
Where a section marks required parameters (``(`string`) **(required)**``), the unmarked
ones are optional.

A parameter line is ``name (type, required): description``, ``name: type —
description`` or ``` `name` (optional) - … ```; a type word (string, number,
integer, boolean, array, object and their usual spellings) makes it typed, and
the parameters become an ``inputSchema``. What a README states
(``Tool.stated``): the description, the input schema only when its parameters
are typed (or it says the tool takes none), and annotations when lines such as
``Read-only: true``, ``readOnlyHint: true`` or ``Destructive: yes`` state them.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from typing import Any

from assessments.collect.tool_tables import (
    TYPE_NAMES,
    parameter_table,
    signature,
    table_tools,
)
from assessments.doctext import Heading, Outline, outline
from assessments.observations import Document, Tool

TOOLS_HEADING = re.compile(
    r"(?i)^(?:[\W\d_]*)(?:(?:available|mcp|supported|provided|exposed|server|the)\s+)*"
    r"tools?\b(?!ing)|\btool (?:reference|list|catalog)\b|\btools? (?:and|&) "
)
# A heading about tools that is not their reference: "Tool configuration", "Specifying
# tools", "Toolsets", "Tool permissions"; or a folder ("`tools/`", "src/tools").
NOT_A_REFERENCE = re.compile(
    r"(?i)config|setting|select|filter|specif|install|mode\b|secur|permission|toolset|usage"
    r"|enabl|disabl|develop|test|affect|flag|\btools?/|/tools?\b|attribute|\bspans?\b"
)
# What is never a tool, whatever heading it sits under: a section on prompts, resources,
# attributes or configuration ("### Prompts" below "## Tools and features"), and a list
# introduced by a label that says what its items are ("**Parameters:**", "**Attributes**:",
# "**Region codes:**").
NOT_TOOLS_HEADING = re.compile(
    r"(?i)^\W*(?:[\w-]+\s+){0,2}(?:prompts?|resources?|resource templates?|attributes?"
    r"|config|configuration|settings|environment variables)"
    r"(?:\s+(?:reference|list|templates?|options))?\W*$"
)
NOT_TOOLS_LABEL = re.compile(
    r"(?i)\b(?:param\w*|arguments?|args|inputs?|fields?|attributes?|prompts?|resources?"
    r"|codes?|values?|options|settings?|variables?|config\w*)\W*$"
    r"|header|return|output|response|result|example|note|usage|error"
)
TOOL_WORD = re.compile(r"(?i)\btools?\b")
# An item that names a group of tools: "`string` tools to set and get strings",
# "`pub/sub` functionality to publish messages".
CATEGORY_ITEM = re.compile(
    r"^(?:\*\*|__)?`(?P<name>[^`]{1,60})`(?:\*\*|__)?\s+(?:tools?|functionality|functions"
    r"|operations|commands)\b"
)
NAME = re.compile(r"^[A-Za-z_][A-Za-z0-9_.\-/]{0,127}$")
MARKED_NAME = re.compile(
    r"^(?:\*\*|__)?`?(?P<name>[A-Za-z_][A-Za-z0-9_.\-/]{0,127})(?:\([^)]{0,200}\))?`?"
    r"(?:\*\*|__)?(?P<rest>.*)$"
)
LINKED_NAME = re.compile(r"^\[(?P<label>[^\]]{1,200})\]\([^)]{0,2000}\)(?P<rest>.*)$")
CODE_SPAN = re.compile(r"`([^`]{1,200})`")
BULLET = re.compile(r"^(?P<indent>\s*)(?:[-*+]|\d{1,3}[.)])\s+(?P<text>.*)$")
SEPARATOR = re.compile(r"^\s*(?:[:—–]|-{1,2}(?=\s)|\s(?=\())\s*")
TYPE_WORDS = TYPE_NAMES  # a documented type word → its JSON Schema type
TYPE_WORD = re.compile(r"(?i)\b(" + "|".join(TYPE_WORDS) + r")(?:\[\]|\b)")
PARAMETER = re.compile(
    r"^(?:\*\*|__)?`?(?P<name>[A-Za-z_][A-Za-z0-9_.\-]{0,63})`?(?:\*\*|__)?\??"
    r"[ \t]*(?:\((?P<paren>[^)]{0,120})\))?"
    r"(?:[ \t]*(?:\*\*|__)?\((?i:required|optional)\)(?:\*\*|__)?)?"
    r"[ \t]*(?:(?P<sep>[:—–]|-{1,2}(?=\s))[ \t]*(?P<rest>.*))?$"
)
# What follows a name when the line is a parameter, not a tool: "(string, required)",
# "(optional)", ": string —".
PARAMETER_SHAPE = re.compile(
    r"(?i)^\s*\(\s*`?(?:required|optional|(?:" + "|".join(TYPE_WORDS) + r")(?:\[\])?)\b"
    r"|^\s*:\s*`?(?:" + "|".join(TYPE_WORDS) + r")(?:\[\])?`?(?:\s*[—–,(]|\s+-|\s*$)"
)
PARAMETER_HEADER = re.compile(
    r"(?i)^(?:\*\*|__)?(?:(?P<optional>optional)\s+|required\s+)?"
    r"(?:inputs?|parameters?|params|arguments?|args)(?:\*\*|__)?(?::(?:\*\*|__)?|\s*$)\s*"
)
# "`namespace` (`string`) **(required)**": where some parameters say so, the rest are optional.
REQUIRED_MARK = re.compile(r"(?i)\((?:\*\*|__)?required(?:\*\*|__)?\)")
NO_PARAMETERS = re.compile(r"(?i)^(?:none|n/a|-|—|no (?:parameters|arguments|inputs?))\.?$")
HINT_LINE = re.compile(
    r"(?i)^(?:\*\*|__)?`?(read[- ]?only(?:hint)?|destructive(?:hint)?|idempotent(?:hint)?"
    r"|open[- ]?world(?:hint)?)`?(?:\*\*|__)?\s*[:=]\s*(?:\*\*|__|\*|_)?`?(true|false|yes|no)`?"
)
HINT_KEYS = {
    "read": "readOnlyHint",
    "destructive": "destructiveHint",
    "idempotent": "idempotentHint",
    "open": "openWorldHint",
}
# Fields of a tool that are neither parameters nor its description ("Returns: List of …"
# is not a parameter named Returns of type list).
FIELD_LINE = re.compile(
    r"(?i)^(?:\*\*|__)?(?P<field>title|description|returns?|return value|output|response"
    r"|result|examples?|notes?|usage|annotations|(?:required )?(?:oauth )?scopes?"
    r"|permissions?)(?:\*\*|__)?\s*:(?:\*\*|__)?\s*(?P<value>.*)$"
)
# A label line ("**Optional request headers:**") after which bullets are not parameters.
LABEL_LINE = re.compile(r"^(?:\*\*|__)?(?P<label>[^:*_`]{1,60}):?(?:\*\*|__)?:?\s*$")
NOT_PARAMETERS_LABEL = re.compile(
    r"(?i)header|return|output|response|result|example|note|usage|error|limit"
)
# Names that are never tools: file names, codes, environment variables.
FILE_NAME = re.compile(
    r"(?i)\.(?:[cm]?[jt]sx?|py|mdx?|json|ya?ml|toml|txt|sh|go|rs|rb|java|kt|cs|php|html?|css"
    r"|lock|cfg|ini|env|csv|xml|png|svg)$"
)
LOCALE = re.compile(r"^[a-z]{2,3}[-_](?:[A-Z]{2}|[A-Z][a-z]{3}|\d{3})$|^[a-z]{2}-[a-z]{2}$")
# Items that name categories of tools, not tools: "tools for issues", "repository tools".
CATEGORY = re.compile(r"(?i)(?<![/.])\btools\b(?![/.])|\btoolsets?\b|\bcategor(?:y|ies)\b")
# A folder of one page per tool: docs/tools/search.md, website/docs/tools/search.mdx.
# A page of a tools folder (``docs/tools/search.md``), or a document named after the tools
# (``TOOLS.md``, ``docs/tools.md``): a tools section as a whole.
TOOL_PAGE_PATH = re.compile(r"(?i)(?:^|/)tools?(?:/[^/]+)?\.(?:md|mdx|markdown|rst)$")
SOURCE_REFERENCE = re.compile(r"^\([^()\s]{1,200}\.[a-z]{1,4}\)\s*(?:[:—–]|-{1,2}(?=\s))?\s*")
MARKUP = re.compile(r"[*_`]+")
MAX_LINES = 20_000
MAX_DESCRIPTION = 2000
MAX_LINE = 600  # characters of a line that are matched (the rest is never a name)


@dataclass
class _Entry:
    name: str
    form: str
    strong: bool = True  # the name alone says it is a tool (get_weather, getWeather)
    group: int = 0  # entries of one list share a group
    description: list[str] = field(default_factory=list)
    described: bool = False  # a "Description:" field was given: it is the description
    parameters: dict[str, dict[str, Any]] = field(default_factory=dict)
    required: list[str] = field(default_factory=list)
    hints: dict[str, bool] = field(default_factory=dict)
    details: bool = False  # a parameter, field or hint was stated under it
    no_parameters: bool = False  # "Parameters: None"
    optional_block: bool = False  # under "Optional inputs:"
    in_parameters: bool = False  # under "Parameters:": "`name`: prose" is a parameter
    marked_required: list[str] = field(default_factory=list)  # "`a` (`string`) (required)"
    collecting: bool = True  # bullets below are its parameters (not "Request headers:")
    category: bool = False  # it names a category of tools, not a tool

    def tool(self, origin: str) -> Tool:
        description = " ".join(" ".join(self.description).split())[:MAX_DESCRIPTION]
        stated = {"description"} if description else set()
        schema = None
        typed = any("type" in spec for spec in self.parameters.values())
        if typed or (self.no_parameters and not self.parameters):
            # Untyped parameter names are no input schema: the README does not state one.
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


def name_kind(name: str) -> str | None:
    """ "strong" for a name that is plainly a tool's (``get_weather``, ``getWeather``,
    ``weather.get``), "weak" for a single word (``echo``), None for what is never a tool:
    a file or folder name, a code (``US``, ``en-US``, ``pd``) or an upper-case variable."""
    if FILE_NAME.search(name) or name.endswith("/") or "/" in name.strip("/"):
        return None
    if len(name) < 3 or name.replace("_", "").replace("-", "").isupper() or LOCALE.match(name):
        return None
    inner = name.strip("_.-")
    if any(mark in inner for mark in "_-.") or any(
        a.islower() and b.isupper() for a, b in itertools.pairwise(inner)
    ):
        return "strong"
    return "weak"


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
    if PARAMETER_SHAPE.match(rest) or name_kind(name.rstrip(".-")) is None:
        return None  # "`query` (string, required)" is a parameter; "`index.ts`" a file
    rest = SEPARATOR.sub("", rest, count=1).strip()
    where = SOURCE_REFERENCE.match(rest)  # "(tools/echo.ts): …": where it is defined
    return name.rstrip(".-/"), rest[where.end() :] if where else rest


def _heading_name(title: str) -> tuple[str, str] | None:
    """The tool a heading names: at its start (``get_weather — …``) or as the one tool
    name in a code span (``Web Search (`web_search`)``)."""
    named = _name_and_rest(title, marked_only=False)
    if named is not None:
        return named
    spans = {span.strip() for span in CODE_SPAN.findall(title[:MAX_LINE])}
    names = {span for span in spans if NAME.match(span) and name_kind(span) == "strong"}
    return (names.pop(), "") if len(names) == 1 else None


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


def _add_parameter(entry: _Entry, text: str) -> bool:
    parameter = _parameter(text)
    if parameter is None:
        return False
    name, schema, required = parameter
    entry.parameters.setdefault(name, schema)
    entry.details = True
    if REQUIRED_MARK.search(text[:MAX_LINE]):
        entry.marked_required.append(name)
    if required and not entry.optional_block and name not in entry.required:
        entry.required.append(name)
    return True


def _add_untyped_parameter(entry: _Entry, text: str) -> bool:
    """``- `query`: Search query string`` below ``Parameters:``: a parameter whose type
    the README does not state (a signature above it may)."""
    found = PARAMETER.match(text.strip()[:MAX_LINE])
    marked = text.strip()[:1] in "`*_"
    if not (entry.in_parameters and found and marked and found.group("sep")):
        return False
    description = " ".join((found.group("rest") or "").split())
    schema = entry.parameters.setdefault(found.group("name"), {})
    if description:
        schema.setdefault("description", description)
    entry.details = True
    return True


def _add_field(entry: _Entry, text: str) -> bool:
    """A ``Title:``/``Description:``/``Returns:`` line: the description, or nothing."""
    found = FIELD_LINE.match(text.strip())
    if not found:
        return False
    entry.details = True
    if found.group("field").lower() == "description" and found.group("value").strip():
        if not entry.described:
            entry.description.clear()
        entry.described = True
        entry.description.append(found.group("value").strip())
    return True


def _add_header(entry: _Entry, text: str) -> bool:
    """``Parameters:``, ``Optional inputs:``, ``Parameters: None``, or the parameters
    given inline (``Parameters: - `a` (string): … - `b` (object): …``)."""
    header = PARAMETER_HEADER.match(text.strip())
    if not header:
        return False
    rest = text.strip()[header.end() :].strip()
    none = bool(NO_PARAMETERS.match(_clean(rest)))
    if rest and not none and not rest.startswith("- "):
        return _add_parameter(entry, rest)  # "Parameters: `path` (string)"
    entry.details = True
    entry.collecting = entry.in_parameters = True
    entry.optional_block = bool(header.group("optional"))
    entry.no_parameters = entry.no_parameters or none
    for inline in re.split(r"(?:^|\s)-\s+(?=[`*_])", rest[:MAX_LINE]):
        if inline.strip():
            _add_parameter(entry, inline)
    return True


def _add_detail(entry: _Entry, text: str) -> None:
    """A nested line under a tool: a parameter, an annotation, a field, or more
    description."""
    hint = _hint(text)
    if hint is not None:
        entry.hints[hint[0]] = hint[1]
        entry.details = True
        return
    text = text[:MAX_LINE]
    if _add_header(entry, text) or _add_field(entry, text):
        return
    if not entry.collecting:
        return
    if _add_parameter(entry, text) or _add_untyped_parameter(entry, text):
        return
    if entry.parameters or entry.described:
        return
    if len(" ".join(entry.description)) < MAX_DESCRIPTION:
        entry.description.append(text.strip())


def _label(entry: _Entry, line: str) -> bool:
    """A label line under a tool heading: parameters follow it, or (request headers,
    returns, notes) something else does."""
    found = LABEL_LINE.match(line.strip()[:MAX_LINE])
    if not found or not line.strip().rstrip("*_").endswith(":"):
        return False
    if _add_header(entry, line):
        return True
    entry.collecting = not NOT_PARAMETERS_LABEL.search(found.group("label"))
    entry.in_parameters = False
    return True


def _tools_sections(doc: Outline) -> list[Heading]:
    """Headings that name tools, outermost first (a nested one is read with its parent)."""
    found: list[Heading] = []
    for heading in doc.headings:
        title = _clean(heading.title)
        if not TOOLS_HEADING.search(title) or NOT_A_REFERENCE.search(title):
            continue
        if any(_not_tools_heading(outer.title) for outer in _ancestors(doc, heading)):
            continue  # "## Trace attributes" > "### MCP tool call spans"
        if any(doc.section(outer)[0] <= heading.line < doc.section(outer)[1] for outer in found):
            continue
        found.append(heading)
    return found


def _ancestors(doc: Outline, heading: Heading) -> Iterator[Heading]:
    level = heading.level
    for outer in reversed([h for h in doc.headings if h.line < heading.line]):
        if outer.level < level:
            level = outer.level
            yield outer


def _not_tools_heading(title: str) -> bool:
    """A heading over prompts, resources, attributes or configuration, not tools."""
    title = _clean(title)
    return bool(NOT_TOOLS_HEADING.match(title)) and not TOOL_WORD.search(title)


def _not_tools_label(line: str) -> bool:
    """A label line (``**Parameters:**``, ``**Region codes:**``) that says the list
    below it holds something other than tools."""
    found = LABEL_LINE.match(line.strip()[:MAX_LINE])
    if not found or not line.strip().rstrip("*_").endswith(":"):
        return False
    label = found.group("label")
    return bool(NOT_TOOLS_LABEL.search(label)) and not TOOL_WORD.search(label)


def _signature(doc: Outline, heading: Heading) -> tuple[str, list[Any]] | None:
    """The function signature in the first code block of a heading's section."""
    start, end = doc.section(heading)
    block = next((b for b in doc.code_blocks if start <= b.start < end), None)
    return signature(block.text) if block is not None else None


def _section_lines(doc: Outline, heading: Heading) -> Iterator[int]:
    start, end = doc.section(heading)
    in_code = {i for block in doc.code_blocks for i in range(block.start - 1, block.end + 1)}
    in_tables = {
        i for table in doc.tables for i in (table.start, table.start + 1, *table.row_lines)
    }
    for index in range(start, min(end, MAX_LINES)):
        if index not in in_code and index not in in_tables:
            yield index


class _SectionReader:
    """Tools documented as headings, bullet items or definition lists in one section."""

    def __init__(self, doc: Outline, heading: Heading) -> None:
        self.doc = doc
        self.heading = heading
        self.entries: list[_Entry] = []
        self.current: _Entry | None = None
        self.item_indent = -1
        self.group = 0
        self.sub_headings = {h.line: h for h in doc.headings if h.level > heading.level}
        self.tool_headings: dict[int, tuple[_Entry, Heading]] = {}
        self.current_heading = -1
        self.categories: list[str] = []
        self.skipped_level = 0  # in a prompts or resources section of this level
        # Under a label such as "**Parameters:**" (1), in the list that follows it (2): a
        # blank line after that list ends it.
        self.skip_list = 0
        self.last_item: tuple[_Entry, int] | None = None  # the last list item, its indent

    def read(self) -> list[_Entry]:
        for index in _section_lines(self.doc, self.heading):
            self.line(index)
        if any(entry.marked_required for entry in self.entries):
            # Where the section marks required parameters, the unmarked ones are optional.
            for entry in self.entries:
                entry.required = [n for n in entry.required if n in entry.marked_required]
        for entry, heading in self.tool_headings.values():
            self.parameter_tables(entry, heading)
            self.signature(entry, heading)
        kept = _tool_entries(self.entries)
        self.categories = [e.name for e in self.entries if e.category and e not in kept]
        return kept

    def parameter_tables(self, entry: _Entry, heading: Heading) -> None:
        """A table of typed parameters in a tool heading's section."""
        start, end = self.doc.section(heading)
        for table in self.doc.tables:
            if start <= table.start < end:
                for name, schema, required in parameter_table(table):
                    entry.parameters.setdefault(name, schema)
                    entry.details = True
                    if required and name not in entry.required:
                        entry.required.append(name)

    def signature(self, entry: _Entry, heading: Heading) -> None:
        """The types and required parameters of a signature in the heading's first code
        block (``async def search(query: str, limit: int = 10)``), when it names the tool."""
        found = _signature(self.doc, heading)
        if found is None or found[0] != entry.name:
            return
        entry.required = [name for name, _, required in found[1] if required]
        for name, schema, _ in found[1]:
            entry.parameters.setdefault(name, {}).update(schema)
        entry.details = True

    def start(self, name: str, form: str, rest: str = "") -> None:
        strong = name_kind(name) == "strong"
        self.current = _Entry(name, form, strong=strong, group=self.group)
        if rest:
            self.current.description.append(rest)
        self.entries.append(self.current)

    def line(self, index: int) -> None:
        line = self.doc.lines[index]
        if index in self.sub_headings:
            heading = self.sub_headings[index]
            if self.skipped_level and heading.level > self.skipped_level:
                return
            self.skipped_level = 0
            self.sub_heading(index, heading)
            return
        if not line.strip():
            self.skip_list = 0 if self.skip_list == 2 else self.skip_list
            return
        if self.skipped_level:
            return
        bullet = BULLET.match(line)
        if bullet:
            self.bullet(len(bullet.group("indent").expandtabs(4)), bullet.group("text"))
        else:
            self.text(index, line)

    def sub_heading(self, index: int, heading: Heading) -> None:
        named = _heading_name(heading.title) or self.signature_name(heading)
        tool = self.tool_headings.get(self.current_heading)
        if named is None and tool is not None and heading.level > tool[1].level:
            _label(tool[0], _clean(heading.title).rstrip(":") + ":")  # "#### Parameters"
            self.current, self.item_indent = tool[0], -1
            return
        self.group += 1
        self.current, self.item_indent, self.current_heading = None, -1, index
        self.skip_list, self.last_item = 0, None
        if named:
            self.start(named[0], "heading", named[1])
            self.tool_headings[index] = (self.current, heading)
        elif _not_tools_heading(heading.title):
            self.skipped_level = heading.level  # "### Prompts" under "## Tools and more"

    def signature_name(self, heading: Heading) -> tuple[str, str] | None:
        """The tool a heading such as ``### 1. Search Tool`` documents, named by the
        function signature in its first code block."""
        found = _signature(self.doc, heading) if TOOL_WORD.search(heading.title) else None
        return (found[0], "") if found and name_kind(found[0]) is not None else None

    def bullet(self, indent: int, text: str) -> None:
        current = self.current
        if current is not None and (
            current.form == "heading" or (current.form == "list" and indent > self.item_indent)
        ):
            _add_detail(current, text)
            return
        if self.last_item and indent > self.last_item[1] and _parameter(text) is not None:
            # A parameter of the last tool, after lines that interrupted its item.
            _add_parameter(self.last_item[0], text)
            return
        if self.skip_list:
            self.skip_list = 2
            return
        category = CATEGORY_ITEM.match(text.strip()[:MAX_LINE])
        if category and name_kind(category.group("name")) != "strong":
            self.start(category.group("name"), "list")  # "`string` tools to get and set"
            self.current.category = True
            self.item_indent = indent
            return
        named = _name_and_rest(text, marked_only=True) or _name_and_rest(text, marked_only=False)
        if named is None:
            self.current, self.item_indent = None, -1
            return
        self.start(named[0], "list", named[1])
        self.item_indent = indent
        self.last_item = (self.current, indent)

    def text(self, index: int, line: str) -> None:
        stripped = line.strip()
        current = self.current
        if stripped.startswith(":") and current is not None and current.form == "definition":
            current.description.append(stripped[1:].strip())
            return
        named = _name_and_rest(stripped, marked_only=True)
        lines = self.doc.lines
        definition = index + 1 < len(lines) and lines[index + 1].strip().startswith(":")
        if named is not None and not named[1] and definition:
            self.start(named[0], "definition")
            return
        if (
            current is not None
            and current.form == "list"
            and not line[:1].isspace()
            and index > 0
            and not lines[index - 1].strip()
        ):
            # A paragraph after a blank line ends the list item (a line right below it
            # continues it): a list after the paragraph is a new list.
            self.current = current = None
        if current is None or (current.form == "list" and not line[:1].isspace()):
            # "**Parameters:**" or "**Attributes**:" starts a list of something else;
            # any other paragraph ends it.
            self.skip_list = 1 if _not_tools_label(stripped) else 0
            if self.skip_list:
                self.current = current = None
        if current is None or current.form not in ("heading", "list"):
            if not line[:1].isspace():
                self.group += 1  # a paragraph between two lists: a new list
            return
        if _hint(stripped) is not None:
            _add_detail(current, stripped)
        elif _add_field(current, stripped) or (
            current.form == "heading" and _label(current, stripped)
        ):
            return
        elif (current.form == "heading" or line[:1].isspace()) and not (
            current.parameters or current.described
        ):
            current.description.append(stripped)


def _tool_entries(entries: list[_Entry]) -> list[_Entry]:
    """The entries that are tools: a heading or a list item with a plain tool name, or a
    single word whose list also holds a plain tool name or that states its parameters or
    fields (``- `fetch` …`` with ``- `url` (string)`` below). A list whose items all name
    categories of tools ("tools for issues") holds no tool."""
    groups: dict[int, list[_Entry]] = {}
    for entry in entries:
        groups.setdefault(entry.group, []).append(entry)
    kept = []
    for group in groups.values():
        lists = [e for e in group if e.form == "list" and not e.category]
        if len(lists) > 1 and all(CATEGORY.search(" ".join(e.description)) for e in lists):
            for entry in lists:
                entry.category = True
        group = [e for e in group if not e.category]
        plain = any(e.strong for e in group)
        kept += [e for e in group if e.strong or plain or e.details or e.form != "list"]
    return kept


def _entries_in_section(doc: Outline, heading: Heading) -> list[_Entry]:
    return _SectionReader(doc, heading).read()


def _table_tools(doc: Outline, heading: Heading, origin: str) -> Iterator[Tool]:
    start, end = doc.section(heading)
    for table in doc.tables:
        if start <= table.start < end:
            yield from table_tools(table, origin)


def tools_in_document(document: Document) -> list[Tool]:
    """Every tool the document's tools sections document, once each (the first form that
    names a tool wins, later forms add the fields it lacked)."""
    return tool_reference(document)[0]


def tool_reference(document: Document) -> tuple[list[Tool], list[str]]:
    """The tools a document documents, and the names its tools sections give to
    categories of tools instead (``- `repos` — tools for repositories``).

    A page in a folder of tool pages (``docs/tools/search.md``) is a tools section as a
    whole: its title names the tool. So is a document named after the tools
    (``TOOLS.md``) without a tools heading."""
    doc = outline(_without_front_matter(document.text))
    sections = _tools_sections(doc)
    if not sections and TOOL_PAGE_PATH.search(document.origin):
        sections = [Heading(-1, 0, "Tools")]
    found: dict[str, Tool] = {}
    categories: list[str] = []
    for heading in sections:
        reader = _SectionReader(doc, heading)
        entries = reader.read()
        categories += reader.categories
        tools: Iterable[Tool] = [
            *_table_tools(doc, heading, document.origin),
            *(entry.tool(document.origin) for entry in entries),
        ]
        for tool in tools:
            known = found.get(tool.name)
            found[tool.name] = tool if known is None else _combine(known, tool)
    return _stated_per_form(list(found.values())), categories


def _without_front_matter(text: str) -> str:
    """The text with a YAML front matter (``---`` … ``---`` at the top) blanked, so that
    its ``title:`` line is not read as a heading; line numbers are kept."""
    lines = text.split("\n", 200)
    if not lines or lines[0].strip() != "---":
        return text
    end = next((i for i in range(1, len(lines) - 1) if lines[i].strip() == "---"), None)
    if end is None:
        return text
    return "\n" * (end + 1) + "\n".join(lines[end + 1 :])


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


# Which documents hold the reference

REFERENCE_PATH = re.compile(r"(?i)(?:^|/)(?:tools?|reference|api)(?:/|[-_.]|$)")
AUTH_TITLE = re.compile(r"(?i)\b(?:auth\w*|api keys?|credentials?|access tokens?|oauth)\b")
TROUBLESHOOTING_TITLE = re.compile(
    r"(?i)\b(?:troubleshoot\w*|faqs?|known issues|common (?:errors|issues|problems))\b"
)


def reference_likelihood(origin: str, text: str) -> int:
    """How likely a document holds the tool reference, to read the likeliest first: a
    tools heading or a page in a tools folder (4), typed parameters in a list or table (3),
    a path that says tools, reference or API (2), authentication and troubleshooting
    headings (1 each)."""
    doc = outline(_without_front_matter(text))
    titles = [_clean(heading.title) for heading in doc.headings]
    score = 4 if _tools_sections(doc) or TOOL_PAGE_PATH.search(origin) else 0
    if REFERENCE_PATH.search(origin):
        score += 2
    if _typed_parameters(doc):
        score += 3
    score += any(AUTH_TITLE.search(title) for title in titles)
    score += any(TROUBLESHOOTING_TITLE.search(title) for title in titles)
    return score


def _typed_parameters(doc: Outline) -> bool:
    for line in doc.lines[:MAX_LINES]:
        bullet = BULLET.match(line[:MAX_LINE])
        parameter = _parameter(bullet.group("text")) if bullet else None
        if parameter is not None and "type" in parameter[1]:
            return True
    return any("type" in schema for table in doc.tables for _, schema, _ in parameter_table(table))
