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

Modules: ``patterns`` (what a line is matched with), ``entries`` (one documented tool
and the lines that add to it), ``sections`` (which headings are tools sections, and
reading one); here, the tools of a whole document and how likely it holds the reference.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator

from assessments.collect.doc_tools.entries import _clean, _parameter, name_kind
from assessments.collect.doc_tools.patterns import BULLET, MAX_LINE, MAX_LINES, TOOL_PAGE_PATH
from assessments.collect.doc_tools.sections import _SectionReader, _tools_sections
from assessments.collect.tool_tables import parameter_table, table_tools
from assessments.doctext import Heading, Outline, outline
from assessments.observations import Document, Tool

__all__ = ["name_kind", "reference_likelihood", "tool_reference", "tools_in_document"]


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
